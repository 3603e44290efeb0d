/* wg-share-server-routes.c — what the shared page's server answers, and what it refuses
 * Copyright 2026 The Warpgate Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>
#include <sys/socket.h>

#include "wg-range.h"
#include "wg-share-ask.h"
#include "wg-share-server-private.h"
#include "wg-share-words.h"

#define RESOURCES RESOURCE_PREFIX "/share/"

/* An event stream's send buffer in the kernel, in bytes. */
#define STREAM_SNDBUF (128 * 1024)

/* What a path names; the request is refused for anything else. */
typedef enum
{
  ROUTE_NONE,     /* 404 */
  ROUTE_NO_TOKEN, /* 403 */
  ROUTE_BARE,     /* /TOKEN: redirected to /TOKEN/ */
  ROUTE_PAGE,
  ROUTE_CSS,
  ROUTE_JS,
  ROUTE_STATE,
  ROUTE_SVG,
  ROUTE_EVENTS,
  ROUTE_ASK,  /* read-only: a question (wg-share-ask.h), its name after "ask/" */
  ROUTE_POST, /* a player's page writes (wg-share-server-post.c) */
} Route;

static const struct
{
  const char *name;
  Route       route;
} routes[] = {
  { "", ROUTE_PAGE },
  { "page.css", ROUTE_CSS },
  { "page.js", ROUTE_JS },
  { "state.json", ROUTE_STATE },
  { "board.svg", ROUTE_SVG },
  { "events", ROUTE_EVENTS },
  { "ask/range", ROUTE_ASK },
  { "ask/withdrawal", ROUTE_ASK },
  { "ask/moves", ROUTE_ASK },
  { "ask/odds", ROUTE_ASK },
};

/* Compares the whole token whatever differs first, so that the time an
 * answer takes tells nothing of how much of a guess was right. */
static gboolean
token_matches (const char *token,
               const char *guess,
               gsize       guess_len)
{
  gsize  len = strlen (token);
  guchar diff = guess_len != len;

  for (gsize i = 0; i < len; i++)
    diff |= (guchar) token[i] ^ (guchar) (i < guess_len ? guess[i] : 0);
  return diff == 0;
}

/* Whose address @guess is: WG_SHARE_WATCH, a seat whose address is open,
 * or -2 for none. Every secret is compared, whichever matches. */
static int
find_seat (WgShareServer *self,
           const char    *guess,
           gsize          guess_len)
{
  int found = token_matches (self->token, guess, guess_len) ? WG_SHARE_WATCH : -2;

  for (int i = 0; i < WG_MAX_PLAYERS; i++)
    if (self->seats[i].token != NULL && token_matches (self->seats[i].token, guess, guess_len)
        && wg_share_server_seat_open (self, i))
      found = i;
  return found;
}

/* The route of @path, and in @seat whose address it is. */
static Route
find_route (WgShareServer *self,
            const char    *path,
            int           *seat)
{
  const char *rest;

  *seat = -2;
  if (path == NULL || path[0] != '/')
    return ROUTE_NO_TOKEN;
  rest = strchr (path + 1, '/');
  *seat = find_seat (self, path + 1, rest != NULL ? (gsize) (rest - path - 1) : strlen (path + 1));
  if (*seat == -2)
    return ROUTE_NO_TOKEN;
  if (rest == NULL)
    return ROUTE_BARE;
  for (guint i = 0; i < G_N_ELEMENTS (routes); i++)
    if (strcmp (rest + 1, routes[i].name) == 0)
      return routes[i].route;
  return wg_share_server_is_post_route (self, rest + 1) ? ROUTE_POST : ROUTE_NONE;
}

static void
refuse (SoupServerMessage *msg,
        guint              status,
        const char        *reason,
        const char        *why)
{
  SoupMessageHeaders *headers = soup_server_message_get_response_headers (msg);

  soup_server_message_set_status (msg, status, reason);
  soup_message_headers_replace (headers, "Connection", "close");
  soup_message_headers_replace (headers, "Cache-Control", "no-store");
  soup_server_message_set_response (msg, "text/plain; charset=utf-8", SOUP_MEMORY_COPY, why,
                                    strlen (why));
}

