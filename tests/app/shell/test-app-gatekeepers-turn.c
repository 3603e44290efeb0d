/* test-app-gatekeepers-turn.c — the Gatekeepers' turn in the real window, by keys: the card, played
 * Copyright 2026 The Warpgate Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Issue 30: the Gatekeepers' turn takes one press. When the human ends
 * their turn, the window already asks which card the table turned over,
 * with the focus on the question; the card chosen (its access key)
 * plays their turn, which ends, and the human's turn begins on the Action
 * row. What they did stays on their page; Undo takes their whole turn
 * back, and the window asks for the card again. Keys go through
 * wg-test-keys.h, as in the whole-game test.
 */
#include "config.h"

#include "wg-action-panel.h"
#include "wg-ai-model.h"
#include "wg-ai-panel.h"
#include "wg-battle-dialog.h"
#include "wg-question-view.h"
#include "wg-sidebar.h"
#include "wg-test-app.h"
#include "wg-test-keys.h"

static GtkWidget *
focus_of (WgWindow *window)
{
  GtkWidget *f = gtk_root_get_focus (GTK_ROOT (window));

  return f != NULL && gtk_widget_get_root (f) == GTK_ROOT (window) ? f : NULL;
}

static void
press (WgWindow       *window,
       guint           keyval,
       GdkModifierType mods)
{
  g_assert_true (wg_keys_press (GTK_WINDOW (window), keyval, mods));
}

/* Whether the focus is inside the question view of the Gatekeepers' page,
 * and that view asks for their card. */
static gboolean
card_asked_with_focus (WgWindow  *window,
                       GtkWidget *panel)
{
  WgAiModel        *model = wg_ai_panel_get_model (WG_AI_PANEL (panel));
  GtkWidget        *view = wg_test_find_type (panel, WG_TYPE_QUESTION_VIEW);
  const WgQuestion *q = wg_ai_model_get_question (model);
  GtkWidget        *f = focus_of (window);

  return q != NULL && g_str_equal (q->id, "reveal") && gtk_widget_get_mapped (view) && f != NULL
         && gtk_widget_is_ancestor (f, view);
}

/* ai-physical.json, blue's turn 1 (the AI deck's order unknown: a
 * Technology, a Tactics card, an Action card, an Arctic Objective). Ctrl+E
 * ends it; with no further key the Gatekeepers' page asks for their card,
 * focused. "a" (the Action card's access key; a Control) plays their turn:
 * applied, ended (blue's turn 2), the Actions page with the focus on its
 * Action row, and their page still shows the card and its steps. Ctrl+Z
 * takes back their whole turn — the table is exactly the one after blue's
 * End Turn — and the window asks for their card again. */
static void
test_two_presses (void)
{
  WgSession    *session = wg_test_load_session ("ai-physical.json");
  WgGame       *blue = wg_game_copy (wg_session_get_game (session));
  WgWindow     *window;
  WgSidebar    *sidebar;
  GtkWidget    *ai, *actions, *f;
  WgAiModel    *model;
  const WgGame *before_card;
  guint         steps;

  /* Blue's turn 1, before red's. */
  blue->active = 0;
  g_assert_true (wg_session_apply (session, blue, "Blue's turn", NULL));
  window = wg_test_window_on (session);
  g_object_unref (session); /* the window's */
  sidebar = WG_SIDEBAR (wg_test_find_type (GTK_WIDGET (window), WG_TYPE_SIDEBAR));
  ai = wg_test_find_type (GTK_WIDGET (window), WG_TYPE_AI_PANEL);
  actions = wg_test_find_type (GTK_WIDGET (window), WG_TYPE_ACTION_PANEL);
  model = wg_ai_panel_get_model (WG_AI_PANEL (ai));
  g_assert_cmpint (wg_ai_model_get_state (model), ==, WG_AI_MODEL_IDLE);

  press (window, GDK_KEY_e, GDK_CONTROL_MASK);
  wg_test_iterate_until (card_asked_with_focus (window, ai));
  g_assert_cmpstr (wg_sidebar_get_page (sidebar), ==, "gatekeepers");
  before_card = wg_session_get_game (session);
  g_assert_cmpint (before_card->active, ==, 1);
  steps = wg_history_get_position (wg_session_get_history (session));

  /* One press: the card's access key (Action card: "a"). */
  press (window, GDK_KEY_a, 0);
  wg_test_iterate_until (g_strcmp0 (wg_sidebar_get_page (sidebar), "actions") == 0);
  g_assert_cmpuint (wg_history_get_position (wg_session_get_history (session)), ==, steps + 1);
  g_assert_cmpint (wg_session_get_game (session)->active, ==, 0);
  g_assert_cmpint (wg_session_get_game (session)->turn, ==, 2);
  g_assert_cmpuint (wg_session_get_game (session)->ai.played->len, ==, 1);
  g_assert_cmpint (wg_ai_model_get_state (model), ==, WG_AI_MODEL_IDLE);
  f = focus_of (window);
  g_assert_nonnull (f);
  g_assert_true (gtk_widget_is_ancestor (f, actions));
  g_assert_true (ADW_IS_COMBO_ROW (f));
  g_assert_cmpstr (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (f)), ==, "Action");
  /* What they did stays on their page: the card and its steps. */
  g_assert_cmpuint (wg_ai_model_get_n_done (model), ==, 1);
  g_assert_cmpint (wg_ai_model_get_done (model, 0)->action, ==, WG_AI_CONTROL);
  g_assert_nonnull (wg_ai_model_get_done_text (model));
  g_assert_true (g_str_has_prefix (wg_ai_model_get_done_text (model), "The Gatekeepers: Control"));
  g_assert_nonnull (wg_test_find_type (ai, GTK_TYPE_CHECK_BUTTON));

  /* Undo: their whole turn, and the card is asked again. */
  press (window, GDK_KEY_z, GDK_CONTROL_MASK);
  g_assert_true (wg_session_get_game (session) == before_card);
  g_assert_cmpuint (wg_history_get_position (wg_session_get_history (session)), ==, steps);
  g_assert_cmpuint (wg_ai_model_get_n_done (model), ==, 0);
  wg_test_iterate_until (card_asked_with_focus (window, ai));
  g_assert_cmpstr (wg_sidebar_get_page (sidebar), ==, "gatekeepers");
  wg_test_destroy_window (window);
}

