/* wg-share-server-conn.c — the shared page's connections: slots, a request's head, closing
 * Copyright 2026 The Warpgate Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>
#include <sys/socket.h>

#include "wg-share-server-private.h"

/*
 * Every connection is accepted here, not by the SoupServer: its request's
 * line and headers are read here, within WG_SHARE_HEAD_TIMEOUT, and
 * checked (an HTTP/1.x request line, a Host the server answers to, no
 * body but a POST's, of a length given and at most WG_SHARE_MAX_BODY, read
 * here within the same time); only a whole, plausible request is handed to
 * the SoupServer, as a stream holding that request alone, with the
 * connection's own output. Each
 * connection carries one request: every answer says "Connection: close",
 * and the connection is then closed cleanly (its sending side first, what
 * the client still sends read and dropped), so a client that pipelined
 * more requests sees the first answered and retries the rest.
 */

/* A closed connection's unread input is drained for at most this long, so
 * that closing it does not reset the answer the client is reading. */
#define LINGER_MS 2000

typedef enum
{
  CONN_HEAD,    /* reading the request's head */
  CONN_SERVED,  /* handed to the SoupServer */
  CONN_CLOSING, /* answered; draining before the close */
} ConnState;

struct _WgShareConn
{
  WgShareServer     *self; /* NULL once sharing stopped */
  GSocketConnection *connection;
  GSocket           *socket;
  GSocketAddress    *local, *remote;
  GInetAddress      *peer;
  GString           *head;
  GSource           *source; /* reading: the head, or what is drained */
  guint              timer;
  gint64             opened;
  gsize              need; /* the request's length, once its head is checked */
  ConnState          state;
  gboolean           abort; /* dropped: reset, not drained */
};

static void
conn_free (WgShareConn *c)
{
  if (c->self != NULL)
    g_ptr_array_remove_fast (c->self->connections, c);
  if (c->source != NULL)
    {
      g_source_destroy (c->source);
      g_source_unref (c->source);
    }
  g_clear_handle_id (&c->timer, g_source_remove);
  if (c->abort)
    {
      /* Reset: what is queued for the client is dropped at once. */
      struct linger now = { 1, 0 };

      setsockopt (g_socket_get_fd (c->socket), SOL_SOCKET, SO_LINGER, &now, sizeof now);
    }
  g_io_stream_close (G_IO_STREAM (c->connection), NULL, NULL);
  g_object_unref (c->connection);
  g_object_unref (c->local);
  g_object_unref (c->remote);
  g_string_free (c->head, TRUE);
  g_free (c);
}

static gboolean
linger_done (gpointer data)
{
  WgShareConn *c = data;

  c->timer = 0;
  conn_free (c);
  return G_SOURCE_REMOVE;
}

/* Reads and drops what comes until the end or LINGER_MS. */
static gboolean
drain (GSocket     *socket,
       GIOCondition condition,
       gpointer     data)
{
  WgShareConn *c = data;
  char         buf[4096];
  gssize       n = g_socket_receive_with_blocking (socket, buf, sizeof buf, FALSE, NULL, NULL);

  if (n > 0 || (n < 0 && !(condition & (G_IO_HUP | G_IO_ERR))))
    return G_SOURCE_CONTINUE;
  g_source_unref (g_steal_pointer (&c->source));
  conn_free (c);
  return G_SOURCE_REMOVE;
}

static void
watch (WgShareConn      *c,
       GSocketSourceFunc func)
{
  if (c->source != NULL)
    {
      g_source_destroy (c->source);
      g_source_unref (c->source);
    }
  c->source = g_socket_create_source (c->socket, G_IO_IN | G_IO_HUP | G_IO_ERR, NULL);
  g_source_set_callback (c->source, G_SOURCE_FUNC (func), c, NULL);
  g_source_attach (c->source, NULL);
}

/* The answer is sent: the sending side is shut, the rest drained. */
static void
conn_linger (WgShareConn *c)
{
  c->state = CONN_CLOSING;
  g_clear_handle_id (&c->timer, g_source_remove);
  if (c->abort || !g_socket_shutdown (c->socket, FALSE, TRUE, NULL))
    {
      conn_free (c);
      return;
    }
  g_socket_set_timeout (c->socket, 0);
  watch (c, drain);
  c->timer = g_timeout_add (LINGER_MS, linger_done, c);
}

