/* wg-board-view-pieces.c — the pieces on the board: ships, markers, drones, their players' letters
 * Copyright 2026 The Warpgate Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "wg-board-view-private.h"
#include "wg-painter.h"

/* How far from its centre a location's pieces reach, in hex radii (the
 * large counter: 1.08), and in pixels (their rims). */
#define PIECES_REACH    1.1
#define PIECES_REACH_PX 2.0

static const GdkRGBA piece_rim = { 1.00f, 1.00f, 1.00f, 0.85f };
static const GdkRGBA tag_fill = { 0.05f, 0.06f, 0.12f, 0.92f };

/* Whose gate, in a letter too (colour-blind glyphs): with the pieces, as
 * the letter is the player's, not the board's. */
static void
paint_warpgate_tag (WgPainter    *p,
                    const WgCell *cell,
                    double        cx,
                    double        cy)
{
  int player = wg_game_find_player (p->game, cell->color);

  if (p->glyphs && player != WG_NO_PLAYER)
    wg_painter_text (p, p->tags[player], p->s * 0.36 * 0.8, TRUE, cx, cy - p->s * 0.1,
                     wg_painter_label_color (p));
}

/* A player's counter: a disc, or with the colour-blind glyphs a shape of
 * the player's own — disc, square, diamond, triangle, pentagon, hexagon —
 * so that no two players differ by colour alone. */
static void
player_shape_path (WgPainter *p,
                   int        owner,
                   double     x,
                   double     y,
                   double     r)
{
  cairo_new_path (p->cr);
  if (!p->glyphs || owner % 6 == 0)
    {
      cairo_arc (p->cr, x, y, r, 0, 2 * G_PI);
      return;
    }
  switch (owner % 6)
    {
    case 1: wg_painter_polygon_path (p->cr, x, y, r * 1.2, 4, G_PI / 4); break;
    case 2: wg_painter_polygon_path (p->cr, x, y, r * 1.25, 4, -G_PI / 2); break;
    case 3: wg_painter_polygon_path (p->cr, x, y + r * 0.25, r * 1.45, 3, -G_PI / 2); break;
    case 4: wg_painter_polygon_path (p->cr, x, y, r * 1.12, 5, -G_PI / 2); break;
    default: wg_painter_polygon_path (p->cr, x, y, r * 1.1, 6, 0); break;
    }
}

/* The player's letter on a dark tag beside a piece (colour-blind glyphs). */
static void
paint_tag (WgPainter *p,
           int        owner,
           double     x,
           double     y)
{
  double h = p->s * 0.13, w = h * (p->tags[owner][1] != '\0' ? 1.6 : 1.0);

  if (!p->glyphs || h * 1.3 < p->min_text)
    return;
  cairo_new_path (p->cr);
  cairo_arc (p->cr, x - w + h, y, h, G_PI / 2, 3 * G_PI / 2);
  cairo_arc (p->cr, x + w - h, y, h, -G_PI / 2, G_PI / 2);
  cairo_close_path (p->cr);
  wg_painter_fill_and_rim (p, &tag_fill, &piece_rim, 1.0);
  wg_painter_text (p, p->tags[owner], h * 1.3, TRUE, x, y, wg_painter_label_color (p));
}

/* A piece of one player's: ships (and how many), a marker (and its side)
 * or a drone. */
typedef struct
{
  int owner;
  int n; /* ships, or the marker's side */
} Piece;

static void
paint_ships (WgPainter    *p,
             double        x,
             double        y,
             gconstpointer data)
{
  int      owner = ((const Piece *) data)->owner, count = ((const Piece *) data)->n;
  gboolean large = p->large_numbers;
  double   r = p->s * (large ? 0.36 : 0.29);
  char     digits[8];
  GdkRGBA  color, ink;

  wg_palette_player_color (wg_game_player_color (p->game, owner), &color);
  wg_palette_ink_for (&color, &ink);
  player_shape_path (p, owner, x, y, r);
  wg_painter_fill_and_rim (p, &color, &piece_rim, large ? 2.0 : 1.5);
  g_snprintf (digits, sizeof digits, "%d", count);
  wg_painter_text (p, digits, p->s * (large ? 0.5 : 0.34), TRUE, x, y, &ink);
  paint_tag (p, owner, x + r * 0.85, y - r * 0.95);
}

