/* wg-explore-json.c — the game file's board tiles and Exploration keys
 * Copyright 2026 The Warpgate Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "wg-explore-json.h"
#include "wg-i18n.h"
#include "wg-tile.h"
#include "wg-types.h"

#define MAX_TILE_NAME_CHARS 64
#define MAX_DISCOVERIES     99
#define MAX_SECRET          99

void
wg_explore_tiles_free (GArray *tiles)
{
  if (tiles == NULL)
    return;
  for (guint i = 0; i < tiles->len; i++)
    {
      WgBoardTile *t = &g_array_index (tiles, WgBoardTile, i);

      g_free (t->name);
      g_free (t->cells);
    }
  g_array_unref (tiles);
}

static int
find_cell (const WgCell *cells,
           guint         n_cells,
           WgHex         hex)
{
  for (guint i = 0; i < n_cells; i++)
    if (wg_hex_equal (cells[i].hex, hex))
      return (int) i;
  return -1;
}

/* [q, r]: two integers within -64…64. */
static gboolean
read_pair (WgSchema    *s,
           json_object *pair,
           WgHex       *hex)
{
  gint64 v[2];

  if (!json_object_is_type (pair, json_type_array) || json_object_array_length (pair) != 2)
    {
      wg_schema_error (s, _ ("expected a pair [q, r]"));
      return FALSE;
    }
  for (int k = 0; k < 2; k++)
    {
      json_object *e = json_object_array_get_idx (pair, (gsize) k);

      if (!json_object_is_type (e, json_type_int))
        {
          wg_schema_error (s, _ ("expected a pair [q, r] of integers"));
          return FALSE;
        }
      v[k] = json_object_get_int64 (e);
      if (v[k] < WG_HEX_COORD_MIN || v[k] > WG_HEX_COORD_MAX)
        {
          g_autofree char *shown = g_strdup_printf ("%" G_GINT64_FORMAT, v[k]);

          wg_schema_error (s, _ ("%s lies outside -64…64"), shown);
          return FALSE;
        }
    }
  *hex = (WgHex) { (int) v[0], (int) v[1] };
  return TRUE;
}

static gboolean
read_tile (WgSchema     *s,
           json_object  *o,
           const WgCell *cells,
           guint         n_cells,
           int          *cell_tile,
           int           index,
           WgBoardTile  *tile)
{
  static const char *const keys[] = { "name", "shape", "center", "cells", NULL };
  static const char *const center_keys[] = { "q", "r", NULL };
  static const char *const shapes[] = { "hex", "diamond", "other", NULL };
  guint                    before = s->problems->len;
  const char              *name = NULL;
  json_object             *center, *array;
  int                      shape = 0;
  gboolean                 center_found = FALSE;
  gsize                    mark;

  if (!wg_schema_object (s, o, keys))
    return FALSE;
  wg_schema_string (s, o, "name", TRUE, NULL, NULL, MAX_TILE_NAME_CHARS, &name);
  wg_schema_word (s, o, "shape", TRUE, shapes, _ ("a tile shape"), &shape);
  G_STATIC_ASSERT (WG_TILE_SHAPE_HEX == 0 && WG_TILE_SHAPE_DIAMOND == 1
                   && WG_TILE_SHAPE_OTHER == 2);
  center = wg_schema_member (s, o, "center", TRUE, json_type_object);
  if (center != NULL)
    {
      mark = wg_schema_push_key (s, "center");
      wg_schema_object (s, center, center_keys);
      wg_schema_int (s, center, "q", TRUE, WG_HEX_COORD_MIN, WG_HEX_COORD_MAX, &tile->center.q);
      wg_schema_int (s, center, "r", TRUE, WG_HEX_COORD_MIN, WG_HEX_COORD_MAX, &tile->center.r);
      wg_schema_pop (s, mark);
    }
  array = wg_schema_array (s, o, "cells", TRUE, 1, 129 * 129);
  if (s->problems->len != before || array == NULL)
    return FALSE;
  tile->name = g_strdup (name);
  tile->shape = shape;
  tile->n_cells = (guint) json_object_array_length (array);
  tile->cells = g_new0 (WgHex, tile->n_cells);
  mark = wg_schema_push_key (s, "cells");
  for (guint k = 0; k < tile->n_cells; k++)
    {
      gsize imark = wg_schema_push_index (s, k);
      int   cell;

      if (read_pair (s, json_object_array_get_idx (array, k), &tile->cells[k]))
        {
          cell = find_cell (cells, n_cells, tile->cells[k]);
          if (cell < 0)
            wg_schema_error (s, _ ("(%d, %d) is not a hex of the board"), tile->cells[k].q,
                             tile->cells[k].r);
          else if (cell_tile[cell] >= 0)
            wg_schema_error (s, _ ("(%d, %d) already belongs to tiles[%d]"),
                             tile->cells[k].q, tile->cells[k].r, cell_tile[cell]);
          else
            cell_tile[cell] = index;
          center_found |= wg_hex_equal (tile->cells[k], tile->center);
        }
      wg_schema_pop (s, imark);
    }
  wg_schema_pop (s, mark);
  if (s->problems->len == before && !center_found)
    wg_schema_error_at (s, "center", _ ("the centre (%d, %d) is not one of the tile’s cells"),
                        tile->center.q, tile->center.r);
  return s->problems->len == before;
}

