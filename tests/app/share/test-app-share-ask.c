/* test-app-share-ask.c — asking the range from the shared page: two taps, the core's answer
 * Copyright 2026 The Warpgate Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Headless Chromium opens the solo sample's shared page as a phone held
 * upright (390×844) and taps two locations with the DevTools protocol's
 * own touches; the answer it shows is compared with warpgate-cli range
 * --json on the same file (the CLI's path is the test's second argument),
 * and its sentence with the app's ruler's.
 * The ask route is also asked directly: bad ids are named, and asking
 * changes nothing.
 */
#include "config.h"

#include <json.h>
#include <stdio.h>
#include <string.h>

#include "wg-range.h"
#include "wg-share-server-private.h"
#include "wg-test-browser.h"
#include "wg-test-page.h"

static const char *browser;
static const char *cli_path;

#define START_S 90

static char *
sample_path (void)
{
  return g_test_build_filename (G_TEST_DIST, "..", "data", "games", "sample-solo.json", NULL);
}

static WgTestBrowser *
open_page (WgSession     **session,
           WgShareServer **server)
{
  g_autofree char *path = sample_path ();
  g_autoptr (GFile) file = g_file_new_for_path (path);
  g_autoptr (GError) error = NULL;
  WgTestBrowser *page;

  *session = wg_session_new ();
  wg_session_set_autosave_dir (*session, NULL);
  g_assert_true (wg_session_load_file (*session, file, &error));
  g_assert_no_error (error);
  *server = wg_share_server_new (*session, NULL);
  g_assert_true (wg_share_server_start (*server, "127.0.0.1", 0, &error));
  g_assert_no_error (error);
  page = wg_test_browser_open (browser, wg_share_server_get_url (*server), 390, 844, TRUE,
                               START_S, &error);
  g_assert_no_error (error);
  g_assert_nonnull (page);
  wg_test_page_wait (page, "document.querySelector('#board svg') !== null"
                           " && document.body.dataset.seq !== undefined");
  return page;
}

static double clock_s; /* the touches' clock (seconds since the epoch) */

/* One finger's tap at (@x, @y), @after seconds after the last touch. */
static void
tap_after (WgTestBrowser *page,
           double         x,
           double         y,
           double         after)
{
  g_autoptr (GError) error = NULL;
  g_autofree char *down = NULL, *up = NULL;

  clock_s = after < 1.0 ? clock_s + after
                        : MAX (clock_s + after, g_get_real_time () / (double) G_USEC_PER_SEC);
  down = g_strdup_printf ("{\"type\": \"touchStart\", \"timestamp\": %.3f, \"touchPoints\":"
                          " [{\"x\": %.1f, \"y\": %.1f, \"id\": 0}]}",
                          clock_s, x, y);
  up = g_strdup_printf ("{\"type\": \"touchEnd\", \"timestamp\": %.3f, \"touchPoints\": []}",
                        clock_s + 0.05);
  g_assert_true (wg_test_browser_send (page, "Input.dispatchTouchEvent", down, &error));
  g_assert_true (wg_test_browser_send (page, "Input.dispatchTouchEvent", up, &error));
  g_assert_no_error (error);
}

static void
tap (WgTestBrowser *page,
     double         x,
     double         y)
{
  tap_after (page, x, y, 1.0);
}

/* One finger put down at (@x, @y), moved 80 px right in ten steps, lifted. */
static void
drag (WgTestBrowser *page,
      double         x,
      double         y)
{
  clock_s = MAX (clock_s + 1.0, g_get_real_time () / (double) G_USEC_PER_SEC);

  for (int step = 0; step <= 11; step++)
    {
      g_autoptr (GError) error = NULL;
      g_autofree char *params = NULL;

      if (step == 11)
        params = g_strdup_printf ("{\"type\": \"touchEnd\", \"timestamp\": %.3f,"
                                  " \"touchPoints\": []}",
                                  clock_s + step * 0.016);
      else
        params = g_strdup_printf ("{\"type\": \"%s\", \"timestamp\": %.3f, \"touchPoints\":"
                                  " [{\"x\": %.1f, \"y\": %.1f, \"id\": 0}]}",
                                  step == 0 ? "touchStart" : "touchMove", clock_s + step * 0.016,
                                  x + 8.0 * step, y);
      g_assert_true (wg_test_browser_send (page, "Input.dispatchTouchEvent", params, &error));
      g_assert_no_error (error);
    }
}

