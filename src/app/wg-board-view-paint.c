/* wg-board-view-paint.c — what the board view draws: hexes, planets, pieces, highlights
 * Copyright 2026 The Warpgate Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <math.h>

#include "wg-board-view-private.h"
#include "wg-palette.h"
#include "wg-sprite-cache.h"

/* Sizes are fractions of the hex circumradius s; line widths are logical
 * pixels, which GTK scales for HiDPI. The board is a dark space scene in the
 * light and dark styles alike; its background is wg-board-view.c's. */

/* Text smaller than this many device pixels is not drawn. */
#define MIN_TEXT_DEVICE_PX 6.5
/* How far from its centre a location's pieces reach, in hex radii (the
 * large counter: 1.08), and in pixels (their rims). */
#define PIECES_REACH 1.1
#define PIECES_REACH_PX 2.0

typedef struct
{
  WgBoardView          *view;
  cairo_t              *cr;
  const WgGame         *game;
  double                s;
  int                   scale;      /* device pixels per logical pixel */
  double                min_text;   /* logical px */
  double                corner0;    /* the angle of corner 0: pointy −30°, flat 0° */
  gboolean              hc;         /* high contrast: thicker, brighter lines */
  PangoFontDescription *font;
  PangoLayout          *layout;     /* one for every text drawn: made once */
  char                  tags[WG_MAX_PLAYERS][3];  /* colour-blind glyphs: "B", "Bl" */
} Painter;

static const GdkRGBA space_fill = { 0.09f, 0.13f, 0.25f, 0.92f };
static const GdkRGBA location_fill = { 0.11f, 0.16f, 0.30f, 0.95f };
static const GdkRGBA grid_line = { 0.45f, 0.56f, 0.86f, 0.28f };
/* Opaque (what { 0.72, 0.80, 1.00, 0.78 } is over space): the border is
 * drawn an edge at a time, and where two edges' ends overlap a
 * translucent line would be brighter. */
static const GdkRGBA sector_line = { 0.58f, 0.65f, 0.83f, 1.f };
static const GdkRGBA label_ink = { 0.88f, 0.91f, 1.00f, 0.92f };
/* High contrast: the grid and the sector borders stand out from the space
 * they divide, labels are opaque white. */
static const GdkRGBA hc_grid_line = { 0.78f, 0.84f, 1.00f, 0.90f };
static const GdkRGBA hc_sector_line = { 1.00f, 1.00f, 1.00f, 1.f };
static const GdkRGBA hc_label_ink = { 1.00f, 1.00f, 1.00f, 1.f };
static const GdkRGBA piece_rim = { 1.00f, 1.00f, 1.00f, 0.85f };
static const GdkRGBA trade_fill = { 0.96f, 0.76f, 0.07f, 1.f };
static const GdkRGBA ruler_color = { 0.56f, 0.94f, 0.64f, 1.f };
static const GdkRGBA path_fill = { 0.56f, 0.94f, 0.64f, 0.26f };
static const GdkRGBA withdraw_color = { 1.00f, 0.75f, 0.44f, 1.f };
static const GdkRGBA hover_color = { 1.00f, 1.00f, 1.00f, 0.45f };
static const GdkRGBA cursor_color = { 1.00f, 1.00f, 1.00f, 0.95f };
static const GdkRGBA dark_ink = { 0.08f, 0.08f, 0.10f, 1.f };
static const GdkRGBA selected_color = { 0.47f, 0.68f, 0.93f, 1.f };
static const GdkRGBA tag_fill = { 0.05f, 0.06f, 0.12f, 0.92f };
/* Highlights, by WgHighlightKind: a tint and a rim. Origins and chosen
 * cells are blue, destinations green, attacks orange, refusals red, what a
 * card involves violet. Without colour: a chosen cell has a thick rim, an
 * attack a double rim, a refusal a dashed one, what is involved a dotted
 * one. */
static const GdkRGBA highlight_fill[] = {
  { 0.47f, 0.68f, 0.93f, 0.22f },
  { 0.56f, 0.94f, 0.64f, 0.22f },
  { 1.00f, 0.60f, 0.30f, 0.26f },
  { 0.47f, 0.68f, 0.93f, 0.45f },
  { 0.96f, 0.33f, 0.33f, 0.24f },
  { 0.78f, 0.56f, 1.00f, 0.28f },
};
static const GdkRGBA highlight_rim[] = {
  { 0.47f, 0.68f, 0.93f, 1.f },
  { 0.56f, 0.94f, 0.64f, 1.f },
  { 1.00f, 0.60f, 0.30f, 1.f },
  { 0.70f, 0.85f, 1.00f, 1.f },
  { 0.96f, 0.33f, 0.33f, 1.f },
  { 0.78f, 0.56f, 1.00f, 1.f },
};

static void
set_source (cairo_t       *cr,
            const GdkRGBA *rgba)
{
  cairo_set_source_rgba (cr, rgba->red, rgba->green, rgba->blue, rgba->alpha);
}

static const GdkRGBA *
label_color (Painter *p)
{
  return p->hc ? &hc_label_ink : &label_ink;
}

