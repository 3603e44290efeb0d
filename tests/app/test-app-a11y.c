/* test-app-a11y.c — accessibility: what the board says, labels, keyboard focus, high contrast
 * Copyright 2026 The Warpgate Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <adwaita.h>
#include <string.h>

#include "wg-board-canvas.h"
#include "wg-board-editor-window.h"
#include "wg-test-app.h"

/* tests/data/a11y-board.json, worked by hand: D3 (0, 0) a desert planet
 * with a trade icon in sector t6-b holding 3 blue ships, a blue Colony and
 * blue's Research Drone; space (1, 0); J1 (2, 0) jungle, 1 red ship; V2
 * (3, 0) volcanic in sector t7-a; BG (0, 1) the blue Warpgate, no sector. */
#define D3_WORDS "D3 — Desert planet, Trade icon, Sector t6-b; 3 ships of blue; " \
                 "Colony of blue; Research Drone of blue"
#define J1_WORDS "J1 — Jungle planet, Sector t6-b; 1 ship of red"
#define V2_WORDS "V2 — Volcanic planet, Sector t7-a"
#define BG_WORDS "BG — the Warpgate of blue"

static WgSession *
a11y_session (void)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "data", "a11y-board.json", NULL);
  g_autoptr (GFile) file = g_file_new_for_path (path);
  g_autoptr (GError) error = NULL;
  WgSession *session = wg_session_new ();

  g_assert_true (wg_session_load_file (session, file, &error));
  g_assert_no_error (error);
  return session;
}

/* The window on the fixture; the window holds the session. */
static WgWindow *
a11y_window (void)
{
  g_autoptr (WgSession) session = a11y_session ();

  return wg_test_window_on (session);
}

static int
cell_of (WgSession  *session,
         const char *id)
{
  int cell = wg_board_find_location (wg_session_get_game (session)->board, id);

  g_assert_cmpint (cell, >=, 0);
  return cell;
}

static GtkEventController *
find_controller (GtkWidget *widget,
                 GType      type)
{
  g_autoptr (GListModel) controllers = gtk_widget_observe_controllers (widget);

  for (guint i = 0; i < g_list_model_get_n_items (controllers); i++)
    {
      g_autoptr (GtkEventController) controller = g_list_model_get_item (controllers, i);

      if (G_TYPE_CHECK_INSTANCE_TYPE (controller, type))
        return controller;
    }
  g_assert_not_reached ();
}

static void
press_key (GtkWidget *widget,
           guint      keyval)
{
  GtkEventController *keys = find_controller (widget, GTK_TYPE_EVENT_CONTROLLER_KEY);
  gboolean handled = FALSE;

  g_signal_emit_by_name (keys, "key-pressed", keyval, 0, 0, &handled);
  g_assert_true (handled);
}

/* The accessible description as GTK holds it (the test AT context). */
static void
assert_description (GtkWidget  *widget,
                    const char *expected)
{
  g_autofree char *error = NULL;

  error = gtk_test_accessible_check_property (GTK_ACCESSIBLE (widget),
                                              GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, expected);
  if (error != NULL)
    g_error ("description: %s", error);
}

/* Every location in one line, pieces and features included; space and
 * cells off the board are not described. */
static void
test_describe (void)
{
  g_autoptr (WgSession) session = a11y_session ();
  WgBoardView *view = WG_BOARD_VIEW (g_object_ref_sink (wg_board_view_new ()));
  const WgBoard *board = wg_session_get_game (session)->board;
  g_autofree char *d3 = NULL;
  g_autofree char *j1 = NULL;
  g_autofree char *v2 = NULL;
  g_autofree char *bg = NULL;
  g_autofree char *attacked = NULL;
  WgHighlight marks[] = {
    { cell_of (session, "J1"), WG_HIGHLIGHT_ATTACK, -1 },
    { cell_of (session, "V2"), WG_HIGHLIGHT_ILLEGAL, -1 },
  };

  wg_board_view_set_session (view, session);
  d3 = wg_board_view_describe_location (view, cell_of (session, "D3"));
  j1 = wg_board_view_describe_location (view, cell_of (session, "J1"));
  v2 = wg_board_view_describe_location (view, cell_of (session, "V2"));
  bg = wg_board_view_describe_location (view, cell_of (session, "BG"));
  g_assert_cmpstr (d3, ==, D3_WORDS);
  g_assert_cmpstr (j1, ==, J1_WORDS);
  g_assert_cmpstr (v2, ==, V2_WORDS);
  g_assert_cmpstr (bg, ==, BG_WORDS);
  g_assert_null (wg_board_view_describe_location (view, wg_board_lookup (board, (WgHex) { 1, 0 })));
  g_assert_null (wg_board_view_describe_location (view, 99));
  g_assert_null (wg_board_view_describe_location (view, -1));

  /* Nothing chosen: the description says how to use the board. */
  g_assert_nonnull (strstr (wg_board_view_get_announcement (view), "Arrow keys"));
  assert_description (GTK_WIDGET (view), wg_board_view_get_announcement (view));

  /* What the Actions page marks, in words as well as colours. */
  wg_session_set_highlights (session, marks, G_N_ELEMENTS (marks));
  attacked = wg_board_view_describe_location (view, cell_of (session, "J1"));
  g_assert_cmpstr (attacked, ==, J1_WORDS "; a legal destination, an attack");
  g_clear_pointer (&v2, g_free);
  v2 = wg_board_view_describe_location (view, cell_of (session, "V2"));
  g_assert_cmpstr (v2, ==, V2_WORDS "; refused");

  g_object_add_weak_pointer (G_OBJECT (view), (gpointer *) &view);
  g_object_unref (view);
  g_assert_null (view);
}

