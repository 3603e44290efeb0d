/* wg-record-args.h — a step's options as warpgate-cli takes them
 * Copyright 2026 The Warpgate Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * What the app does, written as the options of the whole-game command
 * that does the same (docs/cli.md): a move as `apply` takes it, a battle
 * as `battle --apply` takes it, a token as `use-token` takes it. The
 * record keeps them (docs/game-format.md, "The record"); the command line
 * replays them to the same table. Nothing here decides a rule: the
 * locations are the board's ids, the numbers the move's own.
 */
#pragma once

#include "wg-action.h"
#include "wg-battle.h"
#include "wg-game.h"

G_BEGIN_DECLS

/* Appends to @args (char *, freed by the array) `apply`'s options for
 * @move on @game: --color, --action, --x, --trade-good and its locations
 * (--from ID[:COUNT], --to, --via, --second-from, --second-to,
 * --technology, --count). */
void     wg_record_args_apply (GPtrArray    *args,
                               const WgGame *game,
                               const WgMove *move);
/* `use-token`'s --color and --token (the token's id). Its location and
 * count, when it asks them, are its --to ID[:COUNT]
 * (wg_record_args_token_answer). */
void     wg_record_args_use_token (GPtrArray    *args,
                                   const WgGame *game,
                                   int           player,
                                   const char   *token);
/* The answer to a token's own question @question ("token-location",
 * "token-count") as use-token's --to ID[:COUNT], appended to @args: TRUE,
 * or FALSE (nothing done) for any other question. */
gboolean wg_record_args_token_answer (GPtrArray  *args,
                                      const char *question,
                                      const char *option_id);
/* Whether the answer to @question is carried by a command's options, not
 * by its --choose or --reveal: a Trade's route (--via), a card's printed
 * multiplier (ID:xN), a token's location and count (--to ID[:COUNT]). */
gboolean wg_record_args_carries (const char *question);
/* `battle --apply`'s options for the battle @start on @game (the table
 * before the attack) with the two cards played: --attacker, --from
 * ID:COUNT, --at, --attacker-card, --defender-card, --apply. */
void     wg_record_args_battle (GPtrArray           *args,
                                const WgGame        *game,
                                const WgBattleStart *start,
                                const WgBattleCard  *attacker_card,
                                const WgBattleCard  *defender_card);
/* A card played, as `battle` takes it: ID:xN (the multiplier it is played
 * at), else xN. */
char    *wg_record_card_arg (const WgBattleCard *card);

G_END_DECLS
