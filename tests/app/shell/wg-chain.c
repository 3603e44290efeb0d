/* wg-chain.c — a whole window game replayed as one chain of warpgate-cli commands
 * Copyright 2026 The Warpgate Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The window's hooks (wg-window-game.c, wg-window-explore.c) record, in
 * the order the window applies them, the commands the table's play
 * amounts to, with what the window was given: Do It's move read off the
 * Actions model as it performs it (`apply`), a token used (`use-token`),
 * the battle dialog's start and the two cards chosen (`battle --apply`,
 * each card as `ID:xN` or `xN`), End Turn (`end-turn`), the Gatekeepers'
 * turn (`ai-turn`). Every answer the table gave is kept in one queue, in
 * the order the window asked, with its kind (a reveal or a choice). Some
 * answers are not the CLI's, as the commands carry them: the route of a
 * Trade (its --via), the multiplier printed on a card (its `ID:xN`), and
 * the location and count a token's Use asks ("token-location",
 * "token-count": use-token's --to ID[:COUNT]). A Use the window refuses
 * is no command, and its answers are dropped.
 *
 * wg_chain_check then runs the commands one by one with the real
 * warpgate-cli from the game as New Game left it, each one's --output the
 * next one's input. A command is first run with no answer; each time it
 * stops with a question (`"choice"`) it is given the queue's next answer,
 * which must be of the same kind and one the CLI offers (else it exits 2
 * and the test fails). Each command runs with the user's card catalog as
 * it was when the window applied that step (a Fill In in the battle dialog
 * adds to it during the game). A recorded command must begin where the previous
 * one's answers end: an answer the window had and no command asked for
 * fails the test. Where the window does by itself what the CLI does with a
 * command of its own, the chain adds it: `ai-turn` again after an R-AI-7
 * redraw, and `end-turn` when the Gatekeepers' turn is not over after
 * their card or their battle and the window did not press End Turn. An
 * attack must be followed by its battle.
 *
 * The CLI's last game is then compared with the file the window saved,
 * both parsed, key by key (wg_turn_replay_differ). Nothing may differ: both
 * files are written by the core's game format, neither adds a time, a
 * path or the window's own state (undo history, selection) to it.
 *
 * The commands are written as a shell script (chain.sh) beside the games
 * it writes, in a temporary folder the test log names: it is kept when
 * the test fails, else removed unless WG_KEEP_CHAIN is set.
 */
#include "config.h"

#include <glib/gstdio.h>
#include <string.h>
#include <json-c/json.h>

#include "wg-action-model-private.h"
#include "wg-chain.h"
#include "wg-game-json.h"
#include "wg-replay.h"
#include "wg-score.h"

typedef enum
{
  CMD_APPLY,
  CMD_USE_TOKEN,
  CMD_BATTLE,
  CMD_END_TURN,
  CMD_AI_TURN,
} CommandKind;

static const char *const command_names[] = { "apply", "use-token", "battle", "end-turn",
                                             "ai-turn" };

typedef struct
{
  CommandKind kind;
  GPtrArray  *args;    /* char *: the command's options before the answers */
  guint       first;   /* the first answer given after the window recorded it */
  char       *catalog; /* the user's card catalog then (user_catalog), or NULL */
} Command;

struct _WgChain
{
  char    *cli;
  char    *dir;
  char    *ai_color; /* the Gatekeepers' colour, or NULL */
  gboolean started;
  GArray  *commands; /* Command */
  GArray  *answers;  /* WgCliAnswer */
  guint    next;     /* the next answer to give */
  guint    files;    /* games written so far (game-000.json: the start) */
  guint    runs;     /* of the CLI: a command runs again with each answer */
  GString *script;   /* chain.sh */
};

static char    *game_file (WgChain *c, guint n);
static gboolean token_option (WgChain *c, const WgQuestion *q, const char *option_id);

static void
command_clear (Command *c)
{
  g_ptr_array_unref (c->args);
  g_free (c->catalog);
}

/* The user's card catalog, which warpgate-cli reads too: a Fill In in the
 * window's battle dialog adds to it during the game, and a command uses
 * what it held when the window applied that step (a card promoted before
 * its multiplier was learned records none). */
