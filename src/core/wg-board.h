/* wg-board.h — the board as it was laid out: hexes, planets, warpgates, sectors
 * Copyright 2026 The Warpgate Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib-object.h>

#include "wg-hex.h"
#include "wg-types.h"

G_BEGIN_DECLS

/* One hex of the board and what is printed on it. A "location" is a cell
 * that is a planet or a warpgate; it is named by its id. */
typedef struct
{
  WgHex        hex;
  WgHexKind    kind;
  char        *id;     /* planets and warpgates; NULL on space */
  WgPlanetType type;   /* planets */
  gboolean     trade;  /* planets: the trade icon */
  char        *sector; /* NULL when the hex is in no sector (R-CTRL-1) */
  char        *color;  /* warpgates: the owning player's colour */
} WgCell;

/* One board tile the hexes came from (the format's "board.tiles"): its
 * name, its shape (a WgTileShape, wg-tile.h), its centre and its cells.
 * Needed by the Exploration variant's tile rotation (R-EXP-8). */
typedef struct
{
  char  *name;
  int    shape; /* WgTileShape */
  WgHex  center;
  WgHex *cells;
  guint  n_cells;
} WgBoardTile;

#define WG_BOARD_MAX_TILES 64

#define WG_TYPE_BOARD (wg_board_get_type ())

/* Immutable once built, shared by reference between games and snapshots. */
typedef struct _WgBoard WgBoard;

GType                   wg_board_get_type (void) G_GNUC_CONST;

/* Builds a board from cells (copied). Refuses, with a message, cells that
 * overlap, lie outside -64…64, repeat an id or a warpgate colour, or lack
 * what their kind needs. */
WgBoard                *wg_board_new (const char   *name,
                                      const WgCell *cells,
                                      guint         n_cells,
                                      GError      **error);
/* The same with the tiles the hexes came from (copied). Also refuses a tile
 * cell that is not a hex of the board or is in two tiles, and a centre that
 * is not one of its tile's cells. */
WgBoard                *wg_board_new_with_tiles (const char        *name,
                                                 const WgCell      *cells,
                                                 guint              n_cells,
                                                 const WgBoardTile *tiles,
                                                 guint              n_tiles,
                                                 GError           **error);
/* Whether every cell of @tile, turned by @steps × 60° counter-clockwise
 * about its centre, lands on a cell of it: a tile that can be rotated in
 * place (R-EXP-8). */
gboolean                wg_board_tile_turns_onto_itself (const WgBoardTile *tile,
                                                         int                steps);
WgBoard                *wg_board_ref (WgBoard *board);
void                    wg_board_unref (WgBoard *board);

/* The longest board name, in characters ("board.name" in a game file). */
#define WG_BOARD_NAME_MAX_CHARS 64

/* The same cells and tiles under another name (NULL: none); @board is
 * unchanged. */
WgBoard           *wg_board_new_renamed (const WgBoard *board,
                                         const char    *name);
const char        *wg_board_get_name (const WgBoard *board);
guint              wg_board_get_n_cells (const WgBoard *board);
const WgCell      *wg_board_get_cell (const WgBoard *board,
                                      int            cell);
/* The cell at a hex, or -1 when the hex is not on the board (R-RANGE-5). */
int                wg_board_lookup (const WgBoard *board,
                                    WgHex          hex);
/* The cell next to @cell in @direction (wg_hex_neighbor's order), or -1. */
int                wg_board_neighbor (const WgBoard *board,
                                      int            cell,
                                      int            direction);
gboolean           wg_board_is_location (const WgBoard *board,
                                         int            cell);
/* The location with this id, or -1. */
int                wg_board_find_location (const WgBoard *board,
                                           const char    *id);
/* Planets and warpgates in board order. */
guint              wg_board_get_n_locations (const WgBoard *board);
/* How many of its locations are Warpgates: one per player laid out for. */
guint              wg_board_count_warpgates (const WgBoard *board);
int                wg_board_get_location (const WgBoard *board,
                                          guint          index);
/* The warpgate of a colour, or -1 when the board has none. */
int                wg_board_find_warpgate (const WgBoard *board,
                                           const char    *color);

/* Sectors (R-CTRL-1), numbered in order of first appearance. */
guint              wg_board_get_n_sectors (const WgBoard *board);
const char        *wg_board_get_sector_name (const WgBoard *board,
                                             guint          sector);
/* The sector index of a cell, or -1 (warpgates never have one). */
int                wg_board_get_cell_sector (const WgBoard *board,
                                             int            cell);
/* The planets of a sector, as cells. */
const int         *wg_board_get_sector_planets (const WgBoard *board,
                                                guint          sector,
                                                guint         *n_planets);

/* The tiles (none when the board was not laid out from tiles). */
guint              wg_board_get_n_tiles (const WgBoard *board);
const WgBoardTile *wg_board_get_tile (const WgBoard *board,
                                      guint          index);
/* The tile holding @cell, or -1. */
int                wg_board_find_tile (const WgBoard *board,
                                       int            cell);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (WgBoard, wg_board_unref)

G_END_DECLS
