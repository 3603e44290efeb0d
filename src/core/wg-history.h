/* wg-history.h — every change to a game, undoable: the one place a game changes
 * Copyright 2026 The Warpgate Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gio/gio.h>

#include "wg-game.h"
#include "wg-history-entry.h"
#include "wg-outcome.h"
#include "wg-record.h"

G_BEGIN_DECLS

#define WG_TYPE_HISTORY (wg_history_get_type ())

/* A game and the steps that changed it. Each step ("entry") holds a whole
 * snapshot of the table after it, so undo and redo only move a position and
 * never recompute a rule; copies are cheap because every snapshot shares
 * the one immutable board.
 *
 * A GListModel of WgHistoryEntry, in order, undone steps that can still be
 * redone included ("applied" FALSE). The list changes (items-changed) only
 * on push; undo and redo flip the entries' "applied" instead. */
G_DECLARE_FINAL_TYPE (WgHistory, wg_history, WG, HISTORY, GObject)

/* Takes @initial, the table before any step. */
WgHistory    *wg_history_new (WgGame *initial);

/* The table now: after the applied steps. */
const WgGame *wg_history_get_game (WgHistory *self);

/* Adds a step (takes @game) after the current position, dropping the steps
 * that could have been redone. A game that breaks an invariant
 * (wg_game_check) is refused: it is freed, nothing changes, and @error says
 * why (WG_GAME_ERROR_INVARIANT). */
gboolean      wg_history_push (WgHistory  *self,
                               WgGame     *game,
                               const char *description,
                               GError    **error);
/* The same with the record's steps that made it (WgRecordStep, taken; see
 * wg_history_entry_get_steps): the warpgate-cli commands, the last one
 * leading to @game. NULL: a change no command takes, recorded as an
 * "edit" from the table before. */
gboolean      wg_history_push_steps (WgHistory  *self,
                                     WgGame     *game,
                                     const char *description,
                                     GPtrArray  *steps,
                                     GError    **error);
/* @step told with the step after it, as one step of the history (an
 * attack's `apply` before its battle): no sentence of its own, its digest
 * again from @after, the table it leads to. */
void          wg_history_step_untell (WgRecordStep *step,
                                      const WgGame *after);
/* The same with an outcome's game and description (the outcome gives up its
 * game, which must be set). */
gboolean      wg_history_push_outcome (WgHistory *self,
                                       WgOutcome *outcome,
                                       GError   **error);

gboolean      wg_history_can_undo (WgHistory *self);
gboolean      wg_history_can_redo (WgHistory *self);
/* FALSE (and nothing changes) when there is nothing to undo or redo. */
gboolean      wg_history_undo (WgHistory *self);
gboolean      wg_history_redo (WgHistory *self);

/* How many steps are applied (0: the initial table). */
guint         wg_history_get_position (WgHistory *self);
/* Every step, applied or undone. */
guint         wg_history_get_n_entries (WgHistory *self);
const char   *wg_history_get_description (WgHistory *self,
                                          guint      index);
/* The table before any step. */
const WgGame *wg_history_get_initial (WgHistory *self);

/* The game's record (docs/game-format.md, "The record"): from the table
 * before any step, the steps of the applied entries in order, and in its
 * "redo" those of the undone ones that Redo would apply again. A change
 * no command takes is an "edit" step from the table before it. */
WgRecord     *wg_history_get_record (WgHistory *self);

G_END_DECLS
