/* test-app-share-phone.c — the shared page's board on a phone: pinch, drag, legible labels, 44 px targets
 * Copyright 2026 The Warpgate Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Headless Chromium (Debian's `chromium`) opens the shared page of the
 * solo sample, the largest board the app ships, as a phone held upright
 * lays it out (390×844, the DevTools protocol's device metrics); touches
 * are the protocol's own (Input.dispatchTouchEvent), which reach the page
 * as a finger's would. Without a browser the test fails: build-aux/setup.sh
 * installs it.
 */
#include "config.h"

#include <math.h>
#include <stdio.h>
#include <string.h>

#include "wg-edit.h"
#include "wg-share-server-private.h"
#include "wg-test-browser.h"

static const char *browser; /* from Meson: the browser found at configure time */

/* Generous: a browser starts in seconds on 2 busy cores. */
#define START_S 90
#define WAIT_S  30

/* CSS px per SVG unit of the board as drawn now: the SVG's own scale on the
 * screen (the viewBox the page sets). */
#define SCALE "document.querySelector('#board svg').getScreenCTM().a"

/* The smallest board label's size on the screen, in CSS px. */
#define SMALLEST_LABEL                                            \
  "Math.min(...[...document.querySelectorAll('#board svg text')]" \
  ".map((t) => parseFloat(t.getAttribute('font-size')) * " SCALE "))"

/* Where the first label (a location's id, "P1"…) is on the screen, and its
 * height there: "x y height". */
#define LABEL_BOX                                                                         \
  "(() => { const r = document.querySelector('#board svg text').getBoundingClientRect();" \
  " return [r.x + r.width / 2, r.y + r.height / 2, r.height].join(' '); })()"

static void
wait_for (WgTestBrowser *page,
          const char    *condition)
{
  g_autoptr (GError) error = NULL;

  wg_test_browser_wait (page, condition, WAIT_S, &error);
  g_assert_no_error (error);
}

static double
eval_number (WgTestBrowser *page,
             const char    *expression)
{
  g_autoptr (GError) error = NULL;
  g_autofree char *question = g_strdup_printf ("String(%s)", expression);
  g_autofree char *text = wg_test_browser_eval (page, question, &error);

  g_assert_no_error (error);
  return g_ascii_strtod (text, NULL);
}

static char *
eval_string (WgTestBrowser *page,
             const char    *expression)
{
  g_autoptr (GError) error = NULL;
  char *text = wg_test_browser_eval (page, expression, &error);

  g_assert_no_error (error);
  return text;
}

/* Whether the board's whole drawing lies within the view. */
#define WHOLE_BOARD                                                               \
  "(() => { const svg = document.querySelector('#board svg'), b = svg.getBBox();" \
  " const v = svg.viewBox.baseVal; return b.x >= v.x && b.y >= v.y"               \
  " && b.x + b.width <= v.x + v.width && b.y + b.height <= v.y + v.height; })()"

/* The first label's centre and height on the screen. */
static void
label_box (WgTestBrowser *page,
           double        *x,
           double        *y,
           double        *height)
{
  g_autofree char *text = eval_string (page, LABEL_BOX);

  g_assert_cmpint (sscanf (text, "%lf %lf %lf", x, y, height), ==, 3);
}

static void
send (WgTestBrowser *page,
      const char    *method,
      const char    *params)
{
  g_autoptr (GError) error = NULL;

  g_assert_true (wg_test_browser_send (page, method, params, &error));
  g_assert_no_error (error);
}

/* The touches' own clock (the protocol's timestamp, seconds since the
 * epoch): within a gesture each event 16 ms after the one before, however
 * long the busy machine takes to send it, so that a double tap is one
 * whatever the load. Each gesture starts at the real time or later (an
 * event from before the page opened would have no time of its own). */
static double clock_s;

static void
clock_sync (void)
{
  clock_s = MAX (clock_s, g_get_real_time () / (double) G_USEC_PER_SEC);
}

/* One touch event of @type with the fingers at @xy (x, y pairs), @after
 * seconds of the touches' clock after the one before. */
