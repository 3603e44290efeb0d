/* wg-application.c — the application: windows, command line, app actions
 * Copyright 2026 The Warpgate Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "wg-application.h"
#include "wg-autosave.h"
#include "wg-help-window.h"
#include "wg-preferences-window.h"
#include "wg-replay-window.h"
#include "wg-card-store.h"
#include "wg-start-window.h"
#include "wg-window.h"

struct _WgApplication
{
  AdwApplication parent_instance;

  gboolean       restore_offered; /* once per run, at the first window */
  WgHelpWindow  *help_window;     /* weak: the one user guide, while open */
  WgStartWindow *start_window;    /* weak: the start screen, while shown */

  /* --share[=ADDRESS:PORT]: the first window shares its game at launch */
  gboolean       share;
  char          *share_address; /* NULL: the local network's */
  guint          share_port;

  /* --replay FILE: a replay window on FILE instead of the main window */
  char          *replay_path;
  WgReplayModel *replay_model; /* FILE read, until its window opens */
};

G_DEFINE_FINAL_TYPE (WgApplication, wg_application, ADW_TYPE_APPLICATION)

/* A window on the bundled sample game. The sample is part of the build and
 * tested, so failing to read it is a bug; the window still opens, empty. */
static WgWindow *
new_sample_window (WgApplication *self)
{
  g_autoptr (WgSession) session = wg_session_new ();
  g_autoptr (GError) error = NULL;

  if (!wg_session_load_resource (session, WG_SESSION_SAMPLE_RESOURCE, &error))
    g_warning ("The sample game cannot be read: %s", error->message);
  return wg_window_new (GTK_APPLICATION (self), session);
}

/* --share: the first window's game shared at once, its address printed
 * as one line on standard output (for a TV set up once). */
static void
start_sharing (WgApplication *self,
               WgWindow      *window)
{
  WgShareServer *server = wg_window_get_share_server (window);
  g_autoptr (GError) error = NULL;

  if (!self->share)
    return;
  self->share = FALSE;
  if (!wg_share_server_start (server, self->share_address, self->share_port, &error))
    {
      g_printerr ("warpgate-companion: %s\n", error->message);
      return;
    }
  g_print ("%s\n", wg_share_server_get_url (server));
  fflush (stdout);
}

/* The runs that did not end cleanly left unsaved changes: once per run,
 * each slot is offered in a window of its own (wg-autosave.h). @blank, a
 * window on the sample that nothing was asked to open, takes the first. */
static void
offer_restore (WgApplication *self,
               WgWindow      *blank)
{
  g_autofree char *root = NULL;
  g_auto (GStrv) slots = NULL;

  if (self->restore_offered)
    return;
  self->restore_offered = TRUE;
  root = wg_autosave_default_dir ();
  slots = wg_autosave_find_orphans (root);
  for (guint i = 0; slots[i] != NULL; i++)
    {
      WgWindow *window = blank;

      if (window == NULL)
        {
          window = new_sample_window (self);
          gtk_window_present (GTK_WINDOW (window));
        }
      wg_window_offer_restore (window, slots[i], window != blank);
      if (wg_session_can_restore (wg_window_get_session (window)))
        blank = NULL;
      else if (window != blank)
        gtk_window_destroy (GTK_WINDOW (window));
    }
}

static void
on_replay_continued (WgApplication *self,
                     GFile         *file)
{
  g_application_open (G_APPLICATION (self), &file, 1, "");
}

/* --replay FILE: its replay window alone (the file was read by
 * handle_local_options). */
static gboolean
open_replay (WgApplication *self)
{
  g_autoptr (WgReplayModel) model = g_steal_pointer (&self->replay_model);
  WgReplayWindow *window;

  if (model == NULL)
    return FALSE;
  window = wg_replay_window_new (model);
  gtk_window_set_application (GTK_WINDOW (window), GTK_APPLICATION (self));
  g_signal_connect_object (window, "continued", G_CALLBACK (on_replay_continued), self,
                           G_CONNECT_SWAPPED);
  gtk_window_present (GTK_WINDOW (window));
  return TRUE;
}

/* Whether a run that did not end cleanly left a game to restore (asked
 * once per run: offer_restore asks the same). */
