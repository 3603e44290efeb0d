/* test-cli-explore.c — warpgate-cli and the Exploration variant: apply, use-token, score
 * Copyright 2026 The Warpgate Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * tests/data/explore.json (worked in tests/core/test-explore.c): Ana (blue) has
 * 3 ships on V1; D1 at range 1 holds 2 face-down tokens, the box 20. A
 * Recon at 1X (reach 2) from V1 to D1 explores (R-EXP-2).
 */

#include "wg-test-cli-run.h"

#define RECON_D1                                                                          \
  "apply", "@explore.json", "--color", "blue", "--action", "recon", "--x", "1", "--from", \
    "V1:1", "--to", "D1", "--json"

/* The explore question (docs/cli.md, apply): "choice".id is "explore" with
 * every token id of R-EXP-5 (28 with the five colony-TYPE); the game is
 * unchanged (D1 still holds 2). Then keep|second, asked with --choose. */
static void
test_explore_questions (void)
{
  g_auto (Run) first = { 0 }, second = { 0 };

  run_cli (&first, RECON_D1, NULL);
  g_assert_cmpint (first.status, ==, 0);
  assert_json_at (first.out, "choice.id", "\"explore\"");
  assert_json_at (first.out, "choice.options.0.id", "\"refresh-trade-goods\"");
  assert_json_at (first.out, "choice.options.27.id", "\"rotate-tile-ccw\"");
  assert_json_at (first.out, "choice.options.28", "null");
  assert_json_at (first.out, "game.exploration.planets.D1", "2");
  g_assert_cmpint (ships_in (first.out, "D1", "blue"), ==, 0);

  run_cli (&second, RECON_D1, "--reveal", "extra-vp", NULL);
  g_assert_cmpint (second.status, ==, 0);
  assert_json_at (second.out, "choice.id", "\"explore-keep\"");
  assert_json_at (second.out, "choice.options.0.id", "\"keep\"");
  assert_json_at (second.out, "choice.options.1.id", "\"second\"");
}

/* Return lost-ship and reveal the second, truce: Ana holds truce, D1 is
 * empty (no "D1" in planets), the box 20 + 1 = 21, the ship arrived. */
static void
test_explore_second (void)
{
  g_auto (Run) run = { 0 };

  run_cli (&run, RECON_D1, "--reveal", "lost-ship", "--choose", "second", "--reveal", "truce",
           NULL);
  g_assert_cmpint (run.status, ==, 0);
  assert_json_at (run.out, "choice", "null");
  assert_json_at (run.out, "game.players.0.discoveries", "[{\"token\":\"truce\"}]");
  assert_json_at (run.out, "game.exploration.planets.D1", "<absent>");
  assert_json_at (run.out, "game.exploration.box", "21");
  g_assert_cmpint (ships_in (run.out, "D1", "blue"), ==, 1);
  g_assert_nonnull (strstr (run.out, "\"R-EXP-2\""));
}

/* The token's own question follows: void-planet asks which planet
 * (--choose J1); red's Outpost on J1 goes back. An answer that is not an
 * option exits 2 and lists the options. */
static void
test_explore_token_question (void)
{
  g_auto (Run) run = { 0 }, bad = { 0 };

  run_cli (&run, RECON_D1, "--reveal", "void-planet", "--choose", "keep", "--choose", "J1", NULL);
  g_assert_cmpint (run.status, ==, 0);
  assert_json_at (run.out, "game.exploration.voided", "[\"J1\"]");
  assert_json_at (run.out, "game.pieces.markers", "[]");
  assert_json_at (run.out, "game.players.0.discoveries",
                  "[{\"token\":\"void-planet\",\"used\":true}]");

  run_cli (&bad, RECON_D1, "--reveal", "magic", NULL);
  g_assert_cmpint (bad.status, ==, 2);
  g_assert_nonnull (strstr (bad.err, "two-more"));
}

/* use-token reinforce (1X): V1 3 → 4 ships, the token used, not the turn's
 * action; again: exit 5 (no unused reinforce). extra-vp: exit 5 (it is
 * never used). An id that is no token: exit 2. */
static void
test_use_token (void)
{
  g_autofree char *game = variant ("explore.json", "\"side\": \"A\",",
                                   "\"side\": \"A\", \"discoveries\": [{\"token\": \"reinforce\"}, "
                                   "{\"token\": \"extra-vp\"}],");
  g_autofree char *after = tmp_file ("after-token.json");
  g_auto (Run) run = { 0 }, again = { 0 }, extra = { 0 }, unknown = { 0 }, score = { 0 };

  run_cli (&run, "use-token", game, "--color", "blue", "--token", "reinforce", "--to", "V1",
           "--output", after, "--json", NULL);
  g_assert_cmpint (run.status, ==, 0);
  assert_json_at (run.out, "legal", "true");
  g_assert_cmpint (ships_in (run.out, "V1", "blue"), ==, 4);
  assert_json_at (run.out, "game.players.0.discoveries.0", "{\"token\":\"reinforce\",\"used\":true}");
  assert_json_at (run.out, "game.turn.acted", "<absent>");

  run_cli (&again, "use-token", after, "--color", "blue", "--token", "reinforce", "--to", "V1",
           NULL);
  g_assert_cmpint (again.status, ==, 5);
  run_cli (&extra, "use-token", after, "--color", "blue", "--token", "extra-vp", NULL);
  g_assert_cmpint (extra.status, ==, 5);
  run_cli (&unknown, "use-token", after, "--color", "blue", "--token", "magic", NULL);
  g_assert_cmpint (unknown.status, ==, 2);

  /* Score (R-EXP-4): 2 tokens held, 1 more for extra-vp: 3. */
  run_cli (&score, "score", after, "--json", NULL);
  g_assert_cmpint (score.status, ==, 0);
  assert_json_at (score.out, "players.0.exploration", "3");
}

