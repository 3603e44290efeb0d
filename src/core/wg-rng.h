/* wg-rng.h — a seeded random generator for shuffles the app performs
 * Copyright 2026 The Warpgate Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* PCG32 (O'Neill, pcg-random.org): small, fast, and the same sequence on
 * every machine for the same seed. The core never seeds it from the clock:
 * seeds come from the game file, so a game replays identically. */
typedef struct
{
  guint64 state;
  guint64 inc;
} WgRng;

/* @stream picks one of 2^63 independent sequences for the same seed (the
 * game uses the number of shuffles so far). */
void    wg_rng_init (WgRng  *rng,
                     guint64 seed,
                     guint64 stream);
guint32 wg_rng_next (WgRng *rng);
/* Uniform in 0…@bound-1, without modulo bias; @bound ≥ 1. */
guint32 wg_rng_uniform (WgRng  *rng,
                        guint32 bound);
/* Fisher–Yates shuffle of @array in place. */
void    wg_rng_shuffle (WgRng  *rng,
                        GArray *array);

G_END_DECLS
