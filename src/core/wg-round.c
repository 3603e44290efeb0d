/* wg-round.c — ending a turn, the end of round sequence and the final round
 * Copyright 2026 The Warpgate Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <stdlib.h>
#include <string.h>

#include "wg-ai.h"
#include "wg-deck.h"
#include "wg-i18n.h"
#include "wg-round.h"
#include "wg-turn.h"

#define CARDS_PER_ROUND 4 /* Action cards drawn after the 4th turn */
#define PROMOTION_CLAIM 2 /* Promotion cards an Ancients claim takes */

static int
next_player (const WgGame *game,
             int           player)
{
  return (player + 1) % (int) game->n_players;
}

static const char *
type_name (WgPlanetType type)
{
  return wg_planet_type_display_name (type);
}

/* "Warp Capacitors (Oceanic)", or "Oceanic" when the card has no name. */
static char *
technology_label (const WgTechnology *tech)
{
  if (tech->name != NULL)
    return g_strdup_printf (_ ("%s (%s)"), tech->name, type_name (tech->type));
  return g_strdup (type_name (tech->type));
}

/*
 * The end of a player's 4th turn (rulebook "During your turn", step 3):
 *  1. the Action cards played this round go from the faction board to the
 *     discard;
 *  2. the rest of the hand is discarded;
 *  3. 4 new cards are drawn; when the deck runs out the discard is shuffled
 *     into a new deck. Steps 1–2 come first, so by then the discard holds
 *     the cards just played and they may be shuffled in too; only cards
 *     still on the faction board are kept out (wg_draw_action_cards).
 * The AI instead moves the cards it played this round to its discard
 * (R-AI-1); refilling its deck is its next turn's business.
 * Not checked: that the player did play 4 cards. Only tracked players'
 * cards are counted.
 */
static void
discard_and_draw (WgGame    *game,
                  int        player,
                  WgOutcome *outcome)
{
  WgPlayer *p = &game->players[player];
  int       played = p->action_played, hand = p->action_hand, deck_before, drawn;

  if (player == game->ai.player)
    {
      guint n = game->ai.played->len;

      if (n == 0)
        return;
      g_array_append_vals (game->ai.discard, game->ai.played->data, n);
      g_array_set_size (game->ai.played, 0);
      wg_outcome_event (outcome,
                        wg_game_player_is_plural (game, player)
                          ? _ ("%s discard the %u AI cards they played this round (R-AI-1)")
                          : _ ("%s discards the %u AI cards it played this round (R-AI-1)"),
                        wg_game_player_label (game, player), n);
      wg_ruling_list_add (&outcome->rulings, "R-AI-1");
      return;
    }
  if (!p->actions_tracked)
    return;
  p->action_discard += played + hand;
  p->action_played = 0;
  p->action_hand = 0;
  deck_before = p->action_deck;
  drawn = wg_draw_action_cards (p, CARDS_PER_ROUND);
  wg_outcome_event (outcome, _ ("%s discards %d played and %d unplayed Action cards and draws %d"),
                    wg_game_player_label (game, player), played, hand, drawn);
  if (drawn > deck_before)
    wg_outcome_event (outcome, _ ("%s’s Action deck ran out: the discard was shuffled into a new "
                                  "deck"),
                      wg_game_player_label (game, player));
}

/* The planet type every available card shares; FALSE when they differ or
 * there are none. */
static gboolean
technologies_share_type (const GArray *technologies,
                         WgPlanetType *type)
{
  if (technologies->len == 0)
    return FALSE;
  *type = g_array_index (technologies, WgTechnology, 0).type;
  for (guint i = 1; i < technologies->len; i++)
    if (g_array_index (technologies, WgTechnology, i).type != *type)
      return FALSE;
  return TRUE;
}

static gboolean
objectives_share_type (const GArray *objectives,
                       WgPlanetType *type)
{
  if (objectives->len == 0)
    return FALSE;
  *type = g_array_index (objectives, WgPlanetType, 0);
  for (guint i = 1; i < objectives->len; i++)
    if (g_array_index (objectives, WgPlanetType, i) != *type)
      return FALSE;
  return TRUE;
}

/* R-ROUND-1 step 1: one reveal at most, even if it matches too. Returns
 * FALSE when a reveal needs an answer (outcome->question is set). */
