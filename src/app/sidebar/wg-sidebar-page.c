/* wg-sidebar-page.c — what every sidebar page holds: the session, the catalog, its message
 * Copyright 2026 The Warpgate Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "wg-page-helpers.h"
#include "wg-sidebar-page.h"

typedef struct
{
  WgSession    *session;
  GSignalGroup *session_signals;
  WgCatalog    *catalog;
  char         *title;
  char         *icon_name;
  char         *message;
  gboolean      stale; /* not shown when the game changed: refreshed when shown */

  /* Template children (the subclass's template) */
  GtkRevealer  *message_revealer;
  GtkLabel     *message_label;
} WgSidebarPagePrivate;

G_DEFINE_ABSTRACT_TYPE_WITH_PRIVATE (WgSidebarPage, wg_sidebar_page, ADW_TYPE_BIN)

enum
{
  PROP_0,
  PROP_SESSION,
  PROP_CATALOG,
  PROP_TITLE,
  PROP_ICON_NAME,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

enum
{
  SIGNAL_TOAST,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

/* g_set_str() (GLib 2.76): TRUE when *@field changed. */
static gboolean
set_str (char      **field,
         const char *value)
{
  char *copy;

  if (g_strcmp0 (*field, value) == 0)
    return FALSE;
  copy = g_strdup (value);
  g_free (*field);
  *field = copy;
  return TRUE;
}

WgSession *
wg_sidebar_page_get_session (WgSidebarPage *self)
{
  WgSidebarPagePrivate *priv = wg_sidebar_page_get_instance_private (self);

  g_return_val_if_fail (WG_IS_SIDEBAR_PAGE (self), NULL);
  return priv->session;
}

void
wg_sidebar_page_set_session (WgSidebarPage *self,
                             WgSession     *session)
{
  WgSidebarPagePrivate *priv = wg_sidebar_page_get_instance_private (self);

  g_return_if_fail (WG_IS_SIDEBAR_PAGE (self));
  g_return_if_fail (session == NULL || WG_IS_SESSION (session));

  if (!g_set_object (&priv->session, session))
    return;
  g_signal_group_set_target (priv->session_signals, session);
  wg_sidebar_page_show_message (self, NULL);
  if (WG_SIDEBAR_PAGE_GET_CLASS (self)->session_changed != NULL)
    WG_SIDEBAR_PAGE_GET_CLASS (self)->session_changed (self);
  wg_sidebar_page_refresh (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SESSION]);
}

const WgGame *
wg_sidebar_page_get_game (WgSidebarPage *self)
{
  WgSidebarPagePrivate *priv = wg_sidebar_page_get_instance_private (self);

  g_return_val_if_fail (WG_IS_SIDEBAR_PAGE (self), NULL);
  return priv->session != NULL ? wg_session_get_game (priv->session) : NULL;
}

GSignalGroup *
wg_sidebar_page_get_session_signals (WgSidebarPage *self)
{
  WgSidebarPagePrivate *priv = wg_sidebar_page_get_instance_private (self);

  g_return_val_if_fail (WG_IS_SIDEBAR_PAGE (self), NULL);
  return priv->session_signals;
}

WgCatalog *
wg_sidebar_page_get_catalog (WgSidebarPage *self)
{
  WgSidebarPagePrivate *priv = wg_sidebar_page_get_instance_private (self);

  g_return_val_if_fail (WG_IS_SIDEBAR_PAGE (self), NULL);
  return priv->catalog;
}

void
wg_sidebar_page_set_catalog (WgSidebarPage *self,
                             WgCatalog     *catalog)
{
  WgSidebarPagePrivate *priv = wg_sidebar_page_get_instance_private (self);

  g_return_if_fail (WG_IS_SIDEBAR_PAGE (self));
  g_return_if_fail (catalog != NULL);

  if (priv->catalog == catalog)
    return;
  wg_catalog_ref (catalog);
  g_clear_pointer (&priv->catalog, wg_catalog_unref);
  priv->catalog = catalog;
  if (WG_SIDEBAR_PAGE_GET_CLASS (self)->catalog_changed != NULL)
    WG_SIDEBAR_PAGE_GET_CLASS (self)->catalog_changed (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_CATALOG]);
}

