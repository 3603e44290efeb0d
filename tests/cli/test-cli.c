/* test-cli.c — warpgate-cli answers as ../shared/spec/CLI.md specifies them
 * Copyright 2026 The Warpgate Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Each test runs the real binary ($WG_CLI) on a fixture of tests/data and
 * compares its --json answer with the one worked by hand (see test-range.c
 * and test-withdraw.c for the workings), and its exit status.
 */
#include <string.h>
#include <json-c/json.h>
#include <gio/gio.h>

typedef struct
{
  int   status;
  char *out;
  char *err;
} Run;

static void
run_clear (Run *run)
{
  g_free (run->out);
  g_free (run->err);
}

G_DEFINE_AUTO_CLEANUP_CLEAR_FUNC (Run, run_clear)

static char *
fixture (const char *name)
{
  return g_test_build_filename (G_TEST_DIST, "..", "data", name, NULL);
}

/* Runs warpgate-cli with @args (NULL-ended; "@name" is a fixture path), with
 * @input on standard input when given. */
static void
run_cli (Run        *run,
         const char *input,
         ...)
{
  g_autoptr (GPtrArray) argv = g_ptr_array_new_with_free_func (g_free);
  g_autoptr (GError) error = NULL;
  g_autoptr (GSubprocess) proc = NULL;
  g_autoptr (GSubprocessLauncher) launcher = NULL;
  const char *cli = g_getenv ("WG_CLI");
  va_list args;

  g_assert_nonnull (cli);
  g_ptr_array_add (argv, g_strdup (cli));
  va_start (args, input);
  for (const char *a = va_arg (args, const char *); a != NULL; a = va_arg (args, const char *))
    g_ptr_array_add (argv, a[0] == '@' ? fixture (a + 1) : g_strdup (a));
  va_end (args);
  g_ptr_array_add (argv, NULL);

  launcher = g_subprocess_launcher_new (G_SUBPROCESS_FLAGS_STDIN_PIPE
                                        | G_SUBPROCESS_FLAGS_STDOUT_PIPE
                                        | G_SUBPROCESS_FLAGS_STDERR_PIPE);
  proc = g_subprocess_launcher_spawnv (launcher, (const char *const *) argv->pdata, &error);
  g_assert_no_error (error);
  g_subprocess_communicate_utf8 (proc, input, NULL, &run->out, &run->err, &error);
  g_assert_no_error (error);
  g_assert_true (g_subprocess_get_if_exited (proc));
  run->status = g_subprocess_get_exit_status (proc);
}

/* The answer must be exactly one JSON object equal to @expected. */
static void
assert_json (const Run  *run,
             const char *expected)
{
  json_object *got = json_tokener_parse (run->out);
  json_object *want = json_tokener_parse (expected);

  g_assert_nonnull (want);
  if (got == NULL || !json_object_equal (got, want))
    g_error ("answer differs:\n got: %s\nwant: %s", run->out, expected);
  json_object_put (got);
  json_object_put (want);
}

static void
test_validate (void)
{
  g_auto (Run) ok = { 0 }, bad = { 0 }, text = { 0 };

  run_cli (&ok, NULL, "validate", "@game-full.json", "--json", NULL);
  g_assert_cmpint (ok.status, ==, 0);
  assert_json (&ok, "{\"valid\": true, \"errors\": []}");

  run_cli (&bad, NULL, "validate", "@invalid-three-problems.json", "--json", NULL);
  g_assert_cmpint (bad.status, ==, 3);
  assert_json (&bad, "{\"valid\": false, \"errors\": ["
               "{\"path\": \"board.hexes[2].type\", \"message\": \"“lava” is not a planet type "
               "(desert, jungle, volcanic, oceanic, arctic, ancients)\"},"
               "{\"path\": \"players[0].ships_total\", \"message\": \"13 is out of range "
               "(0–12)\"},"
               "{\"path\": \"turn.turn\", \"message\": \"0 is out of range (1–4)\"}]}");

  run_cli (&text, NULL, "validate", "@invalid-three-problems.json", NULL);
  g_assert_cmpint (text.status, ==, 3);
  g_assert_nonnull (strstr (text.out, "3 problems"));
  g_assert_nonnull (strstr (text.out, "players[0].ships_total: 13 is out of range"));
}

