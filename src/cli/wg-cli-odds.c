/* wg-cli-odds.c — warpgate-cli odds: the exact odds of a battle before the cards are drawn
 * Copyright 2026 The Warpgate Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <stdlib.h>
#include <string.h>

#include "wg-cli.h"
#include "wg-i18n.h"
#include "wg-odds.h"

static const WgCliCommand command = {
  "odds",
  "GAME --attacker C --from ID[:COUNT] [--from ID[:COUNT]] --at PLANET "
  "[--for attacker|defender] [--attacker-hand CARD,CARD] [--defender-hand CARD,CARD] "
  "[--attacker-pile CARD,…] [--attacker-discard CARD,…] [--defender-pile CARD,…] "
  "[--defender-discard CARD,…] [--catalog FILE]",
  N_ ("The exact odds of a battle (R-BATTLE-1, R-BATTLE-2, R-AI-8): each side draws 2 Tactics "
      "cards from its pile in an unknown order and plays 1. CARD is a card catalog id or xN. "
      "A human side's pile is its whole Tactics deck from the game file unless given; the AI's "
      "is its deck and discard. The game is as it stood before the attack."),
  wg_cli_odds,
};

typedef struct
{
  char  *attacker;
  char **from;
  char  *at;
  char  *view;
  char  *hand[2];
  char  *pile[2];
  char  *discard[2];
  char  *catalog;
} OddsArgs;

static void
odds_args_clear (OddsArgs *a)
{
  g_free (a->attacker);
  g_strfreev (a->from);
  g_free (a->at);
  g_free (a->view);
  for (int r = 0; r < 2; r++)
    {
      g_free (a->hand[r]);
      g_free (a->pile[r]);
      g_free (a->discard[r]);
    }
  g_free (a->catalog);
}

G_DEFINE_AUTO_CLEANUP_CLEAR_FUNC (OddsArgs, odds_args_clear)

/* One side: who, how many ships, and its cards (WgBattleCard). */
typedef struct
{
  int     player;
  int     ships;
  GArray *pile;
  GArray *discard;
  GArray *hand;
} Side;

static void
side_clear (Side *s)
{
  g_clear_pointer (&s->pile, g_array_unref);
  g_clear_pointer (&s->discard, g_array_unref);
  g_clear_pointer (&s->hand, g_array_unref);
}

static const char *const role_options[2] = { "attacker", "defender" };

/* The two sides' ships: the attacker's from each origin (all there unless
 * counted), the defender's at the battle planet. Returns an exit status. */
static int
count_ships (const OddsArgs *a,
             const WgGame   *game,
             Side            sides[2])
{
  WgBattleStart start;
  int           status = wg_cli_battle_start (&command, game, a->attacker, a->from, a->at, &start);

  if (status != WG_CLI_EXIT_OK)
    return status;
  sides[0].player = start.attacker;
  for (guint i = 0; i < start.n_origins; i++)
    sides[0].ships += start.ships[i];
  sides[1].player = start.defender;
  sides[1].ships = start.defender_ships;
  if (sides[0].ships > WG_MAX_SHIPS)
    return wg_cli_usage_error (&command, _ ("%d attacking ships: a player has at most %d"),
                               sides[0].ships, WG_MAX_SHIPS);
  return WG_CLI_EXIT_OK;
}

/* "pitched-battle,x3" (may be empty) into @cards. "x10" and the like is a
 * bad command line; a card the catalog lacks, or one without a known
 * multiplier, exits 4. */
static int
parse_cards (const WgCatalog *catalog,
             const char      *option,
             const char      *specs,
             GArray          *cards)
{
  g_auto (GStrv) list = g_strsplit (specs, ",", -1);

  for (guint i = 0; list[i] != NULL; i++)
    {
      const char  *spec = g_strstrip (list[i]);
      WgBattleCard card;
      int          status;

      if (*spec == '\0')
        continue;
      status = wg_cli_parse_battle_card (&command, catalog, option, spec, &card);
      if (status != WG_CLI_EXIT_OK)
        return status;
      g_array_append_val (cards, card);
    }
  return WG_CLI_EXIT_OK;
}

