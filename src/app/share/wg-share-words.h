/* wg-share-words.h — the shared page's own words, in English and Japanese
 * Copyright 2026 The Warpgate Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* The page's language for an Accept-Language header ("ja" or "en"): the
 * language the browser prefers most (highest q) of the two, else English. */
const char *wg_share_words_language (const char *accept_language);

/* The page's headings and labels in @language, as one JSON object
 * ({"round": "Round", …}) for the page's script. */
char       *wg_share_words_json (const char *language);

G_END_DECLS
