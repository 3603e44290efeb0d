/* wg-editor-library.h — the tile library being edited, taken apart to change one part
 * Copyright 2026 The Warpgate Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "wg-tile.h"

G_BEGIN_DECLS

/* A tile library's tiles (WgTile), layouts (WgLayout) and boards
 * (WgLibraryBoard) as shallow copies that borrow the library's strings:
 * change one part, then build a new library, which copies what it keeps.
 * A part added must outlive the build. */
typedef struct
{
  GArray *tiles;
  GArray *layouts;
  GArray *boards;
} WgEditorLibraryParts;

void wg_editor_library_parts_init (WgEditorLibraryParts *parts,
                                   WgTileLibrary        *library);
void wg_editor_library_parts_clear (WgEditorLibraryParts *parts);
G_DEFINE_AUTO_CLEANUP_CLEAR_FUNC (WgEditorLibraryParts, wg_editor_library_parts_clear)
/* The library of @parts; NULL with wg_tile_library_new's reason. */
WgTileLibrary *wg_editor_library_parts_build (const WgEditorLibraryParts *parts,
                                              GError                    **error);

/* "tile-1", "tile-2"… ("layout-1"…): the first id no tile (layout) of
 * @library has. */
char          *wg_editor_library_free_tile_id (WgTileLibrary *library);
char          *wg_editor_library_free_layout_id (WgTileLibrary *library);

G_END_DECLS
