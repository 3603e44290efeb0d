/* wg-board.c — the board as it was laid out
 * Copyright 2026 The Warpgate Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include <gio/gio.h>

#include "wg-board.h"
#include "wg-i18n.h"

#define GRID_SIDE (WG_HEX_COORD_MAX - WG_HEX_COORD_MIN + 1)

struct _WgBoard
{
  gatomicrefcount ref_count;
  char           *name;
  WgCell         *cells;
  guint           n_cells;
  /* GRID_SIDE² entries: cell index + 1, 0 when off the board. */
  guint16        *grid;
  /* n_cells × 6 neighbour cells, -1 off the board. */
  int            *neighbors;
  GArray         *locations;      /* int cells */
  GHashTable     *by_id;          /* id → cell + 1 */
  GHashTable     *warpgates;      /* colour → cell + 1 */
  GPtrArray      *sector_names;   /* char * */
  int            *cell_sector;    /* n_cells */
  GPtrArray      *sector_planets; /* GArray of int cells, per sector */
  WgBoardTile    *tiles;
  guint           n_tiles;
  int            *cell_tile; /* n_cells: tile index or -1 */
};

G_DEFINE_BOXED_TYPE (WgBoard, wg_board, wg_board_ref, wg_board_unref)

static gsize
grid_index (WgHex hex)
{
  return (gsize) (hex.r - WG_HEX_COORD_MIN) * GRID_SIDE + (gsize) (hex.q - WG_HEX_COORD_MIN);
}

static gboolean
check_cell (const WgCell *c,
            guint         i,
            GError      **error)
{
  if (!wg_hex_in_bounds (c->hex))
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA,
                   _ ("hex %u at (%d, %d) lies outside -64…64"), i, c->hex.q, c->hex.r);
      return FALSE;
    }
  if (c->kind == WG_HEX_SPACE && c->id != NULL)
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA,
                   _ ("space hex (%d, %d) has an id"), c->hex.q, c->hex.r);
      return FALSE;
    }
  if (c->kind != WG_HEX_SPACE && !wg_is_valid_id (c->id))
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA,
                   _ ("location (%d, %d) needs an id of 1–32 letters, digits, - or _"),
                   c->hex.q, c->hex.r);
      return FALSE;
    }
  if (c->kind == WG_HEX_WARPGATE && !wg_is_valid_color (c->color))
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA,
                   _ ("warpgate %s needs a colour"), c->id);
      return FALSE;
    }
  if (c->kind == WG_HEX_PLANET && (guint) c->type >= WG_N_PLANET_TYPES)
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA,
                   _ ("planet %s has no planet type"), c->id);
      return FALSE;
    }
  return TRUE;
}

static void
copy_cell (WgCell       *dst,
           const WgCell *src)
{
  *dst = *src;
  dst->id = g_strdup (src->id);
  dst->sector = src->kind == WG_HEX_WARPGATE ? NULL : g_strdup (src->sector);
  dst->color = src->kind == WG_HEX_WARPGATE ? g_strdup (src->color) : NULL;
  if (src->kind != WG_HEX_PLANET)
    {
      dst->trade = FALSE;
      dst->type = WG_PLANET_DESERT;
    }
}

static void
index_sectors (WgBoard *self)
{
  g_autoptr (GHashTable) by_name = g_hash_table_new (g_str_hash, g_str_equal);

  self->sector_names = g_ptr_array_new ();
  self->sector_planets = g_ptr_array_new_with_free_func ((GDestroyNotify) g_array_unref);
  self->cell_sector = g_new (int, self->n_cells);
  for (guint i = 0; i < self->n_cells; i++)
    {
      const WgCell *c = &self->cells[i];
      gpointer      found;
      int           sector;

      self->cell_sector[i] = -1;
      if (c->sector == NULL)
        continue;
      if (g_hash_table_lookup_extended (by_name, c->sector, NULL, &found))
        sector = GPOINTER_TO_INT (found);
      else
        {
          sector = (int) self->sector_names->len;
          g_ptr_array_add (self->sector_names, c->sector);
          g_ptr_array_add (self->sector_planets, g_array_new (FALSE, FALSE, sizeof (int)));
          g_hash_table_insert (by_name, c->sector, GINT_TO_POINTER (sector));
        }
      self->cell_sector[i] = sector;
      if (c->kind == WG_HEX_PLANET)
        {
          int cell = (int) i;
          g_array_append_val (g_ptr_array_index (self->sector_planets, sector), cell);
        }
    }
}

