/* test-ai-attack.c — the Gatekeepers' attack: targets, the largest group,
 * the closest target, leaving one behind, the ties the human decides, the
 * battle hand-off, no target and the Tethisian Enclave (R-AI-5 … R-AI-7,
 * R-AI-9)
 * Copyright 2026 The Warpgate Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * tests/data/ai-attack-*.json share one board. Row 0 holds the locations;
 * row 1 is a corridor of empty hexes from q = -1 to 16. Row 0 has no other
 * hex, so a path between two locations runs through the corridor: from
 * (a,0) it enters at (a,1), leaves at (b-1,1) for (b,0), and crosses b - a
 * hexes. Every range below is the difference of q.
 *
 *   q    0         2   4   6   8   10  12  14  16
 *   r=0  gate-red  J1  D1  J2  D2  D3  J3  D4  gate-blue
 *
 * J1, J2, J3 jungle (J2 has a trade icon); D1…D4 desert. No sectors. Blue
 * is the human, red the AI; round 1, turn 2, red active with 1 card
 * played; the bottom card is objective:desert. Red's ships_total leaves it
 * a supply of 0 unless a test says otherwise, so every Reinforce is short
 * (R-AI-4) and the AI attacks.
 *
 * tests/data/ai-attack-unreachable.json: gate-red (0,0), D1 (2,0),
 * gate-blue (4,0) on a corridor q = -1…4, and J9 (10,0), a jungle planet
 * with no neighbour on the board: nothing reaches it and nothing leaves it
 * (R-RANGE-7).
 */
#include "wg-battle.h"
#include "wg-test-ai.h"

#define BLUE 0
#define RED  1

/* Ships of @color on @id, set by hand (0 clears the location). */
static void
set_ships (WgGame     *game,
           const char *id,
           const char *color,
           int         count)
{
  WgStack *s = &game->stacks[wg_test_cell (game, id)];

  s->ship_owner = count > 0 ? (gint8) wg_test_player (game, color) : WG_NO_PLAYER;
  s->ships = (guint8) count;
}

/*
 * R-AI-5 (ai-attack-largest.json). Red: 1 ship on gate-red, 3 on J1 (an AI
 * Colony), 2 on D2; AI Colonies on D1 (no ships) and D4 (with 2 blue
 * ships). Targets: D3 (empty) and D4 (AI Colony, but player ships); not D1
 * (AI Colony, no player ships) nor D2 (AI ships). Groups and their nearest
 * target: gate-red 1 (D3, 10), J1 3 (D3, 8), D2 2 (D3, 2). The largest
 * group goes, though D2 is nearer: J1's 3 ships to D3, all of them (an AI
 * Colony without a trade icon, R-AI-6), a plain move.
 */
static void
test_largest_closest (void)
{
  g_autoptr (WgGame) game = wg_test_load_game ("ai-attack-largest.json");
  g_autoptr (WgAiTurn) turn = wg_test_ai_play (game, NULL);

  wg_test_ai_assert_done (turn, WG_AI_ATTACK);
  wg_test_ai_assert_str (wg_test_ai_steps (game, turn), "note | move J1>D3 3");
  g_assert_null (turn->battle);
  wg_test_ai_assert_str (wg_test_ai_ships (turn->game),
                         "gate-red red 1, D2 red 2, D3 red 3, D4 blue 2");
  wg_test_ai_assert_str (wg_test_ai_markers (turn->game),
                         "J1 red colony, D1 red colony, D4 red colony");
  g_assert_true (wg_ruling_list_contains (&turn->rulings, "R-AI-5"));
  g_assert_false (wg_ruling_list_contains (&turn->rulings, "R-AI-6"));
  g_assert_false (wg_ruling_list_contains (&turn->rulings, "R-AI-7"));
  g_assert_cmpint (turn->game->active, ==, BLUE);
  g_assert_cmpint (turn->game->turn, ==, 3);
}

/* R-AI-5: an AI Colony with player ships stays a target. In
 * ai-attack-largest.json, with an AI Colony put on D3 too, the only target
 * left is D4 (AI Colony, 2 blue ships): J1's 3 ships (12 away) attack it —
 * a battle. */
