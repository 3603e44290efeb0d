/* test-tile-json.c — the tile file: every refusal rule, and lossless round trips
 * Copyright 2026 The Warpgate Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <stdlib.h>
#include <string.h>
#include <glib/gstdio.h>

#include "wg-schema-json.h"
#include "wg-test-json.h"
#include "wg-tile-json.h"

#define T0A "tiles[0].faces[0]"
#define T1F "tiles[1].faces[0]"

/* The refusal cases: tests/data/tiles-test.json with one change (the value
 * at @path replaced by the JSON text @value, or removed when @value is NULL;
 * "[+]" appends to an array), and the problem it must cause. */
static const WgTestRefusal refusals[] = {
  /* Header */
  { "format-wrong", "format", "\"warpgate-companion-game\"", "format",
    "this is not a Warpgate Companion tile file (expected “warpgate-companion-tiles”)" },
  { "format-missing", "format", NULL, "format", "missing (required)" },
  { "version-unknown", "version", "2", "version", "version 2 is not supported" },
  { "version-type", "version", "\"1\"", "version", "expected an integer, found a string" },
  { "unknown-top-key", "templates", "[]", "templates", "unknown key" },
  /* Tiles */
  { "tiles-type", "tiles", "{}", "tiles", "expected an array, found an object" },
  { "tile-not-object", "tiles[0]", "3", "tiles[0]", "expected an object, found an integer" },
  { "tile-unknown-key", "tiles[0].side", "\"A\"", "tiles[0].side", "unknown key" },
  { "tile-id-missing", "tiles[0].id", NULL, "tiles[0].id", "missing (required)" },
  { "tile-id-syntax", "tiles[0].id", "\"tile 1\"", "tiles[0].id", "“tile 1” is not valid here" },
  { "tile-id-twice", "tiles[1].id", "\"t1\"", "tiles[1].id", "a second tile is called “t1”" },
  { "tile-name-missing", "tiles[0].name", NULL, "tiles[0].name", "missing (required)" },
  { "tile-name-empty", "tiles[0].name", "\"\"", "tiles[0].name", "empty: a name has 1–64" },
  { "tile-name-long", "tiles[0].name",
    "\"12345678901234567890123456789012345678901234567890123456789012345\"", "tiles[0].name",
    "longer than 64 characters" },
  { "tile-shape", "tiles[0].shape", "\"square\"", "tiles[0].shape",
    "“square” is not a tile shape (hex, diamond, other)" },
  { "tile-shape-missing", "tiles[0].shape", NULL, "tiles[0].shape", "missing (required)" },
  { "faces-missing", "tiles[0].faces", NULL, "tiles[0].faces", "missing (required)" },
  { "faces-empty", "tiles[0].faces", "[]", "tiles[0].faces", "has 0 elements; 1–8 allowed" },
  { "faces-nine", "tiles[0].faces", "[{},{},{},{},{},{},{},{},{}]", "tiles[0].faces",
    "has 9 elements; 1–8 allowed" },
  { "face-unknown-key", T0A ".side", "1", T0A ".side", "unknown key" },
  { "face-name-missing", T0A ".name", NULL, T0A ".name", "missing (required)" },
  { "face-name-syntax", T0A ".name", "\"side A\"", T0A ".name", "“side A” is not valid here" },
  { "face-name-twice", "tiles[0].faces[1].name", "\"A\"", "tiles[0].faces[1].name",
    "a second face is called “A”" },
  { "face-hexes-missing", T0A ".hexes", NULL, T0A ".hexes", "missing (required)" },
  { "face-hexes-empty", T0A ".hexes", "[]", T0A ".hexes", "has 0 elements; 1–1024 allowed" },
  { "hex-unknown-key", T0A ".hexes[1].colour", "\"red\"", T0A ".hexes[1].colour", "unknown key" },
  { "hex-q-range", T0A ".hexes[1].q", "65", T0A ".hexes[1].q", "65 is out of range (-64–64)" },
  { "hex-r-missing", T0A ".hexes[1].r", NULL, T0A ".hexes[1].r", "missing (required)" },
  { "hex-kind", T0A ".hexes[1].kind", "\"nebula\"", T0A ".hexes[1].kind",
    "“nebula” is not a kind of hex" },
  { "hex-position-twice", T0A ".hexes[1].q", "0", T0A ".hexes[1]", "a second hex at (0, 0)" },
  { "planet-type-missing", T0A ".hexes[2].type", NULL, T0A ".hexes[2].type", "missing (required)" },
  { "planet-type-unknown", T0A ".hexes[2].type", "\"lava\"", T0A ".hexes[2].type",
    "“lava” is not a planet type" },
  { "type-on-space", T0A ".hexes[1].type", "\"desert\"", T0A ".hexes[1].type",
    "only planets have a type" },
  { "trade-on-space", T0A ".hexes[1].trade", "true", T0A ".hexes[1].trade",
    "only planets have a trade icon" },
  { "trade-type", T0A ".hexes[0].trade", "1", T0A ".hexes[0].trade",
    "expected a boolean, found an integer" },
  { "id-on-space", T0A ".hexes[1].id", "\"X1\"", T0A ".hexes[1].id", "space hexes have no id" },
  { "id-on-warpgate", T1F ".hexes[0].id", "\"gate-blue\"", T1F ".hexes[0].id",
    "a warpgate on a tile has no id: the board calls it gate-<colour>" },
  { "planet-id-syntax", T0A ".hexes[0].id", "\"my home\"", T0A ".hexes[0].id",
    "“my home” is not valid here" },
  { "planet-id-twice", T0A ".hexes[2].id", "\"home\"", T0A ".hexes[2].id",
    "a second location is called “home”" },
  { "warpgate-color-missing", T1F ".hexes[0].color", NULL, T1F ".hexes[0].color",
    "missing (required)" },
  { "warpgate-color-syntax", T1F ".hexes[0].color", "\"Blue\"", T1F ".hexes[0].color",
    "“Blue” is not valid here" },
  { "color-on-planet", T1F ".hexes[2].color", "\"blue\"", T1F ".hexes[2].color",
    "only warpgates have a colour" },
  { "warpgate-color-twice", T1F ".hexes[+]",
    "{\"q\":2,\"r\":-2,\"kind\":\"warpgate\","
    "\"color\":\"blue\"}",
    T1F ".hexes[4].color", "blue already has a warpgate" },
  { "sector-on-warpgate", T1F ".hexes[0].sector", "\"x\"", T1F ".hexes[0].sector",
    "warpgates belong to no sector (R-CTRL-1)" },
  { "sector-local-long", T0A ".hexes[1].sector", "\"abcdefghijklmnopq\"", T0A ".hexes[1].sector",
    "is not valid here (1–16 letters, digits, - or _)" },
  /* Layouts */
  { "layouts-type", "layouts", "3", "layouts", "expected an array, found an integer" },
  { "layout-unknown-key", "layouts[0].seats", "2", "layouts[0].seats", "unknown key" },
  { "layout-id-missing", "layouts[0].id", NULL, "layouts[0].id", "missing (required)" },
  { "layout-id-twice", "layouts[1].id", "\"pair\"", "layouts[1].id",
    "a second layout is called “pair”" },
  { "layout-name-missing", "layouts[0].name", NULL, "layouts[0].name", "missing (required)" },
  { "layout-players-missing", "layouts[0].players", NULL, "layouts[0].players",
    "missing (required)" },
  { "layout-players-zero", "layouts[0].players", "0", "layouts[0].players",
    "0 is out of range (1–6)" },
  { "layout-players-seven", "layouts[0].players", "7", "layouts[0].players",
    "7 is out of range (1–6)" },
  { "layout-too-few-warpgates", "layouts[0].players", "2", "layouts[0].players",
    "a layout for 2 players needs a warpgate each; it has 1" },
  { "placements-empty", "layouts[0].placements", "[]", "layouts[0].placements",
    "has 0 elements; 1–64 allowed" },
  { "placement-unknown-key", "layouts[0].placements[0].turn", "1", "layouts[0].placements[0].turn",
    "unknown key" },
  { "placement-tile-missing", "layouts[0].placements[0].tile", NULL,
    "layouts[0].placements[0].tile", "missing (required)" },
  { "placement-tile-unknown", "layouts[0].placements[1].tile", "\"t9\"",
    "layouts[0].placements[1].tile", "no tile is called “t9”" },
  { "placement-face-missing", "layouts[0].placements[0].face", NULL,
    "layouts[0].placements[0].face", "missing (required)" },
  { "placement-face-unknown", "layouts[0].placements[0].face", "\"C\"",
    "layouts[0].placements[0].face", "tile “t1” has no face “C”" },
  { "placement-tile-twice", "layouts[1].placements[1].tile", "\"t1\"",
    "layouts[1].placements[1].tile", "tile “t1” is already placed by placements[0]" },
  { "placement-q-range", "layouts[0].placements[1].q", "-65", "layouts[0].placements[1].q",
    "-65 is out of range (-64–64)" },
  { "placement-r-missing", "layouts[0].placements[1].r", NULL, "layouts[0].placements[1].r",
    "missing (required)" },
  { "placement-rotation-six", "layouts[0].placements[0].rotation", "6",
    "layouts[0].placements[0].rotation", "6 is out of range (0–5)" },
  { "placement-rotation-negative", "layouts[0].placements[0].rotation", "-1",
    "layouts[0].placements[0].rotation", "-1 is out of range (0–5)" },
  /* t2 at (2, -1) turned 3 steps: its (1, 0) lands on t1's (1, 0) turned 1 step, (1, -1). */
  { "layout-overlap", "layouts[0].placements[1].q", "2", "layouts[0]",
    "placements[0] (tile “t1”, face A) and placements[1] (tile “t2”, face 1-4) both cover "
    "(1, -1)" },
  /* t2 at (-64, -1) turned 3 steps: its (1, 0) lands on (-65, -1). */
  { "layout-outside", "layouts[0].placements[1].q", "-64", "layouts[0]",
    "placements[1] puts hex (1, 0) of tile “t2” at (-65, -1), outside -64…64" },
  { "layout-warpgate-twice", "tiles[2].faces[0].hexes[0].color", "\"blue\"", "layouts[1]",
    "placements[1] and placements[2] both have a blue warpgate" },
  /* Boards */
  { "boards-type", "boards", "{}", "boards", "expected an array, found an object" },
  { "board-unknown-key", "boards[0].size", "3", "boards[0].size", "unknown key" },
  { "board-id-missing", "boards[0].id", NULL, "boards[0].id", "missing (required)" },
  { "board-id-twice", "boards[+]",
    "{\"id\":\"drawn\",\"name\":\"Again\",\"hexes\":[{\"q\":0,"
    "\"r\":0}]}",
    "boards[1].id", "a second board is called “drawn”" },
  { "board-name-missing", "boards[0].name", NULL, "boards[0].name", "missing (required)" },
  { "board-hexes-empty", "boards[0].hexes", "[]", "boards[0].hexes",
    "has 0 elements; 1–16641 allowed" },
  { "board-planet-id-missing", "boards[0].hexes[2].id", NULL, "boards[0].hexes[2].id",
    "missing (required)" },
  { "board-warpgate-id-missing", "boards[0].hexes[0].id", NULL, "boards[0].hexes[0].id",
    "missing (required)" },
  { "board-location-twice", "boards[0].hexes[3].id", "\"D1\"", "boards[0].hexes[3].id",
    "a second location is called “D1”" },
  { "board-position-twice", "boards[0].hexes[3].r", "0", "boards[0].hexes[3]",
    "a second hex at (1, 0)" },
  { "board-sector-syntax", "boards[0].hexes[1].sector", "\"north pole\"",
    "boards[0].hexes[1].sector", "is not valid here (1–32 letters, digits, - or _)" },
  { "board-warpgate-twice", "boards[0].hexes[+]",
    "{\"q\":3,\"r\":0,\"kind\":\"warpgate\","
    "\"id\":\"g2\",\"color\":\"blue\"}",
    "boards[0].hexes[4].color", "blue already has a warpgate" },
  /* A board's tiles (R-EXP-8): checked as a game file's "board.tiles"; the
   * board "drawn" has (0,0), (1,0), (2,0) and (1,1). */
  { "board-tile-off-board", "boards[0].tiles",
    "[{\"name\":\"T\",\"shape\":\"hex\",\"center\":{\"q\":0,\"r\":0},"
    "\"cells\":[[0,0],[5,5]]}]",
    "boards[0].tiles[0].cells[1]", "(5, 5) is not a hex of the board" },
  { "board-tile-hex-twice", "boards[0].tiles",
    "[{\"name\":\"T\",\"shape\":\"hex\",\"center\":{\"q\":0,\"r\":0},"
    "\"cells\":[[0,0],[1,0]]},{\"name\":\"U\",\"shape\":\"other\",\"center\":"
    "{\"q\":1,\"r\":0},\"cells\":[[1,0],[2,0]]}]",
    "boards[0].tiles[1].cells[0]", "(1, 0) already belongs to tiles[0]" },
  { "board-tile-centre-outside", "boards[0].tiles",
    "[{\"name\":\"T\",\"shape\":\"hex\",\"center\":{\"q\":2,\"r\":0},"
    "\"cells\":[[0,0],[1,0]]}]",
    "boards[0].tiles[0].center", "the centre (2, 0) is not one of the tile’s cells" },
  { "board-tile-shape", "boards[0].tiles",
    "[{\"name\":\"T\",\"shape\":\"round\",\"center\":{\"q\":0,\"r\":0},"
    "\"cells\":[[0,0]]}]",
    "boards[0].tiles[0].shape", "“round” is not a tile shape (hex, diamond, other)" },
};

