/* wg-action-panel.c — the Actions page: choose an action, see its legal moves on the board, do one
 * Copyright 2026 The Warpgate Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include <glib/gi18n.h>

#include "wg-action-panel.h"
#include "wg-page-helpers.h"
#include "wg-question-view.h"
#include "wg-turn.h"
#include "wg-words.h"
#include "wg-words-ids.h"

struct _WgActionPanel
{
  WgSidebarPage   parent_instance;

  WgActionModel  *model;
  gboolean        active;
  gboolean        updating; /* the controls are being set from the model */

  /* Template children */
  AdwComboRow    *player_row;
  GtkStringList  *player_names;
  AdwComboRow    *action_row;
  GtkStringList  *action_names;
  GtkSpinButton  *x_spin;
  GtkSwitch      *trade_good_switch;
  GtkLabel       *prompt_label;
  GtkWidget      *why_button;
  GtkWidget      *end_turn_button; /* offered after Do It */
  GtkWidget      *ships_group;
  GtkSpinButton  *ships_spin;
  GtkWidget      *second_row;
  GtkSwitch      *second_switch;
  GtkWidget      *second_ships_row;
  GtkSpinButton  *second_ships_spin;
  WgQuestionView *question_view;
};

G_DEFINE_FINAL_TYPE (WgActionPanel, wg_action_panel, WG_TYPE_SIDEBAR_PAGE)

enum
{
  SIGNAL_BATTLE_REQUESTED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static void
fill_players (WgActionPanel *self,
              const WgGame  *game)
{
  g_autoptr (GPtrArray) titles = g_ptr_array_new_with_free_func (g_free);

  for (guint p = 0; p < game->n_players; p++)
    g_ptr_array_add (titles, wg_words_player_title (game, (int) p));
  g_ptr_array_add (titles, NULL);
  gtk_string_list_splice (self->player_names, 0,
                          g_list_model_get_n_items (G_LIST_MODEL (self->player_names)),
                          (const char *const *) titles->pdata);
}

/* The controls follow the model; every action's enablement is here. */
static void
update (WgActionPanel *self)
{
  const WgGame *game = wg_sidebar_page_get_game (WG_SIDEBAR_PAGE (self));
  int           min_ships, max_ships, min_second, max_second;
  gboolean      ships, second_ships;

  if (self->model == NULL || game == NULL)
    return;
  /* Once the turn's action is applied, End the Turn is the offer until the
   * turn ends (or the step is undone); the Gatekeepers' is on their page. */
  gtk_widget_set_visible (self->end_turn_button,
                          wg_turn_judge_entry (game) == WG_VERDICT_ALREADY_ACTED
                            && !game->players[game->active].ai);
  self->updating = TRUE;
  /* Names change with a new game or an edit: always the current ones. */
  fill_players (self, game);
  adw_combo_row_set_selected (self->player_row, (guint) wg_action_model_get_player (self->model));
  adw_combo_row_set_selected (self->action_row, wg_action_model_get_action (self->model));
  wg_page_set_spin (self->x_spin, WG_X_MIN, WG_X_MAX, wg_action_model_get_x (self->model));
  gtk_switch_set_active (self->trade_good_switch, wg_action_model_get_trade_good (self->model));
  ships = wg_action_model_get_ship_range (self->model, &min_ships, &max_ships);
  if (ships)
    wg_page_set_spin (self->ships_spin, min_ships, max_ships,
                      wg_action_model_get_ships (self->model));
  gtk_switch_set_active (self->second_switch, wg_action_model_get_second_group (self->model));
  second_ships = wg_action_model_get_second_ship_range (self->model, &min_second, &max_second);
  if (second_ships)
    wg_page_set_spin (self->second_ships_spin, min_second, max_second,
                      wg_action_model_get_second_ships (self->model));
  self->updating = FALSE;

  gtk_widget_set_visible (self->ships_group, ships);
  gtk_widget_set_visible (self->second_row, wg_action_model_can_add_second_group (self->model));
  gtk_widget_set_visible (self->second_ships_row, second_ships);
  gtk_label_set_label (self->prompt_label, wg_action_model_get_prompt (self->model));
  wg_words_keep_rule_ids_whole (self->prompt_label);
  wg_sidebar_page_show_message (WG_SIDEBAR_PAGE (self),
                                wg_action_model_get_message (self->model));
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "action.why",
                                 wg_action_model_get_ruling (self->model) != NULL);
  gtk_widget_set_visible (self->why_button, wg_action_model_get_ruling (self->model) != NULL);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "action.perform",
                                 wg_action_model_can_perform (self->model));
  wg_question_view_set_question (self->question_view, wg_action_model_get_question (self->model),
                                 NULL);
}