static void
test_colony_with_player_ships (void)
{
  g_autoptr (WgGame) game = wg_test_load_game ("ai-attack-largest.json");
  g_autoptr (WgAiTurn) turn = NULL;
  WgStack *d3 = &game->stacks[wg_test_cell (game, "D3")];

  d3->marker_owner = RED;
  d3->marker_side = WG_MARKER_COLONY;
  turn = wg_test_ai_play (game, NULL);
  wg_test_ai_assert_done (turn, WG_AI_ATTACK);
  wg_test_ai_assert_str (wg_test_ai_steps (game, turn), "note | move J1>D4 3");
  g_assert_nonnull (turn->battle);
  g_assert_cmpint (turn->battle->at, ==, wg_test_cell (game, "D4"));
  g_assert_cmpint (turn->battle->ships[0], ==, 3);
  g_assert_cmpint (turn->battle->defender_ships, ==, 2);
}

/*
 * R-AI-5 into a battle (ai-attack-battle.json): as above, but D3 holds 1
 * blue ship and red has a supply of 1. Reinforce asks 2 ships each for D1
 * (AI Colony, range 4 from gate-red) and D2 (AI ships, range 8): the one
 * ship goes to D1 (R-AI-4). Then J1's 3 ships attack D3: a battle against
 * blue's 1 ship. The game is the table before the AI's ships move, with
 * the deployment done, and red's turn is not over. Resolved x1 against x1,
 * 3 to 1: the AI wins; blue's ship withdraws to its nearest location with
 * its ships, D4 (4; gate-blue is 6), and J1's ships stand on D3.
 */
static void
test_battle (void)
{
  g_autoptr (WgGame) game = wg_test_load_game ("ai-attack-battle.json");
  g_autoptr (WgAiTurn) turn = wg_test_ai_play (game, NULL);
  g_autoptr (WgBattleResult) result = NULL;
  g_autoptr (WgOutcome) outcome = NULL;
  WgBattleCard         x1;
  const WgBattleStart *b;

  wg_test_ai_assert_done (turn, WG_AI_ATTACK);
  wg_test_ai_assert_str (wg_test_ai_steps (game, turn), "note | deploy D1 1 | move J1>D3 3");
  b = turn->battle;
  g_assert_nonnull (b);
  g_assert_cmpint (b->at, ==, wg_test_cell (game, "D3"));
  g_assert_cmpuint (b->n_origins, ==, 1);
  g_assert_cmpint (b->origins[0], ==, wg_test_cell (game, "J1"));
  g_assert_cmpint (b->ships[0], ==, 3);
  g_assert_cmpint (b->attacker, ==, RED);
  g_assert_cmpint (b->defender, ==, BLUE);
  g_assert_cmpint (b->defender_ships, ==, 1);
  g_assert_true (wg_ruling_list_contains (&turn->rulings, "R-AI-8"));
  wg_test_ai_assert_str (wg_test_ai_ships (turn->game),
                         "gate-red red 1, J1 red 3, D1 red 1, D2 red 2, D3 blue 1, D4 blue 2");
  wg_test_ai_assert_str (wg_test_ai_cards (turn->game->ai.played), "action objective:desert");
  g_assert_cmpint (turn->game->active, ==, RED);
  g_assert_cmpint (turn->game->turn, ==, 2);

  wg_battle_card_from_multiplier (1, &x1);
  result = wg_battle_resolve (turn->game, NULL, b, &x1, &x1);
  g_assert_cmpint (result->winner, ==, WG_ROLE_ATTACKER);
  outcome = wg_battle_apply (turn->game, b, result, NULL);
  g_assert_nonnull (outcome->game);
  wg_test_ai_assert_str (wg_test_ai_ships (outcome->game),
                         "gate-red red 1, D1 red 1, D2 red 2, D3 red 3, D4 blue 3");
}

/* R-AI-5, equal groups (ai-attack-closer.json): J1 and J3 hold 2 red ships
 * each, both AI Colonies; the only target is D3 (AI Colonies on D1, D2,
 * D4). J1 is 8 from D3, J3 2: J3 goes, though J1 comes first on the board. */
