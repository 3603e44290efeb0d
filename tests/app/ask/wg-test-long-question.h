/* wg-test-long-question.h — a long question list, as the token question's
 * Copyright 2026 The Warpgate Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "wg-question.h"

/* The token question's shape: 10 options in two groups, the labels with
 * the words on each token. */
static inline WgQuestion *
long_question (void)
{
  WgQuestion              *q = wg_question_new ("explore", "Which discovery token was turned over?");
  static const char *const held[][2] = {
    { "reinforce", "Reinforce — During your turn: a Reinforce action at 1X." },
    { "draw", "Draw — During your turn: a Draw action at 1X." },
    { "truce", "Truce — At the start of a round: you cannot attack or be attacked." },
    { "extra-vp", "Extra VP — 1 more VP at the end of the game." },
    { "copy-planet", "Copy Planet — Before scoring: a copy of any planet." },
  };
  static const char *const immediate[][2] = {
    { "lost-ship", "Lost Ship — The exploring ship is destroyed." },
    { "trade-good", "Trade Good — Take one available Trade Good." },
    { "void-planet", "Void Planet — Put it on any planet." },
    { "objective", "Objective — Take one available Objective." },
    { "rotate-tile-cw", "Rotate Tile Clockwise — Turn the tile one edge clockwise." },
  };

  for (guint i = 0; i < G_N_ELEMENTS (held); i++)
    wg_question_add_option_in (q, "Held tokens", held[i][0], held[i][1]);
  for (guint i = 0; i < G_N_ELEMENTS (immediate); i++)
    wg_question_add_option_in (q, "Immediate tokens", immediate[i][0], immediate[i][1]);
  return q;
}
