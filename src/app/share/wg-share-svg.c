/* wg-share-svg.c — the board as SVG for the shared page: the board view's geometry and colours
 * Copyright 2026 The Warpgate Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <math.h>
#include <string.h>

#include "wg-board-scene.h"
#include "wg-hex-layout.h"
#include "wg-palette.h"
#include "wg-share-svg.h"

/* The hex circumradius in the SVG's own units: the browser scales the
 * whole drawing to the page (viewBox), so this only sets the precision. */
#define S 40.0

typedef struct
{
  GString                 *out;
  const WgGame            *game;
  const WgShareSvgOptions *options;
  const WgBoardColors     *colors;
  WgBoardScene            *scene; /* what the board shows (wg-board-scene.h) */
  char                     tags[WG_MAX_PLAYERS][3];
} Svg;

/* @str escaped for XML 1.0, as text or an attribute's value: anything a
 * game file may hold comes out well-formed. g_markup_escape_text() would
 * write a control character as "&#x1;", which XML 1.0 forbids even as a
 * reference: each is shown as its Unicode control picture ("␁"), and
 * the non-characters XML refuses (U+FFFE, U+FFFF) as U+FFFD. */
static char *
xml_escape (const char *str)
{
  g_autofree char *valid = g_utf8_make_valid (str, -1);
  GString         *out = g_string_sized_new (strlen (valid));

  for (const char *p = valid; *p != '\0'; p = g_utf8_next_char (p))
    {
      gunichar c = g_utf8_get_char (p);

      switch (c)
        {
        case '&': g_string_append (out, "&amp;"); break;
        case '<': g_string_append (out, "&lt;"); break;
        case '>': g_string_append (out, "&gt;"); break;
        case '"': g_string_append (out, "&quot;"); break;
        case '\'': g_string_append (out, "&apos;"); break;
        default:
          if (c < 0x20)
            g_string_append_unichar (out, 0x2400 + c);
          else if (c == 0xFFFE || c == 0xFFFF)
            g_string_append_unichar (out, 0xFFFD);
          else
            g_string_append_unichar (out, c);
        }
    }
  return g_string_free (out, FALSE);
}

/* A number with one decimal, whatever the locale. */
static void
num (GString *out,
     double   v)
{
  char buf[G_ASCII_DTOSTR_BUF_SIZE];

  g_string_append (out, g_ascii_formatd (buf, sizeof buf, "%.1f", v));
}

/* fill="#rrggbb" (and fill-opacity when not opaque), or stroke=… */
static void
paint (GString       *out,
       const char    *what,
       const GdkRGBA *rgba)
{
  char buf[G_ASCII_DTOSTR_BUF_SIZE];

  g_string_append_printf (out, " %s=\"#%02x%02x%02x\"", what, (int) lround (rgba->red * 255),
                          (int) lround (rgba->green * 255), (int) lround (rgba->blue * 255));
  if (rgba->alpha < 1.f)
    g_string_append_printf (out, " %s-opacity=\"%s\"", what,
                            g_ascii_formatd (buf, sizeof buf, "%.2f", rgba->alpha));
}

/* <circle cx="…" cy="…" r="…", left open for its paint. */
static void
circle (GString *out,
        double   cx,
        double   cy,
        double   r)
{
  g_string_append (out, "<circle cx=\"");
  num (out, cx);
  g_string_append (out, "\" cy=\"");
  num (out, cy);
  g_string_append (out, "\" r=\"");
  num (out, r);
  g_string_append_c (out, '"');
}

/* <rect x="…" y="…" width="…" height="…", left open. */
static void
rect (GString *out,
      double   x,
      double   y,
      double   width,
      double   height)
{
  g_string_append (out, "<rect x=\"");
  num (out, x);
  g_string_append (out, "\" y=\"");
  num (out, y);
  g_string_append (out, "\" width=\"");
  num (out, width);
  g_string_append (out, "\" height=\"");
  num (out, height);
  g_string_append_c (out, '"');
}

static void
center (Svg    *svg,
        WgHex   hex,
        double *x,
        double *y)
{
  wg_hex_layout_unit_center (svg->options->flat, hex, x, y);
  *x *= S;
  *y *= S;
}

typedef struct
{
  double x, y;
} Point;

/* points="x,y x,y …" of @n points: the one path builder of the polygons
 * and of the ruler's polyline. */
static void
points (GString     *out,
        const Point *p,
        guint        n)
{
  g_string_append (out, " points=\"");
  for (guint i = 0; i < n; i++)
    {
      if (i > 0)
        g_string_append_c (out, ' ');
      num (out, p[i].x);
      g_string_append_c (out, ',');
      num (out, p[i].y);
    }
  g_string_append_c (out, '"');
}

