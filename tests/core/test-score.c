/* test-score.c — the final score (R-SCORE-1…3, R-CTRL-4)
 * Copyright 2026 The Warpgate Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <string.h>

#include "wg-score.h"
#include "wg-test-util.h"

static const WgScoreLine *
line_of (const WgGame  *game,
         const WgScore *score,
         const char    *color)
{
  int player = wg_game_find_player (game, color);

  for (guint i = 0; i < score->n_lines; i++)
    if (score->lines[i].player == player)
      return &score->lines[i];
  g_assert_not_reached ();
}

static void
assert_line (const WgScoreLine *l,
             int                objectives,
             int                trade_goods,
             int                tactics,
             int                technologies,
             int                exploration,
             int                total,
             int                planets)
{
  g_assert_cmpint (l->objectives, ==, objectives);
  g_assert_cmpint (l->trade_goods, ==, trade_goods);
  g_assert_cmpint (l->tactics, ==, tactics);
  g_assert_cmpint (l->technologies, ==, technologies);
  g_assert_cmpint (l->exploration, ==, exploration);
  g_assert_cmpint (l->total, ==, total);
  g_assert_cmpint (l->controlled_planets, ==, planets);
}

/* R-SCORE-1, every category (tests/data/score-categories.json):
 * blue — Objectives: 2 completed × 5 = 10 (the failed and the held one 0);
 * Trade Goods: 2 unspent + 1 spent = 3 × 3 = 9; Tactics: Pitched Battle
 * (catalog: Basic) 0, Sol Olo (catalog: Hero) 1, a Hero 1, an Advanced 1, a
 * Basic 0 = 3; Technologies: 2 (default) + 0 + 3 + 1 per Trade Good × 3 = 8;
 * Exploration tokens 2. Total 32; Colony D1 and Outpost J1: 2 planets.
 * red — 1 completed Objective 5, 4 spent Trade Goods 12: 17; 1 planet.
 * green — nothing: 0. */
static void
test_categories (void)
{
  g_autoptr (WgGame) game = wg_test_load_game ("score-categories.json");
  g_autoptr (WgCatalog) catalog = wg_catalog_new_builtin ();
  g_autofree char *verdict = NULL;
  WgScore          score;

  wg_score_compute (game, catalog, &score);
  g_assert_cmpuint (score.n_lines, ==, 3);
  assert_line (line_of (game, &score, "blue"), 10, 9, 3, 8, 2, 32, 2);
  assert_line (line_of (game, &score, "red"), 5, 12, 0, 0, 0, 17, 1);
  assert_line (line_of (game, &score, "green"), 0, 0, 0, 0, 0, 0, 0);
  g_assert_cmpuint (score.n_winners, ==, 1);
  g_assert_cmpint (score.winners[0], ==, wg_game_find_player (game, "blue"));
  g_assert_cmpint (score.tiebreak, ==, WG_TIEBREAK_NONE);
  g_assert_false (wg_ruling_list_contains (&score.rulings, "R-SCORE-3"));
  verdict = wg_score_describe (game, &score);
  g_assert_cmpstr (verdict, ==, "blue wins with 32 VP (R-SCORE-2).");
}

/* Without a catalog, cards given only by id have no known kind: Pitched
 * Battle and Sol Olo count as Basic (0), and are counted as unknown. */
static void
test_without_catalog (void)
{
  g_autoptr (WgGame) game = wg_test_load_game ("score-categories.json");
  WgScore score;

  wg_score_compute (game, NULL, &score);
  g_assert_cmpint (line_of (game, &score, "blue")->tactics, ==, 2);
  g_assert_cmpint (line_of (game, &score, "blue")->unknown_tactics, ==, 2);
}

/* R-SCORE-3 (tests/data/score-ai.json): the AI scores 2 per Technology
 * whatever its value (0, 3 and 1-per-Trade-Good: 6), 5 per Objective held,
 * failed or completed (15), 3 per Trade Good (2: 6), 1 per Hero or Advanced
 * card in its Tactics deck and discard (an Advanced and Sol Olo: 2) — and
 * not its recorded Exploration token: 29. The human next to it scores by
 * R-SCORE-1: its Technology is worth 0 and its held Objective 0, 1 Trade
 * Good: 3. */