GArray *
wg_explore_read_tiles (WgSchema     *s,
                       json_object  *board,
                       const WgCell *cells,
                       guint         n_cells)
{
  json_object    *array = wg_schema_array (s, board, "tiles", FALSE, 0, WG_BOARD_MAX_TILES);
  GArray         *tiles = g_array_new (FALSE, TRUE, sizeof (WgBoardTile));
  g_autofree int *cell_tile = g_new (int, MAX (n_cells, 1));
  gsize           mark;

  if (array == NULL)
    return tiles;
  for (guint i = 0; i < n_cells; i++)
    cell_tile[i] = -1;
  mark = wg_schema_push_key (s, "tiles");
  for (gsize i = 0; i < json_object_array_length (array); i++)
    {
      gsize       imark = wg_schema_push_index (s, i);
      WgBoardTile tile = { 0 };

      if (read_tile (s, json_object_array_get_idx (array, i), cells, n_cells, cell_tile, (int) i,
                     &tile))
        g_array_append_val (tiles, tile);
      else
        {
          g_free (tile.name);
          g_free (tile.cells);
        }
      wg_schema_pop (s, imark);
    }
  wg_schema_pop (s, mark);
  return tiles;
}

/* A planet id of the board; the cell or -1 (with the error). */
static int
read_planet (WgSchema    *s,
             WgGame      *game,
             json_object *value,
             const char  *key)
{
  const char *id;
  int         cell;

  if (!json_object_is_type (value, json_type_string))
    {
      if (key != NULL)
        wg_schema_error_at (s, key, _ ("expected a planet id"));
      else
        wg_schema_error (s, _ ("expected a planet id"));
      return -1;
    }
  id = json_object_get_string (value);
  cell = wg_board_find_location (game->board, id);
  if (cell < 0 || wg_board_get_cell (game->board, cell)->kind != WG_HEX_PLANET)
    {
      if (key != NULL)
        wg_schema_error_at (s, key, _ ("no planet is called “%s”"), id);
      else
        wg_schema_error (s, _ ("no planet is called “%s”"), id);
      return -1;
    }
  return cell;
}

