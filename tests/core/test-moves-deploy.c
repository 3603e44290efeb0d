/* test-moves-deploy.c — Warp-in and Reinforce (R-MOVE-9)
 * Copyright 2026 The Warpgate Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The board (tests/data/moves-deploy.json); range plays no part here:
 *
 *   r=0  gate-blue P1 P2 P3 gate-red
 *   r=1      ·     P4 ·  P5    ·
 *
 * Blue owns 6 ships: 1 on its Warpgate, 2 on P1, 1 on P2 — 4 on the
 * board, so its supply is 2. It has 1 unspent Trade Good. Red: 2 ships on
 * P5, none on its Warpgate. Green: 1 ship on P4 and no Warpgate.
 */
#include "wg-test-util.h"

static WgMove
warp_in (const WgGame *game,
         const char   *color,
         int           x,
         gboolean      trade_good,
         int           count)
{
  WgMove move;

  wg_move_init (&move, WG_ACTION_WARP_IN, wg_test_player (game, color), x, trade_good);
  move.count = count;
  return move;
}

/* A Reinforce on the locations named, NULL-terminated. */
static WgMove
reinforce (const WgGame *game,
           const char   *color,
           int           x,
           const char   *first,
           ...)
{
  WgMove  move;
  va_list args;

  wg_move_init (&move, WG_ACTION_REINFORCE, wg_test_player (game, color), x, FALSE);
  va_start (args, first);
  for (const char *id = first; id != NULL; id = va_arg (args, const char *))
    wg_move_add_target (&move, wg_test_cell (game, id));
  va_end (args);
  return move;
}

/* R-MOVE-9: Warp-in deploys up to X ships on the own Warpgate. */
static void
test_warp_in_up_to_x (void)
{
  g_autoptr (WgGame) game = wg_test_load_game ("moves-deploy.json");
  g_autoptr (WgOutcome) one = NULL, as_many = NULL;
  WgMove      m;
  WgJudgement j;

  m = warp_in (game, "blue", 1, FALSE, 1);
  j = wg_test_judge (game, &m);
  wg_test_assert_verdict (j.verdict, WG_VERDICT_OK);
  one = wg_move_apply (game, &m, NULL);
  wg_test_assert_verdict (one->verdict, WG_VERDICT_OK);
  g_assert_cmpint (wg_test_ships (one->game, "gate-blue", "blue"), ==, 2);
  g_assert_cmpint (wg_game_supply (one->game, 0), ==, 1);

  m = warp_in (game, "blue", 1, FALSE, 2);
  j = wg_test_judge (game, &m);
  wg_test_assert_verdict (j.verdict, WG_VERDICT_TOO_MANY_SHIPS);

  /* 1X plus a Trade Good is 2X: 2 ships, as many as allowed when no count
   * is given. */
  m = warp_in (game, "blue", 1, TRUE, WG_NONE);
  as_many = wg_move_apply (game, &m, NULL);
  wg_test_assert_verdict (as_many->verdict, WG_VERDICT_OK);
  g_assert_cmpint (wg_test_ships (as_many->game, "gate-blue", "blue"), ==, 3);
  g_assert_cmpint (as_many->game->players[0].trade_goods_spent, ==, 1);
}

/* R-MOVE-9: never more than the supply (2). At 3X, 3 ships are refused;
 * with no count given, 2 (the supply) are deployed. */
static void
test_warp_in_supply (void)
{
  g_autoptr (WgGame) game = wg_test_load_game ("moves-deploy.json");
  g_autoptr (WgOutcome) outcome = NULL;
  g_autoptr (WgMoveList) list = NULL;
  WgMove      m;
  WgJudgement j;

  m = warp_in (game, "blue", 3, FALSE, 3);
  j = wg_test_judge (game, &m);
  wg_test_assert_verdict (j.verdict, WG_VERDICT_NO_SUPPLY);
  g_assert_cmpstr (j.ruling, ==, "R-MOVE-9");

  m = warp_in (game, "blue", 3, FALSE, 2);
  j = wg_test_judge (game, &m);
  wg_test_assert_verdict (j.verdict, WG_VERDICT_OK);

  m = warp_in (game, "blue", 3, FALSE, WG_NONE);
  outcome = wg_move_apply (game, &m, NULL);
  wg_test_assert_verdict (outcome->verdict, WG_VERDICT_OK);
  g_assert_cmpint (wg_test_ships (outcome->game, "gate-blue", "blue"), ==, 3);
  g_assert_cmpint (wg_game_supply (outcome->game, 0), ==, 0);
  g_assert_cmpint (wg_game_ships_on_board (outcome->game, 0), ==, 6);

  /* The list: the Warpgate receives, at most min(3, 2) = 2. */
  list = wg_moves_list (game, 0, WG_ACTION_WARP_IN, 3, FALSE);
  g_assert_cmpint (list->limit, ==, 2);
  g_assert_cmpuint (list->options->len, ==, 1);
  g_assert_cmpint (g_array_index (list->options, WgMoveOption, 0).to, ==,
                   wg_test_cell (game, "gate-blue"));
}

