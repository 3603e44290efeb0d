/* wg-setup.c — a new game, set up as the rulebook says
 * Copyright 2026 The Warpgate Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "wg-ai.h"
#include "wg-deck.h"
#include "wg-explore.h"
#include "wg-i18n.h"
#include "wg-invariants.h"
#include "wg-setup.h"

#define START_SHIPS        3 /* on each Warpgate */
#define TRADE_GOODS_EACH   4 /* per player */
#define TECHNOLOGIES_EACH  5 /* per player, + 2 */
#define TECHNOLOGIES_EXTRA 2
#define OBJECTIVES_EACH    5  /* per player */
#define AVAILABLE_CARDS    2  /* Technologies revealed, Objectives laid out */
#define BASIC_TACTICS      8  /* slots A–H */
#define ACTION_CARDS       12 /* each human's, in their colour */
#define ACTION_HAND        4
#define MAX_NAME_CHARS     64  /* the file format's bound on names */
#define MAX_DECK           999 /* the file format's bound on deck sizes */

void
wg_setup_options_init (WgSetupOptions *options,
                       WgBoard        *board)
{
  g_return_if_fail (options != NULL);

  memset (options, 0, sizeof *options);
  options->board = board;
  options->first_player = 0;
  options->warpgates_block = TRUE;
  options->track_action_cards = TRUE;
  options->enter_objectives = FALSE;
  options->promotion_deck = WG_SETUP_PROMOTION_FROM_BOX;
  options->shuffle_ai_decks = TRUE;
  options->seed = 0;
  options->exploration = FALSE;
  options->exploration_tokens = WG_TOKENS_IN_BOX;
}

/* What to call a player before the game exists: the name, else the colour. */
static const char *
setup_label (const WgSetupPlayer *player)
{
  return player->name != NULL && player->name[0] != '\0' ? player->name : player->color;
}

static int
count_ai (const WgSetupOptions *options)
{
  int n = 0;

  for (guint i = 0; i < options->n_players; i++)
    n += options->players[i].ai ? 1 : 0;
  return n;
}

/* One player's own fields: what the file format can hold. */
static gboolean
check_player (const WgSetupPlayer *p,
              GError             **error)
{
  if (p->color == NULL || !wg_is_valid_color (p->color))
    return wg_game_refuse (error, _ ("“%s” is not a player colour: 1–16 lower-case letters a–z"),
                           p->color != NULL ? p->color : "");
  if (p->name != NULL && g_utf8_strlen (p->name, -1) > MAX_NAME_CHARS)
    return wg_game_refuse (error, _ ("%s’s name is longer than %d characters"), p->color, MAX_NAME_CHARS);
  if (p->faction != NULL && p->faction[0] != '\0' && !wg_is_valid_faction (p->faction))
    return wg_game_refuse (error, _ ("“%s” is not a faction id: 1–48 lower-case letters, digits or -"),
                           p->faction);
  if (p->side != 0 && p->side != 'A' && p->side != 'B')
    return wg_game_refuse (error, _ ("%s’s faction board has sides A and B, not “%c”"), setup_label (p),
                           p->side);
  if (p->hero_letter != 0 && (p->hero_letter < 'A' || p->hero_letter > 'H'))
    return wg_game_refuse (error, _ ("%s’s Hero replaces one of the Basic Tactics A–H, not “%c”"),
                           setup_label (p), p->hero_letter);
  return TRUE;
}

/* 2–6 players, or one human against the Gatekeepers (solo variant). */
static gboolean
check_seats (const WgSetupOptions *options,
             GError              **error)
{
  int n_ai = count_ai (options);

  if (options->n_players < 1 || options->n_players > WG_MAX_PLAYERS)
    return wg_game_refuse (error, _ ("a game has 2–%d players (solo: one human and the Gatekeepers), "
                                     "not %u"),
                           WG_MAX_PLAYERS, options->n_players);
  if (n_ai > 1)
    return wg_game_refuse (error, _ ("%d players are the AI: a solo game has one AI player, the "
                                     "Gatekeepers"),
                           n_ai);
  if (n_ai == 1 && options->n_players != 2)
    return wg_game_refuse (error, _ ("the Gatekeepers (the AI) play the solo variant, against exactly "
                                     "one human player"));
  if (n_ai == 0 && options->n_players < 2)
    return wg_game_refuse (error, _ ("a game needs 2–%d players; to play alone, add the Gatekeepers "
                                     "(the AI) as the second player"),
                           WG_MAX_PLAYERS);
  if (n_ai == 0
      && (options->first_player < 0 || (guint) options->first_player >= options->n_players))
    return wg_game_refuse (error, _ ("the first player (%d) is not one of the %u players"),
                           options->first_player, options->n_players);
  return TRUE;
}

