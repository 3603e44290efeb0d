/* wg-action-model-board.c — the Actions tool on the board: which options a click chooses, the marks
 * Copyright 2026 The Warpgate Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include <glib/gi18n.h>

#include "wg-action-model-private.h"
#include "wg-range.h"
#include "wg-turn.h"

const WgMoveOption *
wg_action_model_option_at (WgActionModel *self,
                           guint          index)
{
  return &g_array_index (self->moves->options, WgMoveOption, index);
}

/* The cells an option sets out from: a movement's origins, a route's first
 * planet. */
static guint
option_n_from (WgActionModel      *self,
               const WgMoveOption *o)
{
  return self->moves->action == WG_ACTION_TRADE ? MIN (o->n_from, 1u) : o->n_from;
}

static gboolean
option_starts_at (WgActionModel      *self,
                  const WgMoveOption *o,
                  int                 cell)
{
  for (guint i = 0; i < option_n_from (self, o); i++)
    if (o->from[i] == cell)
      return TRUE;
  return FALSE;
}

/* The option starts from exactly the chosen origins. */
static gboolean
option_matches_origins (WgActionModel      *self,
                        const WgMoveOption *o)
{
  if (option_n_from (self, o) != self->n_origins)
    return FALSE;
  for (guint i = 0; i < self->n_origins; i++)
    if (!option_starts_at (self, o, self->origins[i]))
      return FALSE;
  return TRUE;
}

/* The option a click on @cell chooses, or -1. */
int
wg_action_model_find_option (WgActionModel *self,
                             int            cell)
{
  for (guint i = 0; self->moves != NULL && i < self->moves->options->len; i++)
    {
      const WgMoveOption *o = wg_action_model_option_at (self, i);

      if (o->to != cell)
        continue;
      if (!wg_action_has_origins (self->action) || option_matches_origins (self, o))
        return (int) i;
    }
  return -1;
}

guint
wg_action_model_count_routes (WgActionModel *self,
                              int            cell)
{
  guint n = 0;

  for (guint i = 0; self->moves != NULL && i < self->moves->options->len; i++)
    {
      const WgMoveOption *o = wg_action_model_option_at (self, i);

      if (o->to == cell && option_matches_origins (self, o))
        n++;
    }
  return n;
}

/* A Trade's destination with more than one route: the routes, both legs
 * with their ranges, for the person to choose (issue 30: the first was
 * taken silently). The options' ids are the moves' indices. */
static void
ask_route (WgActionModel *self,
           int            cell)
{
  const WgGame *game = wg_action_model_game (self);

  g_clear_pointer (&self->routes, wg_question_free);
  /* TRANSLATORS: a Trade with several routes to the planet clicked */
  self->routes = wg_question_new ("route", _ ("Which route does the trade take? Each leg shows "
                                              "its range."));
  for (guint i = 0; i < self->moves->options->len; i++)
    {
      const WgMoveOption *o = wg_action_model_option_at (self, i);
      g_autofree char    *id = NULL, *label = NULL;

      if (o->to != cell || !option_matches_origins (self, o))
        continue;
      id = g_strdup_printf ("%u", i);
      /* TRANSLATORS: "D1 → J1 (range 1) → O1 (range 2)" */
      label = g_strdup_printf (_ ("%s → %s (range %d) → %s (range %d)"),
                               wg_game_place_name (game, o->from[0]),
                               wg_game_place_name (game, o->via), o->legs[0],
                               wg_game_place_name (game, o->to), o->legs[1]);
      wg_question_add_option (self->routes, id, label);
    }
  self->to = cell;
  self->option = -1;
}

/* @cell may set out: alone, or (Concentrate) beside the origin chosen. */
static gboolean
is_origin_candidate (WgActionModel *self,
                     int            cell)
{
  for (guint i = 0; self->moves != NULL && i < self->moves->options->len; i++)
    {
      const WgMoveOption *o = wg_action_model_option_at (self, i);

      if (!option_starts_at (self, o, cell))
        continue;
      if (self->n_origins == 0 || option_n_from (self, o) == 1
          || (self->n_origins == 1 && option_starts_at (self, o, self->origins[0])))
        return TRUE;
    }
  return FALSE;
}

static int
chosen_target_index (WgActionModel *self,
                     int            cell)
{
  for (guint i = 0; i < self->n_targets; i++)
    if (self->targets[i] == cell)
      return (int) i;
  return -1;
}

/* The number a destination shows: its range; for a Trade, the last leg's
 * when one route leads there, else none (the routes list both legs). */
