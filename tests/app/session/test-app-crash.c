/* test-app-crash.c — nothing confirmed is lost: a session killed mid-game restores every step
 * Copyright 2026 The Warpgate Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The session runs in a process of its own (wg-crash-driver, the app's
 * session code with the app's autosave folder, $WG_STATE_DIR, made private
 * here), makes table edits as fast as it can and says which are confirmed.
 * The test SIGKILLs it at some point — whatever it was doing, possibly in
 * the middle of writing its autosave — then starts a new process as the
 * app starts after a crash, restores, and checks that the game restored is
 * the table after one of the steps, and not before any confirmed step.
 * Nothing is timed: each wait is for a condition, with a generous limit.
 */
#include <errno.h>
#include <stdio.h>
#include <signal.h>
#include <string.h>
#include <sys/wait.h>
#include <glib/gstdio.h>

#include "wg-autosave.h"
#include "wg-game-json.h"
#include "wg-record-json.h"
#include "wg-session.h"
#include "wg-crash-steps.h"
#include "wg-test-files.h"

#define WAIT_LIMIT_US (120 * G_USEC_PER_SEC)

static const char *driver;

/* The game the session opens, copied into @dir, and its text. */
static char *
copy_game (const char *dir,
           char      **text)
{
  g_autofree char *source = g_test_build_filename (G_TEST_DIST, "data", WG_CRASH_GAME, NULL);
  g_autoptr (GError) error = NULL;
  char *path = g_build_filename (dir, WG_CRASH_GAME, NULL);

  g_assert_true (g_file_get_contents (source, text, NULL, &error));
  g_assert_true (g_file_set_contents (path, *text, -1, &error));
  g_assert_no_error (error);
  return path;
}

static char **
driver_env (const char *state_dir)
{
  return g_environ_setenv (g_get_environ (), "WG_STATE_DIR", state_dir, TRUE);
}

/* Reads "confirmed K" lines until K ≥ @threshold; returns the last K read. */
static guint
wait_for_confirmed (GIOChannel *out,
                    guint       threshold)
{
  gint64 deadline = g_get_monotonic_time () + WAIT_LIMIT_US;
  guint  confirmed = 0;

  while (confirmed < threshold)
    {
      g_autofree char *line = NULL;
      g_autoptr (GError) error = NULL;
      GIOStatus status = g_io_channel_read_line (out, &line, NULL, NULL, &error);

      g_assert_no_error (error);
      g_assert_cmpint (status, ==, G_IO_STATUS_NORMAL); /* the driver died early */
      g_assert_true (g_str_has_prefix (line, "confirmed "));
      confirmed = (guint) g_ascii_strtoull (line + strlen ("confirmed "), NULL, 10);
      g_assert_cmpint (g_get_monotonic_time (), <, deadline);
    }
  return confirmed;
}

/* Runs a session, SIGKILLs it once @threshold steps are confirmed, and
 * returns the last step it had confirmed. */
static guint
run_and_kill (const char *game,
              const char *state_dir,
              guint       threshold)
{
  const char *argv[] = { driver, "session", game, NULL };
  g_auto (GStrv) env = driver_env (state_dir);
  g_autoptr (GError) error = NULL;
  g_autoptr (GIOChannel) out = NULL;
  GPid  pid;
  int   out_fd, status;
  guint confirmed;

  g_assert_true (g_spawn_async_with_pipes (NULL, (char **) argv, env, G_SPAWN_DO_NOT_REAP_CHILD,
                                           NULL, NULL, &pid, NULL, &out_fd, NULL, &error));
  g_assert_no_error (error);
  out = g_io_channel_unix_new (out_fd);
  g_io_channel_set_close_on_unref (out, TRUE);
  confirmed = wait_for_confirmed (out, threshold);

  g_assert_cmpint (kill (pid, SIGKILL), ==, 0);
  g_assert_cmpint (waitpid (pid, &status, 0), ==, pid);
  g_assert_true (WIFSIGNALED (status) && WTERMSIG (status) == SIGKILL);
  g_spawn_close_pid (pid);
  return confirmed;
}

