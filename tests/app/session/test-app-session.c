/* test-app-session.c — WgSession: loading, refusing, history, saving, the selection, the ruler
 * Copyright 2026 The Warpgate Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gstdio.h>

#include "wg-autosave.h"
#include "wg-edit.h"
#include "wg-game-json.h"
#include "wg-invariants.h"
#include "wg-range.h"
#include "wg-session.h"

/* tests/data/app-ruler.json, a row of hexes:
 *
 *   P1 (0,0) desert, 2 blue ships — (1,0) — (2,0) — P2 (3,0) jungle, 3 red ships
 *   RG (4,-1), red's warpgate, touches P2 only
 *   P3 (6,0) arctic, red Outpost, touches nothing
 *
 * P1–P2: range 2 through (1,0) and (2,0) (R-RANGE-1); P1–P3 unreachable
 * (R-RANGE-7); RG is reachable only through P2, a planet, so not from P1
 * (R-RANGE-2). */

static WgSession *
load_ruler_game (void)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "data", "app-ruler.json", NULL);
  g_autoptr (GFile) file = g_file_new_for_path (path);
  g_autoptr (GError) error = NULL;
  WgSession *session = wg_session_new ();

  wg_session_load_file (session, file, &error);
  g_assert_no_error (error);
  g_assert_nonnull (wg_session_get_game (session));
  return session;
}

static int
location (WgSession  *session,
          const char *id)
{
  int cell = wg_board_find_location (wg_session_get_game (session)->board, id);

  g_assert_cmpint (cell, >=, 0);
  return cell;
}

static void
count_signal (gpointer instance,
              gpointer pspec_or_nothing,
              int     *counter)
{
  (*counter)++;
}

static void
test_sample (void)
{
  g_autoptr (WgSession) session = wg_session_new ();
  g_autoptr (GError) error = NULL;
  const WgGame *game;

  g_assert_null (wg_session_get_game (session));
  g_assert_true (wg_session_load_resource (session, WG_SESSION_SAMPLE_RESOURCE, &error));
  g_assert_no_error (error);

  game = wg_session_get_game (session);
  g_assert_nonnull (game);
  g_assert_cmpuint (wg_board_get_n_cells (game->board), >, 0);
  g_assert_cmpuint (wg_board_get_n_locations (game->board), >, 0);
  g_assert_cmpuint (game->n_players, >, 0);
  g_assert_null (wg_session_get_file (session));
  g_assert_cmpstr (wg_session_get_title (session), !=, "");
  g_assert_false (wg_session_has_ruler (session));
}

static char *
write_temp_file (const char *name,
                 const char *contents)
{
  g_autoptr (GError) error = NULL;
  g_autofree char *dir = g_dir_make_tmp ("wg-app-XXXXXX", &error);
  char            *path;

  g_assert_no_error (error);
  path = g_build_filename (dir, name, NULL);
  g_assert_true (g_file_set_contents (path, contents, -1, &error));
  g_assert_no_error (error);
  return path;
}

static void
remove_temp_file (const char *path)
{
  g_autofree char *dir = g_path_get_dirname (path);

  g_unlink (path);
  g_rmdir (dir);
}

/* A refused file changes nothing: not the game, not the file, not the view
 * state, and no signal is emitted. */
static void
assert_refused (WgSession  *session,
                const char *path,
                GQuark      domain,
                const char *in_message)
{
  g_autoptr (GFile) file = g_file_new_for_path (path);
  g_autoptr (GError) error = NULL;
  g_autofree char *status = g_strdup (wg_session_get_status (session));
  const WgGame    *game = wg_session_get_game (session);
  GFile           *old_file = wg_session_get_file (session);
  int              from = wg_session_get_ruler_from (session);
  int              notified = 0, changed = 0;
  gulong           notify_id, changed_id;

  notify_id = g_signal_connect (session, "notify", G_CALLBACK (count_signal), &notified);
  changed_id = g_signal_connect (session, "changed", G_CALLBACK (count_signal), &changed);

  g_assert_false (wg_session_load_file (session, file, &error));
  g_assert_error (error, domain, error->code);
  if (in_message != NULL)
    g_assert_nonnull (strstr (error->message, in_message));

  g_assert_true (wg_session_get_game (session) == game);
  g_assert_true (wg_session_get_file (session) == old_file);
  g_assert_cmpint (wg_session_get_ruler_from (session), ==, from);
  g_assert_cmpstr (wg_session_get_status (session), ==, status);
  g_assert_cmpint (notified, ==, 0);
  g_assert_cmpint (changed, ==, 0);

  g_signal_handler_disconnect (session, notify_id);
  g_signal_handler_disconnect (session, changed_id);
}

