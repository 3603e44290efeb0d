/* test-tile.c — board tiles: rotation, composition into a board, the library, and the sample
 * tiles the app ships
 * Copyright 2026 The Warpgate Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <string.h>

#include "wg-game-json.h"
#include "wg-invariants.h"
#include "wg-range.h"
#include "wg-tile-json.h"

static WgTileLibrary *
load_fixture (void)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "data", "tiles-test.json", NULL);
  g_autoptr (GError) error = NULL;
  WgTileLibrary *library = wg_tile_library_load_from_file (path, &error);

  g_assert_no_error (error);
  g_assert_nonnull (library);
  return library;
}

static WgTileLibrary *
load_sample (void)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "..", "data", "tiles",
                                                 "sample-tiles.json", NULL);
  g_autoptr (GError) error = NULL;
  WgTileLibrary *library = wg_tile_library_load_from_file (path, &error);

  g_assert_no_error (error);
  g_assert_nonnull (library);
  return library;
}

#define assert_hex(hex, q_, r_)       \
  G_STMT_START                        \
  {                                   \
    WgHex h_ = (hex);                 \
    g_assert_cmpint (h_.q, ==, (q_)); \
    g_assert_cmpint (h_.r, ==, (r_)); \
  }                                   \
  G_STMT_END

/* Rotation */

/* (2, -1) turned 60° counter-clockwise at a time, by (q, r) -> (q + r, -q),
 * worked by hand: (1, -2), (-1, -1), (-2, 1), (-1, 2), (1, 1), and back. */
static void
test_rotate_known_hex (void)
{
  static const WgHex expected[] = {
    { 2, -1 },
    { 1, -2 },
    { -1, -1 },
    { -2, 1 },
    { -1, 2 },
    { 1, 1 },
    { 2, -1 },
  };

  for (int steps = 0; steps <= 6; steps++)
    {
      WgHex hex = { 2, -1 };

      wg_tile_rotate_hexes (&hex, 1, steps);
      assert_hex (hex, expected[steps].q, expected[steps].r);
    }
  /* -1 step is 5 steps; the origin never moves. */
  assert_hex (wg_hex_rotate ((WgHex) { 2, -1 }, -1), 1, 1);
  assert_hex (wg_hex_rotate ((WgHex) { 0, 0 }, 4), 0, 0);
  /* Placed: (1, 0) turned 3 steps is (-1, 0), moved by (3, -1) to (2, -1). */
  assert_hex (wg_tile_transform ((WgHex) { 1, 0 }, (WgHex) { 3, -1 }, 3), 2, -1);
}

/* Every face of every sample tile, turned one step at a time six times,
 * comes back hex for hex; each step keeps each hex's distance from the
 * tile's (0, 0), and a hex-shaped tile covers the same 19 positions. */
static void
test_rotate_six_times (void)
{
  g_autoptr (WgTileLibrary) library = load_sample ();

  for (guint t = 0; t < wg_tile_library_get_n_tiles (library); t++)
    {
      const WgTile *tile = wg_tile_library_get_tile (library, t);

      for (guint f = 0; f < tile->n_faces; f++)
        {
          const WgTileFace *face = &tile->faces[f];
          g_autofree WgHex *hexes = g_new (WgHex, face->n_hexes);

          for (guint i = 0; i < face->n_hexes; i++)
            hexes[i] = face->hexes[i].hex;
          for (int step = 1; step <= 6; step++)
            {
              wg_tile_rotate_hexes (hexes, face->n_hexes, 1);
              for (guint i = 0; i < face->n_hexes; i++)
                {
                  g_assert_cmpint (wg_hex_distance (hexes[i], (WgHex) { 0, 0 }), ==,
                                   wg_hex_distance (face->hexes[i].hex, (WgHex) { 0, 0 }));
                  if (tile->shape == WG_TILE_SHAPE_HEX)
                    g_assert_cmpint (wg_hex_distance (hexes[i], (WgHex) { 0, 0 }), <=, 2);
                }
            }
          for (guint i = 0; i < face->n_hexes; i++)
            assert_hex (hexes[i], face->hexes[i].hex.q, face->hexes[i].hex.r);
        }
    }
}