/* points="…" of a regular polygon, as the board view's shapes. */
static void
polygon_points (GString *out,
                double   cx,
                double   cy,
                double   r,
                int      n,
                double   first)
{
  Point p[6];

  g_assert (n > 0 && n <= (int) G_N_ELEMENTS (p));
  for (int i = 0; i < n; i++)
    {
      double a = first + 2 * G_PI * i / n;

      p[i].x = cx + r * cos (a);
      p[i].y = cy + r * sin (a);
    }
  points (out, p, (guint) n);
}

static void
text (Svg           *svg,
      const char    *str,
      double         x,
      double         y,
      double         size,
      gboolean       bold,
      const GdkRGBA *ink)
{
  g_autofree char *escaped = xml_escape (str);

  g_string_append (svg->out, "<text x=\"");
  num (svg->out, x);
  g_string_append (svg->out, "\" y=\"");
  num (svg->out, y);
  g_string_append (svg->out, "\" font-size=\"");
  num (svg->out, size);
  g_string_append_c (svg->out, '"');
  if (bold)
    g_string_append (svg->out, " font-weight=\"bold\"");
  paint (svg->out, "fill", ink);
  g_string_append_printf (svg->out, ">%s</text>\n", escaped);
}

/* The colour-blind letters, as the board view makes them (wg-painter.c):
 * the colour's initial, or two letters when another colour starts alike. */
static void
init_tags (Svg *svg)
{
  for (guint i = 0; i < svg->game->n_players; i++)
    {
      const char *color = wg_game_player_color (svg->game, (int) i);
      gboolean    clash = FALSE;

      for (guint j = 0; j < svg->game->n_players; j++)
        clash |= j != i
                 && g_ascii_toupper (wg_game_player_color (svg->game, (int) j)[0])
                      == g_ascii_toupper (color[0]);
      svg->tags[i][0] = g_ascii_toupper (color[0]);
      svg->tags[i][1] = clash && color[0] != '\0' ? color[1] : '\0';
      svg->tags[i][2] = '\0';
    }
}

