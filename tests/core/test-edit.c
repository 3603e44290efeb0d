/* test-edit.c — entering the table by hand: every edit, its sentence and its
 * refusals (R-MOVE-1, R-MOVE-3, R-MOVE-11, R-CTRL-1, R-AI-10, R-ROUND-1)
 * Copyright 2026 The Warpgate Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The tables are the sample games: data/games/sample-4p.json at set-up
 * (blue "Player 1", red "Player 2", green "Player 3", yellow "Player 4",
 * 3 ships and a drone on each Warpgate; Player 1 holds a volcanic
 * Objective and 8 Tactics cards; the available Technologies oceanic,
 * jungle and Objectives arctic, desert; 16 Trade Goods) and
 * data/games/sample-solo.json (blue "Player 1" against red "The
 * Gatekeepers", whose Tactics deck holds 8 cards and discard 2). Every
 * accepted edit passes wg_game_check and round-trips through the file.
 */
#include "wg-edit.h"
#include "wg-test-table.h"

#define BLUE  0
#define RED   1
#define GREEN 2

/* An accepted edit with @expected as its sentence; returns the new table. */
static WgGame *
accepted (WgGame     *next,
          char      **description,
          GError    **error,
          const char *expected)
{
  g_autoptr (WgGame) again = NULL;

  g_assert_no_error (*error);
  g_assert_nonnull (next);
  g_assert_cmpstr (*description, ==, expected);
  g_clear_pointer (description, g_free);
  again = wg_test_round_trip (next);
  return next;
}

/* A refused edit: no table, no sentence, and @expected as the message. */
static void
refused (WgGame     *next,
         char      **description,
         GError    **error,
         const char *expected)
{
  g_assert_null (next);
  g_assert_null (*description);
  wg_test_assert_refused (*error, expected);
  g_clear_error (error);
}

static int
space_cell (const WgGame *game)
{
  int cell = wg_board_lookup (game->board, (WgHex) { 7, -12 });

  g_assert_cmpint (wg_board_get_cell (game->board, cell)->kind, ==, WG_HEX_SPACE);
  return cell;
}

/* Setting, changing and removing one player's ships. */
static void
test_set_ships (void)
{
  g_autoptr (WgGame) game = wg_test_load_sample ("sample-4p.json");
  g_autoptr (WgGame) three = NULL, one = NULL, none = NULL;
  g_autofree char *d = NULL;
  GError          *e = NULL;
  int              d1 = wg_test_cell (game, "D1");

  three = accepted (wg_edit_set_ships (game, d1, BLUE, 3, &d, &e), &d, &e,
                    "Player 1: 3 ships on D1");
  g_assert_cmpint (wg_test_ships (three, "D1", "blue"), ==, 3);
  g_assert_cmpint (wg_test_ships (game, "D1", "blue"), ==, 0);
  one = accepted (wg_edit_set_ships (three, d1, BLUE, 1, &d, &e), &d, &e,
                  "Player 1: 1 ship on D1");
  none = accepted (wg_edit_set_ships (one, d1, BLUE, 0, &d, &e), &d, &e,
                   "Player 1: no ships on D1");
  g_assert_cmpint (none->stacks[d1].ship_owner, ==, WG_NO_PLAYER);
  g_assert_cmpint (none->stacks[d1].ships, ==, 0);

  /* 0 of red's ships where blue's are leaves blue's alone. */
  g_clear_pointer (&none, wg_game_free);
  none = accepted (wg_edit_set_ships (three, d1, RED, 0, &d, &e), &d, &e,
                   "Player 2: no ships on D1");
  g_assert_cmpint (wg_test_ships (none, "D1", "blue"), ==, 3);
}

/* Player 1 has 3 ships on gate-blue and 3 on D1 (after the first edit). */
static void
test_set_ships_refused (void)
{
  g_autoptr (WgGame) game = wg_test_load_sample ("sample-4p.json");
  g_autoptr (WgGame) three = NULL;
  g_autofree char *d = NULL;
  GError          *e = NULL;
  int              d1 = wg_test_cell (game, "D1"), gate_red = wg_test_cell (game, "gate-red");

  three = accepted (wg_edit_set_ships (game, d1, BLUE, 3, &d, &e), &d, &e,
                    "Player 1: 3 ships on D1");
  refused (wg_edit_set_ships (three, d1, RED, 2, &d, &e), &d, &e,
           "D1 holds Player 1’s ships: a location holds the ships of one player (R-MOVE-11)");
  refused (wg_edit_set_ships (three, gate_red, BLUE, 1, &d, &e), &d, &e,
           "the red Warpgate belongs to Player 2: no ships or drone on another player’s Warpgate "
           "(R-MOVE-3)");
  /* 12 owned − 3 on gate-blue = 9 at most on D1. */
  refused (wg_edit_set_ships (three, d1, BLUE, 10, &d, &e), &d, &e,
           "Player 1 owns 12 ships and 3 are elsewhere on the board: at most 9 can stand on D1");
  refused (wg_edit_set_ships (three, d1, BLUE, -1, &d, &e), &d, &e,
           "ships: -1 — a count cannot be negative");
  refused (wg_edit_set_ships (three, d1, BLUE, 13, &d, &e), &d, &e, "ships: 13 — at most 12");
  refused (wg_edit_set_ships (three, d1, 4, 1, &d, &e), &d, &e,
           "there is no player 4: the players are numbered 0–3");
  refused (wg_edit_set_ships (three, space_cell (game), BLUE, 1, &d, &e), &d, &e,
           "(7, -12) is an empty hex: pieces stand on planets and Warpgates (R-MOVE-1)");
  refused (wg_edit_set_ships (three, 100000, BLUE, 1, &d, &e), &d, &e,
           "cell 100000 is not on the board");
}