/* The Outpost's glyph: a flag on a pole, planted. Not a letter: "O" is
 * the Oceanic planets' letter on the same board. */
static void
paint_outpost_flag (WgPainter     *p,
                    double         x,
                    double         y,
                    double         h,
                    const GdkRGBA *ink)
{
  wg_painter_set_source (p->cr, ink);
  cairo_new_path (p->cr);
  cairo_move_to (p->cr, x - h * 0.45, y + h * 0.65);
  cairo_line_to (p->cr, x - h * 0.45, y - h * 0.7);
  cairo_set_line_width (p->cr, MAX (1.0, h * 0.16));
  cairo_stroke (p->cr);
  cairo_new_path (p->cr);
  cairo_move_to (p->cr, x - h * 0.45, y - h * 0.7);
  cairo_line_to (p->cr, x + h * 0.6, y - h * 0.35);
  cairo_line_to (p->cr, x - h * 0.45, y);
  cairo_close_path (p->cr);
  cairo_fill (p->cr);
}

/* Outpost: a square with a flag. Colony: a house with C. */
static void
paint_marker (WgPainter    *p,
              double        x,
              double        y,
              gconstpointer data)
{
  int     owner = ((const Piece *) data)->owner, side = ((const Piece *) data)->n;
  double  h = p->s * 0.2;
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
  wg_painter_fill_and_rim (p, &color, &piece_rim, 1.2);
  if (side == WG_MARKER_COLONY)
    wg_painter_text (p, "C", p->s * 0.24, TRUE, x, y + h * 0.2, &ink);
  else
    paint_outpost_flag (p, x, y, h, &ink);
  paint_tag (p, owner, x - h * 0.9, y + h * 1.2);
}

static void
paint_drone (WgPainter    *p,
             double        x,
             double        y,
             gconstpointer data)
{
  int     owner = ((const Piece *) data)->owner;
  GdkRGBA color;

  wg_palette_player_color (wg_game_player_color (p->game, owner), &color);
  wg_painter_polygon_path (p->cr, x, y, p->s * 0.17, 4, -G_PI / 2);
  wg_painter_fill_and_rim (p, &color, &piece_rim, 1.2);
  paint_tag (p, owner, x - p->s * 0.05, y - p->s * 0.2);
}

/* A player's piece through a sprite named by all it shows: the colour,
 * the glyph shape (owner % 6), the tag and the number. */
static void
stamp_piece (WgPainter  *p,
             const char *kind,
             double      half,
             double      x,
             double      y,
             WgStampFunc func,
             int         owner,
             int         n)
{
  Piece piece = { owner, n };
  char  key[64];

  g_snprintf (key, sizeof key, "%s %s %d %s %d", kind, wg_game_player_color (p->game, owner),
              owner % 6, p->tags[owner], n);
  wg_painter_stamp (p, &(WgPainterStamp) { key, half, FALSE, func, &piece }, x, y);
}

/* ---- The Exploration variant: what tokens left on a planet ---- */

static const GdkRGBA token_fill = { 0.20f, 0.22f, 0.34f, 1.00f };
static const GdkRGBA voided_veil = { 0.02f, 0.02f, 0.05f, 0.62f };

/* Where the stack of @n tokens on @c sits: its bottom disc's centre and
 * the discs' radius and step. Low on the left, beside the location's id
 * below the planet — its right edge left of the id's text, however wide
 * the id and large the text, so that the name stays readable — and below
 * its marker. */
static void
tokens_place (WgPainter    *p,
              const WgCell *c,
              double        cx,
              double        cy,
              double       *x,
              double       *y,
              double       *r,
              double       *step)
{
  double          size = wg_painter_id_size (p, c->id), ix, iy;
  graphene_rect_t id;

  *r = p->s * 0.14;
  *step = p->s * 0.06;
  *x = cx - p->s * 0.38;
  *y = cy + p->s * 0.6;
  if (size <= 0)
    return;
  wg_painter_id_center (p, cx, cy, &ix, &iy);
  wg_painter_text_box (p, c->id, size, FALSE, ix, iy, &id);
  *x = MIN (*x, id.origin.x - *r - MAX (3.0, p->s * 0.08));
}

