/* test-app-window-group.c — a three-player game through the real window, keys only
 * Copyright 2026 The Warpgate Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Issue 31's whole game: three players, from New Game (Ctrl+N) on a board
 * for three to the end condition (R-ROUND-2) and the judged Final Score,
 * played in a real WgWindow with key presses only (wg-window-group.c says
 * how, with wg-window-game.c's pieces). It checks that the players fought
 * battles with their own Tactics cards, one with a Hero whose multiplier
 * had to be filled in, each with the odds shown before the cards equal to
 * `warpgate-cli odds`; that a tied withdrawal was asked of the attacker
 * (R-WD-3); that each end of round passed the first-player marker; that a
 * wrong move was undone with Ctrl+Z; that the game was saved, reopened in a
 * new window and played on; that no GLib or GTK warning or critical was
 * logged (each is fatal here); and that the file saved at the end equals
 * the CLI's replay of the same answers and scores, with `warpgate-cli
 * score --json`, exactly as the score window's sheet says.
 */
#include "config.h"

#include "wg-test-app.h"
#include "wg-test-cli.h"
#include "wg-window-group.h"

/* A game whose table meets every event the issue asks for. */
#define SEED 1

/* warpgate-cli: the test's argument, or $WG_CLI. */
static const char *cli;

static void
test_group (void)
{
  WgWindowGroup g;

  wg_window_group_play (SEED, cli, &g);
  g_test_message ("%d rounds, %u turns; presses: set-up %u, median turn %u (max %u), %u in all",
                  g.game.rounds, g.game.human->len, g.game.setup,
                  wg_window_game_median (g.game.human), wg_window_game_max (g.game.human),
                  g.game.total);
  g_test_message ("battles %u (odds checked %u, a Hero filled in %u), tied withdrawals %u, "
                  "markers passed %u, undone %u, reopened %s",
                  g.battles, g.odds_checked, g.filled_in, g.ties, g.markers, g.undone,
                  g.reopened ? "yes" : "no");
  /* The whole game as one chain of warpgate-cli commands (wg-chain.c),
   * without the move undone: the CLI's last game is the saved file. */
  g_test_message ("the saved file equals the CLI's chain of %u commands from New Game",
                  g.game.chained);
  g_assert_cmpuint (g.game.chained, >, g.game.human->len);
  wg_test_cli_compare_score (cli, g.game.score, g.game.saved);
  g_assert_cmpuint (g.battles, >=, 2);
  g_assert_cmpuint (g.odds_checked, ==, g.battles);
  g_assert_cmpuint (g.filled_in, >=, 1);
  g_assert_cmpuint (g.ties, >=, 1);
  g_assert_cmpuint (g.markers, >=, 1);
  g_assert_cmpuint (g.undone, ==, 1);
  g_assert_true (g.reopened);
  g_unlink (g.game.saved);
  wg_window_group_clear (&g);
}

int
main (int   argc,
      char *argv[])
{
  WgWindowGameProcess process;
  int                 status;

  wg_window_game_process_init (&process, "window-group", &argc, &argv);
  /* Any warning or critical ends the test. */
  g_log_set_always_fatal (G_LOG_FATAL_MASK | G_LOG_LEVEL_WARNING | G_LOG_LEVEL_CRITICAL);
  cli = argc > 1 ? argv[1] : g_getenv ("WG_CLI");
  g_assert_nonnull (cli);
  g_test_add_func ("/wg/app/window-game/group", test_group);
  status = g_test_run ();
  wg_window_game_process_end (&process);
  return status;
}
