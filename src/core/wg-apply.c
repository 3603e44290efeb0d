/* wg-apply.c — the table after a legal move
 * Copyright 2026 The Warpgate Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "wg-deck.h"
#include "wg-moves-private.h"
#include "wg-range.h"

void
wg_move_ships (WgGame *game,
               int     player,
               int     from,
               int     to,
               int     count)
{
  WgStack *src = &game->stacks[from], *dst = &game->stacks[to];

  g_assert (src->ship_owner == player && src->ships >= count);
  g_assert (dst->ship_owner == WG_NO_PLAYER || dst->ship_owner == player);
  src->ships -= (guint8) count;
  if (src->ships == 0)
    src->ship_owner = WG_NO_PLAYER;
  if (count > 0)
    {
      dst->ship_owner = (gint8) player;
      dst->ships += (guint8) count;
    }
}

void
wg_deploy_ships (WgGame *game,
                 int     player,
                 int     at,
                 int     count)
{
  WgStack *dst = &game->stacks[at];

  g_assert (dst->ship_owner == WG_NO_PLAYER || dst->ship_owner == player);
  if (count <= 0)
    return;
  dst->ship_owner = (gint8) player;
  dst->ships += (guint8) count;
}

static const char *
id_of (const WgGame *game,
       int           cell)
{
  return wg_game_place_name (game, cell);
}

/* An attack stops at its battle: the ships stay where they are until the
 * battle is resolved (R-BATTLE-*). */
static void
start_battle (const WgGame *game,
              const WgMove *move,
              WgOutcome    *outcome)
{
  WgBattleStart *b = g_new0 (WgBattleStart, 1);

  b->attacker = move->player;
  b->n_origins = move->n_groups;
  for (guint i = 0; i < move->n_groups; i++)
    {
      b->origins[i] = move->groups[i].from;
      b->ships[i] = wg_judge_group_ships (game, &move->groups[i], move->player);
    }
  b->at = move->to;
  b->defender = game->stacks[move->to].ship_owner;
  b->defender_ships = game->stacks[move->to].ships;
  outcome->battle = b;
  wg_outcome_event (outcome, _ ("A battle at %s: %s attacks %s. Resolve it before going on."),
                    id_of (game, move->to), wg_game_player_label (game, move->player),
                    wg_game_player_label (game, b->defender));
}

/* Movement; FALSE when a question was asked (a Recon exploring, R-EXP-2). */
static gboolean
apply_movement (WgGame       *g,
                const WgMove *move,
                WgAnswers    *answers,
                WgOutcome    *outcome)
{
  int moved;

  if (wg_game_has_enemy_ships (g, move->to, move->player))
    {
      start_battle (g, move, outcome);
      return TRUE;
    }
  for (guint i = 0; i < move->n_groups; i++)
    wg_move_ships (g, move->player, move->groups[i].from, move->to,
                   wg_judge_group_ships (g, &move->groups[i], move->player));
  /* R-EXP-2: only Recon explores. */
  if (move->action == WG_ACTION_RECON)
    return wg_explore (g, move->player, move->to, answers, outcome);
  if (!move->second)
    return TRUE;
  /* WG_ALL_SHIPS in the second group means every ship that may still
   * move: not those the first group brought (R-MOVE-5). */
  moved = move->second_group.count;
  if (moved == WG_ALL_SHIPS)
    {
      moved = wg_game_ships_at (g, move->second_group.from, move->player);
      if (move->second_group.from == move->to)
        moved -= wg_judge_group_ships (g, &move->groups[0], move->player);
    }
  wg_move_ships (g, move->player, move->second_group.from, move->second_to, moved);
  return TRUE;
}

/* Trade (R-MOVE-8): the ship ends on the third planet; then one available
 * Trade Good, if any, unspent side up. */
static void
apply_trade (WgGame       *g,
             const WgMove *move,
             WgOutcome    *outcome)
{
  WgPlayer *p = &g->players[move->player];

  wg_move_ships (g, move->player, move->groups[0].from, move->to, 1);
  if (g->trade_goods > 0)
    {
      g->trade_goods--;
      p->trade_goods_unspent++;
      wg_outcome_event (outcome, _ ("%s takes a Trade Good (%d left)."),
                        wg_game_player_label (g, move->player), g->trade_goods);
    }
  else
    wg_outcome_event (outcome, _ ("No Trade Good is left to take."));
}

/* Research (R-MOVE-10): the drone moves, the player takes the chosen (or
 * left-most matching) Technology; then cards are revealed from the deck, to
 * the right, until 2 are available or the deck is empty (R-DECK-1). */
