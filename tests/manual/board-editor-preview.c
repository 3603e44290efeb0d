/* board-editor-preview.c — render the board editor on a tile file to a PNG
 * Copyright 2026 The Warpgate Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Usage: board-editor-preview [--file TILES.json] [--layout ID] [--tool NAME] [--hover Q,R]
 *                             [--select Q,R/Q,R…] [--action NAME] [--scroll Y] [--size WxH]
 *                             [--dark] OUT.png
 * Without --file the editor starts on an empty board. --layout lays out a
 * layout of the file; --tool chooses a tool (the model's names: desert,
 * warpgate, tile…); --hover puts the pointer over a hex (the tile preview);
 * --select selects hexes for a new tile; --action activates a window action
 * (new-tile, save-layout) and renders the dialog it opens instead; --scroll
 * scrolls the tool palette down by Y pixels (to the Tiles of This Board row).
 * Run under Xvfb:
 *   xvfb-run -a -s '-screen 0 1280x800x24' env GTK_A11Y=none \
 *     build/tests/app/board-editor-preview --file data/tiles/sample-tiles.json shot.png
 */
#include "config.h"

#include "wg-preview.h"

#include "wg-board-editor-window.h"

typedef struct
{
  GtkWidget  *window;
  const char *action;
  const char *output;
  const char *hover;
  double      scroll;
  int         status;
  int         frames;
} Shot;

/* The window, or the dialog an action opened over it. */
static GtkWidget *
shown (Shot *shot)
{
  GListModel *toplevels = gtk_window_get_toplevels ();

  for (guint i = 0; shot->action != NULL && i < g_list_model_get_n_items (toplevels); i++)
    {
      g_autoptr (GtkWindow) w = g_list_model_get_item (toplevels, i);

      if (gtk_window_get_transient_for (w) == GTK_WINDOW (shot->window))
        return GTK_WIDGET (w);
    }
  return shot->window;
}

static void
save (Shot *shot)
{
  g_autofree char *problem = wg_preview_save_png (shown (shot), shot->output);

  if (problem != NULL)
    {
      g_printerr ("%s\n", problem);
      shot->status = 1;
    }
}

/* The pointer over a hex, as the motion controller would report it. */
static void
hover (Shot *shot)
{
  WgBoardCanvas *canvas = wg_board_editor_window_get_canvas (WG_BOARD_EDITOR_WINDOW (shot->window));
  g_autoptr (GListModel) controllers = gtk_widget_observe_controllers (GTK_WIDGET (canvas));
  WgHex  hex;
  double x, y;

  if (sscanf (shot->hover, "%d,%d", &hex.q, &hex.r) != 2
      || !wg_board_canvas_hex_center (canvas, hex, &x, &y))
    return;
  for (guint i = 0; i < g_list_model_get_n_items (controllers); i++)
    {
      g_autoptr (GObject) controller = g_list_model_get_item (controllers, i);

      if (GTK_IS_EVENT_CONTROLLER_MOTION (controller))
        g_signal_emit_by_name (controller, "motion", x, y);
    }
}

/* The first scrolled window under @widget: the tool palette. */
static GtkScrolledWindow *
find_scrolled (GtkWidget *widget)
{
  if (GTK_IS_SCROLLED_WINDOW (widget) && gtk_widget_get_mapped (widget))
    return GTK_SCROLLED_WINDOW (widget);
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkScrolledWindow *found = find_scrolled (child);

      if (found != NULL)
        return found;
    }
  return NULL;
}

static gboolean
on_tick (GtkWidget     *widget,
         GdkFrameClock *clock,
         gpointer       user_data)
{
  Shot              *shot = user_data;

  GtkScrolledWindow *scrolled;

  if (++shot->frames == 4 && shot->hover != NULL)
    hover (shot);
  /* Again at each frame: the palette's height is known once laid out. */
  if (shot->frames >= 4 && shot->scroll > 0 && (scrolled = find_scrolled (shot->window)) != NULL)
    gtk_adjustment_set_value (gtk_scrolled_window_get_vadjustment (scrolled), shot->scroll);
  if (shot->frames == 4 && shot->action != NULL)
    gtk_widget_activate_action (shot->window, shot->action, NULL);
  if (shot->frames < 16)
    return G_SOURCE_CONTINUE;
  save (shot);
  if (shown (shot) != shot->window)
    gtk_window_destroy (GTK_WINDOW (shown (shot)));
  g_idle_add_once ((GSourceOnceFunc) gtk_window_destroy, shot->window);
  return G_SOURCE_REMOVE;
}

