/* test-app-share-post.c — what a player's page may write, and every POST refused before a handler
 * Copyright 2026 The Warpgate Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <json.h>
#include <string.h>
#include <sys/socket.h>

#include "wg-edit.h"
#include "wg-share-server-private.h"
#include "wg-test-fetch.h"

/* tests/data/app-ruler.json: blue (player 0) and red (player 1), no
 * Gatekeepers, so each has a seat; round 1, slot 1, blue to play. */

#define WAIT_US (10 * G_USEC_PER_SEC)

typedef struct
{
  WgSession     *session;
  WgShareServer *server;
  SoupSession   *client;
  /* What the route "echo" was handed, each call. */
  guint          calls;
  int            seat;
  char          *seen;
} Fixture;

/* "post::echo": answers 200 with what it read, as text in "seen". */
static guint
on_echo (WgShareServer *server,
         int            seat,
         WgSharePost   *post,
         GString       *reply,
         Fixture       *f)
{
  const char *const *cells = wg_share_post_get_strv (post, "cells");
  g_autofree char   *joined = cells != NULL ? g_strjoinv ("|", (char **) cells) : NULL;
  gint64             x = -1;
  gboolean           trade = FALSE;

  f->calls++;
  f->seat = seat;
  wg_share_post_get_int (post, "x", &x);
  wg_share_post_get_bool (post, "trade-good", &trade);
  g_free (f->seen);
  f->seen = g_strdup_printf ("%s x=%" G_GINT64_FORMAT " trade=%d cells=%s",
                             wg_share_post_get_string (post, "action"), x, trade, joined);
  g_string_append (reply, "{\"ok\":true}");
  return 200;
}

static void
fixture_set_up (Fixture      *f,
                gconstpointer data)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "data", "app-ruler.json", NULL);
  g_autoptr (GFile) file = g_file_new_for_path (path);
  g_autoptr (GError) error = NULL;

  f->session = wg_session_new ();
  wg_session_set_autosave_dir (f->session, NULL);
  g_assert_true (wg_session_load_file (f->session, file, &error));
  f->server = wg_share_server_new (f->session, NULL);
  wg_share_server_add_post_route (f->server, "echo");
  g_signal_connect (f->server, "post::echo", G_CALLBACK (on_echo), f);
  g_assert_true (wg_share_server_start (f->server, "127.0.0.1", 0, &error));
  g_assert_no_error (error);
  f->client = soup_session_new ();
  f->seat = -2;
}

static void
fixture_tear_down (Fixture      *f,
                   gconstpointer data)
{
  g_clear_object (&f->client);
  g_clear_object (&f->server);
  g_clear_object (&f->session);
  g_free (f->seen);
}

/* The page's own origin: "http://127.0.0.1:PORT". */
static char *
own_origin (Fixture *f)
{
  return g_strdup_printf ("http://127.0.0.1:%u", wg_share_server_get_port (f->server));
}

/* @seat's address (WG_SHARE_WATCH: the watch-only one) with @rest. */
static char *
seat_address (Fixture    *f,
              int         seat,
              const char *rest)
{
  const char *url = seat == WG_SHARE_WATCH ? wg_share_server_get_url (f->server)
                                           : wg_share_server_get_seat_url (f->server, seat);

  g_assert_nonnull (url);
  return g_strconcat (url, rest, NULL);
}

/* POSTs @body to @seat's "echo" as the page would: its own origin, JSON. */
static char *
post_echo (Fixture    *f,
           int         seat,
           const char *body,
           guint      *status)
{
  g_autofree char *url = seat_address (f, seat, "echo");
  g_autofree char *origin = own_origin (f);

  return wg_test_post (f->client, url, origin, NULL, body, status);
}

/* A body with the table's version now and @rest ("" or ",\"key\":…"). */
static char *
body_now (Fixture    *f,
          const char *rest)
{
  return g_strdup_printf ("{\"version\":%" G_GUINT64_FORMAT "%s}",
                          wg_share_server_get_version (f->server), rest);
}

