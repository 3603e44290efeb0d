/* wg-board-editor-model.h — the board editor's state: cells, tools, undo, tiles, the tile file
 * Copyright 2026 The Warpgate Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gio/gio.h>

#include "wg-tile.h"

G_BEGIN_DECLS

#define WG_BOARD_EDITOR_ERROR (wg_board_editor_error_quark ())

/* Why an edit was refused; the message says it in words. */
typedef enum
{
  WG_BOARD_EDITOR_ERROR_NOT_A_LOCATION, /* renaming or a trade icon on space */
  WG_BOARD_EDITOR_ERROR_INVALID_ID,     /* empty, or not 1–32 letters, digits, - or _ */
  WG_BOARD_EDITOR_ERROR_DUPLICATE_ID,
  WG_BOARD_EDITOR_ERROR_WARPGATE_TWICE,
  WG_BOARD_EDITOR_ERROR_INVALID_SECTOR,
  WG_BOARD_EDITOR_ERROR_OUT_OF_BOUNDS,
  WG_BOARD_EDITOR_ERROR_OVERLAP,        /* a tile over hexes already on the board */
  WG_BOARD_EDITOR_ERROR_UNKNOWN_TILE,   /* no such tile, face or layout in the file */
  WG_BOARD_EDITOR_ERROR_INVALID_BOARD,  /* saving or playing a board that is not one */
  WG_BOARD_EDITOR_ERROR_INVALID_TILE,   /* a tile that the tile file cannot keep */
  WG_BOARD_EDITOR_ERROR_INVALID_LAYOUT, /* a layout that the tile file cannot keep */
} WgBoardEditorError;

GQuark wg_board_editor_error_quark (void);

/* What a click on a hex does. */
typedef enum
{
  WG_BOARD_EDITOR_TOOL_SPACE,
  WG_BOARD_EDITOR_TOOL_PLANET,   /* of the model's planet type */
  WG_BOARD_EDITOR_TOOL_WARPGATE, /* of the model's colour */
  WG_BOARD_EDITOR_TOOL_TRADE,    /* toggles a planet's trade icon */
  WG_BOARD_EDITOR_TOOL_SECTOR,   /* the model's sector name; empty: no sector */
  WG_BOARD_EDITOR_TOOL_RENAME,   /* the widget asks for the id: nothing is painted */
  WG_BOARD_EDITOR_TOOL_ERASE,
  WG_BOARD_EDITOR_TOOL_TILE,   /* the model's tile, face and rotation, its (0, 0) here */
  WG_BOARD_EDITOR_TOOL_SELECT, /* toggles a hex in the selection a new tile is made of */
} WgBoardEditorTool;

/* A side of a tile to make of the board (wg_board_editor_model_define_tile). */
typedef struct
{
  const char *id;
  const char *name;
  WgTileShape shape;
  const char *face;
  WgHex       centre;
} WgTileDraft;

/* A layout to keep the tiles placed as (wg_board_editor_model_save_layout). */
typedef struct
{
  const char *id;
  const char *name;
  int         players;
} WgLayoutDraft;

#define WG_TYPE_BOARD_EDITOR_MODEL (wg_board_editor_model_get_type ())

G_DECLARE_FINAL_TYPE (WgBoardEditorModel, wg_board_editor_model, WG, BOARD_EDITOR_MODEL, GObject)

