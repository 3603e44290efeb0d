/* wg-action-model.c — the Actions tool: legal moves on the board, why others are not, doing one
 * Copyright 2026 The Warpgate Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include <glib/gi18n.h>

#include "wg-action-model.h"
#include "wg-deck.h"

struct _WgActionModel
{
  GObject      parent_instance;

  WgSession   *session;
  gboolean     active;

  int          player;       /* -1: follow the active player */
  WgAction     action;
  int          x;            /* -1: follow the turn slot */
  gboolean     trade_good;
  WgMoveList  *moves;

  /* The choices made on the board. */
  int          origins[2];
  guint        n_origins;
  int          to;           /* movement, Trade, Research: the option's destination */
  int          option;       /* index into moves->options, or -1 */
  int          targets[WG_MAX_TARGETS];
  guint        n_targets;
  int          ships;        /* -1: the most */
  int          refused;      /* the location last refused, or -1 */

  char        *prompt;
  char        *message;
  const char  *ruling;
  WgAnswers   *answers;
  WgQuestion  *question;
};

G_DEFINE_FINAL_TYPE (WgActionModel, wg_action_model, G_TYPE_OBJECT)

enum {
  SIGNAL_CHANGED,
  SIGNAL_BATTLE_REQUESTED,
  SIGNAL_PERFORMED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static const WgGame *
game_of (WgActionModel *self)
{
  return wg_session_get_game (self->session);
}

static gboolean
uses_targets (WgAction action)
{
  return action == WG_ACTION_REINFORCE || action == WG_ACTION_CONTROL;
}

static gboolean
needs_no_location (WgAction action)
{
  return action == WG_ACTION_PROMOTE || action == WG_ACTION_DRAW;
}

static gboolean
has_origins (WgAction action)
{
  return wg_action_is_movement (action) || action == WG_ACTION_TRADE;
}

static int
effective_player (WgActionModel *self)
{
  const WgGame *game = game_of (self);

  if (self->player >= 0 && (guint) self->player < game->n_players)
    return self->player;
  return game->active;
}

static int
effective_x (WgActionModel *self)
{
  return self->x >= 0 ? self->x : CLAMP (game_of (self)->turn, 0, 4);
}

static const WgMoveOption *
option_at (WgActionModel *self,
           guint          index)
{
  return &g_array_index (self->moves->options, WgMoveOption, index);
}

/* The cells an option sets out from: a movement's origins, a route's first
 * planet. */
static guint
option_n_from (WgActionModel      *self,
               const WgMoveOption *o)
{
  return self->moves->action == WG_ACTION_TRADE ? MIN (o->n_from, 1u) : o->n_from;
}

static gboolean
option_starts_at (WgActionModel      *self,
                  const WgMoveOption *o,
                  int                 cell)
{
  for (guint i = 0; i < option_n_from (self, o); i++)
    if (o->from[i] == cell)
      return TRUE;
  return FALSE;
}

/* The option starts from exactly the chosen origins. */
static gboolean
option_matches_origins (WgActionModel      *self,
                        const WgMoveOption *o)
{
  if (option_n_from (self, o) != self->n_origins)
    return FALSE;
  for (guint i = 0; i < self->n_origins; i++)
    if (!option_starts_at (self, o, self->origins[i]))
      return FALSE;
  return TRUE;
}

/* The option a click on @cell chooses, or -1. */
static int
find_option (WgActionModel *self,
             int            cell)
{
  for (guint i = 0; self->moves != NULL && i < self->moves->options->len; i++)
    {
      const WgMoveOption *o = option_at (self, i);

      if (o->to != cell)
        continue;
      if (!has_origins (self->action) || option_matches_origins (self, o))
        return (int) i;
    }
  return -1;
}

/* @cell may set out: alone, or (Concentrate) beside the origin chosen. */
static gboolean
is_origin_candidate (WgActionModel *self,
                     int            cell)
{
  for (guint i = 0; self->moves != NULL && i < self->moves->options->len; i++)
    {
      const WgMoveOption *o = option_at (self, i);

      if (!option_starts_at (self, o, cell))
        continue;
      if (self->n_origins == 0 || option_n_from (self, o) == 1
          || (self->n_origins == 1 && option_starts_at (self, o, self->origins[0])))
        return TRUE;
    }
  return FALSE;
}

static int
chosen_target_index (WgActionModel *self,
                     int            cell)
{
  for (guint i = 0; i < self->n_targets; i++)
    if (self->targets[i] == cell)
      return (int) i;
  return -1;
}

/* ---- The move as chosen ---- */

static void
build_move (WgActionModel *self,
            int            to,
            WgMove        *move)
{
  const WgMoveOption *o = self->option >= 0 ? option_at (self, (guint) self->option) : NULL;

  wg_move_init (move, self->action, effective_player (self), effective_x (self),
                self->trade_good);
  if (wg_action_is_movement (self->action))
    {
      int ships = self->ships;

      if (ships < 0 && self->n_origins == 1 && o != NULL)
        ships = o->max_ships;
      for (guint i = 0; i < self->n_origins; i++)
        wg_move_add_group (move, self->origins[i],
                           self->n_origins == 1 && ships >= 0 ? ships : WG_ALL_SHIPS);
      move->to = to;
    }
  else if (self->action == WG_ACTION_TRADE)
    {
      wg_move_add_group (move, self->n_origins > 0 ? self->origins[0] : WG_NONE, WG_ALL_SHIPS);
      move->via = o != NULL ? o->via : WG_NONE;
      move->to = to;
    }
  else if (self->action == WG_ACTION_RESEARCH)
    move->to = to;
  else if (self->action == WG_ACTION_WARP_IN)
    move->count = self->ships >= 0 ? self->ships : self->moves->limit;
  else if (uses_targets (self->action))
    for (guint i = 0; i < self->n_targets; i++)
      wg_move_add_target (move, self->targets[i]);
}

gboolean
wg_action_model_can_perform (WgActionModel *self)
{
  g_return_val_if_fail (WG_IS_ACTION_MODEL (self), FALSE);

  if (game_of (self) == NULL || self->moves == NULL || self->question != NULL)
    return FALSE;
  if (needs_no_location (self->action))
    return self->moves->limit > 0;
  if (uses_targets (self->action))
    return self->n_targets > 0;
  return self->option >= 0;
}

char *
wg_action_model_describe (WgActionModel *self)
{
  WgMove move;

  g_return_val_if_fail (WG_IS_ACTION_MODEL (self), NULL);

  if (!wg_action_model_can_perform (self))
    return NULL;
  build_move (self, self->to, &move);
  return wg_move_describe (game_of (self), &move);
}

/* ---- What the board shows ---- */

static void
add_mark (GArray          *marks,
          int              cell,
          WgHighlightKind  kind,
          int              number)
{
  WgHighlight h = { cell, kind, number };

  for (guint i = 0; i < marks->len; i++)
    if (g_array_index (marks, WgHighlight, i).cell == cell)
      return;
  g_array_append_val (marks, h);
}

static void
mark_options (WgActionModel *self,
              GArray        *marks)
{
  for (guint i = 0; i < self->moves->options->len; i++)
    {
      const WgMoveOption *o = option_at (self, i);

      if (has_origins (self->action) && self->n_origins == 0)
        {
          for (guint k = 0; k < option_n_from (self, o); k++)
            if (is_origin_candidate (self, o->from[k]))
              add_mark (marks, o->from[k], WG_HIGHLIGHT_ORIGIN, -1);
          continue;
        }
      if (has_origins (self->action) && !option_matches_origins (self, o))
        {
          /* Concentrate: the second origins that go with the first. */
          for (guint k = 0; k < option_n_from (self, o); k++)
            if (self->n_origins == 1 && is_origin_candidate (self, o->from[k]))
              add_mark (marks, o->from[k], WG_HIGHLIGHT_ORIGIN, -1);
          continue;
        }
      add_mark (marks, o->to, o->attack ? WG_HIGHLIGHT_ATTACK : WG_HIGHLIGHT_DESTINATION,
                o->range);
    }
}

static void
update_marks (WgActionModel *self)
{
  g_autoptr (GArray) marks = g_array_new (FALSE, FALSE, sizeof (WgHighlight));

  if (!self->active || game_of (self) == NULL || self->moves == NULL)
    {
      if (!self->active && game_of (self) != NULL)
        wg_session_clear_highlights (self->session);
      return;
    }
  for (guint i = 0; i < self->n_origins; i++)
    add_mark (marks, self->origins[i], WG_HIGHLIGHT_CHOSEN, -1);
  for (guint i = 0; i < self->n_targets; i++)
    add_mark (marks, self->targets[i], WG_HIGHLIGHT_CHOSEN, (int) i + 1);
  if (self->option >= 0)
    add_mark (marks, self->to, WG_HIGHLIGHT_CHOSEN, option_at (self, (guint) self->option)->range);
  if (self->refused >= 0)
    add_mark (marks, self->refused, WG_HIGHLIGHT_ILLEGAL, -1);
  mark_options (self, marks);
  wg_session_set_highlights (self->session, (const WgHighlight *) (gpointer) marks->data,
                             marks->len);
}

static char *
build_prompt (WgActionModel *self)
{
  const WgGame *game = game_of (self);
  const char *who, *action;

  if (game == NULL)
    return g_strdup (_("No game is open."));
  who = wg_game_player_label (game, effective_player (self));
  action = wg_action_display_name (self->action);
  if (self->question != NULL)
    return g_strdup (self->question->question);
  if (self->moves->options->len == 0 && !needs_no_location (self->action))
    /* TRANSLATORS: "No legal Advance for blue at ×3." */
    return g_strdup_printf (_("No legal %s for %s at ×%d."), action, who,
                            wg_effective_x (effective_x (self), self->trade_good));
  if (wg_action_model_can_perform (self))
    {
      g_autofree char *move = wg_action_model_describe (self);

      return g_strdup_printf (_("Ready: %s."), move);
    }
  if (needs_no_location (self->action))
    return g_strdup_printf (_("%s cannot %s now."), who, action);
  if (has_origins (self->action) && self->n_origins == 0)
    return g_strdup_printf (self->action == WG_ACTION_TRADE
                            ? _("Click the planet where %s’s trade route starts.")
                            : _("Click a location with %s’s ships to move from."), who);
  if (has_origins (self->action))
    return g_strdup (self->action == WG_ACTION_CONCENTRATE && self->n_origins == 1
                     ? _("Click a destination (each shows its range) or a second origin.")
                     : _("Click a destination: each shows its range."));
  if (uses_targets (self->action))
    return g_strdup_printf (_("Click up to %d locations, in order."), self->moves->limit);
  return g_strdup (_("Click a destination: each shows its range."));
}

static void
changed (WgActionModel *self)
{
  g_free (self->prompt);
  self->prompt = build_prompt (self);
  update_marks (self);
  g_signal_emit (self, signals[SIGNAL_CHANGED], 0);
}

static void
set_message (WgActionModel *self,
             const char    *message,
             const char    *ruling)
{
  g_free (self->message);
  self->message = g_strdup (message);
  self->ruling = ruling;
}

/* Forgets the choices (and the question), keeps the parameters. */
static void
forget_choices (WgActionModel *self)
{
  self->n_origins = 0;
  self->to = WG_NONE;
  self->option = -1;
  self->n_targets = 0;
  self->ships = -1;
  self->refused = -1;
  g_clear_pointer (&self->question, wg_question_free);
  g_clear_pointer (&self->answers, wg_answers_free);
  self->answers = wg_answers_new ();
}

static void
reload (WgActionModel *self)
{
  const WgGame *game = game_of (self);

  g_clear_pointer (&self->moves, wg_move_list_free);
  if (game != NULL && game->n_players > 0)
    self->moves = wg_moves_list (game, effective_player (self), self->action, effective_x (self),
                                 self->trade_good);
}

static void
parameters_changed (WgActionModel *self)
{
  forget_choices (self);
  set_message (self, NULL, NULL);
  reload (self);
  changed (self);
}

/* A new table (a step, undo, another game): the list again, and the
 * choices made on the old table go. */
static void
on_game_changed (WgActionModel *self)
{
  reload (self);
  forget_choices (self);
  set_message (self, NULL, NULL);
  changed (self);
}

/* ---- Clicks ---- */

static void
refuse (WgActionModel *self,
        int            cell,
        const WgMove  *move)
{
  const WgGame *game = game_of (self);
  g_autofree char *message = NULL;
  WgJudgement j;

  self->refused = cell;
  if (move == NULL)
    {
      message = g_strdup_printf (_("No legal %s of %s starts at %s."),
                                 wg_action_display_name (self->action),
                                 wg_game_player_label (game, effective_player (self)),
                                 wg_board_get_cell (game->board, cell)->id);
      set_message (self, message, NULL);
      return;
    }
  wg_judge_move (game, move, &j);
  message = wg_judgement_describe (game, move, &j);
  set_message (self, message, j.ruling);
}

static void
click_with_origins (WgActionModel *self,
                    int            cell)
{
  int option = self->n_origins > 0 ? find_option (self, cell) : -1;
  WgMove move;

  if (option >= 0)
    {
      self->option = option;
      self->to = cell;
      self->ships = -1;
      return;
    }
  if (self->n_origins > 0 && self->origins[0] == cell)
    {
      forget_choices (self);
      return;
    }
  if (is_origin_candidate (self, cell))
    {
      gboolean second = self->action == WG_ACTION_CONCENTRATE && self->n_origins == 1
                        && self->option < 0;

      if (!second)
        self->n_origins = 0;
      self->origins[self->n_origins++] = cell;
      self->option = -1;
      self->to = WG_NONE;
      return;
    }
  if (self->n_origins == 0 || self->action == WG_ACTION_TRADE)
    {
      refuse (self, cell, NULL);
      return;
    }
  /* Judged with one ship, so that the answer is about the destination
   * (Skirmish moves one ship, R-MOVE-6). */
  self->ships = 1;
  build_move (self, cell, &move);
  self->ships = -1;
  refuse (self, cell, &move);
}

static void
click_target (WgActionModel *self,
              int            cell)
{
  int index = chosen_target_index (self, cell);
  WgMove move;

  if (index >= 0)
    {
      memmove (&self->targets[index], &self->targets[index + 1],
               (self->n_targets - (guint) index - 1) * sizeof (int));
      self->n_targets--;
      return;
    }
  if (find_option (self, cell) >= 0 && self->n_targets < (guint) self->moves->limit
      && self->n_targets < WG_MAX_TARGETS)
    {
      self->targets[self->n_targets++] = cell;
      return;
    }
  build_move (self, WG_NONE, &move);
  wg_move_add_target (&move, cell);
  refuse (self, cell, &move);
}

void
wg_action_model_click (WgActionModel *self,
                       int            cell)
{
  const WgGame *game;
  WgMove move;
  int option;

  g_return_if_fail (WG_IS_ACTION_MODEL (self));

  game = game_of (self);
  if (game == NULL || self->moves == NULL || self->question != NULL
      || !wg_board_is_location (game->board, cell) || needs_no_location (self->action))
    return;
  self->refused = -1;
  set_message (self, NULL, NULL);
  if (has_origins (self->action))
    click_with_origins (self, cell);
  else if (uses_targets (self->action))
    click_target (self, cell);
  else if ((option = find_option (self, cell)) >= 0)
    {
      self->option = self->option == option ? -1 : option;
      self->to = self->option >= 0 ? cell : WG_NONE;
    }
  else
    {
      build_move (self, cell, &move);
      refuse (self, cell, &move);
    }
  changed (self);
}

void
wg_action_model_clear (WgActionModel *self)
{
  g_return_if_fail (WG_IS_ACTION_MODEL (self));
  forget_choices (self);
  set_message (self, NULL, NULL);
  changed (self);
}

/* ---- Performing ---- */

static gboolean
apply (WgActionModel *self)
{
  g_autoptr (WgOutcome) outcome = NULL;
  g_autoptr (GError) error = NULL;
  g_autofree char *description = NULL;
  WgBattleStart battle;
  gboolean has_battle;
  WgMove move;

  build_move (self, self->to, &move);
  wg_answers_rewind (self->answers);
  outcome = wg_move_apply (game_of (self), &move, self->answers);
  if (outcome->question != NULL)
    {
      self->question = g_steal_pointer (&outcome->question);
      changed (self);
      return FALSE;
    }
  if (outcome->verdict != WG_VERDICT_OK)
    {
      set_message (self, outcome->description,
                   wg_verdict_ruling (outcome->verdict, self->action));
      changed (self);
      return FALSE;
    }
  has_battle = outcome->battle != NULL;
  if (has_battle)
    battle = *outcome->battle;
  description = g_strdup (outcome->description);
  if (!wg_session_apply_outcome (self->session, outcome, &error))
    {
      set_message (self, error->message, NULL);
      changed (self);
      return FALSE;
    }
  /* The session's new game has reset the choices (on_game_changed). */
  g_signal_emit (self, signals[SIGNAL_PERFORMED], 0, description);
  if (has_battle)
    g_signal_emit (self, signals[SIGNAL_BATTLE_REQUESTED], 0, &battle);
  return TRUE;
}

gboolean
wg_action_model_perform (WgActionModel *self)
{
  g_return_val_if_fail (WG_IS_ACTION_MODEL (self), FALSE);

  if (!wg_action_model_can_perform (self))
    return FALSE;
  return apply (self);
}

const WgQuestion *
wg_action_model_get_question (WgActionModel *self)
{
  g_return_val_if_fail (WG_IS_ACTION_MODEL (self), NULL);
  return self->question;
}

gboolean
wg_action_model_answer (WgActionModel *self,
                        const char    *option_id)
{
  g_return_val_if_fail (WG_IS_ACTION_MODEL (self), FALSE);
  g_return_val_if_fail (option_id != NULL, FALSE);

  if (self->question == NULL || !wg_question_has_option (self->question, option_id))
    return FALSE;
  if (g_str_equal (self->question->id, "reveal"))
    wg_answers_add_reveal (self->answers, option_id);
  else
    wg_answers_add_choice (self->answers, option_id);
  g_clear_pointer (&self->question, wg_question_free);
  return apply (self);
}

/* ---- Parameters ---- */

#define SETTER(name, type, field)                                 \
  void                                                            \
  wg_action_model_set_##name (WgActionModel *self,                \
                              type           value)               \
  {                                                               \
    g_return_if_fail (WG_IS_ACTION_MODEL (self));                 \
    if (self->field == value)                                     \
      return;                                                     \
    self->field = value;                                          \
    parameters_changed (self);                                    \
  }

