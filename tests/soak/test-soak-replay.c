/* test-soak-replay.c — a soak game played again with warpgate-cli alone
 * Copyright 2026 The Warpgate Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Issue 19: "One game played with the CLI commands alone must end in the
 * same final file as the same seed through the core." The soak plays the
 * game of a seed through the core (wg-soak-game.c) and records each step
 * as the warpgate-cli command that takes it (wg_soak_record): apply,
 * battle --apply, ai-turn or end-turn, with the --choose and --reveal
 * answers its questions were given. Here the real warpgate-cli ($WG_CLI)
 * runs those commands one after another from the table after the set-up,
 * each reading the file the one before wrote (--output), and the last file
 * must be byte for byte the core's final table, both written by
 * wg_game_save_to_file (the CLI's --output writes the same table, with
 * the game's record after it). Then the last file's record is replayed
 * to every step (warpgate-cli replay --step N --output): each time the
 * file that step wrote, byte for byte.
 *
 * The seeds are whole games that the command line plays to their end,
 * between them every action of apply, battles, ai-turn and answers of
 * both kinds:
 *
 *   95   2 players: 66 steps, 2 battles (one with a catalog card's text,
 *        one whose loser's withdrawal is chosen with --choose), the five
 *        movements and warp-in, 11 --reveal answers;
 *   43   solo, against the Gatekeepers: 84 steps, 28 ai-turn, 6 trades,
 *        reinforce, control and research;
 *   59   solo: 48 steps, draw and promote (their cards revealed);
 *   12   solo: 110 steps, two Draws of fewer cards than X (apply
 *        --count) and the Gatekeepers attacking with their top card,
 *        All or Nothing, at the multiplier the file gives it and the
 *        catalog does not (battle --attacker-card all-or-nothing:x3).
 *
 * Every soak step has a command line: a Draw of fewer cards than X is
 * apply --count, a card played at a multiplier its catalog entry does not
 * give is ID:xN, the Gatekeepers' top card of unknown multiplier is given
 * the same way, and end-turn ends the turn of Gatekeepers with no card
 * left (docs/cli.md). A step that had none would stop the recording,
 * saying why, and fail here.
 */
#include "config.h"

#include <string.h>
#include <gio/gio.h>
#include <glib/gstdio.h>

#include "wg-game-json.h"
#include "wg-record-json.h"
#include "wg-soak-game.h"
#include "wg-test-chain.h"

#define REPLAY_EVERY 1 /* the recording's file round trips, as the soak suite's: every step */

static const int     seeds[] = { 95, 43, 59, 12 };

static WgSoakTables *tables;

/* Runs warpgate-cli @argv (GAME and --output already in it); its exit
 * status, its standard output and error in *@out. */
static int
run_cli (const char *const *argv,
         char             **out)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (GSubprocess) proc = NULL;
  g_autoptr (GSubprocessLauncher) launcher = NULL;
  g_autofree char *none = g_test_build_filename (G_TEST_BUILT, "no-user-data", NULL);
  g_autofree char *stdout_text = NULL, *stderr_text = NULL;

  launcher = g_subprocess_launcher_new (G_SUBPROCESS_FLAGS_STDOUT_PIPE
                                        | G_SUBPROCESS_FLAGS_STDERR_PIPE);
  /* The built-in card catalog only, as the soak's. */
  g_subprocess_launcher_setenv (launcher, "XDG_DATA_HOME", none, TRUE);
  proc = g_subprocess_launcher_spawnv (launcher, argv, &error);
  g_assert_no_error (error);
  g_subprocess_communicate_utf8 (proc, NULL, NULL, &stdout_text, &stderr_text, &error);
  g_assert_no_error (error);
  g_assert_true (g_subprocess_get_if_exited (proc));
  *out = g_strconcat (stdout_text ? stdout_text : "", stderr_text ? stderr_text : "", NULL);
  return g_subprocess_get_exit_status (proc);
}

/* A command line as a shell would take it, for a message. */
static char *
describe (char *const *argv)
{
  GString *text = g_string_new ("warpgate-cli");

  for (guint i = 1; argv[i] != NULL; i++)
    {
      g_autofree char *quoted = g_shell_quote (argv[i]);

      g_string_append_printf (text, " %s", quoted);
    }
  return g_string_free (text, FALSE);
}

/* The table of the CLI's game file at @path (its record, of @n_steps
 * steps, left out), as wg_game_save_to_file writes it. */
static char *
table_text (const char *path,
            guint       n_steps)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (WgRecord) record = NULL;
  g_autofree char *data = NULL;
  gsize            length = 0;
  g_autoptr (WgGame) game = NULL;

  g_assert_true (g_file_get_contents (path, &data, &length, &error));
  game = wg_game_load_with_record (data, length, &record, &error);
  g_assert_no_error (error);
  g_assert_nonnull (record);
  g_assert_cmpuint (wg_record_get_n_steps (record), ==, n_steps);
  return wg_game_to_data (game, NULL);
}

/* The record of @last replayed to each step N writes the file step N
 * wrote (step 0: its table, that file having no record). */
