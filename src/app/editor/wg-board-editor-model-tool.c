/* wg-board-editor-model-tool.c — the board editor's tool: what a click paints, and the selection
 * Copyright 2026 The Warpgate Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>
#include <string.h>

#include "wg-board-editor-model-private.h"

/* ---- The tool ---- */

WgBoardEditorTool
wg_board_editor_model_get_tool (WgBoardEditorModel *self)
{
  g_return_val_if_fail (WG_IS_BOARD_EDITOR_MODEL (self), WG_BOARD_EDITOR_TOOL_SPACE);
  return self->tool;
}

void
wg_board_editor_model_set_tool (WgBoardEditorModel *self,
                                WgBoardEditorTool   tool)
{
  g_return_if_fail (WG_IS_BOARD_EDITOR_MODEL (self));
  g_return_if_fail (tool <= WG_BOARD_EDITOR_TOOL_SELECT);
  if (self->tool == tool)
    return;
  self->tool = tool;
  wg_board_editor_model_emit_changed (self);
}

static const char *const tool_names[] = {
  "space",
  NULL,
  "warpgate",
  "trade",
  "sector",
  "rename",
  "erase",
  "tile",
  "select",
};

const char *
wg_board_editor_model_get_tool_name (WgBoardEditorModel *self)
{
  g_return_val_if_fail (WG_IS_BOARD_EDITOR_MODEL (self), NULL);
  if (self->tool == WG_BOARD_EDITOR_TOOL_PLANET)
    return wg_planet_type_to_string (self->planet_type);
  return tool_names[self->tool];
}

gboolean
wg_board_editor_model_set_tool_name (WgBoardEditorModel *self,
                                     const char         *name)
{
  WgPlanetType type;

  g_return_val_if_fail (WG_IS_BOARD_EDITOR_MODEL (self), FALSE);
  if (name != NULL && wg_planet_type_from_string (name, &type))
    {
      wg_board_editor_model_set_planet_type (self, type);
      wg_board_editor_model_set_tool (self, WG_BOARD_EDITOR_TOOL_PLANET);
      return TRUE;
    }
  for (guint i = 0; name != NULL && i < G_N_ELEMENTS (tool_names); i++)
    if (g_strcmp0 (tool_names[i], name) == 0)
      {
        wg_board_editor_model_set_tool (self, (WgBoardEditorTool) i);
        return TRUE;
      }
  return FALSE;
}

WgPlanetType
wg_board_editor_model_get_planet_type (WgBoardEditorModel *self)
{
  g_return_val_if_fail (WG_IS_BOARD_EDITOR_MODEL (self), WG_PLANET_DESERT);
  return self->planet_type;
}

void
wg_board_editor_model_set_planet_type (WgBoardEditorModel *self,
                                       WgPlanetType        type)
{
  g_return_if_fail (WG_IS_BOARD_EDITOR_MODEL (self));
  g_return_if_fail ((guint) type < WG_N_PLANET_TYPES);
  if (self->planet_type == type)
    return;
  self->planet_type = type;
  wg_board_editor_model_emit_changed (self);
}

const char *
wg_board_editor_model_get_color (WgBoardEditorModel *self)
{
  g_return_val_if_fail (WG_IS_BOARD_EDITOR_MODEL (self), NULL);
  return self->color;
}

gboolean
wg_board_editor_model_set_color (WgBoardEditorModel *self,
                                 const char         *color)
{
  g_return_val_if_fail (WG_IS_BOARD_EDITOR_MODEL (self), FALSE);
  if (!wg_is_valid_color (color))
    return FALSE;
  if (g_strcmp0 (self->color, color) != 0)
    {
      g_free (self->color);
      self->color = g_strdup (color);
      wg_board_editor_model_emit_changed (self);
    }
  return TRUE;
}

gboolean
wg_board_editor_model_set_sector (WgBoardEditorModel *self,
                                  const char         *sector)
{
  g_return_val_if_fail (WG_IS_BOARD_EDITOR_MODEL (self), FALSE);
  if (sector != NULL && *sector == '\0')
    sector = NULL;
  if (sector != NULL && !wg_is_valid_id (sector))
    return FALSE;
  if (g_strcmp0 (self->sector, sector) != 0)
    {
      g_free (self->sector);
      self->sector = g_strdup (sector);
      wg_board_editor_model_emit_changed (self);
    }
  return TRUE;
}

