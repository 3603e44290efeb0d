/* test-range.c — range between locations (R-RANGE-1…7)
 * Copyright 2026 The Warpgate Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "wg-range.h"
#include "wg-test-util.h"

/* A path must be a chain of crossable hexes from a neighbour of @from to a
 * neighbour of @to, as long as the range. */
static void
assert_path_valid (const WgGame *game,
                   int           from,
                   int           to,
                   const GArray *path,
                   int           range)
{
  const WgBoard *board = game->board;
  WgHex          prev = wg_board_get_cell (board, from)->hex;

  g_assert_nonnull (path);
  g_assert_cmpuint (path->len, ==, (guint) range);
  for (guint i = 0; i < path->len; i++)
    {
      WgHex h = g_array_index (path, WgHex, i);
      int   cell = wg_board_lookup (board, h);

      g_assert_cmpint (cell, >=, 0);
      g_assert_true (wg_board_get_cell (board, cell)->kind == WG_HEX_SPACE
                     || (!game->warpgates_block
                         && wg_board_get_cell (board, cell)->kind == WG_HEX_WARPGATE));
      g_assert_cmpint (wg_hex_distance (prev, h), ==, 1);
      prev = h;
    }
  if (from != to)
    g_assert_cmpint (wg_hex_distance (prev, wg_board_get_cell (board, to)->hex), ==, 1);
}

static int
range_of (const WgGame *game,
          const char   *from,
          const char   *to)
{
  g_autoptr (GArray) path = NULL;
  int a = wg_test_cell (game, from), b = wg_test_cell (game, to);
  int range = wg_range_between (game, a, b, &path);

  if (range == WG_RANGE_UNREACHABLE)
    g_assert_null (path);
  else
    assert_path_valid (game, a, b, path, range);
  return range;
}

/* Rulebook p.4: "There are 2 empty hexes between the Desert planet and the
 * Jungle planet, so the range between them is 2." D1 (0,-2) and J1 (3,-2)
 * lie on one row with (1,-2) and (2,-2) between them: the only shortest
 * path. */
static void
test_rulebook_desert_jungle (void)
{
  g_autoptr (WgGame) game = wg_test_load_game ("range-rulebook.json");
  g_autoptr (GArray) path = NULL;
  int range = wg_range_between (game, wg_test_cell (game, "D1"), wg_test_cell (game, "J1"),
                                &path);

  g_assert_cmpint (range, ==, 2);
  g_assert_cmpuint (path->len, ==, 2);
  g_assert_true (wg_hex_equal (g_array_index (path, WgHex, 0), (WgHex) { 1, -2 }));
  g_assert_true (wg_hex_equal (g_array_index (path, WgHex, 1), (WgHex) { 2, -2 }));
}

/* Rulebook p.4: "You must go around the Volcanic planet to move from the
 * Oceanic planet to the Arctic planet, so the range between them is 4."
 * O1 (0,0), V1 (2,0), A1 (4,0): the straight line (1,0) V1 (3,0) is blocked
 * by V1 (R-RANGE-2); (0,0)→(4,0) has only that one 4-step path on the grid,
 * so any other takes 5 steps: 4 hexes crossed. */
static void
test_rulebook_around_volcanic (void)
{
  g_autoptr (WgGame) game = wg_test_load_game ("range-rulebook.json");
  g_autoptr (GArray) path = NULL;
  int range = wg_range_between (game, wg_test_cell (game, "O1"), wg_test_cell (game, "A1"),
                                &path);

  g_assert_cmpint (range, ==, 4);
  for (guint i = 0; i < path->len; i++)
    g_assert_false (wg_hex_equal (g_array_index (path, WgHex, i), (WgHex) { 2, 0 }));
  g_assert_cmpint (range_of (game, "A1", "O1"), ==, 4);
}

/* R-RANGE-1: edge-adjacent planets are at range 0, with an empty path. */
static void
test_adjacent_planets (void)
{
  g_autoptr (WgGame) game = wg_test_load_game ("range-rulebook.json");
  g_autoptr (GArray) path = NULL;

  g_assert_cmpint (wg_range_between (game, wg_test_cell (game, "A1"), wg_test_cell (game, "J2"),
                                     &path),
                   ==, 0);
  g_assert_cmpuint (path->len, ==, 0);
  g_assert_cmpint (range_of (game, "J2", "A2"), ==, 0);
  g_assert_cmpint (range_of (game, "D1", "D1"), ==, 0);
}

/* R-RANGE-7: O2 (6,2) sits in the board's corner between D2 (6,1) and
 * V2 (5,2); its other neighbours are off the board (R-RANGE-5). It touches
 * D2 and V2 (range 0) but no path leaves it: everything else is
 * unreachable. */
static void
test_unreachable (void)
{
  g_autoptr (WgGame) game = wg_test_load_game ("range-rulebook.json");

  g_assert_cmpint (range_of (game, "O2", "D2"), ==, 0);
  g_assert_cmpint (range_of (game, "O2", "V2"), ==, 0);
  g_assert_cmpint (range_of (game, "O2", "O1"), ==, WG_RANGE_UNREACHABLE);
  g_assert_cmpint (range_of (game, "D1", "O2"), ==, WG_RANGE_UNREACHABLE);
  g_assert_cmpint (range_of (game, "gate-blue", "O2"), ==, WG_RANGE_UNREACHABLE);
}

