/* test-app-window.c — WgWindow and WgBoardView: geometry, wiring, refusal, undo, history
 * Copyright 2026 The Warpgate Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <math.h>

#include "wg-board-view.h"
#include "wg-game-json.h"
#include "wg-action-panel.h"
#include "wg-ai-panel.h"
#include "wg-battle-dialog.h"
#include "wg-board-editor-window.h"
#include "wg-history-view.h"
#include "wg-new-game-window.h"
#include "wg-question-view.h"
#include "wg-score-window.h"
#include "wg-sidebar.h"
#include "wg-test-app.h"
#include "wg-window.h"

/* Every hex centre maps back to its hex and cell; points well inside a hex
 * (towards an edge or a corner) stay in it, points just past an edge land
 * in the neighbour across it — with pointy tops and, the preference set,
 * with flat ones, where everything is turned by 30°. */
static void
check_hex_geometry (const char *orientation)
{
  g_autoptr (GSettings) settings = g_settings_new (APP_ID);
  WgWindow      *window = wg_test_sample_window ();
  WgBoardView   *view = wg_window_get_board_view (window);
  const WgBoard *board = wg_session_get_game (wg_window_get_session (window))->board;
  gboolean       flat = g_str_equal (orientation, "flat");
  double         size, apothem, turn = flat ? G_PI / 6 : 0;

  g_settings_set_string (settings, "board-orientation", orientation);
  g_assert_cmpint (wg_board_view_get_orientation (view), ==,
                   flat ? WG_BOARD_ORIENTATION_FLAT : WG_BOARD_ORIENTATION_POINTY);
  wg_test_wait_for_layout (view);
  size = wg_board_view_get_hex_size (view);
  apothem = size * sqrt (3) / 2;

  g_assert_cmpfloat (size, >, 8);
  for (guint i = 0; i < wg_board_get_n_cells (board); i++)
    {
      WgHex  hex = wg_board_get_cell (board, (int) i)->hex, found;
      double x, y;

      g_assert_true (wg_board_view_hex_center (view, hex, &x, &y));
      g_assert_cmpfloat (x, >=, 0);
      g_assert_cmpfloat (y, >=, 0);
      g_assert_cmpfloat (x, <=, gtk_widget_get_width (GTK_WIDGET (view)));
      g_assert_cmpfloat (y, <=, gtk_widget_get_height (GTK_WIDGET (view)));
      g_assert_true (wg_board_view_hex_at (view, x, y, &found));
      g_assert_true (wg_hex_equal (found, hex));
      g_assert_cmpint (wg_board_view_cell_at (view, x, y), ==, (int) i);

      for (int d = 0; d < WG_HEX_N_DIRECTIONS; d++)
        {
          /* Direction d points 60°·d counter-clockwise from east (pointy
           * tops; 30° further clockwise with flat ones); y grows down. */
          double angle = -G_PI / 3 * d + turn;
          WgHex  next = wg_hex_neighbor (hex, d);

          g_assert_true (wg_board_view_hex_at (view, x + cos (angle) * apothem * 0.9,
                                               y + sin (angle) * apothem * 0.9, &found));
          g_assert_true (wg_hex_equal (found, hex));
          g_assert_true (wg_board_view_hex_at (view, x + cos (angle) * apothem * 1.1,
                                               y + sin (angle) * apothem * 1.1, &found));
          g_assert_true (wg_hex_equal (found, next));

          /* Towards the corners, where rounding q and r on their own
           * would go wrong. */
          angle -= G_PI / 6;
          g_assert_true (wg_board_view_hex_at (view, x + cos (angle) * size * 0.85,
                                               y + sin (angle) * size * 0.85, &found));
          g_assert_true (wg_hex_equal (found, hex));
        }
    }
  /* The corner of the widget is in the margin, off the board. */
  g_assert_cmpint (wg_board_view_cell_at (view, 1, 1), ==, -1);

  g_settings_reset (settings, "board-orientation");
  wg_test_destroy_window (window);
}

static void
test_hex_geometry (void)
{
  check_hex_geometry ("pointy");
}

static void
test_hex_geometry_flat (void)
{
  check_hex_geometry ("flat");
}

/* Turning the board turns it: a hex east of another with pointy tops is
 * down and to the right of it with flat ones. */
static void
test_orientation_turns (void)
{
  WgWindow    *window = wg_test_sample_window ();
  WgBoardView *view = wg_window_get_board_view (window);
  double       x0, y0, x1, y1;

  g_assert_true (wg_board_view_hex_center (view, (WgHex) { 0, 0 }, &x0, &y0));
  g_assert_true (wg_board_view_hex_center (view, (WgHex) { 1, 0 }, &x1, &y1));
  g_assert_cmpfloat (fabs (y1 - y0), <, 1e-6);
  g_assert_cmpfloat (x1, >, x0);

  wg_board_view_set_orientation (view, WG_BOARD_ORIENTATION_FLAT);
  wg_test_wait_for_layout (view);
  g_assert_true (wg_board_view_hex_center (view, (WgHex) { 0, 0 }, &x0, &y0));
  g_assert_true (wg_board_view_hex_center (view, (WgHex) { 1, 0 }, &x1, &y1));
  /* 30° below east: dy / dx = tan 30°. */
  g_assert_cmpfloat (fabs ((y1 - y0) / (x1 - x0) - tan (G_PI / 6)), <, 1e-6);

  wg_test_destroy_window (window);
}

/* Zooming about the middle keeps the middle hex there and scales hexes;
 * the zoom stays within its bounds, geometry still round-trips, and a new
 * game shows its whole board again. */
