/* wg-board-editor-model-board-tiles.c — the board editor's rotation groups: which tile each hex of the board is on
 * Copyright 2026 The Warpgate Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>
#include <string.h>

#include "wg-board-editor-model-private.h"

guint
wg_board_editor_model_get_n_board_tiles (WgBoardEditorModel *self)
{
  g_return_val_if_fail (WG_IS_BOARD_EDITOR_MODEL (self), 0);
  return wg_board_editor_model_current (self)->tiles->len;
}

const WgBoardTile *
wg_board_editor_model_get_board_tile (WgBoardEditorModel *self,
                                      guint               index)
{
  GArray *tiles;

  g_return_val_if_fail (WG_IS_BOARD_EDITOR_MODEL (self), NULL);
  tiles = wg_board_editor_model_current (self)->tiles;
  g_return_val_if_fail (index < tiles->len, NULL);
  return &g_array_index (tiles, WgBoardTile, index);
}

int
wg_board_editor_model_find_board_tile (WgBoardEditorModel *self,
                                       WgHex               hex)
{
  GArray *tiles;

  g_return_val_if_fail (WG_IS_BOARD_EDITOR_MODEL (self), -1);
  tiles = wg_board_editor_model_current (self)->tiles;
  for (guint i = 0; i < tiles->len; i++)
    {
      const WgBoardTile *t = &g_array_index (tiles, WgBoardTile, i);

      for (guint k = 0; k < t->n_cells; k++)
        if (wg_hex_equal (t->cells[k], hex))
          return (int) i;
    }
  return -1;
}

/* "Tile 1", "Tile 2"…: the first name no tile of the board has. */
static char *
free_tile_name (const GArray *tiles)
{
  for (guint n = 1;; n++)
    {
      /* TRANSLATORS: the name of a tile grouped by hand in the board editor */
      g_autofree char *name = g_strdup_printf (_ ("Tile %u"), n);
      gboolean         taken = FALSE;

      for (guint i = 0; i < tiles->len && !taken; i++)
        taken = g_strcmp0 (g_array_index (tiles, WgBoardTile, i).name, name) == 0;
      if (!taken)
        return g_steal_pointer (&name);
    }
}

/* The new tile's sentence: whether a rotate token can turn it. */
static char *
describe_group (const WgBoardTile *tile)
{
  if (tile->shape == WG_TILE_SHAPE_HEX)
    return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                         "Grouped %u hex into “%s” about (%d, %d): it can be "
                                         "rotated",
                                         "Grouped %u hexes into “%s” about (%d, %d): it can be "
                                         "rotated",
                                         tile->n_cells),
                            tile->n_cells, tile->name, tile->center.q, tile->center.r);
  return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                       "Grouped %u hex into “%s” about (%d, %d): not a hexagon "
                                       "about it, it cannot be rotated (R-EXP-8)",
                                       "Grouped %u hexes into “%s” about (%d, %d): not a "
                                       "hexagon about it, it cannot be rotated (R-EXP-8)",
                                       tile->n_cells),
                          tile->n_cells, tile->name, tile->center.q, tile->center.r);
}

/* The tile the selection makes, named after @tiles (the board's). */
static WgBoardTile
selection_tile (WgBoardEditorModel *self,
                const GArray       *tiles)
{
  g_autoptr (GArray) hexes = wg_board_editor_model_get_tile_source (self);
  WgBoardTile tile = { NULL, WG_TILE_SHAPE_HEX, { 0, 0 }, NULL, 0 };

  wg_board_editor_model_suggest_centre (self, &tile.center);
  tile.name = free_tile_name (tiles);
  wg_editor_board_tile_fill (&tile, hexes);
  /* A hexagon about its centre turns onto itself (R-EXP-8); nothing else
   * does, so the shape says whether a rotate token can turn it. */
  tile.shape = wg_board_tile_turns_onto_itself (&tile, 1) ? WG_TILE_SHAPE_HEX
                                                          : WG_TILE_SHAPE_OTHER;
  return tile;
}

/* The step that groups the selection into a new tile, or NULL with why
 * not; @description gets the step's sentence. */