/* R-RANGE-3 with the house rule on (the default): in the corridor
 * D1 (0,0) · (1,0) · gate (2,0) · (3,0) · J1 (4,0), with a row of space
 * below (r = 1, q -1…4) and nothing above, the Warpgate blocks: the path
 * dips below, (1,0) or (0,1), (1,1), (2,1), then (3,0) or (3,1): 4. The row
 * above does not exist (R-RANGE-5), or the path over it would be shorter. */
static void
test_warpgates_block (void)
{
  g_autoptr (WgGame) game = wg_test_load_game ("range-warpgates-block.json");

  g_assert_true (game->warpgates_block);
  g_assert_cmpint (range_of (game, "D1", "J1"), ==, 4);
  g_assert_cmpint (range_of (game, "D1", "gate-blue"), ==, 1);
  g_assert_cmpint (range_of (game, "gate-blue", "J1"), ==, 1);
}

/* The same corridor with warpgates_block false: the path crosses the
 * Warpgate, which counts as one crossed hex: (1,0), gate, (3,0) = 3. */
static void
test_warpgates_open (void)
{
  g_autoptr (WgGame) game = wg_test_load_game ("range-warpgates-open.json");
  g_autoptr (GArray) path = NULL;

  g_assert_false (game->warpgates_block);
  g_assert_cmpint (wg_range_between (game, wg_test_cell (game, "D1"), wg_test_cell (game, "J1"),
                                     &path),
                   ==, 3);
  g_assert_true (wg_hex_equal (g_array_index (path, WgHex, 1), (WgHex) { 2, 0 }));
  g_assert_cmpint (range_of (game, "D1", "gate-blue"), ==, 1);
}

/* One search gives every range; it agrees with the pairwise answers and
 * range is symmetric. */
static void
test_map_matches_pairs (void)
{
  g_autoptr (WgGame) game = wg_test_load_game ("withdraw-example1.json");
  guint n = wg_board_get_n_locations (game->board);

  for (guint i = 0; i < n; i++)
    {
      int a = wg_board_get_location (game->board, i);
      g_autoptr (WgRangeMap) map = wg_range_map_new_for_game (game, a);

      g_assert_cmpint (wg_range_map_get_from (map), ==, a);
      for (guint j = 0; j < n; j++)
        {
          int b = wg_board_get_location (game->board, j);

          g_assert_cmpint (wg_range_map_get (map, b), ==, wg_range_between (game, b, a, NULL));
        }
    }
}

/* The range of @to in @reached (WgRangeReach), or -1 when it is not there. */
static int
reach_range (GArray *reached,
             int     to)
{
  for (guint i = 0; i < reached->len; i++)
    if (g_array_index (reached, WgRangeReach, i).to == to)
      return g_array_index (reached, WgRangeReach, i).range;
  return -1;
}

/* The search cut off at a limit (what Trade's routes use) finds exactly the
 * locations the whole map puts within the limit, at the map's ranges, each
 * once, never the start; on boards with obstacles, a corner (R-RANGE-7) and
 * Warpgates both blocking and open (R-RANGE-3), for every start and every
 * limit from -1 (nothing) to past the farthest location. */
static void
test_reach_matches_map (void)
{
  const char *files[] = { "range-rulebook.json", "range-warpgates-block.json",
                          "range-warpgates-open.json", "withdraw-example1.json" };

  for (guint f = 0; f < G_N_ELEMENTS (files); f++)
    {
      g_autoptr (WgGame) game = wg_test_load_game (files[f]);
      g_autoptr (WgRangeScratch) scratch = wg_range_scratch_new (game->board);
      guint n = wg_board_get_n_locations (game->board);

      for (guint i = 0; i < n; i++)
        {
          int from = wg_board_get_location (game->board, i);
          g_autoptr (WgRangeMap) map = wg_range_map_new_for_game (game, from);

          for (int limit = -1; limit <= 8; limit++)
            {
              g_autoptr (GArray) reached = g_array_new (FALSE, FALSE, sizeof (WgRangeReach));
              guint expected = 0;

              wg_range_reach (scratch, from, game->warpgates_block, limit, reached);
              for (guint j = 0; j < n; j++)
                {
                  int to = wg_board_get_location (game->board, j);
                  int r = wg_range_map_get (map, to);

                  if (to == from || r == WG_RANGE_UNREACHABLE || r > limit)
                    {
                      g_assert_cmpint (reach_range (reached, to), ==, -1);
                      continue;
                    }
                  g_assert_cmpint (reach_range (reached, to), ==, r);
                  expected++;
                }
              g_assert_cmpuint (reached->len, ==, expected);
            }
        }
    }
}

/* Worked by hand on the corridor of test_warpgates_block: from D1 the
 * Warpgate is at 1 and J1 at 4 (round the blocking Warpgate), so a limit
 * of 3 finds only the Warpgate and a limit of 4 both. */
