/* wg-soak-game.h — one whole random game through the core, checked after every step
 * Copyright 2026 The Warpgate Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* What every game shares: the card catalog, the sample tile library and
 * the sample games' boards (read from the source tree). */
typedef struct _WgSoakTables WgSoakTables;

WgSoakTables                *wg_soak_tables_new (void);
void                         wg_soak_tables_free (WgSoakTables *tables);

/* Figures added up over games. */
typedef struct
{
  guint  games;
  guint  steps;
  guint  battles;
  guint  questions; /* answered at random */
  guint  files;     /* save → load round trips checked */
  gint64 longest_step_us;
  char  *longest_step; /* "seed 5, step 12: blue: Skirmish …" */
} WgSoakFigures;

void     wg_soak_figures_clear (WgSoakFigures *figures);

/* Plays the game of @seed to its end and its score, checking every step
 * (wg-soak-game.c), the file round trip every @every steps and at the end;
 * with @verbose, prints each step's sentence. FALSE on a fault, with
 * *@fault (if given) saying the seed, the step, what went wrong and the
 * command that plays the game again. */
gboolean wg_soak_play (const WgSoakTables *tables,
                       int                 seed,
                       guint               every,
                       gboolean            verbose,
                       WgSoakFigures      *figures,
                       char              **fault);

G_END_DECLS
