/* wg-crash-driver.c — the app's session in a process of its own, for test-app-crash.c
 * Copyright 2026 The Warpgate Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 *   wg-crash-driver session GAME.json
 *       Opens GAME.json as the app does and makes the crash test's edits
 *       (wg-crash-steps.h) through the session, one history step each,
 *       printing "confirmed K" once the K-th has returned (the session
 *       writes its autosave before that). Then waits to be killed.
 *   wg-crash-driver restore
 *       Starts as the app does after a crash: finds an autosave it did not
 *       write, restores it, and prints the file it belongs to, whether it
 *       is dirty, then the game (wg_game_to_data).
 *
 * The autosave folder is $WG_STATE_DIR, as in the app.
 */
#include <stdio.h>
#include <stdlib.h>

#include "wg-game-json.h"
#include "wg-session.h"
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

static int
run_restore (void)
{
  g_autoptr (WgSession) session = wg_session_new ();
  g_autoptr (GError) error = NULL;
  g_autofree char *uri = NULL;
  g_autofree char *data = NULL;

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

int
main (int   argc,
      char *argv[])
{
  if (argc == 3 && g_str_equal (argv[1], "session"))
    run_session (argv[2]);
  if (argc == 2 && g_str_equal (argv[1], "restore"))
    return run_restore ();
  fprintf (stderr, "usage: wg-crash-driver session GAME.json | restore\n");
  return 2;
}
