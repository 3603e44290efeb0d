/* test-app-help.c — the user guide: its pages, its sidebar, folding, app.help (F1), the menu
 * Copyright 2026 The Warpgate Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "wg-application.h"
#include "wg-help-window.h"
#include "wg-start-window.h"
#include "wg-test-app.h"

/* The pages in the sidebar's order, with their titles in the template. */
static const struct
{
  const char *name;
  const char *title;
} pages[] = {
  { WG_HELP_PAGE_GETTING_STARTED, "Getting Started" },
  { WG_HELP_PAGE_ENTERING_THE_TABLE, "Entering the Table" },
  { WG_HELP_PAGE_BOARD_EDITOR, "The Board Editor" },
  { WG_HELP_PAGE_RANGE, "Range and Withdrawing" },
  { WG_HELP_PAGE_ACTIONS, "Actions" },
  { WG_HELP_PAGE_BATTLES, "Battles" },
  { WG_HELP_PAGE_SOLO, "Playing Solo" },
  { WG_HELP_PAGE_EXPLORATION, "The Exploration Variant" },
  { WG_HELP_PAGE_SCORING, "Scoring" },
  { WG_HELP_PAGE_SHARE, "Share to the Table" },
};

static void
count_labels (GtkWidget *widget,
              guint     *n_labels,
              guint     *n_chars)
{
  if (GTK_IS_LABEL (widget))
    {
      const char *text = gtk_label_get_text (GTK_LABEL (widget));

      *n_labels += text[0] != '\0';
      *n_chars += (guint) g_utf8_strlen (text, -1);
    }
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    count_labels (child, n_labels, n_chars);
}

/* The page's title in the content's header bar (the stack's sibling). */
static AdwWindowTitle *
page_title (WgHelpWindow *window)
{
  GtkWidget *stack = wg_test_find_type (GTK_WIDGET (window), GTK_TYPE_STACK);
  GtkWidget *bar = gtk_widget_get_prev_sibling (stack);

  g_assert_true (ADW_IS_HEADER_BAR (bar));
  return ADW_WINDOW_TITLE (adw_header_bar_get_title_widget (ADW_HEADER_BAR (bar)));
}

static void
destroy_help (WgHelpWindow *window)
{
  g_object_add_weak_pointer (G_OBJECT (window), (gpointer *) &window);
  gtk_window_destroy (GTK_WINDOW (window));
  wg_test_iterate_until (window == NULL);
}

static void
on_notify (GObject    *object,
           GParamSpec *pspec,
           gpointer    user_data)
{
  (*(int *) user_data)++;
}

/* Ten pages in order, each a title and at least two paragraphs of real
 * text; the sidebar lists them by the same titles. */
static void
test_pages (void)
{
  WgHelpWindow *window = wg_help_window_new (NULL);
  GtkStack     *stack = GTK_STACK (wg_test_find_type (GTK_WIDGET (window), GTK_TYPE_STACK));
  GtkListBox   *sidebar = GTK_LIST_BOX (wg_test_find_type (GTK_WIDGET (window),
                                                           GTK_TYPE_LIST_BOX));
  GtkWidget    *child = gtk_widget_get_first_child (GTK_WIDGET (stack));

  g_assert_nonnull (stack);
  g_assert_nonnull (sidebar);
  g_assert_true (gtk_widget_has_css_class (GTK_WIDGET (sidebar), "navigation-sidebar"));
  g_assert_cmpstr (wg_help_window_get_page (window), ==, WG_HELP_PAGE_GETTING_STARTED);
  g_assert_cmpstr (adw_window_title_get_title (page_title (window)), ==,
                   "Getting Started");
  for (guint i = 0; i < G_N_ELEMENTS (pages); i++, child = gtk_widget_get_next_sibling (child))
    {
      GtkStackPage  *page;
      GtkListBoxRow *row = gtk_list_box_get_row_at_index (sidebar, (int) i);
      guint          n_labels = 0, n_chars = 0;

      g_assert_nonnull (child);
      page = gtk_stack_get_page (stack, child);
      g_assert_cmpstr (gtk_stack_page_get_name (page), ==, pages[i].name);
      g_assert_cmpstr (gtk_stack_page_get_title (page), ==, pages[i].title);
      g_assert_nonnull (row);
      g_assert_cmpstr (gtk_label_get_text (GTK_LABEL (gtk_list_box_row_get_child (row))), ==,
                       pages[i].title);
      count_labels (child, &n_labels, &n_chars);
      g_assert_cmpuint (n_labels, >=, 3);
      g_assert_cmpuint (n_chars, >, 300);
    }
  g_assert_null (child);
  g_assert_null (gtk_list_box_get_row_at_index (sidebar, G_N_ELEMENTS (pages)));
  /* The row of the page shown is selected. */
  g_assert_cmpint (gtk_list_box_row_get_index (gtk_list_box_get_selected_row (sidebar)), ==, 0);
  destroy_help (window);
}