/* A POST from a player's page, checked: the handler gets its seat and its
 * values, and the page the handler's answer. */
static void
test_accepted (Fixture      *f,
               gconstpointer data)
{
  g_autofree char *json = body_now (
    f, ",\"action\":\"skirmish\",\"x\":2,\"trade-good\":true,\"cells\":[\"P1\",\"P2\"]");
  /* With white space around, as a person might type it. */
  g_autofree char *body = g_strconcat (" ", json, "\r\n", NULL);
  guint            status = 0;
  g_autofree char *answer = post_echo (f, 1, body, &status);

  g_assert_cmpuint (status, ==, 200);
  g_assert_cmpstr (answer, ==, "{\"ok\":true}");
  g_assert_cmpuint (f->calls, ==, 1);
  g_assert_cmpint (f->seat, ==, 1);
  g_assert_cmpstr (f->seen, ==, "skirmish x=2 trade=1 cells=P1|P2");
}

/* A request as raw bytes (@request's "@HOST@" the server's address,
 * "@PATH@" blue's echo path): the status answered. */
static int
raw_post (Fixture    *f,
          const char *request)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (GSocketClient) client = g_socket_client_new ();
  g_autoptr (GSocketConnection) connection = NULL;
  g_autoptr (GString) text = g_string_new (request);
  g_autofree char *host = g_strdup_printf ("127.0.0.1:%u", wg_share_server_get_port (f->server));
  g_autofree char *url = seat_address (f, 0, "echo");
  GSocket         *socket;
  GString         *answer = g_string_new (NULL);
  gint64           deadline = g_get_monotonic_time () + WAIT_US;
  int              status;

  g_string_replace (text, "@HOST@", host, 0);
  g_string_replace (text, "@PATH@", strstr (url + strlen ("http://"), "/"), 0);
  connection = g_socket_client_connect_to_host (client, host, 0, NULL, &error);
  g_assert_no_error (error);
  socket = g_socket_connection_get_socket (connection);
  g_socket_set_blocking (socket, FALSE);
  g_assert_cmpint (g_socket_send_with_blocking (socket, text->str, text->len, TRUE, NULL, &error),
                   ==, (gssize) text->len);
  while (strstr (answer->str, "\r\n") == NULL)
    {
      char   buf[1024];
      gssize n = g_socket_receive (socket, buf, sizeof buf, NULL, NULL);

      g_assert_cmpint (g_get_monotonic_time (), <, deadline);
      if (n == 0)
        break;
      if (n > 0)
        g_string_append_len (answer, buf, n);
      g_main_context_iteration (NULL, FALSE);
    }
  g_assert_true (g_str_has_prefix (answer->str, "HTTP/1.1 "));
  status = atoi (answer->str + 9);
  g_string_free (answer, TRUE);
  return status;
}

/* Everything refused before a handler: none is called, the table does not
 * change, and each refusal says what is wrong. */
