/* wg-soak-game.c — one whole random game through the core, checked after every step
 * Copyright 2026 The Warpgate Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Each game comes from one seed: the seats (2 to 6 players, or one human
 * against the Gatekeepers), the board (a layout of the sample tile library,
 * or a sample game's board), the set-up's options, and every choice after
 * that, drawn from a WgRng. Every human action is one of wg_moves_list's
 * legal moves, taken with wg_turn_perform; attacks are fought with Tactics
 * cards drawn at random from the players' own (the Gatekeepers draw theirs,
 * R-AI-8) and applied with wg_battle_apply; the Gatekeepers play by
 * wg_ai_play_turn; turns and rounds end by wg_turn_end; every question any
 * of them asks is answered with one of its options at random. The game ends
 * when the final round has ended (R-ROUND-2), and is scored (R-SCORE-1…3).
 *
 * After every step: the step has a sentence; the table keeps the
 * invariants (the history checks them, wg_game_check); undone, the history
 * gives back the very table before the step, and redone the very table
 * after it (its snapshots are immutable). Every @every steps and at the end
 * of the game, the costliest check: saved, loaded and saved again, the
 * table is the same file, and that file's text is what the table's JSON
 * tree prints.
 *
 * Recorded (wg_soak_record), each step is also written down as the
 * warpgate-cli command that takes it (docs/cli.md): a human's action as
 * apply, a battle as battle --apply with both cards, the Gatekeepers' card
 * as ai-turn, the end of a turn as end-turn, each with the answers its
 * questions were given (--choose, --reveal), in the order they were asked.
 * A step the command line cannot take stops the recording there, saying
 * why (tests/soak/test-soak-replay.c plays the commands).
 */
#include "config.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "wg-soak-game.h"

#include "wg-ai.h"
#include "wg-battle.h"
#include "wg-game-json.h"
#include "wg-history.h"
#include "wg-invariants.h"
#include "wg-moves.h"
#include "wg-odds.h"
#include "wg-rng.h"
#include "wg-round.h"
#include "wg-schema-json.h"
#include "wg-score.h"
#include "wg-setup.h"
#include "wg-tile-json.h"
#include "wg-turn.h"

#define MAX_STEPS     20000 /* a game longer than this is a fault: it does not end */
#define MAX_QUESTIONS 200   /* questions one rule may ask before it is answered */
#define MAX_AI_CARDS  16    /* AI cards in one turn (R-AI-7's redraws) */
#define SEATS_SOLO    1

struct _WgSoakTables
{
  WgCatalog     *catalog;
  WgTileLibrary *tiles;
  WgBoard       *solo_board;   /* data/games/sample-solo.json's */
  WgBoard       *sample_board; /* data/games/sample-4p.json's */
};

typedef WgSoakTables Tables;

typedef struct
{
  const Tables  *tables;
  int            seed;
  gboolean       verbose;
  WgRng          rng;
  WgHistory     *history;
  guint          every; /* the files are checked every this many steps */
  guint          steps; /* steps pushed */
  char          *step;  /* the sentence of the step being checked */
  char          *fault; /* what went wrong, or NULL */
  WgSoakFigures *figures;
  /* Recording (NULL otherwise): the record, the step's command being
   * written and the answers given for it so far; a NULL command, with
   * why, is a step with no command line. */
  WgSoakRecord  *record;
  guint          max_steps;
  gboolean       recorded; /* the recording has stopped */
  GPtrArray     *command;
  GPtrArray     *answers;
  char          *no_command;
} Soak;

/* ---- Faults ---- */

static gboolean fail (Soak       *soak,
                      const char *format,
                      ...) G_GNUC_PRINTF (2, 3);

/* Records the first fault; always FALSE, so that a caller can return it. */
static gboolean
fail (Soak       *soak,
      const char *format,
      ...)
{
  va_list args;

  if (soak->fault != NULL)
    return FALSE;
  va_start (args, format);
  soak->fault = g_strdup_vprintf (format, args);
  va_end (args);
  return FALSE;
}

static char *
describe_fault (const Soak *soak)
{
  return g_strdup_printf ("seed %d, step %u (%s): %s\n"
                          "  play it again, every step printed: build-aux/soak.sh --seed %d",
                          soak->seed, soak->steps, soak->step ? soak->step : "set-up",
                          soak->fault, soak->seed);
}

/* ---- The step as a warpgate-cli command ---- */

/* A new step's answers: none yet. */
static void
answers_clear (Soak *soak)
{
  if (soak->record != NULL)
    g_ptr_array_set_size (soak->answers, 0);
}

/* Starts the step's command: warpgate-cli @name GAME …. */
static void
command_new (Soak       *soak,
             const char *name)
{
  if (soak->record == NULL)
    return;
  g_clear_pointer (&soak->no_command, g_free);
  g_clear_pointer (&soak->command, g_ptr_array_unref);
  soak->command = g_ptr_array_new_with_free_func (g_free);
  g_ptr_array_add (soak->command, g_strdup (name));
}

static void command_add (Soak       *soak,
                         const char *format,
                         ...) G_GNUC_PRINTF (2, 3);

static void
command_add (Soak       *soak,
             const char *format,
             ...)
{
  va_list args;

  if (soak->record == NULL || soak->command == NULL)
    return;
  va_start (args, format);
  g_ptr_array_add (soak->command, g_strdup_vprintf (format, args));
  va_end (args);
}

static void command_none (Soak       *soak,
                          const char *format,
                          ...) G_GNUC_PRINTF (2, 3);

/* The step has no command line: the recording stops before it. */
static void
command_none (Soak       *soak,
              const char *format,
              ...)
{
  va_list args;

  if (soak->record == NULL)
    return;
  g_clear_pointer (&soak->command, g_ptr_array_unref);
  g_clear_pointer (&soak->no_command, g_free);
  va_start (args, format);
  soak->no_command = g_strdup_vprintf (format, args);
  va_end (args);
}

