/* wg-board-editor-model.c — the board editor's state: cells, tools, undo, tiles, the tile file
 * Copyright 2026 The Warpgate Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>
#include <string.h>

#include "wg-board-editor-model-private.h"
#include "wg-tile-json.h"

G_DEFINE_QUARK (wg-board-editor-error-quark, wg_board_editor_error)

typedef WgBoardEditorStep State;

struct _WgBoardEditorModel
{
  GObject            parent_instance;

  GPtrArray         *states;         /* State */
  guint              position;       /* the current state */
  int                saved;          /* the state last opened or saved, or -1 */
  gboolean           stroke_open;
  int                stroke_state;   /* the step an open stroke made, or -1 */
  char              *problem;
  char              *layout_problem;

  GFile             *file;
  char              *board_id;
  char              *name;

  WgBoardEditorTool  tool;
  WgPlanetType       planet_type;
  char              *color;
  char              *sector;
  char              *tile;
  char              *face;
  int                rotation;
  GArray            *selection;      /* WgHex, in reading order; not undoable */
};

G_DEFINE_FINAL_TYPE (WgBoardEditorModel, wg_board_editor_model, G_TYPE_OBJECT)

enum {
  SIGNAL_CHANGED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

/* ---- Cells ---- */

static void
cell_clear (WgCell *cell)
{
  g_clear_pointer (&cell->id, g_free);
  g_clear_pointer (&cell->sector, g_free);
  g_clear_pointer (&cell->color, g_free);
}

GArray *
wg_board_editor_cells_new (void)
{
  GArray *cells = g_array_new (FALSE, TRUE, sizeof (WgCell));

  g_array_set_clear_func (cells, (GDestroyNotify) cell_clear);
  return cells;
}

static void
cell_copy (WgCell       *dst,
           const WgCell *src)
{
  *dst = *src;
  dst->id = g_strdup (src->id);
  dst->sector = g_strdup (src->sector);
  dst->color = g_strdup (src->color);
}

static GArray *
cells_copy (const GArray *src)
{
  GArray *cells = wg_board_editor_cells_new ();

  g_array_set_size (cells, src->len);
  for (guint i = 0; i < src->len; i++)
    cell_copy (&g_array_index (cells, WgCell, i), &g_array_index (src, WgCell, i));
  return cells;
}

static int
compare_hexes (WgHex a,
               WgHex b)
{
  if (a.r != b.r)
    return a.r < b.r ? -1 : 1;
  return a.q < b.q ? -1 : a.q > b.q;
}

/* The index of @hex, or where it would be inserted as -(index + 1). */
static int
cells_search (const GArray *cells,
              WgHex         hex)
{
  int lo = 0, hi = (int) cells->len;

  while (lo < hi)
    {
      int mid = (lo + hi) / 2;
      int c = compare_hexes (g_array_index (cells, WgCell, mid).hex, hex);

      if (c == 0)
        return mid;
      if (c < 0)
        lo = mid + 1;
      else
        hi = mid;
    }
  return -(lo + 1);
}

WgCell *
wg_board_editor_cells_find (GArray *cells,
                            WgHex   hex)
{
  int i = cells_search (cells, hex);

  return i >= 0 ? &g_array_index (cells, WgCell, i) : NULL;
}

/* The cell at @hex, a new space hex when there was none. */
WgCell *
wg_board_editor_cells_take (GArray *cells,
                            WgHex   hex)
{
  int i = cells_search (cells, hex);
  WgCell cell = { 0 };

  if (i >= 0)
    return &g_array_index (cells, WgCell, i);
  cell.hex = hex;
  cell.kind = WG_HEX_SPACE;
  g_array_insert_val (cells, (guint) (-i - 1), cell);
  return &g_array_index (cells, WgCell, -i - 1);
}

gboolean
wg_board_editor_cells_equal (const GArray *a,
                             const GArray *b)
{
  if (a->len != b->len)
    return FALSE;
  for (guint i = 0; i < a->len; i++)
    {
      const WgCell *x = &g_array_index (a, WgCell, i), *y = &g_array_index (b, WgCell, i);

      if (!wg_hex_equal (x->hex, y->hex) || x->kind != y->kind || x->type != y->type
          || x->trade != y->trade || g_strcmp0 (x->id, y->id) != 0
          || g_strcmp0 (x->sector, y->sector) != 0 || g_strcmp0 (x->color, y->color) != 0)
        return FALSE;
    }
  return TRUE;
}

const WgCell *
wg_board_editor_cells_with_id (const GArray *cells,
                               const char   *id)
{
  for (guint i = 0; i < cells->len; i++)
    if (g_strcmp0 (g_array_index (cells, WgCell, i).id, id) == 0)
      return &g_array_index (cells, WgCell, i);
  return NULL;
}

const WgCell *
wg_board_editor_cells_with_warpgate (const GArray *cells,
                                     const char   *color)
{
  for (guint i = 0; i < cells->len; i++)
    {
      const WgCell *c = &g_array_index (cells, WgCell, i);

      if (c->kind == WG_HEX_WARPGATE && g_strcmp0 (c->color, color) == 0)
        return c;
    }
  return NULL;
}

/* A planet's type letter and the smallest number no location has: D1, D2… */
char *
wg_board_editor_planet_id (const GArray *cells,
                           WgPlanetType  type)
{
  for (int n = 1;; n++)
    {
      char *id = g_strdup_printf ("%c%d", wg_planet_type_letter (type), n);

      if (wg_board_editor_cells_with_id (cells, id) == NULL)
        return id;
      g_free (id);
    }
}

char *
wg_board_editor_warpgate_id (const GArray *cells,
                             const char   *color)
{
  char *id = g_strdup_printf ("gate-%s", color);

  for (int n = 2; wg_board_editor_cells_with_id (cells, id) != NULL; n++)
    {
      g_free (id);
      id = g_strdup_printf ("gate-%s-%d", color, n);
    }
  return id;
}

/* An id the editor made (and may make again when the kind changes), not
 * one a person typed. */
gboolean
wg_board_editor_is_generated_id (const WgCell *cell)
{
  const char *id = cell->id;

  if (id == NULL)
    return TRUE;
  if (cell->kind == WG_HEX_WARPGATE)
    return g_str_has_prefix (id, "gate-");
  if (id[0] != wg_planet_type_letter (cell->type) || id[1] == '\0')
    return FALSE;
  for (const char *p = id + 1; *p != '\0'; p++)
    if (!g_ascii_isdigit (*p))
      return FALSE;
  return TRUE;
}

/* ---- The stack ---- */

void
wg_board_editor_step_free (WgBoardEditorStep *step)
{
  g_clear_pointer (&step->cells, g_array_unref);
  g_clear_pointer (&step->library, wg_tile_library_unref);
  g_clear_pointer (&step->placements, g_array_unref);
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

static State *
current (WgBoardEditorModel *self)
{
  return g_ptr_array_index (self->states, self->position);
}

static GArray *
current_cells (WgBoardEditorModel *self)
{
  return current (self)->cells;
}

static void
update_problem (WgBoardEditorModel *self)
{
  g_free (self->layout_problem);
  self->layout_problem = wg_board_editor_model_find_layout_problem (self);

  GArray *cells = current_cells (self);
  gboolean gate = FALSE;

  for (guint i = 0; i < cells->len; i++)
    gate |= g_array_index (cells, WgCell, i).kind == WG_HEX_WARPGATE;
  g_clear_pointer (&self->problem, g_free);
  if (cells->len == 0)
    self->problem = g_strdup (_("The board has no hexes yet: paint some, or place a tile"));
  else if (!gate)
    self->problem = g_strdup (_("The board has no warpgate: each player needs one of their "
                                "colour"));
}

/* The tile to place is one of the library's: undoing a new tile (or
 * opening a file) may take it away. */
static void
keep_tile_choice (WgBoardEditorModel *self)
{
  WgTileLibrary *library = current (self)->library;
  const WgTile *tile = self->tile != NULL ? wg_tile_library_lookup_tile (library, self->tile)
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

static void
emit_changed (WgBoardEditorModel *self)
{
  keep_tile_choice (self);
  update_problem (self);
  g_signal_emit (self, signals[SIGNAL_CHANGED], 0);
}

/* Starts the stack afresh on @cells (taken) and @library. A board that is
 * not empty was drawn by hand: it is no layout of tiles. */
static void
reset_stack (WgBoardEditorModel *self,
             WgTileLibrary      *library,
             GArray             *cells)
{
  State *state = g_new0 (State, 1);

  state->cells = cells;
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
  State *now = current (self);
  WgBoardEditorStep *step = g_new0 (WgBoardEditorStep, 1);

  step->cells = cells_copy (now->cells);
  step->library = wg_tile_library_ref (now->library);
  step->placements = wg_board_editor_placements_copy (now->placements);
  return step;
}

/* Makes @step (taken) the next step, unless it changes nothing. Its cells
 * must make a board: the edits keep to wg_board_new's rules, which this
 * checks once more. */
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
  State *now = current (self);

  if (wg_board_editor_cells_equal (step->cells, now->cells) && step->library == now->library
      && placements_equal (step->placements, now->placements))
    return TRUE;
  board = wg_board_new (self->name, (const WgCell *) (gpointer) step->cells->data,
                        step->cells->len, &local);
  if (board == NULL)
    {
      g_set_error (error, WG_BOARD_EDITOR_ERROR, WG_BOARD_EDITOR_ERROR_INVALID_BOARD,
                   _("That would break the board: %s"), local->message);
      return FALSE;
    }
  if (self->stroke_open && self->stroke_state == (int) self->position && self->position > 0)
    {
      /* A drag goes on: the stroke's step grows. */
      step->description = g_steal_pointer (&now->description);
      g_ptr_array_index (self->states, self->position) = g_steal_pointer (&owned);
      wg_board_editor_step_free (now);
      emit_changed (self);
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
  emit_changed (self);
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
wg_board_editor_refuse (GError            **error,
                        WgBoardEditorError  code,
                        const char         *format,
                        ...)
{
  g_autofree char *message = NULL;
  va_list args;

  va_start (args, format);
  message = g_strdup_vprintf (format, args);
  va_end (args);
  g_set_error_literal (error, WG_BOARD_EDITOR_ERROR, code, message);
  return FALSE;
}

static gboolean
check_in_bounds (WgHex    hex,
                 GError **error)
{
  if (wg_hex_in_bounds (hex))
    return TRUE;
  return wg_board_editor_refuse (error, WG_BOARD_EDITOR_ERROR_OUT_OF_BOUNDS,
                 _("(%d, %d) lies outside the board's -64…64"), hex.q, hex.r);
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
  return self->position > 0 ? current (self)->description : NULL;
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
  emit_changed (self);
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
  emit_changed (self);
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

/* ---- Reading the cells ---- */

guint
wg_board_editor_model_get_n_cells (WgBoardEditorModel *self)
{
  g_return_val_if_fail (WG_IS_BOARD_EDITOR_MODEL (self), 0);
  return current_cells (self)->len;
}

const WgCell *
wg_board_editor_model_get_cell (WgBoardEditorModel *self,
                                guint               index)
{
  g_return_val_if_fail (WG_IS_BOARD_EDITOR_MODEL (self), NULL);
  g_return_val_if_fail (index < current_cells (self)->len, NULL);
  return &g_array_index (current_cells (self), WgCell, index);
}

const WgCell *
wg_board_editor_model_lookup (WgBoardEditorModel *self,
                              WgHex               hex)
{
  g_return_val_if_fail (WG_IS_BOARD_EDITOR_MODEL (self), NULL);
  return wg_board_editor_cells_find (current_cells (self), hex);
}

const char *
wg_board_editor_model_get_problem (WgBoardEditorModel *self)
{
  g_return_val_if_fail (WG_IS_BOARD_EDITOR_MODEL (self), NULL);
  return self->problem;
}

char *
wg_board_editor_model_describe (WgBoardEditorModel *self)
{
  g_autoptr (GHashTable) sectors = g_hash_table_new (g_str_hash, g_str_equal);
  GArray *cells;
  guint planets = 0, gates = 0, n;
  g_autofree char *hexes = NULL;
  g_autofree char *planet_text = NULL;
  g_autofree char *gate_text = NULL;
  g_autofree char *sector_text = NULL;

  g_return_val_if_fail (WG_IS_BOARD_EDITOR_MODEL (self), NULL);
  cells = current_cells (self);
  for (guint i = 0; i < cells->len; i++)
    {
      const WgCell *c = &g_array_index (cells, WgCell, i);

      planets += c->kind == WG_HEX_PLANET;
      gates += c->kind == WG_HEX_WARPGATE;
      if (c->sector != NULL)
        g_hash_table_add (sectors, c->sector);
    }
  n = g_hash_table_size (sectors);
  hexes = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u hex", "%u hexes", cells->len),
                           cells->len);
  planet_text = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u planet", "%u planets",
                                              planets), planets);
  gate_text = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u warpgate", "%u warpgates",
                                            gates), gates);
  sector_text = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u sector", "%u sectors", n), n);
  /* TRANSLATORS: "12 hexes: 5 planets, 2 warpgates, 3 sectors" */
  return g_strdup_printf (_("%s: %s, %s, %s"), hexes, planet_text, gate_text, sector_text);
}

