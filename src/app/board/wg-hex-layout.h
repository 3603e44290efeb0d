/* wg-hex-layout.h — hexes on screen: one geometry for the board view and the editor's canvas
 * Copyright 2026 The Warpgate Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <cairo.h>
#include <glib.h>

#include "wg-hex.h"

G_BEGIN_DECLS

#define WG_SQRT3 1.7320508075688772

/* "Unit" coordinates put hex (q, r) at (√3·(q + r/2), 3/2·r) with pointy
 * tops, or at (3/2·q, √3·(r + q/2)) with flat tops — the same board turned
 * by 30° — with a circumradius of 1, y growing downwards. A layout maps
 * them to widget pixels: x = x0 + size·ux, y = y0 + size·uy. */
typedef struct
{
  gboolean flat; /* flat tops, else pointy */
  double   size; /* circumradius, px */
  double   x0;
  double   y0;
} WgHexLayout;

void  wg_hex_layout_unit_center (gboolean flat,
                                 WgHex    hex,
                                 double  *ux,
                                 double  *uy);
/* The hex whose area holds the unit point (ux, uy). */
WgHex wg_hex_layout_unit_to_hex (gboolean flat,
                                 double   ux,
                                 double   uy);
/* How far a hex reaches from its centre, corners included, in units. */
void  wg_hex_layout_unit_extent (gboolean flat,
                                 double  *half_width,
                                 double  *half_height);
/* Corner @i of a hex of @radius centred on (cx, cy). */
void  wg_hex_layout_corner (gboolean flat,
                            double   cx,
                            double   cy,
                            double   radius,
                            int      i,
                            double  *x,
                            double  *y);
/* Adds a hexagon to @cr's current path as a closed sub-path. */
void  wg_hex_layout_subpath (gboolean flat,
                             cairo_t *cr,
                             double   cx,
                             double   cy,
                             double   radius);

/* The centre of @hex in pixels. */
void  wg_hex_layout_to_pixel (const WgHexLayout *layout,
                              WgHex              hex,
                              double            *x,
                              double            *y);
/* The hex under the pixel (x, y) (it may lie off the board). */
WgHex wg_hex_layout_from_pixel (const WgHexLayout *layout,
                                double             x,
                                double             y);

G_END_DECLS
