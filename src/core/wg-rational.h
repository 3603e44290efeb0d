/* wg-rational.h — exact fractions for the battle odds
 * Copyright 2026 The Warpgate Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* A fraction num/den, always reduced, den > 0. A result that does not fit
 * in 64 bits is not wrapped: it becomes invalid (den == 0), and every
 * operation on an invalid fraction stays invalid, so one check at the end
 * of a computation catches an overflow anywhere in it. */
typedef struct
{
  gint64 num;
  gint64 den;
} WgRational;

#define WG_RATIONAL_ZERO    ((WgRational) { 0, 1 })
#define WG_RATIONAL_ONE     ((WgRational) { 1, 1 })
#define WG_RATIONAL_INVALID ((WgRational) { 0, 0 })

/* Longest "a/b" and "100.00" texts, with the NUL. */
#define WG_RATIONAL_STRING_SIZE  42
#define WG_RATIONAL_PERCENT_SIZE 24

/* num/den reduced; invalid when den is 0 or the sign cannot be moved. */
WgRational wg_rational_new (gint64 num,
                            gint64 den);
gboolean   wg_rational_is_valid (WgRational r);
gboolean   wg_rational_is_zero (WgRational r);
gboolean   wg_rational_equal (WgRational a,
                              WgRational b);
WgRational wg_rational_add (WgRational a,
                            WgRational b);
WgRational wg_rational_sub (WgRational a,
                            WgRational b);
WgRational wg_rational_mul (WgRational a,
                            WgRational b);
/* a × n / d for small integers, the common step of the odds. */
WgRational wg_rational_scale (WgRational a,
                              gint64     n,
                              gint64     d);
/* -1, 0 or 1, exactly (no cross-multiplication, so it cannot overflow).
 * Both must be valid. */
int        wg_rational_compare (WgRational a,
                                WgRational b);
/* "a/b" ("0/1", "1/1"); "invalid" for an invalid fraction. */
char      *wg_rational_to_string (WgRational r,
                                  char       buf[WG_RATIONAL_STRING_SIZE]);
/* The percentage with 2 decimals, rounded half up: 1/3 → "33.33", 2/3 →
 * "66.67". "invalid" for an invalid fraction. */
char      *wg_rational_format_percent (WgRational r,
                                       char       buf[WG_RATIONAL_PERCENT_SIZE]);

G_END_DECLS
