/* test-app-ja.c — the window in Japanese: colours, Warpgates and counts as people read them
 * Copyright 2026 The Warpgate Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Issue 31, items 25 and 27, on tests/data/words-3p.json: Ana (blue), Ben
 * (red) and Chie (green), each with a Warpgate ("gate-blue", …) and a
 * drone on it, their Action cards counted. The app runs in Japanese as a
 * user runs it (LANGUAGE=ja with the ja_JP.UTF-8 locale the build makes,
 * WG_TEST_LOCPATH, and the .mo file compiled into the build tree). What the
 * Players page, the score sheet, the Location page and the board show
 * holds no colour id ("green") nor a Warpgate's id ("gate-green"), and a
 * count keeps its label on its line where a label wraps.
 */
#include "config.h"

#include <glib/gi18n.h>
#include <locale.h>
#include <string.h>

#include "wg-board-scene.h"
#include "wg-location-panel.h"
#include "wg-new-game-model.h"
#include "wg-player-panel.h"
#include "wg-score-window.h"
#include "wg-sidebar.h"
#include "wg-window.h"
#include "wg-words.h"
#include "wg-test-app.h"
#include "../wg-test-new-game.h"

static WgWindow *
open_window (void)
{
  g_autoptr (WgSession) session = wg_test_load_session ("words-3p.json");

  wg_session_set_autosave_dir (session, NULL);
  return wg_test_window_on (session);
}

static WgSidebar *
sidebar_of (WgWindow *window)
{
  return WG_SIDEBAR (wg_test_find_type (GTK_WIDGET (window), WG_TYPE_SIDEBAR));
}

/* Every label's text under @widget, shown or not, and every row's title
 * and subtitle (libadwaita draws them in labels of its own). */
static void
collect_texts (GtkWidget *widget,
               GPtrArray *texts)
{
  if (GTK_IS_LABEL (widget))
    g_ptr_array_add (texts, g_strdup (gtk_label_get_text (GTK_LABEL (widget))));
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    collect_texts (child, texts);
}

/* A colour's id ("blue", "red", "green") or a Warpgate's ("gate-red"). */
static GRegex *
id_regex (void)
{
  return g_regex_new ("\\b(blue|red|green)\\b|gate-", 0, 0, NULL);
}

/* No text under @widget names a colour by its id ("blue", "red",
 * "green") or a Warpgate by its id ("gate-red"). */
static void
assert_no_ids (GtkWidget *widget)
{
  g_autoptr (GPtrArray) texts = g_ptr_array_new_with_free_func (g_free);
  g_autoptr (GRegex) ids = id_regex ();

  collect_texts (widget, texts);
  g_assert_cmpuint (texts->len, >, 0);
  for (guint i = 0; i < texts->len; i++)
    if (g_regex_match (ids, g_ptr_array_index (texts, i), 0, NULL))
      g_error ("an id where a name belongs: “%s”", (char *) g_ptr_array_index (texts, i));
}

/* Whether some text under @widget is @text. */
static gboolean
shows (GtkWidget  *widget,
       const char *text)
{
  g_autoptr (GPtrArray) texts = g_ptr_array_new_with_free_func (g_free);

  collect_texts (widget, texts);
  for (guint i = 0; i < texts->len; i++)
    if (g_str_equal (g_ptr_array_index (texts, i), text))
      return TRUE;
  return FALSE;
}

/* The label under @widget whose text starts with @start. */
static GtkLabel *
find_label_starting (GtkWidget  *widget,
                     const char *start)
{
  if (GTK_IS_LABEL (widget) && g_str_has_prefix (gtk_label_get_text (GTK_LABEL (widget)), start))
    return GTK_LABEL (widget);
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkLabel *found = find_label_starting (child, start);

      if (found != NULL)
        return found;
    }
  return NULL;
}

/* "green" under Chie on the Players page (issue 31, item 27): each
 * player's page says the colour in Japanese, and no label holds an id. */
static void
test_players_page (void)
{
  WgWindow      *window = open_window ();
  WgPlayerPanel *panel = wg_sidebar_get_player_panel (sidebar_of (window));
  const char    *colours[] = { "青", "赤", "緑" };

  wg_sidebar_set_page (sidebar_of (window), "players");
  for (int p = 0; p < 3; p++)
    {
      wg_player_panel_set_player (panel, p);
      wg_test_iterate_until (wg_player_panel_get_player (panel) == p);
      g_assert_true (shows (GTK_WIDGET (panel), colours[p]));
      assert_no_ids (GTK_WIDGET (panel));
    }
  wg_test_destroy_window (window);
}

