/* test-ai.c — the Gatekeepers: drawing, Research, Promote, Control, rounds,
 * reshuffles and determinism (R-AI-1, R-AI-2)
 * Copyright 2026 The Warpgate Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Every answer below was worked out by hand from solo-ai.txt and docs/rules.md.
 * Shuffles with a seed were worked out with an independent PCG32 (the
 * reference algorithm, pcg-random.org: state 0, inc = stream·2+1, step,
 * add the seed, step) and the Fisher–Yates shuffle of wg-rng.c (i from n
 * down to 2, j uniform in 0…i-1, swap i-1 and j); the stream is ai.shuffles.
 *
 * tests/data/ai-table.json: blue (human, first player) and red (the AI).
 * Row 0 holds the locations, row 1 is a corridor of empty hexes:
 *
 *   r=0   gate-red  ·   A1   ·   D1   ·   J1   ·   gate-blue
 *   q      0        1   2    3   4    5   6    7   8
 *   r=1   (-1 … 8, all empty; (0,1) and (1,1) belong to A1's sector)
 *
 * A1 (arctic) is in sector "north", whose hex (0,1) touches gate-red: the
 * sector is adjacent to the AI Warpgate (R-AI-3). Blue has 2 ships on J1.
 * Technologies: available Tech A (desert), Tech B (jungle), Tech C
 * (volcanic); deck Tech D (oceanic), Tech E (arctic). Objectives: available
 * arctic, desert, oceanic; deck volcanic, jungle. Promotion deck, top
 * first: Promo A, Promo B, Promo C. Round 1, turn 1, red active. The AI
 * deck, top first: technology, tactic, action, objective:arctic (so the
 * bottom card, drawn first, is objective:arctic); its Tactics deck, top
 * first: pitched-battle, all-or-nothing, salvage; seed 7, 2 shuffles done.
 *
 * tests/data/ai-control.json, same corridor, q 0…12:
 *
 *   gate-red(0) J1(2) D1(4) V1(6) O1(8) A1(10) gate-blue(12)
 *
 * Red: 2 ships on gate-red, 1 on J1 (blue's Outpost there), 2 on D1, 1 on
 * O1 (red Colony), 1 on A1 (red Outpost). Blue: 1 ship and a Colony on V1.
 * Objectives as in ai-table.json. Round 1, turn 2, red active, 1 card
 * played.
 */
#include "wg-round.h"
#include "wg-test-ai.h"

#define BLUE 0
#define RED  1

/* The active player ends their turn (the human's turns in between). */
static WgGame *
end_turn (const WgGame *game)
{
  g_autoptr (WgOutcome) outcome = wg_turn_end (game, NULL);

  g_assert_nonnull (outcome->game);
  return wg_outcome_steal_game (outcome);
}

static const char *
tech_name (const GArray *techs,
           guint         i)
{
  g_assert_cmpuint (i, <, techs->len);
  return g_array_index (techs, WgTechnology, i).name;
}

static char *
objective_types (const GArray *types)
{
  GString *s = g_string_new (NULL);

  for (guint i = 0; i < types->len; i++)
    g_string_append_printf (s, "%s%s", i > 0 ? " " : "",
                            wg_planet_type_to_string (g_array_index (types, WgPlanetType, i)));
  return g_string_free (s, FALSE);
}

/* R-AI-1: the bottom card (the last listed) goes into the current slot:
 * the game's turn when the AI is active, and then its turn ends; when it
 * is not, the slot after the cards it played this round. The two cases
 * below are built so that the two answers differ. */
static void
test_bottom_card (void)
{
  g_autoptr (WgGame) game = wg_test_load_game ("ai-table.json");
  g_autoptr (WgAiTurn) active = NULL, inactive = NULL;

  /* Red active on turn 2 of a file that records no card played: slot 2
   * (the turn), not 1 (after 0 cards). */
  game->turn = 2;
  wg_test_ai_set_cards (game->ai.deck, "action tactic technology");
  active = wg_test_ai_play (game, NULL);
  wg_test_ai_assert_done (active, WG_AI_RESEARCH);
  g_assert_true (active->has_card);
  g_assert_cmpstr (wg_ai_card_kind_to_string (active->card.kind), ==, "technology");
  g_assert_cmpint (active->slot, ==, 2);
  g_assert_true (wg_ruling_list_contains (&active->rulings, "R-AI-1"));
  wg_test_ai_assert_str (wg_test_ai_cards (active->game->ai.deck), "action tactic");
  wg_test_ai_assert_str (wg_test_ai_cards (active->game->ai.played), "technology");
  /* Red was the second player of turn 2: blue's turn 3 comes next. */
  g_assert_cmpint (active->game->active, ==, BLUE);
  g_assert_cmpint (active->game->turn, ==, 3);

  /* Blue active on turn 1, red has played 2 cards: red's card goes into
   * slot 3, not 1, and nobody's turn ends. */
  game->active = BLUE;
  game->turn = 1;
  wg_test_ai_set_cards (game->ai.played, "objective:desert tactic");
  inactive = wg_test_ai_play (game, NULL);
  wg_test_ai_assert_done (inactive, WG_AI_RESEARCH);
  g_assert_cmpint (inactive->slot, ==, 3);
  wg_test_ai_assert_str (wg_test_ai_cards (inactive->game->ai.played),
                         "objective:desert tactic technology");
  g_assert_cmpint (inactive->game->active, ==, BLUE);
  g_assert_cmpint (inactive->game->turn, ==, 1);
}

/* R-AI-1: with 4 cards played and the AI not active, there is no slot
 * left: nothing is drawn and nothing changes. */
