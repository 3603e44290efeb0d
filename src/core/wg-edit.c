/* wg-edit.c — entering the table by hand: pieces, Trade Goods, the turn
 * Copyright 2026 The Warpgate Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "wg-edit-private.h"
#include "wg-turn.h"

WgGame *
wg_edit_commit (WgGame  *next,
                char    *sentence,
                char   **description,
                GError **error)
{
  g_autoptr (WgGame) game = next;
  g_autofree char *text = sentence;

  if (!wg_game_check (game, error))
    return NULL;
  if (description != NULL)
    *description = g_steal_pointer (&text);
  return g_steal_pointer (&game);
}

gboolean
wg_edit_check_player (const WgGame *game,
                      int           player,
                      GError      **error)
{
  if (player >= 0 && (guint) player < game->n_players)
    return TRUE;
  return wg_game_refuse (error, _ ("there is no player %d: the players are numbered 0–%u"), player,
                         game->n_players - 1);
}

gboolean
wg_edit_check_holder (const WgGame *game,
                      int           player,
                      GError      **error)
{
  return player == WG_NO_PLAYER || wg_edit_check_player (game, player, error);
}

gboolean
wg_edit_check_count (int         count,
                     int         max,
                     const char *what,
                     GError    **error)
{
  if (count < 0)
    return wg_game_refuse (error, _ ("%s: %d — a count cannot be negative"), what, count);
  if (count > max)
    return wg_game_refuse (error, _ ("%s: %d — at most %d"), what, count, max);
  return TRUE;
}

static const char *
label (const WgGame *game,
       int           player)
{
  return wg_game_player_label (game, player);
}

/* A cell as a sentence names it: its location id, a Warpgate by its
 * colour ("the blue Warpgate", never "gate-blue": issue 31), or its
 * coordinates. */
static char *
cell_name (const WgGame *game,
           int           cell)
{
  const WgCell *c = wg_board_get_cell (game->board, cell);

  if (c->kind == WG_HEX_WARPGATE && c->color != NULL)
    return g_strdup (wg_game_place_name (game, cell));
  return c->id != NULL ? g_strdup (c->id) : g_strdup_printf ("(%d, %d)", c->hex.q, c->hex.r);
}

static gboolean
check_cell (const WgGame *game,
            int           cell,
            GError      **error)
{
  if (cell >= 0 && (guint) cell < wg_board_get_n_cells (game->board))
    return TRUE;
  return wg_game_refuse (error, _ ("cell %d is not on the board"), cell);
}

/* Pieces stand on planets and Warpgates (R-MOVE-1). */
static gboolean
check_location (const WgGame *game,
                int           cell,
                GError      **error)
{
  g_autofree char *name = NULL;

  if (!check_cell (game, cell, error))
    return FALSE;
  if (wg_board_is_location (game->board, cell))
    return TRUE;
  name = cell_name (game, cell);
  return wg_game_refuse (error, _ ("%s is an empty hex: pieces stand on planets and Warpgates "
                                   "(R-MOVE-1)"),
                         name);
}

/* R-MOVE-3, and with @ships R-MOVE-11: may @player's pieces stand on @cell? */
static gboolean
check_may_stand (const WgGame *game,
                 int           cell,
                 int           player,
                 gboolean      ships,
                 GError      **error)
{
  const WgCell    *c = wg_board_get_cell (game->board, cell);
  const WgStack   *s = &game->stacks[cell];
  g_autofree char *name = cell_name (game, cell);

  /* A Warpgate is named by its colour, not its id (issue 31). */
  if (c->kind == WG_HEX_WARPGATE && g_strcmp0 (c->color, game->players[player].color) != 0)
    {
      int owner = wg_game_find_player (game, c->color);

      return wg_game_refuse (error,
                             _ ("%s belongs to %s: no ships or drone on another player’s "
                                "Warpgate (R-MOVE-3)"),
                             name,
                             owner != WG_NO_PLAYER ? label (game, owner)
                                                   : wg_color_display_name (c->color));
    }
  if (ships && s->ship_owner != WG_NO_PLAYER && s->ship_owner != player)
    return wg_game_refuse (error, _ ("%s holds %s’s ships: a location holds the ships of one "
                                     "player (R-MOVE-11)"),
                           name, label (game, s->ship_owner));
  return TRUE;
}

/* No more ships on the board than the player owns, counting the others. */
static gboolean
check_fleet (const WgGame *game, int cell, int player, int count, GError **error)
{
  int              owned = game->players[player].ships_total;
  int              elsewhere = wg_game_ships_on_board (game, player) - wg_game_ships_at (game, cell, player);
  g_autofree char *name = NULL;

  if (count <= owned - elsewhere)
    return TRUE;
  name = cell_name (game, cell);
  return wg_game_refuse (error, _ ("%s owns %d ships and %d are elsewhere on the board: at most %d "
                                   "can stand on %s"),
                         label (game, player), owned, elsewhere,
                         MAX (owned - elsewhere, 0), name);
}

