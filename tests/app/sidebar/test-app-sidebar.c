/* test-app-sidebar.c — the sidebar's pages and New Game: what they show, edits, refusals, undo
 * Copyright 2026 The Warpgate Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "wg-add-card-row.h"
#include "wg-card-list.h"
#include "wg-card-row.h"
#include "wg-drone-row.h"
#include "wg-file-error.h"
#include "wg-new-game-window.h"
#include "wg-question-view.h"
#include "wg-round-end-dialog.h"
#include "wg-seat-row.h"
#include "wg-ships-row.h"
#include "wg-sidebar.h"
#include "wg-test-app.h"

/* The sample (data/games/sample-solo.json): blue, "Player 1", against the
 * Gatekeepers, red. D3: blue Colony, 3 blue ships; V2: red Colony, 1 red
 * ship; D5: blue's drone. Blue has 1 unspent and 1 spent Trade Good, 2
 * Technologies (Oceanic, Desert), 2 Objectives (Volcanic, Jungle), 9
 * Tactics; the pool 6 Trade Goods, Technology deck 7, Objective deck 4,
 * Promotion deck 20. Round 3, slot 3X, blue first and active. */

typedef struct
{
  WgSession *session;
  GtkWindow *window;
  GtkWidget *panel;
  GPtrArray *toasts;   /* char *: the "toast" signals' messages */
  int        undoable; /* how many of them offered Undo */
} Fixture;

static void
on_toast (GtkWidget  *panel,
          const char *message,
          gboolean    undoable,
          Fixture    *fixture)
{
  g_ptr_array_add (fixture->toasts, g_strdup (message));
  fixture->undoable += undoable ? 1 : 0;
}

static void
fixture_set_up (Fixture    *fixture,
                const char *game_path,
                GtkWidget  *panel)
{
  g_autoptr (GError) error = NULL;

  fixture->session = wg_session_new ();
  wg_session_set_autosave_dir (fixture->session, NULL);
  if (game_path == NULL)
    g_assert_true (wg_session_load_resource (fixture->session, WG_SESSION_SAMPLE_RESOURCE,
                                             &error));
  else
    {
      g_autofree char *path = g_test_build_filename (G_TEST_DIST, "data", game_path, NULL);
      g_autoptr (GFile) file = g_file_new_for_path (path);

      g_assert_true (wg_session_load_file (fixture->session, file, &error));
    }
  g_assert_no_error (error);
  fixture->toasts = g_ptr_array_new_with_free_func (g_free);
  fixture->undoable = 0;
  fixture->panel = panel;
  g_object_set (panel, "session", fixture->session, NULL);
  g_signal_connect (panel, "toast", G_CALLBACK (on_toast), fixture);
  fixture->window = GTK_WINDOW (gtk_window_new ());
  gtk_window_set_default_size (fixture->window, 400, 700);
  gtk_window_set_child (fixture->window, panel);
  gtk_window_present (fixture->window);
  wg_test_iterate_until (gtk_widget_get_mapped (panel));
}

/* Destroys the window and checks that the panel and the session went. */
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

static int
cell_of (WgSession  *session,
         const char *id)
{
  int cell = wg_board_find_location (wg_session_get_game (session)->board, id);

  g_assert_cmpint (cell, >=, 0);
  return cell;
}

static guint
n_steps (WgSession *session)
{
  return wg_history_get_position (wg_session_get_history (session));
}

static guint
count_of_type (GtkWidget *widget,
               GType      type)
{
  guint n = G_MAXUINT;

  wg_test_find_nth (widget, type, &n);
  return G_MAXUINT - n;
}

static GtkWidget *
find_label (GtkWidget  *widget,
            const char *text)
{
  if (GTK_IS_LABEL (widget) && g_strcmp0 (gtk_label_get_label (GTK_LABEL (widget)), text) == 0)
    return widget;
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = find_label (child, text);

      if (found != NULL)
        return found;
    }
  return NULL;
}

/* The message label of a panel, when shown. */
static const char *
shown_message (GtkWidget *panel)
{
  GtkWidget *label = wg_test_find_with_class (panel, "table-message");
  GtkWidget *revealer = gtk_widget_get_parent (label);

  g_assert_true (GTK_IS_REVEALER (revealer));
  if (!gtk_revealer_get_reveal_child (GTK_REVEALER (revealer)))
    return NULL;
  return gtk_label_get_label (GTK_LABEL (label));
}

/* Activates the option titled @title of the question on the dialog over
 * @window, which must be there. Unlike wg_test_respond, the next question
 * may follow at once. */
static void
answer (GtkWindow  *window,
        const char *title)
{
  AdwMessageDialog *dialog = wg_test_find_dialog_for (window);
  GtkWidget        *view;
  GtkListBox       *list;

  g_assert_nonnull (dialog);
  view = wg_test_find_type (GTK_WIDGET (dialog), WG_TYPE_QUESTION_VIEW);
  g_assert_nonnull (view);
  list = wg_question_view_get_list (WG_QUESTION_VIEW (view));
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

/* ---- The location panel ---- */

static void
test_location_shows (void)
{
  Fixture      f;
  int          d3;
  WgShipsRow  *blue, *red;
  AdwComboRow *marker;

  fixture_set_up (&f, NULL, wg_location_panel_new ());
  g_assert_nonnull (find_label (f.panel, "No Location Selected"));
  g_assert_cmpint (count_of_type (f.panel, WG_TYPE_SHIPS_ROW), ==, 0);

  d3 = cell_of (f.session, "D3");
  wg_session_select_location (f.session, d3);
  g_assert_nonnull (find_label (f.panel, "D3"));
  g_assert_nonnull (find_label (f.panel, "D · Desert · Sector t6-b · Trade"));
  g_assert_cmpint (count_of_type (f.panel, WG_TYPE_SHIPS_ROW), ==, 2);
  blue = WG_SHIPS_ROW (wg_test_nth (f.panel, WG_TYPE_SHIPS_ROW, 0));
  red = WG_SHIPS_ROW (wg_test_nth (f.panel, WG_TYPE_SHIPS_ROW, 1));
  g_assert_cmpint (wg_ships_row_get_player (blue), ==, 0);
  g_assert_cmpint (wg_ships_row_get_count (blue), ==, 3);
  g_assert_cmpint (wg_ships_row_get_count (red), ==, 0);
  g_assert_cmpstr (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (blue)), ==,
                   "Player 1 (blue)");
  /* Blue owns 12 ships and 8 are on the board. */
  g_assert_cmpstr (adw_action_row_get_subtitle (ADW_ACTION_ROW (blue)), ==, "4 ships in supply");
  /* Red may not join blue's ships: its spin stops at 0, and says why. */
  g_assert_nonnull (strstr (gtk_widget_get_tooltip_text (wg_test_nth (GTK_WIDGET (red),
                                                                      GTK_TYPE_SPIN_BUTTON, 0)),
                            "R-MOVE-11"));
  /* A blue Colony: none, blue Outpost, blue Colony, … */
  marker = ADW_COMBO_ROW (wg_test_nth (f.panel, ADW_TYPE_COMBO_ROW, 0));
  g_assert_cmpuint (adw_combo_row_get_selected (marker), ==, 2);
  /* Blue's drone is on D5; the AI has none to move (R-AI-10). */
  g_assert_cmpstr (adw_action_row_get_subtitle (ADW_ACTION_ROW (wg_test_nth (f.panel,
                                                                             WG_TYPE_DRONE_ROW,
                                                                             0))),
                   ==, "On D5");
  g_assert_false (gtk_widget_get_sensitive (wg_test_nth (wg_test_nth (f.panel, WG_TYPE_DRONE_ROW,
                                                                      1),
                                                         GTK_TYPE_SWITCH, 0)));
  g_assert_null (shown_message (f.panel));

  /* A Warpgate has no marker. */
  wg_session_select_location (f.session, cell_of (f.session, "gate-red"));
  g_assert_nonnull (find_label (f.panel, "The red Warpgate of The Gatekeepers"));
  g_assert_false (gtk_widget_get_visible (gtk_widget_get_ancestor (GTK_WIDGET (marker),
                                                                   ADW_TYPE_PREFERENCES_GROUP)));
  fixture_tear_down (&f);
}

