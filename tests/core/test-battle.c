/* test-battle.c — a battle resolved: strength, winner, card texts, casualties,
 * withdrawal and the table after (R-BATTLE-1…3, R-WD-1…4, R-AI-8, R-AI-9)
 * Copyright 2026 The Warpgate Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The boards are the withdrawal board of test-withdraw.c (a 9×6
 * parallelogram, q 0…8, r 0…5): the blue Warpgate at (0,0), the red one at
 * (8,5), D1 (4,0), V1 (2,2), J1 (4,2), A1 (6,2), D2 (7,0), O1 (4,4). From
 * J1, V1, A1, D1 and O1 are at range 1; from V1, J1 is at range 1 (one
 * hex, (3,2), between).
 *
 * Cards: the shipped catalog for the rulebook's cards, and
 * tests/data/battle-test-catalog.json for made-up test cards ("test-…"),
 * which exist only to exercise the effect vocabulary. Every answer below is
 * worked by hand in the comment above its test.
 */
#include <string.h>

#include "wg-battle.h"
#include "wg-catalog-json.h"
#include "wg-invariants.h"
#include "wg-test-util.h"

/* The shipped catalog completed by the test cards. */
static WgCatalog *
test_catalog (void)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "data", "battle-test-catalog.json",
                                                 NULL);
  g_autoptr (GError) error = NULL;
  g_autoptr (WgCatalog) builtin = wg_catalog_new_builtin ();
  g_autoptr (WgCatalog) test = wg_catalog_load_from_file (path, &error);

  g_assert_no_error (error);
  return wg_catalog_merge (builtin, test);
}

static WgBattleCard
card (const WgCatalog *catalog,
      const char      *spec)
{
  g_autoptr (GError) error = NULL;
  WgBattleCard c;

  g_assert_true (wg_battle_card_parse (catalog, spec, &c, &error));
  g_assert_no_error (error);
  return c;
}

/* An attack as it stands before the ships move: @ships1 (and @ships2) of
 * the attacker's ships from @from1 (and @from2); the defender is whoever
 * has ships at @at, with all of them. */
static WgBattleStart
start_battle (const WgGame *game,
              const char   *attacker,
              const char   *from1,
              int           ships1,
              const char   *from2,
              int           ships2,
              const char   *at)
{
  WgBattleStart s;

  memset (&s, 0, sizeof s);
  s.attacker = wg_test_player (game, attacker);
  s.origins[0] = wg_test_cell (game, from1);
  s.ships[0] = ships1;
  s.n_origins = 1;
  if (from2 != NULL)
    {
      s.origins[1] = wg_test_cell (game, from2);
      s.ships[1] = ships2;
      s.n_origins = 2;
    }
  s.at = wg_test_cell (game, at);
  s.defender = game->stacks[s.at].ship_owner;
  s.defender_ships = wg_game_ships_at (game, s.at, s.defender);
  return s;
}

static WgBattleResult *
resolve (const WgGame        *game,
         const WgCatalog     *catalog,
         const WgBattleStart *start,
         const char          *attacker_card,
         const char          *defender_card)
{
  WgBattleCard    a = card (catalog, attacker_card), d = card (catalog, defender_card);
  WgBattleResult *r = wg_battle_resolve (game, catalog, start, &a, &d);

  for (guint i = 0; i < r->effects->len; i++)
    g_test_message ("effect: %s", (const char *) g_ptr_array_index (r->effects, i));
  return r;
}

/* How many effect sentences contain @part. */
static guint
count_effects (const WgBattleResult *r,
               const char           *part)
{
  guint n = 0;

  for (guint i = 0; i < r->effects->len; i++)
    if (strstr (g_ptr_array_index (r->effects, i), part) != NULL)
      n++;
  return n;
}

static void
assert_side (const WgBattleSide *side,
             int                 ships,
             int                 multiplier,
             int                 strength,
             int                 destroyed,
             int                 survivors)
{
  g_assert_cmpint (side->ships, ==, ships);
  g_assert_cmpint (side->multiplier, ==, multiplier);
  g_assert_cmpint (side->strength, ==, strength);
  g_assert_cmpint (side->destroyed, ==, destroyed);
  g_assert_cmpint (side->survivors, ==, survivors);
}

static const char *
destination (const WgGame       *game,
             const WgWithdrawal *w,
             guint               i)
{
  g_assert_cmpuint (i, <, w->destinations->len);
  return wg_board_get_cell (game->board, g_array_index (w->destinations, int, i))->id;
}

/* wg_battle_apply with no question left: the table after, which must pass
 * wg_game_check. */
static WgGame *
apply_ok (const WgGame         *game,
          const WgBattleStart  *start,
          const WgBattleResult *r,
          WgAnswers            *answers)
{
  g_autoptr (WgOutcome) outcome = wg_battle_apply (game, start, r, answers);
  g_autoptr (GError) error = NULL;

  g_assert_null (outcome->question);
  g_assert_nonnull (outcome->game);
  g_assert_nonnull (outcome->description);
  g_test_message ("applied: %s", outcome->description);
  if (!wg_game_check (outcome->game, &error))
    g_error ("the table after the battle breaks an invariant: %s", error->message);
  return wg_outcome_steal_game (outcome);
}

