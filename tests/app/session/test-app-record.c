/* test-app-record.c — the game's record kept by the app: saved, reopened, restored, distrusted
 * Copyright 2026 The Warpgate Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A game played through the app's models (the Actions tool's Do It, End
 * Turn) and a hand edit, on tests/data/moves-movement.json (blue: 3 ships
 * on D1, 2 on A1), one step undone, then saved: the file carries the
 * record (docs/game-format.md, "The record") — `apply`, `end-turn` and
 * the undone edit in its "redo" — which warpgate-cli replays to the saved
 * table, and reopening it gives the same history, Undo and Redo included.
 * The CLI's path is the test's argument.
 */
#include "config.h"

#include <string.h>
#include <glib/gstdio.h>
#include <json-c/json.h>

#include "wg-action-model.h"
#include "wg-end-turn-model.h"
#include "wg-game-json.h"
#include "wg-record-json.h"
#include "wg-record-play.h"
#include "wg-session.h"
#include "wg-test-app.h"

static const char *cli;

static WgSession *
new_session (void)
{
  WgSession *session = wg_session_new ();

  wg_session_set_autosave_dir (session, NULL);
  return session;
}

static char *
digest (WgSession *session)
{
  return wg_record_digest (wg_session_get_game (session));
}

/* Blue's Skirmish D1 → J1 with Do It, End Turn, then 4 ships on A1 by
 * hand; the hand edit undone. */
static WgSession *
play (void)
{
  WgSession *session = wg_test_load_session ("moves-movement.json");
  g_autoptr (WgActionModel) model = NULL;
  g_autoptr (WgEndTurnModel) end = NULL;

  wg_session_set_autosave_dir (session, NULL);
  model = wg_action_model_new (session);
  wg_action_model_set_player (model, 0);
  wg_action_model_set_action (model, WG_ACTION_SKIRMISH);
  wg_action_model_set_x (model, 1);
  wg_action_model_set_active (model, TRUE);
  wg_action_model_click (model, wg_test_cell (session, "D1"));
  wg_action_model_click (model, wg_test_cell (session, "J1"));
  g_assert_true (wg_action_model_perform (model));
  wg_action_model_set_active (model, FALSE);
  end = wg_end_turn_model_new (session);
  g_assert_cmpint (wg_end_turn_model_end_turn (end), ==, WG_RUNNER_APPLIED);
  wg_test_apply (session, wg_test_with_ships (session, "A1", 4), "Blue: 4 ships on A1");
  g_assert_true (wg_session_undo (session));
  return session;
}

static char *
temp_file (const char *name)
{
  g_autoptr (GError) error = NULL;
  g_autofree char *dir = g_dir_make_tmp ("wg-app-record-XXXXXX", &error);

  g_assert_no_error (error);
  return g_build_filename (dir, name, NULL);
}

static void
remove_temp (const char *path)
{
  g_autofree char *dir = g_path_get_dirname (path);
  g_autofree char *backup = g_strconcat (path, "~", NULL);
  g_autofree char *out = g_build_filename (dir, "out.json", NULL);

  g_unlink (path);
  g_unlink (backup);
  g_unlink (out);
  g_rmdir (dir);
}

static void
save_as (WgSession  *session,
         const char *path)
{
  g_autoptr (GFile) file = g_file_new_for_path (path);
  g_autoptr (GError) error = NULL;

  g_assert_true (wg_session_save_as (session, file, &error));
  g_assert_no_error (error);
}

static WgSession *
open_file (const char *path)
{
  g_autoptr (GFile) file = g_file_new_for_path (path);
  g_autoptr (GError) error = NULL;
  WgSession *session = new_session ();

  g_assert_true (wg_session_load_file (session, file, &error));
  g_assert_no_error (error);
  return session;
}

/* The record in the file at @path. */
static WgRecord *
record_of (const char *path)
{
  g_autoptr (GError) error = NULL;
  g_autofree char *text = NULL;
  g_autoptr (WgGame) game = NULL;
  gsize     length = 0;
  WgRecord *record = NULL;

  g_assert_true (g_file_get_contents (path, &text, &length, &error));
  game = wg_game_load_with_record (text, length, &record, &error);
  g_assert_no_error (error);
  g_assert_nonnull (record);
  return record;
}

