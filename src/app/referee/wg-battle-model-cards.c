/* wg-battle-model-cards.c — a battle's cards whose multiplier is not known: asked, remembered
 * Copyright 2026 The Warpgate Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "wg-battle-model-private.h"

#define IS_ROLE(r) ((r) == WG_ROLE_ATTACKER || (r) == WG_ROLE_DEFENDER)

void
wg_battle_model_set_card_store (WgBattleModel *self,
                                WgCardStore   *store)
{
  g_return_if_fail (WG_IS_BATTLE_MODEL (self));
  g_return_if_fail (store == NULL || WG_IS_CARD_STORE (store));

  g_set_object (&self->store, store);
}

guint
wg_battle_model_get_n_unknown (WgBattleModel *self,
                               WgBattleRole   role)
{
  g_return_val_if_fail (WG_IS_BATTLE_MODEL (self), 0);
  g_return_val_if_fail (IS_ROLE (role), 0);

  return self->sides[role].unknown != NULL ? self->sides[role].unknown->len : 0;
}

static const WgTactic *
unknown_tactic (WgBattleModel *self,
                WgBattleRole   role,
                guint          index)
{
  GPtrArray *unknown = self->sides[role].unknown;

  return unknown != NULL && index < unknown->len ? g_ptr_array_index (unknown, index) : NULL;
}

char *
wg_battle_model_get_unknown_name (WgBattleModel *self,
                                  WgBattleRole   role,
                                  guint          index)
{
  const WgTactic *tactic;

  g_return_val_if_fail (WG_IS_BATTLE_MODEL (self), NULL);
  g_return_val_if_fail (IS_ROLE (role), NULL);

  tactic = unknown_tactic (self, role, index);
  g_return_val_if_fail (tactic != NULL, NULL);
  return wg_battle_model_tactic_title (self, self->sides[role].player, tactic);
}

int
wg_battle_model_get_unknown_filled (WgBattleModel *self,
                                    WgBattleRole   role,
                                    guint          index)
{
  g_autofree char *title = NULL;

  g_return_val_if_fail (WG_IS_BATTLE_MODEL (self), -1);
  g_return_val_if_fail (IS_ROLE (role), -1);

  if (unknown_tactic (self, role, index) == NULL)
    return -1;
  title = wg_battle_model_get_unknown_name (self, role, index);
  return wg_battle_model_filled (self, role, title);
}

/* The card catalog can remember a card it has (its id): one it cannot
 * name is counted for this battle only. */
static gboolean
catalog_has (WgBattleModel  *self,
             const WgTactic *tactic)
{
  const WgCard *card = NULL;

  wg_catalog_resolve_tactic (self->catalog, tactic, &card, NULL, NULL, NULL, NULL);
  return card != NULL && self->store != NULL;
}

/* At the start of a sentence: "Blue’s Hero: which multiplier …" */
static char *
capital_first (const char *text)
{
  char head[8] = { 0 };

  g_unichar_to_utf8 (g_unichar_totitle (g_utf8_get_char (text)), head);
  return g_strconcat (head, g_utf8_next_char (text), NULL);
}

static char *
held_question_text (WgBattleModel  *self,
                    const WgTactic *tactic,
                    const char     *title,
                    gboolean        play)
{
  g_autofree char *name = capital_first (title);

  /* The multiplier decides the strength (R-BATTLE-1): the card cannot be
   * played, nor the odds counted, without it. */
  if (play)
    return g_strdup_printf (_ ("%s: which multiplier is printed on the card? The strength is the "
                               "ships × it (R-BATTLE-1)."),
                            name);
  if (catalog_has (self, tactic))
    return g_strdup_printf (_ ("%s: which multiplier is printed on the card? The card catalog "
                               "remembers it, for the odds and every battle (R-BATTLE-1)."),
                            name);
  return g_strdup_printf (_ ("%s: which multiplier is printed on the card? The odds of this "
                             "battle count it, and it is played with it when chosen "
                             "(R-BATTLE-1)."),
                          name);
}

gboolean
wg_battle_model_ask_unknown (WgBattleModel *self,
                             WgBattleRole   role,
                             guint          index,
                             gboolean       play)
{
  const WgTactic  *tactic;
  g_autofree char *name = NULL;
  g_autofree char *text = NULL;

  g_return_val_if_fail (WG_IS_BATTLE_MODEL (self), FALSE);
  g_return_val_if_fail (IS_ROLE (role), FALSE);

  tactic = unknown_tactic (self, role, index);
  /* Another card's multiplier asked is given up for this one (issue 31):
   * nothing else waits on it. */
  if (self->asking == ASK_HELD)
    wg_battle_model_cancel_question (self);
  if (tactic == NULL || wg_battle_model_get_question (self) != NULL
      || (self->state != WG_BATTLE_MODEL_CHOOSING && self->state != WG_BATTLE_MODEL_READY)
      || (play && !wg_battle_model_can_type (self, role)))
    return FALSE;
  self->held_role = role;
  self->held_index = index;
  self->held_plays = play;
  if (play && wg_battle_model_get_unknown_filled (self, role, index) >= 0)
    {
      /* Read already in this battle: played with it. */
      wg_battle_model_take_held (self, wg_battle_model_get_unknown_filled (self, role, index));
      wg_battle_model_update (self);
      return TRUE;
    }
  name = wg_battle_model_get_unknown_name (self, role, index);
  text = held_question_text (self, tactic, name, play);
  self->question = wg_question_new ("multiplier", text);
  for (int n = 0; n <= 9; n++)
    {
      g_autofree char *id = g_strdup_printf ("%d", n);
      g_autofree char *label = g_strdup_printf ("×%d", n);

      wg_question_add_option (self->question, id, label);
    }
  self->asking = ASK_HELD;
  wg_battle_model_update (self);
  return TRUE;
}