static void
test_refuse_broken (void)
{
  g_autoptr (WgSession) session = load_ruler_game ();
  g_autofree char *too_many = NULL;
  g_autofree char *not_json = NULL;
  g_autofree char *missing = NULL;
  g_autofree char *good = NULL;
  g_autofree char *broken = NULL;
  const char      *count;
  gsize            length;

  /* Some view state to keep. */
  wg_session_click_location (session, location (session, "P1"));
  g_assert_cmpint (wg_session_get_ruler_from (session), ==, location (session, "P1"));

  /* The ruler game itself, with 13 blue ships where it has 2. */
  g_assert_true (g_file_get_contents (g_file_peek_path (wg_session_get_file (session)), &good,
                                      &length, NULL));
  count = strstr (good, "\"count\": 2");
  g_assert_nonnull (count);
  broken = g_strdup_printf ("%.*s\"count\": 13%s", (int) (count - good), good,
                            count + strlen ("\"count\": 2"));
  too_many = write_temp_file ("too-many.json", broken);
  assert_refused (session, too_many, WG_FILE_ERROR, "pieces.ships[0].count");

  not_json = write_temp_file ("not-json.json", "{\"format\": \"warpgate-companion-game\",");
  assert_refused (session, not_json, WG_FILE_ERROR, NULL);

  missing = g_build_filename (g_get_tmp_dir (), "wg-app-no-such-dir", "game.json", NULL);
  assert_refused (session, missing, G_FILE_ERROR, NULL);

  remove_temp_file (too_many);
  remove_temp_file (not_json);
}

static void
test_ruler (void)
{
  g_autoptr (WgSession) session = load_ruler_game ();
  int           p1 = location (session, "P1"), p2 = location (session, "P2"), p3 = location (session, "P3");
  int           changed = 0;
  const GArray *path;
  WgHex         hex;

  g_signal_connect (session, "changed", G_CALLBACK (count_signal), &changed);

  wg_session_click_location (session, p1);
  g_assert_cmpint (changed, ==, 1);
  g_assert_true (wg_session_has_ruler (session));
  g_assert_cmpint (wg_session_get_ruler_from (session), ==, p1);
  g_assert_cmpint (wg_session_get_ruler_to (session), ==, -1);
  g_assert_null (wg_session_get_path (session));

  wg_session_click_location (session, p2);
  g_assert_cmpint (changed, ==, 2);
  g_assert_cmpint (wg_session_get_ruler_to (session), ==, p2);
  g_assert_cmpint (wg_session_get_selected (session), ==, p2);
  g_assert_cmpint (wg_session_get_range (session), ==, 2);
  path = wg_session_get_path (session);
  g_assert_nonnull (path);
  g_assert_cmpuint (path->len, ==, 2);
  hex = g_array_index (path, WgHex, 0);
  g_assert_cmpint (hex.q, ==, 1);
  g_assert_cmpint (hex.r, ==, 0);
  hex = g_array_index (path, WgHex, 1);
  g_assert_cmpint (hex.q, ==, 2);
  g_assert_cmpint (hex.r, ==, 0);
  g_assert_nonnull (strstr (wg_session_get_status (session), "Range 2 from P1 to P2 (R-RANGE-1)"));

  /* The third click starts over from where it lands. */
  wg_session_click_location (session, p3);
  g_assert_cmpint (wg_session_get_ruler_from (session), ==, p3);
  g_assert_cmpint (wg_session_get_ruler_to (session), ==, -1);
  g_assert_cmpint (wg_session_get_range (session), ==, WG_RANGE_UNREACHABLE);
  g_assert_null (wg_session_get_path (session));
  g_assert_null (wg_session_get_withdrawal (session, TRUE));

  /* Clicking the start again clears the ruler. */
  wg_session_click_location (session, p3);
  g_assert_false (wg_session_has_ruler (session));
  g_assert_cmpint (wg_session_get_selected (session), ==, -1);
}

static void
test_unreachable (void)
{
  g_autoptr (WgSession) session = load_ruler_game ();

  wg_session_click_location (session, location (session, "P1"));
  wg_session_click_location (session, location (session, "P3"));
  g_assert_cmpint (wg_session_get_range (session), ==, WG_RANGE_UNREACHABLE);
  g_assert_null (wg_session_get_path (session));
  g_assert_nonnull (strstr (wg_session_get_status (session),
                            "Unreachable: no path through empty hexes"));
  g_assert_nonnull (strstr (wg_session_get_status (session), "(R-RANGE-7)"));
  /* P3 holds no ships: no withdraw preview. */
  g_assert_null (wg_session_get_withdrawal (session, TRUE));

  /* The warpgate lies behind P2, and planets block (R-RANGE-2). */
  wg_session_click_location (session, location (session, "P2"));
  wg_session_click_location (session, location (session, "RG"));
  g_assert_cmpint (wg_session_get_range (session), ==, 0);
  g_assert_cmpuint (wg_session_get_path (session)->len, ==, 0);
  wg_session_click_location (session, location (session, "P1"));
  wg_session_click_location (session, location (session, "RG"));
  g_assert_cmpint (wg_session_get_range (session), ==, WG_RANGE_UNREACHABLE);
}

