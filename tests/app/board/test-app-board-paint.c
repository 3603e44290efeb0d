/* test-app-board-paint.c — the board's drawing: sprites, the terrain kept under the pieces
 * Copyright 2026 The Warpgate Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <adwaita.h>
#include <math.h>
#include <string.h>

#include "wg-board-view-private.h"
#include "wg-edit.h"
#include "wg-sprite-cache.h"
#include "wg-test-app.h"

/* ---- The sprite cache ---- */

typedef struct
{
  guint  calls;
  double red;
} Drawn;

/* Fills the whole sprite, opaque. */
static void
fill_sprite (cairo_t *cr,
             double   cx,
             double   cy,
             gpointer user_data)
{
  Drawn *drawn = user_data;

  drawn->calls++;
  cairo_set_source_rgb (cr, drawn->red, 0, 0);
  cairo_rectangle (cr, 0, 0, 2 * cx, 2 * cy);
  cairo_fill (cr);
}

/* A vertical line one device pixel wide through the centre, opaque. */
static void
line_sprite (cairo_t *cr,
             double   cx,
             double   cy,
             gpointer user_data)
{
  (*(guint *) user_data)++;
  cairo_set_source_rgb (cr, 0, 0, 1);
  cairo_rectangle (cr, cx - 0.25, 0, 0.5, 2 * cy);
  cairo_fill (cr);
}

/* The pixel (x, y) of an ARGB32 surface, as 0xAARRGGBB. */
static guint32
pixel (cairo_surface_t *surface,
       int              x,
       int              y)
{
  cairo_surface_flush (surface);
  return *(guint32 *) (cairo_image_surface_get_data (surface)
                       + y * cairo_image_surface_get_stride (surface) + x * 4);
}

static void
test_sprite_drawn_once (void)
{
  g_autoptr (WgSpriteCache) cache = wg_sprite_cache_new ();
  cairo_surface_t *target = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, 40, 40);
  cairo_t         *cr = cairo_create (target);
  Drawn            drawn = { 0, 1.0 };

  wg_sprite_cache_set_style (cache, "size 10");
  wg_sprite_cache_paint (cache, cr, 1, &(WgSprite) { "a", 2, FALSE, fill_sprite, &drawn }, 5, 5);
  wg_sprite_cache_paint (cache, cr, 1, &(WgSprite) { "a", 2, FALSE, fill_sprite, &drawn }, 20, 20);
  g_assert_cmpuint (drawn.calls, ==, 1);
  g_assert_cmpuint (wg_sprite_cache_get_size (cache), ==, 1);
  /* Both copies are there. */
  g_assert_cmphex (pixel (target, 4, 4), ==, 0xffff0000);
  g_assert_cmphex (pixel (target, 19, 19), ==, 0xffff0000);
  g_assert_cmphex (pixel (target, 12, 12), ==, 0);

  /* Another name is another sprite. */
  wg_sprite_cache_paint (cache, cr, 1, &(WgSprite) { "b", 2, FALSE, fill_sprite, &drawn }, 30, 30);
  g_assert_cmpuint (drawn.calls, ==, 2);

  /* The same style keeps them; another forgets them. */
  wg_sprite_cache_set_style (cache, "size 10");
  g_assert_cmpuint (wg_sprite_cache_get_size (cache), ==, 2);
  wg_sprite_cache_set_style (cache, "size 11");
  g_assert_cmpuint (wg_sprite_cache_get_size (cache), ==, 0);
  drawn.red = 0.0;
  wg_sprite_cache_paint (cache, cr, 1, &(WgSprite) { "a", 2, FALSE, fill_sprite, &drawn }, 5, 5);
  g_assert_cmpuint (drawn.calls, ==, 3);
  g_assert_cmphex (pixel (target, 4, 4), ==, 0xff000000);

  cairo_destroy (cr);
  cairo_surface_destroy (target);
}

