/* test-cli.c — warpgate-cli answers as docs/cli.md specifies them
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

#include "wg-game-json.h"
#include "wg-test-cli-run.h"

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

  run_cli (&ok, "validate", "@game-full.json", "--json", NULL);
  g_assert_cmpint (ok.status, ==, 0);
  assert_json (&ok, "{\"valid\": true, \"errors\": []}");

  run_cli (&bad, "validate", "@invalid-three-problems.json", "--json", NULL);
  g_assert_cmpint (bad.status, ==, 3);
  assert_json (&bad,
               "{\"valid\": false, \"errors\": ["
               "{\"path\": \"board.hexes[2].type\", \"message\": \"“lava” is not a planet type "
               "(desert, jungle, volcanic, oceanic, arctic, ancients)\"},"
               "{\"path\": \"players[0].ships_total\", \"message\": \"13 is out of range "
               "(0–12)\"},"
               "{\"path\": \"turn.turn\", \"message\": \"0 is out of range (1–4)\"}]}");

  run_cli (&text, "validate", "@invalid-three-problems.json", NULL);
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
  run_cli_input (&run, data, "range", "-", "D1", "J1", "--json", NULL);
  g_assert_cmpint (run.status, ==, 0);
  assert_json (&run, "{\"from\": \"D1\", \"to\": \"J1\", \"range\": 2,"
                     " \"path\": [[1, -2], [2, -2]],"
                     " \"rulings\": [\"R-RANGE-1\", \"R-RANGE-2\", \"R-RANGE-3\"]}");

  run_cli_input (&empty, "", "validate", "-", "--json", NULL);
  g_assert_cmpint (empty.status, ==, 3);
  g_assert_nonnull (strstr (empty.out, "not valid JSON"));
}

static void
test_range (void)
{
  g_auto (Run) adjacent = { 0 }, around = { 0 }, none = { 0 }, text = { 0 }, gate = { 0 };
  g_auto (Run) from_gate = { 0 };

  run_cli (&adjacent, "range", "@range-rulebook.json", "A1", "J2", "--json", NULL);
  g_assert_cmpint (adjacent.status, ==, 0);
  assert_json (&adjacent, "{\"from\": \"A1\", \"to\": \"J2\", \"range\": 0, \"path\": [],"
                          " \"rulings\": [\"R-RANGE-1\", \"R-RANGE-2\", \"R-RANGE-3\"]}");

  /* Around the Volcanic planet: the first shortest path in the format's
   * neighbour order. */
  run_cli (&around, "range", "@range-rulebook.json", "O1", "A1", "--json", NULL);
  assert_json (&around, "{\"from\": \"O1\", \"to\": \"A1\", \"range\": 4,"
                        " \"path\": [[1, 0], [2, -1], [3, -1], [4, -1]],"
                        " \"rulings\": [\"R-RANGE-1\", \"R-RANGE-2\", \"R-RANGE-3\"]}");

  run_cli (&none, "range", "@range-rulebook.json", "D1", "O2", "--json", NULL);
  g_assert_cmpint (none.status, ==, 0);
  assert_json (&none,
               "{\"from\": \"D1\", \"to\": \"O2\", \"range\": null, \"path\": [],"
               " \"rulings\": [\"R-RANGE-1\", \"R-RANGE-2\", \"R-RANGE-3\", \"R-RANGE-7\"]}");

  run_cli (&text, "range", "@range-rulebook.json", "D1", "J1", NULL);
  g_assert_cmpint (text.status, ==, 0);
  g_assert_nonnull (strstr (text.out, "Range 2 from D1 to J1"));
  /* Text for people: the path by its ends and the count of empty hexes
   * ((1, -2) and (2, -2) in --json), never axial coordinates. */
  g_assert_nonnull (strstr (text.out, "Path: D1 → 2 empty hexes → J1\n"));
  g_assert_null (strstr (text.out, "(1, -2)"));

  /* Warpgates open (R-RANGE-3): D1 → (1, 0) → gate-blue at (2, 0) → (3, 0)
   * → J1 is range 3, the gate counted as a crossed hex and named as
   * players see it; ids match whatever their case. */
  run_cli (&gate, "range", "@range-warpgates-open.json", "d1", "j1", NULL);
  g_assert_cmpint (gate.status, ==, 0);
  g_assert_nonnull (strstr (gate.out, "Range 3 from D1 to J1"));
  g_assert_nonnull (
    strstr (gate.out, "Path: D1 → 1 empty hex → the blue Warpgate → 1 empty hex → J1\n"));
  run_cli (&from_gate, "range", "@range-warpgates-open.json", "GATE-BLUE", NULL);
  g_assert_cmpint (from_gate.status, ==, 0);
  g_assert_nonnull (strstr (from_gate.out, "Ranges from the blue Warpgate:\n"));
  g_assert_null (strstr (from_gate.out, "gate-blue"));
}

static void
test_range_from_one (void)
{
  g_auto (Run) corner = { 0 }, corridor = { 0 };

  /* O2 is walled in: only its two neighbours, at 0. */
  run_cli (&corner, "range", "@range-rulebook.json", "O2", "--json", NULL);
  assert_json (&corner,
               "{\"from\": \"O2\", \"ranges\": {\"D2\": 0, \"V2\": 0},"
               " \"rulings\": [\"R-RANGE-1\", \"R-RANGE-2\", \"R-RANGE-3\", \"R-RANGE-7\"]}");
  /* The corridor with warpgates open: D1–gate 1, D1–J1 3 through it. */
  run_cli (&corridor, "range", "@range-warpgates-open.json", "D1", "--json", NULL);
  assert_json (&corridor, "{\"from\": \"D1\", \"ranges\": {\"gate-blue\": 1, \"J1\": 3},"
                          " \"rulings\": [\"R-RANGE-1\", \"R-RANGE-2\", \"R-RANGE-3\"]}");
}

