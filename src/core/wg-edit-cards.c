/* wg-edit-cards.c — entering the table by hand: cards held, the pools' cards and decks
 * Copyright 2026 The Warpgate Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "wg-edit-private.h"

static const char *
label (const WgGame *game,
       int           player)
{
  return wg_game_player_label (game, player);
}

/* 0-based @index among @len cards of @cards; the message counts from 1. */
static gboolean
check_index (guint       index,
             guint       len,
             const char *cards,
             GError    **error)
{
  if (index < len)
    return TRUE;
  return wg_game_refuse (error, _ ("%s: there is no card number %u (there are %u)"), cards,
                         index + 1, len);
}

static gboolean
check_room (guint       len,
            const char *cards,
            GError    **error)
{
  if (len < WG_EDIT_MAX_CARDS)
    return TRUE;
  return wg_game_refuse (error, _ ("%s: %u cards already, as many as a game file holds"), cards,
                         len);
}

static gboolean
check_card (const char *name, int type, GError **error)
{
  if (name != NULL && g_utf8_strlen (name, -1) > WG_EDIT_MAX_NAME)
    return wg_game_refuse (error, _ ("“%s” is longer than %d characters"), name, WG_EDIT_MAX_NAME);
  if (type < 0 || type >= WG_N_PLANET_TYPES)
    return wg_game_refuse (error, _ ("%d is not a planet type"), type);
  return TRUE;
}

/* "Alien Imports (Desert)", or "Desert" when the card has no name. */
static char *
card_label (const char  *name,
            WgPlanetType type)
{
  if (name != NULL)
    return g_strdup_printf (_ ("%s (%s)"), name, wg_planet_type_display_name (type));
  return g_strdup (wg_planet_type_display_name (type));
}

/* Technologies */

static GArray *
technologies_of (const WgGame *game,
                 int           player)
{
  return player == WG_NO_PLAYER ? game->technologies : game->players[player].technologies;
}

static char *
technologies_name (const WgGame *game,
                   int           player)
{
  if (player == WG_NO_PLAYER)
    return g_strdup (_ ("the available Technologies"));
  return g_strdup_printf (_ ("%s’s Technologies"), wg_game_player_label (game, player));
}

/*
 * A Technology to a player, or to the right of the available row
 * (@player WG_NO_PLAYER): a planet type, a name of up to 64 characters, a
 * value of 0–99 VP. Not checked: that such a card exists.
 */
WgGame *
wg_edit_add_technology (const WgGame       *game,
                        int                 player,
                        const WgTechnology *technology,
                        char              **description,
                        GError            **error)
{
  g_autofree char *pile = NULL, *card = NULL;
  WgTechnology     copy;
  char            *sentence;
  WgGame          *next;

  g_return_val_if_fail (game != NULL && technology != NULL, NULL);
  if (!wg_edit_check_holder (game, player, error))
    return NULL;
  pile = technologies_name (game, player);
  if (!check_card (technology->name, (int) technology->type, error)
      || !wg_edit_check_count (technology->vp.value, WG_EDIT_MAX_VP, _ ("VP"), error)
      || !check_room (technologies_of (game, player)->len, pile, error))
    return NULL;
  next = wg_game_copy (game);
  wg_technology_copy (&copy, technology);
  g_array_append_val (technologies_of (next, player), copy);
  card = card_label (technology->name, technology->type);
  if (player == WG_NO_PLAYER)
    sentence = g_strdup_printf (_ ("Available Technologies: %s added"), card);
  else
    sentence = g_strdup_printf (_ ("%s: Technology %s added"), label (game, player), card);
  return wg_edit_commit (next, sentence, description, error);
}

WgGame *
wg_edit_remove_technology (const WgGame *game,
                           int           player,
                           guint         index,
                           char        **description,
                           GError      **error)
{
  g_autofree char    *pile = NULL, *card = NULL;
  const WgTechnology *tech;
  GArray             *cards;
  char               *sentence;
  WgGame             *next;

  g_return_val_if_fail (game != NULL, NULL);
  if (!wg_edit_check_holder (game, player, error))
    return NULL;
  pile = technologies_name (game, player);
  cards = technologies_of (game, player);
  if (!check_index (index, cards->len, pile, error))
    return NULL;
  tech = &g_array_index (cards, WgTechnology, index);
  card = card_label (tech->name, tech->type);
  next = wg_game_copy (game);
  g_array_remove_index (technologies_of (next, player), index);
  if (player == WG_NO_PLAYER)
    sentence = g_strdup_printf (_ ("Available Technologies: %s removed"), card);
  else
    sentence = g_strdup_printf (_ ("%s: Technology %s removed"), label (game, player), card);
  return wg_edit_commit (next, sentence, description, error);
}

