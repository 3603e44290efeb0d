/* wg-battle-model.c — the battle dialog's state: cards, odds, result, questions, applying
 * Copyright 2026 The Warpgate Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>
#include <stdlib.h>
#include <string.h>

#include "wg-ai.h"
#include "wg-battle-model-private.h"
#include "wg-record-args.h"

G_DEFINE_FINAL_TYPE (WgBattleModel, wg_battle_model, G_TYPE_OBJECT)

enum
{
  PROP_0,
  PROP_STATE,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

enum
{
  SIGNAL_CHANGED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

#define IS_ROLE(role) ((role) == WG_ROLE_ATTACKER || (role) == WG_ROLE_DEFENDER)

/* ---- State ---- */

static void
set_message (WgBattleModel *self,
             char          *message)
{
  g_free (self->message);
  self->message = message;
}

static void
clear_question (WgBattleModel *self)
{
  g_clear_pointer (&self->question, wg_question_free);
  if (self->asking == ASK_APPLY)
    wg_runner_reset (self->apply_runner);
  self->asking = ASK_NOTHING;
}

/* The state follows from the cards, the question and what was applied;
 * the result is resolved again whenever a card changes. */
static void
update (WgBattleModel *self)
{
  WgBattleModelState state;

  g_clear_pointer (&self->result, wg_battle_result_free);
  if (self->sides[0].chosen && self->sides[1].chosen)
    self->result = wg_battle_resolve (self->table, self->catalog, &self->start,
                                      &self->sides[0].card, &self->sides[1].card);
  if (self->state == WG_BATTLE_MODEL_APPLIED || self->state == WG_BATTLE_MODEL_STALE)
    state = self->state;
  else if (wg_battle_model_get_question (self) != NULL)
    state = WG_BATTLE_MODEL_ASKS;
  else if (self->result != NULL)
    state = WG_BATTLE_MODEL_READY;
  else
    state = WG_BATTLE_MODEL_CHOOSING;
  if (state != self->state)
    {
      self->state = state;
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_STATE]);
    }
  g_signal_emit (self, signals[SIGNAL_CHANGED], 0);
}

/* Applying our own step changes the game too; anything else makes the
 * battle stale: its table is no longer the session's. */
static void
on_game_changed (WgBattleModel *self)
{
  if (wg_runner_is_applying (self->apply_runner) || self->state == WG_BATTLE_MODEL_APPLIED)
    return;
  self->state = WG_BATTLE_MODEL_STALE;
  clear_question (self);
  set_message (self, g_strdup (_ ("The table changed while the battle was open: start the battle "
                                  "again.")));
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_STATE]);
  update (self);
}

/* ---- The cards a side may choose ---- */

/* One Tactic of a game file as a battle card, resolved as the odds resolve
 * it (wg_odds_cards_from_tactics); FALSE when its multiplier is not known. */
static gboolean
card_from_tactic (const WgCatalog *catalog,
                  const WgTactic  *tactic,
                  WgBattleCard    *card,
                  GError         **error)
{
  g_autoptr (GArray) one = g_array_sized_new (FALSE, FALSE, sizeof (WgTactic), 1);
  g_autoptr (GArray) cards = g_array_sized_new (FALSE, FALSE, sizeof (WgBattleCard), 1);

  /* A shallow copy: the array has no clear function and frees nothing. */
  g_array_append_vals (one, tactic, 1);
  if (!wg_odds_cards_from_tactics (catalog, one, cards, error))
    return FALSE;
  *card = g_array_index (cards, WgBattleCard, 0);
  return TRUE;
}

char *
wg_battle_model_tactic_title (WgBattleModel  *self,
                              int             player,
                              const WgTactic *tactic)
{
  const char  *name = NULL, *who = wg_game_player_label (self->before, player);
  gboolean     has_kind = FALSE;
  WgTacticKind kind = WG_TACTIC_BASIC;

  wg_catalog_resolve_tactic (self->catalog, tactic, NULL, &name, &has_kind, &kind, NULL);
  if (name != NULL)
    return g_strdup (name);
  /* TRANSLATORS: a held card the game file does not name, by where it is:
   * "blue’s Hero", "blue’s Basic Tactics card" */
  if (!has_kind)
    return g_strdup_printf (_ ("%s’s Tactics card"), who);
  switch (kind)
    {
    case WG_TACTIC_HERO: return g_strdup_printf (_ ("%s’s Hero"), who);
    case WG_TACTIC_ADVANCED: return g_strdup_printf (_ ("%s’s Advanced Tactics card"), who);
    case WG_TACTIC_BASIC:
    default: return g_strdup_printf (_ ("%s’s Basic Tactics card"), who);
    }
}

