/* wg-card-list.c — a list box of WgCardRow, one per card, numbered from 0
 * Copyright 2026 The Warpgate Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "wg-card-list.h"
#include "wg-card-row.h"
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

void
wg_card_list_fill_tactics (GtkListBox      *list,
                           const WgCatalog *catalog,
                           const GArray    *first,
                           const GArray    *second,
                           const char      *second_label,
                           GCallback        on_remove,
                           GCallback        on_multiplier,
                           gpointer         owner)
{
  guint n_first = first->len;
  guint n = n_first + (second != NULL ? second->len : 0);

  ensure_rows (list, n, on_remove, NULL, on_multiplier, owner);
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
