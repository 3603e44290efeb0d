/* wg-location-panel.c — the selected location and the pieces on it
 * Copyright 2026 The Warpgate Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "wg-drone-row.h"
#include "wg-edit.h"
#include "wg-location-panel.h"
#include "wg-page-helpers.h"
#include "wg-session.h"
#include "wg-ships-row.h"
#include "wg-swatch.h"
#include "wg-words.h"

struct _WgLocationPanel
{
  AdwBin          parent_instance;

  WgSession      *session;
  int             cell;          /* shown, or -1 */
  guint           n_players;     /* of the rows built; 0: build them again */
  gboolean        updating;      /* mirroring the game into the widgets */
  char           *message;

  /* Template children */
  GtkStack       *stack;
  GtkDrawingArea *type_badge;
  GtkLabel       *name_label;
  GtkLabel       *detail_label;
  GtkRevealer    *message_revealer;
  GtkLabel       *message_label;
  GtkListBox     *ships_list;
  AdwPreferencesGroup *marker_group;
  AdwComboRow    *marker_row;
  GtkStringList  *marker_names;
  GtkListBox     *drones_list;
};

G_DEFINE_FINAL_TYPE (WgLocationPanel, wg_location_panel, ADW_TYPE_BIN)

enum {
  PROP_0,
  PROP_SESSION,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

enum {
  SIGNAL_TOAST,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static void refresh (WgLocationPanel *self);

static void
show_message (WgLocationPanel *self,
              char            *message)
{
  g_free (self->message);
  self->message = message;
  wg_page_show_message (self->message_revealer, self->message_label, message);
}

/* Applies an edit's result: a refusal is shown and the widgets put back. */
static gboolean
apply (WgLocationPanel *self,
       WgGame          *next,
       const char      *description,
       const GError    *error)
{
  char *message = wg_session_apply_edit (self->session, next, description, error);

  show_message (self, message);
  if (message != NULL)
    refresh (self);
  return message == NULL;
}

static void
set_ships (WgLocationPanel *self,
           int              player,
           int              count)
{
  const WgGame *game = wg_session_get_game (self->session);
  g_autofree char *description = NULL;
  g_autoptr (GError) error = NULL;
  WgGame *next;

  next = wg_edit_set_ships (game, self->cell, player, count, &description, &error);
  apply (self, next, description, error);
}

static void
on_ships_changed (WgLocationPanel *self,
                  int              count,
                  WgShipsRow      *row)
{
  if (!self->updating)
    set_ships (self, wg_ships_row_get_player (row), count);
}

static void
set_drone (WgLocationPanel *self,
           int              player,
           gboolean         here)
{
  const WgGame *game = wg_session_get_game (self->session);
  g_autofree char *description = NULL;
  g_autoptr (GError) error = NULL;
  WgGame *next;

  next = wg_edit_set_drone (game, player, here ? self->cell : -1, &description, &error);
  apply (self, next, description, error);
}

static void
on_drone_toggled (WgLocationPanel *self,
                  gboolean         here,
                  WgDroneRow      *row)
{
  if (!self->updating)
    set_drone (self, wg_drone_row_get_player (row), here);
}

static guint
marker_choice (const WgStack *stack)
{
  if (stack->marker_owner == WG_NO_PLAYER)
    return 0;
  return 1 + 2 * (guint) stack->marker_owner + (stack->marker_side == WG_MARKER_COLONY ? 1 : 0);
}

/* The marker choices: none, then each player's Outpost and Colony. */
static void
set_marker (WgLocationPanel *self,
            int              player,
            WgMarkerSide     side)
{
  const WgGame *game = wg_session_get_game (self->session);
  const WgStack *before = &game->stacks[self->cell];
  g_autofree char *description = NULL;
  g_autoptr (GError) error = NULL;
  gboolean removing = player == WG_NO_PLAYER && before->marker_owner != WG_NO_PLAYER;
  WgGame *next;

  next = wg_edit_set_marker (game, self->cell, player, side, &description, &error);
  if (apply (self, next, description, error) && removing)
    g_signal_emit (self, signals[SIGNAL_TOAST], 0, description, TRUE);
}

static void
on_marker_selected (WgLocationPanel *self)
{
  guint selected = adw_combo_row_get_selected (self->marker_row);

  /* Only a choice that differs from the table is an edit: the combo row
   * notifies late when its selection is put back after a refusal. */
  if (self->updating || selected == GTK_INVALID_LIST_POSITION || self->cell < 0
      || selected == marker_choice (&wg_session_get_game (self->session)->stacks[self->cell]))
    return;
  if (selected == 0)
    set_marker (self, WG_NO_PLAYER, WG_MARKER_OUTPOST);
  else
    set_marker (self, (int) (selected - 1) / 2,
                (selected - 1) % 2 == 0 ? WG_MARKER_OUTPOST : WG_MARKER_COLONY);
}

/* The rows for each player, built again when the players or board change. */
static void
build_rows (WgLocationPanel *self,
            const WgGame    *game)
{
  const char **names = g_new0 (const char *, 2 * game->n_players + 2);
  g_autoptr (GPtrArray) owned = g_ptr_array_new_with_free_func (g_free);

  wg_page_clear_list (self->ships_list);
  wg_page_clear_list (self->drones_list);
  names[0] = _("None");
  for (guint p = 0; p < game->n_players; p++)
    {
      GtkWidget *ships = wg_ships_row_new ((int) p);
      GtkWidget *drone = wg_drone_row_new ((int) p);
      const char *label = wg_game_player_label (game, (int) p);

      g_signal_connect_object (ships, "ships-changed", G_CALLBACK (on_ships_changed), self,
                               G_CONNECT_SWAPPED);
      g_signal_connect_object (drone, "toggled", G_CALLBACK (on_drone_toggled), self,
                               G_CONNECT_SWAPPED);
      gtk_list_box_append (self->ships_list, ships);
      gtk_list_box_append (self->drones_list, drone);
      /* TRANSLATORS: a marker choice, "Outpost of Player 1" */
      g_ptr_array_add (owned, g_strdup_printf (_("Outpost of %s"), label));
      names[2 * p + 1] = g_ptr_array_index (owned, owned->len - 1);
      /* TRANSLATORS: a marker choice, "Colony of Player 1" */
      g_ptr_array_add (owned, g_strdup_printf (_("Colony of %s"), label));
      names[2 * p + 2] = g_ptr_array_index (owned, owned->len - 1);
    }
  gtk_string_list_splice (self->marker_names, 0,
                          g_list_model_get_n_items (G_LIST_MODEL (self->marker_names)), names);
  g_free (names);
  self->n_players = game->n_players;
}

static char *
describe_cell (const WgGame *game,
               int           cell)
{
  const WgCell *c = wg_board_get_cell (game->board, cell);
  int sector = wg_board_get_cell_sector (game->board, cell);
  g_autofree char *type = NULL;
  g_autofree char *where = NULL;
  int owner;

  if (c->kind == WG_HEX_WARPGATE)
    {
      owner = wg_game_find_player (game, c->color);
      /* TRANSLATORS: "Warpgate of Player 1" */
      return g_strdup_printf (_("Warpgate of %s"),
                              owner != WG_NO_PLAYER ? wg_game_player_label (game, owner)
                                                    : c->color);
    }
  type = wg_words_planet_type (c->type);
  if (sector >= 0)
    /* TRANSLATORS: a planet's sector, "Sector 3" */
    where = g_strdup_printf (_("Sector %s"), wg_board_get_sector_name (game->board, (guint) sector));
  else
    where = g_strdup (_("In no sector"));
  if (c->trade)
    /* TRANSLATORS: a planet's type, sector and the trade icon, "D · Desert · Sector 3 · Trade" */
    return g_strdup_printf (_("%s · %s · Trade"), type, where);
  /* TRANSLATORS: a planet's type and sector, "D · Desert · Sector 3" */
  return g_strdup_printf (_("%s · %s"), type, where);
}

/* Why @player may not have one more ship here, from the core; NULL when
 * they may. */
static char *
why_not_more (const WgGame *game,
              int           cell,
              int           player,
              int           count)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (WgGame) probe = NULL;