/* Each colour once, each on its own Warpgate, and no Warpgate left
 * without its player (the file format names only players' colours). */
static gboolean
check_colors (const WgSetupOptions *options,
              GError              **error)
{
  WgBoard *board = options->board;

  for (guint i = 0; i < options->n_players; i++)
    {
      const WgSetupPlayer *p = &options->players[i];

      for (guint j = 0; j < i; j++)
        if (g_str_equal (options->players[j].color, p->color))
          return wg_game_refuse (error, _ ("two players are %s: each player has a colour of their own"),
                                 p->color);
      if (wg_board_find_warpgate (board, p->color) < 0)
        return wg_game_refuse (error, _ ("the board has no Warpgate for %s: each player starts on the "
                                         "Warpgate of their colour"),
                               p->color);
    }
  for (guint l = 0; l < wg_board_get_n_locations (board); l++)
    {
      const WgCell *c = wg_board_get_cell (board, wg_board_get_location (board, l));
      gboolean      used = FALSE;

      for (guint i = 0; i < options->n_players && c->kind == WG_HEX_WARPGATE; i++)
        used = used || g_str_equal (options->players[i].color, c->color);
      if (c->kind == WG_HEX_WARPGATE && !used)
        return wg_game_refuse (error, _ ("the board has a Warpgate for %s, but no player is %s: "
                                         "choose or lay out a board with one Warpgate for each "
                                         "of these players"),
                               c->color, c->color);
    }
  return TRUE;
}

static gboolean
check_options (const WgSetupOptions *options,
               GError              **error)
{
  if (options->name != NULL && !wg_game_name_is_valid (options->name))
    return wg_game_refuse (error,
                           _ ("the game’s name must be 1–%d characters, not only spaces, with no "
                              "control characters"),
                           WG_GAME_NAME_MAX_CHARS);
  if (!check_seats (options, error))
    return FALSE;
  for (guint i = 0; i < options->n_players; i++)
    if (!check_player (&options->players[i], error))
      return FALSE;
  if (!check_colors (options, error))
    return FALSE;
  if ((options->promotion_deck < 0 && options->promotion_deck != WG_SETUP_PROMOTION_FROM_BOX)
      || options->promotion_deck > MAX_DECK)
    return wg_game_refuse (error, _ ("a Promotion deck of %d cards: it holds 0–%d"),
                           options->promotion_deck, MAX_DECK);
  if (count_ai (options) == 1 && options->shuffle_ai_decks && options->seed < 0)
    return wg_game_refuse (error, _ ("the seed of the AI’s shuffles is %d; it is 0 or more"),
                           options->seed);
  return TRUE;
}

/* The players in seating order, and the turn: round 1, slot 1X, the first
 * player active (in solo the human, who keeps the marker, R-ROUND-1). */
static WgGame *
new_table (const WgSetupOptions *options)
{
  WgGame *game = wg_game_new (options->board);

  /* The game's name is its board's name: it replaces the layout's. */
  if (options->name != NULL)
    wg_game_set_name (game, options->name);
  game->warpgates_block = options->warpgates_block;
  for (guint i = 0; i < options->n_players; i++)
    {
      const WgSetupPlayer *s = &options->players[i];
      WgPlayer            *p = &game->players[wg_game_add_player (game, s->color)];

      if (s->name != NULL && s->name[0] != '\0')
        p->name = g_strdup (s->name);
      if (s->faction != NULL && s->faction[0] != '\0')
        p->faction = g_strdup (s->faction);
      p->side = s->side;
      p->ai = s->ai;
      if (s->ai)
        game->ai.player = (int) i;
    }
  game->first_player = options->first_player;
  if (game->ai.player != WG_NO_PLAYER)
    game->first_player = game->ai.player == 0 ? 1 : 0;
  game->active = game->first_player;
  return game;
}

