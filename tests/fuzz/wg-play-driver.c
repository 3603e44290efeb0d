/* wg-play-driver.c — random whole-game command sequences through the CLI, checked after each command
 * Copyright 2026 The Warpgate Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * One sequence: a game file, then commands that write a game, each run in
 * this process through the command's entry point (as main.c calls it) with
 * its standard output captured. What a command answers steers the next
 * one: a question is answered (mostly with an offered option) by running
 * the same command again with the answers so far, and an attack's battle
 * is fought with battle --apply. Every option is otherwise picked at random
 * from what the game holds, with some that are wrong: unknown ids, other
 * players, counts out of range, cards that are not the AI's.
 */
#include "config.h"

#include <fcntl.h>
#include <unistd.h>
#include <glib/gstdio.h>
#include <json-c/json.h>

#include "wg-action.h"
#include "wg-cli.h"
#include "wg-game-json.h"
#include "wg-invariants.h"
#include "wg-moves.h"
#include "wg-play-driver.h"
#include "wg-token.h"

const char *const wg_play_fixtures[] = {
  "play-2p.json",
  "battle-warpgate.json",
  "ai-table.json",
  "ai-attack-battle.json",
  "round-solo.json",
  "round-final.json",
  "round-3p.json",
  "explore.json",
  "explore-held.json",
  "moves-cards.json",
  "game-full.json",
  "battle-ai.json",
  "round-reveal.json",
  "round-reveal-unknown.json",
  "moves-cards-reshuffled.json",
  "ai-attack-warpgate.json",
  "withdraw-concentrate.json",
  "round-ancients.json",
};
const guint              wg_play_n_fixtures = G_N_ELEMENTS (wg_play_fixtures);

static const char *const cards[] = {
  "x0",
  "x1",
  "x2",
  "x3",
  "x4",
  "x9",
  "x10",
  "pitched-battle",
  "heroic-sacrifice",
  "glorious-victory:x4",
  "nonsense",
  "X3",
};

typedef struct
{
  WgPlayPick pick;
  gpointer   data;
  gboolean   done;
  WgGame    *game;      /* the game in cur */
  char      *cur;       /* the game file the commands read */
  char      *other;     /* another --output target */
  GPtrArray *last;      /* the last command's own arguments, to answer its question */
  GPtrArray *answers;   /* "--choose", "X", … given to it so far */
  char      *choice_id; /* its question, when it asked one */
  GPtrArray *options;   /* the question's option ids */
  char      *battle_at; /* the battle it stopped at */
  char      *battle_from;
  int        battle_ships;
} Play;

static guint32
pick (Play   *p,
      guint32 n)
{
  guint32 r;

  if (p->done || n <= 1)
    return 0;
  r = p->pick (p->data, n);
  if (r == G_MAXUINT32)
    {
      p->done = TRUE;
      return 0;
    }
  return r % n;
}

/* TRUE @percent times in 100. */
static gboolean
chance (Play *p,
        guint percent)
{
  return pick (p, 100) < percent;
}

static const char *
one_of (Play              *p,
        const char *const *words,
        guint              n)
{
  return words[pick (p, n)];
}

static char *
location (Play *p)
{
  const WgBoard *board = p->game->board;
  guint          n = wg_board_get_n_cells (board);

  if (chance (p, 5))
    return g_strdup (chance (p, 50) ? "nowhere" : "");
  for (guint tries = 0; tries < 8; tries++)
    {
      guint cell = pick (p, n);

      if (wg_board_is_location (board, (int) cell))
        return g_strdup (wg_board_get_cell (board, (int) cell)->id);
    }
  return g_strdup ("nowhere");
}

/* ID, ID:COUNT or a count that is not one. */
static char *
group (Play *p)
{
  g_autofree char *id = location (p);

  if (chance (p, 45))
    return g_steal_pointer (&id);
  if (chance (p, 5))
    return g_strconcat (id, ":x", NULL);
  return g_strdup_printf ("%s:%u", id, pick (p, 14));
}

