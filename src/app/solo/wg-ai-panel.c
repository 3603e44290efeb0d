/* wg-ai-panel.c — the Gatekeepers: their cards, and their turn step by step
 * Copyright 2026 The Warpgate Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "wg-ai-panel.h"
#include "wg-ai-model-private.h"
#include "wg-page-helpers.h"
#include "wg-question-view.h"
#include "wg-swatch.h"
#include "wg-turn.h"
#include "wg-words-ids.h"

#define N_SLOTS WG_N_TURN_SLOTS /* the AI board's 1X–4X (R-AI-1) */

struct _WgAiPanel
{
  WgSidebarPage   parent_instance;

  WgAiModel      *model;
  char           *steps_key;     /* the steps shown: rebuilt (unticked) when they change */
  gboolean        plays_through; /* a turn known is applied at once */

  /* Template children */
  GtkStack       *stack;
  GtkDrawingArea *swatch;
  GtkLabel       *detail_label;
  GtkLabel       *deck_label;
  AdwActionRow   *discard_row;
  GtkLabel       *discard_label;
  GtkLabel       *tactics_label;
  GtkLabel       *tactics_discard_label;
  AdwActionRow   *slot_rows[N_SLOTS];
  GtkLabel       *slot_labels[N_SLOTS];
  GtkWidget      *play_box;
  GtkLabel       *reason_label;
  GtkWidget      *play_button;
  GtkWidget      *battle_button;
  GtkWidget      *end_button;
  GtkWidget      *turn_box;
  AdwActionRow   *card_row;
  GtkWidget      *steps_group;
  GtkListBox     *steps_list;
  WgQuestionView *question_view;
  GtkLabel       *ticked_label;
  GtkWidget      *cancel_button;
  GtkWidget      *apply_button;
};

G_DEFINE_FINAL_TYPE (WgAiPanel, wg_ai_panel, WG_TYPE_SIDEBAR_PAGE)

enum
{
  SIGNAL_BATTLE_REQUESTED,
  SIGNAL_TURN_PLAYED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static char *
cards_text (const GArray *cards)
{
  g_autoptr (GString) text = g_string_new (NULL);

  for (guint i = 0; cards != NULL && i < cards->len; i++)
    {
      g_autofree char *name = wg_ai_card_describe (&g_array_index (cards, WgAiCard, i));

      g_string_append_printf (text, "%s%s", i > 0 ? ", " : "", name);
    }
  return g_string_free (g_steal_pointer (&text), FALSE);
}

static char *
count_text (guint n)
{
  return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u card", "%u cards", n), n);
}

static void
set_count (GtkLabel *label,
           guint     n)
{
  g_autofree char *text = count_text (n);

  gtk_label_set_label (label, text);
}

/* ---- Their cards ---- */

static void
show_table (WgAiPanel *self)
{
  WgAiModel       *m = self->model;
  const WgGame    *game = wg_sidebar_page_get_game (WG_SIDEBAR_PAGE (self));
  const GArray    *played = wg_ai_model_get_played (m);
  int              slot = wg_ai_model_get_slot (m);
  g_autofree char *discard = cards_text (wg_ai_model_get_discard (m));
  g_autofree char *detail = NULL;

  wg_swatch_set (self->swatch, wg_ai_model_get_color (m));
  /* TRANSLATORS: "red · the solo AI" */
  detail = g_strdup_printf (_ ("%s · the solo AI"), wg_ai_model_get_color (m));
  gtk_label_set_label (self->detail_label, detail);
  set_count (self->deck_label, wg_ai_model_get_deck_size (m));
  set_count (self->discard_label, wg_ai_model_get_discard (m)->len);
  adw_action_row_set_subtitle (self->discard_row, discard[0] != '\0' ? discard : _ ("Empty"));
  set_count (self->tactics_label, wg_ai_model_get_tactics_deck_size (m));
  set_count (self->tactics_discard_label, wg_ai_model_get_tactics_discard_size (m));
  for (int i = 0; i < N_SLOTS; i++)
    {
      g_autofree char *card = NULL;

      if ((guint) i < played->len)
        card = wg_ai_card_describe (&g_array_index (played, WgAiCard, i));
      gtk_label_set_label (self->slot_labels[i], card != NULL ? card : "—");
      adw_action_row_set_subtitle (self->slot_rows[i],
                                   slot == i + WG_TURN_SLOT_FIRST && game != NULL
                                       && (guint) i >= played->len
                                     ? _ ("Their turn now")
                                     : "");
    }
}

/* ---- The turn in progress ---- */

static void
on_step_toggled (WgAiPanel *self)
{
  guint            ticked = 0, n = 0;
  g_autofree char *text = NULL;

  for (GtkWidget *row = gtk_widget_get_first_child (GTK_WIDGET (self->steps_list)); row != NULL;
       row = gtk_widget_get_next_sibling (row))
    {
      GtkCheckButton *check = g_object_get_data (G_OBJECT (row), "wg-check");

      if (check == NULL)
        continue;
      n++;
      ticked += gtk_check_button_get_active (check) ? 1 : 0;
    }
  /* The turn played already: nothing is left to apply. */
  if (n == 0 || self->model == NULL || wg_ai_model_get_state (self->model) != WG_AI_MODEL_READY)
    text = NULL;
  else if (ticked == n)
    text = g_strdup (_ ("Every step is ticked: apply the turn."));
  else
    /* TRANSLATORS: "1 of 3 steps ticked: …" */
    text = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                         "%u of %u step ticked: the turn applies all the same, "
                                         "once the table matches.",
                                         "%u of %u steps ticked: the turn applies all the same, "
                                         "once the table matches.",
                                         n),
                            ticked, n);
  gtk_label_set_label (self->ticked_label, text != NULL ? text : "");
  gtk_widget_set_visible (GTK_WIDGET (self->ticked_label), text != NULL);
}

