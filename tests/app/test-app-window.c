/* test-app-window.c — WgWindow and WgBoardView: building, geometry, wiring, refusal
 * Copyright 2026 The Warpgate Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <math.h>

#include "wg-board-view.h"
#include "wg-game-json.h"
#include "wg-window.h"

#define TIMEOUT_US (10 * G_USEC_PER_SEC)

/* Runs the main loop until the board view has a layout. */
static void
wait_for_layout (WgBoardView *view)
{
  gint64 deadline = g_get_monotonic_time () + TIMEOUT_US;

  while (wg_board_view_get_hex_size (view) <= 0 || !gtk_widget_get_mapped (GTK_WIDGET (view)))
    {
      g_assert_cmpint (g_get_monotonic_time (), <, deadline);
      g_main_context_iteration (NULL, FALSE);
      g_usleep (1000);
    }
}

static WgWindow *
new_sample_window (void)
{
  g_autoptr (WgSession) session = wg_session_new ();
  g_autoptr (GError) error = NULL;
  WgWindow *window;

  g_assert_true (wg_session_load_resource (session, WG_SESSION_SAMPLE_RESOURCE, &error));
  g_assert_no_error (error);
  window = wg_window_new (NULL, session);
  gtk_window_present (GTK_WINDOW (window));
  wait_for_layout (wg_window_get_board_view (window));
  return window;
}

/* Destroys the window and checks that the session and the window went with
 * it: nothing else holds them. */
static void
destroy_window (WgWindow *window)
{
  WgSession *session = wg_window_get_session (window);
  gint64 deadline = g_get_monotonic_time () + TIMEOUT_US;

  g_object_add_weak_pointer (G_OBJECT (session), (gpointer *) &session);
  g_object_add_weak_pointer (G_OBJECT (window), (gpointer *) &window);
  gtk_window_destroy (GTK_WINDOW (window));
  while (session != NULL || window != NULL)
    {
      g_assert_cmpint (g_get_monotonic_time (), <, deadline);
      g_main_context_iteration (NULL, FALSE);
    }
}

/* Every hex centre maps back to its hex and cell; points well inside a hex
 * (towards an edge or a corner) stay in it, points just past an edge land
 * in the neighbour across it. */
static void
test_hex_geometry (void)
{
  WgWindow *window = new_sample_window ();
  WgBoardView *view = wg_window_get_board_view (window);
  const WgBoard *board = wg_session_get_game (wg_window_get_session (window))->board;
  double size = wg_board_view_get_hex_size (view);
  double apothem = size * sqrt (3) / 2;

  g_assert_cmpfloat (size, >, 8);
  for (guint i = 0; i < wg_board_get_n_cells (board); i++)
    {
      WgHex hex = wg_board_get_cell (board, (int) i)->hex, found;
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
          /* Direction d points 60°·d counter-clockwise from east; y grows down. */
          double angle = -G_PI / 3 * d;
          WgHex next = wg_hex_neighbor (hex, d);

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

  destroy_window (window);
}

/* Zooming about the middle keeps the middle hex there and scales hexes;
 * the zoom stays within its bounds, geometry still round-trips, and a new
 * game shows its whole board again. */
static void
test_zoom (void)
{
  WgWindow *window = new_sample_window ();
  WgBoardView *view = wg_window_get_board_view (window);
  const WgBoard *board = wg_session_get_game (wg_window_get_session (window))->board;
  double mid_x = gtk_widget_get_width (GTK_WIDGET (view)) / 2.0;
  double mid_y = gtk_widget_get_height (GTK_WIDGET (view)) / 2.0;
  double size = wg_board_view_get_hex_size (view);
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
      WgHex hex = wg_board_get_cell (board, (int) i)->hex;
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

  destroy_window (window);
}

static void
pixel_at (GdkTexture *texture,
          double      x,
          double      y,
          guint8      bgra[4])
{
  int width = gdk_texture_get_width (texture), height = gdk_texture_get_height (texture);
  g_autofree guint8 *data = g_malloc ((gsize) width * height * 4);
  int px = (int) x, py = (int) y;

  g_assert_cmpint (px, >=, 0);
  g_assert_cmpint (py, >=, 0);
  g_assert_cmpint (px, <, width);
  g_assert_cmpint (py, <, height);
  gdk_texture_download (texture, data, (gsize) width * 4);
  memcpy (bgra, data + ((gsize) py * width + px) * 4, 4);
}

/* The board view's own drawing, now: its snapshot vfunc, called directly
 * rather than waiting for the frame clock to draw the window. The node is
 * handed back and must outlive later renders: the GL renderer caches what
 * it drew for a node by the node's address, and a new node allocated where
 * a freed one was would be drawn from that stale cache. */
static GdkTexture *
render (GtkWidget      *widget,
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

static GtkWidget *
find_with_class (GtkWidget  *widget,
                 const char *css_class)
{
  if (gtk_widget_has_css_class (widget, css_class))
    return widget;
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = find_with_class (child, css_class);

      if (found != NULL)
        return found;
    }
  return NULL;
}

/* A click on the board reaches the session through the window, the status
 * label follows the session, and the measured path is drawn. */
static void
test_window_measures (void)
{
  WgWindow *window = new_sample_window ();
  WgBoardView *view = wg_window_get_board_view (window);
  WgSession *session = wg_window_get_session (window);
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "data", "app-ruler.json", NULL);
  g_autoptr (GFile) file = g_file_new_for_path (path);
  g_autoptr (GdkTexture) before = NULL;
  g_autoptr (GdkTexture) after = NULL;
  g_autoptr (GskRenderNode) before_node = NULL;
  g_autoptr (GskRenderNode) after_node = NULL;
  const WgBoard *board;
  guint8 plain[4], lit[4];
  GtkWidget *label;
  double x, y;
  int p1, p2;

  g_assert_true (wg_window_open_file (window, file));
  g_assert_cmpstr (gtk_window_get_title (GTK_WINDOW (window)), ==, "app-ruler.json");
  wait_for_layout (view);

  board = wg_session_get_game (session)->board;
  p1 = wg_board_find_location (board, "P1");
  p2 = wg_board_find_location (board, "P2");
  /* The window may still be resized by a late configure event: take the
   * hex's centre as laid out for each render. */
  g_assert_true (wg_board_view_hex_center (view, (WgHex) { 1, 0 }, &x, &y));
  before = render (GTK_WIDGET (view), &before_node);
  pixel_at (before, x, y, plain);

  g_signal_emit_by_name (view, "location-activated", p1);
  g_signal_emit_by_name (view, "location-activated", p2);
  g_assert_cmpint (wg_session_get_range (session), ==, 2);
  g_assert_true (gtk_widget_is_visible (GTK_WIDGET (window)));
  label = find_with_class (GTK_WIDGET (window), "ruler-status");
  g_assert_nonnull (label);
  g_assert_cmpstr (gtk_label_get_label (GTK_LABEL (label)), ==, wg_session_get_status (session));
  g_assert_nonnull (strstr (gtk_label_get_label (GTK_LABEL (label)), "Range 2 from P1 to P2"));

  g_assert_true (wg_board_view_hex_center (view, (WgHex) { 1, 0 }, &x, &y));
  after = render (GTK_WIDGET (view), &after_node);
  pixel_at (after, x, y, lit);
  /* The path hex (1, 0) is filled with the path's light blue: brighter in
   * every channel than plain space. */
  g_assert_cmpint (lit[0], >, plain[0]);
  g_assert_cmpint (lit[1], >, plain[1]);
  g_assert_cmpint (lit[2], >, plain[2]);

  destroy_window (window);
}

