/* wg-bench.h — the benchmarks' harness: repeat, take the median, print a figure per line
 * Copyright 2026 The Warpgate Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Every figure is measured with a baseline in the same run: the simplest
 * program that does the same kind of work on the same data. The two are
 * timed in alternate samples, so that whatever else the machine is doing
 * weighs on both, and the ratio is the figure to compare between runs.
 *
 * A line reads
 *   NAME  MEDIAN UNIT  min MIN  ×RATIO  baseline BASELINE-MEDIAN UNIT (BASELINE-NAME)  TARGET
 *
 * With WG_BENCH_CALLGRIND=1 in the environment (build-aux/bench.sh
 * --callgrind sets it and runs the program under valgrind --tool=callgrind),
 * each workload and each baseline runs once after a warm-up, between
 * CALLGRIND_ZERO_STATS and CALLGRIND_DUMP_STATS_AT (NAME, or NAME + " baseline"),
 * so that every dump counts exactly one call.
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

typedef void (*WgBenchFunc) (gpointer data);

typedef struct
{
  const char *name; /* "ranges/every-location" */
  WgBenchFunc work;
  gpointer    work_data;
  const char *baseline; /* what the baseline is, in a few words */
  WgBenchFunc base;
  gpointer    base_data;
  double      target_us; /* 0: no target */
} WgBenchCase;

/* Reads WG_BENCH_CALLGRIND and the arguments: each one left is a name
 * prefix, and only figures whose name starts with one of them are
 * measured (all without arguments). */
void     wg_bench_init (int    *argc,
                        char ***argv);
gboolean wg_bench_callgrind (void);
gboolean wg_bench_wanted (const char *name);
/* Measures a case and prints its line (nothing when it is not wanted). */
void     wg_bench_run (const WgBenchCase *bench);
/* Prints a figure measured elsewhere (start-up, memory). @target: 0 for none;
 * a figure "meets" it when value < target. */
void     wg_bench_print (const char *name,
                         double      value,
                         double      min,
                         const char *unit,
                         const char *baseline,
                         double      baseline_value,
                         double      target,
                         const char *target_text);
/* A comment line ("# board: …"), printed as is. */
void     wg_bench_note (const char *format,
                        ...) G_GNUC_PRINTF (1, 2);
/* Prints how many figures missed their target; the exit status. */
int      wg_bench_finish (void);

/* Median and minimum of @n values (sorted in place). */
double   wg_bench_median (double *values,
                          guint   n);

G_END_DECLS
