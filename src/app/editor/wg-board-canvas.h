/* wg-board-canvas.h — the board editor's drawing surface: the edited hexes and where they may grow
 * Copyright 2026 The Warpgate Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "wg-board-editor-model.h"

G_BEGIN_DECLS

#define WG_TYPE_BOARD_CANVAS (wg_board_canvas_get_type ())

G_DECLARE_FINAL_TYPE (WgBoardCanvas, wg_board_canvas, WG, BOARD_CANVAS, GtkWidget)

/*
 * Draws a WgBoardEditorModel's cells as the board view draws a board
 * (planet discs with their type's letter, trade icons, warpgates in their
 * colour, sector borders where sector names change, ids), with "ghost"
 * outlines around it where painting can extend the board, and a preview of
 * the tile the Place Tile tool would lay under the pointer.
 *
 * A click, or a drag with a tool that paints by dragging, emits
 * "hex-activated" (int q, int r) for each hex it touches; a drag is one
 * stroke of the model (one undo step). The keyboard: arrows move a cursor
 * over the board and its ghosts, Enter or Space activates it.
 */
void     wg_board_canvas_set_model (WgBoardCanvas      *self,
                                    WgBoardEditorModel *model);
/* Widget coordinates of a hex's centre; FALSE before the first layout. */
gboolean wg_board_canvas_hex_center (WgBoardCanvas *self,
                                     WgHex          hex,
                                     double        *x,
                                     double        *y);
/* The hex under a point (on the board or not); FALSE before the first
 * layout or outside -64…64. */
gboolean wg_board_canvas_hex_at (WgBoardCanvas *self,
                                 double         x,
                                 double         y,
                                 WgHex         *hex);
WgHex    wg_board_canvas_get_cursor (WgBoardCanvas *self);
void     wg_board_canvas_set_cursor (WgBoardCanvas *self,
                                     WgHex          hex);

/* Brighter, thicker lines and labels (bound to the desktop's setting). */
gboolean wg_board_canvas_get_high_contrast (WgBoardCanvas *self);
void     wg_board_canvas_set_high_contrast (WgBoardCanvas *self,
                                            gboolean       high_contrast);

G_END_DECLS
