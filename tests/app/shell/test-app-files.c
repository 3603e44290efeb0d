/* test-app-files.c — the window's files: save, unsaved changes, closing, recent games, restore
 * Copyright 2026 The Warpgate Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gstdio.h>

#include "wg-game-json.h"
#include "wg-test-app.h"

static WgWindow *
window_on_file (GFile *file)
{
  g_autoptr (WgSession) session = wg_session_new ();
  g_autoptr (GError) error = NULL;

  g_assert_true (wg_session_load_file (session, file, &error));
  g_assert_no_error (error);
  return wg_test_window_on (session);
}

static int
ships_in_file (GFile      *file,
               const char *id)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (WgGame) game = wg_game_load_from_file (g_file_peek_path (file), &error);

  g_assert_no_error (error);
  return game->stacks[wg_board_find_location (game->board, id)].ships;
}

static int
ships_at (WgSession  *session,
          const char *id)
{
  const WgGame *game = wg_session_get_game (session);

  return game->stacks[wg_board_find_location (game->board, id)].ships;
}

static gboolean
autosave_on_disk (void)
{
  return wg_test_count_autosaves (g_getenv ("WG_STATE_DIR")) > 0;
}

/* Ctrl+S writes the game over its file; the title loses its mark. */
static void
test_save (void)
{
  g_autoptr (GFile) file = wg_test_copy_ruler_game ();
  WgWindow  *window = window_on_file (file);
  WgSession *session = wg_window_get_session (window);

  wg_test_apply (session, wg_test_with_ships (session, "P1", 6), "blue: 6 ships on P1");
  g_assert_cmpstr (gtk_window_get_title (GTK_WINDOW (window)), ==, "• app-ruler.json");
  g_assert_true (autosave_on_disk ());
  g_assert_cmpint (ships_in_file (file, "P1"), ==, 2);

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.save", NULL));
  g_assert_cmpint (ships_in_file (file, "P1"), ==, 6);
  g_assert_false (wg_session_get_dirty (session));
  g_assert_cmpstr (gtk_window_get_title (GTK_WINDOW (window)), ==, "app-ruler.json");
  g_assert_false (autosave_on_disk ());

  wg_test_destroy_window (window);
  wg_test_remove_game_copy (file);
}

/* Save As (without its file chooser) writes a new file and adopts it. */
static void
test_save_to (void)
{
  g_autoptr (GFile) file = wg_test_copy_ruler_game ();
  g_autoptr (GFile) dir = g_file_get_parent (file);
  g_autoptr (GFile) other = g_file_get_child (dir, "other.json");
  WgWindow  *window = window_on_file (file);
  WgSession *session = wg_window_get_session (window);

  wg_test_apply (session, wg_test_with_ships (session, "P2", 1), "red: 1 ship on P2");
  g_assert_true (wg_window_save_to (window, other));
  g_assert_true (g_file_equal (wg_session_get_file (session), other));
  g_assert_cmpint (ships_in_file (other, "P2"), ==, 1);
  g_assert_cmpint (ships_in_file (file, "P2"), ==, 3);
  g_assert_cmpstr (gtk_window_get_title (GTK_WINDOW (window)), ==, "other.json");

  wg_test_destroy_window (window);
  g_file_delete (other, NULL, NULL);
  wg_test_remove_game_copy (file);
}

static void
count_then (WgWindow *window,
            gpointer  counter)
{
  (*(int *) counter)++;
}

/* Before replacing the game: nothing to ask when it is saved; otherwise
 * Cancel does nothing, Discard goes on, Save saves and goes on. */
