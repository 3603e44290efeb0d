/* wg-board-editor-window.c — the board editor: transcribe a real table, keep it in a tile file
 * Copyright 2026 The Warpgate Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "wg-board-editor-window.h"
#include "wg-new-tile-dialog.h"
#include "wg-save-layout-dialog.h"

/* The warpgate colours offered: the players' colours the palette knows. */
static const char *const warpgate_colors[] = {
  "blue", "red", "green", "yellow", "white", "black", "purple", "orange", NULL,
};

struct _WgBoardEditorWindow
{
  AdwApplicationWindow  parent_instance;

  WgBoardEditorModel   *model;
  GtkFileChooserNative *chooser;
  WgTileLibrary        *listed;     /* the library whose tiles and layouts are listed */
  char                 *tool;       /* the tool last notified */
  AdwToast             *refusal;    /* the toast saying why an edit was refused */
  gboolean              updating;

  /* Template children */
  AdwWindowTitle       *window_title;
  AdwToastOverlay      *toast_overlay;
  WgBoardCanvas        *canvas;
  GtkLabel             *status_label;
  AdwEntryRow          *name_row;
  AdwComboRow          *layout_row;
  GtkStringList        *layout_names;
  GtkDropDown          *color_dropdown;
  GtkStringList        *color_names;
  GtkEntry             *sector_entry;
  AdwComboRow          *tile_row;
  GtkStringList        *tile_names;
  AdwComboRow          *face_row;
  GtkStringList        *face_names;
  GtkSpinButton        *rotation_spin;
  AdwActionRow         *new_tile_row;
  AdwActionRow         *save_layout_row;
};

G_DEFINE_FINAL_TYPE (WgBoardEditorWindow, wg_board_editor_window, ADW_TYPE_APPLICATION_WINDOW)

enum {
  PROP_0,
  PROP_TOOL,
  N_PROPS
};

enum {
  SIGNAL_PLAY,
  N_SIGNALS
};

static GParamSpec *properties[N_PROPS];
static guint signals[N_SIGNALS];

/* ---- Messages ---- */

static void
toast (WgBoardEditorWindow *self,
       const char          *message)
{
  adw_toast_overlay_add_toast (self->toast_overlay, adw_toast_new (message));
}

static void
on_refusal_dismissed (WgBoardEditorWindow *self)
{
  self->refusal = NULL;
}

/* One toast for refusals, updated while it shows: a drag over hexes the
 * tool cannot paint says so once. */
static void
show_refusal (WgBoardEditorWindow *self,
              const GError        *error)
{
  if (self->refusal != NULL)
    {
      adw_toast_set_title (self->refusal, error->message);
      return;
    }
  self->refusal = adw_toast_new (error->message);
  g_signal_connect_object (self->refusal, "dismissed", G_CALLBACK (on_refusal_dismissed), self,
                           G_CONNECT_SWAPPED);
  adw_toast_overlay_add_toast (self->toast_overlay, self->refusal);
}

/* ---- Showing the model ---- */

static void
replace_strings (GtkStringList     *list,
                 const char *const *strings)
{
  gtk_string_list_splice (list, 0, g_list_model_get_n_items (G_LIST_MODEL (list)), strings);
}

static void
update_library_lists (WgBoardEditorWindow *self)
{
  WgTileLibrary *library = wg_board_editor_model_get_library (self->model);
  g_autoptr (GStrvBuilder) tiles = g_strv_builder_new ();
  g_autoptr (GStrvBuilder) layouts = g_strv_builder_new ();
  g_auto (GStrv) tile_strv = NULL;
  g_auto (GStrv) layout_strv = NULL;

  for (guint i = 0; i < wg_tile_library_get_n_tiles (library); i++)
    g_strv_builder_add (tiles, wg_tile_library_get_tile (library, i)->name);
  for (guint i = 0; i < wg_tile_library_get_n_layouts (library); i++)
    {
      const WgLayout *layout = wg_tile_library_get_layout (library, i);
      g_autofree char *label = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%s (%d player)",
                                                             "%s (%d players)", layout->players),
                                                layout->name, layout->players);

      g_strv_builder_add (layouts, label);
    }
  tile_strv = g_strv_builder_end (tiles);
  layout_strv = g_strv_builder_end (layouts);
  replace_strings (self->tile_names, (const char *const *) tile_strv);
  replace_strings (self->layout_names, (const char *const *) layout_strv);
  gtk_widget_set_sensitive (GTK_WIDGET (self->tile_row), tile_strv[0] != NULL);
  gtk_widget_set_sensitive (GTK_WIDGET (self->face_row), tile_strv[0] != NULL);
  gtk_widget_set_sensitive (GTK_WIDGET (self->layout_row), layout_strv[0] != NULL);
  gtk_editable_set_text (GTK_EDITABLE (self->name_row),
                         wg_board_editor_model_get_name (self->model));
  self->listed = library;
}

