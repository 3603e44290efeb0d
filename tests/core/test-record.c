/* test-record.c — the record in the game file (wg-record.c, wg-record-json.c)
 * Copyright 2026 The Warpgate Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * tests/data/record-2p.json: play-2p.json after three steps taken with
 * warpgate-cli (Ana's Advance into red's ships on P2, the battle, the end
 * of her turn), each written with --output: the table after the third,
 * and the record from the table play-2p.json holds. record-2p-pretty.json
 * is the same game as the first writer wrote it, every step pretty-printed
 * over several lines.
 */
#include <string.h>

#include "wg-edit.h"
#include "wg-game-json.h"
#include "wg-record-json.h"
#include "wg-test-json.h"
#include "wg-test-util.h"

static char *
read_fixture (const char *name,
              gsize      *length)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "data", name, NULL);
  char            *data = NULL;

  g_assert_true (g_file_get_contents (path, &data, length, NULL));
  return data;
}

/* The record is read, and written back byte for byte; the last step's
 * digest is the one of the file's table with that step. */
static void
test_round_trip (void)
{
  gsize            length = 0, again_length = 0;
  g_autofree char *data = read_fixture ("record-2p.json", &length);
  g_autofree char *again = NULL, *digest = NULL;
  g_autoptr (WgRecord) record = NULL;
  g_autoptr (WgGame) game = NULL, start = wg_test_load_game ("play-2p.json");
  g_autoptr (GError) error = NULL;
  const WgRecordStep *last;

  game = wg_game_load_with_record (data, length, &record, &error);
  g_assert_no_error (error);
  g_assert_nonnull (record);
  g_assert_cmpuint (wg_record_get_n_steps (record), ==, 3);
  last = g_ptr_array_index (record->steps, 2);
  g_assert_cmpstr (last->command, ==, "end-turn");
  g_assert_cmpstr (((WgRecordStep *) g_ptr_array_index (record->steps, 1))->answers[1], ==,
                   "P4");
  digest = wg_record_step_digest (last, game);
  g_assert_cmpstr (digest, ==, last->sha256);
  /* Step 0 is play-2p.json's table. */
  {
    g_autofree char *a = wg_record_digest (start), *b = wg_record_digest (record->start);

    g_assert_cmpstr (a, ==, b);
  }
  again = wg_game_with_record_to_data (game, record, &again_length);
  g_assert_cmpstr (again, ==, data);
}

/* The record is written compactly: its start on one line, each step on a
 * line of its own, the defaults ("answers": [] …) left out. A record
 * written with other white space reads the same, and is written back
 * compact. */
static void
test_compact (void)
{
  gsize            length = 0, pretty_length = 0;
  g_autofree char *data = read_fixture ("record-2p.json", &length);
  g_autofree char *pretty = read_fixture ("record-2p-pretty.json", &pretty_length);
  g_autofree char *again = NULL;
  g_autoptr (WgRecord) record = NULL;
  g_autoptr (WgGame) game = NULL;
  g_autoptr (GError) error = NULL;
  g_auto (GStrv) lines = NULL;
  const char *record_at;
  guint       n_lines, steps_line = 0;

  game = wg_game_load_with_record (pretty, pretty_length, &record, &error);
  g_assert_no_error (error);
  again = wg_game_with_record_to_data (game, record, NULL);
  g_assert_cmpstr (again, ==, data);
  g_assert_cmpuint (length, <, pretty_length);

  record_at = strstr (data, "\n  \"record\": {\n");
  g_assert_nonnull (record_at);
  lines = g_strsplit (record_at + 1, "\n", -1);
  n_lines = g_strv_length (lines);
  /* "record": {, version, start, "steps": [, 3 steps, ], }, }, "". */
  g_assert_cmpuint (n_lines, ==, 11);
  g_assert_true (g_str_has_prefix (lines[2], "    \"start\": {\"format\":"));
  for (guint i = 0; i < n_lines; i++)
    if (strcmp (lines[i], "    \"steps\": [") == 0)
      steps_line = i;
  g_assert_cmpuint (steps_line, ==, 3);
  for (guint i = 4; i < 7; i++)
    g_assert_true (g_str_has_prefix (lines[i], "      {\"command\":"));
  g_assert_null (strstr (data, "\"answers\":[]"));
  g_assert_nonnull (strstr (lines[5], "\"answers\":[\"--choose\",\"P4\"]"));
}