static void
test_resolve_unsaved (void)
{
  g_autoptr (GFile) file = wg_test_copy_ruler_game ();
  WgWindow  *window = window_on_file (file);
  WgSession *session = wg_window_get_session (window);
  int        ran = 0;

  wg_window_resolve_unsaved (window, count_then, &ran, NULL);
  g_assert_cmpint (ran, ==, 1);
  g_assert_null (wg_test_find_dialog_for (GTK_WINDOW (window)));

  wg_test_apply (session, wg_test_with_ships (session, "P1", 4), "blue: 4 ships on P1");
  wg_window_resolve_unsaved (window, count_then, &ran, NULL);
  g_assert_cmpint (ran, ==, 1);
  wg_test_respond (GTK_WINDOW (window), "cancel");
  g_assert_cmpint (ran, ==, 1);
  g_assert_true (wg_session_get_dirty (session));

  /* It goes on once the dialog has gone. */
  wg_window_resolve_unsaved (window, count_then, &ran, NULL);
  wg_test_respond (GTK_WINDOW (window), "discard");
  wg_test_iterate_until (ran == 2);
  g_assert_cmpint (ships_in_file (file, "P1"), ==, 2);

  wg_window_resolve_unsaved (window, count_then, &ran, NULL);
  wg_test_respond (GTK_WINDOW (window), "save");
  wg_test_iterate_until (ran == 3);
  g_assert_cmpint (ships_in_file (file, "P1"), ==, 4);
  g_assert_false (wg_session_get_dirty (session));

  wg_test_destroy_window (window);
  wg_test_remove_game_copy (file);
}

/* Closing with unsaved changes asks; Cancel keeps the window, Discard
 * closes it and removes the autosave. A saved game closes at once. */
static void
test_close_asks (void)
{
  g_autoptr (GFile) file = wg_test_copy_ruler_game ();
  WgWindow  *window = window_on_file (file);
  WgSession *session = wg_window_get_session (window);
  WgWindow  *watched = window;

  g_object_add_weak_pointer (G_OBJECT (watched), (gpointer *) &watched);
  wg_test_apply (session, wg_test_with_ships (session, "P1", 4), "blue: 4 ships on P1");
  gtk_window_close (GTK_WINDOW (window));
  g_assert_nonnull (watched);
  wg_test_respond (GTK_WINDOW (window), "cancel");
  g_assert_nonnull (watched);
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (window)));
  g_assert_true (autosave_on_disk ());

  gtk_window_close (GTK_WINDOW (window));
  wg_test_respond (GTK_WINDOW (window), "discard");
  wg_test_iterate_until (watched == NULL);
  g_assert_false (autosave_on_disk ());
  g_assert_cmpint (ships_in_file (file, "P1"), ==, 2);

  window = window_on_file (file);
  watched = window;
  g_object_add_weak_pointer (G_OBJECT (watched), (gpointer *) &watched);
  /* Nothing to ask: it is gone at once. */
  gtk_window_close (GTK_WINDOW (window));
  g_assert_null (watched);

  wg_test_remove_game_copy (file);
}

/* Opening a recent game over unsaved changes asks first. */
static void
test_open_recent_asks (void)
{
  g_autoptr (GFile) file = wg_test_copy_ruler_game ();
  g_autoptr (GFile) other = wg_test_copy_ruler_game ();
  g_autofree char *uri = g_file_get_uri (other);
  WgWindow        *window = window_on_file (file);
  WgSession       *session = wg_window_get_session (window);

  wg_test_apply (session, wg_test_with_ships (session, "P1", 4), "blue: 4 ships on P1");
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.open-recent", "s", uri));
  g_assert_true (g_file_equal (wg_session_get_file (session), file));
  wg_test_respond (GTK_WINDOW (window), "discard");
  wg_test_iterate_until (g_file_equal (wg_session_get_file (session), other));
  g_assert_cmpint (ships_at (session, "P1"), ==, 2);
  g_assert_false (wg_session_get_dirty (session));
  g_assert_false (autosave_on_disk ());

  wg_test_destroy_window (window);
  wg_test_remove_game_copy (file);
  wg_test_remove_game_copy (other);
}

/* Issue 21, item 2: a file already open in one window is not opened in a
 * second (two windows saving over each other): the window showing it
 * comes forward, and the other keeps its game and changes, without being
 * asked about them. */
