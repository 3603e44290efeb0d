/* wg-log-play-dialog.h — Log Play: the game's play for BG Stats, as a QR code, a link or a file
 * Copyright 2026 The Warpgate Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

#include "wg-score-model.h"

G_BEGIN_DECLS

#define WG_TYPE_LOG_PLAY_DIALOG (wg_log_play_dialog_get_type ())

G_DECLARE_FINAL_TYPE (WgLogPlayDialog, wg_log_play_dialog, WG, LOG_PLAY_DIALOG, AdwWindow)

/*
 * A window over @parent that logs the play of @model's game in BG Stats
 * (wg_play_log_to_json, wg-play-log.h): a QR code of BG Stats' import link
 * for the phone that runs it, **Copy Link** (the link on the clipboard,
 * with a toast) and **Save…** (the play as a JSON file, written whole or
 * not at all). The date and time (today, @now) and the duration in minutes
 * (from @began, when the game began in this window, to @now; else empty:
 * unknown) can be changed before logging; a date or duration that cannot
 * be logged says why and turns the three off. A game that is not over
 * (or not judged, R-SCORE-4) is offered too, labelled as unfinished: its
 * play has the standings and no winner. It follows @model: an undo or an
 * Objective judged while it is open changes the play.
 */
WgLogPlayDialog *wg_log_play_dialog_new (GtkWindow    *parent,
                                         WgScoreModel *model,
                                         GDateTime    *began,
                                         GDateTime    *now);
/* The play as the QR code, the link and the file have it; NULL while the
 * date or duration cannot be logged. */
const char      *wg_log_play_dialog_get_json (WgLogPlayDialog *self);
const char      *wg_log_play_dialog_get_url (WgLogPlayDialog *self);
GdkPaintable    *wg_log_play_dialog_get_qr (WgLogPlayDialog *self);
/* Writes the play to @file as Save… does after its chooser, and shows
 * the toast. */
gboolean         wg_log_play_dialog_save (WgLogPlayDialog *self,
                                          GFile           *file,
                                          GError         **error);

G_END_DECLS
