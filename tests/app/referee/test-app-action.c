/* test-app-action.c — the Actions tool: legal origins and destinations on the board, refusals,
 * doing a move Copyright 2026 The Warpgate Companion authors SPDX-License-Identifier:
 * GPL-3.0-or-later
 *
 * The board is tests/data/moves-movement.json (see tests/core/test-moves-movement.c
 * for the ranges worked by hand):
 *
 *   r=0  gate-blue ·  O1  ·  V1  ·  D2  ·  ·
 *   r=1     ·     D1  ·   ·  ·   ·  ·   ·  V2
 *   r=2  gate-red  ·  J1  ·  A1  ·  J2  O2 D3
 *
 * Blue: 3 ships on D1, 2 on A1, 1 unspent Trade Good. Red: 2 ships on V1,
 * 1 on its Warpgate, an Outpost on J1. From D1: O1 0, J1 1, gate-blue 1,
 * V1 2, A1 3, D2 4, J2 5. From A1: V1, D2, J1, J2 all 1. A Skirmish moves
 * one ship (R-MOVE-6); Maneuver, Advance and Concentrate any number.
 */
#include "config.h"

#include <string.h>

#include "wg-action-model.h"
#include "wg-action-panel.h"
#include "wg-battle-model.h"
#include "wg-question-view.h"
#include "wg-sidebar.h"
#include "wg-turn.h"
#include "wg-window.h"
#include "wg-test-app.h"

static WgSession *
load_session (const char *name)
{
  WgSession *session = wg_test_load_session (name);

  wg_session_set_autosave_dir (session, NULL);
  return session;
}

static int
ships_at (WgSession  *session,
          const char *id)
{
  return wg_session_get_game (session)->stacks[wg_test_cell (session, id)].ships;
}

/* The mark on @id: its kind, or -1 when unmarked; its number in *number. */
static int
mark (WgSession  *session,
      const char *id,
      int        *number)
{
  const GArray *marks = wg_session_get_highlights (session);

  for (guint i = 0; i < marks->len; i++)
    {
      const WgHighlight *h = &g_array_index (marks, WgHighlight, i);

      if (h->cell == wg_test_cell (session, id))
        {
          if (number != NULL)
            *number = h->number;
          return (int) h->kind;
        }
    }
  return -1;
}

static void
assert_mark (WgSession      *session,
             const char     *id,
             WgHighlightKind kind,
             int             number)
{
  int shown = -2;

  g_assert_cmpint (mark (session, id, &shown), ==, kind);
  g_assert_cmpint (shown, ==, number);
}

static WgActionModel *
new_model (WgSession *session,
           WgAction   action,
           int        x)
{
  WgActionModel *model = wg_action_model_new (session);

  wg_action_model_set_player (model, 0); /* blue */
  wg_action_model_set_action (model, action);
  wg_action_model_set_x (model, x);
  wg_action_model_set_active (model, TRUE);
  return model;
}

/* Skirmish at 1X: blue's two stacks may set out; D1 reaches O1 (0), J1 and
 * its Warpgate (1) but not V1 (range 2, R-RANGE-6); the move is one step. */
static void
test_movement (void)
{
  g_autoptr (WgSession) session = load_session ("moves-movement.json");
  g_autoptr (WgActionModel) model = new_model (session, WG_ACTION_SKIRMISH, 1);
  int min_ships = 0, max_ships = 0;

  g_assert_cmpuint (wg_session_get_highlights (session)->len, ==, 2);
  assert_mark (session, "D1", WG_HIGHLIGHT_ORIGIN, -1);
  assert_mark (session, "A1", WG_HIGHLIGHT_ORIGIN, -1);
  g_assert_false (wg_action_model_can_perform (model));
  g_assert_nonnull (strstr (wg_action_model_get_prompt (model), "ships to move from"));

  wg_action_model_click (model, wg_test_cell (session, "D1"));
  assert_mark (session, "D1", WG_HIGHLIGHT_CHOSEN, -1);
  assert_mark (session, "O1", WG_HIGHLIGHT_DESTINATION, 0);
  assert_mark (session, "J1", WG_HIGHLIGHT_DESTINATION, 1);
  assert_mark (session, "gate-blue", WG_HIGHLIGHT_DESTINATION, 1);
  assert_mark (session, "A1", WG_HIGHLIGHT_ORIGIN, -1);
  g_assert_cmpint (mark (session, "V1", NULL), ==, -1);
  g_assert_cmpint (mark (session, "gate-red", NULL), ==, -1);
  g_assert_cmpuint (wg_session_get_highlights (session)->len, ==, 5);

  /* V1 is out of range: judged, and the reason kept with its ruling. */
  wg_action_model_click (model, wg_test_cell (session, "V1"));
  assert_mark (session, "V1", WG_HIGHLIGHT_ILLEGAL, -1);
  g_assert_cmpstr (wg_action_model_get_ruling (model), ==, "R-RANGE-6");
  g_assert_nonnull (strstr (wg_action_model_get_message (model), "R-RANGE-6"));
  g_assert_false (wg_action_model_can_perform (model));

  wg_action_model_click (model, wg_test_cell (session, "J1"));
  g_assert_null (wg_action_model_get_message (model));
  assert_mark (session, "J1", WG_HIGHLIGHT_CHOSEN, 1);
  g_assert_true (wg_action_model_can_perform (model));
  g_assert_true (wg_action_model_get_ship_range (model, &min_ships, &max_ships));
  /* A Skirmish moves one ship (R-MOVE-6). */
  g_assert_cmpint (min_ships, ==, 1);
  g_assert_cmpint (max_ships, ==, 1);
  wg_action_model_set_ships (model, 9); /* clamped to what may go */
  g_assert_cmpint (wg_action_model_get_ships (model), ==, 1);
  g_assert_true (wg_action_model_perform (model));
  g_assert_cmpint (ships_at (session, "D1"), ==, 2);
  g_assert_cmpint (ships_at (session, "J1"), ==, 1);
  g_assert_cmpuint (wg_history_get_n_entries (wg_session_get_history (session)), ==, 1);
  /* After the move: choices forgotten, the new table's origins marked. */
  assert_mark (session, "J1", WG_HIGHLIGHT_ORIGIN, -1);
  g_assert_true (wg_session_undo (session));
  g_assert_cmpint (ships_at (session, "D1"), ==, 3);

  /* Inactive, the tool leaves the board alone. */
  wg_action_model_set_active (model, FALSE);
  g_assert_cmpuint (wg_session_get_highlights (session)->len, ==, 0);
}

