/* wg-window-game.c — a whole game played through the window with key presses only
 * Copyright 2026 The Warpgate Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A person at the table who knows the window's keys: New Game (Ctrl+N)
 * with the physical decks, every question the window asks answered on its
 * WgQuestionView's rows (which take the focus when they appear) with an
 * option's access key (a short list), else the arrow keys and Return, the action
 * chosen by its access key on the Action row (Alt+4 first when the focus
 * is elsewhere), which goes on to the board (else Return there, or F6),
 * each location's id typed there (the arrows when that is not enough)
 * and Return, buttons by Alt and their
 * underlined letter (Alt+D for Do It), battles in the battle dialog, Ctrl+E
 * to end each turn, the Gatekeepers' card answered where the window asks
 * it when their turn comes (choosing it plays their turn), the
 * end-of-round checklist, each Objective judged in the score window's
 * question view. Where the window has no key for a control the person
 * Tabs to it. Every key is delivered by wg-test-keys.h (see there how, and
 * why not as a GdkEvent) and counted, by kind. The test reads what the
 * window shows — the models behind the pages, the board's description —
 * to decide what to press, as a person reads the screen, and never calls a
 * model to act. The table holds its own decks (wg-table.c), shuffled from
 * the seed at set-up: every card the window asks to be turned over — an
 * available Technology or Objective, the AI deck's bottom card, the
 * Gatekeepers' two battle cards, a Promotion card — is the one the table's
 * pile gives, drawn, discarded and reshuffled as the rules say, and a
 * multiplier asked is the one printed on the table's card; the test fails
 * when the window does not offer that card, or when, between turns, a pile
 * of the window's game holds another count of cards than the table's. The
 * player's own choices are the test's GRand's: the table keeps the second
 * card of a Promote and takes the second of two routes.
 */
#include "config.h"

#include <glib/gstdio.h>
#include <math.h>

#include "wg-action-model.h"
#include "wg-action-panel.h"
#include "wg-ai-model.h"
#include "wg-ai-panel.h"
#include "wg-battle-dialog.h"
#include "wg-battle-model.h"
#include "wg-end-turn-dialog.h"
#include "wg-explore.h"
#include "wg-moves.h"
#include "wg-new-game-window.h"
#include "wg-question-view.h"
#include "wg-replay.h"
#include "wg-round-end-dialog.h"
#include "wg-score-window.h"
#include "wg-table.h"
#include "wg-test-app.h"
#include "wg-test-keys.h"
#include "wg-turn.h"
#include "wg-window-game.h"

#define MAX_PRESSES_PER_WAIT 120

/* The whole game's chain of warpgate-cli commands (wg-chain.c), or NULL. */
#define CHAIN(p) wg_turn_replay_get_chain ((p)->replay)

/* A game under way (wg-window-game.h). */
typedef WgWindowPlay Play;

static const WgGame *
now (Play *p)
{
  return wg_session_get_game (wg_window_get_session (p->window));
}

static const WgBoard *
now_board (WgBoardView *view)
{
  GtkRoot *root = gtk_widget_get_root (GTK_WIDGET (view));

  return wg_session_get_game (wg_window_get_session (WG_WINDOW (root)))->board;
}

/* ---- Keys ---- */

/* The window a key goes to: the newest one shown (a dialog over the main
 * window, else the main window). */
static GtkWindow *
target (void)
{
  GListModel *toplevels = gtk_window_get_toplevels ();
  GtkWindow  *found = NULL;

  for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
    {
      g_autoptr (GtkWindow) w = g_list_model_get_item (toplevels, i);

      if (gtk_widget_get_visible (GTK_WIDGET (w)))
        found = w;
    }
  g_assert_nonnull (found);
  return found;
}

static GtkWidget *
focus (void)
{
  GtkWidget *f = gtk_root_get_focus (GTK_ROOT (target ()));

  /* The focus on a widget gone from the window is none (wg-test-keys.h). */
  return f != NULL && gtk_widget_get_root (f) == GTK_ROOT (target ()) ? f : NULL;
}

static char *
describe_widget (GtkWidget *w)
{
  GString *s = g_string_new (w != NULL ? G_OBJECT_TYPE_NAME (w) : "(no focus)");

  for (GtkWidget *up = w; up != NULL; up = gtk_widget_get_parent (up))
    {
      if (ADW_IS_PREFERENCES_ROW (up))
        {
          g_string_append_printf (s, " in row “%s”",
                                  adw_preferences_row_get_title (ADW_PREFERENCES_ROW (up)));
          break;
        }
      if (GTK_IS_BUTTON (up) && gtk_button_get_label (GTK_BUTTON (up)) != NULL)
        {
          g_string_append_printf (s, " “%s”", gtk_button_get_label (GTK_BUTTON (up)));
          break;
        }
    }
  g_string_append_printf (s, " (window %s)", G_OBJECT_TYPE_NAME (target ()));
  return g_string_free (s, FALSE);
}

/* What a press was, for the count by kind (WgWindowGame.kinds). */
static WgPressKind
kind_of (guint           keyval,
         GdkModifierType mods,
         GtkWidget      *f)
{
  if (mods & GDK_CONTROL_MASK)
    return WG_PRESS_CONTROL;
  if (mods & GDK_ALT_MASK)
    return WG_PRESS_ALT;
  if (keyval == GDK_KEY_Tab)
    return WG_PRESS_TAB;
  if (keyval == GDK_KEY_Return || keyval == GDK_KEY_space)
    return WG_PRESS_RETURN;
  if (keyval == GDK_KEY_Up || keyval == GDK_KEY_Down || keyval == GDK_KEY_Left
      || keyval == GDK_KEY_Right)
    return f != NULL && gtk_widget_get_ancestor (f, WG_TYPE_BOARD_VIEW) != NULL
             ? WG_PRESS_BOARD_ARROW
             : WG_PRESS_ARROW;
  return WG_PRESS_TYPED;
}

static void
press (Play           *p,
       guint           keyval,
       GdkModifierType mods)
{
  GtkWindow       *window = target ();
  GtkWidget       *f = focus ();
  g_autofree char *where = describe_widget (f);
  gint64           start = g_get_monotonic_time ();

  p->presses++;
  p->out->total++;
  /* WG_SHOW_KEYS=1: every key in the log, to see where a turn's go. */
  if (g_getenv ("WG_SHOW_KEYS") != NULL)
    g_test_message ("  key %s%s%s on %s", mods & GDK_CONTROL_MASK ? "Ctrl+" : "",
                    mods & GDK_ALT_MASK ? "Alt+" : "", gdk_keyval_name (keyval), where);
  p->out->kinds[p->human ? 0 : 1][kind_of (keyval, mods, f)]++;
  if (!wg_keys_press (window, keyval, mods))
    g_error ("%s (modifiers %x) did nothing; the focus: %s", gdk_keyval_name (keyval), mods,
             where);
  p->out->key_time += g_get_monotonic_time () - start;
}

typedef gboolean (*FocusTest) (GtkWidget *focus, gconstpointer data);

static gboolean
focus_inside (GtkWidget    *f,
              gconstpointer data)
{
  return f == data || gtk_widget_is_ancestor (f, GTK_WIDGET (data));
}

/* Tab until @test holds for the focus. */
static void
dump_tree (GtkWidget *w,
           int        depth)
{
  if (!gtk_widget_get_visible (w))
    return;
  g_printerr ("%*s%s%s%s%s %s\n", depth, "", G_OBJECT_TYPE_NAME (w),
              gtk_widget_get_sensitive (w) ? "" : " INSENSITIVE",
              gtk_widget_get_focusable (w) ? " focusable" : "",
              gtk_widget_get_can_focus (w) ? "" : " CANNOT-FOCUS",
              GTK_IS_BUTTON (w) && gtk_button_get_label (GTK_BUTTON (w)) ? gtk_button_get_label (GTK_BUTTON (w)) : "");
  for (GtkWidget *c = gtk_widget_get_first_child (w); c != NULL; c = gtk_widget_get_next_sibling (c))
    dump_tree (c, depth + 1);
}

