/* wg-history-private.h — what WgHistory alone may do to its entries
 * Copyright 2026 The Warpgate Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "wg-history-entry.h"

G_BEGIN_DECLS

/* Takes @game and @steps (WgRecordStep, or NULL); the entry starts
 * applied. */
WgHistoryEntry *wg_history_entry_new (WgGame     *game,
                                      const char *description,
                                      GPtrArray  *steps);
/* Takes @steps. */
void            wg_history_entry_set_steps (WgHistoryEntry *self,
                                            GPtrArray      *steps);
void            wg_history_entry_set_applied (WgHistoryEntry *self,
                                              gboolean        applied);

G_END_DECLS
