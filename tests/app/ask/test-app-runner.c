/* test-app-runner.c — WgRunner: questions asked and answered, refusals, one step, the answers
 * rewound Copyright 2026 The Warpgate Companion authors SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "wg-runner.h"
#include "wg-turn.h"
#include "wg-test-app.h"

/* A rule made up for the runner, on tests/data/app-ruler.json: it asks
 * which card is turned over ("reveal": "a" or "b"), then which option is
 * chosen ("pick": "x" or "y"), and then gives the same table back as one
 * step, "Took a with y" — or refuses, when told to. Each run records the
 * first reveal it reads, to show that the answers start over. */
typedef struct
{
  WgSession *session;
  WgRunner  *runner;
  guint      runs;
  char      *first_reveal; /* of the last run */
  WgVerdict  refuse;       /* WG_VERDICT_OK: do not refuse */
  gboolean   fail;         /* return NULL with an error */
} Fixture;

static WgOutcome *
made_up_rule (WgAnswers *answers,
              gpointer   user_data,
              GError   **error)
{
  Fixture    *f = user_data;
  WgOutcome  *outcome = wg_outcome_new ();
  const char *reveal, *choice;

  f->runs++;
  g_clear_pointer (&f->first_reveal, g_free);
  if (f->fail)
    {
      wg_outcome_free (outcome);
      g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_FAILED, "Broken rule");
      return NULL;
    }
  if (f->refuse != WG_VERDICT_OK)
    {
      outcome->verdict = f->refuse;
      outcome->description = g_strdup ("Refused (R-TEST-1)");
      return outcome;
    }
  reveal = wg_answers_next_reveal (answers);
  f->first_reveal = g_strdup (reveal);
  if (reveal == NULL)
    {
      outcome->question = wg_question_new ("reveal", "Which card is turned over?");
      wg_question_add_option (outcome->question, "a", "Card A");
      wg_question_add_option (outcome->question, "b", "Card B");
      return outcome;
    }
  choice = wg_answers_next_choice (answers);
  if (choice == NULL)
    {
      outcome->question = wg_question_new ("pick", "Which option?");
      wg_question_add_option (outcome->question, "x", "X");
      wg_question_add_option (outcome->question, "y", "Y");
      return outcome;
    }
  outcome->game = wg_game_copy (wg_session_get_game (f->session));
  outcome->description = g_strdup_printf ("Took %s with %s", reveal, choice);
  return outcome;
}

static void
fixture_set_up (Fixture *f)
{
  f->session = wg_test_load_session ("app-ruler.json");
  f->runner = wg_runner_new (f->session, made_up_rule, f);
  f->runs = 0;
  f->first_reveal = NULL;
  f->refuse = WG_VERDICT_OK;
  f->fail = FALSE;
}

static void
fixture_tear_down (Fixture *f)
{
  g_clear_object (&f->runner);
  wg_session_close (f->session);
  g_clear_object (&f->session);
  g_clear_pointer (&f->first_reveal, g_free);
}

static guint
position (Fixture *f)
{
  return wg_history_get_position (wg_session_get_history (f->session));
}

/* The first question, an option it does not have (refused, nothing runs),
 * its answer (a reveal), the second question and its answer (a choice):
 * the rule read both, and the step is applied. */
static void
test_question_answered (void)
{
  Fixture       f;
  const WgGame *before;

  fixture_set_up (&f);
  before = wg_session_get_game (f.session);
  g_assert_cmpint (wg_runner_get_state (f.runner), ==, WG_RUNNER_IDLE);
  g_assert_cmpint (wg_runner_start (f.runner), ==, WG_RUNNER_ASKS);
  g_assert_cmpstr (wg_runner_get_question (f.runner)->id, ==, "reveal");
  g_assert_null (wg_runner_get_outcome (f.runner));

  g_assert_false (wg_runner_answer (f.runner, "c"));
  g_assert_cmpuint (f.runs, ==, 1);
  g_assert_cmpuint (wg_runner_get_n_answers (f.runner), ==, 0);

  g_assert_true (wg_runner_answer (f.runner, "a"));
  g_assert_cmpint (wg_runner_get_state (f.runner), ==, WG_RUNNER_ASKS);
  g_assert_cmpstr (wg_runner_get_question (f.runner)->id, ==, "pick");
  g_assert_cmpuint (wg_runner_get_n_answers (f.runner), ==, 1);
  g_assert_true (wg_session_get_game (f.session) == before);

  g_assert_true (wg_runner_answer (f.runner, "y"));
  g_assert_cmpint (wg_runner_get_state (f.runner), ==, WG_RUNNER_APPLIED);
  g_assert_null (wg_runner_get_question (f.runner));
  g_assert_cmpstr (wg_runner_get_outcome (f.runner)->description, ==, "Took a with y");
  g_assert_cmpuint (f.runs, ==, 3);
  /* Applied, the answers are forgotten. */
  g_assert_cmpuint (wg_runner_get_n_answers (f.runner), ==, 0);
  g_assert_false (wg_runner_answer (f.runner, "x"));
  fixture_tear_down (&f);
}

