/* wg-moves-private.h — what the judge, the move lists and apply share
 * Copyright 2026 The Warpgate Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <string.h>

#include "wg-i18n.h"
#include "wg-explore.h"
#include "wg-moves.h"

G_BEGIN_DECLS

gboolean wg_judge_is_location (const WgGame *game,
                               int           cell);
gboolean wg_judge_foreign_warpgate (const WgGame *game,
                                    int           cell,
                                    int           player);
/* The ships a group moves (WG_ALL_SHIPS resolved). */
int      wg_judge_group_ships (const WgGame  *game,
                               const WgGroup *group,
                               int            player);
gboolean wg_judge_movement (const WgGame  *game,
                            const WgMove  *move,
                            const WgGroup *groups,
                            guint          n_groups,
                            int            to,
                            const int     *available,
                            WgJudgement   *judgement);
/* Bit i: available Technology i has this type. */
guint64  wg_judge_matching_technologies (const WgGame *game,
                                         WgPlanetType  type);
/* Warp-in: the ships it deploys (WG_NONE resolved to as many as allowed). */
int      wg_judge_deploy_count (const WgGame *game,
                                const WgMove *move);

/* Moves @count of @player's ships from one cell to another (no checks). */
void     wg_move_ships (WgGame *game,
                        int     player,
                        int     from,
                        int     to,
                        int     count);
/* Places @count ships from the supply (no checks). */
void     wg_deploy_ships (WgGame *game,
                          int     player,
                          int     at,
                          int     count);

/* Control's steps (R-CTRL-2, R-CTRL-3) on @game; FALSE when a reveal
 * needs an answer (then outcome->question is set). */
gboolean wg_control_apply (WgGame       *game,
                           const WgMove *move,
                           WgAnswers    *answers,
                           WgOutcome    *outcome);

G_END_DECLS
