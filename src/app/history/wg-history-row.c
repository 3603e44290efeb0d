/* wg-history-row.c — one step of the history list: its number and its sentence
 * Copyright 2026 The Warpgate Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "wg-history-row.h"

struct _WgHistoryRow
{
  GtkWidget       parent_instance;

  WgHistoryEntry *entry;
  gulong          applied_handler;

  /* Template children */
  GtkLabel       *number_label;
  GtkLabel       *description_label;
  GtkImage       *undone_image;
};

G_DEFINE_FINAL_TYPE (WgHistoryRow, wg_history_row, GTK_TYPE_WIDGET)

/* An undone step is dimmed, marked, and says so to a screen reader. */
static void
update_applied (WgHistoryRow *self)
{
  gboolean applied = self->entry == NULL || wg_history_entry_get_applied (self->entry);

  if (applied)
    gtk_widget_remove_css_class (GTK_WIDGET (self->description_label), "dim-label");
  else
    gtk_widget_add_css_class (GTK_WIDGET (self->description_label), "dim-label");
  gtk_widget_set_visible (GTK_WIDGET (self->undone_image), !applied);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION,
                                  applied ? "" : _ ("Undone"), -1);
}

static void
disconnect_entry (WgHistoryRow *self)
{
  if (self->entry != NULL)
    g_clear_signal_handler (&self->applied_handler, self->entry);
  g_clear_object (&self->entry);
}

void
wg_history_row_set_entry (WgHistoryRow   *self,
                          WgHistoryEntry *entry,
                          guint           number)
{
  g_autofree char *digits = NULL;

  g_return_if_fail (WG_IS_HISTORY_ROW (self));
  g_return_if_fail (entry == NULL || WG_IS_HISTORY_ENTRY (entry));

  disconnect_entry (self);
  if (entry != NULL)
    {
      self->entry = g_object_ref (entry);
      self->applied_handler = g_signal_connect_swapped (entry, "notify::applied",
                                                        G_CALLBACK (update_applied), self);
      digits = g_strdup_printf ("%u", number);
    }
  gtk_label_set_label (self->number_label, digits ? digits : "");
  gtk_label_set_label (self->description_label,
                       entry ? wg_history_entry_get_description (entry) : "");
  update_applied (self);
}

static void
wg_history_row_dispose (GObject *object)
{
  GtkWidget    *child;
  WgHistoryRow *self = WG_HISTORY_ROW (object);

  disconnect_entry (self);
  gtk_widget_dispose_template (GTK_WIDGET (self), WG_TYPE_HISTORY_ROW);
  /* Children the template did not bind are this widget's to unparent. */
  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self))) != NULL)
    gtk_widget_unparent (child);

  G_OBJECT_CLASS (wg_history_row_parent_class)->dispose (object);
}

static void
wg_history_row_class_init (WgHistoryRowClass *klass)
{
  GObjectClass   *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = wg_history_row_dispose;

  gtk_widget_class_set_template_from_resource (widget_class,
                                               RESOURCE_PREFIX "/ui/wg-history-row.ui");
  gtk_widget_class_bind_template_child (widget_class, WgHistoryRow, number_label);
  gtk_widget_class_bind_template_child (widget_class, WgHistoryRow, description_label);
  gtk_widget_class_bind_template_child (widget_class, WgHistoryRow, undone_image);
  gtk_widget_class_set_css_name (widget_class, "historyrow");
}

static void
wg_history_row_init (WgHistoryRow *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  update_applied (self);
}

GtkWidget *
wg_history_row_new (void)
{
  return g_object_new (WG_TYPE_HISTORY_ROW, NULL);
}
