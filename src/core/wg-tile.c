/* wg-tile.c — board tiles, their faces, and the tile library
 * Copyright 2026 The Warpgate Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "wg-game.h"
#include "wg-i18n.h"
#include "wg-refuse.h"
#include "wg-tile.h"

/* clang-format off */
G_DEFINE_QUARK (wg-tile-error-quark, wg_tile_error)
/* clang-format on */

struct _WgTileLibrary
{
  gatomicrefcount ref_count;
  GArray         *tiles;    /* WgTile */
  GArray         *layouts;  /* WgLayout */
  GArray         *boards;   /* WgLibraryBoard */
  GHashTable     *tile_ids; /* id → index + 1 */
  GHashTable     *layout_ids;
  GHashTable     *board_ids;
};

G_DEFINE_BOXED_TYPE (WgTileLibrary, wg_tile_library, wg_tile_library_ref, wg_tile_library_unref)

static const char *const shape_words[] = { "hex", "diamond", "other", NULL };

const char *
wg_tile_shape_to_string (WgTileShape shape)
{
  g_return_val_if_fail ((guint) shape < G_N_ELEMENTS (shape_words) - 1, NULL);
  return shape_words[shape];
}

WgHex
wg_tile_transform (WgHex hex,
                   WgHex position,
                   int   rotation)
{
  return wg_hex_add (wg_hex_rotate (hex, rotation), position);
}

void
wg_tile_rotate_hexes (WgHex *hexes,
                      guint  n_hexes,
                      int    steps)
{
  g_return_if_fail (hexes != NULL || n_hexes == 0);
  for (guint i = 0; i < n_hexes; i++)
    hexes[i] = wg_hex_rotate (hexes[i], steps);
}

const WgTileFace *
wg_tile_find_face (const WgTile *tile,
                   const char   *name)
{
  g_return_val_if_fail (tile != NULL, NULL);
  for (guint i = 0; name != NULL && i < tile->n_faces; i++)
    if (strcmp (tile->faces[i].name, name) == 0)
      return &tile->faces[i];
  return NULL;
}

static gboolean
is_valid_name (const char *name)
{
  return name != NULL && *name != '\0' && g_utf8_validate (name, -1, NULL)
         && g_utf8_strlen (name, -1) <= WG_TILE_MAX_NAME_CHARS;
}

static gboolean
is_valid_local_sector (const char *sector)
{
  return wg_is_valid_id (sector) && strlen (sector) <= WG_TILE_MAX_SECTOR_CHARS;
}

/* One hex of a face (clauses 5–8 of wg_tile_check). */
static gboolean
check_face_hex (const WgTile *tile, const WgTileFace *face, const WgCell *c, GError **error)
{
  if (!wg_hex_in_bounds (c->hex))
    return wg_refuse (error, WG_TILE_ERROR, WG_TILE_ERROR_INVALID, _ ("tile “%s”, face “%s”: hex (%d, %d) lies outside -64…64"), tile->id,
                      face->name, c->hex.q, c->hex.r);
  if (c->kind != WG_HEX_PLANET && c->id != NULL)
    return wg_refuse (error, WG_TILE_ERROR, WG_TILE_ERROR_INVALID, _ ("tile “%s”, face “%s”: only planets have an id here (%d, %d)"),
                      tile->id, face->name, c->hex.q, c->hex.r);
  if (c->kind == WG_HEX_PLANET && (guint) c->type >= WG_N_PLANET_TYPES)
    return wg_refuse (error, WG_TILE_ERROR, WG_TILE_ERROR_INVALID, _ ("tile “%s”, face “%s”: planet (%d, %d) has no planet type"), tile->id,
                      face->name, c->hex.q, c->hex.r);
  if (c->id != NULL && !wg_is_valid_id (c->id))
    return wg_refuse (error, WG_TILE_ERROR, WG_TILE_ERROR_INVALID, _ ("tile “%s”, face “%s”: “%s” is not a valid id"), tile->id, face->name,
                      c->id);
  if (c->kind == WG_HEX_WARPGATE && !wg_is_valid_color (c->color))
    return wg_refuse (error, WG_TILE_ERROR, WG_TILE_ERROR_INVALID, _ ("tile “%s”, face “%s”: warpgate (%d, %d) needs a colour"), tile->id,
                      face->name, c->hex.q, c->hex.r);
  if (c->kind == WG_HEX_WARPGATE && c->sector != NULL)
    return wg_refuse (error, WG_TILE_ERROR, WG_TILE_ERROR_INVALID, _ ("tile “%s”, face “%s”: warpgates belong to no sector (R-CTRL-1)"),
                      tile->id, face->name);
  if (c->sector != NULL && !is_valid_local_sector (c->sector))
    return wg_refuse (error, WG_TILE_ERROR, WG_TILE_ERROR_INVALID, _ ("tile “%s”, face “%s”: “%s” is not a valid sector name"), tile->id,
                      face->name, c->sector);
  return TRUE;
}

