/* main.c — warpgate-companion: start the application
 * Copyright 2026 The Warpgate Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>
#include <locale.h>
#include <stdlib.h>
#include <string.h>

#include "wg-application.h"
#include "wg-locale-dir.h"

/* Without its schema GSettings aborts; say what to do instead. */
static gboolean
schema_installed (void)
{
  GSettingsSchemaSource *source = g_settings_schema_source_get_default ();
  g_autoptr (GSettingsSchema) schema = NULL;

  if (source != NULL)
    schema = g_settings_schema_source_lookup (source, APP_ID, TRUE);
  if (schema != NULL)
    return TRUE;
  g_printerr ("warpgate-companion: the settings schema %s is not installed. Run the app "
              "installed, or from the build with build-aux/run.sh or `meson devenv -C build`.\n",
              APP_ID);
  return FALSE;
}

/* Where the translations are (wg_locale_dir): run from the build tree
 * (as build-aux/run.sh and the tests do), the .mo files compiled there;
 * installed, the ones under the program's own prefix. The build tree is
 * told by the program's own folder, which the build records
 * (WG_BUILD_EXEDIR). */
static char *
locale_dir (void)
{
  g_autofree char *exe = g_file_read_link ("/proc/self/exe", NULL);
  g_autofree char *dir = exe != NULL ? g_path_get_dirname (exe) : NULL;
  g_autofree char *build = realpath (WG_BUILD_EXEDIR, NULL);

  return wg_locale_dir (dir, build, WG_BUILD_LOCALEDIR, BINDIR_REL, LOCALEDIR_REL,
                        LOCALEDIR);
}

int
main (int   argc,
      char *argv[])
{
  g_autoptr (WgApplication) app = NULL;
  g_autofree char *locales = locale_dir ();

  setlocale (LC_ALL, "");
  bindtextdomain (GETTEXT_PACKAGE, locales);
  bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");
  textdomain (GETTEXT_PACKAGE);

  if (!schema_installed ())
    return 1;
  app = wg_application_new ();
  return g_application_run (G_APPLICATION (app), argc, argv);
}