/*
 * The board being transcribed, without widgets, so that tests drive it
 * directly: a list of cells (WgCell, hex → kind, planet type, colour, trade
 * icon, sector, id), the current tool, and an undo/redo stack of snapshots
 * of the cells. Every edit is one step with a sentence ("Painted a Desert
 * planet at (1, 0)"); an edit that changes nothing adds no step; a refused
 * edit changes nothing and says why in its GError.
 *
 * The cells always make a board (wg_board_new accepts them): ids are
 * generated for new locations (a planet: its type's letter and the smallest
 * free number, D1, D2…, as wg_tile_compose names them; a warpgate:
 * gate-<colour>), and an edit that would break a board — a second warpgate
 * of a colour, a duplicate id, a tile over hexes already there — is refused.
 * What is still missing for a board to play on (no hexes, no warpgate) is
 * wg_board_editor_model_get_problem.
 *
 * The board is saved in a tile file (docs/tile-format.md) as one of its
 * boards, beside the file's tiles, layouts and other boards, which the
 * editor keeps and whose tiles it can place. The library is part of each
 * step, so that a tile made of the board's hexes (wg_board_editor_model_
 * define_tile) or a layout saved (wg_board_editor_model_save_layout) is
 * undone like an edit.
 *
 * The tiles placed since the board was empty (or laid out) are recorded:
 * while the board is made of them alone it is exactly the board
 * wg_tile_compose lays out from them, and it can be saved as a layout.
 *
 * "changed" is emitted after every change of the cells, the tool, the
 * stack, the file or the name.
 */
WgBoardEditorModel *wg_board_editor_model_new (void);

/* ---- The cells ---- */

guint               wg_board_editor_model_get_n_cells (WgBoardEditorModel *self);
/* In reading order (r, then q). */
const WgCell       *wg_board_editor_model_get_cell (WgBoardEditorModel *self,
                                                    guint               index);
/* The cell at @hex, or NULL when the hex is not on the board. */
const WgCell       *wg_board_editor_model_lookup (WgBoardEditorModel *self,
                                                  WgHex               hex);
/* Why the cells are not yet a board to play on ("The board has no
 * warpgate…"), or NULL. */
const char         *wg_board_editor_model_get_problem (WgBoardEditorModel *self);
/* "12 hexes: 5 planets, 2 warpgates, 3 sectors", for a status line. */
char               *wg_board_editor_model_describe (WgBoardEditorModel *self);
/* The cells as a board named after the model; NULL with
 * WG_BOARD_EDITOR_ERROR_INVALID_BOARD while there is a problem. */
WgBoard            *wg_board_editor_model_build_board (WgBoardEditorModel *self,
                                                       GError            **error);

/* The board's entry in the tile file: a name of 1–64 characters shown
 * to players, and its id there. Not undoable (like a file name). */
const char         *wg_board_editor_model_get_name (WgBoardEditorModel *self);
gboolean            wg_board_editor_model_set_name (WgBoardEditorModel *self,
                                                    const char         *name,
                                                    GError            **error);
const char         *wg_board_editor_model_get_board_id (WgBoardEditorModel *self);

/* ---- Edits: each one step, or refused with nothing changed ---- */

gboolean            wg_board_editor_model_paint_space (WgBoardEditorModel *self,
                                                       WgHex               hex,
                                                       GError            **error);
gboolean            wg_board_editor_model_paint_planet (WgBoardEditorModel *self,
                                                        WgHex               hex,
                                                        WgPlanetType        type,
                                                        GError            **error);
gboolean            wg_board_editor_model_paint_warpgate (WgBoardEditorModel *self,
                                                          WgHex               hex,
                                                          const char         *color,
                                                          GError            **error);
gboolean            wg_board_editor_model_toggle_trade (WgBoardEditorModel *self,
                                                        WgHex               hex,
                                                        GError            **error);
/* @sector NULL or "" takes the hex out of any sector. On an empty position
 * it paints space in the sector. Warpgates are in no sector (R-CTRL-1). */
gboolean            wg_board_editor_model_paint_sector (WgBoardEditorModel *self,
                                                        WgHex               hex,
                                                        const char         *sector,
                                                        GError            **error);
gboolean            wg_board_editor_model_rename (WgBoardEditorModel *self,
                                                  WgHex               hex,
                                                  const char         *id,
                                                  GError            **error);
gboolean            wg_board_editor_model_erase (WgBoardEditorModel *self,
                                                 WgHex               hex,
                                                 GError            **error);