SETTER (player, int, player)
SETTER (action, WgAction, action)
SETTER (x, int, x)
SETTER (trade_good, gboolean, trade_good)

#undef SETTER

int
wg_action_model_get_player (WgActionModel *self)
{
  g_return_val_if_fail (WG_IS_ACTION_MODEL (self), -1);
  return game_of (self) != NULL ? effective_player (self) : -1;
}

WgAction
wg_action_model_get_action (WgActionModel *self)
{
  g_return_val_if_fail (WG_IS_ACTION_MODEL (self), WG_ACTION_RECON);
  return self->action;
}

int
wg_action_model_get_x (WgActionModel *self)
{
  g_return_val_if_fail (WG_IS_ACTION_MODEL (self), 0);
  return game_of (self) != NULL ? effective_x (self) : 0;
}

gboolean
wg_action_model_get_trade_good (WgActionModel *self)
{
  g_return_val_if_fail (WG_IS_ACTION_MODEL (self), FALSE);
  return self->trade_good;
}

const WgMoveList *
wg_action_model_get_moves (WgActionModel *self)
{
  g_return_val_if_fail (WG_IS_ACTION_MODEL (self), NULL);
  return self->moves;
}

const char *
wg_action_model_get_prompt (WgActionModel *self)
{
  g_return_val_if_fail (WG_IS_ACTION_MODEL (self), NULL);
  return self->prompt;
}