/* Each player's letter for the colour-blind glyphs: the colour's initial,
 * or its first two letters when another colour starts the same way. */
static void
init_tags (Painter *p)
{
  for (guint i = 0; i < p->game->n_players; i++)
    {
      const char *color = wg_game_player_color (p->game, (int) i);
      gboolean clash = FALSE;

      for (guint j = 0; j < p->game->n_players; j++)
        clash |= j != i && g_ascii_toupper (wg_game_player_color (p->game, (int) j)[0])
                           == g_ascii_toupper (color[0]);
      p->tags[i][0] = g_ascii_toupper (color[0]);
      p->tags[i][1] = clash && color[0] != '\0' ? color[1] : '\0';
      p->tags[i][2] = '\0';
    }
}

static void
painter_init (Painter     *p,
              WgBoardView *view,
              cairo_t     *cr)
{
  PangoContext *context = gtk_widget_get_pango_context (GTK_WIDGET (view));
  g_autofree char *font = NULL;
  g_autofree char *style = NULL;

  p->view = view;
  p->cr = cr;
  p->game = wg_session_get_game (view->session);
  p->s = view->layout.size;
  p->scale = gtk_widget_get_scale_factor (GTK_WIDGET (view));
  p->min_text = MAX (4.0, MIN_TEXT_DEVICE_PX / p->scale);
  p->corner0 = view->orientation == WG_BOARD_ORIENTATION_FLAT ? 0.0 : -G_PI / 6;
  p->hc = view->high_contrast;
  p->font = pango_font_description_copy (pango_context_get_font_description (context));
  p->layout = pango_layout_new (context);
  init_tags (p);
  if (cr != NULL)
    {
      cairo_set_line_join (cr, CAIRO_LINE_JOIN_ROUND);
      cairo_set_line_cap (cr, CAIRO_LINE_CAP_ROUND);
    }

  /* Everything a sprite's look depends on but its name. */
  font = pango_font_description_to_string (p->font);
  style = g_strdup_printf ("%.4f %d %d %d %d %d %s", p->s, p->scale, view->orientation, p->hc,
                           view->glyphs, view->large_numbers, font);
  wg_sprite_cache_set_style (view->sprites, style);
}

static void
painter_clear (Painter *p)
{
  g_clear_pointer (&p->font, pango_font_description_free);
  g_clear_object (&p->layout);
}

static void
hex_center (Painter *p,
            WgHex    hex,
            double  *x,
            double  *y)
{
  gboolean ok = wg_board_view_hex_center (p->view, hex, x, y);

  g_assert (ok);
}

/* Corner i of a pointy-top hex lies at 60°·i − 30°, y growing downwards:
 * 0 upper right, 1 lower right, 2 bottom, 3 lower left, 4 upper left, 5 top.
 * A flat-top hex is the same turned by 30°: corner i at 60°·i. */
static void
hex_corner (Painter *p,
            double   cx,
            double   cy,
            double   radius,
            int      i,
            double  *x,
            double  *y)
{
  double angle = p->corner0 + G_PI / 3 * i;

  *x = cx + radius * cos (angle);
  *y = cy + radius * sin (angle);
}

/* Adds a hexagon to the current path. */
static void
hex_subpath (Painter *p,
             double   cx,
             double   cy,
             double   radius)
{
  cairo_new_sub_path (p->cr);
  for (int i = 0; i < 6; i++)
    {
      double x, y;

      hex_corner (p, cx, cy, radius, i, &x, &y);
      cairo_line_to (p->cr, x, y);
    }
  cairo_close_path (p->cr);
}

static void
hex_path (Painter *p,
          double   cx,
          double   cy,
          double   radius)
{
  cairo_new_path (p->cr);
  hex_subpath (p, cx, cy, radius);
}

/* Text centred on (cx, cy) by its glyphs rather than its line box, so that
 * digits and capitals sit in the middle of their counter. */
static void
text (Painter       *p,
      const char    *str,
      double         size,
      gboolean       bold,
      double         cx,
      double         cy,
      const GdkRGBA *ink)
{
  PangoLayout *layout = p->layout;
  PangoRectangle ink_rect;

  pango_layout_set_text (layout, str, -1);
  pango_font_description_set_absolute_size (p->font, size * PANGO_SCALE);
  pango_font_description_set_weight (p->font, bold ? PANGO_WEIGHT_BOLD : PANGO_WEIGHT_NORMAL);
  pango_layout_set_font_description (layout, p->font);
  pango_layout_get_pixel_extents (layout, &ink_rect, NULL);
  cairo_move_to (p->cr, cx - ink_rect.x - ink_rect.width / 2.0,
                 cy - ink_rect.y - ink_rect.height / 2.0);
  set_source (p->cr, ink);
  pango_cairo_show_layout (p->cr, layout);
}

static void
fill_and_rim (Painter       *p,
              const GdkRGBA *fill,
              const GdkRGBA *rim,
              double         rim_width)
{
  set_source (p->cr, fill);
  cairo_fill_preserve (p->cr);
  set_source (p->cr, rim);
  cairo_set_line_width (p->cr, rim_width);
  cairo_stroke (p->cr);
}