/* "Ben (blue)" on the score sheet (item 27): the players' rows say
 * "Ben (赤)". */
static void
test_score_sheet (void)
{
  WgWindow  *window = open_window ();
  GtkWidget *sheet;

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.show-score", NULL));
  sheet = GTK_WIDGET (wg_test_toplevel_of_type (WG_TYPE_SCORE_WINDOW));
  g_assert_nonnull (sheet);
  g_assert_true (shows (sheet, "Ana (青)"));
  g_assert_true (shows (sheet, "Ben (赤)"));
  g_assert_true (shows (sheet, "Chie (緑)"));
  assert_no_ids (sheet);
  gtk_window_destroy (GTK_WINDOW (sheet));
  wg_test_destroy_window (window);
}

/* The byte offsets where @label's text wraps at @width pixels. */
static GArray *
line_starts (GtkLabel *label,
             int       width)
{
  PangoLayout     *layout = gtk_widget_create_pango_layout (GTK_WIDGET (label),
                                                            gtk_label_get_text (label));
  GArray          *starts = g_array_new (FALSE, FALSE, sizeof (int));
  PangoLayoutIter *iter;

  pango_layout_set_attributes (layout, gtk_label_get_attributes (label));
  pango_layout_set_width (layout, width * PANGO_SCALE);
  pango_layout_set_wrap (layout, PANGO_WRAP_WORD_CHAR);
  iter = pango_layout_get_iter (layout);
  do
    {
      int start = pango_layout_iter_get_line_readonly (iter)->start_index;

      g_array_append_val (starts, start);
    }
  while (pango_layout_iter_next_line (iter));
  pango_layout_iter_free (iter);
  g_object_unref (layout);
  return starts;
}

/* The Action cards' counts wrapped between "デッキ" and "8" (item 27):
 * however narrow, the label wraps only next to a "·". */
static void
test_counts_kept_whole (void)
{
  WgWindow      *window = open_window ();
  WgPlayerPanel *panel = wg_sidebar_get_player_panel (sidebar_of (window));
  GtkLabel      *label;
  const char    *text;

  wg_sidebar_set_page (sidebar_of (window), "players");
  label = find_label_starting (GTK_WIDGET (panel), "デッキ 8");
  g_assert_nonnull (label);
  text = gtk_label_get_text (label);
  for (int width = 40; width <= 240; width += 10)
    {
      g_autoptr (GArray) starts = line_starts (label, width);

      g_assert_cmpuint (starts->len, >, 1);
      for (guint i = 1; i < starts->len; i++)
        {
          int         at = g_array_index (starts, int, i);
          const char *before = g_utf8_find_prev_char (text, text + at);
          const char *after = text + at;

          while (before != NULL && *before == ' ')
            before = g_utf8_find_prev_char (text, before);
          while (*after == ' ')
            after++;
          g_assert_nonnull (before);
          /* At a separator: the line ends or starts with it. */
          if (g_utf8_get_char (before) != 0x00B7 && g_utf8_get_char (after) != 0x00B7)
            g_error ("“%s” wraps inside a count at %d px, before “%s”", text, width, text + at);
        }
    }
  wg_test_destroy_window (window);
}

/* "On gate-red" on the Location page and "gate-blue" on the board (item
 * 25): a Warpgate is named by its colour, in Japanese. */
static void
test_warpgate_names (void)
{
  WgWindow     *window = open_window ();
  WgSession    *session = wg_window_get_session (window);
  const WgGame *game = wg_session_get_game (session);
  GtkWidget    *location = GTK_WIDGET (wg_sidebar_get_location_panel (sidebar_of (window)));
  int           gate = wg_board_find_location (game->board, "gate-green");
  int           d1 = wg_board_find_location (game->board, "D1");
  WgBoardScene *scene = wg_board_scene_new_for_board (game->board, FALSE, FALSE,
                                                      WG_BOARD_SCENE_VIEW);
  const char   *label = wg_words_location_label (wg_board_get_cell (game->board, gate));

  wg_sidebar_set_page (sidebar_of (window), "location");
  wg_session_select_location (session, d1);
  /* Each player's drone stands on their own Warpgate: "On the blue
   * Warpgate", in Japanese. */
  g_assert_true (shows (location, "青のワープゲート にある"));
  assert_no_ids (location);
  wg_session_select_location (session, gate);
  g_assert_true (shows (location, label));
  assert_no_ids (location);

  /* The board writes the same name under the gate. */
  g_assert_nonnull (strstr (label, "緑"));
  for (guint i = 0; i < scene->faces->len; i++)
    {
      const WgSceneFace *face = &g_array_index (scene->faces, WgSceneFace, i);

      g_assert_null (strstr (face->id, "gate-"));
      if (face->kind == WG_HEX_WARPGATE)
        g_assert_null (g_strstr_len (face->id, -1, "green"));
    }
  /* The history's and the toasts' sentences (the core's) say the colour
   * in Japanese too. */
  g_assert_cmpstr (wg_game_place_name (game, gate), ==, "緑のワープゲート");
  wg_board_scene_free (scene);
  wg_test_destroy_window (window);
}

