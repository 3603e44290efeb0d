/* test-round.c — ending turns, the end of round sequence and the final round
 * Copyright 2026 The Warpgate Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Fixtures: tests/data/round-*.json. Every answer below was worked out by
 * hand from the rulebook ("Game structure", "During your turn", "End of
 * round sequence", "Endgame conditions") and docs/rules.md (R-ROUND-1,
 * R-ROUND-2, R-AI-1); the comments show the working.
 */
#include <string.h>

#include "wg-ai.h"
#include "wg-history.h"
#include "wg-invariants.h"
#include "wg-round.h"
#include "wg-test-util.h"

/* Ends the active player's turn, which must succeed with a valid game. */
static WgOutcome *
end_turn (const WgGame *game,
          WgAnswers    *answers)
{
  WgOutcome *outcome = wg_turn_end (game, answers);
  g_autoptr (GError) error = NULL;

  g_assert_nonnull (outcome);
  g_assert_cmpint (outcome->verdict, ==, WG_VERDICT_OK);
  g_assert_null (outcome->question);
  g_assert_nonnull (outcome->game);
  if (!wg_game_check (outcome->game, &error))
    g_error ("the game after “%s” breaks an invariant: %s", outcome->description,
             error->message);
  return outcome;
}

/* The same, keeping only the game. */
static WgGame *
end_turn_game (const WgGame *game)
{
  g_autoptr (WgOutcome) outcome = end_turn (game, NULL);

  return wg_outcome_steal_game (outcome);
}

/* The outcome's events are exactly these sentences, in order. */
static void
assert_events (const WgOutcome *outcome,
               ...)
{
  va_list     args;
  const char *event;
  guint       n = 0;

  va_start (args, outcome);
  while ((event = va_arg (args, const char *)) != NULL)
    {
      if (n >= outcome->events->len)
        g_error ("missing event %u: %s", n, event);
      g_assert_cmpstr (g_ptr_array_index (outcome->events, n), ==, event);
      n++;
    }
  va_end (args);
  if (n != outcome->events->len)
    g_error ("unexpected event %u: %s", n, (char *) g_ptr_array_index (outcome->events, n));
}

/* An outcome that stops at a question: no game, nothing happened. */
static void
assert_asks (const WgOutcome *outcome,
             const char      *id)
{
  g_assert_nonnull (outcome->question);
  g_assert_cmpstr (outcome->question->id, ==, id);
  g_assert_null (outcome->game);
  g_assert_cmpuint (outcome->events->len, ==, 0);
}

static int
player (const WgGame *game,
        const char   *color)
{
  int p = wg_game_find_player (game, color);

  g_assert_cmpint (p, >=, 0);
  return p;
}

static WgPlanetType
technology_type (const WgGame *game,
                 guint         i)
{
  return g_array_index (game->technologies, WgTechnology, i).type;
}

static WgPlanetType
objective_type (const WgGame *game,
                guint         i)
{
  return g_array_index (game->objectives, WgPlanetType, i);
}

/* Game structure: 3 players, red (the second) first. Each slot goes red,
 * green, blue; after blue's slot-4 turn the round ends and the marker
 * passes to green, so round 3 goes green, blue, red. */
static void
test_turn_order (void)
{
  static const struct
  {
    int         turn;
    const char *active;
  } expected[] = {
    { 1, "green" },
    { 1, "blue" },
    { 2, "red" },
    { 2, "green" },
    { 2, "blue" },
    { 3, "red" },
    { 3, "green" },
    { 3, "blue" },
    { 4, "red" },
    { 4, "green" },
    { 4, "blue" },
  };
  g_autoptr (WgGame) game = wg_test_load_game ("round-3p.json");

  g_assert_cmpint (game->active, ==, player (game, "red"));
  for (guint i = 0; i < G_N_ELEMENTS (expected); i++)
    {
      g_autoptr (WgOutcome) outcome = end_turn (game, NULL);

      g_assert_cmpuint (outcome->events->len, ==, 0);
      wg_game_free (game);
      game = wg_outcome_steal_game (outcome);
      g_assert_cmpint (game->round, ==, 2);
      g_assert_cmpint (game->turn, ==, expected[i].turn);
      g_assert_cmpstr (wg_game_player_color (game, game->active), ==, expected[i].active);
      g_assert_cmpint (game->first_player, ==, player (game, "red"));
    }
}

/* The slot advances after the last player of the slot, not before. */
static void
test_slot_advance (void)
{
  g_autoptr (WgGame) game = wg_test_load_game ("round-3p.json");
  g_autoptr (WgOutcome) red = end_turn (game, NULL);
  g_autoptr (WgOutcome) green = end_turn (red->game, NULL);
  g_autoptr (WgOutcome) blue = end_turn (green->game, NULL);

  g_assert_cmpstr (red->description, ==, "End of red’s turn 1");
  g_assert_cmpint (green->game->turn, ==, 1);
  g_assert_cmpstr (blue->description, ==, "End of blue’s turn 1");
  g_assert_cmpint (blue->game->turn, ==, 2);
  g_assert_cmpint (blue->game->active, ==, player (game, "red"));
  g_assert_cmpuint (blue->rulings.n, ==, 0);
}

/* The round's last turn: blue's 4th. The marker passes from red to green
 * (R-ROUND-1 step 3); the Technologies (Desert, Jungle) and Objectives
 * (Volcanic, Arctic) differ, so nothing is revealed; the decks (2 and 5)
 * and the Trade Goods (6) make round 3 an ordinary one. */
static void
test_round_ends (void)
{
  g_autoptr (WgGame) game = wg_test_load_game ("round-3p.json");
  g_autoptr (WgOutcome) outcome = NULL;

  game->turn = 4;
  game->active = player (game, "blue");
  outcome = end_turn (game, NULL);
  g_assert_cmpstr (outcome->description, ==, "End of blue’s turn 4 — round 2 ends");
  assert_events (outcome, "The first player marker passes to green", NULL);
  g_assert_cmpint (outcome->game->round, ==, 3);
  g_assert_cmpint (outcome->game->turn, ==, 1);
  g_assert_cmpint (outcome->game->first_player, ==, player (game, "green"));
  g_assert_cmpint (outcome->game->active, ==, player (game, "green"));
  g_assert_false (outcome->game->final_round);
  g_assert_cmpuint (outcome->game->technologies->len, ==, 2);
  g_assert_cmpuint (wg_deck_size (&outcome->game->technology_deck), ==, 2);
  g_assert_cmpuint (outcome->game->objectives->len, ==, 2);
  g_assert_true (wg_ruling_list_contains (&outcome->rulings, "R-ROUND-1"));
  g_assert_false (wg_ruling_list_contains (&outcome->rulings, "R-ROUND-2"));
}