static void
test_ai (void)
{
  g_autoptr (WgGame) game = wg_test_load_game ("score-ai.json");
  g_autoptr (WgCatalog) catalog = wg_catalog_new_builtin ();
  WgScore score;

  g_assert_true (game->game_over);
  wg_score_compute (game, catalog, &score);
  assert_line (line_of (game, &score, "red"), 15, 6, 2, 6, 0, 29, 0);
  assert_line (line_of (game, &score, "blue"), 0, 3, 0, 0, 0, 3, 0);
  g_assert_cmpint (score.winners[0], ==, wg_game_find_player (game, "red"));
  g_assert_true (wg_ruling_list_contains (&score.rulings, "R-SCORE-3"));
  /* R-SCORE-4: blue's desert Objective is still held: unjudged, counted 0
   * (above), and the result is not final. The AI's held Objective is
   * scored by R-SCORE-3 and needs no judging. */
  g_assert_cmpint (line_of (game, &score, "blue")->unjudged, ==, 1);
  g_assert_cmpint (line_of (game, &score, "red")->unjudged, ==, 0);
  g_assert_false (score.final);
  g_assert_true (wg_ruling_list_contains (&score.rulings, "R-SCORE-4"));
  /* Judged failed, the score is the result. The file gives the AI no name:
   * it is its colour, singular; named as New Game names it, the
   * Gatekeepers win, plural. */
  g_array_index (game->players[wg_game_find_player (game, "blue")].objectives, WgObjective, 0)
    .status = WG_OBJECTIVE_FAILED;
  wg_score_compute (game, catalog, &score);
  g_assert_true (wg_score_is_result (game, &score));
  {
    g_autofree char *verdict = wg_score_describe (game, &score);

    g_assert_cmpstr (verdict, ==, "red wins with 29 VP (R-SCORE-2).");
  }
  {
    WgPlayer        *red = &game->players[wg_game_find_player (game, "red")];
    g_autofree char *verdict = NULL;

    g_free (red->name);
    red->name = g_strdup ("The Gatekeepers");
    verdict = wg_score_describe (game, &score);
    g_assert_cmpstr (verdict, ==, "The Gatekeepers win with 29 VP (R-SCORE-2).");
  }
}

/* R-SCORE-2 and R-CTRL-4: blue and red tie at 6 VP (two Trade Goods each);
 * red controls 2 planets (a Colony and an Outpost count alike), blue 1:
 * red wins. Green has 3 planets but only 3 VP: planets only break ties. */
static void
test_tie_broken (void)
{
  g_autoptr (WgGame) game = wg_test_load_game ("score-tie-planets.json");
  g_autofree char *verdict = NULL;
  WgScore          score;

  wg_score_compute (game, NULL, &score);
  g_assert_cmpint (line_of (game, &score, "blue")->total, ==, 6);
  g_assert_cmpint (line_of (game, &score, "red")->total, ==, 6);
  g_assert_cmpint (line_of (game, &score, "green")->controlled_planets, ==, 3);
  g_assert_cmpuint (score.n_winners, ==, 1);
  g_assert_cmpint (score.winners[0], ==, wg_game_find_player (game, "red"));
  g_assert_cmpint (score.tiebreak, ==, WG_TIEBREAK_CONTROLLED_PLANETS);
  g_assert_true (wg_ruling_list_contains (&score.rulings, "R-CTRL-4"));
  /* No Objective at all: nothing to judge, the result is final (R-SCORE-4). */
  g_assert_true (score.final);
  g_assert_false (wg_ruling_list_contains (&score.rulings, "R-SCORE-4"));
  verdict = wg_score_describe (game, &score);
  g_assert_nonnull (strstr (verdict, "most controlled planets (2)"));
}

