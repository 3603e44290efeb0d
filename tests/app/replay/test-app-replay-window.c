/* test-app-replay-window.c — the replay window under Xvfb: keys, the timeline, Continue From Here
 * Copyright 2026 The Warpgate Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * On wg-test-chain.h's game, played with the real warpgate-cli
 * (its path is the first argument); test-app-replay-model.c lists its
 * turns and rounds.
 */
#include "../shell/wg-test-keys.h"
#include "wg-application.h"
#include "wg-game-json.h"
#include "wg-history-view.h"
#include "wg-record-json.h"
#include "wg-replay-window.h"
#include "wg-test-app.h"
#include "wg-test-chain.h"
#include "wg-test-replay.h"

#define DIRTY_TOAST \
  "The replay shows the game as last saved: save to replay the changes since"

static const char *cli;
static const char *app; /* warpgate-companion */
static char       *dir;

static WgReplayWindow *
open_window (void)
{
  g_autofree char *path = wg_test_chain_file (dir, WG_TEST_CHAIN_STEPS);
  g_autoptr (GFile) file = g_file_new_for_path (path);
  g_autoptr (GError) error = NULL;
  g_autoptr (WgCatalog) catalog = wg_catalog_new_builtin ();
  g_autoptr (WgReplayModel) model = wg_replay_model_new_for_file (file, catalog, &error);
  WgReplayWindow *window;

  g_assert_no_error (error);
  window = wg_replay_window_new (model);
  gtk_window_present (GTK_WINDOW (window));
  wg_test_wait_for_layout (WG_BOARD_VIEW (wg_test_find_type (GTK_WIDGET (window),
                                                             WG_TYPE_BOARD_VIEW)));
  return window;
}

static void
close_window (WgReplayWindow *window)
{
  WgSession *session = wg_replay_window_get_session (window);

  g_object_add_weak_pointer (G_OBJECT (session), (gpointer *) &session);
  g_object_add_weak_pointer (G_OBJECT (window), (gpointer *) &window);
  gtk_window_destroy (GTK_WINDOW (window));
  wg_test_iterate_until (session == NULL && window == NULL);
}

/* The window shows step @n: the model's position, the board's session
 * holding the table that step's file holds, never dirty and with nothing
 * to undo, the timeline there, and the words of that step. */
static void
assert_at (WgReplayWindow *window,
           guint           n)
{
  WgSession       *session = wg_replay_window_get_session (window);
  GtkScale        *timeline = GTK_SCALE (wg_test_find_type (GTK_WIDGET (window), GTK_TYPE_SCALE));
  g_autofree char *want = wg_test_replay_digest (dir, n);
  g_autofree char *got = wg_record_digest (wg_session_get_game (session));
  g_autofree char *heading = g_strdup_printf (
    "Step %u of %u · ", n, wg_replay_model_get_last (wg_replay_window_get_model (window)));
  g_autofree char *where = wg_replay_model_describe_position (wg_replay_window_get_model (window));

  g_assert_cmpuint (wg_replay_model_get_position (wg_replay_window_get_model (window)), ==, n);
  g_assert_cmpstr (got, ==, want);
  g_assert_false (wg_session_get_dirty (session));
  g_assert_false (wg_session_can_undo (session));
  g_assert_null (wg_session_get_file (session));
  g_assert_cmpfloat (gtk_range_get_value (GTK_RANGE (timeline)), ==, n);
  g_assert_true (g_str_has_prefix (where, heading));
  g_assert_nonnull (wg_test_find_label (GTK_WIDGET (window), where));
}

/* Left/Right a step, Page Up/Down and Ctrl+Left/Right a turn, Ctrl+Page
 * Up/Down a round, Home/End the ends: whichever control has the focus. */
