/* wg-token.c — the Exploration variant's discovery tokens (R-EXP-5)
 * Copyright 2026 The Warpgate Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "wg-i18n.h"
#include "wg-token.h"
#include "wg-types.h"

/* R-EXP-5, one row per token: its id, a short name, held or immediate, and
 * its text as the rulings read it (card texts are the players'; these are the
 * rulings' own readings). */
static const struct
{
  const char *id;
  const char *name;
  gboolean    held;
  const char *text;
} tokens[WG_N_TOKENS] = {
  { "refresh-trade-goods", N_ ("Refresh Trade Goods"), TRUE,
    N_ ("During your turn: refresh all your spent Trade Goods.") },
  { "reinforce", N_ ("Reinforce"), TRUE, N_ ("During your turn: a Reinforce action at 1X.") },
  { "draw", N_ ("Draw"), TRUE, N_ ("During your turn: a Draw action at 1X.") },
  { "control", N_ ("Control"), TRUE, N_ ("During your turn: a Control action at 1X.") },
  { "extra-vp", N_ ("Extra VP"), TRUE, N_ ("1 more VP at the end of the game (2 in all).") },
  { "lost-ship", N_ ("Lost Ship"), FALSE, N_ ("The exploring ship is destroyed.") },
  { "deploy-3", N_ ("Deploy 3"), TRUE,
    N_ ("During your turn: deploy up to 3 ships on one planet holding your ships.") },
  { "truce", N_ ("Truce"), TRUE,
    N_ ("At the start of a round: this round you cannot attack and cannot be attacked.") },
  { "colony-desert", N_ ("Desert Colony"), TRUE,
    N_ ("At the end of the game it counts as a desert planet holding your Colony, in no "
        "sector.") },
  { "colony-jungle", N_ ("Jungle Colony"), TRUE,
    N_ ("At the end of the game it counts as a jungle planet holding your Colony, in no "
        "sector.") },
  { "colony-volcanic", N_ ("Volcanic Colony"), TRUE,
    N_ ("At the end of the game it counts as a volcanic planet holding your Colony, in no "
        "sector.") },
  { "colony-oceanic", N_ ("Oceanic Colony"), TRUE,
    N_ ("At the end of the game it counts as an oceanic planet holding your Colony, in no "
        "sector.") },
  { "colony-arctic", N_ ("Arctic Colony"), TRUE,
    N_ ("At the end of the game it counts as an arctic planet holding your Colony, in no "
        "sector.") },
  { "copy-planet", N_ ("Copy Planet"), TRUE,
    N_ ("Before scoring, put it on any planet: it counts as a copy of that planet in its sector "
        "(its marker, trade icon and ships included).") },
  { "technology", N_ ("Technology"), TRUE,
    N_ ("During your turn: take one available Technology.") },
  { "trade-good", N_ ("Trade Good"), FALSE,
    N_ ("Take one available Trade Good and discard this token.") },
  { "promote", N_ ("Promote"), TRUE, N_ ("During your turn: a Promote action at 2X.") },
  { "trade-icon", N_ ("Trade Icon"), FALSE,
    N_ ("Put it beside any planet without a trade icon: that planet has one.") },
  { "void-planet", N_ ("Void Planet"), FALSE,
    N_ ("Put it on any planet: its marker is removed, and it is a planet only for movement and "
        "deployment.") },
  { "objective", N_ ("Objective"), FALSE,
    N_ ("Take one available Objective and discard this token.") },
  { "flip-faction", N_ ("Flip Faction"), FALSE,
    N_ ("Turn your faction board to its other side and play that side from now on; your Hero "
        "card stays.") },
  { "pass-objectives", N_ ("Pass Objectives"), FALSE,
    N_ ("Every player chooses one of their Objectives and passes it to the player on their "
        "left.") },
  { "pass-technologies", N_ ("Pass Technologies"), FALSE,
    N_ ("Every player chooses one of their Technologies and passes it to the nearest player on "
        "their left who has a Technology.") },
  { "secret-technology", N_ ("Secret Technology"), FALSE,
    N_ ("Turn one of your Technologies, chosen at random, face down: it is worth 3 VP at the "
        "end of the game and nothing else.") },
  { "battle-promote", N_ ("Battle Promote"), TRUE,
    N_ ("In your battle, before Tactics cards are played: a Promote action at 2X, and the card "
        "chosen is the one you play in this battle.") },
  { "two-more", N_ ("Two More"), FALSE,
    N_ ("You may discard this token; if you do, take 2 unused tokens from the box and reveal "
        "them.") },
  { "rotate-tile-cw", N_ ("Rotate Tile Clockwise"), FALSE,
    N_ ("Turn the board tile holding this planet one edge clockwise, with everything on it; "
        "ignored on a diamond-shaped tile.") },
  { "rotate-tile-ccw", N_ ("Rotate Tile Counter-clockwise"), FALSE,
    N_ ("Turn the board tile holding this planet one edge counter-clockwise, with everything "
        "on it; ignored on a diamond-shaped tile.") },
};

const char *
wg_token_to_string (WgToken token)
{
  g_return_val_if_fail ((guint) token < WG_N_TOKENS, NULL);
  return tokens[token].id;
}

gboolean
wg_token_from_string (const char *str,
                      WgToken    *out)
{
  if (str == NULL)
    return FALSE;
  for (guint i = 0; i < WG_N_TOKENS; i++)
    if (strcmp (tokens[i].id, str) == 0)
      {
        *out = (WgToken) i;
        return TRUE;
      }
  return FALSE;
}

const char *
wg_token_display_name (WgToken token)
{
  g_return_val_if_fail ((guint) token < WG_N_TOKENS, NULL);
  return _ (tokens[token].name);
}

const char *
wg_token_text (WgToken token)
{
  g_return_val_if_fail ((guint) token < WG_N_TOKENS, NULL);
  return _ (tokens[token].text);
}

gboolean
wg_token_is_held (WgToken token)
{
  g_return_val_if_fail ((guint) token < WG_N_TOKENS, FALSE);
  return tokens[token].held;
}

gboolean
wg_token_colony_type (WgToken token,
                      int    *type)
{
  G_STATIC_ASSERT (WG_TOKEN_COLONY_ARCTIC - WG_TOKEN_COLONY_DESERT
                   == WG_PLANET_ARCTIC - WG_PLANET_DESERT);
  if (token < WG_TOKEN_COLONY_DESERT || token > WG_TOKEN_COLONY_ARCTIC)
    return FALSE;
  if (type != NULL)
    *type = WG_PLANET_DESERT + (int) (token - WG_TOKEN_COLONY_DESERT);
  return TRUE;
}