static const char *
cell_id (const WgGame *game,
         int           cell)
{
  return wg_board_get_cell (game->board, cell)->id;
}

/* The pushed step's command, with its answers, goes into the record; the
 * recording stops at a step without one, or after soak->max_steps. */
static void
record_step (Soak         *soak,
             const WgGame *game)
{
  WgSoakRecord *r = soak->record;

  if (r == NULL || soak->recorded)
    return;
  if (soak->command == NULL)
    {
      r->unsupported = g_strdup_printf ("step %u (%s): %s", soak->steps, soak->step,
                                        soak->no_command ? soak->no_command
                                                         : "no command was written");
      soak->recorded = TRUE;
      return;
    }
  for (guint i = 0; i < soak->answers->len; i++)
    g_ptr_array_add (soak->command, g_strdup (g_ptr_array_index (soak->answers, i)));
  g_ptr_array_add (soak->command, NULL);
  g_ptr_array_add (r->commands, g_ptr_array_free (g_steal_pointer (&soak->command), FALSE));
  g_clear_pointer (&r->final, wg_game_free);
  r->final = wg_game_copy (game);
  r->game_over = game->game_over;
  if (r->commands->len >= soak->max_steps)
    soak->recorded = TRUE;
}

/* ---- Random choices ---- */

static int
pick (Soak *soak,
      int   n)
{
  g_assert (n > 0);
  return (int) wg_rng_uniform (&soak->rng, (guint32) n);
}

static gboolean
coin (Soak *soak)
{
  return pick (soak, 2) == 1;
}

static void
shuffle (Soak *soak,
         int  *values,
         int   n)
{
  for (int i = n - 1; i > 0; i--)
    {
      int j = pick (soak, i + 1), t = values[i];

      values[i] = values[j];
      values[j] = t;
    }
}

/* One of the question's options at random, as a reveal or a choice. */
static gboolean
answer (Soak             *soak,
        WgAnswers        *answers,
        const WgQuestion *question)
{
  const WgOption *option;

  if (question->options == NULL || question->options->len == 0)
    return fail (soak, "the question \"%s\" (%s) has no option to answer with",
                 question->question, question->id);
  option = g_ptr_array_index (question->options, pick (soak, (int) question->options->len));
  if (g_str_equal (question->id, "reveal"))
    wg_answers_add_reveal (answers, option->id);
  else
    wg_answers_add_choice (answers, option->id);
  if (soak->record != NULL)
    {
      g_ptr_array_add (soak->answers,
                       g_strdup (g_str_equal (question->id, "reveal") ? "--reveal" : "--choose"));
      g_ptr_array_add (soak->answers, g_strdup (option->id));
    }
  soak->figures->questions++;
  return TRUE;
}

typedef WgOutcome *(*RuleFunc) (const WgGame *game,
                                gconstpointer data,
                                WgAnswers    *answers);

/* Runs a rule, answering its questions at random and running it again from
 * the start with the answers so far, as the app's runner does. */
static WgOutcome *
run_rule (Soak         *soak,
          const WgGame *game,
          RuleFunc      rule,
          gconstpointer data)
{
  g_autoptr (WgAnswers) answers = wg_answers_new ();

  for (int i = 0; i < MAX_QUESTIONS; i++)
    {
      g_autoptr (WgOutcome) outcome = NULL;

      wg_answers_rewind (answers);
      outcome = rule (game, data, answers);
      if (outcome == NULL)
        {
          fail (soak, "a rule returned no outcome");
          return NULL;
        }
      if (outcome->question == NULL)
        return g_steal_pointer (&outcome);
      if (outcome->game != NULL)
        {
          fail (soak, "an outcome both asks (%s) and changes the table", outcome->question->id);
          return NULL;
        }
      if (!answer (soak, answers, outcome->question))
        return NULL;
    }
  fail (soak, "a rule still asks after %d answers", MAX_QUESTIONS);
  return NULL;
}

/* ---- Steps and their checks ---- */

static char *
save (const WgGame *game)
{
  return wg_game_to_data (game, NULL);
}

/* The file round trip: saved and loaded, the table is the same game (the
 * same file again); and the file's text is the one the game's JSON tree
 * prints (wg_game_to_json, which the command line's --json output is
 * made of; the writer prints without it). */
static gboolean
check_file (Soak         *soak,
            const WgGame *game)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (WgGame) loaded = NULL;
  g_autofree char *saved = save (game);
  g_autofree char *again = NULL, *tree_text = NULL;
  json_object     *tree = wg_game_to_json (game);

  tree_text = wg_json_to_pretty_string (tree);
  json_object_put (tree);
  if (strcmp (saved, tree_text) != 0)
    return fail (soak, "the game file's text is not the one of its JSON tree");
  loaded = wg_game_load_from_data (saved, strlen (saved), &error);
  if (loaded == NULL)
    return fail (soak, "the saved game does not load: %s", error->message);
  again = save (loaded);
  if (strcmp (saved, again) != 0)
    return fail (soak, "saved and loaded, the game is not the same");
  soak->figures->files++;
  return TRUE;
}

/* Pushes the table after a step and checks it (the module comment): the
 * sentence, the invariants and undo/redo at every step — the history's
 * snapshots are immutable, so undo must give back the very table before
 * the step and redo the very table after it; the file round trip every
 * soak->every steps and at the end of the game. */