static GtkWidget *
step_row (WgAiPanel      *self,
          const WgAiStep *step)
{
  GtkWidget *row = adw_action_row_new ();
  GtkWidget *check = gtk_check_button_new ();

  /* The check is named by the row's title as its activatable widget; a
   * label of its own would be read twice over by GTK 4.8. */
  gtk_widget_set_valign (check, GTK_ALIGN_CENTER);
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), step->text);
  adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
  adw_action_row_set_title_lines (ADW_ACTION_ROW (row), 0);
  adw_action_row_add_prefix (ADW_ACTION_ROW (row), check);
  adw_action_row_set_activatable_widget (ADW_ACTION_ROW (row), check);
  g_object_set_data (G_OBJECT (row), "wg-check", check);
  g_signal_connect_object (check, "toggled", G_CALLBACK (on_step_toggled), self,
                           G_CONNECT_SWAPPED);
  return row;
}

/* The steps of @turns (the turn READY, or those the last turn applied). */
static void
show_steps (WgAiPanel       *self,
            const WgAiTurn **turns,
            guint            n)
{
  g_autoptr (GString) key = g_string_new (NULL);

  for (guint t = 0; t < n; t++)
    for (guint i = 0; turns[t]->question == NULL && i < turns[t]->steps->len; i++)
      g_string_append_printf (key, "%s\n",
                              ((WgAiStep *) g_ptr_array_index (turns[t]->steps, i))->text);
  gtk_widget_set_visible (self->steps_group, key->len > 0);
  if (g_strcmp0 (key->str, self->steps_key) == 0)
    return;
  g_free (self->steps_key);
  self->steps_key = g_strdup (key->str);
  wg_page_clear_list (self->steps_list);
  for (guint t = 0; t < n; t++)
    for (guint i = 0; turns[t]->question == NULL && i < turns[t]->steps->len; i++)
      gtk_list_box_append (self->steps_list,
                           step_row (self, g_ptr_array_index (turns[t]->steps, i)));
  on_step_toggled (self);
}

