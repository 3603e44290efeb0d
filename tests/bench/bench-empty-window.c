/* bench-empty-window.c — the floor of start-up: a GTK 4 application showing an empty window
 * Copyright 2026 The Warpgate Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Started by bench-startup. Like the app, it is a GtkApplication with an id
 * (so it registers on the session bus) and opens one window of the app's
 * default size; then it prints its first frame's time and exits
 * (wg-bench-first-frame.h).
 */
#include "config.h"

#include "wg-bench-first-frame.h"

static void
on_activate (GtkApplication *app)
{
  GtkWidget *window = gtk_application_window_new (app);

  gtk_window_set_default_size (GTK_WINDOW (window), 1120, 740);
  wg_bench_exit_after_first_frame (GTK_WINDOW (window));
  gtk_window_present (GTK_WINDOW (window));
}

int
main (int   argc,
      char *argv[])
{
  g_autoptr (GtkApplication) app = gtk_application_new ("io.github.wgcompanion.BenchEmptyWindow",
                                                        G_APPLICATION_DEFAULT_FLAGS);

  g_signal_connect (app, "activate", G_CALLBACK (on_activate), NULL);
  return g_application_run (G_APPLICATION (app), argc, argv);
}
