/* test-moves-research.c — the Research action (R-MOVE-10)
 * Copyright 2026 The Warpgate Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The board (tests/data/moves-research*.json), q 0…5, r 0…2:
 *
 *   r=0      ·     D0  ·  J1  ·  ·
 *   r=1      V1    ·   ·  ·   ·  J3
 *   r=2  gate-blue J2  ·  ·   ·  D1
 *
 * Blue: drone on D0 (1,0), 1 ship on J1 (3,0), 1 unspent Trade Good.
 * Red: 2 ships on J2 (1,2), drone on J1 (with blue's ship).
 * moves-research.json: available Technologies, left to right, "Jungle A"
 * (jungle), "Alien Imports" (desert), "Jungle B" (jungle); the deck, top
 * first, "Arctic A", "Volcanic A". moves-research-unknown.json: available
 * "Jungle A", "Alien Imports"; a deck of 5 cards in unknown order.
 * moves-research-one.json (R-DECK-1): available "Jungle A" only; the deck,
 * top first, "Arctic A", "Volcanic A", "Desert A".
 * moves-research-one-unknown.json: available "Jungle A" only; a deck of 5
 * cards in unknown order.
 *
 * Ranges from D0, whose neighbours are (2,0) (0,0) V1 (1,1):
 *   V1 0 (a neighbour); J1 1 via (2,0); J2 1 via (1,1); gate-blue 1 via
 *   (1,1); J3 (5,1) 4 — J1 blocks row 0, so (1,1) (2,1) (3,1) (4,1), the
 *   hex distance 5 less one; D1 (5,2) 5, distance 6.
 * From J1 (3,0): J3 2 via (4,0) (4,1); D0 1.
 */
#include "wg-test-util.h"

static WgMove
research (const WgGame *game,
          const char   *color,
          int           x,
          gboolean      trade_good,
          const char   *to)
{
  WgMove move;

  wg_move_init (&move, WG_ACTION_RESEARCH, wg_test_player (game, color), x, trade_good);
  move.to = wg_test_cell (game, to);
  return move;
}

static const char *
tech_name (const GArray *techs,
           guint         i)
{
  g_assert_cmpuint (i, <, techs->len);
  return g_array_index (techs, WgTechnology, i).name;
}

/* R-MOVE-10: "a Research drone must be moved to obtain a Technology" —
 * staying on D0 takes nothing, though "Alien Imports" is a desert card. */
static void
test_must_move (void)
{
  g_autoptr (WgGame) game = wg_test_load_game ("moves-research.json");
  WgMove      m = research (game, "blue", 1, FALSE, "D0");
  WgJudgement j = wg_test_judge (game, &m);

  wg_test_assert_verdict (j.verdict, WG_VERDICT_DRONE_MUST_MOVE);
  g_assert_cmpstr (j.ruling, ==, "R-MOVE-10");
}

/* R-MOVE-10: V1 (range 0) is volcanic; no available Technology is. */
static void
test_no_matching_technology (void)
{
  g_autoptr (WgGame) game = wg_test_load_game ("moves-research.json");
  WgMove      m = research (game, "blue", 1, FALSE, "V1");
  WgJudgement j = wg_test_judge (game, &m);

  wg_test_assert_verdict (j.verdict, WG_VERDICT_NO_MATCHING_TECHNOLOGY);
  g_assert_cmpint (j.subject, ==, wg_test_cell (game, "V1"));
  g_assert_cmpstr (j.ruling, ==, "R-MOVE-10");
}

/* R-MOVE-10: J2 is jungle and at range 1, but holds red's ships. */
static void
test_enemy_ships (void)
{
  g_autoptr (WgGame) game = wg_test_load_game ("moves-research.json");
  WgMove      m = research (game, "blue", 1, FALSE, "J2");
  WgJudgement j = wg_test_judge (game, &m);

  wg_test_assert_verdict (j.verdict, WG_VERDICT_ENEMY_SHIPS);
  g_assert_cmpint (j.subject, ==, wg_test_cell (game, "J2"));
  g_assert_cmpstr (j.ruling, ==, "R-MOVE-10");
}

