/* wg-bench-first-frame.h — report a window's first drawn frame and the memory then, and exit
 * Copyright 2026 The Warpgate Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

/* When @window has drawn its first frame (its frame clock's first
 * "after-paint"), prints one line to standard output and exits:
 *   first-frame MONOTONIC-µs rss KB hwm KB
 * (VmRSS and VmHWM from /proc/self/status). bench-startup reads it. */
void wg_bench_exit_after_first_frame (GtkWindow *window);

G_END_DECLS
