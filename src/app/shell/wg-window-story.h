/* wg-window-story.h — Export Story…: the game told as one HTML page or a PDF, from its file's record
 * Copyright 2026 The Warpgate Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "wg-catalog.h"

G_BEGIN_DECLS

/* TRUE when @page's name asks for the PDF (it ends in .pdf, in any case). */
gboolean wg_story_export_is_pdf (GFile *page);

/* The name to write for @name and the filter chosen (@pdf: PDF documents):
 * a name ending in .pdf as it is; one ending in .html or .htm as it is,
 * or with .pdf instead under the PDF filter; any other with the filter's
 * extension (.pdf or .html). */
char    *wg_story_export_name (const char *name,
                               gboolean    pdf);

/* The story of the game in @game_file (its record, or its table alone
 * when it has none) written to @page (replaced whole, or not at all): a
 * PDF when @page's name ends in .pdf, else the HTML page.
 * FALSE with @error when the file cannot be read, is refused, its record
 * does not replay to its table, @page is @game_file, or the page cannot
 * be written; the game file is never changed. */
gboolean wg_story_export_file (GFile           *game_file,
                               GFile           *page,
                               const WgCatalog *catalog,
                               GError         **error);

void     wg_window_story_class_init (GtkWidgetClass *widget_class);

G_END_DECLS