static void
test_withdraw (void)
{
  g_auto (Run) ex1 = { 0 }, ex2 = { 0 }, ex3 = { 0 }, lost = { 0 }, fallback = { 0 };

  run_cli (&ex1, "withdraw", "@withdraw-example1.json", "--attacker", "blue",
           "--from", "D1", "--at", "J1", "--winner", "attacker", "--json", NULL);
  g_assert_cmpint (ex1.status, ==, 0);
  assert_json (&ex1, "{\"loser\": \"red\", \"role\": \"defender\", \"destinations\": [\"A1\"],"
                     " \"range\": 1, \"chooser\": null, \"fallback\": false,"
                     " \"rulings\": [\"R-WD-2\", \"R-WD-3\", \"R-BATTLE-3\", \"R-RANGE-1\"]}");

  run_cli (&ex2, "withdraw", "@withdraw-example2.json", "--attacker", "blue",
           "--from", "D1", "--at", "J1", "--winner", "attacker", "--json", NULL);
  assert_json (&ex2, "{\"loser\": \"red\", \"role\": \"defender\","
                     " \"destinations\": [\"V1\", \"A1\"], \"range\": 1, \"chooser\": \"blue\","
                     " \"fallback\": false,"
                     " \"rulings\": [\"R-WD-2\", \"R-WD-3\", \"R-BATTLE-3\", \"R-RANGE-1\"]}");

  run_cli (&ex3, "withdraw", "@withdraw-example3.json", "--attacker", "blue",
           "--from", "J1", "--at", "A1", "--winner", "attacker", "--json", NULL);
  assert_json (&ex3, "{\"loser\": \"red\", \"role\": \"defender\","
                     " \"destinations\": [\"gate-red\"], \"range\": 4, \"chooser\": null,"
                     " \"fallback\": false,"
                     " \"rulings\": [\"R-WD-2\", \"R-WD-3\", \"R-BATTLE-3\", \"R-RANGE-1\"]}");

  run_cli (&lost, "withdraw", "@withdraw-concentrate.json", "--attacker", "blue",
           "--from", "D1", "--from", "V1", "--at", "J1", "--winner", "defender", "--json",
           NULL);
  assert_json (&lost,
               "{\"loser\": \"blue\", \"role\": \"attacker\","
               " \"destinations\": [\"D1\", \"V1\"], \"range\": 1, \"chooser\": \"red\","
               " \"fallback\": false, \"rulings\": [\"R-WD-1\", \"R-BATTLE-3\", \"R-RANGE-1\"]}");

  run_cli (&fallback, "withdraw", "@withdraw-fallback.json", "--attacker", "blue",
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

  run_cli (&advance, "moves", "@withdraw-example1.json", "--color", "blue", "--action",
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
  run_cli (&recon, "moves", "@withdraw-example1.json", "--color", "blue", "--action",
           "recon", "--x", "1", "--json", NULL);
  assert_json (&recon, "{\"action\": \"recon\", \"x\": 1, \"moves\": ["
                       "{\"from\": [\"D1\"], \"to\": \"D2\", \"range\": 2, \"attack\": false,"
                       " \"ships\": {\"min\": 1, \"max\": 1}},"
                       "{\"from\": [\"D1\"], \"to\": \"V1\", \"range\": 1, \"attack\": false,"
                       " \"ships\": {\"min\": 1, \"max\": 1}}],"
                       " \"rulings\": [\"R-MOVE-1\", \"R-MOVE-2\", \"R-MOVE-3\", \"R-MOVE-4\","
                       " \"R-RANGE-1\", \"R-RANGE-6\"]}");

  /* Blue has no Trade Good to spend: nothing is legal. */
  run_cli (&none, "moves", "@withdraw-example1.json", "--color", "blue", "--action",
           "recon", "--x", "1", "--trade-good", "--json", NULL);
  g_assert_cmpint (none.status, ==, 0);
  assert_json (&none, "{\"action\": \"recon\", \"x\": 1, \"moves\": [],"
                      " \"rulings\": [\"R-MOVE-1\", \"R-MOVE-2\", \"R-MOVE-3\", \"R-MOVE-4\","
                      " \"R-RANGE-1\", \"R-RANGE-6\"]}");

  /* Warp-in: the own Warpgate, up to X from a supply of 9. */
  run_cli (&warp, "moves", "@withdraw-example1.json", "--color", "blue", "--action",
           "warp-in", "--x", "3", "--json", NULL);
  assert_json (&warp, "{\"action\": \"warp-in\", \"x\": 3, \"limit\": 3,"
                      " \"moves\": [{\"to\": \"gate-blue\"}], \"rulings\": [\"R-MOVE-9\"]}");

  run_cli (&text, "moves", "@withdraw-example1.json", "--color", "blue", "--action",
           "advance", "--x", "1", NULL);
  g_assert_nonnull (strstr (text.out, "2 legal moves"));
  g_assert_nonnull (strstr (text.out, "D1 → J1"));
}

static void
test_check (void)
{
  g_auto (Run) enemy = { 0 }, few = { 0 }, far = { 0 }, gate = { 0 }, legal = { 0 };

  run_cli (&enemy, "check", "@withdraw-example1.json", "--color", "blue", "--action",
           "recon", "--x", "1", "--from", "D1:1", "--to", "J1", "--json", NULL);
  g_assert_cmpint (enemy.status, ==, 0);
  g_assert_nonnull (strstr (enemy.out, "\"reason\": \"enemy-ships\""));
  g_assert_nonnull (strstr (enemy.out, "\"legal\": false"));
  g_assert_nonnull (strstr (enemy.out, "R-MOVE-2"));

  run_cli (&few, "check", "@withdraw-example1.json", "--color", "blue", "--action",
           "advance", "--x", "1", "--from", "D1:1", "--to", "V1", "--json", NULL);
  g_assert_nonnull (strstr (few.out, "\"reason\": \"too-few-ships\""));
  g_assert_nonnull (strstr (few.out, "R-MOVE-6"));

  /* 0X reaches range 0 only: J1 at range 1 is out of range — an attack
   * all the same. */
  run_cli (&far, "check", "@withdraw-example1.json", "--color", "blue", "--action",
           "skirmish", "--x", "0", "--from", "D1:1", "--to", "J1", "--json", NULL);
  assert_json (&far, "{\"legal\": false, \"reason\": \"out-of-range\", \"message\":"
                     " \"Not legal: J1 is at range 1 from D1; Skirmish at 0X reaches range 0"
                     " (R-RANGE-6).\", \"range\": 1, \"attack\": true, \"rulings\":"
                     " [\"R-MOVE-1\", \"R-MOVE-6\", \"R-MOVE-2\", \"R-RANGE-1\","
                     " \"R-RANGE-6\"]}");

  run_cli (&gate, "check", "@withdraw-example1.json", "--color", "blue", "--action",
           "advance", "--x", "4", "--from", "D1", "--to", "gate-red", "--json", NULL);
  g_assert_nonnull (strstr (gate.out, "\"reason\": \"enemy-warpgate\""));

  /* COUNT defaults to all of the player's ships there: 3 may Advance. */
  run_cli (&legal, "check", "@withdraw-example1.json", "--color", "blue", "--action",
           "advance", "--x", "1", "--from", "D1", "--to", "J1", "--json", NULL);
  g_assert_nonnull (strstr (legal.out, "\"legal\": true"));
  g_assert_nonnull (strstr (legal.out, "\"reason\": \"ok\""));
  g_assert_nonnull (strstr (legal.out, "\"attack\": true"));
  g_assert_nonnull (strstr (legal.out, "\"range\": 1"));
}

/* ai-turn (the answers are worked in tests/core/test-ai-attack.c and
 * tests/core/test-ai-deploy.c). A battle: the AI is short of ships, deploys its
 * one ship on D1, then J1's 3 ships attack blue's 1 on D3; the game is the
 * table before they move. */
static void
test_ai_turn_battle (void)
{
  g_auto (Run) run = { 0 };
  json_object *answer, *game, *member;

  run_cli (&run, "ai-turn", "@ai-attack-battle.json", "--json", NULL);
  g_assert_cmpint (run.status, ==, 0);
  answer = json_tokener_parse (run.out);
  g_assert_nonnull (answer);
  g_assert_true (json_object_object_get_ex (answer, "game", &game));
  g_assert_nonnull (game);
  /* The game after is a valid game file: D1 got the deployed ship, J1 still
   * holds its 3. */
  {
    const char *text = json_object_to_json_string (game);
    g_autoptr (GError) error = NULL;
    g_autoptr (WgGame) after = wg_game_load_from_data (text, strlen (text), &error);

    g_assert_no_error (error);
    g_assert_cmpint (wg_game_ships_at (after, wg_board_find_location (after->board, "J1"),
                                       wg_game_find_player (after, "red")),
                     ==, 3);
    g_assert_cmpint (wg_game_ships_at (after, wg_board_find_location (after->board, "D1"),
                                       wg_game_find_player (after, "red")),
                     >=, 1);
  }
  json_object_object_del (answer, "game");
  member = json_tokener_parse (
    "{\"card\": {\"kind\": \"objective\", \"type\": \"desert\"}, \"action\": \"attack\","
    " \"steps\": ["
    "{\"do\": \"note\", \"text\": \"The AI’s supply (1) cannot cover the 4 ships asked for:"
    " it deploys what there is, then attacks (R-AI-4).\"},"
    "{\"do\": \"deploy\", \"to\": \"D1\", \"count\": 1, \"text\": \"Deploy 1 AI ship on D1.\"},"
    "{\"do\": \"move\", \"from\": \"J1\", \"to\": \"D3\", \"count\": 3, \"text\": \"Attack D3"
    " with 3 AI ships from J1: a battle against blue (range 8). The AI plays the top card of"
    " its Tactics deck (R-AI-8).\"}],"
    " \"choice\": null,"
    " \"battle\": {\"at\": \"D3\", \"from\": \"J1\", \"attacker_ships\": 3,"
    " \"defender\": \"blue\", \"defender_ships\": 1},"
    " \"rulings\": [\"R-AI-1\", \"R-AI-3\", \"R-AI-4\", \"R-AI-5\", \"R-AI-8\"]}");
  if (!json_object_equal (answer, member))
    g_error ("answer differs:\n got: %s\nwant: %s", json_object_to_json_string (answer),
             json_object_to_json_string (member));
  json_object_put (answer);
  json_object_put (member);
}

/* A decision of the human stops the turn with the question and the game
 * unchanged; --choose answers it, in order (R-AI-4, then R-AI-5). */
static void
test_ai_turn_choices (void)
{
  g_autofree char *path = fixture ("ai-deploy-short.json");
  g_autofree char *input = NULL;
  g_autoptr (WgGame) before = NULL, unchanged = NULL;
  g_auto (Run) asked = { 0 }, ds = { 0 }, dc = { 0 }, bad = { 0 };
  json_object *answer, *choice, *game;
  const char  *text;

  g_assert_true (g_file_get_contents (path, &input, NULL, NULL));
  before = wg_game_load_from_data (input, strlen (input), NULL);
  run_cli (&asked, "ai-turn", "@ai-deploy-short.json", "--json", NULL);
  g_assert_cmpint (asked.status, ==, 0);
  answer = json_tokener_parse (asked.out);
  g_assert_true (json_object_object_get_ex (answer, "choice", &choice));
  g_assert_cmpstr (json_object_get_string (json_object_object_get (choice, "id")), ==, "deploy");
  g_assert_cmpuint (json_object_array_length (json_object_object_get (choice, "options")), ==, 2);
  g_assert_cmpuint (json_object_array_length (json_object_object_get (answer, "steps")), ==, 0);
  g_assert_true (json_object_object_get_ex (answer, "game", &game));
  text = json_object_to_json_string (game);
  unchanged = wg_game_load_from_data (text, strlen (text), NULL);
  g_assert_nonnull (unchanged);
  {
    g_autofree char *a = wg_game_to_data (before, NULL);
    g_autofree char *b = wg_game_to_data (unchanged, NULL);

    g_assert_cmpstr (a, ==, b);
  }
  json_object_put (answer);

  run_cli (&ds, "ai-turn", "@ai-deploy-short.json", "--choose", "DS", NULL);
  g_assert_nonnull (strstr (ds.out, "Deploy 1 AI ship on DS."));
  g_assert_nonnull (strstr (ds.out, "Move 1 AI ship from DS to DM (range 2)."));

  run_cli (&dc, "ai-turn", "@ai-deploy-short.json", "--choose", "DC", "--choose", "DC",
           NULL);
  g_assert_nonnull (strstr (dc.out, "Move 1 AI ship from DC to DF (range 2)."));

  /* An answer that is not an option exits 2 and lists the options
   * (docs/cli.md, "Answers"); nothing is printed on standard output. */
  run_cli (&bad, "ai-turn", "@ai-deploy-short.json", "--choose", "D9", NULL);
  g_assert_cmpint (bad.status, ==, 2);
  g_assert_nonnull (strstr (bad.err, "“D9” is not an answer"));
  g_assert_nonnull (strstr (bad.err, "the options are: DC, DS"));
  g_assert_cmpstr (bad.out, ==, "");
}

/* score (worked in tests/core/test-score.c): blue and red tie at 6 VP; red's 2
 * controlled planets beat blue's 1. */
static void
test_score (void)
{
  g_auto (Run) tie = { 0 }, text = { 0 };

  run_cli (&tie, "score", "@score-tie-planets.json", "--json", NULL);
  g_assert_cmpint (tie.status, ==, 0);
  assert_json (&tie, "{\"players\": ["
                     "{\"color\": \"blue\", \"objectives\": 0, \"trade_goods\": 6, \"tactics\": 0,"
                     " \"technologies\": 0, \"exploration\": 0, \"total\": 6,"
                     " \"controlled_planets\": 1, \"unjudged\": []},"
                     "{\"color\": \"red\", \"objectives\": 0, \"trade_goods\": 6, \"tactics\": 0,"
                     " \"technologies\": 0, \"exploration\": 0, \"total\": 6,"
                     " \"controlled_planets\": 2, \"unjudged\": []},"
                     "{\"color\": \"green\", \"objectives\": 0, \"trade_goods\": 3, \"tactics\": 0,"
                     " \"technologies\": 0, \"exploration\": 0, \"total\": 3,"
                     " \"controlled_planets\": 3, \"unjudged\": []}],"
                     " \"winners\": [\"red\"], \"tiebreak\": \"controlled-planets\","
                     " \"game_over\": true, \"final\": true,"
                     " \"rulings\": [\"R-SCORE-1\", \"R-SCORE-2\", \"R-CTRL-4\"]}");

  /* The game is over but blue's Desert Objective is unjudged: standings,
   * not a result (R-SCORE-4). */
  run_cli (&text, "score", "@score-ai.json", NULL);
  g_assert_cmpint (text.status, ==, 0);
  g_assert_null (strstr (text.out, " win"));
  g_assert_nonnull (strstr (text.out, "blue: the Desert Objective is unjudged"));
  /* The AI has no name in this file: it is its colour, singular. */
  g_assert_nonnull (strstr (text.out, "Standings, not a result: 1 Objective is still unjudged, "
                                      "so nobody has won yet (R-SCORE-4). red leads with 29 VP.\n"));
}

/* score-midgame.json, the game in round 4 (R-SCORE-1, R-SCORE-3):
 * Kai 2 Trade Goods 6 + a Technology 2 = 8, three Objectives held (0);
 * the Gatekeepers 2 Objectives 10 + 1 Trade Good 3 + an Advanced card 1 +
 * 3 Technologies 6 = 20. The text names no winner and no star, names
 * each unjudged Objective, and says who leads; --json keeps its contract
 * (winners by the numbers, final false). */
static void
test_score_midgame (void)
{
  g_auto (Run) text = { 0 }, json = { 0 };

  run_cli (&text, "score", "@score-midgame.json", NULL);
  g_assert_cmpint (text.status, ==, 0);
  g_assert_nonnull (strstr (text.out, "The Gatekeepers (red)    10     3     1     6     0     "
                                      "20        0\n"));
  g_assert_null (strstr (text.out, "win"));
  g_assert_null (strstr (text.out, "★"));
  g_assert_nonnull (strstr (text.out, "Kai: the Volcanic Objective is unjudged and counts 0 until "
                                      "it is judged completed or failed (R-SCORE-4).\n"
                                      "Kai: the Jungle Objective is unjudged"));
  g_assert_nonnull (strstr (text.out, "Kai: the Arctic Objective is unjudged"));
  g_assert_nonnull (strstr (text.out, "Standings in round 4, not a result: the game is not over, "
                                      "so nobody has won yet (R-ROUND-2). The Gatekeepers lead "
                                      "with 20 VP.\n"));

  run_cli (&json, "score", "@score-midgame.json", "--json", NULL);
  g_assert_cmpint (json.status, ==, 0);
  assert_json_at (json.out, "final", "false");
  assert_json_at (json.out, "game_over", "false");
  assert_json_at (json.out, "players.0.unjudged", "[0,1,2]");
  assert_json_at (json.out, "winners", "[\"red\"]");
}

/* Issue 30, item 6: score-ai.json with the AI named as New Game names it:
 * "The Gatekeepers lead", plural (blue's Objective is unjudged, so these
 * are standings, R-SCORE-4); the JSON's values are the same. */
static void
test_score_gatekeepers_plural (void)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "..", "data", "score-ai.json", NULL);
  g_autofree char *data = NULL;
  g_autofree char *named = NULL;
  g_autoptr (GRegex) ai = g_regex_new ("\"ai\": true,", 0, 0, NULL);
  g_auto (Run) text = { 0 };

  g_assert_true (g_file_get_contents (path, &data, NULL, NULL));
  named = g_regex_replace_literal (ai, data, -1, 0, "\"ai\": true, \"name\": \"The Gatekeepers\",",
                                   G_REGEX_MATCH_DEFAULT, NULL);
  g_assert_nonnull (strstr (named, "The Gatekeepers"));
  run_cli_input (&text, named, "score", "-", NULL);
  g_assert_cmpint (text.status, ==, 0);
  g_assert_nonnull (strstr (text.out, "The Gatekeepers lead with 29 VP."));
  g_assert_null (strstr (text.out, "Gatekeepers leads"));
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
    { 2,
      "--winner",
      { "withdraw", "@withdraw-example1.json", "--attacker", "blue", "--from", "D1", "--at", "J1",
        NULL } },
    { 2,
      "at most two",
      { "withdraw", "@withdraw-concentrate.json", "--attacker", "blue", "--from", "D1", "--from",
        "V1", "--from", "A1", "--at", "J1", "--winner", "attacker", NULL } },
    { 3, "board.hexes[2].type", { "range", "@invalid-three-problems.json", "D1", NULL } },
    { 3, "Cannot open", { "range", "@no-such-file.json", "D1", NULL } },
    { 4, "“Z9”", { "range", "@range-rulebook.json", "D1", "Z9", NULL } },
    { 4,
      "“purple”",
      { "withdraw", "@withdraw-example1.json", "--attacker", "purple", "--from", "D1", "--at", "J1",
        "--winner", "attacker", NULL } },
    { 2,
      "not an action",
      { "moves", "@withdraw-example1.json", "--color", "blue", "--action", "fly", "--x", "1",
        NULL } },
    { 2,
      "--x",
      { "moves", "@withdraw-example1.json", "--color", "blue", "--action", "recon", NULL } },
    { 4,
      "“pink”",
      { "check", "@withdraw-example1.json", "--color", "pink", "--action", "recon", "--x", "1",
        "--from", "D1", "--to", "V1", NULL } },
    { 4,
      "“X9”",
      { "check", "@withdraw-example1.json", "--color", "blue", "--action", "recon", "--x", "1",
        "--from", "D1", "--to", "X9", NULL } },
    { 4, "no AI player", { "ai-turn", "@withdraw-example1.json", NULL } },
    { 4,
      "no ships of another player",
      { "withdraw", "@withdraw-example1.json", "--attacker", "blue", "--from", "J1", "--at", "V1",
        "--winner", "attacker", NULL } },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_auto (Run) run = { 0 };
      const char *const *a = cases[i].args;

      run_cli (&run, a[0], a[1], a[2], a[3], a[4], a[5], a[6], a[7], a[8], a[9], a[10],
               a[11], a[12], a[13], a[14], NULL);
      g_test_message ("case %u: status %d, stderr %s", i, run.status, run.err);
      g_assert_cmpint (run.status, ==, cases[i].status);
      g_assert_nonnull (strstr (run.err, cases[i].stderr_part));
      g_assert_cmpstr (run.out, ==, "");
    }
}

