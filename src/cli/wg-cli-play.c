/* wg-cli-play.c — warpgate-cli apply and end-turn: playing a whole game
 * Copyright 2026 The Warpgate Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Both run the core functions the app runs (wg_turn_perform, as Do It
 * does through wg_move_apply; wg_turn_end, as End Turn does): one
 * implementation, two front ends.
 */
#include "config.h"

#include <stdlib.h>
#include <string.h>

#include "wg-action.h"
#include "wg-cli.h"
#include "wg-explore.h"
#include "wg-game-json.h"
#include "wg-i18n.h"
#include "wg-round.h"
#include "wg-turn.h"

static const WgCliCommand apply_command = {
  "apply",
  "GAME --color C --action ACTION --x N [--trade-good] [--from ID[:COUNT]]… [--to ID]… "
  "[--via ID] [--technology INDEX] [--second-from ID:COUNT --second-to ID] [--count N] "
  "[--catalog FILE] [--choose OPTION]… [--reveal CARD]… [--output FILE]",
  N_ ("Apply one action of the active player, as the app's Do It: movement (--from, --to; a "
      "Maneuver's second group with --second-from and --second-to), trade (--from, --via, --to), "
      "research (--to, --technology), warp-in (--to WARPGATE:COUNT), reinforce and control (one "
      "--to per location), promote (the cards revealed with --reveal, the card kept with "
      "--choose: R-MOVE-13), and draw (--count for fewer cards than X). An illegal action is "
      "answered, not applied."),
  wg_cli_apply,
};

static const WgCliCommand use_token_command = {
  "use-token",
  "GAME --color C --token ID [--to ID[:COUNT]]… [--catalog FILE] [--choose OPTION]… "
  "[--reveal CARD]… [--output FILE]",
  N_ ("Use a held discovery token (R-EXP-3): reinforce and control take one --to per location, "
      "deploy-3 --to PLANET[:COUNT], copy-planet --to PLANET; promote and battle-promote take "
      "the cards revealed and the card kept (--choose, R-MOVE-13); technology is asked with "
      "--choose."),
  wg_cli_use_token,
};

static const WgCliCommand end_turn_command = {
  "end-turn",
  "GAME [--choose OPTION]… [--reveal CARD]… [--output FILE]",
  N_ ("End the active player's turn (R-ROUND-1, R-ROUND-2): the next player, and after the "
      "round's last turn the end of the round and the start of the next, or the end of the "
      "game."),
  wg_cli_end_turn,
};

/* The options apply, use-token and end-turn share, written once: the
 * player, the answers to the questions a run asks (in order), and the
 * game written after it (@help says after what). */
#define COLOR_ENTRY(var)                                               \
  {                                                                    \
    "color", 0, 0, G_OPTION_ARG_STRING, &(var), N_ ("The player"), "C" \
  }
#define CHOOSE_ENTRY(var)                                       \
  {                                                             \
    "choose", 0, 0, G_OPTION_ARG_STRING_ARRAY, &(var),          \
      N_ ("Answer a question (repeatable, in order)"), "OPTION" \
  }
#define REVEAL_ENTRY(var)                                        \
  {                                                              \
    "reveal", 0, 0, G_OPTION_ARG_STRING_ARRAY, &(var),           \
      N_ ("Name a card revealed (repeatable, in order)"), "CARD" \
  }
#define CATALOG_ENTRY(var)                                                        \
  {                                                                               \
    "catalog", 0, 0, G_OPTION_ARG_FILENAME, &(var),                               \
      N_ ("Promote: a card catalog completing the built-in one (the cards asked " \
          "for by name)"),                                                        \
      "FILE"                                                                      \
  }
#define OUTPUT_ENTRY(var, help)                                   \
  {                                                               \
    "output", 0, 0, G_OPTION_ARG_FILENAME, &(var), (help), "FILE" \
  }

