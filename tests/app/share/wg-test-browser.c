/* wg-test-browser.c — a headless Chromium, driven through its DevTools protocol, for the tests
 * Copyright 2026 The Warpgate Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gstdio.h>
#include <json.h>
#include <libsoup/soup.h>
#include <signal.h>
#include <string.h>
#include <unistd.h>
#ifdef __linux__
#include <sys/prctl.h>
#endif

#include "wg-test-browser.h"
#include "wg-test-files.h"

struct _WgTestBrowser
{
  GSubprocess             *process;
  char                    *profile; /* the browser's own folder, removed at the end */
  SoupSession             *client;
  SoupWebsocketConnection *socket;
  guint                    timeout_s;
  int                      next_id;
  int                      waiting_id;
  struct json_object      *reply; /* the answer to waiting_id */
  gboolean                 closed;
  GPtrArray               *requests;     /* char *: the addresses asked for (watch) */
  guint                    n_violations; /* Content-Security-Policy violations (watch) */
};

#define BROWSER_ERROR (g_quark_from_static_string ("wg-test-browser-error"))

/* The end of the browser's own log, to say why it did not answer. */
static char *
log_tail (WgTestBrowser *self)
{
  g_autofree char *path = g_build_filename (self->profile, "browser.log", NULL);
  g_autofree char *text = NULL;
  gsize            len = 0;

  if (!g_file_get_contents (path, &text, &len, NULL))
    return g_strdup ("(no log)");
  return g_strdup (len > 1500 ? text + len - 1500 : text);
}

static gboolean
exited (WgTestBrowser *self)
{
  return g_subprocess_get_identifier (self->process) == NULL;
}

/* One iteration of the default main context, not blocking: the server of
 * the same process answers the browser meanwhile. */
static void
iterate (void)
{
  g_main_context_iteration (NULL, FALSE);
  g_usleep (1000);
}

/* Chromium writes its DevTools port into the profile once it listens. */
static guint
devtools_port (WgTestBrowser *self)
{
  g_autofree char *path = g_build_filename (self->profile, "DevToolsActivePort", NULL);
  g_autofree char *text = NULL;
  guint64          port = 0;

  if (!g_file_get_contents (path, &text, NULL, NULL) || strchr (text, '\n') == NULL)
    return 0;
  *strchr (text, '\n') = '\0';
  if (!g_ascii_string_to_unsigned (text, 10, 1, G_MAXUINT16, &port, NULL))
    return 0;
  return (guint) port;
}

static void
got_body (GObject      *source,
          GAsyncResult *result,
          gpointer      user_data)
{
  GBytes **body = user_data;

  *body = soup_session_send_and_read_finish (SOUP_SESSION (source), result, NULL);
  if (*body == NULL)
    *body = g_bytes_new (NULL, 0);
}

/* The WebSocket address of the first page the browser shows. */
static char *
page_socket_url (WgTestBrowser *self,
                 guint          port)
{
  g_autofree char *url = g_strdup_printf ("http://127.0.0.1:%u/json/list", port);
  g_autoptr (SoupMessage) msg = soup_message_new ("GET", url);
  g_autoptr (GBytes) body = NULL;
  g_autofree char    *text = NULL;
  struct json_object *list;
  char               *found = NULL;

  soup_session_send_and_read_async (self->client, msg, G_PRIORITY_DEFAULT, NULL, got_body, &body);
  while (body == NULL)
    iterate ();
  text = g_strndup (g_bytes_get_data (body, NULL), g_bytes_get_size (body));
  list = json_tokener_parse (text);
  for (size_t i = 0; list != NULL && json_object_is_type (list, json_type_array)
                     && i < json_object_array_length (list) && found == NULL;
       i++)
    {
      struct json_object *target = json_object_array_get_idx (list, i);
      struct json_object *type = NULL, *ws = NULL;

      if (json_object_object_get_ex (target, "type", &type)
          && g_strcmp0 (json_object_get_string (type), "page") == 0
          && json_object_object_get_ex (target, "webSocketDebuggerUrl", &ws))
        found = g_strdup (json_object_get_string (ws));
    }
  json_object_put (list);
  return found;
}

