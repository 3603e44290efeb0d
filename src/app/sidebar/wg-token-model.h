/* wg-token-model.h — using a held discovery token: its questions, then one undoable step
 * Copyright 2026 The Warpgate Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "wg-runner.h"

G_BEGIN_DECLS

#define WG_TYPE_TOKEN_MODEL (wg_token_model_get_type ())

G_DECLARE_FINAL_TYPE (WgTokenModel, wg_token_model, WG, TOKEN_MODEL, GObject)

/*
 * One use of a held token over a session, through the app's ask-and-answer
 * runner (WgRunner): the questions the CLI's use-token takes as options
 * come first, then the core's own (wg_token_use):
 *  - "token-location": reinforce and control, the location the action at
 *    1X acts on (the legal ones, wg_moves_list); deploy-3, a planet
 *    holding the player's ships; copy-planet, any planet;
 *  - "token-count": deploy-3, how many ships (3, 2, 1, as many as the
 *    supply holds);
 *  - the core's: the cards revealed (promote, draw) and the card kept
 *    ("promote-keep", R-MOVE-13), the Technology taken.
 * A question with one option is not asked. The whole use is applied as one
 * undoable step of the session (undo gives the table before).
 */
WgTokenModel     *wg_token_model_new (WgSession *session);
/* The cards the table knows (may be NULL): a promote token asks a card of a
 * deck of unknown cards among its Hero and Advanced cards, by name
 * (R-MOVE-13). */
void              wg_token_model_set_catalog (WgTokenModel *self,
                                              WgCatalog    *catalog);

/* Starts using @player's @token: ASKS, REFUSED or APPLIED. */
WgRunnerState     wg_token_model_use (WgTokenModel *self,
                                      int           player,
                                      WgToken       token);
/* Answers the question asked (an option's id): FALSE when not one. */
gboolean          wg_token_model_answer (WgTokenModel *self,
                                         const char   *option_id);
/* Forgets the use under way: nothing changes. */
void              wg_token_model_cancel (WgTokenModel *self);

WgRunnerState     wg_token_model_get_state (WgTokenModel *self);
/* The token being used (while it asks), or WG_N_TOKENS. */
WgToken           wg_token_model_get_token (WgTokenModel *self);
int               wg_token_model_get_player (WgTokenModel *self);
const WgQuestion *wg_token_model_get_question (WgTokenModel *self);
/* Why the use was refused, ending with its ruling id, or NULL. */
const char       *wg_token_model_get_refusal (WgTokenModel *self);
/* The step's sentence once applied ("Ana uses the Reinforce discovery
 * token."), or NULL. */
const char       *wg_token_model_get_description (WgTokenModel *self);
/* TRUE while the step is being pushed into the session. */
gboolean          wg_token_model_is_applying (WgTokenModel *self);

G_END_DECLS
