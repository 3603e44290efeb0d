/* wg-window-turn.c — End Turn for the main window: the result of the model's run, the round's end
 * Copyright 2026 The Warpgate Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "wg-end-turn-dialog.h"
#include "wg-round-end-dialog.h"
#include "wg-window-private.h"

static void show_result (WgWindow *self);

static void
on_end_turn_finished (WgWindow *self)
{
  self->end_turn_dialog = NULL;
  show_result (self);
}

/* A card turned over from a deck of unknown order, or the Ancients claim:
 * the referee's dialog asks until the model is done; Cancel changes
 * nothing. */
static void
ask (WgWindow *self)
{
  WgEndTurnDialog *dialog = wg_end_turn_dialog_new (GTK_WINDOW (self), self->end_turn);

  g_signal_connect_object (dialog, "finished", G_CALLBACK (on_end_turn_finished), self,
                           G_CONNECT_SWAPPED);
  self->end_turn_dialog = GTK_WIDGET (dialog);
  gtk_window_present (GTK_WINDOW (dialog));
}

/* However the checklist goes (answered, or with the window), the window
 * forgets it. */
static void
on_round_end_destroyed (WgWindow *self)
{
  self->round_end_dialog = NULL;
}

static void
on_round_end_response (WgWindow   *self,
                       const char *response)
{
  if (g_str_equal (response, WG_ROUND_END_RESPONSE_SHOW_SCORE))
    gtk_widget_activate_action (GTK_WIDGET (self), "win.show-score", NULL);
}

/* The steps of the end of round for the players to repeat on the table,
 * the final round ahead, or the final score to show (R-ROUND-1, R-ROUND-2). */
static void
show_round_end (WgWindow        *self,
                WgRoundEndModel *round_end)
{
  WgRoundEndDialog *dialog;

  if (self->round_end_dialog != NULL)
    gtk_window_destroy (GTK_WINDOW (g_steal_pointer (&self->round_end_dialog)));
  dialog = wg_round_end_dialog_new (GTK_WINDOW (self), round_end);
  g_signal_connect_object (dialog, "response", G_CALLBACK (on_round_end_response), self,
                           G_CONNECT_SWAPPED);
  g_signal_connect_object (dialog, "destroy", G_CALLBACK (on_round_end_destroyed), self,
                           G_CONNECT_SWAPPED);
  self->round_end_dialog = GTK_WIDGET (dialog);
  gtk_window_present (GTK_WINDOW (dialog));
}

/* What the model's last run asks of the window: a question, a refusal on
 * the turn panel, or the step's toast and the round's checklist. */
static void
show_result (WgWindow *self)
{
  WgTurnPanel     *panel = wg_sidebar_get_turn_panel (self->sidebar);
  WgRoundEndModel *round_end;

  switch (wg_end_turn_model_get_state (self->end_turn))
    {
    case WG_RUNNER_ASKS:
      ask (self);
      break;
    case WG_RUNNER_REFUSED:
      /* Said where End Turn was asked from (the header bar, Ctrl+E: any
       * page), and the sidebar shows what is to be done first: the
       * Gatekeepers' Play before their turn ends (R-AI-13). */
      wg_sidebar_page_show_message (WG_SIDEBAR_PAGE (panel),
                                    wg_end_turn_model_get_message (self->end_turn));
      wg_window_toast (self, wg_end_turn_model_get_message (self->end_turn));
      wg_window_follow_turn (self);
      break;
    case WG_RUNNER_APPLIED:
      wg_sidebar_page_show_message (WG_SIDEBAR_PAGE (panel), NULL);
      wg_window_toast_undo (self, wg_end_turn_model_get_description (self->end_turn));
      wg_window_follow_turn (self);
      round_end = wg_end_turn_model_get_round_end (self->end_turn);
      if (round_end != NULL && wg_round_end_model_get_kind (round_end) != WG_ROUND_END_NONE)
        show_round_end (self, round_end);
      break;
    case WG_RUNNER_IDLE:
    case WG_RUNNER_READY:
    default:
      break;
    }
}

/* After a turn ends, the sidebar shows the page of whoever plays next
 * (issue 18): the Gatekeepers' page with their next step focused, or the
 * Actions page for a human. Nothing moves when the game is over. */
