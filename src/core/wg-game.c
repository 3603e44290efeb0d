/* wg-game.c — the whole table
 * Copyright 2026 The Warpgate Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "wg-game.h"
#include "wg-i18n.h"

G_DEFINE_BOXED_TYPE (WgGame, wg_game, wg_game_copy, wg_game_free)

guint
wg_deck_size (const WgDeck *deck)
{
  g_return_val_if_fail (deck != NULL, 0);
  return deck->known ? deck->cards->len : deck->count;
}

void
wg_technology_clear (WgTechnology *tech)
{
  g_clear_pointer (&tech->name, g_free);
}

void
wg_technology_copy (WgTechnology       *dst,
                    const WgTechnology *src)
{
  *dst = *src;
  dst->name = g_strdup (src->name);
}

void
wg_objective_clear (WgObjective *objective)
{
  g_clear_pointer (&objective->name, g_free);
}

void
wg_tactic_clear (WgTactic *tactic)
{
  g_clear_pointer (&tactic->card, g_free);
  g_clear_pointer (&tactic->name, g_free);
}

void
wg_tactic_copy (WgTactic       *dst,
                const WgTactic *src)
{
  *dst = *src;
  dst->card = g_strdup (src->card);
  dst->name = g_strdup (src->name);
}

static GArray *
array_new (gsize          element_size,
           GDestroyNotify clear)
{
  GArray *array = g_array_new (FALSE, TRUE, (guint) element_size);

  if (clear != NULL)
    g_array_set_clear_func (array, clear);
  return array;
}

GArray *
wg_technology_array_new (void)
{
  return array_new (sizeof (WgTechnology), (GDestroyNotify) wg_technology_clear);
}

GArray *
wg_objective_array_new (void)
{
  return array_new (sizeof (WgObjective), (GDestroyNotify) wg_objective_clear);
}

GArray *
wg_tactic_array_new (void)
{
  return array_new (sizeof (WgTactic), (GDestroyNotify) wg_tactic_clear);
}

GArray *
wg_ai_card_array_new (void)
{
  return array_new (sizeof (WgAiCard), NULL);
}

GArray *
wg_planet_type_array_new (void)
{
  return array_new (sizeof (WgPlanetType), NULL);
}

GArray *
wg_discovery_array_new (void)
{
  return array_new (sizeof (WgDiscovery), NULL);
}

/* Deep copies: element types with strings get their strings duplicated. */
static GArray *
copy_technologies (const GArray *src)
{
  GArray *dst = wg_technology_array_new ();

  g_array_set_size (dst, src->len);
  for (guint i = 0; i < src->len; i++)
    wg_technology_copy (&g_array_index (dst, WgTechnology, i),
                        &g_array_index (src, WgTechnology, i));
  return dst;
}

static GArray *
copy_objectives (const GArray *src)
{
  GArray *dst = wg_objective_array_new ();

  g_array_set_size (dst, src->len);
  for (guint i = 0; i < src->len; i++)
    {
      WgObjective *d = &g_array_index (dst, WgObjective, i);

      *d = g_array_index (src, WgObjective, i);
      d->name = g_strdup (d->name);
    }
  return dst;
}

static GArray *
copy_tactics (const GArray *src)
{
  GArray *dst = wg_tactic_array_new ();

  g_array_set_size (dst, src->len);
  for (guint i = 0; i < src->len; i++)
    wg_tactic_copy (&g_array_index (dst, WgTactic, i), &g_array_index (src, WgTactic, i));
  return dst;
}

static GArray *
copy_plain (const GArray *src)
{
  GArray *dst = g_array_sized_new (FALSE, TRUE, g_array_get_element_size ((GArray *) src),
                                   src->len);

  g_array_append_vals (dst, src->data, src->len);
  return dst;
}

static void
copy_deck (WgDeck       *dst,
           const WgDeck *src,
           GArray *(*copy_cards) (const GArray *) )
{
  dst->known = src->known;
  dst->count = src->count;
  dst->unordered = src->unordered;
  dst->cards = copy_cards (src->cards);
}

