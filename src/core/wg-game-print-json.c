/* wg-game-print-json.c — the game file's text, printed straight from the game
 * Copyright 2026 The Warpgate Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The one writer of a table's text: the game file, and the text a record's
 * digests are of. It prints what wg_json_to_pretty_string prints of the
 * tree wg_game_to_json builds, byte for byte (tests/core/test-game-print.c
 * checks the two on every game the tests hold), without the tree: a
 * record's replay prints a table for every step.
 */
#include "config.h"

#include "wg-explore-json.h"
#include "wg-game-json.h"
#include "wg-json-private.h"

/* Keys in the order of docs/game-format.md; optional keys left out when
 * they hold their default (as wg-game-save-json.c). */

static void
print_cell (WgJsonWriter *w,
            const WgCell *c)
{
  wg_json_writer_begin_object (w, NULL);
  wg_json_writer_int (w, "q", c->hex.q);
  wg_json_writer_int (w, "r", c->hex.r);
  if (c->kind != WG_HEX_SPACE)
    wg_json_writer_string (w, "kind", wg_hex_kind_to_string (c->kind));
  if (c->id != NULL)
    wg_json_writer_string (w, "id", c->id);
  if (c->kind == WG_HEX_PLANET)
    wg_json_writer_string (w, "type", wg_planet_type_to_string (c->type));
  if (c->kind == WG_HEX_PLANET && c->trade)
    wg_json_writer_bool (w, "trade", TRUE);
  if (c->sector != NULL)
    wg_json_writer_string (w, "sector", c->sector);
  if (c->kind == WG_HEX_WARPGATE)
    wg_json_writer_string (w, "color", c->color);
  wg_json_writer_end (w);
}

void
wg_board_print (GString       *out,
                const WgBoard *board)
{
  WgJsonWriter w;

  wg_json_writer_init (&w, out, 2);
  wg_json_writer_begin_object (&w, NULL);
  if (wg_board_get_name (board) != NULL)
    wg_json_writer_string (&w, "name", wg_board_get_name (board));
  wg_json_writer_begin_array (&w, "hexes");
  for (guint i = 0; i < wg_board_get_n_cells (board); i++)
    print_cell (&w, wg_board_get_cell (board, (int) i));
  wg_json_writer_end (&w);
  wg_explore_tiles_print (&w, board);
  wg_json_writer_end (&w);
}

static void
print_technology (WgJsonWriter       *w,
                  const WgTechnology *t)
{
  wg_json_writer_begin_object (w, NULL);
  if (t->name != NULL)
    wg_json_writer_string (w, "name", t->name);
  wg_json_writer_string (w, "type", wg_planet_type_to_string (t->type));
  if (t->vp.rule == WG_VP_PER_TRADE_GOOD)
    {
      wg_json_writer_begin_object (w, "vp");
      wg_json_writer_int (w, "each", t->vp.value);
      wg_json_writer_string (w, "per", "trade-good");
      wg_json_writer_end (w);
    }
  else if (t->vp.value != 2)
    wg_json_writer_int (w, "vp", t->vp.value);
  wg_json_writer_end (w);
}

static void
print_tactic (WgJsonWriter   *w,
              const WgTactic *t)
{
  wg_json_writer_begin_object (w, NULL);
  if (t->card != NULL)
    wg_json_writer_string (w, "card", t->card);
  if (t->name != NULL)
    wg_json_writer_string (w, "name", t->name);
  if (t->has_kind)
    wg_json_writer_string (w, "kind", wg_tactic_kind_to_string (t->kind));
  if (t->multiplier != WG_MULTIPLIER_UNKNOWN)
    wg_json_writer_int (w, "multiplier", t->multiplier);
  wg_json_writer_end (w);
}

static void
print_objective_card (WgJsonWriter       *w,
                      const WgPlanetType *type)
{
  wg_json_writer_begin_object (w, NULL);
  wg_json_writer_string (w, "type", wg_planet_type_to_string (*type));
  wg_json_writer_end (w);
}

static void
print_ai_card (WgJsonWriter   *w,
               const WgAiCard *card)
{
  wg_json_writer_begin_object (w, NULL);
  wg_json_writer_string (w, "kind", wg_ai_card_kind_to_string (card->kind));
  if (card->kind == WG_AI_CARD_OBJECTIVE)
    wg_json_writer_string (w, "type", wg_planet_type_to_string (card->type));
  wg_json_writer_end (w);
}

typedef void (*Print) (WgJsonWriter *w, gconstpointer element);

static void
print_array (WgJsonWriter *w,
             const char   *key,
             const GArray *array,
             Print         print)
{
  guint size = g_array_get_element_size ((GArray *) array);

  wg_json_writer_begin_array (w, key);
  for (guint i = 0; i < array->len; i++)
    print (w, array->data + (gsize) i * size);
  wg_json_writer_end (w);
}