static void
test_location_ships_undo (void)
{
  Fixture     f;
  int         d3;
  guint       steps;
  WgShipsRow *blue;

  fixture_set_up (&f, NULL, wg_location_panel_new ());
  d3 = cell_of (f.session, "D3");
  wg_session_select_location (f.session, d3);
  steps = n_steps (f.session);
  blue = WG_SHIPS_ROW (wg_test_nth (f.panel, WG_TYPE_SHIPS_ROW, 0));

  /* The spin button: one step in the history. */
  wg_ships_row_set_count (blue, 5);
  g_assert_cmpint (wg_game_ships_at (wg_session_get_game (f.session), d3, 0), ==, 5);
  g_assert_cmpuint (n_steps (f.session), ==, steps + 1);
  g_assert_cmpstr (adw_action_row_get_subtitle (ADW_ACTION_ROW (blue)), ==, "2 ships in supply");

  /* + and − (the keyboard's actions) act on the player whose ships are here. */
  gtk_widget_activate_action (f.panel, "location.remove-ship", "i", -1);
  g_assert_cmpint (wg_game_ships_at (wg_session_get_game (f.session), d3, 0), ==, 4);
  gtk_widget_activate_action (f.panel, "location.add-ship", "i", -1);
  gtk_widget_activate_action (f.panel, "location.add-ship", "i", -1);
  g_assert_cmpint (wg_game_ships_at (wg_session_get_game (f.session), d3, 0), ==, 6);
  g_assert_cmpint (wg_ships_row_get_count (blue), ==, 6);
  g_assert_cmpuint (n_steps (f.session), ==, steps + 4);

  /* Undo restores the table, and the panel follows. */
  g_assert_true (wg_session_go_to (f.session, steps));
  g_assert_cmpint (wg_game_ships_at (wg_session_get_game (f.session), d3, 0), ==, 3);
  g_assert_cmpint (wg_ships_row_get_count (blue), ==, 3);
  fixture_tear_down (&f);
}

/* Red ships where blue's are (R-MOVE-11), and more ships than blue owns:
 * nothing changes, and the panel says why. */
static void
test_location_refuses (void)
{
  Fixture       f;
  const WgGame *before;
  int           d3;
  guint         steps;

  fixture_set_up (&f, NULL, wg_location_panel_new ());
  d3 = cell_of (f.session, "D3");
  wg_session_select_location (f.session, d3);
  before = wg_session_get_game (f.session);
  steps = n_steps (f.session);

  gtk_widget_activate_action (f.panel, "location.add-ship", "i", 1);
  g_assert_true (wg_session_get_game (f.session) == before);
  g_assert_cmpuint (n_steps (f.session), ==, steps);
  g_assert_cmpint (wg_game_ships_at (before, d3, 1), ==, 0);
  g_assert_nonnull (shown_message (f.panel));
  g_assert_nonnull (strstr (shown_message (f.panel), "D3 holds Player 1’s ships"));
  g_assert_nonnull (strstr (shown_message (f.panel), "R-MOVE-11"));
  g_assert_cmpstr (wg_sidebar_page_get_message (WG_SIDEBAR_PAGE (f.panel)), ==,
                   shown_message (f.panel));

  gtk_widget_activate_action (f.panel, "location.set-ships", "(ii)", 0, 9);
  g_assert_true (wg_session_get_game (f.session) == before);
  g_assert_nonnull (strstr (shown_message (f.panel), "at most 7 can stand on D3"));
  g_assert_cmpint (wg_ships_row_get_count (WG_SHIPS_ROW (wg_test_nth (f.panel, WG_TYPE_SHIPS_ROW,
                                                                      0))),
                   ==, 3);

  /* An edit that is accepted clears the message. */
  gtk_widget_activate_action (f.panel, "location.add-ship", "i", 0);
  g_assert_null (shown_message (f.panel));
  fixture_tear_down (&f);
}

static void
test_location_marker_drone (void)
{
  Fixture      f;
  int          d3, v2;
  guint        steps;
  AdwComboRow *marker;

  fixture_set_up (&f, NULL, wg_location_panel_new ());
  d3 = cell_of (f.session, "D3");
  v2 = cell_of (f.session, "V2");
  wg_session_select_location (f.session, d3);
  steps = n_steps (f.session);
  marker = ADW_COMBO_ROW (wg_test_nth (f.panel, ADW_TYPE_COMBO_ROW, 0));

  /* Blue's Colony becomes red's Outpost: choice 1 + 2 × 1. */
  adw_combo_row_set_selected (marker, 3);
  g_assert_cmpint (wg_session_get_game (f.session)->stacks[d3].marker_owner, ==, 1);
  g_assert_cmpint (wg_session_get_game (f.session)->stacks[d3].marker_side, ==, WG_MARKER_OUTPOST);
  g_assert_cmpuint (f.toasts->len, ==, 0);

  /* Removing it offers Undo. */
  adw_combo_row_set_selected (marker, 0);
  g_assert_cmpint (wg_session_get_game (f.session)->stacks[d3].marker_owner, ==, WG_NO_PLAYER);
  g_assert_cmpuint (f.toasts->len, ==, 1);
  g_assert_cmpint (f.undoable, ==, 1);
  g_assert_true (wg_session_undo (f.session));
  g_assert_cmpint (wg_session_get_game (f.session)->stacks[d3].marker_owner, ==, 1);
  g_assert_cmpuint (adw_combo_row_get_selected (marker), ==, 3);

  /* Blue's drone comes to D3, then goes off the board. */
  wg_drone_row_toggle (WG_DRONE_ROW (wg_test_nth (f.panel, WG_TYPE_DRONE_ROW, 0)));
  g_assert_cmpint (wg_session_get_game (f.session)->drones[0], ==, d3);
  g_assert_cmpstr (adw_action_row_get_subtitle (ADW_ACTION_ROW (wg_test_nth (f.panel,
                                                                             WG_TYPE_DRONE_ROW,
                                                                             0))),
                   ==, "Here");
  gtk_widget_activate_action (f.panel, "location.set-drone", "(ib)", 0, FALSE);
  g_assert_cmpint (wg_session_get_game (f.session)->drones[0], ==, -1);
  /* The AI has no drone: refused (R-AI-10). */
  gtk_widget_activate_action (f.panel, "location.set-drone", "(ib)", 1, TRUE);
  g_assert_nonnull (strstr (shown_message (f.panel), "R-AI-10"));

  g_assert_true (wg_session_go_to (f.session, steps));
  g_assert_cmpint (wg_session_get_game (f.session)->drones[0], ==, cell_of (f.session, "D5"));
  g_assert_cmpint (wg_session_get_game (f.session)->stacks[d3].marker_owner, ==, 0);

  /* Another location: the panel follows the selection. */
  wg_session_select_location (f.session, v2);
  g_assert_nonnull (find_label (f.panel, "V2"));
  g_assert_null (shown_message (f.panel));
  g_assert_cmpint (wg_ships_row_get_count (WG_SHIPS_ROW (wg_test_nth (f.panel, WG_TYPE_SHIPS_ROW,
                                                                      1))),
                   ==, 1);
  fixture_tear_down (&f);
}

