/* test-app-end-turn.c — WgEndTurnModel: the slot moves on, the round ends, questions, refusals
 * Copyright 2026 The Warpgate Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "wg-ai.h"
#include "wg-end-turn-dialog.h"
#include "wg-end-turn-model.h"
#include "wg-question-view.h"
#include "wg-round-end-dialog.h"
#include "wg-test-app.h"

static guint
position (WgSession *session)
{
  return wg_history_get_position (wg_session_get_history (session));
}

/* The Gatekeepers' card of the slot, played as their page plays it: the
 * core's turn (wg_ai_play_turn), one step. */
static void
play_gatekeepers (WgSession *session)
{
  g_autoptr (WgAiTurn) turn = wg_ai_play_turn (wg_session_get_game (session), NULL);
  g_autoptr (GError) error = NULL;

  g_assert_null (turn->question);
  g_assert_null (turn->battle);
  g_assert_nonnull (turn->game);
  g_assert_true (wg_session_apply (session, g_steal_pointer (&turn->game), "The Gatekeepers",
                                   &error));
  g_assert_no_error (error);
}

/* The sample game: round 3, slot 3X, blue first and active against the
 * Gatekeepers. Blue's turn ends: the Gatekeepers play slot 3; End Turn
 * before they have played is refused (R-AI-13); their card ends their
 * turn: blue plays slot 4. Each is one step; neither ends the round. */
static void
test_slot (void)
{
  g_autoptr (WgSession) session = wg_session_new ();
  g_autoptr (WgEndTurnModel) model = NULL;
  g_autoptr (GError) error = NULL;
  WgRoundEndModel *round_end;
  guint            steps;

  wg_session_set_autosave_dir (session, NULL);
  g_assert_true (wg_session_load_resource (session, WG_SESSION_SAMPLE_RESOURCE, &error));
  g_assert_no_error (error);
  model = wg_end_turn_model_new (session);
  steps = position (session);
  g_assert_null (wg_end_turn_model_get_round_end (model));

  g_assert_cmpint (wg_end_turn_model_end_turn (model), ==, WG_RUNNER_APPLIED);
  g_assert_cmpint (wg_session_get_game (session)->active, ==, 1);
  g_assert_cmpint (wg_session_get_game (session)->turn, ==, 3);
  g_assert_cmpuint (position (session), ==, steps + 1);
  g_assert_nonnull (wg_end_turn_model_get_description (model));
  g_assert_null (wg_end_turn_model_get_message (model));
  round_end = wg_end_turn_model_get_round_end (model);
  g_assert_nonnull (round_end);
  g_assert_cmpint (wg_round_end_model_get_kind (round_end), ==, WG_ROUND_END_NONE);

  /* The Gatekeepers' turn does not end before their card of slot 3 is
   * played (R-AI-13): refused, no step. */
  g_assert_cmpint (wg_end_turn_model_end_turn (model), ==, WG_RUNNER_REFUSED);
  g_assert_cmpstr (wg_end_turn_model_get_message (model), ==,
                   "The Gatekeepers have not played their card for slot 3 yet (R-AI-13)");
  g_assert_null (wg_end_turn_model_get_round_end (model));
  g_assert_cmpint (wg_session_get_game (session)->active, ==, 1);
  g_assert_cmpuint (position (session), ==, steps + 1);

  /* Played, their card ends their turn itself (R-AI-1): blue plays slot 4. */
  play_gatekeepers (session);
  g_assert_cmpint (wg_session_get_game (session)->active, ==, 0);
  g_assert_cmpint (wg_session_get_game (session)->turn, ==, 4);
  g_assert_cmpint (wg_session_get_game (session)->round, ==, 3);
  g_assert_cmpuint (position (session), ==, steps + 2);

  /* Undo takes their turn back. */
  g_assert_true (wg_session_undo (session));
  g_assert_cmpint (wg_session_get_game (session)->active, ==, 1);
  g_assert_cmpint (wg_session_get_game (session)->turn, ==, 3);

  /* Blue's 4th turn (its Action cards not counted): a checklist of one
   * step, the discard and the draw of 4, as the Gatekeepers' turn lists
   * theirs (issue 18). */
  g_assert_true (wg_session_redo (session));
  g_assert_cmpint (wg_end_turn_model_end_turn (model), ==, WG_RUNNER_APPLIED);
  round_end = wg_end_turn_model_get_round_end (model);
  g_assert_cmpint (wg_round_end_model_get_kind (round_end), ==, WG_ROUND_END_TURN);
  g_assert_cmpuint (wg_round_end_model_get_n_steps (round_end), ==, 1);
  g_assert_true (g_str_has_suffix (wg_round_end_model_get_steps (round_end)[0],
                                   ": discard your played cards and hand, draw 4"));
  g_assert_true (g_str_has_suffix (wg_round_end_model_get_heading (round_end), "’s 4th Turn"));
}

