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
#include "wg-session.h"

struct _WgPoolsPanel
{
  AdwBin          parent_instance;

  gboolean          stale;     /* hidden when the game changed: refreshed when shown */

  WgSession      *session;
  WgCatalog      *catalog;
  char           *message;

  /* Template children */
  GtkRevealer    *message_revealer;
  GtkLabel       *message_label;
  GtkSpinButton  *trade_goods_spin;
  AdwActionRow   *technology_deck_row;
  GtkSpinButton  *technology_deck_spin;
  GtkListBox     *technology_list;
  WgAddCardRow   *technology_adder;
  AdwActionRow   *objective_deck_row;
  GtkSpinButton  *objective_deck_spin;
  GtkListBox     *objective_list;
  WgAddCardRow   *objective_adder;
  AdwActionRow   *promotion_deck_row;
  GtkSpinButton  *promotion_deck_spin;
  GtkListBox     *promotion_list;
  WgAddCardRow   *promotion_adder;
};

G_DEFINE_FINAL_TYPE (WgPoolsPanel, wg_pools_panel, ADW_TYPE_BIN)

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

static void refresh (WgPoolsPanel *self);

static const WgGame *
get_game (WgPoolsPanel *self)
{
  return self->session != NULL ? wg_session_get_game (self->session) : NULL;
}

static void
show_message (WgPoolsPanel *self,
              char         *message)
{
  g_free (self->message);
  self->message = message;
  wg_page_show_message (self->message_revealer, self->message_label, message);
}

static gboolean
apply (WgPoolsPanel *self,
       WgGame       *next,
       const char   *description,
       const GError *error,
       gboolean      offer_undo)
{
  char *message = wg_session_apply_edit (self->session, next, description, error);

  show_message (self, message);
  if (message != NULL)
    refresh (self);
  else if (offer_undo)
    g_signal_emit (self, signals[SIGNAL_TOAST], 0, description, TRUE);
  return message == NULL;
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
  apply (self, next, description, error, FALSE);
}

static const WgDeck *
deck_of (const WgGame *game,
         WgPoolDeck    deck)
{
  switch (deck)
    {
    case WG_POOL_DECK_TECHNOLOGIES: return &game->technology_deck;
    case WG_POOL_DECK_OBJECTIVES:   return &game->objective_deck;
    case WG_POOL_DECK_PROMOTION:    return &game->promotion_deck;
    default:                        g_return_val_if_reached (NULL);
    }
}

static void
on_deck_changed (WgPoolsPanel  *self,
                 GtkSpinButton *spin)
{
  const WgGame *game = get_game (self);
  WgPoolDeck deck = spin == self->technology_deck_spin ? WG_POOL_DECK_TECHNOLOGIES
                    : spin == self->objective_deck_spin ? WG_POOL_DECK_OBJECTIVES
                                                        : WG_POOL_DECK_PROMOTION;
  g_autofree char *description = NULL;
  g_autoptr (GError) error = NULL;
  gboolean was_known;
  WgGame *next;

  if (game == NULL)
    return;
  /* A deck of known order forgets its order: worth an Undo. */
  was_known = deck_of (game, deck)->known && wg_deck_size (deck_of (game, deck)) > 0;
  next = wg_edit_set_deck_size (game, deck, gtk_spin_button_get_value_as_int (spin),
                                &description, &error);
  apply (self, next, description, error, was_known);
}

static void
on_remove_technology (WgPoolsPanel *self,
                      WgCardRow    *row)
{
  g_autofree char *description = NULL;
  g_autoptr (GError) error = NULL;
  WgGame *next;

  next = wg_edit_remove_technology (get_game (self), WG_NO_PLAYER, wg_card_row_get_index (row),
                                    &description, &error);
  apply (self, next, description, error, TRUE);
}

