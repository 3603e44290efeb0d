/* test-app-question-view.c — WgQuestionView: a question's text, its options as rows, the answer
 * Copyright 2026 The Warpgate Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "../shell/wg-test-keys.h"
#include "wg-question-view.h"
#include "wg-runner.h"
#include "wg-test-app.h"
#include "wg-test-long-question.h"

static WgQuestion *
made_up_question (const char *text)
{
  WgQuestion *q = wg_question_new ("withdraw", text);

  wg_question_add_option (q, "V1", "V1 & the volcanic planet");
  wg_question_add_option (q, "A1", "A1");
  return q;
}

/* The accelerator of the key cap shown on @row, or NULL. */
static const char *
key_cap (GtkListBoxRow *row)
{
  GtkWidget *cap = wg_test_find_type (GTK_WIDGET (row), GTK_TYPE_SHORTCUT_LABEL);

  return cap != NULL ? gtk_shortcut_label_get_accelerator (GTK_SHORTCUT_LABEL (cap)) : NULL;
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
 * option a row titled and named by its label (not read as markup), its
 * access key shown as a key cap; a row activated answers with its
 * option's id. The same question again keeps
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
  char            *error;

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
  error = gtk_test_accessible_check_property (GTK_ACCESSIBLE (row), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                              "V1 & the volcanic planet");
  g_assert_null (error);
  g_assert_cmpstr (key_cap (row), ==, "v");
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

/* The ids of the rows shown, in order, joined by spaces. */
static char *
shown_ids (GtkListBox *list)
{
  GString       *ids = g_string_new (NULL);
  GtkListBoxRow *row;

  for (int i = 0; (row = gtk_list_box_get_row_at_index (list, i)) != NULL; i++)
    if (gtk_widget_get_child_visible (GTK_WIDGET (row)))
      g_string_append_printf (ids, "%s%d", ids->len > 0 ? " " : "", i);
  return g_string_free (ids, FALSE);
}

static const char *
header_of (GtkListBox *list,
           int         index)
{
  GtkWidget *header = gtk_list_box_row_get_header (gtk_list_box_get_row_at_index (list, index));

  return header != NULL ? gtk_label_get_label (GTK_LABEL (header)) : NULL;
}

static GtkWidget *
search_of (WgQuestionView *view)
{
  GtkWidget *child;

  for (child = gtk_widget_get_first_child (GTK_WIDGET (view)); child != NULL;)
    {
      if (GTK_IS_SEARCH_ENTRY (child))
        return child;
      if (gtk_widget_get_first_child (child) != NULL)
        child = gtk_widget_get_first_child (child);
      else
        {
          while (child != NULL && gtk_widget_get_next_sibling (child) == NULL)
            child = child == GTK_WIDGET (view) ? NULL : gtk_widget_get_parent (child);
          if (child == GTK_WIDGET (view))
            return NULL;
          child = child != NULL ? gtk_widget_get_next_sibling (child) : NULL;
        }
    }
  return NULL;
}

/* Issue 30: a question appearing on the screen takes the focus, on its
 * first option (a long one's on its search entry): Down, Return or
 * typing answer it. One set before the window is shown does not, nor one
 * that appears while a text field elsewhere has the focus. */
static void
test_takes_focus (void)
{
  GtkWidget      *window = gtk_window_new ();
  GtkWidget      *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
  GtkWidget      *button = gtk_button_new_with_label ("Elsewhere");
  GtkWidget      *entry = gtk_entry_new ();
  WgQuestionView *view = WG_QUESTION_VIEW (wg_question_view_new ());
  g_autoptr (WgQuestion) q = made_up_question ("Where?");
  g_autoptr (WgQuestion) other = made_up_question ("Where else?");
  g_autoptr (WgQuestion) long_q = long_question ();
  GtkListBox *list = wg_question_view_get_list (view);
  GtkWidget  *focus;

  gtk_box_append (GTK_BOX (box), button);
  gtk_box_append (GTK_BOX (box), entry);
  gtk_box_append (GTK_BOX (box), GTK_WIDGET (view));
  gtk_window_set_child (GTK_WINDOW (window), box);
  /* Set before the window is shown: the focus is the window's own. */
  wg_question_view_set_question (view, q, NULL);
  gtk_widget_grab_focus (button);
  gtk_window_present (GTK_WINDOW (window));
  wg_test_iterate_until (gtk_widget_get_mapped (GTK_WIDGET (view)));
  g_assert_true (gtk_window_get_focus (GTK_WINDOW (window)) == button);

  wg_question_view_set_question (view, other, NULL);
  g_assert_true (gtk_window_get_focus (GTK_WINDOW (window))
                 == GTK_WIDGET (gtk_list_box_get_row_at_index (list, 0)));
  /* Gone and back (answered, then asked again): the focus again. */
  gtk_widget_grab_focus (button);
  wg_question_view_set_question (view, NULL, NULL);
  wg_question_view_set_question (view, q, NULL);
  g_assert_true (gtk_window_get_focus (GTK_WINDOW (window))
                 == GTK_WIDGET (gtk_list_box_get_row_at_index (list, 0)));

  wg_question_view_set_question (view, long_q, NULL);
  focus = gtk_window_get_focus (GTK_WINDOW (window));
  g_assert_nonnull (focus);
  g_assert_true (gtk_widget_get_ancestor (focus, GTK_TYPE_SEARCH_ENTRY) == search_of (view));

  gtk_widget_grab_focus (entry);
  wg_question_view_set_question (view, q, NULL);
  g_assert_true (gtk_widget_is_ancestor (gtk_window_get_focus (GTK_WINDOW (window)), entry));
  gtk_window_destroy (GTK_WINDOW (window));
}

/* A window showing @view, mapped, its question set once it is. */
static GtkWidget *
window_with (WgQuestionView   *view,
             const WgQuestion *q)
{
  GtkWidget *window = gtk_window_new ();

  gtk_window_set_child (GTK_WINDOW (window), GTK_WIDGET (view));
  gtk_window_present (GTK_WINDOW (window));
  wg_test_iterate_until (gtk_widget_get_mapped (window));
  wg_question_view_set_question (view, q, NULL);
  return window;
}

static int
focused_row (GtkWidget *window)
{
  GtkWidget *row = gtk_widget_get_ancestor (gtk_window_get_focus (GTK_WINDOW (window)),
                                            GTK_TYPE_LIST_BOX_ROW);

  g_assert_nonnull (row);
  return gtk_list_box_row_get_index (GTK_LIST_BOX_ROW (row));
}

static WgQuestion *
planet_question (void)
{
  WgQuestion *q = wg_question_new ("planet", "Which planet type?");

  wg_question_add_option (q, "technology", "Technology");
  wg_question_add_option (q, "trade", "Trade");
  wg_question_add_option (q, "jungle", "Jungle");
  wg_question_add_option (q, "desert", "Desert planet");
  wg_question_add_option (q, "volcanic", "Some volcanic one");
  return q;
}

/* Issue 30: a short list answers like a menu. The question takes the
 * focus on its first option; "j", Jungle's access key, answers with it at
 * once, and "R" (Trade's, its first letter being Technology's) likewise,
 * case aside; a letter that is no option's key answers nothing; keys go
 * to the list only while it has the focus. */
static void
test_access_key_answers (void)
{
  WgQuestionView *view = WG_QUESTION_VIEW (wg_question_view_new ());
  g_autoptr (WgQuestion) q = planet_question ();
  g_autofree char *answer = NULL;
  GtkWidget       *window;

  g_signal_connect (view, "answered", G_CALLBACK (on_answered), &answer);
  window = window_with (view, q);
  g_assert_cmpint (focused_row (window), ==, 0);
  g_assert_true (wg_keys_press (GTK_WINDOW (window), GDK_KEY_j, 0));
  g_assert_cmpstr (answer, ==, "jungle");
  g_assert_true (wg_keys_press (GTK_WINDOW (window), GDK_KEY_R, GDK_SHIFT_MASK));
  g_assert_cmpstr (answer, ==, "trade");
  g_clear_pointer (&answer, g_free);
  wg_keys_press (GTK_WINDOW (window), GDK_KEY_x, 0);
  g_assert_null (answer);
  g_assert_cmpint (focused_row (window), ==, 0);
  gtk_window_set_focus (GTK_WINDOW (window), NULL);
  wg_keys_press (GTK_WINDOW (window), GDK_KEY_j, 0);
  g_assert_null (answer);
  gtk_window_destroy (GTK_WINDOW (window));
}

/* The access keys are distinct within a list and come from the options'
 * words: a word's initial first (Technology "t", Jungle "j", Some
 * volcanic one "s"), else another letter or digit of the label (Trade
 * "r"; D4 "4"), else, for a label without one (Japanese), a letter of the
 * option's id (テクノロジー "t"), else a digit ("1"). Each is shown as a
 * key cap on its row, is the row's key shortcut for screen readers, and
 * answers with its own option. */
static void
test_access_keys_distinct (void)
{
  static const char *const ids[] = { "d3", "d4", "d3-again", "technology", "tactics", "d",
                                     "completed" };
  static const char *const labels[] = { "D3", "D4", "D3", "テクノロジー", "テクノロジー", "D",
                                        "完了" };
  WgQuestionView          *view = WG_QUESTION_VIEW (wg_question_view_new ());
  g_autoptr (WgQuestion) planets = planet_question ();
  g_autoptr (WgQuestion) mixed = wg_question_new ("mixed", "Which one?");
  g_autofree char *answer = NULL;
  GtkListBox      *list = wg_question_view_get_list (view);
  GtkWidget       *window;

  for (guint i = 0; i < G_N_ELEMENTS (ids); i++)
    wg_question_add_option (mixed, ids[i], labels[i]);
  g_signal_connect (view, "answered", G_CALLBACK (on_answered), &answer);
  window = window_with (view, planets);
  for (guint i = 0; i < planets->options->len; i++)
    {
      const WgOption *option = g_ptr_array_index (planets->options, i);

      g_assert_cmpint (wg_question_view_get_key (view, i), ==, "trjds"[i]);
      g_assert_true (wg_keys_press (GTK_WINDOW (window),
                                    gdk_unicode_to_keyval (wg_question_view_get_key (view, i)), 0));
      g_assert_cmpstr (answer, ==, option->id);
      wg_question_view_focus_first (view);
    }
  wg_question_view_set_question (view, mixed, NULL);
  for (guint i = 0; i < G_N_ELEMENTS (ids); i++)
    {
      GtkListBoxRow *row = gtk_list_box_get_row_at_index (list, (int) i);
      char           shortcut[2] = { g_ascii_toupper ("d43ta1c"[i]), '\0' };
      char           cap[2] = { "d43ta1c"[i], '\0' };
      char          *error;

      g_assert_cmpint (wg_question_view_get_key (view, i), ==, "d43ta1c"[i]);
      g_assert_cmpstr (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (row)), ==, labels[i]);
      g_assert_cmpstr (key_cap (row), ==, cap);
      error = gtk_test_accessible_check_property (GTK_ACCESSIBLE (row),
                                                  GTK_ACCESSIBLE_PROPERTY_KEY_SHORTCUTS, shortcut);
      g_assert_null (error);
      error = gtk_test_accessible_check_property (GTK_ACCESSIBLE (row),
                                                  GTK_ACCESSIBLE_PROPERTY_LABEL, labels[i]);
      g_assert_null (error);
      g_assert_true (wg_keys_press (GTK_WINDOW (window),
                                    gdk_unicode_to_keyval ("d43ta1c"[i]), 0));
      g_assert_cmpstr (answer, ==, ids[i]);
      wg_question_view_focus_first (view);
    }
  gtk_window_destroy (GTK_WINDOW (window));
}

