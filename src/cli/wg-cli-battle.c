/* wg-cli-battle.c — warpgate-cli battle: a battle resolved with the two cards played
 * Copyright 2026 The Warpgate Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <stdlib.h>
#include <string.h>

#include "wg-ai.h"
#include "wg-battle.h"
#include "wg-cli.h"
#include "wg-game-json.h"
#include "wg-i18n.h"

static const WgCliCommand command = {
  "battle",
  "GAME --attacker C --from ID[:COUNT] [--from ID[:COUNT]] --at PLANET "
  "--attacker-card CARD --defender-card CARD [--apply [--choose OPTION]… [--reveal CARD]… "
  "[--output FILE]]",
  N_ ("Resolve a battle (R-BATTLE-1…3, R-WD-1…4): strength, winner, the card texts, survivors "
      "and where the loser withdraws. CARD is a card catalog id (pitched-battle) or xN for a "
      "card known only by its multiplier N. The game is as it stood before the attack. With --apply, "
      "the battle is also applied to the game, as the app's Apply to the Table."),
  wg_cli_battle,
};

typedef struct
{
  char    *attacker;
  char   **from;
  char    *at;
  char    *attacker_card;
  char    *defender_card;
  char    *catalog;
  gboolean apply;
  char   **choose;
  char   **reveal;
  char    *output;
} BattleArgs;

static void
battle_args_clear (BattleArgs *a)
{
  g_free (a->attacker);
  g_strfreev (a->from);
  g_free (a->at);
  g_free (a->attacker_card);
  g_free (a->defender_card);
  g_free (a->catalog);
  g_strfreev (a->choose);
  g_strfreev (a->reveal);
  g_free (a->output);
}

G_DEFINE_AUTO_CLEANUP_CLEAR_FUNC (BattleArgs, battle_args_clear)

static json_object *
side_json (const WgGame       *game,
           const WgBattleSide *side)
{
  json_object *o = json_object_new_object ();

  json_object_object_add (o, "color", json_object_new_string (game->players[side->player].color));
  json_object_object_add (o, "ships", json_object_new_int (side->ships));
  json_object_object_add (o, "multiplier", json_object_new_int (side->multiplier));
  json_object_object_add (o, "strength", json_object_new_int (side->strength));
  json_object_object_add (o, "destroyed", json_object_new_int (side->destroyed));
  json_object_object_add (o, "survivors", json_object_new_int (side->survivors));
  return o;
}

/* battle --apply: the AI's two cards drawn (R-AI-8) on a copy of the
 * table, then the battle applied to it (wg_battle_apply), with the answers
 * so far. */
typedef struct
{
  const WgGame         *game;
  const WgBattleStart  *start;
  const WgBattleResult *result;
  int                   ai_role; /* WG_ROLE_*, or -1 without the AI */
  const WgBattleCard   *ai_card; /* the card given for the AI */
  WgOutcome            *outcome;
  WgQuestion           *draw_question;
  WgTactic              drawn;
  gboolean              has_drawn;
} ApplyRun;

static void
apply_run_clear (ApplyRun *run)
{
  g_clear_pointer (&run->outcome, wg_outcome_free);
  g_clear_pointer (&run->draw_question, wg_question_free);
  if (run->has_drawn)
    wg_tactic_clear (&run->drawn);
  run->has_drawn = FALSE;
}

static WgQuestion *
ask_apply (WgAnswers *answers,
           gpointer   user_data)
{
  ApplyRun *run = user_data;
  g_autoptr (WgGame) table = wg_game_copy (run->game);

  apply_run_clear (run);
  if (run->ai_role >= 0)
    {
      if (wg_ai_draw_battle_card (table, answers, &run->drawn, &run->draw_question))
        run->has_drawn = TRUE;
      else if (run->draw_question != NULL)
        return run->draw_question;
      /* else nothing to draw: the card given is played */
    }
  run->outcome = wg_battle_apply (table, run->start, run->result, answers);
  return run->outcome->question;
}

