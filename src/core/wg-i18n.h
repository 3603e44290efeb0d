/* wg-i18n.h — gettext for the core library
 * Copyright 2026 The Warpgate Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

/* The core translates its own sentences (file errors, rule explanations)
 * through the project's gettext domain; the front ends bind it. */
#include <glib/gi18n-lib.h>
