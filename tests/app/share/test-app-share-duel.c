/* test-app-share-duel.c — a battle's cards entered on each side's phone, hidden until both are in
 * Copyright 2026 The Warpgate Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * tests/data/share-duel.json: blue (×1, ×3) attacks red (×1, Pitched
 * Battle ×2) on J1 with 2 ships from D1. The window opens the battle as an
 * attack does (wg_window_open_battle) while sharing runs; each side plays
 * its card, and the result is compared with warpgate-cli battle --json on
 * the same file with the same cards (the CLI's path is the test's second
 * argument; the browser's the first).
 */
#include "config.h"

#include <json.h>
#include <string.h>

#include "wg-battle-dialog.h"
#include "wg-share-duel.h"
#include "wg-share-server-private.h"
#include "wg-test-app.h"
#include "wg-test-browser.h"
#include "wg-test-page.h"
#include "wg-test-fetch.h"

static const char *browser;
static const char *cli_path;

#define BLUE 0
#define RED  1

typedef struct
{
  WgWindow       *window;
  WgShareServer  *server;
  WgShareDuel    *duel;
  WgBattleDialog *dialog;
  WgBattleModel  *model;
} Table;

static WgBattleDialog *
find_battle_dialog (void)
{
  GtkWindow *window = wg_test_toplevel_of_type (WG_TYPE_BATTLE_DIALOG);

  return window != NULL ? WG_BATTLE_DIALOG (window) : NULL;
}

/* A window on @name sharing its table. */
static void
open_sharing (Table      *t,
              const char *name)
{
  g_autoptr (WgSession) session = wg_test_load_session (name);
  g_autoptr (GError) error = NULL;

  t->window = wg_test_window_on (session);
  t->server = wg_window_get_share_server (t->window);
  t->duel = wg_window_get_share_duel (t->window);
  g_assert_true (wg_share_server_start (t->server, "127.0.0.1", 0, &error));
  g_assert_no_error (error);
}

/* The same; blue's 2 ships from D1 attack J1. */
static void
open_battle (Table      *t,
             const char *name)
{
  WgSession    *session;
  const WgGame *game;
  WgBattleStart start = { 0 };

  open_sharing (t, name);
  session = wg_window_get_session (t->window);
  game = wg_session_get_game (session);
  start.attacker = BLUE;
  start.origins[0] = wg_test_cell (session, "D1");
  start.ships[0] = 2;
  start.n_origins = 1;
  start.at = wg_test_cell (session, "J1");
  start.defender = game->stacks[start.at].ship_owner;
  start.defender_ships = wg_game_ships_at (game, start.at, start.defender);
  g_assert_cmpint (start.defender, ==, RED);
  wg_window_open_battle (t->window, &start);
  wg_test_iterate_until ((t->dialog = find_battle_dialog ()) != NULL);
  t->model = wg_battle_dialog_get_model (t->dialog);
  g_assert_true (wg_share_duel_get_battle (t->duel) == t->model);
}

/* The dialog closed (cancelled, or applied): the phones' panels go. */
static void
close_table (Table *t)
{
  g_object_add_weak_pointer (G_OBJECT (t->dialog), (gpointer *) &t->dialog);
  gtk_window_destroy (GTK_WINDOW (t->dialog));
  wg_test_iterate_until (t->dialog == NULL);
  g_assert_null (wg_share_duel_get_battle (t->duel));
  for (int player = 0; player < 2; player++)
    g_assert_null (wg_share_duel_seat_json (t->duel, player));
  g_assert_null (wg_share_duel_watch_json (t->duel));
  wg_test_destroy_window (t->window);
}

static char *
play (Table      *t,
      int         player,
      const char *card,
      int         multiplier,
      guint      *status)
{
  g_autoptr (GString) reply = g_string_new (NULL);

  *status = wg_share_duel_play (t->duel, player, card, multiplier, reply);
  return g_string_free (g_steal_pointer (&reply), FALSE);
}

/* warpgate-cli battle --json on @name with the two cards. */
static json_object *
cli_battle (const char *name,
            const char *attacker_card,
            const char *defender_card)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "data", name, NULL);
  const char      *argv[] = { cli_path, "battle", path,
                              "--attacker", "blue", "--from",
                              "D1:2", "--at", "J1",
                              "--attacker-card", attacker_card, "--defender-card",
                              defender_card, "--json", NULL };

  return wg_test_page_cli_json (argv);
}

