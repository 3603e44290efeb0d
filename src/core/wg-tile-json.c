/* wg-tile-json.c — the tile file, read with every check and written back
 * Copyright 2026 The Warpgate Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "wg-explore-json.h"
#include "wg-game.h"
#include "wg-i18n.h"
#include "wg-json-private.h"
#include "wg-tile-json.h"

#define MAX_BOARD_HEXES (129 * 129) /* every position of -64…64 */

static const char *const hex_kind_words[] = { "space", "planet", "warpgate", NULL };
static const char *const shape_words[] = { "hex", "diamond", "other", NULL };

#define ID_RULE     _ ("1–32 letters, digits, - or _")
#define SECTOR_RULE _ ("1–16 letters, digits, - or _")
#define COLOR_RULE  _ ("1–16 lower-case letters a–z")

typedef struct
{
  WgSchema      *s;
  GHashTable    *tile_ids;  /* every tile id read, refused tiles' too */
  gboolean       ids_known; /* every tile's id could be read */
  WgTileLibrary *tiles;     /* the tiles that were read without a problem */
} Loader;

/* Runs the body on each element of @array with the path pushed. */
#define FOR_EACH_ELEMENT(loader, array, i, element)                                   \
  for (gsize i = 0, i##_n = (array) ? json_object_array_length (array) : 0, i##_mark; \
       i < i##_n                                                                      \
       && ((i##_mark = wg_schema_push_index ((loader)->s, i)), 1)                     \
       && ((element = json_object_array_get_idx ((array), i)), 1);                    \
       wg_schema_pop ((loader)->s, i##_mark), i++)

static gboolean
is_local_sector (const char *sector)
{
  return wg_is_valid_id (sector) && strlen (sector) <= WG_TILE_MAX_SECTOR_CHARS;
}

/* A name the library can show: 1–64 characters. */
static void
read_name (Loader      *l,
           json_object *o,
           const char **out)
{
  if (wg_schema_string (l->s, o, "name", TRUE, NULL, NULL, WG_TILE_MAX_NAME_CHARS, out)
      && **out == '\0')
    wg_schema_error_at (l->s, "name", _ ("empty: a name has 1–%d characters"),
                        WG_TILE_MAX_NAME_CHARS);
}

/* Hexes: the game file's Hex, except that on a tile a planet's id is
 * optional, a warpgate has none and sectors are local names. */

static const char *const hex_keys[] = { "q", "r", "kind", "id", "type", "trade", "sector",
                                        "color", NULL };

static void
read_hex_id (Loader      *l,
             json_object *o,
             gboolean     on_tile,
             int          kind,
             const char **id)
{
  gboolean has_id = json_object_object_get_ex (o, "id", NULL);

  if (has_id && kind == WG_HEX_SPACE)
    wg_schema_error_at (l->s, "id", _ ("space hexes have no id"));
  else if (has_id && on_tile && kind == WG_HEX_WARPGATE)
    wg_schema_error_at (l->s, "id", _ ("a warpgate on a tile has no id: the board calls it "
                                       "gate-<colour>"));
  else
    wg_schema_string (l->s, o, "id", kind != WG_HEX_SPACE && !on_tile, wg_is_valid_id, ID_RULE,
                      0, id);
}

static gboolean
read_hex (Loader      *l,
          json_object *o,
          gboolean     on_tile,
          WgCell      *cell)
{
  guint       before = l->s->problems->len;
  int         kind = WG_HEX_SPACE, type = -1;
  const char *id = NULL, *sector = NULL, *color = NULL;
  gboolean    trade = FALSE;

  if (!wg_schema_object (l->s, o, hex_keys))
    return FALSE;
  wg_schema_int (l->s, o, "q", TRUE, WG_HEX_COORD_MIN, WG_HEX_COORD_MAX, &cell->hex.q);
  wg_schema_int (l->s, o, "r", TRUE, WG_HEX_COORD_MIN, WG_HEX_COORD_MAX, &cell->hex.r);
  wg_schema_word (l->s, o, "kind", FALSE, hex_kind_words, _ ("a kind of hex"), &kind);
  read_hex_id (l, o, on_tile, kind, &id);

  if (kind == WG_HEX_PLANET)
    wg_schema_word (l->s, o, "type", TRUE, wg_planet_type_words, _ ("a planet type"), &type);
  else if (json_object_object_get_ex (o, "type", NULL))
    wg_schema_error_at (l->s, "type", _ ("only planets have a type"));

  if (kind == WG_HEX_PLANET)
    wg_schema_bool (l->s, o, "trade", FALSE, &trade);
  else if (json_object_object_get_ex (o, "trade", NULL))
    wg_schema_error_at (l->s, "trade", _ ("only planets have a trade icon"));

  if (kind == WG_HEX_WARPGATE && json_object_object_get_ex (o, "sector", NULL))
    wg_schema_error_at (l->s, "sector", _ ("warpgates belong to no sector (R-CTRL-1)"));
  else if (on_tile)
    wg_schema_string (l->s, o, "sector", FALSE, is_local_sector, SECTOR_RULE, 0, &sector);
  else
    wg_schema_string (l->s, o, "sector", FALSE, wg_is_valid_id, ID_RULE, 0, &sector);

  if (kind == WG_HEX_WARPGATE)
    wg_schema_string (l->s, o, "color", TRUE, wg_is_valid_color, COLOR_RULE, 0, &color);
  else if (json_object_object_get_ex (o, "color", NULL))
    wg_schema_error_at (l->s, "color", _ ("only warpgates have a colour"));

  cell->kind = (WgHexKind) kind;
  cell->type = type >= 0 ? (WgPlanetType) type : WG_PLANET_DESERT;
  cell->trade = trade;
  cell->id = (char *) id;
  cell->sector = (char *) sector;
  cell->color = (char *) color;
  return l->s->problems->len == before;
}

/* The hexes of a face or a board, with their borrowed strings, into @cells.
 * FALSE when one has a problem. */
static gboolean
read_hexes (Loader      *l,
            json_object *o,
            gboolean     on_tile,
            GArray      *cells)
{
  json_object *hexes, *element;
  g_autoptr (GHashTable) positions = g_hash_table_new (g_direct_hash, g_direct_equal);
  g_autoptr (GHashTable) ids = g_hash_table_new (g_str_hash, g_str_equal);
  g_autoptr (GHashTable) gates = g_hash_table_new (g_str_hash, g_str_equal);
  guint before = l->s->problems->len;
  gsize mark;

  hexes = wg_schema_array (l->s, o, "hexes", TRUE, 1,
                           on_tile ? WG_TILE_MAX_HEXES : MAX_BOARD_HEXES);
  mark = wg_schema_push_key (l->s, "hexes");
  FOR_EACH_ELEMENT (l, hexes, i, element)
    {
      WgCell cell = { { 0, 0 }, WG_HEX_SPACE, NULL, 0, FALSE, NULL, NULL };

      if (!read_hex (l, element, on_tile, &cell))
        continue;
      if (!g_hash_table_add (positions, GINT_TO_POINTER ((cell.hex.q + 100) * 256
                                                         + cell.hex.r + 100)))
        wg_schema_error (l->s, _ ("a second hex at (%d, %d)"), cell.hex.q, cell.hex.r);
      else if (cell.id != NULL && !g_hash_table_add (ids, cell.id))
        wg_schema_error_at (l->s, "id", _ ("a second location is called “%s”"), cell.id);
      else if (cell.color != NULL && !g_hash_table_add (gates, cell.color))
        wg_schema_error_at (l->s, "color", _ ("%s already has a warpgate"), cell.color);
      else
        g_array_append_val (cells, cell);
    }
  wg_schema_pop (l->s, mark);
  return l->s->problems->len == before;
}

/* Tiles */

static void
read_faces (Loader *l, json_object *o, GArray *faces, GPtrArray *cell_arrays)
{
  static const char *const face_keys[] = { "name", "hexes", NULL };
  json_object             *array = wg_schema_array (l->s, o, "faces", TRUE, 1, WG_TILE_MAX_FACES), *e;
  g_autoptr (GHashTable) names = g_hash_table_new (g_str_hash, g_str_equal);
  gsize mark = wg_schema_push_key (l->s, "faces");

  FOR_EACH_ELEMENT (l, array, i, e)
    {
      GArray    *cells = g_array_new (FALSE, TRUE, sizeof (WgCell));
      WgTileFace face = { NULL, NULL, 0 };

      g_ptr_array_add (cell_arrays, cells);
      if (!wg_schema_object (l->s, e, face_keys))
        continue;
      if (wg_schema_string (l->s, e, "name", TRUE, wg_is_valid_id, ID_RULE, 0,
                            (const char **) &face.name)
          && !g_hash_table_add (names, face.name))
        wg_schema_error_at (l->s, "name", _ ("a second face is called “%s”"), face.name);
      read_hexes (l, e, TRUE, cells);
      face.hexes = (WgCell *) (gpointer) cells->data;
      face.n_hexes = cells->len;
      g_array_append_val (faces, face);
    }
  wg_schema_pop (l->s, mark);
}

static void
read_tile (Loader      *l,
           json_object *o,
           GArray      *tiles)
{
  static const char *const tile_keys[] = { "id", "name", "shape", "faces", NULL };
  g_autoptr (GArray) faces = g_array_new (FALSE, TRUE, sizeof (WgTileFace));
  g_autoptr (GPtrArray) cell_arrays = g_ptr_array_new_with_free_func ((GDestroyNotify)
                                                                        g_array_unref);
  guint       before = l->s->problems->len;
  const char *id = NULL, *name = NULL;
  int         shape = WG_TILE_SHAPE_OTHER;
  g_autoptr (GError) error = NULL;
  WgTile tile, copy;

  if (!wg_schema_object (l->s, o, tile_keys))
    {
      l->ids_known = FALSE;
      return;
    }
  if (!wg_schema_string (l->s, o, "id", TRUE, wg_is_valid_id, ID_RULE, 0, &id))
    l->ids_known = FALSE;
  else if (!g_hash_table_add (l->tile_ids, (gpointer) id))
    wg_schema_error_at (l->s, "id", _ ("a second tile is called “%s”"), id);
  read_name (l, o, &name);
  wg_schema_word (l->s, o, "shape", TRUE, shape_words, _ ("a tile shape"), &shape);
  read_faces (l, o, faces, cell_arrays);
  if (l->s->problems->len != before)
    return;
  tile = (WgTile) { (char *) id, (char *) name, (WgTileShape) shape,
                    (WgTileFace *) (gpointer) faces->data, faces->len };
  /* The checks above are wg_tile_check's; this catches any they missed. */
  if (!wg_tile_check (&tile, &error))
    {
      wg_schema_error (l->s, "%s", error->message);
      return;
    }
  wg_tile_copy (&copy, &tile);
  g_array_append_val (tiles, copy);
}

/* Layouts */

static gboolean
read_placement (Loader      *l,
                json_object *o,
                GHashTable  *placed,
                gsize        index,
                WgPlacement *p)
{
  static const char *const keys[] = { "tile", "face", "q", "r", "rotation", NULL };
  guint                    before = l->s->problems->len;
  const char              *tile_id = NULL, *face = NULL;
  const WgTile            *tile = NULL;
  gpointer                 other;

  if (!wg_schema_object (l->s, o, keys))
    return FALSE;
  if (wg_schema_string (l->s, o, "tile", TRUE, wg_is_valid_id, ID_RULE, 0, &tile_id))
    {
      /* When some tile's id could not be read, an unknown one may be it. */
      if (!g_hash_table_contains (l->tile_ids, tile_id) && l->ids_known)
        wg_schema_error_at (l->s, "tile", _ ("no tile is called “%s”"), tile_id);
      else if (g_hash_table_lookup_extended (placed, tile_id, NULL, &other))
        wg_schema_error_at (l->s, "tile", _ ("tile “%s” is already placed by placements[%u]"),
                            tile_id, GPOINTER_TO_UINT (other));
      else
        {
          g_hash_table_insert (placed, (gpointer) tile_id, GSIZE_TO_POINTER (index));
          tile = wg_tile_library_lookup_tile (l->tiles, tile_id);
        }
    }
  /* The face of a tile that is known and was read without a problem. */
  if (wg_schema_string (l->s, o, "face", TRUE, wg_is_valid_id, ID_RULE, 0, &face)
      && tile != NULL && wg_tile_find_face (tile, face) == NULL)
    wg_schema_error_at (l->s, "face", _ ("tile “%s” has no face “%s”"), tile_id, face);
  wg_schema_int (l->s, o, "q", TRUE, WG_HEX_COORD_MIN, WG_HEX_COORD_MAX, &p->position.q);
  wg_schema_int (l->s, o, "r", TRUE, WG_HEX_COORD_MIN, WG_HEX_COORD_MAX, &p->position.r);
  wg_schema_int (l->s, o, "rotation", FALSE, 0, 5, &p->rotation);
  p->tile = (char *) tile_id;
  p->face = (char *) face;
  return l->s->problems->len == before;
}

/* The layout's placements compose (wg_tile_compose) into a board with a
 * warpgate per player; problems are the layout's. */
static void
check_composition (Loader         *l,
                   const WgLayout *layout)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (WgBoard) board = NULL;
  guint gates = 0;

  for (guint i = 0; i < layout->n_placements; i++)
    if (wg_tile_library_lookup_tile (l->tiles, layout->placements[i].tile) == NULL)
      return; /* a refused tile: its problems are reported already */
  board = wg_tile_compose (l->tiles, layout, &error);
  if (board == NULL)
    {
      wg_schema_error (l->s, "%s", error->message);
      return;
    }
  for (guint i = 0; i < wg_board_get_n_locations (board); i++)
    gates += wg_board_get_cell (board, wg_board_get_location (board, i))->kind
             == WG_HEX_WARPGATE;
  if (gates < (guint) layout->players)
    wg_schema_error_at (l->s, "players",
                        g_dngettext (GETTEXT_PACKAGE,
                                     "a layout for %d players needs a warpgate each; it has %u",
                                     "a layout for %d players needs a warpgate each; it has %u",
                                     gates),
                        layout->players, gates);
}

static void
read_layout (Loader      *l,
             json_object *o,
             GHashTable  *ids,
             GArray      *layouts)
{
  static const char *const keys[] = { "id", "name", "players", "placements", NULL };
  g_autoptr (GArray) placements = g_array_new (FALSE, TRUE, sizeof (WgPlacement));
  g_autoptr (GHashTable) placed = g_hash_table_new (g_str_hash, g_str_equal);
  guint        before = l->s->problems->len;
  const char  *id = NULL, *name = NULL;
  json_object *array, *e;
  WgLayout     layout = { NULL, NULL, 0, NULL, 0 }, copy;
  gsize        mark;

  if (!wg_schema_object (l->s, o, keys))
    return;
  if (wg_schema_string (l->s, o, "id", TRUE, wg_is_valid_id, ID_RULE, 0, &id)
      && !g_hash_table_add (ids, (gpointer) id))
    wg_schema_error_at (l->s, "id", _ ("a second layout is called “%s”"), id);
  read_name (l, o, &name);
  wg_schema_int (l->s, o, "players", TRUE, 1, WG_MAX_PLAYERS, &layout.players);
  array = wg_schema_array (l->s, o, "placements", TRUE, 1, WG_TILE_MAX_PLACEMENTS);
  mark = wg_schema_push_key (l->s, "placements");
  FOR_EACH_ELEMENT (l, array, i, e)
    {
      WgPlacement p = { NULL, NULL, { 0, 0 }, 0 };

      if (read_placement (l, e, placed, i, &p))
        g_array_append_val (placements, p);
    }
  wg_schema_pop (l->s, mark);
  if (l->s->problems->len != before)
    return;
  layout.id = (char *) id;
  layout.name = (char *) name;
  layout.placements = (WgPlacement *) (gpointer) placements->data;
  layout.n_placements = placements->len;
  check_composition (l, &layout);
  if (l->s->problems->len != before)
    return;
  wg_layout_copy (&copy, &layout);
  g_array_append_val (layouts, copy);
}

/* Boards */

static void
read_board (Loader      *l,
            json_object *o,
            GHashTable  *ids,
            GArray      *boards)
{
  static const char *const keys[] = { "id", "name", "hexes", "tiles", NULL };
  g_autoptr (GArray) cells = g_array_new (FALSE, TRUE, sizeof (WgCell));
  GArray     *tiles;
  guint       before = l->s->problems->len;
  const char *id = NULL, *name = NULL;
  g_autoptr (GError) error = NULL;
  WgLibraryBoard entry;

  if (!wg_schema_object (l->s, o, keys))
    return;
  if (wg_schema_string (l->s, o, "id", TRUE, wg_is_valid_id, ID_RULE, 0, &id)
      && !g_hash_table_add (ids, (gpointer) id))
    wg_schema_error_at (l->s, "id", _ ("a second board is called “%s”"), id);
  read_name (l, o, &name);
  read_hexes (l, o, FALSE, cells);
  if (l->s->problems->len != before)
    return;
  /* The tiles the board is grouped into, checked as a game file's are. */
  tiles = wg_explore_read_tiles (l->s, o, (WgCell *) (gpointer) cells->data, cells->len);
  if (l->s->problems->len != before)
    {
      wg_explore_tiles_free (tiles);
      return;
    }
  entry.board = wg_board_new_with_tiles (name, (WgCell *) (gpointer) cells->data, cells->len,
                                         (WgBoardTile *) (gpointer) tiles->data, tiles->len,
                                         &error);
  wg_explore_tiles_free (tiles);
  if (entry.board == NULL)
    {
      wg_schema_error (l->s, "%s", error->message); /* not expected: checked above */
      return;
    }
  entry.id = g_strdup (id);
  g_array_append_val (boards, entry);
}

static void
clear_board_entry (WgLibraryBoard *entry)
{
  g_free (entry->id);
  wg_board_unref (entry->board);
}

/* The document */

/* FALSE when the document is not a version-1 tile file at all; then
 * nothing else is worth reporting. */
static gboolean
read_header (WgSchema    *s,
             json_object *root)
{
  g_autofree char *wrong = g_strdup_printf (_ ("this is not a Warpgate Companion tile file "
                                               "(expected “%s”)"),
                                            WG_TILE_FORMAT_NAME);

  return wg_schema_header (s, root, WG_TILE_FORMAT_NAME, WG_TILE_FORMAT_VERSION,
                           _ ("a tile file is a JSON object"), wrong);
}

/* Reads the array @key of the root with @read on each element; FALSE when
 * it is there but not an array of an allowed length. */
static gboolean
read_list (Loader      *l,
           json_object *root,
           const char  *key,
           gsize        max,
           void (*read) (Loader *, json_object *, GHashTable *, GArray *),
           GHashTable *ids,
           GArray     *into)
{
  json_object *array = wg_schema_array (l->s, root, key, FALSE, 0, max), *e;
  gsize        mark = wg_schema_push_key (l->s, key);

  FOR_EACH_ELEMENT (l, array, i, e)
    read (l, e, ids, into);
  wg_schema_pop (l->s, mark);
  return array != NULL || !json_object_object_get_ex (root, key, NULL);
}

static void
read_tile_element (Loader      *l,
                   json_object *o,
                   GHashTable  *ids,
                   GArray      *into)
{
  read_tile (l, o, into);
}

/* A WgTileLibrary, or NULL with the problems recorded. */
static gpointer
library_from_json (WgSchema    *s,
                   json_object *root)
{
  static const char *const top_keys[] = { "format", "version", "tiles", "layouts", "boards",
                                          NULL };
  g_autoptr (GHashTable) tile_ids = g_hash_table_new (g_str_hash, g_str_equal);
  g_autoptr (GHashTable) layout_ids = g_hash_table_new (g_str_hash, g_str_equal);
  g_autoptr (GHashTable) board_ids = g_hash_table_new (g_str_hash, g_str_equal);
  g_autoptr (GArray) tiles = g_array_new (FALSE, TRUE, sizeof (WgTile));
  g_autoptr (GArray) layouts = g_array_new (FALSE, TRUE, sizeof (WgLayout));
  g_autoptr (GArray) boards = g_array_new (FALSE, TRUE, sizeof (WgLibraryBoard));
  g_autoptr (WgTileLibrary) only_tiles = NULL;
  g_autoptr (GError) error = NULL;
  Loader         l = { s, tile_ids, TRUE, NULL };
  guint          before = s->problems->len;
  WgTileLibrary *library;

  g_array_set_clear_func (tiles, (GDestroyNotify) wg_tile_clear);
  g_array_set_clear_func (layouts, (GDestroyNotify) wg_layout_clear);
  g_array_set_clear_func (boards, (GDestroyNotify) clear_board_entry);
  if (!read_header (s, root))
    return NULL;
  wg_schema_object (s, root, top_keys);
  if (!read_list (&l, root, "tiles", WG_TILE_MAX_TILES, read_tile_element, NULL, tiles))
    l.ids_known = FALSE;
  /* Layouts refer to the tiles that were read without a problem. */
  only_tiles = wg_tile_library_new ((WgTile *) (gpointer) tiles->data, tiles->len, NULL, 0,
                                    NULL, 0, NULL);
  g_assert (only_tiles != NULL); /* each passed wg_tile_check; ids are unique */
  l.tiles = only_tiles;
  read_list (&l, root, "layouts", WG_TILE_MAX_LAYOUTS, read_layout, layout_ids, layouts);
  read_list (&l, root, "boards", WG_TILE_MAX_BOARDS, read_board, board_ids, boards);
  if (s->problems->len != before)
    return NULL;
  library = wg_tile_library_new ((WgTile *) (gpointer) tiles->data, tiles->len,
                                 (WgLayout *) (gpointer) layouts->data, layouts->len,
                                 (WgLibraryBoard *) (gpointer) boards->data, boards->len,
                                 &error);
  if (library == NULL)
    wg_schema_error (s, "%s", error->message); /* not expected: checked above */
  return library;
}

WgTileLibrary *
wg_tile_library_load_from_data (const char *data,
                                gsize       length,
                                GError    **error)
{
  return wg_json_load_data (data, length, library_from_json,
                            _ ("a tile file is a JSON object"), error);
}

WgTileLibrary *
wg_tile_library_load_from_file (const char *path,
                                GError    **error)
{
  return wg_json_load_file (path, library_from_json, _ ("a tile file is a JSON object"), error);
}

GPtrArray *
wg_tile_library_validate_data (const char *data,
                               gsize       length)
{
  return wg_json_validate_data (data, length, library_from_json,
                                (GDestroyNotify) wg_tile_library_unref,
                                _ ("a tile file is a JSON object"));
}

/* Writing: keys in docs/tile-format.md's order, defaults left out. */

static json_object *
hexes_to_json (const WgCell *cells,
               guint         n_cells)
{
  json_object *a = json_object_new_array ();

  for (guint i = 0; i < n_cells; i++)
    json_object_array_add (a, wg_cell_to_json (&cells[i]));
  return a;
}

static json_object *
tile_to_json (const WgTile *tile)
{
  json_object *o = json_object_new_object ();
  json_object *faces = json_object_new_array ();

  wg_json_add_string (o, "id", tile->id);
  wg_json_add_string (o, "name", tile->name);
  wg_json_add_string (o, "shape", shape_words[tile->shape]);
  for (guint i = 0; i < tile->n_faces; i++)
    {
      json_object *face = json_object_new_object ();

      wg_json_add_string (face, "name", tile->faces[i].name);
      json_object_object_add (face, "hexes",
                              hexes_to_json (tile->faces[i].hexes, tile->faces[i].n_hexes));
      json_object_array_add (faces, face);
    }
  json_object_object_add (o, "faces", faces);
  return o;
}

static json_object *
layout_to_json (const WgLayout *layout)
{
  json_object *o = json_object_new_object ();
  json_object *placements = json_object_new_array ();

  wg_json_add_string (o, "id", layout->id);
  wg_json_add_string (o, "name", layout->name);
  wg_json_add_int (o, "players", layout->players);
  for (guint i = 0; i < layout->n_placements; i++)
    {
      const WgPlacement *p = &layout->placements[i];
      json_object       *e = json_object_new_object ();

      wg_json_add_string (e, "tile", p->tile);
      wg_json_add_string (e, "face", p->face);
      wg_json_add_int (e, "q", p->position.q);
      wg_json_add_int (e, "r", p->position.r);
      if (p->rotation != 0)
        wg_json_add_int (e, "rotation", p->rotation);
      json_object_array_add (placements, e);
    }
  json_object_object_add (o, "placements", placements);
  return o;
}

static json_object *
board_to_json (const WgLibraryBoard *entry)
{
  json_object   *o = json_object_new_object ();
  json_object   *hexes = json_object_new_array ();
  const WgBoard *board = entry->board;

  wg_json_add_string (o, "id", entry->id);
  wg_json_add_string (o, "name", wg_board_get_name (board));
  for (guint i = 0; i < wg_board_get_n_cells (board); i++)
    json_object_array_add (hexes, wg_cell_to_json (wg_board_get_cell (board, (int) i)));
  json_object_object_add (o, "hexes", hexes);
  wg_explore_tiles_to_json (board, o);
  return o;
}

char *
wg_tile_library_to_data (const WgTileLibrary *library,
                         gsize               *length)
{
  g_autoptr (json_object) root = NULL;
  json_object *tiles, *layouts, *boards;

  g_return_val_if_fail (library != NULL, NULL);
  root = json_object_new_object ();
  tiles = json_object_new_array ();
  layouts = json_object_new_array ();
  boards = json_object_new_array ();
  wg_json_add_string (root, "format", WG_TILE_FORMAT_NAME);
  wg_json_add_int (root, "version", WG_TILE_FORMAT_VERSION);
  for (guint i = 0; i < wg_tile_library_get_n_tiles (library); i++)
    json_object_array_add (tiles, tile_to_json (wg_tile_library_get_tile (library, i)));
  for (guint i = 0; i < wg_tile_library_get_n_layouts (library); i++)
    json_object_array_add (layouts, layout_to_json (wg_tile_library_get_layout (library, i)));
  for (guint i = 0; i < wg_tile_library_get_n_boards (library); i++)
    json_object_array_add (boards, board_to_json (wg_tile_library_get_board (library, i)));
  json_object_object_add (root, "tiles", tiles);
  json_object_object_add (root, "layouts", layouts);
  json_object_object_add (root, "boards", boards);
  return wg_json_to_data (root, length);
}

gboolean
wg_tile_library_save_to_file (const WgTileLibrary *library,
                              const char          *path,
                              GError             **error)
{
  g_autofree char *data = NULL;
  gsize            length;

  g_return_val_if_fail (library != NULL, FALSE);
  g_return_val_if_fail (path != NULL, FALSE);
  data = wg_tile_library_to_data (library, &length);
  return wg_json_write_file (path, data, length, error);
}