typedef struct
{
  char      *color;
  char      *action;
  int        x;
  gboolean   trade_good;
  char     **from;
  char     **to;
  char      *via;
  int        technology;
  char      *second_from;
  char      *second_to;
  char     **choose;
  char     **reveal;
  char      *output;
  int        count;
  char      *catalog_file;
  /* Loaded for a Promote only (the move points to it). */
  WgCatalog *catalog;
} ApplyArgs;

static void
apply_args_clear (ApplyArgs *a)
{
  g_free (a->color);
  g_free (a->action);
  g_strfreev (a->from);
  g_strfreev (a->to);
  g_free (a->via);
  g_free (a->second_from);
  g_free (a->second_to);
  g_strfreev (a->choose);
  g_strfreev (a->reveal);
  g_free (a->output);
  g_free (a->catalog_file);
  g_clear_pointer (&a->catalog, wg_catalog_unref);
}

/* A Promote asks a card of a deck of unknown cards among the catalog's
 * Hero and Advanced cards, by name, and records the card kept by its name
 * (R-MOVE-13): the catalog the app would have (wg_cli_load_catalog). Other
 * actions read none. Returns an exit status. */
static int
load_promote_catalog (ApplyArgs *a,
                      WgMove    *move)
{
  int status = WG_CLI_EXIT_OK;

  if (move->action != WG_ACTION_PROMOTE)
    return WG_CLI_EXIT_OK;
  a->catalog = wg_cli_load_catalog (a->catalog_file, &status);
  move->catalog = a->catalog;
  return a->catalog != NULL ? WG_CLI_EXIT_OK : status;
}

G_DEFINE_AUTO_CLEANUP_CLEAR_FUNC (ApplyArgs, apply_args_clear)

/* "D2:3" → cell and count (WG_ALL_SHIPS without a count). */
static int
parse_group (const WgCliCommand *cmd,
             const WgGame       *game,
             const char         *arg,
             int                *cell,
             int                *count)
{
  g_autofree char *id = g_strdup (arg);
  char            *colon = strchr (id, ':');

  *count = WG_ALL_SHIPS;
  if (colon != NULL)
    {
      char *end = NULL;
      long  n = strtol (colon + 1, &end, 10);

      *colon = '\0';
      if (end == colon + 1 || *end != '\0' || n < 0 || n > 99)
        {
          g_autofree char *shown = wg_cli_escape (arg);

          return wg_cli_usage_error (cmd, _ ("“%s” is not ID:COUNT"), shown);
        }
      *count = (int) n;
    }
  if (!wg_cli_lookup_location (game, id, cell))
    return WG_CLI_EXIT_UNKNOWN;
  return WG_CLI_EXIT_OK;
}

static int
lookup (const WgGame *game,
        const char   *id,
        int          *cell)
{
  return wg_cli_lookup_location (game, id, cell) ? WG_CLI_EXIT_OK : WG_CLI_EXIT_UNKNOWN;
}

/* The move from the options, as docs/cli.md's apply lists them per action.
 * Returns an exit status. */
