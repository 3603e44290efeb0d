/* test-moves-movement.c — Recon, Maneuver, Skirmish, Advance, Concentrate
 * (R-MOVE-1…7, R-RANGE-6)
 * Copyright 2026 The Warpgate Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The board (tests/data/moves-movement.json) is a 9×3 parallelogram,
 * q 0…8, r 0…2 ("·" is space):
 *
 *   r=0  gate-blue ·  O1  ·  V1  ·  D2  ·  ·
 *   r=1     ·     D1  ·   ·  ·   ·  ·   ·  V2
 *   r=2  gate-red  ·  J1  ·  A1  ·  J2  O2 D3
 *
 * Blue: 3 ships on D1 (1,1), 2 on A1 (4,2), 1 unspent Trade Good.
 * Red: 2 ships on V1 (4,0), 1 on its Warpgate (0,2); no Trade Good; an
 * Outpost on J1 and its drone on O1, which block nothing (R-RANGE-4).
 *
 * Ranges from D1 (1,1), whose neighbours are (2,1) (2,0) (1,0) (0,1) (0,2)
 * (1,2). Row 1 from (2,1) to (7,1) is open space, so the corridor along it
 * gives every shortest path; no path can be shorter than the hex distance
 * less one.
 *   O1 (2,0)        0  a neighbour
 *   gate-red (0,2)  0  a neighbour (red's: never a destination, R-MOVE-3)
 *   J1 (2,2)        1  (1,2) or (2,1) between
 *   gate-blue (0,0) 1  (1,0) or (0,1) between
 *   V1 (4,0)        2  (2,1) (3,1), or (2,1) (3,0); distance 3
 *   A1 (4,2)        3  (2,1) (3,1) (4,1); distance 4
 *   D2 (6,0)        4  (2,1) … (5,1); distance 5
 *   J2 (6,2)        5  (2,1) … (6,1); distance 6
 *   O2 (7,2), V2 (8,1)  6  (2,1) … (7,1); distance 7
 *   D3 (8,2)        unreachable: its only neighbours on the board are the
 *                   planets V2 and O2 (R-RANGE-2, R-RANGE-5, R-RANGE-7)
 * Ranges from A1 (4,2), neighbours (5,2) (5,1) (4,1) (3,2):
 *   V1 1 via (4,1); D2 1 via (5,1); J1 1 via (3,2); J2 1 via (5,2);
 *   nothing at range 0; gate-blue unreachable: its neighbours (1,0) and
 *   (0,1) touch only O1, D1 and gate-red, which block.
 */
#include <string.h>

#include "wg-range.h"
#include "wg-test-util.h"

/* A movement of @count ships (or WG_ALL_SHIPS) from @from to @to. */
static WgMove
movement (const WgGame *game,
          WgAction      action,
          const char   *color,
          int           x,
          gboolean      trade_good,
          const char   *from,
          int           count,
          const char   *to)
{
  WgMove move;

  wg_move_init (&move, action, wg_test_player (game, color), x, trade_good);
  wg_move_add_group (&move, wg_test_cell (game, from), count);
  move.to = wg_test_cell (game, to);
  return move;
}

/* Judges and checks the verdict and the range the judgement reports. */
#define assert_judged(game, move, expected, expected_range) \
  G_STMT_START                                              \
  {                                                         \
    WgJudgement j_ = wg_test_judge ((game), (move));        \
    wg_test_assert_verdict (j_.verdict, (expected));        \
    g_assert_cmpint (j_.range, ==, (expected_range));       \
  }                                                         \
  G_STMT_END

/* R-RANGE-6: at 0X an action still reaches range-0 destinations (O1 is
 * D1's neighbour), and nothing further (J1 at 1). */
static void
test_range_0x (void)
{
  g_autoptr (WgGame) game = wg_test_load_game ("moves-movement.json");
  WgMove m;

  m = movement (game, WG_ACTION_SKIRMISH, "blue", 0, FALSE, "D1", 1, "O1");
  assert_judged (game, &m, WG_VERDICT_OK, 0);
  m = movement (game, WG_ACTION_RECON, "blue", 0, FALSE, "D1", 1, "O1");
  assert_judged (game, &m, WG_VERDICT_OK, 0);
  m = movement (game, WG_ACTION_MANEUVER, "blue", 0, FALSE, "D1", 3, "O1");
  assert_judged (game, &m, WG_VERDICT_OK, 0);
  /* Recon is 2X, and 2 × 0 is still 0. */
  m = movement (game, WG_ACTION_RECON, "blue", 0, FALSE, "D1", 1, "J1");
  assert_judged (game, &m, WG_VERDICT_OUT_OF_RANGE, 1);
  m = movement (game, WG_ACTION_ADVANCE, "blue", 0, FALSE, "D1", 2, "J1");
  assert_judged (game, &m, WG_VERDICT_OUT_OF_RANGE, 1);
}

/* R-RANGE-6: at 1X range ≤ 1 — J1 and the own Warpgate (range 1) yes, V1
 * (range 2) and A1 (range 3) no. */
static void
test_range_1x (void)
{
  g_autoptr (WgGame) game = wg_test_load_game ("moves-movement.json");
  WgJudgement j;
  WgMove      m;

  m = movement (game, WG_ACTION_SKIRMISH, "blue", 1, FALSE, "D1", 1, "J1");
  assert_judged (game, &m, WG_VERDICT_OK, 1);
  m = movement (game, WG_ACTION_MANEUVER, "blue", 1, FALSE, "D1", 2, "gate-blue");
  assert_judged (game, &m, WG_VERDICT_OK, 1);
  m = movement (game, WG_ACTION_SKIRMISH, "blue", 1, FALSE, "D1", 1, "V1");
  assert_judged (game, &m, WG_VERDICT_OUT_OF_RANGE, 2);
  m = movement (game, WG_ACTION_MANEUVER, "blue", 1, FALSE, "D1", 1, "A1");
  j = wg_test_judge (game, &m);
  wg_test_assert_verdict (j.verdict, WG_VERDICT_OUT_OF_RANGE);
  g_assert_cmpint (j.range, ==, 3);
  g_assert_cmpint (j.subject, ==, wg_test_cell (game, "D1"));
  g_assert_cmpstr (j.ruling, ==, "R-RANGE-6");
}

