/* wg-ai.h — the Gatekeepers: the solo AI's turn (R-AI-1…10)
 * Copyright 2026 The Warpgate Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "wg-outcome.h"
#include "wg-question.h"

G_BEGIN_DECLS

/* What the AI did with its card (docs/cli.md `ai-turn`'s "action"). */
typedef enum
{
  WG_AI_RESEARCH,
  WG_AI_PROMOTE,
  WG_AI_CONTROL,
  WG_AI_REINFORCE,
  WG_AI_WARP_IN,
  WG_AI_ATTACK,
  WG_AI_REDRAW, /* no target (R-AI-7): the card is discarded, the AI plays again */
  WG_AI_PAUSE,  /* the AI ends its turn instead of attacking */
} WgAiAction;

const char *wg_ai_action_to_string (WgAiAction action);
/* The action as a player reads it ("Reinforce"), translated; the AI card's
 * "no target" and "end of turn" outcomes by what the table sees. */
const char *wg_ai_action_display_name (WgAiAction action);
/* "objective:desert", "technology", "tactic", "action" — and back. */
char       *wg_ai_card_to_id (const WgAiCard *card);
gboolean    wg_ai_card_from_id (const char *id,
                                WgAiCard   *card);
/* "Objective (Desert)", "Technology", … translated. */
char       *wg_ai_card_describe (const WgAiCard *card);

/* One thing the human does on the table for the AI (docs/cli.md's steps). */
typedef enum
{
  WG_AI_STEP_DEPLOY,
  WG_AI_STEP_MOVE,
  WG_AI_STEP_CLAIM_TECHNOLOGY,
  WG_AI_STEP_CLAIM_OBJECTIVE,
  WG_AI_STEP_COLONY,
  WG_AI_STEP_RETURN_MARKER,
  WG_AI_STEP_PROMOTE,
  WG_AI_STEP_DISCARD,
  WG_AI_STEP_SHUFFLE, /* an extension: a deck is refilled from its discard */
  WG_AI_STEP_NOTE,    /* an extension: anything else to do (end of round, …) */
} WgAiStepKind;

const char *wg_ai_step_kind_to_string (WgAiStepKind kind);

typedef struct
{
  WgAiStepKind kind;
  int          from;   /* move */
  int          to;     /* deploy, move, colony, return-marker (the planet) */
  int          count;  /* deploy, move, promote */
  int          index;  /* claim-technology, claim-objective: in the available row */
  int          player; /* return-marker: whose marker */
  WgAiCard     card;   /* discard */
  char        *text;   /* what to do, in a sentence */
} WgAiStep;

typedef struct
{
  gboolean       has_card;
  WgAiCard       card; /* the card drawn */
  int            slot; /* the slot it was played into (1–4) */
  WgAiAction     action;
  GPtrArray     *steps;    /* WgAiStep */
  WgQuestion    *question; /* a decision for the human or a reveal: nothing changed */
  WgBattleStart *battle;   /* an attack on player ships: resolve the battle next */
  WgGame        *game;     /* the table after the turn (or before the ships move, for a
                            * battle); NULL when a question stops the turn */
  WgRulingList   rulings;
} WgAiTurn;

/* Whether the Gatekeepers may play a card now (R-AI-13: the AI plays only
 * on its own turn; R-AI-1: one card a slot):
 *  1. the game is not over, else WG_VERDICT_GAME_OVER (R-ROUND-2);
 *  2. they are the active player, else WG_VERDICT_NOT_YOUR_TURN (R-AI-13);
 *  3. their card of this turn is not played yet, else
 *     WG_VERDICT_ALREADY_ACTED (R-AI-13): their turn ends, after a pending
 *     battle (wg_turn_end). It is played when the table records it either
 *     way: as the turn's action (turn.acted, which wg_ai_play_turn sets) or
 *     in its slot (ai.played holds as many cards as the turn's slot, as a
 *     table entered by hand may say). A redraw (R-AI-7) takes the card back
 *     out: the turn goes on.
 * With their deck and discard empty they may still play: wg_ai_play_turn
 * then says their turn only ends (R-AI-1). The front ends ask this before
 * wg_ai_play_turn and say the refusal in their own words. */