void
wg_board_editor_model_set_tile (WgBoardEditorModel *self,
                                const char         *tile,
                                const char         *face)
{
  const WgTile *t;

  g_return_if_fail (WG_IS_BOARD_EDITOR_MODEL (self));
  t = tile != NULL
        ? wg_tile_library_lookup_tile (wg_board_editor_model_current (self)->library, tile)
        : NULL;
  g_clear_pointer (&self->tile, g_free);
  g_clear_pointer (&self->face, g_free);
  if (t != NULL)
    {
      const WgTileFace *f = face != NULL ? wg_tile_find_face (t, face) : NULL;

      self->tile = g_strdup (t->id);
      self->face = g_strdup (f != NULL ? f->name : t->faces[0].name);
    }
  wg_board_editor_model_emit_changed (self);
}

const char *
wg_board_editor_model_get_tile (WgBoardEditorModel *self)
{
  g_return_val_if_fail (WG_IS_BOARD_EDITOR_MODEL (self), NULL);
  return self->tile;
}

const char *
wg_board_editor_model_get_face (WgBoardEditorModel *self)
{
  g_return_val_if_fail (WG_IS_BOARD_EDITOR_MODEL (self), NULL);
  return self->face;
}

void
wg_board_editor_model_set_rotation (WgBoardEditorModel *self,
                                    int                 rotation)
{
  g_return_if_fail (WG_IS_BOARD_EDITOR_MODEL (self));
  rotation = ((rotation % 6) + 6) % 6;
  if (self->rotation == rotation)
    return;
  self->rotation = rotation;
  wg_board_editor_model_emit_changed (self);
}

int
wg_board_editor_model_get_rotation (WgBoardEditorModel *self)
{
  g_return_val_if_fail (WG_IS_BOARD_EDITOR_MODEL (self), 0);
  return self->rotation;
}

/* ---- The selection ---- */

static int
selection_search (GArray *selection,
                  WgHex   hex)
{
  for (guint i = 0; i < selection->len; i++)
    if (wg_hex_equal (g_array_index (selection, WgHex, i), hex))
      return (int) i;
  return -1;
}

gboolean
wg_board_editor_model_toggle_selected (WgBoardEditorModel *self,
                                       WgHex               hex,
                                       GError            **error)
{
  int i;

  g_return_val_if_fail (WG_IS_BOARD_EDITOR_MODEL (self), FALSE);
  i = selection_search (self->selection, hex);
  if (i >= 0)
    g_array_remove_index (self->selection, (guint) i);
  else if (wg_editor_cells_find (wg_board_editor_model_current_cells (self), hex) == NULL)
    return wg_refuse (
      error, WG_BOARD_EDITOR_ERROR, WG_BOARD_EDITOR_ERROR_NOT_A_LOCATION,
      _ ("(%d, %d) is not on the board: a tile is made of the board's hexes"), hex.q, hex.r);
  else
    g_array_append_val (self->selection, hex);
  wg_board_editor_model_emit_changed (self);
  return TRUE;
}

gboolean
wg_board_editor_model_is_selected (WgBoardEditorModel *self,
                                   WgHex               hex)
{
  g_return_val_if_fail (WG_IS_BOARD_EDITOR_MODEL (self), FALSE);
  return selection_search (self->selection, hex) >= 0
         && wg_editor_cells_find (wg_board_editor_model_current_cells (self), hex) != NULL;
}

void
wg_board_editor_model_clear_selection (WgBoardEditorModel *self)
{
  g_return_if_fail (WG_IS_BOARD_EDITOR_MODEL (self));
  if (self->selection->len == 0)
    return;
  g_array_set_size (self->selection, 0);
  wg_board_editor_model_emit_changed (self);
}

GArray *
wg_board_editor_model_get_tile_source (WgBoardEditorModel *self)
{
  GArray *cells, *hexes;

  g_return_val_if_fail (WG_IS_BOARD_EDITOR_MODEL (self), NULL);
  cells = wg_board_editor_model_current_cells (self);
  hexes = g_array_new (FALSE, FALSE, sizeof (WgHex));
  for (guint i = 0; i < cells->len; i++)
    if (selection_search (self->selection, g_array_index (cells, WgCell, i).hex) >= 0)
      g_array_append_val (hexes, g_array_index (cells, WgCell, i).hex);
  if (hexes->len > 0)
    return hexes;
  /* Nothing selected (or only hexes erased since): the whole board. */
  for (guint i = 0; i < cells->len; i++)
    g_array_append_val (hexes, g_array_index (cells, WgCell, i).hex);
  return hexes;
}

guint
wg_board_editor_model_get_n_selected (WgBoardEditorModel *self)
{
  guint n = 0;

  g_return_val_if_fail (WG_IS_BOARD_EDITOR_MODEL (self), 0);
  for (guint i = 0; i < self->selection->len; i++)
    n += wg_editor_cells_find (wg_board_editor_model_current_cells (self),
                               g_array_index (self->selection, WgHex, i))
         != NULL;
  return n;
}