/* An ask's query is bounded: a longer one is refused unread. */
static gboolean
query_too_long (SoupServerMessage *msg)
{
  const char *query = g_uri_get_query (soup_server_message_get_uri (msg));

  return query != NULL && strlen (query) > WG_SHARE_ASK_MAX_QUERY;
}

/* Every refusal, decided from the request's line and headers alone, before
 * any body is read. */
static void
early_handler (SoupServer        *server,
               SoupServerMessage *msg,
               const char        *path,
               GHashTable        *query,
               gpointer           user_data)
{
  g_autoptr (WgShareServer) self = g_weak_ref_get (user_data);
  Route    route;
  int      seat;
  gboolean post;

  /* One request a connection (wg-share-server-conn.c). */
  soup_message_headers_replace (soup_server_message_get_response_headers (msg), "Connection",
                                "close");
  /* A server stopped (its last second, see wg_share_server_stop) or whose
   * sharer is gone answers nothing more. */
  if (self == NULL || self->server != server)
    {
      refuse (msg, SOUP_STATUS_SERVICE_UNAVAILABLE, NULL, "Sharing has stopped.\n");
      return;
    }

  /* A request too large, with a body (but a POST's), not HTTP/1 or to
   * another Host never reaches here (wg-share-server-conn.c). */
  post = strcmp (soup_server_message_get_method (msg), SOUP_METHOD_POST) == 0;
  if (!post && strcmp (soup_server_message_get_method (msg), SOUP_METHOD_GET) != 0)
    {
      refuse (msg, SOUP_STATUS_METHOD_NOT_ALLOWED, NULL, "Only GET: this page is read-only.\n");
      soup_message_headers_replace (soup_server_message_get_response_headers (msg), "Allow",
                                    "GET");
      return;
    }
  route = find_route (self, path, &seat);
  if (route == ROUTE_NO_TOKEN)
    refuse (msg, SOUP_STATUS_FORBIDDEN, NULL, "Forbidden.\n");
  else if (route == ROUTE_NONE)
    refuse (msg, SOUP_STATUS_NOT_FOUND, NULL, "Not found.\n");
  else if (post != (route == ROUTE_POST))
    {
      refuse (msg, SOUP_STATUS_METHOD_NOT_ALLOWED, NULL,
              post ? "Only GET: this is read-only.\n" : "Only POST.\n");
      soup_message_headers_replace (soup_server_message_get_response_headers (msg), "Allow",
                                    post ? "GET" : "POST");
    }
  else if (post)
    wg_share_server_refuse_post (self, msg, seat);
  else if (route == ROUTE_EVENTS && self->streams->len >= WG_SHARE_MAX_VIEWERS)
    refuse (msg, SOUP_STATUS_SERVICE_UNAVAILABLE, NULL, "Too many viewers.\n");
  else if (route == ROUTE_ASK && query_too_long (msg))
    wg_share_respond_json (msg, SOUP_STATUS_BAD_REQUEST,
                           "{\"error\":\"The question is too long.\"}\n");
}

static void
respond (SoupServerMessage *msg,
         const char        *type,
         GBytes            *body)
{
  SoupMessageHeaders *headers = soup_server_message_get_response_headers (msg);
  gsize               size;
  gconstpointer       data = g_bytes_get_data (body, &size);

  soup_server_message_set_status (msg, SOUP_STATUS_OK, NULL);
  soup_message_headers_replace (headers, "Cache-Control", "no-store");
  soup_message_headers_replace (headers, "X-Content-Type-Options", "nosniff");
  /* The address carries the token: no page it links to may see it. */
  soup_message_headers_replace (headers, "Referrer-Policy", "no-referrer");
  soup_message_headers_replace (headers, "Content-Security-Policy",
                                "default-src 'none'; style-src 'self'; script-src 'self'; "
                                "connect-src 'self'; img-src 'self' data:; base-uri 'none'; "
                                "form-action 'none'; frame-ancestors 'none'");
  soup_server_message_set_response (msg, type, SOUP_MEMORY_COPY, data, size);
}

