/* wg-deck.c — revealing cards from the shared decks, drawing Action cards
 * Copyright 2026 The Warpgate Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "wg-deck.h"
#include "wg-i18n.h"
#include "wg-rng.h"

/* A planet type from the next reveal answer, or a question (@asked, its
 * sentence). Returns TRUE with *type set, or FALSE with *question set (or
 * an unusable answer: then the question is asked again, naming the bad
 * answer). R-DECK-2: a Technology or an Objective is never of the Ancients
 * homeworld's type, so it is neither offered nor accepted. */
static gboolean
next_planet_type (WgAnswers    *answers,
                  const char   *asked,
                  WgPlanetType *type,
                  WgQuestion  **question)
{
  const char      *answer = wg_answers_next_reveal (answers);
  g_autofree char *text = NULL;

  /* Technologies and Objectives are never of the Ancients homeworld's type
   * (R-DECK-2): neither offered nor taken. */
  if (answer != NULL && wg_planet_type_from_string (answer, type) && *type != WG_PLANET_ANCIENTS)
    return TRUE;
  if (answer != NULL)
    /* TRANSLATORS: a bad answer, then the question asked again */
    text = g_strdup_printf (_ ("“%s” is not a planet type. %s"), answer, asked);
  *question = wg_question_new ("reveal", text != NULL ? text : asked);
  wg_question_add_planet_types (*question, FALSE);
  return FALSE;
}

WgReveal
wg_reveal_technology (WgGame      *game,
                      WgAnswers   *answers,
                      WgQuestion **question)
{
  WgDeck      *deck = &game->technology_deck;
  WgTechnology tech = { NULL, WG_PLANET_DESERT, { WG_VP_FIXED, 2 } };

  g_return_val_if_fail (question != NULL && *question == NULL, WG_REVEAL_EMPTY);
  if (wg_deck_size (deck) == 0)
    return WG_REVEAL_EMPTY;
  if (deck->known)
    {
      wg_technology_copy (&tech, &g_array_index (deck->cards, WgTechnology, 0));
      g_array_remove_index (deck->cards, 0);
    }
  else
    {
      if (!next_planet_type (answers,
                             _ ("Which Technology was revealed? Turn over the top card of the "
                                "deck and say its planet type."),
                             &tech.type, question))
        return WG_REVEAL_ASKED;
      deck->count--;
    }
  g_array_append_val (game->technologies, tech);
  return WG_REVEAL_DONE;
}

WgReveal
wg_reveal_objective (WgGame      *game,
                     WgAnswers   *answers,
                     WgQuestion **question)
{
  WgDeck      *deck = &game->objective_deck;
  WgPlanetType type;

  g_return_val_if_fail (question != NULL && *question == NULL, WG_REVEAL_EMPTY);
  if (wg_deck_size (deck) == 0)
    return WG_REVEAL_EMPTY;
  if (deck->known)
    {
      type = g_array_index (deck->cards, WgPlanetType, 0);
      g_array_remove_index (deck->cards, 0);
    }
  else
    {
      /* Objectives lie face down: their planet type is on the back. */
      if (!next_planet_type (answers,
                             _ ("Which Objective is laid out? It stays face down: say the planet "
                                "type on the back of the top card of the Objective deck."),
                             &type, question))
        return WG_REVEAL_ASKED;
      deck->count--;
    }
  g_array_append_val (game->objectives, type);
  return WG_REVEAL_DONE;
}

/* R-DECK-1: after a card is taken, reveal from the deck until 2 cards are
 * available or the deck is empty. */
#define REPLENISHED_CARDS 2

typedef WgReveal (*RevealFunc) (WgGame      *game,
                                WgAnswers   *answers,
                                WgQuestion **question);

/* Reveals into @pile (the field of @game it names) until it holds
 * REPLENISHED_CARDS; -1 when a question was asked. */
