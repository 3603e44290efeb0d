/* wg-turn.h — an action taken as the active player's turn
 * Copyright 2026 The Warpgate Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "wg-moves.h"

G_BEGIN_DECLS

/* A faction board's turn slots (rulebook "Game structure", "During your
 * turn", "Turn multiplier"):
 *  1. a round is 4 turns for every player; on each, the player plays an
 *     Action card into the slot of the current turn;
 *  2. the slots read 1X, 2X, 3X and 4X: the slot of turn n gives the
 *     multiplier nX;
 *  3. an action is resolved at the slot's X or weaker (WG_X_MIN …,
 *     wg-action.h), checked by wg_turn_perform.
 * The AI board has the same four slots (R-AI-1). */
#define WG_TURN_SLOT_FIRST 1
#define WG_N_TURN_SLOTS    4
#define WG_TURN_SLOT_LAST  (WG_TURN_SLOT_FIRST + WG_N_TURN_SLOTS - 1)

/* Whether @slot is one of a faction board's slots, 1 … 4. */
gboolean   wg_turn_slot_is_valid (int slot);
/* The multiplier X that @slot gives (clause 2): the slot's own number,
 * kept within WG_X_MIN … WG_X_MAX when @slot is not a slot. */
int        wg_turn_slot_x (int slot);

/* Whether @move is the active player's turn (wg_turn_perform): theirs, at
 * their slot's multiplier X or weaker (clause 3 below). Another player's
 * move, or one at a stronger X, is the table entered as it was played
 * (wg_move_apply: the move alone), as the app's Do It applies it. */
gboolean   wg_turn_takes_move (const WgGame *game,
                               const WgMove *move);

/* Whether a move may be entered at all now, whoever's and at whatever X
 * (the app's Do It, before a move is chosen):
 *  1. the game is not over (R-ROUND-2): WG_VERDICT_GAME_OVER;
 *  2. one action a turn: once the turn's action is applied (turn.acted,
 *     set by wg_turn_perform and wg_ai_play_turn), no other move is
 *     entered until wg_turn_end ends the turn: WG_VERDICT_ALREADY_ACTED.
 * WG_VERDICT_OK otherwise. Whether the move itself is legal is
 * wg_judge_move's; whose turn it is, wg_turn_perform's. */
WgVerdict  wg_turn_judge_entry (const WgGame *game);

/* Whether the active player's turn has nothing left but its end: their
 * action is applied (wg_turn_judge_entry says WG_VERDICT_ALREADY_ACTED),
 * the game is not over and has no Exploration, whose discovery tokens
 * may still be used in the turn (R-EXP-2). The app then ends the turn
 * with the action (issue 30); End Turn's own questions still come. */
gboolean   wg_turn_only_end_left (const WgGame *game);

/* A move entered at the table (the app's Do It): refused as
 * wg_turn_judge_entry says; else the active player's turn
 * (wg_turn_perform) when wg_turn_takes_move says so, else the move alone
 * (wg_move_apply). */
WgOutcome *wg_turn_enter (const WgGame *game,
                          const WgMove *move,
                          WgAnswers    *answers);

/* The active player takes their turn with @move (rulebook "During your
 * turn"):
 *  1. it is their turn and the game is not over; the Gatekeepers' turn is
 *     the card they play (R-AI-1, wg_ai_play_turn), never a move:
 *     WG_VERDICT_AI_TURN;
 *  2. they play an Action card into the current slot (when their Action
 *     cards are tracked; the AI's slots are the AI's business, R-AI-1);
 *  3. the action is resolved at the slot's multiplier X or weaker (any
 *     X' ≤ X), plus 1 with a spent Trade Good (R-RANGE-6);
 *  4. the move is judged and applied as wg_move_apply does;
 *  5. one action a turn: a player who has acted (turn.acted, set here and
 *     cleared by wg_turn_end) is refused with WG_VERDICT_ALREADY_ACTED.
 * Ending the turn is wg_turn_end's. */
WgOutcome *wg_turn_perform (const WgGame *game,
                            const WgMove *move,
                            WgAnswers    *answers);

G_END_DECLS
