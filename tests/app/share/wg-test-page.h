/* wg-test-page.h — what the share tests do with a shared page in the browser, written once
 * Copyright 2026 The Warpgate Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Shared by the tests that open the shared page in headless Chromium
 * (wg-test-browser.h) and ask, propose and play a battle card from it:
 * test-app-share-ask.c, -asks.c, -propose.c, -duel.c and -table.c, with
 * warpgate-cli run to compare the page's answers with. Each fails the test
 * at once (g_assert) when the page or the CLI does not answer.
 */
#pragma once

#include <json.h>
#include <stdio.h>

#include "wg-test-browser.h"

/* How long a browser may take to start, and a page to show a change. */
#define WG_TEST_PAGE_START_S 90
#define WG_TEST_PAGE_WAIT_S  30

/* @expression's value in @page, a string. */
static inline char *
wg_test_page_eval (WgTestBrowser *page,
                   const char    *expression)
{
  g_autoptr (GError) error = NULL;
  char *text = wg_test_browser_eval (page, expression, &error);

  g_assert_no_error (error);
  return text;
}

/* Runs @statements (JavaScript, `;` between them) in @page. */
static inline void
wg_test_page_run (WgTestBrowser *page,
                  const char    *statements)
{
  g_autofree char *expression = g_strdup_printf ("(() => { %s; return ''; })()", statements);

  g_free (wg_test_page_eval (page, expression));
}

/* Waits until @condition (JavaScript) holds in @page. */
static inline void
wg_test_page_wait (WgTestBrowser *page,
                   const char    *condition)
{
  g_autoptr (GError) error = NULL;

  wg_test_browser_wait (page, condition, WG_TEST_PAGE_WAIT_S, &error);
  g_assert_no_error (error);
}

/* @url in @browser (NULL: chromium) at @width × @height CSS pixels (@mobile:
 * as a phone lays it out), once it shows the board and the table's version. */
static inline WgTestBrowser *
wg_test_page_open (const char *browser,
                   const char *url,
                   int         width,
                   int         height,
                   gboolean    mobile)
{
  g_autoptr (GError) error = NULL;
  WgTestBrowser *page = wg_test_browser_open (browser, url, width, height, mobile,
                                              WG_TEST_PAGE_START_S, &error);

  g_assert_no_error (error);
  g_assert_nonnull (page);
  wg_test_page_wait (page, "document.querySelector('#board svg') !== null"
                           " && document.body.dataset.version !== undefined");
  return page;
}

/* One finger's tap on location @id's centre, the whole board in sight
 * first; each tap a second after the last (a double tap zooms). */
static inline void
wg_test_page_tap (WgTestBrowser *page,
                  const char    *id)
{
  static double    clock_s; /* the touches' clock (seconds since the epoch) */
  g_autofree char *question = g_strdup_printf (
    "(() => { const u = [...document.querySelectorAll('#board use[data-id]')]"
    ".find((u) => u.dataset.id === '%s'); u.scrollIntoView({block: 'center'});"
    " const m = u.ownerSVGElement.getScreenCTM();"
    " const p = new DOMPoint(+u.getAttribute('x'), +u.getAttribute('y')).matrixTransform(m);"
    " return p.x + ' ' + p.y; })()",
    id);
  g_autofree char *text = NULL, *down = NULL, *up = NULL;
  g_autoptr (GError) error = NULL;
  double x, y;

  wg_test_page_run (page, "document.getElementById('zoom-fit').click()");
  text = wg_test_page_eval (page, question);
  g_assert_cmpint (sscanf (text, "%lf %lf", &x, &y), ==, 2);
  clock_s = MAX (clock_s + 1.0, g_get_real_time () / (double) G_USEC_PER_SEC);
  down = g_strdup_printf ("{\"type\": \"touchStart\", \"timestamp\": %.3f, \"touchPoints\":"
                          " [{\"x\": %.1f, \"y\": %.1f, \"id\": 0}]}",
                          clock_s, x, y);
  up = g_strdup_printf ("{\"type\": \"touchEnd\", \"timestamp\": %.3f, \"touchPoints\": []}",
                        clock_s + 0.05);
  g_assert_true (wg_test_browser_send (page, "Input.dispatchTouchEvent", down, &error));
  g_assert_true (wg_test_browser_send (page, "Input.dispatchTouchEvent", up, &error));
  g_assert_no_error (error);
}

/* What @page's POST of @body (a JS object's text) to @name answers,
 * "STATUS BODY"; the body carries @version (JavaScript; NULL: the version
 * the page read). */
static inline char *
wg_test_page_post (WgTestBrowser *page,
                   const char    *name,
                   const char    *body,
                   const char    *version)
{
  g_autofree char *question = g_strdup_printf (
    "fetch('%s', {method: 'POST', headers: {'Content-Type': 'application/json'},"
    " body: JSON.stringify(Object.assign({version: %s}, %s))})"
    ".then(async (r) => r.status + ' ' + await r.text())",
    name, version != NULL ? version : "+document.body.dataset.version", body);

  return wg_test_page_eval (page, question);
}

/* Plays the battle card @id from the page's battle panel, as a thumb does. */
static inline void
wg_test_page_play (WgTestBrowser *page,
                   const char    *id)
{
  g_autofree char *script = g_strdup_printf (
    "const b = [...document.querySelectorAll('#battle-cards button')]"
    ".find((b) => b.dataset.id === '%s'); b.click();"
    " document.getElementById('battle-play').click()",
    id);

  wg_test_page_run (page, script);
}

/* @argv run (@argv[0]: warpgate-cli's path; NULL-terminated): its standard
 * output, once it has exited 0. */
static inline char *
wg_test_page_cli (const char *const *argv)
{
  g_autoptr (GError) error = NULL;
  char *out = NULL;
  int   status;

  g_assert_true (g_spawn_sync (NULL, (char **) argv, NULL, G_SPAWN_STDERR_TO_DEV_NULL, NULL, NULL,
                               &out, NULL, &status, &error));
  g_assert_no_error (error);
  g_assert_cmpint (status, ==, 0);
  return out;
}

/* The same, its output read as JSON. */
static inline json_object *
wg_test_page_cli_json (const char *const *argv)
{
  g_autofree char *out = wg_test_page_cli (argv);
  json_object     *o = json_tokener_parse (out);

  g_assert_nonnull (o);
  return o;
}
