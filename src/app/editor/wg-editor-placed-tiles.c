/* wg-editor-placed-tiles.c — the tiles placed on the board being edited, and its rotation groups
 * Copyright 2026 The Warpgate Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>
#include <string.h>

#include "wg-editor-cells.h"
#include "wg-editor-placed-tiles.h"

static void
placement_clear (WgPlacement *placement)
{
  g_clear_pointer (&placement->tile, g_free);
  g_clear_pointer (&placement->face, g_free);
}

GArray *
wg_editor_placements_new (void)
{
  GArray *placements = g_array_new (FALSE, TRUE, sizeof (WgPlacement));

  g_array_set_clear_func (placements, (GDestroyNotify) placement_clear);
  return placements;
}

GArray *
wg_editor_placements_copy (const GArray *src)
{
  GArray *placements;

  if (src == NULL)
    return NULL;
  placements = wg_editor_placements_new ();
  for (guint i = 0; i < src->len; i++)
    {
      WgPlacement p = g_array_index (src, WgPlacement, i);

      p.tile = g_strdup (p.tile);
      p.face = g_strdup (p.face);
      g_array_append_val (placements, p);
    }
  return placements;
}

gboolean
wg_editor_placements_equal (const GArray *a,
                            const GArray *b)
{
  if (a == NULL || b == NULL)
    return a == b;
  if (a->len != b->len)
    return FALSE;
  for (guint i = 0; i < a->len; i++)
    {
      const WgPlacement *x = &g_array_index (a, WgPlacement, i);
      const WgPlacement *y = &g_array_index (b, WgPlacement, i);

      if (g_strcmp0 (x->tile, y->tile) != 0 || g_strcmp0 (x->face, y->face) != 0
          || !wg_hex_equal (x->position, y->position) || x->rotation != y->rotation)
        return FALSE;
    }
  return TRUE;
}

/* The board @placements lay out, as cells; NULL when they do not compose. */
GArray *
wg_editor_placements_compose (WgTileLibrary *library,
                              const GArray  *placements,
                              const char    *name)
{
  WgLayout layout = { (char *) name, (char *) name, 1,
                      (WgPlacement *) (gpointer) placements->data, placements->len };
  g_autoptr (WgBoard) board = wg_tile_compose (library, &layout, NULL);

  return board != NULL ? wg_editor_cells_of_board (board) : NULL;
}

char *
wg_editor_placements_layout_problem (const GArray  *placements,
                                     const GArray  *cells,
                                     WgTileLibrary *library,
                                     const char    *name)
{
  g_autoptr (GArray) composed = NULL;
  g_autoptr (GHashTable) tiles = NULL;

  if (cells->len == 0 || (placements != NULL && placements->len == 0))
    return g_strdup (_ ("Place tiles or use a layout first: a layout is made of placed tiles"));
  if (placements == NULL)
    return g_strdup (_ ("The board was drawn by hand: a layout is made of placed tiles only"));
  if (placements->len > WG_TILE_MAX_PLACEMENTS)
    return g_strdup_printf (_ ("A layout places at most %d tiles"), WG_TILE_MAX_PLACEMENTS);
  tiles = g_hash_table_new (g_str_hash, g_str_equal);
  for (guint i = 0; i < placements->len; i++)
    if (!g_hash_table_add (tiles, g_array_index (placements, WgPlacement, i).tile))
      return g_strdup_printf (_ ("Tile “%s” is placed twice, and a layout places each tile once "
                                 "(it is one piece of cardboard)"),
                              g_array_index (placements, WgPlacement, i).tile);
  composed = wg_editor_placements_compose (library, placements, name);
  if (composed == NULL || !wg_editor_cells_equal (composed, cells))
    return g_strdup (_ ("The board was painted by hand after the tiles were placed: a layout is "
                        "made of placed tiles only"));
  return NULL;
}

/*
 * The board's tiles ("tiles" of a board in the tile file, "board.tiles" in
 * a game file) are what the Exploration variant's rotate tokens turn
 * (R-EXP-8). A tile placed from the file is recorded as one at once, centred
 * where its (0, 0) lies, as a layout records them (wg_tile_compose); hexes
 * drawn by hand are grouped into a tile by selecting them. Each step keeps
 * its tiles, so grouping and ungrouping are undone like any edit, and
 * wg_board_new_with_tiles checks them whenever a step is pushed.
 */

