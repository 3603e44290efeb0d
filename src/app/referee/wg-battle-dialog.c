/* wg-battle-dialog.c — a battle: both sides, their cards, the odds, the result, applying it
 * Copyright 2026 The Warpgate Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "wg-battle-dialog.h"
#include "wg-catalog.h"
#include "wg-grab-mend.h"
#include "wg-page-helpers.h"
#include "wg-question-view.h"
#include "wg-swatch.h"
#include "wg-toast.h"
#include "wg-words-ids.h"
#include "wg-words.h"

typedef struct
{
  GtkDrawingArea      *swatch;
  AdwPreferencesGroup *card_group;
  AdwComboRow         *combo;
  GtkStringList       *cards;
  AdwActionRow        *type_row;
  GtkSpinButton       *spin;
  AdwActionRow        *draw_row;
  AdwActionRow        *promote_row; /* battle-promote, before the cards (R-EXP-5) */
  AdwActionRow        *chosen_row;
  AdwActionRow        *loss_row;
  AdwActionRow        *remember_row; /* a multiplier read from a card, to remember */
  AdwActionRow        *phone_row;    /* the side's card chosen on a phone (issue 33) */
  gboolean             typed;        /* the card played is the list's last: typed */
} SideWidgets;

struct _WgBattleDialog
{
  AdwWindow            parent_instance;

  WgBattleModel       *model;
  gboolean             updating;
  gboolean             has_store;   /* a multiplier read can be remembered */
  guint                scroll_tick; /* bringing a question into view, or 0 */

  /* Template children */
  AdwWindowTitle      *window_title;
  GtkWidget           *narrow_title; /* the title in the page, while narrow */
  GtkLabel            *narrow_title_label;
  GtkLabel            *narrow_subtitle_label;
  AdwToastOverlay     *toast_overlay;
  GtkScrolledWindow   *scroller;
  AdwPreferencesGroup *message_group;
  GtkLabel            *message_label;
  WgQuestionView      *question_view;
  AdwPreferencesGroup *odds_group;
  GtkListBox          *odds_list;
  GtkBox              *sides_box;
  AdwPreferencesGroup *type_group;
  SideWidgets          sides[2];
  AdwPreferencesGroup *result_group;
  AdwActionRow        *winner_row;
  AdwActionRow        *withdrawal_row;
  AdwExpanderRow      *effects_row;
  GPtrArray           *effect_rows; /* the rows added to it */
};

G_DEFINE_FINAL_TYPE (WgBattleDialog, wg_battle_dialog, ADW_TYPE_WINDOW)

enum
{
  SIGNAL_APPLIED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static const WgGame *
get_game (WgBattleDialog *self)
{
  return wg_battle_model_get_game (self->model);
}

/* Colours are player labels ("blue"): a title starts upper case. */
static char *
capitalized (const char *text)
{
  return wg_words_capitalize (text);
}

static GtkWidget *
add_text_row (GtkListBox *list,
              const char *title,
              const char *subtitle,
              const char *icon_name)
{
  GtkWidget *row = adw_action_row_new ();

  adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
  if (subtitle != NULL)
    adw_action_row_set_subtitle (ADW_ACTION_ROW (row), subtitle);
  if (icon_name != NULL)
    adw_action_row_set_icon_name (ADW_ACTION_ROW (row), icon_name);
  gtk_list_box_append (list, row);
  return row;
}

/* ---- What the model shows ---- */

static void
on_fill_in_clicked (GtkButton      *button,
                    WgBattleDialog *self)
{
  int   role = GPOINTER_TO_INT (g_object_get_data (G_OBJECT (button), "wg-role"));
  guint index = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (button), "wg-index"));

  wg_battle_model_ask_unknown (self->model, role, index, FALSE);
}

/* Each card that keeps the odds dark, with a button to type its
 * multiplier once (the card catalog remembers a card it has; one it
 * cannot name is counted for this battle). */
static void
add_fill_in_rows (WgBattleDialog *self)
{
  for (int role = 0; role < 2; role++)
    for (guint i = 0; i < wg_battle_model_get_n_unknown (self->model, role); i++)
      {
        g_autofree char *name = NULL, *capital = NULL, *title = NULL;
        GtkWidget       *row, *button;

        if (wg_battle_model_get_unknown_filled (self->model, role, i) >= 0)
          continue;
        name = wg_battle_model_get_unknown_name (self->model, role, i);
        capital = capitalized (name);
        /* TRANSLATORS: a row under the odds, "Glorious Victory: multiplier not known" */
        title = g_strdup_printf (_ ("%s: multiplier not known"), capital);
        row = add_text_row (self->odds_list, title, NULL, NULL);
        button = gtk_button_new_with_mnemonic (_ ("_Fill In…"));

        gtk_widget_set_valign (button, GTK_ALIGN_CENTER);
        g_object_set_data (G_OBJECT (button), "wg-role", GINT_TO_POINTER (role));
        g_object_set_data (G_OBJECT (button), "wg-index", GUINT_TO_POINTER (i));
        g_signal_connect (button, "clicked", G_CALLBACK (on_fill_in_clicked), self);
        adw_action_row_add_suffix (ADW_ACTION_ROW (row), button);
      }
}

/* "Ships lost on average: blue 2/3, red 1/3", seen from @view: the core's
 * words, which the shared page's odds ask shows too. */