static gboolean
push (Soak       *soak,
      WgGame     *game,
      const char *description,
      gint64      started)
{
  g_autoptr (GError) error = NULL;
  const WgGame *previous;
  gint64        took = g_get_monotonic_time () - started;

  g_free (soak->step);
  soak->step = g_strdup (description != NULL ? description : "(no sentence)");
  soak->steps++;
  if (soak->verbose)
    printf ("%u. %s\n", soak->steps, soak->step);
  if (took > soak->figures->longest_step_us)
    {
      soak->figures->longest_step_us = took;
      g_free (soak->figures->longest_step);
      soak->figures->longest_step = g_strdup_printf ("seed %d, step %u: %s", soak->seed, soak->steps,
                                                     soak->step);
    }
  if (description == NULL || description[0] == '\0')
    {
      wg_game_free (game);
      return fail (soak, "the step has no sentence");
    }
  /* The history checks the invariants (wg_game_check) before it takes a
   * step. */
  previous = wg_history_get_game (soak->history);
  if (!wg_history_push (soak->history, game, description, &error))
    return fail (soak, "the table is refused: %s", error->message);
  if (wg_history_get_game (soak->history) != game)
    return fail (soak, "the history's table is not the step's");

  /* Undone: the table before; redone: the table after. */
  if (!wg_history_undo (soak->history))
    return fail (soak, "the step cannot be undone");
  if (wg_history_get_game (soak->history) != previous)
    return fail (soak, "undone, the table is not the one before the step");
  if (!wg_history_redo (soak->history))
    return fail (soak, "the step cannot be redone");
  if (wg_history_get_game (soak->history) != game)
    return fail (soak, "redone, the table is not the one after the step");
  record_step (soak, game);
  if (soak->steps % soak->every == 0 || game->game_over)
    return check_file (soak, game);
  return TRUE;
}

/* Pushes an outcome's table; a refusal is a fault (the move was legal). */
static gboolean
push_outcome (Soak       *soak,
              WgOutcome  *outcome,
              const char *what,
              gint64      started)
{
  if (outcome == NULL)
    return FALSE;
  if (outcome->verdict != WG_VERDICT_OK || outcome->game == NULL)
    return fail (soak, "%s was refused: %s", what,
                 outcome->description ? outcome->description : "(no sentence)");
  return push (soak, wg_outcome_steal_game (outcome), outcome->description, started);
}

static const WgGame *
now (Soak *soak)
{
  return wg_history_get_game (soak->history);
}

/* ---- Battles ---- */

/* A Tactic as a battle card: the catalog's, else its own multiplier. Every
 * card of a soak game has a known multiplier (make_cards_known). */
static gboolean
battle_card (Soak           *soak,
             const WgTactic *tactic,
             WgBattleCard   *card)
{
  g_autoptr (GArray) one = g_array_sized_new (FALSE, FALSE, sizeof (WgTactic), 1);
  g_autoptr (GArray) cards = g_array_sized_new (FALSE, FALSE, sizeof (WgBattleCard), 1);
  g_autoptr (GError) error = NULL;

  g_array_append_vals (one, tactic, 1);
  if (!wg_odds_cards_from_tactics (soak->tables->catalog, one, cards, &error))
    return fail (soak, "a Tactics card cannot be played: %s", error->message);
  *card = g_array_index (cards, WgBattleCard, 0);
  return TRUE;
}

/* A card whose multiplier nobody entered, played at the multiplier printed
 * on it, drawn at random: a catalog card keeps its text (battle's ID:xN),
 * another is its multiplier alone (xN). */
static gboolean
unknown_card (Soak           *soak,
              const WgTactic *t,
              WgBattleCard   *card)
{
  int              multiplier = pick (soak, 10);
  g_autofree char *spec = NULL;

  if (t->card == NULL || wg_catalog_lookup (soak->tables->catalog, t->card) == NULL)
    {
      wg_battle_card_from_multiplier (multiplier, card);
      return TRUE;
    }
  spec = g_strdup_printf ("%s:x%d", t->card, multiplier);
  if (!wg_battle_card_parse (soak->tables->catalog, spec, card, NULL))
    return fail (soak, "the card %s cannot be played", spec);
  return TRUE;
}

/* A human's card: one of their Tactics at random (the file does not tell
 * the hand from the deck). A card whose multiplier nobody entered (one
 * gained in the game from a deck of unknown cards) is played as the
 * multiplier printed on it, drawn at random, as the battle dialog lets a
 * player type it. */
static gboolean
human_card (Soak         *soak,
            const WgGame *game,
            int           player,
            WgBattleCard *card)
{
  const GArray   *tactics = game->players[player].tactics;
  const WgTactic *t;
  int             multiplier = WG_MULTIPLIER_UNKNOWN;

  if (tactics->len == 0)
    return fail (soak, "%s has no Tactics card to fight with",
                 wg_game_player_label (game, player));
  t = &g_array_index (tactics, WgTactic, pick (soak, (int) tactics->len));
  wg_catalog_resolve_tactic (soak->tables->catalog, t, NULL, NULL, NULL, NULL, &multiplier);
  if (multiplier == WG_MULTIPLIER_UNKNOWN)
    return unknown_card (soak, t, card);
  return battle_card (soak, t, card);
}

/* The Gatekeepers' card (R-AI-8), drawn on *@table, which the draw
 * replaces (the AI's Tactics go to its discard). */
static gboolean
ai_card (Soak         *soak,
         WgGame      **table,
         WgBattleCard *card,
         WgTactic     *played)
{
  g_autoptr (WgAnswers) answers = wg_answers_new ();

  for (int i = 0; i < MAX_QUESTIONS; i++)
    {
      g_autoptr (WgGame) copy = wg_game_copy (*table);
      WgQuestion *question = NULL;

      wg_answers_rewind (answers);
      if (wg_ai_draw_battle_card (copy, answers, played, &question))
        {
          int multiplier = WG_MULTIPLIER_UNKNOWN;

          wg_game_free (*table);
          *table = g_steal_pointer (&copy);
          /* A card the AI gained in the game from an unknown deck: the
           * player reads its multiplier off the card, as the battle dialog
           * asks. */
          wg_catalog_resolve_tactic (soak->tables->catalog, played, NULL, NULL, NULL, NULL,
                                     &multiplier);
          if (multiplier == WG_MULTIPLIER_UNKNOWN)
            return unknown_card (soak, played, card);
          return battle_card (soak, played, card);
        }
      if (question == NULL)
        return fail (soak, "the Gatekeepers have no Tactics card to draw (R-AI-8)");
      if (!answer (soak, answers, question))
        {
          wg_question_free (question);
          return FALSE;
        }
      wg_question_free (question);
    }
  return fail (soak, "the Gatekeepers' draw still asks after %d answers", MAX_QUESTIONS);
}

