/* wg-board-editor-model-board.c — the board editor's board: its cells, problem, name and description
 * Copyright 2026 The Warpgate Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>
#include <string.h>

#include "wg-board-editor-model-private.h"

/* ---- Reading the cells ---- */

guint
wg_board_editor_model_get_n_cells (WgBoardEditorModel *self)
{
  g_return_val_if_fail (WG_IS_BOARD_EDITOR_MODEL (self), 0);
  return wg_board_editor_model_current_cells (self)->len;
}

const WgCell *
wg_board_editor_model_get_cell (WgBoardEditorModel *self,
                                guint               index)
{
  g_return_val_if_fail (WG_IS_BOARD_EDITOR_MODEL (self), NULL);
  g_return_val_if_fail (index < wg_board_editor_model_current_cells (self)->len, NULL);
  return &g_array_index (wg_board_editor_model_current_cells (self), WgCell, index);
}

const WgCell *
wg_board_editor_model_lookup (WgBoardEditorModel *self,
                              WgHex               hex)
{
  g_return_val_if_fail (WG_IS_BOARD_EDITOR_MODEL (self), NULL);
  return wg_editor_cells_find (wg_board_editor_model_current_cells (self), hex);
}

const char *
wg_board_editor_model_get_problem (WgBoardEditorModel *self)
{
  g_return_val_if_fail (WG_IS_BOARD_EDITOR_MODEL (self), NULL);
  return self->problem;
}

char *
wg_board_editor_model_describe (WgBoardEditorModel *self)
{
  g_autoptr (GHashTable) sectors = g_hash_table_new (g_str_hash, g_str_equal);
  GArray          *cells;
  guint            planets = 0, gates = 0, n;
  g_autofree char *hexes = NULL;
  g_autofree char *planet_text = NULL;
  g_autofree char *gate_text = NULL;
  g_autofree char *sector_text = NULL;

  g_return_val_if_fail (WG_IS_BOARD_EDITOR_MODEL (self), NULL);
  cells = wg_board_editor_model_current_cells (self);
  for (guint i = 0; i < cells->len; i++)
    {
      const WgCell *c = &g_array_index (cells, WgCell, i);

      planets += c->kind == WG_HEX_PLANET;
      gates += c->kind == WG_HEX_WARPGATE;
      if (c->sector != NULL)
        g_hash_table_add (sectors, c->sector);
    }
  n = g_hash_table_size (sectors);
  hexes = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u hex", "%u hexes", cells->len),
                           cells->len);
  planet_text = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u planet", "%u planets",
                                              planets),
                                 planets);
  gate_text = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u warpgate", "%u warpgates",
                                            gates),
                               gates);
  sector_text = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u sector", "%u sectors", n), n);
  /* TRANSLATORS: "12 hexes: 5 planets, 2 warpgates, 3 sectors" */
  return g_strdup_printf (_ ("%s: %s, %s, %s"), hexes, planet_text, gate_text, sector_text);
}

WgBoard *
wg_board_editor_model_build_board (WgBoardEditorModel *self,
                                   GError            **error)
{
  GArray *cells, *tiles;

  g_return_val_if_fail (WG_IS_BOARD_EDITOR_MODEL (self), NULL);
  if (self->problem != NULL)
    {
      wg_refuse (error, WG_BOARD_EDITOR_ERROR, WG_BOARD_EDITOR_ERROR_INVALID_BOARD, "%s", self->problem);
      return NULL;
    }
  cells = wg_board_editor_model_current_cells (self);
  tiles = wg_board_editor_model_current (self)->tiles;
  return wg_board_new_with_tiles (self->name, (const WgCell *) (gpointer) cells->data, cells->len,
                                  (const WgBoardTile *) (gpointer) tiles->data, tiles->len, error);
}

const char *
wg_board_editor_model_get_name (WgBoardEditorModel *self)
{
  g_return_val_if_fail (WG_IS_BOARD_EDITOR_MODEL (self), NULL);
  return self->name;
}

gboolean
wg_board_editor_model_set_name (WgBoardEditorModel *self,
                                const char         *name,
                                GError            **error)
{
  g_return_val_if_fail (WG_IS_BOARD_EDITOR_MODEL (self), FALSE);
  if (name == NULL || *name == '\0' || !g_utf8_validate (name, -1, NULL)
      || g_utf8_strlen (name, -1) > WG_TILE_MAX_NAME_CHARS)
    return wg_refuse (error, WG_BOARD_EDITOR_ERROR, WG_BOARD_EDITOR_ERROR_INVALID_ID,
                      _ ("A board's name has 1–%d characters"),
                      WG_TILE_MAX_NAME_CHARS);
  if (g_strcmp0 (self->name, name) == 0)
    return TRUE;
  g_free (self->name);
  self->name = g_strdup (name);
  /* Not a step of the history, but a change to save. */
  wg_editor_history_forget_saved (self->history);
  wg_board_editor_model_emit_changed (self);
  return TRUE;
}

const char *
wg_board_editor_model_get_board_id (WgBoardEditorModel *self)
{
  g_return_val_if_fail (WG_IS_BOARD_EDITOR_MODEL (self), NULL);
  return self->board_id;
}

guint
wg_board_editor_model_count_warpgates (WgBoardEditorModel *self)
{
  guint n = 0;

  g_return_val_if_fail (WG_IS_BOARD_EDITOR_MODEL (self), 0);
  for (guint i = 0; i < wg_board_editor_model_get_n_cells (self); i++)
    n += wg_board_editor_model_get_cell (self, i)->kind == WG_HEX_WARPGATE;
  return n;
}
