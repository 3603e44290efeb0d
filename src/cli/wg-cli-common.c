/* wg-cli-common.c — what the warpgate-cli commands share
 * Copyright 2026 The Warpgate Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <errno.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>

#include "wg-catalog-json.h"
#include "wg-cli.h"
#include "wg-game-json.h"
#include "wg-json.h"
#include "wg-record-json.h"
#include "wg-schema-json.h"
#include "wg-hex.h"
#include "wg-i18n.h"
#include "wg-refuse.h"

/* The step a whole-game command takes, for the record of the game it
 * writes: its name, its options as the command line gave them (read back
 * from the parsed entries, without GAME, --output and --json) and its
 * answers; the record of the game read. While a record is replayed
 * (wg_cli_replay_step), the game comes from and goes to memory and
 * nothing is printed. One command runs at a time. */
static struct
{
  const char *command;
  GPtrArray  *args;    /* char *, NULL-ended */
  GPtrArray  *answers; /* char *, NULL-ended */
  WgRecord   *record;
  gboolean    replaying;
  WgCatalog  *replay_catalog; /* while replaying, NULL: the command line's own */
  WgGame     *replay_in;
  WgGame     *replay_out;
} step;

/* Standard output as it was when "--output -" sent the answer to
 * standard error: where the game file goes; -1 without "--output -". */
static int game_stdout = -1;

/* The --output option of @entries, if it has one and it was given (every
 * command that writes a game names it so): an empty name is a bad command
 * line; "-" is standard output, which then carries the game file alone,
 * the answer going to standard error. */
static gboolean
check_output_option (const WgCliCommand *command,
                     const GOptionEntry *entries)
{
  const char *output = NULL;

  for (const GOptionEntry *e = entries; e != NULL && e->long_name != NULL; e++)
    if (strcmp (e->long_name, "output") == 0 && e->arg == G_OPTION_ARG_FILENAME)
      output = *(char **) e->arg_data;
  if (output == NULL)
    return TRUE;
  if (output[0] == '\0')
    {
      wg_cli_usage_error (command, _ ("--output needs a file name (or - for standard output)"));
      return FALSE;
    }
  if (strcmp (output, "-") == 0 && game_stdout < 0)
    {
      fflush (stdout);
      game_stdout = dup (STDOUT_FILENO);
      if (game_stdout < 0 || dup2 (STDERR_FILENO, STDOUT_FILENO) < 0)
        {
          wg_cli_usage_error (command, _ ("cannot use standard output: %s"),
                              g_strerror (errno));
          return FALSE;
        }
    }
  return TRUE;
}

/* The integer options' values before parsing (their defaults). */
static int *
entries_snapshot (const GOptionEntry *entries)
{
  guint n = 0;
  int  *values;

  while (entries != NULL && entries[n].long_name != NULL)
    n++;
  values = g_new0 (int, n + 1);
  for (guint i = 0; i < n; i++)
    if (entries[i].arg == G_OPTION_ARG_INT)
      values[i] = *(int *) entries[i].arg_data;
  return values;
}

static void
add_option (GPtrArray  *to,
            const char *name,
            const char *value)
{
  g_ptr_array_insert (to, to->len - 1, g_strconcat ("--", name, NULL));
  if (value != NULL)
    g_ptr_array_insert (to, to->len - 1, g_strdup (value));
}

/* One parsed entry as the command line spells it. */
static void
entry_to_args (const GOptionEntry *e,
               int                 default_value,
               GPtrArray          *to)
{
  GOptionArg arg = e->arg;

  if (arg == G_OPTION_ARG_NONE && *(gboolean *) e->arg_data)
    add_option (to, e->long_name, NULL);
  else if (arg == G_OPTION_ARG_INT && *(int *) e->arg_data != default_value)
    {
      g_autofree char *n = g_strdup_printf ("%d", *(int *) e->arg_data);

      add_option (to, e->long_name, n);
    }
  else if ((arg == G_OPTION_ARG_STRING || arg == G_OPTION_ARG_FILENAME)
           && *(char **) e->arg_data != NULL)
    add_option (to, e->long_name, *(char **) e->arg_data);
  else if (arg == G_OPTION_ARG_STRING_ARRAY || arg == G_OPTION_ARG_FILENAME_ARRAY)
    {
      char **strv = *(char ***) e->arg_data;

      for (guint i = 0; strv != NULL && strv[i] != NULL; i++)
        add_option (to, e->long_name, strv[i]);
    }
}

