/* wg-battle-dialog.h — a battle: both sides, their cards, the odds, the result, applying it
 * Copyright 2026 The Warpgate Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

#include "wg-battle-model.h"

G_BEGIN_DECLS

#define WG_TYPE_BATTLE_DIALOG (wg_battle_dialog_get_type ())

G_DECLARE_FINAL_TYPE (WgBattleDialog, wg_battle_dialog, WG, BATTLE_DIALOG, AdwWindow)

/*
 * A modal dialog over @parent showing a WgBattleModel: the two sides, the
 * odds before the cards are chosen, each side's card (a Tactics card its
 * player holds, a multiplier typed from the physical card, or the
 * Gatekeepers' draw), then the result: strengths, winner, card texts,
 * casualties and where the loser withdraws. While it is open the battle's
 * locations are marked on the board (wg_session_set_highlights); closing
 * clears the marks.
 *
 * Questions (a card turned over, a tie among withdrawal destinations, a
 * Concentrate's split) are asked in place at the top, one row per answer.
 * Apply to the Table makes the battle one undoable step of @session, emits
 * "applied" with the step's sentence (for a toast with Undo) and closes.
 *
 * Actions: battle.apply, battle.draw, battle.play-multiplier (the side,
 * 0 attacker or 1 defender: plays the multiplier in its spin button),
 * battle.cancel-question.
 */
WgBattleDialog *wg_battle_dialog_new (GtkWindow           *parent,
                                      WgSession           *session,
                                      WgCatalog           *catalog,
                                      const WgBattleStart *start);
/* An attack not yet applied: see wg_battle_model_new_for_move. */
WgBattleDialog *wg_battle_dialog_new_for_move (GtkWindow           *parent,
                                               WgSession           *session,
                                               WgCatalog           *catalog,
                                               const WgBattleStart *start,
                                               const WgGame        *game,
                                               const char          *move);
WgBattleModel  *wg_battle_dialog_get_model (WgBattleDialog *self);
/* Where a multiplier read from a card is remembered (the window's store):
 * the dialog then offers "Remember" and the odds' "Fill In…". */
void            wg_battle_dialog_set_card_store (WgBattleDialog *self,
                                                 WgCardStore    *store);
/* A line under a side's card ("Chosen on blue’s phone — hidden until both
 * cards are in"), or NULL: none. The shared page's side sets it. */
void            wg_battle_dialog_set_side_note (WgBattleDialog *self,
                                                WgBattleRole    role,
                                                const char     *note);
const char     *wg_battle_dialog_get_side_note (WgBattleDialog *self,
                                                WgBattleRole    role);

G_END_DECLS