WgBoard *
wg_board_editor_model_build_board (WgBoardEditorModel *self,
                                   GError            **error)
{
  GArray *cells;

  g_return_val_if_fail (WG_IS_BOARD_EDITOR_MODEL (self), NULL);
  if (self->problem != NULL)
    {
      wg_board_editor_refuse (error, WG_BOARD_EDITOR_ERROR_INVALID_BOARD, "%s", self->problem);
      return NULL;
    }
  cells = current_cells (self);
  return wg_board_new (self->name, (const WgCell *) (gpointer) cells->data, cells->len, error);
}

const char *
wg_board_editor_model_get_name (WgBoardEditorModel *self)
{
  g_return_val_if_fail (WG_IS_BOARD_EDITOR_MODEL (self), NULL);
  return self->name;
}

gboolean
wg_board_editor_model_set_name (WgBoardEditorModel *self,
                                const char         *name,
                                GError            **error)
{
  g_return_val_if_fail (WG_IS_BOARD_EDITOR_MODEL (self), FALSE);
  if (name == NULL || *name == '\0' || !g_utf8_validate (name, -1, NULL)
      || g_utf8_strlen (name, -1) > WG_TILE_MAX_NAME_CHARS)
    return wg_board_editor_refuse (error, WG_BOARD_EDITOR_ERROR_INVALID_ID,
                   _("A board's name has 1–%d characters"), WG_TILE_MAX_NAME_CHARS);
  if (g_strcmp0 (self->name, name) == 0)
    return TRUE;
  g_free (self->name);
  self->name = g_strdup (name);
  /* Not a step of the stack, but a change to save. */
  self->saved = -1;
  emit_changed (self);
  return TRUE;
}