void
wg_explore_read_player (WgSchema    *s,
                        WgGame      *game,
                        json_object *o,
                        WgPlayer    *p)
{
  static const char *const keys[] = { "token", "used", "at", "round", NULL };
  json_object             *array = wg_schema_array (s, o, "discoveries", FALSE, 0, MAX_DISCOVERIES);
  gsize                    mark;

  wg_schema_int (s, o, "secret_technologies", FALSE, 0, MAX_SECRET, &p->secret_technologies);
  if (array == NULL)
    return;
  mark = wg_schema_push_key (s, "discoveries");
  for (gsize i = 0; i < json_object_array_length (array); i++)
    {
      gsize        imark = wg_schema_push_index (s, i);
      json_object *e = json_object_array_get_idx (array, i), *at;
      WgDiscovery  d = { WG_TOKEN_EXTRA_VP, FALSE, -1, 0 };
      const char  *id = NULL;
      guint        before = s->problems->len;

      if (wg_schema_object (s, e, keys)
          && wg_schema_string (s, e, "token", TRUE, NULL, NULL, 0, &id))
        {
          if (!wg_token_from_string (id, &d.token))
            wg_schema_error_at (s, "token", _ ("“%s” is not a discovery token (R-EXP-5)"), id);
          wg_schema_bool (s, e, "used", FALSE, &d.used);
          if (json_object_object_get_ex (e, "at", &at))
            {
              if (d.token != WG_TOKEN_COPY_PLANET)
                wg_schema_error_at (s, "at", _ ("only a copy-planet token is put on a planet"));
              else
                d.at = read_planet (s, game, at, "at");
            }
          if (json_object_object_get_ex (e, "round", NULL))
            {
              if (d.token != WG_TOKEN_TRUCE)
                wg_schema_error_at (s, "round", _ ("only a truce is used for a round"));
              else
                wg_schema_int (s, e, "round", FALSE, 1, 999, &d.round);
            }
          if ((d.at >= 0 || d.round > 0) && !d.used)
            wg_schema_error_at (s, "used", _ ("a token put to use is used"));
          if (s->problems->len == before)
            g_array_append_val (p->discoveries, d);
        }
      wg_schema_pop (s, imark);
    }
  wg_schema_pop (s, mark);
}

/* "voided" or "trade_icons": unique planets, flagged on their stacks. */
static void
read_planet_list (WgSchema    *s,
                  WgGame      *game,
                  json_object *o,
                  const char  *key,
                  guint8       flag)
{
  json_object *array = wg_schema_array (s, o, key, FALSE, 0, 129 * 129);
  gsize        mark;

  if (array == NULL)
    return;
  mark = wg_schema_push_key (s, key);
  for (gsize i = 0; i < json_object_array_length (array); i++)
    {
      gsize imark = wg_schema_push_index (s, i);
      int   cell = read_planet (s, game, json_object_array_get_idx (array, i), NULL);

      if (cell >= 0)
        {
          WgStack    *st = &game->stacks[cell];
          const char *id = wg_board_get_cell (game->board, cell)->id;

          if (st->explore & flag)
            wg_schema_error (s, _ ("%s is listed twice"), id);
          else if (flag == WG_EXPLORE_TRADE_ICON && wg_board_get_cell (game->board, cell)->trade)
            wg_schema_error (s, _ ("%s already has a printed trade icon"), id);
          else if (flag == WG_EXPLORE_VOIDED && st->marker_owner != WG_NO_PLAYER)
            wg_schema_error (s, _ ("%s is voided and holds a marker: a voided planet takes "
                                   "none (R-EXP-6)"),
                             id);
          else
            st->explore |= flag;
        }
      wg_schema_pop (s, imark);
    }
  wg_schema_pop (s, mark);
}

void
wg_explore_read (WgSchema    *s,
                 WgGame      *game,
                 json_object *root)
{
  static const char *const keys[] = { "planets", "box", "voided", "trade_icons", NULL };
  json_object             *o = wg_schema_member (s, root, "exploration", FALSE, json_type_object), *planets;
  gsize                    mark;

  if (o == NULL)
    return;
  game->exploration = TRUE;
  mark = wg_schema_push_key (s, "exploration");
  wg_schema_object (s, o, keys);
  wg_schema_int (s, o, "box", FALSE, 0, 999, &game->explore_box);
  planets = wg_schema_member (s, o, "planets", FALSE, json_type_object);
  if (planets != NULL)
    {
      gsize pmark = wg_schema_push_key (s, "planets");

      json_object_object_foreach (planets, id, value)
      {
        int cell = wg_board_find_location (game->board, id);
        int n = 0;

        if (cell < 0 || wg_board_get_cell (game->board, cell)->kind != WG_HEX_PLANET)
          {
            wg_schema_error_at (s, id, _ ("no planet is called “%s”"), id);
            continue;
          }
        (void) value;
        if (wg_schema_int (s, planets, id, TRUE, 1, WG_MAX_TOKENS_AT, &n))
          game->stacks[cell].tokens = (guint8) n;
      }
      wg_schema_pop (s, pmark);
    }
  read_planet_list (s, game, o, "voided", WG_EXPLORE_VOIDED);
  read_planet_list (s, game, o, "trade_icons", WG_EXPLORE_TRADE_ICON);
  wg_schema_pop (s, mark);
}