static GPtrArray *
new_strv_array (void)
{
  GPtrArray *array = g_ptr_array_new_with_free_func (g_free);

  g_ptr_array_add (array, NULL);
  return array;
}

/* The step this command takes, from its parsed options: --choose and
 * --reveal are its answers; --output is where it goes, not what it does. */
static void
remember_step (const WgCliCommand *command,
               const GOptionEntry *entries,
               const int          *defaults)
{
  g_clear_pointer (&step.args, g_ptr_array_unref);
  g_clear_pointer (&step.answers, g_ptr_array_unref);
  step.command = command->name;
  step.args = new_strv_array ();
  step.answers = new_strv_array ();
  for (guint i = 0; entries != NULL && entries[i].long_name != NULL; i++)
    {
      const char *name = entries[i].long_name;

      if (strcmp (name, "output") == 0)
        continue;
      if (strcmp (name, "choose") == 0 || strcmp (name, "reveal") == 0)
        entry_to_args (&entries[i], 0, step.answers);
      else
        entry_to_args (&entries[i], defaults[i], step.args);
    }
}

gboolean
wg_cli_parse_options (const WgCliCommand *command,
                      GOptionEntry       *entries,
                      gboolean           *json,
                      int                *argc,
                      char             ***argv,
                      int                 n_min,
                      int                 n_max)
{
  GOptionEntry json_entry[] = {
    { "json", 0, 0, G_OPTION_ARG_NONE, json, N_ ("Print one JSON object instead of text"), NULL },
    { NULL }
  };
  g_autoptr (GOptionContext) context = NULL;
  g_autoptr (GError) error = NULL;
  g_autofree char *usage = g_strdup_printf ("%s %s", command->name, command->parameters);
  g_autofree int  *defaults = NULL;
  int              positional;

  context = g_option_context_new (usage);
  g_option_context_set_translation_domain (context, GETTEXT_PACKAGE);
  g_option_context_set_summary (context, _ (command->summary));
  if (entries != NULL)
    g_option_context_add_main_entries (context, entries, GETTEXT_PACKAGE);
  if (json != NULL)
    g_option_context_add_main_entries (context, json_entry, GETTEXT_PACKAGE);
  defaults = entries_snapshot (entries);
  if (!g_option_context_parse (context, argc, argv, &error))
    {
      wg_cli_usage_error (command, "%s", error->message);
      return FALSE;
    }
  remember_step (command, entries, defaults);
  /* argv[0] is the program, argv[1] the command name. */
  positional = *argc - 2;
  if (positional < n_min || positional > n_max)
    {
      wg_cli_usage_error (command, _ ("expected %s"), command->parameters);
      return FALSE;
    }
  return check_output_option (command, entries);
}

int
wg_cli_usage_error (const WgCliCommand *command,
                    const char         *format,
                    ...)
{
  g_autoptr (GError) usage = NULL;
  va_list args;

  va_start (args, format);
  wg_refusev (&usage, G_OPTION_ERROR, G_OPTION_ERROR_FAILED, format, args);
  va_end (args);
  g_printerr ("warpgate-cli %s: %s\n", command->name, usage->message);
  g_printerr (_ ("Try “warpgate-cli %s --help”.\n"), command->name);
  return WG_CLI_EXIT_USAGE;
}

/* "warpgate-cli: MESSAGE" on standard error; returns @status. */
static int G_GNUC_PRINTF (2, 0)
  fail_with (int         status,
             const char *format,
             va_list     args)
{
  g_autofree char *message = g_strdup_vprintf (format, args);

  g_printerr ("warpgate-cli: %s\n", message);
  return status;
}

int
wg_cli_unknown (const char *format,
                ...)
{
  va_list args;
  int     status;

  va_start (args, format);
  status = fail_with (WG_CLI_EXIT_UNKNOWN, format, args);
  va_end (args);
  return status;
}

