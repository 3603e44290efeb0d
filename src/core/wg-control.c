/* wg-control.c — the Control action's steps (R-CTRL-1…3)
 * Copyright 2026 The Warpgate Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "wg-deck.h"
#include "wg-moves-private.h"

static const char *
id_of (const WgGame *game,
       int           cell)
{
  return wg_game_place_name (game, cell);
}

static gboolean
has_colony_in_sector (const WgGame *game,
                      int           player,
                      int           sector)
{
  guint      n;
  const int *planets = wg_board_get_sector_planets (game->board, (guint) sector, &n);

  for (guint i = 0; i < n; i++)
    if (game->stacks[planets[i]].marker_owner == player
        && game->stacks[planets[i]].marker_side == WG_MARKER_COLONY)
      return TRUE;
  return FALSE;
}

/* Step 3: an Outpost of the player's on every planet of the sector flips them
 * all to Colonies. Returns the flipped planet types as a bit mask. */
static guint
complete_sector (WgGame    *game,
                 int        player,
                 int        sector,
                 WgOutcome *outcome)
{
  guint      n;
  const int *planets = wg_board_get_sector_planets (game->board, (guint) sector, &n);
  guint      types = 0;

  /* A voided planet is not a planet for sector completion (R-EXP-6). */
  for (guint i = 0; i < n; i++)
    if (game->stacks[planets[i]].marker_owner != player && !wg_game_is_voided (game, planets[i]))
      return 0;
  for (guint i = 0; i < n; i++)
    {
      if (wg_game_is_voided (game, planets[i]))
        continue;
      game->stacks[planets[i]].marker_side = WG_MARKER_COLONY;
      types |= 1u << wg_board_get_cell (game->board, planets[i])->type;
    }
  wg_outcome_event (outcome, _ ("%s now has an Outpost on every planet of sector %s: they all "
                                "flip to Colonies (R-CTRL-2)."),
                    wg_game_player_label (game, player),
                    wg_board_get_sector_name (game->board, (guint) sector));
  return types;
}

/* Step 4: at most one Objective per Control action, of a type among the
 * flipped planets': the chosen one if it matches, else the left-most that
 * does. Returns FALSE when the chosen one does not match. */
static gboolean
claim_objective (WgGame       *game,
                 const WgMove *move,
                 guint         types,
                 gboolean     *claimed,
                 WgOutcome    *outcome)
{
  int index = WG_NONE;

  for (guint i = 0; i < game->objectives->len && index == WG_NONE; i++)
    if (types & (1u << g_array_index (game->objectives, WgPlanetType, i)))
      index = (int) i;
  if (index == WG_NONE)
    {
      wg_outcome_event (outcome, _ ("No available Objective matches a flipped planet."));
      return TRUE;
    }
  if (move->objective != WG_NONE)
    {
      if (!(types & (1u << g_array_index (game->objectives, WgPlanetType, move->objective))))
        return FALSE;
      index = move->objective;
    }
  {
    WgObjective objective = { g_array_index (game->objectives, WgPlanetType, index),
                              WG_OBJECTIVE_HELD, NULL };

    g_array_remove_index (game->objectives, (guint) index);
    g_array_append_val (game->players[move->player].objectives, objective);
    *claimed = TRUE;
    wg_outcome_event (outcome, _ ("%s claims the %s Objective (R-CTRL-2)."),
                      wg_game_player_label (game, move->player),
                      wg_planet_type_display_name (objective.type));
  }
  return TRUE;
}

/* Step 2 on one planet: the player's marker, Colony side when they already
 * have a Colony in the sector. Returns TRUE when steps 3–5 follow. */
