/* wg-test-files.h — removing a test's temporary folder, for the test programs of every folder
 * Copyright 2026 The Warpgate Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>
#include <glib/gstdio.h>

/* Removes @path and everything in it, the folders within included; a
 * symbolic link is removed, never followed. TRUE when all of it is gone. */
static inline gboolean
wg_test_remove_tree (const char *path)
{
  g_autoptr (GDir) dir = g_dir_open (path, 0, NULL);
  const char *name;
  gboolean    removed = TRUE;

  while (dir != NULL && (name = g_dir_read_name (dir)) != NULL)
    {
      g_autofree char *child = g_build_filename (path, name, NULL);

      if (g_file_test (child, G_FILE_TEST_IS_DIR) && !g_file_test (child, G_FILE_TEST_IS_SYMLINK))
        removed = wg_test_remove_tree (child) && removed;
      else
        removed = g_unlink (child) == 0 && removed;
    }
  return g_rmdir (path) == 0 && removed;
}
