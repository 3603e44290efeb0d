/* wg-tile-compose.c — a board laid out from tiles
 * Copyright 2026 The Warpgate Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "wg-i18n.h"
#include "wg-tile.h"

/* A hex once placed; its strings are borrowed from the tile or from the
 * composition's own list. */
typedef struct
{
  WgCell cell;
  guint  placement;
} Placed;

typedef struct
{
  const WgTileLibrary *library;
  const WgLayout      *layout;
  GArray              *placed;  /* Placed */
  GHashTable          *at;      /* position key → placement + 1 */
  GHashTable          *tiles;   /* tile id → placement + 1 */
  GHashTable          *gates;   /* colour → placement + 1 */
  GPtrArray           *strings; /* owned ids and sector names */
} Composer;

static gpointer
position_key (WgHex hex)
{
  /* Inside -64…64 both fit a byte once moved up; never 0. */
  return GINT_TO_POINTER ((hex.q + 100) * 256 + hex.r + 100);
}

/* The placement's tile and face (clause 1). */
static const WgTileFace *
find_face (Composer *c,
           guint     i,
           GError  **error)
{
  const WgPlacement *p = &c->layout->placements[i];
  const WgTile      *tile = wg_tile_library_lookup_tile (c->library, p->tile);
  const WgTileFace  *face;
  guint              other;

  if (tile == NULL)
    {
      wg_tile_refuse (error, WG_TILE_ERROR_UNKNOWN_TILE, _ ("placements[%u]: no tile is called “%s”"), i,
                      p->tile ? p->tile : "");
      return NULL;
    }
  other = GPOINTER_TO_UINT (g_hash_table_lookup (c->tiles, tile->id));
  if (other > 0)
    {
      wg_tile_refuse (error, WG_TILE_ERROR_TILE_TWICE,
                      _ ("placements[%u] and placements[%u] both place tile “%s”"), other - 1, i, tile->id);
      return NULL;
    }
  face = wg_tile_find_face (tile, p->face);
  if (face == NULL)
    {
      wg_tile_refuse (error, WG_TILE_ERROR_UNKNOWN_FACE, _ ("placements[%u]: tile “%s” has no face “%s”"),
                      i, tile->id, p->face ? p->face : "");
      return NULL;
    }
  if (p->rotation < 0 || p->rotation > 5)
    {
      wg_tile_refuse (error, WG_TILE_ERROR_INVALID, _ ("placements[%u]: rotation %d is not 0–5"), i,
                      p->rotation);
      return NULL;
    }
  g_hash_table_insert (c->tiles, tile->id, GUINT_TO_POINTER (i + 1));
  return face;
}

/* Clauses 2–4 for one placement. */
static gboolean
place (Composer *c,
       guint     i,
       GError  **error)
{
  const WgPlacement *p = &c->layout->placements[i];
  const WgTileFace  *face = find_face (c, i, error);

  if (face == NULL)
    return FALSE;
  for (guint h = 0; h < face->n_hexes; h++)
    {
      Placed placed = { face->hexes[h], i };
      WgHex  at = wg_tile_transform (face->hexes[h].hex, p->position, p->rotation);
      guint  other;

      if (!wg_hex_in_bounds (at))
        return wg_tile_refuse (error, WG_TILE_ERROR_OUT_OF_BOUNDS,
                               _ ("placements[%u] puts hex (%d, %d) of tile “%s” at (%d, %d), outside "
                                  "-64…64"),
                               i, face->hexes[h].hex.q, face->hexes[h].hex.r, p->tile,
                               at.q, at.r);
      other = GPOINTER_TO_UINT (g_hash_table_lookup (c->at, position_key (at)));
      if (other > 0)
        {
          const WgPlacement *o = &c->layout->placements[other - 1];

          return wg_tile_refuse (error, WG_TILE_ERROR_OVERLAP,
                                 _ ("placements[%u] (tile “%s”, face %s) and placements[%u] (tile “%s”, "
                                    "face %s) both cover (%d, %d)"),
                                 other - 1, o->tile, o->face, i, p->tile, p->face, at.q, at.r);
        }
      g_hash_table_insert (c->at, position_key (at), GUINT_TO_POINTER (i + 1));
      if (placed.cell.kind == WG_HEX_WARPGATE)
        {
          other = GPOINTER_TO_UINT (g_hash_table_lookup (c->gates, placed.cell.color));
          if (other > 0)
            return wg_tile_refuse (error, WG_TILE_ERROR_WARPGATE_TWICE,
                                   _ ("placements[%u] and placements[%u] both have a %s warpgate"),
                                   other - 1, i, placed.cell.color);
          g_hash_table_insert (c->gates, placed.cell.color, GUINT_TO_POINTER (i + 1));
        }
      placed.cell.hex = at;
      g_array_append_val (c->placed, placed);
    }
  return TRUE;
}

