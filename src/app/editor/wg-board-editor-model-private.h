/* wg-board-editor-model-private.h — what WgBoardEditorModel's sibling files share
 * Copyright 2026 The Warpgate Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "wg-board-editor-model.h"

G_BEGIN_DECLS

/* The model's fields (wg-board-editor-model.c owns the object). */
struct _WgBoardEditorModel
{
  GObject           parent_instance;

  GPtrArray        *states;   /* WgBoardEditorStep */
  guint             position; /* the current state */
  int               saved;    /* the state last opened or saved, or -1 */
  gboolean          stroke_open;
  int               stroke_state; /* the step an open stroke made, or -1 */
  char             *problem;
  char             *layout_problem;

  GFile            *file;
  char             *board_id;
  char             *name;

  WgBoardEditorTool tool;
  WgPlanetType      planet_type;
  char             *color;
  char             *sector;
  char             *tile;
  char             *face;
  int               rotation;
  GArray           *selection; /* WgHex, in reading order; not undoable */
};

/* One position of the stack: what a step leaves, and its sentence. */
typedef struct
{
  GArray        *cells;       /* WgCell, in reading order */
  WgTileLibrary *library;     /* the file's tiles, layouts and other boards */
  GArray        *placements;  /* WgPlacement: the tiles placed since the board was empty
                               * or laid out, or NULL once a tile went on hexes drawn by hand */
  GArray        *tiles;       /* WgBoardTile: the board's tiles (R-EXP-8), owning their
                               * names and cells */
  char          *description; /* NULL for where the stack starts */
} WgBoardEditorStep;

void wg_board_editor_step_free (WgBoardEditorStep *step);
G_DEFINE_AUTOPTR_CLEANUP_FUNC (WgBoardEditorStep, wg_board_editor_step_free)

GArray            *wg_board_editor_placements_new (void);
GArray            *wg_board_editor_placements_copy (const GArray *placements);

/* Board tiles: a GArray of WgBoardTile owning their names and cells
 * (wg-board-editor-model-groups.c). */
GArray            *wg_board_editor_tiles_new (void);
GArray            *wg_board_editor_tiles_copy (const GArray *tiles);
void               wg_board_editor_tiles_add (GArray            *tiles,
                                              const WgBoardTile *tile);
gboolean           wg_board_editor_tiles_equal (const GArray *a,
                                                const GArray *b);
GArray            *wg_board_editor_tiles_of_board (const WgBoard *board);
/* Leaves out hexes no longer among @cells, and tiles without their centre. */
void               wg_board_editor_tiles_prune (GArray       *tiles,
                                                const GArray *cells);
/* Records @tile placed on @hexes with its (0, 0) at @centre, as
 * wg_tile_compose records a placement (nothing when @centre is not one of
 * @hexes). */
void               wg_board_editor_tiles_add_placed (GArray       *tiles,
                                                     const WgTile *tile,
                                                     const GArray *hexes,
                                                     WgHex         centre);

/* Cells: a GArray of WgCell owning their strings, in reading order. */
GArray            *wg_board_editor_cells_new (void);
GArray            *wg_board_editor_cells_copy (const GArray *cells);
/* The index of @hex, or where it would be inserted as -(index + 1). */
int                wg_board_editor_cells_search (const GArray *cells,
                                                 WgHex         hex);
WgCell            *wg_board_editor_cells_find (GArray *cells,
                                               WgHex   hex);
/* The cell at @hex, inserted as space when there was none. */
WgCell            *wg_board_editor_cells_take (GArray *cells,
                                               WgHex   hex);
const WgCell      *wg_board_editor_cells_with_id (const GArray *cells,
                                                  const char   *id);
const WgCell      *wg_board_editor_cells_with_warpgate (const GArray *cells,
                                                        const char   *color);
gboolean           wg_board_editor_cells_equal (const GArray *a,
                                                const GArray *b);
GArray            *wg_board_editor_cells_of_board (const WgBoard *board);
/* The board @placements lay out (wg_tile_compose), as cells; NULL when they
 * do not compose. */
GArray            *wg_board_editor_compose_cells (WgTileLibrary *library,
                                                  const GArray  *placements,
                                                  const char    *name);
/* Whether the editor made @cell's id (and may make it again), not a person. */
gboolean           wg_board_editor_is_generated_id (const WgCell *cell);
char              *wg_board_editor_planet_id (const GArray *cells,
                                              WgPlanetType  type);
char              *wg_board_editor_warpgate_id (const GArray *cells,
                                                const char   *color);

gboolean           wg_board_editor_refuse (GError           **error,
                                           WgBoardEditorError code,
                                           const char        *format,
                                           ...) G_GNUC_PRINTF (3, 4);

/* The current step, and its cells (wg-board-editor-model.c). */
WgBoardEditorStep *wg_board_editor_model_current (WgBoardEditorModel *self);
GArray            *wg_board_editor_model_current_cells (WgBoardEditorModel *self);
/* Keeps the tile to place one of the library's, finds the problems again
 * and emits "changed". */
void               wg_board_editor_model_emit_changed (WgBoardEditorModel *self);
/* A copy of the current cells to edit. */
GArray            *wg_board_editor_model_copy_cells (WgBoardEditorModel *self);
/* The current step's placements (NULL: not laid out from tiles). */
const GArray      *wg_board_editor_model_get_placements (WgBoardEditorModel *self);
/* A copy of the current step, without a description, to change and push. */
WgBoardEditorStep *wg_board_editor_model_copy_step (WgBoardEditorModel *self);
/* Makes @step (taken) the next step with @description (taken); TRUE
 * without a step when it changes nothing. Refused when its cells make no
 * board. */
gboolean           wg_board_editor_model_push_step (WgBoardEditorModel *self,
                                                    WgBoardEditorStep  *step,
                                                    char               *description,
                                                    GError            **error);
/* Makes @cells and @description (both taken) the next step, with the
 * library and placements kept; TRUE without a step when they change nothing. */
gboolean           wg_board_editor_model_commit (WgBoardEditorModel *self,
                                                 GArray             *cells,
                                                 char               *description,
                                                 GError            **error);
/* A document opened: the stack starts afresh on @cells and @tiles (taken). */
void               wg_board_editor_model_set_document (WgBoardEditorModel *self,
                                                       WgTileLibrary      *library,
                                                       GFile              *file,
                                                       const char         *board_id,
                                                       const char         *name,
                                                       GArray             *cells,
                                                       GArray             *tiles);
/* Why the current step is no layout of placed tiles, or NULL (-tiles.c). */
char              *wg_board_editor_model_find_layout_problem (WgBoardEditorModel *self);
void               wg_board_editor_model_mark_saved (WgBoardEditorModel *self,
                                                     WgTileLibrary      *library,
                                                     GFile              *file);

G_END_DECLS
