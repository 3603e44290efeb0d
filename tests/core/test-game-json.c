/* test-game-json.c — the game file: every refusal rule, and lossless round trips
 * Copyright 2026 The Warpgate Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>
#include <glib/gstdio.h>

#include "wg-game-json.h"
#include "wg-json-private.h"
#include "wg-schema-json.h"
#include "wg-test-json.h"
#include "wg-test-util.h"

/* A refusal case: tests/data/game-full.json with one change (the value at
 * @path replaced by the JSON text @value, or removed when @value is NULL;
 * "[+]" appends to an array), and the problem it must cause. */
static const WgTestRefusal refusals[] = {
  /* Header */
  { "format-wrong", "format", "\"chess\"", "format", "not a Warpgate Companion game file" },
  { "format-missing", "format", NULL, "format", "missing (required)" },
  { "version-unknown", "version", "2", "version", "version 2 is not supported" },
  { "version-missing", "version", NULL, "version", "missing (required)" },
  { "version-wrong-type", "version", "\"1\"", "version", "expected an integer, found a string" },
  { "unknown-top-key", "extras", "1", "extras", "unknown key" },
  /* Board */
  { "board-missing", "board", NULL, "board", "missing (required)" },
  { "board-unknown-key", "board.size", "3", "board.size", "unknown key" },
  { "board-name-type", "board.name", "7", "board.name", "expected a string, found an integer" },
  { "hexes-empty", "board.hexes", "[]", "board.hexes", "has 0 elements" },
  { "hex-unknown-key", "board.hexes[1].colour", "\"red\"", "board.hexes[1].colour", "unknown key" },
  { "hex-q-range", "board.hexes[1].q", "65", "board.hexes[1].q", "65 is out of range (-64–64)" },
  { "hex-r-missing", "board.hexes[1].r", NULL, "board.hexes[1].r", "missing (required)" },
  { "hex-q-type", "board.hexes[1].q", "\"1\"", "board.hexes[1].q", "expected an integer" },
  { "hex-q-fraction", "board.hexes[1].q", "1.5", "board.hexes[1].q",
    "expected an integer, found a number with a fraction" },
  { "hex-kind", "board.hexes[1].kind", "\"nebula\"", "board.hexes[1].kind",
    "“nebula” is not a kind of hex" },
  { "hex-position-twice", "board.hexes[1].q", "2", "board.hexes[2]", "a second hex at (2, 0)" },
  { "planet-id-missing", "board.hexes[2].id", NULL, "board.hexes[2].id", "missing (required)" },
  { "space-with-id", "board.hexes[1].id", "\"X1\"", "board.hexes[1].id", "space hexes have no id" },
  { "id-syntax", "board.hexes[2].id", "\"D 1\"", "board.hexes[2].id", "“D 1” is not valid here" },
  { "id-too-long", "board.hexes[2].id", "\"abcdefghijklmnopqrstuvwxyz0123456\"",
    "board.hexes[2].id", "is not valid here" },
  { "id-twice", "board.hexes[4].id", "\"D1\"", "board.hexes[4].id",
    "a second location is called “D1”" },
  { "planet-type-missing", "board.hexes[2].type", NULL, "board.hexes[2].type", "missing" },
  { "planet-type-unknown", "board.hexes[2].type", "\"lava\"", "board.hexes[2].type",
    "“lava” is not a planet type" },
  { "type-on-warpgate", "board.hexes[0].type", "\"desert\"", "board.hexes[0].type",
    "only planets have a type" },
  { "trade-on-space", "board.hexes[1].trade", "true", "board.hexes[1].trade",
    "only planets have a trade icon" },
  { "trade-type", "board.hexes[2].trade", "\"yes\"", "board.hexes[2].trade", "expected a boolean" },
  { "sector-on-warpgate", "board.hexes[0].sector", "\"north\"", "board.hexes[0].sector",
    "warpgates belong to no sector" },
  { "sector-syntax", "board.hexes[1].sector", "\"north pole\"", "board.hexes[1].sector",
    "is not valid here" },
  { "color-on-planet", "board.hexes[2].color", "\"blue\"", "board.hexes[2].color",
    "only warpgates have a colour" },
  { "warpgate-color-missing", "board.hexes[0].color", NULL, "board.hexes[0].color",
    "missing (required)" },
  { "warpgate-color-no-player", "board.hexes[0].color", "\"green\"", "board.hexes[0].color",
    "no player is green" },
  { "warpgate-color-twice", "board.hexes[14].color", "\"blue\"", "board.hexes[14].color",
    "blue already has a warpgate" },
  /* The game's name is board.name: a top-level "name" is no key of the
   * format, so it is refused like any other. */
  { "name-top-level", "name", "\"Friday solo\"", "name", "unknown key" },
  /* 65 characters: one more than the 64 a board's name allows. */
  { "board-name-long", "board.name",
    "\"12345678901234567890123456789012345678901234567890123456789012345\"", "board.name",
    "longer than 64 characters" },
  /* Players */
  { "players-missing", "players", NULL, "players", "missing (required)" },
  { "players-none", "players", "[]", "players", "has 0 elements; 1–6 allowed" },
  { "players-seven", "players",
    "[{\"color\":\"a\"},{\"color\":\"b\"},{\"color\":\"c\"},{\"color\":\"d\"},"
    "{\"color\":\"e\"},{\"color\":\"f\"},{\"color\":\"g\"}]",
    "players", "has 7 elements; 1–6 allowed" },
  { "player-unknown-key", "players[0].colour", "\"blue\"", "players[0].colour", "unknown key" },
  { "player-color-missing", "players[0].color", NULL, "players[0].color", "missing (required)" },
  { "player-color-syntax", "players[0].color", "\"Blue\"", "players[0].color",
    "“Blue” is not valid here" },
  { "player-color-twice", "players[1].color", "\"blue\"", "players[1].color",
    "a second player is blue" },
  { "player-name-long", "players[0].name",
    "\"12345678901234567890123456789012345678901234567890123456789012345\"", "players[0].name",
    "longer than 64 characters" },
  { "player-two-ais", "players[0].ai", "true", "players[1].ai",
    "at most one player may be the AI" },
  { "player-faction-syntax", "players[0].faction", "\"Roguu Conglomerate\"", "players[0].faction",
    "is not valid here" },
  { "player-side", "players[0].side", "\"C\"", "players[0].side", "“C” is not a faction side" },
  { "player-ships-total", "players[0].ships_total", "13", "players[0].ships_total",
    "13 is out of range (0–12)" },
  { "player-markers-total", "players[0].markers_total", "-1", "players[0].markers_total",
    "-1 is out of range (0–12)" },
  { "player-trade-goods-negative", "players[0].trade_goods.unspent", "-1",
    "players[0].trade_goods.unspent", "out of range" },
  { "player-trade-goods-key", "players[0].trade_goods.used", "1", "players[0].trade_goods.used",
    "unknown key" },
  { "player-exploration", "players[0].exploration_tokens", "-2", "players[0].exploration_tokens",
    "out of range" },
  { "action-cards-played-five", "players[0].action_cards.played", "5",
    "players[0].action_cards.played", "5 is out of range (0–4)" },
  { "action-cards-unknown-key", "players[0].action_cards.drawn", "1",
    "players[0].action_cards.drawn", "unknown key" },
  { "action-cards-negative", "players[0].action_cards.deck", "-1", "players[0].action_cards.deck",
    "-1 is out of range (0–99)" },
  { "action-cards-discard-range", "players[0].action_cards.discard", "100",
    "players[0].action_cards.discard", "100 is out of range (0–99)" },
  { "action-cards-type", "players[0].action_cards", "4", "players[0].action_cards",
    "expected an object" },
  { "ai-player-with-tactics", "players[1].tactics", "[]", "players[1].tactics",
    "the AI’s Tactics are kept in ai.tactics" },
  { "technology-type-missing", "players[0].technologies[0].type", NULL,
    "players[0].technologies[0].type", "missing (required)" },
  { "technology-vp-word", "players[0].technologies[0].vp", "\"two\"",
    "players[0].technologies[0].vp", "expected an integer or" },
  { "technology-vp-range", "players[0].technologies[0].vp", "100", "players[0].technologies[0].vp",
    "out of range (0–99)" },
  { "technology-vp-per", "players[0].technologies[2].vp.per", "\"planet\"",
    "players[0].technologies[2].vp.per", "is not a known VP rule" },
  { "technology-vp-each-missing", "players[0].technologies[2].vp.each", NULL,
    "players[0].technologies[2].vp.each", "missing (required)" },
  { "objective-status", "players[0].objectives[0].status", "\"won\"",
    "players[0].objectives[0].status", "is not an Objective status" },
  { "objective-type", "players[0].objectives[0].type", "\"gas\"", "players[0].objectives[0].type",
    "is not a planet type" },
  { "tactic-kind-missing", "players[0].tactics[3]", "{}", "players[0].tactics[3].kind",
    "missing (required)" },
  { "tactic-kind-unknown", "players[0].tactics[3].kind", "\"legendary\"",
    "players[0].tactics[3].kind", "is not a kind of Tactics card" },
  { "tactic-multiplier", "players[0].tactics[0].multiplier", "10",
    "players[0].tactics[0].multiplier", "10 is out of range (0–9)" },
  { "tactic-card-syntax", "players[0].tactics[0].card", "\"Pitched Battle\"",
    "players[0].tactics[0].card", "is not valid here" },
  /* Pieces */
  { "pieces-unknown-key", "pieces.fleets", "[]", "pieces.fleets", "unknown key" },
  { "ships-unknown-location", "pieces.ships[0].at", "\"nowhere\"", "pieces.ships[0].at",
    "no planet or warpgate is called “nowhere”" },
  { "ships-at-space", "pieces.ships[0].at", "\"q1\"", "pieces.ships[0].at",
    "no planet or warpgate is called “q1”" },
  { "ships-unknown-color", "pieces.ships[0].color", "\"green\"", "pieces.ships[0].color",
    "no player is green" },
  { "ships-count-zero", "pieces.ships[0].count", "0", "pieces.ships[0].count",
    "0 is out of range" },
  { "ships-exceed-total", "pieces.ships[1].count", "9", "pieces.ships[1].count",
    "12 exceeds the 11 ships blue owns" },
  /* The sum once overflowed an int (found by review; UBSan stops on it). */
  { "ships-count-huge", "pieces.ships[1].count", "2147483647", "pieces.ships[1].count",
    "2147483650 exceeds the 11 ships blue owns" },
  { "ships-twice", "pieces.ships[+]", "{\"at\":\"D1\",\"color\":\"blue\",\"count\":1}",
    "pieces.ships[4].at", "a second ships entry for blue at D1" },
  { "ships-two-colors", "pieces.ships[+]", "{\"at\":\"D1\",\"color\":\"red\",\"count\":1}",
    "pieces.ships[4].color", "D1 already holds blue ships" },
  { "ships-foreign-warpgate", "pieces.ships[1].at", "\"gate-red\"", "pieces.ships[1].at",
    "gate-red is another player’s warpgate (R-MOVE-3)" },
  { "ships-unknown-key", "pieces.ships[0].owner", "\"blue\"", "pieces.ships[0].owner",
    "unknown key" },
  { "marker-on-warpgate", "pieces.markers[0].at", "\"gate-blue\"", "pieces.markers[0].at",
    "gate-blue is a warpgate: markers go on planets" },
  { "markers-twice", "pieces.markers[1].at", "\"D1\"", "pieces.markers[1].at",
    "D1 already has a marker" },
  { "markers-exceed-total", "players[0].markers_total", "1", "pieces.markers[1].color",
    "2 exceeds the 1 markers blue owns" },
  { "marker-side", "pieces.markers[0].side", "\"city\"", "pieces.markers[0].side",
    "“city” is not a marker side" },
  { "marker-side-missing", "pieces.markers[0].side", NULL, "pieces.markers[0].side",
    "missing (required)" },
  { "drone-ai", "pieces.drones[+]", "{\"at\":\"J1\",\"color\":\"red\"}", "pieces.drones[1].color",
    "the AI has no Research Drone (R-AI-10)" },
  { "drone-twice", "pieces.drones[+]", "{\"at\":\"D1\",\"color\":\"blue\"}",
    "pieces.drones[1].color", "blue has a second drone" },
  { "drone-foreign-warpgate", "pieces.drones[0].at", "\"gate-red\"", "pieces.drones[0].at",
    "R-MOVE-3" },
  /* Pools */
  { "pools-unknown-key", "pools.hand", "1", "pools.hand", "unknown key" },
  { "pool-trade-goods", "pools.trade_goods", "-1", "pools.trade_goods", "out of range" },
  { "deck-word", "pools.technologies.deck", "\"many\"", "pools.technologies.deck",
    "expected an array of cards or a number of cards" },
  { "deck-count-range", "pools.objectives.deck", "1000", "pools.objectives.deck",
    "out of range (0–999)" },
  { "deck-card", "pools.technologies.deck[0].type", "\"plasma\"", "pools.technologies.deck[0].type",
    "is not a planet type" },
  /* R-DECK-2: Technologies and Objectives are never of the Ancients type. */
  { "technology-ancients", "pools.technologies.deck[0].type", "\"ancients\"",
    "pools.technologies.deck[0].type", "never ancients, R-DECK-2" },
  { "objective-ancients", "players[0].objectives[0].type", "\"ancients\"",
    "players[0].objectives[0].type", "never ancients, R-DECK-2" },
  { "objective-card-key", "pools.objectives.available[0].status", "\"held\"",
    "pools.objectives.available[0].status", "unknown key" },
  { "promotion-discard", "pools.promotion.discard[0].kind", "\"basic-ish\"",
    "pools.promotion.discard[0].kind", "is not a kind of Tactics card" },
  { "pool-technologies-key", "pools.technologies.discard", "[]", "pools.technologies.discard",
    "unknown key" },
  /* Turn */
  { "turn-slot", "turn.turn", "5", "turn.turn", "5 is out of range (1–4)" },
  { "turn-round", "turn.round", "0", "turn.round", "0 is out of range" },
  { "turn-first-player", "turn.first_player", "\"green\"", "turn.first_player",
    "no player is green" },
  { "turn-active", "turn.active", "\"pink\"", "turn.active", "no player is pink" },
  { "turn-unknown-key", "turn.phase", "1", "turn.phase", "unknown key" },
  { "turn-final-round-type", "turn.final_round", "1", "turn.final_round",
    "expected a boolean, found an integer" },
  { "turn-game-over-type", "turn.game_over", "\"yes\"", "turn.game_over",
    "expected a boolean, found a string" },
  /* AI */
  { "ai-missing", "ai", NULL, "ai", "missing (required when a player is the AI)" },
  { "ai-without-ai-player", "players[1].ai", "false", "ai.color", "red is not the AI player" },
  { "ai-color-missing", "ai.color", NULL, "ai.color", "missing (required)" },
  { "ai-objective-without-type", "ai.deck[0]", "{\"kind\":\"objective\"}", "ai.deck[0].type",
    "missing (required)" },
  { "ai-type-on-technology", "ai.deck[1].type", "\"desert\"", "ai.deck[1].type",
    "only Objective cards have a planet type" },
  { "ai-card-kind", "ai.discard[1].kind", "\"mission\"", "ai.discard[1].kind",
    "is not a kind of AI card" },
  { "ai-played-five", "ai.played",
    "[{\"kind\":\"action\"},{\"kind\":\"action\"},{\"kind\":\"action\"},{\"kind\":\"action\"},"
    "{\"kind\":\"action\"}]",
    "ai.played", "has 5 elements; 0–4 allowed" },
  { "ai-tactics-key", "ai.tactics.hand", "[]", "ai.tactics.hand", "unknown key" },
  { "ai-tactic", "ai.tactics.deck[0].multiplier", "-1", "ai.tactics.deck[0].multiplier",
    "out of range (0–9)" },
  /* House rules */
  { "house-rules-key", "house_rules.warpgates_blocks", "true", "house_rules.warpgates_blocks",
    "unknown key" },
  { "house-rules-type", "house_rules.warpgates_block", "1", "house_rules.warpgates_block",
    "expected a boolean, found an integer" },
};

