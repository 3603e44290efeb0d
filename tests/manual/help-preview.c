/* help-preview.c — render the user guide (WgHelpWindow) to a PNG
 * Copyright 2026 The Warpgate Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Usage: help-preview [--page NAME] [--size WxH] [--dark] OUT.png
 * Renders the help window on page NAME (default getting-started; the names
 * are wg-help-window.h's WG_HELP_PAGE_*) at 800x600, or WxH: a narrow size
 * such as 360x600 folds it to the page with a back button.
 * Run under Xvfb, with the preferences schema of the build:
 *   xvfb-run -a -s '-screen 0 1280x800x24' env GTK_A11Y=none GSETTINGS_BACKEND=memory \
 *     GSETTINGS_SCHEMA_DIR=build/data build/tests/app/help-preview --page battles shot.png
 */
#include "config.h"

#include "wg-preview.h"

#include "wg-help-window.h"

int
main (int   argc,
      char *argv[])
{
  g_autofree char   *page = NULL;
  g_autofree char   *size = NULL;
  gboolean           dark = FALSE;
  const GOptionEntry entries[] = {
    { "page", 0, 0, G_OPTION_ARG_STRING, &page, "Page shown (default: the first)", "NAME" },
    { "size", 0, 0, G_OPTION_ARG_STRING, &size, "Window size (default 800x600)", "WxH" },
    { "dark", 0, 0, G_OPTION_ARG_NONE, &dark, "Dark style", NULL },
    { NULL }
  };
  g_autoptr (GOptionContext) context = g_option_context_new ("OUT.png");
  g_autoptr (GError) error = NULL;
  WgHelpWindow *window;
  int           width = 800, height = 600;

  g_option_context_add_main_entries (context, entries, NULL);
  if (!g_option_context_parse (context, &argc, &argv, &error) || argc != 2)
    {
      g_printerr ("%s\n", error ? error->message : "Usage: help-preview [OPTION…] OUT.png");
      return 2;
    }
  if (!wg_preview_parse_size (size, &width, &height))
    return 2;

  gtk_init ();
  adw_init ();
  if (dark)
    adw_style_manager_set_color_scheme (adw_style_manager_get_default (),
                                        ADW_COLOR_SCHEME_FORCE_DARK);

  window = wg_help_window_new (NULL);
  if (page != NULL && !wg_help_window_set_page (window, page))
    {
      g_printerr ("No page “%s”\n", page);
      return 2;
    }
  gtk_window_set_default_size (GTK_WINDOW (window), width, height);
  return wg_preview_render (GTK_WIDGET (window), NULL, argv[1], NULL, NULL);
}