static void
test_no_slot_left (void)
{
  g_autoptr (WgGame) game = wg_test_load_game ("ai-table.json");
  g_autoptr (WgAiTurn) turn = NULL;
  g_autofree char *before = NULL, *after = NULL;

  game->active = BLUE;
  game->turn = 4;
  wg_test_ai_set_cards (game->ai.played, "action tactic technology objective:desert");
  turn = wg_test_ai_play (game, NULL);
  wg_test_ai_assert_done (turn, WG_AI_PAUSE);
  g_assert_false (turn->has_card);
  wg_test_ai_assert_str (wg_test_ai_steps (game, turn), "note");
  before = wg_test_ai_game_data (game);
  after = wg_test_ai_game_data (turn->game);
  g_assert_cmpstr (after, ==, before);
}

/* R-AI-2 Research: the left-most available Technology (Tech A) goes to the
 * AI; Tech B and Tech C are left, 2 cards, so nothing is revealed. */
static void
test_research (void)
{
  g_autoptr (WgGame) game = wg_test_load_game ("ai-table.json");
  g_autoptr (WgAiTurn) turn = NULL;
  const WgGame *after;

  wg_test_ai_set_cards (game->ai.deck, "technology");
  turn = wg_test_ai_play (game, NULL);
  wg_test_ai_assert_done (turn, WG_AI_RESEARCH);
  wg_test_ai_assert_str (wg_test_ai_steps (game, turn), "claim-technology #0");
  after = turn->game;
  g_assert_cmpuint (after->players[RED].technologies->len, ==, 1);
  g_assert_cmpstr (tech_name (after->players[RED].technologies, 0), ==, "Tech A");
  g_assert_cmpuint (after->technologies->len, ==, 2);
  g_assert_cmpstr (tech_name (after->technologies, 0), ==, "Tech B");
  g_assert_cmpstr (tech_name (after->technologies, 1), ==, "Tech C");
  g_assert_cmpuint (wg_deck_size (&after->technology_deck), ==, 2);
  /* R-AI-10: no drone, and nothing else on the board moves. */
  g_assert_cmpint (after->drones[RED], ==, -1);
  wg_test_ai_assert_str (wg_test_ai_ships (after), "J1 blue 2");
}

/* R-AI-2 with R-MOVE-10: available Tech A and Tech B; after the claim only
 * Tech B is left, so the top of the deck (Tech D) is revealed to its
 * right. */
static void
test_research_reveal_known (void)
{
  g_autoptr (WgGame) game = wg_test_load_game ("ai-table.json");
  g_autoptr (WgAiTurn) turn = NULL;
  const WgGame *after;

  g_array_remove_index (game->technologies, 2);
  wg_test_ai_set_cards (game->ai.deck, "technology");
  turn = wg_test_ai_play (game, NULL);
  wg_test_ai_assert_done (turn, WG_AI_RESEARCH);
  wg_test_ai_assert_str (wg_test_ai_steps (game, turn), "claim-technology #0 | note");
  after = turn->game;
  g_assert_cmpstr (tech_name (after->players[RED].technologies, 0), ==, "Tech A");
  g_assert_cmpuint (after->technologies->len, ==, 2);
  g_assert_cmpstr (tech_name (after->technologies, 0), ==, "Tech B");
  g_assert_cmpstr (tech_name (after->technologies, 1), ==, "Tech D");
  g_assert_cmpuint (wg_deck_size (&after->technology_deck), ==, 1);
  g_assert_cmpstr (tech_name (after->technology_deck.cards, 0), ==, "Tech E");
}

/* R-AI-2 with R-DECK-1: only Tech A available, the deck Tech D, Tech E.
 * By hand: the AI takes Tech A, 0 available; reveal Tech D (1), Tech E (2):
 * two steps for the human, one per card; the deck is empty. */
static void
test_research_replenish_two (void)
{
  g_autoptr (WgGame) game = wg_test_load_game ("ai-table.json");
  g_autoptr (WgAiTurn) turn = NULL;
  const WgGame *after;

  g_array_set_size (game->technologies, 1);
  wg_test_ai_set_cards (game->ai.deck, "technology");
  turn = wg_test_ai_play (game, NULL);
  wg_test_ai_assert_done (turn, WG_AI_RESEARCH);
  wg_test_ai_assert_str (wg_test_ai_steps (game, turn), "claim-technology #0 | note | note");
  after = turn->game;
  g_assert_cmpstr (tech_name (after->players[RED].technologies, 0), ==, "Tech A");
  g_assert_cmpuint (after->technologies->len, ==, 2);
  g_assert_cmpstr (tech_name (after->technologies, 0), ==, "Tech D");
  g_assert_cmpstr (tech_name (after->technologies, 1), ==, "Tech E");
  g_assert_cmpuint (wg_deck_size (&after->technology_deck), ==, 0);
}

/* R-AI-2 with R-MOVE-10, a deck of 2 whose order nobody knows: the turn
 * asks which card was revealed and changes nothing; the answer completes
 * it. */
static void
test_research_reveal_unknown (void)
{
  g_autoptr (WgGame) game = wg_test_load_game ("ai-table.json");
  g_autoptr (WgAiTurn) asked = NULL, answered = NULL;
  g_autoptr (WgAnswers) answers = wg_answers_new ();
  const WgGame *after;

  g_array_remove_index (game->technologies, 2);
  g_array_set_size (game->technology_deck.cards, 0);
  game->technology_deck.known = FALSE;
  game->technology_deck.count = 2;
  wg_test_ai_set_cards (game->ai.deck, "technology");

  asked = wg_test_ai_play (game, answers);
  wg_test_ai_assert_asks (game, asked, "reveal", "");
  /* R-DECK-2: a Technology is never of the Ancients homeworld's type. */
  wg_test_ai_assert_str (wg_test_ai_options (asked->question),
                         "desert jungle volcanic oceanic arctic");
  {
    /* Answered "ancients", the question stands (R-DECK-2) and the bad
     * answer is named. */
    g_autoptr (WgAnswers) bad = wg_answers_new ();
    g_autoptr (WgAiTurn) again = NULL;

    wg_answers_add_reveal (bad, "ancients");
    again = wg_test_ai_play (game, bad);
    g_assert_nonnull (again->question);
    g_assert_null (again->game);
    g_assert_nonnull (strstr (again->question->question, "“ancients”"));
  }

  wg_answers_add_reveal (answers, "arctic");
  wg_answers_rewind (answers);
  answered = wg_test_ai_play (game, answers);
  wg_test_ai_assert_done (answered, WG_AI_RESEARCH);
  wg_test_ai_assert_str (wg_test_ai_steps (game, answered), "claim-technology #0 | note");
  after = answered->game;
  g_assert_cmpstr (tech_name (after->players[RED].technologies, 0), ==, "Tech A");
  g_assert_cmpuint (after->technologies->len, ==, 2);
  g_assert_cmpstr (tech_name (after->technologies, 0), ==, "Tech B");
  g_assert_null (tech_name (after->technologies, 1));
  g_assert_cmpstr (wg_planet_type_to_string (g_array_index (after->technologies, WgTechnology,
                                                            1)
                                               .type),
                   ==, "arctic");
  g_assert_cmpuint (wg_deck_size (&after->technology_deck), ==, 1);
}