static void
index_neighbors (WgBoard *self)
{
  self->neighbors = g_new (int, (gsize) self->n_cells *WG_HEX_N_DIRECTIONS);
  for (guint i = 0; i < self->n_cells; i++)
    for (int d = 0; d < WG_HEX_N_DIRECTIONS; d++)
      self->neighbors[i * WG_HEX_N_DIRECTIONS + d] =
        wg_board_lookup (self, wg_hex_neighbor (self->cells[i].hex, d));
}

WgBoard *
wg_board_new (const char   *name,
              const WgCell *cells,
              guint         n_cells,
              GError      **error)
{
  return wg_board_new_with_tiles (name, cells, n_cells, NULL, 0, error);
}

static gboolean
add_tiles (WgBoard           *self,
           const WgBoardTile *tiles,
           guint              n_tiles,
           GError           **error)
{
  self->cell_tile = g_new (int, MAX (self->n_cells, 1));
  for (guint i = 0; i < self->n_cells; i++)
    self->cell_tile[i] = -1;
  if (n_tiles > WG_BOARD_MAX_TILES)
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA,
                   _ ("a board holds at most %d tiles"), WG_BOARD_MAX_TILES);
      return FALSE;
    }
  self->tiles = g_new0 (WgBoardTile, MAX (n_tiles, 1));
  for (guint t = 0; t < n_tiles; t++)
    {
      const WgBoardTile *src = &tiles[t];
      WgBoardTile       *dst = &self->tiles[t];
      gboolean           centre_found = FALSE;

      dst->name = g_strdup (src->name);
      dst->shape = src->shape;
      dst->center = src->center;
      dst->cells = g_new (WgHex, MAX (src->n_cells, 1));
      dst->n_cells = src->n_cells;
      self->n_tiles = t + 1;
      for (guint k = 0; k < src->n_cells; k++)
        {
          int cell = wg_board_lookup (self, src->cells[k]);

          dst->cells[k] = src->cells[k];
          if (cell < 0)
            {
              g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA,
                           _ ("tile %u: (%d, %d) is not a hex of the board"), t,
                           src->cells[k].q, src->cells[k].r);
              return FALSE;
            }
          if (self->cell_tile[cell] >= 0)
            {
              g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA,
                           _ ("(%d, %d) is already in tile “%s”"), src->cells[k].q,
                           src->cells[k].r, self->tiles[self->cell_tile[cell]].name ? self->tiles[self->cell_tile[cell]].name : "");
              return FALSE;
            }
          self->cell_tile[cell] = (int) t;
          centre_found |= wg_hex_equal (src->cells[k], src->center);
        }
      if (!centre_found)
        {
          g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA,
                       _ ("tile %u: its centre (%d, %d) is not one of its cells"), t,
                       src->center.q, src->center.r);
          return FALSE;
        }
    }
  return TRUE;
}