int
wg_battle_model_filled (WgBattleModel *self,
                        int            role,
                        const char    *title)
{
  GHashTable *filled = self->sides[role].filled;

  return filled != NULL ? GPOINTER_TO_INT (g_hash_table_lookup (filled, title)) - 1 : -1;
}

/* A held card whose multiplier is not known, listed once by its title. */
static void
add_unknown (WgBattleModel  *self,
             Side           *side,
             const WgTactic *tactic,
             GString        *titles)
{
  g_autofree char *title = wg_battle_model_tactic_title (self, side->player, tactic);

  for (guint k = 0; k < side->unknown->len; k++)
    {
      g_autofree char *other =
        wg_battle_model_tactic_title (self, side->player, g_ptr_array_index (side->unknown, k));

      if (g_str_equal (other, title))
        return;
    }
  g_string_append_printf (titles, "%s%s", titles->len > 0 ? ", " : "", title);
  g_ptr_array_add (side->unknown, (gpointer) tactic);
}

static void
fill_cards (WgBattleModel *self,
            Side          *side)
{
  const GArray *tactics = self->before->players[side->player].tactics;
  g_autoptr (GString) unknown = g_string_new (NULL);

  side->cards = g_array_new (FALSE, FALSE, sizeof (WgBattleCard));
  side->unknown = g_ptr_array_new ();
  for (guint i = 0; tactics != NULL && i < tactics->len; i++)
    {
      const WgTactic *t = &g_array_index (tactics, WgTactic, i);
      WgBattleCard    card;
      gboolean        seen = FALSE;

      if (!card_from_tactic (self->catalog, t, &card, NULL))
        {
          add_unknown (self, side, t, unknown);
          continue;
        }
      for (guint k = 0; k < side->cards->len && !seen; k++)
        seen = wg_odds_card_equal (&g_array_index (side->cards, WgBattleCard, k), &card);
      if (!seen)
        g_array_append_val (side->cards, card);
    }
  if (unknown->len == 0 && side->cards->len == 0)
    side->note = g_strdup (_ ("The game file lists no Tactics card of this player’s: type the "
                              "multiplier printed on the card played."));
  else if (unknown->len > 0)
    /* TRANSLATORS: %s lists cards, "Glorious Victory, All or Nothing" */
    side->note = g_strdup_printf (_ ("Their multiplier is not known: %s. Choose the card and "
                                     "type the multiplier printed on it."),
                                  unknown->str);
}

static void
set_up_side (WgBattleModel *self,
             WgBattleRole   role)
{
  Side *side = &self->sides[role];

  side->player = role == WG_ROLE_ATTACKER ? self->start.attacker : self->start.defender;
  side->ships = self->start.defender_ships;
  if (role == WG_ROLE_ATTACKER)
    {
      side->ships = 0;
      for (guint i = 0; i < self->start.n_origins; i++)
        side->ships += self->start.ships[i];
    }
  side->draws = wg_ai_draws_battle_card (self->before, side->player);
  if (side->draws)
    {
      side->cards = g_array_new (FALSE, FALSE, sizeof (WgBattleCard));
      side->unknown = g_ptr_array_new ();
      if (!wg_ai_has_tactics (self->before))
        side->note = g_strdup (_ ("The Gatekeepers’ Tactics deck is empty in the game file: type "
                                  "the multiplier of the card they play."));
    }
  else
    fill_cards (self, side);
}

/* ---- Choosing ---- */

/* A held card's multiplier asked (ASK_HELD) holds nothing up: choosing a
 * card, or drawing, gives it up (issue 31: a Fill In left pending greyed
 * every other control out). */
static void
drop_held_question (WgBattleModel *self)
{
  if (self->asking == ASK_HELD)
    clear_question (self);
}

static void
choose (WgBattleModel      *self,
        WgBattleRole        role,
        const WgBattleCard *card)
{
  drop_held_question (self);
  self->sides[role].card = *card;
  self->sides[role].chosen = TRUE;
  self->sides[role].chosen_unknown = -1;
  set_message (self, NULL);
  update (self);
}

