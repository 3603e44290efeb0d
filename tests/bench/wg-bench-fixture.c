/* wg-bench-fixture.c — the benchmarks' tables
 * Copyright 2026 The Warpgate Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "wg-bench-fixture.h"
#include "wg-invariants.h"
#include "wg-range.h"
#include "wg-setup.h"
#include "wg-tile-json.h"

#define PLANETS_EACH 4 /* planets with ships per player, besides the Warpgate */
#define SHIPS_EACH   2 /* ships on each */

WgBoard *
wg_bench_largest_board (void)
{
  const char *path = g_getenv ("WG_BENCH_TILES");
  g_autoptr (GError) error = NULL;
  g_autoptr (WgTileLibrary) library = NULL;
  const WgLayout *largest = NULL;
  WgBoard        *board;

  if (path == NULL)
    path = WG_BENCH_SRCDIR "/data/tiles/sample-tiles.json";
  library = wg_tile_library_load_from_file (path, &error);
  if (library == NULL)
    g_error ("The tile library %s cannot be read: %s", path, error->message);
  for (guint i = 0; i < wg_tile_library_get_n_layouts (library); i++)
    {
      const WgLayout *layout = wg_tile_library_get_layout (library, i);

      if (largest == NULL || layout->players > largest->players
          || (layout->players == largest->players
              && layout->n_placements > largest->n_placements))
        largest = layout;
    }
  if (largest == NULL)
    g_error ("The tile library %s has no layout", path);
  board = wg_tile_compose (library, largest, &error);
  if (board == NULL)
    g_error ("The layout %s does not compose: %s", largest->id, error->message);
  return board;
}

char *
wg_bench_describe_board (const WgBoard *board)
{
  return g_strdup_printf ("%s: %u hexes, %u locations, %u sectors", wg_board_get_name (board),
                          wg_board_get_n_cells (board), wg_board_get_n_locations (board),
                          wg_board_get_n_sectors (board));
}

/* The rulebook's set-up for the seats in @options, every question answered. */
static WgGame *
set_up (WgSetupOptions *options)
{
  /* Technologies of the types the first seats hold, so that Research has moves. */
  static const char *const reveals[] = { "volcanic", "arctic", "desert", "jungle" };
  g_autoptr (WgCatalog) catalog = wg_catalog_new_builtin ();
  g_autoptr (WgAnswers) answers = wg_answers_new ();
  g_autoptr (WgOutcome) outcome = NULL;
  g_autoptr (GError) error = NULL;

  for (guint i = 0; i < G_N_ELEMENTS (reveals); i++)
    wg_answers_add_reveal (answers, reveals[i]);
  outcome = wg_setup_new_game (options, catalog, answers, &error);
  if (outcome == NULL || outcome->game == NULL)
    g_error ("The benchmark's set-up failed: %s",
             error ? error->message : outcome->question->question);
  return wg_outcome_steal_game (outcome);
}

/* The free planet nearest to @player's Warpgate, or -1. */
static int
nearest_free_planet (const WgGame *game,
                     int           player)
{
  g_autoptr (WgRangeMap) map = wg_range_map_new_for_game (game,
                                                          wg_game_warpgate_of (game, player));
  guint n = wg_board_get_n_locations (game->board);
  int   best = -1, best_range = G_MAXINT;

  for (guint i = 0; i < n; i++)
    {
      int            cell = wg_board_get_location (game->board, i);
      const WgStack *s = &game->stacks[cell];
      int            r = wg_range_map_get (map, cell);

      if (wg_board_get_cell (game->board, cell)->kind != WG_HEX_PLANET
          || s->ship_owner != WG_NO_PLAYER || s->marker_owner != WG_NO_PLAYER
          || r == WG_RANGE_UNREACHABLE || r >= best_range)
        continue;
      best = cell;
      best_range = r;
    }
  return best;
}

/* Each player in turn takes its nearest free planet, PLANETS_EACH rounds:
 * SHIPS_EACH ships on each (3 + 4 × 2 = 11 with the Warpgate's, one left in
 * the supply to deploy), a Colony on the first and Outposts on the others;
 * then one more planet with an Outpost only, while planets last. */
static void
crowd (WgGame *game)
{
  for (int round = 0; round <= PLANETS_EACH; round++)
    for (guint p = 0; p < game->n_players; p++)
      {
        int      cell = nearest_free_planet (game, (int) p);
        WgStack *s;

        if (cell < 0)
          continue;
        s = &game->stacks[cell];
        s->marker_owner = (gint8) p;
        s->marker_side = round == 0 ? WG_MARKER_COLONY : WG_MARKER_OUTPOST;
        if (round == PLANETS_EACH)
          continue;
        s->ship_owner = (gint8) p;
        s->ships = SHIPS_EACH;
      }
  /* Trade Goods to spend (R-RANGE-6). */
  game->trade_goods -= 2;
  game->players[0].trade_goods_unspent += 2;
}

static void
check (const WgGame *game)
{
  g_autoptr (GError) error = NULL;

  if (!wg_game_check (game, &error))
    g_error ("The benchmark's game breaks an invariant: %s", error->message);
}

