/* wg-new-game-model-boards.c — the New Game dialog's boards: where they come from, their colours
 * Copyright 2026 The Warpgate Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>
#include <string.h>

#include "wg-json.h"
#include "wg-game-json.h"
#include "wg-new-game-model-private.h"
#include "wg-tile-json.h"

/* ---- Boards ---- */

/* Whether one of the first @n_seats seats, or (@ai, in solo) the
 * Gatekeepers, has @color. */
static gboolean
color_taken (WgNewGameModel *self,
             const char     *color,
             guint           n_seats,
             gboolean        ai)
{
  for (guint i = 0; i < n_seats; i++)
    if (g_strcmp0 (self->seats[i].color, color) == 0)
      return TRUE;
  return ai && self->n_players == 1 && g_strcmp0 (self->ai_color, color) == 0;
}

static gboolean
on_board (WgNewGameModel *self,
          const char     *color)
{
  return color != NULL && g_strv_contains ((const char *const *) self->colors, color);
}

/* Seats keep a colour of the board; the others (and the Gatekeepers) take
 * the first ones no seat has, in board order. */
void
wg_new_game_model_assign_colors (WgNewGameModel *self)
{
  for (guint i = 0; i < WG_MAX_PLAYERS; i++)
    if (i >= self->n_players || !on_board (self, self->seats[i].color)
        || color_taken (self, self->seats[i].color, i, FALSE))
      g_clear_pointer (&self->seats[i].color, g_free);
  if (self->n_players != 1 || !on_board (self, self->ai_color)
      || color_taken (self, self->ai_color, 1, FALSE))
    g_clear_pointer (&self->ai_color, g_free);
  for (guint i = 0; i < self->n_players; i++)
    for (guint c = 0; self->seats[i].color == NULL && self->colors[c] != NULL; c++)
      if (!color_taken (self, self->colors[c], self->n_players, TRUE))
        self->seats[i].color = g_strdup (self->colors[c]);
  for (guint c = 0; self->n_players == 1 && self->ai_color == NULL && self->colors[c] != NULL; c++)
    if (!color_taken (self, self->colors[c], 1, FALSE))
      self->ai_color = g_strdup (self->colors[c]);
}

static void
find_colors (WgNewGameModel *self)
{
  const WgBoard *board = wg_new_game_model_chosen_board (self);
  GStrvBuilder  *builder = g_strv_builder_new ();

  for (guint l = 0; board != NULL && l < wg_board_get_n_locations (board); l++)
    {
      const WgCell *c = wg_board_get_cell (board, wg_board_get_location (board, l));

      if (c->kind == WG_HEX_WARPGATE)
        g_strv_builder_add (builder, c->color);
    }
  g_strfreev (self->colors);
  self->colors = g_strv_builder_end (builder);
  g_strv_builder_unref (builder);
}

guint
wg_new_game_model_add_board_for (WgNewGameModel *self,
                                 const char     *label,
                                 WgBoard        *board,
                                 guint           players)
{
  Board b;

  g_return_val_if_fail (WG_IS_NEW_GAME_MODEL (self), 0);
  g_return_val_if_fail (label != NULL && board != NULL, 0);

  b.label = g_strdup (label);
  b.board = wg_board_ref (board);
  b.players = players;
  g_array_append_val (self->boards, b);
  if (self->boards->len == 1)
    wg_new_game_model_set_board (self, 0);
  return self->boards->len - 1;
}

guint
wg_new_game_model_add_board (WgNewGameModel *self,
                             const char     *label,
                             WgBoard        *board)
{
  return wg_new_game_model_add_board_for (self, label, board, 0);
}

static gboolean
add_game_data (WgNewGameModel *self,
               const char     *label,
               const char     *data,
               gsize           length,
               GError        **error)
{
  g_autoptr (WgGame) game = wg_game_load_from_data (data, length, error);

  if (game == NULL)
    return FALSE;
  wg_new_game_model_add_board_for (self,
                                   label != NULL ? label : wg_board_get_name (game->board),
                                   game->board, wg_game_is_solo (game) ? 1 : game->n_players);
  return TRUE;
}

