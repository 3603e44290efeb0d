/* wg-record.c — a game's record: the table it started from and every step since
 * Copyright 2026 The Warpgate Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "wg-game-json.h"
#include "wg-record-private.h"

WgRecord *
wg_record_new (const WgGame *start)
{
  WgRecord *record = g_new0 (WgRecord, 1);

  record->start = wg_game_copy (start);
  record->steps = g_ptr_array_new_with_free_func ((GDestroyNotify) wg_record_step_free);
  record->redo = g_ptr_array_new_with_free_func ((GDestroyNotify) wg_record_step_free);
  return record;
}

WgRecordStep *
wg_record_step_copy (const WgRecordStep *step)
{
  WgRecordStep *copy = g_new0 (WgRecordStep, 1);

  copy->command = g_strdup (step->command);
  copy->args = g_strdupv (step->args);
  copy->answers = g_strdupv (step->answers);
  copy->sentence = g_strdup (step->sentence);
  copy->rulings = g_strdupv (step->rulings);
  copy->sha256 = g_strdup (step->sha256);
  return copy;
}

WgRecord *
wg_record_copy (const WgRecord *record)
{
  WgRecord *copy = wg_record_new (record->start);

  for (guint i = 0; i < record->steps->len; i++)
    g_ptr_array_add (copy->steps, wg_record_step_copy (g_ptr_array_index (record->steps, i)));
  for (guint i = 0; i < record->redo->len; i++)
    g_ptr_array_add (copy->redo, wg_record_step_copy (g_ptr_array_index (record->redo, i)));
  return copy;
}

void
wg_record_free (WgRecord *record)
{
  if (record == NULL)
    return;
  wg_game_free (record->start);
  g_ptr_array_unref (record->steps);
  g_clear_pointer (&record->redo, g_ptr_array_unref);
  g_free (record);
}

void
wg_record_step_free (WgRecordStep *step)
{
  if (step == NULL)
    return;
  g_free (step->command);
  g_strfreev (step->args);
  g_strfreev (step->answers);
  g_free (step->sentence);
  g_strfreev (step->rulings);
  g_free (step->sha256);
  g_free (step);
}

guint
wg_record_get_n_steps (const WgRecord *record)
{
  return record != NULL ? record->steps->len : 0;
}

char *
wg_record_digest (const WgGame *game)
{
  gsize            length = 0;
  g_autofree char *data = wg_game_to_data (game, &length);

  return g_compute_checksum_for_data (G_CHECKSUM_SHA256, (const guchar *) data, length);
}

static void
add_string (GChecksum  *sum,
            const char *text)
{
  g_checksum_update (sum, (const guchar *) text, (gssize) strlen (text) + 1);
}

static void
add_strv (GChecksum *sum,
          GStrv      strv)
{
  for (guint i = 0; strv != NULL && strv[i] != NULL; i++)
    add_string (sum, strv[i]);
  add_string (sum, ""); /* the end of the list */
}

void
wg_record_sum_step (GChecksum          *sum,
                    const WgRecordStep *step)
{
  add_string (sum, step->command);
  add_strv (sum, step->args);
  add_strv (sum, step->answers);
  add_string (sum, step->sentence);
  add_strv (sum, step->rulings);
}

char *
wg_record_step_digest (const WgRecordStep *step,
                       const WgGame       *after)
{
  g_autoptr (GChecksum) sum = g_checksum_new (G_CHECKSUM_SHA256);
  gsize            length = 0;
  g_autofree char *data = wg_game_to_data (after, &length);

  g_checksum_update (sum, (const guchar *) data, (gssize) length);
  wg_record_sum_step (sum, step);
  return g_strdup (g_checksum_get_string (sum));
}

WgRecordStep *
wg_record_step_new (const char         *command,
                    const char *const  *args,
                    const char *const  *answers,
                    const char         *sentence,
                    const WgRulingList *rulings,
                    const WgGame       *after)
{
  WgRecordStep *step;
  GStrvBuilder *ids;

  g_return_val_if_fail (command != NULL && after != NULL, NULL);

  step = g_new0 (WgRecordStep, 1);
  ids = g_strv_builder_new ();
  step->command = g_strdup (command);
  step->args = args != NULL ? g_strdupv ((char **) args) : g_new0 (char *, 1);
  step->answers = answers != NULL ? g_strdupv ((char **) answers) : g_new0 (char *, 1);
  step->sentence = g_strdup (sentence != NULL ? sentence : "");
  for (guint i = 0; rulings != NULL && i < rulings->n; i++)
    g_strv_builder_add (ids, rulings->ids[i]);
  step->rulings = g_strv_builder_end (ids);
  g_strv_builder_unref (ids);
  step->sha256 = wg_record_step_digest (step, after);
  return step;
}

void
wg_record_append (WgRecord           *record,
                  const char         *command,
                  const char *const  *args,
                  const char *const  *answers,
                  const char         *sentence,
                  const WgRulingList *rulings,
                  const WgGame       *after)
{
  g_ptr_array_add (record->steps,
                   wg_record_step_new (command, args, answers, sentence, rulings, after));
  g_ptr_array_set_size (record->redo, 0);
}

void
wg_record_truncate (WgRecord *record,
                    guint     n)
{
  if (n < record->steps->len)
    g_ptr_array_set_size (record->steps, n);
}
