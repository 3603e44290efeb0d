/* wg-ships-row.h — one player's ships on the selected location, as a spin button
 * Copyright 2026 The Warpgate Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

#define WG_TYPE_SHIPS_ROW (wg_ships_row_get_type ())

G_DECLARE_FINAL_TYPE (WgShipsRow, wg_ships_row, WG, SHIPS_ROW, AdwActionRow)

/* Shows what it is told and emits "ships-changed" (the new count) when the
 * spin button changes; its owner edits the game, or puts the count back. */
GtkWidget *wg_ships_row_new (int player);
int        wg_ships_row_get_player (WgShipsRow *self);
/* @upper: the most ships the game allows here now; @why_not: why not one
 * more, or NULL (a tooltip). */
void       wg_ships_row_update (WgShipsRow *self,
                                const char *title,
                                const char *subtitle,
                                const char *color,
                                int         count,
                                int         upper,
                                const char *why_not);
int        wg_ships_row_get_count (WgShipsRow *self);
/* As if the player typed @count (tests). */
void       wg_ships_row_set_count (WgShipsRow *self,
                                   int         count);

G_END_DECLS
