/* wg-bench-first-frame.c — report a window's first drawn frame and the memory then, and exit
 * Copyright 2026 The Warpgate Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <stdio.h>
#include <stdlib.h>

#include "wg-bench-first-frame.h"

/* A field of /proc/self/status in kB ("VmRSS:     51234 kB"), or -1. */
static long
status_kb (const char *status,
           const char *field)
{
  const char *line = strstr (status, field);

  return line != NULL ? strtol (line + strlen (field), NULL, 10) : -1;
}

static void
on_after_paint (GdkFrameClock *clock,
                gpointer       user_data)
{
  gint64           now = g_get_monotonic_time ();
  g_autofree char *status = NULL;

  if (!g_file_get_contents ("/proc/self/status", &status, NULL, NULL))
    status = g_strdup ("");
  printf ("first-frame %" G_GINT64_FORMAT " rss %ld hwm %ld\n", now,
          status_kb (status, "VmRSS:"), status_kb (status, "VmHWM:"));
  fflush (stdout);
  /* Nothing after the first frame is measured: no clean-up. */
  _exit (0);
}

static void
on_realize (GtkWidget *window,
            gpointer   user_data)
{
  g_signal_connect (gtk_widget_get_frame_clock (window), "after-paint",
                    G_CALLBACK (on_after_paint), NULL);
}

void
wg_bench_exit_after_first_frame (GtkWindow *window)
{
  g_return_if_fail (GTK_IS_WINDOW (window));

  if (gtk_widget_get_realized (GTK_WIDGET (window)))
    on_realize (GTK_WIDGET (window), NULL);
  else
    g_signal_connect (window, "realize", G_CALLBACK (on_realize), NULL);
}