/* The tables after each step, as the session made them. */
static GPtrArray *
expected_tables (const char *game_path)
{
  g_autoptr (GError) error = NULL;
  GPtrArray *tables = g_ptr_array_new_with_free_func (g_free);
  WgGame    *game = wg_game_load_from_file (game_path, &error);

  g_assert_no_error (error);
  g_ptr_array_add (tables, wg_game_to_data (game, NULL));
  for (guint k = 1; k <= WG_CRASH_STEPS; k++)
    {
      g_autofree char *description = NULL;
      WgGame          *next = wg_crash_step (game, k, &description, &error);

      g_assert_no_error (error);
      wg_game_free (game);
      game = next;
      g_ptr_array_add (tables, wg_game_to_data (game, NULL));
    }
  wg_game_free (game);
  return tables;
}

/* Kill after @threshold confirmed steps, restart, restore. */
static void
test_kill_and_restore (gconstpointer data)
{
  guint threshold = GPOINTER_TO_UINT (data);
  g_autoptr (GError) error = NULL;
  g_autofree char *home = g_dir_make_tmp ("wg-crash-XXXXXX", &error);
  g_autofree char *state_dir = g_build_filename (home, "state", NULL);
  g_autofree char *original = NULL;
  g_autofree char *game = copy_game (home, &original);
  g_autofree char *game_uri = NULL;
  g_autoptr (GPtrArray) tables = expected_tables (game);
  const char *argv[] = { driver, "restore", NULL };
  g_auto (GStrv) env = driver_env (state_dir);
  g_autofree char *out = NULL;
  g_autofree char *err = NULL;
  g_auto (GStrv) lines = NULL;
  const char *restored;
  guint       confirmed, step = 0;
  int         status;

  g_assert_no_error (error);
  confirmed = run_and_kill (game, state_dir, threshold);
  g_assert_cmpuint (confirmed, >=, threshold);

  /* The restart. */
  g_assert_true (g_spawn_sync (NULL, (char **) argv, env, G_SPAWN_DEFAULT, NULL, NULL, &out, &err,
                               &status, &error));
  g_assert_no_error (error);
  if (!g_spawn_check_wait_status (status, NULL))
    g_error ("the restart failed: %s%s", out, err);
  lines = g_strsplit (out, "\n", 3);
  g_assert_cmpuint (g_strv_length (lines), ==, 3);
  game_uri = g_filename_to_uri (game, NULL, NULL);
  g_assert_cmpstr (lines[0], ==, game_uri); /* still the game's file */
  g_assert_cmpstr (lines[1], ==, "dirty");  /* and not saved */

  /* The table after step `step`, and no confirmed step missing. */
  restored = lines[2];
  while (step < tables->len && !g_str_equal (restored, g_ptr_array_index (tables, step)))
    step++;
  if (step == tables->len)
    g_error ("the restored game is no table of the session:\n%s", restored);
  g_test_message ("killed after %u confirmed steps; restored step %u", confirmed, step);
  g_assert_cmpuint (step, >=, confirmed);

  /* The game's file was never touched: only saving writes it. */
  {
    g_autofree char *text = NULL;

    g_assert_true (g_file_get_contents (game, &text, NULL, &error));
    g_assert_no_error (error);
    g_assert_cmpstr (text, ==, original);
  }

  g_assert_true (wg_test_remove_tree (state_dir));
  g_assert_cmpint (g_unlink (game), ==, 0);
  g_assert_cmpint (g_rmdir (home), ==, 0);
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

static void
apply_step (WgSession *session,
            guint      k)
{
  g_autoptr (GError) error = NULL;
  g_autofree char *description = NULL;
  WgGame          *next = wg_crash_step (wg_session_get_game (session), k, &description, &error);

  g_assert_no_error (error);
  g_assert_true (wg_session_apply (session, next, description, &error));
  g_assert_no_error (error);
}

/* Saving over a file keeps it as NAME~: the file as opened, then each
 * previous save; Save As over another file keeps that one. */
static void
test_save_keeps_backup (void)
{
  g_autoptr (GError) error = NULL;
  g_autofree char *home = g_dir_make_tmp ("wg-crash-XXXXXX", &error);
  g_autofree char *state_dir = g_build_filename (home, "state", NULL);
  g_autofree char *original = NULL;
  g_autofree char *game = copy_game (home, &original);
  g_autofree char *backup = g_strconcat (game, "~", NULL);
  g_autofree char *other = g_build_filename (home, "other.json", NULL);
  g_autofree char *other_backup = g_strconcat (other, "~", NULL);
  g_autoptr (GFile) file = g_file_new_for_path (game);
  g_autoptr (GFile) other_file = g_file_new_for_path (other);
  g_autoptr (WgSession) session = wg_session_new ();
  g_autofree char *first_save = NULL;
  g_autofree char *text = NULL;

  g_assert_no_error (error);
  wg_session_set_autosave_dir (session, state_dir);
  g_assert_true (wg_session_load_file (session, file, &error));
  g_assert_no_error (error);

  apply_step (session, 1);
  g_assert_true (wg_session_save (session, &error));
  g_assert_no_error (error);
  text = read_text (backup);
  g_assert_cmpstr (text, ==, original);
  g_clear_pointer (&text, g_free);
  first_save = read_text (game);

  apply_step (session, 2);
  g_assert_true (wg_session_save (session, &error));
  g_assert_no_error (error);
  text = read_text (backup);
  g_assert_cmpstr (text, ==, first_save);
  g_clear_pointer (&text, g_free);

  g_assert_true (g_file_set_contents (other, "not a game, but someone's", -1, NULL));
  g_assert_true (wg_session_save_as (session, other_file, &error));
  g_assert_no_error (error);
  text = read_text (other_backup);
  g_assert_cmpstr (text, ==, "not a game, but someone's");

  wg_session_close (session);
  g_assert_cmpint (g_unlink (other_backup), ==, 0);
  g_assert_cmpint (g_unlink (other), ==, 0);
  g_assert_cmpint (g_unlink (backup), ==, 0);
  g_assert_cmpint (g_unlink (game), ==, 0);
  g_rmdir (state_dir);
  g_assert_cmpint (g_rmdir (home), ==, 0);
}

/* ---- The application, two windows ---- */

/* Reads "confirmed W K" lines until @total edits are confirmed in all;
 * the last K of each window in @confirmed. */
static void
wait_for_windows (GIOChannel *out,
                  guint       total,
                  guint       confirmed[2])
{
  gint64 deadline = g_get_monotonic_time () + WAIT_LIMIT_US;

  confirmed[0] = confirmed[1] = 0;
  while (confirmed[0] + confirmed[1] < total)
    {
      g_autofree char *line = NULL;
      g_autoptr (GError) error = NULL;
      GIOStatus status = g_io_channel_read_line (out, &line, NULL, NULL, &error);
      guint     w, k;

      g_assert_no_error (error);
      g_assert_cmpint (status, ==, G_IO_STATUS_NORMAL); /* the driver died early */
      g_assert_cmpint (sscanf (line, "confirmed %u %u", &w, &k), ==, 2);
      g_assert_cmpuint (w, <, 2);
      confirmed[w] = k;
      g_assert_cmpint (g_get_monotonic_time (), <, deadline);
    }
}

/* The step of @tables that @text is, or fails. */
static guint
step_of (GPtrArray  *tables,
         const char *text)
{
  for (guint step = 0; step < tables->len; step++)
    if (g_str_equal (text, g_ptr_array_index (tables, step)))
      return step;
  g_error ("the restored game is no table of the session:\n%s", text);
}

/* Issue 21, item 1: `warpgate-companion a.json b.json`, both changed,
 * SIGKILLed at a point drawn from a seed (printed; WG_CRASH_SEED=N runs it
 * again): the next start offers BOTH, each in a window of its own, each
 * with its file and no confirmed edit missing. */
static void
test_two_windows (void)
{
  g_autoptr (GError) error = NULL;
  g_autofree char *home = g_dir_make_tmp ("wg-crash-XXXXXX", &error);
  g_autofree char *state_dir = g_build_filename (home, "state", NULL);
  g_autofree char *original = NULL;
  g_autofree char *first = copy_game (home, &original);
  g_autofree char *a = g_build_filename (home, "a.json", NULL);
  g_autofree char *b = g_build_filename (home, "b.json", NULL);
  g_autoptr (GPtrArray) tables = expected_tables (first);
  const char *seed_text = g_getenv ("WG_CRASH_SEED");
  guint32     seed = seed_text != NULL ? (guint32) g_ascii_strtoull (seed_text, NULL, 10)
                                       : g_random_int ();
  g_autoptr (GRand) rand = g_rand_new_with_seed (seed);
  guint       total = (guint) g_rand_int_range (rand, 2, 160);
  const char *argv[] = { driver, "windows", a, b, NULL };
  const char *offers_argv[] = { driver, "offers", NULL };
  g_auto (GStrv) env = driver_env (state_dir);
  g_autoptr (GIOChannel) out = NULL;
  g_autofree char *offers = NULL;
  g_autofree char *err = NULL;
  g_auto (GStrv) records = NULL;
  guint confirmed[2], found = 0;
  GPid  pid;
  int   out_fd, status;

  g_assert_no_error (error);
  g_test_message ("seed %u (WG_CRASH_SEED=%u repeats it): killed after %u edits", seed, seed,
                  total);
  g_assert_cmpint (g_rename (first, a), ==, 0);
  g_assert_true (g_file_set_contents (b, original, -1, NULL));

  g_assert_true (g_spawn_async_with_pipes (NULL, (char **) argv, env, G_SPAWN_DO_NOT_REAP_CHILD,
                                           NULL, NULL, &pid, NULL, &out_fd, NULL, &error));
  g_assert_no_error (error);
  out = g_io_channel_unix_new (out_fd);
  g_io_channel_set_close_on_unref (out, TRUE);
  wait_for_windows (out, total, confirmed);
  g_assert_cmpint (kill (pid, SIGKILL), ==, 0);
  g_assert_cmpint (waitpid (pid, &status, 0), ==, pid);
  g_assert_true (WIFSIGNALED (status) && WTERMSIG (status) == SIGKILL);
  g_spawn_close_pid (pid);
  g_test_message ("confirmed: a.json %u, b.json %u", confirmed[0], confirmed[1]);
  g_assert_cmpuint (confirmed[0], >=, 1);
  g_assert_cmpuint (confirmed[1], >=, 1);

  /* The next start. */
  g_assert_true (g_spawn_sync (NULL, (char **) offers_argv, env, G_SPAWN_DEFAULT, NULL, NULL,
                               &offers, &err, &status, &error));
  g_assert_no_error (error);
  if (!g_spawn_check_wait_status (status, NULL))
    g_error ("the restart failed: %s%s", offers, err);
  records = g_strsplit (offers, "\n--\n", -1);
  for (guint i = 0; records[i] != NULL && *records[i] != '\0'; i++)
    {
      g_auto (GStrv) lines = g_strsplit (records[i], "\n", 4);
      g_autofree char *uri_a = g_filename_to_uri (a, NULL, NULL);
      g_autofree char *uri_b = g_filename_to_uri (b, NULL, NULL);
      guint            w, step;

      g_assert_cmpuint (g_strv_length (lines), ==, 4);
      g_assert_cmpstr (lines[0], ==, "offered");
      g_assert_true (g_str_equal (lines[1], uri_a) || g_str_equal (lines[1], uri_b));
      w = g_str_equal (lines[1], uri_b);
      g_assert_false (found & (1u << w)); /* each once */
      found |= 1u << w;
      g_assert_cmpstr (lines[2], ==, "dirty");
      step = step_of (tables, lines[3]);
      g_test_message ("window %u: confirmed %u, restored step %u", w, confirmed[w], step);
      g_assert_cmpuint (step, >=, confirmed[w]);
    }
  g_assert_cmpuint (found, ==, 3); /* both */

  /* Nothing more is offered, and the files were never touched. */
  {
    g_autofree char *text = NULL;
    g_auto (GStrv) left = wg_autosave_find_orphans (state_dir);

    g_assert_cmpuint (g_strv_length (left), ==, 0);
    text = read_text (a);
    g_assert_cmpstr (text, ==, original);
    g_free (text);
    text = read_text (b);
    g_assert_cmpstr (text, ==, original);
  }
  g_assert_true (wg_test_remove_tree (state_dir));
  g_assert_cmpint (g_unlink (a), ==, 0);
  g_assert_cmpint (g_unlink (b), ==, 0);
  g_assert_cmpint (g_rmdir (home), ==, 0);
}

/* ---- A kill during the user's Save ---- */

/* The step of @tables whose text @text is, 0 also for @original (the file
 * as first written, not in the session's layout), or -1: a partial file.
 * The session writes the game with its record (issue 32): the table is
 * compared without it, and the record must hold as many steps. */
static int
text_step (GPtrArray  *tables,
           const char *original,
           const char *text)
{
  g_autoptr (WgRecord) record = NULL;
  g_autoptr (WgGame) game = NULL;
  g_autofree char *table = NULL;
  gsize            length = 0;

  if (g_str_equal (text, original))
    return 0;
  game = wg_game_load_with_record (text, strlen (text), &record, NULL);
  if (game == NULL)
    return -1;
  table = wg_game_to_data (game, &length);
  for (guint step = 1; step < tables->len; step++)
    if (g_str_equal (table, g_ptr_array_index (tables, step)))
      {
        g_assert_nonnull (record);
        g_assert_cmpuint (wg_record_get_n_steps (record), ==, step);
        return (int) step;
      }
  return -1;
}

/* Issue 21: the session saving after every edit (wg-crash-driver saves),
 * SIGKILLed while saving — once "saving N" is read, after a delay of D µs,
 * N and D drawn from a seed the test prints (WG_CRASH_SEED=N repeats it).
 * Its output up to its death says C, the last confirmed edit, and S, the
 * last save that returned. Then:
 *   - GAME.json is whole: the first text or the table of a step F with
 *     S ≤ F ≤ C (never partial, never older than a finished save);
 *   - GAME.json~, when there is one, is whole too and not newer than F;
 *   - nothing confirmed is lost: when F < C (the save of C did not reach
 *     the disk), the autosave is offered, with the file and a step ≥ C;
 *     any autosave offered restores (never a broken one) to a step ≥ C. */
static void
test_kill_during_save (void)
{
  const char *seed_text = g_getenv ("WG_CRASH_SEED");
  guint32     seed = seed_text != NULL ? (guint32) g_ascii_strtoull (seed_text, NULL, 10)
                                       : g_random_int ();
  g_autoptr (GRand) rand = g_rand_new_with_seed (seed);
  guint behind = 0, offered = 0;

  g_test_message ("seed %u (WG_CRASH_SEED=%u repeats it)", seed, seed);
  for (guint round = 0; round < 8; round++)
    {
      g_autoptr (GError) error = NULL;
      g_autofree char *home = g_dir_make_tmp ("wg-crash-XXXXXX", &error);
      g_autofree char *state_dir = g_build_filename (home, "state", NULL);
      g_autofree char *original = NULL;
      g_autofree char *game = copy_game (home, &original);
      g_autofree char *backup = g_strconcat (game, "~", NULL);
      g_autoptr (GPtrArray) tables = expected_tables (game);
      guint       n = (guint) g_rand_int_range (rand, 1, 40);
      guint       delay = (guint) g_rand_int_range (rand, 0, 30000);
      const char *argv[] = { driver, "saves", game, NULL };
      g_auto (GStrv) env = driver_env (state_dir);
      g_autoptr (GIOChannel) out = NULL;
      g_autofree char *text = NULL;
      g_auto (GStrv) orphans = NULL;
      guint    confirmed = 0, saved = 0, saving = 0;
      int      file_step, auto_step = -1;
      gboolean killed = FALSE;
      GPid     pid;
      int      out_fd, status;
      gint64   deadline = g_get_monotonic_time () + WAIT_LIMIT_US;

      g_assert_no_error (error);
      g_assert_true (g_spawn_async_with_pipes (NULL, (char **) argv, env,
                                               G_SPAWN_DO_NOT_REAP_CHILD, NULL, NULL, &pid,
                                               NULL, &out_fd, NULL, &error));
      g_assert_no_error (error);
      out = g_io_channel_unix_new (out_fd);
      g_io_channel_set_close_on_unref (out, TRUE);
      /* Every line the driver wrote, up to its death. */
      for (;;)
        {
          g_autofree char *line = NULL;
          GIOStatus        status_ = g_io_channel_read_line (out, &line, NULL, NULL, &error);
          guint            k;

          g_assert_no_error (error);
          if (status_ == G_IO_STATUS_EOF)
            break;
          g_assert_cmpint (status_, ==, G_IO_STATUS_NORMAL);
          if (sscanf (line, "confirmed %u", &k) == 1)
            confirmed = k;
          else if (sscanf (line, "saving %u", &k) == 1)
            saving = k;
          else if (sscanf (line, "saved %u", &k) == 1)
            saved = k;
          else
            g_error ("the driver said: %s", line);
          if (!killed && saving == n)
            {
              g_usleep (delay);
              g_assert_cmpint (kill (pid, SIGKILL), ==, 0);
              killed = TRUE;
            }
          g_assert_cmpint (g_get_monotonic_time (), <, deadline);
        }
      g_assert_true (killed); /* the driver died early otherwise */
      g_assert_cmpint (waitpid (pid, &status, 0), ==, pid);
      g_assert_true (WIFSIGNALED (status) && WTERMSIG (status) == SIGKILL);
      g_spawn_close_pid (pid);

      text = read_text (game);
      file_step = text_step (tables, original, text);
      g_test_message ("round %u: kill %u us after saving %u; confirmed %u, saved %u; "
                      "the file is step %d",
                      round, delay, n, confirmed, saved, file_step);
      if (file_step < 0)
        g_error ("round %u: the saved file is partial:\n%s", round, text);
      g_assert_cmpint (file_step, >=, (int) saved);
      g_assert_cmpint (file_step, <=, (int) confirmed);
      if (g_file_test (backup, G_FILE_TEST_EXISTS))
        {
          g_autofree char *kept = read_text (backup);
          int              backup_step = text_step (tables, original, kept);

          if (backup_step < 0)
            g_error ("round %u: the backup is partial:\n%s", round, kept);
          g_assert_cmpint (backup_step, <=, file_step);
        }

      orphans = wg_autosave_find_orphans (state_dir);
      g_assert_cmpuint (g_strv_length (orphans), <=, 1);
      if (orphans[0] != NULL)
        {
          g_autoptr (GFile) file = NULL;
          g_autoptr (GFile) game_file = g_file_new_for_path (game);
          g_autoptr (WgRecord) record = NULL;
          WgGame          *restored = wg_autosave_read (orphans[0], &record, &file, NULL, &error);
          g_autofree char *data = NULL;

          g_assert_no_error (error);
          data = wg_game_with_record_to_data (restored, record, NULL);
          wg_game_free (restored);
          auto_step = text_step (tables, "", data);
          g_assert_cmpint (auto_step, >=, (int) confirmed);
          g_assert_nonnull (file);
          g_assert_true (g_file_equal (file, game_file));
          offered++;
        }
      if (file_step < (int) confirmed)
        {
          behind++;
          g_assert_cmpint (auto_step, >=, (int) confirmed);
        }

      g_assert_true (wg_test_remove_tree (state_dir));
      g_assert_cmpint (g_unlink (game), ==, 0);
      g_unlink (backup);
      /* The temporary file of the killed save, if it had made one: only
       * the next save of the file removes it (wg_json_write_file). */
      {
        g_autoptr (GDir) listing = g_dir_open (home, 0, NULL);
        const char *name;

        while (listing != NULL && (name = g_dir_read_name (listing)) != NULL)
          {
            g_autofree char *path = g_build_filename (home, name, NULL);

            g_assert_true (g_str_has_prefix (name, "." WG_CRASH_GAME ".wg-save-"));
            g_assert_cmpint (g_unlink (path), ==, 0);
          }
      }
      g_assert_cmpint (g_rmdir (home), ==, 0);
    }
  g_test_message ("%u kills before the save reached the disk; %u autosaves offered", behind,
                  offered);
}

int
main (int   argc,
      char *argv[])
{
  static const guint thresholds[] = { 1, 2, 3, 5, 8, 13, 21, 55, 144, WG_CRASH_STEPS };

  g_test_init (&argc, &argv, NULL);
  /* Meson passes the driver's path (tests/app/meson.build). */
  driver = argc > 1 ? argv[1] : g_getenv ("WG_CRASH_DRIVER");
  g_assert_nonnull (driver);
  for (guint i = 0; i < G_N_ELEMENTS (thresholds); i++)
    {
      g_autofree char *name = g_strdup_printf ("/wg/app/crash/kill-after-%u", thresholds[i]);

      g_test_add_data_func (name, GUINT_TO_POINTER (thresholds[i]), test_kill_and_restore);
    }
  g_test_add_func ("/wg/app/crash/save-keeps-backup", test_save_keeps_backup);
  g_test_add_func ("/wg/app/crash/two-windows", test_two_windows);
  g_test_add_func ("/wg/app/crash/kill-during-save", test_kill_during_save);
  return g_test_run ();
}
