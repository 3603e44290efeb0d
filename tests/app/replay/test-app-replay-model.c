/* test-app-replay-model.c — a recorded game stepped through, without widgets
 * Copyright 2026 The Warpgate Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The game is wg-test-chain.h's, played with the real warpgate-cli
 * (its path is the first argument). Turns and rounds as the chain's
 * tables give them (round, turn, whose):
 *
 *   0–2  1, 2, Ana (blue)    9     2, 1, red (round 2)   14  2, 3, red
 *   3–4  1, 2, red           10–11 2, 1, Ana             15  2, 3, Ana
 *   5    1, 3, Ana           12    2, 2, red             16  2, 4, red
 *   6    1, 3, red           13    2, 2, Ana             17–18 2, 4, Ana (18: over)
 *   7    1, 4, Ana
 *   8    1, 4, red
 */
#include <glib/gstdio.h>

#include "wg-game-json.h"
#include "wg-record-json.h"
#include "wg-replay-model.h"
#include "wg-test-cli.h"
#include "wg-test-chain.h"
#include "wg-test-replay.h"

static const char *cli;
static char       *dir; /* the chain's files */

static char *
chain_file (guint n)
{
  return wg_test_chain_file (dir, n);
}

static WgReplayModel *
model_of (guint n)
{
  g_autofree char *path = chain_file (n);
  g_autoptr (GFile) file = g_file_new_for_path (path);
  g_autoptr (WgCatalog) catalog = wg_catalog_new_builtin ();
  g_autoptr (GError) error = NULL;
  WgReplayModel *model = wg_replay_model_new_for_file (file, catalog, &error);

  g_assert_no_error (error);
  g_assert_nonnull (model);
  return model;
}

/* Every position shows the table the chain's command wrote at that step. */
static void
test_positions (void)
{
  g_autoptr (WgReplayModel) model = model_of (WG_TEST_CHAIN_STEPS);

  g_assert_cmpuint (wg_replay_model_get_n_steps (model), ==, WG_TEST_CHAIN_STEPS);
  g_assert_cmpuint (wg_replay_model_get_last (model), ==, WG_TEST_CHAIN_STEPS);
  g_assert_cmpuint (wg_replay_model_get_stop_step (model), ==, 0);
  g_assert_null (wg_replay_model_get_stop_reason (model));
  g_assert_cmpuint (wg_replay_model_get_position (model), ==, 0);
  for (guint n = 0; n <= WG_TEST_CHAIN_STEPS; n++)
    {
      g_autofree char *want = wg_test_replay_digest (dir, n);
      g_autofree char *got = wg_record_digest (wg_replay_model_get_table (model));

      g_assert_cmpuint (wg_replay_model_get_position (model), ==, n);
      g_assert_cmpstr (got, ==, want);
      g_assert_cmpint (wg_replay_model_move (model, WG_REPLAY_BY_STEP, TRUE), ==,
                       n < WG_TEST_CHAIN_STEPS);
    }
  g_assert_true (wg_replay_model_move (model, WG_REPLAY_BY_STEP, FALSE));
  g_assert_cmpuint (wg_replay_model_get_position (model), ==, WG_TEST_CHAIN_STEPS - 1);
  wg_replay_model_set_position (model, 500); /* clamped */
  g_assert_cmpuint (wg_replay_model_get_position (model), ==, WG_TEST_CHAIN_STEPS);
}

static void
assert_walk (WgReplayModel *model,
             WgReplayUnit   unit,
             gboolean       forward,
             const guint   *want,
             guint          n)
{
  for (guint i = 0; i < n; i++)
    {
      wg_replay_model_move (model, unit, forward);
      g_assert_cmpuint (wg_replay_model_get_position (model), ==, want[i]);
    }
}

/* A turn begins where the table's round, turn or active player changes;
 * back goes to the start of the turn, then of the one before. */