/* At scale 2, a sprite is twice as large in pixels and its corner lies on
 * the nearest device pixel: copied whole, with no pixel half covered. */
static void
test_sprite_device_pixels (void)
{
  g_autoptr (WgSpriteCache) cache = wg_sprite_cache_new ();
  cairo_surface_t *target = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, 40, 40);
  cairo_t         *cr;
  Drawn            drawn = { 0, 1.0 };

  cairo_surface_set_device_scale (target, 2, 2);
  cr = cairo_create (target);
  wg_sprite_cache_set_style (cache, "scale 2");
  /* Centre 5.3, half 1: the corner at 4.3 logical, 8.6 device pixels,
   * which rounds to 9; 2 logical pixels are 4 device pixels: 9 to 12. */
  wg_sprite_cache_paint (cache, cr, 2, &(WgSprite) { "a", 1, FALSE, fill_sprite, &drawn }, 5.3, 5.3);
  for (int i = 9; i <= 12; i++)
    {
      g_assert_cmphex (pixel (target, i, 10), ==, 0xffff0000);
      g_assert_cmphex (pixel (target, 10, i), ==, 0xffff0000);
    }
  g_assert_cmphex (pixel (target, 8, 10), ==, 0);
  g_assert_cmphex (pixel (target, 13, 10), ==, 0);
  g_assert_cmphex (pixel (target, 10, 8), ==, 0);
  g_assert_cmphex (pixel (target, 10, 13), ==, 0);

  cairo_destroy (cr);
  cairo_surface_destroy (target);
}

/* The coverage of a device pixel, 0 to 255. */
static guint
alpha (cairo_surface_t *surface,
       int              x,
       int              y)
{
  return pixel (surface, x, y) >> 24;
}

static void
clear_surface (cairo_t *cr)
{
  cairo_save (cr);
  cairo_set_operator (cr, CAIRO_OPERATOR_CLEAR);
  cairo_paint (cr);
  cairo_restore (cr);
}

/* An exact sprite lands where it was drawn, to a quarter of a device
 * pixel. A line one device pixel wide (scale 2) centred on x = 10.25
 * (device 20.5) covers device pixel 20; on 10.5 (device 21) half of 20
 * and of 21; on 10.6 (device 21.2) it is drawn for the nearest quarter,
 * 21.25: a quarter of 20 and three of 21. One sprite per quarter: 16 at
 * most. */
static void
test_sprite_exact (void)
{
  g_autoptr (WgSpriteCache) cache = wg_sprite_cache_new ();
  cairo_surface_t *target = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, 60, 20);
  cairo_t         *cr;
  guint            calls = 0;

  cairo_surface_set_device_scale (target, 2, 2);
  cr = cairo_create (target);
  wg_sprite_cache_set_style (cache, "exact");
  wg_sprite_cache_paint (cache, cr, 2, &(WgSprite) { "line", 3, TRUE, line_sprite, &calls }, 10.25, 5);
  g_assert_cmphex (pixel (target, 20, 10), ==, 0xff0000ff);
  g_assert_cmpuint (alpha (target, 19, 10), ==, 0);
  g_assert_cmpuint (alpha (target, 21, 10), ==, 0);

  clear_surface (cr);
  wg_sprite_cache_paint (cache, cr, 2, &(WgSprite) { "line", 3, TRUE, line_sprite, &calls }, 10.5, 5);
  g_assert_cmpuint (alpha (target, 20, 10), >=, 126);
  g_assert_cmpuint (alpha (target, 20, 10), <=, 129);
  g_assert_cmpuint (alpha (target, 21, 10), >=, 126);
  g_assert_cmpuint (alpha (target, 21, 10), <=, 129);
  g_assert_cmpuint (alpha (target, 19, 10), ==, 0);
  g_assert_cmpuint (alpha (target, 22, 10), ==, 0);
  g_assert_cmpuint (calls, ==, 2);

  clear_surface (cr);
  wg_sprite_cache_paint (cache, cr, 2, &(WgSprite) { "line", 3, TRUE, line_sprite, &calls }, 10.6, 5);
  g_assert_cmpuint (alpha (target, 20, 10), >=, 62);
  g_assert_cmpuint (alpha (target, 20, 10), <=, 66);
  g_assert_cmpuint (alpha (target, 21, 10), >=, 189);
  g_assert_cmpuint (alpha (target, 21, 10), <=, 193);
  g_assert_cmpuint (alpha (target, 22, 10), ==, 0);

  /* Anywhere: never more than 16 sprites of one key. */
  for (int i = 0; i < 200; i++)
    wg_sprite_cache_paint (cache, cr, 2, &(WgSprite) { "line", 3, TRUE, line_sprite, &calls }, 5 + i * 0.137, 3 + i * 0.071);
  g_assert_cmpuint (wg_sprite_cache_get_size (cache), ==, 16);
  g_assert_cmpuint (calls, ==, 16);

  cairo_destroy (cr);
  cairo_surface_destroy (target);
}

