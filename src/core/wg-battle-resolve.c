/* wg-battle-resolve.c — a battle on the table: its account, and the table after
 * Copyright 2026 The Warpgate Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "wg-battle.h"
#include "wg-i18n.h"

static const char *
who (const WgGame *game,
     int           player)
{
  return wg_game_player_label (game, player);
}

/* "red loses 3", "The Gatekeepers lose 3" (wg_game_player_is_plural). */
static char *
loses (const WgGame *game,
       int           player,
       int           n)
{
  /* TRANSLATORS: ships lost in a battle: "red loses 3" */
  return g_strdup_printf (wg_game_player_is_plural (game, player) ? _ ("%s lose %d")
                                                                  : _ ("%s loses %d"),
                          who (game, player), n);
}

static const char *
id_of (const WgGame *game,
       int           cell)
{
  return wg_board_get_cell (game->board, cell)->id;
}

/* A location in a sentence: "the red Warpgate" for a Warpgate. */
static const char *
place_of (const WgGame *game,
          int           cell)
{
  return wg_game_place_name (game, cell);
}

static void
add (GPtrArray  *effects,
     const char *format,
     ...) G_GNUC_PRINTF (2, 3);

static void
add (GPtrArray  *effects,
     const char *format,
     ...)
{
  va_list args;

  va_start (args, format);
  g_ptr_array_add (effects, g_strdup_vprintf (format, args));
  va_end (args);
}

static void
describe_strength (WgBattleResult     *r,
                   const WgGame       *game,
                   const WgBattleCard *cards[2])
{
  const WgBattleSide *a = &r->sides[0], *d = &r->sides[1];
  g_autofree char    *a_ships = g_strdup_printf (
       g_dngettext (GETTEXT_PACKAGE, "%d ship", "%d ships", (gulong) a->ships), a->ships);
  g_autofree char *d_ships = g_strdup_printf (
    g_dngettext (GETTEXT_PACKAGE, "%d ship", "%d ships", (gulong) d->ships), d->ships);

  add (r->effects, _ ("%s: %s × %d (%s) = %d; %s: %s × %d (%s) = %d."),
       who (game, a->player), a_ships, a->multiplier, cards[0]->name, a->strength,
       who (game, d->player), d_ships, d->multiplier, cards[1]->name, d->strength);
  if (a->strength == d->strength)
    add (r->effects,
         wg_game_player_is_plural (game, a->player)
           ? _ ("A tie: the attacker, %s, win (R-BATTLE-1).")
           : _ ("A tie: the attacker, %s, wins (R-BATTLE-1)."),
         who (game, a->player));
  else
    add (r->effects,
         wg_game_player_is_plural (game, r->sides[r->winner].player) ? _ ("%s win (R-BATTLE-1).")
                                                                     : _ ("%s wins (R-BATTLE-1)."),
         who (game, r->sides[r->winner].player));
}

