/* test-cli-explore.c — warpgate-cli and the Exploration variant: apply, use-token, score
 * Copyright 2026 The Warpgate Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * tests/data/explore.json (worked in tests/test-explore.c): Ana (blue) has
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
  status = g_test_run ();
  {
    g_autoptr (GDir) dir = g_dir_open (tmp_dir, 0, NULL);
    const char *name;

    while (dir != NULL && (name = g_dir_read_name (dir)) != NULL)
      {
        g_autofree char *path = g_build_filename (tmp_dir, name, NULL);

        g_unlink (path);
      }
    g_rmdir (tmp_dir);
  }
  g_free (tmp_dir);
  return status;
}
