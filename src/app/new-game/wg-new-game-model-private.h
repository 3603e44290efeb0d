/* wg-new-game-model-private.h — WgNewGameModel's fields and the helpers its siblings share
 * Copyright 2026 The Warpgate Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "wg-new-game-model.h"
#include "wg-outcome.h"
#include "wg-runner.h"

G_BEGIN_DECLS

typedef struct
{
  char    *label;
  WgBoard *board;
  guint    players; /* the humans it is laid out for; 0: one a Warpgate */
} Board;

typedef struct
{
  char *color; /* NULL: the board has none left */
  char *name;
  char *faction; /* an id, or NULL */
  char  side;
} Seat;

struct _WgNewGameModel
{
  GObject        parent_instance;

  WgCatalog     *catalog;
  GArray        *boards; /* Board */
  guint          board;
  GStrv          colors; /* the chosen board's Warpgates */
  GStrv          factions;

  Seat           seats[WG_MAX_PLAYERS];
  guint          n_players;
  char          *ai_color;
  char          *note; /* what the model changed by itself, in a sentence */

  guint          first_player;
  gboolean       track_action_cards;
  gboolean       enter_objectives;
  gboolean       exploration; /* the Exploration variant (R-EXP-1) */
  int            promotion_deck;
  gboolean       warpgates_block;
  gboolean       physical_decks; /* the Gatekeepers' cards are the table's */
  int            seed;
  char          *game_name;    /* as typed, trimmed; NULL: the default name */
  GDateTime     *date;         /* the day of the default name */
  char          *default_name; /* the last default name given out */

  /* The set-up with the answers so far, its question or its game. */
  WgRunner      *runner;
  WgNewGameState state;
  char          *message;  /* REFUSED */
  gboolean       counting; /* REFUSED only for want of the Promotion count */
};

/* wg-new-game-model.c */
void           wg_new_game_model_board_clear (gpointer data);
/* The board chosen, or NULL. */
const WgBoard *wg_new_game_model_chosen_board (WgNewGameModel *self);
/* A change of the options: the questions start over. */
void           wg_new_game_model_options_changed (WgNewGameModel *self);

/* wg-new-game-model-boards.c: seats keep a colour of the board; the
 * others (and the Gatekeepers) take the first ones no seat has */
void           wg_new_game_model_assign_colors (WgNewGameModel *self);
/* After a change of the number of players: the first board laid out for
 * it, when the chosen one is not (the note says so). */
void           wg_new_game_model_board_for_players (WgNewGameModel *self);

G_END_DECLS
