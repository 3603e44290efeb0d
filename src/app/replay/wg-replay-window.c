/* wg-replay-window.c — a game stepped through: the board then, the step, the timeline
 * Copyright 2026 The Warpgate Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>
#include <string.h>

#include "wg-board-view.h"
#include "wg-file-chooser.h"
#include "wg-replay-window.h"
#include "wg-toast.h"
#include "wg-words-ids.h"
#include "wg-words.h"

struct _WgReplayWindow
{
  AdwWindow             parent_instance;

  WgReplayModel        *model;
  WgSession            *session; /* private: the table at the position */
  GtkFileChooserNative *chooser;
  gboolean              syncing; /* setting the timeline from the model */

  /* Template children */
  AdwWindowTitle       *window_title;
  AdwToastOverlay      *toast_overlay;
  GtkLabel             *stop_label;
  WgBoardView          *board_view;
  GtkLabel             *position_label;
  GtkLabel             *sentence_label;
  GtkLabel             *rulings_label;
  GtkLabel             *score_label;
  GtkScale             *timeline;
  GtkAdjustment        *adjustment;
};

enum
{
  SIGNAL_CONTINUED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

G_DEFINE_FINAL_TYPE (WgReplayWindow, wg_replay_window, ADW_TYPE_WINDOW)

/* "Ana 3 VP · red 0 VP", in seating order. */
static char *
describe_score (WgReplayModel *model)
{
  const WgGame  *table = wg_replay_model_get_table (model);
  const WgScore *score = wg_replay_model_get_score (model);
  g_autoptr (GPtrArray) parts = g_ptr_array_new_with_free_func (g_free);
  g_autofree char *joined = NULL;

  for (guint i = 0; i < score->n_lines; i++)
    g_ptr_array_add (parts,
                     /* TRANSLATORS: a player and their victory points so far, "Ana 3 VP" */
                     g_strdup_printf (_ ("%s %d VP"),
                                      wg_game_player_label (table, score->lines[i].player),
                                      score->lines[i].total));
  g_ptr_array_add (parts, NULL);
  joined = g_strjoinv (" · ", (char **) parts->pdata);
  /* TRANSLATORS: %s is each player's VP, "Ana 3 VP · red 0 VP" */
  return g_strdup_printf (_ ("Score so far: %s"), joined);
}

/* Enablement, computed in one place. */
static void
update_actions (WgReplayWindow *self)
{
  static const struct
  {
    const char  *name;
    WgReplayUnit unit;
    gboolean     forward;
  } moves[] = {
    { "replay.previous-round", WG_REPLAY_BY_ROUND, FALSE },
    { "replay.previous-turn", WG_REPLAY_BY_TURN, FALSE },
    { "replay.previous-step", WG_REPLAY_BY_STEP, FALSE },
    { "replay.next-step", WG_REPLAY_BY_STEP, TRUE },
    { "replay.next-turn", WG_REPLAY_BY_TURN, TRUE },
    { "replay.next-round", WG_REPLAY_BY_ROUND, TRUE },
  };
  guint position = wg_replay_model_get_position (self->model);
  guint last = wg_replay_model_get_last (self->model);

  for (guint i = 0; i < G_N_ELEMENTS (moves); i++)
    gtk_widget_action_set_enabled (
      GTK_WIDGET (self), moves[i].name,
      wg_replay_model_find (self->model, moves[i].unit, moves[i].forward) != position);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "replay.first", position > 0);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "replay.last", position < last);
}

static void
show_position (WgReplayWindow *self)
{
  g_autofree char *where = wg_replay_model_describe_position (self->model);
  g_autofree char *rulings = wg_replay_model_describe_rulings (self->model);
  g_autofree char *score = describe_score (self->model);

  wg_session_show_game (self->session, wg_game_copy (wg_replay_model_get_table (self->model)),
                        _ ("Replay"));
  gtk_label_set_text (self->position_label, where);
  gtk_label_set_text (self->sentence_label, wg_replay_model_get_sentence (self->model));
  gtk_label_set_text (self->rulings_label, rulings);
  gtk_widget_set_visible (GTK_WIDGET (self->rulings_label), *rulings != '\0');
  wg_words_keep_rule_ids_whole (self->rulings_label);
  gtk_label_set_text (self->score_label, score);
  wg_words_keep_counts_whole (self->score_label);
  self->syncing = TRUE;
  gtk_adjustment_set_value (self->adjustment, wg_replay_model_get_position (self->model));
  self->syncing = FALSE;
  update_actions (self);
}

