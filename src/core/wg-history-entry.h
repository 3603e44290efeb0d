/* wg-history-entry.h — one step of a game's history: a sentence and the table after it
 * Copyright 2026 The Warpgate Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib-object.h>

#include "wg-game.h"

G_BEGIN_DECLS

#define WG_TYPE_HISTORY_ENTRY (wg_history_entry_get_type ())

G_DECLARE_FINAL_TYPE (WgHistoryEntry, wg_history_entry, WG, HISTORY_ENTRY, GObject)

/* The sentence that describes the step ("Blue: Advance 3 ships D2 → J1"). */
const char   *wg_history_entry_get_description (WgHistoryEntry *self);
/* FALSE once the step is undone (it can then be redone); "notify::applied"
 * says when it changes. */
gboolean      wg_history_entry_get_applied (WgHistoryEntry *self);
/* The table as the step left it. */
const WgGame *wg_history_entry_get_game (WgHistoryEntry *self);
/* The record's steps (WgRecordStep) that made it, in order: the
 * warpgate-cli commands it amounts to (an attack's `apply` and its
 * `battle --apply`: two), the last with the entry's sentence; NULL for a
 * change no command takes until wg_history_get_record finds its "edit". */
GPtrArray    *wg_history_entry_get_steps (WgHistoryEntry *self);

G_END_DECLS
