/* test-app-share-referee.c — moves proposed from a page: judged, applied, asked, refused
 * Copyright 2026 The Warpgate Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * tests/data/moves-movement.json (tests/app/referee/test-app-action.c has
 * its map): blue (player 0, active) has 3 ships on D1, 2 on A1; a Skirmish
 * at 1X reaches J1 from D1 but not V1 (range 2, R-RANGE-6).
 * tests/data/moves-research-one-unknown.json: blue's Research at 1X on J1
 * takes the one Technology available, so cards of a deck of unknown order
 * are turned over, each asked ("reveal"), as the Actions page asks them.
 */
#include "config.h"

#include <string.h>

#include <json-c/json.h>

#include "wg-action-model.h"
#include "wg-action-panel.h"
#include "wg-battle-dialog.h"
#include "wg-share-referee.h"
#include "wg-share-server-private.h"
#include "wg-window-private.h"
#include "wg-test-app.h"
#include "shell/wg-test-keys.h"

typedef struct
{
  WgSession      *session;
  WgShareServer  *server; /* NULL unless shared */
  WgShareReferee *referee;
  GString        *reply;
} Fixture;

static void
fixture_open (Fixture    *f,
              const char *file)
{
  f->session = wg_test_load_session (file);
  wg_session_set_autosave_dir (f->session, NULL);
  f->server = NULL;
  f->referee = wg_share_referee_new (f->session, NULL);
  f->reply = g_string_new (NULL);
}

/* The same, shared on 127.0.0.1: the referee answers its pages. */
static void
fixture_open_shared (Fixture    *f,
                     const char *file)
{
  g_autoptr (GError) error = NULL;

  f->session = wg_test_load_session (file);
  wg_session_set_autosave_dir (f->session, NULL);
  f->server = wg_share_server_new (f->session, NULL);
  g_assert_true (wg_share_server_start (f->server, "127.0.0.1", 0, &error));
  g_assert_no_error (error);
  f->referee = wg_share_referee_new (f->session, f->server);
  f->reply = g_string_new (NULL);
}

static void
fixture_close (Fixture *f)
{
  g_clear_object (&f->referee);
  g_clear_object (&f->server);
  g_clear_object (&f->session);
  g_string_free (f->reply, TRUE);
}

static guint
n_steps (Fixture *f)
{
  return wg_history_get_n_entries (wg_session_get_history (f->session));
}

/* The last reply, parsed (owned by the caller). */
static json_object *
reply_json (Fixture *f)
{
  json_object *o = json_tokener_parse (f->reply->str);

  g_assert_nonnull (o);
  return o;
}

static const char *
member (json_object *o,
        const char  *key)
{
  json_object *v = NULL;

  if (!json_object_object_get_ex (o, key, &v) || v == NULL)
    return NULL;
  return json_object_get_string (v);
}

static guint
judge (Fixture           *f,
       int                seat,
       const char        *action,
       const char *const *cells)
{
  WgShareProposal p = { action, 1, FALSE, cells, -1, NULL, -1, NULL };

  g_string_truncate (f->reply, 0);
  return wg_share_referee_judge (f->referee, seat, &p, f->reply);
}

static guint
propose (Fixture           *f,
         int                seat,
         const char        *action,
         const char *const *cells)
{
  WgShareProposal p = { action, 1, FALSE, cells, -1, NULL, -1, NULL };

  g_string_truncate (f->reply, 0);
  return wg_share_referee_propose (f->referee, seat, &p, f->reply);
}

static const char *const LEGAL[] = { "D1", "J1", NULL };
static const char *const ILLEGAL[] = { "D1", "V1", NULL };

