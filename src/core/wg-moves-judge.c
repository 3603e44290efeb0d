/* wg-moves-judge.c — is a proposed move legal, and if not, why (R-MOVE-*, R-CTRL-2)
 * Copyright 2026 The Warpgate Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "wg-moves-private.h"
#include "wg-range.h"

/* Records the verdict (the first one found wins) with its ruling. */
static gboolean
fail (WgJudgement  *j,
      const WgMove *move,
      WgVerdict     verdict,
      int           subject)
{
  j->verdict = verdict;
  j->subject = subject;
  j->ruling = wg_verdict_ruling (verdict, move->action);
  if (j->ruling != NULL)
    wg_ruling_list_add (&j->rulings, j->ruling);
  return FALSE;
}

gboolean
wg_judge_is_location (const WgGame *game,
                      int           cell)
{
  return cell >= 0 && wg_board_is_location (game->board, cell);
}

gboolean
wg_judge_foreign_warpgate (const WgGame *game,
                           int           cell,
                           int           player)
{
  const WgCell *c = wg_board_get_cell (game->board, cell);

  return c->kind == WG_HEX_WARPGATE && g_strcmp0 (c->color, game->players[player].color) != 0;
}

int
wg_judge_group_ships (const WgGame  *game,
                      const WgGroup *group,
                      int            player)
{
  int there = wg_game_ships_at (game, group->from, player);

  return group->count == WG_ALL_SHIPS ? there : group->count;
}

/* The ships a movement action may move from one location (R-MOVE-4…7):
 * exactly 1 for Recon and Skirmish, 2 or more for Advance, 1 or more
 * otherwise. */
static gboolean
judge_group_count (WgJudgement  *j,
                   const WgMove *move,
                   int           count)
{
  switch (move->action)
    {
    case WG_ACTION_RECON:
    case WG_ACTION_SKIRMISH:
      if (count > 1)
        return fail (j, move, WG_VERDICT_TOO_MANY_SHIPS, WG_NONE);
      break;
    case WG_ACTION_ADVANCE:
      if (count < 2)
        return fail (j, move, WG_VERDICT_TOO_FEW_SHIPS, WG_NONE);
      break;
    case WG_ACTION_MANEUVER:
    case WG_ACTION_CONCENTRATE:
    case WG_ACTION_TRADE:
    case WG_ACTION_RESEARCH:
    case WG_ACTION_WARP_IN:
    case WG_ACTION_REINFORCE:
    case WG_ACTION_CONTROL:
    case WG_ACTION_PROMOTE:
    case WG_ACTION_DRAW:
    case WG_N_ACTIONS:
    default:
      break;
    }
  if (count < 1)
    return fail (j, move, WG_VERDICT_TOO_FEW_SHIPS, WG_NONE);
  return TRUE;
}

/*
 * One movement (Recon, a Maneuver group, Skirmish, Advance, Concentrate):
 *  1. origins and destination are locations (R-MOVE-1); one origin, or one
 *     or two different ones for Concentrate (R-MOVE-7); the destination is
 *     not an origin;
 *  2. the player has the ships at each origin, and the action's count rule
 *     holds (R-MOVE-4…7);
 *  3. never another player's Warpgate (R-MOVE-3); enemy ships only for an
 *     attack (Skirmish, Advance, Concentrate: R-MOVE-2, R-MOVE-6, R-MOVE-7);
 *  4. every origin within range X of the destination, 2X for Recon, +1 with
 *     a Trade Good before doubling (R-RANGE-6); no path: unreachable.
 * @available, when given, is how many of the player's ships at each cell
 * may still move (Maneuver's second group, R-MOVE-5).
 * Not checked: whose turn it is, the slot's multiplier.
 */
