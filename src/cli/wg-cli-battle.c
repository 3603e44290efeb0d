/* wg-cli-battle.c — warpgate-cli battle: a battle resolved with the two cards played
 * Copyright 2026 The Warpgate Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <stdlib.h>
#include <string.h>

#include "wg-battle.h"
#include "wg-cli.h"
#include "wg-i18n.h"

static const WgCliCommand command = {
  "battle",
  "GAME --attacker C --from ID[:COUNT] [--from ID[:COUNT]] --at PLANET "
  "--attacker-card CARD --defender-card CARD",
  N_ ("Resolve a battle (R-BATTLE-1…3, R-WD-1…4): strength, winner, the card texts, survivors "
      "and where the loser withdraws. CARD is a card catalog id (pitched-battle) or xN for a "
      "card known only by its multiplier N. The game is as it stood before the attack."),
  wg_cli_battle,
};

typedef struct
{
  char  *attacker;
  char **from;
  char  *at;
  char  *attacker_card;
  char  *defender_card;
  char  *catalog;
} BattleArgs;

static void
battle_args_clear (BattleArgs *a)
{
  g_free (a->attacker);
  g_strfreev (a->from);
  g_free (a->at);
  g_free (a->attacker_card);
  g_free (a->defender_card);
  g_free (a->catalog);
}

G_DEFINE_AUTO_CLEANUP_CLEAR_FUNC (BattleArgs, battle_args_clear)

static json_object *
side_json (const WgGame       *game,
           const WgBattleSide *side)
{
  json_object *o = json_object_new_object ();

  json_object_object_add (o, "color", json_object_new_string (game->players[side->player].color));
  json_object_object_add (o, "ships", json_object_new_int (side->ships));
  json_object_object_add (o, "multiplier", json_object_new_int (side->multiplier));
  json_object_object_add (o, "strength", json_object_new_int (side->strength));
  json_object_object_add (o, "destroyed", json_object_new_int (side->destroyed));
  json_object_object_add (o, "survivors", json_object_new_int (side->survivors));
  return o;
}

static void
print_json (const WgGame         *game,
            const WgBattleResult *r)
{
  json_object *o = json_object_new_object ();
  json_object *effects = json_object_new_array ();

  for (guint i = 0; i < r->effects->len; i++)
    json_object_array_add (effects, json_object_new_string (g_ptr_array_index (r->effects, i)));
  json_object_object_add (o, "attacker", side_json (game, &r->sides[WG_ROLE_ATTACKER]));
  json_object_object_add (o, "defender", side_json (game, &r->sides[WG_ROLE_DEFENDER]));
  json_object_object_add (o, "winner",
                          json_object_new_string (wg_battle_role_to_string (r->winner)));
  json_object_object_add (o, "effects", effects);
  json_object_object_add (o, "withdraw",
                          r->withdrawal ? wg_cli_withdrawal_json (game, r->withdrawal) : NULL);
  json_object_object_add (o, "rulings", wg_cli_rulings_json (&r->rulings));
  wg_cli_print_json (o);
}

/* The account as resolved (it ends with where the loser goes), then the
 * winner and the survivors on one line. */
static void
print_text (const WgGame         *game,
            const WgBattleResult *r)
{
  const WgBattleSide *a = &r->sides[WG_ROLE_ATTACKER], *d = &r->sides[WG_ROLE_DEFENDER];
  const WgBattleSide *w = &r->sides[r->winner];

  for (guint i = 0; i < r->effects->len; i++)
    g_print ("%s\n", (const char *) g_ptr_array_index (r->effects, i));
  g_print (r->winner == WG_ROLE_ATTACKER ? _ ("Winner: %s, the attacker.")
                                         : _ ("Winner: %s, the defender."),
           wg_game_player_label (game, w->player));
  g_print (_ (" Survivors: %s %d of %d, %s %d of %d.\n"),
           wg_game_player_label (game, a->player), a->survivors, a->ships,
           wg_game_player_label (game, d->player), d->survivors, d->ships);
  wg_cli_print_rulings (&r->rulings);
}

int
wg_cli_battle (int    argc,
               char **argv)
{
  g_auto (BattleArgs) a = { 0 };
  gboolean     json = FALSE;
  GOptionEntry entries[] = {
    { "attacker", 0, 0, G_OPTION_ARG_STRING, &a.attacker, N_ ("The attacking player"), "C" },
    { "from", 0, 0, G_OPTION_ARG_STRING_ARRAY, &a.from,
      N_ ("Where the attack came from, with a ship count (default: all there)"), "ID[:COUNT]" },
    { "at", 0, 0, G_OPTION_ARG_STRING, &a.at, N_ ("The battle planet"), "PLANET" },
    { "attacker-card", 0, 0, G_OPTION_ARG_STRING, &a.attacker_card,
      N_ ("The attacker’s Tactics card: a catalog id or xN"), "CARD" },
    { "defender-card", 0, 0, G_OPTION_ARG_STRING, &a.defender_card,
      N_ ("The defender’s Tactics card: a catalog id or xN"), "CARD" },
    { "catalog", 0, 0, G_OPTION_ARG_FILENAME, &a.catalog,
      N_ ("A card catalog completing the built-in and user ones"), "FILE" },
    { NULL }
  };
  g_autoptr (WgGame) game = NULL;
  g_autoptr (WgCatalog) catalog = NULL;
  g_autoptr (WgBattleResult) result = NULL;
  WgBattleCard  cards[2];
  WgBattleStart start;
  int           status = WG_CLI_EXIT_OK;

  if (!wg_cli_parse_options (&command, entries, &json, &argc, &argv, 1, 1))
    return WG_CLI_EXIT_USAGE;
  if (a.attacker_card == NULL || a.defender_card == NULL)
    return wg_cli_usage_error (&command, _ ("--attacker-card and --defender-card are required"));
  catalog = wg_cli_load_catalog (a.catalog, &status);
  if (catalog == NULL)
    return status;
  game = wg_cli_load_game (argv[2], &status);
  if (game == NULL)
    return status;
  status = wg_cli_battle_start (&command, game, a.attacker, a.from, a.at, &start);
  if (status == WG_CLI_EXIT_OK)
    status = wg_cli_parse_battle_card (&command, catalog, "attacker-card", a.attacker_card,
                                       &cards[0]);
  if (status == WG_CLI_EXIT_OK)
    status = wg_cli_parse_battle_card (&command, catalog, "defender-card", a.defender_card,
                                       &cards[1]);
  if (status != WG_CLI_EXIT_OK)
    return status;

  result = wg_battle_resolve (game, catalog, &start, &cards[0], &cards[1]);
  if (json)
    print_json (game, result);
  else
    print_text (game, result);
  return WG_CLI_EXIT_OK;
}
