/* wg-board-editor-model-files.c — the board editor's tiles, layouts and tile file
 * Copyright 2026 The Warpgate Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>
#include <string.h>

#include "wg-json.h"
#include "wg-board-editor-model-private.h"
#include "wg-tile-json.h"

static gboolean
find_tile_face (WgBoardEditorModel *self,
                const char         *tile_id,
                const char         *face_name,
                const WgTile      **tile,
                const WgTileFace  **face,
                GError            **error)
{
  WgTileLibrary *library = wg_board_editor_model_get_library (self);

  *tile = tile_id != NULL ? wg_tile_library_lookup_tile (library, tile_id) : NULL;
  if (*tile == NULL)
    return wg_board_editor_refuse (error, WG_BOARD_EDITOR_ERROR_UNKNOWN_TILE,
                                   _ ("The tile file has no tile “%s”"),
                                   tile_id != NULL ? tile_id : "");
  *face = face_name != NULL ? wg_tile_find_face (*tile, face_name) : &(*tile)->faces[0];
  if (*face == NULL)
    return wg_board_editor_refuse (error, WG_BOARD_EDITOR_ERROR_UNKNOWN_TILE,
                                   _ ("Tile “%s” has no face “%s”"), tile_id, face_name);
  return TRUE;
}

GArray *
wg_board_editor_model_tile_footprint (WgBoardEditorModel *self,
                                      WgHex               position)
{
  const WgTile     *tile;
  const WgTileFace *face;
  GArray           *hexes;

  g_return_val_if_fail (WG_IS_BOARD_EDITOR_MODEL (self), NULL);
  if (!find_tile_face (self, wg_board_editor_model_get_tile (self),
                       wg_board_editor_model_get_face (self), &tile, &face, NULL))
    return NULL;
  hexes = g_array_sized_new (FALSE, FALSE, sizeof (WgHex), face->n_hexes);
  for (guint i = 0; i < face->n_hexes; i++)
    {
      WgHex at = wg_tile_transform (face->hexes[i].hex, position,
                                    wg_board_editor_model_get_rotation (self));

      g_array_append_val (hexes, at);
    }
  return hexes;
}

/* The hexes a placement would cover that are already on the board, or
 * FALSE for one beyond -64…64 or a second warpgate of a colour. */
static gboolean
check_placement (GArray           *cells,
                 const WgTileFace *face,
                 WgHex             position,
                 int               rotation,
                 GError          **error)
{
  g_autoptr (GString) taken = g_string_new (NULL);
  guint n_taken = 0;

  for (guint i = 0; i < face->n_hexes; i++)
    {
      const WgCell *c = &face->hexes[i];
      WgHex         at = wg_tile_transform (c->hex, position, rotation);
      const WgCell *gate;

      if (!wg_hex_in_bounds (at))
        return wg_board_editor_refuse (error, WG_BOARD_EDITOR_ERROR_OUT_OF_BOUNDS,
                                       _ ("The tile would put a hex at (%d, %d), outside the "
                                          "board's -64…64"),
                                       at.q, at.r);
      if (wg_board_editor_cells_find (cells, at) != NULL)
        {
          g_string_append_printf (taken, "%s(%d, %d)", n_taken > 0 ? ", " : "", at.q, at.r);
          n_taken++;
        }
      gate = c->kind == WG_HEX_WARPGATE
               ? wg_board_editor_cells_with_warpgate (cells, c->color)
               : NULL;
      if (gate != NULL)
        return wg_board_editor_refuse (error, WG_BOARD_EDITOR_ERROR_WARPGATE_TWICE,
                                       _ ("The tile's %s warpgate would be the board's second: "
                                          "there is one at (%d, %d)"),
                                       c->color,
                                       gate->hex.q, gate->hex.r);
    }
  if (n_taken > 0)
    return wg_board_editor_refuse (error, WG_BOARD_EDITOR_ERROR_OVERLAP,
                                   g_dngettext (GETTEXT_PACKAGE,
                                                "The tile would cover %s, which is already on "
                                                "the board",
                                                "The tile would cover %s, which are already on "
                                                "the board",
                                                n_taken),
                                   taken->str);
  return TRUE;
}

