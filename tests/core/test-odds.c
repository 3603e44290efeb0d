/* test-odds.c — exact battle odds (wg-odds.c) and the fractions they use
 * Copyright 2026 The Warpgate Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Every answer below was worked by hand in the comment above it, from the
 * derivation at the top of wg-odds.c: a pile of n ≥ 2 cards gives each
 * ordered pair of its cards probability 1/(n(n−1)); the AI plays the first
 * card (R-AI-8); strength = ships × multiplier, a tie to the attacker
 * (R-BATTLE-1). The TEST cards come from tests/data/odds-test-catalog.json:
 * they are made up for these tests, not real Warpgate cards.
 */
#include "config.h"

#include <string.h>

#include "wg-catalog-json.h"
#include "wg-odds.h"
#include "wg-test-util.h"

static WgCatalog *catalog;

/* One side's cards, kept alive for the WgOddsSide that points at them. */
typedef struct
{
  WgOddsSide side;
  GArray    *pile;
  GArray    *discard;
  GArray    *hand;
} TestSide;

static GArray *
parse_cards (const char *specs)
{
  GArray *cards = g_array_new (FALSE, FALSE, sizeof (WgBattleCard));
  g_auto (GStrv) list = g_strsplit (specs ? specs : "", ",", -1);

  for (guint i = 0; list[i] != NULL; i++)
    {
      g_autoptr (GError) error = NULL;
      WgBattleCard card;

      if (list[i][0] == '\0')
        continue;
      g_assert_true (wg_battle_card_parse (catalog, list[i], &card, &error));
      g_assert_no_error (error);
      g_array_append_val (cards, card);
    }
  return cards;
}

static void
test_side_init (TestSide   *t,
                gboolean    ai,
                const char *pile,
                const char *discard,
                const char *hand)
{
  t->pile = parse_cards (pile);
  t->discard = parse_cards (discard);
  t->hand = parse_cards (hand);
  t->side = (WgOddsSide) {
    ai,
    (WgBattleCard *) t->pile->data,
    t->pile->len,
    (WgBattleCard *) t->discard->data,
    t->discard->len,
    (WgBattleCard *) t->hand->data,
    t->hand->len,
  };
}

static void
test_side_clear (TestSide *t)
{
  g_array_unref (t->pile);
  g_array_unref (t->discard);
  g_array_unref (t->hand);
}

G_DEFINE_AUTO_CLEANUP_CLEAR_FUNC (TestSide, test_side_clear)

static WgOdds *
odds_of (int             attacker_ships,
         int             defender_ships,
         const TestSide *attacker,
         const TestSide *defender,
         WgBattleRole    view)
{
  g_autoptr (GError) error = NULL;
  WgOdds *odds = wg_odds_compute (attacker_ships, defender_ships, &attacker->side,
                                  &defender->side, view, &error);

  g_assert_no_error (error);
  g_assert_nonnull (odds);
  return odds;
}

#define assert_fraction(r, expected)                                     \
  G_STMT_START                                                           \
  {                                                                      \
    char buf_[WG_RATIONAL_STRING_SIZE];                                  \
    g_assert_cmpstr (wg_rational_to_string ((r), buf_), ==, (expected)); \
  }                                                                      \
  G_STMT_END

/* The win of @odds' view side, and (a check on every answer) that the two
 * sides' wins add up to 1: every battle has a winner. */
static void
assert_win (const WgOdds *odds,
            const char   *expected)
{
  assert_fraction (odds->outcome.win[odds->view], expected);
  assert_fraction (wg_rational_add (odds->outcome.win[0], odds->outcome.win[1]), "1/1");
}

/* ---- The fractions -------------------------------------------------- */

static void
test_rational_reduce (void)
{
  char buf[WG_RATIONAL_STRING_SIZE];

  assert_fraction (wg_rational_new (6, 8), "3/4");
  assert_fraction (wg_rational_new (3, -6), "-1/2");
  assert_fraction (wg_rational_new (-4, -2), "2/1");
  assert_fraction (wg_rational_new (0, 5), "0/1");
  assert_fraction (wg_rational_new (7, 7), "1/1");
  g_assert_false (wg_rational_is_valid (wg_rational_new (1, 0)));
  g_assert_cmpstr (wg_rational_to_string (wg_rational_new (1, 0), buf), ==, "invalid");
  g_assert_true (wg_rational_equal (wg_rational_new (2, 4), wg_rational_new (1, 2)));
  g_assert_false (wg_rational_equal (wg_rational_new (1, 3), wg_rational_new (1, 2)));
}

