/* wg-card-dialog.h — one card of the catalog edited: multiplier, text, what the app applies
 * Copyright 2026 The Warpgate Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

#include "wg-card-store.h"

G_BEGIN_DECLS

#define WG_TYPE_CARD_DIALOG (wg_card_dialog_get_type ())

G_DECLARE_FINAL_TYPE (WgCardDialog, wg_card_dialog, WG, CARD_DIALOG, AdwWindow)

/* Edits a copy of the card @id of @store's catalog: its multiplier (Tactics),
 * its printed text (empty: not known), the effects the battle applies
 * itself (destroy N, half or all of one side's or both sides' ships, on a
 * win or a loss; cancel the other card's text; Trade Goods) and whether they
 * are its whole text or the rest is resolved by hand. Save hands the card
 * to the store (wg_card_store_set_card) and closes; a refusal is shown and
 * the dialog stays. */
WgCardDialog *wg_card_dialog_new (GtkWindow   *parent,
                                  WgCardStore *store,
                                  const char  *id);

/* The card as edited so far. */
const WgCard *wg_card_dialog_get_draft (WgCardDialog *self);
/* As the controls do, for tests and keyboard users: -1 for not known. */
void          wg_card_dialog_set_multiplier (WgCardDialog *self,
                                             int           multiplier);
void          wg_card_dialog_set_text (WgCardDialog *self,
                                       const char   *text);
gboolean      wg_card_dialog_add_effect (WgCardDialog   *self,
                                         const WgEffect *effect);
void          wg_card_dialog_set_complete (WgCardDialog *self,
                                           gboolean      complete);
/* FALSE (the message says why) when the store refuses the card. */
gboolean      wg_card_dialog_save (WgCardDialog *self);
const char   *wg_card_dialog_get_message (WgCardDialog *self);

G_END_DECLS
