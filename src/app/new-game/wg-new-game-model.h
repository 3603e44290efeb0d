/* wg-new-game-model.h — the New Game dialog's state: board, seats, options, questions
 * Copyright 2026 The Warpgate Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gio/gio.h>

#include "wg-catalog.h"
#include "wg-game.h"
#include "wg-question.h"
#include "wg-setup.h"

G_BEGIN_DECLS

#define WG_TYPE_NEW_GAME_MODEL (wg_new_game_model_get_type ())

G_DECLARE_FINAL_TYPE (WgNewGameModel, wg_new_game_model, WG, NEW_GAME_MODEL, GObject)

typedef enum
{
  WG_NEW_GAME_READY,   /* the set-up has a game */
  WG_NEW_GAME_ASKS,    /* it asks a question (wg_new_game_model_get_question) */
  WG_NEW_GAME_REFUSED, /* it refuses the options (wg_new_game_model_get_message) */
} WgNewGameState;

/*
 * What the New Game dialog shows, without widgets, so that it can be tested
 * without clicking: a list of boards, the seats (1–6 humans; one seat is a
 * solo game against the Gatekeepers), the options, and the set-up's
 * questions with the answers given so far.
 *
 * After every change the set-up (wg_setup_new_game) runs again with the
 * answers so far: "state" says whether it has a game, asks or refuses, and
 * "changed" is emitted. Changing an option forgets the answers. The rules
 * are the core's: the model only fills in WgSetupOptions.
 */
WgNewGameModel    *wg_new_game_model_new (WgCatalog *catalog);

/* ---- Boards ---- */

/* Adds a board to choose (shared); returns its index. */
guint              wg_new_game_model_add_board (WgNewGameModel *self,
                                                const char     *label,
                                                WgBoard        *board);
/* Adds a board laid out for @players humans (1: a solo game against the
 * Gatekeepers), offered first for that number; returns its index. */
guint              wg_new_game_model_add_board_for (WgNewGameModel *self,
                                                    const char     *label,
                                                    WgBoard        *board,
                                                    guint           players);
/* Adds the board of a game file in the resources, offered first for the
 * file's number of human players. */
gboolean           wg_new_game_model_add_resource (WgNewGameModel *self,
                                                   const char     *label,
                                                   const char     *resource_path,
                                                   GError        **error);
/* Adds the board of a game file, or every layout and board of a tile file;
 * *first is the index of the first added. Refused (nothing added) with the
 * file's error, which names the JSON path. */
gboolean           wg_new_game_model_add_file (WgNewGameModel *self,
                                               GFile          *file,
                                               guint          *first,
                                               GError        **error);
guint              wg_new_game_model_get_n_boards (WgNewGameModel *self);
const char        *wg_new_game_model_get_board_label (WgNewGameModel *self,
                                                      guint           index);
/* Choosing a board gives each seat one of its Warpgates' colours, and as
 * many seats as it has Warpgates (or keeps a solo game on a board of two);
 * a change of the number of players is said (wg_new_game_model_get_note). */
void               wg_new_game_model_set_board (WgNewGameModel *self,
                                                guint           index);
guint              wg_new_game_model_get_board (WgNewGameModel *self);
/* Whether board @index is laid out for @n_players: one Warpgate each, or
 * (solo) two, the player's and the Gatekeepers'. */
gboolean           wg_new_game_model_board_fits (WgNewGameModel *self,
                                                 guint           index,
                                                 guint           n_players);
/* What the last choice of a board or of the number of players changed by
 * itself, in a sentence for the page ("… the number of players is now 4
 * (it was 3)."), or NULL. */
const char        *wg_new_game_model_get_note (WgNewGameModel *self);
/* The colours of the chosen board's Warpgates, in board order. */
const char *const *wg_new_game_model_get_colors (WgNewGameModel *self);
/* The same colours as people read them ("青" in Japanese), for the
 * drop-downs and titles (issue 31, item 27); free with g_strfreev(). */
GStrv              wg_new_game_model_dup_color_names (WgNewGameModel *self);

/* ---- Seats: the human players, in clockwise order ---- */

/* 1 (solo, against the Gatekeepers) to 6. New seats take colours no seat
 * has yet, while the board has any. A board laid out for another number
 * of players gives way to the first board laid out for this one, said in
 * the note; with none, the board stays and the set-up refuses, saying why. */
void               wg_new_game_model_set_n_players (WgNewGameModel *self,
                                                    guint           n_players);
guint              wg_new_game_model_get_n_players (WgNewGameModel *self);
gboolean           wg_new_game_model_is_solo (WgNewGameModel *self);
/* A colour another seat (or the Gatekeepers) has is swapped with it. */
void               wg_new_game_model_set_color (WgNewGameModel *self,
                                                guint           seat,
                                                const char     *color);
/* NULL when the board has no colour left for this seat. */
const char        *wg_new_game_model_get_color (WgNewGameModel *self,
                                                guint           seat);
void               wg_new_game_model_set_name (WgNewGameModel *self,
                                               guint           seat,
                                               const char     *name);
const char        *wg_new_game_model_get_name (WgNewGameModel *self,
                                               guint           seat);
/* As typed ("Roguu Conglomerate") or as an id: kept as an id
 * ("roguu-conglomerate"); empty for none. */
