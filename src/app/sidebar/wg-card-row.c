/* wg-card-row.c — one card in a list: its planet type, name, status, and a remove button
 * Copyright 2026 The Warpgate Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "wg-card-row.h"
#include "wg-swatch.h"

struct _WgCardRow
{
  AdwActionRow    parent_instance;

  guint           index;
  gboolean        updating;

  /* Template children */
  GtkDrawingArea *badge;
  GtkDropDown    *status_dropdown;
  GtkDropDown    *multiplier_dropdown;
  GtkStringList  *multiplier_names;
  GtkDropDown    *card_dropdown;
  GtkStringList  *card_names;
  GtkButton      *remove_button;
};

G_DEFINE_FINAL_TYPE (WgCardRow, wg_card_row, ADW_TYPE_ACTION_ROW)

enum
{
  SIGNAL_REMOVE,
  SIGNAL_STATUS_CHANGED,
  SIGNAL_MULTIPLIER_CHANGED,
  SIGNAL_CARD_CHANGED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static void
release (gpointer data)
{
  g_object_unref (data);
}

/* The owner may build its list again, this row included, while the button
 * or drop-down is still handling its signal: the row (and so they) stays
 * until the main loop is idle. */
static void
keep_alive (WgCardRow *self)
{
  g_idle_add_once (release, g_object_ref (self));
}

static void
on_remove_clicked (WgCardRow *self)
{
  keep_alive (self);
  g_signal_emit (self, signals[SIGNAL_REMOVE], 0);
}

static void
on_status_selected (WgCardRow *self)
{
  if (self->updating)
    return;
  keep_alive (self);
  g_signal_emit (self, signals[SIGNAL_STATUS_CHANGED], 0,
                 gtk_drop_down_get_selected (self->status_dropdown));
}

/* Position 0 is "×?" (not known), then ×0–×9. */
static void
on_multiplier_selected (WgCardRow *self)
{
  if (self->updating)
    return;
  keep_alive (self);
  g_signal_emit (self, signals[SIGNAL_MULTIPLIER_CHANGED], 0,
                 (int) gtk_drop_down_get_selected (self->multiplier_dropdown) - 1);
}

static void
on_card_selected (WgCardRow *self)
{
  guint selected = gtk_drop_down_get_selected (self->card_dropdown);

  if (self->updating || selected == GTK_INVALID_LIST_POSITION)
    return;
  keep_alive (self);
  g_signal_emit (self, signals[SIGNAL_CARD_CHANGED], 0, selected);
}

static gboolean
same_names (GtkStringList     *list,
            const char *const *names)
{
  for (guint i = 0; names[i] != NULL; i++)
    if (g_strcmp0 (gtk_string_list_get_string (list, i), names[i]) != 0)
      return FALSE;
  return TRUE;
}

void
wg_card_row_set_choices (WgCardRow         *self,
                         const char *const *names,
                         guint              selected)
{
  guint n;

  g_return_if_fail (WG_IS_CARD_ROW (self));

  gtk_widget_set_visible (GTK_WIDGET (self->card_dropdown), names != NULL);
  if (names == NULL)
    return;
  self->updating = TRUE;
  /* Made again only when the names change (a catalog edit): the drop-down
   * builds a row for each, and a page fills its lists after every step. */
  n = g_list_model_get_n_items (G_LIST_MODEL (self->card_names));
  if (n != g_strv_length ((char **) names) || !same_names (self->card_names, names))
    gtk_string_list_splice (self->card_names, 0, n, names);
  gtk_drop_down_set_selected (self->card_dropdown, selected);
  self->updating = FALSE;
}

guint
wg_card_row_get_choice (WgCardRow *self)
{
  g_return_val_if_fail (WG_IS_CARD_ROW (self), GTK_INVALID_LIST_POSITION);
  if (!gtk_widget_get_visible (GTK_WIDGET (self->card_dropdown)))
    return GTK_INVALID_LIST_POSITION;
  return gtk_drop_down_get_selected (self->card_dropdown);
}

void
wg_card_row_set_multiplier (WgCardRow *self,
                            int        multiplier)
{
  g_return_if_fail (WG_IS_CARD_ROW (self));
  g_return_if_fail (multiplier >= -2 && multiplier <= 9);

  gtk_widget_set_visible (GTK_WIDGET (self->multiplier_dropdown), multiplier >= -1);
  if (multiplier < -1)
    return;
  self->updating = TRUE;
  gtk_drop_down_set_selected (self->multiplier_dropdown, (guint) (multiplier + 1));
  self->updating = FALSE;
}

int
wg_card_row_get_multiplier (WgCardRow *self)
{
  g_return_val_if_fail (WG_IS_CARD_ROW (self), -2);
  if (!gtk_widget_get_visible (GTK_WIDGET (self->multiplier_dropdown)))
    return -2;
  return (int) gtk_drop_down_get_selected (self->multiplier_dropdown) - 1;
}

guint
wg_card_row_get_index (WgCardRow *self)
{
  g_return_val_if_fail (WG_IS_CARD_ROW (self), 0);
  return self->index;
}

void
wg_card_row_set_card (WgCardRow  *self,
                      const char *title,
                      const char *subtitle,
                      int         planet_type)
{
  g_autofree char *remove = NULL;

  g_return_if_fail (WG_IS_CARD_ROW (self));

  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (self), title);
  adw_action_row_set_subtitle (ADW_ACTION_ROW (self), subtitle != NULL ? subtitle : "");
  wg_swatch_set_planet_badge (self->badge, planet_type);
  /* TRANSLATORS: the remove button's name for a screen reader, "Remove Alien Imports" */
  remove = g_strdup_printf (_ ("Remove %s"), title);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->remove_button),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, remove, -1);
}

