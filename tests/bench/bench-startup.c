/* bench-startup.c — the app's start-up to its first frame, and its memory, against an empty window
 * Copyright 2026 The Warpgate Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Usage: bench-startup [NAME-PREFIX…], under a display and a session bus
 * (build-aux/bench.sh runs it under dbus-run-session and Xvfb).
 *
 * Starts bench-app-window (the app on its sample game), bench-empty-window
 * (a GTK application with an empty window) and bench-empty-adw-window (the
 * same with libadwaita) one after the other, WG_BENCH_RUNS times each
 * (default 21), as child processes beside this program. Each prints the monotonic time of its first
 * frame and its memory then; the start-up is that time minus the time just before the child was
 * spawned (the monotonic clock is the system's, shared by both processes).
 * Prints the medians: start-up (target: within 1.5× of the empty GTK
 * window), VmRSS and VmHWM at the first frame; then the app against the
 * empty libadwaita window, to tell the toolkit's share from the app's.
 */
#include "config.h"

#include <glib/gstdio.h>
#include <stdlib.h>

#include "wg-bench.h"

#define MAX_RUNS 101

typedef struct
{
  double median;
  double min;
} Summary;

typedef struct
{
  const char *program;
  double      startup_ms[MAX_RUNS];
  double      rss_kb[MAX_RUNS];
  double      hwm_kb[MAX_RUNS];
  Summary     startup, rss, hwm;
} Child;

static Summary
summary (double *values,
         guint   n)
{
  Summary s;

  s.median = wg_bench_median (values, n);
  s.min = values[0]; /* sorted by wg_bench_median */
  return s;
}

static void
summarize (Child *child,
           guint  runs)
{
  child->startup = summary (child->startup_ms, runs);
  child->rss = summary (child->rss_kb, runs);
  child->hwm = summary (child->hwm_kb, runs);
}

/* One start: FALSE (and a message) when the child did not report. */
static gboolean
start (Child *child,
       guint  run)
{
  const char      *argv[] = { child->program, NULL };
  g_autofree char *out = NULL, *err = NULL;
  g_autoptr (GError) error = NULL;
  gint64 spawned = g_get_monotonic_time (), frame;
  long   rss, hwm;
  int    status;

  if (!g_spawn_sync (NULL, (char **) argv, NULL, G_SPAWN_DEFAULT, NULL, NULL, &out, &err,
                     &status, &error))
    g_error ("%s: %s", child->program, error->message);
  if (sscanf (out, "first-frame %" G_GINT64_FORMAT " rss %ld hwm %ld", &frame, &rss, &hwm) != 3)
    {
      g_printerr ("%s reported no first frame (%s)\n%s", child->program, out, err);
      return FALSE;
    }
  child->startup_ms[run] = (frame - spawned) / 1000.0;
  child->rss_kb[run] = rss;
  child->hwm_kb[run] = hwm;
  return TRUE;
}

int
main (int   argc,
      char *argv[])
{
  g_autofree char *dir = g_path_get_dirname (argv[0]);
  g_autofree char *app_path = g_build_filename (dir, "bench-app-window", NULL);
  g_autofree char *empty_path = g_build_filename (dir, "bench-empty-window", NULL);
  g_autofree char *adw_path = g_build_filename (dir, "bench-empty-adw-window", NULL);
  g_autofree char *state = NULL;
  g_autoptr (GError) error = NULL;
  const char *runs_env = g_getenv ("WG_BENCH_RUNS");
  guint       runs = runs_env ? (guint) CLAMP (atoi (runs_env), 1, MAX_RUNS) : 21;
  Child       app = { app_path }, empty = { empty_path }, adw = { adw_path };

  wg_bench_init (&argc, &argv);
  if (wg_bench_callgrind () || !wg_bench_wanted ("startup/"))
    return wg_bench_finish ();

  /* The app's autosave folder: empty, so no restore is offered. */
  state = g_dir_make_tmp ("wg-bench-state-XXXXXX", &error);
  if (state == NULL)
    g_error ("%s", error->message);
  g_setenv ("WG_STATE_DIR", state, TRUE);

  /* One of each first: the disk cache holds the programs' libraries. */
  if (!start (&app, 0) || !start (&empty, 0) || !start (&adw, 0))
    return 1;
  for (guint i = 0; i < runs; i++)
    if (!start (&app, i) || !start (&empty, i) || !start (&adw, i))
      return 1;
  g_rmdir (state);

  wg_bench_note ("# %u starts of each, alternating", runs);
  summarize (&app, runs);
  summarize (&empty, runs);
  summarize (&adw, runs);
  wg_bench_print ("startup/first-frame (sample game)", app.startup.median, app.startup.min, "ms",
                  "empty GTK window", empty.startup.median, 1.5 * empty.startup.median,
                  "< 1.5× the empty window");
  wg_bench_print ("startup/VmRSS at first frame", app.rss.median, app.rss.min, "kB",
                  "empty GTK window", empty.rss.median, 0, NULL);
  wg_bench_print ("startup/VmHWM at first frame", app.hwm.median, app.hwm.min, "kB",
                  "empty GTK window", empty.hwm.median, 0, NULL);
  /* Where the difference comes from: the same against libadwaita's floor. */
  wg_bench_print ("startup/first-frame vs libadwaita", app.startup.median, app.startup.min, "ms",
                  "empty libadwaita window", adw.startup.median, 0, NULL);
  wg_bench_print ("startup/empty libadwaita window", adw.startup.median, adw.startup.min, "ms",
                  "empty GTK window", empty.startup.median, 0, NULL);
  wg_bench_print ("startup/VmHWM vs libadwaita", app.hwm.median, app.hwm.min, "kB",
                  "empty libadwaita window", adw.hwm.median, 0, NULL);
  return wg_bench_finish ();
}
