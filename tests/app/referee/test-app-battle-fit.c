/* test-app-battle-fit.c — a battle without factions: cards without a name, Fill In, one screen
 * Copyright 2026 The Warpgate Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Issue 31 (a group's evening): tests/data/battle-unnamed-hero.json is a
 * game without factions entered, two humans; each holds two cards of the
 * catalog and a Hero the game file does not name. Blue's 2 ships on D1
 * attack red's 3 on J1. The odds are warpgate-cli odds' on the same cards,
 * the Heroes given by their multipliers (argv[1] is warpgate-cli).
 */
#include "config.h"

#include <json-c/json.h>
#include <string.h>

#include "wg-battle-dialog.h"
#include "wg-battle-model.h"
#include "wg-question-view.h"
#include "wg-test-cli.h"
#include "wg-test-fixture.h"

static const char *cli;

static WgBattleStart
blue_attacks (WgSession *session)
{
  const WgGame *game = wg_session_get_game (session);
  WgBattleStart s;

  memset (&s, 0, sizeof s);
  s.attacker = wg_test_player_of (session, "blue");
  s.origins[0] = wg_test_cell_of (session, "D1");
  s.ships[0] = 2;
  s.n_origins = 1;
  s.at = wg_test_cell_of (session, "J1");
  s.defender = wg_test_player_of (session, "red");
  s.defender_ships = wg_game_ships_at (game, s.at, s.defender);
  return s;
}

/* `warpgate-cli odds --json` on the fixture, each side's pile given. */
static json_object *
cli_odds (const char *attacker_pile,
          const char *defender_pile)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "data",
                                                 "battle-unnamed-hero.json", NULL);
  const char      *argv[] = { cli, "odds", path, "--attacker",
                              "blue", "--from", "D1", "--at",
                              "J1", "--attacker-pile", attacker_pile, "--defender-pile",
                              defender_pile, "--json", NULL };

  return wg_test_cli_json (argv);
}

static const char *
member_string (json_object *o,
               const char  *a,
               const char  *b)
{
  json_object *v = NULL;

  g_assert_true (json_object_object_get_ex (o, a, &v));
  if (b != NULL)
    g_assert_true (json_object_object_get_ex (v, b, &v));
  return json_object_get_string (v);
}

/* Each Hero is named by where it is, never "a card without a name" nor a
 * made-up name; no odds while a multiplier is missing, and nothing offers
 * the card catalog for a card it cannot name. Fill In keeps the multiplier
 * read (the first Fill In before the fix: answered, and nothing kept); the
 * odds come out once both are known and equal warpgate-cli odds with the
 * Heroes as x4 and x3; the Hero then chosen is played with ×4 at once. */
