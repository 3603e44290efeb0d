/* wg-board-editor-model-painting.c — the board editor's edits of the cells: painting, renaming, erasing
 * Copyright 2026 The Warpgate Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>
#include <string.h>

#include "wg-board-editor-model-private.h"

/* ---- Painting ---- */

/* How an edit reaches the cell of its hex: taking it (inserted as space
 * when the hex is empty, refused outside -64…64) or finding it (refused
 * when the hex is not on the board). */
typedef enum
{
  CELL_TAKE,
  CELL_FIND,
} CellAccess;

/* Changes @cell among @cells with @data; sets @description to the step's
 * sentence, or leaves it NULL when nothing changes. FALSE when refused. */
typedef gboolean (*CellEdit) (GArray       *cells,
                              WgCell       *cell,
                              gconstpointer data,
                              char        **description,
                              GError      **error);

static WgCell *
reach_cell (GArray    *cells,
            WgHex      hex,
            CellAccess access,
            GError   **error)
{
  WgCell *cell;

  if (access == CELL_TAKE && !wg_hex_in_bounds (hex))
    {
      wg_refuse (error, WG_BOARD_EDITOR_ERROR, WG_BOARD_EDITOR_ERROR_OUT_OF_BOUNDS,
                 _ ("(%d, %d) lies outside the board's -64…64"), hex.q, hex.r);
      return NULL;
    }
  cell = access == CELL_TAKE ? wg_editor_cells_take (cells, hex) : wg_editor_cells_find (cells, hex);
  if (cell == NULL)
    wg_refuse (error, WG_BOARD_EDITOR_ERROR, WG_BOARD_EDITOR_ERROR_NOT_A_LOCATION,
               _ ("(%d, %d) is not on the board"), hex.q, hex.r);
  return cell;
}

/* One edit of the cell at @hex, as one step (or none when nothing changes). */
static gboolean
edit_cell (WgBoardEditorModel *self,
           WgHex               hex,
           CellAccess          access,
           CellEdit            edit,
           gconstpointer       data,
           GError            **error)
{
  g_autoptr (GArray) cells = wg_board_editor_model_copy_cells (self);
  g_autofree char *description = NULL;
  WgCell          *cell = reach_cell (cells, hex, access, error);

  if (cell == NULL || !edit (cells, cell, data, &description, error))
    return FALSE;
  if (description == NULL)
    return TRUE;
  return wg_board_editor_model_commit (self, g_steal_pointer (&cells),
                                       g_steal_pointer (&description), error);
}

static gboolean
make_space (GArray       *cells,
            WgCell       *cell,
            gconstpointer data,
            char        **description,
            GError      **error)
{
  g_clear_pointer (&cell->id, g_free);
  g_clear_pointer (&cell->color, g_free);
  cell->kind = WG_HEX_SPACE;
  cell->type = WG_PLANET_DESERT;
  cell->trade = FALSE;
  *description = g_strdup_printf (_ ("Painted space at (%d, %d)"), cell->hex.q, cell->hex.r);
  return TRUE;
}

gboolean
wg_board_editor_model_paint_space (WgBoardEditorModel *self,
                                   WgHex               hex,
                                   GError            **error)
{
  g_return_val_if_fail (WG_IS_BOARD_EDITOR_MODEL (self), FALSE);
  return edit_cell (self, hex, CELL_TAKE, make_space, NULL, error);
}

static gboolean
make_planet (GArray       *cells,
             WgCell       *cell,
             gconstpointer data,
             char        **description,
             GError      **error)
{
  WgPlanetType type = *(const WgPlanetType *) data;

  if (cell->kind == WG_HEX_PLANET && cell->type == type)
    return TRUE;
  if (wg_editor_cell_is_generated_id (cell))
    {
      g_clear_pointer (&cell->id, g_free);
      cell->id = wg_editor_cells_planet_id (cells, type);
    }
  if (cell->kind != WG_HEX_PLANET)
    cell->trade = FALSE;
  g_clear_pointer (&cell->color, g_free);
  cell->kind = WG_HEX_PLANET;
  cell->type = type;
  *description = g_strdup_printf (_ ("Painted a %s planet at (%d, %d)"),
                                  wg_planet_type_display_name (type), cell->hex.q, cell->hex.r);
  return TRUE;
}

gboolean
wg_board_editor_model_paint_planet (WgBoardEditorModel *self,
                                    WgHex               hex,
                                    WgPlanetType        type,
                                    GError            **error)
{
  g_return_val_if_fail (WG_IS_BOARD_EDITOR_MODEL (self), FALSE);
  g_return_val_if_fail ((guint) type < WG_N_PLANET_TYPES, FALSE);
  return edit_cell (self, hex, CELL_TAKE, make_planet, &type, error);
}