/* Rulebook pp.10–11, first example: Red attacks with 6 ships playing
 * Pitched Battle (x2), Blue defends V1 with 2 ships playing Heroic
 * Sacrifice (x5).
 *   strength: red 6 × 2 = 12, blue 2 × 5 = 10 → red, the attacker, wins.
 *   Pitched Battle, "destroy half of the ships on both sides, rounded
 *   down": red 6/2 = 3, blue 2/2 = 1. (The rulebook's sentence says red
 *   loses 2; half of 6 rounded down is 3, and the card's printed text is
 *   what the app applies.)
 *   Heroic Sacrifice: its text is not known (in the example it costs Blue
 *   its last ship) → "resolve by hand", destroying nothing here.
 *   survivors: red 3, blue 1. Blue withdraws to its Outpost on J1, range 1
 *   from V1 (the only candidate but its Warpgate at range 3).
 * The table after: V1 red 3, D1 empty, J1 blue 1; supplies red 12 − 3 = 9,
 * blue 12 − 1 = 11. */
static void
test_rulebook_example1 (void)
{
  g_autoptr (WgGame) game = wg_test_load_game ("battle-example1.json");
  g_autoptr (WgCatalog) catalog = wg_catalog_new_builtin ();
  WgBattleStart start = start_battle (game, "red", "D1", 6, NULL, 0, "V1");
  g_autoptr (WgBattleResult) r = resolve (game, catalog, &start, "pitched-battle",
                                          "heroic-sacrifice");
  g_autoptr (WgGame) after = NULL;

  g_assert_cmpint (r->winner, ==, WG_ROLE_ATTACKER);
  assert_side (&r->sides[WG_ROLE_ATTACKER], 6, 2, 12, 3, 3);
  assert_side (&r->sides[WG_ROLE_DEFENDER], 2, 5, 10, 1, 1);
  g_assert_cmpuint (r->fight.n_steps, ==, 1);
  g_assert_cmpint (r->fight.step_owner[0], ==, WG_ROLE_ATTACKER);
  g_assert_cmpint (r->fight.step_lost[0][0], ==, 3);
  g_assert_cmpint (r->fight.step_lost[0][1], ==, 1);
  g_assert_cmpuint (count_effects (r, "= 12"), ==, 1);
  g_assert_cmpuint (count_effects (r, "red loses 3, blue loses 1"), ==, 1);
  g_assert_cmpuint (count_effects (r, "resolve by hand: Heroic Sacrifice (blue)"), ==, 1);
  g_assert_cmpuint (count_effects (r, "resolve by hand: Pitched Battle"), ==, 0);
  g_assert_cmpint (r->withdrawal->loser, ==, wg_test_player (game, "blue"));
  g_assert_cmpuint (r->withdrawal->destinations->len, ==, 1);
  g_assert_cmpstr (destination (game, r->withdrawal, 0), ==, "J1");
  g_assert_true (wg_ruling_list_contains (&r->rulings, "R-BATTLE-1"));
  g_assert_true (wg_ruling_list_contains (&r->rulings, "R-BATTLE-2"));
  g_assert_true (wg_ruling_list_contains (&r->rulings, "R-BATTLE-3"));
  g_assert_true (wg_ruling_list_contains (&r->rulings, "R-WD-2"));
  g_assert_false (wg_ruling_list_contains (&r->rulings, "R-AI-8"));

  after = apply_ok (game, &start, r, NULL);
  g_assert_cmpint (wg_test_ships (after, "V1", "red"), ==, 3);
  g_assert_cmpint (wg_test_ships (after, "V1", "blue"), ==, 0);
  g_assert_cmpint (wg_test_ships (after, "D1", "red"), ==, 0);
  g_assert_cmpint (wg_test_ships (after, "J1", "blue"), ==, 1);
  g_assert_cmpint (wg_game_supply (after, wg_test_player (after, "red")), ==, 9);
  g_assert_cmpint (wg_game_supply (after, wg_test_player (after, "blue")), ==, 11);
}

/* wg_battle_judge: the rulebook's battle may be fought, on red's turn too;
 * blue's counter-attack only on the table (not blue's turn); a defence by
 * part of the defender's ships, or more attackers than stand there, is no
 * battle, nor is one from off the board; wg_battle_apply refuses them,
 * changing nothing. On red's own Warpgate (battle-warpgate.json) no battle
 * is fought: R-MOVE-3. */
