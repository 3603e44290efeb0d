/* wg-moves-describe.c — a judgement in a sentence a player understands
 * Copyright 2026 The Warpgate Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "wg-moves-private.h"
#include "wg-range.h"

static const char *
id_of (const WgGame *game,
       int           cell)
{
  return wg_move_cell_name (game, cell, _ ("an empty hex"));
}

static char *
legal_sentence (const WgGame      *game,
                const WgMove      *move,
                const WgJudgement *j)
{
  const char *action = wg_action_display_name (move->action);

  if (j->attack)
    {
      int defender = game->stacks[move->to].ship_owner;

      return g_strdup_printf (_ ("Legal: %s attacks %s at %s (range %d) — a battle follows."),
                              action, wg_game_player_label (game, defender),
                              id_of (game, move->to), j->range);
    }
  if (j->range >= 0)
    return g_strdup_printf (_ ("Legal: %s to %s at range %d, within %d."), action,
                            id_of (game, move->to), j->range,
                            move->action == WG_ACTION_TRADE || move->action == WG_ACTION_RESEARCH
                              ? wg_effective_x (move->x, move->trade_good)
                              : wg_action_range_limit (move->action, move->x, move->trade_good));
  return g_strdup_printf (_ ("Legal: %s."), action);
}

/* The reason, without the ruling id. */
static char *
reason_sentence (const WgGame      *game,
                 const WgMove      *move,
                 const WgJudgement *j)
{
  const char *action = wg_action_display_name (move->action);
  const char *who = wg_game_player_label (game, move->player);
  const char *subject = id_of (game, j->subject);
  int         limit = move->action == WG_ACTION_RECON
                        ? wg_action_range_limit (move->action, move->x, move->trade_good)
                        : wg_effective_x (move->x, move->trade_good);

  switch (j->verdict)
    {
    case WG_VERDICT_OUT_OF_RANGE:
      if (wg_action_is_movement (move->action))
        return g_strdup_printf (_ ("%s is at range %d from %s; %s at %dX reaches range %d"),
                                id_of (game, move->to), j->range, subject, action,
                                wg_effective_x (move->x, move->trade_good), limit);
      return g_strdup_printf (_ ("%s is at range %d; %s at %dX reaches range %d"), subject,
                              j->range, action, wg_effective_x (move->x, move->trade_good),
                              limit);
    case WG_VERDICT_UNREACHABLE:
      return g_strdup_printf (_ ("no path through empty hexes leads to %s"), subject);
    case WG_VERDICT_ENEMY_SHIPS:
      if (wg_action_is_movement (move->action))
        return g_strdup_printf (_ ("%s holds another player’s ships, and only Skirmish, Advance "
                                   "and Concentrate may attack"),
                                subject);
      return g_strdup_printf (_ ("%s holds another player’s ships"), subject);
    case WG_VERDICT_ENEMY_WARPGATE:
      return g_strdup_printf (_ ("%s is another player’s Warpgate: nothing ever moves, deploys "
                                 "or withdraws there"),
                              subject);
    case WG_VERDICT_NO_SHIPS:
      return g_strdup_printf (_ ("%s has no ships at %s"), who, subject);
    case WG_VERDICT_TOO_FEW_SHIPS:
      if (move->action == WG_ACTION_ADVANCE)
        return g_strdup (_ ("Advance moves 2 or more ships"));
      return g_strdup (_ ("at least one ship must move"));
    case WG_VERDICT_TOO_MANY_SHIPS:
      if (move->action == WG_ACTION_RECON || move->action == WG_ACTION_SKIRMISH
          || move->action == WG_ACTION_TRADE)
        return g_strdup_printf (_ ("%s moves exactly 1 ship"), action);
      if (move->action == WG_ACTION_WARP_IN)
        return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                             "Warp-in at %dX deploys at most %d ship",
                                             "Warp-in at %dX deploys at most %d ships",
                                             (gulong) wg_effective_x (move->x, move->trade_good)),
                                wg_effective_x (move->x, move->trade_good),
                                wg_effective_x (move->x, move->trade_good));
      return g_strdup_printf (_ ("%s does not have that many ships at %s"), who, subject);
    case WG_VERDICT_NOT_A_LOCATION:
      return g_strdup (_ ("ships start and end their movement on a planet or a Warpgate"));
    case WG_VERDICT_SAME_LOCATION:
      return g_strdup_printf (_ ("the ships are already at %s"), subject);
    case WG_VERDICT_TOO_MANY_ORIGINS:
      return g_strdup (_ ("only Concentrate brings ships from two locations, and never from "
                          "more"));
    case WG_VERDICT_REUSED_SHIPS:
      return g_strdup_printf (_ ("the second group must be other ships: those that just "
                                 "moved to %s may not move again"),
                              subject);
    case WG_VERDICT_NOT_A_TRADE_PLANET:
      return g_strdup_printf (_ ("%s is not a planet with a trade icon"), subject);
    case WG_VERDICT_NOT_DISTINCT:
      return move->action == WG_ACTION_TRADE
               ? g_strdup (_ ("Trade visits three different planets"))
               : g_strdup (_ ("Concentrate’s two origins must be different locations"));
    case WG_VERDICT_NO_DRONE:
      return game->players[move->player].ai
               ? g_strdup (_ ("the AI has no Research Drone"))
               : g_strdup_printf (_ ("%s’s Research Drone is not on the board"), who);
    case WG_VERDICT_DRONE_MUST_MOVE:
      return g_strdup (_ ("the drone must move to take a Technology"));
    case WG_VERDICT_NOT_A_PLANET:
      return g_strdup_printf (_ ("%s is not a planet"), subject);
    case WG_VERDICT_NO_MATCHING_TECHNOLOGY:
      return g_strdup_printf (_ ("no available Technology matches the type of %s"), subject);
    case WG_VERDICT_NO_SUPPLY:
      return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%s has only %d ship in the supply",
                                           "%s has only %d ships in the supply",
                                           (gulong) MAX (wg_game_supply (game, move->player), 0)),
                              who, wg_game_supply (game, move->player));
    case WG_VERDICT_TOO_MANY_TARGETS:
      return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%s at %dX reaches at most %d location",
                                           "%s at %dX reaches at most %d locations",
                                           (gulong) wg_effective_x (move->x, move->trade_good)),
                              action,
                              wg_effective_x (move->x, move->trade_good),
                              wg_effective_x (move->x, move->trade_good));
    case WG_VERDICT_REPEATED_TARGET:
      return g_strdup_printf (_ ("%s is named twice"), subject);
    case WG_VERDICT_NO_OWN_SHIPS:
      return g_strdup_printf (_ ("%s has no ships at %s"), who, subject);
    case WG_VERDICT_NO_WARPGATE:
      return g_strdup_printf (_ ("%s has no Warpgate on this board"), who);
    case WG_VERDICT_NO_MARKERS:
      return g_strdup_printf (_ ("%s has no Outpost/Colony markers left"), who);
    case WG_VERDICT_NO_TRADE_GOOD:
      return g_strdup_printf (_ ("%s has no unspent Trade Good to spend"), who);
    case WG_VERDICT_MULTIPLIER_TOO_HIGH:
      return g_strdup_printf (_ ("the slot played into is %dX: an action may be resolved "
                                 "weaker, never stronger"),
                              game->turn);
    case WG_VERDICT_NOT_YOUR_TURN:
      /* "the Gatekeepers’ turn" (wg_game_player_is_plural) */
      return g_strdup_printf (wg_game_player_is_plural (game, game->active) ? _ ("it is %s’ turn")
                                                                            : _ ("it is %s’s turn"),
                              wg_game_player_label (game, game->active));
    case WG_VERDICT_BAD_CHOICE:
      if (move->action == WG_ACTION_DRAW && move->count != WG_NONE && move->x >= 0)
        return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                             "a Draw at %dX draws 0 to %d card, not %d",
                                             "a Draw at %dX draws 0 to %d cards, not %d",
                                             (gulong) wg_effective_x (move->x, move->trade_good)),
                                wg_effective_x (move->x, move->trade_good),
                                wg_effective_x (move->x, move->trade_good), move->count);
      return g_strdup (_ ("that choice is not one of the options"));
    case WG_VERDICT_GAME_OVER:
      return g_strdup (_ ("the game is over"));
    case WG_VERDICT_NO_ACTION_CARD:
      return g_strdup_printf (_ ("%s has no Action card in hand to play into the slot"), who);
    case WG_VERDICT_ALREADY_ACTED:
      return g_strdup_printf (_ ("%s has already taken this turn’s action"), who);
    case WG_VERDICT_TRUCE:
      return g_strdup_printf (_ ("a truce holds this round, with no attack on or by the "
                                 "player who used it: %s cannot attack %s"),
                              who, subject);
    case WG_VERDICT_VOIDED_PLANET:
      return g_strdup_printf (_ ("%s is voided: it is a planet only for movement and deployment"),
                              subject);
    case WG_VERDICT_NO_TOKEN:
      return g_strdup_printf (_ ("%s holds no such unused discovery token"), who);
    case WG_VERDICT_NOT_NOW:
      return g_strdup (_ ("the token cannot be used now"));
    case WG_VERDICT_AI_TURN:
      return g_strdup (_ ("the Gatekeepers’ turn is the card they play from their AI deck"));
    case WG_VERDICT_OK:
    case WG_VERDICT_AI_NOT_PLAYED:    /* an end of turn's, never a move's (wg_turn_end) */
    case WG_VERDICT_NOT_OWN_WARPGATE: /* the CLI's --to, wg_warp_in_judge_to */
    case WG_VERDICT_NOT_TOP_CARD:     /* a battle's card, wg_battle_judge_ai_card */
    case WG_N_VERDICTS:
    default:
      g_return_val_if_reached (NULL);
    }
}