/* A loader as the refusal tests call it: a game, or NULL. */
static gpointer
load_game (const char *data, gsize length, GError **error)
{
  return wg_game_load_from_data (data, length, error);
}

/* The file is refused as a whole (no game), the GError names the first
 * problem's path, and validate lists the expected problem. */
static void
test_refusal (gconstpointer data)
{
  wg_test_json_assert_refusal ("game-full.json", data, wg_game_validate_data, load_game);
}

static void
assert_refused (const char *data,
                gsize       length,
                WgFileError code,
                const char *message)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (GPtrArray) problems = wg_game_validate_data (data, length);
  WgGame *game = wg_game_load_from_data (data, length, &error);

  g_assert_null (game);
  g_assert_error (error, WG_FILE_ERROR, (gint) code);
  g_assert_nonnull (strstr (error->message, message));
  g_assert_cmpuint (problems->len, ==, 1);
  g_assert_cmpstr (((WgProblem *) g_ptr_array_index (problems, 0))->path, ==, "");
}

/* One problem of a document refused for not being strict JSON: its path
 * and what it says. */
static void
assert_strict_refusal (const char *data,
                       const char *path,
                       WgFileError code,
                       const char *message)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (GPtrArray) problems = wg_game_validate_data (data, strlen (data));
  WgGame    *game = wg_game_load_from_data (data, strlen (data), &error);
  WgProblem *problem;

  g_assert_null (game);
  g_assert_error (error, WG_FILE_ERROR, (gint) code);
  g_assert_nonnull (strstr (error->message, message));
  g_assert_true (g_utf8_validate (error->message, -1, NULL));
  g_assert_cmpuint (problems->len, ==, 1);
  problem = g_ptr_array_index (problems, 0);
  g_assert_cmpstr (problem->path, ==, path);
  g_assert_nonnull (strstr (problem->message, message));
}

