/* wg-log-play-dialog.c — Log Play: the game's play for BG Stats, as a QR code, a link or a file
 * Copyright 2026 The Warpgate Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>
#include <stdlib.h>

#include "wg-file-chooser.h"
#include "wg-log-play-dialog.h"
#include "wg-play-log.h"
#include "wg-qr.h"
#include "wg-toast.h"

/* Pixels a module: the picture scales it down on a narrow window. */
#define QR_SCALE 4

struct _WgLogPlayDialog
{
  AdwWindow             parent_instance;

  WgScoreModel         *model;
  char                 *json; /* indented, for the file; NULL while not loggable */
  char                 *url;
  GtkFileChooserNative *chooser;

  /* Template children */
  AdwWindowTitle       *window_title;
  AdwToastOverlay      *toast_overlay;
  GtkLabel             *state_label;
  GtkPicture           *qr_picture;
  AdwEntryRow          *date_row;
  AdwEntryRow          *duration_row;
  GtkLabel             *problem_label;
};

G_DEFINE_FINAL_TYPE (WgLogPlayDialog, wg_log_play_dialog, ADW_TYPE_WINDOW)

/* The duration row's minutes: -1 when empty (unknown), -2 when it is not
 * a whole number of minutes. */
static int
duration_minutes (WgLogPlayDialog *self)
{
  g_autofree char *text = g_strstrip (g_strdup (gtk_editable_get_text (
    GTK_EDITABLE (self->duration_row))));
  guint64          minutes = 0;

  if (text[0] == '\0')
    return -1;
  if (!g_ascii_string_to_unsigned (text, 10, 0, 24 * 60 * 7, &minutes, NULL))
    return -2;
  return (int) minutes;
}

static void
set_problem (WgLogPlayDialog *self,
             const char      *problem)
{
  gtk_label_set_label (self->problem_label, problem != NULL ? problem : "");
  gtk_widget_set_visible (GTK_WIDGET (self->problem_label), problem != NULL);
}

static void
update_actions (WgLogPlayDialog *self)
{
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "log-play.copy", self->url != NULL);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "log-play.save",
                                 self->json != NULL && self->chooser == NULL);
}

/* The play again from the game and the two rows: the JSON, the link and
 * its QR code, or the problem that keeps it from being logged. */
static void
rebuild (WgLogPlayDialog *self)
{
  g_autoptr (GError) error = NULL;
  g_autofree char *date = g_strstrip (g_strdup (gtk_editable_get_text (
    GTK_EDITABLE (self->date_row))));
  const WgGame    *game = wg_score_model_get_game (self->model);
  WgPlayLogWhen    when = { date, duration_minutes (self) };
  g_autofree char *line = NULL;
  g_autoptr (GdkTexture) qr = NULL;

  g_clear_pointer (&self->json, g_free);
  g_clear_pointer (&self->url, g_free);
  set_problem (self, NULL);
  if (game == NULL)
    set_problem (self, _ ("There is no game"));
  else if (when.duration_min == -2)
    set_problem (self, _ ("The duration is a whole number of minutes, or empty when unknown"));
  else if ((line = wg_play_log_to_json (game, wg_score_model_get_catalog (self->model), &when,
                                        FALSE, &error))
           == NULL)
    set_problem (self, error->message);
  else
    {
      self->json = wg_play_log_to_json (game, wg_score_model_get_catalog (self->model), &when,
                                        TRUE, NULL);
      self->url = wg_play_log_url (line);
      qr = wg_qr_texture (self->url, QR_SCALE, NULL);
    }
  if (self->url != NULL && qr == NULL)
    set_problem (self, _ ("The play is too long for a QR code: copy the link or save it"));
  gtk_picture_set_paintable (self->qr_picture, GDK_PAINTABLE (qr));
  gtk_widget_set_opacity (GTK_WIDGET (self->qr_picture), qr != NULL ? 1.0 : 0.2);
  update_actions (self);
}

static void
on_row_changed (WgLogPlayDialog *self)
{
  rebuild (self);
}

/* ---- Copy and Save ---- */

static void
copy_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  WgLogPlayDialog *self = WG_LOG_PLAY_DIALOG (widget);

  if (self->url == NULL)
    return;
  gdk_clipboard_set_text (gtk_widget_get_clipboard (widget), self->url);
  wg_toast_show_text (self->toast_overlay, _ ("Link copied: open it on the phone that runs BG Stats"), FALSE);
}

