/* test-app-window-explore.c — a two-player Exploration game through the real window, keys only
 * Copyright 2026 The Warpgate Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Issue 30's second whole game: two players, the Exploration variant, from
 * New Game (Ctrl+N) to the end condition (R-ROUND-2) and the judged Final
 * Score, played in a real WgWindow with key presses only
 * (wg-window-explore.c says how, with wg-window-game.c's pieces). It checks
 * that every token kind the board allows was turned over, that held
 * tokens were used through the Players page, that no GLib or GTK warning
 * or critical was logged (each is fatal here), and that the game saved
 * with Ctrl+S scores, with the real `warpgate-cli score --json`, exactly as
 * the score window's sheet says.
 */
#include "config.h"

#include "wg-test-app.h"
#include "wg-test-cli.h"
#include "wg-window-explore.h"

/* A game whose table meets every token kind and ends within the time. */
#define SEED 1

/* warpgate-cli: the test's argument, or $WG_CLI. */
static const char *cli;

static void
test_explore (void)
{
  WgWindowExplore x;
  guint           kinds = 0, kept = 0, used = 0;

  wg_window_explore_play (SEED, &x);
  g_test_message ("%d rounds, %u turns; presses: set-up %u, median turn %u (max %u), %u in all",
                  x.game.rounds, x.game.human->len, x.game.setup,
                  wg_window_game_median (x.game.human), wg_window_game_max (x.game.human),
                  x.game.total);
  g_test_message ("tokens on the board %u (the file's box %d), planets explored %u, taken by "
                  "Two More %u, tiles %s",
                  x.on_board, x.box_at_start, x.explored, x.two_more,
                  x.tiles ? "recorded" : "none");
  for (int k = 0; k < WG_N_TOKENS; k++)
    {
      g_test_message ("%s: met %u, kept %u, used %u", wg_token_to_string ((WgToken) k), x.met[k],
                      x.kept[k], x.used[k]);
      kinds += x.met[k] > 0;
      kept += x.kept[k] > 0;
      used += x.used[k] > 0;
    }
  /* Every kind the board allows, turned over at least once: New Game's
   * board has 35 planets without a trade icon, 70 tokens face down, dealt
   * from the table's pool of 3 of each of the 28 ids, so that no kind is
   * out of the board's reach. Each explorer returns the first token and
   * keeps the second, so that both are met. The board records no tiles:
   * the rotate tokens are met, and leave their tile as it lies (R-EXP-8,
   * the step says so). */
  g_assert_cmpuint (x.on_board, >=, WG_N_TOKENS);
  g_assert_cmpuint (kinds, ==, WG_N_TOKENS);
  g_assert_cmpuint (kept, >, 0);
  g_assert_cmpuint (used, >, 0);
  g_test_message ("kinds met %u, kept %u, used through the window %u", kinds, kept, used);
  g_assert_cmpint (x.game.rounds, >=, 4);
  /* The whole game as one chain of warpgate-cli commands (wg-chain.c),
   * tokens used included: the CLI's last game is the saved file. */
  g_test_message ("the saved file equals the CLI's chain of %u commands from New Game",
                  x.game.chained);
  g_assert_cmpuint (x.game.chained, >, x.game.human->len);
  wg_test_cli_compare_score (cli, x.game.score, x.game.saved);
  g_unlink (x.game.saved);
  wg_window_explore_clear (&x);
}

int
main (int   argc,
      char *argv[])
{
  WgWindowGameProcess process;
  int                 status;

  wg_window_game_process_init (&process, "window-explore", &argc, &argv);
  /* Any warning or critical ends the test. */
  g_log_set_always_fatal (G_LOG_FATAL_MASK | G_LOG_LEVEL_WARNING | G_LOG_LEVEL_CRITICAL);
  cli = argc > 1 ? argv[1] : g_getenv ("WG_CLI");
  /* The window game's chain of commands runs it (wg-chain.c). */
  if (cli != NULL)
    g_setenv ("WG_CLI", cli, TRUE);
  g_test_add_func ("/wg/app/window-game/explore", test_explore);
  status = g_test_run ();
  wg_window_game_process_end (&process);
  return status;
}
