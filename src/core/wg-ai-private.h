/* wg-ai-private.h — what the parts of the AI engine share
 * Copyright 2026 The Warpgate Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "wg-ai.h"
#include "wg-i18n.h"
#include "wg-rng.h"

G_BEGIN_DECLS

/* One AI turn being worked out on a copy of the table. */
typedef struct
{
  WgGame    *g;  /* the working copy (owned by the turn until done) */
  int        ai; /* the AI's player index */
  WgAnswers *answers;
  WgAiTurn  *turn;
} WgAiContext;

void        wg_ai_add_step (WgAiContext *c,
                            WgAiStepKind kind,
                            int          from,
                            int          to,
                            int          count,
                            const char  *format,
                            ...) G_GNUC_PRINTF (6, 7);
/* Stops the turn with @question (owned); always returns FALSE. */
gboolean    wg_ai_ask (WgAiContext *c,
                       WgQuestion  *question);
/* A choice among location @cells, asked when the answers have none left. */
int         wg_ai_choose_location (WgAiContext *c,
                                   const char  *id,
                                   const char  *question,
                                   const int   *cells,
                                   guint        n_cells);
/* A player's ships on a cell, for players other than the AI ("player
 * ships" in the solo rules). */
gboolean    wg_ai_has_player_ships (const WgAiContext *c,
                                    int                cell);
gboolean    wg_ai_has_colony (const WgAiContext *c,
                              int                cell);
const char *wg_ai_cell_id (const WgAiContext *c,
                           int                cell);
/* A shuffle with the game's seed and shuffle count (which it advances). */
void        wg_ai_shuffle (WgGame *g,
                           GArray *cards);

/* The Objective card of type T: Reinforce or Warp-in, short supply, and
 * the attack it may lead to (R-AI-3…7). FALSE when a question stopped it. */
gboolean    wg_ai_play_objective (WgAiContext *c,
                                  WgPlanetType type);

G_END_DECLS
