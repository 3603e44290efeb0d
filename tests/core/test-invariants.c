/* test-invariants.c — every invariant of docs/game-format.md, broken one at a time in memory
 * Copyright 2026 The Warpgate Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The starting point is tests/data/game-full.json: blue (11 ships, 5 on the
 * board; 10 markers, 2 on the board; drone on J1; Action cards tracked) and
 * red, the AI (4 ships on O1, 1 on its Warpgate). (1, 0) is an empty hex.
 */
#include <string.h>

#include "wg-invariants.h"
#include "wg-test-util.h"

#define BLUE 0
#define RED  1

typedef struct
{
  const char *name;
  void (*breaks) (WgGame *game);
  const char *message; /* the whole message */
} Broken;

static int
cell (WgGame     *game,
      const char *id)
{
  return wg_test_cell (game, id);
}

static int
space_cell (WgGame *game)
{
  int c = wg_board_lookup (game->board, (WgHex) { 1, 0 });

  g_assert_cmpint (wg_board_get_cell (game->board, c)->kind, ==, WG_HEX_SPACE);
  return c;
}

/* Turn */
static void
round_zero (WgGame *g)
{
  g->round = 0;
}
static void
turn_five (WgGame *g)
{
  g->turn = 5;
}
static void
turn_zero (WgGame *g)
{
  g->turn = 0;
}
static void
first_player_missing (WgGame *g)
{
  g->first_player = 2;
}
static void
active_negative (WgGame *g)
{
  g->active = -1;
}

/* Players */
static void
ships_total_13 (WgGame *g)
{
  g->players[BLUE].ships_total = 13;
}
static void
markers_total_negative (WgGame *g)
{
  g->players[BLUE].markers_total = -1;
}
static void
trade_goods_negative (WgGame *g)
{
  g->players[BLUE].trade_goods_spent = -1;
}
static void
exploration_negative (WgGame *g)
{
  g->players[BLUE].exploration_tokens = -3;
}
static void
second_ai_flag (WgGame *g)
{
  g->players[BLUE].ai = TRUE;
}
static void
ai_flag_missing (WgGame *g)
{
  g->players[RED].ai = FALSE;
}
static void
played_five (WgGame *g)
{
  g->players[BLUE].action_played = 5;
}
static void
deck_negative (WgGame *g)
{
  g->players[BLUE].action_deck = -1;
}
static void
hand_too_large (WgGame *g)
{
  g->players[BLUE].action_hand = 100;
}
static void
discard_negative (WgGame *g)
{
  g->players[BLUE].action_discard = -2;
}
static void
ai_tactics_in_players (WgGame *g)
{
  WgTactic card = { 0 };

  card.kind = WG_TACTIC_HERO;
  card.card = g_strdup ("pitched-battle");
  g_array_append_val (g->players[RED].tactics, card);
}

/* Pools and the AI */
static void
pool_trade_goods_negative (WgGame *g)
{
  g->trade_goods = -1;
}
static void
ai_not_a_player (WgGame *g)
{
  g->ai.player = 4;
}

static void
ai_played_five (WgGame *g)
{
  WgAiCard card = { WG_AI_CARD_ACTION, WG_PLANET_DESERT };

  while (g->ai.played->len < 5)
    g_array_append_val (g->ai.played, card);
}

/* Ships */
static void
ships_without_owner (WgGame *g)
{
  g->stacks[cell (g, "A1")].ships = 3;
}

static void
owner_without_ships (WgGame *g)
{
  g->stacks[cell (g, "A1")].ship_owner = BLUE;
}

static void
owner_not_a_player (WgGame *g)
{
  g->stacks[cell (g, "A1")].ship_owner = 3;
  g->stacks[cell (g, "A1")].ships = 1;
}

static void
thirteen_ships (WgGame *g)
{
  g->players[RED].ships_total = 12;
  g->stacks[cell (g, "O1")].ships = 13;
}

static void
ships_in_space (WgGame *g)
{
  g->stacks[space_cell (g)].ship_owner = BLUE;
  g->stacks[space_cell (g)].ships = 1;
}

static void
ships_on_foreign_warpgate (WgGame *g)
{
  g->stacks[cell (g, "gate-red")].ship_owner = BLUE;
}

/* 3 at the Warpgate, 2 on D1, now 7 on A1: 12 of 11. */
static void
more_ships_than_owned (WgGame *g)
{
  g->stacks[cell (g, "A1")].ship_owner = BLUE;
  g->stacks[cell (g, "A1")].ships = 7;
}