static void
show_question (WgAiPanel        *self,
               const WgQuestion *question)
{
  g_autofree char *description = NULL;

  if (question != NULL)
    description = wg_ai_model_describe_question (self->model);
  wg_question_view_set_question (self->question_view, question, description);
}

/* An answer goes through ai.answer, whose enablement says when one is
 * taken. */
static void
on_answered (WgAiPanel  *self,
             const char *option_id)
{
  gtk_widget_activate_action (GTK_WIDGET (self), "ai.answer", "s", option_id);
}

static void
show_card (WgAiPanel  *self,
           const char *card,
           const char *action,
           int         slot,
           gboolean    played)
{
  g_autofree char *subtitle = NULL;

  gtk_widget_set_visible (GTK_WIDGET (self->card_row), card != NULL);
  if (card == NULL)
    return;
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (self->card_row), card);
  if (played)
    /* TRANSLATORS: "Slot 2 · Reinforce · played: carry out the steps" */
    subtitle = g_strdup_printf (_ ("Slot %d · %s · played: carry out its steps on the table"),
                                slot, action);
  else if (action != NULL)
    /* TRANSLATORS: "Slot 2 · Reinforce" */
    subtitle = g_strdup_printf (_ ("Slot %d · %s"), slot, action);
  else
    subtitle = g_strdup_printf (_ ("Slot %d"), slot);
  adw_action_row_set_subtitle (self->card_row, subtitle);
}

/* No turn in progress: the turn last played (its card, its steps to tick),
 * while it is kept. */
static void
show_done (WgAiPanel *self)
{
  WgAiModel       *m = self->model;
  guint            n = wg_ai_model_get_n_done (m);
  const WgAiTurn **turns = g_newa (const WgAiTurn *, MAX (n, 1));
  g_autofree char *card = NULL;

  for (guint i = 0; i < n; i++)
    turns[i] = wg_ai_model_get_done (m, i);
  if (n > 0)
    card = wg_ai_card_describe (&turns[n - 1]->card);
  show_card (self, card, n > 0 ? wg_ai_model_action_label (turns[n - 1]->action) : NULL,
             n > 0 ? turns[n - 1]->slot : 0, TRUE);
  show_steps (self, turns, n);
}

static void
show_turn (WgAiPanel *self)
{
  WgAiModel      *m = self->model;
  const WgAiTurn *turn = wg_ai_model_get_turn (m);
  WgAiModelState  state = wg_ai_model_get_state (m);

  gtk_widget_set_visible (self->turn_box,
                          state != WG_AI_MODEL_IDLE || wg_ai_model_get_n_done (m) > 0);
  if (state == WG_AI_MODEL_IDLE)
    show_done (self);
  else
    {
      show_card (self, wg_ai_model_get_card_label (m), wg_ai_model_get_action_label (m),
                 turn != NULL ? turn->slot : 0, FALSE);
      show_steps (self, &turn, state == WG_AI_MODEL_READY ? 1 : 0);
    }
  show_question (self, wg_ai_model_get_question (m));
  gtk_widget_set_visible (self->apply_button, state == WG_AI_MODEL_READY);
  gtk_widget_set_visible (self->cancel_button, state != WG_AI_MODEL_IDLE);
  if (state != WG_AI_MODEL_READY)
    on_step_toggled (self); /* nothing left to apply: no count */
}

/* Every action's enablement, in one place. */
static void
update_actions (WgAiPanel *self)
{
  WgAiModel     *m = self->model;
  WgAiModelState state = m != NULL ? wg_ai_model_get_state (m) : WG_AI_MODEL_IDLE;
  GtkWidget     *widget = GTK_WIDGET (self);

  gtk_widget_action_set_enabled (widget, "ai.play", m != NULL && wg_ai_model_can_play (m));
  gtk_widget_action_set_enabled (widget, "ai.answer", state == WG_AI_MODEL_ASKING);
  gtk_widget_action_set_enabled (widget, "ai.apply", state == WG_AI_MODEL_READY);
  gtk_widget_action_set_enabled (widget, "ai.cancel", state != WG_AI_MODEL_IDLE);
  gtk_widget_action_set_enabled (widget, "ai.end-turn",
                                 m != NULL && wg_ai_model_can_end_turn (m));
  gtk_widget_action_set_enabled (widget, "ai.battle",
                                 m != NULL && wg_ai_model_get_pending_battle (m) != NULL);
}

