/* test-app-new-game.c — New Game: how the Gatekeepers' cards are handled
 * Copyright 2026 The Warpgate Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A solo game on the solo sample board. By default the table uses the
 * physical decks: the game records the AI deck and the Gatekeepers' Tactics
 * deck as of unknown order (ai.deck_order, ai.tactics.order: "unknown"),
 * with no seed, and every card turned over is asked (R-DECK-3). "The app
 * deals them" is the app shuffling both with the seed, as before.
 */
#include "config.h"

#include <string.h>

#include "wg-ai.h"
#include "wg-catalog-json.h"
#include "wg-game-json.h"
#include "wg-new-game-window.h"
#include "wg-question-view.h"
#include "wg-test-app.h"
#include "wg-test-new-game.h"
#include "../shell/wg-test-keys.h"

static WgNewGameModel *
solo_model (void)
{
  g_autoptr (WgCatalog) catalog = wg_catalog_new_builtin ();
  WgNewGameModel *model = wg_new_game_model_new (catalog);
  g_autoptr (GError) error = NULL;

  g_assert_true (wg_new_game_model_add_resource (model, "solo", WG_SESSION_SAMPLE_RESOURCE,
                                                 &error));
  g_assert_no_error (error);
  wg_new_game_model_set_n_players (model, 1);
  /* The table counts its box's Hero and Advanced cards (R-MOVE-13). */
  wg_new_game_model_set_promotion_deck (model, WG_TEST_PROMOTION_CARDS);
  g_assert_true (wg_new_game_model_is_solo (model));
  return model;
}

/* The default: the physical decks. The AI deck's 8 cards (an Objective of
 * each of the five types, a Technology, a Tactics and an Action card) and
 * the 8 Basic Tactics are listed, in an order nobody knows; no seed is
 * recorded, and the file says so; the Gatekeepers' first card is asked. */
static void
test_physical_default (void)
{
  g_autoptr (WgNewGameModel) model = solo_model ();
  g_autoptr (WgGame) game = NULL;
  g_autoptr (WgAiTurn) turn = NULL;
  g_autoptr (GString) options = g_string_new (NULL);
  g_autofree char *data = NULL;

  g_assert_true (wg_new_game_model_get_physical_decks (model));
  game = wg_test_new_game_answer_all (model);
  g_assert_true (game->ai.deck_unknown);
  g_assert_true (game->ai.tactics_unknown);
  g_assert_false (game->ai.has_seed);
  g_assert_cmpuint (game->ai.deck->len, ==, 8);
  g_assert_cmpuint (game->ai.tactics_deck->len, ==, 8);
  data = wg_game_to_data (game, NULL);
  g_assert_nonnull (strstr (data, "\"deck_order\": \"unknown\""));
  g_assert_nonnull (strstr (data, "\"order\": \"unknown\""));
  g_assert_null (strstr (data, "\"seed\""));

  /* When the Gatekeepers play, their first card is asked: any of the 8,
   * each once (R-AI-1, R-DECK-3). */
  game->active = game->ai.player;
  turn = wg_ai_play_turn (game, NULL);
  g_assert_nonnull (turn->question);
  g_assert_cmpstr (turn->question->id, ==, "reveal");
  g_assert_null (turn->game);
  for (guint i = 0; i < turn->question->options->len; i++)
    g_string_append_printf (options, "%s%s", i > 0 ? " " : "",
                            ((WgOption *) g_ptr_array_index (turn->question->options, i))->id);
  g_assert_cmpstr (options->str, ==,
                   "objective:desert objective:jungle objective:volcanic objective:oceanic "
                   "objective:arctic technology tactic action");
}

/* "The app deals them": both decks shuffled with the seed (77), in a known
 * order; changing the option starts the questions over. */
