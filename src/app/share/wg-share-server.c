/* wg-share-server.c — Share to the Table: a read-only web page of the game on the local network
 * Copyright 2026 The Warpgate Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "wg-share-server-private.h"
#include "wg-words.h"

G_DEFINE_FINAL_TYPE (WgShareServer, wg_share_server, G_TYPE_OBJECT)

enum
{
  PROP_0,
  PROP_RUNNING,
  PROP_URL,
  PROP_N_VIEWERS,
  PROP_IDLE_TIMEOUT,
  PROP_ALL_INTERFACES,
  PROP_FLAT,
  PROP_GLYPHS,
  PROP_CONTRAST,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

enum
{
  SEATS_CHANGED,
  POST,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

/* A change is pushed once the main loop is idle, together with the
 * changes made in the same go (an AI turn's several steps), and at most
 * once every PUSH_INTERVAL_MS: a change sooner after the last push waits
 * for the rest of the interval, with those that follow it meanwhile. The
 * push comes before the window's next frame (GTK redraws at
 * G_PRIORITY_HIGH_IDLE + 20): building the table takes under a
 * millisecond on the largest board, while waiting for a frame of the
 * software renderer made the page 100–300 ms late (bench-share). */
#define PUSH_INTERVAL_MS 50

static gboolean
push_now (gpointer user_data)
{
  WgShareServer *self = user_data;

  self->push_source = 0;
  wg_share_server_push (self);
  return G_SOURCE_REMOVE;
}

void
wg_share_server_schedule_push (WgShareServer *self)
{
  gint64 since_ms;

  if (self->server == NULL || self->push_source != 0)
    return;
  since_ms = (g_get_monotonic_time () - self->last_push) / 1000;
  if (since_ms >= PUSH_INTERVAL_MS)
    self->push_source = g_idle_add_full (G_PRIORITY_HIGH_IDLE + 10, push_now, self, NULL);
  else
    self->push_source = g_timeout_add ((guint) (PUSH_INTERVAL_MS - since_ms), push_now, self);
}

static gboolean
heartbeat (gpointer user_data)
{
  wg_share_server_heartbeat (user_data);
  return G_SOURCE_CONTINUE;
}

/* 128 bits from the system's generator (GLib seeds it from /dev/urandom),
 * as 32 hex digits. */
char *
wg_share_new_token (void)
{
  GString *token = g_string_new (NULL);

  for (int i = 0; i < 4; i++)
    g_string_append_printf (token, "%08" G_GINT32_MODIFIER "x", g_random_int ());
  return g_string_free (token, FALSE);
}

/* The address this machine is reached at on the local network: the one
 * a datagram socket would send from towards a documentation address (no
 * packet leaves), else loopback. */
static char *
local_network_address (void)
{
  g_autoptr (GSocket) socket = g_socket_new (G_SOCKET_FAMILY_IPV4, G_SOCKET_TYPE_DATAGRAM,
                                             G_SOCKET_PROTOCOL_UDP, NULL);
  g_autoptr (GInetAddress) far = g_inet_address_new_from_string ("192.0.2.1");
  g_autoptr (GSocketAddress) target = g_inet_socket_address_new (far, 9);
  g_autoptr (GSocketAddress) local = NULL;

  if (socket != NULL && g_socket_connect (socket, target, NULL, NULL))
    local = g_socket_get_local_address (socket, NULL);
  if (local == NULL)
    return g_strdup ("127.0.0.1");
  return g_inet_address_to_string (g_inet_socket_address_get_address (G_INET_SOCKET_ADDRESS (local)));
}

/* A new connection: its request is read by wg-share-server-conn.c. */
static gboolean
on_incoming (GSocketService    *service,
             GSocketConnection *connection,
             GObject           *source,
             gpointer           user_data)
{
  WgShareServer *self = user_data;

  if (self->server != NULL)
    wg_share_server_accept (self, connection);
  return TRUE;
}

