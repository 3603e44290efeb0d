/* wg-battle-model.h — the battle dialog's state: cards, odds, result, questions, applying
 * Copyright 2026 The Warpgate Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gio/gio.h>

#include "wg-battle.h"
#include "wg-card-store.h"
#include "wg-odds.h"
#include "wg-session.h"

G_BEGIN_DECLS

#define WG_TYPE_BATTLE_MODEL (wg_battle_model_get_type ())

G_DECLARE_FINAL_TYPE (WgBattleModel, wg_battle_model, WG, BATTLE_MODEL, GObject)

typedef enum
{
  WG_BATTLE_MODEL_CHOOSING, /* a side's card is not chosen yet */
  WG_BATTLE_MODEL_READY,    /* both cards: the result, to apply */
  WG_BATTLE_MODEL_ASKS,     /* a question waits (wg_battle_model_get_question) */
  WG_BATTLE_MODEL_APPLIED,  /* the battle is one step of the session's history */
  WG_BATTLE_MODEL_STALE,    /* the session's game changed under the battle: start again */
} WgBattleModelState;

/*
 * A battle as the dialog shows it, without widgets: the battle @start
 * describes on the session's current game (the table before the attacking
 * ships move), the card each side plays, the odds before the cards are
 * chosen, the result and applying it. The rules are the core's
 * (wg_battle_resolve, wg_battle_apply, wg_odds_compute,
 * wg_ai_draw_battle_card): the model gives the same answers as
 * `warpgate-cli battle` and `odds`.
 *
 * Cards: a human side plays one of the Tactics its player holds in the game
 * file (each distinct card once; a card whose multiplier is not known
 * cannot be offered) or a card known by the multiplier printed on it (0–9).
 * The Gatekeepers (the solo AI) draw instead (R-AI-8): 2 cards off their
 * Tactics deck, the first is played; a deck of unknown order asks which
 * card was turned over. Only when their deck and discard are empty may
 * their multiplier be typed.
 *
 * Questions (a card turned over, a drawn card's multiplier, a tie among
 * withdrawal destinations R-WD-3, a Concentrate's split R-WD-1) are
 * answered with one of their options' ids; the rule then runs again from
 * the start with the answers so far. Applying is one undoable step of the
 * session, the AI's draw included.
 *
 * Property "state" (notify). Signal "changed" after every change, once.
 */
WgBattleModel        *wg_battle_model_new (WgSession           *session,
                                           WgCatalog           *catalog,
                                           const WgBattleStart *start);
/* The same for an attack not yet applied (WgActionModel): the battle starts
 * from @game, the session's game after the move's own changes (the Action
 * card played, the Trade Good spent), and applying makes the move and the
 * battle one step, told by @move and the battle's sentence. */
WgBattleModel        *wg_battle_model_new_for_move (WgSession           *session,
                                                    WgCatalog           *catalog,
                                                    const WgBattleStart *start,
                                                    const WgGame        *game,
                                                    const char          *move);

WgSession            *wg_battle_model_get_session (WgBattleModel *self);
const WgBattleStart  *wg_battle_model_get_start (WgBattleModel *self);
/* The table the battle is fought on: the session's game when the model
 * was made, with the Gatekeepers' draw once they have drawn. */
const WgGame         *wg_battle_model_get_game (WgBattleModel *self);
WgBattleModelState    wg_battle_model_get_state (WgBattleModel *self);
/* Why the last request was refused (or the game went stale), or NULL. */
const char           *wg_battle_model_get_message (WgBattleModel *self);

/* ---- The two sides (WG_ROLE_ATTACKER, WG_ROLE_DEFENDER) ---- */

int                   wg_battle_model_get_player (WgBattleModel *self,
                                                  WgBattleRole   role);
/* "4 ships from D1, attacking J1" / "3 ships defending J1". */
char                 *wg_battle_model_describe_side (WgBattleModel *self,
                                                     WgBattleRole   role);
/* The Gatekeepers' side: it draws its card (R-AI-8). */
gboolean              wg_battle_model_side_draws (WgBattleModel *self,
                                                  WgBattleRole   role);

/* The cards the side may choose from its Tactics in the game file. */
guint                 wg_battle_model_get_n_cards (WgBattleModel *self,
                                                   WgBattleRole   role);
const WgBattleCard   *wg_battle_model_get_card (WgBattleModel *self,
                                                WgBattleRole   role,
                                                guint          index);
