/* wg-explore-use.c — using a held discovery token (R-EXP-3)
 * Copyright 2026 The Warpgate Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "wg-deck.h"
#include "wg-explore-private.h"
#include "wg-moves-private.h"

gboolean
wg_token_action (WgToken   token,
                 WgAction *action,
                 int      *x)
{
  WgAction a;
  int      n = 1;

  if (token == WG_TOKEN_REINFORCE)
    a = WG_ACTION_REINFORCE;
  else if (token == WG_TOKEN_DRAW)
    a = WG_ACTION_DRAW;
  else if (token == WG_TOKEN_CONTROL)
    a = WG_ACTION_CONTROL;
  else if (token == WG_TOKEN_PROMOTE || token == WG_TOKEN_BATTLE_PROMOTE)
    {
      a = WG_ACTION_PROMOTE;
      n = 2;
    }
  else
    return FALSE;
  if (action != NULL)
    *action = a;
  if (x != NULL)
    *x = n;
  return TRUE;
}

static WgOutcome *
refuse (const WgGame *game,
        int           player,
        WgVerdict     verdict,
        int           subject)
{
  WgOutcome  *outcome = wg_outcome_new ();
  WgJudgement j = { 0 };
  WgMove      m;

  wg_move_init (&m, WG_ACTION_DRAW, player, 1, FALSE);
  j.verdict = verdict;
  j.ruling = wg_verdict_ruling (verdict, -1);
  j.range = -1;
  j.subject = subject;
  outcome->verdict = verdict;
  outcome->description = wg_judgement_describe (game, &m, &j);
  if (j.ruling != NULL)
    wg_ruling_list_add (&outcome->rulings, j.ruling);
  return outcome;
}

/* The first unused @token the player holds, or -1. */
static int
find_unused (const WgGame *game,
             int           player,
             WgToken       token)
{
  const GArray *d = game->players[player].discoveries;

  for (guint i = 0; i < d->len; i++)
    if (g_array_index (d, WgDiscovery, i).token == token
        && !g_array_index (d, WgDiscovery, i).used)
      return (int) i;
  return -1;
}

gboolean
wg_game_holds_token (const WgGame *game,
                     int           player,
                     WgToken       token)
{
  g_return_val_if_fail (game != NULL, FALSE);
  g_return_val_if_fail (player >= 0 && (guint) player < game->n_players, FALSE);
  return find_unused (game, player, token) >= 0;
}

/* Whether the token's moment has come (R-EXP-3, R-EXP-5). */
static gboolean
moment_has_come (const WgGame *game,
                 int           player,
                 WgToken       token)
{
  gboolean own_turn = !game->game_over && game->active == player;

  if (token == WG_TOKEN_TRUCE)
    /* The start of a round: the first player's first turn, before any
     * action (a reading in docs/rules.md). */
    return !game->game_over && game->turn == 1 && game->active == game->first_player
           && !game->acted;
  if (token == WG_TOKEN_COPY_PLANET || token == WG_TOKEN_BATTLE_PROMOTE)
    /* Before scoring; in one's battle, which the file does not record. */
    return TRUE;
  /* extra-vp and colony-TYPE count by themselves at the end; immediate
   * tokens were resolved when kept. */
  if (token == WG_TOKEN_EXTRA_VP || wg_token_colony_type (token, NULL)
      || !wg_token_is_held (token))
    return FALSE;
  return own_turn;
}

/* Why @token's moment has not come (moment_has_come said no), in a
 * sentence ending with its ruling id. */
static const char *
not_now_why (WgToken token)
{
  if (token == WG_TOKEN_TRUCE)
    return _ ("Only at the start of a round, before any action (R-EXP-3)");
  if (token == WG_TOKEN_EXTRA_VP || wg_token_colony_type (token, NULL))
    return _ ("Never used: it counts by itself at the end of the game (R-EXP-3)");
  if (!wg_token_is_held (token))
    return _ ("Resolved when it was kept (R-EXP-3)");
  return _ ("Only during your turn (R-EXP-3)");
}