static gboolean
replays (const char *cli,
         const char *dir,
         const char *last,
         guint       n_steps,
         int         seed)
{
  g_autofree char *replayed = g_build_filename (dir, "replayed.json", NULL);

  for (guint n = 0; n <= n_steps; n++)
    {
      g_autofree char *step = g_strdup_printf ("%u", n), *text = NULL, *base = NULL;
      g_autofree char *path = NULL, *want = NULL, *got = NULL;
      const char      *argv[] = { cli, "replay", last, "--step",
                                  step, "--output", replayed, NULL };
      int              status = run_cli (argv, &text);

      if (status != 0)
        {
          g_test_fail_printf ("seed %d: replay --step %u exits %d: %s", seed, n, status, text);
          return FALSE;
        }
      base = g_strdup_printf ("step-%u.json", n);
      path = g_build_filename (dir, base, NULL);
      g_assert_true (g_file_get_contents (path, &want, NULL, NULL));
      if (n == 0)
        got = table_text (replayed, 0);
      else
        g_assert_true (g_file_get_contents (replayed, &got, NULL, NULL));
      if (strcmp (want, got) != 0)
        {
          g_test_fail_printf ("seed %d: replay --step %u is not the file step %u wrote (%s)",
                              seed, n, n, path);
          return FALSE;
        }
    }
  return TRUE;
}

static void
test_replay (gconstpointer data)
{
  int seed = GPOINTER_TO_INT (data);
  g_auto (WgSoakRecord) record = { 0 };
  g_autoptr (GError) error = NULL;
  g_autofree char *fault = NULL;
  g_autofree char *dir = g_dir_make_tmp ("wg-replay-XXXXXX", &error);
  g_autofree char *in = NULL, *core = NULL, *core_text = NULL, *cli_text = NULL;
  const char      *cli = g_getenv ("WG_CLI");

  g_assert_no_error (error);
  g_assert_nonnull (cli);
  if (!wg_soak_record (tables, seed, REPLAY_EVERY, G_MAXUINT, &record, &fault))
    {
      g_test_fail_printf ("the soak's game faults: %s", fault);
      return;
    }
  if (record.unsupported != NULL || !record.game_over)
    {
      g_test_fail_printf ("seed %d: the commands stop before the end of the game, at %s; "
                          "choose another seed",
                          seed,
                          record.unsupported ? record.unsupported : "(the game does not end)");
      return;
    }
  g_test_message ("seed %d: %u commands, in %s", seed, record.commands->len, dir);

  in = g_build_filename (dir, "step-0.json", NULL);
  g_assert_true (wg_game_save_to_file (record.initial, in, &error));
  g_assert_no_error (error);
  for (guint i = 0; i < record.commands->len; i++)
    {
      char *const     *command = g_ptr_array_index (record.commands, i);
      g_autofree char *base = g_strdup_printf ("step-%u.json", i + 1);
      char            *out = g_build_filename (dir, base, NULL);
      g_autoptr (GPtrArray) argv = wg_test_chain_argv (cli, (const char *const *) command, in, out);
      g_autofree char *text = NULL, *shown = NULL;
      int              status;

      shown = describe ((char *const *) argv->pdata);
      status = run_cli ((const char *const *) argv->pdata, &text);
      /* Exit 0 and a file written: a question left unanswered writes none. */
      if (status != 0 || !g_file_test (out, G_FILE_TEST_EXISTS))
        {
          g_test_fail_printf ("seed %d, step %u: %s\nexit %d, %s\n%s", seed, i + 1, shown,
                              status, status == 0 ? "no file written" : "refused", text);
          g_free (out);
          return;
        }
      g_free (in);
      in = out;
    }

  core = g_build_filename (dir, "core.json", NULL);
  g_assert_true (wg_game_save_to_file (record.final, core, &error));
  g_assert_no_error (error);
  g_assert_true (g_file_get_contents (core, &core_text, NULL, &error));
  g_assert_no_error (error);
  cli_text = table_text (in, record.commands->len);
  if (strcmp (core_text, cli_text) != 0)
    {
      g_test_fail_printf ("seed %d: the commands end in %s, the core in %s: not the same file",
                          seed, in, core);
      return;
    }

  if (!replays (cli, dir, in, record.commands->len, seed))
    return;

  /* The same file: the folder is not needed any more. */
  for (guint i = 0; i <= record.commands->len; i++)
    {
      g_autofree char *base = g_strdup_printf ("step-%u.json", i);
      g_autofree char *path = g_build_filename (dir, base, NULL);

      g_unlink (path);
    }
  g_unlink (core);
  {
    g_autofree char *replayed = g_build_filename (dir, "replayed.json", NULL);

    g_unlink (replayed);
  }
  g_rmdir (dir);
}

int
main (int   argc,
      char *argv[])
{
  int status;

  g_test_init (&argc, &argv, NULL);
  tables = wg_soak_tables_new ();
  for (guint i = 0; i < G_N_ELEMENTS (seeds); i++)
    {
      g_autofree char *path = g_strdup_printf ("/soak/replay/seed-%d", seeds[i]);

      g_test_add_data_func (path, GINT_TO_POINTER (seeds[i]), test_replay);
    }
  status = g_test_run ();
  wg_soak_tables_free (tables);
  return status;
}
