/* test-app-share-browser.c — Share to the Table in a real browser: a change in the app reaches the page
 * Copyright 2026 The Warpgate Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Headless Chromium (Debian's `chromium`) opens the shared page served on
 * 127.0.0.1; the session changes; the page shows the change, without a
 * reload. Without a browser the test fails: build-aux/setup.sh installs it.
 */
#include "config.h"

#include <stdlib.h>
#include <string.h>

#include "wg-edit.h"
#include "wg-score.h"
#include "wg-share-server-private.h"
#include "wg-test-browser.h"

static const char *browser; /* from Meson: the browser found at configure time */

/* Generous: a browser starts in seconds on 2 busy cores. */
#define START_S 90
#define WAIT_S  30

/* The page's table as one line: what a person reads on it. */
#define READ_PAGE                                                                        \
  "(() => { const t = (id) => document.getElementById(id).textContent;"                  \
  " return [t('round'), t('slot'), document.querySelector('#active .name').textContent," \
  " document.getElementById('measure').hidden ? '-' : t('measure-path'),"                \
  " document.getElementById('connection').className].join(' | '); })()"

static char *
read_page (WgTestBrowser *page)
{
  g_autoptr (GError) error = NULL;
  char *text = wg_test_browser_eval (page, READ_PAGE, &error);

  g_assert_no_error (error);
  return text;
}

static void
wait_for (WgTestBrowser *page,
          const char    *condition)
{
  g_autoptr (GError) error = NULL;

  if (!wg_test_browser_wait (page, condition, WAIT_S, &error))
    {
      g_autofree char *shown = read_page (page);

      g_test_message ("the page shows: %s", shown);
    }
  g_assert_no_error (error);
}

/* A session on @path shared on loopback, and a phone-sized page of it open
 * in the browser; the session and the server are handed to the caller. */
static WgTestBrowser *
open_shared_page (const char     *path,
                  WgSession     **session,
                  WgShareServer **server)
{
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
  page = wg_test_browser_open (browser, wg_share_server_get_url (*server), 390, 844, TRUE, START_S,
                               &error);
  g_assert_no_error (error);
  g_assert_nonnull (page);
  return page;
}

/* tests/data/app-ruler.json: round 1, slot 1, blue to play; P1 (0,0) and
 * P2 (3,0) with (1,0) and (2,0) between, so the ruler from P1 to P2
 * measures range 2 along P1 → 1,0 → 2,0 → P2 (R-RANGE-1). The page shows
 * that table; then, without reloading, the ruler and the next slot (2, red
 * to play) as the app applies them; and "stopped" when sharing stops. */
static void
test_change_reaches_page (void)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "data", "app-ruler.json", NULL);
  g_autoptr (GError) error = NULL;
  g_autoptr (WgSession) session = NULL;
  g_autoptr (WgShareServer) server = NULL;
  g_autoptr (WgTestBrowser) page = open_shared_page (path, &session, &server);
  g_autofree char *shown = NULL;
  g_autofree char *description = NULL;
  g_autofree char *seq = NULL;
  const WgGame    *game = wg_session_get_game (session);
  WgGame          *next;
  gint64           start;

  /* The first event of the stream filled the page in; the page watches. */
  wait_for (page, "document.body.dataset.seq !== undefined"
                  " && document.getElementById('connection').classList.contains('live')");
  shown = read_page (page);
  g_assert_cmpstr (shown, ==, "1 | 1 | blue | - | connection live");
  g_clear_pointer (&shown, g_free);
  g_assert_cmpuint (wg_share_server_get_n_viewers (server), ==, 1);
  seq = wg_test_browser_eval (page, "document.body.dataset.seq", &error);
  g_assert_no_error (error);
  /* A mark that a reload would lose. */
  g_free (wg_test_browser_eval (page, "String(window.wgMark = 42)", &error));
  g_assert_no_error (error);

  /* The ruler from P1 to P2, and the next slot: red to play. */
  start = g_get_monotonic_time ();
  wg_session_click_location (session, wg_board_find_location (game->board, "P1"));
  wg_session_click_location (session, wg_board_find_location (game->board, "P2"));
  next = wg_edit_set_turn (game, -1, 2, -1, 1, &description, &error);
  g_assert_no_error (error);
  g_assert_true (wg_session_apply (session, next, description, &error));
  g_assert_no_error (error);
  wait_for (page, "document.getElementById('slot').textContent === '2'"
                  " && !document.getElementById('measure').hidden");
  g_test_message ("the change was on the page after %.0f ms",
                  (g_get_monotonic_time () - start) / 1000.0);
  shown = read_page (page);
  g_assert_cmpstr (shown, ==, "1 | 2 | red | P1 → 1,0 → 2,0 → P2 | connection live");
  g_clear_pointer (&shown, g_free);
  shown = wg_test_browser_eval (page,
                                "String(window.wgMark) + ' '"
                                " + document.getElementById('measure-text').textContent",
                                &error);
  g_assert_no_error (error);
  g_assert_true (g_str_has_prefix (shown, "42 "));
  g_assert_nonnull (strstr (shown, "R-RANGE-1"));
  g_clear_pointer (&shown, g_free);
  /* A later table than the first, and the path drawn on the page's board. */
  {
    g_autofree char *question = g_strdup_printf (
      "String(Number(document.body.dataset.seq) > %s"
      " && document.querySelector('#board svg .path') !== null)",
      seq);

    shown = wg_test_browser_eval (page, question, &error);
    g_assert_no_error (error);
    g_assert_cmpstr (shown, ==, "true");
    g_clear_pointer (&shown, g_free);
  }

  /* Sharing stops: the page says so. */
  wg_share_server_stop (server);
  wait_for (page, "document.getElementById('connection').classList.contains('stopped')");
}