static gboolean
apply_research (WgGame       *g,
                const WgMove *move,
                WgAnswers    *answers,
                WgOutcome    *outcome)
{
  WgPlanetType type = wg_board_get_cell (g->board, move->to)->type;
  guint64      matching = wg_judge_matching_technologies (g, type);
  int          index = move->technology;
  int          revealed;
  WgTechnology tech;

  if (index == WG_NONE)
    index = g_bit_nth_lsf ((gulong) matching, -1);
  g->drones[move->player] = move->to;
  tech = g_array_index (g->technologies, WgTechnology, index);
  /* The element moves to the player's array; clear it so removal does not
   * free its name. */
  g_array_index (g->technologies, WgTechnology, index).name = NULL;
  g_array_remove_index (g->technologies, (guint) index);
  g_array_append_val (g->players[move->player].technologies, tech);
  wg_outcome_event (outcome, _ ("%s takes the %s Technology%s%s."),
                    wg_game_player_label (g, move->player), wg_planet_type_display_name (type),
                    tech.name ? " " : "", tech.name ? tech.name : "");
  /* R-DECK-1: reveal until 2 are available or the deck is empty. */
  revealed = wg_replenish_technologies (g, answers, &outcome->question);
  if (revealed < 0)
    return FALSE;
  for (guint i = g->technologies->len - (guint) revealed; i < g->technologies->len; i++)
    wg_outcome_event (outcome, _ ("A %s Technology is revealed from the deck, to the right."),
                      wg_planet_type_display_name (
                        g_array_index (g->technologies, WgTechnology, i).type));
  /* None was left and a card was revealed: R-DECK-1 goes beyond R-MOVE-10. */
  if (revealed == (int) g->technologies->len && revealed > 0)
    wg_ruling_list_add (&outcome->rulings, "R-DECK-1");
  return TRUE;
}

/* A Promotion card in a sentence: its name, else its catalog id, else its
 * kind with its multiplier when known. */
static char *
tactic_name (const WgTactic *card)
{
  gboolean hero = card->has_kind && card->kind == WG_TACTIC_HERO;

  if (card->name != NULL)
    return g_strdup (card->name);
  if (card->card != NULL)
    return g_strdup (card->card);
  if (card->multiplier != WG_MULTIPLIER_UNKNOWN)
    return g_strdup_printf (hero ? _ ("a Hero Tactics card ×%d")
                                 : _ ("an Advanced Tactics card ×%d"),
                            card->multiplier);
  return g_strdup (hero ? _ ("a Hero Tactics card") : _ ("an Advanced Tactics card"));
}

/* What names a card revealed in the "promote-keep" choice: as its reveal
 * names it (a catalog id, "hero:Sol Olo", "advanced"), with its multiplier
 * when that is all that tells it apart ("advanced:x3"). */
static char *
keep_id (const WgTactic *card)
{
  if (card->card == NULL && card->name == NULL && card->multiplier != WG_MULTIPLIER_UNKNOWN)
    return g_strdup_printf ("%s:x%d", card->kind == WG_TACTIC_HERO ? "hero" : "advanced",
                            card->multiplier);
  return wg_tactic_answer (card);
}

/* The "promote-keep" choice: each different card revealed once; @refused
 * is an answer that named none of them. */
static WgQuestion *
keep_question (const WgGame *g,
               int           player,
               GArray       *taken,
               const char   *refused)
{
  g_autoptr (GString) text = g_string_new (NULL);
  WgQuestion *q;

  if (refused != NULL)
    g_string_append_printf (text, _ ("“%s” is not one of the cards revealed. "), refused);
  g_string_append_printf (text,
                          _ ("Which card does %s keep? It is shuffled into their Tactics "
                             "deck; the others go to the Promotion discard (R-MOVE-13)."),
                          wg_game_player_label (g, player));
  q = wg_question_new ("promote-keep", text->str);
  for (guint i = 0; i < taken->len; i++)
    {
      const WgTactic  *card = &g_array_index (taken, WgTactic, i);
      g_autofree char *id = keep_id (card);
      g_autofree char *label = wg_tactic_label (card);

      if (!wg_question_has_option (q, id))
        wg_question_add_option (q, id, label);
    }
  return q;
}

/* R-MOVE-13: the player chooses the card kept among those revealed — the
 * next choice answer, naming a card as its reveal does. Not asked when
 * the cards revealed are one, or alike: the first is then the only
 * answer (*chosen FALSE). Returns its index in @taken, or -1 with
 * *question set. */
