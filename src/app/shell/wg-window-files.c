/* wg-window-files.c — the window's game files: open, save, recent games, unsaved changes
 * Copyright 2026 The Warpgate Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>
#include <stdlib.h>

#include "wg-autosave.h"
#include "wg-file-chooser.h"
#include "wg-recent-games-window.h"
#include "wg-score-window.h"
#include "wg-toast.h"
#include "wg-unsaved-dialog.h"
#include "wg-window-private.h"

#define RECENT_GROUP WG_WINDOW_RECENT_GROUP
#define RECENT_MAX   5

/* What to do once unsaved changes are saved or discarded. */
typedef struct
{
  WgWindowThen   then;
  gpointer       user_data;
  GDestroyNotify destroy;
} Pending;

static void
pending_free (Pending *pending)
{
  if (pending->destroy != NULL)
    pending->destroy (pending->user_data);
  g_free (pending);
}

static void
pending_run (WgWindow *self,
             Pending  *pending)
{
  pending->then (self, pending->user_data);
  pending_free (pending);
}

typedef struct
{
  WgWindow *window;
  Pending  *pending;
} Later;

static gboolean
run_later (gpointer data)
{
  Later *later = data;

  if (gtk_widget_in_destruction (GTK_WIDGET (later->window)))
    pending_free (later->pending);
  else
    pending_run (later->window, later->pending);
  g_object_unref (later->window);
  g_free (later);
  return G_SOURCE_REMOVE;
}

/* After a dialog's response, not during it: the continuation may close
 * the window the dialog belongs to, and a dialog outliving its parent
 * within its own response handler crashes GTK 4.8. */
static void
pending_run_later (WgWindow *self,
                   Pending  *pending)
{
  Later *later = g_new0 (Later, 1);

  later->window = g_object_ref (self);
  later->pending = pending;
  g_idle_add (run_later, later);
}

/* ---- Recent games ---- */

static void
add_recent (WgWindow *self,
            GFile    *file)
{
  static const char *groups[] = { RECENT_GROUP, NULL };
  const WgGame      *game = wg_session_get_game (self->session);
  g_autofree char   *uri = g_file_get_uri (file);
  GtkRecentData      data = {
         /* The board's name — the game's name — is what people remember a
     * game by. */
         .display_name = (char *) (game != NULL ? wg_game_get_name (game) : NULL),
         .mime_type = (char *) "application/json",
         .app_name = (char *) "Warpgate Companion",
         .app_exec = (char *) "warpgate-companion %u",
         .groups = (char **) groups,
  };

  if (data.display_name != NULL && *data.display_name == '\0')
    data.display_name = NULL;
  gtk_recent_manager_add_full (self->recent, uri, &data);
}

static int
newest_first (gconstpointer a,
              gconstpointer b)
{
  GtkRecentInfo *x = *(GtkRecentInfo **) a, *y = *(GtkRecentInfo **) b;
  GDateTime     *tx = gtk_recent_info_get_modified (x); /* owned by the info */
  GDateTime     *ty = gtk_recent_info_get_modified (y);

  if (tx == NULL || ty == NULL)
    return (tx == NULL) - (ty == NULL);
  return g_date_time_compare (ty, tx);
}

/* The file's path with links and ".." resolved, or its URI when it has no
 * path, as a key that is the same for every way of naming one file. */
static char *
real_path (GFile *file)
{
  g_autofree char *path = g_file_get_path (file);
  char            *resolved = path != NULL ? realpath (path, NULL) : NULL;

  if (resolved != NULL)
    {
      char *key = g_strdup (resolved);

      free (resolved);
      return key;
    }
  return path != NULL ? g_steal_pointer (&path) : g_file_get_uri (file);
}

/* The primary menu's "Recent Games": the last few games opened or saved
 * here, by board name and file name. */
