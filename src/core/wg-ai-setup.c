/* wg-ai-setup.c — the Gatekeepers' decks at set-up, and their Tactics in battle
 * Copyright 2026 The Warpgate Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "wg-ai-private.h"

/* The 8 Basic Tactics, by their catalog ids (data/cards/catalog.json). */
static const char *const basic_tactics[] = {
  "heroic-sacrifice",
  "all-or-nothing",
  "pitched-battle",
  "glorious-victory",
  "heavy-resistance",
  "outmaneuver",
  "salvage",
  "hit-and-run",
};

void
wg_ai_setup_decks (WgGame  *game,
                   gboolean shuffle,
                   int      seed)
{
  WgAiState *ai;

  g_return_if_fail (game != NULL && game->ai.player != WG_NO_PLAYER);
  ai = &game->ai;
  g_array_set_size (ai->deck, 0);
  g_array_set_size (ai->discard, 0);
  g_array_set_size (ai->played, 0);
  g_array_set_size (ai->tactics_deck, 0);
  g_array_set_size (ai->tactics_discard, 0);
  for (int t = 0; t < WG_PLANET_ANCIENTS; t++)
    {
      WgAiCard card = { WG_AI_CARD_OBJECTIVE, (WgPlanetType) t };

      g_array_append_val (ai->deck, card);
    }
  for (int k = WG_AI_CARD_TECHNOLOGY; k <= WG_AI_CARD_ACTION; k++)
    {
      WgAiCard card = { (WgAiCardKind) k, WG_PLANET_DESERT };

      g_array_append_val (ai->deck, card);
    }
  for (guint i = 0; i < G_N_ELEMENTS (basic_tactics); i++)
    {
      WgTactic tactic = { g_strdup (basic_tactics[i]), NULL, WG_TACTIC_BASIC, TRUE,
                          WG_MULTIPLIER_UNKNOWN };

      g_array_append_val (ai->tactics_deck, tactic);
    }
  ai->shuffles = 0;
  ai->has_seed = shuffle;
  ai->seed = shuffle ? seed : 0;
  ai->deck_unknown = !shuffle;
  ai->tactics_unknown = !shuffle;
  if (shuffle)
    {
      wg_ai_shuffle (game, ai->deck);
      wg_ai_shuffle (game, ai->tactics_deck);
    }
}

/* What names a Tactics card in a reveal answer: its catalog id, else "xN"
 * for a card known by its multiplier, else its name, else its kind. Cards
 * with the same id cannot be told apart at the table. */
static char *
tactic_reveal_id (const WgTactic *tactic)
{
  if (tactic->card != NULL)
    return g_strdup (tactic->card);
  if (tactic->multiplier != WG_MULTIPLIER_UNKNOWN)
    return g_strdup_printf ("x%d", tactic->multiplier);
  if (tactic->name != NULL)
    return g_strdup (tactic->name);
  return g_strdup (tactic->has_kind ? wg_tactic_kind_to_string (tactic->kind) : "unknown");
}

/* The option's label: the card by name where known (else its catalog id,
 * which the app replaces with the catalog's name), with how many such
 * cards the deck holds when more than one. */
static char *
tactic_reveal_label (const WgTactic *tactic,
                     guint           count)
{
  g_autofree char *base = NULL;

  if (tactic->name != NULL)
    base = g_strdup (tactic->name);
  else if (tactic->card != NULL)
    base = g_strdup (tactic->card);
  else if (tactic->multiplier != WG_MULTIPLIER_UNKNOWN)
    /* TRANSLATORS: a Tactics card known only by its multiplier */
    base = g_strdup_printf (_ ("A Tactics card ×%d"), tactic->multiplier);
  else
    base = g_strdup (_ ("A Tactics card the app knows nothing of"));
  if (count < 2)
    return g_steal_pointer (&base);
  /* TRANSLATORS: a card and how many of that card a deck holds */
  return g_strdup_printf (_ ("%s (%u in the deck)"), base, count);
}

/* The index in @deck of a card named @id, or -1. */
static int
find_tactic (GArray     *deck,
             const char *id)
{
  for (guint i = 0; id != NULL && i < deck->len; i++)
    {
      g_autofree char *card = tactic_reveal_id (&g_array_index (deck, WgTactic, i));

      if (g_str_equal (card, id))
        return (int) i;
    }
  return -1;
}

/* TRUE when every card of @deck has the same id (or there is one card):
 * turning one over tells nothing (R-DECK-3). */
static gboolean
all_alike (GArray *deck)
{
  g_autofree char *first = NULL;

  if (deck->len == 0)
    return TRUE;
  first = tactic_reveal_id (&g_array_index (deck, WgTactic, 0));
  for (guint i = 1; i < deck->len; i++)
    {
      g_autofree char *id = tactic_reveal_id (&g_array_index (deck, WgTactic, i));

      if (!g_str_equal (id, first))
        return FALSE;
    }
  return TRUE;
}

/* Which card of the Gatekeepers' Tactics deck was turned over: exactly the
 * cards the deck holds, each once with its count (R-DECK-3), numbered as
 * the @nth of the 2 cards drawn (R-AI-8). */
