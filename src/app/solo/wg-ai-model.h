/* wg-ai-model.h — the Gatekeepers' panel state: their table and the turn in progress
 * Copyright 2026 The Warpgate Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "wg-ai.h"
#include "wg-session.h"

G_BEGIN_DECLS

#define WG_TYPE_AI_MODEL (wg_ai_model_get_type ())

G_DECLARE_FINAL_TYPE (WgAiModel, wg_ai_model, WG, AI_MODEL, GObject)

typedef enum
{
  WG_AI_MODEL_IDLE,   /* no turn in progress */
  WG_AI_MODEL_ASKING, /* the turn stopped at a question (wg_ai_model_get_question) */
  WG_AI_MODEL_READY,  /* a turn to carry out on the table, then apply */
} WgAiModelState;

/*
 * What the AI panel shows, without widgets, over a WgSession: the
 * Gatekeepers' visible table (their face-down deck's size, their discard,
 * this round's slots, their Tactics deck and discard) and their turn.
 *
 * The AI plays (wg_ai_model_play) when the game is solo and not over, the
 * AI is the active player and has not yet played the card of the current
 * slot (R-AI-1). Each play runs wg_ai_play_turn from the start with the
 * answers given so far; a question stops it (answer with one of its
 * options' ids: a card revealed, or a decision of the human, R-AI-4,
 * R-AI-5). A turn is then READY: its card, slot, action, steps, maybe a
 * battle. Nothing changes in the game until wg_ai_model_apply pushes it as
 * one undoable step; wg_ai_model_cancel drops it. While a turn is in
 * progress the model marks on the board what it involves
 * (wg_session_set_highlights); applying or cancelling clears the marks. A
 * change of the game made elsewhere (an edit, undo) drops the turn.
 *
 * After R-AI-7's redraw the AI plays again into the same slot: play again.
 * After a battle hand-off (the table before the ships move, the AI's card
 * played) the turn ends once the battle is resolved: wg_ai_model_end_turn.
 *
 * Signals: "changed" after every change of what the model shows (its
 * state, the session's game); "applied" (the step's sentence) after each
 * step the model pushes into the session; "battle-requested" (a const
 * WgBattleStart *, valid during the emission) when an applied turn hands a
 * battle over, or wg_ai_model_request_battle asks for it again.
 */
WgAiModel           *wg_ai_model_new (WgSession *session);

/* ---- The Gatekeepers' table ---- */

/* TRUE when the session's game has an AI player. */
gboolean             wg_ai_model_is_solo (WgAiModel *self);
/* The AI's colour word, or NULL. */
const char          *wg_ai_model_get_color (WgAiModel *self);
guint                wg_ai_model_get_deck_size (WgAiModel *self);
/* The AI's discard and this round's slots (WgAiCard, in order); NULL
 * without an AI. */
const GArray        *wg_ai_model_get_discard (WgAiModel *self);
const GArray        *wg_ai_model_get_played (WgAiModel *self);
guint                wg_ai_model_get_tactics_deck_size (WgAiModel *self);
guint                wg_ai_model_get_tactics_discard_size (WgAiModel *self);
/* The slot the AI plays into next (1–4), or 0 when it is not its turn. */
int                  wg_ai_model_get_slot (WgAiModel *self);

/* ---- Whose turn ---- */

gboolean             wg_ai_model_can_play (WgAiModel *self);
/* The AI's card of this slot is played (a battle was handed over): its
 * turn ends with wg_ai_model_end_turn. */
gboolean             wg_ai_model_can_end_turn (WgAiModel *self);
/* A sentence: why the AI cannot play, or what comes next; translated. */
const char          *wg_ai_model_get_reason (WgAiModel *self);

/* ---- The turn in progress ---- */

WgAiModelState       wg_ai_model_get_state (WgAiModel *self);
/* The turn (READY or ASKING), or NULL. */
const WgAiTurn      *wg_ai_model_get_turn (WgAiModel *self);
/* "Desert Objective", or NULL before the card is known. */
const char          *wg_ai_model_get_card_label (WgAiModel *self);
/* "Reinforce", or NULL unless READY. */
const char          *wg_ai_model_get_action_label (WgAiModel *self);
/* The question asked, or NULL. */
const WgQuestion    *wg_ai_model_get_question (WgAiModel *self);
/* The question as the panel says it: for the Research's reveal, which
 * Technology the Gatekeepers took first (R-AI-2); NULL when none asks. */
char                *wg_ai_model_describe_question (WgAiModel *self);
/* The battle the READY turn leads to, or NULL. */
const WgBattleStart *wg_ai_model_get_battle (WgAiModel *self);
/* The sentence of the history step the turn would make, or NULL unless
 * READY: "The Gatekeepers: Reinforce — 2 ships to DC, DN and DS". */
const char          *wg_ai_model_get_description (WgAiModel *self);
/* Why the last apply or end of turn through an answer was refused, or
 * NULL. */
const char          *wg_ai_model_get_message (WgAiModel *self);
/* The marks the model set on the board (WgHighlight); never NULL. */
const GArray        *wg_ai_model_get_highlights (WgAiModel *self);

/* Plays the AI's card: FALSE (nothing happens) unless it can play. */
gboolean             wg_ai_model_play (WgAiModel *self);
/* Answers the question with one of its options' ids and runs the turn
 * again; FALSE when nothing asks or the id is not an option. */
gboolean             wg_ai_model_answer (WgAiModel  *self,
                                         const char *option_id);
/* Pushes the READY turn into the session as one undoable step; then, for a
 * battle, emits "battle-requested". FALSE (the turn stays) when nothing is
 * READY or the session refuses the table (@error). */
gboolean             wg_ai_model_apply (WgAiModel *self,
                                        GError   **error);
/* Drops the turn in progress; nothing changed. */
void                 wg_ai_model_cancel (WgAiModel *self);
/* Ends the AI's turn after its battle (wg_turn_end), one undoable step. A
 * card to reveal at the end of the round is asked first (ASKING: the
 * answer ends the turn). FALSE when it cannot end the turn, or the session
 * refuses the table (@error). */
gboolean             wg_ai_model_end_turn (WgAiModel *self,
                                           GError   **error);

/* ---- The turn last played ---- */

/* The turns applied in the Gatekeepers' last turn (more than one after
 * R-AI-7's redraw), in order, while the history keeps them (undone, they
 * are forgotten; the next turn's first replaces them): their card, steps
 * and sentences stay for the table to carry out after the turn ended. */
guint                wg_ai_model_get_n_done (WgAiModel *self);
const WgAiTurn      *wg_ai_model_get_done (WgAiModel *self,
                                           guint      index);
/* Their history sentences, one a line, or NULL when none is kept. */
const char          *wg_ai_model_get_done_text (WgAiModel *self);
/* The history's position before the first of them. */
guint                wg_ai_model_get_done_from (WgAiModel *self);

/* The battle the last applied turn handed over, while the game is still
 * that turn's table, or NULL; wg_ai_model_request_battle emits it again. */
const WgBattleStart *wg_ai_model_get_pending_battle (WgAiModel *self);
gboolean             wg_ai_model_request_battle (WgAiModel *self);

G_END_DECLS