static int
compare_reading_order (gconstpointer a,
                       gconstpointer b)
{
  const WgHex *x = &((const Placed *) a)->cell.hex;
  const WgHex *y = &((const Placed *) b)->cell.hex;

  if (x->r != y->r)
    return x->r < y->r ? -1 : 1;
  return x->q < y->q ? -1 : x->q > y->q;
}

static char *
own (Composer *c,
     char     *string)
{
  g_ptr_array_add (c->strings, string);
  return string;
}

/* Clause 6. */
static void
name_locations (Composer *c)
{
  g_autoptr (GHashTable) local = g_hash_table_new (g_str_hash, g_str_equal);
  g_autoptr (GHashTable) taken = g_hash_table_new (g_str_hash, g_str_equal);
  int next[WG_N_PLANET_TYPES];

  for (guint t = 0; t < WG_N_PLANET_TYPES; t++)
    next[t] = 1;
  for (guint i = 0; i < c->placed->len; i++)
    {
      WgCell *cell = &g_array_index (c->placed, Placed, i).cell;

      if (cell->kind == WG_HEX_WARPGATE)
        g_hash_table_add (taken, cell->id = own (c, g_strdup_printf ("gate-%s", cell->color)));
      else if (cell->kind == WG_HEX_PLANET && cell->id != NULL)
        g_hash_table_insert (local, cell->id,
                             GINT_TO_POINTER (GPOINTER_TO_INT (g_hash_table_lookup (local,
                                                                                    cell->id))
                                              + 1));
    }
  for (guint i = 0; i < c->placed->len; i++)
    {
      WgCell *cell = &g_array_index (c->placed, Placed, i).cell;

      if (cell->kind != WG_HEX_PLANET || cell->id == NULL)
        continue;
      if (GPOINTER_TO_INT (g_hash_table_lookup (local, cell->id)) == 1
          && !g_hash_table_contains (taken, cell->id))
        g_hash_table_add (taken, cell->id);
      else
        cell->id = NULL;
    }
  for (guint i = 0; i < c->placed->len; i++)
    {
      WgCell *cell = &g_array_index (c->placed, Placed, i).cell;
      char   *id = NULL;

      if (cell->kind != WG_HEX_PLANET || cell->id != NULL)
        continue;
      do
        {
          g_free (id);
          id = g_strdup_printf ("%c%d", wg_planet_type_letter (cell->type), next[cell->type]++);
        }
      while (g_hash_table_contains (taken, id));
      g_hash_table_add (taken, cell->id = own (c, id));
    }
}

/* The tiles the board is laid out from ("board.tiles", R-EXP-8): each
 * placement's hexes, its centre where the tile's (0, 0) lies. A placement
 * whose (0, 0) is not one of its hexes records no tile (it cannot turn about
 * it). The names stay the library's; the cells are allocated. */
static void
board_tiles (const Composer *c,
             GArray         *out)
{
  for (guint i = 0; i < c->layout->n_placements; i++)
    {
      const WgPlacement *pl = &c->layout->placements[i];
      const WgTile      *tile = wg_tile_library_lookup_tile (c->library, pl->tile);
      WgBoardTile        t = { tile ? tile->name : NULL, tile ? (int) tile->shape : 0,
                        pl->position, NULL, 0 };
      gboolean centre = FALSE;

      t.cells = g_new (WgHex, MAX (c->placed->len, 1));
      for (guint k = 0; k < c->placed->len; k++)
        {
          const Placed *p = &g_array_index (c->placed, Placed, k);

          if (p->placement != i)
            continue;
          t.cells[t.n_cells++] = p->cell.hex;
          centre |= wg_hex_equal (p->cell.hex, pl->position);
        }
      if (centre && tile != NULL)
        g_array_append_val (out, t);
      else
        g_free (t.cells);
    }
}