/* Exploring in the app (R-EXP-2, tests/data/explore.json): blue's Recon
 * V1 → D1 asks which token was turned over (the 28 ids), then keep or
 * second; keeping extra-vp applies the move as one step: D1 empty, blue
 * holds the token, the box 20 + 1 = 21. */
static void
test_explore (void)
{
  g_autoptr (WgSession) session = load_session ("explore.json");
  g_autoptr (WgActionModel) model = new_model (session, WG_ACTION_RECON, 1);
  const WgQuestion *q;
  const WgGame     *game;

  wg_action_model_click (model, wg_test_cell (session, "V1"));
  wg_action_model_click (model, wg_test_cell (session, "D1"));
  g_assert_true (wg_action_model_can_perform (model));
  wg_action_model_perform (model);
  q = wg_action_model_get_question (model);
  g_assert_nonnull (q);
  g_assert_cmpstr (q->id, ==, "explore");
  g_assert_cmpuint (q->options->len, ==, 28);
  g_assert_false (wg_action_model_answer (model, "extra-vp")); /* not applied yet */
  q = wg_action_model_get_question (model);
  g_assert_nonnull (q);
  g_assert_cmpstr (q->id, ==, "explore-keep");
  g_assert_true (wg_action_model_answer (model, "keep"));
  g_assert_null (wg_action_model_get_question (model));
  game = wg_session_get_game (session);
  g_assert_cmpint (game->stacks[wg_test_cell (session, "D1")].tokens, ==, 0);
  g_assert_cmpint (game->explore_box, ==, 21);
  g_assert_cmpuint (game->players[0].discoveries->len, ==, 1);
  g_assert_cmpuint (wg_history_get_n_entries (wg_session_get_history (session)), ==, 1);
}

static void
on_battle (WgActionModel *model,
           gpointer       start,
           WgBattleStart *copy)
{
  *copy = *(const WgBattleStart *) start;
}

/* Advance at 2X onto V1 (range 2) is an attack: marked apart; doing it
 * asks for the battle, which applies the move (nothing is applied yet). */
static void
test_attack (void)
{
  g_autoptr (WgSession) session = load_session ("moves-movement.json");
  g_autoptr (WgActionModel) model = new_model (session, WG_ACTION_ADVANCE, 2);
  WgBattleStart battle = { -1 };

  g_signal_connect (model, "battle-requested", G_CALLBACK (on_battle), &battle);
  wg_action_model_click (model, wg_test_cell (session, "D1"));
  assert_mark (session, "V1", WG_HIGHLIGHT_ATTACK, 2);
  wg_action_model_click (model, wg_test_cell (session, "V1"));
  g_assert_true (wg_action_model_perform (model));
  g_assert_cmpint (battle.attacker, ==, 0);
  g_assert_cmpint (battle.defender, ==, 1);
  g_assert_cmpint (battle.at, ==, wg_test_cell (session, "V1"));
  g_assert_cmpint (battle.defender_ships, ==, 2);
  g_assert_cmpuint (battle.n_origins, ==, 1);
  g_assert_cmpint (battle.ships[0], ==, 3);
  /* The ships have not moved yet: the battle decides. */
  g_assert_cmpint (ships_at (session, "D1"), ==, 3);
  g_assert_cmpint (ships_at (session, "V1"), ==, 2);
  g_assert_nonnull (wg_action_model_get_battle_table (model));
}

/* Concentrate at 1X from A1 and D1 together onto J1 (range 1 from both). */
static void
test_concentrate (void)
{
  g_autoptr (WgSession) session = load_session ("moves-movement.json");
  g_autoptr (WgActionModel) model = new_model (session, WG_ACTION_CONCENTRATE, 1);

  wg_action_model_click (model, wg_test_cell (session, "A1"));
  assert_mark (session, "D1", WG_HIGHLIGHT_ORIGIN, -1);
  wg_action_model_click (model, wg_test_cell (session, "D1"));
  assert_mark (session, "A1", WG_HIGHLIGHT_CHOSEN, -1);
  assert_mark (session, "D1", WG_HIGHLIGHT_CHOSEN, -1);
  assert_mark (session, "J1", WG_HIGHLIGHT_DESTINATION, 1);
  wg_action_model_click (model, wg_test_cell (session, "J1"));
  g_assert_true (wg_action_model_perform (model));
  g_assert_cmpint (ships_at (session, "J1"), ==, 5);
  g_assert_cmpint (ships_at (session, "A1"), ==, 0);
  g_assert_cmpint (ships_at (session, "D1"), ==, 0);
}

/* Maneuver's second group at 1X (R-MOVE-5; worked in test-moves-movement.c):
 * 2 of D1's 3 ships to J1 (range 1), then other ships — the one left on D1
 * or A1's 2, not the 2 that reached J1. From A1, J1, D2 and J2 are at
 * range 1; V1 holds red ships. */