static void
put_ships (WgGame *game,
           int     cell,
           int     player,
           int     count)
{
  game->stacks[cell].ship_owner = (gint8) (count > 0 ? player : WG_NO_PLAYER);
  game->stacks[cell].ships = (guint8) count;
}

static char *
ships_sentence (const WgGame *game,
                int           player,
                int           cell,
                int           count)
{
  g_autofree char *name = cell_name (game, cell);

  if (count == 0)
    return g_strdup_printf (_ ("%s: no ships on %s"), label (game, player), name);
  return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%s: %d ship on %s", "%s: %d ships on %s",
                                       (gulong) count),
                          label (game, player), count, name);
}

/*
 * Ships on one location:
 *  1. a player's ships on a planet or Warpgate (R-MOVE-1), 0 removing them;
 *  2. never on another player's Warpgate (R-MOVE-3), never where another
 *     player's ships are (R-MOVE-11);
 *  3. no more than the player owns, the ships elsewhere on the board counted.
 * Not checked: how the ships got there (this is no move). Setting 0 where
 * only another player's ships are leaves theirs alone.
 */
WgGame *
wg_edit_set_ships (const WgGame *game,
                   int           cell,
                   int           player,
                   int           count,
                   char        **description,
                   GError      **error)
{
  WgGame *next;

  g_return_val_if_fail (game != NULL, NULL);
  if (!wg_edit_check_player (game, player, error) || !check_location (game, cell, error)
      || !wg_edit_check_count (count, WG_MAX_SHIPS, _ ("ships"), error)
      || (count > 0 && !check_may_stand (game, cell, player, TRUE, error))
      || !check_fleet (game, cell, player, count, error))
    return NULL;
  next = wg_game_copy (game);
  if (count > 0 || wg_game_ships_at (game, cell, player) > 0)
    put_ships (next, cell, player, count);
  return wg_edit_commit (next, ships_sentence (game, player, cell, count), description, error);
}

static gboolean
check_move (const WgGame *game,
            int           player,
            int           from,
            int           to,
            int           count,
            GError      **error)
{
  int              there;
  g_autofree char *from_name = NULL;

  if (!wg_edit_check_player (game, player, error) || !check_location (game, from, error)
      || !check_location (game, to, error))
    return FALSE;
  from_name = cell_name (game, from);
  there = wg_game_ships_at (game, from, player);
  if (from == to)
    return wg_game_refuse (error, _ ("from %s to %s: ships move to another location"), from_name,
                           from_name);
  if (count < 1 || count > there)
    return wg_game_refuse (error, _ ("%s has %d ships on %s: %d cannot move from there"),
                           label (game, player), there, from_name, count);
  return check_may_stand (game, to, player, TRUE, error);
}

/*
 * Dragging ships:
 *  1. 1 or more of the player's ships, no more than stand there, from one
 *     location to another;
 *  2. the destination as in set_ships: R-MOVE-1, R-MOVE-3, R-MOVE-11.
 * Not checked: range, attacks and every other rule of movement.
 */
WgGame *
wg_edit_move_ships (const WgGame *game,
                    int           player,
                    int           from,
                    int           to,
                    int           count,
                    char        **description,
                    GError      **error)
{
  WgGame          *next;
  g_autofree char *from_name = NULL, *to_name = NULL;

  g_return_val_if_fail (game != NULL, NULL);
  if (!check_move (game, player, from, to, count, error))
    return NULL;
  next = wg_game_copy (game);
  put_ships (next, from, player, wg_game_ships_at (game, from, player) - count);
  put_ships (next, to, player, wg_game_ships_at (game, to, player) + count);
  from_name = cell_name (game, from);
  to_name = cell_name (game, to);
  return wg_edit_commit (next,
                         g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                                       "%s: %d ship from %s to %s",
                                                       "%s: %d ships from %s to %s",
                                                       (gulong) count),
                                          label (game, player), count, from_name, to_name),
                         description, error);
}

static const char *
side_name (WgMarkerSide side)
{
  return side == WG_MARKER_COLONY ? _ ("Colony") : _ ("Outpost");
}

