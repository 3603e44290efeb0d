/* wg-board-editor-window-library.c — the board editor window's new tiles and layouts
 * Copyright 2026 The Warpgate Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "wg-new-tile-dialog.h"
#include "wg-save-layout-dialog.h"

#include "wg-board-editor-window-private.h"
#include "wg-toast.h"

/* ---- The tile library ---- */

/* A step done, with Undo: a toast rather than a confirmation beforehand. */
static void
toast_with_undo (WgBoardEditorWindow *self)
{
  AdwToast *done = wg_toast_new (wg_board_editor_model_get_undo_description (self->model));

  adw_toast_set_button_label (done, _ ("_Undo"));
  adw_toast_set_action_name (done, "editor.undo");
  adw_toast_overlay_add_toast (self->toast_overlay, done);
}

static void
on_new_tile_response (WgNewTileDialog     *dialog,
                      const char          *response,
                      WgBoardEditorWindow *self)
{
  g_autoptr (GError) error = NULL;

  if (g_strcmp0 (response, WG_NEW_TILE_RESPONSE_ADD) != 0)
    return;
  if (wg_new_tile_dialog_apply (dialog, &error))
    toast_with_undo (self);
  else
    wg_board_editor_window_show_refusal (self, error);
}

static void
new_tile_action (GtkWidget  *widget,
                 const char *action_name,
                 GVariant   *parameter)
{
  WgBoardEditorWindow *self = WG_BOARD_EDITOR_WINDOW (widget);
  WgNewTileDialog     *dialog = wg_new_tile_dialog_new (GTK_WINDOW (self), self->model);

  g_signal_connect_object (dialog, "response", G_CALLBACK (on_new_tile_response), self, 0);
  gtk_window_present (GTK_WINDOW (dialog));
}

static void
on_save_layout_response (WgSaveLayoutDialog  *dialog,
                         const char          *response,
                         WgBoardEditorWindow *self)
{
  g_autoptr (GError) error = NULL;

  if (g_strcmp0 (response, WG_SAVE_LAYOUT_RESPONSE_SAVE) != 0)
    return;
  if (wg_save_layout_dialog_apply (dialog, &error))
    toast_with_undo (self);
  else
    wg_board_editor_window_show_refusal (self, error);
}

static void
save_layout_action (GtkWidget  *widget,
                    const char *action_name,
                    GVariant   *parameter)
{
  WgBoardEditorWindow *self = WG_BOARD_EDITOR_WINDOW (widget);
  WgSaveLayoutDialog  *dialog = wg_save_layout_dialog_new (GTK_WINDOW (self), self->model);

  g_signal_connect_object (dialog, "response", G_CALLBACK (on_save_layout_response), self, 0);
  gtk_window_present (GTK_WINDOW (dialog));
}

static void
clear_selection_action (GtkWidget  *widget,
                        const char *action_name,
                        GVariant   *parameter)
{
  wg_board_editor_model_clear_selection (WG_BOARD_EDITOR_WINDOW (widget)->model);
}

void
wg_board_editor_window_library_class_init (GtkWidgetClass *widget_class)
{
  gtk_widget_class_install_action (widget_class, "editor.new-tile", NULL, new_tile_action);
  gtk_widget_class_install_action (widget_class, "editor.clear-selection", NULL,
                                   clear_selection_action);
  gtk_widget_class_install_action (widget_class, "editor.save-layout", NULL, save_layout_action);
}