/* docs/game-format.md, "Strict JSON": RFC 8259 exactly. json-c (even in
 * its strict mode) reads single quotes and raw tabs, keeps the last of a
 * key given twice, clamps 2^63 to 2^63 − 1 and calls 1e400 "unexpected
 * end of data"; each is refused here at its path. */
static void
test_strict_json (void)
{
  g_autoptr (GError) error = NULL;
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "data", "invalid-duplicate-key.json",
                                                 NULL);
  WgGame          *game;

  /* A key twice: "q": 3, "q": 50 never becomes 50. */
  assert_strict_refusal ("{\"q\": 3, \"q\": 50}", "q", WG_FILE_ERROR_SYNTAX, "appears twice");
  assert_strict_refusal ("{\"a\": {\"b\": 1, \"b\": 2}}", "a.b", WG_FILE_ERROR_SYNTAX,
                         "appears twice");
  assert_strict_refusal ("{\"a\": [{\"x\": 1}, {\"x\": 1, \"x\": 2}]}", "a[1].x",
                         WG_FILE_ERROR_SYNTAX, "appears twice");
  /* The same key written two ways ("\u0061" is "a") is the same key. */
  assert_strict_refusal ("{\"a\": 1, \"\\u0061\": 2}", "a", WG_FILE_ERROR_SYNTAX, "appears twice");
  /* "\/" is "/", "\t" a tab: one-letter escapes decode too. */
  assert_strict_refusal ("{\"\\/\": 1, \"/\": 2}", "/", WG_FILE_ERROR_SYNTAX, "appears twice");
  assert_strict_refusal ("{\"a\\tb\": 1, \"a\\u0009b\": 2}", "a\tb", WG_FILE_ERROR_SYNTAX,
                         "appears twice");
  /* One key in two objects is no duplicate: the document is refused
   * later, for not being a game file. */
  game = wg_game_load_from_data ("{\"a\": {\"x\": 1}, \"b\": {\"x\": 2}}", 30, &error);
  g_assert_null (game);
  g_assert_error (error, WG_FILE_ERROR, WG_FILE_ERROR_INVALID);
  g_assert_null (strstr (error->message, "twice"));
  g_clear_error (&error);

  /* Single quotes, raw control characters. */
  assert_strict_refusal ("{'format': 1}", "", WG_FILE_ERROR_SYNTAX, "single quotes");
  assert_strict_refusal ("{\"a\": 'x'}", "a", WG_FILE_ERROR_SYNTAX, "single quotes");
  assert_strict_refusal ("{\"a\": \"x\ty\"}", "a", WG_FILE_ERROR_SYNTAX,
                         "raw control character (U+0009)");
  assert_strict_refusal ("{\"a\": [\"ok\", \"line\nbreak\"]}", "a[1]", WG_FILE_ERROR_SYNTAX,
                         "raw control character (U+000A)");

  /* A lone surrogate in a key is U+FFFD in the path (the fuzzer's
   * regress-lone-surrogate-path.json): "\ud800" decoded by itself would be
   * the bytes ED A0 80, no UTF-8, and the message would be none either. */
  assert_strict_refusal ("{\"a\\ud800\": {\"b\": \"x\ty\"}}", "a\xef\xbf\xbd.b",
                         WG_FILE_ERROR_SYNTAX, "raw control character (U+0009)");
  assert_strict_refusal ("{\"\\udc00x\": 1, \"\\udc00x\": 2}", "\xef\xbf\xbdx",
                         WG_FILE_ERROR_SYNTAX, "appears twice");

  /* Numbers json-c cannot hold: quoted as written, never clamped. */
  assert_strict_refusal ("{\"version\": 9223372036854775808}", "version", WG_FILE_ERROR_INVALID,
                         "the number 9223372036854775808 is too large");
  assert_strict_refusal ("{\"version\": -9223372036854775809}", "version", WG_FILE_ERROR_INVALID,
                         "the number -9223372036854775809 is too large");
  assert_strict_refusal ("1e400", "", WG_FILE_ERROR_INVALID, "the number 1e400 is too large");
  /* 2^63 − 1 itself is held: refused by the format, quoted exactly. */
  assert_strict_refusal ("{\"format\": \"warpgate-companion-game\", \"version\": "
                         "9223372036854775807}",
                         "version", WG_FILE_ERROR_VERSION, "9223372036854775807");

  /* A real game file with one hex written {"q": 2, "r": 0, "q": 50}: the
   * third hex of the board (index 2). */
  game = wg_game_load_from_file (path, &error);
  g_assert_null (game);
  g_assert_error (error, WG_FILE_ERROR, WG_FILE_ERROR_SYNTAX);
  g_assert_nonnull (strstr (error->message, "board.hexes[2].q: "));
  g_assert_nonnull (strstr (error->message, "appears twice"));
}