/* Still tied at 1 planet each: blue and red share the victory. */
static void
test_tie_shared (void)
{
  g_autoptr (WgGame) game = wg_test_load_game ("score-tie-shared.json");
  g_autofree char *verdict = NULL;
  WgScore          score;

  wg_score_compute (game, NULL, &score);
  g_assert_cmpuint (score.n_winners, ==, 2);
  g_assert_cmpint (score.winners[0], ==, wg_game_find_player (game, "blue"));
  g_assert_cmpint (score.winners[1], ==, wg_game_find_player (game, "red"));
  g_assert_cmpint (score.tiebreak, ==, WG_TIEBREAK_SHARED);
  verdict = wg_score_describe (game, &score);
  g_assert_cmpstr (verdict, ==, "blue and red share the victory: tied at 6 VP and at 1 "
                                "controlled planet (R-SCORE-2).");
}

/* The whole solo sample, by hand: Player 1 (blue) — 2 held Objectives 0,
 * 2 Trade Goods 6, a Hero and an Advanced Tactics card 2 (the seven
 * Basics 0), 2 Technologies at 2: 4 → 12 VP, 4 planets (A1, J3, D3, J6).
 * The Gatekeepers (red, R-SCORE-3) — 2 Objectives 10, 1 Technology 2, an
 * Advanced and a Hero in its Tactics deck 2 → 14, 3 planets. */
static void
test_sample_solo (void)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "..", "data", "games",
                                                 "sample-solo.json", NULL);
  g_autoptr (GError) error = NULL;
  g_autoptr (WgGame) game = wg_game_load_from_file (path, &error);
  g_autoptr (WgCatalog) catalog = wg_catalog_new_builtin ();
  WgScore score;

  g_assert_no_error (error);
  wg_score_compute (game, catalog, &score);
  assert_line (line_of (game, &score, "blue"), 0, 6, 2, 4, 0, 12, 4);
  assert_line (line_of (game, &score, "red"), 10, 0, 2, 2, 0, 14, 3);
  g_assert_cmpint (score.winners[0], ==, wg_game_find_player (game, "red"));
}

/* R-SCORE-4 in the middle of a game (score-midgame.json, worked in
 * tests/cli/test-cli.c: Kai 8 VP with three Objectives held, the
 * Gatekeepers 20): not a result. The standings name nobody the winner and
 * say who leads, the Gatekeepers as the plural name they are; each held
 * Objective is named; judging waits for the end of the game. */
static void
test_midgame_standings (void)
{
  g_autoptr (WgGame) game = wg_test_load_game ("score-midgame.json");
  g_autoptr (WgAnswers) answers = wg_answers_new ();
  g_autoptr (WgOutcome) judged = NULL;
  g_autofree char *standings = NULL;
  g_auto (GStrv) unjudged = NULL;
  WgScore score;

  wg_score_compute (game, NULL, &score);
  g_assert_false (score.final);
  g_assert_false (wg_score_is_result (game, &score));
  standings = wg_score_describe_standings (game, &score);
  g_assert_cmpstr (standings, ==,
                   "Standings in round 4, not a result: the game is not over, so nobody has won "
                   "yet (R-ROUND-2). The Gatekeepers lead with 20 VP.");
  unjudged = wg_score_describe_unjudged (game);
  g_assert_cmpuint (g_strv_length (unjudged), ==, 3);
  g_assert_cmpstr (unjudged[0], ==,
                   "Kai: the Volcanic Objective is unjudged and counts 0 until it is judged "
                   "completed or failed (R-SCORE-4).");
  g_assert_cmpstr (unjudged[2], ==,
                   "Kai: the Arctic Objective is unjudged and counts 0 until it is judged "
                   "completed or failed (R-SCORE-4).");
  judged = wg_score_judge_objectives (game, answers);
  g_assert_cmpint (judged->verdict, ==, WG_VERDICT_NOT_NOW);
  g_assert_null (judged->game);
  g_assert_null (judged->question);
}

/* R-SCORE-4 at the end (score-unjudged.json): three held Objectives, asked
 * one by one and numbered; answered, one step sets each status and the
 * score becomes the result. blue: volcanic completed 5 + desert 5 + 6 =
 * 16; red: arctic completed 5 + 12 = 17: red wins. Tied leaders are
 * "level", with no winner. */
