/* wg-cli-story.c — warpgate-cli story: a game told as one self-contained HTML page
 * Copyright 2026 The Warpgate Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The page is written by the record's storyteller (src/play/wg-story.c),
 * which the app's Export Story uses too.
 */
#include "config.h"

#include <glib/gstdio.h>
#include <stdio.h>
#include <string.h>

#include <gio/gio.h>

#include "wg-cli.h"
#include "wg-i18n.h"
#include "wg-story.h"

static const WgCliCommand command = {
  "story",
  "GAME [--output FILE]",
  N_ ("The game told as one self-contained HTML page: each round's board as it ended, every "
      "step's sentence with its ruling ids linked to their texts, each battle's cards and its "
      "odds before the draw, and the score. The record is replayed first: one that does not "
      "lead to the file's table is refused (exit 3), naming the first step that disagrees. "
      "Standard output without --output."),
  wg_cli_story,
};

/* TRUE when @output names the file @input (the game must not be written over). */
static gboolean
same_file (const char *input,
           const char *output)
{
  g_autoptr (GFile) a = NULL;
  g_autoptr (GFile) b = NULL;
  GStatBuf sa, sb;

  if (output == NULL || g_str_equal (input, "-") || g_str_equal (output, "-"))
    return FALSE;
  if (g_stat (input, &sa) == 0 && g_stat (output, &sb) == 0)
    return sa.st_dev == sb.st_dev && sa.st_ino == sb.st_ino;
  a = g_file_new_for_commandline_arg (input);
  b = g_file_new_for_commandline_arg (output);
  return g_file_equal (a, b);
}

/* Writes @html to @path atomically, or to standard output. */
static int
write_page (const char *html,
            const char *path)
{
  g_autoptr (GError) error = NULL;

  if (path == NULL || g_str_equal (path, "-"))
    {
      fputs (html, stdout);
      return fflush (stdout) == 0 ? WG_CLI_EXIT_OK : WG_CLI_EXIT_ERROR;
    }
  if (!g_file_set_contents (path, html, -1, &error))
    {
      g_autofree char *why = wg_cli_escape_long (error->message);

      g_printerr ("warpgate-cli: %s\n", why);
      return WG_CLI_EXIT_ERROR;
    }
  return WG_CLI_EXIT_OK;
}

int
wg_cli_story (int    argc,
              char **argv)
{
  int              status = WG_CLI_EXIT_OK;
  g_autofree char *output = NULL;
  g_autofree char *html = NULL;
  GOptionEntry     entries[] = {
        { "output", 0, 0, G_OPTION_ARG_FILENAME, &output,
          N_ ("Write the page to FILE instead of standard output"), "FILE" },
        { NULL }
  };
  g_autoptr (WgGame) game = NULL;
  g_autoptr (WgRecord) record = NULL;
  g_autoptr (GError) error = NULL;

  if (!wg_cli_parse_options (&command, entries, NULL, &argc, &argv, 1, 1))
    return WG_CLI_EXIT_USAGE;
  if (output != NULL && output[0] == '\0')
    return wg_cli_usage_error (&command, _ ("--output needs a file name (or - for standard "
                                            "output)"));
  if (same_file (argv[2], output))
    return wg_cli_usage_error (&command, _ ("--output names the game file itself: the page "
                                            "would write over the game"));
  game = wg_cli_load_game_record (argv[2], &record, &status);
  if (game == NULL)
    return status;
  html = wg_story_html (record, game, NULL, &error);
  if (html == NULL)
    {
      g_autofree char *name = wg_cli_escape (argv[2]);
      g_autofree char *why = wg_cli_escape_long (error->message);

      g_printerr (_ ("warpgate-cli: %s: %s\n"), name, why);
      return WG_CLI_EXIT_REFUSED;
    }
  return write_page (html, output);
}
