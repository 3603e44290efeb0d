/* wg-invariants.c — what must hold of any game between two commands
 * Copyright 2026 The Warpgate Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "wg-i18n.h"
#include "wg-invariants.h"
#include "wg-refuse.h"
#include "wg-turn.h"

/* The file format's bounds for the counted Action cards (docs/game-format.md,
 * "The app's extensions"): a game beyond them could not be saved
 * and read back. */
#define MAX_ACTION_CARDS 99

/* clang-format off */
G_DEFINE_QUARK (wg-game-error-quark, wg_game_error)
/* clang-format on */

gboolean
wg_game_refuse (GError    **error,
                const char *format,
                ...)
{
  va_list args;

  va_start (args, format);
  wg_refusev (error, WG_GAME_ERROR, WG_GAME_ERROR_INVARIANT, format, args);
  va_end (args);
  return FALSE;
}

/* A cell as a sentence names it: its location id, or its coordinates. */
static char *
cell_name (const WgGame *game,
           int           cell)
{
  const WgCell *c = wg_board_get_cell (game->board, cell);

  if (c->id != NULL)
    return g_strdup (c->id);
  return g_strdup_printf ("(%d, %d)", c->hex.q, c->hex.r);
}

static gboolean
is_foreign_warpgate (const WgGame *game,
                     int           cell,
                     int           player)
{
  const WgCell *c = wg_board_get_cell (game->board, cell);

  return c->kind == WG_HEX_WARPGATE && g_strcmp0 (c->color, game->players[player].color) != 0;
}

static gboolean
is_player (const WgGame *game,
           int           player)
{
  return player >= 0 && (guint) player < game->n_players;
}

static gboolean
check_turn (const WgGame *game,
            GError      **error)
{
  if (game->n_players < 1 || game->n_players > WG_MAX_PLAYERS)
    return wg_game_refuse (error, _ ("a game has 1–%d players, not %u"), WG_MAX_PLAYERS, game->n_players);
  if (game->round < 1)
    return wg_game_refuse (error, _ ("round %d: rounds are counted from 1"), game->round);
  if (!wg_turn_slot_is_valid (game->turn))
    return wg_game_refuse (error, _ ("turn %d: the turn slots are 1–%d"), game->turn, WG_TURN_SLOT_LAST);
  if (!is_player (game, game->first_player))
    return wg_game_refuse (error, _ ("the first player (%d) is not one of the %u players"),
                           game->first_player, game->n_players);
  if (!is_player (game, game->active))
    return wg_game_refuse (error, _ ("the active player (%d) is not one of the %u players"),
                           game->active, game->n_players);
  return TRUE;
}

/* One Action card count of a tracked player: 0…max. */
static gboolean
check_action_count (const WgGame *game,
                    int           player,
                    int           count,
                    int           max,
                    const char   *where,
                    GError      **error)
{
  const char *color = game->players[player].color;

  if (count < 0)
    return wg_game_refuse (error, _ ("%s has %d Action cards %s"), color, count, where);
  if (count > max)
    return wg_game_refuse (error, _ ("%s has %d Action cards %s; at most %d can be there"), color, count,
                           where, max);
  return TRUE;
}

static gboolean
check_player (const WgGame *game,
              int           i,
              GError      **error)
{
  const WgPlayer *p = &game->players[i];

  if (p->ships_total < 0 || p->ships_total > WG_MAX_SHIPS)
    return wg_game_refuse (error, _ ("%s owns %d ships; a player owns 0–%d"), p->color, p->ships_total,
                           WG_MAX_SHIPS);
  if (p->markers_total < 0 || p->markers_total > WG_MAX_MARKERS)
    return wg_game_refuse (error, _ ("%s owns %d markers; a player owns 0–%d"), p->color,
                           p->markers_total, WG_MAX_MARKERS);
  if (p->trade_goods_unspent < 0 || p->trade_goods_spent < 0)
    return wg_game_refuse (error, _ ("%s has %d unspent and %d spent Trade Goods; neither can be "
                                     "negative"),
                           p->color, p->trade_goods_unspent, p->trade_goods_spent);
  if (p->exploration_tokens < 0)
    return wg_game_refuse (error, _ ("%s has %d Exploration tokens"), p->color, p->exploration_tokens);
  if (p->ai != (i == game->ai.player))
    return wg_game_refuse (error,
                           p->ai ? _ ("%s is marked as the AI but the game’s AI is another player")
                                 : _ ("%s is the game’s AI but not marked as the AI"),
                           p->color);
  /* The format keeps the AI's Tactics in ai.tactics (docs/game-format.md). */
  if (p->ai && p->tactics != NULL && p->tactics->len > 0)
    return wg_game_refuse (error, _ ("%s is the AI: its Tactics cards are kept in the AI’s own deck"),
                           p->color);
  if (!p->actions_tracked)
    return TRUE;
  return check_action_count (game, i, p->action_deck, MAX_ACTION_CARDS, _ ("in the deck"), error)
         && check_action_count (game, i, p->action_hand, MAX_ACTION_CARDS, _ ("in hand"), error)
         && check_action_count (game, i, p->action_played, WG_N_TURN_SLOTS,
                                _ ("on the faction board"), error)
         && check_action_count (game, i, p->action_discard, MAX_ACTION_CARDS,
                                _ ("in the discard"), error);
}

