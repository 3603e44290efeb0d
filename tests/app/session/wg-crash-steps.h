/* wg-crash-steps.h — the table edits of the crash test, shared by its driver and its checks
 * Copyright 2026 The Warpgate Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "wg-edit.h"

/* The crash test plays tests/data/app-ruler.json. */
#define WG_CRASH_GAME  "app-ruler.json"
#define WG_CRASH_STEPS 300

/* Edit @k (1, 2, …) of the crash test's session: the round, the pool's
 * Trade Goods, blue's ships on P1 and red's Trade Goods in turn, as a
 * player enters them; every edit changes the table. */
static inline WgGame *
wg_crash_step (const WgGame *game,
               guint         k,
               char        **description,
               GError      **error)
{
  int p1 = wg_board_find_location (game->board, "P1");
  int blue = wg_game_find_player (game, "blue");
  int red = wg_game_find_player (game, "red");

  g_assert (k >= 1 && k <= WG_CRASH_STEPS);
  switch (k % 4)
    {
    case 0:
      return wg_edit_set_turn (game, 1 + (int) k, -1, -1, -1, description, error);
    case 1:
      return wg_edit_set_pool_trade_goods (game, (int) k % 40, description, error);
    case 2:
      return wg_edit_set_ships (game, p1, blue,
                                1 + (game->stacks[p1].ships % WG_MAX_SHIPS), description, error);
    default:
      return wg_edit_set_trade_goods (game, red, (int) k % 10,
                                      game->players[red].trade_goods_spent + 1,
                                      description, error);
    }
}
