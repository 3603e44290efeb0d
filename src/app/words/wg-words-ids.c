/* wg-words-ids.c — rule ids, and counts with their labels, kept whole where labels wrap
 * Copyright 2026 The Warpgate Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "wg-words-ids.h"

/* A ruling's id as docs/rules.md writes them: "R-", a word, "-", a number
 * ("R-WD-3", "R-AI-13"). */
#define RULE_ID "\\bR-[A-Z]+-[0-9]+[a-z]?\\b"

PangoAttrList *
wg_words_rule_id_attrs (const char *text)
{
  static GRegex *id_regex;
  static gsize   made;
  g_autoptr (GMatchInfo) match = NULL;
  PangoAttrList *attrs = NULL;

  if (text == NULL || g_strstr_len (text, -1, "R-") == NULL)
    return NULL;
  if (g_once_init_enter (&made))
    {
      id_regex = g_regex_new (RULE_ID, G_REGEX_OPTIMIZE, 0, NULL);
      g_once_init_leave (&made, 1);
    }
  for (g_regex_match (id_regex, text, 0, &match); g_match_info_matches (match);
       g_match_info_next (match, NULL))
    {
      PangoAttribute *whole = pango_attr_allow_breaks_new (FALSE);
      int             start, end;

      g_match_info_fetch_pos (match, 0, &start, &end);
      whole->start_index = (guint) start;
      whole->end_index = (guint) end;
      if (attrs == NULL)
        attrs = pango_attr_list_new ();
      pango_attr_list_insert (attrs, whole);
    }
  return attrs;
}

void
wg_words_keep_rule_ids_whole (GtkLabel *label)
{
  PangoAttrList *attrs;

  g_return_if_fail (GTK_IS_LABEL (label));

  attrs = wg_words_rule_id_attrs (gtk_label_get_text (label));
  /* Only labels that show an id now, or did: others keep their own. */
  if (attrs != NULL || g_object_get_data (G_OBJECT (label), "wg-rule-ids") != NULL)
    {
      gtk_label_set_attributes (label, attrs);
      g_object_set_data (G_OBJECT (label), "wg-rule-ids", GINT_TO_POINTER (attrs != NULL));
    }
  if (attrs != NULL)
    pango_attr_list_unref (attrs);
}

void
wg_words_keep_rule_ids_whole_under (GtkWidget *widget)
{
  g_return_if_fail (GTK_IS_WIDGET (widget));

  if (GTK_IS_LABEL (widget))
    wg_words_keep_rule_ids_whole (GTK_LABEL (widget));
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    wg_words_keep_rule_ids_whole_under (child);
}

static gboolean
is_separator (gunichar c)
{
  return c == 0x00B7 /* · */ || c == 0x30FB /* ・ */;
}

/* No break inside the part of @text from @start to @end, its spaces at
 * either end left out. */
static void
keep_part (PangoAttrList *attrs,
           const char    *text,
           const char    *start,
           const char    *end)
{
  PangoAttribute *whole;

  while (start < end && g_unichar_isspace (g_utf8_get_char (start)))
    start = g_utf8_next_char (start);
  while (end > start && g_unichar_isspace (g_utf8_get_char (g_utf8_prev_char (end))))
    end = g_utf8_prev_char (end);
  if (start == end)
    return;
  whole = pango_attr_allow_breaks_new (FALSE);
  whole->start_index = (guint) (start - text);
  whole->end_index = (guint) (end - text);
  pango_attr_list_insert (attrs, whole);
}

PangoAttrList *
wg_words_counts_attrs (const char *text)
{
  PangoAttrList *attrs;
  const char    *start;

  if (text == NULL || *text == '\0')
    return NULL;
  attrs = pango_attr_list_new ();
  start = text;
  for (const char *c = text; *c != '\0'; c = g_utf8_next_char (c))
    if (is_separator (g_utf8_get_char (c)))
      {
        /* The separator ends its part: a line ends with it, and the next
         * starts with a count. */
        keep_part (attrs, text, start, g_utf8_next_char (c));
        start = g_utf8_next_char (c);
      }
  keep_part (attrs, text, start, text + strlen (text));
  return attrs;
}

void
wg_words_keep_counts_whole (GtkLabel *label)
{
  PangoAttrList *attrs;

  g_return_if_fail (GTK_IS_LABEL (label));

  attrs = wg_words_counts_attrs (gtk_label_get_text (label));
  gtk_label_set_attributes (label, attrs);
  if (attrs != NULL)
    pango_attr_list_unref (attrs);
}