static void
test_turns (void)
{
  static const guint forward[] = { 3, 5, 6, 7, 8, 9, 10, 12, 13, 14, 15, 16, 17, 18, 18 };
  static const guint back[] = { 17, 16, 15, 14, 13, 12, 10, 9, 8, 7, 6, 5, 3, 0, 0 };
  g_autoptr (WgReplayModel) model = model_of (WG_TEST_CHAIN_STEPS);

  assert_walk (model, WG_REPLAY_BY_TURN, TRUE, forward, G_N_ELEMENTS (forward));
  assert_walk (model, WG_REPLAY_BY_TURN, FALSE, back, G_N_ELEMENTS (back));
  wg_replay_model_set_position (model, 11); /* inside Ana's turn 1 of round 2 */
  g_assert_cmpuint (wg_replay_model_find (model, WG_REPLAY_BY_TURN, FALSE), ==, 10);
  g_assert_cmpuint (wg_replay_model_find (model, WG_REPLAY_BY_TURN, TRUE), ==, 12);
  g_assert_cmpuint (wg_replay_model_get_position (model), ==, 11); /* find moves nothing */
}

/* Round 2 begins at step 9 (the end of red's turn 4 ends round 1). */
static void
test_rounds (void)
{
  g_autoptr (WgReplayModel) model = model_of (WG_TEST_CHAIN_STEPS);
  const GArray *starts = wg_replay_model_get_round_starts (model);

  g_assert_cmpuint (starts->len, ==, 2);
  g_assert_cmpuint (g_array_index (starts, guint, 0), ==, 0);
  g_assert_cmpuint (g_array_index (starts, guint, 1), ==, 9);
  g_assert_true (wg_replay_model_move (model, WG_REPLAY_BY_ROUND, TRUE));
  g_assert_cmpuint (wg_replay_model_get_position (model), ==, 9);
  g_assert_true (wg_replay_model_move (model, WG_REPLAY_BY_ROUND, TRUE));
  g_assert_cmpuint (wg_replay_model_get_position (model), ==, WG_TEST_CHAIN_STEPS);
  g_assert_false (wg_replay_model_move (model, WG_REPLAY_BY_ROUND, TRUE));
  wg_replay_model_set_position (model, 12);
  g_assert_true (wg_replay_model_move (model, WG_REPLAY_BY_ROUND, FALSE));
  g_assert_cmpuint (wg_replay_model_get_position (model), ==, 9);
  g_assert_true (wg_replay_model_move (model, WG_REPLAY_BY_ROUND, FALSE));
  g_assert_cmpuint (wg_replay_model_get_position (model), ==, 0);
}

/* Step 2 is the battle, in the words and rulings battle --apply said. */
static void
test_step_words (void)
{
  g_autoptr (WgReplayModel) model = model_of (WG_TEST_CHAIN_STEPS);
  g_autofree char *where = NULL, *rulings = NULL, *start = NULL, *none = NULL;

  start = wg_replay_model_describe_position (model);
  g_assert_cmpstr (start, ==, "Step 0 of 18 · Round 1, Ana’s turn 2");
  g_assert_null (wg_replay_model_get_command (model));
  g_assert_null (wg_replay_model_get_rulings (model)[0]);
  none = wg_replay_model_describe_rulings (model);
  g_assert_cmpstr (none, ==, "");
  g_assert_cmpstr (wg_replay_model_get_sentence (model), ==,
                   "The table the game’s record starts from.");

  wg_replay_model_set_position (model, 2);
  g_assert_cmpstr (wg_replay_model_get_command (model), ==, "battle");
  g_assert_cmpstr (wg_replay_model_get_sentence (model), ==,
                   "Battle at P2: Ana beats red, 6 to 2; Ana loses 0, red loses 0");
  rulings = wg_replay_model_describe_rulings (model);
  g_assert_cmpstr (rulings, ==,
                   "Rulings: R-BATTLE-1, R-BATTLE-2, R-WD-2, R-WD-3, R-BATTLE-3, R-RANGE-1");
  where = wg_replay_model_describe_position (model);
  g_assert_cmpstr (where, ==, "Step 2 of 18 · Round 1, Ana’s turn 2");

  wg_replay_model_set_position (model, 9);
  g_clear_pointer (&where, g_free);
  where = wg_replay_model_describe_position (model);
  g_assert_cmpstr (where, ==, "Step 9 of 18 · Round 2, red’s turn 1");
  g_assert_cmpstr (wg_replay_model_get_command (model), ==, "end-turn");
}