/* R-MOVE-10: a drone may leave a planet with enemy ships. Red's drone on
 * J1 (blue's ship there) goes to J3 at 2X and takes the left-most jungle
 * card; 2 remain available, so nothing is revealed. */
static void
test_leave_enemy_ships (void)
{
  g_autoptr (WgGame) game = wg_test_load_game ("moves-research.json");
  g_autoptr (WgOutcome) outcome = NULL;
  WgMove        m = research (game, "red", 2, FALSE, "J3");
  WgJudgement   j = wg_test_judge (game, &m);
  const WgGame *after;

  wg_test_assert_verdict (j.verdict, WG_VERDICT_OK);
  g_assert_cmpint (j.range, ==, 2);
  outcome = wg_move_apply (game, &m, NULL);
  wg_test_assert_verdict (outcome->verdict, WG_VERDICT_OK);
  after = outcome->game;
  g_assert_cmpint (after->drones[1], ==, wg_test_cell (game, "J3"));
  g_assert_cmpuint (after->players[1].technologies->len, ==, 1);
  g_assert_cmpstr (tech_name (after->players[1].technologies, 0), ==, "Jungle A");
  g_assert_cmpuint (after->technologies->len, ==, 2);
  g_assert_cmpuint (wg_deck_size (&after->technology_deck), ==, 2);
}

/* R-MOVE-10: to J1 (range 1) at 1X: two jungle cards match, the left-most
 * ("Jungle A") is taken; "Alien Imports" and "Jungle B" remain, two of
 * them, so the deck is not touched. */
static void
test_left_most (void)
{
  g_autoptr (WgGame) game = wg_test_load_game ("moves-research.json");
  g_autoptr (WgOutcome) outcome = NULL;
  WgMove        m = research (game, "blue", 1, FALSE, "J1");
  WgJudgement   j = wg_test_judge (game, &m);
  const WgGame *after;

  wg_test_assert_verdict (j.verdict, WG_VERDICT_OK);
  g_assert_cmpint (j.range, ==, 1);
  outcome = wg_move_apply (game, &m, NULL);
  wg_test_assert_verdict (outcome->verdict, WG_VERDICT_OK);
  after = outcome->game;
  g_assert_cmpint (after->drones[0], ==, wg_test_cell (game, "J1"));
  g_assert_cmpuint (after->players[0].technologies->len, ==, 1);
  g_assert_cmpstr (tech_name (after->players[0].technologies, 0), ==, "Jungle A");
  g_assert_cmpint (g_array_index (after->players[0].technologies, WgTechnology, 0).type, ==,
                   WG_PLANET_JUNGLE);
  g_assert_cmpuint (after->technologies->len, ==, 2);
  g_assert_cmpstr (tech_name (after->technologies, 0), ==, "Alien Imports");
  g_assert_cmpstr (tech_name (after->technologies, 1), ==, "Jungle B");
  g_assert_cmpuint (wg_deck_size (&after->technology_deck), ==, 2);
  /* The game passed in is untouched. */
  g_assert_cmpint (game->drones[0], ==, wg_test_cell (game, "D0"));
  g_assert_cmpuint (game->technologies->len, ==, 3);
}

/* R-MOVE-10: the player chooses among the matching cards (index 2, "Jungle
 * B"); a card of another type (index 1, desert) is not a choice. */