const char *
wg_board_editor_model_get_board_id (WgBoardEditorModel *self)
{
  g_return_val_if_fail (WG_IS_BOARD_EDITOR_MODEL (self), NULL);
  return self->board_id;
}

GArray *
wg_board_editor_model_copy_cells (WgBoardEditorModel *self)
{
  return cells_copy (current_cells (self));
}

/* ---- Painting ---- */

gboolean
wg_board_editor_model_paint_space (WgBoardEditorModel *self,
                                   WgHex               hex,
                                   GError            **error)
{
  g_autoptr (GArray) cells = NULL;
  WgCell *cell;

  g_return_val_if_fail (WG_IS_BOARD_EDITOR_MODEL (self), FALSE);
  if (!check_in_bounds (hex, error))
    return FALSE;
  cells = cells_copy (current_cells (self));
  cell = wg_board_editor_cells_take (cells, hex);
  g_clear_pointer (&cell->id, g_free);
  g_clear_pointer (&cell->color, g_free);
  cell->kind = WG_HEX_SPACE;
  cell->type = WG_PLANET_DESERT;
  cell->trade = FALSE;
  return wg_board_editor_model_commit (self, g_steal_pointer (&cells),
                 g_strdup_printf (_("Painted space at (%d, %d)"), hex.q, hex.r), error);
}