static void
print_deck (WgJsonWriter *w,
            const WgDeck *deck,
            Print         print)
{
  if (!deck->known)
    wg_json_writer_int (w, "deck", deck->count);
  else if (!deck->unordered)
    print_array (w, "deck", deck->cards, print);
  else
    {
      /* The extension for a reshuffled pile (R-DECK-3). */
      wg_json_writer_begin_object (w, "deck");
      print_array (w, "unknown_order", deck->cards, print);
      wg_json_writer_end (w);
    }
}

static void
print_objectives (WgJsonWriter *w,
                  const GArray *objectives)
{
  wg_json_writer_begin_array (w, "objectives");
  for (guint i = 0; i < objectives->len; i++)
    {
      const WgObjective *obj = &g_array_index (objectives, WgObjective, i);

      wg_json_writer_begin_object (w, NULL);
      wg_json_writer_string (w, "type", wg_planet_type_to_string (obj->type));
      wg_json_writer_string (w, "status", wg_objective_status_to_string (obj->status));
      if (obj->name != NULL)
        wg_json_writer_string (w, "name", obj->name);
      wg_json_writer_end (w);
    }
  wg_json_writer_end (w);
}

/* The player's counts and cards (the keys after its "side"). */
static void
print_player_cards (WgJsonWriter   *w,
                    const WgPlayer *p)
{
  if (p->ships_total != WG_MAX_SHIPS)
    wg_json_writer_int (w, "ships_total", p->ships_total);
  if (p->markers_total != WG_MAX_MARKERS)
    wg_json_writer_int (w, "markers_total", p->markers_total);
  if (p->trade_goods_unspent != 0 || p->trade_goods_spent != 0)
    {
      wg_json_writer_begin_object (w, "trade_goods");
      wg_json_writer_int (w, "unspent", p->trade_goods_unspent);
      wg_json_writer_int (w, "spent", p->trade_goods_spent);
      wg_json_writer_end (w);
    }
  if (p->technologies->len > 0)
    print_array (w, "technologies", p->technologies, (Print) print_technology);
  if (p->objectives->len > 0)
    print_objectives (w, p->objectives);
  if (p->tactics->len > 0)
    print_array (w, "tactics", p->tactics, (Print) print_tactic);
  if (p->exploration_tokens != 0)
    wg_json_writer_int (w, "exploration_tokens", p->exploration_tokens);
}

static void
print_player (WgJsonWriter   *w,
              const WgGame   *game,
              const WgPlayer *p)
{
  wg_json_writer_begin_object (w, NULL);
  wg_json_writer_string (w, "color", p->color);
  if (p->name != NULL)
    wg_json_writer_string (w, "name", p->name);
  if (p->ai)
    wg_json_writer_bool (w, "ai", TRUE);
  if (p->faction != NULL)
    wg_json_writer_string (w, "faction", p->faction);
  if (p->side != 0)
    wg_json_writer_string (w, "side", p->side == 'A' ? "A" : "B");
  print_player_cards (w, p);
  wg_explore_player_print (w, game, p);
  /* Extensions (docs/game-format.md): written only when used, so other
   * files stay plain version 1. */
  if (p->actions_tracked)
    {
      wg_json_writer_begin_object (w, "action_cards");
      wg_json_writer_int (w, "deck", p->action_deck);
      wg_json_writer_int (w, "hand", p->action_hand);
      wg_json_writer_int (w, "played", p->action_played);
      wg_json_writer_int (w, "discard", p->action_discard);
      wg_json_writer_end (w);
    }
  wg_json_writer_end (w);
}

/* One array of "pieces": the ships (@markers FALSE) or the markers of
 * every location that has them, in the board's order. */
static void
print_stacks (WgJsonWriter *w,
              const WgGame *game,
              gboolean      markers)
{
  guint n_locations = wg_board_get_n_locations (game->board);

  wg_json_writer_begin_array (w, markers ? "markers" : "ships");
  for (guint i = 0; i < n_locations; i++)
    {
      int            cell = wg_board_get_location (game->board, i);
      const WgStack *s = &game->stacks[cell];
      gint8          owner = markers ? s->marker_owner : s->ship_owner;

      if (owner == WG_NO_PLAYER || (!markers && s->ships == 0))
        continue;
      wg_json_writer_begin_object (w, NULL);
      wg_json_writer_string (w, "at", wg_board_get_cell (game->board, cell)->id);
      wg_json_writer_string (w, "color", game->players[owner].color);
      if (markers)
        wg_json_writer_string (w, "side", wg_marker_side_to_string (s->marker_side));
      else
        wg_json_writer_int (w, "count", s->ships);
      wg_json_writer_end (w);
    }
  wg_json_writer_end (w);
}