/* A cache holds at most 1024 sprites: past them a sprite is drawn each
 * time, and still painted. */
static void
test_sprite_limit (void)
{
  g_autoptr (WgSpriteCache) cache = wg_sprite_cache_new ();
  cairo_surface_t *target = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, 8, 8);
  cairo_t         *cr = cairo_create (target);
  Drawn            drawn = { 0, 1.0 };

  wg_sprite_cache_set_style (cache, "limit");
  for (int i = 0; i < 1024; i++)
    {
      char key[16];

      g_snprintf (key, sizeof key, "%d", i);
      wg_sprite_cache_paint (cache, cr, 1, &(WgSprite) { key, 1, FALSE, fill_sprite, &drawn }, 1, 1);
    }
  g_assert_cmpuint (wg_sprite_cache_get_size (cache), ==, 1024);
  g_assert_cmphex (pixel (target, 5, 5), ==, 0);
  wg_sprite_cache_paint (cache, cr, 1, &(WgSprite) { "one more", 1, FALSE, fill_sprite, &drawn }, 5, 5);
  wg_sprite_cache_paint (cache, cr, 1, &(WgSprite) { "one more", 1, FALSE, fill_sprite, &drawn }, 5, 5);
  g_assert_cmpuint (drawn.calls, ==, 1026);
  g_assert_cmpuint (wg_sprite_cache_get_size (cache), ==, 1024);
  g_assert_cmphex (pixel (target, 5, 5), ==, 0xffff0000);

  cairo_destroy (cr);
  cairo_surface_destroy (target);
}

/* ---- The board view ---- */

/* tests/data/paint-pieces.json: P1 (0, 0) holds what reaches furthest
 * from a location's centre, with the colour-blind glyphs and large
 * numbers: yellow (the 4th player: a triangle) with 12 ships, a Colony and
 * a Research Drone; YG (1, 1) is yellow's Warpgate (its letter is a
 * piece); P2 (2, 0) is empty. */
static WgWindow *
paint_window (void)
{
  g_autoptr (WgSession) session = wg_test_load_session ("paint-pieces.json");
  WgWindow    *window = wg_test_window_on (session);
  WgBoardView *view;

  view = wg_window_get_board_view (window);
  wg_board_view_set_colorblind_glyphs (view, TRUE);
  wg_board_view_set_large_numbers (view, TRUE);
  /* Drawn once: both layers kept. */
  wg_test_iterate_until (view->terrain_node != NULL && view->pieces_node != NULL);
  return window;
}

static cairo_surface_t *
board_surface (WgBoardView *view)
{
  return cairo_image_surface_create (CAIRO_FORMAT_ARGB32, gtk_widget_get_width (GTK_WIDGET (view)),
                                     gtk_widget_get_height (GTK_WIDGET (view)));
}

typedef void (*PaintFunc) (WgBoardView *view,
                           cairo_t     *cr);

