/* wg-test-app.h — what the app's widget tests share: windows, waiting, finding widgets
 * Copyright 2026 The Warpgate Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib/gstdio.h>
#include <string.h>

#include "wg-autosave.h"
#include "wg-turn-panel.h"
#include "wg-window.h"

/* How long a wait may last before the test fails: 10 s, times
 * $WG_TEST_SLOWDOWN when it is set (build-aux/test.sh --valgrind sets it:
 * a frame takes seconds under valgrind). */
static inline gint64
wg_test_timeout_us (void)
{
  const char *slowdown = g_getenv ("WG_TEST_SLOWDOWN");
  guint64     factor = 1;

  if (slowdown != NULL)
    g_assert_true (g_ascii_string_to_unsigned (slowdown, 10, 1, 1000, &factor, NULL));
  return 10 * G_USEC_PER_SEC * (gint64) factor;
}

#define WG_TEST_TIMEOUT_US (wg_test_timeout_us ())

/* Folders of the test's own, before GTK starts: the recent games list
 * ($XDG_DATA_HOME) and the autosave ($WG_STATE_DIR) are never the user's. */
static inline char *
wg_test_app_init (int    *argc,
                  char ***argv)
{
  g_autoptr (GError) error = NULL;
  char            *home = g_dir_make_tmp ("wg-app-home-XXXXXX", &error);
  g_autofree char *data = g_build_filename (home, "data", NULL);
  g_autofree char *state = g_build_filename (home, "state", NULL);

  g_assert_no_error (error);
  g_setenv ("XDG_DATA_HOME", data, TRUE);
  g_setenv ("WG_STATE_DIR", state, TRUE);
  gtk_test_init (argc, argv, NULL);
  adw_init ();
  return home;
}

/* The autosaves in the slots under @root, locked or not. */
static inline guint
wg_test_count_autosaves (const char *root)
{
  g_autoptr (GDir) listing = g_dir_open (root, 0, NULL);
  const char *name;
  guint       n = 0;

  while (listing != NULL && (name = g_dir_read_name (listing)) != NULL)
    {
      g_autofree char *slot = g_build_filename (root, name, NULL);

      n += wg_autosave_exists (slot);
    }
  return n;
}

/* Removes the slots that sessions finalized without closing left under
 * @root (as after a crash), and @root if that empties it. */
static inline void
wg_test_remove_slots (const char *root)
{
  g_auto (GStrv) slots = wg_autosave_find_orphans (root);

  for (guint i = 0; slots[i] != NULL; i++)
    wg_autosave_slot_remove (slots[i]);
  g_rmdir (root);
}

/* Removes what the tests left in the folders of wg_test_app_init. */
static inline void
wg_test_app_cleanup (const char *home)
{
  g_autofree char *data = g_build_filename (home, "data", NULL);
  g_autofree char *recent = g_build_filename (data, "recently-used.xbel", NULL);

  wg_test_remove_slots (g_getenv ("WG_STATE_DIR"));
  g_rmdir (g_getenv ("WG_STATE_DIR"));
  g_unlink (recent);
  g_rmdir (data);
  g_rmdir (home);
}

/* A log writer that counts every warning, critical and error into the
 * guint @counter points at, then hands the message to GLib's default
 * writer (which prints it, on stderr, and ends the process where the
 * suite's G_DEBUG=fatal-warnings asks). Set it once per program:
 * g_log_set_writer_func (wg_test_count_warnings, &counter, NULL). */
static inline GLogWriterOutput
wg_test_count_warnings (GLogLevelFlags   level,
                        const GLogField *fields,
                        gsize            n_fields,
                        gpointer         counter)
{
  if (level & (G_LOG_LEVEL_WARNING | G_LOG_LEVEL_CRITICAL | G_LOG_LEVEL_ERROR))
    (*(guint *) counter)++;
  return g_log_writer_default (level, fields, n_fields, NULL);
}

/* Runs the main loop until @done (checked after each iteration) or fails. */
/* Iterates the default main context until @done, failing the test once
 * @limit_us has passed. */
