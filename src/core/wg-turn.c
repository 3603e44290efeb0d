/* wg-turn.c — an action taken as the active player's turn
 * Copyright 2026 The Warpgate Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "wg-moves-private.h"
#include "wg-turn.h"

/* The strongest slot gives the strongest multiplier. */
G_STATIC_ASSERT (WG_TURN_SLOT_LAST == WG_X_MAX);

gboolean
wg_turn_slot_is_valid (int slot)
{
  return slot >= WG_TURN_SLOT_FIRST && slot <= WG_TURN_SLOT_LAST;
}

int
wg_turn_slot_x (int slot)
{
  return CLAMP (slot, WG_X_MIN, WG_X_MAX);
}

gboolean
wg_turn_takes_move (const WgGame *game,
                    const WgMove *move)
{
  g_return_val_if_fail (game != NULL && move != NULL, FALSE);
  return move->player == game->active && move->x <= wg_turn_slot_x (game->turn);
}

static WgOutcome *
refuse (const WgGame *game,
        const WgMove *move,
        WgVerdict     verdict)
{
  WgOutcome  *outcome = wg_outcome_new ();
  WgJudgement j = { 0 };

  j.verdict = verdict;
  j.ruling = wg_verdict_ruling (verdict, move->action);
  j.range = -1;
  j.subject = WG_NONE;
  outcome->verdict = verdict;
  outcome->description = wg_judgement_describe (game, move, &j);
  if (j.ruling != NULL)
    wg_ruling_list_add (&outcome->rulings, j.ruling);
  return outcome;
}

WgOutcome *
wg_turn_perform (const WgGame *game,
                 const WgMove *move,
                 WgAnswers    *answers)
{
  const WgPlayer *p;
  WgOutcome      *outcome;

  g_return_val_if_fail (game != NULL && move != NULL, NULL);
  g_return_val_if_fail (move->player >= 0 && (guint) move->player < game->n_players, NULL);

  p = &game->players[move->player];
  if (game->game_over)
    return refuse (game, move, WG_VERDICT_GAME_OVER);
  if (move->player != game->active)
    return refuse (game, move, WG_VERDICT_NOT_YOUR_TURN);
  if (p->ai)
    return refuse (game, move, WG_VERDICT_AI_TURN);
  if (game->acted)
    return refuse (game, move, WG_VERDICT_ALREADY_ACTED);
  if (move->x > game->turn)
    return refuse (game, move, WG_VERDICT_MULTIPLIER_TOO_HIGH);
  if (p->actions_tracked && !p->ai && p->action_hand < 1)
    return refuse (game, move, WG_VERDICT_NO_ACTION_CARD);

  outcome = wg_move_apply (game, move, answers);
  if (outcome->game != NULL)
    outcome->game->acted = TRUE;
  if (outcome->game != NULL && p->actions_tracked && !p->ai)
    {
      WgPlayer *after = &outcome->game->players[move->player];

      after->action_hand--;
      after->action_played++;
    }
  return outcome;
}

WgVerdict
wg_turn_judge_entry (const WgGame *game)
{
  g_return_val_if_fail (game != NULL, WG_VERDICT_GAME_OVER);

  if (game->game_over)
    return WG_VERDICT_GAME_OVER;
  if (game->acted)
    return WG_VERDICT_ALREADY_ACTED;
  return WG_VERDICT_OK;
}

WgOutcome *
wg_turn_enter (const WgGame *game,
               const WgMove *move,
               WgAnswers    *answers)
{
  WgVerdict verdict;

  g_return_val_if_fail (game != NULL && move != NULL, NULL);

  verdict = wg_turn_judge_entry (game);
  if (verdict != WG_VERDICT_OK)
    return refuse (game, move, verdict);
  if (wg_turn_takes_move (game, move))
    return wg_turn_perform (game, move, answers);
  return wg_move_apply (game, move, answers);
}

gboolean
wg_turn_only_end_left (const WgGame *game)
{
  g_return_val_if_fail (game != NULL, FALSE);

  return !game->game_over && !game->exploration
         && wg_turn_judge_entry (game) == WG_VERDICT_ALREADY_ACTED;
}