/* params.@a.@b of an event, as a string, or NULL. */
static const char *
event_string (struct json_object *event,
              const char         *a,
              const char         *b)
{
  struct json_object *params = NULL, *inner = NULL, *value = NULL;

  if (!json_object_object_get_ex (event, "params", &params)
      || !json_object_object_get_ex (params, a, &inner))
    return NULL;
  if (b == NULL)
    return json_object_is_type (inner, json_type_string) ? json_object_get_string (inner) : NULL;
  if (!json_object_object_get_ex (inner, b, &value) || !json_object_is_type (value, json_type_string))
    return NULL;
  return json_object_get_string (value);
}

/* What the page asks for and what its policy refuses (once watched). */
static void
on_event (WgTestBrowser      *self,
          struct json_object *event)
{
  struct json_object *method = NULL;
  const char         *name, *text;

  if (self->requests == NULL || !json_object_object_get_ex (event, "method", &method))
    return;
  name = json_object_get_string (method);
  if (g_strcmp0 (name, "Network.requestWillBeSent") == 0
      && (text = event_string (event, "request", "url")) != NULL)
    g_ptr_array_add (self->requests, g_strdup (text));
  else if (g_strcmp0 (name, "Network.loadingFailed") == 0
           && g_strcmp0 (event_string (event, "blockedReason", NULL), "csp") == 0)
    self->n_violations++;
  else if (g_strcmp0 (name, "Log.entryAdded") == 0
           && (text = event_string (event, "entry", "text")) != NULL
           && strstr (text, "Content Security Policy") != NULL)
    self->n_violations++;
}

static void
on_message (SoupWebsocketConnection *socket,
            int                      type,
            GBytes                  *message,
            gpointer                 user_data)
{
  WgTestBrowser      *self = user_data;
  g_autofree char    *text = NULL;
  struct json_object *object, *id = NULL;

  if (type != SOUP_WEBSOCKET_DATA_TEXT)
    return;
  text = g_strndup (g_bytes_get_data (message, NULL), g_bytes_get_size (message));
  object = json_tokener_parse (text);
  /* Events (no id) and answers to earlier questions are not waited for. */
  if (object != NULL && json_object_object_get_ex (object, "id", &id)
      && json_object_get_int (id) == self->waiting_id && self->reply == NULL)
    self->reply = object;
  else
    {
      if (object != NULL && id == NULL)
        on_event (self, object);
      json_object_put (object);
    }
}

static void
on_closed (SoupWebsocketConnection *socket,
           gpointer                 user_data)
{
  ((WgTestBrowser *) user_data)->closed = TRUE;
}

typedef struct
{
  SoupWebsocketConnection *socket;
  GError                  *error;
  gboolean                 done;
} Connecting;

static void
connected (GObject      *source,
           GAsyncResult *result,
           gpointer      user_data)
{
  Connecting *c = user_data;

  c->socket = soup_session_websocket_connect_finish (SOUP_SESSION (source), result, &c->error);
  c->done = TRUE;
}

/* Sends a DevTools command and waits for its answer: its "result", or
 * NULL with @error. */
static struct json_object *
call (WgTestBrowser      *self,
      const char         *method,
      struct json_object *params,
      GError            **error)
{
  struct json_object *command = json_object_new_object ();
  struct json_object *result = NULL, *failure = NULL;
  gint64              deadline = g_get_monotonic_time () + self->timeout_s * G_USEC_PER_SEC;

  self->waiting_id = ++self->next_id;
  json_object_object_add (command, "id", json_object_new_int (self->waiting_id));
  json_object_object_add (command, "method", json_object_new_string (method));
  json_object_object_add (command, "params", params != NULL ? params : json_object_new_object ());
  soup_websocket_connection_send_text (
    self->socket, json_object_to_json_string_ext (command, JSON_C_TO_STRING_PLAIN));
  json_object_put (command);
  while (self->reply == NULL)
    {
      if (self->closed || exited (self) || g_get_monotonic_time () > deadline)
        {
          g_autofree char *log = log_tail (self);

          g_set_error (error, BROWSER_ERROR, 1, "%s: no answer from the browser within %u s: %s",
                       method, self->timeout_s, log);
          return NULL;
        }
      iterate ();
    }
  if (json_object_object_get_ex (self->reply, "error", &failure))
    g_set_error (error, BROWSER_ERROR, 2, "%s: %s", method, json_object_to_json_string (failure));
  else if (json_object_object_get_ex (self->reply, "result", &result))
    json_object_get (result);
  json_object_put (g_steal_pointer (&self->reply));
  return result;
}

static gboolean
call_simple (WgTestBrowser      *self,
             const char         *method,
             struct json_object *params,
             GError            **error)
{
  struct json_object *result = call (self, method, params, error);

  json_object_put (result);
  return result != NULL;
}