/* ---- The player panel ---- */

static GtkListBox *
list_named (GtkWidget  *panel,
            const char *name)
{
  for (guint i = 0; i < count_of_type (panel, GTK_TYPE_LIST_BOX); i++)
    {
      GtkWidget *list = wg_test_nth (panel, GTK_TYPE_LIST_BOX, i);

      if (g_strcmp0 (gtk_widget_get_name (list), name) == 0)
        return GTK_LIST_BOX (list);
    }
  g_assert_not_reached ();
}

static guint
n_rows (GtkListBox *list)
{
  guint n = 0;

  while (gtk_list_box_get_row_at_index (list, (int) n) != NULL)
    n++;
  return n;
}

static WgCardRow *
card_row (GtkListBox *list,
          guint       index)
{
  GtkListBoxRow *row = gtk_list_box_get_row_at_index (list, (int) index);

  g_assert_true (WG_IS_CARD_ROW (row));
  return WG_CARD_ROW (row);
}

static void
click_remove (WgCardRow *row)
{
  for (guint i = 0; i < count_of_type (GTK_WIDGET (row), GTK_TYPE_BUTTON); i++)
    {
      GtkWidget *button = wg_test_nth (GTK_WIDGET (row), GTK_TYPE_BUTTON, i);

      if (g_strcmp0 (gtk_button_get_icon_name (GTK_BUTTON (button)), "user-trash-symbolic") == 0)
        {
          g_signal_emit_by_name (button, "clicked");
          return;
        }
    }
  g_assert_not_reached ();
}

static void
test_player_shows (void)
{
  Fixture     f;
  GtkWidget  *panel = wg_player_panel_new ();
  GtkListBox *technologies, *objectives, *tactics;

  fixture_set_up (&f, NULL, panel);
  technologies = list_named (panel, "technologies");
  objectives = list_named (panel, "objectives");
  tactics = list_named (panel, "tactics");
  g_assert_nonnull (find_label (panel, "Player 1"));
  g_assert_nonnull (find_label (panel, "8 on the board · 4 in supply"));
  g_assert_cmpint (gtk_spin_button_get_value_as_int (GTK_SPIN_BUTTON (
                     wg_test_nth (panel, GTK_TYPE_SPIN_BUTTON, 0))),
                   ==, 1);
  g_assert_cmpuint (n_rows (technologies), ==, 2);
  g_assert_cmpstr (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (card_row (technologies, 0))),
                   ==, "Unknown Technology");
  g_assert_cmpstr (adw_action_row_get_subtitle (ADW_ACTION_ROW (card_row (technologies, 0))), ==,
                   "Oceanic · 2 VP");
  g_assert_cmpuint (n_rows (objectives), ==, 2);
  g_assert_cmpstr (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (card_row (objectives, 1))),
                   ==, "Jungle Objective");
  g_assert_cmpint (wg_card_row_get_status (card_row (objectives, 1)), ==, WG_OBJECTIVE_HELD);
  g_assert_cmpuint (n_rows (tactics), ==, 9);
  g_assert_cmpstr (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (card_row (tactics, 0))),
                   ==, "Heroic Sacrifice");
  g_assert_cmpstr (adw_action_row_get_subtitle (ADW_ACTION_ROW (card_row (tactics, 0))), ==,
                   "Basic · ×5");
  g_assert_cmpstr (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (card_row (tactics, 7))),
                   ==, "Hero card");

  /* The AI's Tactics are its Tactics deck and discard. */
  wg_player_panel_set_player (WG_PLAYER_PANEL (panel), 1);
  g_assert_nonnull (find_label (panel, "The Gatekeepers"));
  g_assert_cmpuint (n_rows (tactics), ==,
                    wg_session_get_game (f.session)->ai.tactics_deck->len
                      + wg_session_get_game (f.session)->ai.tactics_discard->len);
  g_assert_cmpuint (n_rows (technologies), ==, 1);
  fixture_tear_down (&f);
}

/* The position of the catalog's Tactics card @id among a row's choices. */
static guint
first_choice (WgCatalog  *catalog,
              const char *id)
{
  for (guint i = 1; wg_card_list_tactic_choice (catalog, i) != NULL; i++)
    if (g_str_equal (wg_card_list_tactic_choice (catalog, i)->id, id))
      return i;
  g_assert_not_reached ();
}

/* The discovery tokens a player holds, by name and reading, used or not
 * (R-EXP-3, R-EXP-9): tests/data/explore-board.json gives blue an unused
 * reinforce and a used draw (R-EXP-5's readings), red none. */
static void
test_player_discoveries (void)
{
  Fixture     f;
  GtkWidget  *panel = wg_player_panel_new ();
  GtkListBox *discoveries;
  GtkWidget  *row;

  fixture_set_up (&f, "explore-board.json", panel);
  discoveries = list_named (panel, "discoveries");
  g_assert_cmpuint (n_rows (discoveries), ==, 2);
  row = GTK_WIDGET (gtk_list_box_get_row_at_index (discoveries, 0));
  g_assert_cmpstr (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (row)), ==, "Reinforce");
  g_assert_cmpstr (adw_action_row_get_subtitle (ADW_ACTION_ROW (row)), ==,
                   "During your turn: a Reinforce action at 1X.");
  row = GTK_WIDGET (gtk_list_box_get_row_at_index (discoveries, 1));
  g_assert_cmpstr (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (row)), ==, "Draw");
  g_assert_cmpstr (adw_action_row_get_subtitle (ADW_ACTION_ROW (row)), ==,
                   "During your turn: a Draw action at 1X. · used");
  g_assert_true (gtk_widget_get_visible (
    gtk_widget_get_ancestor (GTK_WIDGET (discoveries), ADW_TYPE_PREFERENCES_GROUP)));

  /* Red holds none: no rows, the group hidden. */
  wg_player_panel_set_player (WG_PLAYER_PANEL (panel), 1);
  g_assert_cmpuint (n_rows (discoveries), ==, 0);
  g_assert_false (gtk_widget_get_visible (
    gtk_widget_get_ancestor (GTK_WIDGET (discoveries), ADW_TYPE_PREFERENCES_GROUP)));
  fixture_tear_down (&f);
}

