/* wg-share-ask.h — questions a shared page may ask: the range between two locations
 * Copyright 2026 The Warpgate Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

#include "wg-game.h"

G_BEGIN_DECLS

/* The longest query an ask may carry, in bytes ("from=…&to=…"). */
#define WG_SHARE_ASK_MAX_QUERY 96

/* The range between the locations @query names ("from" and "to", their
 * ids), as the core answers it: JSON {"from","to","range" (null when
 * unreachable),"path" (every hex from one end to the other, a location by
 * its id, an empty hex "q,r"),"hexes" (the hexes strictly between, [q,r]
 * each, as warpgate-cli range --json gives them),"sentence" (the core's,
 * as warpgate-cli range says it),"rulings",
 * "version" (@version, the table's)}. NULL with @error set to a JSON
 * {"error": …} naming what is wrong when an id is missing, unknown or
 * too long, or there is no game. Reads only. */
char *wg_share_ask_range (const WgGame *game,
                          GHashTable   *query,
                          guint64       version,
                          char        **error);

G_END_DECLS