static gboolean
check_technologies (WgGame    *game,
                    WgAnswers *answers,
                    WgOutcome *outcome)
{
  WgPlanetType     type;
  g_autofree char *label = NULL;

  if (!technologies_share_type (game->technologies, &type))
    return TRUE;
  switch (wg_reveal_technology (game, answers, &outcome->question))
    {
    case WG_REVEAL_ASKED:
      return FALSE;
    case WG_REVEAL_EMPTY:
      wg_outcome_event (outcome, _ ("All available Technologies are %s, but the Technology deck "
                                    "is empty (R-ROUND-1)"),
                        type_name (type));
      break;
    case WG_REVEAL_DONE:
    default:
      label = technology_label (&g_array_index (game->technologies, WgTechnology,
                                                game->technologies->len - 1));
      wg_outcome_event (outcome, _ ("All available Technologies are %s: revealed the next one, %s "
                                    "(R-ROUND-1)"),
                        type_name (type), label);
      break;
    }
  return TRUE;
}

/* R-ROUND-1 step 2, the same for Objectives (added face down). */
static gboolean
check_objectives (WgGame    *game,
                  WgAnswers *answers,
                  WgOutcome *outcome)
{
  WgPlanetType type;

  if (!objectives_share_type (game->objectives, &type))
    return TRUE;
  switch (wg_reveal_objective (game, answers, &outcome->question))
    {
    case WG_REVEAL_ASKED:
      return FALSE;
    case WG_REVEAL_EMPTY:
      wg_outcome_event (outcome, _ ("All available Objectives are %s, but the Objective deck is "
                                    "empty (R-ROUND-1)"),
                        type_name (type));
      break;
    case WG_REVEAL_DONE:
    default:
      wg_outcome_event (outcome, _ ("All available Objectives are %s: added the next one face "
                                    "down, %s (R-ROUND-1)"),
                        type_name (type),
                        type_name (g_array_index (game->objectives, WgPlanetType,
                                                  game->objectives->len - 1)));
      break;
    }
  return TRUE;
}

/* R-ROUND-1 step 3: clockwise, except in a solo game. */
static void
pass_first_player (WgGame    *game,
                   WgOutcome *outcome)
{
  if (wg_game_is_solo (game))
    {
      wg_outcome_event (outcome, _ ("%s keeps the first player marker: in a solo game it never "
                                    "passes (R-ROUND-1)"),
                        wg_game_player_label (game, game->first_player));
      return;
    }
  game->first_player = next_player (game, game->first_player);
  wg_outcome_event (outcome, _ ("The first player marker passes to %s"),
                    wg_game_player_label (game, game->first_player));
}

/* The choices of an Ancients claim that exist now, in the order the rule
 * lists them. */
static WgQuestion *
ancients_question (const WgGame *game,
                   int           player,
                   int           cell)
{
  const char      *who = wg_game_player_label (game, player);
  g_autofree char *text = g_strdup_printf (_ ("%s has a Colony on the Ancients homeworld %s and "
                                              "claims one reward: which? (R-ROUND-1)"),
                                           who, wg_game_place_name (game, cell));
  WgQuestion      *question = wg_question_new ("ancients", text);
  guint            n_promotion = MIN (wg_deck_size (&game->promotion_deck), PROMOTION_CLAIM);

  for (guint i = 0; i < game->technologies->len; i++)
    {
      g_autofree char *id = g_strdup_printf ("technology:%u", i);
      g_autofree char *tech = technology_label (&g_array_index (game->technologies,
                                                                WgTechnology, i));
      g_autofree char *label = g_strdup_printf (_ ("Technology %u: %s"), i + 1, tech);

      wg_question_add_option (question, id, label);
    }
  for (guint i = 0; i < game->objectives->len; i++)
    {
      g_autofree char *id = g_strdup_printf ("objective:%u", i);
      g_autofree char *label = g_strdup_printf (_ ("Objective %u: %s"), i + 1,
                                                type_name (g_array_index (game->objectives,
                                                                          WgPlanetType, i)));

      wg_question_add_option (question, id, label);
    }
  if (game->trade_goods > 0)
    wg_question_add_option (question, "trade-good", _ ("An available Trade Good"));
  if (n_promotion > 0)
    wg_question_add_option (question, "promotion",
                            n_promotion == PROMOTION_CLAIM ? _ ("The top 2 Promotion cards")
                                                           : _ ("The last Promotion card"));
  return question;
}

/* "technology:2" → 2 for the prefix "technology:"; -1 otherwise. The
 * option list has already vouched for the index. */
