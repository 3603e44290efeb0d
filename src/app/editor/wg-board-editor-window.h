/* wg-board-editor-window.h — the board editor: transcribe a real table, keep it in a tile file
 * Copyright 2026 The Warpgate Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

#include "wg-board-canvas.h"
#include "wg-board-editor-model.h"

G_BEGIN_DECLS

#define WG_TYPE_BOARD_EDITOR_WINDOW (wg_board_editor_window_get_type ())

G_DECLARE_FINAL_TYPE (WgBoardEditorWindow, wg_board_editor_window, WG, BOARD_EDITOR_WINDOW,
                      AdwApplicationWindow)

/*
 * A window of its own: a tool palette (space, each planet type, a warpgate
 * of a colour, the trade icon, a sector, rename, erase, a tile of the file
 * turned in 60° steps, select), a layout of the file to start from, and the
 * board being drawn (WgBoardCanvas). New Tile from Board (WgNewTileDialog)
 * makes a side of a tile of the selected hexes, or of the whole board; Save
 * as Layout (WgSaveLayoutDialog) keeps the tiles placed as a layout of the
 * file. Everything it does is a WgBoardEditorModel command, so undo and redo
 * cover every edit; a refused edit is a toast saying why.
 *
 * Actions (scope "editor"): open, save, save-as, undo, redo, play,
 * use-layout, clear, rotate, new-tile, clear-selection, save-layout, and
 * tool (a string: the model's tool name).
 * Shortcuts: Ctrl+O, Ctrl+S, Shift+Ctrl+S, Ctrl+Z, Shift+Ctrl+Z, R.
 *
 * Signals:
 *  "play" (WgBoard *board): the user wants a game on the board being
 *    edited (a valid board with at least one warpgate); the handler may
 *    offer it in New Game (wg_new_game_model_add_board).
 */
WgBoardEditorWindow *wg_board_editor_window_new (GtkApplication *app);
/* Opens a tile file into the editor (wg_board_editor_model_load_file):
 * FALSE with the file's error, and nothing changed, when it is refused. */
gboolean             wg_board_editor_window_open_file (WgBoardEditorWindow *self,
                                                       GFile               *file,
                                                       GError             **error);
WgBoardEditorModel  *wg_board_editor_window_get_model (WgBoardEditorWindow *self);
WgBoardCanvas       *wg_board_editor_window_get_canvas (WgBoardEditorWindow *self);

G_END_DECLS
