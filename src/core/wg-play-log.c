/* wg-play-log.c — a finished play as BG Stats imports it: start player, date, link
 * Copyright 2026 The Warpgate Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <stdio.h>
#include <string.h>

#include "wg-play-log.h"

int
wg_play_log_start_player (const WgGame *game)
{
  int n, back;

  g_return_val_if_fail (game != NULL && game->n_players > 0, -1);

  if (wg_game_is_solo (game))
    return game->first_player;
  n = (int) game->n_players;
  back = (game->round - 1) % n;
  return ((game->first_player - back) % n + n) % n;
}

gboolean
wg_play_log_date_is_valid (const char *date)
{
  int   y, mo, d, h, mi, s = 0, used = 0;
  gsize length;

  if (date == NULL)
    return FALSE;
  length = strlen (date);
  if (length != 16 && length != 19)
    return FALSE;
  for (gsize i = 0; i < length; i++)
    if (!g_ascii_isdigit (date[i]) != (i == 4 || i == 7 || i == 10 || i == 13 || i == 16))
      return FALSE;
  if (date[4] != '-' || date[7] != '-' || date[10] != ' ' || date[13] != ':'
      || (length == 19 && date[16] != ':'))
    return FALSE;
  if (length == 19)
    sscanf (date, "%4d-%2d-%2d %2d:%2d:%2d%n", &y, &mo, &d, &h, &mi, &s, &used);
  else
    sscanf (date, "%4d-%2d-%2d %2d:%2d%n", &y, &mo, &d, &h, &mi, &used);
  return used == (int) length && y >= 1 && mo >= 1 && mo <= 12 && d >= 1
         && g_date_valid_dmy (d, mo, y) && h <= 23 && mi <= 59 && s <= 59;
}

char *
wg_play_log_url (const char *json)
{
  g_autofree char *data = NULL;

  g_return_val_if_fail (json != NULL, NULL);

  /* Every reserved character escaped: the data is one query value. */
  data = g_uri_escape_string (json, NULL, FALSE);
  return g_strconcat ("https://app.bgstatsapp.com/createPlay.html?data=", data, NULL);
}