static void
test_rational_arithmetic (void)
{
  assert_fraction (wg_rational_add (wg_rational_new (1, 6), wg_rational_new (1, 3)), "1/2");
  assert_fraction (wg_rational_add (wg_rational_new (1, 2), wg_rational_new (1, 2)), "1/1");
  assert_fraction (wg_rational_add (wg_rational_new (1, 4), wg_rational_new (1, 6)), "5/12");
  assert_fraction (wg_rational_sub (WG_RATIONAL_ONE, wg_rational_new (1, 3)), "2/3");
  assert_fraction (wg_rational_sub (wg_rational_new (1, 3), wg_rational_new (1, 2)), "-1/6");
  assert_fraction (wg_rational_mul (wg_rational_new (2, 3), wg_rational_new (3, 4)), "1/2");
  assert_fraction (wg_rational_mul (wg_rational_new (-2, 3), WG_RATIONAL_ZERO), "0/1");
  assert_fraction (wg_rational_scale (wg_rational_new (1, 6), 3, 1), "1/2");
  assert_fraction (wg_rational_scale (wg_rational_new (2, 3), 1, 2), "1/3");
}

static void
test_rational_overflow (void)
{
  WgRational big = wg_rational_new (G_MAXINT64, 1);

  /* Past 2^63 − 1 a fraction becomes invalid instead of wrapping … */
  g_assert_false (wg_rational_is_valid (wg_rational_add (big, WG_RATIONAL_ONE)));
  g_assert_false (wg_rational_is_valid (wg_rational_mul (wg_rational_new (G_GINT64_CONSTANT (1)
                                                                            << 40,
                                                                          1),
                                                         wg_rational_new (G_GINT64_CONSTANT (1)
                                                                            << 40,
                                                                          1))));
  /* … also through a denominator: 4000000007 and 4000000009 are coprime
   * and their product is above 1.6 × 10^19. */
  g_assert_false (wg_rational_is_valid (wg_rational_add (wg_rational_new (1, 4000000007),
                                                         wg_rational_new (1, 4000000009))));
  g_assert_false (wg_rational_is_valid (wg_rational_new (G_MININT64, 1)));
  /* … and stays invalid. */
  g_assert_false (wg_rational_is_valid (wg_rational_add (WG_RATIONAL_INVALID, WG_RATIONAL_ZERO)));
  g_assert_false (wg_rational_is_valid (wg_rational_mul (WG_RATIONAL_ONE, WG_RATIONAL_INVALID)));
  /* Just inside: cross-reduction keeps this one small. */
  assert_fraction (wg_rational_mul (wg_rational_new (G_MAXINT64, 3), wg_rational_new (3,
                                                                                      G_MAXINT64)),
                   "1/1");
  g_assert_true (wg_rational_is_valid (wg_rational_add (big, wg_rational_new (-1, 1))));
}

static void
test_rational_compare (void)
{
  WgRational a = wg_rational_new (G_MAXINT64 - 1, G_MAXINT64);
  WgRational b = wg_rational_new (G_MAXINT64 - 2, G_MAXINT64 - 1);

  g_assert_cmpint (wg_rational_compare (wg_rational_new (1, 3), wg_rational_new (1, 2)), ==, -1);
  g_assert_cmpint (wg_rational_compare (wg_rational_new (2, 4), wg_rational_new (1, 2)), ==, 0);
  g_assert_cmpint (wg_rational_compare (wg_rational_new (-1, 2), wg_rational_new (1, 3)), ==, -1);
  g_assert_cmpint (wg_rational_compare (wg_rational_new (5, 3), wg_rational_new (3, 2)), ==, 1);
  g_assert_cmpint (wg_rational_compare (wg_rational_new (-5, 3), wg_rational_new (-3, 2)), ==,
                   -1);
  /* 1 − 1/N against 1 − 1/(N−1): the first is larger, though its cross
   * products overflow 64 bits. */
  g_assert_cmpint (wg_rational_compare (a, b), ==, 1);
  g_assert_cmpint (wg_rational_compare (b, a), ==, -1);
}