/* R-AI-2 Promote with a seed: Promo A and Promo B (the top 2) join the
 * Tactics deck pitched-battle, all-or-nothing, salvage, and the 5 cards
 * are shuffled with seed 7, stream 2: j = 2, 3, 2, 1 for i = 5…2 (only the
 * first swap moves anything: positions 4 and 2), giving pitched-battle,
 * all-or-nothing, Promo B, Promo A, salvage. Promo C stays on the Promotion
 * deck. */
static void
test_promote_seeded (void)
{
  g_autoptr (WgGame) game = wg_test_load_game ("ai-table.json");
  g_autoptr (WgAiTurn) turn = NULL;
  const WgGame *after;

  wg_test_ai_set_cards (game->ai.deck, "tactic");
  turn = wg_test_ai_play (game, NULL);
  wg_test_ai_assert_done (turn, WG_AI_PROMOTE);
  wg_test_ai_assert_str (wg_test_ai_steps (game, turn), "promote 2");
  after = turn->game;
  wg_test_ai_assert_str (wg_test_ai_tactics (after->ai.tactics_deck),
                         "pitched-battle, all-or-nothing, Promo B, Promo A, salvage");
  g_assert_false (after->ai.tactics_unknown);
  g_assert_cmpint (after->ai.shuffles, ==, 3);
  wg_test_ai_assert_str (wg_test_ai_tactics (after->promotion_deck.cards), "Promo C");
  /* The AI's Tactics live in ai.tactics only (docs/game-format.md). */
  g_assert_cmpuint (after->players[RED].tactics->len, ==, 0);
}

/* R-AI-2 Promote without a seed: the cards are shuffled at the table, so
 * the deck holds the 5 cards in an order nobody knows. */
static void
test_promote_unseeded (void)
{
  g_autoptr (WgGame) game = wg_test_load_game ("ai-table.json");
  g_autoptr (WgAiTurn) turn = NULL;
  g_autofree char *data = NULL;

  game->ai.has_seed = FALSE;
  wg_test_ai_set_cards (game->ai.deck, "tactic");
  turn = wg_test_ai_play (game, NULL);
  wg_test_ai_assert_done (turn, WG_AI_PROMOTE);
  wg_test_ai_assert_str (wg_test_ai_steps (game, turn), "promote 2");
  wg_test_ai_assert_str (wg_test_ai_sorted_tactics (turn->game->ai.tactics_deck),
                         "Promo A, Promo B, all-or-nothing, pitched-battle, salvage");
  g_assert_true (turn->game->ai.tactics_unknown);
  g_assert_cmpint (turn->game->ai.shuffles, ==, 2);
  data = wg_test_ai_game_data (turn->game);
  g_assert_nonnull (strstr (data, "\"order\": \"unknown\""));
}

/* R-AI-2 Promote when the Promotion deck runs out (the reading in docs/rules.md,
 * as for a player's Promote): the deck holds Promo C only, the discard
 * Promo X. Promo C is taken; the discard becomes a new deck whose cards are
 * known and whose order is not (R-DECK-3): it holds one card, Promo X, so it
 * is taken without asking. Both join the AI's deck. */
static void
test_promote_reshuffle (void)
{
  g_autoptr (WgGame) game = wg_test_load_game ("ai-table.json");
  g_autoptr (WgAnswers) answers = wg_answers_new ();
  g_autoptr (WgAiTurn) answered = NULL;
  WgTactic x = { NULL, g_strdup ("Promo X"), WG_TACTIC_ADVANCED, TRUE, -1 };

  g_array_remove_range (game->promotion_deck.cards, 0, 2);
  g_array_append_val (game->promotion_discard, x);
  game->ai.has_seed = FALSE;
  wg_test_ai_set_cards (game->ai.deck, "tactic");
  answered = wg_test_ai_play (game, answers);
  wg_test_ai_assert_done (answered, WG_AI_PROMOTE);
  wg_test_ai_assert_str (wg_test_ai_steps (game, answered), "promote 2");
  wg_test_ai_assert_str (wg_test_ai_sorted_tactics (answered->game->ai.tactics_deck),
                         "Promo C, Promo X, all-or-nothing, pitched-battle, salvage");
  g_assert_cmpuint (wg_deck_size (&answered->game->promotion_deck), ==, 0);
  g_assert_cmpuint (answered->game->promotion_discard->len, ==, 0);
}

/* R-AI-2 and R-MOVE-13 with a Promotion deck known only by its size (5
 * cards), no seed: the Gatekeepers' Promote asks the two cards turned over,
 * numbered "Card 1 of 2", then "Card 2 of 2" (issue 30 item 11), each
 * among the catalog's Hero and Advanced cards by name (Sol Olo), or
 * another Hero or Advanced card, as a player's Promote asks; answered
 * "advanced" and "sol-olo", both join the AI's Tactics deck, Sol Olo by
 * its name, and nothing more is asked: the Gatekeepers never choose. The
 * deck holds 3. */
