/* wg-action-model.c — the Actions tool: legal moves on the board, why others are not, doing one
 * Copyright 2026 The Warpgate Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include <glib/gi18n.h>

#include "wg-action-model-private.h"
#include "wg-deck.h"
#include "wg-record-args.h"
#include "wg-turn.h"

G_DEFINE_FINAL_TYPE (WgActionModel, wg_action_model, G_TYPE_OBJECT)

enum
{
  SIGNAL_CHANGED,
  SIGNAL_BATTLE_REQUESTED,
  SIGNAL_PERFORMED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

const WgGame *
wg_action_model_game (WgActionModel *self)
{
  return wg_session_get_game (self->session);
}

int
wg_action_model_effective_player (WgActionModel *self)
{
  const WgGame *game = wg_action_model_game (self);

  if (self->player >= 0 && (guint) self->player < game->n_players)
    return self->player;
  return game->active;
}

int
wg_action_model_effective_x (WgActionModel *self)
{
  return self->x >= 0 ? self->x : wg_turn_slot_x (wg_action_model_game (self)->turn);
}

/* ---- The move as chosen ---- */

void
wg_action_model_build_move (WgActionModel *self,
                            int            to,
                            WgMove        *move)
{
  const WgMoveOption *o =
    self->option >= 0 ? wg_action_model_option_at (self, (guint) self->option) : NULL;

  wg_move_init (move, self->action, wg_action_model_effective_player (self),
                wg_action_model_effective_x (self), self->trade_good);
  if (wg_action_is_movement (self->action))
    {
      int ships = self->ships;

      if (ships < 0 && self->n_origins == 1 && o != NULL)
        ships = o->max_ships;
      for (guint i = 0; i < self->n_origins; i++)
        wg_move_add_group (move, self->origins[i],
                           self->n_origins == 1 && ships >= 0 ? ships : WG_ALL_SHIPS);
      move->to = to;
      if (self->second && self->second_from != WG_NONE && self->second_to != WG_NONE)
        {
          move->second = TRUE;
          move->second_group.from = self->second_from;
          move->second_group.count = wg_action_model_get_second_ships (self);
          move->second_to = self->second_to;
        }
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
  else if (wg_action_uses_targets (self->action))
    for (guint i = 0; i < self->n_targets; i++)
      wg_move_add_target (move, self->targets[i]);
}

gboolean
wg_action_model_can_perform (WgActionModel *self)
{
  g_return_val_if_fail (WG_IS_ACTION_MODEL (self), FALSE);

  if (wg_action_model_game (self) == NULL || self->moves == NULL
      || wg_runner_get_question (self->runner) != NULL
      || wg_turn_judge_entry (wg_action_model_game (self)) != WG_VERDICT_OK)
    return FALSE;
  if (wg_action_needs_no_location (self->action))
    return self->moves->limit > 0;
  if (wg_action_uses_targets (self->action))
    return self->n_targets > 0;
  /* A second group asked for is done whole or not at all. */
  if (self->second && self->second_to == WG_NONE)
    return FALSE;
  return self->option >= 0;
}

gboolean
wg_action_model_is_complete (WgActionModel *self)
{
  g_return_val_if_fail (WG_IS_ACTION_MODEL (self), FALSE);

  if (!wg_action_model_can_perform (self))
    return FALSE;
  if (wg_action_uses_targets (self->action))
    return self->n_targets >= MIN ((guint) self->moves->limit, self->moves->options->len);
  return TRUE;
}

gboolean
wg_action_model_has_moves (WgActionModel *self,
                           WgAction       action)
{
  const WgGame *game;
  WgMoveList   *list;
  gboolean      has;

  g_return_val_if_fail (WG_IS_ACTION_MODEL (self), FALSE);

  game = wg_action_model_game (self);
  if (game == NULL || game->n_players == 0)
    return FALSE;
  list = wg_moves_list (game, wg_action_model_effective_player (self), action,
                        wg_action_model_effective_x (self), self->trade_good);
  has = wg_action_needs_no_location (action) ? list->limit > 0 : list->options->len > 0;
  wg_move_list_free (list);
  return has;
}

char *
wg_action_model_describe (WgActionModel *self)
{
  WgMove move;

  g_return_val_if_fail (WG_IS_ACTION_MODEL (self), NULL);

  if (!wg_action_model_can_perform (self))
    return NULL;
  wg_action_model_build_move (self, self->to, &move);
  return wg_move_describe (wg_action_model_game (self), &move);
}

/* ---- What the board shows ---- */

/* Why no move may be entered now (wg_turn_judge_entry), or NULL. */
static char *
entry_refused (const WgGame *game)
{
  WgVerdict entry = wg_turn_judge_entry (game);

  if (entry == WG_VERDICT_ALREADY_ACTED && game->players[game->active].ai)
    return g_strdup (_ ("The Gatekeepers have played their card: end their turn (Ctrl+E)."));
  if (entry == WG_VERDICT_ALREADY_ACTED)
    /* TRANSLATORS: %s is the active player; one action a turn (issue 30) */
    return g_strdup_printf (_ ("%s has taken this turn’s action: end the turn (Ctrl+E)."),
                            wg_game_player_label (game, game->active));
  if (entry == WG_VERDICT_GAME_OVER)
    return g_strdup (_ ("The game is over: no action is left to take (R-ROUND-2)."));
  return NULL;
}

/* The move ready, in words: an attack says so, as the core judges it
 * (wg_judge_move: enemy ships at the destination for a Skirmish, Advance
 * or Concentrate, R-MOVE-2), and on whom (issue 31). */
static char *
describe_ready (WgActionModel *self)
{
  const WgGame    *game = wg_action_model_game (self);
  g_autofree char *move = wg_action_model_describe (self);
  WgJudgement      j;
  WgMove           built;

  wg_action_model_build_move (self, self->to, &built);
  wg_judge_move (game, &built, &j);
  if (j.verdict == WG_VERDICT_OK && j.attack)
    /* TRANSLATORS: a move ready that attacks: "Ready: Chie: Advance 2 ships
       A3 → D4 (2X) — an attack on Ben: a battle follows." */
    return g_strdup_printf (_ ("Ready: %s — an attack on %s: a battle follows."), move,
                            wg_game_player_label (game, game->stacks[built.to].ship_owner));
  return g_strdup_printf (_ ("Ready: %s."), move);
}

static char *
build_prompt (WgActionModel *self)
{
  const WgGame *game = wg_action_model_game (self);
  const char   *who, *action;
  char         *entry;

  if (game == NULL)
    return g_strdup (_ ("No game is open."));
  who = wg_game_player_label (game, wg_action_model_effective_player (self));
  action = wg_action_display_name (self->action);
  if (wg_action_model_get_question (self) != NULL)
    return g_strdup (wg_action_model_get_question (self)->question);
  entry = entry_refused (game);
  if (entry != NULL)
    return entry;
  if (self->moves->options->len == 0 && !wg_action_needs_no_location (self->action))
    /* The core's words, which the shared page's moves ask shows too. */
    return wg_move_list_describe (game, self->moves);
  if (wg_action_model_can_perform (self))
    return describe_ready (self);
  if (wg_action_needs_no_location (self->action))
    return g_strdup_printf (_ ("%s cannot %s now."), who, action);
  if (self->second && self->second_from == WG_NONE)
    /* TRANSLATORS: Maneuver's second group; %s is the player */
    return g_strdup_printf (_ ("Second group: click a location with %s’s ships that have not "
                               "moved (R-MOVE-5)."),
                            who);
  if (self->second)
    return g_strdup (_ ("Second group: click its destination; each shows its range."));
  if (wg_action_has_origins (self->action) && self->n_origins == 0)
    return g_strdup_printf (self->action == WG_ACTION_TRADE
                              ? _ ("Click the planet where %s’s trade route starts.")
                              : _ ("Click a location with %s’s ships to move from."),
                            who);
  if (wg_action_has_origins (self->action))
    return g_strdup (self->action == WG_ACTION_CONCENTRATE && self->n_origins == 1
                       ? _ ("Click a destination (each shows its range) or a second origin.")
                       : _ ("Click a destination: each shows its range."));
  if (wg_action_uses_targets (self->action))
    return g_strdup_printf (_ ("Click up to %d locations, in order."), self->moves->limit);
  return g_strdup (_ ("Click a destination: each shows its range."));
}

void
wg_action_model_changed (WgActionModel *self)
{
  g_autofree char *ready = wg_action_model_describe (self);

  /* A new move ready: a refusal said about an earlier choice is old news
   * (issue 30); one said about this move (Do It refused) stays. */
  if (ready != NULL && g_strcmp0 (ready, self->ready) != 0)
    wg_action_model_set_message (self, NULL, NULL);
  g_free (self->ready);
  self->ready = g_steal_pointer (&ready);
  g_free (self->prompt);
  self->prompt = build_prompt (self);
  wg_action_model_update_marks (self);
  g_signal_emit (self, signals[SIGNAL_CHANGED], 0);
}

void
wg_action_model_set_message (WgActionModel *self,
                             const char    *message,
                             const char    *ruling)
{
  g_free (self->message);
  self->message = g_strdup (message);
  self->ruling = ruling;
}

/* Forgets the choices (and the question), keeps the parameters. */
void
wg_action_model_forget_choices (WgActionModel *self)
{
  self->n_origins = 0;
  self->to = WG_NONE;
  self->option = -1;
  self->n_targets = 0;
  self->ships = -1;
  self->refused = -1;
  self->taken = FALSE;
  g_clear_pointer (&self->routes, wg_question_free);
  self->second = FALSE;
  self->second_from = WG_NONE;
  self->second_to = WG_NONE;
  self->second_ships = -1;
  if (self->runner != NULL)
    wg_runner_reset (self->runner);
}

static void
reload (WgActionModel *self)
{
  const WgGame *game = wg_action_model_game (self);

  g_clear_pointer (&self->moves, wg_move_list_free);
  if (game != NULL && game->n_players > 0)
    self->moves = wg_moves_list (game, wg_action_model_effective_player (self), self->action,
                                 wg_action_model_effective_x (self), self->trade_good);
}

static void
parameters_changed (WgActionModel *self)
{
  wg_action_model_forget_choices (self);
  wg_action_model_set_message (self, NULL, NULL);
  reload (self);
  wg_action_model_take_single (self);
  wg_action_model_changed (self);
}

/* A new table (a step, undo, another game): the list again, and the
 * choices made on the old table go. */
static void
on_game_changed (WgActionModel *self)
{
  reload (self);
  wg_action_model_forget_choices (self);
  wg_action_model_set_message (self, NULL, NULL);
  wg_action_model_take_single (self);
  wg_action_model_changed (self);
}

/* ---- Clicks ---- */

void
wg_action_model_clear (WgActionModel *self)
{
  g_return_if_fail (WG_IS_ACTION_MODEL (self));
  wg_action_model_forget_choices (self);
  wg_action_model_set_message (self, NULL, NULL);
  wg_action_model_changed (self);
}

/* ---- Performing ---- */

/* The runner's call of the core: the move as chosen, entered at the table
 * (wg_turn_enter). The core refuses any move once the turn's action is
 * applied; it says whether it is the active player's turn
 * (wg_turn_takes_move): then wg_turn_perform plays the Action card from
 * hand into the slot (a Draw too, then draws: rulebook, "During your
 * turn"), so that the counts follow the round; else it is the table entered
 * as it was played: the move alone. */
static WgOutcome *
apply_move (WgAnswers *answers,
            gpointer   user_data,
            GError   **error)
{
  WgActionModel *self = user_data;
  const WgGame  *game = wg_action_model_game (self);
  WgMove         move;

  wg_action_model_build_move (self, self->to, &move);
  /* R-MOVE-13: a Promote's cards asked and kept by name. */
  move.catalog = self->catalog;
  return wg_turn_enter (game, &move, answers);
}

/* The step in the game's record: Do It's move as `apply` takes it. */
static WgRecordStep *
move_step (WgActionModel   *self,
           const WgOutcome *outcome)
{
  g_autoptr (GPtrArray) args = g_ptr_array_new_with_free_func (g_free);
  WgMove move;

  wg_action_model_build_move (self, self->to, &move);
  wg_record_args_apply (args, wg_action_model_game (self), &move);
  return wg_runner_make_step (self->runner, "apply", args, NULL, outcome);
}

static void
record_move (WgRunner        *runner,
             const WgOutcome *outcome,
             GPtrArray       *steps,
             gpointer         user_data)
{
  g_ptr_array_add (steps, move_step (user_data, outcome));
}

WgRecordStep *
wg_action_model_dup_battle_step (WgActionModel *self)
{
  WgOutcome    *outcome;
  WgRecordStep *step;

  g_return_val_if_fail (WG_IS_ACTION_MODEL (self), NULL);

  if (wg_action_model_get_battle_table (self) == NULL)
    return NULL;
  outcome = wg_runner_get_outcome (self->runner);
  step = move_step (self, outcome);
  /* Told with the battle's step, as one step of the history. */
  wg_history_step_untell (step, outcome->game);
  return step;
}

/* What the run left: a question or a refusal to show, an attack's battle
 * to resolve, or the step done (the session's new game has reset the
 * choices, on_game_changed). An attack is no step of its own: the battle
 * applies the move and its result together, so that a battle cancelled
 * leaves the history and the saved file as they were (issue 18). */
static gboolean
after_run (WgActionModel *self,
           WgRunnerState  state)
{
  WgOutcome    *outcome = wg_runner_get_outcome (self->runner);
  WgVerdict     verdict = wg_runner_get_verdict (self->runner);
  WgBattleStart battle;

  if (state == WG_RUNNER_READY && outcome->battle != NULL)
    {
      battle = *outcome->battle;
      wg_action_model_changed (self);
      g_signal_emit (self, signals[SIGNAL_BATTLE_REQUESTED], 0, &battle);
      return TRUE;
    }
  if (state == WG_RUNNER_READY)
    state = wg_runner_apply (self->runner, NULL) ? WG_RUNNER_APPLIED : WG_RUNNER_REFUSED;
  if (state == WG_RUNNER_REFUSED)
    wg_action_model_set_message (self, wg_runner_get_refusal (self->runner),
                                 verdict != WG_VERDICT_OK ? wg_verdict_ruling (verdict,
                                                                               self->action)
                                                          : NULL);
  if (state != WG_RUNNER_APPLIED)
    {
      wg_action_model_changed (self);
      return FALSE;
    }
  g_signal_emit (self, signals[SIGNAL_PERFORMED], 0, outcome->description);
  return TRUE;
}

const WgGame *
wg_action_model_get_battle_table (WgActionModel *self)
{
  WgOutcome *outcome;

  g_return_val_if_fail (WG_IS_ACTION_MODEL (self), NULL);

  outcome = wg_runner_get_outcome (self->runner);
  if (wg_runner_get_state (self->runner) != WG_RUNNER_READY || outcome == NULL
      || outcome->battle == NULL)
    return NULL;
  return outcome->game;
}

const char *
wg_action_model_get_battle_move (WgActionModel *self)
{
  g_return_val_if_fail (WG_IS_ACTION_MODEL (self), NULL);
  return wg_action_model_get_battle_table (self) != NULL
           ? wg_runner_get_outcome (self->runner)->description
           : NULL;
}

gboolean
wg_action_model_perform (WgActionModel *self)
{
  g_return_val_if_fail (WG_IS_ACTION_MODEL (self), FALSE);

  if (!wg_action_model_can_perform (self))
    return FALSE;
  return after_run (self, wg_runner_run (self->runner));
}

const WgQuestion *
wg_action_model_get_question (WgActionModel *self)
{
  g_return_val_if_fail (WG_IS_ACTION_MODEL (self), NULL);
  if (wg_runner_get_question (self->runner) != NULL)
    return wg_runner_get_question (self->runner);
  return self->routes;
}

/* A Trade's route chosen (an option's index, ask_route): the move is the
 * one chosen, ready for Do It. */
static gboolean
choose_route (WgActionModel *self,
              const char    *option_id)
{
  guint64 index;

  if (!wg_question_has_option (self->routes, option_id)
      || !g_ascii_string_to_unsigned (option_id, 10, 0, self->moves->options->len - 1, &index,
                                      NULL))
    return FALSE;
  g_clear_pointer (&self->routes, wg_question_free);
  self->option = (int) index;
  wg_action_model_changed (self);
  return TRUE;
}

gboolean
wg_action_model_answer (WgActionModel *self,
                        const char    *option_id)
{
  g_return_val_if_fail (WG_IS_ACTION_MODEL (self), FALSE);
  g_return_val_if_fail (option_id != NULL, FALSE);

  if (wg_runner_get_question (self->runner) == NULL && self->routes != NULL)
    return choose_route (self, option_id);
  if (!wg_runner_answer (self->runner, option_id))
    return FALSE;
  return after_run (self, wg_runner_get_state (self->runner));
}

/* ---- Parameters ---- */

#define SETTER(name, type, field)                     \
  void                                                \
    wg_action_model_set_##name (WgActionModel *self,  \
                                type           value) \
  {                                                   \
    g_return_if_fail (WG_IS_ACTION_MODEL (self));     \
    if (self->field == value)                         \
      return;                                         \
    self->field = value;                              \
    parameters_changed (self);                        \
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
  return wg_action_model_game (self) != NULL ? wg_action_model_effective_player (self) : -1;
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
  return wg_action_model_game (self) != NULL ? wg_action_model_effective_x (self) : 0;
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
  o = wg_action_model_option_at (self, (guint) self->option);
  *min_ships = o->min_ships;
  *max_ships = o->max_ships;
  return TRUE;
}