/* Something drawn centred on (cx, cy) by a paint function of its own. */
typedef void (*StampFunc) (Painter      *p,
                           double        cx,
                           double        cy,
                           gconstpointer data);

typedef struct
{
  Painter      *p;
  StampFunc     func;
  gconstpointer data;
} Stamp;

static void
draw_stamp (cairo_t *cr,
            double   cx,
            double   cy,
            gpointer user_data)
{
  Stamp *stamp = user_data;
  cairo_t *target = stamp->p->cr;

  stamp->p->cr = cr;
  cairo_set_line_join (cr, CAIRO_LINE_JOIN_ROUND);
  cairo_set_line_cap (cr, CAIRO_LINE_CAP_ROUND);
  stamp->func (stamp->p, cx, cy, stamp->data);
  stamp->p->cr = target;
}

/* Paints what @func draws, within @half of (x, y), through the view's
 * sprite named @key: drawn once, then copied (see wg-sprite-cache.h). The
 * key names everything the drawing depends on but the style. */
static void
stamp (Painter      *p,
       const char   *key,
       double        half,
       double        x,
       double        y,
       StampFunc     func,
       gconstpointer data)
{
  Stamp st = { p, func, data };

  wg_sprite_cache_paint (p->view->sprites, p->cr, p->scale, key, half, x, y, draw_stamp, &st);
}

/* The same for lines that meet others: copied where they were drawn, to
 * an eighth of a device pixel (wg_sprite_cache_paint_exact). */
static void
stamp_exact (Painter      *p,
             const char   *key,
             double        half,
             double        x,
             double        y,
             StampFunc     func,
             gconstpointer data)
{
  Stamp st = { p, func, data };

  wg_sprite_cache_paint_exact (p->view->sprites, p->cr, p->scale, key, half, x, y, draw_stamp,
                               &st);
}

/* Every hex of one kind (space, or not) added to the current path. */
static void
add_hexes (Painter  *p,
           gboolean  space)
{
  guint n = wg_board_get_n_cells (p->game->board);

  for (guint i = 0; i < n; i++)
    {
      const WgCell *cell = wg_board_get_cell (p->game->board, (int) i);
      double cx, cy;

      if ((cell->kind == WG_HEX_SPACE) != space)
        continue;
      hex_center (p, cell->hex, &cx, &cy);
      hex_subpath (p, cx, cy, p->s);
    }
}

static void
set_grid_line (Painter *p)
{
  set_source (p->cr, p->hc ? &hc_grid_line : &grid_line);
  cairo_set_line_width (p->cr, p->hc ? 1.5 : 1.0);
  cairo_set_line_cap (p->cr, CAIRO_LINE_CAP_BUTT);
  cairo_set_line_join (p->cr, CAIRO_LINE_JOIN_MITER);
}

/* The grid lines a hex draws: its edges towards directions 1 to 3 (north-
 * east, north-west and west with pointy tops), the polyline through its
 * corners 3, 4, 5 and 0. Every edge between two hexes is one of these for
 * one of them, so each is drawn once. */
static void
paint_grid_edges (Painter      *p,
                  double        cx,
                  double        cy,
                  gconstpointer data)
{
  cairo_new_path (p->cr);
  for (int i = 3; i <= 6; i++)
    {
      double x, y;

      hex_corner (p, cx, cy, p->s, i % 6, &x, &y);
      cairo_line_to (p->cr, x, y);
    }
  set_grid_line (p);
  cairo_stroke (p->cr);
}

/* Space and locations filled in two operations, then the grid: a sprite
 * per hex, copied where it was drawn (cairo's cost is per operation and
 * per edge it rasterises; a copy costs a fraction of either). */
static void
paint_hexes (Painter *p)
{
  const WgBoard *board = p->game->board;
  guint n = wg_board_get_n_cells (board);

  /* The fills' edges lie under the grid line: no need to antialias them,
   * which is most of what a fill costs. */
  cairo_set_antialias (p->cr, CAIRO_ANTIALIAS_NONE);
  cairo_new_path (p->cr);
  add_hexes (p, TRUE);
  set_source (p->cr, &space_fill);
  cairo_fill (p->cr);
  add_hexes (p, FALSE);
  set_source (p->cr, &location_fill);
  cairo_fill (p->cr);
  cairo_set_antialias (p->cr, CAIRO_ANTIALIAS_DEFAULT);

  for (guint i = 0; i < n; i++)
    {
      double cx, cy;

      hex_center (p, wg_board_get_cell (board, (int) i)->hex, &cx, &cy);
      stamp_exact (p, "grid", p->s + 2, cx, cy, paint_grid_edges, NULL);
    }
  /* The board's own edges towards directions 4, 5 and 0: no hex draws them. */
  cairo_new_path (p->cr);
  for (guint i = 0; i < n; i++)
    {
      double cx, cy;

      hex_center (p, wg_board_get_cell (board, (int) i)->hex, &cx, &cy);
      for (int d = 4; d <= 6; d++)
        {
          double x, y;

          if (wg_board_neighbor (board, (int) i, d % 6) >= 0)
            continue;
          hex_corner (p, cx, cy, p->s, (6 - d % 6) % 6, &x, &y);
          cairo_move_to (p->cr, x, y);
          hex_corner (p, cx, cy, p->s, (7 - d % 6) % 6, &x, &y);
          cairo_line_to (p->cr, x, y);
        }
    }
  set_grid_line (p);
  cairo_stroke (p->cr);
  cairo_set_line_join (p->cr, CAIRO_LINE_JOIN_ROUND);
  cairo_set_line_cap (p->cr, CAIRO_LINE_CAP_ROUND);
}

