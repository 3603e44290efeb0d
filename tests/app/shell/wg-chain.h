/* wg-chain.h — a whole window game replayed as one chain of warpgate-cli commands
 * Copyright 2026 The Warpgate Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Every command the table's play amounts to, recorded in order as the
 * window applies it — each human action as `apply` (or `use-token`) with
 * the move the window was given, each battle as `battle --apply` with the
 * cards played, each `ai-turn` and `end-turn` — and the answers the table
 * gave, then run with the real warpgate-cli from the game as New Game left
 * it, each command's --output the next one's input (docs/cli.md, "Playing
 * a whole game from the command line"). The CLI's last game must equal the
 * file the window saved, key by key (wg-chain.c says what may differ).
 */
#pragma once

#include <json-c/json.h>

#include "wg-action-model.h"
#include "wg-battle-model.h"
#include "wg-game.h"
#include "wg-question.h"

G_BEGIN_DECLS

typedef struct _WgChain WgChain;

/* An answer the table gave, as warpgate-cli takes it: --reveal or
 * --choose @id; @question is its question's id (NULL when not kept). */
typedef struct
{
  gboolean reveal;
  char    *id;
  char    *question;
} WgCliAnswer;

void         wg_cli_answer_clear (WgCliAnswer *answer);
/* @o's member @key, or NULL when it has none. */
json_object *wg_cli_member (json_object *o,
                            const char  *key);
/* An array of WgCliAnswer that frees them. */
GArray      *wg_cli_answers_new (void);

/* `CLI NAME IN ARGS… --json --output OUT` run until the CLI asks nothing
 * more, each question it asks given the next of @answers (from *@next,
 * which moves on), whose kind — reveal or choice — must be the one asked;
 * the test fails where the window and the CLI disagree, naming @where.
 * Counts each run in *@runs (if given); the last command line, as a
 * shell would take it, in *@line. Its answer, parsed. */
json_object *wg_cli_play (const char *cli,
                          const char *name,
                          GPtrArray  *args,
                          const char *in,
                          const char *out,
                          GArray     *answers,
                          guint      *next,
                          guint      *runs,
                          const char *where,
                          char      **line);

/* A chain that will run @cli (warpgate-cli's path). */
WgChain     *wg_chain_new (const char *cli);
void         wg_chain_free (WgChain *chain);

/* The game as New Game left it: the chain starts from it. Nothing is
 * recorded before. */
void         wg_chain_start (WgChain      *chain,
                             const WgGame *game);
/* The table answered @question with @option_id (a choice the CLI takes in
 * its command's own options — a Trade's route, a printed multiplier — is
 * not an answer of the CLI's, and is left out). */
void         wg_chain_answer (WgChain          *chain,
                              const WgQuestion *question,
                              const char       *option_id);
/* Do It is pressed on @model: its move, as `apply`. */
void         wg_chain_apply (WgChain       *chain,
                             WgActionModel *model);
/* Use is pressed on @player's held @token (its id): `use-token`. The
 * window's "token-location" and "token-count" answers that follow are its
 * --to ID[:COUNT]. */
void         wg_chain_use_token (WgChain      *chain,
                                 const WgGame *game,
                                 int           player,
                                 const char   *token);
/* The use is over: when not @applied (refused), it is no command, and the
 * answers given for it are forgotten. */
void         wg_chain_use_token_done (WgChain *chain,
                                      gboolean applied);
/* The battle dialog opens (its questions are the battle's from here)… */
void         wg_chain_battle_begin (WgChain *chain);
/* …and is applied with the cards @model shows chosen: `battle --apply`. */
void         wg_chain_battle (WgChain       *chain,
                              WgBattleModel *model);
/* End Turn (Ctrl+E, or the turn ended by itself after its action). */
void         wg_chain_end_turn (WgChain *chain);
/* The Gatekeepers' turn begins: `ai-turn` (again after an R-AI-7 redraw;
 * `end-turn` after it when their turn is not over). */
void         wg_chain_ai_turn (WgChain *chain);
/* Runs the chain from the game wg_chain_start kept and compares the CLI's
 * last game with the file at @saved (the window's Ctrl+S); the test fails
 * where they differ. Returns the number of commands run. The commands are
 * also written as a shell script, named in the test log. */
guint        wg_chain_check (WgChain    *chain,
                             const char *saved);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (WgChain, wg_chain_free)

G_END_DECLS
