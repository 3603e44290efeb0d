/* test-app-action-keys.c — the Action row's access keys: one letter chooses an action and goes on
 * Copyright 2026 The Warpgate Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Issue 30: a common move in four presses — the action's access key on the
 * Action row (which takes the focus to the board), the origin's id, the
 * destination's id, Alt+D — and no key that is not an access key doing
 * anything. Keys reach the window as GTK delivers them (wg-test-keys.h).
 *
 * The board is tests/data/moves-movement.json (test-app-action.c draws
 * it): blue to play at 1X, 3 ships on D1 and 2 on A1; from D1, O1 is at
 * range 0, J1 and gate-blue at 1; O2 is out of reach.
 */
#include "config.h"

#include <string.h>

#include "wg-action-model.h"
#include "wg-action-panel.h"
#include "wg-window.h"
#include "wg-test-app.h"

#include "../shell/wg-test-keys.h"

/* The keys as the English names show them, underlined: R_esearch,
 * Rein_force, C_ontrol for the second action of an initial. */
static const char expected_keys[WG_N_ACTIONS + 1] = "rmsactewfopd";

typedef struct
{
  WgWindow      *window;
  WgActionModel *model;
  GtkWidget     *row; /* the Action row */
  GtkWidget     *board;
} Page;

/* The Actions page of a window on moves-movement.json, shown by Alt+4,
 * which puts the focus on its Action row. */
static void
page_open (Page *page)
{
  g_autoptr (WgSession) session = wg_test_load_session ("moves-movement.json");
  GtkWidget *panel;

  wg_session_set_autosave_dir (session, NULL);
  page->window = wg_test_window_on (session);
  panel = wg_test_find_type (GTK_WIDGET (page->window), WG_TYPE_ACTION_PANEL);
  page->model = wg_action_panel_get_model (WG_ACTION_PANEL (panel));
  page->row = wg_test_nth (panel, ADW_TYPE_COMBO_ROW, 1);
  page->board = GTK_WIDGET (wg_window_get_board_view (page->window));
  g_assert_cmpstr (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (page->row)), ==,
                   "Action");
  wg_keys_press (GTK_WINDOW (page->window), GDK_KEY_4, GDK_ALT_MASK);
  g_assert_true (gtk_window_get_focus (GTK_WINDOW (page->window)) == page->row);
}

static int
cell (Page       *page,
      const char *id)
{
  const WgGame *game = wg_session_get_game (wg_window_get_session (page->window));
  int           c = wg_board_find_location (game->board, id);

  g_assert_cmpint (c, >=, 0);
  return c;
}

static int
ships_at (Page       *page,
          const char *id)
{
  return wg_session_get_game (wg_window_get_session (page->window))->stacks[cell (page, id)].ships;
}

/* Every action has its own access key, a letter, marked in its label; the
 * label is the action's name with the mark. */
static void
test_distinct (void)
{
  for (guint a = 0; a < WG_N_ACTIONS; a++)
    {
      const char *label = wg_action_panel_action_label ((WgAction) a);
      g_autoptr (GString) name = g_string_new (label);

      g_assert_cmpuint (wg_action_panel_access_key ((WgAction) a), ==, (gunichar) expected_keys[a]);
      g_string_replace (name, "_", "", 1);
      g_assert_cmpstr (name->str, ==, wg_action_display_name ((WgAction) a));
      for (guint b = 0; b < a; b++)
        g_assert_cmpuint (wg_action_panel_access_key ((WgAction) b), !=,
                          wg_action_panel_access_key ((WgAction) a));
    }
}

/* Each access key on the Action row chooses its action; one with
 * locations to choose and a legal move takes the focus to the board, as
 * a menu item activated moves on; the others (Research has no move here,
 * Promote and Draw need no location) stay on the row. The key's case does
 * not matter. The type-ahead by name it replaces kept the focus on the
 * row, and "e", "f" and "o" began no name. */