/* A page whose stream the server drops (as it drops one that fell more
 * than WG_SHARE_MAX_QUEUED behind: wg-share-server-routes.c) reconnects by
 * itself and catches up: a change made while it was away is on it,
 * without a reload. */
static void
test_reconnects (void)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "data", "app-ruler.json", NULL);
  g_autoptr (GError) error = NULL;
  g_autoptr (WgSession) session = NULL;
  g_autoptr (WgShareServer) server = NULL;
  g_autoptr (WgTestBrowser) page = open_shared_page (path, &session, &server);
  g_autofree char *shown = NULL;
  g_autofree char *description = NULL;
  WgShareConn     *conn;
  WgGame          *next;

  wait_for (page, "document.getElementById('connection').classList.contains('live')");
  g_free (wg_test_browser_eval (page, "String(window.wgMark = 42)", &error));
  g_assert_no_error (error);
  g_assert_cmpuint (server->streams->len, ==, 1);

  /* Dropped; the next slot (red to play) is applied before it is back. */
  conn = wg_share_server_find_conn (server, server->streams->pdata[0]);
  g_assert_nonnull (conn);
  wg_share_conn_drop (conn);
  next = wg_edit_set_turn (wg_session_get_game (session), -1, 2, -1, 1, &description, &error);
  g_assert_no_error (error);
  g_assert_true (wg_session_apply (session, next, description, &error));
  g_assert_no_error (error);
  wait_for (page, "document.getElementById('slot').textContent === '2'"
                  " && document.getElementById('connection').classList.contains('live')");
  shown = wg_test_browser_eval (page, "String(window.wgMark)", &error);
  g_assert_no_error (error);
  g_assert_cmpstr (shown, ==, "42");
  g_assert_cmpuint (wg_share_server_get_n_viewers (server), ==, 1);
}

/* Where the board and the panels lie, as true/false words: the board's
 * drawing as wide as the screen but for the margins (≥ 90 %), the panels
 * below it or beside it, the board within the screen's height, nothing
 * wider than the screen (no sideways scrolling). */
#define LAYOUT                                                                   \
  "(() => { const r = (q) => document.querySelector(q).getBoundingClientRect();" \
  " const vw = document.documentElement.clientWidth, vh = window.innerHeight;"   \
  " const b = r('#board'), s = r('#board svg'), p = r('.panels');"               \
  " return ['fills ' + (s.width >= 0.9 * vw), 'below ' + (p.top >= b.bottom),"   \
  " 'beside ' + (p.left >= b.right), 'fits ' + (b.bottom <= vh),"                \
  " 'scrolls ' + (document.documentElement.scrollWidth > vw)].join(', '); })()"

static char *
layout (WgTestBrowser *page)
{
  g_autoptr (GError) error = NULL;
  char *text = wg_test_browser_eval (page, LAYOUT, &error);

  g_assert_no_error (error);
  return text;
}

/* A phone held upright (390×844, the page's portrait layout): the board
 * fills the width and the panels stack below it. A 1920×1080 TV: the
 * panels beside the board, which fits the screen's height. Neither
 * scrolls sideways. The table is the solo sample, the largest board the
 * app ships. */