static gboolean
has_orphans (WgApplication *self)
{
  g_autofree char *root = NULL;
  g_auto (GStrv) slots = NULL;

  if (self->restore_offered)
    return FALSE;
  root = wg_autosave_default_dir ();
  slots = wg_autosave_find_orphans (root);
  return slots[0] != NULL;
}

static void
on_start_open (WgApplication *self,
               GFile         *file)
{
  g_application_open (G_APPLICATION (self), &file, 1, "");
}

static void
on_start_sample (WgApplication *self)
{
  gtk_window_present (GTK_WINDOW (new_sample_window (self)));
}

static void
on_start_game_created (WgApplication *self,
                       WgSession     *session,
                       const char    *description)
{
  WgWindow *window = wg_window_new (GTK_APPLICATION (self), session);

  gtk_window_present (GTK_WINDOW (window));
  wg_window_game_created (window, description);
}

/* The start screen, once: started with nothing to open and nothing to
 * restore. It goes when a game window opens (on_window_added). */
static void
present_start (WgApplication *self)
{
  g_autoptr (WgCardStore) store = wg_card_store_dup_default (NULL);
  WgCatalog *catalog = store != NULL ? wg_card_store_get_catalog (store) : NULL;

  self->restore_offered = TRUE; /* has_orphans found none */
  self->start_window = wg_start_window_new (GTK_APPLICATION (self),
                                            gtk_recent_manager_get_default (),
                                            WG_WINDOW_RECENT_GROUP, catalog);
  g_object_add_weak_pointer (G_OBJECT (self->start_window), (gpointer *) &self->start_window);
  g_signal_connect_object (self->start_window, "open", G_CALLBACK (on_start_open), self,
                           G_CONNECT_SWAPPED);
  g_signal_connect_object (self->start_window, "sample", G_CALLBACK (on_start_sample), self,
                           G_CONNECT_SWAPPED);
  g_signal_connect_object (self->start_window, "game-created", G_CALLBACK (on_start_game_created),
                           self, G_CONNECT_SWAPPED);
  gtk_window_present (GTK_WINDOW (self->start_window));
}

static void
close_start (gpointer user_data)
{
  WgApplication *self = user_data;

  if (self->start_window != NULL)
    gtk_window_destroy (GTK_WINDOW (self->start_window));
  g_object_unref (self);
}

/* A game window has opened: the start screen goes, once the signal that
 * opened it is over (New Game's dialog, over the start screen, is still
 * emitting "created"). */
static void
on_window_added (GtkApplication *app,
                 GtkWindow      *window)
{
  WgApplication *self = WG_APPLICATION (app);

  if (WG_IS_WINDOW (window) && self->start_window != NULL)
    g_idle_add_once (close_start, g_object_ref (self));
}

/* Started with no file: the start screen, unless a crashed run's game is
 * to be restored or --share has a game to share (the sample, as before). */
static void
wg_application_activate (GApplication *app)
{
  WgApplication *self = WG_APPLICATION (app);
  GtkWindow     *window = gtk_application_get_active_window (GTK_APPLICATION (app));
  WgWindow      *blank = NULL;

  if (open_replay (self))
    return;
  if (window == NULL && !self->share && !has_orphans (self))
    {
      present_start (self);
      return;
    }
  if (window == NULL)
    {
      window = GTK_WINDOW (new_sample_window (self));
      blank = WG_WINDOW (window);
    }
  gtk_window_present (window);
  if (WG_IS_WINDOW (window))
    start_sharing (self, WG_WINDOW (window));
  offer_restore (self, blank);
}

/* One window per file, never two on one file. It shows the sample until
 * the file is read, so that a refused file is explained over a board
 * rather than an empty window. */
static void
wg_application_open (GApplication *app,
                     GFile       **files,
                     int           n_files,
                     const char   *hint)
{
  for (int i = 0; i < n_files; i++)
    {
      WgWindow *window = wg_window_find_for_file (files[i]);

      /* Already open: that window comes forward, not a second one. */
      if (window != NULL)
        {
          gtk_window_present (GTK_WINDOW (window));
          continue;
        }
      window = new_sample_window (WG_APPLICATION (app));
      gtk_window_present (GTK_WINDOW (window));
      wg_window_open_file (window, files[i]);
      start_sharing (WG_APPLICATION (app), window);
    }
  offer_restore (WG_APPLICATION (app), NULL);
}

