/* wg-test-fetch.h — one HTTP request with a libsoup client, for the share tests
 * Copyright 2026 The Warpgate Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Shared by the tests that ask Share to the Table's server for a page
 * (share/test-app-share.c, shell/test-app-share-launch.c). The request runs
 * on the thread-default main context, iterated until it is answered (at
 * most WG_TEST_FETCH_WAIT_US).
 */
#pragma once

#include <libsoup/soup.h>

#include "wg-test-app.h"

#define WG_TEST_FETCH_WAIT_US (20 * G_USEC_PER_SEC)

static inline void
wg_test_fetch_done (GObject      *source,
                    GAsyncResult *result,
                    gpointer      user_data)
{
  GBytes **body = user_data;
  g_autoptr (GError) error = NULL;

  *body = soup_session_send_and_read_finish (SOUP_SESSION (source), result, &error);
  g_assert_no_error (error);
}

/* @method (GET, POST, …) @url with @client, Accept-Language: @accept_language
 * when given: the body, *@status and, when @type is given, the content
 * type in *@type. */
static inline GBytes *
wg_test_fetch (SoupSession *client,
               const char  *method,
               const char  *url,
               const char  *accept_language,
               guint       *status,
               char       **type)
{
  g_autoptr (SoupMessage) msg = soup_message_new (method, url);
  GBytes *body = NULL;

  g_assert_nonnull (msg);
  if (accept_language != NULL)
    soup_message_headers_replace (soup_message_get_request_headers (msg), "Accept-Language",
                                  accept_language);
  soup_session_send_and_read_async (client, msg, G_PRIORITY_DEFAULT, NULL, wg_test_fetch_done,
                                    &body);
  wg_test_iterate_within (body != NULL, WG_TEST_FETCH_WAIT_US);
  *status = soup_message_get_status (msg);
  if (type != NULL)
    *type = g_strdup (soup_message_headers_get_content_type (
      soup_message_get_response_headers (msg), NULL));
  return body;
}

/* POST @body (@type; NULL: application/json) to @url with the Origin
 * @origin (NULL: none): the answer's body as text, *@status. */
static inline char *
wg_test_post (SoupSession *client,
              const char  *url,
              const char  *origin,
              const char  *type,
              const char  *body,
              guint       *status)
{
  g_autoptr (SoupMessage) msg = soup_message_new ("POST", url);
  g_autoptr (GBytes) request = g_bytes_new (body, strlen (body));
  GBytes *answer = NULL;
  char   *text;

  g_assert_nonnull (msg);
  if (origin != NULL)
    soup_message_headers_replace (soup_message_get_request_headers (msg), "Origin", origin);
  soup_message_set_request_body_from_bytes (msg, type != NULL ? type : "application/json",
                                            request);
  soup_session_send_and_read_async (client, msg, G_PRIORITY_DEFAULT, NULL, wg_test_fetch_done,
                                    &answer);
  wg_test_iterate_within (answer != NULL, WG_TEST_FETCH_WAIT_US);
  *status = soup_message_get_status (msg);
  text = g_strndup (g_bytes_get_data (answer, NULL), g_bytes_get_size (answer));
  g_bytes_unref (answer);
  return text;
}

/* GET @url: the body as text, *@status. */
static inline char *
wg_test_fetch_text (SoupSession *client,
                    const char  *url,
                    guint       *status)
{
  g_autoptr (GBytes) body = wg_test_fetch (client, "GET", url, NULL, status, NULL);

  return g_strndup (g_bytes_get_data (body, NULL), g_bytes_get_size (body));
}
