/* wg-painter.c — the board view's painter: sizes, hexes, text, sprites
 * Copyright 2026 The Warpgate Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "wg-painter.h"

/* Text smaller than this many device pixels is not drawn. */
#define MIN_TEXT_DEVICE_PX 6.5

void
wg_painter_set_source (cairo_t       *cr,
                       const GdkRGBA *rgba)
{
  cairo_set_source_rgba (cr, rgba->red, rgba->green, rgba->blue, rgba->alpha);
}

const GdkRGBA *
wg_painter_label_color (WgPainter *p)
{
  return &p->colors->label_ink;
}

/* Each player's letter for the colour-blind glyphs: the colour's initial,
 * or its first two letters when another colour starts the same way. */
static void
init_tags (WgPainter *p)
{
  for (guint i = 0; i < p->game->n_players; i++)
    {
      const char *color = wg_game_player_color (p->game, (int) i);
      gboolean    clash = FALSE;

      for (guint j = 0; j < p->game->n_players; j++)
        clash |= j != i
                 && g_ascii_toupper (wg_game_player_color (p->game, (int) j)[0])
                      == g_ascii_toupper (color[0]);
      p->tags[i][0] = g_ascii_toupper (color[0]);
      p->tags[i][1] = clash && color[0] != '\0' ? color[1] : '\0';
      p->tags[i][2] = '\0';
    }
}

/* The size of the UI's text in pixels. GTK gives the widget's font at the
 * display's resolution, so Large Text (gtk-xft-dpi at 1.25 × 96 dpi) or
 * any other text scale is in it already. */
static double
body_text_size (WgPainter *p)
{
  const PangoFontDescription *font = p->font;
  double                      size = pango_font_description_get_size (font) / (double) PANGO_SCALE;

  if (size <= 0)
    return 14.0; /* GTK's own default: 10.5 pt at 96 dpi */
  if (!pango_font_description_get_size_is_absolute (font))
    size *= pango_cairo_context_get_resolution (pango_layout_get_context (p->layout)) / 72.0;
  return size;
}

void
wg_painter_init (WgPainter   *p,
                 WgBoardView *view,
                 cairo_t     *cr)
{
  PangoContext    *context = gtk_widget_get_pango_context (GTK_WIDGET (view));
  g_autofree char *font = NULL;
  g_autofree char *style = NULL;

  p->view = view;
  p->cr = cr;
  p->game = wg_session_get_game (view->session);
  p->s = view->layout.size;
  p->scale = gtk_widget_get_scale_factor (GTK_WIDGET (view));
  p->min_text = MAX (4.0, MIN_TEXT_DEVICE_PX / p->scale);
  p->hc = view->high_contrast;
  p->colors = wg_palette_board (p->hc);
  p->font = pango_font_description_copy (pango_context_get_font_description (context));
  p->layout = pango_layout_new (context);
  p->body_text = body_text_size (p);
  init_tags (p);
  if (cr != NULL)
    {
      cairo_set_line_join (cr, CAIRO_LINE_JOIN_ROUND);
      cairo_set_line_cap (cr, CAIRO_LINE_CAP_ROUND);
    }

  /* Everything a sprite's look depends on but its name. */
  font = pango_font_description_to_string (p->font);
  style = g_strdup_printf ("%.4f %d %d %d %d %d %s %.2f", p->s, p->scale, view->orientation,
                           p->hc, view->glyphs, view->large_numbers, font, p->body_text);
  wg_sprite_cache_set_style (view->sprites, style);
}

void
wg_painter_clear (WgPainter *p)
{
  g_clear_pointer (&p->font, pango_font_description_free);
  g_clear_object (&p->layout);
}

void
wg_painter_hex_center (WgPainter *p,
                       WgHex      hex,
                       double    *x,
                       double    *y)
{
  gboolean ok = wg_board_view_hex_center (p->view, hex, x, y);

  g_assert (ok);
}

void
wg_painter_hex_corner (WgPainter *p,
                       double     cx,
                       double     cy,
                       double     radius,
                       int        i,
                       double    *x,
                       double    *y)
{
  wg_hex_layout_corner (p->view->layout.flat, cx, cy, radius, i, x, y);
}

/* Adds a hexagon to the current path. */
void
wg_painter_hex_subpath (WgPainter *p,
                        double     cx,
                        double     cy,
                        double     radius)
{
  wg_hex_layout_subpath (p->view->layout.flat, p->cr, cx, cy, radius);
}

void
wg_painter_hex_path (WgPainter *p,
                     double     cx,
                     double     cy,
                     double     radius)
{
  cairo_new_path (p->cr);
  wg_painter_hex_subpath (p, cx, cy, radius);
}

/* Text centred on (cx, cy) by its glyphs rather than its line box, so that
 * digits and capitals sit in the middle of their counter. */
void
wg_painter_text (WgPainter     *p,
                 const char    *str,
                 double         size,
                 gboolean       bold,
                 double         cx,
                 double         cy,
                 const GdkRGBA *ink)
{
  PangoLayout   *layout = p->layout;
  PangoRectangle ink_rect;

  pango_layout_set_text (layout, str, -1);
  pango_font_description_set_absolute_size (p->font, size * PANGO_SCALE);
  pango_font_description_set_weight (p->font, bold ? PANGO_WEIGHT_BOLD : PANGO_WEIGHT_NORMAL);
  pango_layout_set_font_description (layout, p->font);
  pango_layout_get_pixel_extents (layout, &ink_rect, NULL);
  cairo_move_to (p->cr, cx - ink_rect.x - ink_rect.width / 2.0,
                 cy - ink_rect.y - ink_rect.height / 2.0);
  wg_painter_set_source (p->cr, ink);
  pango_cairo_show_layout (p->cr, layout);
}

