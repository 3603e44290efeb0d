/* wg-window-turn.c — the turn for the main window: End Turn's result, the next player's page
 * Copyright 2026 The Warpgate Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "wg-end-turn-dialog.h"
#include "wg-round-end-model.h"
#include "wg-window-private.h"

static GObject *
entry_at (WgHistory *history,
          guint      index)
{
  g_autoptr (GObject) entry = g_list_model_get_item (G_LIST_MODEL (history), index);

  /* Held by the history as long as it is one of its steps. */
  return entry;
}

/* The Gatekeepers' turn just ended by End Turn, played through from their
 * card: its steps are one (undo, redo), and the toast says what they did
 * with the end of their turn. */
static void
gatekeepers_turn_ended (WgWindow *self)
{
  WgHistory       *history = wg_session_get_history (self->session);
  WgAiModel       *ai = wg_ai_panel_get_model (self->ai_panel);
  const char      *done = ai != NULL ? wg_ai_model_get_done_text (ai) : NULL;
  g_autofree char *text = NULL;

  if (history == NULL || done == NULL)
    {
      wg_window_toast_undo (self, wg_end_turn_model_get_description (self->end_turn));
      return;
    }
  self->ai_from = wg_ai_model_get_done_from (ai);
  self->ai_to = wg_history_get_position (history);
  g_set_object (&self->ai_first, entry_at (history, self->ai_from));
  g_set_object (&self->ai_last, entry_at (history, self->ai_to - 1));
  /* TRANSLATORS: what the Gatekeepers did, then "End of the Gatekeepers’
     turn 2"; the toast's text, whose Undo takes back both */
  text = g_strdup_printf (_ ("%s\n%s. Their steps stay on their page (Alt+5)."), done,
                          wg_end_turn_model_get_description (self->end_turn));
  wg_window_toast_undo (self, text);
}

gboolean
wg_window_turn_undo (WgWindow *self)
{
  WgHistory *history = wg_session_get_history (self->session);

  if (history == NULL || self->ai_last == NULL
      || wg_history_get_position (history) != self->ai_to || self->ai_to <= self->ai_from
      || entry_at (history, self->ai_to - 1) != self->ai_last)
    return FALSE;
  return wg_session_go_to (self->session, self->ai_from);
}

gboolean
wg_window_turn_redo (WgWindow *self)
{
  WgHistory *history = wg_session_get_history (self->session);

  if (history == NULL || self->ai_first == NULL
      || wg_history_get_position (history) != self->ai_from
      || wg_history_get_n_entries (history) < self->ai_to
      || entry_at (history, self->ai_from) != self->ai_first
      || entry_at (history, self->ai_to - 1) != self->ai_last)
    return FALSE;
  return wg_session_go_to (self->session, self->ai_to);
}

/* What the turn's end says in its toast: the step, and after a human's
 * 4th turn what its player does on the table then — the discard and the
 * draw (R-ROUND-1) — said there rather than in a checklist to tick off,
 * which took a press every round (issue 30). */
static char *
turn_end_said (WgWindow *self)
{
  WgRoundEndModel   *round_end = wg_end_turn_model_get_round_end (self->end_turn);
  const char        *description = wg_end_turn_model_get_description (self->end_turn);
  const char *const *steps;
  g_autofree char   *joined = NULL;

  if (round_end == NULL || wg_round_end_model_get_kind (round_end) != WG_ROUND_END_TURN)
    return g_strdup (description);
  steps = wg_round_end_model_get_steps (round_end);
  for (guint i = 0; steps[i] != NULL; i++)
    {
      char *both = joined == NULL ? g_strdup (steps[i])
                                  /* TRANSLATORS: two things a player does on the table */
                                  : g_strdup_printf (_ ("%s; %s"), joined, steps[i]);

      g_free (joined);
      joined = both;
    }
  if (joined == NULL)
    return g_strdup (description);
  /* TRANSLATORS: a turn's end, then what its player does on the table
     ("End of blue’s turn 4 — blue discards … and draws 4") */
  return g_strdup_printf (_ ("%s — %s"), description, joined);
}

/* What End Turn's run left for the window (the referee asked its questions
 * and shows the round's checklist): a refusal on the turn panel, or the
 * step's toast; then the next player's page. */
