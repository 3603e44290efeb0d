/* wg-score-window.c — the score sheet, with its export as PNG or PDF
 * Copyright 2026 The Warpgate Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "wg-catalog.h"
#include "wg-file-chooser.h"
#include "wg-log-play-dialog.h"
#include "wg-question-view.h"
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
  GDateTime            *began;          /* when the game began in the parent window, or NULL */
  GtkWindow            *log_play;       /* while shown */

  /* Template children */
  AdwWindowTitle       *window_title;
  GtkWidget            *export_button;
  AdwToastOverlay      *toast_overlay;
  WgQuestionView       *judge_view;
  GtkLabel             *winner_label;
  GtkGrid              *sheet_grid;
  GtkBox               *sheet_cards;
  GtkWidget            *tiebreak_heading;
  GtkLabel             *tiebreak_label;
  GtkLabel             *notes_label;
  GtkLabel             *rulings_label;
};

G_DEFINE_FINAL_TYPE (WgScoreWindow, wg_score_window, ADW_TYPE_WINDOW)

/* ---- The sheet ----
 *
 * Two layouts of the same cells, the squeezer showing the wide one while
 * its narrowest fits: a table (a column per category, the numbers
 * right-aligned in tabular figures under right-aligned headings), or a
 * card per player with a line per category, for a phone's width. Either
 * way Total is never out of sight. */

static GtkWidget *
cell (const char *text,
      float       xalign)
{
  GtkWidget *label = gtk_label_new (text);

  gtk_label_set_xalign (GTK_LABEL (label), xalign);
  gtk_widget_add_css_class (label, "score-cell");
  return label;
}

static GtkWidget *
number_cell (int           value,
             WgScoreColumn column)
{
  char       number[16];
  GtkWidget *label;

  g_snprintf (number, sizeof number, "%d", value);
  label = cell (number, 1);
  gtk_widget_add_css_class (label, "numeric");
  if (column == WG_SCORE_COLUMN_TOTAL)
    gtk_widget_add_css_class (label, "score-total");
  if (column == WG_SCORE_COLUMN_PLANETS)
    gtk_widget_add_css_class (label, "score-planets");
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
      heading = cell (wg_score_column_title (c), 1);
      /* "Trade Goods" may take two lines rather than crowd its neighbour. */
      gtk_label_set_wrap (GTK_LABEL (heading), TRUE);
      gtk_label_set_justify (GTK_LABEL (heading), GTK_JUSTIFY_RIGHT);
      gtk_widget_set_valign (heading, GTK_ALIGN_FILL);
      gtk_widget_add_css_class (heading, "score-heading");
      if (c == WG_SCORE_COLUMN_TOTAL)
        gtk_widget_add_css_class (heading, "score-total");
      gtk_grid_attach (self->sheet_grid, heading, c + 1, 0, 1, 1);
    }
}

/* The swatch, the name, and a star for a winner of a result. */
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
  gtk_label_set_wrap (GTK_LABEL (name), TRUE);
  gtk_widget_add_css_class (name, "score-name");
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
      gtk_widget_add_css_class (star, "score-star");
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
      GtkWidget *value = number_cell (wg_score_model_get_value (self->model, row, c), c);

      if (winner)
        gtk_widget_add_css_class (value, "score-winner");
      gtk_grid_attach (self->sheet_grid, value, c + 1, (int) row + 1, 1, 1);
    }
}

/* One line of a player's card: the category, and its VP on the right. */
static GtkWidget *
card_line (const char *title,
           GtkWidget  *value)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 12);
  GtkWidget *label = cell (title, 0);

  gtk_widget_set_hexpand (label, TRUE);
  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_widget_add_css_class (box, "score-card-line");
  gtk_box_append (GTK_BOX (box), label);
  gtk_box_append (GTK_BOX (box), value);
  return box;
}

