/* test-moves-trade.c — the Trade action (R-MOVE-8)
 * Copyright 2026 The Warpgate Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The board (tests/data/moves-trade.json), q 0…6, r 0…2; T1…T5 have the
 * trade icon, N1 has none:
 *
 *   r=0      ·     T1  ·  T2  ·  ·  ·
 *   r=1      ·     ·   ·  ·   ·  T3 ·
 *   r=2  gate-blue N1  ·  T4  ·  ·  T5
 *
 * Blue: 1 ship on T1 (1,0), 1 on T3 (5,1), 1 unspent Trade Good.
 * Red: 2 ships on T5 (6,2). The pool holds 3 Trade Goods.
 *
 * Ranges between the trade planets (hexes crossed):
 *   T1–T2 1  (2,0)                      T2–T4 1  (3,1)
 *   T2–T3 2  (4,0) (4,1), or (3,1) (4,1) T3–T4 1  (4,1) or (4,2)
 *   T3–T5 1  (6,1) or (5,2)             T4–T5 2  (4,2) (5,2)
 *   T1–T4 3  distance 4                 T1–T3 4  distance 5
 *   T2–T5 4  distance 5                 T1–T5 6  distance 7
 *   T1–N1 1  (1,1)                      N1–T2 1  (2,1)
 * Every one equals the hex distance less one, the least possible; the
 * hexes named are space.
 */
#include <string.h>

#include "wg-test-util.h"

static WgMove
trade (const WgGame *game,
       const char   *color,
       int           x,
       gboolean      trade_good,
       const char   *from,
       const char   *via,
       const char   *to)
{
  WgMove move;

  wg_move_init (&move, WG_ACTION_TRADE, wg_test_player (game, color), x, trade_good);
  wg_move_add_group (&move, wg_test_cell (game, from), 1);
  move.via = wg_test_cell (game, via);
  move.to = wg_test_cell (game, to);
  return move;
}

/* A judgement's verdict and the cell it is about. */
#define assert_judged(game, move, expected, subject_id)                    \
  G_STMT_START                                                             \
  {                                                                        \
    WgJudgement j_ = wg_test_judge ((game), (move));                       \
    wg_test_assert_verdict (j_.verdict, (expected));                       \
    g_assert_cmpint (j_.subject, ==, wg_test_cell ((game), (subject_id))); \
  }                                                                        \
  G_STMT_END

/* T1 → T2 (1) → T4 (1) at 1X: the ship ends on T4 and blue takes one of
 * the 3 Trade Goods. */
static void
test_legal_route (void)
{
  g_autoptr (WgGame) game = wg_test_load_game ("moves-trade.json");
  g_autoptr (WgOutcome) outcome = NULL;
  WgMove      m = trade (game, "blue", 1, FALSE, "T1", "T2", "T4");
  WgJudgement j = wg_test_judge (game, &m);

  wg_test_assert_verdict (j.verdict, WG_VERDICT_OK);
  g_assert_cmpint (j.range, ==, 1);
  g_assert_true (wg_ruling_list_contains (&j.rulings, "R-MOVE-8"));

  outcome = wg_move_apply (game, &m, NULL);
  wg_test_assert_verdict (outcome->verdict, WG_VERDICT_OK);
  g_assert_cmpint (wg_test_ships (outcome->game, "T4", "blue"), ==, 1);
  g_assert_cmpint (wg_test_ships (outcome->game, "T2", "blue"), ==, 0);
  g_assert_cmpint (outcome->game->stacks[wg_test_cell (game, "T1")].ship_owner, ==,
                   WG_NO_PLAYER);
  g_assert_cmpint (outcome->game->trade_goods, ==, 2);
  g_assert_cmpint (outcome->game->players[0].trade_goods_unspent, ==, 2);
  g_assert_cmpint (outcome->game->players[0].trade_goods_spent, ==, 0);
  g_assert_nonnull (strstr (outcome->description, "Trade"));
  g_assert_nonnull (strstr (outcome->description, "T1"));
  g_assert_nonnull (strstr (outcome->description, "T4"));
}

