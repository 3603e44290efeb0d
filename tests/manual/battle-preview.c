/* battle-preview.c — render the battle dialog on a game file to a PNG
 * Copyright 2026 The Warpgate Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Usage: battle-preview GAME.json ATTACKER FROM COUNT AT [--attacker-card C]
 *                       [--defender-card C] [--draw] [--apply] [--ask-unknown] [--size WxH]
 *                       [--dark] OUT.png
 * C is the name of a held card ("Pitched Battle") or xN (a typed multiplier);
 * --ask-unknown chooses the defender's first held card whose multiplier is
 * not known, so the dialog asks it.
 * --draw has the Gatekeepers draw; --apply presses Apply to the Table (a
 * question then shows at the top). Run under Xvfb:
 *   xvfb-run -a -s '-screen 0 1280x1600x24' env GTK_A11Y=none GSETTINGS_BACKEND=memory \
 *     GSETTINGS_SCHEMA_DIR=build/data build/tests/app/battle-preview \
 *     tests/data/odds-solo.json blue D1 4 J1 shot.png
 */
#include "config.h"

#include "wg-preview.h"

#include <stdlib.h>
#include <string.h>

#include "wg-battle-dialog.h"

static gboolean
save (GtkWidget  *window,
      const char *output)
{
  g_autofree char *problem = wg_preview_save_png (window, output);

  return problem == NULL;
}

static void
play (WgBattleModel *model,
      WgBattleRole   role,
      const char    *spec)
{
  if (spec == NULL)
    return;
  if (spec[0] == 'x')
    {
      wg_battle_model_choose_multiplier (model, role, atoi (spec + 1));
      return;
    }
  for (guint i = 0; i < wg_battle_model_get_n_cards (model, role); i++)
    if (g_str_equal (wg_battle_model_get_card (model, role, i)->name, spec))
      wg_battle_model_choose_card (model, role, i);
}

static void
wait_ms (int ms)
{
  gint64 end = g_get_monotonic_time () + ms * 1000;

  while (g_get_monotonic_time () < end)
    {
      g_main_context_iteration (NULL, FALSE);
      g_usleep (2000);
    }
}

int
main (int   argc,
      char *argv[])
{
  g_autofree char *a_card = NULL, *d_card = NULL, *size = NULL;
  gboolean         draw = FALSE, apply = FALSE, dark = FALSE, ask = FALSE;
  GOptionEntry     entries[] = {
        { "attacker-card", 0, 0, G_OPTION_ARG_STRING, &a_card, "The attacker's card", "C" },
        { "defender-card", 0, 0, G_OPTION_ARG_STRING, &d_card, "The defender's card", "C" },
        { "draw", 0, 0, G_OPTION_ARG_NONE, &draw, "The Gatekeepers draw", NULL },
        { "apply", 0, 0, G_OPTION_ARG_NONE, &apply, "Press Apply to the Table", NULL },
        { "ask-unknown", 0, 0, G_OPTION_ARG_NONE, &ask, "Ask an unknown card's multiplier", NULL },
        { "size", 0, 0, G_OPTION_ARG_STRING, &size, "The window's size", "WxH" },
        { "dark", 0, 0, G_OPTION_ARG_NONE, &dark, "The dark style", NULL },
        { NULL }
  };
  g_autoptr (GOptionContext) context = g_option_context_new ("GAME ATTACKER FROM COUNT AT OUT");
  g_autoptr (GError) error = NULL;
  g_autoptr (WgSession) session = NULL;
  g_autoptr (WgCatalog) catalog = NULL;
  g_autoptr (GFile) file = NULL;
  WgBattleDialog *dialog;
  WgBattleStart   start = { 0 };
  const WgGame   *game;
  int             width = 600, height = 760, status;

  g_option_context_add_main_entries (context, entries, NULL);
  if (!g_option_context_parse (context, &argc, &argv, &error) || argc != 7)
    {
      g_printerr ("%s\n", error != NULL ? error->message : "GAME ATTACKER FROM COUNT AT OUT");
      return 2;
    }
  if (size != NULL)
    sscanf (size, "%dx%d", &width, &height);
  gtk_init ();
  adw_init ();
  if (dark)
    adw_style_manager_set_color_scheme (adw_style_manager_get_default (),
                                        ADW_COLOR_SCHEME_FORCE_DARK);
  session = wg_session_new ();
  wg_session_set_autosave_dir (session, NULL);
  file = g_file_new_for_commandline_arg (argv[1]);
  if (!wg_session_load_file (session, file, &error))
    {
      g_printerr ("%s\n", error->message);
      return 1;
    }
  game = wg_session_get_game (session);
  start.attacker = wg_game_find_player (game, argv[2]);
  start.origins[0] = wg_board_find_location (game->board, argv[3]);
  start.ships[0] = atoi (argv[4]);
  start.n_origins = 1;
  start.at = wg_board_find_location (game->board, argv[5]);
  if (start.attacker < 0 || start.origins[0] < 0 || start.at < 0)
    {
      g_printerr ("No such player or location\n");
      return 2;
    }
  start.defender = game->stacks[start.at].ship_owner;
  start.defender_ships = game->stacks[start.at].ships;
  catalog = wg_catalog_new_builtin ();

  dialog = wg_battle_dialog_new (NULL, session, catalog, &start);
  gtk_window_set_default_size (GTK_WINDOW (dialog), width, height);
  gtk_window_present (GTK_WINDOW (dialog));
  if (draw)
    wg_battle_model_draw (wg_battle_dialog_get_model (dialog));
  play (wg_battle_dialog_get_model (dialog), WG_ROLE_ATTACKER, a_card);
  play (wg_battle_dialog_get_model (dialog), WG_ROLE_DEFENDER, d_card);
  if (ask)
    wg_battle_model_ask_unknown (wg_battle_dialog_get_model (dialog), WG_ROLE_DEFENDER, 0, TRUE);
  if (apply)
    gtk_widget_activate_action (GTK_WIDGET (dialog), "battle.apply", NULL);
  wait_ms (1500);
  status = save (GTK_WIDGET (dialog), argv[6]) ? 0 : 1;
  gtk_window_destroy (GTK_WINDOW (dialog));
  return status;
}
