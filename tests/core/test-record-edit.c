/* test-record-edit.c — the "edit" step: a hand edit as the JSON fields it changed
 * Copyright 2026 The Warpgate Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The tables are the sample games (see test-edit.c): data/games/
 * sample-4p.json (blue, red, green, yellow; 16 Trade Goods in the pool, no
 * player holding any) and sample-solo.json (blue against the Gatekeepers,
 * red). Every edit kind of wg-edit.h is recorded with wg_record_edit_args
 * and played back with wg_record_edit_play on the table before it: the
 * result is the table after it, byte for byte as the file writes it.
 */
#include "wg-edit.h"
#include "wg-record-edit.h"
#include "wg-record.h"
#include "wg-test-table.h"

#define BLUE 0
#define RED  1

/* The args from @before to @after replay to @after (as the file writes
 * it), and fit the record's bound; returns the args. */
static GStrv
assert_replays (const WgGame *before,
                const WgGame *after)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (WgGame) played = NULL;
  g_autofree char *want = wg_game_to_data (after, NULL);
  g_autofree char *got = NULL;
  GStrv            args = wg_record_edit_args (before, after);

  g_assert_nonnull (args);
  g_assert_cmpuint (g_strv_length (args), >, 0);
  g_assert_cmpuint (g_strv_length (args), <=, WG_RECORD_MAX_ARGS);
  played = wg_record_edit_play (before, (const char *const *) args, &error);
  g_assert_no_error (error);
  g_assert_nonnull (played);
  got = wg_game_to_data (played, NULL);
  g_assert_cmpstr (got, ==, want);
  return args;
}

/* An edit that wg-edit.h accepted: its result, its sentence dropped. */
static WgGame *
edited (WgGame  *next,
        char   **description,
        GError **error)
{
  g_assert_no_error (*error);
  g_assert_nonnull (next);
  g_clear_pointer (description, g_free);
  return next;
}

/* Checks one edit of @before; frees @after. */
static void
check_kind (const WgGame *before,
            WgGame       *after)
{
  g_auto (GStrv) args = assert_replays (before, after);

  wg_game_free (after);
}

/* Every kind of hand edit of wg-edit.h, recorded and played back. */
static void
test_every_kind (void)
{
  g_autoptr (WgGame) game = wg_test_load_sample ("sample-4p.json");
  g_autoptr (WgGame) solo = wg_test_load_sample ("sample-solo.json");
  g_autoptr (WgGame) goods = NULL;
  g_autofree char *d = NULL;
  GError          *e = NULL;
  int              d1 = wg_test_cell (game, "D1"), j3 = wg_test_cell (game, "J3");
  int              gate = wg_test_cell (game, "gate-blue");
  WgTechnology     imports = { (char *) "Alien Imports", WG_PLANET_DESERT, { WG_VP_FIXED, 2 } };
  WgObjective      desert = { WG_PLANET_DESERT, WG_OBJECTIVE_HELD, NULL };
  WgTactic         sol_olo = { (char *) "sol-olo", (char *) "Sol Olo", WG_TACTIC_HERO, TRUE, -1 };

  check_kind (game, edited (wg_edit_set_ships (game, d1, BLUE, 3, &d, &e), &d, &e));
  check_kind (game, edited (wg_edit_move_ships (game, BLUE, gate, d1, 2, &d, &e), &d, &e));
  check_kind (game, edited (wg_edit_move_ships (game, BLUE, gate, d1, 3, &d, &e), &d, &e));
  check_kind (game,
              edited (wg_edit_set_marker (game, j3, BLUE, WG_MARKER_OUTPOST, &d, &e), &d, &e));
  check_kind (game, edited (wg_edit_set_drone (game, BLUE, d1, &d, &e), &d, &e));
  check_kind (game, edited (wg_edit_set_drone (game, BLUE, -1, &d, &e), &d, &e));
  goods = edited (wg_edit_set_trade_goods (game, BLUE, 3, 1, &d, &e), &d, &e);
  check_kind (game, wg_game_copy (goods));
  check_kind (goods, edited (wg_edit_set_trade_goods (goods, BLUE, 0, 0, &d, &e), &d, &e));
  check_kind (game, edited (wg_edit_set_pool_trade_goods (game, 7, &d, &e), &d, &e));
  check_kind (game, edited (wg_edit_add_technology (game, BLUE, &imports, &d, &e), &d, &e));
  check_kind (game, edited (wg_edit_remove_technology (game, WG_NO_PLAYER, 0, &d, &e), &d, &e));
  check_kind (game, edited (wg_edit_add_objective (game, BLUE, &desert, &d, &e), &d, &e));
  check_kind (game, edited (wg_edit_set_objective_status (game, BLUE, 0, WG_OBJECTIVE_COMPLETED,
                                                          &d, &e),
                            &d, &e));
  check_kind (game, edited (wg_edit_remove_objective (game, BLUE, 0, &d, &e), &d, &e));
  check_kind (game, edited (wg_edit_add_tactic (game, BLUE, &sol_olo, &d, &e), &d, &e));
  check_kind (game, edited (wg_edit_remove_tactic (game, BLUE, 3, &d, &e), &d, &e));
  check_kind (game, edited (wg_edit_set_tactic_card (game, BLUE, 2, &sol_olo, &d, &e), &d, &e));
  check_kind (game, edited (wg_edit_set_tactic_multiplier (game, BLUE, 0, 7, &d, &e), &d, &e));
  check_kind (game, edited (wg_edit_set_tactic_multiplier (game, BLUE, 0, -1, &d, &e), &d, &e));
  check_kind (game,
              edited (wg_edit_set_deck_size (game, WG_POOL_DECK_PROMOTION, 9, &d, &e), &d, &e));
  check_kind (game, edited (wg_edit_set_turn (game, 2, 3, RED, BLUE, &d, &e), &d, &e));
  check_kind (game, edited (wg_edit_set_warpgates_block (game, FALSE, &d, &e), &d, &e));
  check_kind (game, edited (wg_edit_set_name (game, "Home / away ~ night", &d, &e), &d, &e));
  check_kind (game, edited (wg_edit_set_name (game, NULL, &d, &e), &d, &e));
  /* The Gatekeepers' own deck (the AI's part of the file). */
  check_kind (solo, edited (wg_edit_add_tactic (solo, RED, &sol_olo, &d, &e), &d, &e));
  check_kind (solo, edited (wg_edit_remove_tactic (solo, RED, 8, &d, &e), &d, &e));
}