static void
update_recent (WgWindow *self)
{
  g_autoptr (GPtrArray) infos = g_ptr_array_new_with_free_func (
    (GDestroyNotify) gtk_recent_info_unref);
  g_autoptr (GMenu) games = g_menu_new ();
  g_autoptr (GHashTable) seen = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  GList *items = gtk_recent_manager_get_items (self->recent);

  for (GList *l = items; l != NULL; l = l->next)
    if (gtk_recent_info_has_group (l->data, RECENT_GROUP) && gtk_recent_info_exists (l->data))
      g_ptr_array_add (infos, gtk_recent_info_ref (l->data));
  g_list_free_full (items, (GDestroyNotify) gtk_recent_info_unref);
  g_ptr_array_sort (infos, newest_first);

  for (guint i = 0; i < infos->len && g_menu_model_get_n_items (G_MENU_MODEL (games)) < RECENT_MAX;
       i++)
    {
      GtkRecentInfo *info = g_ptr_array_index (infos, i);
      g_autoptr (GFile) file = g_file_new_for_uri (gtk_recent_info_get_uri (info));
      g_autofree char *name = g_file_get_basename (file);
      const char      *board = gtk_recent_info_get_display_name (info);
      g_autofree char *label = NULL;
      g_autoptr (GMenuItem) item = NULL;

      /* Each file once, however it was reached (a link, "..", another
       * URI spelling): the newest entry stands for it. */
      if (!g_hash_table_add (seen, real_path (file)))
        continue;
      /* TRANSLATORS: a recent game in the menu: the game's name, the file's name */
      label = board != NULL && g_strcmp0 (board, name) != 0
                ? g_strdup_printf (_ ("%s — %s"), board, name)
                : g_strdup (name);
      /* Underscores are mnemonics in menus. */
      item = g_menu_item_new (NULL, NULL);
      {
        g_autoptr (GString) escaped = g_string_new (label);

        g_string_replace (escaped, "_", "__", 0);
        g_menu_item_set_label (item, escaped->str);
      }
      g_menu_item_set_action_and_target_value (item, "win.open-recent",
                                               g_variant_new_string (
                                                 gtk_recent_info_get_uri (info)));
      g_menu_append_item (games, item);
    }

  /* The games are the section's own items: a section of its own inside
   * it drew a second separator line above "Recent Games". */
  g_menu_remove_all (self->recent_section);
  for (int i = 0; i < g_menu_model_get_n_items (G_MENU_MODEL (games)); i++)
    {
      g_autoptr (GMenuItem) item = g_menu_item_new_from_model (G_MENU_MODEL (games), i);

      g_menu_append_item (self->recent_section, item);
    }
}

/* ---- Opening ---- */

WgWindow *
wg_window_find_for_file (GFile *file)
{
  GListModel *toplevels = gtk_window_get_toplevels ();

  g_return_val_if_fail (G_IS_FILE (file), NULL);

  for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
    {
      g_autoptr (GtkWindow) window = g_list_model_get_item (toplevels, i);
      GFile *shown;

      if (!WG_IS_WINDOW (window) || gtk_widget_in_destruction (GTK_WIDGET (window)))
        continue;
      shown = wg_session_get_file (WG_WINDOW (window)->session);
      if (shown != NULL && g_file_equal (shown, file))
        return WG_WINDOW (window);
    }
  return NULL;
}

/* A file open in another window is not opened twice (two windows saving
 * over each other): that window comes forward instead. */
static gboolean
present_other (WgWindow *self,
               GFile    *file)
{
  WgWindow *other = wg_window_find_for_file (file);

  if (other == NULL || other == self)
    return FALSE;
  gtk_window_present (GTK_WINDOW (other));
  return TRUE;
}

/* A record that does not replay to its table (a file edited by hand): the
 * table was kept, and the players are told from which step the record is
 * not trusted. The file is not written until they save. */