static void
touch_after (WgTestBrowser *page,
             const char    *type,
             const double  *xy,
             guint          n,
             double         after)
{
  g_autoptr (GString) params = g_string_new (NULL);

  clock_s += after;
  g_string_printf (params, "{\"type\": \"%s\", \"timestamp\": %.3f, \"touchPoints\": [", type,
                   clock_s);
  for (guint i = 0; i < n; i++)
    g_string_append_printf (params, "%s{\"x\": %.1f, \"y\": %.1f, \"id\": %u}", i > 0 ? ", " : "",
                            xy[2 * i], xy[2 * i + 1], i);
  g_string_append (params, "]}");
  send (page, "Input.dispatchTouchEvent", params->str);
}

static void
touch (WgTestBrowser *page,
       const char    *type,
       const double  *xy,
       guint          n)
{
  touch_after (page, type, xy, n, 0.016);
}

/* A finger taps at (@x, @y), then again @gap seconds later. */
static void
tap_twice (WgTestBrowser *page,
           double         x,
           double         y,
           double         gap)
{
  const double at[] = { x, y };

  clock_sync ();
  touch_after (page, "touchStart", at, 1, 1.0);
  touch_after (page, "touchEnd", NULL, 0, 0.05);
  touch_after (page, "touchStart", at, 1, gap);
  touch_after (page, "touchEnd", NULL, 0, 0.05);
}

/* Fingers moved from @from to @to (x, y pairs) in ten steps, then lifted. */
static void
gesture (WgTestBrowser *page,
         const double  *from,
         const double  *to,
         guint          n)
{
  double xy[4];

  g_assert_cmpuint (n, <=, 2);
  clock_sync ();
  touch (page, "touchStart", from, n);
  for (int step = 1; step <= 10; step++)
    {
      for (guint i = 0; i < 2 * n; i++)
        xy[i] = from[i] + (to[i] - from[i]) * step / 10.0;
      touch (page, "touchMove", xy, n);
    }
  touch (page, "touchEnd", NULL, 0);
}

/* The centre of the board's box on the screen. */
static void
board_centre (WgTestBrowser *page,
              double        *x,
              double        *y)
{
  *x = eval_number (page, "(() => { const r = document.getElementById('board')"
                          ".getBoundingClientRect(); return r.x + r.width / 2; })()");
  *y = eval_number (page, "(() => { const r = document.getElementById('board')"
                          ".getBoundingClientRect(); return r.y + r.height / 2; })()");
}

/* The solo sample shared on loopback, and its page open as on a phone held
 * upright (or at @width × @height, not a phone); the session and the
 * server are handed to the caller. */
static WgTestBrowser *
open_page (WgSession     **session,
           WgShareServer **server,
           int             width,
           int             height,
           gboolean        mobile)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "..", "data", "games",
                                                 "sample-solo.json", NULL);
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
  page = wg_test_browser_open (browser, wg_share_server_get_url (*server), width, height, mobile,
                               START_S, &error);
  g_assert_no_error (error);
  g_assert_nonnull (page);
  wait_for (page, "document.querySelector('#board svg') !== null");
  return page;
}

/* At 390 px wide the board starts where its smallest label reads (≥ 11
 * CSS px on the screen), and everything that can be tapped is at least
 * 44 × 44 px: the zoom buttons, and nothing smaller (what is hidden, such
 * as the Ask panel's pickers for another question, cannot be tapped). */