/* Rulebook "Setup": 3 ships and the Research Drone on each player's
 * Warpgate; the AI has no drone (R-AI-10). */
static void
place_pieces (WgGame *game)
{
  for (guint i = 0; i < game->n_players; i++)
    {
      int gate = wg_game_warpgate_of (game, (int) i);

      g_assert (gate >= 0);
      game->stacks[gate].ship_owner = (gint8) i;
      game->stacks[gate].ships = START_SHIPS;
      if ((int) i != game->ai.player)
        game->drones[i] = gate;
    }
}

static int
count_humans (const WgGame *game)
{
  return (int) game->n_players - (game->ai.player != WG_NO_PLAYER ? 1 : 0);
}

/* A human's starting Objective, when the players enter it: its planet type
 * from the next reveal answer (the banner side shows it), or a question. */
static gboolean
enter_objective (WgGame    *game,
                 int        player,
                 WgAnswers *answers,
                 WgOutcome *outcome)
{
  const char      *answer = wg_answers_next_reveal (answers);
  WgObjective      objective = { WG_PLANET_DESERT, WG_OBJECTIVE_HELD, NULL };
  const char      *label = wg_game_player_label (game, player);
  g_autofree char *text = NULL;

  /* Never the Ancients homeworld (R-DECK-2). */
  if (answer != NULL && wg_planet_type_from_string (answer, &objective.type)
      && objective.type != WG_PLANET_ANCIENTS)
    {
      g_array_append_val (game->players[player].objectives, objective);
      return TRUE;
    }
  if (answer != NULL)
    text = g_strdup_printf (_ ("“%s” is not a planet type. Which starting Objective was %s "
                               "dealt? Say the planet type on its back."),
                            answer, label);
  else
    text = g_strdup_printf (_ ("Which starting Objective was %s dealt? Say the planet type on "
                               "its back."),
                            label);
  outcome->question = wg_question_new ("reveal", text);
  wg_question_add_planet_types (outcome->question, FALSE); /* R-DECK-2 */
  return FALSE;
}

/* Rulebook "Setup", the pools, sized by the number of players (the AI
 * counts as one: a solo game is set up as for 2 players). FALSE when a
 * question stops the set-up. */
static gboolean
set_up_pools (WgGame               *game,
              const WgSetupOptions *options,
              WgAnswers            *answers,
              WgOutcome            *outcome)
{
  int n = (int) game->n_players;

  game->trade_goods = TRADE_GOODS_EACH * n;
  game->technology_deck.count = (guint) (TECHNOLOGIES_EACH * n + TECHNOLOGIES_EXTRA);
  game->objective_deck.count = (guint) (OBJECTIVES_EACH * n);
  game->promotion_deck.count = (guint) options->promotion_deck;
  for (int i = 0; i < AVAILABLE_CARDS; i++)
    if (wg_reveal_technology (game, answers, &outcome->question) == WG_REVEAL_ASKED)
      return FALSE;
  for (int i = 0; i < AVAILABLE_CARDS; i++)
    if (wg_reveal_objective (game, answers, &outcome->question) == WG_REVEAL_ASKED)
      return FALSE;
  /* One Objective dealt to each human, face down; the AI gets none
   * (R-AI-10). Players keep theirs secret: entered only when asked to. */
  game->objective_deck.count -= (guint) count_humans (game);
  for (guint i = 0; i < game->n_players && options->enter_objectives; i++)
    if ((int) i != game->ai.player && !enter_objective (game, (int) i, answers, outcome))
      return FALSE;
  return TRUE;
}

static const WgCard *
find_card (const WgCatalog *catalog,
           WgCardKind       kind,
           char             letter,
           const char      *faction)
{
  for (guint i = 0; i < wg_catalog_get_n_cards (catalog); i++)
    {
      const WgCard *card = wg_catalog_get_card (catalog, i);

      if (card->kind == kind && (letter == 0 || card->letter == letter)
          && (faction == NULL || g_strcmp0 (card->faction, faction) == 0))
        return card;
    }
  return NULL;
}