/* Where location @id's centre is on the screen. */
static void
location_xy (WgTestBrowser *page,
             const char    *id,
             double        *x,
             double        *y)
{
  g_autofree char *question = g_strdup_printf (
    "(() => { const u = [...document.querySelectorAll('#board use[data-id]')]"
    ".find((u) => u.dataset.id === '%s'); const m = u.ownerSVGElement.getScreenCTM();"
    " const p = new DOMPoint(+u.getAttribute('x'), +u.getAttribute('y')).matrixTransform(m);"
    " return p.x + ' ' + p.y; })()",
    id);
  g_autofree char *text = wg_test_page_eval (page, question);

  g_assert_cmpint (sscanf (text, "%lf %lf", x, y), ==, 2);
}

/* A point @px CSS px from location @id's centre, up, down, left or right,
 * inside the board and nearer @id than any other location. */
static void
off_centre (WgTestBrowser *page,
            const char    *id,
            double         px,
            double        *x,
            double        *y)
{
  g_autofree char *question = g_strdup_printf (
    "(() => { const us = [...document.querySelectorAll('#board use[data-id]')];"
    " const svg = document.querySelector('#board svg'), m = svg.getScreenCTM();"
    " const at = (u) => new DOMPoint(+u.getAttribute('x'), +u.getAttribute('y'))"
    ".matrixTransform(m);"
    " const me = at(us.find((u) => u.dataset.id === '%s')), r ="
    " document.getElementById('board').getBoundingClientRect();"
    " const hex = svg.querySelector('#hex').getAttribute('points').trim().split(/[\\s,]+/);"
    " for (const [dx, dy] of [[0, -1], [0, 1], [-1, 0], [1, 0]]) {"
    " const x = me.x + dx * %g, y = me.y + dy * %g;"
    " if (x < r.left + 2 || x > r.right - 2 || y < r.top + 2 || y > r.bottom - 2) continue;"
    " const d = Math.hypot(x - me.x, y - me.y);"
    " if (us.every((u) => { const p = at(u); return Math.hypot(x - p.x, y - p.y) >= d; }))"
    " return x + ' ' + y + ' ' + (Math.hypot(+hex[0], +hex[1]) * m.a); }"
    " return ''; })()",
    id, px, px);
  g_autofree char *text = wg_test_page_eval (page, question);
  double           radius = 0;

  g_assert_cmpint (sscanf (text, "%lf %lf %lf", x, y, &radius), ==, 3);
  g_test_message ("a hex's radius on the screen: %.1f px; tapped %g px off", radius, px);
  /* Beyond the drawn hex: the finger's reach picks it. */
  g_assert_cmpfloat (radius, <, px);
}

/* A session of its own on the sample whose ruler measured @from → @to,
 * as two clicks on the board do. */
static WgSession *
ruler_session (const char *from,
               const char *to)
{
  g_autofree char *path = sample_path ();
  g_autoptr (GFile) file = g_file_new_for_path (path);
  g_autoptr (GError) error = NULL;
  WgSession    *session = wg_session_new ();
  const WgGame *game;

  wg_session_set_autosave_dir (session, NULL);
  g_assert_true (wg_session_load_file (session, file, &error));
  g_assert_no_error (error);
  game = wg_session_get_game (session);
  wg_session_click_location (session, wg_board_find_location (game->board, from));
  wg_session_click_location (session, wg_board_find_location (game->board, to));
  g_assert_true (wg_session_has_ruler (session));
  return session;
}

/* warpgate-cli range --json on the sample. */
static json_object *
cli_range (const char *from,
           const char *to)
{
  g_autofree char *path = sample_path ();
  const char      *argv[] = { cli_path, "range", path, from, to, "--json", NULL };

  return wg_test_page_cli_json (argv);
}

