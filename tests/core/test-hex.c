/* test-hex.c — axial hex coordinates
 * Copyright 2026 The Warpgate Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "wg-hex.h"

/* The neighbour order is part of the file format (docs/game-format.md). */
static void
test_neighbors_in_format_order (void)
{
  static const WgHex expected[] = {
    { 4, -2 },
    { 4, -3 },
    { 3, -3 },
    { 2, -2 },
    { 2, -1 },
    { 3, -1 },
  };
  WgHex h = { 3, -2 };

  for (int d = 0; d < WG_HEX_N_DIRECTIONS; d++)
    {
      WgHex n = wg_hex_neighbor (h, d);

      g_assert_cmpint (n.q, ==, expected[d].q);
      g_assert_cmpint (n.r, ==, expected[d].r);
      g_assert_cmpint (wg_hex_distance (h, n), ==, 1);
      g_assert_cmpint (wg_hex_direction_to (h, n), ==, d);
    }
  g_assert_cmpint (wg_hex_direction_to (h, h), ==, -1);
  g_assert_cmpint (wg_hex_direction_to (h, (WgHex) { 5, -2 }), ==, -1);
}

static void
test_distance (void)
{
  g_assert_cmpint (wg_hex_distance ((WgHex) { 0, 0 }, (WgHex) { 0, 0 }), ==, 0);
  g_assert_cmpint (wg_hex_distance ((WgHex) { 0, 0 }, (WgHex) { 3, 0 }), ==, 3);
  /* (3, -3) lies on a straight line: 3 steps of (1, -1). */
  g_assert_cmpint (wg_hex_distance ((WgHex) { 0, 0 }, (WgHex) { 3, -3 }), ==, 3);
  /* (2, 3): 2 steps (1, 0) and 3 steps (0, 1) — no diagonal shortcut. */
  g_assert_cmpint (wg_hex_distance ((WgHex) { 0, 0 }, (WgHex) { 2, 3 }), ==, 5);
  g_assert_cmpint (wg_hex_distance ((WgHex) { -2, 5 }, (WgHex) { 1, 1 }), ==, 4);
  g_assert_cmpint (wg_hex_distance ((WgHex) { 1, 1 }, (WgHex) { -2, 5 }), ==, 4);
}

/* Turning 60° counter-clockwise takes direction d to d+1; six turns are a
 * full circle; rotation keeps distances. */
static void
test_rotation (void)
{
  for (int d = 0; d < WG_HEX_N_DIRECTIONS; d++)
    {
      WgHex turned = wg_hex_rotate (wg_hex_neighbor ((WgHex) { 0, 0 }, d), 1);
      WgHex next = wg_hex_neighbor ((WgHex) { 0, 0 }, (d + 1) % 6);

      g_assert_true (wg_hex_equal (turned, next));
    }
  for (int q = -3; q <= 3; q++)
    for (int r = -3; r <= 3; r++)
      {
        WgHex h = { q, r };

        g_assert_true (wg_hex_equal (wg_hex_rotate (h, 6), h));
        g_assert_true (wg_hex_equal (wg_hex_rotate (h, -1), wg_hex_rotate (h, 5)));
        g_assert_true (wg_hex_equal (wg_hex_rotate (wg_hex_rotate (h, 2), 4), h));
        g_assert_cmpint (wg_hex_distance ((WgHex) { 0, 0 }, wg_hex_rotate (h, 1)), ==,
                         wg_hex_distance ((WgHex) { 0, 0 }, h));
      }
  /* A worked case: (2, -1) turned twice is (-1, -1). */
  g_assert_true (wg_hex_equal (wg_hex_rotate ((WgHex) { 2, -1 }, 2), (WgHex) { -1, -1 }));
}

static void
test_bounds (void)
{
  g_assert_true (wg_hex_in_bounds ((WgHex) { -64, 64 }));
  g_assert_false (wg_hex_in_bounds ((WgHex) { -65, 0 }));
  g_assert_false (wg_hex_in_bounds ((WgHex) { 0, 65 }));
}

int
main (int argc, char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/wg/hex/neighbors-in-format-order", test_neighbors_in_format_order);
  g_test_add_func ("/wg/hex/distance", test_distance);
  g_test_add_func ("/wg/hex/rotation", test_rotation);
  g_test_add_func ("/wg/hex/bounds", test_bounds);
  return g_test_run ();
}