/* GAME may be - for standard input. */
static void
test_stdin (void)
{
  g_autofree char *path = fixture ("range-rulebook.json");
  g_autofree char *data = NULL;
  g_auto (Run) run = { 0 }, empty = { 0 };

  g_assert_true (g_file_get_contents (path, &data, NULL, NULL));
  run_cli (&run, data, "range", "-", "D1", "J1", "--json", NULL);
  g_assert_cmpint (run.status, ==, 0);
  assert_json (&run, "{\"from\": \"D1\", \"to\": \"J1\", \"range\": 2,"
               " \"path\": [[1, -2], [2, -2]],"
               " \"rulings\": [\"R-RANGE-1\", \"R-RANGE-2\", \"R-RANGE-3\"]}");

  run_cli (&empty, "", "validate", "-", "--json", NULL);
  g_assert_cmpint (empty.status, ==, 3);
  g_assert_nonnull (strstr (empty.out, "not valid JSON"));
}

static void
test_range (void)
{
  g_auto (Run) adjacent = { 0 }, around = { 0 }, none = { 0 }, text = { 0 };

  run_cli (&adjacent, NULL, "range", "@range-rulebook.json", "A1", "J2", "--json", NULL);
  g_assert_cmpint (adjacent.status, ==, 0);
  assert_json (&adjacent, "{\"from\": \"A1\", \"to\": \"J2\", \"range\": 0, \"path\": [],"
               " \"rulings\": [\"R-RANGE-1\", \"R-RANGE-2\", \"R-RANGE-3\"]}");

  /* Around the Volcanic planet: the first shortest path in the format's
   * neighbour order. */
  run_cli (&around, NULL, "range", "@range-rulebook.json", "O1", "A1", "--json", NULL);
  assert_json (&around, "{\"from\": \"O1\", \"to\": \"A1\", \"range\": 4,"
               " \"path\": [[1, 0], [2, -1], [3, -1], [4, -1]],"
               " \"rulings\": [\"R-RANGE-1\", \"R-RANGE-2\", \"R-RANGE-3\"]}");

  run_cli (&none, NULL, "range", "@range-rulebook.json", "D1", "O2", "--json", NULL);
  g_assert_cmpint (none.status, ==, 0);
  assert_json (&none, "{\"from\": \"D1\", \"to\": \"O2\", \"range\": null, \"path\": [],"
               " \"rulings\": [\"R-RANGE-1\", \"R-RANGE-2\", \"R-RANGE-3\", \"R-RANGE-7\"]}");

  run_cli (&text, NULL, "range", "@range-rulebook.json", "D1", "J1", NULL);
  g_assert_cmpint (text.status, ==, 0);
  g_assert_nonnull (strstr (text.out, "Range 2 from D1 to J1"));
  g_assert_nonnull (strstr (text.out, "(1, -2) → (2, -2)"));
}

static void
test_range_from_one (void)
{
  g_auto (Run) corner = { 0 }, corridor = { 0 };

  /* O2 is walled in: only its two neighbours, at 0. */
  run_cli (&corner, NULL, "range", "@range-rulebook.json", "O2", "--json", NULL);
  assert_json (&corner, "{\"from\": \"O2\", \"ranges\": {\"D2\": 0, \"V2\": 0},"
               " \"rulings\": [\"R-RANGE-1\", \"R-RANGE-2\", \"R-RANGE-3\", \"R-RANGE-7\"]}");
  /* The corridor with warpgates open: D1–gate 1, D1–J1 3 through it. */
  run_cli (&corridor, NULL, "range", "@range-warpgates-open.json", "D1", "--json", NULL);
  assert_json (&corridor, "{\"from\": \"D1\", \"ranges\": {\"gate-blue\": 1, \"J1\": 3},"
               " \"rulings\": [\"R-RANGE-1\", \"R-RANGE-2\", \"R-RANGE-3\"]}");
}

