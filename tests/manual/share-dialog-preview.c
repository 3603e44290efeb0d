/* share-dialog-preview.c — render the Share to the Table dialog, sharing, to a PNG
 * Copyright 2026 The Warpgate Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Usage: share-dialog-preview [--file GAME.json] [--size WxH] [--scroll PX] [--revoke N]
 *                             OUT.png
 * Shares the game (the bundled sample by default) on 127.0.0.1 and renders
 * the dialog at --size: the watch-only address and each player's own, with
 * their QR codes. --scroll scrolls the list down by PX pixels; --revoke N
 * revokes the address of player N (from 0) first.
 * Run under Xvfb, with the preferences schema of the build:
 *   xvfb-run -a -s '-screen 0 1920x1200x24' env GTK_A11Y=none GSETTINGS_BACKEND=memory \
 *     GSETTINGS_SCHEMA_DIR=build/data build/tests/app/share-dialog-preview \
 *     --file tests/data/share-hands.json --size 360x720 shot.png
 */
#include "config.h"

#include "wg-preview.h"

#include "wg-share-dialog.h"

static GtkWidget *
find_scrolled (GtkWidget *widget)
{
  if (GTK_IS_SCROLLED_WINDOW (widget))
    return widget;
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = find_scrolled (child);

      if (found != NULL)
        return found;
    }
  return NULL;
}

/* The dialog's list scrolled down by its "scroll" pixels. */
static void
scroll (int      frame,
        gpointer data)
{
  GtkWidget *dialog = data;
  GtkWidget *scrolled = find_scrolled (dialog);
  int        px = GPOINTER_TO_INT (g_object_get_data (G_OBJECT (dialog), "scroll"));

  if (scrolled != NULL && px > 0)
    gtk_adjustment_set_value (gtk_scrolled_window_get_vadjustment (GTK_SCROLLED_WINDOW (scrolled)),
                              px);
}

int
main (int   argc,
      char *argv[])
{
  g_autofree char   *file = NULL;
  g_autofree char   *size = NULL;
  int                px = 0, revoke = -1, width = 440, height = 760;
  const GOptionEntry entries[] = {
    { "file", 0, 0, G_OPTION_ARG_FILENAME, &file, "Game file (default: the sample)", "FILE" },
    { "size", 0, 0, G_OPTION_ARG_STRING, &size, "Dialog size (default 440x760)", "WxH" },
    { "scroll", 0, 0, G_OPTION_ARG_INT, &px, "Scroll down by PX pixels", "PX" },
    { "revoke", 0, 0, G_OPTION_ARG_INT, &revoke, "Revoke player N's address", "N" },
    { NULL }
  };
  g_autoptr (GOptionContext) context = g_option_context_new ("OUT.png");
  g_autoptr (GError) error = NULL;
  g_autoptr (WgSession) session = NULL;
  g_autoptr (WgShareServer) server = NULL;
  WgShareDialog *dialog;

  g_option_context_add_main_entries (context, entries, NULL);
  if (!g_option_context_parse (context, &argc, &argv, &error) || argc != 2)
    {
      g_printerr ("%s\n", error ? error->message : "Usage: share-dialog-preview [OPTION…] OUT.png");
      return 2;
    }
  if (!wg_preview_parse_size (size, &width, &height))
    return 2;
  gtk_init ();
  adw_init ();
  wg_preview_load_style ();
  session = wg_preview_load_session (file);
  if (session == NULL)
    return 1;
  server = wg_share_server_new (session, NULL);
  if (!wg_share_server_start (server, "127.0.0.1", 0, &error))
    {
      g_printerr ("%s\n", error->message);
      return 1;
    }
  if (revoke >= 0)
    wg_share_server_revoke_seat (server, revoke);
  dialog = wg_share_dialog_new (NULL, server);
  gtk_window_set_default_size (GTK_WINDOW (dialog), width, height);
  g_object_set_data (G_OBJECT (dialog), "scroll", GINT_TO_POINTER (px));
  return wg_preview_render (GTK_WIDGET (dialog), NULL, argv[1], scroll, dialog);
}