static void
test_choose_and_go_on (void)
{
  Page page;

  page_open (&page);
  for (guint a = 0; a < WG_N_ACTIONS; a++)
    {
      guint    key = gdk_unicode_to_keyval ((gunichar) expected_keys[a]);
      gboolean on;

      if (a % 2 == 1)
        key = gdk_keyval_to_upper (key);
      if (gtk_window_get_focus (GTK_WINDOW (page.window)) != page.row)
        gtk_widget_grab_focus (page.row);
      g_assert_true (wg_keys_press (GTK_WINDOW (page.window), key, a % 2 ? GDK_SHIFT_MASK : 0));
      g_assert_cmpint (wg_action_model_get_action (page.model), ==, a);
      g_assert_cmpuint (adw_combo_row_get_selected (ADW_COMBO_ROW (page.row)), ==, a);
      on = wg_action_model_has_moves (page.model, (WgAction) a)
           && !wg_action_needs_no_location ((WgAction) a)
           && !wg_action_model_is_complete (page.model);
      g_test_message ("%s: %s", wg_action_display_name ((WgAction) a),
                      on ? "to the board" : "stays");
      g_assert_true (gtk_window_get_focus (GTK_WINDOW (page.window)) == (on ? page.board : page.row));
    }
  g_assert_false (wg_action_model_has_moves (page.model, WG_ACTION_RESEARCH));
  g_assert_true (wg_action_model_has_moves (page.model, WG_ACTION_CONTROL));
  wg_test_destroy_window (page.window);
}

/* A Recon in four presses: "r" (Recon, to the board), "d" (D1, the only
 * origin with a D), "o" (O1, the only destination with an O), Alt+D. With
 * the type-ahead it replaces, "r" kept the focus on the row and "d" there
 * chose Draw, which Alt+D then did. */
static void
test_recon_in_four (void)
{
  const guint keys[] = { GDK_KEY_r, GDK_KEY_d, GDK_KEY_o, GDK_KEY_d };
  Page        page;

  page_open (&page);
  g_assert_cmpint (wg_action_model_get_x (page.model), ==, 1);
  for (guint i = 0; i < G_N_ELEMENTS (keys); i++)
    wg_keys_press (GTK_WINDOW (page.window), keys[i],
                   i == G_N_ELEMENTS (keys) - 1 ? GDK_ALT_MASK : 0);
  g_assert_cmpint (ships_at (&page, "D1"), ==, 2);
  g_assert_cmpint (ships_at (&page, "O1"), ==, 1);
  g_assert_cmpint (
    wg_session_get_game (wg_window_get_session (page.window))->stacks[cell (&page, "O1")].ship_owner,
    ==, 0);
  wg_test_destroy_window (page.window);
}

/* A key that is not an access key does nothing: not another action, not
 * the move (a Draw ready on the row is not done by a stray letter), not the
 * focus; a digit is left to others. */
static void
test_stray_key (void)
{
  const guint keys[] = { GDK_KEY_x, GDK_KEY_z, GDK_KEY_q, GDK_KEY_u, GDK_KEY_g };
  WgSession  *session;
  Page        page;

  page_open (&page);
  session = wg_window_get_session (page.window);
  g_assert_true (wg_keys_press (GTK_WINDOW (page.window), GDK_KEY_d, 0));
  g_assert_cmpint (wg_action_model_get_action (page.model), ==, WG_ACTION_DRAW);
  g_assert_true (wg_action_model_can_perform (page.model));
  for (guint i = 0; i < G_N_ELEMENTS (keys); i++)
    {
      g_assert_true (wg_keys_press (GTK_WINDOW (page.window), keys[i], 0));
      g_assert_cmpint (wg_action_model_get_action (page.model), ==, WG_ACTION_DRAW);
      g_assert_true (gtk_window_get_focus (GTK_WINDOW (page.window)) == page.row);
    }
  g_assert_false (wg_keys_press (GTK_WINDOW (page.window), GDK_KEY_3, 0));
  g_assert_false (wg_session_get_game (session)->acted);
  g_assert_false (wg_session_can_undo (session));
  wg_test_destroy_window (page.window);
}

