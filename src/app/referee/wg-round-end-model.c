/* wg-round-end-model.c — what the end of a round asks of the players: the steps, the final round
 * Copyright 2026 The Warpgate Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "wg-round-end-model.h"
#include "wg-round.h"

struct _WgRoundEndModel
{
  GObject        parent_instance;

  WgRoundEndKind kind;
  int            round;
  char          *heading;
  char          *body;
  GStrv          steps;
  char          *announcement;
};

G_DEFINE_FINAL_TYPE (WgRoundEndModel, wg_round_end_model, G_TYPE_OBJECT)

/* A round ended when the round number moved on, or the game ended. */
static WgRoundEndKind
kind_of (const WgGame *before,
         const WgGame *after)
{
  if (after->game_over && !before->game_over)
    return WG_ROUND_END_GAME_OVER;
  if (after->round == before->round)
    return WG_ROUND_END_NONE;
  return after->final_round ? WG_ROUND_END_FINAL_NEXT : WG_ROUND_END_NEXT;
}

/*
 * The core's end of round (wg-round.c, end_round) reports each step as an
 * event, in order, and its last step — the new round is the final one, or
 * the final round was played — as the last event. That one is the
 * announcement; the rest are the steps for the table.
 */
WgRoundEndModel *
wg_round_end_model_new (const WgGame    *before,
                        const WgOutcome *outcome)
{
  WgRoundEndModel *self;
  guint            n_steps;
  GPtrArray       *steps = g_ptr_array_new ();
  gboolean         fourth;

  g_return_val_if_fail (before != NULL, NULL);
  g_return_val_if_fail (outcome != NULL && outcome->game != NULL, NULL);

  self = g_object_new (WG_TYPE_ROUND_END_MODEL, NULL);
  self->kind = kind_of (before, outcome->game);
  n_steps = outcome->events->len;
  /* The core says whether the turn ending has its player draw 4: a
   * human's 4th turn, not in the final round (wg_turn_end_draws). */
  fourth = wg_turn_end_draws (before);
  if (fourth && self->kind == WG_ROUND_END_NONE)
    self->kind = WG_ROUND_END_TURN;
  /* Counted cards: the core's first event is the discard and draw
   * (wg-round.c, discard_and_draw); else the step in words. */
  if (fourth && !before->players[before->active].actions_tracked)
    g_ptr_array_add (steps,
                     /* TRANSLATORS: a checklist step at the end of a player's 4th turn;
                        %s is the player's name */
                     g_strdup_printf (_ ("%s: discard your played cards and hand, draw 4"),
                                      wg_game_player_label (before, before->active)));
  if (self->kind != WG_ROUND_END_NONE)
    self->round = before->round;
  if ((self->kind == WG_ROUND_END_FINAL_NEXT || self->kind == WG_ROUND_END_GAME_OVER)
      && n_steps > 0)
    self->announcement = g_strdup (g_ptr_array_index (outcome->events, --n_steps));
  for (guint i = 0; i < n_steps; i++)
    g_ptr_array_add (steps, g_strdup (g_ptr_array_index (outcome->events, i)));
  g_ptr_array_add (steps, NULL);
  self->steps = (GStrv) g_ptr_array_free (steps, FALSE);

  if (self->kind == WG_ROUND_END_GAME_OVER)
    self->heading = g_strdup (_ ("The Game Is Over"));
  else if (self->kind == WG_ROUND_END_TURN)
    /* TRANSLATORS: a dialog's heading, %s is the player whose turn ended */
    self->heading = g_strdup_printf (_ ("End of %s’s 4th Turn"),
                                     wg_game_player_label (before, before->active));
  else
    /* TRANSLATORS: a dialog's heading, %d is the round that ended */
    self->heading = g_strdup_printf (_ ("End of Round %d"), self->round);
  self->body = self->kind == WG_ROUND_END_TURN
                 ? g_strdup (_ ("Do the same on the table, and tick the step off."))
                 : g_strdup (_ ("Do the same on the table, and tick each step off (R-ROUND-1)."));
  return self;
}

WgRoundEndKind
wg_round_end_model_get_kind (WgRoundEndModel *self)
{
  g_return_val_if_fail (WG_IS_ROUND_END_MODEL (self), WG_ROUND_END_NONE);
  return self->kind;
}

int
wg_round_end_model_get_round (WgRoundEndModel *self)
{
  g_return_val_if_fail (WG_IS_ROUND_END_MODEL (self), 0);
  return self->round;
}

const char *
wg_round_end_model_get_heading (WgRoundEndModel *self)
{
  g_return_val_if_fail (WG_IS_ROUND_END_MODEL (self), NULL);
  return self->heading;
}

const char *
wg_round_end_model_get_body (WgRoundEndModel *self)
{
  g_return_val_if_fail (WG_IS_ROUND_END_MODEL (self), NULL);
  return self->body;
}

const char *const *
wg_round_end_model_get_steps (WgRoundEndModel *self)
{
  g_return_val_if_fail (WG_IS_ROUND_END_MODEL (self), NULL);
  return (const char *const *) self->steps;
}

guint
wg_round_end_model_get_n_steps (WgRoundEndModel *self)
{
  g_return_val_if_fail (WG_IS_ROUND_END_MODEL (self), 0);
  return g_strv_length (self->steps);
}

const char *
wg_round_end_model_get_announcement (WgRoundEndModel *self)
{
  g_return_val_if_fail (WG_IS_ROUND_END_MODEL (self), NULL);
  return self->announcement;
}

static void
wg_round_end_model_finalize (GObject *object)
{
  WgRoundEndModel *self = WG_ROUND_END_MODEL (object);

  g_clear_pointer (&self->heading, g_free);
  g_clear_pointer (&self->body, g_free);
  g_clear_pointer (&self->steps, g_strfreev);
  g_clear_pointer (&self->announcement, g_free);

  G_OBJECT_CLASS (wg_round_end_model_parent_class)->finalize (object);
}

static void
wg_round_end_model_class_init (WgRoundEndModelClass *klass)
{
  G_OBJECT_CLASS (klass)->finalize = wg_round_end_model_finalize;
}

static void
wg_round_end_model_init (WgRoundEndModel *self)
{
}