static void
test_player_edits (void)
{
  Fixture         f;
  GtkWidget      *panel = wg_player_panel_new ();
  GtkListBox     *technologies, *objectives, *tactics;
  WgAddCardRow   *adder;
  guint           steps, choice;
  const WgPlayer *blue;
  WgCatalog      *catalog;

  fixture_set_up (&f, NULL, panel);
  catalog = wg_sidebar_page_get_catalog (WG_SIDEBAR_PAGE (panel));
  technologies = list_named (panel, "technologies");
  objectives = list_named (panel, "objectives");
  tactics = list_named (panel, "tactics");
  steps = n_steps (f.session);

  /* Trade Goods. */
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (wg_test_nth (panel, GTK_TYPE_SPIN_BUTTON, 0)), 3);
  blue = &wg_session_get_game (f.session)->players[0];
  g_assert_cmpint (blue->trade_goods_unspent, ==, 3);
  g_assert_cmpint (blue->trade_goods_spent, ==, 1);

  /* Removing a Technology offers Undo; undoing brings it back. */
  click_remove (card_row (technologies, 0));
  blue = &wg_session_get_game (f.session)->players[0];
  g_assert_cmpuint (blue->technologies->len, ==, 1);
  g_assert_cmpint (g_array_index (blue->technologies, WgTechnology, 0).type, ==,
                   WG_PLANET_DESERT);
  g_assert_cmpuint (n_rows (technologies), ==, 1);
  g_assert_cmpuint (f.toasts->len, ==, 1);
  g_assert_cmpint (f.undoable, ==, 1);
  g_assert_nonnull (strstr (g_ptr_array_index (f.toasts, 0), "removed"));
  g_assert_true (wg_session_undo (f.session));
  g_assert_cmpuint (wg_session_get_game (f.session)->players[0].technologies->len, ==, 2);
  g_assert_cmpuint (n_rows (technologies), ==, 2);

  /* Showing a status changes nothing; choosing one does: an Objective failed. */
  wg_card_row_set_status (card_row (objectives, 0), WG_OBJECTIVE_COMPLETED);
  g_assert_cmpint (g_array_index (wg_session_get_game (f.session)->players[0].objectives,
                                  WgObjective, 0)
                     .status,
                   ==, WG_OBJECTIVE_HELD);
  gtk_drop_down_set_selected (GTK_DROP_DOWN (wg_test_nth (GTK_WIDGET (card_row (objectives, 0)),
                                                          GTK_TYPE_DROP_DOWN, 0)),
                              WG_OBJECTIVE_FAILED);
  g_assert_cmpint (g_array_index (wg_session_get_game (f.session)->players[0].objectives,
                                  WgObjective, 0)
                     .status,
                   ==, WG_OBJECTIVE_FAILED);
  g_assert_cmpint (wg_card_row_get_status (card_row (objectives, 0)), ==, WG_OBJECTIVE_FAILED);

  /* A catalog Tactics card added at the end. */
  adder = WG_ADD_CARD_ROW (wg_test_nth (panel, WG_TYPE_ADD_CARD_ROW, 2));
  g_assert_cmpint (wg_add_card_row_get_kind (adder), ==, WG_ADD_CARD_TACTIC);
  g_assert_cmpuint (wg_add_card_row_get_n_cards (adder), >, 1);
  wg_add_card_row_select (adder, 1, -1);
  g_signal_emit_by_name (adder, "add");
  g_assert_cmpuint (n_rows (tactics), ==, 10);
  g_assert_nonnull (g_array_index (wg_session_get_game (f.session)->players[0].tactics, WgTactic,
                                   9)
                      .card);

  /* Glorious Victory with the multiplier read from the card: the catalog
   * does not know it (docs/card-catalog.md), the game file does now. */
  wg_add_card_row_select (adder, 4, -1);
  wg_add_card_row_set_multiplier (adder, 4);
  g_signal_emit_by_name (adder, "add");
  g_assert_cmpuint (n_rows (tactics), ==, 11);
  g_assert_cmpstr (g_array_index (wg_session_get_game (f.session)->players[0].tactics, WgTactic,
                                  10)
                     .card,
                   ==, "glorious-victory");
  g_assert_cmpint (g_array_index (wg_session_get_game (f.session)->players[0].tactics, WgTactic,
                                  10)
                     .multiplier,
                   ==, 4);

  /* The card in hand edited: ×5 read from it, through its row's drop-down
   * (the row's second: the first is an Objective's status, hidden). */
  g_assert_cmpint (wg_card_row_get_multiplier (card_row (tactics, 10)), ==, 4);
  /* Heroic Sacrifice, added above: the catalog says ×5. */
  g_assert_cmpint (wg_card_row_get_multiplier (card_row (tactics, 9)), ==, 5);
  gtk_drop_down_set_selected (GTK_DROP_DOWN (wg_test_nth (GTK_WIDGET (card_row (tactics, 10)),
                                                          GTK_TYPE_DROP_DOWN, 1)),
                              6);
  g_assert_cmpint (g_array_index (wg_session_get_game (f.session)->players[0].tactics, WgTactic,
                                  10)
                     .multiplier,
                   ==, 5);
  g_assert_cmpint (wg_card_row_get_multiplier (card_row (tactics, 10)), ==, 5);

  /* The card entered as Glorious Victory is Pitched Battle: chosen in its
   * row's third drop-down (which card it is, the catalog's Tactics), it
   * takes its place with the catalog's multiplier; one step. */
  g_assert_null (wg_card_list_tactic_choice (catalog, 0));
  choice = 1;
  while (g_strcmp0 (wg_card_list_tactic_choice (catalog, choice)->id, "pitched-battle") != 0)
    choice++;
  g_assert_cmpuint (wg_card_row_get_choice (card_row (tactics, 10)), ==,
                    first_choice (catalog, "glorious-victory"));
  gtk_drop_down_set_selected (GTK_DROP_DOWN (wg_test_nth (GTK_WIDGET (card_row (tactics, 10)),
                                                          GTK_TYPE_DROP_DOWN, 2)),
                              choice);
  g_assert_cmpstr (g_array_index (wg_session_get_game (f.session)->players[0].tactics, WgTactic,
                                  10)
                     .card,
                   ==, "pitched-battle");
  g_assert_cmpint (g_array_index (wg_session_get_game (f.session)->players[0].tactics, WgTactic,
                                  10)
                     .multiplier,
                   ==, WG_MULTIPLIER_UNKNOWN);
  g_assert_cmpuint (n_rows (tactics), ==, 11);
  g_assert_cmpuint (wg_card_row_get_choice (card_row (tactics, 10)), ==, choice);
  g_assert_cmpint (wg_card_row_get_multiplier (card_row (tactics, 10)), ==,
                   wg_catalog_lookup (catalog, "pitched-battle")->multiplier);

  /* An Arctic Objective not known by name. */
  adder = WG_ADD_CARD_ROW (wg_test_nth (panel, WG_TYPE_ADD_CARD_ROW, 1));
  wg_add_card_row_select (adder, 0, WG_PLANET_ARCTIC);
  g_signal_emit_by_name (adder, "add");
  g_assert_cmpuint (n_rows (objectives), ==, 3);
  g_assert_cmpint (g_array_index (wg_session_get_game (f.session)->players[0].objectives,
                                  WgObjective, 2)
                     .type,
                   ==, WG_PLANET_ARCTIC);

  g_assert_cmpuint (n_steps (f.session), ==, steps + 7);
  g_assert_true (wg_session_go_to (f.session, steps));
  g_assert_cmpuint (n_rows (tactics), ==, 9);
  g_assert_cmpuint (n_rows (objectives), ==, 2);
  g_assert_null (wg_sidebar_page_get_message (WG_SIDEBAR_PAGE (panel)));
  fixture_tear_down (&f);
}

/* ---- The pools and the turn ---- */