/* A battle card as battle's --attacker-card or --defender-card gives it:
 * its catalog id, or xN. NULL, with *@why, when neither is the card played
 * (a catalog card whose multiplier the game file sets otherwise). */
static char *
card_spec (Soak               *soak,
           const WgBattleCard *card,
           char              **why)
{
  WgBattleCard parsed;

  /* A card without a text is its multiplier alone. */
  if (card->id == NULL || card->n_effects == 0)
    return g_strdup_printf ("x%d", card->multiplier);
  /* A multiplier the catalog does not give the card: ID:xN (docs/cli.md). */
  if (!wg_battle_card_parse (soak->tables->catalog, card->id, &parsed, NULL)
      || parsed.multiplier != card->multiplier)
    return g_strdup_printf ("%s:x%d", card->id, card->multiplier);
  return g_strdup (card->id);
}

/* The battle as battle … --apply: where it is, both cards; the
 * Gatekeepers' card must be their top card (R-AI-8), so a card they
 * gained whose multiplier nobody entered has no command line when their
 * deck's order is known. */
static void
command_battle (Soak                *soak,
                const WgGame        *game,
                const WgBattleStart *start,
                const WgBattleCard   cards[2],
                const WgTactic       played[2])
{
  static const char *const options[2] = { "--attacker-card", "--defender-card" };

  if (soak->record == NULL)
    return;
  command_new (soak, "battle");
  command_add (soak, "--attacker");
  command_add (soak, "%s", game->players[start->attacker].color);
  for (guint i = 0; i < start->n_origins; i++)
    {
      command_add (soak, "--from");
      command_add (soak, "%s:%d", cell_id (game, start->origins[i]), start->ships[i]);
    }
  command_add (soak, "--at");
  command_add (soak, "%s", cell_id (game, start->at));
  for (int side = 0; side < 2; side++)
    {
      g_autofree char *why = NULL;
      g_autofree char *spec = card_spec (soak, &cards[side], &why);

      if (spec == NULL)
        {
          command_none (soak, "%s", why);
          return;
        }
      command_add (soak, "%s", options[side]);
      command_add (soak, "%s", spec);
    }
  command_add (soak, "--apply");
}

typedef struct
{
  const WgBattleStart  *start;
  const WgBattleResult *result;
} BattleData;

static WgOutcome *
rule_battle (const WgGame *game,
             gconstpointer data,
             WgAnswers    *answers)
{
  const BattleData *bd = data;

  return wg_battle_apply (game, bd->start, bd->result, answers);
}

/* The battle @start describes, on the table now: both cards, the fight,
 * the table after (R-BATTLE-1…3, R-WD-1…4, R-AI-8, R-AI-9). */
static gboolean
fight (Soak                *soak,
       const WgBattleStart *start)
{
  gint64 started = g_get_monotonic_time ();
  g_autoptr (WgGame) table = wg_game_copy (now (soak));
  g_autoptr (WgBattleResult) result = NULL;
  g_autoptr (WgOutcome) outcome = NULL;
  WgBattleCard cards[2];
  WgTactic     played[2] = { { 0 } };
  int          players[2] = { start->attacker, start->defender };
  gboolean     ok = TRUE;

  soak->figures->battles++;
  answers_clear (soak);
  for (int side = 0; side < 2 && ok; side++)
    ok = players[side] == table->ai.player ? ai_card (soak, &table, &cards[side], &played[side])
                                           : human_card (soak, table, players[side], &cards[side]);
  if (ok)
    {
      BattleData bd;

      command_battle (soak, now (soak), start, cards, played);
      result = wg_battle_resolve (table, soak->tables->catalog, start, &cards[0], &cards[1]);
      bd = (BattleData) { start, result };
      outcome = run_rule (soak, table, rule_battle, &bd);
      ok = push_outcome (soak, outcome, "the battle", started);
    }
  for (int side = 0; side < 2; side++)
    wg_tactic_clear (&played[side]);
  return ok;
}

/* ---- A human's turn ---- */

/* A move from one of the listed options, with counts and targets chosen at
 * random within what the option allows. */
