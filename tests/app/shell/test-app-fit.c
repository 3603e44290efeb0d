/* test-app-fit.c — the words of the main window fit it, from a phone's width to a desktop's
 * Copyright 2026 The Warpgate Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Found by looking at the window at 1920×1080 and at 360×720 (issue 30):
 * each check is something that was cut off, overlapping or doubled there.
 */
#include "config.h"

#include <string.h>

#include "wg-application.h"
#include "wg-battle-dialog.h"
#include "wg-help-window.h"
#include "wg-preferences-window.h"
#include "wg-question-view.h"
#include "wg-sidebar-page.h"
#include "wg-test-app.h"
#include "wg-test-fixture.h"
#include "wg-toast.h"
#include "wg-window-private.h"

/* The app's style sheet, as the application loads it. */
static void
load_app_style (void)
{
  g_autoptr (GtkCssProvider) css = gtk_css_provider_new ();

  gtk_css_provider_load_from_resource (css, RESOURCE_PREFIX "/style.css");
  gtk_style_context_add_provider_for_display (gdk_display_get_default (),
                                              GTK_STYLE_PROVIDER (css),
                                              GTK_STYLE_PROVIDER_PRIORITY_APPLICATION);
}

/* The sample game in a window of @width × @height, laid out. */
static WgWindow *
window_of_size (int width,
                int height)
{
  g_autoptr (WgSession) session = wg_session_new ();
  g_autoptr (GError) error = NULL;
  WgWindow *window;
  gint64    end;

  g_assert_true (wg_session_load_resource (session, WG_SESSION_SAMPLE_RESOURCE, &error));
  g_assert_no_error (error);
  window = wg_window_new (NULL, session);
  gtk_window_set_default_size (GTK_WINDOW (window), width, height);
  gtk_window_present (GTK_WINDOW (window));
  wg_test_wait_for_layout (wg_window_get_board_view (window));
  end = g_get_monotonic_time () + 200 * 1000;
  while (g_get_monotonic_time () < end)
    {
      g_main_context_iteration (NULL, FALSE);
      g_usleep (1000);
    }
  return window;
}

/* Every label under @widget that is shown, as drawn: none is cut with "…". */
static void
assert_labels_whole (GtkWidget *widget)
{
  if (GTK_IS_LABEL (widget) && gtk_widget_get_mapped (widget))
    {
      PangoLayout *layout = gtk_label_get_layout (GTK_LABEL (widget));

      if (pango_layout_is_ellipsized (layout))
        g_error ("“%s” is cut off: %d px wide", gtk_label_get_text (GTK_LABEL (widget)),
                 gtk_widget_get_width (widget));
    }
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    assert_labels_whole (child);
}

/* The sidebar's page switcher names its five pages in full ("Gatekeepers"
 * was "Gatekeep…" at every width), with the sidebar beside the board and
 * folded over it. */
static void
check_switcher (int width,
                int height)
{
  WgWindow  *window = window_of_size (width, height);
  GtkWidget *switcher = wg_test_find_type (GTK_WIDGET (window->sidebar), ADW_TYPE_VIEW_SWITCHER);

  g_assert_nonnull (switcher);
  gtk_widget_activate_action (GTK_WIDGET (window), "win.show-page", "s", "gatekeepers");
  wg_test_iterate_until (gtk_widget_get_mapped (switcher) && gtk_widget_get_width (switcher) > 0);
  for (int i = 0; i < 20; i++)
    g_main_context_iteration (NULL, FALSE);
  assert_labels_whole (switcher);
  wg_test_destroy_window (window);
}

static void
test_switcher_wide (void)
{
  check_switcher (1920, 1080);
}

static void
test_switcher_phone (void)
{
  check_switcher (360, 720);
}

/* The mapped separators and labels of @widget's tree, in order. */
static void
collect_lines (GtkWidget *widget,
               GString   *seen)
{
  if (!gtk_widget_get_mapped (widget))
    return;
  if (GTK_IS_SEPARATOR (widget))
    g_string_append (seen, "|");
  else if (GTK_IS_LABEL (widget) && *gtk_label_get_text (GTK_LABEL (widget)) != '\0')
    g_string_append_printf (seen, "[%s]", gtk_label_get_text (GTK_LABEL (widget)));
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    collect_lines (child, seen);
}

