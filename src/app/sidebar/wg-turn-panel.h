/* wg-turn-panel.h — the round, the turn slot, the first and active player; End Turn
 * Copyright 2026 The Warpgate Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

#include "wg-sidebar-page.h"

G_BEGIN_DECLS

#define WG_TYPE_TURN_PANEL (wg_turn_panel_get_type ())

G_DECLARE_FINAL_TYPE (WgTurnPanel, wg_turn_panel, WG, TURN_PANEL, WgSidebarPage)

/*
 * The session's round, turn slot (1X–4X), first and active player, each
 * changed with wg_edit_set_turn; whether this round is the last
 * (turn.final_round), would be if it started now (wg_round_is_last), or the
 * game is over.
 *
 * Action turn.end (the End Turn button): wg_turn_end, one undoable step.
 * When it asks (a card turned over from a deck of unknown order, the
 * Ancients claim), a dialog on the panel's window lists the options; each
 * answer runs it again from the start, until it ends the turn or the
 * dialog is cancelled. Then "toast" (the step's sentence, undoable: TRUE).
 * When the turn ended a round, a WgRoundEndDialog lists the round's end
 * steps (R-ROUND-1) for the players to repeat on the table, with the final
 * round ahead (R-ROUND-2) on a warning card; after the final round it
 * offers "Show the Final Score".
 *
 * Action turn.show-score (a button shown once the game is over, and the
 * dialog's "Show the Final Score"): emits "show-score", for the window to
 * open its WgScoreWindow.
 */
GtkWidget  *wg_turn_panel_new         (void);

G_END_DECLS