static gboolean
check_face (const WgTile     *tile,
            const WgTileFace *face,
            GError          **error)
{
  g_autoptr (GHashTable) positions = g_hash_table_new (g_direct_hash, g_direct_equal);
  g_autoptr (GHashTable) ids = g_hash_table_new (g_str_hash, g_str_equal);
  g_autoptr (GHashTable) colors = g_hash_table_new (g_str_hash, g_str_equal);

  if (face->n_hexes == 0 || face->n_hexes > WG_TILE_MAX_HEXES)
    return wg_refuse (error, WG_TILE_ERROR, WG_TILE_ERROR_INVALID, _ ("tile “%s”, face “%s”: a face has 1–%d hexes"), tile->id,
                      face->name, WG_TILE_MAX_HEXES);
  for (guint i = 0; i < face->n_hexes; i++)
    {
      const WgCell *c = &face->hexes[i];

      if (!check_face_hex (tile, face, c, error))
        return FALSE;
      if (!g_hash_table_add (positions, GINT_TO_POINTER ((c->hex.q + 100) * 256 + c->hex.r + 100)))
        return wg_refuse (error, WG_TILE_ERROR, WG_TILE_ERROR_INVALID, _ ("tile “%s”, face “%s”: two hexes at (%d, %d)"), tile->id,
                          face->name, c->hex.q, c->hex.r);
      if (c->id != NULL && !g_hash_table_add (ids, c->id))
        return wg_refuse (error, WG_TILE_ERROR, WG_TILE_ERROR_INVALID, _ ("tile “%s”, face “%s”: two planets are called “%s”"), tile->id,
                          face->name, c->id);
      if (c->kind == WG_HEX_WARPGATE && !g_hash_table_add (colors, c->color))
        return wg_refuse (error, WG_TILE_ERROR, WG_TILE_ERROR_INVALID, _ ("tile “%s”, face “%s”: two warpgates are %s"), tile->id,
                          face->name, c->color);
    }
  return TRUE;
}

/*
 * The rules of a tile (the tile file's, docs/tile-format.md):
 *  1. its id is 1–32 letters, digits, - or _; its name 1–64 characters;
 *  2. it has 1–8 faces, whose names follow the id's syntax and differ;
 *  3. a face has 1–1024 hexes, inside -64…64, no two at one position;
 *  4. planets have a planet type; only planets may have an id, of the id's
 *     syntax, unique within the face;
 *  5. warpgates have a colour ([a-z]{1,16}), at most one of each colour in a
 *     face, and no sector (R-CTRL-1);
 *  6. sector names are 1–16 letters, digits, - or _.
 * Not checked: that the hexes are connected or have the shape the tile
 * names (the shape only tells the editor how to draw the tile), or that
 * the faces hold the same hexes (real tiles' sides do; the library does not
 * need it).
 */
