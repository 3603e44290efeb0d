/* wg-board-editor-model.c — the board editor's model: the object, its history, its document
 * Copyright 2026 The Warpgate Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "wg-board-editor-model-private.h"

/* clang-format off */
G_DEFINE_QUARK (wg-board-editor-error-quark, wg_board_editor_error)
/* clang-format on */

G_DEFINE_FINAL_TYPE (WgBoardEditorModel, wg_board_editor_model, G_TYPE_OBJECT)

enum
{
  SIGNAL_CHANGED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

/* ---- The current step ---- */

WgEditorSnapshot *
wg_board_editor_model_current (WgBoardEditorModel *self)
{
  return wg_editor_history_current (self->history);
}

GArray *
wg_board_editor_model_current_cells (WgBoardEditorModel *self)
{
  return wg_board_editor_model_current (self)->cells;
}

GArray *
wg_board_editor_model_copy_cells (WgBoardEditorModel *self)
{
  return wg_editor_cells_copy (wg_board_editor_model_current_cells (self));
}

const GArray *
wg_board_editor_model_get_placements (WgBoardEditorModel *self)
{
  return wg_board_editor_model_current (self)->placements;
}

WgEditorSnapshot *
wg_board_editor_model_copy_step (WgBoardEditorModel *self)
{
  return wg_editor_snapshot_copy (wg_board_editor_model_current (self));
}

static void
update_problem (WgBoardEditorModel *self)
{
  WgEditorSnapshot *now = wg_board_editor_model_current (self);
  GArray           *cells = now->cells;
  gboolean          gate = FALSE;

  g_free (self->layout_problem);
  self->layout_problem =
    wg_editor_placements_layout_problem (now->placements, cells, now->library, self->name);
  for (guint i = 0; i < cells->len; i++)
    gate |= g_array_index (cells, WgCell, i).kind == WG_HEX_WARPGATE;
  g_clear_pointer (&self->problem, g_free);
  if (cells->len == 0)
    self->problem = g_strdup (_ ("The board has no hexes yet: paint some, or place a tile"));
  else if (!gate)
    self->problem = g_strdup (_ ("The board has no warpgate: each player needs one of their "
                                 "colour"));
}

/* The tile to place is one of the library's: undoing a new tile (or
 * opening a file) may take it away. */
static void
keep_tile_choice (WgBoardEditorModel *self)
{
  WgTileLibrary *library = wg_board_editor_model_current (self)->library;
  const WgTile  *tile = self->tile != NULL ? wg_tile_library_lookup_tile (library, self->tile)
                                           : NULL;

  if (tile == NULL && wg_tile_library_get_n_tiles (library) > 0)
    tile = wg_tile_library_get_tile (library, 0);
  if (tile == NULL)
    {
      g_clear_pointer (&self->tile, g_free);
      g_clear_pointer (&self->face, g_free);
      return;
    }
  if (g_strcmp0 (self->tile, tile->id) != 0 || wg_tile_find_face (tile, self->face) == NULL)
    {
      g_free (self->tile);
      self->tile = g_strdup (tile->id);
      g_free (self->face);
      self->face = g_strdup (tile->faces[0].name);
    }
}

void
wg_board_editor_model_emit_changed (WgBoardEditorModel *self)
{
  keep_tile_choice (self);
  update_problem (self);
  g_signal_emit (self, signals[SIGNAL_CHANGED], 0);
}

/* Makes @step (taken) the next step, unless it changes nothing. Its cells
 * and tiles must make a board: the edits keep to wg_board_new_with_tiles's
 * rules, which this checks once more, after hexes erased have left their
 * tiles. */
gboolean
wg_board_editor_model_push_step (WgBoardEditorModel *self,
                                 WgEditorSnapshot   *step,
                                 char               *description,
                                 GError            **error)
{
  g_autoptr (WgEditorSnapshot) owned = step;
  g_autofree char *sentence = description;
  g_autoptr (WgBoard) board = NULL;
  g_autoptr (GError) local = NULL;

  wg_editor_board_tiles_prune (step->tiles, step->cells);
  if (wg_editor_snapshot_same (step, wg_board_editor_model_current (self)))
    return TRUE;
  board = wg_board_new_with_tiles (self->name, (const WgCell *) (gpointer) step->cells->data,
                                   step->cells->len,
                                   (const WgBoardTile *) (gpointer) step->tiles->data,
                                   step->tiles->len, &local);
  if (board == NULL)
    return wg_refuse (error, WG_BOARD_EDITOR_ERROR, WG_BOARD_EDITOR_ERROR_INVALID_BOARD,
                      _ ("That would break the board: %s"), local->message);
  wg_editor_history_push (self->history, g_steal_pointer (&owned), g_steal_pointer (&sentence));
  wg_board_editor_model_emit_changed (self);
  return TRUE;
}

/* Makes @cells (taken) the next step, with the library and the tiles
 * placed as they are. */
gboolean
wg_board_editor_model_commit (WgBoardEditorModel *self,
                              GArray             *cells,
                              char               *description,
                              GError            **error)
{
  WgEditorSnapshot *step = wg_board_editor_model_copy_step (self);

  g_array_unref (step->cells);
  step->cells = cells;
  return wg_board_editor_model_push_step (self, step, description, error);
}

/* ---- Undo and redo ---- */

gboolean
wg_board_editor_model_can_undo (WgBoardEditorModel *self)
{
  g_return_val_if_fail (WG_IS_BOARD_EDITOR_MODEL (self), FALSE);
  return wg_editor_history_can_undo (self->history);
}

gboolean
wg_board_editor_model_can_redo (WgBoardEditorModel *self)
{
  g_return_val_if_fail (WG_IS_BOARD_EDITOR_MODEL (self), FALSE);
  return wg_editor_history_can_redo (self->history);
}

const char *
wg_board_editor_model_get_undo_description (WgBoardEditorModel *self)
{
  g_return_val_if_fail (WG_IS_BOARD_EDITOR_MODEL (self), NULL);
  return wg_editor_history_get_undo_description (self->history);
}

const char *
wg_board_editor_model_get_redo_description (WgBoardEditorModel *self)
{
  g_return_val_if_fail (WG_IS_BOARD_EDITOR_MODEL (self), NULL);
  return wg_editor_history_get_redo_description (self->history);
}

gboolean
wg_board_editor_model_undo (WgBoardEditorModel *self)
{
  g_return_val_if_fail (WG_IS_BOARD_EDITOR_MODEL (self), FALSE);
  if (!wg_editor_history_undo (self->history))
    return FALSE;
  wg_board_editor_model_emit_changed (self);
  return TRUE;
}

gboolean
wg_board_editor_model_redo (WgBoardEditorModel *self)
{
  g_return_val_if_fail (WG_IS_BOARD_EDITOR_MODEL (self), FALSE);
  if (!wg_editor_history_redo (self->history))
    return FALSE;
  wg_board_editor_model_emit_changed (self);
  return TRUE;
}

void
wg_board_editor_model_begin_stroke (WgBoardEditorModel *self)
{
  g_return_if_fail (WG_IS_BOARD_EDITOR_MODEL (self));
  wg_editor_history_begin_stroke (self->history);
}

void
wg_board_editor_model_end_stroke (WgBoardEditorModel *self)
{
  g_return_if_fail (WG_IS_BOARD_EDITOR_MODEL (self));
  wg_editor_history_end_stroke (self->history);
}

/* ---- The document ---- */

WgTileLibrary *
wg_board_editor_model_get_library (WgBoardEditorModel *self)
{
  g_return_val_if_fail (WG_IS_BOARD_EDITOR_MODEL (self), NULL);
  return wg_board_editor_model_current (self)->library;
}

GFile *
wg_board_editor_model_get_file (WgBoardEditorModel *self)
{
  g_return_val_if_fail (WG_IS_BOARD_EDITOR_MODEL (self), NULL);
  return self->file;
}

gboolean
wg_board_editor_model_get_modified (WgBoardEditorModel *self)
{
  g_return_val_if_fail (WG_IS_BOARD_EDITOR_MODEL (self), FALSE);
  return wg_editor_history_is_modified (self->history);
}

void
wg_board_editor_model_set_document (WgBoardEditorModel *self,
                                    WgTileLibrary      *library,
                                    GFile              *file,
                                    const char         *board_id,
                                    const char         *name,
                                    GArray             *cells,
                                    GArray             *tiles)
{
  g_set_object (&self->file, file);
  g_free (self->board_id);
  self->board_id = g_strdup (board_id);
  g_free (self->name);
  self->name = g_strdup (name);
  wg_editor_history_reset (self->history, wg_editor_snapshot_new (library, cells, tiles));
  g_array_set_size (self->selection, 0);
  wg_board_editor_model_emit_changed (self);
}

void
wg_board_editor_model_mark_saved (WgBoardEditorModel *self,
                                  WgTileLibrary      *library,
                                  GFile              *file)
{
  wg_editor_history_mark_saved (self->history, library);
  g_set_object (&self->file, file);
  wg_board_editor_model_emit_changed (self);
}

/* ---- The object ---- */

static void
wg_board_editor_model_finalize (GObject *object)
{
  WgBoardEditorModel *self = WG_BOARD_EDITOR_MODEL (object);

  g_clear_pointer (&self->history, wg_editor_history_free);
  g_clear_pointer (&self->selection, g_array_unref);
  g_clear_object (&self->file);
  g_free (self->problem);
  g_free (self->layout_problem);
  g_free (self->board_id);
  g_free (self->name);
  g_free (self->color);
  g_free (self->sector);
  g_free (self->tile);
  g_free (self->face);

  G_OBJECT_CLASS (wg_board_editor_model_parent_class)->finalize (object);
}

static void
wg_board_editor_model_class_init (WgBoardEditorModelClass *klass)
{
  G_OBJECT_CLASS (klass)->finalize = wg_board_editor_model_finalize;

  signals[SIGNAL_CHANGED] =
    g_signal_new ("changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                  G_TYPE_NONE, 0);
}

static void
wg_board_editor_model_init (WgBoardEditorModel *self)
{
  g_autoptr (WgTileLibrary) empty = wg_tile_library_new (NULL, 0, NULL, 0, NULL, 0, NULL);

  self->history = wg_editor_history_new (
    wg_editor_snapshot_new (empty, wg_editor_cells_new (), wg_editor_board_tiles_new ()));
  self->selection = g_array_new (FALSE, FALSE, sizeof (WgHex));
  self->board_id = g_strdup ("board");
  self->name = g_strdup (_ ("New board"));
  self->color = g_strdup ("blue");
  update_problem (self);
}

WgBoardEditorModel *
wg_board_editor_model_new (void)
{
  return g_object_new (WG_TYPE_BOARD_EDITOR_MODEL, NULL);
}