static void
test_app_deals (void)
{
  g_autoptr (WgNewGameModel) model = solo_model ();
  g_autoptr (WgGame) game = NULL;
  g_autofree char *data = NULL;

  wg_new_game_model_answer (model, "jungle");
  g_assert_cmpuint (wg_new_game_model_get_n_answers (model), ==, 1);
  wg_new_game_model_set_physical_decks (model, FALSE);
  g_assert_false (wg_new_game_model_get_physical_decks (model));
  g_assert_cmpuint (wg_new_game_model_get_n_answers (model), ==, 0);
  wg_new_game_model_set_seed (model, 77);
  game = wg_test_new_game_answer_all (model);
  g_assert_false (game->ai.deck_unknown);
  g_assert_false (game->ai.tactics_unknown);
  g_assert_true (game->ai.has_seed);
  g_assert_cmpint (game->ai.seed, ==, 77);
  data = wg_game_to_data (game, NULL);
  g_assert_null (strstr (data, "\"deck_order\""));
  g_assert_nonnull (strstr (data, "\"seed\": 77"));
}

/* The Exploration variant (R-EXP-1): with the switch on, every planet
 * of the sample board without a trade icon holds 2 tokens and the box the
 * rest of 28; off, the game has no "exploration". */
static void
test_exploration (void)
{
  g_autoptr (WgNewGameModel) model = solo_model ();
  g_autoptr (WgNewGameModel) plain = solo_model ();
  g_autoptr (WgGame) game = NULL, without = NULL;
  int planets = 0;

  g_assert_false (wg_new_game_model_get_exploration (model));
  wg_new_game_model_set_exploration (model, TRUE);
  g_assert_true (wg_new_game_model_get_exploration (model));
  game = wg_test_new_game_answer_all (model);
  without = wg_test_new_game_answer_all (plain);
  g_assert_true (game->exploration);
  g_assert_false (without->exploration);
  for (guint i = 0; i < wg_board_get_n_cells (game->board); i++)
    {
      const WgCell *c = wg_board_get_cell (game->board, (int) i);

      if (c->kind == WG_HEX_PLANET && !c->trade)
        {
          planets++;
          g_assert_cmpint (game->stacks[i].tokens, ==, 2);
        }
      else
        g_assert_cmpint (game->stacks[i].tokens, ==, 0);
    }
  g_assert_cmpint (planets, >, 0);
  g_assert_cmpint (game->explore_box, ==, MAX (0, 28 - 2 * planets));
}

/* The game's name: by default the kind of game and the day (set to
 * 2026-11-25 here), following the number of players; a typed name is
 * trimmed and kept; blank means the default; a name the file cannot hold
 * makes the set-up refuse. The game made carries it. */
static void
test_game_name (void)
{
  g_autoptr (WgNewGameModel) model = solo_model ();
  g_autoptr (GDateTime) day = g_date_time_new_utc (2026, 11, 25, 12, 0, 0);
  g_autoptr (WgGame) game = NULL;
  g_autoptr (GString) long_name = g_string_new (NULL);

  wg_new_game_model_set_date (model, day);
  g_assert_cmpstr (wg_new_game_model_get_game_name (model), ==, "Solo game 2026-11-25");
  wg_new_game_model_set_n_players (model, 4);
  g_assert_cmpstr (wg_new_game_model_get_game_name (model), ==, "4-player game 2026-11-25");
  wg_new_game_model_set_n_players (model, 1);

  wg_new_game_model_set_game_name (model, "  Friday solo  ");
  g_assert_cmpstr (wg_new_game_model_get_game_name (model), ==, "Friday solo");
  game = wg_test_new_game_answer_all (model);
  g_assert_cmpstr (wg_board_get_name (game->board), ==, "Friday solo");
  g_clear_pointer (&game, wg_game_free);

  wg_new_game_model_set_game_name (model, "   ");
  g_assert_cmpstr (wg_new_game_model_get_game_name (model), ==, "Solo game 2026-11-25");
  game = wg_test_new_game_answer_all (model);
  g_assert_cmpstr (wg_board_get_name (game->board), ==, "Solo game 2026-11-25");

  for (guint i = 0; i < 65; i++)
    g_string_append_c (long_name, 'x');
  wg_new_game_model_set_game_name (model, long_name->str);
  g_assert_cmpint (wg_new_game_model_get_state (model), ==, WG_NEW_GAME_REFUSED);
  g_assert_cmpstr (wg_new_game_model_get_message (model), ==,
                   "The game’s name must be 1–64 characters, not only spaces, with no control "
                   "characters");
}

