/* test-ai-setup.c — the Gatekeepers' set-up and their battle cards (R-AI-8,
 * R-AI-1's reshuffle)
 * Copyright 2026 The Warpgate Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * tests/data/ai-table.json (drawn in test-ai.c): the AI's Tactics deck, top
 * first, is pitched-battle, all-or-nothing, salvage, its discard empty;
 * seed 7, 2 shuffles done. Shuffles with a seed were worked out with an
 * independent PCG32 (the reference algorithm, pcg-random.org) and the
 * Fisher–Yates order of wg-rng.c (i from n down to 2, j uniform in 0…i-1,
 * swap i-1 and j); the stream is ai.shuffles.
 */
#include "wg-test-ai.h"

/* R-AI-8: the AI draws 2, plays the top one and discards the other; both
 * end in its discard. */
static void
test_battle_card (void)
{
  g_autoptr (WgGame) game = wg_test_load_game ("ai-table.json");
  g_autoptr (WgQuestion) question = NULL;
  WgTactic played = { 0 };

  g_assert_true (wg_ai_draw_battle_card (game, NULL, &played, &question));
  g_assert_null (question);
  g_assert_cmpstr (played.card, ==, "pitched-battle");
  wg_test_ai_assert_str (wg_test_ai_tactics (game->ai.tactics_deck), "salvage");
  wg_test_ai_assert_str (wg_test_ai_tactics (game->ai.tactics_discard),
                         "pitched-battle, all-or-nothing");
  g_assert_cmpint (game->ai.shuffles, ==, 2);
  wg_tactic_clear (&played);
}

/* R-AI-8 with R-AI-1's reshuffle: a deck of 1 (salvage) and a discard of
 * pitched-battle, all-or-nothing. Salvage is drawn first and is in the
 * AI's hand, not in the discard, when the discard is shuffled into a new
 * deck (seed 7, stream 2: j = 0, so all-or-nothing, pitched-battle);
 * the second card is all-or-nothing. The AI plays salvage. */
static void
test_battle_card_reshuffle (void)
{
  g_autoptr (WgGame) game = wg_test_load_game ("ai-table.json");
  g_autoptr (WgQuestion) question = NULL;
  WgTactic played = { 0 };

  g_array_remove_range (game->ai.tactics_deck, 0, 2);
  {
    WgTactic a = { g_strdup ("pitched-battle"), NULL, WG_TACTIC_BASIC, TRUE, -1 };
    WgTactic b = { g_strdup ("all-or-nothing"), NULL, WG_TACTIC_BASIC, TRUE, -1 };

    g_array_append_val (game->ai.tactics_discard, a);
    g_array_append_val (game->ai.tactics_discard, b);
  }
  g_assert_true (wg_ai_draw_battle_card (game, NULL, &played, &question));
  g_assert_cmpstr (played.card, ==, "salvage");
  wg_test_ai_assert_str (wg_test_ai_tactics (game->ai.tactics_deck), "pitched-battle");
  wg_test_ai_assert_str (wg_test_ai_tactics (game->ai.tactics_discard),
                         "salvage, all-or-nothing");
  g_assert_cmpint (game->ai.shuffles, ==, 3);
  wg_tactic_clear (&played);
}

/* R-AI-8: a single card left in all is played alone. */
static void
test_battle_card_last (void)
{
  g_autoptr (WgGame) game = wg_test_load_game ("ai-table.json");
  g_autoptr (WgQuestion) question = NULL;
  WgTactic played = { 0 };

  g_array_remove_range (game->ai.tactics_deck, 0, 2);
  g_assert_true (wg_ai_draw_battle_card (game, NULL, &played, &question));
  g_assert_null (question);
  g_assert_cmpstr (played.card, ==, "salvage");
  wg_test_ai_assert_str (wg_test_ai_tactics (game->ai.tactics_deck), "");
  wg_test_ai_assert_str (wg_test_ai_tactics (game->ai.tactics_discard), "salvage");
  wg_tactic_clear (&played);
}

/* R-AI-8: whether the Gatekeepers have a Tactics card to draw
 * (wg_ai_has_tactics) on battle-ai-draw.json: their Tactics deck holds 2
 * cards (pitched-battle, x3), their discard none: yes. The deck emptied
 * into the discard (the discard is shuffled into a new deck when needed):
 * yes. Both empty: no, and wg_ai_draw_battle_card draws nothing. */
