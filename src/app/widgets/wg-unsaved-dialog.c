/* wg-unsaved-dialog.c — "Save Changes?" before a document's changes are lost
 * Copyright 2026 The Warpgate Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "wg-unsaved-dialog.h"

AdwMessageDialog *
wg_unsaved_dialog_new (GtkWindow  *parent,
                       GFile      *file,
                       const char *never_saved)
{
  AdwMessageDialog *message;

  g_return_val_if_fail (GTK_IS_WINDOW (parent), NULL);
  g_return_val_if_fail (never_saved != NULL, NULL);

  message = ADW_MESSAGE_DIALOG (adw_message_dialog_new (parent, _ ("Save Changes?"), NULL));
  if (file != NULL)
    {
      g_autofree char *name = g_file_get_basename (file);

      adw_message_dialog_format_body (message, _ ("“%s” has changes that are not saved. If you "
                                                  "discard them, they are lost."),
                                      name);
    }
  else
    {
      adw_message_dialog_set_body (message, never_saved);
    }
  adw_message_dialog_add_responses (message, "cancel", _ ("_Cancel"), "discard", _ ("_Discard"),
                                    "save", _ ("_Save"), NULL);
  adw_message_dialog_set_response_appearance (message, "discard", ADW_RESPONSE_DESTRUCTIVE);
  adw_message_dialog_set_response_appearance (message, "save", ADW_RESPONSE_SUGGESTED);
  adw_message_dialog_set_default_response (message, "save");
  adw_message_dialog_set_close_response (message, "cancel");
  return message;
}