static char *
describe_average_losses (WgBattleDialog *self,
                         WgBattleRole    view)
{
  return wg_odds_describe_average (get_game (self), wg_battle_model_get_odds (self->model, view),
                                   wg_battle_model_get_player (self->model, 0),
                                   wg_battle_model_get_player (self->model, 1));
}

static void
add_detail_row (AdwExpanderRow *expander,
                const char     *title,
                const char     *subtitle)
{
  GtkWidget *row = adw_action_row_new ();

  adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
  adw_action_row_set_subtitle (ADW_ACTION_ROW (row), subtitle);
  adw_expander_row_add_row (expander, row);
}

/* One side's odds in one row (the chance to win, the ships lost on
 * average), the details folded under it: how the cards are counted, and
 * each side's losses. */
static void
add_odds_row (WgBattleDialog *self,
              WgBattleRole    view)
{
  GtkWidget       *row = adw_expander_row_new ();
  g_autofree char *sentence = wg_battle_model_describe_win (self->model, view);
  g_autofree char *win = capitalized (sentence);
  g_autofree char *average = describe_average_losses (self, view);
  g_autofree char *plays = wg_battle_model_describe_plays (self->model, view);

  adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), win);
  adw_expander_row_set_subtitle (ADW_EXPANDER_ROW (row), average);
  add_detail_row (ADW_EXPANDER_ROW (row), _ ("How the odds count the cards"), plays);
  for (int role = 0; role < 2; role++)
    {
      int              player = wg_battle_model_get_player (self->model, role);
      g_autofree char *losses = wg_battle_model_describe_losses (self->model, view, role);
      /* TRANSLATORS: a row's title: "Ships blue loses", with the chances below */
      g_autofree char *title =
        g_strdup_printf (_ ("Ships %s loses"), wg_game_player_label (get_game (self), player));

      add_detail_row (ADW_EXPANDER_ROW (row), title, losses);
    }
  gtk_list_box_append (self->odds_list, row);
}

/* The odds from the game file, then, once the Gatekeepers have drawn,
 * with the card they play: the rows are made again on every change. */
static void
fill_odds (WgBattleDialog *self)
{
  const char *message = wg_battle_model_get_odds_message (self->model);
  GtkWidget  *row;

  while ((row = gtk_widget_get_first_child (GTK_WIDGET (self->odds_list))) != NULL)
    gtk_list_box_remove (self->odds_list, row);

  if (message != NULL)
    {
      add_text_row (self->odds_list, message, NULL, "dialog-information-symbolic");
      add_fill_in_rows (self);
      return;
    }
  for (int view = 0; view < 2; view++)
    if (wg_battle_model_get_odds (self->model, view) != NULL)
      add_odds_row (self, view);
}

/* Where the card played is in the held cards' list, or 0 ("Not chosen")
 * when the list does not have it. */
static guint
list_position (WgBattleDialog *self,
               WgBattleRole    role)
{
  const WgBattleCard *chosen = wg_battle_model_get_chosen (self->model, role);
  int                 unknown = wg_battle_model_get_unknown_chosen (self->model, role);

  /* A card whose number is asked, or was read from it, stays chosen. */
  if (unknown >= 0)
    return wg_battle_model_get_n_cards (self->model, role) + 1 + (guint) unknown;
  for (guint i = 0; chosen != NULL && i < wg_battle_model_get_n_cards (self->model, role); i++)
    if (wg_odds_card_equal (wg_battle_model_get_card (self->model, role, i), chosen))
      return i + 1;
  return 0;
}

static guint
chosen_position (WgBattleDialog *self,
                 WgBattleRole    role)
{
  if (self->sides[role].typed)
    return wg_battle_model_get_n_cards (self->model, role)
           + wg_battle_model_get_n_unknown (self->model, role) + 1;
  return list_position (self, role);
}

/* The held cards: "Not chosen" first, then those the odds count, then
 * those whose multiplier is asked when chosen ("Glorious Victory · ×?"),
 * then a card played by its multiplier typed, which the list lacks
 * ("Tactics card ×3, typed"): the row shows the card played. */
static void
fill_cards (WgBattleDialog *self,
            WgBattleRole    role)
{
  GtkStringList      *list = self->sides[role].cards;
  const WgBattleCard *chosen = wg_battle_model_get_chosen (self->model, role);
  g_autoptr (GPtrArray) labels = g_ptr_array_new_with_free_func (g_free);

  g_ptr_array_add (labels, g_strdup (_ ("Not chosen")));
  for (guint i = 0; i < wg_battle_model_get_n_cards (self->model, role); i++)
    g_ptr_array_add (labels,
                     wg_battle_model_card_label (wg_battle_model_get_card (self->model, role, i)));
  for (guint i = 0; i < wg_battle_model_get_n_unknown (self->model, role); i++)
    {
      g_autofree char *unknown = wg_battle_model_get_unknown_name (self->model, role, i);
      g_autofree char *name = capitalized (unknown);
      int              filled = wg_battle_model_get_unknown_filled (self->model, role, i);

      /* TRANSLATORS: a held card whose multiplier is not known, "Glorious Victory · ×?";
       * read in this battle, "blue’s Hero · ×3" */
      g_ptr_array_add (labels, filled >= 0 ? g_strdup_printf (_ ("%s · ×%d"), name, filled)
                                           : g_strdup_printf (_ ("%s · ×?"), name));
    }
  self->sides[role].typed = chosen != NULL && list_position (self, role) == 0;
  if (self->sides[role].typed)
    /* TRANSLATORS: the card played, known by the multiplier typed: "Tactics card ×3, typed" */
    g_ptr_array_add (labels, g_strdup_printf (_ ("Tactics card ×%d, typed"), chosen->multiplier));
  g_ptr_array_add (labels, NULL);
  gtk_string_list_splice (list, 0, g_list_model_get_n_items (G_LIST_MODEL (list)),
                          (const char *const *) labels->pdata);
}

