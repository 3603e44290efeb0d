/* test-app-start.c — the start screen: shown when the app starts with nothing to open
 * Copyright 2026 The Warpgate Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Each case runs the application as a user starts it (WgApplication, its
 * own command line) in a process of its own (g_test_trap_subprocess), with
 * the folders of wg_test_app_init: its recent list ($XDG_DATA_HOME) and
 * its autosave folder ($WG_STATE_DIR) are the test's.
 */
#include "config.h"

#include "wg-application.h"
#include "wg-recent-game.h"
#include "wg-start-window.h"
#include "wg-question-view.h"
#include "wg-test-app.h"
#include "wg-test-keys.h"
#include "wg-test-new-game.h"

#define NO_GAMES "No recent games. Games you open or save are listed here."

typedef void (*Check) (GtkApplication *app,
                       gpointer        data);

typedef struct
{
  Check    check;
  gpointer data;
  gboolean started; /* the check is on its way: once */
  gboolean checked;
} Run;

static void
check_then_quit (gpointer user_data)
{
  Run            *run = user_data;
  GtkApplication *app = GTK_APPLICATION (g_application_get_default ());
  g_autoptr (GList) windows = NULL;

  run->check (app, run->data);
  run->checked = TRUE;
  windows = g_list_copy (gtk_application_get_windows (app));
  for (GList *l = windows; l != NULL; l = l->next)
    {
      if (WG_IS_WINDOW (l->data))
        wg_session_close (wg_window_get_session (l->data));
      gtk_window_destroy (l->data);
    }
}

static void
on_started (Run *run)
{
  if (run->started)
    return;
  run->started = TRUE;
  g_idle_add_once (check_then_quit, run);
}

/* `warpgate-companion [FILE]`: @check runs once the application has
 * started (activated, or opened FILE), then every window closes. */
static void
run_app (const char *file,
         Check       check,
         gpointer    data)
{
  g_autoptr (WgApplication) app = wg_application_new ();
  char *argv[] = { (char *) "warpgate-companion", (char *) file, NULL };
  Run   run = { check, data, FALSE, FALSE };

  /* A local instance: never another test's, whatever the session bus. */
  g_application_set_flags (G_APPLICATION (app),
                           G_APPLICATION_HANDLES_OPEN | G_APPLICATION_NON_UNIQUE);
  g_signal_connect_data (app, "activate", G_CALLBACK (on_started), &run, NULL,
                         G_CONNECT_AFTER | G_CONNECT_SWAPPED);
  g_signal_connect_data (app, "open", G_CALLBACK (on_started), &run, NULL,
                         G_CONNECT_AFTER | G_CONNECT_SWAPPED);
  g_assert_cmpint (g_application_run (G_APPLICATION (app), file != NULL ? 2 : 1, argv), ==, 0);
  g_assert_true (run.checked);
}

/* The application's windows of @type. */
static guint
count_windows (GtkApplication *app,
               GType           type)
{
  guint n = 0;

  for (GList *l = gtk_application_get_windows (app); l != NULL; l = l->next)
    n += G_TYPE_CHECK_INSTANCE_TYPE (l->data, type);
  return n;
}

static WgWindow *
game_window (GtkApplication *app)
{
  for (GList *l = gtk_application_get_windows (app); l != NULL; l = l->next)
    if (WG_IS_WINDOW (l->data))
      return l->data;
  return NULL;
}

static void
set_true (gboolean *flag)
{
  *flag = TRUE;
}

/* A copy of tests/data/@name in @dir, written to the user's recent list
 * (through @manager, on its file) as the app writes a game it opened or
 * saved. */
static char *
add_recent (GtkRecentManager *manager,
            const char       *dir,
            const char       *name)
{
  const char      *groups[] = { WG_WINDOW_RECENT_GROUP, NULL };
  g_autofree char *source = g_test_build_filename (G_TEST_DIST, "data", name, NULL);
  char            *path = g_build_filename (dir, name, NULL);
  g_autofree char *uri = g_filename_to_uri (path, NULL, NULL);
  g_autofree char *contents = NULL;
  gsize            length = 0;
  gboolean         written = FALSE;
  gulong           handler = g_signal_connect_swapped (manager, "changed", G_CALLBACK (set_true),
                                                       &written);
  GtkRecentData    recent = { .mime_type = (char *) "application/json",
                              .app_name = (char *) "Warpgate Companion",
                              .app_exec = (char *) "warpgate-companion %u",
                              .groups = (char **) groups };

  g_assert_true (g_file_get_contents (source, &contents, &length, NULL));
  g_assert_true (g_file_set_contents (path, contents, (gssize) length, NULL));
  g_assert_true (gtk_recent_manager_add_full (manager, uri, &recent));
  /* The manager writes its file after a main loop turn, then says so. */
  wg_test_iterate_until (written);
  g_signal_handler_disconnect (manager, handler);
  return path;
}

