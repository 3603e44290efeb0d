/* test-app-tokens.c — the Players page's Use buttons: held discovery tokens used, undone, redone
 * Copyright 2026 The Warpgate Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "wg-explore.h"
#include "wg-player-panel.h"
#include "wg-question-view.h"
#include "wg-test-app.h"
#include "wg-token-model.h"

/* tests/data/explore-held.json (tests/data/explore.json with tokens held):
 * round 1, turn 2 (slot 2X), blue (Ana) first and active. Ana's ships: 3
 * on V1, 1 on her Warpgate, 1 on A1 (5 of 12: 7 in supply); she holds, in
 * order, 0 reinforce, 1 draw, 2 control, 3 deploy-3, 4 truce, 5 extra-vp,
 * 6 battle-promote (all unused) and 7 promote (used); her Action cards are
 * tracked: 6 in the deck, 3 in hand, 1 played. Red holds an unused
 * refresh-trade-goods, red not being active. Worked by hand from R-EXP-3,
 * R-EXP-5 and docs/rules.md ("When held tokens may be used"):
 *  - usable now, with a Use button: reinforce, draw, control (during her
 *    turn), deploy-3;
 *  - no Use: truce (only at the start of a round: turn 2 is past it),
 *    extra-vp (never used, it counts by itself), battle-promote (offered by
 *    a battle, R-EXP-5), promote (used); red's refresh-trade-goods (not
 *    red's turn). */
enum
{
  REINFORCE,
  DRAW,
  CONTROL,
  DEPLOY_3,
  TRUCE,
  EXTRA_VP,
  BATTLE_PROMOTE,
  PROMOTE
};

typedef struct
{
  WgSession *session;
  GtkWindow *window;
  GtkWidget *panel;
  GPtrArray *toasts; /* char *: the undoable toasts' messages */
} Fixture;

static void
on_toast (GtkWidget  *panel,
          const char *message,
          gboolean    undoable,
          Fixture    *fixture)
{
  if (undoable)
    g_ptr_array_add (fixture->toasts, g_strdup (message));
}

static void
fixture_set_up (Fixture *fixture)
{
  fixture->session = wg_test_load_session ("explore-held.json");
  wg_session_set_autosave_dir (fixture->session, NULL);
  fixture->toasts = g_ptr_array_new_with_free_func (g_free);
  fixture->panel = wg_player_panel_new ();
  g_object_set (fixture->panel, "session", fixture->session, NULL);
  g_signal_connect (fixture->panel, "toast", G_CALLBACK (on_toast), fixture);
  fixture->window = GTK_WINDOW (gtk_window_new ());
  gtk_window_set_default_size (fixture->window, 400, 700);
  gtk_window_set_child (fixture->window, fixture->panel);
  gtk_window_present (fixture->window);
  wg_test_iterate_until (gtk_widget_get_mapped (fixture->panel));
}

static void
fixture_tear_down (Fixture *fixture)
{
  GtkWidget *panel = fixture->panel;
  WgSession *session = fixture->session;

  g_object_add_weak_pointer (G_OBJECT (panel), (gpointer *) &panel);
  g_object_add_weak_pointer (G_OBJECT (session), (gpointer *) &session);
  gtk_window_destroy (fixture->window);
  g_object_unref (fixture->session);
  wg_test_iterate_until (panel == NULL && session == NULL);
  g_ptr_array_unref (fixture->toasts);
}

static GtkListBox *
list_named (GtkWidget  *widget,
            const char *name)
{
  if (GTK_IS_LIST_BOX (widget) && g_strcmp0 (gtk_widget_get_name (widget), name) == 0)
    return GTK_LIST_BOX (widget);
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkListBox *found = list_named (child, name);

      if (found != NULL)
        return found;
    }
  return NULL;
}