static const char *
command (WgRecord *record,
         guint     i)
{
  return ((WgRecordStep *) g_ptr_array_index (record->steps, i))->command;
}

/* warpgate-cli replays the file's record to step @n; the table it writes
 * is @expected's. */
static void
assert_cli_replays (const char *path,
                    guint       n,
                    WgSession  *expected)
{
  g_autofree char *dir = g_path_get_dirname (path);
  g_autofree char *out = g_build_filename (dir, "out.json", NULL);
  g_autofree char *step = g_strdup_printf ("%u", n);
  const char      *argv[] = { cli, "replay", path, "--step", step, "--output", out, NULL };
  g_autofree char *err = NULL;
  g_autoptr (GError) error = NULL;
  g_autoptr (WgGame) game = NULL;
  g_autofree char *want = digest (expected);
  g_autofree char *got = NULL;
  int              status = 0;

  g_assert_true (g_spawn_sync (NULL, (char **) argv, NULL, G_SPAWN_STDOUT_TO_DEV_NULL, NULL,
                               NULL, NULL, &err, &status, &error));
  g_assert_no_error (error);
  if (!g_spawn_check_wait_status (status, &error))
    g_error ("warpgate-cli replay %s --step %u: %s", path, n, err);
  game = wg_game_load_from_file (out, &error);
  g_assert_no_error (error);
  got = wg_record_digest (game);
  g_assert_cmpstr (got, ==, want);
}

/* Issue 32: saved with its record, reopened with its history. */
static void
test_reopen (void)
{
  g_autoptr (WgSession) played = play ();
  g_autoptr (WgSession) reopened = NULL;
  g_autoptr (WgRecord) record = NULL;
  g_autofree char *path = temp_file ("played.json");
  WgHistory       *a, *b;

  save_as (played, path);
  record = record_of (path);
  g_assert_cmpuint (record->steps->len, ==, 2);
  g_assert_cmpstr (command (record, 0), ==, "apply");
  g_assert_cmpstr (command (record, 1), ==, "end-turn");
  g_assert_cmpuint (record->redo->len, ==, 1);
  g_assert_cmpstr (((WgRecordStep *) g_ptr_array_index (record->redo, 0))->command, ==, "edit");

  reopened = open_file (path);
  g_assert_null (wg_session_get_record_problem (reopened));
  g_assert_false (wg_session_get_dirty (reopened));
  a = wg_session_get_history (played);
  b = wg_session_get_history (reopened);
  g_assert_cmpuint (wg_history_get_n_entries (b), ==, wg_history_get_n_entries (a));
  g_assert_cmpuint (wg_history_get_position (b), ==, 2);
  for (guint i = 0; i < wg_history_get_n_entries (a); i++)
    g_assert_cmpstr (wg_history_get_description (b, i), ==, wg_history_get_description (a, i));
  /* Redo, then Undo back to the start: the same table at every step. */
  g_assert_true (wg_session_redo (reopened));
  g_assert_true (wg_session_redo (played));
  for (int pos = 3; pos >= 0; pos--)
    {
      g_autofree char *x = digest (played);
      g_autofree char *y = digest (reopened);

      g_assert_cmpstr (y, ==, x);
      g_assert_cmpuint (wg_history_get_position (b), ==, (guint) pos);
      if (pos > 0)
        {
          g_assert_true (wg_session_undo (reopened));
          g_assert_true (wg_session_undo (played));
        }
    }
  g_assert_false (wg_session_can_undo (reopened));
  /* The CLI replays the app's steps to the same tables. */
  g_assert_true (wg_session_go_to (played, 2));
  assert_cli_replays (path, 2, played);
  g_assert_true (wg_session_go_to (played, 1));
  assert_cli_replays (path, 1, played);
  remove_temp (path);
}

