/* bench-empty-adw-window.c — libadwaita's floor of start-up: an AdwApplication with an empty window
 * Copyright 2026 The Warpgate Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Started by bench-startup, as bench-empty-window but with libadwaita, as
 * the app is: what start-up costs before the app draws anything of its own.
 */
#include "config.h"

#include <adwaita.h>

#include "wg-bench-first-frame.h"

static void
on_activate (GtkApplication *app)
{
  GtkWidget *window = adw_application_window_new (app);

  gtk_window_set_default_size (GTK_WINDOW (window), 1120, 740);
  wg_bench_exit_after_first_frame (GTK_WINDOW (window));
  gtk_window_present (GTK_WINDOW (window));
}

int
main (int   argc,
      char *argv[])
{
  g_autoptr (AdwApplication) app = adw_application_new ("io.github.wgcompanion.BenchEmptyAdwWindow",
                                                        G_APPLICATION_DEFAULT_FLAGS);

  g_signal_connect (app, "activate", G_CALLBACK (on_activate), NULL);
  return g_application_run (G_APPLICATION (app), argc, argv);
}
