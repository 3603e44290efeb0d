/* wg-board-editor-model-library.c — the tile library being edited: tiles made of the board, layouts saved from it
 * Copyright 2026 The Warpgate Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>
#include <string.h>

#include "wg-board-editor-model-private.h"
#include "wg-editor-library.h"
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

char *
wg_board_editor_model_suggest_tile_id (WgBoardEditorModel *self)
{
  g_return_val_if_fail (WG_IS_BOARD_EDITOR_MODEL (self), NULL);
  return wg_editor_library_free_tile_id (wg_board_editor_model_get_library (self));
}

char *
wg_board_editor_model_suggest_layout_id (WgBoardEditorModel *self)
{
  g_return_val_if_fail (WG_IS_BOARD_EDITOR_MODEL (self), NULL);
  return wg_editor_library_free_layout_id (wg_board_editor_model_get_library (self));
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

/* Why @draft makes no tile of @hexes (the tile source), or TRUE; @existing
 * is the file's tile of that id, which the draft adds a face to. */
static gboolean
check_tile_draft (const WgTileDraft *draft,
                  const WgTile      *existing,
                  const GArray      *hexes,
                  GError           **error)
{
  gboolean inside = FALSE;

  if (draft->id == NULL || !wg_is_valid_id (draft->id))
    return wg_refuse (error, WG_BOARD_EDITOR_ERROR, WG_BOARD_EDITOR_ERROR_INVALID_ID,
                      _ ("“%s” cannot be a tile's id: use 1–32 letters, digits, - or _"),
                      draft->id != NULL ? draft->id : "");
  if (draft->face == NULL || !wg_is_valid_id (draft->face))
    return wg_refuse (error, WG_BOARD_EDITOR_ERROR, WG_BOARD_EDITOR_ERROR_INVALID_ID,
                      _ ("“%s” cannot be a face's name: use 1–32 letters, digits, - or _ "
                         "(A, 1-4)"),
                      draft->face != NULL ? draft->face : "");
  if (existing != NULL && wg_tile_find_face (existing, draft->face) != NULL)
    return wg_refuse (error, WG_BOARD_EDITOR_ERROR, WG_BOARD_EDITOR_ERROR_DUPLICATE_ID,
                      _ ("Tile “%s” already has a face “%s”: give this side another "
                         "name"),
                      existing->name, draft->face);
  if (hexes->len == 0)
    return wg_refuse (error, WG_BOARD_EDITOR_ERROR, WG_BOARD_EDITOR_ERROR_INVALID_TILE,
                      _ ("The board has no hexes to make a tile of"));
  for (guint i = 0; i < hexes->len; i++)
    inside |= wg_hex_equal (g_array_index (hexes, WgHex, i), draft->centre);
  if (!inside)
    return wg_refuse (error, WG_BOARD_EDITOR_ERROR, WG_BOARD_EDITOR_ERROR_INVALID_TILE,
                      _ ("The tile's centre must be one of its hexes, and (%d, %d) is "
                         "not"),
                      draft->centre.q, draft->centre.r);
  return TRUE;
}

/* In @tile (owned, empty), @existing with the draft's face added, or a new
 * tile of it. */
static void
make_drafted_tile (WgBoardEditorModel *self,
                   const WgTileDraft  *draft,
                   const WgTile       *existing,
                   const GArray       *hexes,
                   WgTile             *tile)
{
  if (existing != NULL)
    wg_tile_copy (tile, existing);
  else
    {
      tile->id = g_strdup (draft->id);
      tile->name = g_strdup (draft->name != NULL ? draft->name : "");
      tile->shape = draft->shape;
    }
  tile->faces = g_renew (WgTileFace, tile->faces, tile->n_faces + 1);
  memset (&tile->faces[tile->n_faces], 0, sizeof (WgTileFace));
  make_face (self, hexes, draft->centre, draft->face, &tile->faces[tile->n_faces++]);
}

/* The file's library with the draft's face made of the tile source (a new
 * tile or one more face); NULL with the reason. */