static char *
user_catalog_path (void)
{
  return g_build_filename (g_get_user_data_dir (), "warpgate-companion", "cards.json", NULL);
}

/* Its text, or NULL when there is none. */
static char *
user_catalog (void)
{
  g_autofree char *path = user_catalog_path ();
  char            *text = NULL;

  return g_file_get_contents (path, &text, NULL, NULL) ? text : NULL;
}

static void
set_user_catalog (const char *text)
{
  g_autofree char *path = user_catalog_path ();
  g_autofree char *dir = g_path_get_dirname (path);
  g_autoptr (GError) error = NULL;

  if (text == NULL)
    {
      g_unlink (path);
      return;
    }
  g_assert_cmpint (g_mkdir_with_parents (dir, 0700), ==, 0);
  g_assert_true (g_file_set_contents (path, text, -1, &error));
  g_assert_no_error (error);
}

void
wg_cli_answer_clear (WgCliAnswer *a)
{
  g_free (a->id);
  g_free (a->question);
}

GArray *
wg_cli_answers_new (void)
{
  GArray *answers = g_array_new (FALSE, TRUE, sizeof (WgCliAnswer));

  g_array_set_clear_func (answers, (GDestroyNotify) wg_cli_answer_clear);
  return answers;
}

WgChain *
wg_chain_new (const char *cli)
{
  WgChain *c = g_new0 (WgChain, 1);
  g_autoptr (GError) error = NULL;

  c->cli = g_strdup (cli);
  c->dir = g_dir_make_tmp ("wg-chain-XXXXXX", &error);
  g_assert_no_error (error);
  c->commands = g_array_new (FALSE, TRUE, sizeof (Command));
  g_array_set_clear_func (c->commands, (GDestroyNotify) command_clear);
  c->answers = wg_cli_answers_new ();
  c->script = g_string_new (NULL);
  return c;
}

void
wg_chain_free (WgChain *c)
{
  if (!c->started || g_getenv ("WG_KEEP_CHAIN") == NULL)
    {
      g_autofree char *script = g_build_filename (c->dir, "chain.sh", NULL);

      for (guint i = 0; i <= c->files + 1; i++)
        {
          g_autofree char *path = game_file (c, i);

          g_unlink (path);
        }
      g_unlink (script);
      g_rmdir (c->dir);
    }
  g_free (c->dir);
  g_free (c->cli);
  g_free (c->ai_color);
  g_array_unref (c->commands);
  g_array_unref (c->answers);
  g_string_free (c->script, TRUE);
  g_free (c);
}

/* The path of the chain's @n-th game. */
static char *
game_file (WgChain *c,
           guint    n)
{
  g_autofree char *name = g_strdup_printf ("game-%03u.json", n);

  return g_build_filename (c->dir, name, NULL);
}

void
wg_chain_start (WgChain      *c,
                const WgGame *game)
{
  g_autoptr (GError) error = NULL;
  g_autofree char *start = game_file (c, 0);

  g_assert_false (c->started);
  g_assert_true (wg_game_save_to_file (game, start, &error));
  g_assert_no_error (error);
  if (game->ai.player >= 0)
    c->ai_color = g_strdup (wg_game_player_color (game, game->ai.player));
  c->started = TRUE;
}

void
wg_chain_answer (WgChain          *c,
                 const WgQuestion *q,
                 const char       *option_id)
{
  WgCliAnswer a;

  /* A Trade's route is its --via; a card's printed multiplier its ID:xN. */
  if (c == NULL || !c->started || g_str_equal (q->id, "route")
      || g_str_equal (q->id, "multiplier") || token_option (c, q, option_id))
    return;
  a.reveal = wg_question_is_reveal (q);
  a.id = g_strdup (option_id);
  a.question = g_strdup (q->id);
  g_array_append_val (c->answers, a);
}

static GPtrArray *
add_command (WgChain    *c,
             CommandKind kind)
{
  Command cmd = { kind, g_ptr_array_new_with_free_func (g_free), c->answers->len,
                  user_catalog () };

  g_assert_true (c->started);
  g_array_append_val (c->commands, cmd);
  return cmd.args;
}

