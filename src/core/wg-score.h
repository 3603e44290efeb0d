/* wg-score.h — the final score (R-SCORE-1…3, R-CTRL-4)
 * Copyright 2026 The Warpgate Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "wg-catalog.h"
#include "wg-rulings.h"

G_BEGIN_DECLS

/* One player's VP by category (docs/cli.md `score`). */
typedef struct
{
  int player;
  int objectives;
  int trade_goods;
  int tactics;
  int technologies;
  int exploration;
  int total;
  int controlled_planets; /* R-CTRL-4: planets with the player's marker */
  int unknown_tactics;    /* Tactics whose kind is not known: counted as Basic */
  int unjudged;           /* R-SCORE-4: a human's Objectives still held, counted 0 */
} WgScoreLine;

typedef enum
{
  WG_TIEBREAK_NONE,
  WG_TIEBREAK_CONTROLLED_PLANETS,
  WG_TIEBREAK_SHARED,
} WgTiebreak;

const char *wg_tiebreak_to_string (WgTiebreak tiebreak);

typedef struct
{
  WgScoreLine  lines[WG_MAX_PLAYERS]; /* in seating order */
  guint        n_lines;
  int          winners[WG_MAX_PLAYERS];
  guint        n_winners;
  WgTiebreak   tiebreak;
  gboolean     final; /* R-SCORE-4: no human Objective is left unjudged */
  WgRulingList rulings;
} WgScore;

/* Scores every player as the game stands (R-SCORE-1; the AI by
 * R-SCORE-3), then the winner and tie-break (R-SCORE-2). @catalog (may be
 * NULL) tells the kind of Tactics cards given only by catalog id. */
void  wg_score_compute (const WgGame    *game,
                        const WgCatalog *catalog,
                        WgScore         *score);
/* "blue wins with 31 VP." / "blue and red share the victory …" */
char *wg_score_describe (const WgGame  *game,
                         const WgScore *score);

G_END_DECLS
