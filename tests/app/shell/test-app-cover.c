/* test-app-cover.c — nothing the window shows covers what it describes
 * Copyright 2026 The Warpgate Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Issue 31, item 26: the Range card covered the top-left hexes of the
 * board it explains, a tooltip opened over "Export as PNG…", and the
 * exported sheet's winner spilled out of its row.
 */
#include "config.h"

#include "wg-board-view-private.h"
#include "wg-score-report.h"
#include "wg-score-window.h"
#include "wg-test-app.h"
#include "wg-window-private.h"

/* A few frames: what a frame's layout changed is laid out again. */
static void
settle (void)
{
  gint64 end = g_get_monotonic_time () + 200 * 1000;

  while (g_get_monotonic_time () < end)
    {
      g_main_context_iteration (NULL, FALSE);
      g_usleep (1000);
    }
}

/* A window of @width × @height on @game (NULL: the sample solo game, else
 * a file of data/games), on the Location page, the Range card shown. */
static WgWindow *
window_on (const char *game,
           int         width,
           int         height)
{
  g_autoptr (WgSession) session = wg_session_new ();
  g_autoptr (GError) error = NULL;
  WgWindow *window;

  if (game == NULL)
    g_assert_true (wg_session_load_resource (session, WG_SESSION_SAMPLE_RESOURCE, &error));
  else
    {
      g_autofree char *path = g_test_build_filename (G_TEST_DIST, "..", "data", "games", game, NULL);
      g_autoptr (GFile) file = g_file_new_for_path (path);

      g_assert_true (wg_session_load_file (session, file, &error));
    }
  g_assert_no_error (error);
  wg_session_set_autosave_dir (session, NULL);
  window = wg_window_new (NULL, session);
  gtk_window_set_default_size (GTK_WINDOW (window), width, height);
  gtk_window_present (GTK_WINDOW (window));
  wg_test_wait_for_layout (window->board_view);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.show-page", "s", "location"));
  settle ();
  wg_test_iterate_until (gtk_widget_get_mapped (window->ruler_card));
  settle ();
  return window;
}

/* How many of the board's hexes (every cell, planet or space) the Range
 * card's rectangle meets, as the board is laid out now. */
static guint
hexes_under_card (WgWindow *window)
{
  WgBoardView    *view = window->board_view;
  const WgBoard  *board = wg_session_get_game (window->session)->board;
  graphene_rect_t card;
  double          hw, hh;
  guint           n = 0;

  g_assert_true (gtk_widget_compute_bounds (window->ruler_card, GTK_WIDGET (view), &card));
  g_assert_cmpfloat (card.size.width, >, 100);
  wg_hex_layout_unit_extent (view->layout.flat, &hw, &hh);
  hw *= view->layout.size;
  hh *= view->layout.size;
  for (guint i = 0; i < wg_board_get_n_cells (board); i++)
    {
      graphene_rect_t hex;
      double          x, y;

      wg_hex_layout_to_pixel (&view->layout, wg_board_get_cell (board, i)->hex, &x, &y);
      graphene_rect_init (&hex, x - hw, y - hh, 2 * hw, 2 * hh);
      n += graphene_rect_intersection (&card, &hex, NULL);
    }
  return n;
}

/* At the default zoom the Range card covers no hex of the board it
 * explains: the sample solo game (wider than tall) and the four-player
 * sample (taller), on a desktop, a small laptop and a phone. */
static void
test_range_card (void)
{
  static const char *const games[] = { NULL, "sample-4p.json" };
  static const int         sizes[][2] = { { 1920, 1080 }, { 1024, 700 }, { 360, 720 } };

  for (guint g = 0; g < G_N_ELEMENTS (games); g++)
    for (guint z = 0; z < G_N_ELEMENTS (sizes); z++)
      {
        WgWindow *window = window_on (games[g], sizes[z][0], sizes[z][1]);
        double    clear;
        guint     n;

        g_assert_cmpfloat (wg_board_view_get_zoom (window->board_view), ==, 1.0);
        n = hexes_under_card (window);
        if (n > 0)
          g_error ("%s at %dx%d: the Range card covers %u hexes", games[g] ? games[g] : "sample",
                   sizes[z][0], sizes[z][1], n);
        /* The board still large: its hexes at least three quarters of the
         * size they have when nothing covers the view. */
        clear = wg_board_view_get_hex_size (window->board_view);
        wg_board_view_set_covered (window->board_view, NULL);
        g_test_message ("%s at %dx%d: hexes of %.1f px, %.1f px uncovered",
                        games[g] ? games[g] : "sample", sizes[z][0], sizes[z][1], clear,
                        wg_board_view_get_hex_size (window->board_view));
        g_assert_cmpfloat (clear, >=, 0.75 * wg_board_view_get_hex_size (window->board_view));
        wg_test_destroy_window (window);
      }
}