#define wg_test_iterate_within(done, limit_us)                   \
  G_STMT_START                                                   \
  {                                                              \
    gint64 deadline_ = g_get_monotonic_time () + (limit_us);     \
    while (!(done))                                              \
      {                                                          \
        g_assert_cmpint (g_get_monotonic_time (), <, deadline_); \
        g_main_context_iteration (NULL, FALSE);                  \
        g_usleep (1000);                                         \
      }                                                          \
  }                                                              \
  G_STMT_END

#define wg_test_iterate_until(done) wg_test_iterate_within (done, WG_TEST_TIMEOUT_US)

static inline void
wg_test_wait_for_layout (WgBoardView *view)
{
  wg_test_iterate_until (wg_board_view_get_hex_size (view) > 0
                         && gtk_widget_get_mapped (GTK_WIDGET (view)));
}

/* @widget's own drawing, now: its snapshot vfunc, called directly rather
 * than waiting for the frame clock to draw the window. The node is handed
 * back and must outlive later renders: the GL renderer caches what it drew
 * for a node by the node's address, and a new node allocated where a freed
 * one was would be drawn from that stale cache. */
static inline GdkTexture *
wg_test_render (GtkWidget      *widget,
                GskRenderNode **node)
{
  GtkSnapshot *snapshot = gtk_snapshot_new ();
  GskRenderer *renderer = gtk_native_get_renderer (gtk_widget_get_native (widget));

  GTK_WIDGET_GET_CLASS (widget)->snapshot (widget, snapshot);
  *node = gtk_snapshot_free_to_node (snapshot);
  g_assert_nonnull (*node);
  return gsk_renderer_render_texture (renderer, *node,
                                      &GRAPHENE_RECT_INIT (0, 0, gtk_widget_get_width (widget),
                                                           gtk_widget_get_height (widget)));
}

/* The pixel of @texture at (x, y), which must be inside it, in B, G, R, A. */
static inline void
wg_test_pixel_at (GdkTexture *texture, double x, double y, guint8 bgra[4])
{
  int                width = gdk_texture_get_width (texture), height = gdk_texture_get_height (texture);
  g_autofree guint8 *data = g_malloc ((gsize) width * height * 4);
  int                px = (int) x, py = (int) y;

  g_assert_cmpint (px, >=, 0);
  g_assert_cmpint (py, >=, 0);
  g_assert_cmpint (px, <, width);
  g_assert_cmpint (py, <, height);
  gdk_texture_download (texture, data, (gsize) width * 4);
  memcpy (bgra, data + ((gsize) py * width + px) * 4, 4);
}

/* A session on tests/data/@name (its autosave in the test's folder). */
static inline WgSession *
wg_test_load_session (const char *name)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "data", name, NULL);
  g_autoptr (GFile) file = g_file_new_for_path (path);
  g_autoptr (GError) error = NULL;
  WgSession *session = wg_session_new ();

  g_assert_true (wg_session_load_file (session, file, &error));
  g_assert_no_error (error);
  return session;
}

/* The cell of the location @id on @session's board; the test fails when
 * the board has no such location. */
static inline int
wg_test_cell (WgSession  *session,
              const char *id)
{
  int c = wg_board_find_location (wg_session_get_game (session)->board, id);

  g_assert_cmpint (c, >=, 0);
  return c;
}

static inline WgWindow *
wg_test_window_on (WgSession *session)
{
  WgWindow *window = wg_window_new (NULL, session);

  gtk_window_present (GTK_WINDOW (window));
  wg_test_wait_for_layout (wg_window_get_board_view (window));
  return window;
}

static inline WgWindow *
wg_test_sample_window (void)
{
  g_autoptr (WgSession) session = wg_session_new ();
  g_autoptr (GError) error = NULL;

  g_assert_true (wg_session_load_resource (session, WG_SESSION_SAMPLE_RESOURCE, &error));
  g_assert_no_error (error);
  return wg_test_window_on (session);
}

/* Destroys the window and checks that the session and the window went with
 * it: nothing else holds them. */
