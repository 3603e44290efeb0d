/* wg-replay-model.h — a game stepped through: its record replayed, one position at a time
 * Copyright 2026 The Warpgate Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gio/gio.h>

#include "wg-catalog.h"
#include "wg-game.h"
#include "wg-record.h"
#include "wg-score.h"

G_BEGIN_DECLS

#define WG_TYPE_REPLAY_MODEL (wg_replay_model_get_type ())

G_DECLARE_FINAL_TYPE (WgReplayModel, wg_replay_model, WG, REPLAY_MODEL, GObject)

/*
 * What the replay window shows, without widgets: a game's record replayed
 * by the record's player (wg_record_replay, with the CLI's own commands),
 * and a position in it, 0 (the table the record starts from) to the last
 * step that agrees. At each position: the table, the step's command,
 * sentence and rulings as recorded, the round and whose turn it is, and
 * the score so far (wg_score_compute, as `warpgate-cli score` counts it).
 * A record that stops agreeing keeps the steps before (get_stop_step,
 * get_stop_reason); a game without a record has position 0 only.
 * Nothing here changes the file it was read from.
 *
 * Property "position" (guint, notifies).
 */

/* @game (copied) and its @record (copied; NULL: none) replayed with
 * @catalog (may be NULL: the built-in cards and the user's file). */
WgReplayModel *wg_replay_model_new (const WgGame   *game,
                                    const WgRecord *record,
                                    WgCatalog      *catalog);
/* The game file @file read (its record checked as the format says):
 * NULL with @error naming the problem when it is refused. */
WgReplayModel *wg_replay_model_new_for_file (GFile     *file,
                                             WgCatalog *catalog,
                                             GError   **error);

/* The file it was read from, or NULL. */
GFile         *wg_replay_model_get_file (WgReplayModel *self);
/* The steps of the record (0 without one), agreeing or not. */
guint          wg_replay_model_get_n_steps (WgReplayModel *self);
/* The last position that can be shown: the steps that agree. */
guint          wg_replay_model_get_last (WgReplayModel *self);
/* 0 when the whole record agrees with the file's table; else the step at
 * which it stops agreeing (n_steps + 1: the record ends before the
 * table), and why, in the player's words. */
guint          wg_replay_model_get_stop_step (WgReplayModel *self);
const char    *wg_replay_model_get_stop_reason (WgReplayModel *self);

/* ---- Moving ---- */

guint          wg_replay_model_get_position (WgReplayModel *self);
/* Clamped to 0…last. */
void           wg_replay_model_set_position (WgReplayModel *self,
                                             guint          position);

typedef enum
{
  WG_REPLAY_BY_STEP,
  WG_REPLAY_BY_TURN,  /* the table's round, turn or active player changes */
  WG_REPLAY_BY_ROUND, /* the table's round changes */
} WgReplayUnit;

/* The position a move goes to, forward or back by one @unit: the first
 * position of the next turn (round), or of the current one when the
 * position is past its first, else of the previous; 0 or last at the
 * ends. */
guint              wg_replay_model_find (WgReplayModel *self,
                                         WgReplayUnit   unit,
                                         gboolean       forward);
/* Moves there: FALSE (nothing changes) when it is where it is. */
gboolean           wg_replay_model_move (WgReplayModel *self,
                                         WgReplayUnit   unit,
                                         gboolean       forward);
/* The positions where a round begins (guint), 0 first: the timeline's
 * marks. */
const GArray      *wg_replay_model_get_round_starts (WgReplayModel *self);

/* ---- At the position ---- */

/* The table as it was after the position's step. */
const WgGame      *wg_replay_model_get_table (WgReplayModel *self);
/* The step's command ("apply", "end-turn", …), or NULL at position 0. */
const char        *wg_replay_model_get_command (WgReplayModel *self);
/* The step's sentence as recorded; at position 0, what the table is. */
const char        *wg_replay_model_get_sentence (WgReplayModel *self);
/* The step's ruling ids (never NULL; empty at position 0). */
const char *const *wg_replay_model_get_rulings (WgReplayModel *self);
/* "Rulings: R-BATTLE-1, R-WD-2", or "" without any. */
char              *wg_replay_model_describe_rulings (WgReplayModel *self);
/* "Step 12 of 110 · Round 3, blue’s turn 2". */
char              *wg_replay_model_describe_position (WgReplayModel *self);
/* The score so far. */
const WgScore     *wg_replay_model_get_score (WgReplayModel *self);

/* ---- Continue From Here ---- */

/* Writes a new game file at @file: the table at the position with its
 * record cut there (wg_record_truncate), atomically. The file read is
 * never written: @file naming it is refused (G_IO_ERROR_EXISTS), as is a
 * write that fails (nothing of the old @file is lost). */
gboolean           wg_replay_model_continue (WgReplayModel *self,
                                             GFile         *file,
                                             GError       **error);

G_END_DECLS
