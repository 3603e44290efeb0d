/* wg-end-turn-dialog.c — End Turn's questions, asked through the question view
 * Copyright 2026 The Warpgate Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "wg-end-turn-dialog.h"
#include "wg-question-view.h"
#include "wg-round-end-dialog.h"

/* The checklist shown for a parent, while it is. */
#define ROUND_END_KEY "wg-round-end-dialog"

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

static void
on_round_end_response (GtkWindow  *parent,
                       const char *response)
{
  if (g_str_equal (response, WG_ROUND_END_RESPONSE_SHOW_SCORE))
    gtk_widget_activate_action (GTK_WIDGET (parent), "win.show-score", NULL);
}

/* However the checklist goes (answered, or with its parent), the parent
 * forgets it. */
static void
on_round_end_destroyed (GtkWidget *dialog,
                        GtkWindow *parent)
{
  if (g_object_get_data (G_OBJECT (parent), ROUND_END_KEY) == dialog)
    g_object_set_data (G_OBJECT (parent), ROUND_END_KEY, NULL);
}

/* A checklist of the end of the round, or the game's end (issue 31): not
 * modal, so that it never takes the clicks meant for the board (a modal
 * dialog blocks its parent; the window manager's closing of one swallowed
 * the next clicks), and announced: it is a dialog named by its heading and
 * described by its sentence, the focus goes to it as it is presented, and
 * GTK 4.14 and later also speak it. It stays above the window, closed by
 * its button or Escape. */
static void
present_checklist (AdwMessageDialog *dialog)
{
  const char *heading = adw_message_dialog_get_heading (dialog);
  const char *body = adw_message_dialog_get_body (dialog);

  gtk_window_set_modal (GTK_WINDOW (dialog), FALSE);
  gtk_window_set_title (GTK_WINDOW (dialog), heading);
  gtk_accessible_update_property (GTK_ACCESSIBLE (dialog), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  heading != NULL ? heading : "",
                                  GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, body != NULL ? body : "",
                                  -1);
  gtk_window_present (GTK_WINDOW (dialog));
#if GTK_CHECK_VERSION(4, 14, 0)
  if (heading != NULL)
    gtk_accessible_announce (GTK_ACCESSIBLE (dialog), heading,
                             GTK_ACCESSIBLE_ANNOUNCEMENT_PRIORITY_HIGH);
#endif
}

/* The steps of the end of round for the players to repeat on the table,
 * the final round ahead, or the final score to show (R-ROUND-1,
 * R-ROUND-2); a checklist still open gives way to the new one. */
static void
show_round_end (GtkWindow      *parent,
                WgEndTurnModel *model)
{
  WgRoundEndModel  *round_end = wg_end_turn_model_get_round_end (model);
  WgRoundEndDialog *dialog;
  GtkWidget        *old;

  /* A human's 4th turn that does not end the round: its discard and draw
   * are said in the turn's toast (the window's), not ticked off here. */
  if (wg_end_turn_model_get_state (model) != WG_RUNNER_APPLIED || round_end == NULL
      || wg_round_end_model_get_kind (round_end) == WG_ROUND_END_NONE
      || wg_round_end_model_get_kind (round_end) == WG_ROUND_END_TURN)
    return;
  old = parent != NULL ? g_object_get_data (G_OBJECT (parent), ROUND_END_KEY) : NULL;
  if (old != NULL)
    gtk_window_destroy (GTK_WINDOW (old));
  dialog = wg_round_end_dialog_new (parent, round_end);
  if (parent != NULL)
    {
      g_signal_connect_object (dialog, "response", G_CALLBACK (on_round_end_response), parent,
                               G_CONNECT_SWAPPED);
      g_signal_connect_object (dialog, "destroy", G_CALLBACK (on_round_end_destroyed), parent,
                               0);
      g_object_set_data (G_OBJECT (parent), ROUND_END_KEY, dialog);
    }
  present_checklist (ADW_MESSAGE_DIALOG (dialog));
}

void
wg_end_turn_dialog_offer_final_score (GtkWindow *parent)
{
  AdwMessageDialog *dialog;

  g_return_if_fail (GTK_IS_WINDOW (parent));

  if (g_object_get_data (G_OBJECT (parent), ROUND_END_KEY) != NULL)
    return;
  dialog = ADW_MESSAGE_DIALOG (adw_message_dialog_new (
    parent, _ ("The Game Is Over"),
    _ ("The game’s end condition is met (R-ROUND-2). The Final Score asks whether each Objective "
       "still held was completed, then names the winner.")));
  adw_message_dialog_add_response (dialog, WG_ROUND_END_RESPONSE_CLOSE, _ ("_Close"));
  adw_message_dialog_add_response (dialog, WG_ROUND_END_RESPONSE_SHOW_SCORE,
                                   _ ("Show the _Final Score"));
  adw_message_dialog_set_response_appearance (dialog, WG_ROUND_END_RESPONSE_SHOW_SCORE,
                                              ADW_RESPONSE_SUGGESTED);
  adw_message_dialog_set_default_response (dialog, WG_ROUND_END_RESPONSE_SHOW_SCORE);
  adw_message_dialog_set_close_response (dialog, WG_ROUND_END_RESPONSE_CLOSE);
  g_signal_connect_object (dialog, "response", G_CALLBACK (on_round_end_response), parent,
                           G_CONNECT_SWAPPED);
  g_signal_connect_object (dialog, "destroy", G_CALLBACK (on_round_end_destroyed), parent, 0);
  g_object_set_data (G_OBJECT (parent), ROUND_END_KEY, dialog);
  present_checklist (dialog);
}

static void
on_dialog_finished (WgEndTurnDialog *dialog,
                    GtkWindow       *parent)
{
  show_round_end (parent, dialog->model);
}

void
wg_end_turn_dialog_end_turn (GtkWindow      *parent,
                             WgEndTurnModel *model)
{
  WgEndTurnDialog *dialog;

  g_return_if_fail (parent == NULL || GTK_IS_WINDOW (parent));
  g_return_if_fail (WG_IS_END_TURN_MODEL (model));

  if (wg_end_turn_model_end_turn (model) != WG_RUNNER_ASKS)
    {
      show_round_end (parent, model);
      return;
    }
  dialog = wg_end_turn_dialog_new (parent, model);
  g_signal_connect (dialog, "finished", G_CALLBACK (on_dialog_finished), parent);
  gtk_window_present (GTK_WINDOW (dialog));
}