/* A game file's Tactics, resolved through the catalog (exit 4 for a card
 * without a known multiplier). */
static int
game_cards (const WgCatalog *catalog,
            const WgGame    *game,
            int              player,
            const GArray    *tactics,
            GArray          *cards)
{
  g_autoptr (GError) error = NULL;

  if (tactics != NULL && !wg_odds_cards_from_tactics (catalog, tactics, cards, &error))
    {
      g_autofree char *who = wg_cli_player_name (game, player);
      g_autofree char *why = wg_cli_escape_long (error->message);

      return wg_cli_unknown (_ ("%s’s Tactics: %s"), who, why);
    }
  return WG_CLI_EXIT_OK;
}

/* A human's pile without the cards given as discarded: each one takes an
 * equal card out (exit 4 when the deck has none). */
static int
remove_discarded (const WgGame *game,
                  Side         *s,
                  const char   *option)
{
  for (guint i = 0; i < s->discard->len; i++)
    {
      const WgBattleCard *card = &g_array_index (s->discard, WgBattleCard, i);
      guint               k;

      for (k = 0; k < s->pile->len; k++)
        if (wg_odds_card_equal (&g_array_index (s->pile, WgBattleCard, k), card))
          break;
      if (k == s->pile->len)
        {
          g_autofree char *name = wg_cli_escape (card->name);
          g_autofree char *who = wg_cli_player_name (game, s->player);

          return wg_cli_unknown (_ ("--%s: %s is not (or no longer) in %s’s Tactics; give the "
                                    "draw pile too"),
                                 option, name, who);
        }
      g_array_remove_index (s->pile, k);
    }
  return WG_CLI_EXIT_OK;
}

/* A side's hand, pile and discard: the options, else the game file. */
static int
side_cards (const OddsArgs  *a,
            const WgCatalog *catalog,
            const WgGame    *game,
            WgBattleRole     role,
            Side            *s)
{
  gboolean         ai = game->players[s->player].ai;
  g_autofree char *hand_option = g_strdup_printf ("%s-hand", role_options[role]);
  g_autofree char *pile_option = g_strdup_printf ("%s-pile", role_options[role]);
  g_autofree char *discard_option = g_strdup_printf ("%s-discard", role_options[role]);
  int              status = WG_CLI_EXIT_OK;

  s->pile = g_array_new (FALSE, FALSE, sizeof (WgBattleCard));
  s->discard = g_array_new (FALSE, FALSE, sizeof (WgBattleCard));
  s->hand = g_array_new (FALSE, FALSE, sizeof (WgBattleCard));
  if (a->hand[role] != NULL)
    {
      status = parse_cards (catalog, hand_option, a->hand[role], s->hand);
      if (status == WG_CLI_EXIT_OK && (s->hand->len < 1 || s->hand->len > 2))
        return wg_cli_usage_error (&command, _ ("--%s: a hand is 1 or 2 cards"), hand_option);
      return status;
    }
  if (a->pile[role] != NULL)
    status = parse_cards (catalog, pile_option, a->pile[role], s->pile);
  else
    status = game_cards (catalog, game, s->player,
                         ai ? game->ai.tactics_deck : game->players[s->player].tactics, s->pile);
  if (status == WG_CLI_EXIT_OK && a->discard[role] != NULL)
    status = parse_cards (catalog, discard_option, a->discard[role], s->discard);
  else if (status == WG_CLI_EXIT_OK && ai)
    status = game_cards (catalog, game, s->player, game->ai.tactics_discard, s->discard);
  if (status == WG_CLI_EXIT_OK && !ai && a->pile[role] == NULL && a->discard[role] != NULL)
    status = remove_discarded (game, s, discard_option);
  return status;
}