static void
on_player_selected (WgActionPanel *self)
{
  guint selected = adw_combo_row_get_selected (self->player_row);

  if (!self->updating && self->model != NULL && selected != GTK_INVALID_LIST_POSITION)
    wg_action_model_set_player (self->model, (int) selected);
}

static void
on_action_selected (WgActionPanel *self)
{
  guint selected = adw_combo_row_get_selected (self->action_row);

  if (!self->updating && self->model != NULL && selected < WG_N_ACTIONS)
    wg_action_model_set_action (self->model, (WgAction) selected);
}

static void
on_x_changed (WgActionPanel *self)
{
  if (!self->updating && self->model != NULL)
    wg_action_model_set_x (self->model, gtk_spin_button_get_value_as_int (self->x_spin));
}

/* Each action's name with its access key: the letter that chooses it on
 * the Action row, one per action (issue 30). A translation keeps the
 * letter and, where its script has none, adds it in brackets as GNOME
 * does ("偵察(_R)"). */
static const char *const action_labels[WG_N_ACTIONS] = {
  NC_ ("action", "_Recon"),
  NC_ ("action", "_Maneuver"),
  NC_ ("action", "_Skirmish"),
  NC_ ("action", "_Advance"),
  NC_ ("action", "_Concentrate"),
  NC_ ("action", "_Trade"),
  NC_ ("action", "R_esearch"),
  NC_ ("action", "_Warp-in"),
  NC_ ("action", "Rein_force"),
  NC_ ("action", "C_ontrol"),
  NC_ ("action", "_Promote"),
  NC_ ("action", "_Draw"),
};

const char *
wg_action_panel_action_label (WgAction action)
{
  g_return_val_if_fail ((guint) action < WG_N_ACTIONS, NULL);
  return g_dpgettext2 (NULL, "action", action_labels[action]);
}

gunichar
wg_action_panel_access_key (WgAction action)
{
  const char *mark = strchr (wg_action_panel_action_label (action), '_');

  return mark != NULL && mark[1] != '\0' ? g_unichar_tolower (g_utf8_get_char (mark + 1)) : 0;
}

/* The action whose access key is @c (any case), or -1. */
static int
find_access_key (gunichar c)
{
  c = g_unichar_tolower (c);
  for (guint a = 0; c != 0 && a < WG_N_ACTIONS; a++)
    if (wg_action_panel_access_key ((WgAction) a) == c)
      return (int) a;
  return -1;
}

/* "_Recon" as "R" underlined, then "econ": the access key always
 * underlined, as an open menu shows its items' keys. Underlined "low",
 * below the descenders: GTK 4.8 draws a plain underline of a label at its
 * usual size nowhere (seen at text scales 1 and 1.25). */
static char *
access_key_markup (const char *label)
{
  const char      *mark = strchr (label, '_');
  const char      *after;
  g_autofree char *head = NULL, *key = NULL, *tail = NULL;

  if (mark == NULL || mark[1] == '\0')
    return g_markup_escape_text (label, -1);
  after = g_utf8_next_char (mark + 1);
  head = g_markup_escape_text (label, mark - label);
  key = g_markup_escape_text (mark + 1, after - (mark + 1));
  tail = g_markup_escape_text (after, -1);
  return g_strdup_printf ("%s<span underline=\"low\">%s</span>%s", head, key, tail);
}

/* Return on the Action row: a move complete (its only legal locations
 * taken, or none needed) is done, as Do It; else an action with locations goes
 * on to the board, where they are clicked or typed (issue 30). */