/* Saving again adds to the record: the steps kept from the file and a new one. */
static void
test_save_adds (void)
{
  g_autoptr (WgSession) played = play ();
  g_autoptr (WgSession) reopened = NULL;
  g_autoptr (WgRecord) record = NULL;
  g_autoptr (GError) error = NULL;
  g_autofree char *path = temp_file ("adds.json");

  save_as (played, path);
  reopened = open_file (path);
  wg_test_apply (reopened, wg_test_with_ships (reopened, "D1", 1), "Blue: 1 ship on D1");
  g_assert_true (wg_session_save (reopened, &error));
  g_assert_no_error (error);
  record = record_of (path);
  g_assert_cmpuint (record->steps->len, ==, 3);
  g_assert_cmpstr (command (record, 0), ==, "apply");
  g_assert_cmpstr (command (record, 2), ==, "edit");
  /* The new step dropped what could be redone. */
  g_assert_cmpuint (record->redo->len, ==, 0);
  assert_cli_replays (path, 3, reopened);
  remove_temp (path);
}

/* The file at @path with step @n's (1-based) first arg changed to @arg. */
static void
alter_step_of (const char *path,
               const char *list,
               guint       n,
               const char *arg)
{
  json_object *root = json_object_from_file (path);
  json_object *record, *steps, *args;

  g_assert_nonnull (root);
  g_assert_true (json_object_object_get_ex (root, "record", &record));
  g_assert_true (json_object_object_get_ex (record, list, &steps));
  g_assert_true (json_object_object_get_ex (json_object_array_get_idx (steps, n - 1), "args",
                                            &args));
  json_object_array_put_idx (args, 1, json_object_new_string (arg));
  g_assert_cmpint (json_object_to_file_ext (path, root, JSON_C_TO_STRING_PRETTY), ==, 0);
  json_object_put (root);
}

static void
alter_step (const char *path,
            guint       n,
            const char *arg)
{
  alter_step_of (path, "steps", n, arg);
}

/* Issue 32: a step that could be redone but does not replay (its "redo"
 * entry altered) is said, not dropped in silence; the game opens as
 * saved, its Undo whole, with nothing to redo. */
static void
test_redo_altered (void)
{
  g_autoptr (WgSession) played = play ();
  g_autoptr (WgSession) reopened = NULL;
  g_autofree char *path = temp_file ("redo-altered.json");
  g_autofree char *want = NULL, *got = NULL;
  const char      *problem;

  save_as (played, path);
  g_assert_true (wg_session_can_redo (played));
  alter_step_of (path, "redo", 1, "/stacks/0/ships");
  reopened = open_file (path);
  problem = wg_session_get_record_problem (reopened);
  g_assert_nonnull (problem);
  g_test_message ("%s", problem);
  g_assert_nonnull (strstr (problem, "1 step the game could redo"));
  g_assert_false (wg_session_can_redo (reopened));
  g_assert_cmpuint (wg_history_get_position (wg_session_get_history (reopened)), ==,
                    wg_history_get_position (wg_session_get_history (played)));
  want = digest (played);
  got = digest (reopened);
  g_assert_cmpstr (got, ==, want);
  g_assert_false (wg_session_get_dirty (reopened));
  remove_temp (path);
}

/* Issue 32: a record altered at step 2 opens with the file's table, the
 * step before it kept, one step to the table, and the user told "step 2";
 * the file is not written. */
