/* wg-board-editor-window.c — the board editor window: showing the model, its actions, the object
 * Copyright 2026 The Warpgate Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "wg-board-editor-window-private.h"
#include "wg-toast.h"

G_DEFINE_FINAL_TYPE (WgBoardEditorWindow, wg_board_editor_window, ADW_TYPE_APPLICATION_WINDOW)

enum
{
  PROP_0,
  PROP_TOOL,
  N_PROPS
};

enum
{
  SIGNAL_PLAY,
  N_SIGNALS
};

static GParamSpec *properties[N_PROPS];
static guint       signals[N_SIGNALS];

/* ---- Messages ---- */

static void
on_refusal_dismissed (WgBoardEditorWindow *self)
{
  self->refusal = NULL;
}

/* One toast for refusals, updated while it shows: a drag over hexes the
 * tool cannot paint says so once. */
void
wg_board_editor_window_show_refusal (WgBoardEditorWindow *self,
                                     const GError        *error)
{
  if (self->refusal != NULL)
    {
      wg_toast_set_text (self->refusal, error->message);
      return;
    }
  self->refusal = wg_toast_new (error->message);
  g_signal_connect_object (self->refusal, "dismissed", G_CALLBACK (on_refusal_dismissed), self,
                           G_CONNECT_SWAPPED);
  wg_toast_show (self->toast_overlay, self->refusal);
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
      const WgLayout  *layout = wg_tile_library_get_layout (library, i);
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
  g_free (self->listed_board);
  self->listed_board = g_strdup (wg_board_editor_model_get_board_id (self->model));
}

/* The chosen tile, its faces and the turn. */
static void
update_tile (WgBoardEditorWindow *self)
{
  WgTileLibrary          *library = wg_board_editor_model_get_library (self->model);
  const char             *id = wg_board_editor_model_get_tile (self->model);
  const WgTile           *tile = id != NULL ? wg_tile_library_lookup_tile (library, id) : NULL;
  g_autofree const char **faces = NULL;
  guint                   selected = 0;

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
  GFile           *file = wg_board_editor_model_get_file (self->model);
  g_autofree char *name = file != NULL ? g_file_get_basename (file) : NULL;
  g_autofree char *subtitle = NULL;

  if (name == NULL)
    subtitle = g_strdup (_ ("Not saved"));
  else if (wg_board_editor_model_get_modified (self->model))
    subtitle = g_strdup_printf (_ ("%s — changed"), name);
  else
    subtitle = g_strdup (name);
  adw_window_title_set_subtitle (self->window_title, subtitle);
}

/* Every action's enablement, in one place. */
static void
update_actions (WgBoardEditorWindow *self)
{
  WgBoardEditorModel *m = self->model;
  gboolean            board = wg_board_editor_model_get_problem (m) == NULL;

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
                                   wg_board_editor_model_get_library (m))
                                   > 0);
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
  guint               selected = wg_board_editor_model_get_n_selected (m);
  guint               cells = wg_board_editor_model_get_n_cells (m);
  guint               placed = wg_board_editor_model_get_n_placements (m);
  const char         *problem = wg_board_editor_model_get_layout_problem (m);
  g_autofree char    *source = NULL;
  g_autofree char    *layout = NULL;

  if (cells == 0)
    source = g_strdup (_ ("Paint the hexes of one side of a tile first"));
  else if (selected > 0)
    source = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "Of the selected hex",
                                           "Of the %u selected hexes", selected),
                              selected);
  else
    source = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                           "Of the board's hex (Select takes fewer)",
                                           "Of the board's %u hexes (Select takes fewer)", cells),
                              cells);
  adw_action_row_set_subtitle (self->new_tile_row, source);
  if (problem == NULL)
    layout = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "The %u tile placed, as a template",
                                           "The %u tiles placed, as a template", placed),
                              placed);
  adw_action_row_set_subtitle (self->save_layout_row, problem != NULL ? problem : layout);
}

static void
refresh (WgBoardEditorWindow *self)
{
  const char      *problem = wg_board_editor_model_get_problem (self->model);
  const char      *tool = wg_board_editor_model_get_tool_name (self->model);
  g_autofree char *summary = NULL;

  self->updating = TRUE;
  if (self->listed != wg_board_editor_model_get_library (self->model)
      || g_strcmp0 (self->listed_board, wg_board_editor_model_get_board_id (self->model)) != 0)
    update_library_lists (self);
  wg_board_editor_window_update_boards (self);
  update_tile (self);
  for (guint i = 0; wg_board_editor_warpgate_colors[i] != NULL; i++)
    if (g_strcmp0 (wg_board_editor_warpgate_colors[i],
                   wg_board_editor_model_get_color (self->model))
        == 0)
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
  wg_board_editor_window_update_board_tiles (self);
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
    wg_board_editor_window_show_refusal (self, error);
  else
    g_signal_emit (self, signals[SIGNAL_PLAY], 0, board);
}