static void
test_promote_unknown_numbered (void)
{
  g_autoptr (WgGame) game = wg_test_load_game ("ai-table.json");
  g_autoptr (WgAnswers) answers = wg_answers_new ();
  g_autoptr (WgAiTurn) first = NULL, second = NULL, done = NULL;

  g_array_set_size (game->promotion_deck.cards, 0);
  game->promotion_deck.known = FALSE;
  game->promotion_deck.count = 5;
  game->ai.has_seed = FALSE;
  wg_test_ai_set_cards (game->ai.deck, "tactic");
  first = wg_test_ai_play (game, answers);
  g_assert_nonnull (first->question);
  g_assert_cmpstr (first->question->id, ==, "reveal");
  g_assert_true (g_str_has_prefix (first->question->question, "Card 1 of 2: "));
  g_assert_cmpuint (first->question->options->len, ==, 3);
  g_assert_true (wg_question_has_option (first->question, "sol-olo"));
  g_assert_true (wg_question_has_option (first->question, "hero"));
  g_assert_true (wg_question_has_option (first->question, "advanced"));

  wg_answers_add_reveal (answers, "advanced");
  wg_answers_rewind (answers);
  second = wg_test_ai_play (game, answers);
  g_assert_nonnull (second->question);
  g_assert_true (g_str_has_prefix (second->question->question, "Card 2 of 2: "));

  g_assert_true (wg_question_has_option (second->question, "sol-olo"));
  wg_answers_add_reveal (answers, "sol-olo");
  wg_answers_rewind (answers);
  done = wg_test_ai_play (game, answers);
  g_assert_null (done->question);
  wg_test_ai_assert_done (done, WG_AI_PROMOTE);
  g_assert_cmpuint (done->game->ai.tactics_deck->len, ==, game->ai.tactics_deck->len + 2);
  {
    gboolean named = FALSE;

    for (guint i = 0; i < done->game->ai.tactics_deck->len; i++)
      named |= g_strcmp0 (g_array_index (done->game->ai.tactics_deck, WgTactic, i).name, "Sol Olo")
               == 0;
    g_assert_true (named);
  }
  g_assert_cmpuint (wg_deck_size (&done->game->promotion_deck), ==, 3);
}

/* R-AI-2 Control (ai-control.json): the left-most Objective (arctic) goes
 * to the AI; 2 are left (desert, oceanic), so none is revealed. Then an AI
 * Colony on every planet holding AI ships, in board order: J1 (blue's
 * Outpost returned first), D1, A1 (its own Outpost becomes a Colony). Not
 * gate-red (a Warpgate takes no marker, R-CTRL-1), not V1 (no AI ships),
 * not O1 (already an AI Colony). */
static void
test_control (void)
{
  g_autoptr (WgGame) game = wg_test_load_game ("ai-control.json");
  g_autoptr (WgAiTurn) turn = wg_test_ai_play (game, NULL);
  const WgGame      *after;
  const WgObjective *objective;

  wg_test_ai_assert_done (turn, WG_AI_CONTROL);
  g_assert_cmpint (turn->slot, ==, 2);
  wg_test_ai_assert_str (wg_test_ai_steps (game, turn),
                         "claim-objective #0 | return-marker J1 blue | colony J1 | colony D1 "
                         "| colony A1");
  after = turn->game;
  g_assert_cmpuint (after->players[RED].objectives->len, ==, 1);
  objective = &g_array_index (after->players[RED].objectives, WgObjective, 0);
  g_assert_cmpstr (wg_planet_type_to_string (objective->type), ==, "arctic");
  g_assert_cmpint (objective->status, ==, WG_OBJECTIVE_HELD);
  wg_test_ai_assert_str (objective_types (after->objectives), "desert oceanic");
  wg_test_ai_assert_str (objective_types (after->objective_deck.cards), "volcanic jungle");
  wg_test_ai_assert_str (wg_test_ai_markers (after),
                         "J1 red colony, D1 red colony, V1 blue colony, O1 red colony, "
                         "A1 red colony");
  g_assert_cmpint (wg_game_markers_on_board (after, BLUE), ==, 1);
  g_assert_cmpint (wg_game_markers_on_board (after, RED), ==, 4);
  wg_test_ai_assert_str (wg_test_ai_ships (after),
                         "gate-red red 2, J1 red 1, D1 red 2, V1 blue 1, O1 red 1, A1 red 1");
  g_assert_cmpint (after->active, ==, BLUE);
  g_assert_cmpint (after->turn, ==, 3);
}

/* R-AI-2 with R-CTRL-2 step 5: available arctic and desert; after the
 * claim only desert is left, so the top of the deck (volcanic) is added to
 * the right — a step the human carries out. */
static void
test_control_replenish (void)
{
  g_autoptr (WgGame) game = wg_test_load_game ("ai-control.json");
  g_autoptr (WgAiTurn) turn = NULL;

  g_array_remove_index (game->objectives, 2);
  turn = wg_test_ai_play (game, NULL);
  wg_test_ai_assert_done (turn, WG_AI_CONTROL);
  wg_test_ai_assert_str (wg_test_ai_steps (game, turn),
                         "claim-objective #0 | note | return-marker J1 blue | colony J1 "
                         "| colony D1 | colony A1");
  wg_test_ai_assert_str (objective_types (turn->game->objectives), "desert volcanic");
  wg_test_ai_assert_str (objective_types (turn->game->objective_deck.cards), "jungle");
}

/* R-AI-2 with R-CTRL-2 step 5, an Objective deck of 2 in unknown order:
 * the turn asks what was revealed. */
