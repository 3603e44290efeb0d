/* test-rng.c — the seeded generator
 * Copyright 2026 The Warpgate Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "wg-rng.h"

/* The reference PCG32 (pcg32-global-demo, seed 42, stream 54) starts
 * 0xa15c02b7 0x7b47f409 0xba1d3330 0x83d2f293 0xbfa4784b 0xcbed606e. */
static void
test_reference_sequence (void)
{
  static const guint32 expected[] = { 0xa15c02b7, 0x7b47f409, 0xba1d3330, 0x83d2f293,
                                      0xbfa4784b, 0xcbed606e };
  WgRng                rng;

  wg_rng_init (&rng, 42, 54);
  for (guint i = 0; i < G_N_ELEMENTS (expected); i++)
    g_assert_cmphex (wg_rng_next (&rng), ==, expected[i]);
}

static void
test_uniform_bounds (void)
{
  WgRng rng;
  guint counts[6] = { 0 };

  wg_rng_init (&rng, 7, 0);
  for (guint i = 0; i < 6000; i++)
    {
      guint32 v = wg_rng_uniform (&rng, 6);

      g_assert_cmpuint (v, <, 6);
      counts[v]++;
    }
  /* Each face appears; no face takes more than a third (a broken bound or
   * a constant generator would). */
  for (guint i = 0; i < 6; i++)
    {
      g_assert_cmpuint (counts[i], >, 0);
      g_assert_cmpuint (counts[i], <, 2000);
    }
  g_assert_cmpuint (wg_rng_uniform (&rng, 1), ==, 0);
}

/* A shuffle is a permutation, the same for the same seed and stream, and
 * different for another stream. */
static void
test_shuffle (void)
{
  g_autoptr (GArray) a = g_array_new (FALSE, FALSE, sizeof (int));
  g_autoptr (GArray) b = g_array_new (FALSE, FALSE, sizeof (int));
  g_autoptr (GArray) c = g_array_new (FALSE, FALSE, sizeof (int));
  WgRng    r1, r2, r3;
  gboolean seen[20] = { FALSE };
  gboolean differs = FALSE;

  for (int i = 0; i < 20; i++)
    {
      g_array_append_val (a, i);
      g_array_append_val (b, i);
      g_array_append_val (c, i);
    }
  wg_rng_init (&r1, 1234, 0);
  wg_rng_init (&r2, 1234, 0);
  wg_rng_init (&r3, 1234, 1);
  wg_rng_shuffle (&r1, a);
  wg_rng_shuffle (&r2, b);
  wg_rng_shuffle (&r3, c);
  for (guint i = 0; i < 20; i++)
    {
      int v = g_array_index (a, int, i);

      g_assert_false (seen[v]);
      seen[v] = TRUE;
      g_assert_cmpint (v, ==, g_array_index (b, int, i));
      differs |= v != g_array_index (c, int, i);
    }
  g_assert_true (differs);
}

int
main (int argc, char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/wg/rng/reference-sequence", test_reference_sequence);
  g_test_add_func ("/wg/rng/uniform-bounds", test_uniform_bounds);
  g_test_add_func ("/wg/rng/shuffle", test_shuffle);
  return g_test_run ();
}
