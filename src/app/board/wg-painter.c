/* wg-painter.c — the board's painter: sizes, hexes, text, sprites, planets and gates
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
    size *= pango_cairo_context_get_resolution (pango_layout_get_context (p->text)) / 72.0;
  return size;
}

void
wg_painter_init (WgPainter            *p,
                 const WgPainterSetup *setup,
                 cairo_t              *cr)
{
  g_autofree char *font = NULL;
  g_autofree char *style = NULL;

  *p = (WgPainter) { .grid = setup->grid, .scene = setup->scene, .sprites = setup->sprites, .cr = cr, .game = setup->game, .s = setup->grid->size, .scale = setup->scale, .hc = setup->high_contrast, .glyphs = setup->glyphs, .large_numbers = setup->large_numbers };
  p->min_text = MAX (4.0, MIN_TEXT_DEVICE_PX / p->scale);
  p->colors = wg_palette_board (p->hc);
  p->font = setup->font != NULL
              ? pango_font_description_from_string (setup->font)
              : pango_font_description_copy (pango_context_get_font_description (setup->context));
  p->text = pango_layout_new (setup->context);
  p->body_text = body_text_size (p);
  if (p->game != NULL)
    init_tags (p);
  if (cr != NULL)
    {
      cairo_set_line_join (cr, CAIRO_LINE_JOIN_ROUND);
      cairo_set_line_cap (cr, CAIRO_LINE_CAP_ROUND);
    }
  if (p->sprites == NULL)
    return;
  /* Everything a sprite's look depends on but its name. */
  font = pango_font_description_to_string (p->font);
  style = g_strdup_printf ("%.4f %d %d %d %d %d %s %.2f", p->s, p->scale, p->grid->flat, p->hc,
                           p->glyphs, p->large_numbers, font, p->body_text);
  wg_sprite_cache_set_style (p->sprites, style);
}

void
wg_painter_clear (WgPainter *p)
{
  g_clear_pointer (&p->font, pango_font_description_free);
  g_clear_object (&p->text);
}

void
wg_painter_hex_center (WgPainter *p,
                       WgHex      hex,
                       double    *x,
                       double    *y)
{
  wg_hex_layout_to_pixel (p->grid, hex, x, y);
}