static GtkCheckButton *
row_check (GtkWidget  *window,
           const char *title)
{
  AdwPreferencesRow *row = wg_test_new_game_row (window, title);

  g_assert_nonnull (row);
  return GTK_CHECK_BUTTON (adw_action_row_get_activatable_widget (ADW_ACTION_ROW (row)));
}

/* The window asks it for a solo game only: "We use the physical decks"
 * chosen, the seed hidden (nothing is shuffled by the app); choosing "The
 * app deals them" shows the seed and tells the model. */
static void
test_window (void)
{
  g_autoptr (WgSession) session = wg_session_new ();
  g_autoptr (GError) error = NULL;
  WgNewGameWindow *window;
  WgNewGameModel  *model;
  GtkCheckButton  *physical, *dealt;
  GtkWidget       *seed;
  GtkEditable     *name;
  g_autofree char *solo_name = NULL;

  model = wg_test_new_game_window (session, &window, 0, 0);
  g_assert_true (wg_new_game_model_is_solo (model));

  physical = row_check (GTK_WIDGET (window), "We use the physical decks");
  dealt = row_check (GTK_WIDGET (window), "The app deals them");
  seed = GTK_WIDGET (wg_test_new_game_row (GTK_WIDGET (window), "Seed of the AI’s shuffles"));
  g_assert_true (gtk_widget_is_visible (GTK_WIDGET (physical)));
  g_assert_true (gtk_check_button_get_active (physical));
  g_assert_false (gtk_check_button_get_active (dealt));
  g_assert_false (gtk_widget_is_visible (seed));
  g_assert_true (wg_new_game_model_get_physical_decks (model));

  gtk_check_button_set_active (dealt, TRUE);
  g_assert_false (gtk_check_button_get_active (physical));
  g_assert_false (wg_new_game_model_get_physical_decks (model));
  g_assert_true (gtk_widget_is_visible (seed));
  gtk_check_button_set_active (physical, TRUE);
  g_assert_true (wg_new_game_model_get_physical_decks (model));
  g_assert_false (gtk_widget_is_visible (seed));

  /* The Action deck's size the count assumes is said (issue 30): 12. */
  g_assert_nonnull (strstr (adw_action_row_get_subtitle (ADW_ACTION_ROW (
                              wg_test_new_game_row (GTK_WIDGET (window), "Count Action cards"))),
                            "12 Action cards, 4 in hand and 8 in the deck"));

  /* Two humans: no Gatekeepers, no question about their cards. */
  wg_new_game_model_set_n_players (model, 2);
  g_assert_false (gtk_widget_is_visible (GTK_WIDGET (physical)));

  /* The name row shows the default and follows it until edited. */
  name = GTK_EDITABLE (wg_test_new_game_row (GTK_WIDGET (window), "_Name"));
  solo_name = g_strdup (gtk_editable_get_text (name));
  g_assert_true (g_str_has_prefix (solo_name, "2-player game "));
  g_assert_cmpstr (solo_name, ==, wg_new_game_model_get_game_name (model));
  wg_new_game_model_set_n_players (model, 1);
  g_assert_true (g_str_has_prefix (gtk_editable_get_text (name), "Solo game "));
  gtk_editable_set_text (name, "Our table");
  g_assert_cmpstr (wg_new_game_model_get_game_name (model), ==, "Our table");
  wg_new_game_model_set_n_players (model, 3);
  g_assert_cmpstr (gtk_editable_get_text (name), ==, "Our table");

  gtk_window_destroy (GTK_WINDOW (window));
  wg_test_iterate_until (window == NULL);
}

static GtkSpinButton *
promotion_spin (GtkWidget *window)
{
  AdwPreferencesRow *row = wg_test_new_game_row (window, "Promotion deck");

  g_assert_nonnull (row);
  return GTK_SPIN_BUTTON (adw_action_row_get_activatable_widget (ADW_ACTION_ROW (row)));
}