/* The Final Score's Export menu open: "Export as PNG…" is its first item,
 * right under the button, and the button has no tooltip to open over it
 * (its label says what it does; screen readers hear its description). */
static void
test_export_menu (void)
{
  WgWindow  *window = wg_test_sample_window ();
  GtkWindow *score;
  GtkWidget *button, *popover;

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.show-score", NULL));
  wg_test_iterate_until ((score = wg_test_toplevel_of_type (WG_TYPE_SCORE_WINDOW)) != NULL
                         && gtk_widget_get_mapped (GTK_WIDGET (score)));
  button = wg_test_find_type (GTK_WIDGET (score), GTK_TYPE_MENU_BUTTON);
  g_assert_nonnull (button);
  gtk_menu_button_popup (GTK_MENU_BUTTON (button));
  popover = GTK_WIDGET (gtk_menu_button_get_popover (GTK_MENU_BUTTON (button)));
  wg_test_iterate_until (gtk_widget_get_mapped (popover));
  settle ();
  g_assert_nonnull (wg_test_find_label (popover, "Export as PNG…"));
  g_assert_false (gtk_widget_get_has_tooltip (button));
  g_assert_null (gtk_widget_get_tooltip_text (button));
  gtk_menu_button_popdown (GTK_MENU_BUTTON (button));
  gtk_window_destroy (score);
  wg_test_destroy_window (window);
}

/* Whether the pixel of the PNG at (x, y) is ink: darker than the row's
 * bands and rules. */
static gboolean
ink_at (cairo_surface_t *png,
        int              x,
        int              y)
{
  const guint8 *p = cairo_image_surface_get_data (png) + y * cairo_image_surface_get_stride (png)
                    + x * 4;

  return p[0] < 160 && p[1] < 160 && p[2] < 160;
}

/* Whether the pixel at (x, y) is the winner's band: a pale yellow. */
static gboolean
band_at (cairo_surface_t *png,
         int              x,
         int              y)
{
  const guint8 *p = cairo_image_surface_get_data (png) + y * cairo_image_surface_get_stride (png)
                    + x * 4;

  return p[0] > 180 && p[0] < 210 && p[1] > 230 && p[2] > 240;
}

/* The exported sheet of a game won by a player whose name is one word
 * longer than the name column: the winner's row (its yellow band) holds
 * the swatch, the name broken over lines, and the seven numbers, each its
 * own group of ink at least 16 pixels from the next: the name reaches
 * none of the numbers. */
static void
test_png_winner_row (void)
{
  g_autoptr (WgGame) game = NULL;
  g_autoptr (WgScoreModel) model = wg_score_model_new (NULL);
  g_autoptr (GError) error = NULL;
  g_autofree char *source = g_test_build_filename (G_TEST_DIST, "data", "score-long-name.json",
                                                   NULL);
  g_autofree char *dir = g_dir_make_tmp ("wg-cover-XXXXXX", &error);
  g_autofree char *path = g_build_filename (dir, "score.png", NULL);
  cairo_surface_t *png;
  int              top = 0, bottom, width, runs = 0, gap = 16;

  g_assert_no_error (error);
  {
    g_autoptr (WgSession) session = wg_test_load_session ("score-long-name.json");

    game = wg_game_copy (wg_session_get_game (session));
    wg_session_close (session);
  }
  wg_score_model_set_game (model, game);
  g_assert_true (wg_score_report_export_png (model, path, &error));
  g_assert_no_error (error);
  png = cairo_image_surface_create_from_png (path);
  g_assert_cmpint (cairo_surface_status (png), ==, CAIRO_STATUS_SUCCESS);
  width = cairo_image_surface_get_width (png);
  /* The band, as the left margin's column of pixels crosses it. */
  while (top < cairo_image_surface_get_height (png) && !band_at (png, 90, top))
    top++;
  bottom = top;
  while (bottom < cairo_image_surface_get_height (png) && band_at (png, 90, bottom))
    bottom++;
  g_assert_cmpint (bottom - top, >, 40);
  for (int x = 0; x < width; x++)
    {
      gboolean ink = FALSE;

      for (int y = top; y < bottom && !ink; y++)
        ink = ink_at (png, x, y);
      if (ink && gap >= 16)
        runs++;
      gap = ink ? 0 : gap + 1;
    }
  g_assert_cmpint (runs, ==, 2 + 7);
  cairo_surface_destroy (png);
  g_unlink (path);
  g_rmdir (dir);
}

int
main (int   argc,
      char *argv[])
{
  g_autofree char *home = wg_test_app_init (&argc, &argv);
  int              status;

  g_test_add_func ("/wg/app/cover/range-card", test_range_card);
  g_test_add_func ("/wg/app/cover/export-menu", test_export_menu);
  g_test_add_func ("/wg/app/cover/png-winner-row", test_png_winner_row);
  status = g_test_run ();
  wg_test_app_cleanup (home);
  return status;
}