static void
board_tile_clear (WgBoardTile *tile)
{
  g_clear_pointer (&tile->name, g_free);
  g_clear_pointer (&tile->cells, g_free);
}

GArray *
wg_editor_board_tiles_new (void)
{
  GArray *tiles = g_array_new (FALSE, TRUE, sizeof (WgBoardTile));

  g_array_set_clear_func (tiles, (GDestroyNotify) board_tile_clear);
  return tiles;
}

void
wg_editor_board_tiles_add (GArray            *tiles,
                           const WgBoardTile *tile)
{
  WgBoardTile copy = *tile;

  copy.name = g_strdup (tile->name);
  copy.cells = g_memdup2 (tile->cells, sizeof (WgHex) * MAX (tile->n_cells, 1));
  g_array_append_val (tiles, copy);
}

GArray *
wg_editor_board_tiles_copy (const GArray *src)
{
  GArray *tiles = wg_editor_board_tiles_new ();

  for (guint i = 0; i < src->len; i++)
    wg_editor_board_tiles_add (tiles, &g_array_index (src, WgBoardTile, i));
  return tiles;
}

gboolean
wg_editor_board_tiles_equal (const GArray *a,
                             const GArray *b)
{
  if (a->len != b->len)
    return FALSE;
  for (guint i = 0; i < a->len; i++)
    {
      const WgBoardTile *x = &g_array_index (a, WgBoardTile, i);
      const WgBoardTile *y = &g_array_index (b, WgBoardTile, i);

      if (g_strcmp0 (x->name, y->name) != 0 || x->shape != y->shape
          || !wg_hex_equal (x->center, y->center) || x->n_cells != y->n_cells
          || memcmp (x->cells, y->cells, sizeof (WgHex) * x->n_cells) != 0)
        return FALSE;
    }
  return TRUE;
}

GArray *
wg_editor_board_tiles_of_board (const WgBoard *board)
{
  GArray *tiles = wg_editor_board_tiles_new ();

  for (guint i = 0; i < wg_board_get_n_tiles (board); i++)
    wg_editor_board_tiles_add (tiles, wg_board_get_tile (board, i));
  return tiles;
}

/* An erased hex leaves its tile; a tile whose centre is erased can no
 * longer turn about it (R-EXP-8) and is dropped, as is an empty one. */
void
wg_editor_board_tiles_prune (GArray       *tiles,
                             const GArray *cells)
{
  for (guint i = tiles->len; i-- > 0;)
    {
      WgBoardTile *t = &g_array_index (tiles, WgBoardTile, i);
      guint        kept = 0;

      for (guint k = 0; k < t->n_cells; k++)
        if (wg_editor_cells_search (cells, t->cells[k]) >= 0)
          t->cells[kept++] = t->cells[k];
      t->n_cells = kept;
      if (kept == 0 || wg_editor_cells_search (cells, t->center) < 0)
        g_array_remove_index (tiles, i);
    }
}

void
wg_editor_board_tile_fill (WgBoardTile  *tile,
                           const GArray *hexes)
{
  tile->n_cells = hexes->len;
  tile->cells = g_new (WgHex, MAX (hexes->len, 1));
  for (guint i = 0; i < hexes->len; i++)
    tile->cells[i] = g_array_index (hexes, WgHex, i);
}

void
wg_editor_board_tiles_add_placed (GArray       *tiles,
                                  const WgTile *tile,
                                  const GArray *hexes,
                                  WgHex         centre)
{
  WgBoardTile t = { tile->name, (int) tile->shape, centre, NULL, 0 };
  gboolean    has_centre = FALSE;

  /* As wg_tile_compose: a tile whose (0, 0) is none of its hexes cannot
   * turn about it and is not recorded. */
  for (guint i = 0; i < hexes->len; i++)
    has_centre |= wg_hex_equal (g_array_index (hexes, WgHex, i), centre);
  if (!has_centre)
    return;
  wg_editor_board_tile_fill (&t, hexes);
  t.name = g_strdup (tile->name);
  g_array_append_val (tiles, t);
}
