/* wg-battle-judge.c — may this battle be fought on this table (R-MOVE-1…3, R-MOVE-7, R-EXP-5)
 * Copyright 2026 The Warpgate Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "wg-battle.h"
#include "wg-explore.h"
#include "wg-moves-private.h"

static WgVerdict
refuse (WgVerdict verdict,
        int       cell,
        int      *subject)
{
  if (subject != NULL)
    *subject = cell;
  return verdict;
}

/* Clauses 2–3: the origins and the attacking ships. */
static WgVerdict
judge_origins (const WgGame        *game,
               const WgBattleStart *start,
               int                 *subject)
{
  if (start->n_origins < 1)
    return refuse (WG_VERDICT_NO_SHIPS, WG_NONE, subject);
  if (start->n_origins > 2)
    return refuse (WG_VERDICT_TOO_MANY_ORIGINS, start->origins[1], subject);
  for (guint i = 0; i < start->n_origins; i++)
    {
      int from = start->origins[i];
      int there;

      if (!wg_judge_is_location (game, from))
        return refuse (WG_VERDICT_NOT_A_LOCATION, from, subject);
      if (from == start->at)
        return refuse (WG_VERDICT_SAME_LOCATION, from, subject);
      if (i == 1 && from == start->origins[0])
        return refuse (WG_VERDICT_NOT_DISTINCT, from, subject);
      there = wg_game_ships_at (game, from, start->attacker);
      if (there == 0)
        return refuse (WG_VERDICT_NO_SHIPS, from, subject);
      if (start->ships[i] < 1)
        return refuse (WG_VERDICT_TOO_FEW_SHIPS, from, subject);
      if (start->ships[i] > there)
        return refuse (WG_VERDICT_TOO_MANY_SHIPS, from, subject);
    }
  return WG_VERDICT_OK;
}

/*
 * A battle on the table before the attacking ships move, as an attack
 * reaches it (wg_move_apply's battle, the AI's attack):
 *  1. the attacker and the defender are two of the game's players;
 *  2. one origin, or two different ones (a Concentrate, R-MOVE-7), each a
 *     location other than the battle planet (R-MOVE-1);
 *  3. each origin holds the attacker's ships, at least as many as attack
 *     from there, and at least one;
 *  4. the battle planet is a location that is not another player's
 *     Warpgate (R-MOVE-3: nothing moves there, so no battle is fought
 *     there), and it holds the defender's ships, all of which defend it;
 *  5. a human attacker attacks no one while a truce of the Exploration
 *     variant holds for either side (R-EXP-5; the AI's attacks ignore it,
 *     R-AI-9).
 * Not checked: the attack's action, multiplier and range (a battle is the
 * table's, whatever brought it about: the AI attacks at any range, R-AI-5);
 * whose turn it is (wg_battle_judge_turn).
 */
WgVerdict
wg_battle_judge (const WgGame        *game,
                 const WgBattleStart *start,
                 int                 *subject)
{
  WgVerdict verdict;
  int       at;

  g_return_val_if_fail (game != NULL && start != NULL, WG_VERDICT_BAD_CHOICE);

  if (subject != NULL)
    *subject = WG_NONE;
  at = start->at;
  if (start->attacker < 0 || (guint) start->attacker >= game->n_players || start->defender < 0
      || (guint) start->defender >= game->n_players || start->attacker == start->defender)
    return refuse (WG_VERDICT_BAD_CHOICE, WG_NONE, subject);
  verdict = judge_origins (game, start, subject);
  if (verdict != WG_VERDICT_OK)
    return verdict;
  if (!wg_judge_is_location (game, at))
    return refuse (WG_VERDICT_NOT_A_LOCATION, at, subject);
  if (wg_judge_foreign_warpgate (game, at, start->attacker))
    return refuse (WG_VERDICT_ENEMY_WARPGATE, at, subject);
  if (game->stacks[at].ship_owner != start->defender || start->defender_ships < 1
      || start->defender_ships != wg_game_ships_at (game, at, start->defender))
    return refuse (WG_VERDICT_NO_SHIPS, at, subject);
  if (!game->players[start->attacker].ai
      && (wg_game_has_truce (game, start->attacker) || wg_game_has_truce (game, start->defender)))
    return refuse (WG_VERDICT_TRUCE, at, subject);
  return WG_VERDICT_OK;
}

/*
 * The battle as the active player's turn (the CLI's battle --apply, whose
 * attack was applied with wg_turn_perform or played by the AI):
 *  1. the game is not over (R-ROUND-2);
 *  2. the attacker is the active player: an attack is made on the
 *     attacker's own turn (rulebook "During your turn"; the AI's, R-AI-13);
 *  3. the battle itself, as wg_battle_judge.
 */
WgVerdict
wg_battle_judge_turn (const WgGame        *game,
                      const WgBattleStart *start,
                      int                 *subject)
{
  g_return_val_if_fail (game != NULL && start != NULL, WG_VERDICT_BAD_CHOICE);

  if (subject != NULL)
    *subject = WG_NONE;
  if (game->game_over)
    return WG_VERDICT_GAME_OVER;
  if (start->attacker != game->active)
    return WG_VERDICT_NOT_YOUR_TURN;
  return wg_battle_judge (game, start, subject);
}

