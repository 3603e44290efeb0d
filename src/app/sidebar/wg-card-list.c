/* wg-card-list.c — a list box of WgCardRow, one per card, numbered from 0
 * Copyright 2026 The Warpgate Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "wg-card-list.h"
#include "wg-card-row.h"
#include "wg-edit.h"
#include "wg-page-helpers.h"
#include "wg-words.h"

/* The list's rows, made again only when their number changes: a row whose
 * card changed in place keeps the keyboard focus. */
static void
ensure_rows (GtkListBox *list,
             guint       n,
             GCallback   on_remove,
             GCallback   on_status,
             GCallback   on_multiplier,
             gpointer    owner)
{
  GtkListBoxRow *extra = gtk_list_box_get_row_at_index (list, (int) n);

  if (extra == NULL && (n == 0 || gtk_list_box_get_row_at_index (list, (int) n - 1) != NULL))
    return;
  wg_page_clear_list (list);
  for (guint i = 0; i < n; i++)
    {
      GtkWidget *row = wg_card_row_new (i);

      g_signal_connect_object (row, "remove", on_remove, owner, G_CONNECT_SWAPPED);
      if (on_status != NULL)
        g_signal_connect_object (row, "status-changed", on_status, owner, G_CONNECT_SWAPPED);
      if (on_multiplier != NULL)
        g_signal_connect_object (row, "multiplier-changed", on_multiplier, owner,
                                 G_CONNECT_SWAPPED);
      gtk_list_box_append (list, row);
    }
}

static WgCardRow *
row_at (GtkListBox *list,
        guint       index)
{
  return WG_CARD_ROW (gtk_list_box_get_row_at_index (list, (int) index));
}

void
wg_card_list_fill_technologies (GtkListBox   *list,
                                const GArray *technologies,
                                GCallback     on_remove,
                                gpointer      owner)
{
  ensure_rows (list, technologies->len, on_remove, NULL, NULL, owner);
  for (guint i = 0; i < technologies->len; i++)
    {
      const WgTechnology *t = &g_array_index (technologies, WgTechnology, i);
      g_autofree char    *title = wg_words_technology_title (t);
      g_autofree char    *detail = wg_words_technology_detail (t);

      wg_card_row_set_card (row_at (list, i), title, detail, (int) t->type);
    }
}

void
wg_card_list_fill_objectives (GtkListBox   *list,
                              const GArray *objectives,
                              GCallback     on_remove,
                              GCallback     on_status,
                              gpointer      owner)
{
  ensure_rows (list, objectives->len, on_remove, on_status, NULL, owner);
  for (guint i = 0; i < objectives->len; i++)
    {
      const WgObjective *o = &g_array_index (objectives, WgObjective, i);
      WgCardRow         *row = row_at (list, i);
      g_autofree char   *title = NULL;

      if (o->name != NULL)
        title = g_strdup (o->name);
      else
        /* TRANSLATORS: an Objective known by its planet type, "Desert Objective" */
        title = g_strdup_printf (_ ("%s Objective"), wg_planet_type_display_name (o->type));
      wg_card_row_set_card (row, title, NULL, (int) o->type);
      wg_card_row_set_status (row, (int) o->status);
    }
}

void
wg_card_list_fill_planet_types (GtkListBox   *list,
                                const GArray *types,
                                GCallback     on_remove,
                                gpointer      owner)
{
  ensure_rows (list, types->len, on_remove, NULL, NULL, owner);
  for (guint i = 0; i < types->len; i++)
    {
      WgPlanetType     type = g_array_index (types, WgPlanetType, i);
      g_autofree char *title = g_strdup_printf (_ ("%s Objective"),
                                                wg_planet_type_display_name (type));
      g_autofree char *position = g_strdup_printf (_ ("Number %u from the left"), i + 1);

      wg_card_row_set_card (row_at (list, i), title, position, (int) type);
    }
}

/* The catalog's Tactics cards, in catalog order: the choices of which card
 * a held one is (borrowed from @catalog). */
static GPtrArray *
tactic_choices (const WgCatalog *catalog)
{
  GPtrArray *cards = g_ptr_array_new ();

  for (guint i = 0; catalog != NULL && i < wg_catalog_get_n_cards (catalog); i++)
    if (wg_card_kind_is_tactic (wg_catalog_get_card (catalog, i)->kind))
      g_ptr_array_add (cards, (gpointer) wg_catalog_get_card (catalog, i));
  return cards;
}

/* Position 0 is a card the catalog has not (an unnamed Hero, say); then the
 * catalog's Tactics. */
const WgCard *
wg_card_list_tactic_choice (const WgCatalog *catalog,
                            guint            position)
{
  g_autoptr (GPtrArray) cards = tactic_choices (catalog);

  return position > 0 && position <= cards->len ? g_ptr_array_index (cards, position - 1) : NULL;
}

/* The rows' drop-downs of which card each is: the catalog's Tactics by
 * name after "Not in the card catalog", the row's own card chosen. */
