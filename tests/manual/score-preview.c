/* score-preview.c — render the score window, or the end of round checklist, to a PNG
 * Copyright 2026 The Warpgate Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Usage: score-preview [--file GAME.json] [--end-turns N] [--no-trade-goods] [--size WxH]
 *                      [--dark] [--export PREFIX] [--log-play] [--recent FILE…] OUT.png
 * Without --end-turns, the score window on the game (the bundled sample by
 * default). With it, a turn panel on the game ends N turns (End Turn, as
 * clicked) and the last round end checklist is rendered. --no-trade-goods
 * empties the Trade Goods pool first (the next round is the last).
 * --export also writes PREFIX.png and PREFIX.pdf with wg-score-report.
 * --log-play renders Log Play over the score window instead, the play on
 * 2026-11-29 at 19:30, 95 minutes, at --size. --recent (once per file)
 * renders Recent Games instead, on a recent list of its own holding the
 * files given, once every file is read.
 * Run under Xvfb, with the preferences schema of the build:
 *   xvfb-run -a -s '-screen 0 1280x800x24' env GTK_A11Y=none GSETTINGS_BACKEND=memory \
 *     GSETTINGS_SCHEMA_DIR=build/data build/tests/app/score-preview \
 *     --file tests/data/score-ai.json shot.png
 */
#include "config.h"

#include <glib/gstdio.h>

#include "wg-preview.h"

#include "wg-end-turn-model.h"
#include "wg-recent-game.h"
#include "wg-recent-games-window.h"
#include "wg-round-end-dialog.h"
#include "wg-score-report.h"
#include "wg-score-window.h"
#include "wg-turn-panel.h"

/* The checklist over the turn panel's window, after @n End Turns (the
 * window's End Turn model, as End Turn clicked runs it). */
static GtkWidget *
end_turns (WgSession  *session,
           int         n,
           GtkWidget **owner)
{
  GtkWidget *window = gtk_window_new ();
  GtkWidget *panel = wg_turn_panel_new ();
  g_autoptr (WgEndTurnModel) model = wg_end_turn_model_new (session);
  WgRoundEndModel  *round_end;
  WgRoundEndDialog *dialog;

  wg_sidebar_page_set_session (WG_SIDEBAR_PAGE (panel), session);
  gtk_window_set_child (GTK_WINDOW (window), panel);
  gtk_window_set_default_size (GTK_WINDOW (window), 1120, 740);
  gtk_window_present (GTK_WINDOW (window));
  for (int i = 0; i < n; i++)
    wg_end_turn_model_end_turn (model);
  *owner = window;
  round_end = wg_end_turn_model_get_round_end (model);
  if (round_end == NULL || wg_round_end_model_get_kind (round_end) == WG_ROUND_END_NONE)
    return NULL;
  dialog = wg_round_end_dialog_new (GTK_WINDOW (window), round_end);
  gtk_window_present (GTK_WINDOW (dialog));
  return GTK_WIDGET (dialog);
}

static void
on_saved (gboolean *saved)
{
  *saved = TRUE;
}

/* Recent Games on @files, in a recent list in a temporary *@folder, to be
 * removed once the picture is taken (the list follows its file). */
static GtkWidget *
recent_games (char **files,
              int    width,
              int    height,
              char **folder)
{
  g_autofree char *dir = g_dir_make_tmp ("wg-recent-preview-XXXXXX", NULL);
  g_autofree char *xbel = g_build_filename (dir, "recently-used.xbel", NULL);
  g_autoptr (GtkRecentManager) manager = g_object_new (GTK_TYPE_RECENT_MANAGER, "filename", xbel,
                                                       NULL);
  const char          *groups[] = { "warpgate-companion", NULL };
  GtkRecentData        data = { .mime_type = (char *) "application/json",
                                .app_name = (char *) "Warpgate Companion",
                                .app_exec = (char *) "warpgate-companion %u",
                                .groups = (char **) groups };
  WgRecentGamesWindow *window;
  GListModel          *games;
  guint                n = g_strv_length (files), done = 0;
  gboolean             saved = FALSE;

  for (guint i = 0; i < n; i++)
    {
      g_autoptr (GFile) file = g_file_new_for_commandline_arg (files[i]);
      g_autofree char *uri = g_file_get_uri (file);

      gtk_recent_manager_add_full (manager, uri, &data);
    }
  /* The list is written once, later: then the folder can go. */
  g_signal_connect_swapped (manager, "changed", G_CALLBACK (on_saved), &saved);
  while (!saved)
    g_main_context_iteration (NULL, TRUE);
  window = wg_recent_games_window_new (NULL, manager, "warpgate-companion", NULL);
  gtk_window_set_default_size (GTK_WINDOW (window), width, height);
  games = wg_recent_games_window_get_games (window);
  while (done < n)
    {
      g_main_context_iteration (NULL, TRUE);
      done = 0;
      for (guint i = 0; i < g_list_model_get_n_items (games); i++)
        {
          g_autoptr (WgRecentGame) game = g_list_model_get_item (games, i);

          done += wg_recent_game_get_state (game) != WG_RECENT_GAME_LOADING;
        }
    }
  *folder = g_steal_pointer (&dir);
  return GTK_WIDGET (window);
}