void
wg_painter_text_box (WgPainter       *p,
                     const char      *str,
                     double           size,
                     gboolean         bold,
                     double           cx,
                     double           cy,
                     graphene_rect_t *box)
{
  PangoRectangle ink_rect;

  pango_layout_set_text (p->layout, str, -1);
  pango_font_description_set_absolute_size (p->font, size * PANGO_SCALE);
  pango_font_description_set_weight (p->font, bold ? PANGO_WEIGHT_BOLD : PANGO_WEIGHT_NORMAL);
  pango_layout_set_font_description (p->layout, p->font);
  pango_layout_get_pixel_extents (p->layout, &ink_rect, NULL);
  graphene_rect_init (box, cx - ink_rect.width / 2.0, cy - ink_rect.height / 2.0, ink_rect.width,
                      ink_rect.height);
}

/* Ids are a caption (0.85 of the UI's text), so they follow the text
 * scale, but never smaller than a fifth of the hex (as when zoomed in) nor
 * larger than its room under the planet (0.56: its capitals and digits,
 * some 0.72 of the size, fill the 0.4 of the radius between the planet
 * and the hex's lower corners). At 1024 × 700 the hexes of the sample
 * board are some 16 px: ids of 9 px rather than 3 (not drawn). */
#define ID_CAPTION   0.85
#define ID_MIN_HEX   0.2
#define ID_MAX_HEX   0.56
#define ID_MAX_WIDTH 1.3

double
wg_painter_id_size (WgPainter  *p,
                    const char *id)
{
  double          size = CLAMP (p->body_text * ID_CAPTION, p->s * ID_MIN_HEX, p->s * ID_MAX_HEX);
  graphene_rect_t box;

  /* A long id ("gate-blue") keeps within its hex's width there. */
  wg_painter_text_box (p, id, size, FALSE, 0, 0, &box);
  if (box.size.width > p->s * ID_MAX_WIDTH)
    size *= p->s * ID_MAX_WIDTH / box.size.width;
  return size >= p->min_text ? size : 0;
}

/* Below the planet, at the bottom of the hex. */
void
wg_painter_id_center (WgPainter *p,
                      double     cx,
                      double     cy,
                      double    *x,
                      double    *y)
{
  *x = cx;
  *y = cy + p->s * 0.64;
}

/* Top right of the hex, clear of its id (at the bottom), of the ids of
 * the hexes around it, of the drone (top left), the ship counter (right,
 * below) and the ruler's A and B (top middle): a caption's size, in the
 * room there is. */
void
wg_painter_badge_place (WgPainter *p,
                        double     cx,
                        double     cy,
                        double    *x,
                        double    *y,
                        double    *radius)
{
  *x = cx + p->s * 0.42;
  *y = cy - p->s * 0.34;
  *radius = CLAMP (p->body_text * 0.7, p->s * 0.18, p->s * 0.24);
}

void
wg_painter_fill_and_rim (WgPainter     *p,
                         const GdkRGBA *fill,
                         const GdkRGBA *rim,
                         double         rim_width)
{
  wg_painter_set_source (p->cr, fill);
  cairo_fill_preserve (p->cr);
  wg_painter_set_source (p->cr, rim);
  cairo_set_line_width (p->cr, rim_width);
  cairo_stroke (p->cr);
}

typedef struct
{
  WgPainter    *p;
  WgStampFunc   func;
  gconstpointer data;
} Stamp;

static void
draw_stamp (cairo_t *cr,
            double   cx,
            double   cy,
            gpointer user_data)
{
  Stamp   *stamp = user_data;
  cairo_t *target = stamp->p->cr;

  stamp->p->cr = cr;
  cairo_set_line_join (cr, CAIRO_LINE_JOIN_ROUND);
  cairo_set_line_cap (cr, CAIRO_LINE_CAP_ROUND);
  stamp->func (stamp->p, cx, cy, stamp->data);
  stamp->p->cr = target;
}

static void
stamp_with (WgSpritePaintFunc paint,
            WgPainter        *p,
            const char       *key,
            double            half,
            double            x,
            double            y,
            WgStampFunc       func,
            gconstpointer     data)
{
  Stamp st = { p, func, data };

  paint (p->view->sprites, p->cr, p->scale, key, half, x, y, draw_stamp, &st);
}

/* Paints what @func draws, within @half of (x, y), through the view's
 * sprite named @key: drawn once, then copied (see wg-sprite-cache.h). The
 * key names everything the drawing depends on but the style. */
void
wg_painter_stamp (WgPainter    *p,
                  const char   *key,
                  double        half,
                  double        x,
                  double        y,
                  WgStampFunc   func,
                  gconstpointer data)
{
  stamp_with (wg_sprite_cache_paint, p, key, half, x, y, func, data);
}

/* The same for lines that meet others: copied where they were drawn, to
 * an eighth of a device pixel (wg_sprite_cache_paint_exact). */
void
wg_painter_stamp_exact (WgPainter    *p,
                        const char   *key,
                        double        half,
                        double        x,
                        double        y,
                        WgStampFunc   func,
                        gconstpointer data)
{
  stamp_with (wg_sprite_cache_paint_exact, p, key, half, x, y, func, data);
}

void
wg_painter_polygon_path (cairo_t *cr,
                         double   cx,
                         double   cy,
                         double   radius,
                         int      n,
                         double   first_angle)
{
  cairo_new_path (cr);
  for (int i = 0; i < n; i++)
    {
      double a = first_angle + 2 * G_PI * i / n;

      cairo_line_to (cr, cx + radius * cos (a), cy + radius * sin (a));
    }
  cairo_close_path (cr);
}
