/* wg-moves.h — for any player, action and multiplier: what is legal, why a
 * proposed move is not, and the table after a legal one
 * Copyright 2026 The Warpgate Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "wg-action.h"
#include "wg-outcome.h"
#include "wg-question.h"
#include "wg-rulings.h"

G_BEGIN_DECLS

/* The answer about one proposed move. */
typedef struct
{
  WgVerdict    verdict;
  const char  *ruling;  /* the ruling that decides it; NULL when OK */
  int          range;   /* movement, Research: the range (largest origin's), or
                         * WG_RANGE_UNREACHABLE; -1 when no range was measured */
  gboolean     attack;  /* a legal move onto enemy ships */
  int          subject; /* the cell the verdict is about, or WG_NONE */
  WgRulingList rulings; /* every ruling the answer rests on */
} WgJudgement;

/* Judges @move as it stands on @game. Does not check whose turn it is or
 * the turn slot (that is wg_turn_perform's business), so it answers
 * "what if" questions for any player and multiplier. */
void      wg_judge_move (const WgGame *game,
                         const WgMove *move,
                         WgJudgement  *judgement);
/* The location a front end names for a Warp-in (R-MOVE-9: up to X ships
 * on the player's own Warpgate):
 *  1. @player has a Warpgate on the board, else WG_VERDICT_NO_WARPGATE;
 *  2. @cell is that Warpgate, else WG_VERDICT_NOT_OWN_WARPGATE.
 * Both are R-MOVE-9 (wg_verdict_ruling). The Warp-in itself, which always
 * deploys on the own Warpgate, is judged by wg_judge_move. */
WgVerdict wg_warp_in_judge_to (const WgGame *game,
                               int           player,
                               int           cell);
/* Whether the ships at @from may attack or move onto the location @to, as
 * far as Warpgates go (the ruler's question, before any action is named):
 *  1. with no ships at @from, or @to not a Warpgate, nothing to say: OK;
 *  2. another player's ships on the Warpgate at @to: nothing may attack
 *     or move onto it, WG_VERDICT_ENEMY_WARPGATE (R-MOVE-3,
 *     wg_verdict_ruling);
 *  3. else OK.
 * Range, ship counts and the rest are wg_judge_move's, once an action is
 * named. */
WgVerdict wg_judge_onto_warpgate (const WgGame *game,
                                  int           from,
                                  int           to);
/* A Trade to @move->to (a planet), judged so that a refusal names the
 * reason about that planet (R-MOVE-8: a route from the start through
 * another trade planet to a third):
 *  1. the route through each trade planet other than @move->to and the
 *     start (@move->groups[0].from) is judged, as @move->via;
 *  2. the first judgement whose subject is @move->to is kept (not a trade
 *     planet, enemy ships, out of range from the best stop), else the
 *     first route's;
 *  3. with no other trade planet, the move with no stop (via WG_NONE);
 *  4. the ruling is the verdict's, else R-MOVE-8, the Trade's own rule.
 * @move->via is left as the route judged (for wg_judgement_describe). */
void      wg_judge_trade_to (const WgGame *game,
                             WgMove       *move,
                             WgJudgement  *judgement);
/* Maneuver's second group (R-MOVE-5): how many of @player's ships at @cell
 * may form it — the ships there, less the @first_ships the first group
 * takes when it starts at @cell (@first_from); never below 0. */
int       wg_maneuver_second_available (const WgGame *game,
                                        int           player,
                                        int           first_from,
                                        int           first_ships,
                                        int           cell);
/* Whether @player's ships at @cell may start Maneuver's second group
 * (R-MOVE-5: it is made of other ships than the first group's, which have
 * not moved):
 *  1. some ships of @player stand at @cell (wg_maneuver_second_available,
 *     the first group's @first_ships at @first_from not counted);
 * WG_VERDICT_OK, else WG_VERDICT_REUSED_SHIPS (R-MOVE-5, wg_verdict_ruling). */
WgVerdict wg_maneuver_judge_second_from (const WgGame *game,
                                         int           player,
                                         int           first_from,
                                         int           first_ships,
                                         int           cell);
/* A sentence a player understands, translated, ending with the ruling id. */
char     *wg_judgement_describe (const WgGame      *game,
                                 const WgMove      *move,
                                 const WgJudgement *judgement);

/* One legal way to use an action (docs/cli.md `moves`). */
typedef struct
{
  int      from[2]; /* movement: one or two origins; Trade: the first planet */
  guint    n_from;
  int      via;   /* Trade: the second planet */
  int      to;    /* the destination, or the location that may receive */
  int      range; /* movement: the largest origin's range; Research: the drone's */
  gboolean attack;
  int      min_ships;
  int      max_ships;
  guint64  technologies; /* Research: bit i set = available Technology i matches */
  int      legs[2];      /* Trade: each leg's range (first → via, via → to); else -1 */
} WgMoveOption;

typedef struct
{
  WgAction action;
  int      player;
  int      x;
  gboolean trade_good;
  int      limit;        /* deploy/Control/Promote/Draw: how many (ships, places, cards) */
  int      markers_left; /* Control: markers in the player's supply (R-CTRL-5) */
  GArray  *options;      /* WgMoveOption */
} WgMoveList;

/* Every legal move of @action for @player at multiplier @x (+1 with a Trade
 * Good). Movement: one option per (origins, destination) legal for some
 * number of ships; Trade: one per route; Research: per destination;
 * Warp-in, Reinforce, Control: per location that may receive. */
WgMoveList *wg_moves_list (const WgGame *game,
                           int           player,
                           WgAction      action,
                           int           x,
                           gboolean      trade_good);
void        wg_move_list_free (WgMoveList *list);
/* How many moves @list holds, in a sentence, translated, as the app's
 * Actions page and the shared page's moves ask say it, the X with the
 * Trade Good counted (wg_effective_x):
 *  1. an action with no location (Promote, Draw): "Promote for Ana at 3X:
 *     up to 3." (@list->limit);
 *  2. none: "No legal Advance for Ana at 3X.";
 *  3. else "Advance for Ana at 3X: 4 legal moves.". */
char       *wg_move_list_describe (const WgGame     *game,
                                   const WgMoveList *list);

/* Applies a move: judges it first (an illegal move changes nothing and the
 * outcome says why), then builds the new table. An attack stops at its
 * battle: the outcome has @battle set and its game is the table before the
 * ships move (with the Trade Good spent). Cards revealed from decks known
 * only by their size are taken from @answers (may be NULL); when none is
 * left the outcome asks a question instead. */
WgOutcome  *wg_move_apply (const WgGame *game,
                           const WgMove *move,
                           WgAnswers    *answers);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (WgMoveList, wg_move_list_free)

G_END_DECLS