/* Composition */

typedef struct
{
  int          q, r;
  WgHexKind    kind;
  const char  *id;
  WgPlanetType type;
  gboolean     trade;
  const char  *sector;
  const char  *color;
} ExpectedCell;

static void
assert_cells (const WgBoard      *board,
              const ExpectedCell *expected,
              guint               n)
{
  g_assert_cmpuint (wg_board_get_n_cells (board), ==, n);
  for (guint i = 0; i < n; i++)
    {
      const WgCell       *c = wg_board_get_cell (board, (int) i);
      const ExpectedCell *e = &expected[i];

      g_test_message ("cell %u at (%d, %d)", i, e->q, e->r);
      assert_hex (c->hex, e->q, e->r);
      g_assert_cmpint (c->kind, ==, e->kind);
      g_assert_cmpstr (c->id, ==, e->id);
      if (c->kind == WG_HEX_PLANET)
        g_assert_cmpint (c->type, ==, e->type);
      g_assert_cmpint (c->trade, ==, e->trade);
      g_assert_cmpstr (c->sector, ==, e->sector);
      g_assert_cmpstr (c->color, ==, e->color);
    }
}

/* Layout "pair": t1 face A turned 1 step at (0, 0), t2 face 1-4 turned 3
 * steps at (3, -1). By hand, (q, r) -> (q + r, -q) per step:
 *   t1: (0,0) -> (0,0) desert "home" n; (1,0) -> (1,-1) space n;
 *       (0,1) -> (1,0) jungle s; (-1,1) -> (0,1) space s;
 *   t2: (q,r) -> (-q,-r) + (3,-1): (0,0) -> (3,-1) blue warpgate;
 *       (1,0) -> (2,-1) space; (1,-1) -> (2,0) desert;
 *       (0,-1) -> (3,0) oceanic "sea" x.
 * In reading order (r, then q); "home" and "sea" are kept, the others are
 * numbered per type: J1, D1; sectors are prefixed with the placement. */
static void
test_compose_two_turned_tiles (void)
{
  static const ExpectedCell expected[] = {
    { 1, -1, WG_HEX_SPACE, NULL, 0, FALSE, "0-n", NULL },
    { 2, -1, WG_HEX_SPACE, NULL, 0, FALSE, NULL, NULL },
    { 3, -1, WG_HEX_WARPGATE, "gate-blue", 0, FALSE, NULL, "blue" },
    { 0, 0, WG_HEX_PLANET, "home", WG_PLANET_DESERT, TRUE, "0-n", NULL },
    { 1, 0, WG_HEX_PLANET, "J1", WG_PLANET_JUNGLE, FALSE, "0-s", NULL },
    { 2, 0, WG_HEX_PLANET, "D1", WG_PLANET_DESERT, FALSE, NULL, NULL },
    { 3, 0, WG_HEX_PLANET, "sea", WG_PLANET_OCEANIC, FALSE, "1-x", NULL },
    { 0, 1, WG_HEX_SPACE, NULL, 0, FALSE, "0-s", NULL },
  };
  g_autoptr (WgTileLibrary) library = load_fixture ();
  g_autoptr (GError) error = NULL;
  g_autoptr (WgBoard) board = NULL;

  board = wg_tile_compose (library, wg_tile_library_lookup_layout (library, "pair"), &error);
  g_assert_no_error (error);
  g_assert_cmpstr (wg_board_get_name (board), ==, "Two tiles, both turned");
  assert_cells (board, expected, G_N_ELEMENTS (expected));
  g_assert_cmpuint (wg_board_get_n_sectors (board), ==, 3);
  g_assert_cmpstr (wg_board_get_sector_name (board, 0), ==, "0-n");
  g_assert_cmpstr (wg_board_get_sector_name (board, 1), ==, "0-s");
  g_assert_cmpstr (wg_board_get_sector_name (board, 2), ==, "1-x");
  /* Across the seam: t1's (1,-1) and t2's (2,-1) are neighbours (R-RANGE-5). */
  g_assert_cmpint (wg_board_neighbor (board, 0, 0), ==, 1);
  /* The board records its tiles (R-EXP-8): t1 centred where its (0,0)
   * lies, (0,0), with 4 hexes (home, J1 and two spaces); t2 at (3,-1),
   * with 4 (the warpgate, a space, D1, sea). */
  g_assert_cmpuint (wg_board_get_n_tiles (board), ==, 2);
  g_assert_true (wg_hex_equal (wg_board_get_tile (board, 0)->center, (WgHex) { 0, 0 }));
  g_assert_cmpuint (wg_board_get_tile (board, 0)->n_cells, ==, 4);
  g_assert_true (wg_hex_equal (wg_board_get_tile (board, 1)->center, (WgHex) { 3, -1 }));
  g_assert_cmpuint (wg_board_get_tile (board, 1)->n_cells, ==, 4);
  g_assert_cmpint (wg_board_find_tile (board, wg_board_find_location (board, "J1")), ==, 0);
  g_assert_cmpint (wg_board_find_tile (board, wg_board_find_location (board, "sea")), ==, 1);
}