static void
tell_record_problem (WgWindow *self)
{
  const char *problem = wg_session_get_record_problem (self->session);
  GtkWidget  *dialog;

  if (problem == NULL)
    return;
  dialog = adw_message_dialog_new (GTK_WINDOW (self), _ ("The Game’s Record Does Not Match"),
                                   problem);
  adw_message_dialog_add_response (ADW_MESSAGE_DIALOG (dialog), "close", _ ("_Close"));
  gtk_window_present (GTK_WINDOW (dialog));
}

gboolean
wg_window_open_file (WgWindow *self,
                     GFile    *file)
{
  g_autoptr (GError) error = NULL;
  g_autofree char *name = NULL;
  g_autofree char *message = NULL;

  g_return_val_if_fail (WG_IS_WINDOW (self), FALSE);
  g_return_val_if_fail (G_IS_FILE (file), FALSE);

  if (present_other (self, file))
    return TRUE;
  name = g_file_get_basename (file);
  /* Its record is replayed with the cards this window knows. */
  wg_session_set_catalog (self->session, wg_window_get_catalog (self));
  if (!wg_session_load_file (self->session, file, &error))
    {
      wg_window_tell_not_opened (GTK_WINDOW (self), file, error);
      return FALSE;
    }
  add_recent (self, file);
  /* A game opened was not begun here: Log Play knows no duration. */
  g_clear_pointer (&self->game_began, g_date_time_unref);
  if (self->score_window != NULL)
    wg_score_window_set_began (WG_SCORE_WINDOW (self->score_window), NULL);
  message = g_strdup_printf (_ ("Opened “%s”"), name);
  wg_window_toast (self, message);
  wg_window_start_turn (self);
  tell_record_problem (self);
  return TRUE;
}

static void
open_then (WgWindow *self,
           gpointer  file)
{
  wg_window_open_file (self, G_FILE (file));
}

/* Opening replaces the game: unsaved changes are settled first. */
static void
open_asking (WgWindow *self,
             GFile    *file)
{
  /* Before asking about this window's changes: it is not replaced. */
  if (present_other (self, file))
    return;
  wg_window_resolve_unsaved (self, open_then, g_object_ref (file), g_object_unref);
}

void
wg_window_tell_not_opened (GtkWindow    *parent,
                           GFile        *file,
                           const GError *error)
{
  g_autofree char *name = g_file_get_basename (file);
  g_autofree char *heading = g_strdup_printf (_ ("Could Not Open “%s”"), name);

  wg_window_show_error (parent, heading, error);
}

GtkFileChooserNative *
wg_window_new_file_chooser (GtkWindow           *parent,
                            GFile               *current,
                            const char          *title,
                            GtkFileChooserAction action,
                            const char          *accept)
{
  g_autoptr (GtkFileFilter) games = gtk_file_filter_new ();
  g_autoptr (GtkFileFilter) all = gtk_file_filter_new ();
  g_autoptr (GFile) folder = NULL;
  GtkFileChooserNative *dialog;

  gtk_file_filter_set_name (games, _ ("Game Files"));
  gtk_file_filter_add_mime_type (games, "application/json");
  gtk_file_filter_add_suffix (games, "json");
  gtk_file_filter_set_name (all, _ ("All Files"));
  gtk_file_filter_add_pattern (all, "*");

  dialog = gtk_file_chooser_native_new (title, parent, action, accept, _ ("_Cancel"));
  gtk_native_dialog_set_modal (GTK_NATIVE_DIALOG (dialog), TRUE);
  gtk_file_chooser_add_filter (GTK_FILE_CHOOSER (dialog), games);
  gtk_file_chooser_add_filter (GTK_FILE_CHOOSER (dialog), all);
  folder = current != NULL ? g_file_get_parent (current) : NULL;
  /* A game without a file (a new game, the bundled sample) starts in the
   * user's documents (else home), never in the folder the app was started
   * from. */
  if (folder == NULL)
    {
      const char *documents = g_get_user_special_dir (G_USER_DIRECTORY_DOCUMENTS);

      folder = g_file_new_for_path (documents != NULL && g_file_test (documents, G_FILE_TEST_IS_DIR)
                                      ? documents
                                      : g_get_home_dir ());
    }
  gtk_file_chooser_set_current_folder (GTK_FILE_CHOOSER (dialog), folder, NULL);
  return dialog;
}

