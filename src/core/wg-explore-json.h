/* wg-explore-json.h — the game file's board tiles and Exploration keys
 * Copyright 2026 The Warpgate Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "wg-game.h"
#include "wg-schema-json.h"

G_BEGIN_DECLS

/* "board.tiles" (docs/game-format.md, "Extension: board tiles"), read from
 * the board object into @tiles (WgBoardTile, to free with
 * wg_explore_tiles_free) with every check, given the board's @cells. */
GArray      *wg_explore_read_tiles (WgSchema     *schema,
                                    json_object  *board,
                                    const WgCell *cells,
                                    guint         n_cells);
void         wg_explore_tiles_free (GArray *tiles);
/* A player's "discoveries" and "secret_technologies". */
void         wg_explore_read_player (WgSchema    *schema,
                                     WgGame      *game,
                                     json_object *object,
                                     WgPlayer    *player);
/* The top-level "exploration" object; after the pieces (a voided planet
 * holds no marker). */
void         wg_explore_read (WgSchema    *schema,
                              WgGame      *game,
                              json_object *root);

void         wg_explore_tiles_to_json (const WgBoard *board,
                                       json_object   *object);
void         wg_explore_player_to_json (const WgGame   *game,
                                        const WgPlayer *player,
                                        json_object    *object);
/* NULL when the game is not played with the variant. */
json_object *wg_explore_to_json (const WgGame *game);
/* The same keys printed (wg-game-print-json.c): "tiles" in the board
 * object open, "discoveries" and "secret_technologies" in the player's,
 * "exploration" (the game played with the variant) in the root. */
void         wg_explore_tiles_print (WgJsonWriter  *writer,
                                     const WgBoard *board);
void         wg_explore_player_print (WgJsonWriter   *writer,
                                      const WgGame   *game,
                                      const WgPlayer *player);
void         wg_explore_print (WgJsonWriter *writer,
                               const WgGame *game);

G_END_DECLS
