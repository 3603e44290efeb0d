/* wg-runner.h — a rule run with the answers given so far: its question, refusal or outcome
 * Copyright 2026 The Warpgate Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "wg-session.h"

G_BEGIN_DECLS

typedef enum
{
  WG_RUNNER_IDLE,    /* not run since it was made or reset */
  WG_RUNNER_ASKS,    /* the rule stopped at a question (wg_runner_get_question) */
  WG_RUNNER_REFUSED, /* the rule or the session refused (wg_runner_get_refusal) */
  WG_RUNNER_READY,   /* an outcome to apply (wg_runner_apply), or to take */
  WG_RUNNER_APPLIED, /* the outcome is one undoable step of the session */
} WgRunnerState;

/* Calls the core with @answers (rewound): returns its outcome, or NULL and
 * @error for a refusal the core reports as an error. */
typedef WgOutcome *(*WgRunnerFunc) (WgAnswers *answers,
                                    gpointer   user_data,
                                    GError   **error);

#define WG_TYPE_RUNNER (wg_runner_get_type ())

G_DECLARE_FINAL_TYPE (WgRunner, wg_runner, WG, RUNNER, GObject)

/* The part of the game's record an outcome about to be applied is: appends
 * its steps (WgRecordStep, wg_runner_make_step) to @steps — the
 * warpgate-cli commands that do what it does. */
typedef void (*WgRunnerStepFunc) (WgRunner        *runner,
                                  const WgOutcome *outcome,
                                  GPtrArray       *steps,
                                  gpointer         user_data);

/*
 * The app's one way to run a rule that may stop at a question (WgQuestion):
 * the runner holds the answers given so far, in order, and the question
 * asked. Each run rewinds the answers and calls @func (the core) with them;
 * the outcome (WgOutcome) then
 *  - asks: the question is kept (ASKS); wg_runner_answer adds one of its
 *    options' ids (a reveal or a choice, as wg_question_is_reveal says)
 *    and runs again from the start;
 *  - is refused (a verdict other than OK, no game, or @func's error): the
 *    refusal is kept (REFUSED) and nothing is applied;
 *  - has a table: READY. With a session and auto-apply on (the default
 *    when there is a session), it is applied at once as one undoable step
 *    (APPLIED, or REFUSED with the session's message); otherwise it waits
 *    for wg_runner_apply, or for the caller to take its game.
 * The outcome stays readable (wg_runner_get_outcome, its game included)
 * until the next run or reset. Once applied, the answers are forgotten.
 */
WgRunner         *wg_runner_new (WgSession   *session,
                                 WgRunnerFunc func,
                                 gpointer     user_data);
/* The command a step applied is, for the game's record (docs/game-format.md,
 * "The record"); without one it is recorded as an "edit". */
void              wg_runner_set_step_func (WgRunner        *self,
                                           WgRunnerStepFunc func);
/* The same for a command of no options of its own ("end-turn",
 * "ai-turn"): its step is @command with the answers given. */
void              wg_runner_set_command (WgRunner   *self,
                                         const char *command);
/* The record's step of @command with @args (char *; NULL: none) and the
 * answers given to the runner as warpgate-cli takes them, after those in
 * @before ("--choose"/"--reveal" and the id; NULL: none): its sentence,
 * rulings and table are @outcome's. */
WgRecordStep     *wg_runner_make_step (WgRunner        *self,
                                       const char      *command,
                                       GPtrArray       *args,
                                       GPtrArray       *before,
                                       const WgOutcome *outcome);
/* Appends the answers given so far to @answers (char *) as warpgate-cli
 * takes them: "--choose" or "--reveal", then the option's id, in the order
 * given, without those a command carries in its own options
 * (wg_record_args_carries). */
void              wg_runner_add_cli_answers (WgRunner  *self,
                                             GPtrArray *answers);
/* Answer @i given so far: its option's id, and the id of the question it
 * answered in @question. */
const char       *wg_runner_get_answer (WgRunner    *self,
                                        guint        i,
                                        const char **question);
/* Off: a READY outcome waits for wg_runner_apply. */
void              wg_runner_set_auto_apply (WgRunner *self,
                                            gboolean  auto_apply);

/* Forgets the answers and runs. */
WgRunnerState     wg_runner_start (WgRunner *self);
/* Runs again from the start with the answers so far. */
WgRunnerState     wg_runner_run (WgRunner *self);
/* FALSE (nothing runs) unless a question asks and @option_id is one of
 * its options. */
gboolean          wg_runner_answer (WgRunner   *self,
                                    const char *option_id);
/* Takes back the last answer and runs again; FALSE when none was given. */
gboolean          wg_runner_back (WgRunner *self);
/* Forgets the answers, the question, the refusal and the outcome: IDLE. */
void              wg_runner_reset (WgRunner *self);
/* READY only: the outcome as one undoable step of the session. FALSE (the
 * outcome stays READY, the refusal says why) when the session refuses it. */
gboolean          wg_runner_apply (WgRunner *self,
                                   GError  **error);

WgRunnerState     wg_runner_get_state (WgRunner *self);
const WgQuestion *wg_runner_get_question (WgRunner *self);
/* Why the last run or apply was refused (the rule's sentence or the
 * session's message), or NULL (also when the rule gave no sentence). */
const char       *wg_runner_get_refusal (WgRunner *self);
/* The rule's verdict of the last run: OK unless the rule refused. */
WgVerdict         wg_runner_get_verdict (WgRunner *self);
/* The last outcome (READY, APPLIED, or REFUSED by the rule), or NULL. */
WgOutcome        *wg_runner_get_outcome (WgRunner *self);
guint             wg_runner_get_n_answers (WgRunner *self);
/* TRUE while the outcome is being pushed into the session: the session's
 * signals then come from this runner's step. */
gboolean          wg_runner_is_applying (WgRunner *self);

G_END_DECLS