WgVerdict
wg_token_judge (const WgGame *game,
                int           player,
                WgToken       token,
                const char  **ruling,
                const char  **why)
{
  WgVerdict   verdict = WG_VERDICT_OK;
  const char *r = NULL, *w = NULL;

  g_return_val_if_fail (game != NULL, WG_VERDICT_NO_TOKEN);
  g_return_val_if_fail (player >= 0 && (guint) player < game->n_players, WG_VERDICT_NO_TOKEN);
  g_return_val_if_fail ((guint) token < WG_N_TOKENS, WG_VERDICT_NO_TOKEN);

  if (token == WG_TOKEN_BATTLE_PROMOTE)
    {
      verdict = WG_VERDICT_NOT_NOW;
      r = "R-EXP-5";
      w = _ ("The battle window offers it, before the cards (R-EXP-5)");
    }
  else if (find_unused (game, player, token) < 0)
    {
      verdict = WG_VERDICT_NO_TOKEN;
      w = _ ("Not held, or used already (R-EXP-3)");
    }
  else if (!moment_has_come (game, player, token))
    {
      verdict = WG_VERDICT_NOT_NOW;
      w = not_now_why (token);
    }
  if (verdict != WG_VERDICT_OK && r == NULL)
    r = wg_verdict_ruling (verdict, -1);
  if (ruling != NULL)
    *ruling = r;
  if (why != NULL)
    *why = w;
  return verdict;
}

int
wg_token_deploy_most (const WgGame *game,
                      int           player)
{
  g_return_val_if_fail (game != NULL, 0);
  g_return_val_if_fail (player >= 0 && (guint) player < game->n_players, 0);
  return MAX (MIN (3, wg_game_supply (game, player)), 0);
}

/* deploy-3 (R-EXP-5): up to 3 ships from the supply on one planet that
 * holds the player's ships. */
static WgVerdict
deploy_three (WgGame       *g,
              const WgMove *move,
              WgOutcome    *outcome)
{
  int supply = wg_game_supply (g, move->player);
  int count = move->count == WG_NONE ? wg_token_deploy_most (g, move->player) : move->count;

  if (!wg_board_is_location (g->board, move->to)
      || wg_board_get_cell (g->board, move->to)->kind != WG_HEX_PLANET)
    return WG_VERDICT_NOT_A_PLANET;
  if (wg_game_ships_at (g, move->to, move->player) == 0)
    return WG_VERDICT_NO_OWN_SHIPS;
  if (count < 1 || count > 3)
    return WG_VERDICT_BAD_CHOICE;
  if (count > supply)
    return WG_VERDICT_NO_SUPPLY;
  wg_deploy_ships (g, move->player, move->to, count);
  wg_outcome_tell (outcome, _ ("%s deploys %d ships on %s."),
                   wg_game_player_label (g, move->player), count,
                   wg_explore_cell_id (g, move->to));
  return WG_VERDICT_OK;
}

/* technology (R-EXP-5): one available Technology, then R-DECK-1. FALSE
 * when asked. */
static gboolean
take_technology (WgGame       *g,
                 const WgMove *move,
                 WgAnswers    *answers,
                 WgOutcome    *outcome)
{
  WgQuestion  *q;
  WgTechnology tech;
  int          i, revealed;

  if (g->technologies->len == 0)
    {
      wg_outcome_tell (outcome, _ ("No Technology is available to take."));
      return TRUE;
    }
  q = wg_question_new ("technology", _ ("Which available Technology is taken?"));
  wg_explore_add_technology_options (q, g->technologies);
  i = wg_explore_ask (answers, FALSE, q, outcome);
  if (i < 0)
    return FALSE;
  tech = g_array_index (g->technologies, WgTechnology, i);
  g_array_index (g->technologies, WgTechnology, i).name = NULL;
  g_array_remove_index (g->technologies, (guint) i);
  g_array_append_val (g->players[move->player].technologies, tech);
  wg_outcome_tell (outcome, _ ("%s takes the %s Technology%s%s."),
                   wg_game_player_label (g, move->player), wg_planet_type_display_name (tech.type),
                   tech.name ? " " : "", tech.name ? tech.name : "");
  revealed = wg_replenish_technologies (g, answers, &outcome->question);
  if (revealed < 0)
    return FALSE;
  if (revealed > 0)
    wg_ruling_list_add (&outcome->rulings, "R-DECK-1");
  return TRUE;
}

/* The token's own effect on @g, for the tokens that are not an action.
 * Returns the verdict, or WG_N_VERDICTS when a question was asked. */
