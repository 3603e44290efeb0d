/* wg-explore-pass.c — tokens that move cards between players, and tile rotation
 * Copyright 2026 The Warpgate Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "wg-explore-private.h"
#include "wg-tile.h"

void
wg_explore_add_technology_options (WgQuestion   *q,
                                   const GArray *technologies)
{
  for (guint k = 0; k < technologies->len; k++)
    {
      const WgTechnology *t = &g_array_index (technologies, WgTechnology, k);
      g_autofree char    *id = g_strdup_printf ("%u", k);
      g_autofree char    *label = NULL;

      if (t->name != NULL)
        label = g_strdup_printf ("%s (%s)", t->name, wg_planet_type_display_name (t->type));
      else
        label = g_strdup (wg_planet_type_display_name (t->type));
      wg_question_add_option (q, id, label);
    }
}

/* The player who chooses for @player: the human for the AI (R-EXP-7). */
static char *
chooser_text (const WgGame *g,
              int           player,
              const char   *what,
              int           to)
{
  if (g->players[player].ai)
    return g_strdup_printf (_ ("Which %s do the Gatekeepers pass to %s? You choose for them "
                               "(R-EXP-7)."),
                            what, wg_game_player_label (g, to));
  return g_strdup_printf (_ ("Which %s does %s pass to %s?"), what,
                          wg_game_player_label (g, player), wg_game_player_label (g, to));
}

/*
 * pass-objectives (R-EXP-5, R-EXP-7):
 *  1. every player who holds an Objective (one not yet judged: "held")
 *     chooses one, in seating order (the AI's chosen by the human);
 *  2. then all pass at once, each to the player on their left — the next
 *     in the players' clockwise seating order.
 * A player with one held Objective is not asked.
 */
gboolean
wg_explore_pass_objectives (WgGame    *g,
                            WgAnswers *answers,
                            WgOutcome *outcome)
{
  int         chosen[WG_MAX_PLAYERS];
  WgObjective passed[WG_MAX_PLAYERS];

  wg_ruling_list_add (&outcome->rulings, "R-EXP-7");
  for (guint p = 0; p < g->n_players; p++)
    {
      const GArray    *objectives = g->players[p].objectives;
      int              to = (int) ((p + 1) % g->n_players);
      g_autofree char *text = chooser_text (g, (int) p, _ ("Objective"), to);
      WgQuestion      *q = wg_question_new ("pass-objective", text);
      g_autoptr (GArray) index = g_array_new (FALSE, FALSE, sizeof (int));
      int i;

      chosen[p] = -1;
      for (guint k = 0; k < objectives->len; k++)
        {
          const WgObjective *o = &g_array_index (objectives, WgObjective, k);
          g_autofree char   *id = g_strdup_printf ("%u", k);
          int                ki = (int) k;

          if (o->status != WG_OBJECTIVE_HELD)
            continue;
          wg_question_add_option (q, id, wg_planet_type_display_name (o->type));
          g_array_append_val (index, ki);
        }
      if (index->len == 0 || g->n_players < 2)
        {
          wg_question_free (q);
          continue;
        }
      i = wg_explore_ask (answers, FALSE, q, outcome);
      if (i < 0)
        return FALSE;
      chosen[p] = g_array_index (index, int, i);
    }
  for (guint p = 0; p < g->n_players; p++)
    if (chosen[p] >= 0)
      {
        passed[p] = g_array_index (g->players[p].objectives, WgObjective, chosen[p]);
        /* The element moves on: removal must not free its name. */
        g_array_index (g->players[p].objectives, WgObjective, chosen[p]).name = NULL;
        g_array_remove_index (g->players[p].objectives, (guint) chosen[p]);
      }
  for (guint p = 0; p < g->n_players; p++)
    if (chosen[p] >= 0)
      {
        int to = (int) ((p + 1) % g->n_players);

        g_array_append_val (g->players[to].objectives, passed[p]);
        wg_outcome_tell (outcome, _ ("%s passes their %s Objective to %s."),
                         wg_game_player_label (g, (int) p),
                         wg_planet_type_display_name (passed[p].type),
                         wg_game_player_label (g, to));
      }
  return TRUE;
}

/*
 * pass-technologies (R-EXP-5, R-EXP-7):
 *  1. who holds a Technology is settled first;
 *  2. each of them chooses one (the AI's chosen by the human), in seating
 *     order, to pass to the nearest player on their left — the next in the
 *     clockwise seating order — who holds a Technology;
 *  3. then all pass at once. A player who is the only holder keeps theirs.
 * Face-down (secret) Technologies are not Technologies any more (R-EXP-10).
 */
