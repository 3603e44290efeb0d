/* wg-drone-row.h — one player's Research Drone: here or elsewhere
 * Copyright 2026 The Warpgate Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

#define WG_TYPE_DRONE_ROW (wg_drone_row_get_type ())

G_DECLARE_FINAL_TYPE (WgDroneRow, wg_drone_row, WG, DRONE_ROW, AdwActionRow)

/* A switch "here": turning it on emits "toggled" (TRUE: move the drone
 * here; FALSE: take it off the board). The owner edits the game. */
GtkWidget *wg_drone_row_new (int player);
int        wg_drone_row_get_player (WgDroneRow *self);
/* @can_toggle: the game allows the change the switch would ask for;
 * @why_not says why not (a tooltip). */
void       wg_drone_row_update (WgDroneRow *self,
                                const char *title,
                                const char *subtitle,
                                const char *color,
                                gboolean    here,
                                gboolean    can_toggle,
                                const char *why_not);
/* As if the player flipped the switch (tests). */
void       wg_drone_row_toggle (WgDroneRow *self);

G_END_DECLS