static void
on_end_turn_finished (WgWindow *self)
{
  WgTurnPanel *panel = wg_sidebar_get_turn_panel (self->sidebar);
  gboolean     ai = self->ending_ai;

  self->ending_ai = FALSE;
  if (wg_end_turn_model_get_state (self->end_turn) == WG_RUNNER_REFUSED)
    {
      /* Said where End Turn was asked from (the header bar, Ctrl+E: any
       * page), and the sidebar shows what is to be done first: the
       * Gatekeepers' Play before their turn ends (R-AI-13). */
      wg_sidebar_page_show_message (WG_SIDEBAR_PAGE (panel),
                                    wg_end_turn_model_get_message (self->end_turn));
      wg_window_toast (self, wg_end_turn_model_get_message (self->end_turn));
    }
  else
    {
      wg_sidebar_page_show_message (WG_SIDEBAR_PAGE (panel), NULL);
      if (ai && wg_end_turn_model_get_state (self->end_turn) == WG_RUNNER_APPLIED)
        gatekeepers_turn_ended (self);
      else
        {
          g_autofree char *said = turn_end_said (self);

          wg_window_toast_undo (self, said);
        }
    }
  wg_window_follow_turn (self);
}

void
wg_window_end_gatekeepers_turn (WgWindow *self)
{
  WgAiModel *ai = wg_ai_panel_get_model (self->ai_panel);

  g_return_if_fail (WG_IS_WINDOW (self));

  if (ai == NULL || !wg_ai_model_can_end_turn (ai))
    return;
  self->ending_ai = TRUE;
  wg_end_turn_dialog_end_turn (GTK_WINDOW (self), self->end_turn);
}

static gboolean
is_ai_turn (const WgGame *game)
{
  return game != NULL && wg_game_is_solo (game) && game->active == game->ai.player;
}

/* After a turn ends, the sidebar shows the page of whoever plays next
 * (issue 18): the Gatekeepers' page, already asking for their card with
 * the focus on the question (issue 30), or the Actions page for a human.
 * Nothing moves when the game is over. */
void
wg_window_follow_turn (WgWindow *self)
{
  const WgGame *game = wg_session_get_game (self->session);

  if (game == NULL || game->game_over)
    return;
  if (wg_game_is_solo (game) && game->active == game->ai.player)
    {
      wg_sidebar_set_page (self->sidebar, "gatekeepers");
      wg_ai_panel_begin_turn (self->ai_panel);
    }
  else
    {
      GtkWidget *focus = gtk_root_get_focus (GTK_ROOT (self));

      wg_sidebar_set_page (self->sidebar, "actions");
      /* The Gatekeepers' End button had the focus and is hidden with their
       * turn (or a question of the end of the round was answered): the
       * keyboard goes on in the Actions page, on the Action row where
       * an action's access key chooses it (issue 30), not nowhere. */
      if (focus == NULL || !gtk_widget_get_mapped (focus)
          || gtk_widget_is_ancestor (focus, GTK_WIDGET (self->ai_panel)))
        wg_action_panel_focus_action (self->action_panel);
    }
}

/* Issue 30: after New Game the keyboard was on the header's Open button.
 * The Gatekeepers' turn starts on their page's first control; a human's
 * on the Actions page's Action row. */
void
wg_window_start_turn (WgWindow *self)
{
  const WgGame *game = wg_session_get_game (self->session);

  if (game == NULL || game->game_over)
    return;
  if (is_ai_turn (game))
    {
      wg_sidebar_set_page (self->sidebar, "gatekeepers");
      wg_ai_panel_begin_turn (self->ai_panel);
    }
  else
    {
      wg_sidebar_set_page (self->sidebar, "actions");
      wg_action_panel_focus_action (self->action_panel);
    }
}

static gboolean
start_turn_later (gpointer data)
{
  g_autoptr (GObject) window = g_weak_ref_get (data);

  if (window != NULL)
    wg_window_start_turn (WG_WINDOW (window));
  return G_SOURCE_REMOVE;
}

static void free_weak_ref (gpointer data);

/* Once what made the game (New Game's last answer, its key) is done. */
void
wg_window_start_turn_soon (WgWindow *self)
{
  GWeakRef *ref = g_new0 (GWeakRef, 1);

  g_weak_ref_init (ref, self);
  g_idle_add_full (G_PRIORITY_DEFAULT, start_turn_later, ref, free_weak_ref);
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
  /* Folded over the board (a narrow window), the sidebar is shown too:
   * their card's question was asked out of sight (issue 30). */
  wg_window_reveal_sidebar (self);
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
  /* The Actions page by key: its Action row, where access keys choose;
   * another page: its first control, as a person reading it expects (the
   * focus left where it was is dropped by the page hidden). */
  if (g_str_equal (page, "actions"))
    wg_action_panel_focus_action (self->action_panel);
  else
    wg_sidebar_focus_page (self->sidebar);
}