/* Layout "trio": t1 A at (0, 0), t2 1-4 at (2, 0), t3 X at (-2, 0), none
 * turned. Two tiles call a planet "home": neither keeps it. t3 calls its
 * jungle "J1": kept, so t1's jungle is J2. Deserts in reading order: D1,
 * D2, D3. Both tiles' local sector "n" stay two sectors: 0-n and 2-n. */
static void
test_compose_ids_and_sectors (void)
{
  static const ExpectedCell expected[] = {
    { -1, -1, WG_HEX_PLANET, "J1", WG_PLANET_JUNGLE, FALSE, NULL, NULL },
    { 2, -1, WG_HEX_PLANET, "sea", WG_PLANET_OCEANIC, FALSE, "1-x", NULL },
    { 3, -1, WG_HEX_PLANET, "D1", WG_PLANET_DESERT, FALSE, NULL, NULL },
    { -2, 0, WG_HEX_WARPGATE, "gate-red", 0, FALSE, NULL, "red" },
    { -1, 0, WG_HEX_PLANET, "D2", WG_PLANET_DESERT, FALSE, NULL, NULL },
    { 0, 0, WG_HEX_PLANET, "D3", WG_PLANET_DESERT, TRUE, "0-n", NULL },
    { 1, 0, WG_HEX_SPACE, NULL, 0, FALSE, "0-n", NULL },
    { 2, 0, WG_HEX_WARPGATE, "gate-blue", 0, FALSE, NULL, "blue" },
    { 3, 0, WG_HEX_SPACE, NULL, 0, FALSE, NULL, NULL },
    { -2, 1, WG_HEX_SPACE, NULL, 0, FALSE, "2-n", NULL },
    { -1, 1, WG_HEX_SPACE, NULL, 0, FALSE, "0-s", NULL },
    { 0, 1, WG_HEX_PLANET, "J2", WG_PLANET_JUNGLE, FALSE, "0-s", NULL },
  };
  static const char *const sectors[] = { "1-x", "0-n", "2-n", "0-s" };
  g_autoptr (WgTileLibrary) library = load_fixture ();
  g_autoptr (GError) error = NULL;
  g_autoptr (WgBoard) board = NULL;

  board = wg_tile_compose (library, wg_tile_library_lookup_layout (library, "trio"), &error);
  g_assert_no_error (error);
  assert_cells (board, expected, G_N_ELEMENTS (expected));
  g_assert_cmpuint (wg_board_get_n_sectors (board), ==, G_N_ELEMENTS (sectors));
  for (guint i = 0; i < G_N_ELEMENTS (sectors); i++)
    g_assert_cmpstr (wg_board_get_sector_name (board, i), ==, sectors[i]);
  g_assert_cmpint (wg_board_find_warpgate (board, "red"), ==, 3);
}

/* A layout built in code from the fixture's tiles, composed; the error's
 * code and message are checked. */
