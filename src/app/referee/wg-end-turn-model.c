/* wg-end-turn-model.c — End Turn: the core's end of turn and round, its questions, the round's end
 * Copyright 2026 The Warpgate Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "wg-end-turn-model.h"
#include "wg-round.h"

struct _WgEndTurnModel
{
  GObject          parent_instance;

  WgSession       *session;
  WgRunner        *runner;
  WgRoundEndModel *round_end; /* of the last table the rule produced */
};

G_DEFINE_FINAL_TYPE (WgEndTurnModel, wg_end_turn_model, G_TYPE_OBJECT)

enum
{
  SIGNAL_FINISHED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

/* A run that asks is not over; any other is, and says so once. */
static WgRunnerState
after_run (WgEndTurnModel *self,
           WgRunnerState   state)
{
  if (state == WG_RUNNER_APPLIED || state == WG_RUNNER_REFUSED)
    g_signal_emit (self, signals[SIGNAL_FINISHED], 0);
  return state;
}

/* The runner's call of the core, which alone says whether the turn may
 * end (the game over, R-ROUND-2; the Gatekeepers' card not played yet,
 * R-AI-13): its refusal is the runner's. The round's end is read here,
 * while the table before the turn ended is still the session's. */
static WgOutcome *
end_turn (WgAnswers *answers,
          gpointer   user_data,
          GError   **error)
{
  WgEndTurnModel *self = user_data;
  const WgGame   *game = wg_session_get_game (self->session);
  WgOutcome      *outcome;

  g_clear_object (&self->round_end);
  outcome = wg_turn_end (game, answers);
  if (outcome->question == NULL && outcome->verdict == WG_VERDICT_OK && outcome->game != NULL)
    self->round_end = wg_round_end_model_new (game, outcome);
  return outcome;
}

WgRunnerState
wg_end_turn_model_end_turn (WgEndTurnModel *self)
{
  g_return_val_if_fail (WG_IS_END_TURN_MODEL (self), WG_RUNNER_IDLE);

  if (wg_session_get_game (self->session) == NULL)
    {
      wg_end_turn_model_cancel (self);
      return WG_RUNNER_IDLE;
    }
  return after_run (self, wg_runner_start (self->runner));
}

gboolean
wg_end_turn_model_answer (WgEndTurnModel *self,
                          const char     *option_id)
{
  g_return_val_if_fail (WG_IS_END_TURN_MODEL (self), FALSE);
  g_return_val_if_fail (option_id != NULL, FALSE);

  if (wg_session_get_game (self->session) == NULL
      || !wg_runner_answer (self->runner, option_id))
    return FALSE;
  after_run (self, wg_runner_get_state (self->runner));
  return TRUE;
}

void
wg_end_turn_model_cancel (WgEndTurnModel *self)
{
  g_return_if_fail (WG_IS_END_TURN_MODEL (self));

  wg_runner_reset (self->runner);
  g_clear_object (&self->round_end);
}

WgRunnerState
wg_end_turn_model_get_state (WgEndTurnModel *self)
{
  g_return_val_if_fail (WG_IS_END_TURN_MODEL (self), WG_RUNNER_IDLE);
  return wg_runner_get_state (self->runner);
}

const WgQuestion *
wg_end_turn_model_get_question (WgEndTurnModel *self)
{
  g_return_val_if_fail (WG_IS_END_TURN_MODEL (self), NULL);
  return wg_runner_get_question (self->runner);
}

const char *
wg_end_turn_model_get_message (WgEndTurnModel *self)
{
  const char *refusal;

  g_return_val_if_fail (WG_IS_END_TURN_MODEL (self), NULL);

  if (wg_runner_get_state (self->runner) != WG_RUNNER_REFUSED)
    return NULL;
  refusal = wg_runner_get_refusal (self->runner);
  return refusal != NULL ? refusal : _ ("The turn cannot end");
}

const char *
wg_end_turn_model_get_description (WgEndTurnModel *self)
{
  g_return_val_if_fail (WG_IS_END_TURN_MODEL (self), NULL);

  if (wg_runner_get_state (self->runner) != WG_RUNNER_APPLIED)
    return NULL;
  return wg_runner_get_outcome (self->runner)->description;
}

WgRoundEndModel *
wg_end_turn_model_get_round_end (WgEndTurnModel *self)
{
  g_return_val_if_fail (WG_IS_END_TURN_MODEL (self), NULL);

  if (wg_runner_get_state (self->runner) != WG_RUNNER_APPLIED)
    return NULL;
  return self->round_end;
}

static void
wg_end_turn_model_finalize (GObject *object)
{
  WgEndTurnModel *self = WG_END_TURN_MODEL (object);

  g_clear_object (&self->runner);
  g_clear_object (&self->round_end);
  g_clear_object (&self->session);

  G_OBJECT_CLASS (wg_end_turn_model_parent_class)->finalize (object);
}

static void
wg_end_turn_model_class_init (WgEndTurnModelClass *klass)
{
  G_OBJECT_CLASS (klass)->finalize = wg_end_turn_model_finalize;

  signals[SIGNAL_FINISHED] =
    g_signal_new ("finished", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                  G_TYPE_NONE, 0);
}

static void
wg_end_turn_model_init (WgEndTurnModel *self)
{
}

/* The model is the runner's user data: it owns the runner, which never
 * outlives it. */
WgEndTurnModel *
wg_end_turn_model_new (WgSession *session)
{
  WgEndTurnModel *self;

  g_return_val_if_fail (WG_IS_SESSION (session), NULL);

  self = g_object_new (WG_TYPE_END_TURN_MODEL, NULL);
  self->session = g_object_ref (session);
  self->runner = wg_runner_new (session, end_turn, self);
  wg_runner_set_command (self->runner, "end-turn");
  return self;
}