static void
assert_destinations (const WgWithdrawal *w,
                     int                 cell)
{
  g_assert_nonnull (w);
  g_assert_cmpuint (w->destinations->len, ==, 1);
  g_assert_cmpint (g_array_index (w->destinations, int, 0), ==, cell);
}

static void
test_withdraw_preview (void)
{
  g_autoptr (WgSession) session = load_ruler_game ();
  const WgGame       *game = wg_session_get_game (session);
  int                 blue = wg_game_find_player (game, "blue"), red = wg_game_find_player (game, "red");
  int                 p1 = location (session, "P1"), p2 = location (session, "P2");
  const WgWithdrawal *won, *lost;
  const char         *status;

  /* Blue attacks P2 from P1. Red's candidates are its Outpost on P3
   * (unreachable) and its Warpgate RG (range 0): RG (R-WD-2, R-WD-3). */
  wg_session_click_location (session, p1);
  wg_session_click_location (session, p2);
  won = wg_session_get_withdrawal (session, TRUE);
  assert_destinations (won, location (session, "RG"));
  g_assert_cmpint (won->loser, ==, red);
  g_assert_cmpint (won->range, ==, 0);
  g_assert_false (won->fallback);
  lost = wg_session_get_withdrawal (session, FALSE);
  assert_destinations (lost, p1);
  g_assert_cmpint (lost->loser, ==, blue);

  status = wg_session_get_status (session);
  /* The Warpgate in words, never its id (issue 18). */
  g_assert_nonnull (strstr (status, "If blue attacks P2 from P1 and wins, the ships of red "
                                    "withdraw to the red Warpgate, at range 0 (R-WD-2"));
  g_assert_null (strstr (status, "RG"));
  g_assert_nonnull (strstr (status, "R-WD-2"));
  g_assert_nonnull (strstr (status, "If blue loses, the attacking ships return to P1 (R-WD-1"));

  /* Red attacks P1 from P2: blue has nothing else and no Warpgate. */
  wg_session_click_location (session, p2);
  wg_session_click_location (session, p1);
  won = wg_session_get_withdrawal (session, TRUE);
  g_assert_nonnull (won);
  g_assert_cmpint (won->loser, ==, blue);
  g_assert_true (won->fallback);
  g_assert_cmpuint (won->destinations->len, ==, 0);
  status = wg_session_get_status (session);
  g_assert_nonnull (strstr (status, "the ships of blue have nowhere to withdraw"));
  g_assert_nonnull (strstr (status, "R-WD-4"));
}

/* The ruler game with @count of its owner's ships on location @id (0
 * removes them). */
static WgGame *
with_ships (WgSession  *session,
            const char *id,
            int         count)
{
  WgGame  *game = wg_game_copy (wg_session_get_game (session));
  WgStack *stack = &game->stacks[location (session, id)];

  g_assert_cmpint (stack->ship_owner, !=, WG_NO_PLAYER);
  stack->ships = (guint8) count;
  if (count == 0)
    stack->ship_owner = WG_NO_PLAYER;
  return game;
}

static int
ships_at (WgSession  *session,
          const char *id)
{
  return wg_session_get_game (session)->stacks[location (session, id)].ships;
}

static void
apply_ok (WgSession  *session,
          WgGame     *game,
          const char *description)
{
  g_autoptr (GError) error = NULL;

  g_assert_true (wg_session_apply (session, game, description, &error));
  g_assert_no_error (error);
}

/* A step changes the table and makes the game dirty; undo goes back to
 * the table as loaded (clean again), redo forward; each is one "changed"
 * and one "notify::game". */
