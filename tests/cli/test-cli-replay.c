/* test-cli-replay.c — the record the whole-game commands keep, and replay
 * Copyright 2026 The Warpgate Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A two-round game played by hand on tests/data/play-2p.json (see
 * test-cli-play.c for its board), each command of tests/wg-test-chain.h's
 * chain writing the next file with --output: Ana's Advance into red's ships on P2 and the battle (she wins,
 * red withdraws to P4, asked with --choose), red's Reinforce, the turns
 * of round 1 ended, then round 2 (the final round: the decks are empty,
 * R-ROUND-2) with one Reinforce of Ana's, to the end of the game.
 */

#include "wg-edit.h"
#include "wg-record-edit.h"
#include "wg-record-json.h"
#include "wg-test-chain.h"
#include "wg-test-cli-run.h"

#define N_STEPS WG_TEST_CHAIN_STEPS

/* The file written after step @n (0: the fixture). */
static char *
step_file (guint n)
{
  g_autofree char *name = g_strdup_printf ("step-%u.json", n);

  return n == 0 ? fixture ("play-2p.json") : tmp_file (name);
}

/* Plays the chain once for the whole test program. */
static void
play_chain (void)
{
  static gboolean played = FALSE;

  if (played)
    return;
  for (guint n = 1; n <= N_STEPS; n++)
    {
      g_auto (Run) run = { 0 };
      g_autofree char *from = step_file (n - 1), *to = step_file (n);
      g_autoptr (GPtrArray) args = wg_test_chain_argv (g_getenv ("WG_CLI"), wg_test_chain[n - 1], from, to);

      spawn_cli (&run, (const char *const *) args->pdata, NULL, NULL, NULL);
      if (run.status != 0)
        g_error ("step %u: %s", n, run.err);
    }
  played = TRUE;
}

static json_object *
read_json (const char *path)
{
  json_object *o = json_object_from_file (path);

  g_assert_nonnull (o);
  return o;
}

/* Every file of the chain holds the record of the steps so far, and
 * replay gives, at every step, the file that step wrote: the same table,
 * the same record (it stops there). The fixture, without a record, has
 * step 0 only. */
static void
test_chain (void)
{
  play_chain ();
  for (guint n = 0; n <= N_STEPS; n++)
    {
      g_auto (Run) run = { 0 }, last = { 0 };
      g_autofree char *out = tmp_file ("replayed.json"), *at = step_file (n);
      g_autofree char *final = step_file (N_STEPS), *step = g_strdup_printf ("%u", n);
      json_object     *want, *got;

      run_cli (&run, "replay", final, "--step", step, "--output", out, "--json", NULL);
      g_assert_cmpint (run.status, ==, 0);
      assert_json_at (run.out, "step", step);
      want = read_json (at);
      got = read_json (out);
      if (n == 0)
        {
          g_auto (Run) fixture_run = { 0 };
          g_autofree char *fixture_out = tmp_file ("fixture.json");

          /* The fixture has no record: replay writes its table with an
           * empty one, the chain's step 0. */
          g_assert_false (json_object_object_get_ex (want, "record", NULL));
          json_object_put (want);
          run_cli (&fixture_run, "replay", at, "--step", "0", "--output", fixture_out, NULL);
          g_assert_cmpint (fixture_run.status, ==, 0);
          want = read_json (fixture_out);
        }
      g_assert_true (json_object_equal (want, got));
      json_object_put (want);
      json_object_put (got);

      /* Each file's own record replays to its table. */
      run_cli (&last, "replay", at, "--step", step, NULL);
      g_assert_cmpint (last.status, ==, 0);
    }
}