/* Dragging: 2 of Player 1's 3 ships from gate-blue to D1, then the last. */
static void
test_move_ships (void)
{
  g_autoptr (WgGame) game = wg_test_load_sample ("sample-4p.json");
  g_autoptr (WgGame) moved = NULL, all = NULL, red = NULL;
  g_autofree char *d = NULL;
  GError          *e = NULL;
  int              gate = wg_test_cell (game, "gate-blue"), d1 = wg_test_cell (game, "D1");
  int              a3 = wg_test_cell (game, "A3");

  moved = accepted (wg_edit_move_ships (game, BLUE, gate, d1, 2, &d, &e), &d, &e,
                    "Player 1: 2 ships from the blue Warpgate to D1");
  g_assert_cmpint (wg_test_ships (moved, "gate-blue", "blue"), ==, 1);
  g_assert_cmpint (wg_test_ships (moved, "D1", "blue"), ==, 2);
  all = accepted (wg_edit_move_ships (moved, BLUE, gate, d1, 1, &d, &e), &d, &e,
                  "Player 1: 1 ship from the blue Warpgate to D1");
  g_assert_cmpint (all->stacks[gate].ship_owner, ==, WG_NO_PLAYER);
  g_assert_cmpint (wg_test_ships (all, "D1", "blue"), ==, 3);

  red = accepted (wg_edit_set_ships (moved, a3, RED, 2, &d, &e), &d, &e,
                  "Player 2: 2 ships on A3");
  refused (wg_edit_move_ships (red, BLUE, d1, a3, 1, &d, &e), &d, &e,
           "A3 holds Player 2’s ships: a location holds the ships of one player (R-MOVE-11)");
  refused (wg_edit_move_ships (red, BLUE, d1, wg_test_cell (game, "gate-red"), 1, &d, &e), &d, &e,
           "the red Warpgate belongs to Player 2: no ships or drone on another player’s Warpgate "
           "(R-MOVE-3)");
  refused (wg_edit_move_ships (red, BLUE, d1, gate, 3, &d, &e), &d, &e,
           "Player 1 has 2 ships on D1: 3 cannot move from there");
  refused (wg_edit_move_ships (red, BLUE, d1, gate, 0, &d, &e), &d, &e,
           "Player 1 has 2 ships on D1: 0 cannot move from there");
  refused (wg_edit_move_ships (red, BLUE, d1, d1, 1, &d, &e), &d, &e,
           "from D1 to D1: ships move to another location");
  refused (wg_edit_move_ships (red, BLUE, d1, space_cell (game), 1, &d, &e), &d, &e,
           "(7, -12) is an empty hex: pieces stand on planets and Warpgates (R-MOVE-1)");
}

/* An Outpost placed, flipped, replaced by another player's and removed. */
static void
test_set_marker (void)
{
  g_autoptr (WgGame) game = wg_test_load_sample ("sample-4p.json");
  g_autoptr (WgGame) outpost = NULL, colony = NULL, invaded = NULL, gone = NULL, none = NULL;
  g_autofree char *d = NULL;
  GError          *e = NULL;
  int              j3 = wg_test_cell (game, "J3");

  outpost = accepted (wg_edit_set_marker (game, j3, BLUE, WG_MARKER_OUTPOST, &d, &e), &d, &e,
                      "Player 1’s Outpost on J3");
  g_assert_cmpint (outpost->stacks[j3].marker_owner, ==, BLUE);
  colony = accepted (wg_edit_set_marker (outpost, j3, BLUE, WG_MARKER_COLONY, &d, &e), &d, &e,
                     "Player 1’s Outpost on J3 flipped to a Colony");
  g_assert_cmpint (colony->stacks[j3].marker_side, ==, WG_MARKER_COLONY);
  invaded = accepted (wg_edit_set_marker (colony, j3, RED, WG_MARKER_OUTPOST, &d, &e), &d, &e,
                      "Player 2’s Outpost on J3, replacing Player 1’s Colony");
  g_assert_cmpint (wg_game_markers_on_board (invaded, BLUE), ==, 0);
  gone = accepted (wg_edit_set_marker (invaded, j3, WG_NO_PLAYER, WG_MARKER_OUTPOST, &d, &e),
                   &d, &e, "Player 2’s Outpost on J3 removed");
  g_assert_cmpint (gone->stacks[j3].marker_owner, ==, WG_NO_PLAYER);
  none = accepted (wg_edit_set_marker (gone, j3, WG_NO_PLAYER, WG_MARKER_OUTPOST, &d, &e), &d,
                   &e, "No marker on J3");
}