/* The Hero's slot from the next choice ("A"…"H"), or a question. */
static char
ask_hero_letter (const WgGame    *game,
                 int              player,
                 const WgCatalog *catalog,
                 WgAnswers       *answers,
                 WgOutcome       *outcome)
{
  const char      *answer = wg_answers_next_choice (answers);
  const char      *label = wg_game_player_label (game, player);
  g_autofree char *text = NULL;

  if (answer != NULL && answer[0] >= 'A' && answer[0] <= 'H' && answer[1] == '\0')
    return answer[0];
  if (answer != NULL)
    {
      outcome->verdict = WG_VERDICT_BAD_CHOICE;
      outcome->description = g_strdup_printf (_ ("“%s” is not a Basic Tactics slot: the slots "
                                                 "are A–H"),
                                              answer);
    }
  text = g_strdup_printf (_ ("Which Basic Tactics card does %s’s Hero replace? Look at the letter "
                             "next to the Hero’s name (A–H)."),
                          label);
  outcome->question = wg_question_new ("hero-letter", text);
  for (char letter = 'A'; letter < 'A' + BASIC_TACTICS; letter++)
    {
      const WgCard    *basic = find_card (catalog, WG_CARD_BASIC, letter, NULL);
      char             id[2] = { letter, '\0' };
      g_autofree char *option = basic != NULL ? g_strdup_printf (_ ("%c — %s"), letter,
                                                                 basic->name)
                                              : g_strdup (id);

      wg_question_add_option (outcome->question, id, option);
    }
  return 0;
}

static WgTactic
tactic_new (const char  *card,
            WgTacticKind kind)
{
  WgTactic tactic = { g_strdup (card), NULL, kind, TRUE, WG_MULTIPLIER_UNKNOWN };

  return tactic;
}

/*
 * A human's Tactics deck (rulebook "Setup" step 4):
 *  1. the 8 Basic Tactics, A–H, as catalog cards;
 *  2. the Hero of the player's faction replaces the Basic Tactics card of
 *     its letter, in that card's place: the catalog's Hero of the faction,
 *     else a Hero card of unknown name whose letter is the player's
 *     hero_letter or, without one, asked ("hero-letter", a choice).
 * Refused: a hero_letter that contradicts the catalog's Hero. Returns
 * FALSE with outcome->question set, or with @error set.
 */
static gboolean
build_tactics (WgGame              *game,
               int                  player,
               const WgSetupPlayer *setup,
               const WgCatalog     *catalog,
               WgAnswers           *answers,
               WgOutcome           *outcome,
               GError             **error)
{
  const char   *faction = game->players[player].faction;
  const WgCard *hero = faction != NULL ? find_card (catalog, WG_CARD_HERO, 0, faction) : NULL;
  char          letter = setup->hero_letter;

  if (hero != NULL && hero->letter != 0 && letter != 0 && letter != hero->letter)
    return wg_game_refuse (error, _ ("%s’s Hero, %s, replaces the Basic Tactics card %c, not %c"),
                           wg_game_player_label (game, player), hero->name, hero->letter, letter);
  if (letter == 0 && hero != NULL)
    letter = hero->letter;
  if (letter == 0)
    letter = ask_hero_letter (game, player, catalog, answers, outcome);
  if (letter == 0)
    return FALSE;
  for (char slot = 'A'; slot < 'A' + BASIC_TACTICS; slot++)
    {
      const WgCard *basic = find_card (catalog, WG_CARD_BASIC, slot, NULL);
      WgTactic      tactic;

      if (slot == letter)
        tactic = tactic_new (hero != NULL ? hero->id : NULL, WG_TACTIC_HERO);
      else
        tactic = tactic_new (basic != NULL ? basic->id : NULL, WG_TACTIC_BASIC);
      g_array_append_val (game->players[player].tactics, tactic);
    }
  return TRUE;
}

/* Each human's 12 Action cards: 4 in hand, 8 in the deck. */
static void
deal_action_cards (WgGame *game)
{
  for (guint i = 0; i < game->n_players; i++)
    {
      WgPlayer *p = &game->players[i];

      if ((int) i == game->ai.player)
        continue;
      p->actions_tracked = TRUE;
      p->action_deck = ACTION_CARDS - ACTION_HAND;
      p->action_hand = ACTION_HAND;
    }
}