static void
test_equal_groups_closer (void)
{
  g_autoptr (WgGame) game = wg_test_load_game ("ai-attack-closer.json");
  g_autoptr (WgAiTurn) turn = wg_test_ai_play (game, NULL);

  wg_test_ai_assert_done (turn, WG_AI_ATTACK);
  wg_test_ai_assert_str (wg_test_ai_steps (game, turn), "note | move J3>D3 2");
  wg_test_ai_assert_str (wg_test_ai_ships (turn->game), "J1 red 2, D3 red 2");
}

/* R-AI-5, equal groups at equal range (ai-attack-group-tie.json): J1 and
 * J3 hold 2 red ships each; targets D1 and D4 (AI Colonies on D2, D3). J1's
 * nearest is D1 (2), J3's D4 (2): the human decides which group goes. An
 * answer that is not an option is asked again. */
static void
test_group_tie (void)
{
  g_autoptr (WgGame) game = wg_test_load_game ("ai-attack-group-tie.json");
  g_autoptr (WgAnswers) bad = wg_answers_new ();
  g_autoptr (WgAnswers) answers = wg_answers_new ();
  g_autoptr (WgAiTurn) asked = wg_test_ai_play (game, NULL);
  g_autoptr (WgAiTurn) wrong = NULL, answered = NULL;

  wg_test_ai_assert_asks (game, asked, "group", "");
  wg_test_ai_assert_str (wg_test_ai_options (asked->question), "J1 J3");
  g_assert_true (wg_ruling_list_contains (&asked->rulings, "R-AI-5"));

  wg_answers_add_choice (bad, "D1");
  wrong = wg_test_ai_play (game, bad);
  wg_test_ai_assert_asks (game, wrong, "group", "");

  wg_answers_add_choice (answers, "J3");
  answered = wg_test_ai_play (game, answers);
  wg_test_ai_assert_done (answered, WG_AI_ATTACK);
  wg_test_ai_assert_str (wg_test_ai_steps (game, answered), "note | move J3>D4 2");
  wg_test_ai_assert_str (wg_test_ai_ships (answered->game), "J1 red 2, D4 red 2");
}

/* R-AI-5, equal-range targets (ai-attack-target-tie.json): J2's 3 red
 * ships (an AI Colony with a trade icon); targets D1 and D2, both 2 away
 * (AI Colonies on D3, D4): the human decides. From a trade-icon planet one
 * ship stays behind even with a Colony (R-AI-6): 2 move. */
static void
test_target_tie (void)
{
  g_autoptr (WgGame) game = wg_test_load_game ("ai-attack-target-tie.json");
  g_autoptr (WgAiTurn) asked = wg_test_ai_play (game, NULL);
  const struct
  {
    const char *answer, *steps, *ships;
  } cases[] = {
    { "D2", "note | move J2>D2 2", "J2 red 1, D2 red 2" },
    { "D1", "note | move J2>D1 2", "D1 red 2, J2 red 1" },
  };

  wg_test_ai_assert_asks (game, asked, "target", "");
  wg_test_ai_assert_str (wg_test_ai_options (asked->question), "D1 D2");
  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr (WgAnswers) choice = wg_answers_new ();
      g_autoptr (WgAiTurn) answered = NULL;

      wg_answers_add_choice (choice, cases[i].answer);
      answered = wg_test_ai_play (game, choice);
      wg_test_ai_assert_done (answered, WG_AI_ATTACK);
      wg_test_ai_assert_str (wg_test_ai_steps (game, answered), cases[i].steps);
      wg_test_ai_assert_str (wg_test_ai_ships (answered->game), cases[i].ships);
      g_assert_true (wg_ruling_list_contains (&answered->rulings, "R-AI-6"));
    }
}

/* R-AI-6 (ai-attack-no-colony.json): J1's 3 red ships, no AI Colony there;
 * the only target is D1 (2). One ship stays behind, 2 go. With a single
 * ship, it goes: "as long as it still has at least 1 ship to attack with".
 * Into blue's ship on D1, the battle counts the 2 that go, and the ships
 * have not moved yet. */