static void
refresh (WgAiPanel *self)
{
  WgAiModel  *m = self->model;
  gboolean    solo = m != NULL && wg_ai_model_is_solo (m);
  const char *message = m != NULL ? wg_ai_model_get_message (m) : NULL;

  update_actions (self);
  gtk_stack_set_visible_child_name (self->stack, solo ? "ai" : "none");
  if (!solo)
    return;
  show_table (self);
  /* While a turn is in progress, the turn says what to do. */
  gtk_widget_set_visible (self->play_box, wg_ai_model_get_state (m) == WG_AI_MODEL_IDLE);
  gtk_label_set_label (self->reason_label, wg_ai_model_get_reason (m));
  wg_words_keep_rule_ids_whole (self->reason_label);
  gtk_widget_set_visible (self->play_button, !wg_ai_model_can_end_turn (m));
  gtk_widget_set_visible (self->end_button, wg_ai_model_can_end_turn (m));
  gtk_widget_set_visible (self->battle_button, wg_ai_model_get_pending_battle (m) != NULL);
  wg_sidebar_page_show_message (WG_SIDEBAR_PAGE (self), message);
  show_turn (self);
}

static void
show_error (WgAiPanel    *self,
            const GError *error)
{
  wg_sidebar_page_show_message (WG_SIDEBAR_PAGE (self), error->message);
}

/* ---- Actions ---- */

/* The keyboard's focus after a step of the turn: the button pressed (Play,
 * an answer, Apply the Turn, Cancel) is hidden by the step it took, and the
 * focus would be nowhere; it goes to the turn's next step instead (the
 * first answer, Apply the Turn, or wg_ai_panel_focus_play()'s). A focus
 * elsewhere (Ctrl+G from the board) stays where it is. */
static void
focus_next_step (WgAiPanel *self)
{
  GtkRoot   *root = gtk_widget_get_root (GTK_WIDGET (self));
  GtkWidget *focus = root != NULL ? gtk_root_get_focus (root) : NULL;

  if (root == NULL || (focus != NULL && gtk_widget_get_mapped (focus)))
    return;
  if (gtk_widget_get_visible (GTK_WIDGET (self->question_view))
      && wg_question_view_focus_first (self->question_view))
    return;
  if (gtk_widget_get_visible (self->apply_button))
    gtk_widget_grab_focus (self->apply_button);
  else
    wg_ai_panel_focus_play (self);
}

/* Issue 30: with plays_through, the card turned over plays it. A turn
 * known (no question left) is applied at once, one undoable step; after
 * R-AI-7's redraw their next card is asked; once nothing is left for the
 * table to answer — no battle handed over — "turn-played" asks for the
 * end of their turn. A question stops it, and its answer goes on. */
static void
play_through (WgAiPanel *self)
{
  WgAiModel *m = self->model;
  g_autoptr (GError) error = NULL;

  for (guint n = 0; self->plays_through && m != NULL && n < 16; n++)
    {
      if (wg_ai_model_get_state (m) == WG_AI_MODEL_READY)
        {
          if (!wg_ai_model_apply (m, &error))
            {
              show_error (self, error);
              return;
            }
        }
      else if (wg_ai_model_get_state (m) == WG_AI_MODEL_IDLE && wg_ai_model_can_play (m)
               && wg_ai_model_get_n_done (m) > 0)
        wg_ai_model_play (m); /* R-AI-7: the next card, into the same slot */
      else
        break;
    }
  if (self->plays_through && m != NULL && wg_ai_model_get_state (m) == WG_AI_MODEL_IDLE
      && wg_ai_model_get_n_done (m) > 0 && wg_ai_model_get_pending_battle (m) == NULL
      && wg_ai_model_can_end_turn (m))
    g_signal_emit (self, signals[SIGNAL_TURN_PLAYED], 0);
}

