/* test-app-recent-games.c — Recent Games: the recent game files with their summaries
 * Copyright 2026 The Warpgate Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gstdio.h>
#include <string.h>

#include "wg-recent-game.h"
#include "wg-recent-games-window.h"
#include "wg-test-fixture.h"
#include "wg-window.h"

#define GROUP "warpgate-companion"

typedef struct
{
  char             *dir;
  GtkRecentManager *manager;
} Recent;

/* A recent manager of its own, on a file in a folder of its own. */
static void
recent_init (Recent *r)
{
  g_autofree char *xbel = NULL;

  r->dir = g_dir_make_tmp ("wg-recent-XXXXXX", NULL);
  xbel = g_build_filename (r->dir, "recently-used.xbel", NULL);
  r->manager = g_object_new (GTK_TYPE_RECENT_MANAGER, "filename", xbel, NULL);
}

static void
recent_clear (Recent *r)
{
  g_autoptr (GDir) dir = g_dir_open (r->dir, 0, NULL);
  const char *name;

  g_clear_object (&r->manager);
  while (dir != NULL && (name = g_dir_read_name (dir)) != NULL)
    {
      g_autofree char *path = g_build_filename (r->dir, name, NULL);

      g_unlink (path);
    }
  g_rmdir (r->dir);
  g_free (r->dir);
}

/* Writes @name in the folder with @data (or a copy of tests/data/@data
 * when @copy) and adds it to the manager in @group. */
static char *
add_file (Recent     *r,
          const char *name,
          const char *data,
          gsize       length,
          gboolean    copy,
          const char *group)
{
  const char      *groups[] = { group, NULL };
  char            *path = g_build_filename (r->dir, name, NULL);
  g_autofree char *uri = g_filename_to_uri (path, NULL, NULL);
  g_autofree char *contents = NULL;
  GtkRecentData    recent = { .mime_type = (char *) "application/json",
                              .app_name = (char *) "Warpgate Companion",
                              .app_exec = (char *) "warpgate-companion %u",
                              .groups = (char **) groups };

  if (copy)
    {
      g_autofree char *source = g_test_build_filename (G_TEST_DIST, "data", data, NULL);

      g_assert_true (g_file_get_contents (source, &contents, &length, NULL));
      data = contents;
    }
  g_assert_true (g_file_set_contents (path, data, (gssize) length, NULL));
  g_assert_true (gtk_recent_manager_add_full (r->manager, uri, &recent));
  return path;
}

static WgRecentGame *
game_of (WgRecentGamesWindow *window,
         const char          *path)
{
  GListModel *games = wg_recent_games_window_get_games (window);

  for (guint i = 0; i < g_list_model_get_n_items (games); i++)
    {
      g_autoptr (WgRecentGame) game = g_list_model_get_item (games, i);
      g_autofree char *p = g_file_get_path (wg_recent_game_get_file (game));

      if (g_strcmp0 (p, path) == 0)
        return game; /* the store keeps it */
    }
  return NULL;
}