/* Objectives: a player's are WgObjective, the available row only planet
 * types (the cards lie face down). */

static guint
n_objectives (const WgGame *game,
              int           player)
{
  return player == WG_NO_PLAYER ? game->objectives->len : game->players[player].objectives->len;
}

static char *
objectives_name (const WgGame *game,
                 int           player)
{
  if (player == WG_NO_PLAYER)
    return g_strdup (_ ("the available Objectives"));
  return g_strdup_printf (_ ("%s’s Objectives"), wg_game_player_label (game, player));
}

static const char *
status_name (WgObjectiveStatus status)
{
  switch (status)
    {
    case WG_OBJECTIVE_COMPLETED:
      return _ ("completed");
    case WG_OBJECTIVE_FAILED:
      return _ ("failed");
    case WG_OBJECTIVE_HELD:
    default:
      return _ ("held");
    }
}

static gboolean
check_status (WgObjectiveStatus status,
              GError          **error)
{
  if (status == WG_OBJECTIVE_HELD || status == WG_OBJECTIVE_COMPLETED
      || status == WG_OBJECTIVE_FAILED)
    return TRUE;
  return wg_game_refuse (error, _ ("an Objective is held, completed or failed"));
}

/*
 * An Objective to a player, or face down to the right of the available
 * row (@player WG_NO_PLAYER: only its planet type is kept there). The AI
 * may hold Objectives (R-AI-2's Control). Not checked: that such a card
 * exists, or R-AI-10 (the AI's missing starting Objective is a set-up rule,
 * and it claims Objectives later).
 */
WgGame *
wg_edit_add_objective (const WgGame      *game,
                       int                player,
                       const WgObjective *objective,
                       char             **description,
                       GError           **error)
{
  g_autofree char *pile = NULL, *card = NULL;
  char            *sentence;
  WgGame          *next;

  g_return_val_if_fail (game != NULL && objective != NULL, NULL);
  if (!wg_edit_check_holder (game, player, error))
    return NULL;
  pile = objectives_name (game, player);
  if (!check_card (objective->name, (int) objective->type, error)
      || !check_status (objective->status, error)
      || !check_room (n_objectives (game, player), pile, error))
    return NULL;
  next = wg_game_copy (game);
  if (player == WG_NO_PLAYER)
    g_array_append_val (next->objectives, objective->type);
  else
    {
      WgObjective copy = { objective->type, objective->status, g_strdup (objective->name) };

      g_array_append_val (next->players[player].objectives, copy);
    }
  card = card_label (player == WG_NO_PLAYER ? NULL : objective->name, objective->type);
  if (player == WG_NO_PLAYER)
    sentence = g_strdup_printf (_ ("Available Objectives: %s added"), card);
  else
    sentence = g_strdup_printf (_ ("%s: Objective %s added"), label (game, player), card);
  return wg_edit_commit (next, sentence, description, error);
}

/* Completed or failed (R-SCORE-1 counts completed ones); a player's only. */
WgGame *
wg_edit_set_objective_status (const WgGame     *game,
                              int               player,
                              guint             index,
                              WgObjectiveStatus status,
                              char            **description,
                              GError          **error)
{
  g_autofree char   *pile = NULL, *card = NULL;
  const WgObjective *objective;
  WgGame            *next;

  g_return_val_if_fail (game != NULL, NULL);
  if (player == WG_NO_PLAYER)
    {
      wg_game_refuse (error, _ ("the available Objectives lie face down: only a player’s Objective "
                                "is completed or failed"));
      return NULL;
    }
  if (!wg_edit_check_player (game, player, error) || !check_status (status, error))
    return NULL;
  pile = objectives_name (game, player);
  if (!check_index (index, n_objectives (game, player), pile, error))
    return NULL;
  objective = &g_array_index (game->players[player].objectives, WgObjective, index);
  card = card_label (objective->name, objective->type);
  next = wg_game_copy (game);
  g_array_index (next->players[player].objectives, WgObjective, index).status = status;
  return wg_edit_commit (next,
                         g_strdup_printf (_ ("%s’s Objective %s: %s"),
                                          wg_game_player_label (game, player), card,
                                          status_name (status)),
                         description, error);
}

