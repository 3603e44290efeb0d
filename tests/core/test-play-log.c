/* test-play-log.c — a finished play as BG Stats imports it (wg-play-log.h)
 * Copyright 2026 The Warpgate Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <string.h>

#include "wg-file-error.h"
#include "wg-play-log.h"
#include "wg-test-play-log.h"
#include "wg-test-util.h"

static void
test_tie (void)
{
  g_autoptr (WgGame) game = wg_test_load_game ("play-log-tie.json");
  g_autoptr (GError) error = NULL;
  WgPlayLogWhen    when = { "2026-11-29 19:30", 95 };
  g_autofree char *json = wg_play_log_to_json (game, NULL, &when, FALSE, &error);

  g_assert_no_error (error);
  g_assert_cmpint (wg_play_log_start_player (game), ==, wg_game_find_player (game, "green"));
  g_assert_cmpstr (json, ==, WG_TEST_PLAY_LOG_TIE_JSON);
}

/* The same play indented for a file: the same document, on many lines. */
static void
test_pretty (void)
{
  g_autoptr (WgGame) game = wg_test_load_game ("play-log-tie.json");
  WgPlayLogWhen    when = { "2026-11-29 19:30:00", 95 };
  g_autofree char *json = wg_play_log_to_json (game, NULL, &when, TRUE, NULL);
  g_autoptr (GString) squeezed = g_string_new (NULL);
  gboolean in_string = FALSE;

  g_assert_nonnull (strchr (json, '\n'));
  /* Outside strings, drop the indentation and the spaces after ':' and ','. */
  for (const char *p = json; *p != '\0'; p++)
    {
      if (*p == '"' && (p == json || p[-1] != '\\'))
        in_string = !in_string;
      if (in_string || !g_ascii_isspace (*p))
        g_string_append_c (squeezed, *p);
    }
  g_assert_cmpstr (squeezed->str, ==, WG_TEST_PLAY_LOG_TIE_JSON);
}

/*
 * tests/data/score-midgame.json (worked in test-score.c): round 4, not
 * over; Kai (blue) 8 VP, the Gatekeepers (red, the AI) 20. Standings, not
 * a result: nobody is a winner, and the comments say why. A solo game's
 * first player marker never passes (R-ROUND-1): Kai started. No duration:
 * the key is left out.
 */
static void
test_unfinished_solo (void)
{
  g_autoptr (WgGame) game = wg_test_load_game ("score-midgame.json");
  WgPlayLogWhen    when = { "2026-01-05 08:00", -1 };
  g_autofree char *json = wg_play_log_to_json (game, NULL, &when, FALSE, NULL);

  g_assert_cmpstr (json, ==,
                   "{\"sourceName\":\"Warpgate Companion\",\"playDate\":\"2026-01-05 08:00:00\","
                   "\"game\":{\"name\":\"Warpgate\",\"sourceGameId\":\"warpgate\","
                   "\"highestWins\":true,\"noPoints\":false},"
                   "\"board\":\"Scoring\","
                   "\"players\":["
                   "{\"name\":\"Kai\",\"sourcePlayerId\":\"blue\",\"score\":8,"
                   "\"winner\":false,\"startPlayer\":true},"
                   "{\"name\":\"The Gatekeepers\",\"sourcePlayerId\":\"red\",\"score\":20,"
                   "\"winner\":false,\"startPlayer\":false}],"
                   "\"comments\":\"Standings in round 4, not a result: the game is not over, so "
                   "nobody has won yet (R-ROUND-2). The Gatekeepers lead with 20 VP.\"}");
}

/* A date BG Stats could not read is refused with the date named, and
 * nothing is made; so is a negative duration other than "unknown". */
static void
test_bad_when (void)
{
  static const char *bad[] = { "2026-02-30 10:00", "2026-11-29", "2026-11-29 24:00",
                               "2026-11-29 10:60", "2026/11/29 10:00", "2026-11-29 10:00:5",
                               "", "2026-11-29T10:00", "２026-11-29 10:00" };
  g_autoptr (WgGame) game = wg_test_load_game ("play-log-tie.json");

  for (guint i = 0; i < G_N_ELEMENTS (bad); i++)
    {
      g_autoptr (GError) error = NULL;
      WgPlayLogWhen    when = { bad[i], 10 };
      g_autofree char *json = wg_play_log_to_json (game, NULL, &when, FALSE, &error);

      g_assert_null (json);
      g_assert_error (error, WG_FILE_ERROR, WG_FILE_ERROR_INVALID);
      g_assert_nonnull (strstr (error->message, bad[i]));
    }
  g_assert_true (wg_play_log_date_is_valid ("2028-02-29 23:59:59"));
  {
    g_autoptr (GError) error = NULL;
    WgPlayLogWhen when = { "2026-11-29 10:00", -2 };

    g_assert_null (wg_play_log_to_json (game, NULL, &when, FALSE, &error));
    g_assert_error (error, WG_FILE_ERROR, WG_FILE_ERROR_INVALID);
  }
}

/* The link: BG Stats' import address, then the JSON with every character
 * a query value may not hold escaped, which decodes back to the JSON. */
static void
test_url (void)
{
  static const char *prefix = "https://app.bgstatsapp.com/createPlay.html?data=";
  g_autofree char   *url = wg_play_log_url (WG_TEST_PLAY_LOG_TIE_JSON);
  g_autofree char   *back = NULL;
  g_autofree char   *small = wg_play_log_url ("{\"a\":\"b c&d\"}");

  g_assert_cmpstr (small, ==,
                   "https://app.bgstatsapp.com/createPlay.html?data="
                   "%7B%22a%22%3A%22b%20c%26d%22%7D");
  g_assert_true (g_str_has_prefix (url, prefix));
  g_assert_null (strpbrk (url + strlen (prefix), "{}\" &?#=:,"));
  back = g_uri_unescape_string (url + strlen (prefix), NULL);
  g_assert_cmpstr (back, ==, WG_TEST_PLAY_LOG_TIE_JSON);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/wg/play-log/R-SCORE-2/tie-broken-by-planets", test_tie);
  g_test_add_func ("/wg/play-log/pretty", test_pretty);
  g_test_add_func ("/wg/play-log/R-SCORE-4/unfinished-solo", test_unfinished_solo);
  g_test_add_func ("/wg/play-log/bad-date", test_bad_when);
  g_test_add_func ("/wg/play-log/url", test_url);
  return g_test_run ();
}
