/* wg-session-autosave.c — the session's unsaved game kept on disk, and restoring it
 * Copyright 2026 The Warpgate Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "wg-autosave.h"
#include "wg-session-private.h"

/* Written after every change while dirty, removed once clean: an autosave
 * on disk always means unsaved work. It is written synchronously, so that
 * the step the player just made is on disk before the next one. */
void
wg_session_update_autosave (WgSession *self)
{
  g_autoptr (GError) error = NULL;

  if (self->autosave_dir == NULL || self->history == NULL)
    return;
  if (!self->dirty)
    {
      wg_autosave_remove (self->autosave_dir, self->autosave_owner);
      return;
    }
  if (!wg_autosave_write (self->autosave_dir, wg_session_get_game (self), self->file,
                          self->autosave_owner, &error))
    g_signal_emit_by_name (self, "autosave-failed", error->message);
}

const char *
wg_session_get_autosave_dir (WgSession *self)
{
  g_return_val_if_fail (WG_IS_SESSION (self), NULL);
  return self->autosave_dir;
}

void
wg_session_set_autosave_dir (WgSession  *self,
                             const char *dir)
{
  g_return_if_fail (WG_IS_SESSION (self));

  if (g_strcmp0 (dir, self->autosave_dir) == 0)
    return;
  if (self->autosave_dir != NULL)
    wg_autosave_remove (self->autosave_dir, self->autosave_owner);
  g_free (self->autosave_dir);
  self->autosave_dir = g_strdup (dir);
  wg_session_update_autosave (self);
}

gboolean
wg_session_can_restore (WgSession *self)
{
  g_autofree char *owner = NULL;

  g_return_val_if_fail (WG_IS_SESSION (self), FALSE);

  if (self->autosave_dir == NULL || !wg_autosave_exists (self->autosave_dir))
    return FALSE;
  owner = wg_autosave_get_owner (self->autosave_dir);
  return g_strcmp0 (owner, self->autosave_owner) != 0;
}

gboolean
wg_session_restore (WgSession *self,
                    GError   **error)
{
  g_autoptr (GFile) file = NULL;
  WgGame *game;

  g_return_val_if_fail (WG_IS_SESSION (self), FALSE);
  g_return_val_if_fail (self->autosave_dir != NULL, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  game = wg_autosave_read (self->autosave_dir, &file, NULL, error);
  if (game == NULL)
    return FALSE;
  /* Dirty, so it is written again at once: now as this session's. */
  wg_session_replace_game (self, game, file, _ ("Restored, not saved"), FALSE);
  return TRUE;
}

void
wg_session_discard_autosave (WgSession *self)
{
  g_return_if_fail (WG_IS_SESSION (self));

  if (self->autosave_dir != NULL)
    wg_autosave_remove (self->autosave_dir, NULL);
}

char *
wg_session_set_autosave_aside (WgSession *self,
                               GError   **error)
{
  g_return_val_if_fail (WG_IS_SESSION (self), NULL);
  g_return_val_if_fail (self->autosave_dir != NULL, NULL);

  return wg_autosave_set_aside (self->autosave_dir, error);
}

void
wg_session_autosave (WgSession *self)
{
  g_return_if_fail (WG_IS_SESSION (self));
  wg_session_update_autosave (self);
}

void
wg_session_close (WgSession *self)
{
  g_return_if_fail (WG_IS_SESSION (self));

  if (self->autosave_dir == NULL)
    return;
  wg_autosave_remove (self->autosave_dir, self->autosave_owner);
  g_clear_pointer (&self->autosave_dir, g_free);
}
