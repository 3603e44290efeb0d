/* wg-score-report.h — the score sheet drawn with cairo and Pango, and exported as PNG and PDF
 * Copyright 2026 The Warpgate Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <cairo.h>

#include "wg-score-model.h"

G_BEGIN_DECLS

/*
 * The sheet as a page to share: the board's name and round, a table of the
 * players (with their colour swatch) × the categories with the totals in
 * bold and the winners marked, then the winner's sentence, the tie-break
 * explained and the notes, on white, in dark ink (it prints).
 *
 * It is laid out on a page 1000 units wide and scaled to fit the size
 * given, centred across; its height at a width comes from
 * wg_score_report_get_height.
 */

/* Draws @model's sheet onto @cr within (0, 0, @width, @height), the
 * background included. */
void   wg_score_report_draw (WgScoreModel *model,
                             cairo_t      *cr,
                             double        width,
                             double        height);
/* The height the sheet needs at @width, unscaled. */
double wg_score_report_get_height (WgScoreModel *model,
                                   double        width);

/* 1600 pixels wide, as tall as the sheet needs. */
#define WG_SCORE_REPORT_PNG_WIDTH 1600
/* A4 landscape, in points. */
#define WG_SCORE_REPORT_PDF_WIDTH  841.89
#define WG_SCORE_REPORT_PDF_HEIGHT 595.28

/* @text with its ruling ids' hyphens made non-breaking ("R‑SCORE‑2"), so
 * that a wrapped line never breaks inside an id. For showing only. */
char    *wg_score_report_keep_ids_whole (const char *text);

/* Each writes a temporary file next to @path, then renames it over @path:
 * the file is the old one or the whole new one. On failure (G_FILE_ERROR,
 * or G_IO_ERROR_FAILED for cairo's) nothing is left behind. */
gboolean wg_score_report_export_png (WgScoreModel *model,
                                     const char   *path,
                                     GError      **error);
gboolean wg_score_report_export_pdf (WgScoreModel *model,
                                     const char   *path,
                                     GError      **error);

G_END_DECLS
