/* wg-test-ai.h — reading the Gatekeepers' turns as short strings in the AI tests
 * Copyright 2026 The Warpgate Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A turn's steps, a deck or the pieces on the board become one line, so a
 * test states the whole expected answer at once and a failure prints both:
 *   steps   "note | deploy DN 2 | move DS>DM 1"
 *   cards   "objective:desert technology"
 *   ships   "J1 red 3, D4 blue 2"       (board order)
 *   markers "D1 red colony"              (board order)
 */
#pragma once

#include <stdlib.h>
#include <string.h>

#include "wg-ai.h"
#include "wg-test-util.h"

/* The Gatekeepers' turn on @game with @answers (NULL: none yet). */
static inline WgAiTurn *
wg_test_ai_play (const WgGame *game,
                 WgAnswers    *answers)
{
  WgAiTurn *turn = wg_ai_play_turn (game, answers);

  g_assert_nonnull (turn);
  return turn;
}

static inline const char *
wg_test_ai_cell_id (const WgGame *game,
                    int           cell)
{
  if (cell < 0)
    return "-";
  return wg_board_get_cell (game->board, cell)->id;
}

/* The steps of @turn; @game gives the board and the colours. */
static inline char *
wg_test_ai_steps (const WgGame   *game,
                  const WgAiTurn *turn)
{
  GString *s = g_string_new (NULL);

  for (guint i = 0; i < turn->steps->len; i++)
    {
      const WgAiStep  *step = g_ptr_array_index (turn->steps, i);
      const char      *kind = wg_ai_step_kind_to_string (step->kind);
      g_autofree char *card = NULL;

      if (i > 0)
        g_string_append (s, " | ");
      switch (step->kind)
        {
        case WG_AI_STEP_DEPLOY:
          g_string_append_printf (s, "%s %s %d", kind, wg_test_ai_cell_id (game, step->to),
                                  step->count);
          break;
        case WG_AI_STEP_MOVE:
          g_string_append_printf (s, "%s %s>%s %d", kind, wg_test_ai_cell_id (game, step->from),
                                  wg_test_ai_cell_id (game, step->to), step->count);
          break;
        case WG_AI_STEP_CLAIM_TECHNOLOGY:
        case WG_AI_STEP_CLAIM_OBJECTIVE:
          g_string_append_printf (s, "%s #%d", kind, step->index);
          break;
        case WG_AI_STEP_COLONY:
          g_string_append_printf (s, "%s %s", kind, wg_test_ai_cell_id (game, step->to));
          break;
        case WG_AI_STEP_RETURN_MARKER:
          g_string_append_printf (s, "%s %s %s", kind, wg_test_ai_cell_id (game, step->to),
                                  wg_game_player_color (game, step->player));
          break;
        case WG_AI_STEP_PROMOTE:
        case WG_AI_STEP_SHUFFLE:
          g_string_append_printf (s, "%s %d", kind, step->count);
          break;
        case WG_AI_STEP_DISCARD:
          card = wg_ai_card_to_id (&step->card);
          g_string_append_printf (s, "%s %s", kind, card);
          break;
        case WG_AI_STEP_NOTE:
        default:
          g_string_append (s, kind);
          break;
        }
      /* Every step tells the human what to do. */
      g_assert_nonnull (step->text);
      g_test_message ("step %u: %s", i + 1, step->text);
      g_assert_cmpstr (step->text, !=, "");
    }
  return g_string_free (s, FALSE);
}

/* AI cards (WgAiCard), in array order. */
static inline char *
wg_test_ai_cards (const GArray *cards)
{
  GString *s = g_string_new (NULL);

  for (guint i = 0; i < cards->len; i++)
    {
      g_autofree char *id = wg_ai_card_to_id (&g_array_index (cards, WgAiCard, i));

      g_string_append_printf (s, "%s%s", i > 0 ? " " : "", id);
    }
  return g_string_free (s, FALSE);
}

/* Replaces @cards with the space-separated card ids of @ids, in order
 * (for ai.deck the last one is the bottom card, drawn first). */
static inline void
wg_test_ai_set_cards (GArray     *cards,
                      const char *ids)
{
  g_auto (GStrv) words = g_strsplit (ids, " ", -1);

  g_array_set_size (cards, 0);
  for (guint i = 0; words[i] != NULL; i++)
    {
      WgAiCard card;

      if (words[i][0] == '\0')
        continue;
      g_assert_true (wg_ai_card_from_id (words[i], &card));
      g_array_append_val (cards, card);
    }
}