/* Clockwise wraps around: from the last seat (green) to the first (blue);
 * round 3 then goes blue, red, green. */
static void
test_first_player_wraps (void)
{
  g_autoptr (WgGame) game = wg_test_load_game ("round-3p.json");
  g_autoptr (WgOutcome) outcome = NULL;
  g_autoptr (WgGame) after = NULL;

  game->first_player = player (game, "green");
  game->active = player (game, "red");
  game->turn = 4;
  outcome = end_turn (game, NULL);
  assert_events (outcome, "The first player marker passes to blue", NULL);
  g_assert_cmpint (outcome->game->first_player, ==, player (game, "blue"));
  g_assert_cmpint (outcome->game->active, ==, player (game, "blue"));
  after = end_turn_game (outcome->game);
  g_assert_cmpint (after->active, ==, player (game, "red"));
  g_assert_cmpint (after->turn, ==, 1);
}

/* During your turn, step 3. Blue: deck 2, hand 1, played 4, discard 3.
 * Played and hand go to the discard (3 + 4 + 1 = 8); drawing 4 takes the 2
 * left in the deck, then the discard — which now holds the cards just
 * played — is shuffled into a deck of 8 and 2 more are drawn: deck 6,
 * hand 4, played 0, discard 0. Red (deck 9, played 3) then draws 4 without
 * a reshuffle: deck 5, hand 4, discard 3. */
static void
test_fourth_turn_discard_and_draw (void)
{
  g_autoptr (WgGame) game = wg_test_load_game ("round-fourth-turn.json");
  g_autoptr (WgOutcome) blue_ends = end_turn (game, NULL);
  g_autoptr (WgOutcome) red_ends = NULL;
  const WgPlayer *blue = &blue_ends->game->players[0];
  const WgPlayer *red;

  assert_events (blue_ends, "blue discards 4 played and 1 unplayed Action cards and draws 4",
                 "blue’s Action deck ran out: the discard was shuffled into a new deck", NULL);
  g_assert_cmpint (blue->action_deck, ==, 6);
  g_assert_cmpint (blue->action_hand, ==, 4);
  g_assert_cmpint (blue->action_played, ==, 0);
  g_assert_cmpint (blue->action_discard, ==, 0);
  /* No card is lost or made: 2 + 1 + 4 + 3 before, 6 + 4 after. */
  g_assert_cmpint (blue->action_deck + blue->action_hand + blue->action_discard, ==, 10);
  g_assert_cmpint (blue_ends->game->players[1].action_deck, ==, 9);

  red_ends = end_turn (blue_ends->game, NULL);
  red = &red_ends->game->players[1];
  g_assert_cmpint (red->action_deck, ==, 5);
  g_assert_cmpint (red->action_hand, ==, 4);
  g_assert_cmpint (red->action_played, ==, 0);
  g_assert_cmpint (red->action_discard, ==, 3);
  g_assert_cmpstr (g_ptr_array_index (red_ends->events, 0), ==,
                   "red discards 3 played and 0 unplayed Action cards and draws 4");
  g_assert_cmpint (red_ends->game->round, ==, 2);
  /* Blue's cards are not touched by red's turn. */
  g_assert_cmpint (red_ends->game->players[0].action_hand, ==, 4);
}

/* Fewer than 4 cards in all: everything there is ends up in hand. */
static void
test_fourth_turn_short_deck (void)
{
  g_autoptr (WgGame) game = wg_test_load_game ("round-fourth-turn.json");
  g_autoptr (WgOutcome) outcome = NULL;
  WgPlayer *blue = &game->players[0];

  blue->action_deck = 0;
  blue->action_hand = 0;
  blue->action_played = 2;
  blue->action_discard = 1;
  outcome = end_turn (game, NULL);
  blue = &outcome->game->players[0];
  g_assert_cmpint (blue->action_hand, ==, 3);
  g_assert_cmpint (blue->action_deck, ==, 0);
  g_assert_cmpint (blue->action_discard, ==, 0);
  g_assert_cmpstr (g_ptr_array_index (outcome->events, 0), ==,
                   "blue discards 2 played and 0 unplayed Action cards and draws 3");
}

/* Before the 4th turn the played cards stay on the faction board. */
static void
test_earlier_turn_keeps_cards (void)
{
  g_autoptr (WgGame) game = wg_test_load_game ("round-fourth-turn.json");
  g_autoptr (WgOutcome) outcome = NULL;
  const WgPlayer *blue;

  game->turn = 3;
  game->players[0].action_played = 3;
  outcome = end_turn (game, NULL);
  blue = &outcome->game->players[0];
  g_assert_cmpuint (outcome->events->len, ==, 0);
  g_assert_cmpint (blue->action_deck, ==, 2);
  g_assert_cmpint (blue->action_hand, ==, 1);
  g_assert_cmpint (blue->action_played, ==, 3);
  g_assert_cmpint (blue->action_discard, ==, 3);
  g_assert_cmpint (outcome->game->turn, ==, 3);
}

/* Solo (R-AI-1, R-ROUND-1 step 3): the AI's 4th turn moves its 4 played
 * cards behind its discard (1 + 4 = 5); the round ends and blue keeps the
 * first player marker. The AI is named "The Gatekeepers": plural (issue
 * 30, item 6). */
static void
test_solo_ai_discards_and_human_keeps_marker (void)
{
  g_autoptr (WgGame) game = wg_test_load_game ("round-solo.json");
  g_autoptr (WgOutcome) outcome = end_turn (game, NULL);
  const WgAiState *ai = &outcome->game->ai;

  g_assert_cmpstr (outcome->description, ==,
                   "End of The Gatekeepers’ turn 4 — round 2 ends");
  assert_events (outcome,
                 "The Gatekeepers discard the 4 AI cards they played this round (R-AI-1)",
                 "blue keeps the first player marker: in a solo game it never passes (R-ROUND-1)",
                 NULL);
  g_assert_cmpuint (ai->played->len, ==, 0);
  g_assert_cmpuint (ai->discard->len, ==, 5);
  g_assert_cmpint (g_array_index (ai->discard, WgAiCard, 0).kind, ==, WG_AI_CARD_TACTIC);
  g_assert_cmpint (g_array_index (ai->discard, WgAiCard, 1).kind, ==, WG_AI_CARD_OBJECTIVE);
  g_assert_cmpint (g_array_index (ai->discard, WgAiCard, 1).type, ==, WG_PLANET_DESERT);
  g_assert_cmpint (g_array_index (ai->discard, WgAiCard, 4).kind, ==, WG_AI_CARD_TACTIC);
  g_assert_cmpuint (ai->deck->len, ==, 2);
  g_assert_true (wg_ruling_list_contains (&outcome->rulings, "R-AI-1"));
  g_assert_cmpint (outcome->game->first_player, ==, player (game, "blue"));
  g_assert_cmpint (outcome->game->active, ==, player (game, "blue"));
  g_assert_cmpint (outcome->game->round, ==, 3);
}