/* An answer of the connection's own (before the SoupServer sees it). */
static void
conn_refuse (WgShareConn *c,
             guint        status,
             const char  *why)
{
  g_autofree char *answer = g_strdup_printf ("HTTP/1.1 %u %s\r\nConnection: close\r\n"
                                             "Content-Type: text/plain; charset=utf-8\r\n"
                                             "Cache-Control: no-store\r\n"
                                             "Content-Length: %zu\r\n\r\n%s",
                                             status, soup_status_get_phrase (status),
                                             strlen (why), why);

  /* A few hundred bytes into an empty send buffer: one send. */
  g_socket_send_with_blocking (c->socket, answer, strlen (answer), FALSE, NULL, NULL);
  conn_linger (c);
}

static gboolean
head_timeout (gpointer data)
{
  WgShareConn *c = data;

  c->timer = 0;
  /* Nothing sent (a browser's connection opened ahead): simply closed. */
  if (c->head->len == 0)
    conn_linger (c);
  else
    conn_refuse (c, SOUP_STATUS_REQUEST_TIMEOUT, "The request took too long.\n");
  return G_SOURCE_REMOVE;
}

/* The SoupServer is done with the connection's request (it let go of the
 * stream it was given). */
static void
served (gpointer data,
        GObject *where_the_object_was)
{
  conn_linger (data);
}

/* @host ("ADDRESS:PORT") matches @address and @port. */
static gboolean
host_is (const char     *host,
         GSocketAddress *address,
         guint           port)
{
  GInetAddress    *inet = g_inet_socket_address_get_address (G_INET_SOCKET_ADDRESS (address));
  g_autofree char *text = g_inet_address_to_string (inet);
  g_autofree char *name = NULL;

  if (g_inet_address_get_family (inet) == G_SOCKET_FAMILY_IPV6)
    name = g_strdup_printf ("[%s]", text);
  else
    name = g_steal_pointer (&text);
  if (g_ascii_strncasecmp (host, name, strlen (name)) != 0)
    return FALSE;
  host += strlen (name);
  /* A browser leaves out the port 80. */
  if (*host == '\0')
    return port == 80;
  return *host == ':' && strtoul (host + 1, NULL, 10) == port
         && strspn (host + 1, "0123456789") == strlen (host + 1);
}

/* The Host must be the address the client reached (one the server listens
 * on) or the one the page is shown at, with the port: a name that another
 * site's DNS points here (DNS rebinding) is refused. */
static gboolean
host_allowed (WgShareConn *c,
              const char  *host)
{
  WgShareServer   *self = c->self;
  g_autofree char *shown_host = NULL;

  if (host_is (host, c->local, self->port))
    return TRUE;
  shown_host = g_strndup (self->url + strlen ("http://"),
                          strchr (self->url + strlen ("http://"), '/') - self->url
                            - strlen ("http://"));
  return g_ascii_strcasecmp (host, shown_host) == 0;
}

/* The value of header @name in @lines (one per line, after the request
 * line), NULL when absent; "" counted in @count. */
static const char *
header (char      **lines,
        const char *name,
        guint      *count)
{
  const char *value = NULL;
  gsize       len = strlen (name);

  *count = 0;
  for (guint i = 1; lines[i] != NULL; i++)
    if (g_ascii_strncasecmp (lines[i], name, len) == 0 && lines[i][len] == ':')
      {
        value = lines[i] + len + 1;
        value += strspn (value, " \t");
        (*count)++;
      }
  return value;
}

/* Checks the whole head; FALSE when it was refused. A POST may carry a
 * body of up to WG_SHARE_MAX_BODY bytes, its length in @body_len; no
 * other request carries one. */
static gboolean
check_head (WgShareConn *c,
            char       **lines,
            gsize       *body_len)
{
  g_auto (GStrv) words = g_strsplit (lines[0], " ", -1);
  const char *length, *host;
  guint       n_length, n_encoding, n_host;
  guint64     n = 0;
  gboolean    post = g_str_equal (words[0], "POST");

  length = header (lines, "Content-Length", &n_length);
  header (lines, "Transfer-Encoding", &n_encoding);
  host = header (lines, "Host", &n_host);
  if (g_strv_length (words) != 3 || !g_str_has_prefix (words[2], "HTTP/1."))
    conn_refuse (c, SOUP_STATUS_BAD_REQUEST, "Not an HTTP/1 request.\n");
  else if (n_length > 1
           || (length != NULL && !g_ascii_string_to_unsigned (length, 10, 0, G_MAXUINT64, &n, NULL)))
    conn_refuse (c, SOUP_STATUS_BAD_REQUEST, "Bad Content-Length.\n");
  else if (n_encoding > 0 || (!post && n > 0))
    conn_refuse (c, SOUP_STATUS_REQUEST_ENTITY_TOO_LARGE, "No request body is read.\n");
  else if (post && length == NULL)
    conn_refuse (c, SOUP_STATUS_LENGTH_REQUIRED, "A POST needs its Content-Length.\n");
  else if (n > WG_SHARE_MAX_BODY)
    conn_refuse (c, SOUP_STATUS_REQUEST_ENTITY_TOO_LARGE, "The request's body is too large.\n");
  else if (n_host != 1)
    conn_refuse (c, SOUP_STATUS_BAD_REQUEST, "One Host header is needed.\n");
  else if (!host_allowed (c, host))
    conn_refuse (c, SOUP_STATUS_MISDIRECTED_REQUEST, "Not this server's address.\n");
  else
    {
      *body_len = (gsize) n;
      return TRUE;
    }
  return FALSE;
}