/* The primary menu as shown: its lines and labels, "|" for a line. */
static char *
menu_lines (WgWindow *window)
{
  GtkWidget *button = NULL;
  GtkWidget *popover;
  GString   *seen = g_string_new (NULL);

  for (guint i = 0; button == NULL || !gtk_menu_button_get_primary (GTK_MENU_BUTTON (button));
       i++)
    button = wg_test_nth (window, GTK_TYPE_MENU_BUTTON, i);
  gtk_menu_button_popup (GTK_MENU_BUTTON (button));
  popover = GTK_WIDGET (gtk_menu_button_get_popover (GTK_MENU_BUTTON (button)));
  wg_test_iterate_until (gtk_widget_get_mapped (popover));
  for (int i = 0; i < 20; i++)
    g_main_context_iteration (NULL, FALSE);
  collect_lines (popover, seen);
  gtk_menu_button_popdown (GTK_MENU_BUTTON (button));
  return g_string_free (seen, FALSE);
}

/* The primary menu draws one line between its sections, never two: the
 * recent games' section, inside a section of its own, drew a second line
 * above "Recent Games"; empty, it shows neither line nor heading. */
static void
test_menu_lines (void)
{
  g_autoptr (GFile) game = wg_test_copy_ruler_game ();
  WgWindow        *window = window_of_size (1280, 800);
  g_autofree char *empty = menu_lines (window);
  g_autofree char *listed = NULL;

  g_assert_null (strstr (empty, "||"));
  g_assert_null (strstr (empty, "[Recent Games]"));
  g_assert_true (wg_window_open_file (window, game));
  for (;;)
    {
      g_free (listed);
      listed = menu_lines (window);
      if (strstr (listed, "app-ruler.json") != NULL)
        break;
    }
  g_assert_nonnull (strstr (listed, "[Share to the Table…]|[Recent Games]"));
  g_assert_null (strstr (listed, "||"));
  wg_test_destroy_window (window);
  g_file_delete (game, NULL, NULL);
}

/* End Turn's toast on a 1920 px board, "End of Player 1's turn 3", was
 * drawn on two lines, "End of Player" over "1's turn 3", with room to
 * spare: a sentence that fits the width is one line, whole. */
static void
test_toast_one_line (void)
{
  static const char sentence[] = "End of Player 1’s turn 3";
  GtkWidget        *window = gtk_window_new ();
  GtkWidget        *overlay = adw_toast_overlay_new ();
  g_autoptr (AdwToast) toast = wg_toast_new (sentence);
  GtkWidget *label = NULL;
  gint64     end;

  adw_toast_set_button_label (toast, "_Undo");
  adw_toast_overlay_set_child (ADW_TOAST_OVERLAY (overlay), gtk_label_new ("The board"));
  gtk_window_set_child (GTK_WINDOW (window), overlay);
  gtk_window_set_default_size (GTK_WINDOW (window), 1920, 1000);
  gtk_window_present (GTK_WINDOW (window));
  wg_test_iterate_until (gtk_widget_get_mapped (overlay));
  wg_toast_show (ADW_TOAST_OVERLAY (overlay), g_object_ref (toast));
  wg_test_iterate_until ((label = GTK_WIDGET (wg_test_find_label (overlay, sentence))) != NULL
                         && gtk_widget_get_mapped (label) && gtk_widget_get_width (label) > 0);
  end = g_get_monotonic_time () + 300 * 1000;
  while (g_get_monotonic_time () < end)
    {
      g_main_context_iteration (NULL, FALSE);
      g_usleep (1000);
    }
  g_assert_false (pango_layout_is_ellipsized (gtk_label_get_layout (GTK_LABEL (label))));
  g_assert_cmpint (pango_layout_get_line_count (gtk_label_get_layout (GTK_LABEL (label))), ==, 1);
  gtk_window_destroy (GTK_WINDOW (window));
}

/* At 360 px the sidebar folds over the board and is hidden: Ctrl+G
 * played the Gatekeepers' card and asked which card was turned over on
 * their page, out of sight behind the board until F9. Their page is
 * shown, the question on it. */
