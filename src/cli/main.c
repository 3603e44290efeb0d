/* main.c — warpgate-cli: the referee on the command line
 * Copyright 2026 The Warpgate Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <locale.h>
#include <stdlib.h>
#include <string.h>

#include "wg-cli.h"
#include "wg-i18n.h"
#include "wg-locale-dir.h"

static const WgCliCommand commands[] = {
  { "validate", "GAME", N_ ("Check a game file and list every problem"), wg_cli_validate },
  { "range", "GAME FROM [TO]", N_ ("Range between locations, with a shortest path"),
    wg_cli_range },
  { "moves", "GAME --color C --action ACTION --x N", N_ ("Every legal move of an action"),
    wg_cli_moves },
  { "check", "GAME --color C --action ACTION --x N --from ID --to ID",
    N_ ("Judge one movement: legal or not, and why"), wg_cli_check },
  { "withdraw", "GAME --attacker C --from ID --at PLANET --winner W",
    N_ ("Where the loser of a battle withdraws"), wg_cli_withdraw },
  { "battle", "GAME --attacker C --from ID --at PLANET --attacker-card CARD --defender-card CARD",
    N_ ("Resolve a battle with the two Tactics cards played"), wg_cli_battle },
  { "odds", "GAME --attacker C --from ID --at PLANET [--for attacker|defender]",
    N_ ("The exact odds of a battle before the cards are drawn"), wg_cli_odds },
  { "ai-turn", "GAME [--choose OPTION] [--reveal TYPE]",
    N_ ("Play the Gatekeepers' next card, step by step"), wg_cli_ai_turn },
  { "apply", "GAME --color C --action ACTION --x N [--from ID] [--to ID]",
    N_ ("Apply one action of the active player"), wg_cli_apply },
  { "end-turn", "GAME", N_ ("End the active player's turn, and the round after its last turn"),
    wg_cli_end_turn },
  { "use-token", "GAME --color C --token ID",
    N_ ("Use a held discovery token (the Exploration variant)"), wg_cli_use_token },
  { "score", "GAME", N_ ("The final score, the winner and the tie-break"), wg_cli_score },
  { "replay", "GAME --step N [--output FILE]",
    N_ ("The table after a step of the game's record, checked against the file"),
    wg_cli_replay },
  { "story", "GAME [--output FILE] [--format html|pdf]",
    N_ ("The game told as one self-contained HTML page or a PDF, from its record"), wg_cli_story },
};

static void
print_help (void)
{
  g_print (_ ("Usage:\n  warpgate-cli COMMAND GAME.json [OPTIONS]   (GAME.json may be - for "
              "standard input)\n  warpgate-cli --help | COMMAND --help | --version\n\n"
              "The Warpgate referee: answers from a game file, as the app does.\n\n"
              "Commands:\n"));
  for (guint i = 0; i < G_N_ELEMENTS (commands); i++)
    g_print ("  %-10s %s\n", commands[i].name, _ (commands[i].summary));
  g_print (_ ("\nExit status: 0 answered, 2 bad command line, 3 game file refused, "
              "4 unknown location, colour or card, 5 not now (not that player's turn, the game is "
              "over).\n"));
}

/* Where the translations are (wg_locale_dir): run from the build tree
 * (as build-aux/run.sh and the tests do), the .mo files compiled there;
 * installed, the ones under the program's own prefix. The build tree is
 * told by the program's own folder, which the build records
 * (WG_BUILD_EXEDIR). */
static char *
locale_dir (void)
{
  g_autofree char *exe = g_file_read_link ("/proc/self/exe", NULL);
  g_autofree char *dir = exe != NULL ? g_path_get_dirname (exe) : NULL;
  g_autofree char *build = realpath (WG_BUILD_EXEDIR, NULL);

  return wg_locale_dir (dir, build, WG_BUILD_LOCALEDIR, BINDIR_REL, LOCALEDIR_REL,
                        LOCALEDIR);
}

int
main (int    argc,
      char **argv)
{
  g_autofree char *locales = locale_dir ();

  setlocale (LC_ALL, "");
  bindtextdomain (GETTEXT_PACKAGE, locales);
  bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");
  textdomain (GETTEXT_PACKAGE);

  if (argc < 2)
    {
      print_help ();
      return WG_CLI_EXIT_USAGE;
    }
  if (strcmp (argv[1], "--help") == 0 || strcmp (argv[1], "-h") == 0
      || strcmp (argv[1], "help") == 0)
    {
      print_help ();
      return WG_CLI_EXIT_OK;
    }
  if (strcmp (argv[1], "--version") == 0)
    {
      g_print ("warpgate-cli %s\n", PACKAGE_VERSION);
      return WG_CLI_EXIT_OK;
    }
  for (guint i = 0; i < G_N_ELEMENTS (commands); i++)
    if (strcmp (argv[1], commands[i].name) == 0)
      return commands[i].run (argc, argv);
  g_printerr (_ ("warpgate-cli: unknown command “%s”. Try “warpgate-cli --help”.\n"), argv[1]);
  return WG_CLI_EXIT_USAGE;
}