static void
test_rational_percent (void)
{
  char buf[WG_RATIONAL_PERCENT_SIZE];

  g_assert_cmpstr (wg_rational_format_percent (wg_rational_new (1, 3), buf), ==, "33.33");
  g_assert_cmpstr (wg_rational_format_percent (wg_rational_new (2, 3), buf), ==, "66.67");
  g_assert_cmpstr (wg_rational_format_percent (WG_RATIONAL_ONE, buf), ==, "100.00");
  g_assert_cmpstr (wg_rational_format_percent (WG_RATIONAL_ZERO, buf), ==, "0.00");
  g_assert_cmpstr (wg_rational_format_percent (wg_rational_new (1, 8), buf), ==, "12.50");
  /* 0.005 % rounds half up; just below it rounds down. */
  g_assert_cmpstr (wg_rational_format_percent (wg_rational_new (1, 20000), buf), ==, "0.01");
  g_assert_cmpstr (wg_rational_format_percent (wg_rational_new (1, 20001), buf), ==, "0.00");
  g_assert_cmpstr (wg_rational_format_percent (wg_rational_new (5, 6), buf), ==, "83.33");
}

/* ---- Drawing and playing ------------------------------------------- */

/*
 * Attacker (human), 2 ships, pile {x1, x2, x3}; defender (the AI), 3
 * ships, pile {x2, x2}.
 * The AI: the only ordered draw is (x2, x2), probability 2·1/(2·1) = 1; it
 * plays x2: strength 6.
 * The human: 6 ordered draws, each 1/(3·2) = 1/6. Strengths x1 → 2, x2 → 4,
 * x3 → 6 (a tie with 6, which the attacker wins). Only x3 wins, so the best
 * card wins exactly when the hand holds x3:
 *   (x1,x2) lose  (x2,x1) lose  (x1,x3) win  (x3,x1) win  (x2,x3) win  (x3,x2) win
 * → 4/6 = 2/3. Seen from the AI: 1 − 2/3 = 1/3 (the human still plays best).
 */
static void
test_human_against_ai (void)
{
  g_auto (TestSide) human = { 0 }, ai = { 0 };
  g_autoptr (WgOdds) odds = NULL, from_ai = NULL;

  test_side_init (&human, FALSE, "x1,x2,x3", NULL, NULL);
  test_side_init (&ai, TRUE, "x2,x2", NULL, NULL);
  odds = odds_of (2, 3, &human, &ai, WG_ROLE_ATTACKER);
  assert_win (odds, "2/3");
  g_assert_cmpint (odds->plays[0], ==, WG_ODDS_PLAYS_BEST);
  g_assert_cmpint (odds->plays[1], ==, WG_ODDS_PLAYS_FIRST);
  g_assert_cmpuint (odds->n_cards, ==, 0);
  g_assert_cmpint (odds->best, ==, -1);
  /* No text: nobody loses a ship. */
  assert_fraction (odds->outcome.joint[0][0], "1/1");
  g_assert_true (wg_ruling_list_contains (&odds->rulings, "R-AI-8"));
  g_assert_true (wg_ruling_list_contains (&odds->rulings, "R-BATTLE-1"));

  from_ai = odds_of (2, 3, &human, &ai, WG_ROLE_DEFENDER);
  assert_win (from_ai, "1/3");
  g_assert_cmpint (from_ai->plays[0], ==, WG_ODDS_PLAYS_BEST);
}

/* The odds in the battle dialog's words, which the shared page's odds ask
 * shows too: the view side's chance, and the ships
 * each side loses on average (test_human_against_ai's battle, blue
 * attacking red). */
static void
test_describe (void)
{
  g_autoptr (WgGame) game = wg_test_load_game ("moves-movement.json");
  g_auto (TestSide) human = { 0 }, ai = { 0 };
  g_autoptr (WgOdds) odds = NULL;
  g_autofree char *win = NULL, *average = NULL;

  test_side_init (&human, FALSE, "x1,x2,x3", NULL, NULL);
  test_side_init (&ai, TRUE, "x2,x2", NULL, NULL);
  odds = odds_of (2, 3, &human, &ai, WG_ROLE_ATTACKER);
  win = wg_odds_describe_win (game, odds, 0);
  average = wg_odds_describe_average (game, odds, 0, 1);
  g_assert_cmpstr (win, ==, "blue wins 2/3 — 66.67%");
  g_assert_cmpstr (average, ==, "Ships lost on average: blue 0/1, red 0/1");
}

