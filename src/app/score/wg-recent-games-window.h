/* wg-recent-games-window.h — Recent Games: the last games opened or saved, with their summaries
 * Copyright 2026 The Warpgate Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

#include "wg-catalog.h"

G_BEGIN_DECLS

/* At most this many rows: the newest files. */
#define WG_RECENT_GAMES_MAX 20

#define WG_TYPE_RECENT_GAMES_WINDOW (wg_recent_games_window_get_type ())

G_DECLARE_FINAL_TYPE (WgRecentGamesWindow, wg_recent_games_window, WG, RECENT_GAMES_WINDOW,
                      AdwWindow)

/*
 * A window over @parent listing the game files of @manager's @group,
 * newest first, each file once, at most WG_RECENT_GAMES_MAX: a row per
 * game (WgRecentGame, read in a worker thread) with the file's date, the
 * players' names and colours, and the winner and VP when it is finished,
 * else its round. A file that does not read says why in its row and
 * cannot be opened from it. Activating a row emits "game-activated" with
 * the file and closes the window. It follows @manager's changes.
 */
WgRecentGamesWindow *wg_recent_games_window_new (GtkWindow        *parent,
                                                 GtkRecentManager *manager,
                                                 const char       *group,
                                                 WgCatalog        *catalog);
/* The rows' games (WgRecentGame), in order. */
GListModel          *wg_recent_games_window_get_games (WgRecentGamesWindow *self);

G_END_DECLS