static inline void
wg_test_destroy_window (WgWindow *window)
{
  WgSession   *session = wg_window_get_session (window);
  WgHistory   *history = wg_session_get_history (session);
  WgBoardView *view = wg_window_get_board_view (window);

  /* As a clean close would: no autosave is left for the next test. */
  wg_session_close (session);
  g_object_add_weak_pointer (G_OBJECT (session), (gpointer *) &session);
  g_object_add_weak_pointer (G_OBJECT (window), (gpointer *) &window);
  g_object_add_weak_pointer (G_OBJECT (view), (gpointer *) &view);
  if (history != NULL)
    g_object_add_weak_pointer (G_OBJECT (history), (gpointer *) &history);
  gtk_window_destroy (GTK_WINDOW (window));
  wg_test_iterate_until (session == NULL && window == NULL && view == NULL && history == NULL);
}

/* The first widget under @widget of @type (popovers included: they are
 * their button's children). */
static inline GtkWidget *
wg_test_find_type (GtkWidget *widget,
                   GType      type)
{
  if (G_TYPE_CHECK_INSTANCE_TYPE (widget, type))
    return widget;
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = wg_test_find_type (child, type);

      if (found != NULL)
        return found;
    }
  return NULL;
}

/* A main window on tests/data/@name (NULL: the sample game) and, in
 * *@panel, its turn panel: End Turn is the window's (win.end-turn). */
static inline WgWindow *
wg_test_turn_window (const char *name,
                     GtkWidget **panel)
{
  WgWindow *window;

  if (name == NULL)
    window = wg_test_sample_window ();
  else
    {
      g_autoptr (WgSession) session = wg_test_load_session (name);

      window = wg_test_window_on (session);
    }
  *panel = wg_test_find_type (GTK_WIDGET (window), WG_TYPE_TURN_PANEL);
  g_assert_nonnull (*panel);
  return window;
}

/* The *@n-th widget (from 0) of @type under @widget, depth first, or
 * NULL; *@n counts down past the ones found before it. */
static inline GtkWidget *
wg_test_find_nth (GtkWidget *widget,
                  GType      type,
                  guint     *n)
{
  if (G_TYPE_CHECK_INSTANCE_TYPE (widget, type) && (*n)-- == 0)
    return widget;
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = wg_test_find_nth (child, type, n);

      if (found != NULL)
        return found;
    }
  return NULL;
}

/* The same, which must be there. */
static inline GtkWidget *
wg_test_nth (gpointer widget,
             GType    type,
             guint    n)
{
  GtkWidget *found = wg_test_find_nth (GTK_WIDGET (widget), type, &n);

  g_assert_nonnull (found);
  return found;
}

static inline AdwMessageDialog *
wg_test_find_dialog_for (GtkWindow *parent)
{
  GListModel *toplevels = gtk_window_get_toplevels ();

  for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
    {
      g_autoptr (GtkWindow) w = g_list_model_get_item (toplevels, i);

      if (ADW_IS_MESSAGE_DIALOG (w) && gtk_window_get_transient_for (w) == parent
          && gtk_widget_get_visible (GTK_WIDGET (w)))
        return ADW_MESSAGE_DIALOG (w);
    }
  return NULL;
}

static inline GtkWidget *
wg_test_find_button (GtkWidget  *widget,
                     const char *label)
{
  if (GTK_IS_BUTTON (widget) && g_strcmp0 (gtk_button_get_label (GTK_BUTTON (widget)), label) == 0)
    return widget;
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = wg_test_find_button (child, label);

      if (found != NULL)
        return found;
    }
  return NULL;
}

/* The label under @widget whose shown text is @text, or NULL. */
static inline GtkLabel *
wg_test_find_label (GtkWidget  *widget,
                    const char *text)
{
  if (GTK_IS_LABEL (widget) && g_strcmp0 (gtk_label_get_text (GTK_LABEL (widget)), text) == 0)
    return GTK_LABEL (widget);
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkLabel *found = wg_test_find_label (child, text);

      if (found != NULL)
        return found;
    }
  return NULL;
}

/* Answers the dialog on @parent (which must be there) as a person would:
 * with a click on @response's button, which closes the dialog. */