static char *
fixture_path (const char *name)
{
  return g_test_build_filename (G_TEST_DIST, "data", name, NULL);
}

/* A loader as the refusal tests call it: a library, or NULL. */
static gpointer
load_library (const char *data, gsize length, GError **error)
{
  return wg_tile_library_load_from_data (data, length, error);
}

/* The file is refused as a whole (no library), the GError is the first
 * problem ("path: message"), and validate lists the expected problem. */
static void
test_refusal (gconstpointer data)
{
  wg_test_json_assert_refusal ("tiles-test.json", data, wg_tile_library_validate_data, load_library);
}

static void
assert_refused (const char *data,
                gsize       length,
                WgFileError code,
                const char *message)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (GPtrArray) problems = wg_tile_library_validate_data (data, length);
  WgTileLibrary *library = wg_tile_library_load_from_data (data, length, &error);

  g_assert_null (library);
  g_assert_error (error, WG_FILE_ERROR, (gint) code);
  g_assert_nonnull (strstr (error->message, message));
  g_assert_cmpuint (problems->len, ==, 1);
}

/* The limits every JSON document shares (4 MiB, 64 levels) and a document
 * that is not an object. */
static void
test_document_refusals (void)
{
  g_autofree char *big = NULL;
  g_autoptr (GString) deep = g_string_new (NULL);

  assert_refused ("{", 1, WG_FILE_ERROR_SYNTAX, "not valid JSON");
  /* Strict JSON (docs/game-format.md) holds for tile files too. */
  assert_refused ("{\"tiles\": [], \"tiles\": []}", 26, WG_FILE_ERROR_SYNTAX,
                  "tiles: this key appears twice");
  assert_refused ("{\"a\": \"x\ty\"}", 12, WG_FILE_ERROR_SYNTAX, "raw control character");
  assert_refused ("[]", 2, WG_FILE_ERROR_INVALID, "a tile file is a JSON object");
  big = g_malloc (WG_JSON_MAX_SIZE + 2);
  memset (big, ' ', WG_JSON_MAX_SIZE + 1);
  big[0] = '{';
  big[WG_JSON_MAX_SIZE] = '}';
  big[WG_JSON_MAX_SIZE + 1] = '\0';
  assert_refused (big, WG_JSON_MAX_SIZE + 1, WG_FILE_ERROR_TOO_LARGE, "larger than 4 MiB");
  for (int i = 0; i < 65; i++)
    g_string_append_c (deep, '[');
  for (int i = 0; i < 65; i++)
    g_string_append_c (deep, ']');
  assert_refused (deep->str, deep->len, WG_FILE_ERROR_SYNTAX, "deeper than 64 levels");
}