gboolean
wg_new_game_model_add_resource (WgNewGameModel *self,
                                const char     *label,
                                const char     *resource_path,
                                GError        **error)
{
  g_autoptr (GBytes) bytes = NULL;
  gsize       length;
  const char *data;

  g_return_val_if_fail (WG_IS_NEW_GAME_MODEL (self), FALSE);

  bytes = g_resources_lookup_data (resource_path, G_RESOURCE_LOOKUP_FLAGS_NONE, error);
  if (bytes == NULL)
    return FALSE;
  data = g_bytes_get_data (bytes, &length);
  return add_game_data (self, label, data, length, error);
}

/* Every layout of a tile library, composed, and every board it keeps. */
static gboolean
add_tile_data (WgNewGameModel *self,
               const char     *data,
               gsize           length,
               GError        **error)
{
  g_autoptr (WgTileLibrary) library = wg_tile_library_load_from_data (data, length, error);
  g_autoptr (GPtrArray) boards = g_ptr_array_new_with_free_func ((GDestroyNotify) wg_board_unref);

  if (library == NULL)
    return FALSE;
  for (guint i = 0; i < wg_tile_library_get_n_layouts (library); i++)
    {
      WgBoard *board = wg_tile_compose (library, wg_tile_library_get_layout (library, i), error);

      if (board == NULL)
        return FALSE;
      g_ptr_array_add (boards, board);
    }
  for (guint i = 0; i < wg_tile_library_get_n_boards (library); i++)
    g_ptr_array_add (boards, wg_board_ref (wg_tile_library_get_board (library, i)->board));
  if (boards->len == 0)
    {
      g_set_error_literal (error, WG_FILE_ERROR, WG_FILE_ERROR_INVALID,
                           _ ("The tile file has no layout and no board to play on"));
      return FALSE;
    }
  for (guint i = 0; i < boards->len; i++)
    {
      WgBoard *board = g_ptr_array_index (boards, i);

      wg_new_game_model_add_board (self, wg_board_get_name (board), board);
    }
  return TRUE;
}

gboolean
wg_new_game_model_add_file (WgNewGameModel *self,
                            GFile          *file,
                            guint          *first,
                            GError        **error)
{
  g_autofree char *data = NULL;
  gsize            length;
  guint            before;

  g_return_val_if_fail (WG_IS_NEW_GAME_MODEL (self), FALSE);
  g_return_val_if_fail (G_IS_FILE (file), FALSE);

  /* At most 4 MiB, from any location (wg_json_read_gfile). */
  if ((data = wg_json_read_gfile (file, &length, error)) == NULL)
    return FALSE;
  before = self->boards->len;
  /* Both formats open with their name; a tile file says so. */
  if (g_strstr_len (data, MIN (length, 4096), "\"" WG_TILE_FORMAT_NAME "\"") != NULL)
    {
      if (!add_tile_data (self, data, length, error))
        return FALSE;
    }
  else if (!add_game_data (self, NULL, data, length, error))
    return FALSE;
  if (first != NULL)
    *first = before;
  return TRUE;
}

guint
wg_new_game_model_get_n_boards (WgNewGameModel *self)
{
  g_return_val_if_fail (WG_IS_NEW_GAME_MODEL (self), 0);
  return self->boards->len;
}

const char *
wg_new_game_model_get_board_label (WgNewGameModel *self,
                                   guint           index)
{
  g_return_val_if_fail (WG_IS_NEW_GAME_MODEL (self), NULL);
  g_return_val_if_fail (index < self->boards->len, NULL);
  return g_array_index (self->boards, Board, index).label;
}

/* A board is laid out for one player per Warpgate; a solo game takes a
 * board of two, the player's and the Gatekeepers' (the set-up refuses
 * any other: this only chooses what to offer first). */
static gboolean
fits (guint n_warpgates,
      guint n_players)
{
  return n_warpgates == n_players || (n_players == 1 && n_warpgates == 2);
}

gboolean
wg_new_game_model_board_fits (WgNewGameModel *self,
                              guint           index,
                              guint           n_players)
{
  g_return_val_if_fail (WG_IS_NEW_GAME_MODEL (self), FALSE);
  g_return_val_if_fail (index < self->boards->len, FALSE);
  return fits (wg_board_count_warpgates (g_array_index (self->boards, Board, index).board), n_players);
}

static void
set_note (WgNewGameModel *self,
          char           *note)
{
  g_free (self->note);
  self->note = note;
}

