/* wg-cli-ai.c — warpgate-cli ai-turn: the Gatekeepers' next card
 * Copyright 2026 The Warpgate Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "wg-ai.h"
#include "wg-cli.h"
#include "wg-game-json.h"
#include "wg-i18n.h"

static const WgCliCommand command = {
  "ai-turn",
  "GAME [--choose OPTION]… [--reveal TYPE]…",
  N_ ("Play the Gatekeepers' next card (R-AI-1…10): the steps to carry out on the table and the "
      "game after. When a decision belongs to the human, or a card must be revealed from a deck "
      "whose order is unknown, the answer stops with the question: run again with --choose or "
      "--reveal (repeatable, answered in order)."),
  wg_cli_ai_turn,
};

static json_object *
ai_card_json (const WgAiCard *card)
{
  json_object *o = json_object_new_object ();

  json_object_object_add (o, "kind",
                          json_object_new_string (wg_ai_card_kind_to_string (card->kind)));
  if (card->kind == WG_AI_CARD_OBJECTIVE)
    json_object_object_add (o, "type",
                            json_object_new_string (wg_planet_type_to_string (card->type)));
  return o;
}

static json_object *
cell_json (const WgGame *game,
           int           cell)
{
  return json_object_new_string (wg_board_get_cell (game->board, cell)->id);
}

/* One step as docs/cli.md lists them; "shuffle" and "note" are extensions. */
static json_object *
step_json (const WgGame   *game,
           const WgAiStep *step)
{
  json_object *o = json_object_new_object ();

  json_object_object_add (o, "do", json_object_new_string (wg_ai_step_kind_to_string (step->kind)));
  switch (step->kind)
    {
    case WG_AI_STEP_DEPLOY:
      json_object_object_add (o, "to", cell_json (game, step->to));
      json_object_object_add (o, "count", json_object_new_int (step->count));
      break;
    case WG_AI_STEP_MOVE:
      json_object_object_add (o, "from", cell_json (game, step->from));
      json_object_object_add (o, "to", cell_json (game, step->to));
      json_object_object_add (o, "count", json_object_new_int (step->count));
      break;
    case WG_AI_STEP_CLAIM_TECHNOLOGY:
    case WG_AI_STEP_CLAIM_OBJECTIVE:
      json_object_object_add (o, "index", json_object_new_int (step->index));
      break;
    case WG_AI_STEP_COLONY:
      json_object_object_add (o, "at", cell_json (game, step->to));
      break;
    case WG_AI_STEP_RETURN_MARKER:
      json_object_object_add (o, "at", cell_json (game, step->to));
      json_object_object_add (o, "color",
                              json_object_new_string (game->players[step->player].color));
      break;
    case WG_AI_STEP_PROMOTE:
    case WG_AI_STEP_SHUFFLE:
      json_object_object_add (o, "count", json_object_new_int (step->count));
      break;
    case WG_AI_STEP_DISCARD:
      json_object_object_add (o, "card", ai_card_json (&step->card));
      break;
    case WG_AI_STEP_NOTE:
    default:
      break;
    }
  json_object_object_add (o, "text", json_object_new_string (step->text));
  return o;
}

static void
print_text (const WgGame   *game,
            const WgAiTurn *turn)
{
  if (turn->has_card && turn->question != NULL)
    {
      g_autofree char *card = wg_ai_card_describe (&turn->card);

      g_print (_ ("The AI's card for slot %d is the %s; before it can go on, the human "
                  "decides.\n"),
               turn->slot, card);
    }
  else if (turn->has_card)
    {
      g_autofree char *card = wg_ai_card_describe (&turn->card);

      g_print (_ ("The AI plays the %s into slot %d: %s.\n"), card, turn->slot,
               wg_ai_action_display_name (turn->action));
    }
  for (guint i = 0; i < turn->steps->len; i++)
    {
      g_autofree char *text = wg_cli_escape_long (((WgAiStep *) g_ptr_array_index (turn->steps, i))->text);

      g_print ("  %u. %s\n", i + 1, text);
    }
  if (turn->question != NULL)
    wg_cli_print_question (turn->question);
  if (turn->battle != NULL)
    {
      g_autofree char *at = wg_cli_location_name (game, turn->battle->at);

      g_print (_ ("A battle at %s: resolve it (warpgate-cli battle --apply), then end the AI's "
                  "turn (warpgate-cli end-turn).\n"),
               at);
    }
  wg_cli_print_rulings (&turn->rulings);
}

typedef struct
{
  const WgGame *game;
  WgAiTurn     *turn;
} AiRun;

static WgQuestion *
ask_ai (WgAnswers *answers,
        gpointer   user_data)
{
  AiRun *run = user_data;

  g_clear_pointer (&run->turn, wg_ai_turn_free);
  run->turn = wg_ai_play_turn (run->game, answers);
  return run->turn->question;
}

WgAiTurn *
wg_cli_ai_play (const WgGame *game,
                char *const  *choose,
                char *const  *reveal,
                int          *status)
{
  AiRun run = { game, NULL };

  wg_cli_answer (ask_ai, &run, choose, reveal, status);
  return run.turn;
}