gboolean
wg_explore_pass_technologies (WgGame    *g,
                              WgAnswers *answers,
                              WgOutcome *outcome)
{
  int          chosen[WG_MAX_PLAYERS], to[WG_MAX_PLAYERS];
  WgTechnology passed[WG_MAX_PLAYERS];

  wg_ruling_list_add (&outcome->rulings, "R-EXP-7");
  for (guint p = 0; p < g->n_players; p++)
    {
      chosen[p] = -1;
      to[p] = -1;
      if (g->players[p].technologies->len == 0)
        continue;
      for (guint k = 1; k < g->n_players && to[p] < 0; k++)
        if (g->players[(p + k) % g->n_players].technologies->len > 0)
          to[p] = (int) ((p + k) % g->n_players);
    }
  for (guint p = 0; p < g->n_players; p++)
    {
      g_autofree char *text = NULL;
      WgQuestion      *q;
      int              i;

      if (to[p] < 0)
        continue;
      text = chooser_text (g, (int) p, _ ("Technology"), to[p]);
      q = wg_question_new ("pass-technology", text);
      wg_explore_add_technology_options (q, g->players[p].technologies);
      i = wg_explore_ask (answers, FALSE, q, outcome);
      if (i < 0)
        return FALSE;
      chosen[p] = i;
    }
  for (guint p = 0; p < g->n_players; p++)
    if (chosen[p] >= 0)
      {
        passed[p] = g_array_index (g->players[p].technologies, WgTechnology, chosen[p]);
        g_array_index (g->players[p].technologies, WgTechnology, chosen[p]).name = NULL;
        g_array_remove_index (g->players[p].technologies, (guint) chosen[p]);
      }
  for (guint p = 0; p < g->n_players; p++)
    if (chosen[p] >= 0)
      {
        g_array_append_val (g->players[to[p]].technologies, passed[p]);
        wg_outcome_tell (outcome, _ ("%s passes their %s Technology to %s."),
                         wg_game_player_label (g, (int) p),
                         wg_planet_type_display_name (passed[p].type),
                         wg_game_player_label (g, to[p]));
      }
  return TRUE;
}

/*
 * rotate-tile-cw / -ccw (R-EXP-5, R-EXP-8):
 *  1. the tile holding the planet, as the board records it ("board.tiles");
 *  2. ignored on a diamond-shaped tile, and for a tile whose hexes do not
 *     turn onto themselves about its centre;
 *  3. every hex of the tile moves one edge about the centre, with what it
 *     holds: the cell keeps its id, type, sector and everything on it
 *     (ships, markers, drones, tokens), only its position changes, so the
 *     game's per-cell state stays as it is.
 */
void
wg_explore_rotate_tile (WgGame    *g,
                        int        cell,
                        int        steps,
                        WgOutcome *outcome)
{
  const WgBoard          *board = g->board;
  int                     t = wg_board_find_tile (board, cell);
  const WgBoardTile      *tile;
  guint                   n = wg_board_get_n_cells (board), n_tiles = wg_board_get_n_tiles (board);
  g_autofree WgCell      *cells = NULL;
  g_autofree WgBoardTile *tiles = NULL;
  g_autoptr (GError) error = NULL;
  WgBoard *turned;

  wg_ruling_list_add (&outcome->rulings, "R-EXP-8");
  if (t < 0 && n_tiles == 0)
    {
      /* Nothing the app could turn: the table keeps its board as the app
       * has it, or every range after would differ from the table's. */
      wg_outcome_tell (outcome, _ ("This board records no tiles, so the tile holding %s cannot "
                                   "turn (R-EXP-8): leave it as it lies at the table, so that "
                                   "the table and the app agree. A board laid out from tiles, or "
                                   "grouped in the board editor, can turn."),
                       wg_explore_cell_id (g, cell));
      return;
    }
  if (t < 0)
    {
      wg_outcome_tell (outcome, _ ("%s is on no tile this board records, so it cannot turn "
                                   "(R-EXP-8): leave its tile as it lies at the table, so that "
                                   "the table and the app agree."),
                       wg_explore_cell_id (g, cell));
      return;
    }
  tile = wg_board_get_tile (board, (guint) t);
  if (tile->shape == WG_TILE_SHAPE_DIAMOND)
    {
      wg_outcome_tell (outcome, _ ("%s is on a diamond-shaped tile: the rotation is ignored "
                                   "(R-EXP-5)."),
                       wg_explore_cell_id (g, cell));
      return;
    }
  if (!wg_board_tile_turns_onto_itself (tile, steps))
    {
      wg_outcome_tell (outcome, _ ("The tile holding %s does not turn onto itself about its "
                                   "centre: it is not rotated (R-EXP-8)."),
                       wg_explore_cell_id (g, cell));
      return;
    }
  cells = g_new (WgCell, MAX (n, 1));
  for (guint i = 0; i < n; i++)
    {
      cells[i] = *wg_board_get_cell (board, (int) i);
      if (wg_board_find_tile (board, (int) i) == t)
        {
          WgHex off = { cells[i].hex.q - tile->center.q, cells[i].hex.r - tile->center.r };

          cells[i].hex = wg_hex_add (tile->center, wg_hex_rotate (off, steps));
        }
    }
  tiles = g_new (WgBoardTile, MAX (n_tiles, 1));
  for (guint i = 0; i < n_tiles; i++)
    tiles[i] = *wg_board_get_tile (board, i);
  turned = wg_board_new_with_tiles (wg_board_get_name (board), cells, n, tiles, n_tiles, &error);
  g_assert_no_error (error); /* the same hexes, moved among themselves */
  wg_board_unref (g->board);
  g->board = turned;
  wg_outcome_tell (outcome, steps < 0 ? _ ("The tile holding %s turns one edge clockwise, with "
                                           "everything on it (R-EXP-8).")
                                      : _ ("The tile holding %s turns one edge "
                                           "counter-clockwise, with everything on it (R-EXP-8)."),
                   wg_explore_cell_id (g, cell));
}