static void
test_keys (void)
{
  static const struct
  {
    guint           key;
    GdkModifierType mods;
    guint           to;
  } presses[] = {
    { GDK_KEY_Right, 0, 1 },
    { GDK_KEY_Right, 0, 2 },
    { GDK_KEY_Page_Down, 0, 3 },
    { GDK_KEY_Right, GDK_CONTROL_MASK, 5 },
    { GDK_KEY_Page_Down, GDK_CONTROL_MASK, 9 },
    { GDK_KEY_Left, 0, 8 },
    { GDK_KEY_Page_Up, 0, 7 },
    { GDK_KEY_Left, GDK_CONTROL_MASK, 6 },
    { GDK_KEY_End, 0, 18 },
    { GDK_KEY_Page_Up, GDK_CONTROL_MASK, 9 },
    { GDK_KEY_Home, 0, 0 },
    { GDK_KEY_Left, 0, 0 },
  };
  WgReplayWindow *window = open_window ();
  GtkWidget      *focus[] = {
         NULL,
         wg_test_find_type (GTK_WIDGET (window), GTK_TYPE_SCALE),
         wg_test_find_actionable (GTK_WIDGET (window), "replay.next-step"),
  };

  assert_at (window, 0);
  for (guint f = 0; f < G_N_ELEMENTS (focus); f++)
    {
      gtk_window_set_focus (GTK_WINDOW (window), focus[f]);
      wg_replay_model_set_position (wg_replay_window_get_model (window), 0);
      for (guint i = 0; i < G_N_ELEMENTS (presses); i++)
        {
          wg_keys_press (GTK_WINDOW (window), presses[i].key, presses[i].mods);
          assert_at (window, presses[i].to);
        }
    }
  close_window (window);
}

/* The timeline moved (as a drag does) shows the step under it; between
 * two steps it settles on the nearer. The buttons' actions follow the
 * position: nothing before step 0, nothing after the last. */
static void
test_timeline (void)
{
  WgReplayWindow *window = open_window ();
  GtkRange       *timeline = GTK_RANGE (wg_test_find_type (GTK_WIDGET (window), GTK_TYPE_SCALE));
  GtkWidget      *back = wg_test_find_actionable (GTK_WIDGET (window), "replay.previous-step");
  GtkWidget      *next = wg_test_find_actionable (GTK_WIDGET (window), "replay.next-round");

  g_assert_false (gtk_widget_get_sensitive (back));
  g_assert_cmpfloat (gtk_adjustment_get_upper (gtk_range_get_adjustment (timeline)), ==, 18);
  gtk_range_set_value (timeline, 12);
  assert_at (window, 12);
  gtk_range_set_value (timeline, 2.4);
  assert_at (window, 2);
  g_assert_nonnull (wg_test_find_label (
    GTK_WIDGET (window), "Battle at P2: Ana beats red, 6 to 2; Ana loses 0, red loses 0"));
  g_assert_nonnull (wg_test_find_label (
    GTK_WIDGET (window),
    "Rulings: R-BATTLE-1, R-BATTLE-2, R-WD-2, R-WD-3, R-BATTLE-3, R-RANGE-1"));
  g_assert_nonnull (wg_test_find_label (GTK_WIDGET (window), "Score so far: Ana 3 VP · red 0 VP"));
  g_assert_true (gtk_widget_get_sensitive (back));
  gtk_range_set_value (timeline, 18);
  assert_at (window, 18);
  g_assert_false (gtk_widget_get_sensitive (next));
  gtk_widget_activate_action (GTK_WIDGET (window), "replay.previous-round", NULL);
  assert_at (window, 9);
  close_window (window);
}

/* A record altered at step 4 (red's Reinforce at --x 1): the window goes
 * to step 3 and no further, and says where the record stops agreeing. */
static void
test_disagrees (void)
{
  g_autofree char *path = wg_test_chain_file (dir, WG_TEST_CHAIN_STEPS);
  g_autofree char *data = NULL;
  g_autoptr (GError) error = NULL;
  g_autoptr (WgRecord) record = NULL;
  g_autoptr (WgGame) game = NULL;
  g_autoptr (WgReplayModel) model = NULL;
  gsize           length = 0;
  WgRecordStep   *step;
  WgReplayWindow *window;
  GtkLabel       *stop;

  g_assert_true (g_file_get_contents (path, &data, &length, NULL));
  game = wg_game_load_with_record (data, length, &record, &error);
  g_assert_no_error (error);
  step = g_ptr_array_index (record->steps, 3);
  g_free (step->args[5]);
  step->args[5] = g_strdup ("1");
  model = wg_replay_model_new (game, record, NULL);
  window = wg_replay_window_new (model);
  gtk_window_present (GTK_WINDOW (window));
  stop = wg_test_find_label (GTK_WIDGET (window), wg_replay_model_get_stop_reason (model));
  g_assert_nonnull (stop);
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (stop)));
  g_assert_true (g_str_has_prefix (gtk_label_get_text (stop), "The record stops agreeing at step 4"));
  wg_keys_press (GTK_WINDOW (window), GDK_KEY_End, 0);
  assert_at (window, 3);
  close_window (window);
}