/* The sector borders' width: thicker in high contrast. */
static double
sector_line_width (Painter *p)
{
  return p->hc ? MAX (3.5, p->s * 0.1) : MAX (2.0, p->s * 0.07);
}

/* One edge of a sector border centred on (cx, cy), in the direction
 * GPOINTER_TO_INT (@data) % 3 faces (an edge faces two opposite ones). */
static void
paint_sector_edge (Painter      *p,
                   double        cx,
                   double        cy,
                   gconstpointer data)
{
  int d = GPOINTER_TO_INT (data);
  double ax, ay, bx, by;

  /* Direction d (0 = east with pointy tops, counter-clockwise) faces the
   * edge between corners 6 − d and 7 − d (mod 6), in either orientation:
   * both turn together. */
  hex_corner (p, 0, 0, p->s, (6 - d) % 6, &ax, &ay);
  hex_corner (p, 0, 0, p->s, (7 - d) % 6, &bx, &by);
  cairo_new_path (p->cr);
  cairo_move_to (p->cr, cx + (ax - bx) / 2, cy + (ay - by) / 2);
  cairo_line_to (p->cr, cx + (bx - ax) / 2, cy + (by - ay) / 2);
  set_source (p->cr, p->hc ? &hc_sector_line : &sector_line);
  cairo_set_line_width (p->cr, sector_line_width (p));
  cairo_stroke (p->cr);
}

/* A thick line on every hex edge whose two sides are in different sectors,
 * the edge of the board and sectorless hexes included (R-CTRL-1). Each edge
 * is drawn once: from its lower-numbered cell, or from the board side; as
 * a sprite of its direction, copied where it belongs (the edges of a
 * direction are all alike). */
static void
paint_sector_borders (Painter *p)
{
  const WgBoard *board = p->game->board;
  guint n = wg_board_get_n_cells (board);
  double half = p->s / 2 + sector_line_width (p);

  for (guint i = 0; i < n; i++)
    {
      int sector = wg_board_get_cell_sector (board, (int) i);
      double cx, cy;

      hex_center (p, wg_board_get_cell (board, (int) i)->hex, &cx, &cy);
      for (int d = 0; d < WG_HEX_N_DIRECTIONS; d++)
        {
          int next = wg_board_neighbor (board, (int) i, d);
          int other = next >= 0 ? wg_board_get_cell_sector (board, next) : -1;
          double ax, ay, bx, by;
          char key[16];

          if (other == sector || (next >= 0 && next < (int) i))
            continue;
          hex_corner (p, cx, cy, p->s, (6 - d) % 6, &ax, &ay);
          hex_corner (p, cx, cy, p->s, (7 - d) % 6, &bx, &by);
          g_snprintf (key, sizeof key, "sector %d", d % 3);
          stamp_exact (p, key, half, (ax + bx) / 2, (ay + by) / 2, paint_sector_edge,
                       GINT_TO_POINTER (d % 3));
        }
    }
}