static void
assert_args (GStrv              args,
             const char *const *expected)
{
  g_autofree char *got = g_strjoinv ("|", args);
  g_autofree char *want = g_strjoinv ("|", (GStrv) expected);

  g_assert_cmpstr (got, ==, want);
}

/* Diffs worked by hand from the file's JSON (data/games/sample-4p.json).
 *
 * Blue is given 3 unspent Trade Goods and 1 spent: players[0] had no
 * "trade_goods" member (none held is left out) and now has
 * {"unspent": 3, "spent": 1}, so the object gains a key: one --set of the
 * new member, its value compact. The turn (round 1, turn 1, blue first and
 * active) becomes round 2, turn 3, red first, blue active: "turn" is an
 * object on both sides, so it is diffed key by key, and the three keys
 * that changed are set in the file's order ("active" stays blue). Setting
 * blue's Trade Goods back to none removes the member again. */
static void
test_hand_worked (void)
{
  g_autoptr (WgGame) game = wg_test_load_sample ("sample-4p.json");
  g_autoptr (WgGame) goods = NULL, turn = NULL, none = NULL;
  g_auto (GStrv) goods_args = NULL, turn_args = NULL, none_args = NULL;
  g_autofree char         *d = NULL;
  GError                  *e = NULL;
  static const char *const want_goods[] = { "--set", "/players/0/trade_goods",
                                            "{\"unspent\":3,\"spent\":1}", NULL };
  static const char *const want_turn[] = { "--set", "/turn/round", "2", "--set", "/turn/turn",
                                           "3", "--set", "/turn/first_player", "\"red\"", NULL };
  static const char *const want_none[] = { "--remove", "/players/0/trade_goods", NULL };

  goods = edited (wg_edit_set_trade_goods (game, BLUE, 3, 1, &d, &e), &d, &e);
  goods_args = assert_replays (game, goods);
  assert_args (goods_args, want_goods);
  turn = edited (wg_edit_set_turn (game, 2, 3, RED, BLUE, &d, &e), &d, &e);
  turn_args = assert_replays (game, turn);
  assert_args (turn_args, want_turn);
  none = edited (wg_edit_set_trade_goods (goods, BLUE, 0, 0, &d, &e), &d, &e);
  none_args = assert_replays (goods, none);
  assert_args (none_args, want_none);
}