/* R-RANGE-6 at 4X: D2 (range 4) is in range, J2 (5) is not. */
static void
test_range_4x (void)
{
  g_autoptr (WgGame) game = wg_test_load_game ("moves-movement.json");
  WgMove m;

  m = movement (game, WG_ACTION_ADVANCE, "blue", 4, FALSE, "D1", 2, "D2");
  assert_judged (game, &m, WG_VERDICT_OK, 4);
  m = movement (game, WG_ACTION_ADVANCE, "blue", 4, FALSE, "D1", 2, "J2");
  assert_judged (game, &m, WG_VERDICT_OUT_OF_RANGE, 5);
  m = movement (game, WG_ACTION_CONCENTRATE, "blue", 4, FALSE, "D1", WG_ALL_SHIPS, "J2");
  assert_judged (game, &m, WG_VERDICT_OUT_OF_RANGE, 5);
  m = movement (game, WG_ACTION_MANEUVER, "blue", 4, FALSE, "D1", 1, "O2");
  assert_judged (game, &m, WG_VERDICT_OUT_OF_RANGE, 6);
}

/* R-RANGE-6: a Trade Good adds 1 to X. Maneuver 3X+TG reaches 4 (D2), not
 * 5 (J2); 4X+TG reaches J2. */
static void
test_range_trade_good (void)
{
  g_autoptr (WgGame) game = wg_test_load_game ("moves-movement.json");
  WgMove m;

  m = movement (game, WG_ACTION_MANEUVER, "blue", 3, TRUE, "D1", 1, "D2");
  assert_judged (game, &m, WG_VERDICT_OK, 4);
  m = movement (game, WG_ACTION_MANEUVER, "blue", 3, TRUE, "D1", 1, "J2");
  assert_judged (game, &m, WG_VERDICT_OUT_OF_RANGE, 5);
  m = movement (game, WG_ACTION_MANEUVER, "blue", 4, TRUE, "D1", 1, "J2");
  assert_judged (game, &m, WG_VERDICT_OK, 5);
  /* 0X+TG is 1X: J1 (1) yes, V1 (2) no. */
  m = movement (game, WG_ACTION_ADVANCE, "blue", 0, TRUE, "D1", 2, "J1");
  assert_judged (game, &m, WG_VERDICT_OK, 1);
  m = movement (game, WG_ACTION_SKIRMISH, "blue", 0, TRUE, "D1", 1, "V1");
  assert_judged (game, &m, WG_VERDICT_OUT_OF_RANGE, 2);
}

/* R-MOVE-4, R-RANGE-6: Recon reaches 2X, and the Trade Good's +1 comes
 * before doubling: 1X+TG reaches (1+1)×2 = 4, not 1×2+1 = 3. */
static void
test_recon_double (void)
{
  g_autoptr (WgGame) game = wg_test_load_game ("moves-movement.json");
  WgMove m;

  m = movement (game, WG_ACTION_RECON, "blue", 1, FALSE, "D1", 1, "gate-blue");
  assert_judged (game, &m, WG_VERDICT_OK, 1);
  m = movement (game, WG_ACTION_RECON, "blue", 1, FALSE, "D1", 1, "A1");
  assert_judged (game, &m, WG_VERDICT_OUT_OF_RANGE, 3);
  m = movement (game, WG_ACTION_RECON, "blue", 2, FALSE, "D1", 1, "D2");
  assert_judged (game, &m, WG_VERDICT_OK, 4);
  m = movement (game, WG_ACTION_RECON, "blue", 2, FALSE, "D1", 1, "J2");
  assert_judged (game, &m, WG_VERDICT_OUT_OF_RANGE, 5);
  m = movement (game, WG_ACTION_RECON, "blue", 1, TRUE, "D1", 1, "D2");
  assert_judged (game, &m, WG_VERDICT_OK, 4);
  m = movement (game, WG_ACTION_RECON, "blue", 1, TRUE, "D1", 1, "J2");
  assert_judged (game, &m, WG_VERDICT_OUT_OF_RANGE, 5);
  m = movement (game, WG_ACTION_RECON, "blue", 3, FALSE, "D1", 1, "O2");
  assert_judged (game, &m, WG_VERDICT_OK, 6);
  /* Recon is not 2X for the others: Skirmish 2X does not reach D2 (4). */
  m = movement (game, WG_ACTION_SKIRMISH, "blue", 2, FALSE, "D1", 1, "D2");
  assert_judged (game, &m, WG_VERDICT_OUT_OF_RANGE, 4);
}

/* R-MOVE-2, R-MOVE-4, R-MOVE-5: Recon and Maneuver never move onto enemy
 * ships, even in range (V1 at 2). */
static void
test_enemy_ships_block (void)
{
  g_autoptr (WgGame) game = wg_test_load_game ("moves-movement.json");
  WgJudgement j;
  WgMove      m;

  m = movement (game, WG_ACTION_RECON, "blue", 1, FALSE, "D1", 1, "V1");
  j = wg_test_judge (game, &m);
  wg_test_assert_verdict (j.verdict, WG_VERDICT_ENEMY_SHIPS);
  g_assert_cmpint (j.subject, ==, wg_test_cell (game, "V1"));
  g_assert_cmpstr (j.ruling, ==, "R-MOVE-2");
  g_assert_false (j.attack);

  m = movement (game, WG_ACTION_MANEUVER, "blue", 2, FALSE, "D1", 2, "V1");
  j = wg_test_judge (game, &m);
  wg_test_assert_verdict (j.verdict, WG_VERDICT_ENEMY_SHIPS);
  g_assert_false (j.attack);
}

/* R-MOVE-2, R-MOVE-6, R-MOVE-7: Skirmish, Advance and Concentrate onto
 * enemy ships are attacks; onto an empty planet they are not. */