/* A player's card for the narrow layout: the name, then every column. */
static GtkWidget *
player_card (WgScoreModel *model,
             guint         row)
{
  GtkWidget *list = gtk_list_box_new ();
  gboolean   winner = wg_score_model_get_is_winner (model, row);

  gtk_list_box_set_selection_mode (GTK_LIST_BOX (list), GTK_SELECTION_NONE);
  gtk_widget_add_css_class (list, "boxed-list");
  gtk_widget_add_css_class (list, "score-sheet");
  gtk_accessible_update_property (GTK_ACCESSIBLE (list), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  wg_score_model_get_name (model, row), -1);
  gtk_list_box_append (GTK_LIST_BOX (list), name_cell (model, row));
  for (int c = 0; c < WG_SCORE_N_COLUMNS; c++)
    {
      GtkWidget *line = card_line (wg_score_column_title (c),
                                   number_cell (wg_score_model_get_value (model, row, c), c));

      if (c == WG_SCORE_COLUMN_TOTAL)
        gtk_widget_add_css_class (gtk_widget_get_first_child (line), "score-total");
      if (c == WG_SCORE_COLUMN_PLANETS)
        gtk_widget_add_css_class (gtk_widget_get_first_child (line), "score-planets");
      gtk_list_box_append (GTK_LIST_BOX (list), line);
    }
  for (GtkWidget *r = gtk_widget_get_first_child (list); r != NULL;
       r = gtk_widget_get_next_sibling (r))
    {
      gtk_list_box_row_set_activatable (GTK_LIST_BOX_ROW (r), FALSE);
      if (winner)
        gtk_widget_add_css_class (r, "score-winner");
    }
  return list;
}

static void
fill_sheet (WgScoreWindow *self)
{
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->sheet_grid))) != NULL)
    gtk_grid_remove (self->sheet_grid, child);
  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->sheet_cards))) != NULL)
    gtk_box_remove (self->sheet_cards, child);
  add_headings (self);
  for (guint row = 0; row < wg_score_model_get_n_rows (self->model); row++)
    {
      add_row (self, row);
      gtk_box_append (self->sheet_cards, player_card (self->model, row));
    }
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
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "score.log-play", has_sheet);
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
 * asked in the question view, Completed or Failed, before the sheet shows
 * the result; Back takes an answer back, Later keeps the standings. */
static void
update_question (WgScoreWindow *self)
{
  const WgQuestion *question = wg_score_model_get_judge_question (self->model);

  wg_question_view_set_question (self->judge_view, question, NULL);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "score.judge-later", question != NULL);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "score.judge-back",
                                 question != NULL
                                   && wg_score_model_get_n_judge_answers (self->model) > 0);
}

static void
refresh (WgScoreWindow *self)
{
  g_autofree char *notes = g_strjoinv ("\n", (char **) wg_score_model_get_notes (self->model));
  g_autofree char *subtitle = g_strdup_printf ("%s · %s", wg_score_model_get_title (self->model),
                                               wg_score_model_get_subtitle (self->model));

  const char      *tiebreak = wg_score_model_get_tiebreak_text (self->model);
  /* A result is the final score; before it, the standings (R-SCORE-4). */
  const char      *title = wg_score_model_get_provisional (self->model) ? _ ("Standings")
                                                                        : _ ("Final Score");

  adw_window_title_set_title (self->window_title, title);
  gtk_window_set_title (GTK_WINDOW (self), title);
  adw_window_title_set_subtitle (self->window_title, subtitle);
  set_text (self->winner_label, wg_score_model_get_winner_text (self->model));
  set_text (self->tiebreak_label, tiebreak);
  gtk_widget_set_visible (self->tiebreak_heading, tiebreak[0] != '\0');
  gtk_widget_set_visible (GTK_WIDGET (self->tiebreak_label), tiebreak[0] != '\0');
  set_text (self->notes_label, notes);
  gtk_widget_set_visible (GTK_WIDGET (self->notes_label), notes[0] != '\0');
  set_text (self->rulings_label, wg_score_model_get_rulings_text (self->model));
  fill_sheet (self);
  update_actions (self);
  update_question (self);
}

/* ---- Export ---- */

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
  wg_toast_show_text (self->toast_overlay, message, FALSE);
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
    wg_toast_show_text (self->toast_overlay, error->message, TRUE);
}