WgBoard *
wg_board_new_with_tiles (const char        *name,
                         const WgCell      *cells,
                         guint              n_cells,
                         const WgBoardTile *tiles,
                         guint              n_tiles,
                         GError           **error)
{
  g_autoptr (WgBoard) self = NULL;

  g_return_val_if_fail (cells != NULL || n_cells == 0, NULL);
  g_return_val_if_fail (n_cells < G_MAXUINT16, NULL);

  self = g_new0 (WgBoard, 1);
  g_atomic_ref_count_init (&self->ref_count);
  self->name = g_strdup (name);
  self->cells = g_new0 (WgCell, MAX (n_cells, 1));
  self->grid = g_new0 (guint16, (gsize) GRID_SIDE * GRID_SIDE);
  self->locations = g_array_new (FALSE, FALSE, sizeof (int));
  self->by_id = g_hash_table_new (g_str_hash, g_str_equal);
  self->warpgates = g_hash_table_new (g_str_hash, g_str_equal);

  for (guint i = 0; i < n_cells; i++)
    {
      WgCell *c = &self->cells[i];
      int     cell = (int) i;

      if (!check_cell (&cells[i], i, error))
        return NULL;
      copy_cell (c, &cells[i]);
      self->n_cells = i + 1;
      if (self->grid[grid_index (c->hex)] != 0)
        {
          g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA,
                       _ ("two hexes at (%d, %d)"), c->hex.q, c->hex.r);
          return NULL;
        }
      self->grid[grid_index (c->hex)] = (guint16) (i + 1);
      if (c->kind == WG_HEX_SPACE)
        continue;
      if (g_hash_table_contains (self->by_id, c->id))
        {
          g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA,
                       _ ("two locations are called “%s”"), c->id);
          return NULL;
        }
      g_hash_table_insert (self->by_id, c->id, GINT_TO_POINTER (cell + 1));
      g_array_append_val (self->locations, cell);
      if (c->kind == WG_HEX_WARPGATE)
        {
          if (g_hash_table_contains (self->warpgates, c->color))
            {
              g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA,
                           _ ("two warpgates are %s"), c->color);
              return NULL;
            }
          g_hash_table_insert (self->warpgates, c->color, GINT_TO_POINTER (cell + 1));
        }
    }
  index_neighbors (self);
  index_sectors (self);
  if (!add_tiles (self, tiles, n_tiles, error))
    return NULL;
  return g_steal_pointer (&self);
}

gboolean
wg_board_tile_turns_onto_itself (const WgBoardTile *tile,
                                 int                steps)
{
  g_return_val_if_fail (tile != NULL, FALSE);
  for (guint i = 0; i < tile->n_cells; i++)
    {
      WgHex    off = { tile->cells[i].q - tile->center.q, tile->cells[i].r - tile->center.r };
      WgHex    to = wg_hex_add (tile->center, wg_hex_rotate (off, steps));
      gboolean found = FALSE;

      for (guint k = 0; k < tile->n_cells && !found; k++)
        found = wg_hex_equal (tile->cells[k], to);
      if (!found)
        return FALSE;
    }
  return TRUE;
}

WgBoard *
wg_board_ref (WgBoard *self)
{
  g_return_val_if_fail (self != NULL, NULL);
  g_atomic_ref_count_inc (&self->ref_count);
  return self;
}

void
wg_board_unref (WgBoard *self)
{
  g_return_if_fail (self != NULL);
  if (!g_atomic_ref_count_dec (&self->ref_count))
    return;
  for (guint i = 0; i < self->n_cells; i++)
    {
      g_free (self->cells[i].id);
      g_free (self->cells[i].sector);
      g_free (self->cells[i].color);
    }
  g_free (self->cells);
  g_free (self->name);
  g_free (self->grid);
  g_free (self->neighbors);
  g_clear_pointer (&self->locations, g_array_unref);
  g_clear_pointer (&self->by_id, g_hash_table_unref);
  g_clear_pointer (&self->warpgates, g_hash_table_unref);
  g_clear_pointer (&self->sector_names, g_ptr_array_unref);
  g_clear_pointer (&self->sector_planets, g_ptr_array_unref);
  g_free (self->cell_sector);
  for (guint i = 0; i < self->n_tiles; i++)
    {
      g_free (self->tiles[i].name);
      g_free (self->tiles[i].cells);
    }
  g_free (self->tiles);
  g_free (self->cell_tile);
  g_free (self);
}

WgBoard *
wg_board_new_renamed (const WgBoard *board,
                      const char    *name)
{
  g_autoptr (GError) error = NULL;
  WgBoard *renamed;

  g_return_val_if_fail (board != NULL, NULL);
  renamed = wg_board_new_with_tiles (name, board->cells, board->n_cells, board->tiles,
                                     board->n_tiles, &error);
  g_assert_no_error (error); /* the cells passed every check already */
  return renamed;
}

const char *
wg_board_get_name (const WgBoard *self)
{
  g_return_val_if_fail (self != NULL, NULL);
  return self->name;
}

guint
wg_board_get_n_cells (const WgBoard *self)
{
  g_return_val_if_fail (self != NULL, 0);
  return self->n_cells;
}

const WgCell *
wg_board_get_cell (const WgBoard *self,
                   int            cell)
{
  g_return_val_if_fail (self != NULL, NULL);
  g_return_val_if_fail (cell >= 0 && (guint) cell < self->n_cells, NULL);
  return &self->cells[cell];
}

