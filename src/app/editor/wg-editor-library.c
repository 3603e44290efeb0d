/* wg-editor-library.c — the tile library being edited, taken apart to change one part
 * Copyright 2026 The Warpgate Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "wg-editor-library.h"

void
wg_editor_library_parts_init (WgEditorLibraryParts *parts,
                              WgTileLibrary        *library)
{
  parts->tiles = g_array_new (FALSE, TRUE, sizeof (WgTile));
  parts->layouts = g_array_new (FALSE, TRUE, sizeof (WgLayout));
  parts->boards = g_array_new (FALSE, TRUE, sizeof (WgLibraryBoard));
  for (guint i = 0; i < wg_tile_library_get_n_tiles (library); i++)
    g_array_append_vals (parts->tiles, wg_tile_library_get_tile (library, i), 1);
  for (guint i = 0; i < wg_tile_library_get_n_layouts (library); i++)
    g_array_append_vals (parts->layouts, wg_tile_library_get_layout (library, i), 1);
  for (guint i = 0; i < wg_tile_library_get_n_boards (library); i++)
    g_array_append_vals (parts->boards, wg_tile_library_get_board (library, i), 1);
}

void
wg_editor_library_parts_clear (WgEditorLibraryParts *parts)
{
  g_clear_pointer (&parts->tiles, g_array_unref);
  g_clear_pointer (&parts->layouts, g_array_unref);
  g_clear_pointer (&parts->boards, g_array_unref);
}

WgTileLibrary *
wg_editor_library_parts_build (const WgEditorLibraryParts *parts,
                               GError                    **error)
{
  return wg_tile_library_new ((WgTile *) (gpointer) parts->tiles->data, parts->tiles->len,
                              (WgLayout *) (gpointer) parts->layouts->data, parts->layouts->len,
                              (WgLibraryBoard *) (gpointer) parts->boards->data,
                              parts->boards->len, error);
}

static char *
free_id (const char *prefix,
         gboolean (*taken) (WgTileLibrary *, const char *),
         WgTileLibrary *library)
{
  for (int n = 1;; n++)
    {
      char *id = g_strdup_printf ("%s-%d", prefix, n);

      if (!taken (library, id))
        return id;
      g_free (id);
    }
}

static gboolean
tile_taken (WgTileLibrary *library,
            const char    *id)
{
  return wg_tile_library_lookup_tile (library, id) != NULL;
}

static gboolean
layout_taken (WgTileLibrary *library,
              const char    *id)
{
  return wg_tile_library_lookup_layout (library, id) != NULL;
}

char *
wg_editor_library_free_tile_id (WgTileLibrary *library)
{
  return free_id ("tile", tile_taken, library);
}

char *
wg_editor_library_free_layout_id (WgTileLibrary *library)
{
  return free_id ("layout", layout_taken, library);
}