static void
test_withdraw (void)
{
  g_auto (Run) ex1 = { 0 }, ex2 = { 0 }, ex3 = { 0 }, lost = { 0 }, fallback = { 0 };

  run_cli (&ex1, NULL, "withdraw", "@withdraw-example1.json", "--attacker", "blue",
           "--from", "D1", "--at", "J1", "--winner", "attacker", "--json", NULL);
  g_assert_cmpint (ex1.status, ==, 0);
  assert_json (&ex1, "{\"loser\": \"red\", \"role\": \"defender\", \"destinations\": [\"A1\"],"
               " \"range\": 1, \"chooser\": null, \"fallback\": false,"
               " \"rulings\": [\"R-WD-2\", \"R-WD-3\", \"R-BATTLE-3\", \"R-RANGE-1\"]}");

  run_cli (&ex2, NULL, "withdraw", "@withdraw-example2.json", "--attacker", "blue",
           "--from", "D1", "--at", "J1", "--winner", "attacker", "--json", NULL);
  assert_json (&ex2, "{\"loser\": \"red\", \"role\": \"defender\","
               " \"destinations\": [\"V1\", \"A1\"], \"range\": 1, \"chooser\": \"blue\","
               " \"fallback\": false,"
               " \"rulings\": [\"R-WD-2\", \"R-WD-3\", \"R-BATTLE-3\", \"R-RANGE-1\"]}");

  run_cli (&ex3, NULL, "withdraw", "@withdraw-example3.json", "--attacker", "blue",
           "--from", "J1", "--at", "A1", "--winner", "attacker", "--json", NULL);
  assert_json (&ex3, "{\"loser\": \"red\", \"role\": \"defender\","
               " \"destinations\": [\"gate-red\"], \"range\": 4, \"chooser\": null,"
               " \"fallback\": false,"
               " \"rulings\": [\"R-WD-2\", \"R-WD-3\", \"R-BATTLE-3\", \"R-RANGE-1\"]}");

  run_cli (&lost, NULL, "withdraw", "@withdraw-concentrate.json", "--attacker", "blue",
           "--from", "D1", "--from", "V1", "--at", "J1", "--winner", "defender", "--json",
           NULL);
  assert_json (&lost, "{\"loser\": \"blue\", \"role\": \"attacker\","
               " \"destinations\": [\"D1\", \"V1\"], \"range\": 1, \"chooser\": \"red\","
               " \"fallback\": false, \"rulings\": [\"R-WD-1\", \"R-BATTLE-3\", \"R-RANGE-1\"]}");

  run_cli (&fallback, NULL, "withdraw", "@withdraw-fallback.json", "--attacker", "blue",
           "--from", "D1:3", "--at", "J1", "--winner", "attacker", "--json", NULL);
  assert_json (&fallback, "{\"loser\": \"red\", \"role\": \"defender\","
               " \"destinations\": [\"gate-red\"], \"range\": null, \"chooser\": null,"
               " \"fallback\": true, \"rulings\": [\"R-WD-2\", \"R-WD-3\", \"R-WD-4\","
               " \"R-BATTLE-3\", \"R-RANGE-1\"]}");
}

/* moves on the withdrawal board (see test-withdraw.c): blue has 3 ships on
 * D1 (4,0). Its empty neighbours (5,0) (3,0) (3,1) (4,1) are crossed first:
 * V1 (2,2) touches (3,1) and J1 (4,2) touches (4,1), both at range 1; the
 * next ring (6,0) (5,1) (2,0) (2,1) (3,2) touches D2 (7,0): range 2; the
 * blue Warpgate (0,0) is 4 grid steps away: range 3. J1 holds red ships. */
