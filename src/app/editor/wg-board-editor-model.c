/* wg-board-editor-model.c — the board editor's state: the object, the undo stack, the document
 * Copyright 2026 The Warpgate Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>
#include <string.h>

#include "wg-board-editor-model-private.h"
#include "wg-tile-json.h"

/* clang-format off */
G_DEFINE_QUARK (wg-board-editor-error-quark, wg_board_editor_error)
/* clang-format on */

typedef WgBoardEditorStep State;

G_DEFINE_FINAL_TYPE (WgBoardEditorModel, wg_board_editor_model, G_TYPE_OBJECT)

enum
{
  SIGNAL_CHANGED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

/* ---- The stack ---- */

void
wg_board_editor_step_free (WgBoardEditorStep *step)
{
  g_clear_pointer (&step->cells, g_array_unref);
  g_clear_pointer (&step->library, wg_tile_library_unref);
  g_clear_pointer (&step->placements, g_array_unref);
  g_clear_pointer (&step->tiles, g_array_unref);
  g_free (step->description);
  g_free (step);
}

static void
placement_clear (WgPlacement *placement)
{
  g_clear_pointer (&placement->tile, g_free);
  g_clear_pointer (&placement->face, g_free);
}

GArray *
wg_board_editor_placements_new (void)
{
  GArray *placements = g_array_new (FALSE, TRUE, sizeof (WgPlacement));

  g_array_set_clear_func (placements, (GDestroyNotify) placement_clear);
  return placements;
}

GArray *
wg_board_editor_placements_copy (const GArray *src)
{
  GArray *placements;

  if (src == NULL)
    return NULL;
  placements = wg_board_editor_placements_new ();
  for (guint i = 0; i < src->len; i++)
    {
      WgPlacement p = g_array_index (src, WgPlacement, i);

      p.tile = g_strdup (p.tile);
      p.face = g_strdup (p.face);
      g_array_append_val (placements, p);
    }
  return placements;
}

static gboolean
placements_equal (const GArray *a,
                  const GArray *b)
{
  if (a == NULL || b == NULL)
    return a == b;
  if (a->len != b->len)
    return FALSE;
  for (guint i = 0; i < a->len; i++)
    {
      const WgPlacement *x = &g_array_index (a, WgPlacement, i);
      const WgPlacement *y = &g_array_index (b, WgPlacement, i);

      if (g_strcmp0 (x->tile, y->tile) != 0 || g_strcmp0 (x->face, y->face) != 0
          || !wg_hex_equal (x->position, y->position) || x->rotation != y->rotation)
        return FALSE;
    }
  return TRUE;
}

State *
wg_board_editor_model_current (WgBoardEditorModel *self)
{
  return g_ptr_array_index (self->states, self->position);
}

GArray *
wg_board_editor_model_current_cells (WgBoardEditorModel *self)
{
  return wg_board_editor_model_current (self)->cells;
}

static void
update_problem (WgBoardEditorModel *self)
{
  g_free (self->layout_problem);
  self->layout_problem = wg_board_editor_model_find_layout_problem (self);

  GArray  *cells = wg_board_editor_model_current_cells (self);
  gboolean gate = FALSE;

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

/* Starts the stack afresh on @cells and @tiles (taken) and @library. A board that is
 * not empty was drawn by hand: it is no layout of tiles. */
static void
reset_stack (WgBoardEditorModel *self,
             WgTileLibrary      *library,
             GArray             *cells,
             GArray             *tiles)
{
  State *state = g_new0 (State, 1);

  state->cells = cells;
  state->tiles = tiles;
  state->library = wg_tile_library_ref (library);
  state->placements = cells->len == 0 ? wg_board_editor_placements_new () : NULL;
  g_ptr_array_set_size (self->states, 0);
  g_ptr_array_add (self->states, state);
  self->position = 0;
  self->saved = 0;
  self->stroke_state = -1;
}

WgBoardEditorStep *
wg_board_editor_model_copy_step (WgBoardEditorModel *self)
{
  State             *now = wg_board_editor_model_current (self);
  WgBoardEditorStep *step = g_new0 (WgBoardEditorStep, 1);

  step->cells = wg_board_editor_cells_copy (now->cells);
  step->library = wg_tile_library_ref (now->library);
  step->placements = wg_board_editor_placements_copy (now->placements);
  step->tiles = wg_board_editor_tiles_copy (now->tiles);
  return step;
}

/* Makes @step (taken) the next step, unless it changes nothing. Its cells
 * and tiles must make a board: the edits keep to wg_board_new_with_tiles's
 * rules, which this checks once more, after hexes erased have left their
 * tiles. */
gboolean
wg_board_editor_model_push_step (WgBoardEditorModel *self,
                                 WgBoardEditorStep  *step,
                                 char               *description,
                                 GError            **error)
{
  g_autoptr (WgBoardEditorStep) owned = step;
  g_autofree char *sentence = description;
  g_autoptr (WgBoard) board = NULL;
  g_autoptr (GError) local = NULL;
  State *now = wg_board_editor_model_current (self);

  wg_board_editor_tiles_prune (step->tiles, step->cells);
  if (wg_board_editor_cells_equal (step->cells, now->cells) && step->library == now->library
      && placements_equal (step->placements, now->placements)
      && wg_board_editor_tiles_equal (step->tiles, now->tiles))
    return TRUE;
  board = wg_board_new_with_tiles (self->name, (const WgCell *) (gpointer) step->cells->data,
                                   step->cells->len,
                                   (const WgBoardTile *) (gpointer) step->tiles->data,
                                   step->tiles->len, &local);
  if (board == NULL)
    {
      g_set_error (error, WG_BOARD_EDITOR_ERROR, WG_BOARD_EDITOR_ERROR_INVALID_BOARD,
                   _ ("That would break the board: %s"), local->message);
      return FALSE;
    }
  if (self->stroke_open && self->stroke_state == (int) self->position && self->position > 0)
    {
      /* A drag goes on: the stroke's step grows. */
      step->description = g_steal_pointer (&now->description);
      g_ptr_array_index (self->states, self->position) = g_steal_pointer (&owned);
      wg_board_editor_step_free (now);
      wg_board_editor_model_emit_changed (self);
      return TRUE;
    }
  g_ptr_array_set_size (self->states, self->position + 1);
  if (self->saved > (int) self->position)
    self->saved = -1;
  step->description = g_steal_pointer (&sentence);
  g_ptr_array_add (self->states, g_steal_pointer (&owned));
  self->position++;
  if (self->stroke_open)
    self->stroke_state = (int) self->position;
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
  WgBoardEditorStep *step = wg_board_editor_model_copy_step (self);

  g_array_unref (step->cells);
  step->cells = cells;
  return wg_board_editor_model_push_step (self, step, description, error);
}

gboolean
wg_board_editor_refuse (GError           **error,
                        WgBoardEditorError code,
                        const char        *format,
                        ...)
{
  g_autofree char *message = NULL;
  va_list          args;

  va_start (args, format);
  message = g_strdup_vprintf (format, args);
  va_end (args);
  g_set_error_literal (error, WG_BOARD_EDITOR_ERROR, code, message);
  return FALSE;
}

gboolean
wg_board_editor_model_can_undo (WgBoardEditorModel *self)
{
  g_return_val_if_fail (WG_IS_BOARD_EDITOR_MODEL (self), FALSE);
  return self->position > 0;
}

gboolean
wg_board_editor_model_can_redo (WgBoardEditorModel *self)
{
  g_return_val_if_fail (WG_IS_BOARD_EDITOR_MODEL (self), FALSE);
  return self->position + 1 < self->states->len;
}

const char *
wg_board_editor_model_get_undo_description (WgBoardEditorModel *self)
{
  g_return_val_if_fail (WG_IS_BOARD_EDITOR_MODEL (self), NULL);
  return self->position > 0 ? wg_board_editor_model_current (self)->description : NULL;
}

const char *
wg_board_editor_model_get_redo_description (WgBoardEditorModel *self)
{
  g_return_val_if_fail (WG_IS_BOARD_EDITOR_MODEL (self), NULL);
  if (self->position + 1 >= self->states->len)
    return NULL;
  return ((State *) g_ptr_array_index (self->states, self->position + 1))->description;
}

gboolean
wg_board_editor_model_undo (WgBoardEditorModel *self)
{
  g_return_val_if_fail (WG_IS_BOARD_EDITOR_MODEL (self), FALSE);
  if (self->position == 0)
    return FALSE;
  self->position--;
  self->stroke_state = -1;
  wg_board_editor_model_emit_changed (self);
  return TRUE;
}

gboolean
wg_board_editor_model_redo (WgBoardEditorModel *self)
{
  g_return_val_if_fail (WG_IS_BOARD_EDITOR_MODEL (self), FALSE);
  if (self->position + 1 >= self->states->len)
    return FALSE;
  self->position++;
  self->stroke_state = -1;
  wg_board_editor_model_emit_changed (self);
  return TRUE;
}

void
wg_board_editor_model_begin_stroke (WgBoardEditorModel *self)
{
  g_return_if_fail (WG_IS_BOARD_EDITOR_MODEL (self));
  self->stroke_open = TRUE;
  self->stroke_state = -1;
}

void
wg_board_editor_model_end_stroke (WgBoardEditorModel *self)
{
  g_return_if_fail (WG_IS_BOARD_EDITOR_MODEL (self));
  self->stroke_open = FALSE;
  self->stroke_state = -1;
}

/* ---- The object ---- */

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
  return self->saved != (int) self->position;
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
  reset_stack (self, library, cells, tiles);
  g_array_set_size (self->selection, 0);
  wg_board_editor_model_emit_changed (self);
}

void
wg_board_editor_model_mark_saved (WgBoardEditorModel *self,
                                  WgTileLibrary      *library,
                                  GFile              *file)
{
  State *now = wg_board_editor_model_current (self);

  /* The same tiles and layouts, with this board kept in the file. */
  g_clear_pointer (&now->library, wg_tile_library_unref);
  now->library = wg_tile_library_ref (library);
  g_set_object (&self->file, file);
  self->saved = (int) self->position;
  wg_board_editor_model_emit_changed (self);
}

static void
wg_board_editor_model_finalize (GObject *object)
{
  WgBoardEditorModel *self = WG_BOARD_EDITOR_MODEL (object);

  g_clear_pointer (&self->states, g_ptr_array_unref);
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

  self->states = g_ptr_array_new_with_free_func ((GDestroyNotify) wg_board_editor_step_free);
  self->selection = g_array_new (FALSE, FALSE, sizeof (WgHex));
  self->board_id = g_strdup ("board");
  self->name = g_strdup (_ ("New board"));
  self->color = g_strdup ("blue");
  self->stroke_state = -1;
  reset_stack (self, empty, wg_board_editor_cells_new (), wg_board_editor_tiles_new ());
  update_problem (self);
}

WgBoardEditorModel *
wg_board_editor_model_new (void)
{
  return g_object_new (WG_TYPE_BOARD_EDITOR_MODEL, NULL);
}
