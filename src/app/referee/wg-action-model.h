/* wg-action-model.h — the Actions tool: legal moves on the board, why others are not, doing one
 * Copyright 2026 The Warpgate Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "wg-moves.h"
#include "wg-session.h"

G_BEGIN_DECLS

#define WG_TYPE_ACTION_MODEL (wg_action_model_get_type ())

G_DECLARE_FINAL_TYPE (WgActionModel, wg_action_model, WG, ACTION_MODEL, GObject)

/*
 * One action as a player would take it at the table, over a WgSession.
 *
 * The parameters: the player (the active one at first), the action, the
 * multiplier X (the turn slot at first) and whether a Trade Good is spent
 * (+1, R-RANGE-6). From them the model lists every legal move
 * (wg_moves_list) and, while it is active, marks the board (session
 * highlights): the locations a move may start from, then — once they are
 * clicked — every legal destination with its range, attacks apart.
 *
 * Clicks on the board (wg_action_model_click) choose: movement, the
 * origin(s) then the destination; Trade, the first planet then the last
 * (when several routes lead there, a question "route" lists them, each leg
 * with its range, and its answer chooses one); Research,
 * the destination; Warp-in, the location; Reinforce and Control, up to
 * the action's number of locations, in order. A click on a location that
 * is not legal is judged (wg_judge_move) and the reason kept as the
 * message, with its ruling. Promote and Draw need no location.
 *
 * wg_action_model_perform applies the move through the session as one
 * step (wg_move_apply). A card revealed from a deck of unknown order or a
 * choice the rules leave to the player stops it with a question
 * (wg_action_model_get_question); wg_action_model_answer goes on. An
 * attack is not applied: it emits "battle-requested" with the battle to
 * resolve, and the battle applies the move with its result as one step
 * (wg_action_model_get_battle_table: the table before the ships move, the
 * Action card played and the Trade Good spent), so that a battle cancelled
 * changes nothing.
 *
 * Signals: "changed" after any change of what the model shows;
 * "battle-requested" (a WgBattleStart *, valid during the emission);
 * "performed" (the step's sentence).
 */
WgActionModel    *wg_action_model_new (WgSession *session);

/* While active the model marks the board; inactive, it clears its marks. */
void              wg_action_model_set_active (WgActionModel *self,
                                              gboolean       active);
gboolean          wg_action_model_get_active (WgActionModel *self);
/* The cards the table knows (may be NULL): a Promote asks a card of a deck
 * of unknown cards among its Hero and Advanced cards, by name, and records
 * the card kept by its name (R-MOVE-13). */
void              wg_action_model_set_catalog (WgActionModel *self,
                                               WgCatalog     *catalog);

/* Changing a parameter forgets the choices made on the board. */
void              wg_action_model_set_player (WgActionModel *self,
                                              int            player);
int               wg_action_model_get_player (WgActionModel *self);
void              wg_action_model_set_action (WgActionModel *self,
                                              WgAction       action);
WgAction          wg_action_model_get_action (WgActionModel *self);
/* 0 … 4. */
void              wg_action_model_set_x (WgActionModel *self,
                                         int            x);
int               wg_action_model_get_x (WgActionModel *self);
void              wg_action_model_set_trade_good (WgActionModel *self,
                                                  gboolean       trade_good);
gboolean          wg_action_model_get_trade_good (WgActionModel *self);

/* The legal moves for the parameters (never NULL while a game is open). */
const WgMoveList *wg_action_model_get_moves (WgActionModel *self);

/* A location clicked on the board. */
void              wg_action_model_click (WgActionModel *self,
                                         int            cell);
/* Forgets the choices made on the board and the message. */
void              wg_action_model_clear (WgActionModel *self);

/* What to do next, in a sentence ("Click a location with blue ships."). */
const char       *wg_action_model_get_prompt (WgActionModel *self);
/* Why the last click or move was refused, ending with its ruling id, or
 * NULL; and that ruling's id (for "Why?": wg_ruling_text). */
const char       *wg_action_model_get_message (WgActionModel *self);
const char       *wg_action_model_get_ruling (WgActionModel *self);
/* While an attack waits for its battle: the table the battle starts from
 * (not yet the session's) and the move's sentence; else NULL. */
const WgGame     *wg_action_model_get_battle_table (WgActionModel *self);
const char       *wg_action_model_get_battle_move (WgActionModel *self);
/* That attack's step of the game's record (`apply`, told with its
 * battle: wg_battle_model_set_move_step), or NULL. */
WgRecordStep     *wg_action_model_dup_battle_step (WgActionModel *self);

/* Movement: how many ships may go (once a destination is chosen), and how
 * many will (the most, unless set). */
gboolean          wg_action_model_get_ship_range (WgActionModel *self,
                                                  int           *min_ships,
                                                  int           *max_ships);
void              wg_action_model_set_ships (WgActionModel *self,
                                             int            ships);
int               wg_action_model_get_ships (WgActionModel *self);

/* Maneuver: a second group of other ships, from any location, within the
 * same range (R-MOVE-5) — possible once the first group has its
 * destination. While on, clicks on the board choose the second group's
 * origin, then its destination; off, the second group is forgotten. */
gboolean          wg_action_model_can_add_second_group (WgActionModel *self);
void              wg_action_model_set_second_group (WgActionModel *self,
                                                    gboolean       second);
gboolean          wg_action_model_get_second_group (WgActionModel *self);
/* How many ships the second group may take (once it has a destination),
 * and how many it will (the most, unless set). */
gboolean          wg_action_model_get_second_ship_range (WgActionModel *self,
                                                         int           *min_ships,
                                                         int           *max_ships);
void              wg_action_model_set_second_ships (WgActionModel *self,
                                                    int            ships);
int               wg_action_model_get_second_ships (WgActionModel *self);

/* The move as chosen so far, in words, or NULL before it can be done. */
char             *wg_action_model_describe (WgActionModel *self);
gboolean          wg_action_model_can_perform (WgActionModel *self);
/* Whether every choice of the move is made (can be performed, and no
 * location is left to give: as many targets as may be, the destination
 * of a move): what Return on the Action row does at once, and where an
 * access key there leaves the focus on the row. */
gboolean          wg_action_model_is_complete (WgActionModel *self);
/* Whether @action has a legal move for the model's player at its
 * multiplier now (the core's list of moves): an access key on the Action
 * row goes on to the board only then. */
gboolean          wg_action_model_has_moves (WgActionModel *self,
                                             WgAction       action);
/* FALSE when nothing was applied (refused: see the message; or a question
 * was asked). */
gboolean          wg_action_model_perform (WgActionModel *self);

/* A question that stopped the move, or the routes of a Trade to choose
 * from ("route"), or NULL. */
const WgQuestion *wg_action_model_get_question (WgActionModel *self);
/* Answers it (an option's id) and performs again; a route's answer only
 * chooses the route (then Do It). */
gboolean          wg_action_model_answer (WgActionModel *self,
                                          const char    *option_id);

G_END_DECLS
