/* wg-refuse.c — refusing with a GError whose message is formatted, then kept as written
 * Copyright 2026 The Warpgate Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "wg-refuse.h"

gboolean
wg_refusev (GError    **error,
            GQuark      domain,
            int         code,
            const char *format,
            va_list     args)
{
  g_autofree char *message = g_strdup_vprintf (format, args);

  g_set_error_literal (error, domain, code, message);
  return FALSE;
}

gboolean
wg_refuse (GError    **error,
           GQuark      domain,
           int         code,
           const char *format,
           ...)
{
  va_list args;

  va_start (args, format);
  wg_refusev (error, domain, code, format, args);
  va_end (args);
  return FALSE;
}