static cairo_surface_t *
paint (WgBoardView *view,
       PaintFunc    func)
{
  cairo_surface_t *surface = board_surface (view);
  cairo_t         *cr = cairo_create (surface);

  func (view, cr);
  cairo_destroy (cr);
  cairo_surface_flush (surface);
  return surface;
}

static gboolean
same_pixels (cairo_surface_t *a,
             cairo_surface_t *b)
{
  int height = cairo_image_surface_get_height (a);

  g_assert_cmpint (cairo_image_surface_get_stride (a), ==, cairo_image_surface_get_stride (b));
  return memcmp (cairo_image_surface_get_data (a), cairo_image_surface_get_data (b),
                 (gsize) cairo_image_surface_get_stride (a) * height)
         == 0;
}

/* Where the view draws a location's centre. */
static void
location_center (WgBoardView *view,
                 const char  *id,
                 double      *x,
                 double      *y)
{
  const WgBoard *board = wg_board_view_get_board (view);
  int            cell = wg_board_find_location (board, id);

  g_assert_cmpint (cell, >=, 0);
  g_assert_true (wg_board_view_hex_center (view, wg_board_get_cell (board, cell)->hex, x, y));
}

/* Every piece is drawn within the square its location's node has (1.1
 * hex radii and 2 px from the centre): none is cut off on screen. */
static void
test_pieces_within_reach (void)
{
  WgWindow        *window = paint_window ();
  WgBoardView     *view = wg_window_get_board_view (window);
  double           reach = wg_board_view_get_hex_size (view) * 1.1 + 2.0;
  cairo_surface_t *surface = paint (view, wg_board_view_paint_pieces);
  int              width = cairo_image_surface_get_width (surface);
  int              height = cairo_image_surface_get_height (surface);
  double           p1x, p1y, ygx, ygy;
  guint            inked = 0;

  location_center (view, "P1", &p1x, &p1y);
  location_center (view, "YG", &ygx, &ygy);
  for (int y = 0; y < height; y++)
    for (int x = 0; x < width; x++)
      {
        /* The pixel's centre. */
        double px = x + 0.5, py = y + 0.5;

        if (pixel (surface, x, y) == 0)
          continue;
        inked++;
        if (!((fabs (px - p1x) <= reach && fabs (py - p1y) <= reach)
              || (fabs (px - ygx) <= reach && fabs (py - ygy) <= reach)))
          g_error ("A piece drawn at (%d, %d), out of reach of P1 (%.1f, %.1f) and YG "
                   "(%.1f, %.1f) by %.1f px",
                   x, y, p1x, p1y, ygx, ygy, reach);
      }
  /* Three pieces and a letter, not nothing. */
  g_assert_cmpuint (inked, >, 200);
  cairo_surface_destroy (surface);
  wg_test_destroy_window (window);
}

/* Sprites are large enough for what is drawn in them: their outermost
 * pixels are clear. */
static void
check_sprite_edges (gpointer key,
                    gpointer value,
                    gpointer user_data)
{
  cairo_surface_t *sprite = value;
  int              side = cairo_image_surface_get_width (sprite);

  g_assert_cmpint (cairo_image_surface_get_height (sprite), ==, side);
  for (int i = 0; i < side; i++)
    if (pixel (sprite, i, 0) != 0 || pixel (sprite, i, side - 1) != 0
        || pixel (sprite, 0, i) != 0 || pixel (sprite, side - 1, i) != 0)
      g_error ("The sprite \"%s\" is cut off at its edge (%d px)", (const char *) key, side);
  g_ptr_array_add (user_data, g_strdup (key));
}

/* How many of @keys start with @prefix. */
static guint
count_prefixed (GPtrArray  *keys,
                const char *prefix)
{
  guint n = 0;

  for (guint i = 0; i < keys->len; i++)
    n += g_str_has_prefix (keys->pdata[i], prefix);
  return n;
}