static GtkFileChooserNative *
new_file_dialog (WgWindow            *self,
                 const char          *title,
                 GtkFileChooserAction action,
                 const char          *accept)
{
  return wg_window_new_file_chooser (GTK_WINDOW (self), wg_session_get_file (self->session), title,
                                     action, accept);
}

static void
on_open_response (WgWindow             *self,
                  int                   response,
                  GtkFileChooserNative *dialog)
{
  g_autoptr (GFile) file = NULL;

  if (response == GTK_RESPONSE_ACCEPT)
    file = gtk_file_chooser_get_file (GTK_FILE_CHOOSER (dialog));
  g_clear_object (&self->file_dialog);
  if (file != NULL)
    open_asking (self, file);
}

static void
open_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  WgWindow *self = WG_WINDOW (widget);

  if (self->file_dialog != NULL)
    return;
  self->file_dialog = new_file_dialog (self, _ ("Open a Game"), GTK_FILE_CHOOSER_ACTION_OPEN,
                                       _ ("_Open"));
  g_signal_connect_object (self->file_dialog, "response", G_CALLBACK (on_open_response), self,
                           G_CONNECT_SWAPPED);
  gtk_native_dialog_show (GTK_NATIVE_DIALOG (self->file_dialog));
}

static void
open_recent_action (GtkWidget  *widget,
                    const char *action_name,
                    GVariant   *parameter)
{
  g_autoptr (GFile) file = g_file_new_for_uri (g_variant_get_string (parameter, NULL));

  open_asking (WG_WINDOW (widget), file);
}

static void
on_recent_game_activated (WgWindow *self,
                          GFile    *file)
{
  open_asking (self, file);
}

/* Recent Games…: the games of the menu's list and more, with their
 * summaries (WgRecentGamesWindow). */
static void
recent_games_action (GtkWidget  *widget,
                     const char *action_name,
                     GVariant   *parameter)
{
  WgWindow            *self = WG_WINDOW (widget);
  WgRecentGamesWindow *window = wg_recent_games_window_new (GTK_WINDOW (self), self->recent,
                                                            RECENT_GROUP, self->catalog);

  g_signal_connect_object (window, "game-activated", G_CALLBACK (on_recent_game_activated), self,
                           G_CONNECT_SWAPPED);
  gtk_window_present (GTK_WINDOW (window));
}

/* A game file dropped on the window opens like one chosen with Open. */
static gboolean
on_drop (WgWindow      *self,
         const GValue  *value,
         double         x,
         double         y,
         GtkDropTarget *target)
{
  GSList *files;

  if (!G_VALUE_HOLDS (value, GDK_TYPE_FILE_LIST))
    return FALSE;
  files = gdk_file_list_get_files (g_value_get_boxed (value));
  if (files == NULL)
    return FALSE;
  open_asking (self, G_FILE (files->data));
  g_slist_free (files);
  return TRUE;
}

/* ---- Saving ---- */

static gboolean
saved (WgWindow     *self,
       GFile        *file,
       const GError *error)
{
  g_autofree char *name = g_file_get_basename (file);
  g_autofree char *text = NULL;

  if (error != NULL)
    {
      text = g_strdup_printf (_ ("Could Not Save “%s”"), name);
      wg_window_show_error (GTK_WINDOW (self), text, error);
      return FALSE;
    }
  add_recent (self, file);
  text = g_strdup_printf (_ ("Saved “%s”"), name);
  wg_window_toast (self, text);
  return TRUE;
}

