/* wg-card-store-file.c — the user's card catalog on disk: its lock, read and written
 * Copyright 2026 The Warpgate Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <errno.h>
#include <fcntl.h>
#include <glib/gi18n.h>
#include <glib/gstdio.h>
#include <sys/file.h>
#include <unistd.h>

#include "wg-card-store-private.h"
#include "wg-catalog-json.h"

G_DEFINE_QUARK (wg - card - store - error - quark, wg_card_store_error)

const char *
wg_card_store_error_reason (const GError *error)
{
  g_return_val_if_fail (error != NULL, NULL);

  if (error->domain != WG_CARD_STORE_ERROR)
    return NULL;
  switch ((WgCardStoreError) error->code)
    {
    case WG_CARD_STORE_ERROR_REFUSED_FILE:
      return _ ("card catalog refused");
    case WG_CARD_STORE_ERROR_CANNOT_WRITE:
      return _ ("card catalog cannot be written");
    case WG_CARD_STORE_ERROR_CHANGED:
      return _ ("card changed elsewhere");
    default:
      return NULL;
    }
}

static gboolean
make_folder (const char *path,
             GError    **error)
{
  g_autoptr (GFile) file = g_file_new_for_path (path);
  g_autoptr (GFile) folder = g_file_get_parent (file);
  g_autoptr (GError) mkdir_error = NULL;

  if (folder != NULL && !g_file_make_directory_with_parents (folder, NULL, &mkdir_error)
      && !g_error_matches (mkdir_error, G_IO_ERROR, G_IO_ERROR_EXISTS))
    {
      g_propagate_error (error, g_steal_pointer (&mkdir_error));
      return FALSE;
    }
  return TRUE;
}

int
wg_card_store_lock (const char *path,
                    GError    **error)
{
  g_autofree char *folder = g_path_get_dirname (path);
  g_autoptr (GError) local = NULL;
  int fd;
  int saved;

  if (!make_folder (path, &local))
    {
      g_set_error (error, WG_CARD_STORE_ERROR, WG_CARD_STORE_ERROR_CANNOT_WRITE,
                   _ ("Your card catalog %s cannot be written: %s"), path, local->message);
      return -1;
    }
  /* The folder is locked, not a file of its own: nothing is left beside
   * the catalog, and the lock goes with the process. */
  fd = g_open (folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC, 0);
  while (fd >= 0 && flock (fd, LOCK_EX) < 0)
    {
      if (errno == EINTR)
        continue;
      if (errno == ENOLCK || errno == EOPNOTSUPP || errno == EBADF)
        break; /* a file system without flock (NFS): read-modify-write all the same */
      saved = errno;
      close (fd);
      fd = -1;
      errno = saved;
    }
  if (fd < 0)
    {
      saved = errno;
      g_set_error (error, WG_CARD_STORE_ERROR, WG_CARD_STORE_ERROR_CANNOT_WRITE,
                   _ ("Your card catalog %s cannot be written: %s"), path, g_strerror (saved));
    }
  return fd;
}

void
wg_card_store_unlock (int fd)
{
  if (fd >= 0)
    close (fd); /* releases the flock */
}

WgCatalog *
wg_card_store_read_disk (const char *path,
                         GError    **error)
{
  g_autoptr (GError) local = NULL;
  WgCatalog *user;

  if (!g_file_test (path, G_FILE_TEST_EXISTS) && !g_file_test (path, G_FILE_TEST_IS_SYMLINK))
    return wg_catalog_new (NULL, 0, NULL);
  user = wg_catalog_load_from_file (path, &local);
  if (user == NULL)
    g_set_error (error, WG_CARD_STORE_ERROR, WG_CARD_STORE_ERROR_REFUSED_FILE,
                 _ ("Your card catalog %s was refused, and is kept as it is: %s. Until it is "
                    "fixed or moved away, the app saves no card."),
                 path, local->message);
  return user;
}

/* GIO's replace writes a temporary file beside @path and renames it over
 * the old one, giving it the old file's mode first. */
gboolean
wg_card_store_write_file (const char *path,
                          const char *data,
                          gsize       length,
                          GError    **error)
{
  g_autoptr (GFile) file = g_file_new_for_path (path);

  if (!make_folder (path, error))
    return FALSE;
  return g_file_replace_contents (file, data, length, NULL, FALSE, G_FILE_CREATE_NONE, NULL, NULL,
                                  error);
}
