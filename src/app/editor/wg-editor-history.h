/* wg-editor-history.h — the board editor's undo and redo: snapshots of what it edits
 * Copyright 2026 The Warpgate Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "wg-tile.h"

G_BEGIN_DECLS

/* What one step of the board editor leaves, and its sentence. */
typedef struct
{
  GArray        *cells;       /* WgCell, in reading order (wg-editor-cells.h) */
  WgTileLibrary *library;     /* the file's tiles, layouts and other boards */
  GArray        *placements;  /* WgPlacement: the tiles placed since the board was empty
                               * or laid out, or NULL once a tile went on hexes drawn by hand */
  GArray        *tiles;       /* WgBoardTile: the board's tiles (R-EXP-8), owning their
                               * names and cells (wg-editor-placed-tiles.h) */
  char          *description; /* NULL for where the history starts */
} WgEditorSnapshot;

/* A snapshot of @cells and @tiles (taken) with @library; a board that is
 * not empty was drawn by hand, so it has no placements. */
WgEditorSnapshot *wg_editor_snapshot_new (WgTileLibrary *library,
                                          GArray        *cells,
                                          GArray        *tiles);
/* A deep copy, without the description, to change and push. */
WgEditorSnapshot *wg_editor_snapshot_copy (const WgEditorSnapshot *snapshot);
/* The same cells, library, placements and tiles. */
gboolean          wg_editor_snapshot_same (const WgEditorSnapshot *a,
                                           const WgEditorSnapshot *b);
void              wg_editor_snapshot_free (WgEditorSnapshot *snapshot);
G_DEFINE_AUTOPTR_CLEANUP_FUNC (WgEditorSnapshot, wg_editor_snapshot_free)

/* The snapshots in order, the current one, the one last opened or saved
 * and an open stroke (a drag), whose edits grow one step. */
typedef struct _WgEditorHistory WgEditorHistory;

/* Starts on @first (taken), which counts as saved. */
WgEditorHistory                *wg_editor_history_new (WgEditorSnapshot *first);
void                            wg_editor_history_free (WgEditorHistory *history);
/* Forgets every step and starts afresh on @first (taken). */
void                            wg_editor_history_reset (WgEditorHistory  *history,
                                                         WgEditorSnapshot *first);
WgEditorSnapshot               *wg_editor_history_current (WgEditorHistory *history);
/* Makes @snapshot and @description (both taken) the next step, dropping
 * the steps undone; while a stroke is open, its step grows instead. */
void                            wg_editor_history_push (WgEditorHistory  *history,
                                                        WgEditorSnapshot *snapshot,
                                                        char             *description);
gboolean                        wg_editor_history_can_undo (WgEditorHistory *history);
gboolean                        wg_editor_history_can_redo (WgEditorHistory *history);
/* The sentence of the step undo would take back (redo would make), or NULL. */
const char                     *wg_editor_history_get_undo_description (WgEditorHistory *history);
const char                     *wg_editor_history_get_redo_description (WgEditorHistory *history);
/* FALSE when there is nothing to undo (redo). */
gboolean                        wg_editor_history_undo (WgEditorHistory *history);
gboolean                        wg_editor_history_redo (WgEditorHistory *history);
void                            wg_editor_history_begin_stroke (WgEditorHistory *history);
void                            wg_editor_history_end_stroke (WgEditorHistory *history);
/* The current step is the one saved, now with @library. */
void                            wg_editor_history_mark_saved (WgEditorHistory *history,
                                                              WgTileLibrary   *library);
/* No step is the one saved any more (a change outside the history). */
void                            wg_editor_history_forget_saved (WgEditorHistory *history);
/* Changed since it was opened or saved (undo back to that point clears it). */
gboolean                        wg_editor_history_is_modified (WgEditorHistory *history);

G_END_DECLS