static WgVerdict
use_effect (WgGame       *g,
            WgToken       token,
            const WgMove *move,
            WgDiscovery  *d,
            WgAnswers    *answers,
            WgOutcome    *outcome)
{
  WgPlayer *p = &g->players[move->player];

  if (token == WG_TOKEN_REFRESH_TRADE_GOODS)
    {
      wg_outcome_tell (outcome, _ ("%s refreshes %d spent Trade Goods."),
                       wg_game_player_label (g, move->player), p->trade_goods_spent);
      p->trade_goods_unspent += p->trade_goods_spent;
      p->trade_goods_spent = 0;
      return WG_VERDICT_OK;
    }
  if (token == WG_TOKEN_DEPLOY_3)
    return deploy_three (g, move, outcome);
  if (token == WG_TOKEN_TRUCE)
    {
      d->round = g->round;
      wg_outcome_tell (outcome, _ ("A truce for %s this round: no attack on or by them."),
                       wg_game_player_label (g, move->player));
      return WG_VERDICT_OK;
    }
  if (token == WG_TOKEN_COPY_PLANET)
    {
      if (!wg_board_is_location (g->board, move->to)
          || wg_board_get_cell (g->board, move->to)->kind != WG_HEX_PLANET)
        return WG_VERDICT_NOT_A_PLANET;
      d->at = move->to;
      wg_outcome_tell (outcome, _ ("%s puts Copy Planet on %s: it counts as a copy of it."),
                       wg_game_player_label (g, move->player),
                       wg_explore_cell_id (g, move->to));
      return WG_VERDICT_OK;
    }
  if (token == WG_TOKEN_TECHNOLOGY)
    return take_technology (g, move, answers, outcome) ? WG_VERDICT_OK : WG_N_VERDICTS;
  g_return_val_if_reached (WG_VERDICT_NOT_NOW);
}

WgOutcome *
wg_token_use (const WgGame *game,
              WgToken       token,
              const WgMove *move,
              WgAnswers    *answers)
{
  g_autoptr (WgGame) g = NULL;
  WgOutcome  *outcome;
  WgDiscovery d;
  WgAction    action;
  int         index, x, player;
  WgVerdict   verdict;

  g_return_val_if_fail (game != NULL && move != NULL, NULL);
  g_return_val_if_fail (move->player >= 0 && (guint) move->player < game->n_players, NULL);
  g_return_val_if_fail ((guint) token < WG_N_TOKENS, NULL);

  player = move->player;
  index = find_unused (game, player, token);
  if (index < 0)
    return refuse (game, player, WG_VERDICT_NO_TOKEN, WG_NONE);
  if (!moment_has_come (game, player, token))
    return refuse (game, player, WG_VERDICT_NOT_NOW, WG_NONE);

  if (wg_token_action (token, &action, &x))
    {
      WgMove m = *move;

      /* R-EXP-3: a fixed X; a Trade Good never raises it. */
      m.action = action;
      m.x = x;
      m.trade_good = FALSE;
      outcome = wg_move_apply (game, &m, answers);
      if (outcome->game == NULL)
        return outcome;
      g = wg_outcome_steal_game (outcome);
      outcome->game = NULL;
    }
  else
    {
      outcome = wg_outcome_new ();
      g = wg_game_copy (game);
      d = g_array_index (g->players[player].discoveries, WgDiscovery, index);
      verdict = use_effect (g, token, move, &d, answers, outcome);
      if (verdict == WG_N_VERDICTS)
        return outcome; /* a question: nothing changes */
      if (verdict != WG_VERDICT_OK)
        {
          wg_outcome_free (outcome);
          return refuse (game, player, verdict, move->to);
        }
      g_array_index (g->players[player].discoveries, WgDiscovery, index) = d;
    }
  g_array_index (g->players[player].discoveries, WgDiscovery, index).used = TRUE;
  wg_ruling_list_add (&outcome->rulings, "R-EXP-3");
  {
    char            *used = g_strdup_printf (_ ("%s uses the %s discovery token."),
                                             wg_game_player_label (game, player),
                                             wg_token_display_name (token));
    g_autofree char *action_said = g_steal_pointer (&outcome->description);

    /* An action token: the history's sentence goes on with the action's own,
     * what it told included ("blue: Recon 1 ship from V3 → J3 (3X)", a
     * Promote's card kept, R-MOVE-13). Any other token tells what it did. */
    if (action_said != NULL)
      {
        /* TRANSLATORS: a token used, then the action it gave */
        outcome->description = g_strdup_printf (_ ("%s %s"), used, action_said);
        g_free (used);
      }
    else
      wg_outcome_describe (outcome, used);
  }
  outcome->game = g_steal_pointer (&g);
  return outcome;
}

const WgTactic *
wg_token_battle_promote_card (const WgGame *before,
                              const WgGame *after,
                              int           player)
{
  const GArray *tactics;

  g_return_val_if_fail (before != NULL && after != NULL, NULL);
  g_return_val_if_fail (player >= 0 && (guint) player < after->n_players, NULL);
  g_return_val_if_fail ((guint) player < before->n_players, NULL);

  tactics = after->players[player].tactics;
  if (tactics->len <= before->players[player].tactics->len)
    return NULL;
  return &g_array_index (tactics, WgTactic, tactics->len - 1);
}
