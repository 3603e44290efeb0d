/* wg-preview.h — what the manual preview tools share: a widget rendered to a PNG
 * Copyright 2026 The Warpgate Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "wg-session.h"

G_BEGIN_DECLS

/* Renders @widget (realized, in a window) at its size into @path. NULL on
 * success, else what went wrong ("Nothing was drawn", "Cannot write …"),
 * newly allocated. */
char      *wg_preview_save_png (GtkWidget  *widget,
                                const char *path);

/* --size's WxH into *@width and *@height (kept without one); FALSE, and
 * said on standard error, when it is not WxH. */
gboolean   wg_preview_parse_size (const char *size,
                                  int        *width,
                                  int        *height);
/* The app's style sheet, as AdwApplication would load it by itself. */
void       wg_preview_load_style (void);
/* A session on @file, or on the bundled sample without one, that
 * autosaves nothing (a picture changes nothing); NULL, the reason said on
 * standard error, when it cannot be read. */
WgSession *wg_preview_load_session (const char *file);

/* Called on each frame before the picture is taken, @frame counting from 1. */
typedef void (*WgPreviewFrameFunc) (int      frame,
                                    gpointer data);
/* The tools' one render loop: presents @window, lets WG_PREVIEW_FRAMES
 * frames go by (calling @on_frame, which may be NULL, on each) so that
 * everything is laid out, renders @window into @path, destroys @owner
 * (@window when NULL) and runs until no window is left. Returns the exit
 * status: 0, or 1 when the picture was not written (said on standard
 * error). */
#define WG_PREVIEW_FRAMES 10
int wg_preview_render (GtkWidget         *window,
                       GtkWidget         *owner,
                       const char        *path,
                       WgPreviewFrameFunc on_frame,
                       gpointer           data);

G_END_DECLS
