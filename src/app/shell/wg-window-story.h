/* wg-window-story.h — Export Story…: the game told as one HTML page, from its file's record
 * Copyright 2026 The Warpgate Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "wg-catalog.h"

G_BEGIN_DECLS

/* The story of the game in @game_file (its record, or its table alone
 * when it has none) written to @page (replaced whole, or not at all).
 * FALSE with @error when the file cannot be read, is refused, its record
 * does not replay to its table, @page is @game_file, or the page cannot
 * be written; the game file is never changed. */
gboolean wg_story_export_file (GFile           *game_file,
                               GFile           *page,
                               const WgCatalog *catalog,
                               GError         **error);

void     wg_window_story_class_init (GtkWidgetClass *widget_class);

G_END_DECLS
