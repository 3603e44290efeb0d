/* wg-editor-cells.c — the cells of the board being edited: a list of WgCell in reading order
 * Copyright 2026 The Warpgate Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>
#include <string.h>

#include "wg-editor-cells.h"

/* ---- Cells ---- */

static void
cell_clear (WgCell *cell)
{
  g_clear_pointer (&cell->id, g_free);
  g_clear_pointer (&cell->sector, g_free);
  g_clear_pointer (&cell->color, g_free);
}

GArray *
wg_editor_cells_new (void)
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
wg_editor_cells_copy (const GArray *src)
{
  GArray *cells = wg_editor_cells_new ();

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
wg_editor_cells_search (const GArray *cells,
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
wg_editor_cells_find (GArray *cells,
                      WgHex   hex)
{
  int i = wg_editor_cells_search (cells, hex);

  return i >= 0 ? &g_array_index (cells, WgCell, i) : NULL;
}

/* The cell at @hex, a new space hex when there was none. */
WgCell *
wg_editor_cells_take (GArray *cells,
                      WgHex   hex)
{
  int    i = wg_editor_cells_search (cells, hex);
  WgCell cell = { 0 };

  if (i >= 0)
    return &g_array_index (cells, WgCell, i);
  cell.hex = hex;
  cell.kind = WG_HEX_SPACE;
  g_array_insert_val (cells, (guint) (-i - 1), cell);
  return &g_array_index (cells, WgCell, -i - 1);
}

gboolean
wg_editor_cells_equal (const GArray *a,
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
wg_editor_cells_with_id (const GArray *cells,
                         const char   *id)
{
  for (guint i = 0; i < cells->len; i++)
    if (g_strcmp0 (g_array_index (cells, WgCell, i).id, id) == 0)
      return &g_array_index (cells, WgCell, i);
  return NULL;
}

const WgCell *
wg_editor_cells_with_warpgate (const GArray *cells,
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
wg_editor_cells_planet_id (const GArray *cells,
                           WgPlanetType  type)
{
  for (int n = 1;; n++)
    {
      char *id = g_strdup_printf ("%c%d", wg_planet_type_letter (type), n);

      if (wg_editor_cells_with_id (cells, id) == NULL)
        return id;
      g_free (id);
    }
}

char *
wg_editor_cells_warpgate_id (const GArray *cells,
                             const char   *color)
{
  char *id = g_strdup_printf ("gate-%s", color);

  for (int n = 2; wg_editor_cells_with_id (cells, id) != NULL; n++)
    {
      g_free (id);
      id = g_strdup_printf ("gate-%s-%d", color, n);
    }
  return id;
}

/* An id the editor made (and may make again when the kind changes), not
 * one a person typed. */
gboolean
wg_editor_cell_is_generated_id (const WgCell *cell)
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

GArray *
wg_editor_cells_of_board (const WgBoard *board)
{
  GArray *cells = wg_editor_cells_new ();

  for (guint i = 0; i < wg_board_get_n_cells (board); i++)
    {
      const WgCell *c = wg_board_get_cell (board, (int) i);
      WgCell       *cell = wg_editor_cells_take (cells, c->hex);

      *cell = *c;
      cell->id = g_strdup (c->id);
      cell->sector = g_strdup (c->sector);
      cell->color = g_strdup (c->color);
    }
  return cells;
}