static void
tab_to (Play         *p,
        FocusTest     test,
        gconstpointer data,
        const char   *what)
{
  g_autoptr (GString) seen = g_string_new (NULL);

  /* A dialog just presented takes keys once it is on the screen. */
  wg_test_iterate_until (gtk_widget_get_mapped (GTK_WIDGET (target ())));

  for (guint i = 0; i < MAX_PRESSES_PER_WAIT; i++)
    {
      GtkWidget *f = focus ();

      if (f != NULL && test (f, data))
        {
          if (i > 0 && p->human)
            {
              guint n = GPOINTER_TO_UINT (g_hash_table_lookup (p->out->tabs, what));

              g_hash_table_insert (p->out->tabs, (gpointer) what, GUINT_TO_POINTER (n + i));
            }
          return;
        }
      if (i < 30)
        {
          g_autofree char *d = describe_widget (f);

          g_string_append_printf (seen, "\n  %s", d);
        }
      /* Tab from no focus in a dialog whose focused row was hidden does
       * nothing (GTK keeps the hidden row as the focus child): Shift+Tab. */
      press (p, GDK_KEY_Tab, (f == NULL && i > 0) != p->backward ? GDK_SHIFT_MASK : 0);
      if (f == NULL && i > 0)
        p->out->lost_focus++;
    }
  dump_tree (GTK_WIDGET (target ()), 0);
  g_error ("Tab never reached %s (the window %s mapped, %s active); the focus went:%s", what,
           gtk_widget_get_mapped (GTK_WIDGET (target ())) ? "is" : "is not",
           gtk_window_is_active (target ()) ? "is" : "is not", seen->str);
}

static void
tab_into (Play       *p,
          GtkWidget  *widget,
          const char *what)
{
  g_assert_true (gtk_widget_get_mapped (widget));
  tab_to (p, focus_inside, widget, what);
}

/* ---- Questions ---- */

/* The fewest letters of @index's label (the first letters of one of its
 * words) for which the search of @q finds @index first, folded as the
 * search folds them; or NULL. A person knows the name sought and sees the
 * list the search leaves; the test reads the same: each option's label
 * and group, searched for the letters as the search does (each word typed
 * in the label or the group). */
static char *
fewest_letters (const WgQuestion *q,
                guint             index)
{
  const WgOption  *target = g_ptr_array_index (q->options, index);
  g_autofree char *normal = g_utf8_normalize (target->label, -1, G_NORMALIZE_ALL);
  g_autofree char *label = g_utf8_casefold (normal, -1);
  g_auto (GStrv) words = g_strsplit (label, " ", -1);
  g_autoptr (GPtrArray) seen = g_ptr_array_new_with_free_func (g_free);
  glong longest = 0;

  for (guint i = 0; i <= index; i++)
    {
      const WgOption  *o = g_ptr_array_index (q->options, i);
      g_autofree char *both = g_strconcat (o->label, " ", o->group != NULL ? o->group : "", NULL);
      g_autofree char *both_normal = g_utf8_normalize (both, -1, G_NORMALIZE_ALL);

      g_ptr_array_add (seen, g_utf8_casefold (both_normal, -1));
    }
  for (guint w = 0; words[w] != NULL; w++)
    longest = MAX (longest, g_utf8_strlen (words[w], -1));
  for (glong n = 1; n <= longest; n++)
    for (guint w = 0; words[w] != NULL; w++)
      {
        const char      *word = words[w];
        g_autofree char *typed = NULL;
        guint            first = 0;

        /* The word's letters and digits ("2" of "×2"). */
        while (*word != '\0' && !g_unichar_isalnum (g_utf8_get_char (word)))
          word = g_utf8_next_char (word);
        if (g_utf8_strlen (word, -1) < n)
          continue;
        typed = g_utf8_substring (word, 0, n);
        while (first < seen->len && strstr (g_ptr_array_index (seen, first), typed) == NULL)
          first++;
        if (first == index)
          return g_steal_pointer (&typed);
      }
  return NULL;
}

static void
on_answered (WgQuestionView *view,
             const char     *id,
             char          **answered)
{
  g_free (*answered);
  *answered = g_strdup (id);
}

/* A long list (a search field above it): in its search field (Shift+Tab
 * there from its options, Tab from elsewhere; what is left there selected,
 * Ctrl+A), the
 * fewest letters of the option's name that find it first typed, Return
 * (the search answers with the first option found). Checks that the
 * answer is that option. Where no letters find it first, FALSE. */
static gboolean
answer_by_search (Play           *p,
                  WgQuestionView *view,
                  guint           index)
{
  const WgQuestion *q = wg_question_view_get_question (view);
  GtkWidget        *search = wg_test_find_type (GTK_WIDGET (view), GTK_TYPE_SEARCH_ENTRY);
  g_autofree char  *typed = fewest_letters (q, index);
  g_autofree char  *want = NULL, *answered = NULL;
  g_autoptr (WgQuestionView) held = NULL;
  gulong handler;

  if (typed == NULL)
    return FALSE;
  want = g_strdup (((const WgOption *) g_ptr_array_index (q->options, index))->id);
  /* From its options, Shift+Tab goes back to the search field. */
  if (focus () != NULL && !focus_inside (focus (), search)
      && focus_inside (focus (), GTK_WIDGET (wg_question_view_get_list (view))))
    press (p, GDK_KEY_Tab, GDK_SHIFT_MASK);
  tab_into (p, search, "the question's search");
  if (*gtk_editable_get_text (GTK_EDITABLE (search)) != '\0')
    press (p, GDK_KEY_a, GDK_CONTROL_MASK);
  for (const char *c = typed; *c != '\0'; c = g_utf8_next_char (c))
    press (p, gdk_unicode_to_keyval (g_utf8_get_char (c)), 0);
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (search)), ==, typed);
  held = g_object_ref (view); /* the answer may close its window */
  handler = g_signal_connect (view, "answered", G_CALLBACK (on_answered), &answered);
  press (p, GDK_KEY_Return, 0);
  g_signal_handler_disconnect (view, handler);
  g_assert_cmpstr (answered, ==, want);
  return TRUE;
}

/* Answers the question shown in @view with the row of option @index: the
 * question has the focus when it appears (else Tab into its list). A
 * long list is answered in its search field (answer_by_search); a short
 * list's option by its access key, the key cap on its row (one press: it
 * answers as a menu's does); else Down to the first row, Up or Down to
 * the row, Return. */
static void
answer_row (Play           *p,
            WgQuestionView *view,
            guint           index)
{
  GtkListBox    *list = wg_question_view_get_list (view);
  gunichar       key = wg_question_view_get_key (view, index);
  GtkListBoxRow *row;
  int            at;

  if (gtk_widget_get_visible (wg_test_find_type (GTK_WIDGET (view), GTK_TYPE_SEARCH_ENTRY))
      && answer_by_search (p, view, index))
    return;
  if (focus () != NULL && gtk_widget_get_ancestor (focus (), GTK_TYPE_SEARCH_ENTRY) != NULL
      && gtk_widget_is_ancestor (focus (), GTK_WIDGET (view)))
    press (p, GDK_KEY_Down, 0);
  tab_into (p, GTK_WIDGET (list), "the question's options");
  g_assert_nonnull (gtk_list_box_get_row_at_index (list, (int) index));
  if (key != 0)
    {
      GtkWidget *cap = wg_test_find_type (
        GTK_WIDGET (gtk_list_box_get_row_at_index (list, (int) index)), GTK_TYPE_SHORTCUT_LABEL);

      /* The key the row shows. */
      g_assert_nonnull (cap);
      g_assert_cmpuint (gdk_keyval_to_unicode (gdk_keyval_from_name (
                          gtk_shortcut_label_get_accelerator (GTK_SHORTCUT_LABEL (cap)))),
                        ==, key);
      press (p, gdk_unicode_to_keyval (key), 0);
      return;
    }
  row = GTK_LIST_BOX_ROW (gtk_widget_get_ancestor (focus (), GTK_TYPE_LIST_BOX_ROW));
  at = gtk_list_box_row_get_index (row);
  for (; at < (int) index; at++)
    press (p, GDK_KEY_Down, 0);
  for (; at > (int) index; at--)
    press (p, GDK_KEY_Up, 0);
  row = GTK_LIST_BOX_ROW (gtk_widget_get_ancestor (focus (), GTK_TYPE_LIST_BOX_ROW));
  g_assert_cmpint (gtk_list_box_row_get_index (row), ==, (int) index);
  press (p, GDK_KEY_Return, 0);
}

