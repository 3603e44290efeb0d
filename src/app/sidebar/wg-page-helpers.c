/* wg-page-helpers.c — small helpers the sidebar pages and tool pages share
 * Copyright 2026 The Warpgate Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "wg-page-helpers.h"
#include "wg-words-ids.h"

void
wg_page_show_message (GtkRevealer *revealer,
                      GtkLabel    *label,
                      const char  *message)
{
  if (message != NULL)
    {
      gtk_label_set_label (label, message);
      wg_words_keep_rule_ids_whole (label);
    }
  gtk_revealer_set_reveal_child (revealer, message != NULL);
}

void
wg_page_name_only (GtkWidget *control)
{
  gtk_accessible_reset_relation (GTK_ACCESSIBLE (control), GTK_ACCESSIBLE_RELATION_LABELLED_BY);
}

void
wg_page_set_spin (GtkSpinButton *spin,
                  double         lower,
                  double         upper,
                  double         value)
{
  guint signal_id = g_signal_lookup ("value-changed", GTK_TYPE_SPIN_BUTTON);
  g_autoptr (GArray) blocked = g_array_new (FALSE, FALSE, sizeof (gulong));
  gulong handler;

  /* g_signal_handlers_block_matched() blocks nothing when matching by
   * signal alone (it needs a closure, function or data): block each
   * handler by its id. */
  while ((handler = g_signal_handler_find (spin, G_SIGNAL_MATCH_ID | G_SIGNAL_MATCH_UNBLOCKED,
                                           signal_id, 0, NULL, NULL, NULL))
         != 0)
    {
      g_signal_handler_block (spin, handler);
      g_array_append_val (blocked, handler);
    }
  gtk_spin_button_set_range (spin, lower, upper);
  gtk_spin_button_set_value (spin, value);
  for (guint i = 0; i < blocked->len; i++)
    g_signal_handler_unblock (spin, g_array_index (blocked, gulong, i));
}

void
wg_page_clear_list (GtkListBox *list)
{
  GtkListBoxRow *row;

  while ((row = gtk_list_box_get_row_at_index (list, 0)) != NULL)
    gtk_list_box_remove (list, GTK_WIDGET (row));
}
