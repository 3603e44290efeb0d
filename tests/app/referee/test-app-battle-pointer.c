/* test-app-battle-pointer.c — the battle dialog under a real pointer: moved and resized quietly
 * Copyright 2026 The Warpgate Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * GTK 4.8 cannot make a pointer event in-process, so the presses here are
 * real ones on the test's X server, made by xdotool (its path is the
 * program's argument), while the test runs the main loop. The X server has
 * no window manager: GDK moves and resizes the window itself, holding the
 * pointer as a window manager would.
 */
#include "config.h"

#include <string.h>

#include "wg-battle-dialog.h"
#include "wg-test-fixture.h"

static const char *xdotool;
static guint       warnings;

static void
on_child_exit (GPid     pid,
               int      status,
               gpointer data)
{
  g_assert_true (g_spawn_check_wait_status (status, NULL));
  *(gboolean *) data = TRUE;
  g_spawn_close_pid (pid);
}

/* Runs `xdotool search --name TITLE mousemove --window %1 X Y` and then
 * @args on the window titled @title, @x, @y in its surface's coordinates,
 * while the main loop runs; then lets the window take what followed. */
static void
xdotool_at (GtkWidget         *window,
            double             x,
            double             y,
            const char *const *args)
{
  g_autoptr (GStrvBuilder) builder = g_strv_builder_new ();
  g_autofree char *sx = g_strdup_printf ("%d", (int) x);
  g_autofree char *sy = g_strdup_printf ("%d", (int) y);
  g_auto (GStrv) argv = NULL;
  g_autoptr (GError) error = NULL;
  gboolean done = FALSE;
  GPid     pid;

  g_strv_builder_add_many (builder, xdotool, "search", "--name",
                           gtk_window_get_title (GTK_WINDOW (window)), "mousemove", "--window",
                           "%1", sx, sy, NULL);
  g_strv_builder_addv (builder, (const char **) args);
  argv = g_strv_builder_end (builder);
  g_assert_true (g_spawn_async (NULL, argv, NULL, G_SPAWN_DO_NOT_REAP_CHILD, NULL, NULL, &pid,
                                &error));
  g_assert_no_error (error);
  g_child_watch_add (pid, on_child_exit, &done);
  wg_test_iterate_until (done);
  for (int i = 0; i < 100; i++)
    {
      g_main_context_iteration (NULL, FALSE);
      g_usleep (2000);
    }
}

/* The centre of @widget in its window's surface coordinates. */
static void
surface_centre (GtkWidget *widget,
                double    *x,
                double    *y)
{
  GtkNative       *native = gtk_widget_get_native (widget);
  graphene_point_t p;
  double           dx, dy;

  g_assert_true (gtk_widget_compute_point (
    widget, GTK_WIDGET (native),
    &GRAPHENE_POINT_INIT (gtk_widget_get_width (widget) / 2.f, gtk_widget_get_height (widget) / 2.f),
    &p));
  gtk_native_get_surface_transform (native, &dx, &dy);
  *x = p.x + dx;
  *y = p.y + dy;
}

/* Blue's 2 ships from D1 attack J1, in a dialog over a 1280×800 window. */
static WgBattleDialog *
open_dialog (WgSession *session,
             WgCatalog *catalog,
             GtkWidget *parent)
{
  const WgGame   *game = wg_session_get_game (session);
  WgBattleStart   start;
  WgBattleDialog *dialog;

  memset (&start, 0, sizeof start);
  start.attacker = wg_test_player_of (session, "blue");
  start.origins[0] = wg_test_cell_of (session, "D1");
  start.ships[0] = 2;
  start.n_origins = 1;
  start.at = wg_test_cell_of (session, "J1");
  start.defender = game->stacks[start.at].ship_owner;
  start.defender_ships = wg_game_ships_at (game, start.at, start.defender);
  gtk_window_set_default_size (GTK_WINDOW (parent), 1280, 800);
  gtk_window_present (GTK_WINDOW (parent));
  wg_test_iterate_until (gtk_widget_get_mapped (parent));
  dialog = wg_battle_dialog_new (GTK_WINDOW (parent), session, catalog, &start);
  gtk_window_present (GTK_WINDOW (dialog));
  wg_test_iterate_until (gtk_widget_get_mapped (GTK_WIDGET (dialog))
                         && gtk_widget_get_width (GTK_WIDGET (dialog)) > 0);
  return dialog;
}

