/* wg-round-end-model.h — what the end of a round asks of the players: the steps, the final round
 * Copyright 2026 The Warpgate Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib-object.h>

#include "wg-game.h"
#include "wg-outcome.h"

G_BEGIN_DECLS

typedef enum
{
  WG_ROUND_END_NONE,       /* the turn ended, not the round */
  WG_ROUND_END_NEXT,       /* a round ended, the next one is not the last */
  WG_ROUND_END_FINAL_NEXT, /* the next round is the final one (R-ROUND-2) */
  WG_ROUND_END_GAME_OVER,  /* the final round ended: time to score */
  WG_ROUND_END_TURN,       /* a human's 4th turn ended, not the round: the
                            * discard and the draw of 4 (issue 18) */
} WgRoundEndKind;

#define WG_TYPE_ROUND_END_MODEL (wg_round_end_model_get_type ())

G_DECLARE_FINAL_TYPE (WgRoundEndModel, wg_round_end_model, WG, ROUND_END_MODEL, GObject)

/*
 * The end of a round as a checklist for the table, from wg_turn_end's
 * outcome: its events are the steps done (cards discarded and drawn, the
 * reveals and the first player marker of R-ROUND-1, an Ancients claim),
 * which the players repeat with the real pieces. A human's 4th turn is a
 * checklist too, round or not: their discard and draw of 4 (the core's
 * event when their Action cards are counted, else a step in words), as the
 * Gatekeepers' turn lists theirs. When the next round is
 * the last, or the game is over (R-ROUND-2), the core's last event says
 * so: it is the announcement, kept out of the steps to be shown apart.
 * Immutable: it copies what it needs.
 */
/* @before: the table the outcome started from; @outcome: wg_turn_end's,
 * with its game (before the session takes it). */
WgRoundEndModel   *wg_round_end_model_new (const WgGame    *before,
                                           const WgOutcome *outcome);
WgRoundEndKind     wg_round_end_model_get_kind (WgRoundEndModel *self);
/* The round that ended (0 for WG_ROUND_END_NONE). */
int                wg_round_end_model_get_round (WgRoundEndModel *self);
/* "End of Round 3", "The Game Is Over". */
const char        *wg_round_end_model_get_heading (WgRoundEndModel *self);
/* What to do with the steps, citing R-ROUND-1. */
const char        *wg_round_end_model_get_body (WgRoundEndModel *self);
/* The steps in order, each a sentence from the core (NULL-terminated). */
const char *const *wg_round_end_model_get_steps (WgRoundEndModel *self);
guint              wg_round_end_model_get_n_steps (WgRoundEndModel *self);
/* "Round 4 is the final round: … (R-ROUND-2)" or "Round 4 was the final
 * round: the game is over …"; NULL for WG_ROUND_END_NEXT and NONE. */
const char        *wg_round_end_model_get_announcement (WgRoundEndModel *self);

G_END_DECLS