/* Rulebook pp.10–11, the first example (worked in tests/core/test-battle.c):
 * red's 6 ships × 2 (Pitched Battle) = 12 beat blue's 2 × 5 (Heroic
 * Sacrifice) = 10; half of both: red loses 3, blue 1; Heroic Sacrifice's
 * text is not known; blue's last ship withdraws to its Outpost on J1,
 * range 1. */
static const char battle_example1[] =
  "{\"attacker\": {\"color\": \"red\", \"ships\": 6, \"multiplier\": 2, \"strength\": 12,"
  " \"destroyed\": 3, \"survivors\": 3},"
  " \"defender\": {\"color\": \"blue\", \"ships\": 2, \"multiplier\": 5, \"strength\": 10,"
  " \"destroyed\": 1, \"survivors\": 1},"
  " \"winner\": \"attacker\","
  " \"effects\": ["
  "\"red: 6 ships × 2 (Pitched Battle) = 12; blue: 2 ships × 5 (Heroic Sacrifice) = 10.\","
  " \"red wins (R-BATTLE-1).\","
  " \"Pitched Battle (red): destroy half of both sides’ ships, rounded down — red loses 3,"
  " blue loses 1.\","
  " \"resolve by hand: Heroic Sacrifice (blue) — its text is not known to the app; read the card"
  " (and enter it in the card catalog)\","
  " \"The defender, blue, loses and withdraws to J1, the nearest valid location at range 1"
  " (R-WD-2, R-WD-3).\"],"
  " \"withdraw\": {\"loser\": \"blue\", \"role\": \"defender\", \"destinations\": [\"J1\"],"
  " \"range\": 1, \"chooser\": null, \"fallback\": false,"
  " \"rulings\": [\"R-WD-2\", \"R-WD-3\", \"R-BATTLE-3\", \"R-RANGE-1\"]},"
  " \"rulings\": [\"R-BATTLE-1\", \"R-BATTLE-2\", \"R-WD-2\", \"R-WD-3\", \"R-BATTLE-3\","
  " \"R-RANGE-1\"]}";

