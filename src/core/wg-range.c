/* wg-range.c — range between locations
 * Copyright 2026 The Warpgate Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "wg-i18n.h"
#include "wg-range.h"

struct _WgRangeMap
{
  const WgBoard *board; /* borrowed: the map does not outlive its query */
  WgBoard       *board_ref;
  int            from;
  int           *range; /* per cell: range to a location, -1 unknown */
  int           *prev;  /* per cell: the cell it was reached from */
};

/* Whether a path may pass through a cell: empty space always (R-RANGE-1),
 * a warpgate only when the warpgates_block house rule is off (R-RANGE-3),
 * a planet never (R-RANGE-2). Pieces never matter (R-RANGE-4). */
static gboolean
is_crossable (const WgCell *cell,
              gboolean      warpgates_block)
{
  return cell->kind == WG_HEX_SPACE || (cell->kind == WG_HEX_WARPGATE && !warpgates_block);
}

/*
 * Range, R-RANGE-1…7:
 *  1. From the start location, a path steps from hex to edge-adjacent hex
 *     (across tile seams: adjacency is the board's, R-RANGE-5).
 *  2. Every hex strictly between the ends must be crossable (above); the
 *     range is the number of those hexes. Adjacent locations are at 0.
 *  3. No path → unreachable (R-RANGE-7).
 * A breadth-first search over crossable hexes, layered by hexes crossed,
 * finds every location's range at once; a location reached first is reached
 * at its smallest range. Neighbours are tried in the file format's direction
 * order, so the path returned is always the same one.
 * Not checked here: who may end where (R-MOVE-*), range limits (R-RANGE-6).
 */
WgRangeMap *
wg_range_map_new (const WgBoard *board,
                  int            from,
                  gboolean       warpgates_block)
{
  WgRangeMap     *map;
  guint           n_cells;
  g_autofree int *crossed = NULL; /* hexes crossed up to and including this one */
  g_autofree int *queue = NULL;
  guint           head = 0, tail = 0;

  g_return_val_if_fail (board != NULL, NULL);
  g_return_val_if_fail (wg_board_is_location (board, from), NULL);

  n_cells = wg_board_get_n_cells (board);
  map = g_new0 (WgRangeMap, 1);
  map->board_ref = wg_board_ref ((WgBoard *) board);
  map->board = board;
  map->from = from;
  map->range = g_new (int, n_cells);
  map->prev = g_new (int, n_cells);
  crossed = g_new (int, n_cells);
  queue = g_new (int, n_cells);
  for (guint i = 0; i < n_cells; i++)
    {
      map->range[i] = WG_RANGE_UNREACHABLE;
      map->prev[i] = -1;
      crossed[i] = -1;
    }

  map->range[from] = 0;
  crossed[from] = 0; /* the start is not counted */
  queue[tail++] = from;
  while (head < tail)
    {
      int c = queue[head++];

      for (int d = 0; d < WG_HEX_N_DIRECTIONS; d++)
        {
          int           n = wg_board_neighbor (board, c, d);
          const WgCell *cell;

          if (n < 0 || n == from || map->prev[n] >= 0)
            continue;
          cell = wg_board_get_cell (board, n);
          map->prev[n] = c;
          if (cell->kind != WG_HEX_SPACE)
            map->range[n] = crossed[c];
          if (is_crossable (cell, warpgates_block))
            {
              crossed[n] = crossed[c] + 1;
              queue[tail++] = n;
            }
        }
    }
  return map;
}

WgRangeMap *
wg_range_map_new_for_game (const WgGame *game,
                           int           from)
{
  g_return_val_if_fail (game != NULL, NULL);
  return wg_range_map_new (game->board, from, game->warpgates_block);
}

void
wg_range_map_free (WgRangeMap *map)
{
  if (map == NULL)
    return;
  g_free (map->range);
  g_free (map->prev);
  wg_board_unref (map->board_ref);
  g_free (map);
}