/* In the browser's process before it runs: it is killed when the test
 * that started it ends, even by a failed assertion (an abort runs no
 * clean-up), rather than left running. Its own helpers end with it. */
static void
die_with_parent (gpointer user_data)
{
#ifdef __linux__
  prctl (PR_SET_PDEATHSIG, SIGKILL);
#endif
}

static gboolean
start (WgTestBrowser *self,
       const char    *program,
       int            width,
       int            height,
       GError       **error)
{
  g_autoptr (GSubprocessLauncher) launcher =
    g_subprocess_launcher_new (G_SUBPROCESS_FLAGS_STDERR_MERGE);
  g_autofree char *log = g_build_filename (self->profile, "browser.log", NULL);
  g_autofree char *profile_arg = g_strconcat ("--user-data-dir=", self->profile, NULL);
  g_autofree char *size_arg = g_strdup_printf ("--window-size=%d,%d", width, height);
  g_autoptr (GPtrArray) args = g_ptr_array_new ();

  g_subprocess_launcher_set_stdout_file_path (launcher, log);
  g_subprocess_launcher_set_child_setup (launcher, die_with_parent, NULL, NULL);
  g_ptr_array_add (args, (char *) program);
  g_ptr_array_add (args, "--headless=new");
  g_ptr_array_add (args, "--remote-debugging-port=0");
  g_ptr_array_add (args, profile_arg);
  g_ptr_array_add (args, size_arg);
  g_ptr_array_add (args, "--no-first-run");
  g_ptr_array_add (args, "--no-default-browser-check");
  g_ptr_array_add (args, "--disable-gpu");
  g_ptr_array_add (args, "--disable-extensions");
  g_ptr_array_add (args, "--disable-background-networking");
  g_ptr_array_add (args, "--disable-component-update");
  g_ptr_array_add (args, "--disable-sync");
  g_ptr_array_add (args, "--hide-scrollbars");
  /* Chromium's sandbox refuses to run as root (a container's usual user). */
  if (geteuid () == 0)
    g_ptr_array_add (args, "--no-sandbox");
  g_ptr_array_add (args, "about:blank");
  g_ptr_array_add (args, NULL);
  self->process =
    g_subprocess_launcher_spawnv (launcher, (const char *const *) args->pdata, error);
  return self->process != NULL;
}

static gboolean
connect_page (WgTestBrowser *self,
              GError       **error)
{
  gint64           deadline = g_get_monotonic_time () + self->timeout_s * G_USEC_PER_SEC;
  g_autofree char *ws_url = NULL;
  Connecting       c = { 0 };
  g_autoptr (SoupMessage) msg = NULL;
  guint port = 0;

  /* The browser listens, then shows its first page. */
  while ((port = devtools_port (self)) == 0 || (ws_url = page_socket_url (self, port)) == NULL)
    {
      if (exited (self) || g_get_monotonic_time () > deadline)
        {
          g_autofree char *log = log_tail (self);

          g_set_error (error, BROWSER_ERROR, 3, "the browser %s within %u s: %s",
                       exited (self) ? "ended" : "did not open its DevTools port",
                       self->timeout_s, log);
          return FALSE;
        }
      g_usleep (20000);
      iterate ();
    }
  msg = soup_message_new ("GET", ws_url);
  soup_session_websocket_connect_async (self->client, msg, NULL, NULL, G_PRIORITY_DEFAULT, NULL,
                                        connected, &c);
  while (!c.done)
    iterate ();
  if (c.socket == NULL)
    {
      g_propagate_error (error, c.error);
      return FALSE;
    }
  self->socket = c.socket;
  /* A screenshot is larger than libsoup's default limit (128 KiB). */
  g_object_set (self->socket, "max-incoming-payload-size", (guint64) 0, NULL);
  g_signal_connect (self->socket, "message", G_CALLBACK (on_message), self);
  g_signal_connect (self->socket, "closed", G_CALLBACK (on_closed), self);
  return TRUE;
}

gboolean
wg_test_browser_set_size (WgTestBrowser *self,
                          int            width,
                          int            height,
                          gboolean       mobile,
                          GError       **error)
{
  struct json_object *metrics = json_object_new_object ();

  json_object_object_add (metrics, "width", json_object_new_int (width));
  json_object_object_add (metrics, "height", json_object_new_int (height));
  json_object_object_add (metrics, "deviceScaleFactor", json_object_new_int (1));
  json_object_object_add (metrics, "mobile", json_object_new_boolean (mobile));
  return call_simple (self, "Emulation.setDeviceMetricsOverride", metrics, error);
}