static void
on_timeline_changed (WgReplayWindow *self)
{
  double value = gtk_adjustment_get_value (self->adjustment);

  if (self->syncing)
    return;
  wg_replay_model_set_position (self->model, (guint) MAX (0.0, value + 0.5));
  /* A drag between two steps settles on the step shown. */
  if (gtk_adjustment_get_value (self->adjustment)
      != (double) wg_replay_model_get_position (self->model))
    show_position (self);
}

/* One mark per round, where it begins, named by its number. */
static void
add_round_marks (WgReplayWindow *self)
{
  const GArray *starts = wg_replay_model_get_round_starts (self->model);
  guint         saved = wg_replay_model_get_position (self->model);

  for (guint i = 0; i < starts->len; i++)
    {
      guint            at = g_array_index (starts, guint, i);
      g_autofree char *round = NULL;

      /* The round is the table's at that position. */
      wg_replay_model_set_position (self->model, at);
      round = g_strdup_printf ("%d", wg_replay_model_get_table (self->model)->round);
      gtk_scale_add_mark (self->timeline, at, GTK_POS_BOTTOM, round);
    }
  wg_replay_model_set_position (self->model, saved);
}

static void
set_model (WgReplayWindow *self,
           WgReplayModel  *model)
{
  GFile      *file = wg_replay_model_get_file (model);
  const char *stop = wg_replay_model_get_stop_reason (model);

  self->model = g_object_ref (model);
  if (file != NULL)
    {
      g_autofree char *name = g_file_get_basename (file);

      adw_window_title_set_subtitle (self->window_title, name);
    }
  gtk_adjustment_set_upper (self->adjustment, wg_replay_model_get_last (model));
  add_round_marks (self);
  gtk_widget_set_visible (GTK_WIDGET (self->stop_label), stop != NULL);
  if (stop != NULL)
    gtk_label_set_text (self->stop_label, stop);
  g_signal_connect_object (model, "notify::position", G_CALLBACK (show_position), self,
                           G_CONNECT_SWAPPED);
  show_position (self);
}

/* ---- Moving ---- */

static void
move_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  WgReplayWindow *self = WG_REPLAY_WINDOW (widget);
  const char     *what = strchr (action_name, '.') + 1;
  gboolean        forward = g_str_has_prefix (what, "next-");
  WgReplayUnit    unit = g_str_has_suffix (what, "-round")  ? WG_REPLAY_BY_ROUND
                         : g_str_has_suffix (what, "-turn") ? WG_REPLAY_BY_TURN
                                                            : WG_REPLAY_BY_STEP;

  wg_replay_model_move (self->model, unit, forward);
}

static void
end_action (GtkWidget  *widget,
            const char *action_name,
            GVariant   *parameter)
{
  WgReplayWindow *self = WG_REPLAY_WINDOW (widget);

  wg_replay_model_set_position (self->model, g_str_equal (action_name, "replay.first")
                                               ? 0
                                               : wg_replay_model_get_last (self->model));
}

/* ---- Continue From Here ---- */

gboolean
wg_replay_window_continue_to (WgReplayWindow *self,
                              GFile          *file)
{
  g_autoptr (GError) error = NULL;

  g_return_val_if_fail (WG_IS_REPLAY_WINDOW (self), FALSE);
  g_return_val_if_fail (G_IS_FILE (file), FALSE);

  if (!wg_replay_model_continue (self->model, file, &error))
    {
      wg_toast_show (self->toast_overlay, wg_toast_new (error->message));
      return FALSE;
    }
  g_signal_emit (self, signals[SIGNAL_CONTINUED], 0, file);
  return TRUE;
}

