/* wg-test-new-game.h — New Game's set-up questions answered, for the tests
 * Copyright 2026 The Warpgate Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Shared by the New Game tests and the board editor's (a board drawn in
 * the editor, then chosen in New Game).
 */
#pragma once

#include "wg-new-game-model.h"

/* The Hero and Advanced Tactics cards the tests' table counts in the box,
 * which the shipped catalog does not know (R-MOVE-13). */
#define WG_TEST_PROMOTION_CARDS 20

/* Answers the set-up's questions: the Promotion deck counted when the
 * catalog does not know it, every card turned over a jungle card, every
 * other choice its first option. Returns the game made. */
static inline WgGame *
wg_test_new_game_answer_all (WgNewGameModel *model)
{
  guint n = 0;

  if (wg_new_game_model_get_promotion_deck (model) < 0)
    wg_new_game_model_set_promotion_deck (model, WG_TEST_PROMOTION_CARDS);
  while (wg_new_game_model_get_state (model) == WG_NEW_GAME_ASKS)
    {
      const WgQuestion *q = wg_new_game_model_get_question (model);

      wg_new_game_model_answer (model, g_str_equal (q->id, "reveal")
                                         ? "jungle"
                                         : ((WgOption *) g_ptr_array_index (q->options, 0))->id);
      g_assert_cmpuint (++n, <, 40);
    }
  g_assert_cmpint (wg_new_game_model_get_state (model), ==, WG_NEW_GAME_READY);
  return wg_new_game_model_create_game (model);
}