const char *
wg_action_model_get_message (WgActionModel *self)
{
  g_return_val_if_fail (WG_IS_ACTION_MODEL (self), NULL);
  return self->message;
}

const char *
wg_action_model_get_ruling (WgActionModel *self)
{
  g_return_val_if_fail (WG_IS_ACTION_MODEL (self), NULL);
  return self->ruling;
}

gboolean
wg_action_model_get_ship_range (WgActionModel *self,
                                int           *min_ships,
                                int           *max_ships)
{
  const WgMoveOption *o;

  g_return_val_if_fail (WG_IS_ACTION_MODEL (self), FALSE);

  if (self->moves == NULL)
    return FALSE;
  if (self->action == WG_ACTION_WARP_IN && self->option >= 0)
    {
      *min_ships = MIN (1, self->moves->limit);
      *max_ships = self->moves->limit;
      return TRUE;
    }
  if (!wg_action_is_movement (self->action) || self->option < 0 || self->n_origins != 1)
    return FALSE;
  o = option_at (self, (guint) self->option);
  *min_ships = o->min_ships;
  *max_ships = o->max_ships;
  return TRUE;
}

void
wg_action_model_set_ships (WgActionModel *self,
                           int            ships)
{
  int min_ships, max_ships;

  g_return_if_fail (WG_IS_ACTION_MODEL (self));

  if (!wg_action_model_get_ship_range (self, &min_ships, &max_ships))
    return;
  ships = CLAMP (ships, min_ships, max_ships);
  if (ships == wg_action_model_get_ships (self))
    return;
  self->ships = ships;
  changed (self);
}