static int
build_move (const ApplyArgs *a,
            const WgGame    *game,
            WgMove          *move)
{
  const WgCliCommand *cmd = &apply_command;
  guint               n_from = a->from ? g_strv_length (a->from) : 0;
  guint               n_to = a->to ? g_strv_length (a->to) : 0;
  int                 status = WG_CLI_EXIT_OK, cell, count;
  WgVerdict           verdict;

  if (a->count != WG_NONE && move->action != WG_ACTION_DRAW)
    return wg_cli_usage_error (cmd, _ ("only a Draw takes --count"));
  if (wg_action_is_movement (move->action))
    {
      if (n_from == 0 || n_to != 1)
        return wg_cli_usage_error (cmd, _ ("%s needs --from and one --to"), a->action);
      if (n_from > 2)
        return wg_cli_usage_error (cmd, _ ("at most two --from"));
      for (guint i = 0; i < n_from; i++)
        {
          status = parse_group (cmd, game, a->from[i], &cell, &count);
          if (status != WG_CLI_EXIT_OK)
            return status;
          wg_move_add_group (move, cell, count);
        }
      status = lookup (game, a->to[0], &move->to);
      if (status != WG_CLI_EXIT_OK)
        return status;
      if ((a->second_from != NULL) != (a->second_to != NULL))
        return wg_cli_usage_error (cmd, _ ("--second-from and --second-to go together"));
      if (a->second_from != NULL)
        {
          if (move->action != WG_ACTION_MANEUVER)
            return wg_cli_usage_error (cmd, _ ("only a Maneuver has a second group"));
          status = parse_group (cmd, game, a->second_from, &move->second_group.from,
                                &move->second_group.count);
          if (status == WG_CLI_EXIT_OK)
            status = lookup (game, a->second_to, &move->second_to);
          move->second = TRUE;
        }
      return status;
    }
  switch (move->action)
    {
    case WG_ACTION_TRADE:
      if (n_from != 1 || n_to != 1 || a->via == NULL)
        return wg_cli_usage_error (cmd, _ ("trade needs --from, --via and --to"));
      status = parse_group (cmd, game, a->from[0], &cell, &count);
      if (status == WG_CLI_EXIT_OK)
        wg_move_add_group (move, cell, 1);
      if (status == WG_CLI_EXIT_OK)
        status = lookup (game, a->via, &move->via);
      if (status == WG_CLI_EXIT_OK)
        status = lookup (game, a->to[0], &move->to);
      return status;
    case WG_ACTION_RESEARCH:
      if (n_to != 1)
        return wg_cli_usage_error (cmd, _ ("research needs one --to"));
      move->technology = a->technology;
      return lookup (game, a->to[0], &move->to);
    case WG_ACTION_WARP_IN:
      if (n_to != 1)
        return wg_cli_usage_error (cmd, _ ("warp-in needs --to WARPGATE:COUNT"));
      status = parse_group (cmd, game, a->to[0], &cell, &count);
      if (status != WG_CLI_EXIT_OK)
        return status;
      verdict = wg_warp_in_judge_to (game, move->player, cell);
      if (verdict != WG_VERDICT_OK)
        {
          g_autofree char *name = wg_cli_location_name (game, cell);

          /* TRANSLATORS: %s is a location, then a ruling id (R-MOVE-9) */
          return wg_cli_usage_error (cmd, _ ("a Warp-in deploys on the player’s own Warpgate, "
                                             "not on %s (%s)"),
                                     name, wg_verdict_ruling (verdict, WG_ACTION_WARP_IN));
        }
      move->count = count == WG_ALL_SHIPS ? WG_NONE : count;
      return WG_CLI_EXIT_OK;
    case WG_ACTION_REINFORCE:
    case WG_ACTION_CONTROL:
      if (n_to == 0)
        return wg_cli_usage_error (cmd, _ ("%s needs one --to per location"), a->action);
      if (n_to > WG_MAX_TARGETS)
        return wg_cli_usage_error (cmd, _ ("at most %d --to"), WG_MAX_TARGETS);
      for (guint i = 0; i < n_to; i++)
        {
          status = lookup (game, a->to[i], &cell);
          if (status != WG_CLI_EXIT_OK)
            return status;
          wg_move_add_target (move, cell);
        }
      return WG_CLI_EXIT_OK;
    case WG_ACTION_DRAW:
      /* Fewer cards than X may be drawn: --count (docs/cli.md). */
      move->count = a->count;
      return WG_CLI_EXIT_OK;
    case WG_ACTION_PROMOTE:
      return WG_CLI_EXIT_OK;
    case WG_ACTION_RECON:
    case WG_ACTION_MANEUVER:
    case WG_ACTION_SKIRMISH:
    case WG_ACTION_ADVANCE:
    case WG_ACTION_CONCENTRATE:
    case WG_N_ACTIONS:
    default:
      g_assert_not_reached ();
    }
}

