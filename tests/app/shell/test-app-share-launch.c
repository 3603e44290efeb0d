/* test-app-share-launch.c — `warpgate-companion --share[=ADDRESS:PORT] GAME`, run for real
 * Copyright 2026 The Warpgate Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "wg-test-fetch.h"

static const char *app; /* the program, from Meson */

#define WAIT_US (20 * G_USEC_PER_SEC)

#define iterate_until(done) wg_test_iterate_within (done, WAIT_US)

static void
line_read (GObject      *source,
           GAsyncResult *result,
           gpointer      user_data)
{
  char **line = user_data;
  g_autoptr (GError) error = NULL;

  *line = g_data_input_stream_read_line_finish_utf8 (G_DATA_INPUT_STREAM (source), result, NULL,
                                                     &error);
  g_assert_no_error (error);
  g_assert_nonnull (*line);
}

/* Starts the app with @args (after the program) and returns the first line
 * it prints: the page's address. */
static char *
launch (const char *const *args,
        GSubprocess      **process)
{
  g_autoptr (GPtrArray) argv = g_ptr_array_new ();
  g_autoptr (GError) error = NULL;
  g_autoptr (GDataInputStream) out = NULL;
  char *line = NULL;

  g_ptr_array_add (argv, (gpointer) app);
  for (guint i = 0; args[i] != NULL; i++)
    g_ptr_array_add (argv, (gpointer) args[i]);
  g_ptr_array_add (argv, NULL);
  *process = g_subprocess_newv ((const char *const *) argv->pdata,
                                G_SUBPROCESS_FLAGS_STDOUT_PIPE, &error);
  g_assert_no_error (error);
  out = g_data_input_stream_new (g_subprocess_get_stdout_pipe (*process));
  g_data_input_stream_read_line_async (out, G_PRIORITY_DEFAULT, NULL, line_read, &line);
  iterate_until (line != NULL);
  return line;
}

static void
stop (GSubprocess *process)
{
  g_subprocess_force_exit (process);
  g_assert_true (g_subprocess_wait (process, NULL, NULL));
}

/* The page at @line (a loopback address) shares app-ruler.json. */
static void
assert_shares_ruler (const char *line)
{
  g_autoptr (GRegex) form = g_regex_new ("^http://127\\.0\\.0\\.1:[0-9]+/[0-9a-f]{32}/$", 0, 0,
                                         NULL);
  g_autoptr (SoupSession) client = soup_session_new ();
  g_autofree char *state_url = g_strconcat (line, "state.json", NULL);
  g_autofree char *state = NULL;
  guint            status = 0;

  g_assert_true (g_regex_match (form, line, 0, NULL));
  state = wg_test_fetch_text (client, state_url, &status);
  g_assert_cmpuint (status, ==, 200);
  g_assert_nonnull (strstr (state, "\"board\":\"Ruler test\""));
}

/* The app starts sharing app-ruler.json at once and prints its address,
 * token included, as one line; the page answers there, and nowhere
 * without the token. */
static void
test_share_at_launch (void)
{
  g_autofree char *game = g_test_build_filename (G_TEST_DIST, "data", "app-ruler.json", NULL);
  const char      *args[] = { "--share=127.0.0.1:0", game, NULL };
  g_autoptr (GSubprocess) process = NULL;
  g_autoptr (SoupSession) client = soup_session_new ();
  g_autofree char *line = launch (args, &process);
  g_autofree char *root = NULL;
  g_autofree char *refused = NULL;
  guint            status = 0;

  assert_shares_ruler (line);
  root = g_strndup (line, strstr (line + strlen ("http://"), "/") - line + 1);
  refused = wg_test_fetch_text (client, root, &status);
  g_assert_cmpuint (status, ==, 403);
  stop (process);
}

/* `--share GAME`, as the guide writes it: GAME is the game to open, not
 * --share's ADDRESS:PORT; the app shares it at the local network's address
 * (only its form is checked: the suite talks to loopback alone). */
static void
test_share_then_game (void)
{
  g_autofree char *game = g_test_build_filename (G_TEST_DIST, "data", "app-ruler.json", NULL);
  const char      *args[] = { "--share", game, NULL };
  g_autoptr (GSubprocess) process = NULL;
  g_autoptr (GRegex) form = g_regex_new ("^http://[0-9.]+:[0-9]+/[0-9a-f]{32}/$", 0, 0, NULL);
  g_autofree char *line = launch (args, &process);

  g_assert_true (g_regex_match (form, line, 0, NULL));
  stop (process);
}

/* A bare --share before GAME leaves GAME to be opened, whatever comes
 * after; a later --share=ADDRESS:PORT says where to listen. */
static void
test_share_then_game_then_address (void)
{
  g_autofree char *game = g_test_build_filename (G_TEST_DIST, "data", "app-ruler.json", NULL);
  const char      *args[] = { "--share", game, "--share=127.0.0.1:0", NULL };
  g_autoptr (GSubprocess) process = NULL;
  g_autofree char *line = launch (args, &process);

  assert_shares_ruler (line);
  stop (process);
}

/* `--share ADDRESS:PORT GAME`: an argument that reads as ADDRESS:PORT and
 * names no file is still --share's value. */
static void
test_share_address_then_game (void)
{
  g_autofree char *game = g_test_build_filename (G_TEST_DIST, "data", "app-ruler.json", NULL);
  const char      *args[] = { "--share", "127.0.0.1:0", game, NULL };
  g_autoptr (GSubprocess) process = NULL;
  g_autofree char *line = launch (args, &process);

  assert_shares_ruler (line);
  stop (process);
}

/* A bad ADDRESS:PORT: the app says what is wrong and does not start. */
static void
test_bad_address (void)
{
  g_autofree char *game = g_test_build_filename (G_TEST_DIST, "data", "app-ruler.json", NULL);
  g_autoptr (GError) error = NULL;
  g_autoptr (GSubprocess) process =
    g_subprocess_new (G_SUBPROCESS_FLAGS_STDOUT_PIPE | G_SUBPROCESS_FLAGS_STDERR_PIPE, &error,
                      app, "--share=tv.local:80", game, NULL);
  g_autofree char *out = NULL;
  g_autofree char *err = NULL;

  g_assert_no_error (error);
  g_assert_true (g_subprocess_communicate_utf8 (process, NULL, NULL, &out, &err, &error));
  g_assert_no_error (error);
  g_assert_false (g_subprocess_get_successful (process));
  g_assert_cmpstr (out, ==, "");
  g_assert_nonnull (strstr (err, "tv.local:80"));
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  /* Meson passes the app's path (tests/app/meson.build). */
  app = argc > 1 ? argv[1] : g_getenv ("WG_APP");
  g_assert_nonnull (app);
  g_test_add_func ("/wg/share/launch/prints-address", test_share_at_launch);
  g_test_add_func ("/wg/share/launch/share-then-game", test_share_then_game);
  g_test_add_func ("/wg/share/launch/share-then-game-then-address",
                   test_share_then_game_then_address);
  g_test_add_func ("/wg/share/launch/share-address-then-game", test_share_address_then_game);
  g_test_add_func ("/wg/share/launch/bad-address", test_bad_address);
  return g_test_run ();
}
