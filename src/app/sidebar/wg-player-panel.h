/* wg-player-panel.h — one player: Trade Goods, pieces, Technologies, Objectives, Tactics
 * Copyright 2026 The Warpgate Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

#include "wg-sidebar-page.h"

G_BEGIN_DECLS

#define WG_TYPE_PLAYER_PANEL (wg_player_panel_get_type ())

G_DECLARE_FINAL_TYPE (WgPlayerPanel, wg_player_panel, WG, PLAYER_PANEL, WgSidebarPage)

/*
 * One player of the session's game ("player", an index): name, colour,
 * faction; Trade Goods unspent and spent; ships, markers, Exploration
 * tokens and Action cards as counted; the Technologies, Objectives (with
 * their status) and Tactics cards held, each removable, and a row to add
 * one. The AI's Tactics are its Tactics deck, then its discard.
 *
 * Every change is a wg_edit_* result applied to the session; a refused one
 * changes nothing and its reason shows in the panel. After removing a card
 * the panel emits "toast" (message, undoable: TRUE) for the window to offer
 * Undo. The catalog that names cards is the built-in one unless set.
 */
GtkWidget *wg_player_panel_new (void);
int        wg_player_panel_get_player (WgPlayerPanel *self);
void       wg_player_panel_set_player (WgPlayerPanel *self,
                                       int            player);

G_END_DECLS
