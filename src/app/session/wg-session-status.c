/* wg-session-status.c — the ruler's and the withdraw preview's sentences
 * Copyright 2026 The Warpgate Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "wg-moves.h"
#include "wg-range.h"
#include "wg-session-private.h"
#include "wg-words.h"

/* "the red Warpgate", never "gate-red" (issue 18; wg_words_location),
 * interned: one string per colour, for the callers' borrowed pointers. */
static const char *
location_label (const WgGame *game,
                int           cell)
{
  const WgCell    *c = wg_board_get_cell (game->board, cell);
  g_autofree char *label = NULL;

  if (c->kind != WG_HEX_WARPGATE || c->color == NULL)
    return c->id;
  label = wg_words_location (game, cell);
  return g_intern_string (label);
}

/* "K2", "K2 or M4", "K2, L5 or M4" */
static char *
join_locations (const WgGame *game,
                const GArray *cells)
{
  g_autofree char *head = NULL;
  guint            n = cells->len;

  g_assert (n > 0);
  if (n == 1)
    return g_strdup (location_label (game, g_array_index (cells, int, 0)));

  for (guint i = 0; i + 1 < n; i++)
    {
      const char *id = location_label (game, g_array_index (cells, int, i));
      char       *next = head ? g_strdup_printf (_ ("%s, %s"), head, id) : g_strdup (id);

      g_free (head);
      head = next;
    }
  /* TRANSLATORS: the last of several locations to choose from: "K2, L5 or M4" */
  return g_strdup_printf (_ ("%s or %s"), head,
                          location_label (game, g_array_index (cells, int, n - 1)));
}

/* A sentence and the rulings behind it: "… (R-WD-2, R-WD-3)." */
static void
append_cited (GString            *str,
              const char         *sentence,
              const WgRulingList *rulings)
{
  g_autofree char *cited = wg_ruling_list_cite (sentence, rulings);

  if (str->len > 0)
    g_string_append (str, "\n\n");
  g_string_append (str, cited);
}

/* The defender loses: R-WD-2…4 as the core answered them. */
static char *
if_won_sentence (WgSession *self)
{
  const WgGame       *game = wg_session_get_game (self);
  const WgWithdrawal *w = self->if_won;
  const char         *attacker = wg_game_player_label (game, game->stacks[self->ruler_from].ship_owner);
  const char         *defender = wg_game_player_label (game, w->loser);
  const char         *battle = location_label (game, self->ruler_to);
  const char         *origin = location_label (game, self->ruler_from);
  g_autofree char    *places = NULL;

  if (w->destinations->len == 0)
    return g_strdup_printf (_ ("If %s attacks %s from %s and wins, the ships of %s have nowhere "
                               "to withdraw: none of that player’s locations can be reached and "
                               "the player has no Warpgate"),
                            attacker, battle, origin, defender);
  places = join_locations (game, w->destinations);
  if (w->fallback)
    return g_strdup_printf (_ ("If %s attacks %s from %s and wins, the ships of %s can reach none "
                               "of that player’s locations and withdraw to the Warpgate %s"),
                            attacker, battle, origin, defender, places);
  if (w->chooser != WG_NO_PLAYER)
    return g_strdup_printf (_ ("If %s attacks %s from %s and wins, the ships of %s withdraw to %s, "
                               "at range %d; %s chooses"),
                            attacker, battle, origin, defender, places, w->range,
                            wg_game_player_label (game, w->chooser));
  return g_strdup_printf (_ ("If %s attacks %s from %s and wins, the ships of %s withdraw to %s, "
                             "at range %d"),
                          attacker, battle, origin, defender, places, w->range);
}

/* The attacker loses: back where it came from (R-WD-1). */
static char *
if_lost_sentence (WgSession *self)
{
  const WgGame       *game = wg_session_get_game (self);
  const WgWithdrawal *w = self->if_lost;
  g_autofree char    *places = join_locations (game, w->destinations);

  return g_strdup_printf (_ ("If %s loses, the attacking ships return to %s"),
                          wg_game_player_label (game, w->loser), places);
}

static char *
start_sentence (WgSession *self)
{
  const WgGame  *game = wg_session_get_game (self);
  const WgStack *stack = &game->stacks[self->ruler_from];
  const char    *from = location_label (game, self->ruler_from);

  if (stack->ship_owner == WG_NO_PLAYER)
    return g_strdup_printf (_ ("Measuring from %s: click a second location."), from);
  return g_strdup_printf (ngettext ("Measuring from %s, where %s has %d ship: click a second "
                                    "location, or a planet with another player’s ships to see "
                                    "who would withdraw where.",
                                    "Measuring from %s, where %s has %d ships: click a second "
                                    "location, or a planet with another player’s ships to see "
                                    "who would withdraw where.",
                                    stack->ships),
                          from, wg_game_player_label (game, stack->ship_owner), stack->ships);
}

/* The text under the ruler: what was measured, why, and the withdraw
 * preview. Every sentence that answers a rule question cites its rulings. */
char *
wg_session_build_status (WgSession *self)
{
  g_autoptr (GString) str = g_string_new (NULL);
  g_autofree char *range = NULL;
  const WgGame    *game = wg_session_get_game (self);
  WgVerdict        onto;

  if (game == NULL)
    return g_strdup (_ ("No game is open."));
  if (self->ruler_from < 0)
    return g_strdup (_ ("Click two locations to measure the range between them; start on "
                        "ships and end on another player’s planet to see where a loser "
                        "withdraws."));
  if (self->ruler_to < 0)
    return start_sentence (self);

  /* The core's words, which the shared page's range ask shows too. */
  range = wg_range_describe_ruler (game, self->ruler_from, self->ruler_to, self->range);
  g_string_append (str, range);

  if (self->if_won != NULL)
    {
      g_autofree char *won = if_won_sentence (self);
      g_autofree char *lost = if_lost_sentence (self);

      append_cited (str, won, &self->if_won->rulings);
      append_cited (str, lost, &self->if_lost->rulings);
    }
  else if ((onto = wg_judge_onto_warpgate (game, self->ruler_from, self->ruler_to))
           != WG_VERDICT_OK)
    {
      WgRulingList move = { 0 };

      wg_ruling_list_add (&move, wg_verdict_ruling (onto, -1));
      append_cited (str, _ ("Nothing may attack or move onto another player’s Warpgate"), &move);
    }
  return g_string_free (g_steal_pointer (&str), FALSE);
}
