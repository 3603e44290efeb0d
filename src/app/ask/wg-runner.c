/* wg-runner.c — a rule run with the answers given so far: its question, refusal or outcome
 * Copyright 2026 The Warpgate Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "wg-record-args.h"
#include "wg-runner.h"

struct _WgRunner
{
  GObject          parent_instance;

  WgSession       *session; /* or NULL: nothing is applied */
  WgRunnerFunc     func;
  gpointer         user_data;
  gboolean         auto_apply;

  WgAnswers       *answers; /* the same, as the core reads them */
  GPtrArray       *asked;   /* char *: the question each answer answered */
  WgRunnerStepFunc step_func;
  char            *command; /* of no options, or NULL */
  WgRunnerState    state;
  WgQuestion      *question; /* ASKS */
  WgOutcome       *outcome;  /* READY, APPLIED, or refused by the rule */
  char            *refusal;
  gboolean         applying;
};

G_DEFINE_FINAL_TYPE (WgRunner, wg_runner, G_TYPE_OBJECT)

/* What the last run left goes before the next one starts. */
static void
clear_result (WgRunner *self)
{
  g_clear_pointer (&self->question, wg_question_free);
  g_clear_pointer (&self->outcome, wg_outcome_free);
  g_clear_pointer (&self->refusal, g_free);
}

/* A step applied ends the run: the next one starts without answers. */
static void
forget_answers (WgRunner *self)
{
  wg_answers_free (self->answers);
  self->answers = wg_answers_new ();
  g_ptr_array_set_size (self->asked, 0);
}

/* The rule from the start: one place that tells a question, a refusal and
 * a table apart, for every caller. */
WgRunnerState
wg_runner_run (WgRunner *self)
{
  g_autoptr (GError) error = NULL;
  WgOutcome *outcome;

  g_return_val_if_fail (WG_IS_RUNNER (self), WG_RUNNER_IDLE);

  clear_result (self);
  wg_answers_rewind (self->answers);
  outcome = self->func (self->answers, self->user_data, &error);
  if (outcome == NULL)
    {
      self->refusal = g_strdup (error != NULL ? error->message : NULL);
      self->state = WG_RUNNER_REFUSED;
      return self->state;
    }
  if (outcome->question != NULL)
    {
      self->question = g_steal_pointer (&outcome->question);
      wg_outcome_free (outcome);
      self->state = WG_RUNNER_ASKS;
      return self->state;
    }
  self->outcome = outcome;
  if (outcome->verdict != WG_VERDICT_OK || outcome->game == NULL)
    {
      self->refusal = g_strdup (outcome->description);
      self->state = WG_RUNNER_REFUSED;
      return self->state;
    }
  self->state = WG_RUNNER_READY;
  if (self->session != NULL && self->auto_apply && !wg_runner_apply (self, NULL))
    self->state = WG_RUNNER_REFUSED;
  return self->state;
}

/* A new request: the answers of the last one do not carry over. */
WgRunnerState
wg_runner_start (WgRunner *self)
{
  g_return_val_if_fail (WG_IS_RUNNER (self), WG_RUNNER_IDLE);

  forget_answers (self);
  return wg_runner_run (self);
}

/* Cards and discovery tokens turned over are reveals; the rest are choices:
 * the core says which (wg_answers_add_answer, wg_question_is_reveal). */
gboolean
wg_runner_answer (WgRunner   *self,
                  const char *option_id)
{
  g_return_val_if_fail (WG_IS_RUNNER (self), FALSE);
  g_return_val_if_fail (option_id != NULL, FALSE);

  if (self->question == NULL || !wg_question_has_option (self->question, option_id))
    return FALSE;
  wg_answers_add_answer (self->answers, self->question, option_id);
  g_ptr_array_add (self->asked, g_strdup (self->question->id));
  wg_runner_run (self);
  return TRUE;
}

/* A question answered wrongly is asked again without starting over. */
gboolean
wg_runner_back (WgRunner *self)
{
  g_return_val_if_fail (WG_IS_RUNNER (self), FALSE);

  if (!wg_answers_drop_last (self->answers))
    return FALSE;
  g_ptr_array_set_size (self->asked, self->asked->len - 1);
  wg_runner_run (self);
  return TRUE;
}

