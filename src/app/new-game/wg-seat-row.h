/* wg-seat-row.h — one seat of a new game: colour, name, faction, side
 * Copyright 2026 The Warpgate Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

#include "wg-new-game-model.h"

G_BEGIN_DECLS

#define WG_TYPE_SEAT_ROW (wg_seat_row_get_type ())

G_DECLARE_FINAL_TYPE (WgSeatRow, wg_seat_row, WG, SEAT_ROW, AdwExpanderRow)

/* Seat "seat" (0-based) of a WgNewGameModel ("model"): what is chosen here
 * is set on the model, and the row follows the model's colours. The
 * faction is typed, or chosen from the catalog's Heroes' factions
 * (seat.faction, "s"). */
void wg_seat_row_set_model (WgSeatRow      *self,
                            WgNewGameModel *model,
                            guint           seat);
/* Mirrors the model: title, colour choices, the seat's colour. */
void wg_seat_row_update (WgSeatRow *self);

G_END_DECLS