/* The refusals that are "not now" (exit 5) rather than an illegal action. */
static gboolean
is_not_now (WgVerdict verdict)
{
  return verdict == WG_VERDICT_NOT_YOUR_TURN || verdict == WG_VERDICT_GAME_OVER
         || verdict == WG_VERDICT_ALREADY_ACTED || verdict == WG_VERDICT_AI_TURN;
}

/* Exit 5, saying why in players' words. */
static int
not_now (const WgGame *game,
         WgVerdict     verdict)
{
  g_autofree char *who = wg_cli_player_name (game, game->active);

  if (verdict == WG_VERDICT_GAME_OVER)
    return wg_cli_not_now (_ ("the game is over: no action is left to apply (R-ROUND-2)"));
  if (verdict == WG_VERDICT_ALREADY_ACTED)
    return wg_cli_not_now (_ ("%s has already taken this turn’s action: end the turn first "
                              "(warpgate-cli end-turn)"),
                           who);
  if (verdict == WG_VERDICT_AI_TURN)
    return wg_cli_not_now (_ ("the Gatekeepers’ turn is the card they play: run warpgate-cli "
                              "ai-turn (R-AI-1)"));
  return wg_cli_not_now (_ ("it is %s’s turn"), who);
}

typedef struct
{
  const WgGame *game;
  const WgMove *move;
  WgOutcome    *outcome;
} ApplyRun;

static WgQuestion *
ask_apply (WgAnswers *answers,
           gpointer   user_data)
{
  ApplyRun *run = user_data;

  g_clear_pointer (&run->outcome, wg_outcome_free);
  run->outcome = wg_turn_perform (run->game, run->move, answers);
  return run->outcome->question;
}

static json_object *
steps_json (const WgOutcome *outcome)
{
  json_object *steps = json_object_new_array ();

  if (outcome->game == NULL)
    return steps;
  if (outcome->description != NULL)
    json_object_array_add (steps, json_object_new_string (outcome->description));
  for (guint i = 0; i < outcome->events->len; i++)
    json_object_array_add (steps,
                           json_object_new_string (g_ptr_array_index (outcome->events, i)));
  return steps;
}

/* The sentence of a step for the record: the outcome's description, else
 * its events. */
static char *
outcome_sentence (const WgOutcome *outcome)
{
  GString *text = g_string_new (outcome->description);

  for (guint i = 0; text->len == 0 && i < outcome->events->len; i++)
    g_string_append_printf (text, "%s%s", i ? " " : "",
                            (const char *) g_ptr_array_index (outcome->events, i));
  return g_string_free (text, FALSE);
}

static void
print_steps (const WgOutcome *outcome)
{
  if (outcome->game == NULL)
    return;
  if (outcome->description != NULL)
    {
      g_autofree char *text = wg_cli_escape_long (outcome->description);

      g_print ("%s\n", text);
    }
  for (guint i = 0; i < outcome->events->len; i++)
    {
      g_autofree char *text = wg_cli_escape_long (g_ptr_array_index (outcome->events, i));

      g_print ("  %s\n", text);
    }
}

/* Prints apply's answer (docs/cli.md) for an outcome, and writes the game
 * after it to @output. Returns the exit status. */
