/* wg-odds.c — exact odds of a battle from what is known of the Tactics decks
 * Copyright 2026 The Warpgate Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The derivation.
 *
 * The probability space is the two sides' draws. Everything after them is
 * decided: the played cards follow from the hands (below), and a pair of
 * played cards gives one result through wg_battle_fight (R-BATTLE-1…2).
 *
 *  1. A side's draw pile of n cards is face down and shuffled: to the
 *     players every one of its n! orders is equally likely. The order the
 *     app may record (the AI's deck in the game file) is not used: nobody at
 *     the table can see it, and the odds answer what the players can know.
 *  2. The side draws 2 cards (rulebook, Battles step 1). With n ≥ 2 they
 *     are the top two: a given ordered pair of distinct cards is on top in
 *     (n−2)! of the n! orders, probability 1/(n(n−1)). Counting identical
 *     cards together (card type t with c_t copies in the pile):
 *       P(first t, second u) = c_t (c_u − [t = u]) / (n (n−1)),
 *     and these sum to Σ_t c_t (n−1) / (n(n−1)) = 1.
 *  3. "If, at any point, your Tactics deck runs out of cards, shuffle your
 *     discarded Tactics cards to form a new Tactics deck." With n = 1 the
 *     last card is drawn first (probability 1), then the m discarded cards
 *     are shuffled and the top one is drawn: type u with probability
 *     d_u / m. With n = 1 and m = 0 the side draws that one card only.
 *  4. With n = 0 the discard is shuffled first and both cards come from it,
 *     as in 2 with its m cards; with m = 1 the side draws that card only;
 *     with m = 0 it has no card and cannot fight (no odds, reported).
 *  5. The two sides' decks are separate, so their draws are independent:
 *     P(attacker's hand, defender's hand) = the product.
 *  6. The played card. The AI plays the first card drawn (R-AI-8), so
 *     P(AI plays t) = Σ_u P(first t, second u) (c_t / n when n ≥ 2). A
 *     human whose opponent is also human plays each drawn card with
 *     probability 1/2: its choice is not known (an assumption, in
 *     docs/rules.md). A human whose odds are asked for — or the human facing the
 *     AI when the AI's odds are asked for — plays the best card of the hand
 *     drawn: the highest probability of winning against Q, the opponent's
 *     played-card distribution; on a tie the fewer own ships lost on
 *     average; then the first drawn. Q does not depend on the human's hand
 *     (5), so the choice is a function of the hand h, and
 *       P(human plays t) = Σ_{h : best (h) = t} P(h).
 *  7. Again by 5, the two played cards are independent, and
 *       P(result) = Σ_{t,u} P(attacker plays t) P(defender plays u)
 *                   [wg_battle_fight (t, u) gives result].
 *     A known hand is a hand of probability 1; each of its cards is also
 *     reported as if played: P(result | t) = Σ_u Q(u) [fight (t, u) …].
 *
 * The sums run over card types, not cards: at most types² ordered hands a
 * side and types² fights. The denominators divide n(n−1) (or n·m) of each
 * side, times 2 for the 1/2 of 6: small, but every fraction is checked for
 * overflow (wg-rational.h) and an overflow fails the whole computation.
 *
 * Not counted: card texts the app cannot automate (WgBattleCard.complete
 * is FALSE) count as if their unknown part did nothing, and are listed;
 * battle-trigger Technologies (R-BATTLE-2) are not part of the odds.
 */
#include "config.h"

#include <string.h>

#include "wg-i18n.h"
#include "wg-odds.h"

/* clang-format off */
G_DEFINE_QUARK (wg-odds-error-quark, wg_odds_error)
/* clang-format on */

#define NO_CARD G_MAXUINT

/* A distinct card of one side, with its copies in the pile and discard. */
typedef struct
{
  WgBattleCard card;
  guint        in_pile;
  guint        in_discard;
} Kind;

