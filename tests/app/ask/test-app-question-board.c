/* test-app-question-board.c — a question of board locations answered on the board
 * Copyright 2026 The Warpgate Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * tests/data/explore.json: blue (Ana) explores D1 with a Recon V1 → D1
 * (R-EXP-2), turns over Void Planet and keeps it; the token asks which
 * planet is voided (R-EXP-6), among the six planets of the board not yet
 * voided (D1, J1, V1, O1, A1, X1). Issue 30: the person picks it on the
 * board, by a click or by the location keys, as for moves.
 */
#include "config.h"

#include <string.h>

#include "wg-action-model.h"
#include "wg-action-panel.h"
#include "wg-board-view-private.h"
#include "wg-explore.h"
#include "wg-question-view.h"
#include "wg-window-private.h"
#include "wg-test-app.h"
#include "shell/wg-test-keys.h"

typedef struct
{
  WgWindow       *window;
  WgSession      *session;
  WgQuestionView *view; /* the Actions page's */
} Fixture;

static int
cell_of (Fixture    *f,
         const char *id)
{
  int cell = wg_board_find_location (wg_session_get_game (f->session)->board, id);

  g_assert_cmpint (cell, >=, 0);
  return cell;
}

static gboolean
asks (Fixture    *f,
      const char *id)
{
  const WgQuestion *q = wg_question_view_get_question (f->view);

  return q != NULL && g_str_equal (q->id, id) && gtk_widget_get_mapped (GTK_WIDGET (f->view));
}

/* The window on explore.json, at the Actions page's "Which planet is
 * voided?". */
static void
open_at_question (Fixture *f)
{
  WgActionModel *model;

  {
    g_autoptr (WgSession) session = wg_test_load_session ("explore.json");

    f->window = wg_window_new (NULL, session);
    f->session = session;
  }
  gtk_window_set_default_size (GTK_WINDOW (f->window), 1280, 800);
  gtk_window_present (GTK_WINDOW (f->window));
  wg_test_wait_for_layout (wg_window_get_board_view (f->window));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (f->window), "win.show-page", "s",
                                             "actions"));
  f->view = WG_QUESTION_VIEW (
    wg_test_find_type (GTK_WIDGET (f->window->action_panel), WG_TYPE_QUESTION_VIEW));
  model = wg_action_panel_get_model (f->window->action_panel);
  wg_action_model_set_action (model, WG_ACTION_RECON);
  wg_action_model_set_x (model, 1);
  wg_action_model_click (model, cell_of (f, "V1"));
  wg_action_model_click (model, cell_of (f, "D1"));
  wg_action_model_set_ships (model, 1);
  wg_action_model_perform (model);
  g_assert_false (wg_action_model_answer (model, "void-planet"));
  g_assert_false (wg_action_model_answer (model, "keep"));
  wg_test_iterate_until (asks (f, "void-planet"));
}

/* The planets offered are marked on the board and said as the board says
 * them; a click on J1 voids it, the question is gone and so are the marks. */
static void
test_click (void)
{
  Fixture          f;
  WgBoardView     *board;
  const WgGame    *game;
  g_autofree char *words = NULL;
  GtkListBoxRow   *row;

  open_at_question (&f);
  board = wg_window_get_board_view (f.window);
  g_assert_cmpuint (wg_board_view_get_n_offered (board), ==, 6);
  words = wg_board_view_describe_location (board, cell_of (&f, "J1"));
  g_assert_nonnull (strstr (words, "offered: an answer to the question asked"));
  row = gtk_list_box_get_row_at_index (wg_question_view_get_list (f.view), 1);
  g_assert_cmpstr (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (row)), ==,
                   "J1 — Jungle planet, Sector S1; 2 discovery tokens; Outpost of red");
  /* Not a planet offered: nothing is answered. */
  wg_board_view_activate_location (board, cell_of (&f, "gate-red"));
  g_assert_true (asks (&f, "void-planet"));

  wg_board_view_activate_location (board, cell_of (&f, "J1"));
  wg_test_iterate_until (!asks (&f, "void-planet"));
  game = wg_session_get_game (f.session);
  g_assert_true (wg_game_is_voided (game, cell_of (&f, "J1")));
  g_assert_false (wg_game_is_voided (game, cell_of (&f, "O1")));
  g_assert_cmpuint (wg_board_view_get_n_offered (board), ==, 0);
  wg_test_destroy_window (f.window);
}

/* The location keys: "o" names O1 alone among the planets offered (the
 * red Warpgate is not one), and chooses it as a click would. */
static void
test_keys (void)
{
  Fixture      f;
  WgBoardView *board;

  open_at_question (&f);
  board = wg_window_get_board_view (f.window);
  gtk_widget_grab_focus (GTK_WIDGET (board));
  g_assert_true (gtk_widget_has_focus (GTK_WIDGET (board)));
  g_assert_true (wg_keys_press (GTK_WINDOW (f.window), GDK_KEY_o, 0));
  wg_test_iterate_until (!asks (&f, "void-planet"));
  g_assert_true (wg_game_is_voided (wg_session_get_game (f.session), cell_of (&f, "O1")));
  wg_test_destroy_window (f.window);
}

int
main (int   argc,
      char *argv[])
{
  g_autofree char *home = wg_test_app_init (&argc, &argv);
  int              status;

  g_test_add_func ("/wg/app/question-board/click", test_click);
  g_test_add_func ("/wg/app/question-board/keys", test_keys);
  status = g_test_run ();
  wg_test_app_cleanup (home);
  return status;
}
