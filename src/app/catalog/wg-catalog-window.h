/* wg-catalog-window.h — the Card Catalog: every card by kind, what is known, import and export
 * Copyright 2026 The Warpgate Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

#include "wg-card-store.h"
#include "wg-card-dialog.h"

G_BEGIN_DECLS

#define WG_TYPE_CATALOG_WINDOW (wg_catalog_window_get_type ())

G_DECLARE_FINAL_TYPE (WgCatalogWindow, wg_catalog_window, WG, CATALOG_WINDOW, AdwWindow)

/* Shows @store: one group per kind of card (Basic, Hero and Advanced
 * Tactics, Technologies, Objectives), a row per card with what is known of
 * it; a row opens the card's editor (WgCardDialog), an entry at the end of
 * each group adds a card by name. Import and export are in its menu. The
 * rows follow the store's "changed"; a user's file the store refused is
 * shown above them, with its path and problem, until it is fixed. */
WgCatalogWindow *wg_catalog_window_new (GtkWindow   *parent,
                                        WgCardStore *store);
/* For tests: the row of the card @id (NULL when not shown), and its editor
 * opened as a click on the row opens it. */
AdwActionRow    *wg_catalog_window_get_row (WgCatalogWindow *self,
                                            const char      *id);
WgCardDialog    *wg_catalog_window_edit (WgCatalogWindow *self,
                                         const char      *id);
/* For tests: adds a card as the group's entry does; the toast's text. */
gboolean         wg_catalog_window_add_card (WgCatalogWindow *self,
                                             WgCardKind       kind,
                                             const char      *name);
const char      *wg_catalog_window_get_message (WgCatalogWindow *self);
/* For tests: the refused file's problem as shown above the cards, or NULL. */
const char      *wg_catalog_window_get_problem (WgCatalogWindow *self);
/* A file's error is a short toast with Details: the whole message (the
 * file's path, the system's reason), NULL for other toasts. */
const char      *wg_catalog_window_get_details (WgCatalogWindow *self);

G_END_DECLS
