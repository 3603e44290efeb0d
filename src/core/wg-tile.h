/* wg-tile.h — board tiles, their faces, and layouts that compose them into a board
 * Copyright 2026 The Warpgate Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib-object.h>

#include "wg-board.h"

G_BEGIN_DECLS

/* Bounds of a tile library (the tile file refuses more). */
#define WG_TILE_MAX_TILES        100
#define WG_TILE_MAX_FACES        8
#define WG_TILE_MAX_HEXES        1024 /* per face */
#define WG_TILE_MAX_LAYOUTS      100
#define WG_TILE_MAX_PLACEMENTS   64 /* per layout: a placement index has two digits */
#define WG_TILE_MAX_BOARDS       100
#define WG_TILE_MAX_NAME_CHARS   64
#define WG_TILE_MAX_SECTOR_CHARS 16 /* "63-" + 16 stays a board sector name (≤ 32) */

#define WG_TILE_ERROR (wg_tile_error_quark ())

typedef enum
{
  WG_TILE_ERROR_INVALID, /* a tile, layout or board that breaks the format */
  WG_TILE_ERROR_UNKNOWN_TILE,
  WG_TILE_ERROR_UNKNOWN_FACE,
  WG_TILE_ERROR_TILE_TWICE,    /* one tile placed twice in a layout */
  WG_TILE_ERROR_OUT_OF_BOUNDS, /* a placed hex outside -64…64 */
  WG_TILE_ERROR_OVERLAP,
  WG_TILE_ERROR_WARPGATE_TWICE, /* two warpgates of one colour */
  WG_TILE_ERROR_TOO_FEW_WARPGATES,
} WgTileError;

GQuark wg_tile_error_quark (void);

typedef enum
{
  WG_TILE_SHAPE_HEX,
  WG_TILE_SHAPE_DIAMOND,
  WG_TILE_SHAPE_OTHER,
} WgTileShape;

const char *wg_tile_shape_to_string (WgTileShape shape);

/* One side of a tile ("A", "1-4"): hexes in the tile's own coordinates,
 * each as on a board except that
 *  - a planet's id is optional, a local name kept on the board when no
 *    other location there has it; a warpgate has none (it becomes
 *    "gate-<colour>");
 *  - a sector is a local name of 1–16 letters, digits, - or _. */
typedef struct
{
  char   *name;
  WgCell *hexes;
  guint   n_hexes;
} WgTileFace;

typedef struct
{
  char       *id;
  char       *name;
  WgTileShape shape;
  WgTileFace *faces;
  guint       n_faces;
} WgTile;

/* A tile laid on the table: which face is up, where its (0, 0) lies and
 * how far it is turned (0–5 steps of 60° counter-clockwise about its own
 * (0, 0), as wg_hex_rotate). */
typedef struct
{
  char *tile;
  char *face;
  WgHex position;
  int   rotation;
} WgPlacement;

/* A template for laying out the board for a number of players. */
typedef struct
{
  char        *id;
  char        *name;
  int          players; /* 1–6 */
  WgPlacement *placements;
  guint        n_placements;
} WgLayout;

/* A whole board kept in a library (drawn in the board editor). */
typedef struct
{
  char    *id;
  WgBoard *board; /* named: its name is the entry's name */
} WgLibraryBoard;

/* Where a hex of a tile lies once placed: turned by @rotation steps about
 * the tile's (0, 0), then moved to @position. */
WgHex             wg_tile_transform (WgHex hex,
                                     WgHex position,
                                     int   rotation);
/* Turns @n_hexes hexes in place by @steps × 60° counter-clockwise about (0, 0). */
void              wg_tile_rotate_hexes (WgHex *hexes,
                                        guint  n_hexes,
                                        int    steps);
/* The face called @name, or NULL. */
const WgTileFace *wg_tile_find_face (const WgTile *tile,
                                     const char   *name);
/* Checks a tile against every rule of the tile format (the header of
 * wg-tile.c lists them); FALSE with a WG_TILE_ERROR_INVALID naming the
 * first problem. */
gboolean          wg_tile_check (const WgTile *tile,
                                 GError      **error);

void              wg_tile_copy (WgTile       *dst,
                                const WgTile *src);
void              wg_tile_clear (WgTile *tile);
void              wg_layout_copy (WgLayout       *dst,
                                  const WgLayout *src);
void              wg_layout_clear (WgLayout *layout);

#define WG_TYPE_TILE_LIBRARY (wg_tile_library_get_type ())

/* Tiles, layouts and boards; immutable once built, shared by reference. */
typedef struct _WgTileLibrary WgTileLibrary;

GType                         wg_tile_library_get_type (void) G_GNUC_CONST;
/* A library of copies of its arguments (any of them may be empty). Refused
 * (NULL, WG_TILE_ERROR) when a tile breaks wg_tile_check, two tiles, two
 * layouts or two boards share an id, a layout does not compose
 * (wg_tile_compose) or has fewer warpgates than players, or a board's name
 * or sectors break the format. So a library always saves to a file that
 * loads back. */
WgTileLibrary                *wg_tile_library_new (const WgTile         *tiles,
                                                   guint                 n_tiles,
                                                   const WgLayout       *layouts,
                                                   guint                 n_layouts,
                                                   const WgLibraryBoard *boards,
                                                   guint                 n_boards,
                                                   GError              **error);
WgTileLibrary                *wg_tile_library_ref (WgTileLibrary *library);
void                          wg_tile_library_unref (WgTileLibrary *library);

guint                         wg_tile_library_get_n_tiles (const WgTileLibrary *library);
const WgTile                 *wg_tile_library_get_tile (const WgTileLibrary *library,
                                                        guint                index);
const WgTile                 *wg_tile_library_lookup_tile (const WgTileLibrary *library,
                                                           const char          *id);
guint                         wg_tile_library_get_n_layouts (const WgTileLibrary *library);
const WgLayout               *wg_tile_library_get_layout (const WgTileLibrary *library,
                                                          guint                index);
const WgLayout               *wg_tile_library_lookup_layout (const WgTileLibrary *library,
                                                             const char          *id);
guint                         wg_tile_library_get_n_boards (const WgTileLibrary *library);
const WgLibraryBoard         *wg_tile_library_get_board (const WgTileLibrary *library,
                                                         guint                index);
const WgLibraryBoard         *wg_tile_library_lookup_board (const WgTileLibrary *library,
                                                            const char          *id);

/* The board a layout lays out (wg-tile-compose.c lists the rules), named
 * after the layout; NULL with a WG_TILE_ERROR naming the first problem. */
WgBoard                      *wg_tile_compose (const WgTileLibrary *library,
                                               const WgLayout      *layout,
                                               GError             **error);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (WgTileLibrary, wg_tile_library_unref)

G_END_DECLS