/* A face of a tile of the file, turned by @rotation (0–5 steps of 60°
 * counter-clockwise) with its (0, 0) at @position (wg_tile_transform).
 * Refused when a hex lands on one already on the board (the message names
 * them) or outside -64…64, or a warpgate's colour is already there.
 * While the board is made of placed tiles alone (each once), it becomes
 * what wg_tile_compose lays out from them: warpgates are gate-<colour>, a
 * planet keeps its tile-local id unless another placed planet has it too,
 * local sector s of the i-th tile placed becomes "i-s". On a board drawn by
 * hand the tile's hexes are named as the editor names painted ones, a
 * local id kept when it is free, and s becomes "<n>-s" with the smallest n
 * no sector of the board starts with. */
gboolean            wg_board_editor_model_place_tile (WgBoardEditorModel *self,
                                                      const char         *tile,
                                                      const char         *face,
                                                      WgHex               position,
                                                      int                 rotation,
                                                      GError            **error);
/* Replaces the cells by a layout of the file (wg_tile_compose), as one
 * step; its placements are the board's. */
gboolean            wg_board_editor_model_use_layout (WgBoardEditorModel *self,
                                                      const char         *layout,
                                                      GError            **error);
/* Removes every hex, as one step. */
void                wg_board_editor_model_clear (WgBoardEditorModel *self);

/* The current tool at @hex. TRUE (and nothing changes) for the rename tool:
 * the widget asks for the id. */
gboolean            wg_board_editor_model_apply (WgBoardEditorModel *self,
                                                 WgHex               hex,
                                                 GError            **error);
/* Whether a drag paints with the current tool (space, planets, sectors,
 * erasing); the others act on a click only. */
gboolean            wg_board_editor_model_tool_drags (WgBoardEditorModel *self);
/* While a stroke is open (a drag), the edits it makes are one step. */
void                wg_board_editor_model_begin_stroke (WgBoardEditorModel *self);
void                wg_board_editor_model_end_stroke (WgBoardEditorModel *self);

/* ---- Undo and redo ---- */

gboolean            wg_board_editor_model_can_undo (WgBoardEditorModel *self);
gboolean            wg_board_editor_model_can_redo (WgBoardEditorModel *self);
/* The sentence of the step undo would take back (redo would make), or NULL. */
const char         *wg_board_editor_model_get_undo_description (WgBoardEditorModel *self);
const char         *wg_board_editor_model_get_redo_description (WgBoardEditorModel *self);
gboolean            wg_board_editor_model_undo (WgBoardEditorModel *self);
gboolean            wg_board_editor_model_redo (WgBoardEditorModel *self);

/* ---- The tool ---- */

WgBoardEditorTool   wg_board_editor_model_get_tool (WgBoardEditorModel *self);
void                wg_board_editor_model_set_tool (WgBoardEditorModel *self,
                                                    WgBoardEditorTool   tool);
/* The tool as one word, planets by their type: "space", "desert" … "ancients",
 * "warpgate", "trade", "sector", "rename", "erase", "tile", "select" (the window's
 * editor.tool action). FALSE for an unknown word. */
const char         *wg_board_editor_model_get_tool_name (WgBoardEditorModel *self);
gboolean            wg_board_editor_model_set_tool_name (WgBoardEditorModel *self,
                                                         const char         *name);
WgPlanetType        wg_board_editor_model_get_planet_type (WgBoardEditorModel *self);
void                wg_board_editor_model_set_planet_type (WgBoardEditorModel *self,
                                                           WgPlanetType        type);
const char         *wg_board_editor_model_get_color (WgBoardEditorModel *self);
/* FALSE (unchanged) unless 1–16 lower-case letters. */
gboolean            wg_board_editor_model_set_color (WgBoardEditorModel *self,
                                                     const char         *color);
/* NULL or "" paints hexes out of any sector; FALSE (unchanged) unless
 * 1–32 letters, digits, - or _. */
gboolean            wg_board_editor_model_set_sector (WgBoardEditorModel *self,
                                                      const char         *sector);
/* The tile to place (an id of the file's tiles, NULL for none), its face
 * (the tile's first by default) and rotation (taken mod 6). */
