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
 * shares the page's address, its QR code and how many devices watch, then
 * each player's own address with its code, Copy and Revoke (or New
 * Address, once revoked) buttons. A
 * server that cannot start says why under the switch, which goes back off.
 */
WgShareDialog *wg_share_dialog_new (GtkWindow     *parent,
                                    WgShareServer *server);

/* For tests: the switch, the address shown and the QR code's texture. */
GtkSwitch     *wg_share_dialog_get_switch (WgShareDialog *self);
const char    *wg_share_dialog_get_address (WgShareDialog *self);
GdkPaintable  *wg_share_dialog_get_qr (WgShareDialog *self);
const char    *wg_share_dialog_get_viewers (WgShareDialog *self);
/* For tests: a player's address as shown (or that it is revoked), its QR
 * code, and its Copy button or its Revoke / New Address one (@revoke);
 * NULL for a player without an address of their own. */
const char    *wg_share_dialog_get_seat_address (WgShareDialog *self,
                                                 int            player);
GdkPaintable  *wg_share_dialog_get_seat_qr (WgShareDialog *self,
                                            int            player);
GtkButton     *wg_share_dialog_get_seat_button (WgShareDialog *self,
                                                int            player,
                                                gboolean       revoke);

G_END_DECLS