/* The sentences of a finished set-up. */
static void
describe (const WgGame *game,
          WgOutcome    *outcome)
{
  int n = (int) game->n_players;

  if (wg_game_is_solo (game))
    {
      int human = game->ai.player == 0 ? 1 : 0;

      outcome->description = g_strdup_printf (_ ("New solo game: %s against the Gatekeepers"),
                                              wg_game_player_label (game, human));
      wg_outcome_event (outcome, _ ("3 ships and the Research Drone on %s’s Warpgate; 3 ships "
                                    "and no drone on the AI’s (R-AI-10)"),
                        wg_game_player_label (game, human));
      wg_ruling_list_add (&outcome->rulings, "R-AI-10");
    }
  else
    {
      outcome->description = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                                           "New game for %d player",
                                                           "New game for %d players",
                                                           (gulong) n),
                                              n);
      wg_outcome_event (outcome, _ ("3 ships and the Research Drone on each Warpgate"));
    }
  wg_outcome_event (outcome, _ ("Trade Goods in the pool: %d"), game->trade_goods);
  wg_outcome_event (outcome, _ ("Technology deck: %u cards, 2 revealed"),
                    wg_deck_size (&game->technology_deck));
  wg_outcome_event (outcome, _ ("Objective deck: %u cards, 2 available, 1 dealt to each human"),
                    wg_deck_size (&game->objective_deck));
  wg_outcome_event (outcome, _ ("%s is the first player"),
                    wg_game_player_label (game, game->first_player));
}

/* Steps 1–6 of wg-setup.h on a new table; FALSE with a question or an
 * error. */
static gboolean
set_up (WgGame               *game,
        const WgSetupOptions *options,
        const WgCatalog      *catalog,
        WgAnswers            *answers,
        WgOutcome            *outcome,
        GError              **error)
{
  place_pieces (game);
  if (!set_up_pools (game, options, answers, outcome))
    return FALSE;
  for (guint i = 0; i < game->n_players; i++)
    if ((int) i != game->ai.player
        && !build_tactics (game, (int) i, &options->players[i], catalog, answers, outcome, error))
      return FALSE;
  if (game->ai.player != WG_NO_PLAYER)
    wg_ai_setup_decks (game, options->shuffle_ai_decks, options->seed);
  if (options->track_action_cards)
    deal_action_cards (game);
  return wg_game_check (game, error);
}

/* ---- R-MOVE-13: the Promotion deck ---- */

static void
count_promotion_cards (const WgCatalog *catalog,
                       int             *heroes,
                       int             *advanced)
{
  *heroes = *advanced = 0;
  for (guint i = 0; i < wg_catalog_get_n_cards (catalog); i++)
    {
      const WgCard *card = wg_catalog_get_card (catalog, i);

      if (card->kind == WG_CARD_HERO)
        (*heroes)++;
      else if (card->kind == WG_CARD_ADVANCED)
        (*advanced)++;
    }
}

int
wg_setup_promotion_from_catalog (const WgSetupOptions *options,
                                 const WgCatalog      *catalog)
{
  int heroes, advanced;

  g_return_val_if_fail (options != NULL && catalog != NULL, -1);

  count_promotion_cards (catalog, &heroes, &advanced);
  if (advanced == 0)
    return -1;
  /* Solo: one Advanced card goes into the Gatekeepers' AI deck (rulebook,
   * "Solo variant setup"). */
  return MAX (0, advanced - count_ai (options))
         + MAX (0, heroes - ((int) options->n_players - count_ai (options)));
}