static int
choose_kept (const WgGame *g,
             int           player,
             GArray       *taken,
             WgAnswers    *answers,
             gboolean     *chosen,
             WgQuestion  **question)
{
  g_autoptr (WgQuestion) q = keep_question (g, player, taken, NULL);
  const char *answer;

  *chosen = q->options->len >= 2;
  if (!*chosen)
    return 0;
  answer = wg_answers_next_choice (answers);
  for (guint i = 0; answer != NULL && i < taken->len; i++)
    {
      g_autofree char *id = keep_id (&g_array_index (taken, WgTactic, i));

      if (g_ascii_strcasecmp (id, answer) == 0)
        return (int) i;
    }
  *question = answer != NULL ? keep_question (g, player, taken, answer) : g_steal_pointer (&q);
  return -1;
}

/* The sentence of the card kept, naming it and saying who chose it among
 * which cards (R-MOVE-13). */
static char *
kept_sentence (const WgGame *g,
               int           player,
               GArray       *taken,
               int           keep,
               gboolean      chosen)
{
  g_autofree char *kept = tactic_name (&g_array_index (taken, WgTactic, keep));
  g_autoptr (GString) all = g_string_new (NULL);
  const char *who = wg_game_player_label (g, player);

  if (taken->len == 1)
    return g_strdup_printf (_ ("%s keeps %s, the one card revealed, and shuffles it into their "
                               "Tactics deck (R-MOVE-13)."),
                            who, kept);
  for (guint i = 0; i < taken->len; i++)
    {
      g_autofree char *name = tactic_name (&g_array_index (taken, WgTactic, i));

      g_string_append_printf (all, "%s%s", i > 0 ? _ (", ") : "", name);
    }
  if (!chosen)
    return g_strdup_printf (_ ("%s keeps %s: the %u cards revealed (%s) are alike. It is "
                               "shuffled into their Tactics deck; the rest go to the Promotion "
                               "discard (R-MOVE-13)."),
                            who, kept, taken->len, all->str);
  return g_strdup_printf (_ ("%s chooses %s of the %u cards revealed (%s) and shuffles it into "
                             "their Tactics deck; the rest go to the Promotion discard "
                             "(R-MOVE-13)."),
                          who, kept, taken->len, all->str);
}

/* Takes up to @n Promotion cards into @taken, one reveal each, numbered
 * (R-MOVE-13). When the deck runs out, its discard is shuffled into a new
 * deck (a reading in docs/rules.md); the cards taken so far stay in hand
 * meanwhile. A physical shuffle's order is unknown: the new deck is
 * counted, and the cards taken from it are asked for. FALSE when asked. */
static gboolean
reveal_promoted (WgGame       *g,
                 const WgMove *move,
                 int           n,
                 GArray       *taken,
                 WgAnswers    *answers,
                 WgOutcome    *outcome)
{
  WgRevealAsk ask = { move->catalog, 1, 1 };

  /* Numbered among the cards there are to take (at most X). */
  ask.total = (guint) MIN (n, (int) (wg_deck_size (&g->promotion_deck)
                                     + g->promotion_discard->len));
  while ((int) taken->len < n)
    {
      WgTactic card = { 0 };
      WgReveal r;

      ask.nth = taken->len + 1;
      r = wg_reveal_promotion (g, &ask, answers, &card, &outcome->question);
      if (r == WG_REVEAL_ASKED)
        return FALSE;
      if (r == WG_REVEAL_EMPTY && g->promotion_discard->len == 0)
        break;
      if (r == WG_REVEAL_EMPTY)
        {
          wg_refill_promotion (g);
          wg_outcome_event (outcome, _ ("The Promotion deck is empty: its discard is shuffled into "
                                        "a new deck."));
          continue;
        }
      g_array_append_val (taken, card);
    }
  return TRUE;
}

/* Promote (rulebook p.9, R-MOVE-13): take X cards from the Promotion deck;
 * the player chooses one, shuffled into their Tactics deck; the rest go to
 * the Promotion discard. The choice is asked ("promote-keep") once every
 * card is revealed, and only when there is one to make. What it does not
 * check: which cards the physical deck could still hold. */