/* The AI keeps its played cards before its 4th turn. */
static void
test_solo_ai_earlier_turn (void)
{
  g_autoptr (WgGame) game = wg_test_load_game ("round-solo.json");
  g_autoptr (WgOutcome) outcome = NULL;

  game->turn = 3;
  outcome = end_turn (game, NULL);
  g_assert_cmpuint (outcome->game->ai.played->len, ==, 4);
  g_assert_cmpuint (outcome->game->ai.discard->len, ==, 1);
  g_assert_cmpint (outcome->game->turn, ==, 4);
  g_assert_cmpint (outcome->game->active, ==, player (game, "blue"));
}

/* The end of turn refused, with nothing changed: @verdict, decided by
 * @ruling. */
static void
assert_refused (const WgOutcome *outcome,
                WgVerdict        verdict,
                const char      *ruling)
{
  wg_test_assert_verdict (outcome->verdict, verdict);
  g_assert_null (outcome->game);
  g_assert_null (outcome->question);
  g_assert_cmpuint (outcome->events->len, ==, 0);
  g_assert_cmpuint (outcome->rulings.n, ==, 1);
  g_assert_true (wg_ruling_list_contains (&outcome->rulings, ruling));
}

/* R-AI-13: the Gatekeepers' turn is theirs to play. round-gatekeepers-
 * unplayed.json: round 1, slot 2, blue first, the Gatekeepers (red)
 * active; their played pile holds 1 card (slot 1's), their deck 2 and
 * their discard none.
 *  - 1 card played < slot 2, and the deck holds cards: their card of
 *    slot 2 is still to play, the turn does not end (R-AI-13);
 *  - their card recorded as the turn's action (turn.acted, as ai-turn and
 *    the app's Play record it before a battle): the turn ends, and as red
 *    is the last of blue, red in slot 2, blue plays slot 3;
 *  - their card of slot 2 recorded in its slot instead (2 cards ≥ slot 2,
 *    acted not set, as a table entered by hand may say): the turn ends;
 *  - nothing played but deck and discard empty (R-AI-1): no card to play,
 *    the turn ends too;
 *  - a human's turn ends without an action (blue active, slot 2). */
static void
test_gatekeepers_to_play (void)
{
  g_autoptr (WgGame) game = wg_test_load_game ("round-gatekeepers-unplayed.json");
  g_autoptr (WgOutcome) refused = wg_turn_end (game, NULL);
  g_autoptr (WgOutcome) acted = NULL;
  g_autoptr (WgOutcome) played = NULL;
  g_autoptr (WgOutcome) empty = NULL;
  g_autoptr (WgOutcome) human = NULL;
  WgAiCard card = { WG_AI_CARD_ACTION, WG_PLANET_DESERT };

  assert_refused (refused, WG_VERDICT_AI_NOT_PLAYED, "R-AI-13");
  g_assert_cmpstr (wg_verdict_to_string (refused->verdict), ==, "ai-not-played");
  g_assert_cmpstr (refused->description, ==,
                   "The Gatekeepers have not played their card for slot 2 yet (R-AI-13)");

  game->acted = TRUE;
  acted = end_turn (game, NULL);
  g_assert_cmpint (acted->game->active, ==, player (game, "blue"));
  g_assert_cmpint (acted->game->turn, ==, 3);
  g_assert_false (acted->game->acted);
  game->acted = FALSE;

  g_array_append_val (game->ai.played, card);
  played = end_turn (game, NULL);
  g_assert_cmpint (played->game->active, ==, player (game, "blue"));
  g_assert_cmpint (played->game->turn, ==, 3);

  g_array_set_size (game->ai.played, 1);
  g_array_set_size (game->ai.deck, 0);
  empty = end_turn (game, NULL);
  g_assert_cmpint (empty->game->active, ==, player (game, "blue"));
  g_assert_cmpint (empty->game->turn, ==, 3);

  game->active = player (game, "blue");
  human = end_turn (game, NULL);
  g_assert_cmpint (human->game->active, ==, player (game, "red"));
  g_assert_cmpint (human->game->turn, ==, 2);
}

/* R-AI-13, whether the Gatekeepers may play (wg_ai_judge_play) on
 * round-gatekeepers-unplayed.json: on their turn, slot 2, one card played:
 * yes, and they have a card (2 in the deck). Their card recorded as the
 * turn's action or in slot 2: already played. Blue active: not their
 * turn. The game over: no. With deck and discard empty they have no card
 * (R-AI-1), though they may still play (the turn only ends). In battle
 * red draws its card (R-AI-8), blue does not. */
static void
test_gatekeepers_may_play (void)
{
  g_autoptr (WgGame) game = wg_test_load_game ("round-gatekeepers-unplayed.json");
  WgAiCard card = { WG_AI_CARD_ACTION, WG_PLANET_DESERT };

  wg_test_assert_verdict (wg_ai_judge_play (game), WG_VERDICT_OK);
  g_assert_true (wg_ai_has_card (game));
  /* In battle they draw their card (R-AI-8), blue chooses hers. */
  g_assert_true (wg_ai_draws_battle_card (game, player (game, "red")));
  g_assert_false (wg_ai_draws_battle_card (game, player (game, "blue")));
  game->acted = TRUE;
  wg_test_assert_verdict (wg_ai_judge_play (game), WG_VERDICT_ALREADY_ACTED);
  game->acted = FALSE;
  g_array_append_val (game->ai.played, card);
  wg_test_assert_verdict (wg_ai_judge_play (game), WG_VERDICT_ALREADY_ACTED);
  g_array_set_size (game->ai.played, 1);

  game->active = player (game, "blue");
  wg_test_assert_verdict (wg_ai_judge_play (game), WG_VERDICT_NOT_YOUR_TURN);
  game->active = player (game, "red");
  game->game_over = TRUE;
  wg_test_assert_verdict (wg_ai_judge_play (game), WG_VERDICT_GAME_OVER);
  game->game_over = FALSE;

  g_array_set_size (game->ai.deck, 0);
  g_assert_false (wg_ai_has_card (game));
  wg_test_assert_verdict (wg_ai_judge_play (game), WG_VERDICT_OK);
}