static void
test_chosen (void)
{
  g_autoptr (WgGame) game = wg_test_load_game ("moves-research.json");
  g_autoptr (WgOutcome) outcome = NULL;
  WgMove      m = research (game, "blue", 1, FALSE, "J1");
  WgJudgement j;

  m.technology = 2;
  outcome = wg_move_apply (game, &m, NULL);
  wg_test_assert_verdict (outcome->verdict, WG_VERDICT_OK);
  g_assert_cmpstr (tech_name (outcome->game->players[0].technologies, 0), ==, "Jungle B");
  g_assert_cmpuint (outcome->game->technologies->len, ==, 2);
  g_assert_cmpstr (tech_name (outcome->game->technologies, 0), ==, "Jungle A");
  g_assert_cmpstr (tech_name (outcome->game->technologies, 1), ==, "Alien Imports");

  m.technology = 1;
  j = wg_test_judge (game, &m);
  wg_test_assert_verdict (j.verdict, WG_VERDICT_BAD_CHOICE);
}

/* R-MOVE-10: after "Jungle A" (D0 → J1), blue researches again from J1 to
 * J3 (range 2) at 2X and takes "Jungle B": only "Alien Imports" is left, so
 * the top of the known deck, "Arctic A", is revealed to its right. */
static void
test_reveal_known (void)
{
  g_autoptr (WgGame) game = wg_test_load_game ("moves-research.json");
  g_autoptr (WgOutcome) first = NULL, second = NULL;
  WgMove        m = research (game, "blue", 1, FALSE, "J1");
  const WgGame *after;

  first = wg_move_apply (game, &m, NULL);
  wg_test_assert_verdict (first->verdict, WG_VERDICT_OK);
  m = research (first->game, "blue", 2, FALSE, "J3");
  second = wg_move_apply (first->game, &m, NULL);
  wg_test_assert_verdict (second->verdict, WG_VERDICT_OK);
  g_assert_null (second->question);
  after = second->game;
  g_assert_cmpint (after->drones[0], ==, wg_test_cell (game, "J3"));
  g_assert_cmpuint (after->players[0].technologies->len, ==, 2);
  g_assert_cmpstr (tech_name (after->players[0].technologies, 1), ==, "Jungle B");
  g_assert_cmpuint (after->technologies->len, ==, 2);
  g_assert_cmpstr (tech_name (after->technologies, 0), ==, "Alien Imports");
  g_assert_cmpstr (tech_name (after->technologies, 1), ==, "Arctic A");
  g_assert_cmpint (g_array_index (after->technologies, WgTechnology, 1).type, ==,
                   WG_PLANET_ARCTIC);
  g_assert_cmpuint (wg_deck_size (&after->technology_deck), ==, 1);
  g_assert_cmpstr (g_array_index (after->technology_deck.cards, WgTechnology, 0).name, ==,
                   "Volcanic A");
}

/* R-MOVE-10: "reveal the top Technology card (if there is one)" — with the
 * deck empty, the second Research leaves a single card available. */
static void
test_reveal_empty_deck (void)
{
  g_autoptr (WgGame) game = wg_test_load_game ("moves-research.json");
  g_autoptr (WgOutcome) first = NULL, second = NULL;
  WgMove m = research (game, "blue", 1, FALSE, "J1");

  g_array_set_size (game->technology_deck.cards, 0);
  first = wg_move_apply (game, &m, NULL);
  m = research (first->game, "blue", 2, FALSE, "J3");
  second = wg_move_apply (first->game, &m, NULL);
  wg_test_assert_verdict (second->verdict, WG_VERDICT_OK);
  g_assert_null (second->question);
  g_assert_cmpuint (second->game->technologies->len, ==, 1);
  g_assert_cmpstr (tech_name (second->game->technologies, 0), ==, "Alien Imports");
}

/* R-MOVE-10 with a deck nobody knows the order of: taking "Jungle A"
 * leaves 1 available, so a card is revealed — the engine must ask which.
 * Without an answer nothing changes; with "arctic" an Arctic Technology
 * goes to the right and the deck shrinks from 5 to 4. */