static void
test_leave_one_behind (void)
{
  g_autoptr (WgGame) game = wg_test_load_game ("ai-attack-no-colony.json");
  g_autoptr (WgAiTurn) three = wg_test_ai_play (game, NULL);
  g_autoptr (WgAiTurn) one = NULL, battle = NULL;

  wg_test_ai_assert_done (three, WG_AI_ATTACK);
  wg_test_ai_assert_str (wg_test_ai_steps (game, three), "note | move J1>D1 2");
  wg_test_ai_assert_str (wg_test_ai_ships (three->game), "J1 red 1, D1 red 2");
  g_assert_true (wg_ruling_list_contains (&three->rulings, "R-AI-6"));

  set_ships (game, "J1", "red", 1);
  game->players[RED].ships_total = 1;
  one = wg_test_ai_play (game, NULL);
  wg_test_ai_assert_done (one, WG_AI_ATTACK);
  wg_test_ai_assert_str (wg_test_ai_steps (game, one), "note | move J1>D1 1");
  wg_test_ai_assert_str (wg_test_ai_ships (one->game), "D1 red 1");
  g_assert_false (wg_ruling_list_contains (&one->rulings, "R-AI-6"));

  set_ships (game, "J1", "red", 3);
  game->players[RED].ships_total = 3;
  set_ships (game, "D1", "blue", 1);
  battle = wg_test_ai_play (game, NULL);
  wg_test_ai_assert_done (battle, WG_AI_ATTACK);
  wg_test_ai_assert_str (wg_test_ai_steps (game, battle), "note | move J1>D1 2");
  g_assert_nonnull (battle->battle);
  g_assert_cmpint (battle->battle->ships[0], ==, 2);
  g_assert_cmpint (battle->battle->defender_ships, ==, 1);
  wg_test_ai_assert_str (wg_test_ai_ships (battle->game), "J1 red 3, D1 blue 1");
}

/* R-AI-6 (ai-attack-warpgate.json): the AI Warpgate counts as an AI
 * Colony, so all 3 of its ships go to D1 (4 away; the other desert
 * planets are AI Colonies). */
static void
test_from_warpgate (void)
{
  g_autoptr (WgGame) game = wg_test_load_game ("ai-attack-warpgate.json");
  g_autoptr (WgAiTurn) turn = wg_test_ai_play (game, NULL);

  wg_test_ai_assert_done (turn, WG_AI_ATTACK);
  wg_test_ai_assert_str (wg_test_ai_steps (game, turn), "note | move gate-red>D1 3");
  wg_test_ai_assert_str (wg_test_ai_ships (turn->game), "D1 red 3");
  g_assert_false (wg_ruling_list_contains (&turn->rulings, "R-AI-6"));
}

/*
 * R-AI-7 twice in a row (ai-attack-redraw.json): one red ship on each of
 * the seven planets; the deck, top first, is technology, objective:jungle,
 * objective:desert. Desert: every desert planet has AI ships, the short
 * Reinforce deploys nothing (supply 0) and there is no target: the card is
 * discarded, and the AI plays again into the same slot (2). The same for
 * jungle. Then technology: Research, and the turn ends.
 */