static void
on_remove_objective (WgPoolsPanel *self,
                     WgCardRow    *row)
{
  g_autofree char *description = NULL;
  g_autoptr (GError) error = NULL;
  WgGame *next;

  next = wg_edit_remove_objective (get_game (self), WG_NO_PLAYER, wg_card_row_get_index (row),
                                   &description, &error);
  apply (self, next, description, error, TRUE);
}

static void
on_remove_promotion (WgPoolsPanel *self,
                     WgCardRow    *row)
{
  g_autofree char *description = NULL;
  g_autoptr (GError) error = NULL;
  WgGame *next;

  next = wg_edit_remove_tactic (get_game (self), WG_NO_PLAYER, wg_card_row_get_index (row),
                                &description, &error);
  apply (self, next, description, error, TRUE);
}

static void
on_add_technology (WgPoolsPanel *self)
{
  WgTechnology technology = { 0 };
  g_autofree char *description = NULL;
  g_autoptr (GError) error = NULL;
  WgGame *next;

  if (get_game (self) == NULL)
    return;
  wg_add_card_row_get_technology (self->technology_adder, &technology);
  next = wg_edit_add_technology (get_game (self), WG_NO_PLAYER, &technology, &description,
                                 &error);
  wg_technology_clear (&technology);
  apply (self, next, description, error, FALSE);
}

static void
on_add_objective (WgPoolsPanel *self)
{
  WgObjective objective = { 0 };
  g_autofree char *description = NULL;
  g_autoptr (GError) error = NULL;
  WgGame *next;

  if (get_game (self) == NULL)
    return;
  wg_add_card_row_get_objective (self->objective_adder, &objective);
  next = wg_edit_add_objective (get_game (self), WG_NO_PLAYER, &objective, &description, &error);
  wg_objective_clear (&objective);
  apply (self, next, description, error, FALSE);
}

static void
on_add_promotion (WgPoolsPanel *self)
{
  WgTactic tactic = { 0 };
  g_autofree char *description = NULL;
  g_autoptr (GError) error = NULL;
  WgGame *next;

  if (get_game (self) == NULL)
    return;
  wg_add_card_row_get_tactic (self->promotion_adder, &tactic);
  next = wg_edit_add_tactic (get_game (self), WG_NO_PLAYER, &tactic, &description, &error);
  wg_tactic_clear (&tactic);
  apply (self, next, description, error, FALSE);
}

static void
update_deck (AdwActionRow  *row,
             GtkSpinButton *spin,
             const WgDeck  *deck)
{
  wg_page_set_spin (spin, 0, 999, wg_deck_size (deck));
  adw_action_row_set_subtitle (row, deck->known && wg_deck_size (deck) > 0
                                    ? _("Order known") : _("Order not known"));
}

static void
refresh (WgPoolsPanel *self)
{
  const WgGame *game = get_game (self);

  /* The game changes on every click; a panel on a page not shown (most
   * of the time) is brought up to date when it is shown instead. */
  self->stale = !gtk_widget_get_mapped (GTK_WIDGET (self));
  if (self->stale)
    return;

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
  wg_card_list_fill_tactics (self->promotion_list, self->catalog, game->promotion_discard, NULL, NULL,
                         G_CALLBACK (on_remove_promotion), self);
}

WgSession *
wg_pools_panel_get_session (WgPoolsPanel *self)
{
  g_return_val_if_fail (WG_IS_POOLS_PANEL (self), NULL);
  return self->session;
}

void
wg_pools_panel_set_session (WgPoolsPanel *self,
                            WgSession    *session)
{
  g_return_if_fail (WG_IS_POOLS_PANEL (self));
  g_return_if_fail (session == NULL || WG_IS_SESSION (session));

  if (self->session == session)
    return;
  if (self->session != NULL)
    g_signal_handlers_disconnect_by_data (self->session, self);
  g_set_object (&self->session, session);
  if (session != NULL)
    g_signal_connect_object (session, "changed", G_CALLBACK (refresh), self, G_CONNECT_SWAPPED);
  show_message (self, NULL);
  refresh (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SESSION]);
}

