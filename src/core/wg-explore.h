/* wg-explore.h — the Exploration variant: set-up, exploring, the tokens' effects
 * Copyright 2026 The Warpgate Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "wg-action.h"
#include "wg-outcome.h"

G_BEGIN_DECLS

/* A planet voided by a void-planet token (R-EXP-6). */
gboolean        wg_game_is_voided (const WgGame *game,
                                   int           cell);
/* A planet with a trade icon: printed, or put beside it by a trade-icon
 * token (R-EXP-5). A voided planet has none for Trade (R-EXP-6). */
gboolean        wg_game_has_trade_icon (const WgGame *game,
                                        int           cell);
/* @player used a truce for the current round (R-EXP-5 `truce`). */
gboolean        wg_game_has_truce (const WgGame *game,
                                   int           player);
/* A truce in force, in a sentence: who, and until when ("A truce for Ana
 * until the end of round 2: no attack on or by them (R-EXP-5)."); NULL when
 * @player used none this round. */
char           *wg_game_truce_sentence (const WgGame *game,
                                        int           player);
/* @player holds @token unused (R-EXP-3: a held token is kept face up
 * until used, then turned face down), as wg_token_use's clause 1 asks. */
gboolean        wg_game_holds_token (const WgGame *game,
                                     int           player,
                                     WgToken       token);
/* Tokens face down on the board. */
int             wg_game_tokens_on_board (const WgGame *game);

/* R-EXP-1: switches the variant on and puts 2 face-down tokens on every
 * planet without a trade icon, the Ancients homeworld included; of
 * @tokens_in_box, the rest stay in the box (none when fewer: the table's
 * box is what it is, the app cannot see it). */
void            wg_explore_setup (WgGame *game,
                                  int     tokens_in_box);

/* R-EXP-2, after @player's Recon has moved onto @cell: when the planet
 * holds tokens,
 *  1. the top token is revealed: asked ("explore", every id of R-EXP-5);
 *  2. with a second token there, the player keeps the first and returns the
 *     second to the box unseen, or returns the first and reveals and keeps
 *     the second (asked: "explore-keep", keep | second; then "explore");
 *  3. the planet then holds no tokens;
 *  4. the token kept is resolved (wg_explore_keep).
 * A planet with one token left gives it (nothing to choose). FALSE when a
 * question was asked (outcome->question set). */
gboolean        wg_explore (WgGame    *game,
                            int        player,
                            int        cell,
                            WgAnswers *answers,
                            WgOutcome *outcome);
/* A token @player keeps, found at @cell (R-EXP-3, R-EXP-9): a held one is
 * kept unused; an immediate one is resolved at once and kept used, or
 * discarded when its text says so (trade-good, objective, two-more when
 * discarded). Its own questions are asked in order. */
gboolean        wg_explore_keep (WgGame    *game,
                                 int        player,
                                 int        cell,
                                 WgToken    token,
                                 WgAnswers *answers,
                                 WgOutcome *outcome);
/* R-EXP-8: turns the tile holding @cell by @steps × 60° counter-clockwise
 * (−1: clockwise) about its centre, with everything on it. Ignored (an event
 * says why) when the board records no tile there, the tile is
 * diamond-shaped, or its hexes do not turn onto themselves. */
void            wg_explore_rotate_tile (WgGame    *game,
                                        int        cell,
                                        int        steps,
                                        WgOutcome *outcome);

/* The discovery tokens @player holds, each 1 VP (R-EXP-4, R-EXP-9): those
 * counted but not named (exploration_tokens) and every discovery, used or
 * not. The one count the score and the Players page show. */
int             wg_explore_tokens_held (const WgPlayer *player);
/* Score (R-EXP-4, R-EXP-9): every token held (wg_explore_tokens_held), 1
 * more per extra-vp. */
int             wg_explore_vp (const WgPlayer *player);
/* R-EXP-10: planets the tokens add to the controlled-planets tie-break. */
int             wg_explore_tiebreak_planets (const WgGame *game,
                                             int           player);

/* Using a held token (R-EXP-3). The action tokens give an action at a fixed
 * X (R-EXP-5): TRUE with it. */
gboolean        wg_token_action (WgToken   token,
                                 WgAction *action,
                                 int      *x);
/* deploy-3 (R-EXP-5, R-MOVE-9): the most ships @player may deploy with it:
 * 3, or fewer when their supply holds fewer; 0 with an empty supply. */
int             wg_token_deploy_most (const WgGame *game,
                                      int           player);
/* @player uses an unused held @token (docs/cli.md `use-token`):
 *  1. the player holds one, unused (else WG_VERDICT_NO_TOKEN);
 *  2. its moment has come (else WG_VERDICT_NOT_NOW): during the player's
 *     turn for most; truce at the start of a round (the first player's
 *     first turn, before any action); extra-vp and colony-TYPE are never
 *     used, they count by themselves; immediate tokens were resolved when
 *     kept;
 *  3. an action token: @move is its action (wg_token_action), judged and
 *     applied as wg_move_apply does, at its fixed X, never with a Trade Good;
 *     deploy-3: @move->to, the planet, and @move->count (WG_NONE: 3, or the
 *     supply); copy-planet: @move->to, the planet; technology: the one
 *     taken is asked ("technology");
 *  4. the token is turned face down (used).
 * Not the turn's action: turn.acted is left alone. */
WgOutcome      *wg_token_use (const WgGame *game,
                              WgToken       token,
                              const WgMove *move,
                              WgAnswers    *answers);

/* Whether @player may use @token now, outside a battle (the Players
 * page's question; wg_token_use's clauses 1 and 2, the targets aside):
 *  1. battle-promote is used in one's own battle, before the Tactics cards
 *     are played (R-EXP-5): never outside one, WG_VERDICT_NOT_NOW;
 *  2. the player holds the token, unused, else WG_VERDICT_NO_TOKEN (R-EXP-3);
 *  3. its moment has come, else WG_VERDICT_NOT_NOW (R-EXP-3): truce at the
 *     start of a round, before any action; extra-vp and colony-TYPE never
 *     (they count by themselves); immediate tokens never (resolved when
 *     kept); copy-planet at any time; the others during the player's turn.
 * WG_VERDICT_OK when it may; else @ruling (if not NULL) gets the ruling id
 * and @why (if not NULL) a translated sentence ending with it (both NULL
 * for OK). Whether the token's targets are legal is wg_token_use's. */
WgVerdict       wg_token_judge (const WgGame *game,
                                int           player,
                                WgToken       token,
                                const char  **ruling,
                                const char  **why);

/* battle-promote (R-EXP-5, R-MOVE-13): the card its Promote kept is the
 * one @player plays in this battle.
 *  1. Promote shuffles the card kept into the player's Tactics, which the
 *     file holds as one pile: wg_move_apply adds it last;
 *  2. so the card is the last of @player's Tactics in @after, the table
 *     after the token (wg_token_use), when the pile grew from @before;
 *  3. when the Promotion deck and its discard gave nothing, no card was
 *     kept: NULL, and the player's card is chosen as in any battle.
 * The card is borrowed from @after. */
const WgTactic *wg_token_battle_promote_card (const WgGame *before,
                                              const WgGame *after,
                                              int           player);

G_END_DECLS
