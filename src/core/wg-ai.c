/* wg-ai.c — the Gatekeepers' turn: drawing, Research, Promote, Control
 * Copyright 2026 The Warpgate Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "wg-ai-private.h"
#include "wg-deck.h"
#include "wg-explore.h"
#include "wg-round.h"

static const char *const action_words[] = {
  "research",
  "promote",
  "control",
  "reinforce",
  "warp-in",
  "attack",
  "redraw",
  "pause",
};
static const char *const step_words[] = {
  "deploy",
  "move",
  "claim-technology",
  "claim-objective",
  "colony",
  "return-marker",
  "promote",
  "discard",
  "shuffle",
  "note",
};

const char *
wg_ai_action_to_string (WgAiAction action)
{
  g_return_val_if_fail ((guint) action < G_N_ELEMENTS (action_words), NULL);
  return action_words[action];
}

const char *
wg_ai_action_display_name (WgAiAction action)
{
  switch (action)
    {
    case WG_AI_RESEARCH: return _ ("Research");
    case WG_AI_PROMOTE: return _ ("Promote");
    case WG_AI_CONTROL: return _ ("Control");
    case WG_AI_REINFORCE: return _ ("Reinforce");
    case WG_AI_WARP_IN: return _ ("Warp-in");
    case WG_AI_ATTACK: return _ ("Attack");
    case WG_AI_REDRAW: return _ ("No Target");
    case WG_AI_PAUSE: return _ ("End of Turn");
    default:
      g_return_val_if_reached (NULL);
    }
}

const char *
wg_ai_step_kind_to_string (WgAiStepKind kind)
{
  g_return_val_if_fail ((guint) kind < G_N_ELEMENTS (step_words), NULL);
  return step_words[kind];
}

char *
wg_ai_card_to_id (const WgAiCard *card)
{
  if (card->kind == WG_AI_CARD_OBJECTIVE)
    return g_strdup_printf ("objective:%s", wg_planet_type_to_string (card->type));
  return g_strdup (wg_ai_card_kind_to_string (card->kind));
}

gboolean
wg_ai_card_from_id (const char *id,
                    WgAiCard   *card)
{
  WgAiCardKind kind;

  if (id == NULL)
    return FALSE;
  if (g_str_has_prefix (id, "objective:"))
    {
      card->kind = WG_AI_CARD_OBJECTIVE;
      return wg_planet_type_from_string (id + strlen ("objective:"), &card->type);
    }
  if (!wg_ai_card_kind_from_string (id, &kind) || kind == WG_AI_CARD_OBJECTIVE)
    return FALSE;
  card->kind = kind;
  card->type = WG_PLANET_DESERT;
  return TRUE;
}

char *
wg_ai_card_describe (const WgAiCard *card)
{
  switch (card->kind)
    {
    case WG_AI_CARD_OBJECTIVE:
      return g_strdup_printf (_ ("%s Objective"), wg_planet_type_display_name (card->type));
    case WG_AI_CARD_TECHNOLOGY:
      return g_strdup (_ ("Technology"));
    case WG_AI_CARD_TACTIC:
      return g_strdup (_ ("Tactics card"));
    case WG_AI_CARD_ACTION:
    default:
      return g_strdup (_ ("Action card"));
    }
}

static void
step_free (WgAiStep *step)
{
  g_free (step->text);
  g_free (step);
}

void
wg_ai_add_step (WgAiContext *c,
                WgAiStepKind kind,
                int          from,
                int          to,
                int          count,
                const char  *format,
                ...)
{
  WgAiStep *step = g_new0 (WgAiStep, 1);
  va_list   args;

  step->kind = kind;
  step->from = from;
  step->to = to;
  step->count = count;
  step->index = -1;
  step->player = WG_NO_PLAYER;
  va_start (args, format);
  step->text = g_strdup_vprintf (format, args);
  va_end (args);
  g_ptr_array_add (c->turn->steps, step);
}

gboolean
wg_ai_ask (WgAiContext *c,
           WgQuestion  *question)
{
  g_assert (c->turn->question == NULL);
  c->turn->question = question;
  return FALSE;
}

int
wg_ai_choose_location (WgAiContext *c,
                       const char  *id,
                       const char  *question,
                       const int   *cells,
                       guint        n_cells)
{
  const char *answer = wg_answers_next_choice (c->answers);
  WgQuestion *q;

  for (guint i = 0; answer != NULL && i < n_cells; i++)
    if (g_str_equal (answer, wg_ai_cell_id (c, cells[i])))
      return cells[i];
  q = wg_question_new (id, question);
  for (guint i = 0; i < n_cells; i++)
    wg_question_add_option (q, wg_ai_cell_id (c, cells[i]), wg_game_place_name (c->g, cells[i]));
  wg_ai_ask (c, q);
  return -1;
}

gboolean
wg_ai_has_player_ships (const WgAiContext *c,
                        int                cell)
{
  const WgStack *s = &c->g->stacks[cell];

  return s->ship_owner != WG_NO_PLAYER && s->ship_owner != c->ai && s->ships > 0;
}

gboolean
wg_ai_has_colony (const WgAiContext *c,
                  int                cell)
{
  const WgStack *s = &c->g->stacks[cell];

  /* R-AI-6: the AI Warpgate counts as holding an AI Colony. */
  return (s->marker_owner == c->ai && s->marker_side == WG_MARKER_COLONY)
         || cell == wg_game_warpgate_of (c->g, c->ai);
}