int
wg_action_model_get_ships (WgActionModel *self)
{
  int min_ships, max_ships;

  g_return_val_if_fail (WG_IS_ACTION_MODEL (self), 0);

  if (!wg_action_model_get_ship_range (self, &min_ships, &max_ships))
    return 0;
  return self->ships >= 0 ? self->ships : max_ships;
}

void
wg_action_model_set_active (WgActionModel *self,
                            gboolean       active)
{
  g_return_if_fail (WG_IS_ACTION_MODEL (self));

  active = !!active;
  if (self->active == active)
    return;
  self->active = active;
  update_marks (self);
}

gboolean
wg_action_model_get_active (WgActionModel *self)
{
  g_return_val_if_fail (WG_IS_ACTION_MODEL (self), FALSE);
  return self->active;
}

WgSession *
wg_action_model_get_session (WgActionModel *self)
{
  g_return_val_if_fail (WG_IS_ACTION_MODEL (self), NULL);
  return self->session;
}

/* ---- GObject ---- */

static void
wg_action_model_dispose (GObject *object)
{
  WgActionModel *self = WG_ACTION_MODEL (object);

  if (self->session != NULL)
    {
      g_signal_handlers_disconnect_by_data (self->session, self);
      if (self->active && game_of (self) != NULL)
        wg_session_clear_highlights (self->session);
    }
  g_clear_object (&self->session);

  G_OBJECT_CLASS (wg_action_model_parent_class)->dispose (object);
}