int
wg_range_map_get_from (const WgRangeMap *map)
{
  g_return_val_if_fail (map != NULL, -1);
  return map->from;
}

int
wg_range_map_get (const WgRangeMap *map,
                  int               to)
{
  g_return_val_if_fail (map != NULL, WG_RANGE_UNREACHABLE);
  g_return_val_if_fail (wg_board_is_location (map->board, to), WG_RANGE_UNREACHABLE);
  return map->range[to];
}

GArray *
wg_range_map_path (const WgRangeMap *map,
                   int               to)
{
  GArray *path;
  int     range;

  g_return_val_if_fail (map != NULL, NULL);
  range = wg_range_map_get (map, to);
  if (range == WG_RANGE_UNREACHABLE)
    return NULL;
  path = g_array_sized_new (FALSE, FALSE, sizeof (WgHex), (guint) range);
  g_array_set_size (path, (guint) range);
  /* Walk back from the destination; the crossed hexes fill the path from
   * its end. */
  for (int c = to == map->from ? map->from : map->prev[to], i = range - 1;
       c != map->from; c = map->prev[c], i--)
    {
      g_assert (i >= 0);
      g_array_index (path, WgHex, i) = wg_board_get_cell (map->board, c)->hex;
    }
  return path;
}

struct _WgRangeScratch
{
  const WgBoard *board; /* borrowed, as a map's */
  WgBoard       *board_ref;
  guint         *seen;    /* per cell: the search that reached it (== search) */
  int           *crossed; /* per cell: hexes crossed up to and including it */
  int           *queue;
  guint          search;
};

WgRangeScratch *
wg_range_scratch_new (const WgBoard *board)
{
  WgRangeScratch *scratch;
  guint           n_cells;

  g_return_val_if_fail (board != NULL, NULL);
  n_cells = wg_board_get_n_cells (board);
  scratch = g_new0 (WgRangeScratch, 1);
  scratch->board_ref = wg_board_ref ((WgBoard *) board);
  scratch->board = board;
  scratch->seen = g_new0 (guint, n_cells);
  scratch->crossed = g_new (int, n_cells);
  scratch->queue = g_new (int, n_cells);
  return scratch;
}

void
wg_range_scratch_free (WgRangeScratch *scratch)
{
  if (scratch == NULL)
    return;
  g_free (scratch->seen);
  g_free (scratch->crossed);
  g_free (scratch->queue);
  wg_board_unref (scratch->board_ref);
  g_free (scratch);
}

/*
 * The search of wg_range_map_new (R-RANGE-1…3, R-RANGE-7), cut off at
 * @limit: a location reached from a hex with c hexes crossed is at range c,
 * so a crossable hex is worth queueing only while the hexes crossed up to it
 * stay within @limit. The layers up to the limit are searched in the same
 * order as the whole map's, so every location found has the map's range.
 * Cells are marked with the search's number, so the scratch needs no
 * clearing between searches.
 */
void
wg_range_reach (WgRangeScratch *scratch,
                int             from,
                gboolean        warpgates_block,
                int             limit,
                GArray         *reached)
{
  const WgBoard *board;
  guint          head = 0, tail = 0;

  g_return_if_fail (scratch != NULL && reached != NULL);
  g_return_if_fail (wg_board_is_location (scratch->board, from));
  if (limit < 0)
    return;
  board = scratch->board;
  if (++scratch->search == 0)
    {
      /* The counter went round: forget every mark once. */
      memset (scratch->seen, 0, sizeof (guint) * wg_board_get_n_cells (board));
      scratch->search = 1;
    }
  scratch->seen[from] = scratch->search;
  scratch->crossed[from] = 0;
  scratch->queue[tail++] = from;
  while (head < tail)
    {
      int c = scratch->queue[head++];

      for (int d = 0; d < WG_HEX_N_DIRECTIONS; d++)
        {
          int           n = wg_board_neighbor (board, c, d);
          const WgCell *cell;

          if (n < 0 || scratch->seen[n] == scratch->search)
            continue;
          cell = wg_board_get_cell (board, n);
          scratch->seen[n] = scratch->search;
          if (cell->kind != WG_HEX_SPACE)
            {
              WgRangeReach r = { n, scratch->crossed[c] };

              g_array_append_val (reached, r);
            }
          if (is_crossable (cell, warpgates_block) && scratch->crossed[c] + 1 <= limit)
            {
              scratch->crossed[n] = scratch->crossed[c] + 1;
              scratch->queue[tail++] = n;
            }
        }
    }
}

