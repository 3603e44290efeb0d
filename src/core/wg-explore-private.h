/* wg-explore-private.h — what the Exploration variant's files share
 * Copyright 2026 The Warpgate Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "wg-explore.h"
#include "wg-i18n.h"

G_BEGIN_DECLS

const char *wg_explore_cell_id (const WgGame *game,
                                int           cell);
/* Takes @question (owned): the index of the option the next answer names
 * (a reveal or a choice), or -1 with outcome->question set to @question.
 * A question with one option is not asked: 0 (wg_answers_take). */
int         wg_explore_ask (WgAnswers  *answers,
                            gboolean    reveal,
                            WgQuestion *question,
                            WgOutcome  *outcome);
/* Options "0", "1", … naming each Technology of @technologies. */
void        wg_explore_add_technology_options (WgQuestion   *question,
                                               const GArray *technologies);
/* pass-objectives and pass-technologies (R-EXP-5, R-EXP-7). */
gboolean    wg_explore_pass_objectives (WgGame    *game,
                                        WgAnswers *answers,
                                        WgOutcome *outcome);
gboolean    wg_explore_pass_technologies (WgGame    *game,
                                          WgAnswers *answers,
                                          WgOutcome *outcome);

G_END_DECLS