/* The chosen tile, its faces and the turn. */
static void
update_tile (WgBoardEditorWindow *self)
{
  WgTileLibrary *library = wg_board_editor_model_get_library (self->model);
  const char *id = wg_board_editor_model_get_tile (self->model);
  const WgTile *tile = id != NULL ? wg_tile_library_lookup_tile (library, id) : NULL;
  g_autofree const char **faces = NULL;
  guint selected = 0;

  for (guint i = 0; i < wg_tile_library_get_n_tiles (library); i++)
    if (wg_tile_library_get_tile (library, i) == tile)
      adw_combo_row_set_selected (self->tile_row, i);
  faces = g_new0 (const char *, tile != NULL ? tile->n_faces + 1 : 1);
  for (guint i = 0; tile != NULL && i < tile->n_faces; i++)
    {
      faces[i] = tile->faces[i].name;
      if (g_strcmp0 (faces[i], wg_board_editor_model_get_face (self->model)) == 0)
        selected = i;
    }
  replace_strings (self->face_names, faces);
  adw_combo_row_set_selected (self->face_row, selected);
  gtk_spin_button_set_value (self->rotation_spin, wg_board_editor_model_get_rotation (self->model));
}

static void
update_title (WgBoardEditorWindow *self)
{
  GFile *file = wg_board_editor_model_get_file (self->model);
  g_autofree char *name = file != NULL ? g_file_get_basename (file) : NULL;
  g_autofree char *subtitle = NULL;

  if (name == NULL)
    subtitle = g_strdup (_("Not saved"));
  else if (wg_board_editor_model_get_modified (self->model))
    subtitle = g_strdup_printf (_("%s — changed"), name);
  else
    subtitle = g_strdup (name);
  adw_window_title_set_subtitle (self->window_title, subtitle);
}

/* Every action's enablement, in one place. */
static void
update_actions (WgBoardEditorWindow *self)
{
  WgBoardEditorModel *m = self->model;
  gboolean board = wg_board_editor_model_get_problem (m) == NULL;

  gtk_widget_action_set_enabled (GTK_WIDGET (self), "editor.undo",
                                 wg_board_editor_model_can_undo (m));
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "editor.redo",
                                 wg_board_editor_model_can_redo (m));
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "editor.save", board);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "editor.save-as", board);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "editor.play", board);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "editor.clear",
                                 wg_board_editor_model_get_n_cells (m) > 0);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "editor.use-layout",
                                 wg_tile_library_get_n_layouts (
                                   wg_board_editor_model_get_library (m)) > 0);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "editor.rotate",
                                 wg_board_editor_model_get_tile (m) != NULL);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "editor.new-tile",
                                 wg_board_editor_model_get_n_cells (m) > 0);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "editor.clear-selection",
                                 wg_board_editor_model_get_n_selected (m) > 0);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "editor.save-layout",
                                 wg_board_editor_model_get_layout_problem (m) == NULL);
  gtk_widget_set_tooltip_text (GTK_WIDGET (self->window_title),
                               wg_board_editor_model_get_undo_description (m));
}