WgGame *
wg_edit_remove_objective (const WgGame *game,
                          int           player,
                          guint         index,
                          char        **description,
                          GError      **error)
{
  g_autofree char *pile = NULL, *card = NULL;
  char            *sentence;
  WgGame          *next;

  g_return_val_if_fail (game != NULL, NULL);
  if (!wg_edit_check_holder (game, player, error))
    return NULL;
  pile = objectives_name (game, player);
  if (!check_index (index, n_objectives (game, player), pile, error))
    return NULL;
  next = wg_game_copy (game);
  if (player == WG_NO_PLAYER)
    {
      card = card_label (NULL, g_array_index (game->objectives, WgPlanetType, index));
      g_array_remove_index (next->objectives, index);
    }
  else
    {
      const WgObjective *o = &g_array_index (game->players[player].objectives, WgObjective,
                                             index);

      card = card_label (o->name, o->type);
      g_array_remove_index (next->players[player].objectives, index);
    }
  if (player == WG_NO_PLAYER)
    sentence = g_strdup_printf (_ ("Available Objectives: %s removed"), card);
  else
    sentence = g_strdup_printf (_ ("%s: Objective %s removed"), label (game, player), card);
  return wg_edit_commit (next, sentence, description, error);
}

/* Tactics: a human's are one list (draw pile and discard together), the
 * AI's its Tactics deck then its discard (R-AI-8), the pool's the Promotion
 * discard. */

typedef enum
{
  PILE_PLAYER,
  PILE_PROMOTION,
  PILE_AI_DECK,
  PILE_AI_DISCARD,
} Pile;

/* Its name, else its catalog id, else its kind. */
static const char *
tactic_label (const WgTactic *tactic)
{
  if (tactic->name != NULL)
    return tactic->name;
  if (tactic->card != NULL)
    return tactic->card;
  switch (tactic->kind)
    {
    case WG_TACTIC_HERO:
      return _ ("an unnamed Hero card");
    case WG_TACTIC_ADVANCED:
      return _ ("an unnamed Advanced Tactics card");
    case WG_TACTIC_BASIC:
    default:
      return _ ("an unnamed Basic Tactics card");
    }
}

static char *
tactic_sentence (const WgGame *game,
                 int           player,
                 Pile          pile,
                 gboolean      added,
                 const char   *card)
{
  const char *who = player != WG_NO_PLAYER ? label (game, player) : NULL;

  switch (pile)
    {
    case PILE_PROMOTION:
      return added ? g_strdup_printf (_ ("Promotion discard: %s added"), card)
                   : g_strdup_printf (_ ("Promotion discard: %s removed"), card);
    case PILE_AI_DECK:
      return added ? g_strdup_printf (_ ("%s: %s added to the bottom of the AI’s Tactics deck"),
                                      who, card)
                   : g_strdup_printf (_ ("%s: %s removed from the AI’s Tactics deck"), who, card);
    case PILE_AI_DISCARD:
      return g_strdup_printf (_ ("%s: %s removed from the AI’s Tactics discard"), who, card);
    case PILE_PLAYER:
    default:
      return added ? g_strdup_printf (_ ("%s: %s added to the Tactics cards"), who, card)
                   : g_strdup_printf (_ ("%s: %s removed from the Tactics cards"), who, card);
    }
}

static char *
tactics_name (const WgGame *game,
              int           player)
{
  if (player == WG_NO_PLAYER)
    return g_strdup (_ ("the Promotion discard"));
  if (player == game->ai.player)
    return g_strdup (_ ("the AI’s Tactics deck and discard"));
  return g_strdup_printf (_ ("%s’s Tactics cards"), label (game, player));
}

/* Where an added card goes: for the AI, the bottom of its Tactics deck. */
static GArray *
tactics_of (const WgGame *game,
            int           player,
            Pile         *pile)
{
  *pile = player == WG_NO_PLAYER      ? PILE_PROMOTION
          : player == game->ai.player ? PILE_AI_DECK
                                      : PILE_PLAYER;
  if (*pile == PILE_PROMOTION)
    return game->promotion_discard;
  if (*pile == PILE_AI_DECK)
    return game->ai.tactics_deck;
  return game->players[player].tactics;
}

static guint
n_tactics (const WgGame *game,
           int           player)
{
  Pile  pile;
  guint n = tactics_of (game, player, &pile)->len;

  return pile == PILE_AI_DECK ? n + game->ai.tactics_discard->len : n;
}

/* The list holding the @index-th card of n_tactics, and its place there. */
static GArray *
tactics_at (const WgGame *game,
            int           player,
            guint        *index,
            Pile         *pile)
{
  GArray *cards = tactics_of (game, player, pile);

  if (*pile == PILE_AI_DECK && *index >= cards->len)
    {
      *index -= cards->len;
      *pile = PILE_AI_DISCARD;
      return game->ai.tactics_discard;
    }
  return cards;
}

