/* wg-access-keys.h — the key that answers each option of a short question
 * Copyright 2026 The Warpgate Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

#include "wg-question.h"

G_BEGIN_DECLS

/*
 * The access keys of @question's options (a gunichar each, in order: a
 * lower-case ASCII letter or digit), distinct within the question, as a
 * GNOME menu's: for each option the initial of a word of its label, else
 * another letter or digit of it, else (a label in a script without these,
 * as Japanese) a letter of its id, else a digit 1–9; the initials go
 * first, the options in order. Only ASCII letters and digits, which every
 * keyboard types. A key is 0 where none is left (not with fewer than 10
 * options). The same options always get the same keys.
 */
GArray *wg_access_keys_pick (const WgQuestion *question);

G_END_DECLS