static int
report_outcome (const WgGame *game,
                WgOutcome    *outcome,
                WgQuestion   *question,
                const char   *output,
                gboolean      json)
{
  g_autofree char *message = NULL;
  int              status = WG_CLI_EXIT_OK;
  gboolean         legal;

  legal = outcome->verdict == WG_VERDICT_OK;
  message = g_strdup (legal ? (outcome->description ? outcome->description : "")
                            : outcome->description);
  if (question == NULL && outcome->game != NULL)
    {
      g_autofree char *sentence = outcome_sentence (outcome);

      if (!wg_cli_write_output (outcome->game, output, sentence, &outcome->rulings, &status))
        return status;
    }
  if (json)
    {
      json_object  *o = json_object_new_object ();
      /* Before the ships move, for an attack; unchanged for a question or a
       * refusal. */
      const WgGame *after = outcome->game != NULL ? outcome->game : game;

      json_object_object_add (o, "legal", json_object_new_boolean (legal));
      json_object_object_add (o, "reason",
                              json_object_new_string (wg_verdict_to_string (outcome->verdict)));
      json_object_object_add (o, "message", json_object_new_string (message));
      json_object_object_add (o, "steps", steps_json (outcome));
      json_object_object_add (o, "choice", question ? wg_cli_question_json (question) : NULL);
      json_object_object_add (o, "battle",
                              outcome->battle ? wg_cli_battle_start_json (game,
                                                                          outcome->battle)
                                              : NULL);
      json_object_object_add (o, "game", wg_game_to_json (after));
      json_object_object_add (o, "rulings", wg_cli_rulings_json (&outcome->rulings));
      wg_cli_print_json (o);
    }
  else
    {
      if (!legal)
        {
          g_autofree char *text = wg_cli_escape_long (message);

          g_print ("%s\n", text);
        }
      print_steps (outcome);
      if (question != NULL)
        wg_cli_print_question (question);
      if (outcome->battle != NULL)
        {
          g_autofree char *at = wg_cli_location_name (game, outcome->battle->at);

          g_print (_ ("A battle at %s: resolve it with warpgate-cli battle --apply.\n"), at);
        }
      wg_cli_print_rulings (&outcome->rulings);
    }
  return WG_CLI_EXIT_OK;
}

int
wg_cli_apply (int    argc,
              char **argv)
{
  g_auto (ApplyArgs) a = { 0 };
  gboolean     json = FALSE;
  GOptionEntry entries[] = {
    COLOR_ENTRY (a.color),
    { "action", 0, 0, G_OPTION_ARG_STRING, &a.action, N_ ("The action"), "ACTION" },
    { "x", 0, 0, G_OPTION_ARG_INT, &a.x, N_ ("The multiplier"), "N" },
    { "trade-good", 0, 0, G_OPTION_ARG_NONE, &a.trade_good, N_ ("Spend a Trade Good: +1"),
      NULL },
    { "from", 0, 0, G_OPTION_ARG_STRING_ARRAY, &a.from, N_ ("An origin, with a ship count"),
      "ID[:COUNT]" },
    { "to", 0, 0, G_OPTION_ARG_STRING_ARRAY, &a.to,
      N_ ("The destination; for reinforce and control, each location"), "ID" },
    { "via", 0, 0, G_OPTION_ARG_STRING, &a.via, N_ ("Trade: the second planet"), "ID" },
    { "technology", 0, 0, G_OPTION_ARG_INT, &a.technology,
      N_ ("Research: the Technology taken (index into the available ones)"), "INDEX" },
    { "second-from", 0, 0, G_OPTION_ARG_STRING, &a.second_from,
      N_ ("Maneuver: the second group's origin and ship count"), "ID:COUNT" },
    { "second-to", 0, 0, G_OPTION_ARG_STRING, &a.second_to,
      N_ ("Maneuver: the second group's destination"), "ID" },
    CATALOG_ENTRY (a.catalog_file),
    CHOOSE_ENTRY (a.choose),
    REVEAL_ENTRY (a.reveal),
    { "count", 0, 0, G_OPTION_ARG_INT, &a.count,
      N_ ("Draw: the cards drawn, when fewer than X (default: X)"), "N" },
    OUTPUT_ENTRY (a.output, N_ ("Also write the game after the action to FILE")),
    { NULL }
  };
  g_autoptr (WgGame) game = NULL;
  ApplyRun    run = { 0 };
  WgQuestion *question;
  WgMove      move;
  WgAction    action;
  int         status = WG_CLI_EXIT_OK, player;

  a.x = G_MININT; /* not given */
  a.technology = WG_NONE;
  a.count = WG_NONE;
  if (!wg_cli_parse_options (&apply_command, entries, &json, &argc, &argv, 1, 1))
    return WG_CLI_EXIT_USAGE;
  if (a.color == NULL || a.action == NULL || a.x == G_MININT)
    return wg_cli_usage_error (&apply_command, _ ("--color, --action and --x are required"));
  if (a.x < 0)
    return wg_cli_usage_error (&apply_command, _ ("--x is a multiplier, 0 or more: not %d"), a.x);
  if (!wg_action_from_string (a.action, &action))
    {
      g_autofree char *shown = wg_cli_escape (a.action);

      return wg_cli_usage_error (&apply_command, _ ("“%s” is not an action"), shown);
    }
  game = wg_cli_load_game (argv[2], &status);
  if (game == NULL)
    return status;
  if (!wg_cli_lookup_player (game, a.color, &player))
    return WG_CLI_EXIT_UNKNOWN;
  wg_move_init (&move, action, player, a.x, a.trade_good);
  status = build_move (&a, game, &move);
  if (status == WG_CLI_EXIT_OK)
    status = load_promote_catalog (&a, &move);
  if (status != WG_CLI_EXIT_OK)
    return status;

  run.game = game;
  run.move = &move;
  question = wg_cli_answer (ask_apply, &run, a.choose, a.reveal, &status);
  if (status != WG_CLI_EXIT_OK)
    {
      wg_outcome_free (run.outcome);
      return status;
    }
  if (is_not_now (run.outcome->verdict))
    {
      status = not_now (game, run.outcome->verdict);
      wg_outcome_free (run.outcome);
      return status;
    }
  status = report_outcome (game, run.outcome, question, a.output, json);
  wg_outcome_free (run.outcome);
  return status;
}

