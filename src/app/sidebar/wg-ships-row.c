/* wg-ships-row.c — one player's ships on the selected location, as a spin button
 * Copyright 2026 The Warpgate Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "wg-page-helpers.h"
#include "wg-ships-row.h"
#include "wg-swatch.h"

struct _WgShipsRow
{
  AdwActionRow    parent_instance;

  int             player;

  /* Template children */
  GtkDrawingArea *swatch;
  GtkSpinButton  *spin;
};

G_DEFINE_FINAL_TYPE (WgShipsRow, wg_ships_row, ADW_TYPE_ACTION_ROW)

enum
{
  SIGNAL_SHIPS_CHANGED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static void
on_value_changed (WgShipsRow *self)
{
  g_signal_emit (self, signals[SIGNAL_SHIPS_CHANGED], 0,
                 gtk_spin_button_get_value_as_int (self->spin));
}

int
wg_ships_row_get_player (WgShipsRow *self)
{
  g_return_val_if_fail (WG_IS_SHIPS_ROW (self), -1);
  return self->player;
}

void
wg_ships_row_update (WgShipsRow *self,
                     const char *title,
                     const char *subtitle,
                     const char *color,
                     int         count,
                     int         upper,
                     const char *why_not)
{
  g_autofree char *name = NULL;

  g_return_if_fail (WG_IS_SHIPS_ROW (self));

  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (self), title);
  adw_action_row_set_subtitle (ADW_ACTION_ROW (self), subtitle);
  wg_swatch_set (self->swatch, color);
  wg_page_set_spin (self->spin, 0, MAX (upper, count), count);
  gtk_widget_set_tooltip_text (GTK_WIDGET (self->spin), why_not);
  /* TRANSLATORS: a spin button's name for a screen reader, "Ships of Player 1 (blue)" */
  name = g_strdup_printf (_ ("Ships of %s"), title);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->spin), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  name, -1);
}

int
wg_ships_row_get_count (WgShipsRow *self)
{
  g_return_val_if_fail (WG_IS_SHIPS_ROW (self), 0);
  return gtk_spin_button_get_value_as_int (self->spin);
}

void
wg_ships_row_set_count (WgShipsRow *self,
                        int         count)
{
  g_return_if_fail (WG_IS_SHIPS_ROW (self));
  gtk_spin_button_set_value (self->spin, count);
}

static void
wg_ships_row_dispose (GObject *object)
{
  gtk_widget_dispose_template (GTK_WIDGET (object), WG_TYPE_SHIPS_ROW);

  G_OBJECT_CLASS (wg_ships_row_parent_class)->dispose (object);
}

static void
wg_ships_row_class_init (WgShipsRowClass *klass)
{
  GObjectClass   *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = wg_ships_row_dispose;

  signals[SIGNAL_SHIPS_CHANGED] =
    g_signal_new ("ships-changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL,
                  NULL, G_TYPE_NONE, 1, G_TYPE_INT);

  gtk_widget_class_set_template_from_resource (widget_class,
                                               RESOURCE_PREFIX "/ui/wg-ships-row.ui");
  gtk_widget_class_bind_template_child (widget_class, WgShipsRow, swatch);
  gtk_widget_class_bind_template_child (widget_class, WgShipsRow, spin);
  gtk_widget_class_bind_template_callback (widget_class, on_value_changed);
}

static void
wg_ships_row_init (WgShipsRow *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
}

GtkWidget *
wg_ships_row_new (int player)
{
  WgShipsRow *self = g_object_new (WG_TYPE_SHIPS_ROW, NULL);

  self->player = player;
  return GTK_WIDGET (self);
}