  if (count >= WG_MAX_SHIPS)
    return g_strdup (_("A location holds at most 12 ships of a player"));
  probe = wg_edit_set_ships (game, cell, player, count + 1, NULL, &error);
  return probe != NULL ? NULL : g_strdup (error->message);
}

static void
update_ships_row (WgShipsRow   *row,
                  const WgGame *game,
                  int           cell)
{
  int p = wg_ships_row_get_player (row);
  int count = wg_game_ships_at (game, cell, p);
  int supply = wg_game_supply (game, p);
  g_autofree char *why_not = why_not_more (game, cell, p, count);
  g_autofree char *title = wg_words_player_title (game, p);
  g_autofree char *subtitle = NULL;

  subtitle = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%d ship in supply",
                                           "%d ships in supply", (gulong) MAX (supply, 0)),
                              MAX (supply, 0));
  wg_ships_row_update (row, title, subtitle, game->players[p].color, count,
                       why_not != NULL ? count : MIN (count + supply, WG_MAX_SHIPS), why_not);
}

static void
update_drone_row (WgDroneRow   *row,
                  const WgGame *game,
                  int           cell)
{
  int p = wg_drone_row_get_player (row);
  int at = game->drones[p];
  gboolean here = at == cell;
  g_autofree char *title = wg_words_player_title (game, p);
  g_autofree char *subtitle = NULL;
  g_autoptr (GError) error = NULL;
  g_autoptr (WgGame) probe = NULL;

  if (here)
    subtitle = g_strdup (_("Here"));
  else if (at >= 0)
    /* TRANSLATORS: where a drone stands, "On D5" */
    subtitle = g_strdup_printf (_("On %s"), wg_board_get_cell (game->board, at)->id);
  else
    subtitle = g_strdup (_("Off the board"));
  probe = wg_edit_set_drone (game, p, here ? -1 : cell, NULL, &error);
  wg_drone_row_update (row, title, subtitle, game->players[p].color, here, probe != NULL,
                       error != NULL ? error->message : NULL);
}

