/* wg-file-chooser.c — the Save chooser the windows share
 * Copyright 2026 The Warpgate Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>
#include <string.h>

#include "wg-file-chooser.h"

GtkFileChooserNative *
wg_save_chooser_new (GtkWindow  *parent,
                     const char *title,
                     const char *accept,
                     const char *filter_name,
                     const char *mime_type,
                     const char *suffix,
                     const char *name)
{
  g_autoptr (GtkFileFilter) filter = gtk_file_filter_new ();
  GtkFileChooserNative *chooser;

  g_return_val_if_fail (parent == NULL || GTK_IS_WINDOW (parent), NULL);
  g_return_val_if_fail (title != NULL && accept != NULL, NULL);
  g_return_val_if_fail (filter_name != NULL && mime_type != NULL && suffix != NULL, NULL);

  gtk_file_filter_set_name (filter, filter_name);
  gtk_file_filter_add_mime_type (filter, mime_type);
  gtk_file_filter_add_suffix (filter, suffix);
  chooser = gtk_file_chooser_native_new (title, parent, GTK_FILE_CHOOSER_ACTION_SAVE, accept,
                                         _ ("_Cancel"));
  gtk_native_dialog_set_modal (GTK_NATIVE_DIALOG (chooser), TRUE);
  gtk_file_chooser_add_filter (GTK_FILE_CHOOSER (chooser), filter);
  if (name != NULL)
    gtk_file_chooser_set_current_name (GTK_FILE_CHOOSER (chooser), name);
  return chooser;
}

GFile *
wg_file_with_json_extension (GFile *file)
{
  g_autofree char *name = NULL;
  g_autofree char *named = NULL;
  g_autoptr (GFile) parent = NULL;

  g_return_val_if_fail (G_IS_FILE (file), NULL);

  name = g_file_get_basename (file);
  if (name == NULL || strchr (name, '.') != NULL)
    return g_object_ref (file);
  parent = g_file_get_parent (file);
  named = g_strconcat (name, ".json", NULL);
  return parent != NULL ? g_file_get_child (parent, named) : g_object_ref (file);
}