static void
test_reach_corridor (void)
{
  g_autoptr (WgGame) game = wg_test_load_game ("range-warpgates-block.json");
  g_autoptr (WgRangeScratch) scratch = wg_range_scratch_new (game->board);
  g_autoptr (GArray) reached = g_array_new (FALSE, FALSE, sizeof (WgRangeReach));
  int d1 = wg_test_cell (game, "D1"), j1 = wg_test_cell (game, "J1");
  int gate = wg_test_cell (game, "gate-blue");

  wg_range_reach (scratch, d1, TRUE, 3, reached);
  g_assert_cmpint (reach_range (reached, gate), ==, 1);
  g_assert_cmpint (reach_range (reached, j1), ==, -1);
  g_array_set_size (reached, 0);
  wg_range_reach (scratch, d1, TRUE, 4, reached);
  g_assert_cmpint (reach_range (reached, gate), ==, 1);
  g_assert_cmpint (reach_range (reached, j1), ==, 4);
  g_assert_cmpint (reach_range (reached, d1), ==, -1);
}

/* The withdrawal board has no obstacles between J1 (4,2) and the red
 * Warpgate (8,5): 7 grid steps, 6 hexes crossed; D2 (7,0) is 3 steps from
 * J1: 2 crossed. */
static void
test_open_space (void)
{
  g_autoptr (WgGame) game = wg_test_load_game ("withdraw-example1.json");

  g_assert_cmpint (range_of (game, "J1", "gate-red"), ==, 6);
  g_assert_cmpint (range_of (game, "J1", "D2"), ==, 2);
  g_assert_cmpint (range_of (game, "J1", "A1"), ==, 1);
}

/* The ruling a range's sentence cites (wg_range_ruling): a range, 0 or
 * more, is R-RANGE-1's; an unreachable location R-RANGE-7's. */
static void
test_range_ruling (void)
{
  g_assert_cmpstr (wg_range_ruling (0), ==, "R-RANGE-1");
  g_assert_cmpstr (wg_range_ruling (4), ==, "R-RANGE-1");
  g_assert_cmpstr (wg_range_ruling (WG_RANGE_UNREACHABLE), ==, "R-RANGE-7");
}

/* The ruler's sentence (wg_range_describe_ruler), which the app's status
 * and the shared page's range ask both show, cited as the status cites
 * (wg_ruling_list_cite). */
static void
test_ruler_sentence (void)
{
  g_autoptr (WgGame) game = wg_test_load_game ("range-rulebook.json");
  WgRulingList     two = { 0 };
  g_autofree char *range = wg_range_describe_ruler (game, wg_test_cell (game, "D1"),
                                                    wg_test_cell (game, "J1"), 2);
  g_autofree char *adjacent = wg_range_describe_ruler (game, wg_test_cell (game, "A1"),
                                                       wg_test_cell (game, "J2"), 0);
  g_autofree char *unreachable = wg_range_describe_ruler (game, wg_test_cell (game, "gate-blue"),
                                                          wg_test_cell (game, "O2"),
                                                          WG_RANGE_UNREACHABLE);
  g_autofree char *cited = NULL;

  g_assert_cmpstr (range, ==, "Range 2 from D1 to J1 (R-RANGE-1).");
  g_assert_cmpstr (adjacent, ==, "Range 0 from A1 to J2: they are adjacent (R-RANGE-1).");
  g_assert_cmpstr (unreachable, ==, "Unreachable: no path through empty hexes from the blue "
                                    "Warpgate to O2 (R-RANGE-7).");
  wg_ruling_list_add (&two, "R-WD-2");
  wg_ruling_list_add (&two, "R-WD-3");
  cited = wg_ruling_list_cite ("They withdraw to D1", &two);
  g_assert_cmpstr (cited, ==, "They withdraw to D1 (R-WD-2, R-WD-3).");
}

int
main (int argc, char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/wg/range/rulebook/desert-jungle-2", test_rulebook_desert_jungle);
  g_test_add_func ("/wg/range/rulebook/oceanic-arctic-around-volcanic-4",
                   test_rulebook_around_volcanic);
  g_test_add_func ("/wg/range/R-RANGE-1/adjacent-planets-0", test_adjacent_planets);
  g_test_add_func ("/wg/range/R-RANGE-7/unreachable", test_unreachable);
  g_test_add_func ("/wg/range/R-RANGE-7/ruling", test_range_ruling);
  g_test_add_func ("/wg/range/R-RANGE-3/warpgates-block", test_warpgates_block);
  g_test_add_func ("/wg/range/R-RANGE-3/warpgates-open", test_warpgates_open);
  g_test_add_func ("/wg/range/map-matches-pairs", test_map_matches_pairs);
  g_test_add_func ("/wg/range/open-space", test_open_space);
  g_test_add_func ("/wg/range/ruler-sentence", test_ruler_sentence);
  g_test_add_func ("/wg/range/reach-matches-map", test_reach_matches_map);
  g_test_add_func ("/wg/range/R-RANGE-3/reach-corridor", test_reach_corridor);
  return g_test_run ();
}
