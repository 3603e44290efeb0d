/* wg-board-editor-model-private.h — what WgBoardEditorModel's parts share (its fields, its history)
 * Copyright 2026 The Warpgate Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "wg-board-editor-model.h"
#include "wg-editor-cells.h"
#include "wg-editor-history.h"
#include "wg-editor-placed-tiles.h"
#include "wg-refuse.h"

G_BEGIN_DECLS

/* The model's fields (wg-board-editor-model.c owns the object). */
struct _WgBoardEditorModel
{
  GObject           parent_instance;

  WgEditorHistory  *history; /* WgEditorSnapshot of the cells, library, placements, tiles */
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

/* The current step, and its cells (wg-board-editor-model.c). */
WgEditorSnapshot *wg_board_editor_model_current (WgBoardEditorModel *self);
GArray           *wg_board_editor_model_current_cells (WgBoardEditorModel *self);
/* Keeps the tile to place one of the library's, finds the problems again
 * and emits "changed". */
void              wg_board_editor_model_emit_changed (WgBoardEditorModel *self);
/* A copy of the current cells to edit. */
GArray           *wg_board_editor_model_copy_cells (WgBoardEditorModel *self);
/* The current step's placements (NULL: not laid out from tiles). */
const GArray     *wg_board_editor_model_get_placements (WgBoardEditorModel *self);
/* A copy of the current step, without a description, to change and push. */
WgEditorSnapshot *wg_board_editor_model_copy_step (WgBoardEditorModel *self);
/* Makes @step (taken) the next step with @description (taken); TRUE
 * without a step when it changes nothing. Refused when its cells make no
 * board. */
gboolean          wg_board_editor_model_push_step (WgBoardEditorModel *self,
                                                   WgEditorSnapshot   *step,
                                                   char               *description,
                                                   GError            **error);
/* Makes @cells and @description (both taken) the next step, with the
 * library and placements kept; TRUE without a step when they change nothing. */
gboolean          wg_board_editor_model_commit (WgBoardEditorModel *self,
                                                GArray             *cells,
                                                char               *description,
                                                GError            **error);
/* A document opened: the stack starts afresh on @cells and @tiles (taken). */
void              wg_board_editor_model_set_document (WgBoardEditorModel *self,
                                                      WgTileLibrary      *library,
                                                      GFile              *file,
                                                      const char         *board_id,
                                                      const char         *name,
                                                      GArray             *cells,
                                                      GArray             *tiles);
/* The file was saved as @file with @library. */
void              wg_board_editor_model_mark_saved (WgBoardEditorModel *self,
                                                    WgTileLibrary      *library,
                                                    GFile              *file);

G_END_DECLS