static void
test_open_already_open (void)
{
  g_autoptr (GFile) file = wg_test_copy_ruler_game ();
  g_autoptr (GFile) other = wg_test_copy_ruler_game ();
  g_autofree char *uri = g_file_get_uri (file);
  WgWindow        *first = window_on_file (file);
  WgWindow        *second = window_on_file (other);
  WgSession       *session = wg_window_get_session (second);

  wg_test_apply (wg_window_get_session (first),
                 wg_test_with_ships (wg_window_get_session (first), "P1", 3), "blue: 3 on P1");
  wg_test_apply (session, wg_test_with_ships (session, "P1", 4), "blue: 4 ships on P1");
  g_assert_true (wg_window_find_for_file (file) == first);
  g_assert_true (wg_window_find_for_file (other) == second);

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (second), "win.open-recent", "s", uri));
  g_assert_null (wg_test_find_dialog_for (GTK_WINDOW (second)));
  g_assert_true (wg_window_open_file (second, file));
  g_assert_true (g_file_equal (wg_session_get_file (session), other));
  g_assert_cmpint (ships_at (session, "P1"), ==, 4);
  g_assert_true (wg_session_get_dirty (session));
  g_assert_cmpint (ships_at (wg_window_get_session (first), "P1"), ==, 3);
  g_assert_true (wg_window_find_for_file (file) == first);

  wg_test_destroy_window (second);
  wg_test_destroy_window (first);
  wg_test_remove_game_copy (file);
  wg_test_remove_game_copy (other);
}

/* Another program writes @file: the session's game with @ships on P1. */
static void
write_elsewhere (WgSession *session,
                 GFile     *file,
                 int        ships)
{
  g_autoptr (WgGame) game = wg_test_with_ships (session, "P1", ships);
  g_autofree char *text = wg_game_to_data (game, NULL);
  g_autoptr (GError) error = NULL;

  /* A new modification time even on a coarse clock. */
  g_usleep (20 * 1000);
  g_assert_true (g_file_set_contents (g_file_peek_path (file), text, -1, &error));
  g_assert_no_error (error);
}

static void
on_changed_on_disk (WgSession *session,
                    guint     *count)
{
  (*count)++;
}

static void
remove_with_backup (GFile *file)
{
  g_autofree char *backup = g_strconcat (g_file_peek_path (file), "~", NULL);

  g_unlink (backup);
  wg_test_remove_game_copy (file);
}

/* Issue 21, item 2: the game's file changed on disk by another program is
 * noticed (file monitor), and Save never overwrites it: refused, the file
 * untouched, until the player chooses to overwrite. The session's own
 * saves are never taken for another program's. */