gboolean
wg_tile_check (const WgTile *tile,
               GError      **error)
{
  g_autoptr (GHashTable) names = g_hash_table_new (g_str_hash, g_str_equal);

  g_return_val_if_fail (tile != NULL, FALSE);
  if (!wg_is_valid_id (tile->id))
    return wg_refuse (error, WG_TILE_ERROR, WG_TILE_ERROR_INVALID, _ ("a tile needs an id of 1–32 letters, digits, - or _"));
  if (!is_valid_name (tile->name))
    return wg_refuse (error, WG_TILE_ERROR, WG_TILE_ERROR_INVALID, _ ("tile “%s” needs a name of 1–%d characters"), tile->id,
                      WG_TILE_MAX_NAME_CHARS);
  if ((guint) tile->shape > WG_TILE_SHAPE_OTHER)
    return wg_refuse (error, WG_TILE_ERROR, WG_TILE_ERROR_INVALID, _ ("tile “%s” has no shape"), tile->id);
  if (tile->n_faces == 0 || tile->n_faces > WG_TILE_MAX_FACES)
    return wg_refuse (error, WG_TILE_ERROR, WG_TILE_ERROR_INVALID, _ ("tile “%s” needs 1–%d faces"), tile->id, WG_TILE_MAX_FACES);
  for (guint i = 0; i < tile->n_faces; i++)
    {
      const WgTileFace *face = &tile->faces[i];

      if (!wg_is_valid_id (face->name))
        return wg_refuse (error, WG_TILE_ERROR, WG_TILE_ERROR_INVALID, _ ("tile “%s”: a face needs a name of 1–32 letters, digits, - or _"),
                          tile->id);
      if (!g_hash_table_add (names, face->name))
        return wg_refuse (error, WG_TILE_ERROR, WG_TILE_ERROR_INVALID, _ ("tile “%s” has two faces called “%s”"), tile->id, face->name);
      if (!check_face (tile, face, error))
        return FALSE;
    }
  return TRUE;
}

/* Copies and clean-up */

static void
cell_copy (WgCell       *dst,
           const WgCell *src)
{
  /* As wg_board_new does: what a kind does not have is dropped, as the
   * file writer drops it. */
  *dst = *src;
  dst->id = g_strdup (src->id);
  dst->sector = g_strdup (src->sector);
  dst->color = src->kind == WG_HEX_WARPGATE ? g_strdup (src->color) : NULL;
  if (src->kind != WG_HEX_PLANET)
    {
      dst->type = WG_PLANET_DESERT;
      dst->trade = FALSE;
    }
}

static void
cell_clear (WgCell *cell)
{
  g_clear_pointer (&cell->id, g_free);
  g_clear_pointer (&cell->sector, g_free);
  g_clear_pointer (&cell->color, g_free);
}

void
wg_tile_copy (WgTile       *dst,
              const WgTile *src)
{
  g_return_if_fail (dst != NULL && src != NULL);
  *dst = *src;
  dst->id = g_strdup (src->id);
  dst->name = g_strdup (src->name);
  dst->faces = g_new0 (WgTileFace, src->n_faces);
  for (guint i = 0; i < src->n_faces; i++)
    {
      const WgTileFace *f = &src->faces[i];

      dst->faces[i].name = g_strdup (f->name);
      dst->faces[i].n_hexes = f->n_hexes;
      dst->faces[i].hexes = g_new0 (WgCell, f->n_hexes);
      for (guint j = 0; j < f->n_hexes; j++)
        cell_copy (&dst->faces[i].hexes[j], &f->hexes[j]);
    }
}

void
wg_tile_clear (WgTile *tile)
{
  g_return_if_fail (tile != NULL);
  for (guint i = 0; i < tile->n_faces && tile->faces != NULL; i++)
    {
      for (guint j = 0; j < tile->faces[i].n_hexes; j++)
        cell_clear (&tile->faces[i].hexes[j]);
      g_free (tile->faces[i].hexes);
      g_free (tile->faces[i].name);
    }
  g_clear_pointer (&tile->faces, g_free);
  g_clear_pointer (&tile->id, g_free);
  g_clear_pointer (&tile->name, g_free);
  tile->n_faces = 0;
}

