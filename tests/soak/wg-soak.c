/* wg-soak.c — whole random games through the core: the test and the on-demand run
 * Copyright 2026 The Warpgate Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * What a game is and what is checked after each step: wg-soak-game.c.
 *
 *   wg-soak                       as a test: 200 games from fixed seeds (TAP)
 *   wg-soak --games N [--first-seed S] [--every K]   N games, then the figures
 *   wg-soak --seed S [--every K] [--verbose]          one game again
 *   wg-soak --record S --dir DIR [--steps N]           the game as warpgate-cli commands
 *
 * The save → load round trip runs every K steps (default 1: every step;
 * in the suite and build-aux/soak.sh too) and at the end of every game.
 *
 * --record writes the game of seed S as the core plays it (its first N
 * steps; default all) to DIR: initial.json after the set-up, replay.sh
 * (the same steps as warpgate-cli commands, each writing the next file;
 * $WG_CLI names the binary) and final.json, the core's table after them.
 * tests/soak/test-soak-replay.c checks that the two end in the same file.
 */
#include "config.h"

#include <errno.h>
#include <locale.h>
#include <stdio.h>
#include <stdlib.h>

#include "wg-game-json.h"
#include "wg-soak-game.h"

#define SUITE_GAMES 200
#define SUITE_SEED  1
#define SUITE_EVERY 1 /* the suite's file round trips: after every step */

static WgSoakTables *tables;

/* --record: the files and the script (module comment). */
static int
record_game (int         seed,
             guint       steps,
             const char *dir)
{
  g_auto (WgSoakRecord) record = { 0 };
  g_autoptr (GError) error = NULL;
  g_autofree char *fault = NULL;
  g_autofree char *initial = g_build_filename (dir, "initial.json", NULL);
  g_autofree char *final = g_build_filename (dir, "final.json", NULL);
  g_autofree char *script = g_build_filename (dir, "replay.sh", NULL);
  GString         *text = g_string_new (NULL);
  gboolean         ok;

  if (!wg_soak_record (tables, seed, 1, steps, &record, &fault))
    {
      fprintf (stderr, "wg-soak: %s\n", fault);
      g_string_free (text, TRUE);
      return 1;
    }
  g_string_append_printf (text,
                          "#!/bin/sh\n# The soak's game of seed %d as warpgate-cli commands: "
                          "%u steps from initial.json%s.\n",
                          seed, record.commands->len, record.game_over ? " to the end" : "");
  if (record.unsupported != NULL)
    g_string_append_printf (text, "# Stopped before %s\n", record.unsupported);
  g_string_append (text, "set -e\ncd \"$(dirname \"$0\")\"\ncli=${WG_CLI:-warpgate-cli}\n"
                         "in=initial.json\n");
  for (guint i = 0; i < record.commands->len; i++)
    {
      char *const     *argv = g_ptr_array_index (record.commands, i);
      g_autofree char *out = i + 1 == record.commands->len ? g_strdup ("replayed.json")
                                                           : g_strdup_printf ("step-%u.json", i + 1);

      g_string_append_printf (text, "\"$cli\" %s \"$in\"", argv[0]);
      for (guint a = 1; argv[a] != NULL; a++)
        {
          g_autofree char *quoted = g_shell_quote (argv[a]);

          g_string_append_printf (text, " %s", quoted);
        }
      g_string_append_printf (text, " --output %s >/dev/null\nin=%s\n", out, out);
    }
  g_string_append (text, "cmp \"$in\" final.json\n");
  ok = g_mkdir_with_parents (dir, 0755) == 0
       && wg_game_save_to_file (record.initial, initial, &error)
       && wg_game_save_to_file (record.final, final, &error)
       && g_file_set_contents_full (script, text->str, (gssize) text->len,
                                    G_FILE_SET_CONTENTS_CONSISTENT, 0755, &error);
  g_string_free (text, TRUE);
  if (!ok)
    {
      fprintf (stderr, "wg-soak: %s: %s\n", dir, error ? error->message : g_strerror (errno));
      return 1;
    }
  printf ("%s: %u steps%s%s%s\n", script, record.commands->len,
          record.game_over ? ", to the end of the game" : "",
          record.unsupported ? "; stopped before " : "",
          record.unsupported ? record.unsupported : "");
  return 0;
}