static void
test_unnamed_hero_odds (void)
{
  g_autoptr (WgSession) session = wg_test_session_on ("battle-unnamed-hero.json");
  g_autoptr (WgCatalog) catalog = wg_catalog_new_builtin ();
  WgBattleStart start = blue_attacks (session);
  g_autoptr (WgBattleModel) model = wg_battle_model_new (session, catalog, &start);
  g_autofree char *blue_hero = NULL, *red_hero = NULL;
  json_object     *cli_answer;
  char             fraction[WG_RATIONAL_STRING_SIZE];
  const WgOdds    *odds;

  g_assert_cmpuint (wg_battle_model_get_n_unknown (model, WG_ROLE_ATTACKER), ==, 1);
  g_assert_cmpuint (wg_battle_model_get_n_unknown (model, WG_ROLE_DEFENDER), ==, 1);
  blue_hero = wg_battle_model_get_unknown_name (model, WG_ROLE_ATTACKER, 0);
  red_hero = wg_battle_model_get_unknown_name (model, WG_ROLE_DEFENDER, 0);
  g_assert_cmpstr (blue_hero, ==, "blue’s Hero");
  g_assert_cmpstr (red_hero, ==, "red’s Hero");
  g_assert_null (wg_battle_model_get_odds (model, WG_ROLE_ATTACKER));
  g_assert_nonnull (strstr (wg_battle_model_get_odds_message (model), "blue’s Hero"));
  g_assert_null (strstr (wg_battle_model_get_odds_message (model), "catalog"));

  g_assert_true (wg_battle_model_ask_unknown (model, WG_ROLE_ATTACKER, 0, FALSE));
  g_assert_null (strstr (wg_battle_model_get_question (model)->question, "catalog"));
  g_assert_true (wg_battle_model_answer (model, "4"));
  g_assert_null (wg_battle_model_get_chosen (model, WG_ROLE_ATTACKER));
  g_assert_null (wg_battle_model_get_odds (model, WG_ROLE_ATTACKER));
  g_assert_nonnull (strstr (wg_battle_model_get_odds_message (model), "red’s Hero"));

  g_assert_true (wg_battle_model_ask_unknown (model, WG_ROLE_DEFENDER, 0, FALSE));
  g_assert_true (wg_battle_model_answer (model, "3"));
  g_assert_null (wg_battle_model_get_odds_message (model));
  odds = wg_battle_model_get_odds (model, WG_ROLE_ATTACKER);
  g_assert_nonnull (odds);
  cli_answer = cli_odds ("heroic-sacrifice,pitched-battle,x4", "heavy-resistance,pitched-battle,x3");
  g_assert_cmpstr (wg_rational_to_string (odds->outcome.win[WG_ROLE_ATTACKER], fraction), ==,
                   member_string (cli_answer, "win", "fraction"));
  g_assert_cmpstr (fraction, ==, "8/9");
  json_object_put (cli_answer);
  g_assert_nonnull (wg_battle_model_get_odds (model, WG_ROLE_DEFENDER));

  /* Chosen in the list, the Hero is played with the multiplier read. */
  g_assert_true (wg_battle_model_ask_unknown (model, WG_ROLE_ATTACKER, 0, TRUE));
  g_assert_null (wg_battle_model_get_question (model));
  g_assert_cmpint (wg_battle_model_get_chosen (model, WG_ROLE_ATTACKER)->multiplier, ==, 4);
  g_assert_cmpint (wg_battle_model_get_unknown_chosen (model, WG_ROLE_ATTACKER), ==, 0);
}

/* The question view's row titled @label, activated (a click or Enter). */
static void
answer_in_view (WgBattleDialog *dialog,
                const char     *label)
{
  GtkWidget  *view = wg_test_find_type (GTK_WIDGET (dialog), WG_TYPE_QUESTION_VIEW);
  GtkListBox *list = wg_question_view_get_list (WG_QUESTION_VIEW (view));

  g_assert_true (gtk_widget_get_visible (view));
  for (GtkWidget *row = gtk_widget_get_first_child (GTK_WIDGET (list)); row != NULL;
       row = gtk_widget_get_next_sibling (row))
    if (ADW_IS_PREFERENCES_ROW (row)
        && g_strcmp0 (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (row)), label) == 0)
      {
        g_signal_emit_by_name (list, "row-activated", row);
        return;
      }
  g_assert_not_reached ();
}

static void
collect_buttons (GtkWidget  *widget,
                 const char *label,
                 GPtrArray  *found)
{
  if (GTK_IS_BUTTON (widget) && g_strcmp0 (gtk_button_get_label (GTK_BUTTON (widget)), label) == 0)
    g_ptr_array_add (found, widget);
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    collect_buttons (child, label, found);
}

/* The Fill In buttons shown now, the attacker's first. */
static GPtrArray *
fill_in_buttons (WgBattleDialog *dialog)
{
  GPtrArray *found = g_ptr_array_new ();

  collect_buttons (GTK_WIDGET (dialog), "_Fill In…", found);
  return found;
}

static gboolean
usable (GtkWidget *widget)
{
  return gtk_widget_get_visible (widget) && gtk_widget_is_sensitive (widget);
}