static void
test_maneuver_second_group (void)
{
  g_autoptr (WgSession) session = load_session ("moves-movement.json");
  g_autoptr (WgActionModel) model = new_model (session, WG_ACTION_MANEUVER, 1);
  g_autofree char *described = NULL;
  int              min_ships = 0, max_ships = 0;

  g_assert_false (wg_action_model_can_add_second_group (model));
  wg_action_model_click (model, wg_test_cell (session, "D1"));
  wg_action_model_click (model, wg_test_cell (session, "J1"));
  wg_action_model_set_ships (model, 2);
  g_assert_true (wg_action_model_can_add_second_group (model));
  g_assert_true (wg_action_model_can_perform (model));

  /* Asked for, the second group must be chosen before the move can be done. */
  wg_action_model_set_second_group (model, TRUE);
  g_assert_true (wg_action_model_get_second_group (model));
  g_assert_false (wg_action_model_can_perform (model));
  g_assert_nonnull (strstr (wg_action_model_get_prompt (model), "R-MOVE-5"));
  assert_mark (session, "A1", WG_HIGHLIGHT_ORIGIN, -1);
  assert_mark (session, "J1", WG_HIGHLIGHT_CHOSEN, 1);
  g_assert_cmpint (mark (session, "O1", NULL), ==, -1);

  /* J1 holds only the ships the first group brings. */
  wg_action_model_click (model, wg_test_cell (session, "J1"));
  g_assert_nonnull (strstr (wg_action_model_get_message (model), "R-MOVE-5"));
  g_assert_cmpstr (wg_action_model_get_ruling (model), ==, "R-MOVE-5");

  wg_action_model_click (model, wg_test_cell (session, "A1"));
  g_assert_null (wg_action_model_get_message (model));
  assert_mark (session, "A1", WG_HIGHLIGHT_CHOSEN, -1);
  assert_mark (session, "D2", WG_HIGHLIGHT_DESTINATION, 1);
  assert_mark (session, "J2", WG_HIGHLIGHT_DESTINATION, 1);
  g_assert_cmpint (mark (session, "V1", NULL), ==, -1);
  g_assert_false (wg_action_model_get_second_ship_range (model, &min_ships, &max_ships));

  /* Never onto enemy ships (R-MOVE-2). */
  wg_action_model_click (model, wg_test_cell (session, "V1"));
  g_assert_cmpstr (wg_action_model_get_ruling (model), ==, "R-MOVE-2");
  g_assert_false (wg_action_model_can_perform (model));

  wg_action_model_click (model, wg_test_cell (session, "J1"));
  g_assert_true (wg_action_model_get_second_ship_range (model, &min_ships, &max_ships));
  g_assert_cmpint (min_ships, ==, 1);
  g_assert_cmpint (max_ships, ==, 2);
  g_assert_cmpint (wg_action_model_get_second_ships (model), ==, 2);
  wg_action_model_set_second_ships (model, 1);
  g_assert_cmpint (wg_action_model_get_second_ships (model), ==, 1);
  g_assert_true (wg_action_model_can_perform (model));
  described = wg_action_model_describe (model);
  g_assert_nonnull (strstr (described, "A1"));

  g_assert_true (wg_action_model_perform (model));
  g_assert_cmpint (ships_at (session, "J1"), ==, 3);
  g_assert_cmpint (ships_at (session, "D1"), ==, 1);
  g_assert_cmpint (ships_at (session, "A1"), ==, 1);
}

/* The ship left on the first origin may go in the second group; turned off,
 * the second group is forgotten and the first moves alone. */
static void
test_maneuver_second_group_off (void)
{
  g_autoptr (WgSession) session = load_session ("moves-movement.json");
  g_autoptr (WgActionModel) model = new_model (session, WG_ACTION_MANEUVER, 1);
  int min_ships = 0, max_ships = 0;

  wg_action_model_click (model, wg_test_cell (session, "D1"));
  wg_action_model_click (model, wg_test_cell (session, "J1"));
  wg_action_model_set_ships (model, 2);
  wg_action_model_set_second_group (model, TRUE);
  wg_action_model_click (model, wg_test_cell (session, "D1"));
  assert_mark (session, "O1", WG_HIGHLIGHT_DESTINATION, 0);
  wg_action_model_click (model, wg_test_cell (session, "O1"));
  g_assert_true (wg_action_model_get_second_ship_range (model, &min_ships, &max_ships));
  g_assert_cmpint (max_ships, ==, 1);
  /* Three ships in the first group leave none for the second. */
  wg_action_model_set_ships (model, 3);
  g_assert_cmpint (wg_action_model_get_second_ships (model), ==, 0);

  wg_action_model_set_second_group (model, FALSE);
  g_assert_false (wg_action_model_get_second_ship_range (model, &min_ships, &max_ships));
  assert_mark (session, "O1", WG_HIGHLIGHT_DESTINATION, 0);
  g_assert_true (wg_action_model_perform (model));
  g_assert_cmpint (ships_at (session, "J1"), ==, 3);
  g_assert_cmpint (ships_at (session, "D1"), ==, 0);
  g_assert_cmpint (ships_at (session, "O1"), ==, 0);
}

/* A Trade Good adds 1 (R-RANGE-6): Maneuver at 3X reaches D2 (range 4)
 * only with it, and doing so spends it. */
static void
test_trade_good (void)
{
  g_autoptr (WgSession) session = load_session ("moves-movement.json");
  g_autoptr (WgActionModel) model = new_model (session, WG_ACTION_MANEUVER, 3);

  wg_action_model_click (model, wg_test_cell (session, "D1"));
  g_assert_cmpint (mark (session, "D2", NULL), ==, -1);
  wg_action_model_set_trade_good (model, TRUE);
  /* A new parameter forgets the origin chosen. */
  assert_mark (session, "D1", WG_HIGHLIGHT_ORIGIN, -1);
  wg_action_model_click (model, wg_test_cell (session, "D1"));
  assert_mark (session, "D2", WG_HIGHLIGHT_DESTINATION, 4);
  wg_action_model_click (model, wg_test_cell (session, "D2"));
  g_assert_true (wg_action_model_perform (model));
  g_assert_cmpint (ships_at (session, "D2"), ==, 3);
  g_assert_cmpint (wg_session_get_game (session)->players[0].trade_goods_unspent, ==, 0);
  g_assert_cmpint (wg_session_get_game (session)->players[0].trade_goods_spent, ==, 1);
}

/* Reinforce at 2X: up to 2 locations with blue ships, numbered in order;
 * a location without blue ships is refused (R-MOVE-8's family). */
static void
test_reinforce (void)
{
  g_autoptr (WgSession) session = load_session ("moves-movement.json");
  g_autoptr (WgActionModel) model = new_model (session, WG_ACTION_REINFORCE, 2);

  assert_mark (session, "D1", WG_HIGHLIGHT_DESTINATION, -1);
  assert_mark (session, "A1", WG_HIGHLIGHT_DESTINATION, -1);
  wg_action_model_click (model, wg_test_cell (session, "O1"));
  assert_mark (session, "O1", WG_HIGHLIGHT_ILLEGAL, -1);
  g_assert_nonnull (wg_action_model_get_message (model));
  wg_action_model_click (model, wg_test_cell (session, "A1"));
  wg_action_model_click (model, wg_test_cell (session, "D1"));
  assert_mark (session, "A1", WG_HIGHLIGHT_CHOSEN, 1);
  assert_mark (session, "D1", WG_HIGHLIGHT_CHOSEN, 2);
  g_assert_true (wg_action_model_perform (model));
  g_assert_cmpint (ships_at (session, "A1"), ==, 3);
  g_assert_cmpint (ships_at (session, "D1"), ==, 4);
}