static void
test_layout (void)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "..", "data", "games",
                                                 "sample-solo.json", NULL);
  g_autoptr (GError) error = NULL;
  g_autoptr (WgSession) session = NULL;
  g_autoptr (WgShareServer) server = NULL;
  g_autoptr (WgTestBrowser) page = open_shared_page (path, &session, &server);
  g_autofree char *phone = NULL;
  g_autofree char *tv = NULL;

  wait_for (page, "document.querySelector('#board svg') !== null");
  phone = layout (page);
  g_assert_cmpstr (phone, ==, "fills true, below true, beside false, fits true, scrolls false");

  g_assert_true (wg_test_browser_set_size (page, 1920, 1080, FALSE, &error));
  g_assert_no_error (error);
  wait_for (page, "window.innerWidth === 1920");
  tv = layout (page);
  g_assert_cmpstr (tv, ==, "fills false, below false, beside true, fits true, scrolls false");
}

/* ---- Each player's own page (issue 33) ---- */

/* tests/data/share-hands.json: blue ("<b id="ann">Ann</b>") and red (Rex),
 * each with a hand of their own: these are blue's cards, then red's. */
static const char *const blue_cards[] = { "Blue Feint", "Bluefold Drive", "Blue Jungle Claim",
                                          "id=\\\"evil\\\"", NULL };
static const char *const red_cards[] = { "Red Ambush", "Red Gambit", "Crimson Lattice",
                                         "Red Desert Pact", NULL };

/* What @page holds: its state.json as its address serves it, and its
 * DOM, one after the other. */
static char *
page_holds (WgTestBrowser *page)
{
  g_autoptr (GError) error = NULL;
  char *text = wg_test_browser_eval (page,
                                     "fetch('state.json').then((r) => r.text())"
                                     ".then((t) => t + '\\n' + document.documentElement.outerHTML)",
                                     &error);

  g_assert_no_error (error);
  return text;
}

static void
assert_holds (const char        *text,
              const char *const *cards,
              gboolean           holds)
{
  for (guint i = 0; cards[i] != NULL; i++)
    {
      /* The DOM writes quotes as they are; the JSON escapes them. */
      g_autofree char *plain = g_strcompress (cards[i]);
      gboolean         found = strstr (text, cards[i]) != NULL || strstr (text, plain) != NULL;

      if (found != holds)
        g_test_message ("%s: %s", cards[i], holds ? "missing" : "found");
      g_assert_true (found == holds);
    }
}

/* The HTTP status of GET @url, asked from @page (same origin or not: the
 * answer's status is read, not its body). */
static int
status_from (WgTestBrowser *page,
             const char    *url)
{
  g_autoptr (GError) error = NULL;
  g_autofree char *js = g_strdup_printf ("fetch('%s').then((r) => String(r.status))", url);
  g_autofree char *text = wg_test_browser_eval (page, js, &error);

  g_assert_no_error (error);
  return atoi (text);
}

static WgTestBrowser *
open_page (const char *url)
{
  g_autoptr (GError) error = NULL;
  WgTestBrowser *page = wg_test_browser_open (browser, url, 390, 844, TRUE, START_S, &error);

  g_assert_no_error (error);
  g_assert_nonnull (page);
  wait_for (page, "document.body.dataset.seq !== undefined"
                  " && document.getElementById('connection').classList.contains('live')");
  return page;
}

/* The secret of an address: its path, "/0123…cdef/". */
static char *
secret_path (const char *url)
{
  const char *path = strchr (url + strlen ("http://"), '/');

  return g_strdup (path);
}

/* Blue's page and red's page show each their own hand, and the other's
 * cards are nowhere in their state or DOM; the watch page has no hand.
 * Markup in a player's name and a card's name stays text. */