static WgQuestion *
tactic_question (GArray     *deck,
                 guint       nth,
                 gboolean    refilled,
                 const char *refused)
{
  g_autoptr (GString) text = g_string_new (NULL);
  WgQuestion *question;

  if (refused != NULL)
    g_string_append_printf (text, _ ("“%s” is not a card their Tactics deck holds. "), refused);
  if (refilled)
    g_string_append (text, _ ("The Gatekeepers’ Tactics deck is empty: shuffle their discard "
                              "pile into a new deck. "));
  if (nth == 1)
    g_string_append (text, _ ("The Gatekeepers draw 2 Tactics cards and play the first "
                              "(R-AI-8). "));
  wg_question_append_number (text, nth, 2);
  if (nth == 1)
    g_string_append (text, _ ("turn over the top card of their Tactics deck. Which card is it?"));
  else
    g_string_append (text, _ ("turn over the next card of the Gatekeepers’ Tactics deck; they "
                              "discard it unplayed (R-AI-8). Which card is it?"));
  question = wg_question_new ("reveal", text->str);
  for (guint i = 0; i < deck->len; i++)
    {
      const WgTactic  *t = &g_array_index (deck, WgTactic, i);
      g_autofree char *id = tactic_reveal_id (t);
      g_autofree char *label = NULL;
      guint            count = 0;

      if (wg_question_has_option (question, id))
        continue;
      for (guint j = i; j < deck->len; j++)
        {
          g_autofree char *other = tactic_reveal_id (&g_array_index (deck, WgTactic, j));

          count += g_str_equal (other, id);
        }
      label = tactic_reveal_label (t, count);
      wg_question_add_option (question, id, label);
    }
  return question;
}

/* One card off the AI's Tactics deck into *card, the @nth of the battle's
 * two (R-AI-8). From a deck of unknown order the card is the one the next
 * reveal answer names among the cards the deck holds, taken out whole with
 * what is known of it (name, multiplier); a pile of one card or of
 * identical cards needs no answer, and an answer the deck cannot give asks
 * again (R-DECK-3). A reshuffled discard keeps its cards as they were. */
static gboolean
draw_tactic (WgGame      *game,
             WgAnswers   *answers,
             guint        nth,
             WgTactic    *card,
             WgQuestion **question)
{
  WgAiState  *ai = &game->ai;
  gboolean    refilled = FALSE;
  const char *answer;
  int         index = 0;

  if (ai->tactics_deck->len == 0)
    {
      /* The discard is shuffled into a new deck (rulebook, Battles step 1). */
      g_array_append_vals (ai->tactics_deck, ai->tactics_discard->data,
                           ai->tactics_discard->len);
      g_array_set_clear_func (ai->tactics_discard, NULL);
      g_array_set_size (ai->tactics_discard, 0);
      g_array_set_clear_func (ai->tactics_discard, (GDestroyNotify) wg_tactic_clear);
      refilled = TRUE;
      if (ai->has_seed)
        wg_ai_shuffle (game, ai->tactics_deck);
      else
        ai->tactics_unknown = TRUE;
    }
  if (ai->tactics_deck->len == 0)
    return FALSE;
  if (ai->tactics_unknown && !all_alike (ai->tactics_deck))
    {
      answer = wg_answers_next_reveal (answers);
      index = find_tactic (ai->tactics_deck, answer);
      if (index < 0)
        {
          *question = tactic_question (ai->tactics_deck, nth, refilled, answer);
          return FALSE;
        }
    }
  *card = g_array_index (ai->tactics_deck, WgTactic, index);
  memset (&g_array_index (ai->tactics_deck, WgTactic, index), 0, sizeof (WgTactic));
  g_array_remove_index (ai->tactics_deck, (guint) index);
  return TRUE;
}

gboolean
wg_ai_draws_battle_card (const WgGame *game,
                         int           player)
{
  g_return_val_if_fail (game != NULL, FALSE);
  g_return_val_if_fail (player >= 0 && (guint) player < game->n_players, FALSE);
  return game->players[player].ai && player == game->ai.player;
}

gboolean
wg_ai_has_tactics (const WgGame *game)
{
  g_return_val_if_fail (game != NULL, FALSE);
  return game->ai.tactics_deck->len > 0 || game->ai.tactics_discard->len > 0;
}

/* Puts the AI's Tactics back as they were in @saved (a question was asked:
 * nothing changes). */
static void
restore_tactics (WgGame *game,
                 WgGame *saved)
{
  GArray *deck = game->ai.tactics_deck, *discard = game->ai.tactics_discard;

  game->ai.tactics_deck = saved->ai.tactics_deck;
  game->ai.tactics_discard = saved->ai.tactics_discard;
  saved->ai.tactics_deck = deck;
  saved->ai.tactics_discard = discard;
  game->ai.tactics_unknown = saved->ai.tactics_unknown;
  game->ai.shuffles = saved->ai.shuffles;
}

gboolean
wg_ai_draw_battle_card (WgGame      *game,
                        WgAnswers   *answers,
                        WgTactic    *played,
                        WgQuestion **question)
{
  g_autoptr (WgGame) saved = NULL;
  WgTactic other = { 0 }, copy;
  gboolean two;

  g_return_val_if_fail (game != NULL && played != NULL, FALSE);
  g_return_val_if_fail (question != NULL && *question == NULL, FALSE);
  saved = wg_game_copy (game);
  if (!draw_tactic (game, answers, 1, played, question))
    {
      restore_tactics (game, saved);
      return FALSE;
    }
  /* The first card is in the AI's hand, not in its discard, while the
   * second is drawn: a reshuffle for it leaves the first out. The second
   * card is discarded unplayed (R-AI-8); with a single card left in all,
   * the AI plays that one. */
  two = draw_tactic (game, answers, 2, &other, question);
  if (!two && *question != NULL)
    {
      wg_tactic_clear (played);
      restore_tactics (game, saved);
      return FALSE;
    }
  wg_tactic_copy (&copy, played);
  g_array_append_val (game->ai.tactics_discard, copy);
  if (two)
    g_array_append_val (game->ai.tactics_discard, other);
  return TRUE;
}
