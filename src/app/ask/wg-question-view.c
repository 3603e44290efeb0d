/* wg-question-view.c — one question the rules ask: its text and its options as rows
 * Copyright 2026 The Warpgate Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "wg-access-keys.h"
#include "wg-question-view.h"

struct _WgQuestionView
{
  AdwPreferencesGroup parent_instance;

  GtkSearchEntry     *search_entry;
  GtkListBox         *list;

  WgQuestion         *question; /* the question shown, or NULL */
  GPtrArray          *ids;      /* char *: the option of each row, in order */
  GPtrArray          *groups;   /* char *: the group of each row, or NULL */
  GPtrArray          *words;    /* char *: each row's label and group, folded for search */
  GArray             *keys;     /* gunichar: each row's access key, on a short list; else empty */
  char              **query;    /* the words searched for, folded; NULL: all rows */
  char               *key;      /* what is shown: the rows are made again when it changes */
  char               *options_label;
  gboolean            show_text;
};

G_DEFINE_FINAL_TYPE (WgQuestionView, wg_question_view, ADW_TYPE_PREFERENCES_GROUP)

enum
{
  PROP_0,
  PROP_SHOW_TEXT,
  PROP_OPTIONS_LABEL,
  PROP_QUESTION,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

enum
{
  SIGNAL_ANSWERED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

/* A list this long is searched (the token turned over: 28 options; the
 * planets of a board: 50 and more). */
#define SEARCH_FROM 8

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

      g_string_append_printf (key, "\n%s\t%s\t%s", option->id, option->label,
                              option->group != NULL ? option->group : "");
    }
  return g_string_free (key, FALSE);
}

/* A row for @option: its label as the title and accessible name, its
 * access key @key (if not 0) shown as a key cap before the arrow and
 * given to screen readers as the row's key shortcut. */
static GtkWidget *
option_row (const WgOption *option,
            gunichar        key)
{
  GtkWidget *row = adw_action_row_new ();

  adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), option->label);
  if (key != 0)
    {
      char       name[2] = { (char) key, '\0' }, shown[2] = { g_ascii_toupper ((char) key), '\0' };
      GtkWidget *cap = gtk_shortcut_label_new (name);

      gtk_widget_set_valign (cap, GTK_ALIGN_CENTER);
      adw_action_row_add_suffix (ADW_ACTION_ROW (row), cap);
      gtk_accessible_update_property (GTK_ACCESSIBLE (row), GTK_ACCESSIBLE_PROPERTY_KEY_SHORTCUTS,
                                      shown, -1);
    }
  gtk_list_box_row_set_activatable (GTK_LIST_BOX_ROW (row), TRUE);
  gtk_widget_add_css_class (row, "option-row");
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), gtk_image_new_from_icon_name (
                                                     "go-next-symbolic"));
  gtk_accessible_update_property (GTK_ACCESSIBLE (row), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  option->label, -1);
  return row;
}

/* Case and accents aside, as people type. */
static char *
fold (const char *text)
{
  g_autofree char *normal = g_utf8_normalize (text, -1, G_NORMALIZE_ALL);

  return g_utf8_casefold (normal != NULL ? normal : "", -1);
}

/* A row is shown while every word typed is in its label or its group. */
static gboolean
filter_row (GtkListBoxRow *row,
            gpointer       user_data)
{
  WgQuestionView *self = user_data;
  int             index = gtk_list_box_row_get_index (row);
  const char     *words;

  if (self->query == NULL || self->words == NULL || index < 0 || (guint) index >= self->words->len)
    return TRUE;
  words = g_ptr_array_index (self->words, index);
  for (guint i = 0; self->query[i] != NULL; i++)
    if (strstr (words, self->query[i]) == NULL)
      return FALSE;
  return TRUE;
}

/* The first row of each group (among those shown) has the group's name
 * above it. */
static void
header_row (GtkListBoxRow *row,
            GtkListBoxRow *before,
            gpointer       user_data)
{
  WgQuestionView *self = user_data;
  int             index = gtk_list_box_row_get_index (row);
  const char     *group = NULL, *previous = NULL;
  GtkWidget      *label;

  if (self->groups == NULL)
    return;
  if (index >= 0 && (guint) index < self->groups->len)
    group = g_ptr_array_index (self->groups, index);
  if (before != NULL && (guint) gtk_list_box_row_get_index (before) < self->groups->len)
    previous = g_ptr_array_index (self->groups, gtk_list_box_row_get_index (before));
  if (group == NULL || g_strcmp0 (group, previous) == 0)
    {
      gtk_list_box_row_set_header (row, NULL);
      return;
    }
  label = gtk_label_new (group);
  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_widget_add_css_class (label, "heading");
  gtk_widget_set_margin_start (label, 12);
  gtk_widget_set_margin_top (label, 9);
  gtk_widget_set_margin_bottom (label, 6);
  gtk_list_box_row_set_header (row, label);
}

