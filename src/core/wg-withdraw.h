/* wg-withdraw.h — where the loser of a battle goes (R-WD-1…4)
 * Copyright 2026 The Warpgate Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "wg-game.h"
#include "wg-rulings.h"
#include "wg-verdict.h"

G_BEGIN_DECLS

typedef enum
{
  WG_ROLE_ATTACKER,
  WG_ROLE_DEFENDER,
} WgBattleRole;

const char *wg_battle_role_to_string (WgBattleRole role);

typedef struct
{
  int          loser; /* player index */
  WgBattleRole role;
  GArray      *destinations; /* int cells: the nearest valid ones, board order */
  int          range;        /* their range from the battle, or WG_RANGE_UNREACHABLE */
  int          chooser;      /* who picks among several (or splits), or WG_NO_PLAYER */
  gboolean     fallback;     /* R-WD-4: nothing reachable, back to the Warpgate */
  WgRulingList rulings;
} WgWithdrawal;

/* @game is the table before the attack: the attacker's ships on @origins
 * (one or two cells), the defender's on @battle. NULL when @battle holds no
 * ships of another player than @attacker (there is no battle). */
WgWithdrawal *wg_withdrawal_compute (const WgGame *game,
                                     int           attacker,
                                     const int    *origins,
                                     guint         n_origins,
                                     int           battle,
                                     gboolean      attacker_won);
/* Whether the ruler previews where a loser withdraws, for the ships at
 * @from attacking the location @at (R-WD-1…4; the ruler's, before any
 * action is named):
 *  1. @from holds ships, of the attacker (@attacker, if not NULL, gets
 *     their owner or WG_NO_PLAYER), and @at holds another player's ships,
 *     the defender's; else WG_VERDICT_NO_SHIPS (R-MOVE-1);
 *  2. @at is a planet; a Warpgate is WG_VERDICT_ENEMY_WARPGATE (R-MOVE-3):
 *     nothing may attack another player's Warpgate, and another player's
 *     ships on the attacker's own Warpgate (a file no legal play gives)
 *     get no preview either, where wg_battle_judge would let that battle
 *     be fought.
 * WG_VERDICT_OK when there is a preview; the rulings are
 * wg_battle_judge_ruling's. */
WgVerdict     wg_withdrawal_preview_judge (const WgGame *game,
                                           int           from,
                                           int           at,
                                           int          *attacker);
/* Where the loser goes, in a sentence for the players, translated. */
char         *wg_withdrawal_describe (const WgGame       *game,
                                      const WgWithdrawal *withdrawal);
void          wg_withdrawal_free (WgWithdrawal *withdrawal);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (WgWithdrawal, wg_withdrawal_free)

G_END_DECLS
