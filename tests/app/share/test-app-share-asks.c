/* test-app-share-asks.c — asking withdrawal, moves and odds from a player's phone
 * Copyright 2026 The Warpgate Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Headless Chromium opens a player's own shared page as a phone held
 * upright (390×844, touch) on the 4-player sample with red ships put on
 * D2, a planet blue's ships may attack. Each ask is chosen on the page's
 * Ask panel and answered by the app; the answer is compared with
 * warpgate-cli withdraw, moves and odds --json on the same file (the
 * CLI's path is the test's second argument), the marks drawn are counted
 * against it, the sentence shown is the app's, a refusal's text is shown,
 * and nothing the page asks changes the table.
 */
#include "config.h"

#include <json.h>
#include <stdio.h>
#include <string.h>

#include "wg-odds.h"
#include "wg-range.h"
#include "wg-share-server-private.h"
#include "wg-test-browser.h"
#include "wg-test-page.h"
#include "wg-withdraw.h"

static const char *browser;
static const char *cli_path;
static char       *game_path; /* the sample with red ships on D2 */

#define START_S 90
#define BATTLE  "D2" /* red's ships, in reach of blue's Advance at 4X */
#define ORIGIN  "gate-blue"

/* The 4-player sample with 2 red ships on BATTLE, written once. Every
 * Tactics card the file gives no multiplier gets one, (its place % 5) + 1,
 * as a table writes down the number printed on it: blue's Glorious
 * Victory, the third, is ×3. */
static void
write_game (void)
{
  g_autofree char *sample = g_test_build_filename (G_TEST_DIST, "..", "data", "games",
                                                   "sample-4p.json", NULL);
  json_object     *root = json_object_from_file (sample);
  json_object     *ships, *red = json_object_new_object ();
  g_autoptr (GError) error = NULL;
  g_autofree char *dir = g_dir_make_tmp ("wg-asks-XXXXXX", &error);

  g_assert_no_error (error);
  g_assert_nonnull (root);
  g_assert_true (json_object_object_get_ex (json_object_object_get (root, "pieces"), "ships",
                                            &ships));
  json_object_object_add (red, "at", json_object_new_string (BATTLE));
  json_object_object_add (red, "color", json_object_new_string ("red"));
  json_object_object_add (red, "count", json_object_new_int (2));
  json_object_array_add (ships, red);
  for (size_t p = 0; p < json_object_array_length (json_object_object_get (root, "players")); p++)
    {
      json_object *player = json_object_array_get_idx (json_object_object_get (root, "players"), p);
      json_object *tactics = json_object_object_get (player, "tactics");

      for (size_t i = 0; i < json_object_array_length (tactics); i++)
        if (!json_object_object_get_ex (json_object_array_get_idx (tactics, i), "multiplier", NULL))
          json_object_object_add (json_object_array_get_idx (tactics, i), "multiplier",
                                  json_object_new_int ((int) (i % 5) + 1));
    }
  game_path = g_build_filename (dir, "battle.json", NULL);
  g_assert_cmpint (json_object_to_file_ext (game_path, root, JSON_C_TO_STRING_PRETTY), ==, 0);
  json_object_put (root);
}

typedef struct
{
  WgSession     *session;
  WgShareServer *server;
  WgTestBrowser *page;
  guint          position; /* the history's, before any ask */
  guint64        seq;      /* the table's version, before any ask */
} Table;

