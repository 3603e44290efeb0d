/* wg-unsaved-dialog.h — "Save Changes?" before a document's changes are lost
 * Copyright 2026 The Warpgate Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

/* GNOME's pattern for a document about to be replaced or closed, over
 * @parent: Save (suggested, the default), Discard (destructive), Cancel
 * (Escape); the responses "save", "discard" and "cancel". The body names
 * @file, or is @never_saved when there is none. A toast with Undo cannot
 * stand in: the changes would be gone before it could be clicked. Not yet
 * presented. */
AdwMessageDialog *wg_unsaved_dialog_new (GtkWindow  *parent,
                                         GFile      *file,
                                         const char *never_saved);

G_END_DECLS
