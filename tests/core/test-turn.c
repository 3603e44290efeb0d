/* test-turn.c — an action taken as the active player's turn
 * Copyright 2026 The Warpgate Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * On the withdrawal board (see test-withdraw.c) blue has 3 ships on D1;
 * V1 is at range 1 from D1 and D2 at range 2. The file has no "turn", so
 * it is round 1, slot 1X, and blue (the first player) is active.
 */
#include <string.h>

#include "wg-round.h"
#include "wg-turn.h"
#include "wg-test-util.h"

static void
advance_to (WgMove       *move,
            const WgGame *game,
            int           x,
            const char   *to)
{
  wg_move_init (move, WG_ACTION_ADVANCE, wg_game_find_player (game, "blue"), x, FALSE);
  wg_move_add_group (move, wg_test_cell (game, "D1"), 2);
  move->to = wg_test_cell (game, to);
}

/* The slot is 1X: resolving at 2X is refused; at 1X or weaker (0X does not
 * reach V1 at range 1, so 1X it is) the move is applied. */
static void
test_multiplier_from_slot (void)
{
  g_autoptr (WgGame) game = wg_test_load_game ("withdraw-example1.json");
  g_autoptr (WgOutcome) too_high = NULL, ok = NULL, weaker = NULL;
  WgMove move;

  g_assert_cmpint (game->turn, ==, 1);
  advance_to (&move, game, 2, "V1");
  too_high = wg_turn_perform (game, &move, NULL);
  g_assert_cmpint (too_high->verdict, ==, WG_VERDICT_MULTIPLIER_TOO_HIGH);
  g_assert_null (too_high->game);

  advance_to (&move, game, 1, "V1");
  ok = wg_turn_perform (game, &move, NULL);
  g_assert_cmpint (ok->verdict, ==, WG_VERDICT_OK);
  g_assert_cmpint (wg_game_ships_at (ok->game, wg_test_cell (game, "V1"), 0), ==, 2);
  g_assert_cmpint (wg_game_ships_at (ok->game, wg_test_cell (game, "D1"), 0), ==, 1);

  /* Weaker is always allowed, but 0X reaches range 0 only. */
  advance_to (&move, game, 0, "V1");
  weaker = wg_turn_perform (game, &move, NULL);
  g_assert_cmpint (weaker->verdict, ==, WG_VERDICT_OUT_OF_RANGE);
}

/* Whose turn a move is (wg_turn_takes_move): at slot 1X blue's Advance at
 * 1X or 0X is blue's turn, at 2X (stronger than the slot) it is the table
 * entered as played; red's move is never blue's turn, nor red's while
 * blue is active. On slot 2 blue's 2X move is the turn. */
static void
test_takes_move (void)
{
  g_autoptr (WgGame) game = wg_test_load_game ("withdraw-example1.json");
  WgMove move;

  advance_to (&move, game, 1, "V1");
  g_assert_true (wg_turn_takes_move (game, &move));
  advance_to (&move, game, 0, "V1");
  g_assert_true (wg_turn_takes_move (game, &move));
  advance_to (&move, game, 2, "V1");
  g_assert_false (wg_turn_takes_move (game, &move));
  move.x = 1;
  move.player = wg_game_find_player (game, "red");
  g_assert_cmpint (move.player, >=, 0);
  g_assert_false (wg_turn_takes_move (game, &move));

  game->turn = 2;
  advance_to (&move, game, 2, "V1");
  g_assert_true (wg_turn_takes_move (game, &move));
}

/* One action a turn (docs/game-format.md, turn.acted): blue's Advance
 * D1 → V1 at 1X is applied and marks blue as having acted; a second
 * action in the same turn is refused and changes nothing; ending the turn
 * clears the mark for red. */
static void
test_one_action_a_turn (void)
{
  g_autoptr (WgGame) game = wg_test_load_game ("withdraw-example1.json");
  g_autoptr (WgOutcome) first = NULL, second = NULL, end = NULL;
  WgMove move;

  g_assert_false (game->acted);
  advance_to (&move, game, 1, "V1");
  first = wg_turn_perform (game, &move, NULL);
  g_assert_cmpint (first->verdict, ==, WG_VERDICT_OK);
  g_assert_true (first->game->acted);
  second = wg_turn_perform (first->game, &move, NULL);
  g_assert_cmpint (second->verdict, ==, WG_VERDICT_ALREADY_ACTED);
  g_assert_cmpstr (wg_verdict_to_string (second->verdict), ==, "already-acted");
  g_assert_null (second->game);
  end = wg_turn_end (first->game, NULL);
  g_assert_nonnull (end->game);
  g_assert_false (end->game->acted);
  g_assert_cmpint (end->game->active, !=, first->game->active);
}