static void
player_init (WgPlayer   *player,
             const char *color)
{
  memset (player, 0, sizeof *player);
  player->color = g_strdup (color);
  player->ships_total = WG_MAX_SHIPS;
  player->markers_total = WG_MAX_MARKERS;
  player->technologies = wg_technology_array_new ();
  player->objectives = wg_objective_array_new ();
  player->tactics = wg_tactic_array_new ();
  player->discoveries = wg_discovery_array_new ();
}

static void
player_copy (WgPlayer       *dst,
             const WgPlayer *src)
{
  *dst = *src;
  dst->color = g_strdup (src->color);
  dst->name = g_strdup (src->name);
  dst->faction = g_strdup (src->faction);
  dst->technologies = copy_technologies (src->technologies);
  dst->objectives = copy_objectives (src->objectives);
  dst->tactics = copy_tactics (src->tactics);
  dst->discoveries = copy_plain (src->discoveries);
}

static void
player_clear (WgPlayer *player)
{
  g_clear_pointer (&player->color, g_free);
  g_clear_pointer (&player->name, g_free);
  g_clear_pointer (&player->faction, g_free);
  g_clear_pointer (&player->technologies, g_array_unref);
  g_clear_pointer (&player->objectives, g_array_unref);
  g_clear_pointer (&player->tactics, g_array_unref);
  g_clear_pointer (&player->discoveries, g_array_unref);
}

WgGame *
wg_game_new (WgBoard *board)
{
  WgGame *game;
  guint   n_cells;

  g_return_val_if_fail (board != NULL, NULL);

  game = g_new0 (WgGame, 1);
  game->board = wg_board_ref (board);
  n_cells = wg_board_get_n_cells (board);
  game->stacks = g_new0 (WgStack, MAX (n_cells, 1));
  for (guint i = 0; i < n_cells; i++)
    {
      game->stacks[i].ship_owner = WG_NO_PLAYER;
      game->stacks[i].marker_owner = WG_NO_PLAYER;
    }
  for (guint i = 0; i < WG_MAX_PLAYERS; i++)
    game->drones[i] = -1;
  game->technology_deck.known = FALSE;
  game->technology_deck.cards = wg_technology_array_new ();
  game->technologies = wg_technology_array_new ();
  game->objective_deck.known = FALSE;
  game->objective_deck.cards = wg_planet_type_array_new ();
  game->objectives = wg_planet_type_array_new ();
  game->promotion_deck.known = FALSE;
  game->promotion_deck.cards = wg_tactic_array_new ();
  game->promotion_discard = wg_tactic_array_new ();
  game->round = 1;
  game->turn = 1;
  game->first_player = 0;
  game->active = 0;
  game->ai.player = WG_NO_PLAYER;
  game->ai.deck = wg_ai_card_array_new ();
  game->ai.discard = wg_ai_card_array_new ();
  game->ai.played = wg_ai_card_array_new ();
  game->ai.tactics_deck = wg_tactic_array_new ();
  game->ai.tactics_discard = wg_tactic_array_new ();
  game->warpgates_block = TRUE;
  return game;
}

WgGame *
wg_game_copy (const WgGame *src)
{
  WgGame *game;
  guint   n_cells;

  g_return_val_if_fail (src != NULL, NULL);

  game = g_new0 (WgGame, 1);
  *game = *src;
  game->board = wg_board_ref (src->board);
  for (guint i = 0; i < src->n_players; i++)
    player_copy (&game->players[i], &src->players[i]);
  n_cells = wg_board_get_n_cells (src->board);
  game->stacks = g_memdup2 (src->stacks, sizeof (WgStack) * MAX (n_cells, 1));
  copy_deck (&game->technology_deck, &src->technology_deck, copy_technologies);
  game->technologies = copy_technologies (src->technologies);
  copy_deck (&game->objective_deck, &src->objective_deck, copy_plain);
  game->objectives = copy_plain (src->objectives);
  copy_deck (&game->promotion_deck, &src->promotion_deck, copy_tactics);
  game->promotion_discard = copy_tactics (src->promotion_discard);
  game->ai.deck = copy_plain (src->ai.deck);
  game->ai.discard = copy_plain (src->ai.discard);
  game->ai.played = copy_plain (src->ai.played);
  game->ai.tactics_deck = copy_tactics (src->ai.tactics_deck);
  game->ai.tactics_discard = copy_tactics (src->ai.tactics_discard);
  return game;
}

