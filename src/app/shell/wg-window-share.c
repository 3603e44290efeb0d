/* wg-window-share.c — Share to the Table in the window: the server, its dialog and status
 * Copyright 2026 The Warpgate Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "wg-ai-panel.h"
#include "wg-share-dialog.h"
#include "wg-share-status.h"
#include "wg-window-private.h"

static gboolean
orientation_to_flat (GBinding     *binding,
                     const GValue *from,
                     GValue       *to,
                     gpointer      user_data)
{
  g_value_set_boolean (to, g_value_get_enum (from) == WG_BOARD_ORIENTATION_FLAT);
  return TRUE;
}

/* The server of this window's game, idle until the user (or --share)
 * starts it; its board looks like the window's. */
void
wg_window_share_init (WgWindow *self)
{
  self->share = wg_share_server_new (self->session, self->catalog);
  wg_share_server_set_ai_model (self->share, wg_ai_panel_get_model (self->ai_panel));
  g_object_bind_property_full (self->board_view, "orientation", self->share, "flat",
                               G_BINDING_SYNC_CREATE, orientation_to_flat, NULL, NULL, NULL);
  g_object_bind_property (self->board_view, "colorblind-glyphs", self->share,
                          "colorblind-glyphs", G_BINDING_SYNC_CREATE);
  g_object_bind_property (self->board_view, "high-contrast", self->share, "high-contrast",
                          G_BINDING_SYNC_CREATE);
  /* The preference is read when sharing starts (the next time, when on). */
  g_settings_bind (self->settings, "share-all-interfaces", self->share, "all-interfaces",
                   G_SETTINGS_BIND_GET);
  wg_share_status_set_server (self->share_status, self->share);
  self->duel = wg_share_duel_new (self->share);
}

/* Sharing stops with the window. */
void
wg_window_share_dispose (WgWindow *self)
{
  g_clear_object (&self->duel);
  if (self->share != NULL)
    wg_share_server_stop (self->share);
  g_clear_object (&self->share);
}

WgShareServer *
wg_window_get_share_server (WgWindow *self)
{
  g_return_val_if_fail (WG_IS_WINDOW (self), NULL);
  return self->share;
}

WgShareDuel *
wg_window_get_share_duel (WgWindow *self)
{
  g_return_val_if_fail (WG_IS_WINDOW (self), NULL);
  return self->duel;
}

static void
share_table_action (GtkWidget  *widget,
                    const char *action_name,
                    GVariant   *parameter)
{
  WgWindow *self = WG_WINDOW (widget);

  gtk_window_present (GTK_WINDOW (wg_share_dialog_new (GTK_WINDOW (self), self->share)));
}

void
wg_window_share_class_init (GtkWidgetClass *widget_class)
{
  g_type_ensure (WG_TYPE_SHARE_STATUS);
  gtk_widget_class_bind_template_child (widget_class, WgWindow, share_status);
  gtk_widget_class_install_action (widget_class, "win.share-table", NULL, share_table_action);
}