gboolean
wg_window_save_to (WgWindow *self,
                   GFile    *file)
{
  g_autoptr (GError) error = NULL;

  g_return_val_if_fail (WG_IS_WINDOW (self), FALSE);
  g_return_val_if_fail (G_IS_FILE (file), FALSE);

  wg_session_save_as (self->session, file, &error);
  return saved (self, file, error);
}

static void ask_changed_on_disk (WgWindow *self);

/* A file something else changed is not overwritten without asking. */
static gboolean
save_in_place (WgWindow *self)
{
  g_autoptr (GError) error = NULL;
  GFile *file = wg_session_get_file (self->session);

  g_assert (file != NULL);
  if (!wg_session_save (self->session, &error)
      && g_error_matches (error, G_IO_ERROR, G_IO_ERROR_WRONG_ETAG))
    {
      ask_changed_on_disk (self);
      return FALSE;
    }
  return saved (self, file, error);
}

static void
on_save_as_response (WgWindow             *self,
                     int                   response,
                     GtkFileChooserNative *dialog)
{
  Pending *pending = g_object_steal_data (G_OBJECT (dialog), "wg-pending");
  g_autoptr (GFile) chosen = NULL;
  g_autoptr (GFile) file = NULL;

  if (response == GTK_RESPONSE_ACCEPT)
    chosen = gtk_file_chooser_get_file (GTK_FILE_CHOOSER (dialog));
  g_clear_object (&self->file_dialog);
  if (chosen != NULL)
    {
      file = wg_file_with_json_extension (chosen);
      if (wg_window_save_to (self, file) && pending != NULL)
        {
          pending_run (self, pending);
          return;
        }
    }
  if (pending != NULL)
    pending_free (pending);
}

/* Save As, then @pending (may be NULL) once saved. */
static void
show_save_as (WgWindow *self,
              Pending  *pending)
{
  g_autofree char *name = NULL;

  if (self->file_dialog != NULL)
    {
      if (pending != NULL)
        pending_free (pending);
      return;
    }
  self->file_dialog = new_file_dialog (self, _ ("Save the Game"), GTK_FILE_CHOOSER_ACTION_SAVE,
                                       _ ("_Save"));
  name = wg_session_suggest_file_name (self->session);
  gtk_file_chooser_set_current_name (GTK_FILE_CHOOSER (self->file_dialog), name);
  if (pending != NULL)
    g_object_set_data (G_OBJECT (self->file_dialog), "wg-pending", pending);
  g_signal_connect_object (self->file_dialog, "response", G_CALLBACK (on_save_as_response), self,
                           G_CONNECT_SWAPPED);
  gtk_native_dialog_show (GTK_NATIVE_DIALOG (self->file_dialog));
}

/* ---- The file changed on disk by something else ---- */

static void
on_changed_on_disk_response (WgWindow   *self,
                             const char *response)
{
  GFile *file = wg_session_get_file (self->session);

  if (file == NULL)
    return;
  if (g_str_equal (response, "save-as"))
    show_save_as (self, NULL);
  else if (g_str_equal (response, "reload"))
    {
      g_autoptr (GFile) reloaded = g_object_ref (file);

      wg_window_open_file (self, reloaded);
    }
  else if (g_str_equal (response, "overwrite"))
    {
      g_autoptr (GError) error = NULL;

      wg_session_overwrite (self->session, &error);
      saved (self, file, error);
    }
}