/* A face of more than 1024 hexes (too long to write in the table). */
static void
test_face_too_large (void)
{
  json_object *root = wg_test_json_load ("tiles-test.json");
  json_object *tiles, *faces, *hexes = json_object_new_array ();
  g_autoptr (GPtrArray) problems = NULL;
  const char *text;

  for (int i = 0; i < 1025; i++)
    {
      json_object *hex = json_object_new_object ();

      json_object_object_add (hex, "q", json_object_new_int (i % 41 - 20));
      json_object_object_add (hex, "r", json_object_new_int (i / 41 - 20));
      json_object_array_add (hexes, hex);
    }
  g_assert_true (json_object_object_get_ex (root, "tiles", &tiles));
  g_assert_true (json_object_object_get_ex (json_object_array_get_idx (tiles, 0), "faces",
                                            &faces));
  json_object_object_add (json_object_array_get_idx (faces, 0), "hexes", hexes);
  text = json_object_to_json_string (root);
  problems = wg_tile_library_validate_data (text, strlen (text));
  wg_test_dump_problems (problems);
  g_assert_true (wg_test_has_problem (problems, T0A ".hexes", "has 1025 elements; 1–1024 allowed"));
  json_object_put (root);
}

/* `validate` lists every problem in document order; a refused tile does
 * not also make the layouts that place it fail. */