/* Judging says legal or why not, and changes nothing. */
static void
test_judge (void)
{
  Fixture      f;
  json_object *o;

  fixture_open (&f, "moves-movement.json");
  g_assert_cmpuint (judge (&f, 0, "skirmish", LEGAL), ==, 200);
  o = reply_json (&f);
  g_assert_true (json_object_get_boolean (json_object_object_get (o, "legal")));
  g_assert_nonnull (strstr (member (o, "sentence"), "D1 → J1"));
  json_object_put (o);

  g_assert_cmpuint (judge (&f, 0, "skirmish", ILLEGAL), ==, 200);
  o = reply_json (&f);
  g_assert_false (json_object_get_boolean (json_object_object_get (o, "legal")));
  g_assert_cmpstr (member (o, "ruling"), ==, "R-RANGE-6");
  g_assert_nonnull (strstr (member (o, "reason"), "R-RANGE-6"));
  json_object_put (o);

  /* An Advance may take fewer ships: the range, and the number asked. */
  {
    WgShareProposal p = { "advance", 1, FALSE, LEGAL, 2, NULL, -1, NULL };
    json_object    *ships;

    g_string_truncate (f.reply, 0);
    g_assert_cmpuint (wg_share_referee_judge (f.referee, 0, &p, f.reply), ==, 200);
    o = reply_json (&f);
    g_assert_true (json_object_get_boolean (json_object_object_get (o, "legal")));
    ships = json_object_object_get (o, "ships");
    g_assert_cmpint (json_object_get_int (json_object_object_get (ships, "min")), <=, 2);
    g_assert_cmpint (json_object_get_int (json_object_object_get (ships, "max")), ==, 3);
    g_assert_cmpint (json_object_get_int (json_object_object_get (ships, "chosen")), ==, 2);
    g_assert_nonnull (strstr (member (o, "sentence"), "2 ships"));
    json_object_put (o);
  }

  /* Unreadable: a sentence naming what is wrong. */
  g_assert_cmpuint (judge (&f, 0, "dance", LEGAL), ==, 400);
  g_assert_nonnull (strstr (f.reply->str, "dance"));
  g_assert_cmpuint (judge (&f, 0, "skirmish", (const char *const[]) { "Z9", NULL }), ==, 400);
  g_assert_nonnull (strstr (f.reply->str, "Z9"));

  /* No action: the actions, those with a legal move marked. */
  g_assert_cmpuint (judge (&f, 0, NULL, NULL), ==, 200);
  o = reply_json (&f);
  g_assert_cmpuint (json_object_array_length (json_object_object_get (o, "actions")), ==, 12);
  json_object_put (o);

  g_assert_cmpuint (n_steps (&f), ==, 0);
  g_assert_cmpint (wg_share_referee_get_state (f.referee), ==, WG_SHARE_PROPOSAL_NONE);
  fixture_close (&f);
}

/* The proposals' own models mark nothing: the Actions page's marks stay
 * while a page judges and a proposal is applied. */
static void
test_marks_kept (void)
{
  Fixture f;
  g_autoptr (WgActionModel) page = NULL;
  guint marks;

  fixture_open (&f, "moves-movement.json");
  page = wg_action_model_new (f.session);
  wg_action_model_set_action (page, WG_ACTION_ADVANCE);
  wg_action_model_set_x (page, 1);
  wg_action_model_set_active (page, TRUE);
  marks = wg_session_get_highlights (f.session)->len;
  g_assert_cmpuint (marks, >, 0);
  g_assert_cmpuint (judge (&f, 0, "skirmish", ILLEGAL), ==, 200);
  g_assert_cmpuint (propose (&f, 0, "skirmish", LEGAL), ==, 200);
  g_assert_cmpuint (wg_session_get_highlights (f.session)->len, ==, marks);
  wg_share_referee_decline (f.referee, NULL);
  g_assert_cmpuint (wg_session_get_highlights (f.session)->len, ==, marks);
  fixture_close (&f);
}

/* The record's last step, as "command args… | sentence | sha256". */
static char *
last_step (WgSession *session)
{
  WgRecord        *record = wg_history_get_record (wg_session_get_history (session));
  WgRecordStep    *step = g_ptr_array_index (record->steps, record->steps->len - 1);
  g_autofree char *args = g_strjoinv (" ", step->args);
  g_autofree char *answers = step->answers ? g_strjoinv (" ", step->answers) : g_strdup ("");

  return g_strdup_printf ("%s %s [%s] | %s | %s", step->command, args, answers, step->sentence,
                          step->sha256);
}

/* A legal proposal waits, applied with one call: one step, recorded as Do
 * It records the same move; Undo takes it back. */
static void
test_apply (void)
{
  Fixture          f;
  g_autofree char *proposed = NULL, *done = NULL, *json = NULL, *title = NULL;
  g_autoptr (WgActionModel) model = NULL;

  fixture_open (&f, "moves-movement.json");
  g_assert_cmpuint (propose (&f, 0, "skirmish", LEGAL), ==, 200);
  g_assert_cmpint (wg_share_referee_get_state (f.referee), ==, WG_SHARE_PROPOSAL_WAITING);
  g_assert_cmpint (wg_share_referee_get_player (f.referee), ==, 0);
  title = wg_share_referee_dup_title (f.referee);
  g_assert_nonnull (strstr (title, "D1 → J1"));
  json = wg_share_referee_dup_seat_json (f.referee, 0);
  g_assert_nonnull (strstr (json, "\"state\":\"waiting\""));
  g_assert_cmpuint (n_steps (&f), ==, 0);

  g_assert_true (wg_share_referee_apply (f.referee));
  g_assert_cmpuint (n_steps (&f), ==, 1);
  g_assert_cmpint (wg_share_referee_get_state (f.referee), ==, WG_SHARE_PROPOSAL_NONE);
  g_clear_pointer (&json, g_free);
  json = wg_share_referee_dup_seat_json (f.referee, 0);
  g_assert_nonnull (strstr (json, "\"state\":\"applied\""));
  proposed = last_step (f.session);

  /* Do It on the Actions page, the same move from the same table. */
  g_assert_true (wg_session_undo (f.session));
  g_assert_cmpint (wg_session_get_game (f.session)->stacks[wg_test_cell (f.session, "J1")].ships,
                   ==, 0);
  model = wg_action_model_new (f.session);
  wg_action_model_set_action (model, WG_ACTION_SKIRMISH);
  wg_action_model_set_x (model, 1);
  wg_action_model_click (model, wg_test_cell (f.session, "D1"));
  wg_action_model_click (model, wg_test_cell (f.session, "J1"));
  g_assert_true (wg_action_model_perform (model));
  done = last_step (f.session);
  g_assert_cmpstr (proposed, ==, done);
  fixture_close (&f);
}