/* A click in the sidebar shows its page, names it in the header bar and
 * selects its row; an unknown page changes nothing. */
static void
test_navigate (void)
{
  WgHelpWindow    *window = wg_help_window_new (NULL);
  GtkListBox      *sidebar = GTK_LIST_BOX (wg_test_find_type (GTK_WIDGET (window),
                                                              GTK_TYPE_LIST_BOX));
  AdwWindowTitle  *title = page_title (window);
  int              notified = 0;
  g_autofree char *page = NULL;

  g_signal_connect (window, "notify::page", G_CALLBACK (on_notify), &notified);
  gtk_window_present (GTK_WINDOW (window));
  g_signal_emit_by_name (sidebar, "row-activated", gtk_list_box_get_row_at_index (sidebar, 5));
  g_assert_cmpstr (wg_help_window_get_page (window), ==, WG_HELP_PAGE_BATTLES);
  g_assert_cmpstr (adw_window_title_get_title (title), ==, "Battles");
  g_assert_cmpint (gtk_list_box_row_get_index (gtk_list_box_get_selected_row (sidebar)), ==, 5);
  g_assert_cmpint (notified, ==, 1);

  g_assert_true (wg_help_window_set_page (window, WG_HELP_PAGE_SCORING));
  g_assert_cmpstr (adw_window_title_get_title (title), ==, "Scoring");
  /* Scoring is the ninth page (pages[8]). */
  g_assert_cmpstr (pages[8].name, ==, WG_HELP_PAGE_SCORING);
  g_assert_cmpint (gtk_list_box_row_get_index (gtk_list_box_get_selected_row (sidebar)), ==, 8);
  g_assert_cmpint (notified, ==, 2);

  g_assert_false (wg_help_window_set_page (window, "rulebook"));
  g_assert_cmpstr (wg_help_window_get_page (window), ==, WG_HELP_PAGE_SCORING);
  g_assert_cmpint (notified, ==, 2);

  g_object_set (window, "page", WG_HELP_PAGE_SOLO, NULL);
  g_object_get (window, "page", &page, NULL);
  g_assert_cmpstr (page, ==, WG_HELP_PAGE_SOLO);
  g_assert_cmpstr (adw_window_title_get_title (title), ==, "Playing Solo");
  destroy_help (window);
}

/* On a narrow window the leaflet folds: the sidebar first, a row brings its
 * page over it with a back button, and help.back returns to the sidebar. */
static void
test_folded (void)
{
  WgHelpWindow *window = wg_help_window_new (NULL);
  AdwLeaflet   *leaflet = ADW_LEAFLET (wg_test_find_type (GTK_WIDGET (window),
                                                          ADW_TYPE_LEAFLET));
  GtkListBox   *sidebar = GTK_LIST_BOX (wg_test_find_type (GTK_WIDGET (window),
                                                           GTK_TYPE_LIST_BOX));
  GtkWidget    *back = wg_test_find_actionable (GTK_WIDGET (window), "help.back");
  GtkWidget    *sidebar_box, *content_box;

  gtk_window_set_default_size (GTK_WINDOW (window), 360, 600);
  gtk_window_present (GTK_WINDOW (window));
  wg_test_iterate_until (adw_leaflet_get_folded (leaflet)
                         && gtk_widget_get_mapped (GTK_WIDGET (leaflet)));
  sidebar_box = gtk_widget_get_ancestor (GTK_WIDGET (sidebar), GTK_TYPE_BOX);
  while (gtk_widget_get_parent (sidebar_box) != GTK_WIDGET (leaflet))
    sidebar_box = gtk_widget_get_ancestor (gtk_widget_get_parent (sidebar_box), GTK_TYPE_BOX);
  content_box = gtk_widget_get_ancestor (back, GTK_TYPE_BOX);
  while (gtk_widget_get_parent (content_box) != GTK_WIDGET (leaflet))
    content_box = gtk_widget_get_ancestor (gtk_widget_get_parent (content_box), GTK_TYPE_BOX);

  g_assert_true (adw_leaflet_get_visible_child (leaflet) == sidebar_box);
  g_assert_true (gtk_widget_get_visible (back));
  g_signal_emit_by_name (sidebar, "row-activated", gtk_list_box_get_row_at_index (sidebar, 2));
  g_assert_true (adw_leaflet_get_visible_child (leaflet) == content_box);
  g_assert_cmpstr (wg_help_window_get_page (window), ==, WG_HELP_PAGE_BOARD_EDITOR);

  g_signal_emit_by_name (back, "clicked");
  g_assert_true (adw_leaflet_get_visible_child (leaflet) == sidebar_box);
  /* The same row again: the page does not change, it is still brought over. */
  g_signal_emit_by_name (sidebar, "row-activated", gtk_list_box_get_row_at_index (sidebar, 2));
  g_assert_true (adw_leaflet_get_visible_child (leaflet) == content_box);

  /* Wide, both are shown and there is no back button. */
  gtk_window_set_default_size (GTK_WINDOW (window), 900, 600);
  wg_test_iterate_until (!adw_leaflet_get_folded (leaflet));
  g_assert_false (gtk_widget_get_visible (back));
  destroy_help (window);
}