/* R-RANGE-6 with Trade: at 0X+TG both legs of 1 are in reach; the Trade
 * Good is spent and a new one claimed. */
static void
test_trade_good (void)
{
  g_autoptr (WgGame) game = wg_test_load_game ("moves-trade.json");
  g_autoptr (WgOutcome) outcome = NULL;
  WgMove m = trade (game, "blue", 0, TRUE, "T1", "T2", "T4");

  outcome = wg_move_apply (game, &m, NULL);
  wg_test_assert_verdict (outcome->verdict, WG_VERDICT_OK);
  g_assert_cmpint (wg_test_ships (outcome->game, "T4", "blue"), ==, 1);
  g_assert_cmpint (outcome->game->players[0].trade_goods_spent, ==, 1);
  g_assert_cmpint (outcome->game->players[0].trade_goods_unspent, ==, 1);
  g_assert_cmpint (outcome->game->trade_goods, ==, 2);
}

/* R-MOVE-8: the pool is empty — the move is still legal, and no Trade Good
 * is taken. */
static void
test_pool_empty (void)
{
  g_autoptr (WgGame) game = wg_test_load_game ("moves-trade.json");
  g_autoptr (WgOutcome) outcome = NULL;
  WgMove m;

  game->trade_goods = 0;
  m = trade (game, "blue", 1, FALSE, "T1", "T2", "T4");
  outcome = wg_move_apply (game, &m, NULL);
  wg_test_assert_verdict (outcome->verdict, WG_VERDICT_OK);
  g_assert_cmpint (wg_test_ships (outcome->game, "T4", "blue"), ==, 1);
  g_assert_cmpint (outcome->game->trade_goods, ==, 0);
  g_assert_cmpint (outcome->game->players[0].trade_goods_unspent, ==, 1);
}

/* R-MOVE-8: no ship can make both moves — the action is not possible.
 * Blue at 0X: no two trade planets are at range 0. Red at 1X: from T5 the
 * only trade planet within 1 is T3, which holds blue's ship. */
static void
test_no_route (void)
{
  g_autoptr (WgGame) game = wg_test_load_game ("moves-trade.json");
  g_autoptr (WgMoveList) blue = wg_moves_list (game, 0, WG_ACTION_TRADE, 0, FALSE);
  g_autoptr (WgMoveList) red = wg_moves_list (game, 1, WG_ACTION_TRADE, 1, FALSE);
  WgMove      m = trade (game, "blue", 0, FALSE, "T1", "T2", "T4");
  WgJudgement j = wg_test_judge (game, &m);

  g_assert_cmpuint (blue->options->len, ==, 0);
  g_assert_cmpuint (red->options->len, ==, 0);
  wg_test_assert_verdict (j.verdict, WG_VERDICT_OUT_OF_RANGE);
  g_assert_cmpint (j.subject, ==, wg_test_cell (game, "T2"));
  g_assert_cmpint (j.range, ==, 1);
}

/* R-MOVE-8: neither the second nor the third planet may hold enemy ships.
 * At 2X both routes are in range (T3–T5 1, T5–T4 2, T3–T4 1). */
static void
test_enemy_ships (void)
{
  g_autoptr (WgGame) game = wg_test_load_game ("moves-trade.json");
  WgJudgement j;
  WgMove      m;

  m = trade (game, "blue", 2, FALSE, "T3", "T5", "T4");
  j = wg_test_judge (game, &m);
  wg_test_assert_verdict (j.verdict, WG_VERDICT_ENEMY_SHIPS);
  g_assert_cmpint (j.subject, ==, wg_test_cell (game, "T5"));
  g_assert_cmpstr (j.ruling, ==, "R-MOVE-8");

  m = trade (game, "blue", 2, FALSE, "T3", "T4", "T5");
  assert_judged (game, &m, WG_VERDICT_ENEMY_SHIPS, "T5");
}