static gboolean
action_return (WgActionPanel *self)
{
  guint current = adw_combo_row_get_selected (self->action_row);

  if (current >= WG_N_ACTIONS || self->model == NULL)
    return FALSE;
  if (wg_action_model_is_complete (self->model))
    return gtk_widget_activate_action (GTK_WIDGET (self), "action.perform", NULL);
  if (!wg_action_needs_no_location ((WgAction) current))
    return gtk_widget_activate_action (GTK_WIDGET (self), "win.focus-board", NULL);
  return FALSE;
}

/* The open list of actions, closed (a key chose in it). */
static void
close_list (GtkWidget *widget)
{
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    if (GTK_IS_POPOVER (child))
      gtk_popover_popdown (GTK_POPOVER (child));
    else
      close_list (child);
}

/* The list of actions opens the same way whatever is chosen (issue 31):
 * all twelve at once, no scrolling, so a spot on the screen is always the
 * same action. libadwaita's list scrolls past 400 px, and a scrolled list
 * would open scrolled to the chosen action. */
static void
show_whole_list (GtkWidget *widget)
{
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    if (GTK_IS_SCROLLED_WINDOW (child))
      {
        gtk_scrolled_window_set_max_content_height (GTK_SCROLLED_WINDOW (child), -1);
        gtk_scrolled_window_set_policy (GTK_SCROLLED_WINDOW (child), GTK_POLICY_NEVER,
                                        GTK_POLICY_NEVER);
      }
    else
      show_whole_list (child);
}

/* An access key on the Action row (issue 30): it chooses its action and,
 * as a menu item activated moves on, takes the focus to the board when the
 * action has locations left to choose there and a legal move. A move that
 * needs nothing more (a Draw, a Warp-in whose one location is taken) or
 * has no legal move stays on the row: a key never applies a move (Do It
 * or Return does). The open list of actions takes the same keys. */
static void
access_key_chosen (WgActionPanel *self,
                   WgAction       action)
{
  adw_combo_row_set_selected (self->action_row, action);
  close_list (GTK_WIDGET (self->action_row));
  if (self->model == NULL || wg_action_model_get_action (self->model) != action
      || wg_action_needs_no_location (action) || wg_action_model_is_complete (self->model)
      || !wg_action_model_has_moves (self->model, action))
    gtk_widget_grab_focus (GTK_WIDGET (self->action_row));
  else
    gtk_widget_activate_action (GTK_WIDGET (self), "win.focus-board", NULL);
}

/* Keys on the Action row: an action's access key chooses it (and goes on
 * to the board); any other letter is refused with the error bell and
 * changes nothing; Return goes on or does a complete move. */
static gboolean
on_action_key (WgActionPanel  *self,
               guint           keyval,
               guint           keycode,
               GdkModifierType state)
{
  gunichar c = gdk_keyval_to_unicode (keyval);
  int      found;

  if ((state & (GDK_CONTROL_MASK | GDK_ALT_MASK | GDK_SUPER_MASK)) != 0)
    return FALSE;
  if (keyval == GDK_KEY_Return || keyval == GDK_KEY_KP_Enter)
    return action_return (self);
  if (!g_unichar_isalpha (c) || self->model == NULL)
    return FALSE;
  found = find_access_key (c);
  if (found < 0)
    gtk_widget_error_bell (GTK_WIDGET (self->action_row));
  else
    access_key_chosen (self, (WgAction) found);
  return TRUE;
}

static void
on_trade_good_toggled (WgActionPanel *self)
{
  if (!self->updating && self->model != NULL)
    wg_action_model_set_trade_good (self->model, gtk_switch_get_active (self->trade_good_switch));
}

static void
on_ships_changed (WgActionPanel *self)
{
  if (!self->updating && self->model != NULL)
    wg_action_model_set_ships (self->model, gtk_spin_button_get_value_as_int (self->ships_spin));
}

static void
on_second_toggled (WgActionPanel *self)
{
  if (!self->updating && self->model != NULL)
    wg_action_model_set_second_group (self->model, gtk_switch_get_active (self->second_switch));
}

static void
on_second_ships_changed (WgActionPanel *self)
{
  if (!self->updating && self->model != NULL)
    wg_action_model_set_second_ships (self->model,
                                      gtk_spin_button_get_value_as_int (self->second_ships_spin));
}