static WgTileLibrary *
library_with_tile (WgBoardEditorModel *self,
                   const WgTileDraft  *draft,
                   gboolean           *added_face,
                   GError            **error)
{
  WgTileLibrary *old = wg_board_editor_model_get_library (self);
  const WgTile  *existing = draft->id != NULL ? wg_tile_library_lookup_tile (old, draft->id) : NULL;
  g_autoptr (GArray) hexes = wg_board_editor_model_get_tile_source (self);
  g_auto (WgEditorLibraryParts) parts = { 0 };
  g_autoptr (GError) local = NULL;
  WgTileLibrary *library = NULL;
  WgTile         tile = { 0 };

  if (!check_tile_draft (draft, existing, hexes, error))
    return NULL;
  make_drafted_tile (self, draft, existing, hexes, &tile);
  wg_editor_library_parts_init (&parts, old);
  for (guint i = 0; existing != NULL && i < parts.tiles->len; i++)
    if (wg_tile_library_get_tile (old, i) == existing)
      g_array_index (parts.tiles, WgTile, i) = tile;
  if (existing == NULL)
    g_array_append_val (parts.tiles, tile);
  if (wg_tile_check (&tile, &local))
    library = wg_editor_library_parts_build (&parts, &local);
  if (library == NULL)
    wg_refuse (error, WG_BOARD_EDITOR_ERROR, WG_BOARD_EDITOR_ERROR_INVALID_TILE,
               _ ("The tile file cannot keep that tile: %s"), local->message);
  wg_tile_clear (&tile);
  if (added_face != NULL)
    *added_face = existing != NULL;
  return library;
}

gboolean
wg_board_editor_model_check_tile (WgBoardEditorModel *self,
                                  const WgTileDraft  *draft,
                                  GError            **error)
{
  g_return_val_if_fail (WG_IS_BOARD_EDITOR_MODEL (self), FALSE);
  g_autoptr (WgTileLibrary) library = library_with_tile (self, draft, NULL, error);
  return library != NULL;
}

/* The sentence of the step that makes the draft's face of @tile. */
static char *
describe_tile_made (const WgTileDraft *draft,
                    const WgTile      *tile,
                    guint              n_hexes,
                    gboolean           added_face)
{
  if (added_face)
    return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "Added face %s to tile “%s”: %u hex",
                                         "Added face %s to tile “%s”: %u hexes", n_hexes),
                            draft->face, tile->name, n_hexes);
  return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "Made tile “%s” (face %s) of %u hex",
                                       "Made tile “%s” (face %s) of %u hexes", n_hexes),
                          tile->name, draft->face, n_hexes);
}

gboolean
wg_board_editor_model_define_tile (WgBoardEditorModel *self,
                                   const WgTileDraft  *draft,
                                   GError            **error)
{
  g_autoptr (GArray) hexes = NULL;
  WgEditorSnapshot *step;
  WgTileLibrary    *library;
  gboolean          added_face = FALSE;
  char             *description;

  g_return_val_if_fail (WG_IS_BOARD_EDITOR_MODEL (self), FALSE);
  library = library_with_tile (self, draft, &added_face, error);
  if (library == NULL)
    return FALSE;
  hexes = wg_board_editor_model_get_tile_source (self);
  description = describe_tile_made (draft, wg_tile_library_lookup_tile (library, draft->id),
                                    hexes->len, added_face);
  step = wg_board_editor_model_copy_step (self);
  g_clear_pointer (&step->library, wg_tile_library_unref);
  step->library = library;
  if (!wg_board_editor_model_push_step (self, step, description, error))
    return FALSE;
  /* Ready to place: the new side, and a fresh selection for the next. */
  wg_board_editor_model_clear_selection (self);
  wg_board_editor_model_set_tile (self, draft->id, draft->face);
  return TRUE;
}

/* ---- Layouts ---- */