static void
refresh (WgLocationPanel *self)
{
  const WgGame *game = self->session != NULL ? wg_session_get_game (self->session) : NULL;
  int cell = self->session != NULL ? wg_session_get_selected (self->session) : -1;
  const WgCell *c;
  g_autofree char *detail = NULL;

  if (cell != self->cell)
    show_message (self, NULL);
  self->cell = cell;
  if (game == NULL || cell < 0 || !wg_board_is_location (game->board, cell))
    {
      self->cell = -1;
      gtk_stack_set_visible_child_name (self->stack, "empty");
      return;
    }
  self->updating = TRUE;
  if (self->n_players != game->n_players)
    build_rows (self, game);
  c = wg_board_get_cell (game->board, cell);
  gtk_label_set_label (self->name_label, c->id);
  detail = describe_cell (game, cell);
  gtk_label_set_label (self->detail_label, detail);
  wg_swatch_set_planet_badge (self->type_badge, c->kind == WG_HEX_PLANET ? (int) c->type : -1);
  for (guint p = 0; p < game->n_players; p++)
    {
      update_ships_row (WG_SHIPS_ROW (gtk_list_box_get_row_at_index (self->ships_list, (int) p)),
                        game, cell);
      update_drone_row (WG_DRONE_ROW (gtk_list_box_get_row_at_index (self->drones_list, (int) p)),
                        game, cell);
    }
  gtk_widget_set_visible (GTK_WIDGET (self->marker_group), c->kind == WG_HEX_PLANET);
  adw_combo_row_set_selected (self->marker_row, marker_choice (&game->stacks[cell]));
  self->updating = FALSE;
  gtk_stack_set_visible_child_name (self->stack, "location");
}

static void
on_history_changed (WgLocationPanel *self)
{
  self->n_players = 0;
}

/* The player + and − act on: the selected row's, else the one whose ships
 * are here, else the active player. */
