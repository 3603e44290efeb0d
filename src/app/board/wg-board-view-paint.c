/* wg-board-view-paint.c — the board without its pieces: hexes, grid, sectors, planets, gates
 * Copyright 2026 The Warpgate Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "wg-painter.h"

/* Every hex of one kind (space, or not) added to the current path. */
static void
add_hexes (WgPainter *p,
           gboolean   space)
{
  guint n = wg_board_get_n_cells (p->game->board);

  for (guint i = 0; i < n; i++)
    {
      const WgCell *cell = wg_board_get_cell (p->game->board, (int) i);
      double        cx, cy;

      if ((cell->kind == WG_HEX_SPACE) != space)
        continue;
      wg_painter_hex_center (p, cell->hex, &cx, &cy);
      wg_painter_hex_subpath (p, cx, cy, p->s);
    }
}

static void
set_grid_line (WgPainter *p)
{
  wg_painter_set_source (p->cr, &p->colors->grid_line);
  cairo_set_line_width (p->cr, p->colors->grid_width);
  cairo_set_line_cap (p->cr, CAIRO_LINE_CAP_BUTT);
  cairo_set_line_join (p->cr, CAIRO_LINE_JOIN_MITER);
}

/* The grid lines a hex draws: its edges towards directions 1 to 3 (north-
 * east, north-west and west with pointy tops), the polyline through its
 * corners 3, 4, 5 and 0. Every edge between two hexes is one of these for
 * one of them, so each is drawn once. */
static void
paint_grid_edges (WgPainter    *p,
                  double        cx,
                  double        cy,
                  gconstpointer data)
{
  cairo_new_path (p->cr);
  for (int i = 3; i <= 6; i++)
    {
      double x, y;

      wg_painter_hex_corner (p, cx, cy, p->s, i % 6, &x, &y);
      cairo_line_to (p->cr, x, y);
    }
  set_grid_line (p);
  cairo_stroke (p->cr);
}

/* Space and locations filled in two operations, then the grid: a sprite
 * per hex, copied where it was drawn (cairo's cost is per operation and
 * per edge it rasterises; a copy costs a fraction of either). */