gboolean
wg_judge_movement (const WgGame  *game,
                   const WgMove  *move,
                   const WgGroup *groups,
                   guint          n_groups,
                   int            to,
                   const int     *available,
                   WgJudgement   *j)
{
  int limit = wg_action_range_limit (move->action, move->x, move->trade_good);
  int total = 0;

  wg_ruling_list_add (&j->rulings, "R-MOVE-1");
  if (n_groups == 0)
    return fail (j, move, WG_VERDICT_NO_SHIPS, WG_NONE);
  for (guint i = 0; i < n_groups; i++)
    if (!wg_judge_is_location (game, groups[i].from))
      return fail (j, move, WG_VERDICT_NOT_A_LOCATION, groups[i].from);
  if (!wg_judge_is_location (game, to))
    return fail (j, move, WG_VERDICT_NOT_A_LOCATION, to);
  if (n_groups > (move->action == WG_ACTION_CONCENTRATE ? 2u : 1u))
    return fail (j, move, WG_VERDICT_TOO_MANY_ORIGINS, groups[1].from);
  if (n_groups == 2 && groups[0].from == groups[1].from)
    return fail (j, move, WG_VERDICT_NOT_DISTINCT, groups[1].from);
  for (guint i = 0; i < n_groups; i++)
    if (groups[i].from == to)
      return fail (j, move, WG_VERDICT_SAME_LOCATION, to);

  for (guint i = 0; i < n_groups; i++)
    {
      int there = wg_game_ships_at (game, groups[i].from, move->player);
      int free_ships = available ? available[groups[i].from] : there;
      int count = groups[i].count == WG_ALL_SHIPS ? free_ships : groups[i].count;

      if (there == 0)
        return fail (j, move, WG_VERDICT_NO_SHIPS, groups[i].from);
      if (count > there)
        return fail (j, move, WG_VERDICT_TOO_MANY_SHIPS, groups[i].from);
      if (count > free_ships)
        return fail (j, move, WG_VERDICT_REUSED_SHIPS, groups[i].from);
      if (move->action != WG_ACTION_CONCENTRATE && !judge_group_count (j, move, count))
        return FALSE;
      if (count < 1)
        return fail (j, move, WG_VERDICT_TOO_FEW_SHIPS, groups[i].from);
      total += count;
    }
  if (move->action == WG_ACTION_CONCENTRATE)
    wg_ruling_list_add (&j->rulings, "R-MOVE-7");
  else
    wg_ruling_list_add (&j->rulings, wg_verdict_ruling (WG_VERDICT_TOO_MANY_SHIPS,
                                                        move->action));

  if (wg_judge_foreign_warpgate (game, to, move->player))
    return fail (j, move, WG_VERDICT_ENEMY_WARPGATE, to);
  if (wg_game_has_enemy_ships (game, to, move->player))
    {
      if (!wg_action_may_attack (move->action))
        return fail (j, move, WG_VERDICT_ENEMY_SHIPS, to);
      /* R-EXP-5 truce: no attack on or by its player this round; the AI
       * ignores it (R-EXP-7). */
      if (!game->players[move->player].ai
          && (wg_game_has_truce (game, move->player)
              || wg_game_has_truce (game, game->stacks[to].ship_owner)))
        return fail (j, move, WG_VERDICT_TRUCE, to);
      j->attack = TRUE;
    }
  wg_ruling_list_add (&j->rulings, "R-MOVE-2");

  wg_ruling_list_add (&j->rulings, "R-RANGE-1");
  wg_ruling_list_add (&j->rulings, "R-RANGE-6");
  for (guint i = 0; i < n_groups; i++)
    {
      int r = wg_range_between (game, groups[i].from, to, NULL);

      if (r == WG_RANGE_UNREACHABLE)
        {
          j->range = WG_RANGE_UNREACHABLE;
          return fail (j, move, WG_VERDICT_UNREACHABLE, groups[i].from);
        }
      if (r > limit)
        {
          j->range = r;
          return fail (j, move, WG_VERDICT_OUT_OF_RANGE, groups[i].from);
        }
      j->range = MAX (j->range, r);
    }
  (void) total;
  return TRUE;
}

int
wg_maneuver_second_available (const WgGame *game,
                              int           player,
                              int           first_from,
                              int           first_ships,
                              int           cell)
{
  int there;

  g_return_val_if_fail (game != NULL, 0);
  there = wg_game_ships_at (game, cell, player);
  if (cell == first_from)
    there -= first_ships;
  return MAX (there, 0);
}