/* The digester gives each table's step digest as wg_record_step_digest
 * does, its board printed once: for tables in a row with one board,
 * another board (a renamed game, a bigger one, the Exploration variant's
 * tiles) and the first again. */
static void
test_digester (void)
{
  gsize            length = 0;
  g_autofree char *data = read_fixture ("record-2p.json", &length);
  g_autoptr (WgRecord) record = NULL;
  g_autoptr (WgGame) game = NULL, renamed = NULL;
  g_autoptr (WgGame) explore = wg_test_load_game ("explore.json");
  g_autoptr (WgGame) crowded = wg_test_load_game ("game-full.json");
  g_autoptr (WgRecordDigester) digester = wg_record_digester_new ();
  g_autoptr (GError) error = NULL;
  g_autofree char    *d = NULL;
  const WgRecordStep *last;

  game = wg_game_load_with_record (data, length, &record, &error);
  g_assert_no_error (error);
  last = g_ptr_array_index (record->steps, 2);
  renamed = wg_edit_set_name (game, "Another name", &d, &error);
  g_assert_no_error (error);
  {
    const WgGame *tables[] = { record->start, game, game, renamed, explore, crowded, game };

    for (guint i = 0; i < G_N_ELEMENTS (tables); i++)
      {
        g_autofree char *want = wg_record_step_digest (last, tables[i]);
        g_autofree char *got = wg_record_digester_step (digester, last, tables[i]);

        g_assert_cmpstr (got, ==, want);
      }
  }
  {
    g_autofree char *got = wg_record_digester_step (digester, last, game);

    g_assert_cmpstr (got, ==, last->sha256);
  }
}

/* The digester hashes a table's text again only from where it differs
 * from the table before: tables changed early, late, made longer and
 * shorter, one after another, still give wg_record_step_digest's digest. */
static void
test_digester_changes (void)
{
  g_autoptr (WgGame) game = wg_test_load_game ("game-full.json");
  g_autoptr (WgRecordDigester) digester = wg_record_digester_new ();
  g_autoptr (GPtrArray) tables = g_ptr_array_new_with_free_func ((GDestroyNotify) wg_game_free);
  WgRecordStep step = { .command = (char *) "end-turn", .sentence = (char *) "" };
  WgGame      *t;

  g_assert_cmpuint (game->n_players, >=, 2);
  g_ptr_array_add (tables, wg_game_copy (game));
  /* The last player's name (late in the players), then the first's. */
  t = wg_game_copy (game);
  g_free (t->players[t->n_players - 1].name);
  t->players[t->n_players - 1].name = g_strdup ("A name longer than any of the others");
  g_ptr_array_add (tables, t);
  t = wg_game_copy (t);
  g_free (t->players[0].name);
  t->players[0].name = g_strdup ("B");
  g_ptr_array_add (tables, t);
  /* The turn only (the end of the text), then the game as it was. */
  t = wg_game_copy (t);
  t->round++;
  g_ptr_array_add (tables, t);
  g_ptr_array_add (tables, wg_game_copy (game));
  /* Shorter: a player's tactics gone; then the same table twice. */
  t = wg_game_copy (game);
  g_array_set_size (t->players[0].tactics, 0);
  g_ptr_array_add (tables, t);
  g_ptr_array_add (tables, wg_game_copy (t));
  g_ptr_array_add (tables, wg_game_copy (game));
  for (guint i = 0; i < tables->len; i++)
    {
      g_autofree char *want = wg_record_step_digest (&step, g_ptr_array_index (tables, i));
      g_autofree char *got = wg_record_digester_step (digester, &step,
                                                      g_ptr_array_index (tables, i));

      g_assert_cmpstr (got, ==, want);
    }
}

/* A step digest covers the step: any part changed changes it. */
static void
test_step_digest (void)
{
  g_autoptr (WgGame) game = wg_test_load_game ("play-2p.json");
  g_autoptr (WgRecord) record = wg_record_new (game);
  WgRulingList     rulings = { { "R-MOVE-9" }, 1 };
  const char      *args[] = { "--x", "2", NULL };
  WgRecordStep    *step;
  g_autofree char *before = NULL, *changed = NULL;

  wg_record_append (record, "apply", args, NULL, "A sentence", &rulings, game);
  step = g_ptr_array_index (record->steps, 0);
  before = wg_record_step_digest (step, game);
  g_assert_cmpstr (before, ==, step->sha256);
  g_assert_cmpstr (step->rulings[0], ==, "R-MOVE-9");
  g_free (step->args[1]);
  step->args[1] = g_strdup ("1");
  changed = wg_record_step_digest (step, game);
  g_assert_cmpstr (changed, !=, before);

  wg_record_truncate (record, 0);
  g_assert_cmpuint (wg_record_get_n_steps (record), ==, 0);
}

