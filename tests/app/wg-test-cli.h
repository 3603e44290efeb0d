/* wg-test-cli.h — the real warpgate-cli, run by the app's tests
 * Copyright 2026 The Warpgate Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>
#include <json-c/json.h>

/* `CLI score --json PATH`, the real binary: its answer parsed; the test
 * fails when it cannot run, exits non-zero, or prints no JSON. */
static inline json_object *
wg_test_cli_score (const char *cli,
                   const char *path)
{
  const char      *argv[] = { cli, "score", "--json", path, NULL };
  g_autofree char *out = NULL;
  g_autofree char *err = NULL;
  g_autoptr (GError) error = NULL;
  int          status;
  json_object *root;

  g_assert_nonnull (cli);
  g_assert_true (g_spawn_sync (NULL, (char **) argv, NULL, G_SPAWN_DEFAULT, NULL, NULL, &out,
                               &err, &status, &error));
  g_assert_no_error (error);
  g_assert_true (g_spawn_check_wait_status (status, &error));
  g_assert_no_error (error);
  root = json_tokener_parse (out);
  g_assert_nonnull (root);
  return root;
}