/* The turn panel's End Turn (turn.end), the header bar's and Ctrl+E ask
 * for this: End Turn is the referee's (wg_end_turn_dialog_end_turn), so
 * that the sidebar needs nothing of it. */
static void
end_turn_action (GtkWidget  *widget,
                 const char *action_name,
                 GVariant   *parameter)
{
  WgWindow *self = WG_WINDOW (widget);

  wg_end_turn_dialog_end_turn (GTK_WINDOW (self), self->end_turn);
}

/* The Gatekeepers' turn ended on their page, however it ended (their End
 * Turn, or the end of the round's last question answered there): the
 * human's turn goes on in the Actions page, with the focus (issue 30: the
 * sidebar stayed on their page with the focus nowhere). */
static gboolean
follow_turn_later (gpointer data)
{
  g_autoptr (GObject) window = g_weak_ref_get (data);

  if (window != NULL)
    wg_window_follow_turn (WG_WINDOW (window));
  return G_SOURCE_REMOVE;
}

static void
free_weak_ref (gpointer data)
{
  g_weak_ref_clear (data);
  g_free (data);
}

/* The game has just ended: the Final Score is one key away (Return). */
static gboolean
offer_score_later (gpointer data)
{
  g_autoptr (GObject) window = g_weak_ref_get (data);
  const WgGame *game;

  if (window == NULL)
    return G_SOURCE_REMOVE;
  game = wg_session_get_game (WG_WINDOW (window)->session);
  if (game != NULL && game->game_over)
    wg_end_turn_dialog_offer_final_score (GTK_WINDOW (window));
  return G_SOURCE_REMOVE;
}

/* R-ROUND-2, however the game ended (End Turn's checklist says it
 * already; on the Gatekeepers' card nothing did): once what ended it is
 * done, the window offers the Final Score. */
static void
notice_game_over (WgWindow     *self,
                  const WgGame *game)
{
  gboolean  was_over = self->game_over;
  GWeakRef *ref;

  self->game_over = game != NULL && game->game_over;
  if (was_over || !self->game_over)
    return;
  ref = g_new0 (GWeakRef, 1);
  g_weak_ref_init (ref, self);
  g_idle_add_full (G_PRIORITY_DEFAULT_IDLE, offer_score_later, ref, free_weak_ref);
}

static void
on_game_changed (WgWindow *self)
{
  const WgGame *game = wg_session_get_game (self->session);
  gboolean      was_ai = self->ai_turn;
  GWeakRef     *ref;

  notice_game_over (self, game);
  self->ai_turn = is_ai_turn (game);
  /* Their turn has come back (undone to before their card, End Turn
   * undone): once the change is done, their page asks for their card. */
  if (!was_ai && self->ai_turn && !game->game_over)
    {
      ref = g_new0 (GWeakRef, 1);
      g_weak_ref_init (ref, self);
      g_idle_add_full (G_PRIORITY_DEFAULT, follow_turn_later, ref, free_weak_ref);
      return;
    }
  if (!was_ai || game == NULL || self->ai_turn || game->game_over
      || g_strcmp0 (wg_sidebar_get_page (self->sidebar), "gatekeepers") != 0)
    return;
  /* Once their page has done with the step (it moves its focus too). */
  ref = g_new0 (GWeakRef, 1);
  g_weak_ref_init (ref, self);
  g_idle_add_full (G_PRIORITY_DEFAULT, follow_turn_later, ref, free_weak_ref);
}

/* The model lives as long as the window and its session. */
void
wg_window_turn_init (WgWindow *self)
{
  self->end_turn = wg_end_turn_model_new (self->session);
  g_signal_connect_object (self->end_turn, "finished", G_CALLBACK (on_end_turn_finished), self,
                           G_CONNECT_SWAPPED);
  self->ai_turn = is_ai_turn (wg_session_get_game (self->session));
  self->game_over = wg_session_get_game (self->session) != NULL
                    && wg_session_get_game (self->session)->game_over;
  g_signal_connect_object (self->session, "notify::game", G_CALLBACK (on_game_changed), self,
                           G_CONNECT_SWAPPED);
}

/* End Turn's dialogs are the window's transients, destroyed with it. */
void
wg_window_turn_dispose (WgWindow *self)
{
  g_clear_object (&self->end_turn);
  g_clear_object (&self->ai_first);
  g_clear_object (&self->ai_last);
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