/* The list opened on the Action row (Space) takes the same keys, as an
 * open menu does: "m" chooses Maneuver, closes the list and goes on to the
 * board. */
static void
test_open_list (void)
{
  GtkWidget *popover;
  Page       page;

  page_open (&page);
  wg_keys_press (GTK_WINDOW (page.window), GDK_KEY_space, 0);
  popover = wg_test_find_type (page.row, GTK_TYPE_POPOVER);
  g_assert_nonnull (popover);
  g_assert_true (gtk_widget_get_visible (popover));
  g_assert_true (gtk_widget_is_ancestor (gtk_window_get_focus (GTK_WINDOW (page.window)), popover));
  g_assert_true (wg_keys_press (GTK_WINDOW (page.window), GDK_KEY_m, 0));
  g_assert_cmpint (wg_action_model_get_action (page.model), ==, WG_ACTION_MANEUVER);
  g_assert_false (gtk_widget_get_visible (popover));
  g_assert_true (gtk_window_get_focus (GTK_WINDOW (page.window)) == page.board);
  wg_test_destroy_window (page.window);
}

/* The part of @label's text drawn underlined ("" when none). */
static char *
underlined (GtkLabel *label)
{
  PangoLayout       *layout = gtk_label_get_layout (label);
  PangoAttrList     *attrs = pango_layout_get_attributes (layout);
  const char        *text = pango_layout_get_text (layout);
  int                len = (int) strlen (text);
  GString           *part = g_string_new (NULL);
  PangoAttrIterator *it;

  if (attrs == NULL)
    return g_string_free (part, FALSE);
  it = pango_attr_list_get_iterator (attrs);
  do
    {
      PangoAttribute *a = pango_attr_iterator_get (it, PANGO_ATTR_UNDERLINE);
      int             start, end;

      pango_attr_iterator_range (it, &start, &end);
      if (a != NULL && ((PangoAttrInt *) a)->value != PANGO_UNDERLINE_NONE && start < len)
        g_string_append_len (part, text + start, MIN (end, len) - start);
    }
  while (pango_attr_iterator_next (it));
  pango_attr_iterator_destroy (it);
  return g_string_free (part, FALSE);
}

/* The labels under @widget that show @text with @key underlined: how
 * many, and the first in *@first. */
static guint
count_shown (GtkWidget  *widget,
             const char *text,
             const char *key,
             GtkWidget **first)
{
  guint n = 0;

  if (GTK_IS_LABEL (widget) && g_str_equal (gtk_label_get_text (GTK_LABEL (widget)), text))
    {
      g_autofree char *part = underlined (GTK_LABEL (widget));

      n = g_str_equal (part, key);
    }
  if (n == 1 && first != NULL && *first == NULL)
    *first = widget;
  for (GtkWidget *c = gtk_widget_get_first_child (widget); c != NULL;
       c = gtk_widget_get_next_sibling (c))
    n += count_shown (c, text, key, first);
  return n;
}

/* The label under @widget, outside its popovers, that shows @text. */
static GtkWidget *
find_label (GtkWidget  *widget,
            const char *text)
{
  if (GTK_IS_POPOVER (widget))
    return NULL;
  if (GTK_IS_LABEL (widget) && g_str_equal (gtk_label_get_text (GTK_LABEL (widget)), text))
    return widget;
  for (GtkWidget *c = gtk_widget_get_first_child (widget); c != NULL;
       c = gtk_widget_get_next_sibling (c))
    {
      GtkWidget *found = find_label (c, text);

      if (found != NULL)
        return found;
    }
  return NULL;
}

/* Whether @label, drawn now, differs from its text drawn plain: the
 * underline is drawn. (GTK 4.8 drew a plain underline, <u>, of a label at
 * the usual text size nowhere.) */
