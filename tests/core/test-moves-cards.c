/* test-moves-cards.c — Promote and Draw (rulebook p.9, "During your turn")
 * Copyright 2026 The Warpgate Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * tests/data/moves-cards.json: a three-hex board (no range involved).
 * Blue's Tactics deck holds a basic card and "Starting Hero"; its Action
 * cards are tracked: 3 in the deck, 1 in hand, 2 played this round on the
 * faction board, 4 in the discard. Red's: 1 in the deck, 3 played, none in
 * the discard. Green's are not tracked. The Promotion deck, top first:
 * "Sol Olo" (hero), "Ambush", "Flank" (advanced); its discard holds "Old
 * Card". moves-cards-unknown.json is the same with a Promotion deck of 5
 * cards in unknown order.
 */
#include <json-c/json.h>
#include <string.h>

#include "wg-catalog-json.h"
#include "wg-game-json.h"
#include "wg-test-util.h"

static WgMove
promote (const WgGame *game,
         int           x)
{
  WgMove move;

  wg_move_init (&move, WG_ACTION_PROMOTE, wg_test_player (game, "blue"), x, FALSE);
  return move;
}

/* Promote with @choice as the answer to "which card is kept?" (NULL:
 * none). */
static WgOutcome *
promote_choosing (const WgGame *game,
                  const WgMove *move,
                  const char   *choice)
{
  g_autoptr (WgAnswers) answers = wg_answers_new ();

  if (choice != NULL)
    wg_answers_add_choice (answers, choice);
  return wg_move_apply (game, move, answers);
}

static const WgTactic *
tactic (const GArray *tactics,
        guint         i)
{
  g_assert_cmpuint (i, <, tactics->len);
  return &g_array_index (tactics, WgTactic, i);
}

/* R-MOVE-13, Promote 2X: the top 2 cards, "Sol Olo" (hero) and "Ambush"
 * (advanced), are revealed and Blue is asked which to keep
 * ("promote-keep", a choice), offered exactly those two as their reveals
 * name them; nothing changes yet. Blue keeps the second, Ambush, which
 * joins the Tactics deck (3rd of 3); "Sol Olo" goes to the Promotion
 * discard, after "Old Card". "Flank" stays on the deck. The step's
 * sentence names the card kept, who chose it and among which cards. */
static void
test_promote_known (void)
{
  g_autoptr (WgGame) game = wg_test_load_game ("moves-cards.json");
  g_autoptr (WgOutcome) asked = NULL, outcome = NULL;
  WgMove        m = promote (game, 2);
  const WgGame *after;

  asked = promote_choosing (game, &m, NULL);
  g_assert_null (asked->game);
  g_assert_nonnull (asked->question);
  g_assert_cmpstr (asked->question->id, ==, "promote-keep");
  g_assert_false (wg_question_is_reveal (asked->question));
  g_assert_cmpuint (asked->question->options->len, ==, 2);
  g_assert_cmpstr (((WgOption *) asked->question->options->pdata[0])->id, ==, "hero:Sol Olo");
  g_assert_cmpstr (((WgOption *) asked->question->options->pdata[0])->label, ==,
                   "Sol Olo (Hero Tactics card)");
  g_assert_cmpstr (((WgOption *) asked->question->options->pdata[1])->id, ==, "advanced:Ambush");
  g_assert_nonnull (strstr (asked->question->question, "R-MOVE-13"));

  outcome = promote_choosing (game, &m, "advanced:Ambush");
  wg_test_assert_verdict (outcome->verdict, WG_VERDICT_OK);
  after = outcome->game;
  g_assert_cmpuint (after->players[0].tactics->len, ==, 3);
  g_assert_cmpstr (tactic (after->players[0].tactics, 2)->name, ==, "Ambush");
  g_assert_cmpint (tactic (after->players[0].tactics, 2)->kind, ==, WG_TACTIC_ADVANCED);
  g_assert_cmpuint (after->promotion_discard->len, ==, 2);
  g_assert_cmpstr (tactic (after->promotion_discard, 0)->name, ==, "Old Card");
  g_assert_cmpstr (tactic (after->promotion_discard, 1)->name, ==, "Sol Olo");
  g_assert_cmpuint (wg_deck_size (&after->promotion_deck), ==, 1);
  g_assert_cmpstr (tactic (after->promotion_deck.cards, 0)->name, ==, "Flank");
  g_assert_cmpstr (outcome->description, ==,
                   "blue: Promote (2X). blue chooses Ambush of the 2 cards revealed (Sol Olo, Ambush) "
                   "and shuffles it into their Tactics deck; the rest go to the Promotion discard "
                   "(R-MOVE-13).");
  g_assert_true (wg_ruling_list_contains (&outcome->rulings, "R-MOVE-13"));
  /* The game passed in is untouched. */
  g_assert_cmpuint (wg_deck_size (&game->promotion_deck), ==, 3);
}