static WgHelpWindow *
find_help_window (void)
{
  GListModel   *toplevels = gtk_window_get_toplevels ();
  WgHelpWindow *found = NULL;

  for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
    {
      g_autoptr (GtkWindow) w = g_list_model_get_item (toplevels, i);

      if (WG_IS_HELP_WINDOW (w) && gtk_widget_get_visible (GTK_WIDGET (w)))
        {
          g_assert_null (found); /* only one */
          found = WG_HELP_WINDOW (w);
        }
    }
  return found;
}

typedef struct
{
  WgHelpWindow *help;   /* weak */
  WgWindow     *window; /* weak */
  gboolean      checked;
} AppRun;

/* Inside the running application, over its first window: what F1 does. */
static void
check_help_action (gpointer user_data)
{
  AppRun         *run = user_data;
  GtkApplication *app = GTK_APPLICATION (g_application_get_default ());
  GtkWindow      *window = gtk_application_get_active_window (app);
  g_auto (GStrv) accels = gtk_application_get_accels_for_action (app, "app.help");
  WgHelpWindow *help;

  /* Started with no file: the start screen; its sample game's window
   * replaces it. */
  g_assert_true (WG_IS_START_WINDOW (window));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.sample", NULL));
  wg_test_iterate_until (g_list_length (gtk_application_get_windows (app)) == 1);
  window = gtk_application_get_active_window (app);
  g_assert_true (WG_IS_WINDOW (window));
  g_assert_cmpuint (g_strv_length (accels), ==, 1);
  g_assert_cmpstr (accels[0], ==, "F1");

  g_assert_null (find_help_window ());
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "app.help", NULL));
  help = find_help_window ();
  g_assert_nonnull (help);
  g_assert_true (gtk_window_get_transient_for (GTK_WINDOW (help)) == window);
  g_assert_cmpstr (wg_help_window_get_page (help), ==, WG_HELP_PAGE_GETTING_STARTED);
  /* Asked again: the same guide. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "app.help", NULL));
  g_assert_true (find_help_window () == help);
  /* Not one of the application's windows: the active window stays the game's. */
  g_assert_cmpuint (g_list_length (gtk_application_get_windows (app)), ==, 1);
  g_assert_true (gtk_application_get_active_window (app) == window);

  /* Closed, it opens again. */
  destroy_help (help);
  g_assert_null (find_help_window ());
  g_action_group_activate_action (G_ACTION_GROUP (app), "help", NULL);
  run->help = find_help_window ();
  g_assert_nonnull (run->help);
  g_object_add_weak_pointer (G_OBJECT (run->help), (gpointer *) &run->help);

  /* The game window goes, and the guide with it; so does the application. */
  run->window = WG_WINDOW (window);
  g_object_add_weak_pointer (G_OBJECT (window), (gpointer *) &run->window);
  wg_session_close (wg_window_get_session (WG_WINDOW (window)));
  gtk_window_destroy (window);
  run->checked = TRUE;
}

static void
on_activate (GApplication *app,
             gpointer      user_data)
{
  g_idle_add_once (check_help_action, user_data);
}