static void
test_redraw_twice (void)
{
  g_autoptr (WgGame) game = wg_test_load_game ("ai-attack-redraw.json");
  g_autoptr (WgAiTurn) first = wg_test_ai_play (game, NULL);
  g_autoptr (WgAiTurn) second = NULL, third = NULL;

  wg_test_ai_assert_done (first, WG_AI_REDRAW);
  g_assert_cmpint (first->slot, ==, 2);
  wg_test_ai_assert_str (wg_test_ai_steps (game, first), "note | discard objective:desert");
  g_assert_true (wg_ruling_list_contains (&first->rulings, "R-AI-7"));
  /* R-AI-11: the redraw belongs to the attack. */
  g_assert_true (wg_ruling_list_contains (&first->rulings, "R-AI-11"));
  wg_test_ai_assert_str (wg_test_ai_cards (first->game->ai.played), "action");
  wg_test_ai_assert_str (wg_test_ai_cards (first->game->ai.discard), "objective:desert");
  wg_test_ai_assert_str (wg_test_ai_cards (first->game->ai.deck),
                         "technology objective:jungle");
  g_assert_cmpint (first->game->active, ==, RED);
  g_assert_cmpint (first->game->turn, ==, 2);

  second = wg_test_ai_play (first->game, NULL);
  wg_test_ai_assert_done (second, WG_AI_REDRAW);
  g_assert_cmpint (second->slot, ==, 2);
  wg_test_ai_assert_str (wg_test_ai_steps (game, second), "note | discard objective:jungle");
  wg_test_ai_assert_str (wg_test_ai_cards (second->game->ai.played), "action");
  wg_test_ai_assert_str (wg_test_ai_cards (second->game->ai.discard),
                         "objective:desert objective:jungle");
  g_assert_cmpint (second->game->active, ==, RED);

  third = wg_test_ai_play (second->game, NULL);
  wg_test_ai_assert_done (third, WG_AI_RESEARCH);
  g_assert_cmpint (third->slot, ==, 2);
  wg_test_ai_assert_str (wg_test_ai_steps (game, third), "claim-technology #0");
  wg_test_ai_assert_str (wg_test_ai_cards (third->game->ai.played), "action technology");
  wg_test_ai_assert_str (wg_test_ai_cards (third->game->ai.deck), "");
  g_assert_cmpint (third->game->active, ==, BLUE);
  g_assert_cmpint (third->game->turn, ==, 3);
  /* Nothing moved all along. */
  wg_test_ai_assert_str (wg_test_ai_ships (third->game),
                         "J1 red 1, D1 red 1, J2 red 1, D2 red 1, D3 red 1, J3 red 1, D4 red 1");
}

/* The reading in docs/rules.md (R-AI-5): a group that can reach no target does not
 * count (ai-attack-unreachable.json). J9's 4 ships are the largest group
 * but reach nothing; gate-red's 1 ship goes to D1 (2). With no ship on
 * gate-red no group reaches a target: the AI's turn ends. */
static void
test_unreachable_group (void)
{
  g_autoptr (WgGame) game = wg_test_load_game ("ai-attack-unreachable.json");
  g_autoptr (WgAiTurn) turn = wg_test_ai_play (game, NULL);
  g_autoptr (WgAiTurn) none = NULL;

  wg_test_ai_assert_done (turn, WG_AI_ATTACK);
  wg_test_ai_assert_str (wg_test_ai_steps (game, turn), "note | move gate-red>D1 1");
  wg_test_ai_assert_str (wg_test_ai_ships (turn->game), "D1 red 1, J9 red 4");

  set_ships (game, "gate-red", "red", 0);
  game->players[RED].ships_total = 4;
  none = wg_test_ai_play (game, NULL);
  wg_test_ai_assert_done (none, WG_AI_PAUSE);
  wg_test_ai_assert_str (wg_test_ai_steps (game, none), "note | note");
  wg_test_ai_assert_str (wg_test_ai_ships (none->game), "J9 red 4");
  wg_test_ai_assert_str (wg_test_ai_cards (none->game->ai.played), "action objective:desert");
  g_assert_cmpint (none->game->active, ==, BLUE);
}

/*
 * R-AI-9, against the Tethisian Enclave: ai-attack-largest.json with blue's
 * faction "tethisian-enclave" and a red supply of 1. Each turn the short
 * Reinforce puts the ship on D1 (4 from gate-red; D2 is 8). On turns 1 and
 * 3 the AI then ends its turn instead of attacking; on turns 2 and 4 J1's
 * 3 ships go to D3 as before. Turn 4 also ends the round (R-AI-1).
 */