/* What New Tile and Save as Layout would take, or why they cannot. */
static void
update_library_rows (WgBoardEditorWindow *self)
{
  WgBoardEditorModel *m = self->model;
  guint selected = wg_board_editor_model_get_n_selected (m);
  guint cells = wg_board_editor_model_get_n_cells (m);
  guint placed = wg_board_editor_model_get_n_placements (m);
  const char *problem = wg_board_editor_model_get_layout_problem (m);
  g_autofree char *source = NULL;
  g_autofree char *layout = NULL;

  if (cells == 0)
    source = g_strdup (_("Paint the hexes of one side of a tile first"));
  else if (selected > 0)
    source = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "Of the selected hex",
                                           "Of the %u selected hexes", selected), selected);
  else
    source = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                           "Of the board's hex (Select takes fewer)",
                                           "Of the board's %u hexes (Select takes fewer)", cells),
                              cells);
  adw_action_row_set_subtitle (self->new_tile_row, source);
  if (problem == NULL)
    layout = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "The %u tile placed, as a template",
                                           "The %u tiles placed, as a template", placed), placed);
  adw_action_row_set_subtitle (self->save_layout_row, problem != NULL ? problem : layout);
}

static void
refresh (WgBoardEditorWindow *self)
{
  const char *problem = wg_board_editor_model_get_problem (self->model);
  const char *tool = wg_board_editor_model_get_tool_name (self->model);
  g_autofree char *summary = NULL;

  self->updating = TRUE;
  if (self->listed != wg_board_editor_model_get_library (self->model))
    update_library_lists (self);
  update_tile (self);
  for (guint i = 0; warpgate_colors[i] != NULL; i++)
    if (g_strcmp0 (warpgate_colors[i], wg_board_editor_model_get_color (self->model)) == 0)
      gtk_drop_down_set_selected (self->color_dropdown, i);
  self->updating = FALSE;

  update_title (self);
  if (problem != NULL)
    {
      gtk_label_set_label (self->status_label, problem);
      gtk_widget_add_css_class (GTK_WIDGET (self->status_label), "warning");
    }
  else
    {
      summary = wg_board_editor_model_describe (self->model);
      gtk_label_set_label (self->status_label, summary);
      gtk_widget_remove_css_class (GTK_WIDGET (self->status_label), "warning");
    }
  if (g_strcmp0 (self->tool, tool) != 0)
    {
      g_free (self->tool);
      self->tool = g_strdup (tool);
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_TOOL]);
    }
  update_library_rows (self);
  update_actions (self);
}

/* ---- The palette, into the model ---- */