static void
test_gatekeepers_question_shown (void)
{
  WgWindow  *window;
  GtkWidget *view;
  gint64     end;

  {
    g_autoptr (WgSession) session = wg_test_load_session ("ai-physical.json");

    window = wg_window_new (NULL, session);
  }
  gtk_window_set_default_size (GTK_WINDOW (window), 360, 720);
  gtk_window_present (GTK_WINDOW (window));
  wg_test_wait_for_layout (wg_window_get_board_view (window));
  wg_test_iterate_until (adw_flap_get_folded (window->flap));
  adw_flap_set_reveal_flap (window->flap, FALSE);
  wg_test_iterate_until (!gtk_widget_get_child_visible (GTK_WIDGET (window->sidebar))
                         || !gtk_widget_get_mapped (GTK_WIDGET (window->sidebar)));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.play-gatekeepers", NULL));
  view = wg_test_find_type (GTK_WIDGET (window->ai_panel), WG_TYPE_QUESTION_VIEW);
  g_assert_nonnull (view);
  end = g_get_monotonic_time () + 500 * 1000;
  while (g_get_monotonic_time () < end)
    {
      g_main_context_iteration (NULL, FALSE);
      g_usleep (1000);
    }
  g_assert_true (adw_flap_get_reveal_flap (window->flap));
  g_assert_true (gtk_widget_get_mapped (view));
  g_assert_cmpstr (wg_sidebar_get_page (window->sidebar), ==, "gatekeepers");
  wg_test_destroy_window (window);
}

/* @window presented at @width × @height and laid out. */
static void
present_at (GtkWindow *window,
            int        width,
            int        height)
{
  gint64 end;

  gtk_window_set_default_size (window, width, height);
  gtk_window_present (window);
  wg_test_iterate_until (gtk_widget_get_mapped (GTK_WIDGET (window))
                         && gtk_widget_get_width (GTK_WIDGET (window)) > 0);
  end = g_get_monotonic_time () + 200 * 1000;
  while (g_get_monotonic_time () < end)
    {
      g_main_context_iteration (NULL, FALSE);
      g_usleep (1000);
    }
}

/* Preferences at 360 px cut the Orientation's value to "Point at th…"
 * beside its title and description: every label is whole, at both
 * sizes. */
static void
check_preferences (int width,
                   int height)
{
  g_autoptr (GSettings) settings = g_settings_new (APP_ID);
  GtkWidget *prefs = wg_preferences_window_new (settings);

  present_at (GTK_WINDOW (prefs), width, height);
  g_assert_cmpint (gtk_widget_get_width (prefs), <=, width);
  assert_labels_whole (prefs);
  g_assert_nonnull (wg_test_find_label (prefs, "Point at the Top"));
  gtk_window_destroy (GTK_WINDOW (prefs));
}

static void
test_preferences_phone (void)
{
  check_preferences (360, 720);
}

static void
test_preferences_wide (void)
{
  check_preferences (1920, 1080);
}

/* The battle dialog's title at 360 px was "Batt…" over "red at…",
 * squeezed between Cancel and Apply to the Table: the battle is named
 * whole at both sizes — in the header bar when there is room, else at
 * the top of the page, with who attacks whom below it. */
static void
check_battle_title (int      width,
                    int      height,
                    gboolean in_header)
{
  g_autoptr (WgSession) session = wg_test_session_on ("battle-example1.json");
  g_autoptr (WgCatalog) catalog = wg_catalog_new_builtin ();
  const WgGame   *game = wg_session_get_game (session);
  WgBattleStart   start = { 0 };
  WgBattleDialog *dialog;
  GtkWidget      *header, *title, *subtitle;

  start.attacker = wg_test_player_of (session, "red");
  start.origins[0] = wg_test_cell_of (session, "D1");
  start.ships[0] = 6;
  start.n_origins = 1;
  start.at = wg_test_cell_of (session, "V1");
  start.defender = game->stacks[start.at].ship_owner;
  start.defender_ships = wg_game_ships_at (game, start.at, start.defender);
  dialog = wg_battle_dialog_new (NULL, session, catalog, &start);
  present_at (GTK_WINDOW (dialog), width, height);
  g_assert_cmpint (gtk_widget_get_width (GTK_WIDGET (dialog)), <=, width);
  header = wg_test_find_type (GTK_WIDGET (dialog), ADW_TYPE_HEADER_BAR);
  assert_labels_whole (GTK_WIDGET (dialog));
  title = GTK_WIDGET (wg_test_find_label (GTK_WIDGET (dialog), "Battle at V1"));
  g_assert_nonnull (title);
  if (!gtk_widget_get_mapped (title)) /* the header's, while the page's is shown */
    title = GTK_WIDGET (wg_test_find_label (gtk_widget_get_next_sibling (header), "Battle at V1"));
  subtitle = GTK_WIDGET (wg_test_find_label (gtk_widget_get_parent (title), "red attacks blue"));
  g_assert_true (gtk_widget_get_mapped (title));
  g_assert_true (gtk_widget_get_mapped (subtitle));
  g_assert_true (gtk_widget_is_ancestor (title, header) == in_header);
  gtk_window_destroy (GTK_WINDOW (dialog));
}

