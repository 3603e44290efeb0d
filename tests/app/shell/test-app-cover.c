/* test-app-cover.c — nothing the window shows covers what it describes
 * Copyright 2026 The Warpgate Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Issue 31, item 26: the Range card covered the top-left hexes of the
 * board it explains, a tooltip opened over "Export as PNG…", and the
 * exported sheet's winner spilled out of its row.
 */
#include "config.h"

#include "wg-score-window.h"
#include "wg-test-app.h"
#include "wg-window-private.h"

/* A few frames: what a frame's layout changed is laid out again. */
static void
settle (void)
{
  gint64 end = g_get_monotonic_time () + 200 * 1000;

  while (g_get_monotonic_time () < end)
    {
      g_main_context_iteration (NULL, FALSE);
      g_usleep (1000);
    }
}

/* The Final Score's Export menu open: "Export as PNG…" is its first item,
 * right under the button, and the button has no tooltip to open over it
 * (its label says what it does; screen readers hear its description). */
static void
test_export_menu (void)
{
  WgWindow  *window = wg_test_sample_window ();
  GtkWindow *score;
  GtkWidget *button, *popover;

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.show-score", NULL));
  wg_test_iterate_until ((score = wg_test_toplevel_of_type (WG_TYPE_SCORE_WINDOW)) != NULL
                         && gtk_widget_get_mapped (GTK_WIDGET (score)));
  button = wg_test_find_type (GTK_WIDGET (score), GTK_TYPE_MENU_BUTTON);
  g_assert_nonnull (button);
  gtk_menu_button_popup (GTK_MENU_BUTTON (button));
  popover = GTK_WIDGET (gtk_menu_button_get_popover (GTK_MENU_BUTTON (button)));
  wg_test_iterate_until (gtk_widget_get_mapped (popover));
  settle ();
  g_assert_nonnull (wg_test_find_label (popover, "Export as PNG…"));
  g_assert_false (gtk_widget_get_has_tooltip (button));
  g_assert_null (gtk_widget_get_tooltip_text (button));
  gtk_menu_button_popdown (GTK_MENU_BUTTON (button));
  gtk_window_destroy (score);
  wg_test_destroy_window (window);
}

int
main (int   argc,
      char *argv[])
{
  g_autofree char *home = wg_test_app_init (&argc, &argv);
  int              status;

  g_test_add_func ("/wg/app/cover/export-menu", test_export_menu);
  status = g_test_run ();
  wg_test_app_cleanup (home);
  return status;
}