static void
test_control_reveal_unknown (void)
{
  g_autoptr (WgGame) game = wg_test_load_game ("ai-control.json");
  g_autoptr (WgAiTurn) asked = NULL, answered = NULL;
  g_autoptr (WgAnswers) answers = wg_answers_new ();

  g_array_remove_index (game->objectives, 2);
  g_array_set_size (game->objective_deck.cards, 0);
  game->objective_deck.known = FALSE;
  game->objective_deck.count = 2;
  asked = wg_test_ai_play (game, answers);
  wg_test_ai_assert_asks (game, asked, "reveal", "");

  wg_answers_add_reveal (answers, "oceanic");
  wg_answers_rewind (answers);
  answered = wg_test_ai_play (game, answers);
  wg_test_ai_assert_done (answered, WG_AI_CONTROL);
  wg_test_ai_assert_str (objective_types (answered->game->objectives), "desert oceanic");
  g_assert_cmpuint (wg_deck_size (&answered->game->objective_deck), ==, 1);
  wg_test_ai_assert_str (wg_test_ai_markers (answered->game),
                         "J1 red colony, D1 red colony, V1 blue colony, O1 red colony, "
                         "A1 red colony");
}

/* R-AI-2 with R-DECK-1, an Objective deck of 3 in unknown order: only
 * arctic available. By hand: the AI takes arctic, 0 available; two cards
 * are asked for, one question each: no answer → asked; "oceanic" → asked
 * again; "oceanic", "jungle" → both added, two steps, deck 3 − 2 = 1. */
static void
test_control_replenish_two_unknown (void)
{
  g_autoptr (WgGame) game = wg_test_load_game ("ai-control.json");
  g_autoptr (WgAiTurn) first = NULL, second = NULL, done = NULL;
  g_autoptr (WgAnswers) answers = wg_answers_new ();

  g_array_set_size (game->objectives, 1);
  g_array_set_size (game->objective_deck.cards, 0);
  game->objective_deck.known = FALSE;
  game->objective_deck.count = 3;
  first = wg_test_ai_play (game, answers);
  wg_test_ai_assert_asks (game, first, "reveal", "");

  wg_answers_add_reveal (answers, "oceanic");
  wg_answers_rewind (answers);
  second = wg_test_ai_play (game, answers);
  wg_test_ai_assert_asks (game, second, "reveal", "");

  wg_answers_add_reveal (answers, "jungle");
  wg_answers_rewind (answers);
  done = wg_test_ai_play (game, answers);
  wg_test_ai_assert_done (done, WG_AI_CONTROL);
  wg_test_ai_assert_str (wg_test_ai_steps (game, done),
                         "claim-objective #0 | note | note | return-marker J1 blue | colony J1 "
                         "| colony D1 | colony A1");
  wg_test_ai_assert_str (objective_types (done->game->objectives), "oceanic jungle");
  g_assert_cmpuint (wg_deck_size (&done->game->objective_deck), ==, 1);
}

/* R-AI-2 with the markers running out: red owns 3, 2 are on the board
 * (O1, A1), so 1 is left. J1 comes first in board order and takes it;
 * D1 gets none; A1's own Outpost is flipped, which needs no new marker. */
static void
test_control_no_marker_left (void)
{
  g_autoptr (WgGame) game = wg_test_load_game ("ai-control.json");
  g_autoptr (WgAiTurn) turn = NULL;

  game->players[RED].markers_total = 3;
  turn = wg_test_ai_play (game, NULL);
  wg_test_ai_assert_done (turn, WG_AI_CONTROL);
  wg_test_ai_assert_str (wg_test_ai_steps (game, turn),
                         "claim-objective #0 | return-marker J1 blue | colony J1 | note "
                         "| colony A1");
  wg_test_ai_assert_str (wg_test_ai_markers (turn->game),
                         "J1 red colony, V1 blue colony, O1 red colony, A1 red colony");
  g_assert_cmpint (wg_game_markers_on_board (turn->game, RED), ==, 3);
}

/* R-AI-1, a whole round of ai-table.json with blue's turns in between:
 *   turn 1 objective:arctic → Reinforce: A1 qualifies (its sector touches
 *          gate-red, no player marker) → 2 ships on A1;
 *   turn 2 action → Control: arctic Objective; an AI Colony on A1;
 *   turn 3 tactic → Promote (seed 7, stream 2; shuffles becomes 3);
 *   turn 4 technology → Research: Tech A. Its 4th card ends the round, two
 *          notes: the 4 played cards go to the discard, in the order played
 *          (R-AI-1), and blue keeps the first-player marker (R-ROUND-1).
 * Round 2, turn 1: the deck is empty, so the discard is shuffled with seed
 * 7, stream 3 (j = 3, 1, 0: tactic, objective:arctic, action, technology)
 * and the bottom card, technology, is played: Tech B, leaving Tech C alone,
 * so Tech D is revealed (R-MOVE-10). */