/* R-MOVE-13: never the first by default. An answer that names no card
 * revealed ("advanced:Flank", still on the deck) asks again, naming it.
 * At 1X there is one card, Sol Olo: no choice, nothing asked, and the
 * sentence says it was the one card revealed. */
static void
test_promote_no_default (void)
{
  g_autoptr (WgGame) game = wg_test_load_game ("moves-cards.json");
  g_autoptr (WgOutcome) refused = NULL, one = NULL;
  WgMove m = promote (game, 2);

  refused = promote_choosing (game, &m, "advanced:Flank");
  g_assert_null (refused->game);
  g_assert_cmpstr (refused->question->id, ==, "promote-keep");
  g_assert_nonnull (strstr (refused->question->question, "“advanced:Flank” is not one of"));
  g_assert_cmpuint (refused->question->options->len, ==, 2);

  m = promote (game, 1);
  one = promote_choosing (game, &m, NULL);
  wg_test_assert_verdict (one->verdict, WG_VERDICT_OK);
  g_assert_null (one->question);
  g_assert_cmpstr (tactic (one->game->players[0].tactics, 2)->name, ==, "Sol Olo");
  g_assert_cmpuint (one->game->promotion_discard->len, ==, 1);
  g_assert_cmpuint (wg_deck_size (&one->game->promotion_deck), ==, 2);
  g_assert_cmpstr (one->description, ==,
                   "blue: Promote (1X). blue keeps Sol Olo, the one card revealed, and shuffles it "
                   "into their Tactics deck (R-MOVE-13).");
}

/* Promote 4X with 3 cards left in the deck and 1 in the discard: when the
 * deck runs out the discard is shuffled into a new deck (docs/rules.md's
 * reading, from the Japanese summary); the cards already taken stay in hand.
 * The new deck is one known card (Old Card): R-DECK-3 reveals it without
 * asking. Blue keeps the third card, Flank. */
static void
test_promote_short_deck (void)
{
  g_autoptr (WgGame) game = wg_test_load_game ("moves-cards.json");
  g_autoptr (WgOutcome) asked = NULL, answered = NULL;
  g_autoptr (WgMoveList) list = wg_moves_list (game, 0, WG_ACTION_PROMOTE, 4, FALSE);
  WgMove m = promote (game, 4);

  /* 3 in the deck and 1 in the discard: 4X can take 4. */
  g_assert_cmpint (list->limit, ==, 4);
  /* The deck runs out after Sol Olo, Ambush and Flank: the discard (Old
   * Card) is shuffled into a new deck of that one card, which is taken
   * without a reveal question (R-DECK-3); what is asked is the card kept,
   * among the 4. */
  asked = promote_choosing (game, &m, NULL);
  g_assert_cmpstr (asked->question->id, ==, "promote-keep");
  g_assert_cmpuint (asked->question->options->len, ==, 4);
  g_assert_null (asked->game);

  answered = promote_choosing (game, &m, "advanced:flank");
  wg_test_assert_verdict (answered->verdict, WG_VERDICT_OK);
  g_assert_cmpstr (tactic (answered->game->players[0].tactics, 2)->name, ==, "Flank");
  /* Sol Olo, Ambush and Old Card go to the discard; the deck is empty. */
  g_assert_cmpuint (answered->game->promotion_discard->len, ==, 3);
  g_assert_cmpstr (tactic (answered->game->promotion_discard, 2)->name, ==, "Old Card");
  g_assert_cmpuint (wg_deck_size (&answered->game->promotion_deck), ==, 0);
}