static void
test_altered (void)
{
  g_autoptr (WgSession) played = play ();
  g_autoptr (WgSession) reopened = NULL;
  g_autofree char *path = temp_file ("altered.json");
  g_autofree char *before = NULL, *after = NULL, *want = NULL, *got = NULL;
  const char      *problem;

  wg_test_apply (played, wg_test_with_ships (played, "D1", 1), "Blue: 1 ship on D1");
  save_as (played, path);
  /* Step 2 is the end of turn; step 3 the edit: its pointer moved. */
  alter_step (path, 3, "/stacks/0/ships");
  g_assert_true (g_file_get_contents (path, &before, NULL, NULL));
  reopened = open_file (path);
  problem = wg_session_get_record_problem (reopened);
  g_assert_nonnull (problem);
  g_test_message ("%s", problem);
  g_assert_nonnull (strstr (problem, "step 3"));
  /* Steps 1 and 2 kept, then the table in the file. */
  g_assert_cmpuint (wg_history_get_n_entries (wg_session_get_history (reopened)), ==, 3);
  g_assert_cmpstr (wg_history_get_description (wg_session_get_history (reopened), 1), ==,
                   wg_history_get_description (wg_session_get_history (played), 1));
  want = digest (played);
  got = digest (reopened);
  g_assert_cmpstr (got, ==, want);
  g_assert_false (wg_session_get_dirty (reopened));
  g_assert_true (g_file_get_contents (path, &after, NULL, NULL));
  g_assert_cmpstr (after, ==, before);
  /* Undo goes back through the steps kept. */
  g_assert_true (wg_session_go_to (reopened, 0));
  g_assert_true (wg_session_go_to (played, 0));
  g_clear_pointer (&want, g_free);
  g_clear_pointer (&got, g_free);
  want = digest (played);
  got = digest (reopened);
  g_assert_cmpstr (got, ==, want);
  remove_temp (path);
}

/* A long game (300 steps, each a hand edit) reopens whole; the time the
 * opening took, its record replayed, is said (not judged: the machine
 * may be busy). */
static void
test_long_game (void)
{
  g_autoptr (WgSession) played = new_session ();
  g_autoptr (WgSession) reopened = NULL;
  g_autofree char *path = temp_file ("long.json");
  g_autofree char *want = NULL, *got = NULL;
  g_autofree char *source = g_test_build_filename (G_TEST_DIST, "data", "moves-movement.json",
                                                   NULL);
  g_autoptr (GFile) file = g_file_new_for_path (source);
  g_autoptr (GError) error = NULL;
  g_autoptr (WgRecord) record = NULL;
  g_autoptr (WgReplay) replay = NULL;
  gint64 start, opened;

  g_assert_true (wg_session_load_file (played, file, &error));
  for (guint i = 0; i < 300; i++)
    wg_test_apply (played, wg_test_with_ships (played, i % 2 ? "A1" : "D1", 1 + i % 5),
                   "Ships by hand");
  save_as (played, path);
  start = g_get_monotonic_time ();
  reopened = open_file (path);
  opened = g_get_monotonic_time () - start;
  record = record_of (path);
  start = g_get_monotonic_time ();
  replay = wg_record_replay (record, NULL, NULL);
  g_test_message ("opening a game of 300 steps with its record: %.1f ms (its replay alone: "
                  "%.1f ms)",
                  opened / 1000.0, (g_get_monotonic_time () - start) / 1000.0);
  g_assert_cmpuint (replay->n_agree, ==, 300);
  g_assert_null (wg_session_get_record_problem (reopened));
  g_assert_cmpuint (wg_history_get_n_entries (wg_session_get_history (reopened)), ==, 300);
  want = digest (played);
  got = digest (reopened);
  g_assert_cmpstr (got, ==, want);
  remove_temp (path);
}

/* A file without a record opens as before: its record starts there. */
static void
test_no_record (void)
{
  g_autoptr (WgSession) session = wg_test_load_session ("moves-movement.json");

  g_assert_null (wg_session_get_record_problem (session));
  g_assert_false (wg_session_can_undo (session));
  g_assert_cmpuint (wg_history_get_n_entries (wg_session_get_history (session)), ==, 0);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_assert_cmpint (argc, ==, 2);
  cli = argv[1];

  g_test_add_func ("/wg/app/record/reopen", test_reopen);
  g_test_add_func ("/wg/app/record/save-adds", test_save_adds);
  g_test_add_func ("/wg/app/record/altered", test_altered);
  g_test_add_func ("/wg/app/record/redo-altered", test_redo_altered);
  g_test_add_func ("/wg/app/record/no-record", test_no_record);
  g_test_add_func ("/wg/app/record/long-game", test_long_game);
  return g_test_run ();
}
