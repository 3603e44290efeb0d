/* wg-player-panel.c — one player: Trade Goods, pieces, Technologies, Objectives, Tactics
 * Copyright 2026 The Warpgate Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "wg-add-card-row.h"
#include "wg-card-list.h"
#include "wg-card-row.h"
#include "wg-catalog.h"
#include "wg-edit.h"
#include "wg-explore.h"
#include "wg-page-helpers.h"
#include "wg-player-panel.h"
#include "wg-question-view.h"
#include "wg-swatch.h"
#include "wg-token-model.h"
#include "wg-words.h"
#include "wg-words-ids.h"

struct _WgPlayerPanel
{
  WgSidebarPage   parent_instance;

  int             player;
  WgTokenModel   *token_model; /* a held token being used, or NULL without a session */
  guint           token_row;   /* the Discoveries row whose Use was pressed last */

  /* Template children */
  GtkDrawingArea *swatch;
  GtkLabel       *name_label;
  GtkLabel       *detail_label;
  GtkSpinButton  *unspent_spin;
  GtkSpinButton  *spent_spin;
  GtkLabel       *ships_label;
  GtkLabel       *markers_label;
  GtkLabel       *exploration_label;
  AdwActionRow   *truce_row;
  AdwActionRow   *actions_row;
  GtkLabel       *actions_label;
  GtkWidget      *discoveries_group;
  GtkListBox     *discovery_list;
  WgQuestionView *token_question_view;
  GtkListBox     *technology_list;
  WgAddCardRow   *technology_adder;
  GtkListBox     *objective_list;
  WgAddCardRow   *objective_adder;
  GtkListBox     *tactic_list;
  WgAddCardRow   *tactic_adder;
};

G_DEFINE_FINAL_TYPE (WgPlayerPanel, wg_player_panel, WG_TYPE_SIDEBAR_PAGE)

