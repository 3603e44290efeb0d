/* test-app-question-typing.c — a question's search field typed into with keys, as a person does
 * Copyright 2026 The Warpgate Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Issue 30: a long list of options (the token turned over: 28) is
 * answered by typing a few letters of the option in its search field and
 * Return. The keys go through tests/app/shell/wg-test-keys.h, as the
 * whole-game tests send them: a character is committed by the text's
 * input method at its cursor, the other keys run the text's key bindings.
 */
#include "config.h"

#include "wg-question-view.h"
#include "wg-test-app.h"
#include "wg-test-keys.h"
#include "wg-test-long-question.h"

typedef struct
{
  GtkWidget      *window;
  WgQuestionView *view;
  GtkWidget      *search;
  char           *answer;
  guint           searches; /* "search-changed" emitted */
} Fixture;

static void
on_answered (WgQuestionView *view,
             const char     *option_id,
             Fixture        *f)
{
  g_free (f->answer);
  f->answer = g_strdup (option_id);
}

static void
on_search_changed (GtkSearchEntry *entry,
                   Fixture        *f)
{
  f->searches++;
}

/* The long question shown in a window on the screen: its search field
 * has the focus. */
static void
fixture_set_up (Fixture      *f,
                gconstpointer data)
{
  g_autoptr (WgQuestion) q = long_question ();
  GtkWidget *focus;

  f->window = gtk_window_new ();
  f->view = WG_QUESTION_VIEW (wg_question_view_new ());
  gtk_window_set_child (GTK_WINDOW (f->window), GTK_WIDGET (f->view));
  gtk_window_present (GTK_WINDOW (f->window));
  wg_test_iterate_until (gtk_widget_get_mapped (f->window));
  g_signal_connect (f->view, "answered", G_CALLBACK (on_answered), f);
  wg_question_view_set_question (f->view, q, NULL);
  f->search = wg_test_find_type (GTK_WIDGET (f->view), GTK_TYPE_SEARCH_ENTRY);
  g_assert_nonnull (f->search);
  g_signal_connect (f->search, "search-changed", G_CALLBACK (on_search_changed), f);
  wg_test_iterate_until (gtk_widget_get_mapped (f->search));
  focus = gtk_window_get_focus (GTK_WINDOW (f->window));
  g_assert_nonnull (focus);
  g_assert_true (gtk_widget_get_ancestor (focus, GTK_TYPE_SEARCH_ENTRY) == f->search);
}

static void
fixture_tear_down (Fixture      *f,
                   gconstpointer data)
{
  gtk_window_destroy (GTK_WINDOW (f->window));
  g_free (f->answer);
}

/* Each character of @text typed, one key each. */
static void
type (Fixture    *f,
      const char *text)
{
  for (const char *c = text; *c != '\0'; c = g_utf8_next_char (c))
    g_assert_true (wg_keys_press (GTK_WINDOW (f->window), gdk_unicode_to_keyval (g_utf8_get_char (c)), 0));
}

static void
key (Fixture        *f,
     guint           keyval,
     GdkModifierType mods)
{
  g_assert_true (wg_keys_press (GTK_WINDOW (f->window), keyval, mods));
}

/* The ids of the rows shown, once the search has run on what is typed. */
static char *
shown_ids (Fixture *f)
{
  GtkListBox    *list = wg_question_view_get_list (f->view);
  GString       *ids = g_string_new (NULL);
  GtkListBoxRow *row;
  guint          before = f->searches;

  /* The entry runs its search 150 ms after the last change. */
  wg_test_iterate_until (f->searches > before);
  for (int i = 0; (row = gtk_list_box_get_row_at_index (list, i)) != NULL; i++)
    if (gtk_widget_get_child_visible (GTK_WIDGET (row)))
      g_string_append_printf (ids, "%s%d", ids->len > 0 ? " " : "", i);
  return g_string_free (ids, FALSE);
}

/* Typed into the search field, the keys edit its text as a text field's
 * do — characters at the cursor (Home first: before what is there), a
 * selection (Ctrl+A) replaced, BackSpace — and the list shows the options
 * found; Return answers with the first one found. */
static void
test_typed (Fixture      *f,
            gconstpointer data)
{
  char *ids;

  type (f, "tile");
  ids = shown_ids (f);
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (f->search)), ==, "tile");
  g_assert_cmpstr (ids, ==, "9");
  g_free (ids);
  key (f, GDK_KEY_Home, 0);
  type (f, "any ");
  ids = shown_ids (f);
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (f->search)), ==, "any tile");
  g_assert_cmpstr (ids, ==, "");
  g_free (ids);
  key (f, GDK_KEY_a, GDK_CONTROL_MASK);
  type (f, "planex");
  key (f, GDK_KEY_BackSpace, 0);
  type (f, "t");
  ids = shown_ids (f);
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (f->search)), ==, "planet");
  g_assert_cmpstr (ids, ==, "4 7");
  g_free (ids);
  g_assert_null (f->answer);
  key (f, GDK_KEY_Return, 0);
  g_assert_cmpstr (f->answer, ==, "copy-planet");
}

/* Return right after the last letter, before the entry's delayed search
 * has run (set to 10 s here, longer than the test): the answer is the
 * first option found for what is typed, not for what was typed before
 * ("lost", searched) nor nothing. */
static void
test_enter_at_once (Fixture      *f,
                    gconstpointer data)
{
  char *ids;

  type (f, "lost");
  ids = shown_ids (f);
  g_assert_cmpstr (ids, ==, "5");
  g_free (ids);
  gtk_search_entry_set_search_delay (GTK_SEARCH_ENTRY (f->search), 10000);
  key (f, GDK_KEY_a, GDK_CONTROL_MASK);
  type (f, "void");
  key (f, GDK_KEY_Return, 0);
  g_assert_cmpstr (f->answer, ==, "void-planet");
}

/* Down from the search field to the options, Down again, Return: the
 * option with the focus is the answer. (Return reaches the search field
 * first: its key capture on the view forwards the key.) */
static void
test_return_on_row (Fixture      *f,
                    gconstpointer data)
{
  GtkWidget *focus;

  key (f, GDK_KEY_Down, 0);
  key (f, GDK_KEY_Down, 0);
  focus = gtk_window_get_focus (GTK_WINDOW (f->window));
  g_assert_true (GTK_IS_LIST_BOX_ROW (focus));
  g_assert_cmpint (gtk_list_box_row_get_index (GTK_LIST_BOX_ROW (focus)), ==, 1);
  key (f, GDK_KEY_Return, 0);
  g_assert_cmpstr (f->answer, ==, "draw");
}

int
main (int   argc,
      char *argv[])
{
  g_autofree char *home = wg_test_app_init (&argc, &argv);
  int              status;

  g_test_add ("/wg/app/question-view/typed", Fixture, NULL, fixture_set_up, test_typed,
              fixture_tear_down);
  g_test_add ("/wg/app/question-view/enter-at-once", Fixture, NULL, fixture_set_up,
              test_enter_at_once, fixture_tear_down);
  g_test_add ("/wg/app/question-view/return-on-row", Fixture, NULL, fixture_set_up,
              test_return_on_row, fixture_tear_down);
  status = g_test_run ();
  wg_test_app_cleanup (home);
  return status;
}