static void
describe_texts (WgBattleResult     *r,
                const WgGame       *game,
                const WgBattleCard *cards[2])
{
  const WgFight *f = &r->fight;

  if (f->cancelled[0] && f->cancelled[1])
    add (r->effects, _ ("Both cards cancel: each cancels the other’s whole text (R-BATTLE-2)."));
  else
    for (int i = 0; i < 2; i++)
      if (f->cancelled[i])
        add (r->effects, _ ("%s cancels the text of %s (R-BATTLE-2)."), cards[1 - i]->name,
             cards[i]->name);
  for (guint k = 0; k < f->n_steps; k++)
    {
      int              owner = f->step_owner[k];
      g_autofree char *what = wg_effect_describe (&cards[owner]->effects[f->step_effect[k]]);
      g_autofree char *lost0 = loses (game, r->sides[0].player, f->step_lost[k][0]);
      g_autofree char *lost1 = loses (game, r->sides[1].player, f->step_lost[k][1]);

      /* TRANSLATORS: a card's text in a battle: "Pitched Battle (red): destroy half of both
         sides’ ships, rounded down — red loses 3, blue loses 1." */
      add (r->effects, _ ("%s (%s): %s — %s, %s."), cards[owner]->name,
           who (game, r->sides[owner].player), what, lost0, lost1);
    }
  if (f->n_steps > 1)
    add (r->effects, _ ("The destroying texts were resolved in the order that destroys the most "
                        "ships (R-BATTLE-2)."));
  for (int i = 0; i < 2; i++)
    {
      /* The AI never refreshes: wg_battle_apply gives it an available one
       * instead (R-AI-9), so the account says so. */
      if (f->trade_goods_refreshed[i] > 0 && game->players[r->sides[i].player].ai)
        add (r->effects,
             wg_game_player_is_plural (game, r->sides[i].player)
               ? _ ("%s, the AI, take an available Trade Good instead of refreshing one (%s, "
                    "R-AI-9).")
               : _ ("%s, the AI, takes an available Trade Good instead of refreshing one (%s, "
                    "R-AI-9)."),
             who (game, r->sides[i].player), cards[i]->name);
      else if (f->trade_goods_refreshed[i] > 0)
        add (r->effects, _ ("%s refreshes a Trade Good (%s)."), who (game, r->sides[i].player),
             cards[i]->name);
      if (f->trade_goods_gained[i] > 0)
        add (r->effects,
             wg_game_player_is_plural (game, r->sides[i].player)
               ? _ ("%s take an available Trade Good (%s).")
               : _ ("%s takes an available Trade Good (%s)."),
             who (game, r->sides[i].player), cards[i]->name);
    }
  for (int i = 0; i < 2; i++)
    if (!f->cancelled[i] && !cards[i]->complete)
      {
        if (cards[i]->text != NULL)
          add (r->effects, _ ("resolve by hand: %s (%s): “%s”"), cards[i]->name,
               who (game, r->sides[i].player), cards[i]->text);
        else if (cards[i]->n_effects > 0)
          add (r->effects, _ ("resolve by hand: %s (%s) — the rest of its text is not known to "
                              "the app; read the card (and enter it in the card catalog)"),
               cards[i]->name, who (game, r->sides[i].player));
        else
          add (r->effects, _ ("resolve by hand: %s (%s) — its text is not known to the app; read "
                              "the card (and enter it in the card catalog)"),
               cards[i]->name, who (game, r->sides[i].player));
      }
}

/* R-BATTLE-2: a Technology with the battle trigger acts only for a
 * participant of that battle. The app knows the trigger, not the text. */
static void
describe_triggers (WgBattleResult  *r,
                   const WgGame    *game,
                   const WgCatalog *catalog)
{
  if (catalog == NULL)
    return;
  for (int side = 0; side < 2; side++)
    {
      const WgPlayer *p = &game->players[r->sides[side].player];

      for (guint i = 0; i < p->technologies->len; i++)
        {
          const WgTechnology *t = &g_array_index (p->technologies, WgTechnology, i);
          const WgCard       *card = wg_catalog_find_name (catalog, t->name, WG_CARD_TECHNOLOGY);

          if (card != NULL && g_strcmp0 (card->trigger, "battle") == 0)
            add (r->effects, _ ("resolve by hand: %s’s Technology %s acts in this battle "
                                "(R-BATTLE-2)"),
                 who (game, r->sides[side].player), card->name);
        }
    }
}

