/* test-cli-property.c — random whole-game command sequences: every file written opens
 * Copyright 2026 The Warpgate Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The property of docs/reliability.md: after every command that writes a
 * game (apply, use-token, end-turn, ai-turn, battle --apply), with options
 * right and wrong, answers offered and not, the wrong player and out of
 * turn, either the file written is a game the app opens or the command
 * refused and the --output file is byte for byte as it was
 * (tests/fuzz/wg-play-driver.c runs the commands in this process).
 *
 * Each sequence is seeded from the base seed: WG_PLAY_SEED=N reruns the
 * runs from N, WG_PLAY_RUNS=N sets how many (default 1000, of up to 8
 * commands each). A failure prints the seed that reproduces it. The files
 * go to memory (/dev/shm) where there is one: each command saves its game
 * atomically, and a disk's flushes would take most of the time.
 */
#include <locale.h>
#include <glib/gstdio.h>

#include "wg-play-driver.h"
#include "wg-test-files.h"

#define DEFAULT_RUNS  1000
#define DEFAULT_SEED  28u
#define STEPS_PER_RUN 8

static guint32
pick_rand (gpointer data,
           guint32  n)
{
  return (guint32) g_rand_int_range (data, 0, (gint32) MIN (n, (guint32) G_MAXINT32));
}

static guint
env_number (const char *name,
            guint       fallback)
{
  const char *value = g_getenv (name);

  return value != NULL && *value != '\0' ? (guint) g_ascii_strtoull (value, NULL, 10) : fallback;
}

static char *
work_dir (void)
{
  char *dir = g_strdup ("/dev/shm/wg-cli-property-XXXXXX");

  if (g_file_test ("/dev/shm", G_FILE_TEST_IS_DIR) && g_mkdtemp (dir) != NULL)
    return dir;
  g_free (dir);
  return g_dir_make_tmp ("wg-cli-property-XXXXXX", NULL);
}

static void
test_sequences (void)
{
  guint            runs = env_number ("WG_PLAY_RUNS", DEFAULT_RUNS);
  guint            seed = env_number ("WG_PLAY_SEED", DEFAULT_SEED);
  g_autofree char *dir = work_dir ();
  g_autofree char *failure = NULL;
  WgPlayCounts     counts = { 0 };
  gint64           start = g_get_monotonic_time ();
  guint            i;

  g_assert_nonnull (dir);
  for (i = 0; i < runs && failure == NULL; i++)
    {
      g_autoptr (GRand) rand = g_rand_new_with_seed (seed + i);
      const char      *name = wg_play_fixtures[g_rand_int_range (rand, 0,
                                                                 (gint32) wg_play_n_fixtures)];
      g_autofree char *fixture = g_test_build_filename (G_TEST_DIST, "..", "data", name, NULL);

      failure = wg_play_run (fixture, dir, STEPS_PER_RUN, pick_rand, rand, &counts);
    }
  wg_test_remove_tree (dir);
  if (failure != NULL)
    g_error ("seed %u (WG_PLAY_SEED=%u WG_PLAY_RUNS=1): %s", seed + i - 1, seed + i - 1, failure);
  g_test_message ("%u runs, %u commands (%u wrote a game, %u refused) in %.1f s", runs,
                  counts.commands, counts.written, counts.refused,
                  (double) (g_get_monotonic_time () - start) / G_USEC_PER_SEC);
  /* The sequences reach games written and refusals alike. */
  g_assert_cmpuint (counts.written, >, runs / 4);
  g_assert_cmpuint (counts.refused, >, runs / 4);
}

int
main (int argc, char *argv[])
{
  setlocale (LC_ALL, "");
  /* No user card catalog changes the answers. */
  g_setenv ("XDG_DATA_HOME", "/nonexistent/wg-cli-property", TRUE);
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/wg/cli/property/written-games-open", test_sequences);
  return g_test_run ();
}