/*
 * The best card against an AI whose play varies. Attacker (human), 2 ships,
 * pile {x1, x2, x3}; defender (AI), 2 ships, pile {x1, x2, x3, x3}.
 * The AI plays its first card: x1 with 1/4, x2 with 1/4, x3 with 2/4.
 * With equal ships the attacker's card c wins when c ≥ the AI's d (a tie
 * goes to the attacker): x1 wins 1/4, x2 wins 1/4 + 1/4 = 1/2, x3 wins 1.
 * The hands {x1,x2}, {x1,x3}, {x2,x3} each have probability 2/6 = 1/3, and
 * their best cards win 1/2, 1 and 1: (1/2 + 1 + 1)/3 = 5/6.
 */
static void
test_best_of_unknown_hand (void)
{
  g_auto (TestSide) human = { 0 }, ai = { 0 };
  g_autoptr (WgOdds) odds = NULL;

  test_side_init (&human, FALSE, "x1,x2,x3", NULL, NULL);
  test_side_init (&ai, TRUE, "x1,x2,x3,x3", NULL, NULL);
  odds = odds_of (2, 2, &human, &ai, WG_ROLE_ATTACKER);
  assert_win (odds, "5/6");
  assert_fraction (odds->outcome.win[WG_ROLE_DEFENDER], "1/6");
}

/*
 * The order of the AI's pile is not used (R-AI-8 with an unknown order):
 * {x3, x1} and {x1, x3} give the same odds. Attacker (human) 1 ship, pile
 * {x2, x2}: strength 2; the AI defends with 1 ship, x1 or x3 with 1/2 each
 * (strength 1 or 3): the human wins 1/2 — not 0, as if x3 on top were
 * always played.
 */
static void
test_ai_order_unused (void)
{
  g_auto (TestSide) human = { 0 }, top_x3 = { 0 }, top_x1 = { 0 };
  g_autoptr (WgOdds) a = NULL, b = NULL;

  test_side_init (&human, FALSE, "x2,x2", NULL, NULL);
  test_side_init (&top_x3, TRUE, "x3,x1", NULL, NULL);
  test_side_init (&top_x1, TRUE, "x1,x3", NULL, NULL);
  a = odds_of (1, 1, &human, &top_x3, WG_ROLE_ATTACKER);
  b = odds_of (1, 1, &human, &top_x1, WG_ROLE_ATTACKER);
  assert_win (a, "1/2");
  assert_win (b, "1/2");
}

/*
 * One card left. Attacker (human), 2 ships: pile {x1}, discard {x2, x3,
 * x3}; defender (AI), 3 ships, pile {x2, x2}: strength 6, beaten only by x3.
 * The human draws x1 (probability 1), the pile is empty, the discard is
 * shuffled and the second card is x2 with 1/3 or x3 with 2/3: wins 2/3.
 * (Shuffling all four together would give 1 − (2·1)/(4·3) = 5/6.)
 */
static void
test_reshuffle_one_left (void)
{
  g_auto (TestSide) human = { 0 }, ai = { 0 };
  g_autoptr (WgOdds) odds = NULL;

  test_side_init (&human, FALSE, "x1", "x2,x3,x3", NULL);
  test_side_init (&ai, TRUE, "x2,x2", NULL, NULL);
  odds = odds_of (2, 3, &human, &ai, WG_ROLE_ATTACKER);
  assert_win (odds, "2/3");
}

/*
 * The AI with one card left plays it: pile {x1}, discard {x3, x3}. The AI
 * defends with 3 ships at x1 (strength 3); the attacker (human), 2 ships,
 * pile {x1, x2}: every hand holds x2 (strength 4) and wins: 1. (Were the
 * AI's card taken from its discard, x3 = 9, the human would never win.)
 * With no card left, pile {} and discard {x1, x3}, the AI's first card is
 * x1 or x3 with 1/2 each: the human's x2 beats 3, not 9: 1/2.
 */
static void
test_reshuffle_ai (void)
{
  g_auto (TestSide) human = { 0 }, one_left = { 0 }, none_left = { 0 };
  g_autoptr (WgOdds) a = NULL, b = NULL;

  test_side_init (&human, FALSE, "x1,x2", NULL, NULL);
  test_side_init (&one_left, TRUE, "x1", "x3,x3", NULL);
  test_side_init (&none_left, TRUE, NULL, "x1,x3", NULL);
  a = odds_of (2, 3, &human, &one_left, WG_ROLE_ATTACKER);
  assert_win (a, "1/1");
  b = odds_of (2, 3, &human, &none_left, WG_ROLE_ATTACKER);
  assert_win (b, "1/2");
}

