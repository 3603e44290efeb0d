/* wg-refuse.h — refusing with a GError whose message is formatted, then kept as written
 * Copyright 2026 The Warpgate Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* Sets @error (when not NULL) to @domain and @code with the message
 * @format makes, and returns FALSE, so that a check ends with
 * `return wg_refuse (error, …);`. */
gboolean wg_refuse (GError    **error,
                    GQuark      domain,
                    int         code,
                    const char *format,
                    ...) G_GNUC_PRINTF (4, 5);
/* The same with a va_list, for a function that takes its own `...`. */
gboolean wg_refusev (GError    **error,
                     GQuark      domain,
                     int         code,
                     const char *format,
                     va_list     args) G_GNUC_PRINTF (4, 0);

G_END_DECLS