/* The page is opened at its size from the start. */
static gboolean
navigate (WgTestBrowser *self,
          const char    *url,
          int            width,
          int            height,
          gboolean       mobile,
          GError       **error)
{
  struct json_object *go;

  if (!wg_test_browser_set_size (self, width, height, mobile, error))
    return FALSE;
  go = json_object_new_object ();
  json_object_object_add (go, "url", json_object_new_string (url));
  return call_simple (self, "Page.navigate", go, error);
}

WgTestBrowser *
wg_test_browser_open (const char *program,
                      const char *url,
                      int         width,
                      int         height,
                      gboolean    mobile,
                      guint       timeout_s,
                      GError    **error)
{
  g_autofree char *found = NULL;
  g_autoptr (WgTestBrowser) self = NULL;

  g_return_val_if_fail (url != NULL, NULL);

  found = program != NULL ? g_find_program_in_path (program) : g_find_program_in_path ("chromium");
  if (found == NULL)
    {
      g_set_error (error, BROWSER_ERROR, 4,
                   "%s is not installed (the Debian package chromium; build-aux/setup.sh "
                   "installs it)",
                   program != NULL ? program : "chromium");
      return NULL;
    }
  self = g_new0 (WgTestBrowser, 1);
  self->timeout_s = timeout_s;
  self->profile = g_dir_make_tmp ("wg-browser-XXXXXX", error);
  if (self->profile == NULL)
    return NULL;
  self->client = soup_session_new ();
  if (!start (self, found, width, height, error) || !connect_page (self, error)
      || !navigate (self, url, width, height, mobile, error))
    return NULL;
  return g_steal_pointer (&self);
}

char *
wg_test_browser_eval (WgTestBrowser *self,
                      const char    *expression,
                      GError       **error)
{
  struct json_object *params = json_object_new_object ();
  struct json_object *result, *value = NULL, *inner = NULL, *exception = NULL;
  char               *text = NULL;

  json_object_object_add (params, "expression", json_object_new_string (expression));
  json_object_object_add (params, "returnByValue", json_object_new_boolean (TRUE));
  json_object_object_add (params, "awaitPromise", json_object_new_boolean (TRUE));
  result = call (self, "Runtime.evaluate", params, error);
  if (result == NULL)
    return NULL;
  if (json_object_object_get_ex (result, "exceptionDetails", &exception))
    g_set_error (error, BROWSER_ERROR, 5, "%s: %s", expression,
                 json_object_to_json_string (exception));
  else if (json_object_object_get_ex (result, "result", &inner)
           && json_object_object_get_ex (inner, "value", &value)
           && json_object_is_type (value, json_type_string))
    text = g_strdup (json_object_get_string (value));
  else
    g_set_error (error, BROWSER_ERROR, 6, "%s: not a string but %s", expression,
                 json_object_to_json_string (inner));
  json_object_put (result);
  return text;
}

gboolean
wg_test_browser_wait (WgTestBrowser *self,
                      const char    *expression,
                      guint          timeout_s,
                      GError       **error)
{
  g_autofree char *question = g_strdup_printf ("String(!!(%s))", expression);
  gint64           deadline = g_get_monotonic_time () + timeout_s * G_USEC_PER_SEC;

  for (;;)
    {
      g_autoptr (GError) failure = NULL;
      g_autofree char *answer = wg_test_browser_eval (self, question, &failure);
      gint64           next = g_get_monotonic_time () + 20000;

      /* While the page loads, its document may not be there yet: an
       * exception is "not yet", until the time is up. */
      if (answer != NULL && strcmp (answer, "true") == 0)
        return TRUE;
      if (self->closed || exited (self))
        {
          if (failure != NULL)
            g_propagate_error (error, g_steal_pointer (&failure));
          else
            g_set_error (error, BROWSER_ERROR, 9, "the browser ended");
          return FALSE;
        }
      if (g_get_monotonic_time () > deadline)
        {
          g_set_error (error, BROWSER_ERROR, 7, "still not true after %u s: %s%s%s", timeout_s,
                       expression, failure != NULL ? ": " : "",
                       failure != NULL ? failure->message : "");
          return FALSE;
        }
      while (g_get_monotonic_time () < next)
        iterate ();
    }
}

