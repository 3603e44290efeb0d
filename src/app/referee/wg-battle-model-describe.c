/* wg-battle-model-describe.c — the battle model's odds and its sentences for the dialog
 * Copyright 2026 The Warpgate Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "wg-battle-model-private.h"
#include "wg-range.h"

#define IS_ROLE(role) ((role) == WG_ROLE_ATTACKER || (role) == WG_ROLE_DEFENDER)

static const char *
who (WgBattleModel *self,
     int            player)
{
  return wg_game_player_label (self->table, player);
}

static const char *
id_of (const WgGame *game,
       int           cell)
{
  /* "the red Warpgate", never "gate-red" (issue 18) */
  return wg_game_place_name (game, cell);
}

/* "2/3 (66.67%)", as warpgate-cli odds writes it. */
static char *
chance (WgRational r)
{
  char fraction[WG_RATIONAL_STRING_SIZE], percent[WG_RATIONAL_PERCENT_SIZE];

  return g_strdup_printf (_ ("%s (%s%%)"), wg_rational_to_string (r, fraction),
                          wg_rational_format_percent (r, percent));
}

/* ---- The odds (as warpgate-cli odds counts them from the game file) ---- */

/* A human's whole Tactics deck, each card whose multiplier was read in
 * this battle with it (as the game file's own "multiplier" would give
 * it: warpgate-cli odds counts the same cards given as xN). A shallow
 * copy: it frees nothing. NULL with the odds' message when a card's
 * multiplier is still not known. */
static GArray *
human_pile (WgBattleModel *self,
            WgBattleRole   role)
{
  const GArray *tactics = self->before->players[self->sides[role].player].tactics;
  GArray       *pile = g_array_new (FALSE, FALSE, sizeof (WgTactic));

  for (guint i = 0; tactics != NULL && i < tactics->len; i++)
    {
      WgTactic         t = g_array_index (tactics, WgTactic, i);
      int              multiplier = WG_MULTIPLIER_UNKNOWN;
      g_autofree char *title = NULL;

      wg_catalog_resolve_tactic (self->catalog, &t, NULL, NULL, NULL, NULL, &multiplier);
      if (multiplier == WG_MULTIPLIER_UNKNOWN)
        {
          title = wg_battle_model_tactic_title (self, self->sides[role].player, &t);
          multiplier = wg_battle_model_filled (self, role, title);
          t.multiplier = multiplier >= 0 ? multiplier : WG_MULTIPLIER_UNKNOWN;
        }
      if (multiplier < 0)
        {
          /* TRANSLATORS: "No odds yet: the multiplier of blue’s Hero is not known. …" */
          self->odds_message = g_strdup_printf (_ ("No odds yet: the multiplier of %s is not "
                                                   "known. Fill it in below, or choose the card "
                                                   "and give the multiplier printed on it."),
                                                title);
          g_array_unref (pile);
          return NULL;
        }
      g_array_append_val (pile, t);
    }
  return pile;
}

/* A side's pile and discard: a human's whole Tactics deck, the AI's deck
 * and discard. FALSE with the odds' message for a card without a known
 * multiplier. */
static gboolean
side_cards (WgBattleModel *self,
            WgBattleRole   role,
            GArray        *pile,
            GArray        *discard)
{
  const WgGame *game = self->before;
  int           player = self->sides[role].player;
  gboolean      ai = game->players[player].ai;
  g_autoptr (GArray) tactics = NULL;
  g_autoptr (GError) error = NULL;

  if (!ai)
    {
      tactics = human_pile (self, role);
      return tactics != NULL && wg_odds_cards_from_tactics (self->catalog, tactics, pile, NULL);
    }
  if ((game->ai.tactics_deck == NULL
       || wg_odds_cards_from_tactics (self->catalog, game->ai.tactics_deck, pile, &error))
      && wg_odds_cards_from_tactics (self->catalog, game->ai.tactics_discard, discard, &error))
    return TRUE;
  /* TRANSLATORS: "No odds: red’s Tactics: the multiplier of … is not known, …" */
  self->odds_message = g_strdup_printf (wg_game_player_is_plural (self->table, player)
                                          ? _ ("No odds: %s’ Tactics: %s.")
                                          : _ ("No odds: %s’s Tactics: %s."),
                                        who (self, player), error->message);
  return FALSE;
}