/* Whether the turn ending has its player draw 4 (wg_turn_end_draws) on
 * round-fourth-turn.json: round 1, not the final one, blue (a human)
 * active in slot 4: yes, as wg_turn_end's discard and draw says. In slot 3:
 * no (not the 4th turn). In the final round (R-ROUND-2): no, nobody plays
 * again. The game over: no. Blue the Gatekeepers instead: no, they discard
 * their AI cards (R-AI-1). Red active in slot 4, a human: yes. */
static void
test_fourth_turn_draws (void)
{
  g_autoptr (WgGame) game = wg_test_load_game ("round-fourth-turn.json");

  g_assert_true (wg_turn_end_draws (game));
  game->turn = 3;
  g_assert_false (wg_turn_end_draws (game));
  game->turn = 4;
  game->final_round = TRUE;
  g_assert_false (wg_turn_end_draws (game));
  game->final_round = FALSE;
  game->game_over = TRUE;
  g_assert_false (wg_turn_end_draws (game));
  game->game_over = FALSE;
  game->players[player (game, "blue")].ai = TRUE;
  g_assert_false (wg_turn_end_draws (game));
  game->active = player (game, "red");
  g_assert_true (wg_turn_end_draws (game));
}

/* R-AI-5, R-AI-13: whether the Gatekeepers' card of the turn started a
 * battle (wg_ai_card_attacked) on round-gatekeepers-unplayed.json: red
 * (the Gatekeepers) active in slot 2 with 1 card played: not played yet,
 * no. Played with ai-turn, which leaves turn.acted set on their turn only
 * for an attack: yes. Recorded in slot 2 by hand instead (2 cards, acted
 * unset): no. Acted, but blue active or the game over: no. */
static void
test_gatekeepers_card_attacked (void)
{
  g_autoptr (WgGame) game = wg_test_load_game ("round-gatekeepers-unplayed.json");
  WgAiCard card = { WG_AI_CARD_ACTION, WG_PLANET_DESERT };

  g_assert_false (wg_ai_card_attacked (game));
  game->acted = TRUE;
  g_assert_true (wg_ai_card_attacked (game));
  game->acted = FALSE;
  g_array_append_val (game->ai.played, card);
  g_assert_false (wg_ai_card_attacked (game));
  g_array_set_size (game->ai.played, 1);
  game->acted = TRUE;
  game->active = player (game, "blue");
  g_assert_false (wg_ai_card_attacked (game));
  game->active = player (game, "red");
  game->game_over = TRUE;
  g_assert_false (wg_ai_card_attacked (game));
}

/* R-ROUND-1 steps 1–2 from known decks. Available Technologies: Desert,
 * Desert → reveal the top card, Alien Imports, a Desert too; it is not
 * repeated (once per round): 3 available, 1 left in the deck. The one
 * available Objective (Jungle) is trivially all one type → add the top
 * card, a Jungle, and stop there too. */
static void
test_reveals_once_only (void)
{
  g_autoptr (WgGame) game = wg_test_load_game ("round-reveal.json");
  g_autoptr (WgOutcome) outcome = end_turn (game, NULL);
  const WgGame *after = outcome->game;

  assert_events (outcome,
                 "All available Technologies are Desert: revealed the next one, "
                 "Alien Imports (Desert) (R-ROUND-1)",
                 "All available Objectives are Jungle: added the next one face down, Jungle "
                 "(R-ROUND-1)",
                 "The first player marker passes to red", NULL);
  g_assert_cmpuint (after->technologies->len, ==, 3);
  g_assert_cmpint (technology_type (after, 2), ==, WG_PLANET_DESERT);
  g_assert_cmpstr (g_array_index (after->technologies, WgTechnology, 2).name, ==,
                   "Alien Imports");
  g_assert_cmpuint (wg_deck_size (&after->technology_deck), ==, 1);
  g_assert_cmpint (g_array_index (after->technology_deck.cards, WgTechnology, 0).type, ==,
                   WG_PLANET_JUNGLE);
  g_assert_cmpuint (after->objectives->len, ==, 2);
  g_assert_cmpint (objective_type (after, 1), ==, WG_PLANET_JUNGLE);
  g_assert_cmpuint (wg_deck_size (&after->objective_deck), ==, 1);
  g_assert_false (after->final_round);
}

/* Available Technologies Desert and Jungle, Objectives Jungle and Volcanic:
 * nothing is revealed, the decks keep their cards. */
static void
test_no_reveal_when_types_differ (void)
{
  g_autoptr (WgGame) game = wg_test_load_game ("round-reveal.json");
  g_autoptr (WgOutcome) outcome = NULL;
  WgPlanetType volcanic = WG_PLANET_VOLCANIC;

  g_array_index (game->technologies, WgTechnology, 1).type = WG_PLANET_JUNGLE;
  g_array_append_val (game->objectives, volcanic);
  outcome = end_turn (game, NULL);
  assert_events (outcome, "The first player marker passes to red", NULL);
  g_assert_cmpuint (outcome->game->technologies->len, ==, 2);
  g_assert_cmpuint (wg_deck_size (&outcome->game->technology_deck), ==, 2);
  g_assert_cmpuint (outcome->game->objectives->len, ==, 2);
  g_assert_cmpuint (wg_deck_size (&outcome->game->objective_deck), ==, 2);
}

/* R-ROUND-3: one available card counts as "all of the same type". With
 * only the first Desert Technology left available, the top of the deck,
 * Alien Imports (Desert), is revealed beside it: 2 available, 1 left in
 * the deck (round-reveal.json's deck: Alien Imports, then a Jungle one). */
static void
test_one_card_is_all_one_type (void)
{
  g_autoptr (WgGame) game = wg_test_load_game ("round-reveal.json");
  g_autoptr (WgOutcome) outcome = NULL;

  g_array_remove_index (game->technologies, 1);
  outcome = end_turn (game, NULL);
  g_assert_cmpstr (g_ptr_array_index (outcome->events, 0), ==,
                   "All available Technologies are Desert: revealed the next one, "
                   "Alien Imports (Desert) (R-ROUND-1)");
  g_assert_cmpuint (outcome->game->technologies->len, ==, 2);
  g_assert_cmpuint (wg_deck_size (&outcome->game->technology_deck), ==, 1);
}

