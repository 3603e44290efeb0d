/* app-screenshot.c — render the main window to a PNG, with the ruler set through the session
 * Copyright 2026 The Warpgate Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Usage: app-screenshot [--file GAME.json] [--click ID]… [--zoom Z] [--size WxH] [--dark]
 *                       [--flat] [--glyphs] [--large] [--high-contrast] [--cursor ID]
 *                       [--text-scale F] [--page NAME] [--action NAME [--x N]
 *                       [--action-click ID]…] OUT.png
 * Without --file the bundled sample game is shown. Each --click is a location
 * id passed to wg_session_click_location(), as a click on the board would.
 * --zoom zooms in on the ruler (or the middle of the board). --flat,
 * --glyphs and --large set the board's preferences (with
 * GSETTINGS_BACKEND=memory, for this run only). --high-contrast loads
 * libadwaita's and the app's high-contrast style sheets and draws the board
 * in high contrast, as the system's setting would. --cursor gives the board
 * the keyboard focus with its cursor on a location. --text-scale 1.5 is
 * GNOME's Large Text (GTK 4 reads gtk-xft-dpi, not GDK_DPI_SCALE). --page
 * shows a sidebar page: location, players, table, actions, gatekeepers (on
 * a narrow window, the sidebar folded over the board). --action NAME (as
 * warpgate-cli names them: advance, recon…) chooses an action on the
 * Actions page, --x N its multiplier, each --action-click ID a location
 * clicked for it.
 * Run under Xvfb, with the preferences schema of the build:
 *   xvfb-run -a -s '-screen 0 1280x800x24' env GTK_A11Y=none GSETTINGS_BACKEND=memory \
 *     GSETTINGS_SCHEMA_DIR=build/data build/tests/app/app-screenshot --click D1 --click J3 shot.png
 */
#include "config.h"

#include "wg-preview.h"

#include "wg-action-panel.h"
#include "wg-board-view-private.h"
#include "wg-window-private.h"

typedef struct
{
  GtkWidget  *window;
  const char *output;
  double      zoom;
  gboolean    high_contrast;
  int         cursor;
  const char *page;
  const char *action;        /* on the Actions page: the action chosen */
  int         x;             /* ... its multiplier, or 0 */
  char      **action_clicks; /* ... the locations clicked for it */
  int         status;
  int         frames;
} Shot;

static void
save (Shot *shot)
{
  g_autofree char *problem = wg_preview_save_png (shot->window, shot->output);

  if (problem != NULL)
    {
      g_printerr ("%s\n", problem);
      shot->status = 1;
    }
}

/* Zooms in and centres the ruler, or the board's middle without one. */
static void
zoom_on_ruler (Shot *shot)
{
  WgWindow      *window = WG_WINDOW (shot->window);
  WgBoardView   *view = wg_window_get_board_view (window);
  WgSession     *session = wg_window_get_session (window);
  const WgBoard *board = wg_session_get_game (session)->board;
  int            ends[2] = { wg_session_get_ruler_from (session), wg_session_get_ruler_to (session) };
  double         ux = 0, uy = 0;
  int            n = 0;

  for (int i = 0; i < 2; i++)
    if (ends[i] >= 0)
      {
        double x, y;

        wg_board_view_unit_center (view, wg_board_get_cell (board, ends[i])->hex, &x, &y);
        ux += x;
        uy += y;
        n++;
      }
  wg_board_view_set_zoom (view, shot->zoom);
  if (n > 0)
    wg_board_view_center_on (view, ux / n, uy / n);
}

/* The Actions page with an action chosen and locations clicked, as a
 * player would. */