/* The list's name for screen readers: "options-label", else the group's
 * title, else the question itself. */
static void
name_list (WgQuestionView *self,
           const char     *text)
{
  const char *title = adw_preferences_group_get_title (ADW_PREFERENCES_GROUP (self));
  const char *name = self->options_label;

  if (name == NULL || *name == '\0')
    name = title != NULL && *title != '\0' ? title : text;
  if (name != NULL && *name != '\0')
    gtk_accessible_update_property (GTK_ACCESSIBLE (self->list), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                    name, -1);
}

static void
clear_search (WgQuestionView *self)
{
  g_clear_pointer (&self->query, g_strfreev);
  gtk_editable_set_text (GTK_EDITABLE (self->search_entry), "");
}

static void
add_option (WgQuestionView *self,
            const WgOption *option,
            gunichar        key)
{
  g_autofree char *words = g_strconcat (option->label, " ",
                                        option->group != NULL ? option->group : "", NULL);

  g_ptr_array_add (self->ids, g_strdup (option->id));
  g_ptr_array_add (self->groups, g_strdup (option->group));
  g_ptr_array_add (self->words, fold (words));
  gtk_list_box_append (self->list, option_row (option, key));
}

/* A question that appears on the screen takes the focus (issue 30): its
 * first option, or the search entry of a long list, so that Down, Return
 * or typing answer it. Not one set while the view is not shown (a window
 * opening), nor while the person types in a text field elsewhere. */
static void
take_focus (WgQuestionView *self,
            gboolean        search)
{
  GtkRoot   *root = gtk_widget_get_root (GTK_WIDGET (self));
  GtkWidget *focus = root != NULL ? gtk_root_get_focus (root) : NULL;

  if (!gtk_widget_get_mapped (GTK_WIDGET (self)))
    return;
  if (focus != NULL && !gtk_widget_is_ancestor (focus, GTK_WIDGET (self))
      && (GTK_IS_TEXT_VIEW (focus) || gtk_widget_get_ancestor (focus, GTK_TYPE_ENTRY) != NULL
          || gtk_widget_get_ancestor (focus, GTK_TYPE_SEARCH_ENTRY) != NULL))
    return;
  if (search)
    gtk_widget_grab_focus (GTK_WIDGET (self->search_entry));
  else
    wg_question_view_focus_first (self);
}

void
wg_question_view_set_question (WgQuestionView   *self,
                               const WgQuestion *question,
                               const char       *text)
{
  g_autofree char *key = NULL;
  GtkListBoxRow   *row;
  gboolean         search;

  g_return_if_fail (WG_IS_QUESTION_VIEW (self));

  if (question != NULL && text == NULL)
    text = question->question;
  gtk_widget_set_visible (GTK_WIDGET (self), question != NULL);
  key = question_key (question, text);
  if (g_strcmp0 (key, self->key) == 0)
    return;
  g_free (self->key);
  self->key = g_steal_pointer (&key);
  g_clear_pointer (&self->question, wg_question_free);
  if (question != NULL)
    self->question = wg_question_copy (question);
  while ((row = gtk_list_box_get_row_at_index (self->list, 0)) != NULL)
    gtk_list_box_remove (self->list, GTK_WIDGET (row));
  g_ptr_array_set_size (self->ids, 0);
  g_ptr_array_set_size (self->groups, 0);
  g_ptr_array_set_size (self->words, 0);
  g_array_set_size (self->keys, 0);
  clear_search (self);
  search = question != NULL && question->options->len >= SEARCH_FROM;
  gtk_widget_set_visible (GTK_WIDGET (self->search_entry), search);
  gtk_search_entry_set_key_capture_widget (self->search_entry, search ? GTK_WIDGET (self) : NULL);
  if (question == NULL)
    {
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_QUESTION]);
      return;
    }
  if (self->show_text)
    adw_preferences_group_set_description (ADW_PREFERENCES_GROUP (self), text);
  name_list (self, text);
  if (!search)
    {
      g_autoptr (GArray) keys = wg_access_keys_pick (question);

      g_array_append_vals (self->keys, keys->data, keys->len);
    }
  for (guint i = 0; i < question->options->len; i++)
    add_option (self, g_ptr_array_index (question->options, i),
                search ? 0 : g_array_index (self->keys, gunichar, i));
  take_focus (self, search);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_QUESTION]);
}