const char *
wg_sidebar_page_get_title (WgSidebarPage *self)
{
  WgSidebarPagePrivate *priv = wg_sidebar_page_get_instance_private (self);

  g_return_val_if_fail (WG_IS_SIDEBAR_PAGE (self), NULL);
  return priv->title;
}

void
wg_sidebar_page_set_title (WgSidebarPage *self,
                           const char    *title)
{
  WgSidebarPagePrivate *priv = wg_sidebar_page_get_instance_private (self);

  g_return_if_fail (WG_IS_SIDEBAR_PAGE (self));

  if (set_str (&priv->title, title))
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_TITLE]);
}

const char *
wg_sidebar_page_get_icon_name (WgSidebarPage *self)
{
  WgSidebarPagePrivate *priv = wg_sidebar_page_get_instance_private (self);

  g_return_val_if_fail (WG_IS_SIDEBAR_PAGE (self), NULL);
  return priv->icon_name;
}

void
wg_sidebar_page_set_icon_name (WgSidebarPage *self,
                               const char    *icon_name)
{
  WgSidebarPagePrivate *priv = wg_sidebar_page_get_instance_private (self);

  g_return_if_fail (WG_IS_SIDEBAR_PAGE (self));

  if (set_str (&priv->icon_name, icon_name))
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_ICON_NAME]);
}

void
wg_sidebar_page_refresh (WgSidebarPage *self)
{
  WgSidebarPagePrivate *priv = wg_sidebar_page_get_instance_private (self);
  WgSidebarPageClass   *klass;

  g_return_if_fail (WG_IS_SIDEBAR_PAGE (self));

  klass = WG_SIDEBAR_PAGE_GET_CLASS (self);
  /* The game changes on every click; a page not shown (most of the time)
   * is brought up to date when it is shown instead. */
  if (klass->refresh_when_mapped)
    {
      priv->stale = !gtk_widget_get_mapped (GTK_WIDGET (self));
      if (priv->stale)
        return;
    }
  if (klass->refresh != NULL)
    klass->refresh (self);
}

void
wg_sidebar_page_show_message (WgSidebarPage *self,
                              const char    *message)
{
  WgSidebarPagePrivate *priv = wg_sidebar_page_get_instance_private (self);

  g_return_if_fail (WG_IS_SIDEBAR_PAGE (self));

  set_str (&priv->message, message);
  if (priv->message_revealer != NULL)
    wg_page_show_message (priv->message_revealer, priv->message_label, message);
}

const char *
wg_sidebar_page_get_message (WgSidebarPage *self)
{
  WgSidebarPagePrivate *priv = wg_sidebar_page_get_instance_private (self);

  g_return_val_if_fail (WG_IS_SIDEBAR_PAGE (self), NULL);
  return priv->message;
}

void
wg_sidebar_page_toast (WgSidebarPage *self,
                       const char    *message,
                       gboolean       undoable)
{
  g_return_if_fail (WG_IS_SIDEBAR_PAGE (self));
  g_signal_emit (self, signals[SIGNAL_TOAST], 0, message, undoable);
}

gboolean
wg_sidebar_page_apply_edit (WgSidebarPage *self,
                            WgGame        *next,
                            const char    *description,
                            const GError  *error,
                            gboolean       offer_undo)
{
  WgSidebarPagePrivate *priv = wg_sidebar_page_get_instance_private (self);
  g_autofree char      *message = NULL;

  g_return_val_if_fail (WG_IS_SIDEBAR_PAGE (self), FALSE);
  g_return_val_if_fail (priv->session != NULL, FALSE);

  message = wg_session_apply_edit (priv->session, next, description, error);
  wg_sidebar_page_show_message (self, message);
  if (message != NULL)
    wg_sidebar_page_refresh (self);
  else if (offer_undo)
    wg_sidebar_page_toast (self, description, TRUE);
  return message == NULL;
}

void
wg_sidebar_page_class_bind_message (GtkWidgetClass *widget_class)
{
  g_return_if_fail (g_type_is_a (G_TYPE_FROM_CLASS (widget_class), WG_TYPE_SIDEBAR_PAGE));

  gtk_widget_class_bind_template_child_private (widget_class, WgSidebarPage, message_revealer);
  gtk_widget_class_bind_template_child_private (widget_class, WgSidebarPage, message_label);
}