/* Issue 30: once the turn's action is applied, no move is entered at all
 * until the turn ends (wg_turn_judge_entry, wg_turn_enter): blue's Advance
 * at 1X is applied; then blue at 2X (stronger than the slot, once the
 * table entered as played) and red's move are refused too, with
 * already-acted, and change nothing; after End Turn red may move. A game
 * over refuses every move. */
static void
test_enter_after_action (void)
{
  g_autoptr (WgGame) game = wg_test_load_game ("withdraw-example1.json");
  g_autoptr (WgOutcome) first = NULL, stronger = NULL, other = NULL, end = NULL;
  WgMove move;

  g_assert_cmpint (wg_turn_judge_entry (game), ==, WG_VERDICT_OK);
  advance_to (&move, game, 1, "V1");
  first = wg_turn_enter (game, &move, NULL);
  g_assert_cmpint (first->verdict, ==, WG_VERDICT_OK);
  g_assert_nonnull (first->game);
  g_assert_cmpint (wg_turn_judge_entry (first->game), ==, WG_VERDICT_ALREADY_ACTED);

  advance_to (&move, first->game, 2, "D2");
  stronger = wg_turn_enter (first->game, &move, NULL);
  g_assert_cmpint (stronger->verdict, ==, WG_VERDICT_ALREADY_ACTED);
  g_assert_null (stronger->game);
  g_assert_nonnull (strstr (stronger->description, "already taken this turn"));
  move.player = wg_game_find_player (game, "red");
  other = wg_turn_enter (first->game, &move, NULL);
  g_assert_cmpint (other->verdict, ==, WG_VERDICT_ALREADY_ACTED);
  g_assert_null (other->game);

  end = wg_turn_end (first->game, NULL);
  g_assert_cmpint (wg_turn_judge_entry (end->game), ==, WG_VERDICT_OK);
  end->game->game_over = TRUE;
  g_assert_cmpint (wg_turn_judge_entry (end->game), ==, WG_VERDICT_GAME_OVER);
}

/* R-AI-1: the Gatekeepers' turn is the card they play, never a move of
 * theirs: a Promote by red, the AI, on its own turn is refused and changes
 * nothing (it would put cards in a pile the AI does not have). */
static void
test_ai_turn_R_AI_1 (void)
{
  g_autoptr (WgGame) game = wg_test_load_game ("ai-table.json");
  g_autoptr (WgOutcome) outcome = NULL;
  WgMove move;

  g_assert_true (game->players[game->active].ai);
  wg_move_init (&move, WG_ACTION_PROMOTE, game->active, 1, FALSE);
  outcome = wg_turn_perform (game, &move, NULL);
  g_assert_cmpint (outcome->verdict, ==, WG_VERDICT_AI_TURN);
  g_assert_cmpstr (wg_verdict_to_string (outcome->verdict), ==, "ai-turn");
  g_assert_cmpstr (wg_verdict_ruling (outcome->verdict, WG_ACTION_PROMOTE), ==, "R-AI-1");
  g_assert_null (outcome->game);
  g_assert_nonnull (strstr (outcome->description, "R-AI-1"));
}

static void
test_not_your_turn (void)
{
  g_autoptr (WgGame) game = wg_test_load_game ("withdraw-example1.json");
  g_autoptr (WgOutcome) outcome = NULL;
  WgMove move;

  wg_move_init (&move, WG_ACTION_WARP_IN, wg_game_find_player (game, "red"), 1, FALSE);
  outcome = wg_turn_perform (game, &move, NULL);
  g_assert_cmpint (outcome->verdict, ==, WG_VERDICT_NOT_YOUR_TURN);
  g_assert_nonnull (strstr (outcome->description, "blue"));
  game->game_over = TRUE;
  g_clear_pointer (&outcome, wg_outcome_free);
  move.player = 0;
  outcome = wg_turn_perform (game, &move, NULL);
  g_assert_cmpint (outcome->verdict, ==, WG_VERDICT_GAME_OVER);
}

/* With Action cards tracked, the turn plays one from the hand into the
 * slot; with none in hand there is no turn to take. */
static void
test_card_into_slot (void)
{
  g_autoptr (WgGame) game = wg_test_load_game ("withdraw-example1.json");
  g_autoptr (WgOutcome) played = NULL, empty = NULL;
  WgPlayer *blue = &game->players[0];
  WgMove    move;

  blue->actions_tracked = TRUE;
  blue->action_deck = 8;
  blue->action_hand = 4;
  advance_to (&move, game, 1, "V1");
  played = wg_turn_perform (game, &move, NULL);
  g_assert_cmpint (played->verdict, ==, WG_VERDICT_OK);
  g_assert_cmpint (played->game->players[0].action_hand, ==, 3);
  g_assert_cmpint (played->game->players[0].action_played, ==, 1);
  g_assert_cmpint (played->game->players[0].action_deck, ==, 8);

  blue->action_hand = 0;
  empty = wg_turn_perform (game, &move, NULL);
  g_assert_cmpint (empty->verdict, ==, WG_VERDICT_NO_ACTION_CARD);
  g_assert_null (empty->game);
}