static void
test_judge (void)
{
  g_autoptr (WgGame) game = wg_test_load_game ("battle-example1.json");
  g_autoptr (WgGame) gate = wg_test_load_game ("battle-warpgate.json");
  g_autoptr (WgCatalog) catalog = wg_catalog_new_builtin ();
  WgBattleStart start = start_battle (game, "red", "D1", 6, NULL, 0, "V1");
  WgBattleStart back = start_battle (game, "blue", "V1", 2, NULL, 0, "D1");
  WgBattleStart part = start, more = start;
  WgBattleStart on_gate = start_battle (gate, "blue", "P1", 3, NULL, 0, "gate-red");
  g_autoptr (WgBattleResult) r = resolve (game, catalog, &start, "pitched-battle", "x1");
  g_autoptr (WgBattleResult) g = resolve (gate, catalog, &on_gate, "x3", "x1");
  g_autoptr (WgOutcome) refused = NULL, refused_gate = NULL;
  int subject = 0;

  g_assert_cmpint (wg_battle_judge (game, &start, NULL), ==, WG_VERDICT_OK);
  g_assert_cmpint (wg_battle_judge_turn (game, &start, NULL), ==, WG_VERDICT_OK);
  g_assert_cmpint (wg_battle_judge (game, &back, NULL), ==, WG_VERDICT_OK);
  g_assert_cmpint (wg_battle_judge_turn (game, &back, NULL), ==, WG_VERDICT_NOT_YOUR_TURN);
  part.defender_ships = 1;
  g_assert_cmpint (wg_battle_judge (game, &part, &subject), ==, WG_VERDICT_NO_SHIPS);
  g_assert_cmpint (subject, ==, wg_test_cell (game, "V1"));
  more.ships[0] = 7;
  g_assert_cmpint (wg_battle_judge (game, &more, NULL), ==, WG_VERDICT_TOO_MANY_SHIPS);
  /* A cell off the board is no location, and the sentence says so. */
  more = start;
  more.origins[0] = 9999;
  g_assert_cmpint (wg_battle_judge (game, &more, &subject), ==, WG_VERDICT_NOT_A_LOCATION);
  {
    g_autofree char *why = wg_battle_judge_describe (game, &more, WG_VERDICT_NOT_A_LOCATION,
                                                     subject);

    g_assert_cmpstr (why, ==, "No battle: a battle is fought between locations (R-MOVE-1).");
  }
  refused = wg_battle_apply (game, &part, r, NULL);
  g_assert_cmpint (refused->verdict, ==, WG_VERDICT_NO_SHIPS);
  g_assert_null (refused->game);
  g_assert_nonnull (strstr (refused->description, "No battle: "));

  g_assert_cmpint (wg_battle_judge (gate, &on_gate, &subject), ==, WG_VERDICT_ENEMY_WARPGATE);
  g_assert_cmpstr (wg_battle_judge_ruling (WG_VERDICT_ENEMY_WARPGATE), ==, "R-MOVE-3");
  refused_gate = wg_battle_apply (gate, &on_gate, g, NULL);
  g_assert_cmpint (refused_gate->verdict, ==, WG_VERDICT_ENEMY_WARPGATE);
  g_assert_null (refused_gate->game);
  g_assert_true (wg_ruling_list_contains (&refused_gate->rulings, "R-MOVE-3"));
  g_assert_nonnull (strstr (refused_gate->description, "(R-MOVE-3)"));
}

/* Rulebook p.11, second example: Red attacks J1 from D1 with 3 ships
 * playing Heavy Resistance (x1), Blue defends with All or Nothing, whose
 * multiplier the rulebook does not give; it says Blue's strength was 6, so
 * Blue's 2 ships play it here as x3.
 *   strength: red 3 × 1 = 3, blue 2 × 3 = 6 → blue, the defender, wins.
 *   Heavy Resistance, as its player loses, destroys 1 enemy ship: blue
 *   2 → 1. Its full text is not known: "resolve by hand" too.
 *   survivors: red 3, blue 1. Red goes back to D1, where it attacked from,
 *   though nothing of Red's is left there (R-WD-1).
 * The table after: D1 red 3, J1 blue 1; supplies red 9, blue 11. */
static void
test_rulebook_example2 (void)
{
  g_autoptr (WgGame) game = wg_test_load_game ("battle-example2.json");
  g_autoptr (WgCatalog) catalog = wg_catalog_new_builtin ();
  WgBattleStart start = start_battle (game, "red", "D1", 3, NULL, 0, "J1");
  g_autoptr (WgBattleResult) r = resolve (game, catalog, &start, "heavy-resistance", "x3");
  g_autoptr (WgGame) after = NULL;

  g_assert_cmpint (r->winner, ==, WG_ROLE_DEFENDER);
  assert_side (&r->sides[WG_ROLE_ATTACKER], 3, 1, 3, 0, 3);
  assert_side (&r->sides[WG_ROLE_DEFENDER], 2, 3, 6, 1, 1);
  g_assert_cmpuint (count_effects (r, "red loses 0, blue loses 1"), ==, 1);
  g_assert_cmpuint (count_effects (r, "resolve by hand: Heavy Resistance (red)"), ==, 1);
  g_assert_cmpuint (count_effects (r, "resolve by hand: x3"), ==, 0);
  g_assert_cmpint (r->withdrawal->role, ==, WG_ROLE_ATTACKER);
  g_assert_cmpstr (destination (game, r->withdrawal, 0), ==, "D1");
  g_assert_cmpint (r->withdrawal->chooser, ==, WG_NO_PLAYER);
  g_assert_true (wg_ruling_list_contains (&r->rulings, "R-WD-1"));

  after = apply_ok (game, &start, r, NULL);
  g_assert_cmpint (wg_test_ships (after, "D1", "red"), ==, 3);
  g_assert_cmpint (wg_test_ships (after, "J1", "blue"), ==, 1);
  g_assert_cmpint (wg_test_ships (after, "J1", "red"), ==, 0);
  g_assert_cmpint (wg_game_supply (after, wg_test_player (after, "red")), ==, 9);
  g_assert_cmpint (wg_game_supply (after, wg_test_player (after, "blue")), ==, 11);
}

/* R-BATTLE-1: red 3 ships × 2 = 6 against blue 2 ships × 3 = 6: a tie,
 * and the attacker wins it. */
static void
test_tie_to_attacker (void)
{
  g_autoptr (WgGame) game = wg_test_load_game ("battle-example2.json");
  WgBattleStart start = start_battle (game, "red", "D1", 3, NULL, 0, "J1");
  g_autoptr (WgBattleResult) r = resolve (game, NULL, &start, "x2", "x3");

  g_assert_cmpint (r->winner, ==, WG_ROLE_ATTACKER);
  assert_side (&r->sides[WG_ROLE_ATTACKER], 3, 2, 6, 0, 3);
  assert_side (&r->sides[WG_ROLE_DEFENDER], 2, 3, 6, 0, 2);
  g_assert_cmpuint (count_effects (r, "A tie: the attacker, red, wins"), ==, 1);
  g_assert_cmpint (r->withdrawal->role, ==, WG_ROLE_DEFENDER);
}

