/* wg-score-window.h — the final score sheet, with its export as PNG or PDF
 * Copyright 2026 The Warpgate Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

#include "wg-catalog.h"
#include "wg-log-play-dialog.h"
#include "wg-score-model.h"
#include "wg-session.h"

G_BEGIN_DECLS

#define WG_TYPE_SCORE_WINDOW (wg_score_window_get_type ())

G_DECLARE_FINAL_TYPE (WgScoreWindow, wg_score_window, WG, SCORE_WINDOW, AdwWindow)

/*
 * A window over @parent showing @session's score as a sheet (a
 * WgScoreModel): a row per player with their colour, a column per
 * category of R-SCORE-1, the total and the planets controlled (R-CTRL-4),
 * the winners marked; the winner's sentence, the tie-break explained and
 * the notes. It follows the session: an undo or a new game updates it.
 *
 * Actions: score.export-png and score.export-pdf (the Export menu) ask for
 * a file with a GtkFileChooserNative, suggesting "<board> score.png"; a
 * toast tells the file written, or why not. score.log-play (Log Play…)
 * opens the play for BG Stats (WgLogPlayDialog), finished or not.
 */
WgScoreWindow   *wg_score_window_new (GtkWindow *parent,
                                      WgSession *session,
                                      WgCatalog *catalog);
WgScoreModel    *wg_score_window_get_model (WgScoreWindow *self);
/* Writes the sheet to @file (a local file), @format "png" or "pdf", as the
 * Export menu does after its chooser (wg-score-report.h), and shows the
 * toast. */
gboolean         wg_score_window_export (WgScoreWindow *self,
                                         GFile         *file,
                                         const char    *format,
                                         GError       **error);
/* When the game shown began in the parent window (NULL: it did not, as
 * for a game opened from a file): Log Play's duration counts from it. */
void             wg_score_window_set_began (WgScoreWindow *self,
                                            GDateTime     *began);
/* Log Play…: opens the dialog (or presents the one open) and returns it. */
WgLogPlayDialog *wg_score_window_log_play (WgScoreWindow *self);

G_END_DECLS