static void
test_zoom (void)
{
  WgWindow        *window = wg_test_sample_window ();
  WgBoardView     *view = wg_window_get_board_view (window);
  const WgBoard   *board = wg_session_get_game (wg_window_get_session (window))->board;
  double           mid_x = gtk_widget_get_width (GTK_WIDGET (view)) / 2.0;
  double           mid_y = gtk_widget_get_height (GTK_WIDGET (view)) / 2.0;
  double           size = wg_board_view_get_hex_size (view);
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "data", "app-ruler.json", NULL);
  g_autoptr (GFile) file = g_file_new_for_path (path);
  WgHex middle, found;

  g_assert_cmpfloat (wg_board_view_get_zoom (view), ==, 1.0);
  g_assert_true (wg_board_view_hex_at (view, mid_x, mid_y, &middle));

  wg_board_view_set_zoom (view, 2.0);
  g_assert_cmpfloat (wg_board_view_get_zoom (view), ==, 2.0);
  g_assert_cmpfloat (fabs (wg_board_view_get_hex_size (view) - 2 * size), <, 1e-6);
  g_assert_true (wg_board_view_hex_at (view, mid_x, mid_y, &found));
  g_assert_true (wg_hex_equal (found, middle));
  for (guint i = 0; i < wg_board_get_n_cells (board); i++)
    {
      WgHex  hex = wg_board_get_cell (board, (int) i)->hex;
      double x, y;

      g_assert_true (wg_board_view_hex_center (view, hex, &x, &y));
      g_assert_cmpint (wg_board_view_cell_at (view, x, y), ==, (int) i);
    }

  /* Ctrl+plus past the limit, Ctrl+0 back to the whole board. */
  for (int i = 0; i < 20; i++)
    gtk_widget_activate_action (GTK_WIDGET (window), "win.zoom-in", NULL);
  g_assert_cmpfloat (wg_board_view_get_zoom (view), ==, WG_BOARD_VIEW_MAX_ZOOM);
  gtk_widget_activate_action (GTK_WIDGET (window), "win.zoom-fit", NULL);
  g_assert_cmpfloat (wg_board_view_get_zoom (view), ==, 1.0);
  g_assert_cmpfloat (fabs (wg_board_view_get_hex_size (view) - size), <, 1e-6);

  wg_board_view_set_zoom (view, 3.0);
  g_assert_true (wg_window_open_file (window, file));
  g_assert_cmpfloat (wg_board_view_get_zoom (view), ==, 1.0);

  wg_test_destroy_window (window);
}

/* A click on the board reaches the session through the window, the status
 * label follows the session, and the measured path is drawn. */
static void
test_window_measures (void)
{
  WgWindow        *window = wg_test_sample_window ();
  WgBoardView     *view = wg_window_get_board_view (window);
  WgSession       *session = wg_window_get_session (window);
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "data", "app-ruler.json", NULL);
  g_autoptr (GFile) file = g_file_new_for_path (path);
  g_autoptr (GdkTexture) before = NULL;
  g_autoptr (GdkTexture) after = NULL;
  g_autoptr (GskRenderNode) before_node = NULL;
  g_autoptr (GskRenderNode) after_node = NULL;
  const WgBoard *board;
  guint8         plain[4], lit[4];
  GtkWidget     *label;
  double         x, y;
  int            p1, p2;

  g_assert_true (wg_window_open_file (window, file));
  g_assert_cmpstr (gtk_window_get_title (GTK_WINDOW (window)), ==, "app-ruler.json");
  /* The game opens on its turn (the Actions page, where the board picks
   * for the action): the ruler measures from the other pages. */
  wg_sidebar_set_page (WG_SIDEBAR (wg_test_find_type (GTK_WIDGET (window), WG_TYPE_SIDEBAR)),
                       "players");
  wg_test_wait_for_layout (view);

  board = wg_session_get_game (session)->board;
  p1 = wg_board_find_location (board, "P1");
  p2 = wg_board_find_location (board, "P2");
  /* The window may still be resized by a late configure event: take the
   * hex's centre as laid out for each render. */
  g_assert_true (wg_board_view_hex_center (view, (WgHex) { 1, 0 }, &x, &y));
  before = wg_test_render (GTK_WIDGET (view), &before_node);
  wg_test_pixel_at (before, x, y, plain);

  g_signal_emit_by_name (view, "location-activated", p1);
  g_signal_emit_by_name (view, "location-activated", p2);
  g_assert_cmpint (wg_session_get_range (session), ==, 2);
  g_assert_true (gtk_widget_is_visible (GTK_WIDGET (window)));
  label = wg_test_find_with_class (GTK_WIDGET (window), "ruler-status");
  g_assert_nonnull (label);
  g_assert_cmpstr (gtk_label_get_label (GTK_LABEL (label)), ==, wg_session_get_status (session));
  g_assert_nonnull (strstr (gtk_label_get_label (GTK_LABEL (label)), "Range 2 from P1 to P2"));

  g_assert_true (wg_board_view_hex_center (view, (WgHex) { 1, 0 }, &x, &y));
  after = wg_test_render (GTK_WIDGET (view), &after_node);
  wg_test_pixel_at (after, x, y, lit);
  /* The path hex (1, 0) is filled with the path's light blue: brighter in
   * every channel than plain space. */
  g_assert_cmpint (lit[0], >, plain[0]);
  g_assert_cmpint (lit[1], >, plain[1]);
  g_assert_cmpint (lit[2], >, plain[2]);

  wg_test_destroy_window (window);
}

/* A refused file is explained on the window, JSON path included, and the
 * game on the window stays. */
static void
test_window_refuses (void)
{
  WgWindow     *window = wg_test_sample_window ();
  WgSession    *session = wg_window_get_session (window);
  const WgGame *game = wg_session_get_game (session);
  g_autoptr (GError) error = NULL;
  g_autoptr (GFileIOStream) stream = NULL;
  g_autoptr (GFile) file = g_file_new_tmp ("wg-app-XXXXXX.json", &stream, &error);
  const char       *broken = "{\"format\": \"warpgate-companion-game\", \"version\": 1, "
                             "\"board\": {\"hexes\": [{\"q\": 0, \"r\": 0, \"kind\": \"planet\", "
                             "\"id\": \"P\", \"type\": \"lava\"}]}, \"players\": [{\"color\": \"red\"}]}";
  AdwMessageDialog *dialog;

  g_assert_no_error (error);
  g_assert_true (g_file_replace_contents (file, broken, strlen (broken), NULL, FALSE,
                                          G_FILE_CREATE_NONE, NULL, NULL, &error));
  g_assert_no_error (error);

  g_assert_null (wg_test_find_dialog_for (GTK_WINDOW (window)));
  g_assert_false (wg_window_open_file (window, file));
  g_assert_true (wg_session_get_game (session) == game);

  dialog = wg_test_find_dialog_for (GTK_WINDOW (window));
  g_assert_nonnull (dialog);
  g_assert_nonnull (strstr (adw_message_dialog_get_body (dialog), "board.hexes[0].type"));
  gtk_window_destroy (GTK_WINDOW (dialog));

  g_file_delete (file, NULL, NULL);
  wg_test_destroy_window (window);
}

static WgWindow *
new_ruler_window (void)
{
  g_autoptr (WgSession) session = wg_test_load_session ("app-ruler.json");

  return wg_test_window_on (session);
}

static int
ships_at (WgSession  *session,
          const char *id)
{
  const WgGame *game = wg_session_get_game (session);

  return game->stacks[wg_board_find_location (game->board, id)].ships;
}

/* The header's Undo and Redo follow the history: both off at the start,
 * Undo on after a step, Redo on once it is undone; the actions move the
 * game, and the board keeps its zoom through them. */
