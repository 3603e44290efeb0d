/* wg-round-end-dialog.c — the end of a round as a checklist for the table, the final round ahead
 * Copyright 2026 The Warpgate Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "wg-round-end-dialog.h"
#include "wg-score-report.h"

struct _WgRoundEndDialog
{
  AdwMessageDialog parent_instance;

  WgRoundEndModel *model;

  /* Template children */
  GtkWidget       *announcement_box;
  GtkLabel        *announcement_label;
  GtkListBox      *step_list;
};

G_DEFINE_FINAL_TYPE (WgRoundEndDialog, wg_round_end_dialog, ADW_TYPE_MESSAGE_DIALOG)

/* A step with a check box to tick it off; activating the row ticks it. */
static GtkWidget *
step_row (const char *step)
{
  GtkWidget       *row = adw_action_row_new ();
  GtkWidget       *check = gtk_check_button_new ();
  g_autofree char *title = wg_score_report_keep_ids_whole (step);

  adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
  adw_action_row_set_title_lines (ADW_ACTION_ROW (row), 0);
  /* The check is named by the row's title as its activatable widget; a
   * label of its own would be read twice over by GTK 4.8. */
  gtk_widget_set_valign (check, GTK_ALIGN_CENTER);
  /* One focus stop per step, the row: Return or Space on it ticks the box
   * (issue 30: the box was a second stop, where Return unticked it). */
  gtk_widget_set_focusable (check, FALSE);
  adw_action_row_add_prefix (ADW_ACTION_ROW (row), check);
  adw_action_row_set_activatable_widget (ADW_ACTION_ROW (row), check);
  return row;
}

static void
show_model (WgRoundEndDialog *self)
{
  AdwMessageDialog  *dialog = ADW_MESSAGE_DIALOG (self);
  const char *const *steps = wg_round_end_model_get_steps (self->model);
  const char        *announcement = wg_round_end_model_get_announcement (self->model);
  g_autofree char   *shown = NULL;

  adw_message_dialog_set_heading (dialog, wg_round_end_model_get_heading (self->model));
  adw_message_dialog_set_body (dialog, wg_round_end_model_get_body (self->model));
  gtk_widget_set_visible (self->announcement_box, announcement != NULL);
  shown = wg_score_report_keep_ids_whole (announcement != NULL ? announcement : "");
  gtk_label_set_label (self->announcement_label, shown);
  for (guint i = 0; steps[i] != NULL; i++)
    gtk_list_box_append (self->step_list, step_row (steps[i]));
  gtk_widget_set_visible (GTK_WIDGET (self->step_list), steps[0] != NULL);
  if (wg_round_end_model_get_kind (self->model) == WG_ROUND_END_GAME_OVER)
    {
      adw_message_dialog_set_response_label (dialog, WG_ROUND_END_RESPONSE_CLOSE, _ ("_Close"));
      adw_message_dialog_add_response (dialog, WG_ROUND_END_RESPONSE_SHOW_SCORE,
                                       _ ("Show the _Final Score"));
      adw_message_dialog_set_response_appearance (dialog, WG_ROUND_END_RESPONSE_SHOW_SCORE,
                                                  ADW_RESPONSE_SUGGESTED);
      adw_message_dialog_set_default_response (dialog, WG_ROUND_END_RESPONSE_SHOW_SCORE);
    }
}

WgRoundEndDialog *
wg_round_end_dialog_new (GtkWindow       *parent,
                         WgRoundEndModel *model)
{
  WgRoundEndDialog *self;

  g_return_val_if_fail (parent == NULL || GTK_IS_WINDOW (parent), NULL);
  g_return_val_if_fail (WG_IS_ROUND_END_MODEL (model), NULL);

  self = g_object_new (WG_TYPE_ROUND_END_DIALOG, "transient-for", parent, NULL);
  self->model = g_object_ref (model);
  show_model (self);
  return self;
}

WgRoundEndModel *
wg_round_end_dialog_get_model (WgRoundEndDialog *self)
{
  g_return_val_if_fail (WG_IS_ROUND_END_DIALOG (self), NULL);
  return self->model;
}

static void
wg_round_end_dialog_dispose (GObject *object)
{
  WgRoundEndDialog *self = WG_ROUND_END_DIALOG (object);

  gtk_widget_dispose_template (GTK_WIDGET (self), WG_TYPE_ROUND_END_DIALOG);
  g_clear_object (&self->model);

  G_OBJECT_CLASS (wg_round_end_dialog_parent_class)->dispose (object);
}

static void
wg_round_end_dialog_class_init (WgRoundEndDialogClass *klass)
{
  GObjectClass   *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = wg_round_end_dialog_dispose;

  gtk_widget_class_set_template_from_resource (widget_class,
                                               RESOURCE_PREFIX "/ui/wg-round-end-dialog.ui");
  gtk_widget_class_bind_template_child (widget_class, WgRoundEndDialog, announcement_box);
  gtk_widget_class_bind_template_child (widget_class, WgRoundEndDialog, announcement_label);
  gtk_widget_class_bind_template_child (widget_class, WgRoundEndDialog, step_list);
}

static void
wg_round_end_dialog_init (WgRoundEndDialog *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
}
