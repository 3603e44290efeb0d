/* wg-verdict.c — why a move is legal or not
 * Copyright 2026 The Warpgate Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "wg-action.h"
#include "wg-verdict.h"

static const char *const verdict_words[WG_N_VERDICTS] = {
  "ok",
  "out-of-range",
  "unreachable",
  "enemy-ships",
  "enemy-warpgate",
  "no-ships",
  "too-few-ships",
  "too-many-ships",
  "not-a-location",
  "same-location",
  "too-many-origins",
  "reused-ships",
  "not-a-trade-planet",
  "not-distinct",
  "no-drone",
  "drone-must-move",
  "not-a-planet",
  "no-matching-technology",
  "no-supply",
  "too-many-targets",
  "repeated-target",
  "no-own-ships",
  "no-warpgate",
  "no-markers",
  "no-trade-good",
  "multiplier-too-high",
  "not-your-turn",
  "bad-choice",
  "game-over",
  "no-action-card",
  "already-acted",
  "truce",
  "voided-planet",
  "no-token",
  "not-now",
  "ai-turn",
  "ai-not-played",
  "not-own-warpgate",
  "not-top-card",
};

const char *
wg_verdict_to_string (WgVerdict verdict)
{
  g_return_val_if_fail ((guint) verdict < WG_N_VERDICTS, NULL);
  return verdict_words[verdict];
}

/* The ruling of the action's own count rule (R-MOVE-4…7). */
static const char *
count_ruling (int action)
{
  switch (action)
    {
    case WG_ACTION_RECON: return "R-MOVE-4";
    case WG_ACTION_MANEUVER: return "R-MOVE-5";
    case WG_ACTION_SKIRMISH:
    case WG_ACTION_ADVANCE: return "R-MOVE-6";
    case WG_ACTION_CONCENTRATE: return "R-MOVE-7";
    case WG_ACTION_TRADE: return "R-MOVE-8";
    default: return "R-MOVE-1";
    }
}

const char *
wg_verdict_ruling (WgVerdict verdict,
                   int       action)
{
  switch (verdict)
    {
    case WG_VERDICT_OK:
      return NULL;
    case WG_VERDICT_OUT_OF_RANGE:
      return "R-RANGE-6";
    case WG_VERDICT_UNREACHABLE:
      return "R-RANGE-7";
    case WG_VERDICT_ENEMY_SHIPS:
      if (action == WG_ACTION_TRADE)
        return "R-MOVE-8";
      if (action == WG_ACTION_RESEARCH)
        return "R-MOVE-10";
      if (action == WG_ACTION_WARP_IN || action == WG_ACTION_REINFORCE)
        return "R-MOVE-9";
      return "R-MOVE-2";
    case WG_VERDICT_ENEMY_WARPGATE:
      return "R-MOVE-3";
    case WG_VERDICT_NO_SHIPS:
    case WG_VERDICT_TOO_FEW_SHIPS:
    case WG_VERDICT_TOO_MANY_SHIPS:
      return count_ruling (action);
    case WG_VERDICT_NOT_A_LOCATION:
    case WG_VERDICT_SAME_LOCATION:
      return "R-MOVE-1";
    case WG_VERDICT_TOO_MANY_ORIGINS:
      return "R-MOVE-7";
    case WG_VERDICT_REUSED_SHIPS:
      return "R-MOVE-5";
    case WG_VERDICT_NOT_A_TRADE_PLANET:
    case WG_VERDICT_NOT_DISTINCT:
      return "R-MOVE-8";
    case WG_VERDICT_NO_DRONE:
    case WG_VERDICT_DRONE_MUST_MOVE:
    case WG_VERDICT_NO_MATCHING_TECHNOLOGY:
      return "R-MOVE-10";
    case WG_VERDICT_NOT_A_PLANET:
      return action == WG_ACTION_RESEARCH ? "R-MOVE-10" : "R-CTRL-1";
    case WG_VERDICT_NO_SUPPLY:
    case WG_VERDICT_NO_WARPGATE:
    case WG_VERDICT_NOT_OWN_WARPGATE:
      return "R-MOVE-9";
    case WG_VERDICT_TOO_MANY_TARGETS:
    case WG_VERDICT_REPEATED_TARGET:
    case WG_VERDICT_NO_OWN_SHIPS:
      return action == WG_ACTION_CONTROL ? "R-CTRL-2" : "R-MOVE-9";
    case WG_VERDICT_NO_MARKERS:
      return "R-CTRL-2";
    case WG_VERDICT_NO_TRADE_GOOD:
      return "R-RANGE-6";
    case WG_VERDICT_MULTIPLIER_TOO_HIGH:
      return "R-RANGE-6";
    case WG_VERDICT_TRUCE:
      return "R-EXP-5";
    case WG_VERDICT_VOIDED_PLANET:
      return "R-EXP-6";
    case WG_VERDICT_NO_TOKEN:
    case WG_VERDICT_NOT_NOW:
      return "R-EXP-3";
    case WG_VERDICT_AI_TURN:
      return "R-AI-1";
    case WG_VERDICT_AI_NOT_PLAYED:
      return "R-AI-13";
    case WG_VERDICT_NOT_TOP_CARD:
      return "R-AI-8";
    case WG_VERDICT_NOT_YOUR_TURN:
    case WG_VERDICT_BAD_CHOICE:
    case WG_VERDICT_GAME_OVER:
    case WG_VERDICT_NO_ACTION_CARD:
    case WG_VERDICT_ALREADY_ACTED:
    case WG_N_VERDICTS:
    default:
      return NULL;
    }
}
