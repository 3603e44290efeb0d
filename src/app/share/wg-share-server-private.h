/* wg-share-server-private.h — WgShareServer's fields, shared by its sibling files
 * Copyright 2026 The Warpgate Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <libsoup/soup.h>

#include "wg-score-model.h"
#include "wg-share-post.h"
#include "wg-share-server.h"
#include "wg-share-state.h"

G_BEGIN_DECLS

/* A connection and what is known of its request (wg-share-server-conn.c). */
typedef struct _WgShareConn WgShareConn;

/* A player's own address (one per seat of the table, the Gatekeepers'
 * excepted): its secret, or NULL when revoked; the colour of the player it
 * was issued to (it opens nothing once another colour sits there: a
 * game with other players); and the table with that player's hand, as
 * last pushed (NULL until built). */
typedef struct
{
  char  *token;
  char  *url;
  char  *color;
  char  *state;
  /* The POSTs its page may still make now (a burst of
   * WG_SHARE_POST_BURST, then WG_SHARE_POST_RATE a second), and when that
   * was last counted (monotonic µs). */
  double allowance;
  gint64 counted;
} WgShareSeat;

/* A player's page may POST this many times at once, then this many
 * times a second (429 beyond). */
#define WG_SHARE_POST_BURST 8
#define WG_SHARE_POST_RATE  4

struct _WgShareServer
{
  GObject           parent_instance;

  WgSession        *session;
  WgAiModel        *ai;
  WgScoreModel     *score;
  WgShareSvgOptions options; /* the board's look; path and range unused */
  WgShareMeasure    measure;
  guint             idle_timeout;
  guint             head_timeout;   /* ms: WG_SHARE_HEAD_TIMEOUT */
  gboolean          all_interfaces; /* an address of NULL listens on every one */

  /* While running */
  SoupServer       *server;
  GSocketService   *service;
  GPtrArray        *connections; /* WgShareConn: those open */
  GPtrArray        *streams;     /* SoupServerMessage: the event streams */
  char             *token;       /* 32 hex digits: the watch-only address */
  char             *url;
  char             *base_url;              /* "http://ADDRESS:PORT/" */
  WgShareSeat       seats[WG_MAX_PLAYERS]; /* by player index */
  guint             port;
  char             *state; /* the table as JSON, as last pushed */
  guint64           seq;
  guint64           version;   /* bumped when the session's game changes */
  gint64            last_push; /* monotonic µs */
  guint             push_source;
  guint             heartbeat_source;

  /* Kept whether running or not */
  GPtrArray        *post_routes; /* char *: the names a page may POST to */
  /* Each address's extra keys of the state (wg_share_server_set_seat_extra),
   * by seat + 1 (0: every address's): key → JSON text, sorted. */
  GTree            *extras[WG_MAX_PLAYERS + 1];
};

/* wg-share-server.c: TRUE when @seat is a player of the game shown whose
 * address is not revoked (never the Gatekeepers). */
gboolean     wg_share_server_seat_open (WgShareServer *self,
                                        int            seat);
/* A seat whose secret was issued to another player than the one who sits
 * there now gets a new secret; its streams are closed. */
void         wg_share_server_refresh_seats (WgShareServer *self);
/* A new secret: 128 random bits as 32 hex digits. */
char        *wg_share_new_token (void);

/* wg-share-server-routes.c: the handlers of a new SoupServer */
void         wg_share_server_add_routes (WgShareServer *self);
/* Sends the current state to every event stream. */
void         wg_share_server_push (WgShareServer *self);
/* A comment to every event stream, so that idle proxies keep them. */
void         wg_share_server_heartbeat (WgShareServer *self);
/* Ends every event stream (sharing stops). */
void         wg_share_server_close_streams (WgShareServer *self);
/* Ends the event streams of @seat's address (revoked): each is told
 * "revoked" and closed. */
void         wg_share_server_close_seat_streams (WgShareServer *self,
                                                 int            seat);

/* wg-share-server-routes.c: the table as @seat's address reads it now
 * (WG_SHARE_WATCH: the watch-only one's). */
const char  *wg_share_server_seat_state (WgShareServer *self,
                                         int            seat);
/* wg-share-server-routes.c: answers @msg with @status and @json (a JSON
 * object, with its newline). */
void         wg_share_respond_json (SoupServerMessage *msg,
                                    guint              status,
                                    const char        *json);

/* wg-share-server-post.c: what a page writes (docs/reliability.md) */
gboolean     wg_share_server_is_post_route (WgShareServer *self,
                                            const char    *name);
/* Refuses a POST from its head alone (the watch address, another Origin,
 * not JSON, too many): TRUE when it was refused. */
gboolean     wg_share_server_refuse_post (WgShareServer     *self,
                                          SoupServerMessage *msg,
                                          int                seat);
/* A POST to @name from @seat's page: its body read and checked, then
 * answered by the handlers of "post::NAME". */
void         wg_share_server_post (WgShareServer     *self,
                                   SoupServerMessage *msg,
                                   int                seat,
                                   const char        *name);
/* @state with every extra key of @seat's address (WG_SHARE_WATCH: those
 * of every address). */
char        *wg_share_server_add_extras (WgShareServer *self,
                                         char          *state,
                                         int            seat);
/* Emits "post" (wg-share-server.c). */
guint        wg_share_server_emit_post (WgShareServer *self,
                                        const char    *name,
                                        int            seat,
                                        gpointer       post,
                                        GString       *reply);

/* wg-share-server-conn.c: a new connection, its request read and checked
 * before the SoupServer sees it */
void         wg_share_server_accept (WgShareServer     *self,
                                     GSocketConnection *connection);
/* The connection of @msg (NULL if it is gone). */
WgShareConn *wg_share_server_find_conn (WgShareServer     *self,
                                        SoupServerMessage *msg);
GSocket     *wg_share_conn_get_socket (WgShareConn *conn);
/* Ends @conn at once (a stream that fell behind). */
void         wg_share_conn_drop (WgShareConn *conn);
/* Sharing stops: lets go of every connection. */
void         wg_share_server_close_connections (WgShareServer *self);

/* wg-share-server.c: a push soon (coalesced) */
void         wg_share_server_schedule_push (WgShareServer *self);
/* wg-share-server.c: "n-viewers" changed */
void         wg_share_server_notify_viewers (WgShareServer *self);

G_END_DECLS