/* The smallest n that no sector of the board starts "n-" with: a tile's
 * local sector s becomes "n-s", as wg_tile_compose numbers placements. */
static guint
free_sector_prefix (GArray *cells)
{
  for (guint n = 0;; n++)
    {
      g_autofree char *prefix = g_strdup_printf ("%u-", n);
      gboolean         used = FALSE;

      for (guint i = 0; i < cells->len && !used; i++)
        {
          const char *sector = g_array_index (cells, WgCell, i).sector;

          used = sector != NULL && g_str_has_prefix (sector, prefix);
        }
      if (!used)
        return n;
    }
}

static int
compare_reading_order (gconstpointer a,
                       gconstpointer b)
{
  const WgHex *x = a, *y = b;

  if (x->r != y->r)
    return x->r < y->r ? -1 : 1;
  return x->q < y->q ? -1 : x->q > y->q;
}

/* Names the placed hexes (@placed, in reading order) as wg_tile_compose
 * does: warpgates first, then the free tile-local ids, then the rest. */
static void
name_placed (GArray       *cells,
             const GArray *placed,
             GHashTable   *local_ids)
{
  for (int pass = 0; pass < 3; pass++)
    for (guint i = 0; i < placed->len; i++)
      {
        WgCell     *cell = wg_board_editor_cells_find (cells, g_array_index (placed, WgHex, i));
        const char *local = g_hash_table_lookup (local_ids, cell);

        if (pass == 0 && cell->kind == WG_HEX_WARPGATE)
          cell->id = wg_board_editor_warpgate_id (cells, cell->color);
        else if (pass == 1 && cell->kind == WG_HEX_PLANET && local != NULL
                 && wg_board_editor_cells_with_id (cells, local) == NULL)
          cell->id = g_strdup (local);
        else if (pass == 2 && cell->kind == WG_HEX_PLANET && cell->id == NULL)
          cell->id = wg_board_editor_planet_id (cells, cell->type);
      }
}

/* The hexes of @face placed on hand-drawn @cells, named as painted ones. */
static void
place_on_drawn_board (GArray           *cells,
                      const WgTileFace *face,
                      WgHex             position,
                      int               rotation)
{
  g_autoptr (GArray) placed = g_array_new (FALSE, FALSE, sizeof (WgHex));
  g_autoptr (GHashTable) local_ids = NULL;
  guint prefix = free_sector_prefix (cells);

  for (guint i = 0; i < face->n_hexes; i++)
    {
      WgHex at = wg_tile_transform (face->hexes[i].hex, position, rotation);

      g_array_append_val (placed, at);
    }
  g_array_sort (placed, compare_reading_order);
  /* Insert first (pointers into @cells move while it grows), then name. */
  for (guint i = 0; i < face->n_hexes; i++)
    {
      const WgCell *c = &face->hexes[i];
      WgCell       *cell =
        wg_board_editor_cells_take (cells, wg_tile_transform (c->hex, position, rotation));

      cell->kind = c->kind;
      cell->type = c->kind == WG_HEX_PLANET ? c->type : WG_PLANET_DESERT;
      cell->trade = c->kind == WG_HEX_PLANET && c->trade;
      cell->color = c->kind == WG_HEX_WARPGATE ? g_strdup (c->color) : NULL;
      cell->sector = c->sector != NULL ? g_strdup_printf ("%u-%s", prefix, c->sector) : NULL;
    }
  local_ids = g_hash_table_new (NULL, NULL);
  for (guint i = 0; i < face->n_hexes; i++)
    if (face->hexes[i].kind == WG_HEX_PLANET && face->hexes[i].id != NULL)
      g_hash_table_insert (local_ids,
                           wg_board_editor_cells_find (cells,
                                                       wg_tile_transform (face->hexes[i].hex,
                                                                          position, rotation)),
                           face->hexes[i].id);
  name_placed (cells, placed, local_ids);
}