static void
on_answered (WgActionPanel *self,
             const char    *option_id)
{
  if (self->model != NULL)
    wg_action_model_answer (self->model, option_id);
}

/* The move is done: the turn's next step is offered, and has the focus,
 * until anything else changes (issue 18). */
static void
on_performed (WgActionPanel *self,
              const char    *description)
{
  wg_sidebar_page_toast (WG_SIDEBAR_PAGE (self), description, TRUE);
  wg_action_panel_offer_end_turn (self);
}

void
wg_action_panel_focus_action (WgActionPanel *self)
{
  g_return_if_fail (WG_IS_ACTION_PANEL (self));
  gtk_widget_grab_focus (GTK_WIDGET (self->action_row));
}

static gboolean
end_turn_later (gpointer data)
{
  g_autoptr (GObject) self = g_weak_ref_get (data);

  if (self != NULL)
    gtk_widget_activate_action (GTK_WIDGET (self), "win.end-turn", NULL);
  return G_SOURCE_REMOVE;
}

static void
free_weak_ref (gpointer data)
{
  g_weak_ref_clear (data);
  g_free (data);
}

void
wg_action_panel_offer_end_turn (WgActionPanel *self)
{
  const WgGame *game;

  g_return_if_fail (WG_IS_ACTION_PANEL (self));

  game = wg_sidebar_page_get_game (WG_SIDEBAR_PAGE (self));
  if (game != NULL && wg_turn_only_end_left (game))
    {
      /* Once the step that applied the action is done (issue 30). */
      GWeakRef *ref = g_new0 (GWeakRef, 1);

      g_weak_ref_init (ref, self);
      g_idle_add_full (G_PRIORITY_DEFAULT, end_turn_later, ref, free_weak_ref);
      return;
    }
  gtk_widget_set_visible (self->end_turn_button, TRUE);
  gtk_widget_grab_focus (self->end_turn_button);
}

static void
on_battle_requested (WgActionPanel *self,
                     gpointer       start)
{
  g_signal_emit (self, signals[SIGNAL_BATTLE_REQUESTED], 0, start);
}

static void
perform_action (GtkWidget  *widget,
                const char *action_name,
                GVariant   *parameter)
{
  WgActionPanel *self = WG_ACTION_PANEL (widget);

  if (self->model != NULL)
    wg_action_model_perform (self->model);
}

static void
clear_action (GtkWidget  *widget,
              const char *action_name,
              GVariant   *parameter)
{
  WgActionPanel *self = WG_ACTION_PANEL (widget);

  if (self->model != NULL)
    wg_action_model_clear (self->model);
}

/* "Why?": the ruling's text, as docs/rules.md gives it. */
static void
why_action (GtkWidget  *widget,
            const char *action_name,
            GVariant   *parameter)
{
  WgActionPanel *self = WG_ACTION_PANEL (widget);
  const char    *ruling = self->model != NULL ? wg_action_model_get_ruling (self->model) : NULL;
  GtkRoot       *root = gtk_widget_get_root (widget);
  GtkWidget     *dialog;

  if (ruling == NULL || wg_ruling_text (ruling) == NULL)
    return;
  dialog = adw_message_dialog_new (GTK_IS_WINDOW (root) ? GTK_WINDOW (root) : NULL, ruling,
                                   wg_ruling_text (ruling));
  adw_message_dialog_add_response (ADW_MESSAGE_DIALOG (dialog), "close", _ ("_Close"));
  gtk_window_present (GTK_WINDOW (dialog));
}

/* A model for each session. */
static void
wg_action_panel_session_changed (WgSidebarPage *page)
{
  WgActionPanel *self = WG_ACTION_PANEL (page);
  WgSession     *session = wg_sidebar_page_get_session (page);

  if (self->model != NULL)
    g_signal_handlers_disconnect_by_data (self->model, self);
  g_clear_object (&self->model);
  if (session == NULL)
    return;
  self->model = wg_action_model_new (session);
  wg_action_model_set_active (self->model, self->active);
  wg_action_model_set_catalog (self->model, wg_sidebar_page_get_catalog (page));
  g_signal_connect_object (self->model, "changed", G_CALLBACK (update), self,
                           G_CONNECT_SWAPPED);
  g_signal_connect_object (self->model, "performed", G_CALLBACK (on_performed), self,
                           G_CONNECT_SWAPPED);
  g_signal_connect_object (self->model, "battle-requested", G_CALLBACK (on_battle_requested),
                           self, G_CONNECT_SWAPPED);
}