static void
play_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  WgAiPanel *self = WG_AI_PANEL (widget);

  /* A card the table need not name (R-DECK-3: the deck's cards all alike)
   * waits for Apply the Turn: the table sees what they do first. */
  if (self->model != NULL)
    wg_ai_model_play (self->model);
  focus_next_step (self);
}

static void
answer_action (GtkWidget  *widget,
               const char *action_name,
               GVariant   *parameter)
{
  WgAiPanel *self = WG_AI_PANEL (widget);

  if (self->model != NULL
      && wg_ai_model_answer (self->model, g_variant_get_string (parameter, NULL)))
    play_through (self);
  focus_next_step (self);
}

static void
apply_action (GtkWidget  *widget,
              const char *action_name,
              GVariant   *parameter)
{
  WgAiPanel *self = WG_AI_PANEL (widget);
  g_autoptr (GError) error = NULL;

  if (self->model != NULL && wg_ai_model_get_state (self->model) == WG_AI_MODEL_READY)
    {
      if (wg_ai_model_apply (self->model, &error))
        play_through (self);
      else
        show_error (self, error);
    }
  focus_next_step (self);
}

static void
cancel_action (GtkWidget  *widget,
               const char *action_name,
               GVariant   *parameter)
{
  WgAiPanel *self = WG_AI_PANEL (widget);

  if (self->model != NULL)
    wg_ai_model_cancel (self->model);
  focus_next_step (self);
}

static void
end_turn_action (GtkWidget  *widget,
                 const char *action_name,
                 GVariant   *parameter)
{
  WgAiPanel *self = WG_AI_PANEL (widget);
  g_autoptr (GError) error = NULL;

  if (self->model == NULL || !wg_ai_model_can_end_turn (self->model))
    return;
  if (!wg_ai_model_end_turn (self->model, &error))
    {
      show_error (self, error);
      return;
    }
  /* The window shows the page of whoever plays next (issue 18). */
  if (wg_ai_model_get_state (self->model) == WG_AI_MODEL_IDLE)
    gtk_widget_activate_action (widget, "win.follow-turn", NULL);
}

static void
battle_action (GtkWidget  *widget,
               const char *action_name,
               GVariant   *parameter)
{
  WgAiPanel *self = WG_AI_PANEL (widget);

  if (self->model != NULL)
    wg_ai_model_request_battle (self->model);
}

/* ---- The model's signals ---- */

static void
on_applied (WgAiPanel  *self,
            const char *description)
{
  wg_sidebar_page_toast (WG_SIDEBAR_PAGE (self), description, TRUE);
}

static void
on_battle_requested (WgAiPanel           *self,
                     const WgBattleStart *battle)
{
  g_signal_emit (self, signals[SIGNAL_BATTLE_REQUESTED], 0, battle);
}

/* ---- Public ---- */

static void
drop_model (WgAiPanel *self)
{
  if (self->model == NULL)
    return;
  g_signal_handlers_disconnect_by_data (self->model, self);
  /* Its marks go with it. */
  wg_ai_model_cancel (self->model);
  g_clear_object (&self->model);
}

/* A model for each session. */
static void
wg_ai_panel_session_changed (WgSidebarPage *page)
{
  WgAiPanel *self = WG_AI_PANEL (page);
  WgSession *session = wg_sidebar_page_get_session (page);

  drop_model (self);
  if (session != NULL)
    {
      self->model = wg_ai_model_new (session);
      g_signal_connect_object (self->model, "changed", G_CALLBACK (refresh), self,
                               G_CONNECT_SWAPPED);
      g_signal_connect_object (self->model, "applied", G_CALLBACK (on_applied), self,
                               G_CONNECT_SWAPPED);
      g_signal_connect_object (self->model, "battle-requested",
                               G_CALLBACK (on_battle_requested), self, G_CONNECT_SWAPPED);
    }
}