/* The rule's refusal is kept with its verdict, and nothing is applied;
 * the same for a rule that fails with an error. */
static void
test_refusal (void)
{
  Fixture       f;
  const WgGame *before;
  guint         steps;

  fixture_set_up (&f);
  before = wg_session_get_game (f.session);
  steps = position (&f);
  f.refuse = WG_VERDICT_GAME_OVER;
  g_assert_cmpint (wg_runner_start (f.runner), ==, WG_RUNNER_REFUSED);
  g_assert_cmpstr (wg_runner_get_refusal (f.runner), ==, "Refused (R-TEST-1)");
  g_assert_cmpint (wg_runner_get_verdict (f.runner), ==, WG_VERDICT_GAME_OVER);
  g_assert_null (wg_runner_get_question (f.runner));
  g_assert_null (wg_runner_get_outcome (f.runner)->game);
  g_assert_cmpuint (position (&f), ==, steps);
  g_assert_true (wg_session_get_game (f.session) == before);

  f.refuse = WG_VERDICT_OK;
  f.fail = TRUE;
  g_assert_cmpint (wg_runner_start (f.runner), ==, WG_RUNNER_REFUSED);
  g_assert_cmpstr (wg_runner_get_refusal (f.runner), ==, "Broken rule");
  g_assert_cmpint (wg_runner_get_verdict (f.runner), ==, WG_VERDICT_OK);
  g_assert_null (wg_runner_get_outcome (f.runner));
  g_assert_cmpuint (position (&f), ==, steps);

  /* A reset forgets the refusal. */
  wg_runner_reset (f.runner);
  g_assert_cmpint (wg_runner_get_state (f.runner), ==, WG_RUNNER_IDLE);
  g_assert_null (wg_runner_get_refusal (f.runner));
  fixture_tear_down (&f);
}

/* The outcome is exactly one step, with the rule's sentence, and Undo
 * takes it back. Without auto-apply it waits (READY) until applied. */
static void
test_one_step (void)
{
  Fixture       f;
  const WgGame *before;
  guint         steps;

  fixture_set_up (&f);
  before = wg_session_get_game (f.session);
  steps = position (&f);
  wg_runner_start (f.runner);
  wg_runner_answer (f.runner, "b");
  wg_runner_answer (f.runner, "x");
  g_assert_cmpint (wg_runner_get_state (f.runner), ==, WG_RUNNER_APPLIED);
  g_assert_cmpuint (position (&f), ==, steps + 1);
  g_assert_cmpstr (wg_history_get_description (wg_session_get_history (f.session), steps), ==,
                   "Took b with x");
  g_assert_true (wg_session_get_game (f.session) != before);
  g_assert_true (wg_session_can_undo (f.session));
  g_assert_true (wg_session_undo (f.session));
  g_assert_true (wg_session_get_game (f.session) == before);

  wg_runner_set_auto_apply (f.runner, FALSE);
  wg_runner_start (f.runner);
  wg_runner_answer (f.runner, "a");
  wg_runner_answer (f.runner, "x");
  g_assert_cmpint (wg_runner_get_state (f.runner), ==, WG_RUNNER_READY);
  g_assert_nonnull (wg_runner_get_outcome (f.runner)->game);
  g_assert_true (wg_session_get_game (f.session) == before);
  g_assert_true (wg_runner_apply (f.runner, NULL));
  g_assert_cmpint (wg_runner_get_state (f.runner), ==, WG_RUNNER_APPLIED);
  g_assert_cmpuint (position (&f), ==, steps + 1);
  /* The outcome stays whole for the caller. */
  g_assert_nonnull (wg_runner_get_outcome (f.runner)->game);
  fixture_tear_down (&f);
}

/* Every run reads the answers from the first: the reveal given first is
 * read first each time. Back takes the last answer back; start forgets
 * them all. */
