/* wg-invariants.h — what must hold of any game between two commands
 * Copyright 2026 The Warpgate Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

#include "wg-game.h"

G_BEGIN_DECLS

#define WG_GAME_ERROR (wg_game_error_quark ())

typedef enum
{
  WG_GAME_ERROR_INVARIANT, /* a game that breaks an invariant of docs/game-format.md */
} WgGameError;

GQuark   wg_game_error_quark (void);
/* Sets a WG_GAME_ERROR_INVARIANT with the formatted message and returns
 * FALSE, so a check of the core reads "return wg_game_refuse (…)". */
gboolean wg_game_refuse (GError    **error,
                         const char *format,
                         ...) G_GNUC_PRINTF (2, 3);

/* Checks an in-memory game against the invariants of docs/game-format.md that
 * the model can break (the file reader already refuses files that break
 * them). Returns FALSE with a WG_GAME_ERROR_INVARIANT whose message names
 * the first problem in a sentence ("blue has 13 ships on the board but owns
 * 12"). */
gboolean wg_game_check (const WgGame *game,
                        GError      **error);

G_END_DECLS