static void
on_continued (WgReplayWindow *window,
              GFile          *file,
              GFile         **out)
{
  g_set_object (out, file);
}

/* Continue From Here at step 5 writes a game that opens and validates,
 * with the table of step 5 and a record of 5 steps, and emits
 * "continued" with it; the file replayed is byte-identical, and choosing
 * it is refused with a toast. */
static void
test_continue (void)
{
  WgReplayWindow  *window = open_window ();
  g_autofree char *original = wg_test_chain_file (dir, WG_TEST_CHAIN_STEPS);
  g_autofree char *out = g_build_filename (dir, "from-5.json", NULL);
  g_autofree char *before = NULL, *after = NULL, *want = wg_test_replay_digest (dir, 5), *got = NULL;
  g_autoptr (GFile) file = g_file_new_for_path (out);
  g_autoptr (GFile) source = g_file_new_for_path (original);
  g_autoptr (GFile) continued = NULL;
  g_autoptr (WgSession) session = wg_session_new ();
  g_autoptr (GError) error = NULL;
  const char *validate[] = { cli, "validate", out, NULL };
  const char *replay[] = { cli, "replay", out, "--step", "5", NULL };

  g_assert_true (g_file_get_contents (original, &before, NULL, NULL));
  g_signal_connect (window, "continued", G_CALLBACK (on_continued), &continued);
  wg_keys_press (GTK_WINDOW (window), GDK_KEY_Right, GDK_CONTROL_MASK);
  wg_keys_press (GTK_WINDOW (window), GDK_KEY_Right, GDK_CONTROL_MASK);
  assert_at (window, 5);
  g_assert_true (wg_replay_window_continue_to (window, file));
  g_assert_true (continued != NULL && g_file_equal (continued, file));

  wg_session_set_autosave_dir (session, NULL);
  g_assert_true (wg_session_load_file (session, file, &error));
  g_assert_no_error (error);
  got = wg_record_digest (wg_session_get_game (session));
  g_assert_cmpstr (got, ==, want);
  g_assert_true (wg_test_replay_run_ok (validate));
  g_assert_true (wg_test_replay_run_ok (replay));

  g_clear_object (&continued);
  g_assert_false (wg_replay_window_continue_to (window, source));
  g_assert_null (continued);
  g_assert_true (g_file_get_contents (original, &after, NULL, NULL));
  g_assert_cmpstr (after, ==, before);
  close_window (window);
}

/* The main window's Replay Game (win.replay): nothing without a file; on a
 * file, a replay window of it; a dirty game says the replay shows the
 * file as saved. */
static void
test_main_window (void)
{
  g_autofree char *path = wg_test_chain_file (dir, 11);
  g_autoptr (GFile) file = g_file_new_for_path (path);
  g_autoptr (WgSession) session = wg_session_new ();
  g_autoptr (GError) error = NULL;
  WgWindow       *sample = wg_test_sample_window ();
  WgWindow       *window;
  WgReplayWindow *replay;

  /* Without a file it opens nothing. */
  gtk_widget_activate_action (GTK_WIDGET (sample), "win.replay", NULL);
  g_assert_null (wg_test_toplevel_of_type (WG_TYPE_REPLAY_WINDOW));
  wg_test_destroy_window (sample);

  g_assert_true (wg_session_load_file (session, file, &error));
  window = wg_test_window_on (session);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.replay", NULL));
  replay = WG_REPLAY_WINDOW (wg_test_toplevel_of_type (WG_TYPE_REPLAY_WINDOW));
  g_assert_nonnull (replay);
  g_assert_cmpuint (wg_replay_model_get_last (wg_replay_window_get_model (replay)), ==, 11);
  close_window (replay);

  /* A change not saved: the replay is of the file, and the toast says so. */
  g_assert_true (wg_session_apply (session, wg_game_copy (wg_session_get_game (session)),
                                   "a change", &error));
  g_assert_true (wg_session_get_dirty (session));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.replay", NULL));
  replay = WG_REPLAY_WINDOW (wg_test_toplevel_of_type (WG_TYPE_REPLAY_WINDOW));
  g_assert_cmpuint (wg_replay_model_get_last (wg_replay_window_get_model (replay)), ==, 11);
  wg_test_iterate_until (wg_test_find_label (GTK_WIDGET (window), DIRTY_TOAST) != NULL);
  close_window (replay);
  wg_session_close (session);
  gtk_window_destroy (GTK_WINDOW (window));
}

