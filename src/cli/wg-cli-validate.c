/* wg-cli-validate.c — warpgate-cli validate: every problem of a game file
 * Copyright 2026 The Warpgate Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "wg-cli.h"
#include "wg-game-json.h"
#include "wg-schema-json.h"
#include "wg-i18n.h"

static const WgCliCommand command = {
  "validate",
  "GAME",
  N_ ("Check a game file and list every problem it has."),
  wg_cli_validate,
};

int
wg_cli_validate (int    argc,
                 char **argv)
{
  gboolean json = FALSE;
  g_autoptr (GPtrArray) problems = NULL;
  g_autoptr (GError) error = NULL;
  g_autofree char *data = NULL;
  gsize            length = 0;

  if (!wg_cli_parse_options (&command, NULL, &json, &argc, &argv, 1, 1))
    return WG_CLI_EXIT_USAGE;

  data = wg_cli_read_input (argv[2], &length, &error);
  if (data != NULL)
    problems = wg_game_validate_data (data, length);
  else
    {
      /* A file that cannot be read is one problem of the document. */
      WgProblem *p = g_new0 (WgProblem, 1);

      p->path = g_strdup ("");
      p->message = g_strdup (error->message);
      problems = g_ptr_array_new_with_free_func ((GDestroyNotify) wg_problem_free);
      g_ptr_array_add (problems, p);
    }

  if (json)
    {
      json_object *o = json_object_new_object ();
      json_object *errors = json_object_new_array ();

      for (guint i = 0; i < problems->len; i++)
        {
          WgProblem   *p = g_ptr_array_index (problems, i);
          json_object *e = json_object_new_object ();

          json_object_object_add (e, "path", json_object_new_string (p->path));
          json_object_object_add (e, "message", json_object_new_string (p->message));
          json_object_array_add (errors, e);
        }
      json_object_object_add (o, "valid", json_object_new_boolean (problems->len == 0));
      json_object_object_add (o, "errors", errors);
      wg_cli_print_json (o);
    }
  else if (problems->len == 0)
    {
      g_autofree char *shown = wg_cli_escape (argv[2]);

      g_print (_ ("%s: a valid game file.\n"), shown);
    }
  else
    {
      g_print (g_dngettext (GETTEXT_PACKAGE, "%s: %u problem.\n", "%s: %u problems.\n",
                            problems->len),
               argv[2], problems->len);
      for (guint i = 0; i < problems->len; i++)
        {
          g_autofree char *text = wg_problem_to_string (g_ptr_array_index (problems, i));
          g_autofree char *shown = wg_cli_escape_long (text);

          g_print ("  %s\n", shown);
        }
    }
  return problems->len == 0 ? WG_CLI_EXIT_OK : WG_CLI_EXIT_REFUSED;
}