/* "Pitched Battle · ×2" / "×3": how a card is listed. */
char                 *wg_battle_model_card_label (const WgBattleCard *card);
/* What the side's Tactics in the game file leave out ("Glorious Victory:
 * its multiplier is not known — type the one printed on the card"), or
 * NULL. */
const char           *wg_battle_model_get_cards_note (WgBattleModel *self,
                                                      WgBattleRole   role);

/* Each FALSE (nothing changes) when the side may not choose that way. A
 * held card's multiplier asked (wg_battle_model_ask_unknown) waits on
 * nothing: choosing, typing or drawing gives it up. */
gboolean              wg_battle_model_choose_card (WgBattleModel *self,
                                                   WgBattleRole   role,
                                                   guint          index);
gboolean              wg_battle_model_choose_multiplier (WgBattleModel *self,
                                                         WgBattleRole   role,
                                                         int            multiplier);
gboolean              wg_battle_model_can_type (WgBattleModel *self,
                                                WgBattleRole   role);
gboolean              wg_battle_model_can_draw (WgBattleModel *self);
/* The Gatekeepers draw (R-AI-8) on a copy of the table: their card is
 * chosen, or a question is asked. */
gboolean              wg_battle_model_draw (WgBattleModel *self);
/* The side's card is taken back: none is chosen (a human side's). */
void                  wg_battle_model_unchoose (WgBattleModel *self,
                                                WgBattleRole   role);
/* The attack's step of the game's record (WgActionModel's, taken): the
 * battle's step comes after it (docs/game-format.md, "The record"). */
void                  wg_battle_model_set_move_step (WgBattleModel *self,
                                                     WgRecordStep  *step);
/* The card the side plays, or NULL. */
const WgBattleCard   *wg_battle_model_get_chosen (WgBattleModel *self,
                                                  WgBattleRole   role);
/* The card played by the Gatekeepers, as the game file names it, or NULL. */
char                 *wg_battle_model_describe_draw (WgBattleModel *self);

/* ---- The odds before the cards are chosen ---- */

/* The odds from @view's side: the human side's in a solo game, each side's
 * when both are human. NULL when not computed (see the message). */
const WgOdds         *wg_battle_model_get_odds (WgBattleModel *self,
                                                WgBattleRole   view);
/* Why there are no odds ("No odds: …"), or NULL. */
const char           *wg_battle_model_get_odds_message (WgBattleModel *self);
/* "blue wins 8/9 — 88.89%" (wg_odds_describe_win). */
char                 *wg_battle_model_describe_win (WgBattleModel *self,
                                                    WgBattleRole   view);
/* How the odds count the cards played, and what they leave out. */
char                 *wg_battle_model_describe_plays (WgBattleModel *self,
                                                      WgBattleRole   view);
/* The ships @role loses, seen from @view: "0 with 2/3 (66.67%), 2 with
 * 1/3 (33.33%); 2/3 on average". */
char                 *wg_battle_model_describe_losses (WgBattleModel *self,
                                                       WgBattleRole   view,
                                                       WgBattleRole   role);

/* ---- The result, once both cards are chosen ---- */

const WgBattleResult *wg_battle_model_get_result (WgBattleModel *self);
/* "red wins, 12 to 10" with how (R-BATTLE-1). */
char                 *wg_battle_model_describe_winner (WgBattleModel *self);
/* "6 ships × 2 = 12" */
char                 *wg_battle_model_describe_strength (WgBattleModel *self,
                                                         WgBattleRole   role);
/* "loses 3 of 6 ships; 3 survive" */
char                 *wg_battle_model_describe_casualties (WgBattleModel *self,
                                                           WgBattleRole   role);
/* The sentences of the card texts as resolved (the result's effects
 * without the strengths, the winner and the withdrawal), borrowed. */
GPtrArray            *wg_battle_model_get_card_effects (WgBattleModel *self);
/* Where the loser withdraws and who chooses, with the ruling ids. */
char                 *wg_battle_model_describe_withdrawal (WgBattleModel *self);
/* The locations to mark on the board: the origins, the battle, and where
 * the loser may withdraw (WgHighlight; newly allocated). */
GArray               *wg_battle_model_get_highlights (WgBattleModel *self);

/* ---- Questions and applying ---- */

