/* wg-locale-dir.c — where the front ends find their translations
 * Copyright 2026 The Warpgate Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "wg-locale-dir.h"

/* The folder of the .mo files, worked out from the program's own folder
 * (the caller reads it: the core reads no environment):
 *   1. run from the build tree (@exe_dir is @build_exe_dir): the .mo files
 *      the build compiled there, @build_locale_dir;
 *   2. installed (@exe_dir is some PREFIX/@bindir_rel): PREFIX/@locale_rel,
 *      the folder `meson install` filled beside it. Installed at the
 *      configured prefix this is the configured folder; staged under a
 *      DESTDIR, or a prefix unpacked elsewhere, it is that copy's own;
 *   3. else (@exe_dir unknown, or the program copied out of its prefix):
 *      @locale_dir, the configured folder. */
char *
wg_locale_dir (const char *exe_dir,
               const char *build_exe_dir,
               const char *build_locale_dir,
               const char *bindir_rel,
               const char *locale_rel,
               const char *locale_dir)
{
  g_autofree char *tail = NULL;

  g_return_val_if_fail (bindir_rel != NULL && locale_rel != NULL && locale_dir != NULL, NULL);

  if (exe_dir == NULL)
    return g_strdup (locale_dir);
  if (build_exe_dir != NULL && build_locale_dir != NULL && g_str_equal (exe_dir, build_exe_dir))
    return g_strdup (build_locale_dir);
  tail = g_strconcat ("/", bindir_rel, NULL);
  if (!g_path_is_absolute (bindir_rel) && !g_path_is_absolute (locale_rel)
      && g_str_has_suffix (exe_dir, tail))
    {
      g_autofree char *prefix = g_strndup (exe_dir, strlen (exe_dir) - strlen (tail));

      return g_build_filename (*prefix != '\0' ? prefix : "/", locale_rel, NULL);
    }
  return g_strdup (locale_dir);
}