void
wg_layout_copy (WgLayout       *dst,
                const WgLayout *src)
{
  g_return_if_fail (dst != NULL && src != NULL);
  *dst = *src;
  dst->id = g_strdup (src->id);
  dst->name = g_strdup (src->name);
  dst->placements = g_new0 (WgPlacement, src->n_placements);
  for (guint i = 0; i < src->n_placements; i++)
    {
      dst->placements[i] = src->placements[i];
      dst->placements[i].tile = g_strdup (src->placements[i].tile);
      dst->placements[i].face = g_strdup (src->placements[i].face);
    }
}

void
wg_layout_clear (WgLayout *layout)
{
  g_return_if_fail (layout != NULL);
  for (guint i = 0; i < layout->n_placements && layout->placements != NULL; i++)
    {
      g_free (layout->placements[i].tile);
      g_free (layout->placements[i].face);
    }
  g_clear_pointer (&layout->placements, g_free);
  g_clear_pointer (&layout->id, g_free);
  g_clear_pointer (&layout->name, g_free);
  layout->n_placements = 0;
}

static void
library_board_clear (WgLibraryBoard *entry)
{
  g_clear_pointer (&entry->id, g_free);
  g_clear_pointer (&entry->board, wg_board_unref);
}

/* The library */

/* A layout's own fields, then its composition (the tiles are in @self). */
static gboolean
add_layout (WgTileLibrary  *self,
            const WgLayout *layout,
            GError        **error)
{
  g_autoptr (WgBoard) board = NULL;
  g_autoptr (GError) local = NULL;
  WgLayout copy;
  guint    gates;

  if (!wg_is_valid_id (layout->id))
    return wg_refuse (error, WG_TILE_ERROR, WG_TILE_ERROR_INVALID, _ ("a layout needs an id of 1–32 letters, digits, - or _"));
  if (g_hash_table_contains (self->layout_ids, layout->id))
    return wg_refuse (error, WG_TILE_ERROR, WG_TILE_ERROR_INVALID, _ ("two layouts are called “%s”"), layout->id);
  if (!is_valid_name (layout->name))
    return wg_refuse (error, WG_TILE_ERROR, WG_TILE_ERROR_INVALID, _ ("layout “%s” needs a name of 1–%d characters"), layout->id,
                      WG_TILE_MAX_NAME_CHARS);
  if (layout->players < 1 || layout->players > WG_MAX_PLAYERS)
    return wg_refuse (error, WG_TILE_ERROR, WG_TILE_ERROR_INVALID, _ ("layout “%s” is for 1–%d players"), layout->id, WG_MAX_PLAYERS);
  if (layout->n_placements == 0 || layout->n_placements > WG_TILE_MAX_PLACEMENTS)
    return wg_refuse (error, WG_TILE_ERROR, WG_TILE_ERROR_INVALID, _ ("layout “%s” needs 1–%d placements"), layout->id,
                      WG_TILE_MAX_PLACEMENTS);
  board = wg_tile_compose (self, layout, &local);
  if (board == NULL)
    {
      g_set_error (error, WG_TILE_ERROR, local->code, _ ("layout “%s”: %s"), layout->id,
                   local->message);
      return FALSE;
    }
  gates = wg_board_count_warpgates (board);
  if (gates < (guint) layout->players)
    {
      g_set_error (error, WG_TILE_ERROR, WG_TILE_ERROR_TOO_FEW_WARPGATES,
                   g_dngettext (GETTEXT_PACKAGE,
                                "layout “%s” is for %d players but has %u warpgate",
                                "layout “%s” is for %d players but has %u warpgates", gates),
                   layout->id, layout->players, gates);
      return FALSE;
    }
  wg_layout_copy (&copy, layout);
  g_array_append_val (self->layouts, copy);
  g_hash_table_insert (self->layout_ids, copy.id, GUINT_TO_POINTER (self->layouts->len));
  return TRUE;
}

