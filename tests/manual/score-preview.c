/* score-preview.c — render the score window, or the end of round checklist, to a PNG
 * Copyright 2026 The Warpgate Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Usage: score-preview [--file GAME.json] [--end-turns N] [--no-trade-goods] [--size WxH]
 *                      [--dark] [--export PREFIX] [--log-play] OUT.png
 * Without --end-turns, the score window on the game (the bundled sample by
 * default). With it, a turn panel on the game ends N turns (End Turn, as
 * clicked) and the last round end checklist is rendered. --no-trade-goods
 * empties the Trade Goods pool first (the next round is the last).
 * --export also writes PREFIX.png and PREFIX.pdf with wg-score-report.
 * --log-play renders Log Play over the score window instead, the play on
 * 2026-11-29 at 19:30, 95 minutes, at --size.
 * Run under Xvfb, with the preferences schema of the build:
 *   xvfb-run -a -s '-screen 0 1280x800x24' env GTK_A11Y=none GSETTINGS_BACKEND=memory \
 *     GSETTINGS_SCHEMA_DIR=build/data build/tests/app/score-preview \
 *     --file tests/data/score-ai.json shot.png
 */
#include "config.h"

#include "wg-preview.h"

#include "wg-end-turn-model.h"
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

int
main (int   argc,
      char *argv[])
{
  g_autofree char *file = NULL;
  g_autofree char *size = NULL;
  g_autofree char *export = NULL;
  gboolean           dark = FALSE, no_trade_goods = FALSE, log_play = FALSE;
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

  if (turns > 0)
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
  return wg_preview_render (shown, owner, argv[1], NULL, NULL);
}