static void
test_undo_actions (void)
{
  WgWindow    *window = new_ruler_window ();
  WgSession   *session = wg_window_get_session (window);
  WgBoardView *view = wg_window_get_board_view (window);
  GtkWidget   *undo = wg_test_find_actionable (GTK_WIDGET (window), "game.undo");
  GtkWidget   *redo = wg_test_find_actionable (GTK_WIDGET (window), "game.redo");

  g_assert_nonnull (undo);
  g_assert_nonnull (redo);
  g_assert_false (gtk_widget_get_sensitive (undo));
  g_assert_false (gtk_widget_get_sensitive (redo));

  wg_board_view_set_zoom (view, 2.0);
  wg_test_apply (session, wg_test_with_ships (session, "P1", 5), "blue: 5 ships on P1");
  g_assert_true (gtk_widget_get_sensitive (undo));
  g_assert_false (gtk_widget_get_sensitive (redo));
  g_assert_cmpstr (gtk_window_get_title (GTK_WINDOW (window)), ==, "• app-ruler.json");

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "game.undo", NULL));
  g_assert_cmpint (ships_at (session, "P1"), ==, 2);
  g_assert_false (gtk_widget_get_sensitive (undo));
  g_assert_true (gtk_widget_get_sensitive (redo));
  g_assert_cmpstr (gtk_window_get_title (GTK_WINDOW (window)), ==, "app-ruler.json");
  g_assert_cmpfloat (wg_board_view_get_zoom (view), ==, 2.0);

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "game.redo", NULL));
  g_assert_cmpint (ships_at (session, "P1"), ==, 5);
  g_assert_true (gtk_widget_get_sensitive (undo));
  g_assert_false (gtk_widget_get_sensitive (redo));

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "game.go-to", "u", 0));
  g_assert_cmpint (ships_at (session, "P1"), ==, 2);
  g_assert_true (gtk_widget_get_sensitive (redo));

  wg_test_destroy_window (window);
}

/* The History popover lists every step in words, an undone one dimmed;
 * activating a step goes there; a new game brings its own history. */
static void
test_history_view (void)
{
  WgWindow  *window = new_ruler_window ();
  WgSession *session = wg_window_get_session (window);
  GtkWidget *history = wg_test_find_type (GTK_WIDGET (window), WG_TYPE_HISTORY_VIEW);
  GtkWidget *list;
  GtkLabel  *second;
  g_autoptr (GError) error = NULL;

  g_assert_nonnull (history);
  g_assert_true (wg_history_view_get_model (WG_HISTORY_VIEW (history))
                 == G_LIST_MODEL (wg_session_get_history (session)));
  wg_test_apply (session, wg_test_with_ships (session, "P1", 3), "blue: 3 ships on P1");
  wg_test_apply (session, wg_test_with_ships (session, "P2", 1), "red: 1 ship on P2");

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.show-history", NULL));
  wg_test_iterate_until (gtk_widget_get_mapped (history)
                         && wg_test_find_label (history, "red: 1 ship on P2") != NULL);
  g_assert_nonnull (wg_test_find_label (history, "blue: 3 ships on P1"));
  second = wg_test_find_label (history, "red: 1 ship on P2");
  g_assert_false (gtk_widget_has_css_class (GTK_WIDGET (second), "dim-label"));

  g_assert_true (wg_session_undo (session));
  g_assert_true (gtk_widget_has_css_class (GTK_WIDGET (second), "dim-label"));
  g_assert_false (gtk_widget_has_css_class (
    GTK_WIDGET (wg_test_find_label (history, "blue: 3 ships on P1")), "dim-label"));

  /* Clicking the first step goes to the table after it; the start undoes all. */
  list = wg_test_find_type (history, GTK_TYPE_LIST_VIEW);
  g_assert_true (wg_session_redo (session));
  g_signal_emit_by_name (list, "activate", 0u);
  g_assert_cmpint (ships_at (session, "P2"), ==, 3);
  g_assert_cmpint (ships_at (session, "P1"), ==, 3);
  g_signal_emit_by_name (wg_test_find_actionable (history, "game.go-to"), "clicked");
  g_assert_cmpint (ships_at (session, "P1"), ==, 2);

  g_assert_true (wg_session_load_resource (session, WG_SESSION_SAMPLE_RESOURCE, &error));
  g_assert_true (wg_history_view_get_model (WG_HISTORY_VIEW (history))
                 == G_LIST_MODEL (wg_session_get_history (session)));
  g_assert_cmpuint (g_list_model_get_n_items (wg_history_view_get_model (
                      WG_HISTORY_VIEW (history))),
                    ==, 0);

  wg_test_destroy_window (window);
}

/* Until a toast has finished sliding in, as a person would: libadwaita
 * 1.2 can crash when a toast is dismissed before that while the one before
 * it is still sliding out. */
static void
wait_for_toast (void)
{
  gint64 until = g_get_monotonic_time () + 700 * G_TIME_SPAN_MILLISECOND;

  wg_test_iterate_until (g_get_monotonic_time () > until);
}

/* A toast's Undo undoes the step it was shown for; once the game moves on,
 * the toast goes, and until it has gone its Undo does nothing. */
static void
test_toast_undo (void)
{
  WgWindow  *window = new_ruler_window ();
  WgSession *session = wg_window_get_session (window);
  GtkWidget *button;

  g_assert_null (wg_test_toast_undo_button (window));
  wg_test_apply (session, wg_test_with_ships (session, "P1", 1), "blue: 1 ship on P1");
  wg_window_toast_undo (window, "Removed a ship from P1");
  wg_test_iterate_until ((button = wg_test_toast_undo_button (window)) != NULL);
  wait_for_toast ();
  g_signal_emit_by_name (button, "clicked");
  g_assert_cmpint (ships_at (session, "P1"), ==, 2);
  wg_test_iterate_until (wg_test_toast_undo_button (window) == NULL);

  wg_test_apply (session, wg_test_with_ships (session, "P1", 1), "blue: 1 ship on P1");
  wg_window_toast_undo (window, "Removed a ship from P1");
  wg_test_iterate_until ((button = wg_test_toast_undo_button (window)) != NULL);
  wg_test_apply (session, wg_test_with_ships (session, "P2", 1), "red: 1 ship on P2");
  wait_for_toast ();
  g_signal_emit_by_name (button, "clicked");
  g_assert_cmpint (ships_at (session, "P2"), ==, 1);
  g_assert_cmpint (ships_at (session, "P1"), ==, 1);
  wg_test_iterate_until (wg_test_toast_undo_button (window) == NULL);

  wg_test_destroy_window (window);
}

/* A label whose text has @part in it, or NULL. */
static GtkWidget *
label_containing (GtkWidget  *widget,
                  const char *part)
{
  if (GTK_IS_LABEL (widget) && strstr (gtk_label_get_label (GTK_LABEL (widget)), part) != NULL)
    return widget;
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = label_containing (child, part);

      if (found != NULL)
        return found;
    }
  return NULL;
}