const WgQuestion *
wg_question_view_get_question (WgQuestionView *self)
{
  g_return_val_if_fail (WG_IS_QUESTION_VIEW (self), NULL);
  return self->question;
}

GtkListBox *
wg_question_view_get_list (WgQuestionView *self)
{
  g_return_val_if_fail (WG_IS_QUESTION_VIEW (self), NULL);
  return self->list;
}

gunichar
wg_question_view_get_key (WgQuestionView *self,
                          guint           index)
{
  g_return_val_if_fail (WG_IS_QUESTION_VIEW (self), 0);
  return index < self->keys->len ? g_array_index (self->keys, gunichar, index) : 0;
}

gboolean
wg_question_view_focus_first (WgQuestionView *self)
{
  GtkListBoxRow *first;

  g_return_val_if_fail (WG_IS_QUESTION_VIEW (self), FALSE);
  first = gtk_list_box_get_row_at_index (self->list, 0);
  return first != NULL && gtk_widget_grab_focus (GTK_WIDGET (first));
}

static void
on_search_changed (WgQuestionView *self)
{
  const char      *text = gtk_editable_get_text (GTK_EDITABLE (self->search_entry));
  g_autofree char *folded = fold (text);

  g_clear_pointer (&self->query, g_strfreev);
  if (*g_strstrip (folded) != '\0')
    self->query = g_regex_split_simple ("\\s+", folded, 0, 0);
  gtk_list_box_invalidate_filter (self->list);
  gtk_list_box_invalidate_headers (self->list);
}

/* The first row shown. */
static GtkListBoxRow *
first_shown (WgQuestionView *self)
{
  GtkListBoxRow *row;

  for (int i = 0; (row = gtk_list_box_get_row_at_index (self->list, i)) != NULL; i++)
    if (gtk_widget_get_child_visible (GTK_WIDGET (row)) && filter_row (row, self))
      return row;
  return NULL;
}

/* Enter in the search answers with the first option found for what is
 * typed: the search runs now (the entry runs it 150 ms after the last
 * key; Enter sooner would answer from the text before, or not at all). */
static void
on_search_activate (WgQuestionView *self)
{
  GtkRoot       *root = gtk_widget_get_root (GTK_WIDGET (self));
  GtkWidget     *focus = root != NULL ? gtk_root_get_focus (root) : NULL;
  GtkListBoxRow *row = NULL;

  /* Return on a row reaches the search as well (its key capture forwards
   * Return, before the window would activate the row): the row is the
   * answer. */
  if (focus != NULL)
    row = GTK_LIST_BOX_ROW (gtk_widget_get_ancestor (focus, GTK_TYPE_LIST_BOX_ROW));
  if (row != NULL && gtk_widget_get_parent (GTK_WIDGET (row)) == GTK_WIDGET (self->list))
    {
      g_signal_emit_by_name (self->list, "row-activated", row);
      return;
    }
  on_search_changed (self);
  row = self->query != NULL ? first_shown (self) : NULL;
  if (row != NULL)
    g_signal_emit_by_name (self->list, "row-activated", row);
}

/* Down from the search goes to the options found. */
static gboolean
on_search_key (GtkEventControllerKey *controller,
               guint                  keyval,
               guint                  keycode,
               GdkModifierType        state,
               WgQuestionView        *self)
{
  GtkListBoxRow *row;

  if (keyval != GDK_KEY_Down && keyval != GDK_KEY_KP_Down)
    return GDK_EVENT_PROPAGATE;
  row = first_shown (self);
  return row != NULL && gtk_widget_grab_focus (GTK_WIDGET (row));
}

/* The row whose access key is @c, or NULL. */
static GtkListBoxRow *
row_of_key (WgQuestionView *self,
            gunichar        c)
{
  for (guint i = 0; i < self->keys->len; i++)
    if (g_array_index (self->keys, gunichar, i) == c)
      return gtk_list_box_get_row_at_index (self->list, (int) i);
  return NULL;
}

/* A short list answers like a menu (issue 30): an option's access key,
 * pressed while the list has the focus, answers with it at once; another
 * letter or digit rings the bell. A long list has its search entry
 * instead. */