/* A Promotion deck nobody knows the order of: each card taken must be
 * named, and the reveals are numbered (item 11): with no answer, "Card 1
 * of 2", a "reveal" question and no game; with one answer of two, "Card 2
 * of 2". With "hero:Sol Olo" and "advanced", Blue is asked which to keep
 * and keeps the second (the Advanced card): the Sol Olo goes to the
 * discard, and the deck goes from 5 to 3. */
static void
test_promote_unknown (void)
{
  g_autoptr (WgGame) game = wg_test_load_game ("moves-cards-unknown.json");
  g_autoptr (WgOutcome) asked = NULL, asked_again = NULL, choice = NULL, answered = NULL;
  g_autoptr (WgAnswers) answers = wg_answers_new ();
  WgMove          m = promote (game, 2);
  const WgTactic *kept, *discarded;

  asked = wg_move_apply (game, &m, NULL);
  g_assert_nonnull (asked->question);
  g_assert_cmpstr (asked->question->id, ==, "reveal");
  g_assert_true (g_str_has_prefix (asked->question->question, "Card 1 of 2: "));
  g_assert_true (wg_question_has_option (asked->question, "hero"));
  g_assert_true (wg_question_has_option (asked->question, "advanced"));
  g_assert_null (asked->game);

  wg_answers_add_reveal (answers, "hero:Sol Olo");
  asked_again = wg_move_apply (game, &m, answers);
  g_assert_nonnull (asked_again->question);
  g_assert_cmpstr (asked_again->question->id, ==, "reveal");
  g_assert_true (g_str_has_prefix (asked_again->question->question, "Card 2 of 2: "));
  g_assert_null (asked_again->game);

  wg_answers_rewind (answers);
  wg_answers_add_reveal (answers, "advanced");
  choice = wg_move_apply (game, &m, answers);
  g_assert_cmpstr (choice->question->id, ==, "promote-keep");
  g_assert_true (wg_question_has_option (choice->question, "hero:Sol Olo"));
  g_assert_true (wg_question_has_option (choice->question, "advanced"));

  wg_answers_rewind (answers);
  wg_answers_add_choice (answers, "advanced");
  answered = wg_move_apply (game, &m, answers);
  wg_test_assert_verdict (answered->verdict, WG_VERDICT_OK);
  g_assert_null (answered->question);
  kept = tactic (answered->game->players[0].tactics, 2);
  g_assert_cmpint (kept->kind, ==, WG_TACTIC_ADVANCED);
  g_assert_null (kept->name);
  g_assert_cmpuint (answered->game->promotion_discard->len, ==, 2);
  discarded = tactic (answered->game->promotion_discard, 1);
  g_assert_cmpint (discarded->kind, ==, WG_TACTIC_HERO);
  g_assert_cmpstr (discarded->name, ==, "Sol Olo");
  g_assert_cmpuint (wg_deck_size (&answered->game->promotion_deck), ==, 3);
  g_assert_cmpuint (wg_deck_size (&game->promotion_deck), ==, 5);
}

/* R-MOVE-13, the card kept recorded by name: moves-cards-unknown.json
 * (a Promotion deck of 5 unknown cards) with the card catalog
 * catalog-test.json, whose Tactics cards are Test Basic (basic), Test Hero
 * (hero, multiplier not known) and Test Advanced (advanced, ×0). Promote
 * 2X: each reveal offers, in the catalog's order, the Hero and Advanced
 * cards by name — "test-hero" "Test Hero (Hero Tactics card)",
 * "test-advanced" "Test Advanced (Advanced Tactics card), ×0" — then a
 * Hero or Advanced card the catalog does not know: 4 options, never the
 * Basic card. Revealed: test-advanced, then test-hero; Blue keeps Test
 * Hero, recorded whole as the catalog says (id, name, kind; no
 * multiplier); Test Advanced goes to the discard with its name and ×0. */