/* A long list (8 options or more) is as it was: no access keys, no key
 * cap on its rows, no key shortcut for screen readers; a letter typed goes
 * to its search and answers nothing. */
static void
test_search_list_no_keys (void)
{
  WgQuestionView *view = WG_QUESTION_VIEW (wg_question_view_new ());
  g_autoptr (WgQuestion) q = long_question ();
  g_autofree char *answer = NULL;
  GtkListBox      *list = wg_question_view_get_list (view);
  GtkWidget       *window, *search;

  g_signal_connect (view, "answered", G_CALLBACK (on_answered), &answer);
  window = window_with (view, q);
  search = search_of (view);
  for (guint i = 0; i < q->options->len; i++)
    {
      GtkListBoxRow  *row = gtk_list_box_get_row_at_index (list, (int) i);
      const WgOption *option = g_ptr_array_index (q->options, i);

      g_assert_cmpint (wg_question_view_get_key (view, i), ==, 0);
      g_assert_null (key_cap (row));
      g_assert_cmpstr (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (row)), ==,
                       option->label);
      g_assert_false (gtk_test_accessible_has_property (GTK_ACCESSIBLE (row),
                                                        GTK_ACCESSIBLE_PROPERTY_KEY_SHORTCUTS));
    }
  /* Down from the search to the first row; "r" there answers nothing. */
  g_assert_true (gtk_widget_is_ancestor (gtk_window_get_focus (GTK_WINDOW (window)), search));
  g_assert_true (wg_keys_press (GTK_WINDOW (window), GDK_KEY_Down, 0));
  g_assert_cmpint (focused_row (window), ==, 0);
  wg_keys_press (GTK_WINDOW (window), GDK_KEY_r, 0);
  g_assert_null (answer);
  gtk_window_destroy (GTK_WINDOW (window));
}