/* The text names the step and its sentence and rulings. */
static void
test_text (void)
{
  g_auto (Run) battle = { 0 }, start = { 0 };
  g_autofree char *final = step_file (N_STEPS);

  play_chain ();
  run_cli (&battle, "replay", final, "--step", "2", NULL);
  g_assert_cmpint (battle.status, ==, 0);
  g_assert_cmpstr (battle.out, ==,
                   "Step 2 of 18 (battle): Battle at P2: Ana beats red, 6 to 2; Ana loses 0, red "
                   "loses 0\nRulings: R-BATTLE-1, R-BATTLE-2, R-WD-2, R-WD-3, R-BATTLE-3, "
                   "R-RANGE-1\n");
  run_cli (&start, "replay", final, "--step", "0", NULL);
  g_assert_cmpstr (start.out, ==, "Step 0 of 18: the table the record starts from.\n");
}

/* The steps of the record as the chain's last file holds them. */
static void
assert_step (const char *file,
             guint       n,
             const char *command,
             const char *args)
{
  g_autofree char *data = NULL;
  g_autofree char *path = g_strdup_printf ("record.steps.%u.command", n - 1);
  g_autofree char *args_path = g_strdup_printf ("record.steps.%u.args", n - 1);
  g_autofree char *quoted = g_strdup_printf ("\"%s\"", command);

  g_assert_true (g_file_get_contents (file, &data, NULL, NULL));
  assert_json_at (data, path, quoted);
  assert_json_at (data, args_path, args);
}

/* A step is its command's options as the command line gave them, without
 * GAME and --output; --choose and --reveal are its answers. */
static void
test_steps (void)
{
  g_autofree char *final = step_file (N_STEPS), *data = NULL;

  play_chain ();
  assert_step (final, 1, "apply",
               "[\"--color\",\"blue\",\"--action\",\"advance\",\"--x\",\"2\",\"--from\","
               "\"P1:2\",\"--to\",\"P2\"]");
  assert_step (final, 2, "battle",
               "[\"--attacker\",\"blue\",\"--from\",\"P1:2\",\"--at\",\"P2\",\"--attacker-"
               "card\",\"x3\",\"--defender-card\",\"x1\",\"--apply\"]");
  assert_step (final, 3, "end-turn", "[]");
  g_assert_true (g_file_get_contents (final, &data, NULL, NULL));
  assert_json_at (data, "record.steps.1.answers", "[\"--choose\",\"P4\"]");
  assert_json_at (data, "record.steps.1.rulings.0", "\"R-BATTLE-1\"");
  assert_json_at (data, "record.steps.17.command", "\"end-turn\"");
  assert_json_at (data, "record.steps.18", "null"); /* no more */
}

/* The chain's last file changed by @change, written to the test folder. */
static char *
changed (void (*change) (json_object *root, guint n),
         guint n)
{
  g_autofree char *final = step_file (N_STEPS);
  json_object     *root = read_json (final);
  char            *out = tmp_file ("changed.json");

  change (root, n);
  g_assert_cmpint (json_object_to_file (out, root), ==, 0);
  json_object_put (root);
  return out;
}

static json_object *
steps_of (json_object *root)
{
  json_object *record, *steps;

  g_assert_true (json_object_object_get_ex (root, "record", &record));
  g_assert_true (json_object_object_get_ex (record, "steps", &steps));
  return steps;
}

static json_object *
step_of (json_object *root,
         guint        n)
{
  return json_object_array_get_idx (steps_of (root), n - 1);
}

/* Step n's --x 1 where it was 2 (steps 1 and 4): refused, or another
 * table. */
static void
alter_x (json_object *root,
         guint        n)
{
  json_object *args;

  g_assert_true (json_object_object_get_ex (step_of (root, n), "args", &args));
  json_object_array_put_idx (args, 5, json_object_new_string ("1"));
}

/* The record cut before step n (the table stays). */
static void
cut (json_object *root,
     guint        n)
{
  json_object *steps = steps_of (root);

  json_object_array_del_idx (steps, n - 1, json_object_array_length (steps) - (n - 1));
}

/* Step n's recorded table digest changed. */
static void
alter_digest (json_object *root,
              guint        n)
{
  json_object_object_add (step_of (root, n), "sha256",
                          json_object_new_string ("0000000000000000000000000000000000000000"
                                                  "000000000000000000000000"));
}