enum
{
  PROP_0,
  PROP_PLAYER,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static const WgGame *
get_game (WgPlayerPanel *self)
{
  const WgGame *game = wg_sidebar_page_get_game (WG_SIDEBAR_PAGE (self));

  return game != NULL && self->player >= 0 && (guint) self->player < game->n_players ? game
                                                                                     : NULL;
}

static void
on_trade_goods_changed (WgPlayerPanel *self)
{
  const WgGame    *game = get_game (self);
  g_autofree char *description = NULL;
  g_autoptr (GError) error = NULL;
  WgGame *next;

  if (game == NULL)
    return;
  next = wg_edit_set_trade_goods (game, self->player,
                                  gtk_spin_button_get_value_as_int (self->unspent_spin),
                                  gtk_spin_button_get_value_as_int (self->spent_spin),
                                  &description, &error);
  wg_sidebar_page_apply_edit (WG_SIDEBAR_PAGE (self), next, description, error, FALSE);
}

/* After a removal the list is built again: the focus goes to the row that
 * took the removed one's place, so that the keyboard keeps its place. */
static void
focus_row (GtkListBox *list,
           guint       index)
{
  GtkListBoxRow *row = gtk_list_box_get_row_at_index (list, (int) index);

  if (row == NULL && index > 0)
    row = gtk_list_box_get_row_at_index (list, (int) index - 1);
  if (row != NULL)
    gtk_widget_grab_focus (GTK_WIDGET (row));
}

static void
on_remove_technology (WgPlayerPanel *self,
                      WgCardRow     *row)
{
  guint index = wg_card_row_get_index (row);

  if (wg_card_list_remove (WG_SIDEBAR_PAGE (self), WG_CARD_LIST_TECHNOLOGIES, self->player, index))
    focus_row (self->technology_list, index);
}

static void
on_remove_objective (WgPlayerPanel *self,
                     WgCardRow     *row)
{
  guint index = wg_card_row_get_index (row);

  if (wg_card_list_remove (WG_SIDEBAR_PAGE (self), WG_CARD_LIST_OBJECTIVES, self->player, index))
    focus_row (self->objective_list, index);
}

static void
on_objective_status (WgPlayerPanel *self,
                     guint          status,
                     WgCardRow     *row)
{
  g_autofree char *description = NULL;
  g_autoptr (GError) error = NULL;
  WgGame *next;

  next = wg_edit_set_objective_status (get_game (self), self->player, wg_card_row_get_index (row),
                                       (WgObjectiveStatus) status, &description, &error);
  wg_sidebar_page_apply_edit (WG_SIDEBAR_PAGE (self), next, description, error, FALSE);
}

static void
on_remove_tactic (WgPlayerPanel *self,
                  WgCardRow     *row)
{
  guint index = wg_card_row_get_index (row);

  if (wg_card_list_remove (WG_SIDEBAR_PAGE (self), WG_CARD_LIST_TACTICS, self->player, index))
    focus_row (self->tactic_list, index);
}

/* A card in hand edited: the multiplier read from the physical card. */
static void
on_tactic_multiplier (WgPlayerPanel *self,
                      int            multiplier,
                      WgCardRow     *row)
{
  g_autofree char *description = NULL;
  g_autoptr (GError) error = NULL;
  WgGame *next;

  next = wg_edit_set_tactic_multiplier (get_game (self), self->player,
                                        wg_card_row_get_index (row), multiplier, &description,
                                        &error);
  wg_sidebar_page_apply_edit (WG_SIDEBAR_PAGE (self), next, description, error, FALSE);
}

/* A card in hand was entered as another: it is the catalog card chosen,
 * its multiplier the catalog's (one undoable step). */
static void
on_tactic_card (WgPlayerPanel *self,
                guint          position,
                WgCardRow     *row)
{
  const WgCard *card = wg_card_list_tactic_choice (
    wg_sidebar_page_get_catalog (WG_SIDEBAR_PAGE (self)), position);
  g_autofree char *description = NULL;
  g_autoptr (GError) error = NULL;
  WgTactic tactic = { 0 };
  WgGame  *next;

  if (card == NULL)
    return;
  tactic.card = card->id;
  tactic.name = card->name;
  tactic.multiplier = WG_MULTIPLIER_UNKNOWN;
  next = wg_edit_set_tactic_card (get_game (self), self->player, wg_card_row_get_index (row),
                                  &tactic, &description, &error);
  wg_sidebar_page_apply_edit (WG_SIDEBAR_PAGE (self), next, description, error, FALSE);
}

static void
on_add_technology (WgPlayerPanel *self)
{
  wg_card_list_add (WG_SIDEBAR_PAGE (self), self->technology_adder, WG_CARD_LIST_TECHNOLOGIES, self->player);
}

static void
on_add_objective (WgPlayerPanel *self)
{
  wg_card_list_add (WG_SIDEBAR_PAGE (self), self->objective_adder, WG_CARD_LIST_OBJECTIVES, self->player);
}

static void
on_add_tactic (WgPlayerPanel *self)
{
  wg_card_list_add (WG_SIDEBAR_PAGE (self), self->tactic_adder, WG_CARD_LIST_TACTICS, self->player);
}

/* "blue · Roguu Conglomerate, side A" / "red · the Gatekeepers (AI)". */
static char *
describe_player (const WgPlayer *p)
{
  g_autofree char *faction = wg_words_faction (p->faction);
  /* The colour as people say it: "緑" in Japanese, never the file's "green"
   * (issue 31). */
  GString         *text = g_string_new (wg_color_display_name (p->color));

  if (p->ai)
    g_string_append_printf (text, " · %s", _ ("the AI"));
  if (faction != NULL && p->side != 0)
    /* TRANSLATORS: a faction and the side of its board, "Roguu Conglomerate, side A" */
    g_string_append_printf (text, _ (" · %s, side %c"), faction, p->side);
  else if (faction != NULL)
    g_string_append_printf (text, " · %s", faction);
  return g_string_free (text, FALSE);
}

static void
update_counts (WgPlayerPanel *self,
               const WgGame  *game)
{
  const WgPlayer  *p = &game->players[self->player];
  int              on_board = wg_game_ships_on_board (game, self->player);
  int              markers = wg_game_markers_on_board (game, self->player);
  g_autofree char *ships = NULL;
  g_autofree char *marker_text = NULL;
  g_autofree char *exploration = NULL;
  g_autofree char *truce = wg_game_truce_sentence (game, self->player);
  g_autofree char *actions = NULL;

  /* TRANSLATORS: ships on the board and in supply, "5 on the board · 7 in supply" */
  ships = g_strdup_printf (_ ("%d on the board · %d in supply"), on_board,
                           wg_game_supply (game, self->player));
  /* TRANSLATORS: markers on the board and left, "4 on the board · 8 left" */
  marker_text = g_strdup_printf (_ ("%d on the board · %d left"), markers,
                                 p->markers_total - markers);
  gtk_label_set_label (self->ships_label, ships);
  wg_words_keep_counts_whole (self->ships_label);
  gtk_label_set_label (self->markers_label, marker_text);
  wg_words_keep_counts_whole (self->markers_label);
  /* The core's one count, which the Discoveries list below names one by
   * one (R-EXP-4, R-EXP-9). */
  /* TRANSLATORS: discovery tokens held and what they score, "3 held · 4 VP" */
  exploration = g_strdup_printf (_ ("%d held · %d VP"), wg_explore_tokens_held (p),
                                 wg_explore_vp (p));
  gtk_label_set_label (self->exploration_label, exploration);
  wg_words_keep_counts_whole (self->exploration_label);
  gtk_widget_set_visible (GTK_WIDGET (self->truce_row), truce != NULL);
  adw_action_row_set_subtitle (self->truce_row, truce != NULL ? truce : "");
  gtk_widget_set_visible (GTK_WIDGET (self->actions_row), p->actions_tracked);
  /* TRANSLATORS: Action cards counted, "8 in the deck · 4 in hand · 0 played · 0 discarded" */
  actions = g_strdup_printf (_ ("%d in the deck · %d in hand · %d played · %d discarded"),
                             p->action_deck, p->action_hand, p->action_played, p->action_discard);
  gtk_label_set_label (self->actions_label, actions);
  /* "デッキ 8" never broken between the word and the number (issue 31). */
  wg_words_keep_counts_whole (self->actions_label);
}

/* The question of the token being used (its location, its count, the
 * cards revealed, …): one row per option; hidden when none asks. */
static void
update_token_question (WgPlayerPanel *self)
{
  const WgQuestion *question = NULL;
  WgToken           token = WG_N_TOKENS;

  if (self->token_model != NULL && wg_token_model_get_player (self->token_model) == self->player)
    {
      question = wg_token_model_get_question (self->token_model);
      token = wg_token_model_get_token (self->token_model);
    }
  if (question != NULL)
    adw_preferences_group_set_title (ADW_PREFERENCES_GROUP (self->token_question_view),
                                     wg_token_display_name (token));
  wg_question_view_set_question (self->token_question_view, question, NULL);
}

/* The question shown below the list is scrolled into view once laid out,
 * and its first option takes the focus unless the focus is in it already. */
static gboolean
show_question (GtkWidget     *group,
               GdkFrameClock *clock,
               gpointer       user_data)
{
  WgPlayerPanel *self = user_data;
  GtkWidget     *scroller = gtk_widget_get_ancestor (group, GTK_TYPE_SCROLLED_WINDOW);
  GtkListBoxRow *first =
    gtk_list_box_get_row_at_index (wg_question_view_get_list (self->token_question_view), 0);
  graphene_rect_t bounds;
  GtkAdjustment  *adjustment;
  GtkWidget      *content, *focus;
  double          value, page;

  /* Hidden or not shown (another page): nothing to scroll to; a tick
   * callback left waiting would keep the frame clock running. */
  if (!gtk_widget_get_mapped (group))
    return G_SOURCE_REMOVE;
  if (gtk_widget_get_height (group) == 0)
    return G_SOURCE_CONTINUE; /* shown, laid out in this frame */
  content = scroller != NULL ? gtk_scrolled_window_get_child (GTK_SCROLLED_WINDOW (scroller))
                             : NULL;
  if (content != NULL && gtk_widget_compute_bounds (group, content, &bounds))
    {
      adjustment = gtk_scrolled_window_get_vadjustment (GTK_SCROLLED_WINDOW (scroller));
      value = gtk_adjustment_get_value (adjustment);
      page = gtk_adjustment_get_page_size (adjustment);
      if (bounds.origin.y < value || bounds.origin.y + bounds.size.height > value + page)
        gtk_adjustment_set_value (adjustment,
                                  MIN (bounds.origin.y, bounds.origin.y + bounds.size.height - page));
    }
  /* Not when the person already moved among its options (the view takes
   * the focus itself as soon as it shows the question). */
  focus = gtk_root_get_focus (gtk_widget_get_root (group));
  if (first != NULL && (focus == NULL || !gtk_widget_is_ancestor (focus, group)))
    gtk_widget_grab_focus (GTK_WIDGET (first));
  return G_SOURCE_REMOVE;
}

/* A use done or refused: its row (made again with the table) takes the
 * focus the Use button or the question had, so that the next Tab goes on
 * from there rather than from the window's top. */
static void
refocus_token_row (WgPlayerPanel *self)
{
  GtkRoot       *root = gtk_widget_get_root (GTK_WIDGET (self));
  GtkWidget     *focus = root != NULL ? gtk_root_get_focus (root) : NULL;
  GtkListBoxRow *row = gtk_list_box_get_row_at_index (self->discovery_list, (int) self->token_row);

  if (focus != NULL && gtk_widget_get_root (focus) == root
      && !gtk_widget_is_ancestor (focus, GTK_WIDGET (self)))
    return; /* the person is elsewhere */
  if (row == NULL)
    row = gtk_list_box_get_row_at_index (self->discovery_list, 0);
  if (row != NULL)
    gtk_widget_grab_focus (GTK_WIDGET (row));
}

/* After a run: a refusal is the page's message, a step done a toast with
 * Undo; a question waits in the question group, its first option focused;
 * done or refused, the token's row has the focus. */
static void
token_ran (WgPlayerPanel *self,
           WgRunnerState  state)
{
  wg_sidebar_page_show_message (WG_SIDEBAR_PAGE (self),
                                state == WG_RUNNER_REFUSED
                                  ? wg_token_model_get_refusal (self->token_model)
                                  : NULL);
  if (state == WG_RUNNER_APPLIED)
    wg_sidebar_page_toast (WG_SIDEBAR_PAGE (self),
                           wg_token_model_get_description (self->token_model), TRUE);
  update_token_question (self);
  if (state == WG_RUNNER_ASKS)
    gtk_widget_add_tick_callback (GTK_WIDGET (self->token_question_view), show_question, self,
                                  NULL);
  else
    refocus_token_row (self);
}

static void
on_use_token (GtkButton     *button,
              WgPlayerPanel *self)
{
  const WgGame *game = get_game (self);
  guint         index = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (button), "wg-index"));
  const GArray *discoveries;

  if (game == NULL || self->token_model == NULL)
    return;
  discoveries = game->players[self->player].discoveries;
  g_return_if_fail (discoveries != NULL && index < discoveries->len);
  self->token_row = index;
  token_ran (self, wg_token_model_use (self->token_model, self->player,
                                       g_array_index (discoveries, WgDiscovery, index).token));
}