static const char *
color (Play *p)
{
  if (chance (p, 4))
    return "purple";
  if (chance (p, 60))
    return p->game->players[p->game->active].color;
  return p->game->players[pick (p, p->game->n_players)].color;
}

static void
add (GPtrArray  *args,
     const char *option,
     char       *value) /* taken */
{
  g_ptr_array_add (args, g_strdup (option));
  g_ptr_array_add (args, value);
}

static void
apply_options (Play      *p,
               GPtrArray *args,
               WgAction   action)
{
  guint n;

  if (wg_action_is_movement (action) || action == WG_ACTION_TRADE || chance (p, 5))
    {
      n = 1 + pick (p, 2);
      for (guint i = 0; i < n; i++)
        add (args, "--from", group (p));
    }
  if (action == WG_ACTION_TRADE || chance (p, 3))
    add (args, "--via", location (p));
  n = action == WG_ACTION_REINFORCE || action == WG_ACTION_CONTROL ? 1 + pick (p, 3) : 1;
  if (action == WG_ACTION_PROMOTE || action == WG_ACTION_DRAW)
    n = chance (p, 5) ? 1 : 0;
  for (guint i = 0; i < n; i++)
    add (args, "--to", action == WG_ACTION_WARP_IN ? group (p) : location (p));
  if (action == WG_ACTION_RESEARCH && chance (p, 50))
    add (args, "--technology", g_strdup_printf ("%d", (int) pick (p, 5) - 1));
  if (action == WG_ACTION_MANEUVER && chance (p, 25))
    {
      add (args, "--second-from", group (p));
      add (args, "--second-to", location (p));
    }
  if (action == WG_ACTION_DRAW && chance (p, 30))
    add (args, "--count", g_strdup_printf ("%u", pick (p, 6)));
  if (chance (p, 15))
    g_ptr_array_add (args, g_strdup ("--trade-good"));
}

static char *
cell_id (Play *p,
         int   cell)
{
  return g_strdup (wg_board_get_cell (p->game->board, cell)->id);
}

/* The options of one legal move of the list (the core's wg_moves_list). */
static void
legal_options (Play               *p,
               GPtrArray          *args,
               const WgMoveList   *list,
               const WgMoveOption *o)
{
  if (list->action == WG_ACTION_WARP_IN)
    add (args, "--to", g_strdup_printf ("%s:%u", wg_board_get_cell (p->game->board, o->to)->id, 1 + pick (p, (guint32) MAX (list->limit, 1))));
  else if (list->action == WG_ACTION_REINFORCE || list->action == WG_ACTION_CONTROL)
    {
      guint n = 1 + pick (p, (guint32) MAX (list->limit, 1));

      for (guint i = 0; i < n && i < list->options->len; i++)
        add (args, "--to",
             cell_id (p, g_array_index (list->options, WgMoveOption,
                                        (i + pick (p, list->options->len)) % list->options->len)
                           .to));
    }
  else if (list->action == WG_ACTION_RESEARCH)
    {
      add (args, "--to", cell_id (p, o->to));
      for (guint bit = 0; bit < 64; bit++)
        if ((o->technologies >> bit & 1) && chance (p, 60))
          {
            add (args, "--technology", g_strdup_printf ("%u", bit));
            break;
          }
    }
  else if (list->action == WG_ACTION_TRADE)
    {
      add (args, "--from", cell_id (p, o->from[0]));
      add (args, "--via", cell_id (p, o->via));
      add (args, "--to", cell_id (p, o->to));
    }
  else if (wg_action_is_movement (list->action))
    {
      for (guint i = 0; i < o->n_from; i++)
        add (args, "--from",
             g_strdup_printf ("%s:%d", wg_board_get_cell (p->game->board, o->from[i])->id,
                              o->min_ships
                                + (int) pick (p, (guint32) MAX (o->max_ships - o->min_ships + 1, 1))));
      add (args, "--to", cell_id (p, o->to));
    }
}

