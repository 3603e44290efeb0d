/* wg-share-dialog.c — Share to the Table: the switch, the address and its QR code
 * Copyright 2026 The Warpgate Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>
#include <string.h>

#include "wg-share-dialog.h"
#include "wg-qr.h"
#include "wg-share-status.h"

/* Pixels per module of the QR code: a code of a 33-module address (with
 * its quiet zone) some 300 px across, for a phone held a step away. */
#define QR_SCALE 7
/* A player's code is smaller: one at a time is scanned, the list scrolls. */
#define SEAT_QR_SCALE 5

/* One player's address in the dialog. */
typedef struct
{
  GtkWidget  *box; /* NULL: no seat shown */
  GtkLabel   *heading;
  GtkLabel   *address;
  GtkPicture *qr;
  GtkButton  *copy;
  GtkButton  *revoke; /* "Revoke", or "New Address" once revoked */
} Seat;

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
  GtkBox        *seats_box;

  Seat           seats[WG_MAX_PLAYERS];
};

G_DEFINE_FINAL_TYPE (WgShareDialog, wg_share_dialog, ADW_TYPE_WINDOW)

static void
update_viewers (WgShareDialog *self)
{
  g_autofree char *text = wg_share_viewers_text (wg_share_server_get_n_viewers (self->server));

  gtk_label_set_label (self->viewers_label, text);
}

/* Gives @widget the accessible name @name (taken). */
static void
name_for_player (GtkWidget *widget,
                 char      *name)
{
  g_autofree char *owned = name;

  gtk_accessible_update_property (GTK_ACCESSIBLE (widget), GTK_ACCESSIBLE_PROPERTY_LABEL, owned,
                                  -1);
}

static void
on_seat_copy (GtkButton     *button,
              WgShareDialog *self)
{
  int         player = GPOINTER_TO_INT (g_object_get_data (G_OBJECT (button), "player"));
  const char *url = wg_share_server_get_seat_url (self->server, player);

  if (url != NULL)
    gdk_clipboard_set_text (gtk_widget_get_clipboard (GTK_WIDGET (self)), url);
}

/* Revokes the player's address, or gives a revoked one a new secret. */
static void
on_seat_revoke (GtkButton     *button,
                WgShareDialog *self)
{
  int player = GPOINTER_TO_INT (g_object_get_data (G_OBJECT (button), "player"));

  if (wg_share_server_get_seat_url (self->server, player) != NULL)
    wg_share_server_revoke_seat (self->server, player);
  else
    wg_share_server_renew_seat (self->server, player);
}

static GtkButton *
seat_button (WgShareDialog *self,
             int            player,
             const char    *label,
             GCallback      callback)
{
  GtkWidget *button = gtk_button_new_with_mnemonic (label);

  g_object_set_data (G_OBJECT (button), "player", GINT_TO_POINTER (player));
  g_signal_connect (button, "clicked", callback, self);
  gtk_widget_add_css_class (button, "pill");
  return GTK_BUTTON (button);
}

/* The player's title, code, address and buttons, in a new box. */
static void
seat_build (WgShareDialog *self,
            int            player,
            const char    *title)
{
  Seat      *seat = &self->seats[player];
  GtkWidget *heading = gtk_label_new (title);
  GtkWidget *buttons = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 12);

  seat->box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);
  seat->heading = GTK_LABEL (heading);
  gtk_widget_add_css_class (heading, "heading");
  gtk_label_set_wrap (GTK_LABEL (heading), TRUE);
  seat->qr = GTK_PICTURE (gtk_picture_new ());
  gtk_picture_set_can_shrink (seat->qr, FALSE);
  gtk_widget_set_halign (GTK_WIDGET (seat->qr), GTK_ALIGN_CENTER);
  seat->address = GTK_LABEL (gtk_label_new (NULL));
  gtk_label_set_selectable (seat->address, TRUE);
  gtk_label_set_wrap (seat->address, TRUE);
  gtk_label_set_wrap_mode (seat->address, PANGO_WRAP_CHAR);
  gtk_label_set_justify (seat->address, GTK_JUSTIFY_CENTER);
  seat->copy = seat_button (self, player, _ ("_Copy"), G_CALLBACK (on_seat_copy));
  seat->revoke = seat_button (self, player, _ ("_Revoke"), G_CALLBACK (on_seat_revoke));
  /* TRANSLATORS: the copy button's accessible name; %s is the player */
  name_for_player (GTK_WIDGET (seat->copy), g_strdup_printf (_ ("Copy the address of %s"), title));
  gtk_widget_set_halign (buttons, GTK_ALIGN_CENTER);
  gtk_box_append (GTK_BOX (buttons), GTK_WIDGET (seat->copy));
  gtk_box_append (GTK_BOX (buttons), GTK_WIDGET (seat->revoke));
  gtk_box_append (GTK_BOX (seat->box), heading);
  gtk_box_append (GTK_BOX (seat->box), GTK_WIDGET (seat->qr));
  gtk_box_append (GTK_BOX (seat->box), GTK_WIDGET (seat->address));
  gtk_box_append (GTK_BOX (seat->box), buttons);
  gtk_box_append (self->seats_box, seat->box);
}