/* The AI's card drawn, for a message: "Pitched Battle (x3)", "x4", or,
 * for a card whose multiplier is not known, its name and how to give it. */
static char *
drawn_describe (const WgCatalog *catalog,
                const WgTactic  *drawn)
{
  const WgCard    *card = NULL;
  const char      *name = NULL;
  int              multiplier = WG_MULTIPLIER_UNKNOWN;
  g_autofree char *shown = NULL, *id = NULL;

  wg_catalog_resolve_tactic (catalog, drawn, &card, &name, NULL, NULL, &multiplier);
  if (name == NULL)
    name = drawn->card;
  if (multiplier != WG_MULTIPLIER_UNKNOWN)
    {
      if (name == NULL)
        return g_strdup_printf ("x%d", multiplier);
      shown = wg_cli_escape (name);
      /* TRANSLATORS: a Tactics card and its multiplier: "Pitched Battle (x3)" */
      return g_strdup_printf (_ ("%s (x%d)"), shown, multiplier);
    }
  if (drawn->card == NULL)
    {
      if (name == NULL)
        return g_strdup (_ ("a card whose multiplier is not known; give it as xN, N the number "
                            "printed on it"));
      shown = wg_cli_escape (name);
      return g_strdup_printf (_ ("%s, whose multiplier is not known; give it as xN, N the "
                                 "number printed on it"),
                              shown);
    }
  shown = wg_cli_escape (name);
  id = wg_cli_escape (drawn->card);
  return g_strdup_printf (_ ("%s, whose multiplier is not known; give it as %s:xN, N the number "
                             "printed on it"),
                          shown, id);
}

/* Exit 2 when the card given for the AI is not the card it drew (R-AI-8),
 * naming the card drawn. */
static int
judge_ai_card (const WgGame    *game,
               const WgCatalog *catalog,
               const ApplyRun  *run)
{
  WgVerdict        verdict = wg_battle_judge_ai_card (game, catalog, &run->drawn, run->ai_card);
  g_autofree char *name = NULL;

  if (verdict == WG_VERDICT_OK)
    return WG_CLI_EXIT_OK;
  name = drawn_describe (catalog, &run->drawn);
  /* TRANSLATORS: %s is a ruling id (R-AI-8), then the card drawn */
  return wg_cli_usage_error (&command,
                             _ ("the card given is not the Gatekeepers’ top Tactics card (%s), "
                                "which is %s"),
                             wg_verdict_ruling (verdict, -1), name);
}

static void
print_json (const WgGame         *game,
            const WgBattleResult *r,
            const ApplyRun       *run)
{
  json_object *o = json_object_new_object ();
  json_object *effects = json_object_new_array ();

  for (guint i = 0; i < r->effects->len; i++)
    json_object_array_add (effects, json_object_new_string (g_ptr_array_index (r->effects, i)));
  json_object_object_add (o, "attacker", side_json (game, &r->sides[WG_ROLE_ATTACKER]));
  json_object_object_add (o, "defender", side_json (game, &r->sides[WG_ROLE_DEFENDER]));
  json_object_object_add (o, "winner",
                          json_object_new_string (wg_battle_role_to_string (r->winner)));
  json_object_object_add (o, "effects", effects);
  json_object_object_add (o, "withdraw",
                          r->withdrawal ? wg_cli_withdrawal_json (game, r->withdrawal) : NULL);
  if (run != NULL)
    {
      json_object *steps = json_object_new_array ();
      WgQuestion  *q = run->draw_question;

      if (run->outcome != NULL && run->outcome->game != NULL)
        {
          json_object_array_add (steps, json_object_new_string (run->outcome->description));
          for (guint i = 0; i < run->outcome->events->len; i++)
            json_object_array_add (steps, json_object_new_string (
                                            g_ptr_array_index (run->outcome->events, i)));
        }
      if (q == NULL && run->outcome != NULL)
        q = run->outcome->question;
      json_object_object_add (o, "steps", steps);
      json_object_object_add (o, "choice", q ? wg_cli_question_json (q) : NULL);
      json_object_object_add (o, "game",
                              wg_game_to_json (run->outcome && run->outcome->game
                                                 ? run->outcome->game
                                                 : game));
    }
  json_object_object_add (o, "rulings", wg_cli_rulings_json (&r->rulings));
  wg_cli_print_json (o);
}