static guint
n_rows (WgQuestionView *view)
{
  GtkListBox *list = wg_question_view_get_list (view);
  guint       n = 0;

  while (gtk_list_box_get_row_at_index (list, (int) n) != NULL)
    n++;
  return n;
}

/* The question view shown in @root, or NULL. */
static WgQuestionView *
shown_view (GtkWidget *root)
{
  for (guint i = 0;; i++)
    {
      guint      k = i;
      GtkWidget *v = wg_test_find_nth (root, WG_TYPE_QUESTION_VIEW, &k);

      if (v == NULL)
        return NULL;
      if (gtk_widget_get_mapped (v))
        return WG_QUESTION_VIEW (v);
    }
}

/* The table's answer to @q: see table_answer. */
static guint table_answer (Play *p, const WgQuestion *q);

/* @q is what @view shows: answered as the table would. */
static void
answer (Play             *p,
        WgQuestionView   *view,
        const WgQuestion *q)
{
  g_assert_nonnull (q);
  /* The view on the screen (a window may hold more than one). */
  if (!gtk_widget_get_mapped (GTK_WIDGET (view)))
    view = shown_view (GTK_WIDGET (target ()));
  g_assert_nonnull (view);
  g_assert_cmpuint (n_rows (view), ==, q->options->len);
  {
    /* The question is gone once answered: what the log says, first. */
    guint            row = p->hook != NULL ? p->hook (p, q, p->hook_data) : G_MAXUINT;
    guint            before = p->presses, n = q->options->len;
    g_autofree char *id = g_strdup (q->id);

    if (row == G_MAXUINT)
      row = table_answer (p, q);
    else if (p->replay != NULL) /* chain: the hook's answer recorded too */
      wg_turn_replay_answer (p->replay, q, ((const WgOption *) g_ptr_array_index (q->options, row))->id);
    answer_row (p, view, row);
    g_test_message ("%s question %s: %u options, row %u, %u presses",
                    p->human ? "human" : "other", id, n, row, p->presses - before);
  }
}

/* The table: every card turned over is the one its own decks give, and
 * the printed multiplier the card's (wg-table.c); a choice that is the
 * player's is the test's GRand's pick among the options. */
static guint table_choice (Play *p, const WgQuestion *q);

/* The table's answer to @q, recorded for the CLI's replay. */
static guint
table_answer (Play             *p,
              const WgQuestion *q)
{
  guint row = table_choice (p, q);

  if (p->replay != NULL)
    wg_turn_replay_answer (p->replay, q,
                           ((const WgOption *) g_ptr_array_index (q->options, row))->id);
  return row;
}

static guint
table_choice (Play             *p,
              const WgQuestion *q)
{
  int card;

  g_assert_cmpuint (q->options->len, >, 0);
  card = p->table != NULL ? wg_table_answer (p->table, now (p), q) : -1;
  if (card >= 0)
    return (guint) card;
  /* Promote: the player keeps the second card; Trade: the second route. */
  if (g_str_equal (q->id, "promote-keep") && q->options->len >= 2)
    {
      p->out->promote_second++;
      if (p->table != NULL)
        wg_table_keep (p->table, q, 1);
      return 1;
    }
  if (g_str_equal (q->id, "route") && q->options->len >= 2)
    {
      p->out->route_choices++;
      return 1;
    }
  return (guint) g_rand_int_range (p->rand, 0, (int) q->options->len);
}

guint
wg_window_game_option_row (const WgQuestion *q,
                           const char       *id)
{
  for (guint i = 0; i < q->options->len; i++)
    if (g_str_equal (((const WgOption *) g_ptr_array_index (q->options, i))->id, id))
      return i;
  g_error ("“%s” offers no %s", q->question, id);
}

/* ---- New Game ---- */

/* The Hero and Advanced Tactics cards a table leaves in the Promotion deck. */
#define PROMOTION_DECK 6

static GtkWidget *
find_row (GtkWidget  *widget,
          const char *title)
{
  if (ADW_IS_PREFERENCES_ROW (widget)
      && g_strcmp0 (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (widget)), title) == 0)
    return widget;
  for (GtkWidget *c = gtk_widget_get_first_child (widget); c != NULL;
       c = gtk_widget_get_next_sibling (c))
    {
      GtkWidget *found = find_row (c, title);

      if (found != NULL)
        return found;
    }
  return NULL;
}

static void
new_game (Play *p)
{
  WgNewGameWindow *dialog;
  g_autoptr (WgNewGameModel) model = NULL;

  press (p, GDK_KEY_n, GDK_CONTROL_MASK);
  dialog = WG_NEW_GAME_WINDOW (target ());
  model = g_object_ref (wg_new_game_window_get_model (dialog));
  g_assert_true (wg_new_game_model_is_solo (model));
  g_assert_true (wg_new_game_model_get_physical_decks (model));
  wg_window_game_create (p, dialog);
  g_assert_true (now (p)->ai.deck_unknown);
}

void
wg_window_game_spin_to (WgWindowPlay *p,
                        GtkWidget    *dialog,
                        const char   *title,
                        int           value)
{
  GtkWidget *row = find_row (dialog, title);
  GtkWidget *spin = row != NULL ? wg_test_find_type (row, GTK_TYPE_SPIN_BUTTON) : NULL;

  g_assert_nonnull (spin);
  if ((int) gtk_spin_button_get_value (GTK_SPIN_BUTTON (spin)) == value)
    return;
  tab_into (p, spin, title);
  while ((int) gtk_spin_button_get_value (GTK_SPIN_BUTTON (spin)) < value)
    press (p, GDK_KEY_Up, 0);
  while ((int) gtk_spin_button_get_value (GTK_SPIN_BUTTON (spin)) > value)
    press (p, GDK_KEY_Down, 0);
}

void
wg_window_game_create (WgWindowPlay    *p,
                       WgNewGameWindow *dialog)
{
  g_autoptr (WgNewGameModel) model = g_object_ref (wg_new_game_window_get_model (dialog));
  GtkWidget *view;

  /* The Promotion deck: the box's Hero and Advanced cards not dealt; New
   * Game starts it at 0 (issue 30, item 8), so the table counts it in. */
  wg_window_game_spin_to (p, GTK_WIDGET (dialog), "Promotion deck", PROMOTION_DECK);
  /* C_reate, then the set-up's questions, one by one; the last answer
   * starts the game and closes the window. */
  press (p, GDK_KEY_r, GDK_ALT_MASK);
  view = wg_test_find_type (GTK_WIDGET (dialog), WG_TYPE_QUESTION_VIEW);
  g_assert_nonnull (view);
  for (guint asked = 0; wg_new_game_model_get_state (model) == WG_NEW_GAME_ASKS; asked++)
    {
      g_assert_cmpuint (asked, <, 60);
      g_assert_true (target () == GTK_WINDOW (dialog));
      answer (p, WG_QUESTION_VIEW (view), wg_new_game_model_get_question (model));
    }
  if (wg_new_game_model_get_state (model) != WG_NEW_GAME_READY)
    g_error ("New Game did not start the game: %s", wg_new_game_model_get_message (model));
  wg_test_iterate_until (target () == GTK_WINDOW (p->window));
}

/* ---- Drop-downs ---- */

/* The position of the focused item in an open drop-down's list. */
static int
focused_item (void)
{
  GtkWidget *f = focus ();
  GtkWidget *list = gtk_widget_get_ancestor (f, GTK_TYPE_LIST_VIEW);
  GtkWidget *item = f;
  int        n = 0;

  g_assert_nonnull (list);
  while (gtk_widget_get_parent (item) != list)
    item = gtk_widget_get_parent (item);
  for (GtkWidget *c = gtk_widget_get_first_child (list); c != item; c = gtk_widget_get_next_sibling (c))
    n++;
  return n;
}

/* Tab to @combo, Space opens its list, arrows to @index, Return (the
 * caller checks what that did). */
