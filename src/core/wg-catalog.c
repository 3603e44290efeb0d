/* wg-catalog.c — the card catalog
 * Copyright 2026 The Warpgate Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <gio/gio.h>
#include <string.h>

#include "wg-catalog.h"
#include "wg-catalog-json.h"
#include "wg-core-resources.h"
#include "wg-i18n.h"

struct _WgCatalog
{
  gatomicrefcount ref_count;
  GArray         *cards; /* WgCard */
  GHashTable     *by_id; /* id → index + 1 */
};

G_DEFINE_BOXED_TYPE (WgCatalog, wg_catalog, wg_catalog_ref, wg_catalog_unref)

gboolean
wg_card_kind_is_tactic (WgCardKind kind)
{
  return kind == WG_CARD_BASIC || kind == WG_CARD_HERO || kind == WG_CARD_ADVANCED;
}

static const char *
side_words (WgEffectSide side)
{
  switch (side)
    {
    case WG_EFFECT_SIDE_OWN: return _ ("its player’s");
    case WG_EFFECT_SIDE_ENEMY: return _ ("the enemy’s");
    case WG_EFFECT_SIDE_BOTH:
    default: return _ ("both sides’");
    }
}

static const char *
when_words (WgEffectWhen when)
{
  switch (when)
    {
    case WG_EFFECT_ON_WIN: return _ (" if its player wins");
    case WG_EFFECT_ON_LOSS: return _ (" if its player loses");
    case WG_EFFECT_ALWAYS:
    default: return "";
    }
}

char *
wg_effect_describe (const WgEffect *e)
{
  g_return_val_if_fail (e != NULL, NULL);
  switch (e->kind)
    {
    case WG_EFFECT_DESTROY:
      if (e->amount == WG_AMOUNT_HALF)
        return g_strdup_printf (_ ("destroy half of %s ships, rounded down%s"),
                                side_words (e->side), when_words (e->when));
      if (e->amount == WG_AMOUNT_ALL)
        return g_strdup_printf (_ ("destroy all of %s ships%s"), side_words (e->side),
                                when_words (e->when));
      return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "destroy %d of %s ships%s",
                                           "destroy %d of %s ships%s", (gulong) e->amount),
                              e->amount, side_words (e->side), when_words (e->when));
    case WG_EFFECT_CANCEL:
      return g_strdup (_ ("cancel the other card’s text"));
    case WG_EFFECT_REFRESH_TRADE_GOOD:
      return g_strdup_printf (_ ("refresh a Trade Good%s"), when_words (e->when));
    case WG_EFFECT_GAIN_TRADE_GOOD:
    default:
      return g_strdup_printf (_ ("take an available Trade Good%s"), when_words (e->when));
    }
}

void
wg_card_copy (WgCard       *dst,
              const WgCard *src)
{
  *dst = *src;
  dst->id = g_strdup (src->id);
  dst->name = g_strdup (src->name);
  dst->faction = g_strdup (src->faction);
  dst->text = g_strdup (src->text);
  dst->trigger = g_strdup (src->trigger);
  dst->note = g_strdup (src->note);
}

void
wg_card_clear (WgCard *card)
{
  g_clear_pointer (&card->id, g_free);
  g_clear_pointer (&card->name, g_free);
  g_clear_pointer (&card->faction, g_free);
  g_clear_pointer (&card->text, g_free);
  g_clear_pointer (&card->trigger, g_free);
  g_clear_pointer (&card->note, g_free);
}

WgCatalog *
wg_catalog_new (const WgCard *cards,
                guint         n_cards,
                GError      **error)
{
  g_autoptr (WgCatalog) self = g_new0 (WgCatalog, 1);

  g_atomic_ref_count_init (&self->ref_count);
  self->cards = g_array_sized_new (FALSE, TRUE, sizeof (WgCard), n_cards);
  g_array_set_clear_func (self->cards, (GDestroyNotify) wg_card_clear);
  self->by_id = g_hash_table_new (g_str_hash, g_str_equal);
  for (guint i = 0; i < n_cards; i++)
    {
      WgCard copy;

      if (g_hash_table_contains (self->by_id, cards[i].id))
        {
          g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA,
                       _ ("two cards are called “%s”"), cards[i].id);
          return NULL;
        }
      wg_card_copy (&copy, &cards[i]);
      g_array_append_val (self->cards, copy);
      g_hash_table_insert (self->by_id, copy.id, GUINT_TO_POINTER (i + 1));
    }
  return g_steal_pointer (&self);
}

/* The shipped catalog is part of the library (a GResource), so the CLI and
 * the app have it whether installed or not. A test loads it. */
