/* wg-turn-panel.c — the round, the turn slot, the first and active player; End Turn
 * Copyright 2026 The Warpgate Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "wg-edit.h"
#include "wg-page-helpers.h"
#include "wg-round-end-dialog.h"
#include "wg-round.h"
#include "wg-session.h"
#include "wg-turn.h"
#include "wg-turn-panel.h"
#include "wg-words.h"

#define CANCEL_RESPONSE "wg-cancel"

struct _WgTurnPanel
{
  AdwBin          parent_instance;

  WgSession      *session;
  guint           n_players;    /* of the player lists; 0: fill them again */
  gboolean        updating;
  char           *message;
  WgAnswers      *answers;      /* while End Turn asks */
  char           *question_id;  /* the question asked: "reveal" or a choice */
  GtkWidget      *dialog;       /* the question, while shown */
  GtkWidget      *round_dialog; /* the end of round checklist, while shown */

  /* Template children */
  GtkRevealer    *message_revealer;
  GtkLabel       *message_label;
  GtkSpinButton  *round_spin;
  AdwComboRow    *slot_row;
  AdwComboRow    *first_row;
  GtkStringList  *first_names;
  AdwComboRow    *active_row;
  GtkStringList  *active_names;
  GtkLabel       *final_label;
  GtkWidget      *end_button;
  GtkWidget      *score_button;
};

G_DEFINE_FINAL_TYPE (WgTurnPanel, wg_turn_panel, ADW_TYPE_BIN)