/* R-MOVE-8: the ship starts on the first planet; blue has none on T2. */
static void
test_no_ships (void)
{
  g_autoptr (WgGame) game = wg_test_load_game ("moves-trade.json");
  WgMove m = trade (game, "blue", 1, FALSE, "T2", "T4", "T3");

  assert_judged (game, &m, WG_VERDICT_NO_SHIPS, "T2");
}

/* R-MOVE-8: three distinct planets. */
static void
test_not_distinct (void)
{
  g_autoptr (WgGame) game = wg_test_load_game ("moves-trade.json");
  WgJudgement j;
  WgMove      m;

  m = trade (game, "blue", 2, FALSE, "T1", "T2", "T1");
  j = wg_test_judge (game, &m);
  wg_test_assert_verdict (j.verdict, WG_VERDICT_NOT_DISTINCT);
  g_assert_cmpstr (j.ruling, ==, "R-MOVE-8");
  m = trade (game, "blue", 2, FALSE, "T1", "T1", "T2");
  j = wg_test_judge (game, &m);
  wg_test_assert_verdict (j.verdict, WG_VERDICT_NOT_DISTINCT);
  m = trade (game, "blue", 2, FALSE, "T1", "T2", "T2");
  j = wg_test_judge (game, &m);
  wg_test_assert_verdict (j.verdict, WG_VERDICT_NOT_DISTINCT);
}

/* R-MOVE-8: every stop has a trade icon. N1 (no icon) is at 1 from T1 and
 * from T2; a Warpgate is not a trade planet either. */
static void
test_not_trade_planet (void)
{
  g_autoptr (WgGame) game = wg_test_load_game ("moves-trade.json");
  WgMove m;

  m = trade (game, "blue", 1, FALSE, "T1", "N1", "T2");
  assert_judged (game, &m, WG_VERDICT_NOT_A_TRADE_PLANET, "N1");
  m = trade (game, "blue", 2, FALSE, "T1", "T2", "gate-blue");
  assert_judged (game, &m, WG_VERDICT_NOT_A_TRADE_PLANET, "gate-blue");
}

/* A refused Trade destination judged through each stop
 * (wg_judge_trade_to), the trade planets in board order T1 T2 T3 T4 T5:
 *  - blue T1 → T3 at 1X: T2 first, its second leg T2–T3 is 2: out of
 *    range, about T3 itself, kept (via T2);
 *  - blue T3 → T1 at 1X: via T2 the first leg T3–T2 is 2, about T2; via T4
 *    the second leg T4–T1 is 3, about T1: kept (via T4, range 3);
 *  - blue T1 → T4 at 1X: via T2 legal (1 and 1): ok, with no ruling of its
 *    own, so the Trade's R-MOVE-8. */
static void
test_judge_trade_to (void)
{
  g_autoptr (WgGame) game = wg_test_load_game ("moves-trade.json");
  WgJudgement j;
  WgMove      m;

  m = trade (game, "blue", 1, FALSE, "T1", "T4", "T3");
  wg_judge_trade_to (game, &m, &j);
  wg_test_assert_verdict (j.verdict, WG_VERDICT_OUT_OF_RANGE);
  g_assert_cmpint (j.subject, ==, wg_test_cell (game, "T3"));
  g_assert_cmpint (m.via, ==, wg_test_cell (game, "T2"));
  g_assert_cmpstr (j.ruling, ==, wg_verdict_ruling (WG_VERDICT_OUT_OF_RANGE, WG_ACTION_TRADE));

  m = trade (game, "blue", 1, FALSE, "T3", "T5", "T1");
  wg_judge_trade_to (game, &m, &j);
  wg_test_assert_verdict (j.verdict, WG_VERDICT_OUT_OF_RANGE);
  g_assert_cmpint (j.subject, ==, wg_test_cell (game, "T1"));
  g_assert_cmpint (j.range, ==, 3);
  g_assert_cmpint (m.via, ==, wg_test_cell (game, "T4"));

  m = trade (game, "blue", 1, FALSE, "T1", "T3", "T4");
  wg_judge_trade_to (game, &m, &j);
  wg_test_assert_verdict (j.verdict, WG_VERDICT_OK);
  g_assert_cmpint (m.via, ==, wg_test_cell (game, "T2"));
  g_assert_cmpstr (j.ruling, ==, "R-MOVE-8");
}

