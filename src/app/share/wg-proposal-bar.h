/* wg-proposal-bar.h — the bar above the board that shows a move proposed from a phone
 * Copyright 2026 The Warpgate Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "wg-share-referee.h"

G_BEGIN_DECLS

#define WG_TYPE_PROPOSAL_BAR (wg_proposal_bar_get_type ())

G_DECLARE_FINAL_TYPE (WgProposalBar, wg_proposal_bar, WG, PROPOSAL_BAR, GtkWidget)

/*
 * A bar styled as a banner, revealed while a proposal waits at the table
 * (WgShareReferee): who proposes what, in the core's words, with Apply
 * (the suggested action, win.apply-proposal, Ctrl+Enter) and Decline
 * (win.decline-proposal, Ctrl+Backspace); while the move asks its
 * proposer a question, "Waiting for Blue’s answer" and the question's
 * answers as buttons, for the table to answer itself. The window installs
 * the two actions.
 */
GtkWidget  *wg_proposal_bar_new (void);
void        wg_proposal_bar_set_referee (WgProposalBar  *self,
                                         WgShareReferee *referee);
/* What the bar says now (its title label). */
const char *wg_proposal_bar_get_text (WgProposalBar *self);
gboolean    wg_proposal_bar_get_revealed (WgProposalBar *self);
GtkButton  *wg_proposal_bar_get_apply_button (WgProposalBar *self);

G_END_DECLS
