/* wg-sprite-cache.h — small pictures drawn once, then copied
 * Copyright 2026 The Warpgate Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <cairo.h>
#include <glib.h>

G_BEGIN_DECLS

/* A board shows the same few pictures many times: a planet of each type,
 * a gate of each colour, a player's stack of three ships. Each is drawn
 * once into an image (a "sprite") at the size and scale it is shown at,
 * then copied wherever it appears, which costs a fraction of drawing it.
 * Sprites are named by what they show; the style (the hex size, the
 * scale, the preferences and the font) is the cache's: a new style forgets
 * every sprite. */
typedef struct _WgSpriteCache WgSpriteCache;

/* Draws the sprite centred on (cx, cy) of @cr, within the half size it
 * was asked for of there. */
typedef void (*WgSpriteDraw) (cairo_t *cr,
                              double   cx,
                              double   cy,
                              gpointer user_data);

WgSpriteCache *wg_sprite_cache_new (void);
void           wg_sprite_cache_free (WgSpriteCache *cache);
/* Forgets every sprite unless @style is the one they were drawn in. */
void           wg_sprite_cache_set_style (WgSpriteCache *cache,
                                          const char    *style);
void           wg_sprite_cache_clear (WgSpriteCache *cache);
guint          wg_sprite_cache_get_size (WgSpriteCache *cache);
/* Calls @func (key, cairo_surface_t *sprite, @user_data) for each sprite. */
void           wg_sprite_cache_foreach (WgSpriteCache *cache,
                                        GHFunc         func,
                                        gpointer       user_data);
/* A sprite to paint: named @key, drawn by @draw the first time; what it
 * draws lies within @half of its centre (a square of 2·@half logical
 * pixels). */
typedef struct
{
  const char  *key;
  double       half;
  /* FALSE: the sprite's centre lies on the nearest device pixel, so that
   * it is copied, never resampled (at most half a device pixel from where
   * it was asked). TRUE, for what must meet other drawings exactly (lines
   * of a grid): one sprite for each quarter of a device pixel the centre
   * can fall on, up to 16 for a key, so that the copy is within an eighth
   * of a device pixel of where @draw put it. */
  gboolean     exact;
  WgSpriteDraw draw;
  gpointer     user_data;
} WgSprite;

/* Paints @sprite centred on (x, y) of @cr. @scale is the device pixels
 * per logical pixel of @cr's target: a sprite is @scale times as large. */
void wg_sprite_cache_paint (WgSpriteCache  *cache,
                            cairo_t        *cr,
                            int             scale,
                            const WgSprite *sprite,
                            double          x,
                            double          y);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (WgSpriteCache, wg_sprite_cache_free)

G_END_DECLS