/* R-MOVE-8, R-RANGE-6: each leg within X. */
static void
test_legs_out_of_range (void)
{
  g_autoptr (WgGame) game = wg_test_load_game ("moves-trade.json");
  WgJudgement j;
  WgMove      m;

  /* Second leg T2 → T3 is 2. */
  m = trade (game, "blue", 1, FALSE, "T1", "T2", "T3");
  j = wg_test_judge (game, &m);
  wg_test_assert_verdict (j.verdict, WG_VERDICT_OUT_OF_RANGE);
  g_assert_cmpint (j.subject, ==, wg_test_cell (game, "T3"));
  g_assert_cmpint (j.range, ==, 2);
  /* First leg T3 → T2 is 2. */
  m = trade (game, "blue", 1, FALSE, "T3", "T2", "T4");
  j = wg_test_judge (game, &m);
  wg_test_assert_verdict (j.verdict, WG_VERDICT_OUT_OF_RANGE);
  g_assert_cmpint (j.subject, ==, wg_test_cell (game, "T2"));
  g_assert_cmpint (j.range, ==, 2);
  /* Both at 2X. */
  m = trade (game, "blue", 2, FALSE, "T1", "T2", "T3");
  j = wg_test_judge (game, &m);
  wg_test_assert_verdict (j.verdict, WG_VERDICT_OK);
  g_assert_cmpint (j.range, ==, 2);
}

typedef struct
{
  const char *from;
  const char *via;
  const char *to;
  int         range;
} Route;

static void
assert_routes (const WgGame     *game,
               const WgMoveList *list,
               const Route      *routes,
               guint             n_routes)
{
  g_assert_cmpuint (list->options->len, ==, n_routes);
  for (guint r = 0; r < n_routes; r++)
    {
      guint found = 0;

      for (guint i = 0; i < list->options->len; i++)
        {
          const WgMoveOption *o = &g_array_index (list->options, WgMoveOption, i);

          if (o->n_from != 1 || o->from[0] != wg_test_cell (game, routes[r].from)
              || o->via != wg_test_cell (game, routes[r].via)
              || o->to != wg_test_cell (game, routes[r].to))
            continue;
          found++;
          g_assert_cmpint (o->range, ==, routes[r].range);
          g_assert_cmpint (o->min_ships, ==, 1);
          g_assert_cmpint (o->max_ships, ==, 1);
          g_assert_false (o->attack);
        }
      if (found != 1)
        g_error ("route %s → %s → %s found %u times", routes[r].from, routes[r].via,
                 routes[r].to, found);
    }
}

/* Every route, worked from the table of ranges above (the option's range
 * is its longer leg). 1X: from T1 only T2 is within 1, and from T2 only T4
 * (T1 is where the ship began); from T3, T4 (T5 holds red's ships), and
 * from T4, T2. 2X adds T2→T3 (2) from T1, and from T3: T2 (2) then T1 or
 * T4, T4 then T2 (T5 still red's, T1 at 3). */