/* An ordered hand: the first card drawn, then the second (or NO_CARD). */
typedef struct
{
  guint      first;
  guint      second;
  WgRational p;
} Hand;

typedef struct
{
  GArray     *kinds; /* Kind */
  GArray     *hands; /* Hand, each of positive probability */
  WgRational *plays; /* [kind]: the probability the side plays it */
  gboolean   *drawn; /* [kind]: in some hand */
} Side;

gboolean
wg_odds_card_equal (const WgBattleCard *a,
                    const WgBattleCard *b)
{
  if (g_strcmp0 (a->id, b->id) != 0 || strcmp (a->name, b->name) != 0
      || a->multiplier != b->multiplier || a->complete != b->complete
      || g_strcmp0 (a->text, b->text) != 0 || a->n_effects != b->n_effects)
    return FALSE;
  for (guint i = 0; i < a->n_effects; i++)
    if (a->effects[i].kind != b->effects[i].kind || a->effects[i].amount != b->effects[i].amount
        || a->effects[i].side != b->effects[i].side || a->effects[i].when != b->effects[i].when)
      return FALSE;
  return TRUE;
}

/* The index of @card's kind in @kinds, added when new; counts one copy. */
static guint
add_kind (GArray             *kinds,
          const WgBattleCard *card,
          gboolean            in_discard)
{
  Kind  k = { 0 };
  guint i;

  for (i = 0; i < kinds->len; i++)
    if (wg_odds_card_equal (&g_array_index (kinds, Kind, i).card, card))
      break;
  if (i == kinds->len)
    {
      k.card = *card;
      g_array_append_val (kinds, k);
    }
  if (in_discard)
    g_array_index (kinds, Kind, i).in_discard++;
  else
    g_array_index (kinds, Kind, i).in_pile++;
  return i;
}

static void
add_hand (Side      *s,
          guint      first,
          guint      second,
          WgRational p)
{
  Hand h = { first, second, p };

  if (!wg_rational_is_zero (p))
    g_array_append_val (s->hands, h);
}

/* Two cards off the top of a shuffled pile of @n cards whose kinds have
 * counts @count (derivation, 2). */
static void
draw_two (Side  *s,
          guint *count,
          guint  n)
{
  for (guint t = 0; t < s->kinds->len; t++)
    for (guint u = 0; u < s->kinds->len; u++)
      {
        gint64 pairs = (gint64) count[t] * (count[u] - (t == u ? 1 : 0));

        if (count[t] > 0 && pairs > 0)
          add_hand (s, t, u, wg_rational_new (pairs, (gint64) n * (n - 1)));
      }
}

/* Every hand the side may hold, with its probability (derivation, 2–4). */
static void
enumerate_hands (Side             *s,
                 const WgOddsSide *in)
{
  guint             n = 0, m = 0, first = NO_CARD;
  g_autofree guint *pile = NULL, *discard = NULL;

  if (in->n_hand > 0)
    {
      guint a = add_kind (s->kinds, &in->hand[0], FALSE);
      guint b = in->n_hand > 1 ? add_kind (s->kinds, &in->hand[1], FALSE) : NO_CARD;

      add_hand (s, a, b, WG_RATIONAL_ONE);
      return;
    }
  for (guint i = 0; i < in->n_pile; i++)
    add_kind (s->kinds, &in->pile[i], FALSE);
  for (guint i = 0; i < in->n_discard; i++)
    add_kind (s->kinds, &in->discard[i], TRUE);

  pile = g_new0 (guint, s->kinds->len);
  discard = g_new0 (guint, s->kinds->len);
  for (guint t = 0; t < s->kinds->len; t++)
    {
      const Kind *k = &g_array_index (s->kinds, Kind, t);

      pile[t] = k->in_pile;
      discard[t] = k->in_discard;
      n += k->in_pile;
      m += k->in_discard;
      if (k->in_pile > 0)
        first = t;
    }

  if (n >= 2)
    draw_two (s, pile, n);
  else if (n == 1 && m == 0)
    add_hand (s, first, NO_CARD, WG_RATIONAL_ONE);
  else if (n == 1)
    for (guint u = 0; u < s->kinds->len; u++)
      add_hand (s, first, u, wg_rational_new (discard[u], m));
  else if (m >= 2)
    draw_two (s, discard, m);
  else if (m == 1)
    for (guint u = 0; u < s->kinds->len; u++)
      if (discard[u] > 0)
        add_hand (s, u, NO_CARD, WG_RATIONAL_ONE);
}

