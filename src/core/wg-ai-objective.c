/* wg-ai-objective.c — the AI's Objective card: Reinforce, Warp-in, short
 * supply and the attack (R-AI-3 … R-AI-7, R-AI-9)
 * Copyright 2026 The Warpgate Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "wg-ai-private.h"
#include "wg-explore.h"
#include "wg-range.h"

static gboolean
has_player_marker (const WgAiContext *c,
                   int                cell)
{
  int owner = c->g->stacks[cell].marker_owner;

  return owner != WG_NO_PLAYER && owner != c->ai;
}

/* R-AI-3: a sector is adjacent to the AI Warpgate when one of its hexes
 * shares an edge with the Warpgate's hex. */
static gboolean
sector_adjacent_to_gate (const WgAiContext *c,
                         int                sector,
                         int                gate)
{
  for (int d = 0; gate >= 0 && sector >= 0 && d < WG_HEX_N_DIRECTIONS; d++)
    {
      int n = wg_board_neighbor (c->g->board, gate, d);

      if (n >= 0 && wg_board_get_cell_sector (c->g->board, n) == sector)
        return TRUE;
    }
  return FALSE;
}

/* R-AI-3: the type-T planets that receive 2 AI ships: no player ships, and
 * an AI Colony, or AI ships, or a sector adjacent to the AI Warpgate with no
 * player marker. */
static GArray *
reinforce_planets (const WgAiContext *c,
                   WgPlanetType       type)
{
  GArray *planets = g_array_new (FALSE, FALSE, sizeof (int));
  int     gate = wg_game_warpgate_of (c->g, c->ai);
  guint   n = wg_board_get_n_locations (c->g->board);

  for (guint i = 0; i < n; i++)
    {
      int           cell = wg_board_get_location (c->g->board, i);
      const WgCell *p = wg_board_get_cell (c->g->board, cell);

      if (p->kind != WG_HEX_PLANET || p->type != type || wg_ai_has_player_ships (c, cell))
        continue;
      if ((c->g->stacks[cell].marker_owner == c->ai
           && c->g->stacks[cell].marker_side == WG_MARKER_COLONY)
          || wg_game_ships_at (c->g, cell, c->ai) > 0
          || (sector_adjacent_to_gate (c, wg_board_get_cell_sector (c->g->board, cell), gate)
              && !has_player_marker (c, cell)))
        g_array_append_val (planets, cell);
    }
  return planets;
}

static void
deploy (WgAiContext *c,
        int          cell,
        int          count)
{
  WgStack *s = &c->g->stacks[cell];

  s->ship_owner = (gint8) c->ai;
  s->ships += (guint8) count;
  wg_ai_add_step (c, WG_AI_STEP_DEPLOY, -1, cell, count,
                  g_dngettext (GETTEXT_PACKAGE, "Deploy %d AI ship on %s.",
                               "Deploy %d AI ships on %s.", (gulong) count),
                  count, wg_game_place_name (c->g, cell));
}

/* Sorts @planets by range from the AI Warpgate (board order within a
 * range); @ranges gets each one's range. */
static void
sort_by_range (const WgAiContext *c,
               GArray            *planets,
               GArray            *ranges)
{
  int gate = wg_game_warpgate_of (c->g, c->ai);
  g_autoptr (WgRangeMap) map = gate >= 0 ? wg_range_map_new_for_game (c->g, gate) : NULL;

  g_array_set_size (ranges, planets->len);
  for (guint i = 0; i < planets->len; i++)
    {
      int r = map ? wg_range_map_get (map, g_array_index (planets, int, i)) : 0;

      g_array_index (ranges, int, i) = r == WG_RANGE_UNREACHABLE ? G_MAXINT : r;
    }
  /* An insertion sort keeps equal ranges in board order (stable). */
  for (guint i = 1; i < planets->len; i++)
    for (guint k = i; k > 0 && g_array_index (ranges, int, k - 1) > g_array_index (ranges, int, k);
         k--)
      {
        int p = g_array_index (planets, int, k), r = g_array_index (ranges, int, k);

        g_array_index (planets, int, k) = g_array_index (planets, int, k - 1);
        g_array_index (ranges, int, k) = g_array_index (ranges, int, k - 1);
        g_array_index (planets, int, k - 1) = p;
        g_array_index (ranges, int, k - 1) = r;
      }
}

/*
 * R-AI-4, short supply: the supply cannot cover every ship asked for, so the
 * AI deploys what there is, one ship per planet at a time, planets in order
 * of range from the AI Warpgate. When the last ships of the supply fall
 * among planets at equal range, the human decides which get them.
 */