static void
odds_side (const Side *s,
           gboolean    ai,
           WgOddsSide *out)
{
  *out = (WgOddsSide) {
    ai,
    (const WgBattleCard *) s->pile->data,
    s->pile->len,
    (const WgBattleCard *) s->discard->data,
    s->discard->len,
    (const WgBattleCard *) s->hand->data,
    s->hand->len,
  };
}

/* ---- JSON ------------------------------------------------------------ */

static json_object *
fraction_json (WgRational r)
{
  json_object *o = json_object_new_object ();
  char         fraction[WG_RATIONAL_STRING_SIZE], percent[WG_RATIONAL_PERCENT_SIZE];

  wg_rational_to_string (r, fraction);
  wg_rational_format_percent (r, percent);
  json_object_object_add (o, "fraction", json_object_new_string (fraction));
  json_object_object_add (o, "percent",
                          json_object_new_double_s (g_ascii_strtod (percent, NULL), percent));
  return o;
}

/* {"attacker": {"0": "a/b", …}, "defender": {…}}: the ship counts lost with
 * a chance above 0. */
static json_object *
lost_json (const WgOddsOutcome *o)
{
  json_object *lost = json_object_new_object ();

  for (int r = 0; r < 2; r++)
    {
      json_object *side = json_object_new_object ();

      for (int n = 0; n <= WG_MAX_SHIPS; n++)
        if (!wg_rational_is_zero (o->lost[r][n]))
          {
            char key[8], p[WG_RATIONAL_STRING_SIZE];

            g_snprintf (key, sizeof key, "%d", n);
            json_object_object_add (side, key,
                                    json_object_new_string (wg_rational_to_string (o->lost[r][n],
                                                                                   p)));
          }
      json_object_object_add (lost, role_options[r], side);
    }
  return lost;
}

static json_object *
joint_json (const WgOddsOutcome *o)
{
  json_object *joint = json_object_new_array ();

  for (int a = 0; a <= WG_MAX_SHIPS; a++)
    for (int d = 0; d <= WG_MAX_SHIPS; d++)
      if (!wg_rational_is_zero (o->joint[a][d]))
        {
          json_object *cell = json_object_new_object ();
          char         p[WG_RATIONAL_STRING_SIZE];

          json_object_object_add (cell, "attacker", json_object_new_int (a));
          json_object_object_add (cell, "defender", json_object_new_int (d));
          json_object_object_add (cell, "p",
                                  json_object_new_string (wg_rational_to_string (o->joint[a][d],
                                                                                 p)));
          json_object_array_add (joint, cell);
        }
  return joint;
}

static const char *
plays_to_string (WgOddsPlay play)
{
  static const char *const words[] = { "first-drawn", "best", "either" };

  return words[play];
}

static json_object *
side_json (const WgGame *game,
           const WgOdds *odds,
           const Side   *s,
           WgBattleRole  role)
{
  json_object *o = json_object_new_object ();

  json_object_object_add (o, "color", json_object_new_string (game->players[s->player].color));
  json_object_object_add (o, "ships", json_object_new_int (s->ships));
  json_object_object_add (o, "ai", json_object_new_boolean (game->players[s->player].ai));
  json_object_object_add (o, "plays", json_object_new_string (plays_to_string (odds->plays[role])));
  return o;
}