static void
assert_same_json (json_object *a,
                  json_object *b)
{
  g_assert_cmpstr (json_object_to_json_string_ext (a, JSON_C_TO_STRING_PLAIN), ==,
                   json_object_to_json_string_ext (b, JSON_C_TO_STRING_PLAIN));
}

/* The whole board shown, two locations far apart: their ids. */
static void
two_locations (WgTestBrowser *page,
               char         **from,
               char         **to)
{
  g_autofree char *ids = NULL;
  char           **pair;

  g_free (wg_test_page_eval (page, "(document.getElementById('zoom-fit').click(), '')"));
  ids = wg_test_page_eval (page, "(() => { const us = [...document.querySelectorAll('#board"
                                 " use[data-id]')].sort((a, b) => a.getAttribute('x') -"
                                 " b.getAttribute('x')); return us[0].dataset.id + ' ' +"
                                 " us[us.length - 1].dataset.id; })()");
  pair = g_strsplit (ids, " ", 2);
  g_assert_cmpuint (g_strv_length (pair), ==, 2);
  *from = g_strdup (pair[0]);
  *to = g_strdup (pair[1]);
  g_strfreev (pair);
}

/* Two taps on two locations: the panel shows the core's answer, the same
 * as warpgate-cli range --json on the file (range, path, rulings), and
 * the path is drawn with a point for each hex of it; Clear clears. */