static gboolean
deploy_short (WgAiContext *c,
              GArray      *planets,
              int          supply)
{
  g_autoptr (GArray) ranges = g_array_new (FALSE, FALSE, sizeof (int));
  g_autoptr (GArray) given = g_array_new (FALSE, TRUE, sizeof (int));

  sort_by_range (c, planets, ranges);
  g_array_set_size (given, planets->len);
  while (supply > 0)
    {
      /* One round: every planet gets a ship while the supply lasts. */
      for (guint i = 0; i < planets->len && supply > 0;)
        {
          guint end = i;
          int   range = g_array_index (ranges, int, i);

          while (end < planets->len && g_array_index (ranges, int, end) == range)
            end++;
          if ((int) (end - i) <= supply)
            {
              for (guint k = i; k < end; k++)
                g_array_index (given, int, k)++;
              supply -= (int) (end - i);
            }
          else
            {
              /* Fewer ships than equally near planets: the human picks. */
              g_autoptr (GArray) tied = g_array_new (FALSE, FALSE, sizeof (int));
              int pick;

              for (guint k = i; k < end; k++)
                g_array_append_val (tied, g_array_index (planets, int, k));
              pick = wg_ai_choose_location (c, "deploy",
                                            _ ("The AI is short of ships and these planets are "
                                               "equally near its Warpgate: which one gets the "
                                               "next AI ship? (R-AI-4)"),
                                            (const int *) (gpointer) tied->data, tied->len);
              if (pick < 0)
                return FALSE;
              for (guint k = i; k < end; k++)
                if (g_array_index (planets, int, k) == pick)
                  {
                    /* Chosen: it moves to the front of its tie and gets one. */
                    g_array_index (planets, int, k) = g_array_index (planets, int, i);
                    g_array_index (planets, int, i) = pick;
                    k = end;
                  }
              g_array_index (given, int, i)++;
              supply--;
              i++;
              continue;
            }
          i = end;
        }
    }
  for (guint i = 0; i < planets->len; i++)
    if (g_array_index (given, int, i) > 0)
      deploy (c, g_array_index (planets, int, i), g_array_index (given, int, i));
  return TRUE;
}

static gboolean
is_target (const WgAiContext *c,
           int                cell,
           WgPlanetType       type)
{
  const WgCell *p = wg_board_get_cell (c->g->board, cell);

  /* R-AI-5: type-T planets, except those with AI ships and those with an
   * AI Colony and no player ships. */
  if (p->kind != WG_HEX_PLANET || p->type != type)
    return FALSE;
  if (wg_game_is_voided (c->g, cell)) /* R-EXP-6: no AI attack target */
    return FALSE;
  if (wg_game_ships_at (c->g, cell, c->ai) > 0)
    return FALSE;
  if (c->g->stacks[cell].marker_owner == c->ai
      && c->g->stacks[cell].marker_side == WG_MARKER_COLONY && !wg_ai_has_player_ships (c, cell))
    return FALSE;
  return TRUE;
}

/* R-AI-7: no target — discard the card; the AI plays again into the same
 * slot. */
static gboolean
redraw (WgAiContext *c)
{
  WgAiCard         card = c->turn->card;
  g_autofree char *name = wg_ai_card_describe (&card);
  WgAiStep        *step;

  g_array_set_size (c->g->ai.played, c->g->ai.played->len - 1);
  g_array_append_val (c->g->ai.discard, card);
  wg_ai_add_step (c, WG_AI_STEP_DISCARD, -1, -1, 1,
                  _ ("The AI controls or occupies every planet of that type: discard the %s and "
                     "play the next AI card into the same slot (R-AI-7)."),
                  name);
  step = g_ptr_array_index (c->turn->steps, c->turn->steps->len - 1);
  step->card = card;
  c->turn->action = WG_AI_REDRAW;
  wg_ruling_list_add (&c->turn->rulings, "R-AI-7");
  /* R-AI-11: only the attack redraws for want of a target. */
  wg_ruling_list_add (&c->turn->rulings, "R-AI-11");
  return TRUE;
}

/* The human's faction when it is the Tethisian Enclave (R-AI-9). */
static gboolean
against_tethisian_enclave (const WgAiContext *c)
{
  for (guint i = 0; i < c->g->n_players; i++)
    if ((int) i != c->ai && g_strcmp0 (c->g->players[i].faction, "tethisian-enclave") == 0)
      return TRUE;
  return FALSE;
}

/* For each AI group, its closest target's range. */
typedef struct
{
  int cell;
  int ships;
  int range; /* to its closest target, G_MAXINT when none is reachable */
} Group;