static int
current_player (WgLocationPanel *self,
                int              player)
{
  const WgGame *game = wg_session_get_game (self->session);
  GtkListBoxRow *row = gtk_list_box_get_selected_row (self->ships_list);

  if (player >= 0)
    return player;
  if (row != NULL)
    return wg_ships_row_get_player (WG_SHIPS_ROW (row));
  if (game->stacks[self->cell].ship_owner != WG_NO_PLAYER)
    return game->stacks[self->cell].ship_owner;
  return game->active;
}

static void
step_ships_action (GtkWidget  *widget,
                   const char *action_name,
                   GVariant   *parameter)
{
  WgLocationPanel *self = WG_LOCATION_PANEL (widget);
  int player, count;

  if (self->cell < 0)
    return;
  player = current_player (self, g_variant_get_int32 (parameter));
  count = wg_game_ships_at (wg_session_get_game (self->session), self->cell, player);
  if (g_str_equal (action_name, "location.add-ship"))
    set_ships (self, player, count + 1);
  else if (count > 0)
    set_ships (self, player, count - 1);
}

static void
set_ships_action (GtkWidget  *widget,
                  const char *action_name,
                  GVariant   *parameter)
{
  WgLocationPanel *self = WG_LOCATION_PANEL (widget);
  int player, count;

  g_variant_get (parameter, "(ii)", &player, &count);
  if (self->cell >= 0)
    set_ships (self, player, count);
}

static void
set_marker_action (GtkWidget  *widget,
                   const char *action_name,
                   GVariant   *parameter)
{
  WgLocationPanel *self = WG_LOCATION_PANEL (widget);
  int player, side;

  g_variant_get (parameter, "(ii)", &player, &side);
  if (self->cell >= 0 && (side == WG_MARKER_OUTPOST || side == WG_MARKER_COLONY))
    set_marker (self, player, (WgMarkerSide) side);
}

static void
set_drone_action (GtkWidget  *widget,
                  const char *action_name,
                  GVariant   *parameter)
{
  WgLocationPanel *self = WG_LOCATION_PANEL (widget);
  int player;
  gboolean here;

  g_variant_get (parameter, "(ib)", &player, &here);
  if (self->cell >= 0)
    set_drone (self, player, here);
}

/* Every action's enablement, in one place. */
static void
update_actions (WgLocationPanel *self)
{
  gboolean shown = self->cell >= 0;

  gtk_widget_action_set_enabled (GTK_WIDGET (self), "location.add-ship", shown);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "location.remove-ship", shown);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "location.set-ships", shown);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "location.set-marker", shown);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "location.set-drone", shown);
}

static void
on_session_changed (WgLocationPanel *self)
{
  refresh (self);
  update_actions (self);
}

WgSession *
wg_location_panel_get_session (WgLocationPanel *self)
{
  g_return_val_if_fail (WG_IS_LOCATION_PANEL (self), NULL);
  return self->session;
}

void
wg_location_panel_set_session (WgLocationPanel *self,
                               WgSession       *session)
{
  g_return_if_fail (WG_IS_LOCATION_PANEL (self));
  g_return_if_fail (session == NULL || WG_IS_SESSION (session));

  if (self->session == session)
    return;
  if (self->session != NULL)
    g_signal_handlers_disconnect_by_data (self->session, self);
  g_set_object (&self->session, session);
  self->n_players = 0;
  if (session != NULL)
    {
      g_signal_connect_object (session, "changed", G_CALLBACK (on_session_changed), self,
                               G_CONNECT_SWAPPED);
      g_signal_connect_object (session, "notify::history", G_CALLBACK (on_history_changed),
                               self, G_CONNECT_SWAPPED);
    }
  on_session_changed (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SESSION]);
}

const char *
wg_location_panel_get_message (WgLocationPanel *self)
{
  g_return_val_if_fail (WG_IS_LOCATION_PANEL (self), NULL);
  return self->message;
}