static void
test_tap_two (void)
{
  g_autoptr (WgSession) session = NULL;
  g_autoptr (WgShareServer) server = NULL;
  g_autoptr (WgTestBrowser) page = open_page (&session, &server);
  g_autofree char *from = NULL, *to = NULL, *answer_text = NULL, *shown = NULL, *rulings = NULL;
  g_autofree char *points = NULL, *expected_path = NULL;
  json_object     *expected, *answer, *value;
  double           x, y;

  two_locations (page, &from, &to);
  g_test_message ("asking %s → %s", from, to);
  /* The whole board on a phone: a hex is smaller than a finger, and a tap
   * 20 px from the location's centre (on the board, nearer it than any
   * other) still picks it. */
  off_centre (page, from, 20, &x, &y);
  tap (page, x, y);
  wg_test_page_wait (page, "document.body.dataset.ask === 'picked'");
  location_xy (page, to, &x, &y);
  tap (page, x, y);
  wg_test_page_wait (page, "document.body.dataset.ask === 'answered'");

  expected = cli_range (from, to);
  answer_text = g_strdup_printf ("fetch('ask/range?from=%s&to=%s').then((r) => r.text())", from,
                                 to);
  shown = wg_test_page_eval (page, answer_text);
  answer = json_tokener_parse (shown);
  g_assert_nonnull (answer);
  /* The range, the hexes between and the rulings: the CLI's. */
  g_assert_true (json_object_object_get_ex (expected, "range", &value));
  g_assert_cmpint (json_object_get_int (json_object_object_get (answer, "range")), ==,
                   json_object_get_int (value));
  g_assert_true (json_object_object_get_ex (expected, "path", &value));
  assert_same_json (json_object_object_get (answer, "hexes"), value);
  g_assert_true (json_object_object_get_ex (expected, "rulings", &value));
  assert_same_json (json_object_object_get (answer, "rulings"), value);
  /* The path from end to end: the hexes between and the two ends. */
  g_assert_cmpuint (json_object_array_length (json_object_object_get (answer, "path")), ==,
                    json_object_array_length (json_object_object_get (expected, "path")) + 2);
  /* What the page shows is that answer. */
  g_free (shown);
  shown = wg_test_page_eval (page, "document.getElementById('ask-text').textContent");
  g_assert_cmpstr (shown, ==, json_object_get_string (json_object_object_get (answer, "sentence")));
  {
    /* The sentence the app's ruler shows for the same two locations, word
     * for word: the core's wg_range_describe_ruler, and the first
     * paragraph of the status under the ruler of a session that clicked
     * them. */
    const WgGame    *game = wg_session_get_game (session);
    int              a = wg_board_find_location (game->board, from);
    int              b = wg_board_find_location (game->board, to);
    g_autofree char *ruler = wg_range_describe_ruler (game, a, b,
                                                      json_object_get_int (json_object_object_get (
                                                        answer, "range")));
    g_autoptr (WgSession) app = ruler_session (from, to);
    g_auto (GStrv) status = g_strsplit (wg_session_get_status (app), "\n\n", 2);

    g_assert_cmpstr (shown, ==, ruler);
    g_assert_cmpstr (shown, ==, status[0]);
  }
  rulings = wg_test_page_eval (page, "document.getElementById('ask-ruling-ids').textContent");
  {
    g_autoptr (GString) ids = g_string_new (NULL);

    for (size_t i = 0; i < json_object_array_length (value); i++)
      g_string_append_printf (ids, "%s%s", i > 0 ? ", " : "",
                              json_object_get_string (json_object_array_get_idx (value, i)));
    g_assert_cmpstr (rulings, ==, ids->str);
  }
  expected_path = wg_test_page_eval (page, "document.getElementById('ask-path-ids').textContent");
  {
    json_object *p = json_object_object_get (answer, "path");
    g_autoptr (GString) joined = g_string_new (NULL);

    for (size_t i = 0; i < json_object_array_length (p); i++)
      g_string_append_printf (joined, "%s%s", i > 0 ? " → " : "",
                              json_object_get_string (json_object_array_get_idx (p, i)));
    g_assert_cmpstr (expected_path, ==, joined->str);
    /* Drawn: one point for each hex of the path, ends included. */
    points = wg_test_page_eval (page, "String(document.querySelector('#board polyline.ask-path')"
                                      ".points.numberOfItems)");
    g_assert_cmpint (atoi (points), ==, (int) json_object_array_length (p));
    g_assert_cmpint (atoi (points), >=, 2);
    /* Its ends stop at the two rings, off the letters of the locations. */
    g_free (points);
    points = wg_test_page_eval (page, "(() => { const l = document.querySelector("
                                      "'#board polyline.ask-path').points;"
                                      " const rings = [...document.querySelectorAll("
                                      "'#board circle.ask-mark')];"
                                      " return String([l.getItem(0), l.getItem(l.numberOfItems - 1)]"
                                      ".every((p) => rings.some((c) => Math.abs(Math.hypot("
                                      "p.x - c.cx.baseVal.value, p.y - c.cy.baseVal.value)"
                                      " - c.r.baseVal.value) < 0.01))); })()");
    g_assert_cmpstr (points, ==, "true");
  }
  /* Clear: nothing drawn, the hint again. */
  g_free (wg_test_page_eval (page, "(document.getElementById('ask-clear').click(), '')"));
  wg_test_page_wait (page, "document.body.dataset.ask === 'none'"
                           " && document.querySelector('#board g.ask') === null");
  /* A drag that starts on a location moves the board and picks nothing. */
  location_xy (page, from, &x, &y);
  drag (page, x, y);
  g_free (shown);
  shown = wg_test_page_eval (page, "document.body.dataset.ask + ' ' +"
                                   " String(document.querySelector('#board g.ask'))");
  g_assert_cmpstr (shown, ==, "none null");
  /* A double tap on a location zooms, and picks nothing. */
  location_xy (page, to, &x, &y);
  tap (page, x, y);
  tap_after (page, x, y, 0.2);
  g_free (shown);
  shown = wg_test_page_eval (page, "document.body.dataset.ask + ' ' +"
                                   " String(document.querySelector('#board g.ask'))");
  g_assert_cmpstr (shown, ==, "none null");
  json_object_put (expected);
  json_object_put (answer);
}

/* What @url (of the page's origin) answers: "STATUS BODY". */
static char *
ask (WgTestBrowser *page,
     const char    *url)
{
  g_autofree char *question = g_strdup_printf ("fetch('%s').then(async (r) => r.status + ' ' + await r.text())", url);

  return wg_test_page_eval (page, question);
}

