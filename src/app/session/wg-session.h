/* wg-session.h — the window's view-model: the game, its history and what the player is looking at
 * Copyright 2026 The Warpgate Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gio/gio.h>

#include "wg-catalog.h"
#include "wg-game.h"
#include "wg-history.h"
#include "wg-outcome.h"
#include "wg-withdraw.h"

G_BEGIN_DECLS

#define WG_TYPE_SESSION (wg_session_get_type ())

/*
 * A WgSession is one open game as a window shows it. It has no widgets.
 *
 * The game: a WgHistory (wg_session_get_history) whose current table is
 * the game shown (wg_session_get_game). Every change goes through
 * wg_session_apply (one undoable step) and wg_session_undo / redo /
 * go_to; loading a file or resource, or starting
 * a new game, starts a new history.
 *
 * The document: the file the game belongs to ("file", NULL for the sample
 * or a game never saved) and whether it changed since it was opened or
 * last saved ("dirty"); the title and subtitle a window shows for it.
 *
 * The view state: the selected location ("selected") and the range ruler
 * with its withdraw preview, and the sentences describing them ("status").
 * They are kept when the game changes, and recomputed for the new table.
 *
 * Properties (read-only, all notify): "game" (WgGame, a copy: C code reads
 * wg_session_get_game), "history", "file", "title", "subtitle", "status",
 * "has-ruler", "selected", "can-undo", "can-redo", "dirty".
 * Signals: "changed" after every change of the game or the view state,
 * once per change, after the properties' notifications; "autosave-failed"
 * (a message) when the autosave cannot be written; "changed-on-disk" when
 * something else changed the game's file (wg_session_get_changed_on_disk).
 */
G_DECLARE_FINAL_TYPE (WgSession, wg_session, WG, SESSION, GObject)

/* The resource of the game shown when the app starts without a file. */
#define WG_SESSION_SAMPLE_RESOURCE "/io/github/wgcompanion/WarpgateCompanion/games/sample-solo.json"

WgSession    *wg_session_new (void);

/* ---- Replacing the game: each starts a new history ---- */

/* On failure nothing changes: the current game, history, file and view
 * state stay, and @error names the JSON path of the problem. The game
 * loaded is not dirty. A file with a record (docs/game-format.md, "The
 * record") opens with its history rebuilt from it: every step, undone ones
 * included, as it was saved. A record that does not replay to the file's
 * table is trusted up to the step where it stops agreeing: the table in the
 * file wins, reached from there by one "edit" step, and
 * wg_session_get_record_problem says so. */
gboolean      wg_session_load_file (WgSession *self,
                                    GFile     *file,
                                    GError   **error);
gboolean      wg_session_load_resource (WgSession  *self,
                                        const char *resource_path,
                                        GError    **error);
/* The card catalog a record is replayed with (NULL: the built-in cards and
 * the user's file, as warpgate-cli reads them). */
void          wg_session_set_catalog (WgSession *self,
                                      WgCatalog *catalog);
/* Why the record of the game last opened or restored does not replay to
 * its table, in the players' words with the step it stops at; NULL when it
 * does, or there is none. */
const char   *wg_session_get_record_problem (WgSession *self);
/* A game made in the app (a new game): takes @game. It has no file and
 * is dirty until saved. A game that breaks an invariant (wg_game_check) is
 * refused (freed, WG_GAME_ERROR) and nothing changes. */
gboolean      wg_session_start_game (WgSession *self,
                                     WgGame    *game,
                                     GError   **error);

/* A table only looked at (a replay's step): takes @game and starts a new
 * history on it, with no file and nothing to save: never dirty, no
 * autosave, nothing to undo. @origin is the subtitle. */
void          wg_session_show_game (WgSession  *self,
                                    WgGame     *game,
                                    const char *origin);

/* ---- The game and its history ---- */

/* The current table, or NULL before the first load. Owned by the history:
 * valid until the next change of the game. */
const WgGame *wg_session_get_game (WgSession *self);
/* The history of the current game (a GListModel of WgHistoryEntry), or
 * NULL before the first load. Replaced, with "notify::history", when a new
 * game is loaded. Change the game through the session, not the history. */
WgHistory    *wg_session_get_history (WgSession *self);

/* One undoable step: takes @game, the whole table after the change, and
 * the sentence the history list shows for it. A game that breaks an
 * invariant is refused (freed, WG_GAME_ERROR_INVARIANT naming the problem)
 * and nothing changes: no step, no signal. */
gboolean      wg_session_apply (WgSession  *self,
                                WgGame     *game,
                                const char *description,
                                GError    **error);