/* Step n's --to P2 (step 11) changed to P1: Ana has no ships there after
 * the attack, a legal Reinforce with another table. */
static void
alter_to (json_object *root,
          guint        n)
{
  json_object *args;

  g_assert_true (json_object_object_get_ex (step_of (root, n), "args", &args));
  json_object_array_put_idx (args, 7, json_object_new_string ("P1"));
}

/* The table changed: Ana's Trade Good spent (the record intact). */
static void
alter_table (json_object *root,
             guint        n)
{
  json_object *players, *ana, *goods;

  (void) n;
  g_assert_true (json_object_object_get_ex (root, "players", &players));
  ana = json_object_array_get_idx (players, 0);
  g_assert_true (json_object_object_get_ex (ana, "trade_goods", &goods));
  json_object_object_add (goods, "unspent", json_object_new_int (0));
  json_object_object_add (goods, "spent", json_object_new_int (1));
}

static void
assert_disagrees (void (*change) (json_object *root, guint n),
                  guint n,
                  guint reported)
{
  g_auto (Run) run = { 0 };
  g_autofree char *file = changed (change, n);
  g_autofree char *want = g_strdup_printf ("step %u (record.steps[%u]) disagrees", reported,
                                           reported - 1);

  run_cli (&run, "replay", file, "--step", "0", NULL);
  g_assert_cmpint (run.status, ==, 3);
  g_assert_cmpstr (run.out, ==, "");
  if (strstr (run.err, want) == NULL)
    g_error ("expected “%s” in: %s", want, run.err);
}

/* A record cut or altered at step N is reported at N, exit 3; a table that
 * is not the record's last is reported after its last step. */
static void
test_disagrees (void)
{
  play_chain ();
  assert_disagrees (alter_x, 1, 1);
  assert_disagrees (alter_x, 4, 4);
  assert_disagrees (alter_to, 11, 11);
  assert_disagrees (alter_digest, 7, 7);
  assert_disagrees (cut, 12, 12);
  assert_disagrees (cut, 1, 1);
  assert_disagrees (alter_table, 0, N_STEPS + 1);
}

/* A step past the end exits 2 naming the last step; a file without a
 * record has step 0 only. */
static void
test_past_end (void)
{
  g_auto (Run) past = { 0 }, none = { 0 }, zero = { 0 }, missing = { 0 };
  g_autofree char *final = step_file (N_STEPS);

  play_chain ();
  run_cli (&past, "replay", final, "--step", "19", NULL);
  g_assert_cmpint (past.status, ==, 2);
  g_assert_nonnull (strstr (past.err, "step 19 is past the end: the last step is 18"));
  run_cli (&none, "replay", "@play-2p.json", "--step", "1", NULL);
  g_assert_cmpint (none.status, ==, 2);
  g_assert_nonnull (strstr (none.err, "the last step is 0"));
  run_cli (&zero, "replay", "@play-2p.json", "--step", "0", NULL);
  g_assert_cmpint (zero.status, ==, 0);
  run_cli (&missing, "replay", "@play-2p.json", NULL);
  g_assert_cmpint (missing.status, ==, 2);
}

/* A record is checked like the rest of the file: validate lists its
 * problems by path, and the commands refuse the file (exit 3). */
static void
set_bad (json_object *root,
         guint        n)
{
  json_object *args, *record, *start;

  switch (n)
    {
    case 0:
      g_assert_true (json_object_object_get_ex (step_of (root, 13), "args", &args));
      json_object_array_add (args, json_object_new_int (3));
      break;
    case 1:
      json_object_object_add (step_of (root, 2), "command", json_object_new_string ("dance"));
      break;
    case 2:
      g_assert_true (json_object_object_get_ex (step_of (root, 1), "args", &args));
      for (guint i = 0; i < 60; i++)
        json_object_array_add (args, json_object_new_string ("--x"));
      break;
    case 3:
      g_assert_true (json_object_object_get_ex (root, "record", &record));
      g_assert_true (json_object_object_get_ex (record, "start", &start));
      json_object_object_add (start, "record", json_object_new_object ());
      break;
    case 4:
      g_assert_true (json_object_object_get_ex (root, "record", &record));
      json_object_object_add (record, "version", json_object_new_int (2));
      break;
    default:
      json_object_object_add (step_of (root, 5), "sha256", json_object_new_string ("xyz"));
      break;
    }
}

