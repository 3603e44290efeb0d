/* wg-add-card-row.c — the row that adds a card: which one, its planet type or kind
 * Copyright 2026 The Warpgate Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "wg-add-card-row.h"
#include "wg-catalog.h"
#include "wg-words.h"

struct _WgAddCardRow
{
  AdwExpanderRow parent_instance;

  WgAddCardKind  kind;
  WgCatalog     *catalog;
  GPtrArray     *cards; /* const WgCard *, after "not known" */

  /* Template children */
  AdwComboRow   *card_row;
  GtkStringList *card_names;
  AdwComboRow   *type_row;
  GtkStringList *type_names;
  AdwComboRow   *tactic_kind_row;
  AdwComboRow   *multiplier_row;
  GtkStringList *multiplier_names;
};

G_DEFINE_FINAL_TYPE (WgAddCardRow, wg_add_card_row, ADW_TYPE_EXPANDER_ROW)

static const GEnumValue kind_values[] = {
  { WG_ADD_CARD_TECHNOLOGY, "WG_ADD_CARD_TECHNOLOGY", "technology" },
  { WG_ADD_CARD_OBJECTIVE, "WG_ADD_CARD_OBJECTIVE", "objective" },
  { WG_ADD_CARD_TACTIC, "WG_ADD_CARD_TACTIC", "tactic" },
  { 0, NULL, NULL },
};

GType
wg_add_card_kind_get_type (void)
{
  static gsize type;

  if (g_once_init_enter (&type))
    g_once_init_leave (&type, g_enum_register_static ("WgAddCardKind", kind_values));
  return type;
}

