/* wg-board-editor-model-library.c — the tile library being edited: tiles made of the board, layouts saved from it
 * Copyright 2026 The Warpgate Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>
#include <string.h>

#include "wg-board-editor-model-private.h"
#include "wg-game.h"

/* ---- Suggestions ---- */

gboolean
wg_board_editor_model_suggest_centre (WgBoardEditorModel *self,
                                      WgHex              *centre)
{
  g_autoptr (GArray) hexes = NULL;
  int best_far = G_MAXINT, best_sum = G_MAXINT;

  g_return_val_if_fail (WG_IS_BOARD_EDITOR_MODEL (self), FALSE);
  g_return_val_if_fail (centre != NULL, FALSE);
  hexes = wg_board_editor_model_get_tile_source (self);
  for (guint i = 0; i < hexes->len; i++)
    {
      WgHex a = g_array_index (hexes, WgHex, i);
      int   far = 0, sum = 0;

      for (guint j = 0; j < hexes->len; j++)
        {
          int d = wg_hex_distance (a, g_array_index (hexes, WgHex, j));

          far = MAX (far, d);
          sum += d;
        }
      /* Strictly better only: the first in reading order wins a tie. */
      if (far < best_far || (far == best_far && sum < best_sum))
        {
          best_far = far;
          best_sum = sum;
          *centre = a;
        }
    }
  return hexes->len > 0;
}

static char *
free_id (const char *prefix,
         gboolean (*taken) (WgTileLibrary *, const char *),
         WgTileLibrary *library)
{
  for (int n = 1;; n++)
    {
      char *id = g_strdup_printf ("%s-%d", prefix, n);

      if (!taken (library, id))
        return id;
      g_free (id);
    }
}

static gboolean
tile_taken (WgTileLibrary *library,
            const char    *id)
{
  return wg_tile_library_lookup_tile (library, id) != NULL;
}

static gboolean
layout_taken (WgTileLibrary *library,
              const char    *id)
{
  return wg_tile_library_lookup_layout (library, id) != NULL;
}

char *
wg_board_editor_model_suggest_tile_id (WgBoardEditorModel *self)
{
  g_return_val_if_fail (WG_IS_BOARD_EDITOR_MODEL (self), NULL);
  return free_id ("tile", tile_taken, wg_board_editor_model_get_library (self));
}

char *
wg_board_editor_model_suggest_layout_id (WgBoardEditorModel *self)
{
  g_return_val_if_fail (WG_IS_BOARD_EDITOR_MODEL (self), NULL);
  return free_id ("layout", layout_taken, wg_board_editor_model_get_library (self));
}

char *
wg_board_editor_model_suggest_face_name (WgBoardEditorModel *self,
                                         const char         *tile_id)
{
  const WgTile *tile;

  g_return_val_if_fail (WG_IS_BOARD_EDITOR_MODEL (self), NULL);
  tile = tile_id != NULL ? wg_tile_library_lookup_tile (wg_board_editor_model_get_library (self),
                                                        tile_id)
                         : NULL;
  if (tile == NULL)
    return g_strdup ("A");
  /* The rulebook's diamonds: a side for 1–4 players and one for 5–6. */
  if (wg_tile_find_face (tile, "1-4") != NULL && wg_tile_find_face (tile, "5-6") == NULL)
    return g_strdup ("5-6");
  if (wg_tile_find_face (tile, "5-6") != NULL && wg_tile_find_face (tile, "1-4") == NULL)
    return g_strdup ("1-4");
  for (char c = 'A'; c <= 'H'; c++)
    {
      char name[2] = { c, '\0' };

      if (wg_tile_find_face (tile, name) == NULL)
        return g_strdup (name);
    }
  return g_strdup ("");
}

/* ---- A tile made of the board ---- */

/* The tile source as a face: each hex moved so that @centre is (0, 0). */
static void
make_face (WgBoardEditorModel *self,
           const GArray       *hexes,
           WgHex               centre,
           const char         *name,
           WgTileFace         *face)
{
  face->name = g_strdup (name);
  face->n_hexes = hexes->len;
  face->hexes = g_new0 (WgCell, hexes->len);
  for (guint i = 0; i < hexes->len; i++)
    {
      const WgCell *c = wg_board_editor_model_lookup (self, g_array_index (hexes, WgHex, i));
      WgCell       *h = &face->hexes[i];

      h->hex = (WgHex) { c->hex.q - centre.q, c->hex.r - centre.r };
      h->kind = c->kind;
      h->type = c->type;
      h->trade = c->trade;
      h->color = c->kind == WG_HEX_WARPGATE ? g_strdup (c->color) : NULL;
      h->sector = g_strdup (c->sector);
      /* A name typed for a planet is the tile's; D1… are made again when
       * the tile is placed, and a warpgate is gate-<colour> there. */
      h->id = c->kind == WG_HEX_PLANET && !wg_editor_cell_is_generated_id (c)
                ? g_strdup (c->id)
                : NULL;
    }
}

