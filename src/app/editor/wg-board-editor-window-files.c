/* wg-board-editor-window-files.c — the board editor window's tile file: open, save, save as
 * Copyright 2026 The Warpgate Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "wg-board-editor-window-private.h"
#include "wg-toast.h"
#include "wg-unsaved-dialog.h"

/* ---- Files ---- */

static void
toast (WgBoardEditorWindow *self,
       const char          *message)
{
  wg_toast_show (self->toast_overlay, wg_toast_new (message));
}

static GtkFileChooserNative *
new_chooser (WgBoardEditorWindow *self,
             GtkFileChooserAction action)
{
  g_autoptr (GtkFileFilter) filter = gtk_file_filter_new ();
  gboolean              save = action == GTK_FILE_CHOOSER_ACTION_SAVE;
  GtkFileChooserNative *chooser;

  gtk_file_filter_set_name (filter, _ ("Tile files"));
  gtk_file_filter_add_mime_type (filter, "application/json");
  gtk_file_filter_add_suffix (filter, "json");
  chooser = gtk_file_chooser_native_new (save ? _ ("Save the Tile File") : _ ("Open a Tile File"),
                                         GTK_WINDOW (self), action,
                                         save ? _ ("_Save") : _ ("_Open"), _ ("_Cancel"));
  gtk_file_chooser_add_filter (GTK_FILE_CHOOSER (chooser), filter);
  return chooser;
}

static gboolean
save_to (WgBoardEditorWindow *self,
         GFile               *file)
{
  g_autoptr (GError) error = NULL;
  g_autofree char *name = g_file_get_basename (file);
  g_autofree char *message = NULL;

  if (!wg_board_editor_model_save_file (self->model, file, &error))
    {
      AdwToast *failure = wg_toast_new (error->message);

      adw_toast_set_timeout (failure, 0);
      wg_toast_show (self->toast_overlay, failure);
      return FALSE;
    }
  message = g_strdup_printf (_ ("Saved to %s"), name);
  toast (self, message);
  return TRUE;
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

  WgBoardEditorThen then = self->after_save;

  g_clear_object (&self->chooser);
  self->after_save = NULL;
  if (response != GTK_RESPONSE_ACCEPT || file == NULL)
    return;
  if (save)
    {
      if (save_to (self, file) && then != NULL)
        then (self);
    }
  else if (!wg_board_editor_window_open_file (self, file, &error))
    {
      AdwToast *failure = wg_toast_new (error->message);

      adw_toast_set_timeout (failure, 0);
      wg_toast_show (self->toast_overlay, failure);
    }
}

static void
run_chooser (WgBoardEditorWindow *self,
             GtkFileChooserAction action)
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

/* ---- Unsaved changes ---- */

typedef struct
{
  WgBoardEditorWindow *window;
  WgBoardEditorThen    then;
} Later;

static gboolean
run_later (gpointer data)
{
  Later *later = data;

  if (!gtk_widget_in_destruction (GTK_WIDGET (later->window)))
    later->then (later->window);
  g_object_unref (later->window);
  g_free (later);
  return G_SOURCE_REMOVE;
}

/* After the dialog that asked has gone: closing the window from inside
 * the dialog's own response would pull its parent away from under it. */
static void
then_later (WgBoardEditorWindow *self,
            WgBoardEditorThen    then)
{
  Later *later = g_new0 (Later, 1);

  later->window = g_object_ref (self);
  later->then = then;
  g_idle_add (run_later, later);
}

static void
on_unsaved_response (WgBoardEditorWindow *self,
                     const char          *response,
                     AdwMessageDialog    *dialog)
{
  WgBoardEditorThen then = g_object_get_data (G_OBJECT (dialog), "wg-then");
  GFile            *file = wg_board_editor_model_get_file (self->model);

  if (g_str_equal (response, "discard"))
    then_later (self, then);
  else if (g_str_equal (response, "save") && file != NULL)
    {
      if (save_to (self, file))
        then_later (self, then);
    }
  else if (g_str_equal (response, "save"))
    {
      self->after_save = then;
      run_chooser (self, GTK_FILE_CHOOSER_ACTION_SAVE);
    }
}

/* Asked first when the board has changes (wg-unsaved-dialog.h); then
 * @then, unless cancelled or the save failed. Without changes, @then at
 * once. */