WgVerdict
wg_judge_onto_warpgate (const WgGame *game,
                        int           from,
                        int           to)
{
  int owner;

  g_return_val_if_fail (game != NULL, WG_VERDICT_OK);
  g_return_val_if_fail (wg_board_is_location (game->board, from), WG_VERDICT_OK);
  g_return_val_if_fail (wg_board_is_location (game->board, to), WG_VERDICT_OK);

  owner = game->stacks[from].ship_owner;
  if (owner == WG_NO_PLAYER || wg_board_get_cell (game->board, to)->kind != WG_HEX_WARPGATE)
    return WG_VERDICT_OK;
  if (wg_game_has_enemy_ships (game, to, owner))
    return WG_VERDICT_ENEMY_WARPGATE;
  return WG_VERDICT_OK;
}

WgVerdict
wg_maneuver_judge_second_from (const WgGame *game,
                               int           player,
                               int           first_from,
                               int           first_ships,
                               int           cell)
{
  g_return_val_if_fail (game != NULL, WG_VERDICT_REUSED_SHIPS);
  if (wg_maneuver_second_available (game, player, first_from, first_ships, cell) > 0)
    return WG_VERDICT_OK;
  return WG_VERDICT_REUSED_SHIPS;
}

void
wg_judge_trade_to (const WgGame *game,
                   WgMove       *move,
                   WgJudgement  *judgement)
{
  WgJudgement j, best = { 0 };
  int         best_via = WG_NONE;
  gboolean    found = FALSE;

  g_return_if_fail (game != NULL && move != NULL && judgement != NULL);

  for (guint via = 0; via < wg_board_get_n_cells (game->board); via++)
    {
      const WgCell *c = wg_board_get_cell (game->board, (int) via);

      if (c->kind != WG_HEX_PLANET || !c->trade || (int) via == move->to
          || (int) via == move->groups[0].from)
        continue;
      move->via = (int) via;
      wg_judge_move (game, move, &j);
      if (!found || (best.subject != move->to && j.subject == move->to))
        {
          best = j;
          best_via = (int) via;
          found = TRUE;
        }
    }
  move->via = best_via;
  if (!found)
    wg_judge_move (game, move, &best);
  if (best.ruling == NULL)
    best.ruling = "R-MOVE-8";
  *judgement = best;
}

/* Maneuver (R-MOVE-5): the first group, then optionally a second group of
 * other ships — ships the first group moved may not move again. */
static void
judge_maneuver (const WgGame *game,
                const WgMove *move,
                WgJudgement  *j)
{
  guint           n_cells = wg_board_get_n_cells (game->board);
  g_autofree int *available = NULL;
  int             moved;

  if (!wg_judge_movement (game, move, move->groups, move->n_groups, move->to, NULL, j)
      || !move->second)
    return;
  /* What may still move: everything but what the first group moved, which
   * now stands at its destination. */
  available = g_new (int, n_cells);
  moved = wg_judge_group_ships (game, &move->groups[0], move->player);
  for (guint c = 0; c < n_cells; c++)
    available[c] = wg_maneuver_second_available (game, move->player, move->groups[0].from,
                                                 moved, (int) c);
  {
    g_autoptr (WgGame) after = wg_game_copy (game);
    WgJudgement second = { 0 };

    wg_move_ships (after, move->player, move->groups[0].from, move->to, moved);
    second.range = -1;
    second.subject = WG_NONE;
    if (!wg_judge_movement (after, move, &move->second_group, 1, move->second_to, available,
                            &second))
      {
        *j = second;
        return;
      }
    j->range = MAX (j->range, second.range);
  }
}

/*
 * Trade (R-MOVE-8):
 *  1. one ship of the player on a trade-icon planet moves to a second trade
 *     planet within X, then to a third within X of the second;
 *  2. the three planets are distinct; neither the second nor the third
 *     holds enemy ships;
 *  3. then the player takes an available Trade Good, if any (apply).
 */
