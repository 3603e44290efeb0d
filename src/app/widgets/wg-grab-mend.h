/* wg-grab-mend.h — GTK 4.8's warning after a window is moved or resized, kept off the terminal
 * Copyright 2026 The Warpgate Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

/* Mends, for every window of the process, GTK 4.8's count of pressed
 * widgets when a press starts a move or resize of the window (see the
 * .c file). Called by each window class that can be moved; once is
 * enough, more is harmless. */
void wg_grab_mend_install (void);

G_END_DECLS