static int
replenish (WgGame      *game,
           GArray     **pile,
           RevealFunc   reveal,
           WgAnswers   *answers,
           WgQuestion **question)
{
  int revealed = 0;

  g_return_val_if_fail (question != NULL && *question == NULL, 0);
  while ((*pile)->len < REPLENISHED_CARDS)
    {
      WgReveal r = reveal (game, answers, question);

      if (r == WG_REVEAL_ASKED)
        return -1;
      if (r == WG_REVEAL_EMPTY)
        break;
      revealed++;
    }
  return revealed;
}

int
wg_replenish_technologies (WgGame      *game,
                           WgAnswers   *answers,
                           WgQuestion **question)
{
  return replenish (game, &game->technologies, wg_reveal_technology, answers, question);
}

int
wg_replenish_objectives (WgGame      *game,
                         WgAnswers   *answers,
                         WgQuestion **question)
{
  return replenish (game, &game->objectives, wg_reveal_objective, answers, question);
}

/* What the catalog says of a Promotion card known by its catalog id, kept
 * on the card itself — its name, kind and multiplier — so that the card is
 * named wherever it goes (R-MOVE-13). What the card says already stays. */
static void
complete_from_catalog (WgTactic        *card,
                       const WgCatalog *catalog)
{
  const WgCard *c = catalog != NULL && card->card != NULL ? wg_catalog_lookup (catalog, card->card)
                                                          : NULL;

  if (c == NULL || (c->kind != WG_CARD_HERO && c->kind != WG_CARD_ADVANCED))
    return;
  if (card->name == NULL && c->name != NULL)
    card->name = g_strdup (c->name);
  if (!card->has_kind)
    {
      card->kind = c->kind == WG_CARD_HERO ? WG_TACTIC_HERO : WG_TACTIC_ADVANCED;
      card->has_kind = TRUE;
    }
  if (card->multiplier == WG_MULTIPLIER_UNKNOWN)
    card->multiplier = c->multiplier;
}

/* "hero", "advanced", "hero:Name", "advanced:Name", or a catalog card id
 * (lower-case letters, digits and -). */
static gboolean
parse_tactic (const char *answer,
              WgTactic   *card)
{
  g_auto (GStrv) parts = NULL;

  if (answer == NULL)
    return FALSE;
  parts = g_strsplit (answer, ":", 2);
  memset (card, 0, sizeof *card);
  card->multiplier = WG_MULTIPLIER_UNKNOWN;
  if (g_strcmp0 (parts[0], "hero") == 0 || g_strcmp0 (parts[0], "advanced") == 0)
    {
      card->kind = g_str_equal (parts[0], "hero") ? WG_TACTIC_HERO : WG_TACTIC_ADVANCED;
      card->has_kind = TRUE;
      if (parts[1] != NULL && parts[1][0] != '\0')
        card->name = g_strndup (parts[1], 64);
      return TRUE;
    }
  if (parts[1] == NULL && wg_is_valid_faction (parts[0]))
    {
      card->card = g_strdup (parts[0]);
      return TRUE;
    }
  return FALSE;
}

char *
wg_tactic_answer (const WgTactic *card)
{
  const char *kind = card->kind == WG_TACTIC_HERO ? "hero" : "advanced";

  g_return_val_if_fail (card != NULL, NULL);
  if (card->card != NULL)
    return g_strdup (card->card);
  if (card->name != NULL)
    return g_strdup_printf ("%s:%s", kind, card->name);
  return g_strdup (kind);
}

char *
wg_tactic_label (const WgTactic *card)
{
  const char      *kind = card->has_kind && card->kind == WG_TACTIC_HERO ? _ ("Hero Tactics card")
                          : card->has_kind                               ? _ ("Advanced Tactics card")
                                                                         : _ ("Tactics card");
  const char      *name = card->name != NULL ? card->name : card->card;
  g_autofree char *base = name != NULL ? g_strdup_printf ("%s (%s)", name, kind) : g_strdup (kind);

  if (card->multiplier == WG_MULTIPLIER_UNKNOWN)
    return g_steal_pointer (&base);
  return g_strdup_printf (_ ("%s, ×%d"), base, card->multiplier);
}

