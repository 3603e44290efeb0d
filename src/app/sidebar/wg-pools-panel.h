/* wg-pools-panel.h — what lies beside the board: Trade Goods, decks, the cards available
 * Copyright 2026 The Warpgate Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

#include "wg-sidebar-page.h"

G_BEGIN_DECLS

#define WG_TYPE_POOLS_PANEL (wg_pools_panel_get_type ())

G_DECLARE_FINAL_TYPE (WgPoolsPanel, wg_pools_panel, WG, POOLS_PANEL, WgSidebarPage)

/*
 * The pools of the session's game: the Trade Goods left; the Technology,
 * Objective and Promotion decks' sizes; the available Technologies and
 * Objectives, left to right (added on the right); the Promotion discard.
 * Every change is a wg_edit_* result applied to the session; a refused one
 * shows its reason in the panel. Removing a card, or giving a deck of known
 * order a size (its order is then not known), emits "toast" (message,
 * undoable: TRUE). The catalog that names cards is the built-in one unless
 * set.
 */
GtkWidget *wg_pools_panel_new (void);

G_END_DECLS
