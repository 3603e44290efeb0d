/* wg-score-model.h — the score sheet's state: players × categories, winner, tie-break
 * Copyright 2026 The Warpgate Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gio/gio.h>

#include "wg-catalog.h"
#include "wg-question.h"
#include "wg-score.h"
#include "wg-session.h"

G_BEGIN_DECLS

/* The sheet's columns: the categories of R-SCORE-1, the total, and the
 * planets controlled, which only break a tie (R-CTRL-4). */
typedef enum
{
  WG_SCORE_COLUMN_OBJECTIVES,
  WG_SCORE_COLUMN_TRADE_GOODS,
  WG_SCORE_COLUMN_TACTICS,
  WG_SCORE_COLUMN_TECHNOLOGIES,
  WG_SCORE_COLUMN_EXPLORATION,
  WG_SCORE_COLUMN_TOTAL,
  WG_SCORE_COLUMN_PLANETS,
  WG_SCORE_N_COLUMNS
} WgScoreColumn;

/* The column's heading, translated ("Trade Goods"). */
const char *wg_score_column_title (WgScoreColumn column);

#define WG_TYPE_SCORE_MODEL (wg_score_model_get_type ())

G_DECLARE_FINAL_TYPE (WgScoreModel, wg_score_model, WG, SCORE_MODEL, GObject)

/*
 * What the score sheet shows, without widgets: wg_score_compute on a game
 * (the session's, followed as it changes, or one set by hand), as rows of
 * players in seating order — the Gatekeepers included in a solo game,
 * scored by R-SCORE-3 — and the sentences around them: the winner, the
 * tie-break in words with its ruling ids (R-SCORE-2, R-CTRL-4), and notes
 * (the AI's scoring, Tactics of unknown kind counted as Basic, a game not
 * over yet). The numbers are the CLI's `score` (wg-cli-score.c).
 *
 * Property "session" (WgSession, may be NULL). Signal "changed" after the
 * game shown changes.
 */
WgScoreModel      *wg_score_model_new (WgCatalog *catalog);

/* Follows @session's game (NULL: stops following, keeps the last one). */
void               wg_score_model_set_session (WgScoreModel *self,
                                               WgSession    *session);
WgSession         *wg_score_model_get_session (WgScoreModel *self);
/* Shows @game (copied; NULL shows nothing) and stops following a session. */
void               wg_score_model_set_game (WgScoreModel *self,
                                            const WgGame *game);
/* The game shown, or NULL. */
const WgGame      *wg_score_model_get_game (WgScoreModel *self);
/* The card catalog the score is counted with (may be NULL). */
const WgCatalog   *wg_score_model_get_catalog (WgScoreModel *self);
/* The core's answer for the game shown (NULL without a game). */
const WgScore     *wg_score_model_get_score (WgScoreModel *self);

/* ---- The sheet ---- */

/* The board's name, and "Round 8 · the game is over" (or "… not over yet"). */
const char        *wg_score_model_get_title (WgScoreModel *self);
const char        *wg_score_model_get_subtitle (WgScoreModel *self);
gboolean           wg_score_model_get_game_over (WgScoreModel *self);

/* One row per player, in seating order. */
guint              wg_score_model_get_n_rows (WgScoreModel *self);
/* "Player 1 (blue)", or "blue". */
const char        *wg_score_model_get_name (WgScoreModel *self,
                                            guint         row);
/* The colour word ("blue"), for a swatch. */
const char        *wg_score_model_get_color (WgScoreModel *self,
                                             guint         row);
gboolean           wg_score_model_get_is_ai (WgScoreModel *self,
                                             guint         row);
gboolean           wg_score_model_get_is_winner (WgScoreModel *self,
                                                 guint         row);
int                wg_score_model_get_value (WgScoreModel *self,
                                             guint         row,
                                             WgScoreColumn column);

/* ---- The sentences (translated; "" without a game) ---- */

/* The result (wg_score_describe: "blue wins with 32 VP (R-SCORE-2).", "The
 * Gatekeepers win …"), or the standings while it is not one
 * (wg_score_describe_standings). */
const char        *wg_score_model_get_winner_text (WgScoreModel *self);
/* The tie-break in words: none needed, broken by controlled planets
 * (each tied player's count), or a shared victory; "" for standings. */
const char        *wg_score_model_get_tiebreak_text (WgScoreModel *self);
/* Further notes, each a sentence; never NULL (maybe empty). */
const char *const *wg_score_model_get_notes (WgScoreModel *self);
/* "Rulings applied: R-SCORE-1, R-SCORE-2." */
const char        *wg_score_model_get_rulings_text (WgScoreModel *self);

/* A file name for an export: "<board> score.<extension>", made safe. */
char              *wg_score_model_suggest_file_name (WgScoreModel *self,
                                                     const char   *extension);

/* ---- R-SCORE-4: standings until the result ---- */

/* TRUE while the sheet shows standings, not a result (wg_score_is_result):
 * the game is not over, or a human Objective is still held. No winner is
 * marked, the winner's sentence gives the standings, the tie-break is not
 * told, and a note names each unjudged Objective. */
gboolean           wg_score_model_get_provisional (WgScoreModel *self);
/* How many human Objectives are still held (whether or not the game is
 * over). */
guint              wg_score_model_get_n_unjudged (WgScoreModel *self);

/*
 * Judging them at the end (wg_score_judge_objectives through the model's
 * WgRunner on the session followed): while the game is over, an Objective
 * is unjudged and judging is not put off, the model asks, one Objective at
 * a time in seating order, "completed" or "failed"; with the last answer
 * every status is set as one undoable step of the session, and the sheet
 * shows the result. An undo that brings an unjudged Objective back asks
 * again. Each answer emits "changed".
 */
/* The question asked now, or NULL. */
const WgQuestion  *wg_score_model_get_judge_question (WgScoreModel *self);
/* Answers it with one of its options' ids; FALSE when nothing is asked or
 * @option_id is none of its options. */
gboolean           wg_score_model_judge_answer (WgScoreModel *self,
                                                const char   *option_id);
/* Takes back the last answer; FALSE when none was given. */
gboolean           wg_score_model_judge_back (WgScoreModel *self);
guint              wg_score_model_get_n_judge_answers (WgScoreModel *self);
/* Later (TRUE): forgets the answers and asks nothing until set FALSE; the
 * sheet stays the standings. */
void               wg_score_model_set_judging_later (WgScoreModel *self,
                                                     gboolean      later);
gboolean           wg_score_model_get_judging_later (WgScoreModel *self);

G_END_DECLS