/* The account as resolved (it ends with where the loser goes), then the
 * winner and the survivors on one line. */
static void
print_text (const WgGame         *game,
            const WgBattleResult *r,
            const ApplyRun       *run)
{
  const WgBattleSide *a = &r->sides[WG_ROLE_ATTACKER], *d = &r->sides[WG_ROLE_DEFENDER];
  const WgBattleSide *w = &r->sides[r->winner];

  for (guint i = 0; i < r->effects->len; i++)
    {
      g_autofree char *text = wg_cli_escape_long (g_ptr_array_index (r->effects, i));

      g_print ("%s\n", text);
    }
  {
    g_autofree char *winner = wg_cli_player_name (game, w->player);
    g_autofree char *attacker = wg_cli_player_name (game, a->player);
    g_autofree char *defender = wg_cli_player_name (game, d->player);

    g_print (r->winner == WG_ROLE_ATTACKER ? _ ("Winner: %s, the attacker.")
                                           : _ ("Winner: %s, the defender."),
             winner);
    g_print (_ (" Survivors: %s %d of %d, %s %d of %d.\n"), attacker, a->survivors, a->ships,
             defender, d->survivors, d->ships);
  }
  if (run != NULL)
    {
      WgQuestion *q = run->draw_question;

      if (q == NULL && run->outcome != NULL)
        q = run->outcome->question;
      if (q != NULL)
        wg_cli_print_question (q);
      else if (run->outcome != NULL && run->outcome->game != NULL)
        {
          g_autofree char *text = wg_cli_escape_long (run->outcome->description);

          g_print (_ ("Applied: %s.\n"), text);
        }
    }
  wg_cli_print_rulings (&r->rulings);
}

/* battle --apply: the battle judged by the rules first, as apply judges a
 * move (wg_battle_judge_turn); one the rules do not allow exits 5 and
 * writes nothing. */
static int
judge_apply (const WgGame        *game,
             const WgBattleStart *start)
{
  g_autofree char *why = NULL, *shown = NULL;
  int              subject = -1;
  WgVerdict        verdict = wg_battle_judge_turn (game, start, &subject);

  if (verdict == WG_VERDICT_OK)
    return WG_CLI_EXIT_OK;
  why = wg_battle_judge_describe (game, start, verdict, subject);
  shown = wg_cli_escape_long (why);
  return wg_cli_not_now ("%s", shown);
}