static void
test_pools (void)
{
  Fixture       f;
  GtkWidget    *panel = wg_pools_panel_new ();
  GtkListBox   *technologies, *objectives;
  WgAddCardRow *adder;
  guint         steps;

  fixture_set_up (&f, NULL, panel);
  technologies = list_named (panel, "available-technologies");
  objectives = list_named (panel, "available-objectives");
  steps = n_steps (f.session);
  g_assert_cmpint (gtk_spin_button_get_value_as_int (GTK_SPIN_BUTTON (
                     wg_test_nth (panel, GTK_TYPE_SPIN_BUTTON, 0))),
                   ==, 6);
  g_assert_cmpint (gtk_spin_button_get_value_as_int (GTK_SPIN_BUTTON (
                     wg_test_nth (panel, GTK_TYPE_SPIN_BUTTON, 1))),
                   ==, 7);
  g_assert_cmpint (gtk_spin_button_get_value_as_int (GTK_SPIN_BUTTON (
                     wg_test_nth (panel, GTK_TYPE_SPIN_BUTTON, 2))),
                   ==, 4);
  g_assert_cmpint (gtk_spin_button_get_value_as_int (GTK_SPIN_BUTTON (
                     wg_test_nth (panel, GTK_TYPE_SPIN_BUTTON, 3))),
                   ==, 20);
  g_assert_cmpuint (n_rows (technologies), ==, 2);
  g_assert_cmpuint (n_rows (objectives), ==, 2);
  g_assert_cmpstr (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (card_row (objectives, 1))),
                   ==, "Arctic Objective");

  gtk_spin_button_set_value (GTK_SPIN_BUTTON (wg_test_nth (panel, GTK_TYPE_SPIN_BUTTON, 0)), 5);
  g_assert_cmpint (wg_session_get_game (f.session)->trade_goods, ==, 5);

  /* An Oceanic Objective laid out on the right. */
  adder = WG_ADD_CARD_ROW (wg_test_nth (panel, WG_TYPE_ADD_CARD_ROW, 1));
  wg_add_card_row_select (adder, 0, WG_PLANET_OCEANIC);
  g_signal_emit_by_name (adder, "add");
  g_assert_cmpuint (wg_session_get_game (f.session)->objectives->len, ==, 3);
  g_assert_cmpint (g_array_index (wg_session_get_game (f.session)->objectives, WgPlanetType, 2),
                   ==, WG_PLANET_OCEANIC);
  g_assert_cmpuint (n_rows (objectives), ==, 3);

  /* Taking the first Technology away offers Undo. */
  click_remove (card_row (technologies, 0));
  g_assert_cmpuint (wg_session_get_game (f.session)->technologies->len, ==, 1);
  g_assert_cmpint (g_array_index (wg_session_get_game (f.session)->technologies, WgTechnology,
                                  0)
                     .type,
                   ==, WG_PLANET_JUNGLE);
  g_assert_cmpint (f.undoable, ==, 1);

  g_assert_cmpuint (n_steps (f.session), ==, steps + 3);
  g_assert_true (wg_session_go_to (f.session, steps));
  g_assert_cmpuint (n_rows (technologies), ==, 2);
  g_assert_cmpint (gtk_spin_button_get_value_as_int (GTK_SPIN_BUTTON (
                     wg_test_nth (panel, GTK_TYPE_SPIN_BUTTON, 0))),
                   ==, 6);
  fixture_tear_down (&f);
}

/* End Turn is the window's (win.end-turn): the turn panel is the main
 * window's. */
static void
test_turn (void)
{
  GtkWidget   *panel;
  WgWindow    *window = wg_test_turn_window (NULL, &panel);
  WgSession   *session = wg_window_get_session (window);
  AdwComboRow *slot, *first;
  guint        steps;

  steps = n_steps (session);
  slot = ADW_COMBO_ROW (wg_test_nth (panel, ADW_TYPE_COMBO_ROW, 0));
  first = ADW_COMBO_ROW (wg_test_nth (panel, ADW_TYPE_COMBO_ROW, 1));
  g_assert_cmpint (gtk_spin_button_get_value_as_int (GTK_SPIN_BUTTON (
                     wg_test_nth (panel, GTK_TYPE_SPIN_BUTTON, 0))),
                   ==, 3);
  g_assert_cmpuint (adw_combo_row_get_selected (slot), ==, 2);
  g_assert_cmpuint (adw_combo_row_get_selected (first), ==, 0);

  /* Slot 4X. */
  adw_combo_row_set_selected (slot, 3);
  g_assert_cmpint (wg_session_get_game (session)->turn, ==, 4);
  /* The AI never holds the first player marker (R-ROUND-1): refused. */
  adw_combo_row_set_selected (first, 1);
  g_assert_cmpint (wg_session_get_game (session)->first_player, ==, 0);
  g_assert_cmpuint (adw_combo_row_get_selected (first), ==, 0);
  g_assert_nonnull (strstr (shown_message (panel), "R-ROUND-1"));

  /* End Turn: blue's turn ends, the AI is active; one step, with Undo. */
  g_assert_true (gtk_widget_activate_action (panel, "turn.end", NULL));
  g_assert_cmpint (wg_session_get_game (session)->active, ==, 1);
  g_assert_cmpuint (n_steps (session), ==, steps + 2);
  wg_test_iterate_until (wg_test_toast_undo_button (window) != NULL);
  g_assert_null (shown_message (panel));
  g_assert_true (wg_session_undo (session));
  g_assert_cmpint (wg_session_get_game (session)->active, ==, 0);
  wg_test_destroy_window (window);
}

/* Decks known only by their size: End Turn asks which Technology, then
 * which Objective is turned over (test-round.c works the same table). */
static void
test_turn_asks (void)
{
  GtkWidget        *panel;
  WgWindow         *window = wg_test_turn_window ("round-reveal-unknown.json", &panel);
  GtkWindow        *parent = GTK_WINDOW (window);
  WgSession        *session = wg_window_get_session (window);
  AdwMessageDialog *dialog;
  const WgGame     *before;

  before = wg_session_get_game (session);
  g_assert_true (gtk_widget_activate_action (panel, "turn.end", NULL));
  dialog = wg_test_find_dialog_for (parent);
  g_assert_nonnull (dialog);
  g_assert_nonnull (strstr (adw_message_dialog_get_body (dialog), "Technology"));
  g_assert_true (wg_session_get_game (session) == before);

  /* Cancelling changes nothing. */
  wg_test_respond (parent, "wg-cancel");
  wg_test_iterate_until (wg_test_find_dialog_for (parent) == NULL);
  g_assert_true (wg_session_get_game (session) == before);

  g_assert_true (gtk_widget_activate_action (panel, "turn.end", NULL));
  answer (parent, wg_planet_type_display_name (WG_PLANET_ARCTIC));
  dialog = wg_test_find_dialog_for (parent);
  g_assert_nonnull (dialog);
  g_assert_nonnull (strstr (adw_message_dialog_get_body (dialog), "Objective"));
  answer (parent, wg_planet_type_display_name (WG_PLANET_DESERT));
  /* The round ended: its checklist follows (test-app-score.c). */
  dialog = wg_test_find_dialog_for (parent);
  g_assert_true (WG_IS_ROUND_END_DIALOG (dialog));
  wg_test_respond (parent, "close");
  g_assert_cmpint (wg_session_get_game (session)->round, ==, 4);
  g_assert_cmpuint (wg_session_get_game (session)->technologies->len, ==, 3);
  g_assert_cmpint (g_array_index (wg_session_get_game (session)->technologies, WgTechnology,
                                  2)
                     .type,
                   ==, WG_PLANET_ARCTIC);
  g_assert_true (wg_session_undo (session));
  g_assert_cmpint (wg_session_get_game (session)->round, ==, 3);
  wg_test_destroy_window (window);
}

/* ---- The sidebar ---- */

static WgSession *
page_session (gpointer page)
{
  return wg_sidebar_page_get_session (WG_SIDEBAR_PAGE (page));
}

static void
test_table_panel (void)
{
  Fixture     f;
  GtkWidget  *panel = wg_sidebar_new ();
  WgSidebar  *table = WG_SIDEBAR (panel);
  GtkListBox *technologies;

  fixture_set_up (&f, NULL, panel);
  g_assert_true (page_session (wg_sidebar_get_location_panel (table)) == f.session);
  g_assert_true (page_session (wg_sidebar_get_turn_panel (table)) == f.session);
  g_assert_true (page_session (wg_sidebar_get_pools_panel (table)) == f.session);
  g_assert_cmpint (wg_player_panel_get_player (wg_sidebar_get_player_panel (table)), ==, 0);

  /* Selecting a location on the board brings its page. */
  wg_sidebar_set_page (table, "table");
  g_assert_cmpstr (wg_sidebar_get_page (table), ==, "table");
  wg_session_select_location (f.session, cell_of (f.session, "D3"));
  g_assert_cmpstr (wg_sidebar_get_page (table), ==, "location");

  /* The players page shows the player chosen; its toasts come out of the sidebar. */
  wg_sidebar_set_page (table, "players");
  wg_sidebar_show_player (table, 1);
  g_assert_cmpint (wg_player_panel_get_player (wg_sidebar_get_player_panel (table)), ==, 1);
  technologies = list_named (GTK_WIDGET (wg_sidebar_get_player_panel (table)),
                             "technologies");
  click_remove (card_row (technologies, 0));
  g_assert_cmpuint (wg_session_get_game (f.session)->players[1].technologies->len, ==, 0);
  g_assert_cmpuint (f.toasts->len, ==, 1);
  g_assert_cmpint (f.undoable, ==, 1);
  fixture_tear_down (&f);
}