/* Quitting closes every window the way its close button does, so that
 * each asks about its unsaved changes; the application ends with the last. */
static void
quit_action (GSimpleAction *action,
             GVariant      *parameter,
             gpointer       user_data)
{
  GList *windows = g_list_copy (gtk_application_get_windows (GTK_APPLICATION (user_data)));

  for (GList *l = windows; l != NULL; l = l->next)
    gtk_window_close (l->data);
  g_list_free (windows);
}

static void
open_action (GSimpleAction *action,
             GVariant      *parameter,
             gpointer       user_data)
{
  GtkApplication *app = GTK_APPLICATION (user_data);
  GtkWindow      *window;

  g_application_activate (G_APPLICATION (app));
  window = gtk_application_get_active_window (app);
  if (window != NULL)
    gtk_widget_activate_action (GTK_WIDGET (window), "win.open", NULL);
}

/* What Orca reads of GTK 4.8's and libadwaita 1.2's own widgets, mended (the
 * a11y-names test reads it through AT-SPI):
 *
 * 1. A button whose label has a mnemonic is named by its label property
 *    ("_Cancel") and by the label inside it ("Cancel") together: "_Cancel
 *    Cancel". It is named by the text its label shows.
 * 2. A button showing only an icon, a search entry and a text view that
 *    nobody named are read by their type: "GtkImage", "GtkSearchEntry",
 *    "GtkTextView". An icon button is named by its tooltip, a button
 *    showing a label by the label's text, a search entry by its placeholder
 *    text or as a search, a text view by the title of the header bar of its
 *    page (the About window's Debugging Information).
 *
 * Every window does it as it is shown, for what it holds then (the pages it
 * does not show yet included: AT-SPI lists them); a button, whenever it is
 * shown or its label changes. */
static void
name_widget (GtkWidget  *widget,
             const char *name)
{
  gtk_accessible_update_property (GTK_ACCESSIBLE (widget), GTK_ACCESSIBLE_PROPERTY_LABEL, name, -1);
  gtk_accessible_reset_relation (GTK_ACCESSIBLE (widget), GTK_ACCESSIBLE_RELATION_LABELLED_BY);
}

static void
name_button (GtkButton *button)
{
  GtkWidget       *child = gtk_button_get_child (button);
  g_autofree char *differs = NULL;

  if (!GTK_IS_LABEL (child) || !gtk_label_get_use_underline (GTK_LABEL (child)))
    return;
  /* A name of the app's own stays: only GTK's (the label with its
   * underscore) goes. */
  if (gtk_test_accessible_has_property (GTK_ACCESSIBLE (button), GTK_ACCESSIBLE_PROPERTY_LABEL))
    differs = gtk_test_accessible_check_property (GTK_ACCESSIBLE (button),
                                                  GTK_ACCESSIBLE_PROPERTY_LABEL,
                                                  gtk_label_get_label (GTK_LABEL (child)));
  if (differs == NULL)
    name_widget (GTK_WIDGET (button), gtk_label_get_text (GTK_LABEL (child)));
}

/* The title of the first header bar found going up from @widget. */
static const char *
page_title (GtkWidget *widget)
{
  for (GtkWidget *up = gtk_widget_get_parent (widget); up != NULL; up = gtk_widget_get_parent (up))
    for (GtkWidget *child = gtk_widget_get_first_child (up); child != NULL;
         child = gtk_widget_get_next_sibling (child))
      {
        GtkWidget *title = NULL;

        if (ADW_IS_HEADER_BAR (child))
          title = adw_header_bar_get_title_widget (ADW_HEADER_BAR (child));
        else if (GTK_IS_HEADER_BAR (child))
          title = gtk_header_bar_get_title_widget (GTK_HEADER_BAR (child));
        else
          continue;
        if (ADW_IS_WINDOW_TITLE (title))
          return adw_window_title_get_title (ADW_WINDOW_TITLE (title));
        return GTK_IS_LABEL (title) ? gtk_label_get_text (GTK_LABEL (title)) : NULL;
      }
  return NULL;
}