/* The game shared, and @seat's page (or the watch page, @seat < 0) open. */
static void
table_open (Table *t,
            int    seat)
{
  g_autoptr (GFile) file = g_file_new_for_path (game_path);
  g_autoptr (WgCatalog) catalog = wg_catalog_new_builtin ();
  g_autoptr (GError) error = NULL;
  const char *url;

  t->session = wg_session_new ();
  wg_session_set_autosave_dir (t->session, NULL);
  g_assert_true (wg_session_load_file (t->session, file, &error));
  g_assert_no_error (error);
  t->server = wg_share_server_new (t->session, catalog);
  g_assert_true (wg_share_server_start (t->server, "127.0.0.1", 0, &error));
  g_assert_no_error (error);
  url = seat >= 0 ? wg_share_server_get_seat_url (t->server, seat)
                  : wg_share_server_get_url (t->server);
  g_assert_nonnull (url);
  t->page = wg_test_browser_open (browser, url, 390, 844, TRUE, START_S, &error);
  g_assert_no_error (error);
  g_assert_nonnull (t->page);
  wg_test_page_wait (t->page, "document.querySelector('#board svg') !== null"
                              " && document.body.dataset.seq !== undefined");
  t->position = wg_history_get_position (wg_session_get_history (t->session));
  t->seq = t->server->seq;
}

/* Nothing asked changed the table: the same history position, the same
 * version; then everything closed. */
static void
table_close (Table *t)
{
  g_assert_cmpuint (wg_history_get_position (wg_session_get_history (t->session)), ==,
                    t->position);
  g_assert_false (wg_history_can_undo (wg_session_get_history (t->session)));
  g_assert_cmpuint (t->server->seq, ==, t->seq);
  g_clear_pointer (&t->page, wg_test_browser_close);
  g_clear_object (&t->server);
  g_clear_object (&t->session);
}

/* Picks the ask @kind on the page's segmented choice. */
static void
choose (WgTestBrowser *page,
        const char    *kind)
{
  g_autofree char *click = g_strdup_printf (
    "document.querySelector('#ask-kinds button[data-kind=\"%s\"]').click()", kind);

  wg_test_page_run (page, click);
}

/* What the page's own origin answers @url with: "STATUS BODY". */
static char *
fetch (WgTestBrowser *page,
       const char    *url)
{
  g_autofree char *question = g_strdup_printf (
    "fetch('%s').then(async (r) => r.status + ' ' + await r.text())", url);

  return wg_test_page_eval (page, question);
}

/* The JSON of a 200 answer to @url. */
static json_object *
fetch_json (WgTestBrowser *page,
            const char    *url)
{
  g_autofree char *got = fetch (page, url);
  json_object     *o;

  g_test_message ("%s → %.200s", url, got);
  g_assert_true (g_str_has_prefix (got, "200 {"));
  o = json_tokener_parse (got + 4);
  g_assert_nonnull (o);
  return o;
}

/* warpgate-cli's output for @args (after the game's path). */
static char *
cli (const char *const *args)
{
  g_autoptr (GPtrArray) argv = g_ptr_array_new ();

  g_ptr_array_add (argv, (char *) cli_path);
  g_ptr_array_add (argv, (char *) args[0]);
  g_ptr_array_add (argv, game_path);
  for (guint i = 1; args[i] != NULL; i++)
    g_ptr_array_add (argv, (char *) args[i]);
  g_ptr_array_add (argv, NULL);
  return wg_test_page_cli ((const char *const *) argv->pdata);
}

static json_object *
cli_json (const char *const *args)
{
  g_autofree char *out = cli (args);
  json_object     *o = json_tokener_parse (out);

  g_assert_nonnull (o);
  return o;
}

/* The same JSON value under @key in @a and @b. */
static void
assert_same (json_object *a,
             json_object *b,
             const char  *key)
{
  json_object *x = NULL, *y = NULL;

  g_assert_true (json_object_object_get_ex (a, key, &x));
  g_assert_true (json_object_object_get_ex (b, key, &y));
  g_test_message ("%s: %s", key, json_object_to_json_string_ext (x, JSON_C_TO_STRING_PLAIN));
  g_assert_cmpstr (json_object_to_json_string_ext (x, JSON_C_TO_STRING_PLAIN), ==,
                   json_object_to_json_string_ext (y, JSON_C_TO_STRING_PLAIN));
}

static const char *
get_string (json_object *o,
            const char  *key)
{
  json_object *v = NULL;

  g_assert_true (json_object_object_get_ex (o, key, &v));
  return json_object_get_string (v);
}