/* The table panel beside the board follows the window's game; the range
 * card's Clear shows only while the ruler measures; ships dragged onto
 * another location move (one with Shift, else all) as one step, and a
 * drop the table refuses changes nothing and says why. */
static void
test_window_table (void)
{
  WgWindow     *window = new_ruler_window ();
  WgSession    *session = wg_window_get_session (window);
  WgBoardView  *view = wg_window_get_board_view (window);
  WgSidebar    *panel = WG_SIDEBAR (wg_test_find_type (GTK_WIDGET (window),
                                                       WG_TYPE_SIDEBAR));
  GtkWidget    *clear = wg_test_find_actionable (GTK_WIDGET (window), "win.clear-ruler");
  const WgGame *game = wg_session_get_game (session);
  int           p1 = wg_board_find_location (game->board, "P1");
  int           p2 = wg_board_find_location (game->board, "P2");
  int           p3 = wg_board_find_location (game->board, "P3");
  WgHistory    *history = wg_session_get_history (session);

  g_assert_nonnull (panel);
  g_assert_true (wg_sidebar_get_session (panel) == session);
  g_assert_false (gtk_widget_get_visible (clear));
  wg_session_click_location (session, p1);
  g_assert_true (gtk_widget_get_visible (clear));
  g_assert_cmpstr (wg_sidebar_get_page (panel), ==, "location");
  /* + and −: the ships of the player who has them on the selected location. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.add-ship", NULL));
  g_assert_cmpint (ships_at (session, "P1"), ==, 3);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.remove-ship", NULL));
  g_assert_cmpint (ships_at (session, "P1"), ==, 2);
  g_assert_cmpuint (wg_history_get_n_entries (history), ==, 2);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "game.go-to", "u", 0));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.clear-ruler", NULL));
  g_assert_false (gtk_widget_get_visible (clear));
  /* Nothing selected: no location to change. */
  gtk_widget_activate_action (GTK_WIDGET (window), "win.add-ship", NULL);
  g_assert_cmpint (ships_at (session, "P1"), ==, 2);

  g_signal_emit_by_name (view, "ships-dropped", p1, p3, TRUE);
  g_assert_cmpint (ships_at (session, "P1"), ==, 1);
  g_assert_cmpint (ships_at (session, "P3"), ==, 1);
  g_assert_cmpint (wg_session_get_selected (session), ==, p3);
  g_assert_cmpuint (wg_history_get_n_entries (history), ==, 1);
  g_signal_emit_by_name (view, "ships-dropped", p3, p1, FALSE);
  g_assert_cmpint (ships_at (session, "P1"), ==, 2);
  g_assert_cmpint (ships_at (session, "P3"), ==, 0);
  g_assert_cmpuint (wg_history_get_n_entries (history), ==, 2);

  /* Onto the red ships: refused (R-MOVE-11), the table as it was. */
  g_signal_emit_by_name (view, "ships-dropped", p1, p2, FALSE);
  g_assert_cmpint (ships_at (session, "P1"), ==, 2);
  g_assert_cmpint (ships_at (session, "P2"), ==, 3);
  g_assert_cmpuint (wg_history_get_n_entries (history), ==, 2);
  wg_test_iterate_until (label_containing (GTK_WIDGET (window), "R-MOVE-11") != NULL);

  wg_test_destroy_window (window);
}

/* The panels mirror the table: showing a game whose pools, decks and Trade
 * Goods differ from the panels' starting values edits nothing. */
static void
test_window_mirrors (void)
{
  WgWindow  *window = wg_test_sample_window ();
  WgSession *session = wg_window_get_session (window);

  g_assert_cmpint (wg_session_get_game (session)->trade_goods, >, 0);
  g_assert_cmpuint (wg_history_get_n_entries (wg_session_get_history (session)), ==, 0);
  g_assert_false (wg_session_get_dirty (session));
  wg_test_destroy_window (window);
}

/* Ctrl+N's action opens the New Game dialog over the window. */
static void
test_window_new_game (void)
{
  WgWindow   *window = new_ruler_window ();
  GtkWindow  *dialog = NULL;
  GListModel *toplevels = gtk_window_get_toplevels (); /* GTK's own */

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.new-game", NULL));
  for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
    {
      g_autoptr (GObject) item = g_list_model_get_item (toplevels, i);

      if (WG_IS_NEW_GAME_WINDOW (item))
        dialog = GTK_WINDOW (item);
    }
  g_assert_nonnull (dialog);
  g_assert_true (gtk_window_get_transient_for (dialog) == GTK_WINDOW (window));
  g_assert_true (gtk_window_get_modal (dialog));
  gtk_window_destroy (dialog);
  wg_test_destroy_window (window);
}

/* The focus is in @widget (or is it). */
static gboolean
focus_in (WgWindow  *window,
          GtkWidget *widget)
{
  GtkWidget *focus = gtk_root_get_focus (GTK_ROOT (window));

  return focus != NULL && (focus == widget || gtk_widget_is_ancestor (focus, widget));
}

/* Where the turn starts has the keyboard: the Gatekeepers' page on their
 * turn, the Actions page (its Action row) on a human's. */
static void
assert_turn_focused (WgWindow *window)
{
  const WgGame *game = wg_session_get_game (wg_window_get_session (window));
  WgSidebar    *sidebar = WG_SIDEBAR (wg_test_find_type (GTK_WIDGET (window), WG_TYPE_SIDEBAR));
  gboolean      ai = wg_game_is_solo (game) && game->active == game->ai.player;
  GtkWidget    *page = wg_test_find_type (GTK_WIDGET (window),
                                       ai ? WG_TYPE_AI_PANEL : WG_TYPE_ACTION_PANEL);

  g_assert_cmpstr (wg_sidebar_get_page (sidebar), ==, ai ? "gatekeepers" : "actions");
  g_assert_true (focus_in (window, page));
}

/* Answers New Game's questions in its question view as the table would
 * (every card turned over a jungle card, else the first option). */
static void
answer_new_game (GtkWindow *dialog)
{
  WgNewGameModel *model = wg_new_game_window_get_model (WG_NEW_GAME_WINDOW (dialog));
  GtkWidget      *view = wg_test_find_type (GTK_WIDGET (dialog), WG_TYPE_QUESTION_VIEW);
  GtkListBox     *list = wg_question_view_get_list (WG_QUESTION_VIEW (view));
  guint           n = 0;

  g_object_add_weak_pointer (G_OBJECT (dialog), (gpointer *) &dialog);
  while (dialog != NULL)
    {
      const WgQuestion *q = wg_new_game_model_get_question (model);
      guint             pick = 0;

      g_assert_nonnull (q);
      for (guint i = 0; g_str_equal (q->id, "reveal") && i < q->options->len; i++)
        if (g_str_equal (((WgOption *) g_ptr_array_index (q->options, i))->id, "jungle"))
          pick = i;
      g_signal_emit_by_name (list, "row-activated",
                             gtk_list_box_get_row_at_index (list, (int) pick));
      g_assert_cmpuint (++n, <, 40);
    }
}