static WgEditorSnapshot *
group_step (WgBoardEditorModel *self,
            char              **description,
            GError            **error)
{
  g_autoptr (WgEditorSnapshot) step = NULL;
  g_autoptr (WgBoard) board = NULL;
  g_autoptr (GError) local = NULL;
  WgBoardTile tile;

  if (wg_board_editor_model_get_n_selected (self) == 0)
    {
      wg_refuse (error, WG_BOARD_EDITOR_ERROR, WG_BOARD_EDITOR_ERROR_INVALID_TILE,
                 _ ("Select the hexes of the tile first (the Select tool)"));
      return NULL;
    }
  step = wg_board_editor_model_copy_step (self);
  tile = selection_tile (self, step->tiles);
  g_array_append_val (step->tiles, tile);
  /* The tiles are checked as a game file's are: a hex on two tiles is
   * refused there. */
  board = wg_board_new_with_tiles (wg_board_editor_model_get_name (self),
                                   (const WgCell *) (gpointer) step->cells->data, step->cells->len,
                                   (const WgBoardTile *) (gpointer) step->tiles->data,
                                   step->tiles->len, &local);
  if (board == NULL)
    {
      wg_refuse (error, WG_BOARD_EDITOR_ERROR, WG_BOARD_EDITOR_ERROR_INVALID_TILE,
                 _ ("These hexes cannot be a tile: %s"), local->message);
      return NULL;
    }
  if (description != NULL)
    *description = describe_group (&tile);
  return g_steal_pointer (&step);
}

gboolean
wg_board_editor_model_check_group (WgBoardEditorModel *self,
                                   GError            **error)
{
  g_autoptr (WgEditorSnapshot) step = NULL;

  g_return_val_if_fail (WG_IS_BOARD_EDITOR_MODEL (self), FALSE);
  step = group_step (self, NULL, error);
  return step != NULL;
}

gboolean
wg_board_editor_model_group_tile (WgBoardEditorModel *self,
                                  GError            **error)
{
  WgEditorSnapshot *step;
  char             *description = NULL;

  g_return_val_if_fail (WG_IS_BOARD_EDITOR_MODEL (self), FALSE);
  step = group_step (self, &description, error);
  if (step == NULL)
    return FALSE;
  if (!wg_board_editor_model_push_step (self, step, description, error))
    return FALSE;
  wg_board_editor_model_clear_selection (self);
  return TRUE;
}

gboolean
wg_board_editor_model_ungroup_tiles (WgBoardEditorModel *self,
                                     GError            **error)
{
  g_autoptr (WgEditorSnapshot) step = NULL;
  g_autoptr (GString) names = g_string_new (NULL);
  guint n = 0;

  g_return_val_if_fail (WG_IS_BOARD_EDITOR_MODEL (self), FALSE);
  step = wg_board_editor_model_copy_step (self);
  for (guint i = step->tiles->len; i-- > 0;)
    {
      const WgBoardTile *t = &g_array_index (step->tiles, WgBoardTile, i);
      gboolean           selected = FALSE;

      for (guint k = 0; k < t->n_cells && !selected; k++)
        selected = wg_board_editor_model_is_selected (self, t->cells[k]);
      if (!selected)
        continue;
      /* Listed in the board's order. */
      g_string_prepend (names, n > 0 ? "”, “" : "");
      g_string_prepend (names, t->name);
      n++;
      g_array_remove_index (step->tiles, i);
    }
  if (n == 0)
    return wg_refuse (error, WG_BOARD_EDITOR_ERROR, WG_BOARD_EDITOR_ERROR_INVALID_TILE,
                      _ ("No selected hex is on a tile: select a hex of the tile "
                         "to ungroup"));
  if (!wg_board_editor_model_push_step (self, g_steal_pointer (&step),
                                        g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                                                      "Ungrouped tile “%s”",
                                                                      "Ungrouped tiles “%s”", n),
                                                         names->str),
                                        error))
    return FALSE;
  wg_board_editor_model_clear_selection (self);
  return TRUE;
}