static int
side_int (json_object *cli,
          const char  *side,
          const char  *key)
{
  json_object *s = NULL, *v = NULL;

  g_assert_true (json_object_object_get_ex (cli, side, &s));
  g_assert_true (json_object_object_get_ex (s, key, &v));
  return json_object_get_int (v);
}

/* The model's result is warpgate-cli battle's: every number of both
 * sides, the winner and every sentence. */
static void
assert_same_as_cli (WgBattleModel *model,
                    json_object   *cli)
{
  const WgBattleResult *r = wg_battle_model_get_result (model);
  const char           *sides[] = { "attacker", "defender" };
  json_object          *winner = NULL, *effects = NULL;

  g_assert_nonnull (r);
  for (int role = 0; role < 2; role++)
    {
      g_assert_cmpint (r->sides[role].ships, ==, side_int (cli, sides[role], "ships"));
      g_assert_cmpint (r->sides[role].multiplier, ==, side_int (cli, sides[role], "multiplier"));
      g_assert_cmpint (r->sides[role].strength, ==, side_int (cli, sides[role], "strength"));
      g_assert_cmpint (r->sides[role].destroyed, ==, side_int (cli, sides[role], "destroyed"));
      g_assert_cmpint (r->sides[role].survivors, ==, side_int (cli, sides[role], "survivors"));
    }
  g_assert_true (json_object_object_get_ex (cli, "winner", &winner));
  g_assert_cmpstr (sides[r->winner], ==, json_object_get_string (winner));
  g_assert_true (json_object_object_get_ex (cli, "effects", &effects));
  g_assert_cmpuint (r->effects->len, ==, json_object_array_length (effects));
  for (guint i = 0; i < r->effects->len; i++)
    g_assert_cmpstr (g_ptr_array_index (r->effects, i), ==,
                     json_object_get_string (json_object_array_get_idx (effects, i)));
}

/* Each side plays on its seat; the first card is held out of the model
 * and out of the other side's and the watch page's state until the
 * second is in; then both reach the model at once, and the result is
 * warpgate-cli battle's. Applying is one step of the history. */
static void
test_direct (void)
{
  Table            t = { 0 };
  g_autofree char *blue = NULL, *red = NULL, *watch = NULL, *reply = NULL;
  json_object     *cli = cli_battle ("share-duel.json", "x3", "pitched-battle:x2");
  WgHistory       *history;
  guint            status, position;

  open_battle (&t, "share-duel.json");
  history = wg_session_get_history (wg_window_get_session (t.window));
  position = wg_history_get_position (history);
  blue = wg_share_duel_seat_json (t.duel, BLUE);
  g_assert_nonnull (strstr (blue, "\"role\":\"attacker\""));
  g_assert_nonnull (strstr (blue, "{\"id\":\"x1\",\"label\":\"×1\",\"multiplier\":1}"));
  g_assert_nonnull (strstr (blue, "{\"id\":\"x3\",\"label\":\"×3\",\"multiplier\":3}"));
  g_assert_nonnull (strstr (blue, "\"chosen\":null,\"other_chosen\":false,\"result\":null"));
  g_assert_cmpstr (wg_battle_dialog_get_side_note (t.dialog, WG_ROLE_ATTACKER), ==,
                   "Waiting for blue’s phone, or choose here");

  reply = play (&t, BLUE, "x3", -1, &status);
  g_assert_cmpuint (status, ==, 200);
  g_assert_cmpstr (reply, ==, "{\"chosen\":true,\"waiting\":true}\n");
  /* Held: not in the model, not on the other side's page nor the watch page. */
  g_assert_null (wg_battle_model_get_chosen (t.model, WG_ROLE_ATTACKER));
  g_assert_cmpint (wg_battle_model_get_state (t.model), ==, WG_BATTLE_MODEL_CHOOSING);
  g_assert_true (wg_share_duel_is_held (t.duel, WG_ROLE_ATTACKER));
  g_free (red);
  red = wg_share_duel_seat_json (t.duel, RED);
  g_assert_nonnull (strstr (red, "\"other_chosen\":true"));
  g_assert_null (strstr (red, "x3"));
  g_assert_null (strstr (red, "×3"));
  watch = wg_share_duel_watch_json (t.duel);
  g_assert_null (strstr (watch, "×"));
  g_assert_null (strstr (watch, "\"x"));
  g_free (blue);
  blue = wg_share_duel_seat_json (t.duel, BLUE);
  g_assert_nonnull (strstr (blue, "\"chosen\":{\"id\":\"x3\",\"label\":\"×3\",\"phone\":true}"));
  g_assert_cmpstr (wg_battle_dialog_get_side_note (t.dialog, WG_ROLE_ATTACKER), ==,
                   "Chosen on blue’s phone — hidden until both cards are in");
  /* Changed while the other is out. */
  g_free (reply);
  reply = play (&t, BLUE, "x1", -1, &status);
  g_assert_cmpuint (status, ==, 200);
  g_free (reply);
  reply = play (&t, BLUE, "x3", -1, &status);
  g_assert_cmpuint (status, ==, 200);

  g_free (reply);
  reply = play (&t, RED, "pitched-battle:x2", -1, &status);
  g_assert_cmpuint (status, ==, 200);
  g_assert_cmpstr (reply, ==, "{\"chosen\":true,\"waiting\":false}\n");
  g_assert_cmpint (wg_battle_model_get_state (t.model), ==, WG_BATTLE_MODEL_READY);
  assert_same_as_cli (t.model, cli);
  json_object_put (cli);
  g_assert_null (wg_battle_dialog_get_side_note (t.dialog, WG_ROLE_ATTACKER));
  g_free (red);
  red = wg_share_duel_seat_json (t.duel, RED);
  g_assert_nonnull (strstr (red, "\"result\":{\"winner\":"));
  g_assert_nonnull (strstr (red, "\"attacker\":\"×3\",\"defender\":\"Pitched Battle · ×2\""));
  /* Both in: no change now. */
  g_free (reply);
  reply = play (&t, BLUE, "x1", -1, &status);
  g_assert_cmpuint (status, ==, 409);

  g_assert_true (wg_battle_model_apply (t.model));
  g_assert_cmpuint (wg_history_get_position (history), ==, position + 1);
  close_table (&t);
}