static gboolean
check_pools (const WgGame *game,
             GError      **error)
{
  if (game->trade_goods < 0)
    return wg_game_refuse (error, _ ("%d Trade Goods are available; the count cannot be negative"),
                           game->trade_goods);
  /* R-DECK-3: a pile of known cards in unknown order lists its cards; only
   * the Promotion deck is ever reshuffled. */
  if ((game->promotion_deck.unordered && !game->promotion_deck.known)
      || game->technology_deck.unordered || game->objective_deck.unordered)
    return wg_game_refuse (error, _ ("a deck of unknown order must list its cards, and only the "
                                     "Promotion deck can be one (R-DECK-3)"));
  if (game->ai.player == WG_NO_PLAYER)
    return TRUE;
  if (!is_player (game, game->ai.player))
    return wg_game_refuse (error, _ ("the AI (%d) is not one of the %u players"), game->ai.player,
                           game->n_players);
  if (game->ai.played->len > WG_N_TURN_SLOTS)
    return wg_game_refuse (error, _ ("the AI has played %u cards this round; it has %d slots"),
                           game->ai.played->len, WG_N_TURN_SLOTS);
  return TRUE;
}

/* Ships at one cell: an owner ⇔ 1–12 ships, only at locations, never on
 * another colour's warpgate (R-MOVE-1, R-MOVE-3, R-MOVE-11). */
static gboolean
check_ships_at (const WgGame *game,
                int           cell,
                GError      **error)
{
  const WgStack   *s = &game->stacks[cell];
  g_autofree char *name = NULL;

  /* Most cells are empty: the name is made only for a cell with ships,
   * which may need a sentence (naming every cell cost a printf per hex on
   * every check, half of a step's time in the soak). */
  if (s->ship_owner == WG_NO_PLAYER && s->ships == 0)
    return TRUE;
  name = cell_name (game, cell);
  if (s->ship_owner == WG_NO_PLAYER)
    return wg_game_refuse (error, _ ("%s holds %d ships that belong to no player"), name, s->ships);
  if (!is_player (game, s->ship_owner))
    return wg_game_refuse (error, _ ("%s holds ships of player %d, who does not exist"), name,
                           s->ship_owner);
  if (s->ships < 1 || s->ships > WG_MAX_SHIPS)
    return wg_game_refuse (error, _ ("%s holds %d %s ships; a location holds 1–%d ships of its owner"),
                           name, s->ships, game->players[s->ship_owner].color, WG_MAX_SHIPS);
  if (!wg_board_is_location (game->board, cell))
    return wg_game_refuse (error, _ ("%s has ships on %s, an empty hex: ships stand on planets and "
                                     "warpgates (R-MOVE-1)"),
                           game->players[s->ship_owner].color, name);
  if (is_foreign_warpgate (game, cell, s->ship_owner))
    return wg_game_refuse (error, _ ("%s has ships on %s, another player’s warpgate (R-MOVE-3)"),
                           game->players[s->ship_owner].color, name);
  return TRUE;
}

/* A marker at one cell: a player's, on a planet, Outpost or Colony side. */
static gboolean
check_marker_at (const WgGame *game,
                 int           cell,
                 GError      **error)
{
  const WgStack   *s = &game->stacks[cell];
  g_autofree char *name = NULL;

  if (s->marker_owner == WG_NO_PLAYER)
    return TRUE;
  name = cell_name (game, cell);
  if (!is_player (game, s->marker_owner))
    return wg_game_refuse (error, _ ("%s holds a marker of player %d, who does not exist"), name,
                           s->marker_owner);
  if (wg_board_get_cell (game->board, cell)->kind != WG_HEX_PLANET)
    return wg_game_refuse (error, _ ("%s has a marker on %s: markers go on planets only (R-CTRL-1)"),
                           game->players[s->marker_owner].color, name);
  if (s->marker_side != WG_MARKER_OUTPOST && s->marker_side != WG_MARKER_COLONY)
    return wg_game_refuse (error, _ ("the marker on %s is neither an Outpost nor a Colony"), name);
  return TRUE;
}

static gboolean
check_board (const WgGame *game,
             GError      **error)
{
  guint n_cells = wg_board_get_n_cells (game->board);

  for (guint cell = 0; cell < n_cells; cell++)
    if (!check_ships_at (game, (int) cell, error) || !check_marker_at (game, (int) cell, error))
      return FALSE;
  for (guint i = 0; i < game->n_players; i++)
    {
      const WgPlayer *p = &game->players[i];
      int             ships = wg_game_ships_on_board (game, (int) i);
      int             markers = wg_game_markers_on_board (game, (int) i);

      if (ships > p->ships_total)
        return wg_game_refuse (error, _ ("%s has %d ships on the board but owns %d"), p->color, ships,
                               p->ships_total);
      if (markers > p->markers_total)
        return wg_game_refuse (error, _ ("%s has %d markers on the board but owns %d"), p->color,
                               markers, p->markers_total);
    }
  return TRUE;
}