/* Markers only on planets (R-CTRL-1), and no more than the player owns:
 * Player 1 owning 2 has both on the board. */
static void
test_set_marker_refused (void)
{
  g_autoptr (WgGame) game = wg_test_load_sample ("sample-4p.json");
  g_autoptr (WgGame) one = NULL, two = NULL, again = NULL;
  g_autofree char *d = NULL;
  GError          *e = NULL;
  int              j3 = wg_test_cell (game, "J3"), d1 = wg_test_cell (game, "D1");

  refused (wg_edit_set_marker (game, wg_test_cell (game, "gate-blue"), BLUE, WG_MARKER_COLONY,
                               &d, &e),
           &d, &e,
           "the blue Warpgate is not a planet: markers go on planets only (R-CTRL-1)");
  refused (wg_edit_set_marker (game, space_cell (game), BLUE, WG_MARKER_OUTPOST, &d, &e), &d, &e,
           "(7, -12) is not a planet: markers go on planets only (R-CTRL-1)");
  refused (wg_edit_set_marker (game, j3, BLUE, (WgMarkerSide) 7, &d, &e), &d, &e,
           "a marker shows an Outpost or a Colony");
  refused (wg_edit_set_marker (game, j3, 9, WG_MARKER_OUTPOST, &d, &e), &d, &e,
           "there is no player 9: the players are numbered 0–3");

  game->players[BLUE].markers_total = 2;
  one = accepted (wg_edit_set_marker (game, j3, BLUE, WG_MARKER_OUTPOST, &d, &e), &d, &e,
                  "Player 1’s Outpost on J3");
  two = accepted (wg_edit_set_marker (one, d1, BLUE, WG_MARKER_OUTPOST, &d, &e), &d, &e,
                  "Player 1’s Outpost on D1");
  refused (wg_edit_set_marker (two, wg_test_cell (game, "J1"), BLUE, WG_MARKER_OUTPOST, &d, &e),
           &d, &e, "Player 1 has no marker left in their supply (they own 2)");
  /* Flipping a marker already there needs none. */
  again = accepted (wg_edit_set_marker (two, d1, BLUE, WG_MARKER_COLONY, &d, &e), &d, &e,
                    "Player 1’s Outpost on D1 flipped to a Colony");
}

static void
test_set_drone (void)
{
  g_autoptr (WgGame) game = wg_test_load_sample ("sample-4p.json");
  g_autoptr (WgGame) solo = wg_test_load_sample ("sample-solo.json");
  g_autoptr (WgGame) moved = NULL, off = NULL, red = NULL, among = NULL;
  g_autofree char *d = NULL;
  GError          *e = NULL;
  int              d1 = wg_test_cell (game, "D1");

  moved = accepted (wg_edit_set_drone (game, BLUE, d1, &d, &e), &d, &e,
                    "Player 1’s Research Drone on D1");
  g_assert_cmpint (moved->drones[BLUE], ==, d1);
  off = accepted (wg_edit_set_drone (moved, BLUE, -1, &d, &e), &d, &e,
                  "Player 1’s Research Drone off the board");
  g_assert_cmpint (off->drones[BLUE], ==, -1);
  /* A drone may stand among another player's ships. */
  red = accepted (wg_edit_set_ships (game, d1, RED, 2, &d, &e), &d, &e, "Player 2: 2 ships on D1");
  among = accepted (wg_edit_set_drone (red, BLUE, d1, &d, &e), &d, &e,
                    "Player 1’s Research Drone on D1");

  refused (wg_edit_set_drone (game, BLUE, wg_test_cell (game, "gate-green"), &d, &e), &d, &e,
           "the green Warpgate belongs to Player 3: no ships or drone on another player’s Warpgate "
           "(R-MOVE-3)");
  refused (wg_edit_set_drone (game, BLUE, space_cell (game), &d, &e), &d, &e,
           "(7, -12) is an empty hex: pieces stand on planets and Warpgates (R-MOVE-1)");
  refused (wg_edit_set_drone (solo, RED, wg_test_cell (solo, "gate-red"), &d, &e), &d, &e,
           "the AI (The Gatekeepers) has no Research Drone (R-AI-10)");
  refused (wg_edit_set_drone (game, -2, d1, &d, &e), &d, &e,
           "there is no player -2: the players are numbered 0–3");
}

