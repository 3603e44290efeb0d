/* main.c — warpgate-companion: start the application
 * Copyright 2026 The Warpgate Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>
#include <locale.h>

#include "wg-application.h"

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

int
main (int   argc,
      char *argv[])
{
  g_autoptr (WgApplication) app = NULL;

  setlocale (LC_ALL, "");
  bindtextdomain (GETTEXT_PACKAGE, LOCALEDIR);
  bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");
  textdomain (GETTEXT_PACKAGE);

  if (!schema_installed ())
    return 1;
  app = wg_application_new ();
  return g_application_run (G_APPLICATION (app), argc, argv);
}