static int
choice_index (const char *choice,
              const char *prefix)
{
  if (!g_str_has_prefix (choice, prefix))
    return -1;
  return atoi (choice + strlen (prefix));
}

/* A Technology claimed: replenished as after Research, until 2 are
 * available or the deck is empty (R-DECK-1, R-MOVE-10). FALSE when a reveal
 * needs an answer. */
static gboolean
claim_technology (WgGame    *game,
                  int        player,
                  guint      index,
                  WgAnswers *answers,
                  WgOutcome *outcome)
{
  WgTechnology     tech;
  g_autofree char *label = NULL;
  int              revealed;

  tech = g_array_index (game->technologies, WgTechnology, index);
  g_array_index (game->technologies, WgTechnology, index).name = NULL;
  g_array_remove_index (game->technologies, index);
  label = technology_label (&tech);
  g_array_append_val (game->players[player].technologies, tech);
  wg_outcome_event (outcome, _ ("%s claims the Technology %s from the Ancients homeworld "
                                "(R-ROUND-1)"),
                    wg_game_player_label (game, player), label);
  revealed = wg_replenish_technologies (game, answers, &outcome->question);
  if (revealed < 0)
    return FALSE;
  /* R-DECK-1: with none left, 2 are revealed (the first one beyond
   * R-MOVE-10's "only 1 left"), with one left, one. */
  for (guint i = game->technologies->len - (guint) revealed; i < game->technologies->len; i++)
    {
      g_clear_pointer (&label, g_free);
      label = technology_label (&g_array_index (game->technologies, WgTechnology, i));
      if (i == 0)
        {
          wg_outcome_event (outcome, _ ("No Technology was left: revealed the next one, %s "
                                        "(R-DECK-1)"),
                            label);
          wg_ruling_list_add (&outcome->rulings, "R-DECK-1");
        }
      else
        {
          wg_outcome_event (outcome, _ ("Only one Technology was left: revealed the next one, "
                                        "%s (R-MOVE-10)"),
                            label);
          wg_ruling_list_add (&outcome->rulings, "R-MOVE-10");
        }
    }
  return TRUE;
}

/* An Objective claimed (held): replenished as after Control, until 2 are
 * available or the deck is empty (R-DECK-1, R-CTRL-2 step 5). FALSE when a
 * reveal needs an answer. */
static gboolean
claim_objective (WgGame    *game,
                 int        player,
                 guint      index,
                 WgAnswers *answers,
                 WgOutcome *outcome)
{
  WgObjective objective = { WG_PLANET_DESERT, WG_OBJECTIVE_HELD, NULL };
  int         revealed;

  objective.type = g_array_index (game->objectives, WgPlanetType, index);
  g_array_remove_index (game->objectives, index);
  g_array_append_val (game->players[player].objectives, objective);
  wg_outcome_event (outcome, _ ("%s claims an Objective from the Ancients homeworld: %s "
                                "(R-ROUND-1)"),
                    wg_game_player_label (game, player),
                    type_name (objective.type));
  revealed = wg_replenish_objectives (game, answers, &outcome->question);
  if (revealed < 0)
    return FALSE;
  /* R-DECK-1, as for a Technology above. */
  for (guint i = game->objectives->len - (guint) revealed; i < game->objectives->len; i++)
    if (i == 0)
      {
        wg_outcome_event (outcome, _ ("No Objective was left: added the next one face down, %s "
                                      "(R-DECK-1)"),
                          type_name (g_array_index (game->objectives, WgPlanetType, i)));
        wg_ruling_list_add (&outcome->rulings, "R-DECK-1");
      }
    else
      {
        wg_outcome_event (outcome, _ ("Only one Objective was left: added the next one face "
                                      "down, %s (R-CTRL-2)"),
                          type_name (g_array_index (game->objectives, WgPlanetType, i)));
        wg_ruling_list_add (&outcome->rulings, "R-CTRL-2");
      }
  return TRUE;
}

/* The top 2 Promotion cards (or the last one) into the Tactics deck. FALSE
 * when a card of an unknown deck needs an answer. */
static gboolean
claim_promotion (WgGame    *game,
                 int        player,
                 WgAnswers *answers,
                 WgOutcome *outcome)
{
  int taken = 0;

  for (int i = 0; i < PROMOTION_CLAIM; i++)
    {
      WgTactic    card = { 0 };
      WgRevealAsk ask = { NULL, (guint) i + 1, PROMOTION_CLAIM };
      WgReveal    reveal = wg_reveal_promotion (game, &ask, answers, &card, &outcome->question);

      if (reveal == WG_REVEAL_ASKED)
        return FALSE;
      if (reveal == WG_REVEAL_EMPTY)
        break;
      g_array_append_val (game->players[player].tactics, card);
      taken++;
    }
  wg_outcome_event (outcome, _ ("%s claims %d Promotion cards from the Ancients homeworld into "
                                "their Tactics deck (R-ROUND-1)"),
                    wg_game_player_label (game, player), taken);
  return TRUE;
}