char *
wg_cli_read_input (const char *path,
                   gsize      *length,
                   GError    **error)
{
  GString *data;
  char     buffer[65536];
  gssize   n;

  if (g_strcmp0 (path, "-") != 0)
    return wg_json_read_file (path, length, error);

  /* Standard input: read at most one byte past the limit. */
  data = g_string_new (NULL);
  while ((n = read (STDIN_FILENO, buffer, sizeof buffer)) != 0)
    {
      if (n < 0)
        {
          g_set_error (error, G_FILE_ERROR, g_file_error_from_errno (errno),
                       _ ("Cannot read standard input: %s"), g_strerror (errno));
          g_string_free (data, TRUE);
          return NULL;
        }
      g_string_append_len (data, buffer, n);
      if (data->len > WG_JSON_MAX_SIZE)
        {
          g_set_error (error, WG_FILE_ERROR, WG_FILE_ERROR_TOO_LARGE,
                       _ ("standard input is larger than 4 MiB"));
          g_string_free (data, TRUE);
          return NULL;
        }
    }
  *length = data->len;
  return g_string_free (data, FALSE);
}

WgGame *
wg_cli_load_game (const char *path,
                  int        *status)
{
  g_autofree char *data = NULL;
  g_autoptr (GError) error = NULL;
  gsize     length = 0;
  WgGame   *game;
  WgRecord *record = NULL;

  if (step.replaying)
    return wg_game_copy (step.replay_in);
  data = wg_cli_read_input (path, &length, &error);
  game = data ? wg_game_load_with_record (data, length, &record, &error) : NULL;
  if (game == NULL)
    {
      g_autofree char *name = g_strcmp0 (path, "-") == 0 ? g_strdup (_ ("standard input"))
                                                         : wg_cli_escape (path);
      g_autofree char *why = wg_cli_escape_long (error->message);

      /* The message may echo the file (a key in its JSON path): escaped,
       * as validate prints it. */
      if (error->domain == WG_FILE_ERROR)
        g_printerr (_ ("warpgate-cli: %s was refused: %s\n"), name, why);
      else
        g_printerr ("warpgate-cli: %s\n", why);
      *status = WG_CLI_EXIT_REFUSED;
      return NULL;
    }
  /* A file without a record starts one: its step 0 is the table read. */
  g_clear_pointer (&step.record, wg_record_free);
  step.record = record != NULL ? record : wg_record_new (game);
  return game;
}

WgGame *
wg_cli_load_game_record (const char *path,
                         WgRecord  **record,
                         int        *status)
{
  WgGame *game = wg_cli_load_game (path, status);

  *record = game != NULL ? wg_record_copy (step.record) : NULL;
  return game;
}

/* Completes *catalog with the catalog file at @path; FALSE (exit 3) when
 * the file is refused. */
static gboolean
merge_catalog_file (WgCatalog **catalog,
                    const char *path,
                    int        *status)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (WgCatalog) file = wg_catalog_load_from_file (path, &error);
  WgCatalog *merged;

  if (file == NULL)
    {
      g_autofree char *name = wg_cli_escape (path);
      g_autofree char *why = wg_cli_escape_long (error->message);

      if (error->domain == WG_FILE_ERROR)
        g_printerr (_ ("warpgate-cli: the card catalog %s was refused: %s\n"), name, why);
      else
        g_printerr ("warpgate-cli: %s\n", why);
      *status = WG_CLI_EXIT_REFUSED;
      return FALSE;
    }
  merged = wg_catalog_merge (*catalog, file);
  wg_catalog_unref (*catalog);
  *catalog = merged;
  return TRUE;
}

WgCatalog *
wg_cli_load_catalog (const char *path,
                     int        *status)
{
  g_autoptr (WgCatalog) catalog = NULL;
  g_autofree char *user = NULL;

  if (step.replaying && step.replay_catalog != NULL)
    return wg_catalog_ref (step.replay_catalog);
  catalog = wg_catalog_new_builtin ();
  user = g_build_filename (g_get_user_data_dir (), "warpgate-companion", "cards.json", NULL);
  if (g_file_test (user, G_FILE_TEST_EXISTS) && !merge_catalog_file (&catalog, user, status))
    return NULL;
  if (path != NULL && !merge_catalog_file (&catalog, path, status))
    return NULL;
  return g_steal_pointer (&catalog);
}