static void
test_battle_title_phone (void)
{
  check_battle_title (360, 720, FALSE);
}

static void
test_battle_title_wide (void)
{
  check_battle_title (1920, 1080, TRUE);
}

/* The shortcut shown under @widget whose title is @title, or NULL (the
 * search's copies are not shown). */
static GtkWidget *
find_shortcut (GtkWidget  *widget,
               const char *title)
{
  g_autofree char *text = NULL;

  if (!gtk_widget_get_mapped (widget))
    return NULL;
  if (GTK_IS_SHORTCUTS_SHORTCUT (widget))
    {
      g_object_get (widget, "title", &text, NULL);
      return g_strcmp0 (text, title) == 0 ? widget : NULL;
    }
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = find_shortcut (child, title);

      if (found != NULL)
        return found;
    }
  return NULL;
}

/* The shortcuts shown (mapped) under @widget, in @found. */
static void
shown_shortcuts (GtkWidget *widget,
                 GPtrArray *found)
{
  if (!gtk_widget_get_mapped (widget))
    return;
  if (GTK_IS_SHORTCUTS_SHORTCUT (widget))
    {
      g_ptr_array_add (found, widget);
      return;
    }
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    shown_shortcuts (child, found);
}

/* The Keyboard Shortcuts window at 360 px was as wide as its two columns,
 * cut off on both sides: it fits the width asked, and every shortcut of
 * the page shown — both its columns — is whole and can be scrolled to. */
static void
check_shortcuts (int width,
                 int height)
{
  GtkWindow *window = wg_application_new_shortcuts_window (NULL);
  g_autoptr (GPtrArray) shown = g_ptr_array_new ();
  double left = G_MAXDOUBLE, right = -G_MAXDOUBLE;

  present_at (window, width, height);
  g_assert_cmpint (gtk_widget_get_width (GTK_WIDGET (window)), <=, width);
  g_assert_nonnull (find_shortcut (GTK_WIDGET (window), "Start a new game"));
  shown_shortcuts (GTK_WIDGET (window), shown);
  g_assert_cmpuint (shown->len, >=, 2);
  for (guint i = 0; i < shown->len; i++)
    {
      GtkWidget      *shortcut = g_ptr_array_index (shown, i);
      GtkWidget      *scrolled = gtk_widget_get_ancestor (shortcut, GTK_TYPE_SCROLLED_WINDOW);
      GtkAdjustment  *h;
      graphene_rect_t bounds;

      g_assert_nonnull (scrolled);
      h = gtk_scrolled_window_get_hadjustment (GTK_SCROLLED_WINDOW (scrolled));
      g_assert_true (gtk_widget_compute_bounds (
        shortcut, gtk_scrolled_window_get_child (GTK_SCROLLED_WINDOW (scrolled)), &bounds));
      g_assert_cmpfloat (bounds.origin.x, >=, 0);
      g_assert_cmpfloat (bounds.origin.x + bounds.size.width, <=, gtk_adjustment_get_upper (h) + 1);
      left = MIN (left, bounds.origin.x);
      right = MAX (right, bounds.origin.x);
    }
  /* Two columns side by side: shortcuts start at two places across. */
  g_assert_cmpfloat (right, >, left);
  assert_labels_whole (GTK_WIDGET (window));
  gtk_window_destroy (window);
}

static void
test_shortcuts_phone (void)
{
  check_shortcuts (360, 720);
}

static void
test_shortcuts_wide (void)
{
  check_shortcuts (1920, 1080);
}

/* Whether some line of @layout ends inside a ruling's id ("R-" at the
 * end of a line, "WD-3)" on the next). */
static gboolean
breaks_an_id (PangoLayout *layout)
{
  g_autoptr (GRegex) id = g_regex_new ("R-[A-Z]+-[0-9]+", 0, 0, NULL);
  g_autoptr (GMatchInfo) match = NULL;
  const char *text = pango_layout_get_text (layout);

  for (g_regex_match (id, text, 0, &match); g_match_info_matches (match);
       g_match_info_next (match, NULL))
    {
      int start, end, start_line, end_line, x;

      g_match_info_fetch_pos (match, 0, &start, &end);
      pango_layout_index_to_line_x (layout, start, FALSE, &start_line, &x);
      pango_layout_index_to_line_x (layout, end - 1, FALSE, &end_line, &x);
      if (start_line != end_line)
        return TRUE;
    }
  return FALSE;
}