static void
wg_action_panel_catalog_changed (WgSidebarPage *page)
{
  WgActionPanel *self = WG_ACTION_PANEL (page);

  if (self->model != NULL)
    wg_action_model_set_catalog (self->model, wg_sidebar_page_get_catalog (page));
}

static void
wg_action_panel_refresh (WgSidebarPage *page)
{
  update (WG_ACTION_PANEL (page));
}

WgActionModel *
wg_action_panel_get_model (WgActionPanel *self)
{
  g_return_val_if_fail (WG_IS_ACTION_PANEL (self), NULL);
  return self->model;
}

void
wg_action_panel_set_active (WgActionPanel *self,
                            gboolean       active)
{
  g_return_if_fail (WG_IS_ACTION_PANEL (self));

  self->active = active;
  if (self->model != NULL)
    wg_action_model_set_active (self->model, active);
}

static void
wg_action_panel_dispose (GObject *object)
{
  WgActionPanel *self = WG_ACTION_PANEL (object);

  g_clear_object (&self->model);

  G_OBJECT_CLASS (wg_action_panel_parent_class)->dispose (object);
}

static void
wg_action_panel_class_init (WgActionPanelClass *klass)
{
  GObjectClass       *object_class = G_OBJECT_CLASS (klass);
  WgSidebarPageClass *page_class = WG_SIDEBAR_PAGE_CLASS (klass);
  GtkWidgetClass     *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = wg_action_panel_dispose;
  page_class->session_changed = wg_action_panel_session_changed;
  page_class->refresh = wg_action_panel_refresh;
  page_class->catalog_changed = wg_action_panel_catalog_changed;
  signals[SIGNAL_BATTLE_REQUESTED] =
    g_signal_new ("battle-requested", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL,
                  NULL, NULL, G_TYPE_NONE, 1, G_TYPE_POINTER);

  g_type_ensure (WG_TYPE_QUESTION_VIEW);
  gtk_widget_class_set_template_from_resource (widget_class,
                                               RESOURCE_PREFIX "/ui/wg-action-panel.ui");
  gtk_widget_class_bind_template_child (widget_class, WgActionPanel, player_row);
  gtk_widget_class_bind_template_child (widget_class, WgActionPanel, player_names);
  gtk_widget_class_bind_template_child (widget_class, WgActionPanel, action_row);
  gtk_widget_class_bind_template_child (widget_class, WgActionPanel, action_names);
  gtk_widget_class_bind_template_child (widget_class, WgActionPanel, x_spin);
  gtk_widget_class_bind_template_child (widget_class, WgActionPanel, trade_good_switch);
  gtk_widget_class_bind_template_child (widget_class, WgActionPanel, prompt_label);
  gtk_widget_class_bind_template_child (widget_class, WgActionPanel, why_button);
  gtk_widget_class_bind_template_child (widget_class, WgActionPanel, end_turn_button);
  gtk_widget_class_bind_template_child (widget_class, WgActionPanel, ships_group);
  gtk_widget_class_bind_template_child (widget_class, WgActionPanel, ships_spin);
  gtk_widget_class_bind_template_child (widget_class, WgActionPanel, second_row);
  gtk_widget_class_bind_template_child (widget_class, WgActionPanel, second_switch);
  gtk_widget_class_bind_template_child (widget_class, WgActionPanel, second_ships_row);
  gtk_widget_class_bind_template_child (widget_class, WgActionPanel, second_ships_spin);
  gtk_widget_class_bind_template_child (widget_class, WgActionPanel, question_view);
  wg_sidebar_page_class_bind_message (widget_class);
  gtk_widget_class_bind_template_callback (widget_class, on_player_selected);
  gtk_widget_class_bind_template_callback (widget_class, on_action_selected);
  gtk_widget_class_bind_template_callback (widget_class, on_x_changed);
  gtk_widget_class_bind_template_callback (widget_class, on_trade_good_toggled);
  gtk_widget_class_bind_template_callback (widget_class, on_ships_changed);
  gtk_widget_class_bind_template_callback (widget_class, on_second_toggled);
  gtk_widget_class_bind_template_callback (widget_class, on_second_ships_changed);
  gtk_widget_class_bind_template_callback (widget_class, on_answered);

  gtk_widget_class_install_action (widget_class, "action.perform", NULL, perform_action);
  gtk_widget_class_install_action (widget_class, "action.clear", NULL, clear_action);
  gtk_widget_class_install_action (widget_class, "action.why", NULL, why_action);
}