static gboolean
add_board (WgTileLibrary        *self,
           const WgLibraryBoard *entry,
           GError              **error)
{
  WgLibraryBoard copy;

  if (!wg_is_valid_id (entry->id))
    return wg_refuse (error, WG_TILE_ERROR, WG_TILE_ERROR_INVALID, _ ("a board needs an id of 1–32 letters, digits, - or _"));
  if (g_hash_table_contains (self->board_ids, entry->id))
    return wg_refuse (error, WG_TILE_ERROR, WG_TILE_ERROR_INVALID, _ ("two boards are called “%s”"), entry->id);
  if (entry->board == NULL || wg_board_get_n_cells (entry->board) == 0)
    return wg_refuse (error, WG_TILE_ERROR, WG_TILE_ERROR_INVALID, _ ("board “%s” has no hexes"), entry->id);
  if (!is_valid_name (wg_board_get_name (entry->board)))
    return wg_refuse (error, WG_TILE_ERROR, WG_TILE_ERROR_INVALID, _ ("board “%s” needs a name of 1–%d characters"), entry->id,
                      WG_TILE_MAX_NAME_CHARS);
  for (guint i = 0; i < wg_board_get_n_sectors (entry->board); i++)
    if (!wg_is_valid_id (wg_board_get_sector_name (entry->board, i)))
      return wg_refuse (error, WG_TILE_ERROR, WG_TILE_ERROR_INVALID, _ ("board “%s”: “%s” is not a valid sector name"), entry->id,
                        wg_board_get_sector_name (entry->board, i));
  copy.id = g_strdup (entry->id);
  copy.board = wg_board_ref (entry->board);
  g_array_append_val (self->boards, copy);
  g_hash_table_insert (self->board_ids, copy.id, GUINT_TO_POINTER (self->boards->len));
  return TRUE;
}

WgTileLibrary *
wg_tile_library_new (const WgTile         *tiles,
                     guint                 n_tiles,
                     const WgLayout       *layouts,
                     guint                 n_layouts,
                     const WgLibraryBoard *boards,
                     guint                 n_boards,
                     GError              **error)
{
  g_autoptr (WgTileLibrary) self = NULL;

  g_return_val_if_fail (tiles != NULL || n_tiles == 0, NULL);
  g_return_val_if_fail (layouts != NULL || n_layouts == 0, NULL);
  g_return_val_if_fail (boards != NULL || n_boards == 0, NULL);

  self = g_new0 (WgTileLibrary, 1);
  g_atomic_ref_count_init (&self->ref_count);
  self->tiles = g_array_new (FALSE, TRUE, sizeof (WgTile));
  self->layouts = g_array_new (FALSE, TRUE, sizeof (WgLayout));
  self->boards = g_array_new (FALSE, TRUE, sizeof (WgLibraryBoard));
  g_array_set_clear_func (self->tiles, (GDestroyNotify) wg_tile_clear);
  g_array_set_clear_func (self->layouts, (GDestroyNotify) wg_layout_clear);
  g_array_set_clear_func (self->boards, (GDestroyNotify) library_board_clear);
  self->tile_ids = g_hash_table_new (g_str_hash, g_str_equal);
  self->layout_ids = g_hash_table_new (g_str_hash, g_str_equal);
  self->board_ids = g_hash_table_new (g_str_hash, g_str_equal);

  if (n_tiles > WG_TILE_MAX_TILES || n_layouts > WG_TILE_MAX_LAYOUTS
      || n_boards > WG_TILE_MAX_BOARDS)
    {
      wg_refuse (error, WG_TILE_ERROR, WG_TILE_ERROR_INVALID, _ ("a library holds at most %d tiles, %d layouts and %d boards"),
                 WG_TILE_MAX_TILES, WG_TILE_MAX_LAYOUTS, WG_TILE_MAX_BOARDS);
      return NULL;
    }
  for (guint i = 0; i < n_tiles; i++)
    {
      WgTile copy;

      if (!wg_tile_check (&tiles[i], error))
        return NULL;
      if (g_hash_table_contains (self->tile_ids, tiles[i].id))
        {
          wg_refuse (error, WG_TILE_ERROR, WG_TILE_ERROR_INVALID, _ ("two tiles are called “%s”"), tiles[i].id);
          return NULL;
        }
      wg_tile_copy (&copy, &tiles[i]);
      g_array_append_val (self->tiles, copy);
      g_hash_table_insert (self->tile_ids, copy.id, GUINT_TO_POINTER (self->tiles->len));
    }
  for (guint i = 0; i < n_layouts; i++)
    if (!add_layout (self, &layouts[i], error))
      return NULL;
  for (guint i = 0; i < n_boards; i++)
    if (!add_board (self, &boards[i], error))
      return NULL;
  return g_steal_pointer (&self);
}

