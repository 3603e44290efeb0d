/* wg-soak.c — whole random games through the core: the test and the on-demand run
 * Copyright 2026 The Warpgate Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * What a game is and what is checked after each step: wg-soak-game.c.
 *
 *   wg-soak                       as a test: 200 games from fixed seeds (TAP)
 *   wg-soak --games N [--first-seed S] [--every K]   N games, then the figures
 *   wg-soak --seed S [--every K] [--verbose]          one game again
 *
 * The save → load round trip runs every K steps (default 1: every step;
 * 100 in the suite, 64 in build-aux/soak.sh) and at the end of every game.
 */
#include "config.h"

#include <locale.h>
#include <stdio.h>
#include <stdlib.h>

#include "wg-soak-game.h"

#define SUITE_GAMES 200
#define SUITE_SEED  1
#define SUITE_EVERY 100 /* the suite's file round trips: every 100th step */

static WgSoakTables *tables;

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
  int      games = 0, first_seed = SUITE_SEED, seed = -1, every = 1;
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
      else if (g_str_equal (argv[i], "--verbose"))
        verbose = TRUE;
    }
  every = MAX (every, 1);
  tables = wg_soak_tables_new ();
  if (seed >= 0)
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
