/* wg-soak-game.h — one whole random game through the core, checked after every step
 * Copyright 2026 The Warpgate Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

#include "wg-game.h"

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

/* The same game as warpgate-cli commands (docs/cli.md, "Playing a whole
 * game from the command line"): each step of the core's game as the
 * command line that takes it — apply, battle --apply, ai-turn or end-turn,
 * with the answers given to its questions — up to a number of steps, or to
 * the first step that has no command line (then @unsupported says why). */
typedef struct
{
  WgGame    *initial;     /* the table after the set-up */
  GPtrArray *commands;    /* of GStrv: a command's arguments, without GAME and --output */
  WgGame    *final;       /* the table after the last command */
  gboolean   game_over;   /* the commands play the game to its end */
  char      *unsupported; /* the step where the commands stop, and why; or NULL */
} WgSoakRecord;

void     wg_soak_record_clear (WgSoakRecord *record);

/* Plays the game of @seed as wg_soak_play does (the file round trip every
 * @every steps), recording its first @max_steps steps as commands in
 * *@record. */
gboolean wg_soak_record (const WgSoakTables *tables,
                         int                 seed,
                         guint               every,
                         guint               max_steps,
                         WgSoakRecord       *record,
                         char              **fault);

G_DEFINE_AUTO_CLEANUP_CLEAR_FUNC (WgSoakRecord, wg_soak_record_clear)

G_END_DECLS
