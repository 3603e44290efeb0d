/* test-question.c — questions and answers: which answers are reveals, which choices
 * Copyright 2026 The Warpgate Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * tests/data/explore.json (described in test-explore.c): blue's Recon at 1X
 * of 1 ship from V1 to D1, which holds 2 discovery tokens, asks which token
 * was turned over ("explore"), then keep or second ("explore-keep"), then
 * the second token ("explore"). Answered lost-ship, second, truce, it ends
 * with truce kept and the box at 20 + 1 = 21 (test-explore.c's
 * /wg/explore/R-EXP-2/second, where the same answers are given by hand).
 */
#include "wg-turn.h"
#include "wg-test-util.h"

#define BLUE 0

/* Which question is a reveal: the cards and tokens turned over, nothing
 * else (R-EXP-2, R-DECK-3). */
static void
test_ids (void)
{
  const char *reveals[] = { "reveal", "explore" };
  const char *choices[] = { "explore-keep", "objective", "withdraw", "split", "hero-letter",
                            "ancients", "two-more", "pass-objective", "technology" };

  for (guint i = 0; i < G_N_ELEMENTS (reveals); i++)
    {
      g_autoptr (WgQuestion) q = wg_question_new (reveals[i], "?");

      g_assert_true (wg_question_is_reveal (q));
    }
  for (guint i = 0; i < G_N_ELEMENTS (choices); i++)
    {
      g_autoptr (WgQuestion) q = wg_question_new (choices[i], "?");

      g_assert_false (wg_question_is_reveal (q));
    }
}

/* A copy has the same id, text and options, and outlives the original. */
static void
test_copy (void)
{
  WgQuestion *q = wg_question_new ("explore-keep", "Keep it?");
  g_autoptr (WgQuestion) copy = NULL;

  wg_question_add_option (q, "keep", "Keep it");
  wg_question_add_option (q, "second", "Take the second");
  copy = wg_question_copy (q);
  wg_question_free (q);
  g_assert_cmpstr (copy->id, ==, "explore-keep");
  g_assert_cmpstr (copy->question, ==, "Keep it?");
  g_assert_cmpuint (copy->options->len, ==, 2);
  g_assert_cmpstr (((WgOption *) g_ptr_array_index (copy->options, 1))->id, ==, "second");
  g_assert_cmpstr (((WgOption *) g_ptr_array_index (copy->options, 1))->label, ==,
                   "Take the second");
}

/* The answer a person gives to each question of the Recon. */
static const char *
answer_for (const WgQuestion *q,
            guint             n_explored)
{
  if (g_str_equal (q->id, "explore-keep"))
    return "second";
  g_assert_cmpstr (q->id, ==, "explore");
  return n_explored == 0 ? "lost-ship" : "truce";
}

/* R-EXP-2: each answer added as wg_answers_add_answer files it is read
 * where the core asked it, so the Recon ends as when answered by hand. */
static void
test_explore_answers (void)
{
  g_autoptr (WgGame) game = wg_test_load_game ("explore.json");
  g_autoptr (WgAnswers) answers = wg_answers_new ();
  guint  n_explored = 0;
  WgMove move;

  wg_move_init (&move, WG_ACTION_RECON, BLUE, 1, FALSE);
  wg_move_add_group (&move, wg_test_cell (game, "V1"), 1);
  move.to = wg_test_cell (game, "D1");
  for (guint asked = 0;; asked++)
    {
      g_autoptr (WgOutcome) outcome = NULL;

      wg_answers_rewind (answers);
      outcome = wg_turn_perform (game, &move, answers);
      if (outcome->question == NULL)
        {
          g_assert_cmpint (outcome->verdict, ==, WG_VERDICT_OK);
          g_assert_nonnull (outcome->game);
          g_assert_cmpuint (asked, ==, 3);
          g_assert_cmpint (outcome->game->explore_box, ==, 21);
          g_assert_cmpuint (outcome->game->players[BLUE].discoveries->len, ==, 1);
          g_assert_cmpint (g_array_index (outcome->game->players[BLUE].discoveries, WgDiscovery,
                                          0)
                             .token,
                           ==, WG_TOKEN_TRUCE);
          break;
        }
      /* A question asked again means its answer was filed in the wrong
       * list: the core never read it. */
      g_assert_cmpuint (asked, <, 3);
      wg_answers_add_answer (answers, outcome->question, answer_for (outcome->question, n_explored));
      n_explored += g_str_equal (outcome->question->id, "explore");
    }
  g_assert_cmpuint (answers->reveals->len, ==, 2);
  g_assert_cmpuint (answers->choices->len, ==, 1);
}