static void
choose_action (Shot *shot)
{
  WgWindow      *window = WG_WINDOW (shot->window);
  WgActionModel *model = wg_action_panel_get_model (window->action_panel);
  const WgBoard *board = wg_session_get_game (window->session)->board;
  WgAction       action;

  if (!wg_action_from_string (shot->action, &action))
    {
      g_printerr ("No action is called %s\n", shot->action);
      shot->status = 1;
      return;
    }
  gtk_widget_activate_action (shot->window, "win.show-page", "s", "actions");
  wg_action_model_set_action (model, action);
  if (shot->x > 0)
    wg_action_model_set_x (model, shot->x);
  for (guint i = 0; shot->action_clicks != NULL && shot->action_clicks[i] != NULL; i++)
    {
      int cell = wg_board_find_location (board, shot->action_clicks[i]);

      if (cell < 0)
        {
          g_printerr ("No location is called %s\n", shot->action_clicks[i]);
          shot->status = 1;
          return;
        }
      wg_action_model_click (model, cell);
    }
}

/* A few frames after the window maps, everything has been laid out and
 * drawn once; then the paintable has something to show. */
static gboolean
on_tick (GtkWidget     *widget,
         GdkFrameClock *clock,
         gpointer       user_data)
{
  Shot *shot = user_data;

  if (++shot->frames == 3 && shot->zoom > 1)
    zoom_on_ruler (shot);
  if (shot->frames == 3)
    {
      WgBoardView *view = wg_window_get_board_view (WG_WINDOW (shot->window));

      if (shot->high_contrast)
        wg_board_view_set_high_contrast (view, TRUE);
      /* As Alt+number: on a narrow window, the sidebar slides over the
       * board to show the page. */
      if (shot->page != NULL)
        gtk_widget_activate_action (shot->window, "win.show-page", "s", shot->page);
      if (shot->action != NULL)
        choose_action (shot);
      if (shot->cursor >= 0)
        {
          gtk_widget_grab_focus (GTK_WIDGET (view));
          view->cursor = shot->cursor;
          wg_board_view_update_description (view, FALSE);
          gtk_widget_queue_draw (GTK_WIDGET (view));
        }
    }
  /* The sidebar's slide takes a quarter of a second. */
  if (shot->frames < (shot->page != NULL || shot->action != NULL ? 30 : 10))
    return G_SOURCE_CONTINUE;
  save (shot);
  /* Not from inside the frame clock's signal. */
  g_idle_add_once ((GSourceOnceFunc) gtk_window_destroy, shot->window);
  return G_SOURCE_REMOVE;
}

