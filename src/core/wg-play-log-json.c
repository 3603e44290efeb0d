/* wg-play-log-json.c — a finished play as the JSON document BG Stats imports
 * Copyright 2026 The Warpgate Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "wg-file-error.h"
#include "wg-i18n.h"
#include "wg-json-private.h"
#include "wg-play-log.h"
#include "wg-refuse.h"
#include "wg-score.h"

/* "game": what BG Stats matches the play's game by. R-SCORE-2: the most
 * VP win, and there are points. No BoardGameGeek id: the rules give none. */
static json_object *
game_to_json (void)
{
  json_object *game = json_object_new_object ();

  json_object_object_add (game, "name", json_object_new_string (WG_PLAY_LOG_GAME_NAME));
  json_object_object_add (game, "sourceGameId", json_object_new_string (WG_PLAY_LOG_GAME_ID));
  json_object_object_add (game, "highestWins", json_object_new_boolean (TRUE));
  json_object_object_add (game, "noPoints", json_object_new_boolean (FALSE));
  return game;
}

static gboolean
is_winner (const WgScore *score,
           gboolean       result,
           int            player)
{
  if (!result)
    return FALSE;
  for (guint i = 0; i < score->n_winners; i++)
    if (score->winners[i] == player)
      return TRUE;
  return FALSE;
}

/* One player: the name (the colour when none is given), the colour as the
 * id BG Stats remembers a match by, VP, and the two flags BG Stats wants
 * present. */
static json_object *
player_to_json (const WgGame      *game,
                const WgScoreLine *line,
                gboolean           winner,
                int                start)
{
  json_object *player = json_object_new_object ();

  json_object_object_add (player, "name",
                          json_object_new_string (wg_game_player_label (game, line->player)));
  json_object_object_add (player, "sourcePlayerId",
                          json_object_new_string (wg_game_player_color (game, line->player)));
  json_object_object_add (player, "score", json_object_new_int (line->total));
  json_object_object_add (player, "winner", json_object_new_boolean (winner));
  json_object_object_add (player, "startPlayer", json_object_new_boolean (line->player == start));
  return player;
}

static json_object *
players_to_json (const WgGame  *game,
                 const WgScore *score)
{
  json_object *players = json_object_new_array ();
  gboolean     result = wg_score_is_result (game, score);
  int          start = wg_play_log_start_player (game);

  for (guint i = 0; i < score->n_lines; i++)
    json_object_array_add (players,
                           player_to_json (game, &score->lines[i],
                                           is_winner (score, result, score->lines[i].player),
                                           start));
  return players;
}

/* "YYYY-MM-DD HH:MM:SS", the form BG Stats reads. */
static char *
full_date (const char *date)
{
  return strlen (date) == 16 ? g_strconcat (date, ":00", NULL) : g_strdup (date);
}

static gboolean
check_when (const WgPlayLogWhen *when,
            GError             **error)
{
  if (!wg_play_log_date_is_valid (when->date))
    return wg_refuse (error, WG_FILE_ERROR, WG_FILE_ERROR_INVALID,
                      _ ("“%s” is not a date and time such as 2026-11-29 19:30"),
                      when->date != NULL ? when->date : "");
  if (when->duration_min < -1)
    return wg_refuse (error, WG_FILE_ERROR, WG_FILE_ERROR_INVALID,
                      _ ("The duration cannot be negative: %d minutes"), when->duration_min);
  return TRUE;
}

char *
wg_play_log_to_json (const WgGame        *game,
                     const WgCatalog     *catalog,
                     const WgPlayLogWhen *when,
                     gboolean             pretty,
                     GError             **error)
{
  g_autoptr (json_object) root = NULL;
  g_autofree char *date = NULL;
  const char      *board = NULL;
  WgScore          score;

  g_return_val_if_fail (game != NULL && when != NULL, NULL);

  if (!check_when (when, error))
    return NULL;
  wg_score_compute (game, catalog, &score);
  date = full_date (when->date);
  board = wg_game_get_name (game);
  root = json_object_new_object ();
  json_object_object_add (root, "sourceName", json_object_new_string (WG_PLAY_LOG_SOURCE_NAME));
  json_object_object_add (root, "playDate", json_object_new_string (date));
  if (when->duration_min >= 0)
    json_object_object_add (root, "durationMin", json_object_new_int (when->duration_min));
  json_object_object_add (root, "game", game_to_json ());
  if (board != NULL)
    json_object_object_add (root, "board", json_object_new_string (board));
  json_object_object_add (root, "players", players_to_json (game, &score));
  /* R-SCORE-4: standings are not a result; the play says so. */
  if (!wg_score_is_result (game, &score))
    {
      g_autofree char *standings = wg_score_describe_standings (game, &score);

      json_object_object_add (root, "comments", json_object_new_string (standings));
    }
  return g_strdup (json_object_to_json_string_ext (
    root, (pretty ? JSON_C_TO_STRING_PRETTY | JSON_C_TO_STRING_SPACED : JSON_C_TO_STRING_PLAIN)
            | JSON_C_TO_STRING_NOSLASHESCAPE));
}