static gboolean
on_list_key (GtkEventControllerKey *controller,
             guint                  keyval,
             guint                  keycode,
             GdkModifierType        state,
             WgQuestionView        *self)
{
  gunichar       c = g_unichar_tolower (gdk_keyval_to_unicode (keyval));
  GtkListBoxRow *row;

  if ((state & (GDK_CONTROL_MASK | GDK_ALT_MASK | GDK_SUPER_MASK)) != 0
      || gtk_widget_get_visible (GTK_WIDGET (self->search_entry)) || !g_unichar_isalnum (c)
      || self->keys->len == 0)
    return GDK_EVENT_PROPAGATE;
  row = row_of_key (self, c);
  if (row != NULL && gtk_widget_is_sensitive (GTK_WIDGET (row)))
    g_signal_emit_by_name (self->list, "row-activated", row);
  else
    gtk_widget_error_bell (GTK_WIDGET (self));
  return GDK_EVENT_STOP;
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
  name_list (self, NULL);
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
    case PROP_QUESTION:
      g_value_set_pointer (value, self->question);
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

/* The list may outlive the view in its parent's disposal: it stops
 * calling back first. */
static void
wg_question_view_dispose (GObject *object)
{
  WgQuestionView *self = WG_QUESTION_VIEW (object);

  if (self->list != NULL)
    {
      gtk_list_box_set_filter_func (self->list, NULL, NULL, NULL);
      gtk_list_box_set_header_func (self->list, NULL, NULL, NULL);
    }
  G_OBJECT_CLASS (wg_question_view_parent_class)->dispose (object);
}

static void
wg_question_view_finalize (GObject *object)
{
  WgQuestionView *self = WG_QUESTION_VIEW (object);

  g_clear_pointer (&self->ids, g_ptr_array_unref);
  g_clear_pointer (&self->groups, g_ptr_array_unref);
  g_clear_pointer (&self->words, g_ptr_array_unref);
  g_clear_pointer (&self->keys, g_array_unref);
  g_clear_pointer (&self->query, g_strfreev);
  g_clear_pointer (&self->key, g_free);
  g_clear_pointer (&self->question, wg_question_free);
  g_clear_pointer (&self->options_label, g_free);

  G_OBJECT_CLASS (wg_question_view_parent_class)->finalize (object);
}

static void
wg_question_view_class_init (WgQuestionViewClass *klass)
{
  GObjectClass   *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = wg_question_view_dispose;
  object_class->finalize = wg_question_view_finalize;
  object_class->get_property = wg_question_view_get_property;
  object_class->set_property = wg_question_view_set_property;

  properties[PROP_SHOW_TEXT] =
    g_param_spec_boolean ("show-text", NULL, NULL, TRUE,
                          G_PARAM_READWRITE | G_PARAM_CONSTRUCT | G_PARAM_STATIC_STRINGS);
  properties[PROP_OPTIONS_LABEL] =
    g_param_spec_string ("options-label", NULL, NULL, NULL,
                         G_PARAM_READWRITE | G_PARAM_STATIC_STRINGS);
  /* The question shown (a const WgQuestion *), notified when another is
   * shown or none: what the board's answering follows (WgQuestionBoard). */
  properties[PROP_QUESTION] =
    g_param_spec_pointer ("question", NULL, NULL, G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  /* The option's id. */
  signals[SIGNAL_ANSWERED] =
    g_signal_new ("answered", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                  G_TYPE_NONE, 1, G_TYPE_STRING);

  gtk_widget_class_set_template_from_resource (widget_class,
                                               RESOURCE_PREFIX "/ui/wg-question-view.ui");
  gtk_widget_class_bind_template_child (widget_class, WgQuestionView, search_entry);
  gtk_widget_class_bind_template_child (widget_class, WgQuestionView, list);
  gtk_widget_class_bind_template_callback (widget_class, on_row_activated);
  gtk_widget_class_bind_template_callback (widget_class, on_search_changed);
  gtk_widget_class_bind_template_callback (widget_class, on_search_activate);
}

static void
wg_question_view_init (WgQuestionView *self)
{
  GtkEventController *keys = gtk_event_controller_key_new ();

  self->ids = g_ptr_array_new_with_free_func (g_free);
  self->groups = g_ptr_array_new_with_free_func (g_free);
  self->words = g_ptr_array_new_with_free_func (g_free);
  self->keys = g_array_new (FALSE, TRUE, sizeof (gunichar));
  gtk_widget_init_template (GTK_WIDGET (self));
  gtk_list_box_set_filter_func (self->list, filter_row, self, NULL);
  gtk_list_box_set_header_func (self->list, header_row, self, NULL);
  g_signal_connect (keys, "key-pressed", G_CALLBACK (on_search_key), self);
  gtk_widget_add_controller (GTK_WIDGET (self->search_entry), keys);
  keys = gtk_event_controller_key_new ();
  gtk_event_controller_set_name (keys, "wg-access-keys");
  g_signal_connect (keys, "key-pressed", G_CALLBACK (on_list_key), self);
  gtk_widget_add_controller (GTK_WIDGET (self->list), keys);
}

GtkWidget *
wg_question_view_new (void)
{
  return g_object_new (WG_TYPE_QUESTION_VIEW, NULL);
}
