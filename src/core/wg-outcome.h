/* wg-outcome.h — what applying a rule did: a new table, a question or a battle
 * Copyright 2026 The Warpgate Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "wg-game.h"
#include "wg-question.h"
#include "wg-rulings.h"
#include "wg-verdict.h"

G_BEGIN_DECLS

/* An attack that has reached its battle: who attacks where with what. The
 * ships have not moved yet; the battle resolves it (R-BATTLE-*). */
typedef struct
{
  int   attacker;
  int   origins[2];
  int   ships[2]; /* ships from each origin */
  guint n_origins;
  int   at;
  int   defender;
  int   defender_ships;
} WgBattleStart;

typedef struct
{
  WgVerdict      verdict;     /* OK, or why nothing was done */
  WgGame        *game;        /* the table afterwards (OK only; owned) */
  WgQuestion    *question;    /* set when an answer is needed; game is NULL */
  WgBattleStart *battle;      /* an attack: the battle to resolve next */
  char          *description; /* the history's sentence (with what was told) */
  GPtrArray     *events;      /* further sentences: what happened, step by step */
  GPtrArray     *told;        /* sentences the description ends with (wg_outcome_tell) */
  WgRulingList   rulings;
} WgOutcome;

WgOutcome *wg_outcome_new (void);
void       wg_outcome_free (WgOutcome *outcome);
/* Adds a sentence to the events (printf-style). */
void       wg_outcome_event (WgOutcome  *outcome,
                             const char *format,
                             ...) G_GNUC_PRINTF (2, 3);
/* Adds a sentence that the history's sentence itself carries, after the
 * action's own (printf-style): what a Recon's exploring kept and did
 * (R-EXP-2), which the history, the toast and the CLI all say. */
void       wg_outcome_tell (WgOutcome  *outcome,
                            const char *format,
                            ...) G_GNUC_PRINTF (2, 3);
/* Sets the description to @sentence (taken) followed by every sentence
 * told, each after a space. */
void       wg_outcome_describe (WgOutcome *outcome,
                                char      *sentence);
/* Gives up the new game (the outcome no longer owns it). */
WgGame    *wg_outcome_steal_game (WgOutcome *outcome);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (WgOutcome, wg_outcome_free)

G_END_DECLS