/* Ids on the command line (docs/cli.md, "Ids"): an exact id wins;
 * otherwise a unique case-insensitive match. Returns the index, -1 when
 * nothing matches, -2 when two ids match only case-insensitively (their
 * indices in *first and *second). */
static int
match_id (const char *const *ids,
          guint              n,
          const char        *wanted,
          int               *first,
          int               *second)
{
  g_autofree char *folded = g_utf8_casefold (wanted, -1);
  int              found = -1;

  for (guint i = 0; i < n; i++)
    if (ids[i] != NULL && strcmp (ids[i], wanted) == 0)
      return (int) i;
  for (guint i = 0; i < n; i++)
    {
      g_autofree char *other = NULL;

      if (ids[i] == NULL)
        continue;
      other = g_utf8_casefold (ids[i], -1);
      if (strcmp (other, folded) != 0)
        continue;
      if (found >= 0)
        {
          *first = found;
          *second = (int) i;
          return -2;
        }
      found = (int) i;
    }
  return found;
}

gboolean
wg_cli_lookup_location (const WgGame *game,
                        const char   *id,
                        int          *cell)
{
  guint                   n = wg_board_get_n_cells (game->board);
  g_autofree const char **ids = g_new0 (const char *, n + 1);
  g_autofree char        *shown = wg_cli_escape (id);
  int                     first = -1, second = -1;

  for (guint i = 0; i < n; i++)
    ids[i] = wg_board_is_location (game->board, (int) i) ? wg_board_get_cell (game->board, (int) i)->id
                                                         : NULL;
  *cell = match_id (ids, n, id, &first, &second);
  if (*cell == -2)
    {
      g_autofree char *a = wg_cli_escape (ids[first]), *b = wg_cli_escape (ids[second]);

      wg_cli_unknown (_ ("“%s” could be “%s” or “%s”: give the id exactly"), shown, a, b);
      *cell = -1;
      return FALSE;
    }
  if (*cell < 0)
    {
      wg_cli_unknown (_ ("the board has no planet or warpgate called “%s”"), shown);
      return FALSE;
    }
  return TRUE;
}

gboolean
wg_cli_lookup_player (const WgGame *game,
                      const char   *color,
                      int          *player)
{
  const char      *ids[WG_MAX_PLAYERS];
  g_autofree char *shown = wg_cli_escape (color);
  int              first = -1, second = -1;

  for (guint i = 0; i < game->n_players; i++)
    ids[i] = game->players[i].color;
  *player = match_id (ids, game->n_players, color, &first, &second);
  if (*player == -2)
    {
      wg_cli_unknown (_ ("“%s” could be “%s” or “%s”: give the colour exactly"), shown,
                      ids[first], ids[second]);
      *player = WG_NO_PLAYER;
      return FALSE;
    }
  if (*player < 0)
    {
      wg_cli_unknown (_ ("the game has no player “%s”"), shown);
      *player = WG_NO_PLAYER;
      return FALSE;
    }
  return TRUE;
}

/* Echoes cut with "…" (docs/cli.md, "Text for people"): a value from a
 * file or the command line at 80 characters, a whole sentence of the
 * rules (which may hold several names) at 400. */
#define ECHO_MAX     80
#define SENTENCE_MAX 400

static char *
escape (const char *text,
        guint       max);

char *
wg_cli_escape (const char *text)
{
  return escape (text, ECHO_MAX);
}

char *
wg_cli_escape_long (const char *text)
{
  return escape (text, SENTENCE_MAX);
}

static char *
escape (const char *text,
        guint       max)
{
  GString    *out = g_string_new (NULL);
  const char *p;
  guint       n = 0;

  if (text == NULL)
    return g_string_free (out, FALSE);
  p = text;
  while (*p != '\0')
    {
      gunichar c = g_utf8_get_char_validated (p, -1);

      if (n++ == max)
        {
          g_string_append (out, "…");
          break;
        }
      if (c == (gunichar) -1 || c == (gunichar) -2)
        {
          /* Not UTF-8: the byte as it is, escaped. */
          g_string_append_printf (out, "\\x%02x", (guchar) *p);
          p++;
          continue;
        }
      if (c < 0x20 || c == 0x7f || (c >= 0x80 && c < 0xa0))
        g_string_append_printf (out, "\\x%02x", c);
      else if (c == '\\')
        g_string_append (out, "\\\\");
      else
        g_string_append_unichar (out, c);
      p = g_utf8_next_char (p);
    }
  return g_string_free (out, FALSE);
}