/*
 * No card left in the pile: both come from the shuffled discard. The first
 * case again with the human's {x1, x2, x3} all discarded: 2/3. With a
 * single card in all (discard {x3}) the human plays it and wins: 1. With
 * no card at all the side cannot fight: no odds.
 */
static void
test_reshuffle_none_left (void)
{
  g_auto (TestSide) from_discard = { 0 }, single = { 0 }, empty = { 0 }, ai = { 0 };
  g_autoptr (WgOdds) a = NULL, b = NULL, c = NULL;

  test_side_init (&from_discard, FALSE, NULL, "x1,x2,x3", NULL);
  test_side_init (&single, FALSE, NULL, "x3", NULL);
  test_side_init (&empty, FALSE, NULL, NULL, NULL);
  test_side_init (&ai, TRUE, "x2,x2", NULL, NULL);
  a = odds_of (2, 3, &from_discard, &ai, WG_ROLE_ATTACKER);
  assert_win (a, "2/3");
  b = odds_of (2, 3, &single, &ai, WG_ROLE_ATTACKER);
  assert_win (b, "1/1");
  c = odds_of (2, 3, &empty, &ai, WG_ROLE_ATTACKER);
  g_assert_true (c->no_cards[WG_ROLE_ATTACKER]);
  g_assert_false (c->no_cards[WG_ROLE_DEFENDER]);
}

/*
 * A known hand with a destroying text. Attacker (human), 4 ships, hand
 * {TEST Half Both (x2, destroy half of both sides), x3}; defender (AI), 3
 * ships, pile {x2, x3, TEST One Enemy On Loss (x1, if it loses destroy 1
 * enemy ship)}: each is its first card with 1/3.
 *
 * TEST Half Both, strength 8:
 *  - against x2 (6): attacker wins; half of 4 and of 3: loses (2, 1);
 *  - against x3 (9): defender wins; the same (2, 1);
 *  - against TEST One Enemy (3): attacker wins, so the defender's text acts
 *    too. Half first: 4→2, 3→2, then 1 more of the attacker's: (3, 1), 4
 *    ships; the other order: 4→3, then 3→2 and 3→2: (2, 1), 3 ships. The
 *    order that destroys the most (R-BATTLE-2) gives (3, 1).
 *  win 2/3; joint (2,1) 2/3, (3,1) 1/3; the attacker loses 2 with 2/3 and 3
 *  with 1/3, the defender loses 1 for sure; on average 7/3 and 1.
 * x3, strength 12: wins all three; only TEST One Enemy's text destroys 1 of
 *  the attacker's: win 1, joint (0,0) 2/3, (1,0) 1/3.
 * The best card is x3 (it wins more), so the battle is x3's.
 */
static void
test_known_hand (void)
{
  g_auto (TestSide) human = { 0 }, ai = { 0 };
  g_autoptr (WgOdds) odds = NULL;
  const WgOddsOutcome *half, *x3;

  test_side_init (&human, FALSE, NULL, NULL, "test-half-both,x3");
  test_side_init (&ai, TRUE, "x2,x3,test-one-enemy-on-loss", NULL, NULL);
  odds = odds_of (4, 3, &human, &ai, WG_ROLE_ATTACKER);
  g_assert_cmpuint (odds->n_cards, ==, 2);
  g_assert_cmpstr (odds->cards[0].card.name, ==, "TEST Half Both");
  g_assert_cmpstr (odds->cards[1].card.name, ==, "x3");

  half = &odds->cards[0].outcome;
  assert_fraction (half->win[WG_ROLE_ATTACKER], "2/3");
  assert_fraction (half->joint[2][1], "2/3");
  assert_fraction (half->joint[3][1], "1/3");
  assert_fraction (half->joint[0][0], "0/1");
  assert_fraction (half->lost[WG_ROLE_ATTACKER][2], "2/3");
  assert_fraction (half->lost[WG_ROLE_ATTACKER][3], "1/3");
  assert_fraction (half->lost[WG_ROLE_DEFENDER][1], "1/1");
  assert_fraction (half->expected_lost[WG_ROLE_ATTACKER], "7/3");
  assert_fraction (half->expected_lost[WG_ROLE_DEFENDER], "1/1");

  x3 = &odds->cards[1].outcome;
  assert_fraction (x3->win[WG_ROLE_ATTACKER], "1/1");
  assert_fraction (x3->joint[0][0], "2/3");
  assert_fraction (x3->joint[1][0], "1/3");
  assert_fraction (x3->lost[WG_ROLE_DEFENDER][0], "1/1");

  g_assert_cmpint (odds->best, ==, 1);
  assert_win (odds, "1/1");
  assert_fraction (odds->outcome.joint[1][0], "1/3");
  g_assert_cmpuint (odds->not_counted->len, ==, 0);
}