/* Where the answer's game puts location @id: "q,r", or NULL. */
static char *
hex_of (const char *text,
        const char *id)
{
  json_object *root = json_tokener_parse (text), *game, *board, *hexes;
  char        *found = NULL;

  g_assert_nonnull (root);
  g_assert_true (json_object_object_get_ex (root, "game", &game));
  g_assert_true (json_object_object_get_ex (game, "board", &board));
  g_assert_true (json_object_object_get_ex (board, "hexes", &hexes));
  for (gsize i = 0; i < json_object_array_length (hexes) && found == NULL; i++)
    {
      json_object *h = json_object_array_get_idx (hexes, i), *v, *q, *r;

      if (json_object_object_get_ex (h, "id", &v) && strcmp (json_object_get_string (v), id) == 0
          && json_object_object_get_ex (h, "q", &q) && json_object_object_get_ex (h, "r", &r))
        found = g_strdup_printf ("%d,%d", json_object_get_int (q), json_object_get_int (r));
    }
  json_object_put (root);
  return found;
}

/* tests/data/explore-editor.json: a board drawn by hand in the board
 * editor, its hexes grouped there into "Tile 1", the seven hexes about
 * (0, 0), and "Tile 2" (tests/app/editor/test-app-board-editor-tiles.c
 * draws it and checks that New Game makes this board of it). It validates.
 * Ana's Recon from V1 (-1,1) to D1 (1,0), range 1 across (0,0), explores
 * D1 and keeps rotate-tile-cw, which turns Tile 1 one edge clockwise about
 * its centre (R-EXP-8): offset (q, r) → (−r, q + r), so
 *   D1 (1,0) → (0,1), J1 (0,-1) → (1,-1), V1 (-1,1) → (-1,0);
 * D1 keeps Ana's ship, J1 red's Outpost; Tile 2 is not turned: O1 stays at
 * (3,0) and the red Warpgate at (3,-1). The token is immediate (R-EXP-5):
 * held, use-token refuses it with exit 5, as for every immediate token. */
static void
test_editor_board_rotates (void)
{
  g_autofree char *held = variant ("explore-editor.json", "\"name\": \"Ana\"",
                                   "\"name\": \"Ana\", \"discoveries\": [{\"token\": "
                                   "\"rotate-tile-cw\"}]");
  g_auto (Run) valid = { 0 }, run = { 0 }, use = { 0 };
  g_autofree char *d1 = NULL, *j1 = NULL, *v1 = NULL, *o1 = NULL, *gate = NULL;

  run_cli (&valid, "validate", "@explore-editor.json", NULL);
  g_assert_cmpint (valid.status, ==, 0);

  run_cli (&run, "apply", "@explore-editor.json", "--color", "blue", "--action", "recon", "--x",
           "1", "--from", "V1:1", "--to", "D1", "--reveal", "rotate-tile-cw", "--choose", "keep",
           "--json", NULL);
  g_assert_cmpint (run.status, ==, 0);
  assert_json_at (run.out, "choice", "null");
  d1 = hex_of (run.out, "D1");
  j1 = hex_of (run.out, "J1");
  v1 = hex_of (run.out, "V1");
  o1 = hex_of (run.out, "O1");
  gate = hex_of (run.out, "gate-red");
  g_assert_cmpstr (d1, ==, "0,1");
  g_assert_cmpstr (j1, ==, "1,-1");
  g_assert_cmpstr (v1, ==, "-1,0");
  g_assert_cmpstr (o1, ==, "3,0");
  g_assert_cmpstr (gate, ==, "3,-1");
  g_assert_cmpint (ships_in (run.out, "D1", "blue"), ==, 1);
  g_assert_cmpint (ships_in (run.out, "V1", "blue"), ==, 2);
  assert_json_at (run.out, "game.pieces.markers", "[{\"at\":\"J1\",\"color\":\"red\",\"side\":"
                                                  "\"outpost\"}]");
  assert_json_at (run.out, "game.players.0.discoveries",
                  "[{\"token\":\"rotate-tile-cw\",\"used\":true}]");
  g_assert_nonnull (strstr (run.out, "\"R-EXP-8\""));

  run_cli (&use, "use-token", held, "--color", "blue", "--token", "rotate-tile-cw", NULL);
  g_assert_cmpint (use.status, ==, 5);
}

int
main (int argc, char *argv[])
{
  int status;

  g_test_init (&argc, &argv, NULL);
  tmp_dir = g_dir_make_tmp ("wg-cli-explore-XXXXXX", NULL);
  g_assert_nonnull (tmp_dir);
  g_test_add_func ("/wg/cli/explore/questions", test_explore_questions);
  g_test_add_func ("/wg/cli/explore/second", test_explore_second);
  g_test_add_func ("/wg/cli/explore/token-question", test_explore_token_question);
  g_test_add_func ("/wg/cli/use-token", test_use_token);
  g_test_add_func ("/wg/cli/explore/R-EXP-8/editor-board-rotates", test_editor_board_rotates);
  status = g_test_run ();
  remove_tmp_dir ();
  g_free (tmp_dir);
  return status;
}
