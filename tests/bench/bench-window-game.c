/* bench-window-game.c — key presses per turn in a whole solo game through the window
 * Copyright 2026 The Warpgate Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Plays the game of the test app-window-game (tests/app/shell/
 * wg-window-game.c: New Game to the Final Score, key presses only, the
 * same seed) and prints the presses its turns took: the median and the
 * longest human turn, the median and the longest Gatekeepers' turn, with
 * issue 30's targets (a human turn in at most 4 presses, theirs in at most
 * 2) and, as the baseline, what that issue counted by hand in the first
 * whole game (7 and 3). A count, not a time: the figures are the same on
 * every machine.
 */
#include "config.h"

#include "wg-bench.h"
#include "wg-test-app.h"
#include "wg-window-game.h"

#define SEED 1

static void
print_turns (const char *name,
             GArray     *presses,
             double      by_hand,
             double      target,
             const char *target_text)
{
  g_autofree char *median = g_strdup_printf ("presses/%s-turn-median", name);
  g_autofree char *longest = g_strdup_printf ("presses/%s-turn-max", name);

  if (wg_bench_wanted (median))
    wg_bench_print (median, wg_window_game_median (presses), wg_window_game_median (presses),
                    "", "counted by hand, issue 30", by_hand, target, target_text);
  if (wg_bench_wanted (longest))
    wg_bench_print (longest, wg_window_game_max (presses), wg_window_game_max (presses), "",
                    "none", 0, 0, NULL);
}

int
main (int   argc,
      char *argv[])
{
  WgWindowGameProcess process;
  WgWindowGame        game;

  /* As the test: Save As in a folder of its own, the cairo renderer. */
  wg_window_game_process_init (&process, "bench-game", &argc, &argv);
  wg_bench_init (&argc, &argv);
  if (!wg_bench_wanted ("presses/"))
    {
      wg_window_game_process_end (&process);
      return wg_bench_finish ();
    }
  wg_window_game_play (SEED, &game);
  wg_bench_note ("# presses: a whole solo game, %d rounds, %u human and %u Gatekeepers' turns, "
                 "%u presses in all (set-up %u, Final Score and save %u)",
                 game.rounds, game.human->len, game.ai->len, game.total, game.setup, game.ending);
  for (int h = 0; h < 2; h++)
    wg_bench_note ("# %s: Tab %u, arrows in lists %u, on the board %u, Return %u, letters %u, "
                   "Alt %u, Ctrl %u",
                   h == 0 ? "human turns" : "the rest", game.kinds[h][WG_PRESS_TAB],
                   game.kinds[h][WG_PRESS_ARROW], game.kinds[h][WG_PRESS_BOARD_ARROW],
                   game.kinds[h][WG_PRESS_RETURN], game.kinds[h][WG_PRESS_TYPED],
                   game.kinds[h][WG_PRESS_ALT], game.kinds[h][WG_PRESS_CONTROL]);
  print_turns ("human", game.human, 7, 5, "≤ 4");
  print_turns ("gatekeepers", game.ai, 3, 3, "≤ 2");
  g_unlink (game.saved);
  wg_window_game_clear (&game);
  wg_window_game_process_end (&process);
  return wg_bench_finish ();
}