/* The face-down tokens still on a planet (R-EXP-1): a small stack of
 * discs, one per token, the top one with how many. */
static void
paint_tokens (WgPainter    *p,
              const WgCell *c,
              double        cx,
              double        cy,
              int           n)
{
  double x, y, r, step;
  char   digits[4];

  tokens_place (p, c, cx, cy, &x, &y, &r, &step);
  for (int i = 0; i < n; i++)
    {
      cairo_new_path (p->cr);
      cairo_arc (p->cr, x, y - i * step, r, 0, 2 * G_PI);
      wg_painter_fill_and_rim (p, &token_fill, &piece_rim, 1.2);
    }
  g_snprintf (digits, sizeof digits, "%d", n);
  wg_painter_text (p, digits, r * 1.4, TRUE, x, y - (n - 1) * step, &piece_rim);
}

gboolean
wg_board_view_tokens_box (WgBoardView     *self,
                          int              cell,
                          graphene_rect_t *box)
{
  const WgCell *c;
  WgPainter     p;
  double        cx, cy, x, y, r, step, rim = 1.2;

  g_return_val_if_fail (WG_IS_BOARD_VIEW (self), FALSE);
  if (!self->laid_out || wg_session_get_game (self->session) == NULL)
    return FALSE;
  wg_board_view_painter_init (self, &p, NULL);
  c = wg_board_get_cell (p.game->board, cell);
  wg_painter_hex_center (&p, c->hex, &cx, &cy);
  tokens_place (&p, c, cx, cy, &x, &y, &r, &step);
  /* Two discs, the top one a step higher; with their rims. */
  graphene_rect_init (box, x - r - rim, y - step - r - rim, 2 * (r + rim),
                      2 * (r + rim) + step);
  wg_painter_clear (&p);
  return TRUE;
}

/* A voided planet (R-EXP-6): its disc darkened and struck through, the
 * letter still faintly there. */
static void
paint_voided (WgPainter *p,
              double     cx,
              double     cy)
{
  double py = cy - p->s * 0.1, r = p->s * 0.45, d = r * 0.62;

  cairo_new_path (p->cr);
  cairo_arc (p->cr, cx, py, r, 0, 2 * G_PI);
  wg_painter_set_source (p->cr, &voided_veil);
  cairo_fill (p->cr);
  cairo_new_path (p->cr);
  cairo_move_to (p->cr, cx - d, py - d);
  cairo_line_to (p->cr, cx + d, py + d);
  cairo_move_to (p->cr, cx + d, py - d);
  cairo_line_to (p->cr, cx - d, py + d);
  wg_painter_set_source (p->cr, &piece_rim);
  cairo_set_line_width (p->cr, MAX (2.0, p->s * 0.06));
  cairo_stroke (p->cr);
}

/* A trade icon a token added (R-EXP-5 `trade-icon`): where a printed one
 * would be, the same gold pentagon with a white rim and a plus, so that it
 * reads as put there, not printed. */
static void
paint_added_trade_icon (WgPainter *p,
                        double     cx,
                        double     cy)
{
  double x = cx + p->s * 0.44, y = cy - p->s * 0.48;

  wg_painter_polygon_path (p->cr, x, y, p->s * 0.16, 5, -G_PI / 2);
  wg_painter_fill_and_rim (p, &p->colors->trade_fill, &piece_rim, 1.6);
  wg_painter_text (p, "+", p->s * 0.22, TRUE, x, y + p->s * 0.01, &p->colors->dark_ink);
}

static gboolean
has_exploration (const WgStack *stack)
{
  return stack->tokens > 0 || stack->explore != 0;
}

/* What is on a location: what tokens left, markers, drones, ships, and the
 * gate's owner. */