static void
on_chooser_response (WgReplayWindow *self,
                     int             response)
{
  g_autoptr (GFile) chosen = NULL;
  g_autoptr (GFile) file = NULL;

  if (response == GTK_RESPONSE_ACCEPT)
    chosen = gtk_file_chooser_get_file (GTK_FILE_CHOOSER (self->chooser));
  g_clear_object (&self->chooser);
  if (chosen == NULL)
    return;
  file = wg_file_with_json_extension (chosen);
  wg_replay_window_continue_to (self, file);
}

/* "<name> from step 12.json", beside the game replayed. */
static void
suggest_file (WgReplayWindow *self)
{
  GFile           *source = wg_replay_model_get_file (self->model);
  g_autofree char *base = source != NULL ? g_file_get_basename (source) : g_strdup ("game.json");
  g_autofree char *stem = g_strndup (base, strlen (base) - (g_str_has_suffix (base, ".json") ? strlen (".json") : 0));
  g_autofree char *name
    /* TRANSLATORS: a new game file's name: the game's, and the step it starts from */
    = g_strdup_printf (_ ("%s from step %u.json"), stem,
                       wg_replay_model_get_position (self->model));
  g_autoptr (GFile) folder = source != NULL ? g_file_get_parent (source) : NULL;

  if (folder != NULL)
    gtk_file_chooser_set_current_folder (GTK_FILE_CHOOSER (self->chooser), folder, NULL);
  gtk_file_chooser_set_current_name (GTK_FILE_CHOOSER (self->chooser), name);
}

/* GtkFileChooserNative as the main window's Save As (GtkFileDialog is
 * GTK 4.10's). */
static void
continue_action (GtkWidget  *widget,
                 const char *action_name,
                 GVariant   *parameter)
{
  WgReplayWindow *self = WG_REPLAY_WINDOW (widget);

  if (self->chooser != NULL)
    return;
  self->chooser = wg_save_chooser_new (GTK_WINDOW (self), _ ("Continue From Here"), _ ("_Save"),
                                       _ ("Game Files"), "application/json", "json", NULL);
  suggest_file (self);
  g_signal_connect_object (self->chooser, "response", G_CALLBACK (on_chooser_response), self,
                           G_CONNECT_SWAPPED);
  gtk_native_dialog_show (GTK_NATIVE_DIALOG (self->chooser));
}

/* ---- The window ---- */

static void
wg_replay_window_dispose (GObject *object)
{
  WgReplayWindow *self = WG_REPLAY_WINDOW (object);

  if (self->chooser != NULL)
    gtk_native_dialog_destroy (GTK_NATIVE_DIALOG (self->chooser));
  g_clear_object (&self->chooser);
  gtk_widget_dispose_template (GTK_WIDGET (self), WG_TYPE_REPLAY_WINDOW);
  G_OBJECT_CLASS (wg_replay_window_parent_class)->dispose (object);
}

static void
wg_replay_window_finalize (GObject *object)
{
  WgReplayWindow *self = WG_REPLAY_WINDOW (object);

  g_clear_object (&self->model);
  g_clear_object (&self->session);
  G_OBJECT_CLASS (wg_replay_window_parent_class)->finalize (object);
}

/* The keys, in the capture phase: they move the replay whichever control
 * has the focus (GtkWindow's own arrow keys would move the focus). */
static void
add_keys (WgReplayWindow *self)
{
  static const struct
  {
    guint           key;
    GdkModifierType mods;
    const char     *action;
  } keys[] = {
    { GDK_KEY_Left, 0, "replay.previous-step" },
    { GDK_KEY_Right, 0, "replay.next-step" },
    { GDK_KEY_Page_Up, 0, "replay.previous-turn" },
    { GDK_KEY_Page_Down, 0, "replay.next-turn" },
    { GDK_KEY_Left, GDK_CONTROL_MASK, "replay.previous-turn" },
    { GDK_KEY_Right, GDK_CONTROL_MASK, "replay.next-turn" },
    { GDK_KEY_Page_Up, GDK_CONTROL_MASK, "replay.previous-round" },
    { GDK_KEY_Page_Down, GDK_CONTROL_MASK, "replay.next-round" },
    { GDK_KEY_Home, 0, "replay.first" },
    { GDK_KEY_End, 0, "replay.last" },
    { GDK_KEY_Escape, 0, "window.close" },
  };
  GtkEventController *controller = gtk_shortcut_controller_new ();

  gtk_event_controller_set_propagation_phase (controller, GTK_PHASE_CAPTURE);
  for (guint i = 0; i < G_N_ELEMENTS (keys); i++)
    gtk_shortcut_controller_add_shortcut (
      GTK_SHORTCUT_CONTROLLER (controller),
      gtk_shortcut_new (gtk_keyval_trigger_new (keys[i].key, keys[i].mods),
                        gtk_named_action_new (keys[i].action)));
  gtk_widget_add_controller (GTK_WIDGET (self), controller);
}

