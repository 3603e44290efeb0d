/* wg-board-editor-model-file.c — the board editor's tile file: opening, choosing a board, saving
 * Copyright 2026 The Warpgate Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>
#include <string.h>

#include "wg-board-editor-model-private.h"
#include "wg-editor-library.h"
#include "wg-json.h"
#include "wg-tile-json.h"

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
                                          wg_editor_cells_of_board (entry->board),
                                          wg_editor_board_tiles_of_board (entry->board));
    }
  else
    {
      id = free_board_id (library);
      wg_board_editor_model_set_document (self, library, file, id, _ ("New board"),
                                          wg_editor_cells_new (),
                                          wg_editor_board_tiles_new ());
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
    return wg_refuse (error, WG_BOARD_EDITOR_ERROR, WG_BOARD_EDITOR_ERROR_UNKNOWN_TILE,
                      _ ("The tile file has no board “%s”"), board_id);
  wg_board_editor_model_set_document (self, library, wg_board_editor_model_get_file (self),
                                      entry->id, wg_board_get_name (entry->board),
                                      wg_editor_cells_of_board (entry->board),
                                      wg_editor_board_tiles_of_board (entry->board));
  return TRUE;
}

/* The file's library with this board in its place (or added). */
static WgTileLibrary *
library_with_board (WgBoardEditorModel *self,
                    WgBoard            *board,
                    GError            **error)
{
  const char *id = wg_board_editor_model_get_board_id (self);
  g_auto (WgEditorLibraryParts) parts = { 0 };
  g_autoptr (GError) local = NULL;
  WgLibraryBoard entry = { (char *) id, board };
  WgTileLibrary *library;
  guint          i = 0;

  wg_editor_library_parts_init (&parts, wg_board_editor_model_get_library (self));
  while (i < parts.boards->len && g_strcmp0 (g_array_index (parts.boards, WgLibraryBoard, i).id, id) != 0)
    i++;
  if (i < parts.boards->len)
    g_array_index (parts.boards, WgLibraryBoard, i).board = board;
  else
    g_array_append_val (parts.boards, entry);
  library = wg_editor_library_parts_build (&parts, &local);
  if (library == NULL)
    wg_refuse (error, WG_BOARD_EDITOR_ERROR, WG_BOARD_EDITOR_ERROR_INVALID_BOARD,
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