gsize
wg_cli_display_width (const char *text)
{
  gsize width = 0;

  for (const char *p = text; *p != '\0'; p = g_utf8_next_char (p))
    {
      gunichar c = g_utf8_get_char (p);

      if (g_unichar_iszerowidth (c))
        continue;
      width += g_unichar_iswide (c) ? 2 : 1;
    }
  return width;
}

void
wg_cli_print_cell (const char *text,
                   gsize       width,
                   gboolean    right)
{
  gsize used = wg_cli_display_width (text);
  gsize pad = used < width ? width - used : 0;

  if (right)
    g_print ("%*s%s", (int) pad, "", text);
  else
    g_print ("%s%*s", text, (int) pad, "");
}

char *
wg_cli_location_name (const WgGame *game,
                      int           cell)
{
  const WgCell    *c = wg_board_get_cell (game->board, cell);
  g_autofree char *id = wg_cli_escape (c->id);

  if (c->kind == WG_HEX_WARPGATE && c->color != NULL)
    {
      g_autofree char *color = wg_cli_escape (wg_color_display_name (c->color));

      /* TRANSLATORS: a Warpgate by its owner's colour: "the red Warpgate" */
      return g_strdup_printf (_ ("the %s Warpgate"), color);
    }
  return g_steal_pointer (&id);
}

char *
wg_cli_player_name (const WgGame *game,
                    int           player)
{
  const WgPlayer  *p = &game->players[player];
  g_autofree char *color = wg_cli_escape (wg_color_display_name (p->color));

  if (p->name != NULL)
    {
      g_autofree char *name = wg_cli_escape (p->name);

      /* TRANSLATORS: a player: name (colour) */
      return g_strdup_printf (_ ("%s (%s)"), name, color);
    }
  return g_steal_pointer (&color);
}

/* "--output -": the game file's bytes, as a file would hold them, on
 * standard output. */
static gboolean
write_game_stdout (const WgGame   *game,
                   const WgRecord *record,
                   GError        **error)
{
  gsize            length = 0, done = 0;
  g_autofree char *data = wg_game_with_record_to_data (game, record, &length);

  while (done < length)
    {
      gssize n = write (game_stdout, data + done, length - done);

      if (n < 0 && errno == EINTR)
        continue;
      if (n < 0)
        {
          g_set_error (error, G_FILE_ERROR, g_file_error_from_errno (errno),
                       _ ("Cannot write standard output: %s"), g_strerror (errno));
          return FALSE;
        }
      done += (gsize) n;
    }
  return TRUE;
}

gboolean
wg_cli_write_record (const WgGame   *game,
                     const WgRecord *record,
                     const char     *path,
                     int            *status)
{
  g_autoptr (GError) error = NULL;
  gboolean written;

  if (strcmp (path, "-") == 0 && game_stdout >= 0)
    written = write_game_stdout (game, record, &error);
  else
    written = wg_game_with_record_save_to_file (game, record, path, &error);
  if (!written)
    {
      /* The core's message names the file and says why. */
      g_autofree char *why = wg_cli_escape_long (error->message);

      g_printerr ("warpgate-cli: %s\n", why);
      *status = WG_CLI_EXIT_ERROR;
      return FALSE;
    }
  return TRUE;
}

gboolean
wg_cli_write_output (const WgGame       *game,
                     const char         *path,
                     const char         *sentence,
                     const WgRulingList *rulings,
                     int                *status)
{
  g_autoptr (WgRecord) record = NULL;

  if (step.replaying)
    {
      g_clear_pointer (&step.replay_out, wg_game_free);
      step.replay_out = wg_game_copy (game);
      return TRUE;
    }
  if (path == NULL)
    return TRUE;
  record = step.record != NULL ? wg_record_copy (step.record) : wg_record_new (game);
  wg_record_append (record, step.command, (const char *const *) step.args->pdata,
                    (const char *const *) step.answers->pdata, sentence, rulings, game);
  return wg_cli_write_record (game, record, path, status);
}