static GArray *
groups_with_ranges (const WgAiContext *c,
                    WgPlanetType       type)
{
  GArray *groups = g_array_new (FALSE, FALSE, sizeof (Group));
  guint   n = wg_board_get_n_locations (c->g->board);

  for (guint i = 0; i < n; i++)
    {
      int   cell = wg_board_get_location (c->g->board, i);
      Group g = { cell, wg_game_ships_at (c->g, cell, c->ai), G_MAXINT };
      g_autoptr (WgRangeMap) map = NULL;

      if (g.ships == 0)
        continue;
      map = wg_range_map_new_for_game (c->g, cell);
      for (guint k = 0; k < n; k++)
        {
          int t = wg_board_get_location (c->g->board, k);
          int r = wg_range_map_get (map, t);

          if (is_target (c, t, type) && r != WG_RANGE_UNREACHABLE && r < g.range)
            g.range = r;
        }
      g_array_append_val (groups, g);
    }
  return groups;
}

/* R-AI-5: the largest group that can reach a target; among equally large
 * ones the one closer to a target; still equal, the human decides. */
static gboolean
pick_group (WgAiContext *c,
            GArray      *groups,
            Group       *picked)
{
  g_autoptr (GArray) tied = g_array_new (FALSE, FALSE, sizeof (int));
  Group best = { -1, 0, G_MAXINT };
  int   cell;

  for (guint i = 0; i < groups->len; i++)
    {
      Group *g = &g_array_index (groups, Group, i);

      if (g->range == G_MAXINT)
        continue;
      if (g->ships > best.ships || (g->ships == best.ships && g->range < best.range))
        best = *g;
    }
  if (best.cell < 0)
    return TRUE;
  for (guint i = 0; i < groups->len; i++)
    {
      Group *g = &g_array_index (groups, Group, i);

      if (g->ships == best.ships && g->range == best.range)
        g_array_append_val (tied, g->cell);
    }
  cell =
    tied->len == 1
      ? best.cell
      : wg_ai_choose_location (c, "group",
                               _ ("The AI’s largest groups are equally large and equally near a "
                                  "target: which one attacks? (R-AI-5)"),
                               (const int *) (gpointer) tied->data, tied->len);
  if (cell < 0)
    return FALSE;
  for (guint i = 0; i < groups->len; i++)
    if (g_array_index (groups, Group, i).cell == cell)
      *picked = g_array_index (groups, Group, i);
  return TRUE;
}

/* R-AI-5: the group's closest target; equally near ones, the human
 * decides. */
static int
pick_target (WgAiContext *c,
             const Group *group,
             WgPlanetType type)
{
  g_autoptr (WgRangeMap) map = wg_range_map_new_for_game (c->g, group->cell);
  g_autoptr (GArray) tied = g_array_new (FALSE, FALSE, sizeof (int));
  guint n = wg_board_get_n_locations (c->g->board);

  for (guint i = 0; i < n; i++)
    {
      int t = wg_board_get_location (c->g->board, i);

      if (is_target (c, t, type) && wg_range_map_get (map, t) == group->range)
        g_array_append_val (tied, t);
    }
  if (tied->len == 1)
    return g_array_index (tied, int, 0);
  return wg_ai_choose_location (c, "target",
                                _ ("These targets are equally near the attacking AI group: which "
                                   "one does it go to? (R-AI-5)"),
                                (const int *) (gpointer) tied->data, tied->len);
}

/*
 * The AI attack (R-AI-5 … R-AI-7, R-AI-9):
 *  1. against the Tethisian Enclave, on turns 1 and 3, the AI ends its turn
 *     instead (R-AI-9);
 *  2. no target at all: R-AI-7's redraw;
 *  3. the largest group, then its closest target (ranges as R-RANGE-1, no
 *     limit); groups that can reach no target do not count (docs/rules.md's
 *     rules section: with none, the AI ends its turn);
 *  4. one ship stays behind when the group's location has no AI Colony (the
 *     AI Warpgate counts as one) or has a trade icon, if one still goes;
 *  5. onto player ships it is a battle: the turn stops there.
 */
