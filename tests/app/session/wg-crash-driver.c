/* wg-crash-driver.c — the app's session in a process of its own, for test-app-crash.c
 * Copyright 2026 The Warpgate Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 *   wg-crash-driver session GAME.json
 *       Opens GAME.json as the app does and makes the crash test's edits
 *       (wg-crash-steps.h) through the session, one history step each,
 *       printing "confirmed K" once the K-th has returned (the session
 *       writes its autosave before that). Then waits to be killed.
 *   wg-crash-driver saves GAME.json
 *       Like session, but saves after every edit as the user's Save does
 *       (wg_session_save, keeping GAME.json~): for each step K, "confirmed
 *       K" once the edit has returned, "saving K" just before the save and
 *       "saved K" after it. Then waits to be killed.
 *   wg-crash-driver restore
 *       Starts as the app does after a crash: finds an autosave it did not
 *       write, restores it, and prints the file it belongs to, whether it
 *       is dirty, then the game (wg_game_to_data).
 *   wg-crash-driver windows A.json B.json
 *       The application itself (WgApplication, as `warpgate-companion
 *       A.json B.json` starts it: one window per file), then the crash
 *       test's edits in both windows in turn, printing "confirmed W K"
 *       once window W's (0 for A, 1 for B) K-th edit has returned. Then
 *       waits to be killed.
 *   wg-crash-driver offers
 *       The application started again with no file: prints, for each
 *       window offering to restore a crashed run's game, "offered", the
 *       file, "dirty" or "clean" after Restore, then the game and a line
 *       "--"; then ends cleanly.
 *
 * The autosave folder is $WG_STATE_DIR, as in the app.
 */
#include <stdio.h>
#include <stdlib.h>

#include "wg-application.h"
#include "wg-autosave.h"
#include "wg-game-json.h"
#include "wg-session.h"
#include "wg-window.h"
#include "wg-crash-steps.h"

G_GNUC_NORETURN static void
run_session (const char *path)
{
  g_autoptr (WgSession) session = wg_session_new ();
  g_autoptr (GFile) file = g_file_new_for_path (path);
  g_autoptr (GError) error = NULL;

  if (!wg_session_load_file (session, file, &error))
    g_error ("%s", error->message);
  for (guint k = 1; k <= WG_CRASH_STEPS; k++)
    {
      g_autofree char *description = NULL;
      WgGame          *next = wg_crash_step (wg_session_get_game (session), k, &description, &error);

      if (next == NULL || !wg_session_apply (session, next, description, &error))
        g_error ("step %u: %s", k, error->message);
      printf ("confirmed %u\n", k);
      fflush (stdout);
    }
  /* The session ends only by being killed: it never closes cleanly. */
  for (;;)
    g_usleep (G_USEC_PER_SEC);
}

G_GNUC_NORETURN static void
run_saves (const char *path)
{
  g_autoptr (WgSession) session = wg_session_new ();
  g_autoptr (GFile) file = g_file_new_for_path (path);
  g_autoptr (GError) error = NULL;

  if (!wg_session_load_file (session, file, &error))
    g_error ("%s", error->message);
  for (guint k = 1; k <= WG_CRASH_STEPS; k++)
    {
      g_autofree char *description = NULL;
      WgGame          *next = wg_crash_step (wg_session_get_game (session), k, &description, &error);

      if (next == NULL || !wg_session_apply (session, next, description, &error))
        g_error ("step %u: %s", k, error->message);
      printf ("confirmed %u\nsaving %u\n", k, k);
      fflush (stdout);
      if (!wg_session_save (session, &error))
        g_error ("saving step %u: %s", k, error->message);
      printf ("saved %u\n", k);
      fflush (stdout);
    }
  for (;;)
    g_usleep (G_USEC_PER_SEC);
}

static int
run_restore (void)
{
  g_autoptr (WgSession) session = wg_session_new ();
  g_autoptr (GError) error = NULL;
  g_autofree char *uri = NULL;
  g_autofree char *data = NULL;
  g_auto (GStrv) orphans = wg_autosave_find_orphans (wg_session_get_autosave_dir (session));

  if (g_strv_length (orphans) != 1)
    {
      printf ("%u crashed runs to restore, not 1\n", g_strv_length (orphans));
      return 1;
    }
  if (!wg_session_claim_autosave (session, orphans[0], &error))
    {
      printf ("not claimed: %s\n", error->message);
      return 1;
    }
  if (!wg_session_can_restore (session))
    {
      printf ("nothing to restore\n");
      return 1;
    }
  if (!wg_session_restore (session, &error))
    {
      printf ("refused: %s\n", error->message);
      return 1;
    }
  uri = wg_session_get_file (session) ? g_file_get_uri (wg_session_get_file (session)) : NULL;
  data = wg_game_to_data (wg_session_get_game (session), NULL);
  printf ("%s\n%s\n%s", uri ? uri : "(no file)", wg_session_get_dirty (session) ? "dirty" : "clean",
          data);
  /* Ends cleanly: this run's own autosave goes. */
  wg_session_close (session);
  return 0;
}

/* ---- The application ---- */

static GPtrArray *driven; /* WgWindow, in the order of the files */
static char     **driven_paths;
static guint      next_step[2];

static WgWindow *
window_on (GtkApplication *app,
           const char     *path)
{
  g_autoptr (GFile) wanted = g_file_new_for_path (path);

  for (GList *l = gtk_application_get_windows (app); l != NULL; l = l->next)
    if (WG_IS_WINDOW (l->data))
      {
        GFile *file = wg_session_get_file (wg_window_get_session (l->data));

        if (file != NULL && g_file_equal (file, wanted))
          return l->data;
      }
  return NULL;
}