static void
side_init (Side             *s,
           const WgOddsSide *in)
{
  s->kinds = g_array_new (FALSE, FALSE, sizeof (Kind));
  s->hands = g_array_new (FALSE, FALSE, sizeof (Hand));
  enumerate_hands (s, in);
  s->plays = g_new (WgRational, MAX (s->kinds->len, 1));
  s->drawn = g_new0 (gboolean, MAX (s->kinds->len, 1));
  for (guint t = 0; t < s->kinds->len; t++)
    s->plays[t] = WG_RATIONAL_ZERO;
  for (guint i = 0; i < s->hands->len; i++)
    {
      const Hand *h = &g_array_index (s->hands, Hand, i);

      s->drawn[h->first] = TRUE;
      if (h->second != NO_CARD)
        s->drawn[h->second] = TRUE;
    }
}

static void
side_clear (Side *s)
{
  g_array_unref (s->kinds);
  g_array_unref (s->hands);
  g_free (s->plays);
  g_free (s->drawn);
}

/* Derivation, 6: the AI's first card, or either card half the time. */
static void
set_fixed_plays (Side      *s,
                 WgOddsPlay play)
{
  for (guint i = 0; i < s->hands->len; i++)
    {
      const Hand *h = &g_array_index (s->hands, Hand, i);

      if (play == WG_ODDS_PLAYS_FIRST || h->second == NO_CARD)
        s->plays[h->first] = wg_rational_add (s->plays[h->first], h->p);
      else
        {
          WgRational half = wg_rational_scale (h->p, 1, 2);

          s->plays[h->first] = wg_rational_add (s->plays[h->first], half);
          s->plays[h->second] = wg_rational_add (s->plays[h->second], half);
        }
    }
}

/* The pure fight of the attacker's kind @a against the defender's @d. */
static void
fight (const int  ships[2],
       const Side sides[2],
       guint      a,
       guint      d,
       WgFight   *f)
{
  wg_battle_fight (ships[0], ships[1], &g_array_index (sides[0].kinds, Kind, a).card,
                   &g_array_index (sides[1].kinds, Kind, d).card, f);
}

/* Adds a result of probability @p to @o. */
static void
accumulate (WgOddsOutcome *o,
            const WgFight *f,
            WgRational     p)
{
  WgRational *cell = &o->joint[f->destroyed[0]][f->destroyed[1]];

  o->win[f->winner] = wg_rational_add (o->win[f->winner], p);
  *cell = wg_rational_add (*cell, p);
}

static void
outcome_init (WgOddsOutcome *o)
{
  for (int r = 0; r < 2; r++)
    {
      o->win[r] = WG_RATIONAL_ZERO;
      o->expected_lost[r] = WG_RATIONAL_ZERO;
      for (int n = 0; n <= WG_MAX_SHIPS; n++)
        o->lost[r][n] = WG_RATIONAL_ZERO;
    }
  for (int a = 0; a <= WG_MAX_SHIPS; a++)
    for (int d = 0; d <= WG_MAX_SHIPS; d++)
      o->joint[a][d] = WG_RATIONAL_ZERO;
}

