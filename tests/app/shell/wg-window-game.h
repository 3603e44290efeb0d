/* wg-window-game.h — a whole game played through the window with key presses only
 * Copyright 2026 The Warpgate Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Shared by the test (tests/app/shell/test-app-window-game.c) and the
 * benchmark of presses per turn (tests/bench/bench-window-game.c).
 */
#pragma once

#include "wg-action.h"
#include "wg-battle-dialog.h"
#include "wg-new-game-window.h"
#include "wg-question-view.h"
#include "wg-question.h"
#include "wg-replay.h"
#include "wg-score-model.h"
#include "wg-score-window.h"
#include "wg-table.h"
#include "wg-window.h"

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
  guint         chained;                    /* commands the CLI ran from New Game to the save */
  WgScoreModel *score;                      /* the score window's sheet */
  guint         kinds[2][WG_N_PRESS_KINDS]; /* human turns', the rest's */
  GHashTable   *tabs;                       /* const char *what → Tabs pressed to reach it in human turns */
  gint64        key_time;                   /* µs spent delivering keys (and what they ran) */
  char         *saved;                      /* the saved game's path (the caller removes it) */
} WgWindowGame;

/* The process a window game runs in (its two tests and the benchmark):
 * a home of its own (@user), where Save As starts; GTK's cairo renderer,
 * the same widgets drawn without a software GL (llvmpipe took most of a
 * game's time under Xvfb); then the app's test set-up (@home,
 * wg_test_app_init). */
typedef struct
{
  char *user;
  char *home;
} WgWindowGameProcess;

void                         wg_window_game_process_init (WgWindowGameProcess *process,
                                                          const char          *name,
                                                          int                 *argc,
                                                          char              ***argv);
/* Removes what the process's set-up made. */
void                         wg_window_game_process_end (WgWindowGameProcess *process);

/* Plays a whole solo game from a New Game (GRand seeded with @seed) in a
 * real WgWindow, key presses only; fails the test on anything amiss. */
void                         wg_window_game_play (guint         seed,
                                                  WgWindowGame *result);
void                         wg_window_game_clear (WgWindowGame *result);
guint                        wg_window_game_median (GArray *presses);
guint                        wg_window_game_max (GArray *presses);

/* ---- The pieces of a game, for other games played the same way ---- */

typedef struct _WgWindowPlay WgWindowPlay;

/* The table's answer to @q (a row of its options), or G_MAXUINT to leave
 * it to the game's own table (a card turned over from the options, the
 * player's choices as wg-window-game.c makes them). */
typedef guint (*WgWindowTable) (WgWindowPlay     *p,
                                const WgQuestion *q,
                                gpointer          data);
/* Called as a battle dialog is about to be fought, before any card is
 * chosen or drawn (the odds on the screen), with the play's hook_data. */
typedef void (*WgWindowFight) (WgWindowPlay   *p,
                               WgBattleDialog *dialog,
                               gpointer        data);

/* One game under way: what a press counts in, who plays. */
struct _WgWindowPlay
{
  GRand        *rand;
  WgWindow     *window;
  WgWindowGame *out;
  guint         presses;      /* this turn's */
  gboolean      cursor_known; /* the board's description is its cursor's */
  gboolean      backward;     /* Shift+Tab: the shorter way round */
  gboolean      human;        /* a human turn (else the Gatekeepers', set-up, end) */
  WgWindowTable hook;         /* asked first for every answer, when set */
  gpointer      hook_data;
  WgWindowFight battle; /* when set, each battle dialog's first look */
  WgTable      *table;  /* the physical decks (wg-table.c), or NULL */
  WgTurnReplay *replay; /* the CLI's replay of each turn (wg-replay.c), or NULL */
  WgGame       *acted;  /* the game once the human's action is done, before its end */
};

/* Starts @p on the window as the app opens it first (the sample game);
 * wg_window_game_finish destroys it, with the table, replay and game @p holds. */
void            wg_window_game_start (WgWindowPlay *p,
                                      guint         seed,
                                      WgWindowGame *out);
void            wg_window_game_finish (WgWindowPlay *p);
const WgGame   *wg_window_game_now (WgWindowPlay *p);
/* The window keys go to: the newest one shown. */
GtkWindow      *wg_window_game_target (void);
GtkWidget      *wg_window_game_focus (void);
void            wg_window_game_press (WgWindowPlay   *p,
                                      guint           keyval,
                                      GdkModifierType mods);
/* Tab (counted) until the focus is inside @widget. */
void            wg_window_game_tab_into (WgWindowPlay *p,
                                         GtkWidget    *widget,
                                         const char   *what);
/* @q, shown in @view, answered as the table would (p->table first). */
void            wg_window_game_answer (WgWindowPlay     *p,
                                       WgQuestionView   *view,
                                       const WgQuestion *q);
/* The row of @q's option whose id is @id; the test fails when none is. */
guint           wg_window_game_option_row (const WgQuestion *q,
                                           const char       *id);
/* The question view on the screen inside @root, or NULL. */
WgQuestionView *wg_window_game_shown_view (GtkWidget *root);
/* The preferences row titled @title inside @widget, or NULL. */
GtkWidget      *wg_window_game_find_row (GtkWidget  *widget,
                                         const char *title);
/* Tab to the spin button of the row titled @title, Up or Down to @value. */
void            wg_window_game_spin_to (WgWindowPlay *p,
                                        GtkWidget    *dialog,
                                        const char   *title,
                                        int           value);
/* In New Game: the Promotion deck counted in (the Hero and Advanced
 * Tactics cards a table leaves there), C_reate (Alt+R), the set-up's
 * questions answered; the game starts and the window takes the keys. */
void            wg_window_game_create (WgWindowPlay    *p,
                                       WgNewGameWindow *dialog);
/* A button pressed by its Alt+letter, else Tab to it and Return. */
void            wg_window_game_push (WgWindowPlay *p,
                                     GtkWidget    *button,
                                     const char   *what);
/* The @nth mapped button labelled @label inside @root. */
GtkWidget      *wg_window_game_mapped_button (GtkWidget  *root,
                                              const char *label,
                                              guint       nth);
/* The Action row: the action's name typed. */
void            wg_window_game_type_action (WgWindowPlay *p,
                                            WgAction      action);
/* On the board, @cell's id typed (arrows if need be), Return. */
void            wg_window_game_board_choose (WgWindowPlay *p,
                                             int           cell);
/* The battle dialog, open: fought to the end. */
void            wg_window_game_fight (WgWindowPlay *p);
/* After Do It: the turn ends with it when nothing else is left in it
 * (End Turn's dialogs answered), else Ctrl+E. */
void            wg_window_game_after_action (WgWindowPlay *p,
                                             int           player,
                                             int           turn);
/* Ctrl+E, and the dialogs it opens answered. */
void            wg_window_game_end_turn (WgWindowPlay *p);
/* A human turn as wg_window_game_play plays it: planned, done, ended. */
void            wg_window_game_human_turn (WgWindowPlay *p);
/* The Final Score, each Objective judged; the score window is returned. */
WgScoreWindow  *wg_window_game_final_score (WgWindowPlay *p);
/* Ctrl+S: the saved file's path. */
char           *wg_window_game_save (WgWindowPlay *p);