static void
test_promote_catalog_names (void)
{
  g_autoptr (WgGame) game = wg_test_load_game ("moves-cards-unknown.json");
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "data", "catalog-test.json", NULL);
  g_autoptr (GError) error = NULL;
  g_autoptr (WgCatalog) catalog = wg_catalog_load_from_file (path, &error);
  g_autoptr (WgOutcome) asked = NULL, answered = NULL;
  g_autoptr (WgAnswers) answers = wg_answers_new ();
  WgMove          m = promote (game, 2);
  const WgOption *o;
  const WgTactic *kept, *discarded;

  g_assert_no_error (error);
  m.catalog = catalog;
  asked = wg_move_apply (game, &m, NULL);
  g_assert_cmpstr (asked->question->id, ==, "reveal");
  g_assert_cmpuint (asked->question->options->len, ==, 4);
  o = asked->question->options->pdata[0];
  g_assert_cmpstr (o->id, ==, "test-hero");
  g_assert_cmpstr (o->label, ==, "Test Hero (Hero Tactics card)");
  o = asked->question->options->pdata[1];
  g_assert_cmpstr (o->id, ==, "test-advanced");
  g_assert_cmpstr (o->label, ==, "Test Advanced (Advanced Tactics card), ×0");
  g_assert_cmpstr (((WgOption *) asked->question->options->pdata[2])->id, ==, "hero");
  g_assert_cmpstr (((WgOption *) asked->question->options->pdata[3])->id, ==, "advanced");

  wg_answers_add_reveal (answers, "test-advanced");
  wg_answers_add_reveal (answers, "test-hero");
  wg_answers_add_choice (answers, "test-hero");
  answered = wg_move_apply (game, &m, answers);
  wg_test_assert_verdict (answered->verdict, WG_VERDICT_OK);
  kept = tactic (answered->game->players[0].tactics, 2);
  g_assert_cmpstr (kept->card, ==, "test-hero");
  g_assert_cmpstr (kept->name, ==, "Test Hero");
  g_assert_true (kept->has_kind);
  g_assert_cmpint (kept->kind, ==, WG_TACTIC_HERO);
  g_assert_cmpint (kept->multiplier, ==, WG_MULTIPLIER_UNKNOWN);
  discarded = tactic (answered->game->promotion_discard, 1);
  g_assert_cmpstr (discarded->name, ==, "Test Advanced");
  g_assert_cmpint (discarded->multiplier, ==, 0);
  g_assert_nonnull (strstr (answered->description, "chooses Test Hero of the 2 cards revealed "
                                                   "(Test Advanced, Test Hero)"));
}

/* R-DECK-3: tests/data/moves-cards-reshuffled.json is moves-cards.json
 * with a Promotion deck reshuffled at the table: {"unknown_order": [Ambush
 * ×2, Sol Olo ×3, Ambush ×2]}. Promote 1X (keep it):
 *  - no answer: a "reveal" question offering exactly the two different
 *    cards, "advanced:Ambush" and "hero:Sol Olo" (the two Ambush once);
 *  - "advanced:Flank" (not in the pile): the question again, naming it;
 *  - "hero:sol olo" (case-insensitive): Blue keeps the pile's own card, whole
 *    (hero, "Sol Olo", ×3); the deck is left with 3 − 1 = 2 cards, both
 *    Ambush, still of unknown order;
 *  - that game saved and loaded again is the same: {"unknown_order"} kept;
 *  - Promote 1X again: the two cards left are identical, so Ambush ×2 is
 *    taken without asking and the deck keeps 1. */
