/* wg-table.h — the physical table of the window game: its own shuffled decks
 * Copyright 2026 The Warpgate Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The cards a solo table holds (wg-table.c says which), shuffled from a
 * seed, drawn, discarded and reshuffled as the rulebook says. A reveal the
 * window asks is answered with the card the table turns over, and the
 * test fails when the window does not offer it.
 */
#pragma once

#include "wg-game.h"
#include "wg-question.h"

G_BEGIN_DECLS

typedef struct _WgTable WgTable;

/* A solo table set up from @seed: every deck shuffled. */
WgTable                *wg_table_new (guint seed);
void                    wg_table_free (WgTable *table);

/* New Game is done: from now on the window's game is the one on the table. */
void                    wg_table_started (WgTable *table);
/* The row of @question's options that is the table's answer — the card
 * turned over, or the multiplier printed on a card — or -1 when the
 * question is not the table's (a player's choice). @game is the window's
 * game as it stands while the question is asked (the rule that asks has
 * changed nothing yet); the table reads from it only what lies on the
 * table for anyone to see: how many cards each pile holds and which
 * cards lie in the Gatekeepers' slots. Fails, naming both, when the
 * window does not offer the card the table turned over. */
int                     wg_table_answer (WgTable          *table,
                                         const WgGame     *game,
                                         const WgQuestion *question);
/* The player keeps the card of @question's option @index
 * ("promote-keep", R-MOVE-13): it joins their Tactics, the other cards
 * revealed go to the Promotion discard. */
void                    wg_table_keep (WgTable          *table,
                                       const WgQuestion *question,
                                       guint             index);

/* Between turns: every pile of the table holds as many cards as the
 * window's game says (the test fails naming the first that does not). */
void                    wg_table_check (WgTable      *table,
                                        const WgGame *game);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (WgTable, wg_table_free)

G_END_DECLS