static void
wg_sidebar_page_map (GtkWidget *widget)
{
  WgSidebarPage        *self = WG_SIDEBAR_PAGE (widget);
  WgSidebarPagePrivate *priv = wg_sidebar_page_get_instance_private (self);

  GTK_WIDGET_CLASS (wg_sidebar_page_parent_class)->map (widget);
  if (priv->stale)
    wg_sidebar_page_refresh (self);
}

static void
wg_sidebar_page_dispose (GObject *object)
{
  WgSidebarPage        *self = WG_SIDEBAR_PAGE (object);
  WgSidebarPagePrivate *priv = wg_sidebar_page_get_instance_private (self);

  g_signal_group_set_target (priv->session_signals, NULL);
  g_clear_object (&priv->session);
  /* AdwBin would unparent its child again after the template's disposal. */
  adw_bin_set_child (ADW_BIN (self), NULL);
  gtk_widget_dispose_template (GTK_WIDGET (self), G_OBJECT_TYPE (self));

  G_OBJECT_CLASS (wg_sidebar_page_parent_class)->dispose (object);
}

static void
wg_sidebar_page_finalize (GObject *object)
{
  WgSidebarPage        *self = WG_SIDEBAR_PAGE (object);
  WgSidebarPagePrivate *priv = wg_sidebar_page_get_instance_private (self);

  g_clear_object (&priv->session_signals);
  g_clear_pointer (&priv->catalog, wg_catalog_unref);
  g_clear_pointer (&priv->title, g_free);
  g_clear_pointer (&priv->icon_name, g_free);
  g_clear_pointer (&priv->message, g_free);

  G_OBJECT_CLASS (wg_sidebar_page_parent_class)->finalize (object);
}

static void
wg_sidebar_page_get_property (GObject    *object,
                              guint       prop_id,
                              GValue     *value,
                              GParamSpec *pspec)
{
  WgSidebarPage *self = WG_SIDEBAR_PAGE (object);

  switch (prop_id)
    {
    case PROP_SESSION:
      g_value_set_object (value, wg_sidebar_page_get_session (self));
      break;
    case PROP_CATALOG:
      g_value_set_boxed (value, wg_sidebar_page_get_catalog (self));
      break;
    case PROP_TITLE:
      g_value_set_string (value, wg_sidebar_page_get_title (self));
      break;
    case PROP_ICON_NAME:
      g_value_set_string (value, wg_sidebar_page_get_icon_name (self));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
wg_sidebar_page_set_property (GObject      *object,
                              guint         prop_id,
                              const GValue *value,
                              GParamSpec   *pspec)
{
  WgSidebarPage *self = WG_SIDEBAR_PAGE (object);

  switch (prop_id)
    {
    case PROP_SESSION:
      wg_sidebar_page_set_session (self, g_value_get_object (value));
      break;
    case PROP_CATALOG:
      if (g_value_get_boxed (value) != NULL)
        wg_sidebar_page_set_catalog (self, g_value_get_boxed (value));
      break;
    case PROP_TITLE:
      wg_sidebar_page_set_title (self, g_value_get_string (value));
      break;
    case PROP_ICON_NAME:
      wg_sidebar_page_set_icon_name (self, g_value_get_string (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
wg_sidebar_page_class_init (WgSidebarPageClass *klass)
{
  GObjectClass   *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = wg_sidebar_page_dispose;
  object_class->finalize = wg_sidebar_page_finalize;
  object_class->get_property = wg_sidebar_page_get_property;
  object_class->set_property = wg_sidebar_page_set_property;
  widget_class->map = wg_sidebar_page_map;

  properties[PROP_SESSION] =
    g_param_spec_object ("session", NULL, NULL, WG_TYPE_SESSION,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_CATALOG] =
    g_param_spec_boxed ("catalog", NULL, NULL, WG_TYPE_CATALOG,
                        G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_TITLE] =
    g_param_spec_string ("title", NULL, NULL, NULL,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_ICON_NAME] =
    g_param_spec_string ("icon-name", NULL, NULL, NULL,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  signals[SIGNAL_TOAST] =
    g_signal_new ("toast", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                  G_TYPE_NONE, 2, G_TYPE_STRING, G_TYPE_BOOLEAN);
}

static void
wg_sidebar_page_init (WgSidebarPage *self)
{
  WgSidebarPagePrivate *priv = wg_sidebar_page_get_instance_private (self);

  priv->session_signals = g_signal_group_new (WG_TYPE_SESSION);
}