/*
 * Equal wins: the card that loses fewer own ships. Attacker (human), 2
 * ships, hand {TEST Half Both, x2}, both x2: strength 4 against the AI's 2
 * ships at x1 (pile {x1, x1}, strength 2): both win for sure; TEST Half
 * Both loses 1 own ship (half of 2), x2 none, so x2 is best though drawn
 * second. With equal wins and losses the first drawn is best:
 * {TEST Gain (x2, a Trade Good), x2} → 0, and {x2, TEST Gain} → 0.
 */
static void
test_best_tie_breaks (void)
{
  g_auto (TestSide) fewer = { 0 }, gain_first = { 0 }, x2_first = { 0 }, ai = { 0 };
  g_autoptr (WgOdds) a = NULL, b = NULL, c = NULL;

  test_side_init (&fewer, FALSE, NULL, NULL, "test-half-both,x2");
  test_side_init (&gain_first, FALSE, NULL, NULL, "test-gain,x2");
  test_side_init (&x2_first, FALSE, NULL, NULL, "x2,test-gain");
  test_side_init (&ai, TRUE, "x1,x1", NULL, NULL);

  a = odds_of (2, 2, &fewer, &ai, WG_ROLE_ATTACKER);
  assert_fraction (a->cards[0].outcome.win[0], "1/1");
  assert_fraction (a->cards[1].outcome.win[0], "1/1");
  assert_fraction (a->cards[0].outcome.expected_lost[0], "1/1");
  assert_fraction (a->cards[1].outcome.expected_lost[0], "0/1");
  g_assert_cmpint (a->best, ==, 1);
  assert_fraction (a->outcome.joint[0][0], "1/1");

  b = odds_of (2, 2, &gain_first, &ai, WG_ROLE_ATTACKER);
  g_assert_cmpint (b->best, ==, 0);
  c = odds_of (2, 2, &x2_first, &ai, WG_ROLE_ATTACKER);
  g_assert_cmpint (c->best, ==, 0);
}

/*
 * A tie goes to the attacker (R-BATTLE-1): 3 ships at x2 against 2 at x3,
 * 6 to 6. The attacker (human) pile {x2, x2}, the defender (AI) pile
 * {x3, x3}: the attacker wins for sure; with one ship fewer (2 × 2 = 4) it
 * never does.
 */
static void
test_tie_to_attacker (void)
{
  g_auto (TestSide) human = { 0 }, ai = { 0 };
  g_autoptr (WgOdds) tie = NULL, short_one = NULL;

  test_side_init (&human, FALSE, "x2,x2", NULL, NULL);
  test_side_init (&ai, TRUE, "x3,x3", NULL, NULL);
  tie = odds_of (3, 2, &human, &ai, WG_ROLE_ATTACKER);
  assert_win (tie, "1/1");
  short_one = odds_of (2, 2, &human, &ai, WG_ROLE_ATTACKER);
  assert_win (short_one, "0/1");
}

/*
 * ×0 gives strength 0 whatever the ships. The AI attacks with 5 ships,
 * pile {x0, x1}: x0 (strength 0) or x1 (5), 1/2 each. The human defends
 * with 1 ship and always holds {x0, x1}:
 *  - its x1 (1) beats the AI's x0 (0), loses to x1 (5): wins 1/2;
 *  - its x0 (0) ties the AI's x0 at 0 — the attacker wins — and loses to
 *    x1: wins 0.
 * It plays x1: 1/2.
 */
static void
test_times_zero (void)
{
  g_auto (TestSide) ai = { 0 }, human = { 0 };
  g_autoptr (WgOdds) odds = NULL;

  test_side_init (&ai, TRUE, "x0,x1", NULL, NULL);
  test_side_init (&human, FALSE, "x0,x1", NULL, NULL);
  odds = odds_of (5, 1, &ai, &human, WG_ROLE_DEFENDER);
  assert_win (odds, "1/2");
}

