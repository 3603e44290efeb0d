/* wg-withdraw.c — where the loser of a battle goes
 * Copyright 2026 The Warpgate Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "wg-i18n.h"
#include "wg-range.h"
#include "wg-withdraw.h"

const char *
wg_battle_role_to_string (WgBattleRole role)
{
  return role == WG_ROLE_ATTACKER ? "attacker" : "defender";
}

static gboolean
is_origin (const int *origins,
           guint      n_origins,
           int        cell)
{
  for (guint i = 0; i < n_origins; i++)
    if (origins[i] == cell)
      return TRUE;
  return FALSE;
}

/*
 * A losing attacker (R-WD-1):
 *  1. the ships go back where they attacked from, whatever stands there now;
 *  2. after a two-origin Concentrate the defender splits them between the
 *     origins (all to one is allowed), so the defender is the chooser.
 * The range reported is the nearest origin's.
 */
static void
attacker_withdraws (WgWithdrawal     *w,
                    const WgGame     *game,
                    const WgRangeMap *ranges,
                    int               defender,
                    const int        *origins,
                    guint             n_origins)
{
  w->role = WG_ROLE_ATTACKER;
  w->range = WG_RANGE_UNREACHABLE;
  for (guint i = 0; i < n_origins; i++)
    {
      int r = wg_range_map_get (ranges, origins[i]);

      g_array_append_val (w->destinations, origins[i]);
      if (r != WG_RANGE_UNREACHABLE && (w->range == WG_RANGE_UNREACHABLE || r < w->range))
        w->range = r;
    }
  w->chooser = n_origins > 1 ? defender : WG_NO_PLAYER;
  wg_ruling_list_add (&w->rulings, "R-WD-1");
}

static gboolean
is_defender_candidate (const WgGame *game,
                       int           defender,
                       int           cell,
                       int           battle,
                       const int    *origins,
                       guint         n_origins)
{
  const WgStack *s = &game->stacks[cell];
  gboolean       own = s->marker_owner == defender || s->ship_owner == defender
                 || cell == wg_game_warpgate_of (game, defender);

  return own && cell != battle && !is_origin (origins, n_origins, cell)
         && !wg_game_has_enemy_ships (game, cell, defender);
}

/*
 * A losing defender (R-WD-2…4, R-BATTLE-3):
 *  1. candidates: every location with the defender's Outpost, Colony or
 *     ships, and the defender's own Warpgate (it counts as a Colony); not
 *     the battle planet, not the attacker's origins, not a location holding
 *     enemy ships. A drone alone does not make a candidate (R-WD-2);
 *  2. the nearest candidates by range from the battle planet (R-RANGE-1);
 *  3. several equally near: the attacker chooses, but when the AI is the
 *     winning attacker the human (the defender) chooses (R-WD-3);
 *  4. none reachable: the defender's own Warpgate (R-WD-4). A defender with
 *     no Warpgate on the board has nowhere to go: no destination.
 * Not decided here: which ships survive (the battle does that).
 */
static void
defender_withdraws (WgWithdrawal     *w,
                    const WgGame     *game,
                    const WgRangeMap *ranges,
                    int               attacker,
                    int               defender,
                    const int        *origins,
                    guint             n_origins,
                    int               battle)
{
  guint n_locations = wg_board_get_n_locations (game->board);

  w->role = WG_ROLE_DEFENDER;
  w->range = WG_RANGE_UNREACHABLE;
  wg_ruling_list_add (&w->rulings, "R-WD-2");
  for (guint i = 0; i < n_locations; i++)
    {
      int cell = wg_board_get_location (game->board, i);
      int r;

      if (!is_defender_candidate (game, defender, cell, battle, origins, n_origins))
        continue;
      r = wg_range_map_get (ranges, cell);
      if (r == WG_RANGE_UNREACHABLE)
        continue;
      if (w->range == WG_RANGE_UNREACHABLE || r < w->range)
        {
          w->range = r;
          g_array_set_size (w->destinations, 0);
        }
      if (r == w->range)
        g_array_append_val (w->destinations, cell);
    }
  wg_ruling_list_add (&w->rulings, "R-WD-3");

  if (w->destinations->len == 0)
    {
      int gate = wg_game_warpgate_of (game, defender);

      w->fallback = TRUE;
      if (gate >= 0)
        g_array_append_val (w->destinations, gate);
      wg_ruling_list_add (&w->rulings, "R-WD-4");
    }

  if (w->destinations->len > 1)
    w->chooser = game->players[attacker].ai ? defender : attacker;
  else
    w->chooser = WG_NO_PLAYER;
}

WgVerdict
wg_withdrawal_preview_judge (const WgGame *game,
                             int           from,
                             int           at,
                             int          *attacker)
{
  guint n;
  int   a, d;

  g_return_val_if_fail (game != NULL, WG_VERDICT_NO_SHIPS);
  n = wg_board_get_n_cells (game->board);
  g_return_val_if_fail (from >= 0 && (guint) from < n, WG_VERDICT_NO_SHIPS);
  g_return_val_if_fail (at >= 0 && (guint) at < n, WG_VERDICT_NO_SHIPS);

  a = game->stacks[from].ship_owner;
  d = game->stacks[at].ship_owner;
  if (attacker != NULL)
    *attacker = a;
  if (a == WG_NO_PLAYER || d == WG_NO_PLAYER || a == d)
    return WG_VERDICT_NO_SHIPS;
  if (wg_board_get_cell (game->board, at)->kind != WG_HEX_PLANET)
    return WG_VERDICT_ENEMY_WARPGATE;
  return WG_VERDICT_OK;
}