/* The marginals and expectations from the joint distribution. */
static void
outcome_finish (WgOddsOutcome *o)
{
  for (int a = 0; a <= WG_MAX_SHIPS; a++)
    for (int d = 0; d <= WG_MAX_SHIPS; d++)
      {
        WgRational p = o->joint[a][d];

        if (wg_rational_is_zero (p))
          continue;
        o->lost[0][a] = wg_rational_add (o->lost[0][a], p);
        o->lost[1][d] = wg_rational_add (o->lost[1][d], p);
      }
  for (int r = 0; r < 2; r++)
    for (int n = 1; n <= WG_MAX_SHIPS; n++)
      o->expected_lost[r] = wg_rational_add (o->expected_lost[r],
                                             wg_rational_scale (o->lost[r][n], n, 1));
}

/* Side @role playing its kind @t against the other side's plays. With
 * @full, the whole outcome; else only win[] and expected_lost[role], which
 * is all the choice of a card needs. */
static void
card_outcome (const int      ships[2],
              const Side     sides[2],
              WgBattleRole   role,
              guint          t,
              gboolean       full,
              WgOddsOutcome *o)
{
  const Side *other = &sides[1 - role];
  WgFight     f;

  if (full)
    outcome_init (o);
  else
    o->win[0] = o->win[1] = o->expected_lost[role] = WG_RATIONAL_ZERO;
  for (guint u = 0; u < other->kinds->len; u++)
    {
      WgRational q = other->plays[u];

      if (wg_rational_is_zero (q))
        continue;
      fight (ships, sides, role == WG_ROLE_ATTACKER ? t : u, role == WG_ROLE_ATTACKER ? u : t,
             &f);
      if (full)
        accumulate (o, &f, q);
      else
        {
          o->win[f.winner] = wg_rational_add (o->win[f.winner], q);
          o->expected_lost[role] = wg_rational_add (o->expected_lost[role],
                                                    wg_rational_scale (q, f.destroyed[role], 1));
        }
    }
  if (full)
    outcome_finish (o);
}

/* TRUE when playing @a is better for @role than @b: wins more often, or as
 * often and loses fewer own ships on average (derivation, 6). */
static gboolean
better (const WgOddsOutcome *a,
        const WgOddsOutcome *b,
        WgBattleRole         role)
{
  int by_win;

  if (!wg_rational_is_valid (a->win[role]) || !wg_rational_is_valid (b->win[role])
      || !wg_rational_is_valid (a->expected_lost[role])
      || !wg_rational_is_valid (b->expected_lost[role]))
    return FALSE;
  by_win = wg_rational_compare (a->win[role], b->win[role]);
  if (by_win != 0)
    return by_win > 0;
  return wg_rational_compare (a->expected_lost[role], b->expected_lost[role]) < 0;
}

/* Derivation, 6: the human @role plays the best card of each hand, the
 * other side's plays being set. */
static void
set_best_plays (const int    ships[2],
                Side         sides[2],
                WgBattleRole role)
{
  Side                     *s = &sides[role];
  g_autofree WgOddsOutcome *each = g_new (WgOddsOutcome, MAX (s->kinds->len, 1));

  for (guint t = 0; t < s->kinds->len; t++)
    if (s->drawn[t])
      card_outcome (ships, sides, role, t, FALSE, &each[t]);
  for (guint i = 0; i < s->hands->len; i++)
    {
      const Hand *h = &g_array_index (s->hands, Hand, i);
      guint       t = h->first;

      if (h->second != NO_CARD && better (&each[h->second], &each[h->first], role))
        t = h->second;
      s->plays[t] = wg_rational_add (s->plays[t], h->p);
    }
}

/* Derivation, 7. */
static void
battle_outcome (const int      ships[2],
                const Side     sides[2],
                WgOddsOutcome *o)
{
  WgFight f;

  outcome_init (o);
  for (guint a = 0; a < sides[0].kinds->len; a++)
    for (guint d = 0; d < sides[1].kinds->len; d++)
      {
        WgRational p;

        if (wg_rational_is_zero (sides[0].plays[a]) || wg_rational_is_zero (sides[1].plays[d]))
          continue;
        p = wg_rational_mul (sides[0].plays[a], sides[1].plays[d]);
        fight (ships, sides, a, d, &f);
        accumulate (o, &f, p);
      }
  outcome_finish (o);
}