/* R-BATTLE-1: x0 gives strength 0 whatever the ships. 4 ships × 0 = 0
 * lose to 1 ship × 5 = 5; 0 against 0 (3 × 0, 2 × 0) is a tie: the
 * attacker wins. Nothing is destroyed: no texts. */
static void
test_times_zero (void)
{
  WgBattleCard zero, five;
  WgFight      f;

  wg_battle_card_from_multiplier (0, &zero);
  wg_battle_card_from_multiplier (5, &five);
  wg_battle_fight (4, 1, &zero, &five, &f);
  g_assert_cmpint (f.strength[0], ==, 0);
  g_assert_cmpint (f.strength[1], ==, 5);
  g_assert_cmpint (f.winner, ==, WG_ROLE_DEFENDER);
  g_assert_cmpint (f.destroyed[0] + f.destroyed[1], ==, 0);

  wg_battle_fight (3, 2, &zero, &zero, &f);
  g_assert_cmpint (f.strength[0], ==, 0);
  g_assert_cmpint (f.strength[1], ==, 0);
  g_assert_cmpint (f.winner, ==, WG_ROLE_ATTACKER);

  /* And the defender with x0: 1 ship × 5 = 5 beats 6 ships × 0 = 0. */
  wg_battle_fight (1, 6, &five, &zero, &f);
  g_assert_cmpint (f.strength[1], ==, 0);
  g_assert_cmpint (f.winner, ==, WG_ROLE_ATTACKER);
}

/* R-BATTLE-2, one cancel: red's 3 ships play test-cancel (x1): 3; blue's
 * 2 play test-destroy-2-enemy-on-win (x2): 4 → blue wins, but its text is
 * cancelled: nothing is destroyed.
 * And a cancel that also destroys: red 3 × 1 (test-cancel-and-destroy-1-
 * enemy) = 3 against blue 2 × 1 (test-half-both) = 2 → red wins; half-both
 * is cancelled, red's own "destroy 1 enemy" still acts: blue 2 → 1. */
static void
test_one_cancel (void)
{
  g_autoptr (WgCatalog) catalog = test_catalog ();
  WgBattleCard cancel = card (catalog, "test-cancel");
  WgBattleCard destroy = card (catalog, "test-destroy-2-enemy-on-win");
  WgBattleCard cancel_destroy = card (catalog, "test-cancel-and-destroy-1-enemy");
  WgBattleCard half = card (catalog, "test-half-both");
  WgFight      f;

  wg_battle_fight (3, 2, &cancel, &destroy, &f);
  g_assert_cmpint (f.winner, ==, WG_ROLE_DEFENDER);
  g_assert_false (f.cancelled[0]);
  g_assert_true (f.cancelled[1]);
  g_assert_cmpuint (f.n_steps, ==, 0);
  g_assert_cmpint (f.destroyed[0], ==, 0);
  g_assert_cmpint (f.destroyed[1], ==, 0);

  wg_battle_fight (3, 2, &cancel_destroy, &half, &f);
  g_assert_cmpint (f.winner, ==, WG_ROLE_ATTACKER);
  g_assert_true (f.cancelled[1]);
  g_assert_false (f.cancelled[0]);
  g_assert_cmpuint (f.n_steps, ==, 1);
  g_assert_cmpint (f.destroyed[0], ==, 0);
  g_assert_cmpint (f.destroyed[1], ==, 1);
}

/* R-BATTLE-2, two cancels cancel each other's whole text: red 3 × 1
 * (test-cancel-and-destroy-1-enemy) against blue 2 × 1 (test-cancel) → red
 * wins 3 to 2; its "destroy 1 enemy" is part of the cancelled text, so
 * nothing is destroyed. The account says both cancel. */
static void
test_two_cancels (void)
{
  g_autoptr (WgGame) game = wg_test_load_game ("battle-example2.json");
  g_autoptr (WgCatalog) catalog = test_catalog ();
  WgBattleStart start = start_battle (game, "red", "D1", 3, NULL, 0, "J1");
  g_autoptr (WgBattleResult) r = resolve (game, catalog, &start,
                                          "test-cancel-and-destroy-1-enemy", "test-cancel");

  g_assert_cmpint (r->winner, ==, WG_ROLE_ATTACKER);
  g_assert_true (r->fight.cancelled[0]);
  g_assert_true (r->fight.cancelled[1]);
  assert_side (&r->sides[WG_ROLE_ATTACKER], 3, 1, 3, 0, 3);
  assert_side (&r->sides[WG_ROLE_DEFENDER], 2, 1, 2, 0, 2);
  g_assert_cmpuint (count_effects (r, "Both cards cancel"), ==, 1);
}

/* R-BATTLE-2, the order that destroys the most: red 4 ships play
 * test-destroy-2-enemy-on-win (x2): 8; blue 5 ships play test-half-both
 * (x1): 5 → red wins, so both texts act.
 *   red's first: blue 5 − 2 = 3; then half of both: red 4/2 = 2, blue
 *   3/2 = 1 → red loses 2, blue 3: 5 ships.
 *   half first: red 4/2 = 2, blue 5/2 = 2 → blue 3; then 2 enemy: blue
 *   3 − 2 = 1 → red loses 2, blue 4: 6 ships.
 * The larger, 6: half of both first. Survivors red 2, blue 1. */