WgBattleResult *
wg_battle_resolve (const WgGame        *game,
                   const WgCatalog     *catalog,
                   const WgBattleStart *start,
                   const WgBattleCard  *attacker,
                   const WgBattleCard  *defender)
{
  const WgBattleCard *cards[2] = { attacker, defender };
  WgBattleResult     *r;
  int                 attacking = 0;

  g_return_val_if_fail (game != NULL && start != NULL, NULL);
  g_return_val_if_fail (attacker != NULL && defender != NULL, NULL);

  for (guint i = 0; i < start->n_origins; i++)
    attacking += start->ships[i];
  r = g_new0 (WgBattleResult, 1);
  r->effects = g_ptr_array_new_with_free_func (g_free);
  wg_battle_fight (attacking, start->defender_ships, attacker, defender, &r->fight);
  r->winner = r->fight.winner;
  for (int i = 0; i < 2; i++)
    {
      WgBattleSide *s = &r->sides[i];

      s->player = i == 0 ? start->attacker : start->defender;
      s->ships = r->fight.ships[i];
      s->multiplier = cards[i]->multiplier;
      s->strength = r->fight.strength[i];
      s->destroyed = r->fight.destroyed[i];
      s->survivors = s->ships - s->destroyed;
    }
  describe_strength (r, game, cards);
  describe_texts (r, game, cards);
  describe_triggers (r, game, catalog);

  r->withdrawal = wg_withdrawal_compute (game, start->attacker, start->origins, start->n_origins,
                                         start->at, r->winner == WG_ROLE_ATTACKER);
  wg_ruling_list_add (&r->rulings, "R-BATTLE-1");
  wg_ruling_list_add (&r->rulings, "R-BATTLE-2");
  for (guint i = 0; r->withdrawal != NULL && i < r->withdrawal->rulings.n; i++)
    wg_ruling_list_add (&r->rulings, r->withdrawal->rulings.ids[i]);
  wg_ruling_list_add (&r->rulings, "R-BATTLE-3");
  if (game->players[start->attacker].ai || game->players[start->defender].ai)
    wg_ruling_list_add (&r->rulings, "R-AI-8");
  for (int i = 0; i < 2; i++)
    if (r->fight.trade_goods_refreshed[i] > 0 && game->players[r->sides[i].player].ai)
      wg_ruling_list_add (&r->rulings, "R-AI-9");
  if (r->sides[1 - r->winner].survivors == 0)
    add (r->effects, _ ("No ship of %s survives: nothing is left to withdraw (R-BATTLE-3)."),
         who (game, r->sides[1 - r->winner].player));
  else if (r->withdrawal != NULL)
    g_ptr_array_add (r->effects, wg_withdrawal_describe (game, r->withdrawal));
  return r;
}

void
wg_battle_result_free (WgBattleResult *r)
{
  if (r == NULL)
    return;
  g_ptr_array_unref (r->effects);
  wg_withdrawal_free (r->withdrawal);
  g_free (r);
}

/* Trade Good texts: refresh flips a spent one; gain takes an available one.
 * The AI never refreshes: it takes an available one instead (R-AI-9). */
static void
apply_trade_goods (WgGame        *g,
                   const WgFight *f,
                   const int      players[2])
{
  for (int i = 0; i < 2; i++)
    {
      WgPlayer *p = &g->players[players[i]];
      int       refresh = f->trade_goods_refreshed[i], gain = f->trade_goods_gained[i];

      if (p->ai)
        {
          gain += refresh;
          refresh = 0;
        }
      for (; refresh > 0 && p->trade_goods_spent > 0; refresh--)
        {
          p->trade_goods_spent--;
          p->trade_goods_unspent++;
        }
      for (; gain > 0 && g->trade_goods > 0; gain--)
        {
          g->trade_goods--;
          p->trade_goods_unspent++;
        }
    }
}

static void
put_ships (WgGame *g,
           int     player,
           int     cell,
           int     count)
{
  WgStack *s = &g->stacks[cell];

  if (count <= 0)
    return;
  g_assert (s->ship_owner == WG_NO_PLAYER || s->ship_owner == player);
  s->ship_owner = (gint8) player;
  s->ships += (guint8) count;
}

static void
take_ships (WgGame *g,
            int     cell,
            int     count)
{
  WgStack *s = &g->stacks[cell];

  g_assert (s->ships >= count);
  s->ships -= (guint8) count;
  if (s->ships == 0)
    s->ship_owner = WG_NO_PLAYER;
}