/* The ship range a reply gives under @key: min, max and chosen. */
static void
assert_range (json_object *o,
              const char  *key,
              int          min_ships,
              int          max_ships,
              int          chosen)
{
  json_object *range = NULL;

  g_assert_true (json_object_object_get_ex (o, key, &range));
  g_assert_cmpint (json_object_get_int (json_object_object_get (range, "min")), ==, min_ships);
  g_assert_cmpint (json_object_get_int (json_object_object_get (range, "max")), ==, max_ships);
  g_assert_cmpint (json_object_get_int (json_object_object_get (range, "chosen")), ==, chosen);
}

static gboolean
flag (json_object *o,
      const char  *key)
{
  json_object *v = NULL;

  g_assert_true (json_object_object_get_ex (o, key, &v));
  return json_object_get_boolean (v);
}

/* Maneuver's second group (R-MOVE-5, test-app-action.c's worked move): the
 * judge says when one may be added and its ship range; proposed and
 * applied, one step recorded as Do It records the same move. */
static void
test_maneuver_second_group (void)
{
  static const char *const SECOND[] = { "A1", "J1", NULL };
  Fixture                  f;
  WgShareProposal          p = { "maneuver", 1, FALSE, LEGAL, 2, NULL, -1, NULL };
  g_autofree char         *proposed = NULL, *done = NULL;
  g_autoptr (WgActionModel) model = NULL;
  json_object *o;

  fixture_open (&f, "moves-movement.json");
  g_assert_cmpuint (judge (&f, 0, "maneuver", (const char *const[]) { "D1", NULL }), ==, 200);
  o = reply_json (&f);
  g_assert_false (flag (o, "second"));
  json_object_put (o);
  g_assert_cmpuint (judge (&f, 0, "skirmish", LEGAL), ==, 200);
  o = reply_json (&f);
  g_assert_false (flag (o, "second"));
  json_object_put (o);

  g_string_truncate (f.reply, 0);
  g_assert_cmpuint (wg_share_referee_judge (f.referee, 0, &p, f.reply), ==, 200);
  o = reply_json (&f);
  g_assert_true (flag (o, "second"));
  g_assert_false (json_object_object_get_ex (o, "second_ships", NULL));
  json_object_put (o);

  p.second_cells = SECOND;
  g_string_truncate (f.reply, 0);
  g_assert_cmpuint (wg_share_referee_judge (f.referee, 0, &p, f.reply), ==, 200);
  o = reply_json (&f);
  g_assert_true (flag (o, "legal"));
  g_assert_true (flag (o, "second"));
  assert_range (o, "second_ships", 1, 2, 2);
  json_object_put (o);

  p.second_ships = 1;
  g_string_truncate (f.reply, 0);
  g_assert_cmpuint (wg_share_referee_propose (f.referee, 0, &p, f.reply), ==, 200);
  g_assert_nonnull (strstr (f.reply->str, "A1"));
  g_assert_true (wg_share_referee_apply (f.referee));
  g_assert_cmpuint (n_steps (&f), ==, 1);
  g_assert_cmpint (wg_session_get_game (f.session)->stacks[wg_test_cell (f.session, "J1")].ships,
                   ==, 3);
  g_assert_cmpint (wg_session_get_game (f.session)->stacks[wg_test_cell (f.session, "A1")].ships,
                   ==, 1);
  proposed = last_step (f.session);

  /* Do It on the Actions page, the same move from the same table. */
  g_assert_true (wg_session_undo (f.session));
  model = wg_action_model_new (f.session);
  wg_action_model_set_action (model, WG_ACTION_MANEUVER);
  wg_action_model_set_x (model, 1);
  wg_action_model_click (model, wg_test_cell (f.session, "D1"));
  wg_action_model_click (model, wg_test_cell (f.session, "J1"));
  wg_action_model_set_ships (model, 2);
  wg_action_model_set_second_group (model, TRUE);
  wg_action_model_click (model, wg_test_cell (f.session, "A1"));
  wg_action_model_click (model, wg_test_cell (f.session, "J1"));
  wg_action_model_set_second_ships (model, 1);
  g_assert_true (wg_action_model_perform (model));
  done = last_step (f.session);
  g_assert_cmpstr (proposed, ==, done);
  fixture_close (&f);
}

/* Refused: an illegal move, another seat's, a second one while one waits;
 * none changes anything. */