static gboolean
all_read (GListModel *games,
          guint       n)
{
  if (g_list_model_get_n_items (games) != n)
    return FALSE;
  for (guint i = 0; i < n; i++)
    {
      g_autoptr (WgRecentGame) game = g_list_model_get_item (games, i);

      if (wg_recent_game_get_state (game) == WG_RECENT_GAME_LOADING)
        return FALSE;
    }
  return TRUE;
}

/* The row of the game whose file is @path. */
static GtkWidget *
row_of (WgRecentGamesList *list,
        const char        *path)
{
  GtkListBox *box = wg_recent_games_list_get_list_box (list);

  for (int i = 0;; i++)
    {
      GtkListBoxRow *row = gtk_list_box_get_row_at_index (box, i);
      WgRecentGame  *game;

      g_assert_nonnull (row);
      game = g_object_get_data (G_OBJECT (row), "wg-game");
      if (game != NULL && g_strcmp0 (g_file_peek_path (wg_recent_game_get_file (game)), path) == 0)
        return GTK_WIDGET (row);
    }
}

static gboolean
count_frame (GtkWidget     *widget,
             GdkFrameClock *clock,
             gpointer       frames)
{
  (*(guint *) frames)++;
  return G_SOURCE_CONTINUE;
}

/* Until @window has drawn @n frames: laid out at its size, as shown. */
static void
wait_frames (GtkWindow *window,
             guint      n)
{
  guint frames = 0;
  guint id = gtk_widget_add_tick_callback (GTK_WIDGET (window), count_frame, &frames, NULL);

  wg_test_iterate_until (frames >= n);
  gtk_widget_remove_tick_callback (GTK_WIDGET (window), id);
}

/* Tab alone reaches New Game…, Open…, Try the Sample Game and the first
 * recent game's row: the focus goes round the window, each visited. */
static void
check_tab_reaches (GtkWindow *start,
                   GtkWidget *first_row)
{
  const char *labels[] = { "_New Game…", "_Open…", "_Try the Sample Game" };
  g_autoptr (GHashTable) visited = g_hash_table_new (NULL, NULL);

  /* Tab goes by where the widgets are: laid out first. */
  wg_test_iterate_until (gtk_widget_get_mapped (first_row) && gtk_widget_get_height (first_row) > 0);
  wait_frames (start, 3);
  wg_keys_settle ();
  for (guint i = 0; i < 20; i++)
    {
      g_hash_table_add (visited, gtk_root_get_focus (GTK_ROOT (start)));
      g_assert_true (wg_keys_press (start, GDK_KEY_Tab, 0));
    }
  for (guint i = 0; i < G_N_ELEMENTS (labels); i++)
    g_assert_true (g_hash_table_contains (visited,
                                          wg_test_find_button (GTK_WIDGET (start), labels[i])));
  g_assert_true (g_hash_table_contains (visited, first_row));
}

/* ---- No file, no autosave: the start screen ---- */

typedef struct
{
  char *tie;     /* play-log-tie.json: finished, Ben wins with 6 VP */
  char *midgame; /* score-midgame.json: round 4 */
} Recent;