static void
test_attacks_allowed (void)
{
  g_autoptr (WgGame) game = wg_test_load_game ("moves-movement.json");
  WgJudgement j;
  WgMove      m;

  m = movement (game, WG_ACTION_SKIRMISH, "blue", 2, FALSE, "D1", 1, "V1");
  j = wg_test_judge (game, &m);
  wg_test_assert_verdict (j.verdict, WG_VERDICT_OK);
  g_assert_true (j.attack);
  g_assert_cmpint (j.range, ==, 2);

  m = movement (game, WG_ACTION_ADVANCE, "blue", 2, FALSE, "D1", 3, "V1");
  j = wg_test_judge (game, &m);
  wg_test_assert_verdict (j.verdict, WG_VERDICT_OK);
  g_assert_true (j.attack);

  m = movement (game, WG_ACTION_CONCENTRATE, "blue", 1, FALSE, "A1", WG_ALL_SHIPS, "V1");
  j = wg_test_judge (game, &m);
  wg_test_assert_verdict (j.verdict, WG_VERDICT_OK);
  g_assert_true (j.attack);
  g_assert_cmpint (j.range, ==, 1);

  m = movement (game, WG_ACTION_SKIRMISH, "blue", 1, FALSE, "D1", 1, "J1");
  j = wg_test_judge (game, &m);
  wg_test_assert_verdict (j.verdict, WG_VERDICT_OK);
  g_assert_false (j.attack);
}

/* An attack stops at its battle: the ships have not moved, and the Trade
 * Good used for the extra range (1X+TG reaches V1 at 2) is spent. */
static void
test_attack_apply (void)
{
  g_autoptr (WgGame) game = wg_test_load_game ("moves-movement.json");
  g_autoptr (WgOutcome) outcome = NULL;
  WgMove         m = movement (game, WG_ACTION_SKIRMISH, "blue", 1, TRUE, "D1", 1, "V1");
  WgBattleStart *b;

  outcome = wg_move_apply (game, &m, NULL);
  wg_test_assert_verdict (outcome->verdict, WG_VERDICT_OK);
  g_assert_null (outcome->question);
  b = outcome->battle;
  g_assert_nonnull (b);
  g_assert_cmpint (b->attacker, ==, wg_test_player (game, "blue"));
  g_assert_cmpuint (b->n_origins, ==, 1);
  g_assert_cmpint (b->origins[0], ==, wg_test_cell (game, "D1"));
  g_assert_cmpint (b->ships[0], ==, 1);
  g_assert_cmpint (b->at, ==, wg_test_cell (game, "V1"));
  g_assert_cmpint (b->defender, ==, wg_test_player (game, "red"));
  g_assert_cmpint (b->defender_ships, ==, 2);

  g_assert_nonnull (outcome->game);
  g_assert_cmpint (wg_test_ships (outcome->game, "D1", "blue"), ==, 3);
  g_assert_cmpint (wg_test_ships (outcome->game, "V1", "red"), ==, 2);
  g_assert_cmpint (wg_test_ships (outcome->game, "V1", "blue"), ==, 0);
  g_assert_cmpint (outcome->game->players[0].trade_goods_unspent, ==, 0);
  g_assert_cmpint (outcome->game->players[0].trade_goods_spent, ==, 1);
  /* The game passed in is untouched. */
  g_assert_cmpint (game->players[0].trade_goods_unspent, ==, 1);
}

/* A Concentrate attack from two origins (A1 at 1, D1 at 2 from V1, 2X):
 * the battle names both with their ships; nothing moves; no Trade Good
 * was used, so none is spent. */
static void
test_attack_apply_concentrate (void)
{
  g_autoptr (WgGame) game = wg_test_load_game ("moves-movement.json");
  g_autoptr (WgOutcome) outcome = NULL;
  WgMove         m = movement (game, WG_ACTION_CONCENTRATE, "blue", 2, FALSE, "A1", WG_ALL_SHIPS, "V1");
  WgBattleStart *b;

  wg_move_add_group (&m, wg_test_cell (game, "D1"), 2);
  outcome = wg_move_apply (game, &m, NULL);
  wg_test_assert_verdict (outcome->verdict, WG_VERDICT_OK);
  b = outcome->battle;
  g_assert_nonnull (b);
  g_assert_cmpuint (b->n_origins, ==, 2);
  g_assert_cmpint (b->origins[0], ==, wg_test_cell (game, "A1"));
  g_assert_cmpint (b->ships[0], ==, 2);
  g_assert_cmpint (b->origins[1], ==, wg_test_cell (game, "D1"));
  g_assert_cmpint (b->ships[1], ==, 2);
  g_assert_cmpint (b->defender_ships, ==, 2);
  g_assert_cmpint (wg_test_ships (outcome->game, "A1", "blue"), ==, 2);
  g_assert_cmpint (wg_test_ships (outcome->game, "D1", "blue"), ==, 3);
  g_assert_cmpint (wg_test_ships (outcome->game, "V1", "red"), ==, 2);
  g_assert_cmpint (outcome->game->players[0].trade_goods_unspent, ==, 1);
  g_assert_cmpint (outcome->game->players[0].trade_goods_spent, ==, 0);
}

/* R-RANGE-4, R-MOVE-2: red's Outpost on J1 and drone on O1 are not enemy
 * ships — Recon and Maneuver go there, and Skirmish does not attack. */
static void
test_markers_and_drones (void)
{
  g_autoptr (WgGame) game = wg_test_load_game ("moves-movement.json");
  WgJudgement j;
  WgMove      m;

  m = movement (game, WG_ACTION_RECON, "blue", 1, FALSE, "D1", 1, "J1");
  assert_judged (game, &m, WG_VERDICT_OK, 1);
  m = movement (game, WG_ACTION_MANEUVER, "blue", 0, FALSE, "D1", 2, "O1");
  assert_judged (game, &m, WG_VERDICT_OK, 0);
  m = movement (game, WG_ACTION_SKIRMISH, "blue", 1, FALSE, "D1", 1, "O1");
  j = wg_test_judge (game, &m);
  wg_test_assert_verdict (j.verdict, WG_VERDICT_OK);
  g_assert_false (j.attack);
}

/* R-MOVE-3: red's Warpgate (D1's neighbour, range 0) is never a
 * destination — not for a move, not for an attack on the ship there; blue's
 * own Warpgate is fine. */