/* wg_record_step_new(): everything copied, NULLs as empty, and the same
 * step, digest included, as wg_record_append() keeps. */
static void
test_step_new (void)
{
  g_autoptr (WgGame) game = wg_test_load_game ("play-2p.json");
  g_autoptr (WgRecord) record = wg_record_new (game);
  WgRulingList  rulings = { { "R-MOVE-9" }, 1 };
  const char   *args[] = { "--x", "2", NULL };
  WgRecordStep *step = wg_record_step_new ("apply", args, NULL, NULL, &rulings, game);
  WgRecordStep *appended;

  g_assert_true (step->args != (char **) args);
  g_assert_cmpstrv (step->args, args);
  g_assert_nonnull (step->answers);
  g_assert_null (step->answers[0]);
  g_assert_cmpstr (step->sentence, ==, "");
  g_assert_cmpstr (step->rulings[0], ==, "R-MOVE-9");
  g_assert_null (step->rulings[1]);
  wg_record_append (record, "apply", args, NULL, NULL, &rulings, game);
  appended = g_ptr_array_index (record->steps, 0);
  g_assert_cmpstr (step->sha256, ==, appended->sha256);
  wg_record_step_free (step);
}

/* The app's reader opens a file with a record (and drops it); a file
 * without one has none. */
static void
test_app_reader (void)
{
  gsize            length = 0;
  g_autofree char *data = read_fixture ("record-2p.json", &length);
  g_autofree char *plain = read_fixture ("play-2p.json", &length);
  g_autofree char *written = NULL;
  g_autoptr (GError) error = NULL;
  g_autoptr (WgGame) game = wg_game_load_from_data (data, strlen (data), &error);
  g_autoptr (WgGame) old = NULL;
  g_autoptr (WgRecord) record = NULL;

  g_assert_no_error (error);
  written = wg_game_to_data (game, NULL);
  g_assert_null (strstr (written, "\"record\""));
  old = wg_game_load_with_record (plain, strlen (plain), &record, &error);
  g_assert_no_error (error);
  g_assert_nonnull (old);
  g_assert_null (record);
}

static gpointer
load_with_record (const char *data,
                  gsize       length,
                  GError    **error)
{
  g_autoptr (WgRecord) record = NULL;

  return wg_game_load_with_record (data, length, &record, error);
}

static const WgTestRefusal refusals[] = {
  { "not an object", "record", "[]", "record", "" },
  { "version", "record.version", "2", "record.version", "" },
  { "no start", "record.start", NULL, "record.start", "" },
  { "no steps", "record.steps", NULL, "record.steps", "" },
  { "start refused", "record.start.turn.round", "0", "record.start.turn.round", "" },
  { "start with a record", "record.start.record", "{}", "record.start.record",
    "has no record" },
  { "unknown key", "record.steps[0].comment", "\"x\"", "record.steps[0].comment", "unknown key" },
  { "command", "record.steps[2].command", "\"story\"", "record.steps[2].command",
    "whole-game command" },
  { "arg", "record.steps[0].args[+]", "7", "record.steps[0].args[10]", "string" },
  { "answer", "record.steps[1].answers[0]", "null", "record.steps[1].answers[0]", "string" },
  { "ruling", "record.steps[0].rulings[+]", "\"R-XXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXX\"",
    "record.steps[0].rulings[5]", "longer than" },
  { "digest", "record.steps[2].sha256", "\"ABC\"", "record.steps[2].sha256", "hexadecimal" },
  { "no digest", "record.steps[2].sha256", NULL, "record.steps[2].sha256", "" },
  { "redo not an array", "record.redo", "{}", "record.redo", "" },
  { "redo step", "record.redo", "[{\"command\": \"story\", \"args\": []}]",
    "record.redo[0].command", "whole-game command" },
};

/* Every problem of a record is named by its path; the file is refused as
 * a whole, by the app's reader as by the CLI's. */
