/* wg-history-row.h — one step of the history list: its number and its sentence
 * Copyright 2026 The Warpgate Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "wg-history-entry.h"

G_BEGIN_DECLS

#define WG_TYPE_HISTORY_ROW (wg_history_row_get_type ())

G_DECLARE_FINAL_TYPE (WgHistoryRow, wg_history_row, WG, HISTORY_ROW, GtkWidget)

GtkWidget *wg_history_row_new (void);
/* Shows @entry as step @number (1 for the first), dimmed while it is
 * undone; NULL shows nothing. */
void       wg_history_row_set_entry (WgHistoryRow   *self,
                                     WgHistoryEntry *entry,
                                     guint           number);

G_END_DECLS
