/* wg-recent-games-list.h — the recent game files as a list of rows, with their summaries
 * Copyright 2026 The Warpgate Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

#include "wg-catalog.h"

G_BEGIN_DECLS

/* At most this many rows: the newest files. */
#define WG_RECENT_GAMES_MAX 20

#define WG_TYPE_RECENT_GAMES_LIST (wg_recent_games_list_get_type ())

G_DECLARE_FINAL_TYPE (WgRecentGamesList, wg_recent_games_list, WG, RECENT_GAMES_LIST, AdwBin)

/*
 * The game files of @manager's @group, newest first, each file once, at
 * most WG_RECENT_GAMES_MAX, as a boxed list: a row per game (WgRecentGame,
 * read in a worker thread) with the file's date, the players' names and
 * colours, and the winner and VP when it is finished, else its round. A
 * file that does not read says why in its row and cannot be opened from
 * it. With no game, the list holds one row saying so. Activating a game's
 * row (a click, or Enter on it) emits "game-activated" with the file. It
 * follows @manager's changes. Recent Games (WgRecentGamesWindow) and the
 * start screen both show it.
 */
WgRecentGamesList *wg_recent_games_list_new (GtkRecentManager *manager,
                                             const char       *group,
                                             WgCatalog        *catalog);
/* The rows' games (WgRecentGame), in order. */
GListModel        *wg_recent_games_list_get_games (WgRecentGamesList *self);
/* The list box of the rows (to focus it, or to find a row). */
GtkListBox        *wg_recent_games_list_get_list_box (WgRecentGamesList *self);

G_END_DECLS