static void
on_color_selected (WgBoardEditorWindow *self)
{
  guint selected = gtk_drop_down_get_selected (self->color_dropdown);

  if (!self->updating && selected < G_N_ELEMENTS (warpgate_colors) - 1)
    {
      wg_board_editor_model_set_color (self->model, warpgate_colors[selected]);
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
  guint selected = adw_combo_row_get_selected (self->tile_row);

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
      show_refusal (self, error);
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
  WgHex hex = { GPOINTER_TO_INT (g_object_get_data (G_OBJECT (dialog), "q")),
                GPOINTER_TO_INT (g_object_get_data (G_OBJECT (dialog), "r")) };
  g_autoptr (GError) error = NULL;

  if (g_strcmp0 (response, "rename") == 0
      && !wg_board_editor_model_rename (self->model, hex, gtk_editable_get_text (entry), &error))
    show_refusal (self, error);
}

static void
ask_rename (WgBoardEditorWindow *self,
            const WgCell        *cell)
{
  AdwMessageDialog *dialog;
  GtkWidget *entry = gtk_entry_new ();

  dialog = ADW_MESSAGE_DIALOG (adw_message_dialog_new (GTK_WINDOW (self), _("Rename Location"),
                                                       NULL));
  adw_message_dialog_format_body (dialog, _("The name of the %s at (%d, %d), as the history and "
                                            "the rules' answers will call it"),
                                  cell->kind == WG_HEX_PLANET ? _("planet") : _("warpgate"),
                                  cell->hex.q, cell->hex.r);
  gtk_editable_set_text (GTK_EDITABLE (entry), cell->id);
  gtk_entry_set_activates_default (GTK_ENTRY (entry), TRUE);
  adw_message_dialog_set_extra_child (dialog, entry);
  adw_message_dialog_add_responses (dialog, "cancel", _("_Cancel"), "rename", _("_Rename"), NULL);
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
  WgHex hex = { q, r };
  const WgCell *cell = wg_board_editor_model_lookup (self->model, hex);
  g_autoptr (GError) error = NULL;

  if (wg_board_editor_model_get_tool (self->model) == WG_BOARD_EDITOR_TOOL_RENAME)
    {
      if (cell != NULL && cell->kind != WG_HEX_SPACE)
        ask_rename (self, cell);
      /* The model says why there is nothing to rename. */
      else if (!wg_board_editor_model_rename (self->model, hex, NULL, &error))
        show_refusal (self, error);
      return;
    }
  if (!wg_board_editor_model_apply (self->model, hex, &error))
    show_refusal (self, error);
}

/* ---- Files ---- */

static GtkFileChooserNative *
new_chooser (WgBoardEditorWindow  *self,
             GtkFileChooserAction  action)
{
  g_autoptr (GtkFileFilter) filter = gtk_file_filter_new ();
  gboolean save = action == GTK_FILE_CHOOSER_ACTION_SAVE;
  GtkFileChooserNative *chooser;

  gtk_file_filter_set_name (filter, _("Tile files"));
  gtk_file_filter_add_mime_type (filter, "application/json");
  gtk_file_filter_add_suffix (filter, "json");
  chooser = gtk_file_chooser_native_new (save ? _("Save the Tile File") : _("Open a Tile File"),
                                         GTK_WINDOW (self), action,
                                         save ? _("_Save") : _("_Open"), _("_Cancel"));
  gtk_file_chooser_add_filter (GTK_FILE_CHOOSER (chooser), filter);
  return chooser;
}

static void
save_to (WgBoardEditorWindow *self,
         GFile               *file)
{
  g_autoptr (GError) error = NULL;
  g_autofree char *name = g_file_get_basename (file);
  g_autofree char *message = NULL;

  if (!wg_board_editor_model_save_file (self->model, file, &error))
    {
      AdwToast *failure = adw_toast_new (error->message);

      adw_toast_set_timeout (failure, 0);
      adw_toast_overlay_add_toast (self->toast_overlay, failure);
      return;
    }
  message = g_strdup_printf (_("Saved to %s"), name);
  toast (self, message);
}

static void
on_chooser_response (WgBoardEditorWindow  *self,
                     int                   response,
                     GtkFileChooserNative *chooser)
{
  g_autoptr (GFile) file = gtk_file_chooser_get_file (GTK_FILE_CHOOSER (chooser));
  gboolean save = gtk_file_chooser_get_action (GTK_FILE_CHOOSER (chooser))
                  == GTK_FILE_CHOOSER_ACTION_SAVE;
  g_autoptr (GError) error = NULL;

  g_clear_object (&self->chooser);
  if (response != GTK_RESPONSE_ACCEPT || file == NULL)
    return;
  if (save)
    save_to (self, file);
  else if (!wg_board_editor_window_open_file (self, file, &error))
    {
      AdwToast *failure = adw_toast_new (error->message);

      adw_toast_set_timeout (failure, 0);
      adw_toast_overlay_add_toast (self->toast_overlay, failure);
    }
}

static void
run_chooser (WgBoardEditorWindow  *self,
             GtkFileChooserAction  action)
{
  if (self->chooser != NULL)
    return;
  self->chooser = new_chooser (self, action);
  if (action == GTK_FILE_CHOOSER_ACTION_SAVE)
    {
      g_autofree char *name = g_strdup_printf ("%s.json",
                                               wg_board_editor_model_get_board_id (self->model));

      gtk_file_chooser_set_current_name (GTK_FILE_CHOOSER (self->chooser), name);
    }
  g_signal_connect_object (self->chooser, "response", G_CALLBACK (on_chooser_response), self,
                           G_CONNECT_SWAPPED);
  gtk_native_dialog_show (GTK_NATIVE_DIALOG (self->chooser));
}

static void
open_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  run_chooser (WG_BOARD_EDITOR_WINDOW (widget), GTK_FILE_CHOOSER_ACTION_OPEN);
}