/* A choice among @w's destinations (R-WD-3), from @answers or asked. */
static int
choose_destination (const WgGame       *game,
                    const WgWithdrawal *w,
                    WgAnswers          *answers,
                    WgOutcome          *outcome)
{
  const char      *answer = wg_answers_next_choice (answers);
  g_autofree char *question = NULL;

  for (guint i = 0; answer != NULL && i < w->destinations->len; i++)
    if (g_str_equal (answer, id_of (game, g_array_index (w->destinations, int, i))))
      return g_array_index (w->destinations, int, i);
  /* "the Gatekeepers’ ships" (wg_game_player_is_plural); the chooser is
   * the human against the Gatekeepers (R-AI-5). */
  question = g_strdup_printf (wg_game_player_is_plural (game, w->loser)
                                ? _ ("Where do %s’ ships withdraw? They are equally near; %s "
                                     "chooses (R-WD-3).")
                                : _ ("Where do %s’s ships withdraw? They are equally near; %s "
                                     "chooses (R-WD-3)."),
                              who (game, w->loser), who (game, w->chooser));
  outcome->question = wg_question_new ("withdraw", question);
  for (guint i = 0; i < w->destinations->len; i++)
    {
      const char *id = id_of (game, g_array_index (w->destinations, int, i));

      wg_question_add_option (outcome->question, id,
                              place_of (game, g_array_index (w->destinations, int, i)));
    }
  return -1;
}

/* How many of a Concentrate's @survivors go back to the first origin
 * (R-WD-1: the defender splits them), from @answers or asked. */
static int
choose_split (const WgGame        *game,
              const WgBattleStart *start,
              int                  survivors,
              WgAnswers           *answers,
              WgOutcome           *outcome)
{
  const char      *answer = wg_answers_next_choice (answers);
  g_autofree char *question = NULL;

  for (int k = 0; answer != NULL && k <= survivors; k++)
    {
      g_autofree char *id = g_strdup_printf ("%d", k);

      if (g_str_equal (answer, id))
        return k;
    }
  question = g_strdup_printf (wg_game_player_is_plural (game, start->attacker)
                                ? _ ("How many of %s’ %d surviving ships go back to %s (the rest "
                                     "to %s)? %s splits them (R-WD-1).")
                                : _ ("How many of %s’s %d surviving ships go back to %s (the rest "
                                     "to %s)? %s splits them (R-WD-1)."),
                              who (game, start->attacker), survivors,
                              place_of (game, start->origins[0]), place_of (game, start->origins[1]),
                              who (game, start->defender));
  outcome->question = wg_question_new ("split", question);
  for (int k = survivors; k >= 0; k--)
    {
      g_autofree char *id = g_strdup_printf ("%d", k);
      g_autofree char *label = g_strdup_printf (_ ("%d to %s, %d to %s"), k,
                                                place_of (game, start->origins[0]), survivors - k,
                                                place_of (game, start->origins[1]));

      wg_question_add_option (outcome->question, id, label);
    }
  return -1;
}

/* The loser's survivors withdraw; FALSE when a player must choose first. */
static gboolean
withdraw_loser (WgGame               *g,
                const WgGame         *game,
                const WgBattleStart  *start,
                const WgBattleResult *r,
                WgAnswers            *answers,
                WgOutcome            *outcome)
{
  const WgWithdrawal *w = r->withdrawal;
  int                 survivors = r->sides[1 - r->winner].survivors;
  int                 to;

  if (survivors == 0)
    return TRUE;
  if (r->winner == WG_ROLE_DEFENDER && start->n_origins == 2)
    {
      int k = choose_split (game, start, survivors, answers, outcome);

      if (k < 0)
        return FALSE;
      put_ships (g, start->attacker, start->origins[0], k);
      put_ships (g, start->attacker, start->origins[1], survivors - k);
      return TRUE;
    }
  if (w->destinations->len == 0)
    {
      wg_outcome_event (outcome,
                        wg_game_player_is_plural (game, w->loser)
                          ? _ ("%s’ %d surviving ships have nowhere to go and return to the "
                               "supply.")
                          : _ ("%s’s %d surviving ships have nowhere to go and return to the "
                               "supply."),
                        who (game, w->loser), survivors);
      return TRUE;
    }
  to = w->destinations->len == 1 ? g_array_index (w->destinations, int, 0)
                                 : choose_destination (game, w, answers, outcome);
  if (to < 0)
    return FALSE;
  put_ships (g, w->loser, to, survivors);
  wg_outcome_event (outcome,
                    wg_game_player_is_plural (game, w->loser)
                      ? _ ("%s’ %d surviving ships withdraw to %s.")
                      : _ ("%s’s %d surviving ships withdraw to %s."),
                    who (game, w->loser), survivors, place_of (game, to));
  return TRUE;
}

