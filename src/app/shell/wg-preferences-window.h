/* wg-preferences-window.h — the preferences: the board's look and new games' house rule
 * Copyright 2026 The Warpgate Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

#define WG_TYPE_PREFERENCES_WINDOW (wg_preferences_window_get_type ())

G_DECLARE_FINAL_TYPE (WgPreferencesWindow, wg_preferences_window, WG, PREFERENCES_WINDOW,
                      AdwPreferencesWindow)

/* Every row is bound to @settings (the app's schema, APP_ID): a change
 * is saved at once, and shown by every window. */
GtkWidget *wg_preferences_window_new (GSettings *settings);

G_END_DECLS
