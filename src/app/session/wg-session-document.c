/* wg-session-document.c — the session's game as a document: loading, saving, dirty, title
 * Copyright 2026 The Warpgate Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>
#include <string.h>

#include "wg-json.h"
#include "wg-game-json.h"
#include "wg-invariants.h"
#include "wg-record-json.h"
#include "wg-session-private.h"

#define NOTIFY(self, prop) \
  g_object_notify_by_pspec (G_OBJECT (self), wg_session_properties[WG_SESSION_PROP_##prop])

/* The step the current table comes from; NULL for the initial table. The
 * history holds it. */
static WgHistoryEntry *
current_entry (WgSession *self)
{
  guint position = wg_history_get_position (self->history);
  g_autoptr (WgHistoryEntry) entry = NULL;

  if (position == 0)
    return NULL;
  entry = g_list_model_get_item (G_LIST_MODEL (self->history), position - 1);
  return entry;
}

/* Dirty unless the table shown is the one last saved or loaded: the same
 * step, not merely the same position (a new step after an undo is another
 * table at the old position). */
static gboolean
compute_dirty (WgSession *self)
{
  if (self->history == NULL)
    return FALSE;
  return !self->saved_known || current_entry (self) != self->saved_entry;
}

static const char *
board_name (WgSession *self)
{
  const WgGame *game = wg_session_get_game (self);
  const char   *name = game != NULL ? wg_board_get_name (game->board) : NULL;

  return name != NULL && *name != '\0' ? name : NULL;
}

static char *
build_title (WgSession *self)
{
  g_autofree char *base = NULL;

  if (self->file != NULL)
    base = g_file_get_basename (self->file);
  else if (board_name (self) != NULL)
    base = g_strdup (board_name (self));
  else if (self->history != NULL)
    base = g_strdup (_ ("Untitled Game"));
  else
    base = g_strdup (_ ("Warpgate Companion"));
  /* TRANSLATORS: the window title of a game with unsaved changes; the dot
   * is GNOME Text Editor's mark of a modified document */
  return self->dirty ? g_strdup_printf (_ ("• %s"), base) : g_steal_pointer (&base);
}

static char *
build_subtitle (WgSession *self)
{
  if (self->file != NULL)
    return g_strdup (board_name (self) != NULL ? board_name (self) : "");
  return g_strdup (self->origin != NULL ? self->origin : "");
}

static void
replace_string (WgSession  *self,
                char      **field,
                char       *value,
                GParamSpec *pspec)
{
  if (g_strcmp0 (*field, value) == 0)
    {
      g_free (value);
      return;
    }
  g_free (*field);
  *field = value;
  g_object_notify_by_pspec (G_OBJECT (self), pspec);
}

void
wg_session_update_document (WgSession *self)
{
  gboolean dirty = compute_dirty (self);

  if (dirty != self->dirty)
    {
      self->dirty = dirty;
      NOTIFY (self, DIRTY);
    }
  replace_string (self, &self->title, build_title (self),
                  wg_session_properties[WG_SESSION_PROP_TITLE]);
  replace_string (self, &self->subtitle, build_subtitle (self),
                  wg_session_properties[WG_SESSION_PROP_SUBTITLE]);
}