/* R-ROUND-3: no available card at all is not "all of one type". */
static void
test_no_reveal_when_none_available (void)
{
  g_autoptr (WgGame) game = wg_test_load_game ("round-reveal.json");
  g_autoptr (WgOutcome) outcome = NULL;

  g_array_set_size (game->technologies, 0);
  g_array_set_size (game->objectives, 0);
  outcome = end_turn (game, NULL);
  assert_events (outcome, "The first player marker passes to red", NULL);
  g_assert_cmpuint (outcome->game->technologies->len, ==, 0);
  g_assert_cmpuint (outcome->game->objectives->len, ==, 0);
}

/* The reveal takes the last Technology: the deck is empty when round 4
 * starts, which makes it the final round (R-ROUND-1 before R-ROUND-2). */
static void
test_reveal_empties_deck_final_round (void)
{
  g_autoptr (WgGame) game = wg_test_load_game ("round-reveal.json");
  g_autoptr (WgOutcome) outcome = NULL;

  g_array_remove_index (game->technology_deck.cards, 1);
  g_assert_cmpint (wg_round_last_reasons (game), ==, WG_LAST_ROUND_NO);
  outcome = end_turn (game, NULL);
  g_assert_cmpuint (outcome->game->technologies->len, ==, 3);
  g_assert_true (outcome->game->final_round);
  g_assert_cmpstr (g_ptr_array_index (outcome->events, 3), ==,
                   "Round 4 is the final round: the Technology deck is empty (R-ROUND-2)");
}

/* All Desert and an empty deck: said, and nothing revealed. */
static void
test_reveal_from_empty_deck (void)
{
  g_autoptr (WgGame) game = wg_test_load_game ("round-reveal.json");
  g_autoptr (WgOutcome) outcome = NULL;

  g_array_set_size (game->technology_deck.cards, 0);
  outcome = end_turn (game, NULL);
  g_assert_cmpstr (g_ptr_array_index (outcome->events, 0), ==,
                   "All available Technologies are Desert, but the Technology deck is empty "
                   "(R-ROUND-1)");
  g_assert_cmpuint (outcome->game->technologies->len, ==, 2);
}

/* Decks known only by their size: the Technology reveal asks first and
 * nothing changes; with one answer the Objective reveal asks; with both,
 * Volcanic, Volcanic + Arctic and Oceanic, Oceanic + Desert. */
static void
test_reveal_unknown_decks (void)
{
  g_autoptr (WgGame) game = wg_test_load_game ("round-reveal-unknown.json");
  g_autoptr (WgAnswers) answers = wg_answers_new ();
  g_autoptr (WgOutcome) first = wg_turn_end (game, answers);
  g_autoptr (WgOutcome) second = NULL;
  g_autoptr (WgOutcome) done = NULL;

  assert_asks (first, "reveal");
  g_assert_cmpint (first->verdict, ==, WG_VERDICT_OK);
  g_assert_nonnull (strstr (first->question->question, "Technology"));
  g_assert_true (wg_question_has_option (first->question, "arctic"));
  g_assert_cmpuint (wg_deck_size (&game->technology_deck), ==, 5);

  wg_answers_add_reveal (answers, "arctic");
  wg_answers_rewind (answers);
  second = wg_turn_end (game, answers);
  assert_asks (second, "reveal");
  g_assert_nonnull (strstr (second->question->question, "Objective"));

  wg_answers_add_reveal (answers, "desert");
  wg_answers_rewind (answers);
  done = end_turn (game, answers);
  g_assert_cmpuint (done->game->technologies->len, ==, 3);
  g_assert_cmpint (technology_type (done->game, 2), ==, WG_PLANET_ARCTIC);
  g_assert_cmpuint (wg_deck_size (&done->game->technology_deck), ==, 4);
  g_assert_cmpuint (done->game->objectives->len, ==, 3);
  g_assert_cmpint (objective_type (done->game, 2), ==, WG_PLANET_DESERT);
  g_assert_cmpuint (wg_deck_size (&done->game->objective_deck), ==, 3);
  g_assert_cmpint (done->game->round, ==, 4);
}

/* An answer that is not a planet type asks again; nothing changes. */
static void
test_reveal_bad_answer (void)
{
  g_autoptr (WgGame) game = wg_test_load_game ("round-reveal-unknown.json");
  g_autoptr (WgAnswers) answers = wg_answers_new ();
  g_autoptr (WgOutcome) outcome = NULL;

  wg_answers_add_reveal (answers, "plasma");
  outcome = wg_turn_end (game, answers);
  assert_asks (outcome, "reveal");
  g_assert_nonnull (strstr (outcome->question->question, "“plasma” is not a planet type"));
}

/* R-ROUND-1 step 4: purple has a Colony on H1 in a 6-player game. */
static void
test_ancients_asks (void)
{
  static const char *const options[] = { "technology:0", "technology:1", "objective:0",
                                         "objective:1", "trade-good", "promotion" };
  g_autoptr (WgGame) game = wg_test_load_game ("round-ancients.json");
  g_autoptr (WgOutcome) outcome = wg_turn_end (game, NULL);

  assert_asks (outcome, "ancients");
  g_assert_cmpuint (outcome->question->options->len, ==, G_N_ELEMENTS (options));
  for (guint i = 0; i < G_N_ELEMENTS (options); i++)
    g_assert_cmpstr (((WgOption *) g_ptr_array_index (outcome->question->options, i))->id, ==,
                     options[i]);
  g_assert_cmpstr (((WgOption *) g_ptr_array_index (outcome->question->options, 0))->label, ==,
                   "Technology 1: Alien Imports (Desert)");
  g_assert_nonnull (strstr (outcome->question->question, "purple"));
  g_assert_nonnull (strstr (outcome->question->question, "H1"));
}

static WgOutcome *
claim (const WgGame *game,
       const char   *choice)
{
  g_autoptr (WgAnswers) answers = wg_answers_new ();

  wg_answers_add_choice (answers, choice);
  return end_turn (game, answers);
}

/* Jungle Technology: one left (Alien Imports), so the top of the deck,
 * Arctic, is revealed as after Research (R-MOVE-10). The marker passes
 * blue → red first. */
