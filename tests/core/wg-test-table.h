/* wg-test-table.h — fixtures for the set-up and edit tests: sample boards,
 * the round trip through the file, tables as short strings
 * Copyright 2026 The Warpgate Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <string.h>

#include "wg-invariants.h"
#include "wg-test-util.h"

/* Loads data/games/NAME, one of the sample games the app ships. */
static inline WgGame *
wg_test_load_sample (const char *name)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "..", "data", "games", name, NULL);
  g_autoptr (GError) error = NULL;
  WgGame *game = wg_game_load_from_file (path, &error);

  g_assert_no_error (error);
  g_assert_nonnull (game);
  return game;
}

/* @game passes wg_game_check, and save → load → save gives the same file.
 * Returns the game read back, to look at its values. */
static inline WgGame *
wg_test_round_trip (const WgGame *game)
{
  g_autoptr (GError) error = NULL;
  g_autofree char *once = NULL, *twice = NULL;
  WgGame          *again;

  g_assert_true (wg_game_check (game, &error));
  g_assert_no_error (error);
  once = wg_game_to_data (game, NULL);
  again = wg_game_load_from_data (once, strlen (once), &error);
  g_assert_no_error (error);
  twice = wg_game_to_data (again, NULL);
  g_assert_cmpstr (once, ==, twice);
  return again;
}

/* A list of Tactics as "heroic-sacrifice sol-olo hero …": each card's
 * catalog id, or its kind when it names none. */
static inline char *
wg_test_tactics (const GArray *tactics)
{
  GString *s = g_string_new (NULL);

  for (guint i = 0; i < tactics->len; i++)
    {
      const WgTactic *t = &g_array_index (tactics, WgTactic, i);

      g_string_append_printf (s, "%s%s", i > 0 ? " " : "",
                              t->card != NULL ? t->card : wg_tactic_kind_to_string (t->kind));
    }
  return g_string_free (s, FALSE);
}

/* Planet types (the available Objectives) as "arctic desert". */
static inline char *
wg_test_types (const GArray *types)
{
  GString *s = g_string_new (NULL);

  for (guint i = 0; i < types->len; i++)
    g_string_append_printf (s, "%s%s", i > 0 ? " " : "",
                            wg_planet_type_to_string (g_array_index (types, WgPlanetType, i)));
  return g_string_free (s, FALSE);
}

/* The available Technologies' types as "oceanic jungle". */
static inline char *
wg_test_technologies (const GArray *technologies)
{
  GString *s = g_string_new (NULL);

  for (guint i = 0; i < technologies->len; i++)
    g_string_append_printf (s, "%s%s", i > 0 ? " " : "",
                            wg_planet_type_to_string (g_array_index (technologies, WgTechnology,
                                                                     i)
                                                        .type));
  return g_string_free (s, FALSE);
}

/* A refusal: a WG_GAME_ERROR whose message is exactly @expected. */
#define wg_test_assert_refused(err, expected)                       \
  G_STMT_START                                                      \
  {                                                                 \
    g_assert_error ((err), WG_GAME_ERROR, WG_GAME_ERROR_INVARIANT); \
    g_assert_cmpstr ((err)->message, ==, (expected));               \
  }                                                                 \
  G_STMT_END