const char *
wg_ai_cell_id (const WgAiContext *c,
               int                cell)
{
  return wg_board_get_cell (c->g->board, cell)->id;
}

void
wg_ai_shuffle (WgGame *g,
               GArray *cards)
{
  WgRng rng;

  wg_rng_init (&rng, (guint64) g->ai.seed, (guint64) g->ai.shuffles);
  g->ai.shuffles++;
  wg_rng_shuffle (&rng, cards);
}

/* R-AI-1: an empty AI deck is refilled by shuffling the discard. The app
 * shuffles with the game's seed; without one, the cards are shuffled at
 * the table and their order is unknown. */
static void
refill_deck (WgAiContext *c)
{
  WgAiState *ai = &c->g->ai;

  g_array_append_vals (ai->deck, ai->discard->data, ai->discard->len);
  g_array_set_size (ai->discard, 0);
  if (ai->has_seed)
    wg_ai_shuffle (c->g, ai->deck);
  else
    ai->deck_unknown = TRUE;
  wg_ai_add_step (c, WG_AI_STEP_SHUFFLE, -1, -1, (int) ai->deck->len,
                  _ ("The AI deck is empty: shuffle the AI’s discard pile to form a new AI deck "
                     "(R-AI-1)."));
}

/* Which card of the AI deck was turned over: the cards it holds, each
 * once (R-DECK-3). */
static WgQuestion *
deck_question (const GArray *deck,
               gboolean      refilled)
{
  WgQuestion *q;

  q = wg_question_new ("reveal",
                       refilled ? _ ("The AI deck is empty: shuffle the AI’s discard pile to form "
                                     "a new AI deck (R-AI-1), then turn over its bottom card: "
                                     "which card is it?")
                                : _ ("Turn over the bottom card of the AI deck: which card is "
                                     "it?"));
  for (guint i = 0; i < deck->len; i++)
    {
      g_autofree char *id = wg_ai_card_to_id (&g_array_index (deck, WgAiCard, i));
      g_autofree char *label = wg_ai_card_describe (&g_array_index (deck, WgAiCard, i));

      if (!wg_question_has_option (q, id))
        wg_question_add_option (q, id, label);
    }
  return q;
}

/* A card turned over without a question (R-DECK-3): the step tells the
 * table which one it is, and that it was the deck's last. */
static void
tell_card (WgAiContext    *c,
           const WgAiCard *card,
           gboolean        last)
{
  g_autofree char *name = wg_ai_card_describe (card);

  if (last)
    /* TRANSLATORS: "the Technology", "the Desert Objective", "the Action card" */
    wg_ai_add_step (c, WG_AI_STEP_NOTE, -1, -1, 0,
                    _ ("Turn over the last card of the AI deck: the %s (R-AI-1)."), name);
  else
    wg_ai_add_step (c, WG_AI_STEP_NOTE, -1, -1, 0,
                    _ ("Turn over the bottom card of the AI deck: the %s, as every card of the "
                       "deck (R-DECK-3)."),
                    name);
}

