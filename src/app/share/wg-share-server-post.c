/* wg-share-server-post.c — what a player's page may write, and everything refused before a handler
 * Copyright 2026 The Warpgate Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>
#include <string.h>

#include "wg-share-post.h"
#include "wg-share-server-private.h"

/*
 * A page writes with POST /SECRET/NAME (docs/reliability.md, "The shared
 * page under attack"). Before any handler of "post::NAME" sees it, it is
 * refused when
 *  - it comes from the watch-only address (403): it proposes nothing;
 *  - its Origin is not the page's own (403): another site cannot post
 *    from a player's browser, and a name rebound to this machine fails at
 *    the Host already (wg-share-server-conn.c);
 *  - its Content-Type is not application/json (415), which a form of
 *    another site cannot send without asking first (and nothing here
 *    answers that question, OPTIONS);
 *  - the seat posted more than WG_SHARE_POST_BURST at once, or
 *    WG_SHARE_POST_RATE a second since (429);
 *  - its body is larger than WG_SHARE_MAX_BODY (413, at the connection),
 *    not one flat JSON object (400, naming what is wrong, wg-share-post.h),
 *    or has no "version" (400);
 *  - its "version" is not the table's now (409, with the version): the
 *    table changed since the page read it.
 * None of these changes anything.
 */

void
wg_share_server_add_post_route (WgShareServer *self,
                                const char    *name)
{
  g_return_if_fail (WG_IS_SHARE_SERVER (self));
  g_return_if_fail (name != NULL && *name != '\0' && strchr (name, '/') == NULL);

  if (!wg_share_server_is_post_route (self, name))
    g_ptr_array_add (self->post_routes, g_strdup (name));
}

gboolean
wg_share_server_is_post_route (WgShareServer *self,
                               const char    *name)
{
  for (guint i = 0; i < self->post_routes->len; i++)
    if (strcmp (self->post_routes->pdata[i], name) == 0)
      return TRUE;
  return FALSE;
}

guint64
wg_share_server_get_version (WgShareServer *self)
{
  g_return_val_if_fail (WG_IS_SHARE_SERVER (self), 0);
  return self->version;
}

void
wg_share_server_push_now (WgShareServer *self)
{
  g_return_if_fail (WG_IS_SHARE_SERVER (self));

  g_clear_handle_id (&self->push_source, g_source_remove);
  wg_share_server_push (self);
}

static int
compare_keys (gconstpointer a,
              gconstpointer b,
              gpointer      data)
{
  return strcmp (a, b);
}

void
wg_share_server_set_seat_extra (WgShareServer *self,
                                int            seat,
                                const char    *key,
                                const char    *json)
{
  GTree **extras;

  g_return_if_fail (WG_IS_SHARE_SERVER (self));
  g_return_if_fail (seat >= WG_SHARE_WATCH && seat < WG_MAX_PLAYERS);
  g_return_if_fail (key != NULL && strcmp (key, "you") != 0 && strcmp (key, "seq") != 0
                    && strcmp (key, "version") != 0);

  extras = &self->extras[seat + 1];
  if (*extras == NULL && json == NULL)
    return;
  if (*extras == NULL)
    *extras = g_tree_new_full (compare_keys, NULL, g_free, g_free);
  if (json != NULL)
    g_tree_replace (*extras, g_strdup (key), g_strdup (json));
  else
    g_tree_remove (*extras, key);
  wg_share_server_schedule_push (self);
}

static gboolean
append_extra (gpointer key,
              gpointer value,
              gpointer data)
{
  GString *out = data;

  g_string_append_c (out, ',');
  wg_share_json_string (out, key);
  g_string_append_c (out, ':');
  g_string_append (out, value);
  return FALSE;
}

char *
wg_share_server_add_extras (WgShareServer *self,
                            char          *state,
                            int            seat)
{
  GTree   *extras = self->extras[seat + 1];
  GString *out;

  if (extras == NULL || g_tree_nnodes (extras) == 0)
    return state;
  /* @state is one object, never empty (it holds "seq"): its closing brace
   * gives way to the extras. */
  out = g_string_new (state);
  g_free (state);
  g_assert (out->len > 2 && out->str[out->len - 1] == '}');
  g_string_truncate (out, out->len - 1);
  g_tree_foreach (extras, append_extra, out);
  g_string_append_c (out, '}');
  return g_string_free (out, FALSE);
}