void
wg_game_free (WgGame *game)
{
  if (game == NULL)
    return;
  for (guint i = 0; i < game->n_players; i++)
    player_clear (&game->players[i]);
  g_free (game->stacks);
  g_clear_pointer (&game->technology_deck.cards, g_array_unref);
  g_clear_pointer (&game->technologies, g_array_unref);
  g_clear_pointer (&game->objective_deck.cards, g_array_unref);
  g_clear_pointer (&game->objectives, g_array_unref);
  g_clear_pointer (&game->promotion_deck.cards, g_array_unref);
  g_clear_pointer (&game->promotion_discard, g_array_unref);
  g_clear_pointer (&game->ai.deck, g_array_unref);
  g_clear_pointer (&game->ai.discard, g_array_unref);
  g_clear_pointer (&game->ai.played, g_array_unref);
  g_clear_pointer (&game->ai.tactics_deck, g_array_unref);
  g_clear_pointer (&game->ai.tactics_discard, g_array_unref);
  g_clear_pointer (&game->board, wg_board_unref);
  g_free (game);
}

gboolean
wg_game_name_is_valid (const char *name)
{
  gboolean blank = TRUE;
  glong    chars;

  if (name == NULL || !g_utf8_validate (name, -1, NULL))
    return FALSE;
  chars = g_utf8_strlen (name, -1);
  if (chars < 1 || chars > WG_GAME_NAME_MAX_CHARS)
    return FALSE;
  for (const char *p = name; *p != '\0'; p = g_utf8_next_char (p))
    {
      gunichar c = g_utf8_get_char (p);

      if (g_unichar_iscntrl (c))
        return FALSE;
      if (!g_unichar_isspace (c))
        blank = FALSE;
    }
  return !blank;
}

const char *
wg_game_get_name (const WgGame *game)
{
  g_return_val_if_fail (game != NULL, NULL);

  return wg_board_get_name (game->board);
}

void
wg_game_set_name (WgGame     *game,
                  const char *name)
{
  WgBoard *renamed;

  g_return_if_fail (game != NULL);
  g_return_if_fail (name == NULL || wg_game_name_is_valid (name));

  renamed = wg_board_new_renamed (game->board, name);
  wg_board_unref (game->board);
  game->board = renamed;
}

int
wg_game_add_player (WgGame     *game,
                    const char *color)
{
  g_return_val_if_fail (game != NULL, WG_NO_PLAYER);
  g_return_val_if_fail (game->n_players < WG_MAX_PLAYERS, WG_NO_PLAYER);
  g_return_val_if_fail (wg_is_valid_color (color), WG_NO_PLAYER);
  g_return_val_if_fail (wg_game_find_player (game, color) == WG_NO_PLAYER, WG_NO_PLAYER);

  player_init (&game->players[game->n_players], color);
  return (int) game->n_players++;
}

int
wg_game_find_player (const WgGame *game,
                     const char   *color)
{
  g_return_val_if_fail (game != NULL, WG_NO_PLAYER);
  if (color == NULL)
    return WG_NO_PLAYER;
  for (guint i = 0; i < game->n_players; i++)
    if (strcmp (game->players[i].color, color) == 0)
      return (int) i;
  return WG_NO_PLAYER;
}

const char *
wg_game_player_color (const WgGame *game,
                      int           player)
{
  g_return_val_if_fail (game != NULL, NULL);
  g_return_val_if_fail (player >= 0 && (guint) player < game->n_players, NULL);
  return game->players[player].color;
}

