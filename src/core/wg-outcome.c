/* wg-outcome.c — what applying a rule did
 * Copyright 2026 The Warpgate Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "wg-i18n.h"
#include "wg-outcome.h"

WgOutcome *
wg_outcome_new (void)
{
  WgOutcome *outcome = g_new0 (WgOutcome, 1);

  outcome->verdict = WG_VERDICT_OK;
  outcome->events = g_ptr_array_new_with_free_func (g_free);
  outcome->told = g_ptr_array_new_with_free_func (g_free);
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
  g_ptr_array_unref (outcome->told);
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

void
wg_outcome_tell (WgOutcome  *outcome,
                 const char *format,
                 ...)
{
  va_list args;

  va_start (args, format);
  g_ptr_array_add (outcome->told, g_strdup_vprintf (format, args));
  va_end (args);
}

/* "blue: Recon 1 ship V3 → J3 (3X)" has no full stop of its own: one is
 * put before what was told. */
void
wg_outcome_describe (WgOutcome *outcome,
                     char      *sentence)
{
  GString *text = g_string_new (sentence);

  g_free (sentence);
  if (outcome->told->len > 0 && text->len > 0 && !g_str_has_suffix (text->str, ".")
      && !g_str_has_suffix (text->str, "。"))
    /* TRANSLATORS: the full stop that ends a sentence ("。" in Japanese) */
    g_string_append (text, C_ ("full stop", "."));
  for (guint i = 0; i < outcome->told->len; i++)
    {
      if (text->len > 0)
        g_string_append_c (text, ' ');
      g_string_append (text, g_ptr_array_index (outcome->told, i));
    }
  g_free (outcome->description);
  outcome->description = g_string_free (text, FALSE);
}

WgGame *
wg_outcome_steal_game (WgOutcome *outcome)
{
  return g_steal_pointer (&outcome->game);
}
