/* wg-round-end-dialog.h — the end of a round as a checklist for the table, the final round ahead
 * Copyright 2026 The Warpgate Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

#include "wg-round-end-model.h"

G_BEGIN_DECLS

#define WG_TYPE_ROUND_END_DIALOG (wg_round_end_dialog_get_type ())

G_DECLARE_FINAL_TYPE (WgRoundEndDialog, wg_round_end_dialog, WG, ROUND_END_DIALOG,
                      AdwMessageDialog)

/* Response ids: "close" (Done), and at the end of the game "show-score". */
#define WG_ROUND_END_RESPONSE_CLOSE      "close"
#define WG_ROUND_END_RESPONSE_SHOW_SCORE "show-score"

/*
 * A message dialog over @parent: the model's heading, its steps as rows
 * the players tick off as they repeat them on the table, and its
 * announcement (the final round ahead, the game over) on a warning card
 * above them. At the end of the game it offers "Show the Final Score"
 * (the default response, WG_ROUND_END_RESPONSE_SHOW_SCORE).
 */
WgRoundEndDialog *wg_round_end_dialog_new (GtkWindow       *parent,
                                           WgRoundEndModel *model);
WgRoundEndModel  *wg_round_end_dialog_get_model (WgRoundEndDialog *self);

G_END_DECLS