static void
test_ancients_technology (void)
{
  g_autoptr (WgGame) game = wg_test_load_game ("round-ancients.json");
  g_autoptr (WgOutcome) outcome = claim (game, "technology:1");
  const WgGame   *after = outcome->game;
  const WgPlayer *purple = &after->players[player (game, "purple")];

  assert_events (outcome, "The first player marker passes to red",
                 "purple claims the Technology Jungle from the Ancients homeworld (R-ROUND-1)",
                 "Only one Technology was left: revealed the next one, Arctic (R-MOVE-10)", NULL);
  g_assert_cmpuint (purple->technologies->len, ==, 1);
  g_assert_cmpint (g_array_index (purple->technologies, WgTechnology, 0).type, ==,
                   WG_PLANET_JUNGLE);
  g_assert_cmpuint (after->technologies->len, ==, 2);
  g_assert_cmpint (technology_type (after, 0), ==, WG_PLANET_DESERT);
  g_assert_cmpint (technology_type (after, 1), ==, WG_PLANET_ARCTIC);
  g_assert_cmpuint (wg_deck_size (&after->technology_deck), ==, 1);
  g_assert_cmpint (after->first_player, ==, player (game, "red"));
  g_assert_cmpint (after->round, ==, 4);
}

/* The Oceanic Objective, held; Desert is left alone, so the top of the
 * deck, Volcanic, is added (R-CTRL-2 step 5). */
static void
test_ancients_objective (void)
{
  g_autoptr (WgGame) game = wg_test_load_game ("round-ancients.json");
  g_autoptr (WgOutcome) outcome = claim (game, "objective:0");
  const WgGame      *after = outcome->game;
  const WgPlayer    *purple = &after->players[player (game, "purple")];
  const WgObjective *objective;

  g_assert_cmpuint (purple->objectives->len, ==, 1);
  objective = &g_array_index (purple->objectives, WgObjective, 0);
  g_assert_cmpint (objective->type, ==, WG_PLANET_OCEANIC);
  g_assert_cmpint (objective->status, ==, WG_OBJECTIVE_HELD);
  g_assert_cmpuint (after->objectives->len, ==, 2);
  g_assert_cmpint (objective_type (after, 0), ==, WG_PLANET_DESERT);
  g_assert_cmpint (objective_type (after, 1), ==, WG_PLANET_VOLCANIC);
  g_assert_cmpuint (wg_deck_size (&after->objective_deck), ==, 1);
  g_assert_cmpstr (g_ptr_array_index (outcome->events, 1), ==,
                   "purple claims an Objective from the Ancients homeworld: Oceanic (R-ROUND-1)");
}

static void
test_ancients_trade_good (void)
{
  g_autoptr (WgGame) game = wg_test_load_game ("round-ancients.json");
  g_autoptr (WgOutcome) outcome = claim (game, "trade-good");
  const WgPlayer *purple = &outcome->game->players[player (game, "purple")];

  g_assert_cmpint (outcome->game->trade_goods, ==, 6);
  g_assert_cmpint (purple->trade_goods_unspent, ==, 1);
  g_assert_cmpint (purple->trade_goods_spent, ==, 0);
  g_assert_cmpuint (outcome->game->technologies->len, ==, 2);
  g_assert_false (outcome->game->final_round);
}

/* The last Trade Good claimed: none is available when round 4 starts. */
static void
test_ancients_last_trade_good_final_round (void)
{
  g_autoptr (WgGame) game = wg_test_load_game ("round-ancients.json");
  g_autoptr (WgOutcome) outcome = NULL;

  game->trade_goods = 1;
  outcome = claim (game, "trade-good");
  g_assert_cmpint (outcome->game->trade_goods, ==, 0);
  g_assert_true (outcome->game->final_round);
  g_assert_cmpstr (g_ptr_array_index (outcome->events, 2), ==,
                   "Round 4 is the final round: no Trade Good is available (R-ROUND-2)");
}

/* Sol Olo and Overload into purple's Tactics; one card stays in the deck. */
static void
test_ancients_promotion (void)
{
  g_autoptr (WgGame) game = wg_test_load_game ("round-ancients.json");
  g_autoptr (WgOutcome) outcome = claim (game, "promotion");
  const WgPlayer *purple = &outcome->game->players[player (game, "purple")];

  g_assert_cmpuint (purple->tactics->len, ==, 2);
  g_assert_cmpstr (g_array_index (purple->tactics, WgTactic, 0).name, ==, "Sol Olo");
  g_assert_cmpint (g_array_index (purple->tactics, WgTactic, 0).kind, ==, WG_TACTIC_HERO);
  g_assert_cmpstr (g_array_index (purple->tactics, WgTactic, 1).name, ==, "Overload");
  g_assert_cmpuint (wg_deck_size (&outcome->game->promotion_deck), ==, 1);
  g_assert_cmpstr (g_ptr_array_index (outcome->events, 1), ==,
                   "purple claims 2 Promotion cards from the Ancients homeworld into their "
                   "Tactics deck (R-ROUND-1)");
}

/* From a Promotion deck known only by its size, each card is asked for. */
static void
test_ancients_promotion_unknown_deck (void)
{
  g_autoptr (WgGame) game = wg_test_load_game ("round-ancients.json");
  g_autoptr (WgAnswers) answers = wg_answers_new ();
  g_autoptr (WgOutcome) asked = NULL;
  g_autoptr (WgOutcome) done = NULL;
  const WgPlayer *purple;

  g_array_set_size (game->promotion_deck.cards, 0);
  game->promotion_deck.known = FALSE;
  game->promotion_deck.count = 5;
  wg_answers_add_choice (answers, "promotion");
  wg_answers_add_reveal (answers, "hero:Sol Olo");
  asked = wg_turn_end (game, answers);
  assert_asks (asked, "reveal");

  wg_answers_add_reveal (answers, "advanced");
  wg_answers_rewind (answers);
  done = end_turn (game, answers);
  purple = &done->game->players[player (game, "purple")];
  g_assert_cmpuint (purple->tactics->len, ==, 2);
  g_assert_cmpstr (g_array_index (purple->tactics, WgTactic, 0).name, ==, "Sol Olo");
  g_assert_cmpint (g_array_index (purple->tactics, WgTactic, 1).kind, ==, WG_TACTIC_ADVANCED);
  g_assert_cmpuint (wg_deck_size (&done->game->promotion_deck), ==, 3);
}

