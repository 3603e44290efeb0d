/* test-app-share-propose.c — a move proposed from a player's page, applied at the table
 * Copyright 2026 The Warpgate Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The window on tests/data/moves-movement.json (blue, player 0, active: 3
 * ships on D1; a Skirmish at 1X reaches J1 but not V1, range 2,
 * R-RANGE-6) shares the table; headless Chromium opens blue's own page as
 * a phone (390×844), taps with the DevTools protocol's touches, and the
 * desktop's bar applies the proposal with one press. Red's page and the
 * watch page are open beside it. tests/data/moves-research-one-unknown.json:
 * blue's Research at 1X on J1 turns over cards of a deck of unknown
 * order, each asked on blue's phone.
 */
#include "config.h"

#include <stdio.h>
#include <string.h>

#include "wg-action-panel.h"
#include "wg-share-server-private.h"
#include "wg-window-private.h"
#include "wg-test-app.h"
#include "wg-test-browser.h"
#include "wg-test-page.h"

static const char *browser;

typedef struct
{
  WgWindow      *window;
  WgSession     *session;
  WgShareServer *server;
} Table;

static void
table_open (Table      *t,
            const char *file)
{
  g_autoptr (GError) error = NULL;

  t->session = wg_test_load_session (file);
  wg_session_set_autosave_dir (t->session, NULL);
  t->window = wg_test_window_on (t->session);
  g_object_unref (t->session); /* the window's */
  t->server = wg_window_get_share_server (t->window);
  g_assert_true (wg_share_server_start (t->server, "127.0.0.1", 0, &error));
  g_assert_no_error (error);
}

static void
table_close (Table *t)
{
  g_settings_reset (t->window->settings, "share-auto-accept");
  wg_test_destroy_window (t->window);
}

static guint
n_steps (Table *t)
{
  return wg_history_get_position (wg_session_get_history (t->session));
}

static WgTestBrowser *
open_url (const char *url,
          gboolean    phone)
{
  return wg_test_page_open (browser, url, phone ? 390 : 1280, phone ? 844 : 800, phone);
}

/* A player's page, as their phone. */
static WgTestBrowser *
open_seat (Table *t,
           int    seat)
{
  return open_url (wg_share_server_get_seat_url (t->server, seat), TRUE);
}

/* On @page: the action @action at 1X, then taps on @ids in order, until
 * the app has judged the move (legal or not). */
static void
pick (WgTestBrowser     *page,
      const char        *action,
      const char *const *ids)
{
  g_autofree char *choose = g_strdup_printf (
    "const s = document.getElementById('propose-action'); s.value = '%s';"
    " s.dispatchEvent(new Event('change'));"
    " const x = document.getElementById('propose-x'); x.value = '1';"
    " x.dispatchEvent(new Event('change'))",
    action);

  wg_test_page_wait (page, "!document.getElementById('propose').hidden"
                           " && document.querySelectorAll('#propose-action option').length === 13");
  wg_test_page_run (page, choose);
  /* The whole board, every location in sight. */
  wg_test_page_run (page, "document.getElementById('zoom-fit').click()");
  for (guint i = 0; ids[i] != NULL; i++)
    wg_test_page_tap (page, ids[i]);
  wg_test_page_wait (page, "['legal', 'illegal'].includes(document.body.dataset.propose)");
  {
    g_autofree char *shown = wg_test_page_eval (page, "document.getElementById('propose').innerText");

    g_test_message ("the page's panel: %s", shown);
  }
}

static const char *const LEGAL[] = { "D1", "J1", NULL };
static const char *const ILLEGAL[] = { "D1", "V1", NULL };
#define LEGAL_BODY "{action: 'skirmish', x: 1, cells: ['D1', 'J1']}"

/* The record's last step: command, options, answers, sentence, table. */
static char *
last_step (WgSession *session)
{
  WgRecord        *record = wg_history_get_record (wg_session_get_history (session));
  WgRecordStep    *step = g_ptr_array_index (record->steps, record->steps->len - 1);
  g_autofree char *args = g_strjoinv (" ", step->args);

  return g_strdup_printf ("%s %s | %s | %s", step->command, args, step->sentence, step->sha256);
}

/* Blue proposes a legal Skirmish from the phone: judged legal on the
 * page, shown on the desktop's bar, applied with one press as one step
 * (Undo takes it back) whose record is Do It's for the same move; every
 * page open — blue's, red's, the watch page — shows the new table within
 * a second. */