static int
option_number (WgActionModel      *self,
               const WgMoveOption *o)
{
  if (self->action != WG_ACTION_TRADE)
    return o->range;
  return wg_action_model_count_routes (self, o->to) == 1 ? o->legs[1] : -1;
}

static void
mark_options (WgActionModel *self,
              GArray        *marks)
{
  for (guint i = 0; i < self->moves->options->len; i++)
    {
      const WgMoveOption *o = wg_action_model_option_at (self, i);

      if (wg_action_has_origins (self->action) && self->n_origins == 0)
        {
          for (guint k = 0; k < option_n_from (self, o); k++)
            if (is_origin_candidate (self, o->from[k]))
              wg_highlights_add (marks, o->from[k], WG_HIGHLIGHT_ORIGIN, -1);
          continue;
        }
      if (wg_action_has_origins (self->action) && !option_matches_origins (self, o))
        {
          /* Concentrate: the second origins that go with the first. */
          for (guint k = 0; k < option_n_from (self, o); k++)
            if (self->n_origins == 1 && is_origin_candidate (self, o->from[k]))
              wg_highlights_add (marks, o->from[k], WG_HIGHLIGHT_ORIGIN, -1);
          continue;
        }
      wg_highlights_add (marks, o->to, o->attack ? WG_HIGHLIGHT_ATTACK : WG_HIGHLIGHT_DESTINATION,
                         option_number (self, o));
    }
}

/* Maneuver's second group with @count ships from the second origin to
 * @to, after the first group as chosen. */
static void
build_second_move (WgActionModel *self,
                   int            to,
                   WgMove        *move)
{
  wg_action_model_build_move (self, self->to, move);
  move->second = TRUE;
  move->second_group.from = self->second_from;
  move->second_group.count = 1;
  move->second_to = to;
}

/* Judged with one ship, so that the answer is about the destination. */
static gboolean
second_destination_legal (WgActionModel *self,
                          int            to)
{
  WgJudgement j;
  WgMove      move;

  build_second_move (self, to, &move);
  wg_judge_move (wg_action_model_game (self), &move, &j);
  return j.verdict == WG_VERDICT_OK;
}

/* The second group: where it may start, then where it may go, each with
 * the range from its origin. */
static void
mark_second_group (WgActionModel *self,
                   GArray        *marks)
{
  const WgGame  *game = wg_action_model_game (self);
  const WgBoard *board = game->board;

  if (self->second_from != WG_NONE)
    wg_highlights_add (marks, self->second_from, WG_HIGHLIGHT_CHOSEN, -1);
  if (self->second_to != WG_NONE)
    wg_highlights_add (marks, self->second_to, WG_HIGHLIGHT_CHOSEN,
                       wg_range_between (game, self->second_from, self->second_to, NULL));
  for (guint i = 0; i < wg_board_get_n_locations (board); i++)
    {
      int cell = wg_board_get_location (board, i);

      if (self->second_from == WG_NONE)
        {
          if (wg_action_model_second_available (self, cell) > 0)
            wg_highlights_add (marks, cell, WG_HIGHLIGHT_ORIGIN, -1);
        }
      else if (second_destination_legal (self, cell))
        wg_highlights_add (marks, cell, WG_HIGHLIGHT_DESTINATION,
                           wg_range_between (game, self->second_from, cell, NULL));
    }
}

void
wg_action_model_update_marks (WgActionModel *self)
{
  g_autoptr (GArray) marks = g_array_new (FALSE, FALSE, sizeof (WgHighlight));

  if (!self->active || wg_action_model_game (self) == NULL || self->moves == NULL)
    {
      /* Only marks of its own: a model never shown (a page's proposal,
       * share/) leaves the Actions page's. */
      if (!self->active && self->marked && wg_action_model_game (self) != NULL)
        wg_session_clear_highlights (self->session);
      self->marked = FALSE;
      return;
    }
  for (guint i = 0; i < self->n_origins; i++)
    wg_highlights_add (marks, self->origins[i], WG_HIGHLIGHT_CHOSEN, -1);
  for (guint i = 0; i < self->n_targets; i++)
    wg_highlights_add (marks, self->targets[i], WG_HIGHLIGHT_CHOSEN, (int) i + 1);
  if (self->option >= 0)
    wg_highlights_add (marks, self->to, WG_HIGHLIGHT_CHOSEN,
                       option_number (self, wg_action_model_option_at (self, (guint) self->option)));
  else if (self->routes != NULL)
    wg_highlights_add (marks, self->to, WG_HIGHLIGHT_CHOSEN, -1);
  if (self->refused >= 0)
    wg_highlights_add (marks, self->refused, WG_HIGHLIGHT_ILLEGAL, -1);
  if (self->second)
    mark_second_group (self, marks);
  else
    mark_options (self, marks);
  wg_session_set_highlights (self->session, (const WgHighlight *) (gpointer) marks->data,
                             marks->len);
  self->marked = TRUE;
}