static int
count (WgTestBrowser *page,
       const char    *selector)
{
  g_autofree char *question = g_strdup_printf (
    "String(document.querySelectorAll('%s').length)", selector);
  g_autofree char *n = wg_test_page_eval (page, question);

  return atoi (n);
}

static void
assert_shown (WgTestBrowser *page,
              const char    *id,
              const char    *expected)
{
  g_autofree char *question = g_strdup_printf ("document.getElementById('%s').textContent", id);
  g_autofree char *shown = wg_test_page_eval (page, question);

  g_assert_cmpstr (shown, ==, expected);
}

/* A tap on a planet with red's ships, on blue's page: where the loser
 * withdraws and who chooses, the same as warpgate-cli withdraw --json
 * (blue attacking from its Warpgate), the battle dialog's sentence, the
 * destinations drawn; with "from", the attacker's way back too. */
static void
test_withdrawal (void)
{
  Table                    t = { 0 };
  g_autofree char         *url = NULL;
  const char *const        won_args[] = { "withdraw", "--attacker", "blue", "--from", ORIGIN, "--at",
                                          BATTLE, "--winner", "attacker", "--json", NULL };
  const char *const        lost_args[] = { "withdraw", "--attacker", "blue", "--from", ORIGIN, "--at",
                                           BATTLE, "--winner", "defender", "--json", NULL };
  const char *const        text_args[] = { "withdraw", "--attacker", "blue", "--from", ORIGIN, "--at",
                                           BATTLE, "--winner", "attacker", NULL };
  json_object             *answer, *expected, *won, *lost;
  g_autofree char         *text = NULL;
  static const char *const keys[] = { "loser", "role", "destinations", "range", "chooser",
                                      "fallback", "rulings" };

  table_open (&t, 0);
  choose (t.page, "withdrawal");
  wg_test_page_tap (t.page, BATTLE);
  wg_test_page_wait (t.page, "document.body.dataset.ask === 'answered'");
  answer = fetch_json (t.page, "ask/withdrawal?at=" BATTLE);
  won = json_object_object_get (answer, "defender_loses");
  expected = cli_json (won_args);
  for (guint i = 0; i < G_N_ELEMENTS (keys); i++)
    assert_same (won, expected, keys[i]);
  g_assert_cmpstr (get_string (answer, "attacker"), ==, "blue");
  g_assert_true (json_object_get_type (json_object_object_get (answer, "attacker_loses"))
                 == json_type_null);
  /* The sentence: the battle dialog's, which warpgate-cli withdraw says. */
  text = cli (text_args);
  *strchr (text, '\n') = '\0';
  g_assert_cmpstr (get_string (answer, "sentence"), ==, text);
  g_assert_cmpstr (get_string (won, "sentence"), ==, text);
  assert_shown (t.page, "ask-text", text);
  /* One mark for each destination. */
  g_assert_cmpint (count (t.page, "#board g.ask circle.ask-dest"), ==,
                   (int) json_object_array_length (json_object_object_get (won, "destinations")));
  g_assert_cmpint (count (t.page, "#board g.ask circle.ask-dest"), >=, 1);
  json_object_put (answer);
  json_object_put (expected);
  /* With the origin: the attacker's loss too (R-WD-1). */
  answer = fetch_json (t.page, "ask/withdrawal?at=" BATTLE "&from=" ORIGIN);
  lost = json_object_object_get (answer, "attacker_loses");
  expected = cli_json (lost_args);
  for (guint i = 0; i < G_N_ELEMENTS (keys); i++)
    assert_same (lost, expected, keys[i]);
  json_object_put (answer);
  json_object_put (expected);
  table_close (&t);
}

/* The action and the X picked on blue's page: the legal moves, the same
 * as warpgate-cli moves --json, their origins and destinations drawn, the
 * Actions page's sentence; another player's moves refused on a player's
 * address, asked for by colour on the watch address. */