/* One edit per turn of the main loop, the windows in turn. */
static gboolean
edit_in_turn (gpointer data)
{
  GtkApplication *app = data;
  g_autoptr (GError) error = NULL;

  if (driven->len < 2)
    {
      for (guint w = 0; w < 2; w++)
        if (window_on (app, driven_paths[w]) == NULL)
          return G_SOURCE_CONTINUE;
      for (guint w = 0; w < 2; w++)
        g_ptr_array_add (driven, window_on (app, driven_paths[w]));
    }
  {
    /* The window behind goes next. */
    guint            w = next_step[0] > next_step[1];
    WgSession       *session = wg_window_get_session (g_ptr_array_index (driven, w));
    g_autofree char *description = NULL;
    guint            k = next_step[w] + 1;
    WgGame          *next;

    if (k > WG_CRASH_STEPS)
      return G_SOURCE_CONTINUE; /* all done: waits to be killed */
    next = wg_crash_step (wg_session_get_game (session), k, &description, &error);
    if (next == NULL || !wg_session_apply (session, next, description, &error))
      g_error ("window %u, step %u: %s", w, k, error->message);
    next_step[w] = k;
    printf ("confirmed %u %u\n", w, k);
    fflush (stdout);
  }
  return G_SOURCE_CONTINUE; /* all done: waits to be killed */
}

static void
on_windows_startup (GApplication *app)
{
  g_timeout_add (1, edit_in_turn, app);
}

static int
run_windows (char *argv[])
{
  g_autoptr (WgApplication) app = wg_application_new ();
  char *app_argv[] = { argv[0], argv[2], argv[3], NULL };

  driven = g_ptr_array_new ();
  driven_paths = argv + 2;
  /* Not the desktop's one instance: the test's own process. */
  g_application_set_flags (G_APPLICATION (app),
                           G_APPLICATION_HANDLES_OPEN | G_APPLICATION_NON_UNIQUE);
  g_signal_connect (app, "startup", G_CALLBACK (on_windows_startup), NULL);
  return g_application_run (G_APPLICATION (app), 3, app_argv);
}

static AdwMessageDialog *
dialog_over (GtkWindow *window)
{
  GListModel *toplevels = gtk_window_get_toplevels ();

  for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
    {
      g_autoptr (GtkWindow) toplevel = g_list_model_get_item (toplevels, i);

      if (ADW_IS_MESSAGE_DIALOG (toplevel)
          && gtk_window_get_transient_for (toplevel) == window)
        return ADW_MESSAGE_DIALOG (toplevel);
    }
  return NULL;
}

/* After activate has offered: Restore everywhere, print, end cleanly. */
static gboolean
restore_offered (gpointer data)
{
  GtkApplication *app = data;
  g_autoptr (GList) windows = g_list_copy (gtk_application_get_windows (app));

  for (GList *l = windows; l != NULL; l = l->next)
    {
      WgSession        *session;
      AdwMessageDialog *dialog;
      g_autofree char  *uri = NULL;
      g_autofree char  *text = NULL;

      if (!WG_IS_WINDOW (l->data) || (dialog = dialog_over (l->data)) == NULL)
        continue;
      session = wg_window_get_session (l->data);
      g_assert (wg_session_can_restore (session));
      adw_message_dialog_response (dialog, "restore");
      uri = wg_session_get_file (session) ? g_file_get_uri (wg_session_get_file (session)) : NULL;
      text = wg_game_to_data (wg_session_get_game (session), NULL);
      printf ("offered\n%s\n%s\n%s\n--\n", uri ? uri : "(no file)",
              wg_session_get_dirty (session) ? "dirty" : "clean", text);
    }
  fflush (stdout);
  for (GList *l = windows; l != NULL; l = l->next)
    if (WG_IS_WINDOW (l->data))
      {
        wg_session_close (wg_window_get_session (l->data));
        gtk_window_destroy (l->data);
      }
  return G_SOURCE_REMOVE;
}

static void
on_offers_activate (GApplication *app)
{
  g_idle_add (restore_offered, app);
}

static int
run_offers (char *argv0)
{
  g_autoptr (WgApplication) app = wg_application_new ();
  char *app_argv[] = { argv0, NULL };

  g_application_set_flags (G_APPLICATION (app), G_APPLICATION_NON_UNIQUE);
  /* After the application's own activate, which offers. */
  g_signal_connect_after (app, "activate", G_CALLBACK (on_offers_activate), NULL);
  return g_application_run (G_APPLICATION (app), 1, app_argv);
}

int
main (int   argc,
      char *argv[])
{
  if (argc == 4 && g_str_equal (argv[1], "windows"))
    return run_windows (argv);
  if (argc == 2 && g_str_equal (argv[1], "offers"))
    return run_offers (argv[0]);
  if (argc == 3 && g_str_equal (argv[1], "session"))
    run_session (argv[2]);
  if (argc == 3 && g_str_equal (argv[1], "saves"))
    run_saves (argv[2]);
  if (argc == 2 && g_str_equal (argv[1], "restore"))
    return run_restore ();
  fprintf (stderr, "usage: wg-crash-driver session GAME.json | saves GAME.json | restore | windows A.json B.json"
                   " | offers\n");
  return 2;
}
