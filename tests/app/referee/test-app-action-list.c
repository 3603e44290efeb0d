/* test-app-action-list.c — the Action row's list opens the same way whatever action is chosen
 * Copyright 2026 The Warpgate Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Issue 31: the list of twelve actions opened scrolled to the chosen one,
 * so the same spot on the screen picked a different action from one
 * opening to the next (two wrong picks in an evening). It now opens with
 * every action at the same place, whatever is chosen.
 */
#include "config.h"

#include "wg-action-model.h"
#include "wg-action-panel.h"
#include "wg-test-app.h"

#include "../shell/wg-test-keys.h"

/* A few frames: the popover laid out and shown. */
static void
settle (void)
{
  gint64 end = g_get_monotonic_time () + 300 * 1000;

  while (g_get_monotonic_time () < end)
    {
      g_main_context_iteration (NULL, FALSE);
      g_usleep (1000);
    }
}

/* The list's rows, in order, as they are placed on the screen: each row's
 * top in the popover. */
static GArray *
row_places (GtkWidget *popover)
{
  GArray          *tops = g_array_new (FALSE, FALSE, sizeof (double));
  GtkWidget       *list = wg_test_find_type (popover, GTK_TYPE_LIST_VIEW);
  graphene_point_t origin;

  g_assert_nonnull (list);
  for (GtkWidget *row = gtk_widget_get_first_child (list); row != NULL;
       row = gtk_widget_get_next_sibling (row))
    {
      double top;

      if (!gtk_widget_get_mapped (row) || !gtk_widget_compute_point (row, popover, &GRAPHENE_POINT_INIT (0, 0), &origin))
        continue;
      top = origin.y;
      g_array_append_val (tops, top);
    }
  return tops;
}

/* Opens the list as a person does, with Space on the focused row (the
 * list then takes the focus), and returns where its rows are. */
static GArray *
open_list (WgWindow  *window,
           GtkWidget *row,
           GtkWidget *popover)
{
  gtk_widget_grab_focus (row);
  g_assert_true (wg_keys_press (GTK_WINDOW (window), GDK_KEY_space, 0));
  wg_test_iterate_until (gtk_widget_get_mapped (popover));
  settle ();
  g_assert_true (gtk_widget_is_ancestor (gtk_window_get_focus (GTK_WINDOW (window)), popover));
  return row_places (popover);
}

/* The list opened, gone down to its last action with the keys (End) and
 * closed (Escape), then opened again, then with Draw (the last) chosen,
 * then Promote: the twelve actions are all shown, each at the same place
 * every time. */
static void
test_same_places (void)
{
  static const WgAction chosen[] = { WG_ACTION_RECON, WG_ACTION_RECON, WG_ACTION_DRAW,
                                     WG_ACTION_PROMOTE };
  WgWindow             *window = wg_test_sample_window ();
  GtkWidget            *panel = wg_test_find_type (GTK_WIDGET (window), WG_TYPE_ACTION_PANEL);
  GtkWidget            *row, *popover;
  g_autoptr (GArray) first = NULL;

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.show-page", "s", "actions"));
  row = wg_test_nth (panel, ADW_TYPE_COMBO_ROW, 1);
  g_assert_cmpstr (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (row)), ==, "Action");
  popover = wg_test_find_type (row, GTK_TYPE_POPOVER);
  g_assert_nonnull (popover);
  for (guint i = 0; i < G_N_ELEMENTS (chosen); i++)
    {
      g_autoptr (GArray) tops = NULL;

      adw_combo_row_set_selected (ADW_COMBO_ROW (row), chosen[i]);
      settle ();
      tops = open_list (window, row, popover);
      g_assert_cmpuint (tops->len, ==, WG_N_ACTIONS);
      /* The last one whole: nothing to scroll. */
      g_assert_cmpfloat (g_array_index (tops, double, WG_N_ACTIONS - 1) * 2
                           - g_array_index (tops, double, WG_N_ACTIONS - 2),
                         <=, gtk_widget_get_height (popover));
      if (first == NULL)
        first = g_array_ref (tops);
      for (guint r = 0; r < WG_N_ACTIONS; r++)
        if (g_array_index (tops, double, r) != g_array_index (first, double, r))
          g_error ("opening %u: action %u at %.0f px, first at %.0f px", i, r,
                   g_array_index (tops, double, r), g_array_index (first, double, r));
      /* Down to the last action, as the arrow keys go, then closed. */
      g_assert_true (wg_keys_press (GTK_WINDOW (window), GDK_KEY_End, 0));
      settle ();
      g_assert_true (wg_keys_press (GTK_WINDOW (window), GDK_KEY_Escape, 0));
      wg_test_iterate_until (!gtk_widget_get_mapped (popover));
    }
  wg_test_destroy_window (window);
}

int
main (int   argc,
      char *argv[])
{
  g_autofree char *home = wg_test_app_init (&argc, &argv);
  int              status;

  g_test_add_func ("/wg/app/action-list/same-places", test_same_places);
  status = g_test_run ();
  wg_test_app_cleanup (home);
  return status;
}