static void
name_unnamed (GtkWidget *widget)
{
  GtkWidget       *child = GTK_IS_BUTTON (widget) ? gtk_button_get_child (GTK_BUTTON (widget)) : NULL;
  g_autofree char *placeholder = NULL;
  const char      *name = NULL;

  if (gtk_test_accessible_has_property (GTK_ACCESSIBLE (widget), GTK_ACCESSIBLE_PROPERTY_LABEL))
    return;
  if (GTK_IS_SEARCH_ENTRY (widget))
    {
      g_object_get (widget, "placeholder-text", &placeholder, NULL);
      name = placeholder != NULL && *placeholder != '\0' ? placeholder : _ ("Search");
    }
  else if (GTK_IS_TEXT_VIEW (widget))
    name = page_title (widget);
  else if (GTK_IS_IMAGE (child))
    name = gtk_widget_get_tooltip_text (widget);
  else if (GTK_IS_LABEL (child) && gtk_button_get_label (GTK_BUTTON (widget)) == NULL)
    name = gtk_label_get_text (GTK_LABEL (child)); /* a label of its own: GTK names none */
  if (name != NULL && *name != '\0')
    name_widget (widget, name);
}

static void
name_library_parts (GtkWidget *widget)
{
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      if (GTK_IS_BUTTON (child))
        name_button (GTK_BUTTON (child));
      name_unnamed (child);
      name_library_parts (child);
    }
}

static gboolean
on_widget_mapped (GSignalInvocationHint *hint,
                  guint                  n_values,
                  const GValue          *values,
                  gpointer               user_data)
{
  GObject *widget = g_value_get_object (&values[0]);

  if (GTK_IS_WINDOW (widget))
    name_library_parts (GTK_WIDGET (widget));
  if (!GTK_IS_BUTTON (widget))
    return TRUE;
  if (g_object_get_data (widget, "wg-named-by-label") == NULL)
    {
      g_object_set_data (widget, "wg-named-by-label", GINT_TO_POINTER (TRUE));
      g_signal_connect_after (widget, "notify::label", G_CALLBACK (name_button), NULL);
      g_signal_connect_after (widget, "notify::use-underline", G_CALLBACK (name_button), NULL);
    }
  name_button (GTK_BUTTON (widget));
  return TRUE;
}

/* GtkShortcutsWindow's search button shows an icon without a tooltip, and
 * its sections' menu button (hidden while there is one section) nothing. */
static void
name_shortcuts_parts (GtkWidget *widget)
{
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      if (GTK_IS_MENU_BUTTON (child))
        {
          name_widget (child, _ ("Sections"));
          name_widget (gtk_widget_get_first_child (child), _ ("Sections"));
          continue;
        }
      if (GTK_IS_TOGGLE_BUTTON (child) && GTK_IS_IMAGE (gtk_button_get_child (GTK_BUTTON (child))))
        name_widget (child, _ ("Search Shortcuts"));
      name_shortcuts_parts (child);
    }
}

static void
about_action (GSimpleAction *action,
              GVariant      *parameter,
              gpointer       user_data)
{
  static const char *developers[] = {
    "The Warpgate Companion authors https://github.com/wgcompanion/warpgate-companion",
    NULL
  };
  GtkApplication *app = GTK_APPLICATION (user_data);
  GtkWidget      *about;

  about = g_object_new (ADW_TYPE_ABOUT_WINDOW,
                        "transient-for", gtk_application_get_active_window (app),
                        "application-name", _ ("Warpgate Companion"),
                        "application-icon", ICON_NAME,
                        "comments", _ ("Mirrors a game of Warpgate on the table and referees it"),
                        "developer-name", _ ("The Warpgate Companion authors"),
                        "version", PACKAGE_VERSION,
                        "website", "https://github.com/wgcompanion/warpgate-companion",
                        "issue-url", "https://github.com/wgcompanion/warpgate-companion/issues",
                        "copyright", _ ("© 2026 The Warpgate Companion authors"),
                        "license-type", GTK_LICENSE_GPL_3_0,
                        "translator-credits", _ ("translator-credits"),
                        "developers", developers,
                        NULL);
  /* The app is a companion to a published game, not part of it. */
  adw_about_window_add_legal_section (ADW_ABOUT_WINDOW (about), _ ("Warpgate"), NULL,
                                      GTK_LICENSE_CUSTOM,
                                      _ ("Warpgate is a board game by its own authors and "
                                         "publisher. Warpgate Companion is an unofficial "
                                         "companion to it, made by players; the sample boards "
                                         "are invented for the app and are not the game’s "
                                         "tiles."));
  gtk_window_present (GTK_WINDOW (about));
}

