/* wg-record-edit.h — the "edit" step: a change no command takes, as the fields it changed
 * Copyright 2026 The Warpgate Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A hand edit (the sidebar's pages, a dragged ship) or any other change
 * that no warpgate-cli command takes is recorded as the changes of the
 * table's JSON, as the game file writes it, from before to after
 * (docs/game-format.md, "The record"): the args are pairs "--set",
 * "/json/pointer", "<compact JSON value>" and "--remove", "/json/pointer",
 * with RFC 6901 pointers ("~0" for "~", "~1" for "/").
 */
#pragma once

#include "wg-game.h"

G_BEGIN_DECLS

/* The args of an "edit" step from @before to @after, found by a recursive
 * diff: objects key by key, arrays of the same length element by element,
 * any other change as the whole value. No more than WG_RECORD_MAX_ARGS: a
 * diff with more changes sets the nearest common parent of the deepest
 * ones instead, until it fits. An empty vector when the tables are the
 * same. */
GStrv   wg_record_edit_args (const WgGame *before,
                             const WgGame *after);
/* @args applied, in order, to @game's JSON, then read back as the game
 * file is read (every check of the format, and wg_game_check): the new
 * table, or NULL with a WG_FILE_ERROR_INVALID naming the arg at fault
 * ("args[3]: /players/7: no element 7 (there are 2)"). @game is left
 * alone. */
WgGame *wg_record_edit_play (const WgGame      *game,
                             const char *const *args,
                             GError           **error);

G_END_DECLS