static void
test_legal (void)
{
  Table t;
  g_autoptr (WgTestBrowser) blue = NULL, red = NULL, watch = NULL;
  g_autofree char *verdict = NULL, *proposed = NULL, *done = NULL;
  WgActionModel   *model;
  guint64          version;
  gint64           pressed;

  table_open (&t, "moves-movement.json");
  blue = open_seat (&t, 0);
  red = open_seat (&t, 1);
  watch = open_url (wg_share_server_get_url (t.server), FALSE);
  /* Only on the player's own page, on their turn. */
  g_assert_cmpstr ((verdict = wg_test_page_eval (red, "String(document.getElementById('propose')"
                                                      ".hidden)")),
                   ==, "true");
  g_clear_pointer (&verdict, g_free);
  g_assert_cmpstr ((verdict = wg_test_page_eval (watch, "String(document.getElementById('propose')"
                                                        ".hidden)")),
                   ==, "true");
  g_clear_pointer (&verdict, g_free);

  pick (blue, "skirmish", LEGAL);
  wg_test_page_wait (blue, "document.body.dataset.propose === 'legal'"
                           " && !document.getElementById('propose-send').disabled");
  verdict = wg_test_page_eval (blue, "document.getElementById('propose-verdict').textContent");
  g_assert_nonnull (strstr (verdict, "D1 → J1"));
  /* A Skirmish takes 1 ship: no empty Ships field to choose from. */
  g_clear_pointer (&verdict, g_free);
  verdict = wg_test_page_eval (blue, "String(document.getElementById('propose-ships')"
                                     ".getClientRects().length)");
  g_assert_cmpstr (verdict, ==, "0");
  /* The taps' numbers are drawn on the board, over none of its text (the
   * planets' letters, the labels, the ships' counts). */
  g_clear_pointer (&verdict, g_free);
  verdict = wg_test_page_eval (blue, "(() => { const box = (e) => e.getBoundingClientRect();"
                                     " const marks = [...document.querySelectorAll("
                                     "'#board .propose-mark-text')].map(box);"
                                     " const hit = [...document.querySelectorAll('#board svg text')]"
                                     ".filter((t) => !t.classList.contains('propose-mark-text'))"
                                     ".filter((t) => marks.some((m) => { const r = box(t);"
                                     " return m.left < r.right && r.left < m.right && m.top < r.bottom"
                                     " && r.top < m.bottom; }));"
                                     " return marks.length + ' ' + hit.map((t) => t.textContent)"
                                     ".join(','); })()");
  g_assert_cmpstr (verdict, ==, "2 ");
  /* On the phone every control of the panel shown is a finger's size and
   * named for screen readers. */
  g_clear_pointer (&verdict, g_free);
  verdict = wg_test_page_eval (blue, "[...document.querySelectorAll('#propose button, #propose select')]"
                                     ".filter((e) => e.getClientRects().length > 0).filter((e) => {"
                                     " const r = e.getBoundingClientRect(); return r.width < 44"
                                     " || r.height < 44 || !e.getAttribute('aria-label'); })"
                                     ".map((e) => e.id).join(' ')");
  g_assert_cmpstr (verdict, ==, "");
  wg_test_page_run (blue, "document.getElementById('propose-send').click()");
  wg_test_iterate_until (wg_proposal_bar_get_revealed (t.window->proposal_bar));
  g_assert_nonnull (strstr (wg_proposal_bar_get_text (t.window->proposal_bar), "D1 → J1"));
  wg_test_page_wait (blue, "document.body.dataset.propose === 'waiting'");
  g_assert_cmpuint (n_steps (&t), ==, 0);
  /* While it waits, the panel says so and no longer asks for taps. */
  g_clear_pointer (&verdict, g_free);
  verdict = wg_test_page_eval (blue, "document.getElementById('propose-cells').textContent");
  g_assert_cmpstr (verdict, ==, "");
  /* The proposal is in blue's state alone (once pushed). */
  wg_test_iterate_until (t.server->push_source == 0);
  {
    const char *has = "fetch('state.json').then((r) => r.json()).then((s) => String(s.proposal"
                      " !== undefined))";

    g_clear_pointer (&verdict, g_free);
    g_assert_cmpstr ((verdict = wg_test_page_eval (blue, has)), ==, "true");
    g_clear_pointer (&verdict, g_free);
    g_assert_cmpstr ((verdict = wg_test_page_eval (red, has)), ==, "false");
    g_clear_pointer (&verdict, g_free);
    g_assert_cmpstr ((verdict = wg_test_page_eval (watch, has)), ==, "false");
  }

  /* One press. Each page notes (its own clock: this machine's) when it
   * shows the table after the step: a new version. */
  version = wg_share_server_get_version (t.server);
  {
    WgTestBrowser   *pages[] = { blue, red, watch };
    g_autofree char *observe = g_strdup_printf (
      "window.seenAt = null; new MutationObserver(() => {"
      " if (window.seenAt === null && document.body.dataset.version !== '%" G_GUINT64_FORMAT
      "') window.seenAt = Date.now(); }).observe(document.body, {attributes: true})",
      version);

    for (guint i = 0; i < G_N_ELEMENTS (pages); i++)
      wg_test_page_run (pages[i], observe);
    pressed = g_get_real_time () / 1000;
    g_signal_emit_by_name (wg_proposal_bar_get_apply_button (t.window->proposal_bar), "clicked");
    g_assert_cmpuint (n_steps (&t), ==, 1);
    for (guint i = 0; i < G_N_ELEMENTS (pages); i++)
      {
        g_autofree char *seen = NULL;
        gint64           ms;

        wg_test_page_wait (pages[i], "window.seenAt !== null");
        seen = wg_test_page_eval (pages[i], "String(window.seenAt)");
        ms = g_ascii_strtoll (seen, NULL, 10) - pressed;
        g_test_message ("page %u showed the step %" G_GINT64_FORMAT " ms after the press", i, ms);
        /* The limit: within a second. */
        g_assert_cmpint (ms, <, 1000);
      }
  }
  wg_test_page_wait (blue, "document.body.dataset.propose === 'applied'");
  proposed = last_step (t.session);

  /* Undo takes it back; Do It the same move gives the same record. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (t.window), "game.undo", NULL));
  g_assert_cmpuint (n_steps (&t), ==, 0);
  model = wg_action_panel_get_model (t.window->action_panel);
  wg_action_model_set_player (model, 0);
  wg_action_model_set_action (model, WG_ACTION_SKIRMISH);
  wg_action_model_set_x (model, 1);
  wg_action_model_click (model, wg_test_cell (t.session, "D1"));
  wg_action_model_click (model, wg_test_cell (t.session, "J1"));
  g_assert_true (wg_action_model_perform (model));
  done = last_step (t.session);
  g_assert_cmpstr (proposed, ==, done);
  table_close (&t);
}

/* An illegal move: judged illegal on the page with its reason and ruling,
 * Send stays disabled, and sent anyway it is refused (400); a stale one
 * (an old version) is refused (409); a proposal waiting when the table
 * changes is dropped and the page says why. Nothing changes. */
static void
test_refused (void)
{
  Table t;
  g_autoptr (WgTestBrowser) blue = NULL;
  g_autofree char *verdict = NULL, *got = NULL, *status = NULL;

  table_open (&t, "moves-movement.json");
  blue = open_seat (&t, 0);
  pick (blue, "skirmish", ILLEGAL);
  wg_test_page_wait (blue, "document.body.dataset.propose === 'illegal'");
  verdict = wg_test_page_eval (blue, "document.getElementById('propose-verdict').textContent");
  g_assert_nonnull (strstr (verdict, "R-RANGE-6"));
  g_assert_cmpstr ((got = wg_test_page_eval (blue, "String(document.getElementById('propose-send')"
                                                   ".disabled)")),
                   ==, "true");
  g_clear_pointer (&got, g_free);
  got = wg_test_page_post (blue, "propose", "{action: 'skirmish', x: 1, cells: ['D1', 'V1']}", NULL);
  g_assert_true (g_str_has_prefix (got, "400 "));
  g_assert_nonnull (strstr (got, "R-RANGE-6"));
  g_clear_pointer (&got, g_free);
  got = wg_test_page_post (blue, "propose", "{action: 'skirmish', x: 1, cells: ['D1', 'J1'],"
                                            " version: +document.body.dataset.version + 1}",
                           NULL);
  g_test_message ("stale: %s", got);
  g_assert_true (g_str_has_prefix (got, "409 "));
  g_assert_cmpuint (n_steps (&t), ==, 0);
  g_assert_false (wg_proposal_bar_get_revealed (t.window->proposal_bar));

  /* Waiting, then the table changes on the desktop: dropped as stale. */
  g_clear_pointer (&got, g_free);
  got = wg_test_page_post (blue, "propose", LEGAL_BODY, NULL);
  g_assert_true (g_str_has_prefix (got, "200 "));
  g_assert_true (wg_proposal_bar_get_revealed (t.window->proposal_bar));
  wg_test_apply (t.session, wg_test_with_ships (t.session, "A1", 1), "An edit");
  g_assert_false (wg_proposal_bar_get_revealed (t.window->proposal_bar));
  /* The outcome stays on the page (the taps left are judged again on the
   * new table meanwhile, so the panel's verdict may change first). */
  wg_test_page_wait (blue, "document.getElementById('propose-status').textContent"
                           ".includes('The table changed')");
  status = wg_test_page_eval (blue, "document.getElementById('propose-status').textContent");
  g_assert_nonnull (strstr (status, "The table changed"));
  g_assert_cmpint (wg_session_get_game (t.session)->stacks[wg_test_cell (t.session, "J1")].ships,
                   ==, 0);
  table_close (&t);
}

/* Red's page cannot propose on blue's turn: its panel is hidden, and its
 * own secret with blue's request body gets 403; nothing changes. */
static void
test_other_seat (void)
{
  Table t;
  g_autoptr (WgTestBrowser) red = NULL;
  g_autofree char *got = NULL;

  table_open (&t, "moves-movement.json");
  red = open_seat (&t, 1);
  g_assert_cmpstr ((got = wg_test_page_eval (red, "String(document.getElementById('propose')"
                                                  ".hidden)")),
                   ==, "true");
  g_clear_pointer (&got, g_free);
  got = wg_test_page_post (red, "propose", LEGAL_BODY, NULL);
  g_test_message ("%s", got);
  g_assert_true (g_str_has_prefix (got, "403 "));
  g_assert_nonnull (strstr (got, "It is not your turn"));
  g_assert_false (wg_proposal_bar_get_revealed (t.window->proposal_bar));
  g_assert_cmpuint (n_steps (&t), ==, 0);
  table_close (&t);
}

/* The preference on: a legal proposal is applied with no press (an
 * Advance of as many ships as the page chose); an illegal one never. */
static void
test_auto_accept (void)
{
  Table t;
  g_autoptr (WgTestBrowser) blue = NULL;
  g_autofree char *got = NULL;

  table_open (&t, "moves-movement.json");
  g_settings_set_boolean (t.window->settings, "share-auto-accept", TRUE);
  blue = open_seat (&t, 0);
  got = wg_test_page_post (blue, "propose", "{action: 'skirmish', x: 1, cells: ['D1', 'V1']}", NULL);
  g_assert_true (g_str_has_prefix (got, "400 "));
  g_assert_cmpuint (n_steps (&t), ==, 0);
  /* An Advance of 2 of D1's 3 ships, the number chosen on the page. */
  pick (blue, "advance", LEGAL);
  wg_test_page_wait (blue, "document.body.dataset.propose === 'legal'"
                           " && !document.getElementById('propose-ships').parentElement.hidden");
  wg_test_page_run (blue, "const s = document.getElementById('propose-ships'); s.value = '2';"
                          " s.dispatchEvent(new Event('change'))");
  wg_test_page_wait (blue, "document.body.dataset.propose === 'legal'"
                           " && document.getElementById('propose-verdict').textContent.includes('2 ships')");
  wg_test_page_run (blue, "document.getElementById('propose-send').click()");
  wg_test_page_wait (blue, "document.body.dataset.propose === 'applied'");
  g_assert_cmpuint (n_steps (&t), ==, 1);
  g_assert_cmpint (wg_session_get_game (t.session)->stacks[wg_test_cell (t.session, "J1")].ships,
                   ==, 2);
  table_close (&t);
}

/* The marks over @page's board, in order ("1 2 2a 2b"). */
static char *
marks (WgTestBrowser *page)
{
  return wg_test_page_eval (page, "[...document.querySelectorAll('#board g.propose text')]"
                                  ".map((t) => t.textContent).join(' ')");
}

static void
assert_second_toggle (WgTestBrowser *page,
                      const char    *hidden)
{
  g_autofree char *got = wg_test_page_eval (page, "String(document.getElementById("
                                                  "'propose-second').hidden)");

  g_assert_cmpstr (got, ==, hidden);
}

/* Taps A1 then J1 for the second group, until judged legal with its
 * ship count offered (A1's 2 ships: 1 or 2). */
static void
tap_second_group (WgTestBrowser *page)
{
  g_autofree char *shown = NULL;

  wg_test_page_tap (page, "A1");
  wg_test_page_tap (page, "J1");
  wg_test_page_wait (page, "document.body.dataset.propose === 'legal'"
                           " && !document.getElementById('propose-second-ships')"
                           ".parentElement.hidden");
  shown = marks (page);
  g_assert_cmpstr (shown, ==, "1 2 2a 2b");
  /* The second group's marks are over none of the board's text nor the
   * first group's numbers. */
  g_clear_pointer (&shown, g_free);
  shown = wg_test_page_eval (page, "(() => { const box = (e) => e.getBoundingClientRect();"
                                   " const marks = [...document.querySelectorAll("
                                   "'#board .propose-mark-text.second')].map(box);"
                                   " return [...document.querySelectorAll('#board svg text')]"
                                   ".filter((t) => !t.classList.contains('second'))"
                                   ".filter((t) => marks.some((m) => { const r = box(t);"
                                   " return m.left < r.right && r.left < m.right && m.top < r.bottom"
                                   " && r.top < m.bottom; })).map((t) => t.textContent).join(','); })()");
  g_assert_cmpstr (shown, ==, "");
}

/* Maneuver's second group from the phone (R-MOVE-5; the worked move of
 * test-app-action.c): the toggle shows only once the app says a second
 * group may be added; on, the taps fill the second group (2a, 2b on the
 * board); off, it is forgotten; sent, the table applies both groups as
 * one step. */
static void
test_second_group (void)
{
  Table t;
  g_autoptr (WgTestBrowser) blue = NULL;
  g_autofree char *got = NULL;
  const WgGame    *game;

  table_open (&t, "moves-movement.json");
  blue = open_seat (&t, 0);
  /* A Skirmish has none; a Maneuver none before its first destination. */
  pick (blue, "skirmish", LEGAL);
  wg_test_page_wait (blue, "document.body.dataset.propose === 'legal'");
  assert_second_toggle (blue, "true");
  pick (blue, "maneuver", (const char *const[]) { "D1", NULL });
  assert_second_toggle (blue, "true");
  wg_test_page_tap (blue, "J1");
  wg_test_page_wait (blue, "document.body.dataset.propose === 'legal'"
                           " && !document.getElementById('propose-second').hidden");
  g_assert_cmpstr ((got = wg_test_page_eval (blue, "document.getElementById('propose-second')"
                                                   ".getAttribute('aria-pressed')")),
                   ==, "false");
  g_clear_pointer (&got, g_free);

  /* On: nothing to send until the second group is tapped. */
  wg_test_page_run (blue, "document.getElementById('propose-second').click()");
  wg_test_page_wait (blue, "document.getElementById('propose-second')"
                           ".getAttribute('aria-pressed') === 'true'"
                           " && document.body.dataset.propose === 'illegal'");
  g_assert_cmpstr ((got = wg_test_page_eval (blue, "String(document.getElementById("
                                                   "'propose-send').disabled)")),
                   ==, "true");
  g_clear_pointer (&got, g_free);
  tap_second_group (blue);
  /* Every control shown a finger's size and named for screen readers. */
  got = wg_test_page_eval (blue, "[...document.querySelectorAll('#propose button, #propose select')]"
                                 ".filter((e) => e.getClientRects().length > 0).filter((e) => {"
                                 " const r = e.getBoundingClientRect(); return r.width < 44"
                                 " || r.height < 44 || !e.getAttribute('aria-label'); })"
                                 ".map((e) => e.id).join(' ')");
  g_assert_cmpstr (got, ==, "");
  g_clear_pointer (&got, g_free);

  /* Off: the second group forgotten; on again, tapped anew. */
  wg_test_page_run (blue, "document.getElementById('propose-second').click()");
  wg_test_page_wait (blue, "document.body.dataset.propose === 'legal'"
                           " && document.getElementById('propose-second')"
                           ".getAttribute('aria-pressed') === 'false'");
  g_assert_cmpstr ((got = marks (blue)), ==, "1 2");
  g_clear_pointer (&got, g_free);
  wg_test_page_run (blue, "document.getElementById('propose-second').click()");
  tap_second_group (blue);

  /* One of A1's two ships. */
  wg_test_page_run (blue, "const s = document.getElementById('propose-second-ships');"
                          " s.value = '1'; s.dispatchEvent(new Event('change'))");
  wg_test_page_wait (blue, "document.body.dataset.propose === 'legal'"
                           " && document.getElementById('propose-second-ships').value === '1'");
  wg_test_page_run (blue, "document.getElementById('propose-send').click()");
  wg_test_iterate_until (wg_proposal_bar_get_revealed (t.window->proposal_bar));
  g_assert_nonnull (strstr (wg_proposal_bar_get_text (t.window->proposal_bar), "A1"));
  g_assert_cmpuint (n_steps (&t), ==, 0);
  g_signal_emit_by_name (wg_proposal_bar_get_apply_button (t.window->proposal_bar), "clicked");
  g_assert_cmpuint (n_steps (&t), ==, 1);
  game = wg_session_get_game (t.session);
  g_assert_cmpint (game->stacks[wg_test_cell (t.session, "D1")].ships, ==, 0);
  g_assert_cmpint (game->stacks[wg_test_cell (t.session, "A1")].ships, ==, 1);
  g_assert_cmpint (game->stacks[wg_test_cell (t.session, "J1")].ships, ==, 4);
  wg_test_page_wait (blue, "document.body.dataset.propose === 'applied'"
                           " && document.querySelector('#board g.propose') === null");
  table_close (&t);
}

static gboolean
seat_json_is (WgShareReferee *referee,
              const char     *json)
{
  g_autofree char *now = wg_share_referee_dup_seat_json (referee, 0);

  return g_strcmp0 (now, json) == 0;
}

/* A card turned over is asked on the proposer's phone: the question and
 * its answers there, the bar waiting for the answer; answered on the
 * phone, the move goes on and is one step. */
static void
test_question (void)
{
  Table t;
  g_autoptr (WgTestBrowser) blue = NULL;
  g_autofree char *before = NULL;

  table_open (&t, "moves-research-one-unknown.json");
  blue = open_seat (&t, 0);
  pick (blue, "research", (const char *const[]) { "J1", NULL });
  wg_test_page_wait (blue, "document.body.dataset.propose === 'legal'");
  wg_test_page_run (blue, "document.getElementById('propose-send').click()");
  wg_test_iterate_until (wg_proposal_bar_get_revealed (t.window->proposal_bar));
  g_signal_emit_by_name (wg_proposal_bar_get_apply_button (t.window->proposal_bar), "clicked");
  g_assert_cmpint (wg_share_referee_get_state (t.window->referee), ==,
                   WG_SHARE_PROPOSAL_ASKING);
  g_assert_true (g_str_has_prefix (wg_proposal_bar_get_text (t.window->proposal_bar),
                                   "Waiting for "));
  while (wg_share_referee_get_state (t.window->referee) == WG_SHARE_PROPOSAL_ASKING)
    {
      const WgQuestion *asked = wg_share_referee_get_question (t.window->referee);
      g_autofree char  *shown = g_strdup_printf (
         "document.body.dataset.propose === 'asking'"
          " && document.getElementById('propose-question-text').textContent === '%s'"
          " && document.querySelector('#propose-options button') !== null",
         asked->question);

      wg_test_page_wait (blue, shown);
      g_assert_cmpuint (n_steps (&t), ==, 0);
      before = wg_share_referee_dup_seat_json (t.window->referee, 0);
      wg_test_page_run (blue, "document.querySelector('#propose-options button').click()");
      /* Answered: the next card's question, or the step. */
      wg_test_iterate_until (!seat_json_is (t.window->referee, before));
      g_clear_pointer (&before, g_free);
    }
  g_assert_cmpuint (n_steps (&t), ==, 1);
  wg_test_page_wait (blue, "document.body.dataset.propose === 'applied'");
  table_close (&t);
}

int
main (int    argc,
      char **argv)
{
  g_autofree char *home = wg_test_app_init (&argc, &argv);
  int              status;

  g_assert_cmpint (argc, >=, 2);
  browser = argv[1];
  g_test_add_func ("/wg/share/propose-legal", test_legal);
  g_test_add_func ("/wg/share/propose-refused", test_refused);
  g_test_add_func ("/wg/share/propose-other-seat", test_other_seat);
  g_test_add_func ("/wg/share/propose-auto-accept", test_auto_accept);
  g_test_add_func ("/wg/share/propose-question", test_question);
  g_test_add_func ("/wg/share/propose-second-group", test_second_group);
  status = g_test_run ();
  wg_test_app_cleanup (home);
  return status;
}
