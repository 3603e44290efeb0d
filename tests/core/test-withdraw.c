/* test-withdraw.c — where the loser of a battle goes (R-WD-1…4)
 * Copyright 2026 The Warpgate Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The withdrawal board (tests/data/withdraw-*.json) is a 9×6 parallelogram
 * q 0…8, r 0…5 with the blue Warpgate at (0,0), the red one at (8,5),
 * D1 (4,0), V1 (2,2), J1 (4,2), A1 (6,2), D2 (7,0), O1 (4,4). From J1:
 * D1, V1, A1 and O1 are at range 1 (one hex between), D2 at 2, the red
 * Warpgate at 6 (worked in test-range.c).
 */
#include "wg-battle.h"
#include "wg-range.h"
#include "wg-withdraw.h"
#include "wg-test-util.h"

static WgWithdrawal *
withdraw (const WgGame *game,
          const char   *attacker,
          const char   *from1,
          const char   *from2,
          const char   *at,
          gboolean      attacker_won)
{
  int origins[2] = { wg_test_cell (game, from1), from2 ? wg_test_cell (game, from2) : -1 };

  return wg_withdrawal_compute (game, wg_game_find_player (game, attacker), origins,
                                from2 ? 2 : 1, wg_test_cell (game, at), attacker_won);
}

static void
assert_destinations (const WgGame       *game,
                     const WgWithdrawal *w,
                     const char         *first,
                     ...)
{
  va_list args;
  guint   n = 0;

  va_start (args, first);
  for (const char *id = first; id != NULL; id = va_arg (args, const char *), n++)
    {
      g_assert_cmpuint (n, <, w->destinations->len);
      g_assert_cmpstr (wg_board_get_cell (game->board, g_array_index (w->destinations, int, n))->id,
                       ==, id);
    }
  va_end (args);
  g_assert_cmpuint (w->destinations->len, ==, n);
}

/* Rulebook p.11, example 1: Blue attacks Red's ship on the Jungle planet and
 * wins. The nearest valid planet is the Arctic planet (Red Outpost, range 1);
 * the Volcanic planet is as near but has nothing of Red's (R-WD-2). */
static void
test_example1 (void)
{
  g_autoptr (WgGame) game = wg_test_load_game ("withdraw-example1.json");
  g_autoptr (WgWithdrawal) w = withdraw (game, "blue", "D1", NULL, "J1", TRUE);

  g_assert_cmpint (w->loser, ==, wg_game_find_player (game, "red"));
  g_assert_cmpint (w->role, ==, WG_ROLE_DEFENDER);
  assert_destinations (game, w, "A1", NULL);
  g_assert_cmpint (w->range, ==, 1);
  g_assert_cmpint (w->chooser, ==, WG_NO_PLAYER);
  g_assert_false (w->fallback);
  g_assert_true (wg_ruling_list_contains (&w->rulings, "R-WD-2"));
  g_assert_true (wg_ruling_list_contains (&w->rulings, "R-WD-3"));
  g_assert_false (wg_ruling_list_contains (&w->rulings, "R-WD-4"));
}

/* Example 2: two valid planets at the same range (V1 Colony, A1 Outpost,
 * both range 1): the winning attacker, Blue, chooses (R-WD-3). */
static void
test_example2_tie (void)
{
  g_autoptr (WgGame) game = wg_test_load_game ("withdraw-example2.json");
  g_autoptr (WgWithdrawal) w = withdraw (game, "blue", "D1", NULL, "J1", TRUE);

  assert_destinations (game, w, "V1", "A1", NULL);
  g_assert_cmpint (w->range, ==, 1);
  g_assert_cmpint (w->chooser, ==, wg_game_find_player (game, "blue"));
}

/* Example 3: Red's ship on the Arctic planet A1 (6,2) loses; Red has nothing
 * else but its drone on O1, which does not count (R-WD-2). Its Warpgate
 * (8,5) counts as a Colony: 5 grid steps away with open space between, 4
 * crossed. */
static void
test_example3_warpgate (void)
{
  g_autoptr (WgGame) game = wg_test_load_game ("withdraw-example3.json");
  g_autoptr (WgWithdrawal) w = withdraw (game, "blue", "J1", NULL, "A1", TRUE);

  assert_destinations (game, w, "gate-red", NULL);
  g_assert_cmpint (w->range, ==, 4);
  g_assert_false (w->fallback);
  g_assert_cmpint (w->chooser, ==, WG_NO_PLAYER);
}