static void
test_trade_goods (void)
{
  g_autoptr (WgGame) game = wg_test_load_sample ("sample-4p.json");
  g_autoptr (WgGame) player = NULL, pool = NULL;
  g_autofree char *d = NULL;
  GError          *e = NULL;

  player = accepted (wg_edit_set_trade_goods (game, GREEN, 2, 1, &d, &e), &d, &e,
                     "Player 3: Trade Goods 2 unspent, 1 spent");
  g_assert_cmpint (player->players[GREEN].trade_goods_unspent, ==, 2);
  g_assert_cmpint (player->players[GREEN].trade_goods_spent, ==, 1);
  pool = accepted (wg_edit_set_pool_trade_goods (player, 7, &d, &e), &d, &e,
                   "Trade Goods in the pool: 7");
  g_assert_cmpint (pool->trade_goods, ==, 7);

  refused (wg_edit_set_trade_goods (game, GREEN, -1, 0, &d, &e), &d, &e,
           "unspent Trade Goods: -1 — a count cannot be negative");
  refused (wg_edit_set_trade_goods (game, GREEN, 0, -2, &d, &e), &d, &e,
           "spent Trade Goods: -2 — a count cannot be negative");
  refused (wg_edit_set_pool_trade_goods (game, -3, &d, &e), &d, &e,
           "Trade Goods in the pool: -3 — a count cannot be negative");
  refused (wg_edit_set_pool_trade_goods (game, 1000, &d, &e), &d, &e,
           "Trade Goods in the pool: 1000 — at most 999");
}

/* A player's Technology and the available row (new cards to the right). */
static void
test_technologies (void)
{
  g_autoptr (WgGame) game = wg_test_load_sample ("sample-4p.json");
  g_autoptr (WgGame) held = NULL, row = NULL, taken = NULL, lost = NULL;
  g_autofree char *d = NULL, *types = NULL;
  GError          *e = NULL;
  WgTechnology     imports = { (char *) "Alien Imports", WG_PLANET_DESERT, { WG_VP_FIXED, 2 } };
  WgTechnology     arctic = { NULL, WG_PLANET_ARCTIC, { WG_VP_FIXED, 2 } };
  WgTechnology     bad = { NULL, (WgPlanetType) 17, { WG_VP_FIXED, 2 } };
  WgTechnology     rich = { NULL, WG_PLANET_ARCTIC, { WG_VP_FIXED, 100 } };

  held = accepted (wg_edit_add_technology (game, BLUE, &imports, &d, &e), &d, &e,
                   "Player 1: Technology Alien Imports (Desert) added");
  g_assert_cmpstr (g_array_index (held->players[BLUE].technologies, WgTechnology, 0).name, ==,
                   "Alien Imports");
  row = accepted (wg_edit_add_technology (held, WG_NO_PLAYER, &arctic, &d, &e), &d, &e,
                  "Available Technologies: Arctic added");
  types = wg_test_technologies (row->technologies);
  g_assert_cmpstr (types, ==, "oceanic jungle arctic");
  taken = accepted (wg_edit_remove_technology (row, WG_NO_PLAYER, 0, &d, &e), &d, &e,
                    "Available Technologies: Oceanic removed");
  lost = accepted (wg_edit_remove_technology (taken, BLUE, 0, &d, &e), &d, &e,
                   "Player 1: Technology Alien Imports (Desert) removed");
  g_assert_cmpuint (lost->players[BLUE].technologies->len, ==, 0);

  refused (wg_edit_remove_technology (held, BLUE, 5, &d, &e), &d, &e,
           "Player 1’s Technologies: there is no card number 6 (there are 1)");
  refused (wg_edit_remove_technology (game, WG_NO_PLAYER, 2, &d, &e), &d, &e,
           "the available Technologies: there is no card number 3 (there are 2)");
  refused (wg_edit_add_technology (game, BLUE, &bad, &d, &e), &d, &e, "17 is not a planet type");
  refused (wg_edit_add_technology (game, BLUE, &rich, &d, &e), &d, &e, "VP: 100 — at most 99");
  refused (wg_edit_add_technology (game, 4, &arctic, &d, &e), &d, &e,
           "there is no player 4: the players are numbered 0–3");
}