static gboolean
drawn_underlined (GtkWidget *label)
{
  g_autofree char   *text = g_strdup (gtk_label_get_text (GTK_LABEL (label)));
  GskRenderNode     *node_key = NULL, *node_plain = NULL;
  GdkTexture        *with_key = wg_test_render (label, &node_key);
  GdkTexture        *plain;
  gsize              size = (gsize) gdk_texture_get_width (with_key) * gdk_texture_get_height (with_key) * 4;
  g_autofree guint8 *a = g_malloc (size), *b = g_malloc (size);
  gboolean           differ;

  gtk_label_set_text (GTK_LABEL (label), text);
  plain = wg_test_render (label, &node_plain);
  g_assert_cmpint (gdk_texture_get_width (plain), ==, gdk_texture_get_width (with_key));
  gdk_texture_download (with_key, a, (gsize) gdk_texture_get_width (with_key) * 4);
  gdk_texture_download (plain, b, (gsize) gdk_texture_get_width (plain) * 4);
  differ = memcmp (a, b, size) != 0;
  g_object_unref (with_key);
  g_object_unref (plain);
  gsk_render_node_unref (node_key);
  gsk_render_node_unref (node_plain);
  return differ;
}

/* The key is shown underlined, on the row and in its open list, and told
 * to screen readers: the item's key shortcut, and the row's description
 * listing every key. */
static void
test_shown_and_said (void)
{
  const char      *said = "An action’s underlined letter chooses it: R Recon, M Maneuver, S Skirmish, "
                          "A Advance, C Concentrate, T Trade, E Research, W Warp-in, F Reinforce, "
                          "O Control, P Promote, D Draw";
  g_autofree char *error = NULL, *error_item = NULL;
  GtkWidget       *popover, *draw = NULL;
  Page             page;

  page_open (&page);
  error = gtk_test_accessible_check_property (GTK_ACCESSIBLE (page.row),
                                              GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, said);
  g_assert_null (error);
  adw_combo_row_set_selected (ADW_COMBO_ROW (page.row), WG_ACTION_RESEARCH);
  wg_keys_settle ();
  popover = wg_test_find_type (page.row, GTK_TYPE_POPOVER);
  g_assert_nonnull (popover);
  /* The action shown on the row, outside its list. */
  g_assert_cmpuint (count_shown (page.row, "Research", "e", NULL)
                      - count_shown (popover, "Research", "e", NULL),
                    ==, 1);
  wg_keys_press (GTK_WINDOW (page.window), GDK_KEY_space, 0);
  g_assert_true (gtk_widget_get_visible (popover));
  g_assert_cmpuint (count_shown (popover, "Recon", "R", NULL), ==, 1);
  g_assert_cmpuint (count_shown (popover, "Control", "o", NULL), ==, 1);
  g_assert_cmpuint (count_shown (popover, "Reinforce", "f", NULL), ==, 1);
  g_assert_cmpuint (count_shown (popover, "Draw", "D", &draw), ==, 1);
  error_item = gtk_test_accessible_check_property (GTK_ACCESSIBLE (draw),
                                                   GTK_ACCESSIBLE_PROPERTY_KEY_SHORTCUTS, "D");
  g_assert_null (error_item);
  /* Drawn, each label last (it is drawn plain after): every item of the
   * list, and the row's own. */
  for (guint a = 0; a < WG_N_ACTIONS; a++)
    {
      const char *mark = strchr (wg_action_panel_action_label ((WgAction) a), '_');
      char        key[2] = { mark[1], 0 }; /* as written: "R", "e" */
      GtkWidget  *item = NULL;

      g_assert_cmpuint (
        count_shown (popover, wg_action_display_name ((WgAction) a), key, &item), ==, 1);
      if (!drawn_underlined (item))
        g_error ("%s: no underline drawn", wg_action_display_name ((WgAction) a));
    }
  g_assert_true (drawn_underlined (find_label (page.row, "Research")));
  wg_test_destroy_window (page.window);
}

