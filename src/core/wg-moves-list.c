/* wg-moves-list.c — every legal move of an action (docs/cli.md `moves`)
 * Copyright 2026 The Warpgate Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "wg-moves-private.h"
#include "wg-range.h"

static void
add_option (WgMoveList         *list,
            const WgMoveOption *option)
{
  g_array_append_val (list->options, *option);
}

static WgMoveOption
option_to (int to)
{
  WgMoveOption o = { { WG_NONE, WG_NONE }, 0, WG_NONE, to, -1, FALSE, 0, 0, 0, { -1, -1 } };

  return o;
}

/* Where ships from @from may go at all: a location, not the origin, not
 * another player's Warpgate (R-MOVE-3), enemy ships only when attacking
 * (R-MOVE-2), within @limit. Returns the range, or -1. */
static int
reachable (const WgGame     *game,
           const WgRangeMap *map,
           int               player,
           WgAction          action,
           int               from,
           int               to,
           int               limit)
{
  int r;

  if (to == from || wg_judge_foreign_warpgate (game, to, player))
    return -1;
  if (wg_game_has_enemy_ships (game, to, player) && !wg_action_may_attack (action))
    return -1;
  /* R-EXP-5 truce: no attack on or by its player this round (the AI ignores
   * it, R-EXP-7). */
  if (wg_game_has_enemy_ships (game, to, player) && !game->players[player].ai
      && (wg_game_has_truce (game, player)
          || wg_game_has_truce (game, game->stacks[to].ship_owner)))
    return -1;
  r = wg_range_map_get (map, to);
  return r == WG_RANGE_UNREACHABLE || r > limit ? -1 : r;
}

/* The ships one origin may send (R-MOVE-4…7): [min, max], or FALSE. */
static gboolean
count_bounds (WgAction action,
              int      ships,
              int     *min,
              int     *max)
{
  *min = action == WG_ACTION_ADVANCE ? 2 : 1;
  *max = action == WG_ACTION_RECON || action == WG_ACTION_SKIRMISH ? 1 : ships;
  return ships >= *min;
}

/*
 * Movement options: one per (origin, destination), and for Concentrate one
 * per (two origins, destination) with every origin within range. One range
 * search per origin (R-RANGE-1) serves every destination.
 */
static void
list_movement (const WgGame *game,
               WgMoveList   *list)
{
  int   limit = wg_action_range_limit (list->action, list->x, list->trade_good);
  guint n = wg_board_get_n_locations (game->board);
  g_autoptr (GPtrArray) maps = g_ptr_array_new_with_free_func ((GDestroyNotify) wg_range_map_free);
  g_autoptr (GArray) origins = g_array_new (FALSE, FALSE, sizeof (int));

  for (guint i = 0; i < n; i++)
    {
      int cell = wg_board_get_location (game->board, i);

      if (wg_game_ships_at (game, cell, list->player) > 0)
        {
          g_array_append_val (origins, cell);
          g_ptr_array_add (maps, wg_range_map_new_for_game (game, cell));
        }
    }
  for (guint a = 0; a < origins->len; a++)
    {
      int from = g_array_index (origins, int, a);
      int ships = wg_game_ships_at (game, from, list->player);
      int min, max;

      if (!count_bounds (list->action, ships, &min, &max))
        continue;
      for (guint i = 0; i < n; i++)
        {
          int          to = wg_board_get_location (game->board, i);
          int          r = reachable (game, g_ptr_array_index (maps, a), list->player, list->action,
                                      from, to, limit);
          WgMoveOption o;

          if (r < 0)
            continue;
          o = option_to (to);
          o.from[0] = from;
          o.n_from = 1;
          o.range = r;
          o.attack = wg_game_has_enemy_ships (game, to, list->player);
          o.min_ships = min;
          o.max_ships = max;
          add_option (list, &o);
        }
    }
  if (list->action != WG_ACTION_CONCENTRATE)
    return;
  for (guint a = 0; a < origins->len; a++)
    for (guint b = a + 1; b < origins->len; b++)
      for (guint i = 0; i < n; i++)
        {
          int          from_a = g_array_index (origins, int, a), from_b = g_array_index (origins, int, b);
          int          to = wg_board_get_location (game->board, i);
          int          ra = reachable (game, g_ptr_array_index (maps, a), list->player, list->action, from_a,
                                       to, limit);
          int          rb = reachable (game, g_ptr_array_index (maps, b), list->player, list->action, from_b,
                                       to, limit);
          WgMoveOption o;

          if (ra < 0 || rb < 0 || to == from_a || to == from_b)
            continue;
          o = option_to (to);
          o.from[0] = from_a;
          o.from[1] = from_b;
          o.n_from = 2;
          o.range = MAX (ra, rb);
          o.attack = wg_game_has_enemy_ships (game, to, list->player);
          o.min_ships = 2;
          o.max_ships = wg_game_ships_at (game, from_a, list->player)
                        + wg_game_ships_at (game, from_b, list->player);
          add_option (list, &o);
        }
}