/* A choice that is not an option: refused, asked again, nothing changes. */
static void
test_ancients_bad_choice (void)
{
  g_autoptr (WgGame) game = wg_test_load_game ("round-ancients.json");
  g_autoptr (WgAnswers) answers = wg_answers_new ();
  g_autoptr (WgOutcome) outcome = NULL;

  wg_answers_add_choice (answers, "technology:7");
  outcome = wg_turn_end (game, answers);
  g_assert_cmpint (outcome->verdict, ==, WG_VERDICT_BAD_CHOICE);
  assert_asks (outcome, "ancients");
  g_assert_cmpstr (outcome->description, ==,
                   "“technology:7” is not one of the rewards purple may claim");
}

/* Only one reward exists (a Trade Good): nothing to choose, no question. */
static void
test_ancients_single_option (void)
{
  g_autoptr (WgGame) game = wg_test_load_game ("round-ancients.json");
  g_autoptr (WgOutcome) outcome = NULL;

  g_array_set_size (game->technologies, 0);
  g_array_set_size (game->objectives, 0);
  g_array_set_size (game->promotion_deck.cards, 0);
  outcome = end_turn (game, NULL);
  g_assert_cmpint (outcome->game->players[player (game, "purple")].trade_goods_unspent, ==, 1);
  g_assert_cmpint (outcome->game->trade_goods, ==, 6);
}

/* An Outpost on the homeworld claims nothing; neither does a Colony in a
 * 5-player game. Blue's Colony on D1 (Desert) never counts. */
static void
test_ancients_no_claim (void)
{
  g_autoptr (WgGame) outpost = wg_test_load_game ("round-ancients.json");
  g_autoptr (WgGame) five = wg_test_load_game ("round-ancients-5p.json");
  g_autoptr (WgOutcome) a = NULL;
  g_autoptr (WgOutcome) b = NULL;

  outpost->stacks[wg_test_cell (outpost, "H1")].marker_side = WG_MARKER_OUTPOST;
  a = end_turn (outpost, NULL);
  assert_events (a, "The first player marker passes to red", NULL);
  g_assert_cmpint (a->game->trade_goods, ==, 7);

  b = end_turn (five, NULL);
  assert_events (b, "The first player marker passes to red", NULL);
  g_assert_cmpuint (b->game->players[player (five, "purple")].technologies->len, ==, 0);
}

/* R-ROUND-2, each condition on its own, and all three. */
static void
test_final_round_conditions (void)
{
  g_autoptr (WgGame) game = wg_test_load_game ("round-final.json");
  static const struct
  {
    WgLastRound reasons;
    const char *event;
  } cases[] = {
    { WG_LAST_ROUND_TECHNOLOGY_DECK,
      "Round 4 is the final round: the Technology deck is empty (R-ROUND-2)" },
    { WG_LAST_ROUND_OBJECTIVE_DECK,
      "Round 4 is the final round: the Objective deck is empty (R-ROUND-2)" },
    { WG_LAST_ROUND_NO_TRADE_GOODS,
      "Round 4 is the final round: no Trade Good is available (R-ROUND-2)" },
    { WG_LAST_ROUND_TECHNOLOGY_DECK | WG_LAST_ROUND_OBJECTIVE_DECK | WG_LAST_ROUND_NO_TRADE_GOODS,
      "Round 4 is the final round: the Technology deck is empty, the Objective deck is empty "
      "and no Trade Good is available (R-ROUND-2)" },
  };

  /* The fixture itself: decks of 1 and 3, 2 Trade Goods. */
  g_assert_cmpint (wg_round_last_reasons (game), ==, WG_LAST_ROUND_NO);
  {
    g_autoptr (WgOutcome) outcome = end_turn (game, NULL);

    g_assert_false (outcome->game->final_round);
    g_assert_false (wg_ruling_list_contains (&outcome->rulings, "R-ROUND-2"));
  }
  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr (WgGame) copy = wg_game_copy (game);
      g_autoptr (WgOutcome) outcome = NULL;

      if (cases[i].reasons & WG_LAST_ROUND_TECHNOLOGY_DECK)
        g_array_set_size (copy->technology_deck.cards, 0);
      if (cases[i].reasons & WG_LAST_ROUND_OBJECTIVE_DECK)
        copy->objective_deck.count = 0;
      if (cases[i].reasons & WG_LAST_ROUND_NO_TRADE_GOODS)
        copy->trade_goods = 0;
      g_assert_cmpint (wg_round_last_reasons (copy), ==, cases[i].reasons);
      /* Decided at the start of a round only: not yet. */
      g_assert_false (copy->final_round);
      outcome = end_turn (copy, NULL);
      g_assert_true (outcome->game->final_round);
      g_assert_false (outcome->game->game_over);
      g_assert_cmpint (outcome->game->round, ==, 4);
      g_assert_cmpstr (g_ptr_array_index (outcome->events, outcome->events->len - 1), ==,
                       cases[i].event);
      g_assert_true (wg_ruling_list_contains (&outcome->rulings, "R-ROUND-2"));
    }
}

/* A condition met in mid-round waits for the round's end. */
static void
test_final_round_not_mid_round (void)
{
  g_autoptr (WgGame) game = wg_test_load_game ("round-final.json");
  g_autoptr (WgGame) after = NULL;

  game->turn = 2;
  game->trade_goods = 0;
  after = end_turn_game (game);
  g_assert_false (after->final_round);
  g_assert_cmpint (after->turn, ==, 3);
}

/* The final round plays out (8 turns of 2 players) and the game is over;
 * then no turn can end, and the state survives a save. */