/* Markers */
static void
marker_on_warpgate (WgGame *g)
{
  g->stacks[cell (g, "gate-blue")].marker_owner = BLUE;
}

static void
marker_owner_not_a_player (WgGame *g)
{
  g->stacks[cell (g, "A1")].marker_owner = 5;
}

static void
marker_side_unknown (WgGame *g)
{
  g->stacks[cell (g, "D1")].marker_side = 2;
}

static void
more_markers_than_owned (WgGame *g)
{
  g->players[BLUE].markers_total = 1;
}

/* Drones */
static void
drone_of_the_ai (WgGame *g)
{
  g->drones[RED] = cell (g, "A1");
}
static void
drone_in_space (WgGame *g)
{
  g->drones[BLUE] = space_cell (g);
}
static void
drone_off_board (WgGame *g)
{
  g->drones[BLUE] = 999;
}
static void
drone_on_foreign_warpgate (WgGame *g)
{
  g->drones[BLUE] = cell (g, "gate-red");
}

static const Broken cases[] = {
  { "round-zero", round_zero, "round 0: rounds are counted from 1" },
  { "turn-five", turn_five, "turn 5: the turn slots are 1–4" },
  { "turn-zero", turn_zero, "turn 0: the turn slots are 1–4" },
  { "first-player", first_player_missing, "the first player (2) is not one of the 2 players" },
  { "active", active_negative, "the active player (-1) is not one of the 2 players" },
  { "ships-total", ships_total_13, "blue owns 13 ships; a player owns 0–12" },
  { "markers-total", markers_total_negative, "blue owns -1 markers; a player owns 0–12" },
  { "trade-goods", trade_goods_negative,
    "blue has 1 unspent and -1 spent Trade Goods; neither can be negative" },
  { "exploration", exploration_negative, "blue has -3 Exploration tokens" },
  { "second-ai-flag", second_ai_flag,
    "blue is marked as the AI but the game’s AI is another player" },
  { "ai-flag-missing", ai_flag_missing, "red is the game’s AI but not marked as the AI" },
  { "ai-tactics-in-players", ai_tactics_in_players,
    "red is the AI: its Tactics cards are kept in the AI’s own deck" },
  { "action-played-five", played_five,
    "blue has 5 Action cards on the faction board; at most 4 can be there" },
  { "action-deck-negative", deck_negative, "blue has -1 Action cards in the deck" },
  { "action-hand-100", hand_too_large,
    "blue has 100 Action cards in hand; at most 99 can be there" },
  { "action-discard-negative", discard_negative, "blue has -2 Action cards in the discard" },
  { "pool-trade-goods", pool_trade_goods_negative,
    "-1 Trade Goods are available; the count cannot be negative" },
  { "ai-not-a-player", ai_not_a_player, "the AI (4) is not one of the 2 players" },
  { "ai-played-five", ai_played_five, "the AI has played 5 cards this round; it has 4 slots" },
  { "ships-without-owner", ships_without_owner, "A1 holds 3 ships that belong to no player" },
  { "owner-without-ships", owner_without_ships,
    "A1 holds 0 blue ships; a location holds 1–12 ships of its owner" },
  { "ship-owner-not-a-player", owner_not_a_player,
    "A1 holds ships of player 3, who does not exist" },
  { "thirteen-ships", thirteen_ships,
    "O1 holds 13 red ships; a location holds 1–12 ships of its owner" },
  { "ships-in-space", ships_in_space,
    "blue has ships on (1, 0), an empty hex: ships stand on planets and warpgates (R-MOVE-1)" },
  { "ships-foreign-warpgate-R-MOVE-3", ships_on_foreign_warpgate,
    "blue has ships on gate-red, another player’s warpgate (R-MOVE-3)" },
  { "ships-exceed-total", more_ships_than_owned, "blue has 12 ships on the board but owns 11" },
  { "marker-on-warpgate", marker_on_warpgate,
    "blue has a marker on gate-blue: markers go on planets only (R-CTRL-1)" },
  { "marker-owner-not-a-player", marker_owner_not_a_player,
    "A1 holds a marker of player 5, who does not exist" },
  { "marker-side", marker_side_unknown, "the marker on D1 is neither an Outpost nor a Colony" },
  { "markers-exceed-total", more_markers_than_owned, "blue has 2 markers on the board but owns 1" },
  { "drone-of-the-ai-R-AI-10", drone_of_the_ai,
    "red is the AI and has no Research Drone (R-AI-10)" },
  { "drone-in-space", drone_in_space,
    "blue’s Research Drone is on (1, 0), an empty hex: it stands on planets and warpgates" },
  { "drone-off-board", drone_off_board,
    "blue’s Research Drone is on cell 999, which is not on the board" },
  { "drone-foreign-warpgate-R-MOVE-3", drone_on_foreign_warpgate,
    "blue’s Research Drone is on gate-red, another player’s warpgate (R-MOVE-3)" },
};