int
wg_range_between (const WgGame *game,
                  int           from,
                  int           to,
                  GArray      **path)
{
  g_autoptr (WgRangeMap) map = NULL;

  g_return_val_if_fail (game != NULL, WG_RANGE_UNREACHABLE);
  map = wg_range_map_new_for_game (game, from);
  if (path != NULL)
    *path = wg_range_map_path (map, to);
  return wg_range_map_get (map, to);
}

void
wg_range_rulings (const WgGame *game,
                  int           range,
                  WgRulingList *rulings)
{
  g_return_if_fail (game != NULL && rulings != NULL);
  wg_ruling_list_add (rulings, "R-RANGE-1");
  wg_ruling_list_add (rulings, "R-RANGE-2");
  wg_ruling_list_add (rulings, "R-RANGE-3");
  if (range == WG_RANGE_UNREACHABLE)
    wg_ruling_list_add (rulings, "R-RANGE-7");
}

const char *
wg_range_ruling (int range)
{
  return range == WG_RANGE_UNREACHABLE ? "R-RANGE-7" : "R-RANGE-1";
}

char *
wg_range_describe (const WgGame *game,
                   int           from,
                   int           to,
                   int           range)
{
  g_return_val_if_fail (game != NULL, NULL);
  return wg_range_describe_names (wg_board_get_cell (game->board, from)->id,
                                  wg_board_get_cell (game->board, to)->id, from == to, range);
}

char *
wg_range_describe_ruler (const WgGame *game,
                         int           from,
                         int           to,
                         int           range)
{
  g_autofree char *sentence = NULL;
  WgRulingList     rulings = { 0 };
  const char      *a, *b;

  g_return_val_if_fail (game != NULL, NULL);
  a = wg_game_place_name (game, from);
  b = wg_game_place_name (game, to);
  if (range == WG_RANGE_UNREACHABLE)
    sentence = g_strdup_printf (_ ("Unreachable: no path through empty hexes from %s to %s"), a,
                                b);
  else if (range == 0)
    sentence = g_strdup_printf (_ ("Range 0 from %s to %s: they are adjacent"), a, b);
  else
    sentence = g_strdup_printf (_ ("Range %d from %s to %s"), range, a, b);
  wg_ruling_list_add (&rulings, wg_range_ruling (range));
  return wg_ruling_list_cite (sentence, &rulings);
}

char *
wg_range_describe_names (const char *a,
                         const char *b,
                         gboolean    same,
                         int         range)
{
  g_return_val_if_fail (a != NULL && b != NULL, NULL);
  if (range == WG_RANGE_UNREACHABLE)
    return g_strdup_printf (_ ("%s cannot be reached from %s: no path through empty hexes "
                               "(R-RANGE-7)."),
                            b, a);
  if (range == 0 && !same)
    return g_strdup_printf (_ ("Range 0 from %s to %s: they are adjacent (R-RANGE-1)."), a, b);
  return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                       "Range %d from %s to %s: %d empty hex between them "
                                       "(R-RANGE-1).",
                                       "Range %d from %s to %s: %d empty hexes between them "
                                       "(R-RANGE-1).",
                                       (gulong) range),
                          range, a, b, range);
}
