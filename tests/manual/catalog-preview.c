/* catalog-preview.c — render the Card Catalog window, or a card's editor, to a PNG
 * Copyright 2026 The Warpgate Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Usage: catalog-preview [--cards FILE] [--edit ID] [--size WxH] [--dark] OUT.png
 * --cards is the user catalog shown (default: none, the built-in cards);
 * it is read, never written. --edit renders the editor of the card ID
 * instead. Run under Xvfb:
 *   xvfb-run -a -s '-screen 0 1920x1080x24' env GTK_A11Y=none GSETTINGS_BACKEND=memory \
 *     GSETTINGS_SCHEMA_DIR=build/data build/tests/app/catalog-preview shot.png
 */
#include "config.h"

#include "wg-preview.h"

#include <glib/gstdio.h>

#include "wg-catalog-window.h"

static void
wait_ms (int ms)
{
  gint64 end = g_get_monotonic_time () + ms * 1000;

  while (g_get_monotonic_time () < end)
    {
      g_main_context_iteration (NULL, FALSE);
      g_usleep (2000);
    }
}

int
main (int   argc,
      char *argv[])
{
  g_autofree char *cards = NULL, *edit = NULL, *size = NULL;
  gboolean         dark = FALSE;
  GOptionEntry     entries[] = {
        { "cards", 0, 0, G_OPTION_ARG_FILENAME, &cards, "The user catalog shown", "FILE" },
        { "edit", 0, 0, G_OPTION_ARG_STRING, &edit, "Render the editor of a card", "ID" },
        { "size", 0, 0, G_OPTION_ARG_STRING, &size, "The window's size", "WxH" },
        { "dark", 0, 0, G_OPTION_ARG_NONE, &dark, "The dark style", NULL },
        { NULL }
  };
  g_autoptr (GOptionContext) context = g_option_context_new ("OUT");
  g_autoptr (GError) error = NULL;
  g_autoptr (WgCardStore) store = NULL;
  g_autofree char *dir = NULL, *path = NULL;
  g_autofree char *problem = NULL;
  GtkWidget       *shown;
  WgCatalogWindow *window;
  int              width = 640, height = 900;

  g_option_context_add_main_entries (context, entries, NULL);
  if (!g_option_context_parse (context, &argc, &argv, &error) || argc != 2)
    {
      g_printerr ("%s\n", error != NULL ? error->message : "OUT");
      return 2;
    }
  if (!wg_preview_parse_size (size, &width, &height))
    return 2;
  gtk_init ();
  adw_init ();
  wg_preview_load_style ();
  if (dark)
    adw_style_manager_set_color_scheme (adw_style_manager_get_default (),
                                        ADW_COLOR_SCHEME_FORCE_DARK);
  /* A copy of --cards in a folder of our own: the store saves nothing
   * here, but it must never touch the file it was given. */
  dir = g_dir_make_tmp ("catalog-preview-XXXXXX", &error);
  g_assert_no_error (error);
  path = g_build_filename (dir, "cards.json", NULL);
  if (cards != NULL)
    {
      g_autofree char *data = NULL;
      gsize            length;

      if (!g_file_get_contents (cards, &data, &length, &error)
          || !g_file_set_contents (path, data, (gssize) length, &error))
        {
          g_printerr ("%s\n", error->message);
          return 1;
        }
    }
  store = wg_card_store_new (path);
  /* A refused file is shown as the app shows it: the window says why. */
  if (!wg_card_store_load (store, &error))
    g_printerr ("%s\n", error->message);
  window = wg_catalog_window_new (NULL, store);
  gtk_window_set_default_size (GTK_WINDOW (window), width, height);
  shown = GTK_WIDGET (window);
  if (edit != NULL)
    {
      shown = GTK_WIDGET (wg_catalog_window_edit (window, edit));
      if (shown == NULL)
        return 2;
      gtk_window_set_default_size (GTK_WINDOW (shown), width, height);
    }
  gtk_window_present (GTK_WINDOW (shown));
  wait_ms (1500);
  problem = wg_preview_save_png (shown, argv[1]);
  if (problem != NULL)
    g_printerr ("%s\n", problem);
  if (shown != GTK_WIDGET (window))
    gtk_window_destroy (GTK_WINDOW (shown));
  gtk_window_destroy (GTK_WINDOW (window));
  g_unlink (path);
  g_rmdir (dir);
  return problem == NULL ? 0 : 1;
}
