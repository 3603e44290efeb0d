/* wg-turn-panel.c — the round, the turn slot, the first and active player; End Turn
 * Copyright 2026 The Warpgate Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "wg-edit.h"
#include "wg-explore.h"
#include "wg-page-helpers.h"
#include "wg-round.h"
#include "wg-turn.h"
#include "wg-turn-panel.h"
#include "wg-words.h"

struct _WgTurnPanel
{
  WgSidebarPage  parent_instance;

  guint          n_players; /* of the player lists; 0: fill them again */
  gboolean       updating;

  /* Template children */
  GtkSpinButton *round_spin;
  AdwComboRow   *slot_row;
  AdwComboRow   *first_row;
  GtkStringList *first_names;
  AdwComboRow   *active_row;
  GtkStringList *active_names;
  GtkLabel      *final_label;
  GtkLabel      *truce_label;
  GtkWidget     *end_button;
  GtkWidget     *score_button;
};

G_DEFINE_FINAL_TYPE (WgTurnPanel, wg_turn_panel, WG_TYPE_SIDEBAR_PAGE)

enum
{
  SIGNAL_SHOW_SCORE,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static const WgGame *
get_game (WgTurnPanel *self)
{
  return wg_sidebar_page_get_game (WG_SIDEBAR_PAGE (self));
}

static void
set_turn (WgTurnPanel *self,
          int          round,
          int          turn,
          int          first,
          int          active)
{
  g_autofree char *description = NULL;
  g_autoptr (GError) error = NULL;
  WgGame *next;

  next = wg_edit_set_turn (get_game (self), round, turn, first, active, &description, &error);
  wg_sidebar_page_apply_edit (WG_SIDEBAR_PAGE (self), next, description, error, FALSE);
}

static void
on_round_changed (WgTurnPanel *self)
{
  int round = gtk_spin_button_get_value_as_int (self->round_spin);

  if (!self->updating && get_game (self) != NULL && round != get_game (self)->round)
    set_turn (self, round, -1, -1, -1);
}

static int
selected (AdwComboRow *row)
{
  guint i = adw_combo_row_get_selected (row);

  return i == GTK_INVALID_LIST_POSITION ? -1 : (int) i;
}

/* Only a value that differs from the game's is an edit: the combo rows
 * notify their selection late when it is put back after a refusal. */
static void
on_turn_selected (WgTurnPanel *self,
                  GParamSpec  *pspec,
                  AdwComboRow *row)
{
  const WgGame *game = get_game (self);
  int           value = selected (row);

  if (self->updating || game == NULL || value < 0)
    return;
  if (row == self->slot_row && value + WG_TURN_SLOT_FIRST != game->turn)
    set_turn (self, -1, value + WG_TURN_SLOT_FIRST, -1, -1);
  else if (row == self->first_row && value != game->first_player)
    set_turn (self, -1, -1, value, -1);
  else if (row == self->active_row && value != game->active)
    set_turn (self, -1, -1, -1, value);
}

/* ---- End Turn ---- */

static void
show_score_action (GtkWidget  *widget,
                   const char *action_name,
                   GVariant   *parameter)
{
  g_signal_emit (widget, signals[SIGNAL_SHOW_SCORE], 0);
}

/* End Turn is the referee's (wg-end-turn-dialog.h), which the window
 * activates as win.end-turn: the panel only asks for it. */
static void
end_turn_action (GtkWidget  *widget,
                 const char *action_name,
                 GVariant   *parameter)
{
  gtk_widget_activate_action (widget, "win.end-turn", NULL);
}

/* ---- Showing the turn ---- */

static void
fill_players (WgTurnPanel  *self,
              const WgGame *game)
{
  const char **names = g_new0 (const char *, game->n_players + 1);
  g_autoptr (GPtrArray) titles = g_ptr_array_new_with_free_func (g_free);

  for (guint p = 0; p < game->n_players; p++)
    {
      g_ptr_array_add (titles, wg_words_player_title (game, (int) p));
      names[p] = g_ptr_array_index (titles, p);
    }
  gtk_string_list_splice (self->first_names, 0,
                          g_list_model_get_n_items (G_LIST_MODEL (self->first_names)), names);
  gtk_string_list_splice (self->active_names, 0,
                          g_list_model_get_n_items (G_LIST_MODEL (self->active_names)), names);
  g_free (names);
  self->n_players = game->n_players;
}

static char *
describe_final (const WgGame *game)
{
  g_autofree char *reasons = NULL;

  if (game->game_over)
    return g_strdup (_ ("The game is over: time to score (R-ROUND-2)."));
  if (game->final_round)
    return g_strdup (_ ("This is the final round (R-ROUND-2)."));
  reasons = wg_round_describe_last_reasons (wg_round_last_reasons (game));
  if (reasons != NULL)
    /* TRANSLATORS: %s is why, "the Objective deck is empty" */
    return g_strdup_printf (_ ("The next round will be the last: %s (R-ROUND-2)."), reasons);
  return NULL;
}

/* Every action's enablement, in one place. */
static void
update_actions (WgTurnPanel *self)
{
  const WgGame *game = get_game (self);

  gtk_widget_action_set_enabled (GTK_WIDGET (self), "turn.end",
                                 game != NULL && !game->game_over);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "turn.show-score",
                                 game != NULL && game->game_over);
}

