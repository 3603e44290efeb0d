/* wg-history-view.c — every step of the game in words; clicking one goes there
 * Copyright 2026 The Warpgate Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "wg-history-row.h"
#include "wg-history-view.h"

struct _WgHistoryView
{
  GtkWidget          parent_instance;

  GListModel        *model;
  gulong             items_handler;

  /* Template children */
  GtkStack          *stack;
  GtkScrolledWindow *scroller;
  GtkListView       *list_view;
};

G_DEFINE_FINAL_TYPE (WgHistoryView, wg_history_view, GTK_TYPE_WIDGET)

enum
{
  PROP_0,
  PROP_MODEL,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static void
on_setup_item (WgHistoryView *self,
               GtkListItem   *item)
{
  gtk_list_item_set_child (item, wg_history_row_new ());
}

static void
on_bind_item (WgHistoryView *self,
              GtkListItem   *item)
{
  wg_history_row_set_entry (WG_HISTORY_ROW (gtk_list_item_get_child (item)),
                            gtk_list_item_get_item (item),
                            gtk_list_item_get_position (item) + 1);
}

static void
on_unbind_item (WgHistoryView *self,
                GtkListItem   *item)
{
  wg_history_row_set_entry (WG_HISTORY_ROW (gtk_list_item_get_child (item)), NULL, 0);
}

/* Step @position (0-based) was clicked: the table after it. */
static void
on_step_activated (WgHistoryView *self,
                   guint          position,
                   GtkListView   *view)
{
  gtk_widget_activate_action (GTK_WIDGET (self), "game.go-to", "u", position + 1);
}

/* The newest step in sight, and a placeholder for no steps at all. */
static void
on_items_changed (WgHistoryView *self)
{
  guint          n = self->model != NULL ? g_list_model_get_n_items (self->model) : 0;
  GtkAdjustment *adjustment = gtk_scrolled_window_get_vadjustment (self->scroller);

  gtk_stack_set_visible_child_name (self->stack, n > 0 ? "steps" : "empty");
  gtk_adjustment_set_value (adjustment, gtk_adjustment_get_upper (adjustment));
}

GListModel *
wg_history_view_get_model (WgHistoryView *self)
{
  g_return_val_if_fail (WG_IS_HISTORY_VIEW (self), NULL);
  return self->model;
}

void
wg_history_view_set_model (WgHistoryView *self,
                           GListModel    *model)
{
  g_autoptr (GtkNoSelection) selection = NULL;

  g_return_if_fail (WG_IS_HISTORY_VIEW (self));
  g_return_if_fail (model == NULL || G_IS_LIST_MODEL (model));

  if (self->model == model)
    return;
  if (self->model != NULL)
    g_clear_signal_handler (&self->items_handler, self->model);
  g_set_object (&self->model, model);
  if (model != NULL)
    {
      selection = gtk_no_selection_new (g_object_ref (model));
      self->items_handler = g_signal_connect_swapped (model, "items-changed",
                                                      G_CALLBACK (on_items_changed), self);
    }
  gtk_list_view_set_model (self->list_view, GTK_SELECTION_MODEL (selection));
  on_items_changed (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_MODEL]);
}

static void
wg_history_view_dispose (GObject *object)
{
  GtkWidget     *child;
  WgHistoryView *self = WG_HISTORY_VIEW (object);

  if (self->model != NULL)
    g_clear_signal_handler (&self->items_handler, self->model);
  g_clear_object (&self->model);
  gtk_widget_dispose_template (GTK_WIDGET (self), WG_TYPE_HISTORY_VIEW);
  /* Children the template did not bind are this widget's to unparent. */
  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self))) != NULL)
    gtk_widget_unparent (child);

  G_OBJECT_CLASS (wg_history_view_parent_class)->dispose (object);
}

static void
wg_history_view_get_property (GObject    *object,
                              guint       prop_id,
                              GValue     *value,
                              GParamSpec *pspec)
{
  WgHistoryView *self = WG_HISTORY_VIEW (object);

  switch (prop_id)
    {
    case PROP_MODEL:
      g_value_set_object (value, self->model);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
wg_history_view_set_property (GObject      *object,
                              guint         prop_id,
                              const GValue *value,
                              GParamSpec   *pspec)
{
  WgHistoryView *self = WG_HISTORY_VIEW (object);

  switch (prop_id)
    {
    case PROP_MODEL:
      wg_history_view_set_model (self, g_value_get_object (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
wg_history_view_class_init (WgHistoryViewClass *klass)
{
  GObjectClass   *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = wg_history_view_dispose;
  object_class->get_property = wg_history_view_get_property;
  object_class->set_property = wg_history_view_set_property;

  properties[PROP_MODEL] =
    g_param_spec_object ("model", NULL, NULL, G_TYPE_LIST_MODEL,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  gtk_widget_class_set_template_from_resource (widget_class,
                                               RESOURCE_PREFIX "/ui/wg-history-view.ui");
  gtk_widget_class_bind_template_child (widget_class, WgHistoryView, stack);
  gtk_widget_class_bind_template_child (widget_class, WgHistoryView, scroller);
  gtk_widget_class_bind_template_child (widget_class, WgHistoryView, list_view);
  gtk_widget_class_bind_template_callback (widget_class, on_setup_item);
  gtk_widget_class_bind_template_callback (widget_class, on_bind_item);
  gtk_widget_class_bind_template_callback (widget_class, on_unbind_item);
  gtk_widget_class_bind_template_callback (widget_class, on_step_activated);
  gtk_widget_class_set_css_name (widget_class, "historyview");
}

static void
wg_history_view_init (WgHistoryView *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  on_items_changed (self);
}
