/* wg-window-group.h — a three-player game through the window, key presses only
 * Copyright 2026 The Warpgate Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Played by tests/app/shell/test-app-window-group.c with the pieces of
 * wg-window-game.c.
 */
#pragma once

#include "wg-window-game.h"

typedef struct
{
  WgWindowGame game;         /* presses, the score sheet, the saved file */
  guint        battles;      /* between two humans, each with a card of their own */
  guint        odds_checked; /* odds shown before the cards, equal to warpgate-cli odds */
  guint        filled_in;    /* battles whose odds needed a nameless Hero's filled in */
  guint        ties;         /* withdrawals between tied destinations, asked of the chooser */
  guint        markers;      /* ends of round that passed the first-player marker */
  guint        undone;       /* wrong entries undone with Ctrl+Z */
  gboolean     reopened;     /* saved, closed, reopened in a new window, played on */
} WgWindowGroup;

/* Plays a whole three-player game from a New Game (GRand seeded with
 * @seed) in a real WgWindow, key presses only, @cli (warpgate-cli) giving
 * the odds and replaying the game; fails the test on anything amiss. */
void wg_window_group_play (guint          seed,
                           const char    *cli,
                           WgWindowGroup *result);
void wg_window_group_clear (WgWindowGroup *result);