static GString *replay_errors, *replay_output;

static void
keep_print (const char *text)
{
  g_string_append (replay_output, text);
}

static void
keep_printerr (const char *text)
{
  g_string_append (replay_errors, text);
}

/* Options a replayed step may not hold: they print, exit or write. */
static gboolean
forbidden_in_replay (const char *arg)
{
  static const char *const prefixes[] = { "--help", "-h", "-?", "--output", "--json",
                                          "--choose", "--reveal", NULL };

  for (guint i = 0; prefixes[i] != NULL; i++)
    if (g_str_has_prefix (arg, prefixes[i]))
      return TRUE;
  return FALSE;
}

static GPtrArray *
replay_argv (const char        *command,
             const char *const *args,
             const char *const *answers)
{
  GPtrArray *argv = g_ptr_array_new ();

  g_ptr_array_add (argv, (gpointer) "warpgate-cli");
  g_ptr_array_add (argv, (gpointer) command);
  g_ptr_array_add (argv, (gpointer) "-");
  for (guint i = 0; args != NULL && args[i] != NULL; i++)
    g_ptr_array_add (argv, (gpointer) args[i]);
  for (guint i = 0; answers != NULL && answers[i] != NULL; i++)
    g_ptr_array_add (argv, (gpointer) answers[i]);
  g_ptr_array_add (argv, NULL);
  return argv;
}

/* Why a replayed step changed nothing: what it said on standard error,
 * else the first line of its answer (an illegal action is answered). */
static char *
replay_failure (void)
{
  GString *said = replay_errors->len > 0 ? replay_errors : replay_output;
  char    *end = strchr (said->str, '\n');

  if (end != NULL)
    *end = '\0';
  if (said->str[0] == '\0')
    return g_strdup (_ ("the step changed nothing: it stopped at a question"));
  if (g_str_has_prefix (said->str, "warpgate-cli: "))
    return g_strdup (said->str + strlen ("warpgate-cli: "));
  return g_strdup (said->str);
}

/* Runs @argv with @run on @game as a step of a replay does, what it
 * prints kept in replay_output and replay_errors (new; the caller frees
 * them) and the game it writes in step.replay_out: its exit status. */
static int
run_kept (WgCliRun         run,
          const WgGame    *game,
          const WgCatalog *catalog,
          GPtrArray       *argv)
{
  GPrintFunc print, printerr;
  int        status;

  replay_errors = g_string_new (NULL);
  replay_output = g_string_new (NULL);
  step.replaying = TRUE;
  step.replay_in = (WgGame *) game;
  step.replay_catalog = (WgCatalog *) catalog;
  print = g_set_print_handler (keep_print);
  printerr = g_set_printerr_handler (keep_printerr);
  status = run ((int) argv->len - 1, (char **) argv->pdata);
  g_set_print_handler (print);
  g_set_printerr_handler (printerr);
  step.replaying = FALSE;
  step.replay_in = NULL;
  step.replay_catalog = NULL;
  return status;
}

WgGame *
wg_cli_replay_step (WgCliRun           run,
                    const WgGame      *game,
                    const WgCatalog   *catalog,
                    const char        *command,
                    const char *const *args,
                    const char *const *answers,
                    char             **why)
{
  g_autoptr (GPtrArray) argv = NULL;
  int     status;
  WgGame *after;

  for (guint i = 0; args != NULL && args[i] != NULL; i++)
    if (forbidden_in_replay (args[i]))
      {
        *why = g_strdup_printf (_ ("args[%u] “%s” is not an option of a step"), i, args[i]);
        return NULL;
      }
  argv = replay_argv (command, args, answers);
  status = run_kept (run, game, catalog, argv);
  after = g_steal_pointer (&step.replay_out);
  if (status != WG_CLI_EXIT_OK || after == NULL)
    {
      g_clear_pointer (&after, wg_game_free);
      *why = replay_failure ();
    }
  g_string_free (replay_errors, TRUE);
  g_string_free (replay_output, TRUE);
  replay_errors = replay_output = NULL;
  return after;
}

