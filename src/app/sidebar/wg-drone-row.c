/* wg-drone-row.c — one player's Research Drone: here or elsewhere
 * Copyright 2026 The Warpgate Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "wg-drone-row.h"
#include "wg-swatch.h"

struct _WgDroneRow
{
  AdwActionRow    parent_instance;

  int             player;
  gboolean        updating;

  /* Template children */
  GtkDrawingArea *swatch;
  GtkSwitch      *here_switch;
};

G_DEFINE_FINAL_TYPE (WgDroneRow, wg_drone_row, ADW_TYPE_ACTION_ROW)

enum
{
  SIGNAL_TOGGLED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static void
on_active_changed (WgDroneRow *self)
{
  if (!self->updating)
    g_signal_emit (self, signals[SIGNAL_TOGGLED], 0,
                   gtk_switch_get_active (self->here_switch));
}

int
wg_drone_row_get_player (WgDroneRow *self)
{
  g_return_val_if_fail (WG_IS_DRONE_ROW (self), -1);
  return self->player;
}

void
wg_drone_row_update (WgDroneRow *self,
                     const char *title,
                     const char *subtitle,
                     const char *color,
                     gboolean    here,
                     gboolean    can_toggle,
                     const char *why_not)
{
  g_autofree char *name = NULL;

  g_return_if_fail (WG_IS_DRONE_ROW (self));

  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (self), title);
  adw_action_row_set_subtitle (ADW_ACTION_ROW (self), subtitle);
  wg_swatch_set (self->swatch, color);
  self->updating = TRUE;
  gtk_switch_set_active (self->here_switch, here);
  self->updating = FALSE;
  gtk_widget_set_sensitive (GTK_WIDGET (self->here_switch), can_toggle);
  gtk_widget_set_tooltip_text (GTK_WIDGET (self), why_not);
  /* TRANSLATORS: a switch's name for a screen reader */
  name = g_strdup_printf (_ ("%s here"), title);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->here_switch),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, name, -1);
}

void
wg_drone_row_toggle (WgDroneRow *self)
{
  g_return_if_fail (WG_IS_DRONE_ROW (self));
  gtk_switch_set_active (self->here_switch, !gtk_switch_get_active (self->here_switch));
}

static void
wg_drone_row_dispose (GObject *object)
{
  gtk_widget_dispose_template (GTK_WIDGET (object), WG_TYPE_DRONE_ROW);

  G_OBJECT_CLASS (wg_drone_row_parent_class)->dispose (object);
}

static void
wg_drone_row_class_init (WgDroneRowClass *klass)
{
  GObjectClass   *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = wg_drone_row_dispose;

  signals[SIGNAL_TOGGLED] =
    g_signal_new ("toggled", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                  G_TYPE_NONE, 1, G_TYPE_BOOLEAN);

  gtk_widget_class_set_template_from_resource (widget_class,
                                               RESOURCE_PREFIX "/ui/wg-drone-row.ui");
  gtk_widget_class_bind_template_child (widget_class, WgDroneRow, swatch);
  gtk_widget_class_bind_template_child (widget_class, WgDroneRow, here_switch);
  gtk_widget_class_bind_template_callback (widget_class, on_active_changed);
}

static void
wg_drone_row_init (WgDroneRow *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
}

GtkWidget *
wg_drone_row_new (int player)
{
  WgDroneRow *self = g_object_new (WG_TYPE_DRONE_ROW, NULL);

  self->player = player;
  return GTK_WIDGET (self);
}