static gboolean
apply_claim (WgGame     *game,
             int         player,
             const char *choice,
             WgAnswers  *answers,
             WgOutcome  *outcome)
{
  int index;

  if ((index = choice_index (choice, "technology:")) >= 0)
    return claim_technology (game, player, (guint) index, answers, outcome);
  if ((index = choice_index (choice, "objective:")) >= 0)
    return claim_objective (game, player, (guint) index, answers, outcome);
  if (g_str_equal (choice, "promotion"))
    return claim_promotion (game, player, answers, outcome);
  g_assert (g_str_equal (choice, "trade-good"));
  game->trade_goods--;
  game->players[player].trade_goods_unspent++;
  wg_outcome_event (outcome, _ ("%s claims a Trade Good from the Ancients homeworld (R-ROUND-1)"),
                    wg_game_player_label (game, player));
  return TRUE;
}

/* One Colony on an Ancients planet: its owner's claim. With a single
 * possible reward there is nothing to choose; with several, the next
 * choice answers, else the question stops the sequence (FALSE). */
static gboolean
claim_ancients_reward (WgGame    *game,
                       int        player,
                       int        cell,
                       WgAnswers *answers,
                       WgOutcome *outcome)
{
  g_autoptr (WgQuestion) question = ancients_question (game, player, cell);
  const char *choice;

  if (question->options->len == 0)
    {
      wg_outcome_event (outcome, _ ("%s has a Colony on the Ancients homeworld but nothing is "
                                    "left to claim (R-ROUND-1)"),
                        wg_game_player_label (game, player));
      return TRUE;
    }
  if (question->options->len == 1)
    choice = ((WgOption *) g_ptr_array_index (question->options, 0))->id;
  else
    choice = wg_answers_next_choice (answers);
  if (choice == NULL || !wg_question_has_option (question, choice))
    {
      if (choice != NULL)
        {
          outcome->verdict = WG_VERDICT_BAD_CHOICE;
          g_free (outcome->description);
          outcome->description = g_strdup_printf (_ ("“%s” is not one of the rewards %s may "
                                                     "claim"),
                                                  choice,
                                                  wg_game_player_label (game, player));
        }
      outcome->question = g_steal_pointer (&question);
      return FALSE;
    }
  return apply_claim (game, player, choice, answers, outcome);
}

/*
 * R-ROUND-1 step 4, the Ancients ruins:
 *  1. 6 players only;
 *  2. each player with a Colony (not an Outpost) on an Ancients planet
 *     claims one of: an available Technology, an available Objective, an
 *     available Trade Good, or the top 2 Promotion cards (into their
 *     Tactics deck) — their choice;
 *  3. a claimed Technology or Objective is replenished as after Research
 *     or Control: until 2 are available or the deck is empty (R-DECK-1,
 *     extending R-MOVE-10 and R-CTRL-2 step 5).
 * Boards with several Ancients planets give one claim per planet, in board
 * order. Not checked: that the board is a 6-player board.
 */
static gboolean
investigate_ruins (WgGame    *game,
                   WgAnswers *answers,
                   WgOutcome *outcome)
{
  guint n_locations = wg_board_get_n_locations (game->board);

  if (game->n_players != WG_MAX_PLAYERS)
    return TRUE;
  for (guint i = 0; i < n_locations; i++)
    {
      int            cell = wg_board_get_location (game->board, i);
      const WgCell  *c = wg_board_get_cell (game->board, cell);
      const WgStack *s = &game->stacks[cell];

      if (c->kind != WG_HEX_PLANET || c->type != WG_PLANET_ANCIENTS
          || s->marker_owner == WG_NO_PLAYER || s->marker_side != WG_MARKER_COLONY)
        continue;
      if (!claim_ancients_reward (game, s->marker_owner, cell, answers, outcome))
        return FALSE;
    }
  return TRUE;
}