WgGame *
wg_bench_crowded_game (WgBoard *board)
{
  WgSetupOptions options;
  WgGame        *game;

  wg_setup_options_init (&options, board);
  /* Counted by the players: the shipped catalog does not know the box's
   * Hero and Advanced cards (R-MOVE-13). */
  options.promotion_deck = 12;
  for (guint i = 0; i < wg_board_get_n_locations (board); i++)
    {
      const WgCell  *c = wg_board_get_cell (board, wg_board_get_location (board, i));
      WgSetupPlayer *p;

      if (c->kind != WG_HEX_WARPGATE || options.n_players == WG_MAX_PLAYERS)
        continue;
      p = &options.players[options.n_players++];
      p->color = c->color;
      p->hero_letter = 'H';
    }
  game = set_up (&options);
  crowd (game);
  check (game);
  return game;
}

/* @board with only the blue and red Warpgates: the others become space. */
static WgBoard *
two_gate_board (const WgBoard *board)
{
  guint              n = wg_board_get_n_cells (board);
  g_autofree WgCell *cells = g_new (WgCell, n);
  g_autoptr (GError) error = NULL;
  g_autofree char *name = g_strdup_printf ("%s, solo", wg_board_get_name (board));
  WgBoard         *solo;

  for (guint i = 0; i < n; i++)
    {
      cells[i] = *wg_board_get_cell (board, (int) i);
      if (cells[i].kind == WG_HEX_WARPGATE && !g_str_equal (cells[i].color, "blue")
          && !g_str_equal (cells[i].color, "red"))
        {
          cells[i].kind = WG_HEX_SPACE;
          cells[i].id = NULL;
          cells[i].color = NULL;
          cells[i].sector = NULL;
        }
    }
  solo = wg_board_new (name, cells, n, &error);
  if (solo == NULL)
    g_error ("The solo board cannot be built: %s", error->message);
  return solo;
}

WgGame *
wg_bench_solo_game (WgBoard *board,
                    int      seed)
{
  g_autoptr (WgBoard) solo = two_gate_board (board);
  WgSetupOptions options;
  WgGame        *game;

  wg_setup_options_init (&options, solo);
  /* Counted by the players: the shipped catalog does not know the box's
   * Hero and Advanced cards (R-MOVE-13). */
  options.promotion_deck = 12;
  options.players[0].color = "blue";
  options.players[0].hero_letter = 'H';
  options.players[1].color = "red";
  options.players[1].ai = TRUE;
  options.n_players = 2;
  options.shuffle_ai_decks = TRUE;
  options.seed = seed;
  game = set_up (&options);
  crowd (game);
  game->active = game->ai.player;
  check (game);
  return game;
}

#define TRADE_BOARD_RADIUS 64

WgBoard *
wg_bench_trade_board (void)
{
  g_autoptr (GArray) cells = g_array_new (FALSE, TRUE, sizeof (WgCell));
  g_autoptr (GPtrArray) ids = g_ptr_array_new_with_free_func (g_free);
  g_autoptr (GError) error = NULL;
  WgBoard *board;
  int      planets = 0;

  for (int q = -TRADE_BOARD_RADIUS; q <= TRADE_BOARD_RADIUS; q++)
    for (int r = -TRADE_BOARD_RADIUS; r <= TRADE_BOARD_RADIUS; r++)
      {
        WgCell cell = { { q, r }, WG_HEX_SPACE, NULL, 0, FALSE, NULL, NULL };

        if (r == 0 && (q == -60 || q == 60))
          {
            cell.kind = WG_HEX_WARPGATE;
            cell.id = q < 0 ? "gate-blue" : "gate-red";
            cell.color = q < 0 ? "blue" : "red";
          }
        else if (q % 2 == 0 && r % 2 == 0)
          {
            char *id = g_strdup_printf ("P%d", ++planets);

            g_ptr_array_add (ids, id);
            cell.kind = WG_HEX_PLANET;
            cell.id = id;
            cell.type = (WgPlanetType) (planets % (WG_N_PLANET_TYPES - 1));
            cell.trade = TRUE;
          }
        g_array_append_val (cells, cell);
      }
  board = wg_board_new ("every planet a trade planet", (WgCell *) cells->data, cells->len, &error);
  if (board == NULL)
    g_error ("The generated trade board is refused: %s", error->message);
  return board;
}

WgGame *
wg_bench_trade_game (WgBoard *board)
{
  static const WgHex spread[] = { { 0, 0 }, { 4, 0 }, { 0, 4 }, { -4, 4 } };
  WgSetupOptions     options;
  WgGame            *game;

  wg_setup_options_init (&options, board);
  /* Counted by the players: the shipped catalog does not know the box's
   * Hero and Advanced cards (R-MOVE-13). */
  options.promotion_deck = 12;
  options.players[0].color = "blue";
  options.players[0].hero_letter = 'H';
  options.players[1].color = "red";
  options.players[1].hero_letter = 'H';
  options.n_players = 2;
  game = set_up (&options);
  for (guint i = 0; i < G_N_ELEMENTS (spread); i++)
    {
      WgStack *s = &game->stacks[wg_board_lookup (board, spread[i])];

      s->ship_owner = 0;
      s->ships = SHIPS_EACH;
    }
  game->trade_goods -= 1;
  game->players[0].trade_goods_unspent += 1;
  check (game);
  return game;
}
