/* wg-end-turn-dialog.c — End Turn's questions, asked through the question view
 * Copyright 2026 The Warpgate Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "wg-end-turn-dialog.h"
#include "wg-question-view.h"

struct _WgEndTurnDialog
{
  AdwMessageDialog parent_instance;

  WgQuestionView  *question_view;

  WgEndTurnModel  *model;
  gboolean         finished;
};

G_DEFINE_FINAL_TYPE (WgEndTurnDialog, wg_end_turn_dialog, ADW_TYPE_MESSAGE_DIALOG)

enum
{
  SIGNAL_FINISHED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static void
show_question (WgEndTurnDialog *self)
{
  const WgQuestion *question = wg_end_turn_model_get_question (self->model);

  adw_message_dialog_set_body (ADW_MESSAGE_DIALOG (self),
                               question != NULL ? question->question : "");
  wg_question_view_set_question (self->question_view, question, NULL);
}

/* Once: the caller learns the model's state, and the dialog goes. */
static void
finish (WgEndTurnDialog *self)
{
  if (self->finished)
    return;
  self->finished = TRUE;
  g_signal_emit (self, signals[SIGNAL_FINISHED], 0);
  gtk_window_destroy (GTK_WINDOW (self));
}

static void
on_answered (WgEndTurnDialog *self,
             const char      *option_id)
{
  if (!wg_end_turn_model_answer (self->model, option_id))
    return;
  if (wg_end_turn_model_get_state (self->model) == WG_RUNNER_ASKS)
    show_question (self);
  else
    finish (self);
}

/* Cancel, Escape or the window closed: nothing changes. */
static void
on_response (WgEndTurnDialog *self,
             const char      *response)
{
  if (self->finished)
    return;
  wg_end_turn_model_cancel (self->model);
  self->finished = TRUE;
  g_signal_emit (self, signals[SIGNAL_FINISHED], 0);
}

static void
wg_end_turn_dialog_dispose (GObject *object)
{
  WgEndTurnDialog *self = WG_END_TURN_DIALOG (object);

  g_clear_object (&self->model);
  gtk_widget_dispose_template (GTK_WIDGET (self), WG_TYPE_END_TURN_DIALOG);

  G_OBJECT_CLASS (wg_end_turn_dialog_parent_class)->dispose (object);
}

static void
wg_end_turn_dialog_class_init (WgEndTurnDialogClass *klass)
{
  GObjectClass   *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = wg_end_turn_dialog_dispose;

  signals[SIGNAL_FINISHED] =
    g_signal_new ("finished", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                  G_TYPE_NONE, 0);

  g_type_ensure (WG_TYPE_QUESTION_VIEW);
  gtk_widget_class_set_template_from_resource (widget_class,
                                               RESOURCE_PREFIX "/ui/wg-end-turn-dialog.ui");
  gtk_widget_class_bind_template_child (widget_class, WgEndTurnDialog, question_view);
  gtk_widget_class_bind_template_callback (widget_class, on_answered);
  gtk_widget_class_bind_template_callback (widget_class, on_response);
}

static void
wg_end_turn_dialog_init (WgEndTurnDialog *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
}

WgEndTurnDialog *
wg_end_turn_dialog_new (GtkWindow      *parent,
                        WgEndTurnModel *model)
{
  WgEndTurnDialog *self;

  g_return_val_if_fail (WG_IS_END_TURN_MODEL (model), NULL);
  g_return_val_if_fail (wg_end_turn_model_get_state (model) == WG_RUNNER_ASKS, NULL);

  self = g_object_new (WG_TYPE_END_TURN_DIALOG, "transient-for", parent, NULL);
  self->model = g_object_ref (model);
  show_question (self);
  return self;
}