static void
test_refused (void)
{
  Fixture f;

  fixture_open (&f, "moves-movement.json");
  g_assert_cmpuint (propose (&f, 0, "skirmish", ILLEGAL), ==, 400);
  g_assert_nonnull (strstr (f.reply->str, "R-RANGE-6"));
  g_assert_cmpint (wg_share_referee_get_state (f.referee), ==, WG_SHARE_PROPOSAL_NONE);
  /* Red is not the active player, even with blue's move. */
  g_assert_cmpuint (propose (&f, 1, "skirmish", LEGAL), ==, 403);
  g_assert_nonnull (strstr (f.reply->str, "It is not your turn"));
  g_assert_cmpint (wg_share_referee_get_state (f.referee), ==, WG_SHARE_PROPOSAL_NONE);

  g_assert_cmpuint (propose (&f, 0, "skirmish", LEGAL), ==, 200);
  g_assert_cmpuint (propose (&f, 0, "skirmish", LEGAL), ==, 409);
  /* Only its proposer withdraws it. */
  g_string_truncate (f.reply, 0);
  g_assert_cmpuint (wg_share_referee_withdraw (f.referee, 1, f.reply), ==, 409);
  g_string_truncate (f.reply, 0);
  g_assert_cmpuint (wg_share_referee_withdraw (f.referee, 0, f.reply), ==, 200);
  g_assert_cmpint (wg_share_referee_get_state (f.referee), ==, WG_SHARE_PROPOSAL_NONE);
  g_assert_cmpuint (n_steps (&f), ==, 0);
  fixture_close (&f);
}

/* The table changing while a proposal waits drops it as stale, and its
 * page is told; declining tells why. */
static void
test_stale_and_decline (void)
{
  Fixture          f;
  g_autofree char *json = NULL;

  fixture_open (&f, "moves-movement.json");
  g_assert_cmpuint (propose (&f, 0, "skirmish", LEGAL), ==, 200);
  wg_test_apply (f.session, wg_test_with_ships (f.session, "A1", 1), "An edit");
  g_assert_cmpint (wg_share_referee_get_state (f.referee), ==, WG_SHARE_PROPOSAL_NONE);
  json = wg_share_referee_dup_seat_json (f.referee, 0);
  g_assert_nonnull (strstr (json, "\"state\":\"stale\""));
  g_assert_false (wg_share_referee_apply (f.referee));
  g_assert_cmpuint (n_steps (&f), ==, 1); /* the edit alone */

  g_assert_cmpuint (propose (&f, 0, "skirmish", LEGAL), ==, 200);
  wg_share_referee_decline (f.referee, NULL);
  g_clear_pointer (&json, g_free);
  json = wg_share_referee_dup_seat_json (f.referee, 0);
  g_assert_nonnull (strstr (json, "\"state\":\"declined\""));
  g_assert_nonnull (strstr (json, "Declined at the table."));
  g_assert_cmpuint (n_steps (&f), ==, 1);
  fixture_close (&f);
}

/* Auto-accept applies a legal proposal as it comes, never an illegal one. */
static void
test_auto_accept (void)
{
  Fixture f;

  fixture_open (&f, "moves-movement.json");
  wg_share_referee_set_auto_accept (f.referee, TRUE);
  g_assert_cmpuint (propose (&f, 0, "skirmish", ILLEGAL), ==, 400);
  g_assert_cmpuint (n_steps (&f), ==, 0);
  g_assert_cmpuint (propose (&f, 0, "skirmish", LEGAL), ==, 200);
  g_assert_cmpuint (n_steps (&f), ==, 1);
  g_assert_cmpint (wg_share_referee_get_state (f.referee), ==, WG_SHARE_PROPOSAL_NONE);
  /* The page is answered with what accepting it did, not "waiting". */
  g_test_message ("%s", f.reply->str);
  g_assert_true (g_str_has_prefix (f.reply->str, "{\"state\":\"applied\""));
  fixture_close (&f);
}

/* A card turned over is asked on the proposer's page; only the proposer
 * answers, with one of the options; the step then records the answers. */
static void
test_question (void)
{
  Fixture           f;
  g_autofree char  *json = NULL;
  const WgQuestion *q;
  const WgOption   *first;

  fixture_open (&f, "moves-research-one-unknown.json");
  g_assert_cmpuint (propose (&f, 0, "research", (const char *const[]) { "J1", NULL }), ==, 200);
  g_assert_true (wg_share_referee_apply (f.referee));
  g_assert_cmpint (wg_share_referee_get_state (f.referee), ==, WG_SHARE_PROPOSAL_ASKING);
  q = wg_share_referee_get_question (f.referee);
  g_assert_nonnull (q);
  g_assert_cmpstr (q->id, ==, "reveal");
  json = wg_share_referee_dup_seat_json (f.referee, 0);
  g_assert_nonnull (strstr (json, "\"state\":\"asking\""));
  g_assert_nonnull (strstr (json, "\"id\":\"reveal\""));
  g_assert_cmpuint (n_steps (&f), ==, 0);

  first = g_ptr_array_index (q->options, 0);
  g_string_truncate (f.reply, 0);
  g_assert_cmpuint (wg_share_referee_answer (f.referee, 1, first->id, f.reply), ==, 409);
  g_string_truncate (f.reply, 0);
  g_assert_cmpuint (wg_share_referee_answer (f.referee, 0, "no-such-card", f.reply), ==, 400);
  /* Answer every card turned over, the first option each time. */
  while (wg_share_referee_get_state (f.referee) == WG_SHARE_PROPOSAL_ASKING)
    {
      q = wg_share_referee_get_question (f.referee);
      first = g_ptr_array_index (q->options, 0);
      g_string_truncate (f.reply, 0);
      g_assert_cmpuint (wg_share_referee_answer (f.referee, 0, first->id, f.reply), ==, 200);
    }
  g_assert_cmpuint (n_steps (&f), ==, 1);
  g_clear_pointer (&json, g_free);
  json = wg_share_referee_dup_seat_json (f.referee, 0);
  g_assert_nonnull (strstr (json, "\"state\":\"applied\""));
  fixture_close (&f);
}

