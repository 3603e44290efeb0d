/* wg-pools-panel.h — what lies beside the board: Trade Goods, decks, the cards available
 * Copyright 2026 The Warpgate Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

#include "wg-catalog.h"
#include "wg-session.h"

G_BEGIN_DECLS

#define WG_TYPE_POOLS_PANEL (wg_pools_panel_get_type ())

G_DECLARE_FINAL_TYPE (WgPoolsPanel, wg_pools_panel, WG, POOLS_PANEL, AdwBin)

/*
 * The pools of the session's game: the Trade Goods left; the Technology,
 * Objective and Promotion decks' sizes; the available Technologies and
 * Objectives, left to right (added on the right); the Promotion discard.
 * Every change is a wg_edit_* result applied to the session; a refused one
 * shows its reason in the panel. Removing a card, or giving a deck of known
 * order a size (its order is then not known), emits "toast" (message,
 * undoable: TRUE).
 */
GtkWidget  *wg_pools_panel_new         (void);
WgSession  *wg_pools_panel_get_session (WgPoolsPanel *self);
void        wg_pools_panel_set_session (WgPoolsPanel *self,
                                        WgSession    *session);
void        wg_pools_panel_set_catalog (WgPoolsPanel *self,
                                        WgCatalog    *catalog);
const char *wg_pools_panel_get_message (WgPoolsPanel *self);

G_END_DECLS