/* R-MOVE-9: Warp-in needs the player's own Warpgate; green has none. */
static void
test_warp_in_no_warpgate (void)
{
  g_autoptr (WgGame) game = wg_test_load_game ("moves-deploy.json");
  g_autoptr (WgMoveList) list = wg_moves_list (game, 2, WG_ACTION_WARP_IN, 2, FALSE);
  WgMove      m = warp_in (game, "green", 2, FALSE, 1);
  WgJudgement j = wg_test_judge (game, &m);

  wg_test_assert_verdict (j.verdict, WG_VERDICT_NO_WARPGATE);
  g_assert_cmpuint (list->options->len, ==, 0);
}

/* R-MOVE-9: Reinforce puts 1 ship on each of up to X distinct locations
 * holding the player's ships; the own Warpgate counts when it holds them. */
static void
test_reinforce (void)
{
  g_autoptr (WgGame) game = wg_test_load_game ("moves-deploy.json");
  g_autoptr (WgOutcome) outcome = NULL;
  WgMove      m = reinforce (game, "blue", 2, "gate-blue", "P2", NULL);
  WgJudgement j = wg_test_judge (game, &m);

  wg_test_assert_verdict (j.verdict, WG_VERDICT_OK);
  outcome = wg_move_apply (game, &m, NULL);
  wg_test_assert_verdict (outcome->verdict, WG_VERDICT_OK);
  g_assert_cmpint (wg_test_ships (outcome->game, "gate-blue", "blue"), ==, 2);
  g_assert_cmpint (wg_test_ships (outcome->game, "P2", "blue"), ==, 2);
  g_assert_cmpint (wg_test_ships (outcome->game, "P1", "blue"), ==, 2);
  g_assert_cmpint (wg_game_supply (outcome->game, 0), ==, 0);
}

/* R-MOVE-9: at most X locations, each once, each with the player's ships
 * (P3 is empty, P5 red's). Red's Warpgate holds none of its ships, so red
 * cannot reinforce it. */
static void
test_reinforce_limits (void)
{
  g_autoptr (WgGame) game = wg_test_load_game ("moves-deploy.json");
  WgMove      m;
  WgJudgement j;

  m = reinforce (game, "blue", 1, "P1", "P2", NULL);
  j = wg_test_judge (game, &m);
  wg_test_assert_verdict (j.verdict, WG_VERDICT_TOO_MANY_TARGETS);
  g_assert_cmpstr (j.ruling, ==, "R-MOVE-9");

  m = reinforce (game, "blue", 2, "P1", "P1", NULL);
  j = wg_test_judge (game, &m);
  wg_test_assert_verdict (j.verdict, WG_VERDICT_REPEATED_TARGET);
  g_assert_cmpint (j.subject, ==, wg_test_cell (game, "P1"));

  m = reinforce (game, "blue", 2, "P1", "P3", NULL);
  j = wg_test_judge (game, &m);
  wg_test_assert_verdict (j.verdict, WG_VERDICT_NO_OWN_SHIPS);
  g_assert_cmpint (j.subject, ==, wg_test_cell (game, "P3"));

  m = reinforce (game, "blue", 1, "P5", NULL);
  j = wg_test_judge (game, &m);
  wg_test_assert_verdict (j.verdict, WG_VERDICT_NO_OWN_SHIPS);

  /* R-MOVE-12: the own Warpgate only while it holds the player's ships. */
  m = reinforce (game, "red", 1, "gate-red", NULL);
  j = wg_test_judge (game, &m);
  wg_test_assert_verdict (j.verdict, WG_VERDICT_NO_OWN_SHIPS);
  g_assert_cmpstr (j.ruling, ==, "R-MOVE-12");
  {
    /* Red's Reinforce list: P5 (its 2 ships) only, never gate-red. */
    g_autoptr (WgMoveList) list = wg_moves_list (game, wg_test_player (game, "red"),
                                                 WG_ACTION_REINFORCE, 1, FALSE);

    g_assert_cmpuint (list->options->len, ==, 1);
    g_assert_cmpint (g_array_index (list->options, WgMoveOption, 0).to, ==,
                     wg_test_cell (game, "P5"));
  }
  m = reinforce (game, "red", 1, "P5", NULL);
  j = wg_test_judge (game, &m);
  wg_test_assert_verdict (j.verdict, WG_VERDICT_OK);

  /* A Trade Good makes 1X reach 2 locations. */
  m = reinforce (game, "blue", 1, "P1", "P2", NULL);
  m.trade_good = TRUE;
  j = wg_test_judge (game, &m);
  wg_test_assert_verdict (j.verdict, WG_VERDICT_OK);
}

