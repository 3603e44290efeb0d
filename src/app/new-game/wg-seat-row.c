/* wg-seat-row.c — one seat of a new game: colour, name, faction, side
 * Copyright 2026 The Warpgate Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "wg-seat-row.h"
#include "wg-swatch.h"
#include "wg-words.h"

struct _WgSeatRow
{
  AdwExpanderRow  parent_instance;

  WgNewGameModel *model;
  guint           seat;
  gboolean        updating;

  /* Template children */
  GtkDrawingArea *swatch;
  AdwComboRow    *color_row;
  GtkStringList  *color_names;
  AdwEntryRow    *name_row;
  AdwEntryRow    *faction_row;
  AdwComboRow    *side_row;
  GMenu          *faction_menu;
};

G_DEFINE_FINAL_TYPE (WgSeatRow, wg_seat_row, ADW_TYPE_EXPANDER_ROW)

static void
on_color_selected (WgSeatRow *self)
{
  guint              selected = adw_combo_row_get_selected (self->color_row);
  const char *const *colors;

  if (self->updating || self->model == NULL || selected == GTK_INVALID_LIST_POSITION)
    return;
  colors = wg_new_game_model_get_colors (self->model);
  /* A selection told again after a refresh is no change (issue 31). */
  if (selected < g_strv_length ((char **) colors)
      && g_strcmp0 (colors[selected], wg_new_game_model_get_color (self->model, self->seat)) != 0)
    wg_new_game_model_set_color (self->model, self->seat, colors[selected]);
}

static void
on_name_changed (WgSeatRow *self)
{
  if (!self->updating && self->model != NULL)
    wg_new_game_model_set_name (self->model, self->seat,
                                gtk_editable_get_text (GTK_EDITABLE (self->name_row)));
}

static void
on_faction_changed (WgSeatRow *self)
{
  if (!self->updating && self->model != NULL)
    wg_new_game_model_set_faction (self->model, self->seat,
                                   gtk_editable_get_text (GTK_EDITABLE (self->faction_row)));
}

static void
on_side_selected (WgSeatRow *self)
{
  static const char sides[] = { 0, 'A', 'B' };
  guint             selected = adw_combo_row_get_selected (self->side_row);

  if (!self->updating && self->model != NULL && selected < G_N_ELEMENTS (sides))
    wg_new_game_model_set_side (self->model, self->seat, sides[selected]);
}

/* A faction from the menu: its name is typed for the player. */
static void
faction_action (GtkWidget  *widget,
                const char *action_name,
                GVariant   *parameter)
{
  WgSeatRow       *self = WG_SEAT_ROW (widget);
  g_autofree char *label = wg_words_faction (g_variant_get_string (parameter, NULL));

  gtk_editable_set_text (GTK_EDITABLE (self->faction_row), label);
}

static void
fill_faction_menu (WgSeatRow *self)
{
  const char *const *factions = wg_new_game_model_get_factions (self->model);

  g_menu_remove_all (self->faction_menu);
  for (guint i = 0; factions[i] != NULL; i++)
    {
      g_autofree char *label = wg_words_faction (factions[i]);
      g_autoptr (GMenuItem) item = g_menu_item_new (label, NULL);

      g_menu_item_set_action_and_target (item, "seat.faction", "s", factions[i]);
      g_menu_append_item (self->faction_menu, item);
    }
}

void
wg_seat_row_update (WgSeatRow *self)
{
  const char *const *colors;
  const char        *color, *name;
  guint              selected = GTK_INVALID_LIST_POSITION;
  g_autofree char   *title = NULL;
  g_auto (GStrv) color_names = NULL;

  g_return_if_fail (WG_IS_SEAT_ROW (self));

  if (self->model == NULL || self->seat >= wg_new_game_model_get_n_players (self->model))
    return;
  colors = wg_new_game_model_get_colors (self->model);
  color = wg_new_game_model_get_color (self->model, self->seat);
  name = wg_new_game_model_get_name (self->model, self->seat);
  color_names = wg_new_game_model_dup_color_names (self->model);
  self->updating = TRUE;
  gtk_string_list_splice (self->color_names, 0,
                          g_list_model_get_n_items (G_LIST_MODEL (self->color_names)),
                          (const char *const *) color_names);
  for (guint i = 0; colors[i] != NULL; i++)
    if (g_strcmp0 (colors[i], color) == 0)
      selected = i;
  adw_combo_row_set_selected (self->color_row, selected);
  self->updating = FALSE;
  /* TRANSLATORS: a seat of a new game, "Player 1" */
  title = g_strdup_printf (_ ("Player %u"), self->seat + 1);
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (self), title);
  if (name != NULL && color != NULL)
    {
      g_autofree char *subtitle = g_strdup_printf (_ ("%s (%s)"), name,
                                                   wg_color_display_name (color));

      adw_expander_row_set_subtitle (ADW_EXPANDER_ROW (self), subtitle);
    }
  else
    adw_expander_row_set_subtitle (ADW_EXPANDER_ROW (self),
                                   color != NULL ? wg_color_display_name (color)
                                                 : _ ("No colour left on this board"));
  wg_swatch_set (self->swatch, color);
}

void
wg_seat_row_set_model (WgSeatRow      *self,
                       WgNewGameModel *model,
                       guint           seat)
{
  g_return_if_fail (WG_IS_SEAT_ROW (self));
  g_return_if_fail (WG_IS_NEW_GAME_MODEL (model));

  g_set_object (&self->model, model);
  self->seat = seat;
  fill_faction_menu (self);
  wg_seat_row_update (self);
}

static void
wg_seat_row_dispose (GObject *object)
{
  WgSeatRow *self = WG_SEAT_ROW (object);

  g_clear_object (&self->model);
  gtk_widget_dispose_template (GTK_WIDGET (self), WG_TYPE_SEAT_ROW);

  G_OBJECT_CLASS (wg_seat_row_parent_class)->dispose (object);
}

static void
wg_seat_row_class_init (WgSeatRowClass *klass)
{
  GObjectClass   *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = wg_seat_row_dispose;

  gtk_widget_class_set_template_from_resource (widget_class,
                                               RESOURCE_PREFIX "/ui/wg-seat-row.ui");
  gtk_widget_class_bind_template_child (widget_class, WgSeatRow, swatch);
  gtk_widget_class_bind_template_child (widget_class, WgSeatRow, color_row);
  gtk_widget_class_bind_template_child (widget_class, WgSeatRow, color_names);
  gtk_widget_class_bind_template_child (widget_class, WgSeatRow, name_row);
  gtk_widget_class_bind_template_child (widget_class, WgSeatRow, faction_row);
  gtk_widget_class_bind_template_child (widget_class, WgSeatRow, side_row);
  gtk_widget_class_bind_template_child (widget_class, WgSeatRow, faction_menu);
  gtk_widget_class_bind_template_callback (widget_class, on_color_selected);
  gtk_widget_class_bind_template_callback (widget_class, on_name_changed);
  gtk_widget_class_bind_template_callback (widget_class, on_faction_changed);
  gtk_widget_class_bind_template_callback (widget_class, on_side_selected);
  gtk_widget_class_install_action (widget_class, "seat.faction", "s", faction_action);
}

static void
wg_seat_row_init (WgSeatRow *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
}