char *
wg_cli_run_text (WgCliRun           run,
                 const WgGame      *game,
                 const WgCatalog   *catalog,
                 const char        *command,
                 const char *const *args,
                 int               *status)
{
  g_autoptr (GPtrArray) argv = replay_argv (command, args, NULL);
  char *text;

  *status = run_kept (run, game, catalog, argv);
  g_clear_pointer (&step.replay_out, wg_game_free);
  text = g_string_free (*status == WG_CLI_EXIT_OK ? replay_output : replay_errors, FALSE);
  g_string_free (*status == WG_CLI_EXIT_OK ? replay_errors : replay_output, TRUE);
  replay_errors = replay_output = NULL;
  return text;
}

int
wg_cli_not_now (const char *format,
                ...)
{
  va_list args;
  int     status;

  va_start (args, format);
  status = fail_with (WG_CLI_EXIT_NOT_NOW, format, args);
  va_end (args);
  return status;
}

int
wg_cli_not_now_outcome (const WgOutcome *outcome,
                        const char      *hint)
{
  const char      *sentence = outcome->description;
  const char      *rest;
  g_autofree char *first = NULL;

  if (sentence == NULL || *sentence == '\0')
    return wg_cli_not_now ("%s", wg_verdict_to_string (outcome->verdict));
  rest = g_utf8_next_char (sentence);
  first = g_utf8_strdown (sentence, rest - sentence);
  if (hint != NULL)
    return wg_cli_not_now ("%s%s: %s", first, rest, hint);
  return wg_cli_not_now ("%s%s", first, rest);
}

json_object *
wg_cli_battle_start_json (const WgGame        *game,
                          const WgBattleStart *b)
{
  json_object *o = json_object_new_object ();
  const char  *at = wg_board_get_cell (game->board, b->at)->id;
  const char  *from = wg_board_get_cell (game->board, b->origins[0])->id;

  json_object_object_add (o, "at", json_object_new_string (at));
  json_object_object_add (o, "from", json_object_new_string (from));
  json_object_object_add (o, "attacker_ships", json_object_new_int (b->ships[0]));
  json_object_object_add (o, "defender", json_object_new_string (game->players[b->defender].color));
  json_object_object_add (o, "defender_ships", json_object_new_int (b->defender_ships));
  return o;
}

json_object *
wg_cli_question_json (const WgQuestion *q)
{
  json_object *o = json_object_new_object ();
  json_object *options = json_object_new_array ();

  for (guint i = 0; i < q->options->len; i++)
    {
      const WgOption *option = g_ptr_array_index (q->options, i);
      json_object    *e = json_object_new_object ();

      json_object_object_add (e, "id", json_object_new_string (option->id));
      json_object_object_add (e, "label", json_object_new_string (option->label));
      json_object_array_add (options, e);
    }
  json_object_object_add (o, "id", json_object_new_string (q->id));
  json_object_object_add (o, "question", json_object_new_string (q->question));
  json_object_object_add (o, "options", options);
  return o;
}

void
wg_cli_print_question (const WgQuestion *q)
{
  g_autofree char *question = wg_cli_escape_long (q->question);

  g_print ("%s\n", question);
  for (guint i = 0; i < q->options->len; i++)
    {
      const WgOption  *o = g_ptr_array_index (q->options, i);
      g_autofree char *id = wg_cli_escape (o->id), *label = wg_cli_escape_long (o->label);

      g_print ("  %s  %s\n", id, label);
    }
  g_print (_ ("Run again with --%s ANSWER.\n"), wg_question_is_reveal (q) ? "reveal" : "choose");
}

/* Whether @answer is one of @q's options (wg_question_find_option: an id,
 * ignoring case, or a card's name), or for a Promotion card
 * "hero:NAME"/"advanced:NAME" when "hero" or "advanced" is offered. */
static gboolean
answer_offered (const WgQuestion *q,
                const char       *answer)
{
  g_autofree char *head = g_strdup (answer);
  char            *colon = strchr (head, ':');

  if (wg_question_find_option (q, answer) != NULL)
    return TRUE;
  if (colon != NULL && wg_question_is_reveal (q))
    {
      *colon = '\0';
      return wg_question_has_option (q, head);
    }
  return FALSE;
}

/* The option's own id for @answer (options are matched case-insensitively,
 * a card also by its name). */
static char *
canonical_answer (const WgQuestion *q,
                  const char       *answer)
{
  const char *id = wg_question_find_option (q, answer);

  return g_strdup (id != NULL ? id : answer);
}