/* Adds a hexagon to the current path. */
void
wg_painter_hex_subpath (WgPainter *p,
                        double     cx,
                        double     cy,
                        double     radius)
{
  wg_hex_layout_subpath (p->grid->flat, p->cr, cx, cy, radius);
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

/* The ink rectangle of @str at @size, in the painter's layout. */
static void
measure (WgPainter      *p,
         const char     *str,
         double          size,
         gboolean        bold,
         PangoRectangle *ink_rect)
{
  pango_layout_set_text (p->text, str, -1);
  pango_font_description_set_absolute_size (p->font, size * PANGO_SCALE);
  pango_font_description_set_weight (p->font, bold ? PANGO_WEIGHT_BOLD : PANGO_WEIGHT_NORMAL);
  pango_layout_set_font_description (p->text, p->font);
  pango_layout_get_pixel_extents (p->text, ink_rect, NULL);
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
  PangoRectangle ink_rect;

  measure (p, str, size, bold, &ink_rect);
  cairo_move_to (p->cr, cx - ink_rect.x - ink_rect.width / 2.0,
                 cy - ink_rect.y - ink_rect.height / 2.0);
  wg_painter_set_source (p->cr, ink);
  pango_cairo_show_layout (p->cr, p->text);
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

  measure (p, str, size, bold, &ink_rect);
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
  const WgBoardSceneLook *look = p->scene->look;
  double                  size = CLAMP (p->body_text * ID_CAPTION, p->s * ID_MIN_HEX, p->s * ID_MAX_HEX);
  graphene_rect_t         box;

  if (look->id_size > 0)
    {
      size = p->s * look->id_size;
      return size >= look->id_min ? size : 0;
    }
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
  *y = cy + p->s * p->scene->look->id_dy;
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

/* Through the painter's sprites: drawn once, then copied (see
 * wg-sprite-cache.h). The key names everything the drawing depends on but
 * the style. Lines that meet others are @exact: copied where they were
 * drawn, to an eighth of a device pixel. */
void
wg_painter_stamp (WgPainter            *p,
                  const WgPainterStamp *stamp,
                  double                x,
                  double                y)
{
  Stamp          st = { p, stamp->func, stamp->data };
  const WgSprite sprite = { stamp->key, stamp->half, stamp->exact, draw_stamp, &st };

  g_return_if_fail (p->sprites != NULL);
  wg_sprite_cache_paint (p->sprites, p->cr, p->scale, &sprite, x, y);
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

/* The trade icon: a small gold pentagon, like a coin-stamp. */
static void
paint_trade_icon (WgPainter *p,
                  double     cx,
                  double     cy)
{
  wg_painter_polygon_path (p->cr, cx, cy, p->s * WG_SCENE_TRADE_R, 5, -G_PI / 2);
  wg_painter_fill_and_rim (p, &p->colors->trade_fill, &p->colors->dark_ink,
                           WG_SCENE_TRADE_RIM_PX);
}

/* A soft light from the upper left on a planet's disc centred on (cx, cy),
 * the same on every planet: white, fading out at the disc's rim. */
static void
paint_shine (WgPainter    *p,
             double        cx,
             double        cy,
             gconstpointer data)
{
  double           r = p->s * WG_SCENE_PLANET_R;
  cairo_pattern_t *shine = cairo_pattern_create_radial (cx - r * 0.35, cy - r * 0.35, 0, cx, cy, r);

  cairo_pattern_add_color_stop_rgba (shine, 0, 1, 1, 1, 0.35);
  cairo_pattern_add_color_stop_rgba (shine, 1, 1, 1, 1, 0);
  cairo_new_path (p->cr);
  cairo_arc (p->cr, cx, cy, r, 0, 2 * G_PI);
  cairo_set_source (p->cr, shine);
  cairo_fill (p->cr);
  cairo_pattern_destroy (shine);
}

/* A disc of radius @r centred on (x, y), filled and rimmed. */
static void
disc (WgPainter     *p,
      double         x,
      double         y,
      double         r,
      const GdkRGBA *fill,
      const GdkRGBA *rim,
      double         rim_width)
{
  cairo_new_path (p->cr);
  cairo_arc (p->cr, x, y, r, 0, 2 * G_PI);
  wg_painter_fill_and_rim (p, fill, rim, rim_width);
}

/* A disc in the planet type's colour with its letter centred on (cx,
 * py), and the trade icon at the top right of the hex centred on (cx, cy). */
static void
paint_planet (WgPainter         *p,
              const WgSceneFace *face,
              double             cx,
              double             cy,
              double             py)
{
  double r = p->s * WG_SCENE_PLANET_R;

  disc (p, cx, py, r, &face->fill, &face->rim, WG_SCENE_PLANET_RIM_PX);

  /* A soft light from the upper left, so a disc reads as a planet: a
   * gradient is costly to draw, and it is the same on every planet. */
  if (p->scene->look->shine)
    wg_painter_stamp (p, &(WgPainterStamp) { "shine", r + 1, FALSE, paint_shine, NULL }, cx, py);

  wg_painter_text (p, face->letter, p->s * WG_SCENE_LETTER, TRUE, cx, py, &face->ink);
  if (face->trade)
    paint_trade_icon (p, cx + p->s * WG_SCENE_TRADE_DX, cy + p->s * WG_SCENE_TRADE_DY);
}

/* A gate centred on (x, y): a ring in the owner's colour with short
 * spokes around it and a paler heart. */
static void
paint_warpgate (WgPainter         *p,
                const WgSceneFace *face,
                double             x,
                double             y)
{
  double r = p->s * WG_SCENE_GATE_R;

  disc (p, x, y, r, &face->fill, &face->ink, p->s * WG_SCENE_GATE_RING);
  if (p->scene->look->spokes)
    {
      cairo_set_line_width (p->cr, MAX (WG_SCENE_SPOKE_MIN_PX, p->s * WG_SCENE_SPOKE_WIDTH));
      for (int i = 0; i < WG_SCENE_N_SPOKES; i++)
        {
          double a = 2 * G_PI / WG_SCENE_N_SPOKES * i;

          cairo_move_to (p->cr, x + cos (a) * r * WG_SCENE_SPOKE_IN,
                         y + sin (a) * r * WG_SCENE_SPOKE_IN);
          cairo_line_to (p->cr, x + cos (a) * r * WG_SCENE_SPOKE_OUT,
                         y + sin (a) * r * WG_SCENE_SPOKE_OUT);
        }
      cairo_stroke (p->cr);
    }
  if (p->scene->look->heart)
    {
      cairo_new_path (p->cr);
      cairo_arc (p->cr, x, y, r * WG_SCENE_HEART, 0, 2 * G_PI);
      wg_painter_set_source (p->cr, &face->rim);
      cairo_fill (p->cr);
    }
}

void
wg_painter_face (WgPainter         *p,
                 const WgSceneFace *face,
                 double             cx,
                 double             cy)
{
  double py = cy + p->s * WG_SCENE_FACE_DY;

  if (face->kind == WG_HEX_PLANET)
    paint_planet (p, face, cx, cy, py);
  else
    paint_warpgate (p, face, cx, py);
}

/* Too small to read, an id is left to the tooltip and the status. */
void
wg_painter_face_id (WgPainter         *p,
                    const WgSceneFace *face,
                    double             cx,
                    double             cy)
{
  double size = wg_painter_id_size (p, face->id), x, y;

  if (size <= 0)
    return;
  wg_painter_id_center (p, cx, cy, &x, &y);
  wg_painter_text (p, face->id, size, FALSE, x, y, wg_painter_label_color (p));
}