/* Every truce in force, a line each (R-EXP-5); NULL when none is. */
static char *
describe_truces (const WgGame *game)
{
  GString *text = g_string_new (NULL);

  for (guint p = 0; p < game->n_players; p++)
    {
      g_autofree char *truce = wg_game_truce_sentence (game, (int) p);

      if (truce != NULL)
        g_string_append_printf (text, "%s%s", text->len > 0 ? "\n" : "", truce);
    }
  if (text->len == 0)
    {
      g_string_free (text, TRUE);
      return NULL;
    }
  return g_string_free (text, FALSE);
}

static void
wg_turn_panel_refresh (WgSidebarPage *page)
{
  WgTurnPanel     *self = WG_TURN_PANEL (page);
  const WgGame    *game = get_game (self);
  g_autofree char *final = NULL;
  g_autofree char *truces = NULL;

  update_actions (self);
  gtk_widget_set_sensitive (GTK_WIDGET (self), game != NULL);
  if (game == NULL)
    return;
  self->updating = TRUE;
  if (self->n_players != game->n_players)
    fill_players (self, game);
  wg_page_set_spin (self->round_spin, 1, 999, game->round);
  adw_combo_row_set_selected (self->slot_row, (guint) (game->turn - WG_TURN_SLOT_FIRST));
  adw_combo_row_set_selected (self->first_row, (guint) game->first_player);
  adw_combo_row_set_selected (self->active_row, (guint) game->active);
  self->updating = FALSE;
  final = describe_final (game);
  gtk_label_set_label (self->final_label, final != NULL ? final : "");
  gtk_widget_set_visible (GTK_WIDGET (self->final_label), final != NULL);
  truces = describe_truces (game);
  gtk_label_set_label (self->truce_label, truces != NULL ? truces : "");
  gtk_widget_set_visible (GTK_WIDGET (self->truce_label), truces != NULL);
  gtk_widget_set_visible (self->end_button, !game->game_over);
  gtk_widget_set_visible (self->score_button, game->game_over);
}

static void
on_history_changed (WgTurnPanel *self)
{
  self->n_players = 0;
}

static void
wg_turn_panel_session_changed (WgSidebarPage *page)
{
  on_history_changed (WG_TURN_PANEL (page));
}

static void
wg_turn_panel_class_init (WgTurnPanelClass *klass)
{
  WgSidebarPageClass *page_class = WG_SIDEBAR_PAGE_CLASS (klass);
  GtkWidgetClass     *widget_class = GTK_WIDGET_CLASS (klass);

  page_class->session_changed = wg_turn_panel_session_changed;
  page_class->refresh = wg_turn_panel_refresh;

  signals[SIGNAL_SHOW_SCORE] =
    g_signal_new ("show-score", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL,
                  NULL, G_TYPE_NONE, 0);

  gtk_widget_class_set_template_from_resource (widget_class,
                                               RESOURCE_PREFIX "/ui/wg-turn-panel.ui");
  gtk_widget_class_bind_template_child (widget_class, WgTurnPanel, round_spin);
  gtk_widget_class_bind_template_child (widget_class, WgTurnPanel, slot_row);
  gtk_widget_class_bind_template_child (widget_class, WgTurnPanel, first_row);
  gtk_widget_class_bind_template_child (widget_class, WgTurnPanel, first_names);
  gtk_widget_class_bind_template_child (widget_class, WgTurnPanel, active_row);
  gtk_widget_class_bind_template_child (widget_class, WgTurnPanel, active_names);
  gtk_widget_class_bind_template_child (widget_class, WgTurnPanel, final_label);
  gtk_widget_class_bind_template_child (widget_class, WgTurnPanel, truce_label);
  gtk_widget_class_bind_template_child (widget_class, WgTurnPanel, end_button);
  gtk_widget_class_bind_template_child (widget_class, WgTurnPanel, score_button);
  wg_sidebar_page_class_bind_message (widget_class);
  gtk_widget_class_bind_template_callback (widget_class, on_round_changed);
  gtk_widget_class_bind_template_callback (widget_class, on_turn_selected);

  gtk_widget_class_install_action (widget_class, "turn.end", NULL, end_turn_action);
  gtk_widget_class_install_action (widget_class, "turn.show-score", NULL, show_score_action);
  gtk_widget_class_set_css_name (widget_class, "turnpanel");
}

static void
wg_turn_panel_init (WgTurnPanel *self)
{
  GSignalGroup *session_signals = wg_sidebar_page_get_session_signals (WG_SIDEBAR_PAGE (self));

  gtk_widget_init_template (GTK_WIDGET (self));
  g_signal_group_connect_swapped (session_signals, "changed",
                                  G_CALLBACK (wg_sidebar_page_refresh), self);
  g_signal_group_connect_swapped (session_signals, "notify::history",
                                  G_CALLBACK (on_history_changed), self);
  wg_sidebar_page_refresh (WG_SIDEBAR_PAGE (self));
}

GtkWidget *
wg_turn_panel_new (void)
{
  return g_object_new (WG_TYPE_TURN_PANEL, NULL);
}
