/* bench-app-window.c — Warpgate Companion started as its main.c starts it, until its first frame
 * Copyright 2026 The Warpgate Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Started by bench-startup: the application (wg_application_new, the same
 * start-up as src/app/main.c) on the sample game's file, as
 * build-aux/run.sh starts it (with no file it would show its start
 * screen); when its window has drawn its first frame it prints the time
 * and exits (wg-bench-first-frame.h).
 */
#include "config.h"

#include <glib/gi18n.h>
#include <locale.h>

#include "wg-application.h"
#include "wg-bench-first-frame.h"

static void
on_window_added (GtkApplication *app,
                 GtkWindow      *window)
{
  wg_bench_exit_after_first_frame (window);
}

int
main (int   argc,
      char *argv[])
{
  g_autoptr (WgApplication) app = NULL;
  char *sample_argv[] = { argv[0], (char *) WG_BENCH_SRCDIR "/data/games/sample-solo.json", NULL };

  setlocale (LC_ALL, "");
  bindtextdomain (GETTEXT_PACKAGE, LOCALEDIR);
  bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");
  textdomain (GETTEXT_PACKAGE);

  app = wg_application_new ();
  g_signal_connect (app, "window-added", G_CALLBACK (on_window_added), NULL);
  if (argc == 1)
    return g_application_run (G_APPLICATION (app), 2, sample_argv);
  return g_application_run (G_APPLICATION (app), argc, argv);
}