static void
choose_in_combo (Play        *p,
                 AdwComboRow *combo,
                 guint        index)
{
  int at;

  if (adw_combo_row_get_selected (combo) == index)
    return;
  tab_to (p, focus_inside, combo, "a drop-down");
  press (p, GDK_KEY_space, 0);
  /* The list takes the focus once its popover is shown, which may be a
   * frame later on a busy machine: a person waits for it to open. */
  wg_test_iterate_until (focus () != NULL
                         && gtk_widget_get_ancestor (focus (), GTK_TYPE_LIST_VIEW) != NULL);
  at = focused_item ();
  for (; at < (int) index; at++)
    press (p, GDK_KEY_Down, 0);
  for (; at > (int) index; at--)
    press (p, GDK_KEY_Up, 0);
  press (p, GDK_KEY_Return, 0);
}

/* The Action row takes the action's access key, the letter its name
 * shows underlined there (wg_action_panel_action_label): it chooses the
 * action and, when the action has locations left to choose, takes the
 * focus to the board. Alt+4 first when the focus is elsewhere (the
 * Actions page, its Action row focused). */
static void
type_action (Play        *p,
             GtkWidget   *panel,
             AdwComboRow *row,
             WgAction     action)
{
  const char *name = wg_action_display_name (action);
  const char *mark = strchr (wg_action_panel_action_label (action), '_');

  g_assert_nonnull (mark);
  if (!gtk_widget_get_mapped (panel) || focus () == NULL || !focus_inside (focus (), row))
    press (p, GDK_KEY_4, GDK_ALT_MASK);
  g_assert_true (focus () != NULL && focus_inside (focus (), GTK_WIDGET (row)));
  press (p, gdk_unicode_to_keyval (g_unichar_tolower (g_utf8_get_char (mark + 1))), 0);
  if (adw_combo_row_get_selected (row) != (guint) action)
    {
      g_autofree char *where = describe_widget (focus ());

      g_error ("“%s”’s access key chose %u, not %s; the focus: %s", name,
               adw_combo_row_get_selected (row), name, where);
    }
}

/* A button pressed as one who knows the window does: Alt and its
 * underlined letter when it has one, else Tab to it and Return. */
static void
push (Play       *p,
      GtkWidget  *button,
      const char *what)
{
  const char *label = gtk_button_get_label (GTK_BUTTON (button));
  const char *mark = label != NULL && gtk_button_get_use_underline (GTK_BUTTON (button))
                       ? strchr (label, '_')
                       : NULL;

  g_assert_true (gtk_widget_is_sensitive (button));
  if (mark != NULL && mark[1] != '\0')
    {
      press (p, gdk_unicode_to_keyval (g_unichar_tolower (g_utf8_get_char (mark + 1))),
             GDK_ALT_MASK);
      return;
    }
  tab_into (p, button, what);
  press (p, GDK_KEY_Return, 0);
}

/* ---- The board ---- */

/* The location the board's description names, or -1. */
static int
described_cell (WgBoardView *view)
{
  const char    *said = wg_board_view_get_announcement (view);
  const WgBoard *board = now_board (view);

  for (guint i = 0; said != NULL && i < wg_board_get_n_locations (board); i++)
    {
      int              cell = wg_board_get_location (board, i);
      g_autofree char *line = wg_board_view_describe_location (view, cell);
      /* Its name: "D3 — Desert planet…", "The blue Warpgate; 3 ships…". */
      gsize            name = strcspn (line, ";");
      const char      *dash = strstr (line, " — ");

      if (dash != NULL && (gsize) (dash - line) < name)
        name = (gsize) (dash - line);
      if (strncmp (said, line, name) == 0 && said[name] == line[name])
        return cell;
    }
  return -1;
}

/* Where an arrow (dx, dy) takes the cursor from @from: the board's rule
 * (wg-board-view-input.c), on the locations' centres on the screen. */
static int
toward (WgBoardView *view,
        int          from,
        double       dx,
        double       dy)
{
  const WgBoard *board = now_board (view);
  double         fx, fy, best_score = G_MAXDOUBLE;
  int            best = -1;

  g_assert_true (wg_board_view_hex_center (view, wg_board_get_cell (board, from)->hex, &fx, &fy));
  for (guint i = 0; i < wg_board_get_n_locations (board); i++)
    {
      int    cell = wg_board_get_location (board, i);
      double x, y, ahead, aside;

      wg_board_view_hex_center (view, wg_board_get_cell (board, cell)->hex, &x, &y);
      ahead = (x - fx) * dx + (y - fy) * dy;
      aside = fabs ((x - fx) * dy - (y - fy) * dx);
      if (cell == from || ahead < 0.5 || aside > 2 * ahead)
        continue;
      if (ahead + 2 * aside < best_score)
        {
          best_score = ahead + 2 * aside;
          best = cell;
        }
    }
  return best;
}

static const guint  arrows[4] = { GDK_KEY_Left, GDK_KEY_Right, GDK_KEY_Up, GDK_KEY_Down };
static const double arrow_dx[4] = { -1, 1, 0, 0 }, arrow_dy[4] = { 0, 0, -1, 1 };

/* The first arrow of a shortest way from @from to @to, or -1. */
static int
first_arrow (WgBoardView *view,
             int          from,
             int          to)
{
  const WgBoard  *board = now_board (view);
  guint           n = wg_board_get_n_cells (board);
  g_autofree int *first = g_new (int, n);
  g_autoptr (GQueue) queue = g_queue_new ();

  for (guint i = 0; i < n; i++)
    first[i] = -2;
  first[from] = -1;
  g_queue_push_tail (queue, GINT_TO_POINTER (from));
  while (!g_queue_is_empty (queue))
    {
      int cell = GPOINTER_TO_INT (g_queue_pop_head (queue));

      if (cell == to)
        return first[cell];
      for (int a = 0; a < 4; a++)
        {
          int next = toward (view, cell, arrow_dx[a], arrow_dy[a]);

          if (next >= 0 && first[next] == -2)
            {
              first[next] = cell == from ? a : first[cell];
              g_queue_push_tail (queue, GINT_TO_POINTER (next));
            }
        }
    }
  return -1;
}

/* Whether the board shows @cell chosen (an origin or target taken, a
 * destination given). */
static gboolean
shown_chosen (Play *p,
              int   cell)
{
  const GArray *marks = wg_session_get_highlights (wg_window_get_session (p->window));

  for (guint i = 0; i < marks->len; i++)
    if (g_array_index (marks, WgHighlight, i).cell == cell
        && g_array_index (marks, WgHighlight, i).kind == WG_HIGHLIGHT_CHOSEN)
      return TRUE;
  return FALSE;
}

/* To the board when the access key did not go there (Return on the
 * Action row, else F6), @cell's id typed until the cursor is there,
 * Return: a click on it. Nothing when the
 * board shows it chosen already (the only legal choice, taken); no Return
 * when the id typed chose it (the only location offered it names). */
static void
board_choose (Play *p,
              int   cell)
{
  WgBoardView     *view = wg_window_get_board_view (p->window);
  GtkWidget       *action_row = NULL;
  g_autofree char *id = g_utf8_strdown (wg_board_get_cell (now_board (view), cell)->id, -1);
  guint            k = 1;

  if (shown_chosen (p, cell))
    return;
  action_row = wg_test_find_nth (wg_test_find_type (GTK_WIDGET (p->window), WG_TYPE_ACTION_PANEL),
                                 ADW_TYPE_COMBO_ROW, &k);
  if (focus () == NULL || !focus_inside (focus (), GTK_WIDGET (view)))
    press (p, focus () != NULL && action_row != NULL && focus_inside (focus (), action_row) ? GDK_KEY_Return : GDK_KEY_F6,
           0);
  tab_into (p, GTK_WIDGET (view), "the board");
  for (const char *c = id; *c != '\0' && !(described_cell (view) == cell && p->cursor_known);
       c = g_utf8_next_char (c))
    if (g_unichar_isalnum (g_utf8_get_char (c)))
      {
        press (p, gdk_unicode_to_keyval (g_utf8_get_char (c)), 0);
        p->cursor_known = TRUE;
      }
  if (shown_chosen (p, cell))
    return;
  for (guint steps = 0;; steps++)
    {
      int at = described_cell (view), a;

      g_assert_cmpuint (steps, <, 40);
      if (at == cell && p->cursor_known)
        break;
      a = at >= 0 ? first_arrow (view, at, cell) : 0;
      if (a == -1)
        a = 0; /* the cursor is not there yet: any arrow puts it there first */
      g_assert_cmpint (a, >=, 0);
      press (p, arrows[a], 0);
      p->cursor_known = TRUE;
    }
  press (p, GDK_KEY_Return, 0);
}