static gboolean
places_tile (const GArray *placements,
             const char   *tile)
{
  for (guint i = 0; i < placements->len; i++)
    if (g_strcmp0 (g_array_index (placements, WgPlacement, i).tile, tile) == 0)
      return TRUE;
  return FALSE;
}

/* The board @placements lay out, as cells; NULL when they do not compose. */
GArray *
wg_board_editor_compose_cells (WgTileLibrary *library,
                               const GArray  *placements,
                               const char    *name)
{
  WgLayout layout = { (char *) name, (char *) name, 1,
                      (WgPlacement *) (gpointer) placements->data, placements->len };
  g_autoptr (WgBoard) board = wg_tile_compose (library, &layout, NULL);

  return board != NULL ? wg_board_editor_cells_of_board (board) : NULL;
}

gboolean
wg_board_editor_model_place_tile (WgBoardEditorModel *self,
                                  const char         *tile_id,
                                  const char         *face_name,
                                  WgHex               position,
                                  int                 rotation,
                                  GError            **error)
{
  g_autoptr (WgBoardEditorStep) step = NULL;
  g_autoptr (GArray) composed = NULL;
  g_autoptr (GArray) footprint = NULL;
  const WgTile     *tile;
  const WgTileFace *face;
  gboolean          laid_out;
  WgPlacement       p;

  g_return_val_if_fail (WG_IS_BOARD_EDITOR_MODEL (self), FALSE);
  if (!find_tile_face (self, tile_id, face_name, &tile, &face, error))
    return FALSE;
  rotation = ((rotation % 6) + 6) % 6;
  step = wg_board_editor_model_copy_step (self);
  if (!check_placement (step->cells, face, position, rotation, error))
    return FALSE;

  /* A board made of placed tiles alone stays the one they lay out. */
  laid_out = step->cells->len == 0 || wg_board_editor_model_get_layout_problem (self) == NULL;
  if (step->cells->len == 0)
    {
      g_clear_pointer (&step->placements, g_array_unref);
      step->placements = wg_board_editor_placements_new ();
    }
  laid_out = laid_out && step->placements != NULL && !places_tile (step->placements, tile->id);
  p = (WgPlacement) { g_strdup (tile->id), g_strdup (face->name), position, rotation };
  if (step->placements != NULL)
    g_array_append_val (step->placements, p);
  else
    {
      g_free (p.tile);
      g_free (p.face);
    }
  if (laid_out)
    composed = wg_board_editor_compose_cells (step->library, step->placements,
                                              wg_board_editor_model_get_name (self));
  if (composed != NULL)
    {
      g_array_unref (step->cells);
      step->cells = g_steal_pointer (&composed);
    }
  else
    place_on_drawn_board (step->cells, face, position, rotation);
  footprint = g_array_sized_new (FALSE, FALSE, sizeof (WgHex), face->n_hexes);
  for (guint i = 0; i < face->n_hexes; i++)
    {
      WgHex at = wg_tile_transform (face->hexes[i].hex, position, rotation);

      g_array_append_val (footprint, at);
    }
  g_array_sort (footprint, compare_reading_order);
  wg_board_editor_tiles_add_placed (step->tiles, tile, footprint, position);
  return wg_board_editor_model_push_step (self, g_steal_pointer (&step),
                                          g_strdup_printf (_ ("Placed tile “%s” (face %s) at (%d, "
                                                              "%d), turned %d × 60°"),
                                                           tile->name, face->name, position.q,
                                                           position.r, rotation),
                                          error);
}

