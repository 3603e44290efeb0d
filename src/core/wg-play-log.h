/* wg-play-log.h — a finished play as BG Stats imports it from other apps
 * Copyright 2026 The Warpgate Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "wg-catalog.h"
#include "wg-game.h"

G_BEGIN_DECLS

/* What the table cannot tell: when the play was and how long it took. The
 * core reads no clock, so the caller gives both. */
typedef struct
{
  const char *date;         /* "YYYY-MM-DD HH:MM" or "YYYY-MM-DD HH:MM:SS", local time */
  int         duration_min; /* minutes, or -1 when unknown (the key is left out) */
} WgPlayLogWhen;

/* The name and id the play is logged under ("Warpgate", "warpgate"). */
#define WG_PLAY_LOG_GAME_NAME   "Warpgate"
#define WG_PLAY_LOG_GAME_ID     "warpgate"
#define WG_PLAY_LOG_SOURCE_NAME "Warpgate Companion"

/* The player who started the game: the first player of round 1. R-ROUND-1
 * passes the marker clockwise (to the next player in seating order) at
 * each round's end, except in a solo game, where it never passes; so it is
 * the first player now, counted back a seat for each round played. */
int      wg_play_log_start_player (const WgGame *game);
/* TRUE when @date is a date and time as WgPlayLogWhen.date wants it (a
 * real day, hours 0–23, minutes and seconds 0–59). */
gboolean wg_play_log_date_is_valid (const char *date);

/*
 * The play as the JSON document BG Stats reads from other apps ("push
 * plays to BG Stats", docs/user-guide.md): the app's name, the date, the
 * duration when known, the game (name, id, the most points win), the board
 * played, and every player in seating order — the Gatekeepers too in a
 * solo game — with their VP as wg_score_compute counts them (the CLI's
 * `score`), the winners as R-SCORE-2 judges them (none while the score is
 * not a result: then the comments say so with the standings) and the start
 * player (wg_play_log_start_player). @pretty indents it for a file; else
 * one line, for a link. NULL with an error when @when's date is not valid
 * or its duration is negative and not -1.
 */
char    *wg_play_log_to_json (const WgGame        *game,
                              const WgCatalog     *catalog,
                              const WgPlayLogWhen *when,
                              gboolean             pretty,
                              GError             **error);
/* The link that opens BG Stats' import on a phone with the play @json:
 * "https://app.bgstatsapp.com/createPlay.html?data=" and @json encoded. */
char    *wg_play_log_url (const char *json);

G_END_DECLS
