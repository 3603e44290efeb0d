/* wg-outcome.c — what applying a rule did
 * Copyright 2026 The Warpgate Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "wg-outcome.h"

WgOutcome *
wg_outcome_new (void)
{
  WgOutcome *outcome = g_new0 (WgOutcome, 1);

  outcome->verdict = WG_VERDICT_OK;
  outcome->events = g_ptr_array_new_with_free_func (g_free);
  return outcome;
}

void
wg_outcome_free (WgOutcome *outcome)
{
  if (outcome == NULL)
    return;
  wg_game_free (outcome->game);
  wg_question_free (outcome->question);
  g_free (outcome->battle);
  g_free (outcome->description);
  g_ptr_array_unref (outcome->events);
  g_free (outcome);
}

void
wg_outcome_event (WgOutcome  *outcome,
                  const char *format,
                  ...)
{
  va_list args;

  va_start (args, format);
  g_ptr_array_add (outcome->events, g_strdup_vprintf (format, args));
  va_end (args);
}

WgGame *
wg_outcome_steal_game (WgOutcome *outcome)
{
  return g_steal_pointer (&outcome->game);
}