GArray *
wg_board_editor_cells_of_board (const WgBoard *board)
{
  GArray *cells = wg_board_editor_cells_new ();

  for (guint i = 0; i < wg_board_get_n_cells (board); i++)
    {
      const WgCell *c = wg_board_get_cell (board, (int) i);
      WgCell       *cell = wg_board_editor_cells_take (cells, c->hex);

      *cell = *c;
      cell->id = g_strdup (c->id);
      cell->sector = g_strdup (c->sector);
      cell->color = g_strdup (c->color);
    }
  return cells;
}

gboolean
wg_board_editor_model_use_layout (WgBoardEditorModel *self,
                                  const char         *layout_id,
                                  GError            **error)
{
  WgTileLibrary  *library;
  const WgLayout *layout;
  g_autoptr (WgBoard) board = NULL;
  WgBoardEditorStep *step;

  g_return_val_if_fail (WG_IS_BOARD_EDITOR_MODEL (self), FALSE);
  library = wg_board_editor_model_get_library (self);
  layout = layout_id != NULL ? wg_tile_library_lookup_layout (library, layout_id) : NULL;
  if (layout == NULL)
    return wg_board_editor_refuse (error, WG_BOARD_EDITOR_ERROR_UNKNOWN_TILE,
                                   _ ("The tile file has no layout “%s”"),
                                   layout_id != NULL ? layout_id : "");
  /* The library composed it when it was built. */
  board = wg_tile_compose (library, layout, error);
  if (board == NULL)
    return FALSE;
  step = wg_board_editor_model_copy_step (self);
  g_array_unref (step->cells);
  step->cells = wg_board_editor_cells_of_board (board);
  g_array_unref (step->tiles);
  step->tiles = wg_board_editor_tiles_of_board (board);
  g_clear_pointer (&step->placements, g_array_unref);
  step->placements = wg_board_editor_placements_new ();
  for (guint i = 0; i < layout->n_placements; i++)
    {
      WgPlacement p = layout->placements[i];

      p.tile = g_strdup (p.tile);
      p.face = g_strdup (p.face);
      g_array_append_val (step->placements, p);
    }
  return wg_board_editor_model_push_step (self, step,
                                          g_strdup_printf (_ ("Laid out “%s”"), layout->name),
                                          error);
}

/* ---- The tile file ---- */

static char *
free_board_id (WgTileLibrary *library)
{
  char *id = g_strdup ("board");

  for (int n = 2; wg_tile_library_lookup_board (library, id) != NULL; n++)
    {
      g_free (id);
      id = g_strdup_printf ("board-%d", n);
    }
  return id;
}

gboolean
wg_board_editor_model_load_file (WgBoardEditorModel *self,
                                 GFile              *file,
                                 GError            **error)
{
  g_autofree char *data = NULL;
  g_autoptr (WgTileLibrary) library = NULL;
  g_autofree char *id = NULL;
  gsize            length;

  g_return_val_if_fail (WG_IS_BOARD_EDITOR_MODEL (self), FALSE);
  g_return_val_if_fail (G_IS_FILE (file), FALSE);
  /* At most 4 MiB, from any location (wg_json_read_gfile). */
  if ((data = wg_json_read_gfile (file, &length, error)) == NULL)
    return FALSE;
  library = wg_tile_library_load_from_data (data, length, error);
  if (library == NULL)
    return FALSE;
  if (wg_tile_library_get_n_boards (library) > 0)
    {
      const WgLibraryBoard *entry = wg_tile_library_get_board (library, 0);

      wg_board_editor_model_set_document (self, library, file, entry->id,
                                          wg_board_get_name (entry->board),
                                          wg_board_editor_cells_of_board (entry->board),
                                          wg_board_editor_tiles_of_board (entry->board));
    }
  else
    {
      id = free_board_id (library);
      wg_board_editor_model_set_document (self, library, file, id, _ ("New board"),
                                          wg_board_editor_cells_new (),
                                          wg_board_editor_tiles_new ());
    }
  return TRUE;
}