typedef gboolean (*ShipRangeFunc) (WgActionModel *self,
                                   int           *min_ships,
                                   int           *max_ships);

/* A group's ships: @chosen, or the most when none is (-1); 0 while the
 * group cannot go. */
static int
group_ships (WgActionModel *self,
             ShipRangeFunc  range,
             int            chosen)
{
  int min_ships, max_ships;

  if (!range (self, &min_ships, &max_ships))
    return 0;
  return chosen >= 0 ? MIN (chosen, max_ships) : max_ships;
}

/* Sets *@chosen to @ships within the group's range; "changed" if it did. */
static void
set_group_ships (WgActionModel *self,
                 ShipRangeFunc  range,
                 int           *chosen,
                 int            ships)
{
  int min_ships, max_ships;

  if (!range (self, &min_ships, &max_ships))
    return;
  ships = CLAMP (ships, min_ships, max_ships);
  if (ships == group_ships (self, range, *chosen))
    return;
  *chosen = ships;
  wg_action_model_changed (self);
}

void
wg_action_model_set_ships (WgActionModel *self,
                           int            ships)
{
  g_return_if_fail (WG_IS_ACTION_MODEL (self));
  set_group_ships (self, wg_action_model_get_ship_range, &self->ships, ships);
}

int
wg_action_model_get_ships (WgActionModel *self)
{
  g_return_val_if_fail (WG_IS_ACTION_MODEL (self), 0);
  return group_ships (self, wg_action_model_get_ship_range, self->ships);
}