static void
test_validate_lists_all (void)
{
  json_object *root = wg_test_json_load ("tiles-test.json");
  g_autoptr (GPtrArray) problems = NULL;
  const char *text;

  wg_test_json_change (root, "tiles[0].shape", "\"square\"");
  wg_test_json_change (root, "layouts[1].players", "9");
  wg_test_json_change (root, "boards[0].hexes[1].sector", "\"north pole\"");
  text = json_object_to_json_string (root);
  problems = wg_tile_library_validate_data (text, strlen (text));
  wg_test_dump_problems (problems);
  g_assert_cmpuint (problems->len, ==, 3);
  g_assert_cmpstr (((WgProblem *) g_ptr_array_index (problems, 0))->path, ==, "tiles[0].shape");
  g_assert_cmpstr (((WgProblem *) g_ptr_array_index (problems, 1))->path, ==,
                   "layouts[1].players");
  g_assert_cmpstr (((WgProblem *) g_ptr_array_index (problems, 2))->path, ==,
                   "boards[0].hexes[1].sector");
  json_object_put (root);
}

/* A problem is reported once: the layouts that place a tile whose id could
 * not be read, or a tile placed twice, do not add problems of their own. */
static void
test_no_cascade (void)
{
  static const char *const changes[][2] = {
    { "tiles", "{}" },
    { "tiles[0]", "3" },
    { "tiles[0].id", "\"tile 1\"" },
    { "layouts[1].placements[1].tile", "\"t1\"" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (changes); i++)
    {
      json_object *root = wg_test_json_load ("tiles-test.json");
      g_autoptr (GPtrArray) problems = NULL;
      const char *text;

      wg_test_json_change (root, changes[i][0], changes[i][1]);
      text = json_object_to_json_string (root);
      problems = wg_tile_library_validate_data (text, strlen (text));
      wg_test_dump_problems (problems);
      g_assert_cmpuint (problems->len, ==, 1);
      json_object_put (root);
    }
}

/* Round trips */

static char *
read_text (const char *path)
{
  g_autoptr (GError) error = NULL;
  char *text = NULL;

  g_file_get_contents (path, &text, NULL, &error);
  g_assert_no_error (error);
  return text;
}

/* The fixture and the sample library are written as the writer writes
 * them: load → save gives the file back byte for byte, and save → load →
 * save gives the same text again. */
static void
test_round_trip_files (void)
{
  g_autofree char *fixture = fixture_path ("tiles-test.json");
  g_autofree char *sample = g_test_build_filename (G_TEST_DIST, "..", "data", "tiles",
                                                   "sample-tiles.json", NULL);
  g_autofree char *grouped = fixture_path ("tiles-editor-grouped.json");
  const char      *paths[] = { fixture, sample, grouped };

  for (guint i = 0; i < G_N_ELEMENTS (paths); i++)
    {
      g_autofree char *text = read_text (paths[i]);
      g_autoptr (GError) error = NULL;
      g_autoptr (WgTileLibrary) library = wg_tile_library_load_from_file (paths[i], &error);
      g_autoptr (WgTileLibrary) again = NULL;
      g_autofree char *once = NULL, *twice = NULL;
      gsize            length = 0;

      g_assert_no_error (error);
      once = wg_tile_library_to_data (library, &length);
      g_assert_cmpuint (length, ==, strlen (once));
      g_assert_cmpstr (once, ==, text);
      again = wg_tile_library_load_from_data (once, length, &error);
      g_assert_no_error (error);
      twice = wg_tile_library_to_data (again, NULL);
      g_assert_cmpstr (twice, ==, once);
    }
}

/* A board's tiles are kept: (1,0) and (2,0) grouped about (1,0) load
 * onto the board, save in the game file's form after "hexes", and load
 * back the same. */
static void
test_round_trip_board_tiles (void)
{
  json_object *root = wg_test_json_load ("tiles-test.json");
  const char  *text;
  g_autoptr (GError) error = NULL;
  g_autoptr (WgTileLibrary) library = NULL, again = NULL;
  g_autofree char   *once = NULL, *twice = NULL;
  const WgBoardTile *tile;
  const WgBoard     *board;

  wg_test_json_change (root, "boards[0].tiles",
                       "[{\"name\":\"Pair\",\"shape\":\"other\",\"center\":{\"q\":1,\"r\":0},"
                       "\"cells\":[[1,0],[2,0]]}]");
  text = json_object_to_json_string (root);
  library = wg_tile_library_load_from_data (text, strlen (text), &error);
  g_assert_no_error (error);
  board = wg_tile_library_get_board (library, 0)->board;
  g_assert_cmpuint (wg_board_get_n_tiles (board), ==, 1);
  tile = wg_board_get_tile (board, 0);
  g_assert_cmpstr (tile->name, ==, "Pair");
  g_assert_cmpint (tile->shape, ==, WG_TILE_SHAPE_OTHER);
  g_assert_cmpint (tile->center.q, ==, 1);
  g_assert_cmpint (tile->center.r, ==, 0);
  g_assert_cmpuint (tile->n_cells, ==, 2);
  g_assert_cmpint (wg_board_find_tile (board, wg_board_lookup (board, (WgHex) { 2, 0 })), ==, 0);
  g_assert_cmpint (wg_board_find_tile (board, wg_board_lookup (board, (WgHex) { 1, 1 })), ==, -1);

  once = wg_tile_library_to_data (library, NULL);
  g_assert_nonnull (strstr (once, "\"tiles\": [\n"));
  g_assert_nonnull (strstr (once, "\"name\": \"Pair\""));
  again = wg_tile_library_load_from_data (once, strlen (once), &error);
  g_assert_no_error (error);
  twice = wg_tile_library_to_data (again, NULL);
  g_assert_cmpstr (twice, ==, once);
  json_object_put (root);
}

/* Defaults written out by hand ("kind": "space", "trade": false,
 * "rotation": 0, empty lists) read as if left out: saving drops them. */
static void
test_round_trip_defaults (void)
{
  json_object     *root = wg_test_json_load ("tiles-test.json");
  g_autofree char *path = fixture_path ("tiles-test.json");
  g_autofree char *canonical = read_text (path);
  g_autoptr (WgTileLibrary) library = NULL;
  g_autoptr (GError) error = NULL;
  g_autofree char *saved = NULL;
  const char      *text;

  wg_test_json_change (root, T0A ".hexes[1].kind", "\"space\"");
  wg_test_json_change (root, T0A ".hexes[2].trade", "false");
  wg_test_json_change (root, "layouts[1].placements[0].rotation", "0");
  text = json_object_to_json_string (root);
  library = wg_tile_library_load_from_data (text, strlen (text), &error);
  g_assert_no_error (error);
  saved = wg_tile_library_to_data (library, NULL);
  g_assert_cmpstr (saved, ==, canonical);
  json_object_put (root);

  /* A library with only boards, or nothing at all, is a tile file too. */
  g_clear_pointer (&library, wg_tile_library_unref);
  text = "{\"format\": \"warpgate-companion-tiles\", \"version\": 1}";
  library = wg_tile_library_load_from_data (text, strlen (text), &error);
  g_assert_no_error (error);
  g_assert_cmpuint (wg_tile_library_get_n_tiles (library), ==, 0);
}

/* Saving is atomic and loads back; the board entry keeps every key of the
 * game format's Hex. */
static void
test_save_to_file (void)
{
  g_autofree char *fixture = fixture_path ("tiles-test.json");
  g_autoptr (GError) error = NULL;
  g_autoptr (WgTileLibrary) library = wg_tile_library_load_from_file (fixture, &error);
  g_autoptr (WgTileLibrary) again = NULL;
  g_autofree char *dir = g_dir_make_tmp ("wg-tile-XXXXXX", &error);
  g_autofree char *path = NULL;
  const WgBoard   *board;
  const WgCell    *d1;

  g_assert_no_error (error);
  path = g_build_filename (dir, "tiles.json", NULL);
  g_assert_true (wg_tile_library_save_to_file (library, path, &error));
  g_assert_no_error (error);
  again = wg_tile_library_load_from_file (path, &error);
  g_assert_no_error (error);
  board = wg_tile_library_lookup_board (again, "drawn")->board;
  g_assert_cmpstr (wg_board_get_name (board), ==, "A drawn board");
  d1 = wg_board_get_cell (board, wg_board_find_location (board, "D1"));
  g_assert_cmpint (d1->type, ==, WG_PLANET_DESERT);
  g_assert_true (d1->trade);
  g_assert_cmpstr (d1->sector, ==, "north");
  g_assert_cmpint (wg_board_find_warpgate (board, "blue"), ==, 0);
  g_assert_cmpstr (wg_tile_library_lookup_layout (again, "pair")->name, ==,
                   "Two tiles, both turned");
  g_assert_cmpint (wg_tile_library_lookup_layout (again, "pair")->placements[1].rotation, ==, 3);
  g_assert_cmpint (wg_tile_library_lookup_tile (again, "t2")->shape, ==, WG_TILE_SHAPE_DIAMOND);
  g_unlink (path);
  g_rmdir (dir);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  for (guint i = 0; i < G_N_ELEMENTS (refusals); i++)
    {
      g_autofree char *name = g_strdup_printf ("/wg/tile-json/refuse/%s", refusals[i].name);

      g_test_add_data_func (name, &refusals[i], test_refusal);
    }
  g_test_add_func ("/wg/tile-json/document-refusals", test_document_refusals);
  g_test_add_func ("/wg/tile-json/face-too-large", test_face_too_large);
  g_test_add_func ("/wg/tile-json/validate-lists-all", test_validate_lists_all);
  g_test_add_func ("/wg/tile-json/no-cascade", test_no_cascade);
  g_test_add_func ("/wg/tile-json/round-trip-files", test_round_trip_files);
  g_test_add_func ("/wg/tile-json/round-trip-defaults", test_round_trip_defaults);
  g_test_add_func ("/wg/tile-json/R-EXP-8/round-trip-board-tiles", test_round_trip_board_tiles);
  g_test_add_func ("/wg/tile-json/save-to-file", test_save_to_file);

  return g_test_run ();
}