static void
add_not_counted (WgOdds             *odds,
                 const WgBattleCard *card)
{
  if (card->complete)
    return;
  for (guint i = 0; i < odds->not_counted->len; i++)
    if (strcmp (g_array_index (odds->not_counted, WgBattleCard, i).name, card->name) == 0)
      return;
  g_array_append_val (odds->not_counted, *card);
}

/* The cards that may be played: the AI's first cards, a human's drawn ones
 * (its choice weighed them all). */
static void
collect_not_counted (WgOdds *odds,
                     Side    sides[2])
{
  for (int r = 0; r < 2; r++)
    for (guint t = 0; t < sides[r].kinds->len; t++)
      {
        gboolean may_play = odds->plays[r] == WG_ODDS_PLAYS_FIRST
                              ? !wg_rational_is_zero (sides[r].plays[t])
                              : sides[r].drawn[t];

        if (may_play)
          add_not_counted (odds, &g_array_index (sides[r].kinds, Kind, t).card);
      }
}

static gboolean
outcome_is_valid (const WgOddsOutcome *o)
{
  for (int r = 0; r < 2; r++)
    {
      if (!wg_rational_is_valid (o->win[r]) || !wg_rational_is_valid (o->expected_lost[r]))
        return FALSE;
      for (int n = 0; n <= WG_MAX_SHIPS; n++)
        if (!wg_rational_is_valid (o->lost[r][n]))
          return FALSE;
    }
  for (int a = 0; a <= WG_MAX_SHIPS; a++)
    for (int d = 0; d <= WG_MAX_SHIPS; d++)
      if (!wg_rational_is_valid (o->joint[a][d]))
        return FALSE;
  return TRUE;
}

/* The view side's known hand, each card as if played (derivation, 7). */
static void
known_hand (WgOdds   *odds,
            const int ships[2],
            Side      sides[2])
{
  const Side *s = &sides[odds->view];
  const Hand *h = &g_array_index (s->hands, Hand, 0);
  guint       kinds[2] = { h->first, h->second };

  odds->n_cards = h->second == NO_CARD ? 1 : 2;
  for (guint i = 0; i < odds->n_cards; i++)
    {
      odds->cards[i].card = g_array_index (s->kinds, Kind, kinds[i]).card;
      card_outcome (ships, sides, odds->view, kinds[i], TRUE, &odds->cards[i].outcome);
    }
  odds->best = odds->n_cards == 2
                   && better (&odds->cards[1].outcome, &odds->cards[0].outcome, odds->view)
                 ? 1
                 : 0;
}

/* Who plays how (derivation, 6). */
static void
choose_plays (WgOdds           *odds,
              const WgOddsSide *in[2])
{
  WgBattleRole other = 1 - odds->view;

  odds->plays[odds->view] = in[odds->view]->ai ? WG_ODDS_PLAYS_FIRST : WG_ODDS_PLAYS_BEST;
  if (in[other]->ai)
    odds->plays[other] = WG_ODDS_PLAYS_FIRST;
  else
    odds->plays[other] = in[odds->view]->ai ? WG_ODDS_PLAYS_BEST : WG_ODDS_PLAYS_EITHER;
}

