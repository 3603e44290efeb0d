/* wg-cli-range.c — warpgate-cli range: between two locations, or from one to all
 * Copyright 2026 The Warpgate Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "wg-cli.h"
#include "wg-i18n.h"
#include "wg-range.h"

static const WgCliCommand command = {
  "range",
  "GAME FROM [TO]",
  N_ ("The range between two locations with one shortest path, or from one location to every "
      "other (R-RANGE-1…7)."),
  wg_cli_range,
};

/* "Path: D3 → 1 empty hex → J3": the locations a shortest path passes and
 * the count of empty hexes between them, never axial coordinates (those
 * are for --json). @path holds the hexes strictly between the two ends;
 * where Warpgates do not block (R-RANGE-3), it may cross one, named. */
static void
print_path_text (const WgGame *game,
                 int           from,
                 int           to,
                 const GArray *path)
{
  g_autoptr (GString) line = g_string_new (NULL);
  g_autofree char *first = wg_cli_location_name (game, from);
  g_autofree char *last = wg_cli_location_name (game, to);
  guint            empty = 0;

  g_string_append (line, first);
  for (guint i = 0; i <= path->len; i++)
    {
      int cell = i < path->len ? wg_board_lookup (game->board, g_array_index (path, WgHex, i)) : -1;

      if (i < path->len && (cell < 0 || !wg_board_is_location (game->board, cell)))
        {
          empty++;
          continue;
        }
      if (empty > 0)
        {
          /* TRANSLATORS: part of a path, "D3 → 2 empty hexes → J3" */
          g_autofree char *run = g_strdup_printf (
            g_dngettext (GETTEXT_PACKAGE, "%u empty hex", "%u empty hexes", empty), empty);

          g_string_append_printf (line, " → %s", run);
        }
      empty = 0;
      if (i < path->len)
        {
          g_autofree char *name = wg_cli_location_name (game, cell);

          g_string_append_printf (line, " → %s", name);
        }
    }
  g_string_append_printf (line, " → %s", last);
  g_print (_ ("Path: %s\n"), line->str);
}

static int
range_between (const WgGame *game,
               int           from,
               int           to,
               gboolean      json)
{
  g_autoptr (GArray) path = NULL;
  WgRulingList rulings = { 0 };
  int          range = wg_range_between (game, from, to, &path);

  wg_range_rulings (game, range, &rulings);
  if (json)
    {
      json_object *o = json_object_new_object ();

      json_object_object_add (o, "from",
                              json_object_new_string (wg_board_get_cell (game->board, from)->id));
      json_object_object_add (o, "to",
                              json_object_new_string (wg_board_get_cell (game->board, to)->id));
      json_object_object_add (o, "range",
                              range == WG_RANGE_UNREACHABLE ? NULL : json_object_new_int (range));
      json_object_object_add (o, "path", wg_cli_hexes_json (path));
      json_object_object_add (o, "rulings", wg_cli_rulings_json (&rulings));
      wg_cli_print_json (o);
    }
  else
    {
      g_autofree char *from_name = wg_cli_location_name (game, from);
      g_autofree char *to_name = wg_cli_location_name (game, to);
      g_autofree char *sentence = wg_range_describe_names (from_name, to_name, from == to, range);

      g_autofree char *shown = wg_cli_escape_long (sentence);

      g_print ("%s\n", shown);
      if (path != NULL && path->len > 0)
        print_path_text (game, from, to, path);
      wg_cli_print_rulings (&rulings);
    }
  return WG_CLI_EXIT_OK;
}

static int
ranges_from (const WgGame *game,
             int           from,
             gboolean      json)
{
  g_autoptr (WgRangeMap) map = wg_range_map_new_for_game (game, from);
  guint        n = wg_board_get_n_locations (game->board);
  const char  *from_id = wg_board_get_cell (game->board, from)->id;
  json_object *o = NULL, *ranges = NULL;
  GString     *unreachable = g_string_new (NULL);
  WgRulingList rulings = { 0 };

  if (json)
    {
      o = json_object_new_object ();
      ranges = json_object_new_object ();
    }
  else
    {
      g_autofree char *from_name = wg_cli_location_name (game, from);

      g_print (_ ("Ranges from %s:\n"), from_name);
    }
  for (guint i = 0; i < n; i++)
    {
      int         cell = wg_board_get_location (game->board, i);
      const char *id = wg_board_get_cell (game->board, cell)->id;
      int         range = wg_range_map_get (map, cell);

      if (cell == from)
        continue;
      wg_range_rulings (game, range, &rulings);
      if (range == WG_RANGE_UNREACHABLE && json)
        continue;
      else if (json)
        json_object_object_add (ranges, id, json_object_new_int (range));
      else
        {
          g_autofree char *name = wg_cli_location_name (game, cell);

          if (range == WG_RANGE_UNREACHABLE)
            g_string_append_printf (unreachable, "%s%s", unreachable->len ? ", " : " ", name);
          else
            g_print ("  %-12s %d\n", name, range);
        }
    }
  if (json)
    {
      json_object_object_add (o, "from", json_object_new_string (from_id));
      json_object_object_add (o, "ranges", ranges);
      json_object_object_add (o, "rulings", wg_cli_rulings_json (&rulings));
      wg_cli_print_json (o);
    }
  else
    {
      if (unreachable->len > 0)
        g_print (_ ("Unreachable (R-RANGE-7):%s\n"), unreachable->str);
      wg_cli_print_rulings (&rulings);
    }
  g_string_free (unreachable, TRUE);
  return WG_CLI_EXIT_OK;
}

int
wg_cli_range (int    argc,
              char **argv)
{
  gboolean json = FALSE;
  g_autoptr (WgGame) game = NULL;
  int status = WG_CLI_EXIT_OK, from, to;

  if (!wg_cli_parse_options (&command, NULL, &json, &argc, &argv, 2, 3))
    return WG_CLI_EXIT_USAGE;
  game = wg_cli_load_game (argv[2], &status);
  if (game == NULL)
    return status;
  if (!wg_cli_lookup_location (game, argv[3], &from))
    return WG_CLI_EXIT_UNKNOWN;
  if (argc == 4)
    return ranges_from (game, from, json);
  if (!wg_cli_lookup_location (game, argv[4], &to))
    return WG_CLI_EXIT_UNKNOWN;
  return range_between (game, from, to, json);
}