/* Mostly a move the core lists as legal for the active player, so that
 * games go on; else options at random. */
static void
build_apply (Play      *p,
             GPtrArray *args)
{
  WgAction action = (WgAction) pick (p, WG_N_ACTIONS);
  int      x = (int) pick (p, 7) - 1;
  gboolean trade_good = chance (p, 10);

  g_ptr_array_add (args, g_strdup ("apply"));
  if (chance (p, 60))
    {
      WgMoveList *list;

      x = (int) pick (p, (guint32) CLAMP (p->game->turn, 1, 4)) + 1;
      list = wg_moves_list (p->game, p->game->active, action, x, trade_good);
      add (args, "--color", g_strdup (p->game->players[p->game->active].color));
      add (args, "--action", g_strdup (wg_action_to_string (action)));
      add (args, "--x", g_strdup_printf ("%d", x));
      if (trade_good)
        g_ptr_array_add (args, g_strdup ("--trade-good"));
      if (list->options->len > 0)
        legal_options (p, args, list,
                       &g_array_index (list->options, WgMoveOption, pick (p, list->options->len)));
      else if (action == WG_ACTION_PROMOTE || action == WG_ACTION_DRAW)
        ; /* nothing more */
      else
        apply_options (p, args, action);
      wg_move_list_free (list);
      return;
    }
  add (args, "--color", g_strdup (color (p)));
  add (args, "--action", g_strdup (chance (p, 3) ? "fly" : wg_action_to_string (action)));
  add (args, "--x", g_strdup_printf ("%d", x));
  apply_options (p, args, action);
}

static void
build_use_token (Play      *p,
                 GPtrArray *args)
{
  guint n = pick (p, 3);

  g_ptr_array_add (args, g_strdup ("use-token"));
  add (args, "--color", g_strdup (color (p)));
  add (args, "--token",
       g_strdup (chance (p, 4) ? "joker" : wg_token_to_string ((WgToken) pick (p, WG_N_TOKENS))));
  for (guint i = 0; i < n; i++)
    add (args, "--to", group (p));
}

/* The battle the last command stopped at, or one made up. */
static void
build_battle (Play      *p,
              GPtrArray *args)
{
  g_ptr_array_add (args, g_strdup ("battle"));
  if (p->battle_at != NULL && chance (p, 80))
    {
      add (args, "--attacker", g_strdup (p->game->players[p->game->active].color));
      add (args, "--from", chance (p, 80) ? g_strdup_printf ("%s:%d", p->battle_from, p->battle_ships) : g_strdup (p->battle_from));
      add (args, "--at", g_strdup (p->battle_at));
    }
  else
    {
      add (args, "--attacker", g_strdup (color (p)));
      add (args, "--from", group (p));
      if (chance (p, 15))
        add (args, "--from", group (p));
      add (args, "--at", location (p));
    }
  add (args, "--attacker-card", g_strdup (one_of (p, cards, G_N_ELEMENTS (cards))));
  add (args, "--defender-card", g_strdup (one_of (p, cards, G_N_ELEMENTS (cards))));
  if (chance (p, 97))
    g_ptr_array_add (args, g_strdup ("--apply"));
}

/* An answer to the question asked: mostly one of its options. */
static void
add_answer (Play *p)
{
  static const char *const words[] = { "desert", "ancients", "keep", "second", "yes", "P1", "" };
  gboolean                 reveal = g_strcmp0 (p->choice_id, "reveal") == 0
                    || g_strcmp0 (p->choice_id, "explore") == 0;
  const char *answer;

  if (chance (p, 10))
    reveal = !reveal;
  if (p->options->len > 0 && chance (p, 85))
    answer = g_ptr_array_index (p->options, pick (p, p->options->len));
  else
    answer = one_of (p, words, G_N_ELEMENTS (words));
  g_ptr_array_add (p->answers, g_strdup (reveal ? "--reveal" : "--choose"));
  g_ptr_array_add (p->answers, g_strdup (answer));
}

