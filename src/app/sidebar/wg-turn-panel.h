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
 * (turn.final_round), would be if it started now (wg_round_last_reasons), or the
 * game is over.
 *
 * Action turn.end (the End Turn button) activates win.end-turn: the
 * window runs End Turn (WgEndTurnModel: its questions, the step, the end
 * of round checklist) and shows a refusal on the panel
 * (wg_sidebar_page_show_message).
 *
 * Action turn.show-score (a button shown once the game is over): emits
 * "show-score", for the window to open its WgScoreWindow.
 */
GtkWidget *wg_turn_panel_new (void);

G_END_DECLS
