/* wg-cli-withdraw.c — warpgate-cli withdraw: where the loser of a battle goes
 * Copyright 2026 The Warpgate Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <stdlib.h>
#include <string.h>

#include "wg-cli.h"
#include "wg-i18n.h"
#include "wg-range.h"
#include "wg-withdraw.h"

static const WgCliCommand command = {
  "withdraw",
  "GAME --attacker C --from ID [--from ID] --at PLANET --winner attacker|defender",
  N_ ("Where the loser of a battle withdraws (R-WD-1…4). The game is as it stood before the "
      "attack: the attacker's ships at the origins, the defender's at the battle planet."),
  wg_cli_withdraw,
};

json_object *
wg_cli_withdrawal_json (const WgGame       *game,
                        const WgWithdrawal *w)
{
  json_object *o = json_object_new_object ();
  json_object *destinations = json_object_new_array ();

  for (guint i = 0; i < w->destinations->len; i++)
    json_object_array_add (
      destinations,
      json_object_new_string (
        wg_board_get_cell (game->board, g_array_index (w->destinations, int, i))->id));
  json_object_object_add (o, "loser", json_object_new_string (game->players[w->loser].color));
  json_object_object_add (o, "role", json_object_new_string (wg_battle_role_to_string (w->role)));
  json_object_object_add (o, "destinations", destinations);
  json_object_object_add (o, "range",
                          w->range == WG_RANGE_UNREACHABLE ? NULL : json_object_new_int (w->range));
  json_object_object_add (o, "chooser",
                          w->chooser == WG_NO_PLAYER
                            ? NULL
                            : json_object_new_string (game->players[w->chooser].color));
  json_object_object_add (o, "fallback", json_object_new_boolean (w->fallback));
  json_object_object_add (o, "rulings", wg_cli_rulings_json (&w->rulings));
  return o;
}

/* Reads --attacker, --from (one or two, distinct), --at (with another
 * player's ships) into cells; shared with `battle`. Returns an exit
 * status. */
int
wg_cli_battle_sides (const WgCliCommand *cmd,
                     const WgGame       *game,
                     const char         *attacker_color,
                     char              **from_ids,
                     const char         *at_id,
                     int                *attacker,
                     int                *origins,
                     guint              *n_origins,
                     int                *at)
{
  guint n = from_ids ? g_strv_length (from_ids) : 0;

  if (attacker_color == NULL || n == 0 || at_id == NULL)
    return wg_cli_usage_error (cmd, _ ("--attacker, --from and --at are required"));
  if (n > 2)
    return wg_cli_usage_error (cmd, _ ("at most two --from locations (a Concentrate)"));
  if (!wg_cli_lookup_player (game, attacker_color, attacker)
      || !wg_cli_lookup_location (game, at_id, at))
    return WG_CLI_EXIT_UNKNOWN;
  for (guint i = 0; i < n; i++)
    {
      g_autofree char *id = g_strdup (from_ids[i]);
      char            *colon = strchr (id, ':');

      if (colon != NULL)
        *colon = '\0';
      if (!wg_cli_lookup_location (game, id, &origins[i]))
        return WG_CLI_EXIT_UNKNOWN;
      if (origins[i] == *at)
        return wg_cli_usage_error (cmd, _ ("--from %s is the battle planet"), id);
      if (i == 1 && origins[1] == origins[0])
        return wg_cli_usage_error (cmd, _ ("the two --from locations are the same"));
    }
  *n_origins = n;
  if (game->stacks[*at].ship_owner == WG_NO_PLAYER || game->stacks[*at].ship_owner == *attacker)
    return wg_cli_unknown (_ ("%s holds no ships of another player to defend it"), at_id);
  return WG_CLI_EXIT_OK;
}

/* The COUNT of "ID:COUNT", 1–12, or 0 without one; -1 when it is not a
 * count. */
static int
parse_count (const char *arg)
{
  const char *colon = strchr (arg, ':');
  char       *end = NULL;
  long        count;

  if (colon == NULL)
    return 0;
  count = strtol (colon + 1, &end, 10);
  if (end == colon + 1 || *end != '\0' || count < 1 || count > WG_MAX_SHIPS)
    return -1;
  return (int) count;
}

int
wg_cli_battle_start (const WgCliCommand *cmd,
                     const WgGame       *game,
                     const char         *attacker_color,
                     char              **from_ids,
                     const char         *at_id,
                     WgBattleStart      *start)
{
  int status;

  memset (start, 0, sizeof *start);
  status = wg_cli_battle_sides (cmd, game, attacker_color, from_ids, at_id, &start->attacker,
                                start->origins, &start->n_origins, &start->at);
  if (status != WG_CLI_EXIT_OK)
    return status;
  for (guint i = 0; i < start->n_origins; i++)
    {
      const char *id = wg_board_get_cell (game->board, start->origins[i])->id;
      int         count = parse_count (from_ids[i]);
      int         there = wg_game_ships_at (game, start->origins[i], start->attacker);

      if (count < 0)
        return wg_cli_usage_error (cmd, _ ("“%s” is not ID:COUNT (COUNT 1–%d)"), from_ids[i],
                                   WG_MAX_SHIPS);
      if (there == 0)
        return wg_cli_unknown (_ ("%s holds no ships of %s"), id, attacker_color);
      if (count > there)
        return wg_cli_unknown (g_dngettext (GETTEXT_PACKAGE, "%s holds %d ship of %s, not %d",
                                            "%s holds %d ships of %s, not %d", (gulong) there),
                               id, there, attacker_color, count);
      start->ships[i] = count == 0 ? there : count;
    }
  start->defender = game->stacks[start->at].ship_owner;
  start->defender_ships = wg_game_ships_at (game, start->at, start->defender);
  return WG_CLI_EXIT_OK;
}

