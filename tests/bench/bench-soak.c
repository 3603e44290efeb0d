/* bench-soak.c — whole random games through the core (tests/soak), against bare checked copies
 * Copyright 2026 The Warpgate Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Usage: bench-soak [NAME-PREFIX…]   (see docs/performance.md). Prints one figure per line:
 *
 *   soak/…   one whole game of the soak (wg_soak_play: every step's rules, checks, undo and
 *            redo; the file round trip every 64 steps, as build-aux/soak.sh runs it), for a
 *            few seeds; baseline: as many steps of the bare minimum a step costs, a copy of
 *            the table checked against the invariants (wg_game_copy + wg_game_check)
 */
#include "config.h"

#include "wg-bench.h"
#include "wg-game-json.h"
#include "wg-invariants.h"
#include "wg-soak-game.h"

#define EVERY 64 /* build-aux/soak.sh's file round trips */

typedef struct
{
  const WgSoakTables *tables;
  int                 seed;
  guint               steps;
  const WgGame       *table; /* the baseline's */
} SoakCase;

static void
play_game (gpointer data)
{
  SoakCase     *sc = data;
  WgSoakFigures figures = { 0 };

  if (!wg_soak_play (sc->tables, sc->seed, EVERY, FALSE, &figures, NULL))
    g_error ("The soak's game of seed %d has a fault: build-aux/soak.sh --seed %d", sc->seed,
             sc->seed);
  wg_soak_figures_clear (&figures);
}

static void
copy_and_check (gpointer data)
{
  SoakCase *sc = data;

  for (guint i = 0; i < sc->steps; i++)
    {
      g_autoptr (WgGame) copy = wg_game_copy (sc->table);

      if (!wg_game_check (copy, NULL))
        g_error ("The baseline's table breaks an invariant");
    }
}

int
main (int   argc,
      char *argv[])
{
  static const int seeds[] = { 2, 3, 4, 7 };
  static SoakCase  cases[G_N_ELEMENTS (seeds)];
  g_autofree char *path = g_build_filename (WG_BENCH_SRCDIR, "data", "games", "sample-4p.json",
                                            NULL);
  g_autoptr (GError) error = NULL;
  g_autoptr (WgGame) table = NULL;
  WgSoakTables *tables;

  wg_bench_init (&argc, &argv);
  table = wg_game_load_from_file (path, &error);
  if (table == NULL)
    g_error ("%s: %s", path, error->message);
  tables = wg_soak_tables_new ();
  for (guint i = 0; i < G_N_ELEMENTS (seeds); i++)
    {
      WgSoakFigures    figures = { 0 };
      g_autofree char *name = NULL;

      if (!wg_soak_play (tables, seeds[i], EVERY, FALSE, &figures, NULL))
        g_error ("The soak's game of seed %d has a fault", seeds[i]);
      cases[i] = (SoakCase) { tables, seeds[i], figures.steps, table };
      name = g_strdup_printf ("soak/game seed %d (%u steps)", seeds[i], figures.steps);
      wg_soak_figures_clear (&figures);
      wg_bench_run (&(WgBenchCase) { name, play_game, &cases[i],
                                     "as many checked copies", copy_and_check, &cases[i], 0 });
    }
  wg_soak_tables_free (tables);
  return wg_bench_finish ();
}
