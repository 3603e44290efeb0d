/* wg-edit.h — entering the table by hand: each edit gives a new table
 * Copyright 2026 The Warpgate Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "wg-game.h"

G_BEGIN_DECLS

/* Every edit leaves @game alone and returns a new table with
 * *description set to a sentence for the history ("blue: 3 ships on D1"),
 * or NULL with @error (WG_GAME_ERROR) naming what the table would break,
 * in the players' words ("J1 holds red ships: a location holds the ships of
 * one player (R-MOVE-11)"). The app pushes the result into its WgHistory. */

/* @count of @player's ships on @cell (0 removes them). */
WgGame *wg_edit_set_ships (const WgGame *game,
                           int           cell,
                           int           player,
                           int           count,
                           char        **description,
                           GError      **error);
/* Moves @count of @player's ships between two locations (dragging on the
 * board; not a rule action: no range or attack checks). */
WgGame *wg_edit_move_ships (const WgGame *game,
                            int           player,
                            int           from,
                            int           to,
                            int           count,
                            char        **description,
                            GError      **error);
/* @player's marker on @planet, @side up; WG_NO_PLAYER removes it. */
WgGame *wg_edit_set_marker (const WgGame *game,
                            int           planet,
                            int           player,
                            WgMarkerSide  side,
                            char        **description,
                            GError      **error);
/* @player's drone on @cell, or off the board with -1. */
WgGame *wg_edit_set_drone (const WgGame *game,
                           int           player,
                           int           cell,
                           char        **description,
                           GError      **error);
WgGame *wg_edit_set_trade_goods (const WgGame *game,
                                 int           player,
                                 int           unspent,
                                 int           spent,
                                 char        **description,
                                 GError      **error);
/* The pool's available Trade Goods. */
WgGame *wg_edit_set_pool_trade_goods (const WgGame *game,
                                      int           count,
                                      char        **description,
                                      GError      **error);

/* Cards held by a player (@player ≥ 0) or lying available in the pools
 * (@player == WG_NO_PLAYER: the available Technologies/Objectives row,
 * the Promotion discard for Tactics). Adding appends (to the right). */
WgGame *wg_edit_add_technology (const WgGame       *game,
                                int                 player,
                                const WgTechnology *technology,
                                char              **description,
                                GError            **error);
WgGame *wg_edit_remove_technology (const WgGame *game,
                                   int           player,
                                   guint         index,
                                   char        **description,
                                   GError      **error);
WgGame *wg_edit_add_objective (const WgGame      *game,
                               int                player,
                               const WgObjective *objective,
                               char             **description,
                               GError           **error);
WgGame *wg_edit_set_objective_status (const WgGame     *game,
                                      int               player,
                                      guint             index,
                                      WgObjectiveStatus status,
                                      char            **description,
                                      GError          **error);
WgGame *wg_edit_remove_objective (const WgGame *game,
                                  int           player,
                                  guint         index,
                                  char        **description,
                                  GError      **error);
WgGame *wg_edit_add_tactic (const WgGame   *game,
                            int             player,
                            const WgTactic *tactic,
                            char          **description,
                            GError        **error);
WgGame *wg_edit_remove_tactic (const WgGame *game,
                               int           player,
                               guint         index,
                               char        **description,
                               GError      **error);
/* The card @index is @tactic instead (a card entered as another); checked
 * as wg_edit_add_tactic checks it; @index as for wg_edit_remove_tactic. */
WgGame *wg_edit_set_tactic_card (const WgGame   *game,
                                 int             player,
                                 guint           index,
                                 const WgTactic *tactic,
                                 char          **description,
                                 GError        **error);
/* The multiplier read from the card (0–9, or WG_MULTIPLIER_UNKNOWN for the
 * catalog's); @index as for wg_edit_remove_tactic. */
WgGame *wg_edit_set_tactic_multiplier (const WgGame *game,
                                       int           player,
                                       guint         index,
                                       int           multiplier,
                                       char        **description,
                                       GError      **error);

typedef enum
{
  WG_POOL_DECK_TECHNOLOGIES,
  WG_POOL_DECK_OBJECTIVES,
  WG_POOL_DECK_PROMOTION,
} WgPoolDeck;

/* A shared deck's size, as an unknown-order deck of @count cards. */
WgGame *wg_edit_set_deck_size (const WgGame *game,
                               WgPoolDeck    deck,
                               int           count,
                               char        **description,
                               GError      **error);
/* Round, slot, first and active player (-1 keeps a value). */
WgGame *wg_edit_set_turn (const WgGame *game,
                          int           round,
                          int           turn,
                          int           first_player,
                          int           active,
                          char        **description,
                          GError      **error);
WgGame *wg_edit_set_warpgates_block (const WgGame *game,
                                     gboolean      block,
                                     char        **description,
                                     GError      **error);
/* Renames the game, that is its board ("board.name"); @name NULL removes
 * the name. Refused when the name is not wg_game_name_is_valid, or is the
 * name the game already has. */
WgGame *wg_edit_set_name (const WgGame *game,
                          const char   *name,
                          char        **description,
                          GError      **error);

G_END_DECLS