/* Issue 30: after New Game the keyboard was on the header's Open button.
 * A game created, or a game opened, starts with the keyboard where its
 * turn starts. */
static void
test_window_new_game_focus (void)
{
  WgWindow        *window = wg_test_sample_window ();
  GtkWindow       *dialog;
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "data", "app-ruler.json", NULL);
  g_autoptr (GFile) file = g_file_new_for_path (path);

  gtk_widget_grab_focus (GTK_WIDGET (wg_window_get_board_view (window)));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.new-game", NULL));
  dialog = wg_test_toplevel_of_type (WG_TYPE_NEW_GAME_WINDOW);
  g_assert_nonnull (dialog);
  wg_new_game_model_set_promotion_deck (
    wg_new_game_window_get_model (WG_NEW_GAME_WINDOW (dialog)), 20);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (dialog), "new-game.create", NULL));
  answer_new_game (dialog);
  while (g_main_context_iteration (NULL, FALSE))
    ;
  assert_turn_focused (window);

  gtk_widget_grab_focus (GTK_WIDGET (wg_window_get_board_view (window)));
  g_assert_true (wg_window_open_file (window, file));
  assert_turn_focused (window);
  wg_test_destroy_window (window);
}

/* Issue 30: a game ended on the Gatekeepers' card (a step applied that is
 * not End Turn's) showed no checklist, and the Final Score was only on the
 * Table page. However the game ends, a dialog offers it, its default
 * response (Return) Show the Final Score. */
static void
test_window_game_over_offers_score (void)
{
  WgWindow  *window = wg_test_sample_window ();
  WgSession *session = wg_window_get_session (window);
  WgGame    *over = wg_game_copy (wg_session_get_game (session));
  GtkWindow *dialog = NULL;

  over->game_over = TRUE;
  wg_test_apply (session, over, "The Gatekeepers take the last Objective");
  wg_test_iterate_until ((dialog = wg_test_toplevel_of_type (ADW_TYPE_MESSAGE_DIALOG)) != NULL);
  g_assert_true (gtk_window_get_transient_for (dialog) == GTK_WINDOW (window));
  g_assert_cmpstr (adw_message_dialog_get_heading (ADW_MESSAGE_DIALOG (dialog)), ==,
                   "The Game Is Over");
  g_assert_cmpstr (adw_message_dialog_get_default_response (ADW_MESSAGE_DIALOG (dialog)), ==,
                   "show-score");
  adw_message_dialog_response (ADW_MESSAGE_DIALOG (dialog), "show-score");
  wg_test_iterate_until (wg_test_toplevel_of_type (WG_TYPE_SCORE_WINDOW) != NULL);
  gtk_window_destroy (wg_test_toplevel_of_type (WG_TYPE_SCORE_WINDOW));
  wg_test_destroy_window (window);
}

/* The app's icon and its symbolic form are in the resource bundle, where
 * GtkApplication looks (the About window shows the icon by name). */
static void
test_app_icon (void)
{
  GtkIconTheme *theme = gtk_icon_theme_get_for_display (gdk_display_get_default ());

  g_assert_false (gtk_icon_theme_has_icon (theme, ICON_NAME));
  gtk_icon_theme_add_resource_path (theme, RESOURCE_PREFIX "/icons");
  g_assert_true (gtk_icon_theme_has_icon (theme, ICON_NAME));
  g_assert_true (gtk_icon_theme_has_icon (theme, ICON_NAME "-symbolic"));
}

/* The tools reach the window: the Gatekeepers' page in solo games only;
 * Final Score opens one score window; an attack done on the Actions page
 * opens the battle dialog on it; the board editor's "play" opens New Game
 * with its board chosen. */
static void
test_window_tools (void)
{
  WgWindow        *window = wg_test_sample_window ();
  WgSession       *session = wg_window_get_session (window);
  WgSidebar       *table = WG_SIDEBAR (wg_test_find_type (GTK_WIDGET (window),
                                                          WG_TYPE_SIDEBAR));
  WgActionPanel   *actions = WG_ACTION_PANEL (wg_test_find_type (GTK_WIDGET (window),
                                                                 WG_TYPE_ACTION_PANEL));
  WgActionModel   *model = wg_action_panel_get_model (actions);
  GtkWidget       *gatekeepers = wg_test_find_type (GTK_WIDGET (window), WG_TYPE_AI_PANEL);
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "data", "app-ruler.json", NULL);
  g_autoptr (GFile) file = g_file_new_for_path (path);
  GtkWindow *score, *battle, *editor, *new_game;
  g_autoptr (WgBoard) board = NULL;
  const WgGame *game = wg_session_get_game (session);

  g_assert_true (wg_game_is_solo (game));
  g_assert_nonnull (gatekeepers);
  wg_sidebar_set_page (table, "gatekeepers");
  g_assert_cmpstr (wg_sidebar_get_page (table), ==, "gatekeepers");

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.show-score", NULL));
  score = wg_test_toplevel_of_type (WG_TYPE_SCORE_WINDOW);
  g_assert_nonnull (score);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.show-score", NULL));
  g_assert_true (wg_test_toplevel_of_type (WG_TYPE_SCORE_WINDOW) == score);
  gtk_window_destroy (score);

  /* A game with two humans has no Gatekeepers' page. */
  g_assert_true (wg_window_open_file (window, file));
  game = wg_session_get_game (session);
  g_assert_false (wg_game_is_solo (game));
  g_assert_cmpstr (wg_sidebar_get_page (table), !=, "gatekeepers");

  /* Blue's 2 ships on P1 advance at 2X onto P2's 3 red ships (range 2). */
  wg_sidebar_set_page (table, "actions");
  wg_action_model_set_player (model, 0);
  wg_action_model_set_action (model, WG_ACTION_ADVANCE);
  wg_action_model_set_x (model, 2);
  wg_action_model_click (model, wg_board_find_location (game->board, "P1"));
  wg_action_model_click (model, wg_board_find_location (game->board, "P2"));
  g_assert_true (wg_action_model_can_perform (model));
  g_assert_true (wg_action_model_perform (model));
  battle = wg_test_toplevel_of_type (WG_TYPE_BATTLE_DIALOG);
  g_assert_nonnull (battle);
  g_assert_true (gtk_window_get_transient_for (battle) == GTK_WINDOW (window));
  gtk_window_destroy (battle);

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.board-editor", NULL));
  editor = wg_test_toplevel_of_type (WG_TYPE_BOARD_EDITOR_WINDOW);
  g_assert_nonnull (editor);
  board = wg_board_ref (wg_session_get_game (session)->board);
  g_signal_emit_by_name (editor, "play", board);
  new_game = wg_test_toplevel_of_type (WG_TYPE_NEW_GAME_WINDOW);
  g_assert_nonnull (new_game);
  g_assert_cmpuint (wg_new_game_model_get_board (
                      wg_new_game_window_get_model (WG_NEW_GAME_WINDOW (new_game))),
                    ==,
                    wg_new_game_model_get_n_boards (
                      wg_new_game_window_get_model (WG_NEW_GAME_WINDOW (new_game)))
                      - 1);
  gtk_window_destroy (new_game);
  gtk_window_destroy (editor);

  wg_test_destroy_window (window);
}