/* Only the page shown is laid out (a view stack measures every page it
 * has); the others are brought up to date when they are shown. */
static void
test_table_panel_pages (void)
{
  Fixture    f;
  GtkWidget *panel = wg_sidebar_new ();
  WgSidebar *table = WG_SIDEBAR (panel);
  GtkWidget *pools, *players;
  g_autoptr (GError) error = NULL;
  WgGame *next;

  fixture_set_up (&f, NULL, panel);
  pools = GTK_WIDGET (wg_sidebar_get_pools_panel (table));
  players = GTK_WIDGET (wg_sidebar_get_player_panel (table));
  g_assert_cmpstr (wg_sidebar_get_page (table), ==, "location");
  g_assert_false (gtk_widget_is_visible (pools));
  g_assert_false (gtk_widget_is_visible (players));
  g_assert_true (gtk_widget_is_visible (GTK_WIDGET (wg_sidebar_get_location_panel (table))));

  /* The pool and the first player's unspent Trade Goods change while
   * their pages are not shown. */
  next = wg_game_copy (wg_session_get_game (f.session));
  next->trade_goods = 2;
  next->players[0].trade_goods_unspent = 9;
  g_assert_true (wg_session_apply (f.session, next, "Trade Goods counted", &error));
  g_assert_no_error (error);

  wg_sidebar_set_page (table, "table");
  g_assert_true (gtk_widget_get_mapped (pools));
  g_assert_false (gtk_widget_is_visible (players));
  g_assert_cmpint (gtk_spin_button_get_value_as_int (GTK_SPIN_BUTTON (
                     wg_test_nth (pools, GTK_TYPE_SPIN_BUTTON, 0))),
                   ==, 2);

  wg_sidebar_set_page (table, "players");
  g_assert_true (gtk_widget_get_mapped (players));
  g_assert_false (gtk_widget_is_visible (pools));
  g_assert_cmpint (gtk_spin_button_get_value_as_int (GTK_SPIN_BUTTON (
                     wg_test_nth (players, GTK_TYPE_SPIN_BUTTON, 0))),
                   ==, 9);

  /* Undone with the players page shown: it follows at once. */
  g_assert_true (wg_session_undo (f.session));
  g_assert_cmpint (gtk_spin_button_get_value_as_int (GTK_SPIN_BUTTON (
                     wg_test_nth (players, GTK_TYPE_SPIN_BUTTON, 0))),
                   ==,
                   wg_session_get_game (f.session)->players[0].trade_goods_unspent);
  g_assert_cmpint (wg_session_get_game (f.session)->players[0].trade_goods_unspent, !=, 9);
  fixture_tear_down (&f);
}

/* ---- New Game ---- */

static WgNewGameModel *
new_model (void)
{
  g_autoptr (WgCatalog) catalog = wg_catalog_new_builtin ();
  WgNewGameModel *model = wg_new_game_model_new (catalog);
  g_autoptr (GError) error = NULL;

  g_assert_true (wg_new_game_model_add_resource (model, "solo", WG_SESSION_SAMPLE_RESOURCE,
                                                 &error));
  g_assert_true (wg_new_game_model_add_resource (model, "four",
                                                 RESOURCE_PREFIX "/games/sample-4p.json",
                                                 &error));
  g_assert_no_error (error);
  /* The table counts its box's Hero and Advanced cards (R-MOVE-13). */
  wg_new_game_model_set_promotion_deck (model, 20);
  return model;
}

/* Answers every question with its first option; returns how many. */
static guint
answer_all (WgNewGameModel *model,
            const char     *reveal)
{
  guint n = 0;

  while (wg_new_game_model_get_state (model) == WG_NEW_GAME_ASKS)
    {
      const WgQuestion *q = wg_new_game_model_get_question (model);

      wg_new_game_model_answer (model, g_str_equal (q->id, "reveal")
                                         ? reveal
                                         : ((WgOption *) g_ptr_array_index (q->options, 0))->id);
      g_assert_cmpuint (++n, <, 40);
    }
  return n;
}

/* Solo on the solo sample: the questions in the core's order (2
 * Technologies, 2 Objectives turned over, the Hero's slot), Back, and a
 * game the session starts, not saved. */
static void
test_new_game_solo (void)
{
  g_autoptr (WgNewGameModel) model = new_model ();
  g_autoptr (WgSession) session = wg_session_new ();
  const WgQuestion *q;
  const WgGame     *game;

  wg_session_set_autosave_dir (session, NULL);
  g_assert_cmpuint (wg_new_game_model_get_n_boards (model), ==, 2);
  g_assert_cmpuint (g_strv_length ((char **) wg_new_game_model_get_colors (model)), ==, 2);
  /* Two Warpgates: two players, until one plays solo. */
  g_assert_cmpuint (wg_new_game_model_get_n_players (model), ==, 2);
  wg_new_game_model_set_n_players (model, 1);
  g_assert_true (wg_new_game_model_is_solo (model));
  g_assert_cmpstr (wg_new_game_model_get_color (model, 0), ==, "blue");
  g_assert_cmpstr (wg_new_game_model_get_ai_color (model), ==, "red");
  wg_new_game_model_set_name (model, 0, "Ana");
  /* "The app deals them": the Gatekeepers' decks shuffled with the seed. */
  wg_new_game_model_set_physical_decks (model, FALSE);
  wg_new_game_model_set_seed (model, 77);

  g_assert_cmpint (wg_new_game_model_get_state (model), ==, WG_NEW_GAME_ASKS);
  q = wg_new_game_model_get_question (model);
  g_assert_cmpstr (q->id, ==, "reveal");
  g_assert_nonnull (strstr (q->question, "Technology"));
  wg_new_game_model_answer (model, "jungle");
  wg_new_game_model_answer (model, "arctic");
  g_assert_cmpuint (wg_new_game_model_get_n_answers (model), ==, 2);
  g_assert_true (wg_new_game_model_back (model));
  g_assert_cmpuint (wg_new_game_model_get_n_answers (model), ==, 1);
  wg_new_game_model_answer (model, "oceanic");
  wg_new_game_model_answer (model, "desert");
  wg_new_game_model_answer (model, "desert");
  q = wg_new_game_model_get_question (model);
  g_assert_cmpstr (q->id, ==, "hero-letter");
  g_assert_nonnull (strstr (q->question, "Ana"));
  wg_new_game_model_answer (model, "E");
  g_assert_cmpint (wg_new_game_model_get_state (model), ==, WG_NEW_GAME_READY);
  g_assert_nonnull (strstr (wg_new_game_model_get_description (model), "Ana"));

  g_assert_true (wg_session_start_game (session, wg_new_game_model_create_game (model), NULL));
  game = wg_session_get_game (session);
  g_assert_cmpuint (game->n_players, ==, 2);
  g_assert_true (wg_game_is_solo (game));
  g_assert_cmpint (game->ai.player, ==, 1);
  g_assert_cmpstr (game->players[0].name, ==, "Ana");
  g_assert_cmpint (game->ai.seed, ==, 77);
  g_assert_cmpuint (game->technologies->len, ==, 2);
  g_assert_cmpint (g_array_index (game->technologies, WgTechnology, 0).type, ==,
                   WG_PLANET_JUNGLE);
  g_assert_cmpint (g_array_index (game->technologies, WgTechnology, 1).type, ==,
                   WG_PLANET_OCEANIC);
  g_assert_cmpint (g_array_index (game->players[0].tactics, WgTactic, 4).kind, ==,
                   WG_TACTIC_HERO);
  g_assert_true (wg_session_get_dirty (session));
  g_assert_null (wg_session_get_file (session));
  g_assert_false (wg_session_can_undo (session));
}

