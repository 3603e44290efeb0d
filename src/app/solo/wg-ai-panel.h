/* wg-ai-panel.h — the Gatekeepers: their cards, and their turn step by step
 * Copyright 2026 The Warpgate Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

#include "wg-ai-model.h"
#include "wg-sidebar-page.h"

G_BEGIN_DECLS

#define WG_TYPE_AI_PANEL (wg_ai_panel_get_type ())

G_DECLARE_FINAL_TYPE (WgAiPanel, wg_ai_panel, WG, AI_PANEL, WgSidebarPage)

/*
 * A sidebar page (about 340 px wide, in a scrolled window) for the solo
 * AI, over a WgAiModel made for the session (wg_sidebar_page_set_session):
 * the Gatekeepers' cards (their face-down deck, discard, this round's
 * slots, Tactics deck and discard) and their turn. A game without them
 * shows "No Gatekeepers in this game".
 *
 * Actions: ai.play (Play the Gatekeepers' Card, disabled with the reason
 * shown), then for the turn in progress its card, slot and action, its
 * steps as a checklist the human ticks at the table, a question with a
 * button per option (ai.answer, the option's id), ai.apply (Apply the
 * Turn: one undoable step; the steps need not all be ticked) and
 * ai.cancel. After a battle hand-off: ai.battle (ask for the battle again)
 * and ai.end-turn (End the Gatekeepers' Turn, once the battle is resolved).
 *
 * With plays-through on (the main window's), the card turned over plays
 * it (issue 30): once the last question is answered the turn is applied
 * at once (as Apply the Turn does; a turn that asked nothing waits for
 * Apply the Turn), after R-AI-7's redraw their next card is asked,
 * and the page keeps the turn played — its card and its steps to tick —
 * until their next turn or its undo.
 *
 * Signals: "toast" (a message, whether it offers Undo), as the table
 * panels; "battle-requested" (a const WgBattleStart *, valid during the
 * emission: the table before the ships move, the AI attacking) — open the
 * battle dialog on the session's game; "turn-played" (plays-through only)
 * when their card is applied and nothing is left for the table to answer:
 * their turn is to end.
 */
GtkWidget *wg_ai_panel_new (void);
/* The model the panel shows, or NULL without a session. */
WgAiModel *wg_ai_panel_get_model (WgAiPanel *self);
/* Gives the focus to the Gatekeepers' next step: Play, Resolve the Battle
 * or End the Gatekeepers' Turn. */
void       wg_ai_panel_focus_play (WgAiPanel *self);
/* Off by default: see above. */
void       wg_ai_panel_set_plays_through (WgAiPanel *self,
                                          gboolean   plays_through);
/* Their turn has come: Play when they may (the card is asked), then the
 * focus on the turn's next step. */
void       wg_ai_panel_begin_turn (WgAiPanel *self);

G_END_DECLS
