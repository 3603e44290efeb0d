/* wg-recent-game.h — one recent game file and its summary, read off the main thread
 * Copyright 2026 The Warpgate Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gio/gio.h>

#include "wg-catalog.h"

G_BEGIN_DECLS

typedef enum
{
  WG_RECENT_GAME_LOADING,
  WG_RECENT_GAME_READY,
  WG_RECENT_GAME_FAILED,
} WgRecentGameState;

#define WG_TYPE_RECENT_GAME (wg_recent_game_get_type ())

G_DECLARE_FINAL_TYPE (WgRecentGame, wg_recent_game, WG, RECENT_GAME, GObject)

/*
 * A game file of the recent list and what its row shows: when the file was
 * last modified, the game's name, its players (names and colours), and
 * whether it is finished (a result, R-SCORE-4: the winner and their VP) or
 * which round it is in. wg_recent_game_load reads the file in a worker
 * thread (refused above the game reader's limit, WG_JSON_MAX_SIZE, like any
 * file the reader refuses) and sets the summary, or why the file does not
 * read, on the main thread; nothing is ever written. Property "state"
 * (WgRecentGameState) is notified when it is done.
 */
WgRecentGame     *wg_recent_game_new (GFile *file);
void              wg_recent_game_load (WgRecentGame *self,
                                       WgCatalog    *catalog,
                                       GCancellable *cancellable);
GFile            *wg_recent_game_get_file (WgRecentGame *self);
WgRecentGameState wg_recent_game_get_state (WgRecentGame *self);
/* The game's name (its board's), else the file's name. */
const char       *wg_recent_game_get_title (WgRecentGame *self);
/* "2026-11-29 19:30", the file's modification in local time; "" unknown. */
const char       *wg_recent_game_get_date (WgRecentGame *self);
guint             wg_recent_game_get_n_players (WgRecentGame *self);
/* A player's name and colour ("Aiko (blue)", wg_words_player_title), and
 * colour word ("blue"). */
const char       *wg_recent_game_get_player_name (WgRecentGame *self,
                                                  guint         i);
const char       *wg_recent_game_get_player_color (WgRecentGame *self,
                                                   guint         i);
/* "Finished · Ben wins with 6 VP", "Round 4", …; while loading, "Reading…";
 * when the file does not read, why ("Cannot read …: No such file"). */
const char       *wg_recent_game_get_status (WgRecentGame *self);
gboolean          wg_recent_game_get_finished (WgRecentGame *self);

G_END_DECLS