static void
test_apply_undo_redo (void)
{
  g_autoptr (WgSession) session = load_ruler_game ();
  int changed = 0, game_notified = 0, dirty_notified = 0;

  g_signal_connect (session, "changed", G_CALLBACK (count_signal), &changed);
  g_signal_connect (session, "notify::game", G_CALLBACK (count_signal), &game_notified);
  g_signal_connect (session, "notify::dirty", G_CALLBACK (count_signal), &dirty_notified);

  g_assert_false (wg_session_can_undo (session));
  g_assert_false (wg_session_can_redo (session));
  g_assert_false (wg_session_get_dirty (session));
  g_assert_false (wg_session_undo (session));
  g_assert_cmpstr (wg_session_get_title (session), ==, "app-ruler.json");
  g_assert_cmpstr (wg_session_get_subtitle (session), ==, "Ruler test");

  apply_ok (session, with_ships (session, "P1", 5), "blue: 5 ships on P1");
  g_assert_cmpint (ships_at (session, "P1"), ==, 5);
  g_assert_cmpint (changed, ==, 1);
  g_assert_cmpint (game_notified, ==, 1);
  g_assert_cmpint (dirty_notified, ==, 1);
  g_assert_true (wg_session_get_dirty (session));
  g_assert_true (wg_session_can_undo (session));
  g_assert_false (wg_session_can_redo (session));
  g_assert_cmpstr (wg_session_get_title (session), ==, "• app-ruler.json");

  g_assert_true (wg_session_undo (session));
  g_assert_cmpint (ships_at (session, "P1"), ==, 2);
  g_assert_cmpint (changed, ==, 2);
  g_assert_cmpint (game_notified, ==, 2);
  g_assert_false (wg_session_get_dirty (session));
  g_assert_false (wg_session_can_undo (session));
  g_assert_true (wg_session_can_redo (session));
  g_assert_cmpstr (wg_session_get_title (session), ==, "app-ruler.json");

  g_assert_true (wg_session_redo (session));
  g_assert_cmpint (ships_at (session, "P1"), ==, 5);
  g_assert_true (wg_session_get_dirty (session));
  g_assert_false (wg_session_redo (session));
  g_assert_cmpint (changed, ==, 3);

  /* A new step after an undo drops the step that could have been redone. */
  g_assert_true (wg_session_undo (session));
  apply_ok (session, with_ships (session, "P1", 1), "blue: 1 ship on P1");
  g_assert_cmpint (ships_at (session, "P1"), ==, 1);
  g_assert_false (wg_session_can_redo (session));
  g_assert_cmpuint (wg_history_get_n_entries (wg_session_get_history (session)), ==, 1);
  g_assert_cmpstr (wg_history_get_description (wg_session_get_history (session), 0), ==,
                   "blue: 1 ship on P1");
}

/* A table that breaks an invariant is refused, with the reason, and
 * nothing changes: no step, no signal, not dirty. */
static void
test_refused_apply (void)
{
  g_autoptr (WgSession) session = load_ruler_game ();
  g_autoptr (GError) error = NULL;
  const WgGame *game = wg_session_get_game (session);
  int           notified = 0, changed = 0;

  wg_session_click_location (session, location (session, "P1"));
  g_signal_connect (session, "notify", G_CALLBACK (count_signal), &notified);
  g_signal_connect (session, "changed", G_CALLBACK (count_signal), &changed);

  g_assert_false (wg_session_apply (session, with_ships (session, "P1", 13), "too many", &error));
  g_assert_error (error, WG_GAME_ERROR, WG_GAME_ERROR_INVARIANT);
  g_assert_nonnull (strstr (error->message, "13"));
  g_assert_true (wg_session_get_game (session) == game);
  g_assert_cmpint (ships_at (session, "P1"), ==, 2);
  g_assert_cmpuint (wg_history_get_n_entries (wg_session_get_history (session)), ==, 0);
  g_assert_false (wg_session_get_dirty (session));
  g_assert_false (wg_session_can_undo (session));
  g_assert_cmpint (wg_session_get_ruler_from (session), ==, location (session, "P1"));
  g_assert_cmpint (notified, ==, 0);
  g_assert_cmpint (changed, ==, 0);
}

/* Undo and redo change what the ruler shows: the withdraw preview needs
 * red's ships on P2, and it comes and goes with them. */
static void
test_undo_updates_ruler (void)
{
  g_autoptr (WgSession) session = load_ruler_game ();
  int p1 = location (session, "P1"), p2 = location (session, "P2");

  wg_session_click_location (session, p1);
  wg_session_click_location (session, p2);
  g_assert_nonnull (wg_session_get_withdrawal (session, TRUE));
  g_assert_nonnull (strstr (wg_session_get_status (session), "If blue attacks P2"));

  apply_ok (session, with_ships (session, "P2", 0), "red: no ships on P2");
  g_assert_null (wg_session_get_withdrawal (session, TRUE));
  g_assert_null (wg_session_get_withdrawal (session, FALSE));
  g_assert_null (strstr (wg_session_get_status (session), "If blue attacks P2"));
  /* The ruler and the selection stay where they were. */
  g_assert_cmpint (wg_session_get_ruler_from (session), ==, p1);
  g_assert_cmpint (wg_session_get_ruler_to (session), ==, p2);
  g_assert_cmpint (wg_session_get_range (session), ==, 2);
  g_assert_cmpint (wg_session_get_selected (session), ==, p2);

  g_assert_true (wg_session_undo (session));
  g_assert_nonnull (wg_session_get_withdrawal (session, TRUE));
  g_assert_nonnull (strstr (wg_session_get_status (session), "If blue attacks P2"));
}

/* The selection is its own: selecting leaves the ruler alone, clearing the
 * ruler leaves the selection. */