static int
compare_reach (gconstpointer a,
               gconstpointer b)
{
  const WgRangeReach *x = a, *y = b;

  return (x->to > y->to) - (x->to < y->to);
}

static gboolean
is_trade_planet (const WgGame *game,
                 int           cell)
{
  const WgCell *c = wg_board_get_cell (game->board, cell);

  /* A trade icon printed or added by a token; none on a voided planet
   * (R-EXP-5, R-EXP-6). */
  return c->kind == WG_HEX_PLANET && wg_game_has_trade_icon (game, cell)
         && !wg_game_is_voided (game, cell);
}

/* The trade planets within @limit of @from, as (index in @planet_index's
 * numbering, range) pairs sorted by that index. */
static void
trade_planets_within (const WgGame   *game,
                      WgRangeScratch *scratch,
                      const int      *planet_index,
                      int             from,
                      int             limit,
                      GArray         *reach,
                      GArray         *out)
{
  g_array_set_size (reach, 0);
  g_array_set_size (out, 0);
  wg_range_reach (scratch, from, game->warpgates_block, limit, reach);
  for (guint i = 0; i < reach->len; i++)
    {
      WgRangeReach r = g_array_index (reach, WgRangeReach, i);

      if (planet_index[r.to] >= 0)
        {
          r.to = planet_index[r.to];
          g_array_append_val (out, r);
        }
    }
  g_array_sort (out, compare_reach);
}

/*
 * Trade routes (R-MOVE-8): from a trade planet with the player's ship, to a
 * second and a third, distinct, without enemy ships, each leg within X.
 * Each leg is searched only as far as X (wg_range_reach), from the planets
 * with the player's ships and then from the second planets they reach, so
 * memory stays one board's scratch however many trade planets the board
 * has; the routes come out in the order of the board's locations (first,
 * second, third), as they always have.
 */
static void
list_trade (const WgGame *game,
            WgMoveList   *list)
{
  int   limit = wg_effective_x (list->x, list->trade_good);
  guint n = wg_board_get_n_locations (game->board);
  guint n_cells = wg_board_get_n_cells (game->board);
  g_autoptr (GArray) planets = g_array_new (FALSE, FALSE, sizeof (int));
  g_autofree int *planet_index = g_new (int, n_cells);
  g_autoptr (WgRangeScratch) scratch = wg_range_scratch_new (game->board);
  g_autoptr (GArray) reach = g_array_new (FALSE, FALSE, sizeof (WgRangeReach));
  g_autoptr (GArray) vias = g_array_new (FALSE, FALSE, sizeof (WgRangeReach));
  g_autoptr (GArray) tos = g_array_new (FALSE, FALSE, sizeof (WgRangeReach));

  for (guint i = 0; i < n_cells; i++)
    planet_index[i] = -1;
  for (guint i = 0; i < n; i++)
    {
      int cell = wg_board_get_location (game->board, i);

      if (is_trade_planet (game, cell))
        {
          planet_index[cell] = (int) planets->len;
          g_array_append_val (planets, cell);
        }
    }
  for (guint a = 0; a < planets->len; a++)
    {
      int from = g_array_index (planets, int, a);

      if (wg_game_ships_at (game, from, list->player) == 0)
        continue;
      trade_planets_within (game, scratch, planet_index, from, limit, reach, vias);
      for (guint i = 0; i < vias->len; i++)
        {
          guint b = (guint) g_array_index (vias, WgRangeReach, i).to;
          int   r1 = g_array_index (vias, WgRangeReach, i).range;
          int   via = g_array_index (planets, int, b);

          if (b == a || wg_game_has_enemy_ships (game, via, list->player))
            continue;
          trade_planets_within (game, scratch, planet_index, via, limit, reach, tos);
          for (guint j = 0; j < tos->len; j++)
            {
              guint        c = (guint) g_array_index (tos, WgRangeReach, j).to;
              int          r2 = g_array_index (tos, WgRangeReach, j).range;
              int          to = g_array_index (planets, int, c);
              WgMoveOption o;

              if (c == a || c == b || wg_game_has_enemy_ships (game, to, list->player))
                continue;
              o = option_to (to);
              o.from[0] = from;
              o.n_from = 1;
              o.via = via;
              o.range = MAX (r1, r2);
              o.legs[0] = r1;
              o.legs[1] = r2;
              o.min_ships = o.max_ships = 1;
              add_option (list, &o);
            }
        }
    }
}

/* Research destinations (R-MOVE-10): planets within X of the drone, not
 * its own planet, without enemy ships, matching an available Technology. */
