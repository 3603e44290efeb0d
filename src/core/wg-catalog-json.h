/* wg-catalog-json.h — the card catalog file, read and written
 * Copyright 2026 The Warpgate Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "wg-catalog.h"
#include "wg-file-error.h"

G_BEGIN_DECLS

/* A catalog file is refused as a whole, like a game file: NULL and a
 * WG_FILE_ERROR naming the JSON path of the first problem. */
WgCatalog *wg_catalog_load_from_data (const char *data,
                                      gsize       length,
                                      GError    **error);
WgCatalog *wg_catalog_load_from_file (const char *path,
                                      GError    **error);
/* Every problem (WgProblem), empty when valid. */
GPtrArray *wg_catalog_validate_data (const char *data,
                                     gsize       length);
char      *wg_catalog_to_data (const WgCatalog *catalog,
                               gsize           *length);
/* Atomic, like saving a game. */
gboolean   wg_catalog_save_to_file (const WgCatalog *catalog,
                                    const char      *path,
                                    GError         **error);

G_END_DECLS