static void
test_selection (void)
{
  g_autoptr (WgSession) session = load_ruler_game ();
  int p1 = location (session, "P1"), p3 = location (session, "P3");
  int notified = 0;

  g_signal_connect (session, "notify::selected", G_CALLBACK (count_signal), &notified);
  g_assert_cmpint (wg_session_get_selected (session), ==, -1);

  wg_session_select_location (session, p3);
  g_assert_cmpint (wg_session_get_selected (session), ==, p3);
  g_assert_false (wg_session_has_ruler (session));
  g_assert_cmpint (notified, ==, 1);
  wg_session_select_location (session, p3);
  g_assert_cmpint (notified, ==, 1);

  wg_session_click_location (session, p1);
  g_assert_cmpint (wg_session_get_selected (session), ==, p1);
  g_assert_cmpint (notified, ==, 2);
  wg_session_select_location (session, p3);
  g_assert_cmpint (wg_session_get_ruler_from (session), ==, p1);

  wg_session_clear_ruler (session);
  g_assert_false (wg_session_has_ruler (session));
  g_assert_cmpint (wg_session_get_selected (session), ==, p3);

  wg_session_select_location (session, -1);
  g_assert_cmpint (wg_session_get_selected (session), ==, -1);
  g_assert_cmpint (notified, ==, 4);
}

/* The history as a list: every step in words, undone steps flagged, and
 * going to a step is one change. */
static void
test_history_list (void)
{
  g_autoptr (WgSession) session = load_ruler_game ();
  GListModel *model = G_LIST_MODEL (wg_session_get_history (session));
  const char *words[] = { "blue: 3 ships on P1", "blue: 4 ships on P1", "red: 1 ship on P2" };
  int         changed = 0;

  apply_ok (session, with_ships (session, "P1", 3), words[0]);
  apply_ok (session, with_ships (session, "P1", 4), words[1]);
  apply_ok (session, with_ships (session, "P2", 1), words[2]);
  g_assert_true (g_list_model_get_item_type (model) == WG_TYPE_HISTORY_ENTRY);
  g_assert_cmpuint (g_list_model_get_n_items (model), ==, 3);
  for (guint i = 0; i < 3; i++)
    {
      g_autoptr (WgHistoryEntry) entry = g_list_model_get_item (model, i);

      g_assert_cmpstr (wg_history_entry_get_description (entry), ==, words[i]);
      g_assert_true (wg_history_entry_get_applied (entry));
    }

  g_signal_connect (session, "changed", G_CALLBACK (count_signal), &changed);
  g_assert_true (wg_session_go_to (session, 1));
  g_assert_cmpint (changed, ==, 1);
  g_assert_cmpint (ships_at (session, "P1"), ==, 3);
  g_assert_cmpint (ships_at (session, "P2"), ==, 3);
  for (guint i = 0; i < 3; i++)
    {
      g_autoptr (WgHistoryEntry) entry = g_list_model_get_item (model, i);

      g_assert_true (wg_history_entry_get_applied (entry) == (i < 1));
    }
  g_assert_true (wg_session_can_undo (session));
  g_assert_true (wg_session_can_redo (session));

  g_assert_false (wg_session_go_to (session, 1));
  g_assert_cmpint (changed, ==, 1);
  g_assert_true (wg_session_go_to (session, 0));
  g_assert_cmpint (ships_at (session, "P1"), ==, 2);
  g_assert_false (wg_session_get_dirty (session));
  g_assert_true (wg_session_go_to (session, 3));
  g_assert_cmpint (ships_at (session, "P2"), ==, 1);
  g_assert_cmpint (changed, ==, 3);
}

static char *
read_text (const char *path)
{
  g_autoptr (GError) error = NULL;
  char *text = NULL;

  g_assert_true (g_file_get_contents (path, &text, NULL, &error));
  g_assert_no_error (error);
  return text;
}

/* Save As writes the whole game and adopts the file; the game is clean,
 * and a new session reading the file sees the same table. Save writes the
 * next change over it, leaving no temporary file beside it. */