static void
judge_trade (const WgGame *game,
             const WgMove *move,
             WgJudgement  *j)
{
  int stops[3] = { move->n_groups ? move->groups[0].from : WG_NONE, move->via, move->to };
  int limit = wg_effective_x (move->x, move->trade_good);

  wg_ruling_list_add (&j->rulings, "R-MOVE-8");
  for (int i = 0; i < 3; i++)
    {
      if (!wg_judge_is_location (game, stops[i]))
        return (void) fail (j, move, WG_VERDICT_NOT_A_LOCATION, stops[i]);
      if (wg_board_get_cell (game->board, stops[i])->kind != WG_HEX_PLANET
          || !wg_game_has_trade_icon (game, stops[i]))
        return (void) fail (j, move, WG_VERDICT_NOT_A_TRADE_PLANET, stops[i]);
      if (wg_game_is_voided (game, stops[i])) /* R-EXP-6: no Trade */
        return (void) fail (j, move, WG_VERDICT_VOIDED_PLANET, stops[i]);
    }
  if (stops[0] == stops[1] || stops[1] == stops[2] || stops[0] == stops[2])
    return (void) fail (j, move, WG_VERDICT_NOT_DISTINCT, stops[2]);
  if (wg_game_ships_at (game, stops[0], move->player) == 0)
    return (void) fail (j, move, WG_VERDICT_NO_SHIPS, stops[0]);
  if (move->groups[0].count != WG_ALL_SHIPS && move->groups[0].count != 1)
    return (void) fail (j, move, WG_VERDICT_TOO_MANY_SHIPS, stops[0]);
  for (int i = 1; i < 3; i++)
    if (wg_game_has_enemy_ships (game, stops[i], move->player))
      return (void) fail (j, move, WG_VERDICT_ENEMY_SHIPS, stops[i]);
  wg_ruling_list_add (&j->rulings, "R-RANGE-1");
  wg_ruling_list_add (&j->rulings, "R-RANGE-6");
  for (int i = 0; i < 2; i++)
    {
      int r = wg_range_between (game, stops[i], stops[i + 1], NULL);

      if (r == WG_RANGE_UNREACHABLE)
        {
          j->range = r;
          return (void) fail (j, move, WG_VERDICT_UNREACHABLE, stops[i + 1]);
        }
      if (r > limit)
        {
          j->range = r;
          return (void) fail (j, move, WG_VERDICT_OUT_OF_RANGE, stops[i + 1]);
        }
      j->range = MAX (j->range, r);
    }
}

guint64
wg_judge_matching_technologies (const WgGame *game,
                                WgPlanetType  type)
{
  guint64 mask = 0;

  for (guint i = 0; i < game->technologies->len && i < 64; i++)
    if (g_array_index (game->technologies, WgTechnology, i).type == type)
      mask |= G_GUINT64_CONSTANT (1) << i;
  return mask;
}

/*
 * Research (R-MOVE-10, R-AI-10):
 *  1. the player's drone is on the board (the AI has none);
 *  2. it moves — it must actually move — within X to a planet whose type
 *     matches an available Technology, never onto enemy ships (it may leave
 *     them);
 *  3. a chosen Technology must be available and of that type.
 */
static void
judge_research (const WgGame *game,
                const WgMove *move,
                WgJudgement  *j)
{
  int           drone = game->drones[move->player];
  const WgCell *cell;
  guint64       matching;
  int           r;

  wg_ruling_list_add (&j->rulings, "R-MOVE-10");
  if (game->players[move->player].ai || drone < 0)
    return (void) fail (j, move, WG_VERDICT_NO_DRONE, WG_NONE);
  if (!wg_judge_is_location (game, move->to))
    return (void) fail (j, move, WG_VERDICT_NOT_A_LOCATION, move->to);
  cell = wg_board_get_cell (game->board, move->to);
  if (cell->kind != WG_HEX_PLANET)
    return (void) fail (j, move, WG_VERDICT_NOT_A_PLANET, move->to);
  if (wg_game_is_voided (game, move->to)) /* R-EXP-6: no Research */
    return (void) fail (j, move, WG_VERDICT_VOIDED_PLANET, move->to);
  if (move->to == drone)
    return (void) fail (j, move, WG_VERDICT_DRONE_MUST_MOVE, move->to);
  if (wg_game_has_enemy_ships (game, move->to, move->player))
    return (void) fail (j, move, WG_VERDICT_ENEMY_SHIPS, move->to);
  matching = wg_judge_matching_technologies (game, cell->type);
  if (matching == 0)
    return (void) fail (j, move, WG_VERDICT_NO_MATCHING_TECHNOLOGY, move->to);
  if (move->technology != WG_NONE
      && (move->technology < 0 || move->technology >= 64
          || !(matching & (G_GUINT64_CONSTANT (1) << move->technology))))
    return (void) fail (j, move, WG_VERDICT_BAD_CHOICE, move->to);
  r = wg_range_between (game, drone, move->to, NULL);
  j->range = r;
  wg_ruling_list_add (&j->rulings, "R-RANGE-6");
  if (r == WG_RANGE_UNREACHABLE)
    return (void) fail (j, move, WG_VERDICT_UNREACHABLE, move->to);
  if (r > wg_effective_x (move->x, move->trade_good))
    return (void) fail (j, move, WG_VERDICT_OUT_OF_RANGE, move->to);
}

