/* test-app-action-words.c — what the Actions page says: a move ready that attacks, refusals
 * Copyright 2026 The Warpgate Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Issue 31, item 24, on tests/data/moves-movement.json (see
 * test-app-action.c for the board): blue has 3 ships on D1 and 2 on A1,
 * red 2 on V1 (range 2 from D1) and 1 on its Warpgate.
 */
#include "config.h"

#include <string.h>

#include "wg-action-model.h"
#include "wg-action-panel.h"
#include "wg-sidebar.h"
#include "wg-sidebar-page.h"
#include "wg-window.h"
#include "wg-test-app.h"

static WgActionModel *
new_model (WgSession *session,
           WgAction   action,
           int        x)
{
  WgActionModel *model = wg_action_model_new (session);

  wg_action_model_set_active (model, TRUE);
  wg_action_model_set_action (model, action);
  wg_action_model_set_x (model, x);
  return model;
}

/* "Ready: …" never said the move is an attack (item 24): an Advance at 2X
 * from D1 onto red's ships on V1 is one, as the core judges it, and the
 * prompt says so and on whom; an Advance onto the empty J1 is not. */
static void
test_ready_says_attack (void)
{
  g_autoptr (WgSession) session = wg_test_load_session ("moves-movement.json");
  g_autoptr (WgActionModel) model = NULL;
  const char *prompt;

  wg_session_set_autosave_dir (session, NULL);
  model = new_model (session, WG_ACTION_ADVANCE, 2);
  wg_action_model_click (model, wg_test_cell (session, "D1"));
  wg_action_model_click (model, wg_test_cell (session, "V1"));
  prompt = wg_action_model_get_prompt (model);
  g_assert_cmpstr (prompt, ==,
                   "Ready: blue: Advance 3 ships from D1 → V1 (2X) — an attack on red: a battle "
                   "follows.");

  wg_action_model_click (model, wg_test_cell (session, "J1"));
  prompt = wg_action_model_get_prompt (model);
  g_assert_true (g_str_has_prefix (prompt, "Ready: blue: Advance 3 ships from D1 → J1 (2X)"));
  g_assert_null (strstr (prompt, "attack"));
}

/* The message the Actions page shows now, or NULL. */
static const char *
shown (WgActionPanel *panel)
{
  return wg_sidebar_page_get_message (WG_SIDEBAR_PAGE (panel));
}

/* A refusal belongs to the attempt that made it (item 24): on the page,
 * "No legal Maneuver of blue starts at O1." goes when the action changes,
 * when a location is chosen, when a move is done, on Undo and when the
 * turn ends. */
static void
test_refusal_goes (void)
{
  g_autoptr (WgSession) owned = wg_test_load_session ("moves-movement.json");
  WgWindow      *window = wg_test_window_on (owned);
  WgSession     *session = wg_window_get_session (window);
  WgSidebar     *sidebar = WG_SIDEBAR (wg_test_find_type (GTK_WIDGET (window), WG_TYPE_SIDEBAR));
  WgActionPanel *panel = WG_ACTION_PANEL (wg_test_find_type (GTK_WIDGET (window),
                                                             WG_TYPE_ACTION_PANEL));
  WgActionModel *model = wg_action_panel_get_model (panel);
  const char    *refusal = "No legal Maneuver of blue starts at O1.";

  g_clear_object (&owned);
  wg_session_set_autosave_dir (session, NULL);
  wg_sidebar_set_page (sidebar, "actions");
  wg_action_model_set_action (model, WG_ACTION_MANEUVER);

  wg_action_model_click (model, wg_test_cell (session, "O1"));
  g_assert_cmpstr (shown (panel), ==, refusal);
  wg_action_model_set_action (model, WG_ACTION_ADVANCE);
  g_assert_null (shown (panel));

  wg_action_model_set_action (model, WG_ACTION_MANEUVER);
  wg_action_model_click (model, wg_test_cell (session, "O1"));
  g_assert_cmpstr (shown (panel), ==, refusal);
  wg_action_model_click (model, wg_test_cell (session, "D1"));
  g_assert_null (shown (panel));

  wg_action_model_click (model, wg_test_cell (session, "D1"));
  wg_action_model_click (model, wg_test_cell (session, "O1"));
  g_assert_cmpstr (shown (panel), ==, refusal);
  wg_action_model_click (model, wg_test_cell (session, "D1"));
  wg_action_model_click (model, wg_test_cell (session, "J1"));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (panel), "action.perform", NULL));
  g_assert_cmpuint (wg_history_get_n_entries (wg_session_get_history (session)), ==, 1);
  g_assert_null (shown (panel));

  wg_action_model_click (model, wg_test_cell (session, "O1"));
  g_assert_nonnull (shown (panel));
  g_assert_true (wg_session_undo (session));
  g_assert_null (shown (panel));

  /* The turn ends with the refusal on the page: red's turn starts
   * without it. */
  wg_action_model_click (model, wg_test_cell (session, "O1"));
  g_assert_cmpstr (shown (panel), ==, refusal);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.end-turn", NULL));
  wg_test_iterate_until (wg_session_get_game (session)->active == 1);
  g_assert_null (shown (panel));
  wg_test_destroy_window (window);
}

int
main (int   argc,
      char *argv[])
{
  g_autofree char *home = wg_test_app_init (&argc, &argv);
  int              status;

  g_test_add_func ("/wg/app/action/ready-says-attack", test_ready_says_attack);
  g_test_add_func ("/wg/app/action/refusal-goes", test_refusal_goes);
  status = g_test_run ();
  wg_test_app_cleanup (home);
  return status;
}
