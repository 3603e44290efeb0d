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
void wg_palette_player_color (const char *color,
                              GdkRGBA    *rgba);
/* The fill of a planet disc. The type is also told by its letter. */
void wg_palette_planet_color (WgPlanetType type,
                              GdkRGBA     *rgba);
/* Black or white, whichever reads better on @background. */
void wg_palette_ink_for (const GdkRGBA *background,
                         GdkRGBA       *ink);

/* The board's own colours, shared by the board view and the editor's
 * canvas so that both draw the same board alike, in normal and in high
 * contrast (brighter, opaque lines and labels). */
typedef struct
{
  GdkRGBA space_fill;
  GdkRGBA location_fill;
  GdkRGBA grid_line;
  GdkRGBA sector_line;
  GdkRGBA label_ink;
  GdkRGBA trade_fill;
  GdkRGBA dark_ink;
  /* What a tool marks on hexes, the view's and the editor's alike: where a
   * move or a tile may go (green), where it may not (red), the keyboard
   * cursor. */
  GdkRGBA allowed;
  GdkRGBA refused;
  GdkRGBA cursor;
  double  grid_width;   /* px */
  double  sector_width; /* of a hex's circumradius … */
  double  sector_min;   /* … but at least this many px */
} WgBoardColors;

const WgBoardColors *wg_palette_board (gboolean high_contrast);

G_END_DECLS
