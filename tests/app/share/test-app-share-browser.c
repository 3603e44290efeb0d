/* test-app-share-browser.c — Share to the Table in a real browser: a change in the app reaches the page
 * Copyright 2026 The Warpgate Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Headless Chromium (Debian's `chromium`) opens the shared page served on
 * 127.0.0.1; the session changes; the page shows the change, without a
 * reload. Without a browser the test fails: build-aux/setup.sh installs it.
 */
#include "config.h"

#include <string.h>

#include "wg-edit.h"
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
  return g_test_run ();
}