static void
test_sprites_not_cut (void)
{
  WgWindow        *window = paint_window ();
  WgBoardView     *view = wg_window_get_board_view (window);
  cairo_surface_t *surface;
  g_autoptr (GPtrArray) keys = g_ptr_array_new_with_free_func (g_free);
  guint grid, sectors;

  /* Zoomed in, where a sprite too small by a fraction of the radius would
   * lose whole pixels. */
  wg_board_view_set_zoom (view, 4.0);
  surface = paint (view, wg_board_view_paint_board);
  wg_sprite_cache_foreach (view->sprites, check_sprite_edges, keys);
  /* The planets (desert with trade, jungle), their shine, the gate, ships,
   * marker, drone; the grid's lines for each quarter pixel the hexes'
   * centres fall on (7 hexes: 1 to 7 of the 16 there can be), and the
   * sector borders' edges in each of their three directions for each
   * quarter pixel their middles fall on. */
  g_assert_cmpuint (count_prefixed (keys, "planet D 1"), ==, 1);
  g_assert_cmpuint (count_prefixed (keys, "planet J 0"), ==, 1);
  g_assert_cmpuint (count_prefixed (keys, "shine"), ==, 1);
  g_assert_cmpuint (count_prefixed (keys, "gate yellow"), ==, 1);
  g_assert_cmpuint (count_prefixed (keys, "ships yellow"), ==, 1);
  g_assert_cmpuint (count_prefixed (keys, "marker yellow"), ==, 1);
  g_assert_cmpuint (count_prefixed (keys, "drone yellow"), ==, 1);
  grid = count_prefixed (keys, "grid @");
  g_assert_cmpuint (grid, >=, 1);
  g_assert_cmpuint (grid, <=, 7);
  sectors = count_prefixed (keys, "sector 0 @") + count_prefixed (keys, "sector 1 @")
            + count_prefixed (keys, "sector 2 @");
  g_assert_cmpuint (count_prefixed (keys, "sector 0 @"), >=, 1);
  g_assert_cmpuint (count_prefixed (keys, "sector 1 @"), >=, 1);
  g_assert_cmpuint (count_prefixed (keys, "sector 2 @"), >=, 1);
  g_assert_cmpuint (keys->len, ==, 7 + grid + sectors);
  cairo_surface_destroy (surface);
  wg_test_destroy_window (window);
}

/* The brightness of a pixel: its red, green and blue (premultiplied). */
static guint
brightness (cairo_surface_t *surface,
            double           x,
            double           y)
{
  guint32 px = pixel (surface, (int) floor (x), (int) floor (y));

  return ((px >> 16) & 0xff) + ((px >> 8) & 0xff) + (px & 0xff);
}

/* Every edge of every hex has its line: brighter than the space it divides
 * at its middle, on the board's edge too (the grid is a sprite per hex
 * drawing three of its edges, and the board's other edges apart). With
 * either orientation of the hexes. */