static void
wg_action_model_finalize (GObject *object)
{
  WgActionModel *self = WG_ACTION_MODEL (object);

  g_clear_pointer (&self->moves, wg_move_list_free);
  g_clear_pointer (&self->prompt, g_free);
  g_clear_pointer (&self->message, g_free);
  g_clear_pointer (&self->answers, wg_answers_free);
  g_clear_pointer (&self->question, wg_question_free);

  G_OBJECT_CLASS (wg_action_model_parent_class)->finalize (object);
}

static void
wg_action_model_class_init (WgActionModelClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = wg_action_model_dispose;
  object_class->finalize = wg_action_model_finalize;

  signals[SIGNAL_CHANGED] =
    g_signal_new ("changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                  G_TYPE_NONE, 0);
  signals[SIGNAL_BATTLE_REQUESTED] =
    g_signal_new ("battle-requested", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL,
                  NULL, NULL, G_TYPE_NONE, 1, G_TYPE_POINTER);
  signals[SIGNAL_PERFORMED] =
    g_signal_new ("performed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                  G_TYPE_NONE, 1, G_TYPE_STRING);
}

static void
wg_action_model_init (WgActionModel *self)
{
  self->player = -1;
  self->x = -1;
  self->action = WG_ACTION_ADVANCE;
  self->answers = wg_answers_new ();
  forget_choices (self);
}

WgActionModel *
wg_action_model_new (WgSession *session)
{
  WgActionModel *self;

  g_return_val_if_fail (WG_IS_SESSION (session), NULL);

  self = g_object_new (WG_TYPE_ACTION_MODEL, NULL);
  self->session = g_object_ref (session);
  g_signal_connect_object (session, "notify::game", G_CALLBACK (on_game_changed), self,
                           G_CONNECT_SWAPPED);
  reload (self);
  self->prompt = build_prompt (self);
  return self;
}