void
wg_share_respond_json (SoupServerMessage *msg,
                       guint              status,
                       const char        *json)
{
  g_autoptr (GBytes) body = g_bytes_new (json, strlen (json));

  respond (msg, "application/json", body);
  soup_server_message_set_status (msg, status, NULL);
}

/* An ask: the core's answer, or 400/403 with what is wrong; nothing
 * changes. @path ends with "ask/NAME" (find_route). */
static void
ask (WgShareServer     *self,
     SoupServerMessage *msg,
     const char        *path,
     int                seat,
     GHashTable        *query)
{
  g_autofree char *error = NULL;
  g_autofree char *answer = NULL;
  guint            status = SOUP_STATUS_OK;

  answer = wg_share_ask (strrchr (path, '/') + 1, wg_session_get_game (self->session),
                         wg_score_model_get_catalog (self->score),
                         seat >= 0 ? seat : WG_SHARE_ASK_WATCH, query, self->version, &status,
                         &error);
  if (answer == NULL)
    wg_share_respond_json (msg, status, error);
  else
    wg_share_respond_json (msg, SOUP_STATUS_OK, answer);
}

static GBytes *
resource (const char *name)
{
  g_autofree char *path = g_strconcat (RESOURCES, name, NULL);
  g_autoptr (GError) error = NULL;
  GBytes *bytes = g_resources_lookup_data (path, G_RESOURCE_LOOKUP_FLAGS_NONE, &error);

  /* The page is built in: a missing resource is a bug of the build. */
  g_assert_no_error (error);
  return bytes;
}

/* The page in the browser's language (Accept-Language): its template with
 * @LANG@ and @WORDS@ filled in. */
static GBytes *
page (SoupServerMessage *msg)
{
  const char *accept = soup_message_headers_get_one (soup_server_message_get_request_headers (msg),
                                                     "Accept-Language");
  const char *language = wg_share_words_language (accept);
  g_autoptr (GBytes) template = resource ("page.html");
  g_autofree char *words = wg_share_words_json (language);
  g_autoptr (GString) html = g_string_new_len (g_bytes_get_data (template, NULL),
                                               g_bytes_get_size (template));

  g_string_replace (html, "@LANG@", language, 0);
  g_string_replace (html, "@WORDS@", words, 0);
  return g_bytes_new (html->str, html->len);
}

static GBytes *
board_svg (WgShareServer *self)
{
  const WgGame     *game = wg_session_get_game (self->session);
  WgShareSvgOptions options = self->options;
  g_autoptr (GArray) path = NULL;
  char *svg;

  if (game == NULL)
    return g_bytes_new_static ("<svg xmlns=\"http://www.w3.org/2000/svg\"/>\n", 41);
  path = wg_share_measure_path (self->session);
  options.path = path;
  options.range = path->len > 0 ? wg_session_get_range (self->session) : -1;
  svg = wg_share_svg_board (game, &options);
  return g_bytes_new_take (svg, strlen (svg));
}

#define QUEUED "wg-share-queued"

/* What the stream holds that its page has not taken yet, in bytes. */
static gsize
stream_queued (SoupServerMessage *msg)
{
  return GPOINTER_TO_SIZE (g_object_get_data (G_OBJECT (msg), QUEUED));
}

static void
on_wrote_body_data (SoupServerMessage *msg,
                    guint              size)
{
  gsize queued = stream_queued (msg);

  g_object_set_data (G_OBJECT (msg), QUEUED, GSIZE_TO_POINTER (queued - MIN (queued, size)));
}

static void
stream_append (SoupServerMessage *msg,
               GBytes            *bytes)
{
  g_object_set_data (G_OBJECT (msg), QUEUED,
                     GSIZE_TO_POINTER (stream_queued (msg) + g_bytes_get_size (bytes)));
  /* Every stream holds the same bytes, not a copy each. */
  soup_message_body_append_bytes (soup_server_message_get_response_body (msg), bytes);
  soup_server_message_unpause (msg);
}