static void
check_every_edge (WgBoardView *view)
{
  const WgBoard   *board = wg_board_view_get_board (view);
  double           s = wg_board_view_get_hex_size (view);
  double           corner0 = wg_board_view_get_orientation (view) == WG_BOARD_ORIENTATION_FLAT
                               ? 0.0
                               : -G_PI / 6;
  cairo_surface_t *surface = board_surface (view);
  cairo_t         *cr = cairo_create (surface);
  guint            space = 0, checked = 0;

  /* Off the board, the colour of space: a line on the board's edge is
   * then brighter than what it borders on both sides too. */
  cairo_set_source_rgb (cr, 0.09, 0.13, 0.25);
  cairo_paint (cr);
  wg_board_view_paint_terrain (view, cr);
  cairo_destroy (cr);
  cairo_surface_flush (surface);

  /* The space cell (1, 0)'s middle: its fill alone. */
  for (guint i = 0; i < wg_board_get_n_cells (board); i++)
    {
      const WgCell *cell = wg_board_get_cell (board, (int) i);
      double        cx, cy;

      g_assert_true (wg_board_view_hex_center (view, cell->hex, &cx, &cy));
      if (cell->kind == WG_HEX_SPACE && space == 0)
        space = brightness (surface, cx, cy);
    }
  g_assert_cmpuint (space, >, 0);
  for (guint i = 0; i < wg_board_get_n_cells (board); i++)
    {
      double cx, cy;

      g_assert_true (wg_board_view_hex_center (view, wg_board_get_cell (board, (int) i)->hex,
                                               &cx, &cy));
      for (int corner = 0; corner < 6; corner++)
        {
          double a = corner0 + G_PI / 3 * corner, b = a + G_PI / 3;
          double mx = cx + s * (cos (a) + cos (b)) / 2, my = cy + s * (sin (a) + sin (b)) / 2;

          if (brightness (surface, mx, my) < space + 12)
            g_error ("No line on the edge of cell %u between its corners %d and %d "
                     "(%.1f, %.1f): %u, the space %u",
                     i, corner, (corner + 1) % 6, mx, my,
                     brightness (surface, mx, my), space);
          checked++;
        }
    }
  g_assert_cmpuint (checked, ==, 6 * wg_board_get_n_cells (board));
  cairo_surface_destroy (surface);
}

static void
test_grid_every_edge (void)
{
  WgWindow    *window = paint_window ();
  WgBoardView *view = wg_window_get_board_view (window);

  check_every_edge (view);
  wg_board_view_set_orientation (view, WG_BOARD_ORIENTATION_FLAT);
  check_every_edge (view);
  wg_test_destroy_window (window);
}

/* A move changes the pieces, not the board under them: the terrain's node
 * is kept and only the pieces are drawn again; a zoom draws both. */
static void
test_move_keeps_terrain (void)
{
  WgWindow        *window = paint_window ();
  WgBoardView     *view = wg_window_get_board_view (window);
  WgSession       *session = wg_window_get_session (window);
  const WgGame    *game = wg_session_get_game (session);
  int              p2 = wg_board_find_location (game->board, "P2");
  GskRenderNode   *terrain = view->terrain_node, *pieces = view->pieces_node;
  cairo_surface_t *terrain_before = paint (view, wg_board_view_paint_terrain);
  cairo_surface_t *pieces_before = paint (view, wg_board_view_paint_pieces);
  cairo_surface_t *terrain_after, *pieces_after;
  g_autoptr (GError) error = NULL;
  g_autofree char *description = NULL;
  WgGame          *next;

  gsk_render_node_ref (pieces);
  next = wg_edit_set_ships (game, p2, 1, 2, &description, &error);
  g_assert_no_error (error);
  g_assert_true (wg_session_apply (session, next, description, &error));
  g_assert_no_error (error);

  g_assert_true (view->terrain_node == terrain);
  g_assert_null (view->pieces_node);
  wg_test_iterate_until (view->pieces_node != NULL);
  g_assert_true (view->pieces_node != pieces);
  g_assert_true (view->terrain_node == terrain);

  /* What the two layers show: the terrain the same to the pixel, the
   * pieces not (red's ships on P2). */
  terrain_after = paint (view, wg_board_view_paint_terrain);
  pieces_after = paint (view, wg_board_view_paint_pieces);
  g_assert_true (same_pixels (terrain_before, terrain_after));
  g_assert_false (same_pixels (pieces_before, pieces_after));

  wg_board_view_set_zoom (view, 2.0);
  g_assert_null (view->terrain_node);
  g_assert_null (view->pieces_node);
  wg_test_iterate_until (view->terrain_node != NULL && view->pieces_node != NULL);

  gsk_render_node_unref (pieces);
  cairo_surface_destroy (terrain_before);
  cairo_surface_destroy (pieces_before);
  cairo_surface_destroy (terrain_after);
  cairo_surface_destroy (pieces_after);
  wg_test_destroy_window (window);
}

