/* wg-window-tools.c — the main window's tools: the Actions and Gatekeepers pages, the windows it
 * opens Copyright 2026 The Warpgate Companion authors SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "wg-battle-dialog.h"
#include "wg-board-editor-window.h"
#include "wg-catalog-window.h"
#include "wg-new-game-window.h"
#include "wg-replay-window.h"
#include "wg-score-window.h"
#include "wg-window-private.h"

/* The Actions page marks the board only while it is shown. */
static void
on_page_changed (WgWindow *self)
{
  gboolean actions = g_strcmp0 (wg_sidebar_get_page (self->sidebar), "actions") == 0;

  if (actions)
    {
      wg_session_clear_ruler (self->session);
      wg_session_select_location (self->session, -1);
    }
  wg_action_panel_set_active (self->action_panel, actions);
  /* The ruler does not measure meanwhile: its card goes. */
  gtk_widget_set_visible (self->ruler_card, !actions);
}

static void
on_battle_requested (WgWindow *self,
                     gpointer  start)
{
  wg_window_open_battle (self, start);
}

/* The battle ended the attack: the turn's next step is offered, as after
 * Do It (issue 18): End the Turn on the Actions page after a player's
 * attack, the Gatekeepers' End Turn on their page after theirs. */
static void
on_battle_applied (WgWindow   *self,
                   const char *description)
{
  const WgGame *game = wg_session_get_game (self->session);

  wg_window_toast_undo (self, description);
  if (game == NULL || game->game_over)
    return;
  /* Their attack resolved, nothing is left of their turn: it ends. */
  if (wg_game_is_solo (game) && game->active == game->ai.player
      && wg_ai_panel_get_model (self->ai_panel) != NULL
      && wg_ai_model_can_end_turn (wg_ai_panel_get_model (self->ai_panel)))
    {
      wg_window_end_gatekeepers_turn (self);
      return;
    }
  wg_window_follow_turn (self);
  if (!wg_game_is_solo (game) || game->active != game->ai.player)
    wg_action_panel_offer_end_turn (self->action_panel);
}

/* What each side's phone has done, under its card in the dialog. */
static void
update_phone_notes (WgBattleDialog *dialog,
                    WgShareDuel    *duel)
{
  for (int role = 0; role < 2; role++)
    {
      g_autofree char *note = wg_share_duel_describe_side (duel, role);

      wg_battle_dialog_set_side_note (dialog, role, note);
    }
}

#define DUEL_MODEL "wg-duel-model"

/* The dialog closed (applied or cancelled): the phones' panels go. The
 * dialog is modal: the battle is its (its model is already let go). */
/* Once the dialog is gone: a legal proposal that waited for it is
 * accepted now (not from inside the dialog's destruction). */
static gboolean
release_hold (gpointer data)
{
  WgWindow *self = data;

  if (self->referee != NULL)
    wg_share_referee_set_hold (self->referee, self->battles_open > 0);
  return G_SOURCE_REMOVE;
}

static void
on_battle_closed (WgWindow       *self,
                  WgBattleDialog *dialog)
{
  self->battles_open--;
  g_idle_add_full (G_PRIORITY_DEFAULT, release_hold, g_object_ref (self), g_object_unref);
  /* The window's own end lets the duel go first. */
  if (self->duel == NULL)
    return;
  g_signal_handlers_disconnect_by_data (self->duel, dialog);
  /* Only this dialog's battle: another opened since is the phones' now. */
  if (wg_share_duel_get_battle (self->duel) == g_object_get_data (G_OBJECT (dialog), DUEL_MODEL))
    wg_share_duel_set_battle (self->duel, NULL);
}

/* Issue 33: each human side may choose its card on its own phone while
 * sharing runs; the battle's model is the phones' while the dialog is
 * open. */
static void
share_battle (WgWindow       *self,
              WgBattleDialog *dialog)
{
  g_signal_connect_object (self->duel, "changed", G_CALLBACK (update_phone_notes), dialog,
                           G_CONNECT_SWAPPED);
  g_signal_connect_object (dialog, "destroy", G_CALLBACK (on_battle_closed), self,
                           G_CONNECT_SWAPPED);
  /* Compared only, once the dialog has let its model go. */
  g_object_set_data (G_OBJECT (dialog), DUEL_MODEL, wg_battle_dialog_get_model (dialog));
  self->battles_open++;
  if (self->referee != NULL)
    wg_share_referee_set_hold (self->referee, TRUE);
  wg_share_duel_set_battle (self->duel, wg_battle_dialog_get_model (dialog));
  update_phone_notes (dialog, self->duel);
}

/* An attack on the Actions page is not applied yet: its battle starts from
 * the table after the move's own changes and applies both as one step, so
 * that cancelling it changes nothing (issue 18). */