/* ---- Maneuver's second group ---- */

int
wg_action_model_second_available (WgActionModel *self,
                                  int            cell)
{
  /* The first group's ships stand at its destination only after the move:
   * on this table they are still at their origin (R-MOVE-5, the core's). */
  return wg_maneuver_second_available (wg_action_model_game (self),
                                       wg_action_model_effective_player (self),
                                       self->n_origins == 1 ? self->origins[0] : WG_NONE,
                                       wg_action_model_get_ships (self), cell);
}

gboolean
wg_action_model_can_add_second_group (WgActionModel *self)
{
  g_return_val_if_fail (WG_IS_ACTION_MODEL (self), FALSE);
  return self->action == WG_ACTION_MANEUVER && self->option >= 0
         && wg_runner_get_question (self->runner) == NULL;
}

void
wg_action_model_set_second_group (WgActionModel *self,
                                  gboolean       second)
{
  g_return_if_fail (WG_IS_ACTION_MODEL (self));

  second = !!second && wg_action_model_can_add_second_group (self);
  if (self->second == second)
    return;
  self->second = second;
  self->second_from = WG_NONE;
  self->second_to = WG_NONE;
  self->second_ships = -1;
  self->refused = -1;
  wg_action_model_set_message (self, NULL, NULL);
  wg_action_model_changed (self);
}