/* The file's library with face @face of tile @tile made of the tile source
 * (a new tile or one more face); NULL with the reason. */
static WgTileLibrary *
library_with_tile (WgBoardEditorModel *self,
                   const char         *tile_id,
                   const char         *name,
                   WgTileShape         shape,
                   const char         *face_name,
                   WgHex               centre,
                   gboolean           *added_face,
                   GError            **error)
{
  WgTileLibrary *old = wg_board_editor_model_get_library (self);
  const WgTile  *existing;
  g_autoptr (GArray) hexes = wg_board_editor_model_get_tile_source (self);
  g_autoptr (GArray) tiles = g_array_new (FALSE, TRUE, sizeof (WgTile));
  g_autoptr (GError) local = NULL;
  guint                      n_layouts = wg_tile_library_get_n_layouts (old);
  guint                      n_boards = wg_tile_library_get_n_boards (old);
  g_autofree WgLayout       *layouts = g_new0 (WgLayout, MAX (n_layouts, 1));
  g_autofree WgLibraryBoard *boards = g_new0 (WgLibraryBoard, MAX (n_boards, 1));
  gboolean                   inside = FALSE;
  WgTile                     tile = { 0 };
  WgTileLibrary             *library;

  g_array_set_clear_func (tiles, (GDestroyNotify) wg_tile_clear);
  if (tile_id == NULL || !wg_is_valid_id (tile_id))
    {
      wg_refuse (error, WG_BOARD_EDITOR_ERROR, WG_BOARD_EDITOR_ERROR_INVALID_ID,
                 _ ("“%s” cannot be a tile's id: use 1–32 letters, digits, - or _"),
                 tile_id != NULL ? tile_id : "");
      return NULL;
    }
  if (face_name == NULL || !wg_is_valid_id (face_name))
    {
      wg_refuse (error, WG_BOARD_EDITOR_ERROR, WG_BOARD_EDITOR_ERROR_INVALID_ID,
                 _ ("“%s” cannot be a face's name: use 1–32 letters, digits, - or _ "
                    "(A, 1-4)"),
                 face_name != NULL ? face_name : "");
      return NULL;
    }
  existing = wg_tile_library_lookup_tile (old, tile_id);
  if (existing != NULL && wg_tile_find_face (existing, face_name) != NULL)
    {
      wg_refuse (error, WG_BOARD_EDITOR_ERROR, WG_BOARD_EDITOR_ERROR_DUPLICATE_ID,
                 _ ("Tile “%s” already has a face “%s”: give this side another "
                    "name"),
                 existing->name, face_name);
      return NULL;
    }
  if (hexes->len == 0)
    {
      wg_refuse (error, WG_BOARD_EDITOR_ERROR, WG_BOARD_EDITOR_ERROR_INVALID_TILE,
                 _ ("The board has no hexes to make a tile of"));
      return NULL;
    }
  for (guint i = 0; i < hexes->len; i++)
    inside |= wg_hex_equal (g_array_index (hexes, WgHex, i), centre);
  if (!inside)
    {
      wg_refuse (error, WG_BOARD_EDITOR_ERROR, WG_BOARD_EDITOR_ERROR_INVALID_TILE,
                 _ ("The tile's centre must be one of its hexes, and (%d, %d) is "
                    "not"),
                 centre.q, centre.r);
      return NULL;
    }

  /* The tiles, with the new one (or the new face) in its place. */
  for (guint i = 0; i < wg_tile_library_get_n_tiles (old); i++)
    {
      WgTile copy;

      wg_tile_copy (&copy, wg_tile_library_get_tile (old, i));
      g_array_append_val (tiles, copy);
      if (wg_tile_library_get_tile (old, i) == existing)
        {
          WgTile *t = &g_array_index (tiles, WgTile, tiles->len - 1);

          t->faces = g_renew (WgTileFace, t->faces, t->n_faces + 1);
          make_face (self, hexes, centre, face_name, &t->faces[t->n_faces++]);
        }
    }
  if (existing == NULL)
    {
      tile.id = g_strdup (tile_id);
      tile.name = g_strdup (name != NULL ? name : "");
      tile.shape = shape;
      tile.n_faces = 1;
      tile.faces = g_new0 (WgTileFace, 1);
      make_face (self, hexes, centre, face_name, &tile.faces[0]);
      g_array_append_val (tiles, tile);
    }
  for (guint i = 0; i < tiles->len; i++)
    if (!wg_tile_check (&g_array_index (tiles, WgTile, i), &local))
      {
        wg_refuse (error, WG_BOARD_EDITOR_ERROR, WG_BOARD_EDITOR_ERROR_INVALID_TILE,
                   _ ("The tile file cannot keep that tile: %s"), local->message);
        return NULL;
      }

  /* Shallow copies: wg_tile_library_new copies what it keeps. */
  for (guint i = 0; i < n_layouts; i++)
    layouts[i] = *wg_tile_library_get_layout (old, i);
  for (guint i = 0; i < n_boards; i++)
    boards[i] = *wg_tile_library_get_board (old, i);
  library = wg_tile_library_new ((WgTile *) (gpointer) tiles->data, tiles->len, layouts,
                                 n_layouts, boards, n_boards, &local);
  if (library == NULL)
    wg_refuse (error, WG_BOARD_EDITOR_ERROR, WG_BOARD_EDITOR_ERROR_INVALID_TILE,
               _ ("The tile file cannot keep that tile: %s"), local->message);
  if (added_face != NULL)
    *added_face = existing != NULL;
  return library;
}