static void
test_full_round (void)
{
  g_autoptr (WgGame) game = wg_test_load_game ("ai-table.json");
  const char *const steps[] = {
    "deploy A1 2",
    "claim-objective #0 | colony A1",
    "promote 2",
    "claim-technology #0 | note | note",
  };
  const WgAiAction  actions[] = { WG_AI_REINFORCE, WG_AI_CONTROL, WG_AI_PROMOTE, WG_AI_RESEARCH };
  const char *const played[] = {
    "objective:arctic",
    "objective:arctic action",
    "objective:arctic action tactic",
    "",
  };
  g_autoptr (WgAiTurn) next = NULL;

  game->active = BLUE;
  for (int t = 1; t <= 4; t++)
    {
      g_autoptr (WgGame) blue_done = end_turn (game);
      g_autoptr (WgAiTurn) turn = NULL;

      g_assert_cmpint (blue_done->active, ==, RED);
      g_assert_cmpint (blue_done->turn, ==, t);
      turn = wg_test_ai_play (blue_done, NULL);
      wg_test_ai_assert_done (turn, actions[t - 1]);
      g_assert_cmpint (turn->slot, ==, t);
      wg_test_ai_assert_str (wg_test_ai_steps (blue_done, turn), steps[t - 1]);
      wg_test_ai_assert_str (wg_test_ai_cards (turn->game->ai.played), played[t - 1]);
      wg_game_free (game);
      game = g_steal_pointer (&turn->game);
    }
  wg_test_ai_assert_str (wg_test_ai_cards (game->ai.discard),
                         "objective:arctic action tactic technology");
  wg_test_ai_assert_str (wg_test_ai_cards (game->ai.deck), "");
  g_assert_cmpint (game->round, ==, 2);
  g_assert_cmpint (game->turn, ==, 1);
  g_assert_cmpint (game->active, ==, BLUE);
  wg_test_ai_assert_str (wg_test_ai_ships (game), "A1 red 2, J1 blue 2");
  wg_test_ai_assert_str (wg_test_ai_markers (game), "A1 red colony");

  {
    g_autoptr (WgGame) blue_done = end_turn (game);

    next = wg_test_ai_play (blue_done, NULL);
    wg_test_ai_assert_done (next, WG_AI_RESEARCH);
    wg_test_ai_assert_str (wg_test_ai_steps (blue_done, next),
                           "shuffle 4 | claim-technology #0 | note");
  }
  wg_test_ai_assert_str (wg_test_ai_cards (next->game->ai.deck),
                         "tactic objective:arctic action");
  wg_test_ai_assert_str (wg_test_ai_cards (next->game->ai.discard), "");
  wg_test_ai_assert_str (wg_test_ai_cards (next->game->ai.played), "technology");
  g_assert_cmpint (next->game->ai.shuffles, ==, 4);
  g_assert_cmpstr (tech_name (next->game->players[RED].technologies, 1), ==, "Tech B");
  g_assert_cmpstr (tech_name (next->game->technologies, 0), ==, "Tech C");
  g_assert_cmpstr (tech_name (next->game->technologies, 1), ==, "Tech D");
}

/* R-AI-1 with R-ROUND-1: the AI's 4th card ends the round, and the end of
 * round may ask. Turn 4, 3 cards played, Tech C made jungle: the AI takes
 * Tech A, leaving Tech B and Tech C, both jungle (2 cards: no R-MOVE-10
 * reveal). The end of the round reveals one more Technology (R-ROUND-1
 * step 1) from a deck of unknown order: the turn asks, nothing changes;
 * answered, the steps add the end of round's notes — the discard, the
 * reveal, the first-player marker. */
static void
test_round_end_asks (void)
{
  g_autoptr (WgGame) game = wg_test_load_game ("ai-table.json");
  g_autoptr (WgAnswers) answers = wg_answers_new ();
  g_autoptr (WgAiTurn) asked = NULL, answered = NULL;

  game->turn = 4;
  wg_test_ai_set_cards (game->ai.played, "objective:arctic action tactic");
  wg_test_ai_set_cards (game->ai.deck, "technology");
  g_array_index (game->technologies, WgTechnology, 2).type = WG_PLANET_JUNGLE;
  g_array_set_size (game->technology_deck.cards, 0);
  game->technology_deck.known = FALSE;
  game->technology_deck.count = 2;

  asked = wg_test_ai_play (game, answers);
  wg_test_ai_assert_asks (game, asked, "reveal", "");

  wg_answers_add_reveal (answers, "oceanic");
  wg_answers_rewind (answers);
  answered = wg_test_ai_play (game, answers);
  wg_test_ai_assert_done (answered, WG_AI_RESEARCH);
  wg_test_ai_assert_str (wg_test_ai_steps (game, answered),
                         "claim-technology #0 | note | note | note");
  g_assert_cmpuint (answered->game->technologies->len, ==, 3);
  g_assert_cmpint (g_array_index (answered->game->technologies, WgTechnology, 2).type, ==,
                   WG_PLANET_OCEANIC);
  wg_test_ai_assert_str (wg_test_ai_cards (answered->game->ai.discard),
                         "objective:arctic action tactic technology");
  g_assert_cmpint (answered->game->round, ==, 2);
  g_assert_cmpint (answered->game->turn, ==, 1);
  g_assert_cmpint (answered->game->active, ==, BLUE);
}

/* R-AI-1, an empty deck with a seed: the discard objective:desert,
 * technology, tactic, action is shuffled with seed 7, stream 2: j = 0, 1, 0
 * for i = 4…2, giving tactic, action, technology, objective:desert; the
 * bottom card is played. D1 (desert) has no AI piece and no sector, so it does not
 * qualify: Warp-in, 3 ships on gate-red (R-AI-3). */
static void
test_reshuffle_seeded (void)
{
  g_autoptr (WgGame) game = wg_test_load_game ("ai-table.json");
  g_autoptr (WgAiTurn) turn = NULL, again = NULL;
  g_autofree char *first = NULL, *second = NULL;

  wg_test_ai_set_cards (game->ai.deck, "");
  wg_test_ai_set_cards (game->ai.discard, "objective:desert technology tactic action");
  turn = wg_test_ai_play (game, NULL);
  wg_test_ai_assert_done (turn, WG_AI_WARP_IN);
  wg_test_ai_assert_str (wg_test_ai_steps (game, turn), "shuffle 4 | deploy gate-red 3");
  wg_test_ai_assert_str (wg_test_ai_cards (turn->game->ai.deck), "tactic action technology");
  wg_test_ai_assert_str (wg_test_ai_cards (turn->game->ai.discard), "");
  wg_test_ai_assert_str (wg_test_ai_cards (turn->game->ai.played), "objective:desert");
  g_assert_cmpint (turn->game->ai.shuffles, ==, 3);
  g_assert_false (turn->game->ai.deck_unknown);

  /* The same seed gives the same game. */
  again = wg_test_ai_play (game, NULL);
  first = wg_test_ai_game_data (turn->game);
  second = wg_test_ai_game_data (again->game);
  g_assert_cmpstr (first, ==, second);
}