static void
refuse_post (SoupServerMessage *msg,
             guint              status,
             const char        *message)
{
  g_autoptr (GString) json = g_string_new (NULL);

  wg_share_respond_json (msg, wg_share_json_error (json, status, message, NULL), json->str);
}

/* Whether a POST's Origin is the page's own: "http://" and the Host it was
 * sent to, which the connection already found to be this server's. */
static gboolean
origin_is_own (SoupMessageHeaders *headers)
{
  const char      *origin = soup_message_headers_get_one (headers, "Origin");
  const char      *host = soup_message_headers_get_one (headers, "Host");
  g_autofree char *own = NULL;

  if (origin == NULL || host == NULL)
    return FALSE;
  own = g_strconcat ("http://", host, NULL);
  return g_ascii_strcasecmp (origin, own) == 0;
}

/* Counts a POST of @seat's: FALSE when it is one too many. */
static gboolean
allowed_now (WgShareSeat *s)
{
  gint64 now = g_get_monotonic_time ();

  s->allowance = MIN (WG_SHARE_POST_BURST,
                      s->allowance + (double) (now - s->counted) * WG_SHARE_POST_RATE / G_USEC_PER_SEC);
  s->counted = now;
  if (s->allowance < 1)
    return FALSE;
  s->allowance -= 1;
  return TRUE;
}

gboolean
wg_share_server_refuse_post (WgShareServer     *self,
                             SoupServerMessage *msg,
                             int                seat)
{
  SoupMessageHeaders *headers = soup_server_message_get_request_headers (msg);
  const char         *type = soup_message_headers_get_content_type (headers, NULL);

  if (seat == WG_SHARE_WATCH)
    refuse_post (msg, SOUP_STATUS_FORBIDDEN, _ ("The watch-only address proposes nothing."));
  else if (!origin_is_own (headers))
    refuse_post (msg, SOUP_STATUS_FORBIDDEN,
                 _ ("Only the shared page itself may write to the table."));
  else if (g_strcmp0 (type, "application/json") != 0)
    refuse_post (msg, SOUP_STATUS_UNSUPPORTED_MEDIA_TYPE, _ ("The request must be JSON."));
  else if (!allowed_now (&self->seats[seat]))
    {
      refuse_post (msg, 429 /* Too Many Requests: libsoup has no name for it */, _ ("Too many requests: wait a moment."));
      soup_message_headers_replace (soup_server_message_get_response_headers (msg),
                                    "Retry-After", "1");
    }
  else
    return FALSE;
  return TRUE;
}

void
wg_share_server_post (WgShareServer     *self,
                      SoupServerMessage *msg,
                      int                seat,
                      const char        *name)
{
  g_autoptr (GBytes) body = soup_message_body_flatten (soup_server_message_get_request_body (msg));
  g_autoptr (GError) error = NULL;
  g_autoptr (WgSharePost) post = NULL;
  g_autoptr (GString) reply = g_string_new (NULL);
  gsize       len;
  const char *data = g_bytes_get_data (body, &len);
  gint64      version;
  guint       status;

  post = wg_share_post_parse (data, len, &error);
  if (post == NULL)
    {
      refuse_post (msg, SOUP_STATUS_BAD_REQUEST, error->message);
      return;
    }
  if (!wg_share_post_get_int (post, "version", &version))
    {
      refuse_post (msg, SOUP_STATUS_BAD_REQUEST,
                   _ ("The request needs “version”: the table’s version the page read."));
      return;
    }
  if (version < 0 || (guint64) version != self->version)
    {
      /* With the version now, which the page reads again. */
      g_string_append (reply, "{\"error\":");
      wg_share_json_string (reply, _ ("The table changed since your page read it. Nothing was "
                                      "done: look at the table again."));
      g_string_append_printf (reply, ",\"version\":%" G_GUINT64_FORMAT "}\n", self->version);
      wg_share_respond_json (msg, SOUP_STATUS_CONFLICT, reply->str);
      return;
    }
  status = wg_share_server_emit_post (self, name, seat, post, reply);
  if (status == 0)
    refuse_post (msg, SOUP_STATUS_NOT_FOUND, _ ("Nothing at the table takes this request."));
  else
    wg_share_respond_json (msg, status, reply->len > 0 ? reply->str : "{}\n");
}