static void
test_enemy_warpgate (void)
{
  g_autoptr (WgGame) game = wg_test_load_game ("moves-movement.json");
  WgJudgement j;
  WgMove      m;

  m = movement (game, WG_ACTION_MANEUVER, "blue", 1, FALSE, "D1", 1, "gate-red");
  j = wg_test_judge (game, &m);
  wg_test_assert_verdict (j.verdict, WG_VERDICT_ENEMY_WARPGATE);
  g_assert_cmpint (j.subject, ==, wg_test_cell (game, "gate-red"));
  g_assert_cmpstr (j.ruling, ==, "R-MOVE-3");

  m = movement (game, WG_ACTION_SKIRMISH, "blue", 4, FALSE, "D1", 1, "gate-red");
  j = wg_test_judge (game, &m);
  wg_test_assert_verdict (j.verdict, WG_VERDICT_ENEMY_WARPGATE);
  g_assert_false (j.attack);

  m = movement (game, WG_ACTION_RECON, "blue", 1, FALSE, "D1", 1, "gate-blue");
  assert_judged (game, &m, WG_VERDICT_OK, 1);
  m = movement (game, WG_ACTION_ADVANCE, "blue", 1, FALSE, "D1", WG_ALL_SHIPS, "gate-blue");
  assert_judged (game, &m, WG_VERDICT_OK, 1);
}

/* A Maneuver with its optional second group (R-MOVE-5). */
static WgMove
maneuver (const WgGame *game,
          int           x,
          const char   *from,
          int           count,
          const char   *to,
          const char   *from2,
          int           count2,
          const char   *to2)
{
  WgMove m = movement (game, WG_ACTION_MANEUVER, "blue", x, FALSE, from, count, to);

  m.second = TRUE;
  m.second_group.from = wg_test_cell (game, from2);
  m.second_group.count = count2;
  m.second_to = wg_test_cell (game, to2);
  return m;
}

/* R-MOVE-5: the second group may start where the first did (with the ship
 * left behind) or elsewhere, and end anywhere in range; it may not move the
 * ships the first group brought. D1→J1 1, A1→J1 1, D1→O1 0, J1→O1 1
 * (via (2,1)), A1→O1 3, D1→A1 3, A1→D2 1. */
static void
test_maneuver_second_group (void)
{
  g_autoptr (WgGame) game = wg_test_load_game ("moves-movement.json");
  g_autoptr (WgOutcome) other_origin = NULL, same_origin = NULL, all_free = NULL;
  WgJudgement j;
  WgMove      m;
  int         blue = wg_game_find_player (game, "blue");
  int         d1 = wg_test_cell (game, "D1");

  /* From another origin to the same destination. */
  m = maneuver (game, 1, "D1", 2, "J1", "A1", WG_ALL_SHIPS, "J1");
  assert_judged (game, &m, WG_VERDICT_OK, 1);
  other_origin = wg_move_apply (game, &m, NULL);
  wg_test_assert_verdict (other_origin->verdict, WG_VERDICT_OK);
  g_assert_null (other_origin->battle);
  g_assert_cmpint (wg_test_ships (other_origin->game, "J1", "blue"), ==, 4);
  g_assert_cmpint (wg_test_ships (other_origin->game, "D1", "blue"), ==, 1);
  g_assert_cmpint (wg_test_ships (other_origin->game, "A1", "blue"), ==, 0);
  g_assert_cmpint (other_origin->game->stacks[wg_test_cell (game, "A1")].ship_owner, ==,
                   WG_NO_PLAYER);

  /* From the same origin: the ship the first group left behind. */
  m = maneuver (game, 1, "D1", 2, "J1", "D1", 1, "O1");
  assert_judged (game, &m, WG_VERDICT_OK, 1);
  same_origin = wg_move_apply (game, &m, NULL);
  wg_test_assert_verdict (same_origin->verdict, WG_VERDICT_OK);
  g_assert_cmpint (wg_test_ships (same_origin->game, "J1", "blue"), ==, 2);
  g_assert_cmpint (wg_test_ships (same_origin->game, "O1", "blue"), ==, 1);
  g_assert_cmpint (wg_test_ships (same_origin->game, "D1", "blue"), ==, 0);

  /* "All ships" in the second group are those that may still move: at 3X,
   * 2 ships D1 → A1 (range 3), then all of A1's → D2 (range 1) takes the
   * 2 that stood on A1, not the 2 that just arrived. */
  m = maneuver (game, 3, "D1", 2, "A1", "A1", WG_ALL_SHIPS, "D2");
  assert_judged (game, &m, WG_VERDICT_OK, 3);
  all_free = wg_move_apply (game, &m, NULL);
  wg_test_assert_verdict (all_free->verdict, WG_VERDICT_OK);
  g_assert_cmpint (wg_test_ships (all_free->game, "A1", "blue"), ==, 2);
  g_assert_cmpint (wg_test_ships (all_free->game, "D2", "blue"), ==, 2);
  g_assert_cmpint (wg_test_ships (all_free->game, "D1", "blue"), ==, 1);

  /* A1 now holds 4 ships, but only its own 2 may move again: 3 reuses one. */
  m = maneuver (game, 3, "D1", 2, "A1", "A1", 3, "D2");
  assert_judged (game, &m, WG_VERDICT_REUSED_SHIPS, -1);

  /* J1 holds only the 2 ships the first group brought: moving one again
   * reuses it, although O1 is in range. */
  m = maneuver (game, 1, "D1", 2, "J1", "J1", 1, "O1");
  j = wg_test_judge (game, &m);
  wg_test_assert_verdict (j.verdict, WG_VERDICT_REUSED_SHIPS);
  g_assert_cmpint (j.subject, ==, wg_test_cell (game, "J1"));
  g_assert_cmpstr (j.ruling, ==, "R-MOVE-5");

  /* The second group follows the same rules: never onto enemy ships (V1
   * from A1 is at range 1), and in range (A1→O1 is 3). */
  m = maneuver (game, 1, "D1", 2, "J1", "A1", 1, "V1");
  assert_judged (game, &m, WG_VERDICT_ENEMY_SHIPS, -1);
  m = maneuver (game, 1, "D1", 1, "O1", "A1", 1, "O1");
  j = wg_test_judge (game, &m);
  wg_test_assert_verdict (j.verdict, WG_VERDICT_OUT_OF_RANGE);
  g_assert_cmpint (j.range, ==, 3);
  g_assert_cmpint (j.subject, ==, wg_test_cell (game, "A1"));

  /* What may form the second group after 2 of D1's 3 ships went first
   * (wg_maneuver_second_available, the Actions page's count): the one
   * left on D1, A1's 2, and none on J1, where the first group went. */
  g_assert_cmpint (wg_maneuver_second_available (game, blue, d1, 2, d1), ==, 1);
  g_assert_cmpint (wg_maneuver_second_available (game, blue, d1, 2, wg_test_cell (game, "A1")),
                   ==, 2);
  g_assert_cmpint (wg_maneuver_second_available (game, blue, d1, 2, wg_test_cell (game, "J1")),
                   ==, 0);
  g_assert_cmpint (wg_maneuver_second_available (game, blue, d1, 5, d1), ==, 0);
  /* The same, judged (wg_maneuver_judge_second_from): D1 and A1 may
   * start it; J1 and D1 after all 5 went first may not (R-MOVE-5). */
  wg_test_assert_verdict (wg_maneuver_judge_second_from (game, blue, d1, 2, d1), WG_VERDICT_OK);
  wg_test_assert_verdict (
    wg_maneuver_judge_second_from (game, blue, d1, 2, wg_test_cell (game, "A1")), WG_VERDICT_OK);
  wg_test_assert_verdict (
    wg_maneuver_judge_second_from (game, blue, d1, 2, wg_test_cell (game, "J1")),
    WG_VERDICT_REUSED_SHIPS);
  wg_test_assert_verdict (wg_maneuver_judge_second_from (game, blue, d1, 5, d1),
                          WG_VERDICT_REUSED_SHIPS);
  g_assert_cmpstr (wg_verdict_ruling (WG_VERDICT_REUSED_SHIPS, WG_ACTION_MANEUVER), ==,
                   "R-MOVE-5");
}

