/* wg-share-status.h — the header bar's word that the table is shared, and how many watch
 * Copyright 2026 The Warpgate Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "wg-share-server.h"

G_BEGIN_DECLS

#define WG_TYPE_SHARE_STATUS (wg_share_status_get_type ())

G_DECLARE_FINAL_TYPE (WgShareStatus, wg_share_status, WG, SHARE_STATUS, GtkWidget)

/*
 * A button for the header bar, shown only while @server shares the table:
 * "Shared · 2", how many devices watch. It activates "win.share-table"
 * (the dialog).
 */
void        wg_share_status_set_server (WgShareStatus *self,
                                        WgShareServer *server);
/* The label shown, for tests. */
const char *wg_share_status_get_text (WgShareStatus *self);

/* "Nobody is watching" / "1 device is watching" / "3 devices are
 * watching"; translated. */
char       *wg_share_viewers_text (guint n_viewers);

G_END_DECLS