#define SEAT "wg-share-seat"

/* Whose address @msg's stream was opened with (WG_SHARE_WATCH or a seat). */
static int
stream_seat (SoupServerMessage *msg)
{
  return GPOINTER_TO_INT (g_object_get_data (G_OBJECT (msg), SEAT)) - 2;
}

/* The table as @seat's address reads it: the watch-only one's, or with
 * that player's hand. */
const char *
wg_share_server_seat_state (WgShareServer *self,
                            int            seat)
{
  WgShareSeat     *s;
  g_autofree char *hand = NULL;

  if (seat == WG_SHARE_WATCH)
    return self->state;
  s = &self->seats[seat];
  if (s->state == NULL)
    {
      hand = wg_share_state_hand (wg_session_get_game (self->session),
                                  wg_score_model_get_catalog (self->score), seat);
      s->state = wg_share_server_add_extras (self, wg_share_state_with_hand (self->state, hand),
                                             seat);
    }
  return s->state;
}

static void
stream_forget (WgShareServer     *self,
               SoupServerMessage *msg)
{
  g_signal_handlers_disconnect_by_data (msg, self);
  g_object_set_data (G_OBJECT (msg), "wg-share-watch", NULL);
}

/* Appends to every stream its address's bytes (@bytes[seat + 1]); a
 * stream whose page is more than WG_SHARE_MAX_QUEUED behind is dropped
 * instead: its page reconnects and starts again from the table as it is
 * then. */
static void
streams_append (WgShareServer *self,
                GBytes        *bytes[WG_MAX_PLAYERS + 1])
{
  g_autoptr (GPtrArray) behind = g_ptr_array_new_with_free_func (g_object_unref);

  for (guint i = 0; i < self->streams->len; i++)
    {
      SoupServerMessage *msg = self->streams->pdata[i];
      GBytes            *b = bytes[stream_seat (msg) + 1];

      if (b == NULL)
        continue;
      if (stream_queued (msg) + g_bytes_get_size (b) > WG_SHARE_MAX_QUEUED)
        g_ptr_array_add (behind, g_object_ref (msg));
      else
        stream_append (msg, b);
    }
  for (guint i = 0; i < behind->len; i++)
    {
      SoupServerMessage *msg = behind->pdata[i];
      WgShareConn       *conn = wg_share_server_find_conn (self, msg);

      stream_forget (self, msg);
      g_ptr_array_remove (self->streams, msg);
      if (conn != NULL)
        wg_share_conn_drop (conn);
    }
  if (behind->len > 0)
    wg_share_server_notify_viewers (self);
}

static char *
state_event (WgShareServer *self,
             int            seat)
{
  return g_strdup_printf ("id: %" G_GUINT64_FORMAT "\nevent: state\ndata: %s\n\n", self->seq,
                          wg_share_server_seat_state (self, seat));
}

static void
on_stream_finished (SoupServerMessage *msg,
                    WgShareServer     *self)
{
  stream_forget (self, msg);
  if (g_ptr_array_remove (self->streams, msg))
    wg_share_server_notify_viewers (self);
}

/* The page sends nothing after its request: anything readable on its
 * connection is its end (or a request it may not make). The stream is
 * ended, and the server closes the connection. */
static gboolean
on_stream_readable (GSocket     *socket,
                    GIOCondition condition,
                    gpointer     user_data)
{
  SoupServerMessage *msg = user_data;

  soup_message_headers_replace (soup_server_message_get_response_headers (msg), "Connection",
                                "close");
  soup_message_body_complete (soup_server_message_get_response_body (msg));
  soup_server_message_unpause (msg);
  return G_SOURCE_REMOVE;
}

static void
destroy_watch (gpointer data)
{
  g_source_destroy (data);
  g_source_unref (data);
}

static void
watch_stream (SoupServerMessage *msg,
              GSocket           *socket)
{
  GSource *source = g_socket_create_source (socket, G_IO_IN | G_IO_HUP | G_IO_ERR, NULL);

  g_source_set_callback (source, G_SOURCE_FUNC (on_stream_readable), msg, NULL);
  g_source_attach (source, NULL);
  g_object_set_data_full (G_OBJECT (msg), "wg-share-watch", source, destroy_watch);
}

