/* wg-cli-score.c — warpgate-cli score: the final score
 * Copyright 2026 The Warpgate Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "wg-cli.h"
#include "wg-i18n.h"
#include "wg-score.h"

static const WgCliCommand command = {
  "score",
  "GAME",
  N_ ("The final score by category (R-SCORE-1; the AI by R-SCORE-3), the winner and the "
      "tie-break (R-SCORE-2)."),
  wg_cli_score,
};

static json_object *
line_json (const WgGame      *game,
           const WgScoreLine *line)
{
  json_object    *o = json_object_new_object ();
  json_object    *unjudged = json_object_new_array ();
  const WgPlayer *p = &game->players[line->player];

  /* R-SCORE-4: indices into the player's objectives still held. */
  for (guint k = 0; line->unjudged > 0 && k < p->objectives->len; k++)
    if (g_array_index (p->objectives, WgObjective, k).status == WG_OBJECTIVE_HELD)
      json_object_array_add (unjudged, json_object_new_int ((int) k));
  json_object_object_add (o, "color", json_object_new_string (game->players[line->player].color));
  json_object_object_add (o, "objectives", json_object_new_int (line->objectives));
  json_object_object_add (o, "trade_goods", json_object_new_int (line->trade_goods));
  json_object_object_add (o, "tactics", json_object_new_int (line->tactics));
  json_object_object_add (o, "technologies", json_object_new_int (line->technologies));
  json_object_object_add (o, "exploration", json_object_new_int (line->exploration));
  json_object_object_add (o, "total", json_object_new_int (line->total));
  json_object_object_add (o, "controlled_planets", json_object_new_int (line->controlled_planets));
  json_object_object_add (o, "unjudged", unjudged);
  return o;
}

static void
print_text (const WgGame  *game,
            const WgScore *score)
{
  g_autofree char *verdict = wg_score_describe (game, score);

  /* Column headings: the categories of R-SCORE-1. */
  g_print ("%-18s %5s %5s %5s %5s %5s %6s %8s\n", _ ("Player"), _ ("Obj."), _ ("TG"), _ ("Tac."),
           _ ("Tech."), _ ("Expl."), _ ("Total"), _ ("Planets"));
  for (guint i = 0; i < score->n_lines; i++)
    {
      const WgScoreLine *l = &score->lines[i];
      g_autofree char   *who = wg_cli_player_name (game, l->player);

      g_print ("%-18s %5d %5d %5d %5d %5d %6d %8d\n", who,
               l->objectives, l->trade_goods, l->tactics, l->technologies, l->exploration,
               l->total, l->controlled_planets);
      if (l->unjudged > 0)
        g_print (g_dngettext (GETTEXT_PACKAGE,
                              "  (%d Objective still held: judge it completed or failed; it "
                              "counts 0 until then, R-SCORE-4)\n",
                              "  (%d Objectives still held: judge each completed or failed; "
                              "they count 0 until then, R-SCORE-4)\n",
                              (gulong) l->unjudged),
                 l->unjudged);
      if (l->unknown_tactics > 0)
        g_print (g_dngettext (GETTEXT_PACKAGE,
                              "  (%d Tactics card of unknown kind counted as Basic)\n",
                              "  (%d Tactics cards of unknown kind counted as Basic)\n",
                              (gulong) l->unknown_tactics),
                 l->unknown_tactics);
    }
  {
    g_autofree char *shown = wg_cli_escape_long (verdict);

    g_print ("%s\n", shown);
  }
  if (!score->final)
    g_print (_ ("Not final: some Objectives are still held (R-SCORE-4).\n"));
  if (!game->game_over)
    g_print (_ ("(The game is not over yet: this is the score as the table stands.)\n"));
  wg_cli_print_rulings (&score->rulings);
}

int
wg_cli_score (int    argc,
              char **argv)
{
  gboolean         json = FALSE;
  g_autofree char *catalog_path = NULL;
  GOptionEntry     entries[] = {
        { "catalog", 0, 0, G_OPTION_ARG_FILENAME, &catalog_path,
          N_ ("A card catalog to complete the built-in one"), "FILE" },
        { NULL }
  };
  g_autoptr (WgGame) game = NULL;
  g_autoptr (WgCatalog) catalog = NULL;
  int     status = WG_CLI_EXIT_OK;
  WgScore score;

  if (!wg_cli_parse_options (&command, entries, &json, &argc, &argv, 1, 1))
    return WG_CLI_EXIT_USAGE;
  game = wg_cli_load_game (argv[2], &status);
  if (game == NULL)
    return status;
  catalog = wg_cli_load_catalog (catalog_path, &status);
  if (catalog == NULL)
    return status;
  wg_score_compute (game, catalog, &score);
  if (json)
    {
      json_object *o = json_object_new_object ();
      json_object *players = json_object_new_array ();
      json_object *winners = json_object_new_array ();

      for (guint i = 0; i < score.n_lines; i++)
        json_object_array_add (players, line_json (game, &score.lines[i]));
      for (guint i = 0; i < score.n_winners; i++)
        json_object_array_add (winners, json_object_new_string (
                                          game->players[score.winners[i]].color));
      json_object_object_add (o, "players", players);
      json_object_object_add (o, "winners", winners);
      json_object_object_add (o, "tiebreak",
                              json_object_new_string (wg_tiebreak_to_string (score.tiebreak)));
      json_object_object_add (o, "game_over", json_object_new_boolean (game->game_over));
      json_object_object_add (o, "final", json_object_new_boolean (score.final));
      json_object_object_add (o, "rulings", wg_cli_rulings_json (&score.rulings));
      wg_cli_print_json (o);
    }
  else
    print_text (game, &score);
  return WG_CLI_EXIT_OK;
}