static void
paint_pieces (WgPainter *p,
              int        cell)
{
  const WgCell  *c = wg_board_get_cell (p->game->board, cell);
  const WgStack *stack = &p->game->stacks[cell];
  double         cx, cy, s = p->s;

  wg_painter_hex_center (p, c->hex, &cx, &cy);
  if (c->kind == WG_HEX_WARPGATE)
    paint_warpgate_tag (p, c, cx, cy);
  if (stack->explore & WG_EXPLORE_VOIDED)
    paint_voided (p, cx, cy);
  if (stack->explore & WG_EXPLORE_TRADE_ICON)
    paint_added_trade_icon (p, cx, cy);
  if (stack->tokens > 0)
    paint_tokens (p, c, cx, cy, stack->tokens);
  if (stack->marker_owner != WG_NO_PLAYER)
    stamp_piece (p, "marker", s * 0.45 + 2, cx - s * 0.44, cy + s * 0.18, paint_marker,
                 stack->marker_owner, stack->marker_side);
  for (guint i = 0; i < p->game->n_players; i++)
    if (p->game->drones[i] == cell)
      stamp_piece (p, "drone", s * 0.4 + 2, cx - s * 0.44, cy - s * 0.44, paint_drone, (int) i, 0);
  /* A large counter sits further out, clear of the planet's letter. */
  if (stack->ship_owner != WG_NO_PLAYER && stack->ships > 0)
    stamp_piece (p, "ships", s * (p->large_numbers ? 0.62 : 0.56) + 2,
                 cx + s * (p->large_numbers ? 0.46 : 0.42),
                 cy + s * (p->large_numbers ? 0.24 : 0.16), paint_ships,
                 stack->ship_owner, stack->ships);
}

/* Whether a location has anything paint_pieces() draws. */
static gboolean
has_pieces (WgPainter *p,
            int        cell)
{
  const WgStack *stack = &p->game->stacks[cell];

  if (stack->marker_owner != WG_NO_PLAYER || has_exploration (stack)
      || (stack->ship_owner != WG_NO_PLAYER && stack->ships > 0))
    return TRUE;
  for (guint i = 0; i < p->game->n_players; i++)
    if (p->game->drones[i] == cell)
      return TRUE;
  return p->glyphs && wg_board_get_cell (p->game->board, cell)->kind == WG_HEX_WARPGATE;
}

/* Every piece on the board. */
void
wg_board_view_paint_pieces (WgBoardView *self,
                            cairo_t     *cr)
{
  WgPainter p;

  wg_board_view_painter_init (self, &p, cr);
  for (guint i = 0; i < wg_board_get_n_locations (p.game->board); i++)
    paint_pieces (&p, wg_board_get_location (p.game->board, i));
  wg_painter_clear (&p);
}

/* The pieces as one small node per location that has any, so that a
 * renderer uploads little more than the pieces' own pixels; NULL when the
 * board is empty. */
GskRenderNode *
wg_board_view_pieces_node (WgBoardView *self)
{
  GtkSnapshot *snapshot = gtk_snapshot_new ();
  WgPainter    p;

  wg_board_view_painter_init (self, &p, NULL);
  for (guint i = 0; i < wg_board_get_n_locations (p.game->board); i++)
    {
      int    cell = wg_board_get_location (p.game->board, i);
      double cx, cy, half = p.s * PIECES_REACH + PIECES_REACH_PX;

      if (!has_pieces (&p, cell))
        continue;
      wg_painter_hex_center (&p, wg_board_get_cell (p.game->board, cell)->hex, &cx, &cy);
      p.cr = gtk_snapshot_append_cairo (
        snapshot, &GRAPHENE_RECT_INIT (floor (cx - half), floor (cy - half), ceil (2 * half) + 1,
                                       ceil (2 * half) + 1));
      cairo_set_line_join (p.cr, CAIRO_LINE_JOIN_ROUND);
      cairo_set_line_cap (p.cr, CAIRO_LINE_CAP_ROUND);
      paint_pieces (&p, cell);
      cairo_destroy (p.cr);
    }
  wg_painter_clear (&p);
  return gtk_snapshot_free_to_node (snapshot);
}
