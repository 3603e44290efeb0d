/* wg-board-view-paint.c — the board without its pieces: hexes, grid, sectors, planets, gates
 * Copyright 2026 The Warpgate Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "wg-board-view-private.h"
#include "wg-painter.h"
#include "wg-words.h"

/* Every hex of one fill (space, or a location's) added to the current path. */
static void
add_hexes (WgPainter     *p,
           const GdkRGBA *fill)
{
  for (guint i = 0; i < p->scene->cells->len; i++)
    {
      const WgSceneCell *c = wg_board_scene_cell (p->scene, i);
      double             cx, cy;

      if (c->fill != fill)
        continue;
      wg_painter_hex_center (p, c->cell->hex, &cx, &cy);
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

      wg_hex_layout_corner (p->grid->flat, cx, cy, p->s, i % 6, &x, &y);
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
  add_hexes (p, &p->colors->space_fill);
  wg_painter_set_source (p->cr, &p->colors->space_fill);
  cairo_fill (p->cr);
  add_hexes (p, &p->colors->location_fill);
  wg_painter_set_source (p->cr, &p->colors->location_fill);
  cairo_fill (p->cr);
  cairo_set_antialias (p->cr, CAIRO_ANTIALIAS_DEFAULT);

  for (guint i = 0; i < n; i++)
    {
      double cx, cy;

      wg_painter_hex_center (p, wg_board_get_cell (board, (int) i)->hex, &cx, &cy);
      wg_painter_stamp (p, &(WgPainterStamp) { "grid", p->s + 2, TRUE, paint_grid_edges, NULL }, cx, cy);
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
          wg_hex_layout_corner (p->grid->flat, cx, cy, p->s, (6 - d % 6) % 6, &x, &y);
          cairo_move_to (p->cr, x, y);
          wg_hex_layout_corner (p->grid->flat, cx, cy, p->s, (7 - d % 6) % 6, &x, &y);
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
  wg_hex_layout_corner (p->grid->flat, 0, 0, p->s, (6 - d) % 6, &ax, &ay);
  wg_hex_layout_corner (p->grid->flat, 0, 0, p->s, (7 - d) % 6, &bx, &by);
  cairo_new_path (p->cr);
  cairo_move_to (p->cr, cx + (ax - bx) / 2, cy + (ay - by) / 2);
  cairo_line_to (p->cr, cx + (bx - ax) / 2, cy + (by - ay) / 2);
  wg_painter_set_source (p->cr, &p->colors->sector_line);
  cairo_set_line_width (p->cr, sector_line_width (p));
  cairo_stroke (p->cr);
}

/* The scene's sector borders (R-CTRL-1): each a sprite of its direction,
 * copied where it belongs (the edges of a direction are all alike). */
static void
paint_sector_borders (WgPainter *p)
{
  double half = p->s / 2 + sector_line_width (p);

  for (guint i = 0; i < p->scene->borders->len; i++)
    {
      const WgSceneEdge *edge = &g_array_index (p->scene->borders, WgSceneEdge, i);
      WgSceneSegment     ends;
      double             cx, cy;
      char               key[16];

      wg_painter_hex_center (p, wg_board_scene_cell (p->scene, edge->cell)->cell->hex, &cx, &cy);
      ends = wg_board_scene_edge_ends (p->scene, edge, cx, cy, p->s);
      g_snprintf (key, sizeof key, "sector %d", edge->direction % 3);
      wg_painter_stamp (p,
                        &(WgPainterStamp) { key, half, TRUE, paint_sector_edge,
                                            GINT_TO_POINTER (edge->direction % 3) },
                        (ends.ax + ends.bx) / 2, (ends.ay + ends.by) / 2);
    }
}

static void
paint_face_stamp (WgPainter    *p,
                  double        cx,
                  double        cy,
                  gconstpointer data)
{
  wg_painter_face (p, data, cx, cy);
}

/* What a location is: its planet or gate (a sprite: the planet with its
 * trade icon, the gate with its spokes, and their rims), and its id. */
static void
paint_face (WgPainter         *p,
            const WgSceneFace *face)
{
  const WgCell  *c = wg_board_scene_cell (p->scene, face->cell)->cell;
  char           key[64];
  WgPainterStamp stamp = { key, p->s * 0.66 + 2, FALSE, paint_face_stamp, face };
  double         cx, cy;

  wg_painter_hex_center (p, c->hex, &cx, &cy);
  if (c->kind == WG_HEX_PLANET)
    g_snprintf (key, sizeof key, "planet %c %d", wg_planet_type_letter (c->type), c->trade);
  else
    {
      g_snprintf (key, sizeof key, "gate %s", c->color);
      stamp.half = p->s * 0.68 + 2;
    }
  wg_painter_stamp (p, &stamp, cx, cy);
  wg_painter_face_id (p, face, cx, cy);
}

gboolean
wg_board_view_id_box (WgBoardView     *self,
                      int              cell,
                      graphene_rect_t *box)
{
  const WgCell    *c;
  WgPainter        p;
  double           cx, cy, x, y, size;
  g_autofree char *label = NULL;

  g_return_val_if_fail (WG_IS_BOARD_VIEW (self), FALSE);
  if (!self->laid_out || wg_session_get_game (self->session) == NULL)
    return FALSE;
  wg_board_view_painter_init (self, &p, NULL);
  c = wg_board_get_cell (p.game->board, cell);
  label = wg_words_location_label (c);
  size = wg_painter_id_size (&p, label);
  if (size > 0)
    {
      wg_painter_hex_center (&p, c->hex, &cx, &cy);
      wg_painter_id_center (&p, cx, cy, &x, &y);
      wg_painter_text_box (&p, label, size, FALSE, x, y, box);
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

  wg_board_view_painter_init (self, &p, cr);
  paint_hexes (&p);
  paint_sector_borders (&p);
  for (guint i = 0; i < p.scene->faces->len; i++)
    paint_face (&p, &g_array_index (p.scene->faces, WgSceneFace, i));
  wg_painter_clear (&p);
}

void
wg_board_view_paint_board (WgBoardView *self,
                           cairo_t     *cr)
{
  wg_board_view_paint_terrain (self, cr);
  wg_board_view_paint_pieces (self, cr);
}