int
main (int   argc,
      char *argv[])
{
  g_autofree char   *file = NULL;
  g_autofree char   *layout = NULL;
  g_autofree char   *tool = NULL;
  g_autofree char   *size = NULL;
  g_autofree char   *hover_at = NULL;
  g_autofree char   *select = NULL;
  g_autofree char   *action = NULL;
  gboolean           dark = FALSE;
  double             scroll = 0;
  const GOptionEntry entries[] = {
    { "file", 0, 0, G_OPTION_ARG_FILENAME, &file, "Tile file", "FILE" },
    { "layout", 0, 0, G_OPTION_ARG_STRING, &layout, "Lay out a layout of the file", "ID" },
    { "tool", 0, 0, G_OPTION_ARG_STRING, &tool, "Choose a tool", "NAME" },
    { "hover", 0, 0, G_OPTION_ARG_STRING, &hover_at, "Pointer over a hex", "Q,R" },
    { "select", 0, 0, G_OPTION_ARG_STRING, &select, "Select hexes", "Q,R/Q,R…" },
    { "action", 0, 0, G_OPTION_ARG_STRING, &action, "Activate an action: its dialog", "NAME" },
    { "scroll", 0, 0, G_OPTION_ARG_DOUBLE, &scroll, "Scroll the tool palette down", "Y" },
    { "size", 0, 0, G_OPTION_ARG_STRING, &size, "Window size (default 1120x760)", "WxH" },
    { "dark", 0, 0, G_OPTION_ARG_NONE, &dark, "Dark style", NULL },
    { NULL }
  };
  g_autoptr (GOptionContext) context = g_option_context_new ("OUT.png");
  g_autoptr (GError) error = NULL;
  Shot                shot = { 0 };
  WgBoardEditorModel *model;
  int                 width = 1120, height = 760;

  g_option_context_add_main_entries (context, entries, NULL);
  if (!g_option_context_parse (context, &argc, &argv, &error) || argc != 2
      || (size != NULL && sscanf (size, "%dx%d", &width, &height) != 2))
    {
      g_printerr ("%s\n",
                  error ? error->message : "Usage: board-editor-preview [OPTION…] OUT.png");
      return 2;
    }
  shot.output = argv[1];
  shot.hover = hover_at;
  shot.scroll = scroll;
  if (action != NULL)
    shot.action = g_strconcat ("editor.", action, NULL);

  gtk_init ();
  adw_init ();
  if (dark)
    adw_style_manager_set_color_scheme (adw_style_manager_get_default (),
                                        ADW_COLOR_SCHEME_FORCE_DARK);
  shot.window = GTK_WIDGET (wg_board_editor_window_new (NULL));
  model = wg_board_editor_window_get_model (WG_BOARD_EDITOR_WINDOW (shot.window));
  if (file != NULL)
    {
      g_autoptr (GFile) gfile = g_file_new_for_commandline_arg (file);

      if (!wg_board_editor_window_open_file (WG_BOARD_EDITOR_WINDOW (shot.window), gfile, &error))
        {
          g_printerr ("%s\n", error->message);
          return 1;
        }
    }
  if (layout != NULL && !wg_board_editor_model_use_layout (model, layout, &error))
    {
      g_printerr ("%s\n", error->message);
      return 1;
    }
  if (tool != NULL && !wg_board_editor_model_set_tool_name (model, tool))
    {
      g_printerr ("No tool is called %s\n", tool);
      return 1;
    }
  if (select != NULL)
    {
      g_auto (GStrv) hexes = g_strsplit (select, "/", -1);

      for (guint i = 0; hexes[i] != NULL; i++)
        {
          WgHex hex;

          if (sscanf (hexes[i], "%d,%d", &hex.q, &hex.r) != 2
              || !wg_board_editor_model_toggle_selected (model, hex, &error))
            {
              g_printerr ("Cannot select %s\n", hexes[i]);
              return 1;
            }
        }
    }
  gtk_window_set_default_size (GTK_WINDOW (shot.window), width, height);
  gtk_widget_add_tick_callback (shot.window, on_tick, &shot, NULL);
  gtk_window_present (GTK_WINDOW (shot.window));
  while (g_list_model_get_n_items (gtk_window_get_toplevels ()) > 0)
    g_main_context_iteration (NULL, TRUE);
  g_free ((char *) shot.action);
  return shot.status;
}