static gboolean
may_choose (WgBattleModel *self)
{
  return self->state == WG_BATTLE_MODEL_CHOOSING || self->state == WG_BATTLE_MODEL_READY
         || (self->state == WG_BATTLE_MODEL_ASKS && self->asking == ASK_HELD);
}

void
wg_battle_model_unchoose (WgBattleModel *self,
                          WgBattleRole   role)
{
  g_return_if_fail (WG_IS_BATTLE_MODEL (self));
  g_return_if_fail (IS_ROLE (role));

  if (!may_choose (self) || self->sides[role].draws || !self->sides[role].chosen)
    return;
  drop_held_question (self);
  self->sides[role].chosen = FALSE;
  self->sides[role].chosen_unknown = -1;
  set_message (self, NULL);
  update (self);
}

gboolean
wg_battle_model_choose_card (WgBattleModel *self,
                             WgBattleRole   role,
                             guint          index)
{
  g_return_val_if_fail (WG_IS_BATTLE_MODEL (self), FALSE);
  g_return_val_if_fail (IS_ROLE (role), FALSE);

  if (!may_choose (self) || index >= self->sides[role].cards->len)
    return FALSE;
  choose (self, role, &g_array_index (self->sides[role].cards, WgBattleCard, index));
  return TRUE;
}

gboolean
wg_battle_model_can_type (WgBattleModel *self,
                          WgBattleRole   role)
{
  g_return_val_if_fail (WG_IS_BATTLE_MODEL (self), FALSE);
  g_return_val_if_fail (IS_ROLE (role), FALSE);

  /* The Gatekeepers draw (R-AI-8); only an empty deck leaves it to the
   * players to say what was played. */
  return may_choose (self) && (!self->sides[role].draws || !wg_ai_has_tactics (self->before));
}

gboolean
wg_battle_model_choose_multiplier (WgBattleModel *self,
                                   WgBattleRole   role,
                                   int            multiplier)
{
  WgBattleCard card;

  g_return_val_if_fail (WG_IS_BATTLE_MODEL (self), FALSE);
  g_return_val_if_fail (IS_ROLE (role), FALSE);

  if (multiplier < 0 || multiplier > 9 || !wg_battle_model_can_type (self, role))
    return FALSE;
  wg_battle_card_from_multiplier (multiplier, &card);
  choose (self, role, &card);
  return TRUE;
}

/* ---- The Gatekeepers draw (R-AI-8) ---- */

static int
drawing_role (WgBattleModel *self)
{
  for (int r = 0; r < 2; r++)
    if (self->sides[r].draws)
      return r;
  return -1;
}

gboolean
wg_battle_model_can_draw (WgBattleModel *self)
{
  int role;

  g_return_val_if_fail (WG_IS_BATTLE_MODEL (self), FALSE);
  role = drawing_role (self);
  return role >= 0 && may_choose (self) && !self->sides[role].has_drawn
         && wg_ai_has_tactics (self->before);
}

/* A deck of unknown order names the card turned over: exactly the cards
 * the deck holds, as the core lists them with their counts (R-DECK-3); a
 * card known by its catalog id is shown by the catalog's name. */
static WgQuestion *
reveal_question (WgBattleModel    *self,
                 const WgQuestion *asked)
{
  WgQuestion *question = wg_question_new (asked->id, asked->question);

  for (guint i = 0; i < asked->options->len; i++)
    {
      const WgOption  *o = g_ptr_array_index (asked->options, i);
      const WgCard    *card = wg_catalog_lookup (self->catalog, o->id);
      g_autofree char *label = NULL;

      /* The core's label starts with the id when it knows no name. */
      if (card != NULL && card->name != NULL && g_str_has_prefix (o->label, o->id))
        label = g_strconcat (card->name, o->label + strlen (o->id), NULL);
      wg_question_add_option (question, o->id, label != NULL ? label : o->label);
    }
  return question;
}

static WgQuestion *
multiplier_question (WgBattleModel *self,
                     const char    *name)
{
  g_autofree char *text = g_strdup_printf (_ ("The Gatekeepers play %s, whose multiplier the app "
                                              "does not know: which multiplier is printed on the "
                                              "card?"),
                                           name);
  WgQuestion      *question = wg_question_new ("multiplier", text);

  for (int n = 0; n <= 9; n++)
    {
      g_autofree char *id = g_strdup_printf ("%d", n);
      g_autofree char *label = g_strdup_printf ("×%d", n);

      wg_question_add_option (question, id, label);
    }
  return question;
}