/* The score so far: after the battle (step 2), worked by hand, Ana holds
 * one Trade Good, 3 VP (R-SCORE-1), and red nothing: 3 and 0. At every
 * position, warpgate-cli score's totals on the file of that step. */
static void
test_score (void)
{
  g_autoptr (WgReplayModel) model = model_of (WG_TEST_CHAIN_STEPS);
  const WgScore *score;

  wg_replay_model_set_position (model, 2);
  score = wg_replay_model_get_score (model);
  g_assert_cmpuint (score->n_lines, ==, 2);
  g_assert_cmpint (score->lines[0].trade_goods, ==, 3);
  g_assert_cmpint (score->lines[0].total, ==, 3);
  g_assert_cmpint (score->lines[1].total, ==, 0);
  g_assert_cmpint (score->lines[1].controlled_planets, ==, 1); /* P4's outpost */
  for (guint n = 0; n <= WG_TEST_CHAIN_STEPS; n += 3)
    {
      g_autofree char *path = chain_file (n);
      json_object     *cli_score = wg_test_cli_score (cli, path);
      json_object     *players = wg_test_cli_member (cli_score, "players");

      wg_replay_model_set_position (model, n);
      score = wg_replay_model_get_score (model);
      for (guint i = 0; i < score->n_lines; i++)
        {
          json_object *line = json_object_array_get_idx (players, i);

          g_assert_cmpint (score->lines[i].total, ==,
                           json_object_get_int (wg_test_cli_member (line, "total")));
        }
      json_object_put (cli_score);
    }
}

/* The chain's last game with step 4's --x 2 made --x 1 (red's Reinforce):
 * the model keeps steps 1–3 and says step 4 disagrees. */
static void
test_disagrees (void)
{
  g_autofree char *path = chain_file (WG_TEST_CHAIN_STEPS);
  g_autofree char *data = NULL, *want = wg_test_replay_digest (dir, 3), *got = NULL;
  g_autoptr (GError) error = NULL;
  g_autoptr (WgRecord) record = NULL;
  g_autoptr (WgGame) game = NULL;
  g_autoptr (WgReplayModel) model = NULL;
  gsize         length = 0;
  WgRecordStep *step;

  g_assert_true (g_file_get_contents (path, &data, &length, NULL));
  game = wg_game_load_with_record (data, length, &record, &error);
  g_assert_no_error (error);
  step = g_ptr_array_index (record->steps, 3);
  g_assert_cmpstr (step->args[5], ==, "2");
  g_free (step->args[5]);
  step->args[5] = g_strdup ("1");

  model = wg_replay_model_new (game, record, NULL);
  g_assert_cmpuint (wg_replay_model_get_n_steps (model), ==, WG_TEST_CHAIN_STEPS);
  g_assert_cmpuint (wg_replay_model_get_last (model), ==, 3);
  g_assert_cmpuint (wg_replay_model_get_stop_step (model), ==, 4);
  g_assert_true (g_str_has_prefix (wg_replay_model_get_stop_reason (model),
                                   "The record stops agreeing at step 4: "));
  wg_replay_model_set_position (model, WG_TEST_CHAIN_STEPS);
  g_assert_cmpuint (wg_replay_model_get_position (model), ==, 3);
  got = wg_record_digest (wg_replay_model_get_table (model));
  g_assert_cmpstr (got, ==, want);
  g_assert_false (wg_replay_model_move (model, WG_REPLAY_BY_ROUND, TRUE));
}

/* A file without a record: its table is step 0, and all there is. */
static void
test_no_record (void)
{
  g_autoptr (WgReplayModel) model = model_of (0);
  g_autofree char *where = wg_replay_model_describe_position (model);

  g_assert_cmpuint (wg_replay_model_get_n_steps (model), ==, 0);
  g_assert_cmpuint (wg_replay_model_get_last (model), ==, 0);
  g_assert_cmpuint (wg_replay_model_get_stop_step (model), ==, 0);
  g_assert_false (wg_replay_model_move (model, WG_REPLAY_BY_STEP, TRUE));
  g_assert_false (wg_replay_model_move (model, WG_REPLAY_BY_TURN, TRUE));
  g_assert_cmpstr (where, ==, "Step 0 of 0 · Round 1, Ana’s turn 2");
  g_assert_true (g_str_has_suffix (wg_replay_model_get_sentence (model),
                                   "the file has no record of the steps before."));
}