/* keys-solo-turn.json (blue to play; the Gatekeepers' only card, the
 * Desert Objective, known: an attack on D3 with a battle, as
 * a11y-keyboard.py works it). Ctrl+E: their page has their card played,
 * nothing asked, Apply the Turn focused; Return applies it and the battle
 * dialog opens. Applied (red x1, blue x2), the battle ends their turn by
 * itself: blue's turn 3, three steps (card, battle, end). Ctrl+Z takes
 * the three back as one — the table before their card, exactly — and
 * Redo gives them back as one. */
static void
test_battle_turn_undone_whole (void)
{
  WgSession    *session = wg_test_load_session ("keys-solo-turn.json");
  WgWindow     *window = wg_test_window_on (session);
  GtkWidget    *ai = wg_test_find_type (GTK_WIDGET (window), WG_TYPE_AI_PANEL);
  WgAiModel    *model = wg_ai_panel_get_model (WG_AI_PANEL (ai));
  WgHistory    *history = wg_session_get_history (session);
  GtkWindow    *battle;
  const WgGame *before_card, *after_turn;
  GtkWidget    *f;
  guint         steps;

  g_object_unref (session); /* the window's */
  press (window, GDK_KEY_e, GDK_CONTROL_MASK);
  wg_test_iterate_until (wg_ai_model_get_state (model) == WG_AI_MODEL_READY);
  f = focus_of (window);
  g_assert_nonnull (f);
  g_assert_cmpstr (gtk_actionable_get_action_name (GTK_ACTIONABLE (f)), ==, "ai.apply");
  before_card = wg_session_get_game (session);
  steps = wg_history_get_position (history);

  press (window, GDK_KEY_Return, 0);
  battle = wg_test_toplevel_of_type (WG_TYPE_BATTLE_DIALOG);
  g_assert_nonnull (battle);
  g_assert_true (wg_battle_model_choose_multiplier (
    wg_battle_dialog_get_model (WG_BATTLE_DIALOG (battle)), WG_ROLE_ATTACKER, 1));
  g_assert_true (wg_battle_model_choose_multiplier (
    wg_battle_dialog_get_model (WG_BATTLE_DIALOG (battle)), WG_ROLE_DEFENDER, 2));
  g_object_add_weak_pointer (G_OBJECT (battle), (gpointer *) &battle);
  g_signal_emit_by_name (wg_test_find_actionable (GTK_WIDGET (battle), "battle.apply"), "clicked");
  wg_test_iterate_until (battle == NULL);

  after_turn = wg_session_get_game (session);
  g_assert_cmpuint (wg_history_get_position (history), ==, steps + 3);
  g_assert_cmpint (after_turn->active, ==, 0);
  g_assert_cmpint (after_turn->turn, ==, 3);

  /* At once, faster than a person: the Undo toast shown for their card is
   * still appearing when Undo retires it (libadwaita 1.2 crashed on that
   * until wg_toast_dismiss() waited for its frames; see wg-toast.c). */
  press (window, GDK_KEY_z, GDK_CONTROL_MASK);
  g_assert_cmpuint (wg_history_get_position (history), ==, steps);
  g_assert_true (wg_session_get_game (session) == before_card);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "game.redo", NULL));
  g_assert_cmpuint (wg_history_get_position (history), ==, steps + 3);
  g_assert_true (wg_session_get_game (session) == after_turn);
  wg_test_destroy_window (window);
}

int
main (int   argc,
      char *argv[])
{
  g_autofree char *home = wg_test_app_init (&argc, &argv);
  int              status;

  g_test_add_func ("/wg/app/gatekeepers-turn/R-AI-1/two-presses", test_two_presses);
  g_test_add_func ("/wg/app/gatekeepers-turn/R-AI-8/battle-turn-undone-whole",
                   test_battle_turn_undone_whole);
  status = g_test_run ();
  wg_test_app_cleanup (home);
  return status;
}
