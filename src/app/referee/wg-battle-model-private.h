/* wg-battle-model-private.h — what the battle model's files share
 * Copyright 2026 The Warpgate Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "wg-battle-model.h"
#include "wg-card-store.h"
#include "wg-runner.h"

G_BEGIN_DECLS

typedef enum
{
  ASK_NOTHING,
  ASK_DRAW,       /* the card turned over from the AI's deck of unknown order */
  ASK_MULTIPLIER, /* the multiplier of the card the AI drew, when not known */
  ASK_APPLY,      /* a choice wg_battle_apply leaves to a player (R-WD-1, R-WD-3) */
  ASK_HELD,       /* the multiplier printed on a held card the catalog does not know */
  ASK_PROMOTE,    /* a card revealed for battle-promote (R-EXP-5) */
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
  GPtrArray   *unknown;        /* const WgTactic *, held (in before), multiplier not known */
  int          chosen_unknown; /* the unknown card played, its index, or -1 */
  char        *learned_id;     /* a catalog card whose multiplier was read in this battle */
  int          learned_multiplier;
  GHashTable  *filled; /* an unknown card's title → its multiplier + 1, read in this battle */
} Side;

/* battle-promote (R-EXP-5): whose (-1: none), the runner of wg_token_use
 * (the cards revealed so far), the token's sentence once used. */
typedef struct
{
  int       role;
  WgRunner *runner;
  char     *step;
} Promote;

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
  WgRunner          *draw_runner;  /* the Gatekeepers' draw: the cards revealed (R-AI-8) */
  WgRunner          *apply_runner; /* wg_battle_apply, its questions, the step */
  char              *description;
  WgCardStore       *store;        /* where a multiplier read is remembered, or NULL */
  GPtrArray         *catalogs;     /* earlier catalogs, which chosen cards may borrow from */
  int                held_role;    /* ASK_HELD: whose card */
  guint              held_index;   /* ASK_HELD: which of the side's unknown cards */
  gboolean           held_plays;   /* ASK_HELD: the card is played, not only filled in */
  Promote            promote;      /* battle-promote (R-EXP-5) */
  GPtrArray         *record;       /* WgRecordStep: the record's steps before the battle's
                                    * own (the attack's `apply`, a battle-promote) */
  GPtrArray         *draw_answers; /* char *: the Gatekeepers' draw's, as `battle` takes them */
};

/* wg-battle-model-describe.c */
void        wg_battle_model_compute_odds (WgBattleModel *self);

/* wg-battle-model.c's own steps, for wg-battle-model-cards.c. */
/* How the dialog names a held card: its name, else where it is ("blue’s
 * Hero"), never a made-up name. */
char       *wg_battle_model_tactic_title (WgBattleModel  *self,
                                          int             player,
                                          const WgTactic *tactic);
/* The multiplier read in this battle for a card so titled, or -1. */
int         wg_battle_model_filled (WgBattleModel *self,
                                    int            role,
                                    const char    *title);
void        wg_battle_model_update (WgBattleModel *self);
void        wg_battle_model_fill_cards (WgBattleModel *self,
                                        int            role);
void        wg_battle_model_card_with_multiplier (WgBattleModel  *self,
                                                  const WgTactic *tactic,
                                                  int             multiplier,
                                                  WgBattleCard   *card);
/* ASK_HELD answered with @multiplier. */
void        wg_battle_model_take_held (WgBattleModel *self,
                                       int            multiplier);
/* A multiplier read for a card of the catalog: kept for "remember". */
void        wg_battle_model_learn (WgBattleModel  *self,
                                   int             role,
                                   const WgTactic *tactic,
                                   int             multiplier);

/* For wg-battle-model-promote.c. */
gboolean    wg_battle_model_card_from_tactic (WgBattleModel  *self,
                                              const WgTactic *tactic,
                                              WgBattleCard   *card);
WgQuestion *wg_battle_model_reveal_question (WgBattleModel    *self,
                                             const WgQuestion *asked);
/* What battle-promote's run left (@state of promote.runner): its next
 * question, its refusal, or the battle's table after the token. */
void        wg_battle_model_after_promote (WgBattleModel *self,
                                           WgRunnerState  state);
/* promote.runner, for wg_battle_model_new_for_move. */
WgRunner   *wg_battle_model_promote_runner_new (WgBattleModel *self);

G_END_DECLS
