/* wg-access-keys.h — the letter that answers each option of a short question
 * Copyright 2026 The Warpgate Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

#include "wg-question.h"

G_BEGIN_DECLS

/* An option's access key: a lower-case ASCII letter or digit, and where
 * its label holds it (a byte offset), or -1 when the label does not (the
 * key is then shown after the label, "Technology (1)", "テクノロジー(T)"). */
typedef struct
{
  gunichar key;
  int      at;
} WgAccessKey;

/*
 * The access keys of @question's options (a WgAccessKey each, in order),
 * distinct within the question, as a GNOME menu's: for each option the
 * initial of a word of its label, else another letter or digit of it,
 * else (a label in a script without these, as Japanese) a letter of its
 * id, else a digit 1–9; the initials go first, the options in order. Only
 * ASCII letters and digits, which every keyboard types. A key is 0 where
 * none is left (not with fewer than 10 options). The same options always
 * get the same keys.
 */
GArray *wg_access_keys_pick (const WgQuestion *question);
/* @label as Pango markup, its key @key underlined. */
char   *wg_access_key_markup (const char        *label,
                              const WgAccessKey *key);

G_END_DECLS