/* Every wrapped label under @widget that names a ruling, laid out at
 * every width from 100 to 400 px: no id is broken at its hyphen. Returns
 * how many such labels were tried. */
static guint
assert_ids_whole (GtkWidget *widget)
{
  guint tried = 0;

  if (GTK_IS_LABEL (widget) && gtk_label_get_wrap (GTK_LABEL (widget))
      && strstr (gtk_label_get_text (GTK_LABEL (widget)), "R-") != NULL)
    {
      g_autoptr (PangoLayout) layout =
        pango_layout_copy (gtk_label_get_layout (GTK_LABEL (widget)));

      pango_layout_set_wrap (layout, PANGO_WRAP_WORD_CHAR);
      for (int width = 100; width <= 400; width++)
        {
          pango_layout_set_width (layout, width * PANGO_SCALE);
          if (breaks_an_id (layout))
            g_error ("“%s” breaks an id at %d px", gtk_label_get_text (GTK_LABEL (widget)),
                     width);
        }
      tried++;
    }
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    tried += assert_ids_whole (child);
  return tried;
}

/* The help and Preferences at 360 px broke rulings' ids at their hyphen
 * ("(R-" over "EXP-8)"): none is broken, at any width. */
static void
test_rule_ids_whole (void)
{
  WgHelpWindow *help = wg_help_window_new (NULL);
  g_autoptr (GSettings) settings = g_settings_new (APP_ID);
  GtkWidget *prefs = wg_preferences_window_new (settings);

  present_at (GTK_WINDOW (help), 360, 720);
  present_at (GTK_WINDOW (prefs), 360, 720);
  g_assert_cmpuint (assert_ids_whole (GTK_WIDGET (help)), >=, 5);
  g_assert_cmpuint (assert_ids_whole (prefs), >=, 1);
  gtk_window_destroy (GTK_WINDOW (help));
  gtk_window_destroy (GTK_WINDOW (prefs));
}

/* A page's message — a refusal's reason, as End Turn's — keeps its
 * ruling's id whole too, at any width (issue 30: "(R-" over "AI-13)"). */
static void
test_page_message_ids_whole (void)
{
  GtkWidget *panel = NULL;
  WgWindow  *window = wg_test_turn_window ("round-fourth-turn.json", &panel);

  present_at (GTK_WINDOW (window), 360, 720);
  wg_sidebar_page_show_message (WG_SIDEBAR_PAGE (panel),
                                "The Gatekeepers play their card before their turn ends (R-AI-13).");
  g_assert_cmpuint (assert_ids_whole (panel), ==, 1);
  wg_test_destroy_window (window);
}

int
main (int   argc,
      char *argv[])
{
  g_autofree char *home = wg_test_app_init (&argc, &argv);
  int              status;

  load_app_style ();
  g_test_add_func ("/wg/app/fit/switcher-wide", test_switcher_wide);
  g_test_add_func ("/wg/app/fit/switcher-phone", test_switcher_phone);
  g_test_add_func ("/wg/app/fit/menu-lines", test_menu_lines);
  g_test_add_func ("/wg/app/fit/toast-one-line", test_toast_one_line);
  g_test_add_func ("/wg/app/fit/gatekeepers-question-shown", test_gatekeepers_question_shown);
  g_test_add_func ("/wg/app/fit/preferences-phone", test_preferences_phone);
  g_test_add_func ("/wg/app/fit/preferences-wide", test_preferences_wide);
  g_test_add_func ("/wg/app/fit/battle-title-phone", test_battle_title_phone);
  g_test_add_func ("/wg/app/fit/battle-title-wide", test_battle_title_wide);
  g_test_add_func ("/wg/app/fit/shortcuts-phone", test_shortcuts_phone);
  g_test_add_func ("/wg/app/fit/shortcuts-wide", test_shortcuts_wide);
  g_test_add_func ("/wg/app/fit/rule-ids-whole", test_rule_ids_whole);
  g_test_add_func ("/wg/app/fit/page-message-ids-whole", test_page_message_ids_whole);
  status = g_test_run ();
  wg_test_app_cleanup (home);
  return status;
}
