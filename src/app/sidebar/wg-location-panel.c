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
#include "wg-ships-row.h"
#include "wg-swatch.h"
#include "wg-words.h"

struct _WgLocationPanel
{
  WgSidebarPage        parent_instance;

  int                  cell;      /* shown, or -1 */
  guint                n_players; /* of the rows built; 0: build them again */
  gboolean             updating;  /* mirroring the game into the widgets */

  /* Template children */
  GtkStack            *stack;
  GtkDrawingArea      *type_badge;
  GtkLabel            *name_label;
  GtkLabel            *detail_label;
  GtkListBox          *ships_list;
  AdwPreferencesGroup *marker_group;
  AdwComboRow         *marker_row;
  GtkStringList       *marker_names;
  GtkListBox          *drones_list;
};

G_DEFINE_FINAL_TYPE (WgLocationPanel, wg_location_panel, WG_TYPE_SIDEBAR_PAGE)

static const WgGame *
get_game (WgLocationPanel *self)
{
  return wg_sidebar_page_get_game (WG_SIDEBAR_PAGE (self));
}

static void
set_ships (WgLocationPanel *self,
           int              player,
           int              count)
{
  const WgGame    *game = get_game (self);
  g_autofree char *description = NULL;
  g_autoptr (GError) error = NULL;
  WgGame *next;

  next = wg_edit_set_ships (game, self->cell, player, count, &description, &error);
  wg_sidebar_page_apply_edit (WG_SIDEBAR_PAGE (self), next, description, error, FALSE);
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
  const WgGame    *game = get_game (self);
  g_autofree char *description = NULL;
  g_autoptr (GError) error = NULL;
  WgGame *next;

  next = wg_edit_set_drone (game, player, here ? self->cell : -1, &description, &error);
  wg_sidebar_page_apply_edit (WG_SIDEBAR_PAGE (self), next, description, error, FALSE);
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
  const WgGame    *game = get_game (self);
  const WgStack   *before = &game->stacks[self->cell];
  g_autofree char *description = NULL;
  g_autoptr (GError) error = NULL;
  gboolean removing = player == WG_NO_PLAYER && before->marker_owner != WG_NO_PLAYER;
  WgGame  *next;

  next = wg_edit_set_marker (game, self->cell, player, side, &description, &error);
  wg_sidebar_page_apply_edit (WG_SIDEBAR_PAGE (self), next, description, error, removing);
}

