/* test-app-story-browser.c — the story of a game in a real browser: it renders, and loads nothing
 * Copyright 2026 The Warpgate Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * tests/data/story-2p-played.json is the game tests/cli/test-cli-story.c
 * plays, as its commands wrote it (warpgate-cli apply, battle --apply,
 * end-turn … from tests/data/story-2p.json, each with --output). Its story
 * (wg_story_html, which `warpgate-cli story` and Export Story write) is
 * opened from a file in headless Chromium, as the share tests drive it;
 * the browser's network log is watched from before the page opens.
 * WG_STORY_SCREENSHOTS=DIR also writes the page at 1920×1080 and 390×844
 * there.
 */
#include "config.h"

#include <string.h>

#include "wg-record-json.h"
#include "wg-story.h"
#include "wg-test-browser.h"
#include "wg-test-files.h"

static const char *browser; /* from Meson: the browser found at configure time */

/* Generous: a browser starts in seconds on 2 busy cores. */
#define START_S 90
#define WAIT_S  30

static char *tmp_dir;

/* The story of the played fixture. */
static char *
story_html (void)
{
  g_autofree char *path =
    g_test_build_filename (G_TEST_DIST, "data", "story-2p-played.json", NULL);
  g_autofree char *data = NULL;
  gsize            length = 0;
  g_autoptr (GError) error = NULL;
  g_autoptr (WgRecord) record = NULL;
  g_autoptr (WgGame) game = NULL;
  g_autoptr (WgCatalog) catalog = wg_catalog_new_builtin ();
  char *html;

  g_assert_true (g_file_get_contents (path, &data, &length, NULL));
  game = wg_game_load_with_record (data, length, &record, &error);
  g_assert_no_error (error);
  g_assert_nonnull (record);
  g_assert_cmpuint (record->steps->len, ==, 14);
  html = wg_story_html (record, game, catalog, &error);
  g_assert_no_error (error);
  return html;
}

/* @html written to the test's folder as @name: its file:// address. */
static char *
page_file (const char *name,
           const char *html)
{
  g_autofree char *path = g_build_filename (tmp_dir, name, NULL);

  g_assert_true (g_file_set_contents (path, html, -1, NULL));
  return g_filename_to_uri (path, NULL, NULL);
}

static char *
eval (WgTestBrowser *page,
      const char    *expression)
{
  g_autoptr (GError) error = NULL;
  char *value = wg_test_browser_eval (page, expression, &error);

  g_assert_no_error (error);
  return value;
}

/* Opens @url in @page, watched, and waits until it has loaded. */
static void
open_watched (WgTestBrowser *page,
              const char    *url)
{
  g_autoptr (GError) error = NULL;
  g_autofree char *loaded =
    g_strdup_printf ("location.href === '%s' && document.readyState === 'complete'", url);

  g_assert_true (wg_test_browser_watch (page, &error));
  g_assert_no_error (error);
  g_assert_true (wg_test_browser_navigate (page, url, &error));
  g_assert_no_error (error);
  g_assert_true (wg_test_browser_wait (page, loaded, WAIT_S, &error));
  g_assert_no_error (error);
  /* Anything the page would still ask for has had time to be asked. */
  g_usleep (500 * 1000);
  g_free (eval (page, "String(1)"));
}

/* The addresses @page asked for other than @url itself, joined. */
static char *
others_asked (WgTestBrowser *page,
              const char    *url)
{
  const GPtrArray *requests = wg_test_browser_get_requests (page);
  g_autoptr (GString) others = g_string_new (NULL);

  for (guint i = 0; i < requests->len; i++)
    if (!g_str_equal (requests->pdata[i], url))
      g_string_append_printf (others, "%s ", (const char *) requests->pdata[i]);
  return g_string_free (g_steal_pointer (&others), FALSE);
}

static WgTestBrowser *
open_browser (int      width,
              int      height,
              gboolean mobile)
{
  g_autoptr (GError) error = NULL;
  WgTestBrowser *page =
    wg_test_browser_open (browser, "about:blank", width, height, mobile, START_S, &error);

  g_assert_no_error (error);
  g_assert_nonnull (page);
  return page;
}

#define READ_PAGE                                                                                 \
  "[document.title, document.getElementById('step-2').textContent.replace(/\\s+/g, ' ').trim(),"  \
  " document.querySelectorAll('section.round svg').length,"                                       \
  " Math.round(document.querySelector('section.round svg').getBoundingClientRect().width) > 300," \
  " [...document.querySelectorAll('a[href^=\"#\"]')].filter(a =>"                                 \
  "   !document.getElementById(a.getAttribute('href').slice(1))).length,"                         \
  " document.querySelectorAll('a.ruling').length].join(' | ')"

/* The page renders: its title, the battle step's sentence and cards in
 * the DOM, a board drawn per round, every ruling link leading to its
 * ruling; it asks for nothing but itself and its policy refuses nothing. */