static void
test_document_refusals (void)
{
  g_autofree char *big = NULL;
  g_autoptr (GString) deep = g_string_new (NULL);

  assert_refused ("{", 1, WG_FILE_ERROR_SYNTAX, "not valid JSON");
  assert_refused ("", 0, WG_FILE_ERROR_SYNTAX, "not valid JSON");
  assert_refused ("{\"format\": 1} x", 15, WG_FILE_ERROR_SYNTAX, "not valid JSON");
  assert_refused ("{\"a\": \"\xff\"}", 10, WG_FILE_ERROR_SYNTAX, "not UTF-8");
  assert_refused ("[]", 2, WG_FILE_ERROR_INVALID, "a game file is a JSON object");

  /* More than 4 MiB is refused before it is parsed. */
  big = g_malloc (WG_JSON_MAX_SIZE + 2);
  memset (big, ' ', WG_JSON_MAX_SIZE + 1);
  big[0] = '{';
  big[WG_JSON_MAX_SIZE] = '}';
  big[WG_JSON_MAX_SIZE + 1] = '\0';
  assert_refused (big, WG_JSON_MAX_SIZE + 1, WG_FILE_ERROR_TOO_LARGE, "larger than 4 MiB");

  /* 64 levels are allowed (they fail later, as a game), 65 are not. */
  for (int i = 0; i < 65; i++)
    g_string_append_c (deep, '[');
  for (int i = 0; i < 65; i++)
    g_string_append_c (deep, ']');
  assert_refused (deep->str, deep->len, WG_FILE_ERROR_SYNTAX, "deeper than 64 levels");
  assert_refused (deep->str + 1, deep->len - 2, WG_FILE_ERROR_INVALID,
                  "a game file is a JSON object");
}

/* `validate` lists every problem, in document order. */
static void
test_validate_lists_all (void)
{
  json_object *root = wg_test_json_load ("game-full.json");
  g_autoptr (GPtrArray) problems = NULL;
  const char *text;

  wg_test_json_change (root, "board.hexes[2].type", "\"lava\"");
  wg_test_json_change (root, "players[0].ships_total", "20");
  wg_test_json_change (root, "turn.turn", "0");
  text = json_object_to_json_string (root);
  problems = wg_game_validate_data (text, strlen (text));
  wg_test_dump_problems (problems);
  /* The bad board also stops the location checks of pieces: three. */
  g_assert_cmpuint (problems->len, ==, 3);
  g_assert_cmpstr (((WgProblem *) g_ptr_array_index (problems, 0))->path, ==,
                   "board.hexes[2].type");
  g_assert_cmpstr (((WgProblem *) g_ptr_array_index (problems, 1))->path, ==,
                   "players[0].ships_total");
  g_assert_cmpstr (((WgProblem *) g_ptr_array_index (problems, 2))->path, ==, "turn.turn");
  json_object_put (root);
}

/* What the complete fixture holds, read back field by field. */
static void
assert_full_game (const WgGame *game)
{
  const WgPlayer     *blue = &game->players[0];
  const WgTechnology *tech;
  const WgTactic     *tactic;

  g_assert_cmpstr (wg_game_get_name (game), ==, "Every key of the format");
  g_assert_cmpstr (wg_board_get_name (game->board), ==, "Every key of the format");
  g_assert_cmpuint (game->n_players, ==, 2);
  g_assert_cmpstr (blue->name, ==, "Aiko");
  g_assert_cmpstr (blue->faction, ==, "roguu-conglomerate");
  g_assert_cmpint (blue->side, ==, 'A');
  g_assert_cmpint (blue->ships_total, ==, 11);
  g_assert_cmpint (blue->markers_total, ==, 10);
  g_assert_cmpint (blue->trade_goods_unspent, ==, 1);
  g_assert_cmpint (blue->trade_goods_spent, ==, 2);
  g_assert_cmpint (blue->exploration_tokens, ==, 2);
  g_assert_true (blue->actions_tracked);
  g_assert_cmpint (blue->action_deck, ==, 5);
  g_assert_cmpint (blue->action_hand, ==, 3);
  g_assert_cmpint (blue->action_played, ==, 1);
  g_assert_cmpint (blue->action_discard, ==, 2);
  g_assert_false (game->players[1].actions_tracked);
  g_assert_cmpuint (blue->technologies->len, ==, 3);
  tech = &g_array_index (blue->technologies, WgTechnology, 0);
  g_assert_cmpstr (tech->name, ==, "Alien Imports");
  g_assert_cmpint (tech->vp.rule, ==, WG_VP_FIXED);
  g_assert_cmpint (tech->vp.value, ==, 2);
  tech = &g_array_index (blue->technologies, WgTechnology, 2);
  g_assert_cmpint (tech->vp.rule, ==, WG_VP_PER_TRADE_GOOD);
  g_assert_cmpint (tech->vp.value, ==, 1);
  g_assert_cmpint (g_array_index (blue->objectives, WgObjective, 0).status, ==,
                   WG_OBJECTIVE_COMPLETED);
  g_assert_cmpstr (g_array_index (blue->objectives, WgObjective, 0).name, ==, "Dune Sea");
  tactic = &g_array_index (blue->tactics, WgTactic, 2);
  g_assert_cmpstr (tactic->card, ==, "all-or-nothing");
  g_assert_false (tactic->has_kind);
  g_assert_cmpint (tactic->multiplier, ==, WG_MULTIPLIER_UNKNOWN);
  tactic = &g_array_index (blue->tactics, WgTactic, 4);
  g_assert_cmpint (tactic->kind, ==, WG_TACTIC_ADVANCED);
  g_assert_cmpint (tactic->multiplier, ==, 0);

  g_assert_true (game->players[1].ai);
  g_assert_cmpint (game->ai.player, ==, 1);
  g_assert_cmpint (wg_game_ships_at (game, wg_test_cell (game, "O1"), 1), ==, 4);
  g_assert_cmpint (wg_game_ships_on_board (game, 0), ==, 5);
  g_assert_cmpint (wg_game_supply (game, 0), ==, 6);
  g_assert_cmpint (wg_game_markers_on_board (game, 0), ==, 2);
  g_assert_true (wg_game_has_enemy_ships (game, wg_test_cell (game, "O1"), 0));
  g_assert_false (wg_game_has_enemy_ships (game, wg_test_cell (game, "O1"), 1));
  g_assert_cmpint (game->stacks[wg_test_cell (game, "V1")].marker_side, ==, WG_MARKER_COLONY);
  g_assert_cmpint (game->drones[0], ==, wg_test_cell (game, "J1"));
  g_assert_cmpint (game->drones[1], ==, -1);

  g_assert_cmpint (game->trade_goods, ==, 5);
  g_assert_true (game->technology_deck.known);
  g_assert_cmpuint (wg_deck_size (&game->technology_deck), ==, 2);
  g_assert_cmpint (g_array_index (game->technology_deck.cards, WgTechnology, 1).vp.value, ==, 3);
  g_assert_false (game->objective_deck.known);
  g_assert_cmpuint (wg_deck_size (&game->objective_deck), ==, 7);
  g_assert_cmpint (g_array_index (game->objectives, WgPlanetType, 1), ==, WG_PLANET_OCEANIC);
  g_assert_cmpuint (wg_deck_size (&game->promotion_deck), ==, 12);
  g_assert_cmpstr (g_array_index (game->promotion_discard, WgTactic, 0).name, ==, "Sol Olo");

  g_assert_cmpint (game->round, ==, 3);
  g_assert_cmpint (game->turn, ==, 2);
  g_assert_cmpint (game->first_player, ==, 0);
  g_assert_cmpint (game->active, ==, 1);
  g_assert_true (game->final_round);
  g_assert_true (game->game_over);
  g_assert_cmpuint (game->ai.deck->len, ==, 3);
  g_assert_cmpint (g_array_index (game->ai.deck, WgAiCard, 0).type, ==, WG_PLANET_DESERT);
  g_assert_cmpint (g_array_index (game->ai.deck, WgAiCard, 2).kind, ==, WG_AI_CARD_ACTION);
  g_assert_cmpuint (game->ai.discard->len, ==, 2);
  g_assert_cmpuint (game->ai.played->len, ==, 1);
  g_assert_cmpuint (game->ai.tactics_deck->len, ==, 1);
  g_assert_cmpuint (game->ai.tactics_discard->len, ==, 1);
  g_assert_false (game->warpgates_block);
}