static void
add_args (GPtrArray  *args,
          const char *option,
          char       *value)
{
  g_ptr_array_add (args, g_strdup (option));
  g_ptr_array_add (args, value);
}

static const char *
cell_id (const WgGame *game,
         int           cell)
{
  const WgCell *c = wg_board_get_cell (game->board, cell);

  g_assert_nonnull (c);
  g_assert_nonnull (c->id);
  return c->id;
}

/* A group of ships: ID, or ID:COUNT. */
static char *
group_arg (const WgGame  *game,
           const WgGroup *group)
{
  return group->count == WG_ALL_SHIPS ? g_strdup (cell_id (game, group->from))
                                      : g_strdup_printf ("%s:%d", cell_id (game, group->from),
                                                         group->count);
}

/* @move's locations as `apply` takes them (docs/cli.md, apply). */
static void
move_args (GPtrArray    *args,
           const WgGame *game,
           const WgMove *move)
{
  if (wg_action_is_movement (move->action))
    {
      for (guint i = 0; i < move->n_groups; i++)
        add_args (args, "--from", group_arg (game, &move->groups[i]));
      add_args (args, "--to", g_strdup (cell_id (game, move->to)));
      if (move->second)
        {
          add_args (args, "--second-from", g_strdup_printf ("%s:%d", cell_id (game, move->second_group.from), move->second_group.count));
          add_args (args, "--second-to", g_strdup (cell_id (game, move->second_to)));
        }
    }
  else if (move->action == WG_ACTION_TRADE)
    {
      add_args (args, "--from", g_strdup (cell_id (game, move->groups[0].from)));
      if (move->via != WG_NONE)
        add_args (args, "--via", g_strdup (cell_id (game, move->via)));
      add_args (args, "--to", g_strdup (cell_id (game, move->to)));
    }
  else if (move->action == WG_ACTION_RESEARCH)
    add_args (args, "--to", g_strdup (cell_id (game, move->to)));
  else if (move->action == WG_ACTION_WARP_IN)
    {
      const char *color = wg_game_player_color (game, move->player);

      add_args (args, "--to", g_strdup_printf ("%s:%d", cell_id (game, wg_board_find_warpgate (game->board, color)), move->count));
    }
  else if (wg_action_uses_targets (move->action))
    for (guint i = 0; i < move->n_targets; i++)
      add_args (args, "--to", g_strdup (cell_id (game, move->targets[i])));
  if (move->action == WG_ACTION_RESEARCH && move->technology != WG_NONE)
    add_args (args, "--technology", g_strdup_printf ("%d", move->technology));
  if (move->action == WG_ACTION_DRAW && move->count != WG_NONE)
    add_args (args, "--count", g_strdup_printf ("%d", move->count));
}

void
wg_chain_apply (WgChain       *c,
                WgActionModel *model)
{
  const WgGame *game = wg_action_model_game (model);
  GPtrArray    *args;
  WgMove        move;

  if (c == NULL || !c->started)
    return;
  /* The move Do It performs (apply_move in wg-action-model.c). */
  wg_action_model_build_move (model, model->to, &move);
  args = add_command (c, CMD_APPLY);
  add_args (args, "--color", g_strdup (wg_game_player_color (game, move.player)));
  add_args (args, "--action", g_strdup (wg_action_to_string (move.action)));
  add_args (args, "--x", g_strdup_printf ("%d", move.x));
  if (move.trade_good)
    g_ptr_array_add (args, g_strdup ("--trade-good"));
  move_args (args, game, &move);
}

void
wg_chain_use_token (WgChain      *c,
                    const WgGame *game,
                    int           player,
                    const char   *token)
{
  GPtrArray *args;

  if (c == NULL || !c->started)
    return;
  args = add_command (c, CMD_USE_TOKEN);
  add_args (args, "--color", g_strdup (wg_game_player_color (game, player)));
  add_args (args, "--token", g_strdup (token));
}

