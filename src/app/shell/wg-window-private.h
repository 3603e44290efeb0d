/* wg-window-private.h — WgWindow's fields, shared by its sibling files
 * Copyright 2026 The Warpgate Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "wg-action-panel.h"
#include "wg-ai-panel.h"
#include "wg-card-store.h"
#include "wg-catalog.h"
#include "wg-end-turn-model.h"
#include "wg-history-view.h"
#include "wg-question-board.h"
#include "wg-share-duel.h"
#include "wg-proposal-bar.h"
#include "wg-share-referee.h"
#include "wg-share-server.h"
#include "wg-share-status.h"
#include "wg-sidebar.h"
#include "wg-window.h"

G_BEGIN_DECLS

struct _WgWindow
{
  AdwApplicationWindow  parent_instance;

  WgSession            *session;
  GSettings            *settings;   /* the app's preferences and the window's size */
  WgCardStore          *card_store; /* the built-in cards and the user's (Card Catalog) */
  WgCatalog            *catalog;    /* the store's catalog, handed to pages and battles */
  GtkRecentManager     *recent;
  GtkFileChooserNative *file_dialog; /* Open or Save As, while it is shown */
  AdwToast             *undo_toast;  /* while it undoes the last step */
  gboolean              closing;     /* unsaved changes handled: close for real */

  /* Template children */
  AdwWindowTitle       *window_title;
  AdwToastOverlay      *toast_overlay;
  GtkMenuButton        *history_button;
  WgHistoryView        *history_view;
  WgBoardView          *board_view;
  GtkLabel             *status_label;
  GtkWidget            *clear_button;
  GtkWidget            *ruler_card;
  /* Where the Range card has covered the board since the board was last
   * resized: at zoom 1 the board is shown clear of it (wg-window.c). */
  graphene_rect_t       card_area;
  int                   card_board_width, card_board_height;
  WgSidebar            *sidebar;
  AdwClamp             *sidebar_clamp;
  AdwFlap              *flap;           /* folds the sidebar over the board when narrow */
  GtkWidget            *sidebar_button; /* shows the folded sidebar */
  GtkWidget            *open_button;
  GtkWidget            *undo_box;
  GtkWidget            *end_turn_button;
  GtkActionBar         *narrow_bar; /* Undo, Redo and End Turn, while folded */
  guint                 fold_idle;
  WgActionPanel        *action_panel;   /* the "actions" page of the sidebar */
  WgAiPanel            *ai_panel;       /* the "gatekeepers" page, in solo games */
  GtkWindow            *score_window;   /* while shown */
  GDateTime            *game_began;     /* when New Game began the game shown here, or NULL */
  GtkWindow            *catalog_window; /* while shown */
  WgEndTurnModel       *end_turn;       /* the turn panel's End Turn */
  gboolean              ai_turn;        /* the table last seen was the Gatekeepers' turn */
  gboolean              ending_ai;      /* End Turn runs for the Gatekeepers' turn played */
  /* Their last turn played through, card to end: undone and redone as one
   * (the steps after ai_from up to ai_to, while they are these entries). */
  guint                 ai_from, ai_to;
  GObject              *ai_first, *ai_last; /* WgHistoryEntry */
  gboolean              game_over;          /* the table last seen was a game over */
  GMenu                *recent_section;
  WgShareServer        *share;        /* Share to the Table, running or not */
  WgShareStatus        *share_status; /* its word in the header bar */
  WgShareDuel          *duel;         /* the open battle's cards from the phones */
  WgShareReferee       *referee;      /* moves proposed from players' pages */
  int                   battles_open; /* battle dialogs open (auto-accept waits) */
  WgProposalBar        *proposal_bar; /* the proposal waiting, above the board */
  /* The board answers a page's question whose options are locations. */
  WgQuestionBoard      *question_board;
};

/* wg-window.c */
void            wg_window_update_actions (WgWindow *self);
/* Whether the sidebar is folded over the board, and the header bar and
 * the bottom bar are laid out for it. */
gboolean        wg_window_get_narrow (WgWindow *self);
/* Shows the sidebar, over the board when it is folded. */
void            wg_window_reveal_sidebar (WgWindow *self);

/* wg-window-files.c */
void            wg_window_files_init (WgWindow *self);
void            wg_window_files_class_init (GtkWidgetClass *widget_class);
void            wg_window_files_dispose (WgWindow *self);
gboolean        wg_window_files_close_request (WgWindow *self);

/* wg-window-tools.c: @file replayed in a replay window over this one
 * (win.replay, --replay); a refused file is said in a toast. */
void            wg_window_replay_file (WgWindow *self,
                                       GFile    *file);

/* wg-window.c: a panel's toast, with Undo when @undoable */
void            wg_window_table_toast (WgWindow   *self,
                                       const char *message,
                                       gboolean    undoable);

/* wg-window-tools.c: the Actions and Gatekeepers pages; the actions that
 * open the score sheet, New Game and the board editor */
void            wg_window_tools_add_pages (WgWindow *self);
/* An attack of @model's move waits for its battle (@start): the battle
 * dialog (returned, or NULL) applies the move with its result as one
 * step. */
WgBattleDialog *wg_window_open_attack (WgWindow      *self,
                                       WgActionModel *model,
                                       gpointer       start);
void            wg_window_tools_class_init (GtkWidgetClass *widget_class);

/* wg-window-share.c: Share to the Table (win.share-table) */
void            wg_window_share_init (WgWindow *self);
void            wg_window_share_dispose (WgWindow *self);
void            wg_window_share_class_init (GtkWidgetClass *widget_class);

/* wg-window-turn.c: win.end-turn (End Turn is the referee's), its toast
 * and the next player's page */
void            wg_window_turn_init (WgWindow *self);
void            wg_window_turn_dispose (WgWindow *self);
void            wg_window_turn_class_init (GtkWidgetClass *widget_class);
/* The sidebar shows the page of whoever plays next. */
void            wg_window_follow_turn (WgWindow *self);
/* A game just created or opened: the page where its turn starts, with the
 * keyboard on its first step. */
void            wg_window_start_turn (WgWindow *self);
void            wg_window_start_turn_soon (WgWindow *self);
/* Their card played, nothing left to answer: End Turn for them (its
 * questions, the end of round checklist, as Ctrl+E), and the turn from
 * their card to its end is undone as one step. */
void            wg_window_end_gatekeepers_turn (WgWindow *self);
/* Ctrl+Z, Shift+Ctrl+Z and the toast's Undo: the Gatekeepers' whole turn
 * when it is the step at hand; FALSE when it is not (one step then). */
gboolean        wg_window_turn_undo (WgWindow *self);
gboolean        wg_window_turn_redo (WgWindow *self);

G_END_DECLS