char *
wg_setup_describe_promotion (const WgSetupOptions *options,
                             const WgCatalog      *catalog)
{
  int heroes, advanced, count;
  int dealt;

  g_return_val_if_fail (options != NULL && catalog != NULL, NULL);

  if (options->promotion_deck != WG_SETUP_PROMOTION_FROM_BOX)
    return g_strdup (_ ("Counted by the players (R-MOVE-13)."));
  count = wg_setup_promotion_from_catalog (options, catalog);
  if (count < 0)
    return g_strdup (_ ("Count the Hero and Advanced Tactics cards left in the box: every one "
                        "not dealt goes into the Promotion deck, and the card catalog does not "
                        "list them all (R-MOVE-13)."));
  count_promotion_cards (catalog, &heroes, &advanced);
  dealt = MIN (heroes, ((int) options->n_players - count_ai (options)));
  if (count_ai (options) > 0)
    /* TRANSLATORS: the Promotion deck of a solo game, counted from the card catalog */
    return g_strdup_printf (_ ("%d cards: the card catalog’s %d Hero and %d Advanced Tactics "
                               "cards, less the Hero dealt and the Advanced card shuffled into "
                               "the Gatekeepers’ AI deck (R-MOVE-13)."),
                            count, heroes, advanced);
  /* TRANSLATORS: the Promotion deck counted from the card catalog */
  return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                       "%d cards: the card catalog’s %d Hero and %d Advanced "
                                       "Tactics cards, less the %d Hero dealt (R-MOVE-13).",
                                       "%d cards: the card catalog’s %d Hero and %d Advanced "
                                       "Tactics cards, less the %d Heroes dealt (R-MOVE-13).",
                                       (gulong) dealt),
                          count, heroes, advanced, dealt);
}

/* The count @options asks for, the box's taken from @catalog; -1 and
 * @error when the catalog does not know it. */
static int
resolve_promotion (const WgSetupOptions *options,
                   const WgCatalog      *catalog,
                   GError              **error)
{
  int count = options->promotion_deck;

  if (count == WG_SETUP_PROMOTION_FROM_BOX)
    count = wg_setup_promotion_from_catalog (options, catalog);
  if (count < 0)
    wg_game_refuse (error, _ ("count the Hero and Advanced Tactics cards left in the box for the "
                              "Promotion deck: the card catalog does not list them all "
                              "(R-MOVE-13)"));
  return count;
}

/*
 * A new game, as wg-setup.h lists its steps (rulebook "Setup" and "Solo
 * variant setup"):
 *  1. refused: 0 or more than 6 players; a lone human (a game has 2–6
 *     players, or one human and the Gatekeepers); more than one AI, or an AI
 *     with more than one human; a colour that is not a colour, repeats, or
 *     has no Warpgate on the board; a Warpgate whose colour no player has
 *     (the file format names only players' colours, and the rulebook lays
 *     out one Warpgate per player); names, factions, sides and Hero letters
 *     the file format cannot hold;
 *  2. pieces, pools, Tactics, Action cards and the turn, in the header's
 *     order; solo as for 2 players (R-AI-10: no AI drone, no AI Objective;
 *     the human is the first player, R-ROUND-1);
 *  3. questions, in a fixed order: the 2 Technologies revealed, the 2
 *     Objectives laid out, each human's starting Objective (with
 *     @enter_objectives), all from the reveal answers; then each human's
 *     Hero letter when neither the options nor the catalog give it, from
 *     the choice answers.
 * Not checked: that the board is the rulebook's layout for this number of
 * players, that the factions exist, or that the Promotion deck's size
 * matches the cards left in the box.
 */
WgOutcome *
wg_setup_new_game (const WgSetupOptions *options,
                   const WgCatalog      *catalog,
                   WgAnswers            *answers,
                   GError              **error)
{
  g_autoptr (WgOutcome) outcome = NULL;
  g_autoptr (WgGame) game = NULL;
  WgSetupOptions resolved;

  g_return_val_if_fail (options != NULL && options->board != NULL, NULL);
  g_return_val_if_fail (catalog != NULL, NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  if (!check_options (options, error))
    return NULL;
  resolved = *options;
  resolved.promotion_deck = resolve_promotion (options, catalog, error);
  if (resolved.promotion_deck < 0)
    return NULL;
  outcome = wg_outcome_new ();
  game = new_table (&resolved);
  if (!set_up (game, &resolved, catalog, answers, outcome, error))
    return outcome->question != NULL ? g_steal_pointer (&outcome) : NULL;
  describe (game, outcome);
  if (options->exploration)
    {
      wg_explore_setup (game, options->exploration_tokens);
      wg_ruling_list_add (&outcome->rulings, "R-EXP-1");
      wg_outcome_event (outcome, _ ("Exploration: 2 face-down discovery tokens on every planet "
                                    "without a trade icon; %d stay in the box (R-EXP-1)."),
                        game->explore_box);
    }
  outcome->game = g_steal_pointer (&game);
  return g_steal_pointer (&outcome);
}