static void
test_destroy_order (void)
{
  g_autoptr (WgCatalog) catalog = test_catalog ();
  WgBattleCard destroy = card (catalog, "test-destroy-2-enemy-on-win");
  WgBattleCard half = card (catalog, "test-half-both");
  WgFight      f;

  wg_battle_fight (4, 5, &destroy, &half, &f);
  g_assert_cmpint (f.strength[0], ==, 8);
  g_assert_cmpint (f.strength[1], ==, 5);
  g_assert_cmpint (f.winner, ==, WG_ROLE_ATTACKER);
  g_assert_cmpuint (f.n_steps, ==, 2);
  g_assert_cmpint (f.step_owner[0], ==, WG_ROLE_DEFENDER);
  g_assert_cmpint (f.step_lost[0][0], ==, 2);
  g_assert_cmpint (f.step_lost[0][1], ==, 2);
  g_assert_cmpint (f.step_owner[1], ==, WG_ROLE_ATTACKER);
  g_assert_cmpint (f.step_lost[1][0], ==, 0);
  g_assert_cmpint (f.step_lost[1][1], ==, 2);
  g_assert_cmpint (f.destroyed[0], ==, 2);
  g_assert_cmpint (f.destroyed[1], ==, 4);
}

/* R-BATTLE-3: the winner may end with no ships. Red's 6 ships × 1 (x1) = 6
 * beat blue's 2 × 1 (test-destroy-all-enemy) = 2; blue's text then destroys
 * all 6 red ships. Blue still lost: its 2 ships withdraw to J1 (range 1).
 * The table after: V1 empty, D1 empty, J1 blue 2; red's 12 all in supply. */
static void
test_winner_without_ships (void)
{
  g_autoptr (WgGame) game = wg_test_load_game ("battle-example1.json");
  g_autoptr (WgCatalog) catalog = test_catalog ();
  WgBattleStart start = start_battle (game, "red", "D1", 6, NULL, 0, "V1");
  g_autoptr (WgBattleResult) r = resolve (game, catalog, &start, "x1", "test-destroy-all-enemy");
  g_autoptr (WgGame) after = NULL;
  int v1 = wg_test_cell (game, "V1");

  g_assert_cmpint (r->winner, ==, WG_ROLE_ATTACKER);
  assert_side (&r->sides[WG_ROLE_ATTACKER], 6, 1, 6, 6, 0);
  assert_side (&r->sides[WG_ROLE_DEFENDER], 2, 1, 2, 0, 2);
  g_assert_cmpint (r->withdrawal->loser, ==, wg_test_player (game, "blue"));
  g_assert_cmpstr (destination (game, r->withdrawal, 0), ==, "J1");

  after = apply_ok (game, &start, r, NULL);
  g_assert_cmpint (after->stacks[v1].ships, ==, 0);
  g_assert_cmpint (after->stacks[v1].ship_owner, ==, WG_NO_PLAYER);
  g_assert_cmpint (wg_test_ships (after, "J1", "blue"), ==, 2);
  g_assert_cmpint (wg_test_ships (after, "D1", "red"), ==, 0);
  g_assert_cmpint (wg_game_supply (after, wg_test_player (after, "red")), ==, 12);
}

/* A loser with no survivors has nothing to withdraw: red 6 × 2 (test-
 * destroy-2-enemy-on-win) = 12 beat blue 2 × 1 = 2; 2 enemy ships: blue
 * 2 → 0. V1 red 6, blue's 12 all in supply. */
static void
test_loser_without_ships (void)
{
  g_autoptr (WgGame) game = wg_test_load_game ("battle-example1.json");
  g_autoptr (WgCatalog) catalog = test_catalog ();
  WgBattleStart start = start_battle (game, "red", "D1", 6, NULL, 0, "V1");
  g_autoptr (WgBattleResult) r = resolve (game, catalog, &start, "test-destroy-2-enemy-on-win",
                                          "x1");
  g_autoptr (WgGame) after = NULL;

  assert_side (&r->sides[WG_ROLE_DEFENDER], 2, 1, 2, 2, 0);
  g_assert_cmpuint (count_effects (r, "nothing is left to withdraw"), ==, 1);
  after = apply_ok (game, &start, r, NULL);
  g_assert_cmpint (wg_test_ships (after, "V1", "red"), ==, 6);
  g_assert_cmpint (wg_test_ships (after, "J1", "blue"), ==, 0);
  g_assert_cmpint (wg_game_supply (after, wg_test_player (after, "blue")), ==, 12);
}

/* Only the ships that attack take part: red attacks V1 with 4 of its 6
 * ships on D1, x1 against blue's 2 × 1: 4 to 2, red wins, nothing is
 * destroyed. D1 keeps red's other 2; V1 red 4; blue's 2 go to J1. */
static void
test_part_of_the_ships (void)
{
  g_autoptr (WgGame) game = wg_test_load_game ("battle-example1.json");
  WgBattleStart start = start_battle (game, "red", "D1", 4, NULL, 0, "V1");
  g_autoptr (WgBattleResult) r = resolve (game, NULL, &start, "x1", "x1");
  g_autoptr (WgGame) after = NULL;

  assert_side (&r->sides[WG_ROLE_ATTACKER], 4, 1, 4, 0, 4);
  after = apply_ok (game, &start, r, NULL);
  g_assert_cmpint (wg_test_ships (after, "D1", "red"), ==, 2);
  g_assert_cmpint (wg_test_ships (after, "V1", "red"), ==, 4);
  g_assert_cmpint (wg_test_ships (after, "J1", "blue"), ==, 2);
}

/* R-WD-1, a Concentrate lost: red attacks J1 with 2 ships from D1 and 3
 * from V1, x1: 5; blue's 3 ships play test-destroy-2-enemy-on-win (x2): 6
 * → blue wins and destroys 2 red ships: 3 survive. Blue, the defender,
 * splits them: the question "split" with options 0…3 (ships back to D1,
 * the rest to V1). Answered "1": D1 red 1, V1 red 2; J1 blue 3. Red had 5
 * ships on the board, now 3: supply 9. */