/* The drawn card with the multiplier read from it: its catalog text, if
 * any, is kept. */
static void
card_with_multiplier (WgBattleModel  *self,
                      const WgTactic *tactic,
                      int             multiplier,
                      WgBattleCard   *card)
{
  const WgCard *c = NULL;
  const char   *name = NULL;

  wg_catalog_resolve_tactic (self->catalog, tactic, &c, &name, NULL, NULL, NULL);
  wg_battle_card_from_multiplier (multiplier, card);
  if (c != NULL)
    {
      card->id = c->id;
      card->effects = c->effects;
      card->n_effects = c->n_effects;
      card->complete = c->complete;
      card->text = c->text;
    }
  else if (name != NULL)
    card->complete = FALSE;
  if (name != NULL)
    g_strlcpy (card->name, name, sizeof card->name);
}

/* The draw runner's call of the core: wg_ai_draw_battle_card returns the
 * card drawn and changes the table in place; as an outcome, its question or
 * the table after the draw, the card kept in the drawing side. */
static WgOutcome *
draw_card (WgAnswers *answers,
           gpointer   user_data,
           GError   **error)
{
  WgBattleModel *self = user_data;
  Side          *side = &self->sides[drawing_role (self)];
  WgOutcome     *outcome = wg_outcome_new ();
  g_autoptr (WgGame) game = wg_game_copy (self->before);
  WgTactic played = { 0 };

  if (!wg_ai_draw_battle_card (game, answers, &played, &outcome->question))
    return outcome; /* a question, or no table: nothing drawn */
  wg_tactic_clear (&side->drawn);
  side->drawn = played;
  outcome->game = g_steal_pointer (&game);
  return outcome;
}

/* What the draw's run left: the card turned over asked, or drawn. */
static void
after_draw (WgBattleModel *self,
            WgRunnerState  state)
{
  Side        *side = &self->sides[drawing_role (self)];
  WgBattleCard card;

  if (state == WG_RUNNER_ASKS)
    {
      self->question = reveal_question (self, wg_runner_get_question (self->draw_runner));
      self->asking = ASK_DRAW;
      return;
    }
  if (state != WG_RUNNER_READY)
    {
      wg_runner_reset (self->draw_runner);
      return;
    }
  wg_game_free (self->table);
  self->table = wg_outcome_steal_game (wg_runner_get_outcome (self->draw_runner));
  wg_runner_add_cli_answers (self->draw_runner, self->draw_answers);
  wg_runner_reset (self->draw_runner);
  side->has_drawn = TRUE;
  if (card_from_tactic (self->catalog, &side->drawn, &card, NULL))
    {
      side->card = card;
      side->chosen = TRUE;
      wg_battle_model_compute_odds (self);
    }
  else
    {
      g_autofree char *name = wg_battle_model_describe_draw (self);

      self->question = multiplier_question (self, name);
      self->asking = ASK_MULTIPLIER;
    }
}

gboolean
wg_battle_model_draw (WgBattleModel *self)
{
  g_return_val_if_fail (WG_IS_BATTLE_MODEL (self), FALSE);

  if (!wg_battle_model_can_draw (self))
    return FALSE;
  drop_held_question (self);
  set_message (self, NULL);
  after_draw (self, wg_runner_start (self->draw_runner));
  update (self);
  return TRUE;
}

char *
wg_battle_model_describe_draw (WgBattleModel *self)
{
  const Side *side;
  const char *name = NULL;
  int         role;

  g_return_val_if_fail (WG_IS_BATTLE_MODEL (self), NULL);
  role = drawing_role (self);
  if (role < 0 || !self->sides[role].has_drawn)
    return NULL;
  side = &self->sides[role];
  wg_catalog_resolve_tactic (self->catalog, &side->drawn, NULL, &name, NULL, NULL, NULL);
  if (name != NULL)
    return g_strdup (name);
  if (side->drawn.multiplier != WG_MULTIPLIER_UNKNOWN)
    return g_strdup_printf ("×%d", side->drawn.multiplier);
  return g_strdup (_ ("a Tactics card without a name"));
}

/* ---- Applying ---- */

/* The runner's call of the core: the battle as resolved, on the table
 * with the Gatekeepers' draw. */