/* Bad args: refused, the arg at fault named, and the table left alone. */
static void
test_refused (void)
{
  g_autoptr (WgGame) game = wg_test_load_sample ("sample-4p.json");
  g_autofree char *was = wg_game_to_data (game, NULL);
  g_autofree char *is = NULL;
  static const struct
  {
    const char *args[8];
    const char *message;
  } cases[] = {
    { { "--set", "/turn/round", "2", "--put", "/turn/turn", "3" },
      "args[3]: “--set” or “--remove” is expected here" },
    { { "--set", "/turn/round" }, "args[0]: “--set” takes a JSON pointer and a JSON value" },
    { { "--remove" }, "args[0]: “--remove” takes a JSON pointer" },
    { { "--set", "turn/round", "2" },
      "args[1]: turn/round: not a JSON pointer (“/” before each key, “~0” for “~”, “~1” for "
      "“/”)" },
    { { "--set", "/turn/ro~2und", "2" },
      "args[1]: /turn/ro~2und: not a JSON pointer (“/” before each key, “~0” for “~”, “~1” for "
      "“/”)" },
    { { "--set", "/turn/round", "x" },
      "args[2]: the file is not valid JSON: unexpected character (line 1)" },
    { { "--set", "/players/7/name", "\"Ana\"" }, "args[1]: /players/7/name: “7” is not there" },
    { { "--set", "/players/7", "{}" },
      "args[1]: /players/7: the array has no element “7” (it has 4)" },
    { { "--set", "/players/01", "{}" },
      "args[1]: /players/01: the array has no element “01” (it has 4)" },
    { { "--remove", "/turn/clock" }, "args[1]: /turn/clock: “clock” is not there" },
    { { "--set", "/turn/round/x", "1" },
      "args[1]: /turn/round/x: what it points into is neither an object nor an array" },
    { { "--remove", "" }, "args[1]: : the whole table cannot be removed" },
    { { "--set", "/record", "{}" }, "args[1]: /record: the record is not part of the table" },
    { { "--set", "/turn/round", "2", "--set", "/turn/active", "\"purple\"" },
      "args[4]: /turn/active: turn.active: no player is purple" },
    { { "--set", "/turn/round", "\"2\"" },
      "args[1]: /turn/round: turn.round: expected an integer, found a string" },
    { { "--set", "/board/x~1y", "1" }, "args[1]: /board/x~1y: board.x/y: unknown key" },
    { { "--set", "/turn/round", "2", "--set", "/pieces/ships/0/count", "40" },
      "args[4]: /pieces/ships/0/count: pieces.ships[0].count: 40 exceeds the 12 ships blue owns" },
    { { "--set", "/turn/round", "2", "--set", "/pieces/drones/0/at", "\"gate-red\"" },
      "args[4]: /pieces/drones/0/at: pieces.drones[0].at: gate-red is another player’s warpgate "
      "(R-MOVE-3)" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr (GError) error = NULL;
      g_autoptr (WgGame) played = wg_record_edit_play (game, cases[i].args, &error);

      g_assert_null (played);
      g_assert_error (error, WG_FILE_ERROR, WG_FILE_ERROR_INVALID);
      g_assert_cmpstr (error->message, ==, cases[i].message);
    }
  is = wg_game_to_data (game, NULL);
  g_assert_cmpstr (is, ==, was);
}

/* More changes than a step holds: the deepest are set by their parent,
 * and the step still plays back to the table after. */
static void
test_many_changes (void)
{
  g_autoptr (WgGame) game = wg_test_load_sample ("sample-4p.json");
  g_autoptr (WgGame) after = wg_game_copy (game);
  g_auto (GStrv) args = NULL;
  g_autofree char *d = NULL;
  GError          *e = NULL;

  for (int p = 0; p < 4; p++)
    for (guint t = 0; t < 8; t++)
      {
        WgGame *next = edited (wg_edit_set_tactic_multiplier (after, p, t, (int) t, &d, &e), &d,
                               &e);

        wg_game_free (after);
        after = next;
      }
  args = assert_replays (game, after);
  /* 32 multipliers (96 args) no longer fit one by one. */
  g_assert_cmpuint (g_strv_length (args), <, 96);
  for (guint i = 0; args[i] != NULL; i += 3)
    {
      g_assert_cmpstr (args[i], ==, "--set");
      g_assert_true (g_str_has_prefix (args[i + 1], "/players/"));
    }
}

/* No change: no args, and no args play back to the same table. */
static void
test_no_change (void)
{
  g_autoptr (WgGame) game = wg_test_load_sample ("sample-4p.json");
  g_auto (GStrv) args = wg_record_edit_args (game, game);
  g_autoptr (GError) error = NULL;
  g_autoptr (WgGame) played = NULL;
  g_autofree char *was = wg_game_to_data (game, NULL);
  g_autofree char *is = NULL;

  g_assert_nonnull (args);
  g_assert_cmpuint (g_strv_length (args), ==, 0);
  played = wg_record_edit_play (game, (const char *const *) args, &error);
  g_assert_no_error (error);
  is = wg_game_to_data (played, NULL);
  g_assert_cmpstr (is, ==, was);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/wg/record-edit/every-kind", test_every_kind);
  g_test_add_func ("/wg/record-edit/hand-worked", test_hand_worked);
  g_test_add_func ("/wg/record-edit/refused", test_refused);
  g_test_add_func ("/wg/record-edit/many-changes", test_many_changes);
  g_test_add_func ("/wg/record-edit/no-change", test_no_change);
  return g_test_run ();
}
