/* wg-window.c — the main window: one game, its board and the ruler
 * Copyright 2026 The Warpgate Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "wg-window.h"

struct _WgWindow
{
  AdwApplicationWindow  parent_instance;

  WgSession            *session;
  GtkFileChooserNative *open_dialog;   /* while it is shown */

  /* Template children */
  AdwWindowTitle       *window_title;
  AdwToastOverlay      *toast_overlay;
  WgBoardView          *board_view;
  GtkLabel             *status_label;
};

G_DEFINE_FINAL_TYPE (WgWindow, wg_window, ADW_TYPE_APPLICATION_WINDOW)

enum {
  PROP_0,
  PROP_SESSION,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

/* Every action's enablement, in one place. */
static void
update_actions (WgWindow *self)
{
  double zoom = wg_board_view_get_zoom (self->board_view);

  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.clear-ruler",
                                 wg_session_has_ruler (self->session)
                                 || wg_session_get_selected (self->session) >= 0);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.zoom-in", zoom < WG_BOARD_VIEW_MAX_ZOOM);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.zoom-out", zoom > 1.0);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.zoom-fit", zoom > 1.0);
}

/* The status, with ruling ids ("R-BATTLE-3") kept whole when it wraps. */
static void
update_status (WgWindow *self)
{
  static GRegex *ruling_id;
  const char *status = wg_session_get_status (self->session);
  PangoAttrList *attrs = pango_attr_list_new ();
  g_autoptr (GMatchInfo) match = NULL;

  if (g_once_init_enter (&ruling_id))
    g_once_init_leave (&ruling_id, g_regex_new ("R-[A-Z]+-[0-9]+", G_REGEX_OPTIMIZE, 0,
                                                        NULL));
  g_regex_match (ruling_id, status, 0, &match);
  while (g_match_info_matches (match))
    {
      PangoAttribute *attr = pango_attr_allow_breaks_new (FALSE);
      int start, end;

      g_match_info_fetch_pos (match, 0, &start, &end);
      attr->start_index = (guint) start;
      attr->end_index = (guint) end;
      pango_attr_list_insert (attrs, attr);
      g_match_info_next (match, NULL);
    }
  gtk_label_set_label (self->status_label, status);
  gtk_label_set_attributes (self->status_label, attrs);
  pango_attr_list_unref (attrs);
}

static void
show_open_error (WgWindow     *self,
                 GFile        *file,
                 const GError *error)
{
  g_autofree char *name = g_file_get_basename (file);
  GtkWidget *dialog;

  /* The whole message, JSON path included: it says what to fix. */
  dialog = adw_message_dialog_new (GTK_WINDOW (self), NULL, error->message);
  adw_message_dialog_format_heading (ADW_MESSAGE_DIALOG (dialog), _("Could Not Open “%s”"),
                                     name);
  adw_message_dialog_add_response (ADW_MESSAGE_DIALOG (dialog), "close", _("_Close"));
  gtk_window_present (GTK_WINDOW (dialog));
}

gboolean
wg_window_open_file (WgWindow *self,
                     GFile    *file)
{
  g_autoptr (GError) error = NULL;
  g_autofree char *name = NULL;
  g_autofree char *message = NULL;

  g_return_val_if_fail (WG_IS_WINDOW (self), FALSE);
  g_return_val_if_fail (G_IS_FILE (file), FALSE);

  if (!wg_session_load_file (self->session, file, &error))
    {
      show_open_error (self, file, error);
      return FALSE;
    }
  name = g_file_get_basename (file);
  message = g_strdup_printf (_("Opened “%s”"), name);
  adw_toast_overlay_add_toast (self->toast_overlay, adw_toast_new (message));
  return TRUE;
}

static void
on_open_response (WgWindow             *self,
                  int                   response,
                  GtkFileChooserNative *dialog)
{
  if (response == GTK_RESPONSE_ACCEPT)
    {
      g_autoptr (GFile) file = gtk_file_chooser_get_file (GTK_FILE_CHOOSER (dialog));

      if (file != NULL)
        wg_window_open_file (self, file);
    }
  g_clear_object (&self->open_dialog);
}

