/* wg-session-disk.c — the game's file changed on disk by something else
 * Copyright 2026 The Warpgate Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "wg-session-private.h"

/* The file is told apart by its etag (its modification time, to the
 * microsecond, for local files): the one it had when this session loaded
 * or last saved it. The monitor's events only say "look again", so the
 * session's own saves, whose events arrive after the etag is remembered,
 * are never taken for someone else's. */

char *
wg_session_query_etag (WgSession *self)
{
  g_autoptr (GFileInfo) info = NULL;

  if (self->file == NULL)
    return NULL;
  info = g_file_query_info (self->file, G_FILE_ATTRIBUTE_ETAG_VALUE, G_FILE_QUERY_INFO_NONE, NULL,
                            NULL);
  return info != NULL ? g_strdup (g_file_info_get_etag (info)) : NULL;
}

gboolean
wg_session_check_disk (WgSession *self)
{
  g_autofree char *etag = NULL;

  g_return_val_if_fail (WG_IS_SESSION (self), FALSE);

  if (self->file == NULL || self->changed_on_disk)
    return self->changed_on_disk;
  etag = wg_session_query_etag (self);
  if (g_strcmp0 (etag, self->disk_etag) == 0)
    return FALSE;
  self->changed_on_disk = TRUE;
  g_signal_emit_by_name (self, "changed-on-disk");
  return TRUE;
}

gboolean
wg_session_get_changed_on_disk (WgSession *self)
{
  g_return_val_if_fail (WG_IS_SESSION (self), FALSE);
  return self->changed_on_disk;
}

static void
on_file_changed (GFileMonitor     *monitor,
                 GFile            *file,
                 GFile            *other,
                 GFileMonitorEvent event,
                 WgSession        *self)
{
  if (event == G_FILE_MONITOR_EVENT_ATTRIBUTE_CHANGED
      || event == G_FILE_MONITOR_EVENT_PRE_UNMOUNT)
    return;
  wg_session_check_disk (self);
}

void
wg_session_watch_file (WgSession *self)
{
  if (self->monitor != NULL)
    {
      g_signal_handlers_disconnect_by_data (self->monitor, self);
      g_file_monitor_cancel (self->monitor);
      g_clear_object (&self->monitor);
    }
  g_clear_pointer (&self->disk_etag, g_free);
  self->changed_on_disk = FALSE;
  if (self->file == NULL)
    return;
  self->disk_etag = wg_session_query_etag (self);
  /* Where the file cannot be watched, Save still compares the etag. */
  self->monitor = g_file_monitor_file (self->file, G_FILE_MONITOR_WATCH_MOVES, NULL, NULL);
  if (self->monitor != NULL)
    g_signal_connect (self->monitor, "changed", G_CALLBACK (on_file_changed), self);
}