/* The window: the bar shows the proposal, who and what; one press of
 * Apply (its action, Ctrl+Return) makes it one step, which Undo takes back;
 * Decline tells the page why. */
static void
test_window_bar (void)
{
  WgSession *session = wg_test_load_session ("moves-movement.json");
  WgWindow  *window;
  g_autoptr (GString) reply = g_string_new (NULL);
  WgShareProposal  p = { "skirmish", 1, FALSE, LEGAL, -1, NULL, -1, NULL };
  g_autofree char *json = NULL;

  wg_session_set_autosave_dir (session, NULL);
  window = wg_test_window_on (session);
  g_object_unref (session); /* the window's */
  g_assert_false (wg_proposal_bar_get_revealed (window->proposal_bar));
  g_assert_false (gtk_widget_activate_action (GTK_WIDGET (window), "win.apply-proposal", NULL)
                  && wg_history_get_n_entries (wg_session_get_history (session)) > 0);

  g_assert_cmpuint (wg_share_referee_propose (window->referee, 0, &p, reply), ==, 200);
  g_assert_true (wg_proposal_bar_get_revealed (window->proposal_bar));
  g_assert_nonnull (strstr (wg_proposal_bar_get_text (window->proposal_bar), "D1 → J1"));
  g_assert_true (gtk_widget_has_css_class (
    GTK_WIDGET (wg_proposal_bar_get_apply_button (window->proposal_bar)), "suggested-action"));
  g_signal_emit_by_name (wg_proposal_bar_get_apply_button (window->proposal_bar), "clicked");
  g_assert_cmpuint (wg_history_get_n_entries (wg_session_get_history (session)), ==, 1);
  g_assert_false (wg_proposal_bar_get_revealed (window->proposal_bar));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "game.undo", NULL));
  g_assert_cmpint (wg_session_get_game (session)->stacks[wg_test_cell (session, "J1")].ships, ==,
                   0);

  g_string_truncate (reply, 0);
  g_assert_cmpuint (wg_share_referee_propose (window->referee, 0, &p, reply), ==, 200);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.decline-proposal", NULL));
  g_assert_false (wg_proposal_bar_get_revealed (window->proposal_bar));
  json = wg_share_referee_dup_seat_json (window->referee, 0);
  g_assert_nonnull (strstr (json, "Declined at the table."));
  g_assert_cmpint (wg_session_get_game (session)->stacks[wg_test_cell (session, "J1")].ships, ==,
                   0);

  /* The keys, with the focus on the board: Ctrl+Backspace declines,
   * Ctrl+Enter applies. */
  gtk_widget_grab_focus (GTK_WIDGET (wg_window_get_board_view (window)));
  g_string_truncate (reply, 0);
  g_assert_cmpuint (wg_share_referee_propose (window->referee, 0, &p, reply), ==, 200);
  g_assert_true (wg_keys_press (GTK_WINDOW (window), GDK_KEY_BackSpace, GDK_CONTROL_MASK));
  g_assert_false (wg_proposal_bar_get_revealed (window->proposal_bar));
  g_string_truncate (reply, 0);
  g_assert_cmpuint (wg_share_referee_propose (window->referee, 0, &p, reply), ==, 200);
  g_assert_true (wg_keys_press (GTK_WINDOW (window), GDK_KEY_Return, GDK_CONTROL_MASK));
  g_assert_cmpint (wg_session_get_game (session)->stacks[wg_test_cell (session, "J1")].ships, ==,
                   1);
  wg_test_destroy_window (window);
}

/* The preference "Accept legal proposals without asking": on, a legal
 * proposal is applied as it comes; an illegal one never. */