/* Player 1 holds a volcanic Objective; the row is arctic, desert. */
static void
test_objectives (void)
{
  g_autoptr (WgGame) game = wg_test_load_sample ("sample-4p.json");
  g_autoptr (WgGame) held = NULL, done = NULL, row = NULL, taken = NULL, lost = NULL;
  g_autofree char *d = NULL, *types = NULL;
  GError          *e = NULL;
  WgObjective      desert = { WG_PLANET_DESERT, WG_OBJECTIVE_HELD, NULL };
  WgObjective      jungle = { WG_PLANET_JUNGLE, WG_OBJECTIVE_HELD, NULL };
  WgObjective      odd = { WG_PLANET_JUNGLE, (WgObjectiveStatus) 5, NULL };

  held = accepted (wg_edit_add_objective (game, BLUE, &desert, &d, &e), &d, &e,
                   "Player 1: Objective Desert added");
  g_assert_cmpuint (held->players[BLUE].objectives->len, ==, 2);
  done = accepted (wg_edit_set_objective_status (held, BLUE, 1, WG_OBJECTIVE_COMPLETED, &d, &e),
                   &d, &e, "Player 1’s Objective Desert: completed");
  g_assert_cmpint (g_array_index (done->players[BLUE].objectives, WgObjective, 1).status, ==,
                   WG_OBJECTIVE_COMPLETED);
  row = accepted (wg_edit_add_objective (done, WG_NO_PLAYER, &jungle, &d, &e), &d, &e,
                  "Available Objectives: Jungle added");
  types = wg_test_types (row->objectives);
  g_assert_cmpstr (types, ==, "arctic desert jungle");
  taken = accepted (wg_edit_remove_objective (row, WG_NO_PLAYER, 0, &d, &e), &d, &e,
                    "Available Objectives: Arctic removed");
  lost = accepted (wg_edit_remove_objective (taken, BLUE, 0, &d, &e), &d, &e,
                   "Player 1: Objective Volcanic removed");
  g_assert_cmpint (g_array_index (lost->players[BLUE].objectives, WgObjective, 0).type, ==,
                   WG_PLANET_DESERT);

  refused (wg_edit_set_objective_status (game, WG_NO_PLAYER, 0, WG_OBJECTIVE_FAILED, &d, &e),
           &d, &e, "the available Objectives lie face down: only a player’s Objective is "
                   "completed or failed");
  refused (wg_edit_set_objective_status (game, BLUE, 1, WG_OBJECTIVE_FAILED, &d, &e), &d, &e,
           "Player 1’s Objectives: there is no card number 2 (there are 1)");
  refused (wg_edit_remove_objective (game, WG_NO_PLAYER, 2, &d, &e), &d, &e,
           "the available Objectives: there is no card number 3 (there are 2)");
  refused (wg_edit_add_objective (game, BLUE, &odd, &d, &e), &d, &e,
           "an Objective is held, completed or failed");
}