static void
open_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  WgWindow *self = WG_WINDOW (widget);
  g_autoptr (GtkFileFilter) games = gtk_file_filter_new ();
  g_autoptr (GtkFileFilter) all = gtk_file_filter_new ();
  GFile *current = wg_session_get_file (self->session);

  if (self->open_dialog != NULL)
    return;

  gtk_file_filter_set_name (games, _("Game Files"));
  gtk_file_filter_add_mime_type (games, "application/json");
  gtk_file_filter_add_suffix (games, "json");
  gtk_file_filter_set_name (all, _("All Files"));
  gtk_file_filter_add_pattern (all, "*");

  self->open_dialog = gtk_file_chooser_native_new (_("Open a Game"), GTK_WINDOW (self),
                                                   GTK_FILE_CHOOSER_ACTION_OPEN,
                                                   _("_Open"), _("_Cancel"));
  gtk_native_dialog_set_modal (GTK_NATIVE_DIALOG (self->open_dialog), TRUE);
  gtk_file_chooser_add_filter (GTK_FILE_CHOOSER (self->open_dialog), games);
  gtk_file_chooser_add_filter (GTK_FILE_CHOOSER (self->open_dialog), all);
  if (current != NULL)
    {
      g_autoptr (GFile) folder = g_file_get_parent (current);

      if (folder != NULL)
        gtk_file_chooser_set_current_folder (GTK_FILE_CHOOSER (self->open_dialog), folder, NULL);
    }
  g_signal_connect_object (self->open_dialog, "response", G_CALLBACK (on_open_response), self,
                           G_CONNECT_SWAPPED);
  gtk_native_dialog_show (GTK_NATIVE_DIALOG (self->open_dialog));
}

static void
clear_ruler_action (GtkWidget  *widget,
                    const char *action_name,
                    GVariant   *parameter)
{
  WgSession *session = WG_WINDOW (widget)->session;

  wg_session_clear_ruler (session);
  wg_session_select_location (session, -1);
}

#define ZOOM_STEP 1.25

static void
zoom_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  WgBoardView *view = WG_WINDOW (widget)->board_view;
  double zoom = wg_board_view_get_zoom (view);

  if (g_str_equal (action_name, "win.zoom-in"))
    zoom *= ZOOM_STEP;
  else if (g_str_equal (action_name, "win.zoom-out"))
    zoom /= ZOOM_STEP;
  else
    zoom = 1.0;
  wg_board_view_set_zoom (view, CLAMP (zoom, 1.0, WG_BOARD_VIEW_MAX_ZOOM));
}

static void
on_location_activated (WgWindow    *self,
                       int          cell,
                       WgBoardView *view)
{
  wg_session_click_location (self->session, cell);
}

/* A game file dropped on the window opens like one chosen with Open. */
static gboolean
on_drop (WgWindow      *self,
         const GValue  *value,
         double         x,
         double         y,
         GtkDropTarget *target)
{
  GSList *files;

  if (!G_VALUE_HOLDS (value, GDK_TYPE_FILE_LIST))
    return FALSE;
  files = gdk_file_list_get_files (g_value_get_boxed (value));
  if (files == NULL)
    return FALSE;
  wg_window_open_file (self, G_FILE (files->data));
  g_slist_free (files);
  return TRUE;
}

static void
wg_window_constructed (GObject *object)
{
  WgWindow *self = WG_WINDOW (object);

  G_OBJECT_CLASS (wg_window_parent_class)->constructed (object);

  if (self->session == NULL)
    self->session = wg_session_new ();
  wg_board_view_set_session (self->board_view, self->session);
  g_object_bind_property (self->session, "title", self, "title", G_BINDING_SYNC_CREATE);
  g_object_bind_property (self->session, "title", self->window_title, "title",
                          G_BINDING_SYNC_CREATE);
  g_object_bind_property (self->session, "subtitle", self->window_title, "subtitle",
                          G_BINDING_SYNC_CREATE);
  g_signal_connect_object (self->session, "notify::status", G_CALLBACK (update_status), self,
                           G_CONNECT_SWAPPED);
  update_status (self);
  g_signal_connect_object (self->session, "notify::has-ruler", G_CALLBACK (update_actions),
                           self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->session, "notify::selected", G_CALLBACK (update_actions),
                           self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->board_view, "notify::zoom", G_CALLBACK (update_actions),
                           self, G_CONNECT_SWAPPED);
  update_actions (self);
}

static void
wg_window_dispose (GObject *object)
{
  WgWindow *self = WG_WINDOW (object);

  if (self->open_dialog != NULL)
    gtk_native_dialog_destroy (GTK_NATIVE_DIALOG (self->open_dialog));
  g_clear_object (&self->open_dialog);
  gtk_widget_dispose_template (GTK_WIDGET (self), WG_TYPE_WINDOW);

  G_OBJECT_CLASS (wg_window_parent_class)->dispose (object);
}