/* A refused file gives no model and says why. */
static void
test_refused (void)
{
  g_autofree char *path = g_build_filename (dir, "broken.json", NULL);
  g_autoptr (GFile) file = g_file_new_for_path (path);
  g_autoptr (GError) error = NULL;
  g_autoptr (WgReplayModel) model = NULL;

  g_assert_true (g_file_set_contents (path, "{\"format\": 3}", -1, NULL));
  model = wg_replay_model_new_for_file (file, NULL, &error);
  g_assert_null (model);
  g_assert_nonnull (error);
  g_assert_nonnull (strstr (error->message, "format"));
}

/* Continue From Here at step 5: a new file of the table then, its record
 * cut there, which validates and replays; the original is byte-identical,
 * and never the file written. */
static void
test_continue (void)
{
  g_autoptr (WgReplayModel) model = model_of (WG_TEST_CHAIN_STEPS);
  g_autofree char *original = chain_file (WG_TEST_CHAIN_STEPS);
  g_autofree char *out = g_build_filename (dir, "continued.json", NULL);
  g_autofree char *before = NULL, *after = NULL, *data = NULL;
  g_autofree char *want = wg_test_replay_digest (dir, 5), *got = NULL;
  g_autoptr (GFile) file = g_file_new_for_path (out);
  g_autoptr (GFile) source = g_file_new_for_path (original);
  g_autoptr (GError) error = NULL;
  g_autoptr (WgRecord) record = NULL;
  g_autoptr (WgGame) game = NULL;
  gsize       length = 0;
  const char *validate[] = { cli, "validate", out, NULL };
  const char *replay[] = { cli, "replay", out, "--step", "5", NULL };

  g_assert_true (g_file_get_contents (original, &before, NULL, NULL));
  wg_replay_model_set_position (model, 5);
  g_assert_true (wg_replay_model_continue (model, file, &error));
  g_assert_no_error (error);

  g_assert_true (g_file_get_contents (out, &data, &length, NULL));
  game = wg_game_load_with_record (data, length, &record, &error);
  g_assert_no_error (error);
  g_assert_nonnull (record);
  g_assert_cmpuint (wg_record_get_n_steps (record), ==, 5);
  got = wg_record_digest (game);
  g_assert_cmpstr (got, ==, want);
  g_assert_true (wg_test_replay_run_ok (validate));
  g_assert_true (wg_test_replay_run_ok (replay));

  /* The file replayed is never the one written. */
  g_assert_false (wg_replay_model_continue (model, source, &error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_EXISTS);
  g_assert_true (g_file_get_contents (original, &after, NULL, NULL));
  g_assert_cmpstr (after, ==, before);
}

int
main (int   argc,
      char *argv[])
{
  int status;

  g_test_init (&argc, &argv, NULL);
  g_assert_cmpint (argc, >=, 2);
  cli = argv[1];
  dir = wg_test_chain_make (cli, "wg-replay-XXXXXX");

  g_test_add_func ("/wg/replay/model/positions", test_positions);
  g_test_add_func ("/wg/replay/model/turns", test_turns);
  g_test_add_func ("/wg/replay/model/rounds", test_rounds);
  g_test_add_func ("/wg/replay/model/step-words", test_step_words);
  g_test_add_func ("/wg/replay/model/score", test_score);
  g_test_add_func ("/wg/replay/model/disagrees", test_disagrees);
  g_test_add_func ("/wg/replay/model/no-record", test_no_record);
  g_test_add_func ("/wg/replay/model/refused", test_refused);
  g_test_add_func ("/wg/replay/model/continue", test_continue);
  status = g_test_run ();
  wg_test_chain_remove (dir);
  g_free (dir);
  return status;
}