/* `warpgate-companion --replay FILE` on a file it refuses: the problem on
 * standard error, exit status 1, no window. */
static void
test_launch_refused (void)
{
  g_autofree char *path = g_build_filename (dir, "not-a-game.json", NULL);
  g_autofree char *err = NULL;
  g_autoptr (GError) error = NULL;
  const char *argv[] = { app, "--replay", path, NULL };
  int         status = 0;

  g_assert_true (g_file_set_contents (path, "[1, 2]", -1, NULL));
  g_assert_true (g_spawn_sync (NULL, (char **) argv, NULL, G_SPAWN_STDOUT_TO_DEV_NULL, NULL, NULL,
                               NULL, &err, &status, &error));
  g_assert_no_error (error);
  g_assert_true (WIFEXITED (status));
  g_assert_cmpint (WEXITSTATUS (status), ==, 1);
  g_assert_true (g_str_has_prefix (err, "warpgate-companion: "));
  g_assert_nonnull (strstr (err, "a game file is a JSON object"));
}

/* ---- The game Continue From Here wrote, opened by the app ---- */

#define CONTINUE_STEP 7

typedef struct
{
  char    *original; /* the chain's last file, replayed */
  char    *out;      /* where Continue From Here writes */
  gboolean checked;
} Opened;

static WgWindow *
window_on_file (GtkApplication *application,
                GFile          *file)
{
  for (GList *l = gtk_application_get_windows (application); l != NULL; l = l->next)
    if (WG_IS_WINDOW (l->data))
      {
        GFile *shown = wg_session_get_file (wg_window_get_session (l->data));

        if (shown != NULL && g_file_equal (shown, file))
          return l->data;
      }
  return NULL;
}

/* The table `warpgate-cli replay GAME --step N --output FILE` writes. */
static char *
cli_table_at (const char *game,
              guint       n)
{
  g_autofree char *step = g_strdup_printf ("%u", n);
  g_autofree char *out = g_build_filename (dir, "cli-step.json", NULL);
  const char      *argv[] = { cli, "replay", game, "--step", step, "--output", out, NULL };
  g_autoptr (GError) error = NULL;
  g_autoptr (WgGame) table = NULL;

  g_assert_true (wg_test_replay_run_ok (argv));
  table = wg_game_load_from_file (out, &error);
  g_assert_no_error (error);
  g_unlink (out);
  return wg_game_to_data (table, NULL);
}

/* Inside the running application, on its replay window: to step k,
 * Continue From Here, and the game window the app opens on the new file. */