/* R-ROUND-2: the new round is the last when a condition holds now. */
static void
start_round (WgGame    *game,
             WgOutcome *outcome)
{
  WgLastRound      reasons;
  g_autofree char *why = NULL;

  game->round++;
  game->turn = 1;
  game->active = game->first_player;
  reasons = wg_round_last_reasons (game);
  if (reasons == WG_LAST_ROUND_NO)
    return;
  game->final_round = TRUE;
  why = wg_round_describe_last_reasons (reasons);
  wg_outcome_event (outcome, _ ("Round %d is the final round: %s (R-ROUND-2)"), game->round, why);
  wg_ruling_list_add (&outcome->rulings, "R-ROUND-2");
}

/*
 * The end of a round (rulebook "End of round sequence", "Endgame
 * conditions"; R-ROUND-1, R-ROUND-2):
 *  1. all available Technologies of one planet type (at least one card):
 *     reveal one more, once per round even if it matches too;
 *  2. the same for the available Objectives, added face down;
 *  3. the first player marker passes clockwise, never in a solo game;
 *  4. 6 players: the Ancients claim (investigate_ruins);
 *  5. if this was the final round the game is over; else the next round
 *     starts with the first player at slot 1, and it is the final round if
 *     the Technology deck or the Objective deck is empty or no Trade Good is
 *     available (R-ROUND-2).
 * The sequence runs after the final round too: the rulebook makes no
 * exception, and the Ancients claim still scores. Returns FALSE when an
 * answer is missing (outcome->question is set).
 */
static gboolean
end_round (WgGame    *game,
           WgAnswers *answers,
           WgOutcome *outcome)
{
  wg_ruling_list_add (&outcome->rulings, "R-ROUND-1");
  if (!check_technologies (game, answers, outcome) || !check_objectives (game, answers, outcome))
    return FALSE;
  pass_first_player (game, outcome);
  if (!investigate_ruins (game, answers, outcome))
    return FALSE;
  if (game->final_round)
    {
      game->game_over = TRUE;
      wg_outcome_event (outcome, _ ("Round %d was the final round: the game is over "
                                    "(R-ROUND-2). Time for the final score (R-SCORE-1)."),
                        game->round);
      wg_ruling_list_add (&outcome->rulings, "R-ROUND-2");
    }
  else
    start_round (game, outcome);
  return TRUE;
}

static char *
describe_turn_end (const WgGame *game,
                   gboolean      round_ends)
{
  const char *who = wg_game_player_label (game, game->active);
  gboolean    plural = wg_game_player_is_plural (game, game->active);

  /* "the Gatekeepers’ turn", "blue’s turn" */
  if (!round_ends)
    return g_strdup_printf (plural ? _ ("End of %s’ turn %d") : _ ("End of %s’s turn %d"), who,
                            game->turn);
  if (game->final_round)
    return g_strdup_printf (plural ? _ ("End of %s’ turn %d — round %d, the final round, ends: "
                                        "the game is over")
                                   : _ ("End of %s’s turn %d — round %d, the final round, ends: "
                                        "the game is over"),
                            who, game->turn, game->round);
  return g_strdup_printf (plural ? _ ("End of %s’ turn %d — round %d ends")
                                 : _ ("End of %s’s turn %d — round %d ends"),
                          who, game->turn, game->round);
}

/* A refusal: @verdict, the @ruling that decides it and @description;
 * nothing changes. */
static WgOutcome *
refuse (WgVerdict   verdict,
        const char *ruling,
        char       *description)
{
  WgOutcome *outcome = wg_outcome_new ();

  outcome->verdict = verdict;
  outcome->description = description;
  wg_ruling_list_add (&outcome->rulings, ruling);
  return outcome;
}

/* R-AI-13: the Gatekeepers' turn is theirs to play. While they may still
 * play their card of the turn (wg_ai_judge_play: their turn, the card
 * recorded neither as the turn's action, turn.acted, nor in its slot,
 * ai.played) their turn does not end. With no card left in their deck and
 * discard (R-AI-1) they have nothing to play and their turn only ends. */
static gboolean
gatekeepers_to_play (const WgGame *game)
{
  return wg_game_is_solo (game) && wg_ai_judge_play (game) == WG_VERDICT_OK
         && wg_ai_has_card (game);
}