typedef struct
{
  const WgGame *game;
  WgOutcome    *outcome;
} EndRun;

static WgQuestion *
ask_end (WgAnswers *answers,
         gpointer   user_data)
{
  EndRun *run = user_data;

  g_clear_pointer (&run->outcome, wg_outcome_free);
  run->outcome = wg_turn_end (run->game, answers);
  return run->outcome->question;
}

/* Whether the turn may end now is the core's answer (wg_turn_end: the game
 * is over, R-ROUND-2; the Gatekeepers' card is not played yet, R-AI-13),
 * asked before any answer is read: a refusal exits 5 in the core's words,
 * with the command to run first. */
static int
end_refused (const WgGame *game)
{
  g_autoptr (WgOutcome) outcome = wg_turn_end (game, NULL);

  if (outcome->verdict == WG_VERDICT_OK)
    return WG_CLI_EXIT_OK;
  if (outcome->verdict == WG_VERDICT_AI_NOT_PLAYED)
    return wg_cli_not_now_outcome (outcome, _ ("run warpgate-cli ai-turn first"));
  return wg_cli_not_now_outcome (outcome, NULL);
}

int
wg_cli_end_turn (int    argc,
                 char **argv)
{
  gboolean json = FALSE;
  g_auto (GStrv) choose = NULL, reveal = NULL;
  g_autofree char *output = NULL;
  GOptionEntry     entries[] = {
        CHOOSE_ENTRY (choose),
        REVEAL_ENTRY (reveal),
        OUTPUT_ENTRY (output, N_ ("Also write the game after the turn to FILE")),
        { NULL }
  };
  g_autoptr (WgGame) game = NULL;
  EndRun      run = { 0 };
  WgQuestion *question;
  int         status = WG_CLI_EXIT_OK;
  gboolean    round_ended, final_round, game_over;

  if (!wg_cli_parse_options (&end_turn_command, entries, &json, &argc, &argv, 1, 1))
    return WG_CLI_EXIT_USAGE;
  game = wg_cli_load_game (argv[2], &status);
  if (game == NULL)
    return status;
  status = end_refused (game);
  if (status != WG_CLI_EXIT_OK)
    return status;

  run.game = game;
  question = wg_cli_answer (ask_end, &run, choose, reveal, &status);
  if (status != WG_CLI_EXIT_OK)
    {
      wg_outcome_free (run.outcome);
      return status;
    }
  if (run.outcome->game != NULL)
    {
      g_autofree char *sentence = outcome_sentence (run.outcome);

      if (!wg_cli_write_output (run.outcome->game, output, sentence, &run.outcome->rulings,
                                &status))
        {
          wg_outcome_free (run.outcome);
          return status;
        }
    }
  /* A round ended when the first player is to play slot 1 of a new round,
   * or the game ended. */
  game_over = run.outcome->game != NULL && run.outcome->game->game_over;
  round_ended = run.outcome->game != NULL
                && (game_over || run.outcome->game->round != game->round);
  final_round = run.outcome->game != NULL ? run.outcome->game->final_round : game->final_round;
  if (json)
    {
      json_object  *o = json_object_new_object ();
      const WgGame *after = run.outcome->game != NULL ? run.outcome->game : game;

      json_object_object_add (o, "steps", steps_json (run.outcome));
      json_object_object_add (o, "choice", question ? wg_cli_question_json (question) : NULL);
      json_object_object_add (o, "round_ended", json_object_new_boolean (round_ended));
      json_object_object_add (o, "final_round", json_object_new_boolean (final_round));
      json_object_object_add (o, "game_over", json_object_new_boolean (game_over));
      json_object_object_add (o, "game", wg_game_to_json (after));
      json_object_object_add (o, "rulings", wg_cli_rulings_json (&run.outcome->rulings));
      wg_cli_print_json (o);
    }
  else
    {
      print_steps (run.outcome);
      if (question != NULL)
        wg_cli_print_question (question);
      else if (game_over)
        g_print (_ ("The game is over: warpgate-cli score gives the final score.\n"));
      else
        {
          g_autofree char *who = wg_cli_player_name (run.outcome->game,
                                                     run.outcome->game->active);

          g_print (_ ("Round %d, turn %d: %s to play%s.\n"), run.outcome->game->round,
                   run.outcome->game->turn, who,
                   final_round ? _ (" (the final round)") : "");
        }
      wg_cli_print_rulings (&run.outcome->rulings);
    }
  wg_outcome_free (run.outcome);
  return WG_CLI_EXIT_OK;
}

