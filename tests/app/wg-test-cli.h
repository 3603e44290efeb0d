/* wg-test-cli.h — the real warpgate-cli, run by the app's tests
 * Copyright 2026 The Warpgate Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>
#include <json-c/json.h>

#include "wg-score-model.h"

/* The real binary run with @argv (its path first, a --json command): its
 * answer parsed; the test fails when it cannot run, exits non-zero, or
 * prints no JSON. */
static inline json_object *
wg_test_cli_json (const char *const *argv)
{
  g_autofree char *out = NULL;
  g_autofree char *err = NULL;
  g_autoptr (GError) error = NULL;
  int          status;
  json_object *root;

  g_assert_nonnull (argv[0]);
  g_assert_true (g_spawn_sync (NULL, (char **) argv, NULL, G_SPAWN_DEFAULT, NULL, NULL, &out,
                               &err, &status, &error));
  g_assert_no_error (error);
  g_assert_true (g_spawn_check_wait_status (status, &error));
  g_assert_no_error (error);
  root = json_tokener_parse (out);
  g_assert_nonnull (root);
  return root;
}

/* `CLI score --json PATH`, parsed. */
static inline json_object *
wg_test_cli_score (const char *cli,
                   const char *path)
{
  const char *argv[] = { cli, "score", "--json", path, NULL };

  return wg_test_cli_json (argv);
}

static inline json_object *
wg_test_cli_member (json_object *o,
                    const char  *key)
{
  json_object *v = NULL;

  g_assert_true (json_object_object_get_ex (o, key, &v));
  return v;
}

static inline json_object *
wg_test_cli_line (json_object *players,
                  const char  *color)
{
  for (guint i = 0; i < json_object_array_length (players); i++)
    {
      json_object *line = json_object_array_get_idx (players, i);

      if (g_str_equal (json_object_get_string (wg_test_cli_member (line, "color")), color))
        return line;
    }
  g_assert_not_reached ();
}

/* The score window's every figure, and its winners, are warpgate-cli's on
 * the saved file. */
static inline void
wg_test_cli_compare_score (const char   *cli,
                           WgScoreModel *sheet,
                           const char   *path)
{
  static const struct
  {
    WgScoreColumn column;
    const char   *key;
  } columns[] = {
    { WG_SCORE_COLUMN_OBJECTIVES, "objectives" },
    { WG_SCORE_COLUMN_TRADE_GOODS, "trade_goods" },
    { WG_SCORE_COLUMN_TACTICS, "tactics" },
    { WG_SCORE_COLUMN_TECHNOLOGIES, "technologies" },
    { WG_SCORE_COLUMN_EXPLORATION, "exploration" },
    { WG_SCORE_COLUMN_TOTAL, "total" },
    { WG_SCORE_COLUMN_PLANETS, "controlled_planets" },
  };
  json_object *root = wg_test_cli_score (cli, path);
  json_object *players = wg_test_cli_member (root, "players"), *winners = wg_test_cli_member (root, "winners");
  guint        n_winners = 0;

  g_assert_true (wg_score_model_get_game_over (sheet));
  g_assert_true (json_object_get_boolean (wg_test_cli_member (root, "game_over")));
  g_assert_cmpuint (wg_score_model_get_n_rows (sheet), ==, json_object_array_length (players));
  for (guint row = 0; row < wg_score_model_get_n_rows (sheet); row++)
    {
      const char  *color = wg_score_model_get_color (sheet, row);
      json_object *line = wg_test_cli_line (players, color);
      gboolean     winner = FALSE;

      for (guint k = 0; k < G_N_ELEMENTS (columns); k++)
        {
          int cli_value = json_object_get_int (wg_test_cli_member (line, columns[k].key));

          g_test_message ("%s %s: sheet %d, warpgate-cli %d", color, columns[k].key,
                          wg_score_model_get_value (sheet, row, columns[k].column), cli_value);
          g_assert_cmpint (wg_score_model_get_value (sheet, row, columns[k].column), ==, cli_value);
        }
      for (guint i = 0; i < json_object_array_length (winners); i++)
        winner |= g_str_equal (json_object_get_string (json_object_array_get_idx (winners, i)),
                               color);
      g_assert_cmpint (wg_score_model_get_is_winner (sheet, row), ==, winner);
      n_winners += winner;
    }
  g_assert_cmpuint (n_winners, ==, json_object_array_length (winners));
  g_assert_cmpuint (n_winners, >, 0);
  json_object_put (root);
}