static void
test_save_reopen (void)
{
  g_autoptr (WgSession) session = load_ruler_game ();
  g_autoptr (WgSession) reopened = wg_session_new ();
  g_autoptr (GError) error = NULL;
  g_autofree char *dir = g_dir_make_tmp ("wg-app-save-XXXXXX", &error);
  g_autofree char *path = g_build_filename (dir, "saved.json", NULL);
  g_autofree char *backup = g_build_filename (dir, "saved.json~", NULL);
  g_autoptr (GFile) file = g_file_new_for_path (path);
  g_autofree char *text = NULL;
  g_autofree char *backup_text = NULL;
  g_autoptr (GDir) listing = NULL;
  int file_notified = 0;
  int n_files = 0;

  g_assert_no_error (error);
  g_signal_connect (session, "notify::file", G_CALLBACK (count_signal), &file_notified);
  apply_ok (session, with_ships (session, "P1", 7), "blue: 7 ships on P1");
  g_assert_true (wg_session_get_dirty (session));

  g_assert_true (wg_session_save_as (session, file, &error));
  g_assert_no_error (error);
  g_assert_cmpint (file_notified, ==, 1);
  g_assert_true (g_file_equal (wg_session_get_file (session), file));
  g_assert_false (wg_session_get_dirty (session));
  g_assert_cmpstr (wg_session_get_title (session), ==, "saved.json");

  g_assert_true (wg_session_load_file (reopened, file, &error));
  g_assert_no_error (error);
  g_assert_cmpint (ships_at (reopened, "P1"), ==, 7);
  g_assert_false (wg_session_get_dirty (reopened));

  /* Undoing past the save makes it dirty; the saved table is the step. */
  g_assert_true (wg_session_undo (session));
  g_assert_true (wg_session_get_dirty (session));
  g_assert_true (wg_session_redo (session));
  g_assert_false (wg_session_get_dirty (session));

  apply_ok (session, with_ships (session, "P1", 9), "blue: 9 ships on P1");
  g_assert_true (wg_session_save (session, &error));
  g_assert_no_error (error);
  g_assert_false (wg_session_get_dirty (session));
  text = read_text (path);
  g_assert_nonnull (strstr (text, "\"count\": 9"));
  g_assert_true (wg_session_load_file (reopened, file, &error));
  g_assert_no_error (error);
  g_assert_cmpint (ships_at (reopened, "P1"), ==, 9);

  /* Beside the file, only the backup of the save it replaced (7 ships). */
  listing = g_dir_open (dir, 0, &error);
  g_assert_no_error (error);
  for (const char *name; (name = g_dir_read_name (listing)) != NULL;)
    {
      g_assert_true (g_str_equal (name, "saved.json") || g_str_equal (name, "saved.json~"));
      n_files++;
    }
  g_assert_cmpint (n_files, ==, 2);
  backup_text = read_text (backup);
  g_assert_nonnull (strstr (backup_text, "\"count\": 7"));

  g_unlink (backup);
  g_unlink (path);
  g_rmdir (dir);
}

static void
test_suggest_file_name (void)
{
  g_autoptr (WgSession) session = wg_session_new ();
  g_autoptr (GError) error = NULL;
  g_autofree char *sample = NULL;
  g_autofree char *ruler = NULL;
  g_autoptr (WgSession) ruler_session = load_ruler_game ();

  g_assert_true (wg_session_load_resource (session, WG_SESSION_SAMPLE_RESOURCE, &error));
  sample = wg_session_suggest_file_name (session);
  g_assert_true (g_str_has_suffix (sample, ".json"));
  g_assert_true (g_str_has_prefix (sample,
                                   wg_board_get_name (wg_session_get_game (session)->board)));
  g_assert_null (strchr (sample, '/'));
  ruler = wg_session_suggest_file_name (ruler_session);
  g_assert_cmpstr (ruler, ==, "app-ruler.json");
}

/* A named game (its board's name) not yet saved: the title bar shows its
 * name, Save suggests a file name made of it with the characters file
 * systems refuse (/ \\ : * ? " < > |) replaced by "-", and renaming it is a
 * step that undo takes back. */
static void
test_game_name (void)
{
  g_autoptr (WgSession) session = load_ruler_game ();
  g_autoptr (GError) error = NULL;
  g_autofree char *suggested = NULL, *unnamed = NULL, *d = NULL;
  WgGame          *named = wg_game_copy (wg_session_get_game (session));
  WgGame          *renamed;

  g_assert_cmpstr (wg_session_get_title (session), ==, "app-ruler.json");
  wg_game_set_name (named, "Friday: 火曜日 <solo>?");
  g_assert_true (wg_session_start_game (session, named, &error));
  g_assert_no_error (error);
  g_assert_cmpstr (wg_session_get_title (session), ==, "• Friday: 火曜日 <solo>?");
  suggested = wg_session_suggest_file_name (session);
  g_assert_cmpstr (suggested, ==, "Friday- 火曜日 -solo--.json");

  renamed = wg_edit_set_name (wg_session_get_game (session), "Saturday", &d, &error);
  g_assert_no_error (error);
  apply_ok (session, renamed, d);
  g_assert_cmpstr (wg_session_get_title (session), ==, "• Saturday");
  g_assert_true (wg_session_undo (session));
  g_assert_cmpstr (wg_session_get_title (session), ==, "• Friday: 火曜日 <solo>?");

  /* Without a name (no board.name): an untitled game. */
  g_clear_pointer (&d, g_free);
  renamed = wg_edit_set_name (wg_session_get_game (session), NULL, &d, &error);
  g_assert_no_error (error);
  apply_ok (session, renamed, d);
  g_assert_cmpstr (wg_session_get_title (session), ==, "• Untitled Game");
  unnamed = wg_session_suggest_file_name (session);
  g_assert_cmpstr (unnamed, ==, "Game.json");
}

