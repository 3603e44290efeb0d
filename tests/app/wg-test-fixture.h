/* wg-test-fixture.h — the table of a battle, score or Gatekeepers test: a session and its game
 * Copyright 2026 The Warpgate Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Shared by the app tests that play on a tests/data game through a
 * session (referee/test-app-battle.c, solo/test-app-ai.c,
 * score/test-app-score.c): the session without autosave, a location's
 * cell, a colour's player and the steps taken so far.
 */
#pragma once

#include "wg-test-app.h"

/* tests/data/@name in a session of its own; no autosave is written. */
static inline WgSession *
wg_test_session_on (const char *name)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "data", name, NULL);
  g_autoptr (GFile) file = g_file_new_for_path (path);
  g_autoptr (GError) error = NULL;
  WgSession *session = wg_session_new ();

  wg_session_set_autosave_dir (session, NULL);
  g_assert_true (wg_session_load_file (session, file, &error));
  g_assert_no_error (error);
  return session;
}

/* The cell of location @id of the session's board, which must exist. */
static inline int
wg_test_cell_of (WgSession  *session,
                 const char *id)
{
  int cell = wg_board_find_location (wg_session_get_game (session)->board, id);

  g_assert_cmpint (cell, >=, 0);
  return cell;
}

/* The player of colour @color, who must play. */
static inline int
wg_test_player_of (WgSession  *session,
                   const char *color)
{
  int player = wg_game_find_player (wg_session_get_game (session), color);

  g_assert_cmpint (player, !=, WG_NO_PLAYER);
  return player;
}

/* The steps taken: the history's position. */
static inline guint
wg_test_n_steps (WgSession *session)
{
  return wg_history_get_position (wg_session_get_history (session));
}
