/* wg-session-private.h — WgSession's fields, shared by its sibling files
 * Copyright 2026 The Warpgate Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "wg-record.h"
#include "wg-session.h"

G_BEGIN_DECLS

typedef enum
{
  WG_SESSION_PROP_0,
  WG_SESSION_PROP_GAME,
  WG_SESSION_PROP_HISTORY,
  WG_SESSION_PROP_FILE,
  WG_SESSION_PROP_TITLE,
  WG_SESSION_PROP_SUBTITLE,
  WG_SESSION_PROP_STATUS,
  WG_SESSION_PROP_HAS_RULER,
  WG_SESSION_PROP_SELECTED,
  WG_SESSION_PROP_CAN_UNDO,
  WG_SESSION_PROP_CAN_REDO,
  WG_SESSION_PROP_DIRTY,
  WG_SESSION_N_PROPS
} WgSessionProperty;

extern GParamSpec *wg_session_properties[WG_SESSION_N_PROPS];

struct _WgSession
{
  GObject         parent_instance;

  WgHistory      *history; /* NULL before the first load */
  gulong          history_handler;
  gboolean        moving; /* in wg_session_go_to: one change at the end */

  /* The document. */
  GFile          *file;        /* NULL: the sample, a new game */
  const char     *origin;      /* the subtitle without a file ("Sample game") */
  WgHistoryEntry *saved_entry; /* the step last saved or loaded; NULL: the initial table */
  gboolean        saved_known; /* FALSE: no table of the history is saved anywhere */
  gboolean        dirty;
  gboolean        can_undo;
  gboolean        can_redo;
  char           *title;
  char           *subtitle;
  GFileMonitor   *monitor;         /* on the file, or NULL */
  char           *disk_etag;       /* the file as loaded or last saved here */
  gboolean        changed_on_disk; /* since, by something else */
  WgCatalog      *catalog;         /* a record is replayed with it, or NULL */
  char           *record_problem;  /* why the record opened does not replay, or NULL */

  /* Crash recovery. */
  char           *autosave_dir;   /* the state folder; NULL: none */
  char           *autosave_owner; /* this session's id: its slot's name, the sidecar's owner */
  int             slot_fd;        /* the lock of this session's slot, or -1 */
  char           *claimed;        /* a crashed run's slot, locked, to restore; or NULL */
  int             claimed_fd;

  /* View state: kept when the game changes, reset when it is replaced. */
  int             selected;   /* cell, or -1 */
  int             ruler_from; /* cell, or -1 */
  int             ruler_to;   /* cell, or -1 */
  int             range;      /* WG_RANGE_UNREACHABLE unless measured */
  GArray         *path;       /* WgHex; NULL unless measured and reachable */
  WgWithdrawal   *if_won;     /* the withdraw preview, both outcomes */
  WgWithdrawal   *if_lost;
  char           *status;
  GArray         *highlights;        /* WgHighlight, marked by a tool */
  GArray         *dialog_highlights; /* WgHighlight over them, or NULL */
};

/* wg-session.c */
/* Every change of the game or the view state ends here: the status is
 * rebuilt and "changed" emitted once. */
void       wg_session_view_state_changed (WgSession *self);
/* Forgets the ruler and the selection (a new game). */
void       wg_session_reset_view_state (WgSession *self);
/* Starts a new history on @game (taken): not dirty when @saved. */
void       wg_session_replace_game (WgSession  *self,
                                    WgGame     *game,
                                    GFile      *file,
                                    const char *origin,
                                    gboolean    saved);

/* The same with a history (a reference is taken), at its position: that
 * entry is the table saved when @saved. */
void       wg_session_replace_history (WgSession  *self,
                                       WgHistory  *history,
                                       GFile      *file,
                                       const char *origin,
                                       gboolean    saved);

/* wg-session-record.c: the history of @game (taken) rebuilt from its
 * @record (taken; NULL: none, a history that starts at @game); sets
 * record_problem. */
WgHistory *wg_session_history_from_record (WgSession *self,
                                           WgGame    *game,
                                           WgRecord  *record);

/* wg-session-document.c: dirty, title, subtitle after the game or file changed. */
void       wg_session_update_document (WgSession *self);

/* wg-session-disk.c: remembers the file as it is on disk now, and
 * watches it for changes by anything else (none without a file). */
void       wg_session_watch_file (WgSession *self);
/* The file's etag now, or NULL (gone, unreadable). */
char      *wg_session_query_etag (WgSession *self);

/* wg-session-autosave.c: after every change of the game or its dirtiness. */
void       wg_session_update_autosave (WgSession *self);
/* Lets go of the slots' locks, leaving the files (finalize: as a crash). */
void       wg_session_release_slots (WgSession *self);

/* wg-session-status.c: the sentences of the ruler and the withdraw preview. */
char      *wg_session_build_status (WgSession *self);

G_END_DECLS