/* The head is whole: checked. FALSE when it was refused (@c may then be
 * gone); else the request's whole length (head and body) in @need. */
static gboolean
check_request (WgShareConn *c,
               gsize        head_len,
               gsize       *need)
{
  g_autofree char *text = g_strndup (c->head->str, head_len);
  g_auto (GStrv) lines = NULL;
  gsize body_len = 0;

  g_strdelimit (text, "\r", '\n');
  lines = g_strsplit (text, "\n", -1);
  /* "\r\n" made two ends of line: drop the empty ones. */
  for (guint i = 0, j = 0;; i++)
    if (lines[i] == NULL || *lines[i] != '\0')
      {
        lines[j++] = lines[i];
        if (lines[i] == NULL)
          break;
      }
    else
      g_free (lines[i]);
  if (lines[0] == NULL)
    conn_refuse (c, SOUP_STATUS_BAD_REQUEST, "Empty request.\n");
  else if (check_head (c, lines, &body_len))
    {
      *need = head_len + body_len;
      return TRUE;
    }
  return FALSE;
}

/* The request is whole (its head checked, its body read): handed to the
 * SoupServer. Anything sent after it is not read. */
static void
hand_over (WgShareConn *c)
{
  g_autoptr (GInputStream) input = NULL;
  g_autoptr (GIOStream) stream = NULL;

  g_clear_handle_id (&c->timer, g_source_remove);
  g_source_destroy (c->source);
  g_clear_pointer (&c->source, g_source_unref);
  c->state = CONN_SERVED;
  /* A client that stops reading the answer is let go after the idle time. */
  g_socket_set_timeout (c->socket, c->self->idle_timeout);
  input = g_memory_input_stream_new_from_data (g_memdup2 (c->head->str, c->need),
                                               (gssize) c->need, g_free);
  stream = g_simple_io_stream_new (input, g_io_stream_get_output_stream (G_IO_STREAM (c->connection)));
  g_object_weak_ref (G_OBJECT (stream), served, c);
  soup_server_accept_iostream (c->self->server, stream, c->local, c->remote, NULL);
}

/* Where the head ends (its length with the blank line), 0 while it has not. */
static gsize
head_end (GString *head)
{
  const char *crlf = strstr (head->str, "\r\n\r\n");
  const char *lf = strstr (head->str, "\n\n");

  if (crlf != NULL && (lf == NULL || crlf < lf))
    return (gsize) (crlf - head->str) + 4;
  return lf != NULL ? (gsize) (lf - head->str) + 2 : 0;
}

/* An HTTP/0.9 request is one line without a version, and no blank line
 * follows: refused as soon as its line is whole. */
static gboolean
first_line_bad (GString *head)
{
  const char      *eol = memchr (head->str, '\n', head->len);
  g_autofree char *line = NULL;

  if (eol == NULL)
    return FALSE;
  line = g_strndup (head->str, eol - head->str);
  g_strchomp (line);
  return !g_regex_match_simple ("^[A-Za-z]+ [^ ]+ HTTP/[0-9.]+$", line, 0, 0);
}

static gboolean
read_head (GSocket     *socket,
           GIOCondition condition,
           gpointer     data)
{
  WgShareConn *c = data;
  char         buf[2048];
  gssize       n = g_socket_receive_with_blocking (socket, buf, sizeof buf, FALSE, NULL, NULL);
  gsize        end;

  if (n < 0 && !(condition & (G_IO_HUP | G_IO_ERR)))
    return G_SOURCE_CONTINUE;
  if (n <= 0)
    {
      g_clear_pointer (&c->source, g_source_unref);
      conn_free (c);
      return G_SOURCE_REMOVE;
    }
  if (memchr (buf, '\0', (gsize) n) != NULL)
    {
      conn_refuse (c, SOUP_STATUS_BAD_REQUEST, "Not an HTTP request.\n");
      return G_SOURCE_CONTINUE; /* conn_refuse replaced the source */
    }
  g_string_append_len (c->head, buf, n);
  /* The head was checked: its body comes, within the same time. */
  if (c->need > 0)
    {
      if (c->head->len >= c->need)
        hand_over (c);
      return G_SOURCE_CONTINUE;
    }
  end = head_end (c->head);
  if (end > WG_SHARE_MAX_REQUEST || (end == 0 && c->head->len > WG_SHARE_MAX_REQUEST))
    conn_refuse (c, 431, "Request too large.\n");
  else if (first_line_bad (c->head))
    conn_refuse (c, SOUP_STATUS_BAD_REQUEST, "Not an HTTP/1 request.\n");
  else if (end > 0 && check_request (c, end, &c->need) && c->head->len >= c->need)
    hand_over (c);
  return G_SOURCE_CONTINUE;
}