gboolean
wg_board_editor_model_check_tile (WgBoardEditorModel *self,
                                  const char         *tile,
                                  const char         *name,
                                  WgTileShape         shape,
                                  const char         *face,
                                  WgHex               centre,
                                  GError            **error)
{
  g_autoptr (WgTileLibrary) library = NULL;

  g_return_val_if_fail (WG_IS_BOARD_EDITOR_MODEL (self), FALSE);
  library = library_with_tile (self, tile, name, shape, face, centre, NULL, error);
  return library != NULL;
}

gboolean
wg_board_editor_model_define_tile (WgBoardEditorModel *self,
                                   const char         *tile_id,
                                   const char         *name,
                                   WgTileShape         shape,
                                   const char         *face,
                                   WgHex               centre,
                                   GError            **error)
{
  g_autoptr (WgTileLibrary) library = NULL;
  g_autoptr (GArray) hexes = NULL;
  WgEditorSnapshot *step;
  const WgTile     *tile;
  gboolean          added_face = FALSE;
  char             *description;

  g_return_val_if_fail (WG_IS_BOARD_EDITOR_MODEL (self), FALSE);
  library = library_with_tile (self, tile_id, name, shape, face, centre, &added_face, error);
  if (library == NULL)
    return FALSE;
  hexes = wg_board_editor_model_get_tile_source (self);
  tile = wg_tile_library_lookup_tile (library, tile_id);
  description =
    added_face
      ? g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "Added face %s to tile “%s”: %u hex",
                                      "Added face %s to tile “%s”: %u hexes", hexes->len),
                         face, tile->name, hexes->len)
      : g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "Made tile “%s” (face %s) of %u hex",
                                      "Made tile “%s” (face %s) of %u hexes", hexes->len),
                         tile->name, face, hexes->len);
  step = wg_board_editor_model_copy_step (self);
  g_clear_pointer (&step->library, wg_tile_library_unref);
  step->library = g_steal_pointer (&library);
  if (!wg_board_editor_model_push_step (self, step, description, error))
    return FALSE;
  /* Ready to place: the new side, and a fresh selection for the next. */
  wg_board_editor_model_clear_selection (self);
  wg_board_editor_model_set_tile (self, tile_id, face);
  return TRUE;
}

/* ---- Layouts ---- */

/* The file's library with the tiles placed as layout @id; NULL with the
 * reason. */