/* Player 1's 8 Tactics cards (sample-4p) and the Promotion discard. */
static void
test_tactics (void)
{
  g_autoptr (WgGame) game = wg_test_load_sample ("sample-4p.json");
  g_autoptr (WgGame) hero = NULL, unnamed = NULL, promoted = NULL, lost = NULL;
  g_autoptr (WgGame) read = NULL, forgotten = NULL, swapped = NULL;
  g_autofree char *d = NULL, *cards = NULL;
  GError          *e = NULL;
  WgTactic         sol_olo = { (char *) "sol-olo", (char *) "Sol Olo", WG_TACTIC_HERO, TRUE, -1 };
  WgTactic         advanced = { NULL, NULL, WG_TACTIC_ADVANCED, TRUE, 3 };
  WgTactic         bad_id = { (char *) "Sol Olo", NULL, WG_TACTIC_HERO, TRUE, -1 };
  WgTactic         no_kind = { NULL, (char *) "Mystery", WG_TACTIC_BASIC, FALSE, -1 };
  WgTactic         x12 = { (char *) "salvage", NULL, WG_TACTIC_BASIC, TRUE, 12 };
  WgTactic         pitched = { (char *) "pitched-battle", (char *) "Pitched Battle", WG_TACTIC_BASIC, TRUE,
                               -1 };

  hero = accepted (wg_edit_add_tactic (game, BLUE, &sol_olo, &d, &e), &d, &e,
                   "Player 1: Sol Olo added to the Tactics cards");
  g_assert_cmpuint (hero->players[BLUE].tactics->len, ==, 9);
  unnamed = accepted (wg_edit_add_tactic (hero, BLUE, &advanced, &d, &e), &d, &e,
                      "Player 1: an unnamed Advanced Tactics card added to the Tactics cards");
  promoted = accepted (wg_edit_add_tactic (unnamed, WG_NO_PLAYER, &sol_olo, &d, &e), &d, &e,
                       "Promotion discard: Sol Olo added");
  cards = wg_test_tactics (promoted->promotion_discard);
  g_assert_cmpstr (cards, ==, "sol-olo");
  lost = accepted (wg_edit_remove_tactic (promoted, BLUE, 0, &d, &e), &d, &e,
                   "Player 1: Heroic Sacrifice removed from the Tactics cards");
  g_assert_cmpuint (lost->players[BLUE].tactics->len, ==, 9);

  refused (wg_edit_remove_tactic (game, BLUE, 8, &d, &e), &d, &e,
           "Player 1’s Tactics cards: there is no card number 9 (there are 8)");
  refused (wg_edit_remove_tactic (game, WG_NO_PLAYER, 0, &d, &e), &d, &e,
           "the Promotion discard: there is no card number 1 (there are 0)");
  refused (wg_edit_add_tactic (game, BLUE, &bad_id, &d, &e), &d, &e,
           "“Sol Olo” is not a catalog id: 1–48 lower-case letters, digits or -");
  refused (wg_edit_add_tactic (game, BLUE, &no_kind, &d, &e), &d, &e,
           "a Tactics card needs a catalog id or a kind: Basic, Hero or Advanced");
  refused (wg_edit_add_tactic (game, BLUE, &x12, &d, &e), &d, &e,
           "x12: a Tactics card’s multiplier is x0–x9");

  /* A card in hand edited: the multiplier read from it, then the catalog's
   * again; the card stays where it is. */
  read = accepted (wg_edit_set_tactic_multiplier (hero, BLUE, 8, 4, &d, &e), &d, &e,
                   "Player 1: Sol Olo is ×4");
  g_assert_cmpint (g_array_index (read->players[BLUE].tactics, WgTactic, 8).multiplier, ==, 4);
  g_assert_cmpstr (g_array_index (read->players[BLUE].tactics, WgTactic, 8).card, ==, "sol-olo");
  g_assert_cmpuint (read->players[BLUE].tactics->len, ==, 9);
  forgotten = accepted (wg_edit_set_tactic_multiplier (read, BLUE, 8, -1, &d, &e), &d, &e,
                        "Player 1: Sol Olo’s multiplier as the card catalog has it");
  g_assert_cmpint (g_array_index (forgotten->players[BLUE].tactics, WgTactic, 8).multiplier, ==,
                   WG_MULTIPLIER_UNKNOWN);
  refused (wg_edit_set_tactic_multiplier (hero, BLUE, 8, 10, &d, &e), &d, &e,
           "x10: a Tactics card’s multiplier is x0–x9");
  refused (wg_edit_set_tactic_multiplier (game, BLUE, 8, 2, &d, &e), &d, &e,
           "Player 1’s Tactics cards: there is no card number 9 (there are 8)");

  /* The card entered as Sol Olo (read ×4) is Pitched Battle: it takes its
   * place (9th of 9), with the catalog's multiplier; the others stay. */
  swapped = accepted (wg_edit_set_tactic_card (read, BLUE, 8, &pitched, &d, &e), &d, &e,
                      "Player 1: the card Sol Olo is Pitched Battle");
  g_assert_cmpuint (swapped->players[BLUE].tactics->len, ==, 9);
  g_assert_cmpstr (g_array_index (swapped->players[BLUE].tactics, WgTactic, 8).card, ==,
                   "pitched-battle");
  g_assert_cmpint (g_array_index (swapped->players[BLUE].tactics, WgTactic, 8).multiplier, ==,
                   WG_MULTIPLIER_UNKNOWN);
  g_assert_cmpstr (g_array_index (swapped->players[BLUE].tactics, WgTactic, 0).card, ==,
                   g_array_index (read->players[BLUE].tactics, WgTactic, 0).card);
  refused (wg_edit_set_tactic_card (read, BLUE, 9, &pitched, &d, &e), &d, &e,
           "Player 1’s Tactics cards: there is no card number 10 (there are 9)");
  refused (wg_edit_set_tactic_card (read, BLUE, 8, &bad_id, &d, &e), &d, &e,
           "“Sol Olo” is not a catalog id: 1–48 lower-case letters, digits or -");
}

/* The AI's Tactics are its deck (8, top first) and discard (pitched-battle,
 * hit-and-run): a card added goes to the bottom of the deck; index 8 is
 * the first card of the discard. */
static void
test_ai_tactics (void)
{
  g_autoptr (WgGame) solo = wg_test_load_sample ("sample-solo.json");
  g_autoptr (WgGame) added = NULL, removed = NULL, top = NULL;
  g_autofree char *d = NULL, *deck = NULL, *discard = NULL;
  GError          *e = NULL;
  WgTactic         sol_olo = { (char *) "sol-olo", NULL, WG_TACTIC_HERO, TRUE, -1 };

  added = accepted (wg_edit_add_tactic (solo, RED, &sol_olo, &d, &e), &d, &e,
                    "The Gatekeepers: sol-olo added to the bottom of the AI’s Tactics deck");
  g_assert_cmpuint (added->ai.tactics_deck->len, ==, 9);
  g_assert_cmpstr (g_array_index (added->ai.tactics_deck, WgTactic, 8).card, ==, "sol-olo");
  g_assert_cmpuint (added->players[RED].tactics->len, ==, 0);
  removed = accepted (wg_edit_remove_tactic (solo, RED, 8, &d, &e), &d, &e,
                      "The Gatekeepers: Pitched Battle removed from the AI’s Tactics discard");
  discard = wg_test_tactics (removed->ai.tactics_discard);
  g_assert_cmpstr (discard, ==, "hit-and-run");
  top = accepted (wg_edit_remove_tactic (solo, RED, 0, &d, &e), &d, &e,
                  "The Gatekeepers: Heavy Resistance removed from the AI’s Tactics deck");
  deck = wg_test_tactics (top->ai.tactics_deck);
  g_assert_cmpstr (deck, ==, "advanced heroic-sacrifice outmaneuver all-or-nothing hero "
                             "glorious-victory salvage");
  refused (wg_edit_remove_tactic (solo, RED, 10, &d, &e), &d, &e,
           "the AI’s Tactics deck and discard: there is no card number 11 (there are 10)");
}