/* A rule made up for Back: which card ("a" or "b"), then which side
 * ("x" or "y"), then done. */
static WgOutcome *
two_questions (WgAnswers *answers,
               gpointer   user_data,
               GError   **error)
{
  WgSession  *session = user_data;
  WgOutcome  *outcome = wg_outcome_new ();
  const char *card = wg_answers_next_reveal (answers);

  if (card == NULL)
    {
      outcome->question = wg_question_new ("reveal", "Which card is turned over?");
      wg_question_add_option (outcome->question, "a", "Attack card");
      wg_question_add_option (outcome->question, "b", "Bonus card");
      return outcome;
    }
  if (wg_answers_next_choice (answers) == NULL)
    {
      outcome->question = wg_question_new ("side", "Which side?");
      wg_question_add_option (outcome->question, "x", "Left side");
      wg_question_add_option (outcome->question, "y", "Right side");
      return outcome;
    }
  outcome->game = wg_game_copy (wg_session_get_game (session));
  return outcome;
}

static void
show_runner (WgQuestionView *view,
             WgRunner       *runner)
{
  wg_question_view_set_question (view, wg_runner_get_question (runner), NULL);
}

static void
answer_runner (WgQuestionView *view,
               const char     *id,
               WgRunner       *runner)
{
  g_assert_true (wg_runner_answer (runner, id));
  show_runner (view, runner);
}