static void
use_layout_action (GtkWidget  *widget,
                   const char *action_name,
                   GVariant   *parameter)
{
  WgBoardEditorWindow *self = WG_BOARD_EDITOR_WINDOW (widget);
  WgTileLibrary       *library = wg_board_editor_model_get_library (self->model);
  guint                selected = adw_combo_row_get_selected (self->layout_row);
  g_autoptr (GError) error = NULL;

  if (selected >= wg_tile_library_get_n_layouts (library))
    return;
  if (!wg_board_editor_model_use_layout (self->model,
                                         wg_tile_library_get_layout (library, selected)->id,
                                         &error))
    wg_board_editor_window_show_refusal (self, error);
}

/* Toasts with Undo rather than a confirmation dialog. */
static void
clear_action (GtkWidget  *widget,
              const char *action_name,
              GVariant   *parameter)
{
  WgBoardEditorWindow *self = WG_BOARD_EDITOR_WINDOW (widget);
  AdwToast            *done;

  wg_board_editor_model_clear (self->model);
  done = wg_toast_new (_ ("Erased the whole board"));
  adw_toast_set_button_label (done, _ ("_Undo"));
  adw_toast_set_action_name (done, "editor.undo");
  wg_toast_show (self->toast_overlay, done);
}

static void
rotate_action (GtkWidget  *widget,
               const char *action_name,
               GVariant   *parameter)
{
  WgBoardEditorModel *model = WG_BOARD_EDITOR_WINDOW (widget)->model;

  wg_board_editor_model_set_rotation (model, wg_board_editor_model_get_rotation (model) + 1);
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
  g_clear_pointer (&self->pending_board, g_free);
  g_clear_pointer (&self->listed_board, g_free);

  G_OBJECT_CLASS (wg_board_editor_window_parent_class)->dispose (object);
}

static gboolean
wg_board_editor_window_close_request (GtkWindow *window)
{
  if (wg_board_editor_window_files_close_request (WG_BOARD_EDITOR_WINDOW (window)))
    return TRUE;
  return GTK_WINDOW_CLASS (wg_board_editor_window_parent_class)->close_request (window);
}

static void
wg_board_editor_window_class_init (WgBoardEditorWindowClass *klass)
{
  GObjectClass   *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = wg_board_editor_window_dispose;
  GTK_WINDOW_CLASS (klass)->close_request = wg_board_editor_window_close_request;
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
  gtk_widget_class_bind_template_child (widget_class, WgBoardEditorWindow, board_row);
  gtk_widget_class_bind_template_child (widget_class, WgBoardEditorWindow, board_names);
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
  gtk_widget_class_bind_template_child (widget_class, WgBoardEditorWindow, board_tiles_row);
  gtk_widget_class_bind_template_child (widget_class, WgBoardEditorWindow, save_layout_row);
  wg_board_editor_window_palette_class_init (widget_class);

  wg_board_editor_window_files_class_init (widget_class);
  gtk_widget_class_install_action (widget_class, "editor.undo", NULL, undo_action);
  gtk_widget_class_install_action (widget_class, "editor.redo", NULL, redo_action);
  gtk_widget_class_install_action (widget_class, "editor.play", NULL, play_action);
  gtk_widget_class_install_action (widget_class, "editor.use-layout", NULL, use_layout_action);
  gtk_widget_class_install_action (widget_class, "editor.clear", NULL, clear_action);
  gtk_widget_class_install_action (widget_class, "editor.rotate", NULL, rotate_action);
  wg_board_editor_window_library_class_init (widget_class);
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
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_g, GDK_CONTROL_MASK,
                                       "editor.group-tile", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_g, GDK_CONTROL_MASK | GDK_SHIFT_MASK,
                                       "editor.ungroup-tiles", NULL);
}

static void
wg_board_editor_window_init (WgBoardEditorWindow *self)
{
  /* The palette's radio buttons read the tool from the model. */
  self->model = wg_board_editor_model_new ();
  self->updating = TRUE;
  gtk_widget_init_template (GTK_WIDGET (self));
  {
    /* GTK 4.8's drop-down shows its choice on a toggle button of its own,
     * which a screen reader finds with no name: it gets the drop-down's. */
    GtkWidget *button = gtk_widget_get_first_child (GTK_WIDGET (self->color_dropdown));

    if (GTK_IS_TOGGLE_BUTTON (button))
      gtk_accessible_update_property (GTK_ACCESSIBLE (button), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                      _ ("The warpgate's colour"), -1);
  }
  replace_strings (self->color_names, wg_board_editor_warpgate_colors);
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
