/* wg-score-window.c — the final score sheet, with its export as PNG or PDF
 * Copyright 2026 The Warpgate Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "wg-catalog.h"
#include "wg-score-report.h"
#include "wg-score-window.h"
#include "wg-swatch.h"
#include "wg-toast.h"

struct _WgScoreWindow
{
  AdwWindow             parent_instance;

  WgScoreModel         *model;
  GtkFileChooserNative *chooser;
  char                 *chooser_format; /* "png" or "pdf", while choosing */
  /* R-SCORE-4: the questions asked in a row ("2 of 3"), and Later. */
  guint                 judge_total;
  gboolean              judge_later;

  /* Template children */
  AdwWindowTitle       *window_title;
  GtkWidget            *export_button;
  AdwToastOverlay      *toast_overlay;
  GtkWidget            *judge_box;
  GtkLabel             *judge_label;
  GtkLabel             *winner_label;
  GtkGrid              *sheet_grid;
  GtkLabel             *tiebreak_label;
  GtkLabel             *notes_label;
  GtkLabel             *rulings_label;
};

G_DEFINE_FINAL_TYPE (WgScoreWindow, wg_score_window, ADW_TYPE_WINDOW)

/* ---- The sheet ---- */

static GtkWidget *
cell (const char *text,
      float       xalign)
{
  GtkWidget *label = gtk_label_new (text);

  gtk_label_set_xalign (GTK_LABEL (label), xalign);
  gtk_widget_add_css_class (label, "score-cell");
  return label;
}

static void
add_headings (WgScoreWindow *self)
{
  GtkWidget *heading = cell (_ ("Player"), 0);

  gtk_widget_add_css_class (heading, "score-heading");
  gtk_widget_set_hexpand (heading, TRUE);
  gtk_grid_attach (self->sheet_grid, heading, 0, 0, 1, 1);
  for (int c = 0; c < WG_SCORE_N_COLUMNS; c++)
    {
      heading = cell (wg_score_column_title (c), 0.5);
      gtk_widget_add_css_class (heading, "score-heading");
      gtk_grid_attach (self->sheet_grid, heading, c + 1, 0, 1, 1);
    }
}

/* The swatch, the name, and a star for a winner. */
static GtkWidget *
name_cell (WgScoreModel *model,
           guint         row)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 8);
  /* The colour, named by the label beside it. */
  GtkWidget *swatch = g_object_new (GTK_TYPE_DRAWING_AREA,
                                    "accessible-role", GTK_ACCESSIBLE_ROLE_PRESENTATION, NULL);
  GtkWidget *name = gtk_label_new (wg_score_model_get_name (model, row));

  gtk_widget_add_css_class (box, "score-cell");
  gtk_drawing_area_set_content_width (GTK_DRAWING_AREA (swatch), 16);
  gtk_drawing_area_set_content_height (GTK_DRAWING_AREA (swatch), 16);
  gtk_widget_set_valign (swatch, GTK_ALIGN_CENTER);
  wg_swatch_set (GTK_DRAWING_AREA (swatch), wg_score_model_get_color (model, row));
  gtk_label_set_xalign (GTK_LABEL (name), 0);
  gtk_box_append (GTK_BOX (box), swatch);
  gtk_box_append (GTK_BOX (box), name);
  if (wg_score_model_get_is_winner (model, row))
    {
      GtkWidget *star = gtk_image_new_from_icon_name ("starred-symbolic");

      gtk_widget_add_css_class (name, "heading");
      gtk_widget_set_tooltip_text (star, _ ("Winner"));
      gtk_accessible_update_property (GTK_ACCESSIBLE (star), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                      _ ("Winner"), -1);
      gtk_widget_add_css_class (star, "accent");
      gtk_box_append (GTK_BOX (box), star);
    }
  return box;
}

