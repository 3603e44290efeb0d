/* wg-turn.h — an action taken as the active player's turn
 * Copyright 2026 The Warpgate Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "wg-moves.h"

G_BEGIN_DECLS

/* The active player takes their turn with @move (rulebook "During your
 * turn"):
 *  1. it is their turn and the game is not over;
 *  2. they play an Action card into the current slot (when their Action
 *     cards are tracked; the AI's slots are the AI's business, R-AI-1);
 *  3. the action is resolved at the slot's multiplier X or weaker (any
 *     X' ≤ X), plus 1 with a spent Trade Good (R-RANGE-6);
 *  4. the move is judged and applied as wg_move_apply does.
 * Ending the turn is wg_turn_end's. */
WgOutcome *wg_turn_perform (const WgGame *game,
                            const WgMove *move,
                            WgAnswers    *answers);

G_END_DECLS
