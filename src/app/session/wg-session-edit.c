/* wg-session-edit.c — an edit of the table pushed into the session as one step
 * Copyright 2026 The Warpgate Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "wg-session.h"

/* The core's messages are clauses ("J1 holds …"): a sentence starts upper case. */
static char *
as_sentence (const char *message)
{
  gunichar first = g_utf8_get_char (message);
  char     buffer[8] = { 0 };

  g_unichar_to_utf8 (g_unichar_totitle (first), buffer);
  return g_strconcat (buffer, g_utf8_next_char (message), NULL);
}

char *
wg_session_apply_edit (WgSession    *session,
                       WgGame       *next,
                       const char   *description,
                       const GError *error)
{
  g_autoptr (GError) refused = NULL;

  g_return_val_if_fail (WG_IS_SESSION (session), NULL);

  if (next == NULL)
    return as_sentence (error != NULL ? error->message : _ ("that change was refused"));
  if (!wg_session_apply (session, next, description, &refused))
    return as_sentence (refused->message);
  return NULL;
}