enum
{
  PROP_0,
  PROP_KIND,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

enum
{
  SIGNAL_ADD,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static gboolean
offers (WgAddCardKind kind,
        WgCardKind    card)
{
  switch (kind)
    {
    case WG_ADD_CARD_TECHNOLOGY: return card == WG_CARD_TECHNOLOGY;
    case WG_ADD_CARD_OBJECTIVE: return card == WG_CARD_OBJECTIVE;
    case WG_ADD_CARD_TACTIC: return wg_card_kind_is_tactic (card);
    default: g_return_val_if_reached (FALSE);
    }
}

/* The chosen catalog card, or NULL for one not known. */
static const WgCard *
chosen_card (WgAddCardRow *self)
{
  guint selected = adw_combo_row_get_selected (self->card_row);

  if (selected == 0 || selected == GTK_INVALID_LIST_POSITION || selected > self->cards->len)
    return NULL;
  return g_ptr_array_index (self->cards, selected - 1);
}

/* What the catalog knows of the card fixes its type or kind. */
static void
on_card_selected (WgAddCardRow *self)
{
  const WgCard *card = chosen_card (self);

  gtk_widget_set_sensitive (GTK_WIDGET (self->type_row), card == NULL || !card->has_type);
  if (card != NULL && card->has_type)
    adw_combo_row_set_selected (self->type_row, card->type);
  gtk_widget_set_sensitive (GTK_WIDGET (self->tactic_kind_row), card == NULL);
  if (card != NULL && wg_card_kind_is_tactic (card->kind))
    adw_combo_row_set_selected (self->tactic_kind_row, card->kind - WG_CARD_BASIC);
  /* The first choice is what the catalog knows; 1–10 are ×0–×9. */
  if (self->kind == WG_ADD_CARD_TACTIC)
    {
      g_autofree char *first = NULL;

      if (card != NULL && card->multiplier != WG_MULTIPLIER_UNKNOWN)
        /* TRANSLATORS: the multiplier the card catalog has for a card, "×2 (the catalog's)" */
        first = g_strdup_printf (_ ("×%d (the catalog’s)"), card->multiplier);
      else
        first = g_strdup (_ ("Not known"));
      gtk_string_list_splice (self->multiplier_names, 0, 1, (const char *const[]) { first, NULL });
      adw_combo_row_set_selected (self->multiplier_row, 0);
    }
}

static void
on_add_clicked (WgAddCardRow *self)
{
  g_signal_emit (self, signals[SIGNAL_ADD], 0);
}

static void
fill_cards (WgAddCardRow *self)
{
  guint n = g_list_model_get_n_items (G_LIST_MODEL (self->card_names));

  g_ptr_array_set_size (self->cards, 0);
  for (guint i = 0; self->catalog != NULL && i < wg_catalog_get_n_cards (self->catalog); i++)
    {
      const WgCard *card = wg_catalog_get_card (self->catalog, i);

      if (offers (self->kind, card->kind))
        g_ptr_array_add (self->cards, (gpointer) card);
    }
  {
    const char **names = g_new0 (const char *, self->cards->len + 2);

    names[0] = _ ("Not known");
    for (guint i = 0; i < self->cards->len; i++)
      names[i + 1] = ((const WgCard *) g_ptr_array_index (self->cards, i))->name;
    gtk_string_list_splice (self->card_names, 0, n, names);
    g_free (names);
  }
  adw_combo_row_set_selected (self->card_row, 0);
  on_card_selected (self);
}

void
wg_add_card_row_set_catalog (WgAddCardRow *self,
                             WgCatalog    *catalog)
{
  g_return_if_fail (WG_IS_ADD_CARD_ROW (self));

  if (catalog != NULL)
    wg_catalog_ref (catalog);
  g_clear_pointer (&self->catalog, wg_catalog_unref);
  self->catalog = catalog;
  fill_cards (self);
}

WgAddCardKind
wg_add_card_row_get_kind (WgAddCardRow *self)
{
  g_return_val_if_fail (WG_IS_ADD_CARD_ROW (self), WG_ADD_CARD_TECHNOLOGY);
  return self->kind;
}

static WgPlanetType
chosen_type (WgAddCardRow *self)
{
  guint selected = adw_combo_row_get_selected (self->type_row);

  return selected < WG_PLANET_ANCIENTS ? (WgPlanetType) selected : WG_PLANET_DESERT;
}

void
wg_add_card_row_get_technology (WgAddCardRow *self,
                                WgTechnology *technology)
{
  const WgCard *card;

  g_return_if_fail (WG_IS_ADD_CARD_ROW (self));
  g_return_if_fail (self->kind == WG_ADD_CARD_TECHNOLOGY);

  card = chosen_card (self);
  technology->name = card != NULL ? g_strdup (card->name) : NULL;
  technology->type = chosen_type (self);
  /* The game file's default (docs/game-format.md): 2 VP. */
  technology->vp = card != NULL && card->has_vp ? card->vp : (WgVp) { WG_VP_FIXED, 2 };
}

void
wg_add_card_row_get_objective (WgAddCardRow *self,
                               WgObjective  *objective)
{
  const WgCard *card;

  g_return_if_fail (WG_IS_ADD_CARD_ROW (self));
  g_return_if_fail (self->kind == WG_ADD_CARD_OBJECTIVE);

  card = chosen_card (self);
  objective->name = card != NULL ? g_strdup (card->name) : NULL;
  objective->type = chosen_type (self);
  objective->status = WG_OBJECTIVE_HELD;
}

void
wg_add_card_row_get_tactic (WgAddCardRow *self,
                            WgTactic     *tactic)
{
  const WgCard *card;
  guint         kind;

  g_return_if_fail (WG_IS_ADD_CARD_ROW (self));
  g_return_if_fail (self->kind == WG_ADD_CARD_TACTIC);

  card = chosen_card (self);
  kind = adw_combo_row_get_selected (self->tactic_kind_row);
  tactic->card = card != NULL ? g_strdup (card->id) : NULL;
  tactic->name = NULL;
  /* A catalog card brings its kind and multiplier (wg_catalog_resolve_tactic). */
  tactic->has_kind = card == NULL;
  tactic->kind = kind <= WG_TACTIC_ADVANCED ? (WgTacticKind) kind : WG_TACTIC_BASIC;
  tactic->multiplier = WG_MULTIPLIER_UNKNOWN;
  /* A multiplier read from the card is the game file's (it comes first). */
  if (adw_combo_row_get_selected (self->multiplier_row) >= 1
      && adw_combo_row_get_selected (self->multiplier_row) <= 10)
    tactic->multiplier = (int) adw_combo_row_get_selected (self->multiplier_row) - 1;
}

void
wg_add_card_row_set_multiplier (WgAddCardRow *self,
                                int           multiplier)
{
  g_return_if_fail (WG_IS_ADD_CARD_ROW (self));
  g_return_if_fail (multiplier >= WG_MULTIPLIER_UNKNOWN && multiplier <= 9);

  adw_combo_row_set_selected (self->multiplier_row, (guint) (multiplier + 1));
}

guint
wg_add_card_row_get_n_cards (WgAddCardRow *self)
{
  g_return_val_if_fail (WG_IS_ADD_CARD_ROW (self), 0);
  return self->cards->len + 1;
}

void
wg_add_card_row_select (WgAddCardRow *self,
                        guint         card,
                        int           planet_type)
{
  g_return_if_fail (WG_IS_ADD_CARD_ROW (self));
  g_return_if_fail (card <= self->cards->len);

  adw_combo_row_set_selected (self->card_row, card);
  if (planet_type >= 0 && planet_type < WG_PLANET_ANCIENTS && gtk_widget_get_sensitive (GTK_WIDGET (self->type_row)))
    adw_combo_row_set_selected (self->type_row, (guint) planet_type);
}

static void
wg_add_card_row_constructed (GObject *object)
{
  WgAddCardRow *self = WG_ADD_CARD_ROW (object);
  const char   *title;

  G_OBJECT_CLASS (wg_add_card_row_parent_class)->constructed (object);

  switch (self->kind)
    {
    case WG_ADD_CARD_TECHNOLOGY: title = _ ("Add a Technology"); break;
    case WG_ADD_CARD_OBJECTIVE: title = _ ("Add an Objective"); break;
    case WG_ADD_CARD_TACTIC: title = _ ("Add a Tactics Card"); break;
    default: g_assert_not_reached ();
    }
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (self), title);
  gtk_widget_set_visible (GTK_WIDGET (self->type_row), self->kind != WG_ADD_CARD_TACTIC);
  gtk_widget_set_visible (GTK_WIDGET (self->tactic_kind_row), self->kind == WG_ADD_CARD_TACTIC);
  gtk_widget_set_visible (GTK_WIDGET (self->multiplier_row), self->kind == WG_ADD_CARD_TACTIC);
  fill_cards (self);
}

static void
wg_add_card_row_dispose (GObject *object)
{
  gtk_widget_dispose_template (GTK_WIDGET (object), WG_TYPE_ADD_CARD_ROW);

  G_OBJECT_CLASS (wg_add_card_row_parent_class)->dispose (object);
}

static void
wg_add_card_row_finalize (GObject *object)
{
  WgAddCardRow *self = WG_ADD_CARD_ROW (object);

  g_clear_pointer (&self->catalog, wg_catalog_unref);
  g_clear_pointer (&self->cards, g_ptr_array_unref);

  G_OBJECT_CLASS (wg_add_card_row_parent_class)->finalize (object);
}

static void
wg_add_card_row_get_property (GObject    *object,
                              guint       prop_id,
                              GValue     *value,
                              GParamSpec *pspec)
{
  switch (prop_id)
    {
    case PROP_KIND:
      g_value_set_enum (value, WG_ADD_CARD_ROW (object)->kind);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
wg_add_card_row_set_property (GObject      *object,
                              guint         prop_id,
                              const GValue *value,
                              GParamSpec   *pspec)
{
  switch (prop_id)
    {
    case PROP_KIND:
      WG_ADD_CARD_ROW (object)->kind = g_value_get_enum (value);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
wg_add_card_row_class_init (WgAddCardRowClass *klass)
{
  GObjectClass   *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->constructed = wg_add_card_row_constructed;
  object_class->dispose = wg_add_card_row_dispose;
  object_class->finalize = wg_add_card_row_finalize;
  object_class->get_property = wg_add_card_row_get_property;
  object_class->set_property = wg_add_card_row_set_property;

  properties[PROP_KIND] =
    g_param_spec_enum ("kind", NULL, NULL, WG_TYPE_ADD_CARD_KIND, WG_ADD_CARD_TECHNOLOGY,
                       G_PARAM_READWRITE | G_PARAM_CONSTRUCT_ONLY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  signals[SIGNAL_ADD] =
    g_signal_new ("add", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                  G_TYPE_NONE, 0);

  gtk_widget_class_set_template_from_resource (widget_class,
                                               RESOURCE_PREFIX "/ui/wg-add-card-row.ui");
  gtk_widget_class_bind_template_child (widget_class, WgAddCardRow, card_row);
  gtk_widget_class_bind_template_child (widget_class, WgAddCardRow, card_names);
  gtk_widget_class_bind_template_child (widget_class, WgAddCardRow, type_row);
  gtk_widget_class_bind_template_child (widget_class, WgAddCardRow, type_names);
  gtk_widget_class_bind_template_child (widget_class, WgAddCardRow, tactic_kind_row);
  gtk_widget_class_bind_template_child (widget_class, WgAddCardRow, multiplier_row);
  gtk_widget_class_bind_template_child (widget_class, WgAddCardRow, multiplier_names);
  gtk_widget_class_bind_template_callback (widget_class, on_card_selected);
  gtk_widget_class_bind_template_callback (widget_class, on_add_clicked);
}

static void
wg_add_card_row_init (WgAddCardRow *self)
{
  self->cards = g_ptr_array_new ();
  gtk_widget_init_template (GTK_WIDGET (self));
  /* Technologies and Objectives: never the Ancients homeworld (R-DECK-2). */
  for (int type = 0; type < WG_PLANET_ANCIENTS; type++)
    {
      g_autofree char *label = wg_words_planet_type ((WgPlanetType) type);

      gtk_string_list_append (self->type_names, label);
    }
  gtk_string_list_append (self->multiplier_names, _ ("Not known"));
  for (int n = 0; n <= 9; n++)
    {
      g_autofree char *label = g_strdup_printf ("×%d", n);

      gtk_string_list_append (self->multiplier_names, label);
    }
}