static void
test_window_auto_accept (void)
{
  WgSession *session = wg_test_load_session ("moves-movement.json");
  WgWindow  *window;
  g_autoptr (GString) reply = g_string_new (NULL);
  WgShareProposal legal = { "skirmish", 1, FALSE, LEGAL, -1, NULL, -1, NULL };
  WgShareProposal illegal = { "skirmish", 1, FALSE, ILLEGAL, -1, NULL, -1, NULL };

  wg_session_set_autosave_dir (session, NULL);
  window = wg_test_window_on (session);
  g_object_unref (session); /* the window's */
  g_settings_set_boolean (window->settings, "share-auto-accept", TRUE);
  g_assert_cmpuint (wg_share_referee_propose (window->referee, 0, &illegal, reply), ==, 400);
  g_assert_cmpuint (wg_history_get_n_entries (wg_session_get_history (session)), ==, 0);
  g_string_truncate (reply, 0);
  g_assert_cmpuint (wg_share_referee_propose (window->referee, 0, &legal, reply), ==, 200);
  g_assert_cmpuint (wg_history_get_n_entries (wg_session_get_history (session)), ==, 1);
  g_assert_false (wg_proposal_bar_get_revealed (window->proposal_bar));
  g_settings_reset (window->settings, "share-auto-accept");
  wg_test_destroy_window (window);
}

/* An attack proposed: Apply opens the battle dialog as Do It does, the
 * move not yet a step; the bar says the battle is to resolve; the dialog
 * closed, nothing changed and the proposal may be applied again or
 * declined. */
static void
test_window_attack (void)
{
  WgSession *session = wg_test_load_session ("moves-movement.json");
  WgWindow  *window;
  GtkWindow *battle;
  g_autoptr (GString) reply = g_string_new (NULL);
  WgShareProposal p = { "skirmish", 1, FALSE, (const char *const[]) { "A1", "V1", NULL },
                        -1, NULL, -1, NULL };

  wg_session_set_autosave_dir (session, NULL);
  window = wg_test_window_on (session);
  g_object_unref (session); /* the window's */
  g_assert_cmpuint (wg_share_referee_propose (window->referee, 0, &p, reply), ==, 200);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.apply-proposal", NULL));
  battle = wg_test_toplevel_of_type (WG_TYPE_BATTLE_DIALOG);
  g_assert_nonnull (battle);
  g_assert_true (gtk_window_get_transient_for (battle) == GTK_WINDOW (window));
  g_assert_cmpint (wg_share_referee_get_state (window->referee), ==, WG_SHARE_PROPOSAL_BATTLE);
  g_assert_nonnull (strstr (wg_proposal_bar_get_text (window->proposal_bar), "battle"));
  g_assert_cmpuint (wg_history_get_n_entries (wg_session_get_history (session)), ==, 0);
  gtk_window_destroy (battle);
  g_assert_cmpuint (wg_history_get_n_entries (wg_session_get_history (session)), ==, 0);
  g_assert_true (wg_proposal_bar_get_revealed (window->proposal_bar));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.decline-proposal", NULL));
  g_assert_false (wg_proposal_bar_get_revealed (window->proposal_bar));
  wg_test_destroy_window (window);
}

/* A question the proposal asks: the bar waits for the proposer's answer
 * and offers the answers to the table too; one pressed goes on. */
static void
test_window_answer_here (void)
{
  WgSession *session = wg_test_load_session ("moves-research-one-unknown.json");
  WgWindow  *window;
  g_autoptr (GString) reply = g_string_new (NULL);
  WgShareProposal p = { "research", 1, FALSE, (const char *const[]) { "J1", NULL }, -1, NULL,
                        -1, NULL };

  wg_session_set_autosave_dir (session, NULL);
  window = wg_test_window_on (session);
  g_object_unref (session); /* the window's */
  g_assert_cmpuint (wg_share_referee_propose (window->referee, 0, &p, reply), ==, 200);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.apply-proposal", NULL));
  while (wg_share_referee_get_state (window->referee) == WG_SHARE_PROPOSAL_ASKING)
    {
      const WgOption *first = g_ptr_array_index (
        wg_share_referee_get_question (window->referee)->options, 0);
      g_autofree char *before = wg_share_referee_dup_seat_json (window->referee, 0);
      GtkWidget       *button = wg_test_find_button (GTK_WIDGET (window->proposal_bar),
                                                     first->label);

      g_assert_true (g_str_has_prefix (wg_proposal_bar_get_text (window->proposal_bar),
                                       "Waiting for "));
      g_assert_nonnull (button);
      g_assert_cmpuint (wg_history_get_n_entries (wg_session_get_history (session)), ==, 0);
      g_signal_emit_by_name (button, "clicked");
      {
        g_autofree char *after = wg_share_referee_dup_seat_json (window->referee, 0);

        g_assert_cmpstr (after, !=, before);
      }
    }
  g_assert_cmpuint (wg_history_get_n_entries (wg_session_get_history (session)), ==, 1);
  g_assert_false (wg_proposal_bar_get_revealed (window->proposal_bar));
  wg_test_destroy_window (window);
}

/* The proposal's battle cancelled at the table: nothing changed, and the
 * proposal waits again — the phone may withdraw it; a step the table
 * takes afterwards makes it stale, never "applied". */
