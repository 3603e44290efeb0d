/* wg-test-chain.h — a recorded two-round game, played with the real warpgate-cli
 * Copyright 2026 The Warpgate Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The game of the replay tests (tests/cli/test-cli-replay.c,
 * tests/app/replay), made at test time as a user makes one: a chain of
 * commands on tests/data/play-2p.json, each
 * command of warpgate-cli writing the next file with --output, so that
 * each file holds the record of the steps so far. Ana's Advance into
 * red's ships on P2 and the battle (she wins, red withdraws to P4), red's
 * Reinforce, the turns of round 1 ended; round 2 (the final round) with
 * one Reinforce of Ana's, to the end of the game: 18 steps.
 */
#pragma once

#include <glib.h>
#include <glib/gstdio.h>

#define WG_TEST_CHAIN_STEPS 18

static const char *const wg_test_chain[WG_TEST_CHAIN_STEPS][16] = {
  { "apply", "--color", "blue", "--action", "advance", "--x", "2", "--from", "P1:2", "--to",
    "P2", NULL },
  { "battle", "--attacker", "blue", "--from", "P1:2", "--at", "P2", "--attacker-card", "x3",
    "--defender-card", "x1", "--apply", "--choose", "P4", NULL },
  { "end-turn", NULL },
  { "apply", "--color", "red", "--action", "reinforce", "--x", "2", "--to", "P4", NULL },
  { "end-turn", NULL },
  { "end-turn", NULL },
  { "end-turn", NULL },
  { "end-turn", NULL },
  { "end-turn", NULL }, /* round 1 ends */
  { "end-turn", NULL },
  { "apply", "--color", "blue", "--action", "reinforce", "--x", "1", "--to", "P2", NULL },
  { "end-turn", NULL },
  { "end-turn", NULL },
  { "end-turn", NULL },
  { "end-turn", NULL },
  { "end-turn", NULL },
  { "end-turn", NULL },
  { "end-turn", NULL }, /* the game is over */
};

/* The file of step @n in @dir (0: the fixture, which has no record). */
static inline char *
wg_test_chain_file (const char *dir,
                    guint       n)
{
  g_autofree char *name = g_strdup_printf ("step-%u.json", n);

  if (n == 0)
    return g_test_build_filename (G_TEST_DIST, "data", "play-2p.json", NULL);
  return g_build_filename (dir, name, NULL);
}

/* The command line of @step (a line of a chain, here or the soak's and
 * the benchmark's recorded commands: the command, then its
 * options, NULL-ended) that @cli runs on the file @from, writing @to with
 * --output: NULL-ended, for g_spawn_sync() and the like. */
static inline GPtrArray *
wg_test_chain_argv (const char        *cli,
                    const char *const *step,
                    const char        *from,
                    const char        *to)
{
  GPtrArray *argv = g_ptr_array_new_with_free_func (g_free);

  g_ptr_array_add (argv, g_strdup (cli));
  g_ptr_array_add (argv, g_strdup (step[0]));
  g_ptr_array_add (argv, g_strdup (from));
  for (guint i = 1; step[i] != NULL; i++)
    g_ptr_array_add (argv, g_strdup (step[i]));
  g_ptr_array_add (argv, g_strdup ("--output"));
  g_ptr_array_add (argv, g_strdup (to));
  g_ptr_array_add (argv, NULL);
  return argv;
}

/* Plays the chain with @cli into @dir: step-1.json … step-18.json. */
static inline void
wg_test_chain_play (const char *cli,
                    const char *dir)
{
  for (guint n = 1; n <= WG_TEST_CHAIN_STEPS; n++)
    {
      g_autofree char *from = wg_test_chain_file (dir, n - 1);
      g_autofree char *to = wg_test_chain_file (dir, n);
      g_autoptr (GPtrArray) argv = wg_test_chain_argv (cli, wg_test_chain[n - 1], from, to);
      g_autoptr (GError) error = NULL;
      g_autofree char *err = NULL;
      int              status = 0;

      g_assert_true (g_spawn_sync (NULL, (char **) argv->pdata, NULL, G_SPAWN_STDOUT_TO_DEV_NULL,
                                   NULL, NULL, NULL, &err, &status, &error));
      g_assert_no_error (error);
      if (!g_spawn_check_wait_status (status, NULL))
        g_error ("step %u: %s", n, err);
    }
}

/* A new folder, named as g_dir_make_tmp() names it from @tmpl, with the
 * chain played into it by @cli (see wg_test_chain_play()). */
static inline char *
wg_test_chain_make (const char *cli,
                    const char *tmpl)
{
  g_autoptr (GError) error = NULL;
  char *dir = g_dir_make_tmp (tmpl, &error);

  g_assert_no_error (error);
  wg_test_chain_play (cli, dir);
  return dir;
}

/* Removes @dir and the files in it. */
static inline void
wg_test_chain_remove (const char *dir)
{
  g_autoptr (GDir) listing = g_dir_open (dir, 0, NULL);
  const char *name;

  while (listing != NULL && (name = g_dir_read_name (listing)) != NULL)
    {
      g_autofree char *path = g_build_filename (dir, name, NULL);

      g_unlink (path);
    }
  g_rmdir (dir);
}
