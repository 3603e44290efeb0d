/* wg-preview.h — what the manual preview tools share: a widget rendered to a PNG
 * Copyright 2026 The Warpgate Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

/* Renders @widget (realized, in a window) at its size into @path. NULL on
 * success, else what went wrong ("Nothing was drawn", "Cannot write …"),
 * newly allocated. */
char *wg_preview_save_png (GtkWidget  *widget,
                           const char *path);

G_END_DECLS