static void
test_list (void)
{
  g_autoptr (WgGame) game = wg_test_load_game ("moves-trade.json");
  g_autoptr (WgMoveList) one = wg_moves_list (game, 0, WG_ACTION_TRADE, 1, FALSE);
  g_autoptr (WgMoveList) two = wg_moves_list (game, 0, WG_ACTION_TRADE, 2, FALSE);
  g_autoptr (WgMoveList) red = wg_moves_list (game, 1, WG_ACTION_TRADE, 2, FALSE);
  static const Route routes_1x[] = {
    { "T1", "T2", "T4", 1 },
    { "T3", "T4", "T2", 1 },
  };
  static const Route routes_2x[] = {
    { "T1", "T2", "T4", 1 },
    { "T1", "T2", "T3", 2 },
    { "T3", "T4", "T2", 1 },
    { "T3", "T2", "T1", 2 },
    { "T3", "T2", "T4", 2 },
  };
  /* Red at 2X: T5 → T4 (2) → T2 (1); T3 is blue's, T1 at 3 from T4. */
  static const Route routes_red[] = {
    { "T5", "T4", "T2", 2 },
  };

  /* Each leg's range too (issue 30): T3 → T2 (2) → T1 (1). */
  g_assert_cmpint (g_array_index (two->options, WgMoveOption, 3).legs[0], ==, 2);
  g_assert_cmpint (g_array_index (two->options, WgMoveOption, 3).legs[1], ==, 1);
  assert_routes (game, one, routes_1x, G_N_ELEMENTS (routes_1x));
  assert_routes (game, two, routes_2x, G_N_ELEMENTS (routes_2x));
  assert_routes (game, red, routes_red, G_N_ELEMENTS (routes_red));
}

/* The list agrees with the judge, route by route: at every multiplier, with
 * and without a Trade Good, for both players, every triple of locations is
 * listed exactly when wg_judge_move finds it legal (R-MOVE-8), with the
 * judge's range, and the routes come in the order of the board's
 * locations — first planet, then second, then third — as `moves` has always
 * printed them (docs/cli.md). */
static void
test_list_matches_judge (void)
{
  g_autoptr (WgGame) game = wg_test_load_game ("moves-trade.json");
  guint n = wg_board_get_n_locations (game->board);

  for (int player = 0; player < (int) game->n_players; player++)
    for (int x = 0; x <= 4; x++)
      for (int tg = 0; tg <= 1; tg++)
        {
          g_autoptr (WgMoveList) list = wg_moves_list (game, player, WG_ACTION_TRADE, x, tg);
          guint next = 0;

          for (guint a = 0; a < n; a++)
            for (guint b = 0; b < n; b++)
              for (guint c = 0; c < n; c++)
                {
                  WgMove      move;
                  WgJudgement j;

                  wg_move_init (&move, WG_ACTION_TRADE, player, x, tg);
                  wg_move_add_group (&move, wg_board_get_location (game->board, a), 1);
                  move.via = wg_board_get_location (game->board, b);
                  move.to = wg_board_get_location (game->board, c);
                  j = wg_test_judge (game, &move);
                  if (j.verdict != WG_VERDICT_OK)
                    continue;
                  g_assert_cmpuint (next, <, list->options->len);
                  {
                    const WgMoveOption *o = &g_array_index (list->options, WgMoveOption, next);

                    g_assert_cmpint (o->from[0], ==, move.groups[0].from);
                    g_assert_cmpint (o->via, ==, move.via);
                    g_assert_cmpint (o->to, ==, move.to);
                    g_assert_cmpint (o->range, ==, j.range);
                  }
                  next++;
                }
          g_assert_cmpuint (next, ==, list->options->len);
        }
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/wg/moves-trade/legal-route", test_legal_route);
  g_test_add_func ("/wg/moves-trade/trade-good", test_trade_good);
  g_test_add_func ("/wg/moves-trade/pool-empty", test_pool_empty);
  g_test_add_func ("/wg/moves-trade/no-route", test_no_route);
  g_test_add_func ("/wg/moves-trade/enemy-ships", test_enemy_ships);
  g_test_add_func ("/wg/moves-trade/no-ships", test_no_ships);
  g_test_add_func ("/wg/moves-trade/not-distinct", test_not_distinct);
  g_test_add_func ("/wg/moves-trade/not-trade-planet", test_not_trade_planet);
  g_test_add_func ("/wg/moves-trade/legs-out-of-range", test_legs_out_of_range);
  g_test_add_func ("/wg/moves-trade/list", test_list);
  g_test_add_func ("/wg/moves-trade/R-MOVE-8/judge-trade-to", test_judge_trade_to);
  g_test_add_func ("/wg/moves-trade/list-matches-judge", test_list_matches_judge);

  return g_test_run ();
}