/* The same for a step that warpgate-cli's commands take: @steps
 * (WgRecordStep, taken; wg_record_step_new), the last leading to @game,
 * are its part of the game's record (a runner's apply). Without them
 * (wg_session_apply, or @steps NULL) the step is recorded as an "edit". */
gboolean      wg_session_apply_steps (WgSession  *self,
                                      WgGame     *game,
                                      const char *description,
                                      GPtrArray  *steps,
                                      GError    **error);
gboolean      wg_session_can_undo (WgSession *self);
gboolean      wg_session_can_redo (WgSession *self);
/* FALSE (and nothing changes) when there is nothing to undo or redo. */
gboolean      wg_session_undo (WgSession *self);
gboolean      wg_session_redo (WgSession *self);
/* Undoes or redoes until @position steps are applied (0: the table as
 * loaded; at most the history's number of entries): one change. */
gboolean      wg_session_go_to (WgSession *self,
                                guint      position);

/* ---- The document ---- */

/* The file the game belongs to, or NULL (the sample, a new game). */
GFile        *wg_session_get_file (WgSession *self);
/* Changed since it was opened or last saved (undoing back to the saved
 * table makes it clean again). A new or restored game is dirty. */
gboolean      wg_session_get_dirty (WgSession *self);
/* Saves to the session's file (which must be set): atomically, the file
 * is the old one or the whole new one, and the file it replaces is kept
 * as NAME~ (GNOME Text Editor's backup). The game is then clean. A file
 * changed on disk by something else since it was loaded or saved here is
 * never overwritten: G_IO_ERROR_WRONG_ETAG, and nothing is written (ask,
 * then Save As, reload, or wg_session_overwrite). */
gboolean      wg_session_save (WgSession *self,
                               GError   **error);
/* Saves to the session's file even when something else changed it. */
gboolean      wg_session_overwrite (WgSession *self,
                                    GError   **error);
/* The file was changed (or removed) on disk by something else since it
 * was loaded or saved here: noticed by a file monitor ("changed-on-disk"
 * is emitted once) or when checked. Loading or saving it clears it. */
gboolean      wg_session_get_changed_on_disk (WgSession *self);
/* Looks at the file now (the monitor's events come from the main loop):
 * the same answer, emitting "changed-on-disk" when newly changed. */
gboolean      wg_session_check_disk (WgSession *self);
/* Saves to @file, which becomes the session's file. */
gboolean      wg_session_save_as (WgSession *self,
                                  GFile     *file,
                                  GError   **error);
/* The file's name ("game.json", or the board's name for a game without a
 * file) behind "• " when dirty, as GNOME Text Editor marks a modified
 * document; the subtitle is the board's name, or what the game is
 * ("Sample game", "Not saved"). */
const char   *wg_session_get_title (WgSession *self);
const char   *wg_session_get_subtitle (WgSession *self);
/* A file name for Save As: the board's name, made safe, with ".json". */
char         *wg_session_suggest_file_name (WgSession *self);

/* ---- Crash recovery ---- */

/* While the game is dirty, the session writes it after every change to
 * an autosave slot of its own (wg-autosave.h: STATE/ID/, locked for the
 * session's life), with the file it belongs to; when it is clean again
 * (saved, undone to the saved table, replaced by a loaded game) it removes
 * its slot. A run that ends without wg_session_close — a crash, or a
 * session finalized without closing — leaves the slot, unlocked, for the
 * next run to restore. The state folder is wg_autosave_default_dir()
 * ($WG_STATE_DIR or $XDG_STATE_HOME/warpgate-companion) unless set; NULL
 * turns autosave off. A write that fails emits "autosave-failed" with the
 * message. */
const char   *wg_session_get_autosave_dir (WgSession *self);
void          wg_session_set_autosave_dir (WgSession  *self,
                                           const char *dir);
/* The folder of this session's slot while it holds one (dirty), or NULL. */
char         *wg_session_get_autosave_slot (WgSession *self);
/* Takes a crashed run's slot (wg_autosave_find_orphans) to offer it:
 * locks it so that nobody else offers it too. FALSE with @error when it
 * cannot be locked (another window took it). */
gboolean      wg_session_claim_autosave (WgSession  *self,
                                         const char *slot,
                                         GError    **error);
/* The slot claimed, or NULL. */
const char   *wg_session_get_claimed_autosave (WgSession *self);
/* A claimed slot holds an autosave: unsaved work of a run that did not end
 * cleanly. */
gboolean      wg_session_can_restore (WgSession *self);
/* Starts a new history on the claimed autosave's game, attached to its
 * file and dirty (it was unsaved); it is written into this session's own
 * slot, then the claimed slot is removed. On failure nothing changes. */
gboolean      wg_session_restore (WgSession *self,
                                  GError   **error);
