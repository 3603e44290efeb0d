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
#include "wg-window.h"

struct _WgApplication
{
  AdwApplication parent_instance;

  gboolean       restore_offered; /* once per run, at the first window */
  WgHelpWindow  *help_window;     /* weak: the one user guide, while open */

  /* --share[=ADDRESS:PORT]: the first window shares its game at launch */
  gboolean       share;
  char          *share_address; /* NULL: the local network's */
  guint          share_port;
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
wg_application_activate (GApplication *app)
{
  GtkWindow *window = gtk_application_get_active_window (GTK_APPLICATION (app));
  WgWindow  *blank = NULL;

  if (window == NULL)
    {
      window = GTK_WINDOW (new_sample_window (WG_APPLICATION (app)));
      blank = WG_WINDOW (window);
    }
  gtk_window_present (window);
  start_sharing (WG_APPLICATION (app), WG_WINDOW (window));
  offer_restore (WG_APPLICATION (app), blank);
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

static void
shortcuts_action (GSimpleAction *action,
                  GVariant      *parameter,
                  gpointer       user_data)
{
  GtkApplication *app = GTK_APPLICATION (user_data);
  g_autoptr (GtkBuilder) builder = NULL;
  GtkWindow *shortcuts;

  builder = gtk_builder_new_from_resource (RESOURCE_PREFIX "/ui/wg-shortcuts-window.ui");
  shortcuts = GTK_WINDOW (gtk_builder_get_object (builder, "shortcuts_window"));
  gtk_window_set_transient_for (shortcuts, gtk_application_get_active_window (app));
  gtk_window_present (shortcuts);
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
  return value == NULL
         || wg_share_parse_address (value, &self->share_address, &self->share_port, error);
}

/* --share: this process keeps the window and its server (the address it
 * prints is its own), even when the app already runs. */
static int
wg_application_handle_local_options (GApplication *app,
                                     GVariantDict *options)
{
  if (WG_APPLICATION (app)->share)
    g_application_set_flags (app, g_application_get_flags (app) | G_APPLICATION_NON_UNIQUE);
  return -1;
}

static void
wg_application_finalize (GObject *object)
{
  g_free (WG_APPLICATION (object)->share_address);
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
    { NULL },
  };

  g_application_add_main_option_entries (G_APPLICATION (self), entries);
}

WgApplication *
wg_application_new (void)
{
  return g_object_new (WG_TYPE_APPLICATION,
                       "application-id", APP_ID,
                       "flags", G_APPLICATION_HANDLES_OPEN,
                       NULL);
}
