/* test-app-a11y.c — accessibility: what the board says, labels, keyboard focus, high contrast
 * Copyright 2026 The Warpgate Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <adwaita.h>
#include <string.h>

#include "wg-battle-dialog.h"
#include "wg-board-canvas.h"
#include "wg-board-editor-window.h"
#include "wg-new-game-window.h"
#include "wg-preferences-window.h"
#include "wg-score-window.h"
#include "wg-test-app.h"
#include "wg-test-keys.h"
#include "wg-window-private.h"

/* tests/data/a11y-board.json, worked by hand: D3 (0, 0) a desert planet
 * with a trade icon in sector t6-b holding 3 blue ships, a blue Colony and
 * blue's Research Drone; space (1, 0); J1 (2, 0) jungle, 1 red ship; V2
 * (3, 0) volcanic in sector t7-a; BG (0, 1) the blue Warpgate, no sector,
 * named by its colour, not its id (issue 18). The players have no names:
 * the pieces are their colours'. */
#define D3_WORDS "D3 — Desert planet, Trade icon, Sector t6-b; 3 ships of blue; " \
                 "Colony of blue; Research Drone of blue"
#define J1_WORDS "J1 — Jungle planet, Sector t6-b; 1 ship of red"
#define V2_WORDS "V2 — Volcanic planet, Sector t7-a"
#define BG_WORDS "The blue Warpgate"