/* Red's view: the player is a parameter; its ships on V1 and its Warpgate
 * may set out. */
static void
test_other_player (void)
{
  g_autoptr (WgSession) session = load_session ("moves-movement.json");
  g_autoptr (WgActionModel) model = new_model (session, WG_ACTION_RECON, 1);

  wg_action_model_set_player (model, 1);
  g_assert_cmpint (wg_action_model_get_player (model), ==, 1);
  assert_mark (session, "V1", WG_HIGHLIGHT_ORIGIN, -1);
  assert_mark (session, "gate-red", WG_HIGHLIGHT_ORIGIN, -1);
  g_assert_cmpint (mark (session, "D1", NULL), ==, -1);
  /* A click where red has no ships says so. */
  wg_action_model_click (model, wg_test_cell (session, "D1"));
  g_assert_nonnull (strstr (wg_action_model_get_message (model), "D1"));
}

static const WgPlayer *
blue (WgSession *session)
{
  return &wg_session_get_game (session)->players[0];
}

/* Regression (issue 18): Do It is the active player's turn, so it plays an
 * Action card from hand into the slot. A Draw at 1X plays one and draws
 * one: 4 in hand, 1 played (it showed 5 in hand, 0 played); a Skirmish
 * plays one: 3 in hand, 1 played (it stayed 4 in hand, 0 played). */
static void
test_action_cards (void)
{
  g_autoptr (WgSession) session = load_session ("app-action-cards.json");
  g_autoptr (WgActionModel) model = new_model (session, WG_ACTION_DRAW, 1);

  g_assert_true (wg_action_model_perform (model));
  g_assert_cmpint (blue (session)->action_hand, ==, 4);
  g_assert_cmpint (blue (session)->action_played, ==, 1);
  g_assert_cmpint (blue (session)->action_deck, ==, 7);
  g_assert_true (wg_session_undo (session));
  g_assert_cmpint (blue (session)->action_hand, ==, 4);
  g_assert_cmpint (blue (session)->action_played, ==, 0);

  wg_action_model_set_action (model, WG_ACTION_SKIRMISH);
  wg_action_model_click (model, wg_test_cell (session, "D1"));
  wg_action_model_click (model, wg_test_cell (session, "gate-blue"));
  g_assert_true (wg_action_model_perform (model));
  g_assert_cmpint (ships_at (session, "gate-blue"), ==, 1);
  g_assert_cmpint (blue (session)->action_hand, ==, 3);
  g_assert_cmpint (blue (session)->action_played, ==, 1);
  g_assert_cmpint (blue (session)->action_deck, ==, 8);
}

/* Regression (issue 18): an attack whose battle is cancelled leaves no
 * history step and the game as saved (it left "A battle at V1" and a dirty
 * game). The battle starts from the table after the move's own changes
 * (the Action card played) and applies the move and the battle as one
 * step. */
static void
test_attack_cancelled (void)
{
  g_autoptr (WgSession) session = load_session ("app-action-cards.json");
  g_autoptr (WgActionModel) model = new_model (session, WG_ACTION_ADVANCE, 1);
  g_autoptr (WgCatalog) catalog = wg_catalog_new_builtin ();
  g_autoptr (WgBattleModel) battle = NULL;
  WgHistory       *history = wg_session_get_history (session);
  WgBattleStart    start = { -1 };
  const WgGame    *table;
  g_autofree char *move = NULL;

  g_signal_connect (model, "battle-requested", G_CALLBACK (on_battle), &start);
  wg_action_model_click (model, wg_test_cell (session, "D1"));
  wg_action_model_click (model, wg_test_cell (session, "V1"));
  g_assert_true (wg_action_model_perform (model));
  g_assert_cmpint (start.attacker, ==, 0);
  g_assert_cmpuint (wg_history_get_n_entries (history), ==, 0);
  g_assert_false (wg_session_get_dirty (session));
  g_assert_cmpint (blue (session)->action_hand, ==, 4);
  table = wg_action_model_get_battle_table (model);
  g_assert_nonnull (table);
  g_assert_cmpint (table->players[0].action_hand, ==, 3);
  g_assert_cmpint (table->players[0].action_played, ==, 1);
  move = g_strdup (wg_action_model_get_battle_move (model));
  g_assert_nonnull (move);

  /* Cancelled: the battle goes, nothing changed. */
  battle = wg_battle_model_new_for_move (session, catalog, &start, table, move);
  g_clear_object (&battle);
  g_assert_cmpuint (wg_history_get_n_entries (history), ==, 0);
  g_assert_false (wg_session_get_dirty (session));

  /* Fought: 3 ships × 2 beat 2 × 1; the move and the battle, one step. */
  battle = wg_battle_model_new_for_move (session, catalog, &start, table, move);
  g_assert_true (wg_battle_model_choose_multiplier (battle, WG_ROLE_ATTACKER, 2));
  g_assert_true (wg_battle_model_choose_multiplier (battle, WG_ROLE_DEFENDER, 1));
  g_assert_true (wg_battle_model_apply (battle));
  g_assert_cmpuint (wg_history_get_n_entries (history), ==, 1);
  g_assert_true (wg_session_get_dirty (session));
  g_assert_true (g_str_has_prefix (wg_history_get_description (history, 0), move));
  g_assert_nonnull (strstr (wg_history_get_description (history, 0), "Battle at V1"));
  g_assert_cmpint (blue (session)->action_hand, ==, 3);
  g_assert_cmpint (blue (session)->action_played, ==, 1);
  g_assert_true (wg_session_undo (session));
  g_assert_cmpint (blue (session)->action_hand, ==, 4);
  g_assert_cmpint (ships_at (session, "D1"), ==, 3);
}

/* Regression (issue 18): a refused Trade destination says why, with its
 * ruling for Why?, as the other actions do (it said only "No legal Trade
 * of Ana starts at V1", with no ruling). D1 → J1 → O1 is legal; V1 holds
 * red's ships. */