static void
ask_changed_on_disk (WgWindow *self)
{
  g_autofree char  *name = g_file_get_basename (wg_session_get_file (self->session));
  GtkWidget        *dialog;
  AdwMessageDialog *message;

  dialog = adw_message_dialog_new (GTK_WINDOW (self), NULL, NULL);
  message = ADW_MESSAGE_DIALOG (dialog);
  adw_message_dialog_format_heading (message, _ ("“%s” Changed on Disk"), name);
  adw_message_dialog_set_body (message,
                               _ ("Another program changed the file after it was opened or "
                                  "saved here. Saving would replace those changes with this "
                                  "game; reloading would drop this window’s changes."));
  adw_message_dialog_add_responses (message, "cancel", _ ("_Cancel"), "reload", _ ("_Reload"),
                                    "overwrite", _ ("_Overwrite"), "save-as", _ ("_Save As…"),
                                    NULL);
  adw_message_dialog_set_response_appearance (message, "reload", ADW_RESPONSE_DESTRUCTIVE);
  adw_message_dialog_set_response_appearance (message, "overwrite", ADW_RESPONSE_DESTRUCTIVE);
  adw_message_dialog_set_response_appearance (message, "save-as", ADW_RESPONSE_SUGGESTED);
  adw_message_dialog_set_default_response (message, "save-as");
  adw_message_dialog_set_close_response (message, "cancel");
  g_signal_connect_object (dialog, "response", G_CALLBACK (on_changed_on_disk_response), self,
                           G_CONNECT_SWAPPED);
  gtk_window_present (GTK_WINDOW (dialog));
}

/* Said at once, with Reload at hand; Save asks (ask_changed_on_disk). */
static void
on_changed_on_disk (WgWindow *self)
{
  g_autofree char *name = g_file_get_basename (wg_session_get_file (self->session));
  g_autofree char *text = g_strdup_printf (_ ("“%s” was changed by another program"), name);
  AdwToast        *toast = wg_toast_new (text);

  adw_toast_set_button_label (toast, _ ("_Reload"));
  adw_toast_set_action_name (toast, "win.reload");
  adw_toast_set_timeout (toast, 0);
  adw_toast_set_priority (toast, ADW_TOAST_PRIORITY_HIGH);
  wg_toast_show (self->toast_overlay, toast);
}

/* The file again, as it is on disk (asking first about changes). */
static void
reload_action (GtkWidget  *widget,
               const char *action_name,
               GVariant   *parameter)
{
  WgWindow *self = WG_WINDOW (widget);
  GFile    *file = wg_session_get_file (self->session);

  if (file != NULL)
    open_asking (self, file);
}

static void
save_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  WgWindow *self = WG_WINDOW (widget);

  if (wg_session_get_file (self->session) == NULL)
    show_save_as (self, NULL);
  else
    save_in_place (self);
}

static void
save_as_action (GtkWidget  *widget,
                const char *action_name,
                GVariant   *parameter)
{
  show_save_as (WG_WINDOW (widget), NULL);
}

/* ---- Unsaved changes ---- */

static void
on_unsaved_response (WgWindow         *self,
                     const char       *response,
                     AdwMessageDialog *dialog)
{
  Pending *pending = g_object_steal_data (G_OBJECT (dialog), "wg-pending");

  if (g_str_equal (response, "discard"))
    pending_run_later (self, pending);
  else if (!g_str_equal (response, "save"))
    pending_free (pending);
  else if (wg_session_get_file (self->session) == NULL)
    show_save_as (self, pending);
  else if (save_in_place (self))
    pending_run_later (self, pending);
  else
    pending_free (pending);
}

/* Asked first when the game has changes (wg-unsaved-dialog.h). */
void
wg_window_resolve_unsaved (WgWindow      *self,
                           WgWindowThen   then,
                           gpointer       user_data,
                           GDestroyNotify destroy)
{
  Pending          *pending;
  AdwMessageDialog *dialog;

  g_return_if_fail (WG_IS_WINDOW (self));
  g_return_if_fail (then != NULL);

  pending = g_new0 (Pending, 1);
  pending->then = then;
  pending->user_data = user_data;
  pending->destroy = destroy;
  if (!wg_session_get_dirty (self->session))
    {
      pending_run (self, pending);
      return;
    }

  dialog = wg_unsaved_dialog_new (GTK_WINDOW (self), wg_session_get_file (self->session),
                                  _ ("This game has never been saved. If you discard it, it is "
                                     "lost."));
  g_object_set_data_full (G_OBJECT (dialog), "wg-pending", pending,
                          (GDestroyNotify) pending_free);
  g_signal_connect_object (dialog, "response", G_CALLBACK (on_unsaved_response), self,
                           G_CONNECT_SWAPPED);
  gtk_window_present (GTK_WINDOW (dialog));
}

