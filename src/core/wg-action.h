/* wg-action.h — the twelve actions and a move: what a player proposes to do
 * Copyright 2026 The Warpgate Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "wg-catalog.h"
#include "wg-game.h"
#include "wg-rulings.h"
#include "wg-verdict.h"

G_BEGIN_DECLS

typedef enum
{
  WG_ACTION_RECON,
  WG_ACTION_MANEUVER,
  WG_ACTION_SKIRMISH,
  WG_ACTION_ADVANCE,
  WG_ACTION_CONCENTRATE,
  WG_ACTION_TRADE,
  WG_ACTION_RESEARCH,
  WG_ACTION_WARP_IN,
  WG_ACTION_REINFORCE,
  WG_ACTION_CONTROL,
  WG_ACTION_PROMOTE,
  WG_ACTION_DRAW,
  WG_N_ACTIONS
} WgAction;

/* docs/cli.md's spelling: "recon", "warp-in", … */
const char *wg_action_to_string (WgAction action);
gboolean    wg_action_from_string (const char *str,
                                   WgAction   *out);
/* "Recon", "Warp-in", translated. */
const char *wg_action_display_name (WgAction action);
/* Recon, Maneuver, Skirmish, Advance, Concentrate: ships move from
 * origins to a destination. */
gboolean    wg_action_is_movement (WgAction action);
/* Skirmish, Advance and Concentrate may attack (R-MOVE-2). */
gboolean    wg_action_may_attack (WgAction action);
/* Where a player points on the board to propose the action:
 *  1. the movement actions and Trade move ships away from origins, chosen
 *     first (R-MOVE-4…7; Trade's one ship starts on a trade-icon planet,
 *     R-MOVE-8): wg_action_has_origins;
 *  2. Reinforce and Control act on up to X locations chosen one by one, in
 *     order (Reinforce: 1 ship on each, R-MOVE-9; Control: each planet in
 *     turn, R-CTRL-2): wg_action_uses_targets;
 *  3. Promote and Draw take cards and name no location at all (rulebook
 *     "Promote action", "Draw action"): wg_action_needs_no_location;
 *  4. Research and Warp-in are none of these: Research names the drone's
 *     destination (R-MOVE-10), Warp-in deploys on the player's own
 *     Warpgate (R-MOVE-9).
 * They say which choices an action asks for, not whether it is legal. */
gboolean    wg_action_has_origins (WgAction action);
gboolean    wg_action_uses_targets (WgAction action);
gboolean    wg_action_needs_no_location (WgAction action);

/* Adds to @rulings the rulings every move of @action answers to, which a
 * list of its legal moves cites:
 *  1. a movement action: leaving, entering and Warpgates (R-MOVE-1…3);
 *  2. the action's own rule: Recon R-MOVE-4, Maneuver R-MOVE-5, Skirmish
 *     and Advance R-MOVE-6, Concentrate R-MOVE-7, Trade R-MOVE-8,
 *     Research R-MOVE-10, Warp-in R-MOVE-9, Reinforce R-MOVE-9 and
 *     R-MOVE-12, Control R-CTRL-2 and R-CTRL-5;
 *  3. an action measured in range (Recon to Research): R-RANGE-1 and the
 *     multiplier's R-RANGE-6.
 * Promote and Draw add none. */
void        wg_action_rulings (WgAction      action,
                               WgRulingList *rulings);

/* The multipliers an action may be resolved at: the turn slot's X or any
 * weaker, down to 0X ("3X as 1X, or 0X", rulebook "Turn multiplier"); the
 * strongest slot is 4X (WG_TURN_SLOT_LAST, wg-turn.h). A Trade Good's +1
 * comes on top (wg_effective_x). */
#define WG_X_MIN 0
#define WG_X_MAX 4

/* The multiplier an action is resolved at: X, plus 1 for a Trade Good
 * (R-RANGE-6). */
int wg_effective_x (int      x,
                    gboolean trade_good);
/* How far a movement reaches: 2X for Recon, X for the others (R-RANGE-6). */
int wg_action_range_limit (WgAction action,
                           int      x,
                           gboolean trade_good);

#define WG_ALL_SHIPS   (-1)
#define WG_MAX_TARGETS 16
#define WG_NONE        (-1)

/* Ships leaving one location. */
typedef struct
{
  int from;  /* cell */
  int count; /* ships, or WG_ALL_SHIPS: every ship of the player there */
} WgGroup;

/* One action as a player proposes it. Fields an action does not use are
 * ignored; wg_move_init() sets them to "not given". */
typedef struct
{
  WgAction         action;
  int              player;
  int              x;          /* the multiplier resolved at (0 … the slot) */
  gboolean         trade_good; /* spend one Trade Good for +1 */

  /* Movement; Trade uses groups[0].from, via and to. */
  WgGroup          groups[2]; /* Concentrate: one or two origins */
  guint            n_groups;
  int              to;
  /* Maneuver's optional second group (R-MOVE-5). */
  gboolean         second;
  WgGroup          second_group;
  int              second_to;
  /* Trade */
  int              via;
  /* Research: index into pools.technologies.available, or WG_NONE for the
   * left-most that matches the destination. */
  int              technology;
  /* Warp-in: ships to deploy; Draw: cards to draw (WG_NONE: X). */
  int              count;
  /* Reinforce and Control: the locations, in order. */
  int              targets[WG_MAX_TARGETS];
  guint            n_targets;
  /* Control: the Objective to claim when several match (index into
   * pools.objectives.available), or WG_NONE for the left-most. */
  int              objective;
  /* Promote: the cards the table knows (not owned; may be NULL). A card
   * turned over from a deck of unknown cards is asked among its Hero and
   * Advanced cards, by name, and a card kept is recorded with its name
   * (R-MOVE-13). Which card is kept is the player's answer to the
   * "promote-keep" choice, never a default. */
  const WgCatalog *catalog;
} WgMove;

void        wg_move_init (WgMove  *move,
                          WgAction action,
                          int      player,
                          int      x,
                          gboolean trade_good);
void        wg_move_add_group (WgMove *move,
                               int     from,
                               int     count);
void        wg_move_add_target (WgMove *move,
                                int     cell);
/* The sentence for the history: "Blue: Advance 3 ships D2 → J1". */
char       *wg_move_describe (const WgGame *game,
                              const WgMove *move);
/* How a move's text names @cell: its location id, a Warpgate's place
 * name, @empty for an empty hex, "?" for no cell. */
const char *wg_move_cell_name (const WgGame *game,
                               int           cell,
                               const char   *empty);

G_END_DECLS