/* ---- R-MOVE-13: the Promotion deck ---- */

/* The shipped catalog and tests/data/catalog-box.json: 5 Heroes (Sol Olo
 * and 4 more) and 6 Advanced Tactics cards. */
static WgCatalog *
box_catalog (void)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "data", "catalog-box.json", NULL);
  g_autoptr (GError) error = NULL;
  g_autoptr (WgCatalog) builtin = wg_catalog_new_builtin ();
  g_autoptr (WgCatalog) box = wg_catalog_load_from_file (path, &error);

  g_assert_no_error (error);
  return wg_catalog_merge (builtin, box);
}

/* A catalog that knows the box: by default the Promotion deck is its Hero
 * and Advanced cards less the Heroes dealt — two humans, 5 − 2 + 6 = 9;
 * solo, 5 − 1 + 6 less the Advanced card of the Gatekeepers' AI deck = 9
 * — and the game starts with it, never 0. */
static void
test_promotion_from_catalog (void)
{
  g_autoptr (WgCatalog) catalog = box_catalog ();
  g_autoptr (WgNewGameModel) model = wg_new_game_model_new (catalog);
  g_autoptr (GError) error = NULL;
  g_autoptr (WgGame) game = NULL;
  g_autofree char *text = NULL;

  g_assert_true (wg_new_game_model_add_resource (model, "solo", WG_SESSION_SAMPLE_RESOURCE,
                                                 &error));
  g_assert_no_error (error);
  wg_new_game_model_set_n_players (model, 2);
  g_assert_cmpint (wg_new_game_model_get_promotion_deck (model), ==, 9);
  wg_new_game_model_set_n_players (model, 1);
  g_assert_cmpint (wg_new_game_model_get_promotion_deck (model), ==, 9);
  text = wg_new_game_model_dup_promotion_text (model);
  g_assert_cmpstr (text, ==,
                   "9 cards: the card catalog’s 5 Hero and 6 Advanced Tactics cards, less the "
                   "Hero dealt and the Advanced card shuffled into the Gatekeepers’ AI deck "
                   "(R-MOVE-13).");
  game = wg_test_new_game_answer_all (model);
  g_assert_cmpuint (wg_deck_size (&game->promotion_deck), ==, 9);
}

/* The shipped catalog does not know the box: the page asks the players to
 * count (the row says so, the count is blank, Create waits with the
 * core's sentence); counted, the game starts with their count. */
static void
test_promotion_asked (void)
{
  g_autoptr (WgSession) session = wg_session_new ();
  g_autoptr (GError) error = NULL;
  g_autoptr (WgGame) game = NULL;
  WgNewGameWindow   *window;
  WgNewGameModel    *model;
  AdwPreferencesRow *row;
  GtkSpinButton     *spin;

  model = wg_test_new_game_window (session, &window, 0, 0);
  row = wg_test_new_game_row (GTK_WIDGET (window), "Promotion deck");
  spin = promotion_spin (GTK_WIDGET (window));
  g_assert_cmpstr (adw_action_row_get_subtitle (ADW_ACTION_ROW (row)), ==,
                   "Count the Hero and Advanced Tactics cards left in the box: every one not "
                   "dealt goes into the Promotion deck, and the card catalog does not list them "
                   "all (R-MOVE-13).");
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (spin)), ==, "");
  g_assert_cmpint (wg_new_game_model_get_state (model), ==, WG_NEW_GAME_REFUSED);
  g_assert_cmpstr (wg_new_game_model_get_message (model), ==,
                   "Count the Hero and Advanced Tactics cards left in the box for the Promotion "
                   "deck: the card catalog does not list them all (R-MOVE-13)");

  gtk_spin_button_set_value (spin, 12);
  g_assert_cmpint (wg_new_game_model_get_state (model), ==, WG_NEW_GAME_ASKS);
  g_assert_cmpstr (adw_action_row_get_subtitle (ADW_ACTION_ROW (row)), ==,
                   "Counted by the players (R-MOVE-13).");
  g_assert_cmpint (wg_new_game_model_get_promotion_deck (model), ==, 12);
  game = wg_test_new_game_answer_all (model);
  g_assert_cmpuint (wg_deck_size (&game->promotion_deck), ==, 12);

  gtk_window_destroy (GTK_WINDOW (window));
  wg_test_iterate_until (window == NULL);
}