static gboolean
check_tactic (const WgTactic *tactic,
              GError        **error)
{
  if (tactic->card != NULL && !wg_is_valid_faction (tactic->card))
    return wg_game_refuse (error,
                           _ ("“%s” is not a catalog id: 1–48 lower-case letters, digits or "
                              "-"),
                           tactic->card);
  if (tactic->card == NULL && !tactic->has_kind)
    return wg_game_refuse (error, _ ("a Tactics card needs a catalog id or a kind: Basic, Hero or "
                                     "Advanced"));
  if (tactic->has_kind && (tactic->kind < WG_TACTIC_BASIC || tactic->kind > WG_TACTIC_ADVANCED))
    return wg_game_refuse (error, _ ("a Tactics card is Basic, Hero or Advanced"));
  if (tactic->multiplier != WG_MULTIPLIER_UNKNOWN
      && (tactic->multiplier < 0 || tactic->multiplier > 9))
    return wg_game_refuse (error, _ ("x%d: a Tactics card’s multiplier is x0–x9"),
                           tactic->multiplier);
  return check_card (tactic->name, WG_PLANET_DESERT, error);
}

/*
 * A Tactics card to a player's cards (for the AI, the bottom of its
 * Tactics deck), or to the Promotion discard (@player WG_NO_PLAYER): a
 * catalog id or a kind, a multiplier x0–x9 if given. Not checked: that the
 * catalog knows the card, or how many of a card there are.
 */
WgGame *
wg_edit_add_tactic (const WgGame   *game,
                    int             player,
                    const WgTactic *tactic,
                    char          **description,
                    GError        **error)
{
  g_autofree char *cards = NULL;
  WgTactic         copy;
  WgGame          *next;
  Pile             pile;

  g_return_val_if_fail (game != NULL && tactic != NULL, NULL);
  if (!wg_edit_check_holder (game, player, error))
    return NULL;
  cards = tactics_name (game, player);
  if (!check_tactic (tactic, error)
      || !check_room (tactics_of (game, player, &pile)->len, cards, error))
    return NULL;
  next = wg_game_copy (game);
  wg_tactic_copy (&copy, tactic);
  g_array_append_val (tactics_of (next, player, &pile), copy);
  return wg_edit_commit (next, tactic_sentence (game, player, pile, TRUE, tactic_label (tactic)),
                         description, error);
}

/* @index counts the AI's Tactics deck, top first, then its discard. */
WgGame *
wg_edit_remove_tactic (const WgGame *game,
                       int           player,
                       guint         index,
                       char        **description,
                       GError      **error)
{
  g_autofree char *cards = NULL, *card = NULL;
  GArray          *from;
  WgGame          *next;
  Pile             pile;

  g_return_val_if_fail (game != NULL, NULL);
  if (!wg_edit_check_holder (game, player, error))
    return NULL;
  cards = tactics_name (game, player);
  if (!check_index (index, n_tactics (game, player), cards, error))
    return NULL;
  next = wg_game_copy (game);
  from = tactics_at (next, player, &index, &pile);
  card = g_strdup (tactic_label (&g_array_index (from, WgTactic, index)));
  g_array_remove_index (from, index);
  return wg_edit_commit (next, tactic_sentence (game, player, pile, FALSE, card), description,
                         error);
}

/*
 * The multiplier printed on one of a player's Tactics cards, as read from
 * the physical card (0–9), or WG_MULTIPLIER_UNKNOWN to leave it to the
 * card catalog; @index as wg_edit_remove_tactic counts. The card stays
 * where it is. Not checked: that it matches the catalog's.
 */
WgGame *
wg_edit_set_tactic_multiplier (const WgGame *game,
                               int           player,
                               guint         index,
                               int           multiplier,
                               char        **description,
                               GError      **error)
{
  g_autofree char *cards = NULL, *sentence = NULL;
  WgTactic        *tactic;
  WgGame          *next;
  Pile             pile;

  g_return_val_if_fail (game != NULL, NULL);
  if (!wg_edit_check_holder (game, player, error))
    return NULL;
  cards = tactics_name (game, player);
  if (!check_index (index, n_tactics (game, player), cards, error))
    return NULL;
  if (multiplier != WG_MULTIPLIER_UNKNOWN && (multiplier < 0 || multiplier > 9))
    {
      wg_game_refuse (error, _ ("x%d: a Tactics card’s multiplier is x0–x9"), multiplier);
      return NULL;
    }
  next = wg_game_copy (game);
  tactic = &g_array_index (tactics_at (next, player, &index, &pile), WgTactic, index);
  tactic->multiplier = multiplier;
  sentence = multiplier == WG_MULTIPLIER_UNKNOWN
               /* TRANSLATORS: "blue: Glorious Victory's multiplier as the card catalog has it" */
               ? g_strdup_printf (_ ("%s: %s’s multiplier as the card catalog has it"),
                                  player != WG_NO_PLAYER ? label (game, player) : _ ("Promotion"),
                                  tactic_label (tactic))
               /* TRANSLATORS: "blue: Glorious Victory is ×4" */
               : g_strdup_printf (_ ("%s: %s is ×%d"),
                                  player != WG_NO_PLAYER ? label (game, player) : _ ("Promotion"),
                                  tactic_label (tactic), multiplier);
  return wg_edit_commit (next, g_steal_pointer (&sentence), description, error);
}