static void
print_json (const WgGame *game,
            const WgOdds *odds,
            const Side    sides[2])
{
  json_object *o = json_object_new_object ();
  json_object *not_counted = json_object_new_array ();
  json_object *no_cards = json_object_new_array ();
  gboolean     fights = !odds->no_cards[0] && !odds->no_cards[1];

  json_object_object_add (o, "for", json_object_new_string (role_options[odds->view]));
  json_object_object_add (o, "attacker", side_json (game, odds, &sides[0], WG_ROLE_ATTACKER));
  json_object_object_add (o, "defender", side_json (game, odds, &sides[1], WG_ROLE_DEFENDER));
  json_object_object_add (o, "win", fights ? fraction_json (odds->outcome.win[odds->view]) : NULL);
  if (fights)
    {
      json_object_object_add (o, "lost", lost_json (&odds->outcome));
      json_object_object_add (o, "joint", joint_json (&odds->outcome));
    }
  if (odds->n_cards > 0)
    {
      json_object *cards = json_object_new_array ();

      for (guint i = 0; i < odds->n_cards; i++)
        {
          const WgOddsCard *c = &odds->cards[i];
          json_object      *card = json_object_new_object ();

          json_object_object_add (card, "card", json_object_new_string (c->card.name));
          json_object_object_add (card, "win", fraction_json (c->outcome.win[odds->view]));
          json_object_object_add (card, "lost", lost_json (&c->outcome));
          json_object_object_add (card, "joint", joint_json (&c->outcome));
          json_object_array_add (cards, card);
        }
      json_object_object_add (o, "cards", cards);
      json_object_object_add (o, "best",
                              json_object_new_string (odds->cards[odds->best].card.name));
    }
  for (int r = 0; r < 2; r++)
    if (odds->no_cards[r])
      json_object_array_add (no_cards, json_object_new_string (role_options[r]));
  json_object_object_add (o, "no_cards", no_cards);
  for (guint i = 0; i < odds->not_counted->len; i++)
    json_object_array_add (not_counted, json_object_new_string (
                                          g_array_index (odds->not_counted, WgBattleCard, i).name));
  json_object_object_add (o, "not_counted", not_counted);
  json_object_object_add (o, "rulings", wg_cli_rulings_json (&odds->rulings));
  wg_cli_print_json (o);
}

/* ---- Text ------------------------------------------------------------ */

/* "2/3 (66.67 %)" */
static char *
chance (WgRational r)
{
  char fraction[WG_RATIONAL_STRING_SIZE], percent[WG_RATIONAL_PERCENT_SIZE];

  return g_strdup_printf (_ ("%s (%s%%)"), wg_rational_to_string (r, fraction),
                          wg_rational_format_percent (r, percent));
}

/* "  Ships lost by blue: 2 with 2/3 (66.67%), 3 with 1/3 (33.33%)." */
static void
print_losses (const WgGame        *game,
              const WgOddsOutcome *o,
              const Side           sides[2])
{
  for (int r = 0; r < 2; r++)
    {
      g_autoptr (GString) line = g_string_new (NULL);

      for (int n = 0; n <= WG_MAX_SHIPS; n++)
        if (!wg_rational_is_zero (o->lost[r][n]))
          {
            g_autofree char *p = chance (o->lost[r][n]);

            if (line->len > 0)
              g_string_append (line, ", ");
            g_string_append_printf (line, _ ("%d with %s"), n, p);
          }
      g_autofree char *who = wg_cli_player_name (game, sides[r].player);

      g_print (_ ("  Ships lost by %s: %s.\n"), who, line->str);
    }
}

/* Who the view side is up against, and how the other side plays. */
static void
print_setting (const WgGame *game,
               const WgOdds *odds,
               const Side    sides[2])
{
  const Side      *me = &sides[odds->view], *them = &sides[1 - odds->view];
  g_autofree char *who = wg_cli_player_name (game, me->player);
  g_autofree char *other = wg_cli_player_name (game, them->player);
  /* "the Gatekeepers’ 3", "The AI, the Gatekeepers, play" */
  gboolean         plural = wg_game_player_is_plural (game, them->player);

  if (plural)
    g_print (odds->view == WG_ROLE_ATTACKER
               ? _ ("Odds for %s, the attacker: %d ships against %s’ %d.\n")
               : _ ("Odds for %s, the defender: %d ships against %s’ %d.\n"),
             who, me->ships, other, them->ships);
  else
    g_print (odds->view == WG_ROLE_ATTACKER
               ? _ ("Odds for %s, the attacker: %d ships against %s’s %d.\n")
               : _ ("Odds for %s, the defender: %d ships against %s’s %d.\n"),
             who, me->ships, other, them->ships);
  if (odds->plays[1 - odds->view] == WG_ODDS_PLAYS_FIRST)
    g_print (plural ? _ ("The AI, %s, play the first card they draw; the order of their pile is "
                         "not known (R-AI-8).\n")
                    : _ ("The AI, %s, plays the first card it draws; the order of its pile is not "
                         "known (R-AI-8).\n"),
             other);
  else if (odds->plays[1 - odds->view] == WG_ODDS_PLAYS_BEST)
    g_print (_ ("The other side, %s, plays the best card of each hand it may draw.\n"), other);
  else
    g_print (_ ("The choice of %s is not known: each of the two cards it draws counts half the "
                "time.\n"),
             other);
}