static void
test_promote_reshuffled (void)
{
  g_autoptr (WgGame) game = wg_test_load_game ("moves-cards-reshuffled.json");
  g_autoptr (WgOutcome) asked = NULL, refused = NULL, answered = NULL, second = NULL;
  g_autoptr (WgAnswers) answers = wg_answers_new ();
  g_autoptr (GError) error = NULL;
  g_autoptr (WgGame) reloaded = NULL;
  g_autofree char *text = NULL, *again = NULL;
  json_object     *json;
  WgMove           m = promote (game, 1);
  const WgTactic  *kept;

  asked = wg_move_apply (game, &m, NULL);
  g_assert_nonnull (asked->question);
  g_assert_cmpstr (asked->question->id, ==, "reveal");
  g_assert_null (asked->game);
  g_assert_cmpuint (asked->question->options->len, ==, 2);
  g_assert_true (wg_question_has_option (asked->question, "advanced:Ambush"));
  g_assert_true (wg_question_has_option (asked->question, "hero:Sol Olo"));

  wg_answers_add_reveal (answers, "advanced:Flank");
  refused = wg_move_apply (game, &m, answers);
  g_assert_nonnull (refused->question);
  g_assert_null (refused->game);
  g_assert_nonnull (strstr (refused->question->question, "advanced:Flank"));
  g_assert_cmpuint (refused->question->options->len, ==, 2);

  g_clear_pointer (&answers, wg_answers_free);
  answers = wg_answers_new ();
  wg_answers_add_reveal (answers, "hero:sol olo");
  answered = wg_move_apply (game, &m, answers);
  wg_test_assert_verdict (answered->verdict, WG_VERDICT_OK);
  kept = tactic (answered->game->players[0].tactics, 2);
  g_assert_cmpint (kept->kind, ==, WG_TACTIC_HERO);
  g_assert_cmpstr (kept->name, ==, "Sol Olo");
  g_assert_cmpint (kept->multiplier, ==, 3);
  g_assert_true (answered->game->promotion_deck.unordered);
  g_assert_cmpuint (wg_deck_size (&answered->game->promotion_deck), ==, 2);
  g_assert_cmpstr (tactic (answered->game->promotion_deck.cards, 0)->name, ==, "Ambush");
  g_assert_cmpstr (tactic (answered->game->promotion_deck.cards, 1)->name, ==, "Ambush");

  json = wg_game_to_json (answered->game);
  text = g_strdup (json_object_to_json_string_ext (json, JSON_C_TO_STRING_PLAIN));
  json_object_put (json);
  g_assert_nonnull (strstr (text, "\"deck\":{\"unknown_order\":["));
  reloaded = wg_game_load_from_data (text, strlen (text), &error);
  g_assert_no_error (error);
  json = wg_game_to_json (reloaded);
  again = g_strdup (json_object_to_json_string_ext (json, JSON_C_TO_STRING_PLAIN));
  json_object_put (json);
  g_assert_cmpstr (again, ==, text);

  second = wg_move_apply (reloaded, &m, NULL);
  g_assert_null (second->question);
  kept = tactic (second->game->players[0].tactics, 3);
  g_assert_cmpstr (kept->name, ==, "Ambush");
  g_assert_cmpint (kept->multiplier, ==, 2);
  g_assert_cmpuint (wg_deck_size (&second->game->promotion_deck), ==, 1);
}

/* A pile of identical cards (moves-cards-identical.json: {"unknown_order":
 * [Ambush ×2, Ambush ×2]}) is revealed without asking (R-DECK-3); and
 * {"unknown_order": 3} is refused at its path. */
static void
test_promote_identical (void)
{
  g_autoptr (WgGame) game = wg_test_load_game ("moves-cards-identical.json");
  g_autoptr (WgOutcome) outcome = NULL;
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "data", "invalid-unknown-order.json",
                                                 NULL);
  g_autoptr (GError) error = NULL;
  WgMove m = promote (game, 1);

  outcome = wg_move_apply (game, &m, NULL);
  g_assert_null (outcome->question);
  wg_test_assert_verdict (outcome->verdict, WG_VERDICT_OK);
  g_assert_cmpstr (tactic (outcome->game->players[0].tactics, 2)->name, ==, "Ambush");
  g_assert_cmpuint (wg_deck_size (&outcome->game->promotion_deck), ==, 1);

  g_assert_null (wg_game_load_from_file (path, &error));
  g_assert_nonnull (error);
  g_assert_nonnull (strstr (error->message, "pools.promotion.deck.unknown_order"));
}