/* The shortcut under @widget titled @title: its accelerator, or NULL. */
static char *
find_shortcut (GtkWidget  *widget,
               const char *title)
{
  if (GTK_IS_SHORTCUTS_SHORTCUT (widget))
    {
      g_autofree char *t = NULL;
      char            *accel = NULL;

      g_object_get (widget, "title", &t, "accelerator", &accel, NULL);
      if (g_strcmp0 (t, title) == 0)
        return accel;
      g_free (accel);
    }
  for (GtkWidget *c = gtk_widget_get_first_child (widget); c != NULL;
       c = gtk_widget_get_next_sibling (c))
    {
      char *found = find_shortcut (c, title);

      if (found != NULL)
        return found;
    }
  return NULL;
}

/* The Keyboard Shortcuts window lists each action with its access key. */
static void
test_shortcuts_window (void)
{
  g_autoptr (GtkBuilder) builder =
    gtk_builder_new_from_resource (RESOURCE_PREFIX "/ui/wg-shortcuts-window.ui");
  GtkWidget *window = GTK_WIDGET (gtk_builder_get_object (builder, "shortcuts_window"));

  for (guint a = 0; a < WG_N_ACTIONS; a++)
    {
      g_autofree char *accel = find_shortcut (window, wg_action_display_name ((WgAction) a));
      char             key[8] = { 0 };

      g_unichar_to_utf8 (wg_action_panel_access_key ((WgAction) a), key);
      g_assert_cmpstr (accel, ==, key);
    }
  gtk_window_destroy (GTK_WINDOW (window));
}

/* The Japanese names keep the English access keys, in brackets at the end
 * as GNOME's Japanese does ("偵察(_R)"): the keys the Keyboard Shortcuts
 * window and the user guide list are the same in both languages. */
static void
test_japanese (void)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "..", "po", "ja.po", NULL);
  g_autofree char *po = NULL;
  g_autoptr (GError) error = NULL;

  g_assert_true (g_file_get_contents (path, &po, NULL, &error));
  g_assert_no_error (error);
  for (guint a = 0; a < WG_N_ACTIONS; a++)
    {
      g_autofree char *entry = g_strdup_printf ("msgctxt \"action\"\nmsgid \"%s\"\nmsgstr \"",
                                                wg_action_panel_action_label ((WgAction) a));
      g_autofree char *end = g_strdup_printf ("(_%c)\"\n",
                                              g_ascii_toupper ((char) expected_keys[a]));
      const char      *found = strstr (po, entry);
      const char      *line_end;

      if (found == NULL)
        g_error ("no Japanese for “%s”", wg_action_panel_action_label ((WgAction) a));
      found += strlen (entry);
      line_end = strchr (found, '\n');
      g_assert_nonnull (line_end);
      g_assert_true (line_end + 1 - found > (gssize) strlen (end));
      g_assert_cmpint (strncmp (line_end + 1 - strlen (end), end, strlen (end)), ==, 0);
    }
}

int
main (int   argc,
      char *argv[])
{
  g_autofree char *home = NULL;
  int              status;

  /* GTK's test accessibility backend keeps what the widgets tell it, for
   * gtk_test_accessible_check_property (). */
  g_setenv ("GTK_A11Y", "test", TRUE);
  home = wg_test_app_init (&argc, &argv);
  g_test_add_func ("/wg/app/action-keys/distinct", test_distinct);
  g_test_add_func ("/wg/app/action-keys/choose-and-go-on", test_choose_and_go_on);
  g_test_add_func ("/wg/app/action-keys/recon-in-four", test_recon_in_four);
  g_test_add_func ("/wg/app/action-keys/stray-key", test_stray_key);
  g_test_add_func ("/wg/app/action-keys/open-list", test_open_list);
  g_test_add_func ("/wg/app/action-keys/shown-and-said", test_shown_and_said);
  g_test_add_func ("/wg/app/action-keys/shortcuts-window", test_shortcuts_window);
  g_test_add_func ("/wg/app/action-keys/japanese", test_japanese);
  status = g_test_run ();
  wg_test_app_cleanup (home);
  return status;
}
