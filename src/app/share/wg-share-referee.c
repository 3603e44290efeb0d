/* wg-share-referee.c — moves proposed from a player's page, judged and applied at the table
 * Copyright 2026 The Warpgate Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "wg-share-post.h"
#include "wg-share-referee.h"
#include "wg-share-server.h"
#include "wg-share-state.h"

/* The most locations a proposal names (the page's arrays hold 16). */
#define MAX_CELLS 16

struct _WgShareReferee
{
  GObject              parent_instance;

  WgSession           *session;
  WgShareServer       *server; /* weak: it owns the referee's handlers */
  WgActionModel       *judge;  /* the judgements: never performs */
  WgActionModel       *model;  /* the proposal waiting, performed */
  gboolean             auto_accept;
  gboolean             hold;           /* a battle dialog is open: auto-accept waits */
  gboolean             battle_stepped; /* the table changed while its battle was open */

  WgShareProposalState state;
  int                  player; /* the proposer, or -1 */
  char                *title;
  char                *who; /* the proposer, as the app names them */
  char                *sentence;
  gboolean             applying; /* the session's change is the proposal's own */
  guint                answered; /* the questions of the proposal answered so far */
  char                *seat_json[WG_MAX_PLAYERS];
};

G_DEFINE_FINAL_TYPE (WgShareReferee, wg_share_referee, G_TYPE_OBJECT)