/* A deck becomes a physical deck of unknown order; its cards, if known,
 * are forgotten. */
static void
test_deck_size (void)
{
  g_autoptr (WgGame) game = wg_test_load_sample ("sample-4p.json");
  g_autoptr (WgGame) techs = NULL, objectives = NULL, promotion = NULL;
  g_autofree char *d = NULL;
  GError          *e = NULL;
  WgTechnology     known = { NULL, WG_PLANET_DESERT, { WG_VP_FIXED, 2 } };

  game->technology_deck.known = TRUE;
  g_array_append_val (game->technology_deck.cards, known);
  techs = accepted (wg_edit_set_deck_size (game, WG_POOL_DECK_TECHNOLOGIES, 12, &d, &e), &d, &e,
                    "Technology deck: 12 cards");
  g_assert_false (techs->technology_deck.known);
  g_assert_cmpuint (techs->technology_deck.cards->len, ==, 0);
  g_assert_cmpuint (wg_deck_size (&techs->technology_deck), ==, 12);
  objectives = accepted (wg_edit_set_deck_size (techs, WG_POOL_DECK_OBJECTIVES, 1, &d, &e), &d,
                         &e, "Objective deck: 1 card");
  g_assert_cmpuint (wg_deck_size (&objectives->objective_deck), ==, 1);
  promotion = accepted (wg_edit_set_deck_size (objectives, WG_POOL_DECK_PROMOTION, 0, &d, &e),
                        &d, &e, "Promotion deck: 0 cards");
  g_assert_cmpuint (wg_deck_size (&promotion->promotion_deck), ==, 0);

  refused (wg_edit_set_deck_size (game, WG_POOL_DECK_OBJECTIVES, -1, &d, &e), &d, &e,
           "cards in the deck: -1 — a count cannot be negative");
  refused (wg_edit_set_deck_size (game, WG_POOL_DECK_PROMOTION, 1000, &d, &e), &d, &e,
           "cards in the deck: 1000 — at most 999");
}

static void
test_turn (void)
{
  g_autoptr (WgGame) game = wg_test_load_sample ("sample-4p.json");
  g_autoptr (WgGame) solo = wg_test_load_sample ("sample-solo.json");
  g_autoptr (WgGame) later = NULL, kept = NULL, open = NULL, closed = NULL;
  g_autofree char *d = NULL;
  GError          *e = NULL;

  later = accepted (wg_edit_set_turn (game, 2, 3, RED, GREEN, &d, &e), &d, &e,
                    "Round 2, turn 3X: Player 2 first, Player 3 to play");
  g_assert_cmpint (later->round, ==, 2);
  g_assert_cmpint (later->turn, ==, 3);
  g_assert_cmpint (later->first_player, ==, RED);
  g_assert_cmpint (later->active, ==, GREEN);
  kept = accepted (wg_edit_set_turn (later, -1, 4, -1, -1, &d, &e), &d, &e,
                   "Round 2, turn 4X: Player 2 first, Player 3 to play");

  refused (wg_edit_set_turn (game, 0, -1, -1, -1, &d, &e), &d, &e,
           "round 0: rounds are counted from 1 to 999");
  refused (wg_edit_set_turn (game, -1, 5, -1, -1, &d, &e), &d, &e,
           "turn 5: the turn slots are 1X–4X");
  refused (wg_edit_set_turn (game, -1, -1, 9, -1, &d, &e), &d, &e,
           "there is no player 9: the players are numbered 0–3");
  refused (wg_edit_set_turn (game, -1, -1, -1, 4, &d, &e), &d, &e,
           "there is no player 4: the players are numbered 0–3");
  refused (wg_edit_set_turn (solo, -1, -1, RED, -1, &d, &e), &d, &e,
           "the AI (The Gatekeepers) never holds the first player marker: in a solo game the "
           "human keeps it (R-ROUND-1)");

  open = accepted (wg_edit_set_warpgates_block (game, FALSE, &d, &e), &d, &e,
                   "Paths may cross Warpgates (house rule, R-RANGE-3)");
  g_assert_false (open->warpgates_block);
  closed = accepted (wg_edit_set_warpgates_block (open, TRUE, &d, &e), &d, &e,
                     "Warpgates block paths (R-RANGE-3)");
  g_assert_true (closed->warpgates_block);
}