static void
on_marker_selected (WgLocationPanel *self)
{
  guint selected = adw_combo_row_get_selected (self->marker_row);

  /* Only a choice that differs from the table is an edit: the combo row
   * notifies late when its selection is put back after a refusal. */
  if (self->updating || selected == GTK_INVALID_LIST_POSITION || self->cell < 0
      || selected == marker_choice (&get_game (self)->stacks[self->cell]))
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
  names[0] = _ ("None");
  for (guint p = 0; p < game->n_players; p++)
    {
      GtkWidget  *ships = wg_ships_row_new ((int) p);
      GtkWidget  *drone = wg_drone_row_new ((int) p);
      const char *label = wg_game_player_label (game, (int) p);

      g_signal_connect_object (ships, "ships-changed", G_CALLBACK (on_ships_changed), self,
                               G_CONNECT_SWAPPED);
      g_signal_connect_object (drone, "toggled", G_CALLBACK (on_drone_toggled), self,
                               G_CONNECT_SWAPPED);
      gtk_list_box_append (self->ships_list, ships);
      gtk_list_box_append (self->drones_list, drone);
      /* TRANSLATORS: a marker choice, "Outpost of Player 1" */
      g_ptr_array_add (owned, g_strdup_printf (_ ("Outpost of %s"), label));
      names[2 * p + 1] = g_ptr_array_index (owned, owned->len - 1);
      /* TRANSLATORS: a marker choice, "Colony of Player 1" */
      g_ptr_array_add (owned, g_strdup_printf (_ ("Colony of %s"), label));
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
  const WgCell    *c = wg_board_get_cell (game->board, cell);
  int              sector = wg_board_get_cell_sector (game->board, cell);
  g_autofree char *type = NULL;
  g_autofree char *where = NULL;
  int              owner;

  if (c->kind == WG_HEX_WARPGATE)
    {
      /* Named by its colour, never its id (issue 18), and by its player's
       * name when the player has one: "The red Warpgate of Ana". */
      owner = wg_game_find_player (game, c->color);
      if (owner != WG_NO_PLAYER && game->players[owner].name != NULL)
        /* TRANSLATORS: "The red Warpgate of Ana" */
        return g_strdup_printf (_ ("The %s Warpgate of %s"), wg_color_display_name (c->color),
                                game->players[owner].name);
      return g_strdup_printf (_ ("The %s Warpgate"), wg_color_display_name (c->color));
    }
  type = wg_words_planet_type (c->type);
  if (sector >= 0)
    /* TRANSLATORS: a planet's sector, "Sector 3" */
    where =
      g_strdup_printf (_ ("Sector %s"), wg_board_get_sector_name (game->board, (guint) sector));
  else
    where = g_strdup (_ ("In no sector"));
  if (c->trade)
    /* TRANSLATORS: a planet's type, sector and the trade icon, "D · Desert · Sector 3 · Trade" */
    return g_strdup_printf (_ ("%s · %s · Trade"), type, where);
  /* TRANSLATORS: a planet's type and sector, "D · Desert · Sector 3" */
  return g_strdup_printf (_ ("%s · %s"), type, where);
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
    return g_strdup (_ ("A location holds at most 12 ships of a player"));
  probe = wg_edit_set_ships (game, cell, player, count + 1, NULL, &error);
  return probe != NULL ? NULL : g_strdup (error->message);
}

static void
update_ships_row (WgShipsRow   *row,
                  const WgGame *game,
                  int           cell)
{
  int              p = wg_ships_row_get_player (row);
  int              count = wg_game_ships_at (game, cell, p);
  int              supply = wg_game_supply (game, p);
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
  int              p = wg_drone_row_get_player (row);
  int              at = game->drones[p];
  gboolean         here = at == cell;
  g_autofree char *title = wg_words_player_title (game, p);
  g_autofree char *subtitle = NULL;
  g_autoptr (GError) error = NULL;
  g_autoptr (WgGame) probe = NULL;

  if (here)
    subtitle = g_strdup (_ ("Here"));
  else if (at >= 0)
    {
      /* "the red Warpgate", never "gate-red" (issue 31) */
      g_autofree char *where = wg_words_location (game, at);

      /* TRANSLATORS: where a drone stands, "On D5" */
      subtitle = g_strdup_printf (_ ("On %s"), where);
    }
  else
    subtitle = g_strdup (_ ("Off the board"));
  probe = wg_edit_set_drone (game, p, here ? -1 : cell, NULL, &error);
  wg_drone_row_update (row, title, subtitle, game->players[p].color, here, probe != NULL,
                       error != NULL ? error->message : NULL);
}

static void
refresh (WgLocationPanel *self)
{
  WgSession       *session = wg_sidebar_page_get_session (WG_SIDEBAR_PAGE (self));
  const WgGame    *game = get_game (self);
  int              cell = session != NULL ? wg_session_get_selected (session) : -1;
  const WgCell    *c;
  g_autofree char *detail = NULL;
  g_autofree char *name = NULL;

  if (cell != self->cell)
    wg_sidebar_page_show_message (WG_SIDEBAR_PAGE (self), NULL);
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
  /* As the board writes it: "blue gate", never "gate-blue" (issue 31). */
  name = wg_words_location_label (c);
  gtk_label_set_label (self->name_label, name);
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
  const WgGame  *game = get_game (self);
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
  int              player, count;

  if (self->cell < 0)
    return;
  player = current_player (self, g_variant_get_int32 (parameter));
  count = wg_game_ships_at (get_game (self), self->cell, player);
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
  int              player, count;

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
  int              player, side;

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
  int              player;
  gboolean         here;

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

/* The game as it is now, and the actions it allows. */
static void
wg_location_panel_refresh (WgSidebarPage *page)
{
  WgLocationPanel *self = WG_LOCATION_PANEL (page);

  refresh (self);
  update_actions (self);
}

static void
wg_location_panel_session_changed (WgSidebarPage *page)
{
  on_history_changed (WG_LOCATION_PANEL (page));
}

static void
wg_location_panel_class_init (WgLocationPanelClass *klass)
{
  WgSidebarPageClass *page_class = WG_SIDEBAR_PAGE_CLASS (klass);
  GtkWidgetClass     *widget_class = GTK_WIDGET_CLASS (klass);

  page_class->session_changed = wg_location_panel_session_changed;
  page_class->refresh = wg_location_panel_refresh;

  g_type_ensure (WG_TYPE_SHIPS_ROW);
  g_type_ensure (WG_TYPE_DRONE_ROW);
  gtk_widget_class_set_template_from_resource (widget_class,
                                               RESOURCE_PREFIX "/ui/wg-location-panel.ui");
  gtk_widget_class_bind_template_child (widget_class, WgLocationPanel, stack);
  gtk_widget_class_bind_template_child (widget_class, WgLocationPanel, type_badge);
  gtk_widget_class_bind_template_child (widget_class, WgLocationPanel, name_label);
  gtk_widget_class_bind_template_child (widget_class, WgLocationPanel, detail_label);
  gtk_widget_class_bind_template_child (widget_class, WgLocationPanel, ships_list);
  gtk_widget_class_bind_template_child (widget_class, WgLocationPanel, marker_group);
  gtk_widget_class_bind_template_child (widget_class, WgLocationPanel, marker_row);
  gtk_widget_class_bind_template_child (widget_class, WgLocationPanel, marker_names);
  gtk_widget_class_bind_template_child (widget_class, WgLocationPanel, drones_list);
  wg_sidebar_page_class_bind_message (widget_class);
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
  GSignalGroup *session_signals = wg_sidebar_page_get_session_signals (WG_SIDEBAR_PAGE (self));

  self->cell = -1;
  gtk_widget_init_template (GTK_WIDGET (self));
  g_signal_group_connect_swapped (session_signals, "changed",
                                  G_CALLBACK (wg_sidebar_page_refresh), self);
  g_signal_group_connect_swapped (session_signals, "notify::history",
                                  G_CALLBACK (on_history_changed), self);
  update_actions (self);
}

GtkWidget *
wg_location_panel_new (void)
{
  return g_object_new (WG_TYPE_LOCATION_PANEL, NULL);
}