void
wg_pools_panel_set_catalog (WgPoolsPanel *self,
                            WgCatalog    *catalog)
{
  g_return_if_fail (WG_IS_POOLS_PANEL (self));
  g_return_if_fail (catalog != NULL);

  wg_catalog_ref (catalog);
  g_clear_pointer (&self->catalog, wg_catalog_unref);
  self->catalog = catalog;
  wg_add_card_row_set_catalog (self->technology_adder, catalog);
  wg_add_card_row_set_catalog (self->objective_adder, catalog);
  wg_add_card_row_set_catalog (self->promotion_adder, catalog);
  refresh (self);
}

const char *
wg_pools_panel_get_message (WgPoolsPanel *self)
{
  g_return_val_if_fail (WG_IS_POOLS_PANEL (self), NULL);
  return self->message;
}

static void
wg_pools_panel_dispose (GObject *object)
{
  WgPoolsPanel *self = WG_POOLS_PANEL (object);

  if (self->session != NULL)
    g_signal_handlers_disconnect_by_data (self->session, self);
  g_clear_object (&self->session);
  /* AdwBin would unparent its child again after the template's disposal. */
  adw_bin_set_child (ADW_BIN (self), NULL);
  gtk_widget_dispose_template (GTK_WIDGET (self), WG_TYPE_POOLS_PANEL);

  G_OBJECT_CLASS (wg_pools_panel_parent_class)->dispose (object);
}

static void
wg_pools_panel_finalize (GObject *object)
{
  WgPoolsPanel *self = WG_POOLS_PANEL (object);

  g_clear_pointer (&self->catalog, wg_catalog_unref);
  g_clear_pointer (&self->message, g_free);

  G_OBJECT_CLASS (wg_pools_panel_parent_class)->finalize (object);
}

static void
wg_pools_panel_get_property (GObject    *object,
                             guint       prop_id,
                             GValue     *value,
                             GParamSpec *pspec)
{
  switch (prop_id)
    {
    case PROP_SESSION:
      g_value_set_object (value, WG_POOLS_PANEL (object)->session);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
wg_pools_panel_set_property (GObject      *object,
                             guint         prop_id,
                             const GValue *value,
                             GParamSpec   *pspec)
{
  switch (prop_id)
    {
    case PROP_SESSION:
      wg_pools_panel_set_session (WG_POOLS_PANEL (object), g_value_get_object (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
wg_pools_panel_map (GtkWidget *widget)
{
  WgPoolsPanel *self = WG_POOLS_PANEL (widget);

  GTK_WIDGET_CLASS (wg_pools_panel_parent_class)->map (widget);
  if (self->stale)
    refresh (self);
}

static void
wg_pools_panel_class_init (WgPoolsPanelClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = wg_pools_panel_dispose;
  GTK_WIDGET_CLASS (klass)->map = wg_pools_panel_map;
  object_class->finalize = wg_pools_panel_finalize;
  object_class->get_property = wg_pools_panel_get_property;
  object_class->set_property = wg_pools_panel_set_property;

  properties[PROP_SESSION] =
    g_param_spec_object ("session", NULL, NULL, WG_TYPE_SESSION,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  signals[SIGNAL_TOAST] =
    g_signal_new ("toast", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                  G_TYPE_NONE, 2, G_TYPE_STRING, G_TYPE_BOOLEAN);

  g_type_ensure (WG_TYPE_ADD_CARD_ROW);
  gtk_widget_class_set_template_from_resource (widget_class,
                                               RESOURCE_PREFIX "/ui/wg-pools-panel.ui");
  gtk_widget_class_bind_template_child (widget_class, WgPoolsPanel, message_revealer);
  gtk_widget_class_bind_template_child (widget_class, WgPoolsPanel, message_label);
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
  wg_pools_panel_set_catalog (self, catalog);
}

GtkWidget *
wg_pools_panel_new (void)
{
  return g_object_new (WG_TYPE_POOLS_PANEL, NULL);
}