/* The board's own number of players, said (issue 31: it changed silently). */
static char *
players_note (const char *label,
              guint       n,
              guint       old)
{
  /* TRANSLATORS: said when choosing a board changes the number of players:
   * “Sample — 4 players” has a Warpgate for each of 4 players: the
   * number of players is now 4 (it was 3). */
  return g_strdup_printf (ngettext ("“%s” has a Warpgate for each of %u players: the number of "
                                    "players is now %u (it was %u).",
                                    "“%s” has a Warpgate for each of %u players: the number of "
                                    "players is now %u (it was %u).",
                                    n),
                          label, n, n, old);
}

void
wg_new_game_model_set_board (WgNewGameModel *self,
                             guint           index)
{
  guint n_colors;
  guint old = self->n_players;

  g_return_if_fail (WG_IS_NEW_GAME_MODEL (self));
  g_return_if_fail (index < self->boards->len);

  self->board = index;
  find_colors (self);
  set_note (self, NULL);
  /* A board for another number of players brings its number, and says
   * so; a board no number of players fits keeps it (the set-up says why). */
  n_colors = g_strv_length (self->colors);
  if (n_colors >= 1 && n_colors <= WG_MAX_PLAYERS && !fits (n_colors, self->n_players))
    {
      self->n_players = n_colors;
      set_note (self, players_note (wg_new_game_model_get_board_label (self, index), n_colors,
                                    old));
    }
  if (self->first_player >= self->n_players)
    self->first_player = 0;
  wg_new_game_model_assign_colors (self);
  wg_new_game_model_options_changed (self);
}

/* The first board laid out for @n players, else the first that fits them
 * (the solo sample's two Warpgates take 2 players too); -1 when none does. */
static int
first_board_for (WgNewGameModel *self,
                 guint           n)
{
  for (guint i = 0; i < self->boards->len; i++)
    if (g_array_index (self->boards, Board, i).players == n
        && wg_new_game_model_board_fits (self, i, n))
      return (int) i;
  for (guint i = 0; i < self->boards->len; i++)
    if (wg_new_game_model_board_fits (self, i, n))
      return (int) i;
  return -1;
}

/* Another number of players on a board laid out for another number: the
 * first board for it instead, said; none, the board stays and the set-up
 * says why it cannot start. */
void
wg_new_game_model_board_for_players (WgNewGameModel *self)
{
  int other;

  set_note (self, NULL);
  if (self->board >= self->boards->len
      || wg_new_game_model_board_fits (self, self->board, self->n_players)
      || (other = first_board_for (self, self->n_players)) < 0)
    return;
  /* TRANSLATORS: said when a new number of players changes the board: the
   * board chosen, the number of players, the new board */
  set_note (self, g_strdup_printf (ngettext ("“%s” is not laid out for %u player: the board is "
                                             "now “%s”.",
                                             "“%s” is not laid out for %u players: the board is "
                                             "now “%s”.",
                                             self->n_players),
                                   wg_new_game_model_get_board_label (self, self->board),
                                   self->n_players,
                                   wg_new_game_model_get_board_label (self, (guint) other)));
  self->board = (guint) other;
  find_colors (self);
}

const char *
wg_new_game_model_get_note (WgNewGameModel *self)
{
  g_return_val_if_fail (WG_IS_NEW_GAME_MODEL (self), NULL);
  return self->note;
}

guint
wg_new_game_model_get_board (WgNewGameModel *self)
{
  g_return_val_if_fail (WG_IS_NEW_GAME_MODEL (self), 0);
  return self->board;
}

const char *const *
wg_new_game_model_get_colors (WgNewGameModel *self)
{
  g_return_val_if_fail (WG_IS_NEW_GAME_MODEL (self), NULL);
  return (const char *const *) self->colors;
}

GStrv
wg_new_game_model_dup_color_names (WgNewGameModel *self)
{
  GStrvBuilder *builder = g_strv_builder_new ();
  GStrv         names;

  g_return_val_if_fail (WG_IS_NEW_GAME_MODEL (self), NULL);
  for (guint c = 0; self->colors != NULL && self->colors[c] != NULL; c++)
    g_strv_builder_add (builder, wg_color_display_name (self->colors[c]));
  names = g_strv_builder_end (builder);
  g_strv_builder_unref (builder);
  return names;
}