static void
test_has_tactics (void)
{
  g_autoptr (WgGame) game = wg_test_load_game ("battle-ai-draw.json");
  g_autoptr (WgQuestion) question = NULL;
  WgTactic played = { 0 };

  g_assert_cmpuint (game->ai.tactics_deck->len, ==, 2);
  g_assert_true (wg_ai_has_tactics (game));
  g_array_append_vals (game->ai.tactics_discard, game->ai.tactics_deck->data, 2);
  g_array_set_clear_func (game->ai.tactics_deck, NULL);
  g_array_set_size (game->ai.tactics_deck, 0);
  g_array_set_clear_func (game->ai.tactics_deck, (GDestroyNotify) wg_tactic_clear);
  g_assert_true (wg_ai_has_tactics (game));
  g_array_set_size (game->ai.tactics_discard, 0);
  g_assert_false (wg_ai_has_tactics (game));
  g_assert_false (wg_ai_draw_battle_card (game, NULL, &played, &question));
  g_assert_null (question);
}

/* R-AI-8 with the Tactics deck in unknown order: each drawn card is asked
 * for; until both are answered nothing changes. */
static void
test_battle_card_unknown (void)
{
  g_autoptr (WgGame) game = wg_test_load_game ("ai-table.json");
  g_autoptr (WgAnswers) answers = wg_answers_new ();
  g_autofree char *before = NULL;
  WgTactic         played = { 0 };

  game->ai.tactics_unknown = TRUE;
  before = wg_test_ai_game_data (game);
  {
    g_autoptr (WgQuestion) question = NULL;
    g_autofree char *after = NULL;

    g_assert_false (wg_ai_draw_battle_card (game, answers, &played, &question));
    g_assert_nonnull (question);
    g_assert_cmpstr (question->id, ==, "reveal");
    wg_test_ai_assert_str (wg_test_ai_options (question),
                           "pitched-battle all-or-nothing salvage");
    after = wg_test_ai_game_data (game);
    g_assert_cmpstr (after, ==, before);
  }
  wg_answers_add_reveal (answers, "salvage");
  wg_answers_rewind (answers);
  {
    g_autoptr (WgQuestion) question = NULL;
    g_autofree char *after = NULL;

    g_assert_false (wg_ai_draw_battle_card (game, answers, &played, &question));
    g_assert_nonnull (question);
    g_assert_cmpstr (question->id, ==, "reveal");
    after = wg_test_ai_game_data (game);
    g_assert_cmpstr (after, ==, before);
  }
  wg_answers_add_reveal (answers, "all-or-nothing");
  wg_answers_rewind (answers);
  {
    g_autoptr (WgQuestion) question = NULL;

    g_assert_true (wg_ai_draw_battle_card (game, answers, &played, &question));
    g_assert_null (question);
  }
  g_assert_cmpstr (played.card, ==, "salvage");
  wg_test_ai_assert_str (wg_test_ai_tactics (game->ai.tactics_deck), "pitched-battle");
  wg_test_ai_assert_str (wg_test_ai_tactics (game->ai.tactics_discard),
                         "salvage, all-or-nothing");
  wg_tactic_clear (&played);
}

/* A Tactics deck of unknown order holding Pitched Battle ×2 twice and a
 * Basic card known only as ×3 (R-DECK-3, R-AI-8). */
static WgGame *
deck_of_three (void)
{
  WgGame  *game = wg_test_load_game ("ai-table.json");
  WgTactic p1 = { g_strdup ("pitched-battle"), NULL, WG_TACTIC_BASIC, TRUE, 2 };
  WgTactic p2 = { g_strdup ("pitched-battle"), NULL, WG_TACTIC_BASIC, TRUE, 2 };
  WgTactic x3 = { NULL, NULL, WG_TACTIC_BASIC, TRUE, 3 };

  g_array_set_size (game->ai.tactics_deck, 0);
  g_array_append_val (game->ai.tactics_deck, p1);
  g_array_append_val (game->ai.tactics_deck, p2);
  g_array_append_val (game->ai.tactics_deck, x3);
  game->ai.tactics_unknown = TRUE;
  return game;
}

