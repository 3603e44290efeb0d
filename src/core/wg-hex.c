/* wg-hex.c — axial hex coordinates
 * Copyright 2026 The Warpgate Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <stdlib.h>

#include "wg-hex.h"

static const WgHex directions[WG_HEX_N_DIRECTIONS] = {
  { 1, 0 },
  { 1, -1 },
  { 0, -1 },
  { -1, 0 },
  { -1, 1 },
  { 0, 1 },
};

WgHex
wg_hex_neighbor (WgHex a,
                 int   direction)
{
  WgHex d;

  g_return_val_if_fail (direction >= 0 && direction < WG_HEX_N_DIRECTIONS, a);
  d = directions[direction];
  return (WgHex) { a.q + d.q, a.r + d.r };
}

gboolean
wg_hex_equal (WgHex a,
              WgHex b)
{
  return a.q == b.q && a.r == b.r;
}

gboolean
wg_hex_in_bounds (WgHex a)
{
  return a.q >= WG_HEX_COORD_MIN && a.q <= WG_HEX_COORD_MAX
         && a.r >= WG_HEX_COORD_MIN && a.r <= WG_HEX_COORD_MAX;
}

int
wg_hex_distance (WgHex a,
                 WgHex b)
{
  int dq = a.q - b.q;
  int dr = a.r - b.r;

  /* In cube coordinates s = -q - r; the distance is the largest of the
   * three differences. */
  return (abs (dq) + abs (dr) + abs (dq + dr)) / 2;
}

WgHex
wg_hex_rotate (WgHex a,
               int   steps)
{
  /* Cube (x, y, z) = (q, -q-r, r) turned 60° counter-clockwise is
   * (-y, -z, -x), i.e. (q, r) -> (q + r, -q). */
  int n = ((steps % 6) + 6) % 6;

  for (int i = 0; i < n; i++)
    a = (WgHex) { a.q + a.r, -a.q };
  return a;
}

WgHex
wg_hex_add (WgHex a,
            WgHex b)
{
  return (WgHex) { a.q + b.q, a.r + b.r };
}

int
wg_hex_direction_to (WgHex a,
                     WgHex b)
{
  for (int d = 0; d < WG_HEX_N_DIRECTIONS; d++)
    if (wg_hex_equal (wg_hex_neighbor (a, d), b))
      return d;
  return -1;
}