static void
move_from_option (Soak             *soak,
                  const WgGame     *game,
                  const WgMoveList *list,
                  WgMove           *move)
{
  const WgMoveOption *o = NULL;

  wg_move_init (move, list->action, list->player, list->x, list->trade_good);
  if (list->options->len > 0)
    o = &g_array_index (list->options, WgMoveOption, pick (soak, (int) list->options->len));
  switch (list->action)
    {
    case WG_ACTION_RECON:
    case WG_ACTION_MANEUVER:
    case WG_ACTION_SKIRMISH:
    case WG_ACTION_ADVANCE:
      wg_move_add_group (move, o->from[0], o->min_ships + pick (soak, o->max_ships - o->min_ships + 1));
      move->to = o->to;
      break;
    case WG_ACTION_CONCENTRATE:
      if (o->n_from == 1)
        wg_move_add_group (move, o->from[0],
                           o->min_ships + pick (soak, o->max_ships - o->min_ships + 1));
      else
        for (guint i = 0; i < o->n_from; i++)
          wg_move_add_group (move, o->from[i],
                             1 + pick (soak, wg_game_ships_at (game, o->from[i], list->player)));
      move->to = o->to;
      break;
    case WG_ACTION_TRADE:
      wg_move_add_group (move, o->from[0], 1);
      move->via = o->via;
      move->to = o->to;
      break;
    case WG_ACTION_RESEARCH:
      move->to = o->to;
      break;
    case WG_ACTION_WARP_IN:
      move->count = 1 + pick (soak, MAX (list->limit, 1));
      break;
    case WG_ACTION_REINFORCE:
    case WG_ACTION_CONTROL:
      {
        guint n = 1 + (guint) pick (soak, MIN (MAX (list->limit, 1), (int) list->options->len));
        g_autoptr (GArray) left = g_array_new (FALSE, FALSE, sizeof (int));
        int markers = list->markers_left;

        for (guint i = 0; i < list->options->len; i++)
          g_array_append_val (left, g_array_index (list->options, WgMoveOption, i).to);
        while (move->n_targets < n && left->len > 0 && move->n_targets < WG_MAX_TARGETS)
          {
            guint k = (guint) pick (soak, (int) left->len);
            int   cell = g_array_index (left, int, k);

            g_array_remove_index (left, k);
            /* R-CTRL-5: a planet without the player's marker takes one
             * from the supply; with fewer left than the planets chosen,
             * the rest are left out (the list offers them all while one
             * is left, so a Control is never refused). */
            if (move->action == WG_ACTION_CONTROL && game->stacks[cell].marker_owner != move->player)
              {
                if (markers <= 0)
                  continue;
                markers--;
              }
            wg_move_add_target (move, cell);
          }
      }
      break;
    case WG_ACTION_PROMOTE:
      break;
    case WG_ACTION_DRAW:
      move->count = coin (soak) ? WG_NONE : 1 + pick (soak, MAX (list->limit, 1));
      break;
    case WG_N_ACTIONS:
    default:
      g_assert_not_reached ();
    }
}

/* The action as apply's options (docs/cli.md, "apply"). */
static void
command_apply (Soak         *soak,
               const WgGame *game,
               const WgMove *move)
{
  if (soak->record == NULL)
    return;
  command_new (soak, "apply");
  command_add (soak, "--color");
  command_add (soak, "%s", game->players[move->player].color);
  command_add (soak, "--action");
  command_add (soak, "%s", wg_action_to_string (move->action));
  command_add (soak, "--x");
  command_add (soak, "%d", move->x);
  if (move->trade_good)
    command_add (soak, "--trade-good");
  switch (move->action)
    {
    case WG_ACTION_RECON:
    case WG_ACTION_MANEUVER:
    case WG_ACTION_SKIRMISH:
    case WG_ACTION_ADVANCE:
    case WG_ACTION_CONCENTRATE:
      for (guint i = 0; i < move->n_groups; i++)
        {
          command_add (soak, "--from");
          if (move->groups[i].count == WG_ALL_SHIPS)
            command_add (soak, "%s", cell_id (game, move->groups[i].from));
          else
            command_add (soak, "%s:%d", cell_id (game, move->groups[i].from),
                         move->groups[i].count);
        }
      command_add (soak, "--to");
      command_add (soak, "%s", cell_id (game, move->to));
      break;
    case WG_ACTION_TRADE:
      command_add (soak, "--from");
      command_add (soak, "%s", cell_id (game, move->groups[0].from));
      command_add (soak, "--via");
      command_add (soak, "%s", cell_id (game, move->via));
      command_add (soak, "--to");
      command_add (soak, "%s", cell_id (game, move->to));
      break;
    case WG_ACTION_RESEARCH:
      command_add (soak, "--to");
      command_add (soak, "%s", cell_id (game, move->to));
      if (move->technology != WG_NONE)
        {
          command_add (soak, "--technology");
          command_add (soak, "%d", move->technology);
        }
      break;
    case WG_ACTION_WARP_IN:
      command_add (soak, "--to");
      if (move->count == WG_NONE)
        command_add (soak, "%s", cell_id (game, wg_game_warpgate_of (game, move->player)));
      else
        command_add (soak, "%s:%d", cell_id (game, wg_game_warpgate_of (game, move->player)),
                     move->count);
      break;
    case WG_ACTION_REINFORCE:
    case WG_ACTION_CONTROL:
      for (guint i = 0; i < move->n_targets; i++)
        {
          command_add (soak, "--to");
          command_add (soak, "%s", cell_id (game, move->targets[i]));
        }
      break;
    case WG_ACTION_PROMOTE:
      break;
    case WG_ACTION_DRAW:
      /* Fewer cards than X: --count (docs/cli.md). */
      if (move->count != WG_NONE)
        {
          command_add (soak, "--count");
          command_add (soak, "%d", move->count);
        }
      break;
    case WG_N_ACTIONS:
    default:
      g_assert_not_reached ();
    }
}

/* Whether the list offers anything to do. */
static gboolean
has_moves (const WgMoveList *list)
{
  if (list->action == WG_ACTION_PROMOTE || list->action == WG_ACTION_DRAW)
    return list->limit > 0;
  return list->options->len > 0;
}

static WgOutcome *
rule_perform (const WgGame *game,
              gconstpointer data,
              WgAnswers    *answers)
{
  return wg_turn_perform (game, data, answers);
}

/* The active human takes an action: the actions in a random order, each at
 * a random multiplier up to the slot's with a Trade Good at random, until
 * one has a legal move (mostly at the slot's own X); none at all is a turn
 * without an action. A move
 * the list calls legal may still be refused as a whole (a count or an
 * order of targets the list does not spell out): then the next action is
 * tried. */