/* R-WD-2: Blue attacks from V1, where Red has an Outpost: the origin is
 * excluded (and it holds Blue's ships); A1 remains. */
static void
test_origin_excluded (void)
{
  g_autoptr (WgGame) game = wg_test_load_game ("withdraw-origin-excluded.json");
  g_autoptr (WgWithdrawal) w = withdraw (game, "blue", "V1", NULL, "J1", TRUE);

  assert_destinations (game, w, "A1", NULL);
  g_assert_cmpint (w->range, ==, 1);
}

/* R-WD-2: A1 has Red's Outpost but Green's ships: excluded. Next nearest is
 * D2 (Red Colony, range 2), before the Warpgate (6). */
static void
test_enemy_ships_excluded (void)
{
  g_autoptr (WgGame) game = wg_test_load_game ("withdraw-enemy-ships.json");
  g_autoptr (WgWithdrawal) w = withdraw (game, "blue", "D1", NULL, "J1", TRUE);

  assert_destinations (game, w, "D2", NULL);
  g_assert_cmpint (w->range, ==, 2);
}

/* R-WD-1: a losing attacker goes back where it came from. */
static void
test_attacker_returns (void)
{
  g_autoptr (WgGame) game = wg_test_load_game ("withdraw-example1.json");
  g_autoptr (WgWithdrawal) w = withdraw (game, "blue", "D1", NULL, "J1", FALSE);

  g_assert_cmpint (w->loser, ==, wg_game_find_player (game, "blue"));
  g_assert_cmpint (w->role, ==, WG_ROLE_ATTACKER);
  assert_destinations (game, w, "D1", NULL);
  g_assert_cmpint (w->range, ==, 1);
  g_assert_cmpint (w->chooser, ==, WG_NO_PLAYER);
  g_assert_true (wg_ruling_list_contains (&w->rulings, "R-WD-1"));
  g_assert_false (wg_ruling_list_contains (&w->rulings, "R-WD-2"));
}

/* R-WD-1: after a Concentrate from D1 and V1, the defender (Red) splits
 * the survivors. If Blue wins instead, Red cannot go to either origin. */
static void
test_concentrate (void)
{
  g_autoptr (WgGame) game = wg_test_load_game ("withdraw-concentrate.json");
  g_autoptr (WgWithdrawal) lost = withdraw (game, "blue", "D1", "V1", "J1", FALSE);
  g_autoptr (WgWithdrawal) won = withdraw (game, "blue", "D1", "V1", "J1", TRUE);

  assert_destinations (game, lost, "D1", "V1", NULL);
  g_assert_cmpint (lost->chooser, ==, wg_game_find_player (game, "red"));
  g_assert_cmpint (lost->range, ==, 1);
  assert_destinations (game, won, "A1", NULL);
}

/* R-WD-4: Red has nothing but J1 and its Warpgate, which is walled in by
 * A9 (8,4) and D9 (7,5): nothing is reachable, so Red goes to the Warpgate
 * anyway, with no range. */
static void
test_fallback (void)
{
  g_autoptr (WgGame) game = wg_test_load_game ("withdraw-fallback.json");
  g_autoptr (WgWithdrawal) w = withdraw (game, "blue", "D1", NULL, "J1", TRUE);

  g_autofree char *sentence = NULL;

  assert_destinations (game, w, "gate-red", NULL);
  g_assert_true (w->fallback);
  g_assert_cmpint (w->range, ==, WG_RANGE_UNREACHABLE);
  g_assert_true (wg_ruling_list_contains (&w->rulings, "R-WD-4"));
  /* Text for people: the player by name, the Warpgate by its colour,
   * never its id "gate-red". */
  g_free (game->players[1].name);
  game->players[1].name = g_strdup ("Rei");
  sentence = wg_withdrawal_describe (game, w);
  g_assert_cmpstr (sentence, ==,
                   "The defender, Rei, loses: no valid location can be reached, so its ships "
                   "withdraw to the red Warpgate (R-WD-4).");
}

/* Green has no Warpgate on this board and nothing else: no destination at
 * all (docs/rules.md's readings: the ships go back to the supply). */