/* Back takes the last answer given, from whichever list it went to: given
 * reveal "a", choice "b", reveal "c" (3 answers), dropping one leaves the
 * reveals ["a"] and the choices ["b"], rewound; dropping again leaves the
 * choices empty, again the reveals; a fourth drop has nothing to take. */
static void
test_drop_last (void)
{
  g_autoptr (WgAnswers) answers = wg_answers_new ();

  wg_answers_add_reveal (answers, "a");
  wg_answers_add_choice (answers, "b");
  wg_answers_add_reveal (answers, "c");
  g_assert_cmpuint (wg_answers_get_n (answers), ==, 3);
  g_assert_cmpstr (wg_answers_next_reveal (answers), ==, "a");

  g_assert_true (wg_answers_drop_last (answers));
  g_assert_cmpuint (wg_answers_get_n (answers), ==, 2);
  g_assert_cmpstr (wg_answers_next_reveal (answers), ==, "a");
  g_assert_null (wg_answers_next_reveal (answers));
  g_assert_cmpstr (wg_answers_next_choice (answers), ==, "b");

  g_assert_true (wg_answers_drop_last (answers));
  g_assert_cmpuint (answers->choices->len, ==, 0);
  g_assert_cmpuint (answers->reveals->len, ==, 1);
  g_assert_true (wg_answers_drop_last (answers));
  g_assert_cmpuint (wg_answers_get_n (answers), ==, 0);
  g_assert_false (wg_answers_drop_last (answers));
}

/* R-DECK-3 (issue 30, item 12): a question with one possible answer is
 * not asked — its option is the answer and no answer is used up; with
 * more, the next answer of its kind (a reveal here) is taken when it is
 * an option, else used up and named as refused. */
static void
test_take (void)
{
  g_autoptr (WgQuestion) one = wg_question_new ("reveal", "Which card?");
  g_autoptr (WgQuestion) two = wg_question_new ("reveal", "Which card?");
  g_autoptr (WgAnswers) answers = wg_answers_new ();
  const char *refused = "x";

  wg_question_add_option (one, "technology", "Technology");
  wg_question_add_option (two, "technology", "Technology");
  wg_question_add_option (two, "action", "Action card");
  wg_answers_add_choice (answers, "desert");
  wg_answers_add_reveal (answers, "tactic");
  wg_answers_add_reveal (answers, "action");
  g_assert_cmpstr (wg_answers_take (answers, one, &refused), ==, "technology");
  g_assert_null (refused);
  g_assert_null (wg_answers_take (answers, two, &refused));
  g_assert_cmpstr (refused, ==, "tactic");
  g_assert_true (wg_answers_take (answers, two, &refused)
                 == ((WgOption *) g_ptr_array_index (two->options, 1))->id);
  g_assert_null (refused);
  g_assert_null (wg_answers_take (answers, two, NULL));
  /* The choice was never read: the questions were reveals. */
  g_assert_cmpstr (wg_answers_next_choice (answers), ==, "desert");
}

/* The answers in the order given, choices and reveals mixed: answer i is
 * the i-th given, whichever list holds it (the app's record names each
 * answer with its kind, --choose or --reveal). */
static void
test_get (void)
{
  g_autoptr (WgAnswers) answers = wg_answers_new ();
  gboolean reveal = TRUE;

  wg_answers_add_choice (answers, "a");
  wg_answers_add_reveal (answers, "r");
  wg_answers_add_reveal (answers, "s");
  wg_answers_add_choice (answers, "b");
  g_assert_cmpstr (wg_answers_get (answers, 0, &reveal), ==, "a");
  g_assert_false (reveal);
  g_assert_cmpstr (wg_answers_get (answers, 1, &reveal), ==, "r");
  g_assert_true (reveal);
  g_assert_cmpstr (wg_answers_get (answers, 2, &reveal), ==, "s");
  g_assert_true (reveal);
  g_assert_cmpstr (wg_answers_get (answers, 3, &reveal), ==, "b");
  g_assert_false (reveal);
  g_assert_true (wg_answers_drop_last (answers));
  g_assert_cmpstr (wg_answers_get (answers, 2, NULL), ==, "s");
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/wg/question/reveal/ids", test_ids);
  g_test_add_func ("/wg/question/copy", test_copy);
  g_test_add_func ("/wg/question/R-EXP-2/explore-answers", test_explore_answers);
  g_test_add_func ("/wg/question/drop-last", test_drop_last);
  g_test_add_func ("/wg/question/get", test_get);
  g_test_add_func ("/wg/question/R-DECK-3/take", test_take);
  return g_test_run ();
}