/* The bottom card of the AI deck (R-AI-1): the last one listed, or, when
 * the order is unknown, the one the human turns over, among the cards the
 * deck holds; a deck of one card, or of identical cards, is turned over
 * without asking, and a step names the card (R-DECK-3). */
static gboolean
draw_card (WgAiContext *c,
           WgAiCard    *card)
{
  WgAiState *ai = &c->g->ai;
  gboolean   refilled = FALSE;
  g_autoptr (WgQuestion) q = NULL;
  const char *answer;
  guint       n;

  if (ai->deck->len == 0)
    {
      refill_deck (c);
      refilled = TRUE;
    }
  if (ai->deck->len == 0)
    return FALSE;
  if (!ai->deck_unknown)
    {
      *card = g_array_index (ai->deck, WgAiCard, ai->deck->len - 1);
      g_array_set_size (ai->deck, ai->deck->len - 1);
      return TRUE;
    }
  q = deck_question (ai->deck, refilled);
  answer = wg_answers_take (c->answers, q, NULL);
  if (answer == NULL)
    return wg_ai_ask (c, g_steal_pointer (&q));
  n = ai->deck->len;
  for (guint i = 0; i < n; i++)
    {
      g_autofree char *id = wg_ai_card_to_id (&g_array_index (ai->deck, WgAiCard, i));

      if (g_str_equal (id, answer))
        {
          *card = g_array_index (ai->deck, WgAiCard, i);
          g_array_remove_index (ai->deck, i);
          break;
        }
    }
  g_assert (ai->deck->len == n - 1);
  if (q->options->len == 1)
    tell_card (c, card, n == 1);
  return TRUE;
}

/* R-AI-2, Technology card → Research: the left-most available Technology,
 * replenished as R-MOVE-10 and R-DECK-1 (its text is ignored). */
static gboolean
play_research (WgAiContext *c)
{
  WgTechnology tech;
  WgAiStep    *step;
  int          revealed;

  c->turn->action = WG_AI_RESEARCH;
  if (c->g->technologies->len == 0)
    {
      wg_ai_add_step (c, WG_AI_STEP_NOTE, -1, -1, 0,
                      _ ("No Technology is available: the AI takes nothing."));
      return TRUE;
    }
  tech = g_array_index (c->g->technologies, WgTechnology, 0);
  g_array_index (c->g->technologies, WgTechnology, 0).name = NULL;
  g_array_remove_index (c->g->technologies, 0);
  g_array_append_val (c->g->players[c->ai].technologies, tech);
  wg_ai_add_step (c, WG_AI_STEP_CLAIM_TECHNOLOGY, -1, -1, 1,
                  _ ("Give the AI the left-most available Technology (%s%s%s) (R-AI-2)."),
                  wg_planet_type_display_name (tech.type), tech.name ? ", " : "",
                  tech.name ? tech.name : "");
  step = g_ptr_array_index (c->turn->steps, c->turn->steps->len - 1);
  step->index = 0;
  /* R-DECK-1 (extending R-MOVE-10): reveal until 2 are available or the
   * deck is empty — one step per card, the first one beyond R-MOVE-10 when
   * none was left. */
  revealed = wg_replenish_technologies (c->g, c->answers, &c->turn->question);
  if (revealed < 0)
    return FALSE;
  for (guint i = c->g->technologies->len - (guint) revealed; i < c->g->technologies->len; i++)
    if (i == 0)
      wg_ai_add_step (c, WG_AI_STEP_NOTE, -1, -1, 0,
                      _ ("No Technology is left: reveal the top Technology of the deck and "
                         "place it to the right (R-DECK-1)."));
    else
      wg_ai_add_step (c, WG_AI_STEP_NOTE, -1, -1, 0,
                      _ ("Reveal the top Technology of the deck and place it to the right "
                         "(R-MOVE-10)."));
  return TRUE;
}