typedef struct
{
  const WgGame *game;
  const WgMove *move;
  WgToken       token;
  WgOutcome    *outcome;
} TokenRun;

static WgQuestion *
ask_token (WgAnswers *answers,
           gpointer   user_data)
{
  TokenRun *run = user_data;

  g_clear_pointer (&run->outcome, wg_outcome_free);
  run->outcome = wg_token_use (run->game, run->token, run->move, answers);
  return run->outcome->question;
}

/* The move a token gives from --to: an action's targets (apply's
 * options), deploy-3's planet and count, copy-planet's planet. */
static int
build_token_move (const ApplyArgs *a,
                  const WgGame    *game,
                  WgToken          token,
                  WgMove          *move)
{
  const WgCliCommand *cmd = &use_token_command;
  guint               n_to = a->to ? g_strv_length (a->to) : 0;
  int                 count = WG_ALL_SHIPS;

  if (wg_token_action (token, NULL, NULL))
    return build_move (a, game, move);
  if (token == WG_TOKEN_DEPLOY_3 || token == WG_TOKEN_COPY_PLANET)
    {
      int status;

      if (n_to != 1)
        return wg_cli_usage_error (cmd, _ ("%s needs one --to"), wg_token_to_string (token));
      status = parse_group (cmd, game, a->to[0], &move->to, &count);
      if (status != WG_CLI_EXIT_OK)
        return status;
      if (token == WG_TOKEN_COPY_PLANET && count != WG_ALL_SHIPS)
        return wg_cli_usage_error (cmd, _ ("copy-planet takes a planet, without a count"));
      move->count = count == WG_ALL_SHIPS ? WG_NONE : count;
      return WG_CLI_EXIT_OK;
    }
  if (n_to > 0)
    return wg_cli_usage_error (cmd, _ ("%s takes no --to"), wg_token_to_string (token));
  return WG_CLI_EXIT_OK;
}