/* The colour of the player who sits at @seat now, or NULL. */
static const char *
seat_color (WgShareServer *self,
            int            seat)
{
  if (!wg_share_server_has_seat (self, seat))
    return NULL;
  return wg_game_player_color (wg_session_get_game (self->session), seat);
}

/* Gives @seat the secret @token (NULL: none, revoked), issued to the
 * player who sits there now, and forgets the table last built for it. */
static void
set_seat_token (WgShareServer *self,
                int            seat,
                char          *token)
{
  WgShareSeat *s = &self->seats[seat];

  g_free (s->token);
  s->token = token;
  g_clear_pointer (&s->url, g_free);
  g_clear_pointer (&s->state, g_free);
  g_clear_pointer (&s->color, g_free);
  if (token != NULL && self->base_url != NULL)
    s->url = g_strconcat (self->base_url, token, "/", NULL);
  if (token != NULL)
    s->color = g_strdup (seat_color (self, seat));
  /* A new secret may post a burst at once. */
  s->allowance = WG_SHARE_POST_BURST;
  s->counted = g_get_monotonic_time ();
}

gboolean
wg_share_server_has_seat (WgShareServer *self,
                          int            player)
{
  const WgGame *game;

  g_return_val_if_fail (WG_IS_SHARE_SERVER (self), FALSE);
  game = wg_session_get_game (self->session);
  /* The Gatekeepers have no phone. */
  return game != NULL && player >= 0 && (guint) player < game->n_players
         && player != game->ai.player;
}

gboolean
wg_share_server_seat_open (WgShareServer *self,
                           int            seat)
{
  return self->server != NULL && wg_share_server_has_seat (self, seat)
         && self->seats[seat].token != NULL
         && g_strcmp0 (self->seats[seat].color, seat_color (self, seat)) == 0;
}

void
wg_share_server_refresh_seats (WgShareServer *self)
{
  gboolean changed = FALSE;

  for (int i = 0; self->server != NULL && i < WG_MAX_PLAYERS; i++)
    if (self->seats[i].token != NULL
        && g_strcmp0 (self->seats[i].color, seat_color (self, i)) != 0)
      {
        wg_share_server_close_seat_streams (self, i);
        set_seat_token (self, i, wg_share_new_token ());
        /* What was the last player's alone is not the new one's. */
        g_clear_pointer (&self->extras[i + 1], g_tree_unref);
        changed = TRUE;
      }
  if (changed)
    g_signal_emit (self, signals[SEATS_CHANGED], 0);
}

char *
wg_share_server_get_seat_title (WgShareServer *self,
                                int            player)
{
  g_return_val_if_fail (WG_IS_SHARE_SERVER (self), NULL);
  g_return_val_if_fail (wg_share_server_has_seat (self, player), NULL);
  return wg_words_player_title (wg_session_get_game (self->session), player);
}

const char *
wg_share_server_get_seat_url (WgShareServer *self,
                              int            player)
{
  g_return_val_if_fail (WG_IS_SHARE_SERVER (self), NULL);
  return wg_share_server_seat_open (self, player) ? self->seats[player].url : NULL;
}

void
wg_share_server_revoke_seat (WgShareServer *self,
                             int            player)
{
  g_return_if_fail (WG_IS_SHARE_SERVER (self));
  g_return_if_fail (player >= 0 && player < WG_MAX_PLAYERS);

  if (self->server == NULL || self->seats[player].token == NULL)
    return;
  set_seat_token (self, player, NULL);
  wg_share_server_close_seat_streams (self, player);
  g_signal_emit (self, signals[SEATS_CHANGED], 0);
}

void
wg_share_server_renew_seat (WgShareServer *self,
                            int            player)
{
  g_return_if_fail (WG_IS_SHARE_SERVER (self));
  g_return_if_fail (player >= 0 && player < WG_MAX_PLAYERS);

  if (self->server == NULL)
    return;
  /* The old secret, if any, opens nothing more. */
  wg_share_server_close_seat_streams (self, player);
  set_seat_token (self, player, wg_share_new_token ());
  g_signal_emit (self, signals[SEATS_CHANGED], 0);
}