static void
print_text (const WgGame *game,
            const WgOdds *odds,
            const Side    sides[2])
{
  g_autofree char *who = wg_cli_player_name (game, sides[odds->view].player);
  g_autofree char *win = chance (odds->outcome.win[odds->view]);

  print_setting (game, odds, sides);
  for (int r = 0; r < 2; r++)
    if (odds->no_cards[r])
      {
        g_autofree char *none = wg_cli_player_name (game, sides[r].player);

        g_print (wg_game_player_is_plural (game, sides[r].player)
                   ? _ ("No odds: %s have no Tactics card to play.\n")
                   : _ ("No odds: %s has no Tactics card to play.\n"),
                 none);
      }
  if (odds->no_cards[0] || odds->no_cards[1])
    return;
  for (guint i = 0; i < odds->n_cards; i++)
    {
      g_autofree char *p = chance (odds->cards[i].outcome.win[odds->view]);

      g_autofree char *name = wg_cli_escape (odds->cards[i].card.name);

      g_print (_ ("With %s, %s wins %s.\n"), name, who, p);
      print_losses (game, &odds->cards[i].outcome, sides);
    }
  if (odds->n_cards > 0)
    {
      g_autofree char *name = wg_cli_escape (odds->cards[odds->best].card.name);

      g_print (_ ("The best card is %s: %s wins %s.\n"), name, who, win);
    }
  else
    {
      g_print (odds->plays[odds->view] == WG_ODDS_PLAYS_FIRST
                 ? _ ("Chance that %s wins: %s, playing the first card it draws.\n")
                 : _ ("Chance that %s wins: %s, playing the best card of each hand it may draw.\n"),
               who, win);
      print_losses (game, &odds->outcome, sides);
    }
  for (guint i = 0; i < odds->not_counted->len; i++)
    {
      const WgBattleCard *c = &g_array_index (odds->not_counted, WgBattleCard, i);

      g_print (c->text ? _ ("Not counted: the text of %s, which the app cannot resolve.\n")
                       : _ ("Not counted: the text of %s is not known.\n"),
               c->name);
    }
}

/* ---- The command ----------------------------------------------------- */

/* --for, or the human side, or the attacker when both are human. */
static int
choose_view (const OddsArgs *a,
             const WgGame   *game,
             const Side      sides[2],
             WgBattleRole   *view)
{
  if (a->view == NULL)
    *view = game->players[sides[0].player].ai ? WG_ROLE_DEFENDER : WG_ROLE_ATTACKER;
  else if (g_str_equal (a->view, "attacker"))
    *view = WG_ROLE_ATTACKER;
  else if (g_str_equal (a->view, "defender"))
    *view = WG_ROLE_DEFENDER;
  else
    return wg_cli_usage_error (&command, _ ("--for must be attacker or defender"));
  return WG_CLI_EXIT_OK;
}