static void
add_row (WgScoreWindow *self,
         guint          row)
{
  GtkWidget *name = name_cell (self->model, row);
  gboolean   winner = wg_score_model_get_is_winner (self->model, row);

  gtk_grid_attach (self->sheet_grid, name, 0, (int) row + 1, 1, 1);
  if (winner)
    gtk_widget_add_css_class (name, "score-winner");
  for (int c = 0; c < WG_SCORE_N_COLUMNS; c++)
    {
      char       number[16];
      GtkWidget *value;

      g_snprintf (number, sizeof number, "%d", wg_score_model_get_value (self->model, row, c));
      value = cell (number, 0.5);
      gtk_widget_add_css_class (value, "numeric");
      if (c == WG_SCORE_COLUMN_TOTAL)
        gtk_widget_add_css_class (value, "score-total");
      if (c == WG_SCORE_COLUMN_PLANETS)
        gtk_widget_add_css_class (value, "score-planets");
      if (winner)
        gtk_widget_add_css_class (value, "score-winner");
      gtk_grid_attach (self->sheet_grid, value, c + 1, (int) row + 1, 1, 1);
    }
}

static void
fill_sheet (WgScoreWindow *self)
{
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->sheet_grid))) != NULL)
    gtk_grid_remove (self->sheet_grid, child);
  add_headings (self);
  for (guint row = 0; row < wg_score_model_get_n_rows (self->model); row++)
    add_row (self, row);
}

/* Every action's enablement, in one place. */
static void
update_actions (WgScoreWindow *self)
{
  gboolean has_sheet = wg_score_model_get_n_rows (self->model) > 0;
  gboolean can_export = has_sheet && self->chooser == NULL;

  gtk_widget_action_set_enabled (GTK_WIDGET (self), "score.export-png", can_export);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "score.export-pdf", can_export);
  gtk_widget_set_sensitive (self->export_button, has_sheet);
}

/* The label shows @text, its ruling ids kept whole. */
static void
set_text (GtkLabel   *label,
          const char *text)
{
  g_autofree char *shown = wg_score_report_keep_ids_whole (text);

  gtk_label_set_label (label, shown);
}

/* R-SCORE-4: at the end of the game, each human Objective still held is
 * asked, Completed or Failed, before the sheet shows a final result;
 * numbered "1 of 3" when there are several. Later keeps it provisional. */
static void
update_question (WgScoreWindow *self)
{
  guint            left = wg_score_model_get_n_unjudged (self->model);
  gboolean         ask = wg_score_model_get_provisional (self->model) && !self->judge_later;
  g_autofree char *question = NULL;

  /* The count starts again with a game that goes on (a new one, or the
   * end undone); an undo after the last answer asks it again as "3 of 3". */
  if (!wg_score_model_get_game_over (self->model))
    self->judge_total = 0;
  self->judge_total = MAX (self->judge_total, left);
  gtk_widget_set_visible (self->judge_box, ask);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "score.judge-completed", ask);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "score.judge-failed", ask);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "score.judge-later", ask);
  if (!ask)
    return;
  question = wg_score_model_get_question (self->model, self->judge_total - left + 1,
                                          self->judge_total);
  gtk_label_set_label (self->judge_label, question);
}

static void
refresh (WgScoreWindow *self)
{
  g_autofree char *notes = g_strjoinv ("\n", (char **) wg_score_model_get_notes (self->model));
  g_autofree char *subtitle = g_strdup_printf ("%s · %s", wg_score_model_get_title (self->model),
                                               wg_score_model_get_subtitle (self->model));

  adw_window_title_set_subtitle (self->window_title, subtitle);
  set_text (self->winner_label, wg_score_model_get_winner_text (self->model));
  set_text (self->tiebreak_label, wg_score_model_get_tiebreak_text (self->model));
  set_text (self->notes_label, notes);
  gtk_widget_set_visible (GTK_WIDGET (self->notes_label), notes[0] != '\0');
  set_text (self->rulings_label, wg_score_model_get_rulings_text (self->model));
  fill_sheet (self);
  update_actions (self);
  update_question (self);
}

/* ---- Export ---- */

static void
toast (WgScoreWindow *self,
       const char    *message,
       gboolean       lasting)
{
  AdwToast *t = wg_toast_new (message);

  /* An error stays until dismissed: the player has to read it. */
  if (lasting)
    adw_toast_set_timeout (t, 0);
  adw_toast_overlay_add_toast (self->toast_overlay, t);
}

