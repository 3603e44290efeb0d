/* wg-rational.c — exact fractions for the battle odds
 * Copyright 2026 The Warpgate Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "wg-rational.h"

/* The odds' denominators are products of deck sizes (at most a few
 * hundred each), so they stay far below 2^63; the checks below are there so
 * that a case nobody thought of fails loudly instead of wrapping. */

static guint64
gcd_u64 (guint64 a,
         guint64 b)
{
  while (b != 0)
    {
      guint64 t = a % b;

      a = b;
      b = t;
    }
  return a;
}

/* |v| for v > G_MININT64. */
static guint64
abs_u64 (gint64 v)
{
  return v < 0 ? (guint64) -v : (guint64) v;
}

WgRational
wg_rational_new (gint64 num,
                 gint64 den)
{
  guint64 g;

  if (den == 0 || num == G_MININT64 || den == G_MININT64)
    return WG_RATIONAL_INVALID;
  if (den < 0)
    {
      num = -num;
      den = -den;
    }
  if (num == 0)
    return WG_RATIONAL_ZERO;
  g = gcd_u64 (abs_u64 (num), (guint64) den);
  return (WgRational) { num / (gint64) g, den / (gint64) g };
}

gboolean
wg_rational_is_valid (WgRational r)
{
  return r.den > 0;
}

gboolean
wg_rational_is_zero (WgRational r)
{
  return r.den > 0 && r.num == 0;
}

gboolean
wg_rational_equal (WgRational a,
                   WgRational b)
{
  /* Both reduced: equal fractions have equal terms. */
  return a.den > 0 && b.den > 0 && a.num == b.num && a.den == b.den;
}

WgRational
wg_rational_add (WgRational a,
                 WgRational b)
{
  gint64 g, left, right, num, den;

  if (a.den <= 0 || b.den <= 0)
    return WG_RATIONAL_INVALID;
  /* a/b + c/d = (a·(d/g) + c·(b/g)) / ((b/g)·d), g = gcd (b, d) */
  g = (gint64) gcd_u64 ((guint64) a.den, (guint64) b.den);
  if (__builtin_mul_overflow (a.num, b.den / g, &left)
      || __builtin_mul_overflow (b.num, a.den / g, &right)
      || __builtin_add_overflow (left, right, &num)
      || __builtin_mul_overflow (a.den / g, b.den, &den))
    return WG_RATIONAL_INVALID;
  return wg_rational_new (num, den);
}

WgRational
wg_rational_sub (WgRational a,
                 WgRational b)
{
  if (b.den <= 0 || b.num == G_MININT64)
    return WG_RATIONAL_INVALID;
  b.num = -b.num;
  return wg_rational_add (a, b);
}

WgRational
wg_rational_mul (WgRational a,
                 WgRational b)
{
  gint64 g1, g2, num, den;

  if (a.den <= 0 || b.den <= 0)
    return WG_RATIONAL_INVALID;
  if (a.num == 0 || b.num == 0)
    return WG_RATIONAL_ZERO;
  /* Cross-reduce first, so that the products are as small as they can be. */
  g1 = (gint64) gcd_u64 (abs_u64 (a.num), (guint64) b.den);
  g2 = (gint64) gcd_u64 (abs_u64 (b.num), (guint64) a.den);
  if (__builtin_mul_overflow (a.num / g1, b.num / g2, &num)
      || __builtin_mul_overflow (a.den / g2, b.den / g1, &den))
    return WG_RATIONAL_INVALID;
  return wg_rational_new (num, den);
}

WgRational
wg_rational_scale (WgRational a,
                   gint64     n,
                   gint64     d)
{
  return wg_rational_mul (a, wg_rational_new (n, d));
}

/* Floor division and its remainder (0 ≤ *rem < d), d > 0. */
static gint64
floor_div (gint64  n,
           gint64  d,
           gint64 *rem)
{
  gint64 q = n / d, r = n % d;

  if (r < 0)
    {
      r += d;
      q--;
    }
  *rem = r;
  return q;
}

int
wg_rational_compare (WgRational a,
                     WgRational b)
{
  gint64 n1 = a.num, d1 = a.den, n2 = b.num, d2 = b.den;

  g_return_val_if_fail (a.den > 0 && b.den > 0, 0);
  /* Compare the integer parts; when they are equal, r1/d1 < r2/d2 exactly
   * when d2/r2 < d1/r1, so go on with the reciprocals of the remainders
   * (Euclid's steps: it ends, and nothing is ever multiplied). */
  for (;;)
    {
      gint64 r1, r2, q1 = floor_div (n1, d1, &r1), q2 = floor_div (n2, d2, &r2);
      gint64 t;

      if (q1 != q2)
        return q1 < q2 ? -1 : 1;
      if (r1 == 0 || r2 == 0)
        return r1 == r2 ? 0 : r1 == 0 ? -1
                                      : 1;
      t = d1;
      n1 = d2;
      d1 = r2;
      n2 = t;
      d2 = r1;
    }
}

char *
wg_rational_to_string (WgRational r,
                       char       buf[WG_RATIONAL_STRING_SIZE])
{
  if (r.den <= 0)
    g_strlcpy (buf, "invalid", WG_RATIONAL_STRING_SIZE);
  else
    g_snprintf (buf, WG_RATIONAL_STRING_SIZE, "%" G_GINT64_FORMAT "/%" G_GINT64_FORMAT, r.num,
                r.den);
  return buf;
}

char *
wg_rational_format_percent (WgRational r,
                            char       buf[WG_RATIONAL_PERCENT_SIZE])
{
  guint64 num, whole, rem, hundredths, scaled;

  if (r.den <= 0)
    {
      g_strlcpy (buf, "invalid", WG_RATIONAL_PERCENT_SIZE);
      return buf;
    }
  /* 100·|num|/den in hundredths, rounded half up:
   * floor ((2·10000·rem + den) / (2·den)) for the part below 1. */
  num = abs_u64 (r.num);
  whole = num / (guint64) r.den;
  rem = num % (guint64) r.den;
  if (!__builtin_mul_overflow (rem, (guint64) 20000, &scaled)
      && !__builtin_add_overflow (scaled, (guint64) r.den, &scaled))
    hundredths = scaled / (2 * (guint64) r.den);
  else
    hundredths = (guint64) ((long double) rem * 10000.0L / (long double) r.den + 0.5L);
  hundredths += whole * 10000;
  g_snprintf (buf, WG_RATIONAL_PERCENT_SIZE, "%s%" G_GUINT64_FORMAT ".%02u",
              r.num < 0 ? "-" : "", hundredths / 100, (guint) (hundredths % 100));
  return buf;
}
