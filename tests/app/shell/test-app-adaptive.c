/* test-app-adaptive.c — the main window from a phone's width to a desktop's, at any text scale
 * Copyright 2026 The Warpgate Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <math.h>

#include "wg-board-view-private.h"
#include "wg-sidebar.h"
#include "wg-test-app.h"
#include "wg-window-private.h"

/* GTK's text scale, as GNOME's Large Text sets it: gtk-xft-dpi in 1024ths
 * of a dot per inch, 96 dpi being 1×. */
static void
set_text_scale (double scale)
{
  g_object_set (gtk_settings_get_default (), "gtk-xft-dpi", (int) (96 * 1024 * scale), NULL);
}

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

/* The sample game in a window of @width × @height. */
static WgWindow *
window_of_size (int width,
                int height)
{
  g_autoptr (WgSession) session = wg_session_new ();
  g_autoptr (GError) error = NULL;
  WgWindow *window;

  g_assert_true (wg_session_load_resource (session, WG_SESSION_SAMPLE_RESOURCE, &error));
  g_assert_no_error (error);
  window = wg_window_new (NULL, session);
  gtk_window_set_default_size (GTK_WINDOW (window), width, height);
  gtk_window_present (GTK_WINDOW (window));
  wg_test_wait_for_layout (wg_window_get_board_view (window));
  /* The header bar laid out for the width, and the window at the width
   * its contents allow, the asked one or a little more (the header bar's
   * window buttons are three here, minimize, maximize and close, not the
   * one close button of a phone's). */
  settle ();
  return window;
}

static void
assert_inside_window (WgWindow  *window,
                      GtkWidget *widget)
{
  graphene_rect_t bounds;

  g_assert_true (gtk_widget_compute_bounds (widget, GTK_WIDGET (window), &bounds));
  g_assert_cmpfloat (bounds.origin.x, >=, 0);
  g_assert_cmpfloat (bounds.origin.x + bounds.size.width, <=,
                     gtk_widget_get_width (GTK_WIDGET (window)));
}