/* The odds from each human side: wg_odds_compute over the piles (the AI
 * draws 2 and plays the first, R-AI-8); NULL with the odds' message. */
static WgOdds *
compute_view (WgBattleModel   *self,
              const WgOddsSide in[2],
              WgBattleRole     view)
{
  g_autoptr (GError) error = NULL;
  WgOdds *odds;

  odds = wg_odds_compute (self->sides[0].ships, self->sides[1].ships, &in[0], &in[1], view,
                          &error);
  if (odds == NULL)
    {
      self->odds_message = g_strdup_printf (_ ("No odds: %s."), error->message);
      return NULL;
    }
  for (int r = 0; r < 2; r++)
    if (odds->no_cards[r])
      {
        self->odds_message = g_strdup_printf (_ ("No odds: %s has no Tactics card in the game "
                                                 "file."),
                                              who (self, self->sides[r].player));
        wg_odds_free (odds);
        return NULL;
      }
  return odds;
}

/* From the game file as warpgate-cli odds counts it; once the
 * Gatekeepers have drawn, with the card they play known (R-AI-8). */
void
wg_battle_model_compute_odds (WgBattleModel *self)
{
  GArray    *pile[2], *discard[2];
  WgOddsSide in[2];
  gboolean   known = TRUE;

  for (int r = 0; r < 2; r++)
    g_clear_pointer (&self->odds[r], wg_odds_free);
  g_clear_pointer (&self->odds_message, g_free);
  for (int r = 0; r < 2; r++)
    {
      pile[r] = g_array_new (FALSE, FALSE, sizeof (WgBattleCard));
      discard[r] = g_array_new (FALSE, FALSE, sizeof (WgBattleCard));
      known = known && side_cards (self, r, pile[r], discard[r]);
      in[r] = (WgOddsSide) {
        self->before->players[self->sides[r].player].ai,
        (const WgBattleCard *) pile[r]->data,
        pile[r]->len,
        (const WgBattleCard *) discard[r]->data,
        discard[r]->len,
        NULL,
        0,
      };
      /* The card drawn is the first of the hand: the one played. */
      if (self->sides[r].draws && self->sides[r].has_drawn && self->sides[r].chosen)
        {
          in[r].hand = &self->sides[r].card;
          in[r].n_hand = 1;
        }
    }
  for (int view = 0; known && view < 2 && self->odds_message == NULL; view++)
    if (!in[view].ai)
      self->odds[view] = compute_view (self, in, view);
  for (int r = 0; r < 2; r++)
    {
      g_array_unref (pile[r]);
      g_array_unref (discard[r]);
    }
}

const WgOdds *
wg_battle_model_get_odds (WgBattleModel *self,
                          WgBattleRole   view)
{
  g_return_val_if_fail (WG_IS_BATTLE_MODEL (self), NULL);
  g_return_val_if_fail (IS_ROLE (view), NULL);
  return self->odds[view];
}

const char *
wg_battle_model_get_odds_message (WgBattleModel *self)
{
  g_return_val_if_fail (WG_IS_BATTLE_MODEL (self), NULL);
  return self->odds_message;
}

char *
wg_battle_model_describe_win (WgBattleModel *self,
                              WgBattleRole   view)
{
  g_return_val_if_fail (WG_IS_BATTLE_MODEL (self), NULL);
  g_return_val_if_fail (IS_ROLE (view), NULL);
  if (self->odds[view] == NULL)
    return NULL;
  /* The core's words, which the shared page's odds ask shows too. */
  return wg_odds_describe_win (self->table, self->odds[view], self->sides[view].player);
}