static void
wg_ai_panel_refresh (WgSidebarPage *page)
{
  refresh (WG_AI_PANEL (page));
}

WgAiModel *
wg_ai_panel_get_model (WgAiPanel *self)
{
  g_return_val_if_fail (WG_IS_AI_PANEL (self), NULL);
  return self->model;
}

static void
wg_ai_panel_dispose (GObject *object)
{
  WgAiPanel *self = WG_AI_PANEL (object);

  drop_model (self);

  G_OBJECT_CLASS (wg_ai_panel_parent_class)->dispose (object);
}

static void
wg_ai_panel_finalize (GObject *object)
{
  WgAiPanel *self = WG_AI_PANEL (object);

  g_clear_pointer (&self->steps_key, g_free);

  G_OBJECT_CLASS (wg_ai_panel_parent_class)->finalize (object);
}

static void
wg_ai_panel_class_init (WgAiPanelClass *klass)
{
  GObjectClass       *object_class = G_OBJECT_CLASS (klass);
  WgSidebarPageClass *page_class = WG_SIDEBAR_PAGE_CLASS (klass);
  GtkWidgetClass     *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = wg_ai_panel_dispose;
  object_class->finalize = wg_ai_panel_finalize;
  page_class->session_changed = wg_ai_panel_session_changed;
  page_class->refresh = wg_ai_panel_refresh;
  signals[SIGNAL_BATTLE_REQUESTED] =
    g_signal_new ("battle-requested", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL,
                  NULL, NULL, G_TYPE_NONE, 1, G_TYPE_POINTER);
  signals[SIGNAL_TURN_PLAYED] = g_signal_new ("turn-played", G_TYPE_FROM_CLASS (klass),
                                              G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                                              G_TYPE_NONE, 0);

  g_type_ensure (WG_TYPE_QUESTION_VIEW);
  gtk_widget_class_set_template_from_resource (widget_class,
                                               RESOURCE_PREFIX "/ui/wg-ai-panel.ui");
  gtk_widget_class_bind_template_child (widget_class, WgAiPanel, stack);
  gtk_widget_class_bind_template_child (widget_class, WgAiPanel, swatch);
  gtk_widget_class_bind_template_child (widget_class, WgAiPanel, detail_label);
  gtk_widget_class_bind_template_child (widget_class, WgAiPanel, deck_label);
  gtk_widget_class_bind_template_child (widget_class, WgAiPanel, discard_row);
  gtk_widget_class_bind_template_child (widget_class, WgAiPanel, discard_label);
  gtk_widget_class_bind_template_child (widget_class, WgAiPanel, tactics_label);
  gtk_widget_class_bind_template_child (widget_class, WgAiPanel, tactics_discard_label);
  gtk_widget_class_bind_template_child_full (widget_class, "slot1_row", FALSE,
                                             G_STRUCT_OFFSET (WgAiPanel, slot_rows[0]));
  gtk_widget_class_bind_template_child_full (widget_class, "slot2_row", FALSE,
                                             G_STRUCT_OFFSET (WgAiPanel, slot_rows[1]));
  gtk_widget_class_bind_template_child_full (widget_class, "slot3_row", FALSE,
                                             G_STRUCT_OFFSET (WgAiPanel, slot_rows[2]));
  gtk_widget_class_bind_template_child_full (widget_class, "slot4_row", FALSE,
                                             G_STRUCT_OFFSET (WgAiPanel, slot_rows[3]));
  gtk_widget_class_bind_template_child_full (widget_class, "slot1_label", FALSE,
                                             G_STRUCT_OFFSET (WgAiPanel, slot_labels[0]));
  gtk_widget_class_bind_template_child_full (widget_class, "slot2_label", FALSE,
                                             G_STRUCT_OFFSET (WgAiPanel, slot_labels[1]));
  gtk_widget_class_bind_template_child_full (widget_class, "slot3_label", FALSE,
                                             G_STRUCT_OFFSET (WgAiPanel, slot_labels[2]));
  gtk_widget_class_bind_template_child_full (widget_class, "slot4_label", FALSE,
                                             G_STRUCT_OFFSET (WgAiPanel, slot_labels[3]));
  gtk_widget_class_bind_template_child (widget_class, WgAiPanel, play_box);
  gtk_widget_class_bind_template_child (widget_class, WgAiPanel, reason_label);
  gtk_widget_class_bind_template_child (widget_class, WgAiPanel, play_button);
  gtk_widget_class_bind_template_child (widget_class, WgAiPanel, battle_button);
  gtk_widget_class_bind_template_child (widget_class, WgAiPanel, end_button);
  gtk_widget_class_bind_template_child (widget_class, WgAiPanel, turn_box);
  gtk_widget_class_bind_template_child (widget_class, WgAiPanel, card_row);
  gtk_widget_class_bind_template_child (widget_class, WgAiPanel, steps_group);
  gtk_widget_class_bind_template_child (widget_class, WgAiPanel, steps_list);
  gtk_widget_class_bind_template_child (widget_class, WgAiPanel, question_view);
  gtk_widget_class_bind_template_callback (widget_class, on_answered);
  gtk_widget_class_bind_template_child (widget_class, WgAiPanel, ticked_label);
  gtk_widget_class_bind_template_child (widget_class, WgAiPanel, cancel_button);
  gtk_widget_class_bind_template_child (widget_class, WgAiPanel, apply_button);
  wg_sidebar_page_class_bind_message (widget_class);

  gtk_widget_class_install_action (widget_class, "ai.play", NULL, play_action);
  gtk_widget_class_install_action (widget_class, "ai.answer", "s", answer_action);
  gtk_widget_class_install_action (widget_class, "ai.apply", NULL, apply_action);
  gtk_widget_class_install_action (widget_class, "ai.cancel", NULL, cancel_action);
  gtk_widget_class_install_action (widget_class, "ai.end-turn", NULL, end_turn_action);
  gtk_widget_class_install_action (widget_class, "ai.battle", NULL, battle_action);
  gtk_widget_class_set_css_name (widget_class, "aipanel");
}