/*
 * Two humans: the opponent plays either drawn card with 1/2. Attacker, 2
 * ships, pile {x1, x3}: always holds both (strength 2 or 6). Defender, 3
 * ships, pile {x1} and discard {x3, x3, x3}: draws x1, then x3 from the
 * reshuffled discard; strength 3 or 9.
 * For the attacker: the defender plays 3 or 9 with 1/2 each; x1 (2) never
 * wins, x3 (6) beats 3 only: 1/2. (Were the defender the AI it would play
 * x1, the first card, and the attacker would win 1; were it playing its
 * best, x3, the attacker would win 0.)
 * For the defender: the attacker plays 2 or 6 with 1/2 each; x3 (9) beats
 * both: 1. The two views need not add up to 1: each assumes the other
 * side's choice unknown.
 */
static void
test_both_human (void)
{
  g_auto (TestSide) attacker = { 0 }, defender = { 0 };
  g_autoptr (WgOdds) a = NULL, d = NULL;

  test_side_init (&attacker, FALSE, "x1,x3", NULL, NULL);
  test_side_init (&defender, FALSE, "x1", "x3,x3,x3", NULL);
  a = odds_of (2, 3, &attacker, &defender, WG_ROLE_ATTACKER);
  assert_win (a, "1/2");
  g_assert_cmpint (a->plays[1], ==, WG_ODDS_PLAYS_EITHER);
  g_assert_false (wg_ruling_list_contains (&a->rulings, "R-AI-8"));
  d = odds_of (2, 3, &attacker, &defender, WG_ROLE_DEFENDER);
  assert_win (d, "1/1");
  g_assert_cmpint (d->plays[0], ==, WG_ODDS_PLAYS_EITHER);
}

/*
 * A text the app cannot resolve counts as nothing and is listed. The
 * human attacker, 1 ship, pile {TEST Unknown Text (x3, text unknown), x1}
 * against the AI's 2 ships, pile {x1, x2}: TEST Unknown Text (3) beats x1
 * (2), not x2 (4): 1/2; x1 (1) never wins. Every hand holds both: 1/2.
 * A card the AI cannot play (its second card) would not be listed, but
 * here the human may play it.
 */
static void
test_not_counted (void)
{
  g_auto (TestSide) human = { 0 }, ai = { 0 }, human_x = { 0 }, ai_unknown = { 0 };
  g_autoptr (WgOdds) odds = NULL, second = NULL;

  test_side_init (&human, FALSE, "test-unknown-text,x1", NULL, NULL);
  test_side_init (&ai, TRUE, "x1,x2", NULL, NULL);
  odds = odds_of (1, 2, &human, &ai, WG_ROLE_ATTACKER);
  assert_win (odds, "1/2");
  g_assert_cmpuint (odds->not_counted->len, ==, 1);
  g_assert_cmpstr (g_array_index (odds->not_counted, WgBattleCard, 0).name, ==,
                   "TEST Unknown Text");

  /* The AI with one card left plays x1; TEST Unknown Text can only be its
   * second card, which it discards: nothing is left uncounted. */
  test_side_init (&human_x, FALSE, "x1,x2", NULL, NULL);
  test_side_init (&ai_unknown, TRUE, "x1", "test-unknown-text", NULL);
  second = odds_of (1, 2, &human_x, &ai_unknown, WG_ROLE_DEFENDER);
  g_assert_cmpuint (second->not_counted->len, ==, 0);
}

/* A game file's Tactics: an unknown multiplier is refused, naming the
 * card; the game file's own multiplier completes the catalog's. */
