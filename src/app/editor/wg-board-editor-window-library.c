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
  wg_toast_show (self->toast_overlay, done);
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

/* ---- The board's tiles (R-EXP-8) ---- */

static void
group_tile_action (GtkWidget  *widget,
                   const char *action_name,
                   GVariant   *parameter)
{
  WgBoardEditorWindow *self = WG_BOARD_EDITOR_WINDOW (widget);
  g_autoptr (GError) error = NULL;

  if (wg_board_editor_model_group_tile (self->model, &error))
    toast_with_undo (self);
  else
    wg_board_editor_window_show_refusal (self, error);
}

static void
ungroup_tiles_action (GtkWidget  *widget,
                      const char *action_name,
                      GVariant   *parameter)
{
  WgBoardEditorWindow *self = WG_BOARD_EDITOR_WINDOW (widget);
  g_autoptr (GError) error = NULL;

  if (wg_board_editor_model_ungroup_tiles (self->model, &error))
    toast_with_undo (self);
  else
    wg_board_editor_window_show_refusal (self, error);
}

/* Whether a selected hex is on one of the board's tiles. */
static gboolean
selection_on_tile (WgBoardEditorModel *m)
{
  for (guint i = 0; i < wg_board_editor_model_get_n_cells (m); i++)
    {
      WgHex hex = wg_board_editor_model_get_cell (m, i)->hex;

      if (wg_board_editor_model_is_selected (m, hex)
          && wg_board_editor_model_find_board_tile (m, hex) >= 0)
        return TRUE;
    }
  return FALSE;
}

void
wg_board_editor_window_update_board_tiles (WgBoardEditorWindow *self)
{
  WgBoardEditorModel *m = self->model;
  guint               n = wg_board_editor_model_get_n_board_tiles (m);
  guint               selected = wg_board_editor_model_get_n_selected (m);
  g_autoptr (GError) why = NULL;
  gboolean         can_group = wg_board_editor_model_check_group (m, &why);
  g_autofree char *tiles = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u tile on the board",
                                                         "%u tiles on the board", n),
                                            n);
  g_autofree char *next = NULL;

  if (can_group)
    next = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "Group groups the selected hex",
                                         "Group groups the %u selected hexes", selected),
                            selected);
  /* TRANSLATORS: "3 tiles on the board. Select the hexes of the tile first" */
  g_autofree char *subtitle =
    g_strdup_printf (_ ("%s. %s"), tiles, can_group ? next : why->message);

  adw_action_row_set_subtitle (self->board_tiles_row, subtitle);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "editor.group-tile", can_group);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "editor.ungroup-tiles", selection_on_tile (m));
}

void
wg_board_editor_window_library_class_init (GtkWidgetClass *widget_class)
{
  gtk_widget_class_install_action (widget_class, "editor.group-tile", NULL, group_tile_action);
  gtk_widget_class_install_action (widget_class, "editor.ungroup-tiles", NULL,
                                   ungroup_tiles_action);
  gtk_widget_class_install_action (widget_class, "editor.new-tile", NULL, new_tile_action);
  gtk_widget_class_install_action (widget_class, "editor.clear-selection", NULL,
                                   clear_selection_action);
  gtk_widget_class_install_action (widget_class, "editor.save-layout", NULL, save_layout_action);
}