static void
test_battle (void)
{
  g_auto (Run) ex1 = { 0 }, ex2 = { 0 }, order = { 0 }, text = { 0 };

  run_cli (&ex1, "battle", "@battle-example1.json", "--attacker", "red", "--from", "D1",
           "--at", "V1", "--attacker-card", "pitched-battle", "--defender-card",
           "heroic-sacrifice", "--json", NULL);
  g_assert_cmpint (ex1.status, ==, 0);
  assert_json (&ex1, battle_example1);

  /* The second example: red's 3 ships × 1 (Heavy Resistance) = 3 lose to
   * blue's 2 × 3 = 6 (All or Nothing, whose multiplier only the card
   * tells: played as x3). Heavy Resistance, losing, destroys 1 blue ship;
   * red goes back to D1 (R-WD-1). */
  run_cli (&ex2, "battle", "@battle-example2.json", "--attacker", "red", "--from", "D1:3",
           "--at", "J1", "--attacker-card", "heavy-resistance", "--defender-card", "x3",
           "--json", NULL);
  g_assert_cmpint (ex2.status, ==, 0);
  assert_json (
    &ex2,
    "{\"attacker\": {\"color\": \"red\", \"ships\": 3, \"multiplier\": 1,"
    " \"strength\": 3, \"destroyed\": 0, \"survivors\": 3},"
    " \"defender\": {\"color\": \"blue\", \"ships\": 2, \"multiplier\": 3,"
    " \"strength\": 6, \"destroyed\": 1, \"survivors\": 1},"
    " \"winner\": \"defender\", \"effects\": ["
    "\"red: 3 ships × 1 (Heavy Resistance) = 3; blue: 2 ships × 3 (x3) = 6.\","
    " \"blue wins (R-BATTLE-1).\","
    " \"Heavy Resistance (red): destroy 1 of the enemy’s ships if its player loses —"
    " red loses 0, blue loses 1.\","
    " \"resolve by hand: Heavy Resistance (red) — the rest of its text is not known to the app;"
    " read the card (and enter it in the card catalog)\","
    " \"The attacker, red, loses: its surviving ships go back to D1, where they"
    " attacked from (R-WD-1).\"],"
    " \"withdraw\": {\"loser\": \"red\", \"role\": \"attacker\","
    " \"destinations\": [\"D1\"], \"range\": 1, \"chooser\": null,"
    " \"fallback\": false, \"rulings\": [\"R-WD-1\", \"R-BATTLE-3\","
    " \"R-RANGE-1\"]},"
    " \"rulings\": [\"R-BATTLE-1\", \"R-BATTLE-2\", \"R-WD-1\", \"R-BATTLE-3\","
    " \"R-RANGE-1\"]}");

  /* A Concentrate with test cards: red's 2 (D1) + 3 (V1) = 5 ships × 2
   * (test-destroy-2-enemy-on-win) = 10 beat blue's 3 × 1 (test-half-both).
   * Destroy 2 first, then half: blue 3 → 1, red 5 → 3, blue 1 → 1: 4
   * ships. Half first: red 5 → 3, blue 3 → 2, then blue 2 → 0: 5 ships,
   * the larger. No blue ship is left to withdraw; A1 would have been its
   * place (range 1; the origins D1 and V1 are excluded). */
  run_cli (&order, "battle", "@battle-concentrate.json", "--attacker", "red", "--from",
           "D1:2", "--from", "V1", "--at", "J1", "--attacker-card",
           "test-destroy-2-enemy-on-win", "--defender-card", "test-half-both", "--catalog",
           "@battle-test-catalog.json", "--json", NULL);
  g_assert_cmpint (order.status, ==, 0);
  assert_json (&order,
               "{\"attacker\": {\"color\": \"red\", \"ships\": 5, \"multiplier\": 2,"
               " \"strength\": 10, \"destroyed\": 2, \"survivors\": 3},"
               " \"defender\": {\"color\": \"blue\", \"ships\": 3, \"multiplier\": 1,"
               " \"strength\": 3, \"destroyed\": 3, \"survivors\": 0},"
               " \"winner\": \"attacker\", \"effects\": ["
               "\"red: 5 ships × 2 (Test Destroy 2 Enemy on Win) = 10; blue: 3 ships × 1"
               " (Test Half Both) = 3.\","
               " \"red wins (R-BATTLE-1).\","
               " \"Test Half Both (blue): destroy half of both sides’ ships, rounded down —"
               " red loses 2, blue loses 1.\","
               " \"Test Destroy 2 Enemy on Win (red): destroy 2 of the enemy’s ships if its"
               " player wins — red loses 0, blue loses 2.\","
               " \"The destroying texts were resolved in the order that destroys the most ships"
               " (R-BATTLE-2).\","
               " \"No ship of blue survives: nothing is left to withdraw (R-BATTLE-3).\"],"
               " \"withdraw\": {\"loser\": \"blue\", \"role\": \"defender\","
               " \"destinations\": [\"A1\"], \"range\": 1, \"chooser\": null,"
               " \"fallback\": false, \"rulings\": [\"R-WD-2\", \"R-WD-3\", \"R-BATTLE-3\","
               " \"R-RANGE-1\"]},"
               " \"rulings\": [\"R-BATTLE-1\", \"R-BATTLE-2\", \"R-WD-2\", \"R-WD-3\","
               " \"R-BATTLE-3\", \"R-RANGE-1\"]}");

  run_cli (&text, "battle", "@battle-example1.json", "--attacker", "red", "--from", "D1",
           "--at", "V1", "--attacker-card", "pitched-battle", "--defender-card",
           "heroic-sacrifice", NULL);
  g_assert_cmpint (text.status, ==, 0);
  g_assert_nonnull (strstr (text.out, "red loses 3, blue loses 1"));
  g_assert_nonnull (strstr (text.out, "resolve by hand: Heroic Sacrifice"));
  g_assert_nonnull (strstr (text.out, "withdraws to J1"));
  g_assert_nonnull (strstr (text.out, "Winner: red, the attacker. Survivors: red 3 of 6, blue 1 "
                                      "of 2."));
  g_assert_nonnull (strstr (text.out, "Rulings: R-BATTLE-1, R-BATTLE-2"));
}

