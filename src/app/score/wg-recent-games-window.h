/* wg-recent-games-window.h — Recent Games: the last games opened or saved, with their summaries
 * Copyright 2026 The Warpgate Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

#include "wg-catalog.h"
#include "wg-recent-games-list.h"

G_BEGIN_DECLS

#define WG_TYPE_RECENT_GAMES_WINDOW (wg_recent_games_window_get_type ())

G_DECLARE_FINAL_TYPE (WgRecentGamesWindow, wg_recent_games_window, WG, RECENT_GAMES_WINDOW,
                      AdwWindow)

/*
 * A window over @parent with the recent games of @manager's @group
 * (WgRecentGamesList: the list the start screen shows too), or a page
 * saying there is none. Activating a game's row emits "game-activated"
 * with the file and closes the window. It follows @manager's changes.
 */
WgRecentGamesWindow *wg_recent_games_window_new (GtkWindow        *parent,
                                                 GtkRecentManager *manager,
                                                 const char       *group,
                                                 WgCatalog        *catalog);
/* The rows' games (WgRecentGame), in order. */
GListModel          *wg_recent_games_window_get_games (WgRecentGamesWindow *self);

G_END_DECLS
