/* test-app-share-table.c — an evening at a table of phones: four players' pages and a TV
 * Copyright 2026 The Warpgate Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Issue 33's acceptance, in one evening: the window shares
 * tests/data/share-table.json, a 2-player game (blue to play, 2 ships on
 * D1 holding Tactics ×1 and ×3; red, 3 ships on J1, holding ×1 and Pitched
 * Battle; one empty hex between D1 and J1, so the range is 1, R-RANGE-1).
 * Headless Chromium opens four players' pages — each player's phone
 * (390×844) and tablet (1024×768) — and the watch-only page on a TV
 * (1920×1080). On them: each player's hand is theirs alone; a range asked
 * from a phone is warpgate-cli range's; red's page cannot propose blue's
 * move with blue's own request; an illegal and a stale proposal change
 * nothing; blue's legal Skirmish (an attack on J1 at 1X) is applied on the
 * desktop with one press, its battle fought with a card from each phone,
 * and it is one step of the history that every page shows within a
 * second, and that Undo takes back from every page. The browser is the
 * test's first argument, warpgate-cli its second.
 */
#include "config.h"

#include <json.h>
#include <string.h>

#include "wg-battle-dialog.h"
#include "wg-edit.h"
#include "wg-share-duel.h"
#include "wg-share-server-private.h"
#include "wg-window-private.h"
#include "wg-test-app.h"
#include "wg-test-browser.h"
#include "wg-test-page.h"

static const char *browser;
static const char *cli_path;

#define BLUE 0
#define RED  1

/* The pages of the evening, in this order. */
enum
{
  BLUE_PHONE,
  BLUE_TABLET,
  RED_PHONE,
  RED_TABLET,
  TV,
  N_PAGES
};

typedef struct
{
  WgWindow      *window;
  WgSession     *session;
  WgShareServer *server;
  WgTestBrowser *pages[N_PAGES];
} Evening;

static void
evening_open (Evening *e)
{
  g_autoptr (GError) error = NULL;
  const char *blue, *red;

  e->session = wg_test_load_session ("share-table.json");
  wg_session_set_autosave_dir (e->session, NULL);
  e->window = wg_test_window_on (e->session);
  g_object_unref (e->session); /* the window's */
  e->server = wg_window_get_share_server (e->window);
  g_assert_true (wg_share_server_start (e->server, "127.0.0.1", 0, &error));
  g_assert_no_error (error);
  blue = wg_share_server_get_seat_url (e->server, BLUE);
  red = wg_share_server_get_seat_url (e->server, RED);
  e->pages[BLUE_PHONE] = wg_test_page_open (browser, blue, 390, 844, TRUE);
  e->pages[BLUE_TABLET] = wg_test_page_open (browser, blue, 1024, 768, FALSE);
  e->pages[RED_PHONE] = wg_test_page_open (browser, red, 390, 844, TRUE);
  e->pages[RED_TABLET] = wg_test_page_open (browser, red, 1024, 768, FALSE);
  e->pages[TV] = wg_test_page_open (browser, wg_share_server_get_url (e->server), 1920, 1080, FALSE);
  /* Four players' pages and the TV, all watching. */
  wg_test_iterate_until (wg_share_server_get_n_viewers (e->server) == N_PAGES);
}

static void
evening_close (Evening *e)
{
  for (int i = 0; i < N_PAGES; i++)
    g_clear_pointer (&e->pages[i], wg_test_browser_close);
  wg_test_destroy_window (e->window);
}

static guint
n_steps (Evening *e)
{
  return wg_history_get_position (wg_session_get_history (e->session));
}

/* Each player's pages show their own hand, and nobody else's is anywhere
 * in them: not in the page, not in the state their address reads. The TV
 * shows no hand at all. */