static WgOutcome *
battle_apply (WgAnswers *answers,
              gpointer   user_data,
              GError   **error)
{
  WgBattleModel *self = user_data;
  WgOutcome     *outcome = wg_battle_apply (self->table, &self->start, self->result, answers);

  /* The attack, a battle-promote used in it and the battle are one step:
   * the move is told first, then the token. */
  if ((self->move != NULL || self->promote.step != NULL) && outcome != NULL
      && outcome->game != NULL)
    {
      char *both = g_strdup_printf ("%s %s %s", self->move != NULL ? self->move : "",
                                    self->promote.step != NULL ? self->promote.step : "",
                                    outcome->description != NULL ? outcome->description : "");

      g_free (outcome->description);
      outcome->description = g_strstrip (both);
    }
  return outcome;
}

/* The battle in the game's record: the steps before it (the attack's
 * `apply`, a battle-promote), then `battle --apply` with the cards chosen
 * and the answers of the Gatekeepers' draw and of the battle. */
static void
record_battle (WgRunner        *runner,
               const WgOutcome *outcome,
               GPtrArray       *steps,
               gpointer         user_data)
{
  WgBattleModel *self = user_data;
  g_autoptr (GPtrArray) args = g_ptr_array_new_with_free_func (g_free);
  const WgBattleCard *attacker = wg_battle_model_get_chosen (self, WG_ROLE_ATTACKER);
  const WgBattleCard *defender = wg_battle_model_get_chosen (self, WG_ROLE_DEFENDER);

  if (attacker == NULL || defender == NULL)
    return; /* no command: an edit */
  for (guint i = 0; i < self->record->len; i++)
    g_ptr_array_add (steps, wg_record_step_copy (g_ptr_array_index (self->record, i)));
  wg_record_args_battle (args, self->before, &self->start, attacker, defender);
  g_ptr_array_add (steps,
                   wg_runner_make_step (runner, "battle", args, self->draw_answers, outcome));
}

void
wg_battle_model_set_move_step (WgBattleModel *self,
                               WgRecordStep  *step)
{
  g_return_if_fail (WG_IS_BATTLE_MODEL (self));
  g_return_if_fail (step != NULL);

  g_ptr_array_insert (self->record, 0, step);
}

/* What the run left: a question, a refusal, or the step done. */
static void
after_apply (WgBattleModel *self,
             WgRunnerState  state)
{
  const char *refusal = wg_runner_get_refusal (self->apply_runner);

  switch (state)
    {
    case WG_RUNNER_ASKS:
      self->asking = ASK_APPLY;
      break;
    case WG_RUNNER_REFUSED:
      set_message (self, g_strdup (refusal != NULL ? refusal
                                                   : _ ("The battle cannot be applied")));
      break;
    case WG_RUNNER_APPLIED:
      g_free (self->description);
      self->description = g_strdup (wg_runner_get_outcome (self->apply_runner)->description);
      self->state = WG_BATTLE_MODEL_APPLIED;
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_STATE]);
      break;
    case WG_RUNNER_IDLE:
    case WG_RUNNER_READY:
    default:
      break;
    }
}

gboolean
wg_battle_model_apply (WgBattleModel *self)
{
  g_return_val_if_fail (WG_IS_BATTLE_MODEL (self), FALSE);

  if (self->state != WG_BATTLE_MODEL_READY)
    return FALSE;
  set_message (self, NULL);
  after_apply (self, wg_runner_start (self->apply_runner));
  update (self);
  return self->state == WG_BATTLE_MODEL_APPLIED;
}

const char *
wg_battle_model_get_description (WgBattleModel *self)
{
  g_return_val_if_fail (WG_IS_BATTLE_MODEL (self), NULL);
  return self->description;
}

/* ---- Questions ---- */

const WgQuestion *
wg_battle_model_get_question (WgBattleModel *self)
{
  g_return_val_if_fail (WG_IS_BATTLE_MODEL (self), NULL);
  if (self->asking == ASK_APPLY)
    return wg_runner_get_question (self->apply_runner);
  return self->question;
}