gboolean
wg_share_server_start (WgShareServer *self,
                       const char    *address,
                       guint          port,
                       GError       **error)
{
  g_autofree char *host = NULL;
  g_autoptr (GInetAddress) inet = NULL;
  g_autoptr (GSocketAddress) bind_address = NULL;
  g_autoptr (GSocketAddress) bound = NULL;
  g_autoptr (GSocketService) service = NULL;
  g_autofree char *shown = NULL;

  g_return_val_if_fail (WG_IS_SHARE_SERVER (self), FALSE);
  g_return_val_if_fail (port <= G_MAXUINT16, FALSE);

  wg_share_server_stop (self);
  /* Every IPv4 interface ("all-interfaces", the preference): a phone on the
   * table's Wi-Fi reaches the page whichever of this machine's networks it
   * is on; else only the local network's address. */
  if (address != NULL)
    host = g_strdup (address);
  else if (self->all_interfaces)
    host = g_strdup ("0.0.0.0");
  else
    host = local_network_address ();
  inet = g_inet_address_new_from_string (host);
  if (inet == NULL)
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT,
                   _ ("“%s” is not an IP address"), host);
      return FALSE;
    }
  bind_address = g_inet_socket_address_new (inet, (guint16) port);
  service = g_socket_service_new ();
  /* A burst of connections waits to be accepted rather than retrying. */
  g_socket_listener_set_backlog (G_SOCKET_LISTENER (service), WG_SHARE_MAX_CONNECTIONS);
  if (!g_socket_listener_add_address (G_SOCKET_LISTENER (service), bind_address,
                                      G_SOCKET_TYPE_STREAM, G_SOCKET_PROTOCOL_TCP, NULL, &bound,
                                      error))
    return FALSE;

  self->service = g_steal_pointer (&service);
  /* No Server header ("" would name libsoup and its version). */
  self->server = soup_server_new (NULL, NULL);
  self->token = wg_share_new_token ();
  self->port = g_inet_socket_address_get_port (G_INET_SOCKET_ADDRESS (bound));
  /* Listening on every interface, the page is shown at the LAN's. */
  if (g_inet_address_get_is_any (inet))
    {
      g_free (host);
      host = local_network_address ();
    }
  shown = strchr (host, ':') != NULL ? g_strdup_printf ("[%s]", host) : g_strdup (host);
  self->base_url = g_strdup_printf ("http://%s:%u/", shown, self->port);
  self->url = g_strconcat (self->base_url, self->token, "/", NULL);
  /* Every seat a secret of its own, whoever sits there now. */
  for (int i = 0; i < WG_MAX_PLAYERS; i++)
    set_seat_token (self, i, wg_share_new_token ());
  wg_share_server_add_routes (self);
  g_signal_connect (self->service, "incoming", G_CALLBACK (on_incoming), self);
  g_socket_service_start (self->service);
  self->heartbeat_source = g_timeout_add_seconds (WG_SHARE_HEARTBEAT, heartbeat, self);
  wg_share_server_push (self);

  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_RUNNING]);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_URL]);
  g_signal_emit (self, signals[SEATS_CHANGED], 0);
  return TRUE;
}

static gboolean
disconnect_later (gpointer server)
{
  soup_server_disconnect (server);
  return G_SOURCE_REMOVE;
}

