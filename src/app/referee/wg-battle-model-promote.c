/* wg-battle-model-promote.c — battle-promote: a Promote at 2X before the battle's cards (R-EXP-5)
 * Copyright 2026 The Warpgate Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "wg-battle-model-private.h"
#include "wg-explore.h"
#include "wg-record-args.h"

#define IS_ROLE(r) ((r) == WG_ROLE_ATTACKER || (r) == WG_ROLE_DEFENDER)

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
         && self->promote.step == NULL && wg_game_holds_token (self->before, side->player, WG_TOKEN_BATTLE_PROMOTE);
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

/* The runner's call of the core. docs/cli.md use-token: a Promote at 2X,
 * never with a Trade Good (R-EXP-3); the core asks the cards revealed. */
static WgOutcome *
use_battle_promote (WgAnswers *answers,
                    gpointer   user_data,
                    GError   **error)
{
  WgBattleModel *self = user_data;
  WgMove         move;

  wg_move_init (&move, WG_ACTION_PROMOTE, self->sides[self->promote.role].player, 2, FALSE);
  /* R-MOVE-13: the cards asked and the card kept by name; the player
   * chooses which card is kept, and it is the one played (R-EXP-5). */
  move.catalog = self->catalog;
  return wg_token_use (self->before, WG_TOKEN_BATTLE_PROMOTE, &move, answers);
}

/* Not applied by the runner: the token and the battle are one step, which
 * the battle's own runner applies. */
WgRunner *
wg_battle_model_promote_runner_new (WgBattleModel *self)
{
  WgRunner *runner = wg_runner_new (self->session, use_battle_promote, self);

  wg_runner_set_auto_apply (runner, FALSE);
  return runner;
}

/* The token in the game's record: `use-token`, told with the battle (no
 * sentence of its own), on the table @old it was used on. */
static void
record_promote (WgBattleModel *self,
                const WgGame  *old)
{
  g_autoptr (GPtrArray) args = g_ptr_array_new_with_free_func (g_free);
  WgOutcome    *outcome = wg_runner_get_outcome (self->promote.runner);
  WgRecordStep *step;

  wg_record_args_use_token (args, old, self->sides[self->promote.role].player,
                            wg_token_to_string (WG_TOKEN_BATTLE_PROMOTE));
  step = wg_runner_make_step (self->promote.runner, "use-token", args, NULL, outcome);
  wg_history_step_untell (step, outcome->game);
  g_ptr_array_add (self->record, step);
}

void
wg_battle_model_after_promote (WgBattleModel *self,
                               WgRunnerState  state)
{
  Side *side = &self->sides[self->promote.role];
  g_autoptr (WgGame) old = NULL;
  const WgTactic *kept;
  WgBattleCard    card;

  if (state == WG_RUNNER_ASKS)
    {
      self->question =
        wg_battle_model_reveal_question (self, wg_runner_get_question (self->promote.runner));
      self->asking = ASK_PROMOTE;
      return;
    }
  if (state != WG_RUNNER_READY)
    {
      g_free (self->message);
      self->message = g_strdup (wg_runner_get_refusal (self->promote.runner));
      self->promote.role = -1;
      wg_runner_reset (self->promote.runner);
      return;
    }
  /* The battle is fought on the table after the token; applying the
   * battle applies both, as one step. */
  record_promote (self, self->before);
  old = g_steal_pointer (&self->before);
  self->before = wg_outcome_steal_game (wg_runner_get_outcome (self->promote.runner));
  wg_game_free (self->table);
  self->table = wg_game_copy (self->before);
  g_free (self->promote.step);
  self->promote.step = g_strdup (wg_runner_get_outcome (self->promote.runner)->description);
  wg_runner_reset (self->promote.runner);
  refill_sides (self);
  /* R-EXP-5: the card kept is the one played in this battle, as the core
   * finds it, when its multiplier is known; else it is chosen and typed as
   * any card. */
  kept = wg_token_battle_promote_card (old, self->before, side->player);
  if (kept != NULL && wg_battle_model_card_from_tactic (self, kept, &card))
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
  self->promote.role = role;
  wg_battle_model_after_promote (self, wg_runner_start (self->promote.runner));
  wg_battle_model_update (self);
  return TRUE;
}

const char *
wg_battle_model_get_promote_step (WgBattleModel *self)
{
  g_return_val_if_fail (WG_IS_BATTLE_MODEL (self), NULL);
  return self->promote.step;
}
