/* new-game-preview.c — render the New Game window to a PNG, scrolled to a part of its options
 * Copyright 2026 The Warpgate Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Usage: new-game-preview [--dealt] [--exploration] [--scroll Y] [--size WxH] [--dark] OUT.png
 * The window as Ctrl+N opens it over the bundled sample game (a solo game).
 * --dealt chooses "The app deals them" for the Gatekeepers' cards;
 * --exploration switches on the Exploration variant, as a click on its row
 * would; --scroll scrolls the options down by Y pixels.
 * Run under Xvfb, with the preferences schema of the build:
 *   xvfb-run -a -s '-screen 0 1280x800x24' env GTK_A11Y=none GSETTINGS_BACKEND=memory \
 *     GSETTINGS_SCHEMA_DIR=build/data build/tests/app/new-game-preview --scroll 300 shot.png
 */
#include "config.h"

#include <adwaita.h>

#include "wg-new-game-window.h"
#include "wg-preview.h"

/* The first scrolled window under @widget: the options' page. */
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

/* The switch of the option row titled @title under @widget, or NULL. */
static GtkSwitch *
find_switch (GtkWidget  *widget,
             const char *title)
{
  if (ADW_IS_ACTION_ROW (widget)
      && g_strcmp0 (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (widget)), title) == 0
      && GTK_IS_SWITCH (adw_action_row_get_activatable_widget (ADW_ACTION_ROW (widget))))
    return GTK_SWITCH (adw_action_row_get_activatable_widget (ADW_ACTION_ROW (widget)));
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkSwitch *found = find_switch (child, title);

      if (found != NULL)
        return found;
    }
  return NULL;
}

/* What frame 5 scrolls: the window's options' page, to @value. */
typedef struct
{
  GtkWidget *window;
  double     value;
} Scroll;

static void
on_frame (int      frame,
          gpointer data)
{
  Scroll            *scroll = data;
  GtkScrolledWindow *scrolled;

  if (frame == 5 && (scrolled = find_scrolled (scroll->window)) != NULL)
    gtk_adjustment_set_value (gtk_scrolled_window_get_vadjustment (scrolled), scroll->value);
}

int
main (int   argc,
      char *argv[])
{
  g_autofree char   *size = NULL;
  gboolean           dark = FALSE, dealt = FALSE, exploration = FALSE;
  double             scroll = 0;
  Scroll             shot = { 0 };
  const GOptionEntry entries[] = {
    { "dealt", 0, 0, G_OPTION_ARG_NONE, &dealt, "The app deals the Gatekeepers' cards", NULL },
    { "exploration", 0, 0, G_OPTION_ARG_NONE, &exploration, "Switch on the Exploration variant",
      NULL },
    { "scroll", 0, 0, G_OPTION_ARG_DOUBLE, &scroll, "Scroll the options down", "Y" },
    { "size", 0, 0, G_OPTION_ARG_STRING, &size, "Window size (default 640x800)", "WxH" },
    { "dark", 0, 0, G_OPTION_ARG_NONE, &dark, "Dark style", NULL },
    { NULL }
  };
  g_autoptr (GOptionContext) context = g_option_context_new ("OUT.png");
  g_autoptr (GError) error = NULL;
  g_autoptr (WgSession) session = NULL;
  int width = 640, height = 800;

  g_option_context_add_main_entries (context, entries, NULL);
  if (!g_option_context_parse (context, &argc, &argv, &error) || argc != 2)
    {
      g_printerr ("%s\n", error ? error->message : "Usage: new-game-preview [OPTION…] OUT.png");
      return 2;
    }
  if (!wg_preview_parse_size (size, &width, &height))
    return 2;
  shot.value = scroll;

  gtk_init ();
  adw_init ();
  if (dark)
    adw_style_manager_set_color_scheme (adw_style_manager_get_default (),
                                        ADW_COLOR_SCHEME_FORCE_DARK);
  wg_preview_load_style ();
  session = wg_preview_load_session (NULL);
  if (session == NULL)
    return 1;

  shot.window = GTK_WIDGET (wg_new_game_window_new (NULL, session));
  if (dealt)
    wg_new_game_model_set_physical_decks (
      wg_new_game_window_get_model (WG_NEW_GAME_WINDOW (shot.window)), FALSE);
  if (exploration)
    {
      GtkSwitch *on = find_switch (shot.window, "Exploration variant");

      if (on == NULL)
        {
          g_printerr ("No Exploration variant switch\n");
          return 1;
        }
      gtk_switch_set_active (on, TRUE);
    }
  gtk_window_set_default_size (GTK_WINDOW (shot.window), width, height);
  return wg_preview_render (shot.window, NULL, argv[1], on_frame, &shot);
}