/* R-MOVE-9: the supply. 3 locations at 3X need 3 ships, blue has 2; with
 * ships_total 5 the supply is 1, so even 2 locations at 2X are too many. */
static void
test_reinforce_supply (void)
{
  g_autoptr (WgGame) game = wg_test_load_game ("moves-deploy.json");
  g_autoptr (WgMoveList) list = NULL;
  WgMove      m;
  WgJudgement j;

  m = reinforce (game, "blue", 3, "P1", "P2", "gate-blue", NULL);
  j = wg_test_judge (game, &m);
  wg_test_assert_verdict (j.verdict, WG_VERDICT_NO_SUPPLY);
  g_assert_cmpstr (j.ruling, ==, "R-MOVE-9");

  /* The list: P1, P2 and the Warpgate may receive, at most 2 of them. */
  list = wg_moves_list (game, 0, WG_ACTION_REINFORCE, 3, FALSE);
  g_assert_cmpint (list->limit, ==, 2);
  g_assert_cmpuint (list->options->len, ==, 3);
  for (guint i = 0; i < list->options->len; i++)
    {
      int to = g_array_index (list->options, WgMoveOption, i).to;

      g_assert_true (to == wg_test_cell (game, "P1") || to == wg_test_cell (game, "P2")
                     || to == wg_test_cell (game, "gate-blue"));
    }

  game->players[0].ships_total = 5;
  m = reinforce (game, "blue", 2, "P1", "P2", NULL);
  j = wg_test_judge (game, &m);
  wg_test_assert_verdict (j.verdict, WG_VERDICT_NO_SUPPLY);
  m = reinforce (game, "blue", 2, "P1", NULL);
  j = wg_test_judge (game, &m);
  wg_test_assert_verdict (j.verdict, WG_VERDICT_OK);
}

/* The location named for a Warp-in (wg_warp_in_judge_to, R-MOVE-9):
 * blue's own Warpgate, gate-blue: ok. Red's Warpgate or the planet P1:
 * not blue's own (R-MOVE-9). Green has no Warpgate on this board: no
 * Warpgate, wherever it names (R-MOVE-9). */
static void
test_warp_in_judge_to (void)
{
  g_autoptr (WgGame) game = wg_test_load_game ("moves-deploy.json");
  int blue = wg_test_player (game, "blue"), green = wg_test_player (game, "green");

  wg_test_assert_verdict (wg_warp_in_judge_to (game, blue, wg_test_cell (game, "gate-blue")),
                          WG_VERDICT_OK);
  wg_test_assert_verdict (wg_warp_in_judge_to (game, blue, wg_test_cell (game, "gate-red")),
                          WG_VERDICT_NOT_OWN_WARPGATE);
  wg_test_assert_verdict (wg_warp_in_judge_to (game, blue, wg_test_cell (game, "P1")),
                          WG_VERDICT_NOT_OWN_WARPGATE);
  g_assert_cmpstr (wg_verdict_ruling (WG_VERDICT_NOT_OWN_WARPGATE, WG_ACTION_WARP_IN), ==,
                   "R-MOVE-9");
  wg_test_assert_verdict (wg_warp_in_judge_to (game, green, wg_test_cell (game, "gate-blue")),
                          WG_VERDICT_NO_WARPGATE);
  g_assert_cmpstr (wg_verdict_ruling (WG_VERDICT_NO_WARPGATE, WG_ACTION_WARP_IN), ==, "R-MOVE-9");
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/wg/moves-deploy/warp-in-up-to-x", test_warp_in_up_to_x);
  g_test_add_func ("/wg/moves-deploy/warp-in-supply", test_warp_in_supply);
  g_test_add_func ("/wg/moves-deploy/warp-in-no-warpgate", test_warp_in_no_warpgate);
  g_test_add_func ("/wg/moves-deploy/R-MOVE-9/warp-in-judge-to", test_warp_in_judge_to);
  g_test_add_func ("/wg/moves-deploy/reinforce", test_reinforce);
  g_test_add_func ("/wg/moves-deploy/reinforce-limits", test_reinforce_limits);
  g_test_add_func ("/wg/moves-deploy/reinforce-supply", test_reinforce_supply);

  return g_test_run ();
}
