/* wg-share-dialog.c — Share to the Table: the switch, the address and its QR code
 * Copyright 2026 The Warpgate Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "wg-share-dialog.h"
#include "wg-qr.h"
#include "wg-share-status.h"

/* Pixels per module of the QR code: a code of a 33-module address (with
 * its quiet zone) some 300 px across, for a phone held a step away. */
#define QR_SCALE 7

struct _WgShareDialog
{
  AdwWindow      parent_instance;

  WgShareServer *server;
  gboolean       updating; /* the switch follows the server */

  /* Template children */
  AdwActionRow  *switch_row;
  GtkSwitch     *share_switch;
  GtkWidget     *shared_box;
  GtkPicture    *qr_picture;
  GtkLabel      *address_label;
  GtkLabel      *viewers_label;
};

G_DEFINE_FINAL_TYPE (WgShareDialog, wg_share_dialog, ADW_TYPE_WINDOW)

static void
update_viewers (WgShareDialog *self)
{
  g_autofree char *text = wg_share_viewers_text (wg_share_server_get_n_viewers (self->server));

  gtk_label_set_label (self->viewers_label, text);
}

static void
update (WgShareDialog *self)
{
  gboolean    running = wg_share_server_get_running (self->server);
  const char *url = wg_share_server_get_url (self->server);
  g_autoptr (GdkTexture) qr = NULL;

  self->updating = TRUE;
  gtk_switch_set_active (self->share_switch, running);
  self->updating = FALSE;
  gtk_widget_set_visible (self->shared_box, running);
  gtk_label_set_label (self->address_label, url != NULL ? url : "");
  if (url != NULL)
    qr = wg_qr_texture (url, QR_SCALE, NULL);
  gtk_picture_set_paintable (self->qr_picture, GDK_PAINTABLE (qr));
  if (running)
    adw_action_row_set_subtitle (self->switch_row, _ ("On: the page follows the game"));
  update_viewers (self);
}

static void
on_switch_active (WgShareDialog *self)
{
  g_autoptr (GError) error = NULL;

  if (self->updating)
    return;
  if (!gtk_switch_get_active (self->share_switch))
    {
      wg_share_server_stop (self->server);
      adw_action_row_set_subtitle (self->switch_row, _ ("Off"));
      return;
    }
  if (!wg_share_server_start (self->server, NULL, 0, &error))
    {
      g_autofree char *message =
        /* TRANSLATORS: %s says why, from the system */
        g_strdup_printf (_ ("Sharing could not start: %s"), error->message);

      update (self);
      adw_action_row_set_subtitle (self->switch_row, message);
    }
}

static void
on_copy_clicked (WgShareDialog *self)
{
  const char *url = wg_share_server_get_url (self->server);

  if (url != NULL)
    gdk_clipboard_set_text (gtk_widget_get_clipboard (GTK_WIDGET (self)), url);
}

static void
wg_share_dialog_dispose (GObject *object)
{
  WgShareDialog *self = WG_SHARE_DIALOG (object);

  if (self->server != NULL)
    g_signal_handlers_disconnect_by_data (self->server, self);
  g_clear_object (&self->server);
  gtk_widget_dispose_template (GTK_WIDGET (self), WG_TYPE_SHARE_DIALOG);
  G_OBJECT_CLASS (wg_share_dialog_parent_class)->dispose (object);
}

static void
wg_share_dialog_class_init (WgShareDialogClass *klass)
{
  GObjectClass   *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = wg_share_dialog_dispose;
  gtk_widget_class_set_template_from_resource (widget_class, RESOURCE_PREFIX
                                               "/ui/wg-share-dialog.ui");
  gtk_widget_class_bind_template_child (widget_class, WgShareDialog, switch_row);
  gtk_widget_class_bind_template_child (widget_class, WgShareDialog, share_switch);
  gtk_widget_class_bind_template_child (widget_class, WgShareDialog, shared_box);
  gtk_widget_class_bind_template_child (widget_class, WgShareDialog, qr_picture);
  gtk_widget_class_bind_template_child (widget_class, WgShareDialog, address_label);
  gtk_widget_class_bind_template_child (widget_class, WgShareDialog, viewers_label);
  gtk_widget_class_bind_template_callback (widget_class, on_switch_active);
  gtk_widget_class_bind_template_callback (widget_class, on_copy_clicked);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "window.close", NULL);
}

static void
wg_share_dialog_init (WgShareDialog *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
}

WgShareDialog *
wg_share_dialog_new (GtkWindow     *parent,
                     WgShareServer *server)
{
  WgShareDialog *self;

  g_return_val_if_fail (WG_IS_SHARE_SERVER (server), NULL);

  self = g_object_new (WG_TYPE_SHARE_DIALOG, "transient-for", parent, NULL);
  self->server = g_object_ref (server);
  g_signal_connect_swapped (server, "notify::url", G_CALLBACK (update), self);
  g_signal_connect_swapped (server, "notify::n-viewers", G_CALLBACK (update_viewers), self);
  update (self);
  if (!wg_share_server_get_running (server))
    adw_action_row_set_subtitle (self->switch_row, _ ("Off"));
  return self;
}

GtkSwitch *
wg_share_dialog_get_switch (WgShareDialog *self)
{
  g_return_val_if_fail (WG_IS_SHARE_DIALOG (self), NULL);
  return self->share_switch;
}

const char *
wg_share_dialog_get_address (WgShareDialog *self)
{
  g_return_val_if_fail (WG_IS_SHARE_DIALOG (self), NULL);
  return gtk_label_get_label (self->address_label);
}

GdkPaintable *
wg_share_dialog_get_qr (WgShareDialog *self)
{
  g_return_val_if_fail (WG_IS_SHARE_DIALOG (self), NULL);
  return gtk_picture_get_paintable (self->qr_picture);
}

const char *
wg_share_dialog_get_viewers (WgShareDialog *self)
{
  g_return_val_if_fail (WG_IS_SHARE_DIALOG (self), NULL);
  return gtk_label_get_label (self->viewers_label);
}