/* round-fourth-turn.json: blue's 4th turn does not end round 1, red's
 * does: the round end is of kind NEXT, for round 1, with the steps the
 * round-end model reads (test-app-score.c). */
static void
test_round_end (void)
{
  g_autoptr (WgSession) session = wg_test_load_session ("round-fourth-turn.json");
  g_autoptr (WgEndTurnModel) model = wg_end_turn_model_new (session);
  WgRoundEndModel *round_end;

  g_assert_cmpint (wg_end_turn_model_end_turn (model), ==, WG_RUNNER_APPLIED);
  g_assert_cmpint (wg_session_get_game (session)->round, ==, 1);
  /* Blue's 4th turn: its discard and draw, the core's step (issue 18). */
  round_end = wg_end_turn_model_get_round_end (model);
  g_assert_cmpint (wg_round_end_model_get_kind (round_end), ==, WG_ROUND_END_TURN);
  g_assert_true (g_str_has_prefix (wg_round_end_model_get_steps (round_end)[0],
                                   "blue discards 4 played and 1 unplayed Action cards"));

  g_assert_cmpint (wg_end_turn_model_end_turn (model), ==, WG_RUNNER_APPLIED);
  g_assert_cmpint (wg_session_get_game (session)->round, ==, 2);
  g_assert_cmpint (wg_session_get_game (session)->turn, ==, 1);
  round_end = wg_end_turn_model_get_round_end (model);
  g_assert_cmpint (wg_round_end_model_get_kind (round_end), ==, WG_ROUND_END_NEXT);
  g_assert_cmpint (wg_round_end_model_get_round (round_end), ==, 1);
  g_assert_cmpstr (wg_round_end_model_get_steps (round_end)[1], ==,
                   "The first player marker passes to red");
  wg_session_close (session);
}

/* round-reveal-unknown.json: the Technology, then the Objective turned
 * over are asked; Cancel changes nothing; answered, round 3 ends. */
static void
test_questions (void)
{
  g_autoptr (WgSession) session = wg_test_load_session ("round-reveal-unknown.json");
  g_autoptr (WgEndTurnModel) model = wg_end_turn_model_new (session);
  const WgGame *before = wg_session_get_game (session);
  guint         steps = position (session);

  g_assert_cmpint (wg_end_turn_model_end_turn (model), ==, WG_RUNNER_ASKS);
  g_assert_nonnull (strstr (wg_end_turn_model_get_question (model)->question, "Technology"));
  g_assert_null (wg_end_turn_model_get_round_end (model));
  wg_end_turn_model_cancel (model);
  g_assert_cmpint (wg_end_turn_model_get_state (model), ==, WG_RUNNER_IDLE);
  g_assert_null (wg_end_turn_model_get_question (model));
  g_assert_false (wg_end_turn_model_answer (model, "arctic"));
  g_assert_true (wg_session_get_game (session) == before);

  g_assert_cmpint (wg_end_turn_model_end_turn (model), ==, WG_RUNNER_ASKS);
  g_assert_false (wg_end_turn_model_answer (model, "no-such-type"));
  g_assert_true (wg_end_turn_model_answer (model, "arctic"));
  g_assert_cmpint (wg_end_turn_model_get_state (model), ==, WG_RUNNER_ASKS);
  g_assert_nonnull (strstr (wg_end_turn_model_get_question (model)->question, "Objective"));
  g_assert_true (wg_session_get_game (session) == before);
  g_assert_true (wg_end_turn_model_answer (model, "desert"));
  g_assert_cmpint (wg_end_turn_model_get_state (model), ==, WG_RUNNER_APPLIED);
  g_assert_cmpuint (position (session), ==, steps + 1);
  g_assert_cmpint (wg_session_get_game (session)->round, ==, 4);
  g_assert_cmpint (wg_round_end_model_get_round (wg_end_turn_model_get_round_end (model)), ==,
                   3);
  g_assert_cmpint (wg_round_end_model_get_kind (wg_end_turn_model_get_round_end (model)), !=,
                   WG_ROUND_END_NONE);
  wg_session_close (session);
}

