/* wg-bench.c — the benchmarks' harness
 * Copyright 2026 The Warpgate Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <stdio.h>
#include <stdlib.h>

#ifdef HAVE_VALGRIND_CALLGRIND_H
#include <valgrind/callgrind.h>
#else
#define CALLGRIND_ZERO_STATS
#define CALLGRIND_DUMP_STATS_AT(name) ((void) (name))
#endif

#include "wg-bench.h"

/* A sample lasts at least this long, so the clock's microseconds are
 * well below 1 % of it. */
#define SAMPLE_US   2000
#define MIN_SAMPLES 9
#define MAX_SAMPLES 41
/* Per figure, work and baseline together. */
#define BUDGET_US 1200000

static gboolean callgrind_mode;
static char   **prefixes;
static guint    n_figures, n_missed;

void
wg_bench_init (int    *argc,
               char ***argv)
{
  const char *env = g_getenv ("WG_BENCH_CALLGRIND");

  callgrind_mode = env != NULL && env[0] != '\0' && !g_str_equal (env, "0");
  prefixes = g_new0 (char *, (gsize) *argc);
  for (int i = 1; i < *argc; i++)
    prefixes[i - 1] = g_strdup ((*argv)[i]);
  /* Figures come one per line as they are measured. */
  setvbuf (stdout, NULL, _IOLBF, 0);
  if (callgrind_mode)
    wg_bench_note ("# callgrind mode: each workload runs once; read the counts from the dumps");
}

gboolean
wg_bench_callgrind (void)
{
  return callgrind_mode;
}

gboolean
wg_bench_wanted (const char *name)
{
  if (prefixes == NULL || prefixes[0] == NULL)
    return TRUE;
  for (guint i = 0; prefixes[i] != NULL; i++)
    if (g_str_has_prefix (name, prefixes[i]))
      return TRUE;
  return FALSE;
}

static int
compare_doubles (gconstpointer a,
                 gconstpointer b)
{
  double x = *(const double *) a, y = *(const double *) b;

  return x < y ? -1 : x > y ? 1
                            : 0;
}

double
wg_bench_median (double *values,
                 guint   n)
{
  g_assert (n > 0);
  qsort (values, n, sizeof (double), compare_doubles);
  return n % 2 == 1 ? values[n / 2] : (values[n / 2 - 1] + values[n / 2]) / 2;
}

/* How many calls make a sample of at least SAMPLE_US. */
static guint
calibrate (WgBenchFunc func,
           gpointer    data)
{
  guint batch = 1;

  for (;;)
    {
      gint64 start = g_get_monotonic_time ();

      for (guint i = 0; i < batch; i++)
        func (data);
      if (g_get_monotonic_time () - start >= SAMPLE_US || batch >= (1u << 24))
        return batch;
      batch *= 2;
    }
}

/* One sample: µs per call over @batch calls. */
static double
sample (WgBenchFunc func,
        gpointer    data,
        guint       batch)
{
  gint64 start = g_get_monotonic_time ();

  for (guint i = 0; i < batch; i++)
    func (data);
  return (double) (g_get_monotonic_time () - start) / batch;
}

static void
run_callgrind (const WgBenchCase *bench)
{
  g_autofree char *base_name = g_strdup_printf ("%s baseline", bench->name);

  bench->work (bench->work_data); /* warm: first-call costs are not the figure */
  CALLGRIND_ZERO_STATS;
  bench->work (bench->work_data);
  CALLGRIND_DUMP_STATS_AT (bench->name);
  bench->base (bench->base_data);
  CALLGRIND_ZERO_STATS;
  bench->base (bench->base_data);
  CALLGRIND_DUMP_STATS_AT (base_name);
  printf ("%-44s counted once (baseline: %s)\n", bench->name, bench->baseline);
}

void
wg_bench_run (const WgBenchCase *bench)
{
  double work[MAX_SAMPLES], base[MAX_SAMPLES];
  double work_median, base_median;
  guint  work_batch, base_batch, n = 0;
  gint64 start;

  if (!wg_bench_wanted (bench->name))
    return;
  if (callgrind_mode)
    {
      run_callgrind (bench);
      return;
    }

  work_batch = calibrate (bench->work, bench->work_data);
  base_batch = calibrate (bench->base, bench->base_data);
  start = g_get_monotonic_time ();
  while (n < MAX_SAMPLES && (n < MIN_SAMPLES || g_get_monotonic_time () - start < BUDGET_US))
    {
      work[n] = sample (bench->work, bench->work_data, work_batch);
      base[n] = sample (bench->base, bench->base_data, base_batch);
      n++;
    }
  work_median = wg_bench_median (work, n);
  base_median = wg_bench_median (base, n);
  wg_bench_print (bench->name, work_median, work[0], "µs", bench->baseline, base_median,
                  bench->target_us, NULL);
}

void
wg_bench_print (const char *name,
                double      value,
                double      min,
                const char *unit,
                const char *baseline,
                double      baseline_value,
                double      target,
                const char *target_text)
{
  g_autofree char *goal = NULL;

  n_figures++;
  if (target > 0)
    {
      gboolean met = value < target;

      if (!met)
        n_missed++;
      goal = g_strdup_printf ("target %s: %s",
                              target_text ? target_text : "", met ? "met" : "MISSED");
      if (target_text == NULL)
        {
          g_free (goal);
          goal = g_strdup_printf ("target < %g %s: %s", target, unit, met ? "met" : "MISSED");
        }
    }
  printf ("%-44s %10.2f %-2s  min %10.2f  ×%-7.2f baseline %10.2f %-2s (%s)%s%s\n",
          name, value, unit, min, baseline_value > 0 ? value / baseline_value : 0.0,
          baseline_value, unit, baseline, goal ? "  " : "", goal ? goal : "");
}

void
wg_bench_note (const char *format,
               ...)
{
  va_list args;

  va_start (args, format);
  vprintf (format, args);
  va_end (args);
  putchar ('\n');
}

int
wg_bench_finish (void)
{
  if (!callgrind_mode)
    printf ("# %u figures, %u over their target\n", n_figures, n_missed);
  g_strfreev (prefixes);
  prefixes = NULL;
  return 0;
}