/* The focus is @widget or inside it. */
static gboolean
has_focus_in (GtkWindow *window,
              GtkWidget *widget)
{
  GtkWidget *focus = gtk_root_get_focus (GTK_ROOT (window));

  return focus != NULL && (focus == widget || gtk_widget_is_ancestor (focus, widget));
}

/* A visible widget with the "error" style class under @widget. */
static GtkWidget *
visible_error (GtkWidget *widget)
{
  if (!gtk_widget_get_visible (widget))
    return NULL;
  if (gtk_widget_has_css_class (widget, "error"))
    return widget;
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = visible_error (child);

      if (found != NULL)
        return found;
    }
  return NULL;
}

/* The count missing (the shipped catalog, a small window): no red
 * sentence above the page; Create scrolls to the Promotion row, puts the
 * focus in its count and says there what to count; the count typed and
 * Return, the set-up goes on. Tabbing through the blank count leaves it
 * blank (never 0). */
static void
test_promotion_create_asks (void)
{
  g_autoptr (WgSession) session = wg_session_new ();
  WgNewGameWindow   *window;
  WgNewGameModel    *model;
  AdwPreferencesRow *row;
  GtkSpinButton     *spin;
  GtkScrolledWindow *scrolled;
  graphene_rect_t    bounds;
  double             top;

  model = wg_test_new_game_window (session, &window, 360, 480);
  wg_keys_settle ();
  row = wg_test_new_game_row (GTK_WIDGET (window), "Promotion deck");
  spin = promotion_spin (GTK_WIDGET (window));
  scrolled = GTK_SCROLLED_WINDOW (wg_test_find_type (GTK_WIDGET (window),
                                                     GTK_TYPE_SCROLLED_WINDOW));
  g_assert_true (wg_new_game_model_waits_for_count (model));
  g_assert_null (visible_error (GTK_WIDGET (window)));
  g_assert_true (gtk_widget_is_sensitive (wg_test_find_button (GTK_WIDGET (window), "C_reate")));
  top = gtk_adjustment_get_value (gtk_scrolled_window_get_vadjustment (scrolled));

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "new-game.create", NULL));
  wg_keys_settle ();
  g_assert_cmpstr (wg_new_game_window_get_page (window), ==, "options");
  g_assert_true (has_focus_in (GTK_WINDOW (window), GTK_WIDGET (spin)));
  /* The whole row in sight, its subtitle too (once laid out). */
  wg_test_iterate_until (
    gtk_adjustment_get_value (gtk_scrolled_window_get_vadjustment (scrolled)) > top
    && gtk_widget_compute_bounds (GTK_WIDGET (row), GTK_WIDGET (scrolled), &bounds)
    && bounds.origin.y >= 0
    && bounds.origin.y + bounds.size.height <= gtk_widget_get_height (GTK_WIDGET (scrolled)));
  g_assert_nonnull (strstr (adw_action_row_get_subtitle (ADW_ACTION_ROW (row)),
                            "the Hero cards nobody was dealt and the Advanced Tactics cards "
                            "left in the box"));
  g_assert_null (visible_error (GTK_WIDGET (window)));

  /* Return on the blank count: still blank, still asked. */
  g_assert_true (wg_keys_press (GTK_WINDOW (window), GDK_KEY_Return, 0));
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (spin)), ==, "");
  g_assert_true (wg_new_game_model_waits_for_count (model));
  g_assert_cmpstr (wg_new_game_window_get_page (window), ==, "options");

  gtk_editable_set_text (GTK_EDITABLE (spin), "14");
  g_assert_true (wg_keys_press (GTK_WINDOW (window), GDK_KEY_Return, 0));
  g_assert_cmpint (wg_new_game_model_get_promotion_deck (model), ==, 14);
  g_assert_cmpstr (wg_new_game_window_get_page (window), ==, "question");

  gtk_window_destroy (GTK_WINDOW (window));
  wg_test_iterate_until (window == NULL);
}