/* The next command's arguments after "warpgate-cli", without GAME,
 * --output and --json. */
static GPtrArray *
next_command (Play *p)
{
  GPtrArray *args = g_ptr_array_new_with_free_func (g_free);

  if (p->last != NULL && p->choice_id != NULL && chance (p, 85))
    {
      add_answer (p);
      for (guint i = 0; i < p->last->len; i++)
        g_ptr_array_add (args, g_strdup (g_ptr_array_index (p->last, i)));
      return args;
    }
  g_ptr_array_set_size (p->answers, 0);
  if (p->battle_at != NULL && chance (p, 70))
    build_battle (p, args);
  else
    switch (pick (p, 10))
      {
      case 0:
      case 1:
      case 2:
      case 3: build_apply (p, args); break;
      case 4:
      case 5: g_ptr_array_add (args, g_strdup ("end-turn")); break;
      case 6:
      case 7: g_ptr_array_add (args, g_strdup ("ai-turn")); break;
      case 8: build_use_token (p, args); break;
      default: build_battle (p, args); break;
      }
  if (chance (p, 4))
    add_answer (p); /* an answer nobody asked for */
  return args;
}

static const struct
{
  const char *name;
  int (*run) (int argc, char **argv);
} commands[] = {
  { "apply", wg_cli_apply },
  { "use-token", wg_cli_use_token },
  { "end-turn", wg_cli_end_turn },
  { "ai-turn", wg_cli_ai_turn },
  { "battle", wg_cli_battle },
};

static GString *captured_err;

static void
discard (const char *text)
{
  (void) text;
}

static void
capture_err (const char *text)
{
  g_string_append (captured_err, text);
}

/* Runs warpgate-cli @argv in this process: standard output into @out_path,
 * g_print nowhere, g_printerr into captured_err. */
static int
run_captured (char      **argv,
              const char *out_path)
{
  int        argc = (int) g_strv_length (argv), fd, saved, status = 2;
  GPrintFunc print = g_set_print_handler (discard);
  GPrintFunc printerr = g_set_printerr_handler (capture_err);

  fflush (stdout);
  fd = open (out_path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0600);
  saved = dup (STDOUT_FILENO);
  g_assert (fd >= 0 && saved >= 0 && dup2 (fd, STDOUT_FILENO) >= 0);
  for (guint i = 0; i < G_N_ELEMENTS (commands); i++)
    if (g_strcmp0 (argv[1], commands[i].name) == 0)
      status = commands[i].run (argc, argv);
  fflush (stdout);
  dup2 (saved, STDOUT_FILENO);
  close (saved);
  close (fd);
  g_set_print_handler (print);
  g_set_printerr_handler (printerr);
  return status;
}

/* What the answer asked or stopped at, for the next command. */
static void
read_answer (Play       *p,
             const char *text,
             GPtrArray  *args,
             gboolean    wrote)
{
  json_object *root = json_tokener_parse (text), *choice = NULL, *battle = NULL, *v = NULL;

  g_clear_pointer (&p->choice_id, g_free);
  g_ptr_array_set_size (p->options, 0);
  if (root != NULL && json_object_object_get_ex (root, "choice", &choice) && choice != NULL)
    {
      json_object *options = NULL;

      if (json_object_object_get_ex (choice, "id", &v))
        p->choice_id = g_strdup (json_object_get_string (v));
      if (json_object_object_get_ex (choice, "options", &options))
        for (gsize i = 0; i < json_object_array_length (options); i++)
          if (json_object_object_get_ex (json_object_array_get_idx (options, i), "id", &v))
            g_ptr_array_add (p->options, g_strdup (json_object_get_string (v)));
      if (p->last != args)
        {
          g_clear_pointer (&p->last, g_ptr_array_unref);
          p->last = g_ptr_array_ref (args);
        }
    }
  else
    {
      g_clear_pointer (&p->last, g_ptr_array_unref);
      g_ptr_array_set_size (p->answers, 0);
    }
  if (root != NULL && json_object_object_get_ex (root, "battle", &battle) && battle != NULL
      && json_object_is_type (battle, json_type_object))
    {
      g_free (p->battle_at);
      g_free (p->battle_from);
      json_object_object_get_ex (battle, "at", &v);
      p->battle_at = g_strdup (json_object_get_string (v));
      json_object_object_get_ex (battle, "from", &v);
      p->battle_from = g_strdup (json_object_get_string (v));
      json_object_object_get_ex (battle, "attacker_ships", &v);
      p->battle_ships = json_object_get_int (v);
    }
  else if (wrote)
    {
      g_clear_pointer (&p->battle_at, g_free);
      g_clear_pointer (&p->battle_from, g_free);
    }
  json_object_put (root);
}