/* R-DECK-3 for the Gatekeepers' battle draw (R-AI-8), worked by hand:
 * the deck holds P, P (Pitched Battle, ×2) and ×3, order unknown.
 *  - Card 1 of 2 offers exactly the 2 different cards, Pitched Battle with
 *    its count ("2 in the deck"); nothing else (no ×0…×9).
 *  - "salvage" is not in the deck: refused, asked again naming it, and
 *    nothing changes.
 *  - ×3 first: the two cards left are identical, so the second is revealed
 *    without asking; the AI plays ×3 and discards Pitched Battle, whose
 *    multiplier 2 is kept (the card is recorded whole); 1 P stays.
 *  - Pitched Battle first: card 2 of 2 offers P (1 left, no count) and ×3. */
static void
test_battle_card_r_deck_3 (void)
{
  g_autoptr (WgGame) game = deck_of_three ();
  g_autoptr (WgAnswers) answers = wg_answers_new ();
  g_autofree char *before = wg_test_ai_game_data (game);
  WgTactic         played = { 0 };

  {
    g_autoptr (WgQuestion) question = NULL;

    g_assert_false (wg_ai_draw_battle_card (game, answers, &played, &question));
    wg_test_ai_assert_str (wg_test_ai_options (question), "pitched-battle x3");
    g_assert_cmpstr (((WgOption *) question->options->pdata[0])->label, ==,
                     "pitched-battle (2 in the deck)");
    g_assert_cmpstr (((WgOption *) question->options->pdata[1])->label, ==, "A Tactics card ×3");
    g_assert_nonnull (strstr (question->question, "Card 1 of 2"));
  }
  wg_answers_add_reveal (answers, "salvage");
  {
    g_autoptr (WgQuestion) question = NULL;
    g_autofree char *after = NULL;

    wg_answers_rewind (answers);
    g_assert_false (wg_ai_draw_battle_card (game, answers, &played, &question));
    g_assert_nonnull (strstr (question->question, "“salvage” is not a card"));
    wg_test_ai_assert_str (wg_test_ai_options (question), "pitched-battle x3");
    after = wg_test_ai_game_data (game);
    g_assert_cmpstr (after, ==, before);
  }

  g_clear_pointer (&answers, wg_answers_free);
  answers = wg_answers_new ();
  wg_answers_add_reveal (answers, "x3");
  {
    g_autoptr (WgQuestion) question = NULL;
    const WgTactic *discarded;

    g_assert_true (wg_ai_draw_battle_card (game, answers, &played, &question));
    g_assert_null (question);
    g_assert_null (played.card);
    g_assert_cmpint (played.multiplier, ==, 3);
    wg_test_ai_assert_str (wg_test_ai_tactics (game->ai.tactics_deck), "pitched-battle");
    g_assert_cmpuint (game->ai.tactics_discard->len, ==, 2);
    discarded = &g_array_index (game->ai.tactics_discard, WgTactic, 1);
    g_assert_cmpstr (discarded->card, ==, "pitched-battle");
    g_assert_cmpint (discarded->multiplier, ==, 2);
    wg_tactic_clear (&played);
  }

  g_clear_pointer (&game, wg_game_free);
  game = deck_of_three ();
  g_clear_pointer (&answers, wg_answers_free);
  answers = wg_answers_new ();
  wg_answers_add_reveal (answers, "pitched-battle");
  {
    g_autoptr (WgQuestion) question = NULL;

    g_assert_false (wg_ai_draw_battle_card (game, answers, &played, &question));
    g_assert_nonnull (strstr (question->question, "Card 2 of 2"));
    wg_test_ai_assert_str (wg_test_ai_options (question), "pitched-battle x3");
    g_assert_cmpstr (((WgOption *) question->options->pdata[0])->label, ==, "pitched-battle");
  }
}

/* Solo set-up with seed 42: the 8 Action-deck cards (one Objective of each
 * of the five types, technology, tactic, action) shuffled with stream 0,
 * the 8 Basic Tactics with stream 1 (j = 6, 0, 3, 4, 1, 1, 0 and
 * j = 1, 0, 4, 4, 0, 2, 0 for i = 8…2). */