static void
test_legible (void)
{
  g_autoptr (WgSession) session = NULL;
  g_autoptr (WgShareServer) server = NULL;
  g_autoptr (WgTestBrowser) page = open_page (&session, &server, 390, 844, TRUE);
  g_autofree char *small = NULL;
  double           smallest = eval_number (page, SMALLEST_LABEL);

  g_test_message ("the smallest label: %.1f CSS px", smallest);
  g_assert_cmpfloat (smallest, >=, 11.0);
  g_assert_cmpfloat (eval_number (page, "document.querySelectorAll('button, a[href], input,"
                                        " select, textarea, [tabindex]').length"),
                     >=, 3);
  small = eval_string (page, "[...document.querySelectorAll('button, a[href], input, select,"
                             " textarea, [tabindex]')].filter((e) => {"
                             " const r = e.getBoundingClientRect();"
                             " return e.getClientRects().length > 0"
                             " && (r.width < 44 || r.height < 44); })"
                             ".map((e) => e.id || e.tagName).join(' ')");
  g_assert_cmpstr (small, ==, "");
  /* Each button says what it does (its icon is a drawing). */
  g_free (small);
  small = eval_string (page, "[...document.querySelectorAll('button')].map((b) =>"
                             " b.getAttribute('aria-label')).join(', ')");
  g_assert_cmpstr (small, ==, "Zoom out, Zoom in, Show the whole board, Range, Withdrawal, Moves, "
                              "Odds, Clear");
  /* A tap on the board asks: on the phone the Ask panel comes right after
   * the turn, before the players and the Gatekeepers' instructions. */
  g_free (small);
  small = eval_string (page, "[...document.querySelectorAll('.panels > section')]"
                             ".filter((e) => e.getClientRects().length > 0)"
                             ".sort((a, b) => a.getBoundingClientRect().top"
                             " - b.getBoundingClientRect().top).map((e) => e.id).join(' ')");
  g_assert_true (g_str_has_prefix (small, "turn ask "));
}

/* Two fingers spread apart on the board: it zooms in (its scale on the
 * screen grows, and a label with it); one finger dragged: the board moves
 * with it; the table changes (the next slot): the new drawing keeps the
 * zoom and the place. None of it breaks the page's Content-Security-Policy
 * or asks anything of another address. */
static void
test_pinch_drag_update (void)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (WgSession) session = NULL;
  g_autoptr (WgShareServer) server = NULL;
  g_autoptr (WgTestBrowser) page = open_page (&session, &server, 390, 844, TRUE);
  g_autofree char *view = NULL;
  g_autofree char *kept = NULL;
  g_autofree char *description = NULL;
  g_autofree char *question = NULL;
  double           cx, cy, scale, lx, ly, lh, x, y, h, seq;
  WgGame          *next;
  const GPtrArray *requests;
  g_autofree char *origin = NULL;

  /* Opened again, watched: what it asks for and what its policy refuses. */
  g_assert_true (wg_test_browser_watch (page, &error));
  g_assert_true (wg_test_browser_navigate (page, wg_share_server_get_url (server), &error));
  g_assert_no_error (error);
  wait_for (page, "document.body.dataset.seq !== undefined");
  board_centre (page, &cx, &cy);
  scale = eval_number (page, SCALE);
  label_box (page, &lx, &ly, &lh);
  {
    const double from[] = { cx - 30, cy, cx + 30, cy }, to[] = { cx - 90, cy, cx + 90, cy };

    gesture (page, from, to, 2);
  }
  g_test_message ("pinched: %.3f → %.3f px per unit", scale, eval_number (page, SCALE));
  g_assert_cmpfloat (eval_number (page, SCALE), >, scale * 1.5);
  /* Spread threefold, but no further in than 4 CSS px per unit (page.js). */
  g_assert_cmpfloat (eval_number (page, SCALE), <=, 4.0 + 1e-6);
  label_box (page, &x, &y, &h);
  g_assert_cmpfloat (h, >, lh * 1.5);

  /* Dragged 80 px left and 60 px up: the label moves as far. */
  lx = x, ly = y;
  {
    const double from[] = { cx + 40, cy + 30 }, to[] = { cx - 40, cy - 30 };

    gesture (page, from, to, 1);
  }
  label_box (page, &x, &y, &h);
  g_test_message ("dragged (-80, -60): the label moved (%.1f, %.1f)", x - lx, y - ly);
  g_assert_cmpfloat (fabs (x - lx - (-80)), <, 4);
  g_assert_cmpfloat (fabs (y - ly - (-60)), <, 4);
  /* The board moved, not the page. */
  g_assert_cmpfloat (eval_number (page, "window.scrollY"), ==, 0);

  /* The next slot: a new drawing, the same view. */
  view = eval_string (page, "document.querySelector('#board svg').getAttribute('viewBox')");
  seq = eval_number (page, "document.body.dataset.seq");
  g_free (eval_string (page, "String(document.querySelector('#board svg').wgOld = true)"));
  next = wg_edit_set_turn (wg_session_get_game (session), -1, 2, -1, 1, &description, &error);
  g_assert_no_error (error);
  g_assert_true (wg_session_apply (session, next, description, &error));
  g_assert_no_error (error);
  question = g_strdup_printf ("Number(document.body.dataset.seq) > %.0f", seq);
  wait_for (page, question);
  g_assert_cmpstr (eval_string (page, "String(document.querySelector('#board svg').wgOld)"), ==,
                   "undefined");
  kept = eval_string (page, "document.querySelector('#board svg').getAttribute('viewBox')");
  g_assert_cmpstr (kept, ==, view);

  /* All of it within the page's policy, and from the app alone (the page
   * and what it asks for; the browser's own favicon.ico at the same
   * origin). */
  origin = g_strndup (wg_share_server_get_url (server),
                      strchr (wg_share_server_get_url (server) + strlen ("http://"), '/')
                        - wg_share_server_get_url (server) + 1);
  g_assert_cmpuint (wg_test_browser_get_n_violations (page), ==, 0);
  requests = wg_test_browser_get_requests (page);
  g_assert_cmpuint (requests->len, >, 0);
  for (guint i = 0; i < requests->len; i++)
    g_assert_true (g_str_has_prefix (requests->pdata[i], origin));
}