/* Create on the solo sample asks the set-up's questions in the question
 * view: one row per option of the model's question; a row activated
 * answers it (the next question), Back takes the answer back. */
static void
test_window_questions (void)
{
  g_autoptr (WgSession) session = wg_session_new ();
  WgNewGameWindow  *window;
  WgNewGameModel   *model;
  GtkWidget        *view;
  GtkListBox       *list;
  const WgQuestion *q;
  guint             n;

  model = wg_test_new_game_window (session, &window, 0, 0);
  /* The table counts its box's Hero and Advanced cards (R-MOVE-13). */
  gtk_spin_button_set_value (promotion_spin (GTK_WIDGET (window)), 20);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "new-game.create", NULL));
  g_assert_cmpstr (wg_new_game_window_get_page (window), ==, "question");
  q = wg_new_game_model_get_question (model);
  g_assert_nonnull (q);
  view = wg_test_find_type (GTK_WIDGET (window), WG_TYPE_QUESTION_VIEW);
  g_assert_nonnull (view);
  list = wg_question_view_get_list (WG_QUESTION_VIEW (view));
  for (n = 0; gtk_list_box_get_row_at_index (list, (int) n) != NULL; n++)
    g_assert_cmpstr (adw_preferences_row_get_title (
                       ADW_PREFERENCES_ROW (gtk_list_box_get_row_at_index (list, (int) n))),
                     ==, ((WgOption *) g_ptr_array_index (q->options, n))->label);
  g_assert_cmpuint (n, ==, q->options->len);
  g_signal_emit_by_name (list, "row-activated", gtk_list_box_get_row_at_index (list, 0));
  g_assert_cmpuint (wg_new_game_model_get_n_answers (model), ==, 1);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "new-game.back", NULL));
  g_assert_cmpuint (wg_new_game_model_get_n_answers (model), ==, 0);
  g_assert_cmpstr (wg_new_game_window_get_page (window), ==, "question");
  gtk_window_destroy (GTK_WINDOW (window));
  wg_test_iterate_until (window == NULL);
}

/* The model's "changed", counted; a count past @limit is a loop. */
typedef struct
{
  guint changes;
  guint limit;
} Changes;

static void
on_model_changed (WgNewGameModel *model,
                  Changes        *c)
{
  if (++c->changes > c->limit)
    g_error ("New Game refreshed %u times for one choice: a loop", c->changes);
}

/* Issue 31, item 19: on 3 players, choosing Player 2 to start left New
 * Game busy for good — each refresh spliced the same names into the
 * drop-down, whose reset selection libadwaita 1.2 notified after it, and
 * the first player was chosen again, and again. Every count of players
 * the spin button takes, every first player: one choice is one change,
 * and the model has the player chosen. */