/* Drones: off the board or on a location, never on another colour's
 * warpgate (R-MOVE-3); the AI has none (R-AI-10). */
static gboolean
check_drones (const WgGame *game,
              GError      **error)
{
  guint n_cells = wg_board_get_n_cells (game->board);

  for (guint i = 0; i < game->n_players; i++)
    {
      int              cell = game->drones[i];
      const char      *color = game->players[i].color;
      g_autofree char *name = NULL;

      if (cell == -1)
        continue;
      if (cell < 0 || (guint) cell >= n_cells)
        return wg_game_refuse (error, _ ("%s’s Research Drone is on cell %d, which is not on the board"),
                               color, cell);
      if ((int) i == game->ai.player)
        return wg_game_refuse (error, _ ("%s is the AI and has no Research Drone (R-AI-10)"), color);
      name = cell_name (game, cell);
      if (!wg_board_is_location (game->board, cell))
        return wg_game_refuse (error, _ ("%s’s Research Drone is on %s, an empty hex: it stands on "
                                         "planets and warpgates"),
                               color, name);
      if (is_foreign_warpgate (game, cell, (int) i))
        return wg_game_refuse (error, _ ("%s’s Research Drone is on %s, another player’s warpgate "
                                         "(R-MOVE-3)"),
                               color, name);
    }
  return TRUE;
}

/* The Exploration variant (docs/game-format.md): 0–2 tokens on planets
 * only, the box never negative, voided planets hold no marker (R-EXP-6), an
 * added trade icon only beside a planet without a printed one. */
static gboolean
check_exploration (const WgGame *game,
                   GError      **error)
{
  if (game->explore_box < 0)
    return wg_game_refuse (error, _ ("the box holds %d discovery tokens"), game->explore_box);
  for (guint i = 0; i < wg_board_get_n_cells (game->board); i++)
    {
      const WgStack   *s = &game->stacks[i];
      const WgCell    *c = wg_board_get_cell (game->board, (int) i);
      g_autofree char *name = NULL;

      if (s->tokens == 0 && s->explore == 0)
        continue;
      name = cell_name (game, (int) i);
      if (c->kind != WG_HEX_PLANET)
        return wg_game_refuse (error, _ ("%s is not a planet and cannot hold discovery tokens"), name);
      if (s->tokens > WG_MAX_TOKENS_AT)
        return wg_game_refuse (error, _ ("%s holds %d discovery tokens; a planet holds at most %d"), name,
                               s->tokens, WG_MAX_TOKENS_AT);
      if ((s->explore & WG_EXPLORE_VOIDED) && s->marker_owner != WG_NO_PLAYER)
        return wg_game_refuse (error, _ ("%s is voided and holds a marker (R-EXP-6)"), name);
      if ((s->explore & WG_EXPLORE_TRADE_ICON) && c->trade)
        return wg_game_refuse (error, _ ("%s has a printed trade icon and an added one"), name);
    }
  return TRUE;
}

/*
 * The invariants of docs/game-format.md, checked on a game in memory:
 *  1. 1–6 players; round ≥ 1; turn slot 1–4; the first and the active
 *     player are players;
 *  2. pools: available Trade Goods not negative; the AI is a player and has
 *     played at most 4 cards (R-AI-1);
 *  3. per player: 0–12 ships and markers owned; Trade Goods and Exploration
 *     tokens not negative; the "ai" flag only on the game's AI; tracked
 *     Action cards 0–99 in deck, hand and discard and 0–4 played;
 *  4. per cell: a ship owner ⇔ 1–12 ships (R-MOVE-11), ships only on
 *     locations (R-MOVE-1) and never on another colour's warpgate
 *     (R-MOVE-3); markers only on planets, Outpost or Colony side;
 *     per player, ships ≤ ships_total and markers ≤ markers_total;
 *  5. drones on locations, not on another colour's warpgate (R-MOVE-3), no
 *     AI drone (R-AI-10);
 *  6. the Exploration variant: 0–2 tokens, on planets only; the box not
 *     negative; no marker on a voided planet (R-EXP-6); no added trade icon
 *     beside a printed one.
 * Not checked: what the file format makes impossible to express (two
 * owners at one location, two markers on a planet, a second drone) and
 * anything about whose turn it should be or how cards got where they are.
 * Deck sizes are unsigned, so never negative.
 */
gboolean
wg_game_check (const WgGame *game,
               GError      **error)
{
  g_return_val_if_fail (game != NULL, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  if (!check_turn (game, error) || !check_pools (game, error))
    return FALSE;
  for (guint i = 0; i < game->n_players; i++)
    if (!check_player (game, (int) i, error))
      return FALSE;
  return check_board (game, error) && check_drones (game, error)
         && check_exploration (game, error);
}
