/* wg-action-panel.h — the Actions page: choose an action, see its legal moves on the board, do one
 * Copyright 2026 The Warpgate Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

#include "wg-action-model.h"
#include "wg-sidebar-page.h"

G_BEGIN_DECLS

#define WG_TYPE_ACTION_PANEL (wg_action_panel_get_type ())

G_DECLARE_FINAL_TYPE (WgActionPanel, wg_action_panel, WG, ACTION_PANEL, WgSidebarPage)

/*
 * The controls of a WgActionModel: the player, the action, the multiplier
 * and the Trade Good; what to click next; why a click was refused (with
 * "Why?", the ruling's text); the ships that go; a question the move
 * asks; Perform and Clear. Board clicks reach the model from the window
 * (wg_action_model_click) while the page is shown (wg_action_panel_set_active).
 * A model is made for each session set (wg_sidebar_page_set_session).
 *
 * Signals: "toast" (message, undoable) after a move is done;
 * "battle-requested" (a WgBattleStart *, valid during the emission).
 * Actions: action.perform, action.clear.
 */
GtkWidget     *wg_action_panel_new (void);
/* NULL until a session is set. */
WgActionModel *wg_action_panel_get_model (WgActionPanel *self);
void           wg_action_panel_set_active (WgActionPanel *self,
                                           gboolean       active);
/* The turn's next step after its action (Do It, or a battle the move led
 * to): the turn ended at once when nothing else is left in it
 * (wg_turn_only_end_left; Undo takes the end back), else End the Turn
 * offered with the focus until anything else changes. */
void           wg_action_panel_offer_end_turn (WgActionPanel *self);
/* The focus on the Action row, where an action's access key chooses it
 * (and goes on to the board): a human's turn starts there. */
void           wg_action_panel_focus_action (WgActionPanel *self);
/* @action's name as the Action row shows it, its access key marked with
 * "_" ("_Recon", "R_esearch"; translated: "偵察(_R)"), and that key, in
 * lower case. Each action has its own. */
const char    *wg_action_panel_action_label (WgAction action);
gunichar       wg_action_panel_access_key (WgAction action);

G_END_DECLS