/* Started with no file, the start screen's Try the Sample Game opens a
 * game window. app.help, on F1, opens the guide over the window it was
 * asked from, once however often it is asked for; closed, it opens again;
 * it goes with its window. The application runs as it does for a user. */
static void
test_app_action (void)
{
  WgApplication *app = wg_application_new ();
  AppRun         run = { 0 };

  /* The style sheets are found in every build, the development one (app id
   * "….Devel") too: without them the score sheet's columns ran together. */
  g_assert_cmpstr (g_application_get_resource_base_path (G_APPLICATION (app)), ==,
                   RESOURCE_PREFIX);

  /* A local instance: never another test's, whatever the session bus. */
  g_application_set_flags (G_APPLICATION (app),
                           G_APPLICATION_HANDLES_OPEN | G_APPLICATION_NON_UNIQUE);
  g_signal_connect_after (app, "activate", G_CALLBACK (on_activate), &run);
  g_assert_cmpint (g_application_run (G_APPLICATION (app), 0, NULL), ==, 0);
  g_assert_true (run.checked);
  g_object_add_weak_pointer (G_OBJECT (app), (gpointer *) &app);
  g_object_unref (app);
  wg_test_iterate_until (app == NULL && run.window == NULL && run.help == NULL);
  g_assert_null (find_help_window ());
}

static gboolean
menu_has_action (GMenuModel *menu,
                 const char *action,
                 char      **label)
{
  for (int i = 0; i < g_menu_model_get_n_items (menu); i++)
    {
      g_autofree char *name = NULL;
      GMenuLinkIter   *iter;

      if (g_menu_model_get_item_attribute (menu, i, G_MENU_ATTRIBUTE_ACTION, "s", &name)
          && g_str_equal (name, action))
        {
          g_menu_model_get_item_attribute (menu, i, G_MENU_ATTRIBUTE_LABEL, "s", label);
          return TRUE;
        }
      iter = g_menu_model_iterate_item_links (menu, i);
      while (g_menu_link_iter_next (iter))
        {
          g_autoptr (GMenuModel) link = g_menu_link_iter_get_value (iter);

          if (menu_has_action (link, action, label))
            {
              g_object_unref (iter);
              return TRUE;
            }
        }
      g_object_unref (iter);
    }
  return FALSE;
}

/* The window's primary menu has the Help item. */
static void
test_primary_menu (void)
{
  WgWindow *window = wg_test_sample_window ();
  g_autoptr (GPtrArray) todo = g_ptr_array_new ();
  GMenuModel      *menu = NULL;
  g_autofree char *label = NULL;

  /* The menu button whose menu has the About item. */
  g_ptr_array_add (todo, window);
  while (todo->len > 0 && menu == NULL)
    {
      GtkWidget       *w = g_ptr_array_steal_index (todo, todo->len - 1);
      g_autofree char *about = NULL;

      if (GTK_IS_MENU_BUTTON (w) && gtk_menu_button_get_menu_model (GTK_MENU_BUTTON (w)) != NULL
          && menu_has_action (gtk_menu_button_get_menu_model (GTK_MENU_BUTTON (w)),
                              "app.about", &about))
        menu = gtk_menu_button_get_menu_model (GTK_MENU_BUTTON (w));
      for (GtkWidget *c = gtk_widget_get_first_child (w); c != NULL;
           c = gtk_widget_get_next_sibling (c))
        g_ptr_array_add (todo, c);
    }
  g_assert_nonnull (menu);
  g_assert_true (menu_has_action (menu, "app.help", &label));
  g_assert_cmpstr (label, ==, "_Help");
  wg_test_destroy_window (window);
}

int
main (int   argc,
      char *argv[])
{
  g_autofree char *home = NULL;
  int              status;

  /* No session bus: the application of test_app_action stays local. */
  g_setenv ("DBUS_SESSION_BUS_ADDRESS", "unix:path=/nonexistent/wg-test-bus", TRUE);
  home = wg_test_app_init (&argc, &argv);
  g_test_add_func ("/wg/app/help/pages", test_pages);
  g_test_add_func ("/wg/app/help/navigate", test_navigate);
  g_test_add_func ("/wg/app/help/folded", test_folded);
  g_test_add_func ("/wg/app/help/app-action", test_app_action);
  g_test_add_func ("/wg/app/help/primary-menu", test_primary_menu);
  status = g_test_run ();
  wg_test_app_cleanup (home);
  return status;
}