static void
hands (Evening *e)
{
  const struct
  {
    int         page;
    const char *own, *other;
  } cases[] = {
    { BLUE_PHONE, "×3", "Pitched Battle" },
    { BLUE_TABLET, "×3", "Pitched Battle" },
    { RED_PHONE, "Pitched Battle", "×3" },
    { RED_TABLET, "Pitched Battle", "×3" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      WgTestBrowser   *page = e->pages[cases[i].page];
      g_autofree char *hand = NULL, *state = NULL, *body = NULL;

      wg_test_page_wait (page, "!document.getElementById('hand').hidden");
      hand = wg_test_page_eval (page, "document.getElementById('hand').textContent");
      state = wg_test_page_eval (page, "fetch('state.json').then((r) => r.text())");
      body = wg_test_page_eval (page, "document.body.textContent");
      g_strdelimit (hand, "\n", ' ');
      g_test_message ("page %d's hand: %s", cases[i].page, g_strstrip (hand));
      g_assert_nonnull (strstr (hand, cases[i].own));
      g_assert_null (strstr (state, cases[i].other));
      g_assert_null (strstr (body, cases[i].other));
    }
  {
    g_autofree char *state = wg_test_page_eval (e->pages[TV], "fetch('state.json').then((r) => r.text())");
    g_autofree char *hidden = wg_test_page_eval (e->pages[TV],
                                                 "String(document.getElementById('hand').hidden)");

    g_assert_null (strstr (state, "\"you\""));
    g_assert_null (strstr (state, "Pitched"));
    g_assert_null (strstr (state, "×3"));
    g_assert_cmpstr (hidden, ==, "true");
  }
}

/* warpgate-cli range --json on the evening's file. */
static json_object *
cli_range (const char *from,
           const char *to)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "data", "share-table.json", NULL);
  const char      *argv[] = { cli_path, "range", path, from, to, "--json", NULL };

  return wg_test_page_cli_json (argv);
}

/* The range from D1 to J1 asked from red's phone: warpgate-cli range's
 * range (1: the empty hex (2,0) between, R-RANGE-1), hexes and rulings. */
static void
range_asked (Evening *e)
{
  g_autofree char *text = wg_test_page_eval (e->pages[RED_PHONE],
                                             "fetch('ask/range?from=D1&to=J1').then((r) => r.text())");
  json_object     *answer = json_tokener_parse (text);
  json_object     *cli = cli_range ("D1", "J1");
  json_object     *value = NULL;

  g_assert_nonnull (answer);
  g_assert_cmpint (json_object_get_int (json_object_object_get (answer, "range")), ==, 1);
  g_assert_true (json_object_object_get_ex (cli, "range", &value));
  g_assert_cmpint (json_object_get_int (value), ==, 1);
  g_assert_cmpstr (json_object_to_json_string (json_object_object_get (answer, "hexes")), ==,
                   json_object_to_json_string (json_object_object_get (cli, "path")));
  g_assert_cmpstr (json_object_to_json_string (json_object_object_get (answer, "rulings")), ==,
                   json_object_to_json_string (json_object_object_get (cli, "rulings")));
  json_object_put (answer);
  json_object_put (cli);
}

#define SKIRMISH "{action: 'skirmish', x: 1, cells: ['D1', 'J1']}"

/* Red's own page sends blue's request — blue's move on blue's turn — and
 * is refused; red plays no battle card with no battle; blue's illegal move
 * (to red's Warpgate: not within range 1, R-RANGE-6) and a stale one (the
 * version before) are refused. Nothing changes. */