/* The test suite: one test per seed. */
static void
test_seed (gconstpointer data)
{
  WgSoakFigures    figures = { 0 };
  g_autofree char *fault = NULL;

  if (!wg_soak_play (tables, GPOINTER_TO_INT (data), SUITE_EVERY, FALSE, &figures, &fault))
    {
      g_test_message ("%s", fault);
      g_test_fail ();
    }
  wg_soak_figures_clear (&figures);
}

static int
run_games (int      first_seed,
           int      games,
           guint    every,
           gboolean verbose)
{
  WgSoakFigures figures = { 0 };
  gint64        started = g_get_monotonic_time ();
  guint         faults = 0;
  double        seconds;

  for (int g = 0; g < games; g++)
    {
      g_autofree char *fault = NULL;

      if (!wg_soak_play (tables, first_seed + g, every, verbose, &figures, &fault))
        {
          fprintf (stderr, "wg-soak: %s\n", fault);
          faults++;
        }
    }
  seconds = (double) (g_get_monotonic_time () - started) / G_USEC_PER_SEC;
  printf ("%d games (seeds %d…%d), %u faults, %u steps, %u battles, %u questions answered; "
          "%u file round trips (every %u steps and each game's last)\n",
          games, first_seed, first_seed + games - 1, faults, figures.steps, figures.battles,
          figures.questions, figures.files, every);
  printf ("%.1f s: %.1f games/s, %.0f steps/s; longest step %.2f ms (%s)\n", seconds,
          games / seconds, figures.steps / seconds, figures.longest_step_us / 1000.0,
          figures.longest_step ? figures.longest_step : "none");
  wg_soak_figures_clear (&figures);
  return faults == 0 ? 0 : 1;
}

int
main (int   argc,
      char *argv[])
{
  int      games = 0, first_seed = SUITE_SEED, seed = -1, every = 1, record = -1;
  int      steps = G_MAXINT;
  char    *dir = NULL;
  gboolean verbose = FALSE;
  int      status;

  setlocale (LC_ALL, "");
  for (int i = 1; i < argc; i++)
    {
      if (g_str_equal (argv[i], "--games") && i + 1 < argc)
        games = atoi (argv[++i]);
      else if (g_str_equal (argv[i], "--first-seed") && i + 1 < argc)
        first_seed = atoi (argv[++i]);
      else if (g_str_equal (argv[i], "--seed") && i + 1 < argc)
        seed = atoi (argv[++i]);
      else if (g_str_equal (argv[i], "--every") && i + 1 < argc)
        every = atoi (argv[++i]);
      else if (g_str_equal (argv[i], "--record") && i + 1 < argc)
        record = atoi (argv[++i]);
      else if (g_str_equal (argv[i], "--steps") && i + 1 < argc)
        steps = atoi (argv[++i]);
      else if (g_str_equal (argv[i], "--dir") && i + 1 < argc)
        dir = argv[++i];
      else if (g_str_equal (argv[i], "--verbose"))
        verbose = TRUE;
    }
  every = MAX (every, 1);
  steps = MAX (steps, 0);
  tables = wg_soak_tables_new ();
  if (record >= 0 && dir != NULL)
    status = record_game (record, (guint) steps, dir);
  else if (seed >= 0)
    status = run_games (seed, 1, (guint) every, verbose);
  else if (games > 0)
    status = run_games (first_seed, games, (guint) every, verbose);
  else
    {
      g_test_init (&argc, &argv, NULL);
      for (int s = SUITE_SEED; s < SUITE_SEED + SUITE_GAMES; s++)
        {
          g_autofree char *path = g_strdup_printf ("/soak/seed/%d", s);

          g_test_add_data_func (path, GINT_TO_POINTER (s), test_seed);
        }
      status = g_test_run ();
    }
  wg_soak_tables_free (tables);
  return status;
}