static WgSession *
a11y_session (void)
{
  return wg_test_load_session ("a11y-board.json");
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
  gboolean            handled = FALSE;

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
  WgBoardView     *view = WG_BOARD_VIEW (g_object_ref_sink (wg_board_view_new ()));
  const WgBoard   *board = wg_session_get_game (session)->board;
  g_autofree char *d3 = NULL;
  g_autofree char *j1 = NULL;
  g_autofree char *v2 = NULL;
  g_autofree char *bg = NULL;
  g_autofree char *attacked = NULL;
  WgHighlight      marks[] = {
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

/* tests/data/a11y-board-names.json: the same board and pieces, but blue is
 * named Ana and red Ben. Players by name, never by colour alone (issue 18):
 * D3's 3 ships, Colony and Research Drone are Ana's, J1's ship is Ben's;
 * the Warpgate keeps its colour, "The blue Warpgate". */
static void
test_describe_names (void)
{
  g_autoptr (WgSession) session = wg_test_load_session ("a11y-board-names.json");
  WgBoardView     *view = WG_BOARD_VIEW (g_object_ref_sink (wg_board_view_new ()));
  g_autofree char *d3 = NULL;
  g_autofree char *j1 = NULL;
  g_autofree char *bg = NULL;

  wg_board_view_set_session (view, session);
  d3 = wg_board_view_describe_location (view, cell_of (session, "D3"));
  j1 = wg_board_view_describe_location (view, cell_of (session, "J1"));
  bg = wg_board_view_describe_location (view, cell_of (session, "BG"));
  g_assert_cmpstr (d3, ==,
                   "D3 — Desert planet, Trade icon, Sector t6-b; 3 ships of Ana; "
                   "Colony of Ana; Research Drone of Ana");
  g_assert_cmpstr (j1, ==, "J1 — Jungle planet, Sector t6-b; 1 ship of Ben");
  g_assert_cmpstr (bg, ==, "The blue Warpgate");
  g_object_unref (view);
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

  /* The second click measures: the end is described as the selection,
   * with the ruler card's sentence. J1 and V2 are neighbours: no hex lies
   * between them, range 0 (R-RANGE-1). */
  wg_session_click_location (session, cell_of (session, "V2"));
  g_assert_cmpstr (wg_board_view_get_announcement (view), ==,
                   V2_WORDS "; the ruler's end, B; "
                            "Range 0 from J1 to V2: they are adjacent (R-RANGE-1).");

  g_object_add_weak_pointer (G_OBJECT (view), (gpointer *) &view);
  g_object_unref (view);
  g_assert_null (view);
}

/* Arrow keys on the board in the window: the description names the
 * location under the cursor, Enter's effect included. */
static void
test_cursor (void)
{
  WgWindow    *window = a11y_window ();
  WgSession   *session = wg_window_get_session (window);
  WgBoardView *view = wg_window_get_board_view (window);
  GtkWidget   *widget = GTK_WIDGET (view);

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

/* A location's id typed on the board moves the cursor there, said as an
 * arrow's move is; a warpgate answers to "gate" and to its colour; Return
 * clicks the location typed (issue 30). */
static void
test_type_location (void)
{
  WgWindow    *window = a11y_window ();
  WgSession   *session = wg_window_get_session (window);
  WgBoardView *view = wg_window_get_board_view (window);
  GtkWidget   *widget = GTK_WIDGET (view);

  gtk_widget_grab_focus (widget);
  press_key (widget, GDK_KEY_v);
  press_key (widget, GDK_KEY_2);
  g_assert_cmpstr (wg_board_view_get_announcement (view), ==, V2_WORDS);
  assert_description (widget, V2_WORDS);
  /* "j" names none after "v2": a new start, J1. */
  press_key (widget, GDK_KEY_J);
  g_assert_cmpstr (wg_board_view_get_announcement (view), ==, J1_WORDS);
  press_key (widget, GDK_KEY_b);
  press_key (widget, GDK_KEY_l);
  g_assert_cmpstr (wg_board_view_get_announcement (view), ==, BG_WORDS);
  press_key (widget, GDK_KEY_d);
  press_key (widget, GDK_KEY_3);
  g_assert_cmpstr (wg_board_view_get_announcement (view), ==, D3_WORDS);
  for (const char *c = "gate"; *c != '\0'; c++)
    press_key (widget, gdk_unicode_to_keyval ((gunichar) *c));
  g_assert_cmpstr (wg_board_view_get_announcement (view), ==, BG_WORDS);
  press_key (widget, GDK_KEY_Return);
  g_assert_cmpint (wg_session_get_ruler_from (session), ==, cell_of (session, "BG"));
  wg_test_destroy_window (window);
}

/* F6 (issue 30): from anywhere to the board, from the board to the
 * sidebar, and back. */
static void
test_f6 (void)
{
  WgWindow  *window = a11y_window ();
  GtkWidget *board = GTK_WIDGET (wg_window_get_board_view (window));
  GtkWidget *sidebar = GTK_WIDGET (window->sidebar);
  GtkWidget *focus;

  gtk_window_present (GTK_WINDOW (window));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.show-page", "s",
                                             "actions"));
  g_assert_true (gtk_window_get_focus (GTK_WINDOW (window)) != board);
  g_assert_true (wg_keys_press (GTK_WINDOW (window), GDK_KEY_F6, 0));
  g_assert_true (gtk_window_get_focus (GTK_WINDOW (window)) == board);
  g_assert_true (wg_keys_press (GTK_WINDOW (window), GDK_KEY_F6, 0));
  focus = gtk_window_get_focus (GTK_WINDOW (window));
  g_assert_nonnull (focus);
  g_assert_true (gtk_widget_is_ancestor (focus, sidebar));
  g_assert_true (wg_keys_press (GTK_WINDOW (window), GDK_KEY_F6, 0));
  g_assert_true (gtk_window_get_focus (GTK_WINDOW (window)) == board);
  wg_test_destroy_window (window);
}

/* The board editor's canvas: the cursor's hex is its description. */
static void
test_canvas_cursor (void)
{
  WgBoardEditorWindow *window = wg_board_editor_window_new (NULL);
  WgBoardEditorModel  *model = wg_board_editor_window_get_model (window);
  WgBoardCanvas       *canvas = wg_board_editor_window_get_canvas (window);
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

/* ---- The widget tree audit ---- */

typedef struct
{
  GString   *problems; /* one line per widget found wanting */
  GPtrArray *checked;  /* the type names of the controls checked */
} Audit;

static gboolean
has_name (GtkWidget *widget)
{
  return gtk_test_accessible_has_property (GTK_ACCESSIBLE (widget),
                                           GTK_ACCESSIBLE_PROPERTY_LABEL)
         || gtk_test_accessible_has_relation (GTK_ACCESSIBLE (widget),
                                              GTK_ACCESSIBLE_RELATION_LABELLED_BY);
}

/* GTK reads both a label and the labels it is labelled by, one after the
 * other: a control in a row that names it ("Unspent") and with a label of
 * its own ("Unspent Trade Goods") is heard as "Unspent Trade Goods
 * Unspent". */
static gboolean
is_named_twice (GtkWidget *widget)
{
  return gtk_test_accessible_has_property (GTK_ACCESSIBLE (widget),
                                           GTK_ACCESSIBLE_PROPERTY_LABEL)
         && gtk_test_accessible_has_relation (GTK_ACCESSIBLE (widget),
                                              GTK_ACCESSIBLE_RELATION_LABELLED_BY);
}

/* A button showing only an icon: its own icon, or an image as its child. */
static gboolean
is_icon_only (GtkWidget *widget)
{
  GtkWidget *child;

  if (GTK_IS_MENU_BUTTON (widget))
    return gtk_menu_button_get_icon_name (GTK_MENU_BUTTON (widget)) != NULL
           && gtk_menu_button_get_label (GTK_MENU_BUTTON (widget)) == NULL;
  if (!GTK_IS_BUTTON (widget) || gtk_button_get_label (GTK_BUTTON (widget)) != NULL)
    return FALSE;
  child = gtk_button_get_child (GTK_BUTTON (widget));
  return gtk_button_get_icon_name (GTK_BUTTON (widget)) != NULL || GTK_IS_IMAGE (child);
}

static void
audit_problem (Audit      *audit,
               GtkWidget  *widget,
               const char *what)
{
  const char *tip = gtk_widget_get_tooltip_text (widget);
  GtkWidget  *row = gtk_widget_get_ancestor (widget, ADW_TYPE_PREFERENCES_ROW);
  GtkWidget  *owner = gtk_widget_get_parent (widget);

  while (owner != NULL && !g_str_has_prefix (G_OBJECT_TYPE_NAME (owner), "Wg"))
    owner = gtk_widget_get_parent (owner);
  g_string_append_printf (audit->problems, "%s %s (tooltip: %s, row: %s, in %s)\n",
                          G_OBJECT_TYPE_NAME (widget), what, tip ? tip : "none",
                          row ? adw_preferences_row_get_title (ADW_PREFERENCES_ROW (row)) : "none",
                          owner ? G_OBJECT_TYPE_NAME (owner) : "none");
}

/* Icon-only buttons need a tooltip (for the eye) and a name (for the ear);
 * spin buttons, switches, check buttons without a label, drop-downs,
 * entries and scales a name (their row's title); drawings a name or no place in the tree. GTK's and
 * libadwaita's own insides (a spin button's +/−, a menu button's toggle,
 * the window controls) are theirs to label. */
static void
audit_tree (Audit     *audit,
            GtkWidget *widget)
{
  if (GTK_IS_WINDOW_CONTROLS (widget) || !gtk_widget_get_visible (widget))
    return;
  if (GTK_IS_SPIN_BUTTON (widget) || GTK_IS_ENTRY (widget) || GTK_IS_DROP_DOWN (widget))
    {
      if (!has_name (widget))
        audit_problem (audit, widget, "has no accessible name");
      if (is_named_twice (widget))
        audit_problem (audit, widget, "is named twice (a label and its row's title)");
      g_ptr_array_add (audit->checked, (char *) G_OBJECT_TYPE_NAME (widget));
      return;
    }
  if (is_icon_only (widget))
    {
      if (gtk_widget_get_tooltip_text (widget) == NULL)
        audit_problem (audit, widget, "has no tooltip");
      if (!has_name (widget))
        audit_problem (audit, widget, "has no accessible name");
      g_ptr_array_add (audit->checked, (char *) G_OBJECT_TYPE_NAME (widget));
      if (GTK_IS_MENU_BUTTON (widget))
        return;
    }
  else if (GTK_IS_SWITCH (widget) || GTK_IS_SCALE (widget)
           || (GTK_IS_CHECK_BUTTON (widget)
               && gtk_check_button_get_label (GTK_CHECK_BUTTON (widget)) == NULL))
    {
      if (!has_name (widget))
        audit_problem (audit, widget, "has no accessible name");
      g_ptr_array_add (audit->checked, (char *) G_OBJECT_TYPE_NAME (widget));
    }
  else if (GTK_IS_DRAWING_AREA (widget))
    {
      if (!has_name (widget)
          && !gtk_test_accessible_has_role (GTK_ACCESSIBLE (widget),
                                            GTK_ACCESSIBLE_ROLE_PRESENTATION))
        audit_problem (audit, widget, "is a drawing with no name");
      g_ptr_array_add (audit->checked, (char *) G_OBJECT_TYPE_NAME (widget));
    }
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    audit_tree (audit, child);
}

static guint
count_checked (Audit      *audit,
               const char *type_name)
{
  guint n = 0;

  for (guint i = 0; i < audit->checked->len; i++)
    n += g_strcmp0 (audit->checked->pdata[i], type_name) == 0;
  return n;
}

/* Audits @widget's tree; fails listing every problem found. */
static Audit *
audit_new (void)
{
  Audit *audit = g_new0 (Audit, 1);

  audit->problems = g_string_new (NULL);
  audit->checked = g_ptr_array_new ();
  return audit;
}

static void
audit_check (Audit     *audit,
             GtkWidget *widget)
{
  if (audit->problems->len > 0)
    g_error ("In %s:\n%s", G_OBJECT_TYPE_NAME (widget), audit->problems->str);
}

static Audit *
audit_widget (GtkWidget *widget)
{
  Audit *audit = audit_new ();

  audit_tree (audit, widget);
  audit_check (audit, widget);
  return audit;
}

static void
audit_free (Audit *audit)
{
  g_string_free (audit->problems, TRUE);
  g_ptr_array_unref (audit->checked);
  g_free (audit);
}

G_DEFINE_AUTOPTR_CLEANUP_FUNC (Audit, audit_free)

/* The main window with each sidebar page shown in turn (only the page
 * shown is visible, and some are made when first shown): every control
 * has a name, every icon-only button a tooltip too. */
static void
test_window_labels (void)
{
  WgWindow  *window = a11y_window ();
  WgSession *session = wg_window_get_session (window);
  WgSidebar *table = window->sidebar;
  g_autoptr (Audit) audit = audit_new ();
  static const char *const pages[] = { "players", "table", "actions" };

  for (guint i = 0; i < G_N_ELEMENTS (pages); i++)
    {
      wg_sidebar_set_page (table, pages[i]);
      g_assert_cmpstr (wg_sidebar_get_page (table), ==, pages[i]);
      audit_tree (audit, GTK_WIDGET (window));
    }
  /* A location selected: the Location page shows its ship rows. */
  wg_session_click_location (session, cell_of (session, "D3"));
  g_assert_cmpstr (wg_sidebar_get_page (table), ==, "location");
  audit_tree (audit, GTK_WIDGET (window));
  audit_check (audit, GTK_WIDGET (window));
  g_test_message ("checked %u spin buttons, %u switches, %u drop-downs, %u drawings",
                  count_checked (audit, "GtkSpinButton"), count_checked (audit, "GtkSwitch"),
                  count_checked (audit, "GtkDropDown"), count_checked (audit, "GtkDrawingArea"));
  /* The location's ships (1), a player's Trade Goods (2), the pools' (4). */
  g_assert_cmpuint (count_checked (audit, "GtkSpinButton"), >=, 7);
  wg_test_destroy_window (window);
}

/* High contrast draws the grid brighter: the edge between D3 and the space
 * hex (1, 0), in one sector (so no sector border is drawn there), is
 * brighter in every channel. The view follows the style manager's setting
 * when it is made. */
static void
test_high_contrast (void)
{
  WgWindow        *window = a11y_window ();
  WgBoardView     *view = wg_window_get_board_view (window);
  AdwStyleManager *style = adw_style_manager_get_default ();
  g_autoptr (GdkTexture) plain = NULL;
  g_autoptr (GdkTexture) contrast = NULL;
  g_autoptr (GskRenderNode) plain_node = NULL;
  g_autoptr (GskRenderNode) contrast_node = NULL;
  guint8 before[4], after[4];
  double x0, y0, x1, y1;

  g_assert_cmpint (wg_board_view_get_high_contrast (view), ==,
                   adw_style_manager_get_high_contrast (style));
  wg_board_view_set_high_contrast (view, FALSE);
  g_assert_true (wg_board_view_hex_center (view, (WgHex) { 0, 0 }, &x0, &y0));
  g_assert_true (wg_board_view_hex_center (view, (WgHex) { 1, 0 }, &x1, &y1));
  plain = wg_test_render (GTK_WIDGET (view), &plain_node);
  wg_test_pixel_at (plain, (x0 + x1) / 2, (y0 + y1) / 2, before);

  wg_board_view_set_high_contrast (view, TRUE);
  g_assert_true (wg_board_view_get_high_contrast (view));
  g_assert_true (wg_board_view_hex_center (view, (WgHex) { 0, 0 }, &x0, &y0));
  g_assert_true (wg_board_view_hex_center (view, (WgHex) { 1, 0 }, &x1, &y1));
  contrast = wg_test_render (GTK_WIDGET (view), &contrast_node);
  wg_test_pixel_at (contrast, (x0 + x1) / 2, (y0 + y1) / 2, after);
  g_test_message ("grid pixel %u %u %u -> %u %u %u", before[2], before[1], before[0],
                  after[2], after[1], after[0]);
  for (int i = 0; i < 3; i++)
    g_assert_cmpint (after[i], >, before[i] + 40);

  wg_test_destroy_window (window);
}

/* Large text widens the sidebar by as much (380 px at 96 dpi), and back;
 * its least width stays 340 px, which a phone's width (360 px) holds. */
static void
test_large_text (void)
{
  WgWindow    *window = a11y_window ();
  GtkSettings *settings = gtk_widget_get_settings (GTK_WIDGET (window));
  int          dpi = 0, width = 0;

  g_object_get (settings, "gtk-xft-dpi", &dpi, NULL);
  g_object_set (settings, "gtk-xft-dpi", 96 * 1024, NULL);
  g_assert_cmpint (adw_clamp_get_maximum_size (window->sidebar_clamp), ==, 380);
  g_object_set (settings, "gtk-xft-dpi", 144 * 1024, NULL);
  g_assert_cmpint (adw_clamp_get_maximum_size (window->sidebar_clamp), ==, 570);
  gtk_widget_get_size_request (GTK_WIDGET (window->sidebar), &width, NULL);
  g_assert_cmpint (width, ==, 340);
  g_object_set (settings, "gtk-xft-dpi", dpi, NULL);
  wg_test_destroy_window (window);
}

/* Tab alone goes round the window: the board, and with D3 selected the
 * Location page's ship counts (the keyboard's way to do what + / − and a
 * drag of ships do on the board). */
static void
test_tab_reaches (void)
{
  WgWindow  *window = a11y_window ();
  WgSession *session = wg_window_get_session (window);
  GType      ships_row = g_type_from_name ("WgShipsRow");
  gboolean   board = FALSE, ships = FALSE;
  guint      n_stops = 0;
  GtkWidget *first = NULL;

  g_assert_cmpuint (ships_row, !=, 0);
  wg_session_click_location (session, cell_of (session, "D3"));
  for (guint i = 0; i < 400; i++)
    {
      GtkWidget *focus;

      if (!gtk_widget_child_focus (GTK_WIDGET (window), GTK_DIR_TAB_FORWARD))
        continue; /* off the end: the next Tab starts over */
      focus = gtk_window_get_focus (GTK_WINDOW (window));
      g_assert_nonnull (focus);
      if (focus == first)
        break;
      if (first == NULL)
        first = focus;
      n_stops++;
      board |= focus == GTK_WIDGET (wg_window_get_board_view (window));
      ships |= gtk_widget_get_ancestor (focus, GTK_TYPE_SPIN_BUTTON) != NULL
               && gtk_widget_get_ancestor (focus, ships_row) != NULL;
    }
  g_test_message ("%u focus stops", n_stops);
  g_assert_true (board);
  g_assert_true (ships);
  wg_test_destroy_window (window);
}

/* Audits a window of its own, then destroys it and checks it went. */
static void
audit_and_destroy (GtkWidget  *window,
                   const char *type_name,
                   guint       at_least)
{
  g_autoptr (Audit) audit = NULL;

  gtk_window_present (GTK_WINDOW (window));
  audit = audit_widget (window);
  g_test_message ("%s: %u checked", G_OBJECT_TYPE_NAME (window), audit->checked->len);
  g_assert_cmpuint (count_checked (audit, type_name), >=, at_least);
  g_object_add_weak_pointer (G_OBJECT (window), (gpointer *) &window);
  gtk_window_destroy (GTK_WINDOW (window));
  wg_test_iterate_until (window == NULL);
}

/* The other windows and dialogs, audited the same way: each has at least
 * the controls named (the new game's choices, the preferences' switches,
 * the board editor's rotation, the battle's ships, the score's swatches). */
static void
test_dialog_labels (void)
{
  g_autoptr (WgSession) session = a11y_session ();
  g_autoptr (WgCatalog) catalog = wg_catalog_new_builtin ();
  g_autoptr (GSettings) settings = g_settings_new (APP_ID);
  const WgGame *game = wg_session_get_game (session);
  WgBattleStart start;

  /* New Game's "The Gatekeepers' cards": two choices, named by their rows
   * (the seed's spin button is hidden while the physical decks are used). */
  audit_and_destroy (GTK_WIDGET (wg_new_game_window_new (NULL, session)), "GtkCheckButton", 2);
  audit_and_destroy (wg_preferences_window_new (settings), "GtkSwitch", 3);
  audit_and_destroy (GTK_WIDGET (wg_board_editor_window_new (NULL)), "GtkSpinButton", 1);
  audit_and_destroy (GTK_WIDGET (wg_score_window_new (NULL, session, catalog)),
                     "GtkDrawingArea", 2);

  /* Blue's 3 ships from D3 attack red's 1 on J1. */
  memset (&start, 0, sizeof start);
  start.attacker = wg_game_find_player (game, "blue");
  start.origins[0] = cell_of (session, "D3");
  start.ships[0] = 3;
  start.n_origins = 1;
  start.at = cell_of (session, "J1");
  start.defender = wg_game_find_player (game, "red");
  start.defender_ships = 1;
  audit_and_destroy (GTK_WIDGET (wg_battle_dialog_new (NULL, session, catalog, &start)),
                     "GtkSpinButton", 2);
}

int
main (int   argc,
      char *argv[])
{
  g_autofree char *home = NULL;
  int              status;

  /* GTK's test accessibility backend keeps what the widgets tell it, for
   * gtk_test_accessible_check_property (); no bus is needed. */
  g_setenv ("GTK_A11Y", "test", TRUE);
  home = wg_test_app_init (&argc, &argv);

  g_test_add_func ("/wg/app/a11y/describe", test_describe);
  g_test_add_func ("/wg/app/a11y/describe-names", test_describe_names);
  g_test_add_func ("/wg/app/a11y/follows-selection", test_follows_selection);
  g_test_add_func ("/wg/app/a11y/cursor", test_cursor);
  g_test_add_func ("/wg/app/a11y/type-location", test_type_location);
  g_test_add_func ("/wg/app/a11y/f6", test_f6);
  g_test_add_func ("/wg/app/a11y/canvas-cursor", test_canvas_cursor);
  g_test_add_func ("/wg/app/a11y/window-labels", test_window_labels);
  g_test_add_func ("/wg/app/a11y/dialog-labels", test_dialog_labels);
  g_test_add_func ("/wg/app/a11y/tab-reaches", test_tab_reaches);
  g_test_add_func ("/wg/app/a11y/high-contrast", test_high_contrast);
  g_test_add_func ("/wg/app/a11y/large-text", test_large_text);
  status = g_test_run ();
  wg_test_app_cleanup (home);
  return status;
}