/* R-AI-2, Tactics card → Promote: the top 2 Promotion cards are shuffled
 * into the AI's Tactics deck (the Promotion discard is shuffled in when the
 * deck runs out, as for a player's Promote). A card of a deck known only by
 * its size is asked among the built-in catalog's Hero and Advanced cards by
 * name, as a player's Promote asks (R-MOVE-13), so that the table can say
 * which one it turned over. */
static gboolean
play_promote (WgAiContext *c)
{
  WgAiState *ai = &c->g->ai;
  int        taken = 0;
  g_autoptr (WgCatalog) catalog = wg_catalog_new_builtin ();

  c->turn->action = WG_AI_PROMOTE;
  for (int i = 0; i < 2; i++)
    {
      WgTactic    card = { 0 };
      WgRevealAsk ask = { catalog, (guint) taken + 1, 2 };
      WgReveal    r = wg_reveal_promotion (c->g, &ask, c->answers, &card, &c->turn->question);

      if (r == WG_REVEAL_ASKED)
        return FALSE;
      if (r == WG_REVEAL_EMPTY && c->g->promotion_discard->len > 0)
        {
          wg_refill_promotion (c->g);
          i--;
          continue;
        }
      if (r == WG_REVEAL_EMPTY)
        break;
      g_array_append_val (ai->tactics_deck, card);
      taken++;
    }
  if (ai->has_seed)
    wg_ai_shuffle (c->g, ai->tactics_deck);
  else
    ai->tactics_unknown = TRUE;
  wg_ai_add_step (c, WG_AI_STEP_PROMOTE, -1, -1, taken,
                  g_dngettext (GETTEXT_PACKAGE,
                               "Take the top %d Promotion card and shuffle it into the AI’s "
                               "Tactics deck (R-AI-2).",
                               "Take the top %d Promotion cards and shuffle them into the AI’s "
                               "Tactics deck (R-AI-2).",
                               (gulong) taken),
                  taken);
  return TRUE;
}

/* R-AI-2, Action card → Control: the left-most available Objective
 * (replenished as R-CTRL-2 step 5 and R-DECK-1), then an AI Colony on every planet
 * holding AI ships, returning any other marker. With no marker left in
 * its supply the AI places none (docs/rules.md's readings). */