void
wg_chain_use_token_done (WgChain *c,
                         gboolean applied)
{
  Command *cmd;

  if (c == NULL || !c->started)
    return;
  cmd = &g_array_index (c->commands, Command, c->commands->len - 1);
  g_assert_cmpint (cmd->kind, ==, CMD_USE_TOKEN);
  if (applied)
    return;
  g_array_set_size (c->answers, cmd->first);
  g_array_set_size (c->commands, c->commands->len - 1);
}

/* The token's own questions in the window are use-token's --to ID[:COUNT]. */
static gboolean
token_option (WgChain          *c,
              const WgQuestion *q,
              const char       *option_id)
{
  Command *cmd;

  if (!g_str_equal (q->id, "token-location") && !g_str_equal (q->id, "token-count"))
    return FALSE;
  g_assert_cmpuint (c->commands->len, >, 0);
  cmd = &g_array_index (c->commands, Command, c->commands->len - 1);
  g_assert_cmpint (cmd->kind, ==, CMD_USE_TOKEN);
  if (g_str_equal (q->id, "token-location"))
    add_args (cmd->args, "--to", g_strdup (option_id));
  else
    {
      char **last = (char **) &g_ptr_array_index (cmd->args, cmd->args->len - 1);

      if (!g_str_equal (g_ptr_array_index (cmd->args, cmd->args->len - 2), "--to"))
        g_error ("deploy-3's count was asked, its planet not: the chain has no --to for it");
      char *with = g_strdup_printf ("%s:%s", *last, option_id);

      g_free (*last);
      *last = with;
    }
  return TRUE;
}

void
wg_chain_battle_begin (WgChain *c)
{
  if (c == NULL || !c->started)
    return;
  add_command (c, CMD_BATTLE);
}

/* A card played, as `battle` takes it: ID:xN (the multiplier it is
 * played at), else xN. */
static char *
card_arg (const WgBattleCard *card)
{
  g_assert_nonnull (card);
  return card->id != NULL ? g_strdup_printf ("%s:x%d", card->id, card->multiplier)
                          : g_strdup_printf ("x%d", card->multiplier);
}

void
wg_chain_battle (WgChain       *c,
                 WgBattleModel *model)
{
  const WgBattleStart *start = wg_battle_model_get_start (model);
  const WgGame        *game = wg_battle_model_get_game (model);
  Command             *cmd;

  if (c == NULL || !c->started)
    return;
  cmd = &g_array_index (c->commands, Command, c->commands->len - 1);
  g_assert_cmpint (cmd->kind, ==, CMD_BATTLE);
  g_assert_cmpuint (cmd->args->len, ==, 0);
  add_args (cmd->args, "--attacker", g_strdup (wg_game_player_color (game, start->attacker)));
  for (guint i = 0; i < start->n_origins; i++)
    add_args (cmd->args, "--from",
              g_strdup_printf ("%s:%d", cell_id (game, start->origins[i]), start->ships[i]));
  add_args (cmd->args, "--at", g_strdup (cell_id (game, start->at)));
  add_args (cmd->args, "--attacker-card",
            card_arg (wg_battle_model_get_chosen (model, WG_ROLE_ATTACKER)));
  add_args (cmd->args, "--defender-card",
            card_arg (wg_battle_model_get_chosen (model, WG_ROLE_DEFENDER)));
  g_ptr_array_add (cmd->args, g_strdup ("--apply"));
}

void
wg_chain_end_turn (WgChain *c)
{
  if (c != NULL && c->started)
    add_command (c, CMD_END_TURN);
}

void
wg_chain_ai_turn (WgChain *c)
{
  if (c != NULL && c->started)
    add_command (c, CMD_AI_TURN);
}

/* ---- Running the chain ---- */

json_object *
wg_cli_member (json_object *o,
               const char  *key)
{
  json_object *v = NULL;

  json_object_object_get_ex (o, key, &v);
  return v;
}

#define SAFE "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-_.:/+="

/* The command line, for the script and the messages: the CLI as "$CLI",
 * the games by their names in the chain's folder. */