static void
test_moves (void)
{
  Table             t = { 0 };
  const char *const args[] = { "moves", "--color", "blue", "--action", "advance", "--x", "4",
                               "--json", NULL };
  json_object      *answer, *expected, *moves;
  g_autoptr (GHashTable) origins = g_hash_table_new (g_str_hash, g_str_equal);
  g_autoptr (GHashTable) destinations = g_hash_table_new (g_str_hash, g_str_equal);
  g_autofree char *got = NULL;

  table_open (&t, 0);
  choose (t.page, "moves");
  wg_test_page_run (t.page, "document.getElementById('ask-action').value = 'advance'");
  wg_test_page_run (t.page, "(document.getElementById('ask-x').value = '4',"
                            " document.getElementById('ask-x').dispatchEvent(new Event('change')))");
  wg_test_page_wait (t.page, "document.body.dataset.ask === 'answered'"
                             " && document.getElementById('ask-text').textContent.includes('4X')");
  answer = fetch_json (t.page, "ask/moves?action=advance&x=4");
  expected = cli_json (args);
  assert_same (answer, expected, "action");
  assert_same (answer, expected, "x");
  assert_same (answer, expected, "moves");
  assert_same (answer, expected, "rulings");
  moves = json_object_object_get (expected, "moves");
  g_assert_cmpint (json_object_get_int (json_object_object_get (answer, "count")), ==,
                   (int) json_object_array_length (moves));
  /* Blue may attack red on BATTLE: one of the moves says so. */
  g_assert_nonnull (strstr (json_object_to_json_string_ext (moves, JSON_C_TO_STRING_PLAIN),
                            "\"to\":\"" BATTLE
                            "\",\"range\":1,\"attack\":true"));
  /* Drawn: a mark for each origin and each destination of the CLI's
   * moves, each once. */
  for (size_t i = 0; i < json_object_array_length (moves); i++)
    {
      json_object *m = json_object_array_get_idx (moves, i);
      json_object *from = json_object_object_get (m, "from");

      for (size_t k = 0; k < json_object_array_length (from); k++)
        g_hash_table_add (origins,
                          (char *) json_object_get_string (json_object_array_get_idx (from, k)));
      g_hash_table_add (destinations, (char *) get_string (m, "to"));
    }
  g_assert_cmpint (count (t.page, "#board g.ask circle.ask-origin"), ==,
                   (int) g_hash_table_size (origins));
  g_assert_cmpint (count (t.page, "#board g.ask circle.ask-dest"), ==,
                   (int) g_hash_table_size (destinations));
  /* Every control of the Ask panel shown now is a 44 px target. */
  g_assert_cmpint (count (t.page, "#ask-moves select"), ==, 3);
  /* A player's page asks its own moves: no player to pick. */
  {
    g_autofree char *rects = wg_test_page_eval (
      t.page, "String(document.getElementById('ask-player').getClientRects().length)");

    g_assert_cmpstr (rects, ==, "0");
  }
  {
    g_autofree char *small = wg_test_page_eval (
      t.page, "[...document.querySelectorAll('#ask button, #ask select, #ask input')]"
              ".filter((e) => e.getClientRects().length > 0).filter((e) => {"
              " const r = e.getBoundingClientRect(); return r.width < 44 || r.height < 44; })"
              ".map((e) => e.id || e.tagName).join(' ')");

    g_assert_cmpstr (small, ==, "");
  }
  /* The sentence: the Actions page's, the core's. */
  assert_shown (t.page, "ask-text", get_string (answer, "sentence"));
  g_assert_cmpstr (get_string (answer, "sentence"), ==,
                   "Advance for Player 1 at 4X: 4 legal moves.");
  /* Another player's moves, from blue's address: refused, and why. */
  got = fetch (t.page, "ask/moves?action=advance&x=4&player=red");
  g_test_message ("%s", got);
  g_assert_true (g_str_has_prefix (got, "403 {\"error\":"));
  g_assert_nonnull (strstr (got, "red"));
  json_object_put (answer);
  json_object_put (expected);
  table_close (&t);

  /* The watch address names the player; without one, 400 saying so. */
  table_open (&t, -1);
  g_free (got);
  got = fetch (t.page, "ask/moves?action=advance&x=4");
  g_assert_true (g_str_has_prefix (got, "400 {\"error\":"));
  g_assert_nonnull (strstr (got, "“player”"));
  answer = fetch_json (t.page, "ask/moves?action=advance&x=4&player=blue");
  expected = cli_json (args);
  assert_same (answer, expected, "moves");
  json_object_put (answer);
  json_object_put (expected);
  table_close (&t);
}