static char *
describe_card_text (const WgBattleCard *card)
{
  if (card->text != NULL)
    return g_strdup (card->text);
  if (card->complete && card->n_effects == 0)
    return g_strdup (_ ("No text: known by its multiplier"));
  return g_strdup (_ ("Its text is not known to the app: read the card"));
}

static gboolean chosen_in_list (WgBattleDialog *self,
                                WgBattleRole    role);

/* The card played: under the drop-down when the list has it, else in a
 * row of its own ("Plays ×3", the Gatekeepers' "Drawn and played: …"). */
static void
update_chosen (WgBattleDialog *self,
               WgBattleRole    role)
{
  SideWidgets        *w = &self->sides[role];
  const WgBattleCard *chosen = wg_battle_model_get_chosen (self->model, role);
  gboolean            in_list = chosen_in_list (self, role);
  g_autofree char    *label = NULL, *title = NULL, *text = NULL;

  gtk_widget_set_visible (GTK_WIDGET (w->chosen_row), chosen != NULL && !in_list);
  if (chosen == NULL || in_list)
    return;
  text = describe_card_text (chosen);
  label = wg_battle_model_card_label (chosen);
  if (wg_battle_model_side_draws (self->model, role)
      && !wg_battle_model_can_type (self->model, role))
    /* TRANSLATORS: the Gatekeepers' card: "Drawn and played: Pitched Battle · ×2" */
    title = g_strdup_printf (_ ("Drawn and played: %s"), label);
  else
    /* TRANSLATORS: "Plays Pitched Battle · ×2" */
    title = g_strdup_printf (_ ("Plays %s"), label);
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (w->chosen_row), title);
  adw_action_row_set_subtitle (w->chosen_row, text);
}

/* The side's group: who, with how many ships (its title and description),
 * and what its Tactics in the game file leave out. */
static void
update_side_heading (WgBattleDialog *self,
                     WgBattleRole    role)
{
  SideWidgets     *w = &self->sides[role];
  int              player = wg_battle_model_get_player (self->model, role);
  const char      *note = wg_battle_model_get_cards_note (self->model, role);
  g_autofree char *name = wg_words_player_title (get_game (self), player);
  g_autofree char *side = wg_battle_model_describe_side (self->model, role);
  g_autofree char *heading = NULL, *title = NULL, *description = NULL;

  heading = g_strdup_printf (role == WG_ROLE_ATTACKER ? _ ("%s, the attacker")
                                                      : _ ("%s, the defender"),
                             name);
  title = capitalized (heading);
  adw_preferences_group_set_title (w->card_group, title);
  description = note != NULL ? g_strdup_printf ("%s\n%s", side, note) : g_strdup (side);
  adw_preferences_group_set_description (w->card_group, description);
  wg_swatch_set (w->swatch, wg_game_player_color (get_game (self), player));
}

/* The chosen card is the combo row's when the list has it (its text
 * below it); a card typed or drawn has a row of its own. */
static gboolean
chosen_in_list (WgBattleDialog *self,
                WgBattleRole    role)
{
  const WgBattleCard *chosen = wg_battle_model_get_chosen (self->model, role);

  return chosen != NULL && gtk_widget_get_visible (GTK_WIDGET (self->sides[role].combo))
         && chosen_position (self, role) > 0 && !self->sides[role].typed;
}

/* The rows to type a card are across the dialog: each says whose. */
static void
update_type_row_subtitle (WgBattleDialog *self,
                          WgBattleRole    role)
{
  int              player = wg_battle_model_get_player (self->model, role);
  g_autofree char *text = NULL, *subtitle = NULL;

  /* TRANSLATORS: under "Multiplier printed on the card": "For blue’s card, when the list
   * does not have it" */
  text = g_strdup_printf (wg_game_player_is_plural (get_game (self), player)
                            ? _ ("For %s’ card, when the list does not have it")
                            : _ ("For %s’s card, when the list does not have it"),
                          wg_game_player_label (get_game (self), player));
  subtitle = capitalized (text);
  adw_action_row_set_subtitle (self->sides[role].type_row, subtitle);
}

