/* wg-share-server-private.h — WgShareServer's fields, shared by its sibling files
 * Copyright 2026 The Warpgate Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <libsoup/soup.h>

#include "wg-score-model.h"
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
  char *token;
  char *url;
  char *color;
  char *state;
} WgShareSeat;

/* The watch-only address's streams carry this seat number. */
#define WG_SHARE_WATCH (-1)

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
  gint64            last_push; /* monotonic µs */
  guint             push_source;
  guint             heartbeat_source;
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

/* wg-share-server.c: "n-viewers" changed */
void         wg_share_server_notify_viewers (WgShareServer *self);

G_END_DECLS