static void
assert_compose_refused (const WgTileLibrary *library,
                        WgPlacement         *placements,
                        guint                n,
                        WgTileError          code,
                        const char          *message)
{
  WgLayout layout = { (char *) "test", (char *) "Test", 1, placements, n };
  g_autoptr (GError) error = NULL;
  g_autoptr (WgBoard) board = wg_tile_compose (library, &layout, &error);

  g_assert_null (board);
  g_assert_error (error, WG_TILE_ERROR, (gint) code);
  g_assert_cmpstr (error->message, ==, message);
}

static void
test_compose_refusals (void)
{
  g_autoptr (WgTileLibrary) library = load_fixture ();
  /* "pair" with t2 at (2, -1): its (1, 0) turned 3 steps is (-1, 0), moved
   * to (1, -1), where t1's (1, 0) turned 1 step already lies. */
  WgPlacement overlap[] = { { "t1", "A", { 0, 0 }, 1 }, { "t2", "1-4", { 2, -1 }, 3 } };
  /* t2 at (-64, -1) turned 3 steps: its (1, 0) lands on (-65, -1). */
  WgPlacement outside[] = { { "t2", "1-4", { -64, -1 }, 3 } };
  WgPlacement unknown_tile[] = { { "t1", "A", { 0, 0 }, 0 }, { "t9", "A", { 5, 0 }, 0 } };
  WgPlacement unknown_face[] = { { "t1", "C", { 0, 0 }, 0 } };
  WgPlacement twice[] = { { "t1", "A", { 0, 0 }, 0 }, { "t1", "B", { 5, 0 }, 0 } };
  WgPlacement rotation[] = { { "t1", "A", { 0, 0 }, 6 } };

  assert_compose_refused (library, overlap, 2, WG_TILE_ERROR_OVERLAP,
                          "placements[0] (tile “t1”, face A) and placements[1] (tile “t2”, "
                          "face 1-4) both cover (1, -1)");
  assert_compose_refused (library, outside, 1, WG_TILE_ERROR_OUT_OF_BOUNDS,
                          "placements[0] puts hex (1, 0) of tile “t2” at (-65, -1), outside "
                          "-64…64");
  assert_compose_refused (library, unknown_tile, 2, WG_TILE_ERROR_UNKNOWN_TILE,
                          "placements[1]: no tile is called “t9”");
  assert_compose_refused (library, unknown_face, 1, WG_TILE_ERROR_UNKNOWN_FACE,
                          "placements[0]: tile “t1” has no face “C”");
  assert_compose_refused (library, twice, 2, WG_TILE_ERROR_TILE_TWICE,
                          "placements[0] and placements[1] both place tile “t1”");
  assert_compose_refused (library, rotation, 1, WG_TILE_ERROR_INVALID,
                          "placements[0]: rotation 6 is not 0–5");
}

/* Two warpgates of one colour: t3's red warpgate repainted blue, next to
 * t2's blue one. */
static void
test_compose_warpgate_twice (void)
{
  g_autoptr (WgTileLibrary) fixture = load_fixture ();
  g_autoptr (WgTileLibrary) library = NULL;
  g_autoptr (GError) error = NULL;
  WgTile      tiles[2];
  WgPlacement placements[] = { { "t2", "1-4", { 2, 0 }, 0 }, { "t3", "X", { -2, 0 }, 0 } };

  wg_tile_copy (&tiles[0], wg_tile_library_lookup_tile (fixture, "t2"));
  wg_tile_copy (&tiles[1], wg_tile_library_lookup_tile (fixture, "t3"));
  g_free (tiles[1].faces[0].hexes[0].color);
  tiles[1].faces[0].hexes[0].color = g_strdup ("blue");
  library = wg_tile_library_new (tiles, 2, NULL, 0, NULL, 0, &error);
  g_assert_no_error (error);
  assert_compose_refused (library, placements, 2, WG_TILE_ERROR_WARPGATE_TWICE,
                          "placements[0] and placements[1] both have a blue warpgate");
  wg_tile_clear (&tiles[0]);
  wg_tile_clear (&tiles[1]);
}

/* The library */