static void
update_side (WgBattleDialog *self,
             WgBattleRole    role)
{
  SideWidgets        *w = &self->sides[role];
  gboolean            draws = wg_battle_model_side_draws (self->model, role);
  gboolean            can_type = wg_battle_model_can_type (self->model, role);
  const WgBattleCard *chosen = wg_battle_model_get_chosen (self->model, role);

  update_side_heading (self, role);
  fill_cards (self, role);
  gtk_widget_set_visible (GTK_WIDGET (w->combo),
                          !draws
                            && wg_battle_model_get_n_cards (self->model, role)
                                   + wg_battle_model_get_n_unknown (self->model, role)
                                 > 0);
  gtk_widget_set_sensitive (GTK_WIDGET (w->combo), can_type);
  adw_combo_row_set_selected (w->combo, chosen_position (self, role));
  /* Typing is for a card the list does not have: once a card of the list
   * is played, its row goes (choose "Not chosen" to type again). */
  gtk_widget_set_visible (GTK_WIDGET (w->type_row),
                          (!draws || can_type) && !chosen_in_list (self, role));
  gtk_widget_set_sensitive (GTK_WIDGET (w->type_row), can_type);
  update_type_row_subtitle (self, role);
  gtk_widget_set_visible (GTK_WIDGET (w->draw_row), draws && !can_type && chosen == NULL);
  gtk_widget_set_visible (GTK_WIDGET (w->promote_row),
                          wg_battle_model_can_promote (self->model, role));
  update_chosen (self, role);
  {
    g_autofree char *learned = wg_battle_model_describe_learned (self->model, role);

    gtk_widget_set_visible (GTK_WIDGET (w->remember_row), learned != NULL);
    adw_preferences_row_set_title (ADW_PREFERENCES_ROW (w->remember_row),
                                   learned != NULL ? learned : "");
  }
}

/* The card texts as resolved, folded under one row: unfolded when one
 * is left to resolve by hand. */
static void
fill_effects (WgBattleDialog *self)
{
  g_autoptr (GPtrArray) effects = wg_battle_model_get_card_effects (self->model);
  gboolean by_hand = FALSE;

  for (guint i = 0; i < self->effect_rows->len; i++)
    adw_expander_row_remove (self->effects_row, g_ptr_array_index (self->effect_rows, i));
  g_ptr_array_set_size (self->effect_rows, 0);
  for (guint i = 0; i < effects->len; i++)
    {
      const char *effect = g_ptr_array_index (effects, i);
      GtkWidget  *row = adw_action_row_new ();
      gboolean    manual = g_str_has_prefix (effect, "resolve by hand");

      adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), effect);
      if (manual)
        adw_action_row_set_icon_name (ADW_ACTION_ROW (row), "dialog-warning-symbolic");
      by_hand = by_hand || manual;
      adw_expander_row_add_row (self->effects_row, row);
      g_ptr_array_add (self->effect_rows, row);
    }
  adw_expander_row_set_enable_expansion (self->effects_row, effects->len > 0);
  adw_expander_row_set_expanded (self->effects_row, by_hand);
  adw_expander_row_set_subtitle (self->effects_row,
                                 effects->len == 0 ? _ ("Neither card has a text to resolve")
                                 : by_hand         ? _ ("A text is left to resolve by hand")
                                                   : _ ("Resolved by the app"));
}

static void
update_result (WgBattleDialog *self)
{
  const WgBattleResult *result = wg_battle_model_get_result (self->model);
  g_autofree char      *winner = NULL, *strengths = NULL, *withdrawal = NULL;

  gtk_widget_set_visible (GTK_WIDGET (self->result_group), result != NULL);
  for (int role = 0; role < 2; role++)
    gtk_widget_set_visible (GTK_WIDGET (self->sides[role].loss_row), result != NULL);
  if (result == NULL)
    return;
  winner = wg_battle_model_describe_winner (self->model);
  {
    g_autofree char *a = wg_battle_model_describe_strength (self->model, WG_ROLE_ATTACKER);
    g_autofree char *d = wg_battle_model_describe_strength (self->model, WG_ROLE_DEFENDER);

    /* TRANSLATORS: the two strengths, attacker first */
    strengths = g_strdup_printf (_ ("Strength %s against %s"), a, d);
  }
  {
    g_autofree char *title = capitalized (winner);

    adw_preferences_row_set_title (ADW_PREFERENCES_ROW (self->winner_row), title);
  }
  adw_action_row_set_subtitle (self->winner_row, strengths);
  /* Under each side's card: what it loses. */
  for (int role = 0; role < 2; role++)
    {
      g_autofree char *lost = wg_battle_model_describe_casualties (self->model, role);
      g_autofree char *title = capitalized (lost);

      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (self->sides[role].loss_row), title);
    }
  withdrawal = wg_battle_model_describe_withdrawal (self->model);
  gtk_widget_set_visible (GTK_WIDGET (self->withdrawal_row), withdrawal != NULL);
  adw_action_row_set_subtitle (self->withdrawal_row, withdrawal != NULL ? withdrawal : "");
  fill_effects (self);
}

/* The question is asked where the person is looking (issue 30): under the
 * odds for a Fill In (issue 31: asked under the side's card, it scrolled
 * out of view), under the sides for a side's card (a card chosen, a
 * draw, a battle-promote), else at the top (a question of the whole
 * battle, after Apply). */
static void
place_question (WgBattleDialog *self)
{
  int        role = wg_battle_model_get_question_role (self->model);
  GtkWidget *view = GTK_WIDGET (self->question_view);
  GtkWidget *after = wg_battle_model_question_fills_in (self->model)
                       ? GTK_WIDGET (self->odds_group)
                     : role == WG_ROLE_ATTACKER || role == WG_ROLE_DEFENDER
                       ? GTK_WIDGET (self->sides_box)
                       : GTK_WIDGET (self->message_group);

  if (gtk_widget_get_prev_sibling (view) != after)
    gtk_box_reorder_child_after (GTK_BOX (gtk_widget_get_parent (view)), view, after);
}