static void
test_trade_refused (void)
{
  g_autoptr (WgSession) session = load_session ("app-action-cards.json");
  g_autoptr (WgActionModel) model = new_model (session, WG_ACTION_TRADE, 1);

  wg_action_model_click (model, wg_test_cell (session, "D1"));
  /* The only route, taken by itself (issue 30); the click on D1 keeps it. */
  g_assert_cmpint (mark (session, "O1", NULL), ==, WG_HIGHLIGHT_CHOSEN);
  wg_action_model_click (model, wg_test_cell (session, "V1"));
  g_assert_nonnull (wg_action_model_get_ruling (model));
  g_assert_nonnull (strstr (wg_action_model_get_message (model), "V1"));
  g_assert_null (strstr (wg_action_model_get_message (model), "starts at"));
  g_assert_cmpint (mark (session, "V1", NULL), ==, WG_HIGHLIGHT_ILLEGAL);
}

/* In the window: the Actions page takes the board's clicks while it is
 * shown (the ruler does not measure), its controls drive the model, Do It
 * is enabled once a move is chosen and applies it; leaving the page clears
 * its marks and gives the clicks back to the ruler. */
static void
test_window_page (void)
{
  g_autoptr (WgSession) owned = load_session ("moves-movement.json");
  WgWindow      *window = wg_test_window_on (owned);
  WgSession     *session = wg_window_get_session (window);
  WgBoardView   *view = wg_window_get_board_view (window);
  WgSidebar     *table = WG_SIDEBAR (wg_test_find_type (GTK_WIDGET (window),
                                                        WG_TYPE_SIDEBAR));
  WgActionPanel *panel = WG_ACTION_PANEL (wg_test_find_type (GTK_WIDGET (window),
                                                             WG_TYPE_ACTION_PANEL));
  WgActionModel *model = wg_action_panel_get_model (panel);
  GtkWidget     *perform = wg_test_find_actionable (GTK_WIDGET (panel), "action.perform");

  g_clear_object (&owned); /* the window's now */
  g_assert_nonnull (perform);
  g_assert_cmpuint (wg_session_get_highlights (session)->len, ==, 0);
  wg_sidebar_set_page (table, "actions");
  g_assert_true (wg_action_model_get_active (model));
  wg_action_model_set_player (model, 0);
  wg_action_model_set_action (model, WG_ACTION_MANEUVER);
  wg_action_model_set_x (model, 1);
  g_assert_cmpint (mark (session, "D1", NULL), ==, WG_HIGHLIGHT_ORIGIN);
  g_assert_false (gtk_widget_get_sensitive (perform));

  g_signal_emit_by_name (view, "location-activated", wg_test_cell (session, "D1"));
  g_signal_emit_by_name (view, "location-activated", wg_test_cell (session, "J1"));
  g_assert_false (wg_session_has_ruler (session));
  g_assert_true (gtk_widget_get_sensitive (perform));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (panel), "action.perform", NULL));
  g_assert_cmpint (ships_at (session, "J1"), ==, 3);
  g_assert_cmpint (ships_at (session, "D1"), ==, 0);
  g_assert_false (gtk_widget_get_sensitive (perform));

  wg_sidebar_set_page (table, "table");
  g_assert_false (wg_action_model_get_active (model));
  g_assert_cmpuint (wg_session_get_highlights (session)->len, ==, 0);
  g_signal_emit_by_name (view, "location-activated", wg_test_cell (session, "J1"));
  g_assert_true (wg_session_has_ruler (session));

  wg_test_destroy_window (window);
}

/* R-MOVE-13 on the Actions page, tests/data/play-promote.json: Ana (blue)
 * to play on turn 3; the Promotion deck, top first, Sol Olo (hero),
 * Ambush, Flank (advanced), its discard Old Card. Promote 3X, Do It: the
 * three are revealed (order known: nothing to turn over) and the page's
 * question view asks which card she keeps, one row per card by its name;
 * nothing is applied yet. The second row chosen, Ambush joins her Tactics
 * (the 3rd card); Sol Olo and Flank go to the discard after Old Card; one
 * history step, whose sentence names Ambush and says she chose it. */
static void
test_window_promote (void)
{
  g_autoptr (WgSession) owned = load_session ("play-promote.json");
  WgWindow      *window = wg_test_window_on (owned);
  WgSession     *session = wg_window_get_session (window);
  WgSidebar     *table = WG_SIDEBAR (wg_test_find_type (GTK_WIDGET (window),
                                                        WG_TYPE_SIDEBAR));
  WgActionPanel *panel = WG_ACTION_PANEL (wg_test_find_type (GTK_WIDGET (window),
                                                             WG_TYPE_ACTION_PANEL));
  WgActionModel *model = wg_action_panel_get_model (panel);
  GtkWidget     *view = wg_test_find_type (GTK_WIDGET (panel), WG_TYPE_QUESTION_VIEW);
  GtkListBox    *list = wg_question_view_get_list (WG_QUESTION_VIEW (view));
  const char    *titles[] = { "Sol Olo (Hero Tactics card)", "Ambush (Advanced Tactics card)",
                              "Flank (Advanced Tactics card)" };
  const WgGame  *game;
  WgHistory     *history = wg_session_get_history (session);
  GtkListBoxRow *row;

  g_clear_object (&owned); /* the window's now */
  wg_sidebar_set_page (table, "actions");
  wg_action_model_set_action (model, WG_ACTION_PROMOTE);
  wg_action_model_set_x (model, 3);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (panel), "action.perform", NULL));
  g_assert_true (gtk_widget_get_visible (view));
  g_assert_nonnull (strstr (wg_action_model_get_question (model)->question,
                            "Which card does Ana keep?"));
  for (int i = 0; i < 3; i++)
    {
      row = gtk_list_box_get_row_at_index (list, i);
      g_assert_nonnull (row);
      g_assert_cmpstr (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (row)), ==, titles[i]);
    }
  g_assert_null (gtk_list_box_get_row_at_index (list, 3));
  g_assert_cmpuint (wg_history_get_n_entries (history), ==, 0);

  g_signal_emit_by_name (list, "row-activated", gtk_list_box_get_row_at_index (list, 1));
  game = wg_session_get_game (session);
  g_assert_cmpuint (game->players[0].tactics->len, ==, 3);
  g_assert_cmpstr (g_array_index (game->players[0].tactics, WgTactic, 2).name, ==, "Ambush");
  g_assert_cmpuint (game->promotion_discard->len, ==, 3);
  g_assert_cmpstr (g_array_index (game->promotion_discard, WgTactic, 1).name, ==, "Sol Olo");
  g_assert_cmpstr (g_array_index (game->promotion_discard, WgTactic, 2).name, ==, "Flank");
  g_assert_cmpuint (wg_history_get_n_entries (history), ==, 1);
  g_assert_cmpstr (wg_history_get_description (history, 0), ==,
                   "Ana: Promote (3X). Ana chooses Ambush of the 3 cards revealed (Sol Olo, "
                   "Ambush, Flank) and shuffles it into their Tactics deck; the rest go to the "
                   "Promotion discard (R-MOVE-13).");
  g_assert_null (wg_action_model_get_question (model));

  wg_test_destroy_window (window);
}

