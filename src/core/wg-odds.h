/* wg-odds.h — exact odds of a battle from what is known of the Tactics decks
 * Copyright 2026 The Warpgate Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "wg-battle.h"
#include "wg-rational.h"

G_BEGIN_DECLS

#define WG_ODDS_ERROR (wg_odds_error_quark ())

typedef enum
{
  WG_ODDS_ERROR_UNKNOWN_MULTIPLIER, /* a card in a pile has no known multiplier */
  WG_ODDS_ERROR_OVERFLOW,           /* a fraction outgrew 64 bits (no real deck does) */
} WgOddsError;

GQuark wg_odds_error_quark (void);

/* One side's Tactics, as far as the odds know them. The order of @pile is
 * never used: the deck is face down, so every order is equally likely to
 * the players (even when the app records the AI deck's order). */
typedef struct
{
  gboolean            ai;   /* R-AI-8: draws 2, plays the first drawn */
  const WgBattleCard *pile; /* the draw pile */
  guint               n_pile;
  const WgBattleCard *discard; /* shuffled into a new pile when the pile runs out */
  guint               n_discard;
  const WgBattleCard *hand;   /* the cards already drawn (1 or 2, first drawn first); */
  guint               n_hand; /* 0: not known, drawn from pile and discard */
} WgOddsSide;

/* A distribution of battle results: who wins, what each side loses. */
typedef struct
{
  WgRational win[2];                                    /* [WgBattleRole] */
  WgRational joint[WG_MAX_SHIPS + 1][WG_MAX_SHIPS + 1]; /* [attacker lost][defender lost] */
  WgRational lost[2][WG_MAX_SHIPS + 1];                 /* the marginals: [role][ships lost] */
  WgRational expected_lost[2];                          /* [role] */
} WgOddsOutcome;

typedef struct
{
  WgBattleCard  card;    /* borrowed pointers, as the input's */
  WgOddsOutcome outcome; /* when this card is played */
} WgOddsCard;

/* How a side plays the card it draws. */
typedef enum
{
  WG_ODDS_PLAYS_FIRST,  /* the AI: the first card drawn (R-AI-8) */
  WG_ODDS_PLAYS_BEST,   /* a human: the card that wins most often, then loses the fewest */
  WG_ODDS_PLAYS_EITHER, /* a human opponent of a human: each drawn card half the time */
} WgOddsPlay;

typedef struct
{
  WgBattleRole  view; /* whose odds */
  int           ships[2];
  WgOddsPlay    plays[2];
  gboolean      no_cards[2]; /* a side with no Tactics card at all cannot fight: no odds */
  WgOddsOutcome outcome;     /* the battle, each side playing as plays[] says */
  /* The view side's known hand, when it is a human's: each card as if played. */
  WgOddsCard    cards[2];
  guint         n_cards;
  int           best; /* the card of cards[] a human plays (-1 without a known hand) */
  /* Cards that may be played whose text the app cannot resolve: counted as if
   * the unknown part did nothing (WgBattleCard, each name once). */
  GArray       *not_counted;
  WgRulingList  rulings;
} WgOdds;

/* The odds of a battle of @attacker_ships against @defender_ships (0–12)
 * from @view's side. A human side plays its best card when the opponent is
 * the AI (or @view is the AI); when both are human, the opponent plays either
 * of its drawn cards with probability 1/2 (its choice is not known). NULL
 * with an error only for an overflow, which no real deck reaches. */
WgOdds  *wg_odds_compute (int               attacker_ships,
                          int               defender_ships,
                          const WgOddsSide *attacker,
                          const WgOddsSide *defender,
                          WgBattleRole      view,
                          GError          **error);
void     wg_odds_free (WgOdds *odds);
/* The chance that @player, @odds's view side, wins, as the battle dialog's
 * odds row and the shared page's odds ask say it (each with its first
 * letter upper case, wg_words_capitalize), translated: "blue wins 8/9 —
 * 88.89%", "The Gatekeepers win 1/9 — 11.11%". */
char    *wg_odds_describe_win (const WgGame *game,
                               const WgOdds *odds,
                               int           player);
/* The ships each side loses on average, attacker first: "Ships lost on
 * average: blue 2/3, red 1/3", translated. */
char    *wg_odds_describe_average (const WgGame *game,
                                   const WgOdds *odds,
                                   int           attacker,
                                   int           defender);

/* Appends to @cards (WgBattleCard) the Tactics of a game file, each resolved
 * through @catalog (its card id, else its own multiplier and name, else the
 * catalog card of that name). A card whose multiplier is not known cannot
 * be counted: FALSE with WG_ODDS_ERROR_UNKNOWN_MULTIPLIER naming it.
 * The cards borrow from @catalog. */
gboolean wg_odds_cards_from_tactics (const WgCatalog *catalog,
                                     const GArray    *tactics,
                                     GArray          *cards,
                                     GError         **error);
/* TRUE when two cards are the same for a battle (name, multiplier, text). */
gboolean wg_odds_card_equal (const WgBattleCard *a,
                             const WgBattleCard *b);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (WgOdds, wg_odds_free)

G_END_DECLS