/*
 * The board a layout lays out (rulebook, Setup: "place the hex-shaped and
 * diamond-shaped board tiles together to form the game board"; R-RANGE-5:
 * hexes of two tiles that share an edge are adjacent):
 *  1. each placement names a tile of the library and one of its faces, with
 *     a rotation 0–5; a tile is placed at most once (it is one piece of
 *     cardboard);
 *  2. each hex of the face is turned by the rotation about the tile's
 *     (0, 0) and moved to the placement's position (wg_tile_transform); it
 *     must land inside -64…64;
 *  3. no two placed hexes share a position (the error names both placements
 *     and the hex);
 *  4. at most one warpgate of each colour;
 *  5. the cells are listed in reading order: by r, then by q;
 *  6. a warpgate is called "gate-<colour>"; a planet keeps its tile-local id
 *     when no other placed planet has that id and no warpgate is called so;
 *     every other planet gets its type's letter (D J V O A H) and the
 *     smallest number not taken, in reading order (D1, D2, J1…);
 *  7. local sector s of placements[i] becomes sector "i-s", so that equal
 *     local names on two tiles stay two sectors (R-CTRL-1);
 *  8. the board is named after the layout.
 * Not checked: that the board is connected, has no holes, or lets every
 * warpgate reach every location (the sample library's tests check its
 * layouts), nor the layout's player count (wg_tile_library_new does).
 */
WgBoard *
wg_tile_compose (const WgTileLibrary *library,
                 const WgLayout      *layout,
                 GError             **error)
{
  g_autoptr (GArray) placed = g_array_new (FALSE, TRUE, sizeof (Placed));
  g_autoptr (GHashTable) at = g_hash_table_new (g_direct_hash, g_direct_equal);
  g_autoptr (GHashTable) tiles = g_hash_table_new (g_str_hash, g_str_equal);
  g_autoptr (GHashTable) gates = g_hash_table_new (g_str_hash, g_str_equal);
  g_autoptr (GPtrArray) strings = g_ptr_array_new_with_free_func (g_free);
  g_autofree WgCell *cells = NULL;
  g_autoptr (GArray) tiles_out = g_array_new (FALSE, TRUE, sizeof (WgBoardTile));
  WgBoard *board;
  Composer c = { library, layout, placed, at, tiles, gates, strings };

  g_return_val_if_fail (library != NULL, NULL);
  g_return_val_if_fail (layout != NULL, NULL);
  g_return_val_if_fail (layout->placements != NULL || layout->n_placements == 0, NULL);

  for (guint i = 0; i < layout->n_placements; i++)
    if (!place (&c, i, error))
      return NULL;
  g_array_sort (placed, compare_reading_order);
  name_locations (&c);
  cells = g_new0 (WgCell, MAX (placed->len, 1));
  for (guint i = 0; i < placed->len; i++)
    {
      const Placed *p = &g_array_index (placed, Placed, i);

      cells[i] = p->cell;
      if (p->cell.sector != NULL)
        cells[i].sector = own (&c, g_strdup_printf ("%u-%s", p->placement, p->cell.sector));
    }
  /* Every check of wg_board_new was made above or by wg_tile_check, which
   * every tile of a library passes; the tiles are checked by
   * board_tiles. */
  board_tiles (&c, tiles_out);
  board = wg_board_new_with_tiles (layout->name, cells, placed->len,
                                   (WgBoardTile *) (gpointer) tiles_out->data, tiles_out->len,
                                   NULL);
  for (guint i = 0; i < tiles_out->len; i++)
    g_free (g_array_index (tiles_out, WgBoardTile, i).cells);
  g_assert (board != NULL);
  return board;
}