WgVerdict wg_ai_judge_play (const WgGame *game);
/* Whether the Gatekeepers have a card to play (R-AI-1): their AI deck or
 * its discard, refilled from it, holds one. Without, their turn only ends
 * (wg_ai_play_turn says so; wg_turn_end ends it without a card). */
gboolean  wg_ai_has_card (const WgGame *game);
/* Whether the Gatekeepers' card of this turn started a battle (R-AI-5,
 * R-AI-13): wg_ai_play_turn recorded it as the turn's action (turn.acted)
 * and left their turn open, which it does only for an attack on player
 * ships; the table resolves the battle, then ends the turn. A card
 * recorded in its slot alone (a table entered by hand) started no battle
 * the file knows of: their turn only ends. FALSE when the game is over or
 * it is not their turn. */
gboolean  wg_ai_card_attacked (const WgGame *game);

/* Plays the AI's next card (R-AI-1): the bottom card of the AI deck into
 * its next slot, and what the card makes the AI do. Returns after one card:
 * after R-AI-7's redraw the AI's turn goes on with another call. When the AI
 * is the active player its turn then ends (wg_turn_end: its 4th card ends
 * its round, R-AI-1). Decisions that belong to the human (R-AI-4, R-AI-5)
 * and cards revealed from decks of unknown order come from @answers; when
 * none is left the turn stops with a question and nothing changes. */
WgAiTurn *wg_ai_play_turn (const WgGame *game,
                           WgAnswers    *answers);
void      wg_ai_turn_free (WgAiTurn *turn);

/* R-AI-8: whether @player draws their battle card from the deck (the
 * Gatekeepers, with wg_ai_draw_battle_card) rather than choosing it from
 * their hand (a human). */
gboolean  wg_ai_draws_battle_card (const WgGame *game,
                                   int           player);
/* R-AI-8: whether the Gatekeepers have a Tactics card to draw in battle:
 * their Tactics deck, or its discard, shuffled into a new deck when the
 * deck runs out (rulebook "Battles" step 1), holds one. Without, the
 * players say what they play (wg_ai_draw_battle_card draws nothing). */
gboolean  wg_ai_has_tactics (const WgGame *game);

/* R-AI-8: in battle the AI draws 2 Tactics cards, plays the first (the top
 * one) and discards the other. Takes both from the AI's Tactics deck into
 * its discard (shuffling the discard in when the deck runs out) and returns
 * the card played in *played. For a deck of unknown order the cards come
 * from @answers — each names a card the deck holds: its catalog id, else
 * xN for a card known by its multiplier — or a question offering exactly
 * those cards, numbered "Card 1 of 2", "Card 2 of 2" (R-DECK-3). Returns
 * FALSE when nothing can be drawn or a question was asked; then @game is
 * unchanged. */
gboolean  wg_ai_draw_battle_card (WgGame      *game,
                                  WgAnswers   *answers,
                                  WgTactic    *played,
                                  WgQuestion **question);

/* Solo set-up (rulebook "Solo variant setup"): the AI Action deck of 8
 * cards — one Objective of each of the five planet types, 1 Technology,
 * 1 (Advanced) Tactics card, 1 Action card — and its Tactics deck of the 8
 * Basic Tactics, no Hero. With @shuffle, both are shuffled with @seed, which
 * the game records; without, the decks are as they lie on the table, in an
 * order nobody knows, and the app asks what each drawn card is. */
void      wg_ai_setup_decks (WgGame  *game,
                             gboolean shuffle,
                             int      seed);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (WgAiTurn, wg_ai_turn_free)

G_END_DECLS
