/* share-preview.c — the shared page in a real browser, to a PNG
 * Copyright 2026 The Warpgate Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Usage: share-preview URL [--size WxH] [--phone] [--dark] [--whole] OUT.png
 *
 * Opens URL (the address `warpgate-companion --share GAME` prints) in
 * headless Chromium at WxH CSS pixels (default 1920x1080; --phone lays it
 * out as a phone does), light or --dark, waits until the page shows the
 * table, and saves what it shows: the board as the page first shows it,
 * or with --whole as its whole-board button does. build-aux/screenshots.sh makes the user
 * guide's pictures of the page with it.
 */
#include "config.h"

#include <stdio.h>

#include "wg-test-browser.h"

int
main (int   argc,
      char *argv[])
{
  g_autofree char *size = NULL;
  gboolean         phone = FALSE, dark = FALSE, whole = FALSE;
  GOptionEntry     entries[] = {
        { "size", 0, 0, G_OPTION_ARG_STRING, &size, "The viewport, in CSS pixels", "WxH" },
        { "phone", 0, 0, G_OPTION_ARG_NONE, &phone, "Lay the page out as a phone does", NULL },
        { "dark", 0, 0, G_OPTION_ARG_NONE, &dark, "The browser's dark style", NULL },
        { "whole", 0, 0, G_OPTION_ARG_NONE, &whole, "The whole board (its button pressed)", NULL },
        { NULL },
  };
  g_autoptr (GOptionContext) context = g_option_context_new ("URL OUT.png");
  g_autoptr (GError) error = NULL;
  g_autoptr (WgTestBrowser) page = NULL;
  int width = 1920, height = 1080;

  g_option_context_add_main_entries (context, entries, NULL);
  if (!g_option_context_parse (context, &argc, &argv, &error) || argc != 3)
    {
      fprintf (stderr, "share-preview: %s\n",
               error != NULL ? error->message : "give the page's address and a PNG to write");
      return 2;
    }
  if (size != NULL && sscanf (size, "%dx%d", &width, &height) != 2)
    {
      fprintf (stderr, "share-preview: --size: “%s” is not WxH\n", size);
      return 2;
    }
  page = wg_test_browser_open (g_getenv ("WG_BROWSER"), argv[1], width, height, phone, 90,
                               &error);
  if (page == NULL || !wg_test_browser_set_dark (page, dark, &error)
      || !wg_test_browser_wait (page,
                                "document.body.dataset.seq !== undefined && document.fonts.status"
                                " === 'loaded'",
                                60, &error))
    {
      fprintf (stderr, "share-preview: %s\n", error->message);
      return 1;
    }
  if (whole)
    {
      g_autofree char *done =
        wg_test_browser_eval (page, "String(document.getElementById('zoom-fit').click())", &error);

      if (done == NULL)
        {
          fprintf (stderr, "share-preview: %s\n", error->message);
          return 1;
        }
    }
  /* A moment for the last layout and paint. */
  {
    gint64 until = g_get_monotonic_time () + G_USEC_PER_SEC / 2;

    while (g_get_monotonic_time () < until)
      {
        g_main_context_iteration (NULL, FALSE);
        g_usleep (10000);
      }
  }
  if (!wg_test_browser_screenshot (page, argv[2], &error))
    {
      fprintf (stderr, "share-preview: %s\n", error->message);
      return 1;
    }
  return 0;
}
