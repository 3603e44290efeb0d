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

/* An answer naming a Tactics card: a catalog id or xN. */
static gboolean
parse_tactic (const char *answer,
              WgTactic   *tactic)
{
  memset (tactic, 0, sizeof *tactic);
  tactic->multiplier = WG_MULTIPLIER_UNKNOWN;
  if (answer == NULL)
    return FALSE;
  if ((answer[0] == 'x' || answer[0] == 'X') && g_ascii_isdigit (answer[1]) && answer[2] == '\0')
    {
      tactic->multiplier = answer[1] - '0';
      tactic->kind = WG_TACTIC_BASIC;
      tactic->has_kind = TRUE;
      return TRUE;
    }
  if (!wg_is_valid_faction (answer))
    return FALSE;
  tactic->card = g_strdup (answer);
  return TRUE;
}

/* One card off the AI's Tactics deck into its discard. */
static gboolean
draw_tactic (WgGame      *game,
             WgAnswers   *answers,
             WgTactic    *card,
             WgQuestion **question)
{
  WgAiState *ai = &game->ai;

  if (ai->tactics_deck->len == 0)
    {
      /* The discard is shuffled into a new deck (rulebook, Battles step 1). */
      g_array_append_vals (ai->tactics_deck, ai->tactics_discard->data,
                           ai->tactics_discard->len);
      g_array_set_clear_func (ai->tactics_discard, NULL);
      g_array_set_size (ai->tactics_discard, 0);
      g_array_set_clear_func (ai->tactics_discard, (GDestroyNotify) wg_tactic_clear);
      if (ai->has_seed)
        wg_ai_shuffle (game, ai->tactics_deck);
      else
        ai->tactics_unknown = TRUE;
    }
  if (ai->tactics_deck->len == 0)
    return FALSE;
  if (!ai->tactics_unknown)
    {
      *card = g_array_index (ai->tactics_deck, WgTactic, 0);
      memset (&g_array_index (ai->tactics_deck, WgTactic, 0), 0, sizeof (WgTactic));
      g_array_remove_index (ai->tactics_deck, 0);
    }
  else
    {
      const char *answer = wg_answers_next_reveal (answers);
      gboolean    found = FALSE;

      if (!parse_tactic (answer, card))
        {
          *question =
            wg_question_new ("reveal", _ ("Turn over the top card of the AI’s Tactics deck: which "
                                          "card is it? (Its catalog id, or xN for its "
                                          "multiplier.)"));
          for (guint i = 0; i < ai->tactics_deck->len; i++)
            {
              const WgTactic *t = &g_array_index (ai->tactics_deck, WgTactic, i);

              if (t->card != NULL && !wg_question_has_option (*question, t->card))
                wg_question_add_option (*question, t->card, t->name ? t->name : t->card);
            }
          return FALSE;
        }
      /* Take that card out of the deck's contents (any one if unnamed). */
      for (guint i = 0; i < ai->tactics_deck->len && !found; i++)
        if (g_strcmp0 (g_array_index (ai->tactics_deck, WgTactic, i).card, card->card) == 0)
          {
            g_array_remove_index (ai->tactics_deck, i);
            found = TRUE;
          }
      if (!found)
        g_array_remove_index (ai->tactics_deck, 0);
    }
  return TRUE;
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
  if (!draw_tactic (game, answers, played, question))
    {
      restore_tactics (game, saved);
      return FALSE;
    }
  /* The first card is in the AI's hand, not in its discard, while the
   * second is drawn: a reshuffle for it leaves the first out. The second
   * card is discarded unplayed (R-AI-8); with a single card left in all,
   * the AI plays that one. */
  two = draw_tactic (game, answers, &other, question);
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
