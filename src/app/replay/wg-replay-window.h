/* wg-replay-window.h — a game stepped through: the board then, the step, the timeline
 * Copyright 2026 The Warpgate Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

#include "wg-replay-model.h"
#include "wg-session.h"

G_BEGIN_DECLS

#define WG_TYPE_REPLAY_WINDOW (wg_replay_window_get_type ())

G_DECLARE_FINAL_TYPE (WgReplayWindow, wg_replay_window, WG, REPLAY_WINDOW, AdwWindow)

/*
 * Shows a WgReplayModel, read-only: the board of a private session that
 * holds the table at the position (never dirty, never saved, no undo),
 * the step's sentence and rulings, where it is ("Step 12 of 110 · Round
 * 3, blue’s turn 2"), the score so far, a timeline with a mark per round
 * and the buttons and keys that move (Left/Right a step, Page Up/Down or
 * Ctrl+Left/Right a turn, Ctrl+Page Up/Down a round, Home/End).
 * Continue From Here (replay.continue) asks where to save, writes the new
 * game (wg_replay_model_continue) and emits "continued" with its file,
 * for the application to open.
 */
WgReplayWindow *wg_replay_window_new (WgReplayModel *model);
WgReplayModel  *wg_replay_window_get_model (WgReplayWindow *self);
/* The private session the board draws. */
WgSession      *wg_replay_window_get_session (WgReplayWindow *self);
/* What Continue From Here does once @file is chosen: FALSE, with a toast
 * saying why, when it is not written. */
gboolean        wg_replay_window_continue_to (WgReplayWindow *self,
                                              GFile          *file);

G_END_DECLS
