/* wg-session-record.c — a game's history rebuilt from the record in its file
 * Copyright 2026 The Warpgate Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The record is replayed with the record's player (the command line's own
 * code of each command, wg-record-play.h), and every table it leads to
 * becomes a step of the history with its sentence, so that Undo, Redo and
 * the history list go on from where they were when the file was saved. A
 * step recorded with no sentence is told with the step after it, and is
 * one step of the history with it: the app's attack, its `apply` and its
 * `battle --apply` (docs/game-format.md, "The record").
 */
#include "config.h"

#include <glib/gi18n.h>

#include "wg-record-play.h"
#include "wg-session-private.h"

/* Steps @from … @to of @steps as one history entry, told by the last one's
 * sentence, whose table is @after (copied). */
static gboolean
push_group (WgHistory    *history,
            GPtrArray    *steps,
            guint         from,
            guint         to,
            const WgGame *after)
{
  GPtrArray          *group = g_ptr_array_new_with_free_func ((GDestroyNotify) wg_record_step_free);
  const WgRecordStep *last = g_ptr_array_index (steps, to);

  for (guint i = from; i <= to; i++)
    g_ptr_array_add (group, wg_record_step_copy (g_ptr_array_index (steps, i)));
  return wg_history_push_steps (history, wg_game_copy (after), last->sentence, group, NULL);
}

/* The end of the group that starts at @from: the first step with a
 * sentence, at most @last. */
static guint
group_end (GPtrArray *steps,
           guint      from,
           guint      last)
{
  guint to = from;

  while (to < last && *((WgRecordStep *) g_ptr_array_index (steps, to))->sentence == '\0')
    to++;
  return to;
}

/* Steps 1…@n of @steps, replayed as @tables (tables[k]: after step k),
 * pushed onto @history, a group of steps an entry; with @cut (the step
 * after them did not replay), a group it cuts short is left out whole.
 * How many entries were pushed. */
static guint
push_steps (WgHistory *history,
            GPtrArray *steps,
            GPtrArray *tables,
            guint      n,
            gboolean   cut)
{
  guint pushed = 0;

  while (cut && n > 0 && *((WgRecordStep *) g_ptr_array_index (steps, n - 1))->sentence == '\0')
    n--;
  for (guint from = 0; from < n;)
    {
      guint to = group_end (steps, from, n - 1);

      if (push_group (history, steps, from, to, g_ptr_array_index (tables, to + 1)))
        pushed++;
      from = to + 1;
    }
  return pushed;
}

/* The steps undone when the file was saved, replayed after the last table
 * and undone again: as many as replay. The first that does not, and why,
 * in *@n_failed and *@why (NULL when all replay). */
static void
push_redo (WgSession *self,
           WgHistory *history,
           GPtrArray *redo,
           guint     *n_failed,
           char     **why)
{
  g_autoptr (GPtrArray) tables = g_ptr_array_new_with_free_func ((GDestroyNotify) wg_game_free);
  guint pushed, n = 0;

  g_ptr_array_add (tables, wg_game_copy (wg_history_get_game (history)));
  for (; n < redo->len; n++)
    {
      WgGame *after = wg_record_play_step (g_ptr_array_index (tables, n), self->catalog,
                                           g_ptr_array_index (redo, n), why);

      if (after == NULL)
        break;
      g_ptr_array_add (tables, after);
    }
  *n_failed = redo->len - n;
  pushed = push_steps (history, redo, tables, n, TRUE);
  while (pushed-- > 0)
    wg_history_undo (history);
}

/* What the user is told when steps that could be redone do not replay:
 * the game itself opens as saved, only Redo loses them. */
static char *
describe_redo_problem (guint       n_failed,
                       const char *why)
{
  return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                       "%u step the game could redo does not replay (%s): "
                                       "the game opens as it was saved, without it.",
                                       "%u steps the game could redo do not replay (%s): "
                                       "the game opens as it was saved, without them.",
                                       n_failed),
                          n_failed, why);
}

static gboolean
same_table (const WgGame *a,
            const WgGame *b)
{
  g_autofree char *x = wg_record_digest (a);
  g_autofree char *y = wg_record_digest (b);

  return g_str_equal (x, y);
}

static char *
describe_problem (const WgReplay *replay,
                  guint           n_steps)
{
  if (replay->n_agree == n_steps)
    return g_strdup_printf (_ ("The game’s record ends at step %u, before the table in the "
                               "file: the table is kept, and the change the record does not "
                               "hold is one step of its own."),
                            n_steps);
  return g_strdup_printf (_ ("The game’s record stops agreeing with the game at step %u (%s): "
                             "the table in the file is kept, with the %u steps before it; "
                             "the rest is one step of its own."),
                          replay->n_agree + 1, replay->why, replay->n_agree);
}

WgHistory *
wg_session_history_from_record (WgSession *self,
                                WgGame    *game,
                                WgRecord  *record)
{
  g_autoptr (WgRecord) owned = record;
  g_autoptr (WgGame) table = game;
  g_autoptr (WgReplay) replay = NULL;
  WgHistory *history;

  g_clear_pointer (&self->record_problem, g_free);
  if (record == NULL)
    return wg_history_new (g_steal_pointer (&table));
  replay = wg_record_replay (record, table, self->catalog);
  history = wg_history_new (wg_game_copy (record->start));
  push_steps (history, record->steps, replay->tables, replay->n_agree, replay->why != NULL);
  if (replay->why == NULL)
    {
      g_autofree char *why = NULL;
      guint            n_failed = 0;

      push_redo (self, history, record->redo, &n_failed, &why);
      if (n_failed > 0)
        self->record_problem = describe_redo_problem (n_failed, why);
      return history;
    }
  self->record_problem = describe_problem (replay, record->steps->len);
  if (same_table (wg_history_get_game (history), table))
    return history;
  /* TRANSLATORS: the history's sentence of the change from where the
   * game's record stops agreeing to the table in the file */
  if (!wg_history_push (history, g_steal_pointer (&table),
                        _ ("Changes the game’s record does not hold"), NULL))
    g_warning ("a game file's table refused by the history");
  return history;
}