static AdwMessageDialog *
find_dialog_for (GtkWindow *parent)
{
  GListModel *toplevels = gtk_window_get_toplevels ();

  for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
    {
      g_autoptr (GtkWindow) w = g_list_model_get_item (toplevels, i);

      if (ADW_IS_MESSAGE_DIALOG (w) && gtk_window_get_transient_for (w) == parent)
        return ADW_MESSAGE_DIALOG (w);
    }
  return NULL;
}

/* A refused file is explained on the window, JSON path included, and the
 * game on the window stays. */
static void
test_window_refuses (void)
{
  WgWindow *window = new_sample_window ();
  WgSession *session = wg_window_get_session (window);
  const WgGame *game = wg_session_get_game (session);
  g_autoptr (GError) error = NULL;
  g_autoptr (GFileIOStream) stream = NULL;
  g_autoptr (GFile) file = g_file_new_tmp ("wg-app-XXXXXX.json", &stream, &error);
  const char *broken = "{\"format\": \"warpgate-companion-game\", \"version\": 1, "
                       "\"board\": {\"hexes\": [{\"q\": 0, \"r\": 0, \"kind\": \"planet\", "
                       "\"id\": \"P\", \"type\": \"lava\"}]}, \"players\": [{\"color\": \"red\"}]}";
  AdwMessageDialog *dialog;

  g_assert_no_error (error);
  g_assert_true (g_file_replace_contents (file, broken, strlen (broken), NULL, FALSE,
                                          G_FILE_CREATE_NONE, NULL, NULL, &error));
  g_assert_no_error (error);

  g_assert_null (find_dialog_for (GTK_WINDOW (window)));
  g_assert_false (wg_window_open_file (window, file));
  g_assert_true (wg_session_get_game (session) == game);

  dialog = find_dialog_for (GTK_WINDOW (window));
  g_assert_nonnull (dialog);
  g_assert_nonnull (strstr (adw_message_dialog_get_body (dialog), "board.hexes[0].type"));
  gtk_window_destroy (GTK_WINDOW (dialog));

  g_file_delete (file, NULL, NULL);
  destroy_window (window);
}

int
main (int   argc,
      char *argv[])
{
  gtk_test_init (&argc, &argv, NULL);
  adw_init ();

  g_test_add_func ("/wg/app/window/hex-geometry", test_hex_geometry);
  g_test_add_func ("/wg/app/window/zoom", test_zoom);
  g_test_add_func ("/wg/app/window/measures", test_window_measures);
  g_test_add_func ("/wg/app/window/refuses", test_window_refuses);

  return g_test_run ();
}
