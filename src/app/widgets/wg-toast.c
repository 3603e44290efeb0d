/* wg-toast.c — toasts that show text as it is written, never as markup
 * Copyright 2026 The Warpgate Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "wg-toast.h"

AdwToast *
wg_toast_new (const char *text)
{
  g_autofree char *escaped = g_markup_escape_text (text != NULL ? text : "", -1);

  return adw_toast_new (escaped);
}

void
wg_toast_set_text (AdwToast   *toast,
                   const char *text)
{
  g_autofree char *escaped = g_markup_escape_text (text != NULL ? text : "", -1);

  g_return_if_fail (ADW_IS_TOAST (toast));
  adw_toast_set_title (toast, escaped);
}

static void
on_details_clicked (AdwToast  *toast,
                    GtkWidget *parent)
{
  GtkRoot   *root = gtk_widget_get_root (parent);
  GtkWidget *dialog;

  dialog = adw_message_dialog_new (GTK_IS_WINDOW (root) ? GTK_WINDOW (root) : NULL,
                                   g_object_get_data (G_OBJECT (toast), "wg-text"), NULL);
  adw_message_dialog_set_body (ADW_MESSAGE_DIALOG (dialog),
                               g_object_get_data (G_OBJECT (toast), "wg-details"));
  adw_message_dialog_add_response (ADW_MESSAGE_DIALOG (dialog), "close", _ ("_Close"));
  gtk_window_present (GTK_WINDOW (dialog));
}

AdwToast *
wg_toast_new_detailed (const char *text,
                       const char *details,
                       GtkWidget  *parent)
{
  AdwToast *toast = wg_toast_new (text);

  g_return_val_if_fail (details != NULL, toast);
  g_return_val_if_fail (GTK_IS_WIDGET (parent), toast);

  g_object_set_data_full (G_OBJECT (toast), "wg-text", g_strdup (text), g_free);
  g_object_set_data_full (G_OBJECT (toast), "wg-details", g_strdup (details), g_free);
  adw_toast_set_button_label (toast, _ ("_Details"));
  adw_toast_set_timeout (toast, 10);
  g_signal_connect_object (toast, "button-clicked", G_CALLBACK (on_details_clicked), parent, 0);
  return toast;
}