static void
wg_ai_panel_init (WgAiPanel *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  refresh (self);
}

GtkWidget *
wg_ai_panel_new (void)
{
  return g_object_new (WG_TYPE_AI_PANEL, NULL);
}

/* The Gatekeepers have become active: their next step has the focus (the
 * question asked, Apply the Turn, Play, or End the Gatekeepers' Turn once
 * it is played). */
void
wg_ai_panel_focus_play (WgAiPanel *self)
{
  g_return_if_fail (WG_IS_AI_PANEL (self));

  if (gtk_widget_get_visible (GTK_WIDGET (self->question_view))
      && gtk_widget_get_visible (self->turn_box)
      && wg_question_view_focus_first (self->question_view))
    return;
  if (gtk_widget_get_visible (self->apply_button) && gtk_widget_get_visible (self->turn_box))
    gtk_widget_grab_focus (self->apply_button);
  else if (gtk_widget_get_visible (self->battle_button))
    gtk_widget_grab_focus (self->battle_button);
  else if (gtk_widget_get_visible (self->end_button))
    gtk_widget_grab_focus (self->end_button);
  else
    gtk_widget_grab_focus (self->play_button);
}

void
wg_ai_panel_set_plays_through (WgAiPanel *self,
                               gboolean   plays_through)
{
  g_return_if_fail (WG_IS_AI_PANEL (self));
  self->plays_through = plays_through;
}

/* Their turn starts by asking for their card (issue 30, item 2): played
 * when it may be (a turn already asking stays as it is), then the focus on
 * its next step: the question, or Apply the Turn when nothing is asked. */
void
wg_ai_panel_begin_turn (WgAiPanel *self)
{
  g_return_if_fail (WG_IS_AI_PANEL (self));

  if (self->model != NULL && wg_ai_model_can_play (self->model))
    wg_ai_model_play (self->model);
  wg_ai_panel_focus_play (self);
}