static void
test_seats_hands (void)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "data", "share-hands.json", NULL);
  g_autoptr (WgSession) session = NULL;
  g_autoptr (WgShareServer) server = NULL;
  g_autoptr (WgTestBrowser) watch = open_shared_page (path, &session, &server);
  g_autoptr (WgTestBrowser) blue = open_page (wg_share_server_get_seat_url (server, 0));
  g_autoptr (WgTestBrowser) red = open_page (wg_share_server_get_seat_url (server, 1));
  g_autoptr (GError) error = NULL;
  g_autofree char *held = NULL;
  g_autofree char *shown = NULL;
  WgScore          score;

  wait_for (watch, "document.getElementById('connection').classList.contains('live')");
  wait_for (blue, "!document.getElementById('hand').hidden");
  wait_for (red, "!document.getElementById('hand').hidden");

  held = page_holds (blue);
  assert_holds (held, blue_cards, TRUE);
  assert_holds (held, red_cards, FALSE);
  g_clear_pointer (&held, g_free);
  held = page_holds (red);
  assert_holds (held, red_cards, TRUE);
  assert_holds (held, blue_cards, FALSE);
  g_clear_pointer (&held, g_free);
  held = page_holds (watch);
  assert_holds (held, red_cards, FALSE);
  assert_holds (held, blue_cards, FALSE);
  g_assert_null (strstr (held, "\"you\""));
  g_clear_pointer (&held, g_free);
  shown = wg_test_browser_eval (watch, "String(document.getElementById('hand').hidden)", &error);
  g_assert_no_error (error);
  g_assert_cmpstr (shown, ==, "true");
  g_clear_pointer (&shown, g_free);
  /* In a hand the cards come first, the score so far after them. */
  shown = wg_test_browser_eval (blue,
                                "(() => { const h = [...document.querySelectorAll('#hand-body h3')]"
                                ".map((e) => e.textContent); return h[0] + ' ' + h.length; })()",
                                &error);
  g_assert_no_error (error);
  g_assert_true (g_str_has_prefix (shown, "Tactics "));
  g_clear_pointer (&shown, g_free);
  /* "A read-only view of the table" is the watch page's footer alone: a
   * player's own page proposes and plays cards. */
  shown = wg_test_browser_eval (blue,
                                "String(document.querySelector('footer').getClientRects().length)",
                                &error);
  g_assert_no_error (error);
  g_assert_cmpstr (shown, ==, "0");
  g_clear_pointer (&shown, g_free);
  shown = wg_test_browser_eval (watch,
                                "String(document.querySelector('footer').getClientRects().length)",
                                &error);
  g_assert_no_error (error);
  g_assert_cmpstr (shown, ==, "1");
  g_clear_pointer (&shown, g_free);

  /* On a phone held upright, a hand with a long card name does not make
   * the page scroll sideways. */
  shown = wg_test_browser_eval (blue,
                                "String(document.documentElement.scrollWidth"
                                " <= document.documentElement.clientWidth)",
                                &error);
  g_assert_no_error (error);
  g_assert_cmpstr (shown, ==, "true");
  g_clear_pointer (&shown, g_free);

  /* Red's score so far is the score sheet's (wg_score_compute). */
  wg_score_compute (wg_session_get_game (session), NULL, &score);
  shown = wg_test_browser_eval (red,
                                "fetch('state.json').then((r) => r.json())"
                                ".then((s) => String(s.you.score[5].value))",
                                &error);
  g_assert_no_error (error);
  g_assert_cmpint (atoi (shown), ==, score.lines[1].total);
  g_clear_pointer (&shown, g_free);

  /* Markup stays text: no element from a name, no handler run; the
   * names read as they were written. */
  shown = wg_test_browser_eval (blue,
                                "String(document.getElementById('evil') === null"
                                " && document.getElementById('ann') === null"
                                " && document.body.dataset.pwned === undefined"
                                " && document.getElementById('hand-body').textContent"
                                ".includes('<img src=x id=\"evil\"')"
                                " && document.getElementById('player-list').textContent"
                                ".includes('<b id=\"ann\">Ann</b>'))",
                                &error);
  g_assert_no_error (error);
  g_assert_cmpstr (shown, ==, "true");
  g_clear_pointer (&shown, g_free);

  /* On a 1920×1080 screen blue's page (the hand, Ask…) is taller than the
   * screen: scrolled to its end, the board beside the panels is still
   * wholly in sight. */
  g_assert_true (wg_test_browser_set_size (blue, 1920, 1080, FALSE, &error));
  g_assert_no_error (error);
  wait_for (blue, "window.innerWidth === 1920");
  shown = wg_test_browser_eval (blue,
                                "(() => { window.scrollTo(0, document.body.scrollHeight);"
                                " const r = document.querySelector('.board')"
                                ".getBoundingClientRect(); return [window.scrollY > 0,"
                                " r.top >= 0 && r.bottom <= window.innerHeight].join(' '); })()",
                                &error);
  g_assert_no_error (error);
  g_assert_cmpstr (shown, ==, "true true");
}

/* With blue's secret, red's hand cannot be read: no route takes a player
 * (a query, a name or a number after the secret is 404 or blue's own
 * state); a wrong secret is 403. */