/* Tactics cards by catalog id, else by name. */
static inline char *
wg_test_ai_tactics (const GArray *tactics)
{
  GString *s = g_string_new (NULL);

  for (guint i = 0; i < tactics->len; i++)
    {
      const WgTactic *t = &g_array_index (tactics, WgTactic, i);

      g_string_append_printf (s, "%s%s", i > 0 ? ", " : "", t->card ? t->card : t->name);
    }
  return g_string_free (s, FALSE);
}

static inline int
wg_test_ai_compare_strings (const void *a,
                            const void *b)
{
  return strcmp (*(const char *const *) a, *(const char *const *) b);
}

/* The same, sorted: for decks whose order nobody knows. */
static inline char *
wg_test_ai_sorted_tactics (const GArray *tactics)
{
  g_autofree char *listed = wg_test_ai_tactics (tactics);
  g_auto (GStrv) names = g_strsplit (listed, ", ", -1);

  qsort (names, g_strv_length (names), sizeof (char *), wg_test_ai_compare_strings);
  return g_strjoinv (", ", names);
}

/* Every ships entry on the board, in board order. */
static inline char *
wg_test_ai_ships (const WgGame *game)
{
  GString *s = g_string_new (NULL);

  for (guint i = 0; i < wg_board_get_n_locations (game->board); i++)
    {
      int            cell = wg_board_get_location (game->board, i);
      const WgStack *stack = &game->stacks[cell];

      if (stack->ship_owner == WG_NO_PLAYER)
        {
          g_assert_cmpint (stack->ships, ==, 0);
          continue;
        }
      g_assert_cmpint (stack->ships, >, 0);
      g_string_append_printf (s, "%s%s %s %d", s->len > 0 ? ", " : "",
                              wg_test_ai_cell_id (game, cell),
                              wg_game_player_color (game, stack->ship_owner), stack->ships);
    }
  return g_string_free (s, FALSE);
}

/* Every marker on the board, in board order. */
static inline char *
wg_test_ai_markers (const WgGame *game)
{
  GString *s = g_string_new (NULL);

  for (guint i = 0; i < wg_board_get_n_locations (game->board); i++)
    {
      int            cell = wg_board_get_location (game->board, i);
      const WgStack *stack = &game->stacks[cell];

      if (stack->marker_owner == WG_NO_PLAYER)
        continue;
      g_string_append_printf (s, "%s%s %s %s", s->len > 0 ? ", " : "",
                              wg_test_ai_cell_id (game, cell),
                              wg_game_player_color (game, stack->marker_owner),
                              stack->marker_side == WG_MARKER_COLONY ? "colony" : "outpost");
    }
  return g_string_free (s, FALSE);
}

/* A question's option ids, space-separated. */
static inline char *
wg_test_ai_options (const WgQuestion *question)
{
  GString *s = g_string_new (NULL);

  g_assert_nonnull (question);
  for (guint i = 0; i < question->options->len; i++)
    {
      const WgOption *o = g_ptr_array_index (question->options, i);

      g_string_append_printf (s, "%s%s", i > 0 ? " " : "", o->id);
    }
  return g_string_free (s, FALSE);
}

/* A turn that stopped at question @id: no game, so nothing changed; and
 * the steps @game's board reads as @steps (none, except a reshuffle the
 * human does before turning a card over). */
static inline void
wg_test_ai_assert_asks (const WgGame   *game,
                        const WgAiTurn *turn,
                        const char     *id,
                        const char     *steps)
{
  g_autofree char *listed = NULL;

  g_assert_nonnull (turn->question);
  g_assert_cmpstr (turn->question->id, ==, id);
  g_assert_nonnull (turn->question->question);
  g_assert_null (turn->game);
  g_assert_null (turn->battle);
  listed = wg_test_ai_steps (game, turn);
  g_assert_cmpstr (listed, ==, steps);
}

/* A turn that went through: a game, no question. */
static inline void
wg_test_ai_assert_done (const WgAiTurn *turn,
                        WgAiAction      action)
{
  if (turn->question != NULL)
    g_error ("unexpected question “%s”: %s", turn->question->id, turn->question->question);
  g_assert_nonnull (turn->game);
  g_assert_cmpstr (wg_ai_action_to_string (turn->action), ==, wg_ai_action_to_string (action));
}

/* The whole game as its file, to compare two tables. */
static inline char *
wg_test_ai_game_data (const WgGame *game)
{
  return wg_game_to_data (game, NULL);
}

#define wg_test_ai_assert_str(expr, expected)        \
  G_STMT_START                                       \
  {                                                  \
    g_autofree char *wg_test_ai_s_ = (expr);         \
    g_assert_cmpstr (wg_test_ai_s_, ==, (expected)); \
  }                                                  \
  G_STMT_END