/* ---- Battles ---- */

static GtkWidget *
mapped_button (GtkWidget  *root,
               const char *label,
               guint       nth)
{
  GtkWidget *found = NULL;
  guint      n = 0;

  for (guint i = 0;; i++)
    {
      guint      k = i;
      GtkWidget *b = wg_test_find_nth (root, GTK_TYPE_BUTTON, &k);

      if (b == NULL)
        break;
      if (gtk_widget_get_mapped (b) && g_strcmp0 (gtk_button_get_label (GTK_BUTTON (b)), label) == 0
          && n++ == nth)
        found = b;
    }
  g_assert_nonnull (found);
  return found;
}

static void
answer_battle_questions (Play           *p,
                         WgBattleDialog *dialog,
                         WgBattleModel  *model)
{
  GtkWidget *view = wg_test_find_type (GTK_WIDGET (dialog), WG_TYPE_QUESTION_VIEW);

  for (guint asked = 0; wg_battle_model_get_state (model) == WG_BATTLE_MODEL_ASKS; asked++)
    {
      g_assert_cmpuint (asked, <, 20);
      answer (p, WG_QUESTION_VIEW (view), wg_battle_model_get_question (model));
    }
}

/* The human side's card: one of those held (its row in the drop-down),
 * else the multiplier printed on it (Up on the spin button, Play). */
static void
human_card (Play           *p,
            WgBattleDialog *dialog,
            WgBattleModel  *model,
            WgBattleRole    role)
{
  guint    n = wg_battle_model_get_n_cards (model, role) + wg_battle_model_get_n_unknown (model, role);

  /* The defender's drop-down sits at the foot of the dialog: its list,
   * opened there on a 1280×800 screen, makes GTK log a critical
   * (gdk_monitor_get_geometry). The defender types the printed multiplier
   * when the dialog lets them. */
  /* The same for a list of 8 cards or more when both sides are human (a
   * long game's hand): its list runs off the screen's foot. */
  gboolean long_list = n >= 8 && !wg_battle_model_side_draws (model, WG_ROLE_ATTACKER)
                       && !wg_battle_model_side_draws (model, WG_ROLE_DEFENDER);

  if (n > 0 && (role == WG_ROLE_ATTACKER || !wg_battle_model_can_type (model, role))
      && !(long_list && wg_battle_model_can_type (model, role)))
    {
      guint      k = role == WG_ROLE_ATTACKER ? 0 : 1;
      GtkWidget *combo = wg_test_find_nth (GTK_WIDGET (dialog), ADW_TYPE_COMBO_ROW, &k);

      g_assert_nonnull (combo);
      choose_in_combo (p, ADW_COMBO_ROW (combo), 1 + (guint) g_rand_int_range (p->rand, 0, (int) n));
      answer_battle_questions (p, dialog, model);
    }
  else
    {
      guint      k = role == WG_ROLE_ATTACKER ? 0 : 1;
      GtkWidget *spin = wg_test_find_nth (GTK_WIDGET (dialog), GTK_TYPE_SPIN_BUTTON, &k);
      int        m = g_rand_int_range (p->rand, 1, 5);
      GtkWidget *play;

      g_assert_nonnull (spin);
      tab_into (p, spin, "the printed multiplier");
      while ((int) gtk_spin_button_get_value (GTK_SPIN_BUTTON (spin)) < m)
        press (p, GDK_KEY_Up, 0);
      while ((int) gtk_spin_button_get_value (GTK_SPIN_BUTTON (spin)) > m)
        press (p, GDK_KEY_Down, 0);
      /* The side's own Play, in the spin button's row. With both sides
       * human both Plays show, and their Alt+P would only move the focus
       * between them: Tab to it and Return. */
      play = mapped_button (gtk_widget_get_ancestor (spin, ADW_TYPE_ACTION_ROW), "_Play", 0);
      if (mapped_button (GTK_WIDGET (dialog), "_Play", 0) != play)
        {
          tab_into (p, play, "Play");
          press (p, GDK_KEY_Return, 0);
        }
      else
        push (p, play, "Play");
    }
  g_assert_nonnull (wg_battle_model_get_chosen (model, role));
}

/* The battle dialog, open: both cards, Apply to the Table, its questions. */
static void
fight (Play *p)
{
  WgBattleDialog *dialog = WG_BATTLE_DIALOG (target ());
  g_autoptr (WgBattleModel) model = g_object_ref (wg_battle_dialog_get_model (dialog));

  g_object_add_weak_pointer (G_OBJECT (dialog), (gpointer *) &dialog);
  wg_chain_battle_begin (CHAIN (p)); /* chain: the battle's answers from here */
  if (p->battle != NULL)
    p->battle (p, dialog, p->hook_data);
  for (WgBattleRole role = WG_ROLE_ATTACKER; role <= WG_ROLE_DEFENDER; role++)
    {
      if (wg_battle_model_get_chosen (model, role) != NULL)
        continue;
      if (wg_battle_model_side_draws (model, role))
        {
          GtkWidget *draw = mapped_button (GTK_WIDGET (dialog), "_Draw", 0);

          if (!gtk_widget_is_sensitive (draw))
            {
              g_autofree char *why = wg_battle_model_describe_draw (model);

              g_error ("Draw is off: %s", why);
            }
          push (p, draw, "Draw");
          answer_battle_questions (p, dialog, model);
        }
      else
        human_card (p, dialog, model, role);
    }
  g_assert_cmpint (wg_battle_model_get_state (model), ==, WG_BATTLE_MODEL_READY);
  {
    g_autofree char *withdrawal = wg_battle_model_describe_withdrawal (model);

    p->out->withdrawals += withdrawal != NULL && *withdrawal != '\0';
  }
  wg_chain_battle (CHAIN (p), model); /* chain: battle --apply with the cards chosen */
  press (p, GDK_KEY_a, GDK_ALT_MASK);
  if (dialog != NULL)
    answer_battle_questions (p, dialog, model);
  g_assert_cmpint (wg_battle_model_get_state (model), ==, WG_BATTLE_MODEL_APPLIED);
  wg_test_iterate_until (dialog == NULL);
}

/* ---- End Turn and the end of a round ---- */

/* End Turn's question, read off the dialog (its body, the rows' titles:
 * a planet type's is its name), answered by the table. */
static guint
end_turn_answer (Play           *p,
                 GtkWindow      *dialog,
                 WgQuestionView *view)
{
  g_autoptr (WgQuestion) q = wg_question_new (
    "reveal", adw_message_dialog_get_body (ADW_MESSAGE_DIALOG (dialog)));

  for (guint i = 0; i < n_rows (view); i++)
    {
      GtkListBoxRow   *row = gtk_list_box_get_row_at_index (wg_question_view_get_list (view), (int) i);
      const char      *title = adw_preferences_row_get_title (ADW_PREFERENCES_ROW (row));
      g_autofree char *id = g_ascii_strdown (title, -1);

      wg_question_add_option (q, id, title);
    }
  return table_answer (p, q);
}

/* The dialogs End Turn opens, answered: its questions, the checklist (Done,
 * or at the game's end Show the Final Score). */
static void
after_end_turn (Play *p)
{
  for (guint n = 0; n < 40 && target () != GTK_WINDOW (p->window); n++)
    {
      GtkWindow *w = target ();

      if (WG_IS_END_TURN_DIALOG (w))
        {
          GtkWidget *view = wg_test_find_type (GTK_WIDGET (w), WG_TYPE_QUESTION_VIEW);

          /* No model to read: the dialog's body and rows are the question. */
          answer_row (p, WG_QUESTION_VIEW (view), end_turn_answer (p, w, WG_QUESTION_VIEW (view)));
        }
      else if (WG_IS_ROUND_END_DIALOG (w))
        {
          if (now (p)->game_over)
            return; /* the Final Score: the caller's */
          press (p, GDK_KEY_d, GDK_ALT_MASK);
        }
      else if (WG_IS_BATTLE_DIALOG (w))
        return;
      else
        g_error ("End Turn opened a %s", G_OBJECT_TYPE_NAME (w));
    }
}