static void
preferences_action (GSimpleAction *action,
                    GVariant      *parameter,
                    gpointer       user_data)
{
  GtkApplication *app = GTK_APPLICATION (user_data);
  g_autoptr (GSettings) settings = g_settings_new (APP_ID);
  GtkWidget *preferences = wg_preferences_window_new (settings);

  gtk_window_set_transient_for (GTK_WINDOW (preferences), gtk_application_get_active_window (app));
  gtk_window_set_modal (GTK_WINDOW (preferences), TRUE);
  gtk_window_present (GTK_WINDOW (preferences));
}

/* The section's stack goes back where the section keeps it when the
 * window goes (gtk_window_destroy unrealizes it first): the section's
 * dispose unparents it itself. */
static void
unscroll_shortcuts_page (GtkWidget *scrolled)
{
  GtkWidget *section = gtk_widget_get_parent (scrolled);
  GtkWidget *viewport = gtk_scrolled_window_get_child (GTK_SCROLLED_WINDOW (scrolled));
  GtkWidget *stack = viewport != NULL ? gtk_viewport_get_child (GTK_VIEWPORT (viewport)) : NULL;

  if (section == NULL || stack == NULL)
    return;

  g_object_ref (stack);
  gtk_viewport_set_child (GTK_VIEWPORT (viewport), NULL);
  gtk_box_remove (GTK_BOX (section), scrolled);
  gtk_box_prepend (GTK_BOX (section), stack);
  g_object_unref (stack);
}

/* A GtkShortcutsSection lays its groups out in pages of two columns side
 * by side, and its window cannot be narrower than a page: at 360 px the
 * columns were cut off on both sides. Each section's pages scroll instead
 * (at their natural size when there is room, as before) while @window is
 * shown. */
static void
scroll_shortcuts_pages (GtkWidget *window,
                        GtkWidget *widget)
{
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *scrolled;

      /* Its search entry asks for 40 characters: 394 px. */
      if (GTK_IS_SEARCH_ENTRY (child))
        gtk_editable_set_width_chars (GTK_EDITABLE (child), 12);
      if (!GTK_IS_SHORTCUTS_SECTION (widget) || !GTK_IS_STACK (child) || !GTK_IS_BOX (widget))
        {
          scroll_shortcuts_pages (window, child);
          continue;
        }
      scrolled = gtk_scrolled_window_new ();
      gtk_scrolled_window_set_propagate_natural_width (GTK_SCROLLED_WINDOW (scrolled), TRUE);
      gtk_scrolled_window_set_propagate_natural_height (GTK_SCROLLED_WINDOW (scrolled), TRUE);
      gtk_widget_set_vexpand (scrolled, TRUE);
      g_object_ref (child);
      gtk_box_remove (GTK_BOX (widget), child);
      gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (scrolled), child);
      g_object_unref (child);
      gtk_box_prepend (GTK_BOX (widget), scrolled);
      g_signal_connect_object (window, "unrealize", G_CALLBACK (unscroll_shortcuts_page), scrolled,
                               G_CONNECT_SWAPPED);
      return;
    }
}

GtkWindow *
wg_application_new_shortcuts_window (GtkWindow *parent)
{
  g_autoptr (GtkBuilder) builder = NULL;
  GtkWindow *shortcuts;

  builder = gtk_builder_new_from_resource (RESOURCE_PREFIX "/ui/wg-shortcuts-window.ui");
  shortcuts = GTK_WINDOW (gtk_builder_get_object (builder, "shortcuts_window"));
  gtk_window_set_transient_for (shortcuts, parent);
  name_shortcuts_parts (GTK_WIDGET (shortcuts));
  scroll_shortcuts_pages (GTK_WIDGET (shortcuts), GTK_WIDGET (shortcuts));
  return shortcuts;
}

static void
shortcuts_action (GSimpleAction *action,
                  GVariant      *parameter,
                  gpointer       user_data)
{
  GtkApplication *app = GTK_APPLICATION (user_data);

  gtk_window_present (
    wg_application_new_shortcuts_window (gtk_application_get_active_window (app)));
}

/* One guide for the whole application, over the window it was asked from;
 * it is not one of the application's windows, so that the active window
 * stays a game window (app.open and the dialogs are over it). */