/* Four players on the four-player sample: colours swap rather than
 * repeat; too few or too many seats for its Warpgates are refused; a
 * faction the catalog knows brings its Hero (no question for it). */
static void
test_new_game_four (void)
{
  g_autoptr (WgNewGameModel) model = new_model ();
  g_autoptr (WgGame) game = NULL;

  wg_new_game_model_set_board (model, 1);
  g_assert_cmpuint (wg_new_game_model_get_n_players (model), ==, 4);
  /* Seats take the Warpgates' colours in the board's order. */
  g_assert_cmpstr (wg_new_game_model_get_color (model, 2), ==, "yellow");
  wg_new_game_model_set_color (model, 0, "yellow");
  g_assert_cmpstr (wg_new_game_model_get_color (model, 0), ==, "yellow");
  g_assert_cmpstr (wg_new_game_model_get_color (model, 2), ==, "blue");
  g_assert_cmpint (wg_new_game_model_get_state (model), ==, WG_NEW_GAME_ASKS);

  wg_new_game_model_set_n_players (model, 3);
  g_assert_cmpint (wg_new_game_model_get_state (model), ==, WG_NEW_GAME_REFUSED);
  g_assert_nonnull (strstr (wg_new_game_model_get_message (model), "Warpgate for green"));
  g_assert_null (wg_new_game_model_get_question (model));
  wg_new_game_model_set_n_players (model, 5);
  g_assert_cmpint (wg_new_game_model_get_state (model), ==, WG_NEW_GAME_REFUSED);
  g_assert_null (wg_new_game_model_get_color (model, 4));
  g_assert_nonnull (strstr (wg_new_game_model_get_message (model), "Player 5 has no colour"));

  wg_new_game_model_set_n_players (model, 4);
  g_assert_cmpint (wg_new_game_model_get_state (model), ==, WG_NEW_GAME_ASKS);
  wg_new_game_model_set_faction (model, 1, " Roguu Conglomerate ");
  g_assert_cmpstr (wg_new_game_model_get_faction (model, 1), ==, "roguu-conglomerate");
  g_assert_true (g_strv_contains (wg_new_game_model_get_factions (model), "roguu-conglomerate"));
  wg_new_game_model_set_side (model, 1, 'B');
  wg_new_game_model_set_first_player (model, 2);
  /* 2 Technologies, 2 Objectives; a Hero's slot for each of the 3 others. */
  g_assert_cmpuint (answer_all (model, "volcanic"), ==, 7);
  g_assert_cmpint (wg_new_game_model_get_state (model), ==, WG_NEW_GAME_READY);
  game = wg_new_game_model_create_game (model);
  g_assert_cmpuint (game->n_players, ==, 4);
  g_assert_false (wg_game_is_solo (game));
  g_assert_cmpstr (game->players[0].color, ==, "yellow");
  g_assert_cmpstr (game->players[1].faction, ==, "roguu-conglomerate");
  g_assert_cmpint (game->players[1].side, ==, 'B');
  g_assert_cmpint (game->first_player, ==, 2);
  g_assert_cmpint (game->active, ==, 2);
  g_assert_cmpint (game->trade_goods, ==, 16);

  /* Changing an option forgets the answers. */
  wg_new_game_model_set_enter_objectives (model, TRUE);
  g_assert_cmpuint (wg_new_game_model_get_n_answers (model), ==, 0);
  g_assert_cmpint (wg_new_game_model_get_state (model), ==, WG_NEW_GAME_ASKS);
  g_assert_cmpuint (answer_all (model, "desert"), ==, 11);
}

/* Boards from files: a tile file's layouts, and a refused file that adds
 * nothing. */
static void
test_new_game_files (void)
{
  g_autoptr (WgNewGameModel) model = new_model ();
  g_autofree char *tiles = g_test_build_filename (G_TEST_DIST, "..", "data", "tiles",
                                                  "sample-tiles.json", NULL);
  g_autofree char *broken = g_test_build_filename (G_TEST_DIST, "data",
                                                   "invalid-three-problems.json", NULL);
  g_autoptr (GFile) tile_file = g_file_new_for_path (tiles);
  g_autoptr (GFile) broken_file = g_file_new_for_path (broken);
  g_autoptr (GError) error = NULL;
  guint first = 0;

  g_assert_true (wg_new_game_model_add_file (model, tile_file, &first, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (first, ==, 2);
  g_assert_cmpuint (wg_new_game_model_get_n_boards (model), ==, 7);
  wg_new_game_model_set_board (model, first + 1);
  g_assert_cmpuint (wg_new_game_model_get_n_players (model), ==, 3);
  g_assert_cmpint (wg_new_game_model_get_state (model), ==, WG_NEW_GAME_ASKS);

  g_assert_false (wg_new_game_model_add_file (model, broken_file, &first, &error));
  g_assert_error (error, WG_FILE_ERROR, WG_FILE_ERROR_INVALID);
  g_assert_cmpuint (wg_new_game_model_get_n_boards (model), ==, 7);
}

static void
on_created (WgNewGameWindow *window,
            const char      *description,
            char           **out)
{
  *out = g_strdup (description);
}

/* The dialog: Create asks the first question on a page of its own, Back
 * goes back, each answer is a click on its row, and the last one replaces
 * the session's game and closes the dialog. */
static void
test_new_game_window (void)
{
  g_autoptr (WgSession) session = wg_session_new ();
  g_autoptr (GError) error = NULL;
  g_autofree char *created = NULL;
  WgNewGameWindow *window;
  WgNewGameModel  *model;
  GtkWidget       *options;
  guint            clicks = 0;

  wg_session_set_autosave_dir (session, NULL);
  g_assert_true (wg_session_load_resource (session, WG_SESSION_SAMPLE_RESOURCE, &error));
  window = wg_new_game_window_new (NULL, session);
  g_object_add_weak_pointer (G_OBJECT (window), (gpointer *) &window);
  g_signal_connect (window, "created", G_CALLBACK (on_created), &created);
  gtk_window_present (GTK_WINDOW (window));
  model = wg_new_game_window_get_model (window);
  g_assert_true (wg_new_game_model_is_solo (model));
  g_assert_cmpint (wg_new_game_model_get_seed (model), >=, 0);
  g_assert_cmpstr (wg_new_game_window_get_page (window), ==, "options");
  /* One seat shown for a solo game, and the Gatekeepers' colour. */
  g_assert_true (gtk_widget_get_visible (wg_test_nth (GTK_WIDGET (window), WG_TYPE_SEAT_ROW, 0)));
  g_assert_false (gtk_widget_get_visible (wg_test_nth (GTK_WIDGET (window), WG_TYPE_SEAT_ROW, 1)));

  /* The table counts its box's Hero and Advanced cards (R-MOVE-13). */
  wg_new_game_model_set_promotion_deck (model, 20);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "new-game.create", NULL));
  g_assert_cmpstr (wg_new_game_window_get_page (window), ==, "question");
  g_assert_nonnull (find_label (GTK_WIDGET (window), "Question 1"));
  /* The answers list, the question view's. */
  options = wg_test_find_with_class (GTK_WIDGET (window), "option-list");
  g_assert_true (GTK_IS_LIST_BOX (options));
  g_signal_emit_by_name (options, "row-activated",
                         gtk_list_box_get_row_at_index (GTK_LIST_BOX (options), 2));
  g_assert_nonnull (find_label (GTK_WIDGET (window), "Question 2"));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "new-game.back", NULL));
  g_assert_nonnull (find_label (GTK_WIDGET (window), "Question 1"));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "new-game.back", NULL));
  g_assert_cmpstr (wg_new_game_window_get_page (window), ==, "options");
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "new-game.create", NULL));

  while (window != NULL)
    {
      g_signal_emit_by_name (options, "row-activated",
                             gtk_list_box_get_row_at_index (GTK_LIST_BOX (options), 0));
      g_assert_cmpuint (++clicks, <, 10);
    }
  g_assert_cmpuint (clicks, ==, 5);
  g_assert_nonnull (created);
  g_assert_nonnull (strstr (created, "New solo game"));
  g_assert_true (wg_session_get_dirty (session));
  g_assert_null (wg_session_get_file (session));
  g_assert_cmpint (wg_session_get_game (session)->round, ==, 1);
  g_assert_cmpint (g_array_index (wg_session_get_game (session)->technologies, WgTechnology,
                                  0)
                     .type,
                   ==, WG_PLANET_DESERT);
}

