/* wg-swatch.c — a player's colour swatch and a planet type's badge, drawn in a GtkDrawingArea
 * Copyright 2026 The Warpgate Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <math.h>

#include "wg-palette.h"
#include "wg-swatch.h"

#define COLOR_KEY "wg-color"
#define TYPE_KEY  "wg-planet-type"

static void
set_source (cairo_t       *cr,
            const GdkRGBA *rgba)
{
  cairo_set_source_rgba (cr, rgba->red, rgba->green, rgba->blue, rgba->alpha);
}

void
wg_swatch_draw (GtkDrawingArea *area,
                cairo_t        *cr,
                int             width,
                int             height,
                gpointer        data)
{
  const char *color = g_object_get_data (G_OBJECT (area), COLOR_KEY);
  double      size = MIN (width, height) - 2.0;
  double      x = (width - size) / 2.0, y = (height - size) / 2.0, r = size / 4.0;
  GdkRGBA     fill;

  if (color == NULL || size <= 0)
    return;
  wg_palette_player_color (color, &fill);
  cairo_new_sub_path (cr);
  cairo_arc (cr, x + size - r, y + r, r, -G_PI / 2, 0);
  cairo_arc (cr, x + size - r, y + size - r, r, 0, G_PI / 2);
  cairo_arc (cr, x + r, y + size - r, r, G_PI / 2, G_PI);
  cairo_arc (cr, x + r, y + r, r, G_PI, 3 * G_PI / 2);
  cairo_close_path (cr);
  set_source (cr, &fill);
  cairo_fill_preserve (cr);
  /* An outline, so that white and black read on either style. */
  cairo_set_source_rgba (cr, 0.5, 0.5, 0.5, 0.8);
  cairo_set_line_width (cr, 1.0);
  cairo_stroke (cr);
}

void
wg_swatch_draw_planet_badge (GtkDrawingArea *area,
                             cairo_t        *cr,
                             int             width,
                             int             height,
                             gpointer        data)
{
  int                   stored = GPOINTER_TO_INT (g_object_get_data (G_OBJECT (area), TYPE_KEY));
  double                radius = MIN (width, height) / 2.0 - 1.0;
  char                  letter[2] = { 0, 0 };
  PangoLayout          *layout;
  PangoFontDescription *font;
  GdkRGBA               fill, ink;
  int                   w, h;

  if (stored <= 0 || radius <= 0)
    return;
  wg_palette_planet_color ((WgPlanetType) (stored - 1), &fill);
  wg_palette_ink_for (&fill, &ink);
  cairo_arc (cr, width / 2.0, height / 2.0, radius, 0, 2 * G_PI);
  set_source (cr, &fill);
  cairo_fill_preserve (cr);
  cairo_set_source_rgba (cr, 0.5, 0.5, 0.5, 0.8);
  cairo_set_line_width (cr, 1.0);
  cairo_stroke (cr);

  letter[0] = wg_planet_type_letter ((WgPlanetType) (stored - 1));
  layout = gtk_widget_create_pango_layout (GTK_WIDGET (area), letter);
  font = pango_font_description_new ();
  pango_font_description_set_weight (font, PANGO_WEIGHT_BOLD);
  pango_font_description_set_absolute_size (font, radius * 1.2 * PANGO_SCALE);
  pango_layout_set_font_description (layout, font);
  pango_layout_get_pixel_size (layout, &w, &h);
  cairo_move_to (cr, (width - w) / 2.0, (height - h) / 2.0);
  set_source (cr, &ink);
  pango_cairo_show_layout (cr, layout);
  pango_font_description_free (font);
  g_object_unref (layout);
}

void
wg_swatch_set (GtkDrawingArea *area,
               const char     *color)
{
  g_return_if_fail (GTK_IS_DRAWING_AREA (area));

  g_object_set_data_full (G_OBJECT (area), COLOR_KEY, g_strdup (color), g_free);
  gtk_drawing_area_set_draw_func (area, wg_swatch_draw, NULL, NULL);
  gtk_widget_queue_draw (GTK_WIDGET (area));
}

void
wg_swatch_set_planet_badge (GtkDrawingArea *area,
                            int             type)
{
  g_return_if_fail (GTK_IS_DRAWING_AREA (area));

  g_object_set_data (G_OBJECT (area), TYPE_KEY, GINT_TO_POINTER (type >= 0 ? type + 1 : 0));
  gtk_drawing_area_set_draw_func (area, wg_swatch_draw_planet_badge, NULL, NULL);
  /* A picture of the type, named as one to assistive technologies. */
  if (type >= 0)
    gtk_accessible_update_property (GTK_ACCESSIBLE (area), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                    wg_planet_type_display_name (type), -1);
  else
    gtk_accessible_reset_property (GTK_ACCESSIBLE (area), GTK_ACCESSIBLE_PROPERTY_LABEL);
  gtk_widget_set_visible (GTK_WIDGET (area), type >= 0);
  gtk_widget_queue_draw (GTK_WIDGET (area));
}