const char *
wg_game_player_label (const WgGame *game,
                      int           player)
{
  const WgPlayer *p;

  g_return_val_if_fail (game != NULL, NULL);
  g_return_val_if_fail (player >= 0 && (guint) player < game->n_players, NULL);
  p = &game->players[player];
  return p->name != NULL ? p->name : wg_color_display_name (p->color);
}

gboolean
wg_game_player_is_plural (const WgGame *game,
                          int           player)
{
  const WgPlayer *p;

  g_return_val_if_fail (game != NULL, FALSE);
  g_return_val_if_fail (player >= 0 && (guint) player < game->n_players, FALSE);
  p = &game->players[player];
  return p->ai && p->name != NULL;
}

const char *
wg_game_place_name (const WgGame *game,
                    int           cell)
{
  const WgCell    *c;
  g_autofree char *name = NULL;

  g_return_val_if_fail (game != NULL, "?");
  if (cell < 0 || (guint) cell >= wg_board_get_n_cells (game->board))
    return "?";
  c = wg_board_get_cell (game->board, cell);
  if (c->kind != WG_HEX_WARPGATE || c->color == NULL)
    return c->id != NULL ? c->id : "?";
  /* TRANSLATORS: a Warpgate by its owner's colour: "the red Warpgate" */
  name = g_strdup_printf (_ ("the %s Warpgate"), wg_color_display_name (c->color));
  /* One string per colour and language: a small set for the program's
   * life. */
  return g_intern_string (name);
}

int
wg_game_warpgate_of (const WgGame *game,
                     int           player)
{
  g_return_val_if_fail (game != NULL, -1);
  g_return_val_if_fail (player >= 0 && (guint) player < game->n_players, -1);
  return wg_board_find_warpgate (game->board, game->players[player].color);
}

int
wg_game_ships_on_board (const WgGame *game,
                        int           player)
{
  guint n_cells;
  int   total = 0;

  g_return_val_if_fail (game != NULL, 0);
  n_cells = wg_board_get_n_cells (game->board);
  for (guint i = 0; i < n_cells; i++)
    if (game->stacks[i].ship_owner == player)
      total += game->stacks[i].ships;
  return total;
}

int
wg_game_supply (const WgGame *game,
                int           player)
{
  g_return_val_if_fail (game != NULL, 0);
  g_return_val_if_fail (player >= 0 && (guint) player < game->n_players, 0);
  return MAX (0, game->players[player].ships_total - wg_game_ships_on_board (game, player));
}

int
wg_game_markers_on_board (const WgGame *game,
                          int           player)
{
  guint n_cells;
  int   total = 0;

  g_return_val_if_fail (game != NULL, 0);
  n_cells = wg_board_get_n_cells (game->board);
  for (guint i = 0; i < n_cells; i++)
    if (game->stacks[i].marker_owner == player)
      total++;
  return total;
}

int
wg_game_ships_at (const WgGame *game,
                  int           cell,
                  int           player)
{
  g_return_val_if_fail (game != NULL, 0);
  g_return_val_if_fail (cell >= 0 && (guint) cell < wg_board_get_n_cells (game->board), 0);
  return game->stacks[cell].ship_owner == player ? game->stacks[cell].ships : 0;
}

gboolean
wg_game_has_enemy_ships (const WgGame *game,
                         int           cell,
                         int           player)
{
  const WgStack *s;

  g_return_val_if_fail (game != NULL, FALSE);
  g_return_val_if_fail (cell >= 0 && (guint) cell < wg_board_get_n_cells (game->board), FALSE);
  s = &game->stacks[cell];
  return s->ship_owner != WG_NO_PLAYER && s->ship_owner != player && s->ships > 0;
}

gboolean
wg_game_is_solo (const WgGame *game)
{
  g_return_val_if_fail (game != NULL, FALSE);
  return game->ai.player != WG_NO_PLAYER;
}