static void
end_turn (Play *p)
{
  /* The human's End Turn is replayed by warpgate-cli end-turn. */
  if (p->human && p->replay != NULL)
    wg_turn_replay_begin (p->replay, now (p), TRUE);
  wg_chain_end_turn (CHAIN (p)); /* chain: end-turn */
  press (p, GDK_KEY_e, GDK_CONTROL_MASK);
  after_end_turn (p);
}

/* The game as it changes during a human's action: the last of it that is
 * still that player's turn is where an End Turn starts (the CLI replays
 * it from there when Do It ended the turn by itself). */
static void
on_acted (WgSession *session,
          Play      *p)
{
  const WgGame *game = wg_session_get_game (session);

  if (game != NULL && game->active != game->ai.player && !game->game_over && game->acted)
    {
      g_clear_pointer (&p->acted, wg_game_free);
      p->acted = wg_game_copy (game);
    }
}

/* After the turn's action: the turn ends with it when nothing else is
 * left in it (End Turn's dialogs still come), else Ctrl+E. */
static void
after_action (Play *p,
              int   player,
              int   turn)
{
#define TURN_ENDED                                                          \
  (now (p)->game_over || now (p)->active != player || now (p)->turn != turn \
   || target () != GTK_WINDOW (p->window))
  if (wg_turn_only_end_left (now (p)))
    wg_test_iterate_until (TURN_ENDED);
  if (TURN_ENDED)
    {
      /* The human's End Turn is replayed by warpgate-cli end-turn. */
      if (p->human && p->replay != NULL && p->acted != NULL)
        wg_turn_replay_begin (p->replay, p->acted, TRUE);
      wg_chain_end_turn (CHAIN (p)); /* chain: end-turn (the window's own) */
      after_end_turn (p);
    }
  else
    end_turn (p);
  g_clear_pointer (&p->acted, wg_game_free);
#undef TURN_ENDED
}

/* ---- The human's turn ---- */

typedef struct
{
  WgAction     action;
  WgMoveOption option;
  int          limit;
  GArray      *targets; /* int: Reinforce, Control */
} Plan;

static gboolean
find_attack (const WgMoveList *list,
             GRand            *rand,
             guint            *pick)
{
  guint n = 0;

  for (guint i = 0; i < list->options->len; i++)
    if (g_array_index (list->options, WgMoveOption, i).attack && g_rand_int_range (rand, 0, (int) ++n) == 0)
      *pick = i;
  return n > 0;
}

/* A Control on @to completes its sector for @player (every other planet
 * there already theirs) and an Objective of one of its types is offered:
 * the player claims it (as a person reads the board and the Objectives). */
static gboolean
claims (const WgGame *game,
        int           player,
        int           to)
{
  int        sector = wg_board_get_cell_sector (game->board, to);
  guint      n, types = 0;
  const int *planets;

  if (sector < 0 || game->stacks[to].marker_owner == player)
    return FALSE;
  planets = wg_board_get_sector_planets (game->board, (guint) sector, &n);
  for (guint i = 0; i < n; i++)
    {
      if (wg_game_is_voided (game, planets[i]))
        continue;
      if (planets[i] != to && game->stacks[planets[i]].marker_owner != player)
        return FALSE;
      types |= 1u << wg_board_get_cell (game->board, planets[i])->type;
    }
  for (guint i = 0; i < game->objectives->len; i++)
    if (types & (1u << g_array_index (game->objectives, WgPlanetType, i)))
      return TRUE;
  return FALSE;
}

/* A Control that claims an Objective, when the table offers one. */
static gboolean
plan_claim (Play *p,
            Plan *plan)
{
  const WgGame *game = now (p);
  WgMoveList   *list = wg_moves_list (game, game->active, WG_ACTION_CONTROL,
                                      wg_turn_slot_x (game->turn), FALSE);
  gboolean      found = FALSE;

  for (guint i = 0; i < list->options->len && list->limit > 0 && !found; i++)
    {
      const WgMoveOption *o = &g_array_index (list->options, WgMoveOption, i);

      if (!claims (game, game->active, o->to))
        continue;
      found = TRUE;
      plan->action = WG_ACTION_CONTROL;
      plan->limit = list->limit;
      plan->option = *o;
      plan->targets = g_array_new (FALSE, FALSE, sizeof (int));
      g_array_append_val (plan->targets, o->to);
    }
  wg_move_list_free (list);
  return found;
}

/* The acceptance's choices, sought once: a Promote of 2 cards or more
 * (which card is kept is then asked), a Trade to a planet two routes reach
 * (which route is asked). */
static gboolean
plan_choice (Play *p,
             Plan *plan)
{
  const WgGame *game = now (p);
  int           x = wg_turn_slot_x (game->turn);
  WgAction      actions[] = { WG_ACTION_PROMOTE, WG_ACTION_TRADE };
  guint         done[] = { p->out->promote_second, p->out->route_choices };

  for (guint a = 0; a < G_N_ELEMENTS (actions); a++)
    {
      WgMoveList *list = wg_moves_list (game, game->active, actions[a], x, FALSE);
      int         pick = -1;

      if (done[a] > 0)
        {
          wg_move_list_free (list);
          continue;
        }
      if (actions[a] == WG_ACTION_PROMOTE && list->limit >= 2)
        pick = 0;
      for (guint i = 0; actions[a] == WG_ACTION_TRADE && i < list->options->len && pick < 0; i++)
        for (guint j = 0; j < list->options->len; j++)
          if (j != i
              && g_array_index (list->options, WgMoveOption, j).to
                   == g_array_index (list->options, WgMoveOption, i).to)
            pick = (int) i;
      if (pick >= 0)
        {
          plan->action = actions[a];
          plan->limit = list->limit;
          if (list->options->len > 0)
            plan->option = g_array_index (list->options, WgMoveOption, pick);
          plan->targets = g_array_new (FALSE, FALSE, sizeof (int));
        }
      wg_move_list_free (list);
      if (pick >= 0)
        return TRUE;
    }
  return FALSE;
}

/* What the player does: a Control that claims an Objective, an action
 * not done yet when one has a move, an attack now and then, else any
 * action with a move. */
static gboolean
plan_turn (Play *p,
           Plan *plan)
{
  const WgGame *game = now (p);
  int           x = wg_turn_slot_x (game->turn);
  int           order[WG_N_ACTIONS];
  gboolean      attack = g_rand_int_range (p->rand, 0, 3) == 0;

  if (plan_claim (p, plan) || plan_choice (p, plan))
    return TRUE;
  for (int i = 0; i < WG_N_ACTIONS; i++)
    order[i] = i;
  for (int i = WG_N_ACTIONS - 1; i > 0; i--)
    {
      int j = g_rand_int_range (p->rand, 0, i + 1), t = order[i];

      order[i] = order[j];
      order[j] = t;
    }
  for (int pass = 0; pass < 3; pass++)
    for (int i = 0; i < WG_N_ACTIONS; i++)
      {
        WgAction    action = (WgAction) order[i];
        WgMoveList *list = wg_moves_list (game, game->active, action, x, FALSE);
        guint       pick = 0;
        gboolean    ok = wg_action_needs_no_location (action) ? list->limit > 0
                                                              : list->options->len > 0;

        if (ok && pass == 0)
          ok = attack && wg_action_has_origins (action) && action != WG_ACTION_TRADE
               && find_attack (list, p->rand, &pick);
        else if (ok && pass == 1)
          ok = p->out->uses[action] == 0;
        if (ok && !(pass == 0) && list->options->len > 0)
          pick = (guint) g_rand_int_range (p->rand, 0, (int) list->options->len);
        if (ok)
          {
            plan->action = action;
            plan->limit = list->limit;
            if (list->options->len > 0)
              plan->option = g_array_index (list->options, WgMoveOption, pick);
            plan->targets = g_array_new (FALSE, FALSE, sizeof (int));
            if (wg_action_uses_targets (action))
              {
                int n = 1 + g_rand_int_range (p->rand, 0, MAX (1, MIN (list->limit, (int) list->options->len)));

                g_array_append_val (plan->targets, plan->option.to);
                for (guint k = 0; k < list->options->len && (int) plan->targets->len < n; k++)
                  if (g_array_index (list->options, WgMoveOption, k).to != plan->option.to)
                    g_array_append_val (plan->targets, g_array_index (list->options, WgMoveOption, k).to);
              }
            wg_move_list_free (list);
            return TRUE;
          }
        wg_move_list_free (list);
      }
  return FALSE;
}

