/* wg-pools-panel.c — what lies beside the board: Trade Goods, decks, the cards available
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
#include "wg-page-helpers.h"
#include "wg-pools-panel.h"

struct _WgPoolsPanel
{
  WgSidebarPage  parent_instance;

  /* Template children */
  GtkSpinButton *trade_goods_spin;
  AdwActionRow  *technology_deck_row;
  GtkSpinButton *technology_deck_spin;
  GtkListBox    *technology_list;
  WgAddCardRow  *technology_adder;
  AdwActionRow  *objective_deck_row;
  GtkSpinButton *objective_deck_spin;
  GtkListBox    *objective_list;
  WgAddCardRow  *objective_adder;
  AdwActionRow  *promotion_deck_row;
  GtkSpinButton *promotion_deck_spin;
  GtkListBox    *promotion_list;
  WgAddCardRow  *promotion_adder;
};

G_DEFINE_FINAL_TYPE (WgPoolsPanel, wg_pools_panel, WG_TYPE_SIDEBAR_PAGE)

static const WgGame *
get_game (WgPoolsPanel *self)
{
  return wg_sidebar_page_get_game (WG_SIDEBAR_PAGE (self));
}

static void
on_trade_goods_changed (WgPoolsPanel *self)
{
  g_autofree char *description = NULL;
  g_autoptr (GError) error = NULL;
  WgGame *next;

  if (get_game (self) == NULL)
    return;
  next = wg_edit_set_pool_trade_goods (get_game (self),
                                       gtk_spin_button_get_value_as_int (self->trade_goods_spin),
                                       &description, &error);
  wg_sidebar_page_apply_edit (WG_SIDEBAR_PAGE (self), next, description, error, FALSE);
}

static const WgDeck *
deck_of (const WgGame *game,
         WgPoolDeck    deck)
{
  switch (deck)
    {
    case WG_POOL_DECK_TECHNOLOGIES: return &game->technology_deck;
    case WG_POOL_DECK_OBJECTIVES: return &game->objective_deck;
    case WG_POOL_DECK_PROMOTION: return &game->promotion_deck;
    default: g_return_val_if_reached (NULL);
    }
}

static void
on_deck_changed (WgPoolsPanel  *self,
                 GtkSpinButton *spin)
{
  const WgGame    *game = get_game (self);
  WgPoolDeck       deck = spin == self->technology_deck_spin  ? WG_POOL_DECK_TECHNOLOGIES
                          : spin == self->objective_deck_spin ? WG_POOL_DECK_OBJECTIVES
                                                              : WG_POOL_DECK_PROMOTION;
  g_autofree char *description = NULL;
  g_autoptr (GError) error = NULL;
  gboolean was_known;
  WgGame  *next;

  if (game == NULL)
    return;
  /* A deck of known order forgets its order: worth an Undo. */
  was_known = deck_of (game, deck)->known && wg_deck_size (deck_of (game, deck)) > 0;
  next = wg_edit_set_deck_size (game, deck, gtk_spin_button_get_value_as_int (spin),
                                &description, &error);
  wg_sidebar_page_apply_edit (WG_SIDEBAR_PAGE (self), next, description, error, was_known);
}

static void
on_remove_technology (WgPoolsPanel *self,
                      WgCardRow    *row)
{
  wg_card_list_remove (WG_SIDEBAR_PAGE (self), WG_CARD_LIST_TECHNOLOGIES, WG_NO_PLAYER,
                       wg_card_row_get_index (row));
}

static void
on_remove_objective (WgPoolsPanel *self,
                     WgCardRow    *row)
{
  wg_card_list_remove (WG_SIDEBAR_PAGE (self), WG_CARD_LIST_OBJECTIVES, WG_NO_PLAYER,
                       wg_card_row_get_index (row));
}

static void
on_remove_promotion (WgPoolsPanel *self,
                     WgCardRow    *row)
{
  wg_card_list_remove (WG_SIDEBAR_PAGE (self), WG_CARD_LIST_TACTICS, WG_NO_PLAYER,
                       wg_card_row_get_index (row));
}

static void
on_add_technology (WgPoolsPanel *self)
{
  wg_card_list_add (WG_SIDEBAR_PAGE (self), self->technology_adder, WG_CARD_LIST_TECHNOLOGIES, WG_NO_PLAYER);
}

static void
on_add_objective (WgPoolsPanel *self)
{
  wg_card_list_add (WG_SIDEBAR_PAGE (self), self->objective_adder, WG_CARD_LIST_OBJECTIVES, WG_NO_PLAYER);
}

static void
on_add_promotion (WgPoolsPanel *self)
{
  wg_card_list_add (WG_SIDEBAR_PAGE (self), self->promotion_adder, WG_CARD_LIST_TACTICS, WG_NO_PLAYER);
}

static void
update_deck (AdwActionRow  *row,
             GtkSpinButton *spin,
             const WgDeck  *deck)
{
  wg_page_set_spin (spin, 0, 999, wg_deck_size (deck));
  adw_action_row_set_subtitle (row, deck->known && deck->unordered && wg_deck_size (deck) > 0
                                      ? _ ("Cards known, order not known (R-DECK-3)")
                                    : deck->known && wg_deck_size (deck) > 0
                                      ? _ ("Order known")
                                      : _ ("Order not known"));
}

