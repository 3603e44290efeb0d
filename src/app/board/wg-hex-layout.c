/* wg-hex-layout.c — hexes on screen: one geometry for the board view and the editor's canvas
 * Copyright 2026 The Warpgate Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <math.h>

#include "wg-hex-layout.h"

void
wg_hex_layout_unit_center (gboolean flat,
                           WgHex    hex,
                           double  *ux,
                           double  *uy)
{
  if (flat)
    {
      *ux = 1.5 * hex.q;
      *uy = WG_SQRT3 * (hex.r + hex.q / 2.0);
    }
  else
    {
      *ux = WG_SQRT3 * (hex.q + hex.r / 2.0);
      *uy = 1.5 * hex.r;
    }
}

/* The inverse of wg_hex_layout_unit_center gives fractional axial
 * coordinates; they are rounded in cube coordinates (q + r + s = 0),
 * fixing the component that rounded furthest so the three still sum to
 * zero. */
WgHex
wg_hex_layout_unit_to_hex (gboolean flat,
                           double   ux,
                           double   uy)
{
  double fq, fr, fs, rq, rr, rs;

  if (flat)
    {
      fq = ux * 2.0 / 3.0;
      fr = uy / WG_SQRT3 - ux / 3.0;
    }
  else
    {
      fq = ux / WG_SQRT3 - uy / 3.0;
      fr = uy * 2.0 / 3.0;
    }
  fs = -fq - fr;
  rq = round (fq);
  rr = round (fr);
  rs = round (fs);
  if (fabs (rq - fq) > fabs (rr - fr) && fabs (rq - fq) > fabs (rs - fs))
    rq = -rr - rs;
  else if (fabs (rr - fr) > fabs (rs - fs))
    rr = -rq - rs;
  /* Far beyond any board: clamped, so that the int conversion is defined. */
  rq = CLAMP (rq, -4.0 * WG_HEX_COORD_MAX, 4.0 * WG_HEX_COORD_MAX);
  rr = CLAMP (rr, -4.0 * WG_HEX_COORD_MAX, 4.0 * WG_HEX_COORD_MAX);
  return (WgHex) { (int) rq, (int) rr };
}

/* A pointy hex reaches √3/2 to the sides and 1 up and down, a flat one
 * the other way round. */
void
wg_hex_layout_unit_extent (gboolean flat,
                           double  *half_width,
                           double  *half_height)
{
  *half_width = flat ? 1.0 : WG_SQRT3 / 2;
  *half_height = flat ? WG_SQRT3 / 2 : 1.0;
}

/* Corner i of a pointy-top hex lies at 60°·i − 30°, y growing downwards:
 * 0 upper right, 1 lower right, 2 bottom, 3 lower left, 4 upper left, 5 top.
 * A flat-top hex is the same turned by 30°: corner i at 60°·i. */
void
wg_hex_layout_corner (gboolean flat,
                      double   cx,
                      double   cy,
                      double   radius,
                      int      i,
                      double  *x,
                      double  *y)
{
  double angle = (flat ? 0.0 : -G_PI / 6) + G_PI / 3 * i;

  *x = cx + radius * cos (angle);
  *y = cy + radius * sin (angle);
}

void
wg_hex_layout_subpath (gboolean flat,
                       cairo_t *cr,
                       double   cx,
                       double   cy,
                       double   radius)
{
  cairo_new_sub_path (cr);
  for (int i = 0; i < 6; i++)
    {
      double x, y;

      wg_hex_layout_corner (flat, cx, cy, radius, i, &x, &y);
      cairo_line_to (cr, x, y);
    }
  cairo_close_path (cr);
}

void
wg_hex_layout_to_pixel (const WgHexLayout *layout,
                        WgHex              hex,
                        double            *x,
                        double            *y)
{
  double ux, uy;

  wg_hex_layout_unit_center (layout->flat, hex, &ux, &uy);
  *x = layout->x0 + ux * layout->size;
  *y = layout->y0 + uy * layout->size;
}

WgHex
wg_hex_layout_from_pixel (const WgHexLayout *layout,
                          double             x,
                          double             y)
{
  return wg_hex_layout_unit_to_hex (layout->flat, (x - layout->x0) / layout->size,
                                    (y - layout->y0) / layout->size);
}
