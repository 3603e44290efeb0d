/* wg-verdict.h — why a move is legal or not, with the ruling that decides
 * Copyright 2026 The Warpgate Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* Rule answers are values, not errors: each has a stable word (docs/cli.md's
 * "reason"), the ruling id that decides it and a sentence for players. */
typedef enum
{
  WG_VERDICT_OK,
  /* Movement (docs/cli.md `check` reasons) */
  WG_VERDICT_OUT_OF_RANGE,
  WG_VERDICT_UNREACHABLE,
  WG_VERDICT_ENEMY_SHIPS,
  WG_VERDICT_ENEMY_WARPGATE,
  WG_VERDICT_NO_SHIPS,
  WG_VERDICT_TOO_FEW_SHIPS,
  WG_VERDICT_TOO_MANY_SHIPS,
  WG_VERDICT_NOT_A_LOCATION,
  WG_VERDICT_SAME_LOCATION,
  WG_VERDICT_TOO_MANY_ORIGINS,
  /* Further reasons of the other actions */
  WG_VERDICT_REUSED_SHIPS, /* Maneuver's second group */
  WG_VERDICT_NOT_A_TRADE_PLANET,
  WG_VERDICT_NOT_DISTINCT, /* Trade's three planets */
  WG_VERDICT_NO_DRONE,
  WG_VERDICT_DRONE_MUST_MOVE,
  WG_VERDICT_NOT_A_PLANET,
  WG_VERDICT_NO_MATCHING_TECHNOLOGY,
  WG_VERDICT_NO_SUPPLY,
  WG_VERDICT_TOO_MANY_TARGETS,
  WG_VERDICT_REPEATED_TARGET,
  WG_VERDICT_NO_OWN_SHIPS,
  WG_VERDICT_NO_WARPGATE,
  WG_VERDICT_NO_MARKERS,
  WG_VERDICT_NO_TRADE_GOOD,
  WG_VERDICT_MULTIPLIER_TOO_HIGH,
  WG_VERDICT_NOT_YOUR_TURN,
  WG_VERDICT_BAD_CHOICE, /* a card index or answer that is not an option */
  WG_VERDICT_GAME_OVER,
  WG_VERDICT_NO_ACTION_CARD, /* an Action card to play into the slot */
  WG_VERDICT_ALREADY_ACTED,  /* the active player has taken this turn's action */
  /* The Exploration variant */
  WG_VERDICT_TRUCE,         /* an attack on or by a player under a truce (R-EXP-5) */
  WG_VERDICT_VOIDED_PLANET, /* a voided planet is not a planet for this (R-EXP-6) */
  WG_VERDICT_NO_TOKEN,      /* the player holds no such unused discovery token */
  WG_VERDICT_NOT_NOW,       /* the token's moment has not come (R-EXP-3) */
  WG_VERDICT_AI_TURN,       /* the Gatekeepers' turn is their card's (R-AI-1) */
  WG_VERDICT_AI_NOT_PLAYED, /* their turn ends only once their card is played (R-AI-13) */
  /* What a front end names for a rule to check */
  WG_VERDICT_NOT_OWN_WARPGATE, /* a Warp-in's location is not the own Warpgate (R-MOVE-9) */
  WG_VERDICT_NOT_TOP_CARD,     /* a card given for the Gatekeepers is not the one drawn (R-AI-8) */
  WG_N_VERDICTS
} WgVerdict;

/* "ok", "out-of-range", … */
const char *wg_verdict_to_string (WgVerdict verdict);
/* The ruling id that decides this verdict for @action (a WgAction, or -1),
 * e.g. R-MOVE-4 for too many ships on a Recon; NULL for OK. */
const char *wg_verdict_ruling (WgVerdict verdict,
                               int       action);

G_END_DECLS
