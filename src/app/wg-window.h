/* wg-window.h — the main window: one game, its board and the ruler
 * Copyright 2026 The Warpgate Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

#include "wg-board-view.h"
#include "wg-session.h"

G_BEGIN_DECLS

#define WG_TYPE_WINDOW (wg_window_get_type ())

G_DECLARE_FINAL_TYPE (WgWindow, wg_window, WG, WINDOW, AdwApplicationWindow)

/* @application may be NULL (tests). */
WgWindow    *wg_window_new            (GtkApplication *application,
                                       WgSession      *session);
WgSession   *wg_window_get_session    (WgWindow       *self);
WgBoardView *wg_window_get_board_view (WgWindow       *self);
/* Opens a game file in this window. A refused file is explained in a
 * dialog on the window, and the game shown stays as it was. */
gboolean     wg_window_open_file      (WgWindow       *self,
                                       GFile          *file);

G_END_DECLS