void
wg_explore_tiles_to_json (const WgBoard *board,
                          json_object   *object)
{
  json_object *tiles;

  if (wg_board_get_n_tiles (board) == 0)
    return;
  tiles = json_object_new_array ();
  for (guint i = 0; i < wg_board_get_n_tiles (board); i++)
    {
      const WgBoardTile *t = wg_board_get_tile (board, i);
      json_object       *o = json_object_new_object ();
      json_object       *center = json_object_new_object ();
      json_object       *cells = json_object_new_array ();

      wg_json_add_string (o, "name", t->name ? t->name : "");
      wg_json_add_string (o, "shape", wg_tile_shape_to_string ((WgTileShape) t->shape));
      wg_json_add_int (center, "q", t->center.q);
      wg_json_add_int (center, "r", t->center.r);
      json_object_object_add (o, "center", center);
      for (guint k = 0; k < t->n_cells; k++)
        {
          json_object *pair = json_object_new_array ();

          json_object_array_add (pair, json_object_new_int (t->cells[k].q));
          json_object_array_add (pair, json_object_new_int (t->cells[k].r));
          json_object_array_add (cells, pair);
        }
      json_object_object_add (o, "cells", cells);
      json_object_array_add (tiles, o);
    }
  json_object_object_add (object, "tiles", tiles);
}

void
wg_explore_player_to_json (const WgGame   *game,
                           const WgPlayer *p,
                           json_object    *object)
{
  json_object *array;

  if (p->discoveries->len > 0)
    {
      array = json_object_new_array ();
      for (guint i = 0; i < p->discoveries->len; i++)
        {
          const WgDiscovery *d = &g_array_index (p->discoveries, WgDiscovery, i);
          json_object       *o = json_object_new_object ();

          wg_json_add_string (o, "token", wg_token_to_string (d->token));
          if (d->used)
            wg_json_add_bool (o, "used", TRUE);
          if (d->at >= 0)
            wg_json_add_string (o, "at", wg_board_get_cell (game->board, d->at)->id);
          if (d->round > 0)
            wg_json_add_int (o, "round", d->round);
          json_object_array_add (array, o);
        }
      json_object_object_add (object, "discoveries", array);
    }
  if (p->secret_technologies > 0)
    wg_json_add_int (object, "secret_technologies", p->secret_technologies);
}

json_object *
wg_explore_to_json (const WgGame *game)
{
  json_object *o, *planets, *voided, *icons;
  guint        n = wg_board_get_n_cells (game->board);

  if (!game->exploration)
    return NULL;
  o = json_object_new_object ();
  planets = json_object_new_object ();
  voided = json_object_new_array ();
  icons = json_object_new_array ();
  for (guint i = 0; i < n; i++)
    {
      const WgStack *st = &game->stacks[i];
      const char    *id = wg_board_get_cell (game->board, (int) i)->id;

      if (st->tokens > 0)
        wg_json_add_int (planets, id, st->tokens);
      if (st->explore & WG_EXPLORE_VOIDED)
        json_object_array_add (voided, json_object_new_string (id));
      if (st->explore & WG_EXPLORE_TRADE_ICON)
        json_object_array_add (icons, json_object_new_string (id));
    }
  json_object_object_add (o, "planets", planets);
  if (game->explore_box > 0)
    wg_json_add_int (o, "box", game->explore_box);
  if (json_object_array_length (voided) > 0)
    json_object_object_add (o, "voided", voided);
  else
    json_object_put (voided);
  if (json_object_array_length (icons) > 0)
    json_object_object_add (o, "trade_icons", icons);
  else
    json_object_put (icons);
  return o;
}