/* The ruler's Warpgate question (wg_judge_onto_warpgate, R-MOVE-3):
 * blue's ships on D1 onto gate-red, where red has a ship: refused; onto
 * her own gate-blue (empty) or onto V1 (red's ships, but a planet): ok;
 * red's ships on V1 onto gate-red, their own: ok; from J2 (no ships)
 * onto gate-red: nothing to say, ok. */
static void
test_onto_warpgate (void)
{
  g_autoptr (WgGame) game = wg_test_load_game ("moves-movement.json");
  int gate_red = wg_test_cell (game, "gate-red"), d1 = wg_test_cell (game, "D1");

  wg_test_assert_verdict (wg_judge_onto_warpgate (game, d1, gate_red),
                          WG_VERDICT_ENEMY_WARPGATE);
  g_assert_cmpstr (wg_verdict_ruling (WG_VERDICT_ENEMY_WARPGATE, -1), ==, "R-MOVE-3");
  wg_test_assert_verdict (wg_judge_onto_warpgate (game, d1, wg_test_cell (game, "gate-blue")),
                          WG_VERDICT_OK);
  wg_test_assert_verdict (wg_judge_onto_warpgate (game, d1, wg_test_cell (game, "V1")),
                          WG_VERDICT_OK);
  wg_test_assert_verdict (wg_judge_onto_warpgate (game, wg_test_cell (game, "V1"), gate_red),
                          WG_VERDICT_OK);
  wg_test_assert_verdict (wg_judge_onto_warpgate (game, wg_test_cell (game, "J2"), gate_red),
                          WG_VERDICT_OK);
}

/* R-MOVE-4, R-MOVE-6: Recon and Skirmish move exactly 1 ship, Advance 2 or
 * more. All destinations below are in range. */
static void
test_ship_counts (void)
{
  g_autoptr (WgGame) game = wg_test_load_game ("moves-movement.json");
  WgJudgement j;
  WgMove      m;

  m = movement (game, WG_ACTION_ADVANCE, "blue", 1, FALSE, "D1", 1, "J1");
  j = wg_test_judge (game, &m);
  wg_test_assert_verdict (j.verdict, WG_VERDICT_TOO_FEW_SHIPS);
  g_assert_cmpstr (j.ruling, ==, "R-MOVE-6");
  m = movement (game, WG_ACTION_ADVANCE, "blue", 1, FALSE, "A1", WG_ALL_SHIPS, "J1");
  assert_judged (game, &m, WG_VERDICT_OK, 1);

  m = movement (game, WG_ACTION_RECON, "blue", 1, FALSE, "D1", 2, "J1");
  j = wg_test_judge (game, &m);
  wg_test_assert_verdict (j.verdict, WG_VERDICT_TOO_MANY_SHIPS);
  g_assert_cmpstr (j.ruling, ==, "R-MOVE-4");
  m = movement (game, WG_ACTION_SKIRMISH, "blue", 1, FALSE, "D1", 2, "J1");
  j = wg_test_judge (game, &m);
  wg_test_assert_verdict (j.verdict, WG_VERDICT_TOO_MANY_SHIPS);
  g_assert_cmpstr (j.ruling, ==, "R-MOVE-6");
  /* "All ships" from D1 is 3. */
  m = movement (game, WG_ACTION_SKIRMISH, "blue", 1, FALSE, "D1", WG_ALL_SHIPS, "J1");
  assert_judged (game, &m, WG_VERDICT_TOO_MANY_SHIPS, -1);
  /* More ships than stand there. */
  m = movement (game, WG_ACTION_MANEUVER, "blue", 1, FALSE, "D1", 4, "J1");
  assert_judged (game, &m, WG_VERDICT_TOO_MANY_SHIPS, -1);
}

/* R-MOVE-7: Concentrate from one origin, from two, and with one of two
 * origins out of range. To V1 (red ships): A1 at 1, D1 at 2. */