static void
test_window_battle_cancelled (void)
{
  WgSession *session = wg_test_load_session ("moves-movement.json");
  WgWindow  *window;
  g_autoptr (GString) reply = g_string_new (NULL);
  g_autofree char *json = NULL;
  WgShareProposal  p = { "skirmish", 1, FALSE, (const char *const[]) { "A1", "V1", NULL },
                         -1, NULL, -1, NULL };
  WgActionModel   *model;

  wg_session_set_autosave_dir (session, NULL);
  window = wg_test_window_on (session);
  g_object_unref (session); /* the window's */
  g_assert_cmpuint (wg_share_referee_propose (window->referee, 0, &p, reply), ==, 200);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.apply-proposal", NULL));
  gtk_window_destroy (wg_test_toplevel_of_type (WG_TYPE_BATTLE_DIALOG));
  g_assert_cmpint (wg_share_referee_get_state (window->referee), ==, WG_SHARE_PROPOSAL_WAITING);
  json = wg_share_referee_dup_seat_json (window->referee, 0);
  g_assert_nonnull (strstr (json, "\"state\":\"waiting\""));

  /* Another move done at the table: the proposal is stale. */
  model = wg_action_panel_get_model (window->action_panel);
  wg_action_model_set_player (model, 0);
  wg_action_model_set_action (model, WG_ACTION_SKIRMISH);
  wg_action_model_set_x (model, 1);
  wg_action_model_click (model, wg_test_cell (session, "D1"));
  wg_action_model_click (model, wg_test_cell (session, "J1"));
  g_assert_true (wg_action_model_perform (model));
  g_clear_pointer (&json, g_free);
  json = wg_share_referee_dup_seat_json (window->referee, 0);
  g_test_message ("%s", json);
  g_assert_nonnull (strstr (json, "\"state\":\"stale\""));
  g_assert_null (strstr (json, "\"applied\""));
  wg_test_destroy_window (window);
}

/* The proposal's battle fought and applied in its dialog: the proposal is
 * applied, one step; and while the dialog is open, a legal proposal is
 * not accepted without a press. */
static void
test_window_battle_applied (void)
{
  WgSession      *session = wg_test_load_session ("moves-movement.json");
  WgWindow       *window;
  WgBattleDialog *dialog;
  WgBattleModel  *battle;
  g_autoptr (GString) reply = g_string_new (NULL);
  g_autofree char *json = NULL;
  WgShareProposal  p = { "skirmish", 1, FALSE, (const char *const[]) { "A1", "V1", NULL },
                         -1, NULL, -1, NULL };

  wg_session_set_autosave_dir (session, NULL);
  window = wg_test_window_on (session);
  g_object_unref (session); /* the window's */
  g_settings_set_boolean (window->settings, "share-auto-accept", TRUE);
  g_assert_cmpuint (wg_share_referee_propose (window->referee, 0, &p, reply), ==, 200);
  dialog = WG_BATTLE_DIALOG (wg_test_toplevel_of_type (WG_TYPE_BATTLE_DIALOG));
  g_assert_nonnull (dialog);
  battle = wg_battle_dialog_get_model (dialog);
  for (int role = 0; role < 2; role++)
    if (wg_battle_model_get_chosen (battle, role) == NULL)
      g_assert_true (wg_battle_model_choose_multiplier (battle, role, 2));
  g_assert_cmpint (wg_battle_model_get_state (battle), ==, WG_BATTLE_MODEL_READY);
  /* Its Apply to the Table, as a click does. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (dialog), "battle.apply", NULL));
  wg_test_iterate_until (wg_test_toplevel_of_type (WG_TYPE_BATTLE_DIALOG) == NULL);
  g_assert_cmpuint (wg_history_get_position (wg_session_get_history (session)), ==, 1);
  g_assert_cmpint (wg_share_referee_get_state (window->referee), ==, WG_SHARE_PROPOSAL_NONE);
  json = wg_share_referee_dup_seat_json (window->referee, 0);
  g_test_message ("%s", json);
  g_assert_nonnull (strstr (json, "\"state\":\"applied\""));
  g_settings_reset (window->settings, "share-auto-accept");
  wg_test_destroy_window (window);
}

/* A battle dialog open at the table (the desktop's own attack): a legal
 * proposal waits for it to close even with Accept Legal Proposals Without
 * Asking on, then is accepted. */
static void
test_window_hold (void)
{
  WgSession    *session = wg_test_load_session ("moves-movement.json");
  WgWindow     *window;
  const WgGame *game = wg_session_get_game (session);
  g_autoptr (GString) reply = g_string_new (NULL);
  WgShareProposal p = { "skirmish", 1, FALSE, LEGAL, -1, NULL, -1, NULL };
  WgBattleStart   start = { 0 };
  WgBattleDialog *dialog;

  wg_session_set_autosave_dir (session, NULL);
  window = wg_test_window_on (session);
  g_object_unref (session); /* the window's */
  g_settings_set_boolean (window->settings, "share-auto-accept", TRUE);
  start.attacker = 0;
  start.origins[0] = wg_test_cell (session, "A1");
  start.ships[0] = 1;
  start.n_origins = 1;
  start.at = wg_test_cell (session, "V1");
  start.defender = game->stacks[start.at].ship_owner;
  start.defender_ships = wg_game_ships_at (game, start.at, start.defender);
  dialog = wg_window_open_battle (window, &start);
  g_assert_nonnull (dialog);
  g_assert_cmpuint (wg_share_referee_propose (window->referee, 0, &p, reply), ==, 200);
  g_assert_cmpint (wg_share_referee_get_state (window->referee), ==, WG_SHARE_PROPOSAL_WAITING);
  g_assert_cmpuint (wg_history_get_position (wg_session_get_history (session)), ==, 0);
  gtk_window_destroy (GTK_WINDOW (dialog));
  wg_test_iterate_until (wg_share_referee_get_state (window->referee) == WG_SHARE_PROPOSAL_NONE);
  g_assert_cmpuint (wg_history_get_position (wg_session_get_history (session)), ==, 1);
  g_settings_reset (window->settings, "share-auto-accept");
  wg_test_destroy_window (window);
}

/* Another game opened at the table: a proposal of the last one goes, and
 * no seat keeps what its page was told of it — here red sits in blue's
 * seat in the new game (tests/data/share-swapped.json), and must not read
 * blue's proposal. */
static void
test_another_game (void)
{
  Fixture          f = { 0 };
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "data", "share-swapped.json", NULL);
  g_autoptr (GFile) file = g_file_new_for_path (path);
  g_autoptr (GError) error = NULL;
  g_autofree char *state = NULL;

  fixture_open_shared (&f, "moves-movement.json");
  g_assert_cmpuint (propose (&f, 0, "skirmish", LEGAL), ==, 200);
  /* Opened as the window opens a file. */
  g_assert_true (wg_session_load_file (f.session, file, &error));
  g_assert_cmpstr (wg_session_get_game (f.session)->players[0].color, ==, "red");
  g_assert_cmpint (wg_share_referee_get_state (f.referee), ==, WG_SHARE_PROPOSAL_NONE);
  g_assert_null (wg_share_referee_dup_seat_json (f.referee, 0));
  wg_share_server_push_now (f.server);
  state = g_strdup (wg_share_server_seat_state (f.server, 0));
  g_test_message ("%s", state);
  g_assert_null (strstr (state, "proposal"));
  g_assert_null (strstr (state, "D1 → J1"));
  fixture_close (&f);
}

