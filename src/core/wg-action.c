/* wg-action.c — the twelve actions and a move
 * Copyright 2026 The Warpgate Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "wg-action.h"
#include "wg-i18n.h"

static const char *const action_words[WG_N_ACTIONS] = {
  "recon",
  "maneuver",
  "skirmish",
  "advance",
  "concentrate",
  "trade",
  "research",
  "warp-in",
  "reinforce",
  "control",
  "promote",
  "draw",
};

const char *
wg_action_to_string (WgAction action)
{
  g_return_val_if_fail ((guint) action < WG_N_ACTIONS, NULL);
  return action_words[action];
}

gboolean
wg_action_from_string (const char *str,
                       WgAction   *out)
{
  for (guint i = 0; str != NULL && i < WG_N_ACTIONS; i++)
    if (strcmp (action_words[i], str) == 0)
      {
        *out = (WgAction) i;
        return TRUE;
      }
  return FALSE;
}

const char *
wg_action_display_name (WgAction action)
{
  switch (action)
    {
    case WG_ACTION_RECON: return _ ("Recon");
    case WG_ACTION_MANEUVER: return _ ("Maneuver");
    case WG_ACTION_SKIRMISH: return _ ("Skirmish");
    case WG_ACTION_ADVANCE: return _ ("Advance");
    case WG_ACTION_CONCENTRATE: return _ ("Concentrate");
    case WG_ACTION_TRADE: return _ ("Trade");
    case WG_ACTION_RESEARCH: return _ ("Research");
    case WG_ACTION_WARP_IN: return _ ("Warp-in");
    case WG_ACTION_REINFORCE: return _ ("Reinforce");
    case WG_ACTION_CONTROL: return _ ("Control");
    case WG_ACTION_PROMOTE: return _ ("Promote");
    case WG_ACTION_DRAW: return _ ("Draw");
    case WG_N_ACTIONS:
    default:
      g_return_val_if_reached (NULL);
    }
}

gboolean
wg_action_is_movement (WgAction action)
{
  return action <= WG_ACTION_CONCENTRATE;
}

gboolean
wg_action_may_attack (WgAction action)
{
  return action == WG_ACTION_SKIRMISH || action == WG_ACTION_ADVANCE
         || action == WG_ACTION_CONCENTRATE;
}

/* R-MOVE-4…8: ships leave one or two origins. */
gboolean
wg_action_has_origins (WgAction action)
{
  return wg_action_is_movement (action) || action == WG_ACTION_TRADE;
}

/* R-MOVE-9 (Reinforce), R-CTRL-2 (Control): up to X locations, in order. */
gboolean
wg_action_uses_targets (WgAction action)
{
  return action == WG_ACTION_REINFORCE || action == WG_ACTION_CONTROL;
}

/* Promote and Draw take cards: no location. */
gboolean
wg_action_needs_no_location (WgAction action)
{
  return action == WG_ACTION_PROMOTE || action == WG_ACTION_DRAW;
}

void
wg_action_rulings (WgAction      action,
                   WgRulingList *rulings)
{
  static const char *const by_action[WG_N_ACTIONS] = {
    "R-MOVE-4",
    "R-MOVE-5",
    "R-MOVE-6",
    "R-MOVE-6",
    "R-MOVE-7",
    "R-MOVE-8",
    "R-MOVE-10",
    "R-MOVE-9",
    "R-MOVE-9",
    "R-CTRL-2",
    NULL,
    NULL,
  };

  if (wg_action_is_movement (action))
    {
      wg_ruling_list_add (rulings, "R-MOVE-1");
      wg_ruling_list_add (rulings, "R-MOVE-2");
      wg_ruling_list_add (rulings, "R-MOVE-3");
    }
  if (by_action[action] != NULL)
    wg_ruling_list_add (rulings, by_action[action]);
  if (action == WG_ACTION_REINFORCE)
    wg_ruling_list_add (rulings, "R-MOVE-12");
  if (action == WG_ACTION_CONTROL)
    wg_ruling_list_add (rulings, "R-CTRL-5");
  if (action <= WG_ACTION_RESEARCH)
    {
      wg_ruling_list_add (rulings, "R-RANGE-1");
      wg_ruling_list_add (rulings, "R-RANGE-6");
    }
}

int
wg_effective_x (int      x,
                gboolean trade_good)
{
  return x + (trade_good ? 1 : 0);
}

int
wg_action_range_limit (WgAction action,
                       int      x,
                       gboolean trade_good)
{
  /* R-RANGE-6: the Trade Good's +1 comes before Recon's doubling. */
  int effective = wg_effective_x (x, trade_good);

  return action == WG_ACTION_RECON ? 2 * effective : effective;
}