/* Refused, each naming why, and nothing held: a seat not in the battle
 * (403), a card the side does not hold (400), a multiplier typed when its
 * list lacks nothing (400); no battle (409). The desktop's own choice
 * takes the side off its phone. */
static void
test_refused (void)
{
  Table            t = { 0 };
  g_autofree char *reply = NULL, *blue = NULL;
  guint            status;

  open_battle (&t, "share-duel-3p.json");
  reply = play (&t, 2, "x5", -1, &status);
  g_assert_cmpuint (status, ==, 403);
  g_assert_nonnull (strstr (reply, "Only a side of the battle"));
  g_assert_null (wg_share_duel_seat_json (t.duel, 2));
  g_free (reply);
  reply = play (&t, RED, "x3", -1, &status);
  g_assert_cmpuint (status, ==, 400);
  g_assert_nonnull (strstr (reply, "“x3”"));
  g_free (reply);
  reply = play (&t, RED, "pitched-battle:x2", -1, &status);
  g_assert_cmpuint (status, ==, 200);
  g_free (reply);
  reply = play (&t, BLUE, NULL, 7, &status);
  g_assert_cmpuint (status, ==, 400);
  g_assert_false (wg_share_duel_is_held (t.duel, WG_ROLE_ATTACKER));
  g_assert_null (wg_battle_model_get_chosen (t.model, WG_ROLE_DEFENDER));

  /* Blue's card chosen by hand at the desktop: red's held card goes in with it. */
  g_assert_true (wg_battle_model_choose_card (t.model, WG_ROLE_ATTACKER, 0));
  g_assert_cmpint (wg_battle_model_get_state (t.model), ==, WG_BATTLE_MODEL_READY);
  g_assert_cmpint (wg_battle_model_get_chosen (t.model, WG_ROLE_DEFENDER)->multiplier, ==, 2);
  blue = wg_share_duel_seat_json (t.duel, BLUE);
  g_assert_nonnull (strstr (blue, "\"phone\":false"));
  g_assert_null (wg_battle_dialog_get_side_note (t.dialog, WG_ROLE_ATTACKER));
  g_assert_null (wg_battle_dialog_get_side_note (t.dialog, WG_ROLE_DEFENDER));

  /* Cancelled: nothing for any seat, and nothing to play. */
  close_table (&t);
}

/* ---- In the browser, and over HTTP ---- */

static WgTestBrowser *
open_page (const char *url)
{
  return wg_test_page_open (browser, url, 390, 844, TRUE);
}