static void
refuse (WgActionModel *self,
        int            cell,
        const WgMove  *move)
{
  const WgGame    *game = wg_action_model_game (self);
  g_autofree char *message = NULL;
  WgJudgement      j;

  self->refused = cell;
  if (move == NULL)
    {
      message = g_strdup_printf (
        _ ("No legal %s of %s starts at %s."), wg_action_display_name (self->action),
        wg_game_player_label (game, wg_action_model_effective_player (self)),
        wg_game_place_name (game, cell));
      wg_action_model_set_message (self, message, NULL);
      return;
    }
  wg_judge_move (game, move, &j);
  message = wg_judgement_describe (game, move, &j);
  wg_action_model_set_message (self, message, j.ruling);
}

/* A Trade's destination refused, with its reason and ruling as the other
 * actions' are (issue 18): the route through every other trade planet is
 * judged (R-MOVE-8), and the reason about the clicked planet itself is
 * told (not a trade planet, enemy ships, out of range from the best stop);
 * else the first route's. */
static void
refuse_trade (WgActionModel *self,
              int            cell)
{
  const WgGame    *game = wg_action_model_game (self);
  g_autofree char *message = NULL;
  WgJudgement      j;
  WgMove           move;

  self->refused = cell;
  wg_action_model_build_move (self, cell, &move);
  wg_judge_trade_to (game, &move, &j);
  message = wg_judgement_describe (game, &move, &j);
  wg_action_model_set_message (self, message, j.ruling);
}

static void
click_with_origins (WgActionModel *self,
                    int            cell)
{
  int    option = self->n_origins > 0 ? wg_action_model_find_option (self, cell) : -1;
  WgMove move;

  if (option >= 0 && self->action == WG_ACTION_TRADE
      && wg_action_model_count_routes (self, cell) > 1)
    {
      ask_route (self, cell);
      return;
    }
  if (option >= 0)
    {
      self->option = option;
      self->to = cell;
      self->ships = -1;
      return;
    }
  if (self->n_origins > 0 && self->origins[0] == cell)
    {
      wg_action_model_forget_choices (self);
      return;
    }
  if (is_origin_candidate (self, cell))
    {
      gboolean second = self->action == WG_ACTION_CONCENTRATE && self->n_origins == 1
                        && self->option < 0;

      if (!second)
        self->n_origins = 0;
      self->origins[self->n_origins++] = cell;
      self->option = -1;
      self->to = WG_NONE;
      return;
    }
  if (self->n_origins > 0 && self->action == WG_ACTION_TRADE)
    {
      refuse_trade (self, cell);
      return;
    }
  if (self->n_origins == 0)
    {
      refuse (self, cell, NULL);
      return;
    }
  /* Judged with one ship, so that the answer is about the destination
   * (Skirmish moves one ship, R-MOVE-6). */
  self->ships = 1;
  wg_action_model_build_move (self, cell, &move);
  self->ships = -1;
  refuse (self, cell, &move);
}

/* Maneuver's second group: its origin (a location with ships that have not
 * moved), then its destination; a click on the origin again takes it back. */
static void
click_second_group (WgActionModel *self,
                    int            cell)
{
  const WgGame    *game = wg_action_model_game (self);
  g_autofree char *message = NULL;
  WgJudgement      j;
  WgMove           move;
  WgVerdict        verdict;

  if (cell == self->second_from)
    {
      self->second_from = WG_NONE;
      self->second_to = WG_NONE;
      self->second_ships = -1;
      return;
    }
  if (self->second_from != WG_NONE && second_destination_legal (self, cell))
    {
      self->second_to = cell;
      self->second_ships = -1;
      return;
    }
  verdict = wg_maneuver_judge_second_from (game, wg_action_model_effective_player (self),
                                           self->n_origins == 1 ? self->origins[0] : WG_NONE,
                                           wg_action_model_get_ships (self), cell);
  if (verdict == WG_VERDICT_OK)
    {
      self->second_from = cell;
      self->second_to = WG_NONE;
      self->second_ships = -1;
      return;
    }
  self->refused = cell;
  if (self->second_from == WG_NONE)
    {
      const char *ruling = wg_verdict_ruling (verdict, WG_ACTION_MANEUVER);

      /* TRANSLATORS: the last %s is the ruling id, e.g. R-MOVE-5 */
      message = g_strdup_printf (_ ("No ships of %s at %s may go in the second group: it is "
                                    "made of ships that have not moved (%s)."),
                                 wg_game_player_label (game,
                                                       wg_action_model_effective_player (self)),
                                 wg_game_place_name (game, cell), ruling);
      wg_action_model_set_message (self, message, ruling);
      return;
    }
  build_second_move (self, cell, &move);
  wg_judge_move (game, &move, &j);
  message = wg_judgement_describe (game, &move, &j);
  wg_action_model_set_message (self, message, j.ruling);
}