/* The question view is in view: its top at least (the ten multipliers
 * are taller than the page), with the focus in it. */
static void
assert_question_in_view (WgBattleDialog *dialog)
{
  GtkWidget       *view = wg_test_find_type (GTK_WIDGET (dialog), WG_TYPE_QUESTION_VIEW);
  GtkWidget       *scroller = wg_test_find_type (GTK_WIDGET (dialog), GTK_TYPE_SCROLLED_WINDOW);
  GtkWidget       *focus;
  graphene_point_t top;

  wg_test_iterate_until (gtk_widget_get_height (view) > 0
                         && gtk_widget_compute_point (view, scroller, &GRAPHENE_POINT_INIT (0, 0),
                                                      &top)
                         && top.y >= 0 && top.y + 48 <= gtk_widget_get_height (scroller));
  focus = gtk_window_get_focus (GTK_WINDOW (dialog));
  g_assert_true (focus != NULL && gtk_widget_is_ancestor (focus, view));
}

/* Issue 31, the dialog locked up: a Fill In left its question pending out
 * of view, and every other Fill In and both drop-downs went grey. Now:
 * with a question of Fill In pending, the other Fill In and both
 * drop-downs stay usable, and the other Fill In takes its place; its
 * question answered, the first is asked again and answered; the odds
 * come out, and each drop-down then plays a card. */
static void
test_dialog_fill_in_then_the_rest (void)
{
  g_autoptr (WgSession) session = wg_test_session_on ("battle-unnamed-hero.json");
  g_autoptr (WgCatalog) catalog = wg_catalog_new_builtin ();
  WgBattleStart   start = blue_attacks (session);
  WgBattleDialog *dialog = wg_battle_dialog_new (NULL, session, catalog, &start);
  WgBattleModel  *model = wg_battle_dialog_get_model (dialog);
  GtkWidget      *combo[2];
  g_autoptr (GPtrArray) buttons = NULL;

  gtk_window_set_default_size (GTK_WINDOW (dialog), 600, 670);
  gtk_window_present (GTK_WINDOW (dialog));
  wg_test_iterate_until (gtk_widget_get_mapped (GTK_WIDGET (dialog)));
  for (int role = 0; role < 2; role++)
    combo[role] = wg_test_nth (dialog, ADW_TYPE_COMBO_ROW, role);
  buttons = fill_in_buttons (dialog);
  g_assert_cmpuint (buttons->len, ==, 2);

  /* Blue's Fill In: its question is pending… */
  g_signal_emit_by_name (g_ptr_array_index (buttons, 0), "clicked");
  g_assert_nonnull (wg_battle_model_get_question (model));
  assert_question_in_view (dialog);
  g_clear_pointer (&buttons, g_ptr_array_unref);
  buttons = fill_in_buttons (dialog);
  g_assert_cmpuint (buttons->len, ==, 2);
  /* …and nothing else is grey. */
  g_assert_true (usable (g_ptr_array_index (buttons, 1)));
  g_assert_true (usable (combo[0]));
  g_assert_true (usable (combo[1]));
  /* Red's Fill In asks red's card instead. */
  g_signal_emit_by_name (g_ptr_array_index (buttons, 1), "clicked");
  g_assert_nonnull (strstr (wg_battle_model_get_question (model)->question, "Red’s Hero"));
  answer_in_view (dialog, "×3");
  g_assert_null (wg_battle_model_get_question (model));

  g_clear_pointer (&buttons, g_ptr_array_unref);
  buttons = fill_in_buttons (dialog);
  g_assert_cmpuint (buttons->len, ==, 1);
  g_assert_true (usable (g_ptr_array_index (buttons, 0)));
  g_signal_emit_by_name (g_ptr_array_index (buttons, 0), "clicked");
  g_assert_nonnull (strstr (wg_battle_model_get_question (model)->question, "Blue’s Hero"));
  answer_in_view (dialog, "×4");
  g_assert_nonnull (wg_battle_model_get_odds (model, WG_ROLE_ATTACKER));
  g_clear_pointer (&buttons, g_ptr_array_unref);
  buttons = fill_in_buttons (dialog);
  g_assert_cmpuint (buttons->len, ==, 0);

  /* Both drop-downs play: blue's Hero (×4, read), red's Pitched Battle. */
  g_assert_true (usable (combo[0]) && usable (combo[1]));
  adw_combo_row_set_selected (ADW_COMBO_ROW (combo[0]), 3);
  g_assert_cmpint (wg_battle_model_get_chosen (model, WG_ROLE_ATTACKER)->multiplier, ==, 4);
  adw_combo_row_set_selected (ADW_COMBO_ROW (combo[1]), 2);
  g_assert_cmpint (wg_battle_model_get_chosen (model, WG_ROLE_DEFENDER)->multiplier, ==, 2);
  g_assert_cmpint (wg_battle_model_get_state (model), ==, WG_BATTLE_MODEL_READY);
  gtk_window_destroy (GTK_WINDOW (dialog));
}