/* The cards the odds could not count: warpgate-cli's list, but on a
 * player's page only that player's own cards (all of the test's are blue's
 * too), on the watch page none; the others only counted. */
static void
assert_not_counted (json_object *answer,
                    json_object *expected,
                    gboolean     watch)
{
  json_object *all = json_object_object_get (expected, "not_counted");
  json_object *shown = json_object_object_get (answer, "not_counted");
  int          others = json_object_get_int (json_object_object_get (answer, "not_counted_others"));

  g_assert_cmpuint (json_object_array_length (all), >, 0);
  if (watch)
    {
      g_assert_cmpuint (json_object_array_length (shown), ==, 0);
      g_assert_cmpint (others, ==, (int) json_object_array_length (all));
    }
  else
    {
      assert_same (answer, expected, "not_counted");
      g_assert_cmpint (others, ==, 0);
    }
}

/* The odds answer against warpgate-cli odds --json: every exact number. */
static void
assert_same_odds (json_object *answer,
                  json_object *expected,
                  gboolean     watch)
{
  json_object *cards, *want;

  assert_same (answer, expected, "for");
  assert_same (answer, expected, "attacker");
  assert_same (answer, expected, "defender");
  assert_same (answer, expected, "win");
  assert_same (answer, expected, "lost");
  assert_same (answer, expected, "no_cards");
  assert_not_counted (answer, expected, watch);
  assert_same (answer, expected, "rulings");
  if (!json_object_object_get_ex (expected, "cards", &want))
    return;
  assert_same (answer, expected, "best");
  cards = json_object_object_get (answer, "cards");
  g_assert_cmpuint (json_object_array_length (cards), ==, json_object_array_length (want));
  for (size_t i = 0; i < json_object_array_length (want); i++)
    {
      assert_same (json_object_array_get_idx (cards, i), json_object_array_get_idx (want, i),
                   "card");
      assert_same (json_object_array_get_idx (cards, i), json_object_array_get_idx (want, i),
                   "win");
      assert_same (json_object_array_get_idx (cards, i), json_object_array_get_idx (want, i),
                   "lost");
    }
}

/* Blue's ships, then red's planet, with blue's own card picked: the odds
 * as warpgate-cli odds --json with that card in hand; the battle dialog's
 * sentence; another player's card refused; the watch address names no
 * card, and asks the odds before the cards. A 400's text is shown on the
 * page. */
