/* wg-new-game-window.h — New Game: the board, the players, the options, then the set-up's questions
 * Copyright 2026 The Warpgate Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

#include "wg-new-game-model.h"
#include "wg-session.h"

G_BEGIN_DECLS

#define WG_TYPE_NEW_GAME_WINDOW (wg_new_game_window_get_type ())

G_DECLARE_FINAL_TYPE (WgNewGameWindow, wg_new_game_window, WG, NEW_GAME_WINDOW, AdwWindow)

/*
 * A dialog over @parent: the board (the bundled samples, or a game or tile
 * file), the players and the options, kept in a WgNewGameModel. Create runs
 * the set-up; when it asks (the cards turned over, a Hero's slot) each
 * question gets a page of its own, Back takes an answer back. With a game,
 * it becomes @session's game (a new history, not saved), "created" is
 * emitted with the set-up's sentence, and the dialog closes.
 *
 * Actions: new-game.create, new-game.back, new-game.open-board.
 */
WgNewGameWindow *wg_new_game_window_new (GtkWindow *parent,
                                         WgSession *session);
WgNewGameModel  *wg_new_game_window_get_model (WgNewGameWindow *self);
/* "options" or "question". */
const char      *wg_new_game_window_get_page (WgNewGameWindow *self);

G_END_DECLS