/* Everything that follows from the hands; FALSE on an overflow. */
static gboolean
compute (WgOdds  *odds,
         Side     sides[2],
         gboolean hand_known)
{
  int best = -1;

  /* At most one side chooses its best card; the other's plays come first,
   * since the choice is made against them. */
  for (int r = 0; r < 2; r++)
    if (odds->plays[r] == WG_ODDS_PLAYS_BEST)
      best = r;
    else
      set_fixed_plays (&sides[r], odds->plays[r]);
  if (hand_known && best == (int) odds->view)
    known_hand (odds, odds->ships, sides);
  if (best >= 0)
    set_best_plays (odds->ships, sides, best);
  battle_outcome (odds->ships, sides, &odds->outcome);
  collect_not_counted (odds, sides);

  if (!outcome_is_valid (&odds->outcome))
    return FALSE;
  for (guint i = 0; i < odds->n_cards; i++)
    if (!outcome_is_valid (&odds->cards[i].outcome))
      return FALSE;
  return TRUE;
}

WgOdds *
wg_odds_compute (int               attacker_ships,
                 int               defender_ships,
                 const WgOddsSide *attacker,
                 const WgOddsSide *defender,
                 WgBattleRole      view,
                 GError          **error)
{
  const WgOddsSide *in[2] = { attacker, defender };
  g_autoptr (WgOdds) odds = NULL;
  Side     sides[2];
  gboolean ok = TRUE;

  g_return_val_if_fail (attacker_ships >= 0 && attacker_ships <= WG_MAX_SHIPS, NULL);
  g_return_val_if_fail (defender_ships >= 0 && defender_ships <= WG_MAX_SHIPS, NULL);
  g_return_val_if_fail (attacker != NULL && defender != NULL, NULL);
  g_return_val_if_fail (attacker->n_hand <= 2 && defender->n_hand <= 2, NULL);
  g_return_val_if_fail (view == WG_ROLE_ATTACKER || view == WG_ROLE_DEFENDER, NULL);

  odds = g_new0 (WgOdds, 1);
  odds->view = view;
  odds->ships[0] = attacker_ships;
  odds->ships[1] = defender_ships;
  odds->best = -1;
  odds->not_counted = g_array_new (FALSE, FALSE, sizeof (WgBattleCard));
  outcome_init (&odds->outcome);
  wg_ruling_list_add (&odds->rulings, "R-BATTLE-1");
  wg_ruling_list_add (&odds->rulings, "R-BATTLE-2");
  if (attacker->ai || defender->ai)
    wg_ruling_list_add (&odds->rulings, "R-AI-8");
  choose_plays (odds, in);

  for (int r = 0; r < 2; r++)
    {
      side_init (&sides[r], in[r]);
      odds->no_cards[r] = sides[r].hands->len == 0;
    }
  if (!odds->no_cards[0] && !odds->no_cards[1])
    ok = compute (odds, sides, in[view]->n_hand > 0);
  for (int r = 0; r < 2; r++)
    side_clear (&sides[r]);
  if (!ok)
    {
      g_set_error (error, WG_ODDS_ERROR, WG_ODDS_ERROR_OVERFLOW,
                   _ ("the odds need fractions larger than 64 bits; the decks are too large "
                      "to count exactly"));
      return NULL;
    }
  return g_steal_pointer (&odds);
}

void
wg_odds_free (WgOdds *odds)
{
  if (odds == NULL)
    return;
  g_clear_pointer (&odds->not_counted, g_array_unref);
  g_free (odds);
}

/* A card the game file neither names nor gives an id: the catalog cannot
 * know it, so it is told by its kind and its place in the list. */
static void
unnamed_card_error (const WgTactic *t,
                    guint           index,
                    GError        **error)
{
  const char *kind = !t->has_kind                    ? _ ("a Tactics card without a name")
                     : t->kind == WG_TACTIC_HERO     ? _ ("a Hero card without a name")
                     : t->kind == WG_TACTIC_ADVANCED ? _ ("an Advanced Tactics card without a name")
                                                     : _ ("a Basic Tactics card without a name");

  /* TRANSLATORS: "the multiplier of a Hero card without a name (card 3 of the list) …" */
  g_set_error (error, WG_ODDS_ERROR, WG_ODDS_ERROR_UNKNOWN_MULTIPLIER,
               _ ("the multiplier of %s (card %u of the list) is not known, so the odds cannot "
                  "count it: give its \"multiplier\" in the game file, or give the side's pile "
                  "with that card as xN"),
               kind, index + 1);
}