static void
test_seats_other_player (void)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "data", "share-hands.json", NULL);
  g_autoptr (WgSession) session = NULL;
  g_autoptr (WgShareServer) server = NULL;
  g_autoptr (WgTestBrowser) watch = open_shared_page (path, &session, &server);
  g_autoptr (WgTestBrowser) blue = open_page (wg_share_server_get_seat_url (server, 0));
  g_autofree char         *mine = secret_path (wg_share_server_get_seat_url (server, 0));
  g_autofree char         *wrong = g_strdup (mine);
  static const char *const tries[] = {
    "state.json?player=1",
    "state.json?player=red",
    "state.json?you=Rex",
    "red/state.json",
    "1/state.json",
    "players/1/state.json",
    "state.json/red",
  };
  g_autoptr (GError) error = NULL;

  for (guint i = 0; i < G_N_ELEMENTS (tries); i++)
    {
      g_autofree char *js = g_strdup_printf (
        "fetch('%s%s').then((r) => r.status === 200 ? r.text() : String(r.status))",
        mine, tries[i]);
      g_autofree char *text = wg_test_browser_eval (blue, js, &error);

      g_assert_no_error (error);
      g_test_message ("%s%s: %.40s", mine, tries[i], text);
      assert_holds (text, red_cards, FALSE);
      g_assert_true (g_str_equal (text, "404") || strstr (text, "Blue Feint") != NULL);
    }
  /* A wrong secret: one digit changed, and one that is no address's. */
  wrong[1] = wrong[1] == '0' ? '1' : '0';
  {
    g_autofree char *url = g_strconcat (wrong, "state.json", NULL);

    g_assert_cmpint (status_from (blue, url), ==, 403);
  }
  g_assert_cmpint (status_from (blue, "/ffffffffffffffffffffffffffffffff/state.json"), ==, 403);
}

/* Blue's address revoked: its requests get 403 and its open stream ends
 * (the page says so), while red's keeps updating; "New Address" gives
 * blue a new secret, the old one staying refused. */
static void
test_seats_revoke (void)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "data", "share-hands.json", NULL);
  g_autoptr (WgSession) session = NULL;
  g_autoptr (WgShareServer) server = NULL;
  g_autoptr (WgTestBrowser) watch = open_shared_page (path, &session, &server);
  g_autoptr (WgTestBrowser) blue = open_page (wg_share_server_get_seat_url (server, 0));
  g_autoptr (WgTestBrowser) red = open_page (wg_share_server_get_seat_url (server, 1));
  g_autofree char *old = secret_path (wg_share_server_get_seat_url (server, 0));
  g_autofree char *old_state = g_strconcat (old, "state.json", NULL);
  g_autofree char *renewed = NULL;
  g_autofree char *description = NULL;
  g_autoptr (GError) error = NULL;
  WgGame *next;

  g_assert_cmpint (status_from (watch, old_state), ==, 200);
  g_assert_cmpuint (wg_share_server_get_n_viewers (server), ==, 3);
  wg_share_server_revoke_seat (server, 0);
  g_assert_null (wg_share_server_get_seat_url (server, 0));
  wait_for (blue, "document.getElementById('connection').classList.contains('stopped')");
  g_assert_cmpint (status_from (watch, old_state), ==, 403);
  g_assert_cmpuint (wg_share_server_get_n_viewers (server), ==, 2);

  /* The table changes: red's page and the watch page follow. */
  next = wg_edit_set_turn (wg_session_get_game (session), -1, 2, -1, 1, &description, &error);
  g_assert_no_error (error);
  g_assert_true (wg_session_apply (session, next, description, &error));
  g_assert_no_error (error);
  wait_for (red, "document.getElementById('slot').textContent === '2'"
                 " && document.getElementById('connection').classList.contains('live')");
  wait_for (watch, "document.getElementById('slot').textContent === '2'");
  g_assert_cmpint (status_from (blue, old_state), ==, 403);

  wg_share_server_renew_seat (server, 0);
  renewed = secret_path (wg_share_server_get_seat_url (server, 0));
  g_assert_cmpstr (renewed, !=, old);
  g_assert_cmpint (status_from (watch, old_state), ==, 403);
  {
    g_autofree char *state = g_strconcat (renewed, "state.json", NULL);

    g_assert_cmpint (status_from (watch, state), ==, 200);
  }
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  /* Meson passes the browser it found (tests/app/meson.build); none found:
   * "chromium", which fails to open with a message saying how to get it. */
  browser = argc > 1 ? argv[1] : "chromium";
  g_test_add_func ("/wg/share/browser/change-reaches-page", test_change_reaches_page);
  g_test_add_func ("/wg/share/browser/layout", test_layout);
  g_test_add_func ("/wg/share/browser/reconnects", test_reconnects);
  g_test_add_func ("/wg/share/browser/seats-hands", test_seats_hands);
  g_test_add_func ("/wg/share/browser/seats-other-player", test_seats_other_player);
  g_test_add_func ("/wg/share/browser/seats-revoke", test_seats_revoke);
  return g_test_run ();
}