/* The battle in the state.json the page's own address reads now. */
static char *
page_battle (WgTestBrowser *page)
{
  return wg_test_page_eval (page, "fetch('state.json', {cache: 'no-store'}).then((r) => r.json())"
                                  ".then((s) => JSON.stringify(s.battle || null))");
}

/* Both players' pages on a phone: each plays its card with a tap; until
 * the second is in, the first card is in neither the model, nor the
 * other page's state, nor the watch page's (which names no card); then
 * both pages show both cards and the result, which is warpgate-cli
 * battle's; applying it is one step of the history. */
static void
test_browser (void)
{
  Table t = { 0 };
  g_autoptr (SoupSession) client = soup_session_new ();
  g_autoptr (WgTestBrowser) blue = NULL;
  g_autoptr (WgTestBrowser) red = NULL;
  g_autofree char *text = NULL, *watch_url = NULL, *winner = NULL, *shown = NULL;
  json_object     *cli = cli_battle ("share-duel.json", "x3", "pitched-battle:x2");
  WgHistory       *history;
  guint            status, position;

  open_battle (&t, "share-duel.json");
  history = wg_session_get_history (wg_window_get_session (t.window));
  position = wg_history_get_position (history);
  blue = open_page (wg_share_server_get_seat_url (t.server, BLUE));
  red = open_page (wg_share_server_get_seat_url (t.server, RED));
  wg_test_page_wait (blue, "!document.getElementById('battle').hidden"
                           " && document.querySelectorAll('#battle-cards button').length === 2");
  wg_test_page_wait (red, "document.querySelectorAll('#battle-cards button').length === 2");
  /* Big enough for a thumb. */
  text = wg_test_page_eval (blue, "String(Math.min(...[...document.querySelectorAll("
                                  "'#battle-cards button, #battle-play')].map((b) =>"
                                  " b.getBoundingClientRect().height)))");
  g_assert_cmpfloat (g_ascii_strtod (text, NULL), >=, 44.0);

  wg_test_page_play (blue, "x3");
  wg_test_page_wait (blue, "document.getElementById('battle-status').textContent === 'Waiting for red…'");
  wg_test_page_wait (red, "document.getElementById('battle-status').textContent"
                          " === 'blue has chosen a card.'");
  g_assert_null (wg_battle_model_get_chosen (t.model, WG_ROLE_ATTACKER));
  g_free (text);
  text = page_battle (red);
  g_assert_nonnull (strstr (text, "\"other_chosen\":true"));
  g_assert_null (strstr (text, "x3"));
  g_assert_null (strstr (text, "×3"));
  g_free (text);
  text = page_battle (blue);
  g_assert_nonnull (strstr (text, "\"chosen\":{\"id\":\"x3\""));
  g_assert_null (strstr (text, "itched"));
  watch_url = g_strconcat (wg_share_server_get_url (t.server), "state.json", NULL);
  g_free (text);
  text = wg_test_fetch_text (client, watch_url, &status);
  g_assert_cmpuint (status, ==, 200);
  g_assert_nonnull (strstr (text, "\"battle_fought\":{\"title\":\"Battle at J1\""));
  g_assert_null (strstr (text, "\"battle\":"));
  g_assert_null (strstr (text, "×"));
  g_assert_null (strstr (text, "\"x3\""));

  wg_test_page_play (red, "pitched-battle:x2");
  wg_test_page_wait (blue, "!document.getElementById('battle-result').hidden");
  wg_test_page_wait (red, "!document.getElementById('battle-result').hidden");
  g_assert_cmpint (wg_battle_model_get_state (t.model), ==, WG_BATTLE_MODEL_READY);
  assert_same_as_cli (t.model, cli);
  json_object_put (cli);
  winner = wg_battle_model_describe_winner (t.model);
  shown = wg_test_page_eval (red, "document.getElementById('battle-winner').textContent");
  g_assert_cmpstr (shown, ==, winner);
  g_free (text);
  text = wg_test_page_eval (blue, "document.getElementById('battle-lines').textContent");
  g_assert_nonnull (strstr (text, "Pitched Battle · ×2"));

  /* The watch page: who won, still no card. */
  g_free (text);
  text = wg_test_fetch_text (client, watch_url, &status);
  g_assert_nonnull (strstr (text, "\"result\":{\"winner\":"));
  g_assert_null (strstr (text, "itched"));

  g_assert_true (wg_battle_model_apply (t.model));
  g_assert_cmpuint (wg_history_get_position (history), ==, position + 1);
  g_assert_true (wg_history_can_undo (history));
  close_table (&t);
  wg_test_page_wait (blue, "document.getElementById('battle').hidden");
}

