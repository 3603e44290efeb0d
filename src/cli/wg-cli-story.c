/* wg-cli-story.c — warpgate-cli story: a game told as one self-contained HTML page, or a PDF
 * Copyright 2026 The Warpgate Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The page and the PDF are written by the record's storyteller
 * (src/play/wg-story.c), which the app's Export Story uses too. A PDF goes
 * to standard output only when that is not a terminal.
 */
#include "config.h"

#include <glib/gstdio.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>

#include <gio/gio.h>

#include "wg-cli.h"
#include "wg-i18n.h"
#include "wg-story.h"

static const WgCliCommand command = {
  "story",
  "GAME [--output FILE] [--format html|pdf]",
  N_ ("The game told as one self-contained HTML page, or as a PDF with --format pdf: each "
      "round's board as it ended, every step's sentence with its ruling ids linked to their "
      "texts, each battle's cards and its odds before the draw, and the score. The record is "
      "replayed first: one that does not lead to the file's table is refused (exit 3), naming "
      "the first step that disagrees. Standard output without --output (a PDF only when "
      "standard output is not a terminal)."),
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

/* Writes @data to @path atomically, or to standard output. */
static int
write_page (GBytes     *data,
            const char *path)
{
  g_autoptr (GError) error = NULL;
  gsize       size;
  const char *bytes = g_bytes_get_data (data, &size);

  if (path == NULL || g_str_equal (path, "-"))
    {
      if (size > 0 && fwrite (bytes, 1, size, stdout) != size)
        return WG_CLI_EXIT_ERROR;
      return fflush (stdout) == 0 ? WG_CLI_EXIT_OK : WG_CLI_EXIT_ERROR;
    }
  if (!g_file_set_contents (path, bytes, (gssize) size, &error))
    {
      g_autofree char *why = wg_cli_escape_long (error->message);

      g_printerr ("warpgate-cli: %s\n", why);
      return WG_CLI_EXIT_ERROR;
    }
  return WG_CLI_EXIT_OK;
}

/* --format and --output: exit 2 for a format that is not html or pdf, or
 * a PDF to a terminal; *@pdf for pdf. */
static int
check_format (const char *format,
              const char *output,
              gboolean   *pdf)
{
  if (format != NULL && !g_str_equal (format, "html") && !g_str_equal (format, "pdf"))
    {
      g_autofree char *named = wg_cli_escape (format);
      g_autofree char *why =
        g_strdup_printf (_ ("--format %s: not a format of the story (html or pdf)"), named);

      return wg_cli_usage_error (&command, "%s", why);
    }
  *pdf = g_strcmp0 (format, "pdf") == 0;
  if (*pdf && (output == NULL || g_str_equal (output, "-")) && isatty (STDOUT_FILENO))
    return wg_cli_usage_error (&command, _ ("--format pdf: standard output is a terminal; name "
                                            "the file with --output FILE"));
  return WG_CLI_EXIT_OK;
}

/* The story of the file @path holds, as a PDF or the page; NULL with the
 * error said and *@status set: 3 when the record does not replay, 1 when
 * the PDF cannot be drawn. */
static GBytes *
tell (const char     *path,
      const WgRecord *record,
      const WgGame   *game,
      gboolean        pdf,
      int            *status)
{
  g_autoptr (GError) error = NULL;
  g_autofree char *why = NULL;
  GBytes          *data = NULL;

  if (pdf)
    data = wg_story_pdf (record, game, NULL, &error);
  else
    {
      char *html = wg_story_html (record, game, NULL, &error);

      data = html != NULL ? g_bytes_new_take (html, strlen (html)) : NULL;
    }
  if (data != NULL)
    return data;
  why = wg_cli_escape_long (error->message);
  if (g_error_matches (error, WG_STORY_ERROR, WG_STORY_ERROR_PDF))
    {
      g_printerr ("warpgate-cli: %s\n", why);
      *status = WG_CLI_EXIT_ERROR;
    }
  else
    {
      g_autofree char *name = wg_cli_escape (path);

      g_printerr (_ ("warpgate-cli: %s: %s\n"), name, why);
      *status = WG_CLI_EXIT_REFUSED;
    }
  return NULL;
}

int
wg_cli_story (int    argc,
              char **argv)
{
  int              status = WG_CLI_EXIT_OK;
  g_autofree char *output = NULL;
  g_autofree char *format = NULL;
  g_autoptr (GBytes) data = NULL;
  gboolean     pdf = FALSE;
  GOptionEntry entries[] = {
    { "output", 0, 0, G_OPTION_ARG_FILENAME, &output,
      N_ ("Write the page to FILE instead of standard output"), "FILE" },
    { "format", 0, 0, G_OPTION_ARG_STRING, &format,
      N_ ("Write FORMAT: html (the default) or pdf"), "FORMAT" },
    { NULL }
  };
  g_autoptr (WgGame) game = NULL;
  g_autoptr (WgRecord) record = NULL;

  if (!wg_cli_parse_options (&command, entries, NULL, &argc, &argv, 1, 1))
    return WG_CLI_EXIT_USAGE;
  if (output != NULL && output[0] == '\0')
    return wg_cli_usage_error (&command, _ ("--output needs a file name (or - for standard "
                                            "output)"));
  status = check_format (format, output, &pdf);
  if (status != WG_CLI_EXIT_OK)
    return status;
  if (same_file (argv[2], output))
    return wg_cli_usage_error (&command, _ ("--output names the game file itself: the page "
                                            "would write over the game"));
  game = wg_cli_load_game_record (argv[2], &record, &status);
  if (game == NULL)
    return status;
  data = tell (argv[2], record, game, pdf, &status);
  if (data == NULL)
    return status;
  return write_page (data, output);
}