/* Issue 30: a refusal is not kept under a new "Ready": Maneuver at 1X
 * D1 → J1 is ready; a click on V1 (out of range) says why, and the move
 * chosen stays ready; 2 ships instead of 3 make a new move ready, and the
 * old "Not legal" goes. A refusal of the move that is ready stays. */
static void
test_refusal_not_kept (void)
{
  g_autoptr (WgSession) session = load_session ("moves-movement.json");
  g_autoptr (WgActionModel) model = new_model (session, WG_ACTION_MANEUVER, 1);

  wg_action_model_click (model, wg_test_cell (session, "D1"));
  wg_action_model_click (model, wg_test_cell (session, "J1"));
  g_assert_true (g_str_has_prefix (wg_action_model_get_prompt (model), "Ready: "));
  wg_action_model_click (model, wg_test_cell (session, "V1"));
  g_assert_nonnull (strstr (wg_action_model_get_message (model), "Not legal"));
  g_assert_true (wg_action_model_can_perform (model));

  wg_action_model_set_ships (model, 2);
  g_assert_nonnull (strstr (wg_action_model_get_prompt (model), "2 ships"));
  g_assert_null (wg_action_model_get_message (model));
  g_assert_null (wg_action_model_get_ruling (model));
}

/* Issue 30: one action a turn, so Do It is off once an action is applied,
 * until the turn ends (it stayed live after a Promote): on the Actions page
 * Ana's Draw at 1X is applied; Do It is then off for any action, any X and
 * any player, the prompt says why and End the Turn is offered; Undo gives
 * Do It back; after End Turn Ben may act. */
static void
test_one_action_a_turn (void)
{
  g_autoptr (WgSession) owned = load_session ("app-action-cards.json");
  WgWindow      *window = wg_test_window_on (owned);
  WgSession     *session = wg_window_get_session (window);
  WgSidebar     *table = WG_SIDEBAR (wg_test_find_type (GTK_WIDGET (window), WG_TYPE_SIDEBAR));
  WgActionPanel *panel = WG_ACTION_PANEL (wg_test_find_type (GTK_WIDGET (window),
                                                             WG_TYPE_ACTION_PANEL));
  WgActionModel *model = wg_action_panel_get_model (panel);
  GtkWidget     *perform = wg_test_find_actionable (GTK_WIDGET (panel), "action.perform");
  GtkWidget     *end_turn = wg_test_find_actionable (GTK_WIDGET (panel), "win.end-turn");

  g_clear_object (&owned);
  wg_sidebar_set_page (table, "actions");
  wg_action_model_set_action (model, WG_ACTION_DRAW);
  g_assert_true (gtk_widget_get_sensitive (perform));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (panel), "action.perform", NULL));
  g_assert_cmpint (blue (session)->action_played, ==, 1);

  g_assert_false (gtk_widget_get_sensitive (perform));
  g_assert_true (gtk_widget_get_visible (end_turn));
  g_assert_cmpstr (wg_action_model_get_prompt (model), ==,
                   "Ana has taken this turn’s action: end the turn (Ctrl+E).");
  wg_action_model_set_action (model, WG_ACTION_PROMOTE);
  g_assert_false (gtk_widget_get_sensitive (perform));
  wg_action_model_set_x (model, 4);
  g_assert_false (gtk_widget_get_sensitive (perform));
  wg_action_model_set_player (model, 1);
  g_assert_false (gtk_widget_get_sensitive (perform));
  g_assert_true (gtk_widget_get_visible (end_turn));
  g_assert_false (wg_action_model_perform (model));
  g_assert_cmpuint (wg_history_get_n_entries (wg_session_get_history (session)), ==, 1);

  wg_action_model_set_player (model, 0);
  wg_action_model_set_x (model, 1);
  wg_action_model_set_action (model, WG_ACTION_DRAW);
  g_assert_true (wg_session_undo (session));
  g_assert_true (gtk_widget_get_sensitive (perform));
  g_assert_false (gtk_widget_get_visible (end_turn));
  g_assert_true (wg_session_redo (session));
  g_assert_false (gtk_widget_get_sensitive (perform));

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.end-turn", NULL));
  wg_test_iterate_until (wg_session_get_game (session)->active == 1);
  wg_sidebar_set_page (table, "actions");
  wg_action_model_set_player (model, 1);
  g_assert_true (gtk_widget_get_sensitive (perform));
  g_assert_false (gtk_widget_get_visible (end_turn));
  wg_test_destroy_window (window);
}

/* Issue 30: a Control that completes a sector and claims an Objective
 * says what happened before it asks which Objective is laid out in its
 * place (it went straight to the question). moves-control.json (see
 * tests/core/test-moves-control.c) with an Objective deck of unknown
 * order: north is blue's already; blue's Control on W1 flips west and
 * claims the volcanic Objective, leaving 1: the page's prompt says the
 * sector, the claim and its ruling, then asks about a card that stays face
 * down. */
