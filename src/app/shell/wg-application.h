/* wg-application.h — the application: windows, command line, app actions
 * Copyright 2026 The Warpgate Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

#define WG_TYPE_APPLICATION (wg_application_get_type ())

G_DECLARE_FINAL_TYPE (WgApplication, wg_application, WG, APPLICATION, AdwApplication)

WgApplication *wg_application_new (void);
/* The Keyboard Shortcuts window (app.shortcuts, Ctrl+?) over @parent, its
 * parts named for screen readers and its pages scrolling when the window
 * is narrower than they are (a phone's 360 px). */
GtkWindow     *wg_application_new_shortcuts_window (GtkWindow *parent);

G_END_DECLS