static char *
shell_line (GPtrArray  *argv,
            const char *in,
            const char *out)
{
  GString *s = g_string_new ("\"$CLI\"");

  for (guint i = 1; i < argv->len; i++)
    {
      const char      *arg = g_ptr_array_index (argv, i);
      g_autofree char *base = g_path_get_basename (arg);
      g_autofree char *quoted = NULL;

      if (g_str_equal (arg, "--json"))
        continue;
      if (g_str_equal (arg, in) || g_str_equal (arg, out))
        arg = base;
      /* Quoted only when the shell would read it otherwise. */
      quoted = arg[0] != '\0' && strspn (arg, SAFE) == strlen (arg) ? g_strdup (arg)
                                                                    : g_shell_quote (arg);
      g_string_append_printf (s, " %s", quoted);
    }
  return g_string_free (s, FALSE);
}

/* `CLI NAME IN ARGS… --json --output OUT` with @answers from @first to
 * @end; exits 0, else the test fails. Its answer, parsed. */
static json_object *
run (const char *cli,
     const char *name,
     GPtrArray  *args,
     const char *in,
     const char *out,
     GArray     *answers,
     guint       first,
     guint       end,
     const char *where,
     char      **line)
{
  g_autoptr (GPtrArray) argv = g_ptr_array_new ();
  g_autofree char *stdout_text = NULL, *stderr_text = NULL;
  g_autoptr (GError) error = NULL;
  int          status;
  json_object *o;

  g_ptr_array_add (argv, (char *) cli);
  g_ptr_array_add (argv, (char *) name);
  g_ptr_array_add (argv, (char *) in);
  for (guint i = 0; args != NULL && i < args->len; i++)
    g_ptr_array_add (argv, g_ptr_array_index (args, i));
  g_ptr_array_add (argv, "--json");
  g_ptr_array_add (argv, "--output");
  g_ptr_array_add (argv, (char *) out);
  for (guint i = first; i < end; i++)
    {
      WgCliAnswer *a = &g_array_index (answers, WgCliAnswer, i);

      g_ptr_array_add (argv, a->reveal ? "--reveal" : "--choose");
      g_ptr_array_add (argv, a->id);
    }
  g_free (*line);
  *line = shell_line (argv, in, out);
  g_ptr_array_add (argv, NULL);
  g_assert_true (g_spawn_sync (NULL, (char **) argv->pdata, NULL, G_SPAWN_DEFAULT, NULL, NULL,
                               &stdout_text, &stderr_text, &status, &error));
  g_assert_no_error (error);
  if (!g_spawn_check_wait_status (status, &error))
    g_error ("the window and warpgate-cli disagree: %s: %s; %s (%s)", *line, error->message,
             stderr_text, where);
  o = json_tokener_parse (stdout_text);
  g_assert_nonnull (o);
  return o;
}

json_object *
wg_cli_play (const char *cli,
             const char *name,
             GPtrArray  *args,
             const char *in,
             const char *out,
             GArray     *answers,
             guint      *next,
             guint      *runs,
             const char *where,
             char      **line)
{
  guint first = *next;

  *line = NULL;
  for (;;)
    {
      json_object *o = run (cli, name, args, in, out, answers, first, *next, where, line);
      json_object *choice = wg_cli_member (o, "choice");
      const char  *id;
      WgCliAnswer *a;

      if (runs != NULL)
        (*runs)++;
      if (choice == NULL)
        return o;
      id = json_object_get_string (wg_cli_member (choice, "id"));
      if (*next >= answers->len)
        g_error ("the window and warpgate-cli disagree: %s asks “%s”, which the window did not",
                 *line, json_object_get_string (wg_cli_member (choice, "question")));
      a = &g_array_index (answers, WgCliAnswer, *next);
      if (a->reveal != (g_str_equal (id, "reveal") || g_str_equal (id, "explore")))
        g_error ("the window and warpgate-cli disagree: %s asks “%s” (%s), the window's next "
                 "answer is the %s %s",
                 *line, json_object_get_string (wg_cli_member (choice, "question")), id,
                 a->reveal ? "reveal" : "choice", a->id);
      (*next)++;
      json_object_put (o);
    }
}

