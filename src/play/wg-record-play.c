/* wg-record-play.c — the record's player: a game's record replayed step by step
 * Copyright 2026 The Warpgate Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "wg-cli.h"
#include "wg-game-json.h"
#include "wg-i18n.h"
#include "wg-record-edit.h"
#include "wg-record-play.h"

/* The command line's code of each whole-game command a step may be. */
static WgCliRun
command_run (const char *name)
{
  static const struct
  {
    const char *name;
    WgCliRun    run;
  } runs[] = {
    { "apply", wg_cli_apply },
    { "battle", wg_cli_battle },
    { "end-turn", wg_cli_end_turn },
    { "ai-turn", wg_cli_ai_turn },
    { "use-token", wg_cli_use_token },
  };

  for (guint i = 0; i < G_N_ELEMENTS (runs); i++)
    if (strcmp (runs[i].name, name) == 0)
      return runs[i].run;
  return NULL;
}

/* An "edit" step: the changes of its args; it asks nothing, so it has no
 * answers. */
static WgGame *
play_edit (const WgGame       *game,
           const WgRecordStep *step,
           char              **why)
{
  g_autoptr (GError) error = NULL;
  WgGame *after;

  if (step->answers != NULL && step->answers[0] != NULL)
    {
      *why = g_strdup (_ ("an edit step has no answers"));
      return NULL;
    }
  after = wg_record_edit_play (game, (const char *const *) step->args, &error);
  if (after == NULL)
    *why = g_strdup (error->message);
  return after;
}

/* wg_record_play_step, digesting with @digester (its board kept from
 * step to step). */
static WgGame *
play_step (const WgGame       *game,
           const WgCatalog    *catalog,
           const WgRecordStep *step,
           WgRecordDigester   *digester,
           char              **why)
{
  WgCliRun run = command_run (step->command);
  g_autoptr (WgGame) after = NULL;
  g_autofree char *digest = NULL;

  if (strcmp (step->command, "edit") == 0)
    after = play_edit (game, step, why);
  else if (run == NULL)
    *why = g_strdup_printf (_ ("“%s” is not a command a step may be"), step->command);
  else
    after = wg_cli_replay_step (run, game, catalog, step->command,
                                (const char *const *) step->args,
                                (const char *const *) step->answers, why);
  if (after == NULL)
    return NULL;
  digest = wg_record_digester_step (digester, step, after);
  if (strcmp (digest, step->sha256) != 0)
    {
      *why = g_strdup (_ ("the step, or the table after it, is not the one recorded"));
      return NULL;
    }
  return g_steal_pointer (&after);
}

/* play_step with @catalog, and again with the built-in cards alone when
 * that fails: the cards the user added since the step was taken (a Fill
 * In in a battle, a card typed in the catalog) may change what it does, a
 * Promote's cards asked among them; played with the built-in cards, it is
 * played as before any was added. */
static WgGame *
play_step_as_taken (const WgGame       *game,
                    const WgCatalog    *catalog,
                    const WgRecordStep *step,
                    WgRecordDigester   *digester,
                    char              **why)
{
  g_autoptr (WgCatalog) builtin = NULL;
  g_autofree char *again = NULL;
  WgGame          *after = play_step (game, catalog, step, digester, why);

  if (after != NULL || strcmp (step->command, "edit") == 0)
    return after;
  builtin = wg_catalog_new_builtin ();
  after = play_step (game, builtin, step, digester, &again);
  if (after != NULL)
    g_clear_pointer (why, g_free);
  return after;
}

WgGame *
wg_record_play_step (const WgGame       *game,
                     const WgCatalog    *catalog,
                     const WgRecordStep *step,
                     char              **why)
{
  g_autoptr (WgRecordDigester) digester = wg_record_digester_new ();

  return play_step_as_taken (game, catalog, step, digester, why);
}

WgReplay *
wg_record_replay (const WgRecord  *record,
                  const WgGame    *table,
                  const WgCatalog *catalog)
{
  g_autoptr (WgRecordDigester) digester = wg_record_digester_new ();
  WgReplay *replay = g_new0 (WgReplay, 1);
  WgGame   *at = wg_game_copy (record->start);

  replay->tables = g_ptr_array_new_with_free_func ((GDestroyNotify) wg_game_free);
  g_ptr_array_add (replay->tables, at);
  for (guint n = 1; n <= record->steps->len; n++)
    {
      at = play_step_as_taken (at, catalog, g_ptr_array_index (record->steps, n - 1),
                               digester, &replay->why);
      if (at == NULL)
        return replay;
      g_ptr_array_add (replay->tables, at);
      replay->n_agree = n;
    }
  if (table != NULL)
    {
      /* The same text (what their digests are of), without hashing it. */
      gsize            last_length = 0, file_length = 0;
      g_autofree char *last = wg_game_to_data (at, &last_length);
      g_autofree char *file = wg_game_to_data (table, &file_length);

      if (last_length != file_length || memcmp (last, file, last_length) != 0)
        replay->why = g_strdup (_ ("the record ends before the file's table: a step is "
                                   "missing"));
    }
  return replay;
}

void
wg_replay_free (WgReplay *replay)
{
  if (replay == NULL)
    return;
  g_ptr_array_unref (replay->tables);
  g_free (replay->why);
  g_free (replay);
}