static inline void
wg_test_respond (GtkWindow  *parent,
                 const char *response)
{
  AdwMessageDialog *dialog = wg_test_find_dialog_for (parent);
  GtkWidget        *button;

  g_assert_nonnull (dialog);
  g_assert_true (adw_message_dialog_has_response (dialog, response));
  button = wg_test_find_button (GTK_WIDGET (dialog),
                                adw_message_dialog_get_response_label (dialog, response));
  g_assert_nonnull (button);
  g_signal_emit_by_name (button, "clicked");
  g_assert_null (wg_test_find_dialog_for (parent));
}

static inline GtkWidget *
wg_test_find_with_class (GtkWidget  *widget,
                         const char *css_class)
{
  if (gtk_widget_has_css_class (widget, css_class))
    return widget;
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = wg_test_find_with_class (child, css_class);

      if (found != NULL)
        return found;
    }
  return NULL;
}

/* The toplevel of @type, or NULL. */
static inline GtkWindow *
wg_test_toplevel_of_type (GType type)
{
  GListModel *toplevels = gtk_window_get_toplevels (); /* GTK's own */
  GtkWindow  *found = NULL;

  for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
    {
      g_autoptr (GObject) item = g_list_model_get_item (toplevels, i);

      if (G_TYPE_CHECK_INSTANCE_TYPE (item, type))
        found = GTK_WINDOW (item);
    }
  return found;
}

/* The first widget under @widget whose action is @action_name. */
static inline GtkWidget *
wg_test_find_actionable (GtkWidget  *widget,
                         const char *action_name)
{
  if (GTK_IS_ACTIONABLE (widget)
      && g_strcmp0 (gtk_actionable_get_action_name (GTK_ACTIONABLE (widget)), action_name) == 0)
    return widget;
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = wg_test_find_actionable (child, action_name);

      if (found != NULL)
        return found;
    }
  return NULL;
}

/* The Undo button of the window's toast, while one offers Undo. */
static inline GtkWidget *
wg_test_toast_undo_button (WgWindow *window)
{
  GtkWidget *overlay = wg_test_find_type (GTK_WIDGET (window), ADW_TYPE_TOAST_OVERLAY);

  g_assert_nonnull (overlay);
  return wg_test_find_actionable (overlay, "game.undo-step");
}

/* The ruler game (tests/data/app-ruler.json) copied to a folder of its own,
 * so that a test may save over it. */
static inline GFile *
wg_test_copy_ruler_game (void)
{
  g_autofree char *source = g_test_build_filename (G_TEST_DIST, "data", "app-ruler.json", NULL);
  g_autoptr (GError) error = NULL;
  g_autofree char *dir = g_dir_make_tmp ("wg-app-game-XXXXXX", &error);
  g_autofree char *path = NULL;
  g_autofree char *text = NULL;

  g_assert_no_error (error);
  path = g_build_filename (dir, "app-ruler.json", NULL);
  g_assert_true (g_file_get_contents (source, &text, NULL, &error));
  g_assert_true (g_file_set_contents (path, text, -1, &error));
  g_assert_no_error (error);
  return g_file_new_for_path (path);
}

static inline void
wg_test_remove_game_copy (GFile *file)
{
  g_autoptr (GFile) dir = g_file_get_parent (file);

  g_file_delete (file, NULL, NULL);
  g_file_delete (dir, NULL, NULL);
}

/* The session's game with @count ships where @id's ships are. */
static inline WgGame *
wg_test_with_ships (WgSession  *session,
                    const char *id,
                    int         count)
{
  WgGame *game = wg_game_copy (wg_session_get_game (session));
  int     cell = wg_board_find_location (game->board, id);

  g_assert_cmpint (cell, >=, 0);
  g_assert_cmpint (game->stacks[cell].ship_owner, !=, WG_NO_PLAYER);
  game->stacks[cell].ships = (guint8) count;
  return game;
}

static inline void
wg_test_apply (WgSession  *session,
               WgGame     *game,
               const char *description)
{
  g_autoptr (GError) error = NULL;

  g_assert_true (wg_session_apply (session, game, description, &error));
  g_assert_no_error (error);
}
