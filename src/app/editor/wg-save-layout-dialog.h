/* wg-save-layout-dialog.h — the board editor's Save as Layout: the tiles placed, as a template
 * Copyright 2026 The Warpgate Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

#include "wg-board-editor-model.h"

G_BEGIN_DECLS

#define WG_TYPE_SAVE_LAYOUT_DIALOG (wg_save_layout_dialog_get_type ())

G_DECLARE_FINAL_TYPE (WgSaveLayoutDialog, wg_save_layout_dialog, WG, SAVE_LAYOUT_DIALOG,
                      AdwMessageDialog)

/* Response ids. */
#define WG_SAVE_LAYOUT_RESPONSE_CANCEL "cancel"
#define WG_SAVE_LAYOUT_RESPONSE_SAVE   "save"

/*
 * Asks for a layout's id, name and number of players (1–6; as many as the
 * board has warpgates by default) to save the tiles placed on the model's
 * board as a layout of the tile file. Every change asks the model
 * (wg_board_editor_model_check_layout): "save" is enabled only when it
 * agrees, and its refusal is shown in words under the rows.
 *
 * The dialog changes nothing itself: on the "save" response the caller
 * calls wg_save_layout_dialog_apply and reports its answer.
 */
WgSaveLayoutDialog *wg_save_layout_dialog_new (GtkWindow          *parent,
                                               WgBoardEditorModel *model);
/* wg_board_editor_model_save_layout with the dialog's answers. */
gboolean            wg_save_layout_dialog_apply (WgSaveLayoutDialog *self,
                                                 GError            **error);
/* The refusal shown, or NULL when "save" is enabled. */
const char         *wg_save_layout_dialog_get_problem (WgSaveLayoutDialog *self);

G_END_DECLS
