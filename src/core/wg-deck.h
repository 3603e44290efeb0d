/* wg-deck.h — revealing cards from the shared decks, drawing Action cards
 * Copyright 2026 The Warpgate Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "wg-catalog.h"
#include "wg-game.h"
#include "wg-question.h"

G_BEGIN_DECLS

typedef enum
{
  WG_REVEAL_DONE,  /* a card was revealed */
  WG_REVEAL_EMPTY, /* the deck is empty: nothing happens */
  WG_REVEAL_ASKED, /* the deck's order is unknown and no answer was left */
} WgReveal;

/* Moves the top card of the Technology deck to the right of the available
 * Technologies (R-MOVE-10, R-ROUND-1, R-AI-2). From a deck of known cards,
 * its first card; from a deck known only by its size, the card the next
 * reveal answer names (a planet type). With no answer left, *question is
 * set and nothing changes. */
WgReveal wg_reveal_technology (WgGame      *game,
                               WgAnswers   *answers,
                               WgQuestion **question);
/* The same for the Objective deck (R-CTRL-2 step 5, R-ROUND-1). */
WgReveal wg_reveal_objective (WgGame      *game,
                              WgAnswers   *answers,
                              WgQuestion **question);
/* R-DECK-1 (replenishing after a card is taken: R-MOVE-10, R-CTRL-2 step
 * 5, R-AI-2): reveals Technologies one at a time, as wg_reveal_technology(),
 * until 2 are available or the deck is empty. Returns the number of cards
 * revealed (they are the last ones of game->technologies), or -1 with
 * *question set when a reveal needs an answer: a deck of unknown order asks
 * one question per card, and the answers are taken in order, so the caller
 * replays the whole action with the answers given so far. */
int      wg_replenish_technologies (WgGame      *game,
                                    WgAnswers   *answers,
                                    WgQuestion **question);
/* The same for the Objectives (added face down). */
int      wg_replenish_objectives (WgGame      *game,
                                  WgAnswers   *answers,
                                  WgQuestion **question);
/* The Promotion deck ran out: its discard is shuffled into a new deck. With
 * the app dealing (a solo game with a seed) the order is known; otherwise
 * the cards are kept, order unknown (R-DECK-3). The deck must be empty. */
void     wg_refill_promotion (WgGame *game);

/* How a Promotion reveal asks: @catalog (may be NULL) names the cards a deck
 * of unknown cards may hold, and which card this is of how many turned over
 * in a row (@nth of @total, 1-based; not numbered when @total is below 2). */
typedef struct
{
  const WgCatalog *catalog;
  guint            nth;
  guint            total;
} WgRevealAsk;

/* Takes the top Promotion card into *card, as @ask (may be NULL) says
 * (R-MOVE-13, R-DECK-3). A deck of known cards gives its first; a pile of
 * known cards in unknown order, the one the next reveal answer names among
 * them; a deck known only by its size, the one the answer names among the
 * catalog's Hero and Advanced cards (its id), or "hero"/"advanced",
 * optionally followed by ":" and the card's name ("hero:Sol Olo"). A card
 * the catalog knows is recorded with its name, kind and multiplier. */
WgReveal wg_reveal_promotion (WgGame            *game,
                              const WgRevealAsk *ask,
                              WgAnswers         *answers,
                              WgTactic          *card,
                              WgQuestion       **question);

/* What names a Promotion card in a question's options: its catalog id, or
 * its kind with its name ("hero:Sol Olo"), or its kind; identical cards
 * have the same. */
char    *wg_tactic_answer (const WgTactic *card);
/* The option's label: "Sol Olo (Hero Tactics card), ×3". */
char    *wg_tactic_label (const WgTactic *card);

/* Action cards, when the player's are tracked: draws up to @n into the
 * hand, shuffling the discard (never the played cards) into the deck when it
 * runs out. Returns the number drawn. */
int      wg_draw_action_cards (WgPlayer *player,
                               int       n);

G_END_DECLS