static void
on_performed (WgActionModel *model,
              const char    *sentence,
              gboolean      *done)
{
  *done = TRUE;
}

/* The plan's locations on the board, as the player clicks them. */
static void
click_plan (Play *p,
            Plan *plan)
{
  if (wg_action_needs_no_location (plan->action))
    return;
  if (wg_action_uses_targets (plan->action))
    {
      for (guint i = 0; i < plan->targets->len; i++)
        board_choose (p, g_array_index (plan->targets, int, i));
      return;
    }
  if (wg_action_has_origins (plan->action))
    for (guint i = 0; i < plan->option.n_from; i++)
      board_choose (p, plan->option.from[i]);
  board_choose (p, plan->option.to);
}

static void
human_turn (Play *p)
{
  GtkWidget     *panel = wg_test_find_type (GTK_WIDGET (p->window), WG_TYPE_ACTION_PANEL);
  WgActionModel *model = wg_action_panel_get_model (WG_ACTION_PANEL (panel));
  GtkWidget     *view = wg_test_find_type (panel, WG_TYPE_QUESTION_VIEW);
  guint          k = 1;
  GtkWidget     *action_row = wg_test_find_nth (panel, ADW_TYPE_COMBO_ROW, &k);
  Plan           plan = { 0 };
  gboolean       done = FALSE;
  gulong         handler, acted;

  int            player = now (p)->active, turn = now (p)->turn;
  guint          held = now (p)->players[player].objectives->len;

  if (!plan_turn (p, &plan))
    {
      end_turn (p);
      return;
    }
  type_action (p, panel, ADW_COMBO_ROW (action_row), plan.action);
  g_assert_true (gtk_widget_get_mapped (panel));
  g_assert_cmpint (wg_action_model_get_player (model), ==, now (p)->active);
  g_assert_cmpint (wg_action_model_get_action (model), ==, plan.action);
  click_plan (p, &plan);
  /* A question the clicks raised (which route): answered before Do It. */
  for (guint n = 0; wg_action_model_get_question (model) != NULL; n++)
    {
      g_assert_cmpuint (n, <, 10);
      answer (p, WG_QUESTION_VIEW (view), wg_action_model_get_question (model));
    }
  handler = g_signal_connect (model, "performed", G_CALLBACK (on_performed), &done);
  acted = g_signal_connect (wg_window_get_session (p->window), "changed", G_CALLBACK (on_acted),
                            p);
  wg_chain_apply (CHAIN (p), model); /* chain: apply with Do It's move */
  press (p, GDK_KEY_d, GDK_ALT_MASK);
  for (guint n = 0; !done && n < 40; n++)
    {
      if (WG_IS_BATTLE_DIALOG (target ()))
        {
          /* An attack: the battle applies the move with it. */
          fight (p);
          done = TRUE;
        }
      else if (wg_action_model_get_question (model) != NULL)
        answer (p, WG_QUESTION_VIEW (view), wg_action_model_get_question (model));
      else
        g_error ("%s was not done: %s", wg_action_display_name (plan.action),
                 wg_action_model_get_message (model));
    }
  g_signal_handler_disconnect (model, handler);
  g_signal_handler_disconnect (wg_window_get_session (p->window), acted);
  g_assert_true (done);
  p->out->claims += plan.action == WG_ACTION_CONTROL
                    && now (p)->players[player].objectives->len > held;
  p->out->uses[plan.action]++;
  g_array_unref (plan.targets);
  after_action (p, player, turn);
}

/* ---- The Gatekeepers' turn ---- */

/* Their turn comes with the window already asking for their card, the
 * question focused (issue 30): the card turned over, chosen, plays it and
 * ends their turn, and the human's turn begins (a card the table need not
 * name: Return on Apply the Turn). Only what their card
 * raises is answered between: a decision of the human's, a battle, what
 * the end of the round turns over and its checklist. Ctrl+E ends it only
 * when they have no card to play (R-AI-13). */
static void
ai_turn (Play *p)
{
  GtkWidget *panel = wg_test_find_type (GTK_WIDGET (p->window), WG_TYPE_AI_PANEL);
  WgAiModel *model = wg_ai_panel_get_model (WG_AI_PANEL (panel));
  GtkWidget *view = wg_test_find_type (panel, WG_TYPE_QUESTION_VIEW);
  int        turn = now (p)->turn, round = now (p)->round;

  wg_test_iterate_until (wg_ai_model_get_state (model) != WG_AI_MODEL_IDLE
                         || !wg_ai_model_can_play (model));
  for (guint n = 0; n < 60; n++)
    {
      const WgGame *game = now (p);

      if (game->game_over || game->active != game->ai.player || game->turn != turn
          || game->round != round)
        return;
      if (target () != GTK_WINDOW (p->window))
        {
          if (WG_IS_BATTLE_DIALOG (target ()))
            fight (p);
          else
            after_end_turn (p);
        }
      else if (wg_ai_model_get_state (model) == WG_AI_MODEL_ASKING)
        {
          /* Asked on their page, the focus on it: no key to get there. */
          g_assert_true (gtk_widget_get_mapped (view));
          g_assert_true (focus () != NULL && gtk_widget_is_ancestor (focus (), view));
          answer (p, WG_QUESTION_VIEW (view), wg_ai_model_get_question (model));
        }
      else if (wg_ai_model_get_state (model) == WG_AI_MODEL_READY)
        {
          /* Nothing was asked (R-DECK-3): Apply the Turn has the focus. */
          g_assert_true (focus () != NULL && GTK_IS_BUTTON (focus ())
                         && gtk_widget_is_ancestor (focus (), panel));
          press (p, GDK_KEY_Return, 0);
        }
      else if (wg_ai_model_can_play (model) || wg_ai_model_get_pending_battle (model) != NULL)
        g_error ("the Gatekeepers' turn stopped: %s", wg_ai_model_get_reason (model));
      else
        end_turn (p); /* no card to play (R-AI-13) */
    }
  g_error ("the Gatekeepers' turn did not end");
}

/* ---- The Final Score, saved ---- */

/* The checklist's Show the Final Score, then each Objective held judged
 * (Completed or Failed) in the score window. */
static WgScoreWindow *
final_score (Play *p)
{
  WgScoreWindow *score;
  WgScoreModel  *model;

  /* However the game ended, a dialog offers the Final Score (R-ROUND-2):
   * End Turn's checklist (Alt+F), or — the game ended on the Gatekeepers'
   * card — The Game Is Over, whose default response it is (Return). */
  wg_test_iterate_until (target () != GTK_WINDOW (p->window));
  if (ADW_IS_MESSAGE_DIALOG (target ()))
    press (p, GDK_KEY_Return, 0);
  else
    {
      g_assert_true (WG_IS_ROUND_END_DIALOG (target ()));
      press (p, GDK_KEY_f, GDK_ALT_MASK);
    }
  wg_test_iterate_until (WG_IS_SCORE_WINDOW (target ()));
  score = WG_SCORE_WINDOW (target ());
  model = wg_score_window_get_model (score);
  for (guint n = 0; wg_score_model_get_n_unjudged (model) > 0; n++)
    {
      g_assert_cmpuint (n, <, 20);
      const WgQuestion *q = wg_score_model_get_judge_question (model);

      /* Each Objective held, asked in the question view: Completed or
       * Failed, as the table judges it. */
      g_assert_nonnull (q);
      p->out->judged++;
      wg_test_iterate_until (shown_view (GTK_WIDGET (score)) != NULL);
      answer (p, shown_view (GTK_WIDGET (score)), q);
    }
  g_assert_false (wg_score_model_get_provisional (model));
  return score;
}

/* Ctrl+S in the main window: a new game has no file yet, so the Save As
 * file chooser opens on the user's folder with a name; Return saves. */