int
wg_cli_parse_battle_card (const WgCliCommand *cmd,
                          const WgCatalog    *catalog,
                          const char         *option,
                          const char         *spec,
                          WgBattleCard       *card)
{
  g_autoptr (GError) error = NULL;
  const char *colon = strrchr (spec, ':');
  const char *x = colon != NULL ? colon + 1 : spec;

  /* "x10" or "ID:x10" is a bad command line; an unknown id exits 4. */
  if ((x[0] == 'x' || x[0] == 'X') && x[1] != '\0' && strspn (x + 1, "0123456789") == strlen (x + 1)
      && strlen (x) != 2)
    {
      g_autofree char *shown = wg_cli_escape (spec);

      return wg_cli_usage_error (cmd, _ ("--%s %s: a multiplier is 0–9"), option, shown);
    }
  /* Ids (docs/cli.md): an exact catalog id wins, else a unique
   * case-insensitive match; "xN" is no id. */
  if (catalog != NULL && !((spec[0] == 'x' || spec[0] == 'X') && g_ascii_isdigit (spec[1]) && spec[2] == '\0'))
    {
      g_autofree char *id = colon != NULL && (colon[1] == 'x' || colon[1] == 'X')
                              ? g_strndup (spec, (gsize) (colon - spec))
                              : g_strdup (spec);
      const char      *found = NULL;

      if (wg_catalog_lookup (catalog, id) == NULL)
        for (guint i = 0; i < wg_catalog_get_n_cards (catalog); i++)
          {
            const char *other = wg_catalog_get_card (catalog, i)->id;

            if (other == NULL || g_ascii_strcasecmp (other, id) != 0)
              continue;
            if (found != NULL)
              {
                g_autofree char *shown = wg_cli_escape (id);

                return wg_cli_unknown (_ ("--%s: “%s” could be “%s” or “%s”: give the id "
                                          "exactly"),
                                       option, shown, found, other);
              }
            found = other;
          }
      if (found != NULL)
        {
          g_autofree char *exact = g_strconcat (found, spec + strlen (id), NULL);

          if (!wg_battle_card_parse (catalog, exact, card, &error))
            {
              g_autofree char *shown = wg_cli_escape_long (error->message);

              return wg_cli_unknown ("--%s: %s", option, shown);
            }
          return WG_CLI_EXIT_OK;
        }
    }
  if (!wg_battle_card_parse (catalog, spec, card, &error))
    {
      g_autofree char *shown = wg_cli_escape_long (error->message);

      return wg_cli_unknown ("--%s: %s", option, shown);
    }
  return WG_CLI_EXIT_OK;
}

int
wg_cli_withdraw (int    argc,
                 char **argv)
{
  gboolean         json = FALSE;
  g_autofree char *attacker_color = NULL, *at_id = NULL, *winner = NULL;
  g_auto (GStrv) from_ids = NULL;
  GOptionEntry entries[] = {
    { "attacker", 0, 0, G_OPTION_ARG_STRING, &attacker_color, N_ ("The attacking player"), "C" },
    { "from", 0, 0, G_OPTION_ARG_STRING_ARRAY, &from_ids, N_ ("Where the attack came from"),
      "ID" },
    { "at", 0, 0, G_OPTION_ARG_STRING, &at_id, N_ ("The battle planet"), "PLANET" },
    { "winner", 0, 0, G_OPTION_ARG_STRING, &winner, N_ ("Who won"), "attacker|defender" },
    { NULL }
  };
  g_autoptr (WgGame) game = NULL;
  g_autoptr (WgWithdrawal) w = NULL;
  int   status = WG_CLI_EXIT_OK, attacker, origins[2], at;
  guint n_origins = 0;

  if (!wg_cli_parse_options (&command, entries, &json, &argc, &argv, 1, 1))
    return WG_CLI_EXIT_USAGE;
  if (g_strcmp0 (winner, "attacker") != 0 && g_strcmp0 (winner, "defender") != 0)
    return wg_cli_usage_error (&command, _ ("--winner must be attacker or defender"));
  game = wg_cli_load_game (argv[2], &status);
  if (game == NULL)
    return status;
  status = wg_cli_battle_sides (&command, game, attacker_color, from_ids, at_id, &attacker,
                                origins, &n_origins, &at);
  if (status != WG_CLI_EXIT_OK)
    return status;

  w = wg_withdrawal_compute (game, attacker, origins, n_origins, at,
                             g_str_equal (winner, "attacker"));
  if (json)
    wg_cli_print_json (wg_cli_withdrawal_json (game, w));
  else
    {
      g_autofree char *sentence = wg_withdrawal_describe (game, w);

      g_autofree char *shown = wg_cli_escape_long (sentence);

      g_print ("%s\n", shown);
      wg_cli_print_rulings (&w->rulings);
    }
  return WG_CLI_EXIT_OK;
}