static void
on_token_answered (WgPlayerPanel *self,
                   const char    *option_id)
{
  if (self->token_model == NULL)
    return;
  if (wg_token_model_answer (self->token_model, option_id))
    token_ran (self, wg_token_model_get_state (self->token_model));
}

static void
on_token_cancel (WgPlayerPanel *self)
{
  if (self->token_model != NULL)
    wg_token_model_cancel (self->token_model);
  update_token_question (self);
}

/* The discovery tokens the player holds (R-EXP-3, R-EXP-9): a row each,
 * its name, and its reading, and whether it was used; an unused one that
 * can be used now has a Use button, one that cannot says why (R-EXP-3).
 * The group is shown only when the player holds any. */
static void
fill_discoveries (WgPlayerPanel *self,
                  const WgGame  *game)
{
  const WgPlayer *p = &game->players[self->player];
  GtkWidget      *child;
  guint           n = p->discoveries != NULL ? p->discoveries->len : 0;

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->discovery_list))) != NULL)
    gtk_list_box_remove (self->discovery_list, child);
  for (guint i = 0; i < n; i++)
    {
      const WgDiscovery *d = &g_array_index (p->discoveries, WgDiscovery, i);
      GtkWidget         *row = adw_action_row_new ();
      g_autofree char   *subtitle = NULL;
      const char        *why = NULL;
      gboolean           usable = FALSE;

      /* The core says whether it may be used now, and why not. */
      if (!d->used)
        usable = wg_token_judge (game, self->player, d->token, NULL, &why) == WG_VERDICT_OK;

      if (d->used)
        /* TRANSLATORS: a discovery token's reading, then that it was used */
        subtitle = g_strdup_printf (_ ("%s · used"), wg_token_text (d->token));
      else if (why != NULL)
        /* TRANSLATORS: a discovery token's reading, then why it cannot be used now */
        subtitle = g_strdup_printf (_ ("%s · %s"), wg_token_text (d->token), why);
      else
        subtitle = g_strdup (wg_token_text (d->token));
      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row),
                                     wg_token_display_name (d->token));
      adw_action_row_set_subtitle (ADW_ACTION_ROW (row), subtitle);
      if (why != NULL)
        gtk_widget_set_tooltip_text (row, why);
      if (usable)
        {
          GtkWidget       *use = gtk_button_new_with_label (_ ("Use"));
          g_autofree char *label = g_strdup_printf (_ ("Use %s"),
                                                    wg_token_display_name (d->token));

          gtk_widget_set_valign (use, GTK_ALIGN_CENTER);
          gtk_widget_set_tooltip_text (use, label);
          gtk_accessible_update_property (GTK_ACCESSIBLE (use), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                          label, -1);
          g_object_set_data (G_OBJECT (use), "wg-index", GUINT_TO_POINTER (i));
          g_signal_connect (use, "clicked", G_CALLBACK (on_use_token), self);
          adw_action_row_add_suffix (ADW_ACTION_ROW (row), use);
        }
      gtk_list_box_append (self->discovery_list, row);
    }
  gtk_widget_set_visible (self->discoveries_group, n > 0);
}

