/* wg-session.h — the window's view-model: the game and what the player is looking at
 * Copyright 2026 The Warpgate Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gio/gio.h>

#include "wg-game.h"
#include "wg-withdraw.h"

G_BEGIN_DECLS

#define WG_TYPE_SESSION (wg_session_get_type ())

G_DECLARE_FINAL_TYPE (WgSession, wg_session, WG, SESSION, GObject)

/* The resource of the game shown when the app starts without a file. */
#define WG_SESSION_SAMPLE_RESOURCE "/io/github/wgcompanion/WarpgateCompanion/games/sample-solo.json"

WgSession          *wg_session_new                 (void);

/* Replacing the game. On failure nothing changes: the current game, file
 * and view state stay, and @error names the JSON path of the problem. */
gboolean            wg_session_load_file           (WgSession   *self,
                                                    GFile       *file,
                                                    GError     **error);
gboolean            wg_session_load_resource       (WgSession   *self,
                                                    const char  *resource_path,
                                                    GError     **error);

/* The game, or NULL before the first load. Owned by the session; it is
 * replaced (and the old one freed) by the next successful load. */
const WgGame       *wg_session_get_game            (WgSession   *self);
/* The file the game came from, or NULL (a bundled game). */
GFile              *wg_session_get_file            (WgSession   *self);
const char         *wg_session_get_title           (WgSession   *self);
const char         *wg_session_get_subtitle        (WgSession   *self);

/* The range ruler: the first click sets its start, the second its end (and
 * measures), the third starts over. Clicking the start again clears it. */
void                wg_session_click_location      (WgSession   *self,
                                                    int          cell);
void                wg_session_clear_ruler         (WgSession   *self);
gboolean            wg_session_has_ruler           (WgSession   *self);
/* The last clicked location, or -1. */
int                 wg_session_get_selected        (WgSession   *self);
/* The ruler's ends (cells), or -1. */
int                 wg_session_get_ruler_from      (WgSession   *self);
int                 wg_session_get_ruler_to        (WgSession   *self);
/* The measured range, or WG_RANGE_UNREACHABLE (also when nothing is measured). */
int                 wg_session_get_range           (WgSession   *self);
/* The crossed hexes (WgHex) of the measured path, start to end; NULL when
 * nothing is measured or the end is unreachable. */
const GArray       *wg_session_get_path            (WgSession   *self);

/* The withdraw preview, when the ruler's start holds one player's ships and
 * its end is a planet holding another's: who goes where if the attack from
 * the start is won (@attacker_won) or lost. NULL without a preview. */
const WgWithdrawal *wg_session_get_withdrawal      (WgSession   *self,
                                                    gboolean     attacker_won);

/* What the ruler shows, as sentences citing ruling ids; translated. */
const char         *wg_session_get_status          (WgSession   *self);

G_END_DECLS