static void
test_unknown_multiplier (void)
{
  g_autoptr (GArray) tactics = wg_tactic_array_new ();
  g_autoptr (GArray) cards = g_array_new (FALSE, FALSE, sizeof (WgBattleCard));
  g_autoptr (GError) error = NULL;
  WgTactic t = { 0 };

  t.card = g_strdup ("test-half-both");
  t.multiplier = WG_MULTIPLIER_UNKNOWN;
  g_array_append_val (tactics, t);
  t = (WgTactic) { 0 };
  t.card = g_strdup ("test-no-multiplier");
  t.multiplier = WG_MULTIPLIER_UNKNOWN;
  g_array_append_val (tactics, t);

  g_assert_false (wg_odds_cards_from_tactics (catalog, tactics, cards, &error));
  g_assert_error (error, WG_ODDS_ERROR, WG_ODDS_ERROR_UNKNOWN_MULTIPLIER);
  g_assert_nonnull (strstr (error->message, "TEST No Multiplier"));
  g_clear_error (&error);

  /* With the multiplier written in the game file it is counted. */
  g_array_set_size (cards, 0);
  g_array_index (tactics, WgTactic, 1).multiplier = 4;
  g_assert_true (wg_odds_cards_from_tactics (catalog, tactics, cards, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (cards->len, ==, 2);
  g_assert_cmpstr (g_array_index (cards, WgBattleCard, 0).name, ==, "TEST Half Both");
  g_assert_cmpint (g_array_index (cards, WgBattleCard, 0).multiplier, ==, 2);
  g_assert_cmpuint (g_array_index (cards, WgBattleCard, 0).n_effects, ==, 1);
  g_assert_cmpstr (g_array_index (cards, WgBattleCard, 1).name, ==, "TEST No Multiplier");
  g_assert_cmpint (g_array_index (cards, WgBattleCard, 1).multiplier, ==, 4);
  g_assert_false (g_array_index (cards, WgBattleCard, 1).complete);
}

/* A card known only by its multiplier, and a named card the catalog lacks
 * (its text is unknown). */
static void
test_tactics_without_catalog_card (void)
{
  g_autoptr (GArray) tactics = wg_tactic_array_new ();
  g_autoptr (GArray) cards = g_array_new (FALSE, FALSE, sizeof (WgBattleCard));
  g_autoptr (GError) error = NULL;
  WgTactic t = { 0 };

  t.multiplier = 3;
  g_array_append_val (tactics, t);
  t = (WgTactic) { 0 };
  t.name = g_strdup ("A Card Nobody Catalogued");
  t.multiplier = 1;
  g_array_append_val (tactics, t);
  g_assert_true (wg_odds_cards_from_tactics (catalog, tactics, cards, &error));
  g_assert_no_error (error);
  g_assert_cmpstr (g_array_index (cards, WgBattleCard, 0).name, ==, "x3");
  g_assert_true (g_array_index (cards, WgBattleCard, 0).complete);
  g_assert_cmpstr (g_array_index (cards, WgBattleCard, 1).name, ==, "A Card Nobody Catalogued");
  g_assert_false (g_array_index (cards, WgBattleCard, 1).complete);
}

int
main (int    argc,
      char **argv)
{
  g_autofree char *path = NULL;
  g_autoptr (GError) error = NULL;
  int status;

  g_test_init (&argc, &argv, NULL);
  path = g_test_build_filename (G_TEST_DIST, "data", "odds-test-catalog.json", NULL);
  catalog = wg_catalog_load_from_file (path, &error);
  g_assert_no_error (error);

  g_test_add_func ("/wg/odds/rational/reduce", test_rational_reduce);
  g_test_add_func ("/wg/odds/describe", test_describe);
  g_test_add_func ("/wg/odds/rational/arithmetic", test_rational_arithmetic);
  g_test_add_func ("/wg/odds/rational/overflow", test_rational_overflow);
  g_test_add_func ("/wg/odds/rational/compare", test_rational_compare);
  g_test_add_func ("/wg/odds/rational/percent", test_rational_percent);
  g_test_add_func ("/wg/odds/human-against-ai", test_human_against_ai);
  g_test_add_func ("/wg/odds/best-of-unknown-hand", test_best_of_unknown_hand);
  g_test_add_func ("/wg/odds/ai-order-unused", test_ai_order_unused);
  g_test_add_func ("/wg/odds/reshuffle-one-left", test_reshuffle_one_left);
  g_test_add_func ("/wg/odds/reshuffle-ai", test_reshuffle_ai);
  g_test_add_func ("/wg/odds/reshuffle-none-left", test_reshuffle_none_left);
  g_test_add_func ("/wg/odds/known-hand", test_known_hand);
  g_test_add_func ("/wg/odds/best-tie-breaks", test_best_tie_breaks);
  g_test_add_func ("/wg/odds/tie-to-attacker", test_tie_to_attacker);
  g_test_add_func ("/wg/odds/times-zero", test_times_zero);
  g_test_add_func ("/wg/odds/both-human", test_both_human);
  g_test_add_func ("/wg/odds/not-counted", test_not_counted);
  g_test_add_func ("/wg/odds/unknown-multiplier", test_unknown_multiplier);
  g_test_add_func ("/wg/odds/tactics-without-catalog-card", test_tactics_without_catalog_card);
  status = g_test_run ();
  wg_catalog_unref (catalog);
  return status;
}