/* R-AI-1: another seed, another order. Seed 1, stream 2: j = 1, 2, 1,
 * giving objective:desert, action, tactic, technology — so Research is
 * played. */
static void
test_reshuffle_other_seed (void)
{
  g_autoptr (WgGame) game = wg_test_load_game ("ai-table.json");
  g_autoptr (WgAiTurn) turn = NULL;

  game->ai.seed = 1;
  wg_test_ai_set_cards (game->ai.deck, "");
  wg_test_ai_set_cards (game->ai.discard, "objective:desert technology tactic action");
  turn = wg_test_ai_play (game, NULL);
  wg_test_ai_assert_done (turn, WG_AI_RESEARCH);
  wg_test_ai_assert_str (wg_test_ai_steps (game, turn), "shuffle 4 | claim-technology #0");
  wg_test_ai_assert_str (wg_test_ai_cards (turn->game->ai.deck),
                         "objective:desert action tactic");
}

/* R-AI-1 without a seed: the discard is shuffled at the table, so the
 * new deck's order is unknown and the human says which card is drawn. */
static void
test_reshuffle_unseeded (void)
{
  g_autoptr (WgGame) game = wg_test_load_game ("ai-table.json");
  g_autoptr (WgAiTurn) asked = NULL, answered = NULL;
  g_autoptr (WgAnswers) answers = wg_answers_new ();
  g_autofree char *data = NULL;

  game->ai.has_seed = FALSE;
  wg_test_ai_set_cards (game->ai.deck, "");
  wg_test_ai_set_cards (game->ai.discard, "objective:desert technology tactic action");
  asked = wg_test_ai_play (game, answers);
  /* The reshuffle comes before the card is turned over: the question says
   * so, and (as every question) lists no step — nothing changed yet. */
  wg_test_ai_assert_asks (game, asked, "reveal", "");
  g_assert_nonnull (strstr (asked->question->question, "shuffle the AI’s discard pile"));
  wg_test_ai_assert_str (wg_test_ai_options (asked->question),
                         "objective:desert technology tactic action");

  wg_answers_add_reveal (answers, "technology");
  wg_answers_rewind (answers);
  answered = wg_test_ai_play (game, answers);
  wg_test_ai_assert_done (answered, WG_AI_RESEARCH);
  g_assert_cmpstr (wg_ai_card_kind_to_string (answered->card.kind), ==, "technology");
  wg_test_ai_assert_str (wg_test_ai_steps (game, answered), "shuffle 4 | claim-technology #0");
  g_assert_true (answered->game->ai.deck_unknown);
  g_assert_cmpuint (answered->game->ai.deck->len, ==, 3);
  wg_test_ai_assert_str (wg_test_ai_cards (answered->game->ai.discard), "");
  data = wg_test_ai_game_data (answered->game);
  g_assert_nonnull (strstr (data, "\"deck_order\": \"unknown\""));
}

/* R-AI-1, a deck in unknown order (ai.deck_order "unknown"): the human
 * turns over the bottom card and names it; a card the deck does not hold
 * is asked again. */
static void
test_unknown_order (void)
{
  g_autoptr (WgGame) game = wg_test_load_game ("ai-table.json");
  g_autoptr (WgAiTurn) asked = NULL, wrong = NULL, answered = NULL;
  g_autoptr (WgAnswers) bad = wg_answers_new ();
  g_autoptr (WgAnswers) good = wg_answers_new ();

  game->ai.deck_unknown = TRUE;
  asked = wg_test_ai_play (game, NULL);
  wg_test_ai_assert_asks (game, asked, "reveal", "");
  wg_test_ai_assert_str (wg_test_ai_options (asked->question),
                         "technology tactic action objective:arctic");

  wg_answers_add_reveal (bad, "objective:desert");
  wrong = wg_test_ai_play (game, bad);
  wg_test_ai_assert_asks (game, wrong, "reveal", "");

  wg_answers_add_reveal (good, "action");
  answered = wg_test_ai_play (game, good);
  wg_test_ai_assert_done (answered, WG_AI_CONTROL);
  wg_test_ai_assert_str (wg_test_ai_steps (game, answered), "claim-objective #0");
  wg_test_ai_assert_str (wg_test_ai_cards (answered->game->ai.deck),
                         "technology tactic objective:arctic");
  wg_test_ai_assert_str (wg_test_ai_cards (answered->game->ai.played), "action");
}

/* R-DECK-3 for the AI deck (R-AI-1): of a deck in unknown order only the
 * Action card is left; turning it over tells nothing, so it is played
 * without a question, as in test_unknown_order's answer "action". */
static void
test_unknown_order_last (void)
{
  g_autoptr (WgGame) game = wg_test_load_game ("ai-table.json");
  g_autoptr (WgAiTurn) turn = NULL;

  game->ai.deck_unknown = TRUE;
  g_array_remove_index (game->ai.deck, 3);
  g_array_remove_range (game->ai.deck, 0, 2);
  wg_test_ai_assert_str (wg_test_ai_cards (game->ai.deck), "action");
  turn = wg_test_ai_play (game, NULL);
  g_assert_null (turn->question);
  wg_test_ai_assert_done (turn, WG_AI_CONTROL);
  wg_test_ai_assert_str (wg_test_ai_cards (turn->game->ai.deck), "");
  wg_test_ai_assert_str (wg_test_ai_cards (turn->game->ai.played), "action");
  /* The table is told which card it is, and that it was the last (issue 30). */
  wg_test_ai_assert_str (wg_test_ai_steps (game, turn), "note | claim-objective #0");
  g_assert_cmpstr (((WgAiStep *) g_ptr_array_index (turn->steps, 0))->text, ==,
                   "Turn over the last card of the AI deck: the Action card (R-AI-1).");
}