static AdwActionRow *
discovery_row (Fixture *f,
               guint    index)
{
  GtkListBox    *list = list_named (f->panel, "discoveries");
  GtkListBoxRow *row;

  g_assert_nonnull (list);
  row = gtk_list_box_get_row_at_index (list, (int) index);
  g_assert_nonnull (row);
  return ADW_ACTION_ROW (row);
}

/* The row's Use button, or NULL when it has none. */
static GtkWidget *
use_button (Fixture *f,
            guint    index)
{
  return wg_test_find_button (GTK_WIDGET (discovery_row (f, index)), "Use");
}

static void
click_use (Fixture *f,
           guint    index)
{
  GtkWidget *button = use_button (f, index);

  g_assert_nonnull (button);
  g_assert_true (gtk_widget_is_sensitive (button));
  g_signal_emit_by_name (button, "clicked");
}

/* The question asked: its options' titles, joined by "|". */
static char *
options_shown (Fixture *f)
{
  GtkListBox *options = list_named (f->panel, "token-options");
  GString    *text = g_string_new (NULL);

  g_assert_true (gtk_widget_get_visible (
    gtk_widget_get_ancestor (GTK_WIDGET (options), ADW_TYPE_PREFERENCES_GROUP)));
  for (int i = 0; gtk_list_box_get_row_at_index (options, i) != NULL; i++)
    g_string_append_printf (
      text, "%s%s", i > 0 ? "|" : "",
      adw_preferences_row_get_title (ADW_PREFERENCES_ROW (gtk_list_box_get_row_at_index (options, i))));
  return g_string_free (text, FALSE);
}

static void
choose (Fixture    *f,
        const char *title)
{
  GtkListBox *options = list_named (f->panel, "token-options");

  for (int i = 0; gtk_list_box_get_row_at_index (options, i) != NULL; i++)
    {
      GtkListBoxRow *row = gtk_list_box_get_row_at_index (options, i);

      if (g_str_equal (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (row)), title))
        {
          g_signal_emit_by_name (options, "row-activated", row);
          return;
        }
    }
  g_assert_not_reached ();
}

static gboolean
question_shown (Fixture *f)
{
  GtkListBox *options = list_named (f->panel, "token-options");

  return gtk_widget_get_visible (
    gtk_widget_get_ancestor (GTK_WIDGET (options), ADW_TYPE_PREFERENCES_GROUP));
}

static const WgGame *
game_of (Fixture *f)
{
  return wg_session_get_game (f->session);
}

static gboolean
used (Fixture *f,
      guint    index)
{
  return g_array_index (game_of (f)->players[0].discoveries, WgDiscovery, index).used;
}

static int
ships (Fixture    *f,
       const char *id)
{
  int cell = wg_board_find_location (game_of (f)->board, id);

  g_assert_cmpint (cell, >=, 0);
  return wg_game_ships_at (game_of (f), cell, 0);
}

static guint
position (Fixture *f)
{
  return wg_history_get_position (wg_session_get_history (f->session));
}

/* The subtitle of an unused token with no Use says why (R-EXP-3). */
static void
assert_why (Fixture    *f,
            guint       index,
            const char *reading,
            const char *why)
{
  g_autofree char *expected = g_strdup_printf ("%s · %s", reading, why);

  g_assert_null (use_button (f, index));
  g_assert_cmpstr (adw_action_row_get_subtitle (discovery_row (f, index)), ==, expected);
  g_assert_cmpstr (gtk_widget_get_tooltip_text (GTK_WIDGET (discovery_row (f, index))), ==, why);
}