gboolean
wg_score_window_export (WgScoreWindow *self,
                        GFile         *file,
                        const char    *format,
                        GError       **error)
{
  g_autofree char *path = NULL;
  g_autofree char *name = NULL;
  g_autofree char *message = NULL;
  gboolean         pdf;

  g_return_val_if_fail (WG_IS_SCORE_WINDOW (self), FALSE);
  g_return_val_if_fail (G_IS_FILE (file), FALSE);
  g_return_val_if_fail (g_strcmp0 (format, "png") == 0 || g_strcmp0 (format, "pdf") == 0, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  pdf = g_str_equal (format, "pdf");
  path = g_file_get_path (file);
  if (path == NULL)
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_NOT_SUPPORTED,
                   _ ("The score can only be exported to a local file"));
      return FALSE;
    }
  if (!(pdf ? wg_score_report_export_pdf : wg_score_report_export_png) (self->model, path, error))
    return FALSE;
  name = g_file_get_basename (file);
  /* TRANSLATORS: %s is the file's name */
  message = g_strdup_printf (_ ("Score exported to “%s”"), name);
  toast (self, message, FALSE);
  return TRUE;
}

static void
on_chooser_response (WgScoreWindow        *self,
                     int                   response,
                     GtkFileChooserNative *chooser)
{
  g_autoptr (GFile) file = gtk_file_chooser_get_file (GTK_FILE_CHOOSER (chooser));
  g_autofree char *format = g_steal_pointer (&self->chooser_format);
  g_autoptr (GError) error = NULL;

  g_clear_object (&self->chooser);
  update_actions (self);
  if (response != GTK_RESPONSE_ACCEPT || file == NULL)
    return;
  if (!wg_score_window_export (self, file, format, &error))
    toast (self, error->message, TRUE);
}

static void
export_action (GtkWidget  *widget,
               const char *action_name,
               GVariant   *parameter)
{
  WgScoreWindow *self = WG_SCORE_WINDOW (widget);
  gboolean       pdf = g_str_equal (action_name, "score.export-pdf");
  g_autoptr (GtkFileFilter) filter = gtk_file_filter_new ();
  g_autofree char *name = wg_score_model_suggest_file_name (self->model, pdf ? "pdf" : "png");

  if (self->chooser != NULL)
    return;
  gtk_file_filter_set_name (filter, pdf ? _ ("PDF documents") : _ ("PNG images"));
  gtk_file_filter_add_mime_type (filter, pdf ? "application/pdf" : "image/png");
  gtk_file_filter_add_suffix (filter, pdf ? "pdf" : "png");
  self->chooser = gtk_file_chooser_native_new (pdf ? _ ("Export the Score as PDF")
                                                   : _ ("Export the Score as PNG"),
                                               GTK_WINDOW (self), GTK_FILE_CHOOSER_ACTION_SAVE,
                                               _ ("_Export"), _ ("_Cancel"));
  self->chooser_format = g_strdup (pdf ? "pdf" : "png");
  gtk_native_dialog_set_modal (GTK_NATIVE_DIALOG (self->chooser), TRUE);
  gtk_file_chooser_add_filter (GTK_FILE_CHOOSER (self->chooser), filter);
  gtk_file_chooser_set_current_name (GTK_FILE_CHOOSER (self->chooser), name);
  g_signal_connect_object (self->chooser, "response", G_CALLBACK (on_chooser_response), self,
                           G_CONNECT_SWAPPED);
  update_actions (self);
  gtk_native_dialog_show (GTK_NATIVE_DIALOG (self->chooser));
}

/* ---- R-SCORE-4: judging ---- */

static void
judge_action (GtkWidget  *widget,
              const char *action_name,
              GVariant   *parameter)
{
  WgScoreWindow *self = WG_SCORE_WINDOW (widget);
  g_autoptr (GError) error = NULL;

  if (g_str_equal (action_name, "score.judge-later"))
    {
      self->judge_later = TRUE;
      update_question (self);
      return;
    }
  if (!wg_score_model_judge (self->model,
                             g_str_equal (action_name, "score.judge-completed")
                               ? WG_OBJECTIVE_COMPLETED
                               : WG_OBJECTIVE_FAILED,
                             &error))
    toast (self, error->message, TRUE);
}