/* The game in @data is one the app opens: its reader, then the
 * invariants its history checks. */
static char *
check_opens (const char *data,
             gsize       length)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (WgGame) game = wg_game_load_from_data (data, length, &error);

  if (game == NULL)
    return g_strdup_printf ("wrote a game the app refuses: %s", error->message);
  if (!wg_game_check (game, &error))
    return g_strdup_printf ("wrote a game that breaks an invariant: %s", error->message);
  return NULL;
}

static char *
command_line (char **argv)
{
  g_autoptr (GString) line = g_string_new ("warpgate-cli");

  for (guint i = 1; argv[i] != NULL; i++)
    {
      g_autofree char *quoted = g_shell_quote (argv[i]);

      g_string_append_printf (line, " %s", quoted);
    }
  return g_string_free (g_steal_pointer (&line), FALSE);
}

/* The --output target of the next command: the game file itself (written
 * in place), or another file, absent or holding something else. */
static const char *
target (Play *p)
{
  if (chance (p, 70))
    return p->cur;
  if (chance (p, 50))
    g_unlink (p->other);
  else
    g_file_set_contents (p->other, "not a game", -1, NULL);
  return p->other;
}

static GStrv
full_argv (Play       *p,
           GPtrArray  *args,
           const char *output,
           gboolean    json)
{
  g_autoptr (GStrvBuilder) b = g_strv_builder_new ();

  g_strv_builder_add_many (b, "warpgate-cli", g_ptr_array_index (args, 0), p->cur, NULL);
  for (guint i = 1; i < args->len; i++)
    g_strv_builder_add (b, g_ptr_array_index (args, i));
  for (guint i = 0; i < p->answers->len; i++)
    g_strv_builder_add (b, g_ptr_array_index (p->answers, i));
  g_strv_builder_add_many (b, "--output", output, NULL);
  if (json)
    g_strv_builder_add (b, "--json");
  return g_strv_builder_end (b);
}

/* The properties of wg_play_run after one command; NULL when they hold. */
static char *
check_command (int         status,
               const char *before,
               gsize       before_length,
               const char *after,
               gsize       after_length)
{
  gboolean same = (before == NULL) == (after == NULL)
                  && (before == NULL
                      || (before_length == after_length
                          && memcmp (before, after, before_length) == 0));

  if (status < 0 || status > 5)
    return g_strdup_printf ("exit status %d is none of docs/cli.md's", status);
  if (status != 0 && !same)
    return g_strdup_printf ("exited %d but changed the --output file", status);
  if (!same && after == NULL)
    return g_strdup ("removed the --output file");
  if (!same)
    return check_opens (after, after_length);
  return NULL;
}