static gboolean
all_read (WgRecentGamesWindow *window,
          guint                n)
{
  GListModel *games = wg_recent_games_window_get_games (window);

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

static GtkListBoxRow *
row_of (WgRecentGamesWindow *window,
        WgRecentGame        *game)
{
  GtkListBox *list = GTK_LIST_BOX (wg_test_find_type (GTK_WIDGET (window), GTK_TYPE_LIST_BOX));

  for (int i = 0;; i++)
    {
      GtkListBoxRow *row = gtk_list_box_get_row_at_index (list, i);

      g_assert_nonnull (row);
      if (g_object_get_data (G_OBJECT (row), "wg-game") == game)
        return row;
    }
}

static void
on_activated (WgRecentGamesWindow *window,
              GFile               *file,
              GFile              **out)
{
  g_set_object (out, file);
}

static void
check_modified (WgRecentGame *game,
                const char   *path)
{
  GStatBuf st;
  g_autoptr (GDateTime) when = NULL;
  g_autofree char *date = NULL;

  g_assert_cmpint (g_stat (path, &st), ==, 0);
  when = g_date_time_new_from_unix_local (st.st_mtime);
  date = g_date_time_format (when, "%Y-%m-%d %H:%M");
  g_assert_cmpstr (wg_recent_game_get_date (game), ==, date);
}

/*
 * Five game files in a private recent list, one more in another group:
 * a finished game (play-log-tie.json: Ben wins with 6 VP, worked in
 * tests/core/test-play-log.c), a game in round 4 (score-midgame.json), a
 * file that is not JSON, one gone, one above the reader's 4 MiB. Each
 * row has its file's date, players and state, or why it does not read; a
 * game's row opens it, a broken one's does not; the broken file is left
 * as it was.
 */
static void
test_list (void)
{
  Recent           r;
  g_autofree char *tie = NULL, *midgame = NULL, *broken = NULL, *gone = NULL, *big = NULL;
  g_autofree char *other = NULL, *bytes = NULL, *after = NULL, *subtitle = NULL;
  g_autoptr (GFile) opened = NULL;
  WgRecentGamesWindow *window;
  WgRecentGame        *game;
  gsize                length = 0;

  recent_init (&r);
  tie = add_file (&r, "tie.json", "play-log-tie.json", 0, TRUE, GROUP);
  midgame = add_file (&r, "midgame.json", "score-midgame.json", 0, TRUE, GROUP);
  broken = add_file (&r, "broken.json", "{\"format\": ", 11, FALSE, GROUP);
  gone = add_file (&r, "gone.json", "play-log-tie.json", 0, TRUE, GROUP);
  bytes = g_malloc (5 * 1024 * 1024);
  memset (bytes, ' ', 5 * 1024 * 1024);
  big = add_file (&r, "big.json", bytes, 5 * 1024 * 1024, FALSE, GROUP);
  other = add_file (&r, "other.json", "play-log-tie.json", 0, TRUE, "another-app");
  g_assert_cmpint (g_unlink (gone), ==, 0);

  window = wg_recent_games_window_new (NULL, r.manager, GROUP, NULL);
  g_signal_connect (window, "game-activated", G_CALLBACK (on_activated), &opened);
  gtk_window_present (GTK_WINDOW (window));
  wg_test_iterate_until (all_read (window, 5));
  g_assert_null (game_of (window, other));

  game = game_of (window, tie);
  g_assert_cmpint (wg_recent_game_get_state (game), ==, WG_RECENT_GAME_READY);
  g_assert_cmpstr (wg_recent_game_get_title (game), ==, "Scoring");
  check_modified (game, tie);
  g_assert_cmpuint (wg_recent_game_get_n_players (game), ==, 3);
  g_assert_cmpstr (wg_recent_game_get_player_name (game, 1), ==, "Ben \"the Bold\" (red)");
  g_assert_cmpstr (wg_recent_game_get_player_color (game, 2), ==, "green");
  g_assert_true (wg_recent_game_get_finished (game));
  g_assert_cmpstr (wg_recent_game_get_status (game), ==,
                   "Finished · Ben \"the Bold\" wins with 6 VP");
  subtitle = g_strdup_printf ("%s · Aiko (blue), Ben \"the Bold\" (red), Zoë (green)\n"
                              "Finished · Ben \"the Bold\" wins with 6 VP",
                              wg_recent_game_get_date (game));
  g_assert_cmpstr (adw_action_row_get_subtitle (ADW_ACTION_ROW (row_of (window, game))), ==,
                   subtitle);

  game = game_of (window, midgame);
  g_assert_false (wg_recent_game_get_finished (game));
  g_assert_cmpstr (wg_recent_game_get_status (game), ==, "Round 4");
  g_assert_cmpstr (wg_recent_game_get_player_name (game, 1), ==, "The Gatekeepers (red)");

  game = game_of (window, broken);
  g_assert_cmpint (wg_recent_game_get_state (game), ==, WG_RECENT_GAME_FAILED);
  g_assert_cmpstr (wg_recent_game_get_title (game), ==, "broken.json");
  g_assert_nonnull (strstr (wg_recent_game_get_status (game), "not valid JSON"));
  g_assert_false (gtk_list_box_row_get_activatable (row_of (window, game)));
  g_signal_emit_by_name (wg_test_find_type (GTK_WIDGET (window), GTK_TYPE_LIST_BOX),
                         "row-activated", row_of (window, game));
  g_assert_null (opened);
  g_assert_true (g_file_get_contents (broken, &after, &length, NULL));
  g_assert_cmpmem (after, length, "{\"format\": ", 11);

  game = game_of (window, gone);
  g_assert_cmpint (wg_recent_game_get_state (game), ==, WG_RECENT_GAME_FAILED);
  g_assert_cmpstr (wg_recent_game_get_date (game), ==, "");
  game = game_of (window, big);
  g_assert_cmpint (wg_recent_game_get_state (game), ==, WG_RECENT_GAME_FAILED);
  g_assert_nonnull (strstr (wg_recent_game_get_status (game), "4 MiB"));

  /* Opening the finished game: the signal with its file, the window gone. */
  g_object_add_weak_pointer (G_OBJECT (window), (gpointer *) &window);
  gtk_widget_activate (GTK_WIDGET (row_of (window, game_of (window, tie))));
  g_assert_nonnull (opened);
  g_assert_cmpstr (g_file_peek_path (opened), ==, tie);
  wg_test_iterate_until (window == NULL);
  recent_clear (&r);
}

/* No recent game: the window says so rather than showing an empty list. */
static void
test_empty (void)
{
  Recent               r;
  WgRecentGamesWindow *window;

  recent_init (&r);
  window = wg_recent_games_window_new (NULL, r.manager, GROUP, NULL);
  gtk_window_present (GTK_WINDOW (window));
  g_assert_nonnull (wg_test_find_label (GTK_WIDGET (window), "No Recent Games"));
  g_assert_cmpstr (gtk_stack_get_visible_child_name (GTK_STACK (
                     wg_test_find_type (GTK_WIDGET (window), GTK_TYPE_STACK))),
                   ==, "empty");
  gtk_window_destroy (GTK_WINDOW (window));
  recent_clear (&r);
}

/* The main menu's Recent Games… opens the list over the window, on the
 * window's own recent list: a game opened there is in it, and its row
 * opens it in the window. */
static void
test_from_window (void)
{
  WgWindow        *window = wg_test_sample_window ();
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "data", "play-log-tie.json", NULL);
  g_autoptr (GFile) file = g_file_new_for_path (path);
  WgRecentGamesWindow *list = NULL;
  WgRecentGame        *game;

  g_assert_true (wg_window_open_file (window, file));
  wg_session_load_resource (wg_window_get_session (window), WG_SESSION_SAMPLE_RESOURCE, NULL);
  gtk_widget_activate_action (GTK_WIDGET (window), "win.recent-games", NULL);
  list = WG_RECENT_GAMES_WINDOW (wg_test_toplevel_of_type (WG_TYPE_RECENT_GAMES_WINDOW));
  g_assert_nonnull (list);
  g_assert_true (gtk_window_get_transient_for (GTK_WINDOW (list)) == GTK_WINDOW (window));
  wg_test_iterate_until (all_read (list, 1));
  game = game_of (list, path);
  g_assert_nonnull (game);
  gtk_widget_activate (GTK_WIDGET (row_of (list, game)));
  wg_test_iterate_until (
    g_strcmp0 (wg_game_get_name (wg_session_get_game (wg_window_get_session (window))), "Scoring")
    == 0);
  wg_test_destroy_window (window);
}

int
main (int   argc,
      char *argv[])
{
  g_autofree char *home = wg_test_app_init (&argc, &argv);
  int              status;

  g_test_add_func ("/wg/app/score/recent-games/list", test_list);
  g_test_add_func ("/wg/app/score/recent-games/empty", test_empty);
  g_test_add_func ("/wg/app/score/recent-games/from-window", test_from_window);
  status = g_test_run ();
  wg_test_app_cleanup (home);
  return status;
}