/* A Use button only on the tokens whose moment has come (R-EXP-3). */
static void
test_buttons (void)
{
  Fixture f;

  fixture_set_up (&f);
  g_assert_nonnull (use_button (&f, REINFORCE));
  g_assert_true (gtk_widget_is_sensitive (use_button (&f, REINFORCE)));
  g_assert_nonnull (use_button (&f, DRAW));
  g_assert_nonnull (use_button (&f, CONTROL));
  g_assert_nonnull (use_button (&f, DEPLOY_3));
  assert_why (&f, TRUCE,
              "At the start of a round: this round you cannot attack and cannot be attacked.",
              "Only at the start of a round, before any action (R-EXP-3)");
  g_assert_null (use_button (&f, EXTRA_VP));
  g_assert_nonnull (strstr (adw_action_row_get_subtitle (discovery_row (&f, EXTRA_VP)),
                            "it counts by itself at the end of the game (R-EXP-3)"));
  g_assert_null (use_button (&f, BATTLE_PROMOTE));
  g_assert_nonnull (strstr (adw_action_row_get_subtitle (discovery_row (&f, BATTLE_PROMOTE)),
                            "(R-EXP-5)"));
  g_assert_null (use_button (&f, PROMOTE));
  g_assert_nonnull (strstr (adw_action_row_get_subtitle (discovery_row (&f, PROMOTE)), "· used"));

  /* Red's refresh-trade-goods: not red's turn. */
  wg_player_panel_set_player (WG_PLAYER_PANEL (f.panel), 1);
  assert_why (&f, 0, "During your turn: refresh all your spent Trade Goods.",
              "Only during your turn (R-EXP-3)");
  fixture_tear_down (&f);
}

/* Undo gives the table before the use, redo the table after. */
static void
assert_undo_redo (Fixture *f,
                  guint    index,
                  guint    steps)
{
  g_autoptr (WgGame) after = wg_game_copy (game_of (f));

  g_assert_cmpuint (position (f), ==, steps + 1);
  g_assert_true (wg_session_undo (f->session));
  g_assert_cmpuint (position (f), ==, steps);
  g_assert_false (used (f, index));
  g_assert_nonnull (use_button (f, index));
  g_assert_true (wg_session_redo (f->session));
  g_assert_true (used (f, index));
  g_assert_null (use_button (f, index));
  g_assert_cmpuint (position (f), ==, steps + 1);
  g_assert_cmpint (ships (f, "V1"), ==, wg_game_ships_at (after, wg_board_find_location (after->board, "V1"), 0));
}

/* reinforce at 1X (R-EXP-5, R-MOVE-9, R-MOVE-12): 1 ship on one location
 * holding Ana's ships — V1, her Warpgate (1 ship there), A1, in the
 * board's order; V1 chosen: 3 → 4. One step, not the turn's action. */
static void
test_reinforce (void)
{
  Fixture          f;
  g_autofree char *shown = NULL;
  guint            steps;

  fixture_set_up (&f);
  steps = position (&f);
  click_use (&f, REINFORCE);
  shown = options_shown (&f);
  g_assert_cmpstr (shown, ==, "V1|the blue Warpgate|A1");
  g_assert_cmpuint (position (&f), ==, steps); /* asked: nothing changed yet */
  choose (&f, "V1");
  g_assert_false (question_shown (&f));
  g_assert_cmpint (ships (&f, "V1"), ==, 4);
  g_assert_true (used (&f, REINFORCE));
  g_assert_false (game_of (&f)->acted);
  g_assert_cmpuint (f.toasts->len, ==, 1);
  /* Issue 30, item 15: the toast says what the token did, not only its name. */
  g_assert_cmpstr (g_ptr_array_index (f.toasts, 0), ==,
                   "Ana uses the Reinforce discovery token. Ana: Reinforce V1 (1X)");
  assert_undo_redo (&f, REINFORCE, steps);
  g_assert_true (wg_session_undo (f.session));
  g_assert_cmpint (ships (&f, "V1"), ==, 3);
  fixture_tear_down (&f);
}

/* draw at 1X: nothing to ask; 1 Action card from her deck to her hand
 * (deck 6 → 5, hand 3 → 4). */