static gboolean
attack (WgAiContext *c,
        WgPlanetType type)
{
  g_autoptr (GArray) groups = NULL;
  Group    group = { -1, 0, G_MAXINT };
  gboolean any_target = FALSE;
  int      target, moving;
  guint    n = wg_board_get_n_locations (c->g->board);

  wg_ruling_list_add (&c->turn->rulings, "R-AI-5");
  if (against_tethisian_enclave (c) && (c->turn->slot == 1 || c->turn->slot == 3))
    {
      c->turn->action = WG_AI_PAUSE;
      /* R-AI-12: the turn ends where the attack would begin — no attack,
       * no R-AI-7 redraw; what was deployed stays. */
      wg_ruling_list_add (&c->turn->rulings, "R-AI-9");
      wg_ruling_list_add (&c->turn->rulings, "R-AI-12");
      wg_ai_add_step (c, WG_AI_STEP_NOTE, -1, -1, 0,
                      _ ("Against the Tethisian Enclave the AI does not attack on turns 1 and 3: "
                         "its turn ends (R-AI-9)."));
      return TRUE;
    }
  for (guint i = 0; i < n && !any_target; i++)
    any_target = is_target (c, wg_board_get_location (c->g->board, i), type);
  if (!any_target)
    return redraw (c);

  groups = groups_with_ranges (c, type);
  if (!pick_group (c, groups, &group))
    return FALSE;
  c->turn->action = WG_AI_ATTACK;
  if (group.cell < 0)
    {
      c->turn->action = WG_AI_PAUSE;
      wg_ai_add_step (c, WG_AI_STEP_NOTE, -1, -1, 0,
                      _ ("No AI ships can reach a target: the AI’s turn ends."));
      return TRUE;
    }
  target = pick_target (c, &group, type);
  if (target < 0)
    return FALSE;

  moving = group.ships;
  if ((!wg_ai_has_colony (c, group.cell) || wg_game_has_trade_icon (c->g, group.cell))
      && moving > 1)
    {
      moving--;
      wg_ruling_list_add (&c->turn->rulings, "R-AI-6");
    }
  if (wg_ai_has_player_ships (c, target))
    {
      WgBattleStart *b = g_new0 (WgBattleStart, 1);

      b->attacker = c->ai;
      b->n_origins = 1;
      b->origins[0] = group.cell;
      b->ships[0] = moving;
      b->at = target;
      b->defender = c->g->stacks[target].ship_owner;
      b->defender_ships = c->g->stacks[target].ships;
      c->turn->battle = b;
      wg_ruling_list_add (&c->turn->rulings, "R-AI-8");
      wg_ai_add_step (c, WG_AI_STEP_MOVE, group.cell, target, moving,
                      g_dngettext (GETTEXT_PACKAGE,
                                   "Attack %s with %d AI ship from %s: a battle against %s "
                                   "(range %d). The AI plays the top card of its Tactics deck "
                                   "(R-AI-8).",
                                   "Attack %s with %d AI ships from %s: a battle against %s "
                                   "(range %d). The AI plays the top card of its Tactics deck "
                                   "(R-AI-8).",
                                   (gulong) moving),
                      wg_game_place_name (c->g, target), moving, wg_game_place_name (c->g, group.cell),
                      wg_game_player_label (c->g, b->defender), group.range);
      return TRUE;
    }
  c->g->stacks[group.cell].ships -= (guint8) moving;
  if (c->g->stacks[group.cell].ships == 0)
    c->g->stacks[group.cell].ship_owner = WG_NO_PLAYER;
  c->g->stacks[target].ship_owner = (gint8) c->ai;
  c->g->stacks[target].ships += (guint8) moving;
  wg_ai_add_step (c, WG_AI_STEP_MOVE, group.cell, target, moving,
                  g_dngettext (GETTEXT_PACKAGE, "Move %d AI ship from %s to %s (range %d).",
                               "Move %d AI ships from %s to %s (range %d).", (gulong) moving),
                  moving, wg_game_place_name (c->g, group.cell), wg_game_place_name (c->g, target),
                  group.range);
  return TRUE;
}

/*
 * The Objective card of type T (R-AI-3, R-AI-4):
 *  1. Reinforce: 2 AI ships on every qualifying type-T planet (R-AI-3);
 *     none qualifies → Warp-in: 3 ships on the AI Warpgate;
 *  2. enough ships in the supply: deploy them all and the turn ends;
 *  3. short supply: deploy what there is (one ship per planet at a time,
 *     nearest the AI Warpgate first), then attack (R-AI-5).
 */
gboolean
wg_ai_play_objective (WgAiContext *c,
                      WgPlanetType type)
{
  g_autoptr (GArray) planets = reinforce_planets (c, type);
  int supply = wg_game_supply (c->g, c->ai);
  int per_planet = 2;
  int gate = wg_game_warpgate_of (c->g, c->ai);

  wg_ruling_list_add (&c->turn->rulings, "R-AI-3");
  c->turn->action = WG_AI_REINFORCE;
  if (planets->len == 0)
    {
      c->turn->action = WG_AI_WARP_IN;
      per_planet = 3;
      if (gate >= 0)
        g_array_append_val (planets, gate);
    }
  if (supply >= per_planet * (int) planets->len)
    {
      for (guint i = 0; i < planets->len; i++)
        deploy (c, g_array_index (planets, int, i), per_planet);
      return TRUE;
    }
  wg_ruling_list_add (&c->turn->rulings, "R-AI-4");
  wg_ai_add_step (c, WG_AI_STEP_NOTE, -1, -1, 0,
                  _ ("The AI’s supply (%d) cannot cover the %d ships asked for: it deploys what "
                     "there is, then attacks (R-AI-4)."),
                  supply,
                  per_planet * (int) planets->len);
  if (per_planet == 3)
    {
      if (supply > 0 && gate >= 0)
        deploy (c, gate, supply);
    }
  else if (!deploy_short (c, planets, supply))
    return FALSE;
  return attack (c, type);
}