/* One turn loop (issue 18), on the solo sample (blue's turn 3, the
 * Gatekeepers red): End Turn is in the header bar from any page (Ctrl+E,
 * win.end-turn); the sidebar then shows the Gatekeepers' page with their
 * card played (issue 30: their deck is known, so Apply the Turn is
 * focused), and after their turn the Actions page; Ctrl+E before their
 * card is applied is refused (R-AI-13) and plays it again; Do It ends the
 * turn; Alt+N shows a page (win.show-page); Ctrl+G plays their card. */
static void
test_turn_loop (void)
{
  WgWindow      *window = wg_test_sample_window ();
  WgSession     *session = wg_window_get_session (window);
  WgSidebar     *sidebar = WG_SIDEBAR (wg_test_find_type (GTK_WIDGET (window), WG_TYPE_SIDEBAR));
  GtkWidget     *header = wg_test_find_type (GTK_WIDGET (window), ADW_TYPE_HEADER_BAR);
  WgActionPanel *actions = WG_ACTION_PANEL (wg_test_find_type (GTK_WIDGET (window),
                                                               WG_TYPE_ACTION_PANEL));
  WgAiPanel     *ai = WG_AI_PANEL (wg_test_find_type (GTK_WIDGET (window), WG_TYPE_AI_PANEL));
  GtkWidget     *offer = wg_test_find_actionable (GTK_WIDGET (actions), "win.end-turn");
  GtkWidget     *focus;
  int            human = wg_session_get_game (session)->active;
  guint          steps;

  g_assert_nonnull (wg_test_find_actionable (header, "win.end-turn"));
  g_assert_nonnull (offer);
  g_assert_false (wg_game_is_solo (wg_session_get_game (session))
                  && human == wg_session_get_game (session)->ai.player);

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.show-page", "s", "table"));
  g_assert_cmpstr (wg_sidebar_get_page (sidebar), ==, "table");
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.end-turn", NULL));
  g_assert_cmpint (wg_session_get_game (session)->active, ==,
                   wg_session_get_game (session)->ai.player);
  g_assert_cmpstr (wg_sidebar_get_page (sidebar), ==, "gatekeepers");
  /* Issue 30: their card is played at once; the sample's AI deck is known,
   * so nothing is asked and Apply the Turn has the focus. */
  g_assert_cmpint (wg_ai_model_get_state (wg_ai_panel_get_model (ai)), ==, WG_AI_MODEL_READY);
  focus = gtk_window_get_focus (GTK_WINDOW (window));
  g_assert_nonnull (focus);
  g_assert_cmpstr (gtk_actionable_get_action_name (GTK_ACTIONABLE (focus)), ==, "ai.apply");

  /* Ctrl+G from another page: their page, their card played. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.show-page", "s",
                                             "players"));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.play-gatekeepers", NULL));
  g_assert_cmpstr (wg_sidebar_get_page (sidebar), ==, "gatekeepers");
  g_assert_cmpint (wg_ai_model_get_state (wg_ai_panel_get_model (ai)), !=, WG_AI_MODEL_IDLE);
  gtk_widget_activate_action (GTK_WIDGET (ai), "ai.cancel", NULL);

  /* Ctrl+E from another page before their card is played: refused
   * (R-AI-13), nothing changes; their page is shown, their card played
   * again, Apply the Turn focused. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.show-page", "s", "table"));
  steps = wg_history_get_position (wg_session_get_history (session));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.end-turn", NULL));
  g_assert_cmpint (wg_session_get_game (session)->active, ==,
                   wg_session_get_game (session)->ai.player);
  g_assert_cmpuint (wg_history_get_position (wg_session_get_history (session)), ==, steps);
  g_assert_cmpstr (wg_sidebar_get_page (sidebar), ==, "gatekeepers");
  focus = gtk_window_get_focus (GTK_WINDOW (window));
  g_assert_cmpstr (gtk_actionable_get_action_name (GTK_ACTIONABLE (focus)), ==, "ai.apply");

  /* Ctrl+G, Shift+Ctrl+G: their card played and applied ends their turn
   * (R-AI-1): a human's, on the Actions page. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.play-gatekeepers", NULL));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.apply-gatekeepers", NULL));
  g_assert_cmpint (wg_session_get_game (session)->active, !=,
                   wg_session_get_game (session)->ai.player);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.follow-turn", NULL));
  g_assert_cmpstr (wg_sidebar_get_page (sidebar), ==, "actions");

  /* Issue 30: Do It ends the turn when nothing else is left in it (it
   * offered End the Turn, one more key): the Gatekeepers' page follows.
   * Undo takes the end back, and End the Turn is offered, focused. */
  g_assert_false (gtk_widget_get_visible (offer));
  wg_action_model_set_action (wg_action_panel_get_model (actions), WG_ACTION_DRAW);
  steps = wg_history_get_position (wg_session_get_history (session));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (actions), "action.perform", NULL));
  wg_test_iterate_until (wg_session_get_game (session)->active
                         == wg_session_get_game (session)->ai.player);
  g_assert_cmpuint (wg_history_get_position (wg_session_get_history (session)), ==, steps + 2);
  g_assert_cmpstr (wg_sidebar_get_page (sidebar), ==, "gatekeepers");
  g_assert_true (wg_session_undo (session));
  g_assert_cmpint (wg_session_get_game (session)->active, !=,
                   wg_session_get_game (session)->ai.player);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.show-page", "s",
                                             "actions"));
  g_assert_true (gtk_widget_get_visible (offer));
  g_assert_true (gtk_widget_activate_action (offer, "win.end-turn", NULL));
  g_assert_false (gtk_widget_get_visible (offer));
  g_assert_cmpstr (wg_sidebar_get_page (sidebar), ==, "gatekeepers");

  wg_test_destroy_window (window);
}