char *
wg_battle_model_describe_plays (WgBattleModel *self,
                                WgBattleRole   view)
{
  const WgOdds *odds;
  const char   *me, *other;
  g_autoptr (GString) text = g_string_new (NULL);

  g_return_val_if_fail (WG_IS_BATTLE_MODEL (self), NULL);
  g_return_val_if_fail (IS_ROLE (view), NULL);
  odds = self->odds[view];
  if (odds == NULL)
    return NULL;
  me = who (self, self->sides[view].player);
  other = who (self, self->sides[1 - view].player);
  g_string_append_printf (text, _ ("%s plays the best card of each hand of 2 it may draw."), me);
  g_string_append_c (text, ' ');
  if (odds->plays[1 - view] == WG_ODDS_PLAYS_FIRST)
    g_string_append_printf (text,
                            wg_game_player_is_plural (self->table, self->sides[1 - view].player)
                              ? _ ("The AI, %s, play the first card they draw; the order of "
                                   "their pile is not known (R-AI-8).")
                              : _ ("The AI, %s, plays the first card it draws; the order of "
                                   "its pile is not known (R-AI-8)."),
                            other);
  else if (odds->plays[1 - view] == WG_ODDS_PLAYS_BEST)
    g_string_append_printf (text, _ ("The other side, %s, plays the best card of each hand it "
                                     "may draw."),
                            other);
  else
    g_string_append_printf (text, _ ("The choice of %s is not known: each of the two cards it "
                                     "draws counts half the time."),
                            other);
  for (guint i = 0; i < odds->not_counted->len; i++)
    {
      const WgBattleCard *c = &g_array_index (odds->not_counted, WgBattleCard, i);

      g_string_append_c (text, ' ');
      g_string_append_printf (text,
                              c->text != NULL
                                ? _ ("Not counted: the text of %s, which the app cannot "
                                     "resolve.")
                                : _ ("Not counted: the text of %s is not known."),
                              c->name);
    }
  return g_string_free (g_steal_pointer (&text), FALSE);
}

char *
wg_battle_model_describe_losses (WgBattleModel *self,
                                 WgBattleRole   view,
                                 WgBattleRole   role)
{
  const WgOddsOutcome *o;
  g_autoptr (GString) text = g_string_new (NULL);
  char average[WG_RATIONAL_STRING_SIZE];

  g_return_val_if_fail (WG_IS_BATTLE_MODEL (self), NULL);
  g_return_val_if_fail (IS_ROLE (view) && IS_ROLE (role), NULL);
  if (self->odds[view] == NULL)
    return NULL;
  o = &self->odds[view]->outcome;
  for (int n = 0; n <= WG_MAX_SHIPS; n++)
    if (!wg_rational_is_zero (o->lost[role][n]))
      {
        g_autofree char *p = chance (o->lost[role][n]);

        if (text->len > 0)
          g_string_append (text, ", ");
        /* TRANSLATORS: "2 with 1/3 (33.33%)": ships lost and the chance */
        g_string_append_printf (text, _ ("%d with %s"), n, p);
      }
  /* TRANSLATORS: the expected number of ships lost, "2/3 on average" */
  g_string_append_printf (text, _ ("; %s on average"),
                          wg_rational_to_string (o->expected_lost[role], average));
  return g_string_free (g_steal_pointer (&text), FALSE);
}

/* ---- The sides ---- */