static void
refused (Evening *e)
{
  guint64          version = wg_share_server_get_version (e->server);
  g_autofree char *before = g_strdup_printf ("%" G_GUINT64_FORMAT, version - 1);
  g_autofree char *other = wg_test_page_post (e->pages[RED_PHONE], "propose", SKIRMISH, NULL);
  g_autofree char *card = wg_test_page_post (e->pages[RED_PHONE], "tactic", "{card: 'x1'}", NULL);
  g_autofree char *illegal = wg_test_page_post (e->pages[BLUE_PHONE], "propose",
                                                "{action: 'skirmish', x: 1, cells: ['D1', 'gate-red']}", NULL);
  g_autofree char *stale = NULL;

  g_test_message ("red proposing blue's move: %s", other);
  g_assert_true (g_str_has_prefix (other, "403 "));
  g_assert_nonnull (strstr (other, "not your turn"));
  g_test_message ("red's card with no battle: %s", card);
  g_assert_true (g_str_has_prefix (card, "409 "));
  g_test_message ("blue's illegal move: %s", illegal);
  g_assert_true (g_str_has_prefix (illegal, "400 "));
  g_assert_nonnull (strstr (illegal, "R-"));
  /* The table changes once (an edit on the desktop), so a version before
   * it is stale. */
  g_assert_cmpuint (version, >, 0);
  stale = wg_test_page_post (e->pages[BLUE_PHONE], "propose", SKIRMISH, before);
  g_test_message ("blue's stale move: %s", stale);
  g_assert_true (g_str_has_prefix (stale, "409 "));
  g_assert_cmpuint (n_steps (e), ==, 0);
  g_assert_cmpuint (wg_share_server_get_version (e->server), ==, version);
  g_assert_false (wg_proposal_bar_get_revealed (e->window->proposal_bar));
}

/* Each page notes (on this machine's clock) when it shows a table of a
 * version other than @version. */
static void
observe (Evening *e,
         guint64  version)
{
  g_autofree char *script = g_strdup_printf (
    "(() => { window.seenAt = null; new MutationObserver(() => {"
    " if (window.seenAt === null && document.body.dataset.version !== '%" G_GUINT64_FORMAT "')"
    " window.seenAt = Date.now(); }).observe(document.body, {attributes: true}); return ''; })()",
    version);

  for (int i = 0; i < N_PAGES; i++)
    g_free (wg_test_page_eval (e->pages[i], script));
}

/* Every page showed the new table within a second of @since_ms. */
static void
all_seen_within_a_second (Evening *e,
                          gint64   since_ms)
{
  for (int i = 0; i < N_PAGES; i++)
    {
      g_autofree char *seen = NULL;
      gint64           ms;

      wg_test_page_wait (e->pages[i], "window.seenAt !== null");
      seen = wg_test_page_eval (e->pages[i], "String(window.seenAt)");
      ms = g_ascii_strtoll (seen, NULL, 10) - since_ms;
      g_test_message ("page %d showed it %" G_GINT64_FORMAT " ms after", i, ms);
      g_assert_cmpint (ms, <, 1000);
    }
}

static WgBattleDialog *
find_battle_dialog (void)
{
  GtkWindow *window = wg_test_toplevel_of_type (WG_TYPE_BATTLE_DIALOG);

  return window != NULL ? WG_BATTLE_DIALOG (window) : NULL;
}

/* Blue's legal Skirmish, proposed from blue's phone and applied with one
 * press: an attack, so the battle dialog opens; each side plays its card
 * on its phone (neither shown until both are in); the battle applied is
 * one step, every page shows it within a second, and Undo takes it back
 * from every page. */