WgBattleDialog *
wg_window_open_attack (WgWindow      *self,
                       WgActionModel *model,
                       gpointer       start)
{
  const WgGame   *table = wg_action_model_get_battle_table (model);
  WgBattleDialog *dialog;

  if (table == NULL)
    return wg_window_open_battle (self, start);
  dialog = wg_battle_dialog_new_for_move (GTK_WINDOW (self), self->session, self->catalog, start,
                                          table, wg_action_model_get_battle_move (model));
  if (dialog == NULL)
    return NULL;
  wg_battle_model_set_move_step (wg_battle_dialog_get_model (dialog),
                                 wg_action_model_dup_battle_step (model));
  wg_battle_dialog_set_card_store (dialog, self->card_store);
  g_signal_connect_object (dialog, "applied", G_CALLBACK (on_battle_applied), self,
                           G_CONNECT_SWAPPED);
  share_battle (self, dialog);
  gtk_window_present (GTK_WINDOW (dialog));
  return dialog;
}

static void
on_attack_requested (WgWindow *self,
                     gpointer  start)
{
  wg_window_open_attack (self, wg_action_panel_get_model (self->action_panel), start);
}

/* The Gatekeepers' page is there in solo games only. */
static void
update_pages (WgWindow *self)
{
  const WgGame *game = wg_session_get_game (self->session);

  wg_sidebar_set_page_visible (self->sidebar, "gatekeepers",
                               game != NULL && wg_game_is_solo (game));
}

static void
show_score_action (GtkWidget  *widget,
                   const char *action_name,
                   GVariant   *parameter)
{
  WgWindow *self = WG_WINDOW (widget);

  if (self->score_window == NULL)
    {
      self->score_window = GTK_WINDOW (wg_score_window_new (GTK_WINDOW (self), self->session,
                                                            self->catalog));
      g_object_add_weak_pointer (G_OBJECT (self->score_window),
                                 (gpointer *) &self->score_window);
    }
  /* Log Play's duration counts from New Game. */
  wg_score_window_set_began (WG_SCORE_WINDOW (self->score_window), self->game_began);
  gtk_window_present (self->score_window);
}

static void
on_show_score (WgWindow *self)
{
  gtk_widget_activate_action (GTK_WIDGET (self), "win.show-score", NULL);
}

void
wg_window_tools_add_pages (WgWindow *self)
{
  self->action_panel = WG_ACTION_PANEL (wg_action_panel_new ());
  g_signal_connect_object (self->action_panel, "battle-requested",
                           G_CALLBACK (on_attack_requested), self, G_CONNECT_SWAPPED);
  wg_sidebar_add_page (self->sidebar, WG_SIDEBAR_PAGE (self->action_panel), "actions");
  g_signal_connect_object (self->sidebar, "notify::page", G_CALLBACK (on_page_changed), self,
                           G_CONNECT_SWAPPED);

  self->ai_panel = WG_AI_PANEL (wg_ai_panel_new ());
  /* The card turned over plays the Gatekeepers' turn (issue 30). */
  wg_ai_panel_set_plays_through (self->ai_panel, TRUE);
  g_signal_connect_object (self->ai_panel, "battle-requested", G_CALLBACK (on_battle_requested),
                           self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->ai_panel, "turn-played",
                           G_CALLBACK (wg_window_end_gatekeepers_turn), self, G_CONNECT_SWAPPED);
  wg_sidebar_add_page (self->sidebar, WG_SIDEBAR_PAGE (self->ai_panel), "gatekeepers");
  g_signal_connect_object (self->session, "notify::game", G_CALLBACK (update_pages), self,
                           G_CONNECT_SWAPPED);
  update_pages (self);

  g_signal_connect_object (wg_sidebar_get_turn_panel (self->sidebar), "show-score",
                           G_CALLBACK (on_show_score), self, G_CONNECT_SWAPPED);
}

void
wg_window_game_created (WgWindow   *self,
                        const char *description)
{
  g_return_if_fail (WG_IS_WINDOW (self));

  g_clear_pointer (&self->game_began, g_date_time_unref);
  self->game_began = g_date_time_new_now_local ();
  if (self->score_window != NULL)
    wg_score_window_set_began (WG_SCORE_WINDOW (self->score_window), self->game_began);
  wg_window_toast (self, description);
  wg_window_start_turn_soon (self);
}

static WgNewGameWindow *
open_new_game (WgWindow *self)
{
  WgNewGameWindow *dialog = wg_new_game_window_new (GTK_WINDOW (self), self->session);

  g_signal_connect_object (dialog, "created", G_CALLBACK (wg_window_game_created), self,
                           G_CONNECT_SWAPPED);
  gtk_window_present (GTK_WINDOW (dialog));
  return dialog;
}

static void
new_game_action (GtkWidget  *widget,
                 const char *action_name,
                 GVariant   *parameter)
{
  open_new_game (WG_WINDOW (widget));
}

