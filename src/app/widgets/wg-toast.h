/* wg-toast.h — toasts that show text as it is written, never as markup
 * Copyright 2026 The Warpgate Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

/* A toast whose title is @text exactly: an AdwToast's title is Pango
 * markup, so a file name such as "t&j.json" or a message quoting one
 * would otherwise be an empty toast and a GTK warning. */
AdwToast *wg_toast_new (const char *text);
void      wg_toast_set_text (AdwToast   *toast,
                             const char *text);
/* A toast of @text, a few words that fit, whose Details button opens a
 * dialog on @parent's window with the whole of @details (a file's path,
 * the system's reason): a long message in a toast is cut before its end. */
AdwToast *wg_toast_new_detailed (const char *text,
                                 const char *details,
                                 GtkWidget  *parent);

/* Adds @toast to @overlay (taking it) as adw_toast_overlay_add_toast()
 * does, and shows its whole text, on as many lines as it needs; when it
 * goes while the keyboard is on its button, the focus goes back where it
 * was before (or to the first control under the overlay), never nowhere. */
void      wg_toast_show (AdwToastOverlay *overlay,
                         AdwToast        *toast);
/* Shows a toast of @text on @overlay as wg_toast_show() does; a @lasting
 * one (an error the player has to read) stays until dismissed. */
void      wg_toast_show_text (AdwToastOverlay *overlay,
                              const char      *text,
                              gboolean         lasting);
/* Dismisses @toast, shown with wg_toast_show(), as soon as that is safe
 * (see wg-toast.c: libadwaita 1.2 crashes on a toast dismissed before a
 * frame has ended its show animation). wg_toast_show() takes over the
 * toast's timeout the same way: its "timeout" reads 0 once shown. */
void      wg_toast_dismiss (AdwToast *toast);

G_END_DECLS