/* R-MOVE-13 with cards alike: moves-cards-identical.json's Promotion deck
 * holds Ambush ×2 twice. Promote 2X reveals both: nothing to choose, so
 * nothing is asked; one Ambush is kept, the other discarded, and the
 * sentence says the cards were alike. */
static void
test_promote_alike (void)
{
  g_autoptr (WgGame) game = wg_test_load_game ("moves-cards-identical.json");
  g_autoptr (WgOutcome) outcome = NULL;
  WgMove m = promote (game, 2);

  outcome = wg_move_apply (game, &m, NULL);
  g_assert_null (outcome->question);
  wg_test_assert_verdict (outcome->verdict, WG_VERDICT_OK);
  g_assert_cmpstr (tactic (outcome->game->players[0].tactics, 2)->name, ==, "Ambush");
  g_assert_cmpuint (outcome->game->promotion_discard->len, ==, 2);
  g_assert_cmpuint (wg_deck_size (&outcome->game->promotion_deck), ==, 0);
  g_assert_cmpstr (outcome->description, ==,
                   "blue: Promote (2X). blue keeps Ambush: the 2 cards revealed (Ambush, Ambush) "
                   "are alike. It is shuffled into their Tactics deck; the rest go to the "
                   "Promotion discard (R-MOVE-13).");
}

static WgMove
draw (const WgGame *game,
      const char   *color,
      int           x,
      int           count)
{
  WgMove move;

  wg_move_init (&move, WG_ACTION_DRAW, wg_test_player (game, color), x, FALSE);
  move.count = count;
  return move;
}

#define assert_action_cards(p, deck, hand, played, discard) \
  G_STMT_START                                              \
  {                                                         \
    g_assert_cmpint ((p)->action_deck, ==, (deck));         \
    g_assert_cmpint ((p)->action_hand, ==, (hand));         \
    g_assert_cmpint ((p)->action_played, ==, (played));     \
    g_assert_cmpint ((p)->action_discard, ==, (discard));   \
  }                                                         \
  G_STMT_END

/* Draw 2X: 2 cards from the deck (3 → 1) into the hand (1 → 3). */
static void
test_draw (void)
{
  g_autoptr (WgGame) game = wg_test_load_game ("moves-cards.json");
  g_autoptr (WgOutcome) outcome = NULL;
  WgMove m = draw (game, "blue", 2, WG_NONE);

  outcome = wg_move_apply (game, &m, NULL);
  wg_test_assert_verdict (outcome->verdict, WG_VERDICT_OK);
  assert_action_cards (&outcome->game->players[0], 1, 3, 2, 4);
  assert_action_cards (&game->players[0], 3, 1, 2, 4);
}

/* Draw 4X: the 3 deck cards, then the deck is empty and the discard (4),
 * not the 2 cards on the faction board, is shuffled into a new deck; one
 * more is drawn from it: deck 3, hand 5, discard 0, played 2. */
static void
test_draw_reshuffle (void)
{
  g_autoptr (WgGame) game = wg_test_load_game ("moves-cards.json");
  g_autoptr (WgOutcome) outcome = NULL;
  WgMove m = draw (game, "blue", 4, WG_NONE);

  outcome = wg_move_apply (game, &m, NULL);
  wg_test_assert_verdict (outcome->verdict, WG_VERDICT_OK);
  assert_action_cards (&outcome->game->players[0], 3, 5, 2, 0);
}

/* Drawing fewer than X is resolving the action weaker (1 at 3X); more than
 * X is no choice. */
