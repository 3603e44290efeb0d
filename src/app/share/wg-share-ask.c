/* wg-share-ask.c — questions a shared page may ask: the range between two locations
 * Copyright 2026 The Warpgate Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "wg-range.h"
#include "wg-share-ask.h"
#include "wg-share-state.h"
#include "wg-words.h"

/* The longest location id an ask may name, in bytes. */
#define MAX_ID 32

static char *
error_json (const char *format,
            ...) G_GNUC_PRINTF (1, 2);

static char *
error_json (const char *format,
            ...)
{
  g_autoptr (GString) out = g_string_new ("{\"error\":");
  g_autofree char *text = NULL;
  va_list          args;

  va_start (args, format);
  text = g_strdup_vprintf (format, args);
  va_end (args);
  wg_share_json_string (out, text);
  g_string_append (out, "}\n");
  return g_string_free (g_steal_pointer (&out), FALSE);
}

/* The location the query's @name names, or -1 with @error set. */
static int
find_location (const WgGame *game,
               GHashTable   *query,
               const char   *name,
               char        **error)
{
  const char *id = query != NULL ? g_hash_table_lookup (query, name) : NULL;
  int         cell;

  if (id == NULL || *id == '\0')
    *error = error_json ("Missing “%s”: the id of a location.", name);
  else if (strlen (id) > MAX_ID || !g_utf8_validate (id, -1, NULL))
    *error = error_json ("“%s” is not a location id (at most %d characters).", name, MAX_ID);
  else if ((cell = wg_board_find_location (game->board, id)) < 0)
    *error = error_json ("No location “%s” on this board (%s).", id, name);
  else
    return cell;
  return -1;
}

static void
add_path (GString      *out,
          const WgGame *game,
          int           from,
          int           to,
          const GArray *between)
{
  g_string_append (out, ",\"path\":[");
  wg_share_json_string (out, wg_board_get_cell (game->board, from)->id);
  for (guint i = 0; between != NULL && i < between->len; i++)
    {
      WgHex            hex = g_array_index (between, WgHex, i);
      int              cell = wg_board_lookup (game->board, hex);
      const WgCell    *c = cell >= 0 ? wg_board_get_cell (game->board, cell) : NULL;
      g_autofree char *label = c != NULL && c->id != NULL ? g_strdup (c->id)
                                                          : g_strdup_printf ("%d,%d", hex.q, hex.r);

      g_string_append_c (out, ',');
      wg_share_json_string (out, label);
    }
  if (between != NULL)
    {
      g_string_append_c (out, ',');
      wg_share_json_string (out, wg_board_get_cell (game->board, to)->id);
    }
  g_string_append (out, "],\"hexes\":[");
  for (guint i = 0; between != NULL && i < between->len; i++)
    {
      WgHex hex = g_array_index (between, WgHex, i);

      g_string_append_printf (out, "%s[%d,%d]", i > 0 ? "," : "", hex.q, hex.r);
    }
  g_string_append_c (out, ']');
}

char *
wg_share_ask_range (const WgGame *game,
                    GHashTable   *query,
                    guint64       version,
                    char        **error)
{
  g_autoptr (GString) out = NULL;
  g_autoptr (GArray) between = NULL;
  g_autofree char *sentence = NULL, *from_name = NULL, *to_name = NULL;
  WgRulingList     rulings = { 0 };
  int              from, to, range;

  g_return_val_if_fail (error != NULL && *error == NULL, NULL);
  if (game == NULL)
    {
      *error = error_json ("No game is open.");
      return NULL;
    }
  if ((from = find_location (game, query, "from", error)) < 0
      || (to = find_location (game, query, "to", error)) < 0)
    return NULL;
  range = wg_range_between (game, from, to, &between);
  wg_range_rulings (game, range, &rulings);
  /* The core's sentence, the places named as the app and warpgate-cli
   * range name them ("the red Warpgate"). */
  from_name = wg_words_location (game, from);
  to_name = wg_words_location (game, to);
  sentence = wg_range_describe_names (from_name, to_name, from == to, range);
  out = g_string_new ("{\"from\":");
  wg_share_json_string (out, wg_board_get_cell (game->board, from)->id);
  g_string_append (out, ",\"to\":");
  wg_share_json_string (out, wg_board_get_cell (game->board, to)->id);
  if (range == WG_RANGE_UNREACHABLE)
    g_string_append (out, ",\"range\":null");
  else
    g_string_append_printf (out, ",\"range\":%d", range);
  add_path (out, game, from, to, between);
  g_string_append (out, ",\"sentence\":");
  wg_share_json_string (out, sentence);
  g_string_append (out, ",\"rulings\":[");
  for (guint i = 0; i < rulings.n; i++)
    {
      if (i > 0)
        g_string_append_c (out, ',');
      wg_share_json_string (out, rulings.ids[i]);
    }
  g_string_append_printf (out, "],\"version\":%" G_GUINT64_FORMAT "}\n", version);
  return g_string_free (g_steal_pointer (&out), FALSE);
}