int
wg_judge_deploy_count (const WgGame *game,
                       const WgMove *move)
{
  int limit = MIN (wg_effective_x (move->x, move->trade_good),
                   wg_game_supply (game, move->player));

  return move->count == WG_NONE ? MAX (limit, 0) : move->count;
}

/*
 * Warp-in (R-MOVE-9): up to X ships from the supply onto the player's own
 * Warpgate; never more than the supply, never onto enemy ships.
 */
static void
judge_warp_in (const WgGame *game,
               const WgMove *move,
               WgJudgement  *j)
{
  int gate = wg_game_warpgate_of (game, move->player);
  int count = wg_judge_deploy_count (game, move);

  wg_ruling_list_add (&j->rulings, "R-MOVE-9");
  if (gate < 0)
    return (void) fail (j, move, WG_VERDICT_NO_WARPGATE, WG_NONE);
  if (count < 0 || count > wg_effective_x (move->x, move->trade_good))
    return (void) fail (j, move, WG_VERDICT_TOO_MANY_SHIPS, gate);
  if (count > wg_game_supply (game, move->player))
    return (void) fail (j, move, WG_VERDICT_NO_SUPPLY, gate);
  if (wg_game_has_enemy_ships (game, gate, move->player))
    return (void) fail (j, move, WG_VERDICT_ENEMY_SHIPS, gate);
}

WgVerdict
wg_warp_in_judge_to (const WgGame *game,
                     int           player,
                     int           cell)
{
  int gate;

  g_return_val_if_fail (game != NULL, WG_VERDICT_NO_WARPGATE);
  g_return_val_if_fail (player >= 0 && (guint) player < game->n_players, WG_VERDICT_NO_WARPGATE);

  gate = wg_game_warpgate_of (game, player);
  if (gate < 0)
    return WG_VERDICT_NO_WARPGATE;
  return cell == gate ? WG_VERDICT_OK : WG_VERDICT_NOT_OWN_WARPGATE;
}

/* Reinforce and Control name up to X distinct locations that hold the
 * player's ships (R-MOVE-9, R-CTRL-2). */
static gboolean
judge_targets (const WgGame *game,
               const WgMove *move,
               gboolean      planets_only,
               WgJudgement  *j)
{
  if ((int) move->n_targets > wg_effective_x (move->x, move->trade_good))
    return fail (j, move, WG_VERDICT_TOO_MANY_TARGETS, WG_NONE);
  for (guint i = 0; i < move->n_targets; i++)
    {
      int t = move->targets[i];

      if (!wg_judge_is_location (game, t))
        return fail (j, move, WG_VERDICT_NOT_A_LOCATION, t);
      if (planets_only && wg_board_get_cell (game->board, t)->kind != WG_HEX_PLANET)
        return fail (j, move, WG_VERDICT_NOT_A_PLANET, t);
      /* R-EXP-6: a voided planet takes no marker (Control only). */
      if (planets_only && wg_game_is_voided (game, t))
        return fail (j, move, WG_VERDICT_VOIDED_PLANET, t);
      for (guint k = 0; k < i; k++)
        if (move->targets[k] == t)
          return fail (j, move, WG_VERDICT_REPEATED_TARGET, t);
      if (wg_game_ships_at (game, t, move->player) == 0)
        return fail (j, move, WG_VERDICT_NO_OWN_SHIPS, t);
    }
  return TRUE;
}

/* Reinforce (R-MOVE-9, R-MOVE-12):
 *  1. 1 ship on each of up to X distinct locations;
 *  2. each already holds the player's ships — the own Warpgate too, and
 *     only while it holds them (R-MOVE-12: a refusal there cites it);
 *  3. within the supply. */