enum {
  PROP_0,
  PROP_SESSION,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

enum {
  SIGNAL_TOAST,
  SIGNAL_SHOW_SCORE,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static void refresh (WgTurnPanel *self);

static const WgGame *
get_game (WgTurnPanel *self)
{
  return self->session != NULL ? wg_session_get_game (self->session) : NULL;
}

static void
show_message (WgTurnPanel *self,
              char        *message)
{
  g_free (self->message);
  self->message = message;
  wg_page_show_message (self->message_revealer, self->message_label, message);
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
  char *message;

  next = wg_edit_set_turn (get_game (self), round, turn, first, active, &description, &error);
  message = wg_session_apply_edit (self->session, next, description, error);
  show_message (self, message);
  if (message != NULL)
    refresh (self);
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
  int value = selected (row);

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

static void run_end_turn (WgTurnPanel *self);

static void
stop_asking (WgTurnPanel *self)
{
  g_clear_pointer (&self->answers, wg_answers_free);
  g_clear_pointer (&self->question_id, g_free);
}

static void
on_question_response (WgTurnPanel *self,
                      const char  *response)
{
  self->dialog = NULL;
  if (self->answers == NULL || g_str_equal (response, CANCEL_RESPONSE))
    {
      stop_asking (self);
      return;
    }
  /* Cards turned over are reveals; the rest are choices (wg-round.h). */
  if (g_strcmp0 (self->question_id, "reveal") == 0)
    wg_answers_add_reveal (self->answers, response);
  else
    wg_answers_add_choice (self->answers, response);
  run_end_turn (self);
}

static void
ask (WgTurnPanel      *self,
     const WgQuestion *question)
{
  GtkRoot *root = gtk_widget_get_root (GTK_WIDGET (self));
  AdwMessageDialog *dialog;

  g_free (self->question_id);
  self->question_id = g_strdup (question->id);
  dialog = ADW_MESSAGE_DIALOG (adw_message_dialog_new (GTK_IS_WINDOW (root) ? GTK_WINDOW (root)
                                                                            : NULL,
                                                       _("End of the Turn"), question->question));
  for (guint i = 0; i < question->options->len; i++)
    {
      const WgOption *option = g_ptr_array_index (question->options, i);

      adw_message_dialog_add_response (dialog, option->id, option->label);
    }
  adw_message_dialog_add_response (dialog, CANCEL_RESPONSE, _("_Cancel"));
  adw_message_dialog_set_close_response (dialog, CANCEL_RESPONSE);
  g_signal_connect_object (dialog, "response", G_CALLBACK (on_question_response), self,
                           G_CONNECT_SWAPPED);
  self->dialog = GTK_WIDGET (dialog);
  gtk_window_present (GTK_WINDOW (dialog));
}

/* ---- The end of a round ---- */

/* However the checklist goes (answered, or with the window), the panel
 * forgets it. */
static void
on_round_end_destroyed (WgTurnPanel *self)
{
  self->round_dialog = NULL;
}

static void
on_round_end_response (WgTurnPanel *self,
                       const char  *response)
{
  if (g_str_equal (response, WG_ROUND_END_RESPONSE_SHOW_SCORE))
    g_signal_emit (self, signals[SIGNAL_SHOW_SCORE], 0);
}

/* The steps of the end of round for the players to repeat on the table,
 * the final round ahead, or the final score to show (R-ROUND-1, R-ROUND-2). */
static void
show_round_end (WgTurnPanel     *self,
                WgRoundEndModel *round_end)
{
  GtkRoot *root = gtk_widget_get_root (GTK_WIDGET (self));
  WgRoundEndDialog *dialog;

  if (self->round_dialog != NULL)
    gtk_window_destroy (GTK_WINDOW (g_steal_pointer (&self->round_dialog)));
  dialog = wg_round_end_dialog_new (GTK_IS_WINDOW (root) ? GTK_WINDOW (root) : NULL, round_end);
  g_signal_connect_object (dialog, "response", G_CALLBACK (on_round_end_response), self,
                           G_CONNECT_SWAPPED);
  g_signal_connect_object (dialog, "destroy", G_CALLBACK (on_round_end_destroyed), self,
                           G_CONNECT_SWAPPED);
  self->round_dialog = GTK_WIDGET (dialog);
  gtk_window_present (GTK_WINDOW (dialog));
}

static void
show_score_action (GtkWidget  *widget,
                   const char *action_name,
                   GVariant   *parameter)
{
  g_signal_emit (widget, signals[SIGNAL_SHOW_SCORE], 0);
}

/* Runs wg_turn_end from the start with the answers so far: it asks, or is
 * refused, or ends the turn as one step (and, when a round ends, shows its
 * checklist). */
static void
run_end_turn (WgTurnPanel *self)
{
  const WgGame *game = get_game (self);
  g_autoptr (WgOutcome) outcome = NULL;
  g_autoptr (GError) error = NULL;
  g_autofree char *description = NULL;
  g_autoptr (WgRoundEndModel) round_end = NULL;

  if (game == NULL)
    return;
  if (self->answers == NULL)
    self->answers = wg_answers_new ();
  wg_answers_rewind (self->answers);
  outcome = wg_turn_end (game, self->answers);
  if (outcome->question != NULL)
    {
      ask (self, outcome->question);
      return;
    }
  stop_asking (self);
  if (outcome->verdict != WG_VERDICT_OK || outcome->game == NULL)
    {
      show_message (self, g_strdup (outcome->description != NULL ? outcome->description
                                                                 : _("The turn cannot end")));
      return;
    }
  description = g_strdup (outcome->description);
  round_end = wg_round_end_model_new (game, outcome);
  if (!wg_session_apply_outcome (self->session, outcome, &error))
    {
      show_message (self, g_strdup (error->message));
      return;
    }
  show_message (self, NULL);
  g_signal_emit (self, signals[SIGNAL_TOAST], 0, description, TRUE);
  if (wg_round_end_model_get_kind (round_end) != WG_ROUND_END_NONE)
    show_round_end (self, round_end);
}

static void
end_turn_action (GtkWidget  *widget,
                 const char *action_name,
                 GVariant   *parameter)
{
  WgTurnPanel *self = WG_TURN_PANEL (widget);

  stop_asking (self);
  run_end_turn (self);
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
    return g_strdup (_("The game is over: time to score (R-ROUND-2)."));
  if (game->final_round)
    return g_strdup (_("This is the final round (R-ROUND-2)."));
  reasons = wg_round_describe_last_reasons (wg_round_last_reasons (game));
  if (reasons != NULL)
    /* TRANSLATORS: %s is why, "the Objective deck is empty" */
    return g_strdup_printf (_("The next round will be the last: %s (R-ROUND-2)."), reasons);
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

static void
refresh (WgTurnPanel *self)
{
  const WgGame *game = get_game (self);
  g_autofree char *final = NULL;

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
  gtk_widget_set_visible (self->end_button, !game->game_over);
  gtk_widget_set_visible (self->score_button, game->game_over);
}

static void
on_history_changed (WgTurnPanel *self)
{
  self->n_players = 0;
}

WgSession *
wg_turn_panel_get_session (WgTurnPanel *self)
{
  g_return_val_if_fail (WG_IS_TURN_PANEL (self), NULL);
  return self->session;
}

void
wg_turn_panel_set_session (WgTurnPanel *self,
                           WgSession   *session)
{
  g_return_if_fail (WG_IS_TURN_PANEL (self));
  g_return_if_fail (session == NULL || WG_IS_SESSION (session));

  if (self->session == session)
    return;
  if (self->session != NULL)
    g_signal_handlers_disconnect_by_data (self->session, self);
  g_set_object (&self->session, session);
  self->n_players = 0;
  if (session != NULL)
    {
      g_signal_connect_object (session, "changed", G_CALLBACK (refresh), self,
                               G_CONNECT_SWAPPED);
      g_signal_connect_object (session, "notify::history", G_CALLBACK (on_history_changed),
                               self, G_CONNECT_SWAPPED);
    }
  show_message (self, NULL);
  refresh (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SESSION]);
}

const char *
wg_turn_panel_get_message (WgTurnPanel *self)
{
  g_return_val_if_fail (WG_IS_TURN_PANEL (self), NULL);
  return self->message;
}

static void
wg_turn_panel_dispose (GObject *object)
{
  WgTurnPanel *self = WG_TURN_PANEL (object);

  if (self->session != NULL)
    g_signal_handlers_disconnect_by_data (self->session, self);
  g_clear_object (&self->session);
  if (self->dialog != NULL)
    gtk_window_destroy (GTK_WINDOW (g_steal_pointer (&self->dialog)));
  if (self->round_dialog != NULL)
    gtk_window_destroy (GTK_WINDOW (g_steal_pointer (&self->round_dialog)));
  stop_asking (self);
  /* AdwBin would unparent its child again after the template's disposal. */
  adw_bin_set_child (ADW_BIN (self), NULL);
  gtk_widget_dispose_template (GTK_WIDGET (self), WG_TYPE_TURN_PANEL);

  G_OBJECT_CLASS (wg_turn_panel_parent_class)->dispose (object);
}

static void
wg_turn_panel_finalize (GObject *object)
{
  WgTurnPanel *self = WG_TURN_PANEL (object);

  g_clear_pointer (&self->message, g_free);

  G_OBJECT_CLASS (wg_turn_panel_parent_class)->finalize (object);
}

static void
wg_turn_panel_get_property (GObject    *object,
                            guint       prop_id,
                            GValue     *value,
                            GParamSpec *pspec)
{
  switch (prop_id)
    {
    case PROP_SESSION:
      g_value_set_object (value, WG_TURN_PANEL (object)->session);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
wg_turn_panel_set_property (GObject      *object,
                            guint         prop_id,
                            const GValue *value,
                            GParamSpec   *pspec)
{
  switch (prop_id)
    {
    case PROP_SESSION:
      wg_turn_panel_set_session (WG_TURN_PANEL (object), g_value_get_object (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
wg_turn_panel_class_init (WgTurnPanelClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = wg_turn_panel_dispose;
  object_class->finalize = wg_turn_panel_finalize;
  object_class->get_property = wg_turn_panel_get_property;
  object_class->set_property = wg_turn_panel_set_property;

  properties[PROP_SESSION] =
    g_param_spec_object ("session", NULL, NULL, WG_TYPE_SESSION,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  signals[SIGNAL_TOAST] =
    g_signal_new ("toast", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                  G_TYPE_NONE, 2, G_TYPE_STRING, G_TYPE_BOOLEAN);
  signals[SIGNAL_SHOW_SCORE] =
    g_signal_new ("show-score", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL,
                  NULL, G_TYPE_NONE, 0);

  gtk_widget_class_set_template_from_resource (widget_class,
                                               RESOURCE_PREFIX "/ui/wg-turn-panel.ui");
  gtk_widget_class_bind_template_child (widget_class, WgTurnPanel, message_revealer);
  gtk_widget_class_bind_template_child (widget_class, WgTurnPanel, message_label);
  gtk_widget_class_bind_template_child (widget_class, WgTurnPanel, round_spin);
  gtk_widget_class_bind_template_child (widget_class, WgTurnPanel, slot_row);
  gtk_widget_class_bind_template_child (widget_class, WgTurnPanel, first_row);
  gtk_widget_class_bind_template_child (widget_class, WgTurnPanel, first_names);
  gtk_widget_class_bind_template_child (widget_class, WgTurnPanel, active_row);
  gtk_widget_class_bind_template_child (widget_class, WgTurnPanel, active_names);
  gtk_widget_class_bind_template_child (widget_class, WgTurnPanel, final_label);
  gtk_widget_class_bind_template_child (widget_class, WgTurnPanel, end_button);
  gtk_widget_class_bind_template_child (widget_class, WgTurnPanel, score_button);
  gtk_widget_class_bind_template_callback (widget_class, on_round_changed);
  gtk_widget_class_bind_template_callback (widget_class, on_turn_selected);

  gtk_widget_class_install_action (widget_class, "turn.end", NULL, end_turn_action);
  gtk_widget_class_install_action (widget_class, "turn.show-score", NULL, show_score_action);
  gtk_widget_class_set_css_name (widget_class, "turnpanel");
}

static void
wg_turn_panel_init (WgTurnPanel *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  refresh (self);
}

GtkWidget *
wg_turn_panel_new (void)
{
  return g_object_new (WG_TYPE_TURN_PANEL, NULL);
}