/* The sentence of a marker edit, from the marker there before. */
static char *
marker_sentence (const WgGame *game,
                 int           planet,
                 int           player,
                 WgMarkerSide  side)
{
  const WgStack   *s = &game->stacks[planet];
  WgMarkerSide     before = (WgMarkerSide) s->marker_side;
  g_autofree char *name = cell_name (game, planet);

  if (player == WG_NO_PLAYER && s->marker_owner == WG_NO_PLAYER)
    return g_strdup_printf (_ ("No marker on %s"), name);
  if (player == WG_NO_PLAYER)
    return g_strdup_printf (_ ("%s’s %s on %s removed"), label (game, s->marker_owner),
                            side_name (before), name);
  if (s->marker_owner == player && before != side)
    return g_strdup_printf (_ ("%s’s %s on %s flipped to a %s"), label (game, player),
                            side_name (before), name, side_name (side));
  if (s->marker_owner != WG_NO_PLAYER && s->marker_owner != player)
    return g_strdup_printf (_ ("%s’s %s on %s, replacing %s’s %s"), label (game, player),
                            side_name (side), name, label (game, s->marker_owner),
                            side_name (before));
  return g_strdup_printf (_ ("%s’s %s on %s"), label (game, player), side_name (side), name);
}

static gboolean
check_marker (const WgGame *game,
              int           planet,
              int           player,
              WgMarkerSide  side,
              GError      **error)
{
  g_autofree char *name = NULL;

  if (!wg_edit_check_holder (game, player, error) || !check_cell (game, planet, error))
    return FALSE;
  name = cell_name (game, planet);
  if (wg_board_get_cell (game->board, planet)->kind != WG_HEX_PLANET)
    return wg_game_refuse (error, _ ("%s is not a planet: markers go on planets only (R-CTRL-1)"),
                           name);
  if (player == WG_NO_PLAYER)
    return TRUE;
  if (side != WG_MARKER_OUTPOST && side != WG_MARKER_COLONY)
    return wg_game_refuse (error, _ ("a marker shows an Outpost or a Colony"));
  if (game->stacks[planet].marker_owner != player
      && wg_game_markers_on_board (game, player) >= game->players[player].markers_total)
    return wg_game_refuse (error, _ ("%s has no marker left in their supply (they own %d)"),
                           label (game, player), game->players[player].markers_total);
  return TRUE;
}

/*
 * An Outpost or Colony marker:
 *  1. on planets only, never on Warpgates or empty hexes (R-CTRL-1);
 *  2. one marker per planet: a player's marker replaces another's, which
 *     goes back to its owner's supply;
 *  3. no more markers on the board than the player owns.
 * Not checked: sectors (a Colony needs no complete sector here) or ships.
 */
WgGame *
wg_edit_set_marker (const WgGame *game,
                    int           planet,
                    int           player,
                    WgMarkerSide  side,
                    char        **description,
                    GError      **error)
{
  WgGame *next;

  g_return_val_if_fail (game != NULL, NULL);
  if (!check_marker (game, planet, player, side, error))
    return NULL;
  next = wg_game_copy (game);
  next->stacks[planet].marker_owner = (gint8) player;
  next->stacks[planet].marker_side = (guint8) (player == WG_NO_PLAYER ? 0 : side);
  return wg_edit_commit (next, marker_sentence (game, planet, player, side), description, error);
}

/*
 * A Research Drone:
 *  1. on a planet or Warpgate (R-MOVE-1), or off the board (-1);
 *  2. never on another player's Warpgate (R-MOVE-3);
 *  3. the AI has none (R-AI-10).
 * Not checked: enemy ships where it stands (a drone may stay among them).
 */
WgGame *
wg_edit_set_drone (const WgGame *game,
                   int           player,
                   int           cell,
                   char        **description,
                   GError      **error)
{
  WgGame          *next;
  g_autofree char *name = NULL;

  g_return_val_if_fail (game != NULL, NULL);
  if (!wg_edit_check_player (game, player, error))
    return NULL;
  if (player == game->ai.player)
    {
      wg_game_refuse (error, _ ("the AI (%s) has no Research Drone (R-AI-10)"),
                      label (game, player));
      return NULL;
    }
  if (cell != -1
      && (!check_location (game, cell, error)
          || !check_may_stand (game, cell, player, FALSE, error)))
    return NULL;
  next = wg_game_copy (game);
  next->drones[player] = cell;
  if (cell == -1)
    return wg_edit_commit (
      next, g_strdup_printf (_ ("%s’s Research Drone off the board"), label (game, player)),
      description, error);
  name = cell_name (game, cell);
  return wg_edit_commit (
    next, g_strdup_printf (_ ("%s’s Research Drone on %s"), label (game, player), name),
    description, error);
}

WgGame *
wg_edit_set_trade_goods (const WgGame *game,
                         int           player,
                         int           unspent,
                         int           spent,
                         char        **description,
                         GError      **error)
{
  WgGame *next;

  g_return_val_if_fail (game != NULL, NULL);
  if (!wg_edit_check_player (game, player, error)
      || !wg_edit_check_count (unspent, WG_EDIT_MAX_COUNT, _ ("unspent Trade Goods"), error)
      || !wg_edit_check_count (spent, WG_EDIT_MAX_COUNT, _ ("spent Trade Goods"), error))
    return NULL;
  next = wg_game_copy (game);
  next->players[player].trade_goods_unspent = unspent;
  next->players[player].trade_goods_spent = spent;
  return wg_edit_commit (next,
                         g_strdup_printf (_ ("%s: Trade Goods %d unspent, %d spent"),
                                          label (game, player), unspent, spent),
                         description, error);
}