static gboolean
make_warpgate (GArray       *cells,
               WgCell       *cell,
               gconstpointer data,
               char        **description,
               GError      **error)
{
  const char   *color = data;
  const WgCell *other = wg_editor_cells_with_warpgate (cells, color);

  if (other != NULL && other != cell)
    return wg_refuse (error, WG_BOARD_EDITOR_ERROR, WG_BOARD_EDITOR_ERROR_WARPGATE_TWICE,
                      _ ("The board already has a %s warpgate, at (%d, %d): two warpgates of %s "
                         "cannot be"),
                      color, other->hex.q, other->hex.r, color);
  if (other != NULL)
    return TRUE;
  if (wg_editor_cell_is_generated_id (cell))
    {
      g_clear_pointer (&cell->id, g_free);
      cell->id = wg_editor_cells_warpgate_id (cells, color);
    }
  g_free (cell->color);
  cell->color = g_strdup (color);
  /* Warpgates belong to no sector (R-CTRL-1). */
  g_clear_pointer (&cell->sector, g_free);
  cell->kind = WG_HEX_WARPGATE;
  cell->type = WG_PLANET_DESERT;
  cell->trade = FALSE;
  *description = g_strdup_printf (_ ("Painted the %s warpgate at (%d, %d)"), color, cell->hex.q,
                                  cell->hex.r);
  return TRUE;
}

gboolean
wg_board_editor_model_paint_warpgate (WgBoardEditorModel *self,
                                      WgHex               hex,
                                      const char         *color,
                                      GError            **error)
{
  g_return_val_if_fail (WG_IS_BOARD_EDITOR_MODEL (self), FALSE);
  g_return_val_if_fail (wg_is_valid_color (color), FALSE);
  return edit_cell (self, hex, CELL_TAKE, make_warpgate, color, error);
}

static gboolean
flip_trade (GArray       *cells,
            WgCell       *cell,
            gconstpointer data,
            char        **description,
            GError      **error)
{
  if (cell->kind != WG_HEX_PLANET)
    return wg_refuse (error, WG_BOARD_EDITOR_ERROR, WG_BOARD_EDITOR_ERROR_NOT_A_LOCATION,
                      _ ("Only planets have a trade icon, and (%d, %d) is not one"), cell->hex.q,
                      cell->hex.r);
  cell->trade = !cell->trade;
  *description = g_strdup_printf (
    cell->trade ? _ ("Put a trade icon on %s") : _ ("Took the trade icon off %s"), cell->id);
  return TRUE;
}

gboolean
wg_board_editor_model_toggle_trade (WgBoardEditorModel *self,
                                    WgHex               hex,
                                    GError            **error)
{
  g_return_val_if_fail (WG_IS_BOARD_EDITOR_MODEL (self), FALSE);
  return edit_cell (self, hex, CELL_FIND, flip_trade, NULL, error);
}

static gboolean
set_sector (GArray       *cells,
            WgCell       *cell,
            gconstpointer data,
            char        **description,
            GError      **error)
{
  const char *sector = data;

  if (cell->kind == WG_HEX_WARPGATE)
    return wg_refuse (error, WG_BOARD_EDITOR_ERROR, WG_BOARD_EDITOR_ERROR_INVALID_SECTOR,
                      _ ("Warpgates belong to no sector (R-CTRL-1)"));
  g_free (cell->sector);
  cell->sector = g_strdup (sector);
  *description =
    sector != NULL
      ? g_strdup_printf (_ ("Put (%d, %d) in sector %s"), cell->hex.q, cell->hex.r, sector)
      : g_strdup_printf (_ ("Took (%d, %d) out of its sector"), cell->hex.q, cell->hex.r);
  return TRUE;
}

gboolean
wg_board_editor_model_paint_sector (WgBoardEditorModel *self,
                                    WgHex               hex,
                                    const char         *sector,
                                    GError            **error)
{
  g_return_val_if_fail (WG_IS_BOARD_EDITOR_MODEL (self), FALSE);
  if (sector != NULL && *sector == '\0')
    sector = NULL;
  if (sector != NULL && !wg_is_valid_id (sector))
    return wg_refuse (error, WG_BOARD_EDITOR_ERROR, WG_BOARD_EDITOR_ERROR_INVALID_SECTOR,
                      _ ("“%s” is not a sector name: 1–32 letters, digits, - or _"), sector);
  /* Taking no sector off an empty hex paints nothing there. */
  if (sector == NULL && wg_hex_in_bounds (hex) && wg_board_editor_model_lookup (self, hex) == NULL)
    return TRUE;
  return edit_cell (self, hex, CELL_TAKE, set_sector, sector, error);
}