gboolean
wg_battle_model_answer (WgBattleModel *self,
                        const char    *answer)
{
  const WgQuestion *question;
  Asking            asking;
  g_autofree char  *option = NULL;

  g_return_val_if_fail (WG_IS_BATTLE_MODEL (self), FALSE);
  g_return_val_if_fail (answer != NULL, FALSE);

  question = wg_battle_model_get_question (self);
  if (question == NULL || !wg_question_has_option (question, answer))
    return FALSE;
  /* The answer may be one of the question's own option ids, which goes
   * with the question below. */
  option = g_strdup (answer);
  asking = self->asking;
  set_message (self, NULL);
  if (asking == ASK_APPLY)
    {
      /* The runner keeps the question until it has the answer. */
      self->asking = ASK_NOTHING;
      wg_runner_answer (self->apply_runner, option);
      after_apply (self, wg_runner_get_state (self->apply_runner));
      update (self);
      return TRUE;
    }
  clear_question (self);
  switch (asking)
    {
    case ASK_DRAW:
      wg_runner_answer (self->draw_runner, option);
      after_draw (self, wg_runner_get_state (self->draw_runner));
      break;
    case ASK_MULTIPLIER:
      {
        Side *side = &self->sides[drawing_role (self)];

        card_with_multiplier (self, &side->drawn, atoi (option), &side->card);
        wg_battle_model_learn (self, drawing_role (self), &side->drawn, atoi (option));
        side->chosen = TRUE;
        wg_battle_model_compute_odds (self);
      }
      break;
    case ASK_HELD:
      wg_battle_model_take_held (self, atoi (option));
      break;
    case ASK_PROMOTE:
      wg_runner_answer (self->promote.runner, option);
      wg_battle_model_after_promote (self, wg_runner_get_state (self->promote.runner));
      break;
    case ASK_APPLY:
    case ASK_NOTHING:
    default:
      g_assert_not_reached ();
    }
  update (self);
  return TRUE;
}

void
wg_battle_model_cancel_question (WgBattleModel *self)
{
  int role;

  g_return_if_fail (WG_IS_BATTLE_MODEL (self));

  if (wg_battle_model_get_question (self) == NULL)
    return;
  role = drawing_role (self);
  /* A drawn card whose multiplier is not given is not played: the draw is
   * taken back with the rest. */
  if (self->asking == ASK_DRAW || self->asking == ASK_MULTIPLIER)
    {
      wg_runner_reset (self->draw_runner);
      wg_game_free (self->table);
      self->table = wg_game_copy (self->before);
      wg_tactic_clear (&self->sides[role].drawn);
      self->sides[role].has_drawn = FALSE;
    }
  /* A battle-promote half revealed is not used. */
  if (self->asking == ASK_PROMOTE)
    {
      wg_runner_reset (self->promote.runner);
      self->promote.role = -1;
    }
  clear_question (self);
  update (self);
}

/* ---- Getters ---- */

int
wg_battle_model_get_question_role (WgBattleModel *self)
{
  g_return_val_if_fail (WG_IS_BATTLE_MODEL (self), -1);

  switch (self->asking)
    {
    case ASK_HELD:
      return self->held_role;
    case ASK_DRAW:
    case ASK_MULTIPLIER:
      return drawing_role (self);
    case ASK_PROMOTE:
      return self->promote.role;
    case ASK_APPLY:
    case ASK_NOTHING:
    default:
      return -1;
    }
}

WgSession *
wg_battle_model_get_session (WgBattleModel *self)
{
  g_return_val_if_fail (WG_IS_BATTLE_MODEL (self), NULL);
  return self->session;
}

const WgBattleStart *
wg_battle_model_get_start (WgBattleModel *self)
{
  g_return_val_if_fail (WG_IS_BATTLE_MODEL (self), NULL);
  return &self->start;
}

const WgGame *
wg_battle_model_get_game (WgBattleModel *self)
{
  g_return_val_if_fail (WG_IS_BATTLE_MODEL (self), NULL);
  return self->table;
}

WgBattleModelState
wg_battle_model_get_state (WgBattleModel *self)
{
  g_return_val_if_fail (WG_IS_BATTLE_MODEL (self), WG_BATTLE_MODEL_STALE);
  return self->state;
}

const char *
wg_battle_model_get_message (WgBattleModel *self)
{
  g_return_val_if_fail (WG_IS_BATTLE_MODEL (self), NULL);
  return self->message;
}

int
wg_battle_model_get_player (WgBattleModel *self,
                            WgBattleRole   role)
{
  g_return_val_if_fail (WG_IS_BATTLE_MODEL (self), WG_NO_PLAYER);
  g_return_val_if_fail (IS_ROLE (role), WG_NO_PLAYER);
  return self->sides[role].player;
}

gboolean
wg_battle_model_side_draws (WgBattleModel *self,
                            WgBattleRole   role)
{
  g_return_val_if_fail (WG_IS_BATTLE_MODEL (self), FALSE);
  g_return_val_if_fail (IS_ROLE (role), FALSE);
  return self->sides[role].draws;
}

