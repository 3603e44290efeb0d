/* wg-board-editor-model-private.h — what WgBoardEditorModel's sibling files share
 * Copyright 2026 The Warpgate Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "wg-board-editor-model.h"

G_BEGIN_DECLS

/* Cells: a GArray of WgCell owning their strings, in reading order. */
GArray       *wg_board_editor_cells_new           (void);
WgCell       *wg_board_editor_cells_find          (GArray             *cells,
                                                   WgHex               hex);
/* The cell at @hex, inserted as space when there was none. */
WgCell       *wg_board_editor_cells_take          (GArray             *cells,
                                                   WgHex               hex);
const WgCell *wg_board_editor_cells_with_id       (const GArray       *cells,
                                                   const char         *id);
const WgCell *wg_board_editor_cells_with_warpgate (const GArray       *cells,
                                                   const char         *color);
char         *wg_board_editor_planet_id           (const GArray       *cells,
                                                   WgPlanetType        type);
char         *wg_board_editor_warpgate_id         (const GArray       *cells,
                                                   const char         *color);

gboolean      wg_board_editor_refuse              (GError            **error,
                                                   WgBoardEditorError  code,
                                                   const char         *format,
                                                   ...) G_GNUC_PRINTF (3, 4);

/* A copy of the current cells to edit. */
GArray       *wg_board_editor_model_copy_cells    (WgBoardEditorModel *self);
/* Makes @cells and @description (both taken) the next step; TRUE without a
 * step when they change nothing. */
gboolean      wg_board_editor_model_commit        (WgBoardEditorModel *self,
                                                   GArray             *cells,
                                                   char               *description,
                                                   GError            **error);
/* A document opened: the stack starts afresh on @cells (taken). */
void          wg_board_editor_model_set_document  (WgBoardEditorModel *self,
                                                   WgTileLibrary      *library,
                                                   GFile              *file,
                                                   const char         *board_id,
                                                   const char         *name,
                                                   GArray             *cells);
void          wg_board_editor_model_mark_saved    (WgBoardEditorModel *self,
                                                   WgTileLibrary      *library,
                                                   GFile              *file);

G_END_DECLS
