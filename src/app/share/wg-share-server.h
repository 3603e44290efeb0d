/* wg-share-server.h — Share to the Table: a read-only web page of the game on the local network
 * Copyright 2026 The Warpgate Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "wg-ai-model.h"
#include "wg-catalog.h"
#include "wg-session.h"

G_BEGIN_DECLS

#define WG_TYPE_SHARE_SERVER (wg_share_server_get_type ())

G_DECLARE_FINAL_TYPE (WgShareServer, wg_share_server, WG, SHARE_SERVER, GObject)

/* The watch-only address, where a seat (a player's index) is asked for. */
#define WG_SHARE_WATCH (-1)

/* At most this many pages watch at once (event streams); one more is
 * refused with 503. */
#define WG_SHARE_MAX_VIEWERS 32
/* Connections open at once, watching or not; one more closes the oldest
 * whose request has not come whole (or whose answer is sent), else it is
 * closed at once. One client address holds at most
 * WG_SHARE_MAX_PER_ADDRESS of them. */
#define WG_SHARE_MAX_CONNECTIONS 64
#define WG_SHARE_MAX_PER_ADDRESS 40
/* A request's line and headers must all come within this many seconds of
 * the connection's opening (else 408 and closed). Every connection
 * carries one request, and every answer says "Connection: close". */
#define WG_SHARE_HEAD_TIMEOUT 5
/* An event stream whose page has not read this many bytes of it is
 * dropped (the page reconnects and gets the table as it is then). */
#define WG_SHARE_MAX_QUEUED (512 * 1024)
/* A request's line and headers, in bytes; a larger one is refused (431). */
#define WG_SHARE_MAX_REQUEST 8192
/* A client that takes nothing of an answer for this long is let go, in
 * seconds ("idle-timeout"; a new connection waits for its request at most
 * this or WG_SHARE_HEAD_TIMEOUT, the shorter); an event stream is kept
 * and sent a comment every WG_SHARE_HEARTBEAT seconds. */
#define WG_SHARE_IDLE_TIMEOUT 30
#define WG_SHARE_HEARTBEAT    15

/*
 * A web server that shows a session's table to every browser on the local
 * network that knows its address, read-only (docs/user-guide.md, "Share
 * to the Table"):
 *
 *   /TOKEN/            the page (English or Japanese by Accept-Language)
 *   /TOKEN/page.css    /TOKEN/page.js    its style sheet and script
 *   /TOKEN/state.json  the table (wg-share-state.h)
 *   /TOKEN/board.svg   the board
 *   /TOKEN/events      Server-Sent Events: the table again after every
 *                      change, within a second (coalesced)
 *
 * TOKEN is 128 random bits in hex, new each time sharing starts. Only GET
 * is answered (else 405), but the POST routes of a player's address
 * (below); a path without the token is refused (403), any
 * other path 404; nothing is ever read from the disk. A request whose Host
 * is not the server's address and port is refused (421), one that is not
 * HTTP/1 (400) or announces a body (413 or 400) too, at once. Every sentence is
 * the app's own; the page's headings come from wg-share-words.c.
 *
 * Properties: "running", "url" (NULL when stopped), "n-viewers" (pages
 * watching now), "idle-timeout", "all-interfaces" (where a start with no
 * address listens: every IPv4 interface, or by default only the local
 * network's address; taken at the next start), and the board's look: "flat",
 * "colorblind-glyphs", "high-contrast". All notify.
 */
WgShareServer *wg_share_server_new (WgSession *session,
                                    WgCatalog *catalog);

/* The Gatekeepers' instructions come from @model (the AI panel's; NULL
 * for none). */
void           wg_share_server_set_ai_model (WgShareServer *self,
                                             WgAiModel     *model);

/* Starts sharing on @address (an IP address; NULL: every interface when
 * "all-interfaces" is on, else the address of the local network, else
 * 127.0.0.1) and @port (0: any free port) with a new
 * token. FALSE with @error (and nothing started) when it cannot listen.
 * Already running: stops first. */
gboolean       wg_share_server_start (WgShareServer *self,
                                      const char    *address,
                                      guint          port,
                                      GError       **error);
/* Closes every connection and stops listening; the token is forgotten. */
void           wg_share_server_stop (WgShareServer *self);
gboolean       wg_share_server_get_running (WgShareServer *self);
/* "http://192.168.1.20:40123/0123…cdef/", or NULL when stopped. */
const char    *wg_share_server_get_url (WgShareServer *self);
guint          wg_share_server_get_port (WgShareServer *self);
guint          wg_share_server_get_n_viewers (WgShareServer *self);
gboolean       wg_share_server_get_all_interfaces (WgShareServer *self);

/* ---- Each player's own address (issue 33) ----
 *
 * Beside the watch-only address, every player of the game but the
 * Gatekeepers has one of their own, /SECRET/ with the same routes, whose
 * page and state add that player's hand ("you", wg-share-state.h). Each
 * secret is 128 random bits, new each time sharing starts; one can be
 * revoked (its requests get 403, its event streams are closed) or renewed
 * without touching the others. Signal "seats-changed" when any changes. */

/* TRUE when @player has a seat: a player of the game shown, not the AI. */
gboolean       wg_share_server_has_seat (WgShareServer *self,
                                         int            player);
/* "Player 1 (blue)"; only for a seat. */
char          *wg_share_server_get_seat_title (WgShareServer *self,
                                               int            player);
/* The player's address, or NULL when stopped, revoked or not a seat. */
const char    *wg_share_server_get_seat_url (WgShareServer *self,
                                             int            player);
/* Forgets the player's secret: its requests are refused (403) and its
 * open event streams end. */
void           wg_share_server_revoke_seat (WgShareServer *self,
                                            int            player);
/* A new secret for the player (the old one, if any, opens nothing more). */
void           wg_share_server_renew_seat (WgShareServer *self,
                                           int            player);

/* ---- What a player's page writes (issue 33) ----
 *
 * POST /SECRET/NAME, from a player's own address only, with a small flat
 * JSON object holding "version" (wg-share-post.h; every refusal before a
 * handler in wg-share-server-post.c and docs/reliability.md). A checked
 * POST emits
 *
 *   guint post::NAME (WgShareServer *server, int seat, WgSharePost *post,
 *                     GString *reply, gpointer user_data)
 *
 * whose first handler that returns a status (200, 400, 403, 409 …)
 * answers, with the JSON object it appended to @reply (an error:
 * {"error": "a sentence the page shows"}); none: 404. */

/* A name a page may POST to ("propose"), while running or not. */
void           wg_share_server_add_post_route (WgShareServer *self,
                                               const char    *name);
/* The table's version the pages see (state.json's "version"): it changes
 * when the session's game does, not at every push. */
guint64        wg_share_server_get_version (WgShareServer *self);
/* Pushes the table to every page now rather than in a moment. */
void           wg_share_server_push_now (WgShareServer *self);
/* Adds @key (not "you", "seq" or "version") with the JSON value @json to
 * the state @seat's address reads — WG_SHARE_WATCH: every address's — or
 * removes it (@json NULL); the pages are updated in a moment. One player's
 * secrets go only in their own seat's. */
void           wg_share_server_set_seat_extra (WgShareServer *self,
                                               int            seat,
                                               const char    *key,
                                               const char    *json);

/* Parses "ADDRESS:PORT", "ADDRESS", ":PORT" or "[V6]:PORT" (--share=…).
 * FALSE with @error naming what is wrong. */
gboolean       wg_share_parse_address (const char *text,
                                       char      **address,
                                       guint      *port,
                                       GError    **error);

G_END_DECLS