static void
wg_replay_window_class_init (WgReplayWindowClass *klass)
{
  GObjectClass   *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = wg_replay_window_dispose;
  object_class->finalize = wg_replay_window_finalize;

  signals[SIGNAL_CONTINUED] = g_signal_new ("continued", G_TYPE_FROM_CLASS (klass),
                                            G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL, G_TYPE_NONE,
                                            1, G_TYPE_FILE);

  g_type_ensure (WG_TYPE_BOARD_VIEW);
  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/wgcompanion/WarpgateCompanion/ui/"
                                               "wg-replay-window.ui");
  gtk_widget_class_bind_template_child (widget_class, WgReplayWindow, window_title);
  gtk_widget_class_bind_template_child (widget_class, WgReplayWindow, toast_overlay);
  gtk_widget_class_bind_template_child (widget_class, WgReplayWindow, stop_label);
  gtk_widget_class_bind_template_child (widget_class, WgReplayWindow, board_view);
  gtk_widget_class_bind_template_child (widget_class, WgReplayWindow, position_label);
  gtk_widget_class_bind_template_child (widget_class, WgReplayWindow, sentence_label);
  gtk_widget_class_bind_template_child (widget_class, WgReplayWindow, rulings_label);
  gtk_widget_class_bind_template_child (widget_class, WgReplayWindow, score_label);
  gtk_widget_class_bind_template_child (widget_class, WgReplayWindow, timeline);
  gtk_widget_class_bind_template_child (widget_class, WgReplayWindow, adjustment);

  gtk_widget_class_install_action (widget_class, "replay.first", NULL, end_action);
  gtk_widget_class_install_action (widget_class, "replay.last", NULL, end_action);
  gtk_widget_class_install_action (widget_class, "replay.previous-round", NULL, move_action);
  gtk_widget_class_install_action (widget_class, "replay.previous-turn", NULL, move_action);
  gtk_widget_class_install_action (widget_class, "replay.previous-step", NULL, move_action);
  gtk_widget_class_install_action (widget_class, "replay.next-step", NULL, move_action);
  gtk_widget_class_install_action (widget_class, "replay.next-turn", NULL, move_action);
  gtk_widget_class_install_action (widget_class, "replay.next-round", NULL, move_action);
  gtk_widget_class_install_action (widget_class, "replay.continue", NULL, continue_action);
}

static void
wg_replay_window_init (WgReplayWindow *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  add_keys (self);
  self->session = wg_session_new ();
  /* Nothing of a replay is ever saved, not even as an autosave. */
  wg_session_set_autosave_dir (self->session, NULL);
  wg_board_view_set_session (self->board_view, self->session);
  g_signal_connect_object (self->adjustment, "value-changed", G_CALLBACK (on_timeline_changed),
                           self, G_CONNECT_SWAPPED);
}

WgReplayWindow *
wg_replay_window_new (WgReplayModel *model)
{
  WgReplayWindow *self;

  g_return_val_if_fail (WG_IS_REPLAY_MODEL (model), NULL);

  self = g_object_new (WG_TYPE_REPLAY_WINDOW, NULL);
  set_model (self, model);
  return self;
}

WgReplayModel *
wg_replay_window_get_model (WgReplayWindow *self)
{
  g_return_val_if_fail (WG_IS_REPLAY_WINDOW (self), NULL);
  return self->model;
}

WgSession *
wg_replay_window_get_session (WgReplayWindow *self)
{
  g_return_val_if_fail (WG_IS_REPLAY_WINDOW (self), NULL);
  return self->session;
}