gboolean
wg_log_play_dialog_save (WgLogPlayDialog *self,
                         GFile           *file,
                         GError         **error)
{
  g_autofree char *name = NULL;
  g_autofree char *message = NULL;
  g_autofree char *data = NULL;

  g_return_val_if_fail (WG_IS_LOG_PLAY_DIALOG (self), FALSE);
  g_return_val_if_fail (G_IS_FILE (file), FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  if (self->json == NULL)
    {
      g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA,
                           gtk_label_get_label (self->problem_label));
      return FALSE;
    }
  data = g_strconcat (self->json, "\n", NULL);
  /* A new file renamed over the old one: the whole play or nothing. */
  if (!g_file_replace_contents (file, data, strlen (data), NULL, FALSE, G_FILE_CREATE_NONE, NULL,
                                NULL, error))
    return FALSE;
  name = g_file_get_basename (file);
  /* TRANSLATORS: %s is the file's name */
  message = g_strdup_printf (_ ("Play saved to “%s”"), name);
  wg_toast_show_text (self->toast_overlay, message, FALSE);
  return TRUE;
}

static void
on_chooser_response (WgLogPlayDialog      *self,
                     int                   response,
                     GtkFileChooserNative *chooser)
{
  g_autoptr (GFile) file = gtk_file_chooser_get_file (GTK_FILE_CHOOSER (chooser));
  g_autoptr (GError) error = NULL;

  g_clear_object (&self->chooser);
  update_actions (self);
  if (response != GTK_RESPONSE_ACCEPT || file == NULL)
    return;
  if (!wg_log_play_dialog_save (self, file, &error))
    wg_toast_show_text (self->toast_overlay, error->message, TRUE);
}

static void
save_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  WgLogPlayDialog *self = WG_LOG_PLAY_DIALOG (widget);
  g_autofree char *name = wg_score_model_suggest_file_name (self->model, "json");

  if (self->chooser != NULL || self->json == NULL)
    return;
  self->chooser = wg_save_chooser_new (GTK_WINDOW (self), _ ("Save the Play for BG Stats"),
                                       _ ("_Save"), _ ("JSON documents"), "application/json",
                                       "json", name);
  g_signal_connect_object (self->chooser, "response", G_CALLBACK (on_chooser_response), self,
                           G_CONNECT_SWAPPED);
  update_actions (self);
  gtk_native_dialog_show (GTK_NATIVE_DIALOG (self->chooser));
}

/* ---- The window ---- */

static void
fill_rows (WgLogPlayDialog *self,
           GDateTime       *began,
           GDateTime       *now)
{
  g_autofree char *date = g_date_time_format (now, "%Y-%m-%d %H:%M");

  gtk_editable_set_text (GTK_EDITABLE (self->date_row), date);
  if (began != NULL && g_date_time_compare (began, now) <= 0)
    {
      /* Whole minutes played, rounded to the nearest. */
      GTimeSpan        span = g_date_time_difference (now, began);
      g_autofree char *minutes = g_strdup_printf (
        "%" G_GINT64_FORMAT, (gint64) ((span + G_TIME_SPAN_MINUTE / 2) / G_TIME_SPAN_MINUTE));

      gtk_editable_set_text (GTK_EDITABLE (self->duration_row), minutes);
    }
}

/* Finished or not, as the sheet shows it now (R-SCORE-4: standings until
 * the result). */
static void
update_state (WgLogPlayDialog *self)
{
  gboolean unfinished = wg_score_model_get_provisional (self->model);

  adw_window_title_set_subtitle (self->window_title,
                                 unfinished ? _ ("Unfinished game") : _ ("Finished game"));
  gtk_label_set_label (self->state_label,
                       unfinished ? _ ("This game is not finished: the play is logged with the "
                                       "standings and no winner.")
                                  : _ ("Scan the code with the phone that runs BG Stats, or copy "
                                       "the link or save the play as a file."));
  if (unfinished)
    gtk_widget_add_css_class (GTK_WIDGET (self->state_label), "warning");
  else
    gtk_widget_remove_css_class (GTK_WIDGET (self->state_label), "warning");
}