static void
test_library (void)
{
  g_autoptr (WgTileLibrary) fixture = load_fixture ();
  g_autoptr (WgTileLibrary) library = NULL;
  g_autoptr (GError) error = NULL;
  const WgTile   *t1 = wg_tile_library_lookup_tile (fixture, "t1");
  const WgLayout *pair = wg_tile_library_lookup_layout (fixture, "pair");
  WgTile          tiles[3];
  WgLayout        layout;

  g_assert_cmpuint (wg_tile_library_get_n_tiles (fixture), ==, 3);
  g_assert_cmpuint (wg_tile_library_get_n_layouts (fixture), ==, 2);
  g_assert_cmpuint (wg_tile_library_get_n_boards (fixture), ==, 1);
  g_assert_true (t1 == wg_tile_library_get_tile (fixture, 0));
  g_assert_cmpint (t1->shape, ==, WG_TILE_SHAPE_OTHER);
  g_assert_null (wg_tile_library_lookup_tile (fixture, "t9"));
  g_assert_null (wg_tile_library_lookup_layout (fixture, "t1"));
  g_assert_nonnull (wg_tile_find_face (t1, "B"));
  g_assert_null (wg_tile_find_face (t1, "C"));
  g_assert_cmpstr (wg_board_get_name (wg_tile_library_lookup_board (fixture, "drawn")->board), ==,
                   "A drawn board");

  /* Copies: the library keeps its own. */
  for (guint i = 0; i < 3; i++)
    wg_tile_copy (&tiles[i], wg_tile_library_get_tile (fixture, i));
  wg_layout_copy (&layout, pair);
  library = wg_tile_library_new (tiles, 3, &layout, 1, NULL, 0, &error);
  g_assert_no_error (error);
  g_free (tiles[0].name);
  tiles[0].name = g_strdup ("Changed");
  g_assert_cmpstr (wg_tile_library_get_tile (library, 0)->name, ==, "Test tile 1");

  /* Refusals: two tiles with one id; a layout for more players than it has
   * warpgates; a layout that does not compose. */
  g_clear_pointer (&library, wg_tile_library_unref);
  g_free (tiles[1].id);
  tiles[1].id = g_strdup ("t1");
  library = wg_tile_library_new (tiles, 3, NULL, 0, NULL, 0, &error);
  g_assert_null (library);
  g_assert_error (error, WG_TILE_ERROR, WG_TILE_ERROR_INVALID);
  g_assert_cmpstr (error->message, ==, "two tiles are called “t1”");
  g_clear_error (&error);
  g_free (tiles[1].id);
  tiles[1].id = g_strdup ("t2");
  layout.players = 2;
  library = wg_tile_library_new (tiles, 3, &layout, 1, NULL, 0, &error);
  g_assert_null (library);
  g_assert_error (error, WG_TILE_ERROR, WG_TILE_ERROR_TOO_FEW_WARPGATES);
  g_assert_cmpstr (error->message, ==, "layout “pair” is for 2 players but has 1 warpgate");
  g_clear_error (&error);
  layout.players = 1;
  layout.placements[1].position = (WgHex) { 2, -1 };
  library = wg_tile_library_new (tiles, 3, &layout, 1, NULL, 0, &error);
  g_assert_null (library);
  g_assert_error (error, WG_TILE_ERROR, WG_TILE_ERROR_OVERLAP);
  g_assert_true (g_str_has_prefix (error->message, "layout “pair”: placements[0] (tile “t1”"));

  for (guint i = 0; i < 3; i++)
    wg_tile_clear (&tiles[i]);
  wg_layout_clear (&layout);
}