void
wg_share_server_stop (WgShareServer *self)
{
  g_return_if_fail (WG_IS_SHARE_SERVER (self));

  if (self->server == NULL)
    return;
  g_clear_handle_id (&self->push_source, g_source_remove);
  g_clear_handle_id (&self->heartbeat_source, g_source_remove);
  g_signal_handlers_disconnect_by_data (self->service, self);
  g_socket_service_stop (self->service);
  g_socket_listener_close (G_SOCKET_LISTENER (self->service));
  g_clear_object (&self->service);
  wg_share_server_close_streams (self);
  /* Every connection the server holds is closed with it, a moment later,
   * so that the streams' "stopped" reaches the pages first; meanwhile it
   * answers nothing (its handlers see it is no longer self->server). */
  g_timeout_add_seconds_full (G_PRIORITY_DEFAULT, 1, disconnect_later,
                              g_steal_pointer (&self->server), g_object_unref);
  wg_share_server_close_connections (self);
  g_clear_pointer (&self->token, g_free);
  g_clear_pointer (&self->url, g_free);
  g_clear_pointer (&self->base_url, g_free);
  g_clear_pointer (&self->state, g_free);
  for (int i = 0; i < WG_MAX_PLAYERS; i++)
    set_seat_token (self, i, NULL);
  self->port = 0;

  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_RUNNING]);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_URL]);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_N_VIEWERS]);
  g_signal_emit (self, signals[SEATS_CHANGED], 0);
}

gboolean
wg_share_server_get_running (WgShareServer *self)
{
  g_return_val_if_fail (WG_IS_SHARE_SERVER (self), FALSE);
  return self->server != NULL;
}

const char *
wg_share_server_get_url (WgShareServer *self)
{
  g_return_val_if_fail (WG_IS_SHARE_SERVER (self), NULL);
  return self->url;
}

guint
wg_share_server_get_port (WgShareServer *self)
{
  g_return_val_if_fail (WG_IS_SHARE_SERVER (self), 0);
  return self->port;
}

guint
wg_share_server_get_n_viewers (WgShareServer *self)
{
  g_return_val_if_fail (WG_IS_SHARE_SERVER (self), 0);
  return self->streams->len;
}

gboolean
wg_share_server_get_all_interfaces (WgShareServer *self)
{
  g_return_val_if_fail (WG_IS_SHARE_SERVER (self), FALSE);
  return self->all_interfaces;
}

void
wg_share_server_set_ai_model (WgShareServer *self,
                              WgAiModel     *model)
{
  g_return_if_fail (WG_IS_SHARE_SERVER (self));
  g_return_if_fail (model == NULL || WG_IS_AI_MODEL (model));

  if (self->ai == model)
    return;
  if (self->ai != NULL)
    g_signal_handlers_disconnect_by_data (self->ai, self);
  g_set_object (&self->ai, model);
  if (model != NULL)
    g_signal_connect_swapped (model, "changed", G_CALLBACK (wg_share_server_schedule_push), self);
  wg_share_server_schedule_push (self);
}

gboolean
wg_share_parse_address (const char *text,
                        char      **address,
                        guint      *port,
                        GError    **error)
{
  g_autofree char *host = NULL;
  const char      *colon;
  guint64          number = 0;

  g_return_val_if_fail (text != NULL, FALSE);

  if (text[0] == '[')
    {
      const char *end = strchr (text, ']');

      if (end == NULL || (end[1] != '\0' && end[1] != ':'))
        goto bad;
      host = g_strndup (text + 1, end - text - 1);
      colon = end[1] == ':' ? end + 1 : NULL;
    }
  else
    {
      colon = strrchr (text, ':');
      host = colon != NULL ? g_strndup (text, colon - text) : g_strdup (text);
    }
  if (colon != NULL
      && !g_ascii_string_to_unsigned (colon + 1, 10, 0, G_MAXUINT16, &number, NULL))
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT,
                   _ ("“%s”: the port must be a number from 0 to 65535"), text);
      return FALSE;
    }
  if (*host != '\0' && !g_hostname_is_ip_address (host))
    goto bad;
  *address = *host != '\0' ? g_steal_pointer (&host) : NULL;
  *port = (guint) number;
  return TRUE;

bad:
  g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT,
               _ ("“%s” is not ADDRESS:PORT (an IP address and a port number)"), text);
  return FALSE;
}