static void
test_concentrate (void)
{
  g_autoptr (WgGame) game = wg_test_load_game ("moves-movement.json");
  g_autoptr (WgOutcome) outcome = NULL;
  WgJudgement j;
  WgMove      m;

  /* Two origins at 2X: the range reported is the larger. */
  m = movement (game, WG_ACTION_CONCENTRATE, "blue", 2, FALSE, "A1", 1, "V1");
  wg_move_add_group (&m, wg_test_cell (game, "D1"), 3);
  j = wg_test_judge (game, &m);
  wg_test_assert_verdict (j.verdict, WG_VERDICT_OK);
  g_assert_true (j.attack);
  g_assert_cmpint (j.range, ==, 2);
  g_assert_true (wg_ruling_list_contains (&j.rulings, "R-MOVE-7"));

  /* At 1X, D1 is out of range: the verdict names D1 (the second origin). */
  m.x = 1;
  j = wg_test_judge (game, &m);
  wg_test_assert_verdict (j.verdict, WG_VERDICT_OUT_OF_RANGE);
  g_assert_cmpint (j.subject, ==, wg_test_cell (game, "D1"));
  g_assert_cmpint (j.range, ==, 2);

  /* The same with D1 named first. */
  m = movement (game, WG_ACTION_CONCENTRATE, "blue", 1, FALSE, "D1", 3, "V1");
  wg_move_add_group (&m, wg_test_cell (game, "A1"), 1);
  j = wg_test_judge (game, &m);
  wg_test_assert_verdict (j.verdict, WG_VERDICT_OUT_OF_RANGE);
  g_assert_cmpint (j.subject, ==, wg_test_cell (game, "D1"));

  /* Two origins, no enemy: D1 and A1 are both at 1 from J1 (via (2,1) or
   * (1,2), and via (3,2)). The ships land together. */
  m = movement (game, WG_ACTION_CONCENTRATE, "blue", 1, FALSE, "D1", 2, "J1");
  wg_move_add_group (&m, wg_test_cell (game, "A1"), 1);
  j = wg_test_judge (game, &m);
  wg_test_assert_verdict (j.verdict, WG_VERDICT_OK);
  g_assert_false (j.attack);
  g_assert_cmpint (j.range, ==, 1);
  outcome = wg_move_apply (game, &m, NULL);
  wg_test_assert_verdict (outcome->verdict, WG_VERDICT_OK);
  g_assert_null (outcome->battle);
  g_assert_cmpint (wg_test_ships (outcome->game, "J1", "blue"), ==, 3);
  g_assert_cmpint (wg_test_ships (outcome->game, "D1", "blue"), ==, 1);
  g_assert_cmpint (wg_test_ships (outcome->game, "A1", "blue"), ==, 1);
}

/* R-MOVE-4…7: only Concentrate may have two origins. */
static void
test_too_many_origins (void)
{
  g_autoptr (WgGame) game = wg_test_load_game ("moves-movement.json");
  const WgAction actions[] = { WG_ACTION_RECON, WG_ACTION_MANEUVER, WG_ACTION_SKIRMISH,
                               WG_ACTION_ADVANCE };

  for (guint i = 0; i < G_N_ELEMENTS (actions); i++)
    {
      WgMove      m = movement (game, actions[i], "blue", 1, FALSE, "D1", 2, "J1");
      WgJudgement j;

      wg_move_add_group (&m, wg_test_cell (game, "A1"), 2);
      j = wg_test_judge (game, &m);
      wg_test_assert_verdict (j.verdict, WG_VERDICT_TOO_MANY_ORIGINS);
    }
}

/* R-MOVE-1: a move goes somewhere else, with ships the player has there,
 * along a path that exists. */
static void
test_bad_moves (void)
{
  g_autoptr (WgGame) game = wg_test_load_game ("moves-movement.json");
  WgJudgement j;
  WgMove      m;

  m = movement (game, WG_ACTION_MANEUVER, "blue", 4, FALSE, "D1", 1, "D1");
  assert_judged (game, &m, WG_VERDICT_SAME_LOCATION, -1);

  /* O1 is empty; V1 holds red's ships, not blue's. */
  m = movement (game, WG_ACTION_SKIRMISH, "blue", 1, FALSE, "O1", 1, "J1");
  j = wg_test_judge (game, &m);
  wg_test_assert_verdict (j.verdict, WG_VERDICT_NO_SHIPS);
  g_assert_cmpint (j.subject, ==, wg_test_cell (game, "O1"));
  m = movement (game, WG_ACTION_MANEUVER, "blue", 1, FALSE, "V1", 1, "D2");
  assert_judged (game, &m, WG_VERDICT_NO_SHIPS, -1);

  /* D3 is walled in by V2 and O2 (R-RANGE-7): no multiplier reaches it. */
  m = movement (game, WG_ACTION_RECON, "blue", 4, TRUE, "D1", 1, "D3");
  j = wg_test_judge (game, &m);
  wg_test_assert_verdict (j.verdict, WG_VERDICT_UNREACHABLE);
  g_assert_cmpint (j.range, ==, WG_RANGE_UNREACHABLE);
  g_assert_cmpstr (j.ruling, ==, "R-RANGE-7");
}

/* R-RANGE-6: spending a Trade Good needs an unspent one. Red has none (its
 * V1 ships would reach O1, at range 1 via (3,0), at 0X+TG). */
static void
test_no_trade_good (void)
{
  g_autoptr (WgGame) game = wg_test_load_game ("moves-movement.json");
  WgMove m;

  m = movement (game, WG_ACTION_SKIRMISH, "red", 0, TRUE, "V1", 1, "O1");
  assert_judged (game, &m, WG_VERDICT_NO_TRADE_GOOD, -1);
  m = movement (game, WG_ACTION_SKIRMISH, "red", 1, FALSE, "V1", 1, "O1");
  assert_judged (game, &m, WG_VERDICT_OK, 1);

  /* Blue's one Trade Good, already spent. */
  game->players[0].trade_goods_unspent = 0;
  game->players[0].trade_goods_spent = 1;
  m = movement (game, WG_ACTION_MANEUVER, "blue", 0, TRUE, "D1", 1, "J1");
  assert_judged (game, &m, WG_VERDICT_NO_TRADE_GOOD, -1);
}

/* A legal move applied: the ships stand at the destination, the origin is
 * empty, and the history sentence names the action and both locations. */
static void
test_apply_move (void)
{
  g_autoptr (WgGame) game = wg_test_load_game ("moves-movement.json");
  g_autoptr (WgOutcome) outcome = NULL;
  WgMove         m = movement (game, WG_ACTION_ADVANCE, "blue", 3, FALSE, "D1", WG_ALL_SHIPS, "A1");
  const WgStack *origin;
  const char    *action, *from, *to;

  outcome = wg_move_apply (game, &m, NULL);
  wg_test_assert_verdict (outcome->verdict, WG_VERDICT_OK);
  g_assert_nonnull (outcome->game);
  g_assert_null (outcome->battle);
  g_assert_null (outcome->question);
  g_assert_cmpint (wg_test_ships (outcome->game, "A1", "blue"), ==, 5);
  origin = &outcome->game->stacks[wg_test_cell (game, "D1")];
  g_assert_cmpint (origin->ship_owner, ==, WG_NO_PLAYER);
  g_assert_cmpuint (origin->ships, ==, 0);
  g_assert_cmpint (wg_game_ships_on_board (outcome->game, 0), ==, 5);
  /* The game passed in is untouched. */
  g_assert_cmpint (wg_test_ships (game, "D1", "blue"), ==, 3);

  g_assert_nonnull (outcome->description);
  action = strstr (outcome->description, "Advance");
  from = strstr (outcome->description, "D1");
  to = strstr (outcome->description, "A1");
  g_assert_nonnull (action);
  g_assert_nonnull (from);
  g_assert_nonnull (to);
  g_assert_true (action < from && from < to);
}