/* A frame after the question appeared (its size known): the scrolled
 * window shows it whole, or its top. */
static gboolean
scroll_to_question (GtkWidget     *widget,
                    GdkFrameClock *clock,
                    gpointer       user_data)
{
  WgBattleDialog *self = WG_BATTLE_DIALOG (widget);
  GtkWidget      *view = GTK_WIDGET (self->question_view);
  GtkWidget      *content = gtk_widget_get_parent (gtk_widget_get_parent (view));
  GtkAdjustment  *adjustment = gtk_scrolled_window_get_vadjustment (self->scroller);
  double          value = gtk_adjustment_get_value (adjustment);
  double          page = gtk_adjustment_get_page_size (adjustment);
  graphene_rect_t bounds;

  if (gtk_widget_get_visible (view) && gtk_widget_get_height (view) == 0)
    return G_SOURCE_CONTINUE;
  self->scroll_tick = 0;
  if (!gtk_widget_get_visible (view) || !gtk_widget_compute_bounds (view, content, &bounds))
    return G_SOURCE_REMOVE;
  if (bounds.origin.y < value || bounds.size.height > page)
    gtk_adjustment_set_value (adjustment, bounds.origin.y);
  else if (bounds.origin.y + bounds.size.height > value + page)
    gtk_adjustment_set_value (adjustment, bounds.origin.y + bounds.size.height - page);
  return G_SOURCE_REMOVE;
}

static void
update_question (WgBattleDialog *self)
{
  const WgQuestion *question = wg_battle_model_get_question (self->model);
  gboolean          shown = gtk_widget_get_visible (GTK_WIDGET (self->question_view));

  if (question != NULL)
    place_question (self);
  wg_question_view_set_question (self->question_view, question, NULL);
  /* A question appearing takes the focus and is brought into view, once
   * it has its place (scroll_to_question). */
  if (question != NULL && !shown)
    {
      wg_question_view_focus_first (self->question_view);
      if (self->scroll_tick == 0)
        self->scroll_tick =
          gtk_widget_add_tick_callback (GTK_WIDGET (self), scroll_to_question, NULL, NULL);
    }
}

/* Every action's enablement, in one place. */
static void
update_actions (WgBattleDialog *self)
{
  WgBattleModelState state = wg_battle_model_get_state (self->model);

  gtk_widget_action_set_enabled (GTK_WIDGET (self), "battle.apply",
                                 state == WG_BATTLE_MODEL_READY);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "battle.draw",
                                 wg_battle_model_can_draw (self->model));
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "battle.play-multiplier",
                                 wg_battle_model_can_type (self->model, WG_ROLE_ATTACKER)
                                   || wg_battle_model_can_type (self->model, WG_ROLE_DEFENDER));
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "battle.cancel-question",
                                 wg_battle_model_get_question (self->model) != NULL);
}

static void
update_highlights (WgBattleDialog *self)
{
  g_autoptr (GArray) marks = wg_battle_model_get_highlights (self->model);

  wg_session_set_dialog_highlights (wg_battle_model_get_session (self->model),
                                    (const WgHighlight *) marks->data, marks->len);
}

static void
refresh (WgBattleDialog *self)
{
  const char *message = wg_battle_model_get_message (self->model);

  self->updating = TRUE;
  for (int role = 0; role < 2; role++)
    update_side (self, role);
  self->updating = FALSE;
  gtk_widget_set_visible (GTK_WIDGET (self->type_group),
                          gtk_widget_get_visible (GTK_WIDGET (self->sides[0].type_row))
                            || gtk_widget_get_visible (GTK_WIDGET (self->sides[1].type_row)));
  fill_odds (self);
  update_result (self);
  update_question (self);
  gtk_widget_set_visible (GTK_WIDGET (self->message_group), message != NULL);
  gtk_label_set_label (self->message_label, message != NULL ? message : "");
  update_actions (self);
  if (wg_battle_model_get_state (self->model) != WG_BATTLE_MODEL_STALE)
    update_highlights (self);
  wg_words_keep_rule_ids_whole_under (GTK_WIDGET (self));
}

/* After a click that may apply the battle: once applied, the window learns
 * it (for its toast with Undo), then the dialog is done. Not from the
 * model's notification: the dialog, and the model it holds, would go in
 * the middle of the model's call. */
static void
finish_if_applied (WgBattleDialog *self)
{
  if (wg_battle_model_get_state (self->model) != WG_BATTLE_MODEL_APPLIED)
    return;
  g_signal_emit (self, signals[SIGNAL_APPLIED], 0, wg_battle_model_get_description (self->model));
  gtk_window_destroy (GTK_WINDOW (self));
}

/* ---- Clicks, into the model ---- */

static void
on_card_selected (WgBattleDialog *self,
                  GParamSpec     *pspec,
                  AdwComboRow    *combo)
{
  WgBattleRole role = combo == self->sides[0].combo ? WG_ROLE_ATTACKER : WG_ROLE_DEFENDER;
  guint        selected = adw_combo_row_get_selected (combo);

  guint        n_cards;

  if (self->updating || self->model == NULL || selected == GTK_INVALID_LIST_POSITION
      || selected == chosen_position (self, role))
    return;
  if (selected == 0)
    {
      /* "Not chosen": the card is taken back (to type another, say). */
      wg_battle_model_unchoose (self->model, role);
      return;
    }
  n_cards = wg_battle_model_get_n_cards (self->model, role);
  if (selected > n_cards)
    /* A card whose multiplier is not known: asked in place. */
    wg_battle_model_ask_unknown (self->model, role, selected - 1 - n_cards, TRUE);
  else
    wg_battle_model_choose_card (self->model, role, selected - 1);
}

