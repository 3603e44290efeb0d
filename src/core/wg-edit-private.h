/* wg-edit-private.h — what the edits of the table share
 * Copyright 2026 The Warpgate Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "wg-edit.h"
#include "wg-i18n.h"
#include "wg-invariants.h"

G_BEGIN_DECLS

/* The file format's bounds (wg-game-json.c): an edit never makes a table
 * that could not be saved and read back. */
#define WG_EDIT_MAX_COUNT 999 /* Trade Goods, deck sizes, rounds */
#define WG_EDIT_MAX_CARDS 200 /* any list of cards */
#define WG_EDIT_MAX_NAME  64  /* characters of a card's name */
#define WG_EDIT_MAX_VP    99

/* The pattern of every edit: @next, the changed copy, and @sentence, what
 * changed, are taken; the copy must pass wg_game_check, then it is returned
 * and *description gets the sentence. NULL with @error otherwise. */
WgGame  *wg_edit_commit (WgGame  *next,
                         char    *sentence,
                         char   **description,
                         GError **error);

gboolean wg_edit_check_player (const WgGame *game,
                               int           player,
                               GError      **error);
/* A player, or WG_NO_PLAYER for the pools. */
gboolean wg_edit_check_holder (const WgGame *game,
                               int           player,
                               GError      **error);
/* 0…@max; @what names the count in the message ("Trade Goods in the pool"). */
gboolean wg_edit_check_count (int         count,
                              int         max,
                              const char *what,
                              GError    **error);

G_END_DECLS