static void
wg_share_server_dispose (GObject *object)
{
  WgShareServer *self = WG_SHARE_SERVER (object);

  wg_share_server_stop (self);
  if (self->session != NULL)
    g_signal_handlers_disconnect_by_data (self->session, self);
  if (self->ai != NULL)
    g_signal_handlers_disconnect_by_data (self->ai, self);
  if (self->score != NULL)
    g_signal_handlers_disconnect_by_data (self->score, self);
  g_clear_object (&self->score);
  g_clear_object (&self->ai);
  g_clear_object (&self->session);
  G_OBJECT_CLASS (wg_share_server_parent_class)->dispose (object);
}

static void
wg_share_server_finalize (GObject *object)
{
  WgShareServer *self = WG_SHARE_SERVER (object);

  wg_share_measure_clear (&self->measure);
  g_clear_pointer (&self->streams, g_ptr_array_unref);
  g_clear_pointer (&self->connections, g_ptr_array_unref);
  g_clear_pointer (&self->post_routes, g_ptr_array_unref);
  for (int i = 0; i <= WG_MAX_PLAYERS; i++)
    g_clear_pointer (&self->extras[i], g_tree_unref);
  G_OBJECT_CLASS (wg_share_server_parent_class)->finalize (object);
}

static gboolean *
look_field (WgShareServer *self,
            guint          prop_id)
{
  switch (prop_id)
    {
    case PROP_FLAT: return &self->options.flat;
    case PROP_GLYPHS: return &self->options.glyphs;
    case PROP_CONTRAST: return &self->options.contrast;
    default: return NULL;
    }
}