static void
test_odds (void)
{
  Table             t = { 0 };
  const char *const with_card[] = { "odds", "--attacker", "blue", "--from", ORIGIN, "--at",
                                    BATTLE, "--attacker-hand", "glorious-victory:x3", "--json",
                                    NULL };
  const char *const before_cards[] = { "odds", "--attacker", "blue", "--from", ORIGIN, "--at",
                                       BATTLE, "--json", NULL };
  json_object      *answer, *expected;
  g_autofree char  *got = NULL, *error = NULL, *text = NULL;

  table_open (&t, 0);
  choose (t.page, "odds");
  /* Blue's own cards, by catalog id; red's Pitched Battle is not one. */
  g_assert_cmpint (count (t.page, "#ask-card option[value=\"card=glorious-victory\"]"), ==, 1);
  g_assert_cmpint (count (t.page, "#ask-card option[value=\"card=pitched-battle\"]"), ==, 0);
  wg_test_page_run (t.page, "document.getElementById('ask-card').value = 'card=glorious-victory'");
  wg_test_page_tap (t.page, ORIGIN);
  wg_test_page_wait (t.page, "document.body.dataset.ask === 'picked'");
  wg_test_page_tap (t.page, BATTLE);
  wg_test_page_wait (t.page, "document.body.dataset.ask === 'answered'");
  answer = fetch_json (t.page, "ask/odds?from=" ORIGIN "&at=" BATTLE "&card=glorious-victory");
  expected = cli_json (with_card);
  assert_same_odds (answer, expected, FALSE);
  g_assert_cmpstr (get_string (answer, "card"), ==, "Glorious Victory");
  /* The sentence shown: the battle dialog's odds row. */
  assert_shown (t.page, "ask-text", get_string (answer, "sentence"));
  assert_shown (t.page, "ask-detail", get_string (answer, "average"));
  {
    json_object     *win = json_object_object_get (expected, "win");
    g_autofree char *row = g_strdup_printf ("Player 1 wins %s — %s%%",
                                            get_string (win, "fraction"),
                                            json_object_to_json_string (
                                              json_object_object_get (win, "percent")));

    g_assert_cmpstr (get_string (answer, "sentence"), ==, row);
  }
  json_object_put (answer);
  json_object_put (expected);
  /* Before the cards: the CLI's odds from the game file. */
  answer = fetch_json (t.page, "ask/odds?from=" ORIGIN "&at=" BATTLE);
  expected = cli_json (before_cards);
  assert_same_odds (answer, expected, FALSE);
  json_object_put (answer);
  json_object_put (expected);
  /* Red's card from blue's address: refused, naming it. */
  got = fetch (t.page, "ask/odds?from=" ORIGIN "&at=" BATTLE "&card=pitched-battle");
  g_test_message ("%s", got);
  g_assert_true (g_str_has_prefix (got, "403 {\"error\":"));
  g_assert_nonnull (strstr (got, "pitched-battle"));
  /* A refusal on the page: blue's ships, then a planet nobody holds. */
  wg_test_page_tap (t.page, ORIGIN);
  wg_test_page_wait (t.page, "document.body.dataset.ask === 'picked'");
  wg_test_page_tap (t.page, "J4");
  wg_test_page_wait (t.page, "document.body.dataset.ask === 'refused'");
  g_free (got);
  got = fetch (t.page, "ask/odds?from=" ORIGIN "&at=J4&card=glorious-victory");
  g_test_message ("%s", got);
  g_assert_true (g_str_has_prefix (got, "400 {\"error\":"));
  answer = json_tokener_parse (got + 4);
  text = wg_test_page_eval (t.page, "document.getElementById('ask-text').textContent");
  g_assert_cmpstr (text, ==, get_string (answer, "error"));
  g_assert_cmpstr (text, !=, "The app could not answer.");
  json_object_put (answer);
  table_close (&t);

  /* The watch address: no card to pick, a card named refused; the odds
   * before the cards answered. */
  table_open (&t, -1);
  choose (t.page, "odds");
  g_free (text);
  text = wg_test_page_eval (t.page, "String(document.getElementById('ask-odds').hidden)");
  g_assert_cmpstr (text, ==, "true");
  g_free (got);
  got = fetch (t.page, "ask/odds?from=" ORIGIN "&at=" BATTLE "&card=glorious-victory");
  g_assert_true (g_str_has_prefix (got, "403 {\"error\":"));
  answer = fetch_json (t.page, "ask/odds?from=" ORIGIN "&at=" BATTLE);
  expected = cli_json (before_cards);
  assert_same_odds (answer, expected, TRUE);
  json_object_put (answer);
  json_object_put (expected);
  table_close (&t);
}

int
main (int    argc,
      char **argv)
{
  int status;

  g_test_init (&argc, &argv, NULL);
  g_assert_cmpint (argc, >=, 3);
  browser = argv[1];
  cli_path = argv[2];
  write_game ();
  g_test_add_func ("/wg/share/ask-withdrawal", test_withdrawal);
  g_test_add_func ("/wg/share/ask-moves", test_moves);
  g_test_add_func ("/wg/share/ask-odds", test_odds);
  status = g_test_run ();
  g_free (game_path);
  return status;
}