static void
test_refused (Fixture      *f,
              gconstpointer data)
{
  g_autofree char *good = body_now (f, ",\"action\":\"recon\"");
  g_autofree char *origin = own_origin (f);
  g_autofree char *echo = seat_address (f, 0, "echo");
  g_autofree char *watch = seat_address (f, WG_SHARE_WATCH, "echo");
  g_autofree char *state = seat_address (f, 0, "state.json");
  g_autofree char *unknown = seat_address (f, 0, "undo");
  g_autofree char *big = NULL;
  WgHistory       *history = wg_session_get_history (f->session);
  guint            position = wg_history_get_position (history);
  guint64          version = wg_share_server_get_version (f->server);
  const struct
  {
    const char *url, *origin, *type, *body;
    guint       status;
    const char *says;
  } cases[] = {
    /* The watch-only address proposes nothing. */
    { watch, origin, NULL, good, 403, "watch-only" },
    /* Another site, no Origin, and a sandboxed page's "null". */
    { echo, "http://evil.example", NULL, good, 403, "shared page itself" },
    { echo, NULL, NULL, good, 403, "shared page itself" },
    { echo, "null", NULL, good, 403, "shared page itself" },
    { echo, "https://127.0.0.1", NULL, good, 403, "shared page itself" },
    /* A form's type. */
    { echo, origin, "application/x-www-form-urlencoded", good, 415, "JSON" },
    { echo, origin, "text/plain", good, 415, "JSON" },
    /* No such write; a read-only route. */
    { unknown, origin, NULL, good, 404, "Not found" },
    { state, origin, NULL, good, 405, "read-only" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      guint            status = 0;
      g_autofree char *answer = wg_test_post (f->client, cases[i].url, cases[i].origin,
                                              cases[i].type, cases[i].body, &status);

      g_test_message ("%u: %u %s", i, status, answer);
      g_assert_cmpuint (status, ==, cases[i].status);
      g_assert_nonnull (strstr (answer, cases[i].says));
    }
  /* A GET of a write. */
  {
    guint status = 0;
    g_autoptr (GBytes) answer = wg_test_fetch (f->client, "GET", echo, NULL, &status, NULL);

    g_assert_cmpuint (status, ==, 405);
  }
  /* Bodies the connection refuses: too large, of no length, chunked; and
   * a Host that is not this server's (a name rebound to it). */
  big = g_strdup_printf ("POST @PATH@ HTTP/1.1\r\nHost: @HOST@\r\nOrigin: http://@HOST@\r\n"
                         "Content-Type: application/json\r\nContent-Length: %d\r\n\r\n",
                         WG_SHARE_MAX_BODY + 1);
  g_assert_cmpint (raw_post (f, big), ==, 413);
  g_assert_cmpint (raw_post (f, "POST @PATH@ HTTP/1.1\r\nHost: @HOST@\r\n"
                                "Content-Type: application/json\r\n\r\n"),
                   ==, 411);
  g_assert_cmpint (raw_post (f, "POST @PATH@ HTTP/1.1\r\nHost: @HOST@\r\n"
                                "Transfer-Encoding: chunked\r\n\r\n0\r\n\r\n"),
                   ==, 413);
  g_assert_cmpint (raw_post (f, "POST @PATH@ HTTP/1.1\r\nHost: evil.example:80\r\n"
                                "Origin: http://evil.example:80\r\nContent-Length: 2\r\n\r\n{}"),
                   ==, 421);

  g_assert_cmpuint (f->calls, ==, 0);
  g_assert_cmpuint (wg_history_get_position (history), ==, position);
  g_assert_cmpuint (wg_share_server_get_version (f->server), ==, version);
}

/* Bodies that are not one small flat object with the version now: 400
 * naming what is wrong, or 409 with the version now. */
static void
test_bodies (Fixture      *f,
             gconstpointer data)
{
  guint64 v = wg_share_server_get_version (f->server);
  g_autoptr (GString) many_keys = g_string_new ("{");
  g_autoptr (GString) many_cells = g_string_new (NULL);
  g_autofree char *stale = g_strdup_printf ("{\"version\":%" G_GUINT64_FORMAT "}", v + 1);
  g_autofree char *nested = g_strdup_printf ("{\"version\":%" G_GUINT64_FORMAT ",\"a\":{}}", v);
  g_autofree char *real = g_strdup_printf ("{\"version\":%" G_GUINT64_FORMAT ",\"x\":1.5}", v);
  g_autofree char *null = g_strdup_printf ("{\"version\":%" G_GUINT64_FORMAT ",\"x\":null}", v);
  g_autofree char *mixed = g_strdup_printf ("{\"version\":%" G_GUINT64_FORMAT ",\"cells\":[1]}", v);
  g_autofree char *after = g_strdup_printf ("{\"version\":%" G_GUINT64_FORMAT "} {}", v);
  g_autofree char *deep = g_strdup_printf ("{\"version\":%" G_GUINT64_FORMAT ",\"c\":[[\"a\"]]}", v);

  for (int i = 0; i < WG_SHARE_POST_MAX_KEYS; i++)
    g_string_append_printf (many_keys, "\"k%d\":1,", i);
  g_string_append_printf (many_keys, "\"version\":%" G_GUINT64_FORMAT "}", v);
  g_string_append_printf (many_cells, "{\"version\":%" G_GUINT64_FORMAT ",\"cells\":[", v);
  for (int i = 0; i <= WG_SHARE_POST_MAX_STRINGS; i++)
    g_string_append_printf (many_cells, "%s\"P1\"", i > 0 ? "," : "");
  g_string_append (many_cells, "]}");

  {
    const struct
    {
      const char *body;
      guint       status;
      const char *says;
    } cases[] = {
      { "", 400, "ends too soon" },
      { "{\"version\":", 400, "ends too soon" },
      { "[1,2]", 400, "one JSON object" },
      { "\"text\"", 400, "one JSON object" },
      { "{\"version\":0} x", 400, "not JSON" },
      { after, 400, "not JSON" },
      { nested, 400, "“a” must be" },
      { real, 400, "“x” must be" },
      { null, 400, "“x” must be" },
      { mixed, 400, "“cells” must hold only strings" },
      { deep, 400, "not JSON" },
      { many_cells->str, 400, "“cells” holds more than 16" },
      { many_keys->str, 400, "more than 16 keys" },
      { "{\"action\":\"recon\"}", 400, "needs “version”" },
      { "{\"version\":\"0\"}", 400, "needs “version”" },
      { "{\"version\":\"\xff\"}", 400, "not text" },
      { stale, 409, "table changed" },
    };

    for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
      {
        guint            status = 0;
        g_autofree char *answer = NULL;
        g_autofree char *shown = NULL;

        /* Not a flood (test_flood): the seat may post again. */
        f->server->seats[0].allowance = WG_SHARE_POST_BURST;
        answer = post_echo (f, 0, cases[i].body, &status);
        shown = g_strescape (cases[i].body, NULL);
        g_test_message ("%u: %s → %u %s", i, shown, status, answer);
        g_assert_cmpuint (status, ==, cases[i].status);
        g_assert_true (g_str_has_prefix (answer, "{\"error\":\""));
        g_assert_nonnull (strstr (answer, cases[i].says));
      }
  }
  /* A stale write is told the version now. */
  {
    guint            status = 0;
    g_autofree char *answer = post_echo (f, 0, stale, &status);
    g_autofree char *now = g_strdup_printf (",\"version\":%" G_GUINT64_FORMAT "}", v);

    g_assert_true (g_str_has_suffix (g_strchomp (answer), now));
  }
  g_assert_cmpuint (f->calls, ==, 0);
}

/* The version changes with the game only: a step of the session, and its
 * undo; a push of the pages alone (an extra key) leaves it. Each page
 * reads it in its state. */
static void
test_version (Fixture      *f,
              gconstpointer data)
{
  g_autofree char *url = seat_address (f, 0, "state.json");
  guint64          v0 = wg_share_server_get_version (f->server);
  guint64          seq = f->server->seq;
  g_autoptr (GError) error = NULL;
  g_autofree char    *description = NULL;
  WgGame             *next; /* wg_session_apply takes it */
  guint               status = 0;
  g_autofree char    *text = NULL;
  struct json_object *state, *value;

  wg_share_server_set_seat_extra (f->server, 0, "note", "{\"n\":1}");
  wg_share_server_push_now (f->server);
  g_assert_cmpuint (f->server->seq, >, seq);
  g_assert_cmpuint (wg_share_server_get_version (f->server), ==, v0);

  next = wg_edit_set_turn (wg_session_get_game (f->session), -1, 2, -1, 1, &description, &error);
  g_assert_no_error (error);
  g_assert_true (wg_session_apply (f->session, next, description, &error));
  g_assert_cmpuint (wg_share_server_get_version (f->server), ==, v0 + 1);
  wg_session_undo (f->session);
  g_assert_cmpuint (wg_share_server_get_version (f->server), ==, v0 + 2);

  wg_share_server_push_now (f->server);
  text = wg_test_fetch_text (f->client, url, &status);
  g_assert_cmpuint (status, ==, 200);
  state = json_tokener_parse (text);
  g_assert_nonnull (state);
  g_assert_true (json_object_object_get_ex (state, "version", &value));
  g_assert_cmpint (json_object_get_int64 (value), ==, (gint64) v0 + 2);
  json_object_put (state);

  /* A write with the version read before the step is stale. */
  {
    g_autofree char *old = g_strdup_printf ("{\"version\":%" G_GUINT64_FORMAT "}", v0);
    g_autofree char *answer = post_echo (f, 0, old, &status);

    g_assert_cmpuint (status, ==, 409);
    g_assert_cmpuint (f->calls, ==, 0);
  }
}

/* An extra key reaches only the address it was set for; one of every
 * address reaches all; NULL removes it. */
static void
test_extras (Fixture      *f,
             gconstpointer data)
{
  const int   seats[] = { WG_SHARE_WATCH, 0, 1 };
  const char *expected[][2] = {
    /* blue's secret, the table's news */
    { NULL, "news" },
    { "secret", "news" },
    { NULL, "news" },
  };

  wg_share_server_set_seat_extra (f->server, 0, "secret", "{\"card\":\"Ambush <b>\"}");
  wg_share_server_set_seat_extra (f->server, WG_SHARE_WATCH, "news", "\"a battle\"");
  wg_share_server_push_now (f->server);
  for (guint i = 0; i < G_N_ELEMENTS (seats); i++)
    {
      g_autofree char    *url = seat_address (f, seats[i], "state.json");
      guint               status = 0;
      g_autofree char    *text = wg_test_fetch_text (f->client, url, &status);
      struct json_object *state = json_tokener_parse (text);
      struct json_object *value = NULL;

      g_assert_nonnull (state);
      g_assert_cmpint (json_object_object_get_ex (state, "secret", &value), ==,
                       expected[i][0] != NULL);
      g_assert_true (json_object_object_get_ex (state, "news", &value));
      g_assert_cmpstr (json_object_get_string (value), ==, "a battle");
      json_object_put (state);
    }
  wg_share_server_set_seat_extra (f->server, 0, "secret", NULL);
  wg_share_server_push_now (f->server);
  {
    g_autofree char *url = seat_address (f, 0, "state.json");
    guint            status = 0;
    g_autofree char *text = wg_test_fetch_text (f->client, url, &status);

    g_assert_null (strstr (text, "\"secret\""));
    g_assert_nonnull (strstr (text, "\"news\""));
  }
}

/* Another game in which another player sits in the seat: what was set for
 * the last player's page alone is gone (tests/data/share-swapped.json:
 * red sits first). */
static void
test_extras_reseated (Fixture      *f,
                      gconstpointer data)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "data", "share-swapped.json", NULL);
  g_autoptr (GFile) file = g_file_new_for_path (path);
  g_autoptr (GError) error = NULL;

  wg_share_server_set_seat_extra (f->server, 0, "secret", "\"blue's\"");
  wg_share_server_set_seat_extra (f->server, WG_SHARE_WATCH, "news", "1");
  wg_share_server_push_now (f->server);
  g_assert_nonnull (strstr (wg_share_server_seat_state (f->server, 0), "\"secret\""));
  g_assert_true (wg_session_load_file (f->session, file, &error));
  g_assert_cmpstr (wg_session_get_game (f->session)->players[0].color, ==, "red");
  wg_share_server_push_now (f->server);
  g_assert_null (strstr (wg_share_server_seat_state (f->server, 0), "\"secret\""));
  g_assert_nonnull (strstr (wg_share_server_seat_state (f->server, 0), "\"news\""));
}