static void
wg_share_server_get_property (GObject    *object,
                              guint       prop_id,
                              GValue     *value,
                              GParamSpec *pspec)
{
  WgShareServer *self = WG_SHARE_SERVER (object);

  switch (prop_id)
    {
    case PROP_RUNNING: g_value_set_boolean (value, self->server != NULL); break;
    case PROP_URL: g_value_set_string (value, self->url); break;
    case PROP_N_VIEWERS: g_value_set_uint (value, self->streams->len); break;
    case PROP_IDLE_TIMEOUT: g_value_set_uint (value, self->idle_timeout); break;
    case PROP_ALL_INTERFACES: g_value_set_boolean (value, self->all_interfaces); break;
    case PROP_FLAT:
    case PROP_GLYPHS:
    case PROP_CONTRAST: g_value_set_boolean (value, *look_field (self, prop_id)); break;
    default: G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
wg_share_server_set_property (GObject      *object,
                              guint         prop_id,
                              const GValue *value,
                              GParamSpec   *pspec)
{
  WgShareServer *self = WG_SHARE_SERVER (object);

  switch (prop_id)
    {
    case PROP_IDLE_TIMEOUT:
      self->idle_timeout = g_value_get_uint (value);
      break;
    case PROP_ALL_INTERFACES:
      /* Taken when sharing next starts. */
      if (self->all_interfaces == g_value_get_boolean (value))
        return;
      self->all_interfaces = g_value_get_boolean (value);
      break;
    case PROP_FLAT:
    case PROP_GLYPHS:
    case PROP_CONTRAST:
      if (*look_field (self, prop_id) == g_value_get_boolean (value))
        return;
      *look_field (self, prop_id) = g_value_get_boolean (value);
      wg_share_server_schedule_push (self);
      break;
    default: G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec); return;
    }
  g_object_notify_by_pspec (object, pspec);
}

/* Stops at the first handler that answers (a status other than 0). */
static gboolean
first_status (GSignalInvocationHint *hint,
              GValue                *accumulated,
              const GValue          *returned,
              gpointer               data)
{
  guint status = g_value_get_uint (returned);

  g_value_set_uint (accumulated, status);
  return status == 0;
}

guint
wg_share_server_emit_post (WgShareServer *self,
                           const char    *name,
                           int            seat,
                           gpointer       post,
                           GString       *reply)
{
  guint status = 0;

  g_signal_emit (self, signals[POST], g_quark_from_string (name), seat, post, reply, &status);
  return status;
}

static void
wg_share_server_class_init (WgShareServerClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = wg_share_server_dispose;
  object_class->finalize = wg_share_server_finalize;
  object_class->get_property = wg_share_server_get_property;
  object_class->set_property = wg_share_server_set_property;

  properties[PROP_RUNNING] = g_param_spec_boolean ("running", NULL, NULL, FALSE,
                                                   G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  properties[PROP_URL] = g_param_spec_string ("url", NULL, NULL, NULL,
                                              G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  properties[PROP_N_VIEWERS] = g_param_spec_uint ("n-viewers", NULL, NULL, 0, G_MAXUINT, 0,
                                                  G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  properties[PROP_IDLE_TIMEOUT] =
    g_param_spec_uint ("idle-timeout", NULL, NULL, 1, 3600, WG_SHARE_IDLE_TIMEOUT,
                       G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_ALL_INTERFACES] =
    g_param_spec_boolean ("all-interfaces", NULL, NULL, FALSE,
                          G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_FLAT] = g_param_spec_boolean ("flat", NULL, NULL, FALSE,
                                                G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY
                                                  | G_PARAM_STATIC_STRINGS);
  properties[PROP_GLYPHS] = g_param_spec_boolean ("colorblind-glyphs", NULL, NULL, FALSE,
                                                  G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY
                                                    | G_PARAM_STATIC_STRINGS);
  properties[PROP_CONTRAST] = g_param_spec_boolean ("high-contrast", NULL, NULL, FALSE,
                                                    G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY
                                                      | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  /* The players' addresses changed: sharing started or stopped, one was
   * revoked or renewed, or the game's players changed. */
  signals[SEATS_CHANGED] = g_signal_new ("seats-changed", G_TYPE_FROM_CLASS (klass),
                                         G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL, G_TYPE_NONE, 0);
  /* A player's page posted to a route (the detail: its name), its body
   * read and checked (wg-share-server-post.c): the handler's status,
   * and its answer appended to the GString. The first handler that
   * returns a status answers. */
  signals[POST] = g_signal_new ("post", G_TYPE_FROM_CLASS (klass),
                                G_SIGNAL_RUN_LAST | G_SIGNAL_DETAILED, 0, first_status, NULL,
                                NULL, G_TYPE_UINT, 3, G_TYPE_INT, G_TYPE_POINTER, G_TYPE_POINTER);
}

static void
wg_share_server_init (WgShareServer *self)
{
  self->idle_timeout = WG_SHARE_IDLE_TIMEOUT;
  self->head_timeout = WG_SHARE_HEAD_TIMEOUT * 1000;
  self->measure.range = -1;
  self->streams = g_ptr_array_new_with_free_func (g_object_unref);
  self->connections = g_ptr_array_new ();
  self->post_routes = g_ptr_array_new_with_free_func (g_free);
}

/* The table changed (a step, undo, redo, another game): a page's POST
 * must carry the new version. */
static void
on_game_changed (WgShareServer *self)
{
  self->version++;
}

/* A new game forgets the last measurement: it was of another table. */
static void
on_history_changed (WgShareServer *self)
{
  wg_share_measure_clear (&self->measure);
  wg_share_server_schedule_push (self);
  g_signal_emit (self, signals[SEATS_CHANGED], 0);
}

WgShareServer *
wg_share_server_new (WgSession *session,
                     WgCatalog *catalog)
{
  WgShareServer *self;

  g_return_val_if_fail (WG_IS_SESSION (session), NULL);

  self = g_object_new (WG_TYPE_SHARE_SERVER, NULL);
  self->session = g_object_ref (session);
  self->score = wg_score_model_new (catalog);
  wg_score_model_set_session (self->score, session);
  g_signal_connect_swapped (session, "changed", G_CALLBACK (wg_share_server_schedule_push), self);
  g_signal_connect_swapped (session, "notify::history", G_CALLBACK (on_history_changed), self);
  g_signal_connect_swapped (session, "notify::game", G_CALLBACK (on_game_changed), self);
  return self;
}

void
wg_share_server_notify_viewers (WgShareServer *self)
{
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_N_VIEWERS]);
}
