/* wg-hex.h — axial hex coordinates
 * Copyright 2026 The Warpgate Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* The board's coordinates, as in the game file: axial (q, r), -64…64. */
#define WG_HEX_COORD_MIN    (-64)
#define WG_HEX_COORD_MAX    64
#define WG_HEX_N_DIRECTIONS 6

typedef struct
{
  int q;
  int r;
} WgHex;

/* The six neighbours, in the order docs/game-format.md lists them:
 * (q+1, r), (q+1, r-1), (q, r-1), (q-1, r), (q-1, r+1), (q, r+1).
 * Direction d+1 is d turned 60° counter-clockwise (for a pointy-top drawing
 * with r growing downwards). */
WgHex    wg_hex_neighbor (WgHex a,
                          int   direction);
gboolean wg_hex_equal (WgHex a,
                       WgHex b);
gboolean wg_hex_in_bounds (WgHex a);
/* Steps between two hexes on an unobstructed grid. */
int      wg_hex_distance (WgHex a,
                          WgHex b);
/* Rotation about (0, 0) by steps × 60° counter-clockwise (any integer). */
WgHex    wg_hex_rotate (WgHex a,
                        int   steps);
WgHex    wg_hex_add (WgHex a,
                     WgHex b);
/* Which direction leads from a to its neighbour b, or -1 if not adjacent. */
int      wg_hex_direction_to (WgHex a,
                              WgHex b);

G_END_DECLS