gboolean
wg_board_editor_model_paint_planet (WgBoardEditorModel *self,
                                    WgHex               hex,
                                    WgPlanetType        type,
                                    GError            **error)
{
  g_autoptr (GArray) cells = NULL;
  WgCell *cell;

  g_return_val_if_fail (WG_IS_BOARD_EDITOR_MODEL (self), FALSE);
  g_return_val_if_fail ((guint) type < WG_N_PLANET_TYPES, FALSE);
  if (!check_in_bounds (hex, error))
    return FALSE;
  cells = cells_copy (current_cells (self));
  cell = wg_board_editor_cells_take (cells, hex);
  if (cell->kind == WG_HEX_PLANET && cell->type == type)
    return TRUE;
  if (wg_board_editor_is_generated_id (cell))
    {
      g_clear_pointer (&cell->id, g_free);
      cell->id = wg_board_editor_planet_id (cells, type);
    }
  if (cell->kind != WG_HEX_PLANET)
    cell->trade = FALSE;
  g_clear_pointer (&cell->color, g_free);
  cell->kind = WG_HEX_PLANET;
  cell->type = type;
  return wg_board_editor_model_commit (self, g_steal_pointer (&cells),
                 g_strdup_printf (_("Painted a %s planet at (%d, %d)"),
                                  wg_planet_type_display_name (type), hex.q, hex.r), error);
}

gboolean
wg_board_editor_model_paint_warpgate (WgBoardEditorModel *self,
                                      WgHex               hex,
                                      const char         *color,
                                      GError            **error)
{
  g_autoptr (GArray) cells = NULL;
  const WgCell *other;
  WgCell *cell;

  g_return_val_if_fail (WG_IS_BOARD_EDITOR_MODEL (self), FALSE);
  g_return_val_if_fail (wg_is_valid_color (color), FALSE);
  if (!check_in_bounds (hex, error))
    return FALSE;
  other = wg_board_editor_cells_with_warpgate (current_cells (self), color);
  if (other != NULL && !wg_hex_equal (other->hex, hex))
    return wg_board_editor_refuse (error, WG_BOARD_EDITOR_ERROR_WARPGATE_TWICE,
                   _("The board already has a %s warpgate, at (%d, %d): two warpgates of %s "
                     "cannot be"), color, other->hex.q, other->hex.r, color);
  if (other != NULL)
    return TRUE;
  cells = cells_copy (current_cells (self));
  cell = wg_board_editor_cells_take (cells, hex);
  if (wg_board_editor_is_generated_id (cell))
    {
      g_clear_pointer (&cell->id, g_free);
      cell->id = wg_board_editor_warpgate_id (cells, color);
    }
  g_free (cell->color);
  cell->color = g_strdup (color);
  /* Warpgates belong to no sector (R-CTRL-1). */
  g_clear_pointer (&cell->sector, g_free);
  cell->kind = WG_HEX_WARPGATE;
  cell->type = WG_PLANET_DESERT;
  cell->trade = FALSE;
  return wg_board_editor_model_commit (self, g_steal_pointer (&cells),
                 g_strdup_printf (_("Painted the %s warpgate at (%d, %d)"), color, hex.q, hex.r),
                 error);
}