static void
test_reveal_unknown (void)
{
  g_autoptr (WgGame) game = wg_test_load_game ("moves-research-unknown.json");
  g_autoptr (WgOutcome) asked = NULL, answered = NULL;
  g_autoptr (WgAnswers) answers = wg_answers_new ();
  WgMove        m = research (game, "blue", 1, FALSE, "J1");
  const WgGame *after;

  asked = wg_move_apply (game, &m, NULL);
  g_assert_nonnull (asked->question);
  g_assert_cmpstr (asked->question->id, ==, "reveal");
  g_assert_true (wg_question_has_option (asked->question, "arctic"));
  g_assert_null (asked->game);
  g_assert_null (asked->battle);
  g_assert_cmpuint (game->technologies->len, ==, 2);
  g_assert_cmpuint (wg_deck_size (&game->technology_deck), ==, 5);
  g_assert_cmpint (game->drones[0], ==, wg_test_cell (game, "D0"));

  wg_answers_add_reveal (answers, "arctic");
  answered = wg_move_apply (game, &m, answers);
  wg_test_assert_verdict (answered->verdict, WG_VERDICT_OK);
  g_assert_null (answered->question);
  after = answered->game;
  g_assert_nonnull (after);
  g_assert_cmpstr (tech_name (after->players[0].technologies, 0), ==, "Jungle A");
  g_assert_cmpuint (after->technologies->len, ==, 2);
  g_assert_cmpstr (tech_name (after->technologies, 0), ==, "Alien Imports");
  g_assert_cmpint (g_array_index (after->technologies, WgTechnology, 1).type, ==,
                   WG_PLANET_ARCTIC);
  g_assert_cmpuint (wg_deck_size (&after->technology_deck), ==, 4);
  g_assert_false (after->technology_deck.known);
}

/* R-DECK-1 (extending R-MOVE-10): blue researches D0 → J1 (range 1) at 1X
 * and takes "Jungle A", the only available card. By hand: 0 available,
 * reveal "Arctic A" (1 available), reveal "Volcanic A" (2 available), stop;
 * "Desert A" stays in the deck (3 − 2 = 1). The old rule ("if only 1 is
 * then available") revealed nothing here. */
static void
test_replenish_two (void)
{
  g_autoptr (WgGame) game = wg_test_load_game ("moves-research-one.json");
  g_autoptr (WgOutcome) outcome = NULL;
  WgMove        m = research (game, "blue", 1, FALSE, "J1");
  const WgGame *after;

  outcome = wg_move_apply (game, &m, NULL);
  wg_test_assert_verdict (outcome->verdict, WG_VERDICT_OK);
  g_assert_null (outcome->question);
  after = outcome->game;
  g_assert_cmpstr (tech_name (after->players[0].technologies, 0), ==, "Jungle A");
  g_assert_cmpuint (after->technologies->len, ==, 2);
  g_assert_cmpstr (tech_name (after->technologies, 0), ==, "Arctic A");
  g_assert_cmpstr (tech_name (after->technologies, 1), ==, "Volcanic A");
  g_assert_cmpuint (wg_deck_size (&after->technology_deck), ==, 1);
  g_assert_cmpstr (g_array_index (after->technology_deck.cards, WgTechnology, 0).name, ==,
                   "Desert A");
  g_assert_true (wg_ruling_list_contains (&outcome->rulings, "R-DECK-1"));
}

/* R-DECK-1 with a deck of 1: the same Research, the deck cut to "Arctic A".
 * By hand: 0 available, reveal "Arctic A" (1 available), the deck is empty:
 * stop with 1 available. */
static void
test_replenish_deck_of_one (void)
{
  g_autoptr (WgGame) game = wg_test_load_game ("moves-research-one.json");
  g_autoptr (WgOutcome) outcome = NULL;
  WgMove m = research (game, "blue", 1, FALSE, "J1");

  g_array_set_size (game->technology_deck.cards, 1);
  outcome = wg_move_apply (game, &m, NULL);
  wg_test_assert_verdict (outcome->verdict, WG_VERDICT_OK);
  g_assert_null (outcome->question);
  g_assert_cmpuint (outcome->game->technologies->len, ==, 1);
  g_assert_cmpstr (tech_name (outcome->game->technologies, 0), ==, "Arctic A");
  g_assert_cmpuint (wg_deck_size (&outcome->game->technology_deck), ==, 0);
}