/* Naming the game names its board (board.name): a new name, a rename,
 * removing it; a bad name or the same name again is refused and leaves the
 * table alone. The cells stay as they were. */
static void
test_name (void)
{
  g_autoptr (WgGame) game = wg_test_load_sample ("sample-solo.json");
  g_autoptr (WgGame) named = NULL, renamed = NULL, plain = NULL;
  g_autofree char *d = NULL;
  GError          *e = NULL;
  const char      *board_name = "Sample layout — solo (illustrative, not the real tiles)";

  g_assert_cmpstr (wg_game_get_name (game), ==, board_name);
  named = accepted (wg_edit_set_name (game, "Friday solo", &d, &e), &d, &e,
                    "Name the game “Friday solo”");
  g_assert_cmpstr (wg_game_get_name (named), ==, "Friday solo");
  g_assert_cmpstr (wg_board_get_name (named->board), ==, "Friday solo");
  g_assert_cmpuint (wg_board_get_n_cells (named->board), ==, wg_board_get_n_cells (game->board));
  g_assert_cmpint (wg_board_find_location (named->board, "gate-blue"), ==,
                   wg_board_find_location (game->board, "gate-blue"));
  g_assert_cmpstr (wg_game_get_name (game), ==, board_name);
  renamed = accepted (wg_edit_set_name (named, "土曜日", &d, &e), &d, &e, "Name the game “土曜日”");
  g_assert_cmpstr (wg_game_get_name (renamed), ==, "土曜日");
  g_assert_cmpstr (wg_game_get_name (named), ==, "Friday solo");
  plain = accepted (wg_edit_set_name (renamed, NULL, &d, &e), &d, &e, "Remove the game’s name");
  g_assert_null (wg_game_get_name (plain));

  refused (wg_edit_set_name (named, "Friday solo", &d, &e), &d, &e,
           "the game already has that name");
  refused (wg_edit_set_name (named, "", &d, &e), &d, &e,
           "the game’s name must be 1–64 characters, not only spaces, with no control "
           "characters");
  refused (wg_edit_set_name (named, "a\nb", &d, &e), &d, &e,
           "the game’s name must be 1–64 characters, not only spaces, with no control "
           "characters");
  g_assert_cmpstr (wg_game_get_name (named), ==, "Friday solo");
}

/* The edits leave their game alone; a table that breaks an invariant the
 * edit itself does not look at is refused by wg_game_check all the same
 * (Player 1 owning 2 ships with 3 on the board). */
static void
test_copy_and_check (void)
{
  g_autoptr (WgGame) game = wg_test_load_sample ("sample-4p.json");
  g_autoptr (WgGame) next = NULL;
  g_autofree char *before = wg_game_to_data (game, NULL), *after = NULL, *d = NULL;
  GError          *e = NULL;

  next = accepted (wg_edit_set_ships (game, wg_test_cell (game, "D1"), BLUE, 3, &d, &e), &d, &e,
                   "Player 1: 3 ships on D1");
  g_clear_pointer (&next, wg_game_free);
  next = accepted (wg_edit_set_pool_trade_goods (game, 1, &d, &e), &d, &e,
                   "Trade Goods in the pool: 1");
  after = wg_game_to_data (game, NULL);
  g_assert_cmpstr (before, ==, after);

  game->players[BLUE].ships_total = 2;
  refused (wg_edit_set_pool_trade_goods (game, 1, &d, &e), &d, &e,
           "blue has 3 ships on the board but owns 2");
  /* No description wanted: none is set. */
  g_clear_pointer (&next, wg_game_free);
  game->players[BLUE].ships_total = 12;
  next = wg_edit_set_pool_trade_goods (game, 2, NULL, NULL);
  g_assert_nonnull (next);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/wg/edit/set-ships", test_set_ships);
  g_test_add_func ("/wg/edit/set-ships-refused", test_set_ships_refused);
  g_test_add_func ("/wg/edit/move-ships", test_move_ships);
  g_test_add_func ("/wg/edit/set-marker", test_set_marker);
  g_test_add_func ("/wg/edit/set-marker-refused", test_set_marker_refused);
  g_test_add_func ("/wg/edit/set-drone", test_set_drone);
  g_test_add_func ("/wg/edit/trade-goods", test_trade_goods);
  g_test_add_func ("/wg/edit/technologies", test_technologies);
  g_test_add_func ("/wg/edit/objectives", test_objectives);
  g_test_add_func ("/wg/edit/tactics", test_tactics);
  g_test_add_func ("/wg/edit/ai-tactics", test_ai_tactics);
  g_test_add_func ("/wg/edit/deck-size", test_deck_size);
  g_test_add_func ("/wg/edit/turn", test_turn);
  g_test_add_func ("/wg/edit/name", test_name);
  g_test_add_func ("/wg/edit/copy-and-check", test_copy_and_check);

  return g_test_run ();
}
