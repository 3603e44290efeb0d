/* wg-autosave.h — the unsaved game kept on disk after every change, for crash recovery
 * Copyright 2026 The Warpgate Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gio/gio.h>

#include "wg-game.h"

G_BEGIN_DECLS

/* One autosave slot in a directory: DIR/autosave.json, the game, and
 * DIR/autosave.ini, a sidecar naming the file the game belongs to (if any)
 * and the session that wrote it (its "owner", so that a session removes
 * only its own autosave and a crashed run's is left to restore). */

#define WG_AUTOSAVE_GAME    "autosave.json"
#define WG_AUTOSAVE_SIDECAR "autosave.ini"

/* $WG_STATE_DIR when set (tests), else $XDG_STATE_HOME/warpgate-companion
 * (warpgate-companion-devel for -Dprofile=development). */
char    *wg_autosave_default_dir (void);

/* Writes @game atomically, and never replaces a good autosave with a
 * broken one: the game goes to a temporary file, which must read back as a
 * valid game before it is renamed over the autosave. The directory is
 * created (0700) when missing; the files are private (0600). @file may be
 * NULL (a game that was never saved). */
gboolean wg_autosave_write (const char   *dir,
                            const WgGame *game,
                            GFile        *file,
                            const char   *owner,
                            GError      **error);
/* The autosaved game, with the file it belongs to (or NULL) in @file and
 * the session that wrote it in @owner (both optional). */
WgGame  *wg_autosave_read (const char *dir,
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
 * it: DIR/autosave.json becomes DIR/autosave-YYYYMMDD-HHMMSS.json.broken
 * (numbered on should that name be taken), so that it can be salvaged by
 * hand. Returns the new path (or NULL with @error). */
char    *wg_autosave_set_aside (const char *dir,
                                GError    **error);
/* Removes the temporary files an interrupted write left in @dir (only the
 * names wg_autosave_write makes). Called before each write. */
void     wg_autosave_clean_leftovers (const char *dir);

G_END_DECLS