static void
print_pieces (WgJsonWriter *w,
              const WgGame *game)
{
  wg_json_writer_begin_object (w, "pieces");
  print_stacks (w, game, FALSE);
  print_stacks (w, game, TRUE);
  wg_json_writer_begin_array (w, "drones");
  for (guint p = 0; p < game->n_players; p++)
    if (game->drones[p] >= 0)
      {
        wg_json_writer_begin_object (w, NULL);
        wg_json_writer_string (w, "at", wg_board_get_cell (game->board, game->drones[p])->id);
        wg_json_writer_string (w, "color", game->players[p].color);
        wg_json_writer_end (w);
      }
  wg_json_writer_end (w);
  wg_json_writer_end (w);
}

static void
print_pool (WgJsonWriter *w,
            const char   *key,
            const WgDeck *deck,
            const char   *list_key,
            const GArray *list,
            Print         print)
{
  wg_json_writer_begin_object (w, key);
  print_deck (w, deck, print);
  print_array (w, list_key, list, print);
  wg_json_writer_end (w);
}

static void
print_pools (WgJsonWriter *w,
             const WgGame *game)
{
  wg_json_writer_begin_object (w, "pools");
  wg_json_writer_int (w, "trade_goods", game->trade_goods);
  print_pool (w, "technologies", &game->technology_deck, "available", game->technologies,
              (Print) print_technology);
  print_pool (w, "objectives", &game->objective_deck, "available", game->objectives,
              (Print) print_objective_card);
  print_pool (w, "promotion", &game->promotion_deck, "discard", game->promotion_discard,
              (Print) print_tactic);
  wg_json_writer_end (w);
}

static void
print_turn (WgJsonWriter *w,
            const WgGame *game)
{
  wg_json_writer_begin_object (w, "turn");
  wg_json_writer_int (w, "round", game->round);
  wg_json_writer_int (w, "turn", game->turn);
  if (game->n_players > 0)
    {
      wg_json_writer_string (w, "first_player", game->players[game->first_player].color);
      wg_json_writer_string (w, "active", game->players[game->active].color);
    }
  if (game->final_round)
    wg_json_writer_bool (w, "final_round", TRUE);
  if (game->game_over)
    wg_json_writer_bool (w, "game_over", TRUE);
  if (game->acted)
    wg_json_writer_bool (w, "acted", TRUE);
  wg_json_writer_end (w);
}

static void
print_ai (WgJsonWriter *w,
          const WgGame *game)
{
  const WgAiState *ai = &game->ai;

  wg_json_writer_begin_object (w, "ai");
  wg_json_writer_string (w, "color", game->players[ai->player].color);
  print_array (w, "deck", ai->deck, (Print) print_ai_card);
  print_array (w, "discard", ai->discard, (Print) print_ai_card);
  print_array (w, "played", ai->played, (Print) print_ai_card);
  wg_json_writer_begin_object (w, "tactics");
  print_array (w, "deck", ai->tactics_deck, (Print) print_tactic);
  print_array (w, "discard", ai->tactics_discard, (Print) print_tactic);
  if (ai->tactics_unknown)
    wg_json_writer_string (w, "order", "unknown");
  wg_json_writer_end (w);
  if (ai->has_seed)
    wg_json_writer_int (w, "seed", ai->seed);
  if (ai->shuffles > 0)
    wg_json_writer_int (w, "shuffles", ai->shuffles);
  if (ai->deck_unknown)
    wg_json_writer_string (w, "deck_order", "unknown");
  wg_json_writer_end (w);
}

/* Everything after the board: the players to the end. */
static void
print_after_board (WgJsonWriter *w,
                   const WgGame *game)
{
  wg_json_writer_begin_array (w, "players");
  for (guint i = 0; i < game->n_players; i++)
    print_player (w, game, &game->players[i]);
  wg_json_writer_end (w);
  print_pieces (w, game);
  print_pools (w, game);
  print_turn (w, game);
  if (game->ai.player != WG_NO_PLAYER)
    print_ai (w, game);
  if (!game->warpgates_block)
    {
      wg_json_writer_begin_object (w, "house_rules");
      wg_json_writer_bool (w, "warpgates_block", FALSE);
      wg_json_writer_end (w);
    }
  if (game->exploration)
    wg_explore_print (w, game);
}

void
wg_game_print (GString      *out,
               const WgGame *game,
               gboolean      board,
               gsize        *board_at)
{
  WgJsonWriter w;

  wg_json_writer_init (&w, out, 0);
  wg_json_writer_begin_object (&w, NULL);
  wg_json_writer_string (&w, "format", WG_GAME_FORMAT_NAME);
  wg_json_writer_int (&w, "version", WG_GAME_FORMAT_VERSION);
  wg_json_writer_member (&w, "board");
  if (board_at != NULL)
    *board_at = out->len;
  if (board)
    wg_board_print (out, game->board);
  print_after_board (&w, game);
  wg_json_writer_end (&w);
  g_string_append_c (out, '\n');
}
