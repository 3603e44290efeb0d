/* wg-end-turn-dialog.h — End Turn's questions, asked through the question view
 * Copyright 2026 The Warpgate Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

#include "wg-end-turn-model.h"

G_BEGIN_DECLS

#define WG_TYPE_END_TURN_DIALOG (wg_end_turn_dialog_get_type ())

G_DECLARE_FINAL_TYPE (WgEndTurnDialog, wg_end_turn_dialog, WG, END_TURN_DIALOG,
                      AdwMessageDialog)

/*
 * What End Turn asks (a card turned over from a deck known only by its
 * size, the 6-player Ancients claim), over a WgEndTurnModel that asks:
 * "End of the Turn", the question's text, its options in a WgQuestionView
 * and Cancel. An answer goes to wg_end_turn_model_answer; while the model
 * asks again the dialog shows the next question, else it emits "finished"
 * and closes. Cancel (or closing) cancels the model's run and emits
 * "finished" too: the caller shows the model's state (APPLIED, REFUSED or
 * IDLE).
 */
WgEndTurnDialog *wg_end_turn_dialog_new (GtkWindow      *parent,
                                         WgEndTurnModel *model);

/* End Turn from @parent, the referee's whole part of it: runs @model
 * (wg_end_turn_model_end_turn); while it asks, a WgEndTurnDialog asks;
 * once the turn ended with steps for the table, the end of round checklist
 * (WgRoundEndDialog, one at a time), whose Show the Final Score activates
 * win.show-score on @parent. The model's "finished" tells the caller the
 * rest (the step done, or why not). */
void             wg_end_turn_dialog_end_turn (GtkWindow      *parent,
                                              WgEndTurnModel *model);

/* The game ended however it ended (R-ROUND-2: on the Gatekeepers' card
 * too): unless End Turn's checklist already says so, a dialog over
 * @parent says the game is over, its default response Show the Final
 * Score (win.show-score). */
void             wg_end_turn_dialog_offer_final_score (GtkWindow *parent);

G_END_DECLS