/* The default name of a new game of three, in Japanese. */
static void
test_default_game_name (void)
{
  g_autoptr (WgCatalog) catalog = wg_catalog_new_builtin ();
  g_autoptr (WgNewGameModel) model = wg_new_game_model_new (catalog);
  g_autoptr (GDateTime) day = g_date_time_new_utc (2026, 11, 29, 12, 0, 0);

  wg_new_game_model_set_date (model, day);
  wg_new_game_model_set_n_players (model, 3);
  g_assert_cmpstr (wg_new_game_model_get_game_name (model), ==, "3人ゲーム 2026-11-29");
}

/* No item of a drop-down under @widget is a colour id; returns the
 * drop-downs looked at. */
static guint
assert_no_ids_in_lists (GtkWidget *widget)
{
  g_autoptr (GRegex) ids = id_regex ();
  guint seen = 0;

  if (ADW_IS_COMBO_ROW (widget)
      && GTK_IS_STRING_LIST (adw_combo_row_get_model (ADW_COMBO_ROW (widget))))
    {
      GtkStringList *list = GTK_STRING_LIST (adw_combo_row_get_model (ADW_COMBO_ROW (widget)));

      for (guint i = 0; i < g_list_model_get_n_items (G_LIST_MODEL (list)); i++)
        if (g_regex_match (ids, gtk_string_list_get_string (list, i), 0, NULL))
          g_error ("an id in a drop-down: “%s”", gtk_string_list_get_string (list, i));
      seen++;
    }
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    seen += assert_no_ids_in_lists (child);
  return seen;
}

/* New Game for three, in Japanese: each seat's colour, the first
 * player's list and the Gatekeepers' colours as people read them (the
 * seats said "Ana (blue)", the drop-downs "blue", "red"…). */
static void
test_new_game_colours (void)
{
  g_autoptr (WgSession) session = wg_session_new ();
  WgNewGameWindow *window;
  WgNewGameModel  *model;

  model = wg_test_new_game_window (session, &window, 0, 0);
  wg_new_game_model_set_n_players (model, 3);
  wg_test_iterate_until (wg_new_game_model_get_n_players (model) == 3);
  for (int i = 0; i < 20; i++)
    g_main_context_iteration (NULL, FALSE);
  assert_no_ids (GTK_WIDGET (window));
  /* The drop-downs' items too, which no label holds until opened. */
  g_assert_cmpuint (assert_no_ids_in_lists (GTK_WIDGET (window)), >=, 3);
  gtk_window_destroy (GTK_WINDOW (window));
  wg_test_iterate_until (window == NULL);
}

int
main (int   argc,
      char *argv[])
{
  const char      *locpath = WG_TEST_LOCPATH;
  g_autofree char *home = NULL;
  int              status;

  /* Japanese, as a user runs it: LANGUAGE needs a real locale (under
   * C.UTF-8 gettext ignores it), which the build makes. */
  g_setenv ("LOCPATH", locpath, TRUE);
  g_setenv ("LC_ALL", "ja_JP.UTF-8", TRUE);
  g_setenv ("LANGUAGE", "ja", TRUE);
  home = wg_test_app_init (&argc, &argv);
  g_assert_nonnull (setlocale (LC_ALL, "ja_JP.UTF-8"));
  bindtextdomain (GETTEXT_PACKAGE, WG_BUILD_LOCALEDIR);
  bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");
  textdomain (GETTEXT_PACKAGE);
  g_assert_cmpstr (_ ("Players"), !=, "Players");

  g_test_add_func ("/wg/app/ja/players-page", test_players_page);
  g_test_add_func ("/wg/app/ja/score-sheet", test_score_sheet);
  g_test_add_func ("/wg/app/ja/counts-kept-whole", test_counts_kept_whole);
  g_test_add_func ("/wg/app/ja/warpgate-names", test_warpgate_names);
  g_test_add_func ("/wg/app/ja/default-game-name", test_default_game_name);
  g_test_add_func ("/wg/app/ja/new-game-colours", test_new_game_colours);
  status = g_test_run ();
  wg_test_app_cleanup (home);
  return status;
}