static void
on_answered (WgBattleDialog *self,
             const char     *option_id)
{
  wg_battle_model_answer (self->model, option_id);
  /* The row answered went with its question: GTK 4.8 keeps the hidden view
   * as its parent's focus child, and Tab would then move nowhere. */
  if (!gtk_widget_get_visible (GTK_WIDGET (self->question_view)))
    gtk_widget_set_focus_child (gtk_widget_get_parent (GTK_WIDGET (self->question_view)), NULL);
  finish_if_applied (self);
}

static void
apply_action (GtkWidget  *widget,
              const char *action_name,
              GVariant   *parameter)
{
  WgBattleDialog *self = WG_BATTLE_DIALOG (widget);

  wg_battle_model_apply (self->model);
  finish_if_applied (self);
}

static void
draw_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  wg_battle_model_draw (WG_BATTLE_DIALOG (widget)->model);
}

static void
play_multiplier_action (GtkWidget  *widget,
                        const char *action_name,
                        GVariant   *parameter)
{
  WgBattleDialog *self = WG_BATTLE_DIALOG (widget);
  int             role = g_variant_get_int32 (parameter);

  if (role != WG_ROLE_ATTACKER && role != WG_ROLE_DEFENDER)
    return;
  gtk_spin_button_update (self->sides[role].spin);
  wg_battle_model_choose_multiplier (self->model, role,
                                     gtk_spin_button_get_value_as_int (self->sides[role].spin));
}

static void
promote_action (GtkWidget  *widget,
                const char *action_name,
                GVariant   *parameter)
{
  WgBattleDialog *self = WG_BATTLE_DIALOG (widget);
  int             role = g_variant_get_int32 (parameter);

  if (role == WG_ROLE_ATTACKER || role == WG_ROLE_DEFENDER)
    wg_battle_model_promote (self->model, role);
}

static void
cancel_question_action (GtkWidget  *widget,
                        const char *action_name,
                        GVariant   *parameter)
{
  wg_battle_model_cancel_question (WG_BATTLE_DIALOG (widget)->model);
}

/* ---- The window ---- */

WgBattleModel *
wg_battle_dialog_get_model (WgBattleDialog *self)
{
  g_return_val_if_fail (WG_IS_BATTLE_DIALOG (self), NULL);
  return self->model;
}

static void
wg_battle_dialog_dispose (GObject *object)
{
  WgBattleDialog *self = WG_BATTLE_DIALOG (object);

  if (self->model != NULL)
    {
      g_signal_handlers_disconnect_by_data (self->model, self);
      /* The tool's marks, kept up to date underneath, come back. */
      wg_session_clear_dialog_highlights (wg_battle_model_get_session (self->model));
    }
  gtk_widget_dispose_template (GTK_WIDGET (self), WG_TYPE_BATTLE_DIALOG);
  g_clear_pointer (&self->effect_rows, g_ptr_array_unref);
  g_clear_object (&self->model);

  G_OBJECT_CLASS (wg_battle_dialog_parent_class)->dispose (object);
}

#define BIND_SIDE(role, prefix, field)                                               \
  gtk_widget_class_bind_template_child_full (widget_class, prefix "_" #field, FALSE, \
                                             G_STRUCT_OFFSET (WgBattleDialog,        \
                                                              sides[role].field))
#define BIND_SIDES(field)                            \
  G_STMT_START                                       \
  {                                                  \
    BIND_SIDE (WG_ROLE_ATTACKER, "attacker", field); \
    BIND_SIDE (WG_ROLE_DEFENDER, "defender", field); \
  }                                                  \
  G_STMT_END