static void
help_action (GSimpleAction *action,
             GVariant      *parameter,
             gpointer       user_data)
{
  WgApplication *self = WG_APPLICATION (user_data);
  GtkWindow     *parent = gtk_application_get_active_window (GTK_APPLICATION (self));

  if (self->help_window == NULL)
    {
      self->help_window = wg_help_window_new (parent);
      g_object_add_weak_pointer (G_OBJECT (self->help_window),
                                 (gpointer *) &self->help_window);
    }
  else if (parent != NULL)
    gtk_window_set_transient_for (GTK_WINDOW (self->help_window), parent);
  gtk_window_present (GTK_WINDOW (self->help_window));
}

static const GActionEntry app_actions[] = {
  { .name = "quit", .activate = quit_action },
  { .name = "open", .activate = open_action },
  { .name = "preferences", .activate = preferences_action },
  { .name = "shortcuts", .activate = shortcuts_action },
  { .name = "help", .activate = help_action },
  { .name = "about", .activate = about_action },
};

static void
wg_application_startup (GApplication *app)
{
  static const char *const quit_accels[] = { "<Control>q", NULL };
  static const char *const open_accels[] = { "<Control>o", NULL };
  static const char *const close_accels[] = { "<Control>w", NULL };
  static const char *const preferences_accels[] = { "<Control>comma", NULL };
  static const char *const shortcuts_accels[] = { "<Control>question", NULL };
  static const char *const help_accels[] = { "F1", NULL };

  G_APPLICATION_CLASS (wg_application_parent_class)->startup (app);
  gtk_window_set_default_icon_name (ICON_NAME);
  g_signal_connect (app, "window-added", G_CALLBACK (on_window_added), NULL);
  /* The widget class holds its signals once it has been made. */
  g_type_class_unref (g_type_class_ref (GTK_TYPE_WIDGET));
  g_signal_add_emission_hook (g_signal_lookup ("map", GTK_TYPE_WIDGET), 0, on_widget_mapped, NULL,
                              NULL);

  g_action_map_add_action_entries (G_ACTION_MAP (app), app_actions, G_N_ELEMENTS (app_actions),
                                   app);
  gtk_application_set_accels_for_action (GTK_APPLICATION (app), "app.quit", quit_accels);
  gtk_application_set_accels_for_action (GTK_APPLICATION (app), "win.open", open_accels);
  gtk_application_set_accels_for_action (GTK_APPLICATION (app), "window.close", close_accels);
  gtk_application_set_accels_for_action (GTK_APPLICATION (app), "app.preferences",
                                         preferences_accels);
  gtk_application_set_accels_for_action (GTK_APPLICATION (app), "app.shortcuts",
                                         shortcuts_accels);
  gtk_application_set_accels_for_action (GTK_APPLICATION (app), "app.help", help_accels);
}

static gboolean
share_option (const char *option_name,
              const char *value,
              gpointer    data,
              GError    **error)
{
  WgApplication *self = WG_APPLICATION (g_application_get_default ());

  g_clear_pointer (&self->share_address, g_free);
  self->share = TRUE;
  self->share_port = 0;
  /* "--share=": a bare --share (separate_share_value) */
  return value == NULL || *value == '\0'
         || wg_share_parse_address (value, &self->share_address, &self->share_port, error);
}

static gboolean
replay_option (const char *option_name,
               const char *value,
               gpointer    data,
               GError    **error)
{
  WgApplication *self = WG_APPLICATION (g_application_get_default ());

  g_free (self->replay_path);
  self->replay_path = g_strdup (value);
  return TRUE;
}

/* `--share GAME`: GOption takes the argument after a bare --share as its
 * optional value (ADDRESS:PORT). That argument is --share's value only when
 * it reads as ADDRESS:PORT and names no file; else the bare --share becomes
 * "--share=" (where to listen left to the app) and the argument stays a game
 * to open. `--share=ADDRESS:PORT` is never in doubt. */
static void
separate_share_value (char **arguments)
{
  for (guint i = 1; arguments[i] != NULL && arguments[i + 1] != NULL; i++)
    {
      const char      *next = arguments[i + 1];
      g_autofree char *address = NULL;
      guint            port = 0;

      if (g_str_equal (arguments[i], "--"))
        return;
      if (!g_str_equal (arguments[i], "--share") || next[0] == '-')
        continue;
      if (wg_share_parse_address (next, &address, &port, NULL)
          && !g_file_test (next, G_FILE_TEST_EXISTS))
        continue;
      g_free (arguments[i]);
      arguments[i] = g_strdup ("--share=");
    }
}