/* The viewBox: every hex with its corners and a margin. */
static void
open_document (Svg *svg)
{
  double           x0 = G_MAXDOUBLE, y0 = G_MAXDOUBLE, x1 = -G_MAXDOUBLE, y1 = -G_MAXDOUBLE;
  double           hw, hh;
  g_autofree char *name = xml_escape (wg_board_get_name (svg->game->board));

  wg_hex_layout_unit_extent (svg->options->flat, &hw, &hh);
  for (guint i = 0; i < svg->scene->cells->len; i++)
    {
      double x, y;

      center (svg, wg_board_scene_cell (svg->scene, i)->cell->hex, &x, &y);
      x0 = MIN (x0, x - hw * S);
      x1 = MAX (x1, x + hw * S);
      y0 = MIN (y0, y - hh * S);
      y1 = MAX (y1, y + hh * S);
    }
  if (x0 > x1)
    x0 = y0 = x1 = y1 = 0;
  g_string_append (svg->out, "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"");
  num (svg->out, x0 - 4);
  g_string_append_c (svg->out, ' ');
  num (svg->out, y0 - 4);
  g_string_append_c (svg->out, ' ');
  num (svg->out, x1 - x0 + 8);
  g_string_append_c (svg->out, ' ');
  num (svg->out, y1 - y0 + 8);
  g_string_append_printf (svg->out,
                          "\" role=\"img\" aria-label=\"%s\" font-family=\"sans-serif\" "
                          "text-anchor=\"middle\" dominant-baseline=\"central\" "
                          "stroke-linejoin=\"round\" stroke-linecap=\"round\">\n",
                          name);
  /* One hexagon, reused for every cell. */
  g_string_append (svg->out, "<defs><polygon id=\"hex\"");
  polygon_points (svg->out, 0, 0, S, 6, svg->options->flat ? 0 : -G_PI / 2);
  g_string_append (svg->out, "/></defs>\n");
}

/* Which hex a <use> draws, for the page that asks about it: its axial
 * coordinates, and a location's id. */
static void
add_hex_data (GString      *out,
              const WgCell *cell)
{
  g_string_append_printf (out, " data-q=\"%d\" data-r=\"%d\"", cell->hex.q, cell->hex.r);
  if (cell->id != NULL)
    {
      g_autofree char *id = xml_escape (cell->id);

      g_string_append_printf (out, " data-id=\"%s\"", id);
    }
}

/* Space and locations filled, with the grid on every hex's edges. */
static void
add_hexes (Svg *svg)
{
  const GdkRGBA *fills[] = { &svg->colors->space_fill, &svg->colors->location_fill };

  for (guint f = 0; f < G_N_ELEMENTS (fills); f++)
    {
      g_string_append (svg->out, "<g");
      paint (svg->out, "fill", fills[f]);
      paint (svg->out, "stroke", &svg->colors->grid_line);
      g_string_append (svg->out, " stroke-width=\"");
      num (svg->out, svg->colors->grid_width);
      g_string_append (svg->out, "\">\n");
      for (guint i = 0; i < svg->scene->cells->len; i++)
        {
          const WgSceneCell *c = wg_board_scene_cell (svg->scene, i);
          double             x, y;

          if (c->fill != fills[f])
            continue;
          center (svg, c->cell->hex, &x, &y);
          g_string_append (svg->out, "<use href=\"#hex\" x=\"");
          num (svg->out, x);
          g_string_append (svg->out, "\" y=\"");
          num (svg->out, y);
          g_string_append (svg->out, "\"");
          add_hex_data (svg->out, c->cell);
          g_string_append (svg->out, "/>\n");
        }
      g_string_append (svg->out, "</g>\n");
    }
}

/* The scene's sector borders (R-CTRL-1) as one path. */
static void
add_sector_borders (Svg *svg)
{
  g_string_append (svg->out, "<path fill=\"none\"");
  paint (svg->out, "stroke", &svg->colors->sector_line);
  g_string_append (svg->out, " stroke-width=\"");
  num (svg->out, S * svg->colors->sector_width);
  g_string_append (svg->out, "\" d=\"");
  for (guint i = 0; i < svg->scene->borders->len; i++)
    {
      const WgSceneEdge *edge = &g_array_index (svg->scene->borders, WgSceneEdge, i);
      WgSceneSegment     ends;
      double             cx, cy;

      center (svg, wg_board_scene_cell (svg->scene, edge->cell)->cell->hex, &cx, &cy);
      ends = wg_board_scene_edge_ends (svg->scene, edge, cx, cy, S);
      g_string_append_c (svg->out, 'M');
      num (svg->out, ends.ax);
      g_string_append_c (svg->out, ' ');
      num (svg->out, ends.ay);
      g_string_append_c (svg->out, 'L');
      num (svg->out, ends.bx);
      g_string_append_c (svg->out, ' ');
      num (svg->out, ends.by);
    }
  g_string_append (svg->out, "\"/>\n");
}

/* Closes a shape opened by circle(), player_shape() or by hand: fill and rim. */
static void
fill_and_rim (Svg           *svg,
              const GdkRGBA *fill,
              const GdkRGBA *rim,
              double         width)
{
  paint (svg->out, "fill", fill);
  paint (svg->out, "stroke", rim);
  g_string_append (svg->out, " stroke-width=\"");
  num (svg->out, width);
  g_string_append (svg->out, "\"/>\n");
}

static void
add_planet (Svg               *svg,
            const WgSceneFace *face,
            double             cx,
            double             cy)
{
  double py = cy + S * WG_SCENE_FACE_DY;

  circle (svg->out, cx, py, S * WG_SCENE_PLANET_R);
  fill_and_rim (svg, &face->fill, &face->rim, WG_SCENE_PLANET_RIM_PX);
  text (svg, face->letter, cx, py, S * WG_SCENE_LETTER, TRUE, &face->ink);
  if (face->trade)
    {
      g_string_append (svg->out, "<polygon");
      polygon_points (svg->out, cx + S * WG_SCENE_TRADE_DX, cy + S * WG_SCENE_TRADE_DY,
                      S * WG_SCENE_TRADE_R, 5, -G_PI / 2);
      fill_and_rim (svg, &svg->colors->trade_fill, &svg->colors->dark_ink,
                    WG_SCENE_TRADE_RIM_PX);
    }
}

/* A gate: a ring in the owner's colour, a dark inside, a paler heart (the
 * page's look has no spokes). */
static void
add_warpgate (Svg               *svg,
              const WgSceneFace *face,
              double             cx,
              double             cy)
{
  double py = cy + S * WG_SCENE_FACE_DY, r = S * WG_SCENE_GATE_R;

  circle (svg->out, cx, py, r);
  fill_and_rim (svg, &face->fill, &face->ink, S * WG_SCENE_GATE_RING);
  if (!svg->scene->look->heart)
    return;
  circle (svg->out, cx, py, r * WG_SCENE_HEART);
  paint (svg->out, "fill", &face->rim);
  g_string_append (svg->out, "/>\n");
}

static void
add_faces (Svg *svg)
{
  const WgBoardSceneLook *look = svg->scene->look;

  for (guint i = 0; i < svg->scene->faces->len; i++)
    {
      const WgSceneFace *face = &g_array_index (svg->scene->faces, WgSceneFace, i);
      double             cx, cy;

      center (svg, wg_board_scene_cell (svg->scene, face->cell)->cell->hex, &cx, &cy);
      if (face->kind == WG_HEX_PLANET)
        add_planet (svg, face, cx, cy);
      else
        add_warpgate (svg, face, cx, cy);
      text (svg, face->id, cx, cy + S * look->id_dy, S * look->id_size, FALSE,
            &svg->colors->label_ink);
    }
}

static const GdkRGBA piece_rim = { 1.00f, 1.00f, 1.00f, 0.85f };
static const GdkRGBA tag_fill = { 0.05f, 0.06f, 0.12f, 0.92f };

/* A player's counter: a disc, or with the colour-blind glyphs the
 * player's own shape — the board view's player_shape_path. */
static void
player_shape (Svg   *svg,
              int    owner,
              double x,
              double y,
              double r)
{
  if (!svg->options->glyphs || owner % 6 == 0)
    {
      circle (svg->out, x, y, r);
      return;
    }
  g_string_append (svg->out, "<polygon");
  switch (owner % 6)
    {
    case 1: polygon_points (svg->out, x, y, r * 1.2, 4, G_PI / 4); break;
    case 2: polygon_points (svg->out, x, y, r * 1.25, 4, -G_PI / 2); break;
    case 3: polygon_points (svg->out, x, y + r * 0.25, r * 1.45, 3, -G_PI / 2); break;
    case 4: polygon_points (svg->out, x, y, r * 1.12, 5, -G_PI / 2); break;
    default: polygon_points (svg->out, x, y, r * 1.1, 6, 0); break;
    }
}

/* The player's letter on a dark tag beside a piece (colour-blind glyphs). */
static void
add_tag (Svg   *svg,
         int    owner,
         double x,
         double y)
{
  double h = S * 0.13, w = h * (svg->tags[owner][1] != '\0' ? 1.6 : 1.0);

  if (!svg->options->glyphs)
    return;
  rect (svg->out, x - w, y - h, 2 * w, 2 * h);
  g_string_append (svg->out, " rx=\"");
  num (svg->out, h);
  g_string_append_c (svg->out, '"');
  fill_and_rim (svg, &tag_fill, &piece_rim, 1.0);
  text (svg, svg->tags[owner], x, y, h * 1.3, TRUE, &svg->colors->label_ink);
}

static void
add_ships (Svg   *svg,
           int    owner,
           int    count,
           double x,
           double y)
{
  double  r = S * 0.29;
  char    digits[8];
  GdkRGBA color, ink;

  wg_palette_player_color (wg_game_player_color (svg->game, owner), &color);
  wg_palette_ink_for (&color, &ink);
  player_shape (svg, owner, x, y, r);
  fill_and_rim (svg, &color, &piece_rim, 1.5);
  g_snprintf (digits, sizeof digits, "%d", count);
  text (svg, digits, x, y, S * 0.34, TRUE, &ink);
  add_tag (svg, owner, x + r * 0.85, y - r * 0.95);
}

/* Outpost: a square with O. Colony: a house with C. */
static void
add_marker (Svg   *svg,
            int    owner,
            int    side,
            double x,
            double y)
{
  double  h = S * 0.2;
  GdkRGBA color, ink;

  wg_palette_player_color (wg_game_player_color (svg->game, owner), &color);
  wg_palette_ink_for (&color, &ink);
  if (side == WG_MARKER_COLONY)
    {
      const Point house[] = {
        { x - h, y + h },
        { x - h, y - h * 0.25 },
        { x, y - h * 1.25 },
        { x + h, y - h * 0.25 },
        { x + h, y + h },
      };

      g_string_append (svg->out, "<polygon");
      points (svg->out, house, G_N_ELEMENTS (house));
    }
  else
    {
      rect (svg->out, x - h, y - h, 2 * h, 2 * h);
    }
  fill_and_rim (svg, &color, &piece_rim, 1.2);
  text (svg, side == WG_MARKER_COLONY ? "C" : "O", x, side == WG_MARKER_COLONY ? y + h * 0.2 : y,
        S * 0.24, TRUE, &ink);
  add_tag (svg, owner, x - h * 0.9, y + h * 1.2);
}

static void
add_drone (Svg   *svg,
           int    owner,
           double x,
           double y)
{
  GdkRGBA color;

  wg_palette_player_color (wg_game_player_color (svg->game, owner), &color);
  g_string_append (svg->out, "<polygon");
  polygon_points (svg->out, x, y, S * 0.17, 4, -G_PI / 2);
  fill_and_rim (svg, &color, &piece_rim, 1.2);
  add_tag (svg, owner, x - S * 0.05, y - S * 0.2);
}

/* What is on each location, where the board view puts it. */
static void
add_pieces (Svg *svg)
{
  const WgBoard *board = svg->game->board;

  for (guint i = 0; i < wg_board_get_n_locations (board); i++)
    {
      int            cell = wg_board_get_location (board, i);
      const WgCell  *c = wg_board_get_cell (board, cell);
      const WgStack *stack = &svg->game->stacks[cell];
      double         cx, cy;

      center (svg, c->hex, &cx, &cy);
      if (c->kind == WG_HEX_WARPGATE && svg->options->glyphs)
        {
          int player = wg_game_find_player (svg->game, c->color);

          if (player != WG_NO_PLAYER)
            text (svg, svg->tags[player], cx, cy - S * 0.1, S * 0.36 * 0.8, TRUE,
                  &svg->colors->label_ink);
        }
      if (stack->marker_owner != WG_NO_PLAYER)
        add_marker (svg, stack->marker_owner, stack->marker_side, cx - S * 0.44, cy + S * 0.18);
      for (guint p = 0; p < svg->game->n_players; p++)
        if (svg->game->drones[p] == cell)
          add_drone (svg, (int) p, cx - S * 0.44, cy - S * 0.44);
      if (stack->ship_owner != WG_NO_PLAYER && stack->ships > 0)
        add_ships (svg, stack->ship_owner, stack->ships, cx + S * 0.42, cy + S * 0.16);
    }
}

/* The ruler's path through the centres of its hexes, its ends marked, the
 * range on a badge at the end. */
static void
add_path (Svg *svg)
{
  const GArray     *path = svg->options->path;
  GdkRGBA           line = { 1.f, 0.84f, 0.25f, 0.95f }, dark = { 0.08f, 0.08f, 0.10f, 1.f };
  g_autofree Point *p = NULL;

  if (path == NULL || path->len == 0)
    return;
  p = g_new (Point, path->len);
  g_string_append (svg->out, "<g class=\"path\"><polyline fill=\"none\"");
  paint (svg->out, "stroke", &line);
  g_string_append (svg->out, " stroke-width=\"");
  num (svg->out, S * 0.12);
  g_string_append (svg->out, "\" stroke-dasharray=\"");
  num (svg->out, S * 0.3);
  g_string_append_c (svg->out, ' ');
  num (svg->out, S * 0.18);
  g_string_append_c (svg->out, '"');
  for (guint i = 0; i < path->len; i++)
    center (svg, g_array_index (path, WgHex, i), &p[i].x, &p[i].y);
  points (svg->out, p, path->len);
  g_string_append (svg->out, "/>\n");
  if (svg->options->range >= 0)
    {
      char   digits[16];
      double x = p[path->len - 1].x, y = p[path->len - 1].y;

      circle (svg->out, x, y, S * 0.3);
      fill_and_rim (svg, &line, &dark, 1.5);
      g_snprintf (digits, sizeof digits, "%d", svg->options->range);
      text (svg, digits, x, y, S * 0.36, TRUE, &dark);
    }
  g_string_append (svg->out, "</g>\n");
}

char *
wg_share_svg_board (const WgGame            *game,
                    const WgShareSvgOptions *options)
{
  static const WgShareSvgOptions defaults = { NULL, -1, FALSE, FALSE, FALSE };
  Svg                            svg = { 0 };

  g_return_val_if_fail (game != NULL, NULL);

  svg.out = g_string_new (NULL);
  svg.game = game;
  svg.options = options != NULL ? options : &defaults;
  svg.colors = wg_palette_board (svg.options->contrast);
  svg.scene = wg_board_scene_new_for_board (game->board, svg.options->flat, svg.options->contrast,
                                            WG_BOARD_SCENE_PAGE);
  init_tags (&svg);
  open_document (&svg);
  add_hexes (&svg);
  add_sector_borders (&svg);
  add_faces (&svg);
  add_pieces (&svg);
  add_path (&svg);
  g_string_append (svg.out, "</svg>\n");
  wg_board_scene_free (svg.scene);
  return g_string_free (svg.out, FALSE);
}