static void
resolve_unsaved (WgBoardEditorWindow *self,
                 WgBoardEditorThen    then)
{
  AdwMessageDialog *message;

  if (!wg_board_editor_model_get_modified (self->model))
    {
      then (self);
      return;
    }
  message = wg_unsaved_dialog_new (GTK_WINDOW (self), wg_board_editor_model_get_file (self->model),
                                   _ ("This board has never been saved. If you discard it, it "
                                      "is lost."));
  g_object_set_data (G_OBJECT (message), "wg-then", then);
  g_signal_connect_object (message, "response", G_CALLBACK (on_unsaved_response), self,
                           G_CONNECT_SWAPPED);
  gtk_window_present (GTK_WINDOW (message));
}

static void
close_then (WgBoardEditorWindow *self)
{
  self->closing = TRUE;
  gtk_window_close (GTK_WINDOW (self));
}

gboolean
wg_board_editor_window_files_close_request (WgBoardEditorWindow *self)
{
  if (self->closing || !wg_board_editor_model_get_modified (self->model))
    return FALSE;
  resolve_unsaved (self, close_then);
  return TRUE;
}

static void
open_then (WgBoardEditorWindow *self)
{
  run_chooser (self, GTK_FILE_CHOOSER_ACTION_OPEN);
}

/* ---- The file's boards ---- */

void
wg_board_editor_window_update_boards (WgBoardEditorWindow *self)
{
  WgTileLibrary          *library = wg_board_editor_model_get_library (self->model);
  const char             *current = wg_board_editor_model_get_board_id (self->model);
  guint                   n = wg_tile_library_get_n_boards (library);
  g_autofree const char **names = g_new0 (const char *, n + 1);
  guint                   selected = GTK_INVALID_LIST_POSITION;

  for (guint i = 0; i < n; i++)
    {
      const WgLibraryBoard *entry = wg_tile_library_get_board (library, i);

      names[i] = wg_board_get_name (entry->board);
      if (names[i] == NULL || *names[i] == '\0')
        names[i] = entry->id;
      if (g_strcmp0 (entry->id, current) == 0)
        selected = i;
    }
  gtk_string_list_splice (self->board_names, 0,
                          g_list_model_get_n_items (G_LIST_MODEL (self->board_names)), names);
  adw_combo_row_set_selected (self->board_row, selected);
  /* Shown when there is another board to go to. */
  gtk_widget_set_visible (GTK_WIDGET (self->board_row),
                          n > 1 || (n == 1 && selected == GTK_INVALID_LIST_POSITION));
}

static void
edit_board_then (WgBoardEditorWindow *self)
{
  g_autofree char *id = g_steal_pointer (&self->pending_board);
  g_autoptr (GError) error = NULL;

  if (id != NULL && !wg_board_editor_model_edit_board (self->model, id, &error))
    wg_board_editor_window_show_refusal (self, error);
}

/* Another board of the file: the changes to this one are asked about. */
static void
on_board_selected (WgBoardEditorWindow *self)
{
  WgTileLibrary *library = wg_board_editor_model_get_library (self->model);
  guint          selected = adw_combo_row_get_selected (self->board_row);
  const char    *id;

  if (self->updating || selected >= wg_tile_library_get_n_boards (library))
    return;
  id = wg_tile_library_get_board (library, selected)->id;
  if (g_strcmp0 (id, wg_board_editor_model_get_board_id (self->model)) == 0)
    return;
  g_free (self->pending_board);
  self->pending_board = g_strdup (id);
  /* Until it is done, the row shows the board edited. */
  self->updating = TRUE;
  wg_board_editor_window_update_boards (self);
  self->updating = FALSE;
  resolve_unsaved (self, edit_board_then);
}

/* Another file replaces this one's board: its changes are asked about. */
static void
open_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  resolve_unsaved (WG_BOARD_EDITOR_WINDOW (widget), open_then);
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
  GFile               *file = wg_board_editor_model_get_file (self->model);

  if (file == NULL)
    run_chooser (self, GTK_FILE_CHOOSER_ACTION_SAVE);
  else
    save_to (self, file);
}

void
wg_board_editor_window_files_class_init (GtkWidgetClass *widget_class)
{
  gtk_widget_class_bind_template_callback (widget_class, on_board_selected);
  gtk_widget_class_install_action (widget_class, "editor.open", NULL, open_action);
  gtk_widget_class_install_action (widget_class, "editor.save", NULL, save_action);
  gtk_widget_class_install_action (widget_class, "editor.save-as", NULL, save_as_action);
}