/* After a run that asked no more questions: an answer left over was
 * never used (exit 2, naming the first), else WG_CLI_EXIT_OK. */
static int
check_all_used (char *const *choose,
                guint        next_choose,
                char *const *reveal,
                guint        next_reveal)
{
  const char      *option = "--choose";
  const char      *left = choose != NULL ? choose[next_choose] : NULL;
  g_autofree char *shown = NULL;

  if (left == NULL)
    {
      option = "--reveal";
      left = reveal != NULL ? reveal[next_reveal] : NULL;
    }
  if (left == NULL)
    return WG_CLI_EXIT_OK;
  shown = wg_cli_escape (left);
  g_printerr (_ ("warpgate-cli: %s “%s” was not used: no question was left for it (nothing "
                 "was done)\n"),
              option, shown);
  return WG_CLI_EXIT_USAGE;
}

WgQuestion *
wg_cli_answer (WgCliAsk     ask,
               gpointer     user_data,
               char *const *choose,
               char *const *reveal,
               int         *status)
{
  g_autoptr (WgAnswers) answers = wg_answers_new ();
  guint next_choose = 0, next_reveal = 0;

  *status = WG_CLI_EXIT_OK;
  for (;;)
    {
      WgQuestion  *q;
      char *const *stream;
      guint       *next;
      const char  *answer;

      wg_answers_rewind (answers);
      q = ask (answers, user_data);
      if (q == NULL)
        {
          *status = check_all_used (choose, next_choose, reveal, next_reveal);
          return NULL;
        }
      stream = wg_question_is_reveal (q) ? reveal : choose;
      next = wg_question_is_reveal (q) ? &next_reveal : &next_choose;
      if (stream == NULL || stream[*next] == NULL)
        return q; /* no answer left: the question stands */
      answer = stream[(*next)++];
      if (!answer_offered (q, answer))
        {
          g_autofree char *shown = wg_cli_escape (answer);
          g_autofree char *question = wg_cli_escape_long (q->question);
          GString         *list = g_string_new (NULL);

          for (guint i = 0; i < q->options->len; i++)
            {
              g_autofree char *id = wg_cli_escape (((WgOption *) g_ptr_array_index (q->options, i))->id);

              g_string_append_printf (list, "%s%s", i ? ", " : "", id);
            }
          g_printerr (_ ("warpgate-cli: “%s” is not an answer to “%s”; the options are: %s\n"),
                      shown, question, list->str);
          g_string_free (list, TRUE);
          *status = WG_CLI_EXIT_USAGE;
          return q;
        }
      {
        g_autofree char *canonical = canonical_answer (q, answer);

        wg_answers_add_answer (answers, q, canonical);
      }
    }
}

void
wg_cli_print_json (json_object *object)
{
  g_autofree char *text = wg_json_to_pretty_string (object);

  g_print ("%s", text);
  json_object_put (object);
}

json_object *
wg_cli_rulings_json (const WgRulingList *rulings)
{
  json_object *array = json_object_new_array ();

  for (guint i = 0; i < rulings->n; i++)
    json_object_array_add (array, json_object_new_string (rulings->ids[i]));
  return array;
}

json_object *
wg_cli_hexes_json (const GArray *hexes)
{
  json_object *array = json_object_new_array ();

  for (guint i = 0; hexes != NULL && i < hexes->len; i++)
    {
      WgHex        h = g_array_index (hexes, WgHex, i);
      json_object *pair = json_object_new_array ();

      json_object_array_add (pair, json_object_new_int (h.q));
      json_object_array_add (pair, json_object_new_int (h.r));
      json_object_array_add (array, pair);
    }
  return array;
}

void
wg_cli_print_rulings (const WgRulingList *rulings)
{
  GString *line;

  /* A line that would be empty is left out (docs/cli.md, "Text for people"). */
  if (rulings->n == 0)
    return;
  line = g_string_new (NULL);

  for (guint i = 0; i < rulings->n; i++)
    g_string_append_printf (line, "%s%s", i ? ", " : "", rulings->ids[i]);
  g_print (_ ("Rulings: %s\n"), line->str);
  g_string_free (line, TRUE);
}