static void
test_tethisian_enclave (void)
{
  const char *const played[] = { "", "action", "action action", "action action action" };

  for (int t = 1; t <= 4; t++)
    {
      g_autoptr (WgGame) game = wg_test_load_game ("ai-attack-largest.json");
      g_autoptr (WgAiTurn) turn = NULL;
      gboolean pause = t == 1 || t == 3;

      g_free (game->players[BLUE].faction);
      game->players[BLUE].faction = g_strdup ("tethisian-enclave");
      game->players[RED].ships_total = 7;
      game->turn = t;
      wg_test_ai_set_cards (game->ai.played, played[t - 1]);
      turn = wg_test_ai_play (game, NULL);
      g_assert_cmpint (turn->slot, ==, t);
      if (pause)
        {
          wg_test_ai_assert_done (turn, WG_AI_PAUSE);
          wg_test_ai_assert_str (wg_test_ai_steps (game, turn), "note | deploy D1 1 | note");
          wg_test_ai_assert_str (wg_test_ai_ships (turn->game),
                                 "gate-red red 1, J1 red 3, D1 red 1, D2 red 2, D4 blue 2");
          g_assert_true (wg_ruling_list_contains (&turn->rulings, "R-AI-9"));
          /* R-AI-12: the turn ends where the attack would begin; the
           * deployment on D1 happened. */
          g_assert_true (wg_ruling_list_contains (&turn->rulings, "R-AI-12"));
        }
      else
        {
          wg_test_ai_assert_done (turn, WG_AI_ATTACK);
          wg_test_ai_assert_str (wg_test_ai_steps (game, turn),
                                 t == 4 ? "note | deploy D1 1 | move J1>D3 3 | note | note"
                                        : "note | deploy D1 1 | move J1>D3 3");
          wg_test_ai_assert_str (wg_test_ai_ships (turn->game),
                                 "gate-red red 1, D1 red 1, D2 red 2, D3 red 3, D4 blue 2");
          g_assert_false (wg_ruling_list_contains (&turn->rulings, "R-AI-9"));
        }
      g_assert_cmpint (turn->game->active, ==, BLUE);
      g_assert_cmpint (turn->game->round, ==, t == 4 ? 2 : 1);
    }
}

/* R-AI-9 before R-AI-7: against the Tethisian Enclave on turn 1, a card
 * with no target (ai-attack-redraw.json) is not discarded — the whole
 * attack, its redraw included, gives way to the end of the turn. */
static void
test_tethisian_enclave_no_target (void)
{
  g_autoptr (WgGame) game = wg_test_load_game ("ai-attack-redraw.json");
  g_autoptr (WgAiTurn) turn = NULL;

  g_free (game->players[BLUE].faction);
  game->players[BLUE].faction = g_strdup ("tethisian-enclave");
  game->turn = 1;
  wg_test_ai_set_cards (game->ai.played, "");
  turn = wg_test_ai_play (game, NULL);
  wg_test_ai_assert_done (turn, WG_AI_PAUSE);
  wg_test_ai_assert_str (wg_test_ai_steps (game, turn), "note | note");
  wg_test_ai_assert_str (wg_test_ai_cards (turn->game->ai.played), "objective:desert");
  wg_test_ai_assert_str (wg_test_ai_cards (turn->game->ai.discard), "");
  g_assert_false (wg_ruling_list_contains (&turn->rulings, "R-AI-7"));
  g_assert_true (wg_ruling_list_contains (&turn->rulings, "R-AI-12"));
  g_assert_cmpint (turn->game->active, ==, BLUE);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/wg/ai-attack/R-AI-5/largest-closest", test_largest_closest);
  g_test_add_func ("/wg/ai-attack/R-AI-5/colony-with-player-ships",
                   test_colony_with_player_ships);
  g_test_add_func ("/wg/ai-attack/R-AI-5/battle", test_battle);
  g_test_add_func ("/wg/ai-attack/R-AI-5/equal-groups-closer", test_equal_groups_closer);
  g_test_add_func ("/wg/ai-attack/R-AI-5/group-tie", test_group_tie);
  g_test_add_func ("/wg/ai-attack/R-AI-5/target-tie", test_target_tie);
  g_test_add_func ("/wg/ai-attack/R-AI-5/unreachable-group", test_unreachable_group);
  g_test_add_func ("/wg/ai-attack/R-AI-6/leave-one-behind", test_leave_one_behind);
  g_test_add_func ("/wg/ai-attack/R-AI-6/from-warpgate", test_from_warpgate);
  g_test_add_func ("/wg/ai-attack/R-AI-7/redraw-twice", test_redraw_twice);
  g_test_add_func ("/wg/ai-attack/R-AI-9/tethisian-enclave", test_tethisian_enclave);
  g_test_add_func ("/wg/ai-attack/R-AI-9/tethisian-enclave-no-target",
                   test_tethisian_enclave_no_target);

  return g_test_run ();
}