static gboolean
play_control (WgAiContext *c)
{
  guint n = wg_board_get_n_locations (c->g->board);
  int   markers = c->g->players[c->ai].markers_total - wg_game_markers_on_board (c->g, c->ai);

  c->turn->action = WG_AI_CONTROL;
  if (c->g->objectives->len > 0)
    {
      WgObjective objective = { g_array_index (c->g->objectives, WgPlanetType, 0),
                                WG_OBJECTIVE_HELD, NULL };
      WgAiStep   *step;
      int         revealed;

      g_array_remove_index (c->g->objectives, 0);
      g_array_append_val (c->g->players[c->ai].objectives, objective);
      wg_ai_add_step (c, WG_AI_STEP_CLAIM_OBJECTIVE, -1, -1, 1,
                      _ ("Give the AI the left-most available Objective (%s) (R-AI-2)."),
                      wg_planet_type_display_name (objective.type));
      step = g_ptr_array_index (c->turn->steps, c->turn->steps->len - 1);
      step->index = 0;
      /* R-DECK-1 (extending R-CTRL-2 step 5), as for Research above. */
      revealed = wg_replenish_objectives (c->g, c->answers, &c->turn->question);
      if (revealed < 0)
        return FALSE;
      /* The human replenishes the row on the table: steps too. */
      for (guint i = c->g->objectives->len - (guint) revealed; i < c->g->objectives->len; i++)
        if (i == 0)
          wg_ai_add_step (c, WG_AI_STEP_NOTE, -1, -1, 0,
                          _ ("No Objective is left: add the top Objective of the deck face "
                             "down to the right (R-DECK-1)."));
        else
          wg_ai_add_step (c, WG_AI_STEP_NOTE, -1, -1, 0,
                          _ ("Add the top Objective of the deck face down to the right "
                             "(R-CTRL-2)."));
    }
  for (guint i = 0; i < n; i++)
    {
      int      cell = wg_board_get_location (c->g->board, i);
      WgStack *s = &c->g->stacks[cell];

      if (wg_board_get_cell (c->g->board, cell)->kind != WG_HEX_PLANET
          || wg_game_is_voided (c->g, cell) /* R-EXP-6: no marker */
          || wg_game_ships_at (c->g, cell, c->ai) == 0
          || (s->marker_owner == c->ai && s->marker_side == WG_MARKER_COLONY))
        continue;
      /* A Colony needs a marker from the AI's supply; without one the AI
       * places nothing there and leaves the other player's marker. */
      if (s->marker_owner != c->ai && markers == 0)
        {
          wg_ai_add_step (c, WG_AI_STEP_NOTE, -1, cell, 0,
                          _ ("The AI has no marker left for %s."), wg_game_place_name (c->g, cell));
          continue;
        }
      if (s->marker_owner != c->ai)
        markers--;
      if (s->marker_owner != WG_NO_PLAYER && s->marker_owner != c->ai)
        {
          WgAiStep *step;

          wg_ai_add_step (c, WG_AI_STEP_RETURN_MARKER, -1, cell, 1,
                          _ ("Return %s’s marker on %s to them."),
                          wg_game_player_label (c->g, s->marker_owner), wg_game_place_name (c->g, cell));
          step = g_ptr_array_index (c->turn->steps, c->turn->steps->len - 1);
          step->player = s->marker_owner;
          s->marker_owner = WG_NO_PLAYER;
        }
      s->marker_owner = (gint8) c->ai;
      s->marker_side = WG_MARKER_COLONY;
      wg_ai_add_step (c, WG_AI_STEP_COLONY, -1, cell, 1,
                      _ ("Place an AI Colony on %s (R-AI-2)."), wg_game_place_name (c->g, cell));
    }
  return TRUE;
}

/* Whose faction makes the AI pause: the human's Tethisian Enclave
 * (R-AI-9) is read by wg-ai-objective.c; here, the card's own action. */
static gboolean
play_card (WgAiContext    *c,
           const WgAiCard *card)
{
  switch (card->kind)
    {
    case WG_AI_CARD_TECHNOLOGY:
      return play_research (c);
    case WG_AI_CARD_TACTIC:
      return play_promote (c);
    case WG_AI_CARD_ACTION:
      return play_control (c);
    case WG_AI_CARD_OBJECTIVE:
    default:
      return wg_ai_play_objective (c, card->type);
    }
}

WgVerdict
wg_ai_judge_play (const WgGame *game)
{
  g_return_val_if_fail (game != NULL, WG_VERDICT_NOT_YOUR_TURN);

  if (game->game_over)
    return WG_VERDICT_GAME_OVER;
  if (game->ai.player == WG_NO_PLAYER || game->active != game->ai.player)
    return WG_VERDICT_NOT_YOUR_TURN;
  if (game->acted || game->ai.played->len >= (guint) game->turn)
    return WG_VERDICT_ALREADY_ACTED;
  return WG_VERDICT_OK;
}

gboolean
wg_ai_has_card (const WgGame *game)
{
  g_return_val_if_fail (game != NULL, FALSE);
  return game->ai.deck->len > 0 || game->ai.discard->len > 0;
}

gboolean
wg_ai_card_attacked (const WgGame *game)
{
  g_return_val_if_fail (game != NULL, FALSE);
  return wg_ai_judge_play (game) == WG_VERDICT_ALREADY_ACTED && game->acted;
}

/* The AI's slot: the game's turn when the AI is active, else the next one
 * after the cards it has played this round. */
static int
current_slot (const WgGame *game)
{
  if (game->active == game->ai.player)
    return game->turn;
  return (int) game->ai.played->len + 1;
}

/* Ends the AI's turn when it is the active player (its 4th card ends its
 * round, R-AI-1); the end of round's own notes become steps. */
