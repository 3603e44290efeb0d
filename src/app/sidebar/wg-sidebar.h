/* wg-sidebar.h — the sidebar: the selected location, the players, the pools and turn
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
#include "wg-sidebar-page.h"
#include "wg-turn-panel.h"

G_BEGIN_DECLS

#define WG_TYPE_SIDEBAR (wg_sidebar_get_type ())

G_DECLARE_FINAL_TYPE (WgSidebar, wg_sidebar, WG, SIDEBAR, AdwBin)

/*
 * Everything on the table that is entered by hand, in three pages:
 * "location" (WgLocationPanel: shown when a new location is selected),
 * "players" (a player chooser and WgPlayerPanel) and "table" (WgTurnPanel
 * and WgPoolsPanel). The panels' "toast" signals come out of this one
 * (message, undoable) for the window to show. "page" (read-only) is
 * notified when another page is shown.
 */
GtkWidget       *wg_sidebar_new (void);
WgSession       *wg_sidebar_get_session (WgSidebar *self);
void             wg_sidebar_set_session (WgSidebar *self,
                                         WgSession *session);
void             wg_sidebar_set_catalog (WgSidebar *self,
                                         WgCatalog *catalog);
/* "location", "players" or "table". */
const char      *wg_sidebar_get_page (WgSidebar *self);
void             wg_sidebar_set_page (WgSidebar  *self,
                                      const char *page);
/* The page shown (its scrolled window). */
GtkWidget       *wg_sidebar_get_page_widget (WgSidebar *self);
/* Moves the focus to the first control of the page shown, as Tab would:
 * FALSE when it has none. */
gboolean         wg_sidebar_focus_page (WgSidebar *self);
/* Adds a page after the others (in a scrolled window, with the panels'
 * margins): a tool's page, with its title (a mnemonic) and icon. Like the
 * sidebar's own pages, it follows the sidebar's session and catalog, and
 * its "toast" signals come out of the sidebar. */
void             wg_sidebar_add_page (WgSidebar     *self,
                                      WgSidebarPage *child,
                                      const char    *name);
/* Shows or hides page @name in the switcher (a page for solo games). */
void             wg_sidebar_set_page_visible (WgSidebar  *self,
                                              const char *name,
                                              gboolean    visible);
/* Shows player @player's panel on the "players" page. */
void             wg_sidebar_show_player (WgSidebar *self,
                                         int        player);

WgLocationPanel *wg_sidebar_get_location_panel (WgSidebar *self);
WgPlayerPanel   *wg_sidebar_get_player_panel (WgSidebar *self);
WgPoolsPanel    *wg_sidebar_get_pools_panel (WgSidebar *self);
WgTurnPanel     *wg_sidebar_get_turn_panel (WgSidebar *self);

G_END_DECLS