guint
wg_battle_model_get_n_cards (WgBattleModel *self,
                             WgBattleRole   role)
{
  g_return_val_if_fail (WG_IS_BATTLE_MODEL (self), 0);
  g_return_val_if_fail (IS_ROLE (role), 0);
  return self->sides[role].cards->len;
}

const WgBattleCard *
wg_battle_model_get_card (WgBattleModel *self,
                          WgBattleRole   role,
                          guint          index)
{
  g_return_val_if_fail (WG_IS_BATTLE_MODEL (self), NULL);
  g_return_val_if_fail (IS_ROLE (role), NULL);
  g_return_val_if_fail (index < self->sides[role].cards->len, NULL);
  return &g_array_index (self->sides[role].cards, WgBattleCard, index);
}

const char *
wg_battle_model_get_cards_note (WgBattleModel *self,
                                WgBattleRole   role)
{
  g_return_val_if_fail (WG_IS_BATTLE_MODEL (self), NULL);
  g_return_val_if_fail (IS_ROLE (role), NULL);
  return self->sides[role].note;
}

const WgBattleCard *
wg_battle_model_get_chosen (WgBattleModel *self,
                            WgBattleRole   role)
{
  g_return_val_if_fail (WG_IS_BATTLE_MODEL (self), NULL);
  g_return_val_if_fail (IS_ROLE (role), NULL);
  return self->sides[role].chosen ? &self->sides[role].card : NULL;
}

const WgBattleResult *
wg_battle_model_get_result (WgBattleModel *self)
{
  g_return_val_if_fail (WG_IS_BATTLE_MODEL (self), NULL);
  return self->result;
}

/* ---- The object ---- */

static void
wg_battle_model_dispose (GObject *object)
{
  WgBattleModel *self = WG_BATTLE_MODEL (object);

  if (self->session != NULL)
    g_signal_handlers_disconnect_by_data (self->session, self);
  g_clear_object (&self->session);

  G_OBJECT_CLASS (wg_battle_model_parent_class)->dispose (object);
}

static void
wg_battle_model_finalize (GObject *object)
{
  WgBattleModel *self = WG_BATTLE_MODEL (object);

  for (int r = 0; r < 2; r++)
    {
      g_clear_pointer (&self->sides[r].cards, g_array_unref);
      g_clear_pointer (&self->sides[r].note, g_free);
      g_clear_pointer (&self->sides[r].unknown, g_ptr_array_unref);
      g_clear_pointer (&self->sides[r].learned_id, g_free);
      g_clear_pointer (&self->sides[r].filled, g_hash_table_unref);
      wg_tactic_clear (&self->sides[r].drawn);
      g_clear_pointer (&self->odds[r], wg_odds_free);
    }
  g_clear_pointer (&self->catalog, wg_catalog_unref);
  g_clear_pointer (&self->catalogs, g_ptr_array_unref);
  g_clear_object (&self->store);
  g_clear_pointer (&self->before, wg_game_free);
  g_clear_pointer (&self->move, g_free);
  g_clear_pointer (&self->table, wg_game_free);
  g_clear_pointer (&self->odds_message, g_free);
  g_clear_pointer (&self->result, wg_battle_result_free);
  g_clear_pointer (&self->message, g_free);
  g_clear_pointer (&self->question, wg_question_free);
  g_clear_object (&self->draw_runner);
  g_clear_object (&self->promote.runner);
  g_clear_pointer (&self->promote.step, g_free);
  g_clear_object (&self->apply_runner);
  g_clear_pointer (&self->description, g_free);

  g_clear_pointer (&self->record, g_ptr_array_unref);
  g_clear_pointer (&self->draw_answers, g_ptr_array_unref);
  G_OBJECT_CLASS (wg_battle_model_parent_class)->finalize (object);
}