WgTileLibrary *
wg_tile_library_ref (WgTileLibrary *self)
{
  g_return_val_if_fail (self != NULL, NULL);
  g_atomic_ref_count_inc (&self->ref_count);
  return self;
}

void
wg_tile_library_unref (WgTileLibrary *self)
{
  g_return_if_fail (self != NULL);
  if (!g_atomic_ref_count_dec (&self->ref_count))
    return;
  /* The id tables borrow the ids of the arrays' elements. */
  g_clear_pointer (&self->tile_ids, g_hash_table_unref);
  g_clear_pointer (&self->layout_ids, g_hash_table_unref);
  g_clear_pointer (&self->board_ids, g_hash_table_unref);
  g_clear_pointer (&self->tiles, g_array_unref);
  g_clear_pointer (&self->layouts, g_array_unref);
  g_clear_pointer (&self->boards, g_array_unref);
  g_free (self);
}

guint
wg_tile_library_get_n_tiles (const WgTileLibrary *self)
{
  g_return_val_if_fail (self != NULL, 0);
  return self->tiles->len;
}

const WgTile *
wg_tile_library_get_tile (const WgTileLibrary *self,
                          guint                index)
{
  g_return_val_if_fail (self != NULL, NULL);
  g_return_val_if_fail (index < self->tiles->len, NULL);
  return &g_array_index (self->tiles, WgTile, index);
}

const WgTile *
wg_tile_library_lookup_tile (const WgTileLibrary *self,
                             const char          *id)
{
  guint index;

  g_return_val_if_fail (self != NULL, NULL);
  index = id ? GPOINTER_TO_UINT (g_hash_table_lookup (self->tile_ids, id)) : 0;
  return index > 0 ? &g_array_index (self->tiles, WgTile, index - 1) : NULL;
}

guint
wg_tile_library_get_n_layouts (const WgTileLibrary *self)
{
  g_return_val_if_fail (self != NULL, 0);
  return self->layouts->len;
}

const WgLayout *
wg_tile_library_get_layout (const WgTileLibrary *self,
                            guint                index)
{
  g_return_val_if_fail (self != NULL, NULL);
  g_return_val_if_fail (index < self->layouts->len, NULL);
  return &g_array_index (self->layouts, WgLayout, index);
}

const WgLayout *
wg_tile_library_lookup_layout (const WgTileLibrary *self,
                               const char          *id)
{
  guint index;

  g_return_val_if_fail (self != NULL, NULL);
  index = id ? GPOINTER_TO_UINT (g_hash_table_lookup (self->layout_ids, id)) : 0;
  return index > 0 ? &g_array_index (self->layouts, WgLayout, index - 1) : NULL;
}

guint
wg_tile_library_get_n_boards (const WgTileLibrary *self)
{
  g_return_val_if_fail (self != NULL, 0);
  return self->boards->len;
}

const WgLibraryBoard *
wg_tile_library_get_board (const WgTileLibrary *self,
                           guint                index)
{
  g_return_val_if_fail (self != NULL, NULL);
  g_return_val_if_fail (index < self->boards->len, NULL);
  return &g_array_index (self->boards, WgLibraryBoard, index);
}

const WgLibraryBoard *
wg_tile_library_lookup_board (const WgTileLibrary *self,
                              const char          *id)
{
  guint index;

  g_return_val_if_fail (self != NULL, NULL);
  index = id ? GPOINTER_TO_UINT (g_hash_table_lookup (self->board_ids, id)) : 0;
  return index > 0 ? &g_array_index (self->boards, WgLibraryBoard, index - 1) : NULL;
}