/* The table changed, not by the token's own step: a question half
 * answered no longer holds. */
static void
on_game_changed (WgPlayerPanel *self)
{
  if (self->token_model != NULL && !wg_token_model_is_applying (self->token_model)
      && wg_token_model_get_state (self->token_model) == WG_RUNNER_ASKS)
    wg_token_model_cancel (self->token_model);
  wg_sidebar_page_refresh (WG_SIDEBAR_PAGE (self));
}

static void
wg_player_panel_session_changed (WgSidebarPage *page)
{
  WgPlayerPanel *self = WG_PLAYER_PANEL (page);
  WgSession     *session = wg_sidebar_page_get_session (page);

  g_clear_object (&self->token_model);
  if (session != NULL)
    self->token_model = wg_token_model_new (session);
  if (self->token_model != NULL)
    wg_token_model_set_catalog (self->token_model, wg_sidebar_page_get_catalog (page));
  update_token_question (self);
}

static void
wg_player_panel_refresh (WgSidebarPage *page)
{
  WgPlayerPanel   *self = WG_PLAYER_PANEL (page);
  WgCatalog       *catalog = wg_sidebar_page_get_catalog (page);
  const WgGame    *game = get_game (self);
  const WgPlayer  *p;
  g_autofree char *title = NULL;
  g_autofree char *detail = NULL;
  gboolean         ai;

  gtk_widget_set_sensitive (GTK_WIDGET (self), game != NULL);
  if (game == NULL)
    return;
  p = &game->players[self->player];
  ai = self->player == game->ai.player;
  title = g_strdup (wg_game_player_label (game, self->player));
  detail = describe_player (p);
  wg_swatch_set (self->swatch, p->color);
  gtk_label_set_label (self->name_label, title);
  gtk_label_set_label (self->detail_label, detail);
  wg_page_set_spin (self->unspent_spin, 0, 999, p->trade_goods_unspent);
  wg_page_set_spin (self->spent_spin, 0, 999, p->trade_goods_spent);
  update_counts (self, game);
  fill_discoveries (self, game);
  update_token_question (self);
  wg_card_list_fill_technologies (self->technology_list, p->technologies,
                                  G_CALLBACK (on_remove_technology), self);
  wg_card_list_fill_objectives (self->objective_list, p->objectives,
                                G_CALLBACK (on_remove_objective), G_CALLBACK (on_objective_status),
                                self);
  if (ai)
    wg_card_list_fill_tactics (self->tactic_list, catalog, game->ai.tactics_deck,
                               game->ai.tactics_discard, _ ("Discard"),
                               G_CALLBACK (on_remove_tactic), G_CALLBACK (on_tactic_multiplier),
                               G_CALLBACK (on_tactic_card), self);
  else
    wg_card_list_fill_tactics (self->tactic_list, catalog, p->tactics, NULL, NULL,
                               G_CALLBACK (on_remove_tactic), G_CALLBACK (on_tactic_multiplier),
                               G_CALLBACK (on_tactic_card), self);
}