void
wg_window_follow_turn (WgWindow *self)
{
  const WgGame *game = wg_session_get_game (self->session);

  if (game == NULL || game->game_over)
    return;
  if (wg_game_is_solo (game) && game->active == game->ai.player)
    {
      wg_sidebar_set_page (self->sidebar, "gatekeepers");
      wg_ai_panel_focus_play (self->ai_panel);
    }
  else
    {
      GtkWidget *focus = gtk_root_get_focus (GTK_ROOT (self));

      wg_sidebar_set_page (self->sidebar, "actions");
      /* The Gatekeepers' End button had the focus and is hidden with their
       * turn: the keyboard goes on in the Actions page, not nowhere. */
      if (focus == NULL || !gtk_widget_get_mapped (focus))
        gtk_widget_child_focus (GTK_WIDGET (self->action_panel), GTK_DIR_TAB_FORWARD);
    }
}

static void
follow_turn_action (GtkWidget  *widget,
                    const char *action_name,
                    GVariant   *parameter)
{
  wg_window_follow_turn (WG_WINDOW (widget));
}

/* Play the Gatekeepers' Card and Apply the Turn from anywhere (Ctrl+G,
 * Shift+Ctrl+G): their page is shown and its action run. */
static void
gatekeepers_action (GtkWidget  *widget,
                    const char *action_name,
                    GVariant   *parameter)
{
  WgWindow     *self = WG_WINDOW (widget);
  const WgGame *game = wg_session_get_game (self->session);

  if (game == NULL || !wg_game_is_solo (game))
    return;
  wg_sidebar_set_page (self->sidebar, "gatekeepers");
  gtk_widget_activate_action (GTK_WIDGET (self->ai_panel),
                              g_str_equal (action_name, "win.play-gatekeepers") ? "ai.play"
                                                                                : "ai.apply",
                              NULL);
  wg_ai_panel_focus_play (self->ai_panel);
}

/* Alt+1 … Alt+5: a sidebar page by name (a hidden one stays hidden). */
static void
show_page_action (GtkWidget  *widget,
                  const char *action_name,
                  GVariant   *parameter)
{
  WgWindow   *self = WG_WINDOW (widget);
  const char *page = g_variant_get_string (parameter, NULL);

  if (g_str_equal (page, "gatekeepers")
      && (wg_session_get_game (self->session) == NULL
          || !wg_game_is_solo (wg_session_get_game (self->session))))
    return;
  wg_sidebar_set_page (self->sidebar, page);
  wg_window_reveal_sidebar (self);
}

/* The turn panel's End Turn (turn.end), the header bar's and Ctrl+E ask
 * for this: the window runs the rule, so that the sidebar needs nothing of
 * the referee's. */
static void
end_turn_action (GtkWidget  *widget,
                 const char *action_name,
                 GVariant   *parameter)
{
  WgWindow *self = WG_WINDOW (widget);

  wg_end_turn_model_end_turn (self->end_turn);
  show_result (self);
}

/* The model lives as long as the window and its session. */
void
wg_window_turn_init (WgWindow *self)
{
  self->end_turn = wg_end_turn_model_new (self->session);
}

/* The dialogs are the window's transients: they go with it. */
void
wg_window_turn_dispose (WgWindow *self)
{
  if (self->end_turn_dialog != NULL)
    gtk_window_destroy (GTK_WINDOW (g_steal_pointer (&self->end_turn_dialog)));
  if (self->round_end_dialog != NULL)
    gtk_window_destroy (GTK_WINDOW (g_steal_pointer (&self->round_end_dialog)));
  g_clear_object (&self->end_turn);
}

/* One place for the window class to learn the action. */
void
wg_window_turn_class_init (GtkWidgetClass *widget_class)
{
  gtk_widget_class_install_action (widget_class, "win.end-turn", NULL, end_turn_action);
  gtk_widget_class_install_action (widget_class, "win.follow-turn", NULL, follow_turn_action);
  gtk_widget_class_install_action (widget_class, "win.play-gatekeepers", NULL,
                                   gatekeepers_action);
  gtk_widget_class_install_action (widget_class, "win.apply-gatekeepers", NULL,
                                   gatekeepers_action);
  gtk_widget_class_install_action (widget_class, "win.show-page", "s", show_page_action);
}