WgGame *
wg_edit_set_pool_trade_goods (const WgGame *game,
                              int           count,
                              char        **description,
                              GError      **error)
{
  WgGame *next;

  g_return_val_if_fail (game != NULL, NULL);
  if (!wg_edit_check_count (count, WG_EDIT_MAX_COUNT, _ ("Trade Goods in the pool"), error))
    return NULL;
  next = wg_game_copy (game);
  next->trade_goods = count;
  return wg_edit_commit (next, g_strdup_printf (_ ("Trade Goods in the pool: %d"), count),
                         description, error);
}

static gboolean
check_turn (const WgGame *game,
            int           round,
            int           turn,
            int           first_player,
            int           active,
            GError      **error)
{
  if (round != -1 && (round < 1 || round > WG_EDIT_MAX_COUNT))
    return wg_game_refuse (error, _ ("round %d: rounds are counted from 1 to %d"), round,
                           WG_EDIT_MAX_COUNT);
  if (turn != -1 && !wg_turn_slot_is_valid (turn))
    return wg_game_refuse (error, _ ("turn %d: the turn slots are 1X–%dX"), turn,
                           WG_TURN_SLOT_LAST);
  if ((first_player != -1 && !wg_edit_check_player (game, first_player, error))
      || (active != -1 && !wg_edit_check_player (game, active, error)))
    return FALSE;
  if (first_player != -1 && first_player == game->ai.player)
    return wg_game_refuse (error, _ ("the AI (%s) never holds the first player marker: in a solo "
                                     "game the human keeps it (R-ROUND-1)"),
                           label (game, first_player));
  return TRUE;
}

/*
 * The turn:
 *  1. round ≥ 1, slot 1X–4X, first and active player among the players
 *     (-1 keeps each value);
 *  2. in a solo game the first player is the human (R-ROUND-1).
 * Not checked: that the active player's turn agrees with the cards played,
 * nor the final round and game over marks, which stay as they were.
 */
WgGame *
wg_edit_set_turn (const WgGame *game,
                  int           round,
                  int           turn,
                  int           first_player,
                  int           active,
                  char        **description,
                  GError      **error)
{
  WgGame *next;

  g_return_val_if_fail (game != NULL, NULL);
  if (!check_turn (game, round, turn, first_player, active, error))
    return NULL;
  next = wg_game_copy (game);
  next->round = round != -1 ? round : game->round;
  next->turn = turn != -1 ? turn : game->turn;
  next->first_player = first_player != -1 ? first_player : game->first_player;
  next->active = active != -1 ? active : game->active;
  return wg_edit_commit (next,
                         g_strdup_printf (_ ("Round %d, turn %dX: %s first, %s to play"),
                                          next->round, next->turn,
                                          label (next, next->first_player),
                                          label (next, next->active)),
                         description, error);
}

/* The house rule R-RANGE-3. */
WgGame *
wg_edit_set_warpgates_block (const WgGame *game,
                             gboolean      block,
                             char        **description,
                             GError      **error)
{
  WgGame *next;

  g_return_val_if_fail (game != NULL, NULL);
  next = wg_game_copy (game);
  next->warpgates_block = block;
  return wg_edit_commit (next,
                         g_strdup (block ? _ ("Warpgates block paths (R-RANGE-3)")
                                         : _ ("Paths may cross Warpgates (house rule, "
                                              "R-RANGE-3)")),
                         description, error);
}

WgGame *
wg_edit_set_name (const WgGame *game,
                  const char   *name,
                  char        **description,
                  GError      **error)
{
  WgGame *next;

  g_return_val_if_fail (game != NULL, NULL);
  if (name != NULL && !wg_game_name_is_valid (name))
    {
      g_set_error (error, WG_GAME_ERROR, WG_GAME_ERROR_INVARIANT,
                   _ ("the game’s name must be 1–%d characters, not only spaces, with no "
                      "control characters"),
                   WG_GAME_NAME_MAX_CHARS);
      return NULL;
    }
  if (g_strcmp0 (name, wg_game_get_name (game)) == 0)
    {
      g_set_error_literal (error, WG_GAME_ERROR, WG_GAME_ERROR_INVARIANT,
                           _ ("the game already has that name"));
      return NULL;
    }
  next = wg_game_copy (game);
  wg_game_set_name (next, name);
  return wg_edit_commit (next,
                         name != NULL ? g_strdup_printf (_ ("Name the game “%s”"), name)
                                      : g_strdup (_ ("Remove the game’s name")),
                         description, error);
}