static void
test_refusals (void)
{
  for (guint i = 0; i < G_N_ELEMENTS (refusals); i++)
    {
      g_test_message ("refusal: %s", refusals[i].name);
      wg_test_json_assert_refusal ("record-2p.json", &refusals[i], wg_game_validate_data,
                                   (WgTestLoadFunc) wg_game_load_from_data);
      wg_test_json_assert_refusal ("record-2p.json", &refusals[i], wg_game_validate_data,
                                   load_with_record);
    }
}

/* Issue 32: the steps undone, kept in "redo", are read and written back;
 * a step appended drops them. */
static void
test_redo (void)
{
  gsize            length = 0, again_length = 0;
  g_autofree char *data = read_fixture ("record-2p.json", &length);
  g_autofree char *again = NULL;
  g_autoptr (WgRecord) record = NULL, read = NULL;
  g_autoptr (WgGame) game = NULL, back = NULL;
  g_autoptr (GError) error = NULL;

  game = wg_game_load_with_record (data, length, &record, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (record->redo->len, ==, 0);
  g_ptr_array_add (record->redo, g_ptr_array_steal_index (record->steps, 2));
  again = wg_game_with_record_to_data (game, record, &again_length);
  g_assert_nonnull (strstr (again, "\"redo\""));
  back = wg_game_load_with_record (again, again_length, &read, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (read->steps->len, ==, 2);
  g_assert_cmpuint (read->redo->len, ==, 1);
  g_assert_cmpstr (((WgRecordStep *) g_ptr_array_index (read->redo, 0))->command, ==,
                   "end-turn");
  wg_record_append (read, "end-turn", NULL, NULL, "", NULL, back);
  g_assert_cmpuint (read->redo->len, ==, 0);
}

/* Bounded: at most 64 options a step, each of at most 256 characters
 * but for an edit step's, which hold JSON values. */
static void
test_bounds (void)
{
  g_autofree char *x300 = g_strnfill (300, 'x'), *long_arg = NULL;
  json_object     *root = wg_test_json_load ("record-2p.json");
  g_autoptr (GPtrArray) problems = NULL;
  const char *text;

  for (guint i = 0; i < WG_RECORD_MAX_ARGS; i++)
    wg_test_json_change (root, "record.steps[2].args[+]", "\"--x\"");
  text = json_object_to_json_string (root);
  problems = wg_game_validate_data (text, strlen (text));
  g_assert_cmpuint (problems->len, ==, 0);
  wg_test_json_change (root, "record.steps[2].args[+]", "\"--x\"");
  text = json_object_to_json_string (root);
  g_clear_pointer (&problems, g_ptr_array_unref);
  problems = wg_game_validate_data (text, strlen (text));
  wg_test_dump_problems (problems);
  g_assert_true (wg_test_has_problem (problems, "record.steps[2].args", "65 elements"));
  json_object_put (root);

  root = wg_test_json_load ("record-2p.json");
  long_arg = g_strdup_printf ("\"%s\"", x300);
  wg_test_json_change (root, "record.steps[0].args[0]", long_arg);
  text = json_object_to_json_string (root);
  g_clear_pointer (&problems, g_ptr_array_unref);
  problems = wg_game_validate_data (text, strlen (text));
  g_assert_true (wg_test_has_problem (problems, "record.steps[0].args[0]", "longer than 256"));
  wg_test_json_change (root, "record.steps[0].command", "\"edit\"");
  text = json_object_to_json_string (root);
  g_clear_pointer (&problems, g_ptr_array_unref);
  problems = wg_game_validate_data (text, strlen (text));
  wg_test_dump_problems (problems);
  g_assert_cmpuint (problems->len, ==, 0);
  json_object_put (root);
}

int
main (int argc, char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/wg/record/round-trip", test_round_trip);
  g_test_add_func ("/wg/record/compact", test_compact);
  g_test_add_func ("/wg/record/step-digest", test_step_digest);
  g_test_add_func ("/wg/record/step-new", test_step_new);
  g_test_add_func ("/wg/record/digester", test_digester);
  g_test_add_func ("/wg/record/digester-changes", test_digester_changes);
  g_test_add_func ("/wg/record/app-reader", test_app_reader);
  g_test_add_func ("/wg/record/refusals", test_refusals);
  g_test_add_func ("/wg/record/bounds", test_bounds);
  g_test_add_func ("/wg/record/redo", test_redo);
  return g_test_run ();
}