/* The game changed under the dialog (an undo, the last Objective judged):
 * the play follows it. */
static void
on_model_changed (WgLogPlayDialog *self)
{
  update_state (self);
  rebuild (self);
}

WgLogPlayDialog *
wg_log_play_dialog_new (GtkWindow    *parent,
                        WgScoreModel *model,
                        GDateTime    *began,
                        GDateTime    *now)
{
  WgLogPlayDialog *self;

  g_return_val_if_fail (parent == NULL || GTK_IS_WINDOW (parent), NULL);
  g_return_val_if_fail (WG_IS_SCORE_MODEL (model), NULL);
  g_return_val_if_fail (now != NULL, NULL);

  self = g_object_new (WG_TYPE_LOG_PLAY_DIALOG, "transient-for", parent, NULL);
  self->model = g_object_ref (model);
  fill_rows (self, began, now);
  g_signal_connect_object (self->date_row, "changed", G_CALLBACK (on_row_changed), self,
                           G_CONNECT_SWAPPED);
  g_signal_connect_object (self->duration_row, "changed", G_CALLBACK (on_row_changed), self,
                           G_CONNECT_SWAPPED);
  g_signal_connect_object (model, "changed", G_CALLBACK (on_model_changed), self,
                           G_CONNECT_SWAPPED);
  on_model_changed (self);
  return self;
}

const char *
wg_log_play_dialog_get_json (WgLogPlayDialog *self)
{
  g_return_val_if_fail (WG_IS_LOG_PLAY_DIALOG (self), NULL);
  return self->json;
}

const char *
wg_log_play_dialog_get_url (WgLogPlayDialog *self)
{
  g_return_val_if_fail (WG_IS_LOG_PLAY_DIALOG (self), NULL);
  return self->url;
}

GdkPaintable *
wg_log_play_dialog_get_qr (WgLogPlayDialog *self)
{
  g_return_val_if_fail (WG_IS_LOG_PLAY_DIALOG (self), NULL);
  return gtk_picture_get_paintable (self->qr_picture);
}

static void
wg_log_play_dialog_dispose (GObject *object)
{
  WgLogPlayDialog *self = WG_LOG_PLAY_DIALOG (object);

  if (self->chooser != NULL)
    gtk_native_dialog_destroy (GTK_NATIVE_DIALOG (self->chooser));
  g_clear_object (&self->chooser);
  gtk_widget_dispose_template (GTK_WIDGET (self), WG_TYPE_LOG_PLAY_DIALOG);
  g_clear_object (&self->model);

  G_OBJECT_CLASS (wg_log_play_dialog_parent_class)->dispose (object);
}

static void
wg_log_play_dialog_finalize (GObject *object)
{
  WgLogPlayDialog *self = WG_LOG_PLAY_DIALOG (object);

  g_clear_pointer (&self->json, g_free);
  g_clear_pointer (&self->url, g_free);

  G_OBJECT_CLASS (wg_log_play_dialog_parent_class)->finalize (object);
}

static void
wg_log_play_dialog_class_init (WgLogPlayDialogClass *klass)
{
  GObjectClass   *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = wg_log_play_dialog_dispose;
  object_class->finalize = wg_log_play_dialog_finalize;

  gtk_widget_class_set_template_from_resource (widget_class,
                                               RESOURCE_PREFIX "/ui/wg-log-play-dialog.ui");
  gtk_widget_class_bind_template_child (widget_class, WgLogPlayDialog, window_title);
  gtk_widget_class_bind_template_child (widget_class, WgLogPlayDialog, toast_overlay);
  gtk_widget_class_bind_template_child (widget_class, WgLogPlayDialog, state_label);
  gtk_widget_class_bind_template_child (widget_class, WgLogPlayDialog, qr_picture);
  gtk_widget_class_bind_template_child (widget_class, WgLogPlayDialog, date_row);
  gtk_widget_class_bind_template_child (widget_class, WgLogPlayDialog, duration_row);
  gtk_widget_class_bind_template_child (widget_class, WgLogPlayDialog, problem_label);

  gtk_widget_class_install_action (widget_class, "log-play.copy", NULL, copy_action);
  gtk_widget_class_install_action (widget_class, "log-play.save", NULL, save_action);
}

static void
wg_log_play_dialog_init (WgLogPlayDialog *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
}
