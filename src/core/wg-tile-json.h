/* wg-tile-json.h — the tile file (docs/tile-format.md), read and written
 * Copyright 2026 The Warpgate Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "wg-file-error.h"
#include "wg-tile.h"

G_BEGIN_DECLS

#define WG_TILE_FORMAT_NAME    "warpgate-companion-tiles"
#define WG_TILE_FORMAT_VERSION 1

/* A tile file is refused as a whole, like a game file: NULL and a
 * WG_FILE_ERROR whose message names the JSON path of the first problem
 * ("layouts[2]: placements[0] (…) and placements[3] (…) both cover (4, -1)"). */
WgTileLibrary *wg_tile_library_load_from_data (const char *data,
                                               gsize       length,
                                               GError    **error);
WgTileLibrary *wg_tile_library_load_from_file (const char *path,
                                               GError    **error);
/* Every problem (WgProblem), empty when valid. */
GPtrArray     *wg_tile_library_validate_data (const char *data,
                                              gsize       length);
/* Pretty, with keys in the order docs/tile-format.md lists them; loads back to the
 * same library. */
char          *wg_tile_library_to_data (const WgTileLibrary *library,
                                        gsize               *length);
/* Atomic, like saving a game. */
gboolean       wg_tile_library_save_to_file (const WgTileLibrary *library,
                                             const char          *path,
                                             GError             **error);

G_END_DECLS