static void
write_catalog (const char *path,
               int         multiplier)
{
  g_autofree char *text = g_strdup_printf (
    "{\"format\": \"warpgate-companion-cards\", \"version\": 1, \"cards\": ["
    "{\"id\": \"test-transcribed\", \"name\": \"Test Transcribed\", \"kind\": \"advanced\","
    " \"multiplier\": %d, \"text\": null}]}",
    multiplier);

  g_assert_true (g_file_set_contents (path, text, -1, NULL));
}

/* The user catalog ($XDG_DATA_HOME/warpgate-companion/cards.json) adds to
 * the built-in one; --catalog FILE comes last and wins; a refused file
 * exits 3 naming the JSON path. Red's 6 ships on D1 attack blue's 2 on V1:
 * with the user's test-transcribed at x4, 24 to 2 (x1); with --catalog
 * making it x0, 0 to 2 and blue wins. */
static void
test_battle_catalogs (void)
{
  g_autoptr (GError) error = NULL;
  g_autofree char *home = g_dir_make_tmp ("wg-cli-XXXXXX", &error);
  g_autofree char *dir = g_build_filename (home, "warpgate-companion", NULL);
  g_autofree char *user = g_build_filename (dir, "cards.json", NULL);
  g_autofree char *extra = g_build_filename (home, "extra.json", NULL);
  g_auto (Run) by_user = { 0 }, by_option = { 0 }, refused = { 0 }, missing = { 0 };

  g_assert_no_error (error);
  g_assert_cmpint (g_mkdir_with_parents (dir, 0700), ==, 0);
  write_catalog (user, 4);
  write_catalog (extra, 0);
  cli_data_home = home;

  run_cli (&by_user, "battle", "@battle-example1.json", "--attacker", "red", "--from",
           "D1", "--at", "V1", "--attacker-card", "test-transcribed", "--defender-card", "x1",
           "--json", NULL);
  g_assert_cmpint (by_user.status, ==, 0);
  g_assert_nonnull (strstr (by_user.out, "\"strength\": 24"));
  g_assert_nonnull (strstr (by_user.out, "\"winner\": \"attacker\""));

  run_cli (&by_option, "battle", "@battle-example1.json", "--attacker", "red", "--from",
           "D1", "--at", "V1", "--attacker-card", "test-transcribed", "--defender-card", "x1",
           "--catalog", extra, "--json", NULL);
  g_assert_cmpint (by_option.status, ==, 0);
  g_assert_nonnull (strstr (by_option.out, "\"winner\": \"defender\""));

  /* A user catalog that breaks the format: refused, whatever is asked. */
  g_assert_true (g_file_set_contents (user, "{\"format\": \"warpgate-companion-cards\","
                                            " \"version\": 1, \"cards\": [{\"id\": \"test-bad\","
                                            " \"name\": \"Test Bad\", \"kind\": \"basic\","
                                            " \"multiplier\": 10}]}",
                                      -1, NULL));
  run_cli (&refused, "battle", "@battle-example1.json", "--attacker", "red", "--from",
           "D1", "--at", "V1", "--attacker-card", "x1", "--defender-card", "x1", NULL);
  g_assert_cmpint (refused.status, ==, 3);
  g_assert_nonnull (strstr (refused.err, "cards[0].multiplier: 10 is out of range (0–9)"));
  g_assert_nonnull (strstr (refused.err, user));
  g_assert_cmpstr (refused.out, ==, "");

  /* Without the user catalog, a --catalog that does not exist. */
  g_remove (user);
  run_cli (&missing, "battle", "@battle-example1.json", "--attacker", "red", "--from",
           "D1", "--at", "V1", "--attacker-card", "x1", "--defender-card", "x1", "--catalog",
           "@no-such-catalog.json", NULL);
  g_assert_cmpint (missing.status, ==, 3);
  g_assert_nonnull (strstr (missing.err, "Cannot open"));

  cli_data_home = NULL;
  g_remove (extra);
  g_rmdir (dir);
  g_rmdir (home);
}