void
wg_card_row_set_status (WgCardRow *self,
                        int        status)
{
  g_return_if_fail (WG_IS_CARD_ROW (self));

  gtk_widget_set_visible (GTK_WIDGET (self->status_dropdown), status >= 0);
  if (status < 0)
    return;
  self->updating = TRUE;
  gtk_drop_down_set_selected (self->status_dropdown, (guint) status);
  self->updating = FALSE;
}

int
wg_card_row_get_status (WgCardRow *self)
{
  g_return_val_if_fail (WG_IS_CARD_ROW (self), -1);

  if (!gtk_widget_get_visible (GTK_WIDGET (self->status_dropdown)))
    return -1;
  return (int) gtk_drop_down_get_selected (self->status_dropdown);
}

static void
wg_card_row_dispose (GObject *object)
{
  gtk_widget_dispose_template (GTK_WIDGET (object), WG_TYPE_CARD_ROW);

  G_OBJECT_CLASS (wg_card_row_parent_class)->dispose (object);
}

static void
wg_card_row_class_init (WgCardRowClass *klass)
{
  GObjectClass   *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = wg_card_row_dispose;

  signals[SIGNAL_REMOVE] =
    g_signal_new ("remove", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                  G_TYPE_NONE, 0);
  signals[SIGNAL_STATUS_CHANGED] =
    g_signal_new ("status-changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL,
                  NULL, G_TYPE_NONE, 1, G_TYPE_UINT);
  signals[SIGNAL_MULTIPLIER_CHANGED] =
    g_signal_new ("multiplier-changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL,
                  NULL, NULL, G_TYPE_NONE, 1, G_TYPE_INT);
  signals[SIGNAL_CARD_CHANGED] =
    g_signal_new ("card-changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL,
                  NULL, G_TYPE_NONE, 1, G_TYPE_UINT);

  gtk_widget_class_set_template_from_resource (widget_class, RESOURCE_PREFIX "/ui/wg-card-row.ui");
  gtk_widget_class_bind_template_child (widget_class, WgCardRow, badge);
  gtk_widget_class_bind_template_child (widget_class, WgCardRow, status_dropdown);
  gtk_widget_class_bind_template_child (widget_class, WgCardRow, multiplier_dropdown);
  gtk_widget_class_bind_template_child (widget_class, WgCardRow, multiplier_names);
  gtk_widget_class_bind_template_child (widget_class, WgCardRow, card_dropdown);
  gtk_widget_class_bind_template_child (widget_class, WgCardRow, card_names);
  gtk_widget_class_bind_template_child (widget_class, WgCardRow, remove_button);
  gtk_widget_class_bind_template_callback (widget_class, on_multiplier_selected);
  gtk_widget_class_bind_template_callback (widget_class, on_card_selected);
  gtk_widget_class_bind_template_callback (widget_class, on_remove_clicked);
  gtk_widget_class_bind_template_callback (widget_class, on_status_selected);
}

