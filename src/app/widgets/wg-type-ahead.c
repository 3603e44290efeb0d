/* wg-type-ahead.c — letters typed on a list choose the item they start
 * Copyright 2026 The Warpgate Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "wg-type-ahead.h"

void
wg_type_ahead_init (WgTypeAhead *self)
{
  self->typed = g_string_new (NULL);
  self->at = 0;
}

void
wg_type_ahead_clear (WgTypeAhead *self)
{
  if (self->typed != NULL)
    g_string_free (g_steal_pointer (&self->typed), TRUE);
}

void
wg_type_ahead_restart (WgTypeAhead *self)
{
  g_string_truncate (self->typed, 0);
}

int
wg_type_ahead_key (WgTypeAhead    *self,
                   gunichar        c,
                   gint64          now,
                   int             current,
                   WgTypeAheadFind find,
                   gpointer        data)
{
  gboolean repeat;
  int      found;

  if (now - self->at > G_USEC_PER_SEC)
    g_string_truncate (self->typed, 0);
  self->at = now;
  repeat = self->typed->len > 0 && g_utf8_get_char (self->typed->str) == c
           && g_utf8_strlen (self->typed->str, -1) == 1;
  if (!repeat)
    g_string_append_unichar (self->typed, c);
  found = find (data, self->typed->str, repeat ? current + 1 : MAX (current, 0));
  if (found < 0)
    {
      /* A new start with this letter alone. */
      g_string_truncate (self->typed, 0);
      g_string_append_unichar (self->typed, c);
      found = find (data, self->typed->str, current + 1);
    }
  return found;
}
