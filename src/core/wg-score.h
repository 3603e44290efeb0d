/* wg-score.h — the final score (R-SCORE-1…3, R-CTRL-4)
 * Copyright 2026 The Warpgate Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "wg-catalog.h"
#include "wg-outcome.h"
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
void       wg_score_compute (const WgGame    *game,
                             const WgCatalog *catalog,
                             WgScore         *score);
/* The result: "blue wins with 31 VP (R-SCORE-2)." / "The Gatekeepers win
 * …" / "blue and red share the victory …". Only for a result
 * (wg_score_is_result); the standings say who leads instead. */
char      *wg_score_describe (const WgGame  *game,
                              const WgScore *score);
/* Players by their labels: "blue", "blue and red", "blue, red and green". */
char      *wg_score_join_labels (const WgGame *game,
                                 const int    *players,
                                 guint         n);

/* ---- R-SCORE-4: standings until the result ---- */

/* TRUE when @score is the game's result: the game is over (R-ROUND-2) and
 * no human Objective is unjudged (score->final). Otherwise it is the
 * standings: nobody has won yet, and nobody is named a winner. */
gboolean   wg_score_is_result (const WgGame  *game,
                               const WgScore *score);
/* The standings in words, crowning nobody: why this is not a result (the
 * game goes on, or N Objectives are unjudged) and who leads: "Standings,
 * not a result: … blue leads with 14 VP." / "The Gatekeepers lead …" /
 * "blue and red are level at 6 VP." */
char      *wg_score_describe_standings (const WgGame  *game,
                                        const WgScore *score);
/* One sentence per human Objective still held, in seating order then hand
 * order ("blue: the Volcanic Objective is unjudged and counts 0 until it is
 * judged completed or failed (R-SCORE-4)."); an empty vector when none. */
GStrv      wg_score_describe_unjudged (const WgGame *game);
/* Judges every unjudged Objective once the game is over (R-SCORE-4): one
 * choice a held human Objective, in the order above, "completed" or
 * "failed", each question numbered ("2 of 3: is blue’s Jungle Objective
 * completed or failed? …"); with every answer, the table with each
 * Objective's status set, as one step. Refused (WG_VERDICT_NOT_NOW, with
 * its sentence) while the game is not over or when nothing is unjudged. */
WgOutcome *wg_score_judge_objectives (const WgGame *game,
                                      WgAnswers    *answers);

G_END_DECLS
