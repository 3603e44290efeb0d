/* bench-record.c — a 300-step game opened with its record, against the table alone
 * Copyright 2026 The Warpgate Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Usage: bench-record [NAME-PREFIX…]   (see docs/performance.md). The game is the soak's
 * game of seed 23 (5 players), its first 300 steps played by warpgate-cli, each command
 * writing the next file with --output as a user's chain does, so that the last file holds
 * the table and the record of 300 steps (sentences, rulings and digests as the command
 * line writes them); with WG_BENCH_RECORD_FILE=PATH the file is kept there, and read from there
 * on the next run instead of playing the chain again (20 s). Prints:
 *
 *   record/size        the file's size with its record; baseline: the same table without
 *                      a record (the file the app writes today); target: less than twice
 *   record/open-replay the file read (wg_game_load_with_record) and its whole record
 *                      replayed (wg_record_replay with the built-in catalog, loaded once as
 *                      the app holds it), then the table after a step taken at random;
 *                      baseline: the table alone read from its file; target: 50 ms
 *   record/open-replay-cpu the same in the process's CPU time (clock_gettime's
 *                      CLOCK_PROCESS_CPUTIME_ID), which the other processes of a
 *                      busy machine weigh on less than on the clock: the median of
 *                      9 runs, each beside a run of the baseline
 */
#include "config.h"

#include <string.h>
#include <time.h>
#include <glib/gstdio.h>

#include "wg-bench.h"
#include "wg-catalog.h"
#include "wg-game-json.h"
#include "wg-record-json.h"
#include "wg-record-play.h"
#include "wg-soak-game.h"
#include "wg-test-chain.h"

#define SEED    23
#define N_STEPS 300

typedef struct
{
  char      *with_record; /* the file's text */
  gsize      with_length;
  char      *table_only;
  gsize      table_length;
  WgCatalog *catalog;
  GRand     *rand;
} RecordCase;

/* Runs warpgate-cli @argv; aborts when it fails or writes nothing. */
static void
run_cli (char **argv,
         char **envp,
         guint  step)
{
  g_autoptr (GError) error = NULL;
  g_autofree char *err = NULL;
  int              status = 0;

  if (!g_spawn_sync (NULL, argv, envp, G_SPAWN_STDOUT_TO_DEV_NULL, NULL, NULL, NULL, &err,
                     &status, &error)
      || !g_spawn_check_wait_status (status, &error))
    g_error ("step %u, warpgate-cli %s: %s %s", step, argv[1], error->message, err);
}

/* The soak's game of SEED, its first N_STEPS steps through the command
 * line: the path of the last file, in @dir. */
static char *
play_chain (const char *dir)
{
  g_auto (WgSoakRecord) record = { 0 };
  g_autoptr (GError) error = NULL;
  g_autofree char *fault = NULL, *none = g_build_filename (dir, "no-user-data", NULL);
  g_auto (GStrv) envp = g_environ_setenv (g_get_environ (), "XDG_DATA_HOME", none, TRUE);
  WgSoakTables *tables = wg_soak_tables_new ();
  char         *in = g_build_filename (dir, "step-0.json", NULL);

  if (!wg_soak_record (tables, SEED, 1000, N_STEPS, &record, &fault)
      || record.commands->len < N_STEPS)
    g_error ("The soak's game of seed %d does not give %d steps: %s", SEED, N_STEPS,
             fault ? fault : record.unsupported);
  wg_soak_tables_free (tables);
  if (!wg_game_save_to_file (record.initial, in, &error))
    g_error ("%s", error->message);
  for (guint i = 0; i < N_STEPS; i++)
    {
      char *const     *command = g_ptr_array_index (record.commands, i);
      g_autofree char *base = g_strdup_printf ("step-%u.json", i + 1);
      char            *out = g_build_filename (dir, base, NULL);
      g_autoptr (GPtrArray) argv = wg_test_chain_argv (WG_BENCH_CLI, (const char *const *) command, in, out);

      run_cli ((char **) argv->pdata, envp, i + 1);
      g_unlink (in);
      g_free (in);
      in = out;
    }
  return in;
}