static void
test_game_over (void)
{
  g_autoptr (WgGame) game = wg_test_load_game ("round-final.json");
  g_autoptr (WgOutcome) last = NULL;
  g_autoptr (WgOutcome) refused = NULL;
  g_autofree char *data = NULL;
  g_autoptr (WgGame) reloaded = NULL;
  g_autoptr (GError) error = NULL;

  game->trade_goods = 0;
  for (int i = 0; i < 8; i++)
    {
      WgGame *next = end_turn_game (game);

      wg_game_free (game);
      game = next;
      g_assert_true (game->final_round);
      g_assert_false (game->game_over);
      g_assert_cmpint (game->round, ==, 4);
    }
  g_assert_cmpint (game->turn, ==, 4);
  g_assert_cmpint (game->active, ==, player (game, "blue"));

  last = end_turn (game, NULL);
  g_assert_cmpstr (last->description, ==,
                   "End of blue’s turn 4 — round 4, the final round, ends: the game is over");
  assert_events (last, "The first player marker passes to blue",
                 "Round 4 was the final round: the game is over (R-ROUND-2). Time for the final "
                 "score (R-SCORE-1).",
                 NULL);
  g_assert_true (last->game->game_over);
  g_assert_cmpint (last->game->round, ==, 4);

  refused = wg_turn_end (last->game, NULL);
  g_assert_cmpint (refused->verdict, ==, WG_VERDICT_GAME_OVER);
  g_assert_null (refused->game);
  g_assert_null (refused->question);
  g_assert_true (wg_ruling_list_contains (&refused->rulings, "R-ROUND-2"));

  data = wg_game_to_data (last->game, NULL);
  reloaded = wg_game_load_from_data (data, strlen (data), &error);
  g_assert_no_error (error);
  g_assert_true (reloaded->final_round);
  g_assert_true (reloaded->game_over);
}

static void
test_describe_reasons (void)
{
  g_autofree char *none = wg_round_describe_last_reasons (WG_LAST_ROUND_NO);
  g_autofree char *two = wg_round_describe_last_reasons (WG_LAST_ROUND_OBJECTIVE_DECK
                                                         | WG_LAST_ROUND_NO_TRADE_GOODS);

  g_assert_null (none);
  g_assert_cmpstr (two, ==, "the Objective deck is empty and no Trade Good is available");
}

/* A whole round through the history, then all of it undone. */
static void
test_round_through_history (void)
{
  g_autoptr (WgHistory) history = wg_history_new (wg_test_load_game ("round-3p.json"));

  for (int i = 0; i < 12; i++)
    {
      g_autoptr (WgOutcome) outcome = end_turn (wg_history_get_game (history), NULL);
      g_autoptr (GError) error = NULL;

      g_assert_true (wg_history_push_outcome (history, outcome, &error));
      g_assert_no_error (error);
    }
  g_assert_cmpint (wg_history_get_game (history)->round, ==, 3);
  g_assert_cmpstr (wg_history_get_description (history, 11), ==,
                   "End of blue’s turn 4 — round 2 ends");
  while (wg_history_undo (history))
    ;
  g_assert_cmpint (wg_history_get_game (history)->round, ==, 2);
  g_assert_cmpint (wg_history_get_game (history)->active, ==, 1);
}

int
main (int argc, char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/wg/round/turn-order", test_turn_order);
  g_test_add_func ("/wg/round/slot-advance", test_slot_advance);
  g_test_add_func ("/wg/round/round-ends", test_round_ends);
  g_test_add_func ("/wg/round/R-ROUND-1/first-player-wraps", test_first_player_wraps);
  g_test_add_func ("/wg/round/fourth-turn/discard-and-draw", test_fourth_turn_discard_and_draw);
  g_test_add_func ("/wg/round/fourth-turn/short-deck", test_fourth_turn_short_deck);
  g_test_add_func ("/wg/round/fourth-turn/earlier-turn", test_earlier_turn_keeps_cards);
  g_test_add_func ("/wg/round/fourth-turn/draws", test_fourth_turn_draws);
  g_test_add_func ("/wg/round/R-AI-1/solo-ai-discards",
                   test_solo_ai_discards_and_human_keeps_marker);
  g_test_add_func ("/wg/round/R-AI-1/earlier-turn", test_solo_ai_earlier_turn);
  g_test_add_func ("/wg/round/R-AI-13/gatekeepers-to-play", test_gatekeepers_to_play);
  g_test_add_func ("/wg/round/R-AI-13/gatekeepers-may-play", test_gatekeepers_may_play);
  g_test_add_func ("/wg/round/R-AI-13/gatekeepers-card-attacked", test_gatekeepers_card_attacked);
  g_test_add_func ("/wg/round/R-ROUND-1/reveals-once-only", test_reveals_once_only);
  g_test_add_func ("/wg/round/R-ROUND-1/no-reveal-types-differ", test_no_reveal_when_types_differ);
  g_test_add_func ("/wg/round/R-ROUND-1/no-reveal-none-available",
                   test_no_reveal_when_none_available);
  g_test_add_func ("/wg/round/R-ROUND-1/reveal-empty-deck", test_reveal_from_empty_deck);
  g_test_add_func ("/wg/round/R-ROUND-3/one-card-is-all-one-type", test_one_card_is_all_one_type);
  g_test_add_func ("/wg/round/R-ROUND-1/reveal-unknown-decks", test_reveal_unknown_decks);
  g_test_add_func ("/wg/round/R-ROUND-1/reveal-bad-answer", test_reveal_bad_answer);
  g_test_add_func ("/wg/round/R-ROUND-1/ancients/asks", test_ancients_asks);
  g_test_add_func ("/wg/round/R-ROUND-1/ancients/technology", test_ancients_technology);
  g_test_add_func ("/wg/round/R-ROUND-1/ancients/objective", test_ancients_objective);
  g_test_add_func ("/wg/round/R-ROUND-1/ancients/trade-good", test_ancients_trade_good);
  g_test_add_func ("/wg/round/R-ROUND-1/ancients/promotion", test_ancients_promotion);
  g_test_add_func ("/wg/round/R-ROUND-1/ancients/promotion-unknown-deck",
                   test_ancients_promotion_unknown_deck);
  g_test_add_func ("/wg/round/R-ROUND-1/ancients/bad-choice", test_ancients_bad_choice);
  g_test_add_func ("/wg/round/R-ROUND-1/ancients/single-option", test_ancients_single_option);
  g_test_add_func ("/wg/round/R-ROUND-1/ancients/no-claim", test_ancients_no_claim);
  g_test_add_func ("/wg/round/R-ROUND-2/last-trade-good-claimed",
                   test_ancients_last_trade_good_final_round);
  g_test_add_func ("/wg/round/R-ROUND-2/reveal-empties-deck",
                   test_reveal_empties_deck_final_round);
  g_test_add_func ("/wg/round/R-ROUND-2/conditions", test_final_round_conditions);
  g_test_add_func ("/wg/round/R-ROUND-2/not-mid-round", test_final_round_not_mid_round);
  g_test_add_func ("/wg/round/R-ROUND-2/game-over", test_game_over);
  g_test_add_func ("/wg/round/R-ROUND-2/describe-reasons", test_describe_reasons);
  g_test_add_func ("/wg/round/history", test_round_through_history);
  return g_test_run ();
}