static void
test_changed_on_disk_session (void)
{
  g_autoptr (GFile) file = wg_test_copy_ruler_game ();
  g_autoptr (WgSession) session = wg_session_new ();
  g_autoptr (GError) error = NULL;
  guint  count = 0;
  gint64 settle;

  g_assert_true (wg_session_load_file (session, file, &error));
  g_assert_no_error (error);
  g_signal_connect (session, "changed-on-disk", G_CALLBACK (on_changed_on_disk), &count);

  /* Its own save: no event counts, however long one waits for it. */
  wg_test_apply (session, wg_test_with_ships (session, "P1", 4), "blue: 4 ships on P1");
  g_assert_true (wg_session_save (session, &error));
  g_assert_no_error (error);
  settle = g_get_monotonic_time () + G_USEC_PER_SEC / 2;
  while (g_get_monotonic_time () < settle)
    g_main_context_iteration (NULL, FALSE);
  g_assert_cmpuint (count, ==, 0);
  g_assert_false (wg_session_get_changed_on_disk (session));

  /* Another program's write: noticed by the monitor. */
  write_elsewhere (session, file, 9);
  wg_test_iterate_until (count > 0);
  g_assert_cmpuint (count, ==, 1);
  g_assert_true (wg_session_get_changed_on_disk (session));
  wg_test_apply (session, wg_test_with_ships (session, "P1", 5), "blue: 5 ships on P1");
  g_assert_false (wg_session_save (session, &error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_WRONG_ETAG);
  g_assert_nonnull (strstr (error->message, "app-ruler.json"));
  g_clear_error (&error);
  g_assert_cmpint (ships_in_file (file, "P1"), ==, 9);
  g_assert_true (wg_session_get_dirty (session));

  /* Chosen: written, and watched afresh. */
  g_assert_true (wg_session_overwrite (session, &error));
  g_assert_no_error (error);
  g_assert_cmpint (ships_in_file (file, "P1"), ==, 5);
  g_assert_false (wg_session_get_changed_on_disk (session));

  /* Save looks at the file itself, before any event has come. */
  write_elsewhere (session, file, 8);
  wg_test_apply (session, wg_test_with_ships (session, "P1", 6), "blue: 6 ships on P1");
  g_assert_false (wg_session_save (session, &error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_WRONG_ETAG);
  g_clear_error (&error);
  g_assert_cmpint (ships_in_file (file, "P1"), ==, 8);

  /* Reloading takes the file as it is now. */
  g_assert_true (wg_session_load_file (session, file, &error));
  g_assert_no_error (error);
  g_assert_false (wg_session_get_changed_on_disk (session));
  g_assert_cmpint (ships_at (session, "P1"), ==, 8);

  wg_session_close (session);
  remove_with_backup (file);
}

/* The window: Save on a file changed on disk asks (Cancel, Reload,
 * Overwrite, Save As); Cancel writes nothing, Reload shows the file as it
 * is, Overwrite writes the game. */
static void
test_changed_on_disk_window (void)
{
  g_autoptr (GFile) file = wg_test_copy_ruler_game ();
  WgWindow         *window = window_on_file (file);
  WgSession        *session = wg_window_get_session (window);
  AdwMessageDialog *dialog;

  wg_test_apply (session, wg_test_with_ships (session, "P1", 4), "blue: 4 ships on P1");
  write_elsewhere (session, file, 9);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.save", NULL));
  dialog = wg_test_find_dialog_for (GTK_WINDOW (window));
  g_assert_nonnull (dialog);
  g_assert_cmpstr (adw_message_dialog_get_heading (dialog), ==,
                   "“app-ruler.json” Changed on Disk");
  g_assert_true (adw_message_dialog_has_response (dialog, "save-as"));
  wg_test_respond (GTK_WINDOW (window), "cancel");
  g_assert_cmpint (ships_in_file (file, "P1"), ==, 9);
  g_assert_true (wg_session_get_dirty (session));

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.save", NULL));
  wg_test_respond (GTK_WINDOW (window), "overwrite");
  g_assert_cmpint (ships_in_file (file, "P1"), ==, 4);
  g_assert_false (wg_session_get_dirty (session));

  write_elsewhere (session, file, 7);
  wg_test_apply (session, wg_test_with_ships (session, "P1", 3), "blue: 3 ships on P1");
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.save", NULL));
  wg_test_respond (GTK_WINDOW (window), "reload");
  g_assert_cmpint (ships_at (session, "P1"), ==, 7);
  g_assert_false (wg_session_get_dirty (session));
  g_assert_cmpint (ships_in_file (file, "P1"), ==, 7);

  wg_test_destroy_window (window);
  remove_with_backup (file);
}

static GtkMenuButton *
find_primary_menu (GtkWidget *widget)
{
  if (GTK_IS_MENU_BUTTON (widget) && gtk_menu_button_get_primary (GTK_MENU_BUTTON (widget)))
    return GTK_MENU_BUTTON (widget);
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkMenuButton *found = find_primary_menu (child);

      if (found != NULL)
        return found;
    }
  return NULL;
}

/* The "Recent Games" section of the primary menu: its items' labels and
 * the URIs they open, newest first. */
static GPtrArray *
recent_items (WgWindow  *window,
              GPtrArray *labels)
{
  GtkMenuButton *button = find_primary_menu (GTK_WIDGET (window));
  GPtrArray     *uris = g_ptr_array_new_with_free_func (g_free);
  GMenuModel    *menu;

  g_assert_nonnull (button);
  menu = gtk_menu_button_get_menu_model (button);
  for (int i = 0; i < g_menu_model_get_n_items (menu); i++)
    {
      g_autoptr (GMenuModel) games = g_menu_model_get_item_link (menu, i, G_MENU_LINK_SECTION);
      g_autofree char *title = NULL;

      if (games == NULL || !g_menu_model_get_item_attribute (menu, i, "label", "s", &title)
          || g_strcmp0 (title, "Recent Games") != 0)
        continue;
      for (int k = 0; k < g_menu_model_get_n_items (games); k++)
        {
          char *label = NULL, *target = NULL, *action = NULL;

          g_assert_true (g_menu_model_get_item_attribute (games, k, "action", "s", &action));
          g_assert_cmpstr (action, ==, "win.open-recent");
          g_free (action);
          g_assert_true (g_menu_model_get_item_attribute (games, k, "target", "s", &target));
          g_assert_true (g_menu_model_get_item_attribute (games, k, "label", "s", &label));
          g_ptr_array_add (uris, target);
          if (labels != NULL)
            g_ptr_array_add (labels, label);
          else
            g_free (label);
        }
    }
  return uris;
}

/* The recent games once the menu lists @n of them, @newest first (the
 * recent manager tells of changes from an idle). */
static GPtrArray *
wait_for_recent (WgWindow   *window,
                 guint       n,
                 const char *newest,
                 GPtrArray  *labels)
{
  gint64 deadline = g_get_monotonic_time () + WG_TEST_TIMEOUT_US;

  for (;;)
    {
      g_autoptr (GPtrArray) uris = recent_items (window, labels);

      if (uris->len == n && (n == 0 || g_str_equal (g_ptr_array_index (uris, 0), newest)))
        return g_steal_pointer (&uris);
      if (labels != NULL)
        g_ptr_array_set_size (labels, 0);
      g_assert_cmpint (g_get_monotonic_time (), <, deadline);
      g_main_context_iteration (NULL, FALSE);
      g_usleep (1000);
    }
}

/* Opening and saving list a game in the recent games, by its board's and
 * its file's names; the menu keeps the last five, newest first. */
static void
test_recent_games (void)
{
  g_autoptr (GFile) first = wg_test_copy_ruler_game ();
  g_autofree char *first_uri = g_file_get_uri (first);
  g_autoptr (GPtrArray) copies = g_ptr_array_new_with_free_func (g_object_unref);
  g_autoptr (GPtrArray) labels = g_ptr_array_new_with_free_func (g_free);
  g_autoptr (GPtrArray) uris = NULL;
  g_autofree char *newest = NULL;
  WgWindow        *window = wg_test_sample_window ();

  uris = recent_items (window, NULL);
  g_assert_cmpuint (uris->len, ==, 0);
  g_clear_pointer (&uris, g_ptr_array_unref);

  g_assert_true (wg_window_open_file (window, first));
  g_assert_true (gtk_recent_manager_has_item (gtk_recent_manager_get_default (), first_uri));
  uris = wait_for_recent (window, 1, first_uri, labels);
  g_assert_cmpstr (g_ptr_array_index (labels, 0), ==, "Ruler test — app-ruler.json");
  g_clear_pointer (&uris, g_ptr_array_unref);

  for (int i = 0; i < 6; i++)
    {
      GFile *copy = wg_test_copy_ruler_game ();

      g_ptr_array_add (copies, copy);
      g_usleep (2000); /* the list is ordered by time */
      g_assert_true (wg_window_open_file (window, copy));
    }
  newest = g_file_get_uri (g_ptr_array_index (copies, 5));
  uris = wait_for_recent (window, 5, newest, NULL);
  for (guint i = 0; i < 5; i++)
    {
      g_autofree char *expected = g_file_get_uri (g_ptr_array_index (copies, 5 - i));

      g_assert_cmpstr (g_ptr_array_index (uris, i), ==, expected);
    }

  wg_test_destroy_window (window);
  for (guint i = 0; i < copies->len; i++)
    wg_test_remove_game_copy (g_ptr_array_index (copies, i));
  wg_test_remove_game_copy (first);
  gtk_recent_manager_purge_items (gtk_recent_manager_get_default (), NULL);
}

/* One file reached two ways (through a link, and by its own path) is one
 * game: the menu lists it once, by the newest way it was opened. */
static void
test_recent_once (void)
{
  g_autoptr (GFile) game = wg_test_copy_ruler_game ();
  g_autoptr (GFile) dir = g_file_get_parent (game);
  g_autoptr (GFile) link = g_file_get_child (dir, "link.json");
  g_autofree char *game_uri = g_file_get_uri (game);
  g_autofree char *link_uri = g_file_get_uri (link);
  g_autoptr (GPtrArray) uris = NULL;
  g_autoptr (GError) error = NULL;
  WgWindow *window = wg_test_sample_window ();

  g_assert_true (g_file_make_symbolic_link (link, "app-ruler.json", NULL, &error));
  g_assert_no_error (error);
  g_assert_true (wg_window_open_file (window, link));
  uris = wait_for_recent (window, 1, link_uri, NULL);
  g_clear_pointer (&uris, g_ptr_array_unref);
  g_usleep (2000); /* the list is ordered by time */
  g_assert_true (wg_window_open_file (window, game));
  /* Both are in the recent manager; the menu shows the file once. */
  g_assert_true (gtk_recent_manager_has_item (gtk_recent_manager_get_default (), link_uri));
  g_assert_true (gtk_recent_manager_has_item (gtk_recent_manager_get_default (), game_uri));
  uris = wait_for_recent (window, 1, game_uri, NULL);
  g_assert_cmpuint (uris->len, ==, 1);

  wg_test_destroy_window (window);
  g_file_delete (link, NULL, NULL);
  wg_test_remove_game_copy (game);
  gtk_recent_manager_purge_items (gtk_recent_manager_get_default (), NULL);
}

/* The folder Save As shows, and its suggested name; the dialog is closed. */
static GFile *
save_as_folder (WgWindow *window,
                char    **name)
{
  GListModel *toplevels = gtk_window_get_toplevels (); /* GTK's own */
  GtkWidget  *chooser = NULL;
  GFile      *folder = NULL;

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.save-as", NULL));
  for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
    {
      g_autoptr (GtkWindow) w = g_list_model_get_item (toplevels, i);

      if (GTK_IS_FILE_CHOOSER_DIALOG (w) && gtk_widget_get_visible (GTK_WIDGET (w)))
        chooser = GTK_WIDGET (w);
    }
  g_assert_nonnull (chooser);
  /* The dialog sets its folder once it has loaded it. */
  wg_test_iterate_until ((folder = gtk_file_chooser_get_current_folder (GTK_FILE_CHOOSER (chooser)))
                         != NULL);
  *name = gtk_file_chooser_get_current_name (GTK_FILE_CHOOSER (chooser));
  g_object_add_weak_pointer (G_OBJECT (chooser), (gpointer *) &chooser);
  gtk_dialog_response (GTK_DIALOG (chooser), GTK_RESPONSE_CANCEL);
  wg_test_iterate_until (chooser == NULL || !gtk_widget_get_visible (chooser));
  if (chooser != NULL)
    g_object_remove_weak_pointer (G_OBJECT (chooser), (gpointer *) &chooser);
  return folder;
}

/* Save As starts in the game file's folder; a game without a file starts
 * in the user's documents (or home), not in the folder the app was started
 * from. */
static void
test_save_as_folder (void)
{
  g_autoptr (GFile) game = wg_test_copy_ruler_game ();
  g_autoptr (GFile) game_dir = g_file_get_parent (game);
  g_autoptr (GError) error = NULL;
  g_autofree char *cwd = g_get_current_dir ();
  g_autofree char *elsewhere = g_dir_make_tmp ("wg-app-cwd-XXXXXX", &error);
  const char      *documents = g_get_user_special_dir (G_USER_DIRECTORY_DOCUMENTS);
  g_autoptr (GFile) expected = g_file_new_for_path (
    documents != NULL && g_file_test (documents, G_FILE_TEST_IS_DIR) ? documents
                                                                     : g_get_home_dir ());
  g_autoptr (GFile) started = NULL;
  g_autoptr (GFile) folder = NULL;
  g_autofree char *name = NULL;
  WgWindow        *window;

  g_assert_no_error (error);
  started = g_file_new_for_path (elsewhere);
  g_assert_cmpint (g_chdir (elsewhere), ==, 0);
  window = wg_test_sample_window ();
  g_assert_null (wg_session_get_file (wg_window_get_session (window)));
  folder = save_as_folder (window, &name);
  g_assert_nonnull (folder);
  g_assert_true (g_file_equal (folder, expected));
  g_assert_false (g_file_equal (folder, started));
  g_clear_object (&folder);
  g_clear_pointer (&name, g_free);

  g_assert_true (wg_window_open_file (window, game));
  folder = save_as_folder (window, &name);
  g_assert_true (g_file_equal (folder, game_dir));
  g_assert_cmpstr (name, ==, "app-ruler.json");

  wg_test_destroy_window (window);
  g_assert_cmpint (g_chdir (cwd), ==, 0);
  g_rmdir (elsewhere);
  wg_test_remove_game_copy (game);
  gtk_recent_manager_purge_items (gtk_recent_manager_get_default (), NULL);
}

/* A session that ends without closing, as in a crash, with its changes
 * in its slot: the slot, now free. */
static char *
crash_with_changes (GFile *file,
                    int    ships)
{
  g_autoptr (WgSession) crashed = wg_session_new ();
  g_autoptr (GError) error = NULL;
  g_auto (GStrv) orphans = NULL;
  char *slot;

  g_assert_true (wg_session_load_file (crashed, file, &error));
  g_assert_no_error (error);
  wg_test_apply (crashed, wg_test_with_ships (crashed, "P1", ships), "blue: ships on P1");
  slot = wg_session_get_autosave_slot (crashed);
  g_assert_nonnull (slot);
  g_clear_object (&crashed);
  orphans = wg_autosave_find_orphans (g_getenv ("WG_STATE_DIR"));
  g_assert_cmpuint (g_strv_length (orphans), ==, 1);
  g_assert_cmpstr (orphans[0], ==, slot);
  return slot;
}

/* The last run left unsaved changes (a slot whose lock is free): the
 * window offers them back; Restore brings them, dirty and attached to
 * their file; Discard removes them, and a window opened only to offer
 * them closes. */
static void
test_offer_restore (void)
{
  g_autoptr (GFile) file = wg_test_copy_ruler_game ();
  g_autofree char *slot = crash_with_changes (file, 5);
  g_autofree char *other_slot = NULL;
  WgWindow        *window;
  WgSession       *session;

  window = wg_test_sample_window ();
  session = wg_window_get_session (window);
  wg_window_offer_restore (window, slot, FALSE);
  /* It names the game. */
  g_assert_nonnull (strstr (adw_message_dialog_get_body (
                              wg_test_find_dialog_for (GTK_WINDOW (window))),
                            "“app-ruler.json”"));
  wg_test_respond (GTK_WINDOW (window), "restore");
  g_assert_true (g_file_equal (wg_session_get_file (session), file));
  g_assert_cmpint (ships_at (session, "P1"), ==, 5);
  g_assert_true (wg_session_get_dirty (session));
  g_assert_cmpstr (gtk_window_get_title (GTK_WINDOW (window)), ==, "• app-ruler.json");
  /* Offered once: it is this session's autosave now. */
  wg_window_offer_restore (window, slot, FALSE);
  g_assert_null (wg_test_find_dialog_for (GTK_WINDOW (window)));
  wg_test_destroy_window (window);
  g_assert_false (autosave_on_disk ());

  other_slot = crash_with_changes (file, 7);
  window = wg_test_sample_window ();
  g_object_add_weak_pointer (G_OBJECT (window), (gpointer *) &window);
  wg_window_offer_restore (window, other_slot, TRUE);
  wg_test_respond (GTK_WINDOW (window), "discard");
  g_assert_false (autosave_on_disk ());
  wg_test_iterate_until (window == NULL);

  wg_test_remove_game_copy (file);
}

int
main (int   argc,
      char *argv[])
{
  g_autofree char *home = wg_test_app_init (&argc, &argv);
  int              status;

  g_test_add_func ("/wg/app/files/save", test_save);
  g_test_add_func ("/wg/app/files/save-to", test_save_to);
  g_test_add_func ("/wg/app/files/resolve-unsaved", test_resolve_unsaved);
  g_test_add_func ("/wg/app/files/close-asks", test_close_asks);
  g_test_add_func ("/wg/app/files/open-recent-asks", test_open_recent_asks);
  g_test_add_func ("/wg/app/files/recent-games", test_recent_games);
  g_test_add_func ("/wg/app/files/recent-once", test_recent_once);
  g_test_add_func ("/wg/app/files/save-as-folder", test_save_as_folder);
  g_test_add_func ("/wg/app/files/offer-restore", test_offer_restore);
  g_test_add_func ("/wg/app/files/open-already-open", test_open_already_open);
  g_test_add_func ("/wg/app/files/changed-on-disk", test_changed_on_disk_session);
  g_test_add_func ("/wg/app/files/changed-on-disk-asks", test_changed_on_disk_window);

  status = g_test_run ();
  wg_test_app_cleanup (home);
  return status;
}
