/* wg-locale-dir.h — where the front ends find their translations
 * Copyright 2026 The Warpgate Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

char *wg_locale_dir (const char *exe_dir,
                     const char *build_exe_dir,
                     const char *build_locale_dir,
                     const char *bindir_rel,
                     const char *locale_rel,
                     const char *locale_dir);

G_END_DECLS
