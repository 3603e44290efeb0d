/* wg-record.h — a game's record: the table it started from and every step since
 * Copyright 2026 The Warpgate Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A step is the whole-game command of warpgate-cli that took it (its
 * name, its options and the answers given, as the command line spells
 * them), with the sentence and rulings it was answered with and the
 * SHA-256 of the table after it (the game file's bytes without a record),
 * by which a replay finds the first step that no longer agrees
 * (docs/game-format.md, "The record").
 */
#pragma once

#include "wg-game.h"
#include "wg-rulings.h"

G_BEGIN_DECLS

#define WG_RECORD_VERSION   1
#define WG_RECORD_MAX_STEPS 100000
#define WG_RECORD_MAX_ARGS  64

typedef struct
{
  char *command;  /* "apply", "battle", "end-turn", "ai-turn", "use-token",
                   * or "edit" (wg-record-edit.h) */
  GStrv args;     /* the command's options, without GAME, --output, --json;
                   * an edit's "--set"/"--remove" pairs */
  GStrv answers;  /* "--choose", "X", "--reveal", "Y", in the order given */
  char *sentence; /* what the step did, as the command said it */
  GStrv rulings;  /* "R-…" ids */
  char *sha256;   /* of the table after the step, lower-case hex */
} WgRecordStep;

typedef struct
{
  WgGame    *start; /* step 0 */
  GPtrArray *steps; /* WgRecordStep; steps[i] is step i + 1 */
  GPtrArray *redo;  /* WgRecordStep: steps undone after the last, in order,
                     * that Redo applies again ("redo"); may be empty */
} WgRecord;

/* A record of no steps from a copy of @start. */
WgRecord                        *wg_record_new (const WgGame *start);
WgRecord                        *wg_record_copy (const WgRecord *record);
void                             wg_record_free (WgRecord *record);
guint                            wg_record_get_n_steps (const WgRecord *record);
/* Adds a step (the strings are copied); @after is the table after it.
 * The steps that could be redone are dropped, as a new step drops them. */
void                             wg_record_append (WgRecord           *record,
                                                   const char         *command,
                                                   const char *const  *args,
                                                   const char *const  *answers,
                                                   const char         *sentence,
                                                   const WgRulingList *rulings,
                                                   const WgGame       *after);
/* Keeps steps 1…@n (@n no more than there are). */
void                             wg_record_truncate (WgRecord *record,
                                                     guint     n);
void                             wg_record_step_free (WgRecordStep *step);
WgRecordStep                    *wg_record_step_copy (const WgRecordStep *step);
/* A step of @command with @args and @answers (NULL: none), @sentence
 * (NULL: "") and the ids of @rulings, all copied; @after is the table
 * after it, which its "sha256" is of. */
WgRecordStep                    *wg_record_step_new (const char         *command,
                                                     const char *const  *args,
                                                     const char *const  *answers,
                                                     const char         *sentence,
                                                     const WgRulingList *rulings,
                                                     const WgGame       *after);
/* The SHA-256 of the table @game, as the file writes it without a record. */
char                            *wg_record_digest (const WgGame *game);
/* A step's "sha256": of the table @after (as wg_record_digest reads it)
 * followed by the step's command, options, answers, sentence and rulings,
 * each ended by a NUL byte, so that a step changed in any part, or a table
 * it no longer leads to, is told at that step. */
char                            *wg_record_step_digest (const WgRecordStep *step,
                                                        const WgGame       *after);

/* The same digests for many tables in a row (a replay): each board is
 * printed and hashed once for all the tables that share it, the rest of
 * each table after it, hashed only from where its text first differs from
 * the table's before (to within 256 bytes). wg_record_digester_step gives
 * what wg_record_step_digest gives. */
typedef struct _WgRecordDigester WgRecordDigester;

WgRecordDigester                *wg_record_digester_new (void);
void                             wg_record_digester_free (WgRecordDigester *digester);
char                            *wg_record_digester_step (WgRecordDigester   *digester,
                                                          const WgRecordStep *step,
                                                          const WgGame       *after);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (WgRecord, wg_record_free)
G_DEFINE_AUTOPTR_CLEANUP_FUNC (WgRecordDigester, wg_record_digester_free)

G_END_DECLS