/* An illegal move changes nothing: no game, and the verdict says why. */
static void
test_apply_illegal (void)
{
  g_autoptr (WgGame) game = wg_test_load_game ("moves-movement.json");
  g_autoptr (WgOutcome) outcome = NULL;
  WgMove m = movement (game, WG_ACTION_RECON, "blue", 1, FALSE, "D1", 1, "V1");

  outcome = wg_move_apply (game, &m, NULL);
  wg_test_assert_verdict (outcome->verdict, WG_VERDICT_ENEMY_SHIPS);
  g_assert_null (outcome->game);
  g_assert_null (outcome->battle);
  g_assert_nonnull (outcome->description);
  g_assert_nonnull (strstr (outcome->description, "R-MOVE-2"));
}

/* One expected option: origins (NULL for none), destination, range, attack,
 * ship bounds. */
typedef struct
{
  const char *from1;
  const char *from2;
  const char *to;
  int         range;
  gboolean    attack;
  int         min_ships;
  int         max_ships;
} Expected;

/* The list holds exactly the expected options, in any order. */
static void
assert_options (const WgGame     *game,
                const WgMoveList *list,
                const Expected   *expected,
                guint             n_expected)
{
  g_assert_cmpuint (list->options->len, ==, n_expected);
  for (guint e = 0; e < n_expected; e++)
    {
      const Expected *x = &expected[e];
      guint           found = 0;

      for (guint i = 0; i < list->options->len; i++)
        {
          const WgMoveOption *o = &g_array_index (list->options, WgMoveOption, i);

          if (o->to != wg_test_cell (game, x->to) || o->n_from != (x->from2 ? 2u : 1u)
              || o->from[0] != wg_test_cell (game, x->from1)
              || (x->from2 && o->from[1] != wg_test_cell (game, x->from2)))
            continue;
          found++;
          g_assert_cmpint (o->range, ==, x->range);
          g_assert_cmpint (o->attack, ==, x->attack);
          g_assert_cmpint (o->min_ships, ==, x->min_ships);
          g_assert_cmpint (o->max_ships, ==, x->max_ships);
        }
      if (found != 1)
        g_error ("option %s%s%s → %s found %u times", x->from1, x->from2 ? " + " : "",
                 x->from2 ? x->from2 : "", x->to, found);
    }
}

/* Recon at 0X: from D1 only O1 (range 0); gate-red is at 0 but red's
 * (R-MOVE-3); A1 has no neighbouring location. */
static void
test_list_recon_0x (void)
{
  g_autoptr (WgGame) game = wg_test_load_game ("moves-movement.json");
  g_autoptr (WgMoveList) list = wg_moves_list (game, 0, WG_ACTION_RECON, 0, FALSE);
  static const Expected expected[] = {
    { "D1", NULL, "O1", 0, FALSE, 1, 1 },
  };

  assert_options (game, list, expected, G_N_ELEMENTS (expected));
}

/* Advance at 1X (and 0X+TG, the same reach): from D1 (3 ships) O1,
 * gate-blue, J1; from A1 (2 ships) V1 (an attack), D2, J1, J2. */
static void
test_list_advance_1x (void)
{
  g_autoptr (WgGame) game = wg_test_load_game ("moves-movement.json");
  g_autoptr (WgMoveList) list = wg_moves_list (game, 0, WG_ACTION_ADVANCE, 1, FALSE);
  g_autoptr (WgMoveList) with_tg = wg_moves_list (game, 0, WG_ACTION_ADVANCE, 0, TRUE);
  static const Expected expected[] = {
    { "D1", NULL, "O1", 0, FALSE, 2, 3 },
    { "D1", NULL, "gate-blue", 1, FALSE, 2, 3 },
    { "D1", NULL, "J1", 1, FALSE, 2, 3 },
    { "A1", NULL, "V1", 1, TRUE, 2, 2 },
    { "A1", NULL, "D2", 1, FALSE, 2, 2 },
    { "A1", NULL, "J1", 1, FALSE, 2, 2 },
    { "A1", NULL, "J2", 1, FALSE, 2, 2 },
  };

  assert_options (game, list, expected, G_N_ELEMENTS (expected));
  assert_options (game, with_tg, expected, G_N_ELEMENTS (expected));
}

/* The list in a sentence (wg_move_list_describe), the Actions page's and
 * the shared page's: the count, the X with a Trade Good counted; none;
 * an action with no location, its limit. */
static void
test_list_describe (void)
{
  g_autoptr (WgGame) game = wg_test_load_game ("moves-movement.json");
  g_autoptr (WgMoveList) list = wg_moves_list (game, 0, WG_ACTION_ADVANCE, 1, FALSE);
  g_autoptr (WgMoveList) with_tg = wg_moves_list (game, 0, WG_ACTION_ADVANCE, 0, TRUE);
  g_autoptr (WgMoveList) promote = wg_moves_list (game, 0, WG_ACTION_PROMOTE, 2, FALSE);
  g_autofree char *text = wg_move_list_describe (game, list);
  g_autofree char *text_tg = wg_move_list_describe (game, with_tg);
  g_autofree char *none = NULL, *limit = NULL, *expected = NULL;

  g_assert_cmpstr (text, ==, "Advance for blue at 1X: 7 legal moves.");
  g_assert_cmpstr (text_tg, ==, "Advance for blue at 1X: 7 legal moves.");
  g_array_set_size (list->options, 1);
  g_free (text);
  text = wg_move_list_describe (game, list);
  g_assert_cmpstr (text, ==, "Advance for blue at 1X: 1 legal move.");
  g_array_set_size (list->options, 0);
  none = wg_move_list_describe (game, list);
  g_assert_cmpstr (none, ==, "No legal Advance for blue at 1X.");
  limit = wg_move_list_describe (game, promote);
  expected = g_strdup_printf ("Promote for blue at 2X: up to %d.", promote->limit);
  g_assert_cmpstr (limit, ==, expected);
}

