/* wg-ai-model-private.h — what the AI model's files share
 * Copyright 2026 The Warpgate Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "wg-ai-model.h"

G_BEGIN_DECLS

/* "Reinforce", "No Target", …; translated. */
const char *wg_ai_model_action_label (WgAiAction action);
/* The history's sentence for a turn played on @game (the table before):
 * "The Gatekeepers: Reinforce — 2 ships to DC, DN and DS". */
char       *wg_ai_model_describe_turn (const WgGame   *game,
                                       const WgAiTurn *turn);

G_END_DECLS