/* A tile that breaks a rule of wg_tile_check is refused by the library. */
static void
test_tile_check (void)
{
  g_autoptr (WgTileLibrary) fixture = load_fixture ();
  g_autoptr (GError) error = NULL;
  WgTile tile;

  wg_tile_copy (&tile, wg_tile_library_lookup_tile (fixture, "t1"));
  g_assert_true (wg_tile_check (&tile, &error));
  tile.faces[0].hexes[1].hex = tile.faces[0].hexes[0].hex;
  g_assert_false (wg_tile_check (&tile, &error));
  g_assert_error (error, WG_TILE_ERROR, WG_TILE_ERROR_INVALID);
  g_assert_cmpstr (error->message, ==, "tile “t1”, face “A”: two hexes at (0, 0)");
  g_clear_error (&error);
  tile.faces[0].hexes[1].hex = (WgHex) { 1, 0 };
  g_free (tile.faces[1].name);
  tile.faces[1].name = g_strdup ("A");
  g_assert_false (wg_tile_check (&tile, &error));
  g_assert_cmpstr (error->message, ==, "tile “t1” has two faces called “A”");
  wg_tile_clear (&tile);
}

/* The sample library (data/tiles/sample-tiles.json) */

/* Says what it is: every tile and layout is named illustrative. */
static void
test_sample_is_illustrative (void)
{
  g_autoptr (WgTileLibrary) library = load_sample ();

  g_assert_cmpuint (wg_tile_library_get_n_tiles (library), ==, 14);
  for (guint i = 0; i < wg_tile_library_get_n_tiles (library); i++)
    g_assert_nonnull (strstr (wg_tile_library_get_tile (library, i)->name, "(illustrative)"));
  g_assert_cmpuint (wg_tile_library_get_n_layouts (library), ==, 5);
  for (guint i = 0; i < wg_tile_library_get_n_layouts (library); i++)
    {
      const WgLayout *layout = wg_tile_library_get_layout (library, i);

      g_assert_nonnull (strstr (layout->name, "(illustrative)"));
      g_assert_cmpint (layout->players, ==, (int) i + 2);
    }
}

/* Hex tiles: 19 hexes (radius 2) a face; diamonds: 9 hexes, the warpgate
 * of their colour at (0, 0), a planet on the 1-4 side only. */
static void
test_sample_tiles (void)
{
  g_autoptr (WgTileLibrary) library = load_sample ();

  for (guint t = 0; t < wg_tile_library_get_n_tiles (library); t++)
    {
      const WgTile *tile = wg_tile_library_get_tile (library, t);

      for (guint f = 0; f < tile->n_faces; f++)
        {
          const WgTileFace *face = &tile->faces[f];
          guint             planets = 0;

          for (guint i = 0; i < face->n_hexes; i++)
            planets += face->hexes[i].kind == WG_HEX_PLANET;
          if (tile->shape == WG_TILE_SHAPE_HEX)
            {
              g_assert_cmpuint (face->n_hexes, ==, 19);
              g_assert_cmpuint (planets, >=, 4);
              continue;
            }
          g_assert_cmpint (tile->shape, ==, WG_TILE_SHAPE_DIAMOND);
          g_assert_cmpuint (tile->n_faces, ==, 2);
          g_assert_cmpuint (face->n_hexes, ==, 9);
          g_assert_cmpuint (planets, ==, f == 0 ? 1 : 0);
          g_assert_cmpstr (face->name, ==, f == 0 ? "1-4" : "5-6");
          for (guint i = 0; i < face->n_hexes; i++)
            if (face->hexes[i].kind == WG_HEX_WARPGATE)
              {
                assert_hex (face->hexes[i].hex, 0, 0);
                g_assert_true (g_str_has_suffix (tile->id, face->hexes[i].color));
              }
        }
    }
}

/* Cells reached from @start stepping through cells where @inside says so. */
static guint
flood (GHashTable *inside,
       WgHex       start,
       int         bound)
{
  g_autoptr (GHashTable) seen = g_hash_table_new (g_direct_hash, g_direct_equal);
  g_autoptr (GArray) stack = g_array_new (FALSE, FALSE, sizeof (WgHex));
  gboolean want = g_hash_table_contains (inside, GINT_TO_POINTER ((start.q + 100) * 256
                                                                  + start.r + 100));

  g_array_append_val (stack, start);
  g_hash_table_add (seen, GINT_TO_POINTER ((start.q + 100) * 256 + start.r + 100));
  while (stack->len > 0)
    {
      WgHex h = g_array_index (stack, WgHex, stack->len - 1);

      g_array_set_size (stack, stack->len - 1);
      for (int d = 0; d < WG_HEX_N_DIRECTIONS; d++)
        {
          WgHex    n = wg_hex_neighbor (h, d);
          gpointer key = GINT_TO_POINTER ((n.q + 100) * 256 + n.r + 100);

          if (ABS (n.q) > bound || ABS (n.r) > bound || g_hash_table_contains (seen, key)
              || g_hash_table_contains (inside, key) != want)
            continue;
          g_hash_table_add (seen, key);
          g_array_append_val (stack, n);
        }
    }
  return g_hash_table_size (seen);
}