void               wg_new_game_model_set_faction (WgNewGameModel *self,
                                                  guint           seat,
                                                  const char     *faction);
const char        *wg_new_game_model_get_faction (WgNewGameModel *self,
                                                  guint           seat);
/* 'A', 'B' or 0. */
void               wg_new_game_model_set_side (WgNewGameModel *self,
                                               guint           seat,
                                               char            side);
/* The Gatekeepers' colour (solo). */
void               wg_new_game_model_set_ai_color (WgNewGameModel *self,
                                                   const char     *color);
const char        *wg_new_game_model_get_ai_color (WgNewGameModel *self);
/* The factions of the catalog's Heroes (ids), to offer. */
const char *const *wg_new_game_model_get_factions (WgNewGameModel *self);

/* ---- Options ---- */

void               wg_new_game_model_set_first_player (WgNewGameModel *self,
                                                       guint           seat);
guint              wg_new_game_model_get_first_player (WgNewGameModel *self);
void               wg_new_game_model_set_track_action_cards (WgNewGameModel *self,
                                                             gboolean        track);
void               wg_new_game_model_set_enter_objectives (WgNewGameModel *self,
                                                           gboolean        enter);
/* The Exploration variant: discovery tokens on the planets (R-EXP-1). */
void               wg_new_game_model_set_exploration (WgNewGameModel *self,
                                                      gboolean        exploration);
gboolean           wg_new_game_model_get_exploration (WgNewGameModel *self);
/* The Promotion deck's cards (R-MOVE-13): a count the players give (0
 * included), or WG_SETUP_PROMOTION_FROM_BOX, the default: the box's, from
 * the catalog — and, when the catalog does not know the box, the set-up
 * refuses until the players count them. */
void               wg_new_game_model_set_promotion_deck (WgNewGameModel *self,
                                                         int             cards);
/* The count the game will get: the players', or the catalog's for the
 * seats as they are; -1 while nobody knows it. */
int                wg_new_game_model_get_promotion_deck (WgNewGameModel *self);
/* The count in words, for the page (wg_setup_describe_promotion). */
char              *wg_new_game_model_dup_promotion_text (WgNewGameModel *self);
void               wg_new_game_model_set_warpgates_block (WgNewGameModel *self,
                                                          gboolean        block);
/* How the Gatekeepers' cards are handled (solo): TRUE, the default, "We use
 * the physical decks": the AI deck and its Tactics deck lie shuffled on the
 * table, the game records their order as unknown (ai.deck_order,
 * ai.tactics.order) and every card turned over is asked (R-DECK-3); FALSE,
 * "The app deals them": the app shuffles both with the seed. */
void               wg_new_game_model_set_physical_decks (WgNewGameModel *self,
                                                         gboolean        physical);
gboolean           wg_new_game_model_get_physical_decks (WgNewGameModel *self);
/* The seed of the AI's shuffles when the app deals them (solo); the caller
 * picks it at random. */
void               wg_new_game_model_set_seed (WgNewGameModel *self,
                                               int             seed);
int                wg_new_game_model_get_seed (WgNewGameModel *self);

/* ---- The game's name ---- */

/* The name the game gets ("name" in the file): as typed, without the spaces
 * around it; NULL or blank for the default name. A name the file format
 * cannot hold (over 64 characters, control characters) makes the set-up
 * refuse, with the reason. */
void               wg_new_game_model_set_game_name (WgNewGameModel *self,
                                                    const char     *name);
/* The name the game will get: the typed one, else the default. */
const char        *wg_new_game_model_get_game_name (WgNewGameModel *self);
/* "Solo game 2026-11-25" or "4-player game 2026-11-25": the kind of game and
 * the day (the model's date, today unless set). Free with g_free. */
char              *wg_new_game_model_dup_default_game_name (WgNewGameModel *self);
/* The day of the default name (tests); NULL: today. */
void               wg_new_game_model_set_date (WgNewGameModel *self,
                                               GDateTime      *date);

/* ---- The set-up ---- */

WgNewGameState     wg_new_game_model_get_state (WgNewGameModel *self);
/* The question asked, or NULL. */
const WgQuestion  *wg_new_game_model_get_question (WgNewGameModel *self);
/* TRUE when the options are refused only because nobody knows the
 * Promotion deck's count yet: the players count it (R-MOVE-13). */
gboolean           wg_new_game_model_waits_for_count (WgNewGameModel *self);
/* Why the options are refused, in the players' words, or NULL. */
const char        *wg_new_game_model_get_message (WgNewGameModel *self);
/* Answers the question asked with one of its options' ids (a planet type
 * for a card turned over, a letter for a Hero's slot); runs again. */
void               wg_new_game_model_answer (WgNewGameModel *self,
                                             const char     *option);
/* Takes back the last answer; FALSE when there was none. */
gboolean           wg_new_game_model_back (WgNewGameModel *self);
guint              wg_new_game_model_get_n_answers (WgNewGameModel *self);
/* The game, when READY (a copy each call): for wg_session_start_game. */
WgGame            *wg_new_game_model_create_game (WgNewGameModel *self);
/* The sentence describing it, when READY ("New solo game: …"). */
const char        *wg_new_game_model_get_description (WgNewGameModel *self);

G_END_DECLS
