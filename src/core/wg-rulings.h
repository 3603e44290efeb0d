/* wg-rulings.h — the rulings by id (docs/rules.md) and their sentences
 * Copyright 2026 The Warpgate Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

#define WG_RULING_LIST_MAX 12

/* The rulings an answer applied, in the order they were applied, each once.
 * The ids are static strings. */
typedef struct
{
  const char *ids[WG_RULING_LIST_MAX];
  guint       n;
} WgRulingList;

void        wg_ruling_list_add (WgRulingList *list,
                                const char   *id);
gboolean    wg_ruling_list_contains (const WgRulingList *list,
                                     const char         *id);

/* @sentence and the ids of the rulings it applies: "… (R-WD-2, R-WD-3).",
 * as the app's status cites them, translated. */
char       *wg_ruling_list_cite (const char         *sentence,
                                 const WgRulingList *list);

/* The ruling's text as docs/rules.md gives it (translated), or NULL for an id
 * that does not exist. */
const char *wg_ruling_text (const char *id);

G_END_DECLS