static void
test_concentrate_split (void)
{
  g_autoptr (WgGame) game = wg_test_load_game ("battle-concentrate.json");
  g_autoptr (WgCatalog) catalog = test_catalog ();
  WgBattleStart start = start_battle (game, "red", "D1", 2, "V1", 3, "J1");
  g_autoptr (WgBattleResult) r = resolve (game, catalog, &start, "x1",
                                          "test-destroy-2-enemy-on-win");
  g_autoptr (WgOutcome) asked = NULL;
  g_autoptr (WgAnswers) answers = wg_answers_new ();
  g_autoptr (WgGame) after = NULL;

  g_assert_cmpint (r->winner, ==, WG_ROLE_DEFENDER);
  assert_side (&r->sides[WG_ROLE_ATTACKER], 5, 1, 5, 2, 3);
  assert_side (&r->sides[WG_ROLE_DEFENDER], 3, 2, 6, 0, 3);
  g_assert_cmpint (r->withdrawal->chooser, ==, wg_test_player (game, "blue"));

  asked = wg_battle_apply (game, &start, r, NULL);
  g_assert_null (asked->game);
  g_assert_nonnull (asked->question);
  g_assert_cmpstr (asked->question->id, ==, "split");
  g_assert_cmpuint (asked->question->options->len, ==, 4);
  for (int k = 0; k <= 3; k++)
    {
      g_autofree char *id = g_strdup_printf ("%d", k);

      g_assert_true (wg_question_has_option (asked->question, id));
    }

  wg_answers_add_choice (answers, "1");
  after = apply_ok (game, &start, r, answers);
  g_assert_cmpint (wg_test_ships (after, "D1", "red"), ==, 1);
  g_assert_cmpint (wg_test_ships (after, "V1", "red"), ==, 2);
  g_assert_cmpint (wg_test_ships (after, "J1", "blue"), ==, 3);
  g_assert_cmpint (wg_test_ships (after, "J1", "red"), ==, 0);
  g_assert_cmpint (wg_game_supply (after, wg_test_player (after, "red")), ==, 9);
}

/* R-WD-3: red 3 × 2 = 6 beats blue 2 × 1 = 2 on J1. Blue's Colony on V1
 * and Outpost on A1 are both at range 1: red, the winning attacker,
 * chooses — the question "withdraw" with options V1 and A1. An answer
 * that is not an option asks again; "A1" puts blue's 2 ships there. */
static void
test_withdraw_tie_asks (void)
{
  g_autoptr (WgGame) game = wg_test_load_game ("battle-withdraw-tie.json");
  WgBattleStart start = start_battle (game, "red", "D1", 3, NULL, 0, "J1");
  g_autoptr (WgBattleResult) r = resolve (game, NULL, &start, "x2", "x1");
  g_autoptr (WgOutcome) asked = NULL, wrong = NULL;
  g_autoptr (WgAnswers) bad = wg_answers_new ();
  g_autoptr (WgAnswers) answers = wg_answers_new ();
  g_autoptr (WgGame) after = NULL;

  g_assert_cmpint (r->winner, ==, WG_ROLE_ATTACKER);
  g_assert_cmpstr (destination (game, r->withdrawal, 0), ==, "V1");
  g_assert_cmpstr (destination (game, r->withdrawal, 1), ==, "A1");
  g_assert_cmpint (r->withdrawal->chooser, ==, wg_test_player (game, "red"));

  asked = wg_battle_apply (game, &start, r, NULL);
  g_assert_nonnull (asked->question);
  g_assert_null (asked->game);
  g_assert_cmpstr (asked->question->id, ==, "withdraw");
  g_assert_cmpuint (asked->question->options->len, ==, 2);
  g_assert_true (wg_question_has_option (asked->question, "V1"));
  g_assert_true (wg_question_has_option (asked->question, "A1"));

  wg_answers_add_choice (bad, "D2");
  wrong = wg_battle_apply (game, &start, r, bad);
  g_assert_nonnull (wrong->question);

  wg_answers_add_choice (answers, "A1");
  after = apply_ok (game, &start, r, answers);
  g_assert_cmpint (wg_test_ships (after, "A1", "blue"), ==, 2);
  g_assert_cmpint (wg_test_ships (after, "V1", "blue"), ==, 0);
  g_assert_cmpint (wg_test_ships (after, "J1", "red"), ==, 3);
}

/* R-AI-9: the AI (blue) attacks red's 2 ships on J1 with its 3 from D1;
 * both play test-refresh-trade-good (x1): 3 to 2, the AI wins. Red, a
 * human, refreshes its spent Trade Good (spent 1 → 0, unspent 0 → 1); the
 * AI never refreshes and takes an available one instead (pool 3 → 2, AI
 * unspent 0 → 1). Red withdraws to its Outpost on A1. R-AI-8 and R-AI-9
 * are cited. */