/* One command; FALSE with *failure set when a property failed. */
static gboolean
step (Play         *p,
      const char   *out_path,
      WgPlayCounts *counts,
      char        **failure)
{
  g_autoptr (GPtrArray) args = next_command (p);
  gboolean    json = chance (p, 85), answering = p->last != NULL && p->choice_id != NULL;
  const char *output = target (p);
  g_auto (GStrv) argv = full_argv (p, args, output, json);
  /* GOption moves the pointers about: the strings stay argv's. */
  g_autofree char **parsed = g_memdup2 (argv, sizeof (char *) * (g_strv_length (argv) + 1));
  g_autofree char  *before = NULL, *after = NULL, *answer = NULL, *problem = NULL;
  gsize             before_length = 0, after_length = 0;
  int               status;

  g_file_get_contents (output, &before, &before_length, NULL);
  g_string_truncate (captured_err, 0);
  status = run_captured (parsed, out_path);
  g_file_get_contents (output, &after, &after_length, NULL);
  counts->commands++;
  counts->refused += status != 0;
  problem = check_command (status, before, before_length, after, after_length);
  if (problem != NULL)
    {
      g_autofree char *line = command_line (argv);

      *failure = g_strdup_printf ("%s: %s\n  standard error: %s", line, problem,
                                  captured_err->str);
      return FALSE;
    }
  if (after != NULL && (before == NULL || before_length != after_length || memcmp (before, after, after_length) != 0))
    {
      counts->written++;
      g_file_set_contents (p->cur, after, (gssize) after_length, NULL);
      g_clear_pointer (&p->game, wg_game_free);
      p->game = wg_game_load_from_data (after, after_length, NULL);
    }
  if (status == 0 && json && g_file_get_contents (out_path, &answer, NULL, NULL))
    read_answer (p, answer, answering ? p->last : args, after != NULL && before != NULL && g_strcmp0 (after, before) != 0);
  else if (status != 0 && answering && p->answers->len >= 2)
    g_ptr_array_set_size (p->answers, p->answers->len - 2);
  else if (status == 0)
    read_answer (p, "{}", args, FALSE);
  return TRUE;
}

char *
wg_play_run (const char   *fixture,
             const char   *work_dir,
             guint         max_steps,
             WgPlayPick    pick_func,
             gpointer      data,
             WgPlayCounts *counts)
{
  Play             p = { 0 };
  WgPlayCounts     mine = { 0 };
  g_autofree char *contents = NULL, *out_path = g_build_filename (work_dir, "stdout.json", NULL);
  gsize            length = 0;
  char            *failure = NULL;

  g_return_val_if_fail (fixture != NULL && work_dir != NULL && pick_func != NULL, NULL);
  if (captured_err == NULL)
    captured_err = g_string_new (NULL);
  if (!g_file_get_contents (fixture, &contents, &length, NULL))
    return g_strdup_printf ("cannot read %s", fixture);
  p.pick = pick_func;
  p.data = data;
  p.cur = g_build_filename (work_dir, "game.json", NULL);
  p.other = g_build_filename (work_dir, "other.json", NULL);
  p.answers = g_ptr_array_new_with_free_func (g_free);
  p.options = g_ptr_array_new_with_free_func (g_free);
  p.game = wg_game_load_from_data (contents, length, NULL);
  g_file_set_contents (p.cur, contents, (gssize) length, NULL);
  for (guint i = 0; p.game != NULL && i < max_steps && !p.done && failure == NULL; i++)
    if (!step (&p, out_path, &mine, &failure))
      {
        char *numbered = g_strdup_printf ("command %u of the sequence on %s: %s", i + 1,
                                          fixture, failure);

        g_free (failure);
        failure = numbered;
      }
  if (p.game == NULL && failure == NULL)
    failure = g_strdup_printf ("the fixture %s is not a game", fixture);
  g_clear_pointer (&p.game, wg_game_free);
  g_free (p.cur);
  g_free (p.other);
  g_ptr_array_unref (p.answers);
  g_ptr_array_unref (p.options);
  g_clear_pointer (&p.last, g_ptr_array_unref);
  g_free (p.choice_id);
  g_free (p.battle_at);
  g_free (p.battle_from);
  if (counts != NULL)
    {
      counts->commands += mine.commands;
      counts->written += mine.written;
      counts->refused += mine.refused;
    }
  return failure;
}