char *
wg_judgement_describe (const WgGame      *game,
                       const WgMove      *move,
                       const WgJudgement *j)
{
  g_autofree char *reason = NULL;

  g_return_val_if_fail (game != NULL && move != NULL && j != NULL, NULL);
  if (j->verdict == WG_VERDICT_OK)
    return legal_sentence (game, move, j);
  reason = reason_sentence (game, move, j);
  if (j->ruling != NULL)
    return g_strdup_printf (_ ("Not legal: %s (%s)."), reason, j->ruling);
  return g_strdup_printf (_ ("Not legal: %s."), reason);
}

char *
wg_move_list_describe (const WgGame     *game,
                       const WgMoveList *list)
{
  const char *action, *who;
  int         x;
  guint       n;

  g_return_val_if_fail (game != NULL && list != NULL, NULL);
  action = wg_action_display_name (list->action);
  who = wg_game_player_label (game, list->player);
  x = wg_effective_x (list->x, list->trade_good);
  n = list->options->len;
  if (wg_action_needs_no_location (list->action))
    /* TRANSLATORS: "Promote for Ana at 3X: up to 3." */
    return g_strdup_printf (_ ("%s for %s at %dX: up to %d."), action, who, x, list->limit);
  if (n == 0)
    /* TRANSLATORS: "No legal Advance for Ana at 3X." (X for a turn slot, issue 18) */
    return g_strdup_printf (_ ("No legal %s for %s at %dX."), action, who, x);
  /* TRANSLATORS: "Advance for Ana at 3X: 4 legal moves." */
  return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%s for %s at %dX: %u legal move.",
                                       "%s for %s at %dX: %u legal moves.", n),
                          action, who, x, n);
}