/* Removes the claimed slot: restoring it was declined. */
void          wg_session_discard_autosave (WgSession *self);
/* A claimed autosave that cannot be restored is kept aside in the state
 * folder, never deleted (wg_autosave_set_aside), and its slot removed:
 * its new path, or NULL with @error. */
char         *wg_session_set_autosave_aside (WgSession *self,
                                             GError   **error);
/* The session ends cleanly (its changes saved or deliberately dropped):
 * it removes its slot and writes no more. A claimed slot not yet answered
 * is let go, for the next start. */
void          wg_session_close (WgSession *self);

/* ---- The selection ---- */

/* The selected location (a cell), or -1. The ruler's clicks select too,
 * but selecting does not touch the ruler. */
int           wg_session_get_selected (WgSession *self);
/* @cell: a location of the board, or -1 to select nothing. */
void          wg_session_select_location (WgSession *self,
                                          int        cell);

/* ---- Highlights: what a tool marks on the board ---- */

typedef enum
{
  WG_HIGHLIGHT_ORIGIN,      /* ships that may set out */
  WG_HIGHLIGHT_DESTINATION, /* a legal destination */
  WG_HIGHLIGHT_ATTACK,      /* a legal destination that is an attack */
  WG_HIGHLIGHT_CHOSEN,      /* picked by the player (an origin, a target) */
  WG_HIGHLIGHT_ILLEGAL,     /* proposed and refused */
  WG_HIGHLIGHT_INVOLVED,    /* named by what is shown (the AI's card, a battle) */
} WgHighlightKind;

typedef struct
{
  int             cell; /* a location of the board */
  WgHighlightKind kind;
  int             number; /* drawn as a badge (a range), or -1 */
} WgHighlight;

/* Appends a mark to @marks (of WgHighlight) unless @cell has one already:
 * the first mark of a location stays. */
void                wg_highlights_add (GArray         *marks,
                                       int             cell,
                                       WgHighlightKind kind,
                                       int             number);

/* Replaces the marks (copied; @n may be 0). The board draws them; they are
 * kept when the game changes (their tool recomputes them on "changed") and
 * cleared when it is replaced. Equal marks change nothing and emit nothing. */
void                wg_session_set_highlights (WgSession         *self,
                                               const WgHighlight *highlights,
                                               guint              n);
void                wg_session_clear_highlights (WgSession *self);
/* A dialog's marks (the battle dialog's), shown instead of the tool's
 * while it is open: the tool goes on keeping its own up to date
 * underneath, and they are shown again when the dialog's are cleared. */
void                wg_session_set_dialog_highlights (WgSession         *self,
                                                      const WgHighlight *highlights,
                                                      guint              n);
void                wg_session_clear_dialog_highlights (WgSession *self);
/* The marks shown: the dialog's while there are, else the tool's.
 * WgHighlight; never NULL. */
const GArray       *wg_session_get_highlights (WgSession *self);

/* ---- The range ruler and the withdraw preview ---- */

/* The first click sets its start, the second its end (and measures), the
 * third starts over. Clicking the start again clears it. Each click also
 * selects the location clicked (or nothing, when it clears the ruler). */
void                wg_session_click_location (WgSession *self,
                                               int        cell);
/* Clears the ruler; the selection stays. */
void                wg_session_clear_ruler (WgSession *self);
gboolean            wg_session_has_ruler (WgSession *self);
/* The ruler's ends (cells), or -1. */
int                 wg_session_get_ruler_from (WgSession *self);
int                 wg_session_get_ruler_to (WgSession *self);
/* The measured range, or WG_RANGE_UNREACHABLE (also when nothing is measured). */
int                 wg_session_get_range (WgSession *self);
/* The crossed hexes (WgHex) of the measured path, start to end; NULL when
 * nothing is measured or the end is unreachable. */
const GArray       *wg_session_get_path (WgSession *self);

/* The withdraw preview, when the ruler's start holds one player's ships and
 * its end is a planet holding another's: who goes where if the attack from
 * the start is won (@attacker_won) or lost. NULL without a preview. */
const WgWithdrawal *wg_session_get_withdrawal (WgSession *self,
                                               gboolean   attacker_won);

/* What the ruler shows, as sentences citing ruling ids; translated. */
const char         *wg_session_get_status (WgSession *self);

/* Pushes an edit's result into the session as one step. @next is the
 * wg_edit_* result (taken; NULL when the edit was refused, with @error);
 * @description is the edit's sentence. Returns NULL on success, else the
 * message to show (newly allocated), in the players' words. */
char               *wg_session_apply_edit (WgSession    *session,
                                           WgGame       *next,
                                           const char   *description,
                                           const GError *error);

G_END_DECLS