/* Why the placed tiles cannot be kept as @draft, or TRUE. */
static gboolean
check_layout_draft (WgBoardEditorModel  *self,
                    const WgLayoutDraft *draft,
                    GError             **error)
{
  const char *problem = wg_board_editor_model_get_layout_problem (self);
  guint       gates = wg_board_editor_model_count_warpgates (self);

  if (problem != NULL)
    return wg_refuse (error, WG_BOARD_EDITOR_ERROR, WG_BOARD_EDITOR_ERROR_INVALID_LAYOUT, "%s",
                      problem);
  if (draft->id == NULL || !wg_is_valid_id (draft->id))
    return wg_refuse (error, WG_BOARD_EDITOR_ERROR, WG_BOARD_EDITOR_ERROR_INVALID_ID,
                      _ ("“%s” cannot be a layout's id: use 1–32 letters, digits, - or _"),
                      draft->id != NULL ? draft->id : "");
  if (wg_tile_library_lookup_layout (wg_board_editor_model_get_library (self), draft->id) != NULL)
    return wg_refuse (error, WG_BOARD_EDITOR_ERROR, WG_BOARD_EDITOR_ERROR_DUPLICATE_ID,
                      _ ("The tile file already has a layout “%s”"), draft->id);
  if (draft->name == NULL || *draft->name == '\0' || !g_utf8_validate (draft->name, -1, NULL)
      || g_utf8_strlen (draft->name, -1) > WG_TILE_MAX_NAME_CHARS)
    return wg_refuse (error, WG_BOARD_EDITOR_ERROR, WG_BOARD_EDITOR_ERROR_INVALID_ID,
                      _ ("A layout's name has 1–%d characters"), WG_TILE_MAX_NAME_CHARS);
  if (draft->players < 1 || draft->players > WG_MAX_PLAYERS)
    return wg_refuse (error, WG_BOARD_EDITOR_ERROR, WG_BOARD_EDITOR_ERROR_INVALID_LAYOUT,
                      _ ("A layout is for 1–%d players"), WG_MAX_PLAYERS);
  if (gates < (guint) draft->players)
    return wg_refuse (error, WG_BOARD_EDITOR_ERROR, WG_BOARD_EDITOR_ERROR_INVALID_LAYOUT,
                      g_dngettext (GETTEXT_PACKAGE,
                                   "%d players need a warpgate each, and the board has "
                                   "%u",
                                   "%d players need a warpgate each, and the board has "
                                   "%u",
                                   gates),
                      draft->players, gates);
  return TRUE;
}

/* The file's library with the tiles placed as layout @draft; NULL with the
 * reason. */
static WgTileLibrary *
library_with_layout (WgBoardEditorModel  *self,
                     const WgLayoutDraft *draft,
                     GError             **error)
{
  const GArray *placements = wg_board_editor_model_get_placements (self);
  g_auto (WgEditorLibraryParts) parts = { 0 };
  g_autoptr (GError) local = NULL;
  WgLayout       layout;
  WgTileLibrary *library;

  if (!check_layout_draft (self, draft, error))
    return NULL;
  layout = (WgLayout) { (char *) draft->id, (char *) draft->name, draft->players,
                        (WgPlacement *) (gpointer) placements->data, placements->len };
  wg_editor_library_parts_init (&parts, wg_board_editor_model_get_library (self));
  g_array_append_val (parts.layouts, layout);
  library = wg_editor_library_parts_build (&parts, &local);
  if (library == NULL)
    wg_refuse (error, WG_BOARD_EDITOR_ERROR, WG_BOARD_EDITOR_ERROR_INVALID_LAYOUT,
               _ ("The tile file cannot keep that layout: %s"), local->message);
  return library;
}

gboolean
wg_board_editor_model_check_layout (WgBoardEditorModel  *self,
                                    const WgLayoutDraft *draft,
                                    GError             **error)
{
  g_return_val_if_fail (WG_IS_BOARD_EDITOR_MODEL (self), FALSE);
  g_autoptr (WgTileLibrary) library = library_with_layout (self, draft, error);
  return library != NULL;
}

gboolean
wg_board_editor_model_save_layout (WgBoardEditorModel  *self,
                                   const WgLayoutDraft *draft,
                                   GError             **error)
{
  WgTileLibrary    *library;
  WgEditorSnapshot *step;

  g_return_val_if_fail (WG_IS_BOARD_EDITOR_MODEL (self), FALSE);
  library = library_with_layout (self, draft, error);
  if (library == NULL)
    return FALSE;
  step = wg_board_editor_model_copy_step (self);
  wg_tile_library_unref (step->library);
  step->library = library;
  return wg_board_editor_model_push_step (
    self, step,
    g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "Saved the board as layout “%s” for %d player",
                                  "Saved the board as layout “%s” for %d players", draft->players),
                     draft->name, draft->players),
    error);
}

const char *
wg_board_editor_model_get_layout_problem (WgBoardEditorModel *self)
{
  g_return_val_if_fail (WG_IS_BOARD_EDITOR_MODEL (self), NULL);
  return self->layout_problem;
}