static void
check_opened (gpointer user_data)
{
  Opened         *opened = user_data;
  GtkApplication *application = GTK_APPLICATION (g_application_get_default ());
  GtkWindow      *replay = gtk_application_get_active_window (application);
  g_autoptr (GFile) file = g_file_new_for_path (opened->out);
  g_autofree char *want = cli_table_at (opened->original, CONTINUE_STEP);
  g_autofree char *got = NULL;
  g_autofree char *start = NULL;
  WgWindow        *window;
  WgSession       *session;
  WgHistory       *history;

  g_assert_true (WG_IS_REPLAY_WINDOW (replay));
  wg_test_wait_for_layout (
    WG_BOARD_VIEW (wg_test_find_type (GTK_WIDGET (replay), WG_TYPE_BOARD_VIEW)));
  for (guint i = 0; i < CONTINUE_STEP; i++)
    g_assert_true (wg_keys_press (replay, GDK_KEY_Right, 0));
  assert_at (WG_REPLAY_WINDOW (replay), CONTINUE_STEP);
  /* What the save chooser's Save does with the file chosen. */
  g_assert_true (wg_replay_window_continue_to (WG_REPLAY_WINDOW (replay), file));
  wg_test_iterate_until ((window = window_on_file (application, file)) != NULL);

  /* The table of step k, as the CLI replays it. */
  session = wg_window_get_session (window);
  got = wg_game_to_data (wg_session_get_game (session), NULL);
  g_assert_cmpstr (got, ==, want);
  g_assert_false (wg_session_get_dirty (session));
  g_assert_null (wg_session_get_record_problem (session));

  /* Its history: exactly k steps, each undone in turn down to step 0. */
  history = wg_session_get_history (session);
  g_assert_cmpuint (wg_history_get_n_entries (history), ==, CONTINUE_STEP);
  g_assert_cmpuint (wg_history_get_position (history), ==, CONTINUE_STEP);
  g_assert_cmpuint (g_list_model_get_n_items (wg_history_view_get_model (WG_HISTORY_VIEW (
                      wg_test_find_type (GTK_WIDGET (window), WG_TYPE_HISTORY_VIEW)))),
                    ==, CONTINUE_STEP);
  g_assert_false (wg_session_can_redo (session));
  for (guint i = 0; i < CONTINUE_STEP; i++)
    {
      g_autofree char *table = cli_table_at (opened->original, CONTINUE_STEP - 1 - i);
      g_autofree char *undone = NULL;

      g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "game.undo", NULL));
      undone = wg_game_to_data (wg_session_get_game (session), NULL);
      g_assert_cmpstr (undone, ==, table);
    }
  g_assert_false (wg_session_can_undo (session));
  g_assert_cmpuint (wg_history_get_position (history), ==, 0);

  wg_session_close (session);
  gtk_window_destroy (GTK_WINDOW (window));
  gtk_window_destroy (replay);
  opened->checked = TRUE;
}

static void
on_replay_activated (GApplication *application,
                     Opened       *opened)
{
  g_idle_add_once (check_opened, opened);
}

/* `warpgate-companion --replay GAME`, to step k, Continue From Here: the
 * app opens the new file in a game window as it does after a user's
 * Save (the window's "continued"), whose table is `warpgate-cli replay
 * GAME --step k`'s, whose history holds exactly k steps and undoes them
 * one by one to the record's first table; GAME is byte-identical. */
static void
test_continue_opened (void)
{
  g_autoptr (WgApplication) application = wg_application_new ();
  g_autofree char *original = wg_test_chain_file (dir, WG_TEST_CHAIN_STEPS);
  g_autofree char *out = g_build_filename (dir, "from-7.json", NULL);
  g_autofree char *before = NULL, *after = NULL;
  char            *argv[] = { (char *) app, (char *) "--replay", original, NULL };
  Opened           opened = { original, out, FALSE };

  g_assert_true (g_file_get_contents (original, &before, NULL, NULL));
  g_signal_connect_after (application, "activate", G_CALLBACK (on_replay_activated), &opened);
  g_assert_cmpint (g_application_run (G_APPLICATION (application), 3, argv), ==, 0);
  g_assert_true (opened.checked);
  g_assert_true (g_file_get_contents (original, &after, NULL, NULL));
  g_assert_cmpstr (after, ==, before);
  g_unlink (out);
}

int
main (int   argc,
      char *argv[])
{
  g_autofree char *home = wg_test_app_init (&argc, &argv);
  int              status;

  g_assert_cmpint (argc, >=, 3);
  cli = argv[1];
  app = argv[2];
  dir = wg_test_chain_make (cli, "wg-replay-window-XXXXXX");

  g_test_add_func ("/wg/replay/window/keys", test_keys);
  g_test_add_func ("/wg/replay/window/timeline", test_timeline);
  g_test_add_func ("/wg/replay/window/disagrees", test_disagrees);
  g_test_add_func ("/wg/replay/window/continue", test_continue);
  g_test_add_func ("/wg/replay/window/main-window", test_main_window);
  g_test_add_func ("/wg/replay/window/launch-refused", test_launch_refused);
  /* Last: the one test that runs the application in this process. */
  g_test_add_func ("/wg/replay/window/continue-opened", test_continue_opened);
  status = g_test_run ();
  wg_test_chain_remove (dir);
  g_free (dir);
  wg_test_app_cleanup (home);
  return status;
}
