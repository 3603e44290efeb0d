/* wg-range.h — range between locations (R-RANGE-1…7)
 * Copyright 2026 The Warpgate Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "wg-board.h"
#include "wg-game.h"
#include "wg-rulings.h"

G_BEGIN_DECLS

#define WG_RANGE_UNREACHABLE (-1)

/* The ranges from one location to every other, from one breadth-first search. */
typedef struct _WgRangeMap WgRangeMap;

WgRangeMap                *wg_range_map_new (const WgBoard *board,
                                             int            from,
                                             gboolean       warpgates_block);
/* The same, with the game's house rules. */
WgRangeMap                *wg_range_map_new_for_game (const WgGame *game,
                                                      int           from);
void                       wg_range_map_free (WgRangeMap *map);
int                        wg_range_map_get_from (const WgRangeMap *map);
/* The range to a location, or WG_RANGE_UNREACHABLE (R-RANGE-7). The range
 * from a location to itself is 0. */
int                        wg_range_map_get (const WgRangeMap *map,
                                             int               to);
/* The crossed hexes (WgHex) of one shortest path to @to, in order from the
 * start; empty for range 0, NULL when unreachable. */
GArray                    *wg_range_map_path (const WgRangeMap *map,
                                              int               to);

/* The locations within a range limit of one start, found by a search that
 * visits only the hexes within that limit (WgRangeMap visits the whole
 * board). A WgRangeScratch is the search's working memory for one board,
 * reused from search to search, so that many small searches cost no
 * allocation each. */
typedef struct
{
  int to;    /* a location */
  int range; /* its range from the start, as wg_range_map_get answers */
} WgRangeReach;

typedef struct _WgRangeScratch WgRangeScratch;

WgRangeScratch                *wg_range_scratch_new (const WgBoard *board);
void                           wg_range_scratch_free (WgRangeScratch *scratch);
/* Appends to @reached (WgRangeReach) every location other than @from whose
 * range from @from is at most @limit, in the order the search finds them;
 * the ranges are those of wg_range_map_new on the same board. */
void                           wg_range_reach (WgRangeScratch *scratch,
                                               int             from,
                                               gboolean        warpgates_block,
                                               int             limit,
                                               GArray         *reached);

/* One range, with its path (NULL when unreachable) if @path is given. */
int                            wg_range_between (const WgGame *game,
                                                 int           from,
                                                 int           to,
                                                 GArray      **path);

/* The rulings a range answer rests on (R-RANGE-1…3, and R-RANGE-7 when
 * unreachable). */
void                           wg_range_rulings (const WgGame *game,
                                                 int           range,
                                                 WgRulingList *rulings);
/* The one ruling a range's sentence cites (the ruler's status):
 *  1. a range measured is R-RANGE-1's (the hexes crossed between);
 *  2. an unreachable location is R-RANGE-7's.
 * wg_range_rulings gives every ruling the answer rests on. */
const char                    *wg_range_ruling (int range);
/* "Range 2 from D1 to J1." / "J1 cannot be reached from D1: …", translated. */
char                          *wg_range_describe (const WgGame *game,
                                                  int           from,
                                                  int           to,
                                                  int           range);
/* The same sentence with the places named by the caller (the CLI's "the
 * red Warpgate"); @same: the two are one location. */
char                          *wg_range_describe_names (const char *from_name,
                                                        const char *to_name,
                                                        gboolean    same,
                                                        int         range);
/* The ruler's sentence, as the app's status and the shared page's range
 * ask both show it: "Range 3 from D3 to the red Warpgate (R-RANGE-1).",
 * "Range 0 from D3 to D4: they are adjacent (R-RANGE-1).", "Unreachable:
 * no path through empty hexes from D3 to J3 (R-RANGE-7).", the places as
 * wg_game_place_name names them and the ruling wg_range_ruling's,
 * translated. */
char                          *wg_range_describe_ruler (const WgGame *game,
                                                        int           from,
                                                        int           to,
                                                        int           range);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (WgRangeMap, wg_range_map_free)
G_DEFINE_AUTOPTR_CLEANUP_FUNC (WgRangeScratch, wg_range_scratch_free)

G_END_DECLS