void
wg_explore_tiles_print (WgJsonWriter  *w,
                        const WgBoard *board)
{
  if (wg_board_get_n_tiles (board) == 0)
    return;
  wg_json_writer_begin_array (w, "tiles");
  for (guint i = 0; i < wg_board_get_n_tiles (board); i++)
    {
      const WgBoardTile *t = wg_board_get_tile (board, i);

      wg_json_writer_begin_object (w, NULL);
      wg_json_writer_string (w, "name", t->name ? t->name : "");
      wg_json_writer_string (w, "shape", wg_tile_shape_to_string ((WgTileShape) t->shape));
      wg_json_writer_begin_object (w, "center");
      wg_json_writer_int (w, "q", t->center.q);
      wg_json_writer_int (w, "r", t->center.r);
      wg_json_writer_end (w);
      wg_json_writer_begin_array (w, "cells");
      for (guint k = 0; k < t->n_cells; k++)
        {
          wg_json_writer_begin_array (w, NULL);
          wg_json_writer_int (w, NULL, t->cells[k].q);
          wg_json_writer_int (w, NULL, t->cells[k].r);
          wg_json_writer_end (w);
        }
      wg_json_writer_end (w);
      wg_json_writer_end (w);
    }
  wg_json_writer_end (w);
}

void
wg_explore_player_print (WgJsonWriter   *w,
                         const WgGame   *game,
                         const WgPlayer *p)
{
  if (p->discoveries->len > 0)
    {
      wg_json_writer_begin_array (w, "discoveries");
      for (guint i = 0; i < p->discoveries->len; i++)
        {
          const WgDiscovery *d = &g_array_index (p->discoveries, WgDiscovery, i);

          wg_json_writer_begin_object (w, NULL);
          wg_json_writer_string (w, "token", wg_token_to_string (d->token));
          if (d->used)
            wg_json_writer_bool (w, "used", TRUE);
          if (d->at >= 0)
            wg_json_writer_string (w, "at", wg_board_get_cell (game->board, d->at)->id);
          if (d->round > 0)
            wg_json_writer_int (w, "round", d->round);
          wg_json_writer_end (w);
        }
      wg_json_writer_end (w);
    }
  if (p->secret_technologies > 0)
    wg_json_writer_int (w, "secret_technologies", p->secret_technologies);
}

/* "voided" or "trade_icons": the planets with @flag, when there are. */
static void
print_planet_list (WgJsonWriter *w,
                   const WgGame *game,
                   const char   *key,
                   guint         flag)
{
  guint    n = wg_board_get_n_cells (game->board);
  gboolean any = FALSE;

  for (guint i = 0; i < n; i++)
    if (game->stacks[i].explore & flag)
      {
        if (!any)
          wg_json_writer_begin_array (w, key);
        any = TRUE;
        wg_json_writer_string (w, NULL, wg_board_get_cell (game->board, (int) i)->id);
      }
  if (any)
    wg_json_writer_end (w);
}

void
wg_explore_print (WgJsonWriter *w,
                  const WgGame *game)
{
  guint n = wg_board_get_n_cells (game->board);

  wg_json_writer_begin_object (w, "exploration");
  wg_json_writer_begin_object (w, "planets");
  for (guint i = 0; i < n; i++)
    if (game->stacks[i].tokens > 0)
      wg_json_writer_int (w, wg_board_get_cell (game->board, (int) i)->id, game->stacks[i].tokens);
  wg_json_writer_end (w);
  if (game->explore_box > 0)
    wg_json_writer_int (w, "box", game->explore_box);
  print_planet_list (w, game, "voided", WG_EXPLORE_VOIDED);
  print_planet_list (w, game, "trade_icons", WG_EXPLORE_TRADE_ICON);
  wg_json_writer_end (w);
}