static void
test_first_player_once (void)
{
  g_autoptr (WgSession) session = wg_session_new ();
  WgNewGameWindow *window;
  WgNewGameModel  *model;
  AdwComboRow     *first;
  GtkSpinButton   *spin;
  Changes          c = { 0, 0 };
  double           lower, upper;

  model = wg_test_new_game_window (session, &window, 0, 0);
  g_signal_connect (model, "changed", G_CALLBACK (on_model_changed), &c);
  spin = GTK_SPIN_BUTTON (wg_test_find_type (GTK_WIDGET (window), GTK_TYPE_SPIN_BUTTON));
  first = ADW_COMBO_ROW (wg_test_new_game_row (GTK_WIDGET (window), "First player"));
  gtk_spin_button_get_range (spin, &lower, &upper);
  g_assert_cmpint ((int) upper, >=, 3);
  for (int n = MAX (2, (int) lower); n <= (int) upper; n++)
    {
      /* From a solo game each time, as a table starting over. */
      c.limit = G_MAXUINT;
      gtk_spin_button_set_value (spin, lower);
      wg_test_iterate_until (wg_new_game_model_get_n_players (model) == (guint) lower);
      gtk_spin_button_set_value (spin, n);
      /* The window shows the first player's row, as a person sees it. */
      wg_test_iterate_until (wg_new_game_model_get_n_players (model) == (guint) n
                             && gtk_widget_get_mapped (GTK_WIDGET (first)));
      for (int i = 0; i < 20; i++)
        g_main_context_iteration (NULL, FALSE);
      /* The row shows the player who will start. */
      g_assert_cmpuint (adw_combo_row_get_selected (first), ==,
                        wg_new_game_model_get_first_player (model));
      for (guint seat = 0; seat < (guint) n; seat++)
        {
          if (seat == wg_new_game_model_get_first_player (model))
            continue;
          c.changes = 0;
          c.limit = 1;
          adw_combo_row_set_selected (first, seat);
          for (int i = 0; i < 50; i++)
            g_main_context_iteration (NULL, FALSE);
          g_assert_cmpuint (c.changes, ==, 1);
          g_assert_cmpuint (wg_new_game_model_get_first_player (model), ==, seat);
          g_assert_cmpuint (adw_combo_row_get_selected (first), ==, seat);
        }
    }
  gtk_window_destroy (GTK_WINDOW (window));
  wg_test_iterate_until (window == NULL);
}

/* Each access key of New Game's page leads to one row: Alt+N went to
 * "_Name" every time, never to the number of players (issue 31). Alt+P
 * now moves the focus into the number of players' spin button. */
static void
test_access_keys (void)
{
  g_autoptr (WgSession) session = wg_session_new ();
  WgNewGameWindow *window;
  GtkWidget       *spin, *focus;

  wg_test_new_game_window (session, &window, 0, 0);
  spin = wg_test_find_type (GTK_WIDGET (window), GTK_TYPE_SPIN_BUTTON);
  wg_test_iterate_until (gtk_widget_get_mapped (spin));
  wg_keys_press (GTK_WINDOW (window), GDK_KEY_p, GDK_ALT_MASK);
  focus = gtk_root_get_focus (GTK_ROOT (window));
  g_assert_nonnull (focus);
  g_assert_true (focus == spin || gtk_widget_is_ancestor (focus, spin));
  wg_keys_press (GTK_WINDOW (window), GDK_KEY_n, GDK_ALT_MASK);
  focus = gtk_root_get_focus (GTK_ROOT (window));
  g_assert_false (focus == spin || gtk_widget_is_ancestor (focus, spin));
  g_assert_nonnull (gtk_widget_get_ancestor (focus, ADW_TYPE_ENTRY_ROW));
  gtk_window_destroy (GTK_WINDOW (window));
  wg_test_iterate_until (window == NULL);
}

int
main (int   argc,
      char *argv[])
{
  g_autofree char *home = wg_test_app_init (&argc, &argv);
  int              status;

  g_test_add_func ("/wg/app/new-game/R-DECK-3/physical-default", test_physical_default);
  g_test_add_func ("/wg/app/new-game/app-deals", test_app_deals);
  g_test_add_func ("/wg/app/new-game/game-name", test_game_name);
  g_test_add_func ("/wg/app/new-game/window", test_window);
  g_test_add_func ("/wg/app/new-game/first-player-once", test_first_player_once);
  g_test_add_func ("/wg/app/new-game/access-keys", test_access_keys);
  g_test_add_func ("/wg/app/new-game/window-questions", test_window_questions);
  g_test_add_func ("/wg/app/new-game/R-EXP-1/exploration", test_exploration);
  g_test_add_func ("/wg/app/new-game/R-MOVE-13/promotion-from-catalog",
                   test_promotion_from_catalog);
  g_test_add_func ("/wg/app/new-game/R-MOVE-13/promotion-asked", test_promotion_asked);
  g_test_add_func ("/wg/app/new-game/R-MOVE-13/promotion-create-asks",
                   test_promotion_create_asks);
  status = g_test_run ();
  wg_test_app_cleanup (home);
  return status;
}
