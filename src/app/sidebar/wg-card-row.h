/* wg-card-row.h — one card in a list: its planet type, name, status, and a remove button
 * Copyright 2026 The Warpgate Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

#define WG_TYPE_CARD_ROW (wg_card_row_get_type ())

G_DECLARE_FINAL_TYPE (WgCardRow, wg_card_row, WG, CARD_ROW, AdwActionRow)

/* A Technology, Objective or Tactics card as a row. It changes nothing:
 * "remove" asks its list's owner to remove card number "index", and
 * "status-changed" (a WgObjectiveStatus) to change an Objective's status. */
GtkWidget *wg_card_row_new (guint index);
guint      wg_card_row_get_index (WgCardRow *self);
/* @planet_type: a WgPlanetType shown as a badge, or -1 for none. */
void       wg_card_row_set_card (WgCardRow  *self,
                                 const char *title,
                                 const char *subtitle,
                                 int         planet_type);
/* An Objective's status (a WgObjectiveStatus), or -1 to show none. */
void       wg_card_row_set_status (WgCardRow *self,
                                   int        status);
int        wg_card_row_get_status (WgCardRow *self);
/* A Tactics card's multiplier as a drop-down (-1 "×?", 0–9), -2 hides it;
 * choosing one emits "multiplier-changed" (int, -1 for not known). */
void       wg_card_row_set_multiplier (WgCardRow *self,
                                       int        multiplier);
int        wg_card_row_get_multiplier (WgCardRow *self);
/* Which card a held Tactics card is, as a drop-down of @names with
 * @selected chosen (GTK_INVALID_LIST_POSITION: none of them); NULL hides
 * it. Choosing one emits "card-changed" (guint, its position). */
void       wg_card_row_set_choices (WgCardRow         *self,
                                    const char *const *names,
                                    guint              selected);
guint      wg_card_row_get_choice (WgCardRow *self);

G_END_DECLS
