/* wg-colors.h — the players' and planets' colours, for the app's board and the story's alike
 * Copyright 2026 The Warpgate Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "wg-board.h"

G_BEGIN_DECLS

/* The planet type's fill, "#rrggbb". */
const char *wg_colors_planet_hex (WgPlanetType type);
/* The player colour @color ("blue") in sRGB, each 0…1: mostly the GNOME
 * palette, a shade lighter where the colour must read on the dark board;
 * any other name, a hue from the name (the same on every run and
 * platform). */
void        wg_colors_player_rgb (const char *color,
                                  double      rgb[3]);

G_END_DECLS