/* A Trade Good spent for +1 flips to its spent side, also on an attack
 * (which stops at the battle without moving ships). */
static void
test_trade_good_on_attack (void)
{
  g_autoptr (WgGame) game = wg_test_load_game ("withdraw-example1.json");
  g_autoptr (WgOutcome) outcome = NULL;
  WgMove move;

  game->players[0].trade_goods_unspent = 1;
  wg_move_init (&move, WG_ACTION_ADVANCE, 0, 0, TRUE);
  wg_move_add_group (&move, wg_test_cell (game, "D1"), WG_ALL_SHIPS);
  move.to = wg_test_cell (game, "J1");
  outcome = wg_turn_perform (game, &move, NULL);
  g_assert_cmpint (outcome->verdict, ==, WG_VERDICT_OK);
  g_assert_nonnull (outcome->battle);
  g_assert_cmpint (outcome->battle->ships[0], ==, 3);
  g_assert_cmpint (outcome->battle->defender_ships, ==, 2);
  g_assert_cmpint (outcome->game->players[0].trade_goods_unspent, ==, 0);
  g_assert_cmpint (outcome->game->players[0].trade_goods_spent, ==, 1);
  g_assert_cmpint (wg_game_ships_at (outcome->game, wg_test_cell (game, "D1"), 0), ==, 3);
}

/* A faction board's slots are 1X … 4X: 0 and 5 are none. Slot n gives nX;
 * a number that is not a slot still gives a multiplier from 0X to 4X. */
static void
test_slots (void)
{
  g_assert_cmpint (WG_TURN_SLOT_FIRST, ==, 1);
  g_assert_cmpint (WG_TURN_SLOT_LAST, ==, 4);
  g_assert_cmpint (WG_N_TURN_SLOTS, ==, 4);
  g_assert_false (wg_turn_slot_is_valid (-1));
  g_assert_false (wg_turn_slot_is_valid (0));
  g_assert_true (wg_turn_slot_is_valid (1));
  g_assert_true (wg_turn_slot_is_valid (2));
  g_assert_true (wg_turn_slot_is_valid (4));
  g_assert_false (wg_turn_slot_is_valid (5));
  g_assert_cmpint (wg_turn_slot_x (1), ==, 1);
  g_assert_cmpint (wg_turn_slot_x (3), ==, 3);
  g_assert_cmpint (wg_turn_slot_x (4), ==, 4);
  g_assert_cmpint (wg_turn_slot_x (0), ==, 0);
  g_assert_cmpint (wg_turn_slot_x (-2), ==, 0);
  g_assert_cmpint (wg_turn_slot_x (7), ==, 4);
}

/* At the 4th turn the slot gives 4X, the strongest multiplier, and an
 * Advance resolved at it is allowed. */
static void
test_last_slot (void)
{
  g_autoptr (WgGame) game = wg_test_load_game ("withdraw-example1.json");
  g_autoptr (WgOutcome) strongest = NULL;
  WgMove move;

  game->turn = WG_TURN_SLOT_LAST;
  advance_to (&move, game, wg_turn_slot_x (game->turn), "V1");
  g_assert_cmpint (move.x, ==, 4);
  strongest = wg_turn_perform (game, &move, NULL);
  g_assert_cmpint (strongest->verdict, ==, WG_VERDICT_OK);
}

int
main (int argc, char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/wg/turn/multiplier-from-slot", test_multiplier_from_slot);
  g_test_add_func ("/wg/turn/not-your-turn", test_not_your_turn);
  g_test_add_func ("/wg/turn/takes-move", test_takes_move);
  g_test_add_func ("/wg/turn/R-AI-1/ai-turn", test_ai_turn_R_AI_1);
  g_test_add_func ("/wg/turn/one-action-a-turn", test_one_action_a_turn);
  g_test_add_func ("/wg/turn/enter-after-action", test_enter_after_action);
  g_test_add_func ("/wg/turn/card-into-slot", test_card_into_slot);
  g_test_add_func ("/wg/turn/R-RANGE-6/trade-good-on-attack", test_trade_good_on_attack);
  g_test_add_func ("/wg/turn/slots", test_slots);
  g_test_add_func ("/wg/turn/last-slot", test_last_slot);
  return g_test_run ();
}
