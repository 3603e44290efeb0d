/* wg-swatch.h — a player's colour swatch and a planet type's badge, drawn in a GtkDrawingArea
 * Copyright 2026 The Warpgate Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

/* Set as a GtkDrawingArea's draw function. */
/* A rounded square in a player's colour; @data is the colour word
 * (g_object_set_data_full on the area under "wg-color", see below). */
void wg_swatch_draw (GtkDrawingArea *area,
                     cairo_t        *cr,
                     int             width,
                     int             height,
                     gpointer        data);
/* A planet disc with its type's letter (the letter tells the types apart
 * without colour); the type is the area's "wg-planet-type" data (+ 1, so
 * that 0 draws nothing). */
void wg_swatch_draw_planet_badge (GtkDrawingArea *area,
                                  cairo_t        *cr,
                                  int             width,
                                  int             height,
                                  gpointer        data);
/* Sets up @area as a swatch of @color (NULL: none) or a badge of @type
 * (-1: none), and redraws it. */
void wg_swatch_set (GtkDrawingArea *area,
                    const char     *color);
void wg_swatch_set_planet_badge (GtkDrawingArea *area,
                                 int             type);

G_END_DECLS
