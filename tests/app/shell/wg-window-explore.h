/* wg-window-explore.h — a two-player game with the Exploration variant, through the window
 * Copyright 2026 The Warpgate Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Played by tests/app/shell/test-app-window-explore.c with the pieces of
 * wg-window-game.c.
 */
#pragma once

#include "wg-token.h"
#include "wg-window-game.h"

typedef struct
{
  WgWindowGame game;              /* presses, the score sheet, the saved file */
  guint        met[WG_N_TOKENS];  /* times each kind was turned over */
  guint        kept[WG_N_TOKENS]; /* times each kind was kept */
  guint        used[WG_N_TOKENS]; /* held tokens used through the Players page */
  guint        on_board;          /* tokens the set-up put face down */
  int          box_at_start;      /* the tokens the game file counts in the box then */
  guint        explored;          /* planets explored */
  guint        two_more;          /* tokens taken from the box by two-more */
  gboolean     tiles;             /* the board records its tiles (R-EXP-8) */
} WgWindowExplore;

/* Plays a whole two-player game with the Exploration variant from a New
 * Game (GRand seeded with @seed, the token pool shuffled with it) in a real
 * WgWindow, key presses only; fails the test on anything amiss. */
void wg_window_explore_play (guint            seed,
                             WgWindowExplore *result);
void wg_window_explore_clear (WgWindowExplore *result);
