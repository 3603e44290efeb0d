/* wg-palette.h — the board's colours: players, planet types, ink
 * Copyright 2026 The Warpgate Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gdk/gdk.h>

#include "wg-types.h"

G_BEGIN_DECLS

/* A player's colour word ("blue", "teal", …) as a colour to paint. Known
 * words get a hand-picked shade; any other word a hue of its own, the same
 * on every run. */
void wg_palette_player_color (const char   *color,
                              GdkRGBA      *rgba);
/* The fill of a planet disc. The type is also told by its letter. */
void wg_palette_planet_color (WgPlanetType  type,
                              GdkRGBA      *rgba);
/* Black or white, whichever reads better on @background. */
void wg_palette_ink_for      (const GdkRGBA *background,
                              GdkRGBA       *ink);

G_END_DECLS
