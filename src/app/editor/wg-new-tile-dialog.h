/* wg-new-tile-dialog.h — the board editor's New Tile from Board: a side of a tile made of hexes
 * Copyright 2026 The Warpgate Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

#include "wg-board-editor-model.h"

G_BEGIN_DECLS

#define WG_TYPE_NEW_TILE_DIALOG (wg_new_tile_dialog_get_type ())

G_DECLARE_FINAL_TYPE (WgNewTileDialog, wg_new_tile_dialog, WG, NEW_TILE_DIALOG, AdwMessageDialog)

/* Response ids. */
#define WG_NEW_TILE_RESPONSE_CANCEL "cancel"
#define WG_NEW_TILE_RESPONSE_ADD    "add"

/*
 * Asks how the model's tile source (the selected hexes, or the whole board)
 * becomes a side of a tile: a new tile (its id, name and shape) or one of
 * the file's tiles to add a face to, the face's name, and the hex that is
 * the tile's (0, 0) (the centre-most by default). Every change asks the
 * model (wg_board_editor_model_check_tile): "add" is enabled only when it
 * agrees, and its refusal is shown in words under the rows.
 *
 * The dialog changes nothing itself: on the "add" response the caller
 * calls wg_new_tile_dialog_apply and reports its answer.
 */
WgNewTileDialog *wg_new_tile_dialog_new (GtkWindow          *parent,
                                         WgBoardEditorModel *model);
/* wg_board_editor_model_define_tile with the dialog's answers. */
gboolean         wg_new_tile_dialog_apply (WgNewTileDialog *self,
                                           GError         **error);
/* The refusal shown, or NULL when "add" is enabled. */
const char      *wg_new_tile_dialog_get_problem (WgNewTileDialog *self);

G_END_DECLS