/* An event stream: the state at once, then again after every change. Its
 * connection has no idle timeout: it is quiet between changes, and the
 * heartbeat finds a page gone. */
static void
start_stream (WgShareServer     *self,
              SoupServerMessage *msg,
              int                seat)
{
  SoupMessageHeaders *headers = soup_server_message_get_response_headers (msg);
  WgShareConn        *conn = wg_share_server_find_conn (self, msg);
  g_autofree char    *first = state_event (self, seat);

  if (conn != NULL)
    {
      GSocket *socket = wg_share_conn_get_socket (conn);

      g_socket_set_timeout (socket, 0);
      /* What the kernel holds for a page that stops reading is bounded
       * too (Linux doubles it for its own bookkeeping). */
      g_socket_set_option (socket, SOL_SOCKET, SO_SNDBUF, STREAM_SNDBUF, NULL);
      watch_stream (msg, socket);
    }
  soup_server_message_set_status (msg, SOUP_STATUS_OK, NULL);
  soup_message_headers_set_encoding (headers, SOUP_ENCODING_CHUNKED);
  soup_message_headers_replace (headers, "Content-Type", "text/event-stream; charset=utf-8");
  soup_message_headers_replace (headers, "Cache-Control", "no-store");
  soup_message_body_set_accumulate (soup_server_message_get_response_body (msg), FALSE);
  g_object_set_data (G_OBJECT (msg), SEAT, GINT_TO_POINTER (seat + 2));
  g_ptr_array_add (self->streams, g_object_ref (msg));
  g_signal_connect (msg, "finished", G_CALLBACK (on_stream_finished), self);
  /* A connection lost midway ends the message without "finished". */
  g_signal_connect (msg, "disconnected", G_CALLBACK (on_stream_finished), self);
  g_signal_connect (msg, "wrote-body-data", G_CALLBACK (on_wrote_body_data), NULL);
  /* Reconnect after 2 s when the connection drops. */
  soup_message_body_append (soup_server_message_get_response_body (msg), SOUP_MEMORY_STATIC,
                            "retry: 2000\n\n", 13);
  soup_message_body_append (soup_server_message_get_response_body (msg), SOUP_MEMORY_COPY, first,
                            strlen (first));
  wg_share_server_notify_viewers (self);
}

static void
handler (SoupServer        *server,
         SoupServerMessage *msg,
         const char        *path,
         GHashTable        *query,
         gpointer           user_data)
{
  g_autoptr (WgShareServer) self = g_weak_ref_get (user_data);
  g_autoptr (GBytes) body = NULL;
  g_autofree char *to = NULL;
  const char      *state;
  int              seat;

  /* The early handler refused the request of a stopped server. */
  g_assert (self != NULL && self->server == server);
  switch (find_route (self, path, &seat))
    {
    case ROUTE_BARE:
      to = g_strconcat (path, "/", NULL);
      soup_server_message_set_redirect (msg, SOUP_STATUS_MOVED_PERMANENTLY, to);
      return;
    case ROUTE_PAGE:
      body = page (msg);
      respond (msg, "text/html; charset=utf-8", body);
      return;
    case ROUTE_CSS:
      body = resource ("page.css");
      respond (msg, "text/css; charset=utf-8", body);
      return;
    case ROUTE_JS:
      body = resource ("page.js");
      respond (msg, "text/javascript; charset=utf-8", body);
      return;
    case ROUTE_STATE:
      state = wg_share_server_seat_state (self, seat);
      body = g_bytes_new (state, strlen (state));
      respond (msg, "application/json", body);
      return;
    case ROUTE_SVG:
      body = board_svg (self);
      respond (msg, "image/svg+xml", body);
      return;
    case ROUTE_EVENTS: start_stream (self, msg, seat); return;
    case ROUTE_ASK: ask (self, msg, path, seat, query); return;
    case ROUTE_POST:
      wg_share_server_post (self, msg, seat, strchr (path + 1, '/') + 1);
      return;
    case ROUTE_NONE:
    case ROUTE_NO_TOKEN:
    default: g_assert_not_reached ();
    }
}