/* A key answers at once, and Back takes the answer back, as a place
 * wires them (the view answers its runner; Back is wg_runner_back): "b"
 * answers the card, the next question takes the focus; Back shows the
 * card's question again, focused, with the same keys; "a" answers it
 * otherwise, and "r" the next one (Right side). */
static void
test_back_restores (void)
{
  WgSession      *session = wg_test_load_session ("app-ruler.json");
  WgRunner       *runner = wg_runner_new (session, two_questions, session);
  WgQuestionView *view = WG_QUESTION_VIEW (wg_question_view_new ());
  GtkWidget      *window;

  wg_runner_set_auto_apply (runner, FALSE);
  g_signal_connect (view, "answered", G_CALLBACK (answer_runner), runner);
  g_assert_cmpint (wg_runner_start (runner), ==, WG_RUNNER_ASKS);
  window = window_with (view, wg_runner_get_question (runner));
  g_assert_true (wg_keys_press (GTK_WINDOW (window), GDK_KEY_b, 0));
  g_assert_cmpstr (wg_question_view_get_question (view)->id, ==, "side");
  g_assert_cmpint (focused_row (window), ==, 0);
  g_assert_cmpint (wg_question_view_get_key (view, 1), ==, 'r');

  g_assert_true (wg_runner_back (runner));
  show_runner (view, runner);
  g_assert_cmpstr (wg_question_view_get_question (view)->id, ==, "reveal");
  g_assert_cmpuint (wg_runner_get_n_answers (runner), ==, 0);
  g_assert_cmpint (focused_row (window), ==, 0);
  g_assert_cmpint (wg_question_view_get_key (view, 0), ==, 'a');
  g_assert_cmpint (wg_question_view_get_key (view, 1), ==, 'b');
  g_assert_true (wg_keys_press (GTK_WINDOW (window), GDK_KEY_a, 0));
  g_assert_true (wg_keys_press (GTK_WINDOW (window), GDK_KEY_r, 0));
  g_assert_cmpint (wg_runner_get_state (runner), ==, WG_RUNNER_READY);
  g_assert_cmpuint (wg_runner_get_n_answers (runner), ==, 2);
  g_assert_null (wg_question_view_get_question (view));
  gtk_window_destroy (GTK_WINDOW (window));
  g_object_unref (runner);
  wg_session_close (session);
  g_object_unref (session);
}

/* A long question is searched: the entry is shown; "turn tile" keeps the
 * one row holding both words, "trade" the two holding it (Trade Good,
 * and none other: the search looks at the labels and groups), "IMMEDIATE"
 * the five of that group (case aside); Enter answers with the first row
 * shown. Rows are listed under their group's name: rows 0 and 5 have a
 * header; filtered, the first row shown has its group's. A short question
 * has no search. */