static void
wg_location_panel_dispose (GObject *object)
{
  WgLocationPanel *self = WG_LOCATION_PANEL (object);

  if (self->session != NULL)
    g_signal_handlers_disconnect_by_data (self->session, self);
  g_clear_object (&self->session);
  /* AdwBin would unparent its child again after the template's disposal. */
  adw_bin_set_child (ADW_BIN (self), NULL);
  gtk_widget_dispose_template (GTK_WIDGET (self), WG_TYPE_LOCATION_PANEL);

  G_OBJECT_CLASS (wg_location_panel_parent_class)->dispose (object);
}

static void
wg_location_panel_finalize (GObject *object)
{
  WgLocationPanel *self = WG_LOCATION_PANEL (object);

  g_clear_pointer (&self->message, g_free);

  G_OBJECT_CLASS (wg_location_panel_parent_class)->finalize (object);
}

static void
wg_location_panel_get_property (GObject    *object,
                                guint       prop_id,
                                GValue     *value,
                                GParamSpec *pspec)
{
  switch (prop_id)
    {
    case PROP_SESSION:
      g_value_set_object (value, WG_LOCATION_PANEL (object)->session);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
wg_location_panel_set_property (GObject      *object,
                                guint         prop_id,
                                const GValue *value,
                                GParamSpec   *pspec)
{
  switch (prop_id)
    {
    case PROP_SESSION:
      wg_location_panel_set_session (WG_LOCATION_PANEL (object), g_value_get_object (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
wg_location_panel_class_init (WgLocationPanelClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = wg_location_panel_dispose;
  object_class->finalize = wg_location_panel_finalize;
  object_class->get_property = wg_location_panel_get_property;
  object_class->set_property = wg_location_panel_set_property;

  properties[PROP_SESSION] =
    g_param_spec_object ("session", NULL, NULL, WG_TYPE_SESSION,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  signals[SIGNAL_TOAST] =
    g_signal_new ("toast", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                  G_TYPE_NONE, 2, G_TYPE_STRING, G_TYPE_BOOLEAN);

  g_type_ensure (WG_TYPE_SHIPS_ROW);
  g_type_ensure (WG_TYPE_DRONE_ROW);
  gtk_widget_class_set_template_from_resource (widget_class,
                                               RESOURCE_PREFIX "/ui/wg-location-panel.ui");
  gtk_widget_class_bind_template_child (widget_class, WgLocationPanel, stack);
  gtk_widget_class_bind_template_child (widget_class, WgLocationPanel, type_badge);
  gtk_widget_class_bind_template_child (widget_class, WgLocationPanel, name_label);
  gtk_widget_class_bind_template_child (widget_class, WgLocationPanel, detail_label);
  gtk_widget_class_bind_template_child (widget_class, WgLocationPanel, message_revealer);
  gtk_widget_class_bind_template_child (widget_class, WgLocationPanel, message_label);
  gtk_widget_class_bind_template_child (widget_class, WgLocationPanel, ships_list);
  gtk_widget_class_bind_template_child (widget_class, WgLocationPanel, marker_group);
  gtk_widget_class_bind_template_child (widget_class, WgLocationPanel, marker_row);
  gtk_widget_class_bind_template_child (widget_class, WgLocationPanel, marker_names);
  gtk_widget_class_bind_template_child (widget_class, WgLocationPanel, drones_list);
  gtk_widget_class_bind_template_callback (widget_class, on_marker_selected);

  gtk_widget_class_install_action (widget_class, "location.add-ship", "i", step_ships_action);
  gtk_widget_class_install_action (widget_class, "location.remove-ship", "i", step_ships_action);
  gtk_widget_class_install_action (widget_class, "location.set-ships", "(ii)", set_ships_action);
  gtk_widget_class_install_action (widget_class, "location.set-marker", "(ii)",
                                   set_marker_action);
  gtk_widget_class_install_action (widget_class, "location.set-drone", "(ib)", set_drone_action);
  gtk_widget_class_set_css_name (widget_class, "locationpanel");
}

static void
wg_location_panel_init (WgLocationPanel *self)
{
  self->cell = -1;
  gtk_widget_init_template (GTK_WIDGET (self));
  update_actions (self);
}

GtkWidget *
wg_location_panel_new (void)
{
  return g_object_new (WG_TYPE_LOCATION_PANEL, NULL);
}
