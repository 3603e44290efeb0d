/* wg-save-layout-dialog.c — the board editor's Save as Layout: the tiles placed, as a template
 * Copyright 2026 The Warpgate Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "wg-game.h"
#include "wg-save-layout-dialog.h"

struct _WgSaveLayoutDialog
{
  AdwMessageDialog    parent_instance;

  WgBoardEditorModel *model;
  char               *problem;

  /* Template children */
  AdwEntryRow        *id_row;
  AdwEntryRow        *name_row;
  AdwActionRow       *players_row;
  GtkSpinButton      *players_spin;
  GtkLabel           *problem_label;
};

G_DEFINE_FINAL_TYPE (WgSaveLayoutDialog, wg_save_layout_dialog, ADW_TYPE_MESSAGE_DIALOG)

static const char *
text (AdwEntryRow *row)
{
  return gtk_editable_get_text (GTK_EDITABLE (row));
}

/* The answers as a layout to keep. */
static WgLayoutDraft
drafted_layout (WgSaveLayoutDialog *self)
{
  return (WgLayoutDraft) {
    .id = text (self->id_row),
    .name = text (self->name_row),
    .players = gtk_spin_button_get_value_as_int (self->players_spin),
  };
}

/* Asks the model whether the answers make a layout; shows its refusal. */
static void
update (WgSaveLayoutDialog *self)
{
  g_autoptr (GError) error = NULL;
  WgLayoutDraft draft;
  gboolean      ok;

  if (self->model == NULL)
    return;
  draft = drafted_layout (self);
  ok = wg_board_editor_model_check_layout (self->model, &draft, &error);
  g_clear_pointer (&self->problem, g_free);
  if (!ok)
    self->problem = g_strdup (error->message);
  adw_message_dialog_set_response_enabled (ADW_MESSAGE_DIALOG (self),
                                           WG_SAVE_LAYOUT_RESPONSE_SAVE, ok);
  gtk_label_set_label (self->problem_label, ok ? "" : self->problem);
  gtk_widget_set_visible (GTK_WIDGET (self->problem_label), !ok);
}

static void
show_model (WgSaveLayoutDialog *self)
{
  guint            tiles = wg_board_editor_model_get_n_placements (self->model);
  guint            gates = wg_board_editor_model_count_warpgates (self->model);
  g_autofree char *id = wg_board_editor_model_suggest_layout_id (self->model);
  g_autofree char *subtitle = NULL;

  adw_message_dialog_format_body (ADW_MESSAGE_DIALOG (self),
                                  g_dngettext (GETTEXT_PACKAGE,
                                               "The tile placed, as a layout of the tile file: "
                                               "once the file is saved, New Game offers it as a "
                                               "board",
                                               "The %u tiles placed, as a layout of the tile "
                                               "file: once the file is saved, New Game offers it "
                                               "as a board",
                                               tiles),
                                  tiles);
  subtitle = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                           "A warpgate for each: the board has %u",
                                           "A warpgate for each: the board has %u", gates),
                              gates);
  adw_action_row_set_subtitle (self->players_row, subtitle);
  gtk_editable_set_text (GTK_EDITABLE (self->id_row), id);
  gtk_editable_set_text (GTK_EDITABLE (self->name_row),
                         wg_board_editor_model_get_name (self->model));
  gtk_spin_button_set_value (self->players_spin, CLAMP (gates, 1, WG_MAX_PLAYERS));
  update (self);
}

gboolean
wg_save_layout_dialog_apply (WgSaveLayoutDialog *self,
                             GError            **error)
{
  WgLayoutDraft draft;

  g_return_val_if_fail (WG_IS_SAVE_LAYOUT_DIALOG (self), FALSE);
  draft = drafted_layout (self);
  return wg_board_editor_model_save_layout (self->model, &draft, error);
}

const char *
wg_save_layout_dialog_get_problem (WgSaveLayoutDialog *self)
{
  g_return_val_if_fail (WG_IS_SAVE_LAYOUT_DIALOG (self), NULL);
  return self->problem;
}

WgSaveLayoutDialog *
wg_save_layout_dialog_new (GtkWindow          *parent,
                           WgBoardEditorModel *model)
{
  WgSaveLayoutDialog *self;

  g_return_val_if_fail (parent == NULL || GTK_IS_WINDOW (parent), NULL);
  g_return_val_if_fail (WG_IS_BOARD_EDITOR_MODEL (model), NULL);

  self = g_object_new (WG_TYPE_SAVE_LAYOUT_DIALOG, "transient-for", parent, NULL);
  self->model = g_object_ref (model);
  show_model (self);
  return self;
}

static void
wg_save_layout_dialog_dispose (GObject *object)
{
  WgSaveLayoutDialog *self = WG_SAVE_LAYOUT_DIALOG (object);

  gtk_widget_dispose_template (GTK_WIDGET (self), WG_TYPE_SAVE_LAYOUT_DIALOG);
  g_clear_object (&self->model);
  g_clear_pointer (&self->problem, g_free);

  G_OBJECT_CLASS (wg_save_layout_dialog_parent_class)->dispose (object);
}

static void
wg_save_layout_dialog_class_init (WgSaveLayoutDialogClass *klass)
{
  GObjectClass   *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = wg_save_layout_dialog_dispose;

  gtk_widget_class_set_template_from_resource (widget_class,
                                               RESOURCE_PREFIX "/ui/wg-save-layout-dialog.ui");
  gtk_widget_class_bind_template_child (widget_class, WgSaveLayoutDialog, id_row);
  gtk_widget_class_bind_template_child (widget_class, WgSaveLayoutDialog, name_row);
  gtk_widget_class_bind_template_child (widget_class, WgSaveLayoutDialog, players_row);
  gtk_widget_class_bind_template_child (widget_class, WgSaveLayoutDialog, players_spin);
  gtk_widget_class_bind_template_child (widget_class, WgSaveLayoutDialog, problem_label);
  gtk_widget_class_bind_template_callback (widget_class, update);
}

static void
wg_save_layout_dialog_init (WgSaveLayoutDialog *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
}
