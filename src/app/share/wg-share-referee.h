/* wg-share-referee.h — moves proposed from a player's page, judged and applied at the table
 * Copyright 2026 The Warpgate Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "wg-action-model.h"
#include "wg-share-server.h"

G_BEGIN_DECLS

#define WG_TYPE_SHARE_REFEREE (wg_share_referee_get_type ())

G_DECLARE_FINAL_TYPE (WgShareReferee, wg_share_referee, WG, SHARE_REFEREE, GObject)

/* A move as a page proposes it: the action's id ("skirmish",
 * wg_action_to_string), the multiplier (-1: the turn slot's), the Trade
 * Good, the locations tapped in order (ids, NULL-terminated or NULL), the
 * ships of the group (-1: the most), Maneuver's second group, and the
 * route of a Trade (an option of the "route" question, or NULL). */
typedef struct
{
  const char        *action;
  gint64             x;
  gboolean           trade_good;
  const char *const *cells;
  gint64             ships;
  const char *const *second_cells;
  gint64             second_ships;
  const char        *route;
} WgShareProposal;

/* Where the proposal of the table stands. */
typedef enum
{
  WG_SHARE_PROPOSAL_NONE,    /* none waits (the last one's outcome may be shown) */
  WG_SHARE_PROPOSAL_WAITING, /* for Apply or Decline at the table */
  WG_SHARE_PROPOSAL_ASKING,  /* the move asks its proposer a question */
  WG_SHARE_PROPOSAL_BATTLE,  /* its attack's battle is being resolved */
} WgShareProposalState;

/*
 * The one referee of the table's proposals (docs/user-guide.md, "Proposing
 * a move from your phone"). A page judges a move (nothing changes) and
 * proposes it on its player's turn; the desktop applies it through an
 * Actions model (WgActionModel: the core's judgement, one undoable step
 * recorded as Do It records it) or declines it. A question the move asks
 * (a card turned over, a choice) goes to the proposer's page, whose answer
 * goes on. Only the active player proposes; one proposal waits at a time;
 * the table changing drops it as stale. What the proposer's page shows of
 * it is that seat's "proposal" (wg_share_referee_dup_seat_json):
 *   { "state": "waiting" | "asking" | "battle" | "applied" | "declined"
 *     | "stale" | "refused" | "withdrawn", "sentence", "reason" (or null),
 *     "answered" (its questions answered so far),
 *     "question": null or { "id", "text", "options": [{ "id", "label" }] } }
 *
 * Signals: "changed" when the proposal or its state changes;
 * "battle-requested" (WgBattleStart *): an attack applied waits for its
 * battle (wg_share_referee_get_model has it, as the Actions page's has Do
 * It's).
 */
WgShareReferee      *wg_share_referee_new (WgSession     *session,
                                           WgShareServer *server);
void                 wg_share_referee_set_catalog (WgShareReferee *self,
                                                   WgCatalog      *catalog);
/* A legal proposal is applied as it comes, without a press. */
void                 wg_share_referee_set_auto_accept (WgShareReferee *self,
                                                       gboolean        auto_accept);
gboolean             wg_share_referee_get_auto_accept (WgShareReferee *self);

/* The page's requests, from @seat (a player index). Each returns the HTTP
 * status and appends a JSON object to @reply ({"error": …} unless 200).
 * Judge: { "legal", "complete", "sentence", "reason", "ruling", "ships"
 * (once a movement's destination is chosen: { "min", "max", "chosen" }),
 * "prompt", "second" (Maneuver: a second group may be added now),
 * "second_ships" (once the second group has a destination, as "ships"),
 * "question" } (no action: { "actions": [{ "id", "name", "moves" }] }),
 * nothing changes. Propose: 403 unless @seat is the active player, 409
 * while another proposal waits, 400 with the reason when illegal. */
guint                wg_share_referee_judge (WgShareReferee        *self,
                                             int                    seat,
                                             const WgShareProposal *proposal,
                                             GString               *reply);
guint                wg_share_referee_propose (WgShareReferee        *self,
                                               int                    seat,
                                               const WgShareProposal *proposal,
                                               GString               *reply);
guint                wg_share_referee_answer (WgShareReferee *self,
                                              int             seat,
                                              const char     *option_id,
                                              GString        *reply);
guint                wg_share_referee_withdraw (WgShareReferee *self,
                                                int             seat,
                                                GString        *reply);

/* The desktop. */
WgShareProposalState wg_share_referee_get_state (WgShareReferee *self);
/* The proposer, or -1 when none waits. */
int                  wg_share_referee_get_player (WgShareReferee *self);
/* What the table's bar says: "Proposed from a phone — Blue: Skirmish 1
 * ship A3 → B4 (2X)", "Waiting for Blue’s answer: …", or NULL. */
char                *wg_share_referee_dup_title (WgShareReferee *self);
/* The question the proposer is asked, or NULL. */
const WgQuestion    *wg_share_referee_get_question (WgShareReferee *self);
/* Performs the proposal waiting: TRUE when it was applied (or its battle
 * or a question is under way). */
gboolean             wg_share_referee_apply (WgShareReferee *self);
/* Declines it; the proposer's page is told @reason (NULL: "Declined at
 * the table."). */
void                 wg_share_referee_decline (WgShareReferee *self,
                                               const char     *reason);
/* The proposal's attack's battle dialog closed: the battle @applied (the
 * proposal is done), or cancelled (the proposal waits again). */
void                 wg_share_referee_battle_closed (WgShareReferee *self,
                                                     gboolean        applied);
/* While held (a battle dialog is open on the desktop) a legal proposal is
 * not accepted without a press; released, one waiting is. */
void                 wg_share_referee_set_hold (WgShareReferee *self,
                                                gboolean        hold);
/* The question answered at the table instead of on the phone. */
gboolean             wg_share_referee_answer_here (WgShareReferee *self,
                                                   const char     *option_id);
WgActionModel       *wg_share_referee_get_model (WgShareReferee *self);
/* @seat's "proposal" JSON, or NULL when it has none to show. */
char                *wg_share_referee_dup_seat_json (WgShareReferee *self,
                                                     int             seat);

G_END_DECLS