/* The common battle of a group: two humans, both Heroes' multipliers
 * known (the odds shown, each side's view), a card played on each side
 * (the result shown). */
static WgBattleDialog *
common_battle (WgSession *session,
               WgCatalog *catalog,
               int        width,
               int        height)
{
  WgBattleStart   start = blue_attacks (session);
  WgBattleDialog *dialog = wg_battle_dialog_new (NULL, session, catalog, &start);
  WgBattleModel  *model = wg_battle_dialog_get_model (dialog);

  g_assert_true (wg_battle_model_ask_unknown (model, WG_ROLE_ATTACKER, 0, FALSE));
  g_assert_true (wg_battle_model_answer (model, "4"));
  g_assert_true (wg_battle_model_ask_unknown (model, WG_ROLE_DEFENDER, 0, FALSE));
  g_assert_true (wg_battle_model_answer (model, "3"));
  g_assert_true (wg_battle_model_choose_card (model, WG_ROLE_ATTACKER, 1));
  g_assert_true (wg_battle_model_choose_card (model, WG_ROLE_DEFENDER, 1));
  g_assert_cmpint (wg_battle_model_get_state (model), ==, WG_BATTLE_MODEL_READY);
  g_assert_nonnull (wg_battle_model_get_odds (model, WG_ROLE_ATTACKER));
  gtk_window_set_default_size (GTK_WINDOW (dialog), width, height);
  gtk_window_present (GTK_WINDOW (dialog));
  return dialog;
}

/* Issue 31: the battle is one screen in a 670 px high window: in the
 * common case nothing is left below the fold (the scrolled window's
 * content is no taller than its page), at the dialog's own width. */
static void
test_dialog_fits_670 (void)
{
  g_autoptr (WgSession) session = wg_test_session_on ("battle-unnamed-hero.json");
  g_autoptr (WgCatalog) catalog = wg_catalog_new_builtin ();
  WgBattleDialog    *dialog = common_battle (session, catalog, 600, 670);
  GtkScrolledWindow *scroller = GTK_SCROLLED_WINDOW (
    wg_test_find_type (GTK_WIDGET (dialog), GTK_TYPE_SCROLLED_WINDOW));
  GtkAdjustment *adjustment = gtk_scrolled_window_get_vadjustment (scroller);

  wg_test_iterate_until (gtk_widget_get_mapped (GTK_WIDGET (dialog))
                         && gtk_adjustment_get_page_size (adjustment) > 0);
  for (int i = 0; i < 10; i++)
    g_main_context_iteration (NULL, FALSE);
  {
    GtkWidget *content = gtk_scrolled_window_get_child (scroller);
    int        natural = 0;

    gtk_widget_measure (content, GTK_ORIENTATION_VERTICAL, gtk_widget_get_width (content), NULL,
                        &natural, NULL, NULL);
    g_test_message ("window %d px high: content %d px natural, page %.0f px",
                    gtk_widget_get_height (GTK_WIDGET (dialog)), natural,
                    gtk_adjustment_get_page_size (adjustment));
  }
  g_assert_cmpint (gtk_widget_get_height (GTK_WIDGET (dialog)), <=, 670);
  g_assert_cmpfloat (gtk_adjustment_get_upper (adjustment), <=,
                     gtk_adjustment_get_page_size (adjustment));
  gtk_window_destroy (GTK_WINDOW (dialog));
}

