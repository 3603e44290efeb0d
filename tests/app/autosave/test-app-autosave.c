/* test-app-autosave.c — the session's autosave: written after changes, restored by the next run
 * Copyright 2026 The Warpgate Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <sys/stat.h>

#include "wg-game-json.h"
#include "wg-test-app.h"

static WgSession *
load_ruler_game (void)
{
  return wg_test_load_session ("app-ruler.json");
}

static int
location (WgSession  *session,
          const char *id)
{
  int cell = wg_board_find_location (wg_session_get_game (session)->board, id);

  g_assert_cmpint (cell, >=, 0);
  return cell;
}

static int
ships_at (WgSession  *session,
          const char *id)
{
  return wg_session_get_game (session)->stacks[location (session, id)].ships;
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

static void
remove_state_dir (const char *dir)
{
  g_autofree char *parent = g_path_get_dirname (dir);

  wg_test_remove_slots (dir);
  g_rmdir (parent);
}

static guint
autosaves_on_disk (const char *dir)
{
  return wg_test_count_autosaves (dir);
}

static guint
n_orphans (const char *dir)
{
  g_auto (GStrv) slots = wg_autosave_find_orphans (dir);

  return g_strv_length (slots);
}

static void
assert_private_dir (const char *dir)
{
  GStatBuf st;

  g_assert_cmpint (g_stat (dir, &st), ==, 0);
  g_assert_cmpint (st.st_mode & 0777, ==, 0700);
}

/* The environment's WG_STATE_DIR is every new session's autosave folder. */
static void
test_autosave_dir_from_env (void)
{
  g_autoptr (WgSession) session = wg_session_new ();

  g_assert_nonnull (g_getenv ("WG_STATE_DIR"));
  g_assert_cmpstr (wg_session_get_autosave_dir (session), ==, g_getenv ("WG_STATE_DIR"));
}

/* A change writes the autosave into the session's own slot (a private
 * folder it creates, locked while the session lives, so never offered
 * then), with the file the game belongs to. The session ends without
 * closing, as in a crash: its slot is free, and the next run claims it,
 * restores it dirty and attached to that file, and takes it over. */