static void
check_start_screen (GtkApplication *app,
                    gpointer        data)
{
  Recent            *recent = data;
  GtkWindow         *start = gtk_application_get_active_window (app);
  WgRecentGamesList *list;
  GListModel        *games;
  GtkWidget         *row;
  WgWindow          *window;

  /* The start screen alone: no game window, not the sample's. */
  g_assert_true (WG_IS_START_WINDOW (start));
  g_assert_cmpuint (count_windows (app, WG_TYPE_WINDOW), ==, 0);
  g_assert_nonnull (wg_test_find_label (GTK_WIDGET (start), "Recent Games"));
  list = wg_start_window_get_recent (WG_START_WINDOW (start));
  games = wg_recent_games_list_get_games (list);
  wg_test_iterate_until (all_read (games, 2));

  /* The games written before, with their summaries; the line saying there
   * is none is hidden (a screen reader would still find it otherwise). */
  g_assert_false (gtk_widget_get_visible (GTK_WIDGET (wg_test_find_label (GTK_WIDGET (start), NO_GAMES))));
  row = row_of (list, recent->tie);
  g_assert_true (g_str_has_suffix (adw_action_row_get_subtitle (ADW_ACTION_ROW (row)),
                                   "Aiko (blue), Ben \"the Bold\" (red), Zoë (green)\n"
                                   "Finished · Ben \"the Bold\" wins with 6 VP"));
  g_assert_true (g_str_has_suffix (
    adw_action_row_get_subtitle (ADW_ACTION_ROW (row_of (list, recent->midgame))), "Round 4"));

  /* Every button and the rows reached with Tab; Enter on the focused row
   * opens its game in a window of its own, and the start screen goes. */
  check_tab_reaches (start, GTK_WIDGET (gtk_list_box_get_row_at_index (
                              wg_recent_games_list_get_list_box (list), 0)));
  g_object_add_weak_pointer (G_OBJECT (start), (gpointer *) &start);
  gtk_widget_grab_focus (row);
  g_assert_true (wg_keys_press (start, GDK_KEY_Return, 0));
  wg_test_iterate_until (start == NULL && game_window (app) != NULL);
  window = game_window (app);
  g_assert_cmpstr (g_file_peek_path (wg_session_get_file (wg_window_get_session (window))), ==,
                   recent->tie);
  g_assert_cmpstr (wg_game_get_name (wg_session_get_game (wg_window_get_session (window))), ==,
                   "Scoring");
  g_assert_cmpuint (count_windows (app, WG_TYPE_START_WINDOW), ==, 0);
}

static void
test_recent (void)
{
  g_autoptr (GError) error = NULL;
  g_autofree char  *dir = g_dir_make_tmp ("wg-start-XXXXXX", &error);
  g_autofree char  *xbel = g_build_filename (g_get_user_data_dir (), "recently-used.xbel", NULL);
  GtkRecentManager *manager = g_object_new (GTK_TYPE_RECENT_MANAGER, "filename", xbel, NULL);
  Recent            recent;

  g_assert_no_error (error);
  g_assert_cmpint (g_mkdir_with_parents (g_get_user_data_dir (), 0700), ==, 0);
  /* The user's recent list written before the app starts, as a run of the
   * app before this one left it; the app reads it as it starts. */
  recent.midgame = add_recent (manager, dir, "score-midgame.json");
  recent.tie = add_recent (manager, dir, "play-log-tie.json");
  g_object_unref (manager);
  run_app (NULL, check_start_screen, &recent);
  g_unlink (recent.tie);
  g_unlink (recent.midgame);
  g_rmdir (dir);
  g_free (recent.tie);
  g_free (recent.midgame);
}

/* ---- New Game, the sample, keys ---- */

static GtkWindow *
toplevel_over (GType      type,
               GtkWindow *parent)
{
  GListModel *toplevels = gtk_window_get_toplevels ();

  for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
    {
      g_autoptr (GtkWindow) window = g_list_model_get_item (toplevels, i);

      if (G_TYPE_CHECK_INSTANCE_TYPE (window, type)
          && gtk_window_get_transient_for (window) == parent
          && gtk_widget_get_visible (GTK_WIDGET (window)))
        return window;
    }
  return NULL;
}

/* New Game's questions answered through its question view, each with its
 * first option, until the dialog closes on the game. */
static void
answer_new_game (WgNewGameWindow **dialog)
{
  WgNewGameModel *model = wg_new_game_window_get_model (*dialog);

  if (wg_new_game_model_get_promotion_deck (model) < 0)
    wg_new_game_model_set_promotion_deck (model, WG_TEST_PROMOTION_CARDS);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (*dialog), "new-game.create", NULL));
  for (guint n = 0; *dialog != NULL; n++)
    {
      GtkListBox *list;

      g_assert_cmpuint (n, <, 40);
      g_assert_cmpstr (wg_new_game_window_get_page (*dialog), ==, "question");
      list = wg_question_view_get_list (
        WG_QUESTION_VIEW (wg_test_find_type (GTK_WIDGET (*dialog), WG_TYPE_QUESTION_VIEW)));
      g_signal_emit_by_name (list, "row-activated", gtk_list_box_get_row_at_index (list, 0));
    }
}