static void
judge_reinforce (const WgGame *game,
                 const WgMove *move,
                 WgJudgement  *j)
{
  wg_ruling_list_add (&j->rulings, "R-MOVE-9");
  if (!judge_targets (game, move, FALSE, j))
    {
      if (j->verdict == WG_VERDICT_NO_OWN_SHIPS
          && j->subject == wg_game_warpgate_of (game, move->player))
        {
          j->ruling = "R-MOVE-12";
          wg_ruling_list_add (&j->rulings, j->ruling);
        }
      return;
    }
  if ((int) move->n_targets > wg_game_supply (game, move->player))
    fail (j, move, WG_VERDICT_NO_SUPPLY, WG_NONE);
}

/*
 * Control (R-CTRL-2, R-CTRL-3): up to X distinct planets holding the
 * player's ships; a planet with the player's own marker may be named again.
 * Every planet without the player's marker needs one from the supply (a reading in
 * docs/rules.md: with none left, Control cannot place it).
 * A chosen Objective must be an available one; whether it matches a flipped
 * planet is settled when the action is applied.
 */
static void
judge_control (const WgGame *game,
               const WgMove *move,
               WgJudgement  *j)
{
  const WgPlayer *p = &game->players[move->player];
  int             needed = 0;

  wg_ruling_list_add (&j->rulings, "R-CTRL-2");
  if (!judge_targets (game, move, TRUE, j))
    return;
  for (guint i = 0; i < move->n_targets; i++)
    if (game->stacks[move->targets[i]].marker_owner != move->player)
      needed++;
  if (needed > p->markers_total - wg_game_markers_on_board (game, move->player))
    {
      /* R-CTRL-5: a new marker comes from the supply, only while one is
       * left. */
      wg_ruling_list_add (&j->rulings, "R-CTRL-5");
      return (void) fail (j, move, WG_VERDICT_NO_MARKERS, WG_NONE);
    }
  if (move->objective != WG_NONE
      && (move->objective < 0 || (guint) move->objective >= game->objectives->len))
    fail (j, move, WG_VERDICT_BAD_CHOICE, WG_NONE);
}

/* Draw takes X Action cards. */
static void
judge_draw (const WgGame *game,
            const WgMove *move,
            WgJudgement  *j)
{
  if (move->count != WG_NONE
      && (move->count < 0 || move->count > wg_effective_x (move->x, move->trade_good)))
    fail (j, move, WG_VERDICT_BAD_CHOICE, WG_NONE);
}

void
wg_judge_move (const WgGame *game,
               const WgMove *move,
               WgJudgement  *j)
{
  g_return_if_fail (game != NULL && move != NULL && j != NULL);
  g_return_if_fail (move->player >= 0 && (guint) move->player < game->n_players);
  g_return_if_fail ((guint) move->action < WG_N_ACTIONS);

  memset (j, 0, sizeof *j);
  j->verdict = WG_VERDICT_OK;
  j->range = -1;
  j->subject = WG_NONE;
  if (move->x < 0)
    return (void) fail (j, move, WG_VERDICT_BAD_CHOICE, WG_NONE);
  if (move->trade_good)
    {
      wg_ruling_list_add (&j->rulings, "R-RANGE-6");
      if (game->players[move->player].trade_goods_unspent < 1)
        return (void) fail (j, move, WG_VERDICT_NO_TRADE_GOOD, WG_NONE);
    }
  switch (move->action)
    {
    case WG_ACTION_MANEUVER:
      judge_maneuver (game, move, j);
      break;
    case WG_ACTION_RECON:
    case WG_ACTION_SKIRMISH:
    case WG_ACTION_ADVANCE:
    case WG_ACTION_CONCENTRATE:
      wg_judge_movement (game, move, move->groups, move->n_groups, move->to, NULL, j);
      break;
    case WG_ACTION_TRADE: judge_trade (game, move, j); break;
    case WG_ACTION_RESEARCH: judge_research (game, move, j); break;
    case WG_ACTION_WARP_IN: judge_warp_in (game, move, j); break;
    case WG_ACTION_REINFORCE: judge_reinforce (game, move, j); break;
    case WG_ACTION_CONTROL: judge_control (game, move, j); break;
    case WG_ACTION_PROMOTE: break; /* nothing to judge: the card kept is asked (R-MOVE-13) */
    case WG_ACTION_DRAW: judge_draw (game, move, j); break;
    case WG_N_ACTIONS:
    default:
      g_assert_not_reached ();
    }
}
