/* wg-token.h — the Exploration variant's discovery tokens (R-EXP-5)
 * Copyright 2026 The Warpgate Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* The tokens of R-EXP-5, in its order; `colony-TYPE` is five tokens, one per
 * planet type of a card (desert … arctic, in WgPlanetType's order). */
typedef enum
{
  WG_TOKEN_REFRESH_TRADE_GOODS,
  WG_TOKEN_REINFORCE,
  WG_TOKEN_DRAW,
  WG_TOKEN_CONTROL,
  WG_TOKEN_EXTRA_VP,
  WG_TOKEN_LOST_SHIP,
  WG_TOKEN_DEPLOY_3,
  WG_TOKEN_TRUCE,
  WG_TOKEN_COLONY_DESERT,
  WG_TOKEN_COLONY_JUNGLE,
  WG_TOKEN_COLONY_VOLCANIC,
  WG_TOKEN_COLONY_OCEANIC,
  WG_TOKEN_COLONY_ARCTIC,
  WG_TOKEN_COPY_PLANET,
  WG_TOKEN_TECHNOLOGY,
  WG_TOKEN_TRADE_GOOD,
  WG_TOKEN_PROMOTE,
  WG_TOKEN_TRADE_ICON,
  WG_TOKEN_VOID_PLANET,
  WG_TOKEN_OBJECTIVE,
  WG_TOKEN_FLIP_FACTION,
  WG_TOKEN_PASS_OBJECTIVES,
  WG_TOKEN_PASS_TECHNOLOGIES,
  WG_TOKEN_SECRET_TECHNOLOGY,
  WG_TOKEN_BATTLE_PROMOTE,
  WG_TOKEN_TWO_MORE,
  WG_TOKEN_ROTATE_TILE_CW,
  WG_TOKEN_ROTATE_TILE_CCW,
  WG_N_TOKENS
} WgToken;

/* Tokens a set-up puts in the box when the table does not say otherwise:
 * one of each id (R-EXP-5; the promotional ones included, as the app offers
 * all). */
#define WG_TOKENS_IN_BOX WG_N_TOKENS

/* The id of R-EXP-5 ("refresh-trade-goods", "colony-desert", …). */
const char *wg_token_to_string (WgToken token);
gboolean    wg_token_from_string (const char *str,
                                  WgToken    *out);
/* A short name, translated ("Refresh Trade Goods"). */
const char *wg_token_display_name (WgToken token);
/* What the token says, translated (R-EXP-5's reading). */
const char *wg_token_text (WgToken token);
/* Held (H) tokens are kept to be used later; immediate (I) ones are resolved
 * when kept (R-EXP-3). */
gboolean    wg_token_is_held (WgToken token);
/* A colony-TYPE token: TRUE with its planet type (a WgPlanetType). */
gboolean    wg_token_colony_type (WgToken token,
                                  int    *type);

G_END_DECLS