static void
export_action (GtkWidget  *widget,
               const char *action_name,
               GVariant   *parameter)
{
  WgScoreWindow   *self = WG_SCORE_WINDOW (widget);
  gboolean         pdf = g_str_equal (action_name, "score.export-pdf");
  g_autofree char *name = wg_score_model_suggest_file_name (self->model, pdf ? "pdf" : "png");

  if (self->chooser != NULL)
    return;
  self->chooser = wg_save_chooser_new (
    GTK_WINDOW (self), pdf ? _ ("Export the Score as PDF") : _ ("Export the Score as PNG"),
    _ ("_Export"), pdf ? _ ("PDF documents") : _ ("PNG images"),
    pdf ? "application/pdf" : "image/png", pdf ? "pdf" : "png", name);
  self->chooser_format = g_strdup (pdf ? "pdf" : "png");
  g_signal_connect_object (self->chooser, "response", G_CALLBACK (on_chooser_response), self,
                           G_CONNECT_SWAPPED);
  update_actions (self);
  gtk_native_dialog_show (GTK_NATIVE_DIALOG (self->chooser));
}

/* ---- Log Play ---- */

WgLogPlayDialog *
wg_score_window_log_play (WgScoreWindow *self)
{
  g_autoptr (GDateTime) now = NULL;

  g_return_val_if_fail (WG_IS_SCORE_WINDOW (self), NULL);

  if (self->log_play == NULL)
    {
      now = g_date_time_new_now_local ();
      self->log_play = GTK_WINDOW (wg_log_play_dialog_new (GTK_WINDOW (self), self->model,
                                                           self->began, now));
      g_object_add_weak_pointer (G_OBJECT (self->log_play), (gpointer *) &self->log_play);
    }
  gtk_window_present (self->log_play);
  return WG_LOG_PLAY_DIALOG (self->log_play);
}

static void
log_play_action (GtkWidget  *widget,
                 const char *action_name,
                 GVariant   *parameter)
{
  wg_score_window_log_play (WG_SCORE_WINDOW (widget));
}

void
wg_score_window_set_began (WgScoreWindow *self,
                           GDateTime     *began)
{
  g_return_if_fail (WG_IS_SCORE_WINDOW (self));

  g_clear_pointer (&self->began, g_date_time_unref);
  if (began != NULL)
    self->began = g_date_time_ref (began);
}

/* ---- R-SCORE-4: judging ---- */

static void
on_judge_answered (WgScoreWindow *self,
                   const char    *option_id)
{
  wg_score_model_judge_answer (self->model, option_id);
  /* The next question, or the result: the focus goes on to it. */
  if (!wg_question_view_focus_first (self->judge_view))
    gtk_widget_grab_focus (GTK_WIDGET (self->winner_label));
}

static void
judge_action (GtkWidget  *widget,
              const char *action_name,
              GVariant   *parameter)
{
  WgScoreWindow *self = WG_SCORE_WINDOW (widget);

  if (g_str_equal (action_name, "score.judge-later"))
    wg_score_model_set_judging_later (self->model, TRUE);
  else
    wg_score_model_judge_back (self->model);
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
  if (self->log_play != NULL)
    gtk_window_destroy (self->log_play);
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
  g_clear_pointer (&self->began, g_date_time_unref);

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
  gtk_widget_class_bind_template_child (widget_class, WgScoreWindow, judge_view);
  gtk_widget_class_bind_template_child (widget_class, WgScoreWindow, winner_label);
  gtk_widget_class_bind_template_child (widget_class, WgScoreWindow, sheet_grid);
  gtk_widget_class_bind_template_child (widget_class, WgScoreWindow, sheet_cards);
  gtk_widget_class_bind_template_child (widget_class, WgScoreWindow, tiebreak_heading);
  gtk_widget_class_bind_template_child (widget_class, WgScoreWindow, tiebreak_label);
  gtk_widget_class_bind_template_child (widget_class, WgScoreWindow, notes_label);
  gtk_widget_class_bind_template_child (widget_class, WgScoreWindow, rulings_label);

  gtk_widget_class_install_action (widget_class, "score.export-png", NULL, export_action);
  gtk_widget_class_install_action (widget_class, "score.export-pdf", NULL, export_action);
  gtk_widget_class_install_action (widget_class, "score.log-play", NULL, log_play_action);
  gtk_widget_class_install_action (widget_class, "score.judge-back", NULL, judge_action);
  gtk_widget_class_install_action (widget_class, "score.judge-later", NULL, judge_action);
  gtk_widget_class_bind_template_callback (widget_class, on_judge_answered);
}

static void
wg_score_window_init (WgScoreWindow *self)
{
  g_type_ensure (WG_TYPE_QUESTION_VIEW);
  gtk_widget_init_template (GTK_WIDGET (self));
}