static void
free_weak_ref (gpointer data)
{
  g_weak_ref_clear (data);
  g_free (data);
}

void
wg_share_server_add_routes (WgShareServer *self)
{
  GWeakRef *early = g_new0 (GWeakRef, 1), *late = g_new0 (GWeakRef, 1);

  /* Weakly: the SoupServer outlives a stop by a second, its sharer maybe
   * not. */
  g_weak_ref_init (early, self);
  g_weak_ref_init (late, self);
  soup_server_add_early_handler (self->server, NULL, early_handler, early, free_weak_ref);
  soup_server_add_handler (self->server, NULL, handler, late, free_weak_ref);
}

void
wg_share_server_push (WgShareServer *self)
{
  GBytes *events[WG_MAX_PLAYERS + 1] = { NULL };

  if (self->server == NULL)
    return;
  wg_share_server_refresh_seats (self);
  self->last_push = g_get_monotonic_time ();
  g_free (self->state);
  self->state = wg_share_state_build (self->session, self->ai, self->score, &self->measure,
                                      &self->options, ++self->seq, self->version);
  self->state = wg_share_server_add_extras (self, self->state, WG_SHARE_WATCH);
  for (int seat = 0; seat < WG_MAX_PLAYERS; seat++)
    g_clear_pointer (&self->seats[seat].state, g_free);
  /* An event for each address a page watches now; the others' tables are
   * built when asked for. */
  for (guint i = 0; i < self->streams->len; i++)
    {
      int   seat = stream_seat (self->streams->pdata[i]);
      char *text;

      if (events[seat + 1] != NULL)
        continue;
      text = state_event (self, seat);
      events[seat + 1] = g_bytes_new_take (text, strlen (text));
    }
  streams_append (self, events);
  for (int i = 0; i <= WG_MAX_PLAYERS; i++)
    g_clear_pointer (&events[i], g_bytes_unref);
}

void
wg_share_server_heartbeat (WgShareServer *self)
{
  g_autoptr (GBytes) comment = g_bytes_new_static (":\n\n", 3);
  GBytes *all[WG_MAX_PLAYERS + 1];

  /* Every stream holds the same bytes. */
  for (int i = 0; i <= WG_MAX_PLAYERS; i++)
    all[i] = comment;
  streams_append (self, all);
}

/* Ends @msg's stream with @event (complete, with its blank line). */
static void
stream_end (WgShareServer     *self,
            SoupServerMessage *msg,
            const char        *event)
{
  stream_forget (self, msg);
  soup_message_body_append (soup_server_message_get_response_body (msg), SOUP_MEMORY_STATIC,
                            event, strlen (event));
  soup_message_body_complete (soup_server_message_get_response_body (msg));
  soup_server_message_unpause (msg);
}

void
wg_share_server_close_streams (WgShareServer *self)
{
  g_autoptr (GPtrArray) streams = g_ptr_array_ref (self->streams);

  for (guint i = 0; i < streams->len; i++)
    stream_end (self, streams->pdata[i], "event: stopped\ndata: {}\n\n");
  g_ptr_array_set_size (self->streams, 0);
}

void
wg_share_server_close_seat_streams (WgShareServer *self,
                                    int            seat)
{
  g_autoptr (GPtrArray) ended = g_ptr_array_new_with_free_func (g_object_unref);

  for (guint i = 0; i < self->streams->len; i++)
    if (stream_seat (self->streams->pdata[i]) == seat)
      g_ptr_array_add (ended, g_object_ref (self->streams->pdata[i]));
  for (guint i = 0; i < ended->len; i++)
    {
      /* The page is told, then its connection closes with the answer. */
      stream_end (self, ended->pdata[i], "event: revoked\ndata: {}\n\n");
      g_ptr_array_remove (self->streams, ended->pdata[i]);
    }
  if (ended->len > 0)
    wg_share_server_notify_viewers (self);
}