const char *
wg_battle_judge_ruling (WgVerdict verdict)
{
  switch ((int) verdict) /* the verdicts of a battle only */
    {
    case WG_VERDICT_ENEMY_WARPGATE:
      return "R-MOVE-3";
    case WG_VERDICT_TOO_MANY_ORIGINS:
    case WG_VERDICT_NOT_DISTINCT:
      return "R-MOVE-7";
    case WG_VERDICT_NO_SHIPS:
    case WG_VERDICT_TOO_FEW_SHIPS:
    case WG_VERDICT_TOO_MANY_SHIPS:
    case WG_VERDICT_NOT_A_LOCATION:
    case WG_VERDICT_SAME_LOCATION:
      return "R-MOVE-1";
    case WG_VERDICT_TRUCE:
      return "R-EXP-5";
    default:
      return NULL;
    }
}

/* Why the battle may not be fought, in players' words. */
static char *
reason_sentence (const WgGame        *game,
                 const WgBattleStart *start,
                 WgVerdict            verdict,
                 int                  subject)
{
  /* A cell that is no location (NOT_A_LOCATION) may lie off the board. */
  const char *place = wg_judge_is_location (game, subject) ? wg_game_place_name (game, subject)
                                                           : "";
  const char *attacker = (guint) start->attacker < game->n_players
                           ? wg_game_player_label (game, start->attacker)
                           : "";
  /* "The Gatekeepers have no ships at D3" (wg_game_player_is_plural) */
  gboolean    plural = (guint) start->attacker < game->n_players
                    && wg_game_player_is_plural (game, start->attacker);

  switch ((int) verdict) /* the verdicts of a battle only */
    {
    case WG_VERDICT_GAME_OVER:
      return g_strdup (_ ("the game is over"));
    case WG_VERDICT_NOT_YOUR_TURN:
      return g_strdup_printf (wg_game_player_is_plural (game, game->active)
                                ? _ ("it is %s’ turn, and only the active player attacks")
                                : _ ("it is %s’s turn, and only the active player attacks"),
                              wg_game_player_label (game, game->active));
    case WG_VERDICT_NO_SHIPS:
      if (subject == start->at)
        return g_strdup_printf (_ ("all of the defender’s ships at %s defend it, and it must "
                                   "hold some"),
                                place);
      return g_strdup_printf (plural ? _ ("%s have no ships at %s") : _ ("%s has no ships at %s"),
                              attacker, place);
    case WG_VERDICT_TOO_FEW_SHIPS:
      return g_strdup_printf (_ ("at least one ship attacks from %s"), place);
    case WG_VERDICT_TOO_MANY_SHIPS:
      return g_strdup_printf (plural ? _ ("%s have fewer ships at %s than attack from there")
                                     : _ ("%s has fewer ships at %s than attack from there"),
                              attacker,
                              place);
    case WG_VERDICT_NOT_A_LOCATION:
      return g_strdup (_ ("a battle is fought between locations"));
    case WG_VERDICT_SAME_LOCATION:
      return g_strdup_printf (_ ("the attack cannot come from the battle planet, %s"), place);
    case WG_VERDICT_NOT_DISTINCT:
      return g_strdup_printf (_ ("the two origins are the same location, %s"), place);
    case WG_VERDICT_TOO_MANY_ORIGINS:
      return g_strdup (_ ("an attack comes from one location, or two for a Concentrate"));
    case WG_VERDICT_ENEMY_WARPGATE:
      return g_strdup_printf (_ ("%s is another player’s Warpgate: no ship ever moves there, so "
                                 "no battle is fought there"),
                              place);
    case WG_VERDICT_TRUCE:
      return g_strdup (_ ("a truce holds this round, with no attack on or by the player who "
                          "used it"));
    case WG_VERDICT_BAD_CHOICE:
    default:
      return g_strdup (_ ("the attacker and the defender are two of the game’s players"));
    }
}

char *
wg_battle_judge_describe (const WgGame        *game,
                          const WgBattleStart *start,
                          WgVerdict            verdict,
                          int                  subject)
{
  g_autofree char *reason = NULL;
  const char      *ruling;

  g_return_val_if_fail (game != NULL && start != NULL && verdict != WG_VERDICT_OK, NULL);
  reason = reason_sentence (game, start, verdict, subject);
  ruling = wg_battle_judge_ruling (verdict);
  if (ruling != NULL)
    /* TRANSLATORS: why a battle cannot be fought, and its ruling id */
    return g_strdup_printf (_ ("No battle: %s (%s)."), reason, ruling);
  return g_strdup_printf (_ ("No battle: %s."), reason);
}

WgVerdict
wg_battle_judge_ai_card (const WgGame       *game,
                         const WgCatalog    *catalog,
                         const WgTactic     *drawn,
                         const WgBattleCard *given)
{
  const WgCard *card = NULL;
  int           multiplier = WG_MULTIPLIER_UNKNOWN;

  g_return_val_if_fail (game != NULL && catalog != NULL, WG_VERDICT_NOT_TOP_CARD);
  g_return_val_if_fail (drawn != NULL && given != NULL, WG_VERDICT_NOT_TOP_CARD);

  if (game->ai.tactics_unknown)
    return WG_VERDICT_OK;
  wg_catalog_resolve_tactic (catalog, drawn, &card, NULL, NULL, NULL, &multiplier);
  if (given->id != NULL && g_strcmp0 (drawn->card, given->id) != 0)
    return WG_VERDICT_NOT_TOP_CARD;
  if (given->id == NULL && card != NULL && card->n_effects > 0)
    return WG_VERDICT_NOT_TOP_CARD;
  if (multiplier != WG_MULTIPLIER_UNKNOWN && multiplier != given->multiplier)
    return WG_VERDICT_NOT_TOP_CARD;
  return WG_VERDICT_OK;
}