/* Compact: every cell reaches every other, and every hex off the board
 * within the frame reaches the frame's edge (no holes). */
static void
assert_connected_without_holes (const WgBoard *board)
{
  g_autoptr (GHashTable) cells = g_hash_table_new (g_direct_hash, g_direct_equal);
  guint     n = wg_board_get_n_cells (board);
  const int bound = 20; /* the sample boards lie within -15…15 */

  for (guint i = 0; i < n; i++)
    {
      WgHex h = wg_board_get_cell (board, (int) i)->hex;

      g_assert_cmpint (ABS (h.q), <, bound);
      g_assert_cmpint (ABS (h.r), <, bound);
      g_hash_table_add (cells, GINT_TO_POINTER ((h.q + 100) * 256 + h.r + 100));
    }
  g_assert_cmpuint (flood (cells, wg_board_get_cell (board, 0)->hex, bound), ==, n);
  /* The frame holds (2 × bound + 1)² hexes; outside the board all are reached. */
  g_assert_cmpuint (flood (cells, (WgHex) { -bound, -bound }, bound), ==,
                    (guint) ((2 * bound + 1) * (2 * bound + 1)) - n);
}

/* Every location is in range of every warpgate (R-RANGE-1, R-RANGE-7),
 * with warpgates blocking paths (R-RANGE-3, the stricter reading). */
static void
assert_all_reachable (const WgBoard *board)
{
  for (guint g = 0; g < wg_board_get_n_locations (board); g++)
    {
      int gate = wg_board_get_location (board, g);
      g_autoptr (WgRangeMap) map = NULL;

      if (wg_board_get_cell (board, gate)->kind != WG_HEX_WARPGATE)
        continue;
      map = wg_range_map_new (board, gate, TRUE);
      for (guint i = 0; i < wg_board_get_n_locations (board); i++)
        g_assert_cmpint (wg_range_map_get (map, wg_board_get_location (board, i)), !=,
                         WG_RANGE_UNREACHABLE);
    }
}

/* A game at set-up on the board: a player per warpgate with 3 ships and the
 * drone on it; it passes the game's invariants and the game file's every
 * check once written out. */
static void
assert_playable (WgBoard *board,
                 int      players)
{
  g_autoptr (WgGame) game = wg_game_new (board);
  g_autoptr (WgGame) again = NULL;
  g_autoptr (GError) error = NULL;
  g_autofree char *data = NULL;

  for (guint i = 0; i < wg_board_get_n_locations (board); i++)
    {
      int           cell = wg_board_get_location (board, i);
      const WgCell *c = wg_board_get_cell (board, cell);
      int           player;

      if (c->kind != WG_HEX_WARPGATE)
        continue;
      player = wg_game_add_player (game, c->color);
      game->stacks[cell].ship_owner = (gint8) player;
      game->stacks[cell].ships = 3;
      game->drones[player] = cell;
    }
  g_assert_cmpint ((int) game->n_players, ==, players);
  g_assert_true (wg_game_check (game, &error));
  g_assert_no_error (error);
  data = wg_game_to_data (game, NULL);
  again = wg_game_load_from_data (data, strlen (data), &error);
  g_assert_no_error (error);
  g_assert_cmpuint (wg_board_get_n_cells (again->board), ==, wg_board_get_n_cells (board));
}