static void
test_draw (void)
{
  Fixture f;
  guint   steps;

  fixture_set_up (&f);
  steps = position (&f);
  click_use (&f, DRAW);
  g_assert_false (question_shown (&f));
  g_assert_cmpint (game_of (&f)->players[0].action_deck, ==, 5);
  g_assert_cmpint (game_of (&f)->players[0].action_hand, ==, 4);
  g_assert_true (used (&f, DRAW));
  g_assert_cmpstr (g_ptr_array_index (f.toasts, 0), ==,
                   "Ana uses the Draw discovery token. Ana: Draw (1X)");
  assert_undo_redo (&f, DRAW, steps);
  g_assert_true (wg_session_undo (f.session));
  g_assert_cmpint (game_of (&f)->players[0].action_deck, ==, 6);
  g_assert_cmpint (game_of (&f)->players[0].action_hand, ==, 3);
  fixture_tear_down (&f);
}

/* control at 1X (R-CTRL-2): one planet holding Ana's ships, V1 or A1
 * (her Warpgate takes no marker, R-CTRL-1); A1, in no sector, takes her
 * Outpost. */
static void
test_control (void)
{
  Fixture          f;
  g_autofree char *shown = NULL;
  guint            steps;
  int              a1;

  fixture_set_up (&f);
  steps = position (&f);
  a1 = wg_board_find_location (game_of (&f)->board, "A1");
  click_use (&f, CONTROL);
  shown = options_shown (&f);
  g_assert_cmpstr (shown, ==, "V1|A1");
  choose (&f, "A1");
  g_assert_cmpint (game_of (&f)->stacks[a1].marker_owner, ==, 0);
  g_assert_true (used (&f, CONTROL));
  assert_undo_redo (&f, CONTROL, steps);
  g_assert_true (wg_session_undo (f.session));
  g_assert_cmpint (game_of (&f)->stacks[a1].marker_owner, ==, WG_NO_PLAYER);
  fixture_tear_down (&f);
}

/* deploy-3 (R-EXP-5): a planet holding Ana's ships (V1, A1: her Warpgate
 * is no planet), then how many: 3, 2 or 1 (7 in supply); A1 and 2:
 * A1 1 → 3. */
static void
test_deploy_3 (void)
{
  Fixture          f;
  g_autofree char *where = NULL;
  g_autofree char *count = NULL;
  guint            steps;

  fixture_set_up (&f);
  steps = position (&f);
  click_use (&f, DEPLOY_3);
  where = options_shown (&f);
  g_assert_cmpstr (where, ==, "V1|A1");
  choose (&f, "A1");
  count = options_shown (&f);
  g_assert_cmpstr (count, ==, "3 ships|2 ships|1 ship");
  g_assert_cmpuint (position (&f), ==, steps);
  choose (&f, "2 ships");
  g_assert_cmpint (ships (&f, "A1"), ==, 3);
  g_assert_cmpint (ships (&f, "V1"), ==, 3);
  g_assert_true (used (&f, DEPLOY_3));
  assert_undo_redo (&f, DEPLOY_3, steps);
  g_assert_true (wg_session_undo (f.session));
  g_assert_cmpint (ships (&f, "A1"), ==, 1);
  fixture_tear_down (&f);
}

/* Cancel leaves the token unused and the table as it was. */
static void
test_cancel (void)
{
  Fixture    f;
  GtkWidget *cancel;
  guint      steps;

  fixture_set_up (&f);
  steps = position (&f);
  click_use (&f, REINFORCE);
  g_assert_true (question_shown (&f));
  cancel = wg_test_find_button (f.panel, "_Cancel");
  g_assert_nonnull (cancel);
  g_signal_emit_by_name (cancel, "clicked");
  g_assert_false (question_shown (&f));
  g_assert_false (used (&f, REINFORCE));
  g_assert_cmpuint (position (&f), ==, steps);
  g_assert_cmpuint (f.toasts->len, ==, 0);
  fixture_tear_down (&f);
}