/* R-AI-13: the AI plays only on its own turn, once — the core's answer
 * (wg_ai_judge_play), said with the command to run instead: exit 5. */
static int
not_now (const WgGame *game)
{
  WgVerdict        verdict = wg_ai_judge_play (game);
  g_autofree char *who = NULL;

  if (verdict == WG_VERDICT_OK)
    return WG_CLI_EXIT_OK;
  if (verdict == WG_VERDICT_GAME_OVER)
    return wg_cli_not_now (_ ("the game is over: the Gatekeepers play no more turns"));
  /* Played with ai-turn, their card started a battle; recorded by hand
   * in its slot, it started none the file knows of. */
  if (verdict == WG_VERDICT_ALREADY_ACTED && wg_ai_card_attacked (game))
    return wg_cli_not_now (_ ("the Gatekeepers have already played this turn: resolve the "
                              "battle, then end their turn (end-turn)"));
  if (verdict == WG_VERDICT_ALREADY_ACTED)
    return wg_cli_not_now (_ ("the Gatekeepers have already played their card for slot %d: end "
                              "their turn (end-turn)"),
                           game->turn);
  who = wg_cli_player_name (game, game->active);
  return wg_cli_not_now (_ ("it is %s’s turn: the Gatekeepers play only on their own turn "
                            "(R-AI-13)"),
                         who);
}

/* The sentence of the turn for the record: its steps' sentences. */
static char *
turn_sentence (const WgAiTurn *turn)
{
  GString *text = g_string_new (NULL);

  for (guint i = 0; i < turn->steps->len; i++)
    g_string_append_printf (text, "%s%s", i ? " " : "",
                            ((WgAiStep *) g_ptr_array_index (turn->steps, i))->text);
  return g_string_free (text, FALSE);
}

int
wg_cli_ai_turn (int    argc,
                char **argv)
{
  gboolean json = FALSE;
  g_auto (GStrv) choose = NULL, reveal = NULL;
  g_autofree char *output = NULL;
  GOptionEntry     entries[] = {
        { "choose", 0, 0, G_OPTION_ARG_STRING_ARRAY, &choose,
          N_ ("Answer a decision of the human (repeatable, in order)"), "OPTION" },
        { "reveal", 0, 0, G_OPTION_ARG_STRING_ARRAY, &reveal,
          N_ ("Name a card revealed from a deck of unknown order (repeatable, in order)"), "TYPE" },
        { "output", 0, 0, G_OPTION_ARG_FILENAME, &output,
          N_ ("Also write the game after the turn to FILE"), "FILE" },
        { NULL }
  };
  g_autoptr (WgGame) game = NULL;
  g_autoptr (WgAiTurn) turn = NULL;
  int status = WG_CLI_EXIT_OK;

  if (!wg_cli_parse_options (&command, entries, &json, &argc, &argv, 1, 1))
    return WG_CLI_EXIT_USAGE;
  game = wg_cli_load_game (argv[2], &status);
  if (game == NULL)
    return status;
  if (game->ai.player == WG_NO_PLAYER)
    return wg_cli_unknown (_ ("this game has no AI player (a player with \"ai\": true)"));
  status = not_now (game);
  if (status != WG_CLI_EXIT_OK)
    return status;
  /* Each answer checked against the options of its question (exit 2,
   * listing them, for one not offered). */
  turn = wg_cli_ai_play (game, choose, reveal, &status);
  if (status != WG_CLI_EXIT_OK)
    return status;
  if (turn->question == NULL && turn->game != NULL)
    {
      g_autofree char *sentence = turn_sentence (turn);

      if (!wg_cli_write_output (turn->game, output, sentence, &turn->rulings, &status))
        return status;
    }
  if (!json)
    {
      print_text (game, turn);
      return WG_CLI_EXIT_OK;
    }
  {
    json_object  *o = json_object_new_object ();
    json_object  *steps = json_object_new_array ();
    const WgGame *after = turn->game != NULL ? turn->game : game;

    for (guint i = 0; i < turn->steps->len; i++)
      json_object_array_add (steps, step_json (after, g_ptr_array_index (turn->steps, i)));
    json_object_object_add (o, "card", turn->has_card ? ai_card_json (&turn->card) : NULL);
    json_object_object_add (o, "action",
                            json_object_new_string (wg_ai_action_to_string (turn->action)));
    json_object_object_add (o, "steps", steps);
    json_object_object_add (o, "choice", turn->question ? wg_cli_question_json (turn->question) : NULL);
    json_object_object_add (o, "battle", turn->battle ? wg_cli_battle_start_json (game, turn->battle) : NULL);
    json_object_object_add (o, "game", wg_game_to_json (after));
    json_object_object_add (o, "rulings", wg_cli_rulings_json (&turn->rulings));
    wg_cli_print_json (o);
  }
  return WG_CLI_EXIT_OK;
}