/* The script with one more line, if any (written as the chain goes, for a
 * chain that fails half-way). */
static void
write_script (WgChain    *c,
              const char *line)
{
  g_autofree char *script = g_build_filename (c->dir, "chain.sh", NULL);
  g_autoptr (GError) error = NULL;

  if (c->script->len == 0)
    g_string_append_printf (c->script,
                            "#!/bin/sh\n# The window game's table as warpgate-cli commands, "
                            "from game-000.json (as New Game left it) on.\nset -e\n"
                            "cd \"$(dirname \"$0\")\"\nCLI=\"${WG_CLI:-%s}\"\n",
                            c->cli);
  if (line != NULL)
    g_string_append_printf (c->script, "%s\n", line);
  g_assert_true (g_file_set_contents (script, c->script->str, -1, &error));
  g_assert_no_error (error);
}

/* One command run until the CLI asks nothing more, given the queue's next
 * answer at each question (wg_cli_play); its answer, parsed. The game it
 * writes is the chain's next, and its line the script's. */
static json_object *
step (WgChain    *c,
      const char *name,
      GPtrArray  *args)
{
  g_autofree char *in = game_file (c, c->files);
  g_autofree char *out = game_file (c, c->files + 1);
  g_autofree char *where = g_strdup_printf ("the chain so far: %s", c->dir);
  g_autofree char *line = NULL;
  json_object     *o = wg_cli_play (c->cli, name, args, in, out, c->answers, &c->next, &c->runs,
                                    where, &line);

  write_script (c, line);
  c->files++;
  return o;
}

/* Whether the game @o wrote is still in the Gatekeepers' turn. */
static gboolean
ai_still_plays (WgChain     *c,
                json_object *o)
{
  json_object *turn = wg_cli_member (wg_cli_member (o, "game"), "turn");

  return c->ai_color != NULL && !json_object_get_boolean (wg_cli_member (turn, "game_over"))
         && g_strcmp0 (json_object_get_string (wg_cli_member (turn, "active")), c->ai_color) == 0;
}

/* The recorded command @i run (ai-turn again after a redraw): the last
 * answer, parsed. */
static json_object *
run_command (WgChain *c,
             guint    i)
{
  Command     *cmd = &g_array_index (c->commands, Command, i);
  json_object *o;

  if (c->next != cmd->first)
    g_error ("the window and warpgate-cli disagree: before command %u (%s) the window "
             "answered %u questions, the CLI asked %u",
             i + 1, command_names[cmd->kind], cmd->first, c->next);
  set_user_catalog (cmd->catalog);
  o = step (c, command_names[cmd->kind], cmd->args);
  for (guint redraws = 0; cmd->kind == CMD_AI_TURN
                          && g_strcmp0 (json_object_get_string (wg_cli_member (o, "action")), "redraw") == 0;
       redraws++)
    {
      g_assert_cmpuint (redraws, <, 10);
      json_object_put (o);
      o = step (c, "ai-turn", NULL);
    }
  return o;
}

/* Runs every command; the number run (the chain's own included). */
static guint
run_all (WgChain *c)
{
  for (guint i = 0; i < c->commands->len; i++)
    {
      CommandKind  kind = g_array_index (c->commands, Command, i).kind;
      CommandKind  next = i + 1 < c->commands->len
                            ? g_array_index (c->commands, Command, i + 1).kind
                            : CMD_AI_TURN;
      json_object *o = run_command (c, i);
      gboolean     battle = wg_cli_member (o, "battle") != NULL && kind != CMD_BATTLE;

      if (battle && next != CMD_BATTLE)
        g_error ("the window and warpgate-cli disagree: command %u (%s) stops at a battle, the "
                 "window fought none",
                 i + 1, command_names[kind]);
      if (!battle && next == CMD_BATTLE)
        g_error ("the window and warpgate-cli disagree: the window fought a battle after command "
                 "%u (%s), the CLI has none",
                 i + 1, command_names[kind]);
      /* The Gatekeepers' turn ended by the window itself. */
      if (!battle && (kind == CMD_AI_TURN || kind == CMD_BATTLE) && next != CMD_END_TURN
          && ai_still_plays (c, o))
        {
          json_object_put (o);
          o = step (c, "end-turn", NULL);
        }
      json_object_put (o);
    }
  return c->files;
}

