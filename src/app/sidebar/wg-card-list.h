/* wg-card-list.h — a list box of WgCardRow, one per card, numbered from 0
 * Copyright 2026 The Warpgate Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "wg-catalog.h"

G_BEGIN_DECLS

/* Each row's "remove" (and an Objective's "status-changed") goes to the
 * handlers, connected swapped to @owner. */
void wg_card_list_fill_technologies (GtkListBox   *list,
                                     const GArray *technologies,
                                     GCallback     on_remove,
                                     gpointer      owner);
/* Objectives held (WgObjective, with a status) … */
void wg_card_list_fill_objectives (GtkListBox   *list,
                                   const GArray *objectives,
                                   GCallback     on_remove,
                                   GCallback     on_status,
                                   gpointer      owner);
/* … or lying available (WgPlanetType: only the type is known). */
void wg_card_list_fill_planet_types (GtkListBox   *list,
                                     const GArray *types,
                                     GCallback     on_remove,
                                     gpointer      owner);
/* Tactics (WgTactic) from one or two piles numbered on from each other;
 * @second_label (may be NULL) marks the second pile's cards ("Discard").
 * With @on_multiplier, each row shows the card's multiplier (its own, else
 * the catalog's) to change: (owner, int multiplier, WgCardRow *row). */
void wg_card_list_fill_tactics (GtkListBox      *list,
                                const WgCatalog *catalog,
                                const GArray    *first,
                                const GArray    *second,
                                const char      *second_label,
                                GCallback        on_remove,
                                GCallback        on_multiplier,
                                gpointer         owner);

G_END_DECLS