/* R-DECK-3: a reveal from a pile whose cards are known but not their order
 * offers exactly the cards it holds, identical cards (the same answer) once;
 * a pile of one card, or of identical cards, is revealed without asking. The
 * card taken is the pile's own, whole (name, kind, multiplier). */
static WgReveal
reveal_unordered (WgDeck            *deck,
                  const WgRevealAsk *ask,
                  WgAnswers         *answers,
                  WgTactic          *card,
                  WgQuestion       **question)
{
  g_autofree char *first = wg_tactic_answer (&g_array_index (deck->cards, WgTactic, 0));
  const char      *answer = NULL;
  guint            taken = 0;
  gboolean         same = TRUE;

  for (guint i = 1; same && i < deck->cards->len; i++)
    {
      g_autofree char *id = wg_tactic_answer (&g_array_index (deck->cards, WgTactic, i));

      same = g_str_equal (id, first);
    }
  if (!same)
    {
      answer = wg_answers_next_reveal (answers);
      taken = deck->cards->len;
      for (guint i = 0; answer != NULL && taken == deck->cards->len && i < deck->cards->len; i++)
        {
          g_autofree char *id = wg_tactic_answer (&g_array_index (deck->cards, WgTactic, i));

          if (g_ascii_strcasecmp (id, answer) == 0)
            taken = i;
        }
      if (taken == deck->cards->len)
        {
          g_autoptr (GString) text = g_string_new (NULL);

          if (answer != NULL)
            g_string_append_printf (text, _ ("The Promotion deck does not hold “%s”. "), answer);
          wg_question_append_number (text, ask->nth, ask->total);
          g_string_append (text, _ ("Which Promotion card was revealed? Turn over the top card: "
                                    "it is one of the cards shuffled into the deck (R-DECK-3)."));
          *question = wg_question_new ("reveal", text->str);
          for (guint i = 0; i < deck->cards->len; i++)
            {
              const WgTactic  *c = &g_array_index (deck->cards, WgTactic, i);
              g_autofree char *id = wg_tactic_answer (c);
              g_autofree char *label = wg_tactic_label (c);

              if (!wg_question_has_option (*question, id))
                wg_question_add_option (*question, id, label);
            }
          return WG_REVEAL_ASKED;
        }
    }
  wg_tactic_copy (card, &g_array_index (deck->cards, WgTactic, taken));
  g_array_remove_index (deck->cards, taken);
  if (deck->cards->len == 0)
    deck->unordered = FALSE;
  return WG_REVEAL_DONE;
}

void
wg_refill_promotion (WgGame *game)
{
  WgDeck *deck = &game->promotion_deck;

  g_return_if_fail (wg_deck_size (deck) == 0);
  deck->known = TRUE;
  deck->count = 0;
  g_array_append_vals (deck->cards, game->promotion_discard->data, game->promotion_discard->len);
  /* The cards moved on: clearing the discard must not free their strings. */
  g_array_set_clear_func (game->promotion_discard, NULL);
  g_array_set_size (game->promotion_discard, 0);
  g_array_set_clear_func (game->promotion_discard, (GDestroyNotify) wg_tactic_clear);
  if (game->ai.player != WG_NO_PLAYER && game->ai.has_seed)
    {
      /* The app deals (a seed): it shuffles, and knows the order. */
      WgRng rng;

      wg_rng_init (&rng, (guint64) game->ai.seed, (guint64) game->ai.shuffles);
      game->ai.shuffles++;
      wg_rng_shuffle (&rng, deck->cards);
      deck->unordered = FALSE;
    }
  else
    deck->unordered = deck->cards->len > 0;
}

