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

/* ---- Moves proposed from players' pages ---- */

static void
update_proposal_actions (WgWindow *self)
{
  WgShareProposalState state = wg_share_referee_get_state (self->referee);

  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.apply-proposal",
                                 state == WG_SHARE_PROPOSAL_WAITING
                                   || state == WG_SHARE_PROPOSAL_BATTLE);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.decline-proposal",
                                 state != WG_SHARE_PROPOSAL_NONE);
}

static void
on_auto_accept_changed (WgWindow *self)
{
  wg_share_referee_set_auto_accept (self->referee,
                                    g_settings_get_boolean (self->settings, "share-auto-accept"));
}

static void
on_proposal_battle_applied (WgWindow *self)
{
  wg_share_referee_battle_closed (self->referee, TRUE);
}

/* Closed without its battle applied: the proposal waits again (a no-op
 * once applied). */
static void
on_proposal_battle_closed (WgWindow *self)
{
  if (self->referee != NULL)
    wg_share_referee_battle_closed (self->referee, FALSE);
}

/* A proposal's attack: its battle, as Do It's; the referee learns how it
 * ended from its dialog. */
static void
on_proposal_battle (WgWindow *self,
                    gpointer  start)
{
  WgBattleDialog *dialog = wg_window_open_attack (self, wg_share_referee_get_model (self->referee),
                                                  start);

  if (dialog == NULL)
    {
      wg_share_referee_battle_closed (self->referee, FALSE);
      return;
    }
  g_signal_connect_object (dialog, "applied", G_CALLBACK (on_proposal_battle_applied), self,
                           G_CONNECT_SWAPPED);
  g_signal_connect_object (dialog, "destroy", G_CALLBACK (on_proposal_battle_closed), self,
                           G_CONNECT_SWAPPED);
}

static void
on_proposal_performed (WgWindow   *self,
                       const char *description)
{
  wg_window_toast_undo (self, description);
}

/* The referee of the pages' proposals, its bar and the preference. */
static void
proposals_init (WgWindow *self)
{
  self->referee = wg_share_referee_new (self->session, self->share);
  wg_share_referee_set_catalog (self->referee, self->catalog);
  wg_proposal_bar_set_referee (self->proposal_bar, self->referee);
  g_signal_connect_object (self->referee, "changed", G_CALLBACK (update_proposal_actions), self,
                           G_CONNECT_SWAPPED);
  g_signal_connect_object (self->referee, "battle-requested", G_CALLBACK (on_proposal_battle),
                           self, G_CONNECT_SWAPPED);
  g_signal_connect_object (wg_share_referee_get_model (self->referee), "performed",
                           G_CALLBACK (on_proposal_performed), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->settings, "changed::share-auto-accept",
                           G_CALLBACK (on_auto_accept_changed), self, G_CONNECT_SWAPPED);
  on_auto_accept_changed (self);
  update_proposal_actions (self);
}

static void
apply_proposal_action (GtkWidget  *widget,
                       const char *action_name,
                       GVariant   *parameter)
{
  wg_share_referee_apply (WG_WINDOW (widget)->referee);
}

static void
decline_proposal_action (GtkWidget  *widget,
                         const char *action_name,
                         GVariant   *parameter)
{
  wg_share_referee_decline (WG_WINDOW (widget)->referee, NULL);
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
  proposals_init (self);
}

/* Sharing stops with the window. */
void
wg_window_share_dispose (WgWindow *self)
{
  g_clear_object (&self->duel);
  if (self->proposal_bar != NULL)
    wg_proposal_bar_set_referee (self->proposal_bar, NULL);
  g_clear_object (&self->referee);
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
  g_type_ensure (WG_TYPE_PROPOSAL_BAR);
  gtk_widget_class_bind_template_child (widget_class, WgWindow, share_status);
  gtk_widget_class_bind_template_child (widget_class, WgWindow, proposal_bar);
  gtk_widget_class_install_action (widget_class, "win.apply-proposal", NULL,
                                   apply_proposal_action);
  gtk_widget_class_install_action (widget_class, "win.decline-proposal", NULL,
                                   decline_proposal_action);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Return, GDK_CONTROL_MASK,
                                       "win.apply-proposal", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_KP_Enter, GDK_CONTROL_MASK,
                                       "win.apply-proposal", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_BackSpace, GDK_CONTROL_MASK,
                                       "win.decline-proposal", NULL);
  gtk_widget_class_install_action (widget_class, "win.share-table", NULL, share_table_action);
}