/* round-solo.json: the Gatekeepers' 4th turn of round 2, their card of
 * slot 4 played. Taken back (3 cards played), End Turn is refused
 * (R-AI-13): their deck still holds 2 cards. With their deck and discard
 * empty too they have no card to play (R-AI-1): End Turn ends their turn,
 * and the round (blue first in round 3). */
static void
test_gatekeepers_not_played (void)
{
  g_autoptr (WgSession) session = wg_test_load_session ("round-solo.json");
  g_autoptr (WgEndTurnModel) model = wg_end_turn_model_new (session);
  WgGame *game = wg_game_copy (wg_session_get_game (session));
  guint   steps;

  g_array_set_size (game->ai.played, 3);
  wg_test_apply (session, game, "Their card of slot 4 taken back");
  steps = position (session);
  g_assert_cmpint (wg_end_turn_model_end_turn (model), ==, WG_RUNNER_REFUSED);
  g_assert_nonnull (strstr (wg_end_turn_model_get_message (model), "slot 4"));
  g_assert_nonnull (strstr (wg_end_turn_model_get_message (model), "(R-AI-13)"));
  g_assert_cmpuint (position (session), ==, steps);

  game = wg_game_copy (wg_session_get_game (session));
  g_array_set_size (game->ai.deck, 0);
  g_array_set_size (game->ai.discard, 0);
  wg_test_apply (session, game, "No card left");
  steps = position (session);
  g_assert_cmpint (wg_end_turn_model_end_turn (model), ==, WG_RUNNER_APPLIED);
  g_assert_cmpuint (position (session), ==, steps + 1);
  g_assert_cmpint (wg_session_get_game (session)->round, ==, 3);
  g_assert_cmpint (wg_session_get_game (session)->turn, ==, 1);
  g_assert_cmpint (wg_session_get_game (session)->active, ==, 0);
  wg_session_close (session);
}

/* Once the game is over the turn cannot end: refused, no step. */
static void
test_refused (void)
{
  g_autoptr (WgSession) session = wg_test_load_session ("round-fourth-turn.json");
  g_autoptr (WgEndTurnModel) model = wg_end_turn_model_new (session);
  g_autoptr (GError) error = NULL;
  WgGame *over = wg_game_copy (wg_session_get_game (session));
  guint   steps;

  over->game_over = TRUE;
  g_assert_true (wg_session_apply (session, over, "The game ends", &error));
  g_assert_no_error (error);
  steps = position (session);
  g_assert_cmpint (wg_end_turn_model_end_turn (model), ==, WG_RUNNER_REFUSED);
  g_assert_nonnull (wg_end_turn_model_get_message (model));
  g_assert_null (wg_end_turn_model_get_description (model));
  g_assert_null (wg_end_turn_model_get_round_end (model));
  g_assert_cmpuint (position (session), ==, steps);
  wg_session_close (session);
}

static void
on_finished (WgEndTurnDialog *dialog,
             guint           *n_finished)
{
  (*n_finished)++;
}

/* Activates the option of @dialog's question view titled @title. */
static void
answer_in (WgEndTurnDialog *dialog,
           const char      *title)
{
  GtkWidget  *view = wg_test_find_type (GTK_WIDGET (dialog), WG_TYPE_QUESTION_VIEW);
  GtkListBox *list = wg_question_view_get_list (WG_QUESTION_VIEW (view));

  for (int i = 0; gtk_list_box_get_row_at_index (list, i) != NULL; i++)
    {
      GtkListBoxRow *row = gtk_list_box_get_row_at_index (list, i);

      if (g_str_equal (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (row)), title))
        {
          g_signal_emit_by_name (list, "row-activated", row);
          return;
        }
    }
  g_assert_not_reached ();
}

