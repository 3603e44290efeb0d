/* wg-window.h — the main window: one game, its board, history and ruler
 * Copyright 2026 The Warpgate Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

#include "wg-battle-dialog.h"
#include "wg-board-view.h"
#include "wg-outcome.h"
#include "wg-card-store.h"
#include "wg-session.h"
#include "wg-share-duel.h"
#include "wg-share-server.h"

G_BEGIN_DECLS

#define WG_TYPE_WINDOW (wg_window_get_type ())

G_DECLARE_FINAL_TYPE (WgWindow, wg_window, WG, WINDOW, AdwApplicationWindow)

/*
 * Actions (enablement computed in one place, from the session):
 *   game.undo, game.redo, game.go-to (u: steps applied), game.undo-step
 *   (u: undoes that step only while it is the last applied) — the history;
 *   win.open, win.open-recent (s: URI), win.save, win.save-as,
 *   win.show-history, win.clear-ruler, win.zoom-in, win.zoom-out,
 *   win.zoom-fit.
 * Opening a game over unsaved changes, and closing the window with them,
 * asks Save / Discard / Cancel first.
 */

/* The group of the recent files that are game files (Recent Games). */
#define WG_WINDOW_RECENT_GROUP "warpgate-companion"

/* @application may be NULL (tests). */
WgWindow             *wg_window_new (GtkApplication *application,
                                     WgSession      *session);
WgSession            *wg_window_get_session (WgWindow *self);
WgBoardView          *wg_window_get_board_view (WgWindow *self);
/* The cards the app knows; an edit in the Card Catalog reaches the pages
 * and the next battle at once. */
WgCardStore          *wg_window_get_card_store (WgWindow *self);
WgCatalog            *wg_window_get_catalog (WgWindow *self);
/* Share to the Table's server for this window's game (win.share-table
 * opens its dialog); it stops when the window goes. */
WgShareServer        *wg_window_get_share_server (WgWindow *self);
/* The open battle's Tactics cards as the players' phones choose them
 * (wg-share-duel.h); the battle dialog hands it its model. */
WgShareDuel          *wg_window_get_share_duel (WgWindow *self);

/* Opens a game file in this window (and lists it in the recent games). A
 * refused file is explained in a dialog on the window, and the game shown
 * stays as it was. A file another window shows is not opened twice: that
 * window comes forward and this one stays as it was. Does not ask about
 * unsaved changes: see wg_window_resolve_unsaved. */
gboolean              wg_window_open_file (WgWindow *self,
                                           GFile    *file);
/* An error in a dialog over @parent: @heading, then the whole message. */
void                  wg_window_show_error (GtkWindow    *parent,
                                            const char   *heading,
                                            const GError *error);
/* "Could Not Open “NAME”" over @parent, and why (@error): a game file that
 * was refused, said the same way by the game window and the start screen. */
void                  wg_window_tell_not_opened (GtkWindow    *parent,
                                                 GFile        *file,
                                                 const GError *error);
/* The file chooser of Open and Save As over @parent: game files (.json)
 * or all files, starting in @current's folder, else the user's documents. */
GtkFileChooserNative *wg_window_new_file_chooser (GtkWindow           *parent,
                                                  GFile               *current,
                                                  const char          *title,
                                                  GtkFileChooserAction action,
                                                  const char          *accept);
/* The window's session has just become a new game (New Game's "created",
 * with the set-up's @description): the toast, the clock of the game for
 * Log Play, the first turn's page. */
void                  wg_window_game_created (WgWindow   *self,
                                              const char *description);
/* The window showing @file, or NULL. */
WgWindow             *wg_window_find_for_file (GFile *file);
/* Saves the game to @file, which becomes its file (Save As without the
 * file chooser). A failure is explained in a dialog. */
gboolean              wg_window_save_to (WgWindow *self,
                                         GFile    *file);

typedef void (*WgWindowThen) (WgWindow *self,
                              gpointer  user_data);
/* Before replacing or closing the game: runs @then at once when the game
 * has no unsaved changes; otherwise asks "Save / Discard / Cancel" and runs
 * it after a successful save or a discard, never after Cancel. @destroy
 * frees @user_data either way. For New Game: call it first. */
void            wg_window_resolve_unsaved (WgWindow      *self,
                                           WgWindowThen   then,
                                           gpointer       user_data,
                                           GDestroyNotify destroy);

/* After a removal or another destructive change (call it right after
 * the step): a toast with an Undo button that undoes that step. It goes
 * away once the game changes again, and never undoes a later step. */
void            wg_window_toast_undo (WgWindow   *self,
                                      const char *message);
void            wg_window_toast (WgWindow   *self,
                                 const char *message);
/* An attack has reached its battle (@start, on the session's game: the
 * table before the attacking ships move): the battle is resolved next, in
 * the dialog returned (NULL when the battle cannot be fought). */
WgBattleDialog *wg_window_open_battle (WgWindow            *self,
                                       const WgBattleStart *start);

/* At start-up, for each slot a run that did not end cleanly left with
 * unsaved changes (wg_autosave_find_orphans): takes the slot and asks
 * whether to restore it here (Restore / Discard). A window opened only to
 * offer the slot (@close_on_discard) closes on Discard. Nothing is asked
 * when the slot cannot be taken (another window has it) or holds nothing:
 * then the session cannot restore (wg_session_can_restore). */
void            wg_window_offer_restore (WgWindow   *self,
                                         const char *slot,
                                         gboolean    close_on_discard);

G_END_DECLS