/* Which card a held Tactics card is, when the table finds it was entered
 * as another: @tactic takes its place, as wg_edit_add_tactic would take it
 * (the same checks), so the hand keeps its order. The multiplier read from
 * the old card goes with it: @tactic's own is kept. */
WgGame *
wg_edit_set_tactic_card (const WgGame   *game,
                         int             player,
                         guint           index,
                         const WgTactic *tactic,
                         char          **description,
                         GError        **error)
{
  g_autofree char *cards = NULL, *old = NULL, *sentence = NULL;
  WgTactic        *slot;
  WgGame          *next;
  Pile             pile;

  g_return_val_if_fail (game != NULL && tactic != NULL, NULL);
  if (!wg_edit_check_holder (game, player, error))
    return NULL;
  cards = tactics_name (game, player);
  if (!check_index (index, n_tactics (game, player), cards, error) || !check_tactic (tactic, error))
    return NULL;
  next = wg_game_copy (game);
  slot = &g_array_index (tactics_at (next, player, &index, &pile), WgTactic, index);
  old = g_strdup (tactic_label (slot));
  wg_tactic_clear (slot);
  wg_tactic_copy (slot, tactic);
  /* TRANSLATORS: "blue: the card Glorious Victory is Pitched Battle" */
  sentence = g_strdup_printf (_ ("%s: the card %s is %s"),
                              player != WG_NO_PLAYER ? label (game, player) : _ ("Promotion"), old,
                              tactic_label (tactic));
  return wg_edit_commit (next, g_steal_pointer (&sentence), description, error);
}

/* Decks */

static WgDeck *
pool_deck (WgGame    *game,
           WgPoolDeck deck)
{
  switch (deck)
    {
    case WG_POOL_DECK_OBJECTIVES:
      return &game->objective_deck;
    case WG_POOL_DECK_PROMOTION:
      return &game->promotion_deck;
    case WG_POOL_DECK_TECHNOLOGIES:
    default:
      return &game->technology_deck;
    }
}

static char *
deck_sentence (WgPoolDeck deck,
               int        count)
{
  switch (deck)
    {
    case WG_POOL_DECK_OBJECTIVES:
      return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "Objective deck: %d card",
                                           "Objective deck: %d cards", (gulong) count),
                              count);
    case WG_POOL_DECK_PROMOTION:
      return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "Promotion deck: %d card",
                                           "Promotion deck: %d cards", (gulong) count),
                              count);
    case WG_POOL_DECK_TECHNOLOGIES:
    default:
      return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "Technology deck: %d card",
                                           "Technology deck: %d cards", (gulong) count),
                              count);
    }
}

/*
 * A shared deck becomes a physical deck of @count cards whose order nobody
 * knows (its cards, if the app knew them, are forgotten): 0–999 cards.
 * Not checked: how many cards the box holds.
 */
WgGame *
wg_edit_set_deck_size (const WgGame *game,
                       WgPoolDeck    deck,
                       int           count,
                       char        **description,
                       GError      **error)
{
  WgDeck *d;
  WgGame *next;

  g_return_val_if_fail (game != NULL, NULL);
  g_return_val_if_fail (deck >= WG_POOL_DECK_TECHNOLOGIES && deck <= WG_POOL_DECK_PROMOTION,
                        NULL);
  if (!wg_edit_check_count (count, WG_EDIT_MAX_COUNT, _ ("cards in the deck"), error))
    return NULL;
  next = wg_game_copy (game);
  d = pool_deck (next, deck);
  d->known = FALSE;
  d->unordered = FALSE;
  d->count = (guint) count;
  g_array_set_size (d->cards, 0);
  return wg_edit_commit (next, deck_sentence (deck, count), description, error);
}