/* No recent game: the list says so. Ctrl+N opens New Game over the start
 * screen; closed, the start screen stays; again, the game made there opens
 * in a game window, and the start screen goes. */
static void
check_new_game (GtkApplication *app,
                gpointer        data)
{
  GtkWindow       *start = gtk_application_get_active_window (app);
  WgNewGameWindow *dialog;
  WgSession       *session;

  g_assert_true (WG_IS_START_WINDOW (start));
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (wg_test_find_label (GTK_WIDGET (start), NO_GAMES))));
  wg_keys_settle ();

  g_assert_true (wg_keys_press (start, GDK_KEY_n, GDK_CONTROL_MASK));
  dialog = WG_NEW_GAME_WINDOW (toplevel_over (WG_TYPE_NEW_GAME_WINDOW, start));
  g_assert_nonnull (dialog);
  g_object_add_weak_pointer (G_OBJECT (dialog), (gpointer *) &dialog);
  gtk_window_destroy (GTK_WINDOW (dialog));
  g_assert_null (dialog);
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (start)));
  g_assert_null (game_window (app));

  g_assert_true (wg_keys_press (start, GDK_KEY_n, GDK_CONTROL_MASK));
  dialog = WG_NEW_GAME_WINDOW (toplevel_over (WG_TYPE_NEW_GAME_WINDOW, start));
  g_assert_nonnull (dialog);
  g_object_add_weak_pointer (G_OBJECT (dialog), (gpointer *) &dialog);
  g_object_add_weak_pointer (G_OBJECT (start), (gpointer *) &start);
  answer_new_game (&dialog);
  wg_test_iterate_until (start == NULL);
  g_assert_nonnull (game_window (app));
  session = wg_window_get_session (game_window (app));
  /* The game just made, not saved: no file, its set-up the history's start. */
  g_assert_nonnull (wg_session_get_game (session));
  g_assert_null (wg_session_get_file (session));
  g_assert_cmpuint (count_windows (app, WG_TYPE_WINDOW), ==, 1);
}

static void
test_new_game (void)
{
  run_app (NULL, check_new_game, NULL);
}

/* Try the Sample Game: the sample's window (no file), and the start screen
 * goes. */
static void
check_sample (GtkApplication *app,
              gpointer        data)
{
  GtkWindow *start = gtk_application_get_active_window (app);
  WgWindow  *window;

  g_assert_true (WG_IS_START_WINDOW (start));
  g_object_add_weak_pointer (G_OBJECT (start), (gpointer *) &start);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (start), "win.sample", NULL));
  wg_test_iterate_until (start == NULL);
  window = game_window (app);
  g_assert_nonnull (window);
  g_assert_null (wg_session_get_file (wg_window_get_session (window)));
  g_assert_cmpstr (wg_game_get_name (wg_session_get_game (wg_window_get_session (window))), ==,
                   "Sample layout — solo (illustrative, not the real tiles)");
}

static void
test_sample (void)
{
  run_app (NULL, check_sample, NULL);
}

/* Ctrl+O opens the game file chooser over the start screen; Escape then
 * closes the start screen, and the application ends with it. */
static void
check_keys (GtkApplication *app,
            gpointer        data)
{
  GtkWindow *start = gtk_application_get_active_window (app);

  g_assert_true (WG_IS_START_WINDOW (start));
  wg_keys_settle ();
  g_assert_true (wg_keys_press (start, GDK_KEY_o, GDK_CONTROL_MASK));
  wg_test_iterate_until (toplevel_over (GTK_TYPE_FILE_CHOOSER_DIALOG, start) != NULL);
  gtk_dialog_response (GTK_DIALOG (toplevel_over (GTK_TYPE_FILE_CHOOSER_DIALOG, start)),
                       GTK_RESPONSE_CANCEL);
  wg_test_iterate_until (toplevel_over (GTK_TYPE_FILE_CHOOSER_DIALOG, start) == NULL);
  g_object_add_weak_pointer (G_OBJECT (start), (gpointer *) &start);
  g_assert_true (wg_keys_press (start, GDK_KEY_Escape, 0));
  wg_test_iterate_until (start == NULL);
  g_assert_null (gtk_application_get_windows (app));
}

static void
test_keys (void)
{
  run_app (NULL, check_keys, NULL);
}