static void
save_as_action (GtkWidget  *widget,
                const char *action_name,
                GVariant   *parameter)
{
  run_chooser (WG_BOARD_EDITOR_WINDOW (widget), GTK_FILE_CHOOSER_ACTION_SAVE);
}

static void
save_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  WgBoardEditorWindow *self = WG_BOARD_EDITOR_WINDOW (widget);
  GFile *file = wg_board_editor_model_get_file (self->model);

  if (file == NULL)
    run_chooser (self, GTK_FILE_CHOOSER_ACTION_SAVE);
  else
    save_to (self, file);
}

/* ---- Other actions ---- */

static void
undo_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  wg_board_editor_model_undo (WG_BOARD_EDITOR_WINDOW (widget)->model);
}

static void
redo_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  wg_board_editor_model_redo (WG_BOARD_EDITOR_WINDOW (widget)->model);
}

static void
play_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  WgBoardEditorWindow *self = WG_BOARD_EDITOR_WINDOW (widget);
  g_autoptr (GError) error = NULL;
  g_autoptr (WgBoard) board = wg_board_editor_model_build_board (self->model, &error);

  if (board == NULL)
    show_refusal (self, error);
  else
    g_signal_emit (self, signals[SIGNAL_PLAY], 0, board);
}

static void
use_layout_action (GtkWidget  *widget,
                   const char *action_name,
                   GVariant   *parameter)
{
  WgBoardEditorWindow *self = WG_BOARD_EDITOR_WINDOW (widget);
  WgTileLibrary *library = wg_board_editor_model_get_library (self->model);
  guint selected = adw_combo_row_get_selected (self->layout_row);
  g_autoptr (GError) error = NULL;

  if (selected >= wg_tile_library_get_n_layouts (library))
    return;
  if (!wg_board_editor_model_use_layout (self->model,
                                         wg_tile_library_get_layout (library, selected)->id,
                                         &error))
    show_refusal (self, error);
}

/* Toasts with Undo rather than a confirmation dialog. */
static void
clear_action (GtkWidget  *widget,
              const char *action_name,
              GVariant   *parameter)
{
  WgBoardEditorWindow *self = WG_BOARD_EDITOR_WINDOW (widget);
  AdwToast *done;

  wg_board_editor_model_clear (self->model);
  done = adw_toast_new (_("Erased the whole board"));
  adw_toast_set_button_label (done, _("_Undo"));
  adw_toast_set_action_name (done, "editor.undo");
  adw_toast_overlay_add_toast (self->toast_overlay, done);
}

static void
rotate_action (GtkWidget  *widget,
               const char *action_name,
               GVariant   *parameter)
{
  WgBoardEditorModel *model = WG_BOARD_EDITOR_WINDOW (widget)->model;

  wg_board_editor_model_set_rotation (model, wg_board_editor_model_get_rotation (model) + 1);
}

/* ---- The tile library ---- */

/* A step done, with Undo: a toast rather than a confirmation beforehand. */
static void
toast_with_undo (WgBoardEditorWindow *self)
{
  AdwToast *done = adw_toast_new (wg_board_editor_model_get_undo_description (self->model));

  adw_toast_set_button_label (done, _("_Undo"));
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
    show_refusal (self, error);
}

static void
new_tile_action (GtkWidget  *widget,
                 const char *action_name,
                 GVariant   *parameter)
{
  WgBoardEditorWindow *self = WG_BOARD_EDITOR_WINDOW (widget);
  WgNewTileDialog *dialog = wg_new_tile_dialog_new (GTK_WINDOW (self), self->model);

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
    show_refusal (self, error);
}