static gboolean
settle (WgGame    *game,
        int        player,
        int        planet,
        int        sector,
        WgOutcome *outcome)
{
  WgStack *s = &game->stacks[planet];
  gboolean colony = sector >= 0 && has_colony_in_sector (game, player, sector);

  if (s->marker_owner == player && s->marker_side == WG_MARKER_COLONY)
    {
      wg_outcome_event (outcome, _ ("%s already has a Colony on %s (R-CTRL-3)."),
                        wg_game_player_label (game, player), id_of (game, planet));
      return FALSE;
    }
  s->marker_owner = (gint8) player;
  s->marker_side = colony ? WG_MARKER_COLONY : WG_MARKER_OUTPOST;
  if (colony)
    wg_outcome_event (outcome, _ ("%s places a Colony on %s: they already have a Colony in this "
                                  "sector (R-CTRL-2)."),
                      wg_game_player_label (game, player), id_of (game, planet));
  else
    wg_outcome_event (outcome, _ ("%s places an Outpost on %s."),
                      wg_game_player_label (game, player), id_of (game, planet));
  return !colony && sector >= 0;
}

/*
 * Control (R-CTRL-2, R-CTRL-3), for each named planet in order:
 *  1. invade: another player's marker there goes back to its owner;
 *  2. settle: the player's marker, Colony side if they already have a
 *     Colony in that sector (then this planet is done), else Outpost side;
 *     a planet already holding the player's marker is settled again;
 *  3. if the player now has an Outpost on every planet of the sector, flip
 *     them all to Colonies;
 *  4. claim one available Objective whose type matches a planet flipped in
 *     step 3 — at most one per Control action;
 *  5. after a claim, Objectives from the top of the deck are added, face
 *     down, to the right until 2 are available or the deck is empty
 *     (R-DECK-1, which extends "if only 1 is available"); from a deck of
 *     unknown order each is asked, the question saying first what steps
 *     3 and 4 did.
 * A planet in no sector (R-CTRL-1) gets an Outpost and stops after step 2.
 * Not checked here: the targets' legality (wg_judge_move did that).
 */
/* A question asked after a claim (the Objective laid out in its place)
 * says first what happened: the sector flipped, the claim, their rulings
 * (the events since @first_event). */
static void
say_first (WgOutcome *outcome,
           guint      first_event)
{
  g_autoptr (GString) text = g_string_new (NULL);

  for (guint i = first_event; i < outcome->events->len; i++)
    g_string_append_printf (text, "%s ", (const char *) g_ptr_array_index (outcome->events, i));
  g_string_append (text, outcome->question->question);
  g_free (outcome->question->question);
  outcome->question->question = g_string_free (g_steal_pointer (&text), FALSE);
}

gboolean
wg_control_apply (WgGame       *game,
                  const WgMove *move,
                  WgAnswers    *answers,
                  WgOutcome    *outcome)
{
  gboolean claimed = FALSE;
  guint    first_event = outcome->events->len;

  for (guint i = 0; i < move->n_targets; i++)
    {
      int      planet = move->targets[i];
      int      sector = wg_board_get_cell_sector (game->board, planet);
      WgStack *s = &game->stacks[planet];
      guint    types;

      if (s->marker_owner != WG_NO_PLAYER && s->marker_owner != move->player)
        {
          wg_outcome_event (outcome, _ ("%s’s marker on %s goes back to them."),
                            wg_game_player_label (game, s->marker_owner), id_of (game, planet));
          s->marker_owner = WG_NO_PLAYER;
        }
      if (!settle (game, move->player, planet, sector, outcome))
        continue;
      types = complete_sector (game, move->player, sector, outcome);
      if (types == 0 || claimed)
        continue;
      if (!claim_objective (game, move, types, &claimed, outcome))
        {
          outcome->verdict = WG_VERDICT_BAD_CHOICE;
          wg_outcome_event (outcome, _ ("The chosen Objective does not match a flipped planet."));
          return FALSE;
        }
      /* R-DECK-1: replenish until 2 are available or the deck is empty. */
      if (claimed)
        {
          int revealed = wg_replenish_objectives (game, answers, &outcome->question);

          if (revealed < 0)
            {
              say_first (outcome, first_event);
              return FALSE;
            }
          /* None was left: R-DECK-1 goes beyond R-CTRL-2 step 5. */
          if (revealed > 0 && revealed == (int) game->objectives->len)
            wg_ruling_list_add (&outcome->rulings, "R-DECK-1");
        }
    }
  return TRUE;
}