/* Ctrl+W closes the start screen too, as it closes any window. */
static void
check_ctrl_w (GtkApplication *app,
              gpointer        data)
{
  GtkWindow *start = gtk_application_get_active_window (app);

  g_assert_true (WG_IS_START_WINDOW (start));
  wg_keys_settle ();
  g_object_add_weak_pointer (G_OBJECT (start), (gpointer *) &start);
  g_assert_true (wg_keys_press (start, GDK_KEY_w, GDK_CONTROL_MASK));
  wg_test_iterate_until (start == NULL);
  g_assert_null (gtk_application_get_windows (app));
}

static void
test_ctrl_w (void)
{
  run_app (NULL, check_ctrl_w, NULL);
}

/* ---- A file, or a game to restore: no start screen ---- */

static void
check_file (GtkApplication *app,
            gpointer        path)
{
  WgWindow *window = game_window (app);

  g_assert_cmpuint (count_windows (app, WG_TYPE_START_WINDOW), ==, 0);
  g_assert_nonnull (window);
  g_assert_cmpstr (g_file_peek_path (wg_session_get_file (wg_window_get_session (window))), ==,
                   path);
}

static void
test_file (void)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "data", "play-log-tie.json", NULL);

  run_app (path, check_file, path);
}

/* A run that ended without closing left unsaved changes: started with no
 * file, the app offers to restore them in a game window, as before. */
static void
check_restore (GtkApplication *app,
               gpointer        data)
{
  WgWindow *window = game_window (app);

  g_assert_cmpuint (count_windows (app, WG_TYPE_START_WINDOW), ==, 0);
  g_assert_nonnull (window);
  g_assert_true (wg_session_can_restore (wg_window_get_session (window)));
  g_assert_nonnull (toplevel_over (ADW_TYPE_MESSAGE_DIALOG, GTK_WINDOW (window)));
}

static void
test_restore (void)
{
  g_autoptr (WgSession) crashed = wg_test_load_session ("app-ruler.json");

  wg_test_apply (crashed, wg_test_with_ships (crashed, "P1", 5), "blue: 5 ships on P1");
  g_assert_nonnull (wg_session_get_autosave_slot (crashed));
  /* The crash: finalized without closing. */
  g_clear_object (&crashed);
  run_app (NULL, check_restore, NULL);
}

/* ---- Narrow ---- */

/* At 360 × 720 (a phone held upright) the start screen is no wider than
 * the screen: every button and the recent game's row lie inside it. */
static void
test_narrow (void)
{
  g_autofree char *dir = g_dir_make_tmp ("wg-start-XXXXXX", NULL);
  g_autofree char *xbel = g_build_filename (dir, "recently-used.xbel", NULL);
  g_autoptr (GtkRecentManager) manager = g_object_new (GTK_TYPE_RECENT_MANAGER, "filename", xbel,
                                                       NULL);
  g_autofree char   *tie = add_recent (manager, dir, "play-log-tie.json");
  WgStartWindow     *start = wg_start_window_new (NULL, manager, WG_WINDOW_RECENT_GROUP, NULL);
  WgRecentGamesList *list = wg_start_window_get_recent (start);
  const char        *labels[] = { "_New Game…", "_Open…", "_Try the Sample Game" };
  GtkWidget         *row;
  graphene_rect_t    bounds;

  gtk_window_set_default_size (GTK_WINDOW (start), 360, 720);
  gtk_window_present (GTK_WINDOW (start));
  wg_test_iterate_until (all_read (wg_recent_games_list_get_games (list), 1));
  row = row_of (list, tie);
  wg_test_iterate_until (gtk_widget_get_mapped (row) && gtk_widget_get_width (row) > 0);
  g_assert_cmpint (gtk_widget_get_width (GTK_WIDGET (start)), <=, 360);
  for (guint i = 0; i < G_N_ELEMENTS (labels); i++)
    {
      GtkWidget *button = GTK_WIDGET (wg_test_find_button (GTK_WIDGET (start), labels[i]));

      g_assert_nonnull (button);
      g_assert_true (gtk_widget_compute_bounds (button, GTK_WIDGET (start), &bounds));
      g_assert_cmpfloat (bounds.origin.x, >=, 0);
      g_assert_cmpfloat (bounds.origin.x + bounds.size.width, <=, 360);
    }
  g_assert_true (gtk_widget_compute_bounds (row, GTK_WIDGET (start), &bounds));
  g_assert_cmpfloat (bounds.origin.x, >=, 0);
  g_assert_cmpfloat (bounds.origin.x + bounds.size.width, <=, 360);
  gtk_window_destroy (GTK_WINDOW (start));
  g_unlink (tie);
  g_unlink (xbel);
  g_rmdir (dir);
}