int
wg_cli_battle (int    argc,
               char **argv)
{
  g_auto (BattleArgs) a = { 0 };
  gboolean     json = FALSE;
  GOptionEntry entries[] = {
    { "attacker", 0, 0, G_OPTION_ARG_STRING, &a.attacker, N_ ("The attacking player"), "C" },
    { "from", 0, 0, G_OPTION_ARG_STRING_ARRAY, &a.from,
      N_ ("Where the attack came from, with a ship count (default: all there)"), "ID[:COUNT]" },
    { "at", 0, 0, G_OPTION_ARG_STRING, &a.at, N_ ("The battle planet"), "PLANET" },
    { "attacker-card", 0, 0, G_OPTION_ARG_STRING, &a.attacker_card,
      N_ ("The attacker’s Tactics card: a catalog id or xN"), "CARD" },
    { "defender-card", 0, 0, G_OPTION_ARG_STRING, &a.defender_card,
      N_ ("The defender’s Tactics card: a catalog id or xN"), "CARD" },
    { "catalog", 0, 0, G_OPTION_ARG_FILENAME, &a.catalog,
      N_ ("A card catalog completing the built-in and user ones"), "FILE" },
    { "apply", 0, 0, G_OPTION_ARG_NONE, &a.apply, N_ ("Also apply the battle to the game"), NULL },
    { "choose", 0, 0, G_OPTION_ARG_STRING_ARRAY, &a.choose,
      N_ ("With --apply: answer a question (repeatable, in order)"), "OPTION" },
    { "reveal", 0, 0, G_OPTION_ARG_STRING_ARRAY, &a.reveal,
      N_ ("With --apply: name a card the AI draws (repeatable, in order)"), "CARD" },
    { "output", 0, 0, G_OPTION_ARG_FILENAME, &a.output,
      N_ ("With --apply: also write the game after the battle to FILE"), "FILE" },
    { NULL }
  };
  g_autoptr (WgGame) game = NULL;
  g_autoptr (WgCatalog) catalog = NULL;
  g_autoptr (WgBattleResult) result = NULL;
  WgBattleCard  cards[2];
  WgBattleStart start;
  int           status = WG_CLI_EXIT_OK;

  if (!wg_cli_parse_options (&command, entries, &json, &argc, &argv, 1, 1))
    return WG_CLI_EXIT_USAGE;
  if (a.attacker_card == NULL || a.defender_card == NULL)
    return wg_cli_usage_error (&command, _ ("--attacker-card and --defender-card are required"));
  catalog = wg_cli_load_catalog (a.catalog, &status);
  if (catalog == NULL)
    return status;
  game = wg_cli_load_game (argv[2], &status);
  if (game == NULL)
    return status;
  status = wg_cli_battle_start (&command, game, a.attacker, a.from, a.at, &start);
  if (status == WG_CLI_EXIT_OK)
    status = wg_cli_parse_battle_card (&command, catalog, "attacker-card", a.attacker_card,
                                       &cards[0]);
  if (status == WG_CLI_EXIT_OK)
    status = wg_cli_parse_battle_card (&command, catalog, "defender-card", a.defender_card,
                                       &cards[1]);
  if (status != WG_CLI_EXIT_OK)
    return status;

  if (!a.apply && (a.choose != NULL || a.reveal != NULL || a.output != NULL))
    return wg_cli_usage_error (&command, _ ("--choose, --reveal and --output go with --apply"));
  if (a.apply)
    {
      status = judge_apply (game, &start);
      if (status != WG_CLI_EXIT_OK)
        return status;
    }

  result = wg_battle_resolve (game, catalog, &start, &cards[0], &cards[1]);
  if (a.apply)
    {
      ApplyRun    run = { game, &start, result, -1, NULL, NULL, NULL, { 0 }, FALSE };
      WgQuestion *q;

      if (wg_ai_draws_battle_card (game, start.attacker))
        run.ai_role = WG_ROLE_ATTACKER;
      else if (wg_ai_draws_battle_card (game, start.defender))
        run.ai_role = WG_ROLE_DEFENDER;
      if (run.ai_role >= 0)
        run.ai_card = &cards[run.ai_role];
      q = wg_cli_answer (ask_apply, &run, a.choose, a.reveal, &status);
      /* The card given for the AI is the card it drew (R-AI-8): the
       * core's judge (wg_battle_judge_ai_card). */
      if (status == WG_CLI_EXIT_OK && q == NULL && run.has_drawn)
        status = judge_ai_card (game, catalog, &run);
      if (status == WG_CLI_EXIT_OK && q == NULL && run.outcome != NULL
          && run.outcome->game != NULL)
        wg_cli_write_output (run.outcome->game, a.output, run.outcome->description,
                             &run.outcome->rulings, &status);
      if (status == WG_CLI_EXIT_OK)
        {
          if (json)
            print_json (game, result, &run);
          else
            print_text (game, result, &run);
        }
      apply_run_clear (&run);
      return status;
    }
  if (json)
    print_json (game, result, NULL);
  else
    print_text (game, result, NULL);
  return WG_CLI_EXIT_OK;
}
