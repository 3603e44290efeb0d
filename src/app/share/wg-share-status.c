/* wg-share-status.c — the header bar's word that the table is shared, and how many watch
 * Copyright 2026 The Warpgate Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "wg-share-status.h"

struct _WgShareStatus
{
  GtkWidget      parent_instance;

  WgShareServer *server;
  GtkWidget     *button;
  GtkLabel      *label;
};

G_DEFINE_FINAL_TYPE (WgShareStatus, wg_share_status, GTK_TYPE_WIDGET)

char *
wg_share_viewers_text (guint n_viewers)
{
  if (n_viewers == 0)
    return g_strdup (_ ("Nobody is watching"));
  return g_strdup_printf (ngettext ("%u device is watching", "%u devices are watching",
                                    n_viewers),
                          n_viewers);
}

static void
update (WgShareStatus *self)
{
  gboolean         running = self->server != NULL && wg_share_server_get_running (self->server);
  guint            n = running ? wg_share_server_get_n_viewers (self->server) : 0;
  g_autofree char *text = NULL;
  g_autofree char *tooltip = NULL;

  gtk_widget_set_visible (GTK_WIDGET (self), running);
  /* TRANSLATORS: the header bar while the table is shared; %u devices watch */
  text = g_strdup_printf (_ ("Shared · %u"), n);
  gtk_label_set_label (self->label, text);
  tooltip = wg_share_viewers_text (n);
  gtk_widget_set_tooltip_text (self->button, tooltip);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->button), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  tooltip, -1);
}

void
wg_share_status_set_server (WgShareStatus *self,
                            WgShareServer *server)
{
  g_return_if_fail (WG_IS_SHARE_STATUS (self));

  if (self->server != NULL)
    g_signal_handlers_disconnect_by_data (self->server, self);
  g_set_object (&self->server, server);
  if (server != NULL)
    {
      g_signal_connect_swapped (server, "notify::running", G_CALLBACK (update), self);
      g_signal_connect_swapped (server, "notify::n-viewers", G_CALLBACK (update), self);
    }
  update (self);
}

const char *
wg_share_status_get_text (WgShareStatus *self)
{
  g_return_val_if_fail (WG_IS_SHARE_STATUS (self), NULL);
  return gtk_label_get_label (self->label);
}

static void
wg_share_status_dispose (GObject *object)
{
  WgShareStatus *self = WG_SHARE_STATUS (object);

  if (self->server != NULL)
    g_signal_handlers_disconnect_by_data (self->server, self);
  g_clear_object (&self->server);
  g_clear_pointer (&self->button, gtk_widget_unparent);
  G_OBJECT_CLASS (wg_share_status_parent_class)->dispose (object);
}

static void
wg_share_status_class_init (WgShareStatusClass *klass)
{
  GObjectClass   *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = wg_share_status_dispose;
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
}

static void
wg_share_status_init (WgShareStatus *self)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);

  self->button = gtk_button_new ();
  gtk_actionable_set_action_name (GTK_ACTIONABLE (self->button), "win.share-table");
  gtk_box_append (GTK_BOX (box), gtk_image_new_from_icon_name ("network-wireless-symbolic"));
  self->label = GTK_LABEL (gtk_label_new (NULL));
  gtk_box_append (GTK_BOX (box), GTK_WIDGET (self->label));
  gtk_button_set_child (GTK_BUTTON (self->button), box);
  gtk_widget_set_parent (self->button, GTK_WIDGET (self));
  update (self);
}
