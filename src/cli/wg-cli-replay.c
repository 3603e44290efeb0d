/* wg-cli-replay.c — warpgate-cli replay: the table after any step of a game's record
 * Copyright 2026 The Warpgate Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Each step is run again with the code of the command that took it
 * (the record's player, wg_record_replay), from the first table of the
 * record; the table after each must be the one recorded (its SHA-256), and
 * the last the file's own.
 */
#include "config.h"

#include <string.h>

#include "wg-cli.h"
#include "wg-game-json.h"
#include "wg-i18n.h"
#include "wg-record-play.h"
#include "wg-record.h"

static const WgCliCommand command = {
  "replay",
  "GAME --step N [--output FILE]",
  N_ ("The table after step N of the game's record (0: the table it starts from), with the "
      "step's sentence and rulings; --output writes it as a game file whose record stops "
      "there. The whole record is replayed first: a record that does not lead to the file's "
      "table is refused (exit 3), naming the first step that disagrees."),
  wg_cli_replay,
};

/* Prints why step @n disagrees; returns 3. */
static int
disagrees (const char *path,
           guint       n,
           const char *why)
{
  g_autofree char *name = wg_cli_escape (path);
  g_autofree char *shown = wg_cli_escape_long (why);

  g_printerr (_ ("warpgate-cli: the record of %s does not replay to its table: step %u "
                 "(record.steps[%u]) disagrees: %s\n"),
              name, n, n - 1, shown);
  return WG_CLI_EXIT_REFUSED;
}

/* Replays the whole record; the table after step @wanted in *at. Returns
 * an exit status (3, printed, when the record disagrees). */
static int
replay_record (const char     *path,
               const WgGame   *game,
               const WgRecord *record,
               guint           wanted,
               WgGame        **at)
{
  g_autoptr (WgReplay) replay = wg_record_replay (record, game, NULL);

  if (replay->why != NULL)
    return disagrees (path, replay->n_agree + 1, replay->why);
  *at = wg_game_copy (g_ptr_array_index (replay->tables, wanted));
  return WG_CLI_EXIT_OK;
}

static void
print_step (const WgRecord *record,
            guint           n,
            const WgGame   *table,
            gboolean        json)
{
  const WgRecordStep *s = n > 0 ? g_ptr_array_index (record->steps, n - 1) : NULL;
  guint               n_steps = record->steps->len;

  if (json)
    {
      json_object *o = json_object_new_object ();
      json_object *rulings = json_object_new_array ();

      for (guint i = 0; s != NULL && s->rulings[i] != NULL; i++)
        json_object_array_add (rulings, json_object_new_string (s->rulings[i]));
      json_object_object_add (o, "step", json_object_new_int ((int) n));
      json_object_object_add (o, "steps", json_object_new_int ((int) n_steps));
      json_object_object_add (o, "command", s ? json_object_new_string (s->command) : NULL);
      json_object_object_add (o, "sentence", s ? json_object_new_string (s->sentence) : NULL);
      json_object_object_add (o, "rulings", rulings);
      json_object_object_add (o, "game", wg_game_to_json (table));
      wg_cli_print_json (o);
      return;
    }
  if (s == NULL)
    g_print (_ ("Step 0 of %u: the table the record starts from.\n"), n_steps);
  else
    {
      g_autofree char *sentence = wg_cli_escape_long (s->sentence);

      g_print (_ ("Step %u of %u (%s): %s\n"), n, n_steps, s->command, sentence);
      if (s->rulings[0] != NULL)
        {
          g_autofree char *ids = g_strjoinv (", ", s->rulings);

          g_print (_ ("Rulings: %s\n"), ids);
        }
    }
}

int
wg_cli_replay (int    argc,
               char **argv)
{
  gboolean         json = FALSE;
  int              wanted = -1, status = WG_CLI_EXIT_OK;
  g_autofree char *output = NULL;
  GOptionEntry     entries[] = {
        { "step", 0, 0, G_OPTION_ARG_INT, &wanted,
          N_ ("The step: 0 is the table the record starts from"), "N" },
        { "output", 0, 0, G_OPTION_ARG_FILENAME, &output,
          N_ ("Also write the table after the step to FILE, its record stopping there"),
          "FILE" },
        { NULL }
  };
  g_autoptr (WgGame) game = NULL, at = NULL;
  g_autoptr (WgRecord) record = NULL;

  if (!wg_cli_parse_options (&command, entries, &json, &argc, &argv, 1, 1))
    return WG_CLI_EXIT_USAGE;
  if (wanted < 0)
    return wg_cli_usage_error (&command, _ ("--step N is required, 0 or more"));
  game = wg_cli_load_game_record (argv[2], &record, &status);
  if (game == NULL)
    return status;
  if ((guint) wanted > record->steps->len)
    return wg_cli_usage_error (&command, _ ("step %d is past the end: the last step is %u"),
                               wanted, record->steps->len);
  status = replay_record (argv[2], game, record, (guint) wanted, &at);
  if (status != WG_CLI_EXIT_OK)
    return status;
  print_step (record, (guint) wanted, at, json);
  wg_record_truncate (record, (guint) wanted);
  if (output != NULL && !wg_cli_write_record (at, record, output, &status))
    return status;
  return WG_CLI_EXIT_OK;
}
