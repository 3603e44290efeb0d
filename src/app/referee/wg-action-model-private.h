/* wg-action-model-private.h — WgActionModel's fields and the helpers its siblings share
 * Copyright 2026 The Warpgate Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "wg-action-model.h"
#include "wg-runner.h"

G_BEGIN_DECLS

struct _WgActionModel
{
  GObject     parent_instance;

  WgSession  *session;
  gboolean    active;
  gboolean    marked; /* the session's highlights are this model's */

  int         player; /* -1: follow the active player */
  WgAction    action;
  int         x; /* -1: follow the turn slot */
  gboolean    trade_good;
  WgMoveList *moves;

  /* The choices made on the board. */
  int         origins[2];
  guint       n_origins;
  int         to;     /* movement, Trade, Research: the option's destination */
  int         option; /* index into moves->options, or -1 */
  int         targets[WG_MAX_TARGETS];
  guint       n_targets;
  int         ships;   /* -1: the most */
  int         refused; /* the location last refused, or -1 */
  gboolean    taken;   /* the choices are the single legal one, taken by the model */
  WgQuestion *routes;  /* Trade: the routes to the destination clicked, to choose, or NULL */

  /* Maneuver's second group (R-MOVE-5): while @second, clicks choose its
   * origin, then its destination. */
  gboolean    second;
  int         second_from;  /* or WG_NONE */
  int         second_to;    /* or WG_NONE */
  int         second_ships; /* -1: the most */

  char       *prompt;
  char       *message;
  const char *ruling;
  char       *ready;   /* the move the prompt last said was ready, or NULL */
  WgRunner   *runner;  /* Do It: the move, its questions */
  WgCatalog  *catalog; /* or NULL */
};

/* wg-action-model.c */
const WgGame       *wg_action_model_game (WgActionModel *self);
int                 wg_action_model_effective_player (WgActionModel *self);
int                 wg_action_model_effective_x (WgActionModel *self);
/* The move as chosen so far, @to its destination. */
void                wg_action_model_build_move (WgActionModel *self,
                                                int            to,
                                                WgMove        *move);
/* Maneuver's second group: how many of the player's ships at @cell have
 * not moved with the first group, so may go in the second (R-MOVE-5). */
int                 wg_action_model_second_available (WgActionModel *self,
                                                      int            cell);
/* The prompt and the marks again, then "changed". */
void                wg_action_model_changed (WgActionModel *self);
void                wg_action_model_set_message (WgActionModel *self,
                                                 const char    *message,
                                                 const char    *ruling);
/* Forgets the choices and the question, keeps the parameters. */
void                wg_action_model_forget_choices (WgActionModel *self);

/* wg-action-model-board.c: the board's marks and clicks */
const WgMoveOption *wg_action_model_option_at (WgActionModel *self,
                                               guint          index);
/* The option a click on @cell chooses, or -1. */
int                 wg_action_model_find_option (WgActionModel *self,
                                                 int            cell);
/* A single legal choice, taken by itself (issue 30): the one location of
 * an action without origins (Warp-in, Research, Reinforce, Control), the
 * one origin every move of a movement or Trade sets out from and, when it
 * leads to one destination only, that too. Called on a fresh list. */
void                wg_action_model_take_single (WgActionModel *self);
/* Trade: how many routes lead from the chosen first planet to @cell. */
guint               wg_action_model_count_routes (WgActionModel *self,
                                                  int            cell);
/* Marks the board (session highlights) while active, else clears them. */
void                wg_action_model_update_marks (WgActionModel *self);

G_END_DECLS