/* The same questions in the dialog: its body is the question, its options
 * the question view's rows; an answer shows the next question, the last
 * ends the turn ("finished", the dialog gone). Cancel, the first time,
 * changes nothing and finishes too. */
static void
test_dialog (void)
{
  g_autoptr (WgSession) session = wg_test_load_session ("round-reveal-unknown.json");
  g_autoptr (WgEndTurnModel) model = wg_end_turn_model_new (session);
  const WgGame    *before = wg_session_get_game (session);
  guint            steps = position (session), n_finished = 0;
  WgEndTurnDialog *dialog;

  g_assert_cmpint (wg_end_turn_model_end_turn (model), ==, WG_RUNNER_ASKS);
  dialog = wg_end_turn_dialog_new (NULL, model);
  g_signal_connect (dialog, "finished", G_CALLBACK (on_finished), &n_finished);
  g_object_add_weak_pointer (G_OBJECT (dialog), (gpointer *) &dialog);
  gtk_window_present (GTK_WINDOW (dialog));
  g_assert_nonnull (strstr (adw_message_dialog_get_body (ADW_MESSAGE_DIALOG (dialog)),
                            "Technology"));
  g_signal_emit_by_name (wg_test_find_button (GTK_WIDGET (dialog), "_Cancel"), "clicked");
  wg_test_iterate_until (dialog == NULL);
  g_assert_cmpuint (n_finished, ==, 1);
  g_assert_cmpint (wg_end_turn_model_get_state (model), ==, WG_RUNNER_IDLE);
  g_assert_true (wg_session_get_game (session) == before);

  g_assert_cmpint (wg_end_turn_model_end_turn (model), ==, WG_RUNNER_ASKS);
  dialog = wg_end_turn_dialog_new (NULL, model);
  g_signal_connect (dialog, "finished", G_CALLBACK (on_finished), &n_finished);
  g_object_add_weak_pointer (G_OBJECT (dialog), (gpointer *) &dialog);
  gtk_window_present (GTK_WINDOW (dialog));
  answer_in (dialog, wg_planet_type_display_name (WG_PLANET_ARCTIC));
  g_assert_nonnull (dialog);
  g_assert_nonnull (strstr (adw_message_dialog_get_body (ADW_MESSAGE_DIALOG (dialog)),
                            "Objective"));
  answer_in (dialog, wg_planet_type_display_name (WG_PLANET_DESERT));
  wg_test_iterate_until (dialog == NULL);
  g_assert_cmpuint (n_finished, ==, 2);
  g_assert_cmpint (wg_end_turn_model_get_state (model), ==, WG_RUNNER_APPLIED);
  g_assert_cmpuint (position (session), ==, steps + 1);
  wg_session_close (session);
}

/* The focusable widgets under @widget, itself included. */
static guint
focus_stops (GtkWidget *widget)
{
  guint n = gtk_widget_get_visible (widget) && gtk_widget_get_focusable (widget) ? 1 : 0;

  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    n += focus_stops (child);
  return n;
}

/* Issue 30: each step of the end-of-turn checklist is one focus stop (the
 * row and its check box were two, and Return on the check box, one Tab
 * on, unticked it); activating the row (Return, Space, a click) ticks its
 * box, again unticks it. round-fourth-turn.json: blue's 4th turn, 2 steps. */