static void
test_setup_seeded (void)
{
  g_autoptr (WgGame) game = wg_test_load_game ("ai-table.json");
  g_autoptr (WgGame) again = wg_test_load_game ("ai-table.json");
  g_autofree char *first = NULL, *second = NULL;

  wg_test_ai_set_cards (game->ai.played, "action");
  wg_test_ai_set_cards (game->ai.discard, "tactic");
  wg_ai_setup_decks (game, TRUE, 42);
  wg_test_ai_assert_str (wg_test_ai_cards (game->ai.deck),
                         "objective:volcanic action technology objective:jungle "
                         "objective:arctic objective:oceanic objective:desert tactic");
  wg_test_ai_assert_str (wg_test_ai_tactics (game->ai.tactics_deck),
                         "hit-and-run, glorious-victory, pitched-battle, salvage, outmaneuver, "
                         "heavy-resistance, heroic-sacrifice, all-or-nothing");
  for (guint i = 0; i < game->ai.tactics_deck->len; i++)
    {
      const WgTactic *t = &g_array_index (game->ai.tactics_deck, WgTactic, i);

      g_assert_true (t->has_kind);
      g_assert_cmpint (t->kind, ==, WG_TACTIC_BASIC);
    }
  wg_test_ai_assert_str (wg_test_ai_cards (game->ai.played), "");
  wg_test_ai_assert_str (wg_test_ai_cards (game->ai.discard), "");
  wg_test_ai_assert_str (wg_test_ai_tactics (game->ai.tactics_discard), "");
  g_assert_true (game->ai.has_seed);
  g_assert_cmpint (game->ai.seed, ==, 42);
  g_assert_cmpint (game->ai.shuffles, ==, 2);
  g_assert_false (game->ai.deck_unknown);
  g_assert_false (game->ai.tactics_unknown);

  wg_ai_setup_decks (again, TRUE, 42);
  first = wg_test_ai_game_data (game);
  second = wg_test_ai_game_data (again);
  g_assert_cmpstr (first, ==, second);
}

/* Solo set-up without shuffling: the decks lie as on the table, in an
 * order nobody knows, and no seed is recorded. */
static void
test_setup_unshuffled (void)
{
  g_autoptr (WgGame) game = wg_test_load_game ("ai-table.json");
  g_autofree char *data = NULL;

  wg_ai_setup_decks (game, FALSE, 0);
  g_assert_cmpuint (game->ai.deck->len, ==, 8);
  wg_test_ai_assert_str (wg_test_ai_sorted_tactics (game->ai.tactics_deck),
                         "all-or-nothing, glorious-victory, heavy-resistance, heroic-sacrifice, "
                         "hit-and-run, outmaneuver, pitched-battle, salvage");
  {
    int kinds[4] = { 0 }, types[WG_N_PLANET_TYPES] = { 0 };

    for (guint i = 0; i < game->ai.deck->len; i++)
      {
        const WgAiCard *card = &g_array_index (game->ai.deck, WgAiCard, i);

        kinds[card->kind]++;
        if (card->kind == WG_AI_CARD_OBJECTIVE)
          types[card->type]++;
      }
    g_assert_cmpint (kinds[WG_AI_CARD_OBJECTIVE], ==, 5);
    g_assert_cmpint (kinds[WG_AI_CARD_TECHNOLOGY], ==, 1);
    g_assert_cmpint (kinds[WG_AI_CARD_TACTIC], ==, 1);
    g_assert_cmpint (kinds[WG_AI_CARD_ACTION], ==, 1);
    for (int t = 0; t < WG_PLANET_ANCIENTS; t++)
      g_assert_cmpint (types[t], ==, 1);
    g_assert_cmpint (types[WG_PLANET_ANCIENTS], ==, 0);
  }
  g_assert_false (game->ai.has_seed);
  g_assert_true (game->ai.deck_unknown);
  g_assert_true (game->ai.tactics_unknown);
  g_assert_cmpint (game->ai.shuffles, ==, 0);
  data = wg_test_ai_game_data (game);
  g_assert_null (strstr (data, "\"seed\""));
  g_assert_nonnull (strstr (data, "\"deck_order\": \"unknown\""));
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/wg/ai-setup/R-AI-8/battle-card", test_battle_card);
  g_test_add_func ("/wg/ai-setup/R-AI-8/battle-card-reshuffle", test_battle_card_reshuffle);
  g_test_add_func ("/wg/ai-setup/R-AI-8/battle-card-last", test_battle_card_last);
  g_test_add_func ("/wg/ai-setup/R-AI-8/battle-card-unknown", test_battle_card_unknown);
  g_test_add_func ("/wg/ai-setup/R-AI-8/has-tactics", test_has_tactics);
  g_test_add_func ("/wg/ai-setup/R-DECK-3/battle-card", test_battle_card_r_deck_3);
  g_test_add_func ("/wg/ai-setup/seeded", test_setup_seeded);
  g_test_add_func ("/wg/ai-setup/unshuffled", test_setup_unshuffled);

  return g_test_run ();
}