/* The table or the request changed: nothing of the old run holds. */
void
wg_runner_reset (WgRunner *self)
{
  g_return_if_fail (WG_IS_RUNNER (self));

  forget_answers (self);
  clear_result (self);
  self->state = WG_RUNNER_IDLE;
}

/* The record's steps of @outcome, or NULL: an edit. */
static GPtrArray *
record_steps (WgRunner        *self,
              const WgOutcome *outcome)
{
  GPtrArray *steps;

  if (self->step_func == NULL && self->command == NULL)
    return NULL;
  steps = g_ptr_array_new_with_free_func ((GDestroyNotify) wg_record_step_free);
  if (self->step_func != NULL)
    self->step_func (self, outcome, steps, self->user_data);
  else
    g_ptr_array_add (steps, wg_runner_make_step (self, self->command, NULL, NULL, outcome));
  if (steps->len == 0)
    g_clear_pointer (&steps, g_ptr_array_unref);
  return steps;
}

/* The session takes a copy of the table, so that the outcome stays whole
 * for the caller (its events, its battle) and a refused step can be
 * tried again. */
gboolean
wg_runner_apply (WgRunner *self,
                 GError  **error)
{
  g_autoptr (GError) local_error = NULL;
  WgOutcome *outcome;
  GPtrArray *steps;
  gboolean   ok;

  g_return_val_if_fail (WG_IS_RUNNER (self), FALSE);
  g_return_val_if_fail (self->session != NULL, FALSE);
  g_return_val_if_fail (self->state == WG_RUNNER_READY, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  /* The session's signals may reset the runner meanwhile: the outcome is
   * held apart until the step is done. */
  outcome = g_steal_pointer (&self->outcome);
  steps = record_steps (self, outcome);
  self->applying = TRUE;
  ok = wg_session_apply_steps (self->session, wg_game_copy (outcome->game),
                               outcome->description != NULL ? outcome->description : "",
                               steps, &local_error);
  self->applying = FALSE;
  clear_result (self);
  self->outcome = outcome;
  if (!ok)
    {
      self->refusal = g_strdup (local_error->message);
      self->state = WG_RUNNER_READY;
      g_propagate_error (error, g_steal_pointer (&local_error));
      return FALSE;
    }
  forget_answers (self);
  self->state = WG_RUNNER_APPLIED;
  return TRUE;
}

void
wg_runner_set_step_func (WgRunner        *self,
                         WgRunnerStepFunc func)
{
  g_return_if_fail (WG_IS_RUNNER (self));
  self->step_func = func;
}

void
wg_runner_set_command (WgRunner   *self,
                       const char *command)
{
  g_return_if_fail (WG_IS_RUNNER (self));
  g_free (self->command);
  self->command = g_strdup (command);
}

const char *
wg_runner_get_answer (WgRunner    *self,
                      guint        i,
                      const char **question)
{
  g_return_val_if_fail (WG_IS_RUNNER (self), NULL);
  g_return_val_if_fail (i < self->asked->len, NULL);

  if (question != NULL)
    *question = g_ptr_array_index (self->asked, i);
  return wg_answers_get (self->answers, i, NULL);
}

void
wg_runner_add_cli_answers (WgRunner  *self,
                           GPtrArray *answers)
{
  g_return_if_fail (WG_IS_RUNNER (self));

  for (guint i = 0; i < self->asked->len; i++)
    {
      gboolean    reveal;
      const char *id = wg_answers_get (self->answers, i, &reveal);

      if (wg_record_args_carries (g_ptr_array_index (self->asked, i)))
        continue;
      g_ptr_array_add (answers, g_strdup (reveal ? "--reveal" : "--choose"));
      g_ptr_array_add (answers, g_strdup (id));
    }
}

/* @strings (char *, or NULL) as a NULL-terminated vector. */
static GStrv
to_strv (GPtrArray *strings)
{
  GStrvBuilder *builder = g_strv_builder_new ();
  GStrv         strv;

  for (guint i = 0; strings != NULL && i < strings->len; i++)
    g_strv_builder_add (builder, g_ptr_array_index (strings, i));
  strv = g_strv_builder_end (builder);
  g_strv_builder_unref (builder);
  return strv;
}

WgRecordStep *
wg_runner_make_step (WgRunner        *self,
                     const char      *command,
                     GPtrArray       *args,
                     GPtrArray       *before,
                     const WgOutcome *outcome)
{
  g_autoptr (GPtrArray) answers = g_ptr_array_new_with_free_func (g_free);
  g_auto (GStrv) args_v = to_strv (args);
  g_auto (GStrv) answers_v = NULL;

  g_return_val_if_fail (WG_IS_RUNNER (self), NULL);
  g_return_val_if_fail (command != NULL && outcome != NULL && outcome->game != NULL, NULL);

  for (guint i = 0; before != NULL && i < before->len; i++)
    g_ptr_array_add (answers, g_strdup (g_ptr_array_index (before, i)));
  wg_runner_add_cli_answers (self, answers);
  answers_v = to_strv (answers);
  return wg_record_step_new (command, (const char *const *) args_v,
                             (const char *const *) answers_v, outcome->description,
                             &outcome->rulings, outcome->game);
}

void
wg_runner_set_auto_apply (WgRunner *self,
                          gboolean  auto_apply)
{
  g_return_if_fail (WG_IS_RUNNER (self));
  self->auto_apply = !!auto_apply;
}

WgRunnerState
wg_runner_get_state (WgRunner *self)
{
  g_return_val_if_fail (WG_IS_RUNNER (self), WG_RUNNER_IDLE);
  return self->state;
}

const WgQuestion *
wg_runner_get_question (WgRunner *self)
{
  g_return_val_if_fail (WG_IS_RUNNER (self), NULL);
  return self->question;
}

const char *
wg_runner_get_refusal (WgRunner *self)
{
  g_return_val_if_fail (WG_IS_RUNNER (self), NULL);
  return self->refusal;
}

WgVerdict
wg_runner_get_verdict (WgRunner *self)
{
  g_return_val_if_fail (WG_IS_RUNNER (self), WG_VERDICT_OK);
  return self->outcome != NULL ? self->outcome->verdict : WG_VERDICT_OK;
}

WgOutcome *
wg_runner_get_outcome (WgRunner *self)
{
  g_return_val_if_fail (WG_IS_RUNNER (self), NULL);
  return self->outcome;
}

guint
wg_runner_get_n_answers (WgRunner *self)
{
  g_return_val_if_fail (WG_IS_RUNNER (self), 0);
  return wg_answers_get_n (self->answers);
}

gboolean
wg_runner_is_applying (WgRunner *self)
{
  g_return_val_if_fail (WG_IS_RUNNER (self), FALSE);
  return self->applying;
}

static void
wg_runner_finalize (GObject *object)
{
  WgRunner *self = WG_RUNNER (object);

  clear_result (self);
  g_clear_pointer (&self->answers, wg_answers_free);
  g_clear_pointer (&self->asked, g_ptr_array_unref);
  g_clear_pointer (&self->command, g_free);
  g_clear_object (&self->session);

  G_OBJECT_CLASS (wg_runner_parent_class)->finalize (object);
}

static void
wg_runner_class_init (WgRunnerClass *klass)
{
  G_OBJECT_CLASS (klass)->finalize = wg_runner_finalize;
}

static void
wg_runner_init (WgRunner *self)
{
  self->answers = wg_answers_new ();
  self->asked = g_ptr_array_new_with_free_func (g_free);
}

/* @user_data is not referenced: the caller owns the runner and outlives
 * it. */
WgRunner *
wg_runner_new (WgSession   *session,
               WgRunnerFunc func,
               gpointer     user_data)
{
  WgRunner *self;

  g_return_val_if_fail (session == NULL || WG_IS_SESSION (session), NULL);
  g_return_val_if_fail (func != NULL, NULL);

  self = g_object_new (WG_TYPE_RUNNER, NULL);
  self->session = session != NULL ? g_object_ref (session) : NULL;
  self->func = func;
  self->user_data = user_data;
  self->auto_apply = session != NULL;
  return self;
}
