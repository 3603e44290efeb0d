/* wg-autosave.c — the unsaved game kept on disk after every change, for crash recovery
 * Copyright 2026 The Warpgate Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <errno.h>
#include <fcntl.h>
#include <string.h>
#include <sys/file.h>
#include <sys/stat.h>
#include <unistd.h>
#include <glib/gi18n.h>
#include <glib/gstdio.h>

#include "wg-autosave.h"
#include "wg-game-json.h"
#include "wg-json.h"
#include "wg-record-json.h"

#define GROUP "autosave"

char *
wg_autosave_default_dir (void)
{
  const char *override = g_getenv ("WG_STATE_DIR");

  if (override != NULL && *override != '\0')
    return g_strdup (override);
  return g_build_filename (g_get_user_state_dir (), STATE_DIR_NAME, NULL);
}

static char *
game_path (const char *dir)
{
  return g_build_filename (dir, WG_AUTOSAVE_GAME, NULL);
}

static char *
sidecar_path (const char *dir)
{
  return g_build_filename (dir, WG_AUTOSAVE_SIDECAR, NULL);
}

static gboolean
ensure_dir (const char *dir,
            GError    **error)
{
  int saved_errno;

  if (g_mkdir_with_parents (dir, 0700) == 0)
    return TRUE;
  saved_errno = errno;
  g_set_error (error, G_FILE_ERROR, g_file_error_from_errno (saved_errno),
               _ ("Cannot create the folder %s: %s"), dir, g_strerror (saved_errno));
  return FALSE;
}

static gboolean
write_sidecar (const char *dir,
               GFile      *file,
               const char *owner,
               GError    **error)
{
  g_autoptr (GKeyFile) keys = g_key_file_new ();
  g_autofree char *path = sidecar_path (dir);
  g_autofree char *data = NULL;
  gsize            length;

  if (file != NULL)
    {
      g_autofree char *uri = g_file_get_uri (file);

      g_key_file_set_string (keys, GROUP, "file", uri);
    }
  if (owner != NULL)
    g_key_file_set_string (keys, GROUP, "owner", owner);
  data = g_key_file_to_data (keys, &length, NULL);
  return g_file_set_contents_full (path, data, (gssize) length, G_FILE_SET_CONTENTS_CONSISTENT,
                                   0600, error);
}

/* Reads back what was written: a file the reader refuses must never
 * replace a good autosave. */
static gboolean
verify (const char *path,
        GError    **error)
{
  g_autofree char *data = NULL;
  g_autoptr (WgGame) game = NULL;
  g_autoptr (WgRecord) record = NULL;
  gsize length = 0;

  if (!g_file_get_contents (path, &data, &length, error))
    return FALSE;
  game = wg_game_load_with_record (data, length, &record, error);
  return game != NULL;
}

