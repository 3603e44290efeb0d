/* wg-share-ask.h — questions a shared page may ask: range, withdrawal, moves, odds
 * Copyright 2026 The Warpgate Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

#include "wg-catalog.h"
#include "wg-game.h"

G_BEGIN_DECLS

/* The longest query an ask may carry, in bytes ("from=…&to=…"). */
#define WG_SHARE_ASK_MAX_QUERY 96

/* Who asks: a player's own address (the player's index), or the watch
 * address (WG_SHARE_ASK_WATCH), which names no card and asks moves for a
 * player it names. */
#define WG_SHARE_ASK_WATCH (-1)

/* Every answer is the core's, read only, as a JSON object ending with
 * "sentence" (the app's words for it, the ones its "Why?" shows),
 * "rulings" and "version" (@version, the table's). A question that cannot
 * be answered gives NULL with @error set to a JSON {"error": …} naming what
 * is wrong (translated) and @status to 400, or 403 when the question names
 * what the address may not read (another player's card, or moves of
 * another player from a player's address).
 *
 * "range" (from, to): {"from","to","range" (null when unreachable),
 *   "path" (every hex from one end to the other, a location by its id, an
 *   empty hex "q,r"),"hexes" (the hexes strictly between, [q,r] each, as
 *   warpgate-cli range --json gives them),"sentence" (the ruler's,
 *   wg_range_describe_ruler),…}.
 * "withdrawal" (at; from, player optional): where the loser of a battle at
 *   @at would withdraw. The defender is the player whose ships are at @at;
 *   the attacker is "player" when named, else the owner of the ships at
 *   "from", else the asking player, else the active player, else the next
 *   one who is not the defender. {"at","attacker","defender": as
 *   warpgate-cli withdraw --winner attacker --json (the defender loses)
 *   with its "sentence" (wg_withdrawal_describe, the battle dialog's),
 *   "attacker_loses": the same for --winner defender when "from" is given,
 *   else null; "marks" (the destinations to draw),…}.
 * "moves" (action, x; trade-good=1, player): as warpgate-cli moves --json,
 *   with "player", "count" and "marks": {"origins","destinations"} (each
 *   location once), the sentence wg_move_list_describe's.
 * "odds" (from, at; card or multiplier): as warpgate-cli odds --json for
 *   the attacker (the owner of the ships at "from", who must be the asking
 *   player on a player's address), with --attacker-hand the card named,
 *   which must be one of the asking player's own Tactics; "sentence"
 *   (wg_odds_describe_win, titled) and "average" (wg_odds_describe_average).
 *   "not_counted" names only the asking player's own cards (none on the
 *   watch address), "not_counted_others" counts the rest: another
 *   player's Tactics are their hand. */
char *wg_share_ask (const char      *name,
                    const WgGame    *game,
                    const WgCatalog *catalog,
                    int              asker,
                    GHashTable      *query,
                    guint64          version,
                    guint           *status,
                    char           **error);

G_END_DECLS
