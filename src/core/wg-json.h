/* wg-json.h — reading the JSON documents the app and the CLI open, without json-c
 * Copyright 2026 The Warpgate Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gio/gio.h>

#include "wg-file-error.h"

G_BEGIN_DECLS

/* Reads a file of at most WG_JSON_MAX_SIZE bytes (without reading more);
 * the errors name @path. The CLI reads its files with it too. */
char *wg_json_read_file (const char *path,
                         gsize      *length,
                         GError    **error);
/* The same for any GFile: a local one by its path (wg_json_read_file), one
 * from elsewhere (GVfs, a portal, a resource) through GIO with the same
 * limit; the errors name its parse name. */
char *wg_json_read_gfile (GFile   *file,
                          gsize   *length,
                          GError **error);

G_END_DECLS