/* A flood of writes from one page: a burst of WG_SHARE_POST_BURST, then
 * WG_SHARE_POST_RATE a second, the rest 429 with nothing done; the other
 * player's page still writes, and every page still reads. */
static void
test_flood (Fixture      *f,
            gconstpointer data)
{
  g_autofree char *body = body_now (f, ",\"action\":\"recon\"");
  gint64           start = g_get_monotonic_time ();
  guint            ok = 0, refused = 0;
  double           seconds;

  for (int i = 0; i < 60; i++)
    {
      guint            status = 0;
      g_autofree char *answer = post_echo (f, 0, body, &status);

      if (status == 200)
        ok++;
      else
        {
          g_assert_cmpuint (status, ==, 429);
          g_assert_nonnull (strstr (answer, "Too many"));
          refused++;
        }
    }
  seconds = (double) (g_get_monotonic_time () - start) / G_USEC_PER_SEC;
  g_test_message ("%u taken, %u refused in %.2f s", ok, refused, seconds);
  /* At least the burst; at most the burst and what the rate gave since. */
  g_assert_cmpuint (ok, >=, WG_SHARE_POST_BURST);
  g_assert_cmpfloat (ok, <=, WG_SHARE_POST_BURST + WG_SHARE_POST_RATE * seconds + 1);
  g_assert_cmpuint (f->calls, ==, ok);
  g_assert_cmpuint (refused, >, 0);
  {
    guint            status = 0;
    g_autofree char *answer = post_echo (f, 1, body, &status);
    g_autofree char *url = seat_address (f, 0, "state.json");
    g_autofree char *text = NULL;

    g_assert_cmpuint (status, ==, 200);
    g_assert_cmpint (f->seat, ==, 1);
    text = wg_test_fetch_text (f->client, url, &status);
    g_assert_cmpuint (status, ==, 200);
  }
}