enum
{
  SIGNAL_CHANGED,
  SIGNAL_BATTLE_REQUESTED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static void
append_question (GString          *out,
                 const WgQuestion *q)
{
  g_string_append (out, ",\"question\":");
  if (q == NULL)
    {
      g_string_append (out, "null");
      return;
    }
  g_string_append (out, "{\"id\":");
  wg_share_json_string (out, q->id);
  wg_share_json_member (out, "text", q->question);
  g_string_append (out, ",\"options\":[");
  for (guint i = 0; i < q->options->len; i++)
    {
      const WgOption *o = g_ptr_array_index (q->options, i);

      g_string_append (out, i > 0 ? ",{\"id\":" : "{\"id\":");
      wg_share_json_string (out, o->id);
      wg_share_json_member (out, "label", o->label);
      g_string_append_c (out, '}');
    }
  g_string_append (out, "]}");
}

/* ---- What the proposer's page shows ---- */

static const char *
state_name (WgShareProposalState state)
{
  switch (state)
    {
    case WG_SHARE_PROPOSAL_WAITING: return "waiting";
    case WG_SHARE_PROPOSAL_ASKING: return "asking";
    case WG_SHARE_PROPOSAL_BATTLE: return "battle";
    case WG_SHARE_PROPOSAL_NONE:
    default: return NULL;
    }
}

/* @seat's "proposal" becomes @json (taken; NULL: none), on its page too. */
static void
publish_json (WgShareReferee *self,
              int             seat,
              char           *json)
{
  if (seat < 0 || seat >= WG_MAX_PLAYERS)
    {
      g_free (json);
      return;
    }
  g_free (self->seat_json[seat]);
  self->seat_json[seat] = json;
  if (self->server != NULL)
    wg_share_server_set_seat_extra (self->server, seat, "proposal", json);
}

/* The proposer's page: the proposal as it stands, or its @outcome
 * ("applied", "declined", "stale", "refused") with @reason. */
static void
publish (WgShareReferee *self,
         const char     *outcome,
         const char     *reason)
{
  g_autoptr (GString) out = g_string_new ("{\"state\":");
  const char *state = outcome != NULL ? outcome : state_name (self->state);

  wg_share_json_string (out, state);
  wg_share_json_member (out, "sentence", self->sentence);
  wg_share_json_member (out, "reason", reason);
  g_string_append_printf (out, ",\"answered\":%u", self->answered);
  append_question (out, self->state == WG_SHARE_PROPOSAL_ASKING
                          ? wg_action_model_get_question (self->model)
                          : NULL);
  g_string_append (out, "}");
  publish_json (self, self->player, g_string_free (g_steal_pointer (&out), FALSE));
}

static void
emit_changed (WgShareReferee *self)
{
  g_signal_emit (self, signals[SIGNAL_CHANGED], 0);
}

/* The proposal is over (@outcome, told to its page with @reason). */
static void
finish (WgShareReferee *self,
        const char     *outcome,
        const char     *reason)
{
  self->state = WG_SHARE_PROPOSAL_NONE;
  publish (self, outcome, reason);
  self->player = -1;
  g_clear_pointer (&self->title, g_free);
  g_clear_pointer (&self->who, g_free);
  g_clear_pointer (&self->sentence, g_free);
  wg_action_model_clear (self->model);
  emit_changed (self);
}

/* ---- Judging ---- */

static gboolean
find_cells (const WgGame      *game,
            const char *const *ids,
            int               *cells,
            guint             *n,
            char             **error)
{
  *n = 0;
  for (guint i = 0; ids != NULL && ids[i] != NULL; i++)
    {
      int cell = wg_board_find_location (game->board, ids[i]);

      if (i >= MAX_CELLS)
        {
          *error = g_strdup_printf (_ ("A move names at most %d locations."), MAX_CELLS);
          return FALSE;
        }
      if (cell < 0)
        {
          *error = g_strdup_printf (_ ("No location “%s” on this board."), ids[i]);
          return FALSE;
        }
      cells[(*n)++] = cell;
    }
  return TRUE;
}

/* The taps, in order, as clicks on the Actions page; FALSE at the first
 * refused (the model's message says why). */
static gboolean
click_all (WgActionModel *model,
           const int     *cells,
           guint          n)
{
  for (guint i = 0; i < n; i++)
    {
      wg_action_model_click (model, cells[i]);
      if (wg_action_model_get_message (model) != NULL)
        return FALSE;
    }
  return TRUE;
}

/* @model set to @seat's move as proposed. FALSE with @error (a sentence)
 * when the proposal cannot be read; a refused move is no error. */
static gboolean
load (WgActionModel         *model,
      const WgGame          *game,
      int                    seat,
      const WgShareProposal *p,
      char                 **error)
{
  int      cells[MAX_CELLS], second[MAX_CELLS];
  guint    n, n_second;
  WgAction action;

  if (p->action == NULL || !wg_action_from_string (p->action, &action))
    {
      *error = g_strdup_printf (_ ("“%s” is not an action."), p->action ? p->action : "");
      return FALSE;
    }
  if (p->x != -1 && (p->x < 0 || p->x > 4))
    {
      *error = g_strdup (_ ("The multiplier X is 0 to 4."));
      return FALSE;
    }
  if (!find_cells (game, p->cells, cells, &n, error)
      || !find_cells (game, p->second_cells, second, &n_second, error))
    return FALSE;
  wg_action_model_set_player (model, seat);
  wg_action_model_set_action (model, action);
  wg_action_model_set_x (model, (int) p->x);
  wg_action_model_set_trade_good (model, p->trade_good);
  wg_action_model_clear (model);
  if (!click_all (model, cells, n))
    return TRUE;
  if (p->route != NULL && wg_action_model_get_question (model) != NULL)
    wg_action_model_answer (model, p->route);
  if (p->ships > 0)
    wg_action_model_set_ships (model, (int) p->ships);
  if (n_second > 0)
    {
      wg_action_model_set_second_group (model, TRUE);
      if (click_all (model, second, n_second) && p->second_ships > 0)
        wg_action_model_set_second_ships (model, (int) p->second_ships);
    }
  return TRUE;
}

/* Maneuver's second group (R-MOVE-5): whether one may be added now, after
 * the first group's taps, and its ship range once it has a destination. */
static void
append_second (GString       *out,
               WgActionModel *model)
{
  int min_ships, max_ships;

  g_string_append_printf (out, ",\"second\":%s",
                          wg_action_model_can_add_second_group (model) ? "true" : "false");
  if (wg_action_model_get_second_ship_range (model, &min_ships, &max_ships))
    g_string_append_printf (out, ",\"second_ships\":{\"min\":%d,\"max\":%d,\"chosen\":%d}",
                            min_ships, max_ships, wg_action_model_get_second_ships (model));
}

/* The model's verdict: legal or why not, with the move in words. */
static void
append_verdict (GString       *out,
                WgActionModel *model)
{
  gboolean         legal = wg_action_model_can_perform (model);
  g_autofree char *sentence = wg_action_model_describe (model);
  const char      *reason = wg_action_model_get_message (model);
  int              min_ships, max_ships;

  g_string_append_printf (out, "{\"legal\":%s,\"complete\":%s", legal ? "true" : "false",
                          wg_action_model_is_complete (model) ? "true" : "false");
  wg_share_json_member (out, "sentence", sentence);
  /* Not refused but not ready: what is missing (the Actions page's prompt). */
  wg_share_json_member (out, "reason", legal ? NULL : reason ? reason
                                                             : wg_action_model_get_prompt (model));
  wg_share_json_member (out, "ruling", legal ? NULL : wg_action_model_get_ruling (model));
  wg_share_json_member (out, "prompt", wg_action_model_get_prompt (model));
  if (wg_action_model_get_ship_range (model, &min_ships, &max_ships))
    g_string_append_printf (out, ",\"ships\":{\"min\":%d,\"max\":%d,\"chosen\":%d}", min_ships,
                            max_ships, wg_action_model_get_ships (model));
  append_second (out, model);
  append_question (out, wg_action_model_get_question (model));
}

static guint
list_actions (WgShareReferee *self,
              int             seat,
              GString        *reply)
{
  wg_action_model_set_player (self->judge, seat);
  g_string_append (reply, "{\"actions\":[");
  for (int a = 0; a < WG_N_ACTIONS; a++)
    {
      g_string_append (reply, a > 0 ? ",{\"id\":" : "{\"id\":");
      wg_share_json_string (reply, wg_action_to_string ((WgAction) a));
      wg_share_json_member (reply, "name", wg_action_display_name ((WgAction) a));
      g_string_append_printf (reply, ",\"moves\":%s}",
                              wg_action_model_has_moves (self->judge, (WgAction) a) ? "true"
                                                                                    : "false");
    }
  g_string_append_printf (reply, "],\"x\":%d}\n", wg_action_model_get_x (self->judge));
  return 200;
}

guint
wg_share_referee_judge (WgShareReferee        *self,
                        int                    seat,
                        const WgShareProposal *proposal,
                        GString               *reply)
{
  const WgGame    *game;
  g_autofree char *error = NULL;

  g_return_val_if_fail (WG_IS_SHARE_REFEREE (self), 500);

  game = wg_session_get_game (self->session);
  if (game == NULL || seat < 0 || (guint) seat >= game->n_players)
    return wg_share_json_error (reply, 400, _ ("No game is open."), NULL);
  if (proposal->action == NULL)
    return list_actions (self, seat, reply);
  if (!load (self->judge, game, seat, proposal, &error))
    return wg_share_json_error (reply, 400, error, NULL);
  append_verdict (reply, self->judge);
  g_string_append (reply, "}\n");
  return 200;
}

/* ---- Proposing ---- */

static void
set_title (WgShareReferee *self)
{
  g_autofree char *move = wg_action_model_describe (self->model);

  g_free (self->sentence);
  self->sentence = g_strdup (move);
  g_free (self->title);
  /* TRANSLATORS: the desktop's bar: "Proposed from a phone — Blue: Skirmish
     1 ship A3 → B4 (2X)" */
  self->title = g_strdup_printf (_ ("Proposed from a phone — %s"), move);
}

guint
wg_share_referee_propose (WgShareReferee        *self,
                          int                    seat,
                          const WgShareProposal *proposal,
                          GString               *reply)
{
  const WgGame    *game;
  g_autofree char *error = NULL;

  g_return_val_if_fail (WG_IS_SHARE_REFEREE (self), 500);

  game = wg_session_get_game (self->session);
  if (game == NULL)
    return wg_share_json_error (reply, 400, _ ("No game is open."), NULL);
  if (seat != game->active || game->players[seat].ai)
    return wg_share_json_error (reply, 403, _ ("It is not your turn."), NULL);
  if (self->state != WG_SHARE_PROPOSAL_NONE)
    return wg_share_json_error (reply, 409,
                                self->player == seat
                                  ? _ ("Your proposal is still waiting: withdraw it first.")
                                  : _ ("Another proposal is waiting at the table."),
                                NULL);
  if (!load (self->model, game, seat, proposal, &error))
    return wg_share_json_error (reply, 400, error, NULL);
  if (!wg_action_model_can_perform (self->model))
    {
      g_autoptr (GString) verdict = g_string_new (NULL);
      const char *reason = wg_action_model_get_message (self->model);

      reason = reason ? reason : wg_action_model_get_prompt (self->model);
      wg_share_json_error (reply, 400, reason, wg_action_model_get_ruling (self->model));
      wg_action_model_clear (self->model);
      return 400;
    }
  self->player = seat;
  self->answered = 0;
  self->who = g_strdup (wg_game_player_label (game, seat));
  self->state = WG_SHARE_PROPOSAL_WAITING;
  set_title (self);
  publish (self, NULL, NULL);
  emit_changed (self);
  if (self->auto_accept && !self->hold)
    wg_share_referee_apply (self);
  /* The page's account of it now: waiting, or what accepting it did
   * (applied, a question, its battle, refused). */
  g_string_append (reply, self->seat_json[seat]);
  g_string_append_c (reply, '\n');
  return 200;
}

/* What a run of the proposal left: a question, an attack's battle (the
 * signal), the step applied, or a refusal. */
static gboolean
after_perform (WgShareReferee *self,
               gboolean        done)
{
  const char *refusal;

  if (self->state == WG_SHARE_PROPOSAL_BATTLE)
    return TRUE;
  if (done)
    {
      finish (self, "applied", NULL);
      if (self->server != NULL)
        wg_share_server_push_now (self->server);
      return TRUE;
    }
  if (wg_action_model_get_question (self->model) != NULL)
    {
      self->state = WG_SHARE_PROPOSAL_ASKING;
      publish (self, NULL, NULL);
      emit_changed (self);
      return TRUE;
    }
  refusal = wg_action_model_get_message (self->model);
  finish (self, "refused", refusal ? refusal : _ ("The table refused the move."));
  return FALSE;
}

gboolean
wg_share_referee_apply (WgShareReferee *self)
{
  gboolean done;

  g_return_val_if_fail (WG_IS_SHARE_REFEREE (self), FALSE);

  if (self->state != WG_SHARE_PROPOSAL_WAITING && self->state != WG_SHARE_PROPOSAL_BATTLE)
    return FALSE;
  self->state = WG_SHARE_PROPOSAL_WAITING;
  self->applying = TRUE;
  done = wg_action_model_perform (self->model);
  self->applying = FALSE;
  return after_perform (self, done);
}

static gboolean
answer (WgShareReferee *self,
        const char     *option_id)
{
  gboolean done;

  self->applying = TRUE;
  self->answered++;
  done = wg_action_model_answer (self->model, option_id);
  self->applying = FALSE;
  return after_perform (self, done);
}

guint
wg_share_referee_answer (WgShareReferee *self,
                         int             seat,
                         const char     *option_id,
                         GString        *reply)
{
  const WgQuestion *q;

  g_return_val_if_fail (WG_IS_SHARE_REFEREE (self), 500);

  if (self->state != WG_SHARE_PROPOSAL_ASKING || seat != self->player)
    return wg_share_json_error (reply, 409, _ ("No question of your proposal is waiting."), NULL);
  q = wg_action_model_get_question (self->model);
  if (option_id == NULL || !wg_question_has_option (q, option_id))
    return wg_share_json_error (reply, 400, _ ("That is not one of the question’s answers."), NULL);
  answer (self, option_id);
  g_string_append (reply, "{\"state\":");
  wg_share_json_string (reply, self->state == WG_SHARE_PROPOSAL_NONE ? "done"
                                                                     : state_name (self->state));
  g_string_append (reply, "}\n");
  return 200;
}

guint
wg_share_referee_withdraw (WgShareReferee *self,
                           int             seat,
                           GString        *reply)
{
  g_return_val_if_fail (WG_IS_SHARE_REFEREE (self), 500);

  if (self->state == WG_SHARE_PROPOSAL_NONE || self->state == WG_SHARE_PROPOSAL_BATTLE
      || seat != self->player)
    return wg_share_json_error (reply, 409, _ ("No proposal of yours is waiting."), NULL);
  finish (self, "withdrawn", NULL);
  publish_json (self, seat, NULL);
  g_string_append (reply, "{\"state\":\"withdrawn\"}\n");
  return 200;
}

void
wg_share_referee_decline (WgShareReferee *self,
                          const char     *reason)
{
  g_return_if_fail (WG_IS_SHARE_REFEREE (self));

  if (self->state == WG_SHARE_PROPOSAL_NONE)
    return;
  finish (self, "declined", reason != NULL ? reason : _ ("Declined at the table."));
}

gboolean
wg_share_referee_answer_here (WgShareReferee *self,
                              const char     *option_id)
{
  g_return_val_if_fail (WG_IS_SHARE_REFEREE (self), FALSE);

  if (self->state != WG_SHARE_PROPOSAL_ASKING
      || !wg_question_has_option (wg_action_model_get_question (self->model), option_id))
    return FALSE;
  return answer (self, option_id);
}

/* ---- The table changing ---- */

/* A step that is not the proposal's own: a proposal waiting was judged on
 * another table, and goes; an attack's battle applied is the proposal's
 * step. */
static void
on_game_changed (WgShareReferee *self)
{
  if (self->applying || self->state == WG_SHARE_PROPOSAL_NONE)
    return;
  /* The battle's dialog is modal: a change while it is open is the
   * battle's own step, told when the dialog closes
   * (wg_share_referee_battle_closed). */
  if (self->state == WG_SHARE_PROPOSAL_BATTLE)
    {
      self->battle_stepped = TRUE;
      return;
    }
  finish (self, "stale",
          _ ("The table changed before your proposal was applied: check it again."));
}

/* Another game: a proposal of the last one goes, and no page keeps what
 * it was told of it (another player may sit in its seat now). */
static void
on_history_changed (WgShareReferee *self)
{
  if (self->state != WG_SHARE_PROPOSAL_NONE)
    finish (self, "stale", _ ("Another game was opened at the table."));
  for (int seat = 0; seat < WG_MAX_PLAYERS; seat++)
    publish_json (self, seat, NULL);
}

/* Sharing stopped: the proposer's page is gone, so its proposal is not
 * applied later without it. */
static void
on_running_changed (WgShareReferee *self)
{
  if (self->server != NULL && !wg_share_server_get_running (self->server)
      && self->state != WG_SHARE_PROPOSAL_NONE)
    finish (self, "declined", _ ("Sharing stopped at the table."));
}

void
wg_share_referee_battle_closed (WgShareReferee *self,
                                gboolean        applied)
{
  g_return_if_fail (WG_IS_SHARE_REFEREE (self));

  if (self->state != WG_SHARE_PROPOSAL_BATTLE)
    return;
  if (applied || self->battle_stepped)
    {
      finish (self, "applied", NULL);
      if (self->server != NULL)
        wg_share_server_push_now (self->server);
      return;
    }
  /* Cancelled: nothing changed, and the proposal waits again (Apply,
   * Decline, or the phone withdraws it). */
  self->state = WG_SHARE_PROPOSAL_WAITING;
  publish (self, NULL, NULL);
  emit_changed (self);
}

void
wg_share_referee_set_hold (WgShareReferee *self,
                           gboolean        hold)
{
  g_return_if_fail (WG_IS_SHARE_REFEREE (self));

  self->hold = !!hold;
  /* A legal proposal that came meanwhile is accepted now. */
  if (!self->hold && self->auto_accept && self->state == WG_SHARE_PROPOSAL_WAITING)
    wg_share_referee_apply (self);
}

static void
on_battle_requested (WgShareReferee *self,
                     gpointer        start)
{
  self->state = WG_SHARE_PROPOSAL_BATTLE;
  self->battle_stepped = FALSE;
  publish (self, NULL, NULL);
  emit_changed (self);
  g_signal_emit (self, signals[SIGNAL_BATTLE_REQUESTED], 0, start);
}

/* ---- The page's requests (POST routes) ---- */

/* The proposal a page's body carries (WgSharePost: the base has read and
 * bounded it); absent numbers are -1. */
static void
read_post (const WgSharePost *post,
           WgShareProposal   *p)
{
  gboolean flag = FALSE;

  p->action = wg_share_post_get_string (post, "action");
  if (!wg_share_post_get_int (post, "x", &p->x))
    p->x = -1;
  p->trade_good = wg_share_post_get_bool (post, "trade-good", &flag) && flag;
  p->cells = wg_share_post_get_strv (post, "cells");
  if (!wg_share_post_get_int (post, "ships", &p->ships))
    p->ships = -1;
  p->second_cells = wg_share_post_get_strv (post, "second-cells");
  if (!wg_share_post_get_int (post, "second-ships", &p->second_ships))
    p->second_ships = -1;
  p->route = wg_share_post_get_string (post, "route");
}

static guint
on_judge (WgShareServer  *server,
          int             seat,
          WgSharePost    *post,
          GString        *reply,
          WgShareReferee *self)
{
  WgShareProposal p;

  read_post (post, &p);
  return wg_share_referee_judge (self, seat, &p, reply);
}

static guint
on_propose (WgShareServer  *server,
            int             seat,
            WgSharePost    *post,
            GString        *reply,
            WgShareReferee *self)
{
  WgShareProposal p;

  read_post (post, &p);
  return wg_share_referee_propose (self, seat, &p, reply);
}

static guint
on_answer (WgShareServer  *server,
           int             seat,
           WgSharePost    *post,
           GString        *reply,
           WgShareReferee *self)
{
  return wg_share_referee_answer (self, seat, wg_share_post_get_string (post, "option"), reply);
}

static guint
on_withdraw (WgShareServer  *server,
             int             seat,
             WgSharePost    *post,
             GString        *reply,
             WgShareReferee *self)
{
  return wg_share_referee_withdraw (self, seat, reply);
}

static void
wg_share_referee_connect (WgShareReferee *self)
{
  static const struct
  {
    const char *name;
    GCallback   handler;
  } routes[] = {
    { "judge", G_CALLBACK (on_judge) },
    { "propose", G_CALLBACK (on_propose) },
    { "answer", G_CALLBACK (on_answer) },
    { "withdraw", G_CALLBACK (on_withdraw) },
  };

  for (guint i = 0; i < G_N_ELEMENTS (routes); i++)
    {
      g_autofree char *detailed = g_strconcat ("post::", routes[i].name, NULL);

      wg_share_server_add_post_route (self->server, routes[i].name);
      g_signal_connect_object (self->server, detailed, routes[i].handler, self, 0);
    }
}

/* ---- Getters ---- */

WgShareProposalState
wg_share_referee_get_state (WgShareReferee *self)
{
  g_return_val_if_fail (WG_IS_SHARE_REFEREE (self), WG_SHARE_PROPOSAL_NONE);
  return self->state;
}

int
wg_share_referee_get_player (WgShareReferee *self)
{
  g_return_val_if_fail (WG_IS_SHARE_REFEREE (self), -1);
  return self->player;
}

char *
wg_share_referee_dup_title (WgShareReferee *self)
{
  g_return_val_if_fail (WG_IS_SHARE_REFEREE (self), NULL);

  switch (self->state)
    {
    case WG_SHARE_PROPOSAL_WAITING:
      return g_strdup (self->title);
    case WG_SHARE_PROPOSAL_ASKING:
      /* TRANSLATORS: the desktop's bar while the proposer's phone is asked
         a question: "Waiting for Blue’s answer: Which card is turned over?" */
      return g_strdup_printf (_ ("Waiting for %s’s answer: %s"), self->who,
                              wg_action_model_get_question (self->model)->question);
    case WG_SHARE_PROPOSAL_BATTLE:
      /* TRANSLATORS: the desktop's bar while a proposal's battle is fought */
      return g_strdup_printf (_ ("%s’s proposal attacks: resolve its battle."), self->who);
    case WG_SHARE_PROPOSAL_NONE:
    default:
      return NULL;
    }
}

const WgQuestion *
wg_share_referee_get_question (WgShareReferee *self)
{
  g_return_val_if_fail (WG_IS_SHARE_REFEREE (self), NULL);
  return self->state == WG_SHARE_PROPOSAL_ASKING ? wg_action_model_get_question (self->model)
                                                 : NULL;
}

WgActionModel *
wg_share_referee_get_model (WgShareReferee *self)
{
  g_return_val_if_fail (WG_IS_SHARE_REFEREE (self), NULL);
  return self->model;
}

char *
wg_share_referee_dup_seat_json (WgShareReferee *self,
                                int             seat)
{
  g_return_val_if_fail (WG_IS_SHARE_REFEREE (self), NULL);
  return seat >= 0 && seat < WG_MAX_PLAYERS ? g_strdup (self->seat_json[seat]) : NULL;
}

void
wg_share_referee_set_catalog (WgShareReferee *self,
                              WgCatalog      *catalog)
{
  g_return_if_fail (WG_IS_SHARE_REFEREE (self));
  wg_action_model_set_catalog (self->judge, catalog);
  wg_action_model_set_catalog (self->model, catalog);
}

void
wg_share_referee_set_auto_accept (WgShareReferee *self,
                                  gboolean        auto_accept)
{
  g_return_if_fail (WG_IS_SHARE_REFEREE (self));
  self->auto_accept = !!auto_accept;
}

gboolean
wg_share_referee_get_auto_accept (WgShareReferee *self)
{
  g_return_val_if_fail (WG_IS_SHARE_REFEREE (self), FALSE);
  return self->auto_accept;
}

/* ---- GObject ---- */

static void
wg_share_referee_dispose (GObject *object)
{
  WgShareReferee *self = WG_SHARE_REFEREE (object);

  if (self->session != NULL)
    g_signal_handlers_disconnect_by_data (self->session, self);
  if (self->server != NULL)
    {
      g_signal_handlers_disconnect_by_data (self->server, self);
      g_object_remove_weak_pointer (G_OBJECT (self->server), (gpointer *) &self->server);
      self->server = NULL;
    }
  g_clear_object (&self->judge);
  g_clear_object (&self->model);
  g_clear_object (&self->session);
  G_OBJECT_CLASS (wg_share_referee_parent_class)->dispose (object);
}

static void
wg_share_referee_finalize (GObject *object)
{
  WgShareReferee *self = WG_SHARE_REFEREE (object);

  g_free (self->title);
  g_free (self->who);
  g_free (self->sentence);
  for (int i = 0; i < WG_MAX_PLAYERS; i++)
    g_free (self->seat_json[i]);
  G_OBJECT_CLASS (wg_share_referee_parent_class)->finalize (object);
}

static void
wg_share_referee_class_init (WgShareRefereeClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = wg_share_referee_dispose;
  object_class->finalize = wg_share_referee_finalize;
  signals[SIGNAL_CHANGED] = g_signal_new ("changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                          0, NULL, NULL, NULL, G_TYPE_NONE, 0);
  signals[SIGNAL_BATTLE_REQUESTED] =
    g_signal_new ("battle-requested", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL,
                  NULL, NULL, G_TYPE_NONE, 1, G_TYPE_POINTER);
}

static void
wg_share_referee_init (WgShareReferee *self)
{
  self->player = -1;
}

WgShareReferee *
wg_share_referee_new (WgSession     *session,
                      WgShareServer *server)
{
  WgShareReferee *self;

  g_return_val_if_fail (WG_IS_SESSION (session), NULL);

  self = g_object_new (WG_TYPE_SHARE_REFEREE, NULL);
  self->session = g_object_ref (session);
  self->judge = wg_action_model_new (session);
  self->model = wg_action_model_new (session);
  g_signal_connect_object (self->model, "battle-requested", G_CALLBACK (on_battle_requested),
                           self, G_CONNECT_SWAPPED);
  g_signal_connect_object (session, "notify::game", G_CALLBACK (on_game_changed), self,
                           G_CONNECT_SWAPPED);
  g_signal_connect_object (session, "notify::history", G_CALLBACK (on_history_changed), self,
                           G_CONNECT_SWAPPED);
  if (server != NULL)
    {
      self->server = server;
      g_object_add_weak_pointer (G_OBJECT (server), (gpointer *) &self->server);
      wg_share_referee_connect (self);
      g_signal_connect_object (server, "notify::running", G_CALLBACK (on_running_changed), self,
                               G_CONNECT_SWAPPED);
    }
  return self;
}