/* Asked directly: a bad or missing id gets 400 naming it, a query too
 * long 400; the watch-only address and a player's both answer, with the
 * table's version; and asking changes nothing: the session's history, its
 * game and the server's version are as they were. */
static void
test_direct (void)
{
  g_autoptr (WgSession) session = NULL;
  g_autoptr (WgShareServer) server = NULL;
  g_autoptr (WgTestBrowser) page = open_page (&session, &server);
  g_autofree char *from = NULL, *to = NULL, *url = NULL, *got = NULL, *version = NULL;
  const WgGame    *game = wg_session_get_game (session);
  WgHistory       *history = wg_session_get_history (session);
  guint            position = wg_history_get_position (history);
  gboolean         can_undo = wg_history_can_undo (history);
  guint64          seq = server->seq, table = server->version;
  const char      *seat_url = NULL;

  two_locations (page, &from, &to);
  version = g_strdup_printf ("\"version\":%" G_GUINT64_FORMAT "}", table);
  /* The watch-only address (the page's own). */
  url = g_strdup_printf ("ask/range?from=%s&to=%s", from, to);
  got = ask (page, url);
  g_test_message ("%s", got);
  g_assert_true (g_str_has_prefix (got, "200 {"));
  g_assert_nonnull (strstr (got, version));
  /* A player's own address. */
  for (int i = 0; i < WG_MAX_PLAYERS && seat_url == NULL; i++)
    seat_url = wg_share_server_get_seat_url (server, i);
  g_assert_nonnull (seat_url);
  g_free (url);
  g_free (got);
  url = g_strdup_printf ("%s%sask/range?from=%s&to=%s", seat_url,
                         g_str_has_suffix (seat_url, "/") ? "" : "/", from, to);
  got = ask (page, url);
  g_test_message ("%s: %.40s", url, got);
  g_assert_true (g_str_has_prefix (got, "200 {"));
  g_assert_nonnull (strstr (got, version));
  /* The ruler's sentence, worked by hand: D1 to the blue Warpgate is
   * range 8 on the sample (warpgate-cli range says so too), cited as the
   * app's status cites it. */
  g_free (got);
  got = ask (page, "ask/range?from=D1&to=gate-blue");
  g_assert_nonnull (strstr (got, "\"sentence\":\"Range 8 from D1 to the blue Warpgate "
                                 "(R-RANGE-1).\""));
  /* Bad input, named. */
  g_free (got);
  got = ask (page, "ask/range?from=NOWHERE9&to=P1");
  g_test_message ("%s", got);
  g_assert_true (g_str_has_prefix (got, "400 {\"error\":"));
  g_assert_nonnull (strstr (got, "NOWHERE9"));
  g_free (got);
  g_free (url);
  url = g_strdup_printf ("ask/range?from=%s", from);
  got = ask (page, url);
  g_assert_true (g_str_has_prefix (got, "400 {\"error\":"));
  g_assert_nonnull (strstr (got, "“to”"));
  g_free (got);
  got = ask (page, "ask/range?from=P1&to=P2&pad=xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx"
                   "xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx");
  g_assert_true (g_str_has_prefix (got, "400 "));
  g_assert_nonnull (strstr (got, "too long"));
  /* Nothing changed. */
  g_assert_true (wg_session_get_game (session) == game);
  g_assert_true (wg_session_get_history (session) == history);
  g_assert_cmpuint (wg_history_get_position (history), ==, position);
  g_assert_cmpint (wg_history_can_undo (history), ==, can_undo);
  g_assert_cmpuint (server->seq, ==, seq);
  g_assert_cmpuint (server->version, ==, table);
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_assert_cmpint (argc, >=, 3);
  browser = argv[1];
  cli_path = argv[2];
  g_test_add_func ("/wg/share/ask-tap-two", test_tap_two);
  g_test_add_func ("/wg/share/ask-direct", test_direct);
  return g_test_run ();
}