/* POSTs @body (with the table's version now) to @seat's tactic. */
static char *
post_tactic (Table       *t,
             SoupSession *client,
             int          seat,
             const char  *rest,
             guint       *status)
{
  const char      *base = seat == WG_SHARE_WATCH ? wg_share_server_get_url (t->server)
                                                 : wg_share_server_get_seat_url (t->server, seat);
  g_autofree char *url = g_strconcat (base, "tactic", NULL);
  g_autofree char *origin =
    g_strdup_printf ("http://127.0.0.1:%u", wg_share_server_get_port (t->server));
  g_autofree char *body = g_strdup_printf ("{\"version\":%" G_GUINT64_FORMAT "%s}",
                                           wg_share_server_get_version (t->server), rest);

  return wg_test_post (client, url, origin, NULL, body, status);
}

/* Over HTTP, as a page would post: a seat not in the battle (green, at a
 * table of three) and the watch address are refused (403), a card the
 * side does not hold too (400, naming it); nothing is held. With no
 * battle open, 409. */
static void
test_http_refused (void)
{
  Table t = { 0 };
  g_autoptr (SoupSession) client = soup_session_new ();
  g_autofree char *answer = NULL;
  guint            status;

  open_battle (&t, "share-duel-3p.json");
  answer = post_tactic (&t, client, 2, ",\"card\":\"x5\"", &status);
  g_assert_cmpuint (status, ==, 403);
  g_assert_nonnull (strstr (answer, "Only a side of the battle"));
  g_free (answer);
  answer = post_tactic (&t, client, WG_SHARE_WATCH, ",\"card\":\"x3\"", &status);
  g_assert_cmpuint (status, ==, 403);
  g_free (answer);
  answer = post_tactic (&t, client, BLUE, ",\"card\":\"pitched-battle:x2\"", &status);
  g_assert_cmpuint (status, ==, 400);
  g_assert_nonnull (strstr (answer, "“pitched-battle:x2”"));
  g_free (answer);
  answer = post_tactic (&t, client, BLUE, ",\"card\":3", &status);
  g_assert_cmpuint (status, ==, 400);
  g_assert_false (wg_share_duel_is_held (t.duel, WG_ROLE_ATTACKER));
  g_assert_false (wg_share_duel_is_held (t.duel, WG_ROLE_DEFENDER));
  g_assert_null (wg_battle_model_get_chosen (t.model, WG_ROLE_ATTACKER));
  g_free (answer);
  answer = post_tactic (&t, client, BLUE, ",\"card\":\"x3\"", &status);
  g_assert_cmpuint (status, ==, 200);
  g_assert_true (wg_share_duel_is_held (t.duel, WG_ROLE_ATTACKER));
  close_table (&t);
}

/* tests/data/odds-two-humans.json: red holds Glorious Victory, whose
 * multiplier the catalog does not know. It is not offered; red may type
 * the multiplier printed on it instead ({"multiplier": N}), blue, whose
 * list lacks nothing, may not. */
static void
test_typed (void)
{
  Table t = { 0 };
  g_autoptr (SoupSession) client = soup_session_new ();
  g_autofree char *answer = NULL, *red = NULL, *blue = NULL;
  guint            status;

  open_battle (&t, "odds-two-humans.json");
  red = wg_share_duel_seat_json (t.duel, RED);
  blue = wg_share_duel_seat_json (t.duel, BLUE);
  g_assert_nonnull (strstr (red, "\"cards\":[{\"id\":\"x1\",\"label\":\"×1\",\"multiplier\":1}]"));
  g_assert_nonnull (strstr (red, "\"can_type\":true"));
  g_assert_nonnull (strstr (blue, "\"can_type\":false"));
  answer = post_tactic (&t, client, BLUE, ",\"multiplier\":4", &status);
  g_assert_cmpuint (status, ==, 400);
  g_free (answer);
  answer = post_tactic (&t, client, RED, ",\"multiplier\":12", &status);
  g_assert_cmpuint (status, ==, 400);
  g_assert_nonnull (strstr (answer, "0 to 9"));
  g_free (answer);
  answer = post_tactic (&t, client, RED, ",\"multiplier\":4", &status);
  g_assert_cmpuint (status, ==, 200);
  g_assert_null (wg_battle_model_get_chosen (t.model, WG_ROLE_DEFENDER));
  g_free (answer);
  answer = post_tactic (&t, client, BLUE, ",\"card\":\"x3\"", &status);
  g_assert_cmpuint (status, ==, 200);
  g_assert_cmpint (wg_battle_model_get_chosen (t.model, WG_ROLE_DEFENDER)->multiplier, ==, 4);
  g_assert_cmpint (wg_battle_model_get_chosen (t.model, WG_ROLE_ATTACKER)->multiplier, ==, 3);
  g_assert_cmpint (wg_battle_model_get_state (t.model), ==, WG_BATTLE_MODEL_READY);
  close_table (&t);
}