static void
polygon_path (cairo_t *cr,
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
paint_trade_icon (Painter *p,
                  double   cx,
                  double   cy)
{
  polygon_path (p->cr, cx, cy, p->s * 0.14, 5, -G_PI / 2);
  fill_and_rim (p, &trade_fill, &dark_ink, 1.2);
}

/* A soft light from the upper left on a planet's disc centred on (cx, cy),
 * the same on every planet: white, fading out at the disc's rim. */
static void
paint_shine (Painter      *p,
             double        cx,
             double        cy,
             gconstpointer data)
{
  double r = p->s * 0.45;
  cairo_pattern_t *shine = cairo_pattern_create_radial (cx - r * 0.35, cy - r * 0.35, 0, cx, cy, r);

  cairo_pattern_add_color_stop_rgba (shine, 0, 1, 1, 1, 0.35);
  cairo_pattern_add_color_stop_rgba (shine, 1, 1, 1, 1, 0);
  cairo_new_path (p->cr);
  cairo_arc (p->cr, cx, cy, r, 0, 2 * G_PI);
  cairo_set_source (p->cr, shine);
  cairo_fill (p->cr);
  cairo_pattern_destroy (shine);
}

static void
paint_planet (Painter      *p,
              double        cx,
              double        cy,
              gconstpointer data)
{
  const WgCell *cell = data;
  double py = cy - p->s * 0.1, r = p->s * 0.45;
  char letter[2] = { wg_planet_type_letter (cell->type), '\0' };
  GdkRGBA fill, ink, rim = { 0, 0, 0, 0.45f };

  wg_palette_planet_color (cell->type, &fill);
  wg_palette_ink_for (&fill, &ink);

  cairo_new_path (p->cr);
  cairo_arc (p->cr, cx, py, r, 0, 2 * G_PI);
  fill_and_rim (p, &fill, &rim, 1.5);

  /* A soft light from the upper left, so a disc reads as a planet: a
   * gradient is costly to draw, and it is the same on every planet. */
  stamp (p, "shine", r + 1, cx, py, paint_shine, NULL);

  text (p, letter, p->s * 0.42, TRUE, cx, py, &ink);
  if (cell->trade)
    paint_trade_icon (p, cx + p->s * 0.44, cy - p->s * 0.48);
}

/* A gate: a ring in the owner's colour with short spokes around it. */
static void
paint_warpgate (Painter      *p,
                double        cx,
                double        cy,
                gconstpointer data)
{
  const WgCell *cell = data;
  double py = cy - p->s * 0.1, r = p->s * 0.36;
  GdkRGBA owner, inner = { 0.03f, 0.04f, 0.10f, 1.f };

  wg_palette_player_color (cell->color, &owner);

  cairo_new_path (p->cr);
  cairo_arc (p->cr, cx, py, r, 0, 2 * G_PI);
  set_source (p->cr, &inner);
  cairo_fill_preserve (p->cr);
  set_source (p->cr, &owner);
  cairo_set_line_width (p->cr, p->s * 0.11);
  cairo_stroke (p->cr);

  cairo_set_line_width (p->cr, MAX (1.5, p->s * 0.05));
  for (int i = 0; i < 8; i++)
    {
      double a = G_PI / 4 * i;

      cairo_move_to (p->cr, cx + cos (a) * r * 1.22, py + sin (a) * r * 1.22);
      cairo_line_to (p->cr, cx + cos (a) * r * 1.42, py + sin (a) * r * 1.42);
    }
  cairo_stroke (p->cr);

  cairo_new_path (p->cr);
  cairo_arc (p->cr, cx, py, r * 0.45, 0, 2 * G_PI);
  owner.alpha = 0.55f;
  set_source (p->cr, &owner);
  cairo_fill (p->cr);
}

/* Whose gate, in a letter too (colour-blind glyphs): with the pieces, as
 * the letter is the player's, not the board's. */
static void
paint_warpgate_tag (Painter      *p,
                    const WgCell *cell,
                    double        cx,
                    double        cy)
{
  int player = wg_game_find_player (p->game, cell->color);

  if (p->view->glyphs && player != WG_NO_PLAYER)
    text (p, p->tags[player], p->s * 0.36 * 0.8, TRUE, cx, cy - p->s * 0.1, label_color (p));
}

/* A player's counter: a disc, or with the colour-blind glyphs a shape of
 * the player's own — disc, square, diamond, triangle, pentagon, hexagon —
 * so that no two players differ by colour alone. */
static void
player_shape_path (Painter *p,
                   int      owner,
                   double   x,
                   double   y,
                   double   r)
{
  cairo_new_path (p->cr);
  if (!p->view->glyphs || owner % 6 == 0)
    {
      cairo_arc (p->cr, x, y, r, 0, 2 * G_PI);
      return;
    }
  switch (owner % 6)
    {
    case 1: polygon_path (p->cr, x, y, r * 1.2, 4, G_PI / 4); break;
    case 2: polygon_path (p->cr, x, y, r * 1.25, 4, -G_PI / 2); break;
    case 3: polygon_path (p->cr, x, y + r * 0.25, r * 1.45, 3, -G_PI / 2); break;
    case 4: polygon_path (p->cr, x, y, r * 1.12, 5, -G_PI / 2); break;
    default: polygon_path (p->cr, x, y, r * 1.1, 6, 0); break;
    }
}

/* The player's letter on a dark tag beside a piece (colour-blind glyphs). */
static void
paint_tag (Painter *p,
           int      owner,
           double   x,
           double   y)
{
  double h = p->s * 0.13, w = h * (p->tags[owner][1] != '\0' ? 1.6 : 1.0);

  if (!p->view->glyphs || h * 1.3 < p->min_text)
    return;
  cairo_new_path (p->cr);
  cairo_arc (p->cr, x - w + h, y, h, G_PI / 2, 3 * G_PI / 2);
  cairo_arc (p->cr, x + w - h, y, h, -G_PI / 2, G_PI / 2);
  cairo_close_path (p->cr);
  fill_and_rim (p, &tag_fill, &piece_rim, 1.0);
  text (p, p->tags[owner], h * 1.3, TRUE, x, y, label_color (p));
}

/* A piece of one player's: ships (and how many), a marker (and its side)
 * or a drone. */
typedef struct
{
  int owner;
  int n;     /* ships, or the marker's side */
} Piece;

static void
paint_ships (Painter      *p,
             double        x,
             double        y,
             gconstpointer data)
{
  int owner = ((const Piece *) data)->owner, count = ((const Piece *) data)->n;
  gboolean large = p->view->large_numbers;
  double r = p->s * (large ? 0.36 : 0.29);
  char digits[8];
  GdkRGBA color, ink;

  wg_palette_player_color (wg_game_player_color (p->game, owner), &color);
  wg_palette_ink_for (&color, &ink);
  player_shape_path (p, owner, x, y, r);
  fill_and_rim (p, &color, &piece_rim, large ? 2.0 : 1.5);
  g_snprintf (digits, sizeof digits, "%d", count);
  text (p, digits, p->s * (large ? 0.5 : 0.34), TRUE, x, y, &ink);
  paint_tag (p, owner, x + r * 0.85, y - r * 0.95);
}

/* Outpost: a square with O. Colony: a house with C. */
static void
paint_marker (Painter      *p,
              double        x,
              double        y,
              gconstpointer data)
{
  int owner = ((const Piece *) data)->owner, side = ((const Piece *) data)->n;
  double h = p->s * 0.2;
  GdkRGBA color, ink;

  wg_palette_player_color (wg_game_player_color (p->game, owner), &color);
  wg_palette_ink_for (&color, &ink);
  cairo_new_path (p->cr);
  if (side == WG_MARKER_COLONY)
    {
      cairo_move_to (p->cr, x - h, y + h);
      cairo_line_to (p->cr, x - h, y - h * 0.25);
      cairo_line_to (p->cr, x, y - h * 1.25);
      cairo_line_to (p->cr, x + h, y - h * 0.25);
      cairo_line_to (p->cr, x + h, y + h);
      cairo_close_path (p->cr);
    }
  else
    {
      cairo_rectangle (p->cr, x - h, y - h, 2 * h, 2 * h);
    }
  fill_and_rim (p, &color, &piece_rim, 1.2);
  text (p, side == WG_MARKER_COLONY ? "C" : "O", p->s * 0.24, TRUE, x,
        side == WG_MARKER_COLONY ? y + h * 0.2 : y, &ink);
  paint_tag (p, owner, x - h * 0.9, y + h * 1.2);
}

static void
paint_drone (Painter      *p,
             double        x,
             double        y,
             gconstpointer data)
{
  int owner = ((const Piece *) data)->owner;
  GdkRGBA color;

  wg_palette_player_color (wg_game_player_color (p->game, owner), &color);
  polygon_path (p->cr, x, y, p->s * 0.17, 4, -G_PI / 2);
  fill_and_rim (p, &color, &piece_rim, 1.2);
  paint_tag (p, owner, x - p->s * 0.05, y - p->s * 0.2);
}

/* What a location is: its planet or gate, and its id. */
static void
paint_face (Painter *p,
            int      cell)
{
  const WgCell *c = wg_board_get_cell (p->game->board, cell);
  char key[64];
  double cx, cy, s = p->s;

  hex_center (p, c->hex, &cx, &cy);
  /* Half a sprite: the planet with its trade icon, the gate with its
   * spokes, and their rims. */
  if (c->kind == WG_HEX_PLANET)
    {
      g_snprintf (key, sizeof key, "planet %c %d", wg_planet_type_letter (c->type), c->trade);
      stamp (p, key, s * 0.66 + 2, cx, cy, paint_planet, c);
    }
  else
    {
      g_snprintf (key, sizeof key, "gate %s", c->color);
      stamp (p, key, s * 0.68 + 2, cx, cy, paint_warpgate, c);
    }
  /* Too small to read, an id is left to the tooltip and the status. */
  if (s * 0.2 >= p->min_text)
    text (p, c->id, s * 0.2, FALSE, cx, cy + s * 0.6, label_color (p));
}

/* A player's piece through a sprite named by all it shows: the colour,
 * the glyph shape (owner % 6), the tag and the number. */
static void
stamp_piece (Painter   *p,
             const char *kind,
             double      half,
             double      x,
             double      y,
             StampFunc   func,
             int         owner,
             int         n)
{
  Piece piece = { owner, n };
  char key[64];

  g_snprintf (key, sizeof key, "%s %s %d %s %d", kind, wg_game_player_color (p->game, owner),
              owner % 6, p->tags[owner], n);
  stamp (p, key, half, x, y, func, &piece);
}

/* What is on a location: markers, drones, ships, and the gate's owner. */
static void
paint_pieces (Painter *p,
              int      cell)
{
  const WgCell *c = wg_board_get_cell (p->game->board, cell);
  const WgStack *stack = &p->game->stacks[cell];
  double cx, cy, s = p->s;

  hex_center (p, c->hex, &cx, &cy);
  if (c->kind == WG_HEX_WARPGATE)
    paint_warpgate_tag (p, c, cx, cy);
  if (stack->marker_owner != WG_NO_PLAYER)
    stamp_piece (p, "marker", s * 0.45 + 2, cx - s * 0.44, cy + s * 0.18, paint_marker,
                 stack->marker_owner, stack->marker_side);
  for (guint i = 0; i < p->game->n_players; i++)
    if (p->game->drones[i] == cell)
      stamp_piece (p, "drone", s * 0.4 + 2, cx - s * 0.44, cy - s * 0.44, paint_drone, (int) i, 0);
  /* A large counter sits further out, clear of the planet's letter. */
  if (stack->ship_owner != WG_NO_PLAYER && stack->ships > 0)
    stamp_piece (p, "ships", s * (p->view->large_numbers ? 0.62 : 0.56) + 2,
                 cx + s * (p->view->large_numbers ? 0.46 : 0.42),
                 cy + s * (p->view->large_numbers ? 0.24 : 0.16), paint_ships,
                 stack->ship_owner, stack->ships);
}

/* Whether a location has anything paint_pieces() draws. */
static gboolean
has_pieces (Painter *p,
            int      cell)
{
  const WgStack *stack = &p->game->stacks[cell];

  if (stack->marker_owner != WG_NO_PLAYER
      || (stack->ship_owner != WG_NO_PLAYER && stack->ships > 0))
    return TRUE;
  for (guint i = 0; i < p->game->n_players; i++)
    if (p->game->drones[i] == cell)
      return TRUE;
  return p->view->glyphs && wg_board_get_cell (p->game->board, cell)->kind == WG_HEX_WARPGATE;
}

/* The board without its pieces: hexes, sectors, planets, gates and ids.
 * It changes only with the board, the size and the preferences. */
void
wg_board_view_paint_terrain (WgBoardView *self,
                             cairo_t     *cr)
{
  Painter p;

  painter_init (&p, self, cr);
  paint_hexes (&p);
  paint_sector_borders (&p);
  for (guint i = 0; i < wg_board_get_n_locations (p.game->board); i++)
    paint_face (&p, wg_board_get_location (p.game->board, i));
  painter_clear (&p);
}

/* Every piece on the board. */
void
wg_board_view_paint_pieces (WgBoardView *self,
                            cairo_t     *cr)
{
  Painter p;

  painter_init (&p, self, cr);
  for (guint i = 0; i < wg_board_get_n_locations (p.game->board); i++)
    paint_pieces (&p, wg_board_get_location (p.game->board, i));
  painter_clear (&p);
}

void
wg_board_view_paint_board (WgBoardView *self,
                           cairo_t     *cr)
{
  wg_board_view_paint_terrain (self, cr);
  wg_board_view_paint_pieces (self, cr);
}

/* The pieces as one small node per location that has any, so that a
 * renderer uploads little more than the pieces' own pixels; NULL when the
 * board is empty. */
GskRenderNode *
wg_board_view_pieces_node (WgBoardView *self)
{
  GtkSnapshot *snapshot = gtk_snapshot_new ();
  Painter p;

  painter_init (&p, self, NULL);
  for (guint i = 0; i < wg_board_get_n_locations (p.game->board); i++)
    {
      int cell = wg_board_get_location (p.game->board, i);
      double cx, cy, half = p.s * PIECES_REACH + PIECES_REACH_PX;

      if (!has_pieces (&p, cell))
        continue;
      hex_center (&p, wg_board_get_cell (p.game->board, cell)->hex, &cx, &cy);
      p.cr = gtk_snapshot_append_cairo (snapshot, &GRAPHENE_RECT_INIT (floor (cx - half), floor (cy - half),
                                                                         ceil (2 * half) + 1,
                                                                         ceil (2 * half) + 1));
      cairo_set_line_join (p.cr, CAIRO_LINE_JOIN_ROUND);
      cairo_set_line_cap (p.cr, CAIRO_LINE_CAP_ROUND);
      paint_pieces (&p, cell);
      cairo_destroy (p.cr);
    }
  painter_clear (&p);
  return gtk_snapshot_free_to_node (snapshot);
}

static void
outline_cell (Painter       *p,
              int            cell,
              double         inset,
              double         width,
              const GdkRGBA *color)
{
  double cx, cy;

  hex_center (p, wg_board_get_cell (p->game->board, cell)->hex, &cx, &cy);
  hex_path (p, cx, cy, p->s - inset - width / 2);
  set_source (p->cr, color);
  cairo_set_line_width (p->cr, width);
  cairo_stroke (p->cr);
}

/* The ruler's ends: an outline and a badge with A or B at the top. */
static void
paint_ruler_end (Painter    *p,
                 int         cell,
                 const char *badge)
{
  double cx, cy;

  outline_cell (p, cell, 1.0, 3.0, &ruler_color);
  hex_center (p, wg_board_get_cell (p->game->board, cell)->hex, &cx, &cy);
  cairo_new_path (p->cr);
  cairo_arc (p->cr, cx, cy - p->s * 0.74, p->s * 0.17, 0, 2 * G_PI);
  set_source (p->cr, &ruler_color);
  cairo_fill (p->cr);
  text (p, badge, p->s * 0.21, TRUE, cx, cy - p->s * 0.74, &dark_ink);
}

static void
paint_path (Painter      *p,
            const GArray *path)
{
  for (guint i = 0; i < path->len; i++)
    {
      double cx, cy;

      hex_center (p, g_array_index (path, WgHex, i), &cx, &cy);
      hex_path (p, cx, cy, p->s - 2.0);
      fill_and_rim (p, &path_fill, &ruler_color, 1.5);
    }
}

static void
paint_withdraw_destinations (Painter            *p,
                             const WgWithdrawal *w)
{
  static const double dash[] = { 6.0, 4.0 };

  cairo_set_dash (p->cr, dash, G_N_ELEMENTS (dash), 0);
  for (guint i = 0; i < w->destinations->len; i++)
    outline_cell (p, g_array_index (w->destinations, int, i), 4.0, 2.5, &withdraw_color);
  cairo_set_dash (p->cr, NULL, 0, 0);
}

static void
paint_highlights (Painter      *p,
                  const GArray *highlights)
{
  static const double dash[] = { 5.0, 3.0 };
  static const double dots[] = { 0.1, 4.5 };   /* round caps make the dots */

  for (guint i = 0; i < highlights->len; i++)
    {
      const WgHighlight *h = &g_array_index (highlights, WgHighlight, i);
      double cx, cy, width = (h->kind == WG_HIGHLIGHT_CHOSEN ? 3.5 : 2.5) + (p->hc ? 1.0 : 0.0);

      g_assert (h->kind < G_N_ELEMENTS (highlight_fill));
      hex_center (p, wg_board_get_cell (p->game->board, h->cell)->hex, &cx, &cy);
      hex_path (p, cx, cy, p->s - 2.5);
      set_source (p->cr, &highlight_fill[h->kind]);
      cairo_fill (p->cr);
      if (h->kind == WG_HIGHLIGHT_ILLEGAL)
        cairo_set_dash (p->cr, dash, G_N_ELEMENTS (dash), 0);
      else if (h->kind == WG_HIGHLIGHT_INVOLVED)
        cairo_set_dash (p->cr, dots, G_N_ELEMENTS (dots), 0);
      outline_cell (p, h->cell, 1.5, width, &highlight_rim[h->kind]);
      cairo_set_dash (p->cr, NULL, 0, 0);
      if (h->kind == WG_HIGHLIGHT_ATTACK)
        outline_cell (p, h->cell, 1.5 + width + 2.0, 1.5, &highlight_rim[h->kind]);
      if (h->number >= 0)
        {
          g_autofree char *label = g_strdup_printf ("%d", h->number);
          /* Readable at any zoom: never smaller than a caption. */
          double radius = MAX (p->s * 0.3, 7.5);

          cairo_new_path (p->cr);
          cairo_arc (p->cr, cx, cy + p->s * 0.62, radius, 0, 2 * G_PI);
          set_source (p->cr, &highlight_rim[h->kind]);
          cairo_fill (p->cr);
          text (p, label, radius * 1.3, TRUE, cx, cy + p->s * 0.62, &dark_ink);
        }
    }
}

/* Ships being dragged: the location they leave, an arrow to the pointer,
 * and the location they would land on. */
static void
paint_ships_drag (Painter *p,
                  int      from,
                  int      to)
{
  double fx, fy, tx = p->view->pointer_x, ty = p->view->pointer_y, angle;

  outline_cell (p, from, 1.0, 3.0, &selected_color);
  if (to >= 0)
    outline_cell (p, to, 1.0, 3.0, &ruler_color);
  hex_center (p, wg_board_get_cell (p->game->board, from)->hex, &fx, &fy);
  angle = atan2 (ty - fy, tx - fx);
  cairo_new_path (p->cr);
  cairo_move_to (p->cr, fx, fy);
  cairo_line_to (p->cr, tx, ty);
  cairo_move_to (p->cr, tx - 12 * cos (angle - 0.5), ty - 12 * sin (angle - 0.5));
  cairo_line_to (p->cr, tx, ty);
  cairo_line_to (p->cr, tx - 12 * cos (angle + 0.5), ty - 12 * sin (angle + 0.5));
  set_source (p->cr, &ruler_color);
  cairo_set_line_width (p->cr, 3.0);
  cairo_set_line_cap (p->cr, CAIRO_LINE_CAP_ROUND);
  cairo_stroke (p->cr);
}

/* What changes without the board changing: the ruler, the withdraw preview,
 * the hover and the keyboard cursor. */
void
wg_board_view_paint_overlay (WgBoardView *self,
                             cairo_t     *cr)
{
  WgSession *session = self->session;
  const GArray *path = wg_session_get_path (session);
  const WgWithdrawal *won = wg_session_get_withdrawal (session, TRUE);
  int from = wg_session_get_ruler_from (session);
  int to = wg_session_get_ruler_to (session);
  int selected = wg_session_get_selected (session);
  Painter p;

  painter_init (&p, self, cr);
  paint_highlights (&p, wg_session_get_highlights (session));
  if (path != NULL)
    paint_path (&p, path);
  if (won != NULL)
    paint_withdraw_destinations (&p, won);
  if (selected >= 0 && selected != from && selected != to)
    outline_cell (&p, selected, 1.0, 3.0, &selected_color);
  if (from >= 0)
    paint_ruler_end (&p, from, "A");
  if (to >= 0)
    paint_ruler_end (&p, to, "B");
  if (self->hover >= 0)
    outline_cell (&p, self->hover, 2.0, p.hc ? 2.5 : 1.5, &hover_color);
  if (self->cursor >= 0 && gtk_widget_has_focus (GTK_WIDGET (self)))
    outline_cell (&p, self->cursor, 5.0, p.hc ? 3.5 : 2.0, &cursor_color);
  if (self->drag_from >= 0)
    paint_ships_drag (&p, self->drag_from, self->drag_to);
  painter_clear (&p);
}
