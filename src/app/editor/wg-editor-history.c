/* wg-editor-history.c — the board editor's undo and redo: snapshots of what it edits
 * Copyright 2026 The Warpgate Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "wg-editor-cells.h"
#include "wg-editor-history.h"
#include "wg-editor-placed-tiles.h"

struct _WgEditorHistory
{
  GPtrArray *snapshots;   /* WgEditorSnapshot */
  guint      position;    /* the current snapshot */
  int        saved;       /* the snapshot last opened or saved, or -1 */
  gboolean   stroke_open; /* a drag is on */
  int        stroke_step; /* the step an open stroke made, or -1 */
};

/* ---- Snapshots ---- */

WgEditorSnapshot *
wg_editor_snapshot_new (WgTileLibrary *library,
                        GArray        *cells,
                        GArray        *tiles)
{
  WgEditorSnapshot *snapshot = g_new0 (WgEditorSnapshot, 1);

  snapshot->cells = cells;
  snapshot->tiles = tiles;
  snapshot->library = wg_tile_library_ref (library);
  snapshot->placements = cells->len == 0 ? wg_editor_placements_new () : NULL;
  return snapshot;
}

WgEditorSnapshot *
wg_editor_snapshot_copy (const WgEditorSnapshot *snapshot)
{
  WgEditorSnapshot *copy = g_new0 (WgEditorSnapshot, 1);

  copy->cells = wg_editor_cells_copy (snapshot->cells);
  copy->library = wg_tile_library_ref (snapshot->library);
  copy->placements = wg_editor_placements_copy (snapshot->placements);
  copy->tiles = wg_editor_board_tiles_copy (snapshot->tiles);
  return copy;
}

gboolean
wg_editor_snapshot_same (const WgEditorSnapshot *a,
                         const WgEditorSnapshot *b)
{
  return wg_editor_cells_equal (a->cells, b->cells) && a->library == b->library
         && wg_editor_placements_equal (a->placements, b->placements)
         && wg_editor_board_tiles_equal (a->tiles, b->tiles);
}

void
wg_editor_snapshot_free (WgEditorSnapshot *snapshot)
{
  g_clear_pointer (&snapshot->cells, g_array_unref);
  g_clear_pointer (&snapshot->library, wg_tile_library_unref);
  g_clear_pointer (&snapshot->placements, g_array_unref);
  g_clear_pointer (&snapshot->tiles, g_array_unref);
  g_free (snapshot->description);
  g_free (snapshot);
}

/* ---- The history ---- */

WgEditorHistory *
wg_editor_history_new (WgEditorSnapshot *first)
{
  WgEditorHistory *history = g_new0 (WgEditorHistory, 1);

  history->snapshots = g_ptr_array_new_with_free_func ((GDestroyNotify) wg_editor_snapshot_free);
  wg_editor_history_reset (history, first);
  return history;
}

void
wg_editor_history_free (WgEditorHistory *history)
{
  g_ptr_array_unref (history->snapshots);
  g_free (history);
}

void
wg_editor_history_reset (WgEditorHistory  *history,
                         WgEditorSnapshot *first)
{
  g_ptr_array_set_size (history->snapshots, 0);
  g_ptr_array_add (history->snapshots, first);
  history->position = 0;
  history->saved = 0;
  history->stroke_step = -1;
}

WgEditorSnapshot *
wg_editor_history_current (WgEditorHistory *history)
{
  return g_ptr_array_index (history->snapshots, history->position);
}

/* An open stroke's step takes @snapshot's place, keeping its sentence. */
static gboolean
grow_stroke (WgEditorHistory  *history,
             WgEditorSnapshot *snapshot)
{
  WgEditorSnapshot *now = wg_editor_history_current (history);

  if (!history->stroke_open || history->stroke_step != (int) history->position
      || history->position == 0)
    return FALSE;
  snapshot->description = g_steal_pointer (&now->description);
  g_ptr_array_index (history->snapshots, history->position) = snapshot;
  wg_editor_snapshot_free (now);
  return TRUE;
}

void
wg_editor_history_push (WgEditorHistory  *history,
                        WgEditorSnapshot *snapshot,
                        char             *description)
{
  if (grow_stroke (history, snapshot))
    {
      g_free (description);
      return;
    }
  g_ptr_array_set_size (history->snapshots, history->position + 1);
  if (history->saved > (int) history->position)
    history->saved = -1;
  snapshot->description = description;
  g_ptr_array_add (history->snapshots, snapshot);
  history->position++;
  if (history->stroke_open)
    history->stroke_step = (int) history->position;
}

gboolean
wg_editor_history_can_undo (WgEditorHistory *history)
{
  return history->position > 0;
}

gboolean
wg_editor_history_can_redo (WgEditorHistory *history)
{
  return history->position + 1 < history->snapshots->len;
}

const char *
wg_editor_history_get_undo_description (WgEditorHistory *history)
{
  if (!wg_editor_history_can_undo (history))
    return NULL;
  return wg_editor_history_current (history)->description;
}

const char *
wg_editor_history_get_redo_description (WgEditorHistory *history)
{
  WgEditorSnapshot *next;

  if (!wg_editor_history_can_redo (history))
    return NULL;
  next = g_ptr_array_index (history->snapshots, history->position + 1);
  return next->description;
}

gboolean
wg_editor_history_undo (WgEditorHistory *history)
{
  if (!wg_editor_history_can_undo (history))
    return FALSE;
  history->position--;
  history->stroke_step = -1;
  return TRUE;
}

gboolean
wg_editor_history_redo (WgEditorHistory *history)
{
  if (!wg_editor_history_can_redo (history))
    return FALSE;
  history->position++;
  history->stroke_step = -1;
  return TRUE;
}

void
wg_editor_history_begin_stroke (WgEditorHistory *history)
{
  history->stroke_open = TRUE;
  history->stroke_step = -1;
}

void
wg_editor_history_end_stroke (WgEditorHistory *history)
{
  history->stroke_open = FALSE;
  history->stroke_step = -1;
}

void
wg_editor_history_mark_saved (WgEditorHistory *history,
                              WgTileLibrary   *library)
{
  WgEditorSnapshot *now = wg_editor_history_current (history);
  WgTileLibrary    *old = now->library;

  /* The same tiles and layouts, with this board kept in the file (which
   * may be the library the step holds). */
  now->library = wg_tile_library_ref (library);
  wg_tile_library_unref (old);
  history->saved = (int) history->position;
}

void
wg_editor_history_forget_saved (WgEditorHistory *history)
{
  history->saved = -1;
}

gboolean
wg_editor_history_is_modified (WgEditorHistory *history)
{
  return history->saved != (int) history->position;
}