static void
close_then (WgWindow *self,
            gpointer  user_data)
{
  self->closing = TRUE;
  gtk_window_close (GTK_WINDOW (self));
}

/* TRUE: not yet (the user is asked first). A window that closes ends its
 * session cleanly, which removes the autosave. */
gboolean
wg_window_files_close_request (WgWindow *self)
{
  if (!self->closing && wg_session_get_dirty (self->session))
    {
      wg_window_resolve_unsaved (self, close_then, NULL, NULL);
      return TRUE;
    }
  wg_session_close (self->session);
  return FALSE;
}

/* ---- Crash recovery ---- */

static void
close_later (WgWindow *self,
             gpointer  user_data)
{
  gtk_window_close (GTK_WINDOW (self));
}

static void
on_restore_response (AdwMessageDialog *dialog,
                     const char       *response,
                     WgWindow         *self)
{
  g_autoptr (GError) error = NULL;

  if (!g_str_equal (response, "restore"))
    {
      wg_session_discard_autosave (self->session);
      if (g_object_get_data (G_OBJECT (dialog), "wg-close-on-discard") != NULL)
        {
          Pending *pending = g_new0 (Pending, 1);

          pending->then = close_later;
          pending_run_later (self, pending);
        }
      return;
    }
  wg_session_set_catalog (self->session, wg_window_get_catalog (self));
  if (!wg_session_restore (self->session, &error))
    {
      g_autoptr (GError) aside_error = NULL;
      g_autoptr (GError) shown = NULL;
      g_autofree char *aside = NULL;

      /* It was read back when written; if it cannot be read now it never
       * will be, and asking again at every start would not help. It is
       * kept aside, not deleted, so that it can be salvaged by hand. */
      aside = wg_session_set_autosave_aside (self->session, &aside_error);
      if (aside != NULL)
        shown = g_error_new (error->domain, error->code,
                             _ ("%s\n\nThe unsaved game was kept as %s."), error->message, aside);
      else
        shown = g_error_new (error->domain, error->code, "%s\n\n%s", error->message,
                             aside_error->message);
      wg_window_show_error (GTK_WINDOW (self), _ ("Could Not Restore the Game"), shown);
      return;
    }
  wg_window_toast (self, _ ("Restored the unsaved game"));
  tell_record_problem (self);
}

/* What the autosave is: its file's name, else its board's; NULL if it
 * cannot be read (restoring will say why). */
static char *
autosave_name (WgWindow *self)
{
  g_autoptr (GFile) file = NULL;
  g_autoptr (WgGame) game = NULL;
  const char *board;

  game = wg_autosave_read (wg_session_get_claimed_autosave (self->session), NULL, &file, NULL, NULL);
  if (game == NULL)
    return NULL;
  if (file != NULL)
    return g_file_get_basename (file);
  board = wg_board_get_name (game->board);
  return board != NULL && *board != '\0' ? g_strdup (board) : NULL;
}

/* A dialog rather than a toast: the next change would overwrite the
 * autosave, so the choice has to be made before anything else. */