static void
test_moves (void)
{
  g_auto (Run) advance = { 0 }, recon = { 0 }, none = { 0 }, warp = { 0 }, text = { 0 };

  run_cli (&advance, NULL, "moves", "@withdraw-example1.json", "--color", "blue", "--action",
           "advance", "--x", "1", "--json", NULL);
  g_assert_cmpint (advance.status, ==, 0);
  assert_json (&advance, "{\"action\": \"advance\", \"x\": 1, \"moves\": ["
               "{\"from\": [\"D1\"], \"to\": \"V1\", \"range\": 1, \"attack\": false,"
               " \"ships\": {\"min\": 2, \"max\": 3}},"
               "{\"from\": [\"D1\"], \"to\": \"J1\", \"range\": 1, \"attack\": true,"
               " \"ships\": {\"min\": 2, \"max\": 3}}],"
               " \"rulings\": [\"R-MOVE-1\", \"R-MOVE-2\", \"R-MOVE-3\", \"R-MOVE-6\","
               " \"R-RANGE-1\", \"R-RANGE-6\"]}");

  /* Recon reaches 2X = 2 but never enemy ships (R-MOVE-4). */
  run_cli (&recon, NULL, "moves", "@withdraw-example1.json", "--color", "blue", "--action",
           "recon", "--x", "1", "--json", NULL);
  assert_json (&recon, "{\"action\": \"recon\", \"x\": 1, \"moves\": ["
               "{\"from\": [\"D1\"], \"to\": \"D2\", \"range\": 2, \"attack\": false,"
               " \"ships\": {\"min\": 1, \"max\": 1}},"
               "{\"from\": [\"D1\"], \"to\": \"V1\", \"range\": 1, \"attack\": false,"
               " \"ships\": {\"min\": 1, \"max\": 1}}],"
               " \"rulings\": [\"R-MOVE-1\", \"R-MOVE-2\", \"R-MOVE-3\", \"R-MOVE-4\","
               " \"R-RANGE-1\", \"R-RANGE-6\"]}");

  /* Blue has no Trade Good to spend: nothing is legal. */
  run_cli (&none, NULL, "moves", "@withdraw-example1.json", "--color", "blue", "--action",
           "recon", "--x", "1", "--trade-good", "--json", NULL);
  g_assert_cmpint (none.status, ==, 0);
  assert_json (&none, "{\"action\": \"recon\", \"x\": 1, \"moves\": [],"
               " \"rulings\": [\"R-MOVE-1\", \"R-MOVE-2\", \"R-MOVE-3\", \"R-MOVE-4\","
               " \"R-RANGE-1\", \"R-RANGE-6\"]}");

  /* Warp-in: the own Warpgate, up to X from a supply of 9. */
  run_cli (&warp, NULL, "moves", "@withdraw-example1.json", "--color", "blue", "--action",
           "warp-in", "--x", "3", "--json", NULL);
  assert_json (&warp, "{\"action\": \"warp-in\", \"x\": 3, \"limit\": 3,"
               " \"moves\": [{\"to\": \"gate-blue\"}], \"rulings\": [\"R-MOVE-9\"]}");

  run_cli (&text, NULL, "moves", "@withdraw-example1.json", "--color", "blue", "--action",
           "advance", "--x", "1", NULL);
  g_assert_nonnull (strstr (text.out, "2 legal moves"));
  g_assert_nonnull (strstr (text.out, "D1 → J1"));
}

static void
test_check (void)
{
  g_auto (Run) enemy = { 0 }, few = { 0 }, far = { 0 }, gate = { 0 }, legal = { 0 };

  run_cli (&enemy, NULL, "check", "@withdraw-example1.json", "--color", "blue", "--action",
           "recon", "--x", "1", "--from", "D1:1", "--to", "J1", "--json", NULL);
  g_assert_cmpint (enemy.status, ==, 0);
  g_assert_nonnull (strstr (enemy.out, "\"reason\": \"enemy-ships\""));
  g_assert_nonnull (strstr (enemy.out, "\"legal\": false"));
  g_assert_nonnull (strstr (enemy.out, "R-MOVE-2"));

  run_cli (&few, NULL, "check", "@withdraw-example1.json", "--color", "blue", "--action",
           "advance", "--x", "1", "--from", "D1:1", "--to", "V1", "--json", NULL);
  g_assert_nonnull (strstr (few.out, "\"reason\": \"too-few-ships\""));
  g_assert_nonnull (strstr (few.out, "R-MOVE-6"));

  /* 0X reaches range 0 only: J1 at range 1 is out of range — an attack
   * all the same. */
  run_cli (&far, NULL, "check", "@withdraw-example1.json", "--color", "blue", "--action",
           "skirmish", "--x", "0", "--from", "D1:1", "--to", "J1", "--json", NULL);
  assert_json (&far, "{\"legal\": false, \"reason\": \"out-of-range\", \"message\":"
               " \"Not legal: J1 is at range 1 from D1; Skirmish at 0X reaches range 0"
               " (R-RANGE-6).\", \"range\": 1, \"attack\": true, \"rulings\":"
               " [\"R-MOVE-1\", \"R-MOVE-6\", \"R-MOVE-2\", \"R-RANGE-1\","
               " \"R-RANGE-6\"]}");

  run_cli (&gate, NULL, "check", "@withdraw-example1.json", "--color", "blue", "--action",
           "advance", "--x", "4", "--from", "D1", "--to", "gate-red", "--json", NULL);
  g_assert_nonnull (strstr (gate.out, "\"reason\": \"enemy-warpgate\""));

  /* COUNT defaults to all of the player's ships there: 3 may Advance. */
  run_cli (&legal, NULL, "check", "@withdraw-example1.json", "--color", "blue", "--action",
           "advance", "--x", "1", "--from", "D1", "--to", "J1", "--json", NULL);
  g_assert_nonnull (strstr (legal.out, "\"legal\": true"));
  g_assert_nonnull (strstr (legal.out, "\"reason\": \"ok\""));
  g_assert_nonnull (strstr (legal.out, "\"attack\": true"));
  g_assert_nonnull (strstr (legal.out, "\"range\": 1"));
}

