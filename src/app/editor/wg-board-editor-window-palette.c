/* wg-board-editor-window-palette.c — the board editor window's palette, hex clicks, renaming
 * Copyright 2026 The Warpgate Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "wg-board-editor-window-private.h"

/* The warpgate colours offered: the players' colours the palette knows. */
const char *const wg_board_editor_warpgate_colors[] = {
  "blue",
  "red",
  "green",
  "yellow",
  "white",
  "black",
  "purple",
  "orange",
  NULL,
};

/* ---- The palette, into the model ---- */

static void
on_color_selected (WgBoardEditorWindow *self)
{
  guint selected = gtk_drop_down_get_selected (self->color_dropdown);

  if (!self->updating && selected < G_N_ELEMENTS (wg_board_editor_warpgate_colors) - 1)
    {
      wg_board_editor_model_set_color (self->model, wg_board_editor_warpgate_colors[selected]);
      wg_board_editor_model_set_tool (self->model, WG_BOARD_EDITOR_TOOL_WARPGATE);
    }
}

static void
on_sector_changed (WgBoardEditorWindow *self)
{
  const char *text = gtk_editable_get_text (GTK_EDITABLE (self->sector_entry));

  if (wg_board_editor_model_set_sector (self->model, text))
    gtk_widget_remove_css_class (GTK_WIDGET (self->sector_entry), "error");
  else
    gtk_widget_add_css_class (GTK_WIDGET (self->sector_entry), "error");
  if (!self->updating)
    wg_board_editor_model_set_tool (self->model, WG_BOARD_EDITOR_TOOL_SECTOR);
}

static void
on_tile_selected (WgBoardEditorWindow *self)
{
  WgTileLibrary *library = wg_board_editor_model_get_library (self->model);
  guint          selected = adw_combo_row_get_selected (self->tile_row);

  if (self->updating || selected >= wg_tile_library_get_n_tiles (library))
    return;
  wg_board_editor_model_set_tile (self->model, wg_tile_library_get_tile (library, selected)->id,
                                  NULL);
  wg_board_editor_model_set_tool (self->model, WG_BOARD_EDITOR_TOOL_TILE);
}

static void
on_face_selected (WgBoardEditorWindow *self)
{
  GtkStringObject *face = adw_combo_row_get_selected_item (self->face_row);

  if (self->updating || face == NULL)
    return;
  wg_board_editor_model_set_tile (self->model, wg_board_editor_model_get_tile (self->model),
                                  gtk_string_object_get_string (face));
  wg_board_editor_model_set_tool (self->model, WG_BOARD_EDITOR_TOOL_TILE);
}

static void
on_rotation_changed (WgBoardEditorWindow *self)
{
  if (!self->updating)
    wg_board_editor_model_set_rotation (self->model,
                                        gtk_spin_button_get_value_as_int (self->rotation_spin));
}

static void
on_name_applied (WgBoardEditorWindow *self)
{
  g_autoptr (GError) error = NULL;

  if (!wg_board_editor_model_set_name (self->model,
                                       gtk_editable_get_text (GTK_EDITABLE (self->name_row)),
                                       &error))
    {
      wg_board_editor_window_show_refusal (self, error);
      gtk_editable_set_text (GTK_EDITABLE (self->name_row),
                             wg_board_editor_model_get_name (self->model));
    }
}

/* ---- Renaming ---- */

static void
on_rename_response (AdwMessageDialog    *dialog,
                    const char          *response,
                    WgBoardEditorWindow *self)
{
  GtkEditable *entry = GTK_EDITABLE (adw_message_dialog_get_extra_child (dialog));
  WgHex        hex = { GPOINTER_TO_INT (g_object_get_data (G_OBJECT (dialog), "q")),
                       GPOINTER_TO_INT (g_object_get_data (G_OBJECT (dialog), "r")) };
  g_autoptr (GError) error = NULL;

  if (g_strcmp0 (response, "rename") == 0
      && !wg_board_editor_model_rename (self->model, hex, gtk_editable_get_text (entry), &error))
    wg_board_editor_window_show_refusal (self, error);
}

static void
ask_rename (WgBoardEditorWindow *self,
            const WgCell        *cell)
{
  AdwMessageDialog *dialog;
  GtkWidget        *entry = gtk_entry_new ();

  dialog = ADW_MESSAGE_DIALOG (adw_message_dialog_new (GTK_WINDOW (self), _ ("Rename Location"),
                                                       NULL));
  adw_message_dialog_format_body (dialog, _ ("The name of the %s at (%d, %d), as the history and "
                                             "the rules' answers will call it"),
                                  cell->kind == WG_HEX_PLANET ? _ ("planet") : _ ("warpgate"),
                                  cell->hex.q, cell->hex.r);
  gtk_editable_set_text (GTK_EDITABLE (entry), cell->id);
  gtk_entry_set_activates_default (GTK_ENTRY (entry), TRUE);
  adw_message_dialog_set_extra_child (dialog, entry);
  adw_message_dialog_add_responses (dialog, "cancel", _ ("_Cancel"), "rename", _ ("_Rename"), NULL);
  adw_message_dialog_set_response_appearance (dialog, "rename", ADW_RESPONSE_SUGGESTED);
  adw_message_dialog_set_default_response (dialog, "rename");
  adw_message_dialog_set_close_response (dialog, "cancel");
  g_object_set_data (G_OBJECT (dialog), "q", GINT_TO_POINTER (cell->hex.q));
  g_object_set_data (G_OBJECT (dialog), "r", GINT_TO_POINTER (cell->hex.r));
  g_signal_connect_object (dialog, "response", G_CALLBACK (on_rename_response), self, 0);
  gtk_window_present (GTK_WINDOW (dialog));
  gtk_widget_grab_focus (entry);
}

/* A click (or Enter) on a hex: the tool's edit, or the rename dialog. */
static void
on_hex_activated (WgBoardEditorWindow *self,
                  int                  q,
                  int                  r)
{
  WgHex         hex = { q, r };
  const WgCell *cell = wg_board_editor_model_lookup (self->model, hex);
  g_autoptr (GError) error = NULL;

  if (wg_board_editor_model_get_tool (self->model) == WG_BOARD_EDITOR_TOOL_RENAME)
    {
      if (cell != NULL && cell->kind != WG_HEX_SPACE)
        ask_rename (self, cell);
      /* The model says why there is nothing to rename. */
      else if (!wg_board_editor_model_rename (self->model, hex, NULL, &error))
        wg_board_editor_window_show_refusal (self, error);
      return;
    }
  if (!wg_board_editor_model_apply (self->model, hex, &error))
    wg_board_editor_window_show_refusal (self, error);
}

void
wg_board_editor_window_palette_class_init (GtkWidgetClass *widget_class)
{
  gtk_widget_class_bind_template_callback (widget_class, on_hex_activated);
  gtk_widget_class_bind_template_callback (widget_class, on_color_selected);
  gtk_widget_class_bind_template_callback (widget_class, on_sector_changed);
  gtk_widget_class_bind_template_callback (widget_class, on_tile_selected);
  gtk_widget_class_bind_template_callback (widget_class, on_face_selected);
  gtk_widget_class_bind_template_callback (widget_class, on_rotation_changed);
  gtk_widget_class_bind_template_callback (widget_class, on_name_applied);
}
