/* wg-palette.c — the board's colours: players, planet types, ink
 * Copyright 2026 The Warpgate Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <math.h>
#include <string.h>

#include "wg-colors.h"
#include "wg-palette.h"

void
wg_palette_player_color (const char *color,
                         GdkRGBA    *rgba)
{
  double rgb[3];

  g_return_if_fail (rgba != NULL);

  if (color == NULL)
    {
      *rgba = (GdkRGBA) { 0.6f, 0.6f, 0.6f, 1.f };
      return;
    }
  wg_colors_player_rgb (color, rgb);
  *rgba = (GdkRGBA) { (float) rgb[0], (float) rgb[1], (float) rgb[2], 1.f };
}

void
wg_palette_planet_color (WgPlanetType type,
                         GdkRGBA     *rgba)
{
  g_return_if_fail (rgba != NULL);
  g_return_if_fail ((guint) type < WG_N_PLANET_TYPES);
  gdk_rgba_parse (rgba, wg_colors_planet_hex (type));
}

void
wg_palette_ink_for (const GdkRGBA *background,
                    GdkRGBA       *ink)
{
  /* Relative luminance, roughly (sRGB weights, no linearisation): enough to
   * pick black or white. */
  double y = 0.2126 * background->red + 0.7152 * background->green
             + 0.0722 * background->blue;

  if (y > 0.55)
    *ink = (GdkRGBA) { 0.08f, 0.08f, 0.1f, 1.f };
  else
    *ink = (GdkRGBA) { 1.f, 1.f, 1.f, 1.f };
}

/* The sector line is opaque (what { 0.72, 0.80, 1.00, 0.78 } is over
 * space): the board view draws a border an edge at a time, and where two
 * edges' ends overlap a translucent line would be brighter. High contrast:
 * the grid and the sector borders stand out from the space they divide,
 * labels are opaque white. */
static const WgBoardColors board_colors = {
  .space_fill = { 0.09f, 0.13f, 0.25f, 0.92f },
  .location_fill = { 0.11f, 0.16f, 0.30f, 0.95f },
  .grid_line = { 0.45f, 0.56f, 0.86f, 0.28f },
  .sector_line = { 0.58f, 0.65f, 0.83f, 1.f },
  .label_ink = { 0.88f, 0.91f, 1.00f, 0.92f },
  .trade_fill = { 0.96f, 0.76f, 0.07f, 1.f },
  .dark_ink = { 0.08f, 0.08f, 0.10f, 1.f },
  .allowed = { 0.56f, 0.94f, 0.64f, 1.f },
  .refused = { 0.96f, 0.33f, 0.33f, 1.f },
  .cursor = { 1.00f, 1.00f, 1.00f, 0.95f },
  .grid_width = 1.0,
  .sector_width = 0.07,
  .sector_min = 2.0,
};
static const WgBoardColors hc_board_colors = {
  .space_fill = { 0.09f, 0.13f, 0.25f, 0.92f },
  .location_fill = { 0.11f, 0.16f, 0.30f, 0.95f },
  .grid_line = { 0.78f, 0.84f, 1.00f, 0.90f },
  .sector_line = { 1.00f, 1.00f, 1.00f, 1.f },
  .label_ink = { 1.00f, 1.00f, 1.00f, 1.f },
  .trade_fill = { 0.96f, 0.76f, 0.07f, 1.f },
  .dark_ink = { 0.08f, 0.08f, 0.10f, 1.f },
  .allowed = { 0.56f, 0.94f, 0.64f, 1.f },
  .refused = { 0.96f, 0.33f, 0.33f, 1.f },
  .cursor = { 1.00f, 1.00f, 1.00f, 0.95f },
  .grid_width = 1.5,
  .sector_width = 0.1,
  .sector_min = 3.5,
};

const WgBoardColors *
wg_palette_board (gboolean high_contrast)
{
  return high_contrast ? &hc_board_colors : &board_colors;
}
