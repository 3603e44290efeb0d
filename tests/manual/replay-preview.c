/* replay-preview.c — render the replay window to a PNG
 * Copyright 2026 The Warpgate Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Usage: replay-preview --file GAME.json [--step N] [--size WxH] [--dark] OUT.png
 * The replay window on GAME (a game file with a record, as warpgate-cli
 * writes one) at step N (0 by default). Run under Xvfb, with the
 * preferences schema of the build:
 *   xvfb-run -a -s '-screen 0 1920x1200x24' env GTK_A11Y=none GSETTINGS_BACKEND=memory \
 *     GSETTINGS_SCHEMA_DIR=build/data build/tests/app/replay-preview \
 *     --file game.json --step 2 shot.png
 */
#include "config.h"

#include "wg-preview.h"

#include "wg-replay-window.h"

int
main (int   argc,
      char *argv[])
{
  g_autofree char   *file = NULL;
  g_autofree char   *size = NULL;
  gboolean           dark = FALSE;
  int                step = 0;
  const GOptionEntry entries[] = {
    { "file", 0, 0, G_OPTION_ARG_FILENAME, &file, "Game file with a record", "FILE" },
    { "step", 0, 0, G_OPTION_ARG_INT, &step, "The step shown (default 0)", "N" },
    { "size", 0, 0, G_OPTION_ARG_STRING, &size, "Window size (default 1100x760)", "WxH" },
    { "dark", 0, 0, G_OPTION_ARG_NONE, &dark, "Dark style", NULL },
    { NULL }
  };
  g_autoptr (GOptionContext) context = g_option_context_new ("OUT.png");
  g_autoptr (GError) error = NULL;
  g_autoptr (GFile) game = NULL;
  g_autoptr (WgCatalog) catalog = NULL;
  g_autoptr (WgReplayModel) model = NULL;
  WgReplayWindow *window;
  int             width = 1100, height = 760;

  g_option_context_add_main_entries (context, entries, NULL);
  if (!g_option_context_parse (context, &argc, &argv, &error) || argc != 2 || file == NULL
      || step < 0)
    {
      g_printerr ("%s\n", error ? error->message
                                : "Usage: replay-preview --file GAME.json [OPTION…] OUT.png");
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

  game = g_file_new_for_commandline_arg (file);
  catalog = wg_catalog_new_builtin ();
  model = wg_replay_model_new_for_file (game, catalog, &error);
  if (model == NULL)
    {
      g_printerr ("%s\n", error->message);
      return 1;
    }
  wg_replay_model_set_position (model, (guint) step);
  window = wg_replay_window_new (model);
  gtk_window_set_default_size (GTK_WINDOW (window), width, height);
  return wg_preview_render (GTK_WIDGET (window), NULL, argv[1], NULL, NULL);
}