static gboolean
wg_application_local_command_line (GApplication *app,
                                   char       ***arguments,
                                   int          *exit_status)
{
  separate_share_value (*arguments);
  return G_APPLICATION_CLASS (wg_application_parent_class)
    ->local_command_line (app, arguments, exit_status);
}

static gboolean
read_replay (WgApplication *self)
{
  g_autoptr (GFile) file = g_file_new_for_commandline_arg (self->replay_path);
  g_autoptr (WgCardStore) store = wg_card_store_dup_default (NULL);
  g_autoptr (GError) error = NULL;

  self->replay_model = wg_replay_model_new_for_file (file, wg_card_store_get_catalog (store),
                                                     &error);
  if (self->replay_model == NULL)
    g_printerr ("warpgate-companion: %s\n", error->message);
  return self->replay_model != NULL;
}

/* --share: this process keeps the window and its server (the address it
 * prints is its own), even when the app already runs. */
static int
wg_application_handle_local_options (GApplication *app,
                                     GVariantDict *options)
{
  WgApplication *self = WG_APPLICATION (app);

  /* --replay: this process opens the replay window (another instance
   * would not see the option), on the file read now: a refused file is
   * said on standard error, exit status 1, and no window opens. */
  if (self->replay_path != NULL && !read_replay (self))
    return 1;
  if (self->share || self->replay_model != NULL)
    g_application_set_flags (app, g_application_get_flags (app) | G_APPLICATION_NON_UNIQUE);
  return -1;
}

static void
wg_application_finalize (GObject *object)
{
  g_free (WG_APPLICATION (object)->share_address);
  g_free (WG_APPLICATION (object)->replay_path);
  g_clear_object (&WG_APPLICATION (object)->replay_model);
  G_OBJECT_CLASS (wg_application_parent_class)->finalize (object);
}

static void
wg_application_dispose (GObject *object)
{
  WgApplication *self = WG_APPLICATION (object);

  if (self->help_window != NULL)
    {
      GtkWindow *help = GTK_WINDOW (self->help_window);

      g_object_remove_weak_pointer (G_OBJECT (help), (gpointer *) &self->help_window);
      self->help_window = NULL;
      gtk_window_destroy (help);
    }
  G_OBJECT_CLASS (wg_application_parent_class)->dispose (object);
}

static void
wg_application_class_init (WgApplicationClass *klass)
{
  GApplicationClass *app_class = G_APPLICATION_CLASS (klass);

  G_OBJECT_CLASS (klass)->dispose = wg_application_dispose;
  G_OBJECT_CLASS (klass)->finalize = wg_application_finalize;
  app_class->handle_local_options = wg_application_handle_local_options;
  app_class->local_command_line = wg_application_local_command_line;

  app_class->startup = wg_application_startup;
  app_class->activate = wg_application_activate;
  app_class->open = wg_application_open;
}

static void
wg_application_init (WgApplication *self)
{
  static const GOptionEntry entries[] = {
    { "share", 0, G_OPTION_FLAG_OPTIONAL_ARG, G_OPTION_ARG_CALLBACK, (gpointer) share_option,
      N_ ("Share the game to the table at launch and print the page’s address (ADDRESS:PORT: "
          "where to listen; the local network’s address and any free port by default)"),
      N_ ("ADDRESS:PORT") },
    { "replay", 0, G_OPTION_FLAG_NONE, G_OPTION_ARG_CALLBACK, (gpointer) replay_option,
      N_ ("Open the game FILE in a replay window, to step through its record"), N_ ("FILE") },
    { NULL },
  };

  g_application_add_main_option_entries (G_APPLICATION (self), entries);
}

WgApplication *
wg_application_new (void)
{
  /* The resources sit under RESOURCE_PREFIX whatever the app id (the
   * development build's ends in ".Devel"): there AdwApplication finds
   * style.css and style-hc.css. */
  return g_object_new (WG_TYPE_APPLICATION,
                       "application-id", APP_ID,
                       "resource-base-path", RESOURCE_PREFIX,
                       "flags", G_APPLICATION_HANDLES_OPEN,
                       NULL);
}