static void
test_autosave_restore (void)
{
  g_autofree char *dir = new_state_dir ();
  g_autoptr (WgSession) crashed = load_ruler_game ();
  g_autoptr (WgSession) next = wg_session_new ();
  g_autoptr (GError) error = NULL;
  g_autoptr (WgGame) on_disk = NULL;
  g_autoptr (GFile) file = NULL;
  g_autoptr (GFile) crashed_file = g_object_ref (wg_session_get_file (crashed));
  g_autofree char *slot = NULL;
  g_auto (GStrv) orphans = NULL;

  wg_session_set_autosave_dir (crashed, dir);
  wg_session_set_autosave_dir (next, dir);
  g_assert_cmpuint (autosaves_on_disk (dir), ==, 0);
  g_assert_null (wg_session_get_autosave_slot (crashed));

  wg_test_apply (crashed, wg_test_with_ships (crashed, "P1", 5), "blue: 5 ships on P1");
  slot = wg_session_get_autosave_slot (crashed);
  g_assert_nonnull (slot);
  g_assert_cmpuint (autosaves_on_disk (dir), ==, 1);
  assert_private_dir (dir);
  assert_private_dir (slot);
  on_disk = wg_autosave_read (slot, NULL, &file, NULL, &error);
  g_assert_no_error (error);
  g_assert_cmpint (on_disk->stacks[location (crashed, "P1")].ships, ==, 5);
  g_assert_nonnull (file);
  g_assert_true (g_file_equal (file, crashed_file));
  /* Locked: the session is alive. */
  g_assert_cmpuint (n_orphans (dir), ==, 0);
  g_assert_false (wg_session_claim_autosave (next, slot, &error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_BUSY);
  g_clear_error (&error);

  /* The crash: finalized without closing. */
  g_clear_object (&crashed);
  orphans = wg_autosave_find_orphans (dir);
  g_assert_cmpuint (g_strv_length (orphans), ==, 1);
  g_assert_cmpstr (orphans[0], ==, slot);
  g_assert_false (wg_session_can_restore (next));
  g_assert_true (wg_session_claim_autosave (next, orphans[0], &error));
  g_assert_no_error (error);
  g_assert_true (wg_session_can_restore (next));
  /* Claimed, it is offered nowhere else. */
  g_assert_cmpuint (n_orphans (dir), ==, 0);
  g_assert_true (wg_session_restore (next, &error));
  g_assert_no_error (error);
  g_assert_cmpint (ships_at (next, "P1"), ==, 5);
  g_assert_true (wg_session_get_dirty (next));
  /* Issue 32: with its history, from the table as loaded (the autosave's
   * record), so that Undo goes on where it was. */
  g_assert_true (wg_session_can_undo (next));
  g_assert_cmpuint (wg_history_get_n_entries (wg_session_get_history (next)), ==, 1);
  g_assert_cmpstr (wg_history_get_description (wg_session_get_history (next), 0), ==,
                   "blue: 5 ships on P1");
  g_assert_true (g_file_equal (wg_session_get_file (next), crashed_file));
  g_assert_cmpstr (wg_session_get_title (next), ==, "• app-ruler.json");
  g_assert_true (wg_session_undo (next));
  g_assert_cmpint (ships_at (next, "P1"), !=, 5);
  g_assert_true (wg_session_redo (next));
  g_assert_cmpint (ships_at (next, "P1"), ==, 5);

  /* It is the new session's now, in its own slot; the old slot is gone. */
  g_assert_false (wg_session_can_restore (next));
  g_assert_false (g_file_test (slot, G_FILE_TEST_EXISTS));
  g_assert_cmpuint (autosaves_on_disk (dir), ==, 1);
  g_assert_cmpuint (n_orphans (dir), ==, 0);
  /* A clean end removes it. */
  wg_session_close (next);
  g_assert_cmpuint (autosaves_on_disk (dir), ==, 0);

  remove_state_dir (dir);
}

/* Issue 21, item 1: two sessions (two windows) with unsaved changes keep
 * two autosaves, and both are offered after both end uncleanly — each
 * with its own game. */
static void
test_autosave_slot_per_session (void)
{
  g_autofree char *dir = new_state_dir ();
  g_autoptr (WgSession) a = load_ruler_game ();
  g_autoptr (WgSession) b = load_ruler_game ();
  g_autoptr (GError) error = NULL;
  g_auto (GStrv) orphans = NULL;
  int found[2] = { 0, 0 };

  wg_session_set_autosave_dir (a, dir);
  wg_session_set_autosave_dir (b, dir);
  wg_test_apply (a, wg_test_with_ships (a, "P1", 5), "blue: 5 ships on P1");
  wg_test_apply (b, wg_test_with_ships (b, "P1", 7), "blue: 7 ships on P1");
  g_assert_cmpuint (autosaves_on_disk (dir), ==, 2);
  /* One window closing cleanly leaves the other's. */
  {
    g_autoptr (WgSession) c = load_ruler_game ();

    wg_session_set_autosave_dir (c, dir);
    wg_test_apply (c, wg_test_with_ships (c, "P1", 9), "blue: 9 ships on P1");
    g_assert_cmpuint (autosaves_on_disk (dir), ==, 3);
    wg_session_close (c);
    g_assert_cmpuint (autosaves_on_disk (dir), ==, 2);
  }
  g_assert_cmpuint (n_orphans (dir), ==, 0);

  g_clear_object (&a);
  g_clear_object (&b);
  orphans = wg_autosave_find_orphans (dir);
  g_assert_cmpuint (g_strv_length (orphans), ==, 2);
  for (guint i = 0; i < 2; i++)
    {
      g_autoptr (WgSession) next = wg_session_new ();
      g_autoptr (WgSession) other = wg_session_new ();
      int ships;

      wg_session_set_autosave_dir (next, dir);
      wg_session_set_autosave_dir (other, dir);
      g_assert_true (wg_session_claim_autosave (next, orphans[i], &error));
      g_assert_no_error (error);
      /* One slot, one window. */
      g_assert_false (wg_session_claim_autosave (other, orphans[i], NULL));
      g_assert_true (wg_session_restore (next, &error));
      g_assert_no_error (error);
      ships = ships_at (next, "P1");
      g_assert_true (ships == 5 || ships == 7);
      found[ships == 7]++;
      wg_session_close (next);
    }
  g_assert_cmpint (found[0], ==, 1);
  g_assert_cmpint (found[1], ==, 1);
  g_assert_cmpuint (autosaves_on_disk (dir), ==, 0);

  remove_state_dir (dir);
}

/* Clean again — undone to the saved table, or saved — the autosave goes;
 * declining to restore removes the claimed slot. */
static void
test_autosave_removed_when_clean (void)
{
  g_autofree char *dir = new_state_dir ();
  g_autoptr (WgSession) session = load_ruler_game ();
  g_autoptr (WgSession) crashed = load_ruler_game ();
  g_autoptr (WgSession) other = wg_session_new ();
  g_autoptr (GError) error = NULL;
  g_autofree char *tmp = g_dir_make_tmp ("wg-app-save-XXXXXX", &error);
  g_autofree char *path = g_build_filename (tmp, "kept.json", NULL);
  g_autoptr (GFile) file = g_file_new_for_path (path);
  g_auto (GStrv) orphans = NULL;

  wg_session_set_autosave_dir (session, dir);
  wg_session_set_autosave_dir (crashed, dir);
  wg_session_set_autosave_dir (other, dir);
  wg_test_apply (session, wg_test_with_ships (session, "P1", 5), "blue: 5 ships on P1");
  g_assert_cmpuint (autosaves_on_disk (dir), ==, 1);
  g_assert_true (wg_session_undo (session));
  g_assert_cmpuint (autosaves_on_disk (dir), ==, 0);
  g_assert_null (wg_session_get_autosave_slot (session));
  g_assert_true (wg_session_redo (session));
  g_assert_cmpuint (autosaves_on_disk (dir), ==, 1);

  g_assert_true (wg_session_save_as (session, file, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (autosaves_on_disk (dir), ==, 0);

  wg_test_apply (crashed, wg_test_with_ships (crashed, "P1", 6), "blue: 6 ships on P1");
  g_clear_object (&crashed);
  orphans = wg_autosave_find_orphans (dir);
  g_assert_cmpuint (g_strv_length (orphans), ==, 1);
  g_assert_true (wg_session_claim_autosave (other, orphans[0], &error));
  g_assert_no_error (error);
  wg_session_discard_autosave (other);
  g_assert_cmpuint (autosaves_on_disk (dir), ==, 0);
  g_assert_false (g_file_test (orphans[0], G_FILE_TEST_EXISTS));

  wg_test_apply (session, wg_test_with_ships (session, "P1", 7), "blue: 7 ships on P1");
  g_assert_cmpuint (autosaves_on_disk (dir), ==, 1);
  wg_session_close (other); /* not its autosave: it stays */
  g_assert_cmpuint (autosaves_on_disk (dir), ==, 1);
  wg_session_close (session);
  g_assert_cmpuint (autosaves_on_disk (dir), ==, 0);
  /* Closed, it writes no more. */
  g_assert_true (wg_session_undo (session));
  g_assert_cmpuint (autosaves_on_disk (dir), ==, 0);

  g_unlink (path);
  g_rmdir (tmp);
  remove_state_dir (dir);
}

/* A table the reader would refuse never replaces a good autosave, and no
 * temporary file is left behind. */
static void
test_autosave_never_broken (void)
{
  g_autofree char *dir = new_state_dir ();
  g_autoptr (WgSession) session = load_ruler_game ();
  g_autoptr (WgGame) broken = wg_test_with_ships (session, "P1", 13);
  g_autoptr (WgGame) kept = NULL;
  g_autoptr (GError) error = NULL;
  g_autoptr (GDir) listing = NULL;
  g_autofree char *slot = NULL;
  const char      *name;
  guint            n = 0;

  wg_session_set_autosave_dir (session, dir);
  wg_test_apply (session, wg_test_with_ships (session, "P1", 4), "blue: 4 ships on P1");
  slot = wg_session_get_autosave_slot (session);
  g_assert_false (wg_autosave_write (slot, broken, NULL, NULL, "someone", &error));
  g_assert_error (error, WG_FILE_ERROR, WG_FILE_ERROR_INVALID);
  g_clear_error (&error);

  kept = wg_autosave_read (slot, NULL, NULL, NULL, &error);
  g_assert_no_error (error);
  g_assert_cmpint (kept->stacks[location (session, "P1")].ships, ==, 4);
  listing = g_dir_open (slot, 0, &error);
  g_assert_no_error (error);
  while ((name = g_dir_read_name (listing)) != NULL)
    {
      g_assert_true (g_str_equal (name, WG_AUTOSAVE_GAME) || g_str_equal (name, WG_AUTOSAVE_SIDECAR)
                     || g_str_equal (name, WG_AUTOSAVE_LOCK));
      n++;
    }
  g_assert_cmpuint (n, ==, 3);

  wg_session_close (session);
  remove_state_dir (dir);
}

static void
on_autosave_failed (WgSession  *session,
                    const char *message,
                    char      **out)
{
  g_free (*out);
  *out = g_strdup (message);
}

/* An autosave that cannot be written says so; the step still happens. */
static void
test_autosave_failure_reported (void)
{
  g_autoptr (WgSession) session = load_ruler_game ();
  g_autoptr (GError) error = NULL;
  g_autoptr (GFileIOStream) stream = NULL;
  g_autoptr (GFile) blocker = g_file_new_tmp ("wg-app-XXXXXX", &stream, &error);
  g_autofree char *dir = NULL;
  g_autofree char *message = NULL;

  g_assert_no_error (error);
  /* A folder inside a regular file cannot be made. */
  dir = g_build_filename (g_file_peek_path (blocker), "state", NULL);
  wg_session_set_autosave_dir (session, dir);
  g_signal_connect (session, "autosave-failed", G_CALLBACK (on_autosave_failed), &message);
  wg_test_apply (session, wg_test_with_ships (session, "P1", 4), "blue: 4 ships on P1");
  g_assert_nonnull (message);
  g_assert_nonnull (strstr (message, "state"));
  g_assert_cmpint (ships_at (session, "P1"), ==, 4);
  g_file_delete (blocker, NULL, NULL);
}

/* An autosave that cannot be restored is kept aside, never deleted
 * (issue: "Could Not Restore the Game", then the file was gone): it
 * becomes autosave-….json.broken in the state folder, with its bytes; its
 * slot goes, and it is no longer offered. */
static void
test_autosave_set_aside (void)
{
  g_autofree char *dir = new_state_dir ();
  g_autofree char *slot = g_build_filename (dir, "crashed", NULL);
  g_autofree char *game_path = g_build_filename (slot, WG_AUTOSAVE_GAME, NULL);
  g_autofree char *sidecar = g_build_filename (slot, WG_AUTOSAVE_SIDECAR, NULL);
  g_autoptr (WgSession) next = wg_session_new ();
  g_autoptr (GError) error = NULL;
  g_autofree char *aside = NULL;
  g_autofree char *aside_dir = NULL;
  g_autofree char *bytes = NULL;
  g_autofree char *base = NULL;
  g_auto (GStrv) orphans = NULL;
  const char *broken = "{\"format\": \"warpgate-companion-game\", \"version\": 1, \"q\"";

  g_assert_cmpint (g_mkdir_with_parents (slot, 0700), ==, 0);
  g_assert_true (g_file_set_contents (game_path, broken, -1, NULL));
  g_assert_true (g_file_set_contents (sidecar, "[autosave]\nowner=crashed\n", -1, NULL));
  wg_session_set_autosave_dir (next, dir);
  orphans = wg_autosave_find_orphans (dir);
  g_assert_cmpuint (g_strv_length (orphans), ==, 1);
  g_assert_cmpstr (orphans[0], ==, slot);
  g_assert_true (wg_session_claim_autosave (next, slot, &error));
  g_assert_no_error (error);
  g_assert_true (wg_session_can_restore (next));
  g_assert_false (wg_session_restore (next, &error));
  g_assert_error (error, WG_FILE_ERROR, WG_FILE_ERROR_SYNTAX);
  g_clear_error (&error);

  aside = wg_session_set_autosave_aside (next, &error);
  g_assert_no_error (error);
  g_assert_nonnull (aside);
  base = g_path_get_basename (aside);
  aside_dir = g_path_get_dirname (aside);
  g_assert_cmpstr (aside_dir, ==, dir);
  g_assert_true (g_str_has_prefix (base, "autosave-"));
  g_assert_true (g_str_has_suffix (base, ".json.broken"));
  g_assert_true (g_file_get_contents (aside, &bytes, NULL, NULL));
  g_assert_cmpstr (bytes, ==, broken);
  g_assert_false (g_file_test (slot, G_FILE_TEST_EXISTS));
  g_assert_false (wg_session_can_restore (next));
  g_assert_cmpuint (n_orphans (dir), ==, 0);

  g_assert_cmpint (g_unlink (aside), ==, 0);
  wg_session_close (next);
  remove_state_dir (dir);
}

/* A write that was killed leaves autosave.json.new (or GLib's
 * autosave.json.new.XXXXXX, autosave.ini.XXXXXX) in its slot: the next
 * write removes those names, and only those. */
static void
test_autosave_leftovers_cleaned (void)
{
  g_autofree char *dir = new_state_dir ();
  g_autoptr (WgSession) session = load_ruler_game ();
  g_autofree char *slot = NULL;
  const char      *ours[] = { WG_AUTOSAVE_GAME ".new", WG_AUTOSAVE_GAME ".new.AB12CD",
                              WG_AUTOSAVE_SIDECAR ".XY12Z3" };
  const char      *theirs[] = { "notes.txt", "game.json.ABCDEF" };

  wg_session_set_autosave_dir (session, dir);
  wg_test_apply (session, wg_test_with_ships (session, "P1", 3), "blue: 3 ships on P1");
  slot = wg_session_get_autosave_slot (session);
  for (guint i = 0; i < G_N_ELEMENTS (ours); i++)
    {
      g_autofree char *path = g_build_filename (slot, ours[i], NULL);

      g_assert_true (g_file_set_contents (path, "half", -1, NULL));
    }
  for (guint i = 0; i < G_N_ELEMENTS (theirs); i++)
    {
      g_autofree char *path = g_build_filename (slot, theirs[i], NULL);

      g_assert_true (g_file_set_contents (path, "kept", -1, NULL));
    }
  wg_test_apply (session, wg_test_with_ships (session, "P1", 4), "blue: 4 ships on P1");
  g_assert_cmpuint (autosaves_on_disk (dir), ==, 1);
  for (guint i = 0; i < G_N_ELEMENTS (ours); i++)
    {
      g_autofree char *path = g_build_filename (slot, ours[i], NULL);

      g_assert_false (g_file_test (path, G_FILE_TEST_EXISTS));
    }
  for (guint i = 0; i < G_N_ELEMENTS (theirs); i++)
    {
      g_autofree char *path = g_build_filename (slot, theirs[i], NULL);

      g_assert_true (g_file_test (path, G_FILE_TEST_EXISTS));
      g_assert_cmpint (g_unlink (path), ==, 0);
    }
  wg_session_close (session);
  g_assert_false (g_file_test (slot, G_FILE_TEST_EXISTS));
  remove_state_dir (dir);
}

/* Issue 21: the version before slots kept its one autosave directly in the
 * state folder, STATE/autosave.json with STATE/autosave.ini (written here
 * byte for byte as it wrote them, with a temporary file of a killed write
 * beside them). After the upgrade it is offered as a crashed run's slot and
 * restores the same game (5 ships on P1) and file; the old names are gone
 * from the state folder, so it is offered once. */
static void
test_autosave_legacy_migrated (void)
{
  g_autofree char *dir = new_state_dir ();
  g_autoptr (WgSession) before = load_ruler_game ();
  g_autoptr (WgSession) next = wg_session_new ();
  g_autoptr (GError) error = NULL;
  g_autofree char *game = g_build_filename (dir, WG_AUTOSAVE_GAME, NULL);
  g_autofree char *sidecar = g_build_filename (dir, WG_AUTOSAVE_SIDECAR, NULL);
  g_autofree char *leftover = g_build_filename (dir, WG_AUTOSAVE_GAME ".new.AB12CD", NULL);
  g_autofree char *uri = g_file_get_uri (wg_session_get_file (before));
  g_autofree char *keys = g_strdup_printf ("[autosave]\nfile=%s\nowner=4242-1\n", uri);
  g_auto (GStrv) orphans = NULL;

  wg_test_apply (before, wg_test_with_ships (before, "P1", 5), "blue: 5 ships on P1");
  g_assert_cmpint (g_mkdir_with_parents (dir, 0700), ==, 0);
  g_assert_true (wg_game_save_to_file (wg_session_get_game (before), game, &error));
  g_assert_no_error (error);
  g_assert_true (g_file_set_contents (sidecar, keys, -1, &error));
  g_assert_no_error (error);
  g_assert_true (g_file_set_contents (leftover, "{", -1, &error));
  g_assert_no_error (error);

  orphans = wg_autosave_find_orphans (dir);
  g_assert_cmpuint (g_strv_length (orphans), ==, 1);
  g_assert_false (g_file_test (game, G_FILE_TEST_EXISTS));
  g_assert_false (g_file_test (sidecar, G_FILE_TEST_EXISTS));
  g_assert_false (g_file_test (leftover, G_FILE_TEST_EXISTS));
  assert_private_dir (orphans[0]);
  g_assert_cmpuint (n_orphans (dir), ==, 1);

  wg_session_set_autosave_dir (next, dir);
  g_assert_true (wg_session_claim_autosave (next, orphans[0], &error));
  g_assert_no_error (error);
  g_assert_true (wg_session_restore (next, &error));
  g_assert_no_error (error);
  g_assert_cmpint (ships_at (next, "P1"), ==, 5);
  g_assert_true (g_file_equal (wg_session_get_file (next), wg_session_get_file (before)));
  g_assert_true (wg_session_get_dirty (next));
  wg_session_close (next);
  wg_session_close (before);
  g_assert_cmpuint (autosaves_on_disk (dir), ==, 0);
  g_assert_cmpuint (n_orphans (dir), ==, 0);

  remove_state_dir (dir);
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

  g_test_add_func ("/wg/app/autosave/dir-from-env", test_autosave_dir_from_env);
  g_test_add_func ("/wg/app/autosave/restore", test_autosave_restore);
  g_test_add_func ("/wg/app/autosave/slot-per-session", test_autosave_slot_per_session);
  g_test_add_func ("/wg/app/autosave/removed-when-clean", test_autosave_removed_when_clean);
  g_test_add_func ("/wg/app/autosave/never-broken", test_autosave_never_broken);
  g_test_add_func ("/wg/app/autosave/set-aside", test_autosave_set_aside);
  g_test_add_func ("/wg/app/autosave/legacy-migrated", test_autosave_legacy_migrated);
  g_test_add_func ("/wg/app/autosave/leftovers-cleaned", test_autosave_leftovers_cleaned);
  g_test_add_func ("/wg/app/autosave/failure-reported", test_autosave_failure_reported);

  status = g_test_run ();
  remove_state_dir (state_dir);
  return status;
}