/* Wide: the sidebar beside the board, no sidebar button. */
static void
test_wide (void)
{
  WgWindow       *window = window_of_size (1920, 1080);
  GtkWidget      *sidebar = GTK_WIDGET (window->sidebar);
  GtkWidget      *board = GTK_WIDGET (window->board_view);
  graphene_rect_t board_bounds, sidebar_bounds;

  g_assert_false (adw_flap_get_folded (window->flap));
  g_assert_false (wg_window_get_narrow (window));
  g_assert_false (gtk_widget_get_visible (window->sidebar_button));
  g_assert_true (gtk_widget_get_mapped (window->end_turn_button));
  g_assert_false (gtk_action_bar_get_revealed (window->narrow_bar));
  g_assert_true (gtk_widget_get_mapped (sidebar));
  g_assert_true (gtk_widget_compute_bounds (board, GTK_WIDGET (window), &board_bounds));
  g_assert_true (gtk_widget_compute_bounds (sidebar, GTK_WIDGET (window), &sidebar_bounds));
  /* Side by side: the board ends where the sidebar begins (a separator
   * between them). */
  g_assert_cmpfloat (board_bounds.origin.x + board_bounds.size.width, <=,
                     sidebar_bounds.origin.x);
  assert_inside_window (window, sidebar);
  /* F9 does nothing to a sidebar that is not folded. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.toggle-sidebar", NULL));
  g_assert_true (adw_flap_get_reveal_flap (window->flap));
  wg_test_destroy_window (window);
}

/* 1024 × 700, a small laptop: still side by side, and the board's ids are
 * drawn at a readable size: a caption's, 0.85 of the UI's text (14 px at
 * 96 dpi by default: about 12 px), whose capitals and digits are some
 * 8–9 px tall; the old ids, a fifth of the hex, were not drawn at all. */
static void
test_laptop (void)
{
  WgWindow       *window = window_of_size (1024, 700);
  WgBoardView    *view = window->board_view;
  const WgBoard  *board = wg_session_get_game (window->session)->board;
  graphene_rect_t box;
  guint           n_planets = 0;

  g_assert_false (adw_flap_get_folded (window->flap));
  g_assert_true (gtk_widget_get_mapped (GTK_WIDGET (window->sidebar)));
  g_assert_cmpint (gtk_widget_get_width (GTK_WIDGET (view)), >=, 560);
  for (guint i = 0; i < wg_board_get_n_locations (board); i++)
    {
      const WgCell *cell = wg_board_get_cell (board, wg_board_get_location (board, i));

      /* A gate's long id ("gate-blue") is left to the tooltip there. */
      if (cell->kind == WG_HEX_WARPGATE)
        continue;
      g_assert_true (wg_board_view_id_box (view, wg_board_get_location (board, i), &box));
      g_assert_cmpfloat (box.size.height, >=, 7.0);
      n_planets++;
    }
  g_assert_cmpuint (n_planets, >, 40);
  wg_test_destroy_window (window);
}

/* 360 × 720, a phone beside the board: the sidebar folds over the board,
 * hidden until the header bar's button, F9 or Alt+number shows it, and
 * then fits the window. */
static void
test_phone (void)
{
  WgWindow  *window = window_of_size (360, 720);
  GtkWidget *sidebar = GTK_WIDGET (window->sidebar);
  int        minimum;

  /* The window can be this narrow at all: nothing in it is wider (it is
   * 360 px with its resize borders). */
  gtk_widget_measure (GTK_WIDGET (window), GTK_ORIENTATION_HORIZONTAL, -1, &minimum, NULL, NULL,
                      NULL);
  g_assert_cmpint (minimum, <=, 360);
  g_assert_cmpint (gtk_widget_get_width (GTK_WIDGET (window)), <=, 360);

  g_assert_true (adw_flap_get_folded (window->flap));
  g_assert_true (wg_window_get_narrow (window));
  g_assert_true (gtk_widget_get_visible (window->sidebar_button));
  g_assert_true (gtk_widget_get_mapped (window->sidebar_button));
  g_assert_false (adw_flap_get_reveal_flap (window->flap));
  wg_test_iterate_until (!gtk_widget_get_mapped (sidebar));
  /* The whole width for the board; Undo, Redo and End Turn at the bottom. */
  g_assert_cmpint (gtk_widget_get_width (GTK_WIDGET (window->board_view)), ==,
                   gtk_widget_get_width (GTK_WIDGET (window)));
  g_assert_false (gtk_widget_get_visible (window->end_turn_button));
  g_assert_true (gtk_action_bar_get_revealed (window->narrow_bar));
  g_assert_true (gtk_widget_get_mapped (wg_test_find_actionable (GTK_WIDGET (window->narrow_bar),
                                                                 "win.end-turn")));
  g_assert_true (gtk_widget_get_mapped (wg_test_find_actionable (GTK_WIDGET (window->narrow_bar),
                                                                 "game.undo")));

  /* The header bar's button: a toggle, as a click would leave it. */
  gtk_toggle_button_set_active (GTK_TOGGLE_BUTTON (window->sidebar_button), TRUE);
  g_assert_true (adw_flap_get_reveal_flap (window->flap));
  wg_test_iterate_until (gtk_widget_get_mapped (sidebar)
                         && adw_flap_get_reveal_progress (window->flap) == 1.0);
  assert_inside_window (window, sidebar);
  g_assert_cmpint (gtk_widget_get_width (sidebar), >=, 300);

  /* F9 hides it and shows it again. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.toggle-sidebar", NULL));
  g_assert_false (adw_flap_get_reveal_flap (window->flap));
  g_assert_false (gtk_toggle_button_get_active (GTK_TOGGLE_BUTTON (window->sidebar_button)));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.toggle-sidebar", NULL));
  g_assert_true (adw_flap_get_reveal_flap (window->flap));

  /* Alt+2: a page, and the sidebar shown to show it. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.toggle-sidebar", NULL));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.show-page", "s",
                                             "players"));
  g_assert_cmpstr (wg_sidebar_get_page (window->sidebar), ==, "players");
  g_assert_true (adw_flap_get_reveal_flap (window->flap));
  wg_test_destroy_window (window);
}

/* Large Text widens the sidebar (wg-window.c); where the board would then
 * be narrower than its natural width, the sidebar folds: at 1024 px,
 * 1024 < 560 + 1 + 380 × 1.5. */
static void
test_laptop_large_text (void)
{
  WgWindow *window;

  set_text_scale (1.5);
  window = window_of_size (1024, 700);
  g_assert_true (adw_flap_get_folded (window->flap));
  g_assert_true (wg_window_get_narrow (window));
  g_assert_cmpint (gtk_widget_get_width (GTK_WIDGET (window->board_view)), ==,
                   gtk_widget_get_width (GTK_WIDGET (window)));
  wg_test_destroy_window (window);
  set_text_scale (1.0);
}

/* Zooms until the hexes are @size px: FALSE while they are not yet. */
static gboolean
hexes_of (WgBoardView *view,
          double       size)
{
  double now = wg_board_view_get_hex_size (view);

  if (fabs (now - size) < 0.01)
    return TRUE;
  if (now > 0)
    wg_board_view_set_zoom (view, wg_board_view_get_zoom (view) * size / now);
  return FALSE;
}

/* The height of D3's id as drawn, with the text at @scale, on hexes of
 * 48 px: ids then follow the text alone, from 0.85 × 13.3 px (the test's
 * 10 pt font at 96 dpi) to 0.85 × 26.7 at 2× — between a fifth of the hex
 * (9.6 px) and 0.56 of it (26.9 px), the bounds of wg-painter.c. */
static double
id_height_at (WgWindow *window,
              double    scale)
{
  WgBoardView    *view = window->board_view;
  const WgBoard  *board = wg_session_get_game (window->session)->board;
  int             d3 = wg_board_find_location (board, "D3");
  graphene_rect_t box;

  set_text_scale (scale);
  /* The settings change reaches the widget's font when its style is
   * validated, before the next frame; the sidebar widens with it, and
   * the board narrows, as late as it is laid out again. */
  settle ();
  wg_test_iterate_until (hexes_of (view, 48.0));
  g_assert_true (wg_board_view_id_box (view, d3, &box));
  return box.size.height;
}

/* The ids follow the text scale: at 1.5×, 1.5 times as tall (within a
 * pixel and a half: the glyphs' ink is rounded to pixels), at 2× twice. */
static void
test_labels_follow_text_scale (void)
{
  WgWindow *window = window_of_size (1920, 1080);
  double    normal, large, huge;

  normal = id_height_at (window, 1.0);
  large = id_height_at (window, 1.5);
  huge = id_height_at (window, 2.0);
  set_text_scale (1.0);
  g_assert_cmpfloat (normal, >=, 7.0);
  g_assert_cmpfloat_with_epsilon (large, normal * 1.5, 1.5);
  g_assert_cmpfloat_with_epsilon (huge, normal * 2.0, 2.0);
  wg_test_destroy_window (window);
}

static gboolean
overlap (const graphene_rect_t *a,
         const graphene_rect_t *b)
{
  return a->origin.x < b->origin.x + b->size.width && b->origin.x < a->origin.x + a->size.width
         && a->origin.y < b->origin.y + b->size.height
         && b->origin.y < a->origin.y + a->size.height;
}

/* No range badge, on any location, covers any location's id — its own or
 * a neighbour's — in @window at its size, text scale and orientation. */
static void
check_badges_clear (WgWindow   *window,
                    double      scale,
                    const char *orientation)
{
  WgBoardView   *view = window->board_view;
  const WgBoard *board = wg_session_get_game (window->session)->board;
  guint          n = wg_board_get_n_locations (board), checked = 0;

  for (guint i = 0; i < n; i++)
    {
      const WgCell   *under = wg_board_get_cell (board, wg_board_get_location (board, i));
      graphene_rect_t badge;

      g_assert_true (wg_board_view_badge_box (view, wg_board_get_location (board, i), &badge));
      for (guint j = 0; j < n; j++)
        {
          const WgCell   *cell = wg_board_get_cell (board, wg_board_get_location (board, j));
          graphene_rect_t id;

          /* A planet's id (D3) is always drawn; a gate's ("gate-blue") is
           * left out when it cannot be read within its hex. */
          if (!wg_board_view_id_box (view, wg_board_get_location (board, j), &id))
            {
              g_assert_cmpint (cell->kind, ==, WG_HEX_WARPGATE);
              continue;
            }
          checked++;
          if (overlap (&badge, &id))
            g_error ("%d px wide, hexes of %.1f px, text ×%.1f, %s: the badge on %s covers the "
                     "id of %s",
                     gtk_widget_get_width (GTK_WIDGET (window)), wg_board_view_get_hex_size (view),
                     scale, orientation, under->id, cell->id);
        }
    }
  g_assert_cmpuint (checked, >, n * n / 2);
}

static void
test_badges_clear_of_ids (void)
{
  static const char *const orientations[] = { "pointy", "flat" };
  static const double      scales[] = { 1.0, 1.5, 2.0 };
  /* A phone shows the board zoomed in: its whole board has hexes of
   * 8 px, too small for any id. */
  static const int         sizes[][3] = { { 1920, 1080, 1 }, { 1024, 700, 1 }, { 360, 720, 3 } };
  g_autoptr (GSettings) settings = g_settings_new (APP_ID);

  for (guint z = 0; z < G_N_ELEMENTS (sizes); z++)
    {
      WgWindow *window = window_of_size (sizes[z][0], sizes[z][1]);

      for (guint o = 0; o < G_N_ELEMENTS (orientations); o++)
        for (guint s = 0; s < G_N_ELEMENTS (scales); s++)
          {
            g_settings_set_string (settings, "board-orientation", orientations[o]);
            set_text_scale (scales[s]);
            settle ();
            wg_board_view_set_zoom (window->board_view, sizes[z][2]);
            settle ();
            check_badges_clear (window, scales[s], orientations[o]);
          }
      wg_test_destroy_window (window);
    }
  g_settings_reset (settings, "board-orientation");
  set_text_scale (1.0);
}

/* Opened at its default size (wide: the sidebar beside the board) and then
 * made narrow while in use, as a window tiled to half a laptop's screen or
 * dragged down to a phone's width: it follows, down to 360 px. Nothing in
 * the wide layout (the header bar's buttons, the sidebar, the Action row)
 * may keep the window wider than that. */
static void
test_resized_down (void)
{
  WgWindow *window = wg_test_sample_window ();
  int       minimum, width;

  settle ();
  g_assert_false (adw_flap_get_folded (window->flap));
  g_assert_cmpint (gtk_widget_get_width (GTK_WIDGET (window)), >, 900);

  gtk_window_set_default_size (GTK_WINDOW (window), 360, 720);
  wg_test_iterate_until (gtk_widget_get_width (GTK_WIDGET (window)) <= 360);
  gtk_widget_measure (GTK_WIDGET (window), GTK_ORIENTATION_HORIZONTAL, -1, &minimum, NULL, NULL,
                      NULL);
  width = gtk_widget_get_width (GTK_WIDGET (window));
  g_assert_cmpint (minimum, <=, 360);
  g_assert_true (adw_flap_get_folded (window->flap));
  /* The sidebar folds over the board, the board takes the whole width. */
  wg_test_iterate_until (wg_window_get_narrow (window)
                         && gtk_widget_get_width (GTK_WIDGET (window->board_view)) == width);
  assert_inside_window (window, window->sidebar_button);
  g_assert_true (gtk_widget_get_mapped (wg_test_find_actionable (GTK_WIDGET (window->narrow_bar),
                                                                 "win.end-turn")));
  wg_test_destroy_window (window);
}

/* Made narrower, down to just wider than where the sidebar folds, with a
 * game name longer than the header bar, at each text scale (up to the one
 * whose fold fits the test's 1280 px screen): the title is cut short,
 * never Open, Undo, Redo or End Turn (which give way to nothing only once
 * the sidebar has folded and they have moved to the bottom bar). */
static void
test_long_title (void)
{
  static const double scales[] = { 1.0, 1.25, 1.5 };
  g_autoptr (GString) name = g_string_new ("A");

  while (name->len < 200)
    g_string_append (name, " very long game name");
  for (guint s = 0; s < G_N_ELEMENTS (scales); s++)
    {
      WgWindow *window;
      int       natural;

      set_text_scale (scales[s]);
      window = window_of_size (1920, 1080);
      adw_window_title_set_title (window->window_title, name->str);
      adw_window_title_set_subtitle (window->window_title, name->str);
      gtk_widget_measure (GTK_WIDGET (window->flap), GTK_ORIENTATION_HORIZONTAL, -1, NULL,
                          &natural, NULL, NULL);
      /* The window's size counts its resize borders. */
      gtk_window_set_default_size (GTK_WINDOW (window), natural + 40, 720);
      wg_test_iterate_until (gtk_widget_get_width (GTK_WIDGET (window)) <= natural + 40);
      settle ();
      g_assert_false (adw_flap_get_folded (window->flap));
      g_assert_false (wg_window_get_narrow (window));
      g_assert_true (gtk_widget_get_mapped (window->open_button));
      g_assert_true (gtk_widget_get_mapped (window->undo_box));
      g_assert_true (gtk_widget_get_mapped (window->end_turn_button));
      wg_test_destroy_window (window);
    }
  set_text_scale (1.0);
}

int
main (int   argc,
      char *argv[])
{
  g_autofree char *home = wg_test_app_init (&argc, &argv);
  int              status;

  g_test_add_func ("/wg/app/adaptive/wide", test_wide);
  g_test_add_func ("/wg/app/adaptive/laptop", test_laptop);
  g_test_add_func ("/wg/app/adaptive/phone", test_phone);
  g_test_add_func ("/wg/app/adaptive/resized-down", test_resized_down);
  g_test_add_func ("/wg/app/adaptive/long-title", test_long_title);
  g_test_add_func ("/wg/app/adaptive/laptop-large-text", test_laptop_large_text);
  g_test_add_func ("/wg/app/adaptive/labels-follow-text-scale", test_labels_follow_text_scale);
  g_test_add_func ("/wg/app/adaptive/badges-clear-of-ids", test_badges_clear_of_ids);

  status = g_test_run ();
  wg_test_app_cleanup (home);
  return status;
}