static void
test_bad_records (void)
{
  static const char *const wanted[] = {
    "record.steps[12].args[0]: a string is expected here",
    "record.steps[1].command: “dance” is not a whole-game command",
    "record.steps[0].args: has 70 elements; 0–64 allowed",
    "record.start.record: the table a record starts from has no record",
    "record.version:",
    "record.steps[4].sha256:",
  };

  play_chain ();
  for (guint i = 0; i < G_N_ELEMENTS (wanted); i++)
    {
      g_auto (Run) validate = { 0 }, replay = { 0 }, apply = { 0 };
      g_autofree char *file = changed (set_bad, i);

      run_cli (&validate, "validate", file, NULL);
      g_assert_cmpint (validate.status, ==, 3);
      if (strstr (validate.out, wanted[i]) == NULL)
        g_error ("expected “%s” in: %s", wanted[i], validate.out);
      run_cli (&replay, "replay", file, "--step", "0", NULL);
      g_assert_cmpint (replay.status, ==, 3);
      run_cli (&apply, "end-turn", file, NULL);
      g_assert_cmpint (apply.status, ==, 3);
    }
}

/* Options that print, exit or write are no part of a step: a record that
 * holds one is refused at that step, and nothing is written. */
static void
forbid (json_object *root,
        guint        n)
{
  json_object *args;

  g_assert_true (json_object_object_get_ex (step_of (root, n), "args", &args));
  json_object_array_add (args, json_object_new_string (n == 3 ? "--help" : "--output"));
  if (n != 3)
    json_object_array_add (args, json_object_new_string ("written.json"));
}

static void
test_forbidden_options (void)
{
  g_autofree char *written = tmp_file ("written.json");

  play_chain ();
  assert_disagrees (forbid, 3, 3);
  assert_disagrees (forbid, 5, 5);
  g_assert_false (g_file_test (written, G_FILE_TEST_EXISTS));
  g_assert_false (g_file_test ("written.json", G_FILE_TEST_EXISTS));
}

/* The chain's file after step 3 with an "edit" step added (the game
 * renamed, as the app's sidebar does it), then a command's step on top
 * (end-turn, from the command line). Returns the last file; the table
 * after the edit goes to *@edited. */
static char *
with_edit_step (WgGame **edited)
{
  g_autofree char *three = step_file (3), *data = NULL;
  char            *path = tmp_file ("edited-2.json");
  g_autofree char *first = tmp_file ("edited.json"), *description = NULL;
  g_autoptr (GError) error = NULL;
  g_autoptr (WgRecord) record = NULL;
  g_autoptr (WgGame) game = NULL;
  g_auto (GStrv) args = NULL;
  g_auto (Run) run = { 0 };
  gsize length = 0;

  g_assert_true (g_file_get_contents (three, &data, &length, NULL));
  game = wg_game_load_with_record (data, length, &record, &error);
  g_assert_no_error (error);
  *edited = wg_edit_set_name (game, "Tuesday's game", &description, &error);
  g_assert_no_error (error);
  args = wg_record_edit_args (game, *edited);
  wg_record_append (record, "edit", (const char *const *) args, NULL, description, NULL,
                    *edited);
  g_assert_true (wg_game_with_record_save_to_file (*edited, record, first, &error));
  g_assert_no_error (error);
  run_cli (&run, "end-turn", first, "--output", path, NULL);
  g_assert_cmpint (run.status, ==, 0);
  return path;
}

