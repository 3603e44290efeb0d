/* wg-battle-model-private.h — what the battle model's files share
 * Copyright 2026 The Warpgate Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "wg-battle-model.h"
#include "wg-runner.h"

G_BEGIN_DECLS

typedef enum
{
  ASK_NOTHING,
  ASK_DRAW,       /* the card turned over from the AI's deck of unknown order */
  ASK_MULTIPLIER, /* the multiplier of the card the AI drew, when not known */
  ASK_APPLY,      /* a choice wg_battle_apply leaves to a player (R-WD-1, R-WD-3) */
} Asking;

typedef struct
{
  int          player;
  int          ships;
  gboolean     draws; /* the Gatekeepers (R-AI-8) */
  GArray      *cards; /* WgBattleCard: the distinct Tactics held, playable */
  char        *note;  /* what the held cards leave out, or NULL */
  gboolean     chosen;
  WgBattleCard card;  /* borrows from the catalog */
  WgTactic     drawn; /* the Gatekeepers' card, as the game file has it */
  gboolean     has_drawn;
} Side;

struct _WgBattleModel
{
  GObject            parent_instance;

  WgSession         *session;
  WgCatalog         *catalog;
  WgBattleStart      start;
  WgGame            *before; /* the session's game when the model was made, or
                              * the attack's table not yet applied */
  char              *move;   /* that attack's sentence, or NULL */
  WgGame            *table;  /* before, with the AI's draw */
  Side               sides[2];

  WgOdds            *odds[2]; /* [view] */
  char              *odds_message;

  WgBattleResult    *result;
  WgBattleModelState state;
  char              *message;
  WgQuestion        *question; /* ASK_DRAW, ASK_MULTIPLIER (ASK_APPLY: the runner's) */
  Asking             asking;
  WgAnswers         *draw_answers;
  WgRunner          *apply_runner; /* wg_battle_apply, its questions, the step */
  char              *description;
};

/* wg-battle-model-odds.c */
void wg_battle_model_compute_odds (WgBattleModel *self);

G_END_DECLS