static guint
count_from (WgShareServer *self,
            GInetAddress  *peer)
{
  guint n = 0;

  for (guint i = 0; i < self->connections->len; i++)
    n += g_inet_address_equal (((WgShareConn *) self->connections->pdata[i])->peer, peer);
  return n;
}

/* Makes room by closing the oldest connection that is not being served
 * (from @peer only, unless NULL): TRUE when one was closed. */
static gboolean
evict (WgShareServer *self,
       GInetAddress  *peer)
{
  WgShareConn *oldest = NULL;

  for (guint i = 0; i < self->connections->len; i++)
    {
      WgShareConn *c = self->connections->pdata[i];

      if (c->state != CONN_SERVED && (peer == NULL || g_inet_address_equal (c->peer, peer))
          && (oldest == NULL || c->opened < oldest->opened))
        oldest = c;
    }
  if (oldest == NULL)
    return FALSE;
  oldest->abort = TRUE;
  conn_free (oldest);
  return TRUE;
}

void
wg_share_server_accept (WgShareServer     *self,
                        GSocketConnection *connection)
{
  GSocket        *socket = g_socket_connection_get_socket (connection);
  GSocketAddress *local = g_socket_get_local_address (socket, NULL);
  GSocketAddress *remote = g_socket_get_remote_address (socket, NULL);
  WgShareConn    *c;

  if (!G_IS_INET_SOCKET_ADDRESS (local) || !G_IS_INET_SOCKET_ADDRESS (remote))
    {
      g_clear_object (&local);
      g_clear_object (&remote);
      return; /* dropped: GIO closes what nobody holds */
    }
  c = g_new0 (WgShareConn, 1);
  c->self = self;
  c->connection = g_object_ref (connection);
  c->socket = socket;
  c->local = local;
  c->remote = remote;
  c->peer = g_inet_socket_address_get_address (G_INET_SOCKET_ADDRESS (remote));
  c->head = g_string_new (NULL);
  c->opened = g_get_monotonic_time ();
  /* One address holds at most WG_SHARE_MAX_PER_ADDRESS; a full server
   * closes its oldest connection not yet served (a request still coming,
   * or an answer draining) to make room. */
  if ((count_from (self, c->peer) >= WG_SHARE_MAX_PER_ADDRESS && !evict (self, c->peer))
      || (self->connections->len >= WG_SHARE_MAX_CONNECTIONS && !evict (self, NULL)))
    {
      c->self = NULL;
      c->abort = TRUE;
      conn_free (c);
      return;
    }
  g_ptr_array_add (self->connections, c);
  watch (c, read_head);
  c->timer = g_timeout_add (MIN (self->head_timeout, self->idle_timeout * 1000), head_timeout, c);
}

/* The connection of @msg, a request the SoupServer was handed. */
WgShareConn *
wg_share_server_find_conn (WgShareServer     *self,
                           SoupServerMessage *msg)
{
  GSocketAddress *remote = soup_server_message_get_remote_address (msg);

  for (guint i = 0; i < self->connections->len; i++)
    if (((WgShareConn *) self->connections->pdata[i])->remote == remote)
      return self->connections->pdata[i];
  return NULL;
}

GSocket *
wg_share_conn_get_socket (WgShareConn *c)
{
  return c->socket;
}

/* Shuts the connection at once, under the SoupServer's feet: its writing
 * fails and it lets go; the close then resets rather than drains. */
void
wg_share_conn_drop (WgShareConn *c)
{
  c->abort = TRUE;
  g_socket_shutdown (c->socket, TRUE, TRUE, NULL);
}

/* Sharing stops: connections still sending their request are closed; those
 * served close when the SoupServer lets go of them, sharing or not. */
void
wg_share_server_close_connections (WgShareServer *self)
{
  while (self->connections->len > 0)
    {
      WgShareConn *c = self->connections->pdata[self->connections->len - 1];

      g_ptr_array_remove_index_fast (self->connections, self->connections->len - 1);
      c->self = NULL;
      if (c->state != CONN_SERVED)
        conn_free (c);
    }
}