int
main (int   argc,
      char *argv[])
{
  g_autofree char *file = NULL;
  g_autofree char *size = NULL;
  g_autofree char *export = NULL;
  gboolean dark = FALSE, no_trade_goods = FALSE, log_play = FALSE;
  g_auto (GStrv) recent = NULL;
  g_autofree char   *folder = NULL;
  int                status;
  int                turns = 0;
  GtkWidget         *shown, *owner;
  const GOptionEntry entries[] = {
    { "file", 0, 0, G_OPTION_ARG_FILENAME, &file, "Game file (default: the sample)", "FILE" },
    { "end-turns", 0, 0, G_OPTION_ARG_INT, &turns, "End N turns, show the checklist", "N" },
    { "no-trade-goods", 0, 0, G_OPTION_ARG_NONE, &no_trade_goods, "Empty the pool", NULL },
    { "size", 0, 0, G_OPTION_ARG_STRING, &size, "Window size (default 860x560)", "WxH" },
    { "dark", 0, 0, G_OPTION_ARG_NONE, &dark, "Dark style", NULL },
    { "export", 0, 0, G_OPTION_ARG_FILENAME, &export, "Also export PREFIX.png/.pdf", "PREFIX" },
    { "log-play", 0, 0, G_OPTION_ARG_NONE, &log_play, "Show Log Play over the sheet", NULL },
    { "recent", 0, 0, G_OPTION_ARG_FILENAME_ARRAY, &recent, "Show Recent Games with FILE", "FILE" },
    { NULL }
  };
  g_autoptr (GOptionContext) context = g_option_context_new ("OUT.png");
  g_autoptr (GError) error = NULL;
  g_autoptr (WgSession) session = NULL;
  g_autoptr (WgCatalog) catalog = NULL;
  int width = 860, height = 560;

  g_option_context_add_main_entries (context, entries, NULL);
  if (!g_option_context_parse (context, &argc, &argv, &error) || argc != 2)
    {
      g_printerr ("%s\n", error ? error->message : "Usage: score-preview [OPTION…] OUT.png");
      return 2;
    }
  if (!wg_preview_parse_size (size, &width, &height))
    return 2;

  gtk_init ();
  adw_init ();
  if (dark)
    adw_style_manager_set_color_scheme (adw_style_manager_get_default (),
                                        ADW_COLOR_SCHEME_FORCE_DARK);
  wg_preview_load_style ();

  session = wg_preview_load_session (file);
  if (session == NULL)
    return 1;
  if (no_trade_goods)
    {
      WgGame *game = wg_game_copy (wg_session_get_game (session));

      game->trade_goods = 0;
      if (!wg_session_apply (session, game, "No Trade Good is left", &error))
        {
          g_printerr ("%s\n", error->message);
          return 1;
        }
    }
  catalog = wg_catalog_new_builtin ();

  if (recent != NULL)
    shown = owner = recent_games (recent, width, height, &folder);
  else if (turns > 0)
    {
      shown = end_turns (session, turns, &owner);
      if (shown == NULL)
        {
          g_printerr ("No round ended after %d turns\n", turns);
          return 1;
        }
    }
  else
    {
      WgScoreWindow *window = wg_score_window_new (NULL, session, catalog);

      if (export != NULL)
        {
          g_autofree char *png = g_strconcat (export, ".png", NULL);
          g_autofree char *pdf = g_strconcat (export, ".pdf", NULL);
          WgScoreModel    *model = wg_score_window_get_model (window);

          if (!wg_score_report_export_png (model, png, &error)
              || !wg_score_report_export_pdf (model, pdf, &error))
            {
              g_printerr ("%s\n", error->message);
              return 1;
            }
        }
      shown = owner = GTK_WIDGET (window);
      gtk_window_set_default_size (GTK_WINDOW (window), width, height);
      if (log_play)
        {
          g_autoptr (GDateTime) now = g_date_time_new_local (2026, 11, 29, 19, 30, 0);
          g_autoptr (GDateTime) began = g_date_time_add_minutes (now, -95);
          WgLogPlayDialog *dialog = wg_log_play_dialog_new (GTK_WINDOW (window),
                                                            wg_score_window_get_model (window),
                                                            began, now);

          gtk_window_present (GTK_WINDOW (window));
          gtk_window_set_default_size (GTK_WINDOW (dialog), width, height);
          shown = GTK_WIDGET (dialog);
        }
    }
  status = wg_preview_render (shown, owner, argv[1], NULL, NULL);
  if (folder != NULL)
    {
      g_autofree char *xbel = g_build_filename (folder, "recently-used.xbel", NULL);

      g_unlink (xbel);
      g_rmdir (folder);
    }
  return status;
}