static int
answer (const OddsArgs  *a,
        const WgCatalog *catalog,
        const WgGame    *game,
        gboolean         json)
{
  Side       sides[2] = { { 0 }, { 0 } };
  WgOddsSide in[2];
  g_autoptr (WgOdds) odds = NULL;
  g_autoptr (GError) error = NULL;
  WgBattleRole view = WG_ROLE_ATTACKER;
  int          status;

  status = count_ships (a, game, sides);
  for (int r = 0; r < 2 && status == WG_CLI_EXIT_OK; r++)
    status = side_cards (a, catalog, game, r, &sides[r]);
  if (status == WG_CLI_EXIT_OK)
    status = choose_view (a, game, sides, &view);
  if (status == WG_CLI_EXIT_OK)
    {
      for (int r = 0; r < 2; r++)
        odds_side (&sides[r], game->players[sides[r].player].ai, &in[r]);
      odds = wg_odds_compute (sides[0].ships, sides[1].ships, &in[0], &in[1], view, &error);
      if (odds == NULL)
        {
          g_printerr ("warpgate-cli: %s\n", error->message);
          status = 1;
        }
      else if (json)
        print_json (game, odds, sides);
      else
        {
          print_text (game, odds, sides);
          wg_cli_print_rulings (&odds->rulings);
        }
    }
  for (int r = 0; r < 2; r++)
    side_clear (&sides[r]);
  return status;
}

int
wg_cli_odds (int    argc,
             char **argv)
{
  g_auto (OddsArgs) a = { 0 };
  gboolean     json = FALSE;
  GOptionEntry entries[] = {
    { "attacker", 0, 0, G_OPTION_ARG_STRING, &a.attacker, N_ ("The attacking player"), "C" },
    { "from", 0, 0, G_OPTION_ARG_STRING_ARRAY, &a.from,
      N_ ("Where the attack comes from, with a ship count (default: all there)"), "ID[:COUNT]" },
    { "at", 0, 0, G_OPTION_ARG_STRING, &a.at, N_ ("The battle planet"), "PLANET" },
    { "for", 0, 0, G_OPTION_ARG_STRING, &a.view,
      N_ ("Whose odds (default: the human side; the attacker when both are human)"),
      "attacker|defender" },
    { "attacker-hand", 0, 0, G_OPTION_ARG_STRING, &a.hand[0],
      N_ ("The 2 cards the attacker has drawn"), "CARD,CARD" },
    { "defender-hand", 0, 0, G_OPTION_ARG_STRING, &a.hand[1],
      N_ ("The 2 cards the defender has drawn"), "CARD,CARD" },
    { "attacker-pile", 0, 0, G_OPTION_ARG_STRING, &a.pile[0],
      N_ ("The attacker’s Tactics draw pile"), "CARD,…" },
    { "attacker-discard", 0, 0, G_OPTION_ARG_STRING, &a.discard[0],
      N_ ("The attacker’s Tactics discard"), "CARD,…" },
    { "defender-pile", 0, 0, G_OPTION_ARG_STRING, &a.pile[1],
      N_ ("The defender’s Tactics draw pile"), "CARD,…" },
    { "defender-discard", 0, 0, G_OPTION_ARG_STRING, &a.discard[1],
      N_ ("The defender’s Tactics discard"), "CARD,…" },
    { "catalog", 0, 0, G_OPTION_ARG_FILENAME, &a.catalog,
      N_ ("A card catalog completing the built-in and user ones"), "FILE" },
    { NULL }
  };
  g_autoptr (WgGame) game = NULL;
  g_autoptr (WgCatalog) catalog = NULL;
  int status = WG_CLI_EXIT_OK;

  if (!wg_cli_parse_options (&command, entries, &json, &argc, &argv, 1, 1))
    return WG_CLI_EXIT_USAGE;
  if (a.view != NULL && !g_str_equal (a.view, "attacker") && !g_str_equal (a.view, "defender"))
    return wg_cli_usage_error (&command, _ ("--for must be attacker or defender"));
  catalog = wg_cli_load_catalog (a.catalog, &status);
  if (catalog == NULL)
    return status;
  game = wg_cli_load_game (argv[2], &status);
  if (game == NULL)
    return status;
  return answer (&a, catalog, game, json);
}