/* A record with an edit step replays through it: the table after it is
 * the edited one, and the steps after it replay on it. */
static void
test_edit_step (void)
{
  g_autoptr (WgGame) edited = NULL;
  g_autofree char *file = NULL, *out = tmp_file ("replayed.json"), *data = NULL;
  g_autofree char *want = NULL;
  g_autoptr (GError) error = NULL;
  g_autoptr (WgRecord) record = NULL;
  g_autoptr (WgGame) got = NULL;
  g_auto (Run) step = { 0 }, last = { 0 };
  gsize length = 0;

  play_chain ();
  file = with_edit_step (&edited);
  run_cli (&step, "replay", file, "--step", "4", "--output", out, "--json", NULL);
  g_assert_cmpint (step.status, ==, 0);
  assert_json_at (step.out, "command", "\"edit\"");
  g_assert_true (g_file_get_contents (out, &data, &length, NULL));
  got = wg_game_load_with_record (data, length, &record, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (record->steps->len, ==, 4);
  g_clear_pointer (&data, g_free);
  data = wg_game_to_data (got, NULL);
  want = wg_game_to_data (edited, NULL);
  g_assert_cmpstr (data, ==, want);
  run_cli (&last, "replay", file, "--step", "5", NULL);
  g_assert_cmpint (last.status, ==, 0);
  g_assert_nonnull (strstr (last.out, "Step 5 of 5 (end-turn)"));
}

/* The edit step's value changed, or its pointer: it disagrees at that
 * step, naming the arg. */
static void
test_edit_step_altered (void)
{
  static const struct
  {
    guint       index;
    const char *value;
    const char *want;
  } cases[] = {
    { 2, "\"Wednesday's game\"",
      "step 4 (record.steps[3]) disagrees: the step, or the table after it, is not the one "
      "recorded" },
    { 1, "/board/title", "step 4 (record.steps[3]) disagrees: args[1]: /board/title: "
                         "board.title: unknown key" },
  };
  g_autoptr (WgGame) edited = NULL;
  g_autofree char *file = NULL;

  play_chain ();
  file = with_edit_step (&edited);
  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      json_object     *root = read_json (file), *args;
      g_autofree char *altered = tmp_file ("edit-altered.json");
      g_auto (Run) run = { 0 };

      g_assert_true (json_object_object_get_ex (step_of (root, 4), "args", &args));
      json_object_array_put_idx (args, cases[i].index, json_object_new_string (cases[i].value));
      g_assert_cmpint (json_object_to_file (altered, root), ==, 0);
      json_object_put (root);
      run_cli (&run, "replay", altered, "--step", "0", NULL);
      g_assert_cmpint (run.status, ==, 3);
      if (strstr (run.err, cases[i].want) == NULL)
        g_error ("expected “%s” in: %s", cases[i].want, run.err);
    }
}

int
main (int argc, char *argv[])
{
  int status;

  g_test_init (&argc, &argv, NULL);
  tmp_dir = g_dir_make_tmp ("wg-cli-replay-XXXXXX", NULL);
  g_assert_nonnull (tmp_dir);
  g_test_add_func ("/wg/cli/replay/chain", test_chain);
  g_test_add_func ("/wg/cli/replay/text", test_text);
  g_test_add_func ("/wg/cli/replay/steps", test_steps);
  g_test_add_func ("/wg/cli/replay/disagrees", test_disagrees);
  g_test_add_func ("/wg/cli/replay/past-end", test_past_end);
  g_test_add_func ("/wg/cli/replay/bad-records", test_bad_records);
  g_test_add_func ("/wg/cli/replay/forbidden-options", test_forbidden_options);
  g_test_add_func ("/wg/cli/replay/edit-step", test_edit_step);
  g_test_add_func ("/wg/cli/replay/edit-step-altered", test_edit_step_altered);
  status = g_test_run ();
  remove_tmp_dir ();
  return status;
}