static gboolean
refuse_off_board (WgHex    hex,
                  GError **error)
{
  return wg_board_editor_refuse (error, WG_BOARD_EDITOR_ERROR_NOT_A_LOCATION,
                 _("(%d, %d) is not on the board"), hex.q, hex.r);
}

gboolean
wg_board_editor_model_toggle_trade (WgBoardEditorModel *self,
                                    WgHex               hex,
                                    GError            **error)
{
  g_autoptr (GArray) cells = NULL;
  WgCell *cell;

  g_return_val_if_fail (WG_IS_BOARD_EDITOR_MODEL (self), FALSE);
  cells = cells_copy (current_cells (self));
  cell = wg_board_editor_cells_find (cells, hex);
  if (cell == NULL)
    return refuse_off_board (hex, error);
  if (cell->kind != WG_HEX_PLANET)
    return wg_board_editor_refuse (error, WG_BOARD_EDITOR_ERROR_NOT_A_LOCATION,
                   _("Only planets have a trade icon, and (%d, %d) is not one"), hex.q, hex.r);
  cell->trade = !cell->trade;
  return wg_board_editor_model_commit (self, g_steal_pointer (&cells),
                 g_strdup_printf (cell->trade ? _("Put a trade icon on %s")
                                              : _("Took the trade icon off %s"), cell->id),
                 error);
}

gboolean
wg_board_editor_model_paint_sector (WgBoardEditorModel *self,
                                    WgHex               hex,
                                    const char         *sector,
                                    GError            **error)
{
  g_autoptr (GArray) cells = NULL;
  WgCell *cell;

  g_return_val_if_fail (WG_IS_BOARD_EDITOR_MODEL (self), FALSE);
  if (sector != NULL && *sector == '\0')
    sector = NULL;
  if (sector != NULL && !wg_is_valid_id (sector))
    return wg_board_editor_refuse (error, WG_BOARD_EDITOR_ERROR_INVALID_SECTOR,
                   _("“%s” is not a sector name: 1–32 letters, digits, - or _"), sector);
  if (!check_in_bounds (hex, error))
    return FALSE;
  cells = cells_copy (current_cells (self));
  cell = wg_board_editor_cells_find (cells, hex);
  if (cell == NULL && sector == NULL)
    return TRUE;
  if (cell != NULL && cell->kind == WG_HEX_WARPGATE)
    return wg_board_editor_refuse (error, WG_BOARD_EDITOR_ERROR_INVALID_SECTOR,
                   _("Warpgates belong to no sector (R-CTRL-1)"));
  cell = wg_board_editor_cells_take (cells, hex);
  g_free (cell->sector);
  cell->sector = g_strdup (sector);
  return wg_board_editor_model_commit (self, g_steal_pointer (&cells),
                 sector != NULL
                   ? g_strdup_printf (_("Put (%d, %d) in sector %s"), hex.q, hex.r, sector)
                   : g_strdup_printf (_("Took (%d, %d) out of its sector"), hex.q, hex.r),
                 error);
}

gboolean
wg_board_editor_model_rename (WgBoardEditorModel *self,
                              WgHex               hex,
                              const char         *id,
                              GError            **error)
{
  g_autoptr (GArray) cells = NULL;
  g_autofree char *old = NULL;
  const WgCell *other;
  WgCell *cell;

  g_return_val_if_fail (WG_IS_BOARD_EDITOR_MODEL (self), FALSE);
  cells = cells_copy (current_cells (self));
  cell = wg_board_editor_cells_find (cells, hex);
  if (cell == NULL)
    return refuse_off_board (hex, error);
  if (cell->kind == WG_HEX_SPACE)
    return wg_board_editor_refuse (error, WG_BOARD_EDITOR_ERROR_NOT_A_LOCATION,
                   _("Only planets and warpgates have a name, and (%d, %d) is space"),
                   hex.q, hex.r);
  if (id == NULL || *id == '\0')
    return wg_board_editor_refuse (error, WG_BOARD_EDITOR_ERROR_INVALID_ID,
                   _("A location needs a name: 1–32 letters, digits, - or _"));
  if (!wg_is_valid_id (id))
    return wg_board_editor_refuse (error, WG_BOARD_EDITOR_ERROR_INVALID_ID,
                   _("“%s” cannot be a location's name: use 1–32 letters, digits, - or _"), id);
  other = wg_board_editor_cells_with_id (cells, id);
  if (other == cell)
    return TRUE;
  if (other != NULL)
    return wg_board_editor_refuse (error, WG_BOARD_EDITOR_ERROR_DUPLICATE_ID,
                   _("“%s” is already the name of the location at (%d, %d)"), id,
                   other->hex.q, other->hex.r);
  old = g_steal_pointer (&cell->id);
  cell->id = g_strdup (id);
  return wg_board_editor_model_commit (self, g_steal_pointer (&cells),
                 g_strdup_printf (_("Renamed %s to %s"), old, id), error);
}