static void
click_target (WgActionModel *self,
              int            cell)
{
  int    index = chosen_target_index (self, cell);
  WgMove move;

  if (index >= 0)
    {
      memmove (&self->targets[index], &self->targets[index + 1],
               (self->n_targets - (guint) index - 1) * sizeof (int));
      self->n_targets--;
      return;
    }
  if (wg_action_model_find_option (self, cell) >= 0 && self->n_targets < (guint) self->moves->limit
      && self->n_targets < WG_MAX_TARGETS)
    {
      self->targets[self->n_targets++] = cell;
      return;
    }
  wg_action_model_build_move (self, WG_NONE, &move);
  wg_move_add_target (&move, cell);
  refuse (self, cell, &move);
}

void
wg_action_model_take_single (WgActionModel *self)
{
  const WgMoveOption *first;
  guint               n;

  self->taken = FALSE;
  if (self->moves == NULL || wg_action_needs_no_location (self->action)
      || (n = self->moves->options->len) == 0 || wg_runner_get_question (self->runner) != NULL
      || wg_turn_judge_entry (wg_action_model_game (self)) != WG_VERDICT_OK)
    return;
  first = wg_action_model_option_at (self, 0);
  if (!wg_action_has_origins (self->action))
    {
      if (n != 1)
        return;
      if (wg_action_uses_targets (self->action))
        self->targets[self->n_targets++] = first->to;
      else
        {
          self->option = 0;
          self->to = first->to;
        }
      self->taken = TRUE;
      return;
    }
  for (guint i = 0; i < n; i++)
    {
      const WgMoveOption *o = wg_action_model_option_at (self, i);

      if (option_n_from (self, o) != 1 || o->from[0] != first->from[0])
        return;
    }
  self->origins[self->n_origins++] = first->from[0];
  self->taken = TRUE;
  if (n == 1)
    {
      self->option = 0;
      self->to = first->to;
    }
}

/* A click on a location the model took by itself confirms it (a person
 * who clicks it, as they would without the help, keeps it chosen). */
static gboolean
confirms_taken (WgActionModel *self,
                int            cell)
{
  gboolean taken = self->taken;

  self->taken = FALSE;
  if (!taken)
    return FALSE;
  return (self->n_origins == 1 && self->origins[0] == cell)
         || (self->option >= 0 && self->to == cell)
         || (self->n_targets == 1 && self->targets[0] == cell);
}

void
wg_action_model_click (WgActionModel *self,
                       int            cell)
{
  const WgGame *game;
  WgMove        move;
  int           option;

  g_return_if_fail (WG_IS_ACTION_MODEL (self));

  game = wg_action_model_game (self);
  if (game == NULL || self->moves == NULL || wg_runner_get_question (self->runner) != NULL
      || !wg_board_is_location (game->board, cell) || wg_action_needs_no_location (self->action))
    return;
  self->refused = -1;
  wg_action_model_set_message (self, NULL, NULL);
  /* A route not chosen yet: the click chooses anew. */
  if (self->routes != NULL)
    {
      g_clear_pointer (&self->routes, wg_question_free);
      self->to = WG_NONE;
    }
  if (confirms_taken (self, cell))
    ; /* kept */
  else if (self->second)
    click_second_group (self, cell);
  else if (wg_action_has_origins (self->action))
    click_with_origins (self, cell);
  else if (wg_action_uses_targets (self->action))
    click_target (self, cell);
  else if ((option = wg_action_model_find_option (self, cell)) >= 0)
    {
      self->option = self->option == option ? -1 : option;
      self->to = self->option >= 0 ? cell : WG_NONE;
    }
  else
    {
      wg_action_model_build_move (self, cell, &move);
      refuse (self, cell, &move);
    }
  wg_action_model_changed (self);
}