/* battle's exit statuses: 2 bad options, 3 a refused file, 4 a colour,
 * location or card the game or the catalog does not have. Each case runs
 * red's attack on V1 from D1, x1 against x1, with its options instead of
 * those defaults and without the one it drops. */
static void
test_battle_exit_statuses (void)
{
  static const char *const defaults[][2] = {
    { "--attacker", "red" },
    { "--from", "D1" },
    { "--at", "V1" },
    { "--attacker-card", "x1" },
    { "--defender-card", "x1" },
  };
  struct
  {
    int         status;
    const char *stderr_part;
    const char *drop;
    const char *args[7];
    const char *game; /* instead of battle-example1.json */
  } cases[] = {
    { 4, "“nope”", NULL, { "--attacker-card", "nope", NULL } },
    { 4, "play it as glorious-victory:xN", NULL, { "--attacker-card", "glorious-victory", NULL } },
    { 4,
      "no Tactics card “countermeasures”",
      NULL,
      { "--defender-card", "countermeasures", NULL } },
    { 4, "“purple”", NULL, { "--attacker", "purple", NULL } },
    { 4, "“Z9”", NULL, { "--at", "Z9", NULL } },
    { 4, "D2 holds no ships of another player", NULL, { "--at", "D2", NULL } },
    { 4, "O1 holds no ships of red", NULL, { "--from", "O1", NULL } },
    { 4, "D1 holds 6 ships of red, not 7", NULL, { "--from", "D1:7", NULL } },
    { 2, "--attacker-card and --defender-card are required", "--defender-card", { NULL } },
    { 2, "a multiplier is 0–9", NULL, { "--attacker-card", "x10", NULL } },
    { 2, "is not ID:COUNT", NULL, { "--from", "D1:0", NULL } },
    { 2, "--attacker, --from and --at are required", "--at", { NULL } },
    { 2, "at most two", NULL, { "--from", "D1", "--from", "J1", "--from", "O1", NULL } },
    { 2, "Unknown option", NULL, { "--frob", NULL } },
    { 3,
      "not a Warpgate Companion card catalog",
      NULL,
      { "--catalog", "@battle-example1.json", NULL } },
    { 3,
      "board.hexes[2].type",
      NULL,
      { "--catalog", "@battle-test-catalog.json", NULL },
      "@invalid-three-problems.json" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      const char        *args[16] = { NULL };
      const char *const *a = cases[i].args;
      const char        *game = cases[i].game ? cases[i].game : "@battle-example1.json";
      guint              n = 0;
      g_auto (Run) run = { 0 };

      for (guint d = 0; d < G_N_ELEMENTS (defaults); d++)
        {
          gboolean replaced = g_strcmp0 (cases[i].drop, defaults[d][0]) == 0;

          for (guint k = 0; a[k] != NULL; k++)
            replaced = replaced || g_str_equal (a[k], defaults[d][0]);
          if (!replaced)
            {
              args[n++] = defaults[d][0];
              args[n++] = defaults[d][1];
            }
        }
      for (guint k = 0; a[k] != NULL; k++)
        args[n++] = a[k];
      run_cli (&run, "battle", game, args[0], args[1], args[2], args[3], args[4], args[5],
               args[6], args[7], args[8], args[9], args[10], args[11], args[12], args[13],
               NULL);
      g_test_message ("case %u: status %d, stderr %s", i, run.status, run.err);
      g_assert_cmpint (run.status, ==, cases[i].status);
      g_assert_nonnull (strstr (run.err, cases[i].stderr_part));
      g_assert_cmpstr (run.out, ==, "");
    }
}

/* odds (docs/cli.md, "odds"; the arithmetic is worked in
 * tests/core/test-odds.c). tests/data/odds-solo.json: blue (human) attacks from
 * D1 with 4 ships the AI, red, on J1 with 3. Blue's Tactics are Pitched
 * Battle (x2, half of both sides), x1 and x3; the AI's deck x2, x3, x1,
 * its discard x0 (not drawn while the deck holds 2 or more).
 * The AI plays x2, x3 or x1 with 1/3 each: strength 6, 9 or 3. Blue: Pitched
 * Battle 8 wins 2/3 and always loses 2 ships to red's 1; x1 4 wins 1/3; x3
 * 12 wins 1. Blue's hands, 1/3 each: {PB, x1} → PB 2/3; {PB, x3} → x3 1;
 * {x1, x3} → x3 1. Win (2/3 + 1 + 1)/3 = 8/9; Pitched Battle is played
 * only from the first hand: (2, 1) with 1/3, else (0, 0). */
static const char odds_solo[] =
  "{\"for\": \"attacker\","
  " \"attacker\": {\"color\": \"blue\", \"ships\": 4, \"ai\": false, \"plays\": \"best\"},"
  " \"defender\": {\"color\": \"red\", \"ships\": 3, \"ai\": true, \"plays\": \"first-drawn\"},"
  " \"win\": {\"fraction\": \"8/9\", \"percent\": 88.89},"
  " \"lost\": {\"attacker\": {\"0\": \"2/3\", \"2\": \"1/3\"},"
  " \"defender\": {\"0\": \"2/3\", \"1\": \"1/3\"}},"
  " \"joint\": [{\"attacker\": 0, \"defender\": 0, \"p\": \"2/3\"},"
  " {\"attacker\": 2, \"defender\": 1, \"p\": \"1/3\"}],"
  " \"no_cards\": [], \"not_counted\": [],"
  " \"rulings\": [\"R-BATTLE-1\", \"R-BATTLE-2\", \"R-AI-8\"]}";

/* A known hand, Pitched Battle and x1: Pitched Battle wins 2/3 and loses
 * (2, 1) for sure; x1 wins 1/3 (only against x1's 3) and loses nothing.
 * Pitched Battle is the best. */
static const char odds_known_hand[] =
  "{\"for\": \"attacker\","
  " \"attacker\": {\"color\": \"blue\", \"ships\": 4, \"ai\": false, \"plays\": \"best\"},"
  " \"defender\": {\"color\": \"red\", \"ships\": 3, \"ai\": true, \"plays\": \"first-drawn\"},"
  " \"win\": {\"fraction\": \"2/3\", \"percent\": 66.67},"
  " \"lost\": {\"attacker\": {\"2\": \"1/1\"}, \"defender\": {\"1\": \"1/1\"}},"
  " \"joint\": [{\"attacker\": 2, \"defender\": 1, \"p\": \"1/1\"}],"
  " \"cards\": ["
  "{\"card\": \"Pitched Battle\", \"win\": {\"fraction\": \"2/3\", \"percent\": 66.67},"
  " \"lost\": {\"attacker\": {\"2\": \"1/1\"}, \"defender\": {\"1\": \"1/1\"}},"
  " \"joint\": [{\"attacker\": 2, \"defender\": 1, \"p\": \"1/1\"}]},"
  " {\"card\": \"x1\", \"win\": {\"fraction\": \"1/3\", \"percent\": 33.33},"
  " \"lost\": {\"attacker\": {\"0\": \"1/1\"}, \"defender\": {\"0\": \"1/1\"}},"
  " \"joint\": [{\"attacker\": 0, \"defender\": 0, \"p\": \"1/1\"}]}],"
  " \"best\": \"Pitched Battle\","
  " \"no_cards\": [], \"not_counted\": [],"
  " \"rulings\": [\"R-BATTLE-1\", \"R-BATTLE-2\", \"R-AI-8\"]}";

/* The "fraction" of the answer's "win", or NULL when it is null. */
static char *
odds_win (const Run *run)
{
  json_object *o = json_tokener_parse (run->out), *win = NULL, *fraction = NULL;
  char        *value = NULL;

  g_assert_nonnull (o);
  g_assert_true (json_object_object_get_ex (o, "win", &win));
  if (win != NULL && json_object_object_get_ex (win, "fraction", &fraction))
    value = g_strdup (json_object_get_string (fraction));
  json_object_put (o);
  return value;
}

static void
test_odds (void)
{
  g_auto (Run) solo = { 0 }, hand = { 0 }, ai = { 0 }, text = { 0 };
  g_autofree char *ai_win = NULL;

  run_cli (&solo, "odds", "@odds-solo.json", "--attacker", "blue", "--from", "D1", "--at",
           "J1", "--json", NULL);
  g_assert_cmpint (solo.status, ==, 0);
  assert_json (&solo, odds_solo);

  run_cli (&hand, "odds", "@odds-solo.json", "--attacker", "blue", "--from", "D1", "--at",
           "J1", "--attacker-hand", "pitched-battle,x1", "--json", NULL);
  g_assert_cmpint (hand.status, ==, 0);
  assert_json (&hand, odds_known_hand);

  /* The AI's odds: blue still plays its best card, 1 − 8/9. */
  run_cli (&ai, "odds", "@odds-solo.json", "--attacker", "blue", "--from", "D1", "--at",
           "J1", "--for", "defender", "--json", NULL);
  g_assert_cmpint (ai.status, ==, 0);
  ai_win = odds_win (&ai);
  g_assert_cmpstr (ai_win, ==, "1/9");
  g_assert_nonnull (strstr (ai.out, "\"for\": \"defender\""));

  run_cli (&text, "odds", "@odds-solo.json", "--attacker", "blue", "--from", "D1", "--at",
           "J1", NULL);
  g_assert_cmpint (text.status, ==, 0);
  g_assert_nonnull (strstr (text.out, "Odds for blue, the attacker: 4 ships against red’s 3."));
  g_assert_nonnull (strstr (text.out, "Chance that blue wins: 8/9 (88.89%)"));
  g_assert_nonnull (strstr (text.out, "Ships lost by blue: 0 with 2/3 (66.67%), 2 with 1/3"
                                      " (33.33%)."));
  g_assert_nonnull (strstr (text.out, "Rulings: R-BATTLE-1, R-BATTLE-2, R-AI-8"));
}

/* Piles and discards from the command line instead of the game file. */
static void
test_odds_piles (void)
{
  g_auto (Run) discarded = { 0 }, sacrifice = { 0 }, empty = { 0 }, test_cards = { 0 };
  g_autofree char *discarded_win = NULL, *sacrifice_win = NULL, *test_win = NULL;

  /* Blue's x1 discarded: its pile is the rest, {PB, x3}. With 2 ships (D1:2)
   * Pitched Battle (4) beats only red's 3: 1/3; x3 (6) beats 6 (a tie) and
   * 3: 2/3. Every hand holds both: 2/3. */
  run_cli (&discarded, "odds", "@odds-solo.json", "--attacker", "blue", "--from", "D1:2",
           "--at", "J1", "--attacker-discard", "x1", "--json", NULL);
  g_assert_cmpint (discarded.status, ==, 0);
  discarded_win = odds_win (&discarded);
  g_assert_cmpstr (discarded_win, ==, "2/3");
  g_assert_nonnull (strstr (discarded.out, "\"ships\": 2"));

  /* The AI's pile {Heroic Sacrifice (x5, text not known), x1}: red's 15 or 3.
   * Each of blue's cards beats 3 and not 15: 1/2. Heroic Sacrifice's text is
   * not counted. */
  run_cli (&sacrifice, "odds", "@odds-solo.json", "--attacker", "blue", "--from", "D1",
           "--at", "J1", "--defender-pile", "heroic-sacrifice,x1", "--json", NULL);
  g_assert_cmpint (sacrifice.status, ==, 0);
  sacrifice_win = odds_win (&sacrifice);
  g_assert_cmpstr (sacrifice_win, ==, "1/2");
  g_assert_nonnull (strstr (sacrifice.out, "\"not_counted\": [ \"Heroic Sacrifice\" ]"));

  /* No card at all: no odds. */
  run_cli (&empty, "odds", "@odds-solo.json", "--attacker", "blue", "--from", "D1", "--at",
           "J1", "--attacker-pile", "", "--json", NULL);
  g_assert_cmpint (empty.status, ==, 0);
  g_assert_null (odds_win (&empty));
  g_assert_nonnull (strstr (empty.out, "\"no_cards\": [ \"attacker\" ]"));

  /* TEST cards from --catalog (made up, tests/data/odds-test-catalog.json):
   * the known hand of tests/core/test-odds.c's known-hand case, x3 best: 1. */
  run_cli (&test_cards, "odds", "@odds-solo.json", "--attacker", "blue", "--from", "D1",
           "--at", "J1", "--catalog", "@odds-test-catalog.json", "--attacker-hand",
           "test-half-both,x3", "--defender-pile", "x2,x3,test-one-enemy-on-loss", "--json",
           NULL);
  g_assert_cmpint (test_cards.status, ==, 0);
  test_win = odds_win (&test_cards);
  g_assert_cmpstr (test_win, ==, "1/1");
  g_assert_nonnull (strstr (test_cards.out, "\"best\": \"x3\""));
  g_assert_nonnull (strstr (test_cards.out, "\"3\": \"1/3\""));
}

/* Two humans (tests/data/odds-two-humans.json): blue attacks with 2 ships,
 * Tactics {x1, x3}; red defends with 3. Red's Glorious Victory has no known
 * multiplier, so red's deck from the game file is refused (exit 4); given
 * as pile {x1} and discard {x3, x3, x3}, red holds x1 and x3 and plays
 * each half the time: blue's x3 (6) beats 3, not 9: 1/2. From red's side,
 * blue plays 2 or 6 half the time and red's x3 (9) beats both: 1. */
static void
test_odds_two_humans (void)
{
  g_auto (Run) refused = { 0 }, attacker = { 0 }, defender = { 0 };
  g_autofree char *attacker_win = NULL, *defender_win = NULL;

  run_cli (&refused, "odds", "@odds-two-humans.json", "--attacker", "blue", "--from", "D1",
           "--at", "J1", NULL);
  g_assert_cmpint (refused.status, ==, 4);
  g_assert_nonnull (strstr (refused.err, "red’s Tactics: the multiplier of Glorious Victory is "
                                         "not known"));
  g_assert_cmpstr (refused.out, ==, "");

  run_cli (&attacker, "odds", "@odds-two-humans.json", "--attacker", "blue", "--from",
           "D1", "--at", "J1", "--defender-pile", "x1", "--defender-discard", "x3,x3,x3",
           "--json", NULL);
  g_assert_cmpint (attacker.status, ==, 0);
  attacker_win = odds_win (&attacker);
  g_assert_cmpstr (attacker_win, ==, "1/2");
  g_assert_nonnull (strstr (attacker.out, "\"plays\": \"either\""));
  g_assert_null (strstr (attacker.out, "R-AI-8"));

  run_cli (&defender, "odds", "@odds-two-humans.json", "--attacker", "blue", "--from",
           "D1", "--at", "J1", "--defender-pile", "x1", "--defender-discard", "x3,x3,x3",
           "--for", "defender", NULL);
  g_assert_cmpint (defender.status, ==, 0);
  g_assert_nonnull (strstr (defender.out, "Chance that red wins: 1/1 (100.00%)"));
  g_assert_nonnull (strstr (defender.out, "each of the two cards it draws counts half the"));
}

/* odds' exit statuses: 2 bad options, 4 an unknown colour, card or
 * multiplier. */
static void
test_odds_exit_statuses (void)
{
  struct
  {
    int         status;
    const char *stderr_part;
    const char *args[4];
  } cases[] = {
    { 2, "--for must be attacker or defender", { "--for", "ai", NULL } },
    { 2, "a hand is 1 or 2 cards", { "--attacker-hand", "x1,x2,x3", NULL } },
    { 2, "a multiplier is 0–9", { "--defender-pile", "x1,x12", NULL } },
    { 4, "no Tactics card “nope”", { "--attacker-pile", "x1,nope", NULL } },
    { 4,
      "the multiplier of Glorious Victory is not known",
      { "--defender-hand", "glorious-victory,x1", NULL } },
    { 4, "x9 is not (or no longer) in blue’s Tactics", { "--attacker-discard", "x9", NULL } },
    { 4, "D1 holds 4 ships of blue, not 5", { "--from", "D1:5", NULL } },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_auto (Run) run = { 0 };
      const char *const *a = cases[i].args;
      gboolean           from = g_strcmp0 (a[0], "--from") == 0;

      run_cli (&run, "odds", "@odds-solo.json", "--attacker", "blue", "--at", "J1",
               "--from", from ? a[1] : "D1", from ? NULL : a[0], a[1], NULL);
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

  run_cli (&help, "--help", NULL);
  g_assert_cmpint (help.status, ==, 0);
  for (const char *const *c = (const char *const[]) { "validate", "range", "moves", "check",
                                                      "withdraw", "battle", "odds", NULL };
       *c != NULL; c++)
    g_assert_nonnull (strstr (help.out, *c));
  run_cli (&command_help, "range", "--help", NULL);
  g_assert_cmpint (command_help.status, ==, 0);
  g_assert_nonnull (strstr (command_help.out, "--json"));
  run_cli (&version, "--version", NULL);
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
  g_test_add_func ("/wg/cli/ai-turn/battle", test_ai_turn_battle);
  g_test_add_func ("/wg/cli/ai-turn/choices", test_ai_turn_choices);
  g_test_add_func ("/wg/cli/score", test_score);
  g_test_add_func ("/wg/cli/score/R-SCORE-4/midgame", test_score_midgame);
  g_test_add_func ("/wg/cli/score/gatekeepers-plural", test_score_gatekeepers_plural);
  g_test_add_func ("/wg/cli/exit-statuses", test_exit_statuses);
  g_test_add_func ("/wg/cli/battle", test_battle);
  g_test_add_func ("/wg/cli/battle-catalogs", test_battle_catalogs);
  g_test_add_func ("/wg/cli/battle-exit-statuses", test_battle_exit_statuses);
  g_test_add_func ("/wg/cli/odds", test_odds);
  g_test_add_func ("/wg/cli/odds-piles", test_odds_piles);
  g_test_add_func ("/wg/cli/odds-two-humans", test_odds_two_humans);
  g_test_add_func ("/wg/cli/odds-exit-statuses", test_odds_exit_statuses);
  g_test_add_func ("/wg/cli/help-and-version", test_help_and_version);
  return g_test_run ();
}
