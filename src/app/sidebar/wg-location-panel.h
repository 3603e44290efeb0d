/* wg-location-panel.h — the selected location and the pieces on it
 * Copyright 2026 The Warpgate Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

#include "wg-sidebar-page.h"

G_BEGIN_DECLS

#define WG_TYPE_LOCATION_PANEL (wg_location_panel_get_type ())

G_DECLARE_FINAL_TYPE (WgLocationPanel, wg_location_panel, WG, LOCATION_PANEL, WgSidebarPage)

/*
 * The session's selected location: its name, type and sector; each
 * player's ships there (a spin button limited to what the game allows),
 * the Outpost/Colony marker and the Research Drones. Every change is a
 * wg_edit_* result applied to the session (one undoable step); a refused
 * one changes nothing and its reason shows in the panel.
 *
 * Actions: location.add-ship and location.remove-ship ("i": a player, or
 * -1 for the player of the selected row, else the one whose ships are
 * here, else the active player) — also + and − on the keyboard;
 * location.set-ships ("(ii)": player, count), location.set-marker
 * ("(ii)": player or -1, WgMarkerSide), location.set-drone ("(ib)":
 * player, here).
 * Signal "toast" (message, undoable): after removing a marker.
 */
GtkWidget *wg_location_panel_new (void);

G_END_DECLS
