/* fuzz-cli.c — fuzz target: every warpgate-cli command on fuzzed games and command lines
 * Copyright 2026 The Warpgate Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * An input is a command line, then a newline, then a game file:
 *
 *     moves --color blue --action move --x 3
 *     { "format": "warpgate-companion-game", … }
 *
 * The first word names the command (one the CLI does not have picks one
 * by the input's length, so every command gets fuzzed games); the other
 * words are its arguments, after the game file, as in `warpgate-cli
 * COMMAND GAME ARGS…`. Arguments that would leave the process or touch
 * other files are dropped: --help (GOption ends the process), --output
 * and --catalog (they write and read files), and short options.
 *
 * Properties, each an abort() when it fails:
 *  1. The command returns (no crash, no hang: libFuzzer's -timeout) with
 *     one of the exit statuses of docs/cli.md, 0 to 5.
 *  2. A game the loader refuses is answered with 3 (the file refused) or
 *     2 (the command line was wrong first), never an answer; a game it
 *     accepts is never "refused" — but by replay, when the file's record
 *     does not replay to its table (3 too, docs/cli.md).
 * Besides, ASan/UBSan and LeakSanitizer report any memory error, undefined
 * behaviour or leak. The commands' output goes to /dev/null.
 */
#include "config.h"

#include <fcntl.h>
#include <unistd.h>
#include <glib/gstdio.h>

#include "wg-cli.h"
#include "wg-game-json.h"
#include "wg-fuzz.h"
#include "wg-record-json.h"

static const struct
{
  const char *name;
  int (*run) (int argc, char **argv);
} commands[] = {
  { "validate", wg_cli_validate },
  { "range", wg_cli_range },
  { "moves", wg_cli_moves },
  { "check", wg_cli_check },
  { "withdraw", wg_cli_withdraw },
  { "battle", wg_cli_battle },
  { "odds", wg_cli_odds },
  { "ai-turn", wg_cli_ai_turn },
  { "apply", wg_cli_apply },
  { "end-turn", wg_cli_end_turn },
  { "use-token", wg_cli_use_token },
  { "score", wg_cli_score },
  { "replay", wg_cli_replay },
};

static char *game_path;

static void
discard (const char *text)
{
  (void) text;
}

static void
set_up (void)
{
  int fd;

  if (game_path != NULL)
    return;
  fd = g_file_open_tmp ("wg-fuzz-cli-XXXXXX.json", &game_path, NULL);
  wg_fuzz_require (fd >= 0, "no temporary file");
  close (fd);
}

/* Runs the command with its output (standard output, g_print and
 * g_printerr) going nowhere: the answers are not checked here, only that
 * they come. The replay main's TAP report goes to standard output after. */
static int
run_quietly (int (*run) (int argc, char **argv),
             int    argc,
             char **argv)
{
  int        null_fd = open ("/dev/null", O_WRONLY | O_CLOEXEC);
  int        saved_fd;
  GPrintFunc print = g_set_print_handler (discard);
  GPrintFunc printerr = g_set_printerr_handler (discard);
  int        status;

  fflush (stdout);
  saved_fd = dup (STDOUT_FILENO);
  wg_fuzz_require (null_fd >= 0 && saved_fd >= 0 && dup2 (null_fd, STDOUT_FILENO) >= 0,
                   "cannot send the output to /dev/null");
  status = run (argc, argv);
  fflush (stdout);
  dup2 (saved_fd, STDOUT_FILENO);
  close (saved_fd);
  close (null_fd);
  g_set_print_handler (print);
  g_set_printerr_handler (printerr);
  return status;
}

/* Whether the accepted game @data holds a record (replay may find that it
 * does not replay). */
static gboolean
has_record (const char *data,
            gsize       length)
{
  g_autoptr (WgRecord) record = NULL;
  g_autoptr (WgGame) game = wg_game_load_with_record (data, length, &record, NULL);

  return game != NULL && record != NULL;
}

static gboolean
kept (const char *arg)
{
  if (arg[0] != '-' || arg[1] == '\0' || g_ascii_isdigit (arg[1]))
    return TRUE; /* a value, a negative number or "-" */
  if (arg[1] != '-')
    return FALSE; /* a short option: -h is help */
  return strstr (arg, "help") == NULL && strstr (arg, "output") == NULL
         && strstr (arg, "catalog") == NULL;
}

int
LLVMFuzzerTestOneInput (const uint8_t *data,
                        size_t         size)
{
  const char      *newline = memchr (data, '\n', size);
  gsize            line_length = newline != NULL ? (gsize) (newline - (const char *) data) : size;
  const char      *game = newline != NULL ? newline + 1 : "";
  gsize            game_length = newline != NULL ? size - line_length - 1 : 0;
  g_autofree char *line = g_strndup ((const char *) data, line_length);
  g_auto (GStrv) words = NULL;
  g_autoptr (GPtrArray) args = g_ptr_array_new ();
  g_autofree char **argv = NULL;
  g_autoptr (WgGame) loaded = NULL;
  g_autoptr (GError) error = NULL;
  guint command;
  int   argc, status;

  set_up ();
  words = g_strsplit_set (line, " \t", 64);
  for (command = 0; command < G_N_ELEMENTS (commands); command++)
    if (g_strcmp0 (words[0], commands[command].name) == 0)
      break;
  if (command == G_N_ELEMENTS (commands))
    command = size % G_N_ELEMENTS (commands);

  wg_fuzz_require (g_file_set_contents (game_path, game, (gssize) game_length, &error),
                   "cannot write the game: %s", error->message);
  g_ptr_array_add (args, (char *) "warpgate-cli");
  g_ptr_array_add (args, (char *) commands[command].name);
  g_ptr_array_add (args, game_path);
  for (guint i = words[0] != NULL ? 1 : 0; words[i] != NULL; i++)
    if (*words[i] != '\0' && kept (words[i]))
      g_ptr_array_add (args, words[i]);
  argc = (int) args->len;
  g_ptr_array_add (args, NULL);
  /* GOption moves the pointers about: the strings stay words'. */
  argv = (char **) g_ptr_array_free (g_steal_pointer (&args), FALSE);

  status = run_quietly (commands[command].run, argc, argv);

  wg_fuzz_require (status >= 0 && status <= 5, "%s: exit status %d", commands[command].name,
                   status);
  loaded = wg_game_load_from_data (game, game_length, NULL);
  if (loaded == NULL)
    wg_fuzz_require (status == WG_CLI_EXIT_REFUSED || status == WG_CLI_EXIT_USAGE,
                     "%s answered (%d) on a refused game", commands[command].name, status);
  else
    wg_fuzz_require (status != WG_CLI_EXIT_REFUSED
                       || (commands[command].run == wg_cli_replay && has_record (game, game_length)),
                     "%s refused an accepted game", commands[command].name);
  return 0;
}