/* R-DECK-3 for a refilled AI deck (R-AI-1; issue 30, item 12): the deck is
 * empty and its discard holds two Technologies, shuffled at the table
 * (no seed). Whichever is at the bottom, it is a Technology: nothing is
 * asked, no answer is used, and a step names the card; the turn is a
 * Research (R-AI-2). The answer given is left for a later question. */
static void
test_refill_identical (void)
{
  g_autoptr (WgGame) game = wg_test_load_game ("ai-table.json");
  g_autoptr (WgAiTurn) turn = NULL;
  g_autoptr (WgAnswers) answers = wg_answers_new ();

  game->ai.has_seed = FALSE;
  wg_test_ai_set_cards (game->ai.deck, "");
  wg_test_ai_set_cards (game->ai.discard, "technology technology");
  wg_answers_add_reveal (answers, "unused");
  turn = wg_test_ai_play (game, answers);
  g_assert_null (turn->question);
  wg_test_ai_assert_done (turn, WG_AI_RESEARCH);
  g_assert_true (turn->has_card);
  g_assert_cmpstr (wg_ai_card_kind_to_string (turn->card.kind), ==, "technology");
  wg_test_ai_assert_str (wg_test_ai_steps (game, turn), "shuffle 2 | note | claim-technology #0");
  g_assert_cmpstr (((WgAiStep *) g_ptr_array_index (turn->steps, 1))->text, ==,
                   "Turn over the bottom card of the AI deck: the Technology, as every card of "
                   "the deck (R-DECK-3).");
  wg_test_ai_assert_str (wg_test_ai_cards (turn->game->ai.deck), "technology");
  g_assert_true (turn->game->ai.deck_unknown);
  g_assert_cmpstr (wg_answers_next_reveal (answers), ==, "unused");
}

/* Plays @n turns of ai-table.json from a set-up with @seed: the human ends
 * each of their turns, the AI plays its cards (redraws included), until
 * the game is over. Blue's ships leave J1 first, so that no attack of the
 * AI meets a battle. */
static char *
play_turns (int seed,
            int n)
{
  g_autoptr (WgGame) game = wg_test_load_game ("ai-table.json");

  wg_ai_setup_decks (game, TRUE, seed);
  game->stacks[wg_test_cell (game, "J1")].ship_owner = WG_NO_PLAYER;
  game->stacks[wg_test_cell (game, "J1")].ships = 0;
  game->active = BLUE;
  for (int i = 0; i < n && !game->game_over; i++)
    {
      WgGame *next;

      if (game->active == RED)
        {
          g_autoptr (WgAiTurn) turn = wg_test_ai_play (game, NULL);

          wg_test_ai_assert_done (turn, turn->action);
          g_assert_null (turn->battle);
          next = g_steal_pointer (&turn->game);
        }
      else
        next = end_turn (game);
      wg_game_free (game);
      game = next;
    }
  return wg_test_ai_game_data (game);
}

/* Determinism: the same seed gives the same game after 40 turns (five
 * rounds: the AI deck of 8 is reshuffled, Promote shuffles its Tactics);
 * another seed gives another game. */
static void
test_determinism (void)
{
  g_autofree char *first = play_turns (7, 40);
  g_autofree char *second = play_turns (7, 40);
  g_autofree char *other = play_turns (8, 40);

  g_assert_cmpstr (first, ==, second);
  g_assert_cmpstr (first, !=, other);
  g_assert_nonnull (strstr (first, "\"seed\": 7"));
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/wg/ai/R-AI-1/bottom-card", test_bottom_card);
  g_test_add_func ("/wg/ai/R-AI-1/no-slot-left", test_no_slot_left);
  g_test_add_func ("/wg/ai/R-AI-2/research", test_research);
  g_test_add_func ("/wg/ai/R-AI-2/research-reveal-known", test_research_reveal_known);
  g_test_add_func ("/wg/ai/R-AI-2/research-reveal-unknown", test_research_reveal_unknown);
  g_test_add_func ("/wg/ai/R-DECK-1/research-replenish-two", test_research_replenish_two);
  g_test_add_func ("/wg/ai/R-AI-2/promote-seeded", test_promote_seeded);
  g_test_add_func ("/wg/ai/R-AI-2/promote-unseeded", test_promote_unseeded);
  g_test_add_func ("/wg/ai/R-AI-2/promote-reshuffle", test_promote_reshuffle);
  g_test_add_func ("/wg/ai/R-AI-2/promote-unknown-numbered", test_promote_unknown_numbered);
  g_test_add_func ("/wg/ai/R-AI-2/control", test_control);
  g_test_add_func ("/wg/ai/R-AI-2/control-replenish", test_control_replenish);
  g_test_add_func ("/wg/ai/R-AI-2/control-reveal-unknown", test_control_reveal_unknown);
  g_test_add_func ("/wg/ai/R-DECK-1/control-replenish-two-unknown",
                   test_control_replenish_two_unknown);
  g_test_add_func ("/wg/ai/R-AI-2/control-no-marker-left", test_control_no_marker_left);
  g_test_add_func ("/wg/ai/R-AI-1/full-round", test_full_round);
  g_test_add_func ("/wg/ai/R-AI-1/round-end-asks", test_round_end_asks);
  g_test_add_func ("/wg/ai/R-AI-1/reshuffle-seeded", test_reshuffle_seeded);
  g_test_add_func ("/wg/ai/R-AI-1/reshuffle-other-seed", test_reshuffle_other_seed);
  g_test_add_func ("/wg/ai/R-AI-1/reshuffle-unseeded", test_reshuffle_unseeded);
  g_test_add_func ("/wg/ai/R-AI-1/unknown-order", test_unknown_order);
  g_test_add_func ("/wg/ai/R-DECK-3/unknown-order-last", test_unknown_order_last);
  g_test_add_func ("/wg/ai/R-DECK-3/refill-identical", test_refill_identical);
  g_test_add_func ("/wg/ai/determinism", test_determinism);

  return g_test_run ();
}