/* The description follows the selection (a click, the ruler) and the
 * pieces on the selected location, with no keyboard cursor. */
static void
test_follows_selection (void)
{
  g_autoptr (WgSession) session = a11y_session ();
  WgBoardView *view = WG_BOARD_VIEW (g_object_ref_sink (wg_board_view_new ()));

  wg_board_view_set_session (view, session);
  wg_session_click_location (session, cell_of (session, "J1"));
  g_assert_cmpint (wg_session_get_selected (session), ==, cell_of (session, "J1"));
  g_assert_cmpstr (wg_board_view_get_announcement (view), ==,
                   J1_WORDS "; the ruler's start, A");
  assert_description (GTK_WIDGET (view), J1_WORDS "; the ruler's start, A");

  /* Two more red ships on J1 (an edit elsewhere, the Location page's). */
  wg_test_apply (session, wg_test_with_ships (session, "J1", 3), "Ships");
  g_assert_cmpstr (wg_board_view_get_announcement (view), ==,
                   "J1 — Jungle planet, Sector t6-b; 3 ships of red; the ruler's start, A");

  /* The second click measures: the end is described as the selection. */
  wg_session_click_location (session, cell_of (session, "V2"));
  g_assert_cmpstr (wg_board_view_get_announcement (view), ==, V2_WORDS "; the ruler's end, B");

  g_object_add_weak_pointer (G_OBJECT (view), (gpointer *) &view);
  g_object_unref (view);
  g_assert_null (view);
}

/* Arrow keys on the board in the window: the description names the
 * location under the cursor, Enter's effect included. */
static void
test_cursor (void)
{
  WgWindow *window = a11y_window ();
  WgSession *session = wg_window_get_session (window);
  WgBoardView *view = wg_window_get_board_view (window);
  GtkWidget *widget = GTK_WIDGET (view);

  gtk_widget_grab_focus (widget);
  /* The first arrow puts the cursor on the first location, D3 (nothing
   * is selected); Right then goes to J1 (straight ahead, 2 hexes) rather
   * than BG (1 hex right but 1.5 rows down: 0.87 + 2 × 1.5 scores worse
   * than 3.46), then V2. */
  press_key (widget, GDK_KEY_Right);
  g_assert_cmpstr (wg_board_view_get_announcement (view), ==, D3_WORDS);
  assert_description (widget, D3_WORDS);
  press_key (widget, GDK_KEY_Right);
  g_assert_cmpstr (wg_board_view_get_announcement (view), ==, J1_WORDS);
  press_key (widget, GDK_KEY_Right);
  g_assert_cmpstr (wg_board_view_get_announcement (view), ==, V2_WORDS);
  assert_description (widget, V2_WORDS);

  /* Back left twice and down: BG is the only location below D3. */
  press_key (widget, GDK_KEY_Left);
  press_key (widget, GDK_KEY_Left);
  press_key (widget, GDK_KEY_Down);
  g_assert_cmpstr (wg_board_view_get_announcement (view), ==, BG_WORDS);

  /* Enter starts the ruler there (the Location page is shown): said too. */
  press_key (widget, GDK_KEY_Return);
  g_assert_cmpint (wg_session_get_ruler_from (session), ==, cell_of (session, "BG"));
  g_assert_cmpstr (wg_board_view_get_announcement (view), ==, BG_WORDS "; the ruler's start, A");
  assert_description (widget, BG_WORDS "; the ruler's start, A");

  wg_test_destroy_window (window);
}

/* The board editor's canvas: the cursor's hex is its description. */
static void
test_canvas_cursor (void)
{
  WgBoardEditorWindow *window = wg_board_editor_window_new (NULL);
  WgBoardEditorModel *model = wg_board_editor_window_get_model (window);
  WgBoardCanvas *canvas = wg_board_editor_window_get_canvas (window);
  g_autoptr (GError) error = NULL;

  gtk_window_present (GTK_WINDOW (window));
  g_assert_true (wg_board_editor_model_paint_planet (model, (WgHex) { 1, 0 }, WG_PLANET_OCEANIC,
                                                     &error));
  g_assert_no_error (error);
  wg_board_canvas_set_cursor (canvas, (WgHex) { 0, 0 });
  press_key (GTK_WIDGET (canvas), GDK_KEY_Right);
  g_assert_cmpstr (gtk_widget_get_tooltip_text (GTK_WIDGET (canvas)), ==,
                   "(1, 0) O1 — Oceanic planet");
  assert_description (GTK_WIDGET (canvas), "(1, 0) O1 — Oceanic planet");
  press_key (GTK_WIDGET (canvas), GDK_KEY_Right);
  assert_description (GTK_WIDGET (canvas), "(2, 0) — no hex");

  g_object_add_weak_pointer (G_OBJECT (window), (gpointer *) &window);
  gtk_window_destroy (GTK_WINDOW (window));
  wg_test_iterate_until (window == NULL);
}

int
main (int   argc,
      char *argv[])
{
  g_autofree char *home = NULL;
  int status;

  /* GTK's test accessibility backend keeps what the widgets tell it, for
   * gtk_test_accessible_check_property (); no bus is needed. */
  g_setenv ("GTK_A11Y", "test", TRUE);
  home = wg_test_app_init (&argc, &argv);

  g_test_add_func ("/wg/app/a11y/describe", test_describe);
  g_test_add_func ("/wg/app/a11y/follows-selection", test_follows_selection);
  g_test_add_func ("/wg/app/a11y/cursor", test_cursor);
  g_test_add_func ("/wg/app/a11y/canvas-cursor", test_canvas_cursor);
  status = g_test_run ();
  wg_test_app_cleanup (home);
  return status;
}
