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
  GHashTable *sprites;   /* key → cairo_surface_t */
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

static cairo_surface_t *
draw_sprite (int          scale,
             double       half,
             WgSpriteDraw draw,
             gpointer     user_data)
{
  int side = (int) ceil (2 * half * scale);
  cairo_surface_t *sprite = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, side, side);
  cairo_t *cr;

  cairo_surface_set_device_scale (sprite, scale, scale);
  cr = cairo_create (sprite);
  draw (cr, half, user_data);
  cairo_destroy (cr);
  return sprite;
}

void
wg_sprite_cache_paint (WgSpriteCache *cache,
                       cairo_t       *cr,
                       int            scale,
                       const char    *key,
                       double         half,
                       double         x,
                       double         y,
                       WgSpriteDraw   draw,
                       gpointer       user_data)
{
  cairo_surface_t *sprite;
  gboolean kept = TRUE;

  g_return_if_fail (cache != NULL);
  g_return_if_fail (scale >= 1 && half > 0);

  sprite = g_hash_table_lookup (cache->sprites, key);
  if (sprite == NULL)
    {
      sprite = draw_sprite (scale, half, draw, user_data);
      kept = g_hash_table_size (cache->sprites) < MAX_SPRITES;
      if (kept)
        g_hash_table_insert (cache->sprites, g_strdup (key), sprite);
    }
  /* The corner on a device pixel: the copy is then exact. */
  cairo_set_source_surface (cr, sprite, round ((x - half) * scale) / scale,
                            round ((y - half) * scale) / scale);
  cairo_paint (cr);
  if (!kept)
    cairo_surface_destroy (sprite);
}
