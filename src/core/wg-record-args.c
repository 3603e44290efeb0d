/* wg-record-args.c — a step's options as warpgate-cli takes them
 * Copyright 2026 The Warpgate Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "wg-record-args.h"

static void
add_args (GPtrArray  *args,
          const char *option,
          char       *value)
{
  g_ptr_array_add (args, g_strdup (option));
  g_ptr_array_add (args, value);
}

static const char *
cell_id (const WgGame *game,
         int           cell)
{
  const WgCell *c = wg_board_get_cell (game->board, cell);

  return c != NULL && c->id != NULL ? c->id : "";
}

/* A group of ships: ID, or ID:COUNT. */
static char *
group_arg (const WgGame  *game,
           const WgGroup *group)
{
  return group->count == WG_ALL_SHIPS ? g_strdup (cell_id (game, group->from))
                                      : g_strdup_printf ("%s:%d", cell_id (game, group->from),
                                                         group->count);
}

static void
movement_args (GPtrArray    *args,
               const WgGame *game,
               const WgMove *move)
{
  for (guint i = 0; i < move->n_groups; i++)
    add_args (args, "--from", group_arg (game, &move->groups[i]));
  add_args (args, "--to", g_strdup (cell_id (game, move->to)));
  if (move->second)
    {
      add_args (args, "--second-from",
                g_strdup_printf ("%s:%d", cell_id (game, move->second_group.from),
                                 move->second_group.count));
      add_args (args, "--second-to", g_strdup (cell_id (game, move->second_to)));
    }
}

/* @move's locations as `apply` takes them (docs/cli.md, apply). */
static void
move_args (GPtrArray    *args,
           const WgGame *game,
           const WgMove *move)
{
  if (wg_action_is_movement (move->action))
    movement_args (args, game, move);
  else if (move->action == WG_ACTION_TRADE)
    {
      add_args (args, "--from", g_strdup (cell_id (game, move->groups[0].from)));
      if (move->via != WG_NONE)
        add_args (args, "--via", g_strdup (cell_id (game, move->via)));
      add_args (args, "--to", g_strdup (cell_id (game, move->to)));
    }
  else if (move->action == WG_ACTION_RESEARCH)
    add_args (args, "--to", g_strdup (cell_id (game, move->to)));
  else if (move->action == WG_ACTION_WARP_IN)
    {
      const char *color = wg_game_player_color (game, move->player);
      int         gate = wg_board_find_warpgate (game->board, color);

      add_args (args, "--to", g_strdup_printf ("%s:%d", cell_id (game, gate), move->count));
    }
  else if (wg_action_uses_targets (move->action))
    for (guint i = 0; i < move->n_targets; i++)
      add_args (args, "--to", g_strdup (cell_id (game, move->targets[i])));
  if (move->action == WG_ACTION_RESEARCH && move->technology != WG_NONE)
    add_args (args, "--technology", g_strdup_printf ("%d", move->technology));
  if (move->action == WG_ACTION_DRAW && move->count != WG_NONE)
    add_args (args, "--count", g_strdup_printf ("%d", move->count));
}

void
wg_record_args_apply (GPtrArray    *args,
                      const WgGame *game,
                      const WgMove *move)
{
  g_return_if_fail (args != NULL && game != NULL && move != NULL);

  add_args (args, "--color", g_strdup (wg_game_player_color (game, move->player)));
  add_args (args, "--action", g_strdup (wg_action_to_string (move->action)));
  add_args (args, "--x", g_strdup_printf ("%d", move->x));
  if (move->trade_good)
    g_ptr_array_add (args, g_strdup ("--trade-good"));
  move_args (args, game, move);
}

void
wg_record_args_use_token (GPtrArray    *args,
                          const WgGame *game,
                          int           player,
                          const char   *token)
{
  g_return_if_fail (args != NULL && game != NULL && token != NULL);

  add_args (args, "--color", g_strdup (wg_game_player_color (game, player)));
  add_args (args, "--token", g_strdup (token));
}

gboolean
wg_record_args_token_answer (GPtrArray  *args,
                             const char *question,
                             const char *option_id)
{
  char **last;
  char  *with;

  if (g_strcmp0 (question, "token-location") == 0)
    {
      add_args (args, "--to", g_strdup (option_id));
      return TRUE;
    }
  if (g_strcmp0 (question, "token-count") != 0)
    return FALSE;
  /* Deploy 3's count follows its planet: --to ID:COUNT. */
  g_return_val_if_fail (args->len >= 2
                          && g_str_equal (g_ptr_array_index (args, args->len - 2), "--to"),
                        FALSE);
  last = (char **) &g_ptr_array_index (args, args->len - 1);
  with = g_strdup_printf ("%s:%s", *last, option_id);
  g_free (*last);
  *last = with;
  return TRUE;
}

gboolean
wg_record_args_carries (const char *question)
{
  static const char *const carried[] = { "route", "multiplier", "token-location", "token-count",
                                         NULL };

  return question != NULL && g_strv_contains (carried, question);
}

char *
wg_record_card_arg (const WgBattleCard *card)
{
  g_return_val_if_fail (card != NULL, NULL);

  return card->id != NULL ? g_strdup_printf ("%s:x%d", card->id, card->multiplier)
                          : g_strdup_printf ("x%d", card->multiplier);
}

void
wg_record_args_battle (GPtrArray           *args,
                       const WgGame        *game,
                       const WgBattleStart *start,
                       const WgBattleCard  *attacker_card,
                       const WgBattleCard  *defender_card)
{
  g_return_if_fail (args != NULL && game != NULL && start != NULL);
  g_return_if_fail (attacker_card != NULL && defender_card != NULL);

  add_args (args, "--attacker", g_strdup (wg_game_player_color (game, start->attacker)));
  for (guint i = 0; i < start->n_origins; i++)
    add_args (args, "--from",
              g_strdup_printf ("%s:%d", cell_id (game, start->origins[i]), start->ships[i]));
  add_args (args, "--at", g_strdup (cell_id (game, start->at)));
  add_args (args, "--attacker-card", wg_record_card_arg (attacker_card));
  add_args (args, "--defender-card", wg_record_card_arg (defender_card));
  g_ptr_array_add (args, g_strdup ("--apply"));
}