int
wg_player_panel_get_player (WgPlayerPanel *self)
{
  g_return_val_if_fail (WG_IS_PLAYER_PANEL (self), -1);
  return self->player;
}

void
wg_player_panel_set_player (WgPlayerPanel *self,
                            int            player)
{
  g_return_if_fail (WG_IS_PLAYER_PANEL (self));

  if (self->player == player)
    return;
  self->player = player;
  if (self->token_model != NULL)
    wg_token_model_cancel (self->token_model);
  wg_sidebar_page_show_message (WG_SIDEBAR_PAGE (self), NULL);
  wg_sidebar_page_refresh (WG_SIDEBAR_PAGE (self));
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_PLAYER]);
}

static void
wg_player_panel_catalog_changed (WgSidebarPage *page)
{
  WgPlayerPanel *self = WG_PLAYER_PANEL (page);
  WgCatalog     *catalog = wg_sidebar_page_get_catalog (page);

  wg_add_card_row_set_catalog (self->technology_adder, catalog);
  wg_add_card_row_set_catalog (self->objective_adder, catalog);
  wg_add_card_row_set_catalog (self->tactic_adder, catalog);
  if (self->token_model != NULL)
    wg_token_model_set_catalog (self->token_model, catalog);
  wg_sidebar_page_refresh (page);
}