static void
wg_pools_panel_refresh (WgSidebarPage *page)
{
  WgPoolsPanel *self = WG_POOLS_PANEL (page);
  const WgGame *game = get_game (self);

  gtk_widget_set_sensitive (GTK_WIDGET (self), game != NULL);
  if (game == NULL)
    return;
  wg_page_set_spin (self->trade_goods_spin, 0, 999, game->trade_goods);
  update_deck (self->technology_deck_row, self->technology_deck_spin, &game->technology_deck);
  update_deck (self->objective_deck_row, self->objective_deck_spin, &game->objective_deck);
  update_deck (self->promotion_deck_row, self->promotion_deck_spin, &game->promotion_deck);
  wg_card_list_fill_technologies (self->technology_list, game->technologies,
                                  G_CALLBACK (on_remove_technology), self);
  wg_card_list_fill_planet_types (self->objective_list, game->objectives,
                                  G_CALLBACK (on_remove_objective), self);
  wg_card_list_fill_tactics (self->promotion_list, wg_sidebar_page_get_catalog (page),
                             game->promotion_discard, NULL, NULL,
                             G_CALLBACK (on_remove_promotion), NULL, NULL, self);
}

static void
wg_pools_panel_catalog_changed (WgSidebarPage *page)
{
  WgPoolsPanel *self = WG_POOLS_PANEL (page);
  WgCatalog    *catalog = wg_sidebar_page_get_catalog (page);

  wg_add_card_row_set_catalog (self->technology_adder, catalog);
  wg_add_card_row_set_catalog (self->objective_adder, catalog);
  wg_add_card_row_set_catalog (self->promotion_adder, catalog);
  wg_sidebar_page_refresh (page);
}

static void
wg_pools_panel_class_init (WgPoolsPanelClass *klass)
{
  WgSidebarPageClass *page_class = WG_SIDEBAR_PAGE_CLASS (klass);
  GtkWidgetClass     *widget_class = GTK_WIDGET_CLASS (klass);

  page_class->refresh_when_mapped = TRUE;
  page_class->catalog_changed = wg_pools_panel_catalog_changed;
  page_class->refresh = wg_pools_panel_refresh;

  g_type_ensure (WG_TYPE_ADD_CARD_ROW);
  gtk_widget_class_set_template_from_resource (widget_class,
                                               RESOURCE_PREFIX "/ui/wg-pools-panel.ui");
  gtk_widget_class_bind_template_child (widget_class, WgPoolsPanel, trade_goods_spin);
  gtk_widget_class_bind_template_child (widget_class, WgPoolsPanel, technology_deck_row);
  gtk_widget_class_bind_template_child (widget_class, WgPoolsPanel, technology_deck_spin);
  gtk_widget_class_bind_template_child (widget_class, WgPoolsPanel, technology_list);
  gtk_widget_class_bind_template_child (widget_class, WgPoolsPanel, technology_adder);
  gtk_widget_class_bind_template_child (widget_class, WgPoolsPanel, objective_deck_row);
  gtk_widget_class_bind_template_child (widget_class, WgPoolsPanel, objective_deck_spin);
  gtk_widget_class_bind_template_child (widget_class, WgPoolsPanel, objective_list);
  gtk_widget_class_bind_template_child (widget_class, WgPoolsPanel, objective_adder);
  gtk_widget_class_bind_template_child (widget_class, WgPoolsPanel, promotion_deck_row);
  gtk_widget_class_bind_template_child (widget_class, WgPoolsPanel, promotion_deck_spin);
  gtk_widget_class_bind_template_child (widget_class, WgPoolsPanel, promotion_list);
  gtk_widget_class_bind_template_child (widget_class, WgPoolsPanel, promotion_adder);
  wg_sidebar_page_class_bind_message (widget_class);
  gtk_widget_class_bind_template_callback (widget_class, on_trade_goods_changed);
  gtk_widget_class_bind_template_callback (widget_class, on_deck_changed);
  gtk_widget_class_bind_template_callback (widget_class, on_add_technology);
  gtk_widget_class_bind_template_callback (widget_class, on_add_objective);
  gtk_widget_class_bind_template_callback (widget_class, on_add_promotion);
  gtk_widget_class_set_css_name (widget_class, "poolspanel");
}

static void
wg_pools_panel_init (WgPoolsPanel *self)
{
  g_autoptr (WgCatalog) catalog = wg_catalog_new_builtin ();

  gtk_widget_init_template (GTK_WIDGET (self));
  wg_page_name_only (GTK_WIDGET (self->trade_goods_spin));
  wg_page_name_only (GTK_WIDGET (self->technology_deck_spin));
  wg_page_name_only (GTK_WIDGET (self->objective_deck_spin));
  wg_page_name_only (GTK_WIDGET (self->promotion_deck_spin));
  g_signal_group_connect_swapped (wg_sidebar_page_get_session_signals (WG_SIDEBAR_PAGE (self)),
                                  "changed", G_CALLBACK (wg_sidebar_page_refresh), self);
  wg_sidebar_page_set_catalog (WG_SIDEBAR_PAGE (self), catalog);
}

GtkWidget *
wg_pools_panel_new (void)
{
  return g_object_new (WG_TYPE_POOLS_PANEL, NULL);
}