/* Sharing stopped: the proposer's page is gone, and its proposal with it
 * (declined), so that the table never applies it later. */
static void
test_sharing_stopped (void)
{
  Fixture          f = { 0 };
  g_autofree char *json = NULL;

  fixture_open_shared (&f, "moves-movement.json");
  g_assert_cmpuint (propose (&f, 0, "skirmish", LEGAL), ==, 200);
  wg_share_server_stop (f.server);
  g_assert_cmpint (wg_share_referee_get_state (f.referee), ==, WG_SHARE_PROPOSAL_NONE);
  g_assert_false (wg_share_referee_apply (f.referee));
  json = wg_share_referee_dup_seat_json (f.referee, 0);
  g_assert_nonnull (strstr (json, "\"state\":\"declined\""));
  g_assert_cmpuint (n_steps (&f), ==, 0);
  fixture_close (&f);
}

int
main (int    argc,
      char **argv)
{
  g_autofree char *home = wg_test_app_init (&argc, &argv);
  int              status;

  g_test_add_func ("/wg/share-referee/judge", test_judge);
  g_test_add_func ("/wg/share-referee/marks-kept", test_marks_kept);
  g_test_add_func ("/wg/share-referee/apply", test_apply);
  g_test_add_func ("/wg/share-referee/maneuver-second-group", test_maneuver_second_group);
  g_test_add_func ("/wg/share-referee/refused", test_refused);
  g_test_add_func ("/wg/share-referee/stale-and-decline", test_stale_and_decline);
  g_test_add_func ("/wg/share-referee/auto-accept", test_auto_accept);
  g_test_add_func ("/wg/share-referee/question", test_question);
  g_test_add_func ("/wg/share-referee/window-bar", test_window_bar);
  g_test_add_func ("/wg/share-referee/window-auto-accept", test_window_auto_accept);
  g_test_add_func ("/wg/share-referee/window-attack", test_window_attack);
  g_test_add_func ("/wg/share-referee/window-answer-here", test_window_answer_here);
  g_test_add_func ("/wg/share-referee/window-battle-cancelled", test_window_battle_cancelled);
  g_test_add_func ("/wg/share-referee/window-battle-applied", test_window_battle_applied);
  g_test_add_func ("/wg/share-referee/window-hold", test_window_hold);
  g_test_add_func ("/wg/share-referee/another-game", test_another_game);
  g_test_add_func ("/wg/share-referee/sharing-stopped", test_sharing_stopped);
  status = g_test_run ();
  wg_test_app_cleanup (home);
  return status;
}