static void
test_full_game_loads (void)
{
  g_autoptr (WgGame) game = wg_test_load_game ("game-full.json");
  g_autoptr (WgGame) copy = wg_game_copy (game);

  assert_full_game (game);
  assert_full_game (copy);
}

/* load → save → load is lossless: the second save is the first, and the
 * game read back holds the same values. */
static void
assert_round_trip (WgGame *game)
{
  g_autofree char *once = wg_game_to_data (game, NULL);
  g_autoptr (GError) error = NULL;
  g_autoptr (WgGame) again = wg_game_load_from_data (once, strlen (once), &error);
  g_autofree char *twice = NULL;

  g_assert_no_error (error);
  twice = wg_game_to_data (again, NULL);
  g_assert_cmpstr (once, ==, twice);
}

static void
test_round_trip (void)
{
  static const char *const fixtures[] = { "game-full.json", "range-rulebook.json",
                                          "range-warpgates-open.json", "withdraw-ai-tie.json" };

  for (guint i = 0; i < G_N_ELEMENTS (fixtures); i++)
    {
      g_autoptr (WgGame) game = wg_test_load_game (fixtures[i]);

      assert_round_trip (game);
    }
}

/* The game's name is the board's name: 64 characters are held (counted as
 * characters, not bytes: 64 × "火" is 192 bytes) and saved as board.name,
 * never as a top-level "name"; a board without a name saves none. */
static void
test_game_name (void)
{
  json_object *root = wg_test_json_load ("game-full.json");
  g_autoptr (GString) long_name = g_string_new (NULL);
  g_autoptr (GError) error = NULL;
  g_autoptr (WgGame) named = NULL;
  g_autoptr (WgGame) plain = wg_test_load_game ("range-rulebook.json");
  g_autofree char *plain_data = wg_game_to_data (plain, NULL);
  g_autofree char *named_data = NULL;
  const char      *text;

  for (guint i = 0; i < 64; i++)
    g_string_append (long_name, "火");
  json_object_object_add (json_object_object_get (root, "board"), "name",
                          json_object_new_string (long_name->str));
  text = json_object_to_json_string (root);
  named = wg_game_load_from_data (text, strlen (text), &error);
  g_assert_no_error (error);
  g_assert_cmpstr (wg_game_get_name (named), ==, long_name->str);
  named_data = wg_game_to_data (named, NULL);
  g_assert_nonnull (strstr (named_data, long_name->str));
  g_assert_null (strstr (named_data, "\n  \"name\""));
  json_object_put (root);

  /* Renaming gives the game a renamed board and saves it there. */
  wg_game_set_name (named, "Friday solo");
  g_clear_pointer (&named_data, g_free);
  named_data = wg_game_to_data (named, NULL);
  g_assert_nonnull (strstr (named_data, "\"board\": {\n    \"name\": \"Friday solo\""));
  g_assert_null (strstr (named_data, "\n  \"name\""));

  /* No name: the board is written without one. */
  g_assert_cmpstr (wg_game_get_name (plain), ==, "Range examples (rulebook p.4)");
  wg_game_set_name (plain, NULL);
  g_assert_null (wg_game_get_name (plain));
  g_clear_pointer (&plain_data, g_free);
  plain_data = wg_game_to_data (plain, NULL);
  g_assert_nonnull (strstr (plain_data, "\"board\": {\n    \"hexes\""));

  g_assert_true (wg_game_name_is_valid ("A"));
  g_assert_true (wg_game_name_is_valid (" Solo game 2026-11-25 "));
  g_assert_false (wg_game_name_is_valid (NULL));
  g_assert_false (wg_game_name_is_valid (""));
  g_assert_false (wg_game_name_is_valid (" \u3000 "));
  g_assert_false (wg_game_name_is_valid ("a\x7f"));
  g_assert_false (wg_game_name_is_valid ("a\xc2\x85"
                                         "b")); /* U+0085, a C1 control */
  g_assert_false (wg_game_name_is_valid ("\xff"));
}

static void
test_round_trip_values (void)
{
  g_autoptr (WgGame) game = wg_test_load_game ("game-full.json");
  g_autofree char *data = wg_game_to_data (game, NULL);
  g_autoptr (GError) error = NULL;
  g_autoptr (WgGame) again = wg_game_load_from_data (data, strlen (data), &error);
  /* Top-level keys: indented by two spaces. */
  static const char *const order[] = { "\n  \"format\"", "\n  \"version\"", "\n  \"board\"",
                                       "\n  \"players\"", "\n  \"pieces\"", "\n  \"pools\"",
                                       "\n  \"turn\"", "\n  \"ai\"", "\n  \"house_rules\"" };
  const char              *last = data;

  g_assert_no_error (error);
  assert_full_game (again);
  /* Keys in the order of docs/game-format.md. */
  for (guint i = 0; i < G_N_ELEMENTS (order); i++)
    {
      const char *at = strstr (data, order[i]);

      g_assert_nonnull (at);
      g_assert_true (at > last || i == 0);
      last = at;
    }
}

/* turn.acted (docs/game-format.md, one action a turn): read, written only
 * when true, and read back. */
static void
test_acted (void)
{
  g_autoptr (WgGame) game = wg_test_load_game ("game-full.json");
  g_autofree char *plain = NULL, *data = NULL;
  g_autoptr (WgGame) again = NULL;
  g_autoptr (GError) error = NULL;

  g_assert_false (game->acted);
  plain = wg_game_to_data (game, NULL);
  g_assert_null (strstr (plain, "\"acted\""));
  game->acted = TRUE;
  data = wg_game_to_data (game, NULL);
  g_assert_nonnull (strstr (data, "\"acted\": true"));
  again = wg_game_load_from_data (data, strlen (data), &error);
  g_assert_no_error (error);
  g_assert_true (again->acted);
}

/* The sample games the app ships load and round-trip too. */
static void
test_sample_games (void)
{
  static const char *const samples[] = { "sample-solo.json", "sample-4p.json" };

  for (guint i = 0; i < G_N_ELEMENTS (samples); i++)
    {
      g_autofree char *path = g_test_build_filename (G_TEST_DIST, "..", "data", "games",
                                                     samples[i], NULL);
      g_autoptr (GError) error = NULL;
      g_autoptr (WgGame) game = wg_game_load_from_file (path, &error);

      g_assert_no_error (error);
      g_assert_cmpuint (wg_board_get_n_cells (game->board), >=, 100);
      g_assert_nonnull (strstr (wg_board_get_name (game->board), "illustrative"));
      assert_round_trip (game);
    }
}

/* Saving replaces the file whole; reading a missing file is an I/O error,
 * a directory is not a game. */
