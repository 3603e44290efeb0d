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
  N_ ("The score by category (R-SCORE-1; the AI by R-SCORE-3): the winner and the tie-break "
      "(R-SCORE-2) once the game is over and every Objective judged, the standings before "
      "(R-SCORE-4)."),
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

/* The table's columns: the player, then the categories of R-SCORE-1 and the
 * planets of the tie-break (R-SCORE-2). Each column is as wide as its widest
 * cell, measured in terminal columns, so Japanese headings and names line up. */
#define N_COLUMNS 8

static void
row_cells (const WgGame      *game,
           const WgScoreLine *l,
           char              *cells[N_COLUMNS])
{
  int values[N_COLUMNS - 1] = { l->objectives, l->trade_goods, l->tactics,
                                l->technologies, l->exploration, l->total,
                                l->controlled_planets };

  cells[0] = wg_cli_player_name (game, l->player);
  for (guint c = 1; c < N_COLUMNS; c++)
    cells[c] = g_strdup_printf ("%d", values[c - 1]);
}

static void
print_row (char *const cells[N_COLUMNS],
           const gsize widths[N_COLUMNS])
{
  for (guint c = 0; c < N_COLUMNS; c++)
    {
      if (c > 0)
        g_print (" ");
      /* The player on the left, the numbers (and their headings) on the right. */
      wg_cli_print_cell (cells[c], widths[c], c > 0);
    }
  g_print ("\n");
}

static void
print_table (const WgGame  *game,
             const WgScore *score)
{
  const char *headings[N_COLUMNS] = { _ ("Player"), _ ("Obj."), _ ("TG"), _ ("Tac."),
                                      _ ("Tech."), _ ("Expl."), _ ("Total"), _ ("Planets") };
  /* The narrowest each column may be: the English table's widths. */
  gsize       widths[N_COLUMNS] = { 18, 5, 5, 5, 5, 5, 6, 8 };
  g_autoptr (GPtrArray) rows = g_ptr_array_new_with_free_func ((GDestroyNotify) g_strfreev);

  for (guint c = 0; c < N_COLUMNS; c++)
    widths[c] = MAX (widths[c], wg_cli_display_width (headings[c]));
  for (guint i = 0; i < score->n_lines; i++)
    {
      char **cells = g_new0 (char *, N_COLUMNS + 1);

      row_cells (game, &score->lines[i], cells);
      for (guint c = 0; c < N_COLUMNS; c++)
        widths[c] = MAX (widths[c], wg_cli_display_width (cells[c]));
      g_ptr_array_add (rows, cells);
    }
  print_row ((char *const *) headings, widths);
  for (guint i = 0; i < score->n_lines; i++)
    {
      const WgScoreLine *l = &score->lines[i];

      print_row (g_ptr_array_index (rows, i), widths);
      if (l->unknown_tactics > 0)
        g_print (g_dngettext (GETTEXT_PACKAGE,
                              "  (%d Tactics card of unknown kind counted as Basic)\n",
                              "  (%d Tactics cards of unknown kind counted as Basic)\n",
                              (gulong) l->unknown_tactics),
                 l->unknown_tactics);
    }
}

/* A result names its winners (R-SCORE-2); standings — the game not over,
 * or a human Objective unjudged (R-SCORE-4) — name each unjudged Objective
 * and who leads, and crown nobody. */
static void
print_text (const WgGame  *game,
            const WgScore *score)
{
  g_autofree char *verdict = NULL;
  g_auto (GStrv) unjudged = wg_score_describe_unjudged (game);

  print_table (game, score);
  for (guint i = 0; unjudged[i] != NULL; i++)
    {
      g_autofree char *shown = wg_cli_escape_long (unjudged[i]);

      g_print ("%s\n", shown);
    }
  if (wg_score_is_result (game, score))
    verdict = wg_score_describe (game, score);
  else if (score->n_lines > 0)
    verdict = wg_score_describe_standings (game, score);
  if (verdict != NULL)
    {
      g_autofree char *shown = wg_cli_escape_long (verdict);

      g_print ("%s\n", shown);
    }
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