/* R-DECK-1, a deck nobody knows the order of: taking "Jungle A" leaves 0
 * available, so two cards are revealed, each asked for, in order. By hand:
 * no answer → question 1, nothing changes; "arctic" → question 2 (the
 * second card), nothing changes; "arctic", "volcanic" → Arctic then
 * Volcanic to the right, deck 5 − 2 = 3, still unknown. */
static void
test_replenish_unknown (void)
{
  g_autoptr (WgGame) game = wg_test_load_game ("moves-research-one-unknown.json");
  g_autoptr (WgOutcome) first = NULL, second = NULL, done = NULL;
  g_autoptr (WgAnswers) answers = wg_answers_new ();
  WgMove        m = research (game, "blue", 1, FALSE, "J1");
  const WgGame *after;

  first = wg_move_apply (game, &m, answers);
  g_assert_nonnull (first->question);
  g_assert_cmpstr (first->question->id, ==, "reveal");
  g_assert_null (first->game);

  wg_answers_add_reveal (answers, "arctic");
  wg_answers_rewind (answers);
  second = wg_move_apply (game, &m, answers);
  g_assert_nonnull (second->question);
  g_assert_cmpstr (second->question->id, ==, "reveal");
  g_assert_true (wg_question_has_option (second->question, "volcanic"));
  g_assert_null (second->game);
  g_assert_cmpuint (game->technologies->len, ==, 1);
  g_assert_cmpuint (wg_deck_size (&game->technology_deck), ==, 5);

  wg_answers_add_reveal (answers, "volcanic");
  wg_answers_rewind (answers);
  done = wg_move_apply (game, &m, answers);
  wg_test_assert_verdict (done->verdict, WG_VERDICT_OK);
  g_assert_null (done->question);
  after = done->game;
  g_assert_cmpuint (after->technologies->len, ==, 2);
  g_assert_cmpint (g_array_index (after->technologies, WgTechnology, 0).type, ==,
                   WG_PLANET_ARCTIC);
  g_assert_cmpint (g_array_index (after->technologies, WgTechnology, 1).type, ==,
                   WG_PLANET_VOLCANIC);
  g_assert_cmpuint (wg_deck_size (&after->technology_deck), ==, 3);
  g_assert_false (after->technology_deck.known);
}

/* R-MOVE-10, R-RANGE-6: J3 is at 4 — out of range at 1X, in range at
 * 3X+TG, which spends the Trade Good. A Warpgate is not a planet. */
static void
test_range (void)
{
  g_autoptr (WgGame) game = wg_test_load_game ("moves-research.json");
  g_autoptr (WgOutcome) outcome = NULL;
  WgMove      m = research (game, "blue", 1, FALSE, "J3");
  WgJudgement j = wg_test_judge (game, &m);

  wg_test_assert_verdict (j.verdict, WG_VERDICT_OUT_OF_RANGE);
  g_assert_cmpint (j.range, ==, 4);

  m = research (game, "blue", 3, TRUE, "J3");
  j = wg_test_judge (game, &m);
  wg_test_assert_verdict (j.verdict, WG_VERDICT_OK);
  g_assert_cmpint (j.range, ==, 4);
  outcome = wg_move_apply (game, &m, NULL);
  wg_test_assert_verdict (outcome->verdict, WG_VERDICT_OK);
  g_assert_cmpint (outcome->game->drones[0], ==, wg_test_cell (game, "J3"));
  g_assert_cmpint (outcome->game->players[0].trade_goods_unspent, ==, 0);
  g_assert_cmpint (outcome->game->players[0].trade_goods_spent, ==, 1);

  m = research (game, "blue", 1, FALSE, "gate-blue");
  j = wg_test_judge (game, &m);
  wg_test_assert_verdict (j.verdict, WG_VERDICT_NOT_A_PLANET);
}