void
wg_battle_model_learn (WgBattleModel  *self,
                       int             role,
                       const WgTactic *tactic,
                       int             multiplier)
{
  const WgCard *card = NULL;
  Side         *side = &self->sides[role];

  wg_catalog_resolve_tactic (self->catalog, tactic, &card, NULL, NULL, NULL, NULL);
  g_clear_pointer (&side->learned_id, g_free);
  if (card == NULL || card->multiplier != WG_MULTIPLIER_UNKNOWN)
    return;
  side->learned_id = g_strdup (card->id);
  side->learned_multiplier = multiplier;
}

/* The multiplier read is kept for the battle (the odds count it), and
 * the card is played with it, or, filled in, remembered in the catalog. */
static void
keep_filled (WgBattleModel *self,
             int            role,
             int            multiplier)
{
  Side            *side = &self->sides[role];
  g_autofree char *title = wg_battle_model_get_unknown_name (self, role, self->held_index);

  if (side->filled == NULL)
    side->filled = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  g_hash_table_insert (side->filled, g_steal_pointer (&title), GINT_TO_POINTER (multiplier + 1));
}

void
wg_battle_model_take_held (WgBattleModel *self,
                           int            multiplier)
{
  int             role = self->held_role;
  const WgTactic *tactic = unknown_tactic (self, role, self->held_index);
  Side           *side = &self->sides[role];

  g_return_if_fail (tactic != NULL);
  keep_filled (self, role, multiplier);
  wg_battle_model_learn (self, role, tactic, multiplier);
  if (self->held_plays)
    {
      wg_battle_model_card_with_multiplier (self, tactic, multiplier, &side->card);
      side->chosen = TRUE;
      side->chosen_unknown = (int) self->held_index;
    }
  else if (side->learned_id != NULL && self->store != NULL)
    {
      g_autoptr (GError) error = NULL;

      if (!wg_battle_model_remember (self, role, &error))
        {
          g_free (self->message);
          self->message = g_strdup (error->message);
        }
    }
  wg_battle_model_compute_odds (self);
}

int
wg_battle_model_get_unknown_chosen (WgBattleModel *self,
                                    WgBattleRole   role)
{
  g_return_val_if_fail (WG_IS_BATTLE_MODEL (self), -1);
  g_return_val_if_fail (IS_ROLE (role), -1);

  /* Asked: the card chosen is shown as chosen while its number is asked. */
  if (self->asking == ASK_HELD && self->held_plays && self->held_role == (int) role)
    return (int) self->held_index;
  return self->sides[role].chosen ? self->sides[role].chosen_unknown : -1;
}

gboolean
wg_battle_model_question_fills_in (WgBattleModel *self)
{
  g_return_val_if_fail (WG_IS_BATTLE_MODEL (self), FALSE);
  return self->asking == ASK_HELD && !self->held_plays;
}

char *
wg_battle_model_describe_learned (WgBattleModel *self,
                                  WgBattleRole   role)
{
  const WgCard *card;
  Side         *side;

  g_return_val_if_fail (WG_IS_BATTLE_MODEL (self), NULL);
  g_return_val_if_fail (IS_ROLE (role), NULL);

  side = &self->sides[role];
  if (side->learned_id == NULL || self->store == NULL)
    return NULL;
  card = wg_catalog_lookup (self->catalog, side->learned_id);
  /* TRANSLATORS: "Glorious Victory is ×4 here: …" */
  return g_strdup_printf (_ ("%s is ×%d here: remember it in the card catalog, for the odds "
                             "and every battle?"),
                          card != NULL ? card->name : side->learned_id, side->learned_multiplier);
}

gboolean
wg_battle_model_remember (WgBattleModel *self,
                          WgBattleRole   role,
                          GError       **error)
{
  Side *side;

  g_return_val_if_fail (WG_IS_BATTLE_MODEL (self), FALSE);
  g_return_val_if_fail (IS_ROLE (role), FALSE);

  side = &self->sides[role];
  if (side->learned_id == NULL || self->store == NULL)
    {
      g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_NOT_FOUND,
                           _ ("No multiplier read in this battle is left to remember"));
      return FALSE;
    }
  if (!wg_card_store_set_multiplier (self->store, side->learned_id, side->learned_multiplier,
                                     error))
    return FALSE;
  g_clear_pointer (&side->learned_id, g_free);
  /* Cards chosen so far borrow from the old catalog: it stays until the end. */
  if (self->catalogs == NULL)
    self->catalogs = g_ptr_array_new_with_free_func ((GDestroyNotify) wg_catalog_unref);
  g_ptr_array_add (self->catalogs, self->catalog);
  self->catalog = wg_catalog_ref (wg_card_store_get_catalog (self->store));
  for (int r = 0; r < 2; r++)
    if (!self->sides[r].draws)
      wg_battle_model_fill_cards (self, r);
  wg_battle_model_compute_odds (self);
  wg_battle_model_update (self);
  return TRUE;
}