int
main (int   argc,
      char *argv[])
{
  g_autofree char *file = NULL;
  g_autofree char *size = NULL;
  g_auto (GStrv) clicks = NULL;
  g_autofree char   *cursor = NULL;
  gboolean           dark = FALSE, flat = FALSE, glyphs = FALSE, large = FALSE;
  double             text_scale = 1.0;
  Shot               shot = { 0 };
  const GOptionEntry entries[] = {
    { "file", 0, 0, G_OPTION_ARG_FILENAME, &file, "Game file (default: the sample)", "FILE" },
    { "click", 0, 0, G_OPTION_ARG_STRING_ARRAY, &clicks, "Click a location", "ID" },
    { "size", 0, 0, G_OPTION_ARG_STRING, &size, "Window size (default 1120x740)", "WxH" },
    { "dark", 0, 0, G_OPTION_ARG_NONE, &dark, "Dark style", NULL },
    { "zoom", 0, 0, G_OPTION_ARG_DOUBLE, &shot.zoom, "Zoom in on the ruler", "Z" },
    { "flat", 0, 0, G_OPTION_ARG_NONE, &flat, "Flat-topped hexes", NULL },
    { "glyphs", 0, 0, G_OPTION_ARG_NONE, &glyphs, "Colour-blind glyphs", NULL },
    { "large", 0, 0, G_OPTION_ARG_NONE, &large, "Large numbers", NULL },
    { "high-contrast", 0, 0, G_OPTION_ARG_NONE, &shot.high_contrast, "High contrast", NULL },
    { "cursor", 0, 0, G_OPTION_ARG_STRING, &cursor, "The board's keyboard cursor", "ID" },
    { "page", 0, 0, G_OPTION_ARG_STRING, &shot.page, "The sidebar's page", "NAME" },
    { "text-scale", 0, 0, G_OPTION_ARG_DOUBLE, &text_scale, "Text scaling factor", "F" },
    { "action", 0, 0, G_OPTION_ARG_STRING, &shot.action, "Choose an action (Actions page)",
      "NAME" },
    { "x", 0, 0, G_OPTION_ARG_INT, &shot.x, "The action's multiplier", "N" },
    { "action-click", 0, 0, G_OPTION_ARG_STRING_ARRAY, &shot.action_clicks,
      "Click a location for the action", "ID" },
    { NULL }
  };
  g_autoptr (GOptionContext) context = g_option_context_new ("OUT.png");
  g_autoptr (GError) error = NULL;
  g_autoptr (WgSession) session = NULL;
  int width = 1120, height = 740;

  g_option_context_add_main_entries (context, entries, NULL);
  if (!g_option_context_parse (context, &argc, &argv, &error) || argc != 2)
    {
      g_printerr ("%s\n", error ? error->message : "Usage: app-screenshot [OPTION…] OUT.png");
      return 2;
    }
  if (!wg_preview_parse_size (size, &width, &height))
    return 2;
  shot.output = argv[1];

  gtk_init ();
  adw_init ();
  if (text_scale != 1.0)
    g_object_set (gtk_settings_get_default (), "gtk-xft-dpi", (int) (96 * 1024 * text_scale),
                  NULL);
  if (dark)
    adw_style_manager_set_color_scheme (adw_style_manager_get_default (),
                                        ADW_COLOR_SCHEME_FORCE_DARK);
  wg_preview_load_style ();
  if (shot.high_contrast)
    {
      g_autoptr (GtkCssProvider) base = gtk_css_provider_new ();
      g_autoptr (GtkCssProvider) css = gtk_css_provider_new ();

      /* libadwaita's high-contrast sheet over its own, then the app's. */
      gtk_css_provider_load_from_resource (base, "/org/gnome/Adwaita/styles/base-hc.css");
      gtk_style_context_add_provider_for_display (gdk_display_get_default (),
                                                  GTK_STYLE_PROVIDER (base),
                                                  GTK_STYLE_PROVIDER_PRIORITY_THEME + 1);
      gtk_css_provider_load_from_resource (css, RESOURCE_PREFIX "/style-hc.css");
      gtk_style_context_add_provider_for_display (gdk_display_get_default (),
                                                  GTK_STYLE_PROVIDER (css),
                                                  GTK_STYLE_PROVIDER_PRIORITY_APPLICATION + 1);
    }

  {
    g_autoptr (GSettings) settings = g_settings_new (APP_ID);

    g_settings_set_string (settings, "board-orientation", flat ? "flat" : "pointy");
    g_settings_set_boolean (settings, "colorblind-glyphs", glyphs);
    g_settings_set_boolean (settings, "large-numbers", large);
  }

  session = wg_preview_load_session (file);
  if (session == NULL)
    return 1;
  for (guint i = 0; clicks != NULL && clicks[i] != NULL; i++)
    {
      int cell = wg_board_find_location (wg_session_get_game (session)->board, clicks[i]);

      if (cell < 0)
        {
          g_printerr ("No location is called %s\n", clicks[i]);
          return 1;
        }
      wg_session_click_location (session, cell);
    }
  shot.cursor = cursor != NULL ? wg_board_find_location (wg_session_get_game (session)->board,
                                                         cursor)
                               : -1;

  shot.window = GTK_WIDGET (wg_window_new (NULL, session));
  gtk_window_set_default_size (GTK_WINDOW (shot.window), width, height);
  gtk_widget_add_tick_callback (shot.window, on_tick, &shot, NULL);
  gtk_window_present (GTK_WINDOW (shot.window));
  while (g_list_model_get_n_items (gtk_window_get_toplevels ()) > 0)
    g_main_context_iteration (NULL, TRUE);
  return shot.status;
}
