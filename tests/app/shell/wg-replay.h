/* wg-replay.h — the window game's turns replayed with warpgate-cli
 * Copyright 2026 The Warpgate Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A turn's answers, recorded as the table gives them, replayed from the
 * game as the turn began with the real warpgate-cli (`ai-turn`, then
 * `end-turn`, each answer given as the CLI asks for it with --reveal or
 * --choose, CLI.md "Playing a whole game from the command line"), and the
 * CLI's game compared with the window's (wg-replay.c lists what may
 * differ, and why).
 * The replayer also holds the chain of the whole game (wg-chain.h).
 */
#pragma once

#include "wg-chain.h"
#include "wg-game.h"
#include "wg-question.h"

G_BEGIN_DECLS

struct json_object;

typedef struct _WgTurnReplay WgTurnReplay;

/* A replayer running @cli (warpgate-cli's path). */
WgTurnReplay                *wg_turn_replay_new (const char *cli);
void                         wg_turn_replay_free (WgTurnReplay *replay);

/* A Gatekeepers' turn (or, with @end_turn, a human's End Turn) begins on
 * @game: it is kept, and the answers since are the turn's, ai-turn's
 * first, then end-turn's, in the order the window asked them. */
void                         wg_turn_replay_begin (WgTurnReplay *replay,
                                                   const WgGame *game,
                                                   gboolean      end_turn);
/* The table answered @question with its option @option_id. */
void                         wg_turn_replay_answer (WgTurnReplay     *replay,
                                                    const WgQuestion *question,
                                                    const char       *option_id);
/* The turn is over and the window's game is @game: the CLI replays it and
 * the test fails where the two games differ. FALSE when the turn was not
 * replayed (none begun, or the Gatekeepers' card started a battle, which
 * the CLI resolves with its own command). */
gboolean                     wg_turn_replay_check (WgTurnReplay *replay,
                                                   const WgGame *game);

/* The whole game's chain of commands (wg-chain.h), which every answer
 * recorded here also goes to. */
WgChain                     *wg_turn_replay_get_chain (WgTurnReplay *replay);
/* The first path (from @path, "game") where the window's @a and the CLI's
 * @b differ, said in a sentence, or NULL when they are equal. */
char                        *wg_turn_replay_differ (struct json_object *a,
                                                    struct json_object *b,
                                                    const char         *path);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (WgTurnReplay, wg_turn_replay_free)

G_END_DECLS