static void
test_control_claim_says_first (void)
{
  g_autoptr (WgSession) session = load_session ("moves-control.json");
  g_autoptr (WgActionModel) model = NULL;
  g_autoptr (WgOutcome) north = NULL;
  WgGame     *game = wg_game_copy (wg_session_get_game (session));
  const char *prompt;
  WgMove      move;

  game->objective_deck.known = FALSE;
  game->objective_deck.count = 2;
  g_array_set_size (game->objective_deck.cards, 0);
  wg_move_init (&move, WG_ACTION_CONTROL, 0, 2, FALSE);
  wg_move_add_target (&move, wg_test_cell (session, "N1"));
  wg_move_add_target (&move, wg_test_cell (session, "N2"));
  north = wg_move_apply (game, &move, NULL);
  wg_game_free (game);
  g_assert_nonnull (north->game);
  g_assert_true (wg_session_apply (session, wg_outcome_steal_game (north), "north", NULL));

  model = new_model (session, WG_ACTION_CONTROL, 1);
  wg_action_model_click (model, wg_test_cell (session, "W1"));
  g_assert_false (wg_action_model_perform (model));
  g_assert_nonnull (wg_action_model_get_question (model));
  prompt = wg_action_model_get_prompt (model);
  g_assert_true (g_str_has_prefix (prompt, "blue places an Outpost on W1. blue now has an "
                                           "Outpost on every planet of sector west: they all "
                                           "flip to Colonies (R-CTRL-2). blue claims the Volcanic "
                                           "Objective (R-CTRL-2). Which Objective is laid out?"));
  g_assert_true (wg_action_model_answer (model, "arctic"));
  g_assert_cmpuint (wg_session_get_game (session)->objectives->len, ==, 2);
}

/* Issue 30: a single legal choice is taken by itself (a Warp-in with one
 * legal location needed a click). moves-deploy.json: blue's Warp-in at 1X
 * has one location, its Warpgate: ready at once, Do It applies it. On
 * app-action-cards.json blue's ships are all on D1: a Skirmish's origin is
 * taken, a click on D1 keeps it (it used to take it back), and the
 * destination is the person's. */
static void
test_single_choice_taken (void)
{
  g_autoptr (WgSession) deploy = load_session ("moves-deploy.json");
  g_autoptr (WgActionModel) warp_in = new_model (deploy, WG_ACTION_WARP_IN, 1);
  g_autoptr (WgSession) session = load_session ("app-action-cards.json");
  g_autoptr (WgActionModel) skirmish = new_model (session, WG_ACTION_SKIRMISH, 1);
  const WgMoveList *moves = wg_action_model_get_moves (warp_in);
  int               before = ships_at (deploy, "gate-blue");

  g_assert_cmpuint (moves->options->len, ==, 1);
  g_assert_true (wg_action_model_can_perform (warp_in));
  g_assert_true (g_str_has_prefix (wg_action_model_get_prompt (warp_in), "Ready: "));
  assert_mark (deploy, "gate-blue", WG_HIGHLIGHT_CHOSEN, -1);
  g_assert_true (wg_action_model_perform (warp_in));
  g_assert_cmpint (ships_at (deploy, "gate-blue"), >, before);

  assert_mark (session, "D1", WG_HIGHLIGHT_CHOSEN, -1);
  g_assert_false (wg_action_model_can_perform (skirmish));
  wg_action_model_click (skirmish, wg_test_cell (session, "D1"));
  assert_mark (session, "D1", WG_HIGHLIGHT_CHOSEN, -1);
  wg_action_model_click (skirmish, wg_test_cell (session, "gate-blue"));
  g_assert_true (wg_action_model_can_perform (skirmish));
  /* Clicked again, the origin chosen by the person goes, as before. */
  wg_action_model_click (skirmish, wg_test_cell (session, "D1"));
  g_assert_false (wg_action_model_can_perform (skirmish));
}

/* Emits a key press on @widget's key controller; whether it was handled. */
static gboolean
press_key (GtkWidget *widget,
           guint      keyval)
{
  g_autoptr (GListModel) controllers = gtk_widget_observe_controllers (widget);
  gboolean handled = FALSE;

  for (guint i = 0; i < g_list_model_get_n_items (controllers); i++)
    {
      g_autoptr (GtkEventController) controller = g_list_model_get_item (controllers, i);

      if (GTK_IS_EVENT_CONTROLLER_KEY (controller))
        {
          g_signal_emit_by_name (controller, "key-pressed", keyval, 0, 0, &handled);
          return handled;
        }
    }
  g_assert_not_reached ();
}

/* Issue 30: an action with locations chosen, Return on the Action row
 * takes the focus to the board, where they are typed; a move ready (Draw,
 * which has none) is done by Return there, as Do It. */
static void
test_return_to_board (void)
{
  g_autoptr (WgSession) owned = load_session ("moves-movement.json");
  WgWindow      *window = wg_test_window_on (owned);
  WgActionPanel *panel = WG_ACTION_PANEL (wg_test_find_type (GTK_WIDGET (window),
                                                             WG_TYPE_ACTION_PANEL));
  GtkWidget     *row = wg_test_nth (panel, ADW_TYPE_COMBO_ROW, 1);
  GtkWidget     *board = GTK_WIDGET (wg_window_get_board_view (window));

  g_clear_object (&owned);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.show-page", "s",
                                             "actions"));
  g_assert_true (press_key (row, GDK_KEY_d));
  g_assert_cmpint (wg_action_model_get_action (wg_action_panel_get_model (panel)), ==,
                   WG_ACTION_DRAW);
  g_assert_true (press_key (row, GDK_KEY_Return));
  g_assert_cmpint (wg_turn_judge_entry (wg_session_get_game (wg_window_get_session (window))), ==,
                   WG_VERDICT_ALREADY_ACTED);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.show-page", "s",
                                             "actions"));
  g_assert_true (press_key (row, GDK_KEY_m));
  g_assert_false (wg_action_needs_no_location (
    wg_action_model_get_action (wg_action_panel_get_model (panel))));
  /* The access key went on to the board (test-app-action-keys.c); from
   * the row, Return does too. */
  gtk_widget_grab_focus (row);
  g_assert_true (press_key (row, GDK_KEY_Return));
  g_assert_true (gtk_window_get_focus (GTK_WINDOW (window)) == board);
  wg_test_destroy_window (window);
}

/* Issue 30: on the board, a location offered now (a legal origin or
 * destination) is found first by the id typed, and enough typed to name
 * one offered alone chooses it, no Return; the rest of its id is let be.
 * moves-movement.json, blue's Skirmish at 1X: "d" names D1, D2 and D3,
 * and only D1 is an origin: taken; "j" names J1 and J2, only J1 is in
 * reach: taken, the move ready; "1" (the rest of "j1") leaves it so. */