void                wg_board_editor_model_set_tile (WgBoardEditorModel *self,
                                                    const char         *tile,
                                                    const char         *face);
const char         *wg_board_editor_model_get_tile (WgBoardEditorModel *self);
const char         *wg_board_editor_model_get_face (WgBoardEditorModel *self);
void                wg_board_editor_model_set_rotation (WgBoardEditorModel *self,
                                                        int                 rotation);
int                 wg_board_editor_model_get_rotation (WgBoardEditorModel *self);
/* Where the current tile's hexes would land with its (0, 0) at @position
 * (for a preview); NULL when no tile is chosen. */
GArray             *wg_board_editor_model_tile_footprint (WgBoardEditorModel *self,
                                                          WgHex               position);

/* ---- Tiles made of the board, layouts saved from it ---- */

/* The selection: hexes of the board a new tile is made of (the select
 * tool). Not a step of the stack; hexes erased since are left out. A hex
 * off the board is refused. */
gboolean            wg_board_editor_model_toggle_selected (WgBoardEditorModel *self,
                                                           WgHex               hex,
                                                           GError            **error);
gboolean            wg_board_editor_model_is_selected (WgBoardEditorModel *self,
                                                       WgHex               hex);
guint               wg_board_editor_model_get_n_selected (WgBoardEditorModel *self);
void                wg_board_editor_model_clear_selection (WgBoardEditorModel *self);
/* The hexes (WgHex, reading order) a new tile would be made of: the
 * selected ones, or the whole board when none is selected. */
GArray             *wg_board_editor_model_get_tile_source (WgBoardEditorModel *self);
/* The hex of the tile source nearest its middle (the smallest greatest
 * distance to the others, then the smallest sum of distances, then the
 * first in reading order): the tile's (0, 0) by default. FALSE when the
 * board has no hexes. */
gboolean            wg_board_editor_model_suggest_centre (WgBoardEditorModel *self,
                                                          WgHex              *centre);
/* "tile-1", "tile-2"…: the first id no tile of the file has. */
char               *wg_board_editor_model_suggest_tile_id (WgBoardEditorModel *self);
/* A face name for the next side of @tile: "A" for a new tile, "B" after
 * "A", "5-6" after "1-4", else the first free of A–H. */
char               *wg_board_editor_model_suggest_face_name (WgBoardEditorModel *self,
                                                             const char         *tile);
/*
 * Stores the tile source as face @face of tile @id (the draft's), in the
 * tile's own coordinates with (0, 0) at @centre (which must be one of its
 * hexes), as one step. A new id makes a new tile called @name of @shape; an
 * id of the file adds a face to its tile (@name and @shape are then ignored), so the
 * two sides of a tile are entered one after the other. Each hex keeps its
 * kind, planet type, trade icon, colour and sector; a planet keeps an id
 * typed for it, not one the editor made (D1…), and a warpgate has none.
 * The new face becomes the tile to place; the selection is cleared.
 * Refused, with nothing changed: an invalid id or face name, a face name the
 * tile has, no hexes, a centre that is not one of them, or a tile that
 * wg_tile_check refuses (its words).
 */
gboolean            wg_board_editor_model_define_tile (WgBoardEditorModel *self,
                                                       const WgTileDraft  *draft,
                                                       GError            **error);
/* The same checks, changing nothing (for a dialog's live answer). */
gboolean            wg_board_editor_model_check_tile (WgBoardEditorModel *self,
                                                      const WgTileDraft  *draft,
                                                      GError            **error);
/* Why the board cannot be saved as a layout (no tile placed yet, drawn by
 * hand, painted after the tiles were placed, a tile placed twice), or NULL. */
