/* wg-share-dialog.h — Share to the Table: the switch, the address and its QR code
 * Copyright 2026 The Warpgate Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

#include "wg-share-server.h"

G_BEGIN_DECLS

#define WG_TYPE_SHARE_DIALOG (wg_share_dialog_get_type ())

G_DECLARE_FINAL_TYPE (WgShareDialog, wg_share_dialog, WG, SHARE_DIALOG, AdwWindow)

/*
 * A dialog over @parent showing @server: a switch that starts sharing (on
 * the local network's address, any free port) and stops it, and while it
 * shares the page's address, its QR code and how many devices watch. A
 * server that cannot start says why under the switch, which goes back off.
 */
WgShareDialog *wg_share_dialog_new (GtkWindow     *parent,
                                    WgShareServer *server);

/* For tests: the switch, the address shown and the QR code's texture. */
GtkSwitch     *wg_share_dialog_get_switch (WgShareDialog *self);
const char    *wg_share_dialog_get_address (WgShareDialog *self);
GdkPaintable  *wg_share_dialog_get_qr (WgShareDialog *self);
const char    *wg_share_dialog_get_viewers (WgShareDialog *self);

G_END_DECLS
