/* wg-rng.c — a seeded random generator for shuffles the app performs
 * Copyright 2026 The Warpgate Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "wg-rng.h"

#define PCG_MULTIPLIER G_GUINT64_CONSTANT (6364136223846793005)

void
wg_rng_init (WgRng  *rng,
             guint64 seed,
             guint64 stream)
{
  rng->state = 0;
  rng->inc = (stream << 1) | 1u;
  wg_rng_next (rng);
  rng->state += seed;
  wg_rng_next (rng);
}

guint32
wg_rng_next (WgRng *rng)
{
  guint64 old = rng->state;
  guint32 xorshifted, rot;

  rng->state = old * PCG_MULTIPLIER + rng->inc;
  xorshifted = (guint32) (((old >> 18u) ^ old) >> 27u);
  rot = (guint32) (old >> 59u);
  return (xorshifted >> rot) | (xorshifted << ((-rot) & 31));
}

guint32
wg_rng_uniform (WgRng  *rng,
                guint32 bound)
{
  /* Reject the low values that would make some results more likely:
   * 2^32 mod bound of them. */
  guint32 threshold;

  g_return_val_if_fail (bound >= 1, 0);
  threshold = (guint32) (-bound) % bound;
  for (;;)
    {
      guint32 r = wg_rng_next (rng);

      if (r >= threshold)
        return r % bound;
    }
}

void
wg_rng_shuffle (WgRng  *rng,
                GArray *array)
{
  guint              size = g_array_get_element_size (array);
  g_autofree guint8 *tmp = g_malloc (size);

  for (guint i = array->len; i > 1; i--)
    {
      guint   j = wg_rng_uniform (rng, i);
      guint8 *a = (guint8 *) array->data + (gsize) (i - 1) * size;
      guint8 *b = (guint8 *) array->data + (gsize) j * size;

      memcpy (tmp, a, size);
      memcpy (a, b, size);
      memcpy (b, tmp, size);
    }
}