int
wg_board_lookup (const WgBoard *self,
                 WgHex          hex)
{
  g_return_val_if_fail (self != NULL, -1);
  if (!wg_hex_in_bounds (hex) || self->grid == NULL)
    return -1;
  return (int) self->grid[grid_index (hex)] - 1;
}

int
wg_board_neighbor (const WgBoard *self,
                   int            cell,
                   int            direction)
{
  g_return_val_if_fail (self != NULL, -1);
  g_return_val_if_fail (cell >= 0 && (guint) cell < self->n_cells, -1);
  g_return_val_if_fail (direction >= 0 && direction < WG_HEX_N_DIRECTIONS, -1);
  return self->neighbors[cell * WG_HEX_N_DIRECTIONS + direction];
}

gboolean
wg_board_is_location (const WgBoard *self,
                      int            cell)
{
  g_return_val_if_fail (self != NULL, FALSE);
  return cell >= 0 && (guint) cell < self->n_cells && self->cells[cell].kind != WG_HEX_SPACE;
}

int
wg_board_find_location (const WgBoard *self,
                        const char    *id)
{
  g_return_val_if_fail (self != NULL, -1);
  if (id == NULL)
    return -1;
  return GPOINTER_TO_INT (g_hash_table_lookup (self->by_id, id)) - 1;
}

guint
wg_board_get_n_locations (const WgBoard *self)
{
  g_return_val_if_fail (self != NULL, 0);
  return self->locations->len;
}

guint
wg_board_count_warpgates (const WgBoard *self)
{
  guint n = 0;

  g_return_val_if_fail (self != NULL, 0);
  for (guint i = 0; i < self->locations->len; i++)
    n += wg_board_get_cell (self, wg_board_get_location (self, i))->kind == WG_HEX_WARPGATE;
  return n;
}

int
wg_board_get_location (const WgBoard *self,
                       guint          index)
{
  g_return_val_if_fail (self != NULL, -1);
  g_return_val_if_fail (index < self->locations->len, -1);
  return g_array_index (self->locations, int, index);
}

int
wg_board_find_warpgate (const WgBoard *self,
                        const char    *color)
{
  g_return_val_if_fail (self != NULL, -1);
  if (color == NULL)
    return -1;
  return GPOINTER_TO_INT (g_hash_table_lookup (self->warpgates, color)) - 1;
}

guint
wg_board_get_n_sectors (const WgBoard *self)
{
  g_return_val_if_fail (self != NULL, 0);
  return self->sector_names->len;
}

const char *
wg_board_get_sector_name (const WgBoard *self,
                          guint          sector)
{
  g_return_val_if_fail (self != NULL, NULL);
  g_return_val_if_fail (sector < self->sector_names->len, NULL);
  return g_ptr_array_index (self->sector_names, sector);
}

int
wg_board_get_cell_sector (const WgBoard *self,
                          int            cell)
{
  g_return_val_if_fail (self != NULL, -1);
  g_return_val_if_fail (cell >= 0 && (guint) cell < self->n_cells, -1);
  return self->cell_sector[cell];
}

const int *
wg_board_get_sector_planets (const WgBoard *self,
                             guint          sector,
                             guint         *n_planets)
{
  GArray *planets;

  g_return_val_if_fail (self != NULL, NULL);
  g_return_val_if_fail (sector < self->sector_planets->len, NULL);
  planets = g_ptr_array_index (self->sector_planets, sector);
  if (n_planets != NULL)
    *n_planets = planets->len;
  return (const int *) (gpointer) planets->data;
}

guint
wg_board_get_n_tiles (const WgBoard *self)
{
  g_return_val_if_fail (self != NULL, 0);
  return self->n_tiles;
}

const WgBoardTile *
wg_board_get_tile (const WgBoard *self,
                   guint          index)
{
  g_return_val_if_fail (self != NULL, NULL);
  g_return_val_if_fail (index < self->n_tiles, NULL);
  return &self->tiles[index];
}

int
wg_board_find_tile (const WgBoard *self,
                    int            cell)
{
  g_return_val_if_fail (self != NULL, -1);
  if (cell < 0 || (guint) cell >= self->n_cells || self->cell_tile == NULL)
    return -1;
  return self->cell_tile[cell];
}
