/* test-app-window-game.c — a whole solo game through the real window, key presses only
 * Copyright 2026 The Warpgate Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The acceptance test of issue 30: a solo game from New Game (Ctrl+N) with
 * the physical decks to the end condition (R-ROUND-2) and the judged Final
 * Score, played in a real WgWindow with key presses only (wg-window-game.c
 * says how; wg-test-keys.h how a key reaches the window). It checks what
 * the game went through, that no GLib or GTK warning was logged, and that
 * the game saved with Ctrl+S scores, with the real `warpgate-cli score
 * --json`, exactly as the score window's sheet says. The presses of each
 * turn are counted and their median and maximum reported (the benchmark
 * bench-window-game reports the same game's).
 */
#include "config.h"

#include "wg-action.h"
#include "wg-test-app.h"
#include "wg-test-cli.h"
#include "wg-window-game.h"

/* A game whose table offers every action, a withdrawal and a claimed
 * Objective. */
#define SEED 1

/* warpgate-cli: the test's argument, or $WG_CLI. */
static const char *cli;
static guint       warnings;

static void
test_solo (void)
{
  WgWindowGame game;

  wg_window_game_play (SEED, &game);
  g_test_message ("%d rounds; presses: set-up %u, median human turn %u (max %u, %u turns), "
                  "median Gatekeepers' turn %u (max %u, %u turns), Final Score and save %u, "
                  "%u in all",
                  game.rounds, game.setup, wg_window_game_median (game.human),
                  wg_window_game_max (game.human), game.human->len,
                  wg_window_game_median (game.ai), wg_window_game_max (game.ai), game.ai->len,
                  game.ending, game.total);
  for (int h = 0; h < 2; h++)
    g_test_message ("%s: Tab %u, arrows %u, board arrows %u, Return %u, typed %u, Alt %u, "
                    "Ctrl %u",
                    h == 0 ? "human turns" : "the rest", game.kinds[h][WG_PRESS_TAB],
                    game.kinds[h][WG_PRESS_ARROW], game.kinds[h][WG_PRESS_BOARD_ARROW],
                    game.kinds[h][WG_PRESS_RETURN], game.kinds[h][WG_PRESS_TYPED],
                    game.kinds[h][WG_PRESS_ALT], game.kinds[h][WG_PRESS_CONTROL]);
  g_test_message ("keys delivered in %.1f s", game.key_time / 1e6);
  {
    GHashTableIter iter;
    gpointer       what, n;

    g_hash_table_iter_init (&iter, game.tabs);
    while (g_hash_table_iter_next (&iter, &what, &n))
      g_test_message ("Tabs in human turns to %s: %u", (const char *) what, GPOINTER_TO_UINT (n));
  }
  for (int a = 0; a < WG_N_ACTIONS; a++)
    {
      g_test_message ("%s: %u", wg_action_display_name ((WgAction) a), game.uses[a]);
      g_assert_cmpuint (game.uses[a], >, 0);
    }
  g_test_message ("withdrawals %u, Objectives claimed %u, judged %u, Promotes keeping the "
                  "second card %u, Trades choosing a route %u",
                  game.withdrawals, game.claims, game.judged, game.promote_second,
                  game.route_choices);
  g_assert_cmpuint (game.withdrawals, >, 0);
  g_assert_cmpuint (game.claims, >, 0);
  g_assert_cmpuint (game.judged, >, 0);
  g_assert_cmpuint (game.promote_second, >, 0);
  g_assert_cmpuint (game.route_choices, >, 0);
  g_assert_cmpint (game.rounds, >=, 6);
  g_test_message ("replayed alike by warpgate-cli: Gatekeepers' turns %u of %u, human End "
                  "Turns %u of %u",
                  game.replayed, game.ai->len, game.replayed_ends, game.human->len);
  g_assert_cmpuint (game.replayed, >, 0);
  g_assert_cmpuint (game.replayed_ends, >, 0);
  /* The whole game, New Game to the saved file, as one chain of
   * warpgate-cli commands (wg-chain.c): the CLI's last game is the file. */
  g_test_message ("the saved file equals the CLI's chain of %u commands from New Game",
                  game.chained);
  g_assert_cmpuint (game.chained, >, game.ai->len + game.human->len);
  wg_test_cli_compare_score (cli, game.score, game.saved);
  g_assert_cmpuint (warnings, ==, 0);
  g_unlink (game.saved);
  wg_window_game_clear (&game);
}

int
main (int   argc,
      char *argv[])
{
  WgWindowGameProcess process;
  int                 status;

  wg_window_game_process_init (&process, "window-game", &argc, &argv);
  /* Every warning or critical of GLib, GTK or the app is counted (and
   * printed): the game must log none. The default writer prints debug
   * messages only when G_MESSAGES_DEBUG asks, and on stderr: the test's
   * standard output stays TAP. */
  g_log_set_writer_func (wg_test_count_warnings, &warnings, NULL);
  cli = argc > 1 ? argv[1] : g_getenv ("WG_CLI");
  /* The window game replays the Gatekeepers' turns with it (wg-replay.c). */
  if (cli != NULL)
    g_setenv ("WG_CLI", cli, TRUE);
  g_test_add_func ("/wg/app/window-game/solo", test_solo);
  status = g_test_run ();
  wg_window_game_process_end (&process);
  return status;
}