gboolean
wg_autosave_write (const char     *dir,
                   const WgGame   *game,
                   const WgRecord *record,
                   GFile          *file,
                   const char     *owner,
                   GError        **error)
{
  g_autofree char *path = NULL;
  g_autofree char *temp = NULL;
  g_autofree char *data = NULL;
  gsize            length = 0;

  g_return_val_if_fail (dir != NULL, FALSE);
  g_return_val_if_fail (game != NULL, FALSE);
  g_return_val_if_fail (file == NULL || G_IS_FILE (file), FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  if (!ensure_dir (dir, error))
    return FALSE;
  /* The writes are synchronous, on one thread: a temporary file found now
   * was left by a write that was killed. */
  wg_autosave_clean_leftovers (dir);
  path = game_path (dir);
  temp = g_strconcat (path, ".new", NULL);
  data = wg_game_with_record_to_data (game, record, &length);
  /* DURABLE: flushed to disk before it is renamed over the autosave, so
   * that after a power cut the autosave is the old one or the new one. */
  if (!g_file_set_contents_full (temp, data, (gssize) length,
                                 G_FILE_SET_CONTENTS_CONSISTENT | G_FILE_SET_CONTENTS_DURABLE,
                                 0600, error)
      || !verify (temp, error)
      || !write_sidecar (dir, file, owner, error))
    {
      g_unlink (temp);
      return FALSE;
    }
  if (g_rename (temp, path) != 0)
    {
      int saved_errno = errno;

      g_set_error (error, G_FILE_ERROR, g_file_error_from_errno (saved_errno),
                   _ ("Cannot write %s: %s"), path, g_strerror (saved_errno));
      g_unlink (temp);
      return FALSE;
    }
  return TRUE;
}

static GKeyFile *
read_sidecar (const char *dir)
{
  g_autofree char *path = sidecar_path (dir);
  GKeyFile        *keys = g_key_file_new ();

  /* A missing or unreadable sidecar only loses the file name. */
  g_key_file_load_from_file (keys, path, G_KEY_FILE_NONE, NULL);
  return keys;
}

WgGame *
wg_autosave_read (const char *dir,
                  WgRecord  **record,
                  GFile     **file,
                  char      **owner,
                  GError    **error)
{
  g_autofree char *path = NULL;
  g_autoptr (GKeyFile) keys = NULL;
  g_autofree char *uri = NULL;
  g_autofree char *data = NULL;
  g_autoptr (WgRecord) kept = NULL;
  gsize   length = 0;
  WgGame *game;

  g_return_val_if_fail (dir != NULL, NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  path = game_path (dir);
  if ((data = wg_json_read_file (path, &length, error)) == NULL)
    return NULL;
  game = wg_game_load_with_record (data, length, &kept, error);
  if (game == NULL)
    return NULL;
  if (record != NULL)
    *record = g_steal_pointer (&kept);
  keys = read_sidecar (dir);
  uri = g_key_file_get_string (keys, GROUP, "file", NULL);
  if (file != NULL)
    *file = uri != NULL ? g_file_new_for_uri (uri) : NULL;
  if (owner != NULL)
    *owner = g_key_file_get_string (keys, GROUP, "owner", NULL);
  return game;
}

gboolean
wg_autosave_exists (const char *dir)
{
  g_autofree char *path = NULL;

  g_return_val_if_fail (dir != NULL, FALSE);

  path = game_path (dir);
  return g_file_test (path, G_FILE_TEST_IS_REGULAR);
}

char *
wg_autosave_get_owner (const char *dir)
{
  g_autoptr (GKeyFile) keys = NULL;

  g_return_val_if_fail (dir != NULL, NULL);

  if (!wg_autosave_exists (dir))
    return NULL;
  keys = read_sidecar (dir);
  return g_key_file_get_string (keys, GROUP, "owner", NULL);
}

void
wg_autosave_remove (const char *dir,
                    const char *owner)
{
  g_autofree char *game = NULL;
  g_autofree char *sidecar = NULL;

  g_return_if_fail (dir != NULL);

  if (owner != NULL)
    {
      g_autofree char *writer = wg_autosave_get_owner (dir);

      if (g_strcmp0 (writer, owner) != 0)
        return;
    }
  game = game_path (dir);
  sidecar = sidecar_path (dir);
  /* The game first: a sidecar without a game is ignored. */
  g_unlink (game);
  g_unlink (sidecar);
}

char *
wg_autosave_set_aside (const char *dir,
                       const char *dest,
                       GError    **error)
{
  g_autoptr (GDateTime) now = g_date_time_new_now_local ();
  g_autofree char *stamp = g_date_time_format (now, "%Y%m%d-%H%M%S");
  g_autofree char *game = NULL;
  g_autofree char *sidecar = NULL;

  g_return_val_if_fail (dir != NULL, NULL);
  g_return_val_if_fail (dest != NULL, NULL);

  game = game_path (dir);
  sidecar = sidecar_path (dir);
  for (int i = 0; i < 100; i++)
    {
      g_autofree char *name = i == 0 ? g_strdup_printf ("autosave-%s.json.broken", stamp)
                                     : g_strdup_printf ("autosave-%s-%d.json.broken", stamp, i);
      g_autofree char *aside = g_build_filename (dest, name, NULL);

      if (g_file_test (aside, G_FILE_TEST_EXISTS))
        continue;
      if (g_rename (game, aside) != 0)
        {
          int saved_errno = errno;

          g_set_error (error, G_FILE_ERROR, g_file_error_from_errno (saved_errno),
                       _ ("Cannot keep %s aside: %s"), game, g_strerror (saved_errno));
          return NULL;
        }
      g_unlink (sidecar);
      return g_steal_pointer (&aside);
    }
  g_set_error (error, G_FILE_ERROR, G_FILE_ERROR_EXIST, _ ("Cannot keep %s aside: %s"), game,
               g_strerror (EEXIST));
  return NULL;
}

void
wg_autosave_clean_leftovers (const char *dir)
{
  g_autoptr (GDir) listing = NULL;
  const char *name;

  g_return_if_fail (dir != NULL);

  listing = g_dir_open (dir, 0, NULL);
  if (listing == NULL)
    return;
  /* "autosave.json.new", and GLib's own temporary "autosave.json.new.XXXXXX"
   * and "autosave.ini.XXXXXX" of a write that was killed. */
  while ((name = g_dir_read_name (listing)) != NULL)
    if (g_str_has_prefix (name, WG_AUTOSAVE_GAME ".new")
        || g_str_has_prefix (name, WG_AUTOSAVE_SIDECAR "."))
      {
        g_autofree char *path = g_build_filename (dir, name, NULL);

        g_unlink (path);
      }
}

/* ---- Slots ---- */

static int
open_lock (const char *path,
           GError    **error)
{
  int fd = g_open (path, O_RDWR | O_CREAT | O_CLOEXEC | O_NOFOLLOW, 0600);

  if (fd < 0)
    {
      int saved_errno = errno;

      g_set_error (error, G_FILE_ERROR, g_file_error_from_errno (saved_errno),
                   _ ("Cannot write %s: %s"), path, g_strerror (saved_errno));
    }
  return fd;
}

/* TRUE when @fd is still the file at @path: a slot removed (and its lock
 * file unlinked) between open() and flock() must not be taken. */
static gboolean
still_linked (int         fd,
              const char *path)
{
  struct stat held, named;

  return fstat (fd, &held) == 0 && stat (path, &named) == 0 && held.st_dev == named.st_dev
         && held.st_ino == named.st_ino;
}

int
wg_autosave_slot_lock (const char *slot,
                       gboolean    create,
                       GError    **error)
{
  g_autofree char *path = NULL;

  g_return_val_if_fail (slot != NULL, -1);
  g_return_val_if_fail (error == NULL || *error == NULL, -1);

  path = g_build_filename (slot, WG_AUTOSAVE_LOCK, NULL);
  for (int attempt = 0; attempt < 3; attempt++)
    {
      int fd;

      if (create ? !ensure_dir (slot, error) : !g_file_test (slot, G_FILE_TEST_IS_DIR))
        {
          if (!create)
            g_set_error (error, G_FILE_ERROR, G_FILE_ERROR_NOENT,
                         _ ("The autosave %s is gone"), slot);
          return -1;
        }
      if ((fd = open_lock (path, error)) < 0)
        return -1;
      if (flock (fd, LOCK_EX | LOCK_NB) != 0)
        {
          int saved_errno = errno;

          close (fd);
          if (saved_errno == EWOULDBLOCK)
            g_set_error (error, G_IO_ERROR, G_IO_ERROR_BUSY,
                         _ ("The autosave %s is in use by another window"), slot);
          else
            g_set_error (error, G_FILE_ERROR, g_file_error_from_errno (saved_errno),
                         _ ("Cannot lock %s: %s"), path, g_strerror (saved_errno));
          return -1;
        }
      if (still_linked (fd, path))
        return fd;
      close (fd);
    }
  g_set_error (error, G_IO_ERROR, G_IO_ERROR_BUSY,
               _ ("The autosave %s is in use by another window"), slot);
  return -1;
}

/* Free: nobody holds the lock (tried, and let go at once). */
static gboolean
lock_is_free (const char *slot)
{
  g_autofree char *path = g_build_filename (slot, WG_AUTOSAVE_LOCK, NULL);
  int              fd = g_open (path, O_RDONLY | O_CLOEXEC | O_NOFOLLOW, 0);
  gboolean         free_;

  /* No lock file beside an autosave: nothing can hold it. */
  if (fd < 0)
    return errno == ENOENT;
  free_ = flock (fd, LOCK_EX | LOCK_NB) == 0;
  close (fd); /* lets go of the lock, if taken */
  return free_;
}

static int
compare_names (gconstpointer a,
               gconstpointer b)
{
  return strcmp (*(const char *const *) a, *(const char *const *) b);
}

/* The version before slots kept one autosave directly in the state folder
 * (ROOT/autosave.json and ROOT/autosave.ini, without a lock). After an
 * upgrade it moves into a slot of its own, ROOT/legacy-XXXXXX/, to be
 * offered like any crashed run's: the game first, so that a kill between
 * the two renames loses only the file name, never the game. Returns FALSE
 * (leaving it where it is) when it cannot be moved. */
static gboolean
migrate_legacy (const char *root)
{
  g_autofree char *game = game_path (root);
  g_autofree char *sidecar = sidecar_path (root);
  g_autofree char *slot = NULL;
  g_autofree char *slot_game = NULL;
  g_autofree char *slot_sidecar = NULL;

  if (!g_file_test (game, G_FILE_TEST_IS_REGULAR) || g_file_test (game, G_FILE_TEST_IS_SYMLINK))
    {
      /* A sidecar whose game moved already (a kill between the renames). */
      if (!g_file_test (game, G_FILE_TEST_EXISTS))
        g_unlink (sidecar);
      return FALSE;
    }
  slot = g_build_filename (root, "legacy-XXXXXX", NULL);
  if (g_mkdtemp_full (slot, 0700) == NULL)
    return FALSE;
  slot_game = game_path (slot);
  slot_sidecar = sidecar_path (slot);
  if (g_rename (game, slot_game) != 0)
    {
      g_rmdir (slot);
      return FALSE;
    }
  g_rename (sidecar, slot_sidecar);
  /* The old version's temporary files of a killed write. */
  wg_autosave_clean_leftovers (root);
  return TRUE;
}

char **
wg_autosave_find_orphans (const char *root)
{
  g_autoptr (GPtrArray) found = g_ptr_array_new_with_free_func (g_free);
  g_autoptr (GDir) listing = NULL;
  const char *name;

  g_return_val_if_fail (root != NULL, NULL);

  migrate_legacy (root);
  listing = g_dir_open (root, 0, NULL);
  while (listing != NULL && (name = g_dir_read_name (listing)) != NULL)
    {
      g_autofree char *slot = g_build_filename (root, name, NULL);

      if (g_file_test (slot, G_FILE_TEST_IS_DIR) && !g_file_test (slot, G_FILE_TEST_IS_SYMLINK)
          && wg_autosave_exists (slot) && lock_is_free (slot))
        g_ptr_array_add (found, g_steal_pointer (&slot));
    }
  g_ptr_array_sort (found, compare_names);
  g_ptr_array_add (found, NULL);
  return (char **) g_ptr_array_free (g_steal_pointer (&found), FALSE);
}

void
wg_autosave_slot_remove (const char *slot)
{
  g_autofree char *lock = NULL;

  g_return_if_fail (slot != NULL);

  lock = g_build_filename (slot, WG_AUTOSAVE_LOCK, NULL);
  wg_autosave_remove (slot, NULL);
  wg_autosave_clean_leftovers (slot);
  g_unlink (lock);
  g_rmdir (slot);
}