/* Which card it is: the closed drop-down is an icon, so that the row's
 * title keeps its width; the list names the cards. */
static void
setup_icon (GtkSignalListItemFactory *factory,
            GtkListItem              *item)
{
  gtk_list_item_set_child (item, gtk_image_new_from_icon_name ("document-edit-symbolic"));
}

static void
setup_name (GtkSignalListItemFactory *factory,
            GtkListItem              *item)
{
  GtkWidget *label = gtk_label_new (NULL);

  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_list_item_set_child (item, label);
}

static void
bind_name (GtkSignalListItemFactory *factory,
           GtkListItem              *item)
{
  gtk_label_set_text (GTK_LABEL (gtk_list_item_get_child (item)),
                      gtk_string_object_get_string (gtk_list_item_get_item (item)));
}

static void
set_card_factories (WgCardRow *self)
{
  g_autoptr (GtkListItemFactory) icon = gtk_signal_list_item_factory_new ();
  g_autoptr (GtkListItemFactory) names = gtk_signal_list_item_factory_new ();

  g_signal_connect (icon, "setup", G_CALLBACK (setup_icon), NULL);
  g_signal_connect (names, "setup", G_CALLBACK (setup_name), NULL);
  g_signal_connect (names, "bind", G_CALLBACK (bind_name), NULL);
  gtk_drop_down_set_factory (self->card_dropdown, icon);
  gtk_drop_down_set_list_factory (self->card_dropdown, names);
}

/* GTK 4.8's drop-down shows its choice on a toggle button of its own,
 * which a screen reader finds with no name: it gets the drop-down's. */
static void
name_drop_down_button (GtkDropDown *drop_down,
                       const char  *label)
{
  GtkWidget *button = gtk_widget_get_first_child (GTK_WIDGET (drop_down));

  if (GTK_IS_TOGGLE_BUTTON (button))
    gtk_accessible_update_property (GTK_ACCESSIBLE (button), GTK_ACCESSIBLE_PROPERTY_LABEL, label,
                                    -1);
}

static void
wg_card_row_init (WgCardRow *self)
{
  self->updating = TRUE;
  gtk_widget_init_template (GTK_WIDGET (self));
  set_card_factories (self);
  name_drop_down_button (self->status_dropdown, _ ("Status"));
  name_drop_down_button (self->multiplier_dropdown, _ ("The multiplier printed on the card"));
  name_drop_down_button (self->card_dropdown, _ ("Which card it is"));
  /* TRANSLATORS: a Tactics card's multiplier when it is not known */
  gtk_string_list_append (self->multiplier_names, _ ("×?"));
  for (int n = 0; n <= 9; n++)
    {
      g_autofree char *label = g_strdup_printf ("×%d", n);

      gtk_string_list_append (self->multiplier_names, label);
    }
  self->updating = FALSE;
}

GtkWidget *
wg_card_row_new (guint index)
{
  WgCardRow *self = g_object_new (WG_TYPE_CARD_ROW, NULL);

  self->index = index;
  return GTK_WIDGET (self);
}
