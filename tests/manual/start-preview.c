/* start-preview.c — render the start screen to a PNG
 * Copyright 2026 The Warpgate Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Usage: start-preview [--recent GAME.json]… [--size WxH] [--dark] OUT.png
 * The start screen with the given game files as its recent games (in a
 * recent list of its own, in a temporary folder: never the user's), the
 * last one given the newest. Run under Xvfb, with the preferences schema
 * of the build:
 *   xvfb-run -a -s '-screen 0 1920x1200x24' env GTK_A11Y=none GSETTINGS_BACKEND=memory \
 *     GSETTINGS_SCHEMA_DIR=build/data build/tests/app/start-preview \
 *     --recent tests/data/play-log-tie.json shot.png
 */
#include "config.h"

#include <glib/gstdio.h>

#include "wg-preview.h"

#include "wg-start-window.h"
#include "wg-window.h"

static void
add_recent (GtkRecentManager *manager,
            const char       *path,
            guint             n)
{
  const char *groups[] = { WG_WINDOW_RECENT_GROUP, NULL };
  g_autoptr (GFile) file = g_file_new_for_commandline_arg (path);
  g_autofree char *uri = g_file_get_uri (file);
  GtkRecentData    data = { .mime_type = (char *) "application/json",
                            .app_name = (char *) "Warpgate Companion",
                            .app_exec = (char *) "warpgate-companion %u",
                            .groups = (char **) groups };

  gtk_recent_manager_add_full (manager, uri, &data);
  /* One second apart: the list is newest first. */
  if (n > 0)
    g_usleep (G_USEC_PER_SEC);
}

int
main (int   argc,
      char *argv[])
{
  g_auto (GStrv) recent = NULL;
  g_autofree char   *size = NULL;
  gboolean           dark = FALSE;
  const GOptionEntry entries[] = {
    { "recent", 0, 0, G_OPTION_ARG_FILENAME_ARRAY, &recent, "A recent game file", "FILE" },
    { "size", 0, 0, G_OPTION_ARG_STRING, &size, "Window size (default 720x760)", "WxH" },
    { "dark", 0, 0, G_OPTION_ARG_NONE, &dark, "Dark style", NULL },
    { NULL }
  };
  g_autoptr (GOptionContext) context = g_option_context_new ("OUT.png");
  g_autoptr (GError) error = NULL;
  g_autoptr (GtkRecentManager) manager = NULL;
  g_autoptr (WgCatalog) catalog = NULL;
  g_autofree char *dir = NULL;
  g_autofree char *xbel = NULL;
  WgStartWindow   *window;
  int              width = 720, height = 760, status;

  g_option_context_add_main_entries (context, entries, NULL);
  if (!g_option_context_parse (context, &argc, &argv, &error) || argc != 2)
    {
      g_printerr ("%s\n", error ? error->message : "Usage: start-preview [OPTION…] OUT.png");
      return 2;
    }
  if (!wg_preview_parse_size (size, &width, &height))
    return 2;

  gtk_init ();
  adw_init ();
  if (dark)
    adw_style_manager_set_color_scheme (adw_style_manager_get_default (),
                                        ADW_COLOR_SCHEME_FORCE_DARK);
  wg_preview_load_style ();
  /* The app's icon, as GtkApplication finds it in the resources. */
  gtk_icon_theme_add_resource_path (gtk_icon_theme_get_for_display (gdk_display_get_default ()),
                                    RESOURCE_PREFIX "/icons");

  dir = g_dir_make_tmp ("wg-start-preview-XXXXXX", &error);
  if (dir == NULL)
    {
      g_printerr ("%s\n", error->message);
      return 1;
    }
  xbel = g_build_filename (dir, "recently-used.xbel", NULL);
  manager = g_object_new (GTK_TYPE_RECENT_MANAGER, "filename", xbel, NULL);
  for (guint i = 0; recent != NULL && recent[i] != NULL; i++)
    add_recent (manager, recent[i], recent[i + 1] != NULL);
  catalog = wg_catalog_new_builtin ();
  window = wg_start_window_new (NULL, manager, WG_WINDOW_RECENT_GROUP, catalog);
  gtk_window_set_default_size (GTK_WINDOW (window), width, height);
  status = wg_preview_render (GTK_WIDGET (window), NULL, argv[1], NULL, NULL);
  g_unlink (xbel);
  g_rmdir (dir);
  return status;
}