gboolean
wg_action_model_get_second_group (WgActionModel *self)
{
  g_return_val_if_fail (WG_IS_ACTION_MODEL (self), FALSE);
  return self->second;
}

gboolean
wg_action_model_get_second_ship_range (WgActionModel *self,
                                       int           *min_ships,
                                       int           *max_ships)
{
  g_return_val_if_fail (WG_IS_ACTION_MODEL (self), FALSE);

  if (!self->second || self->second_to == WG_NONE)
    return FALSE;
  *max_ships = wg_action_model_second_available (self, self->second_from);
  *min_ships = MIN (1, *max_ships);
  return TRUE;
}

void
wg_action_model_set_second_ships (WgActionModel *self,
                                  int            ships)
{
  g_return_if_fail (WG_IS_ACTION_MODEL (self));
  set_group_ships (self, wg_action_model_get_second_ship_range, &self->second_ships, ships);
}

int
wg_action_model_get_second_ships (WgActionModel *self)
{
  g_return_val_if_fail (WG_IS_ACTION_MODEL (self), 0);
  return group_ships (self, wg_action_model_get_second_ship_range, self->second_ships);
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
  wg_action_model_update_marks (self);
}

void
wg_action_model_set_catalog (WgActionModel *self,
                             WgCatalog     *catalog)
{
  g_return_if_fail (WG_IS_ACTION_MODEL (self));

  if (catalog != NULL)
    wg_catalog_ref (catalog);
  g_clear_pointer (&self->catalog, wg_catalog_unref);
  self->catalog = catalog;
}

