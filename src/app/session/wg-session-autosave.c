/* wg-session-autosave.c — the session's unsaved game kept on disk, and restoring it
 * Copyright 2026 The Warpgate Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <unistd.h>
#include <glib/gi18n.h>

#include "wg-autosave.h"
#include "wg-session-private.h"

static char *
own_slot (WgSession *self)
{
  return g_build_filename (self->autosave_dir, self->autosave_owner, NULL);
}

/* This session's slot, removed with its lock: no unsaved work left. */
static void
remove_own_slot (WgSession *self)
{
  g_autofree char *slot = NULL;

  if (self->slot_fd < 0)
    return;
  slot = own_slot (self);
  wg_autosave_slot_remove (slot);
  close (self->slot_fd);
  self->slot_fd = -1;
}

static void
release_claim (WgSession *self,
               gboolean   remove)
{
  if (self->claimed == NULL)
    return;
  if (remove)
    wg_autosave_slot_remove (self->claimed);
  close (self->claimed_fd);
  self->claimed_fd = -1;
  g_clear_pointer (&self->claimed, g_free);
}

void
wg_session_release_slots (WgSession *self)
{
  if (self->slot_fd >= 0)
    close (self->slot_fd);
  self->slot_fd = -1;
  release_claim (self, FALSE);
}

/* Written after every change while dirty, removed once clean: an autosave
 * on disk always means unsaved work. It is written synchronously, so that
 * the step the player just made is on disk before the next one. The slot
 * is locked before its first write and for as long as the session lives. */
void
wg_session_update_autosave (WgSession *self)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (WgRecord) record = NULL;
  g_autofree char *slot = NULL;

  if (self->autosave_dir == NULL || self->history == NULL)
    return;
  if (!self->dirty)
    {
      remove_own_slot (self);
      return;
    }
  slot = own_slot (self);
  if (self->slot_fd < 0)
    self->slot_fd = wg_autosave_slot_lock (slot, TRUE, &error);
  if (self->slot_fd >= 0)
    record = wg_history_get_record (self->history);
  if (self->slot_fd < 0
      || !wg_autosave_write (slot, wg_session_get_game (self), record, self->file,
                             self->autosave_owner, &error))
    g_signal_emit_by_name (self, "autosave-failed", error->message);
}

const char *
wg_session_get_autosave_dir (WgSession *self)
{
  g_return_val_if_fail (WG_IS_SESSION (self), NULL);
  return self->autosave_dir;
}

char *
wg_session_get_autosave_slot (WgSession *self)
{
  g_return_val_if_fail (WG_IS_SESSION (self), NULL);

  return self->slot_fd >= 0 ? own_slot (self) : NULL;
}

void
wg_session_set_autosave_dir (WgSession  *self,
                             const char *dir)
{
  g_return_if_fail (WG_IS_SESSION (self));

  if (g_strcmp0 (dir, self->autosave_dir) == 0)
    return;
  remove_own_slot (self);
  release_claim (self, FALSE);
  g_free (self->autosave_dir);
  self->autosave_dir = g_strdup (dir);
  wg_session_update_autosave (self);
}

gboolean
wg_session_claim_autosave (WgSession  *self,
                           const char *slot,
                           GError    **error)
{
  int fd;

  g_return_val_if_fail (WG_IS_SESSION (self), FALSE);
  g_return_val_if_fail (slot != NULL, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  fd = wg_autosave_slot_lock (slot, FALSE, error);
  if (fd < 0)
    return FALSE;
  release_claim (self, FALSE);
  self->claimed = g_strdup (slot);
  self->claimed_fd = fd;
  return TRUE;
}

const char *
wg_session_get_claimed_autosave (WgSession *self)
{
  g_return_val_if_fail (WG_IS_SESSION (self), NULL);
  return self->claimed;
}

gboolean
wg_session_can_restore (WgSession *self)
{
  g_return_val_if_fail (WG_IS_SESSION (self), FALSE);

  return self->claimed != NULL && wg_autosave_exists (self->claimed);
}

gboolean
wg_session_restore (WgSession *self,
                    GError   **error)
{
  g_autoptr (GFile) file = NULL;
  g_autoptr (WgHistory) history = NULL;
  WgRecord *record = NULL;
  WgGame   *game;

  g_return_val_if_fail (WG_IS_SESSION (self), FALSE);
  g_return_val_if_fail (self->claimed != NULL, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  game = wg_autosave_read (self->claimed, &record, &file, NULL, error);
  if (game == NULL)
    return FALSE;
  /* Its history as it was, Undo and Redo included. Dirty, so it is written
   * at once into this session's own slot; only then is the crashed run's
   * slot removed. */
  history = wg_session_history_from_record (self, game, record);
  wg_session_replace_history (self, history, file, _ ("Restored, not saved"), FALSE);
  release_claim (self, self->slot_fd >= 0);
  return TRUE;
}

void
wg_session_discard_autosave (WgSession *self)
{
  g_return_if_fail (WG_IS_SESSION (self));

  release_claim (self, TRUE);
}

char *
wg_session_set_autosave_aside (WgSession *self,
                               GError   **error)
{
  char *aside;

  g_return_val_if_fail (WG_IS_SESSION (self), NULL);
  g_return_val_if_fail (self->claimed != NULL, NULL);

  aside = wg_autosave_set_aside (self->claimed, self->autosave_dir, error);
  if (aside != NULL)
    release_claim (self, TRUE);
  return aside;
}

void
wg_session_close (WgSession *self)
{
  g_return_if_fail (WG_IS_SESSION (self));

  if (self->autosave_dir == NULL)
    return;
  remove_own_slot (self);
  /* A crashed run's slot not yet answered stays for the next start. */
  release_claim (self, FALSE);
  g_clear_pointer (&self->autosave_dir, g_free);
}