static char *
save (Play *p)
{
  GtkWindow *chooser;
  GFile     *file;

  press (p, GDK_KEY_s, GDK_CONTROL_MASK);
  wg_test_iterate_until (target () != GTK_WINDOW (p->window));
  chooser = target ();
  g_assert_true (GTK_IS_FILE_CHOOSER (chooser));
  press (p, GDK_KEY_Return, 0);
  wg_test_iterate_until (target () == GTK_WINDOW (p->window)
                         && wg_session_get_file (wg_window_get_session (p->window)) != NULL);
  file = wg_session_get_file (wg_window_get_session (p->window));
  return g_file_get_path (file);
}

/* ---- The game ---- */

void
wg_window_game_play (guint         seed,
                     WgWindowGame *out)
{
  Play p;

  wg_window_game_start (&p, seed, out);
  p.table = wg_table_new (seed);
  /* The test gives warpgate-cli's path; the benchmark does not replay. */
  if (g_getenv ("WG_CLI") != NULL)
    p.replay = wg_turn_replay_new (g_getenv ("WG_CLI"));
  new_game (&p);
  wg_table_started (p.table);
  if (p.replay != NULL)
    wg_chain_start (CHAIN (&p), now (&p)); /* chain: from the game New Game left */
  out->setup = p.presses;
  while (!now (&p)->game_over)
    {
      gboolean ai = now (&p)->active == now (&p)->ai.player;

      p.presses = 0;
      p.human = !ai;
      if (ai && p.replay != NULL)
        wg_turn_replay_begin (p.replay, now (&p), FALSE);
      if (ai)
        wg_chain_ai_turn (CHAIN (&p)); /* chain: ai-turn */
      if (ai)
        ai_turn (&p);
      else
        human_turn (&p);
      g_array_append_val (ai ? out->ai : out->human, p.presses);
      wg_table_check (p.table, now (&p));
      if (p.replay != NULL && wg_turn_replay_check (p.replay, now (&p)))
        *(ai ? &out->replayed : &out->replayed_ends) += 1;
      g_test_message ("then round %d, slot %d: %s turn, %u presses", now (&p)->round,
                      now (&p)->turn, ai ? "the Gatekeepers’" : "a human", p.presses);
    }
  out->rounds = now (&p)->round;
  p.presses = 0;
  p.human = FALSE;
  {
    WgScoreWindow *score = final_score (&p);

    out->score = g_object_ref (wg_score_window_get_model (score));
    gtk_window_destroy (GTK_WINDOW (score));
    wg_test_iterate_until (target () == GTK_WINDOW (p.window));
  }
  out->saved = save (&p);
  out->ending = p.presses;
  /* chain: the whole game's commands, run, their last game the saved file */
  if (p.replay != NULL)
    out->chained = wg_chain_check (CHAIN (&p), out->saved);
  wg_window_game_finish (&p);
}

void
wg_window_game_process_init (WgWindowGameProcess *process,
                             const char          *name,
                             int                 *argc,
                             char              ***argv)
{
  g_autoptr (GError) error = NULL;
  g_autofree char *template = g_strdup_printf ("wg-%s-XXXXXX", name);

  process->user = g_dir_make_tmp (template, &error);
  g_assert_no_error (error);
  g_setenv ("HOME", process->user, TRUE);
  g_setenv ("XDG_CONFIG_HOME", process->user, TRUE);
  g_setenv ("GSK_RENDERER", "cairo", FALSE);
  process->home = wg_test_app_init (argc, argv);
}

void
wg_window_game_process_end (WgWindowGameProcess *process)
{
  wg_test_app_cleanup (process->home);
  g_clear_pointer (&process->home, g_free);
  g_rmdir (process->user);
  g_clear_pointer (&process->user, g_free);
}

void
wg_window_game_clear (WgWindowGame *result)
{
  g_clear_pointer (&result->human, g_array_unref);
  g_clear_pointer (&result->ai, g_array_unref);
  g_clear_pointer (&result->saved, g_free);
  g_clear_pointer (&result->tabs, g_hash_table_unref);
  g_clear_object (&result->score);
}

static int
compare_uint (gconstpointer a,
              gconstpointer b)
{
  guint x = *(const guint *) a, y = *(const guint *) b;

  return x < y ? -1 : x > y;
}

guint
wg_window_game_median (GArray *presses)
{
  g_autoptr (GArray) sorted = g_array_copy (presses);

  if (sorted->len == 0)
    return 0;
  g_array_sort (sorted, compare_uint);
  return g_array_index (sorted, guint, sorted->len / 2);
}

guint
wg_window_game_max (GArray *presses)
{
  guint max = 0;

  for (guint i = 0; i < presses->len; i++)
    max = MAX (max, g_array_index (presses, guint, i));
  return max;
}

/* ---- The pieces, for other games (wg-window-game.h) ---- */

void
wg_window_game_start (WgWindowPlay *p,
                      guint         seed,
                      WgWindowGame *out)
{
  memset (p, 0, sizeof *p);
  memset (out, 0, sizeof *out);
  out->human = g_array_new (FALSE, TRUE, sizeof (guint));
  out->ai = g_array_new (FALSE, TRUE, sizeof (guint));
  out->tabs = g_hash_table_new (g_str_hash, g_str_equal);
  p->out = out;
  p->rand = g_rand_new_with_seed (seed);
  /* Popovers and pages appear at once: a key is not waiting on a slide. */
  g_object_set (gtk_settings_get_default (), "gtk-enable-animations", FALSE, NULL);
  /* The window as the app opens it first, on the sample game. */
  p->window = wg_test_sample_window ();
  wg_session_set_autosave_dir (wg_window_get_session (p->window), NULL);
}

void
wg_window_game_finish (WgWindowPlay *p)
{
  wg_test_destroy_window (p->window);
  g_rand_free (p->rand);
  g_clear_pointer (&p->table, wg_table_free);
  g_clear_pointer (&p->replay, wg_turn_replay_free);
  g_clear_pointer (&p->acted, wg_game_free);
}

const WgGame *
wg_window_game_now (WgWindowPlay *p)
{
  return now (p);
}

GtkWindow *
wg_window_game_target (void)
{
  return target ();
}

GtkWidget *
wg_window_game_focus (void)
{
  return focus ();
}

void
wg_window_game_press (WgWindowPlay   *p,
                      guint           keyval,
                      GdkModifierType mods)
{
  press (p, keyval, mods);
}

void
wg_window_game_tab_into (WgWindowPlay *p,
                         GtkWidget    *widget,
                         const char   *what)
{
  tab_into (p, widget, what);
}

void
wg_window_game_answer (WgWindowPlay     *p,
                       WgQuestionView   *view,
                       const WgQuestion *q)
{
  answer (p, view, q);
}

WgQuestionView *
wg_window_game_shown_view (GtkWidget *root)
{
  return shown_view (root);
}

GtkWidget *
wg_window_game_find_row (GtkWidget  *widget,
                         const char *title)
{
  return find_row (widget, title);
}

void
wg_window_game_push (WgWindowPlay *p,
                     GtkWidget    *button,
                     const char   *what)
{
  push (p, button, what);
}

GtkWidget *
wg_window_game_mapped_button (GtkWidget  *root,
                              const char *label,
                              guint       nth)
{
  return mapped_button (root, label, nth);
}

void
wg_window_game_type_action (WgWindowPlay *p,
                            WgAction      action)
{
  GtkWidget *panel = wg_test_find_type (GTK_WIDGET (p->window), WG_TYPE_ACTION_PANEL);
  guint      k = 1;

  type_action (p, panel, ADW_COMBO_ROW (wg_test_find_nth (panel, ADW_TYPE_COMBO_ROW, &k)), action);
}

void
wg_window_game_board_choose (WgWindowPlay *p,
                             int           cell)
{
  board_choose (p, cell);
}

void
wg_window_game_fight (WgWindowPlay *p)
{
  fight (p);
}

void
wg_window_game_after_action (WgWindowPlay *p,
                             int           player,
                             int           turn)
{
  after_action (p, player, turn);
}

void
wg_window_game_end_turn (WgWindowPlay *p)
{
  end_turn (p);
}

void
wg_window_game_human_turn (WgWindowPlay *p)
{
  human_turn (p);
}

WgScoreWindow *
wg_window_game_final_score (WgWindowPlay *p)
{
  return final_score (p);
}

char *
wg_window_game_save (WgWindowPlay *p)
{
  return save (p);
}