static gboolean
human_turn (Soak *soak)
{
  const WgGame *game = now (soak);
  int           player = game->active;
  int           order[WG_N_ACTIONS];

  if (game->players[player].actions_tracked && game->players[player].action_hand == 0)
    return TRUE;
  for (int i = 0; i < WG_N_ACTIONS; i++)
    order[i] = i;
  shuffle (soak, order, WG_N_ACTIONS);
  /* Mostly, the actions that bring the end nearer first (R-ROUND-2: the
   * Technology and Objective decks, the Trade Goods), or a game of moves
   * at random lasts hundreds of rounds. */
  if (pick (soak, 4) > 0)
    {
      static const int ending[] = { WG_ACTION_RESEARCH, WG_ACTION_CONTROL, WG_ACTION_TRADE };
      int              first[G_N_ELEMENTS (ending)];
      int              n = 0;

      memcpy (first, ending, sizeof first);
      shuffle (soak, first, G_N_ELEMENTS (first));
      for (guint k = 0; k < G_N_ELEMENTS (first); k++)
        order[n++] = first[k];
      for (int a = 0; a < WG_N_ACTIONS; a++)
        if (a != WG_ACTION_RESEARCH && a != WG_ACTION_CONTROL && a != WG_ACTION_TRADE)
          order[n++] = a;
      shuffle (soak, order + G_N_ELEMENTS (ending), WG_N_ACTIONS - (int) G_N_ELEMENTS (ending));
    }
  for (int i = 0; i < WG_N_ACTIONS; i++)
    {
      gint64   started = g_get_monotonic_time ();
      int      slot_x = wg_turn_slot_x (game->turn);
      int      x = pick (soak, 3) > 0 ? slot_x : pick (soak, slot_x + 1);
      gboolean tg = game->players[player].trade_goods_unspent > 0 && coin (soak);
      g_autoptr (WgMoveList) list = wg_moves_list (game, player, order[i], x, tg);
      g_autoptr (WgOutcome) outcome = NULL;
      g_autofree WgBattleStart *battle = NULL;
      WgMove                    move;

      if (!has_moves (list))
        continue;
      move_from_option (soak, game, list, &move);
      answers_clear (soak);
      outcome = run_rule (soak, game, rule_perform, &move);
      if (outcome == NULL)
        return FALSE;
      if (outcome->verdict != WG_VERDICT_OK)
        {
          if (wg_action_is_movement (move.action) || move.action == WG_ACTION_TRADE
              || move.action == WG_ACTION_RESEARCH || move.action == WG_ACTION_CONTROL)
            {
              g_autofree char *text = wg_move_describe (game, &move);

              return fail (soak, "a listed move was refused: %s: %s", text,
                           outcome->description ? outcome->description : "");
            }
          continue;
        }
      battle = outcome->battle != NULL ? g_memdup2 (outcome->battle, sizeof *battle) : NULL;
      command_apply (soak, game, &move);
      if (!push_outcome (soak, outcome, "the action", started))
        return FALSE;
      return battle == NULL || fight (soak, battle);
    }
  return TRUE;
}

/* ---- The Gatekeepers' turn ---- */

static char *
describe_ai_turn (const WgAiTurn *turn)
{
  g_autofree char *card = turn->has_card ? wg_ai_card_describe (&turn->card) : NULL;
  GString         *text = g_string_new (NULL);

  g_string_append_printf (text, "Gatekeepers: %s, %s", card ? card : "no card",
                          wg_ai_action_to_string (turn->action));
  for (guint i = 0; i < turn->steps->len; i++)
    {
      const WgAiStep *step = g_ptr_array_index (turn->steps, i);

      if (step->text != NULL)
        g_string_append_printf (text, "; %s", step->text);
    }
  return g_string_free (text, FALSE);
}

/* One AI card, its questions answered at random; the table after it is a
 * step, then its battle if it attacks. Sets *again after R-AI-7's redraw
 * and *attacked after a battle: the card ends the AI's turn itself
 * otherwise (wg_ai_play_turn). */
static gboolean
ai_card_turn (Soak     *soak,
              gboolean *again,
              gboolean *attacked)
{
  gint64 started = g_get_monotonic_time ();
  g_autoptr (WgAnswers) answers = wg_answers_new ();

  *again = *attacked = FALSE;
  answers_clear (soak);
  for (int i = 0; i < MAX_QUESTIONS; i++)
    {
      g_autoptr (WgAiTurn) turn = NULL;
      g_autofree WgBattleStart *battle = NULL;
      g_autofree char          *text = NULL;

      wg_answers_rewind (answers);
      turn = wg_ai_play_turn (now (soak), answers);
      if (turn->question != NULL)
        {
          if (turn->game != NULL)
            return fail (soak, "the Gatekeepers' turn both asks and changes the table");
          if (!answer (soak, answers, turn->question))
            return FALSE;
          continue;
        }
      if (turn->game == NULL)
        return fail (soak, "the Gatekeepers' turn has neither a question nor a table");
      if (turn->steps == NULL)
        return fail (soak, "the Gatekeepers' turn has no steps");
      text = describe_ai_turn (turn);
      battle = turn->battle != NULL ? g_memdup2 (turn->battle, sizeof *battle) : NULL;
      *again = turn->action == WG_AI_REDRAW;
      *attacked = battle != NULL;
      command_new (soak, "ai-turn");
      if (!push (soak, g_steal_pointer (&turn->game), text, started))
        return FALSE;
      return battle == NULL || fight (soak, battle);
    }
  return fail (soak, "the Gatekeepers' turn still asks after %d answers", MAX_QUESTIONS);
}

