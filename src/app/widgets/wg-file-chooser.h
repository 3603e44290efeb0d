/* wg-file-chooser.h — the Save chooser the windows share
 * Copyright 2026 The Warpgate Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

/* A modal Save chooser on @parent, titled @title with @accept on its
 * button, one filter named @filter_name for @mime_type and names ending
 * in ".@suffix", suggesting @name (NULL: none). Not shown yet. A
 * GtkFileChooserNative: GtkFileDialog is GTK 4.10. */
GtkFileChooserNative *wg_save_chooser_new (GtkWindow  *parent,
                                           const char *title,
                                           const char *accept,
                                           const char *filter_name,
                                           const char *mime_type,
                                           const char *suffix,
                                           const char *name);

/* @file, or, when its name has no extension, the same name with
 * ".json" (the game format's) in the same folder. A new reference. */
GFile                *wg_file_with_json_extension (GFile *file);

G_END_DECLS
