/* wg-autosave.h — the unsaved game kept on disk after every change, for crash recovery
 * Copyright 2026 The Warpgate Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gio/gio.h>

#include "wg-game.h"
#include "wg-record.h"

G_BEGIN_DECLS

/* One autosave slot in a directory: DIR/autosave.json, the game, and
 * DIR/autosave.ini, a sidecar naming the file the game belongs to (if any)
 * and the session that wrote it (its "owner", so that a session removes
 * only its own autosave and a crashed run's is left to restore).
 *
 * Every session (every window) has a slot of its own, STATE/ID/, under the
 * state folder STATE (wg_autosave_default_dir) and named by the session's
 * id. It holds STATE/ID/lock locked with flock() from its first autosave to
 * its end. The kernel drops the lock with the process, however it ends, so
 * a slot whose lock is free and which holds an autosave was left by a run
 * that did not end cleanly: an "orphan", offered back at the next start. */

#define WG_AUTOSAVE_GAME    "autosave.json"
#define WG_AUTOSAVE_SIDECAR "autosave.ini"
#define WG_AUTOSAVE_LOCK    "lock"

/* $WG_STATE_DIR when set (tests), else $XDG_STATE_HOME/warpgate-companion
 * (warpgate-companion-devel for -Dprofile=development). */
char    *wg_autosave_default_dir (void);

/* Writes @game with its @record (or none: NULL) atomically, and never
 * replaces a good autosave with a broken one: the game goes to a temporary
 * file, which must read back as a valid game before it is renamed over the
 * autosave. The directory is created (0700) when missing; the files are
 * private (0600). @file may be NULL (a game that was never saved). */
gboolean wg_autosave_write (const char     *dir,
                            const WgGame   *game,
                            const WgRecord *record,
                            GFile          *file,
                            const char     *owner,
                            GError        **error);
/* The autosaved game, with its record (or NULL: none) in @record, the file
 * it belongs to (or NULL) in @file and the session that wrote it in
 * @owner (all optional). */
WgGame  *wg_autosave_read (const char *dir,
                           WgRecord  **record,
                           GFile     **file,
                           char      **owner,
                           GError    **error);
gboolean wg_autosave_exists (const char *dir);
/* Who wrote the autosave, or NULL (none, or no sidecar). */
char    *wg_autosave_get_owner (const char *dir);
/* Removes the autosave when @owner wrote it, or whoever did when @owner is
 * NULL. */
void     wg_autosave_remove (const char *dir,
                             const char *owner);

/* Moves an autosave that cannot be restored out of the way, never deleting
 * it: DIR/autosave.json becomes DEST/autosave-YYYYMMDD-HHMMSS.json.broken
 * (numbered on should that name be taken), so that it can be salvaged by
 * hand. Returns the new path (or NULL with @error). */
char    *wg_autosave_set_aside (const char *dir,
                                const char *dest,
                                GError    **error);
/* Removes the temporary files an interrupted write left in @dir (only the
 * names wg_autosave_write makes). Called before each write. */
void     wg_autosave_clean_leftovers (const char *dir);

/* Takes the lock of the slot folder @slot, creating the folder (0700)
 * when missing if @create: returns the lock's descriptor (close it to let
 * go), or -1 with @error, also when someone else holds the lock
 * (G_IO_ERROR_BUSY) or the slot is gone. */
int      wg_autosave_slot_lock (const char *slot,
                                gboolean    create,
                                GError    **error);
/* The slots under @root whose lock is free and which hold an autosave:
 * full paths, sorted by name; an empty vector when there are none. A slot
 * can be taken between this answer and wg_autosave_slot_lock: take the
 * lock before reading it. The previous version's single autosave, directly
 * in @root, is first moved into a slot of its own (ROOT/legacy-XXXXXX) and
 * offered with the others. */
char   **wg_autosave_find_orphans (const char *root);
/* Removes the slot: its autosave, the temporary files of its writes, its
 * lock file and the folder (unless something else is in it). */
void     wg_autosave_slot_remove (const char *slot);

G_END_DECLS