const char         *wg_board_editor_model_get_layout_problem (WgBoardEditorModel *self);
/* The tiles placed, as a layout would list them. */
guint               wg_board_editor_model_get_n_placements (WgBoardEditorModel *self);
guint               wg_board_editor_model_count_warpgates (WgBoardEditorModel *self);
/* "layout-1"…: the first id no layout of the file has. */
char               *wg_board_editor_model_suggest_layout_id (WgBoardEditorModel *self);
/* Stores the tiles placed as layout @id called @name for @players (the
 * draft's), as one step. Refused, with nothing changed: the board is no layout (the layout
 * problem), an invalid or taken id, a name not of 1–64 characters, players
 * not 1–6, or fewer warpgates than players. */
gboolean            wg_board_editor_model_save_layout (WgBoardEditorModel  *self,
                                                       const WgLayoutDraft *draft,
                                                       GError             **error);
/* The same checks, changing nothing (for a dialog's live answer). */
gboolean            wg_board_editor_model_check_layout (WgBoardEditorModel  *self,
                                                        const WgLayoutDraft *draft,
                                                        GError             **error);

/* ---- The board's tiles (R-EXP-8) ---- */

/* Which tile each hex of the board is on ("tiles" of the board in the tile
 * file, "board.tiles" in a game laid out from it): what the Exploration
 * variant's rotate tokens turn. A tile placed from the file is one, centred
 * where its (0, 0) lies (as a layout records it); hexes drawn by hand are
 * grouped by selecting them. An erased hex leaves its tile; a tile whose
 * centre is erased is dropped. */
guint               wg_board_editor_model_get_n_board_tiles (WgBoardEditorModel *self);
const WgBoardTile  *wg_board_editor_model_get_board_tile (WgBoardEditorModel *self,
                                                          guint               index);
/* The index of the tile holding @hex, or -1. */
int                 wg_board_editor_model_find_board_tile (WgBoardEditorModel *self,
                                                           WgHex               hex);
/* Groups the selected hexes into a tile, as one step: named "Tile <n>"
 * (the first free), centred on the hex nearest their middle
 * (wg_board_editor_model_suggest_centre), "hex"-shaped when they turn onto
 * themselves about it, else "other" (a rotate token leaves it). Refused,
 * with nothing changed: no hex selected, or a selected hex already on a
 * tile (wg_board_new_with_tiles's words). The selection is cleared. */
gboolean            wg_board_editor_model_group_tile (WgBoardEditorModel *self,
                                                      GError            **error);
/* The same checks, changing nothing (for the window's live answer). */
gboolean            wg_board_editor_model_check_group (WgBoardEditorModel *self,
                                                       GError            **error);
/* Ungroups every tile holding a selected hex, as one step (the hexes stay
 * on the board). Refused when no selected hex is on a tile. */
gboolean            wg_board_editor_model_ungroup_tiles (WgBoardEditorModel *self,
                                                         GError            **error);

/* ---- The tile file ---- */

/* The tiles, layouts and other boards of the file (an empty library at first). */
WgTileLibrary      *wg_board_editor_model_get_library (WgBoardEditorModel *self);
/* Opens a tile file: its first board is edited (an empty board is started
 * when it has none), its tiles and layouts are kept. The stack starts
 * afresh. A refused file (its error names the JSON path) changes nothing. */
gboolean            wg_board_editor_model_load_file (WgBoardEditorModel *self,
                                                     GFile              *file,
                                                     GError            **error);
/* Edits another board of the file, by its id, as opening the file edits
 * its first: the stack starts afresh (what was not saved is gone: ask
 * first). A board the file does not have is refused, and nothing changes. */
gboolean            wg_board_editor_model_edit_board (WgBoardEditorModel *self,
                                                      const char         *board_id,
                                                      GError            **error);
/* Writes the file's tiles and layouts and its boards with this one in
 * place (or added), atomically. Refused while the cells are no board. */
gboolean            wg_board_editor_model_save_file (WgBoardEditorModel *self,
                                                     GFile              *file,
                                                     GError            **error);
/* The file last opened or saved, or NULL. */
GFile              *wg_board_editor_model_get_file (WgBoardEditorModel *self);
/* Changed since it was opened or saved (undo back to that point clears it). */
gboolean            wg_board_editor_model_get_modified (WgBoardEditorModel *self);

G_END_DECLS