static void
test_no_warpgate (void)
{
  g_autoptr (WgGame) game = wg_test_load_game ("withdraw-no-warpgate.json");
  g_autoptr (WgWithdrawal) w = withdraw (game, "blue", "D1", NULL, "J1", TRUE);

  g_assert_cmpuint (w->destinations->len, ==, 0);
  g_assert_true (w->fallback);
  g_assert_cmpint (w->chooser, ==, WG_NO_PLAYER);
}

/* R-WD-3: when the AI (Blue here) wins, the human chooses among ties. */
static void
test_ai_wins_human_chooses (void)
{
  g_autoptr (WgGame) game = wg_test_load_game ("withdraw-ai-tie.json");
  g_autoptr (WgWithdrawal) w = withdraw (game, "blue", "D1", NULL, "J1", TRUE);

  assert_destinations (game, w, "V1", "A1", NULL);
  g_assert_cmpint (w->chooser, ==, wg_game_find_player (game, "red"));
}

/* Whether the ruler previews a withdrawal (wg_withdrawal_preview_judge),
 * on moves-movement.json (blue: 3 ships on D1, 2 on A1; red: 2 on V1, 1 on
 * its Warpgate): D1 onto V1, red's planet: a preview, blue attacking; D1
 * onto gate-red: none (R-MOVE-3); D1 onto A1, blue's own ships: none;
 * J2, no ships, onto V1: none. The odd file: red's ship moved onto blue's
 * own Warpgate (R-MOVE-3 forbids it): D1 onto gate-blue gets none, as
 * the ruler always did. */
static void
test_preview_judge (void)
{
  g_autoptr (WgGame) game = wg_test_load_game ("moves-movement.json");
  int d1 = wg_test_cell (game, "D1"), gate_blue = wg_test_cell (game, "gate-blue");
  int attacker = -2;

  wg_test_assert_verdict (
    wg_withdrawal_preview_judge (game, d1, wg_test_cell (game, "V1"), &attacker), WG_VERDICT_OK);
  g_assert_cmpint (attacker, ==, wg_game_find_player (game, "blue"));
  wg_test_assert_verdict (
    wg_withdrawal_preview_judge (game, d1, wg_test_cell (game, "gate-red"), NULL),
    WG_VERDICT_ENEMY_WARPGATE);
  g_assert_cmpstr (wg_battle_judge_ruling (WG_VERDICT_ENEMY_WARPGATE), ==, "R-MOVE-3");
  wg_test_assert_verdict (wg_withdrawal_preview_judge (game, d1, wg_test_cell (game, "A1"), NULL),
                          WG_VERDICT_NO_SHIPS);
  wg_test_assert_verdict (wg_withdrawal_preview_judge (game, wg_test_cell (game, "J2"),
                                                       wg_test_cell (game, "V1"), &attacker),
                          WG_VERDICT_NO_SHIPS);
  g_assert_cmpint (attacker, ==, WG_NO_PLAYER);
  game->stacks[gate_blue].ship_owner = (gint8) wg_game_find_player (game, "red");
  game->stacks[gate_blue].ships = 1;
  wg_test_assert_verdict (wg_withdrawal_preview_judge (game, d1, gate_blue, NULL),
                          WG_VERDICT_ENEMY_WARPGATE);
}

int
main (int argc, char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/wg/withdraw/rulebook/example1", test_example1);
  g_test_add_func ("/wg/withdraw/rulebook/example2-tie", test_example2_tie);
  g_test_add_func ("/wg/withdraw/rulebook/example3-warpgate", test_example3_warpgate);
  g_test_add_func ("/wg/withdraw/R-WD-2/origin-excluded", test_origin_excluded);
  g_test_add_func ("/wg/withdraw/R-WD-2/enemy-ships-excluded", test_enemy_ships_excluded);
  g_test_add_func ("/wg/withdraw/R-WD-1/attacker-returns", test_attacker_returns);
  g_test_add_func ("/wg/withdraw/R-WD-1/concentrate", test_concentrate);
  g_test_add_func ("/wg/withdraw/R-WD-4/fallback", test_fallback);
  g_test_add_func ("/wg/withdraw/no-warpgate", test_no_warpgate);
  g_test_add_func ("/wg/withdraw/R-MOVE-3/preview-judge", test_preview_judge);
  g_test_add_func ("/wg/withdraw/R-WD-3/ai-wins-human-chooses", test_ai_wins_human_chooses);
  return g_test_run ();
}