static gboolean
set_id (GArray       *cells,
        WgCell       *cell,
        gconstpointer data,
        char        **description,
        GError      **error)
{
  const char   *id = data;
  const WgCell *other;

  if (cell->kind == WG_HEX_SPACE)
    return wg_refuse (
      error, WG_BOARD_EDITOR_ERROR, WG_BOARD_EDITOR_ERROR_NOT_A_LOCATION,
      _ ("Only planets and warpgates have a name, and (%d, %d) is space"), cell->hex.q, cell->hex.r);
  if (id == NULL || *id == '\0')
    return wg_refuse (error, WG_BOARD_EDITOR_ERROR, WG_BOARD_EDITOR_ERROR_INVALID_ID,
                      _ ("A location needs a name: 1–32 letters, digits, - or _"));
  if (!wg_is_valid_id (id))
    return wg_refuse (
      error, WG_BOARD_EDITOR_ERROR, WG_BOARD_EDITOR_ERROR_INVALID_ID,
      _ ("“%s” cannot be a location's name: use 1–32 letters, digits, - or _"), id);
  other = wg_editor_cells_with_id (cells, id);
  if (other == cell)
    return TRUE;
  if (other != NULL)
    return wg_refuse (error, WG_BOARD_EDITOR_ERROR, WG_BOARD_EDITOR_ERROR_DUPLICATE_ID,
                      _ ("“%s” is already the name of the location at (%d, %d)"), id,
                      other->hex.q, other->hex.r);
  *description = g_strdup_printf (_ ("Renamed %s to %s"), cell->id, id);
  g_free (cell->id);
  cell->id = g_strdup (id);
  return TRUE;
}

gboolean
wg_board_editor_model_rename (WgBoardEditorModel *self,
                              WgHex               hex,
                              const char         *id,
                              GError            **error)
{
  g_return_val_if_fail (WG_IS_BOARD_EDITOR_MODEL (self), FALSE);
  return edit_cell (self, hex, CELL_FIND, set_id, id, error);
}

gboolean
wg_board_editor_model_erase (WgBoardEditorModel *self,
                             WgHex               hex,
                             GError            **error)
{
  g_autoptr (GArray) cells = NULL;
  int i;

  g_return_val_if_fail (WG_IS_BOARD_EDITOR_MODEL (self), FALSE);
  i = wg_editor_cells_search (wg_board_editor_model_current_cells (self), hex);
  if (i < 0)
    return TRUE;
  cells = wg_board_editor_model_copy_cells (self);
  g_array_remove_index (cells, (guint) i);
  return wg_board_editor_model_commit (
    self, g_steal_pointer (&cells), g_strdup_printf (_ ("Erased (%d, %d)"), hex.q, hex.r), error);
}

void
wg_board_editor_model_clear (WgBoardEditorModel *self)
{
  WgEditorSnapshot *step;

  g_return_if_fail (WG_IS_BOARD_EDITOR_MODEL (self));
  step = wg_board_editor_model_copy_step (self);
  g_array_set_size (step->cells, 0);
  /* An empty board is where a layout starts. */
  g_clear_pointer (&step->placements, g_array_unref);
  step->placements = wg_editor_placements_new ();
  wg_board_editor_model_push_step (self, step, g_strdup (_ ("Erased the whole board")), NULL);
}

gboolean
wg_board_editor_model_apply (WgBoardEditorModel *self,
                             WgHex               hex,
                             GError            **error)
{
  g_return_val_if_fail (WG_IS_BOARD_EDITOR_MODEL (self), FALSE);
  switch (self->tool)
    {
    case WG_BOARD_EDITOR_TOOL_SPACE:
      return wg_board_editor_model_paint_space (self, hex, error);
    case WG_BOARD_EDITOR_TOOL_PLANET:
      return wg_board_editor_model_paint_planet (self, hex, self->planet_type, error);
    case WG_BOARD_EDITOR_TOOL_WARPGATE:
      return wg_board_editor_model_paint_warpgate (self, hex, self->color, error);
    case WG_BOARD_EDITOR_TOOL_TRADE:
      return wg_board_editor_model_toggle_trade (self, hex, error);
    case WG_BOARD_EDITOR_TOOL_SECTOR:
      return wg_board_editor_model_paint_sector (self, hex, self->sector, error);
    case WG_BOARD_EDITOR_TOOL_ERASE:
      return wg_board_editor_model_erase (self, hex, error);
    case WG_BOARD_EDITOR_TOOL_TILE:
      if (self->tile == NULL)
        return wg_refuse (
          error, WG_BOARD_EDITOR_ERROR, WG_BOARD_EDITOR_ERROR_UNKNOWN_TILE,
          _ ("Choose a tile to place: open a tile file that has tiles"));
      return wg_board_editor_model_place_tile (self, self->tile, self->face, hex,
                                               self->rotation, error);
    case WG_BOARD_EDITOR_TOOL_SELECT:
      return wg_board_editor_model_toggle_selected (self, hex, error);
    case WG_BOARD_EDITOR_TOOL_RENAME:
    default:
      return TRUE;
    }
}

gboolean
wg_board_editor_model_tool_drags (WgBoardEditorModel *self)
{
  g_return_val_if_fail (WG_IS_BOARD_EDITOR_MODEL (self), FALSE);
  return self->tool == WG_BOARD_EDITOR_TOOL_SPACE || self->tool == WG_BOARD_EDITOR_TOOL_PLANET
         || self->tool == WG_BOARD_EDITOR_TOOL_SECTOR || self->tool == WG_BOARD_EDITOR_TOOL_ERASE;
}