/* ---- The window ---- */

WgScoreWindow *
wg_score_window_new (GtkWindow *parent,
                     WgSession *session,
                     WgCatalog *catalog)
{
  WgScoreWindow *self;

  g_return_val_if_fail (parent == NULL || GTK_IS_WINDOW (parent), NULL);
  g_return_val_if_fail (WG_IS_SESSION (session), NULL);

  self = g_object_new (WG_TYPE_SCORE_WINDOW, "transient-for", parent, NULL);
  self->model = wg_score_model_new (catalog);
  g_signal_connect_object (self->model, "changed", G_CALLBACK (refresh), self,
                           G_CONNECT_SWAPPED);
  wg_score_model_set_session (self->model, session);
  refresh (self);
  return self;
}

WgScoreModel *
wg_score_window_get_model (WgScoreWindow *self)
{
  g_return_val_if_fail (WG_IS_SCORE_WINDOW (self), NULL);
  return self->model;
}

static void
wg_score_window_dispose (GObject *object)
{
  WgScoreWindow *self = WG_SCORE_WINDOW (object);

  if (self->chooser != NULL)
    gtk_native_dialog_destroy (GTK_NATIVE_DIALOG (self->chooser));
  g_clear_object (&self->chooser);
  if (self->model != NULL)
    {
      g_signal_handlers_disconnect_by_data (self->model, self);
      /* The model lets go of the session. */
      wg_score_model_set_session (self->model, NULL);
    }
  gtk_widget_dispose_template (GTK_WIDGET (self), WG_TYPE_SCORE_WINDOW);
  g_clear_object (&self->model);

  G_OBJECT_CLASS (wg_score_window_parent_class)->dispose (object);
}

static void
wg_score_window_finalize (GObject *object)
{
  WgScoreWindow *self = WG_SCORE_WINDOW (object);

  g_clear_pointer (&self->chooser_format, g_free);

  G_OBJECT_CLASS (wg_score_window_parent_class)->finalize (object);
}

static void
wg_score_window_class_init (WgScoreWindowClass *klass)
{
  GObjectClass   *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = wg_score_window_dispose;
  object_class->finalize = wg_score_window_finalize;

  gtk_widget_class_set_template_from_resource (widget_class,
                                               RESOURCE_PREFIX "/ui/wg-score-window.ui");
  gtk_widget_class_bind_template_child (widget_class, WgScoreWindow, window_title);
  gtk_widget_class_bind_template_child (widget_class, WgScoreWindow, export_button);
  gtk_widget_class_bind_template_child (widget_class, WgScoreWindow, toast_overlay);
  gtk_widget_class_bind_template_child (widget_class, WgScoreWindow, judge_box);
  gtk_widget_class_bind_template_child (widget_class, WgScoreWindow, judge_label);
  gtk_widget_class_bind_template_child (widget_class, WgScoreWindow, winner_label);
  gtk_widget_class_bind_template_child (widget_class, WgScoreWindow, sheet_grid);
  gtk_widget_class_bind_template_child (widget_class, WgScoreWindow, tiebreak_label);
  gtk_widget_class_bind_template_child (widget_class, WgScoreWindow, notes_label);
  gtk_widget_class_bind_template_child (widget_class, WgScoreWindow, rulings_label);

  gtk_widget_class_install_action (widget_class, "score.export-png", NULL, export_action);
  gtk_widget_class_install_action (widget_class, "score.export-pdf", NULL, export_action);
  gtk_widget_class_install_action (widget_class, "score.judge-completed", NULL, judge_action);
  gtk_widget_class_install_action (widget_class, "score.judge-failed", NULL, judge_action);
  gtk_widget_class_install_action (widget_class, "score.judge-later", NULL, judge_action);
}

static void
wg_score_window_init (WgScoreWindow *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
}