static void
test_save_and_files (void)
{
  g_autoptr (WgGame) game = wg_test_load_game ("game-full.json");
  g_autoptr (GError) error = NULL;
  g_autofree char *dir = g_dir_make_tmp ("wg-test-XXXXXX", &error);
  g_autofree char *path = g_build_filename (dir, "game.json", NULL);
  WgGame          *loaded;

  g_assert_no_error (error);
  g_assert_true (g_file_set_contents (path, "old contents", -1, NULL));
  g_assert_true (wg_game_save_to_file (game, path, &error));
  g_assert_no_error (error);
  loaded = wg_game_load_from_file (path, &error);
  g_assert_no_error (error);
  assert_full_game (loaded);
  wg_game_free (loaded);

  g_assert_null (wg_game_load_from_file (dir, &error));
  g_assert_error (error, G_FILE_ERROR, G_FILE_ERROR_INVAL);
  g_clear_error (&error);
  g_assert_cmpint (g_remove (path), ==, 0);
  g_assert_null (wg_game_load_from_file (path, &error));
  g_assert_error (error, G_FILE_ERROR, G_FILE_ERROR_NOENT);
  g_assert_cmpint (g_rmdir (dir), ==, 0);
}

/* wg_json_read_file's buffer starts at the size the file has and grows:
 * every size up to the limit is read whole, byte for byte (0, 1, one past
 * a doubling, the limit itself), and one byte over is refused. */