static void
proposal_and_battle (Evening *e)
{
  g_autofree char *sent = wg_test_page_post (e->pages[BLUE_PHONE], "propose", SKIRMISH, NULL);
  g_autofree char *red_state = NULL, *tv_state = NULL;
  WgBattleDialog  *dialog = NULL;
  WgBattleModel   *model;
  guint64          version;
  gint64           pressed;

  g_test_message ("blue's legal move: %s", sent);
  g_assert_true (g_str_has_prefix (sent, "200 "));
  wg_test_iterate_until (wg_proposal_bar_get_revealed (e->window->proposal_bar));
  g_assert_nonnull (strstr (wg_proposal_bar_get_text (e->window->proposal_bar), "D1 → J1"));
  g_assert_cmpuint (n_steps (e), ==, 0);

  /* One press: the attack opens its battle on the desktop and the sides'
   * phones. */
  g_signal_emit_by_name (wg_proposal_bar_get_apply_button (e->window->proposal_bar), "clicked");
  wg_test_iterate_until ((dialog = find_battle_dialog ()) != NULL);
  model = wg_battle_dialog_get_model (dialog);
  wg_test_page_wait (e->pages[BLUE_PHONE], "!document.getElementById('battle').hidden"
                                           " && document.querySelectorAll('#battle-cards button').length"
                                           " === 2");
  wg_test_page_wait (e->pages[RED_PHONE], "!document.getElementById('battle').hidden"
                                          " && document.querySelectorAll('#battle-cards button').length"
                                          " === 2");
  wg_test_page_play (e->pages[BLUE_PHONE], "x3");
  wg_test_page_wait (e->pages[RED_PHONE], "document.getElementById('battle-status').textContent"
                                          " === 'blue has chosen a card.'");
  /* Blue's card is nowhere but blue's: not the model, not red's, not the
   * TV's. */
  g_assert_null (wg_battle_model_get_chosen (model, WG_ROLE_ATTACKER));
  red_state = wg_test_page_eval (e->pages[RED_TABLET], "fetch('state.json').then((r) => r.text())");
  tv_state = wg_test_page_eval (e->pages[TV], "fetch('state.json').then((r) => r.text())");
  g_assert_null (strstr (red_state, "\"x3\""));
  g_assert_null (strstr (red_state, "×3"));
  g_assert_null (strstr (tv_state, "\"x3\""));
  g_assert_null (strstr (tv_state, "×3"));
  wg_test_page_play (e->pages[RED_PHONE], "pitched-battle:x2");
  wg_test_iterate_until (wg_battle_model_get_state (model) == WG_BATTLE_MODEL_READY);
  wg_test_page_wait (e->pages[BLUE_PHONE], "!document.getElementById('battle-result').hidden");

  version = wg_share_server_get_version (e->server);
  observe (e, version);
  pressed = g_get_real_time () / 1000;
  g_assert_true (wg_battle_model_apply (model));
  g_assert_cmpuint (n_steps (e), ==, 1);
  all_seen_within_a_second (e, pressed);

  /* Undo, on the desktop like any step, reaches every page too. */
  version = wg_share_server_get_version (e->server);
  observe (e, version);
  pressed = g_get_real_time () / 1000;
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (e->window), "game.undo", NULL));
  g_assert_cmpuint (n_steps (e), ==, 0);
  all_seen_within_a_second (e, pressed);
  {
    g_autofree char *read = wg_test_page_eval (e->pages[TV], "fetch('state.json').then((r) => r.json())"
                                                             ".then((s) => String(s.version))");

    g_assert_cmpuint (g_ascii_strtoull (read, NULL, 10), ==, wg_share_server_get_version (e->server));
  }
}

static void
test_evening (void)
{
  Evening          e = { 0 };
  g_autofree char *description = NULL, *caught_up = NULL;
  g_autoptr (GError) error = NULL;
  WgGame *next; /* wg_session_apply takes it */

  evening_open (&e);
  hands (&e);
  range_asked (&e);
  /* Red's turn set by hand on the desktop, then undone: the table changed
   * twice, so that a version before is stale. */
  next = wg_edit_set_turn (wg_session_get_game (e.session), -1, -1, -1, RED, &description, &error);
  g_assert_no_error (error);
  g_assert_true (wg_session_apply (e.session, next, description, &error));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (e.window), "game.undo", NULL));
  caught_up = g_strdup_printf ("+document.body.dataset.version === %" G_GUINT64_FORMAT,
                               wg_share_server_get_version (e.server));
  wg_test_page_wait (e.pages[BLUE_PHONE], caught_up);
  refused (&e);
  proposal_and_battle (&e);
  evening_close (&e);
}

int
main (int    argc,
      char **argv)
{
  g_autofree char *home = wg_test_app_init (&argc, &argv);
  int              status;

  g_assert_cmpint (argc, >=, 3);
  browser = argv[1];
  cli_path = argv[2];
  g_test_add_func ("/wg/share/table/evening", test_evening);
  status = g_test_run ();
  wg_test_app_cleanup (home);
  return status;
}
