/* wg-board-editor-window-files.c — the board editor window's tile file: open, save, save as
 * Copyright 2026 The Warpgate Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "wg-board-editor-window-private.h"

/* ---- Files ---- */

static void
toast (WgBoardEditorWindow *self,
       const char          *message)
{
  adw_toast_overlay_add_toast (self->toast_overlay, adw_toast_new (message));
}

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

void
wg_board_editor_window_files_class_init (GtkWidgetClass *widget_class)
{
  gtk_widget_class_install_action (widget_class, "editor.open", NULL, open_action);
  gtk_widget_class_install_action (widget_class, "editor.save", NULL, save_action);
  gtk_widget_class_install_action (widget_class, "editor.save-as", NULL, save_as_action);
}
