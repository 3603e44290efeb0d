/* wg-question-view.c — one question the rules ask: its text and its options as rows
 * Copyright 2026 The Warpgate Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "wg-question-view.h"

struct _WgQuestionView
{
  AdwPreferencesGroup parent_instance;

  GtkListBox         *list;

  GPtrArray          *ids; /* char *: the option of each row, in order */
  char               *key; /* what is shown: the rows are made again when it changes */
  char               *options_label;
  gboolean            show_text;
};

G_DEFINE_FINAL_TYPE (WgQuestionView, wg_question_view, ADW_TYPE_PREFERENCES_GROUP)

enum
{
  PROP_0,
  PROP_SHOW_TEXT,
  PROP_OPTIONS_LABEL,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

enum
{
  SIGNAL_ANSWERED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

/* The question as shown: its id, its text and every option. */
static char *
question_key (const WgQuestion *question,
              const char       *text)
{
  GString *key = g_string_new (NULL);

  if (question == NULL)
    return g_string_free (key, FALSE);
  g_string_append_printf (key, "%s\n%s", question->id, text);
  for (guint i = 0; i < question->options->len; i++)
    {
      const WgOption *option = g_ptr_array_index (question->options, i);

      g_string_append_printf (key, "\n%s\t%s", option->id, option->label);
    }
  return g_string_free (key, FALSE);
}

static GtkWidget *
option_row (const WgOption *option)
{
  GtkWidget *row = adw_action_row_new ();

  adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), option->label);
  gtk_list_box_row_set_activatable (GTK_LIST_BOX_ROW (row), TRUE);
  gtk_widget_add_css_class (row, "option-row");
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), gtk_image_new_from_icon_name (
                                                     "go-next-symbolic"));
  gtk_accessible_update_property (GTK_ACCESSIBLE (row), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  option->label, -1);
  return row;
}

void
wg_question_view_set_question (WgQuestionView   *self,
                               const WgQuestion *question,
                               const char       *text)
{
  g_autofree char *key = NULL;
  GtkListBoxRow   *row;

  g_return_if_fail (WG_IS_QUESTION_VIEW (self));

  if (question != NULL && text == NULL)
    text = question->question;
  gtk_widget_set_visible (GTK_WIDGET (self), question != NULL);
  key = question_key (question, text);
  if (g_strcmp0 (key, self->key) == 0)
    return;
  g_free (self->key);
  self->key = g_steal_pointer (&key);
  while ((row = gtk_list_box_get_row_at_index (self->list, 0)) != NULL)
    gtk_list_box_remove (self->list, GTK_WIDGET (row));
  g_ptr_array_set_size (self->ids, 0);
  if (question == NULL)
    return;
  if (self->show_text)
    adw_preferences_group_set_description (ADW_PREFERENCES_GROUP (self), text);
  for (guint i = 0; i < question->options->len; i++)
    {
      const WgOption *option = g_ptr_array_index (question->options, i);

      g_ptr_array_add (self->ids, g_strdup (option->id));
      gtk_list_box_append (self->list, option_row (option));
    }
}

GtkListBox *
wg_question_view_get_list (WgQuestionView *self)
{
  g_return_val_if_fail (WG_IS_QUESTION_VIEW (self), NULL);
  return self->list;
}

gboolean
wg_question_view_focus_first (WgQuestionView *self)
{
  GtkListBoxRow *first;

  g_return_val_if_fail (WG_IS_QUESTION_VIEW (self), FALSE);
  first = gtk_list_box_get_row_at_index (self->list, 0);
  return first != NULL && gtk_widget_grab_focus (GTK_WIDGET (first));
}

/* The id is copied: the answer's handler may show the next question, and
 * the rows and ids go with it. */
static void
on_row_activated (WgQuestionView *self,
                  GtkListBoxRow  *row)
{
  int              index = gtk_list_box_row_get_index (row);
  g_autofree char *id = NULL;

  if (index < 0 || (guint) index >= self->ids->len)
    return;
  id = g_strdup (g_ptr_array_index (self->ids, index));
  g_signal_emit (self, signals[SIGNAL_ANSWERED], 0, id);
}

static void
set_options_label (WgQuestionView *self,
                   const char     *label)
{
  g_free (self->options_label);
  self->options_label = g_strdup (label);
  if (label != NULL)
    gtk_accessible_update_property (GTK_ACCESSIBLE (self->list), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                    label, -1);
  else
    gtk_accessible_reset_property (GTK_ACCESSIBLE (self->list), GTK_ACCESSIBLE_PROPERTY_LABEL);
}

static void
wg_question_view_get_property (GObject    *object,
                               guint       prop_id,
                               GValue     *value,
                               GParamSpec *pspec)
{
  WgQuestionView *self = WG_QUESTION_VIEW (object);

  switch (prop_id)
    {
    case PROP_SHOW_TEXT:
      g_value_set_boolean (value, self->show_text);
      break;
    case PROP_OPTIONS_LABEL:
      g_value_set_string (value, self->options_label);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
wg_question_view_set_property (GObject      *object,
                               guint         prop_id,
                               const GValue *value,
                               GParamSpec   *pspec)
{
  WgQuestionView *self = WG_QUESTION_VIEW (object);

  switch (prop_id)
    {
    case PROP_SHOW_TEXT:
      self->show_text = g_value_get_boolean (value);
      break;
    case PROP_OPTIONS_LABEL:
      set_options_label (self, g_value_get_string (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
wg_question_view_finalize (GObject *object)
{
  WgQuestionView *self = WG_QUESTION_VIEW (object);

  g_clear_pointer (&self->ids, g_ptr_array_unref);
  g_clear_pointer (&self->key, g_free);
  g_clear_pointer (&self->options_label, g_free);

  G_OBJECT_CLASS (wg_question_view_parent_class)->finalize (object);
}

static void
wg_question_view_class_init (WgQuestionViewClass *klass)
{
  GObjectClass   *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->finalize = wg_question_view_finalize;
  object_class->get_property = wg_question_view_get_property;
  object_class->set_property = wg_question_view_set_property;

  properties[PROP_SHOW_TEXT] =
    g_param_spec_boolean ("show-text", NULL, NULL, TRUE,
                          G_PARAM_READWRITE | G_PARAM_CONSTRUCT | G_PARAM_STATIC_STRINGS);
  properties[PROP_OPTIONS_LABEL] =
    g_param_spec_string ("options-label", NULL, NULL, NULL,
                         G_PARAM_READWRITE | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  /* The option's id. */
  signals[SIGNAL_ANSWERED] =
    g_signal_new ("answered", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                  G_TYPE_NONE, 1, G_TYPE_STRING);

  gtk_widget_class_set_template_from_resource (widget_class,
                                               RESOURCE_PREFIX "/ui/wg-question-view.ui");
  gtk_widget_class_bind_template_child (widget_class, WgQuestionView, list);
  gtk_widget_class_bind_template_callback (widget_class, on_row_activated);
}

static void
wg_question_view_init (WgQuestionView *self)
{
  self->ids = g_ptr_array_new_with_free_func (g_free);
  gtk_widget_init_template (GTK_WIDGET (self));
}

GtkWidget *
wg_question_view_new (void)
{
  return g_object_new (WG_TYPE_QUESTION_VIEW, NULL);
}