static void
set_choices (GtkListBox      *list,
             const WgCatalog *catalog,
             const GArray    *first,
             const GArray    *second,
             GCallback        on_card,
             gpointer         owner)
{
  g_autoptr (GPtrArray) cards = tactic_choices (catalog);
  g_autoptr (GPtrArray) names = g_ptr_array_new ();
  guint n_first = first->len;
  guint n = n_first + (second != NULL ? second->len : 0);

  /* TRANSLATORS: which card a held Tactics card is: none the catalog has */
  g_ptr_array_add (names, (gpointer) _ ("Not in the card catalog"));
  for (guint k = 0; k < cards->len; k++)
    g_ptr_array_add (names, ((const WgCard *) g_ptr_array_index (cards, k))->name);
  g_ptr_array_add (names, NULL);
  for (guint i = 0; i < n; i++)
    {
      const WgTactic *t = i < n_first ? &g_array_index (first, WgTactic, i)
                                      : &g_array_index (second, WgTactic, i - n_first);
      WgCardRow      *row = row_at (list, i);
      guint           selected = 0;

      for (guint k = 0; k < cards->len && t->card != NULL; k++)
        if (g_str_equal (((const WgCard *) g_ptr_array_index (cards, k))->id, t->card))
          selected = k + 1;
      if (g_object_get_data (G_OBJECT (row), "wg-card-changed") == NULL)
        {
          g_signal_connect_object (row, "card-changed", on_card, owner, G_CONNECT_SWAPPED);
          g_object_set_data (G_OBJECT (row), "wg-card-changed", GINT_TO_POINTER (TRUE));
        }
      wg_card_row_set_choices (row, (const char *const *) names->pdata, selected);
    }
}

void
wg_card_list_fill_tactics (GtkListBox      *list,
                           const WgCatalog *catalog,
                           const GArray    *first,
                           const GArray    *second,
                           const char      *second_label,
                           GCallback        on_remove,
                           GCallback        on_multiplier,
                           GCallback        on_card,
                           gpointer         owner)
{
  guint n_first = first->len;
  guint n = n_first + (second != NULL ? second->len : 0);

  ensure_rows (list, n, on_remove, NULL, on_multiplier, owner);
  if (on_card != NULL)
    set_choices (list, catalog, first, second, on_card, owner);
  for (guint i = 0; i < n; i++)
    {
      const WgTactic  *t = i < n_first ? &g_array_index (first, WgTactic, i)
                                       : &g_array_index (second, WgTactic, i - n_first);
      g_autofree char *title = wg_words_tactic_title (catalog, t);
      g_autofree char *detail = wg_words_tactic_detail (catalog, t);
      g_autofree char *subtitle = NULL;

      if (i >= n_first && second_label != NULL)
        subtitle = g_strdup_printf (_ ("%s · %s"), second_label, detail);
      wg_card_row_set_card (row_at (list, i), title, subtitle != NULL ? subtitle : detail, -1);
      if (on_multiplier != NULL)
        {
          int multiplier = WG_MULTIPLIER_UNKNOWN;

          wg_catalog_resolve_tactic (catalog, t, NULL, NULL, NULL, NULL, &multiplier);
          wg_card_row_set_multiplier (row_at (list, i), multiplier);
        }
      else
        wg_card_row_set_multiplier (row_at (list, i), -2);
    }
}

void
wg_card_list_add (WgSidebarPage *page,
                  WgAddCardRow  *adder,
                  WgCardListKind kind,
                  int            owner)
{
  const WgGame    *game = wg_sidebar_page_get_game (page);
  g_autofree char *description = NULL;
  g_autoptr (GError) error = NULL;
  WgGame *next = NULL;

  if (game == NULL)
    return;
  switch (kind)
    {
    case WG_CARD_LIST_TECHNOLOGIES:
      {
        WgTechnology technology = { 0 };

        wg_add_card_row_get_technology (adder, &technology);
        next = wg_edit_add_technology (game, owner, &technology, &description, &error);
        wg_technology_clear (&technology);
        break;
      }
    case WG_CARD_LIST_OBJECTIVES:
      {
        WgObjective objective = { 0 };

        wg_add_card_row_get_objective (adder, &objective);
        next = wg_edit_add_objective (game, owner, &objective, &description, &error);
        wg_objective_clear (&objective);
        break;
      }
    case WG_CARD_LIST_TACTICS:
      {
        WgTactic tactic = { 0 };

        wg_add_card_row_get_tactic (adder, &tactic);
        next = wg_edit_add_tactic (game, owner, &tactic, &description, &error);
        wg_tactic_clear (&tactic);
        break;
      }
    default:
      g_assert_not_reached ();
    }
  wg_sidebar_page_apply_edit (page, next, description, error, FALSE);
}

gboolean
wg_card_list_remove (WgSidebarPage *page,
                     WgCardListKind kind,
                     int            owner,
                     guint          index)
{
  const WgGame    *game = wg_sidebar_page_get_game (page);
  g_autofree char *description = NULL;
  g_autoptr (GError) error = NULL;
  WgGame *next = NULL;

  switch (kind)
    {
    case WG_CARD_LIST_TECHNOLOGIES:
      next = wg_edit_remove_technology (game, owner, index, &description, &error);
      break;
    case WG_CARD_LIST_OBJECTIVES:
      next = wg_edit_remove_objective (game, owner, index, &description, &error);
      break;
    case WG_CARD_LIST_TACTICS:
      next = wg_edit_remove_tactic (game, owner, index, &description, &error);
      break;
    default:
      g_assert_not_reached ();
    }
  return wg_sidebar_page_apply_edit (page, next, description, error, TRUE);
}
