/* wg-history-view.h — every step of the game in words; clicking one goes there
 * Copyright 2026 The Warpgate Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

#define WG_TYPE_HISTORY_VIEW (wg_history_view_get_type ())

G_DECLARE_FINAL_TYPE (WgHistoryView, wg_history_view, WG, HISTORY_VIEW, GtkWidget)

/* Lists a GListModel of WgHistoryEntry ("model"), undone steps dimmed.
 * Activating step i activates "game.go-to" with i + 1 (the number of steps
 * applied afterwards); "The game as opened" with 0. The view changes
 * nothing itself: the action's owner does. */
GListModel *wg_history_view_get_model (WgHistoryView *self);
void        wg_history_view_set_model (WgHistoryView *self,
                                       GListModel    *model);

G_END_DECLS
