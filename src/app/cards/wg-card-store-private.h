/* wg-card-store-private.h — the user's card catalog on disk: its lock, read and written
 * Copyright 2026 The Warpgate Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "wg-card-store.h"

G_BEGIN_DECLS

/* Takes the lock of the catalog at @path (a flock on its folder, released
 * by the kernel if the app dies), waiting while another process holds it;
 * creates the folder. The file descriptor, or -1 and a
 * WG_CARD_STORE_ERROR_CANNOT_WRITE. */
int        wg_card_store_lock (const char *path,
                               GError    **error);
void       wg_card_store_unlock (int fd);

/* The user's file as it is on disk now: an empty catalog when there is
 * none; NULL and a WG_CARD_STORE_ERROR_REFUSED_FILE naming the file and
 * what is wrong when the catalog format refuses it. */
WgCatalog *wg_card_store_read_disk (const char *path,
                                    GError    **error);

G_END_DECLS
