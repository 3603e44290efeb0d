/* wg-test-replay.h — what the replay tests read of the chain's files, and running the CLI on them
 * Copyright 2026 The Warpgate Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Shared by test-app-replay-model.c and test-app-replay-window.c, on the
 * game of tests/wg-test-chain.h.
 */
#pragma once

#include <glib.h>

#include "wg-game-json.h"
#include "wg-record-json.h"
#include "wg-test-chain.h"

/* The digest of the table of the chain's file @n in @dir. */
static inline char *
wg_test_replay_digest (const char *dir,
                       guint       n)
{
  g_autofree char *path = wg_test_chain_file (dir, n);
  g_autoptr (GError) error = NULL;
  g_autoptr (WgGame) game = wg_game_load_from_file (path, &error);

  g_assert_no_error (error);
  return wg_record_digest (game);
}

/* Runs @argv (NULL-ended), its output and errors dropped: TRUE when it
 * exits with 0. */
static inline gboolean
wg_test_replay_run_ok (const char *const *argv)
{
  g_autoptr (GError) error = NULL;
  int status = 0;

  g_assert_true (g_spawn_sync (NULL, (char **) argv, NULL,
                               G_SPAWN_STDOUT_TO_DEV_NULL | G_SPAWN_STDERR_TO_DEV_NULL, NULL,
                               NULL, NULL, NULL, &status, &error));
  g_assert_no_error (error);
  return g_spawn_check_wait_status (status, NULL);
}