/* A revoked address writes nothing; its new one does. */
static void
test_revoked (Fixture      *f,
              gconstpointer data)
{
  g_autofree char *old = seat_address (f, 0, "echo");
  g_autofree char *origin = own_origin (f);
  g_autofree char *body = body_now (f, "");
  g_autofree char *answer = NULL;
  guint            status = 0;

  wg_share_server_revoke_seat (f->server, 0);
  answer = wg_test_post (f->client, old, origin, NULL, body, &status);
  g_assert_cmpuint (status, ==, 403);
  wg_share_server_renew_seat (f->server, 0);
  g_free (answer);
  answer = wg_test_post (f->client, old, origin, NULL, body, &status);
  g_assert_cmpuint (status, ==, 403);
  g_free (answer);
  answer = post_echo (f, 0, body, &status);
  g_assert_cmpuint (status, ==, 200);
  g_assert_cmpuint (f->calls, ==, 1);
}

/* A body with a bad value is refused whole, even to a caller that asks
 * for no error: never half read. */
static void
test_parse_whole (void)
{
  const char *bad = "{\"version\":1,\"action\":\"recon\",\"x\":1.5}";
  const char *good = "{\"version\":1,\"action\":\"recon\"}";
  g_autoptr (WgSharePost) post = wg_share_post_parse (good, strlen (good), NULL);

  g_assert_null (wg_share_post_parse (bad, strlen (bad), NULL));
  g_assert_nonnull (post);
  g_assert_cmpstr (wg_share_post_get_string (post, "action"), ==, "recon");
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

#define ADD(path, func) \
  g_test_add (path, Fixture, NULL, fixture_set_up, func, fixture_tear_down)
  ADD ("/wg/share/post/accepted", test_accepted);
  ADD ("/wg/share/post/refused", test_refused);
  ADD ("/wg/share/post/bodies", test_bodies);
  ADD ("/wg/share/post/version", test_version);
  ADD ("/wg/share/post/extras", test_extras);
  ADD ("/wg/share/post/extras-reseated", test_extras_reseated);
  ADD ("/wg/share/post/flood", test_flood);
  ADD ("/wg/share/post/revoked", test_revoked);
  g_test_add_func ("/wg/share/post/parse-whole", test_parse_whole);
#undef ADD
  return g_test_run ();
}