static void
wg_battle_dialog_class_init (WgBattleDialogClass *klass)
{
  GObjectClass   *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = wg_battle_dialog_dispose;
  /* Moved or resized, the dialog would print a GTK 4.8 warning. */
  wg_grab_mend_install ();

  signals[SIGNAL_APPLIED] =
    g_signal_new ("applied", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                  G_TYPE_NONE, 1, G_TYPE_STRING);

  g_type_ensure (WG_TYPE_QUESTION_VIEW);
  gtk_widget_class_set_template_from_resource (widget_class,
                                               RESOURCE_PREFIX "/ui/wg-battle-dialog.ui");
  gtk_widget_class_bind_template_child (widget_class, WgBattleDialog, window_title);
  gtk_widget_class_bind_template_child (widget_class, WgBattleDialog, narrow_title);
  gtk_widget_class_bind_template_child (widget_class, WgBattleDialog, narrow_title_label);
  gtk_widget_class_bind_template_child (widget_class, WgBattleDialog, narrow_subtitle_label);
  gtk_widget_class_bind_template_child (widget_class, WgBattleDialog, toast_overlay);
  gtk_widget_class_bind_template_child (widget_class, WgBattleDialog, scroller);
  gtk_widget_class_bind_template_child (widget_class, WgBattleDialog, message_group);
  gtk_widget_class_bind_template_child (widget_class, WgBattleDialog, message_label);
  gtk_widget_class_bind_template_child (widget_class, WgBattleDialog, question_view);
  gtk_widget_class_bind_template_child (widget_class, WgBattleDialog, odds_group);
  gtk_widget_class_bind_template_child (widget_class, WgBattleDialog, odds_list);
  gtk_widget_class_bind_template_child (widget_class, WgBattleDialog, sides_box);
  gtk_widget_class_bind_template_child (widget_class, WgBattleDialog, type_group);
  gtk_widget_class_bind_template_child (widget_class, WgBattleDialog, result_group);
  gtk_widget_class_bind_template_child (widget_class, WgBattleDialog, winner_row);
  gtk_widget_class_bind_template_child (widget_class, WgBattleDialog, withdrawal_row);
  gtk_widget_class_bind_template_child (widget_class, WgBattleDialog, effects_row);
  /* The .ui's ids: "attacker_combo", "defender_combo", … */
  BIND_SIDES (swatch);
  BIND_SIDES (card_group);
  BIND_SIDES (combo);
  BIND_SIDES (cards);
  BIND_SIDES (type_row);
  BIND_SIDES (spin);
  BIND_SIDES (draw_row);
  BIND_SIDES (promote_row);
  BIND_SIDES (chosen_row);
  BIND_SIDES (loss_row);
  gtk_widget_class_bind_template_callback (widget_class, on_card_selected);
  gtk_widget_class_bind_template_callback (widget_class, on_answered);

  gtk_widget_class_install_action (widget_class, "battle.apply", NULL, apply_action);
  gtk_widget_class_install_action (widget_class, "battle.draw", NULL, draw_action);
  gtk_widget_class_install_action (widget_class, "battle.play-multiplier", "i",
                                   play_multiplier_action);
  gtk_widget_class_install_action (widget_class, "battle.promote", "i", promote_action);
  gtk_widget_class_install_action (widget_class, "battle.cancel-question", NULL,
                                   cancel_question_action);
}

static void
wg_battle_dialog_init (WgBattleDialog *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  self->effect_rows = g_ptr_array_new ();
}

static void
on_remember_clicked (GtkButton      *button,
                     WgBattleDialog *self)
{
  int role = GPOINTER_TO_INT (g_object_get_data (G_OBJECT (button), "wg-role"));
  g_autoptr (GError) error = NULL;

  if (!wg_battle_model_remember (self->model, role, &error))
    {
      /* A file's error is long (its path): a few words, and Details. */
      const char      *reason = wg_card_store_error_reason (error);
      g_autofree char *text = g_strdup_printf (_ ("Not remembered: %s"),
                                               reason != NULL ? reason : error->message);

      wg_toast_show (self->toast_overlay,
                     reason != NULL ? wg_toast_new_detailed (text, error->message,
                                                             GTK_WIDGET (self))
                                    : wg_toast_new (text));
      return;
    }
  wg_toast_show (self->toast_overlay,
                 wg_toast_new (_ ("Remembered in the card catalog")));
}

/* Under a side's card: a multiplier read from the card, to remember. */
static void
add_remember_row (WgBattleDialog *self,
                  WgBattleRole    role)
{
  GtkWidget *row = adw_action_row_new ();
  GtkWidget *button = gtk_button_new_with_mnemonic (_ ("_Remember"));

  adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
  adw_action_row_set_icon_name (ADW_ACTION_ROW (row), "document-save-symbolic");
  gtk_widget_set_valign (button, GTK_ALIGN_CENTER);
  g_object_set_data (G_OBJECT (button), "wg-role", GINT_TO_POINTER (role));
  g_signal_connect (button, "clicked", G_CALLBACK (on_remember_clicked), self);
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), button);
  gtk_widget_set_visible (row, FALSE);
  adw_preferences_group_add (self->sides[role].card_group, row);
  self->sides[role].remember_row = ADW_ACTION_ROW (row);
}

/* Under a side's card: what its player's phone has done (set from the
 * shared page's side, wg_battle_dialog_set_side_note). */
static void
add_phone_row (WgBattleDialog *self,
               WgBattleRole    role)
{
  GtkWidget *row = adw_action_row_new ();

  adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
  adw_action_row_set_icon_name (ADW_ACTION_ROW (row), "phone-symbolic");
  gtk_widget_set_visible (row, FALSE);
  adw_preferences_group_add (self->sides[role].card_group, row);
  self->sides[role].phone_row = ADW_ACTION_ROW (row);
}

void
wg_battle_dialog_set_side_note (WgBattleDialog *self,
                                WgBattleRole    role,
                                const char     *note)
{
  g_return_if_fail (WG_IS_BATTLE_DIALOG (self));
  g_return_if_fail (role == WG_ROLE_ATTACKER || role == WG_ROLE_DEFENDER);

  gtk_widget_set_visible (GTK_WIDGET (self->sides[role].phone_row), note != NULL);
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (self->sides[role].phone_row),
                                 note != NULL ? note : "");
}

const char *
wg_battle_dialog_get_side_note (WgBattleDialog *self,
                                WgBattleRole    role)
{
  GtkWidget *row;

  g_return_val_if_fail (WG_IS_BATTLE_DIALOG (self), NULL);
  g_return_val_if_fail (role == WG_ROLE_ATTACKER || role == WG_ROLE_DEFENDER, NULL);

  row = GTK_WIDGET (self->sides[role].phone_row);
  return gtk_widget_get_visible (row) ? adw_preferences_row_get_title (ADW_PREFERENCES_ROW (row))
                                      : NULL;
}