/* After the press, the pointer still works: a click on Cancel closes
 * the dialog (no widget is left pressed, no gesture holds the pointer). */
static void
click_cancel (WgBattleDialog *dialog)
{
  GtkWidget  *cancel = wg_test_find_actionable (GTK_WIDGET (dialog), "window.close");
  const char *click[] = { "click", "1", NULL };
  double      x, y;

  g_assert_nonnull (cancel);
  g_object_add_weak_pointer (G_OBJECT (dialog), (gpointer *) &dialog);
  surface_centre (cancel, &x, &y);
  xdotool_at (GTK_WIDGET (dialog), x, y, click);
  wg_test_iterate_until (dialog == NULL);
}

/* Issue 30, item 7: a press on the battle dialog's edge (its corner: GDK
 * resizes the window while the button is held) printed "Broken
 * accounting of active state for widget … (WgBattleDialog)", a GTK 4.8
 * bug (see src/app/widgets/wg-grab-mend.c). The press and its release
 * log nothing, and the dialog still takes a click. */
static void
test_edge_press (void)
{
  g_autoptr (WgSession) session = wg_test_session_on ("odds-two-humans.json");
  g_autoptr (WgCatalog) catalog = wg_catalog_new_builtin ();
  GtkWidget      *parent = gtk_window_new ();
  WgBattleDialog *dialog = open_dialog (session, catalog, parent);
  const char     *press[] = { "mousedown", "1", "sleep", "0.2", "mouseup", "1", NULL };

  warnings = 0;
  xdotool_at (GTK_WIDGET (dialog), 1, 1, press);
  g_assert_cmpuint (warnings, ==, 0);
  click_cancel (dialog);
  g_assert_cmpuint (warnings, ==, 0);
  gtk_window_destroy (GTK_WINDOW (parent));
}

/* The same bug when the dialog is moved by its title: "… (GtkLabel)". */
static void
test_title_drag (void)
{
  g_autoptr (WgSession) session = wg_test_session_on ("odds-two-humans.json");
  g_autoptr (WgCatalog) catalog = wg_catalog_new_builtin ();
  GtkWidget      *parent = gtk_window_new ();
  WgBattleDialog *dialog = open_dialog (session, catalog, parent);
  GtkWidget      *title = wg_test_find_type (GTK_WIDGET (dialog), ADW_TYPE_WINDOW_TITLE);
  const char     *drag[] = { "mousedown", "1", "sleep", "0.2", "mousemove_relative", "--", "10",
                             "0", "sleep", "0.2", "mousemove_relative", "--", "40", "0",
                             "sleep", "0.2", "mouseup", "1", NULL };
  double          x, y;

  g_assert_nonnull (title);
  surface_centre (title, &x, &y);
  warnings = 0;
  xdotool_at (GTK_WIDGET (dialog), x, y, drag);
  g_assert_cmpuint (warnings, ==, 0);
  click_cancel (dialog);
  g_assert_cmpuint (warnings, ==, 0);
  gtk_window_destroy (GTK_WINDOW (parent));
}

int
main (int   argc,
      char *argv[])
{
  g_autofree char *home = wg_test_app_init (&argc, &argv);
  int              status;

  g_assert_cmpint (argc, ==, 2);
  xdotool = argv[1];
  g_log_set_writer_func (wg_test_count_warnings, &warnings, NULL);
  g_test_add_func ("/wg/app/battle/edge-press-quiet", test_edge_press);
  g_test_add_func ("/wg/app/battle/title-drag-quiet", test_title_drag);
  status = g_test_run ();
  wg_test_app_cleanup (home);
  return status;
}