static void
test_ai_gains_instead (void)
{
  g_autoptr (WgGame) game = wg_test_load_game ("battle-ai.json");
  g_autoptr (WgCatalog) catalog = test_catalog ();
  WgBattleStart start = start_battle (game, "blue", "D1", 3, NULL, 0, "J1");
  g_autoptr (WgBattleResult) r = resolve (game, catalog, &start, "test-refresh-trade-good",
                                          "test-refresh-trade-good");
  g_autoptr (WgGame) after = NULL;
  const WgPlayer *red, *ai;

  g_assert_cmpint (r->winner, ==, WG_ROLE_ATTACKER);
  g_assert_true (wg_ruling_list_contains (&r->rulings, "R-AI-8"));
  g_assert_true (wg_ruling_list_contains (&r->rulings, "R-AI-9"));
  g_assert_cmpuint (count_effects (r, "the AI, takes an available Trade Good instead"), ==, 1);
  g_assert_cmpuint (count_effects (r, "red refreshes a Trade Good"), ==, 1);

  after = apply_ok (game, &start, r, NULL);
  red = &after->players[wg_test_player (after, "red")];
  ai = &after->players[wg_test_player (after, "blue")];
  g_assert_cmpint (red->trade_goods_spent, ==, 0);
  g_assert_cmpint (red->trade_goods_unspent, ==, 1);
  g_assert_cmpint (ai->trade_goods_spent, ==, 0);
  g_assert_cmpint (ai->trade_goods_unspent, ==, 1);
  g_assert_cmpint (after->trade_goods, ==, 2);
  g_assert_cmpint (wg_test_ships (after, "J1", "blue"), ==, 3);
  g_assert_cmpint (wg_test_ships (after, "A1", "red"), ==, 2);
}

/* Issue 30, item 6: the battle of test_ai_gains_instead with the AI
 * (blue) named as New Game names it, "The Gatekeepers": every sentence
 * about them is plural — the winner, the Trade Good they take, the
 * history's "beat" and "lose" — and red's stay singular. Unnamed, the AI
 * is "blue", one player (test_ai_gains_instead). */
static void
test_gatekeepers_plural (void)
{
  g_autoptr (WgGame) game = wg_test_load_game ("battle-ai.json");
  g_autoptr (WgCatalog) catalog = test_catalog ();
  WgBattleStart start = start_battle (game, "blue", "D1", 3, NULL, 0, "J1");
  g_autoptr (WgBattleResult) r = NULL;
  g_autoptr (WgOutcome) outcome = NULL;
  WgPlayer *ai = &game->players[wg_test_player (game, "blue")];

  g_assert_true (ai->ai);
  ai->name = g_strdup ("The Gatekeepers");
  r = resolve (game, catalog, &start, "test-refresh-trade-good", "test-refresh-trade-good");
  g_assert_cmpuint (count_effects (r, "The Gatekeepers win (R-BATTLE-1)."), ==, 1);
  g_assert_cmpuint (count_effects (r, "The Gatekeepers, the AI, take an available Trade Good "
                                      "instead of refreshing one"),
                    ==, 1);
  g_assert_cmpuint (count_effects (r, "The Gatekeepers wins"), ==, 0);
  g_assert_cmpuint (count_effects (r, "red refreshes a Trade Good"), ==, 1);
  outcome = wg_battle_apply (game, &start, r, NULL);
  g_assert_nonnull (outcome->game);
  g_assert_cmpstr (outcome->description, ==,
                   "Battle at J1: The Gatekeepers beat red, 3 to 2; The Gatekeepers lose 0, "
                   "red loses 0");
}

/* R-BATTLE-2: a battle-trigger Technology acts only for a participant.
 * Red (attacking) and green (looking on) hold Test Battle Technology; blue
 * (defending) holds Test Deploy Technology, whose trigger is not a battle.
 * Only red's is listed. Without a catalog nothing is known of triggers. */
static void
test_technology_participants (void)
{
  g_autoptr (WgGame) game = wg_test_load_game ("battle-participants.json");
  g_autoptr (WgCatalog) catalog = test_catalog ();
  WgBattleStart start = start_battle (game, "red", "D1", 4, NULL, 0, "J1");
  g_autoptr (WgBattleResult) r = resolve (game, catalog, &start, "x1", "x1");
  g_autoptr (WgBattleResult) bare = resolve (game, NULL, &start, "x1", "x1");

  g_assert_cmpuint (count_effects (r, "Technology"), ==, 1);
  g_assert_cmpuint (count_effects (r, "red’s Technology Test Battle Technology acts"), ==, 1);
  g_assert_cmpuint (count_effects (r, "green"), ==, 0);
  g_assert_cmpuint (count_effects (r, "Test Deploy Technology"), ==, 0);
  g_assert_cmpuint (count_effects (bare, "Technology"), ==, 0);
}

/* A text the app cannot automate is quoted for the players and destroys
 * nothing: red 4 × 3 (test-by-hand) = 12 against blue 2 × 0 = 0. */
static void
test_by_hand (void)
{
  g_autoptr (WgGame) game = wg_test_load_game ("battle-participants.json");
  g_autoptr (WgCatalog) catalog = test_catalog ();
  WgBattleStart start = start_battle (game, "red", "D1", 4, NULL, 0, "J1");
  g_autoptr (WgBattleResult) r = resolve (game, catalog, &start, "test-by-hand", "x0");

  assert_side (&r->sides[WG_ROLE_ATTACKER], 4, 3, 12, 0, 4);
  assert_side (&r->sides[WG_ROLE_DEFENDER], 2, 0, 0, 0, 2);
  g_assert_cmpuint (count_effects (r, "resolve by hand: Test By Hand (red): “TEST CARD"), ==, 1);
}

/* Cards by id or by multiplier; a card without a known multiplier, one the
 * catalog lacks, or a Technology cannot be played. */
