/* wg-bench-fixture.h — the benchmarks' tables: the largest board, crowded and solo games
 * Copyright 2026 The Warpgate Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "wg-game.h"

G_BEGIN_DECLS

/* The largest board: the layout for the most players in the sample tile
 * library (data/tiles/sample-tiles.json), composed. Aborts when it cannot
 * be built: a benchmark without its board measures nothing. */
WgBoard *wg_bench_largest_board (void);

/* A game for every Warpgate of @board (6 players on the largest board),
 * set up by the rulebook (wg_setup_new_game) and then crowded: every player
 * spreads its 12 ships over several planets round the board, with Outposts
 * and Colonies, and the first player holds Trade Goods. Passes
 * wg_game_check. */
WgGame  *wg_bench_crowded_game (WgBoard *board);

/* A solo game (blue against the Gatekeepers, red) on @board with every other
 * Warpgate made empty space, the AI's decks shuffled with @seed; both sides
 * have ships, Outposts and Colonies on several planets, and the AI is the
 * active player. Passes wg_game_check. */
WgGame  *wg_bench_solo_game (WgBoard *board,
                             int      seed);

/* A generated board of the largest size a game file allows (every hex
 * with q and r in -64…64) where every planet has the trade icon:
 * planets on every hex with even q and even r, space between, a blue
 * Warpgate at (-60, 0) and a red one at (60, 0). */
WgBoard *wg_bench_trade_board (void);

/* Blue and red set up on @board (wg_bench_trade_board) by the rulebook,
 * then blue's ships spread over the planets round the centre, 2 on each,
 * and a Trade Good in blue's hand. Passes wg_game_check. */
WgGame  *wg_bench_trade_game (WgBoard *board);

/* The board's description for the output: "sample-6p: 187 hexes, 43 locations". */
char    *wg_bench_describe_board (const WgBoard *board);

G_END_DECLS