static void
wg_battle_model_get_property (GObject    *object,
                              guint       prop_id,
                              GValue     *value,
                              GParamSpec *pspec)
{
  switch (prop_id)
    {
    case PROP_STATE:
      g_value_set_int (value, WG_BATTLE_MODEL (object)->state);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
wg_battle_model_class_init (WgBattleModelClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = wg_battle_model_dispose;
  object_class->finalize = wg_battle_model_finalize;
  object_class->get_property = wg_battle_model_get_property;

  /* A WgBattleModelState. */
  properties[PROP_STATE] =
    g_param_spec_int ("state", NULL, NULL, WG_BATTLE_MODEL_CHOOSING, WG_BATTLE_MODEL_STALE,
                      WG_BATTLE_MODEL_CHOOSING,
                      G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  signals[SIGNAL_CHANGED] =
    g_signal_new ("changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                  G_TYPE_NONE, 0);
}

static void
wg_battle_model_init (WgBattleModel *self)
{
  self->promote.role = -1;
  self->sides[0].chosen_unknown = -1;
  self->sides[1].chosen_unknown = -1;
}

/* The battle the rules allow (the core's judge, as the table stands), so
 * that applying it can only change the table as the rules do. */
static gboolean
start_is_valid (const WgGame        *game,
                const WgBattleStart *start)
{
  return wg_battle_judge (game, start, NULL) == WG_VERDICT_OK;
}

WgBattleModel *
wg_battle_model_new (WgSession           *session,
                     WgCatalog           *catalog,
                     const WgBattleStart *start)
{
  g_return_val_if_fail (WG_IS_SESSION (session), NULL);
  g_return_val_if_fail (wg_session_get_game (session) != NULL, NULL);

  return wg_battle_model_new_for_move (session, catalog, start, wg_session_get_game (session),
                                       NULL);
}

WgBattleModel *
wg_battle_model_new_for_move (WgSession           *session,
                              WgCatalog           *catalog,
                              const WgBattleStart *start,
                              const WgGame        *game,
                              const char          *move)
{
  WgBattleModel *self;

  g_return_val_if_fail (WG_IS_SESSION (session), NULL);
  g_return_val_if_fail (catalog != NULL, NULL);
  g_return_val_if_fail (start != NULL, NULL);
  g_return_val_if_fail (game != NULL, NULL);
  g_return_val_if_fail (start_is_valid (game, start), NULL);

  self = g_object_new (WG_TYPE_BATTLE_MODEL, NULL);
  self->session = g_object_ref (session);
  self->apply_runner = wg_runner_new (session, battle_apply, self);
  wg_runner_set_step_func (self->apply_runner, record_battle);
  self->record = g_ptr_array_new_with_free_func ((GDestroyNotify) wg_record_step_free);
  self->draw_answers = g_ptr_array_new_with_free_func (g_free);
  self->promote.runner = wg_battle_model_promote_runner_new (self);
  /* The draw is not a step of its own: the battle applies its table. */
  self->draw_runner = wg_runner_new (session, draw_card, self);
  wg_runner_set_auto_apply (self->draw_runner, FALSE);
  self->catalog = wg_catalog_ref (catalog);
  self->start = *start;
  self->before = wg_game_copy (game);
  self->table = wg_game_copy (game);
  self->move = g_strdup (move);
  set_up_side (self, WG_ROLE_ATTACKER);
  set_up_side (self, WG_ROLE_DEFENDER);
  wg_battle_model_compute_odds (self);
  g_signal_connect_object (session, "notify::game", G_CALLBACK (on_game_changed), self,
                           G_CONNECT_SWAPPED);
  return self;
}

/* ---- For wg-battle-model-cards.c ---- */

void
wg_battle_model_update (WgBattleModel *self)
{
  update (self);
}

void
wg_battle_model_fill_cards (WgBattleModel *self,
                            int            role)
{
  Side *side = &self->sides[role];

  g_clear_pointer (&side->cards, g_array_unref);
  g_clear_pointer (&side->unknown, g_ptr_array_unref);
  g_clear_pointer (&side->note, g_free);
  /* A card remembered is no longer unknown: it is listed with the others. */
  side->chosen_unknown = -1;
  fill_cards (self, side);
}

void
wg_battle_model_card_with_multiplier (WgBattleModel  *self,
                                      const WgTactic *tactic,
                                      int             multiplier,
                                      WgBattleCard   *card)
{
  card_with_multiplier (self, tactic, multiplier, card);
}

gboolean
wg_battle_model_card_from_tactic (WgBattleModel  *self,
                                  const WgTactic *tactic,
                                  WgBattleCard   *card)
{
  return card_from_tactic (self->catalog, tactic, card, NULL);
}

WgQuestion *
wg_battle_model_reveal_question (WgBattleModel    *self,
                                 const WgQuestion *asked)
{
  return reveal_question (self, asked);
}
