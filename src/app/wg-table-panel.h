/* wg-table-panel.h — the sidebar: the selected location, the players, the pools and turn
 * Copyright 2026 The Warpgate Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

#include "wg-catalog.h"
#include "wg-location-panel.h"
#include "wg-player-panel.h"
#include "wg-pools-panel.h"
#include "wg-session.h"
#include "wg-turn-panel.h"

G_BEGIN_DECLS

#define WG_TYPE_TABLE_PANEL (wg_table_panel_get_type ())

G_DECLARE_FINAL_TYPE (WgTablePanel, wg_table_panel, WG, TABLE_PANEL, AdwBin)

/*
 * Everything on the table that is entered by hand, in three pages:
 * "location" (WgLocationPanel: shown when a new location is selected),
 * "players" (a player chooser and WgPlayerPanel) and "table" (WgTurnPanel
 * and WgPoolsPanel). The panels' "toast" signals come out of this one
 * (message, undoable) for the window to show. "page" (read-only) is
 * notified when another page is shown.
 */
GtkWidget       *wg_table_panel_new                (void);
WgSession       *wg_table_panel_get_session        (WgTablePanel *self);
void             wg_table_panel_set_session        (WgTablePanel *self,
                                                    WgSession    *session);
void             wg_table_panel_set_catalog        (WgTablePanel *self,
                                                    WgCatalog    *catalog);
/* "location", "players" or "table". */
const char      *wg_table_panel_get_page           (WgTablePanel *self);
void             wg_table_panel_set_page           (WgTablePanel *self,
                                                    const char   *page);
/* Adds a page after the others (in a scrolled window, with the panels'
 * margins): a tool's page, @title with a mnemonic. */
void             wg_table_panel_add_page           (WgTablePanel *self,
                                                    GtkWidget    *child,
                                                    const char   *name,
                                                    const char   *title,
                                                    const char   *icon_name);
/* Shows or hides page @name in the switcher (a page for solo games). */
void             wg_table_panel_set_page_visible   (WgTablePanel *self,
                                                    const char   *name,
                                                    gboolean      visible);
/* Shows player @player's panel on the "players" page. */
void             wg_table_panel_show_player        (WgTablePanel *self,
                                                    int           player);

WgLocationPanel *wg_table_panel_get_location_panel (WgTablePanel *self);
WgPlayerPanel   *wg_table_panel_get_player_panel   (WgTablePanel *self);
WgPoolsPanel    *wg_table_panel_get_pools_panel    (WgTablePanel *self);
WgTurnPanel     *wg_table_panel_get_turn_panel     (WgTablePanel *self);

G_END_DECLS