static void
save_layout_action (GtkWidget  *widget,
                    const char *action_name,
                    GVariant   *parameter)
{
  WgBoardEditorWindow *self = WG_BOARD_EDITOR_WINDOW (widget);
  WgSaveLayoutDialog *dialog = wg_save_layout_dialog_new (GTK_WINDOW (self), self->model);

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

/* ---- The window ---- */

gboolean
wg_board_editor_window_open_file (WgBoardEditorWindow *self,
                                  GFile               *file,
                                  GError             **error)
{
  g_return_val_if_fail (WG_IS_BOARD_EDITOR_WINDOW (self), FALSE);
  g_return_val_if_fail (G_IS_FILE (file), FALSE);
  return wg_board_editor_model_load_file (self->model, file, error);
}

WgBoardEditorModel *
wg_board_editor_window_get_model (WgBoardEditorWindow *self)
{
  g_return_val_if_fail (WG_IS_BOARD_EDITOR_WINDOW (self), NULL);
  return self->model;
}

WgBoardCanvas *
wg_board_editor_window_get_canvas (WgBoardEditorWindow *self)
{
  g_return_val_if_fail (WG_IS_BOARD_EDITOR_WINDOW (self), NULL);
  return self->canvas;
}

static void
wg_board_editor_window_get_property (GObject    *object,
                                     guint       prop_id,
                                     GValue     *value,
                                     GParamSpec *pspec)
{
  WgBoardEditorWindow *self = WG_BOARD_EDITOR_WINDOW (object);

  switch (prop_id)
    {
    case PROP_TOOL:
      g_value_set_string (value, wg_board_editor_model_get_tool_name (self->model));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
wg_board_editor_window_set_property (GObject      *object,
                                     guint         prop_id,
                                     const GValue *value,
                                     GParamSpec   *pspec)
{
  WgBoardEditorWindow *self = WG_BOARD_EDITOR_WINDOW (object);

  switch (prop_id)
    {
    case PROP_TOOL:
      wg_board_editor_model_set_tool_name (self->model, g_value_get_string (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
wg_board_editor_window_dispose (GObject *object)
{
  WgBoardEditorWindow *self = WG_BOARD_EDITOR_WINDOW (object);

  if (self->chooser != NULL)
    gtk_native_dialog_destroy (GTK_NATIVE_DIALOG (self->chooser));
  g_clear_object (&self->chooser);
  if (self->model != NULL)
    g_signal_handlers_disconnect_by_data (self->model, self);
  gtk_widget_dispose_template (GTK_WIDGET (self), WG_TYPE_BOARD_EDITOR_WINDOW);
  self->refusal = NULL;
  self->listed = NULL;
  g_clear_object (&self->model);
  g_clear_pointer (&self->tool, g_free);

  G_OBJECT_CLASS (wg_board_editor_window_parent_class)->dispose (object);
}

static void
wg_board_editor_window_class_init (WgBoardEditorWindowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = wg_board_editor_window_dispose;
  object_class->get_property = wg_board_editor_window_get_property;
  object_class->set_property = wg_board_editor_window_set_property;

  /* The tool as the model names it, for the palette's radio buttons. */
  properties[PROP_TOOL] =
    g_param_spec_string ("tool", NULL, NULL, "space",
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  signals[SIGNAL_PLAY] =
    g_signal_new ("play", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                  G_TYPE_NONE, 1, WG_TYPE_BOARD);

  g_type_ensure (WG_TYPE_BOARD_CANVAS);
  gtk_widget_class_set_template_from_resource (widget_class,
                                               RESOURCE_PREFIX "/ui/wg-board-editor-window.ui");
  gtk_widget_class_bind_template_child (widget_class, WgBoardEditorWindow, window_title);
  gtk_widget_class_bind_template_child (widget_class, WgBoardEditorWindow, toast_overlay);
  gtk_widget_class_bind_template_child (widget_class, WgBoardEditorWindow, canvas);
  gtk_widget_class_bind_template_child (widget_class, WgBoardEditorWindow, status_label);
  gtk_widget_class_bind_template_child (widget_class, WgBoardEditorWindow, name_row);
  gtk_widget_class_bind_template_child (widget_class, WgBoardEditorWindow, layout_row);
  gtk_widget_class_bind_template_child (widget_class, WgBoardEditorWindow, layout_names);
  gtk_widget_class_bind_template_child (widget_class, WgBoardEditorWindow, color_dropdown);
  gtk_widget_class_bind_template_child (widget_class, WgBoardEditorWindow, color_names);
  gtk_widget_class_bind_template_child (widget_class, WgBoardEditorWindow, sector_entry);
  gtk_widget_class_bind_template_child (widget_class, WgBoardEditorWindow, tile_row);
  gtk_widget_class_bind_template_child (widget_class, WgBoardEditorWindow, tile_names);
  gtk_widget_class_bind_template_child (widget_class, WgBoardEditorWindow, face_row);
  gtk_widget_class_bind_template_child (widget_class, WgBoardEditorWindow, face_names);
  gtk_widget_class_bind_template_child (widget_class, WgBoardEditorWindow, rotation_spin);
  gtk_widget_class_bind_template_child (widget_class, WgBoardEditorWindow, new_tile_row);
  gtk_widget_class_bind_template_child (widget_class, WgBoardEditorWindow, save_layout_row);
  gtk_widget_class_bind_template_callback (widget_class, on_hex_activated);
  gtk_widget_class_bind_template_callback (widget_class, on_color_selected);
  gtk_widget_class_bind_template_callback (widget_class, on_sector_changed);
  gtk_widget_class_bind_template_callback (widget_class, on_tile_selected);
  gtk_widget_class_bind_template_callback (widget_class, on_face_selected);
  gtk_widget_class_bind_template_callback (widget_class, on_rotation_changed);
  gtk_widget_class_bind_template_callback (widget_class, on_name_applied);

  gtk_widget_class_install_action (widget_class, "editor.open", NULL, open_action);
  gtk_widget_class_install_action (widget_class, "editor.save", NULL, save_action);
  gtk_widget_class_install_action (widget_class, "editor.save-as", NULL, save_as_action);
  gtk_widget_class_install_action (widget_class, "editor.undo", NULL, undo_action);
  gtk_widget_class_install_action (widget_class, "editor.redo", NULL, redo_action);
  gtk_widget_class_install_action (widget_class, "editor.play", NULL, play_action);
  gtk_widget_class_install_action (widget_class, "editor.use-layout", NULL, use_layout_action);
  gtk_widget_class_install_action (widget_class, "editor.clear", NULL, clear_action);
  gtk_widget_class_install_action (widget_class, "editor.rotate", NULL, rotate_action);
  gtk_widget_class_install_action (widget_class, "editor.new-tile", NULL, new_tile_action);
  gtk_widget_class_install_action (widget_class, "editor.clear-selection", NULL,
                                   clear_selection_action);
  gtk_widget_class_install_action (widget_class, "editor.save-layout", NULL, save_layout_action);
  gtk_widget_class_install_property_action (widget_class, "editor.tool", "tool");

  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_o, GDK_CONTROL_MASK,
                                       "editor.open", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_s, GDK_CONTROL_MASK,
                                       "editor.save", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_s, GDK_CONTROL_MASK | GDK_SHIFT_MASK,
                                       "editor.save-as", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_z, GDK_CONTROL_MASK,
                                       "editor.undo", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_z, GDK_CONTROL_MASK | GDK_SHIFT_MASK,
                                       "editor.redo", NULL);
}

static void
wg_board_editor_window_init (WgBoardEditorWindow *self)
{
  /* The palette's radio buttons read the tool from the model. */
  self->model = wg_board_editor_model_new ();
  self->updating = TRUE;
  gtk_widget_init_template (GTK_WIDGET (self));
  replace_strings (self->color_names, warpgate_colors);
  self->updating = FALSE;
  wg_board_canvas_set_model (self->canvas, self->model);
  g_signal_connect_object (self->model, "changed", G_CALLBACK (refresh), self,
                           G_CONNECT_SWAPPED);
  refresh (self);
}

WgBoardEditorWindow *
wg_board_editor_window_new (GtkApplication *app)
{
  g_return_val_if_fail (app == NULL || GTK_IS_APPLICATION (app), NULL);
  return g_object_new (WG_TYPE_BOARD_EDITOR_WINDOW, "application", app, NULL);
}