/* A game made in the app is unsaved work from the start; one that breaks
 * an invariant is refused and the old game stays. */
static void
test_start_game (void)
{
  g_autoptr (WgSession) session = load_ruler_game ();
  g_autoptr (GError) error = NULL;
  WgGame       *fresh = with_ships (session, "P1", 4);
  WgGame       *broken = with_ships (session, "P1", 13);
  const WgGame *before;

  apply_ok (session, with_ships (session, "P1", 1), "blue: 1 ship on P1");
  before = wg_session_get_game (session);
  g_assert_false (wg_session_start_game (session, broken, &error));
  g_assert_error (error, WG_GAME_ERROR, WG_GAME_ERROR_INVARIANT);
  g_assert_true (wg_session_get_game (session) == before);
  g_assert_true (wg_session_can_undo (session));
  g_clear_error (&error);

  g_assert_true (wg_session_start_game (session, fresh, &error));
  g_assert_no_error (error);
  g_assert_cmpint (ships_at (session, "P1"), ==, 4);
  g_assert_null (wg_session_get_file (session));
  g_assert_false (wg_session_can_undo (session));
  g_assert_true (wg_session_get_dirty (session));
  g_assert_cmpstr (wg_session_get_title (session), ==, "• Ruler test");
  g_assert_cmpstr (wg_session_get_subtitle (session), ==, "Not saved");
}

static char *
new_state_dir (void)
{
  g_autoptr (GError) error = NULL;
  g_autofree char *dir = g_dir_make_tmp ("wg-app-state-XXXXXX", &error);

  g_assert_no_error (error);
  /* A folder the autosave must create, private. */
  return g_build_filename (dir, "warpgate-companion", NULL);
}

/* The sessions of these tests end without closing, as after a crash:
 * their slots are left, unlocked. */
static void
remove_state_dir (const char *dir)
{
  g_autofree char *parent = g_path_get_dirname (dir);
  g_auto (GStrv) slots = wg_autosave_find_orphans (dir);

  for (guint i = 0; slots[i] != NULL; i++)
    wg_autosave_slot_remove (slots[i]);
  g_rmdir (dir);
  g_rmdir (parent);
}

static void
test_reload_resets (void)
{
  g_autoptr (WgSession) session = load_ruler_game ();
  g_autoptr (GError) error = NULL;
  int notified = 0;

  wg_session_click_location (session, location (session, "P1"));
  wg_session_click_location (session, location (session, "P2"));
  g_signal_connect (session, "notify::game", G_CALLBACK (count_signal), &notified);

  g_assert_true (wg_session_load_resource (session, WG_SESSION_SAMPLE_RESOURCE, &error));
  g_assert_no_error (error);
  g_assert_cmpint (notified, ==, 1);
  g_assert_null (wg_session_get_file (session));
  g_assert_false (wg_session_has_ruler (session));
  g_assert_cmpint (wg_session_get_selected (session), ==, -1);
  g_assert_null (wg_session_get_path (session));
  g_assert_null (wg_session_get_withdrawal (session, TRUE));
  g_assert_null (wg_session_get_withdrawal (session, FALSE));
}

static void
test_disposes (void)
{
  WgSession *session = load_ruler_game ();

  wg_session_click_location (session, location (session, "P1"));
  wg_session_click_location (session, location (session, "P2"));
  g_object_add_weak_pointer (G_OBJECT (session), (gpointer *) &session);
  g_object_unref (session);
  g_assert_null (session);
}

/* A tool's marks: copied, kept through a change of the game, cleared when
 * the game is replaced; setting the same marks again emits nothing. */