static void
list_research (const WgGame *game,
               WgMoveList   *list)
{
  int drone = game->drones[list->player];
  int limit = wg_effective_x (list->x, list->trade_good);
  g_autoptr (WgRangeMap) map = NULL;
  guint n = wg_board_get_n_locations (game->board);

  if (drone < 0 || game->players[list->player].ai)
    return;
  map = wg_range_map_new_for_game (game, drone);
  for (guint i = 0; i < n; i++)
    {
      int           to = wg_board_get_location (game->board, i);
      const WgCell *c = wg_board_get_cell (game->board, to);
      int           r = wg_range_map_get (map, to);
      WgMoveOption  o;

      if (c->kind != WG_HEX_PLANET || to == drone || wg_game_is_voided (game, to)
          || wg_game_has_enemy_ships (game, to, list->player)
          || r == WG_RANGE_UNREACHABLE || r > limit)
        continue;
      o = option_to (to);
      o.range = r;
      o.technologies = wg_judge_matching_technologies (game, c->type);
      if (o.technologies != 0)
        add_option (list, &o);
    }
}

/* Warp-in, Reinforce, Control: the locations that may receive, and how
 * many (R-MOVE-9, R-CTRL-2):
 *  1. Warp-in: the player's own Warpgate, up to X ships from the supply;
 *  2. Reinforce: every location holding the player's ships, own Warpgate
 *     only while it holds them (R-MOVE-12), up to X within the supply;
 *  3. Control: every planet holding the player's ships; one that needs a
 *     new marker only while the supply has one left (R-CTRL-5), one that
 *     already holds the player's marker always. */
static void
list_receivers (const WgGame *game,
                WgMoveList   *list)
{
  int   x = wg_effective_x (list->x, list->trade_good);
  int   supply = wg_game_supply (game, list->player);
  guint n = wg_board_get_n_locations (game->board);

  if (list->action == WG_ACTION_WARP_IN)
    {
      int          gate = wg_game_warpgate_of (game, list->player);
      WgMoveOption o = option_to (gate);

      list->limit = MIN (x, supply);
      if (gate >= 0 && list->limit > 0 && !wg_game_has_enemy_ships (game, gate, list->player))
        add_option (list, &o);
      return;
    }
  list->limit = list->action == WG_ACTION_REINFORCE ? MIN (x, supply) : x;
  list->markers_left = game->players[list->player].markers_total
                       - wg_game_markers_on_board (game, list->player);
  if (list->limit <= 0)
    return;
  for (guint i = 0; i < n; i++)
    {
      int          cell = wg_board_get_location (game->board, i);
      WgMoveOption o = option_to (cell);

      if (wg_game_ships_at (game, cell, list->player) == 0)
        continue;
      if (list->action == WG_ACTION_CONTROL
          && (wg_board_get_cell (game->board, cell)->kind != WG_HEX_PLANET
              || wg_game_is_voided (game, cell)))
        continue;
      if (list->action == WG_ACTION_CONTROL && list->markers_left <= 0
          && game->stacks[cell].marker_owner != list->player)
        continue;
      add_option (list, &o);
    }
}

WgMoveList *
wg_moves_list (const WgGame *game,
               int           player,
               WgAction      action,
               int           x,
               gboolean      trade_good)
{
  WgMoveList *list;

  g_return_val_if_fail (game != NULL, NULL);
  g_return_val_if_fail (player >= 0 && (guint) player < game->n_players, NULL);
  g_return_val_if_fail ((guint) action < WG_N_ACTIONS, NULL);

  list = g_new0 (WgMoveList, 1);
  list->action = action;
  list->player = player;
  list->x = MAX (x, 0);
  list->trade_good = trade_good;
  list->options = g_array_new (FALSE, FALSE, sizeof (WgMoveOption));
  /* Spending a Trade Good needs one (R-RANGE-6). */
  if (x < 0 || (trade_good && game->players[player].trade_goods_unspent < 1))
    return list;

  switch (action)
    {
    case WG_ACTION_RECON:
    case WG_ACTION_MANEUVER:
    case WG_ACTION_SKIRMISH:
    case WG_ACTION_ADVANCE:
    case WG_ACTION_CONCENTRATE:
      list_movement (game, list);
      break;
    case WG_ACTION_TRADE:
      list_trade (game, list);
      break;
    case WG_ACTION_RESEARCH:
      list_research (game, list);
      break;
    case WG_ACTION_WARP_IN:
    case WG_ACTION_REINFORCE:
    case WG_ACTION_CONTROL:
      list_receivers (game, list);
      break;
    case WG_ACTION_PROMOTE:
      list->limit = MIN (wg_effective_x (x, trade_good),
                         (int) (wg_deck_size (&game->promotion_deck)
                                + game->promotion_discard->len));
      break;
    case WG_ACTION_DRAW:
      list->limit = wg_effective_x (x, trade_good);
      break;
    case WG_N_ACTIONS:
    default:
      g_assert_not_reached ();
    }
  return list;
}

void
wg_move_list_free (WgMoveList *list)
{
  if (list == NULL)
    return;
  g_array_unref (list->options);
  g_free (list);
}