static void
wg_player_panel_get_property (GObject    *object,
                              guint       prop_id,
                              GValue     *value,
                              GParamSpec *pspec)
{
  WgPlayerPanel *self = WG_PLAYER_PANEL (object);

  switch (prop_id)
    {
    case PROP_PLAYER:
      g_value_set_int (value, self->player);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
wg_player_panel_set_property (GObject      *object,
                              guint         prop_id,
                              const GValue *value,
                              GParamSpec   *pspec)
{
  WgPlayerPanel *self = WG_PLAYER_PANEL (object);

  switch (prop_id)
    {
    case PROP_PLAYER:
      wg_player_panel_set_player (self, g_value_get_int (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
wg_player_panel_dispose (GObject *object)
{
  WgPlayerPanel *self = WG_PLAYER_PANEL (object);

  g_clear_object (&self->token_model);
  G_OBJECT_CLASS (wg_player_panel_parent_class)->dispose (object);
}

static void
wg_player_panel_class_init (WgPlayerPanelClass *klass)
{
  GObjectClass       *object_class = G_OBJECT_CLASS (klass);
  WgSidebarPageClass *page_class = WG_SIDEBAR_PAGE_CLASS (klass);
  GtkWidgetClass     *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = wg_player_panel_dispose;
  object_class->get_property = wg_player_panel_get_property;
  object_class->set_property = wg_player_panel_set_property;
  page_class->refresh_when_mapped = TRUE;
  page_class->catalog_changed = wg_player_panel_catalog_changed;
  page_class->refresh = wg_player_panel_refresh;
  page_class->session_changed = wg_player_panel_session_changed;

  properties[PROP_PLAYER] =
    g_param_spec_int ("player", NULL, NULL, -1, WG_MAX_PLAYERS - 1, 0,
                      G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  g_type_ensure (WG_TYPE_ADD_CARD_ROW);
  g_type_ensure (WG_TYPE_QUESTION_VIEW);
  gtk_widget_class_set_template_from_resource (widget_class,
                                               RESOURCE_PREFIX "/ui/wg-player-panel.ui");
  gtk_widget_class_bind_template_child (widget_class, WgPlayerPanel, swatch);
  gtk_widget_class_bind_template_child (widget_class, WgPlayerPanel, name_label);
  gtk_widget_class_bind_template_child (widget_class, WgPlayerPanel, detail_label);
  gtk_widget_class_bind_template_child (widget_class, WgPlayerPanel, unspent_spin);
  gtk_widget_class_bind_template_child (widget_class, WgPlayerPanel, spent_spin);
  gtk_widget_class_bind_template_child (widget_class, WgPlayerPanel, ships_label);
  gtk_widget_class_bind_template_child (widget_class, WgPlayerPanel, markers_label);
  gtk_widget_class_bind_template_child (widget_class, WgPlayerPanel, exploration_label);
  gtk_widget_class_bind_template_child (widget_class, WgPlayerPanel, truce_row);
  gtk_widget_class_bind_template_child (widget_class, WgPlayerPanel, actions_row);
  gtk_widget_class_bind_template_child (widget_class, WgPlayerPanel, discoveries_group);
  gtk_widget_class_bind_template_child (widget_class, WgPlayerPanel, discovery_list);
  gtk_widget_class_bind_template_child (widget_class, WgPlayerPanel, token_question_view);
  gtk_widget_class_bind_template_child (widget_class, WgPlayerPanel, actions_label);
  gtk_widget_class_bind_template_child (widget_class, WgPlayerPanel, technology_list);
  gtk_widget_class_bind_template_child (widget_class, WgPlayerPanel, technology_adder);
  gtk_widget_class_bind_template_child (widget_class, WgPlayerPanel, objective_list);
  gtk_widget_class_bind_template_child (widget_class, WgPlayerPanel, objective_adder);
  gtk_widget_class_bind_template_child (widget_class, WgPlayerPanel, tactic_list);
  gtk_widget_class_bind_template_child (widget_class, WgPlayerPanel, tactic_adder);
  wg_sidebar_page_class_bind_message (widget_class);
  gtk_widget_class_bind_template_callback (widget_class, on_trade_goods_changed);
  gtk_widget_class_bind_template_callback (widget_class, on_add_technology);
  gtk_widget_class_bind_template_callback (widget_class, on_add_objective);
  gtk_widget_class_bind_template_callback (widget_class, on_add_tactic);
  gtk_widget_class_bind_template_callback (widget_class, on_token_answered);
  gtk_widget_class_bind_template_callback (widget_class, on_token_cancel);
  gtk_widget_class_set_css_name (widget_class, "playerpanel");
}

static void
wg_player_panel_init (WgPlayerPanel *self)
{
  g_autoptr (WgCatalog) catalog = wg_catalog_new_builtin ();

  gtk_widget_init_template (GTK_WIDGET (self));
  wg_page_name_only (GTK_WIDGET (self->unspent_spin));
  wg_page_name_only (GTK_WIDGET (self->spent_spin));
  /* The tests find the token's options by this name. */
  gtk_widget_set_name (GTK_WIDGET (wg_question_view_get_list (self->token_question_view)),
                       "token-options");
  g_signal_group_connect_swapped (wg_sidebar_page_get_session_signals (WG_SIDEBAR_PAGE (self)),
                                  "changed", G_CALLBACK (on_game_changed), self);
  wg_sidebar_page_set_catalog (WG_SIDEBAR_PAGE (self), catalog);
}

GtkWidget *
wg_player_panel_new (void)
{
  return g_object_new (WG_TYPE_PLAYER_PANEL, NULL);
}