gboolean
wg_odds_cards_from_tactics (const WgCatalog *catalog,
                            const GArray    *tactics,
                            GArray          *cards,
                            GError         **error)
{
  g_return_val_if_fail (tactics != NULL && cards != NULL, FALSE);
  for (guint i = 0; i < tactics->len; i++)
    {
      const WgTactic *t = &g_array_index (tactics, WgTactic, i);
      const WgCard   *c = NULL;
      const char     *name = NULL;
      int             multiplier = WG_MULTIPLIER_UNKNOWN;
      WgBattleCard    card;

      wg_catalog_resolve_tactic (catalog, t, &c, &name, NULL, NULL, &multiplier);
      if (multiplier == WG_MULTIPLIER_UNKNOWN && name == NULL && t->card == NULL)
        {
          unnamed_card_error (t, i, error);
          return FALSE;
        }
      if (multiplier == WG_MULTIPLIER_UNKNOWN)
        {
          g_set_error (error, WG_ODDS_ERROR, WG_ODDS_ERROR_UNKNOWN_MULTIPLIER,
                       _ ("the multiplier of %s is not known, so the odds cannot count it: "
                          "enter it in the card catalog, or give the card as xN"),
                       name ? name : t->card);
          return FALSE;
        }
      if (c != NULL)
        {
          /* As wg_battle_card_from_card, but the game file's own multiplier
           * wins over the catalog's. */
          memset (&card, 0, sizeof card);
          card.id = c->id;
          card.multiplier = multiplier;
          card.effects = c->effects;
          card.n_effects = c->n_effects;
          card.complete = c->complete;
          card.text = c->text;
        }
      else
        {
          wg_battle_card_from_multiplier (multiplier, &card);
          /* A named card the catalog does not know: its text is unknown. */
          if (name != NULL)
            card.complete = FALSE;
        }
      if (name != NULL)
        g_strlcpy (card.name, name, sizeof card.name);
      g_array_append_val (cards, card);
    }
  return TRUE;
}

char *
wg_odds_describe_win (const WgGame *game,
                      const WgOdds *odds,
                      int           player)
{
  char fraction[WG_RATIONAL_STRING_SIZE], percent[WG_RATIONAL_PERCENT_SIZE];

  g_return_val_if_fail (game != NULL && odds != NULL, NULL);
  /* TRANSLATORS: "blue wins 8/9 — 88.89%", "The Gatekeepers win 1/9 — 11.11%" */
  return g_strdup_printf (wg_game_player_is_plural (game, player) ? _ ("%s win %s — %s%%")
                                                                  : _ ("%s wins %s — %s%%"),
                          wg_game_player_label (game, player),
                          wg_rational_to_string (odds->outcome.win[odds->view], fraction),
                          wg_rational_format_percent (odds->outcome.win[odds->view], percent));
}

char *
wg_odds_describe_average (const WgGame *game,
                          const WgOdds *odds,
                          int           attacker,
                          int           defender)
{
  char a[WG_RATIONAL_STRING_SIZE], d[WG_RATIONAL_STRING_SIZE];

  g_return_val_if_fail (game != NULL && odds != NULL, NULL);
  /* TRANSLATORS: "Ships lost on average: blue 2/3, red 1/3", attacker first */
  return g_strdup_printf (_ ("Ships lost on average: %s %s, %s %s"),
                          wg_game_player_label (game, attacker),
                          wg_rational_to_string (odds->outcome.expected_lost[WG_ROLE_ATTACKER], a),
                          wg_game_player_label (game, defender),
                          wg_rational_to_string (odds->outcome.expected_lost[WG_ROLE_DEFENDER], d));
}