static void
test_search (void)
{
  GtkWidget      *window = gtk_window_new ();
  WgQuestionView *view = WG_QUESTION_VIEW (wg_question_view_new ());
  g_autoptr (WgQuestion) q = long_question ();
  g_autoptr (WgQuestion) short_q = made_up_question ("Where?");
  g_autofree char *answer = NULL;
  GtkListBox      *list = wg_question_view_get_list (view);
  GtkWidget       *search;
  char            *ids;

  gtk_window_set_child (GTK_WINDOW (window), GTK_WIDGET (view));
  gtk_window_present (GTK_WINDOW (window));
  g_signal_connect (view, "answered", G_CALLBACK (on_answered), &answer);
  wg_question_view_set_question (view, q, NULL);
  search = search_of (view);
  g_assert_nonnull (search);
  g_assert_true (gtk_widget_get_visible (search));
  wg_test_iterate_until (gtk_widget_get_mapped (search));
  g_assert_cmpstr (header_of (list, 0), ==, "Held tokens");
  g_assert_null (header_of (list, 1));
  g_assert_cmpstr (header_of (list, 5), ==, "Immediate tokens");

  gtk_editable_set_text (GTK_EDITABLE (search), "turn tile");
  g_signal_emit_by_name (search, "search-changed");
  ids = shown_ids (list);
  g_assert_cmpstr (ids, ==, "9");
  g_free (ids);
  g_assert_cmpstr (header_of (list, 9), ==, "Immediate tokens");
  gtk_editable_set_text (GTK_EDITABLE (search), "trade");
  g_signal_emit_by_name (search, "search-changed");
  ids = shown_ids (list);
  g_assert_cmpstr (ids, ==, "6");
  g_free (ids);
  gtk_editable_set_text (GTK_EDITABLE (search), "IMMEDIATE");
  g_signal_emit_by_name (search, "search-changed");
  ids = shown_ids (list);
  g_assert_cmpstr (ids, ==, "5 6 7 8 9");
  g_free (ids);
  g_signal_emit_by_name (search, "activate");
  g_assert_cmpstr (answer, ==, "lost-ship");
  gtk_editable_set_text (GTK_EDITABLE (search), "");
  g_signal_emit_by_name (search, "search-changed");
  ids = shown_ids (list);
  g_assert_cmpstr (ids, ==, "0 1 2 3 4 5 6 7 8 9");
  g_free (ids);

  wg_question_view_set_question (view, short_q, NULL);
  g_assert_false (gtk_widget_get_visible (search));
  gtk_window_destroy (GTK_WINDOW (window));
}

/* The list is named for screen readers without "options-label": by the
 * group's title ("Your Answer", the Actions page's), else by the
 * question. */
static void
test_list_name (void)
{
  WgQuestionView *titled = g_object_new (WG_TYPE_QUESTION_VIEW, "title", "Your Answer", NULL);
  WgQuestionView *plain = WG_QUESTION_VIEW (wg_question_view_new ());
  g_autoptr (WgQuestion) q = made_up_question ("Where do the ships withdraw to?");
  char *error;

  g_object_ref_sink (titled);
  g_object_ref_sink (plain);
  wg_question_view_set_question (titled, q, NULL);
  wg_question_view_set_question (plain, q, NULL);
  error = gtk_test_accessible_check_property (GTK_ACCESSIBLE (wg_question_view_get_list (titled)),
                                              GTK_ACCESSIBLE_PROPERTY_LABEL, "Your Answer");
  g_assert_null (error);
  error = gtk_test_accessible_check_property (GTK_ACCESSIBLE (wg_question_view_get_list (plain)),
                                              GTK_ACCESSIBLE_PROPERTY_LABEL,
                                              "Where do the ships withdraw to?");
  g_assert_null (error);
  g_object_unref (titled);
  g_object_unref (plain);
}

int
main (int   argc,
      char *argv[])
{
  g_autofree char *home = NULL;
  int              status;

  /* GTK's test accessibility backend keeps what the widgets tell it, for
   * gtk_test_accessible_check_property (). */
  g_setenv ("GTK_A11Y", "test", TRUE);
  home = wg_test_app_init (&argc, &argv);
  g_test_add_func ("/wg/app/question-view/show-answer", test_show_answer);
  g_test_add_func ("/wg/app/question-view/no-text", test_no_text);
  g_test_add_func ("/wg/app/question-view/search", test_search);
  g_test_add_func ("/wg/app/question-view/list-name", test_list_name);
  g_test_add_func ("/wg/app/question-view/takes-focus", test_takes_focus);
  g_test_add_func ("/wg/app/question-view/access-key-answers", test_access_key_answers);
  g_test_add_func ("/wg/app/question-view/access-keys-distinct", test_access_keys_distinct);
  g_test_add_func ("/wg/app/question-view/search-list-no-keys", test_search_list_no_keys);
  g_test_add_func ("/wg/app/question-view/back-restores", test_back_restores);
  status = g_test_run ();
  wg_test_app_cleanup (home);
  return status;
}