static void
test_sample_layouts (void)
{
  g_autoptr (WgTileLibrary) library = load_sample ();

  for (guint i = 0; i < wg_tile_library_get_n_layouts (library); i++)
    {
      const WgLayout *layout = wg_tile_library_get_layout (library, i);
      g_autoptr (GError) error = NULL;
      g_autoptr (WgBoard) board = wg_tile_compose (library, layout, &error);
      guint hexes = 0;

      g_test_message ("layout %s", layout->id);
      g_assert_no_error (error);
      for (guint p = 0; p < layout->n_placements; p++)
        {
          const WgPlacement *pl = &layout->placements[p];
          const WgTile      *tile = wg_tile_library_lookup_tile (library, pl->tile);

          hexes += wg_tile_find_face (tile, pl->face)->n_hexes;
        }
      g_assert_cmpuint (wg_board_get_n_cells (board), ==, hexes);
      assert_connected_without_holes (board);
      assert_all_reachable (board);
      assert_playable (board, layout->players);
    }
}

/* The rulebook's 5- and 6-player set-ups: with 5, the hex tile with the
 * yellow Warpgate stands in for the yellow diamond; with 6, its other side
 * is the centre (the Ancients planet) and all six diamonds are used. */
static void
test_sample_five_and_six (void)
{
  g_autoptr (WgTileLibrary) library = load_sample ();
  const WgLayout *five = wg_tile_library_lookup_layout (library, "sample-5p");
  const WgLayout *six = wg_tile_library_lookup_layout (library, "sample-6p");
  g_autoptr (WgBoard) board5 = wg_tile_compose (library, five, NULL);
  g_autoptr (WgBoard) board = wg_tile_compose (library, six, NULL);
  int   centre = wg_board_lookup (board, (WgHex) { 0, 0 });
  int   yellow = wg_board_find_warpgate (board5, "yellow");
  guint diamonds = 0;

  for (guint i = 0; i < five->n_placements; i++)
    {
      const WgTile *tile = wg_tile_library_lookup_tile (library, five->placements[i].tile);

      g_assert_cmpstr (tile->id, !=, "sample-yellow");
      if (tile->shape == WG_TILE_SHAPE_DIAMOND)
        {
          g_assert_cmpstr (five->placements[i].face, ==, "5-6");
          diamonds++;
        }
      if (g_str_equal (tile->id, "sample-8"))
        g_assert_cmpstr (five->placements[i].face, ==, "5");
    }
  /* One diamond per other player; yellow's warpgate is on the hex tile. */
  g_assert_cmpuint (diamonds, ==, 4);
  g_assert_cmpint (yellow, >=, 0);
  g_assert_cmpuint (wg_board_get_n_cells (board5), ==, 8 * 19 + 4 * 9);
  g_assert_cmpstr (six->placements[0].tile, ==, "sample-8");
  g_assert_cmpstr (six->placements[0].face, ==, "6");
  g_assert_cmpint (wg_board_get_cell (board, centre)->type, ==, WG_PLANET_ANCIENTS);
  g_assert_cmpint (wg_board_get_cell (board, centre)->kind, ==, WG_HEX_PLANET);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/wg/tile/rotate-known-hex", test_rotate_known_hex);
  g_test_add_func ("/wg/tile/rotate-six-times", test_rotate_six_times);
  g_test_add_func ("/wg/tile/compose-two-turned-tiles", test_compose_two_turned_tiles);
  g_test_add_func ("/wg/tile/compose-ids-and-sectors", test_compose_ids_and_sectors);
  g_test_add_func ("/wg/tile/compose-refusals", test_compose_refusals);
  g_test_add_func ("/wg/tile/compose-warpgate-twice", test_compose_warpgate_twice);
  g_test_add_func ("/wg/tile/library", test_library);
  g_test_add_func ("/wg/tile/tile-check", test_tile_check);
  g_test_add_func ("/wg/tile/sample-is-illustrative", test_sample_is_illustrative);
  g_test_add_func ("/wg/tile/sample-tiles", test_sample_tiles);
  g_test_add_func ("/wg/tile/sample-layouts", test_sample_layouts);
  g_test_add_func ("/wg/tile/sample-five-and-six", test_sample_five_and_six);

  return g_test_run ();
}