/* Each case in a process of its own: one application per process. */
static void
in_subprocess (gconstpointer test)
{
  if (g_test_subprocess ())
    {
      ((GTestFunc) test) ();
      return;
    }
  g_test_trap_subprocess (NULL, 0, G_TEST_SUBPROCESS_INHERIT_STDOUT | G_TEST_SUBPROCESS_INHERIT_STDERR);
  g_test_trap_assert_passed ();
}

/* ---- A recent game that no longer reads ---- */

/* The file was listed, then changed so that it no longer reads (another
 * program wrote over it): Enter on its row explains why over the start
 * screen, which stays; no game window opens, and the file is not written. */
static void
check_refused (GtkApplication *app,
               gpointer        data)
{
  const char        *path = data;
  GtkWindow         *start = gtk_application_get_active_window (app);
  WgRecentGamesList *list;
  GtkWindow         *dialog;
  g_autofree char   *after = NULL;

  g_assert_true (WG_IS_START_WINDOW (start));
  list = wg_start_window_get_recent (WG_START_WINDOW (start));
  wg_test_iterate_until (all_read (wg_recent_games_list_get_games (list), 1));
  g_assert_true (g_file_set_contents (path, "{\"format\": 7}", -1, NULL));
  gtk_widget_grab_focus (row_of (list, path));
  g_assert_true (wg_keys_press (start, GDK_KEY_Return, 0));
  wg_test_iterate_until (toplevel_over (ADW_TYPE_MESSAGE_DIALOG, start) != NULL);
  dialog = toplevel_over (ADW_TYPE_MESSAGE_DIALOG, start);
  g_assert_cmpstr (adw_message_dialog_get_heading (ADW_MESSAGE_DIALOG (dialog)), ==,
                   "Could Not Open “play-log-tie.json”");
  g_assert_nonnull (strstr (adw_message_dialog_get_body (ADW_MESSAGE_DIALOG (dialog)), "format"));
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (start)));
  g_assert_cmpuint (count_windows (app, WG_TYPE_WINDOW), ==, 0);
  g_assert_true (g_file_get_contents (path, &after, NULL, NULL));
  g_assert_cmpstr (after, ==, "{\"format\": 7}");
  gtk_window_destroy (dialog);
}

static void
test_refused (void)
{
  g_autoptr (GError) error = NULL;
  g_autofree char  *dir = g_dir_make_tmp ("wg-start-XXXXXX", &error);
  g_autofree char  *xbel = g_build_filename (g_get_user_data_dir (), "recently-used.xbel", NULL);
  GtkRecentManager *manager = g_object_new (GTK_TYPE_RECENT_MANAGER, "filename", xbel, NULL);
  g_autofree char  *path = NULL;

  g_assert_no_error (error);
  g_assert_cmpint (g_mkdir_with_parents (g_get_user_data_dir (), 0700), ==, 0);
  path = add_recent (manager, dir, "play-log-tie.json");
  g_object_unref (manager);
  run_app (NULL, check_refused, path);
  g_unlink (path);
  g_rmdir (dir);
}

int
main (int   argc,
      char *argv[])
{
  g_autofree char *home = wg_test_app_init (&argc, &argv);
  int              status;

  g_test_add_data_func ("/wg/app/start/recent", test_recent, in_subprocess);
  g_test_add_data_func ("/wg/app/start/refused", test_refused, in_subprocess);
  g_test_add_data_func ("/wg/app/start/new-game", test_new_game, in_subprocess);
  g_test_add_data_func ("/wg/app/start/sample", test_sample, in_subprocess);
  g_test_add_data_func ("/wg/app/start/keys", test_keys, in_subprocess);
  g_test_add_data_func ("/wg/app/start/ctrl-w", test_ctrl_w, in_subprocess);
  g_test_add_data_func ("/wg/app/start/file", test_file, in_subprocess);
  g_test_add_data_func ("/wg/app/start/restore", test_restore, in_subprocess);
  g_test_add_data_func ("/wg/app/start/narrow", test_narrow, in_subprocess);
  status = g_test_run ();
  wg_test_app_cleanup (home);
  return status;
}
