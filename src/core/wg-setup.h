/* wg-setup.h — a new game, set up as the rulebook says
 * Copyright 2026 The Warpgate Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "wg-catalog.h"
#include "wg-outcome.h"
#include "wg-question.h"

G_BEGIN_DECLS

typedef struct
{
  const char *color;       /* required: a warpgate of that colour must be on the board */
  const char *name;        /* NULL: none */
  const char *faction;     /* NULL: not given */
  char        side;        /* 'A', 'B' or 0 */
  gboolean    ai;          /* the Gatekeepers (at most one player) */
  char        hero_letter; /* the Basic Tactics slot its Hero replaces, 'A'…'H'; 0: from the
                            * catalog's Hero of @faction, else asked */
} WgSetupPlayer;

typedef struct
{
  const char   *name; /* the game's name (wg_game_name_is_valid), given to the board in place of
                       * the layout's name; NULL: the layout's name stays */
  WgBoard      *board;
  WgSetupPlayer players[WG_MAX_PLAYERS]; /* in clockwise seating order */
  guint         n_players;
  int           first_player;       /* index; in solo the human (R-ROUND-1) */
  gboolean      warpgates_block;    /* the house rule (R-RANGE-3) */
  gboolean      track_action_cards; /* count each human's 12 Action cards */
  gboolean      enter_objectives;   /* ask each human's starting Objective */
  int           promotion_deck;     /* the Promotion deck's cards (R-MOVE-13), or
                                     * WG_SETUP_PROMOTION_FROM_BOX (the default) */
  gboolean      shuffle_ai_decks;   /* solo: the app shuffles the AI's decks with @seed */
  int           seed;
  gboolean      exploration;        /* the Exploration variant (R-EXP-1) */
  int           exploration_tokens; /* discovery tokens in the box before set-up */
} WgSetupOptions;

/* The Promotion deck's count taken from the box (R-MOVE-13): every Hero
 * card not dealt and every Advanced Tactics card. */
#define WG_SETUP_PROMOTION_FROM_BOX (-1)

void       wg_setup_options_init (WgSetupOptions *options,
                                  WgBoard        *board);

/* R-MOVE-13: the Promotion deck at set-up, counted from @catalog: its Hero
 * cards less one Hero dealt to each human, and its Advanced Tactics cards
 * (in a solo game less the one shuffled into the Gatekeepers' AI deck).
 * -1 when the catalog does not know the box's cards: it lists no Advanced
 * Tactics card (the shipped catalog knows one Hero and no Advanced card),
 * and the players count them. */
int        wg_setup_promotion_from_catalog (const WgSetupOptions *options,
                                            const WgCatalog      *catalog);
/* The Promotion deck in words, for the page that sets it up: "14 cards:
 * the card catalog's 10 Hero and 6 Advanced Tactics cards, less the 2
 * Heroes dealt (R-MOVE-13).", "Count them: …" when the catalog does not
 * know, "Counted by the players (R-MOVE-13)." for a count given. */
char      *wg_setup_describe_promotion (const WgSetupOptions *options,
                                        const WgCatalog      *catalog);

/*
 * A new game (rulebook "Setup", and "Solo variant setup" with an AI):
 *  1. every player's 3 ships and Research Drone on their Warpgate (the AI:
 *     3 ships, no drone, R-AI-10);
 *  2. 4 Trade Goods per player in the pool; a solo game is set up as for
 *     2 players;
 *  3. the Technology deck of 5 per player + 2, the top 2 revealed (their
 *     planet types are asked: the cards are face up on the table);
 *  4. the Objective deck of 5 per player, the top 2 available (their
 *     types, on the cards' backs, are asked), 1 dealt to each human — asked
 *     only with @enter_objectives, as players keep them secret;
 *  5. each human's Tactics: the 8 Basic Tactics with their Hero replacing
 *     the one of its letter; the AI's decks by wg_ai_setup_decks;
 *  6. round 1, slot 1X, the first player active; the Promotion deck of
 *     @promotion_deck cards — by default the box's: every Hero not dealt
 *     and every Advanced Tactics card, counted from the catalog
 *     (wg_setup_promotion_from_catalog), and refused, asking the players to
 *     count them, when the catalog does not know them (R-MOVE-13);
 *  7. with the Exploration variant, 2 face-down tokens on every planet
 *     without a trade icon, the rest of @exploration_tokens in the box
 *     (R-EXP-1, wg_explore_setup).
 * Answers (planet types; the Hero's letter as "A"…"H") come from @answers;
 * with none left the outcome asks. Refused (NULL game, @error) when a
 * player's colour has no Warpgate on the board, colours repeat, or more
 * than one player is the AI; also when a Warpgate's colour is no player's
 * (a game file cannot hold it), or the seats are not 2–6 players or one
 * human and the AI.
 */
WgOutcome *wg_setup_new_game (const WgSetupOptions *options,
                              const WgCatalog      *catalog,
                              WgAnswers            *answers,
                              GError              **error);

G_END_DECLS
