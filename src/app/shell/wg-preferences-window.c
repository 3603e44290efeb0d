/* wg-preferences-window.c — the preferences: the board's look and new games' house rule
 * Copyright 2026 The Warpgate Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "wg-preferences-window.h"
#include "wg-words-ids.h"

struct _WgPreferencesWindow
{
  AdwPreferencesWindow parent_instance;

  GSettings           *settings;

  /* Template children */
  AdwComboRow         *orientation_row;
  GtkSwitch           *glyphs_switch;
  GtkSwitch           *large_switch;
  GtkSwitch           *warpgates_switch;
  GtkSwitch           *share_all_switch;
  GtkSwitch           *share_auto_accept_switch;
};

G_DEFINE_FINAL_TYPE (WgPreferencesWindow, wg_preferences_window, ADW_TYPE_PREFERENCES_WINDOW)

enum
{
  PROP_0,
  PROP_SETTINGS,
  N_PROPS
};

static GParamSpec       *properties[N_PROPS];

/* The combo row's items, in order: the "board-orientation" nicks. */
static const char *const orientations[] = { "pointy", "flat" };

static gboolean
orientation_to_row (GValue   *value,
                    GVariant *variant,
                    gpointer  user_data)
{
  const char *nick = g_variant_get_string (variant, NULL);

  for (guint i = 0; i < G_N_ELEMENTS (orientations); i++)
    if (g_str_equal (nick, orientations[i]))
      {
        g_value_set_uint (value, i);
        return TRUE;
      }
  return FALSE;
}

static GVariant *
row_to_orientation (const GValue       *value,
                    const GVariantType *type,
                    gpointer            user_data)
{
  guint i = g_value_get_uint (value);

  if (i >= G_N_ELEMENTS (orientations))
    return NULL;
  return g_variant_new_string (orientations[i]);
}

static void
wg_preferences_window_constructed (GObject *object)
{
  WgPreferencesWindow *self = WG_PREFERENCES_WINDOW (object);

  G_OBJECT_CLASS (wg_preferences_window_parent_class)->constructed (object);

  g_settings_bind_with_mapping (self->settings, "board-orientation", self->orientation_row,
                                "selected", G_SETTINGS_BIND_DEFAULT, orientation_to_row,
                                row_to_orientation, NULL, NULL);
  g_settings_bind (self->settings, "colorblind-glyphs", self->glyphs_switch, "active",
                   G_SETTINGS_BIND_DEFAULT);
  g_settings_bind (self->settings, "large-numbers", self->large_switch, "active",
                   G_SETTINGS_BIND_DEFAULT);
  g_settings_bind (self->settings, "warpgates-block", self->warpgates_switch, "active",
                   G_SETTINGS_BIND_DEFAULT);
  g_settings_bind (self->settings, "share-all-interfaces", self->share_all_switch, "active",
                   G_SETTINGS_BIND_DEFAULT);
  g_settings_bind (self->settings, "share-auto-accept", self->share_auto_accept_switch, "active",
                   G_SETTINGS_BIND_DEFAULT);
}

static void
wg_preferences_window_dispose (GObject *object)
{
  WgPreferencesWindow *self = WG_PREFERENCES_WINDOW (object);

  gtk_widget_dispose_template (GTK_WIDGET (self), WG_TYPE_PREFERENCES_WINDOW);

  G_OBJECT_CLASS (wg_preferences_window_parent_class)->dispose (object);
}

static void
wg_preferences_window_finalize (GObject *object)
{
  WgPreferencesWindow *self = WG_PREFERENCES_WINDOW (object);

  g_clear_object (&self->settings);

  G_OBJECT_CLASS (wg_preferences_window_parent_class)->finalize (object);
}

static void
wg_preferences_window_get_property (GObject    *object,
                                    guint       prop_id,
                                    GValue     *value,
                                    GParamSpec *pspec)
{
  WgPreferencesWindow *self = WG_PREFERENCES_WINDOW (object);

  switch (prop_id)
    {
    case PROP_SETTINGS:
      g_value_set_object (value, self->settings);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
wg_preferences_window_set_property (GObject      *object,
                                    guint         prop_id,
                                    const GValue *value,
                                    GParamSpec   *pspec)
{
  WgPreferencesWindow *self = WG_PREFERENCES_WINDOW (object);

  switch (prop_id)
    {
    case PROP_SETTINGS:
      self->settings = g_value_dup_object (value);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
wg_preferences_window_class_init (WgPreferencesWindowClass *klass)
{
  GObjectClass   *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->constructed = wg_preferences_window_constructed;
  object_class->dispose = wg_preferences_window_dispose;
  object_class->finalize = wg_preferences_window_finalize;
  object_class->get_property = wg_preferences_window_get_property;
  object_class->set_property = wg_preferences_window_set_property;

  properties[PROP_SETTINGS] =
    g_param_spec_object ("settings", NULL, NULL, G_TYPE_SETTINGS,
                         G_PARAM_READWRITE | G_PARAM_CONSTRUCT_ONLY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  gtk_widget_class_set_template_from_resource (widget_class,
                                               RESOURCE_PREFIX "/ui/wg-preferences-window.ui");
  gtk_widget_class_bind_template_child (widget_class, WgPreferencesWindow, orientation_row);
  gtk_widget_class_bind_template_child (widget_class, WgPreferencesWindow, glyphs_switch);
  gtk_widget_class_bind_template_child (widget_class, WgPreferencesWindow, large_switch);
  gtk_widget_class_bind_template_child (widget_class, WgPreferencesWindow, warpgates_switch);
  gtk_widget_class_bind_template_child (widget_class, WgPreferencesWindow, share_all_switch);
  gtk_widget_class_bind_template_child (widget_class, WgPreferencesWindow,
                                        share_auto_accept_switch);
}

static void
wg_preferences_window_init (WgPreferencesWindow *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  wg_words_keep_rule_ids_whole_under (GTK_WIDGET (self));
}

GtkWidget *
wg_preferences_window_new (GSettings *settings)
{
  g_return_val_if_fail (G_IS_SETTINGS (settings), NULL);

  return g_object_new (WG_TYPE_PREFERENCES_WINDOW, "settings", settings, NULL);
}
