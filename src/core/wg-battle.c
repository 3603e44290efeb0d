/* wg-battle.c — resolving a battle (R-BATTLE-1…3)
 * Copyright 2026 The Warpgate Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <gio/gio.h>
#include <stdlib.h>
#include <string.h>

#include "wg-battle.h"
#include "wg-i18n.h"

/* Above this many destroying texts, they resolve in the order played
 * instead of the order that destroys the most (no printed card has that
 * many; the search over orders is factorial). */
#define MAX_SEARCHED_EFFECTS 8

void
wg_battle_card_from_multiplier (int           multiplier,
                                WgBattleCard *card)
{
  memset (card, 0, sizeof *card);
  card->multiplier = multiplier;
  card->complete = TRUE; /* no text: nothing to resolve */
  g_snprintf (card->name, sizeof card->name, "x%d", multiplier);
}

gboolean
wg_battle_card_from_card (const WgCard *c,
                          WgBattleCard *card)
{
  memset (card, 0, sizeof *card);
  if (c->multiplier == WG_MULTIPLIER_UNKNOWN)
    return FALSE;
  card->id = c->id;
  g_strlcpy (card->name, c->name, sizeof card->name);
  card->multiplier = c->multiplier;
  card->effects = c->effects;
  card->n_effects = c->n_effects;
  card->complete = c->complete;
  card->text = c->text;
  return TRUE;
}

gboolean
wg_battle_card_parse (const WgCatalog *catalog,
                      const char      *spec,
                      WgBattleCard    *card,
                      GError         **error)
{
  const WgCard    *c;
  const char      *colon;
  g_autofree char *id = NULL;
  int              multiplier = WG_MULTIPLIER_UNKNOWN;

  g_return_val_if_fail (spec != NULL && card != NULL, FALSE);
  if ((spec[0] == 'x' || spec[0] == 'X') && g_ascii_isdigit (spec[1]) && spec[2] == '\0')
    {
      wg_battle_card_from_multiplier (spec[1] - '0', card);
      return TRUE;
    }
  /* "ID:xN": the catalog card ID played at multiplier N, the number
   * printed on it, for a card whose multiplier the catalog does not know
   * or a copy the game file gives another one (docs/cli.md). */
  colon = strrchr (spec, ':');
  if (colon != NULL && (colon[1] == 'x' || colon[1] == 'X') && g_ascii_isdigit (colon[2])
      && colon[3] == '\0')
    {
      id = g_strndup (spec, (gsize) (colon - spec));
      multiplier = colon[2] - '0';
    }
  c = catalog ? wg_catalog_lookup (catalog, id ? id : spec) : NULL;
  if (c == NULL || !wg_card_kind_is_tactic (c->kind))
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_NOT_FOUND,
                   _ ("the card catalog has no Tactics card “%s” (give a catalog id, ID:xN for a "
                      "catalog card played at multiplier N, or xN for a card known only by its "
                      "multiplier)"),
                   id ? id : spec);
      return FALSE;
    }
  if (multiplier != WG_MULTIPLIER_UNKNOWN)
    {
      /* The catalog's card, its text pointing into the catalog, at the
       * multiplier given. */
      memset (card, 0, sizeof *card);
      card->id = c->id;
      g_strlcpy (card->name, c->name, sizeof card->name);
      card->multiplier = multiplier;
      card->effects = c->effects;
      card->n_effects = c->n_effects;
      card->complete = c->complete;
      card->text = c->text;
      return TRUE;
    }
  if (!wg_battle_card_from_card (c, card))
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_NOT_FOUND,
                   _ ("the multiplier of %s is not known: play it as %s:xN with the number "
                      "printed on the card, or enter it in the card catalog"),
                   c->name, c->id);
      return FALSE;
    }
  return TRUE;
}

static gboolean
effect_applies (const WgEffect *e,
                gboolean        owner_won)
{
  return e->when == WG_EFFECT_ALWAYS || (e->when == WG_EFFECT_ON_WIN && owner_won)
         || (e->when == WG_EFFECT_ON_LOSS && !owner_won);
}

/* How many ships one destroying text takes from a side of @count. */
static int
destroyed_by (const WgEffect *e,
              int             count)
{
  if (e->amount == WG_AMOUNT_HALF)
    return count / 2;
  if (e->amount == WG_AMOUNT_ALL)
    return count;
  return MIN (e->amount, count);
}

/* Applies one destroying text of @owner's card to @counts; a text on both
 * sides counts both from before it acts. */
static void
apply_destroy (const WgEffect *e,
               int             owner,
               int             counts[2],
               int             lost[2])
{
  int take[2] = { 0, 0 };

  if (e->side == WG_EFFECT_SIDE_OWN || e->side == WG_EFFECT_SIDE_BOTH)
    take[owner] = destroyed_by (e, counts[owner]);
  if (e->side == WG_EFFECT_SIDE_ENEMY || e->side == WG_EFFECT_SIDE_BOTH)
    take[1 - owner] = destroyed_by (e, counts[1 - owner]);
  for (int i = 0; i < 2; i++)
    {
      counts[i] -= take[i];
      lost[i] = take[i];
    }
}