static void
test_read_file_sizes (void)
{
  const gsize      sizes[] = { 0, 1, 4097, 100000, WG_JSON_MAX_SIZE, WG_JSON_MAX_SIZE + 1 };
  g_autofree char *dir = g_dir_make_tmp ("wg-test-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "sized.json", NULL);
  g_autofree char *data = g_malloc (WG_JSON_MAX_SIZE + 1);

  for (gsize i = 0; i < WG_JSON_MAX_SIZE + 1; i++)
    data[i] = (char) ('a' + i % 26);
  for (guint i = 0; i < G_N_ELEMENTS (sizes); i++)
    {
      g_autoptr (GError) error = NULL;
      g_autofree char *read = NULL;
      gsize            length = 0;

      g_assert_true (g_file_set_contents (path, data, (gssize) sizes[i], NULL));
      read = wg_json_read_file (path, &length, &error);
      if (sizes[i] > WG_JSON_MAX_SIZE)
        {
          g_assert_null (read);
          g_assert_error (error, WG_FILE_ERROR, WG_FILE_ERROR_TOO_LARGE);
          continue;
        }
      g_assert_no_error (error);
      g_assert_cmpuint (length, ==, sizes[i]);
      g_assert_cmpint (read[length], ==, '\0');
      g_assert_true (memcmp (read, data, length) == 0);
    }
  g_assert_cmpint (g_remove (path), ==, 0);
  g_assert_cmpint (g_rmdir (dir), ==, 0);
}

static char *
read_text (const char *path)
{
  g_autoptr (GError) error = NULL;
  char *text = NULL;

  g_assert_true (g_file_get_contents (path, &text, NULL, &error));
  g_assert_no_error (error);
  return text;
}

/* Saving with a backup keeps the file it replaces as NAME~ (the previous
 * save, not the first one); a new file has no backup; a backup that cannot
 * be made stops the save and leaves the file alone. */
static void
test_save_with_backup (void)
{
  g_autoptr (WgGame) game = wg_test_load_game ("game-full.json");
  g_autoptr (WgGame) other = wg_test_load_game ("range-rulebook.json");
  g_autoptr (GError) error = NULL;
  g_autofree char *dir = g_dir_make_tmp ("wg-test-XXXXXX", &error);
  g_autofree char *path = g_build_filename (dir, "game.json", NULL);
  g_autofree char *backup = g_strconcat (path, "~", NULL);
  g_autofree char *first = wg_game_to_data (game, NULL);
  g_autofree char *second = wg_game_to_data (other, NULL);
  g_autofree char *text = NULL;

  g_assert_no_error (error);
  g_assert_true (wg_game_save_to_file_with_backup (game, path, &error));
  g_assert_no_error (error);
  g_assert_false (g_file_test (backup, G_FILE_TEST_EXISTS));

  g_assert_true (wg_game_save_to_file_with_backup (other, path, &error));
  g_assert_no_error (error);
  text = read_text (backup);
  g_assert_cmpstr (text, ==, first);
  g_clear_pointer (&text, g_free);
  text = read_text (path);
  g_assert_cmpstr (text, ==, second);
  g_clear_pointer (&text, g_free);

  g_assert_true (wg_game_save_to_file_with_backup (game, path, &error));
  g_assert_no_error (error);
  text = read_text (backup);
  g_assert_cmpstr (text, ==, second);
  g_clear_pointer (&text, g_free);
  text = read_text (path);
  g_assert_cmpstr (text, ==, first);
  g_clear_pointer (&text, g_free);

  /* A folder where the backup should go: no backup, so no save. */
  g_assert_cmpint (g_remove (backup), ==, 0);
  g_assert_cmpint (g_mkdir (backup, 0700), ==, 0);
  g_assert_false (wg_game_save_to_file_with_backup (other, path, &error));
  g_assert_error (error, G_FILE_ERROR, G_FILE_ERROR_ISDIR);
  g_assert_nonnull (strstr (error->message, "backup"));
  text = read_text (path);
  g_assert_cmpstr (text, ==, first);

  g_assert_cmpint (g_rmdir (backup), ==, 0);
  g_assert_cmpint (g_remove (path), ==, 0);
  g_assert_cmpint (g_rmdir (dir), ==, 0);
}

/* Defaults of optional keys: a minimal file. */
static void
test_defaults (void)
{
  static const char minimal[] =
    "{\"format\": \"warpgate-companion-game\", \"version\": 1,"
    " \"board\": {\"hexes\": [{\"q\": 0, \"r\": 0}]}, \"players\": [{\"color\": \"teal\"}]}";
  g_autoptr (GError) error = NULL;
  g_autoptr (WgGame) game = wg_game_load_from_data (minimal, strlen (minimal), &error);

  g_assert_no_error (error);
  g_assert_cmpint (game->players[0].ships_total, ==, 12);
  g_assert_cmpint (game->players[0].markers_total, ==, 12);
  g_assert_false (game->players[0].ai);
  g_assert_cmpint (game->round, ==, 1);
  g_assert_cmpint (game->turn, ==, 1);
  g_assert_cmpint (game->first_player, ==, 0);
  g_assert_cmpint (game->active, ==, 0);
  g_assert_true (game->warpgates_block);
  g_assert_cmpint (game->ai.player, ==, WG_NO_PLAYER);
  g_assert_cmpuint (wg_deck_size (&game->technology_deck), ==, 0);
  g_assert_null (wg_board_get_name (game->board));
  g_assert_cmpint (game->drones[0], ==, -1);
  g_assert_false (game->players[0].actions_tracked);
  g_assert_false (game->final_round);
  g_assert_false (game->game_over);
}

/* The extensions (docs/game-format.md, "The app's extensions"): written after
 * the keys they follow, and only when used, so plain files stay plain. */
static void
test_extensions (void)
{
  static const char plain[] =
    "{\"format\": \"warpgate-companion-game\", \"version\": 1,"
    " \"board\": {\"hexes\": [{\"q\": 0, \"r\": 0}]}, \"players\": [{\"color\": \"teal\"}],"
    " \"turn\": {\"round\": 2}}";
  static const char empty_cards[] =
    "{\"format\": \"warpgate-companion-game\", \"version\": 1,"
    " \"board\": {\"hexes\": [{\"q\": 0, \"r\": 0}]},"
    " \"players\": [{\"color\": \"teal\", \"action_cards\": {}}]}";
  g_autoptr (WgGame) full = wg_test_load_game ("game-full.json");
  g_autofree char *full_data = wg_game_to_data (full, NULL);
  g_autoptr (GError) error = NULL;
  g_autoptr (WgGame) game = wg_game_load_from_data (plain, strlen (plain), &error);
  g_autofree char *plain_data = NULL;
  g_autoptr (WgGame) tracked = NULL;
  g_autofree char *tracked_data = NULL;

  g_assert_no_error (error);
  g_assert_true (strstr (full_data, "\"exploration_tokens\"")
                 < strstr (full_data, "\"action_cards\""));
  g_assert_nonnull (strstr (full_data, "\"played\": 1"));
  g_assert_true (strstr (full_data, "\"active\"") < strstr (full_data, "\"final_round\": true"));
  g_assert_true (strstr (full_data, "\"final_round\"") < strstr (full_data, "\"game_over\": true"));

  plain_data = wg_game_to_data (game, NULL);
  g_assert_null (strstr (plain_data, "action_cards"));
  g_assert_null (strstr (plain_data, "final_round"));
  g_assert_null (strstr (plain_data, "game_over"));

  /* An empty object still says "tracked": every count 0, all written. */
  tracked = wg_game_load_from_data (empty_cards, strlen (empty_cards), &error);
  g_assert_no_error (error);
  g_assert_true (tracked->players[0].actions_tracked);
  g_assert_cmpint (tracked->players[0].action_deck, ==, 0);
  tracked_data = wg_game_to_data (tracked, NULL);
  g_assert_nonnull (strstr (tracked_data, "\"action_cards\": { \"deck\": 0, \"hand\": 0, "
                                          "\"played\": 0, \"discard\": 0 }"));
  assert_round_trip (tracked);
}

static guint
file_mode (const char *path)
{
  GStatBuf st;

  g_assert_cmpint (g_stat (path, &st), ==, 0);
  return st.st_mode & 07777;
}

/* Saving as GNOME's editors do (wg_json_write_file): through a symbolic
 * link the file it names is replaced and the link stays, its backup is
 * the named file's old text beside it; a 0600 file stays 0600 and a 0640
 * one 0640 whatever the umask; a FIFO is refused, both ways, without
 * waiting for a writer, and stays a FIFO. */
static void
test_save_through_links (void)
{
  g_autoptr (WgGame) game = wg_test_load_game ("game-full.json");
  g_autoptr (WgGame) other = wg_test_load_game ("range-rulebook.json");
  g_autoptr (GError) error = NULL;
  g_autofree char *dir = g_dir_make_tmp ("wg-test-XXXXXX", &error);
  g_autofree char *real = g_build_filename (dir, "real.json", NULL);
  g_autofree char *real_backup = g_strconcat (real, "~", NULL);
  g_autofree char *link_path = g_build_filename (dir, "link.json", NULL);
  g_autofree char *link_backup = g_strconcat (link_path, "~", NULL);
  g_autofree char *fifo = g_build_filename (dir, "fifo.json", NULL);
  g_autofree char *first = wg_game_to_data (game, NULL);
  g_autofree char *second = wg_game_to_data (other, NULL);
  g_autofree char *text = NULL;
  g_autofree char *points_to = NULL;
  WgGame          *loaded;
  mode_t           old_umask;

  g_assert_no_error (error);
  g_assert_true (wg_game_save_to_file (game, real, &error));
  g_assert_no_error (error);
  g_assert_cmpint (g_chmod (real, 0600), ==, 0);
  g_assert_cmpint (symlink ("real.json", link_path), ==, 0);

  g_assert_true (wg_game_save_to_file_with_backup (other, link_path, &error));
  g_assert_no_error (error);
  g_assert_true (g_file_test (link_path, G_FILE_TEST_IS_SYMLINK));
  points_to = g_file_read_link (link_path, NULL);
  g_assert_cmpstr (points_to, ==, "real.json");
  text = read_text (real);
  g_assert_cmpstr (text, ==, second);
  g_clear_pointer (&text, g_free);
  text = read_text (real_backup);
  g_assert_cmpstr (text, ==, first);
  g_clear_pointer (&text, g_free);
  g_assert_false (g_file_test (link_backup, G_FILE_TEST_EXISTS));
  g_assert_cmpuint (file_mode (real), ==, 0600);

  /* Wider than the umask lets a new file be: kept all the same. */
  old_umask = umask (022);
  g_assert_cmpint (g_chmod (real, 0664), ==, 0);
  g_assert_true (wg_game_save_to_file (game, link_path, &error));
  umask (old_umask);
  g_assert_no_error (error);
  g_assert_cmpuint (file_mode (real), ==, 0664);
  g_assert_true (g_file_test (link_path, G_FILE_TEST_IS_SYMLINK));

  /* A killed save's temporary file is removed by the next save of that
   * file; a name the app does not make is left alone; nothing is left of
   * the save itself. */
  {
    g_autofree char *leftover = g_build_filename (dir, ".real.json.wg-save-AB12CD", NULL);
    g_autofree char *theirs = g_build_filename (dir, "real.json.XYZ123", NULL);
    g_autoptr (GDir) listing = NULL;
    const char *name;
    guint       n = 0;

    g_assert_true (g_file_set_contents (leftover, "half a game", -1, NULL));
    g_assert_true (g_file_set_contents (theirs, "kept", -1, NULL));
    g_assert_true (wg_game_save_to_file (other, link_path, &error));
    g_assert_no_error (error);
    g_assert_false (g_file_test (leftover, G_FILE_TEST_EXISTS));
    g_assert_true (g_file_test (theirs, G_FILE_TEST_EXISTS));
    g_assert_cmpint (g_remove (theirs), ==, 0);
    listing = g_dir_open (dir, 0, &error);
    g_assert_no_error (error);
    while ((name = g_dir_read_name (listing)) != NULL)
      {
        g_assert_false (strstr (name, ".wg-save-") != NULL);
        n++;
      }
    g_assert_cmpuint (n, ==, 3); /* real.json, real.json~, link.json */
  }

  /* A FIFO: nothing writes to it, so an open that waited would hang. */
  g_assert_cmpint (mkfifo (fifo, 0600), ==, 0);
  loaded = wg_game_load_from_file (fifo, &error);
  g_assert_null (loaded);
  g_assert_error (error, G_FILE_ERROR, G_FILE_ERROR_INVAL);
  g_assert_nonnull (strstr (error->message, "not a regular file"));
  g_clear_error (&error);
  g_assert_false (wg_game_save_to_file (game, fifo, &error));
  g_assert_error (error, G_FILE_ERROR, G_FILE_ERROR_INVAL);
  g_clear_error (&error);
  g_assert_true (g_file_test (fifo, G_FILE_TEST_EXISTS));
  g_assert_false (g_file_test (fifo, G_FILE_TEST_IS_REGULAR));

  g_assert_cmpint (g_remove (fifo), ==, 0);
  g_assert_cmpint (g_remove (link_path), ==, 0);
  g_assert_cmpint (g_remove (real_backup), ==, 0);
  g_assert_cmpint (g_remove (real), ==, 0);
  g_assert_cmpint (g_rmdir (dir), ==, 0);
}

/* The app's Save (with its NAME~ backup) of a loop of symbolic links is
 * refused as a loop, before anything is done: the links stay links, and
 * no backup is made of either. */
static void
test_save_link_loop (void)
{
  g_autoptr (WgGame) game = wg_test_load_game ("game-full.json");
  g_autoptr (GError) error = NULL;
  g_autofree char *dir = g_dir_make_tmp ("wg-test-XXXXXX", &error);
  g_autofree char *a = g_build_filename (dir, "a.json", NULL);
  g_autofree char *b = g_build_filename (dir, "b.json", NULL);
  g_autofree char *a_backup = g_strconcat (a, "~", NULL);
  g_autofree char *b_backup = g_strconcat (b, "~", NULL);

  g_assert_no_error (error);
  g_assert_cmpint (symlink ("b.json", a), ==, 0);
  g_assert_cmpint (symlink ("a.json", b), ==, 0);
  g_assert_false (wg_game_save_to_file_with_backup (game, a, &error));
  g_assert_error (error, G_FILE_ERROR, G_FILE_ERROR_LOOP);
  g_assert_nonnull (strstr (error->message, "loop"));
  g_assert_true (g_file_test (a, G_FILE_TEST_IS_SYMLINK));
  g_assert_true (g_file_test (b, G_FILE_TEST_IS_SYMLINK));
  g_assert_false (g_file_test (a_backup, G_FILE_TEST_IS_SYMLINK));
  g_assert_false (g_file_test (b_backup, G_FILE_TEST_IS_SYMLINK));

  g_assert_cmpint (g_remove (a), ==, 0);
  g_assert_cmpint (g_remove (b), ==, 0);
  g_assert_cmpint (g_rmdir (dir), ==, 0);
}

/* A game as a resource:// location, NAME padded with spaces to @size
 * bytes: a GFile that is not native, as a GVfs or portal location is. The
 * bundle is compiled here by glib-compile-resources (which the build uses
 * for the core's own resources) and registered. */
static GResource *
resource_with (const char *dir,
               const char *name,
               gsize       size)
{
  g_autoptr (GError) error = NULL;
  g_autofree char *source = g_test_build_filename (G_TEST_DIST, "data", "game-full.json", NULL);
  g_autofree char *text = NULL;
  g_autofree char *padded = NULL;
  g_autofree char *file = g_build_filename (dir, name, NULL);
  g_autofree char *xml_path = g_build_filename (dir, "test.gresource.xml", NULL);
  g_autofree char *xml = g_strdup_printf ("<gresources><gresource prefix=\"/wg/test\">"
                                          "<file>%s</file></gresource></gresources>",
                                          name);
  g_autofree char *target = g_build_filename (dir, "test.gresource", NULL);
  g_autofree char *target_arg = g_strconcat ("--target=", target, NULL);
  g_autofree char *dir_arg = g_strconcat ("--sourcedir=", dir, NULL);
  const char      *argv[] = { "glib-compile-resources", target_arg, dir_arg, xml_path, NULL };
  gsize            length;
  int              status;

  g_assert_true (g_file_get_contents (source, &text, &length, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (length, <, size);
  padded = g_malloc (size);
  memcpy (padded, text, length);
  memset (padded + length, ' ', size - length);
  g_assert_true (g_file_set_contents (file, padded, (gssize) size, &error));
  g_assert_true (g_file_set_contents (xml_path, xml, -1, &error));
  g_assert_true (g_spawn_sync (NULL, (char **) argv, NULL, G_SPAWN_SEARCH_PATH, NULL, NULL, NULL,
                               NULL, &status, &error));
  g_assert_no_error (error);
  g_assert_true (g_spawn_check_wait_status (status, &error));
  g_assert_no_error (error);
  g_unlink (file);
  g_unlink (xml_path);
  {
    GResource *resource = g_resource_load (target, &error);

    g_assert_no_error (error);
    g_unlink (target);
    g_resources_register (resource);
    return resource;
  }
}

/* Issue 21: a file from a location that is not local (GVfs, a portal; here
 * resource://) is read with the same 4 MiB limit as a local one: exactly
 * 4 MiB (4,194,304 bytes: game-full.json and spaces) is read and loads;
 * one byte more is refused by the reader itself, naming the location, not
 * read whole and left to the parser (whose message names no file). */
static void
test_gfile_limit (void)
{
  g_autoptr (GError) error = NULL;
  g_autofree char *dir = g_dir_make_tmp ("wg-gfile-XXXXXX", &error);
  GResource       *at_limit = resource_with (dir, "at-limit.json", WG_JSON_MAX_SIZE);
  GResource       *over = resource_with (dir, "over.json", WG_JSON_MAX_SIZE + 1);
  g_autoptr (GFile) at_limit_file = g_file_new_for_uri ("resource:///wg/test/at-limit.json");
  g_autoptr (GFile) over_file = g_file_new_for_uri ("resource:///wg/test/over.json");
  g_autofree char *data = NULL;
  g_autoptr (WgGame) game = NULL;
  gsize length = 0;

  g_assert_false (g_file_is_native (at_limit_file));
  data = wg_json_read_gfile (at_limit_file, &length, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (length, ==, WG_JSON_MAX_SIZE);
  game = wg_game_load_from_data (data, length, &error);
  g_assert_no_error (error);
  g_assert_nonnull (game);
  g_clear_pointer (&data, g_free);

  data = wg_json_read_gfile (over_file, &length, &error);
  g_assert_null (data);
  g_assert_error (error, WG_FILE_ERROR, WG_FILE_ERROR_TOO_LARGE);
  g_assert_cmpstr (error->message, ==, "resource:///wg/test/over.json is larger than 4 MiB");
  g_clear_error (&error);

  /* A local file goes through the same reader (its path). */
  {
    g_autofree char *path = g_test_build_filename (G_TEST_DIST, "data", "game-full.json", NULL);
    g_autoptr (GFile) local = g_file_new_for_path (path);
    g_autofree char *expected = NULL;
    gsize            expected_length;

    g_assert_true (g_file_get_contents (path, &expected, &expected_length, NULL));
    data = wg_json_read_gfile (local, &length, &error);
    g_assert_no_error (error);
    g_assert_cmpuint (length, ==, expected_length);
    g_assert_cmpmem (data, length, expected, expected_length);
  }

  g_resources_unregister (at_limit);
  g_resources_unregister (over);
  g_resource_unref (at_limit);
  g_resource_unref (over);
  g_assert_cmpint (g_rmdir (dir), ==, 0);
}

int
main (int argc, char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  for (guint i = 0; i < G_N_ELEMENTS (refusals); i++)
    {
      g_autofree char *name = g_strdup_printf ("/wg/game-json/refuse/%s", refusals[i].name);

      g_test_add_data_func (name, &refusals[i], test_refusal);
    }
  g_test_add_func ("/wg/game-json/refuse/document", test_document_refusals);
  g_test_add_func ("/wg/game-json/refuse/strict-json", test_strict_json);
  g_test_add_func ("/wg/game-json/validate-lists-all", test_validate_lists_all);
  g_test_add_func ("/wg/game-json/full-game", test_full_game_loads);
  g_test_add_func ("/wg/game-json/defaults", test_defaults);
  g_test_add_func ("/wg/game-json/extensions", test_extensions);
  g_test_add_func ("/wg/game-json/round-trip", test_round_trip);
  g_test_add_func ("/wg/game-json/round-trip-values", test_round_trip_values);
  g_test_add_func ("/wg/game-json/name", test_game_name);
  g_test_add_func ("/wg/game-json/acted", test_acted);
  g_test_add_func ("/wg/game-json/sample-games", test_sample_games);
  g_test_add_func ("/wg/game-json/save-and-files", test_save_and_files);
  g_test_add_func ("/wg/game-json/save-with-backup", test_save_with_backup);
  g_test_add_func ("/wg/game-json/save-through-links", test_save_through_links);
  g_test_add_func ("/wg/game-json/save-link-loop", test_save_link_loop);
  g_test_add_func ("/wg/game-json/gfile-limit", test_gfile_limit);
  g_test_add_func ("/wg/game-json/read-file-sizes", test_read_file_sizes);
  return g_test_run ();
}