gboolean
wg_action_model_get_active (WgActionModel *self)
{
  g_return_val_if_fail (WG_IS_ACTION_MODEL (self), FALSE);
  return self->active;
}

/* ---- GObject ---- */

static void
wg_action_model_dispose (GObject *object)
{
  WgActionModel *self = WG_ACTION_MODEL (object);

  if (self->session != NULL)
    {
      g_signal_handlers_disconnect_by_data (self->session, self);
      if (self->active && wg_action_model_game (self) != NULL)
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
  g_clear_pointer (&self->ready, g_free);
  g_clear_pointer (&self->routes, wg_question_free);
  g_clear_object (&self->runner);
  g_clear_pointer (&self->catalog, wg_catalog_unref);

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
  wg_action_model_forget_choices (self);
}

WgActionModel *
wg_action_model_new (WgSession *session)
{
  WgActionModel *self;

  g_return_val_if_fail (WG_IS_SESSION (session), NULL);

  self = g_object_new (WG_TYPE_ACTION_MODEL, NULL);
  self->session = g_object_ref (session);
  self->runner = wg_runner_new (session, apply_move, self);
  wg_runner_set_step_func (self->runner, record_move);
  /* An attack's outcome waits for its battle (after_run). */
  wg_runner_set_auto_apply (self->runner, FALSE);
  g_signal_connect_object (session, "notify::game", G_CALLBACK (on_game_changed), self,
                           G_CONNECT_SWAPPED);
  reload (self);
  wg_action_model_take_single (self);
  self->prompt = build_prompt (self);
  return self;
}