/* An item of the Action row (its list, and the action shown): the name
 * with its access key underlined, the key told to screen readers. */
static void
setup_action_item (GtkSignalListItemFactory *factory,
                   GtkListItem              *item)
{
  GtkWidget *label = gtk_label_new (NULL);

  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_list_item_set_child (item, label);
}

static void
bind_action_item (GtkSignalListItemFactory *factory,
                  GtkListItem              *item)
{
  GtkLabel   *label = GTK_LABEL (gtk_list_item_get_child (item));
  const char *name = gtk_string_object_get_string (gtk_list_item_get_item (item));

  for (guint a = 0; a < WG_N_ACTIONS; a++)
    if (g_str_equal (name, wg_action_display_name ((WgAction) a)))
      {
        g_autofree char *markup = access_key_markup (wg_action_panel_action_label ((WgAction) a));
        char             key[8] = { 0 };

        g_unichar_to_utf8 (g_unichar_toupper (wg_action_panel_access_key ((WgAction) a)), key);
        gtk_label_set_markup (label, markup);
        gtk_accessible_update_property (GTK_ACCESSIBLE (label),
                                        GTK_ACCESSIBLE_PROPERTY_KEY_SHORTCUTS, key, -1);
        return;
      }
  gtk_label_set_text (label, name);
}

/* What a screen reader says of the Action row: its keys ("Access keys: R
 * Recon, M Maneuver, …"). */
static void
describe_keys (WgActionPanel *self)
{
  g_autoptr (GString) keys = g_string_new (NULL);
  g_autofree char *said = NULL;

  for (guint a = 0; a < WG_N_ACTIONS; a++)
    {
      if (a > 0)
        g_string_append (keys, _ (", "));
      g_string_append_unichar (keys, g_unichar_toupper (wg_action_panel_access_key ((WgAction) a)));
      g_string_append_printf (keys, " %s", wg_action_display_name ((WgAction) a));
    }
  /* TRANSLATORS: %s is the list of the access keys ("R Recon, M Maneuver, …"). */
  said = g_strdup_printf (_ ("An action’s underlined letter chooses it: %s"), keys->str);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->action_row),
                                  GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, said, -1);
}

static void
wg_action_panel_init (WgActionPanel *self)
{
  GtkEventController *keys = gtk_event_controller_key_new ();
  GtkListItemFactory *factory = gtk_signal_list_item_factory_new ();

  gtk_widget_init_template (GTK_WIDGET (self));
  g_signal_connect (factory, "setup", G_CALLBACK (setup_action_item), NULL);
  g_signal_connect (factory, "bind", G_CALLBACK (bind_action_item), NULL);
  adw_combo_row_set_factory (self->action_row, factory);
  g_object_unref (factory);
  show_whole_list (GTK_WIDGET (self->action_row));
  g_signal_connect_object (keys, "key-pressed", G_CALLBACK (on_action_key), self,
                           G_CONNECT_SWAPPED);
  gtk_widget_add_controller (GTK_WIDGET (self->action_row), keys);
  for (guint a = 0; a < WG_N_ACTIONS; a++)
    gtk_string_list_append (self->action_names, wg_action_display_name ((WgAction) a));
  describe_keys (self);
  gtk_widget_set_visible (self->ships_group, FALSE);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "action.perform", FALSE);
}

GtkWidget *
wg_action_panel_new (void)
{
  return g_object_new (WG_TYPE_ACTION_PANEL, NULL);
}