/* The untouched game passes; the broken copy is refused with the message. */
static void
test_broken (gconstpointer data)
{
  const Broken *b = data;
  g_autoptr (WgGame) game = wg_test_load_game ("game-full.json");
  g_autoptr (WgGame) copy = wg_game_copy (game);
  g_autoptr (GError) error = NULL;

  g_assert_true (wg_game_check (game, &error));
  g_assert_no_error (error);
  b->breaks (copy);
  g_assert_false (wg_game_check (copy, &error));
  g_assert_error (error, WG_GAME_ERROR, WG_GAME_ERROR_INVARIANT);
  g_assert_cmpstr (error->message, ==, b->message);
  /* A NULL error is allowed. */
  g_assert_false (wg_game_check (copy, NULL));
}

/* A game with no players at all (wg_game_new's state) is not a game yet. */
static void
test_no_players (void)
{
  g_autoptr (WgBoard) board = wg_board_new (NULL, NULL, 0, NULL);
  g_autoptr (WgGame) game = wg_game_new (board);
  g_autoptr (GError) error = NULL;

  g_assert_false (wg_game_check (game, &error));
  g_assert_error (error, WG_GAME_ERROR, WG_GAME_ERROR_INVARIANT);
  g_assert_cmpstr (error->message, ==, "a game has 1–6 players, not 0");
  g_clear_error (&error);
  wg_game_add_player (game, "teal");
  g_assert_true (wg_game_check (game, &error));
  g_assert_no_error (error);
}

/* Counts of Action cards are only checked when they are tracked. */
static void
test_untracked_action_cards (void)
{
  g_autoptr (WgGame) game = wg_test_load_game ("game-full.json");

  game->players[BLUE].actions_tracked = FALSE;
  game->players[BLUE].action_played = 7;
  g_assert_true (wg_game_check (game, NULL));
  game->players[BLUE].actions_tracked = TRUE;
  g_assert_false (wg_game_check (game, NULL));
}

/* Limits are limits, not one less: 12 ships at a location, 4 cards played,
 * every marker on the board. */
static void
test_limits_allowed (void)
{
  g_autoptr (WgGame) game = wg_test_load_game ("game-full.json");
  g_autoptr (GError) error = NULL;

  game->players[RED].ships_total = 12;
  game->stacks[wg_test_cell (game, "O1")].ships = 11;
  game->players[BLUE].action_played = 4;
  game->players[BLUE].action_hand = 99;
  game->players[BLUE].markers_total = 2;
  g_assert_true (wg_game_check (game, &error));
  g_assert_no_error (error);
}

/* Every game file the tests use satisfies the invariants once read: the
 * reader and the check agree. */
static void
test_fixtures_pass (void)
{
  g_autofree char *dir_path = g_test_build_filename (G_TEST_DIST, "data", NULL);
  g_autoptr (GDir) dir = g_dir_open (dir_path, 0, NULL);
  const char *name;
  guint       n = 0;

  g_assert_nonnull (dir);
  while ((name = g_dir_read_name (dir)) != NULL)
    {
      g_autoptr (WgGame) game = NULL;
      g_autoptr (GError) error = NULL;

      /* Card catalogs (catalog-test.json, *-test-catalog.json) and tile files
       * (tiles-*.json) are no games. */
      if (!g_str_has_suffix (name, ".json") || g_str_has_prefix (name, "invalid-")
          || strstr (name, "catalog") != NULL || g_str_has_prefix (name, "tiles-"))
        continue;
      game = wg_test_load_game (name);
      if (!wg_game_check (game, &error))
        g_error ("%s: %s", name, error->message);
      n++;
    }
  g_assert_cmpuint (n, >=, 10);
}

int
main (int argc, char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *path = g_strdup_printf ("/wg/invariants/refuse/%s", cases[i].name);

      g_test_add_data_func (path, &cases[i], test_broken);
    }
  g_test_add_func ("/wg/invariants/no-players", test_no_players);
  g_test_add_func ("/wg/invariants/untracked-action-cards", test_untracked_action_cards);
  g_test_add_func ("/wg/invariants/limits-allowed", test_limits_allowed);
  g_test_add_func ("/wg/invariants/fixtures-pass", test_fixtures_pass);
  return g_test_run ();
}
