/* wg-story.h — the story of a game: its record told as one HTML page, or as a PDF
 * Copyright 2026 The Warpgate Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The record is replayed (wg_record_replay) and told round by round: the
 * board as each round ended (inline SVG), every step's sentence with its
 * ruling ids linked to an appendix holding their texts, each battle's
 * cards and its odds before the draw (as `warpgate-cli odds` gives them on
 * the table before the step), and the score (as `warpgate-cli score`).
 * The page loads nothing: no script, no request, a Content-Security-Policy
 * that forbids any. Everything taken from the file is escaped. The words
 * are in the language of the program's locale. The PDF tells the same
 * story, from the same telling, on A4 pages.
 */
#pragma once

#include "wg-catalog.h"
#include "wg-game.h"
#include "wg-record.h"

G_BEGIN_DECLS

#define WG_STORY_ERROR (wg_story_error_quark ())

typedef enum
{
  WG_STORY_ERROR_DISAGREES, /* the record does not replay to the table */
  WG_STORY_ERROR_PDF,       /* cairo could not draw the PDF */
} WgStoryError;

GQuark  wg_story_error_quark (void);

/* The story of @record as an HTML page (UTF-8). @table: the file's own
 * table, which the record must replay to (NULL: not compared); @catalog:
 * NULL for the one the command line reads. NULL with
 * WG_STORY_ERROR_DISAGREES, naming the first step that disagrees, when
 * the record does not replay. */
char   *wg_story_html (const WgRecord  *record,
                       const WgGame    *table,
                       const WgCatalog *catalog,
                       GError         **error);

/* The same story as a PDF document (A4 pages), or NULL as above, or
 * with WG_STORY_ERROR_PDF when cairo fails. */
GBytes *wg_story_pdf (const WgRecord  *record,
                      const WgGame    *table,
                      const WgCatalog *catalog,
                      GError         **error);

G_END_DECLS
