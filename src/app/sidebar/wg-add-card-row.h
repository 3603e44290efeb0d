/* wg-add-card-row.h — the row that adds a card: which one, its planet type or kind
 * Copyright 2026 The Warpgate Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

#include "wg-catalog.h"

G_BEGIN_DECLS

typedef enum
{
  WG_ADD_CARD_TECHNOLOGY,
  WG_ADD_CARD_OBJECTIVE,
  WG_ADD_CARD_TACTIC,
} WgAddCardKind;

#define WG_TYPE_ADD_CARD_KIND (wg_add_card_kind_get_type ())
GType wg_add_card_kind_get_type (void) G_GNUC_CONST;

#define WG_TYPE_ADD_CARD_ROW (wg_add_card_row_get_type ())

G_DECLARE_FINAL_TYPE (WgAddCardRow, wg_add_card_row, WG, ADD_CARD_ROW, AdwExpanderRow)

/* An expander: a card of the catalog (or one not known), its planet type
 * (Technologies, Objectives) or kind (Tactics), and an Add button that
 * emits "add". The list's owner reads the card with get_* and adds it; the
 * row changes nothing. "kind" is construct-only. */
WgAddCardKind wg_add_card_row_get_kind (WgAddCardRow *self);
/* The catalog whose cards are offered (NULL: only "not known"). */
void          wg_add_card_row_set_catalog (WgAddCardRow *self,
                                           WgCatalog    *catalog);
/* The card as chosen; clear it with wg_technology_clear, … */
void          wg_add_card_row_get_technology (WgAddCardRow *self,
                                              WgTechnology *technology);
void          wg_add_card_row_get_objective (WgAddCardRow *self,
                                             WgObjective  *objective);
void          wg_add_card_row_get_tactic (WgAddCardRow *self,
                                          WgTactic     *tactic);
/* For tests and keyboard users: the choices by position (0 is "not
 * known"; then the catalog's cards of the kind, in catalog order). */
/* Tactics: the multiplier printed on the card, or WG_MULTIPLIER_UNKNOWN
 * for what the catalog knows. */
void          wg_add_card_row_set_multiplier (WgAddCardRow *self,
                                              int           multiplier);
guint         wg_add_card_row_get_n_cards (WgAddCardRow *self);
void          wg_add_card_row_select (WgAddCardRow *self,
                                      guint         card,
                                      int           planet_type);

G_END_DECLS