/* truce (R-EXP-5): only at the start of a round (R-EXP-3: the first
 * player's first turn, before any action). The file's turn 2 set back to 1:
 * the Use button appears; used, Ana has a truce for round 1. */
static void
test_truce (void)
{
  Fixture f;
  WgGame *start;
  guint   steps;

  fixture_set_up (&f);
  g_assert_null (use_button (&f, TRUCE));
  start = wg_game_copy (game_of (&f));
  start->turn = 1;
  wg_test_apply (f.session, start, "Turn 1");
  steps = position (&f);
  click_use (&f, TRUCE);
  g_assert_false (question_shown (&f));
  g_assert_true (wg_game_has_truce (game_of (&f), 0));
  g_assert_true (used (&f, TRUCE));
  g_assert_cmpuint (position (&f), ==, steps + 1);
  g_assert_true (wg_session_undo (f.session));
  g_assert_false (wg_game_has_truce (game_of (&f), 0));
  g_assert_nonnull (use_button (&f, TRUCE));
  g_assert_true (wg_session_redo (f.session));
  g_assert_true (wg_game_has_truce (game_of (&f), 0));
  g_assert_null (use_button (&f, TRUCE));
  fixture_tear_down (&f);
}

/* The focus on the row of the token used, whether its use asked (reinforce:
 * which location) or not (draw): the Use button it was on is gone with the
 * rows made again, and a person's next Tab goes on from the row (issue 30;
 * the focus was lost, and Tab started from the window's top). */
static void
assert_row_focused (Fixture *f,
                    guint    index)
{
  GtkWidget *focus = gtk_root_get_focus (GTK_ROOT (f->window));

  g_assert_nonnull (focus);
  g_assert_true (focus == GTK_WIDGET (discovery_row (f, index))
                 || gtk_widget_is_ancestor (focus, GTK_WIDGET (discovery_row (f, index))));
}

static void
test_use_keeps_focus (void)
{
  Fixture f;

  fixture_set_up (&f);
  gtk_widget_grab_focus (use_button (&f, DRAW));
  click_use (&f, DRAW);
  g_assert_true (used (&f, DRAW));
  assert_row_focused (&f, DRAW);
  gtk_widget_grab_focus (use_button (&f, REINFORCE));
  click_use (&f, REINFORCE);
  g_assert_true (question_shown (&f));
  wg_test_iterate_until (gtk_root_get_focus (GTK_ROOT (f.window)) != NULL
                         && gtk_widget_get_ancestor (gtk_root_get_focus (GTK_ROOT (f.window)),
                                                     WG_TYPE_QUESTION_VIEW)
                              != NULL);
  choose (&f, "V1");
  g_assert_true (used (&f, REINFORCE));
  assert_row_focused (&f, REINFORCE);
  fixture_tear_down (&f);
}

/* A question's option the person moved to before the next frame keeps the
 * focus: the page's scrolling to the question, a frame later, took it back
 * to the first option (issue 30, the Exploration game through the
 * window: Down, then Return answered the first option). */
static void
test_question_keeps_moved_focus (void)
{
  Fixture        f;
  GtkListBox    *options;
  GtkListBoxRow *second;

  fixture_set_up (&f);
  gtk_widget_grab_focus (use_button (&f, REINFORCE));
  click_use (&f, REINFORCE);
  g_assert_true (question_shown (&f));
  options = list_named (f.panel, "token-options");
  second = gtk_list_box_get_row_at_index (options, 1);
  g_assert_nonnull (second);
  gtk_widget_grab_focus (GTK_WIDGET (second));
  /* A few frames: the page has laid the question out and scrolled to it. */
  for (int i = 0; i < 5; i++)
    {
      gint64 end = g_get_monotonic_time () + 40 * 1000;

      while (g_get_monotonic_time () < end)
        g_main_context_iteration (NULL, FALSE);
    }
  g_assert_true (gtk_root_get_focus (GTK_ROOT (f.window)) == GTK_WIDGET (second));
  fixture_tear_down (&f);
}