/* Ctrl+G and Shift+Ctrl+G with the Players page shown, and the window
 * closed at once: the session goes with it. On the solo sample, End Turn
 * gives the Gatekeepers their turn (Play focused on their page); Alt+2,
 * Ctrl+G (their page), Alt+2 again and Shift+Ctrl+G hide a page with the
 * focus inside twice before a frame, which left GTK 4.8's window holding a
 * sidebar page, and through it the session, after the window was
 * destroyed (wg_test_destroy_window waits for both to be finalized). */
static void
test_pages_then_close (void)
{
  WgWindow  *window = wg_test_sample_window ();
  WgSession *session = wg_window_get_session (window);
  WgSidebar *sidebar = WG_SIDEBAR (wg_test_find_type (GTK_WIDGET (window), WG_TYPE_SIDEBAR));
  guint      steps = wg_history_get_position (wg_session_get_history (session));

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.end-turn", NULL));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.show-page", "s",
                                             "players"));
  g_assert_cmpstr (wg_sidebar_get_page (sidebar), ==, "players");
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.play-gatekeepers", NULL));
  g_assert_cmpstr (wg_sidebar_get_page (sidebar), ==, "gatekeepers");
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.show-page", "s",
                                             "players"));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.apply-gatekeepers", NULL));
  g_assert_cmpstr (wg_sidebar_get_page (sidebar), ==, "gatekeepers");
  /* End Turn and the Gatekeepers' card: two steps. */
  g_assert_cmpuint (wg_history_get_position (wg_session_get_history (session)), ==, steps + 2);
  wg_test_destroy_window (window);
}

/* A page shown by its key (Alt+2) takes the focus, as the Actions page's
 * (Alt+4) does: the focus on the Action row was dropped and nothing took
 * it, so that the next Tab started from the window's top (issue 30: a
 * held token's Use on the Players page took a dozen Tabs). */
static void
test_page_by_key_takes_focus (void)
{
  WgWindow   *window = wg_test_sample_window ();
  WgSidebar  *sidebar = WG_SIDEBAR (wg_test_find_type (GTK_WIDGET (window), WG_TYPE_SIDEBAR));
  const char *pages[] = { "players", "table", "location" };

  for (guint i = 0; i < G_N_ELEMENTS (pages); i++)
    {
      GtkWidget *focus;

      g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.show-page", "s",
                                                 "actions"));
      g_assert_nonnull (gtk_root_get_focus (GTK_ROOT (window)));
      g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.show-page", "s",
                                                 pages[i]));
      g_assert_cmpstr (wg_sidebar_get_page (sidebar), ==, pages[i]);
      focus = gtk_root_get_focus (GTK_ROOT (window));
      g_assert_nonnull (focus);
      g_assert_true (gtk_widget_is_ancestor (focus, wg_sidebar_get_page_widget (sidebar)));
    }
  wg_test_destroy_window (window);
}

/* A main window on tests/data/@name; the window holds the session. */
static WgWindow *
window_on_file (const char *name)
{
  g_autoptr (WgSession) session = wg_test_load_session (name);

  return wg_test_window_on (session);
}

/* After a battle the player's attack led to, End the Turn is offered
 * with the focus, as after Do It (issue 18): moves-movement.json, blue's
 * Advance at 2X from D1 onto red's V1; the battle dialog, ×3 against ×1,
 * Apply; the Actions page shows End the Turn, focused. */
static void
test_battle_offers_end_turn (void)
{
  WgWindow      *window = window_on_file ("moves-movement.json");
  WgSession     *session = wg_window_get_session (window);
  WgSidebar     *sidebar = WG_SIDEBAR (wg_test_find_type (GTK_WIDGET (window), WG_TYPE_SIDEBAR));
  WgActionPanel *actions = WG_ACTION_PANEL (wg_test_find_type (GTK_WIDGET (window),
                                                               WG_TYPE_ACTION_PANEL));
  WgActionModel *model;
  GtkWidget     *offer = wg_test_find_actionable (GTK_WIDGET (actions), "win.end-turn");
  GtkWindow     *battle;
  guint          steps = wg_history_get_position (wg_session_get_history (session));
  const WgBoard *board = wg_session_get_game (session)->board;

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.show-page", "s",
                                             "actions"));
  model = wg_action_panel_get_model (actions);
  wg_action_model_set_player (model, 0);
  wg_action_model_set_action (model, WG_ACTION_ADVANCE);
  wg_action_model_set_x (model, 2);
  wg_action_model_click (model, wg_board_find_location (board, "D1"));
  wg_action_model_click (model, wg_board_find_location (board, "V1"));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (actions), "action.perform", NULL));
  battle = wg_test_toplevel_of_type (WG_TYPE_BATTLE_DIALOG);
  g_assert_nonnull (battle);
  g_assert_false (gtk_widget_get_visible (offer));
  g_assert_true (wg_battle_model_choose_multiplier (
    wg_battle_dialog_get_model (WG_BATTLE_DIALOG (battle)), WG_ROLE_ATTACKER, 3));
  g_assert_true (wg_battle_model_choose_multiplier (
    wg_battle_dialog_get_model (WG_BATTLE_DIALOG (battle)), WG_ROLE_DEFENDER, 1));
  g_object_add_weak_pointer (G_OBJECT (battle), (gpointer *) &battle);
  g_signal_emit_by_name (wg_test_find_actionable (GTK_WIDGET (battle), "battle.apply"), "clicked");
  wg_test_iterate_until (battle == NULL);

  g_assert_cmpuint (wg_history_get_position (wg_session_get_history (session)), ==, steps + 1);
  g_assert_cmpstr (wg_sidebar_get_page (sidebar), ==, "actions");
  g_assert_true (gtk_widget_get_visible (offer));
  g_assert_true (gtk_window_get_focus (GTK_WINDOW (window)) == offer);
  wg_test_destroy_window (window);
}

/* Issue 30: the Gatekeepers' turn ended from their page — by the end of
 * the round's questions answered there (round-solo.json: their 4th turn
 * of round 2, their card played; both Technologies of one type, so the
 * end of the round lays out new ones, asked) — and the sidebar shows the Actions page with the
 * focus on its Action row, as after their End Turn (it stayed on their
 * page with the focus nowhere). */
