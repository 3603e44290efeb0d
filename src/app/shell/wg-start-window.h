/* wg-start-window.h — the start screen: New Game, Open, the sample game, the recent games
 * Copyright 2026 The Warpgate Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

#include "wg-catalog.h"
#include "wg-recent-games-list.h"

G_BEGIN_DECLS

#define WG_TYPE_START_WINDOW (wg_start_window_get_type ())

G_DECLARE_FINAL_TYPE (WgStartWindow, wg_start_window, WG, START_WINDOW, AdwApplicationWindow)

/*
 * What the app shows when it starts with nothing to open and nothing to
 * restore: its icon and name, New Game…, Open…, Try the Sample Game, and
 * the recent games of @manager's @group (WgRecentGamesList, the list of
 * Recent Games…). It opens nothing itself; it says what was chosen:
 *   "open" (GFile): a recent game's row, or a file chosen with Open…;
 *   "sample": Try the Sample Game;
 *   "game-created" (WgSession, description): New Game… made a game in a
 *     session of its own (the dialog's "created").
 * The application opens the game and closes this window.
 *
 * Actions: win.new-game (Ctrl+N), win.open (Ctrl+O, the app's accel),
 * win.sample; Escape and Ctrl+W close it.
 */
WgStartWindow     *wg_start_window_new (GtkApplication   *application,
                                        GtkRecentManager *manager,
                                        const char       *group,
                                        WgCatalog        *catalog);
WgRecentGamesList *wg_start_window_get_recent (WgStartWindow *self);

G_END_DECLS