gboolean
wg_board_editor_model_erase (WgBoardEditorModel *self,
                             WgHex               hex,
                             GError            **error)
{
  g_autoptr (GArray) cells = NULL;
  int i;

  g_return_val_if_fail (WG_IS_BOARD_EDITOR_MODEL (self), FALSE);
  i = cells_search (current_cells (self), hex);
  if (i < 0)
    return TRUE;
  cells = cells_copy (current_cells (self));
  g_array_remove_index (cells, (guint) i);
  return wg_board_editor_model_commit (self, g_steal_pointer (&cells),
                 g_strdup_printf (_("Erased (%d, %d)"), hex.q, hex.r), error);
}

void
wg_board_editor_model_clear (WgBoardEditorModel *self)
{
  WgBoardEditorStep *step;

  g_return_if_fail (WG_IS_BOARD_EDITOR_MODEL (self));
  step = wg_board_editor_model_copy_step (self);
  g_array_set_size (step->cells, 0);
  /* An empty board is where a layout starts. */
  g_clear_pointer (&step->placements, g_array_unref);
  step->placements = wg_board_editor_placements_new ();
  wg_board_editor_model_push_step (self, step, g_strdup (_("Erased the whole board")), NULL);
}

gboolean
wg_board_editor_model_apply (WgBoardEditorModel *self,
                             WgHex               hex,
                             GError            **error)
{
  g_return_val_if_fail (WG_IS_BOARD_EDITOR_MODEL (self), FALSE);
  switch (self->tool)
    {
    case WG_BOARD_EDITOR_TOOL_SPACE:
      return wg_board_editor_model_paint_space (self, hex, error);
    case WG_BOARD_EDITOR_TOOL_PLANET:
      return wg_board_editor_model_paint_planet (self, hex, self->planet_type, error);
    case WG_BOARD_EDITOR_TOOL_WARPGATE:
      return wg_board_editor_model_paint_warpgate (self, hex, self->color, error);
    case WG_BOARD_EDITOR_TOOL_TRADE:
      return wg_board_editor_model_toggle_trade (self, hex, error);
    case WG_BOARD_EDITOR_TOOL_SECTOR:
      return wg_board_editor_model_paint_sector (self, hex, self->sector, error);
    case WG_BOARD_EDITOR_TOOL_ERASE:
      return wg_board_editor_model_erase (self, hex, error);
    case WG_BOARD_EDITOR_TOOL_TILE:
      if (self->tile == NULL)
        return wg_board_editor_refuse (error, WG_BOARD_EDITOR_ERROR_UNKNOWN_TILE,
                       _("Choose a tile to place: open a tile file that has tiles"));
      return wg_board_editor_model_place_tile (self, self->tile, self->face, hex,
                                               self->rotation, error);
    case WG_BOARD_EDITOR_TOOL_SELECT:
      return wg_board_editor_model_toggle_selected (self, hex, error);
    case WG_BOARD_EDITOR_TOOL_RENAME:
    default:
      return TRUE;
    }
}

gboolean
wg_board_editor_model_tool_drags (WgBoardEditorModel *self)
{
  g_return_val_if_fail (WG_IS_BOARD_EDITOR_MODEL (self), FALSE);
  return self->tool == WG_BOARD_EDITOR_TOOL_SPACE || self->tool == WG_BOARD_EDITOR_TOOL_PLANET
         || self->tool == WG_BOARD_EDITOR_TOOL_SECTOR || self->tool == WG_BOARD_EDITOR_TOOL_ERASE;
}

/* ---- The tool ---- */

WgBoardEditorTool
wg_board_editor_model_get_tool (WgBoardEditorModel *self)
{
  g_return_val_if_fail (WG_IS_BOARD_EDITOR_MODEL (self), WG_BOARD_EDITOR_TOOL_SPACE);
  return self->tool;
}

void
wg_board_editor_model_set_tool (WgBoardEditorModel *self,
                                WgBoardEditorTool   tool)
{
  g_return_if_fail (WG_IS_BOARD_EDITOR_MODEL (self));
  g_return_if_fail (tool <= WG_BOARD_EDITOR_TOOL_SELECT);
  if (self->tool == tool)
    return;
  self->tool = tool;
  emit_changed (self);
}

static const char *const tool_names[] = {
  "space", NULL, "warpgate", "trade", "sector", "rename", "erase", "tile", "select",
};