int
wg_cli_use_token (int    argc,
                  char **argv)
{
  g_auto (ApplyArgs) a = { 0 };
  g_autofree char *token_id = NULL;
  gboolean         json = FALSE;
  GOptionEntry     entries[] = {
        COLOR_ENTRY (a.color),
        { "token", 0, 0, G_OPTION_ARG_STRING, &token_id, N_ ("The discovery token (R-EXP-5)"),
          "ID" },
        { "to", 0, 0, G_OPTION_ARG_STRING_ARRAY, &a.to,
          N_ ("A location the token acts on (one per location)"), "ID[:COUNT]" },
        CATALOG_ENTRY (a.catalog_file),
        CHOOSE_ENTRY (a.choose),
        REVEAL_ENTRY (a.reveal),
        OUTPUT_ENTRY (a.output, N_ ("Also write the game after the token to FILE")),
        { NULL }
  };
  g_autoptr (WgGame) game = NULL;
  TokenRun    run = { 0 };
  WgQuestion *question;
  WgMove      move;
  WgAction    action = WG_ACTION_DRAW;
  WgToken     token;
  int         status = WG_CLI_EXIT_OK, player, x = 1;

  a.count = WG_NONE; /* a token's action takes no --count */
  if (!wg_cli_parse_options (&use_token_command, entries, &json, &argc, &argv, 1, 1))
    return WG_CLI_EXIT_USAGE;
  if (a.color == NULL || token_id == NULL)
    return wg_cli_usage_error (&use_token_command, _ ("--color and --token are required"));
  if (!wg_token_from_string (token_id, &token))
    {
      g_autofree char *shown = wg_cli_escape (token_id);

      return wg_cli_usage_error (&use_token_command,
                                 _ ("“%s” is not a discovery token (R-EXP-5)"), shown);
    }
  game = wg_cli_load_game (argv[2], &status);
  if (game == NULL)
    return status;
  if (!wg_cli_lookup_player (game, a.color, &player))
    return WG_CLI_EXIT_UNKNOWN;
  wg_token_action (token, &action, &x);
  a.action = g_strdup (wg_action_to_string (action));
  wg_move_init (&move, action, player, x, FALSE);
  status = build_token_move (&a, game, token, &move);
  if (status == WG_CLI_EXIT_OK)
    status = load_promote_catalog (&a, &move);
  if (status != WG_CLI_EXIT_OK)
    return status;

  run.game = game;
  run.move = &move;
  run.token = token;
  question = wg_cli_answer (ask_token, &run, a.choose, a.reveal, &status);
  if (status != WG_CLI_EXIT_OK)
    {
      wg_outcome_free (run.outcome);
      return status;
    }
  /* docs/cli.md: exit 5 when the player holds no such unused token or its
   * moment has not come. */
  if (run.outcome->verdict == WG_VERDICT_NO_TOKEN || run.outcome->verdict == WG_VERDICT_NOT_NOW)
    {
      g_autofree char *who = wg_cli_player_name (game, player);

      status = run.outcome->verdict == WG_VERDICT_NO_TOKEN
                 ? wg_cli_not_now (_ ("%s holds no unused %s token (R-EXP-3)"), who,
                                   wg_token_to_string (token))
                 : wg_cli_not_now (_ ("the moment for %s’s %s token has not come (R-EXP-3)"),
                                   who, wg_token_to_string (token));
      wg_outcome_free (run.outcome);
      return status;
    }
  status = report_outcome (game, run.outcome, question, a.output, json);
  wg_outcome_free (run.outcome);
  return status;
}