/* The file read, its record replayed, the table after a step at random. */
static void
open_replay (gpointer data)
{
  RecordCase *rc = data;
  g_autoptr (GError) error = NULL;
  g_autoptr (WgRecord) record = NULL;
  g_autoptr (WgGame) game = wg_game_load_with_record (rc->with_record, rc->with_length, &record,
                                                      &error);
  g_autoptr (WgReplay) replay = NULL;
  const WgGame *at;

  if (game == NULL || record == NULL)
    g_error ("The 300-step file is refused: %s", error ? error->message : "no record");
  replay = wg_record_replay (record, game, rc->catalog);
  if (replay->why != NULL)
    g_error ("The record disagrees at step %u: %s", replay->n_agree + 1, replay->why);
  at = g_ptr_array_index (replay->tables, g_rand_int_range (rc->rand, 0, N_STEPS + 1));
  if (at->n_players == 0)
    g_error ("A step without players");
}

static void
open_table (gpointer data)
{
  RecordCase *rc = data;
  g_autoptr (GError) error = NULL;
  g_autoptr (WgGame) game = wg_game_load_from_data (rc->table_only, rc->table_length, &error);

  if (game == NULL)
    g_error ("The table is refused: %s", error->message);
}

/* The process's CPU time, in µs. */
static double
cpu_us (void)
{
  struct timespec t;

  clock_gettime (CLOCK_PROCESS_CPUTIME_ID, &t);
  return t.tv_sec * 1e6 + t.tv_nsec / 1e3;
}

/* record/open-replay-cpu: the work and the baseline in turn, 9 times. */
static void
open_replay_cpu (RecordCase *rc)
{
  double work[9], base[9], work_min;

  if (!wg_bench_wanted ("record/open-replay-cpu") || wg_bench_callgrind ())
    return;
  for (guint i = 0; i < G_N_ELEMENTS (work); i++)
    {
      double start = cpu_us ();

      open_replay (rc);
      work[i] = cpu_us () - start;
      start = cpu_us ();
      open_table (rc);
      base[i] = cpu_us () - start;
    }
  work_min = work[0];
  for (guint i = 1; i < G_N_ELEMENTS (work); i++)
    work_min = MIN (work_min, work[i]);
  wg_bench_print ("record/open-replay-cpu 300 steps, CPU time", wg_bench_median (work, 9),
                  work_min, "µs", "the table alone", wg_bench_median (base, 9), 50000, NULL);
}

/* The chain played in a folder of its own, removed after; or the file
 * $WG_BENCH_RECORD_FILE names, kept there by an earlier run. */
static void
make_case (RecordCase *rc)
{
  g_autoptr (GError) error = NULL;
  g_autofree char *dir = g_dir_make_tmp ("wg-bench-record-XXXXXX", &error);
  g_autofree char *last = NULL;
  g_autoptr (WgGame) game = NULL;
  const char *keep = g_getenv ("WG_BENCH_RECORD_FILE");

  if (dir == NULL)
    g_error ("%s", error->message);
  if (keep != NULL && g_file_get_contents (keep, &rc->with_record, &rc->with_length, NULL))
    wg_bench_note ("# record: the game of %s", keep);
  else
    {
      last = play_chain (dir);
      if (!g_file_get_contents (last, &rc->with_record, &rc->with_length, &error))
        g_error ("%s", error->message);
      if (keep != NULL && !g_file_set_contents (keep, rc->with_record, rc->with_length, &error))
        g_error ("%s", error->message);
      g_unlink (last);
    }
  g_rmdir (dir);
  game = wg_game_load_from_data (rc->with_record, rc->with_length, &error);
  if (game == NULL)
    g_error ("%s", error->message);
  rc->table_only = wg_game_to_data (game, &rc->table_length);
  rc->catalog = wg_catalog_new_builtin ();
  rc->rand = g_rand_new_with_seed (SEED);
}

int
main (int   argc,
      char *argv[])
{
  RecordCase rc = { 0 };

  wg_bench_init (&argc, &argv);
  if (!wg_bench_wanted ("record/"))
    return wg_bench_finish ();
  make_case (&rc);
  wg_bench_print ("record/size 300 steps", rc.with_length / 1024.0, rc.with_length / 1024.0,
                  "KiB", "the table alone", rc.table_length / 1024.0,
                  2 * rc.table_length / 1024.0, "< 2× the table");
  wg_bench_run (&(WgBenchCase) { "record/open-replay 300 steps, any step", open_replay, &rc,
                                 "the table alone", open_table, &rc, 50000 });
  open_replay_cpu (&rc);
  g_free (rc.with_record);
  g_free (rc.table_only);
  wg_catalog_unref (rc.catalog);
  g_rand_free (rc.rand);
  return wg_bench_finish ();
}