/* What the player's box shows: the address and its code, or that it is
 * revoked; and the button that revokes it or issues a new one. */
static void
seat_update (WgShareDialog *self,
             int            player,
             const char    *title)
{
  Seat       *seat = &self->seats[player];
  const char *url = wg_share_server_get_seat_url (self->server, player);
  g_autoptr (GdkTexture) qr = url != NULL ? wg_qr_texture (url, SEAT_QR_SCALE, NULL) : NULL;

  gtk_label_set_label (seat->address,
                       url != NULL ? url : _ ("Revoked: this address opens nothing any more."));
  /* An address in monospace; the sentence that it is revoked is not one. */
  if (url != NULL)
    gtk_widget_add_css_class (GTK_WIDGET (seat->address), "monospace");
  else
    gtk_widget_remove_css_class (GTK_WIDGET (seat->address), "monospace");
  gtk_picture_set_paintable (seat->qr, GDK_PAINTABLE (qr));
  gtk_widget_set_visible (GTK_WIDGET (seat->qr), url != NULL);
  gtk_widget_set_sensitive (GTK_WIDGET (seat->copy), url != NULL);
  /* TRANSLATORS: the QR code's description; %s is the player */
  name_for_player (GTK_WIDGET (seat->qr), g_strdup_printf (_ ("QR code of the page of %s"), title));
  gtk_button_set_label (seat->revoke, url != NULL ? _ ("_Revoke") : _ ("_New Address"));
  if (url != NULL)
    gtk_widget_add_css_class (GTK_WIDGET (seat->revoke), "destructive-action");
  else
    gtk_widget_remove_css_class (GTK_WIDGET (seat->revoke), "destructive-action");
  if (url != NULL)
    /* TRANSLATORS: the button's accessible name; %s is the player */
    name_for_player (GTK_WIDGET (seat->revoke),
                     g_strdup_printf (_ ("Revoke the address of %s"), title));
  else
    /* TRANSLATORS: the button's accessible name; %s is the player */
    name_for_player (GTK_WIDGET (seat->revoke), g_strdup_printf (_ ("New address for %s"), title));
}

/* TRUE when the boxes shown are those of the players with a seat now,
 * under the same titles. */
static gboolean
seats_same (WgShareDialog *self)
{
  gboolean running = wg_share_server_get_running (self->server);

  for (int i = 0; i < WG_MAX_PLAYERS; i++)
    {
      gboolean         seated = running && wg_share_server_has_seat (self->server, i);
      g_autofree char *title = seated ? wg_share_server_get_seat_title (self->server, i) : NULL;

      if (seated != (self->seats[i].box != NULL)
          || (seated && g_strcmp0 (title, gtk_label_get_label (self->seats[i].heading)) != 0))
        return FALSE;
    }
  return TRUE;
}

/* Every player's address: the boxes updated where they are (the focus
 * stays on a button pressed), or built again when the players changed. */
static void
update_seats (WgShareDialog *self)
{
  gboolean   same = seats_same (self);
  GtkWidget *child;

  while (!same && (child = gtk_widget_get_first_child (GTK_WIDGET (self->seats_box))) != NULL)
    gtk_box_remove (self->seats_box, child);
  if (!same)
    memset (self->seats, 0, sizeof self->seats);
  for (int i = 0; wg_share_server_get_running (self->server) && i < WG_MAX_PLAYERS; i++)
    {
      g_autofree char *title = NULL;

      if (!wg_share_server_has_seat (self->server, i))
        continue;
      title = wg_share_server_get_seat_title (self->server, i);
      if (!same)
        seat_build (self, i, title);
      seat_update (self, i, title);
    }
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
  gtk_widget_class_bind_template_child (widget_class, WgShareDialog, seats_box);
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
  g_signal_connect_swapped (server, "seats-changed", G_CALLBACK (update_seats), self);
  update (self);
  update_seats (self);
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

const char *
wg_share_dialog_get_seat_address (WgShareDialog *self,
                                  int            player)
{
  g_return_val_if_fail (WG_IS_SHARE_DIALOG (self), NULL);
  g_return_val_if_fail (player >= 0 && player < WG_MAX_PLAYERS, NULL);
  return self->seats[player].box != NULL ? gtk_label_get_label (self->seats[player].address) : NULL;
}

GdkPaintable *
wg_share_dialog_get_seat_qr (WgShareDialog *self,
                             int            player)
{
  g_return_val_if_fail (WG_IS_SHARE_DIALOG (self), NULL);
  g_return_val_if_fail (player >= 0 && player < WG_MAX_PLAYERS, NULL);
  return self->seats[player].box != NULL ? gtk_picture_get_paintable (self->seats[player].qr)
                                         : NULL;
}

GtkButton *
wg_share_dialog_get_seat_button (WgShareDialog *self,
                                 int            player,
                                 gboolean       revoke)
{
  g_return_val_if_fail (WG_IS_SHARE_DIALOG (self), NULL);
  g_return_val_if_fail (player >= 0 && player < WG_MAX_PLAYERS, NULL);
  if (self->seats[player].box == NULL)
    return NULL;
  return revoke ? self->seats[player].revoke : self->seats[player].copy;
}
