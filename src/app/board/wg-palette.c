/* wg-palette.c — the board's colours: players, planet types, ink
 * Copyright 2026 The Warpgate Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <math.h>
#include <string.h>

#include "wg-palette.h"

typedef struct
{
  const char *name;
  const char *rgb;
} NamedColor;

/* Mostly the GNOME palette, a shade lighter than usual where the colour must
 * read on the dark board. */
static const NamedColor player_colors[] = {
  { "blue", "#3d8ff0" },
  { "red", "#e8333a" },
  { "green", "#3cc26f" },
  { "yellow", "#f6d32d" },
  { "white", "#f6f5f4" },
  { "black", "#2a2a33" },
  { "purple", "#a05bd0" },
  { "orange", "#ff8c1a" },
  { "pink", "#f77fbe" },
  { "grey", "#9a9996" },
  { "gray", "#9a9996" },
  { "brown", "#a8754a" },
  { "cyan", "#3ccfe6" },
  { "teal", "#21a99c" },
};

static void
hsv_to_rgba (double   h,
             double   s,
             double   v,
             GdkRGBA *rgba)
{
  double c = v * s;
  double hp = fmod (h, 1.0) * 6.0;
  double x = c * (1.0 - fabs (fmod (hp, 2.0) - 1.0));
  double r = 0, g = 0, b = 0;

  if (hp < 1)
    r = c, g = x;
  else if (hp < 2)
    r = x, g = c;
  else if (hp < 3)
    g = c, b = x;
  else if (hp < 4)
    g = x, b = c;
  else if (hp < 5)
    r = x, b = c;
  else
    r = c, b = x;
  *rgba = (GdkRGBA) { (float) (r + v - c), (float) (g + v - c), (float) (b + v - c), 1.f };
}

void
wg_palette_player_color (const char *color,
                         GdkRGBA    *rgba)
{
  g_return_if_fail (rgba != NULL);

  if (color == NULL)
    {
      *rgba = (GdkRGBA) { 0.6f, 0.6f, 0.6f, 1.f };
      return;
    }
  for (guint i = 0; i < G_N_ELEMENTS (player_colors); i++)
    if (strcmp (color, player_colors[i].name) == 0)
      {
        gdk_rgba_parse (rgba, player_colors[i].rgb);
        return;
      }
  /* g_str_hash is stable across runs and platforms. */
  hsv_to_rgba ((g_str_hash (color) % 360) / 360.0, 0.6, 0.9, rgba);
}

void
wg_palette_planet_color (WgPlanetType type,
                         GdkRGBA     *rgba)
{
  static const char *const fills[WG_N_PLANET_TYPES] = {
    [WG_PLANET_DESERT] = "#dcb967",
    [WG_PLANET_JUNGLE] = "#3f9b4f",
    [WG_PLANET_VOLCANIC] = "#d9502b",
    [WG_PLANET_OCEANIC] = "#2f78d0",
    [WG_PLANET_ARCTIC] = "#e6eef4",
    [WG_PLANET_ANCIENTS] = "#e8a317",
  };

  g_return_if_fail (rgba != NULL);
  g_return_if_fail ((guint) type < WG_N_PLANET_TYPES);
  gdk_rgba_parse (rgba, fills[type]);
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