char *
wg_battle_model_describe_side (WgBattleModel *self,
                               WgBattleRole   role)
{
  const WgBattleStart *s;
  const WgGame        *game;
  g_autofree char     *ships = NULL;

  g_return_val_if_fail (WG_IS_BATTLE_MODEL (self), NULL);
  g_return_val_if_fail (IS_ROLE (role), NULL);
  s = &self->start;
  game = self->before;
  ships = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%d ship", "%d ships",
                                        (gulong) self->sides[role].ships),
                           self->sides[role].ships);
  if (role == WG_ROLE_DEFENDER)
    /* TRANSLATORS: "3 ships defending J1" */
    return g_strdup_printf (_ ("%s defending %s"), ships, id_of (game, s->at));
  if (s->n_origins == 2)
    /* TRANSLATORS: "5 ships (2 from D1, 3 from V1) attacking J1" */
    return g_strdup_printf (_ ("%s (%d from %s, %d from %s) attacking %s"), ships, s->ships[0],
                            id_of (game, s->origins[0]), s->ships[1],
                            id_of (game, s->origins[1]), id_of (game, s->at));
  /* TRANSLATORS: "6 ships from D1 attacking V1" */
  return g_strdup_printf (_ ("%s from %s attacking %s"), ships, id_of (game, s->origins[0]),
                          id_of (game, s->at));
}

/* A card known only by its multiplier is named "xN" (wg-battle.h). */
static gboolean
is_multiplier_only (const WgBattleCard *card)
{
  return card->name[0] == 'x' && g_ascii_isdigit (card->name[1]) && card->name[2] == '\0';
}

char *
wg_battle_model_card_label (const WgBattleCard *card)
{
  g_return_val_if_fail (card != NULL, NULL);
  if (is_multiplier_only (card))
    return g_strdup_printf ("×%d", card->multiplier);
  /* TRANSLATORS: a Tactics card and its multiplier, "Pitched Battle · ×2" */
  return g_strdup_printf (_ ("%s · ×%d"), card->name, card->multiplier);
}

/* ---- The result ---- */

char *
wg_battle_model_describe_winner (WgBattleModel *self)
{
  const WgBattleResult *r;
  const WgBattleSide   *w, *l;

  g_return_val_if_fail (WG_IS_BATTLE_MODEL (self), NULL);
  r = self->result;
  if (r == NULL)
    return NULL;
  w = &r->sides[r->winner];
  l = &r->sides[1 - r->winner];
  /* The Gatekeepers are a plural name (issue 18): "The Gatekeepers, the
   * defender, win"; a human player by name, "Ana, the attacker, wins". */
  if (self->table->players[w->player].ai)
    {
      if (w->strength == l->strength)
        return g_strdup_printf (_ ("The Gatekeepers, the attacker, win the tie, %d to %d "
                                   "(R-BATTLE-1)"),
                                w->strength, l->strength);
      return g_strdup_printf (r->winner == WG_ROLE_ATTACKER
                                ? _ ("The Gatekeepers, the attacker, win, %d to %d (R-BATTLE-1)")
                                : _ ("The Gatekeepers, the defender, win, %d to %d (R-BATTLE-1)"),
                              w->strength, l->strength);
    }
  if (w->strength == l->strength)
    /* TRANSLATORS: "Ana, the attacker, wins the tie, 6 to 6 (R-BATTLE-1)" */
    return g_strdup_printf (_ ("%s, the attacker, wins the tie, %d to %d (R-BATTLE-1)"),
                            who (self, w->player), w->strength, l->strength);
  return g_strdup_printf (r->winner == WG_ROLE_ATTACKER
                            ? _ ("%s, the attacker, wins, %d to %d (R-BATTLE-1)")
                            : _ ("%s, the defender, wins, %d to %d (R-BATTLE-1)"),
                          who (self, w->player), w->strength, l->strength);
}