const WgQuestion     *wg_battle_model_get_question (WgBattleModel *self);
/* Answers the question with one of its options' ids; the rule runs again
 * (and an answered withdrawal applies the battle). FALSE for an id that is
 * not an option. */
gboolean              wg_battle_model_answer (WgBattleModel *self,
                                              const char    *option);
/* Drops the question and its answers: back to choosing or ready. */
void                  wg_battle_model_cancel_question (WgBattleModel *self);
/* READY only: wg_battle_apply, then one step of the session. FALSE when it
 * asks first (state ASKS) or is refused (the message says why). */
gboolean              wg_battle_model_apply (WgBattleModel *self);
/* The history's sentence for the step, once APPLIED. */
const char           *wg_battle_model_get_description (WgBattleModel *self);

/* ---- battle-promote (the Exploration variant, R-EXP-5) ---- */

/* The side's player holds an unused battle-promote and it is before the
 * Tactics cards: no card chosen or drawn on either side, no question. */
gboolean              wg_battle_model_can_promote (WgBattleModel *self,
                                                   WgBattleRole   role);
/* Uses it (wg_token_use, as `warpgate-cli use-token`): a Promote at 2X on
 * the battle's table, each card revealed from a deck of unknown order
 * asked (a question, answered as the others). The card kept is the one the
 * side plays, chosen at once when its multiplier is known. Applying the
 * battle applies the token too, as one step; a battle closed unapplied
 * leaves the token unused. FALSE when it may not be used. */
gboolean              wg_battle_model_promote (WgBattleModel *self,
                                               WgBattleRole   role);
/* The token's sentence once used ("Ana uses the Battle Promote discovery
 * token."), or NULL. */
const char           *wg_battle_model_get_promote_step (WgBattleModel *self);

/* ---- Cards whose multiplier the catalog does not know ---- */

/* Where a multiplier read from a card is remembered (the window's store),
 * or NULL: then nothing is remembered. */
void                  wg_battle_model_set_card_store (WgBattleModel *self,
                                                      WgCardStore   *store);
/* The side's held Tactics whose multiplier is not known, each once. */
guint                 wg_battle_model_get_n_unknown (WgBattleModel *self,
                                                     WgBattleRole   role);
/* "Glorious Victory", or, for a card the game file does not name, where
 * it is: "blue’s Hero" (never a made-up name). */
char                 *wg_battle_model_get_unknown_name (WgBattleModel *self,
                                                        WgBattleRole   role,
                                                        guint          index);
/* The multiplier read from that card in this battle, or -1. */
int                   wg_battle_model_get_unknown_filled (WgBattleModel *self,
                                                          WgBattleRole   role,
                                                          guint          index);
/* Asks the multiplier printed on that card (a question "multiplier", its
 * options "0"–"9"); a multiplier of another card asked is given up for it.
 * Answered, the multiplier is kept for the battle (the odds count it as
 * soon as every card's is known), and the card is played with it when
 * @play (at once, when already read), and offered to remember (below);
 * when not @play (filling it in for the odds), a card of the catalog is
 * remembered at once in the store. */
gboolean              wg_battle_model_ask_unknown (WgBattleModel *self,
                                                   WgBattleRole   role,
                                                   guint          index,
                                                   gboolean       play);
/* The side's unknown card (an index as above) being asked to be played, or
 * played with the multiplier read from it; -1 when none is. */
int                   wg_battle_model_get_unknown_chosen (WgBattleModel *self,
                                                          WgBattleRole   role);
/* The side the question asked now is about (a card of theirs, their draw,
 * their battle-promote), or -1 (a question of the whole battle, or none). */
int                   wg_battle_model_get_question_role (WgBattleModel *self);
/* The question asked now is a Fill In's: a held card's multiplier, for
 * the odds, no card played. */
gboolean              wg_battle_model_question_fills_in (WgBattleModel *self);
/* "Glorious Victory is ×4 here: remember it in the card catalog?", when a
 * multiplier was read from a card of the catalog for @role and is not
 * remembered yet; else NULL. */
char                 *wg_battle_model_describe_learned (WgBattleModel *self,
                                                        WgBattleRole   role);
/* Saves it in the store; the catalog, the cards listed and the odds follow.
 * FALSE with @error when the store refuses (or there is none). */
gboolean              wg_battle_model_remember (WgBattleModel *self,
                                                WgBattleRole   role,
                                                GError       **error);

G_END_DECLS
