/* test-app-question-view.c — WgQuestionView: a question's text, its options as rows, the answer
 * Copyright 2026 The Warpgate Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "wg-question-view.h"
#include "wg-test-app.h"

static WgQuestion *
made_up_question (const char *text)
{
  WgQuestion *q = wg_question_new ("withdraw", text);

  wg_question_add_option (q, "V1", "V1 & the volcanic planet");
  wg_question_add_option (q, "A1", "A1");
  return q;
}

static void
on_answered (WgQuestionView *view,
             const char     *option_id,
             char          **answer)
{
  g_free (*answer);
  *answer = g_strdup (option_id);
}

/* Hidden without a question; shown, its text is the description and each
 * option a row titled and named by its label (not read as markup); a row
 * activated answers with its option's id. The same question again keeps
 * its rows (and the focus on them); another makes them again. */
static void
test_show_answer (void)
{
  GtkWidget      *window = gtk_window_new ();
  WgQuestionView *view = WG_QUESTION_VIEW (wg_question_view_new ());
  g_autoptr (WgQuestion) q = made_up_question ("Where do the ships withdraw to?");
  g_autoptr (WgQuestion) other = made_up_question ("Another question?");
  g_autofree char *answer = NULL;
  GtkListBox      *list = wg_question_view_get_list (view);
  GtkListBoxRow   *row;

  gtk_window_set_child (GTK_WINDOW (window), GTK_WIDGET (view));
  g_signal_connect (view, "answered", G_CALLBACK (on_answered), &answer);
  g_assert_false (gtk_widget_get_visible (GTK_WIDGET (view)));
  wg_question_view_set_question (view, q, NULL);
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (view)));
  g_assert_cmpstr (adw_preferences_group_get_description (ADW_PREFERENCES_GROUP (view)), ==,
                   "Where do the ships withdraw to?");
  row = gtk_list_box_get_row_at_index (list, 0);
  g_assert_cmpstr (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (row)), ==,
                   "V1 & the volcanic planet");
  g_assert_false (adw_preferences_row_get_use_markup (ADW_PREFERENCES_ROW (row)));
  g_assert_true (gtk_list_box_row_get_activatable (row));
  g_assert_null (gtk_list_box_get_row_at_index (list, 2));

  wg_question_view_set_question (view, q, NULL);
  g_assert_true (gtk_list_box_get_row_at_index (list, 0) == row);
  g_signal_emit_by_name (list, "row-activated", gtk_list_box_get_row_at_index (list, 1));
  g_assert_cmpstr (answer, ==, "A1");

  wg_question_view_set_question (view, other, "In other words?");
  g_assert_cmpstr (adw_preferences_group_get_description (ADW_PREFERENCES_GROUP (view)), ==,
                   "In other words?");
  g_assert_true (gtk_list_box_get_row_at_index (list, 0) != row);
  wg_question_view_set_question (view, NULL, NULL);
  g_assert_false (gtk_widget_get_visible (GTK_WIDGET (view)));
  g_assert_null (gtk_list_box_get_row_at_index (list, 0));
  gtk_window_destroy (GTK_WINDOW (window));
}

/* "show-text" off: the place says the question; the description stays. */
static void
test_no_text (void)
{
  WgQuestionView *view = g_object_new (WG_TYPE_QUESTION_VIEW, "show-text", FALSE,
                                       "description", "Kept", NULL);
  g_autoptr (WgQuestion) q = made_up_question ("Where?");

  g_object_ref_sink (view);
  wg_question_view_set_question (view, q, NULL);
  g_assert_cmpstr (adw_preferences_group_get_description (ADW_PREFERENCES_GROUP (view)), ==,
                   "Kept");
  g_object_unref (view);
}

int
main (int   argc,
      char *argv[])
{
  g_autofree char *home = wg_test_app_init (&argc, &argv);
  int              status;

  g_test_add_func ("/wg/app/question-view/show-answer", test_show_answer);
  g_test_add_func ("/wg/app/question-view/no-text", test_no_text);
  status = g_test_run ();
  wg_test_app_cleanup (home);
  return status;
}
