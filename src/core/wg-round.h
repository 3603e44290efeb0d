/* wg-round.h — ending a turn, the end of round sequence and the final round
 * Copyright 2026 The Warpgate Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "wg-game.h"
#include "wg-outcome.h"
#include "wg-question.h"

G_BEGIN_DECLS

/* Why a round is the last (R-ROUND-2); several may hold at once. */
typedef enum
{
  WG_LAST_ROUND_NO = 0,
  WG_LAST_ROUND_TECHNOLOGY_DECK = 1 << 0, /* the Technology deck is empty */
  WG_LAST_ROUND_OBJECTIVE_DECK = 1 << 1,  /* the Objective deck is empty */
  WG_LAST_ROUND_NO_TRADE_GOODS = 1 << 2,  /* no Trade Good is available */
} WgLastRound;

/* Ends the active player's turn and, after the round's last turn, the round
 * (rulebook "Game structure", "During your turn" step 3, "End of round
 * sequence", "Endgame conditions"; R-ROUND-1, R-ROUND-2, R-AI-1, R-AI-13).
 *
 * The outcome's game is the table afterwards; its description says whose
 * turn ended ("End of blue's turn 4 — round 3 ends") and its events each
 * step of the end of round. Cards revealed from decks known only by their
 * size come from @answers' reveals and the 6-player Ancients claim from its
 * choices ("technology:0", "objective:1", "trade-good", "promotion"); @answers
 * may be NULL and is read from where it stands (rewind it before running a
 * rule again). When an answer is missing the outcome has a question and no
 * game: nothing changed. Refused, with nothing changed: after the game is
 * over, WG_VERDICT_GAME_OVER (R-ROUND-2); on the Gatekeepers' turn before
 * their card of the turn is played (wg_ai_judge_play: neither turn.acted
 * nor a card in the turn's slot, ai.played) while their deck or its
 * discard still holds a card, WG_VERDICT_AI_NOT_PLAYED (R-AI-13). A
 * human's turn may end without an action (the table may have recorded it
 * by hand). */
WgOutcome  *wg_turn_end (const WgGame *game,
                         WgAnswers    *answers);

/* Whether ending the active player's turn now has them discard their played
 * Action cards and their hand and draw 4 at the table (rulebook "During
 * your turn" step 3; R-ROUND-2, R-AI-1):
 *  1. the game is not over (R-ROUND-2);
 *  2. it is the active player's 4th turn (slot WG_TURN_SLOT_LAST);
 *  3. the active player is a human: the Gatekeepers discard the AI cards
 *     they played instead (R-AI-1), which wg_turn_end reports itself;
 *  4. the round is not the final one: after it the game is over and nobody
 *     plays again, so nobody draws (R-ROUND-2).
 * Not checked: whether the player's Action cards are counted in the file
 * (then wg_turn_end does the discard and the draw and reports it). */
gboolean    wg_turn_end_draws (const WgGame *game);

/* The R-ROUND-2 conditions as the table stands now: what makes the next
 * round to start the last one (WG_LAST_ROUND_NO when none holds). */
WgLastRound wg_round_last_reasons (const WgGame *game);
/* A translated sentence for @reasons ("the Objective deck is empty and no
 * Trade Good is available"), or NULL for WG_LAST_ROUND_NO. */
char       *wg_round_describe_last_reasons (WgLastRound reasons);

G_END_DECLS