static WgTileLibrary *
library_with_layout (WgBoardEditorModel *self,
                     const char         *id,
                     const char         *name,
                     int                 players,
                     GError            **error)
{
  WgTileLibrary             *old = wg_board_editor_model_get_library (self);
  const GArray              *placements = wg_board_editor_model_get_placements (self);
  const char                *problem = wg_board_editor_model_get_layout_problem (self);
  guint                      n_tiles = wg_tile_library_get_n_tiles (old);
  guint                      n_layouts = wg_tile_library_get_n_layouts (old);
  guint                      n_boards = wg_tile_library_get_n_boards (old);
  guint                      gates = wg_board_editor_model_count_warpgates (self);
  g_autofree WgTile         *tiles = g_new0 (WgTile, MAX (n_tiles, 1));
  g_autofree WgLayout       *layouts = g_new0 (WgLayout, n_layouts + 1);
  g_autofree WgLibraryBoard *boards = g_new0 (WgLibraryBoard, MAX (n_boards, 1));
  g_autoptr (GError) local = NULL;
  WgTileLibrary *library;

  if (problem != NULL)
    {
      wg_refuse (error, WG_BOARD_EDITOR_ERROR, WG_BOARD_EDITOR_ERROR_INVALID_LAYOUT, "%s", problem);
      return NULL;
    }
  if (id == NULL || !wg_is_valid_id (id))
    {
      wg_refuse (error, WG_BOARD_EDITOR_ERROR, WG_BOARD_EDITOR_ERROR_INVALID_ID,
                 _ ("“%s” cannot be a layout's id: use 1–32 letters, digits, - or _"),
                 id != NULL ? id : "");
      return NULL;
    }
  if (wg_tile_library_lookup_layout (old, id) != NULL)
    {
      wg_refuse (error, WG_BOARD_EDITOR_ERROR, WG_BOARD_EDITOR_ERROR_DUPLICATE_ID,
                 _ ("The tile file already has a layout “%s”"), id);
      return NULL;
    }
  if (name == NULL || *name == '\0' || !g_utf8_validate (name, -1, NULL)
      || g_utf8_strlen (name, -1) > WG_TILE_MAX_NAME_CHARS)
    {
      wg_refuse (error, WG_BOARD_EDITOR_ERROR, WG_BOARD_EDITOR_ERROR_INVALID_ID,
                 _ ("A layout's name has 1–%d characters"), WG_TILE_MAX_NAME_CHARS);
      return NULL;
    }
  if (players < 1 || players > WG_MAX_PLAYERS)
    {
      wg_refuse (error, WG_BOARD_EDITOR_ERROR, WG_BOARD_EDITOR_ERROR_INVALID_LAYOUT,
                 _ ("A layout is for 1–%d players"), WG_MAX_PLAYERS);
      return NULL;
    }
  if (gates < (guint) players)
    {
      wg_refuse (error, WG_BOARD_EDITOR_ERROR, WG_BOARD_EDITOR_ERROR_INVALID_LAYOUT,
                 g_dngettext (GETTEXT_PACKAGE,
                              "%d players need a warpgate each, and the board has "
                              "%u",
                              "%d players need a warpgate each, and the board has "
                              "%u",
                              gates),
                 players, gates);
      return NULL;
    }

  for (guint i = 0; i < n_tiles; i++)
    tiles[i] = *wg_tile_library_get_tile (old, i);
  for (guint i = 0; i < n_layouts; i++)
    layouts[i] = *wg_tile_library_get_layout (old, i);
  layouts[n_layouts] = (WgLayout) { (char *) id, (char *) name, players,
                                    (WgPlacement *) (gpointer) placements->data,
                                    placements->len };
  for (guint i = 0; i < n_boards; i++)
    boards[i] = *wg_tile_library_get_board (old, i);
  library = wg_tile_library_new (tiles, n_tiles, layouts, n_layouts + 1, boards, n_boards,
                                 &local);
  if (library == NULL)
    wg_refuse (error, WG_BOARD_EDITOR_ERROR, WG_BOARD_EDITOR_ERROR_INVALID_LAYOUT,
               _ ("The tile file cannot keep that layout: %s"), local->message);
  return library;
}

gboolean
wg_board_editor_model_check_layout (WgBoardEditorModel *self,
                                    const char         *id,
                                    const char         *name,
                                    int                 players,
                                    GError            **error)
{
  g_autoptr (WgTileLibrary) library = NULL;

  g_return_val_if_fail (WG_IS_BOARD_EDITOR_MODEL (self), FALSE);
  library = library_with_layout (self, id, name, players, error);
  return library != NULL;
}

gboolean
wg_board_editor_model_save_layout (WgBoardEditorModel *self,
                                   const char         *id,
                                   const char         *name,
                                   int                 players,
                                   GError            **error)
{
  WgTileLibrary    *library;
  WgEditorSnapshot *step;

  g_return_val_if_fail (WG_IS_BOARD_EDITOR_MODEL (self), FALSE);
  library = library_with_layout (self, id, name, players, error);
  if (library == NULL)
    return FALSE;
  step = wg_board_editor_model_copy_step (self);
  wg_tile_library_unref (step->library);
  step->library = library;
  return wg_board_editor_model_push_step (
    self, step,
    g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "Saved the board as layout “%s” for %d player",
                                  "Saved the board as layout “%s” for %d players", players),
                     name, players),
    error);
}

const char *
wg_board_editor_model_get_layout_problem (WgBoardEditorModel *self)
{
  g_return_val_if_fail (WG_IS_BOARD_EDITOR_MODEL (self), NULL);
  return self->layout_problem;
}
