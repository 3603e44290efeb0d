/* wg-record-play.h — the record's player: a game's record replayed step by step
 * Copyright 2026 The Warpgate Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Each recorded step is run again with the code of the warpgate-cli
 * command that took it (docs/architecture.md, "The record's player"), so
 * that the app and the command line replay a record alike. This header is
 * the only way the app reaches that code.
 */
#pragma once

#include "wg-catalog.h"
#include "wg-game.h"
#include "wg-record.h"

G_BEGIN_DECLS

/* A record replayed: the table after each step that agrees with it. */
typedef struct
{
  GPtrArray *tables;  /* WgGame *: tables[0] is the record's start, tables[n] the
                       * table after step n, for n up to n_agree */
  guint      n_agree; /* the steps replayed as they were recorded */
  char      *why;     /* NULL when the whole record replays to the table given;
                       * else why step n_agree + 1 disagrees (step n_steps + 1:
                       * the record ends before the table) */
} WgReplay;

/* Step @step of a record run on @game with @catalog (NULL: the catalog the
 * command line reads, built-in and the user's file): the table after it,
 * or NULL with why in *@why — the command's refusal, a question the step's
 * answers do not answer, or a table or step other than the one recorded
 * (its "sha256"). A command step that disagrees so is played again with
 * the built-in cards alone: the cards added since it was taken may change
 * what it does. */
WgGame   *wg_record_play_step (const WgGame       *game,
                               const WgCatalog    *catalog,
                               const WgRecordStep *step,
                               char              **why);
/* The whole of @record replayed from its start, and compared with @table
 * (the file's own; NULL: not compared). Never NULL. */
WgReplay *wg_record_replay (const WgRecord  *record,
                            const WgGame    *table,
                            const WgCatalog *catalog);
void      wg_replay_free (WgReplay *replay);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (WgReplay, wg_replay_free)

G_END_DECLS