void
wg_move_init (WgMove  *move,
              WgAction action,
              int      player,
              int      x,
              gboolean trade_good)
{
  memset (move, 0, sizeof *move);
  move->action = action;
  move->player = player;
  move->x = x;
  move->trade_good = trade_good;
  move->to = WG_NONE;
  move->second_to = WG_NONE;
  move->second_group.from = WG_NONE;
  move->second_group.count = WG_ALL_SHIPS;
  move->via = WG_NONE;
  move->technology = WG_NONE;
  move->count = WG_NONE;
  move->objective = WG_NONE;
}

void
wg_move_add_group (WgMove *move,
                   int     from,
                   int     count)
{
  g_return_if_fail (move->n_groups < G_N_ELEMENTS (move->groups));
  move->groups[move->n_groups].from = from;
  move->groups[move->n_groups].count = count;
  move->n_groups++;
}

void
wg_move_add_target (WgMove *move,
                    int     cell)
{
  g_return_if_fail (move->n_targets < WG_MAX_TARGETS);
  move->targets[move->n_targets++] = cell;
}

const char *
wg_move_cell_name (const WgGame *game,
                   int           cell,
                   const char   *empty)
{
  const WgCell *c;

  if (cell < 0 || (guint) cell >= wg_board_get_n_cells (game->board))
    return "?";
  c = wg_board_get_cell (game->board, cell);
  if (c->kind == WG_HEX_WARPGATE)
    return wg_game_place_name (game, cell);
  return c->id ? c->id : empty;
}

static const char *
cell_id (const WgGame *game,
         int           cell)
{
  return wg_move_cell_name (game, cell, "·");
}

/* "3 ships D2": all the player's ships there when the count is not given
 * (the table before the move). */
static void
append_group (GString       *out,
              const WgGame  *game,
              int            player,
              const WgGroup *group)
{
  int count = group->count;

  if (count == WG_ALL_SHIPS && group->from >= 0
      && (guint) group->from < wg_board_get_n_cells (game->board))
    count = wg_game_ships_at (game, group->from, player);
  g_string_append_printf (
    /* TRANSLATORS: "2 ships from D1" (then " → V1"); %s may be "the blue Warpgate" */
    out,
    g_dngettext (GETTEXT_PACKAGE, "%d ship from %s", "%d ships from %s", (gulong) MAX (count, 0)),
    MAX (count, 0), cell_id (game, group->from));
}

static void
append_targets (GString      *out,
                const WgGame *game,
                const WgMove *move)
{
  for (guint i = 0; i < move->n_targets; i++)
    g_string_append_printf (out, "%s%s", i ? ", " : " ", cell_id (game, move->targets[i]));
}

char *
wg_move_describe (const WgGame *game,
                  const WgMove *move)
{
  GString *out = g_string_new (NULL);

  g_return_val_if_fail (game != NULL && move != NULL, NULL);
  g_string_append_printf (out, "%s: %s", wg_game_player_label (game, move->player),
                          wg_action_display_name (move->action));
  switch (move->action)
    {
    case WG_ACTION_RECON:
    case WG_ACTION_MANEUVER:
    case WG_ACTION_SKIRMISH:
    case WG_ACTION_ADVANCE:
    case WG_ACTION_CONCENTRATE:
      for (guint i = 0; i < move->n_groups; i++)
        {
          g_string_append (out, i ? _ (" and ") : " ");
          append_group (out, game, move->player, &move->groups[i]);
        }
      g_string_append_printf (out, " → %s", cell_id (game, move->to));
      if (move->second)
        {
          g_string_append (out, _ (", then "));
          append_group (out, game, move->player, &move->second_group);
          g_string_append_printf (out, " → %s", cell_id (game, move->second_to));
        }
      break;
    case WG_ACTION_TRADE:
      g_string_append_printf (out, " %s → %s → %s", cell_id (game, move->groups[0].from),
                              cell_id (game, move->via), cell_id (game, move->to));
      break;
    case WG_ACTION_RESEARCH:
      g_string_append_printf (out, _ (": drone → %s"), cell_id (game, move->to));
      break;
    case WG_ACTION_WARP_IN:
      g_string_append_printf (
        out, g_dngettext (GETTEXT_PACKAGE, " %d ship", " %d ships", (gulong) MAX (move->count, 0)),
        MAX (move->count, 0));
      break;
    case WG_ACTION_REINFORCE:
    case WG_ACTION_CONTROL:
      append_targets (out, game, move);
      break;
    case WG_ACTION_PROMOTE:
    case WG_ACTION_DRAW:
    case WG_N_ACTIONS:
    default:
      break;
    }
  g_string_append_printf (out, _ (" (%dX"), move->x);
  if (move->trade_good)
    g_string_append (out, _ (" + a Trade Good"));
  g_string_append (out, ")");
  return g_string_free (out, FALSE);
}