static const char *
selected_label (GtkWidget *combo)
{
  AdwComboRow *row = ADW_COMBO_ROW (combo);

  return gtk_string_list_get_string (GTK_STRING_LIST (adw_combo_row_get_model (row)),
                                     adw_combo_row_get_selected (row));
}

/* Issue 31 item 24: "Tactics card held" said "Not chosen" after a card
 * typed ×3 was played. It shows the card played; a card of the list
 * chosen takes its place (and the row to type goes); "Not chosen" takes
 * the card back, and the row to type is there again. */
static void
test_dialog_typed_card_shown (void)
{
  g_autoptr (WgSession) session = wg_test_session_on ("battle-unnamed-hero.json");
  g_autoptr (WgCatalog) catalog = wg_catalog_new_builtin ();
  WgBattleStart   start = blue_attacks (session);
  WgBattleDialog *dialog = wg_battle_dialog_new (NULL, session, catalog, &start);
  WgBattleModel  *model = wg_battle_dialog_get_model (dialog);
  GtkWidget      *combo = wg_test_nth (dialog, ADW_TYPE_COMBO_ROW, 0);
  GtkWidget      *spin = wg_test_nth (dialog, GTK_TYPE_SPIN_BUTTON, 0);
  GtkWidget      *type_row = gtk_widget_get_ancestor (spin, ADW_TYPE_ACTION_ROW);

  gtk_window_present (GTK_WINDOW (dialog));
  wg_test_iterate_until (gtk_widget_get_mapped (GTK_WIDGET (dialog)));
  g_assert_cmpstr (selected_label (combo), ==, "Not chosen");
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (spin), 3);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (dialog), "battle.play-multiplier", "i",
                                             WG_ROLE_ATTACKER));
  g_assert_cmpint (wg_battle_model_get_chosen (model, WG_ROLE_ATTACKER)->multiplier, ==, 3);
  g_assert_cmpstr (selected_label (combo), ==, "Tactics card ×3, typed");
  g_assert_true (gtk_widget_get_visible (type_row));

  adw_combo_row_set_selected (ADW_COMBO_ROW (combo), 2);
  g_assert_cmpstr (wg_battle_model_get_chosen (model, WG_ROLE_ATTACKER)->name, ==,
                   "Pitched Battle");
  g_assert_cmpstr (selected_label (combo), ==, "Pitched Battle · ×2");
  g_assert_false (gtk_widget_get_visible (type_row));

  adw_combo_row_set_selected (ADW_COMBO_ROW (combo), 0);
  g_assert_null (wg_battle_model_get_chosen (model, WG_ROLE_ATTACKER));
  g_assert_true (gtk_widget_get_visible (type_row));
  gtk_window_destroy (GTK_WINDOW (dialog));
}

int
main (int   argc,
      char *argv[])
{
  g_autofree char *home = wg_test_app_init (&argc, &argv);
  int              status;

  g_assert_cmpint (argc, >=, 2);
  cli = argv[1];
  g_test_add_func ("/wg/app/battle-fit/unnamed-hero-odds", test_unnamed_hero_odds);
  g_test_add_func ("/wg/app/battle-fit/dialog-fill-in-then-the-rest",
                   test_dialog_fill_in_then_the_rest);
  g_test_add_func ("/wg/app/battle-fit/dialog-fits-670", test_dialog_fits_670);
  g_test_add_func ("/wg/app/battle-fit/dialog-typed-card-shown", test_dialog_typed_card_shown);
  status = g_test_run ();
  wg_test_app_cleanup (home);
  return status;
}