/* R-MOVE-10: no drone on the board, no Research. */
static void
test_no_drone (void)
{
  g_autoptr (WgGame) game = wg_test_load_game ("moves-research.json");
  g_autoptr (WgMoveList) list = NULL;
  WgMove      m;
  WgJudgement j;

  game->drones[0] = -1;
  m = research (game, "blue", 1, FALSE, "J1");
  j = wg_test_judge (game, &m);
  wg_test_assert_verdict (j.verdict, WG_VERDICT_NO_DRONE);
  list = wg_moves_list (game, 0, WG_ACTION_RESEARCH, 4, FALSE);
  g_assert_cmpuint (list->options->len, ==, 0);
}

static const WgMoveOption *
find_option (const WgGame     *game,
             const WgMoveList *list,
             const char       *to)
{
  for (guint i = 0; i < list->options->len; i++)
    if (g_array_index (list->options, WgMoveOption, i).to == wg_test_cell (game, to))
      return &g_array_index (list->options, WgMoveOption, i);
  g_error ("no option for %s", to);
}

/* The destinations at 1X: J1 only (V1 has no matching card, J2 red's
 * ships, D0 is where the drone is); at 5X also J3 (4) and D1 (5). The bits
 * name the matching available cards: jungle 0 and 2, desert 1. */
static void
test_list (void)
{
  g_autoptr (WgGame) game = wg_test_load_game ("moves-research.json");
  g_autoptr (WgMoveList) one = wg_moves_list (game, 0, WG_ACTION_RESEARCH, 1, FALSE);
  g_autoptr (WgMoveList) five = wg_moves_list (game, 0, WG_ACTION_RESEARCH, 5, FALSE);
  const WgMoveOption *o;

  g_assert_cmpuint (one->options->len, ==, 1);
  o = find_option (game, one, "J1");
  g_assert_cmpint (o->range, ==, 1);
  g_assert_cmphex (o->technologies, ==, 0x5);

  g_assert_cmpuint (five->options->len, ==, 3);
  o = find_option (game, five, "J1");
  g_assert_cmpint (o->range, ==, 1);
  o = find_option (game, five, "J3");
  g_assert_cmpint (o->range, ==, 4);
  g_assert_cmphex (o->technologies, ==, 0x5);
  o = find_option (game, five, "D1");
  g_assert_cmpint (o->range, ==, 5);
  g_assert_cmphex (o->technologies, ==, 0x2);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/wg/moves-research/must-move", test_must_move);
  g_test_add_func ("/wg/moves-research/no-matching-technology", test_no_matching_technology);
  g_test_add_func ("/wg/moves-research/enemy-ships", test_enemy_ships);
  g_test_add_func ("/wg/moves-research/leave-enemy-ships", test_leave_enemy_ships);
  g_test_add_func ("/wg/moves-research/left-most", test_left_most);
  g_test_add_func ("/wg/moves-research/chosen", test_chosen);
  g_test_add_func ("/wg/moves-research/reveal-known", test_reveal_known);
  g_test_add_func ("/wg/moves-research/reveal-empty-deck", test_reveal_empty_deck);
  g_test_add_func ("/wg/moves-research/reveal-unknown", test_reveal_unknown);
  g_test_add_func ("/wg/moves-research/replenish-two", test_replenish_two);
  g_test_add_func ("/wg/moves-research/replenish-deck-of-one", test_replenish_deck_of_one);
  g_test_add_func ("/wg/moves-research/replenish-unknown", test_replenish_unknown);
  g_test_add_func ("/wg/moves-research/range", test_range);
  g_test_add_func ("/wg/moves-research/no-drone", test_no_drone);
  g_test_add_func ("/wg/moves-research/list", test_list);

  return g_test_run ();
}
