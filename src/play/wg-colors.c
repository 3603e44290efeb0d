/* wg-colors.c — the players' and planets' colours, for the app's board and the story's alike
 * Copyright 2026 The Warpgate Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <math.h>
#include <stdlib.h>

#include "wg-colors.h"

static const struct
{
  const char *name, *rgb;
} player_colors[] = {
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

const char *
wg_colors_planet_hex (WgPlanetType type)
{
  static const char *const fills[WG_N_PLANET_TYPES] = {
    [WG_PLANET_DESERT] = "#dcb967",
    [WG_PLANET_JUNGLE] = "#3f9b4f",
    [WG_PLANET_VOLCANIC] = "#d9502b",
    [WG_PLANET_OCEANIC] = "#2f78d0",
    [WG_PLANET_ARCTIC] = "#e6eef4",
    [WG_PLANET_ANCIENTS] = "#e8a317",
  };

  g_return_val_if_fail ((guint) type < WG_N_PLANET_TYPES, "#000000");
  return fills[type];
}

void
wg_colors_player_rgb (const char *color,
                      double      rgb[3])
{
  /* A hue from the name, at saturation 0.6 and value 0.9. */
  double h, c = 0.9 * 0.6, x, m = 0.9 - c, hp;
  int    sector;

  for (guint i = 0; i < G_N_ELEMENTS (player_colors); i++)
    if (g_strcmp0 (color, player_colors[i].name) == 0)
      {
        guint v = (guint) strtoul (player_colors[i].rgb + 1, NULL, 16);

        rgb[0] = (v >> 16) / 255.0;
        rgb[1] = ((v >> 8) & 0xff) / 255.0;
        rgb[2] = (v & 0xff) / 255.0;
        return;
      }
  /* g_str_hash is stable across runs and platforms. */
  h = (g_str_hash (color != NULL ? color : "") % 360) / 360.0;
  hp = fmod (h, 1.0) * 6.0;
  x = c * (1.0 - fabs (fmod (hp, 2.0) - 1.0));
  sector = (int) hp;
  rgb[0] = m + (sector == 0 || sector == 5 ? c : sector == 1 || sector == 4 ? x
                                                                            : 0);
  rgb[1] = m + (sector == 1 || sector == 2 ? c : sector == 0 || sector == 3 ? x
                                                                            : 0);
  rgb[2] = m + (sector == 3 || sector == 4 ? c : sector == 2 || sector == 5 ? x
                                                                            : 0);
}
