/* test-game-print.c — the game file's one writer against the JSON tree (wg-game-print-json.c)
 * Copyright 2026 The Warpgate Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The game file's text is printed straight from the game (wg_game_to_data,
 * and the record's digests); the JSON tree of a table (wg_game_to_json)
 * is what the command line's --json output and an edit's changes are made
 * of. Both must say the same, byte for byte: the text the tree's pretty
 * printer makes (what wg_game_to_data wrote before it printed directly)
 * is the text the writer makes, for every game the tests and the app
 * hold, and for names that move a line over the width a flat object may
 * take or that need escapes. The soak compares the two on every table of
 * its games (tests/soak/wg-soak-game.c).
 */
#include <string.h>

#include "wg-game-json.h"
#include "wg-json-private.h"
#include "wg-test-util.h"

/* The tree's text, as the writer wrote it before it printed directly. */
static char *
tree_text (const WgGame *game)
{
  g_autoptr (json_object) root = wg_game_to_json (game);

  return wg_json_to_pretty_string (root);
}

static void
assert_agree (const WgGame *game,
              const char   *what)
{
  g_autofree char *want = tree_text (game);
  gsize            length = 0;
  g_autofree char *got = wg_game_to_data (game, &length);

  if (strcmp (got, want) != 0)
    g_error ("%s: the writer's text is not the tree's:\n--- tree\n%s\n--- writer\n%s", what,
             want, got);
  g_assert_cmpuint (length, ==, strlen (want));
}

/* Every game file in @dir (the ones that are not games are left alone):
 * how many were compared. */
static guint
check_folder (const char *dir)
{
  g_autoptr (GDir) listing = g_dir_open (dir, 0, NULL);
  const char *name;
  guint       n = 0;

  g_assert_nonnull (listing);
  while ((name = g_dir_read_name (listing)) != NULL)
    {
      g_autofree char *path = g_build_filename (dir, name, NULL);
      g_autoptr (WgGame) game = NULL;

      if (!g_str_has_suffix (name, ".json"))
        continue;
      game = wg_game_load_from_file (path, NULL);
      if (game == NULL)
        continue;
      assert_agree (game, path);
      n++;
    }
  return n;
}

/* The test's game files and the games the app ships. */
static void
test_files (void)
{
  g_autofree char *data = g_test_build_filename (G_TEST_DIST, "data", NULL);
  g_autofree char *games = g_test_build_filename (G_TEST_DIST, "..", "data", "games", NULL);
  guint            n_data = check_folder (data), n_games = check_folder (games);

  /* The folders hold scores of games (with AI, Exploration, tiles, unknown
   * decks and records), and the samples. */
  g_test_message ("%u games of tests/data, %u of data/games", n_data, n_games);
  g_assert_cmpuint (n_data, >=, 50);
  g_assert_cmpuint (n_games, >=, 2);
}

static void
set_string (char      **field,
            const char *value)
{
  g_free (*field);
  *field = g_strdup (value);
}

/* Names of every length from none to past a line: the flat objects that
 * hold them (a player, a technology, a tactic) cross the width where they
 * go on several lines. */
static void
test_widths (void)
{
  g_autoptr (WgGame) game = wg_test_load_game ("game-full.json");
  g_autoptr (GString) name = g_string_new (NULL);

  g_assert_cmpuint (game->n_players, >, 0);
  for (guint n = 0; n <= 110; n++)
    {
      g_autofree char *what = g_strdup_printf ("names of %u letters", n);
      WgPlayer        *p = &game->players[0];

      set_string (&p->name, name->str);
      if (p->technologies->len > 0)
        set_string (&g_array_index (p->technologies, WgTechnology, 0).name, name->str);
      if (p->tactics->len > 0)
        set_string (&g_array_index (p->tactics, WgTactic, 0).name, name->str);
      if (game->technologies->len > 0)
        set_string (&g_array_index (game->technologies, WgTechnology, 0).name, name->str);
      assert_agree (game, what);
      g_string_append_c (name, (char) ('a' + n % 26));
    }
}

/* Names that need escapes, or hold characters beyond ASCII. */
static void
test_escapes (void)
{
  static const char *const names[] = {
    "quote \" in",
    "back\\slash",
    "new\nline",
    "tab\there",
    "slash / kept",
    "control \x01 and \x1f",
    "delete \x7f",
    "Ana — 星",
    "",
  };
  g_autoptr (WgGame) game = wg_test_load_game ("game-full.json");

  for (guint i = 0; i < G_N_ELEMENTS (names); i++)
    {
      WgPlayer *p = &game->players[i % game->n_players];

      set_string (&p->name, names[i]);
      if (p->tactics->len > 0)
        set_string (&g_array_index (p->tactics, WgTactic, 0).name, names[i]);
      assert_agree (game, names[i]);
    }
}

/* The board left out, and printed by itself in its place, make the same
 * text (the record's digests print a board once). */
static void
test_parts (void)
{
  g_autoptr (WgGame) game = wg_test_load_game ("game-full.json");
  g_autoptr (GString) without = g_string_new (NULL);
  g_autoptr (GString) board = g_string_new (NULL);
  g_autofree char *whole = wg_game_to_data (game, NULL);
  gsize            at = 0;

  wg_game_print (without, game, FALSE, &at);
  wg_board_print (board, game->board);
  g_string_insert_len (without, (gssize) at, board->str, (gssize) board->len);
  g_assert_cmpstr (without->str, ==, whole);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/wg/game-print/files", test_files);
  g_test_add_func ("/wg/game-print/widths", test_widths);
  g_test_add_func ("/wg/game-print/escapes", test_escapes);
  g_test_add_func ("/wg/game-print/parts", test_parts);
  return g_test_run ();
}