/* tests/data/odds-solo.json: red are the Gatekeepers, who draw on the
 * desktop as before and have no seat; blue, the only human side, plays
 * from the phone and the card goes to the model at once. */
static void
test_solo (void)
{
  Table t = { 0 };
  g_autoptr (SoupSession) client = soup_session_new ();
  g_autofree char *answer = NULL, *blue = NULL;
  guint            status;

  open_battle (&t, "odds-solo.json");
  g_assert_null (wg_share_duel_seat_json (t.duel, RED));
  g_assert_null (wg_battle_dialog_get_side_note (t.dialog, WG_ROLE_DEFENDER));
  g_assert_nonnull (wg_battle_dialog_get_side_note (t.dialog, WG_ROLE_ATTACKER));
  answer = post_tactic (&t, client, BLUE, ",\"card\":\"x3\"", &status);
  g_assert_cmpuint (status, ==, 200);
  g_assert_cmpint (wg_battle_model_get_chosen (t.model, WG_ROLE_ATTACKER)->multiplier, ==, 3);
  g_assert_null (wg_battle_model_get_chosen (t.model, WG_ROLE_DEFENDER));
  g_assert_true (wg_battle_model_draw (t.model));
  g_assert_cmpint (wg_battle_model_get_state (t.model), ==, WG_BATTLE_MODEL_READY);
  blue = wg_share_duel_seat_json (t.duel, BLUE);
  g_assert_nonnull (strstr (blue, "\"result\":{\"winner\":"));
  close_table (&t);
}

/* The window closed with the battle open while sharing: the dialog goes
 * with it, and nothing is left holding the game or warning. */
static void
test_window_closes (void)
{
  Table t = { 0 };
  g_autoptr (SoupSession) client = soup_session_new ();
  g_autofree char *answer = NULL;
  guint            status;

  open_battle (&t, "share-duel.json");
  answer = post_tactic (&t, client, BLUE, ",\"card\":\"x3\"", &status);
  g_assert_cmpuint (status, ==, 200);
  g_object_add_weak_pointer (G_OBJECT (t.dialog), (gpointer *) &t.dialog);
  g_object_add_weak_pointer (G_OBJECT (t.model), (gpointer *) &t.model);
  wg_test_destroy_window (t.window);
  wg_test_iterate_until (t.dialog == NULL && t.model == NULL);
}

/* No battle open: nothing to play (409). */
static void
test_no_battle (void)
{
  g_autoptr (SoupSession) client = soup_session_new ();
  g_autofree char *answer = NULL;
  Table            t = { 0 };
  guint            status;

  open_sharing (&t, "share-duel.json");
  answer = post_tactic (&t, client, BLUE, ",\"card\":\"x3\"", &status);
  g_assert_cmpuint (status, ==, 409);
  g_assert_nonnull (strstr (answer, "No battle"));
  wg_test_destroy_window (t.window);
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
  g_test_add_func ("/wg/share/duel-direct", test_direct);
  g_test_add_func ("/wg/share/duel-refused", test_refused);
  g_test_add_func ("/wg/share/duel-http-refused", test_http_refused);
  g_test_add_func ("/wg/share/duel-no-battle", test_no_battle);
  g_test_add_func ("/wg/share/duel-typed", test_typed);
  g_test_add_func ("/wg/share/duel-window-closes", test_window_closes);
  g_test_add_func ("/wg/share/duel-solo", test_solo);
  g_test_add_func ("/wg/share/browser/duel", test_browser);
  status = g_test_run ();
  wg_test_app_cleanup (home);
  return status;
}