static void
test_gatekeepers_turn_ends_to_actions (void)
{
  WgWindow  *window = window_on_file ("round-solo.json");
  WgSession *session = wg_window_get_session (window);
  WgSidebar *sidebar = WG_SIDEBAR (wg_test_find_type (GTK_WIDGET (window), WG_TYPE_SIDEBAR));
  GtkWidget *ai = wg_test_find_type (GTK_WIDGET (window), WG_TYPE_AI_PANEL);
  GtkWidget *actions = wg_test_find_type (GTK_WIDGET (window), WG_TYPE_ACTION_PANEL);
  WgAiModel *model = wg_ai_panel_get_model (WG_AI_PANEL (ai));
  GtkWidget *focus;
  guint      answers = 0;
  WgGame    *same = wg_game_copy (wg_session_get_game (session));

  /* Both Technologies of one type: the end of the round lays out a new one
   * from a deck of unknown order (R-ROUND-1), asked. */
  g_array_index (same->technologies, WgTechnology, 1).type =
    g_array_index (same->technologies, WgTechnology, 0).type;
  g_assert_true (wg_session_apply (session, same, "Technologies of one type", NULL));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.show-page", "s",
                                             "gatekeepers"));
  /* The keyboard is on their page, on End the Gatekeepers' Turn. */
  wg_ai_panel_focus_play (WG_AI_PANEL (ai));
  g_assert_true (gtk_widget_is_ancestor (gtk_window_get_focus (GTK_WINDOW (window)), ai));
  g_assert_true (gtk_widget_activate_action (ai, "ai.end-turn", NULL));
  while (wg_ai_model_get_question (model) != NULL)
    {
      const WgQuestion *q = wg_ai_model_get_question (model);
      const WgOption   *first = g_ptr_array_index (q->options, 0);

      g_assert_cmpstr (wg_sidebar_get_page (sidebar), ==, "gatekeepers");
      g_assert_true (gtk_widget_activate_action (ai, "ai.answer", "s", first->id));
      answers++;
      g_assert_cmpuint (answers, <, 10);
    }
  g_assert_cmpuint (answers, >, 0);
  g_assert_cmpint (wg_session_get_game (session)->active, ==, 0);
  wg_test_iterate_until (g_strcmp0 (wg_sidebar_get_page (sidebar), "actions") == 0);
  focus = gtk_window_get_focus (GTK_WINDOW (window));
  g_assert_nonnull (focus);
  g_assert_true (gtk_widget_is_ancestor (focus, actions));
  g_assert_true (ADW_IS_COMBO_ROW (focus));
  g_assert_cmpstr (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (focus)), ==, "Action");
  wg_test_destroy_window (window);
}

/* The first widget under @widget whose type is named @name, or NULL. */
static GtkWidget *
find_type_named (GtkWidget  *widget,
                 const char *name)
{
  if (g_str_equal (G_OBJECT_TYPE_NAME (widget), name))
    return widget;
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = find_type_named (child, name);

      if (found != NULL)
        return found;
    }
  return NULL;
}

/* Issue 30: a toast does not cover the zoom buttons, at the window's
 * default size and on a phone (360 × 720). */
static void
test_toast_clears_zoom (void)
{
  const int sizes[][2] = { { 0, 0 }, { 360, 720 } };

  for (guint k = 0; k < G_N_ELEMENTS (sizes); k++)
    {
      WgWindow       *window = wg_test_sample_window ();
      GtkWidget      *zoom = wg_test_find_actionable (GTK_WIDGET (window), "win.zoom-in");
      GtkWidget      *box = gtk_widget_get_parent (zoom);
      GtkWidget      *toast = NULL;
      graphene_rect_t toast_bounds, zoom_bounds;

      if (sizes[k][0] > 0)
        gtk_window_set_default_size (GTK_WINDOW (window), sizes[k][0], sizes[k][1]);
      g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.end-turn", NULL));
      wg_test_iterate_until ((toast = find_type_named (GTK_WIDGET (window), "AdwToastWidget"))
                               != NULL
                             && gtk_widget_get_mapped (toast) && gtk_widget_get_width (toast) > 0
                             && gtk_widget_get_mapped (box));
      wg_test_iterate_until (gtk_widget_compute_bounds (toast, GTK_WIDGET (window),
                                                        &toast_bounds)
                             && toast_bounds.size.height > 0);
      g_assert_true (gtk_widget_compute_bounds (box, GTK_WIDGET (window), &zoom_bounds));
      if (graphene_rect_intersection (&toast_bounds, &zoom_bounds, NULL))
        g_error ("the toast (%g, %g, %g × %g) covers the zoom buttons (%g, %g, %g × %g)",
                 toast_bounds.origin.x, toast_bounds.origin.y, toast_bounds.size.width,
                 toast_bounds.size.height, zoom_bounds.origin.x, zoom_bounds.origin.y,
                 zoom_bounds.size.width, zoom_bounds.size.height);
      wg_test_destroy_window (window);
    }
}

int
main (int   argc,
      char *argv[])
{
  g_autofree char *home = wg_test_app_init (&argc, &argv);
  int              status;

  g_test_add_func ("/wg/app/window/hex-geometry", test_hex_geometry);
  g_test_add_func ("/wg/app/window/hex-geometry-flat", test_hex_geometry_flat);
  g_test_add_func ("/wg/app/window/orientation-turns", test_orientation_turns);
  g_test_add_func ("/wg/app/window/zoom", test_zoom);
  g_test_add_func ("/wg/app/window/toast-clears-zoom", test_toast_clears_zoom);
  g_test_add_func ("/wg/app/window/measures", test_window_measures);
  g_test_add_func ("/wg/app/window/refuses", test_window_refuses);
  g_test_add_func ("/wg/app/window/undo-actions", test_undo_actions);
  g_test_add_func ("/wg/app/window/history-view", test_history_view);
  g_test_add_func ("/wg/app/window/toast-undo", test_toast_undo);
  g_test_add_func ("/wg/app/window/app-icon", test_app_icon);
  g_test_add_func ("/wg/app/window/table", test_window_table);
  g_test_add_func ("/wg/app/window/mirrors", test_window_mirrors);
  g_test_add_func ("/wg/app/window/new-game", test_window_new_game);
  g_test_add_func ("/wg/app/window/new-game-focus", test_window_new_game_focus);
  g_test_add_func ("/wg/app/window/R-ROUND-2/game-over-offers-score",
                   test_window_game_over_offers_score);
  g_test_add_func ("/wg/app/window/tools", test_window_tools);
  g_test_add_func ("/wg/app/window/turn-loop", test_turn_loop);
  g_test_add_func ("/wg/app/window/pages-then-close", test_pages_then_close);
  g_test_add_func ("/wg/app/window/page-by-key-takes-focus", test_page_by_key_takes_focus);
  g_test_add_func ("/wg/app/window/battle-offers-end-turn", test_battle_offers_end_turn);
  g_test_add_func ("/wg/app/window/gatekeepers-turn-ends-to-actions",
                   test_gatekeepers_turn_ends_to_actions);

  status = g_test_run ();
  wg_test_app_cleanup (home);
  return status;
}