static void
test_highlights (void)
{
  g_autoptr (WgSession) session = load_ruler_game ();
  g_autoptr (GError) error = NULL;
  WgHighlight marks[2] = {
    { location (session, "P1"), WG_HIGHLIGHT_ORIGIN, -1 },
    { location (session, "P2"), WG_HIGHLIGHT_ATTACK, 2 },
  };
  const GArray *shown;
  int           changed = 0;

  g_assert_cmpuint (wg_session_get_highlights (session)->len, ==, 0);
  g_signal_connect (session, "changed", G_CALLBACK (count_signal), &changed);
  wg_session_set_highlights (session, marks, 2);
  g_assert_cmpint (changed, ==, 1);
  marks[1].number = 5; /* copied: the caller's array is its own */
  shown = wg_session_get_highlights (session);
  g_assert_cmpuint (shown->len, ==, 2);
  g_assert_cmpint (g_array_index (shown, WgHighlight, 1).number, ==, 2);
  g_assert_cmpint (g_array_index (shown, WgHighlight, 1).kind, ==, WG_HIGHLIGHT_ATTACK);
  marks[1].number = 2;
  wg_session_set_highlights (session, marks, 2);
  g_assert_cmpint (changed, ==, 1);

  apply_ok (session, with_ships (session, "P1", 4), "blue: 4 ships on P1");
  g_assert_cmpuint (wg_session_get_highlights (session)->len, ==, 2);
  wg_session_clear_highlights (session);
  g_assert_cmpuint (wg_session_get_highlights (session)->len, ==, 0);
  wg_session_set_highlights (session, marks, 1);
  g_assert_true (wg_session_load_resource (session, WG_SESSION_SAMPLE_RESOURCE, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (wg_session_get_highlights (session)->len, ==, 0);
}

/* A dialog's marks hide the tool's while it is open, even when it has
 * none; the tool keeps its own up to date underneath, and they come back
 * when the dialog's are cleared. A new game clears both. */
static void
test_dialog_highlights (void)
{
  g_autoptr (WgSession) session = load_ruler_game ();
  g_autoptr (GError) error = NULL;
  WgHighlight tool[2] = {
    { location (session, "P1"), WG_HIGHLIGHT_ORIGIN, -1 },
    { location (session, "P2"), WG_HIGHLIGHT_DESTINATION, 1 },
  };
  WgHighlight dialog = { location (session, "P2"), WG_HIGHLIGHT_INVOLVED, -1 };
  int         changed = 0;

  g_signal_connect (session, "changed", G_CALLBACK (count_signal), &changed);
  wg_session_set_highlights (session, tool, 1);
  wg_session_set_dialog_highlights (session, NULL, 0);
  g_assert_cmpint (changed, ==, 2);
  g_assert_cmpuint (wg_session_get_highlights (session)->len, ==, 0);
  wg_session_set_dialog_highlights (session, &dialog, 1);
  g_assert_cmpuint (wg_session_get_highlights (session)->len, ==, 1);
  g_assert_cmpint (g_array_index (wg_session_get_highlights (session), WgHighlight, 0).kind, ==,
                   WG_HIGHLIGHT_INVOLVED);

  /* The tool's marks change underneath. */
  wg_session_set_highlights (session, tool, 2);
  g_assert_cmpuint (wg_session_get_highlights (session)->len, ==, 1);
  wg_session_clear_dialog_highlights (session);
  g_assert_cmpuint (wg_session_get_highlights (session)->len, ==, 2);
  g_assert_cmpint (g_array_index (wg_session_get_highlights (session), WgHighlight, 1).kind, ==,
                   WG_HIGHLIGHT_DESTINATION);

  wg_session_set_dialog_highlights (session, &dialog, 1);
  g_assert_true (wg_session_load_resource (session, WG_SESSION_SAMPLE_RESOURCE, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (wg_session_get_highlights (session)->len, ==, 0);
  wg_session_clear_dialog_highlights (session);
  g_assert_cmpuint (wg_session_get_highlights (session)->len, ==, 0);
}

int
main (int   argc,
      char *argv[])
{
  g_autofree char *state_dir = NULL;
  int              status;

  g_test_init (&argc, &argv, NULL);
  /* Every session of these tests autosaves here, never in the user's folder. */
  state_dir = new_state_dir ();
  g_setenv ("WG_STATE_DIR", state_dir, TRUE);

  g_test_add_func ("/wg/app/session/sample", test_sample);
  g_test_add_func ("/wg/app/session/refuse-broken", test_refuse_broken);
  g_test_add_func ("/wg/app/session/ruler", test_ruler);
  g_test_add_func ("/wg/app/session/unreachable", test_unreachable);
  g_test_add_func ("/wg/app/session/withdraw-preview", test_withdraw_preview);
  g_test_add_func ("/wg/app/session/reload-resets", test_reload_resets);
  g_test_add_func ("/wg/app/session/apply-undo-redo", test_apply_undo_redo);
  g_test_add_func ("/wg/app/session/refused-apply", test_refused_apply);
  g_test_add_func ("/wg/app/session/undo-updates-ruler", test_undo_updates_ruler);
  g_test_add_func ("/wg/app/session/selection", test_selection);
  g_test_add_func ("/wg/app/session/history-list", test_history_list);
  g_test_add_func ("/wg/app/session/save-reopen", test_save_reopen);
  g_test_add_func ("/wg/app/session/game-name", test_game_name);
  g_test_add_func ("/wg/app/session/suggest-file-name", test_suggest_file_name);
  g_test_add_func ("/wg/app/session/start-game", test_start_game);
  g_test_add_func ("/wg/app/session/disposes", test_disposes);
  g_test_add_func ("/wg/app/session/highlights", test_highlights);
  g_test_add_func ("/wg/app/session/dialog-highlights", test_dialog_highlights);

  status = g_test_run ();
  remove_state_dir (state_dir);
  return status;
}