/* The Players page follows the turn (tests/data/explore-held.json: Ana,
 * player 0, active): it shows Ana; the turn passed to red, red; Ana chosen
 * by hand stays while the active player does not change (an edit of the
 * table, and its undo); undone back to Ana's turn and redone to red's, it
 * follows each. */
static void
test_players_follow_turn (void)
{
  Fixture    f;
  GtkWidget *panel = wg_sidebar_new ();
  WgSidebar *table = WG_SIDEBAR (panel);
  WgGame    *next;

  fixture_set_up (&f, "explore-held.json", panel);
  wg_sidebar_set_page (table, "players");
  g_assert_cmpint (wg_player_panel_get_player (wg_sidebar_get_player_panel (table)), ==, 0);
  next = wg_game_copy (wg_session_get_game (f.session));
  next->active = 1;
  wg_test_apply (f.session, next, "red's turn");
  g_assert_cmpint (wg_player_panel_get_player (wg_sidebar_get_player_panel (table)), ==, 1);
  wg_sidebar_show_player (table, 0);
  next = wg_game_copy (wg_session_get_game (f.session));
  next->explore_box++;
  wg_test_apply (f.session, next, "a token more in the box");
  g_assert_cmpint (wg_player_panel_get_player (wg_sidebar_get_player_panel (table)), ==, 0);
  g_assert_true (wg_session_undo (f.session));
  g_assert_cmpint (wg_player_panel_get_player (wg_sidebar_get_player_panel (table)), ==, 0);
  g_assert_true (wg_session_undo (f.session));
  g_assert_true (wg_session_redo (f.session));
  g_assert_cmpint (wg_player_panel_get_player (wg_sidebar_get_player_panel (table)), ==, 1);
  fixture_tear_down (&f);
}

/* One count of tokens (R-EXP-4, R-EXP-9): tests/data/explore-held.json
 * gives Ana 8 discoveries (one extra-vp: 9 VP) and red 1 (1 VP); the
 * "Exploration tokens" row says as many as the Discoveries list has rows. */
static void
test_player_token_count (void)
{
  Fixture     f;
  GtkWidget  *panel = wg_player_panel_new ();
  GtkListBox *discoveries;

  fixture_set_up (&f, "explore-held.json", panel);
  discoveries = list_named (panel, "discoveries");
  g_assert_cmpuint (n_rows (discoveries), ==, 8);
  g_assert_nonnull (find_label (panel, "8 held · 9 VP"));
  wg_player_panel_set_player (WG_PLAYER_PANEL (panel), 1);
  g_assert_cmpuint (n_rows (discoveries), ==, 1);
  g_assert_nonnull (find_label (panel, "1 held · 1 VP"));
  fixture_tear_down (&f);
}

/* A truce in force shows, on its player's page and on the Table page:
 * explore-held.json with Ana's truce used in round 1. Red's page shows
 * none. */
static void
test_truce_shown (void)
{
  static const char *const sentence = "A truce for Ana until the end of round 1: no attack on or "
                                      "by them (R-EXP-5).";
  Fixture                  f;
  GtkWidget               *panel = wg_sidebar_new ();
  WgSidebar               *table = WG_SIDEBAR (panel);
  GtkWidget               *players, *turn;
  WgGame                  *next;
  GtkWidget               *label;

  fixture_set_up (&f, "explore-held.json", panel);
  wg_sidebar_set_page (table, "players");
  players = GTK_WIDGET (wg_sidebar_get_player_panel (table));
  turn = GTK_WIDGET (wg_sidebar_get_turn_panel (table));
  g_assert_null (find_label (players, sentence));
  next = wg_game_copy (wg_session_get_game (f.session));
  for (guint i = 0; i < next->players[0].discoveries->len; i++)
    {
      WgDiscovery *d = &g_array_index (next->players[0].discoveries, WgDiscovery, i);

      if (d->token == WG_TOKEN_TRUCE)
        {
          d->used = TRUE;
          d->round = next->round;
        }
    }
  wg_test_apply (f.session, next, "Ana's truce");
  label = find_label (players, sentence);
  g_assert_nonnull (label);
  g_assert_true (gtk_widget_is_visible (label));
  wg_sidebar_set_page (table, "table");
  label = find_label (turn, sentence);
  g_assert_nonnull (label);
  g_assert_true (gtk_widget_is_visible (label));
  wg_sidebar_set_page (table, "players");
  wg_sidebar_show_player (table, 1);
  g_assert_null (find_label (players, sentence));
  fixture_tear_down (&f);
}

int
main (int   argc,
      char *argv[])
{
  g_autofree char *home = wg_test_app_init (&argc, &argv);
  int              status;

  g_test_add_func ("/wg/app/table/location-shows", test_location_shows);
  g_test_add_func ("/wg/app/table/location-ships-undo", test_location_ships_undo);
  g_test_add_func ("/wg/app/table/location-refuses", test_location_refuses);
  g_test_add_func ("/wg/app/table/location-marker-drone", test_location_marker_drone);
  g_test_add_func ("/wg/app/table/player-shows", test_player_shows);
  g_test_add_func ("/wg/app/table/player-edits", test_player_edits);
  g_test_add_func ("/wg/app/table/player-discoveries", test_player_discoveries);
  g_test_add_func ("/wg/app/table/pools", test_pools);
  g_test_add_func ("/wg/app/table/players-follow-turn", test_players_follow_turn);
  g_test_add_func ("/wg/app/table/player-token-count", test_player_token_count);
  g_test_add_func ("/wg/app/table/R-EXP-5/truce-shown", test_truce_shown);
  g_test_add_func ("/wg/app/table/turn", test_turn);
  g_test_add_func ("/wg/app/table/turn-asks", test_turn_asks);
  g_test_add_func ("/wg/app/table/table-panel", test_table_panel);
  g_test_add_func ("/wg/app/table/table-panel-pages", test_table_panel_pages);
  g_test_add_func ("/wg/app/table/new-game-solo", test_new_game_solo);
  g_test_add_func ("/wg/app/table/new-game-four", test_new_game_four);
  g_test_add_func ("/wg/app/table/new-game-files", test_new_game_files);
  g_test_add_func ("/wg/app/table/new-game-window", test_new_game_window);
  status = g_test_run ();
  wg_test_app_cleanup (home);
  return status;
}