WgWithdrawal *
wg_withdrawal_compute (const WgGame *game,
                       int           attacker,
                       const int    *origins,
                       guint         n_origins,
                       int           battle,
                       gboolean      attacker_won)
{
  g_autoptr (WgRangeMap) ranges = NULL;
  WgWithdrawal *w;
  int           defender;

  g_return_val_if_fail (game != NULL, NULL);
  g_return_val_if_fail (attacker >= 0 && (guint) attacker < game->n_players, NULL);
  g_return_val_if_fail (n_origins >= 1 && n_origins <= 2, NULL);
  g_return_val_if_fail (wg_board_is_location (game->board, battle), NULL);

  /* No battle without a defender: the caller asked about a planet that
   * holds no other player's ships. */
  defender = game->stacks[battle].ship_owner;
  if (defender == WG_NO_PLAYER || defender == attacker)
    return NULL;

  w = g_new0 (WgWithdrawal, 1);
  w->destinations = g_array_new (FALSE, FALSE, sizeof (int));
  w->chooser = WG_NO_PLAYER;
  ranges = wg_range_map_new_for_game (game, battle);
  if (attacker_won)
    {
      w->loser = defender;
      defender_withdraws (w, game, ranges, attacker, defender, origins, n_origins, battle);
    }
  else
    {
      w->loser = attacker;
      attacker_withdraws (w, game, ranges, defender, origins, n_origins);
    }
  wg_ruling_list_add (&w->rulings, "R-BATTLE-3");
  wg_ruling_list_add (&w->rulings, "R-RANGE-1");
  return w;
}

void
wg_withdrawal_free (WgWithdrawal *w)
{
  if (w == NULL)
    return;
  g_clear_pointer (&w->destinations, g_array_unref);
  g_free (w);
}

/* "A1", "V1 or A1", "D1, V1 or A1". */
static char *
join_locations (const WgGame *game,
                const GArray *cells,
                const char   *last_separator)
{
  GString *out = g_string_new (NULL);

  for (guint i = 0; i < cells->len; i++)
    {
      if (i > 0)
        g_string_append (out, i + 1 == cells->len ? last_separator : ", ");
      g_string_append (out, wg_game_place_name (game, g_array_index (cells, int, i)));
    }
  return g_string_free (out, FALSE);
}

/* The attacker's withdrawal in words (R-WD-1); @plural for the
 * Gatekeepers ("The attacker, the Gatekeepers, lose: their surviving
 * ships…", wg_game_player_is_plural). */
static char *
describe_attacker (const WgGame       *game,
                   const WgWithdrawal *w,
                   gboolean            plural)
{
  const char      *loser = wg_game_player_label (game, w->loser);
  g_autofree char *where = join_locations (game, w->destinations, _ (" and "));

  if (w->destinations->len > 1)
    return g_strdup_printf (plural ? _ ("The attacker, %s, lose: their surviving ships go back "
                                        "to %s; %s, the defender, splits them between the two "
                                        "as they wish (R-WD-1).")
                                   : _ ("The attacker, %s, loses: its surviving ships go back "
                                        "to %s; %s, the defender, splits them between the two "
                                        "as they wish (R-WD-1)."),
                            loser, where, wg_game_player_label (game, w->chooser));
  return g_strdup_printf (plural ? _ ("The attacker, %s, lose: their surviving ships go back to "
                                      "%s, where they attacked from (R-WD-1).")
                                 : _ ("The attacker, %s, loses: its surviving ships go back to "
                                      "%s, where they attacked from (R-WD-1)."),
                          loser, where);
}

/* The defender's withdrawal in words (R-WD-2…4), as above. */
static char *
describe_defender (const WgGame       *game,
                   const WgWithdrawal *w,
                   gboolean            plural)
{
  const char      *loser = wg_game_player_label (game, w->loser);
  g_autofree char *where = NULL;

  if (w->destinations->len == 0)
    return g_strdup_printf (plural ? _ ("The defender, %s, lose but have no valid location and "
                                        "no Warpgate on this board: their surviving ships go "
                                        "back to their supply.")
                                   : _ ("The defender, %s, loses but has no valid location and "
                                        "no Warpgate on this board: its surviving ships go back "
                                        "to its supply."),
                            loser);
  where = join_locations (game, w->destinations, _ (" or "));
  if (w->fallback)
    return g_strdup_printf (plural ? _ ("The defender, %s, lose: no valid location can be "
                                        "reached, so their ships withdraw to %s (R-WD-4).")
                                   : _ ("The defender, %s, loses: no valid location can be "
                                        "reached, so its ships withdraw to %s (R-WD-4)."),
                            loser, where);
  if (w->chooser != WG_NO_PLAYER)
    return g_strdup_printf (plural ? _ ("The defender, %s, lose and withdraw to %s, all at range "
                                        "%d; %s chooses which (R-WD-3).")
                                   : _ ("The defender, %s, loses and withdraws to %s, all at "
                                        "range %d; %s chooses which (R-WD-3)."),
                            loser, where, w->range, wg_game_player_label (game, w->chooser));
  return g_strdup_printf (plural ? _ ("The defender, %s, lose and withdraw to %s, the nearest "
                                      "valid location at range %d (R-WD-2, R-WD-3).")
                                 : _ ("The defender, %s, loses and withdraws to %s, the nearest "
                                      "valid location at range %d (R-WD-2, R-WD-3)."),
                          loser, where, w->range);
}

char *
wg_withdrawal_describe (const WgGame       *game,
                        const WgWithdrawal *w)
{
  gboolean plural;

  g_return_val_if_fail (game != NULL && w != NULL, NULL);
  plural = wg_game_player_is_plural (game, w->loser);
  if (w->role == WG_ROLE_ATTACKER)
    return describe_attacker (game, w, plural);
  return describe_defender (game, w, plural);
}