static void
test_judge_objectives (void)
{
  g_autoptr (WgGame) game = wg_test_load_game ("score-unjudged.json");
  g_autoptr (WgAnswers) answers = wg_answers_new ();
  g_autofree char *standings = NULL;
  g_autofree char *verdict = NULL;
  const char      *replies[] = { "completed", "failed", "completed" };
  const char      *asked[] = { "1 of 3: is blue’s Volcanic", "2 of 3: is blue’s Jungle",
                               "3 of 3: is red’s Arctic" };
  WgOutcome       *outcome = NULL;
  WgScore          score;

  wg_score_compute (game, NULL, &score);
  g_assert_false (wg_score_is_result (game, &score));
  standings = wg_score_describe_standings (game, &score);
  g_assert_cmpstr (standings, ==,
                   "Standings, not a result: 3 Objectives are still unjudged, so nobody has won "
                   "yet (R-SCORE-4). red leads with 12 VP.");
  for (guint i = 0; i < G_N_ELEMENTS (replies); i++)
    {
      outcome = wg_score_judge_objectives (game, answers);
      g_assert_nonnull (outcome->question);
      g_assert_null (outcome->game);
      g_assert_true (g_str_has_prefix (outcome->question->question, asked[i]));
      g_assert_true (wg_question_has_option (outcome->question, "completed"));
      g_assert_true (wg_question_has_option (outcome->question, "failed"));
      wg_answers_add_answer (answers, outcome->question, replies[i]);
      wg_answers_rewind (answers);
      wg_outcome_free (outcome);
    }
  outcome = wg_score_judge_objectives (game, answers);
  g_assert_cmpint (outcome->verdict, ==, WG_VERDICT_OK);
  g_assert_nonnull (outcome->game);
  g_assert_cmpstr (outcome->description, ==,
                   "Objectives judged: blue’s Volcanic Objective completed; blue’s Jungle "
                   "Objective failed; red’s Arctic Objective completed (R-SCORE-4)");
  wg_score_compute (outcome->game, NULL, &score);
  g_assert_true (wg_score_is_result (outcome->game, &score));
  g_assert_cmpint (line_of (outcome->game, &score, "blue")->total, ==, 16);
  g_assert_cmpint (line_of (outcome->game, &score, "red")->total, ==, 17);
  verdict = wg_score_describe (outcome->game, &score);
  g_assert_cmpstr (verdict, ==, "red wins with 17 VP (R-SCORE-2).");
  /* Nothing left to judge: refused. */
  {
    g_autoptr (WgAnswers) none = wg_answers_new ();
    g_autoptr (WgOutcome) again = wg_score_judge_objectives (outcome->game, none);

    g_assert_cmpint (again->verdict, ==, WG_VERDICT_NOT_NOW);
  }
  wg_outcome_free (outcome);
}

/* Standings with two players level at the top name no leader alone. */
static void
test_standings_level (void)
{
  g_autoptr (WgGame) game = wg_test_load_game ("score-tie-planets.json");
  g_autofree char *standings = NULL;
  WgScore          score;

  /* At its end the tie is broken (test_tie_broken); a round earlier, the
   * standings. */
  game->game_over = FALSE;
  wg_score_compute (game, NULL, &score);
  g_assert_false (wg_score_is_result (game, &score));
  standings = wg_score_describe_standings (game, &score);
  g_assert_true (g_str_has_suffix (standings, " blue and red are level at 6 VP."));
}

int
main (int argc, char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/wg/score/R-SCORE-1/categories", test_categories);
  g_test_add_func ("/wg/score/R-SCORE-1/without-catalog", test_without_catalog);
  g_test_add_func ("/wg/score/R-SCORE-3/ai", test_ai);
  g_test_add_func ("/wg/score/R-SCORE-2/tie-broken-by-planets", test_tie_broken);
  g_test_add_func ("/wg/score/R-SCORE-2/tie-shared", test_tie_shared);
  g_test_add_func ("/wg/score/sample-solo", test_sample_solo);
  g_test_add_func ("/wg/score/R-SCORE-4/midgame-standings", test_midgame_standings);
  g_test_add_func ("/wg/score/R-SCORE-4/judge-objectives", test_judge_objectives);
  g_test_add_func ("/wg/score/R-SCORE-4/standings-level", test_standings_level);
  return g_test_run ();
}
