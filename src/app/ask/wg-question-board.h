/* wg-question-board.h — a question whose answers are board locations, answered on the board
 * Copyright 2026 The Warpgate Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "wg-board-view.h"
#include "wg-question-view.h"

G_BEGIN_DECLS

#define WG_TYPE_QUESTION_BOARD (wg_question_board_get_type ())

G_DECLARE_FINAL_TYPE (WgQuestionBoard, wg_question_board, WG, QUESTION_BOARD, GObject)

/*
 * The board as a second way to answer a question (issue 30): while a
 * question view it watches is shown with a question whose every option is
 * a location of the session's board (the planet a token voids or gives a
 * trade icon, the Gatekeepers' tie left to the player), the board view
 * marks those locations (wg_board_view_set_offered), and a location
 * pressed on the board — a click, or its id typed and Return, as for
 * moves — answers the question with that option, through the view's
 * "answered" as a row would (wg_question_board_answer). The options are
 * the core's; nothing here decides a rule.
 */
WgQuestionBoard *wg_question_board_new (WgBoardView *board,
                                        WgSession   *session);
/* Watches every question view under @widget now (a window's pages). */
void             wg_question_board_watch (WgQuestionBoard *self,
                                          GtkWidget       *widget);
/* The question view whose question the board answers now, or NULL. */
WgQuestionView  *wg_question_board_get_asking (WgQuestionBoard *self);
/* A location pressed on the board: TRUE when it answered the question
 * (@cell is one of its options), else FALSE and nothing happened. */
gboolean         wg_question_board_answer (WgQuestionBoard *self,
                                           int              cell);

G_END_DECLS