static void
paint_hexes (WgPainter *p)
{
  const WgBoard *board = p->game->board;
  guint          n = wg_board_get_n_cells (board);

  /* The fills' edges lie under the grid line: no need to antialias them,
   * which is most of what a fill costs. */
  cairo_set_antialias (p->cr, CAIRO_ANTIALIAS_NONE);
  cairo_new_path (p->cr);
  add_hexes (p, TRUE);
  wg_painter_set_source (p->cr, &p->colors->space_fill);
  cairo_fill (p->cr);
  add_hexes (p, FALSE);
  wg_painter_set_source (p->cr, &p->colors->location_fill);
  cairo_fill (p->cr);
  cairo_set_antialias (p->cr, CAIRO_ANTIALIAS_DEFAULT);

  for (guint i = 0; i < n; i++)
    {
      double cx, cy;

      wg_painter_hex_center (p, wg_board_get_cell (board, (int) i)->hex, &cx, &cy);
      wg_painter_stamp_exact (p, "grid", p->s + 2, cx, cy, paint_grid_edges, NULL);
    }
  /* The board's own edges towards directions 4, 5 and 0: no hex draws them. */
  cairo_new_path (p->cr);
  for (guint i = 0; i < n; i++)
    {
      double cx, cy;

      wg_painter_hex_center (p, wg_board_get_cell (board, (int) i)->hex, &cx, &cy);
      for (int d = 4; d <= 6; d++)
        {
          double x, y;

          if (wg_board_neighbor (board, (int) i, d % 6) >= 0)
            continue;
          wg_painter_hex_corner (p, cx, cy, p->s, (6 - d % 6) % 6, &x, &y);
          cairo_move_to (p->cr, x, y);
          wg_painter_hex_corner (p, cx, cy, p->s, (7 - d % 6) % 6, &x, &y);
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
sector_line_width (WgPainter *p)
{
  return MAX (p->colors->sector_min, p->s * p->colors->sector_width);
}

/* One edge of a sector border centred on (cx, cy), in the direction
 * GPOINTER_TO_INT (@data) % 3 faces (an edge faces two opposite ones). */
static void
paint_sector_edge (WgPainter    *p,
                   double        cx,
                   double        cy,
                   gconstpointer data)
{
  int    d = GPOINTER_TO_INT (data);
  double ax, ay, bx, by;

  /* Direction d (0 = east with pointy tops, counter-clockwise) faces the
   * edge between corners 6 − d and 7 − d (mod 6), in either orientation:
   * both turn together. */
  wg_painter_hex_corner (p, 0, 0, p->s, (6 - d) % 6, &ax, &ay);
  wg_painter_hex_corner (p, 0, 0, p->s, (7 - d) % 6, &bx, &by);
  cairo_new_path (p->cr);
  cairo_move_to (p->cr, cx + (ax - bx) / 2, cy + (ay - by) / 2);
  cairo_line_to (p->cr, cx + (bx - ax) / 2, cy + (by - ay) / 2);
  wg_painter_set_source (p->cr, &p->colors->sector_line);
  cairo_set_line_width (p->cr, sector_line_width (p));
  cairo_stroke (p->cr);
}

/* A thick line on every hex edge whose two sides are in different sectors,
 * the edge of the board and sectorless hexes included (R-CTRL-1). Each edge
 * is drawn once: from its lower-numbered cell, or from the board side; as
 * a sprite of its direction, copied where it belongs (the edges of a
 * direction are all alike). */
static void
paint_sector_borders (WgPainter *p)
{
  const WgBoard *board = p->game->board;
  guint          n = wg_board_get_n_cells (board);
  double         half = p->s / 2 + sector_line_width (p);

  for (guint i = 0; i < n; i++)
    {
      int    sector = wg_board_get_cell_sector (board, (int) i);
      double cx, cy;

      wg_painter_hex_center (p, wg_board_get_cell (board, (int) i)->hex, &cx, &cy);
      for (int d = 0; d < WG_HEX_N_DIRECTIONS; d++)
        {
          int    next = wg_board_neighbor (board, (int) i, d);
          int    other = next >= 0 ? wg_board_get_cell_sector (board, next) : -1;
          double ax, ay, bx, by;
          char   key[16];

          if (other == sector || (next >= 0 && next < (int) i))
            continue;
          wg_painter_hex_corner (p, cx, cy, p->s, (6 - d) % 6, &ax, &ay);
          wg_painter_hex_corner (p, cx, cy, p->s, (7 - d) % 6, &bx, &by);
          g_snprintf (key, sizeof key, "sector %d", d % 3);
          wg_painter_stamp_exact (p, key, half, (ax + bx) / 2, (ay + by) / 2, paint_sector_edge,
                                  GINT_TO_POINTER (d % 3));
        }
    }
}

/* The trade icon: a small gold pentagon, like a coin-stamp. */
static void
paint_trade_icon (WgPainter *p,
                  double     cx,
                  double     cy)
{
  wg_painter_polygon_path (p->cr, cx, cy, p->s * 0.14, 5, -G_PI / 2);
  wg_painter_fill_and_rim (p, &p->colors->trade_fill, &p->colors->dark_ink, 1.2);
}

/* A soft light from the upper left on a planet's disc centred on (cx, cy),
 * the same on every planet: white, fading out at the disc's rim. */
static void
paint_shine (WgPainter    *p,
             double        cx,
             double        cy,
             gconstpointer data)
{
  double           r = p->s * 0.45;
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
paint_planet (WgPainter    *p,
              double        cx,
              double        cy,
              gconstpointer data)
{
  const WgCell *cell = data;
  double        py = cy - p->s * 0.1, r = p->s * 0.45;
  char          letter[2] = { wg_planet_type_letter (cell->type), '\0' };
  GdkRGBA       fill, ink, rim = { 0, 0, 0, 0.45f };

  wg_palette_planet_color (cell->type, &fill);
  wg_palette_ink_for (&fill, &ink);

  cairo_new_path (p->cr);
  cairo_arc (p->cr, cx, py, r, 0, 2 * G_PI);
  wg_painter_fill_and_rim (p, &fill, &rim, 1.5);

  /* A soft light from the upper left, so a disc reads as a planet: a
   * gradient is costly to draw, and it is the same on every planet. */
  wg_painter_stamp (p, "shine", r + 1, cx, py, paint_shine, NULL);

  wg_painter_text (p, letter, p->s * 0.42, TRUE, cx, py, &ink);
  if (cell->trade)
    paint_trade_icon (p, cx + p->s * 0.44, cy - p->s * 0.48);
}

/* A gate: a ring in the owner's colour with short spokes around it. */
static void
paint_warpgate (WgPainter    *p,
                double        cx,
                double        cy,
                gconstpointer data)
{
  const WgCell *cell = data;
  double        py = cy - p->s * 0.1, r = p->s * 0.36;
  GdkRGBA       owner, inner = { 0.03f, 0.04f, 0.10f, 1.f };

  wg_palette_player_color (cell->color, &owner);

  cairo_new_path (p->cr);
  cairo_arc (p->cr, cx, py, r, 0, 2 * G_PI);
  wg_painter_set_source (p->cr, &inner);
  cairo_fill_preserve (p->cr);
  wg_painter_set_source (p->cr, &owner);
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
  wg_painter_set_source (p->cr, &owner);
  cairo_fill (p->cr);
}

/* What a location is: its planet or gate, and its id. */
static void
paint_face (WgPainter *p,
            int        cell)
{
  const WgCell *c = wg_board_get_cell (p->game->board, cell);
  char          key[64];
  double        cx, cy, s = p->s, size;

  wg_painter_hex_center (p, c->hex, &cx, &cy);
  /* Half a sprite: the planet with its trade icon, the gate with its
   * spokes, and their rims. */
  if (c->kind == WG_HEX_PLANET)
    {
      g_snprintf (key, sizeof key, "planet %c %d", wg_planet_type_letter (c->type), c->trade);
      wg_painter_stamp (p, key, s * 0.66 + 2, cx, cy, paint_planet, c);
    }
  else
    {
      g_snprintf (key, sizeof key, "gate %s", c->color);
      wg_painter_stamp (p, key, s * 0.68 + 2, cx, cy, paint_warpgate, c);
    }
  /* Too small to read, an id is left to the tooltip and the status. */
  if ((size = wg_painter_id_size (p, c->id)) > 0)
    {
      double x, y;

      wg_painter_id_center (p, cx, cy, &x, &y);
      wg_painter_text (p, c->id, size, FALSE, x, y, wg_painter_label_color (p));
    }
}

gboolean
wg_board_view_id_box (WgBoardView     *self,
                      int              cell,
                      graphene_rect_t *box)
{
  const WgCell *c;
  WgPainter     p;
  double        cx, cy, x, y, size;

  g_return_val_if_fail (WG_IS_BOARD_VIEW (self), FALSE);
  if (!self->laid_out || wg_session_get_game (self->session) == NULL)
    return FALSE;
  wg_painter_init (&p, self, NULL);
  c = wg_board_get_cell (p.game->board, cell);
  size = wg_painter_id_size (&p, c->id);
  if (size > 0)
    {
      wg_painter_hex_center (&p, c->hex, &cx, &cy);
      wg_painter_id_center (&p, cx, cy, &x, &y);
      wg_painter_text_box (&p, c->id, size, FALSE, x, y, box);
    }
  wg_painter_clear (&p);
  return size > 0;
}

/* The board without its pieces: hexes, sectors, planets, gates and ids.
 * It changes only with the board, the size and the preferences. */
void
wg_board_view_paint_terrain (WgBoardView *self,
                             cairo_t     *cr)
{
  WgPainter p;

  wg_painter_init (&p, self, cr);
  paint_hexes (&p);
  paint_sector_borders (&p);
  for (guint i = 0; i < wg_board_get_n_locations (p.game->board); i++)
    paint_face (&p, wg_board_get_location (p.game->board, i));
  wg_painter_clear (&p);
}

void
wg_board_view_paint_board (WgBoardView *self,
                           cairo_t     *cr)
{
  wg_board_view_paint_terrain (self, cr);
  wg_board_view_paint_pieces (self, cr);
}