/* The Gatekeepers' turn; *ended when their card ended it. */
static gboolean
ai_turn (Soak     *soak,
         gboolean *ended)
{
  *ended = FALSE;
  for (int card = 0; card < MAX_AI_CARDS; card++)
    {
      const WgGame *game = now (soak);
      gboolean      again, attacked;

      /* No card left (R-AI-1): the turn only ends. */
      if (game->ai.deck->len == 0 && game->ai.discard->len == 0)
        return TRUE;
      if (!ai_card_turn (soak, &again, &attacked))
        return FALSE;
      if (!again)
        {
          *ended = !attacked;
          return TRUE;
        }
    }
  return fail (soak, "the Gatekeepers redrew %d times in one turn (R-AI-7)", MAX_AI_CARDS);
}

/* ---- A whole game ---- */

static WgOutcome *
rule_turn_end (const WgGame *game,
               gconstpointer data,
               WgAnswers    *answers)
{
  return wg_turn_end (game, answers);
}

/* The board for @seats (SEATS_SOLO: the solo sample's); its Warpgates'
 * colours, in the board's order, are the players'. */
static WgBoard *
choose_board (Soak *soak,
              int   seats)
{
  const Tables   *t = soak->tables;
  const WgLayout *found = NULL;
  g_autoptr (GError) error = NULL;
  WgBoard *board;

  if (seats == SEATS_SOLO)
    return wg_board_ref (t->solo_board);
  if (seats == 4 && coin (soak))
    return wg_board_ref (t->sample_board);
  for (guint i = 0; i < wg_tile_library_get_n_layouts (t->tiles); i++)
    if (wg_tile_library_get_layout (t->tiles, i)->players == seats)
      found = wg_tile_library_get_layout (t->tiles, i);
  if (found == NULL)
    g_error ("The sample tile library has no layout for %d players", seats);
  board = wg_tile_compose (t->tiles, found, &error);
  if (board == NULL)
    g_error ("The layout %s does not compose: %s", found->id, error->message);
  return board;
}

typedef struct
{
  const WgSetupOptions *options;
  const WgCatalog      *catalog;
} SetupData;

static WgOutcome *
rule_setup (const WgGame *game,
            gconstpointer data,
            WgAnswers    *answers)
{
  const SetupData *sd = data;
  g_autoptr (GError) error = NULL;
  WgOutcome *outcome = wg_setup_new_game (sd->options, sd->catalog, answers, &error);

  if (outcome == NULL)
    g_error ("The soak's set-up was refused: %s", error->message);
  return outcome;
}

/* Gives every Tactics card whose multiplier is not known one at random, so
 * that every battle can be fought (the soak's cards are made up, as a
 * player enters the printed multiplier). */
static void
make_tactics_known (Soak   *soak,
                    GArray *tactics)
{
  for (guint i = 0; tactics != NULL && i < tactics->len; i++)
    {
      WgTactic *t = &g_array_index (tactics, WgTactic, i);
      int       multiplier = WG_MULTIPLIER_UNKNOWN;

      wg_catalog_resolve_tactic (soak->tables->catalog, t, NULL, NULL, NULL, NULL, &multiplier);
      if (multiplier == WG_MULTIPLIER_UNKNOWN)
        t->multiplier = pick (soak, 10);
    }
}

static void
make_cards_known (Soak   *soak,
                  WgGame *game)
{
  for (guint p = 0; p < game->n_players; p++)
    make_tactics_known (soak, game->players[p].tactics);
  make_tactics_known (soak, game->ai.tactics_deck);
  make_tactics_known (soak, game->ai.tactics_discard);
  if (game->promotion_deck.known)
    make_tactics_known (soak, game->promotion_deck.cards);
}

/* The seats, the board and the options from the seed; the set-up's
 * questions answered at random. */
static WgGame *
set_up (Soak *soak)
{
  int seats = pick (soak, 6) + 1; /* 1: solo; 2–6 players */
  g_autoptr (WgBoard) board = choose_board (soak, seats);
  g_autoptr (WgOutcome) outcome = NULL;
  WgSetupOptions options;
  SetupData      sd;
  WgGame        *game;

  wg_setup_options_init (&options, board);
  for (guint i = 0; i < wg_board_get_n_locations (board); i++)
    {
      const WgCell  *c = wg_board_get_cell (board, wg_board_get_location (board, i));
      WgSetupPlayer *p;

      if (c->kind != WG_HEX_WARPGATE || options.n_players == WG_MAX_PLAYERS)
        continue;
      p = &options.players[options.n_players++];
      p->color = c->color;
      p->hero_letter = coin (soak) ? 0 : (char) ('A' + pick (soak, 8));
    }
  if (seats == SEATS_SOLO)
    {
      options.players[1].ai = TRUE;
      options.players[1].hero_letter = 0;
      options.first_player = 0;
    }
  else
    options.first_player = pick (soak, (int) options.n_players);
  options.warpgates_block = coin (soak);
  options.track_action_cards = coin (soak);
  options.enter_objectives = coin (soak);
  options.promotion_deck = pick (soak, 7);
  options.shuffle_ai_decks = TRUE;
  options.seed = soak->seed;
  sd = (SetupData) { &options, soak->tables->catalog };
  outcome = run_rule (soak, NULL, rule_setup, &sd);
  if (outcome == NULL)
    return NULL;
  if (outcome->game == NULL)
    {
      fail (soak, "the set-up was refused: %s", outcome->description);
      return NULL;
    }
  game = wg_outcome_steal_game (outcome);
  make_cards_known (soak, game);
  return game;
}