/* copy-planet through the model (R-EXP-5, R-EXP-3: at any time, so also
 * on red's turn): Ana given one (index 8); every planet is offered, in the
 * board's order — D1, J1, V1, O1, X1, A1 (the Warpgates are no planets);
 * J1 chosen: the token is used and put on J1, one step. */
static void
test_copy_planet (void)
{
  g_autoptr (WgSession) session = wg_test_load_session ("explore-held.json");
  g_autoptr (WgTokenModel) model = NULL;
  WgGame            *game = wg_game_copy (wg_session_get_game (session));
  WgDiscovery        copy = { WG_TOKEN_COPY_PLANET, FALSE, -1, 0 };
  const WgQuestion  *q;
  const WgDiscovery *d;
  GString           *ids = g_string_new (NULL);
  g_autofree char   *shown = NULL;
  guint              steps;

  wg_session_set_autosave_dir (session, NULL);
  g_array_append_val (game->players[0].discoveries, copy);
  game->active = 1;
  wg_test_apply (session, game, "Copy Planet held");
  steps = wg_history_get_position (wg_session_get_history (session));
  model = wg_token_model_new (session);
  g_assert_cmpint (wg_token_model_use (model, 0, WG_TOKEN_COPY_PLANET), ==, WG_RUNNER_ASKS);
  q = wg_token_model_get_question (model);
  g_assert_cmpstr (q->id, ==, "token-location");
  for (guint i = 0; i < q->options->len; i++)
    g_string_append_printf (ids, "%s%s", i > 0 ? "|" : "",
                            ((WgOption *) g_ptr_array_index (q->options, i))->id);
  shown = g_string_free (ids, FALSE);
  g_assert_cmpstr (shown, ==, "D1|J1|V1|O1|X1|A1");
  g_assert_false (wg_token_model_answer (model, "gate-blue"));
  g_assert_true (wg_token_model_answer (model, "J1"));
  g_assert_cmpint (wg_token_model_get_state (model), ==, WG_RUNNER_APPLIED);
  d = &g_array_index (wg_session_get_game (session)->players[0].discoveries, WgDiscovery, 8);
  g_assert_true (d->used);
  g_assert_cmpint (d->at, ==, wg_board_find_location (wg_session_get_game (session)->board, "J1"));
  g_assert_cmpuint (wg_history_get_position (wg_session_get_history (session)), ==, steps + 1);
  g_assert_true (wg_session_undo (session));
  d = &g_array_index (wg_session_get_game (session)->players[0].discoveries, WgDiscovery, 8);
  g_assert_false (d->used);
  g_assert_cmpint (d->at, ==, -1);
}

int
main (int   argc,
      char *argv[])
{
  g_autofree char *home = wg_test_app_init (&argc, &argv);
  int              status;

  g_test_add_func ("/wg/app/tokens/R-EXP-3/use-buttons", test_buttons);
  g_test_add_func ("/wg/app/tokens/R-EXP-5/reinforce", test_reinforce);
  g_test_add_func ("/wg/app/tokens/R-EXP-5/draw", test_draw);
  g_test_add_func ("/wg/app/tokens/R-EXP-5/control", test_control);
  g_test_add_func ("/wg/app/tokens/R-EXP-5/deploy-3", test_deploy_3);
  g_test_add_func ("/wg/app/tokens/R-EXP-5/truce", test_truce);
  g_test_add_func ("/wg/app/tokens/R-EXP-5/copy-planet", test_copy_planet);
  g_test_add_func ("/wg/app/tokens/cancel", test_cancel);
  g_test_add_func ("/wg/app/tokens/use-keeps-focus", test_use_keeps_focus);
  g_test_add_func ("/wg/app/tokens/question-keeps-moved-focus", test_question_keeps_moved_focus);
  status = g_test_run ();
  wg_test_app_cleanup (home);
  return status;
}