static gboolean
apply_promote (WgGame       *g,
               const WgMove *move,
               WgAnswers    *answers,
               WgOutcome    *outcome)
{
  int       n = wg_effective_x (move->x, move->trade_good);
  WgPlayer *p = &g->players[move->player];
  g_autoptr (GArray) taken = wg_tactic_array_new ();
  gboolean chosen;
  int      keep;

  if (!reveal_promoted (g, move, n, taken, answers, outcome))
    return FALSE;
  if (taken->len == 0)
    {
      wg_outcome_event (outcome, _ ("The Promotion deck is empty: nothing to take."));
      return TRUE;
    }
  keep = choose_kept (g, move->player, taken, answers, &chosen, &outcome->question);
  if (keep < 0)
    return FALSE;
  /* Said before the cards move on and told after the move's sentence
   * (wg_outcome_describe): the history names the card kept. */
  {
    g_autofree char *kept = kept_sentence (g, move->player, taken, keep, chosen);

    wg_outcome_tell (outcome, "%s", kept);
  }
  for (guint i = 0; i < taken->len; i++)
    {
      WgTactic card = g_array_index (taken, WgTactic, i);

      g_array_append_val ((int) i == keep ? p->tactics : g->promotion_discard, card);
    }
  /* The cards moved on: the local array must not free their strings. */
  g_array_set_clear_func (taken, NULL);
  wg_ruling_list_add (&outcome->rulings, "R-MOVE-13");
  return TRUE;
}

static void
apply_draw (WgGame       *g,
            const WgMove *move,
            WgOutcome    *outcome)
{
  int       n = move->count == WG_NONE ? wg_effective_x (move->x, move->trade_good) : move->count;
  WgPlayer *p = &g->players[move->player];

  if (p->actions_tracked)
    n = wg_draw_action_cards (p, n);
  wg_outcome_event (outcome,
                    g_dngettext (GETTEXT_PACKAGE, "%s draws %d Action card.",
                                 "%s draws %d Action cards.", (gulong) MAX (n, 0)),
                    wg_game_player_label (g, move->player), n);
}

/* The action's own effect on @g; FALSE when a question was asked. */
static gboolean
apply_action (WgGame       *g,
              const WgMove *move,
              WgAnswers    *answers,
              WgOutcome    *outcome)
{
  if (wg_action_is_movement (move->action))
    return apply_movement (g, move, answers, outcome);
  switch (move->action)
    {
    case WG_ACTION_TRADE:
      apply_trade (g, move, outcome);
      return TRUE;
    case WG_ACTION_RESEARCH:
      return apply_research (g, move, answers, outcome);
    case WG_ACTION_WARP_IN:
      wg_deploy_ships (g, move->player, wg_game_warpgate_of (g, move->player),
                       wg_judge_deploy_count (g, move));
      return TRUE;
    case WG_ACTION_REINFORCE:
      for (guint i = 0; i < move->n_targets; i++)
        wg_deploy_ships (g, move->player, move->targets[i], 1);
      return TRUE;
    case WG_ACTION_CONTROL:
      return wg_control_apply (g, move, answers, outcome);
    case WG_ACTION_PROMOTE:
      return apply_promote (g, move, answers, outcome);
    case WG_ACTION_DRAW:
      apply_draw (g, move, outcome);
      return TRUE;
    case WG_ACTION_RECON:
    case WG_ACTION_MANEUVER:
    case WG_ACTION_SKIRMISH:
    case WG_ACTION_ADVANCE:
    case WG_ACTION_CONCENTRATE: /* above */
    case WG_N_ACTIONS:
    default:
      g_assert_not_reached ();
    }
}

WgOutcome *
wg_move_apply (const WgGame *game,
               const WgMove *move,
               WgAnswers    *answers)
{
  WgOutcome  *outcome = wg_outcome_new ();
  WgJudgement j;
  g_autoptr (WgGame) g = NULL;

  g_return_val_if_fail (game != NULL && move != NULL, outcome);

  wg_judge_move (game, move, &j);
  outcome->rulings = j.rulings;
  if (j.verdict != WG_VERDICT_OK)
    {
      outcome->verdict = j.verdict;
      outcome->description = wg_judgement_describe (game, move, &j);
      return outcome;
    }
  g = wg_game_copy (game);
  if (move->trade_good)
    {
      /* One Trade Good, flipped to its spent side (R-RANGE-6). */
      g->players[move->player].trade_goods_unspent--;
      g->players[move->player].trade_goods_spent++;
    }
  if (!apply_action (g, move, answers, outcome))
    return outcome; /* a question: nothing changes */
  outcome->game = g_steal_pointer (&g);
  wg_outcome_describe (outcome, wg_move_describe (game, move));
  return outcome;
}