typedef struct
{
  const WgEffect *effect;
  int             owner;
  guint           index; /* in its card's effects */
} Destroyer;

typedef struct
{
  const Destroyer *items;
  guint            n;
  guint            perm[2 * WG_CARD_MAX_EFFECTS];
  guint            best[2 * WG_CARD_MAX_EFFECTS];
  int              best_total;
} Search;

/* Every order of the destroying texts; keeps the first that destroys the
 * most (the attacker's texts come first, in card order, so ties are
 * decided the same way each time). */
static void
search_orders (Search *s,
               guint   depth,
               guint   used,
               int     counts[2],
               int     total)
{
  if (depth == s->n)
    {
      if (total > s->best_total)
        {
          s->best_total = total;
          memcpy (s->best, s->perm, sizeof s->perm);
        }
      return;
    }
  for (guint i = 0; i < s->n; i++)
    {
      int next[2] = { counts[0], counts[1] }, lost[2];

      if (used & (1u << i))
        continue;
      s->perm[depth] = i;
      apply_destroy (s->items[i].effect, s->items[i].owner, next, lost);
      search_orders (s, depth + 1, used | (1u << i), next, total + lost[0] + lost[1]);
    }
}

static gboolean
has_cancel (const WgBattleCard *card)
{
  for (guint i = 0; i < card->n_effects; i++)
    if (card->effects[i].kind == WG_EFFECT_CANCEL)
      return TRUE;
  return FALSE;
}

/*
 * A battle's fight (R-BATTLE-1, R-BATTLE-2):
 *  1. strength = ships × the card's multiplier (×0 gives 0); the higher
 *     wins, a tie goes to the attacker; the winner is fixed before texts;
 *  2. "cancel" texts first: one cancels the other card's whole text; two
 *     cancel each other's;
 *  3. then the destroying texts that apply (always, or on their player's
 *     win or loss), in the order that destroys the most ships;
 *  4. Trade Good texts are counted for the table to apply.
 * Not here: battle-trigger Technologies and texts the app cannot automate
 * (resolved by hand), withdrawal.
 */
void
wg_battle_fight (int                 attacker_ships,
                 int                 defender_ships,
                 const WgBattleCard *attacker,
                 const WgBattleCard *defender,
                 WgFight            *f)
{
  const WgBattleCard *cards[2] = { attacker, defender };
  Destroyer           items[2 * WG_CARD_MAX_EFFECTS];
  Search              search = { items, 0, { 0 }, { 0 }, -1 };
  int                 counts[2], lost[2];
  gboolean            cancels[2];

  g_return_if_fail (attacker != NULL && defender != NULL && f != NULL);
  memset (f, 0, sizeof *f);
  f->ships[0] = counts[0] = attacker_ships;
  f->ships[1] = counts[1] = defender_ships;
  for (int i = 0; i < 2; i++)
    f->strength[i] = f->ships[i] * cards[i]->multiplier;
  f->winner = f->strength[0] >= f->strength[1] ? WG_ROLE_ATTACKER : WG_ROLE_DEFENDER;

  cancels[0] = has_cancel (attacker);
  cancels[1] = has_cancel (defender);
  f->cancelled[0] = cancels[1];
  f->cancelled[1] = cancels[0];

  for (int i = 0; i < 2; i++)
    {
      gboolean won = (int) f->winner == i;

      if (f->cancelled[i])
        continue;
      for (guint k = 0; k < cards[i]->n_effects; k++)
        {
          const WgEffect *e = &cards[i]->effects[k];

          if (!effect_applies (e, won))
            continue;
          if (e->kind == WG_EFFECT_DESTROY)
            items[search.n++] = (Destroyer) { e, i, k };
          else if (e->kind == WG_EFFECT_REFRESH_TRADE_GOOD)
            f->trade_goods_refreshed[i]++;
          else if (e->kind == WG_EFFECT_GAIN_TRADE_GOOD)
            f->trade_goods_gained[i]++;
        }
    }

  for (guint i = 0; i < search.n; i++)
    search.best[i] = i;
  if (search.n <= MAX_SEARCHED_EFFECTS)
    search_orders (&search, 0, 0, counts, 0);
  f->n_steps = search.n;
  for (guint i = 0; i < search.n; i++)
    {
      const Destroyer *d = &items[search.best[i]];

      apply_destroy (d->effect, d->owner, counts, lost);
      f->step_owner[i] = d->owner;
      f->step_effect[i] = d->index;
      f->step_lost[i][0] = lost[0];
      f->step_lost[i][1] = lost[1];
    }
  for (int i = 0; i < 2; i++)
    f->destroyed[i] = f->ships[i] - counts[i];
}
