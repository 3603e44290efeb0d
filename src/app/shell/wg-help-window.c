/* wg-help-window.c — the user guide, in the app
 * Copyright 2026 The Warpgate Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "wg-help-window.h"
#include "wg-words-ids.h"

/* The guide's text is in the template (shell/wg-help-window.ui), a label per
 * paragraph, so that it is translated with the rest of the interface and
 * needs no help viewer: Debian does not always have Yelp. The sidebar is
 * made here from the stack's pages, so the two cannot disagree. */
struct _WgHelpWindow
{
  AdwWindow       parent_instance;

  AdwLeaflet     *leaflet;
  GtkListBox     *sidebar;
  GtkWidget      *content_box;
  AdwWindowTitle *page_title;
  GtkStack       *stack;
};

G_DEFINE_FINAL_TYPE (WgHelpWindow, wg_help_window, ADW_TYPE_WINDOW)

enum
{
  PROP_0,
  PROP_PAGE,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

/* The stack page of sidebar row @index, or NULL. */
static GtkStackPage *
page_at (WgHelpWindow *self,
         int           index)
{
  GtkWidget *child = gtk_widget_get_first_child (GTK_WIDGET (self->stack));

  for (int i = 0; child != NULL && i < index; i++)
    child = gtk_widget_get_next_sibling (child);
  return index >= 0 && child != NULL ? gtk_stack_get_page (self->stack, child) : NULL;
}

static void
wg_help_window_on_row_activated (WgHelpWindow  *self,
                                 GtkListBoxRow *row)
{
  GtkStackPage *page = page_at (self, gtk_list_box_row_get_index (row));

  g_return_if_fail (page != NULL);
  wg_help_window_set_page (self, gtk_stack_page_get_name (page));
}

/* The header bar names the page, and the sidebar marks it. */
static void
wg_help_window_on_page_changed (WgHelpWindow *self)
{
  GtkWidget    *child = gtk_stack_get_visible_child (self->stack);
  GtkStackPage *page;
  int           index = 0;

  if (child == NULL)
    return;
  page = gtk_stack_get_page (self->stack, child);
  adw_window_title_set_title (self->page_title, gtk_stack_page_get_title (page));
  for (GtkWidget *c = gtk_widget_get_first_child (GTK_WIDGET (self->stack)); c != NULL;
       c = gtk_widget_get_next_sibling (c), index++)
    if (c == child)
      break;
  gtk_list_box_select_row (self->sidebar, gtk_list_box_get_row_at_index (self->sidebar, index));
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_PAGE]);
}

static void
back_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  WgHelpWindow *self = WG_HELP_WINDOW (widget);

  adw_leaflet_navigate (self->leaflet, ADW_NAVIGATION_DIRECTION_BACK);
}

static void
fill_sidebar (WgHelpWindow *self)
{
  for (GtkWidget *child = gtk_widget_get_first_child (GTK_WIDGET (self->stack)); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkStackPage *page = gtk_stack_get_page (self->stack, child);
      GtkWidget    *label = gtk_label_new (gtk_stack_page_get_title (page));

      gtk_label_set_xalign (GTK_LABEL (label), 0);
      gtk_label_set_ellipsize (GTK_LABEL (label), PANGO_ELLIPSIZE_END);
      gtk_list_box_append (self->sidebar, label);
    }
}

static void
wg_help_window_get_property (GObject    *object,
                             guint       prop_id,
                             GValue     *value,
                             GParamSpec *pspec)
{
  WgHelpWindow *self = WG_HELP_WINDOW (object);

  switch (prop_id)
    {
    case PROP_PAGE:
      g_value_set_string (value, wg_help_window_get_page (self));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
wg_help_window_set_property (GObject      *object,
                             guint         prop_id,
                             const GValue *value,
                             GParamSpec   *pspec)
{
  WgHelpWindow *self = WG_HELP_WINDOW (object);

  switch (prop_id)
    {
    case PROP_PAGE:
      if (!wg_help_window_set_page (self, g_value_get_string (value)))
        g_warning ("The help has no page “%s”", g_value_get_string (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
wg_help_window_class_init (WgHelpWindowClass *klass)
{
  GObjectClass   *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->get_property = wg_help_window_get_property;
  object_class->set_property = wg_help_window_set_property;

  properties[PROP_PAGE] =
    g_param_spec_string ("page", NULL, NULL, WG_HELP_PAGE_GETTING_STARTED,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  gtk_widget_class_set_template_from_resource (widget_class,
                                               RESOURCE_PREFIX "/ui/wg-help-window.ui");
  gtk_widget_class_bind_template_child (widget_class, WgHelpWindow, leaflet);
  gtk_widget_class_bind_template_child (widget_class, WgHelpWindow, sidebar);
  gtk_widget_class_bind_template_child (widget_class, WgHelpWindow, content_box);
  gtk_widget_class_bind_template_child (widget_class, WgHelpWindow, page_title);
  gtk_widget_class_bind_template_child (widget_class, WgHelpWindow, stack);
  gtk_widget_class_bind_template_callback (widget_class, wg_help_window_on_row_activated);
  gtk_widget_class_bind_template_callback (widget_class, wg_help_window_on_page_changed);

  gtk_widget_class_install_action (widget_class, "help.back", NULL, back_action);
}

static void
wg_help_window_init (WgHelpWindow *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  wg_words_keep_rule_ids_whole_under (GTK_WIDGET (self));
  fill_sidebar (self);
  wg_help_window_on_page_changed (self);
}

WgHelpWindow *
wg_help_window_new (GtkWindow *parent)
{
  g_return_val_if_fail (parent == NULL || GTK_IS_WINDOW (parent), NULL);

  return g_object_new (WG_TYPE_HELP_WINDOW,
                       "transient-for", parent,
                       "destroy-with-parent", TRUE,
                       NULL);
}

const char *
wg_help_window_get_page (WgHelpWindow *self)
{
  g_return_val_if_fail (WG_IS_HELP_WINDOW (self), NULL);

  return gtk_stack_get_visible_child_name (self->stack);
}

gboolean
wg_help_window_set_page (WgHelpWindow *self,
                         const char   *name)
{
  g_return_val_if_fail (WG_IS_HELP_WINDOW (self), FALSE);
  g_return_val_if_fail (name != NULL, FALSE);

  if (gtk_stack_get_child_by_name (self->stack, name) == NULL)
    return FALSE;
  gtk_stack_set_visible_child_name (self->stack, name);
  adw_leaflet_set_visible_child (self->leaflet, self->content_box);
  return TRUE;
}