gboolean
wg_board_editor_model_edit_board (WgBoardEditorModel *self,
                                  const char         *board_id,
                                  GError            **error)
{
  g_autoptr (WgTileLibrary) library = NULL;
  const WgLibraryBoard *entry;

  g_return_val_if_fail (WG_IS_BOARD_EDITOR_MODEL (self), FALSE);
  g_return_val_if_fail (board_id != NULL, FALSE);

  /* Kept while the document is replaced, which drops the stack's. */
  library = wg_tile_library_ref (wg_board_editor_model_get_library (self));
  entry = wg_tile_library_lookup_board (library, board_id);
  if (entry == NULL)
    return wg_board_editor_refuse (error, WG_BOARD_EDITOR_ERROR_UNKNOWN_TILE,
                                   _ ("The tile file has no board “%s”"), board_id);
  wg_board_editor_model_set_document (self, library, wg_board_editor_model_get_file (self),
                                      entry->id, wg_board_get_name (entry->board),
                                      wg_board_editor_cells_of_board (entry->board),
                                      wg_board_editor_tiles_of_board (entry->board));
  return TRUE;
}

/* The file's library with this board in its place (or added). */
static WgTileLibrary *
library_with_board (WgBoardEditorModel *self,
                    WgBoard            *board,
                    GError            **error)
{
  WgTileLibrary             *old = wg_board_editor_model_get_library (self);
  const char                *id = wg_board_editor_model_get_board_id (self);
  guint                      n_tiles = wg_tile_library_get_n_tiles (old);
  guint                      n_layouts = wg_tile_library_get_n_layouts (old);
  guint                      n_boards = wg_tile_library_get_n_boards (old);
  g_autofree WgTile         *tiles = g_new0 (WgTile, MAX (n_tiles, 1));
  g_autofree WgLayout       *layouts = g_new0 (WgLayout, MAX (n_layouts, 1));
  g_autofree WgLibraryBoard *boards = g_new0 (WgLibraryBoard, n_boards + 1);
  g_autoptr (GError) local = NULL;
  gboolean       replaced = FALSE;
  WgTileLibrary *library;

  /* Shallow copies: wg_tile_library_new copies what it keeps. */
  for (guint i = 0; i < n_tiles; i++)
    tiles[i] = *wg_tile_library_get_tile (old, i);
  for (guint i = 0; i < n_layouts; i++)
    layouts[i] = *wg_tile_library_get_layout (old, i);
  for (guint i = 0; i < n_boards; i++)
    {
      boards[i] = *wg_tile_library_get_board (old, i);
      if (g_strcmp0 (boards[i].id, id) == 0)
        {
          boards[i].board = board;
          replaced = TRUE;
        }
    }
  if (!replaced)
    boards[n_boards++] = (WgLibraryBoard) { (char *) id, board };
  library = wg_tile_library_new (tiles, n_tiles, layouts, n_layouts, boards, n_boards, &local);
  if (library == NULL)
    wg_board_editor_refuse (error, WG_BOARD_EDITOR_ERROR_INVALID_BOARD,
                            _ ("The tile file cannot keep this board: %s"), local->message);
  return library;
}

gboolean
wg_board_editor_model_save_file (WgBoardEditorModel *self,
                                 GFile              *file,
                                 GError            **error)
{
  g_autoptr (WgBoard) board = NULL;
  g_autoptr (WgTileLibrary) library = NULL;
  g_autofree char *path = NULL;

  g_return_val_if_fail (WG_IS_BOARD_EDITOR_MODEL (self), FALSE);
  g_return_val_if_fail (G_IS_FILE (file), FALSE);
  path = g_file_get_path (file);
  if (path == NULL)
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_NOT_SUPPORTED,
                   _ ("A tile file is saved to a local folder"));
      return FALSE;
    }
  board = wg_board_editor_model_build_board (self, error);
  if (board == NULL)
    return FALSE;
  library = library_with_board (self, board, error);
  if (library == NULL || !wg_tile_library_save_to_file (library, path, error))
    return FALSE;
  wg_board_editor_model_mark_saved (self, library, file);
  return TRUE;
}
