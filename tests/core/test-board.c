/* test-board.c — the board: lookups, neighbours, sectors, warpgates
 * Copyright 2026 The Warpgate Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <string.h>

#include "wg-board.h"
#include "wg-test-util.h"

static void
test_lookup_and_neighbors (void)
{
  g_autoptr (WgGame) game = wg_test_load_game ("game-full.json");
  const WgBoard *board = game->board;
  int            d1 = wg_test_cell (game, "D1");

  g_assert_cmpuint (wg_board_get_n_cells (board), ==, 15);
  g_assert_cmpint (wg_board_lookup (board, (WgHex) { 2, 0 }), ==, d1);
  g_assert_cmpint (wg_board_lookup (board, (WgHex) { 5, 0 }), ==, -1);
  g_assert_cmpint (wg_board_lookup (board, (WgHex) { 100, 0 }), ==, -1);
  /* D1 (2, 0): east (3, 0) is space, north-east (3, -1) is off the board,
   * south-west (1, 1) is V1. */
  g_assert_cmpint (wg_board_neighbor (board, d1, 0), ==, wg_board_lookup (board, (WgHex) { 3, 0 }));
  g_assert_cmpint (wg_board_neighbor (board, d1, 1), ==, -1);
  g_assert_cmpint (wg_board_neighbor (board, d1, 4), ==, wg_test_cell (game, "V1"));
}

static void
test_locations (void)
{
  g_autoptr (WgGame) game = wg_test_load_game ("game-full.json");
  const WgBoard           *board = game->board;
  static const char *const ids[] = { "gate-blue", "D1", "J1", "V1", "O1", "H1", "A1",
                                     "gate-red" };

  g_assert_cmpuint (wg_board_get_n_locations (board), ==, G_N_ELEMENTS (ids));
  for (guint i = 0; i < G_N_ELEMENTS (ids); i++)
    {
      int cell = wg_board_get_location (board, i);

      g_assert_cmpstr (wg_board_get_cell (board, cell)->id, ==, ids[i]);
      g_assert_true (wg_board_is_location (board, cell));
    }
  g_assert_false (wg_board_is_location (board, wg_board_lookup (board, (WgHex) { 1, 0 })));
  g_assert_cmpint (wg_board_find_location (board, "nowhere"), ==, -1);
  g_assert_cmpint (wg_board_find_warpgate (board, "red"), ==, wg_test_cell (game, "gate-red"));
  g_assert_cmpint (wg_board_find_warpgate (board, "green"), ==, -1);
  g_assert_cmpint (wg_board_get_cell (board, wg_test_cell (game, "H1"))->type, ==,
                   WG_PLANET_ANCIENTS);
  g_assert_true (wg_board_get_cell (board, wg_test_cell (game, "O1"))->trade);
  g_assert_false (wg_board_get_cell (board, wg_test_cell (game, "J1"))->trade);
}

/* R-CTRL-1: a sector is the hexes sharing a name; its planets are the planet
 * hexes among them; warpgates and unnamed hexes are in none. */
static void
test_sectors (void)
{
  g_autoptr (WgGame) game = wg_test_load_game ("game-full.json");
  const WgBoard *board = game->board;
  const int     *planets;
  guint          n;
  int            north;

  g_assert_cmpuint (wg_board_get_n_sectors (board), ==, 2);
  north = wg_board_get_cell_sector (board, wg_test_cell (game, "D1"));
  g_assert_cmpstr (wg_board_get_sector_name (board, (guint) north), ==, "north");
  planets = wg_board_get_sector_planets (board, (guint) north, &n);
  g_assert_cmpuint (n, ==, 2);
  g_assert_cmpint (planets[0], ==, wg_test_cell (game, "D1"));
  g_assert_cmpint (planets[1], ==, wg_test_cell (game, "J1"));
  planets = wg_board_get_sector_planets (board, 1, &n);
  g_assert_cmpstr (wg_board_get_sector_name (board, 1), ==, "south");
  g_assert_cmpuint (n, ==, 3); /* V1, O1, A1; not the space hexes */
  g_assert_cmpint (wg_board_get_cell_sector (board, wg_test_cell (game, "H1")), ==, -1);
  g_assert_cmpint (wg_board_get_cell_sector (board, wg_test_cell (game, "gate-blue")), ==, -1);
}

static void
test_refusals (void)
{
  WgCell cells[2] = {
    { { 0, 0 }, WG_HEX_PLANET, "P", WG_PLANET_DESERT, FALSE, NULL, NULL },
    { { 0, 0 }, WG_HEX_SPACE, NULL, 0, FALSE, NULL, NULL },
  };
  g_autoptr (GError) error = NULL;
  WgBoard *board;

  board = wg_board_new (NULL, cells, 2, &error);
  g_assert_null (board);
  g_assert_nonnull (strstr (error->message, "(0, 0)"));
  g_clear_error (&error);

  cells[1] = (WgCell) { { 1, 0 }, WG_HEX_PLANET, "P", WG_PLANET_JUNGLE, FALSE, NULL, NULL };
  board = wg_board_new (NULL, cells, 2, &error);
  g_assert_null (board);
  g_assert_nonnull (strstr (error->message, "“P”"));
  g_clear_error (&error);

  cells[1] = (WgCell) { { 1, 0 }, WG_HEX_WARPGATE, "G", 0, FALSE, NULL, NULL };
  board = wg_board_new (NULL, cells, 2, &error);
  g_assert_null (board);
  g_assert_nonnull (strstr (error->message, "colour"));
  g_clear_error (&error);

  cells[1] = (WgCell) { { 65, 0 }, WG_HEX_SPACE, NULL, 0, FALSE, NULL, NULL };
  board = wg_board_new (NULL, cells, 2, &error);
  g_assert_null (board);
  g_assert_nonnull (strstr (error->message, "-64…64"));
}

int
main (int argc, char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/wg/board/lookup-and-neighbors", test_lookup_and_neighbors);
  g_test_add_func ("/wg/board/locations", test_locations);
  g_test_add_func ("/wg/board/sectors", test_sectors);
  g_test_add_func ("/wg/board/refusals", test_refusals);
  return g_test_run ();
}
