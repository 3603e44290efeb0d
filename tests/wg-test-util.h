/* wg-test-util.h — fixtures for the core tests
 * Copyright 2026 The Warpgate Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "wg-game-json.h"

/* Loads tests/data/NAME and fails the test when it is refused. */
static inline WgGame *
wg_test_load_game (const char *name)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "data", name, NULL);
  g_autoptr (GError) error = NULL;
  WgGame *game = wg_game_load_from_file (path, &error);

  g_assert_no_error (error);
  g_assert_nonnull (game);
  return game;
}

/* The cell of a location id, which must exist. */
static inline int
wg_test_cell (const WgGame *game,
              const char   *id)
{
  int cell = wg_board_find_location (game->board, id);

  g_assert_cmpint (cell, >=, 0);
  return cell;
}