void
wg_window_offer_restore (WgWindow   *self,
                         const char *slot,
                         gboolean    close_on_discard)
{
  g_autofree char  *name = NULL;
  GtkWidget        *dialog;
  AdwMessageDialog *message;

  g_return_if_fail (WG_IS_WINDOW (self));
  g_return_if_fail (slot != NULL);

  /* Taken (locked) while offered: no other window offers it too. */
  if (!wg_session_claim_autosave (self->session, slot, NULL)
      || !wg_session_can_restore (self->session))
    return;
  name = autosave_name (self);
  dialog = adw_message_dialog_new (GTK_WINDOW (self), _ ("Restore the Unsaved Game?"), NULL);
  message = ADW_MESSAGE_DIALOG (dialog);
  if (name != NULL)
    adw_message_dialog_format_body (message, _ ("Warpgate Companion did not close properly, and "
                                                "“%s” had changes that were not saved."),
                                    name);
  else
    adw_message_dialog_set_body (message, _ ("Warpgate Companion did not close properly, and "
                                             "the game it showed had changes that were not "
                                             "saved."));
  adw_message_dialog_add_responses (message, "discard", _ ("_Discard"), "restore", _ ("_Restore"),
                                    NULL);
  adw_message_dialog_set_response_appearance (message, "discard", ADW_RESPONSE_DESTRUCTIVE);
  adw_message_dialog_set_response_appearance (message, "restore", ADW_RESPONSE_SUGGESTED);
  adw_message_dialog_set_default_response (message, "restore");
  /* Escape keeps the work. */
  adw_message_dialog_set_close_response (message, "restore");
  if (close_on_discard)
    g_object_set_data (G_OBJECT (dialog), "wg-close-on-discard", GINT_TO_POINTER (TRUE));
  g_signal_connect_object (dialog, "response", G_CALLBACK (on_restore_response), self, 0);
  gtk_window_present (GTK_WINDOW (dialog));
}

/* ---- Set-up ---- */

void
wg_window_files_init (WgWindow *self)
{
  GtkDropTarget *drop = gtk_drop_target_new (GDK_TYPE_FILE_LIST, GDK_ACTION_COPY);

  g_signal_connect_object (drop, "drop", G_CALLBACK (on_drop), self, G_CONNECT_SWAPPED);
  gtk_widget_add_controller (GTK_WIDGET (self), GTK_EVENT_CONTROLLER (drop));

  g_signal_connect_object (self->session, "changed-on-disk", G_CALLBACK (on_changed_on_disk), self,
                           G_CONNECT_SWAPPED);
  self->recent = g_object_ref (gtk_recent_manager_get_default ());
  g_signal_connect_object (self->recent, "changed", G_CALLBACK (update_recent), self,
                           G_CONNECT_SWAPPED);
  update_recent (self);
}

void
wg_window_files_class_init (GtkWidgetClass *widget_class)
{
  gtk_widget_class_install_action (widget_class, "win.open", NULL, open_action);
  gtk_widget_class_install_action (widget_class, "win.open-recent", "s", open_recent_action);
  gtk_widget_class_install_action (widget_class, "win.recent-games", NULL, recent_games_action);
  gtk_widget_class_install_action (widget_class, "win.save", NULL, save_action);
  gtk_widget_class_install_action (widget_class, "win.reload", NULL, reload_action);
  gtk_widget_class_install_action (widget_class, "win.save-as", NULL, save_as_action);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_o, GDK_CONTROL_MASK, "win.open",
                                       NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_s, GDK_CONTROL_MASK, "win.save",
                                       NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_s,
                                       GDK_CONTROL_MASK | GDK_SHIFT_MASK, "win.save-as", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_S,
                                       GDK_CONTROL_MASK | GDK_SHIFT_MASK, "win.save-as", NULL);
}

void
wg_window_files_dispose (WgWindow *self)
{
  if (self->file_dialog != NULL)
    {
      Pending *pending = g_object_steal_data (G_OBJECT (self->file_dialog), "wg-pending");

      if (pending != NULL)
        pending_free (pending);
      gtk_native_dialog_destroy (GTK_NATIVE_DIALOG (self->file_dialog));
    }
  g_clear_object (&self->file_dialog);
  g_clear_object (&self->recent);
  g_clear_pointer (&self->game_began, g_date_time_unref);
}
