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
  { "blue",   "#3d8ff0" },
  { "red",    "#e8333a" },
  { "green",  "#3cc26f" },
  { "yellow", "#f6d32d" },
  { "white",  "#f6f5f4" },
  { "black",  "#2a2a33" },
  { "purple", "#a05bd0" },
  { "orange", "#ff8c1a" },
  { "pink",   "#f77fbe" },
  { "grey",   "#9a9996" },
  { "gray",   "#9a9996" },
  { "brown",  "#a8754a" },
  { "cyan",   "#3ccfe6" },
  { "teal",   "#21a99c" },
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
wg_palette_planet_color (WgPlanetType  type,
                         GdkRGBA      *rgba)
{
  static const char *const fills[WG_N_PLANET_TYPES] = {
    [WG_PLANET_DESERT]   = "#dcb967",
    [WG_PLANET_JUNGLE]   = "#3f9b4f",
    [WG_PLANET_VOLCANIC] = "#d9502b",
    [WG_PLANET_OCEANIC]  = "#2f78d0",
    [WG_PLANET_ARCTIC]   = "#e6eef4",
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