const char *
wg_board_editor_model_get_tool_name (WgBoardEditorModel *self)
{
  g_return_val_if_fail (WG_IS_BOARD_EDITOR_MODEL (self), NULL);
  if (self->tool == WG_BOARD_EDITOR_TOOL_PLANET)
    return wg_planet_type_to_string (self->planet_type);
  return tool_names[self->tool];
}

gboolean
wg_board_editor_model_set_tool_name (WgBoardEditorModel *self,
                                     const char         *name)
{
  WgPlanetType type;

  g_return_val_if_fail (WG_IS_BOARD_EDITOR_MODEL (self), FALSE);
  if (name != NULL && wg_planet_type_from_string (name, &type))
    {
      wg_board_editor_model_set_planet_type (self, type);
      wg_board_editor_model_set_tool (self, WG_BOARD_EDITOR_TOOL_PLANET);
      return TRUE;
    }
  for (guint i = 0; name != NULL && i < G_N_ELEMENTS (tool_names); i++)
    if (g_strcmp0 (tool_names[i], name) == 0)
      {
        wg_board_editor_model_set_tool (self, (WgBoardEditorTool) i);
        return TRUE;
      }
  return FALSE;
}

WgPlanetType
wg_board_editor_model_get_planet_type (WgBoardEditorModel *self)
{
  g_return_val_if_fail (WG_IS_BOARD_EDITOR_MODEL (self), WG_PLANET_DESERT);
  return self->planet_type;
}

void
wg_board_editor_model_set_planet_type (WgBoardEditorModel *self,
                                       WgPlanetType        type)
{
  g_return_if_fail (WG_IS_BOARD_EDITOR_MODEL (self));
  g_return_if_fail ((guint) type < WG_N_PLANET_TYPES);
  if (self->planet_type == type)
    return;
  self->planet_type = type;
  emit_changed (self);
}

const char *
wg_board_editor_model_get_color (WgBoardEditorModel *self)
{
  g_return_val_if_fail (WG_IS_BOARD_EDITOR_MODEL (self), NULL);
  return self->color;
}

gboolean
wg_board_editor_model_set_color (WgBoardEditorModel *self,
                                 const char         *color)
{
  g_return_val_if_fail (WG_IS_BOARD_EDITOR_MODEL (self), FALSE);
  if (!wg_is_valid_color (color))
    return FALSE;
  if (g_strcmp0 (self->color, color) != 0)
    {
      g_free (self->color);
      self->color = g_strdup (color);
      emit_changed (self);
    }
  return TRUE;
}

const char *
wg_board_editor_model_get_sector (WgBoardEditorModel *self)
{
  g_return_val_if_fail (WG_IS_BOARD_EDITOR_MODEL (self), NULL);
  return self->sector;
}

gboolean
wg_board_editor_model_set_sector (WgBoardEditorModel *self,
                                  const char         *sector)
{
  g_return_val_if_fail (WG_IS_BOARD_EDITOR_MODEL (self), FALSE);
  if (sector != NULL && *sector == '\0')
    sector = NULL;
  if (sector != NULL && !wg_is_valid_id (sector))
    return FALSE;
  if (g_strcmp0 (self->sector, sector) != 0)
    {
      g_free (self->sector);
      self->sector = g_strdup (sector);
      emit_changed (self);
    }
  return TRUE;
}

void
wg_board_editor_model_set_tile (WgBoardEditorModel *self,
                                const char         *tile,
                                const char         *face)
{
  const WgTile *t;

  g_return_if_fail (WG_IS_BOARD_EDITOR_MODEL (self));
  t = tile != NULL ? wg_tile_library_lookup_tile (current (self)->library, tile) : NULL;
  g_clear_pointer (&self->tile, g_free);
  g_clear_pointer (&self->face, g_free);
  if (t != NULL)
    {
      const WgTileFace *f = face != NULL ? wg_tile_find_face (t, face) : NULL;

      self->tile = g_strdup (t->id);
      self->face = g_strdup (f != NULL ? f->name : t->faces[0].name);
    }
  emit_changed (self);
}

const char *
wg_board_editor_model_get_tile (WgBoardEditorModel *self)
{
  g_return_val_if_fail (WG_IS_BOARD_EDITOR_MODEL (self), NULL);
  return self->tile;
}

const char *
wg_board_editor_model_get_face (WgBoardEditorModel *self)
{
  g_return_val_if_fail (WG_IS_BOARD_EDITOR_MODEL (self), NULL);
  return self->face;
}

void
wg_board_editor_model_set_rotation (WgBoardEditorModel *self,
                                    int                 rotation)
{
  g_return_if_fail (WG_IS_BOARD_EDITOR_MODEL (self));
  rotation = ((rotation % 6) + 6) % 6;
  if (self->rotation == rotation)
    return;
  self->rotation = rotation;
  emit_changed (self);
}

int
wg_board_editor_model_get_rotation (WgBoardEditorModel *self)
{
  g_return_val_if_fail (WG_IS_BOARD_EDITOR_MODEL (self), 0);
  return self->rotation;
}

