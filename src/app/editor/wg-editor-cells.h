/* wg-editor-cells.h — the cells of the board being edited: a list of WgCell in reading order
 * Copyright 2026 The Warpgate Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "wg-board.h"

G_BEGIN_DECLS

/* A GArray of WgCell owning their strings, in reading order (r, then q):
 * what the board editor edits, one copy per undo snapshot. */
GArray       *wg_editor_cells_new (void);
GArray       *wg_editor_cells_copy (const GArray *cells);
gboolean      wg_editor_cells_equal (const GArray *a,
                                     const GArray *b);
GArray       *wg_editor_cells_of_board (const WgBoard *board);

/* The index of @hex, or where it would be inserted as -(index + 1). */
int           wg_editor_cells_search (const GArray *cells,
                                      WgHex         hex);
WgCell       *wg_editor_cells_find (GArray *cells,
                                    WgHex   hex);
/* The cell at @hex, inserted as space when there was none. */
WgCell       *wg_editor_cells_take (GArray *cells,
                                    WgHex   hex);
const WgCell *wg_editor_cells_with_id (const GArray *cells,
                                       const char   *id);
const WgCell *wg_editor_cells_with_warpgate (const GArray *cells,
                                             const char   *color);

/* The ids the editor makes: a planet's type letter and the smallest free
 * number (D1, D2…, as wg_tile_compose names them), gate-<colour>. */
char         *wg_editor_cells_planet_id (const GArray *cells,
                                         WgPlanetType  type);
char         *wg_editor_cells_warpgate_id (const GArray *cells,
                                           const char   *color);
/* Whether the editor made @cell's id (and may make it again), not a person. */
gboolean      wg_editor_cell_is_generated_id (const WgCell *cell);

G_END_DECLS
