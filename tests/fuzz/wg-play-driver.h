/* wg-play-driver.h — random whole-game command sequences through the CLI, checked after each command
 * Copyright 2026 The Warpgate Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Shared by the property test (tests/cli/test-cli-property.c, a seeded
 * GRand) and the fuzz target (tests/fuzz/fuzz-play.c, the fuzzer's bytes).
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* A number in [0, @n) (@n ≥ 1), or G_MAXUINT32 when the source is used
 * up: the sequence then stops. */
typedef guint32 (*WgPlayPick) (gpointer data,
                               guint32  n);

typedef struct
{
  guint commands; /* commands run */
  guint written;  /* of which wrote a game */
  guint refused;  /* of which exited non-zero */
} WgPlayCounts;

/* The game files a sequence may start from (tests/data/ names). */
extern const char *const wg_play_fixtures[];
extern const guint       wg_play_n_fixtures;

/* Runs up to @max_steps commands of the CLI in this process, in @work_dir
 * (a folder of the caller's), each one of the commands that write a game
 * (apply, use-token, end-turn, ai-turn, battle --apply) with options picked
 * by @pick — mostly from the game and the last answer (a question's
 * options, a battle to fight), sometimes wrong — starting from the fixture
 * @fixture (a path). After each command:
 *  1. the exit status is one of docs/cli.md's (0–5);
 *  2. a file written is a game the app opens (wg_game_load_from_data, the
 *     app's reader, and wg_game_check);
 *  3. a command that exits non-zero leaves the --output target byte for
 *     byte as it was (or absent, when it was).
 * Returns NULL when all held, else what failed with the command line
 * (owned). @counts (may be NULL) is added to. */
char                    *wg_play_run (const char   *fixture,
                                      const char   *work_dir,
                                      guint         max_steps,
                                      WgPlayPick    pick,
                                      gpointer      data,
                                      WgPlayCounts *counts);

G_END_DECLS