static void
test_draw_count (void)
{
  g_autoptr (WgGame) game = wg_test_load_game ("moves-cards.json");
  g_autoptr (WgOutcome) outcome = NULL;
  WgMove      m = draw (game, "blue", 3, 1);
  WgJudgement j;

  outcome = wg_move_apply (game, &m, NULL);
  wg_test_assert_verdict (outcome->verdict, WG_VERDICT_OK);
  assert_action_cards (&outcome->game->players[0], 2, 2, 2, 4);

  m = draw (game, "blue", 3, 4);
  j = wg_test_judge (game, &m);
  wg_test_assert_verdict (j.verdict, WG_VERDICT_BAD_CHOICE);
}

/* R-RANGE-6: a Trade Good adds 1 — Draw 1X draws 2, Promote 1X takes 2. */
static void
test_trade_good (void)
{
  g_autoptr (WgGame) game = wg_test_load_game ("moves-cards.json");
  g_autoptr (WgOutcome) drawn = NULL, promoted = NULL;
  WgMove m = draw (game, "blue", 1, WG_NONE);

  game->players[0].trade_goods_unspent = 1;
  m.trade_good = TRUE;
  drawn = wg_move_apply (game, &m, NULL);
  wg_test_assert_verdict (drawn->verdict, WG_VERDICT_OK);
  assert_action_cards (&drawn->game->players[0], 1, 3, 2, 4);

  m = promote (game, 1);
  m.trade_good = TRUE;
  promoted = promote_choosing (game, &m, "advanced:Ambush");
  wg_test_assert_verdict (promoted->verdict, WG_VERDICT_OK);
  g_assert_cmpstr (tactic (promoted->game->players[0].tactics, 2)->name, ==, "Ambush");
  g_assert_cmpstr (tactic (promoted->game->promotion_discard, 1)->name, ==, "Sol Olo");
}

/* Red at 3X: 1 card in the deck, an empty discard, and the 3 played cards
 * are never shuffled mid-round: 1 card is drawn. Green's cards are not
 * tracked: the action is legal and no count changes. */
static void
test_draw_runs_out (void)
{
  g_autoptr (WgGame) game = wg_test_load_game ("moves-cards.json");
  g_autoptr (WgOutcome) red = NULL, green = NULL;
  WgMove m = draw (game, "red", 3, WG_NONE);

  red = wg_move_apply (game, &m, NULL);
  wg_test_assert_verdict (red->verdict, WG_VERDICT_OK);
  assert_action_cards (&red->game->players[1], 0, 1, 3, 0);

  m = draw (game, "green", 3, WG_NONE);
  green = wg_move_apply (game, &m, NULL);
  wg_test_assert_verdict (green->verdict, WG_VERDICT_OK);
  g_assert_false (green->game->players[2].actions_tracked);
  assert_action_cards (&green->game->players[2], 0, 0, 0, 0);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/wg/moves-cards/R-MOVE-13/promote-known", test_promote_known);
  g_test_add_func ("/wg/moves-cards/R-MOVE-13/promote-no-default", test_promote_no_default);
  g_test_add_func ("/wg/moves-cards/R-MOVE-13/promote-catalog-names", test_promote_catalog_names);
  g_test_add_func ("/wg/moves-cards/promote-short-deck", test_promote_short_deck);
  g_test_add_func ("/wg/moves-cards/promote-reshuffled", test_promote_reshuffled);
  g_test_add_func ("/wg/moves-cards/promote-identical", test_promote_identical);
  g_test_add_func ("/wg/moves-cards/R-MOVE-13/promote-alike", test_promote_alike);
  g_test_add_func ("/wg/moves-cards/promote-unknown", test_promote_unknown);
  g_test_add_func ("/wg/moves-cards/draw", test_draw);
  g_test_add_func ("/wg/moves-cards/draw-reshuffle", test_draw_reshuffle);
  g_test_add_func ("/wg/moves-cards/draw-count", test_draw_count);
  g_test_add_func ("/wg/moves-cards/draw-runs-out", test_draw_runs_out);
  g_test_add_func ("/wg/moves-cards/trade-good", test_trade_good);

  return g_test_run ();
}