gboolean
wg_session_load_file (WgSession *self,
                      GFile     *file,
                      GError   **error)
{
  g_autoptr (WgHistory) history = NULL;
  WgRecord *record = NULL;
  WgGame   *game;

  g_return_val_if_fail (WG_IS_SESSION (self), FALSE);
  g_return_val_if_fail (G_IS_FILE (file), FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  game = wg_game_load_gfile_with_record (file, &record, error);
  if (game == NULL)
    return FALSE;
  history = wg_session_history_from_record (self, game, record);
  wg_session_replace_history (self, history, file, NULL, TRUE);
  return TRUE;
}

void
wg_session_set_catalog (WgSession *self,
                        WgCatalog *catalog)
{
  g_return_if_fail (WG_IS_SESSION (self));

  if (catalog != NULL)
    wg_catalog_ref (catalog);
  g_clear_pointer (&self->catalog, wg_catalog_unref);
  self->catalog = catalog;
}

const char *
wg_session_get_record_problem (WgSession *self)
{
  g_return_val_if_fail (WG_IS_SESSION (self), NULL);
  return self->record_problem;
}

gboolean
wg_session_load_resource (WgSession  *self,
                          const char *resource_path,
                          GError    **error)
{
  g_autoptr (GBytes) bytes = NULL;
  WgGame     *game;
  gsize       length = 0;
  const char *data;

  g_return_val_if_fail (WG_IS_SESSION (self), FALSE);
  g_return_val_if_fail (resource_path != NULL, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  bytes = g_resources_lookup_data (resource_path, G_RESOURCE_LOOKUP_FLAGS_NONE, error);
  if (bytes == NULL)
    return FALSE;
  data = g_bytes_get_data (bytes, &length);
  game = wg_game_load_from_data (data, length, error);
  if (game == NULL)
    return FALSE;
  wg_session_replace_game (self, game, NULL, _ ("Sample game"), TRUE);
  return TRUE;
}

gboolean
wg_session_start_game (WgSession *self,
                       WgGame    *game,
                       GError   **error)
{
  g_return_val_if_fail (WG_IS_SESSION (self), FALSE);
  g_return_val_if_fail (game != NULL, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  if (!wg_game_check (game, error))
    {
      wg_game_free (game);
      return FALSE;
    }
  wg_session_replace_game (self, game, NULL, _ ("Not saved"), FALSE);
  return TRUE;
}

void
wg_session_show_game (WgSession  *self,
                      WgGame     *game,
                      const char *origin)
{
  g_return_if_fail (WG_IS_SESSION (self));
  g_return_if_fail (game != NULL);

  /* Saved: the table as shown is "the saved one", so it is clean. */
  wg_session_replace_game (self, game, NULL, origin, TRUE);
}

GFile *
wg_session_get_file (WgSession *self)
{
  g_return_val_if_fail (WG_IS_SESSION (self), NULL);
  return self->file;
}

gboolean
wg_session_get_dirty (WgSession *self)
{
  g_return_val_if_fail (WG_IS_SESSION (self), FALSE);
  return self->dirty;
}

/* Atomic either way: the core writes a local file through a temporary
 * file renamed over it; GIO replaces other files the same way. Either
 * keeps the file it replaces as NAME~, as GNOME Text Editor does. The
 * game goes with its record: the history's steps. */
static gboolean
write_game (WgSession *self,
            GFile     *file,
            GError   **error)
{
  g_autofree char *path = g_file_get_path (file);
  g_autofree char *data = NULL;
  g_autoptr (WgRecord) record = wg_history_get_record (self->history);
  gsize length = 0;

  data = wg_game_with_record_to_data (wg_session_get_game (self), record, &length);
  if (path != NULL)
    return wg_game_data_save_with_backup (path, data, length, error);
  return g_file_replace_contents (file, data, length, NULL, TRUE, G_FILE_CREATE_NONE, NULL,
                                  NULL, error);
}

static void
mark_saved (WgSession *self)
{
  WgHistoryEntry *entry = current_entry (self);

  g_set_object (&self->saved_entry, entry);
  self->saved_known = TRUE;
  wg_session_update_document (self);
  wg_session_update_autosave (self);
}

static gboolean
save_in_place (WgSession *self,
               gboolean   overwrite,
               GError   **error)
{
  g_return_val_if_fail (WG_IS_SESSION (self), FALSE);
  g_return_val_if_fail (self->file != NULL, FALSE);
  g_return_val_if_fail (self->history != NULL, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  if (!overwrite)
    {
      g_autofree char *etag = wg_session_query_etag (self);

      /* Gone is not changed: saving writes it again, overwriting nothing. */
      if (etag != NULL && g_strcmp0 (etag, self->disk_etag) != 0)
        {
          g_autofree char *name = g_file_get_basename (self->file);

          wg_session_check_disk (self);
          g_set_error (error, G_IO_ERROR, G_IO_ERROR_WRONG_ETAG,
                       _ ("“%s” was changed on disk by another program since it was opened or "
                          "saved here"),
                       name);
          return FALSE;
        }
    }
  if (!write_game (self, self->file, error))
    return FALSE;
  wg_session_watch_file (self);
  g_object_freeze_notify (G_OBJECT (self));
  mark_saved (self);
  g_object_thaw_notify (G_OBJECT (self));
  return TRUE;
}

gboolean
wg_session_save (WgSession *self,
                 GError   **error)
{
  return save_in_place (self, FALSE, error);
}

gboolean
wg_session_overwrite (WgSession *self,
                      GError   **error)
{
  return save_in_place (self, TRUE, error);
}

gboolean
wg_session_save_as (WgSession *self,
                    GFile     *file,
                    GError   **error)
{
  g_return_val_if_fail (WG_IS_SESSION (self), FALSE);
  g_return_val_if_fail (G_IS_FILE (file), FALSE);
  g_return_val_if_fail (self->history != NULL, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  if (!write_game (self, file, error))
    return FALSE;
  g_object_freeze_notify (G_OBJECT (self));
  if (self->file == NULL || !g_file_equal (self->file, file))
    {
      g_set_object (&self->file, file);
      NOTIFY (self, FILE);
    }
  wg_session_watch_file (self);
  mark_saved (self);
  g_object_thaw_notify (G_OBJECT (self));
  return TRUE;
}

const char *
wg_session_get_title (WgSession *self)
{
  g_return_val_if_fail (WG_IS_SESSION (self), NULL);
  return self->title ? self->title : _ ("Warpgate Companion");
}

const char *
wg_session_get_subtitle (WgSession *self)
{
  g_return_val_if_fail (WG_IS_SESSION (self), NULL);
  return self->subtitle ? self->subtitle : "";
}

char *
wg_session_suggest_file_name (WgSession *self)
{
  g_autoptr (GString) name = NULL;
  const char *board;

  g_return_val_if_fail (WG_IS_SESSION (self), NULL);

  if (self->file != NULL)
    return g_file_get_basename (self->file);
  board = board_name (self); /* the game's name */
  name = g_string_new (board != NULL ? board : _ ("Game"));
  /* Nothing a file system (FAT and NTFS included) or a shell would trip
   * on: the name's letters, digits and spaces stay, in any script. */
  for (gsize i = 0; i < name->len; i++)
    if (strchr ("/\\:*?\"<>|", name->str[i]) != NULL || g_ascii_iscntrl (name->str[i])
        || (i == 0 && name->str[i] == '.'))
      name->str[i] = '-';
  g_string_append (name, ".json");
  return g_string_free (g_steal_pointer (&name), FALSE);
}