static void
test_rewind (void)
{
  Fixture f;

  fixture_set_up (&f);
  wg_runner_set_auto_apply (f.runner, FALSE);
  wg_runner_start (f.runner);
  g_assert_null (f.first_reveal);
  wg_runner_answer (f.runner, "b");
  g_assert_cmpstr (f.first_reveal, ==, "b");
  g_assert_cmpint (wg_runner_run (f.runner), ==, WG_RUNNER_ASKS);
  g_assert_cmpstr (f.first_reveal, ==, "b");
  g_assert_cmpint (wg_runner_run (f.runner), ==, WG_RUNNER_ASKS);
  g_assert_cmpstr (f.first_reveal, ==, "b");
  g_assert_cmpstr (wg_runner_get_question (f.runner)->id, ==, "pick");

  wg_runner_answer (f.runner, "y");
  g_assert_cmpint (wg_runner_get_state (f.runner), ==, WG_RUNNER_READY);
  g_assert_true (wg_runner_back (f.runner));
  g_assert_cmpint (wg_runner_get_state (f.runner), ==, WG_RUNNER_ASKS);
  g_assert_cmpstr (wg_runner_get_question (f.runner)->id, ==, "pick");
  g_assert_cmpstr (f.first_reveal, ==, "b");
  g_assert_true (wg_runner_back (f.runner));
  g_assert_cmpstr (wg_runner_get_question (f.runner)->id, ==, "reveal");
  g_assert_false (wg_runner_back (f.runner));

  wg_runner_answer (f.runner, "a");
  g_assert_cmpint (wg_runner_start (f.runner), ==, WG_RUNNER_ASKS);
  g_assert_null (f.first_reveal);
  g_assert_cmpuint (wg_runner_get_n_answers (f.runner), ==, 0);
  fixture_tear_down (&f);
}

/* ---- A real rule: a Recon that explores (R-EXP-2) ---- */

typedef struct
{
  WgSession  *session;
  const char *to;
} Recon;

/* Ana's Recon at 1X of 1 ship from V1 (tests/data/explore.json and its
 * copy without tiles). */
static WgOutcome *
recon_rule (WgAnswers *answers,
            gpointer   user_data,
            GError   **error)
{
  Recon        *r = user_data;
  const WgGame *game = wg_session_get_game (r->session);
  WgMove        move;

  wg_move_init (&move, WG_ACTION_RECON, 0, 1, FALSE);
  wg_move_add_group (&move, wg_board_find_location (game->board, "V1"), 1);
  move.to = wg_board_find_location (game->board, r->to);
  return wg_turn_perform (game, &move, answers);
}

/* The step's sentence, in the history, once the questions are answered. */
static char *
explore_sentence (const char        *file,
                  const char *const *answers)
{
  Recon      r = { wg_test_load_session (file), "D1" };
  WgRunner  *runner = wg_runner_new (r.session, recon_rule, &r);
  WgHistory *history = wg_session_get_history (r.session);
  char      *sentence;

  wg_session_set_autosave_dir (r.session, NULL);
  g_assert_cmpint (wg_runner_start (runner), ==, WG_RUNNER_ASKS);
  for (guint i = 0; answers[i] != NULL; i++)
    g_assert_true (wg_runner_answer (runner, answers[i]));
  g_assert_cmpint (wg_runner_get_state (runner), ==, WG_RUNNER_APPLIED);
  sentence = g_strdup (wg_history_get_description (history, wg_history_get_position (history) - 1));
  g_object_unref (runner);
  wg_session_close (r.session);
  g_object_unref (r.session);
  return sentence;
}

/* The history's step (and the toast, which shows the same sentence) names
 * the token kept and the one put back; on a board without tiles, a rotate
 * token says that the tile cannot turn and what the table does (R-EXP-8). */
static void
test_explore_sentence (void)
{
  static const char *const kept[] = { "truce", "keep", NULL };
  static const char *const second[] = { "lost-ship", "second", "extra-vp", NULL };
  static const char *const rotate[] = { "rotate-tile-ccw", "keep", NULL };
  g_autofree char         *kept_sentence = explore_sentence ("explore.json", kept);
  g_autofree char         *second_sentence = explore_sentence ("explore.json", second);
  g_autofree char         *rotate_sentence = explore_sentence ("explore-no-tiles.json", rotate);

  g_assert_cmpstr (kept_sentence, ==,
                   "Ana: Recon 1 ship from V1 → D1 (1X). Ana keeps Truce; the second token goes back "
                   "to the box unseen (R-EXP-2).");
  g_assert_cmpstr (second_sentence, ==,
                   "Ana: Recon 1 ship from V1 → D1 (1X). Ana returns Lost Ship to the box and keeps "
                   "the second token, Extra VP (R-EXP-2).");
  g_assert_nonnull (strstr (rotate_sentence, "Ana keeps Rotate Tile Counter-clockwise"));
  g_assert_nonnull (strstr (rotate_sentence, "This board records no tiles, so the tile holding "
                                             "D1 cannot turn (R-EXP-8): leave it as it lies at "
                                             "the table"));
}

int
main (int   argc,
      char *argv[])
{
  g_autofree char *home = wg_test_app_init (&argc, &argv);
  int              status;

  g_test_add_func ("/wg/app/runner/question-answered", test_question_answered);
  g_test_add_func ("/wg/app/runner/refusal", test_refusal);
  g_test_add_func ("/wg/app/runner/one-step", test_one_step);
  g_test_add_func ("/wg/app/runner/rewind", test_rewind);
  g_test_add_func ("/wg/app/runner/R-EXP-2/explore-sentence", test_explore_sentence);
  status = g_test_run ();
  wg_test_app_cleanup (home);
  return status;
}
