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
#include "wg-json-private.h"
#include "wg-hex.h"
#include "wg-i18n.h"

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
  int              positional;

  context = g_option_context_new (usage);
  g_option_context_set_translation_domain (context, GETTEXT_PACKAGE);
  g_option_context_set_summary (context, _ (command->summary));
  if (entries != NULL)
    g_option_context_add_main_entries (context, entries, GETTEXT_PACKAGE);
  if (json != NULL)
    g_option_context_add_main_entries (context, json_entry, GETTEXT_PACKAGE);
  if (!g_option_context_parse (context, argc, argv, &error))
    {
      wg_cli_usage_error (command, "%s", error->message);
      return FALSE;
    }
  /* argv[0] is the program, argv[1] the command name. */
  positional = *argc - 2;
  if (positional < n_min || positional > n_max)
    {
      wg_cli_usage_error (command, _ ("expected %s"), command->parameters);
      return FALSE;
    }
  return TRUE;
}

int
wg_cli_usage_error (const WgCliCommand *command,
                    const char         *format,
                    ...)
{
  g_autofree char *message = NULL;
  va_list          args;

  va_start (args, format);
  message = g_strdup_vprintf (format, args);
  va_end (args);
  g_printerr ("warpgate-cli %s: %s\n", command->name, message);
  g_printerr (_ ("Try “warpgate-cli %s --help”.\n"), command->name);
  return WG_CLI_EXIT_USAGE;
}

int
wg_cli_unknown (const char *format,
                ...)
{
  g_autofree char *message = NULL;
  va_list          args;

  va_start (args, format);
  message = g_strdup_vprintf (format, args);
  va_end (args);
  g_printerr ("warpgate-cli: %s\n", message);
  return WG_CLI_EXIT_UNKNOWN;
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
  gsize   length = 0;
  WgGame *game;

  data = wg_cli_read_input (path, &length, &error);
  game = data ? wg_game_load_from_data (data, length, &error) : NULL;
  if (game == NULL)
    {
      const char *name = g_strcmp0 (path, "-") == 0 ? _ ("standard input") : path;

      if (error->domain == WG_FILE_ERROR)
        g_printerr (_ ("warpgate-cli: %s was refused: %s\n"), name, error->message);
      else
        g_printerr ("warpgate-cli: %s\n", error->message);
      *status = WG_CLI_EXIT_REFUSED;
    }
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
      if (error->domain == WG_FILE_ERROR)
        g_printerr (_ ("warpgate-cli: the card catalog %s was refused: %s\n"), path,
                    error->message);
      else
        g_printerr ("warpgate-cli: %s\n", error->message);
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
  g_autoptr (WgCatalog) catalog = wg_catalog_new_builtin ();
  g_autofree char *user = g_build_filename (g_get_user_data_dir (), "warpgate-companion",
                                            "cards.json", NULL);

  if (g_file_test (user, G_FILE_TEST_EXISTS) && !merge_catalog_file (&catalog, user, status))
    return NULL;
  if (path != NULL && !merge_catalog_file (&catalog, path, status))
    return NULL;
  return g_steal_pointer (&catalog);
}

gboolean
wg_cli_lookup_location (const WgGame *game,
                        const char   *id,
                        int          *cell)
{
  *cell = wg_board_find_location (game->board, id);
  if (*cell < 0)
    {
      wg_cli_unknown (_ ("the board has no planet or warpgate called “%s”"), id);
      return FALSE;
    }
  return TRUE;
}

gboolean
wg_cli_lookup_player (const WgGame *game,
                      const char   *color,
                      int          *player)
{
  *player = wg_game_find_player (game, color);
  if (*player < 0)
    {
      wg_cli_unknown (_ ("the game has no player “%s”"), color);
      return FALSE;
    }
  return TRUE;
}

void
wg_cli_print_json (json_object *object)
{
  g_autofree char *text = wg_json_to_pretty_string (object);

  fputs (text, stdout);
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

json_object *
wg_cli_string_or_null (const char *value)
{
  return value ? json_object_new_string (value) : NULL;
}

void
wg_cli_print_rulings (const WgRulingList *rulings)
{
  GString *line = g_string_new (NULL);

  for (guint i = 0; i < rulings->n; i++)
    g_string_append_printf (line, "%s%s", i ? ", " : "", rulings->ids[i]);
  g_print (_ ("Rulings: %s\n"), line->str);
  g_string_free (line, TRUE);
}
