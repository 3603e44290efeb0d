/* wg-battle-model-promote.c — battle-promote: a Promote at 2X before the battle's cards (R-EXP-5)
 * Copyright 2026 The Warpgate Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "wg-battle-model-private.h"
#include "wg-explore.h"

#define IS_ROLE(r) ((r) == WG_ROLE_ATTACKER || (r) == WG_ROLE_DEFENDER)

/* The player's unused battle-promote, as the core looks for it. */
static gboolean
holds_battle_promote (const WgGame *game,
                      int           player)
{
  const GArray *d = game->players[player].discoveries;

  for (guint i = 0; d != NULL && i < d->len; i++)
    if (g_array_index (d, WgDiscovery, i).token == WG_TOKEN_BATTLE_PROMOTE
        && !g_array_index (d, WgDiscovery, i).used)
      return TRUE;
  return FALSE;
}

gboolean
wg_battle_model_can_promote (WgBattleModel *self,
                             WgBattleRole   role)
{
  const Side *side;

  g_return_val_if_fail (WG_IS_BATTLE_MODEL (self), FALSE);
  g_return_val_if_fail (IS_ROLE (role), FALSE);

  side = &self->sides[role];
  /* R-EXP-5: in one's battle, before the Tactics cards are played — no
   * card chosen or drawn on either side yet, no question open. The
   * Gatekeepers never explore (R-EXP-2), so never hold one. */
  return self->state == WG_BATTLE_MODEL_CHOOSING && !side->draws
         && wg_battle_model_get_question (self) == NULL && !self->sides[0].chosen
         && !self->sides[1].chosen && !self->sides[0].has_drawn && !self->sides[1].has_drawn
         && self->promote.step == NULL && holds_battle_promote (self->before, side->player);
}

/* The cards the sides hold in the battle's table, after it changed; the
 * drawing side holds none (R-AI-8). */
static void
refill_sides (WgBattleModel *self)
{
  for (int r = 0; r < 2; r++)
    if (!self->sides[r].draws)
      wg_battle_model_fill_cards (self, r);
}

void
wg_battle_model_run_promote (WgBattleModel *self)
{
  Side *side = &self->sides[self->promote.role];
  g_autoptr (WgOutcome) outcome = NULL;
  const GArray *tactics;
  WgBattleCard  card;
  WgMove        move;

  /* docs/cli.md use-token: a Promote at 2X, never with a Trade Good
   * (R-EXP-3); the core asks the cards revealed. */
  wg_move_init (&move, WG_ACTION_PROMOTE, side->player, 2, FALSE);
  wg_answers_rewind (self->promote.answers);
  outcome = wg_token_use (self->before, WG_TOKEN_BATTLE_PROMOTE, &move, self->promote.answers);
  if (outcome->question != NULL)
    {
      self->question = wg_battle_model_reveal_question (self, outcome->question);
      self->asking = ASK_PROMOTE;
      return;
    }
  if (outcome->verdict != WG_VERDICT_OK || outcome->game == NULL)
    {
      g_free (self->message);
      self->message = g_strdup (outcome->description);
      self->promote.role = -1;
      return;
    }
  /* The battle is fought on the table after the token; applying the
   * battle applies both, as one step. */
  wg_game_free (self->before);
  self->before = wg_outcome_steal_game (outcome);
  wg_game_free (self->table);
  self->table = wg_game_copy (self->before);
  g_free (self->promote.step);
  self->promote.step = g_strdup (outcome->description);
  refill_sides (self);
  /* R-EXP-5: the card kept is the one played in this battle (the last of
   * the player's Tactics: Promote adds it there), when its multiplier is
   * known; else it is chosen and typed as any card. */
  tactics = self->before->players[side->player].tactics;
  if (tactics->len > 0
      && wg_battle_model_card_from_tactic (
        self, &g_array_index (tactics, WgTactic, tactics->len - 1), &card))
    {
      side->card = card;
      side->chosen = TRUE;
    }
  wg_battle_model_compute_odds (self);
}

gboolean
wg_battle_model_promote (WgBattleModel *self,
                         WgBattleRole   role)
{
  g_return_val_if_fail (WG_IS_BATTLE_MODEL (self), FALSE);
  g_return_val_if_fail (IS_ROLE (role), FALSE);

  if (!wg_battle_model_can_promote (self, role))
    return FALSE;
  g_free (self->message);
  self->message = NULL;
  wg_answers_free (self->promote.answers);
  self->promote.answers = wg_answers_new ();
  self->promote.role = role;
  wg_battle_model_run_promote (self);
  wg_battle_model_update (self);
  return TRUE;
}

const char *
wg_battle_model_get_promote_step (WgBattleModel *self)
{
  g_return_val_if_fail (WG_IS_BATTLE_MODEL (self), NULL);
  return self->promote.step;
}