static void
test_checklist_one_stop (void)
{
  g_autoptr (WgSession) session = wg_test_load_session ("round-fourth-turn.json");
  g_autoptr (WgEndTurnModel) model = wg_end_turn_model_new (session);
  WgRoundEndDialog *dialog;
  GtkListBox       *list;
  GtkListBoxRow    *row;
  GtkWidget        *check;
  guint             rows = 0;

  g_assert_cmpint (wg_end_turn_model_end_turn (model), ==, WG_RUNNER_APPLIED);
  dialog = wg_round_end_dialog_new (NULL, wg_end_turn_model_get_round_end (model));
  gtk_window_present (GTK_WINDOW (dialog));
  list = GTK_LIST_BOX (wg_test_find_type (GTK_WIDGET (dialog), GTK_TYPE_LIST_BOX));
  while ((row = gtk_list_box_get_row_at_index (list, (int) rows)) != NULL)
    {
      check = wg_test_find_type (GTK_WIDGET (row), GTK_TYPE_CHECK_BUTTON);
      g_assert_cmpuint (focus_stops (GTK_WIDGET (row)), ==, 1);
      g_assert_true (gtk_widget_get_focusable (GTK_WIDGET (row)));
      g_assert_false (gtk_check_button_get_active (GTK_CHECK_BUTTON (check)));
      g_signal_emit_by_name (row, "activate");
      g_assert_true (gtk_check_button_get_active (GTK_CHECK_BUTTON (check)));
      g_signal_emit_by_name (row, "activate");
      g_assert_false (gtk_check_button_get_active (GTK_CHECK_BUTTON (check)));
      rows++;
    }
  g_assert_cmpuint (rows, ==, 2);
  gtk_window_destroy (GTK_WINDOW (dialog));
  wg_session_close (session);
}

/* End Turn from the window ends the round (round-fourth-turn.json, two
 * turns on): the checklist comes up above
 * the window, announced (a dialog named by its heading, the focus in it)
 * and not modal, so that a click on the board while it is up (or while
 * it goes) reaches the board: a modal dialog's parent takes no input
 * until it is gone (issue 31: it swallowed the next clicks). */
static void
test_checklist_not_modal (void)
{
  WgWindow       *window;
  WgEndTurnModel *model;
  GtkWindow      *checklist = NULL;
  GtkWidget      *focus;

  {
    g_autoptr (WgSession) session = wg_test_load_session ("round-fourth-turn.json");

    wg_session_set_autosave_dir (session, NULL);
    window = wg_test_window_on (session);
  }
  model = wg_end_turn_model_new (wg_window_get_session (window));
  /* The player's 4th turn, then the next, which ends the round. */
  wg_end_turn_dialog_end_turn (GTK_WINDOW (window), model);
  g_assert_null (wg_test_toplevel_of_type (WG_TYPE_ROUND_END_DIALOG));
  wg_end_turn_dialog_end_turn (GTK_WINDOW (window), model);
  wg_test_iterate_until ((checklist = wg_test_toplevel_of_type (WG_TYPE_ROUND_END_DIALOG)) != NULL
                         && gtk_widget_get_mapped (GTK_WIDGET (checklist)));
  g_assert_false (gtk_window_get_modal (checklist));
  g_assert_true (gtk_window_get_transient_for (checklist) == GTK_WINDOW (window));
  g_assert_cmpstr (gtk_window_get_title (checklist), ==,
                   adw_message_dialog_get_heading (ADW_MESSAGE_DIALOG (checklist)));
  g_assert_cmpstr (gtk_window_get_title (checklist), !=, "");
  wg_test_iterate_until ((focus = gtk_window_get_focus (checklist)) != NULL);
  g_assert_true (gtk_widget_is_ancestor (focus, GTK_WIDGET (checklist)));
  gtk_window_destroy (checklist);
  g_object_unref (model);
  wg_test_destroy_window (window);
}

int
main (int   argc,
      char *argv[])
{
  g_autofree char *home = wg_test_app_init (&argc, &argv);
  int              status;

  g_test_add_func ("/wg/app/end-turn/slot", test_slot);
  g_test_add_func ("/wg/app/end-turn/round-end", test_round_end);
  g_test_add_func ("/wg/app/end-turn/checklist-one-stop", test_checklist_one_stop);
  g_test_add_func ("/wg/app/end-turn/checklist-not-modal", test_checklist_not_modal);
  g_test_add_func ("/wg/app/end-turn/questions", test_questions);
  g_test_add_func ("/wg/app/end-turn/dialog", test_dialog);
  g_test_add_func ("/wg/app/end-turn/refused", test_refused);
  g_test_add_func ("/wg/app/end-turn/R-AI-13/gatekeepers-not-played", test_gatekeepers_not_played);
  status = g_test_run ();
  wg_test_app_cleanup (home);
  return status;
}