void
wg_battle_dialog_set_card_store (WgBattleDialog *self,
                                 WgCardStore    *store)
{
  g_return_if_fail (WG_IS_BATTLE_DIALOG (self));
  wg_battle_model_set_card_store (self->model, store);
  self->has_store = store != NULL;
  refresh (self);
}

/* Issue 30: the first card to choose has the focus when the dialog opens
 * (the attacker's drop-down was reached with a Tab past every row above
 * it): the attacker's, else the defender's, when a list of held cards is
 * offered and no card is chosen yet. */
static void
focus_first_card (WgBattleDialog *self)
{
  for (int role = 0; role < 2; role++)
    {
      GtkWidget *combo = GTK_WIDGET (self->sides[role].combo);

      if (wg_battle_model_get_chosen (self->model, role) == NULL
          && gtk_widget_get_visible (combo) && gtk_widget_get_sensitive (combo))
        {
          gtk_window_set_focus (GTK_WINDOW (self), combo);
          return;
        }
    }
}

/* Below this width the header bar's title would be cut to "Batt…"
 * between Cancel and Apply to the Table (issue 30, at 360 px). */
#define NARROW_WIDTH 560

/* The title and who attacks whom: in the header bar, or, on a narrow
 * dialog, at the top of the page, whole and wrapped (as GNOME's dialogs
 * put a subtitle below on a phone). */
static void
place_title (WgBattleDialog *self)
{
  int      width = 0, height = 0;
  gboolean narrow;

  /* Both pointers: GTK 4.8 takes no NULL. */
  gtk_window_get_default_size (GTK_WINDOW (self), &width, &height);
  narrow = width > 0 && width < NARROW_WIDTH;
  gtk_widget_set_visible (GTK_WIDGET (self->window_title), !narrow);
  gtk_widget_set_visible (self->narrow_title, narrow);
  /* The two sides side by side, where there is room for both. */
  gtk_orientable_set_orientation (GTK_ORIENTABLE (self->sides_box),
                                  narrow ? GTK_ORIENTATION_VERTICAL : GTK_ORIENTATION_HORIZONTAL);
  /* Side by side, as wide as each other; one above the other, each as
   * tall as it needs. */
  gtk_box_set_homogeneous (self->sides_box, !narrow);
}

static WgBattleDialog *
dialog_new (GtkWindow     *parent,
            WgBattleModel *model)
{
  WgBattleDialog      *self;
  g_autofree char     *title = NULL, *subtitle = NULL;
  const WgGame        *game;
  const WgBattleStart *start;

  if (model == NULL)
    return NULL;
  self = g_object_new (WG_TYPE_BATTLE_DIALOG, "transient-for", parent, NULL);
  self->model = model;
  start = wg_battle_model_get_start (model);
  game = get_game (self);
  /* TRANSLATORS: the dialog's title, "Battle at J1" */
  title = g_strdup_printf (_ ("Battle at %s"), wg_board_get_cell (game->board, start->at)->id);
  /* TRANSLATORS: "blue attacks red" */
  subtitle = g_strdup_printf (_ ("%s attacks %s"), wg_game_player_label (game, start->attacker),
                              wg_game_player_label (game, start->defender));
  adw_window_title_set_title (self->window_title, title);
  adw_window_title_set_subtitle (self->window_title, subtitle);
  gtk_label_set_text (self->narrow_title_label, title);
  gtk_label_set_text (self->narrow_subtitle_label, subtitle);
  g_signal_connect (self, "notify::default-width", G_CALLBACK (place_title), NULL);
  place_title (self);
  gtk_window_set_title (GTK_WINDOW (self), title);
  for (int role = 0; role < 2; role++)
    {
      add_remember_row (self, role);
      add_phone_row (self, role);
    }
  g_signal_connect_object (self->model, "changed", G_CALLBACK (refresh), self,
                           G_CONNECT_SWAPPED);
  refresh (self);
  focus_first_card (self);
  return self;
}

WgBattleDialog *
wg_battle_dialog_new (GtkWindow           *parent,
                      WgSession           *session,
                      WgCatalog           *catalog,
                      const WgBattleStart *start)
{
  g_return_val_if_fail (parent == NULL || GTK_IS_WINDOW (parent), NULL);
  g_return_val_if_fail (WG_IS_SESSION (session), NULL);
  g_return_val_if_fail (catalog != NULL && start != NULL, NULL);

  return dialog_new (parent, wg_battle_model_new (session, catalog, start));
}

WgBattleDialog *
wg_battle_dialog_new_for_move (GtkWindow           *parent,
                               WgSession           *session,
                               WgCatalog           *catalog,
                               const WgBattleStart *start,
                               const WgGame        *game,
                               const char          *move)
{
  g_return_val_if_fail (parent == NULL || GTK_IS_WINDOW (parent), NULL);
  g_return_val_if_fail (WG_IS_SESSION (session), NULL);
  g_return_val_if_fail (catalog != NULL && start != NULL && game != NULL, NULL);

  return dialog_new (parent, wg_battle_model_new_for_move (session, catalog, start, game, move));
}