static void
test_card_parse (void)
{
  g_autoptr (WgCatalog) catalog = wg_catalog_new_builtin ();
  static const char *const refused[] = {
    "glorious-victory",
    "sol-olo",
    "no-such-card",
    "alien-imports",
    "x",
    "x12",
    "",
  };
  WgBattleCard c;

  g_assert_true (wg_battle_card_parse (catalog, "x7", &c, NULL));
  g_assert_cmpint (c.multiplier, ==, 7);
  g_assert_cmpstr (c.name, ==, "x7");
  g_assert_true (c.complete);
  g_assert_cmpuint (c.n_effects, ==, 0);
  g_assert_true (wg_battle_card_parse (catalog, "pitched-battle", &c, NULL));
  g_assert_cmpstr (c.id, ==, "pitched-battle");
  g_assert_cmpstr (c.name, ==, "Pitched Battle");
  g_assert_cmpint (c.multiplier, ==, 2);
  for (guint i = 0; i < G_N_ELEMENTS (refused); i++)
    {
      g_autoptr (GError) error = NULL;

      g_assert_false (wg_battle_card_parse (catalog, refused[i], &c, &error));
      g_assert_nonnull (error);
      g_test_message ("%s: %s", refused[i], error->message);
      g_assert_nonnull (strstr (error->message, "xN"));
    }
}

/* R-AI-8: the card given for the Gatekeepers is the card they drew
 * (wg_battle_judge_ai_card) on battle-ai-draw.json, whose AI Tactics deck
 * is known, top first: pitched-battle (the catalog's Pitched Battle, x2,
 * with a text), x3. Drawn Pitched Battle: given as pitched-battle, ok;
 * as x3, another card; as x2, its text would be lost; as
 * pitched-battle:x3, the wrong multiplier. Drawn the plain x3: given as
 * x3, ok; as x4, no. The same deck in an order nobody knows: the card
 * drawn was asked, any card given stands. */
static void
test_ai_card_given (void)
{
  g_autoptr (WgCatalog) catalog = test_catalog ();
  g_autoptr (WgGame) game = wg_test_load_game ("battle-ai-draw.json");
  const WgTactic *top = &g_array_index (game->ai.tactics_deck, WgTactic, 0);
  const WgTactic *plain = &g_array_index (game->ai.tactics_deck, WgTactic, 1);
  WgBattleCard    pitched = card (catalog, "pitched-battle");
  WgBattleCard    x3 = card (catalog, "x3");
  WgBattleCard    x2 = card (catalog, "x2");
  WgBattleCard    x4 = card (catalog, "x4");
  WgBattleCard    pitched3 = card (catalog, "pitched-battle:x3");

  g_assert_cmpstr (top->card, ==, "pitched-battle");
  wg_test_assert_verdict (wg_battle_judge_ai_card (game, catalog, top, &pitched), WG_VERDICT_OK);
  wg_test_assert_verdict (wg_battle_judge_ai_card (game, catalog, top, &x3),
                          WG_VERDICT_NOT_TOP_CARD);
  wg_test_assert_verdict (wg_battle_judge_ai_card (game, catalog, top, &x2),
                          WG_VERDICT_NOT_TOP_CARD);
  wg_test_assert_verdict (wg_battle_judge_ai_card (game, catalog, top, &pitched3),
                          WG_VERDICT_NOT_TOP_CARD);
  wg_test_assert_verdict (wg_battle_judge_ai_card (game, catalog, plain, &x3), WG_VERDICT_OK);
  wg_test_assert_verdict (wg_battle_judge_ai_card (game, catalog, plain, &x4),
                          WG_VERDICT_NOT_TOP_CARD);
  g_assert_cmpstr (wg_verdict_ruling (WG_VERDICT_NOT_TOP_CARD, -1), ==, "R-AI-8");

  game->ai.tactics_unknown = TRUE;
  wg_test_assert_verdict (wg_battle_judge_ai_card (game, catalog, top, &x3), WG_VERDICT_OK);
}

int
main (int argc, char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/wg/battle/rulebook/example1", test_rulebook_example1);
  g_test_add_func ("/wg/battle/judge", test_judge);
  g_test_add_func ("/wg/battle/rulebook/example2", test_rulebook_example2);
  g_test_add_func ("/wg/battle/R-BATTLE-1/tie-to-attacker", test_tie_to_attacker);
  g_test_add_func ("/wg/battle/R-BATTLE-1/times-zero", test_times_zero);
  g_test_add_func ("/wg/battle/R-BATTLE-2/one-cancel", test_one_cancel);
  g_test_add_func ("/wg/battle/R-BATTLE-2/two-cancels", test_two_cancels);
  g_test_add_func ("/wg/battle/R-BATTLE-2/destroy-order", test_destroy_order);
  g_test_add_func ("/wg/battle/R-BATTLE-2/technology-participants",
                   test_technology_participants);
  g_test_add_func ("/wg/battle/R-BATTLE-3/winner-without-ships", test_winner_without_ships);
  g_test_add_func ("/wg/battle/R-BATTLE-3/loser-without-ships", test_loser_without_ships);
  g_test_add_func ("/wg/battle/R-WD-1/concentrate-split", test_concentrate_split);
  g_test_add_func ("/wg/battle/R-WD-3/withdraw-tie-asks", test_withdraw_tie_asks);
  g_test_add_func ("/wg/battle/R-AI-8/ai-card-given", test_ai_card_given);
  g_test_add_func ("/wg/battle/R-AI-9/ai-gains-instead", test_ai_gains_instead);
  g_test_add_func ("/wg/battle/gatekeepers-plural", test_gatekeepers_plural);
  g_test_add_func ("/wg/battle/apply/part-of-the-ships", test_part_of_the_ships);
  g_test_add_func ("/wg/battle/by-hand", test_by_hand);
  g_test_add_func ("/wg/battle/card-parse", test_card_parse);
  return g_test_run ();
}