/* Maneuver at 2X: V1 (range 2 from D1, 1 from A1) holds red's ships and
 * drops out (R-MOVE-2); the rest is Advance 1X's list with 1…n ships. */
static void
test_list_maneuver_2x (void)
{
  g_autoptr (WgGame) game = wg_test_load_game ("moves-movement.json");
  g_autoptr (WgMoveList) list = wg_moves_list (game, 0, WG_ACTION_MANEUVER, 2, FALSE);
  static const Expected expected[] = {
    { "D1", NULL, "O1", 0, FALSE, 1, 3 },
    { "D1", NULL, "gate-blue", 1, FALSE, 1, 3 },
    { "D1", NULL, "J1", 1, FALSE, 1, 3 },
    { "A1", NULL, "D2", 1, FALSE, 1, 2 },
    { "A1", NULL, "J1", 1, FALSE, 1, 2 },
    { "A1", NULL, "J2", 1, FALSE, 1, 2 },
  };

  assert_options (game, list, expected, G_N_ELEMENTS (expected));
}

/* Concentrate at 1X: the single origins with 1…n ships, and the pair
 * (D1, A1) for J1, the only location within 1 of both: 2…5 ships. */
static void
test_list_concentrate_1x (void)
{
  g_autoptr (WgGame) game = wg_test_load_game ("moves-movement.json");
  g_autoptr (WgMoveList) list = wg_moves_list (game, 0, WG_ACTION_CONCENTRATE, 1, FALSE);
  static const Expected expected[] = {
    { "D1", NULL, "O1", 0, FALSE, 1, 3 },
    { "D1", NULL, "gate-blue", 1, FALSE, 1, 3 },
    { "D1", NULL, "J1", 1, FALSE, 1, 3 },
    { "A1", NULL, "V1", 1, TRUE, 1, 2 },
    { "A1", NULL, "D2", 1, FALSE, 1, 2 },
    { "A1", NULL, "J1", 1, FALSE, 1, 2 },
    { "A1", NULL, "J2", 1, FALSE, 1, 2 },
    { "D1", "A1", "J1", 1, FALSE, 2, 5 },
  };

  assert_options (game, list, expected, G_N_ELEMENTS (expected));
}

/* Red has no Trade Good to spend: nothing is legal with one. Without, its
 * Skirmish at 1X: from V1 (4,0), whose neighbours (5,0) (3,0) (3,1) (4,1)
 * are all space, to D2 via (5,0), O1 via (3,0), J1 via (3,1) and A1 via
 * (4,1) (blue's ships: an attack); D1 is at 2. From its Warpgate (0,2):
 * D1 is a neighbour (an attack at range 0), J1 is at 1 via (1,2), blue's
 * Warpgate (at 1 via (0,1)) is never a destination. */
static void
test_list_red (void)
{
  g_autoptr (WgGame) game = wg_test_load_game ("moves-movement.json");
  g_autoptr (WgMoveList) none = wg_moves_list (game, 1, WG_ACTION_SKIRMISH, 1, TRUE);
  g_autoptr (WgMoveList) list = wg_moves_list (game, 1, WG_ACTION_SKIRMISH, 1, FALSE);
  static const Expected expected[] = {
    { "V1", NULL, "O1", 1, FALSE, 1, 1 },
    { "V1", NULL, "D2", 1, FALSE, 1, 1 },
    { "V1", NULL, "J1", 1, FALSE, 1, 1 },
    { "V1", NULL, "A1", 1, TRUE, 1, 1 },
    { "gate-red", NULL, "D1", 0, TRUE, 1, 1 },
    { "gate-red", NULL, "J1", 1, FALSE, 1, 1 },
  };

  g_assert_cmpuint (none->options->len, ==, 0);
  assert_options (game, list, expected, G_N_ELEMENTS (expected));
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/wg/moves-movement/range-0x", test_range_0x);
  g_test_add_func ("/wg/moves-movement/list-describe", test_list_describe);
  g_test_add_func ("/wg/moves-movement/range-1x", test_range_1x);
  g_test_add_func ("/wg/moves-movement/range-4x", test_range_4x);
  g_test_add_func ("/wg/moves-movement/range-trade-good", test_range_trade_good);
  g_test_add_func ("/wg/moves-movement/recon-double", test_recon_double);
  g_test_add_func ("/wg/moves-movement/enemy-ships-block", test_enemy_ships_block);
  g_test_add_func ("/wg/moves-movement/attacks-allowed", test_attacks_allowed);
  g_test_add_func ("/wg/moves-movement/attack-apply", test_attack_apply);
  g_test_add_func ("/wg/moves-movement/attack-apply-concentrate", test_attack_apply_concentrate);
  g_test_add_func ("/wg/moves-movement/markers-and-drones", test_markers_and_drones);
  g_test_add_func ("/wg/moves-movement/enemy-warpgate", test_enemy_warpgate);
  g_test_add_func ("/wg/moves-movement/maneuver-second-group", test_maneuver_second_group);
  g_test_add_func ("/wg/moves-movement/ship-counts", test_ship_counts);
  g_test_add_func ("/wg/moves-movement/concentrate", test_concentrate);
  g_test_add_func ("/wg/moves-movement/too-many-origins", test_too_many_origins);
  g_test_add_func ("/wg/moves-movement/bad-moves", test_bad_moves);
  g_test_add_func ("/wg/moves-movement/no-trade-good", test_no_trade_good);
  g_test_add_func ("/wg/moves-movement/apply-move", test_apply_move);
  g_test_add_func ("/wg/moves-movement/apply-illegal", test_apply_illegal);
  g_test_add_func ("/wg/moves-movement/list-recon-0x", test_list_recon_0x);
  g_test_add_func ("/wg/moves-movement/list-advance-1x", test_list_advance_1x);
  g_test_add_func ("/wg/moves-movement/list-maneuver-2x", test_list_maneuver_2x);
  g_test_add_func ("/wg/moves-movement/list-concentrate-1x", test_list_concentrate_1x);
  g_test_add_func ("/wg/moves-movement/list-red", test_list_red);

  g_test_add_func ("/wg/moves-movement/R-MOVE-3/onto-warpgate", test_onto_warpgate);
  return g_test_run ();
}