/* One geometry for the board view and the editor's canvas
 * (wg-hex-layout.c). Centres, worked by hand for size 10 at (100, 50):
 * pointy (q, r) = (1, 0) is at x = 100 + 10·√3·1 = 117.32, y = 50;
 * (0, 1) at x = 100 + 10·√3/2 = 108.66, y = 50 + 15 = 65. Flat (1, 0) at
 * x = 115, y = 50 + 10·√3/2 = 58.66. Every hex's centre, and any point a
 * little short of a corner, maps back to that hex; a point past the
 * middle of an edge belongs to the neighbour across it. */
static void
test_hex_layout (void)
{
  for (int flat = 0; flat <= 1; flat++)
    {
      WgHexLayout layout = { .flat = flat, .size = 10, .x0 = 100, .y0 = 50 };
      double      x, y;

      wg_hex_layout_to_pixel (&layout, (WgHex) { 1, 0 }, &x, &y);
      g_assert_cmpfloat_with_epsilon (x, flat ? 115.0 : 117.3205, 1e-3);
      g_assert_cmpfloat_with_epsilon (y, flat ? 58.6603 : 50.0, 1e-3);
      if (!flat)
        {
          wg_hex_layout_to_pixel (&layout, (WgHex) { 0, 1 }, &x, &y);
          g_assert_cmpfloat_with_epsilon (x, 108.6603, 1e-3);
          g_assert_cmpfloat_with_epsilon (y, 65.0, 1e-3);
        }
      for (int q = -4; q <= 4; q++)
        for (int r = -4; r <= 4; r++)
          {
            WgHex  hex = { q, r }, back;
            double cx, cy;

            wg_hex_layout_to_pixel (&layout, hex, &cx, &cy);
            back = wg_hex_layout_from_pixel (&layout, cx, cy);
            g_assert_cmpint (back.q, ==, q);
            g_assert_cmpint (back.r, ==, r);
            for (int i = 0; i < 6; i++)
              {
                double kx, ky;

                wg_hex_layout_corner (flat, cx, cy, layout.size * 0.95, i, &kx, &ky);
                back = wg_hex_layout_from_pixel (&layout, kx, ky);
                g_assert_cmpint (back.q, ==, q);
                g_assert_cmpint (back.r, ==, r);
              }
            for (int d = 0; d < WG_HEX_N_DIRECTIONS; d++)
              {
                WgHex  next = wg_hex_neighbor (hex, d);
                double nx, ny;

                /* 0.55 of the way to the neighbour's centre: past the edge. */
                wg_hex_layout_to_pixel (&layout, next, &nx, &ny);
                back = wg_hex_layout_from_pixel (&layout, cx + 0.55 * (nx - cx),
                                                 cy + 0.55 * (ny - cy));
                g_assert_cmpint (back.q, ==, next.q);
                g_assert_cmpint (back.r, ==, next.r);
              }
          }
    }
}

int
main (int   argc,
      char *argv[])
{
  g_autofree char *home = wg_test_app_init (&argc, &argv);
  int              status;

  g_test_add_func ("/wg/app/board-paint/hex-layout", test_hex_layout);
  g_test_add_func ("/wg/app/board-paint/sprite-drawn-once", test_sprite_drawn_once);
  g_test_add_func ("/wg/app/board-paint/sprite-device-pixels", test_sprite_device_pixels);
  g_test_add_func ("/wg/app/board-paint/sprite-exact", test_sprite_exact);
  g_test_add_func ("/wg/app/board-paint/sprite-limit", test_sprite_limit);
  g_test_add_func ("/wg/app/board-paint/pieces-within-reach", test_pieces_within_reach);
  g_test_add_func ("/wg/app/board-paint/sprites-not-cut", test_sprites_not_cut);
  g_test_add_func ("/wg/app/board-paint/grid-every-edge", test_grid_every_edge);
  g_test_add_func ("/wg/app/board-paint/move-keeps-terrain", test_move_keeps_terrain);
  status = g_test_run ();
  wg_test_app_cleanup (home);
  return status;
}