char *
wg_battle_model_describe_strength (WgBattleModel *self,
                                   WgBattleRole   role)
{
  const WgBattleSide *s;

  g_return_val_if_fail (WG_IS_BATTLE_MODEL (self), NULL);
  g_return_val_if_fail (IS_ROLE (role), NULL);
  if (self->result == NULL)
    return NULL;
  s = &self->result->sides[role];
  if (is_multiplier_only (&self->sides[role].card))
    /* TRANSLATORS: "2 ships × 5 = 10" */
    return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%d ship × %d = %d",
                                         "%d ships × %d = %d", (gulong) s->ships),
                            s->ships, s->multiplier, s->strength);
  /* TRANSLATORS: "6 ships × 2 (Pitched Battle) = 12" */
  return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%d ship × %d (%s) = %d",
                                       "%d ships × %d (%s) = %d", (gulong) s->ships),
                          s->ships, s->multiplier, self->sides[role].card.name, s->strength);
}

char *
wg_battle_model_describe_casualties (WgBattleModel *self,
                                     WgBattleRole   role)
{
  const WgBattleSide *s;
  g_autofree char    *lost = NULL;

  g_return_val_if_fail (WG_IS_BATTLE_MODEL (self), NULL);
  g_return_val_if_fail (IS_ROLE (role), NULL);
  if (self->result == NULL)
    return NULL;
  s = &self->result->sides[role];
  /* TRANSLATORS: "loses 3 of 6 ships" */
  lost = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "loses %d of %d ship",
                                       "loses %d of %d ships", (gulong) s->ships),
                          s->destroyed, s->ships);
  /* TRANSLATORS: "loses 3 of 6 ships; 3 survive" */
  return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%s; %d survives", "%s; %d survive",
                                       (gulong) s->survivors),
                          lost, s->survivors);
}

/* wg_battle_resolve's account: the strengths and the winner first (two
 * sentences), then the card texts, then where the loser goes (or that no
 * ship is left to go) last. */
static gboolean
has_withdrawal_sentence (const WgBattleResult *r)
{
  return r->sides[1 - r->winner].survivors == 0 || r->withdrawal != NULL;
}

GPtrArray *
wg_battle_model_get_card_effects (WgBattleModel *self)
{
  const WgBattleResult *r;
  GPtrArray            *effects;
  guint                 end;

  g_return_val_if_fail (WG_IS_BATTLE_MODEL (self), NULL);
  effects = g_ptr_array_new ();
  r = self->result;
  if (r == NULL)
    return effects;
  end = r->effects->len - (has_withdrawal_sentence (r) ? 1 : 0);
  for (guint i = 2; i < end; i++)
    g_ptr_array_add (effects, g_ptr_array_index (r->effects, i));
  return effects;
}

char *
wg_battle_model_describe_withdrawal (WgBattleModel *self)
{
  const WgBattleResult *r;

  g_return_val_if_fail (WG_IS_BATTLE_MODEL (self), NULL);
  r = self->result;
  if (r == NULL || !has_withdrawal_sentence (r))
    return NULL;
  return g_strdup (g_ptr_array_index (r->effects, r->effects->len - 1));
}

GArray *
wg_battle_model_get_highlights (WgBattleModel *self)
{
  GArray               *marks;
  const WgBattleResult *r;

  g_return_val_if_fail (WG_IS_BATTLE_MODEL (self), NULL);
  marks = g_array_new (FALSE, FALSE, sizeof (WgHighlight));
  wg_highlights_add (marks, self->start.at, WG_HIGHLIGHT_ATTACK, -1);
  for (guint i = 0; i < self->start.n_origins; i++)
    wg_highlights_add (marks, self->start.origins[i], WG_HIGHLIGHT_CHOSEN, -1);
  r = self->result;
  if (r != NULL && r->withdrawal != NULL && r->sides[1 - r->winner].survivors > 0)
    for (guint i = 0; i < r->withdrawal->destinations->len; i++)
      wg_highlights_add (marks, g_array_index (r->withdrawal->destinations, int, i),
                         WG_HIGHLIGHT_DESTINATION,
                         r->withdrawal->range != WG_RANGE_UNREACHABLE ? r->withdrawal->range : -1);
  return marks;
}
