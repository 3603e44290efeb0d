/* wg-card-list.h — a list box of WgCardRow, one per card, numbered from 0
 * Copyright 2026 The Warpgate Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "wg-add-card-row.h"
#include "wg-catalog.h"
#include "wg-sidebar-page.h"

G_BEGIN_DECLS

/* Each row's "remove" (and an Objective's "status-changed") goes to the
 * handlers, connected swapped to @owner. */
void          wg_card_list_fill_technologies (GtkListBox   *list,
                                              const GArray *technologies,
                                              GCallback     on_remove,
                                              gpointer      owner);
/* Objectives held (WgObjective, with a status) … */
void          wg_card_list_fill_objectives (GtkListBox   *list,
                                            const GArray *objectives,
                                            GCallback     on_remove,
                                            GCallback     on_status,
                                            gpointer      owner);
/* … or lying available (WgPlanetType: only the type is known). */
void          wg_card_list_fill_planet_types (GtkListBox   *list,
                                              const GArray *types,
                                              GCallback     on_remove,
                                              gpointer      owner);
/* Tactics (WgTactic) from one or two piles numbered on from each other;
 * @second_label (may be NULL) marks the second pile's cards ("Discard").
 * With @on_multiplier, each row shows the card's multiplier (its own, else
 * the catalog's) to change: (owner, int multiplier, WgCardRow *row); with
 * @on_card, which card it is among the catalog's Tactics, to change:
 * (owner, guint position, WgCardRow *row), the position's card being
 * wg_card_list_tactic_choice's. */
void          wg_card_list_fill_tactics (GtkListBox      *list,
                                         const WgCatalog *catalog,
                                         const GArray    *first,
                                         const GArray    *second,
                                         const char      *second_label,
                                         GCallback        on_remove,
                                         GCallback        on_multiplier,
                                         GCallback        on_card,
                                         gpointer         owner);
/* The catalog's Tactics card at @position of the rows' choices, or NULL
 * (position 0: a card the catalog has not). */
const WgCard *wg_card_list_tactic_choice (const WgCatalog *catalog,
                                          guint            position);

/* ---- Editing a list: the players page (a player's cards) and the pools
 * page (WG_NO_PLAYER: the cards lying available, the Promotion deck)
 * edit the same three kinds of card the same way ---- */

typedef enum
{
  WG_CARD_LIST_TECHNOLOGIES,
  WG_CARD_LIST_OBJECTIVES,
  WG_CARD_LIST_TACTICS,
} WgCardListKind;

/* Adds the card @adder holds to @owner's cards of @kind, as one step of
 * @page's session (a refusal is shown on @page). */
void     wg_card_list_add (WgSidebarPage *page,
                           WgAddCardRow  *adder,
                           WgCardListKind kind,
                           int            owner);
/* Removes card @index of @owner's cards of @kind as one step, with Undo on
 * a toast; TRUE when it was removed. */
gboolean wg_card_list_remove (WgSidebarPage *page,
                              WgCardListKind kind,
                              int            owner,
                              guint          index);

G_END_DECLS