/* Exit statuses: 2 bad command line, 3 refused file, 4 unknown names. */
static void
test_exit_statuses (void)
{
  struct
  {
    int         status;
    const char *stderr_part;
    const char *args[16];
  } cases[] = {
    { 2, "unknown command", { "frobnicate", NULL } },
    { 2, "expected", { "range", "@range-rulebook.json", NULL } },
    { 2, "expected", { "range", "@range-rulebook.json", "D1", "J1", "O1", NULL } },
    { 2, "Unknown option", { "range", "@range-rulebook.json", "D1", "--frob", NULL } },
    { 2, "--winner", { "withdraw", "@withdraw-example1.json", "--attacker", "blue", "--from",
                       "D1", "--at", "J1", NULL } },
    { 2, "at most two", { "withdraw", "@withdraw-concentrate.json", "--attacker", "blue",
                          "--from", "D1", "--from", "V1", "--from", "A1", "--at", "J1",
                          "--winner", "attacker", NULL } },
    { 3, "board.hexes[2].type", { "range", "@invalid-three-problems.json", "D1", NULL } },
    { 3, "Cannot open", { "range", "@no-such-file.json", "D1", NULL } },
    { 4, "“Z9”", { "range", "@range-rulebook.json", "D1", "Z9", NULL } },
    { 4, "“purple”", { "withdraw", "@withdraw-example1.json", "--attacker", "purple", "--from",
                       "D1", "--at", "J1", "--winner", "attacker", NULL } },
    { 2, "not an action", { "moves", "@withdraw-example1.json", "--color", "blue", "--action",
                            "fly", "--x", "1", NULL } },
    { 2, "--x", { "moves", "@withdraw-example1.json", "--color", "blue", "--action", "recon",
                  NULL } },
    { 4, "“pink”", { "check", "@withdraw-example1.json", "--color", "pink", "--action",
                     "recon", "--x", "1", "--from", "D1", "--to", "V1", NULL } },
    { 4, "“X9”", { "check", "@withdraw-example1.json", "--color", "blue", "--action", "recon",
                   "--x", "1", "--from", "D1", "--to", "X9", NULL } },
    { 4, "no ships of another player", { "withdraw", "@withdraw-example1.json", "--attacker",
                                         "blue", "--from", "J1", "--at", "V1", "--winner",
                                         "attacker", NULL } },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_auto (Run) run = { 0 };
      const char *const *a = cases[i].args;

      run_cli (&run, NULL, a[0], a[1], a[2], a[3], a[4], a[5], a[6], a[7], a[8], a[9], a[10],
               a[11], a[12], a[13], a[14], NULL);
      g_test_message ("case %u: status %d, stderr %s", i, run.status, run.err);
      g_assert_cmpint (run.status, ==, cases[i].status);
      g_assert_nonnull (strstr (run.err, cases[i].stderr_part));
      g_assert_cmpstr (run.out, ==, "");
    }
}

static void
test_help_and_version (void)
{
  g_auto (Run) help = { 0 }, command_help = { 0 }, version = { 0 };

  run_cli (&help, NULL, "--help", NULL);
  g_assert_cmpint (help.status, ==, 0);
  g_assert_nonnull (strstr (help.out, "withdraw"));
  run_cli (&command_help, NULL, "range", "--help", NULL);
  g_assert_cmpint (command_help.status, ==, 0);
  g_assert_nonnull (strstr (command_help.out, "--json"));
  run_cli (&version, NULL, "--version", NULL);
  g_assert_cmpint (version.status, ==, 0);
  g_assert_true (g_str_has_prefix (version.out, "warpgate-cli "));
}

int
main (int argc, char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/wg/cli/validate", test_validate);
  g_test_add_func ("/wg/cli/stdin", test_stdin);
  g_test_add_func ("/wg/cli/range", test_range);
  g_test_add_func ("/wg/cli/range-from-one", test_range_from_one);
  g_test_add_func ("/wg/cli/withdraw", test_withdraw);
  g_test_add_func ("/wg/cli/moves", test_moves);
  g_test_add_func ("/wg/cli/check", test_check);
  g_test_add_func ("/wg/cli/exit-statuses", test_exit_statuses);
  g_test_add_func ("/wg/cli/help-and-version", test_help_and_version);
  return g_test_run ();
}
