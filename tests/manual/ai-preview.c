/* ai-preview.c — render the Gatekeepers' panel beside the board to a PNG, a turn played or not
 * Copyright 2026 The Warpgate Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Usage: ai-preview [--file GAME.json] [--play] [--answer ID]… [--apply] [--dark]
 *                   [--size WxH] OUT.png
 * Without --file the bundled sample game is shown. --play plays the AI's
 * card, each --answer answers its question, --apply applies the turn.
 * Run under Xvfb, with the preferences schema of the build:
 *   xvfb-run -a -s '-screen 0 1280x800x24' env GTK_A11Y=none GSETTINGS_BACKEND=memory \
 *     GSETTINGS_SCHEMA_DIR=build/data build/tests/app/ai-preview \
 *     --file tests/data/ai-attack-battle.json --play shot.png
 */
#include "config.h"

#include "wg-preview.h"

#include "wg-ai-panel.h"
#include "wg-board-view.h"

static GtkWidget *
build_window (WgSession *session,
              GtkWidget *panel)
{
  GtkWidget *window = adw_window_new ();
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 0);
  GtkWidget *view = wg_board_view_new ();
  GtkWidget *scrolled = gtk_scrolled_window_new ();
  GtkWidget *clamp = adw_clamp_new ();

  wg_board_view_set_session (WG_BOARD_VIEW (view), session);
  gtk_widget_set_hexpand (view, TRUE);
  gtk_box_append (GTK_BOX (box), view);
  gtk_box_append (GTK_BOX (box), gtk_separator_new (GTK_ORIENTATION_VERTICAL));
  gtk_widget_set_margin_start (panel, 12);
  gtk_widget_set_margin_end (panel, 12);
  gtk_widget_set_margin_top (panel, 18);
  gtk_widget_set_margin_bottom (panel, 18);
  adw_clamp_set_child (ADW_CLAMP (clamp), panel);
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (scrolled), clamp);
  gtk_scrolled_window_set_policy (GTK_SCROLLED_WINDOW (scrolled), GTK_POLICY_NEVER,
                                  GTK_POLICY_AUTOMATIC);
  gtk_widget_set_size_request (scrolled, 340, -1);
  gtk_box_append (GTK_BOX (box), scrolled);
  adw_window_set_content (ADW_WINDOW (window), box);
  return window;
}

int
main (int   argc,
      char *argv[])
{
  g_autofree char *file = NULL;
  g_autofree char *size = NULL;
  g_auto (GStrv) answers = NULL;
  gboolean           dark = FALSE, play = FALSE, apply = FALSE;
  GtkWidget         *window;
  const GOptionEntry entries[] = {
    { "file", 0, 0, G_OPTION_ARG_FILENAME, &file, "Game file (default: the sample)", "FILE" },
    { "play", 0, 0, G_OPTION_ARG_NONE, &play, "Play the AI's card", NULL },
    { "answer", 0, 0, G_OPTION_ARG_STRING_ARRAY, &answers, "Answer its question", "ID" },
    { "apply", 0, 0, G_OPTION_ARG_NONE, &apply, "Apply the turn", NULL },
    { "size", 0, 0, G_OPTION_ARG_STRING, &size, "Window size (default 1100x860)", "WxH" },
    { "dark", 0, 0, G_OPTION_ARG_NONE, &dark, "Dark style", NULL },
    { NULL }
  };
  g_autoptr (GOptionContext) context = g_option_context_new ("OUT.png");
  g_autoptr (GError) error = NULL;
  g_autoptr (WgSession) session = NULL;
  GtkWidget *panel;
  WgAiModel *model;
  int        width = 1100, height = 860;

  g_option_context_add_main_entries (context, entries, NULL);
  if (!g_option_context_parse (context, &argc, &argv, &error) || argc != 2)
    {
      g_printerr ("%s\n", error ? error->message : "Usage: ai-preview [OPTION…] OUT.png");
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

  panel = wg_ai_panel_new ();
  wg_sidebar_page_set_session (WG_SIDEBAR_PAGE (panel), session);
  model = wg_ai_panel_get_model (WG_AI_PANEL (panel));
  if (play && !wg_ai_model_play (model))
    g_printerr ("The AI cannot play: %s\n", wg_ai_model_get_reason (model));
  for (guint i = 0; answers != NULL && answers[i] != NULL; i++)
    if (!wg_ai_model_answer (model, answers[i]))
      g_printerr ("Not an option: %s\n", answers[i]);
  if (apply && wg_ai_model_get_state (model) != WG_AI_MODEL_READY)
    g_printerr ("No turn to apply\n");
  else if (apply && !wg_ai_model_apply (model, &error))
    g_printerr ("Not applied: %s\n", error->message);

  window = build_window (session, panel);
  gtk_window_set_default_size (GTK_WINDOW (window), width, height);
  return wg_preview_render (window, NULL, argv[1], NULL, NULL);
}
