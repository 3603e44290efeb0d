/* wg-sprite-cache.c — small pictures drawn once, then copied
 * Copyright 2026 The Warpgate Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <math.h>

#include "wg-sprite-cache.h"

/* More than any board shows (a picture per planet type, gate colour and
 * stack of ships): past it, a sprite is drawn each time again rather than
 * kept, so a cache never grows without end. */
#define MAX_SPRITES 1024

struct _WgSpriteCache
{
  GHashTable *sprites; /* key → cairo_surface_t */
  char       *style;
};

WgSpriteCache *
wg_sprite_cache_new (void)
{
  WgSpriteCache *cache = g_new0 (WgSpriteCache, 1);

  cache->sprites = g_hash_table_new_full (g_str_hash, g_str_equal, g_free,
                                          (GDestroyNotify) cairo_surface_destroy);
  return cache;
}

void
wg_sprite_cache_free (WgSpriteCache *cache)
{
  if (cache == NULL)
    return;
  g_hash_table_unref (cache->sprites);
  g_free (cache->style);
  g_free (cache);
}

void
wg_sprite_cache_clear (WgSpriteCache *cache)
{
  g_return_if_fail (cache != NULL);
  g_hash_table_remove_all (cache->sprites);
}

void
wg_sprite_cache_set_style (WgSpriteCache *cache,
                           const char    *style)
{
  g_return_if_fail (cache != NULL);
  g_return_if_fail (style != NULL);

  if (g_strcmp0 (cache->style, style) == 0)
    return;
  g_hash_table_remove_all (cache->sprites);
  g_free (cache->style);
  cache->style = g_strdup (style);
}

guint
wg_sprite_cache_get_size (WgSpriteCache *cache)
{
  g_return_val_if_fail (cache != NULL, 0);
  return g_hash_table_size (cache->sprites);
}

void
wg_sprite_cache_foreach (WgSpriteCache *cache,
                         GHFunc         func,
                         gpointer       user_data)
{
  g_return_if_fail (cache != NULL);
  g_hash_table_foreach (cache->sprites, func, user_data);
}

/* Paints @sprite under @key, a square of @side device pixels drawn with
 * its centre at (cx, cy), with its corner on the device pixel (ix, iy). */
static void
paint_sprite (WgSpriteCache  *cache,
              cairo_t        *cr,
              int             scale,
              const WgSprite *sprite,
              const char     *key,
              int             side,
              double          cx,
              double          cy,
              int             ix,
              int             iy)
{
  cairo_surface_t *surface = g_hash_table_lookup (cache->sprites, key);
  gboolean         kept = TRUE;

  if (surface == NULL)
    {
      cairo_t *sprite_cr;

      surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, side, side);
      cairo_surface_set_device_scale (surface, scale, scale);
      sprite_cr = cairo_create (surface);
      sprite->draw (sprite_cr, cx, cy, sprite->user_data);
      cairo_destroy (sprite_cr);
      kept = g_hash_table_size (cache->sprites) < MAX_SPRITES;
      if (kept)
        g_hash_table_insert (cache->sprites, g_strdup (key), surface);
    }
  cairo_set_source_surface (cr, surface, (double) ix / scale, (double) iy / scale);
  cairo_paint (cr);
  if (!kept)
    cairo_surface_destroy (surface);
}

/* Where @v (device pixels) falls: the pixel and the quarter within it. */
static void
split_quarter (double v,
               int   *pixel,
               int   *quarter)
{
  *pixel = (int) floor (v);
  *quarter = (int) round ((v - *pixel) * 4);
  if (*quarter == 4)
    {
      (*pixel)++;
      *quarter = 0;
    }
}

void
wg_sprite_cache_paint (WgSpriteCache  *cache,
                       cairo_t        *cr,
                       int             scale,
                       const WgSprite *sprite,
                       double          x,
                       double          y)
{
  g_autofree char *phased = NULL;
  int              h, ix, iy, qx, qy;

  g_return_if_fail (cache != NULL && sprite != NULL);
  g_return_if_fail (scale >= 1 && sprite->half > 0);

  h = (int) ceil (sprite->half * scale);
  if (!sprite->exact)
    {
      /* The centre on a device pixel, in the sprite and where it is
       * copied: the copy is exact, and at most half a device pixel from
       * (x, y). */
      paint_sprite (cache, cr, scale, sprite, sprite->key, 2 * h, (double) h / scale,
                    (double) h / scale, (int) round (x * scale) - h, (int) round (y * scale) - h);
      return;
    }
  split_quarter (x * scale, &ix, &qx);
  split_quarter (y * scale, &iy, &qy);
  phased = g_strdup_printf ("%s @%d,%d", sprite->key, qx, qy);
  paint_sprite (cache, cr, scale, sprite, phased, 2 * h + 1, (h + qx / 4.0) / scale,
                (h + qy / 4.0) / scale, ix - h, iy - h);
}