WgCatalog *
wg_catalog_new_builtin (void)
{
  g_autoptr (GBytes) bytes = NULL;
  g_autoptr (GError) error = NULL;
  WgCatalog  *catalog;
  gsize       length;
  const char *data;

  bytes = g_resource_lookup_data (wg_core_get_resource (),
                                  "/io/github/wgcompanion/WarpgateCompanion/core/cards.json",
                                  G_RESOURCE_LOOKUP_FLAGS_NONE, &error);
  g_assert_no_error (error);
  data = g_bytes_get_data (bytes, &length);
  catalog = wg_catalog_load_from_data (data, length, &error);
  g_assert_no_error (error);
  return catalog;
}

WgCatalog *
wg_catalog_ref (WgCatalog *catalog)
{
  g_return_val_if_fail (catalog != NULL, NULL);
  g_atomic_ref_count_inc (&catalog->ref_count);
  return catalog;
}

void
wg_catalog_unref (WgCatalog *catalog)
{
  g_return_if_fail (catalog != NULL);
  if (!g_atomic_ref_count_dec (&catalog->ref_count))
    return;
  g_clear_pointer (&catalog->cards, g_array_unref);
  g_clear_pointer (&catalog->by_id, g_hash_table_unref);
  g_free (catalog);
}

WgCatalog *
wg_catalog_merge (const WgCatalog *base,
                  const WgCatalog *overrides)
{
  g_autoptr (GArray) cards = g_array_new (FALSE, TRUE, sizeof (WgCard));
  WgCatalog *merged;

  g_return_val_if_fail (base != NULL && overrides != NULL, NULL);
  for (guint i = 0; i < base->cards->len; i++)
    {
      const WgCard *card = &g_array_index (base->cards, WgCard, i);
      const WgCard *over = wg_catalog_lookup (overrides, card->id);

      g_array_append_val (cards, *(over ? over : card));
    }
  for (guint i = 0; i < overrides->cards->len; i++)
    {
      const WgCard *card = &g_array_index (overrides->cards, WgCard, i);

      if (wg_catalog_lookup (base, card->id) == NULL)
        g_array_append_val (cards, *card);
    }
  /* The array holds shallow copies; wg_catalog_new copies them deeply. */
  merged = wg_catalog_new ((const WgCard *) (gpointer) cards->data, cards->len, NULL);
  g_assert (merged != NULL);
  return merged;
}

guint
wg_catalog_get_n_cards (const WgCatalog *catalog)
{
  g_return_val_if_fail (catalog != NULL, 0);
  return catalog->cards->len;
}

const WgCard *
wg_catalog_get_card (const WgCatalog *catalog,
                     guint            index)
{
  g_return_val_if_fail (catalog != NULL, NULL);
  g_return_val_if_fail (index < catalog->cards->len, NULL);
  return &g_array_index (catalog->cards, WgCard, index);
}

const WgCard *
wg_catalog_lookup (const WgCatalog *catalog,
                   const char      *id)
{
  guint index;

  g_return_val_if_fail (catalog != NULL, NULL);
  if (id == NULL)
    return NULL;
  index = GPOINTER_TO_UINT (g_hash_table_lookup (catalog->by_id, id));
  return index ? &g_array_index (catalog->cards, WgCard, index - 1) : NULL;
}

const WgCard *
wg_catalog_find_name (const WgCatalog *catalog,
                      const char      *name,
                      int              kind)
{
  g_return_val_if_fail (catalog != NULL, NULL);
  if (name == NULL)
    return NULL;
  for (guint i = 0; i < catalog->cards->len; i++)
    {
      const WgCard *card = &g_array_index (catalog->cards, WgCard, i);

      if ((kind < 0 || (int) card->kind == kind) && g_ascii_strcasecmp (card->name, name) == 0)
        return card;
    }
  return NULL;
}

void
wg_catalog_resolve_tactic (const WgCatalog *catalog,
                           const WgTactic  *tactic,
                           const WgCard   **card,
                           const char     **name,
                           gboolean        *has_kind,
                           WgTacticKind    *kind,
                           int             *multiplier)
{
  const WgCard *c = NULL;

  g_return_if_fail (tactic != NULL);
  if (catalog != NULL)
    c = tactic->card ? wg_catalog_lookup (catalog, tactic->card)
                     : wg_catalog_find_name (catalog, tactic->name, -1);
  if (c != NULL && !wg_card_kind_is_tactic (c->kind))
    c = NULL;
  if (card)
    *card = c;
  if (name)
    *name = tactic->name ? tactic->name : c ? c->name
                                            : NULL;
  if (has_kind)
    *has_kind = tactic->has_kind || c != NULL;
  if (kind)
    *kind = tactic->has_kind                   ? tactic->kind
            : c && c->kind == WG_CARD_HERO     ? WG_TACTIC_HERO
            : c && c->kind == WG_CARD_ADVANCED ? WG_TACTIC_ADVANCED
                                               : WG_TACTIC_BASIC;
  if (multiplier)
    *multiplier = tactic->multiplier != WG_MULTIPLIER_UNKNOWN ? tactic->multiplier
                  : c                                         ? c->multiplier
                                                              : WG_MULTIPLIER_UNKNOWN;
}