/* The CLI's last game, parsed, with the Final Score's judgement (R-SCORE-4)
 * the score window records in the file: the CLI has no command for it, so
 * the answers left — each an "objective-status", every other answer used —
 * are given to the core's wg_score_judge_objectives, which the score
 * window runs. */
static json_object *
judge (WgChain    *c,
       const char *last)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (WgGame) game = NULL;
  g_autoptr (WgOutcome) outcome = NULL;
  WgAnswers *answers;

  if (c->next == c->answers->len)
    {
      json_object *file = json_object_from_file (last);

      /* The CLI's file holds its record (docs/game-format.md); the app
       * does not keep one yet: the tables are compared without it. */
      if (file != NULL)
        json_object_object_del (file, "record");
      return file;
    }
  game = wg_game_load_from_file (last, &error);
  g_assert_no_error (error);
  g_string_append (c->script, "# The Final Score's judgement (R-SCORE-4) has no command: the "
                              "test gives the\n# table's answers to the core "
                              "(wg_score_judge_objectives) on the last game: ");
  answers = wg_answers_new ();
  for (guint i = c->next; i < c->answers->len; i++)
    {
      WgCliAnswer *a = &g_array_index (c->answers, WgCliAnswer, i);

      if (!g_str_equal (a->question, "objective-status"))
        g_error ("the window and warpgate-cli disagree: the window answered %u questions, the "
                 "chain asked %u; the next is %s (%s)",
                 c->answers->len, c->next, a->question, a->id);
      wg_answers_add_choice (answers, a->id);
      g_string_append_printf (c->script, "%s%s", i == c->next ? "" : ", ", a->id);
    }
  g_string_append (c->script, "\n");
  write_script (c, NULL);
  outcome = wg_score_judge_objectives (game, answers);
  wg_answers_free (answers);
  if (outcome->game == NULL)
    g_error ("the Final Score's %u answers do not judge the CLI's last game: %s",
             c->answers->len - c->next,
             outcome->question != NULL ? outcome->question->question : outcome->description);
  c->next = c->answers->len;
  return wg_game_to_json (outcome->game);
}

guint
wg_chain_check (WgChain    *c,
                const char *saved)
{
  g_autofree char *script = g_build_filename (c->dir, "chain.sh", NULL);
  g_autofree char *last = NULL;
  json_object     *window, *cli;
  g_autofree char *where = NULL, *catalog = user_catalog ();
  guint            n;
  gint64           start;

  g_assert_true (c->started);
  g_test_message ("the chain of warpgate-cli commands: %s (rerun it with sh; kept when the "
                  "test fails, or with WG_KEEP_CHAIN set)",
                  script);
  start = g_get_monotonic_time ();
  n = run_all (c);
  set_user_catalog (catalog); /* as the game left it */
  {
    guint kinds[G_N_ELEMENTS (command_names)] = { 0 };

    for (guint i = 0; i < c->commands->len; i++)
      kinds[g_array_index (c->commands, Command, i).kind]++;
    g_test_message ("the chain: %u commands run in %.1f s (%u runs of the CLI); recorded from "
                    "the window: apply %u, use-token %u, battle --apply %u, end-turn %u, ai-turn "
                    "%u; answers %u",
                    n, (g_get_monotonic_time () - start) / 1e6, c->runs, kinds[CMD_APPLY],
                    kinds[CMD_USE_TOKEN], kinds[CMD_BATTLE], kinds[CMD_END_TURN],
                    kinds[CMD_AI_TURN], c->answers->len);
  }
  last = game_file (c, c->files);
  window = json_object_from_file (saved);
  cli = judge (c, last);
  g_assert_nonnull (window);
  where = wg_turn_replay_differ (window, cli, "game");
  if (where != NULL)
    g_error ("the saved file and the CLI's chain (%s) differ at %s", script, where);
  json_object_put (window);
  json_object_put (cli);
  return n;
}