static void
test_renders_offline (void)
{
  g_autofree char *html = story_html ();
  g_autofree char *url = page_file ("story.html", html);
  g_autoptr (WgTestBrowser) page = open_browser (1920, 1080, FALSE);
  g_autofree char *shown = NULL, *others = NULL;

  open_watched (page, url);
  shown = eval (page, READ_PAGE);
  g_assert_cmpstr (shown, ==,
                   "The story of Two rounds at P2 (tests/cli/test-cli-story.c) | "
                   "2 Battle at P2: Ana beats red, 6 to 2; Ana loses 0, red loses 0 "
                   "(R-BATTLE-1, R-BATTLE-2, R-WD-2, R-WD-3, R-BATTLE-3, R-RANGE-1) "
                   "The cards: Ana (blue), the attacker, played x3; red, the defender, played "
                   "x1. The odds before the draw: Odds for Ana (blue), the attacker: 2 ships "
                   "against red’s 2. The choice of red is not known: each of the two cards it "
                   "draws counts half the time. Chance that Ana (blue) wins: 5/6 (83.33%), "
                   "playing the best card of each hand it may draw. Ships lost by Ana (blue): 0 "
                   "with 1/1 (100.00%). Ships lost by red: 0 with 1/1 (100.00%). Rulings: "
                   "R-BATTLE-1, R-BATTLE-2 | 2 | true | 0 | 23");
  others = others_asked (page, url);
  g_assert_cmpstr (others, ==, "");
  g_assert_cmpuint (wg_test_browser_get_requests (page)->len, ==, 1);
  g_assert_cmpuint (wg_test_browser_get_n_violations (page), ==, 0);
}

/* The watch sees what it is there to see: the same page with an image
 * from a server asks for it without the policy, and the policy refuses
 * it with. */
static void
test_watch_sees_requests (void)
{
  g_autofree char *html = story_html ();
  const char      *image = "<img src=\"http://127.0.0.1:9/story.png\" alt=\"\">";
  g_autofree char *with_image = NULL, *without_policy = NULL;
  g_autofree char *url_policy = NULL, *url_open = NULL, *others = NULL;
  g_autoptr (WgTestBrowser) page = open_browser (1920, 1080, FALSE);
  g_autoptr (GRegex) policy = g_regex_new ("<meta http-equiv=\"Content-Security-Policy\"[^>]*>",
                                           0, 0, NULL);
  g_auto (GStrv) parts = g_strsplit (html, "<main>", 2);

  with_image = g_strconcat (parts[0], "<main>", image, parts[1], NULL);
  without_policy = g_regex_replace_literal (policy, with_image, -1, 0, "", 0, NULL);
  g_assert_cmpstr (without_policy, !=, with_image);
  url_policy = page_file ("with-policy.html", with_image);
  url_open = page_file ("without-policy.html", without_policy);

  open_watched (page, url_open);
  others = others_asked (page, url_open);
  g_assert_cmpstr (others, ==, "http://127.0.0.1:9/story.png ");
  g_clear_pointer (&others, g_free);

  open_watched (page, url_policy);
  g_assert_cmpuint (wg_test_browser_get_n_violations (page), >, 0);
}

#define LAYOUT                                                                             \
  "[document.documentElement.scrollWidth > document.documentElement.clientWidth,"          \
  " Math.round(document.querySelector('section.round svg').getBoundingClientRect().right)" \
  " <= document.documentElement.clientWidth].join(' ')"

/* On a phone (390×844) and a wide screen the page does not scroll
 * sideways and the boards fit its width; screenshots on demand. */
static void
test_layout (void)
{
  g_autofree char *html = story_html ();
  g_autofree char *url = page_file ("layout.html", html);
  const char      *dir = g_getenv ("WG_STORY_SCREENSHOTS");
  const struct
  {
    int         width, height;
    gboolean    mobile;
    const char *name;
  } sizes[] = { { 390, 844, TRUE, "story-390x844.png" },
                { 1920, 1080, FALSE, "story-1920x1080.png" } };

  for (guint i = 0; i < G_N_ELEMENTS (sizes); i++)
    {
      g_autoptr (WgTestBrowser) page =
        open_browser (sizes[i].width, sizes[i].height, sizes[i].mobile);
      g_autofree char *layout = NULL;
      g_autoptr (GError) error = NULL;

      open_watched (page, url);
      layout = eval (page, LAYOUT);
      g_assert_cmpstr (layout, ==, "false true");
      if (dir != NULL)
        {
          g_autofree char *png = g_build_filename (dir, sizes[i].name, NULL);

          g_assert_true (wg_test_browser_screenshot (page, png, &error));
          g_assert_no_error (error);
        }
    }
}

int
main (int   argc,
      char *argv[])
{
  int status;

  g_test_init (&argc, &argv, NULL);
  browser = argc > 1 ? argv[1] : "chromium";
  tmp_dir = g_dir_make_tmp ("wg-story-browser-XXXXXX", NULL);
  g_assert_nonnull (tmp_dir);
  g_test_add_func ("/wg/story/browser/renders-offline", test_renders_offline);
  g_test_add_func ("/wg/story/browser/watch-sees-requests", test_watch_sees_requests);
  g_test_add_func ("/wg/story/browser/layout", test_layout);
  status = g_test_run ();
  wg_test_remove_tree (tmp_dir);
  g_free (tmp_dir);
  return status;
}
