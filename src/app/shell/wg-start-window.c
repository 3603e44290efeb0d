/* wg-start-window.c — the start screen: New Game, Open, the sample game, the recent games
 * Copyright 2026 The Warpgate Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "wg-new-game-window.h"
#include "wg-record-json.h"
#include "wg-session.h"
#include "wg-start-window.h"
#include "wg-window.h"

struct _WgStartWindow
{
  AdwApplicationWindow  parent_instance;

  WgRecentGamesList    *recent;
  GtkFileChooserNative *file_dialog; /* while Open… is shown */

  /* Template children */
  AdwStatusPage        *status_page;
  GtkBox               *recent_box;
};

G_DEFINE_FINAL_TYPE (WgStartWindow, wg_start_window, ADW_TYPE_APPLICATION_WINDOW)

enum
{
  SIGNAL_OPEN,
  SIGNAL_SAMPLE,
  SIGNAL_GAME_CREATED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

/* A game is opened only if it reads: a refused file (changed since it was
 * listed, or chosen with Open…) is explained here and the start screen
 * stays, rather than a game window opening on the sample to say so. */
static void
open_file (WgStartWindow *self,
           GFile         *file)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (WgRecord) record = NULL;
  g_autoptr (WgGame) game = wg_game_load_gfile_with_record (file, &record, &error);

  if (game == NULL)
    {
      wg_window_tell_not_opened (GTK_WINDOW (self), file, error);
      return;
    }
  g_signal_emit (self, signals[SIGNAL_OPEN], 0, file);
}

static void
on_recent_activated (WgStartWindow *self,
                     GFile         *file)
{
  open_file (self, file);
}

static void
on_open_response (WgStartWindow        *self,
                  int                   response,
                  GtkFileChooserNative *dialog)
{
  g_autoptr (GFile) file = NULL;

  if (response == GTK_RESPONSE_ACCEPT)
    file = gtk_file_chooser_get_file (GTK_FILE_CHOOSER (dialog));
  g_clear_object (&self->file_dialog);
  if (file != NULL)
    open_file (self, file);
}

/* Open…: the game window's own chooser. */
static void
open_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  WgStartWindow *self = WG_START_WINDOW (widget);

  if (self->file_dialog != NULL)
    return;
  self->file_dialog = wg_window_new_file_chooser (GTK_WINDOW (self), NULL, _ ("Open a Game"),
                                                  GTK_FILE_CHOOSER_ACTION_OPEN, _ ("_Open"));
  g_signal_connect_object (self->file_dialog, "response", G_CALLBACK (on_open_response), self,
                           G_CONNECT_SWAPPED);
  gtk_native_dialog_show (GTK_NATIVE_DIALOG (self->file_dialog));
}

static void
on_game_created (WgNewGameWindow *dialog,
                 const char      *description,
                 WgStartWindow   *self)
{
  WgSession *session = g_object_get_data (G_OBJECT (dialog), "wg-session");

  g_signal_emit (self, signals[SIGNAL_GAME_CREATED], 0, session, description);
}

/* New Game…: the game window's own dialog, over this one, on a session
 * of its own; cancelled, the start screen stays as it was. */
static void
new_game_action (GtkWidget  *widget,
                 const char *action_name,
                 GVariant   *parameter)
{
  g_autoptr (WgSession) session = wg_session_new ();
  WgNewGameWindow *dialog = wg_new_game_window_new (GTK_WINDOW (widget), session);

  g_object_set_data_full (G_OBJECT (dialog), "wg-session", g_object_ref (session),
                          g_object_unref);
  g_signal_connect_object (dialog, "created", G_CALLBACK (on_game_created), widget, 0);
  gtk_window_present (GTK_WINDOW (dialog));
}

static void
sample_action (GtkWidget  *widget,
               const char *action_name,
               GVariant   *parameter)
{
  g_signal_emit (widget, signals[SIGNAL_SAMPLE], 0);
}

WgStartWindow *
wg_start_window_new (GtkApplication   *application,
                     GtkRecentManager *manager,
                     const char       *group,
                     WgCatalog        *catalog)
{
  WgStartWindow *self;

  g_return_val_if_fail (application == NULL || GTK_IS_APPLICATION (application), NULL);
  g_return_val_if_fail (GTK_IS_RECENT_MANAGER (manager), NULL);

  self = g_object_new (WG_TYPE_START_WINDOW, "application", application, NULL);
  self->recent = wg_recent_games_list_new (manager, group, catalog);
  gtk_box_append (self->recent_box, GTK_WIDGET (self->recent));
  g_signal_connect_object (self->recent, "game-activated", G_CALLBACK (on_recent_activated), self,
                           G_CONNECT_SWAPPED);
  return self;
}

WgRecentGamesList *
wg_start_window_get_recent (WgStartWindow *self)
{
  g_return_val_if_fail (WG_IS_START_WINDOW (self), NULL);
  return self->recent;
}

static void
wg_start_window_dispose (GObject *object)
{
  WgStartWindow *self = WG_START_WINDOW (object);

  if (self->file_dialog != NULL)
    gtk_native_dialog_destroy (GTK_NATIVE_DIALOG (self->file_dialog));
  g_clear_object (&self->file_dialog);
  gtk_widget_dispose_template (GTK_WIDGET (self), WG_TYPE_START_WINDOW);

  G_OBJECT_CLASS (wg_start_window_parent_class)->dispose (object);
}

static void
wg_start_window_class_init (WgStartWindowClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  G_OBJECT_CLASS (klass)->dispose = wg_start_window_dispose;

  gtk_widget_class_set_template_from_resource (widget_class,
                                               RESOURCE_PREFIX "/ui/wg-start-window.ui");
  gtk_widget_class_bind_template_child (widget_class, WgStartWindow, status_page);
  gtk_widget_class_bind_template_child (widget_class, WgStartWindow, recent_box);

  gtk_widget_class_install_action (widget_class, "win.new-game", NULL, new_game_action);
  gtk_widget_class_install_action (widget_class, "win.open", NULL, open_action);
  gtk_widget_class_install_action (widget_class, "win.sample", NULL, sample_action);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_n, GDK_CONTROL_MASK, "win.new-game",
                                       NULL);

  signals[SIGNAL_OPEN] = g_signal_new ("open", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0,
                                       NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_FILE);
  signals[SIGNAL_SAMPLE] = g_signal_new ("sample", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                         0, NULL, NULL, NULL, G_TYPE_NONE, 0);
  signals[SIGNAL_GAME_CREATED] = g_signal_new ("game-created", G_TYPE_FROM_CLASS (klass),
                                               G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL, G_TYPE_NONE,
                                               2, WG_TYPE_SESSION, G_TYPE_STRING);
}

static void
wg_start_window_init (WgStartWindow *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  adw_status_page_set_icon_name (self->status_page, ICON_NAME);
}