/* The question for a card of a deck known only by its size: the catalog's
 * Hero and Advanced cards by name, then a Hero or an Advanced card the
 * catalog does not know (R-MOVE-13). */
static WgQuestion *
unknown_card_question (const WgRevealAsk *ask)
{
  g_autoptr (GString) text = g_string_new (NULL);
  WgQuestion *q;
  guint       named = 0;

  wg_question_append_number (text, ask->nth, ask->total);
  /* The options answer it: no typing instructions here, the app shows
   * buttons (issue 18); docs/cli.md gives the command line's "hero:NAME". */
  g_string_append (text, _ ("Which Promotion card was revealed? Turn over the top card: which "
                            "Hero or Advanced Tactics card is it?"));
  q = wg_question_new ("reveal", text->str);
  for (guint i = 0; ask->catalog != NULL && i < wg_catalog_get_n_cards (ask->catalog); i++)
    {
      const WgCard    *c = wg_catalog_get_card (ask->catalog, i);
      WgTactic         t = { c->id, NULL, WG_TACTIC_HERO, FALSE, WG_MULTIPLIER_UNKNOWN };
      g_autofree char *label = NULL;

      if (c->kind != WG_CARD_HERO && c->kind != WG_CARD_ADVANCED)
        continue;
      complete_from_catalog (&t, ask->catalog);
      label = wg_tactic_label (&t);
      g_free (t.name);
      wg_question_add_option (q, c->id, label);
      named++;
    }
  wg_question_add_option (q, "hero",
                          named > 0 ? _ ("Another Hero Tactics card (not in the card catalog)")
                                    : _ ("A Hero Tactics card"));
  wg_question_add_option (q, "advanced",
                          named > 0 ? _ ("Another Advanced Tactics card (not in the card catalog)")
                                    : _ ("An Advanced Tactics card"));
  return q;
}

WgReveal
wg_reveal_promotion (WgGame            *game,
                     const WgRevealAsk *ask,
                     WgAnswers         *answers,
                     WgTactic          *card,
                     WgQuestion       **question)
{
  static const WgRevealAsk plain = { NULL, 1, 1 };
  WgDeck                  *deck = &game->promotion_deck;
  WgReveal                 reveal = WG_REVEAL_DONE;

  g_return_val_if_fail (question != NULL && *question == NULL, WG_REVEAL_EMPTY);
  if (ask == NULL)
    ask = &plain;
  if (wg_deck_size (deck) == 0)
    return WG_REVEAL_EMPTY;
  if (deck->known && deck->unordered)
    reveal = reveal_unordered (deck, ask, answers, card, question);
  else if (deck->known)
    {
      wg_tactic_copy (card, &g_array_index (deck->cards, WgTactic, 0));
      g_array_remove_index (deck->cards, 0);
    }
  else if (!parse_tactic (wg_answers_next_reveal (answers), card))
    {
      *question = unknown_card_question (ask);
      return WG_REVEAL_ASKED;
    }
  else
    deck->count--;
  if (reveal == WG_REVEAL_DONE)
    complete_from_catalog (card, ask->catalog);
  return reveal;
}

/*
 * Drawing Action cards (rulebook, "During your turn"):
 *  1. draw from the Action deck into the hand;
 *  2. when the deck is empty and a card is needed, shuffle the discard —
 *     not the cards on the faction board — into a new deck;
 *  3. stop early when both are empty.
 * Counts only: which actions a card shows is not modelled.
 */
int
wg_draw_action_cards (WgPlayer *player,
                      int       n)
{
  int drawn = 0;

  g_return_val_if_fail (player != NULL, 0);
  if (!player->actions_tracked)
    return 0;
  while (drawn < n)
    {
      if (player->action_deck == 0)
        {
          if (player->action_discard == 0)
            break;
          player->action_deck = player->action_discard;
          player->action_discard = 0;
        }
      player->action_deck--;
      player->action_hand++;
      drawn++;
    }
  return drawn;
}
