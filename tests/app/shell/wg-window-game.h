/* wg-window-game.h — a whole game played through the window with key presses only
 * Copyright 2026 The Warpgate Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Shared by the test (tests/app/shell/test-app-window-game.c) and the
 * benchmark of presses per turn (tests/bench/bench-window-game.c).
 */
#pragma once

#include "wg-score-model.h"

/* The kinds of press counted. */
typedef enum
{
  WG_PRESS_TAB,
  WG_PRESS_ARROW,       /* in a list, a drop-down, a spin button */
  WG_PRESS_BOARD_ARROW, /* the board's cursor */
  WG_PRESS_RETURN,      /* Return or Space */
  WG_PRESS_TYPED,       /* a letter (type-ahead) */
  WG_PRESS_ALT,         /* Alt and a letter or digit */
  WG_PRESS_CONTROL,     /* Ctrl+E, Ctrl+G… */
  WG_N_PRESS_KINDS
} WgPressKind;

typedef struct
{
  GArray       *human;  /* guint: presses of each human turn */
  GArray       *ai;     /* guint: presses of each Gatekeepers' turn */
  guint         setup;  /* New Game to the first turn */
  guint         ending; /* the Final Score judged and the game saved */
  guint         total;
  int           rounds;
  guint         uses[12]; /* WgAction: times each action was done */
  guint         withdrawals;
  guint         claims;                     /* Controls that claimed an Objective */
  guint         lost_focus;                 /* Tab from no focus did nothing: Shift+Tab pressed */
  guint         judged;                     /* Objectives judged for the Final Score */
  guint         promote_second;             /* Promotes that kept the second card */
  guint         route_choices;              /* Trades that chose between routes */
  guint         replayed;                   /* Gatekeepers' turns the CLI replayed alike */
  guint         replayed_ends;              /* human End Turns the CLI replayed alike */
  WgScoreModel *score;                      /* the score window's sheet */
  guint         kinds[2][WG_N_PRESS_KINDS]; /* human turns', the rest's */
  GHashTable   *tabs;                       /* const char *what → Tabs pressed to reach it in human turns */
  gint64        key_time;                   /* µs spent delivering keys (and what they ran) */
  char         *saved;                      /* the saved game's path (the caller removes it) */
} WgWindowGame;

/* Plays a whole solo game from a New Game (GRand seeded with @seed) in a
 * real WgWindow, key presses only; fails the test on anything amiss. */
void  wg_window_game_play (guint         seed,
                           WgWindowGame *result);
void  wg_window_game_clear (WgWindowGame *result);
guint wg_window_game_median (GArray *presses);
guint wg_window_game_max (GArray *presses);
