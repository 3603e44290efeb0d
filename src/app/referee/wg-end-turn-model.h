/* wg-end-turn-model.h — End Turn: the core's end of turn and round, its questions, the round's end
 * Copyright 2026 The Warpgate Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "wg-round-end-model.h"
#include "wg-runner.h"
#include "wg-session.h"

G_BEGIN_DECLS

#define WG_TYPE_END_TURN_MODEL (wg_end_turn_model_get_type ())

G_DECLARE_FINAL_TYPE (WgEndTurnModel, wg_end_turn_model, WG, END_TURN_MODEL, GObject)

/*
 * End Turn without widgets, over a WgSession: wg_turn_end run through a
 * WgRunner (R-ROUND-1, R-ROUND-2, R-AI-1). It asks (a card turned over
 * from a deck known only by its size, the 6-player Ancients claim): each
 * answer runs it again from the start. Refused (the game is over), nothing
 * changes; otherwise the turn ends as one undoable step, and the model
 * keeps what the end of a round asks of the players (a WgRoundEndModel,
 * of kind WG_ROUND_END_NONE when only the turn ended).
 *
 * Signals: "finished" when a run ends without a question (APPLIED or
 * REFUSED), from wg_end_turn_model_end_turn or the last answer.
 */
WgEndTurnModel   *wg_end_turn_model_new (WgSession *session);

/* Ends the turn afresh (earlier answers forgotten). IDLE without a game. */
WgRunnerState     wg_end_turn_model_end_turn (WgEndTurnModel *self);
/* Answers the question with one of its options' ids and runs again; FALSE
 * when nothing asks or the id is not an option. */
gboolean          wg_end_turn_model_answer (WgEndTurnModel *self,
                                            const char     *option_id);
/* Drops the question and its answers: nothing changed. */
void              wg_end_turn_model_cancel (WgEndTurnModel *self);

WgRunnerState     wg_end_turn_model_get_state (WgEndTurnModel *self);
/* The question asked (ASKS), or NULL. */
const WgQuestion *wg_end_turn_model_get_question (WgEndTurnModel *self);
/* Why the turn did not end (REFUSED), or NULL; translated. */
const char       *wg_end_turn_model_get_message (WgEndTurnModel *self);
/* The step's sentence (APPLIED), or NULL: "End of blue's turn 4 — …". */
const char       *wg_end_turn_model_get_description (WgEndTurnModel *self);
/* What the end of the turn asks of the players (APPLIED), or NULL. */
WgRoundEndModel  *wg_end_turn_model_get_round_end (WgEndTurnModel *self);

G_END_DECLS