/* Plays one game from @seed; FALSE with soak->fault set on a fault. */
static gboolean
play (Soak *soak)
{
  WgGame *game;

  wg_rng_init (&soak->rng, (guint64) soak->seed, 0);
  game = set_up (soak);
  if (game == NULL)
    return FALSE;
  {
    g_autoptr (GError) error = NULL;

    if (!wg_game_check (game, &error))
      {
        wg_game_free (game);
        return fail (soak, "the new game breaks an invariant: %s", error->message);
      }
  }
  soak->history = wg_history_new (game);
  if (soak->record != NULL)
    {
      soak->record->initial = wg_game_copy (game);
      soak->record->final = wg_game_copy (game);
      soak->recorded = soak->max_steps == 0;
    }
  while (!now (soak)->game_over)
    {
      gint64   started;
      gboolean ended = FALSE;
      g_autoptr (WgOutcome) outcome = NULL;

      if (soak->steps > MAX_STEPS)
        return fail (soak, "the game has not ended after %d steps", MAX_STEPS);
      if (now (soak)->active == now (soak)->ai.player ? !ai_turn (soak, &ended)
                                                      : !human_turn (soak))
        return FALSE;
      if (ended)
        continue;
      started = g_get_monotonic_time ();
      answers_clear (soak);
      outcome = run_rule (soak, now (soak), rule_turn_end, NULL);
      /* end-turn ends the Gatekeepers' turn after ai-turn (R-AI-13), or
       * at once when they have no card left (R-AI-1, docs/cli.md). */
      command_new (soak, "end-turn");
      if (!push_outcome (soak, outcome, "the end of the turn", started))
        return FALSE;
    }
  {
    WgScore          score;
    g_autofree char *text = NULL;

    wg_score_compute (now (soak), soak->tables->catalog, &score);
    text = wg_score_describe (now (soak), &score);
    if (score.n_lines != now (soak)->n_players || score.n_winners == 0)
      return fail (soak, "the final score has %u lines and %u winners for %u players",
                   score.n_lines, score.n_winners, now (soak)->n_players);
    if (text == NULL || text[0] == '\0')
      return fail (soak, "the final score has no sentence");
    if (soak->verbose)
      printf ("%s\n", text);
  }
  return TRUE;
}

static void
soak_clear (Soak *soak)
{
  g_clear_object (&soak->history);
  g_clear_pointer (&soak->step, g_free);
  g_clear_pointer (&soak->fault, g_free);
  g_clear_pointer (&soak->command, g_ptr_array_unref);
  g_clear_pointer (&soak->answers, g_ptr_array_unref);
  g_clear_pointer (&soak->no_command, g_free);
  soak->steps = 0;
}

/* ---- The tables every game shares ---- */

static WgBoard *
sample_board (const char *name)
{
  g_autofree char *path = g_build_filename (WG_SOURCE_ROOT, "data", "games", name, NULL);
  g_autoptr (GError) error = NULL;
  g_autoptr (WgGame) game = wg_game_load_from_file (path, &error);

  if (game == NULL)
    g_error ("%s: %s", path, error->message);
  return wg_board_ref (game->board);
}

WgSoakTables *
wg_soak_tables_new (void)
{
  Tables          *t = g_new0 (Tables, 1);
  g_autofree char *tiles = g_build_filename (WG_SOURCE_ROOT, "data", "tiles", "sample-tiles.json",
                                             NULL);
  g_autoptr (GError) error = NULL;

  t->catalog = wg_catalog_new_builtin ();
  t->tiles = wg_tile_library_load_from_file (tiles, &error);
  if (t->tiles == NULL)
    g_error ("%s: %s", tiles, error->message);
  t->solo_board = sample_board ("sample-solo.json");
  t->sample_board = sample_board ("sample-4p.json");
  return t;
}

void
wg_soak_tables_free (WgSoakTables *t)
{
  if (t == NULL)
    return;
  g_clear_pointer (&t->catalog, wg_catalog_unref);
  g_clear_pointer (&t->tiles, wg_tile_library_unref);
  g_clear_pointer (&t->solo_board, wg_board_unref);
  g_clear_pointer (&t->sample_board, wg_board_unref);
  g_free (t);
}

gboolean
wg_soak_play (const WgSoakTables *tables,
              int                 seed,
              guint               every,
              gboolean            verbose,
              WgSoakFigures      *figures,
              char              **fault)
{
  Soak     soak = { tables, seed, verbose };
  gboolean ok;

  g_return_val_if_fail (tables != NULL && figures != NULL, FALSE);
  soak.every = MAX (every, 1);
  soak.figures = figures;
  ok = play (&soak);
  figures->games++;
  figures->steps += soak.steps;
  if (!ok && fault != NULL)
    *fault = describe_fault (&soak);
  soak_clear (&soak);
  return ok;
}

void
wg_soak_figures_clear (WgSoakFigures *figures)
{
  g_clear_pointer (&figures->longest_step, g_free);
  memset (figures, 0, sizeof *figures);
}

gboolean
wg_soak_record (const WgSoakTables *tables,
                int                 seed,
                guint               every,
                guint               max_steps,
                WgSoakRecord       *record,
                char              **fault)
{
  WgSoakFigures figures = { 0 };
  Soak          soak = { tables, seed, FALSE };
  gboolean      ok;

  g_return_val_if_fail (tables != NULL && record != NULL, FALSE);
  memset (record, 0, sizeof *record);
  record->commands = g_ptr_array_new_with_free_func ((GDestroyNotify) g_strfreev);
  soak.every = MAX (every, 1);
  soak.figures = &figures;
  soak.record = record;
  soak.max_steps = max_steps;
  soak.answers = g_ptr_array_new_with_free_func (g_free);
  ok = play (&soak);
  if (!ok && fault != NULL)
    *fault = describe_fault (&soak);
  soak_clear (&soak);
  wg_soak_figures_clear (&figures);
  return ok;
}

void
wg_soak_record_clear (WgSoakRecord *record)
{
  g_clear_pointer (&record->initial, wg_game_free);
  g_clear_pointer (&record->commands, g_ptr_array_unref);
  g_clear_pointer (&record->final, wg_game_free);
  g_clear_pointer (&record->unsupported, g_free);
  record->game_over = FALSE;
}