gboolean
wg_test_browser_set_dark (WgTestBrowser *self,
                          gboolean       dark,
                          GError       **error)
{
  struct json_object *params = json_object_new_object ();
  struct json_object *features = json_object_new_array ();
  struct json_object *feature = json_object_new_object ();

  json_object_object_add (feature, "name", json_object_new_string ("prefers-color-scheme"));
  json_object_object_add (feature, "value", json_object_new_string (dark ? "dark" : "light"));
  json_object_array_add (features, feature);
  json_object_object_add (params, "features", features);
  return call_simple (self, "Emulation.setEmulatedMedia", params, error);
}

gboolean
wg_test_browser_screenshot (WgTestBrowser *self,
                            const char    *path,
                            GError       **error)
{
  struct json_object *params = json_object_new_object ();
  struct json_object *result, *data = NULL;
  g_autofree guchar  *png = NULL;
  gsize               len = 0;
  gboolean            ok = FALSE;

  json_object_object_add (params, "format", json_object_new_string ("png"));
  result = call (self, "Page.captureScreenshot", params, error);
  if (result == NULL)
    return FALSE;
  if (json_object_object_get_ex (result, "data", &data))
    {
      png = g_base64_decode (json_object_get_string (data), &len);
      ok = g_file_set_contents (path, (const char *) png, (gssize) len, error);
    }
  else
    g_set_error (error, BROWSER_ERROR, 8, "Page.captureScreenshot: no data");
  json_object_put (result);
  return ok;
}

gboolean
wg_test_browser_watch (WgTestBrowser *self,
                       GError       **error)
{
  if (self->requests == NULL)
    self->requests = g_ptr_array_new_with_free_func (g_free);
  g_ptr_array_set_size (self->requests, 0);
  self->n_violations = 0;
  return call_simple (self, "Network.enable", NULL, error)
         && call_simple (self, "Log.enable", NULL, error);
}

gboolean
wg_test_browser_navigate (WgTestBrowser *self,
                          const char    *url,
                          GError       **error)
{
  struct json_object *go = json_object_new_object ();

  json_object_object_add (go, "url", json_object_new_string (url));
  return call_simple (self, "Page.navigate", go, error);
}

const GPtrArray *
wg_test_browser_get_requests (WgTestBrowser *self)
{
  return self->requests;
}

guint
wg_test_browser_get_n_violations (WgTestBrowser *self)
{
  return self->n_violations;
}

gboolean
wg_test_browser_send (WgTestBrowser *self,
                      const char    *method,
                      const char    *params,
                      GError       **error)
{
  struct json_object *object = NULL;

  if (params != NULL && (object = json_tokener_parse (params)) == NULL)
    {
      g_set_error (error, BROWSER_ERROR, 10, "%s: the parameters are not JSON: %s", method, params);
      return FALSE;
    }
  return call_simple (self, method, object, error);
}

void
wg_test_browser_close (WgTestBrowser *self)
{
  if (self == NULL)
    return;
  if (self->socket != NULL)
    {
      g_signal_handlers_disconnect_by_data (self->socket, self);
      if (soup_websocket_connection_get_state (self->socket) == SOUP_WEBSOCKET_STATE_OPEN)
        soup_websocket_connection_close (self->socket, SOUP_WEBSOCKET_CLOSE_NORMAL, NULL);
      g_clear_object (&self->socket);
    }
  if (self->process != NULL)
    {
      gint64 deadline = g_get_monotonic_time () + 5 * G_USEC_PER_SEC;

      /* Asked to end; killed if it does not within 5 s. */
      g_subprocess_send_signal (self->process, SIGTERM);
      while (!exited (self) && g_get_monotonic_time () < deadline)
        iterate ();
      if (!exited (self))
        g_subprocess_force_exit (self->process);
      g_subprocess_wait (self->process, NULL, NULL);
      g_clear_object (&self->process);
    }
  json_object_put (self->reply);
  g_clear_pointer (&self->requests, g_ptr_array_unref);
  g_clear_object (&self->client);
  /* The browser's helpers may still write a last file as they end: the
   * folder is removed again until it stays gone. */
  for (int i = 0; self->profile != NULL && i < 20; i++)
    {
      wg_test_remove_tree (self->profile);
      g_usleep (100000);
      if (!g_file_test (self->profile, G_FILE_TEST_EXISTS))
        break;
    }
  g_free (self->profile);
  g_free (self);
}