/*
 * Ending the active player's turn (rulebook "Game structure", "During your
 * turn"):
 *  1. refused once the game is over (R-ROUND-2);
 *  2. refused on the Gatekeepers' turn until their card of the turn is
 *     played (R-AI-13, gatekeepers_to_play);
 *  3. after a 4th turn, the Action cards are discarded and 4 drawn, or the
 *     AI's played cards discarded (discard_and_draw, R-AI-1);
 *  4. turns go clockwise (the players' order) from the first player; all
 *     players take their slot-1 turn, then all their slot-2 turn, …;
 *  5. after the last player's 4th turn, the end of round (end_round).
 * Not checked: that a human acted or played a card this turn (the table
 * may have recorded it by hand).
 */
WgOutcome *
wg_turn_end (const WgGame *game,
             WgAnswers    *answers)
{
  g_autoptr (WgOutcome) outcome = NULL;
  g_autoptr (WgGame) next = NULL;
  int player, after;

  g_return_val_if_fail (game != NULL, NULL);
  g_return_val_if_fail (game->n_players > 0, NULL);
  g_return_val_if_fail (game->active >= 0 && (guint) game->active < game->n_players, NULL);
  g_return_val_if_fail (game->first_player >= 0 && (guint) game->first_player < game->n_players,
                        NULL);

  if (game->game_over)
    return refuse (WG_VERDICT_GAME_OVER, "R-ROUND-2",
                   g_strdup (_ ("The game is over: no turn is left to end (R-ROUND-2)")));
  if (gatekeepers_to_play (game))
    return refuse (WG_VERDICT_AI_NOT_PLAYED, "R-AI-13",
                   g_strdup_printf (_ ("The Gatekeepers have not played their card for slot %d "
                                       "yet (R-AI-13)"),
                                    game->turn));
  outcome = wg_outcome_new ();
  next = wg_game_copy (game);
  next->acted = FALSE; /* one action a turn: the next player has not acted */
  player = game->active;
  after = next_player (game, player);
  outcome->description = describe_turn_end (game, game->turn == WG_TURN_SLOT_LAST
                                                    && after == game->first_player);
  if (game->turn == WG_TURN_SLOT_LAST)
    discard_and_draw (next, player, outcome);
  if (after != game->first_player)
    next->active = after;
  else if (game->turn < WG_TURN_SLOT_LAST)
    {
      next->turn++;
      next->active = after;
    }
  else if (!end_round (next, answers, outcome))
    {
      /* Nothing happened until the question is answered. */
      g_ptr_array_set_size (outcome->events, 0);
      outcome->rulings.n = 0;
      return g_steal_pointer (&outcome);
    }
  outcome->game = g_steal_pointer (&next);
  return g_steal_pointer (&outcome);
}

gboolean
wg_turn_end_draws (const WgGame *game)
{
  g_return_val_if_fail (game != NULL, FALSE);

  if (game->game_over || game->final_round || game->turn != WG_TURN_SLOT_LAST)
    return FALSE;
  return game->active >= 0 && (guint) game->active < game->n_players
         && !game->players[game->active].ai;
}

WgLastRound
wg_round_last_reasons (const WgGame *game)
{
  WgLastRound reasons = WG_LAST_ROUND_NO;

  g_return_val_if_fail (game != NULL, WG_LAST_ROUND_NO);

  if (wg_deck_size (&game->technology_deck) == 0)
    reasons |= WG_LAST_ROUND_TECHNOLOGY_DECK;
  if (wg_deck_size (&game->objective_deck) == 0)
    reasons |= WG_LAST_ROUND_OBJECTIVE_DECK;
  if (game->trade_goods <= 0)
    reasons |= WG_LAST_ROUND_NO_TRADE_GOODS;
  return reasons;
}

char *
wg_round_describe_last_reasons (WgLastRound reasons)
{
  const char *clauses[3];
  guint       n = 0;

  if (reasons & WG_LAST_ROUND_TECHNOLOGY_DECK)
    clauses[n++] = _ ("the Technology deck is empty");
  if (reasons & WG_LAST_ROUND_OBJECTIVE_DECK)
    clauses[n++] = _ ("the Objective deck is empty");
  if (reasons & WG_LAST_ROUND_NO_TRADE_GOODS)
    clauses[n++] = _ ("no Trade Good is available");
  switch (n)
    {
    case 0:
      return NULL;
    case 1:
      return g_strdup (clauses[0]);
    case 2:
      /* TRANSLATORS: two reasons for the final round */
      return g_strdup_printf (_ ("%s and %s"), clauses[0], clauses[1]);
    default:
      /* TRANSLATORS: three reasons for the final round */
      return g_strdup_printf (_ ("%s, %s and %s"), clauses[0], clauses[1], clauses[2]);
    }
}
