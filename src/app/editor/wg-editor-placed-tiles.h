/* wg-editor-placed-tiles.h — the tiles placed on the board being edited, and its rotation groups
 * Copyright 2026 The Warpgate Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "wg-tile.h"

G_BEGIN_DECLS

/* Placements: a GArray of WgPlacement owning their strings, the tiles
 * placed since the board was empty or laid out, as a layout lists them. */
GArray  *wg_editor_placements_new (void);
/* NULL for NULL (a board drawn by hand has no placements). */
GArray  *wg_editor_placements_copy (const GArray *placements);
gboolean wg_editor_placements_equal (const GArray *a,
                                     const GArray *b);
/* The board @placements lay out (wg_tile_compose), as cells; NULL when they
 * do not compose. */
GArray  *wg_editor_placements_compose (WgTileLibrary *library,
                                       const GArray  *placements,
                                       const char    *name);
/* Why @cells with @placements (NULL: drawn by hand) are no layout of
 * placed tiles, or NULL. */
char    *wg_editor_placements_layout_problem (const GArray  *placements,
                                              const GArray  *cells,
                                              WgTileLibrary *library,
                                              const char    *name);

/* Board tiles, the rotation groups (R-EXP-8): a GArray of WgBoardTile
 * owning their names and cells. */
GArray  *wg_editor_board_tiles_new (void);
GArray  *wg_editor_board_tiles_copy (const GArray *tiles);
void     wg_editor_board_tiles_add (GArray            *tiles,
                                    const WgBoardTile *tile);
gboolean wg_editor_board_tiles_equal (const GArray *a,
                                      const GArray *b);
GArray  *wg_editor_board_tiles_of_board (const WgBoard *board);
/* Sets @tile's cells to @hexes (WgHex), in their order. */
void     wg_editor_board_tile_fill (WgBoardTile  *tile,
                                    const GArray *hexes);
/* Leaves out hexes no longer among @cells, and tiles without their centre. */
void     wg_editor_board_tiles_prune (GArray       *tiles,
                                      const GArray *cells);
/* Records @tile placed on @hexes with its (0, 0) at @centre, as
 * wg_tile_compose records a placement (nothing when @centre is not one of
 * @hexes). */
void     wg_editor_board_tiles_add_placed (GArray       *tiles,
                                           const WgTile *tile,
                                           const GArray *hexes,
                                           WgHex         centre);

G_END_DECLS
