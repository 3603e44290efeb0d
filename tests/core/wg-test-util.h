/* wg-test-util.h — fixtures for the core tests
 * Copyright 2026 The Warpgate Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "wg-game-json.h"
#include "wg-moves.h"

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

/* The player index of a colour, which must exist. */
static inline int
wg_test_player (const WgGame *game,
                const char   *color)
{
  int player = wg_game_find_player (game, color);

  g_assert_cmpint (player, !=, WG_NO_PLAYER);
  return player;
}

/* How many ships of @color stand on location @id. */
static inline int
wg_test_ships (const WgGame *game,
               const char   *id,
               const char   *color)
{
  return wg_game_ships_at (game, wg_test_cell (game, id), wg_test_player (game, color));
}

/* Judges a move (the action engine's tests). */
static inline WgJudgement
wg_test_judge (const WgGame *game,
               const WgMove *move)
{
  WgJudgement judgement;

  wg_judge_move (game, move, &judgement);
  return judgement;
}

/* Verdicts compared by their words, so a failure reads "out-of-range" == "ok". */
#define wg_test_assert_verdict(verdict, expected) \
  g_assert_cmpstr (wg_verdict_to_string (verdict), ==, wg_verdict_to_string (expected))