static gboolean
end_turn (WgAiContext *c)
{
  g_autoptr (WgOutcome) end = NULL;

  if (c->g->active != c->ai)
    return TRUE;
  end = wg_turn_end (c->g, c->answers);
  if (end->question != NULL)
    return wg_ai_ask (c, g_steal_pointer (&end->question));
  if (end->game == NULL)
    return TRUE;
  for (guint i = 0; i < end->events->len; i++)
    wg_ai_add_step (c, WG_AI_STEP_NOTE, -1, -1, 0, "%s",
                    (const char *) g_ptr_array_index (end->events, i));
  wg_game_free (c->g);
  c->g = wg_outcome_steal_game (end);
  return TRUE;
}

/*
 * One AI card (R-AI-1 … R-AI-10):
 *  1. the bottom card of the AI deck (refilled from the discard when empty)
 *     goes into the AI's current slot;
 *  2. the card decides the action (R-AI-2, R-AI-3…7);
 *  3. R-AI-7: with no target, the card is discarded and the AI plays again
 *     into the same slot — the caller calls again (action "redraw");
 *  4. otherwise, unless a battle is pending, the AI's turn ends.
 * Not here: resolving a battle (wg_battle_*), the human's turns.
 */
WgAiTurn *
wg_ai_play_turn (const WgGame *game,
                 WgAnswers    *answers)
{
  WgAiTurn   *turn = g_new0 (WgAiTurn, 1);
  WgAiContext c = { NULL, game->ai.player, answers, turn };
  gboolean    done;

  turn->steps = g_ptr_array_new_with_free_func ((GDestroyNotify) step_free);
  g_return_val_if_fail (game != NULL && game->ai.player != WG_NO_PLAYER, turn);

  c.g = wg_game_copy (game);
  turn->slot = current_slot (game);
  wg_ruling_list_add (&turn->rulings, "R-AI-1");
  if (turn->slot > 4 || game->game_over)
    {
      wg_ai_add_step (&c, WG_AI_STEP_NOTE, -1, -1, 0,
                      game->game_over ? _ ("The game is over.")
                                      : _ ("The AI has played its four cards this round."));
      turn->action = WG_AI_PAUSE;
      turn->game = g_steal_pointer (&c.g);
      return turn;
    }
  if (!draw_card (&c, &turn->card))
    {
      wg_game_free (c.g);
      if (turn->question == NULL)
        {
          /* No card in the deck or the discard: nothing to play, the turn
           * only ends (docs/cli.md: end-turn ends it). */
          turn->action = WG_AI_PAUSE;
          g_ptr_array_set_size (turn->steps, 0);
          c.g = wg_game_copy (game);
          wg_ai_add_step (&c, WG_AI_STEP_NOTE, -1, -1, 0,
                          _ ("The AI has no card left to play: its turn only ends (R-AI-1)."));
          turn->game = g_steal_pointer (&c.g);
        }
      else
        g_ptr_array_set_size (turn->steps, 0); /* a question: nothing changes */
      return turn;
    }
  turn->has_card = TRUE;
  g_array_append_val (c.g->ai.played, turn->card);
  done = play_card (&c, &turn->card);
  /* Their card played is their turn's action (turn.acted, R-AI-13): the
   * turn may end, now or after a pending battle. A redraw takes the card
   * back out: the turn goes on. */
  if (done && turn->action != WG_AI_REDRAW && c.g->active == c.ai)
    c.g->acted = TRUE;
  if (done && turn->action != WG_AI_REDRAW && turn->battle == NULL)
    done = end_turn (&c);
  if (!done)
    {
      /* A question: nothing changes. */
      wg_game_free (c.g);
      g_ptr_array_set_size (turn->steps, 0);
      return turn;
    }
  turn->game = g_steal_pointer (&c.g);
  return turn;
}

void
wg_ai_turn_free (WgAiTurn *turn)
{
  if (turn == NULL)
    return;
  g_ptr_array_unref (turn->steps);
  wg_question_free (turn->question);
  g_free (turn->battle);
  wg_game_free (turn->game);
  g_free (turn);
}