/* ---- The selection ---- */

static int
selection_search (GArray *selection,
                  WgHex   hex)
{
  for (guint i = 0; i < selection->len; i++)
    if (wg_hex_equal (g_array_index (selection, WgHex, i), hex))
      return (int) i;
  return -1;
}

gboolean
wg_board_editor_model_toggle_selected (WgBoardEditorModel *self,
                                       WgHex               hex,
                                       GError            **error)
{
  int i;

  g_return_val_if_fail (WG_IS_BOARD_EDITOR_MODEL (self), FALSE);
  i = selection_search (self->selection, hex);
  if (i >= 0)
    g_array_remove_index (self->selection, (guint) i);
  else if (wg_board_editor_cells_find (current_cells (self), hex) == NULL)
    return wg_board_editor_refuse (error, WG_BOARD_EDITOR_ERROR_NOT_A_LOCATION,
                   _("(%d, %d) is not on the board: a tile is made of the board's hexes"),
                   hex.q, hex.r);
  else
    g_array_append_val (self->selection, hex);
  emit_changed (self);
  return TRUE;
}

gboolean
wg_board_editor_model_is_selected (WgBoardEditorModel *self,
                                   WgHex               hex)
{
  g_return_val_if_fail (WG_IS_BOARD_EDITOR_MODEL (self), FALSE);
  return selection_search (self->selection, hex) >= 0
         && wg_board_editor_cells_find (current_cells (self), hex) != NULL;
}

void
wg_board_editor_model_clear_selection (WgBoardEditorModel *self)
{
  g_return_if_fail (WG_IS_BOARD_EDITOR_MODEL (self));
  if (self->selection->len == 0)
    return;
  g_array_set_size (self->selection, 0);
  emit_changed (self);
}

GArray *
wg_board_editor_model_get_tile_source (WgBoardEditorModel *self)
{
  GArray *cells, *hexes;

  g_return_val_if_fail (WG_IS_BOARD_EDITOR_MODEL (self), NULL);
  cells = current_cells (self);
  hexes = g_array_new (FALSE, FALSE, sizeof (WgHex));
  for (guint i = 0; i < cells->len; i++)
    if (selection_search (self->selection, g_array_index (cells, WgCell, i).hex) >= 0)
      g_array_append_val (hexes, g_array_index (cells, WgCell, i).hex);
  if (hexes->len > 0)
    return hexes;
  /* Nothing selected (or only hexes erased since): the whole board. */
  for (guint i = 0; i < cells->len; i++)
    g_array_append_val (hexes, g_array_index (cells, WgCell, i).hex);
  return hexes;
}

guint
wg_board_editor_model_get_n_selected (WgBoardEditorModel *self)
{
  guint n = 0;

  g_return_val_if_fail (WG_IS_BOARD_EDITOR_MODEL (self), 0);
  for (guint i = 0; i < self->selection->len; i++)
    n += wg_board_editor_cells_find (current_cells (self),
                                     g_array_index (self->selection, WgHex, i)) != NULL;
  return n;
}

const char *
wg_board_editor_model_get_layout_problem (WgBoardEditorModel *self)
{
  g_return_val_if_fail (WG_IS_BOARD_EDITOR_MODEL (self), NULL);
  return self->layout_problem;
}

const GArray *
wg_board_editor_model_get_placements (WgBoardEditorModel *self)
{
  return current (self)->placements;
}

/* ---- The object ---- */

WgTileLibrary *
wg_board_editor_model_get_library (WgBoardEditorModel *self)
{
  g_return_val_if_fail (WG_IS_BOARD_EDITOR_MODEL (self), NULL);
  return current (self)->library;
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
                                    GArray             *cells)
{
  g_set_object (&self->file, file);
  g_free (self->board_id);
  self->board_id = g_strdup (board_id);
  g_free (self->name);
  self->name = g_strdup (name);
  reset_stack (self, library, cells);
  g_array_set_size (self->selection, 0);
  emit_changed (self);
}

void
wg_board_editor_model_mark_saved (WgBoardEditorModel *self,
                                  WgTileLibrary      *library,
                                  GFile              *file)
{
  State *now = current (self);

  /* The same tiles and layouts, with this board kept in the file. */
  g_clear_pointer (&now->library, wg_tile_library_unref);
  now->library = wg_tile_library_ref (library);
  g_set_object (&self->file, file);
  self->saved = (int) self->position;
  emit_changed (self);
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
  self->name = g_strdup (_("New board"));
  self->color = g_strdup ("blue");
  self->stroke_state = -1;
  reset_stack (self, empty, wg_board_editor_cells_new ());
  update_problem (self);
}

WgBoardEditorModel *
wg_board_editor_model_new (void)
{
  return g_object_new (WG_TYPE_BOARD_EDITOR_MODEL, NULL);
}