/* The history's sentence: "Battle at V1: red beats blue, 12 to 10; red
 * loses 3, blue loses 1" — "The Gatekeepers beat Kai" (their plural). */
static char *
describe_battle (const WgGame         *game,
                 const WgBattleStart  *start,
                 const WgBattleResult *r)
{
  int              winner = r->sides[r->winner].player;
  g_autofree char *lost0 = loses (game, start->attacker, r->sides[0].destroyed);
  g_autofree char *lost1 = loses (game, start->defender, r->sides[1].destroyed);

  return g_strdup_printf (wg_game_player_is_plural (game, winner)
                            /* TRANSLATORS: "Battle at V1: The Gatekeepers beat Kai, 12 to 10;
                               The Gatekeepers lose 3, Kai loses 1" */
                            ? _ ("Battle at %s: %s beat %s, %d to %d; %s, %s")
                            /* TRANSLATORS: "Battle at V1: red beats blue, 12 to 10; red loses 3,
                               blue loses 1" */
                            : _ ("Battle at %s: %s beats %s, %d to %d; %s, %s"),
                          place_of (game, start->at), who (game, winner),
                          who (game, r->sides[1 - r->winner].player), r->sides[r->winner].strength,
                          r->sides[1 - r->winner].strength, lost0, lost1);
}

WgOutcome *
wg_battle_apply (const WgGame         *game,
                 const WgBattleStart  *start,
                 const WgBattleResult *r,
                 WgAnswers            *answers)
{
  WgOutcome *outcome = wg_outcome_new ();
  g_autoptr (WgGame) g = NULL;
  int players[2] = { start->attacker, start->defender };
  int subject = -1;

  g_return_val_if_fail (game != NULL && start != NULL && r != NULL, outcome);
  /* A battle the rules do not allow changes nothing: applied, it could put
   * ships where none may be (R-MOVE-3). */
  outcome->verdict = wg_battle_judge (game, start, &subject);
  if (outcome->verdict != WG_VERDICT_OK)
    {
      const char *ruling = wg_battle_judge_ruling (outcome->verdict);

      outcome->description = wg_battle_judge_describe (game, start, outcome->verdict, subject);
      if (ruling != NULL)
        wg_ruling_list_add (&outcome->rulings, ruling);
      return outcome;
    }
  outcome->rulings = r->rulings;
  g = wg_game_copy (game);

  /* Every ship in the battle leaves its place; the survivors are put back
   * where the battle sends them. */
  for (guint i = 0; i < start->n_origins; i++)
    take_ships (g, start->origins[i], start->ships[i]);
  take_ships (g, start->at, start->defender_ships);
  if (r->winner == WG_ROLE_ATTACKER)
    put_ships (g, start->attacker, start->at, r->sides[0].survivors);
  else
    put_ships (g, start->defender, start->at, r->sides[1].survivors);
  if (!withdraw_loser (g, game, start, r, answers, outcome))
    return outcome;
  apply_trade_goods (g, &r->fight, players);

  outcome->description = describe_battle (game, start, r);
  outcome->game = g_steal_pointer (&g);
  return outcome;
}