static void
wg_window_finalize (GObject *object)
{
  WgWindow *self = WG_WINDOW (object);

  g_clear_object (&self->session);

  G_OBJECT_CLASS (wg_window_parent_class)->finalize (object);
}

static void
wg_window_get_property (GObject    *object,
                        guint       prop_id,
                        GValue     *value,
                        GParamSpec *pspec)
{
  WgWindow *self = WG_WINDOW (object);

  switch (prop_id)
    {
    case PROP_SESSION:
      g_value_set_object (value, self->session);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
wg_window_set_property (GObject      *object,
                        guint         prop_id,
                        const GValue *value,
                        GParamSpec   *pspec)
{
  WgWindow *self = WG_WINDOW (object);

  switch (prop_id)
    {
    case PROP_SESSION:
      g_set_object (&self->session, g_value_get_object (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
wg_window_class_init (WgWindowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->constructed = wg_window_constructed;
  object_class->dispose = wg_window_dispose;
  object_class->finalize = wg_window_finalize;
  object_class->get_property = wg_window_get_property;
  object_class->set_property = wg_window_set_property;

  properties[PROP_SESSION] =
    g_param_spec_object ("session", NULL, NULL, WG_TYPE_SESSION,
                         G_PARAM_READWRITE | G_PARAM_CONSTRUCT_ONLY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  g_type_ensure (WG_TYPE_BOARD_VIEW);
  gtk_widget_class_set_template_from_resource (widget_class, RESOURCE_PREFIX "/ui/wg-window.ui");
  gtk_widget_class_bind_template_child (widget_class, WgWindow, window_title);
  gtk_widget_class_bind_template_child (widget_class, WgWindow, toast_overlay);
  gtk_widget_class_bind_template_child (widget_class, WgWindow, board_view);
  gtk_widget_class_bind_template_child (widget_class, WgWindow, status_label);
  gtk_widget_class_bind_template_callback (widget_class, on_location_activated);

  gtk_widget_class_install_action (widget_class, "win.open", NULL, open_action);
  gtk_widget_class_install_action (widget_class, "win.clear-ruler", NULL, clear_ruler_action);
  gtk_widget_class_install_action (widget_class, "win.zoom-in", NULL, zoom_action);
  gtk_widget_class_install_action (widget_class, "win.zoom-out", NULL, zoom_action);
  gtk_widget_class_install_action (widget_class, "win.zoom-fit", NULL, zoom_action);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_o, GDK_CONTROL_MASK, "win.open", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_plus, GDK_CONTROL_MASK,
                                       "win.zoom-in", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_equal, GDK_CONTROL_MASK,
                                       "win.zoom-in", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_KP_Add, GDK_CONTROL_MASK,
                                       "win.zoom-in", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_minus, GDK_CONTROL_MASK,
                                       "win.zoom-out", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_KP_Subtract, GDK_CONTROL_MASK,
                                       "win.zoom-out", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_0, GDK_CONTROL_MASK,
                                       "win.zoom-fit", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "win.clear-ruler", NULL);
}

static void
wg_window_init (WgWindow *self)
{
  GtkDropTarget *drop;

  gtk_widget_init_template (GTK_WIDGET (self));

  drop = gtk_drop_target_new (GDK_TYPE_FILE_LIST, GDK_ACTION_COPY);
  g_signal_connect_object (drop, "drop", G_CALLBACK (on_drop), self, G_CONNECT_SWAPPED);
  gtk_widget_add_controller (GTK_WIDGET (self), GTK_EVENT_CONTROLLER (drop));
}

WgWindow *
wg_window_new (GtkApplication *application,
               WgSession      *session)
{
  g_return_val_if_fail (application == NULL || GTK_IS_APPLICATION (application), NULL);
  g_return_val_if_fail (session == NULL || WG_IS_SESSION (session), NULL);

  return g_object_new (WG_TYPE_WINDOW, "application", application, "session", session, NULL);
}

WgSession *
wg_window_get_session (WgWindow *self)
{
  g_return_val_if_fail (WG_IS_WINDOW (self), NULL);
  return self->session;
}

WgBoardView *
wg_window_get_board_view (WgWindow *self)
{
  g_return_val_if_fail (WG_IS_WINDOW (self), NULL);
  return self->board_view;
}