/* "Play on this board" in the editor: New Game, that board chosen. */
static void
on_editor_play (WgWindow *self,
                WgBoard  *board)
{
  WgNewGameWindow *dialog = open_new_game (self);
  WgNewGameModel  *model = wg_new_game_window_get_model (dialog);
  guint            index = wg_new_game_model_add_board (model, wg_board_get_name (board), board);

  wg_new_game_model_set_board (model, index);
  gtk_window_present (GTK_WINDOW (self));
  gtk_window_present (GTK_WINDOW (dialog));
}

static void
board_editor_action (GtkWidget  *widget,
                     const char *action_name,
                     GVariant   *parameter)
{
  WgWindow            *self = WG_WINDOW (widget);
  WgBoardEditorWindow *editor =
    wg_board_editor_window_new (gtk_window_get_application (GTK_WINDOW (self)));

  g_signal_connect_object (editor, "play", G_CALLBACK (on_editor_play), self,
                           G_CONNECT_SWAPPED);
  gtk_window_present (GTK_WINDOW (editor));
}

/* One Card Catalog per window, on the window's store. */
static void
card_catalog_action (GtkWidget  *widget,
                     const char *action_name,
                     GVariant   *parameter)
{
  WgWindow *self = WG_WINDOW (widget);

  if (self->catalog_window == NULL)
    {
      self->catalog_window =
        GTK_WINDOW (wg_catalog_window_new (GTK_WINDOW (self), self->card_store));
      g_object_add_weak_pointer (G_OBJECT (self->catalog_window),
                                 (gpointer *) &self->catalog_window);
    }
  gtk_window_present (self->catalog_window);
}

/* An attack reached its battle: the battle dialog resolves it. */
WgBattleDialog *
wg_window_open_battle (WgWindow            *self,
                       const WgBattleStart *start)
{
  WgBattleDialog *dialog;

  g_return_val_if_fail (WG_IS_WINDOW (self), NULL);
  g_return_val_if_fail (start != NULL, NULL);

  dialog = wg_battle_dialog_new (GTK_WINDOW (self), self->session, self->catalog, start);
  if (dialog == NULL)
    return NULL;
  wg_battle_dialog_set_card_store (dialog, self->card_store);
  g_signal_connect_object (dialog, "applied", G_CALLBACK (on_battle_applied), self,
                           G_CONNECT_SWAPPED);
  share_battle (self, dialog);
  gtk_window_present (GTK_WINDOW (dialog));
  return dialog;
}

/* Continue From Here wrote a new game: opened as any file is, in a
 * window of its own (the application's "open"). */
static void
on_replay_continued (WgWindow *self,
                     GFile    *file)
{
  GtkApplication *app = gtk_window_get_application (GTK_WINDOW (self));

  if (app != NULL)
    g_application_open (G_APPLICATION (app), &file, 1, "");
}

/* Replay Game: the game's file as saved, in a window of its own; the
 * changes not saved yet are not in it, and the toast says so. */
void
wg_window_replay_file (WgWindow *self,
                       GFile    *file)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (WgReplayModel) model = wg_replay_model_new_for_file (file, self->catalog, &error);
  WgReplayWindow *replay;

  if (model == NULL)
    {
      wg_window_toast (self, error->message);
      return;
    }
  replay = wg_replay_window_new (model);
  gtk_window_set_transient_for (GTK_WINDOW (replay), GTK_WINDOW (self));
  gtk_window_set_application (GTK_WINDOW (replay), gtk_window_get_application (GTK_WINDOW (self)));
  g_signal_connect_object (replay, "continued", G_CALLBACK (on_replay_continued), self,
                           G_CONNECT_SWAPPED);
  gtk_window_present (GTK_WINDOW (replay));
  if (wg_session_get_dirty (self->session))
    wg_window_toast (self, _ ("The replay shows the game as last saved: save to replay the "
                              "changes since"));
}

static void
replay_action (GtkWidget  *widget,
               const char *action_name,
               GVariant   *parameter)
{
  WgWindow *self = WG_WINDOW (widget);
  GFile    *file = wg_session_get_file (self->session);

  if (file != NULL)
    wg_window_replay_file (self, file);
}

void
wg_window_tools_class_init (GtkWidgetClass *widget_class)
{
  gtk_widget_class_install_action (widget_class, "win.replay", NULL, replay_action);
  gtk_widget_class_install_action (widget_class, "win.new-game", NULL, new_game_action);
  gtk_widget_class_install_action (widget_class, "win.show-score", NULL, show_score_action);
  gtk_widget_class_install_action (widget_class, "win.board-editor", NULL, board_editor_action);
  gtk_widget_class_install_action (widget_class, "win.card-catalog", NULL, card_catalog_action);
}