static void
test_board_type_takes (void)
{
  g_autoptr (WgSession) owned = load_session ("moves-movement.json");
  WgWindow      *window = wg_test_window_on (owned);
  WgSession     *session = wg_window_get_session (window);
  WgActionPanel *panel = WG_ACTION_PANEL (wg_test_find_type (GTK_WIDGET (window),
                                                             WG_TYPE_ACTION_PANEL));
  WgActionModel *model = wg_action_panel_get_model (panel);
  GtkWidget     *row = wg_test_nth (panel, ADW_TYPE_COMBO_ROW, 1);
  GtkWidget     *board = GTK_WIDGET (wg_window_get_board_view (window));

  g_clear_object (&owned);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.show-page", "s",
                                             "actions"));
  g_assert_true (press_key (row, GDK_KEY_s));
  g_assert_cmpint (wg_action_model_get_action (model), ==, WG_ACTION_SKIRMISH);
  wg_action_model_set_x (model, 1);
  g_assert_true (press_key (row, GDK_KEY_Return));
  g_assert_true (gtk_window_get_focus (GTK_WINDOW (window)) == board);
  g_assert_cmpint (mark (session, "D1", NULL), ==, WG_HIGHLIGHT_ORIGIN);
  g_assert_true (press_key (board, GDK_KEY_d));
  assert_mark (session, "D1", WG_HIGHLIGHT_CHOSEN, -1);
  g_assert_false (wg_action_model_can_perform (model));
  g_assert_true (press_key (board, GDK_KEY_j));
  g_assert_true (wg_action_model_can_perform (model));
  g_assert_cmpint (mark (session, "J1", NULL), ==, WG_HIGHLIGHT_CHOSEN);
  g_assert_true (press_key (board, GDK_KEY_1));
  g_assert_true (wg_action_model_can_perform (model));
  g_assert_cmpint (mark (session, "J1", NULL), ==, WG_HIGHLIGHT_CHOSEN);
  wg_test_destroy_window (window);
}

/* Issue 30: a Trade to a planet two routes lead to offers both, each leg
 * with its range, and the person picks (the first was taken silently, and
 * the planet showed the longer leg's range). moves-trade.json (see
 * tests/core/test-moves-trade.c), blue at 3X with a Trade Good (4): from
 * T3, T2 is reached via T4 (1, then 1) or via T1 (4, then 1). */
static void
test_trade_routes (void)
{
  g_autoptr (WgSession) session = load_session ("moves-trade.json");
  g_autoptr (WgActionModel) model = new_model (session, WG_ACTION_TRADE, 3);
  const WgQuestion *routes;
  const WgOption   *via_t1 = NULL;
  g_autofree char  *move = NULL;

  wg_action_model_set_trade_good (model, TRUE);
  wg_action_model_click (model, wg_test_cell (session, "T3"));
  /* Two routes lead to T2: no number that is neither leg's range. */
  assert_mark (session, "T2", WG_HIGHLIGHT_DESTINATION, -1);
  wg_action_model_click (model, wg_test_cell (session, "T2"));
  routes = wg_action_model_get_question (model);
  g_assert_nonnull (routes);
  g_assert_cmpstr (routes->id, ==, "route");
  g_assert_false (wg_action_model_can_perform (model));
  g_assert_cmpuint (routes->options->len, ==, 2);
  for (guint i = 0; i < routes->options->len; i++)
    {
      const WgOption *o = g_ptr_array_index (routes->options, i);

      if (g_str_equal (o->label, "T3 → T1 (range 4) → T2 (range 1)"))
        via_t1 = o;
      else
        g_assert_cmpstr (o->label, ==, "T3 → T4 (range 1) → T2 (range 1)");
    }
  g_assert_nonnull (via_t1);
  g_assert_true (g_str_has_prefix (wg_action_model_get_prompt (model), "Which route"));

  g_assert_true (wg_action_model_answer (model, via_t1->id));
  g_assert_null (wg_action_model_get_question (model));
  g_assert_true (wg_action_model_can_perform (model));
  move = wg_action_model_describe (model);
  g_assert_nonnull (strstr (move, "T3 → T1 → T2"));
}

int
main (int   argc,
      char *argv[])
{
  g_autofree char *home = wg_test_app_init (&argc, &argv);
  int              status;

  g_test_add_func ("/wg/app/action/movement", test_movement);
  g_test_add_func ("/wg/app/action/R-EXP-2/explore", test_explore);
  g_test_add_func ("/wg/app/action/attack", test_attack);
  g_test_add_func ("/wg/app/action/concentrate", test_concentrate);
  g_test_add_func ("/wg/app/action/maneuver-second-group", test_maneuver_second_group);
  g_test_add_func ("/wg/app/action/maneuver-second-group-off", test_maneuver_second_group_off);
  g_test_add_func ("/wg/app/action/trade-good", test_trade_good);
  g_test_add_func ("/wg/app/action/reinforce", test_reinforce);
  g_test_add_func ("/wg/app/action/other-player", test_other_player);
  g_test_add_func ("/wg/app/action/action-cards", test_action_cards);
  g_test_add_func ("/wg/app/action/attack-cancelled", test_attack_cancelled);
  g_test_add_func ("/wg/app/action/trade-refused", test_trade_refused);
  g_test_add_func ("/wg/app/action/window-page", test_window_page);
  g_test_add_func ("/wg/app/action/R-MOVE-13/window-promote", test_window_promote);
  g_test_add_func ("/wg/app/action/refusal-not-kept", test_refusal_not_kept);
  g_test_add_func ("/wg/app/action/one-action-a-turn", test_one_action_a_turn);
  g_test_add_func ("/wg/app/action/single-choice-taken", test_single_choice_taken);
  g_test_add_func ("/wg/app/action/return-to-board", test_return_to_board);
  g_test_add_func ("/wg/app/action/board-type-takes", test_board_type_takes);
  g_test_add_func ("/wg/app/action/R-MOVE-8/trade-routes", test_trade_routes);
  g_test_add_func ("/wg/app/action/R-CTRL-2/control-claim-says-first",
                   test_control_claim_says_first);
  status = g_test_run ();
  wg_test_app_cleanup (home);
  return status;
}
