/* wg-board-editor-model-cells.c — the board editor's cells: the array, ids, reading them, the name
 * Copyright 2026 The Warpgate Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "wg-board-editor-model-private.h"

/* ---- Cells ---- */

static void
cell_clear (WgCell *cell)
{
  g_clear_pointer (&cell->id, g_free);
  g_clear_pointer (&cell->sector, g_free);
  g_clear_pointer (&cell->color, g_free);
}

GArray *
wg_board_editor_cells_new (void)
{
  GArray *cells = g_array_new (FALSE, TRUE, sizeof (WgCell));

  g_array_set_clear_func (cells, (GDestroyNotify) cell_clear);
  return cells;
}

static void
cell_copy (WgCell       *dst,
           const WgCell *src)
{
  *dst = *src;
  dst->id = g_strdup (src->id);
  dst->sector = g_strdup (src->sector);
  dst->color = g_strdup (src->color);
}

GArray *
wg_board_editor_cells_copy (const GArray *src)
{
  GArray *cells = wg_board_editor_cells_new ();

  g_array_set_size (cells, src->len);
  for (guint i = 0; i < src->len; i++)
    cell_copy (&g_array_index (cells, WgCell, i), &g_array_index (src, WgCell, i));
  return cells;
}

static int
compare_hexes (WgHex a,
               WgHex b)
{
  if (a.r != b.r)
    return a.r < b.r ? -1 : 1;
  return a.q < b.q ? -1 : a.q > b.q;
}

/* The index of @hex, or where it would be inserted as -(index + 1). */
int
wg_board_editor_cells_search (const GArray *cells,
                              WgHex         hex)
{
  int lo = 0, hi = (int) cells->len;

  while (lo < hi)
    {
      int mid = (lo + hi) / 2;
      int c = compare_hexes (g_array_index (cells, WgCell, mid).hex, hex);

      if (c == 0)
        return mid;
      if (c < 0)
        lo = mid + 1;
      else
        hi = mid;
    }
  return -(lo + 1);
}

WgCell *
wg_board_editor_cells_find (GArray *cells,
                            WgHex   hex)
{
  int i = wg_board_editor_cells_search (cells, hex);

  return i >= 0 ? &g_array_index (cells, WgCell, i) : NULL;
}

/* The cell at @hex, a new space hex when there was none. */
WgCell *
wg_board_editor_cells_take (GArray *cells,
                            WgHex   hex)
{
  int    i = wg_board_editor_cells_search (cells, hex);
  WgCell cell = { 0 };

  if (i >= 0)
    return &g_array_index (cells, WgCell, i);
  cell.hex = hex;
  cell.kind = WG_HEX_SPACE;
  g_array_insert_val (cells, (guint) (-i - 1), cell);
  return &g_array_index (cells, WgCell, -i - 1);
}

gboolean
wg_board_editor_cells_equal (const GArray *a,
                             const GArray *b)
{
  if (a->len != b->len)
    return FALSE;
  for (guint i = 0; i < a->len; i++)
    {
      const WgCell *x = &g_array_index (a, WgCell, i), *y = &g_array_index (b, WgCell, i);

      if (!wg_hex_equal (x->hex, y->hex) || x->kind != y->kind || x->type != y->type
          || x->trade != y->trade || g_strcmp0 (x->id, y->id) != 0
          || g_strcmp0 (x->sector, y->sector) != 0 || g_strcmp0 (x->color, y->color) != 0)
        return FALSE;
    }
  return TRUE;
}

const WgCell *
wg_board_editor_cells_with_id (const GArray *cells,
                               const char   *id)
{
  for (guint i = 0; i < cells->len; i++)
    if (g_strcmp0 (g_array_index (cells, WgCell, i).id, id) == 0)
      return &g_array_index (cells, WgCell, i);
  return NULL;
}

const WgCell *
wg_board_editor_cells_with_warpgate (const GArray *cells,
                                     const char   *color)
{
  for (guint i = 0; i < cells->len; i++)
    {
      const WgCell *c = &g_array_index (cells, WgCell, i);

      if (c->kind == WG_HEX_WARPGATE && g_strcmp0 (c->color, color) == 0)
        return c;
    }
  return NULL;
}

/* A planet's type letter and the smallest number no location has: D1, D2… */
char *
wg_board_editor_planet_id (const GArray *cells,
                           WgPlanetType  type)
{
  for (int n = 1;; n++)
    {
      char *id = g_strdup_printf ("%c%d", wg_planet_type_letter (type), n);

      if (wg_board_editor_cells_with_id (cells, id) == NULL)
        return id;
      g_free (id);
    }
}

char *
wg_board_editor_warpgate_id (const GArray *cells,
                             const char   *color)
{
  char *id = g_strdup_printf ("gate-%s", color);

  for (int n = 2; wg_board_editor_cells_with_id (cells, id) != NULL; n++)
    {
      g_free (id);
      id = g_strdup_printf ("gate-%s-%d", color, n);
    }
  return id;
}

/* An id the editor made (and may make again when the kind changes), not
 * one a person typed. */
gboolean
wg_board_editor_is_generated_id (const WgCell *cell)
{
  const char *id = cell->id;

  if (id == NULL)
    return TRUE;
  if (cell->kind == WG_HEX_WARPGATE)
    return g_str_has_prefix (id, "gate-");
  if (id[0] != wg_planet_type_letter (cell->type) || id[1] == '\0')
    return FALSE;
  for (const char *p = id + 1; *p != '\0'; p++)
    if (!g_ascii_isdigit (*p))
      return FALSE;
  return TRUE;
}

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
  return wg_board_editor_cells_find (wg_board_editor_model_current_cells (self), hex);
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
      wg_board_editor_refuse (error, WG_BOARD_EDITOR_ERROR_INVALID_BOARD, "%s", self->problem);
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
    return wg_board_editor_refuse (error, WG_BOARD_EDITOR_ERROR_INVALID_ID,
                                   _ ("A board's name has 1–%d characters"),
                                   WG_TILE_MAX_NAME_CHARS);
  if (g_strcmp0 (self->name, name) == 0)
    return TRUE;
  g_free (self->name);
  self->name = g_strdup (name);
  /* Not a step of the stack, but a change to save. */
  self->saved = -1;
  wg_board_editor_model_emit_changed (self);
  return TRUE;
}

const char *
wg_board_editor_model_get_board_id (WgBoardEditorModel *self)
{
  g_return_val_if_fail (WG_IS_BOARD_EDITOR_MODEL (self), NULL);
  return self->board_id;
}

GArray *
wg_board_editor_model_copy_cells (WgBoardEditorModel *self)
{
  return wg_board_editor_cells_copy (wg_board_editor_model_current_cells (self));
}