/* A double tap shows the whole board (its drawing within the view), the
 * next zooms in again (two taps a second apart do neither); on a 1920×1080 screen the page starts with the
 * whole board, the mouse wheel zooms in, and the button shows the whole
 * board again. */
static void
test_double_tap_wheel (void)
{
  g_autoptr (WgSession) session = NULL;
  g_autoptr (WgShareServer) server = NULL;
  g_autoptr (WgTestBrowser) page = open_page (&session, &server, 390, 844, TRUE);
  g_autoptr (WgSession) tv_session = NULL;
  g_autoptr (WgShareServer) tv_server = NULL;
  g_autoptr (WgTestBrowser) tv = NULL;
  double           cx, cy, zoomed = eval_number (page, SCALE), whole;
  g_autofree char *params = NULL;

  /* Two taps a second apart are not a double tap. */
  board_centre (page, &cx, &cy);
  tap_twice (page, cx, cy, 1.0);
  g_assert_cmpfloat (fabs (eval_number (page, SCALE) - zoomed), <, 0.001);
  tap_twice (page, cx, cy, 0.2);
  wait_for (page, WHOLE_BOARD);
  whole = eval_number (page, SCALE);
  g_assert_cmpfloat (whole, <, zoomed / 2);
  tap_twice (page, cx, cy, 0.2);
  g_assert_cmpfloat (eval_number (page, SCALE), >, whole * 2);
  g_clear_pointer (&page, wg_test_browser_close);
  tv = open_page (&tv_session, &tv_server, 1920, 1080, FALSE);
  g_assert_cmpstr (eval_string (tv, "String(" WHOLE_BOARD ")"), ==, "true");
  whole = eval_number (tv, SCALE);
  board_centre (tv, &cx, &cy);
  params = g_strdup_printf ("{\"type\": \"mouseWheel\", \"x\": %.0f, \"y\": %.0f,"
                            " \"deltaX\": 0, \"deltaY\": -300}",
                            cx, cy);
  send (tv, "Input.dispatchMouseEvent", params);
  wait_for (tv, "!" WHOLE_BOARD);
  g_assert_cmpfloat (eval_number (tv, SCALE), >, whole * 1.5);
  g_free (eval_string (tv, "String(document.getElementById('zoom-fit').click())"));
  g_assert_cmpfloat (fabs (eval_number (tv, SCALE) - whole), <, 0.001);
  /* No further out than the whole board. */
  g_free (eval_string (tv, "String(document.getElementById('zoom-out').click())"));
  g_assert_cmpfloat (fabs (eval_number (tv, SCALE) - whole), <, 0.001);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  /* Meson passes the browser it found (tests/app/meson.build); none found:
   * "chromium", which fails to open with a message saying how to get it. */
  browser = argc > 1 ? argv[1] : "chromium";
  g_test_add_func ("/wg/share/phone/legible", test_legible);
  g_test_add_func ("/wg/share/phone/pinch-drag-update", test_pinch_drag_update);
  g_test_add_func ("/wg/share/phone/double-tap-wheel", test_double_tap_wheel);
  return g_test_run ();
}
