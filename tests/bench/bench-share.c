/* bench-share.c — Share to the Table: a change reaching a page, the page's weight, 32 viewers or none
 * Copyright 2026 The Warpgate Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Usage: bench-share [NAME-PREFIX…], under a display (build-aux/bench.sh
 * runs it under Xvfb with a 1920×1080 screen). The table is the crowded
 * 6-player game on the largest board (as bench-render's), shared on
 * 127.0.0.1; a change is the turn passing to the next player.
 *
 *   share/change-to-page    from the change in the session until a real
 *                           browser's page (headless Chromium, through its
 *                           DevTools protocol) shows it: the server
 *                           waiting for the main loop to be idle, the
 *                           table built, sent on the event stream, parsed
 *                           and shown. The page
 *                           stamps the moment with its own clock (the same
 *                           wall clock). Baseline: the same page fetching
 *                           state.json (a round trip of the same table on
 *                           the same loopback). Target < 200 ms.
 *   share/table-build       a push with nobody watching: the table built as
 *                           JSON with its board as SVG, what each change
 *                           costs the main loop before the window's next
 *                           frame. Baseline: the game written as its file's
 *                           JSON.
 *   share/page-weight       what a phone downloads to show the table: the
 *                           page, its style sheet and script, and the first
 *                           table (the board's SVG in it). Baseline: the
 *                           page, style sheet and script alone. Target
 *                           < 100 KB.
 *   share/frame-32-viewers  a frame of the board (its pieces repainted,
 *                           what a move costs) drawn right after a change
 *                           was pushed to 32 watching pages, from the frame
 *                           clock's "before-paint" to its "after-paint".
 *   share/cycle-32-viewers  the main thread's CPU time for a whole change:
 *                           applied, pushed, the connections written, the
 *                           frame drawn.
 * The baseline of the last two: the same in a second window whose game is
 * shared with nobody watching, timed in alternate samples; the frame's
 * target is ≤ 1.1× it (the issue's), the CPU time is for information (what
 * 32 viewers cost the main thread per change). The 32 viewers are a child
 * process reading 32 event streams (a phone each, here on the same 2
 * cores, at the lowest priority).
 *
 * A table of phones (issue 33): each of the 6 players' own pages and 20
 * watch-only pages, event streams read by a child process (the phones,
 * again at the lowest priority), on the watched window's game.
 *   share/proposal-round-trip  a move proposed from the active player's
 *                              page (POST propose, a legal Recon) until
 *                              every one of the 26 pages has the table
 *                              with it applied: judged, applied by the
 *                              desktop's referee as one step (the
 *                              preference that accepts a legal proposal
 *                              without a press), pushed, read. The child
 *                              sends the POST and sees the pages, so both
 *                              ends are one clock. Baseline: the desktop's
 *                              own change (Undo of that step) reaching the
 *                              same 26 pages. Target < 200 ms.
 *   share/frame-26-pages       as frame-32-viewers, with the 26 pages of
 *                              the table watching; target ≤ 1.1× the same
 *                              frame with nobody watching.
 */
#include "config.h"

#include <adwaita.h>
#include <json-c/json.h>
#include <libsoup/soup.h>
#include <string.h>
#include <sys/resource.h>
#include <time.h>
#include <unistd.h>

#include "wg-bench-fixture.h"
#include "wg-bench.h"
#include "wg-board-view-private.h"
#include "wg-edit.h"
#include "wg-game-json.h"
#include "wg-moves.h"
#include "wg-share-referee.h"
#include "wg-share-server-private.h"
#include "wg-test-browser.h"
#include "wg-turn.h"

#define WIDTH     1920
#define HEIGHT    1080
#define N_VIEWERS 32
#define SAMPLES   41
#define WAIT_US   (60 * G_USEC_PER_SEC)
/* The table of phones: each player's own page and the watch-only ones. */
#define N_WATCHERS    20
#define TABLE_SAMPLES 21

static void
iterate_until_true (gboolean (*done) (gpointer),
                    gpointer    data,
                    const char *what)
{
  gint64 deadline = g_get_monotonic_time () + WAIT_US;

  while (!done (data))
    {
      if (g_get_monotonic_time () > deadline)
        g_error ("%s: not within 60 s", what);
      g_main_context_iteration (NULL, FALSE);
      g_usleep (500);
    }
}

/* ---- The viewers: a child process holding 32 event streams ---- */

/* bench-share --viewers URL N: connects N event streams to URL and reads
 * them until they close. */
static int
viewers_main (const char *url,
              int         n)
{
  g_autoptr (GUri) uri = g_uri_parse (url, G_URI_FLAGS_NONE, NULL);
  g_autoptr (GInetAddress) host = NULL;
  g_autoptr (GSocketAddress) target = NULL;
  g_autofree char    *request = NULL;
  g_autofree GPollFD *fds = g_new0 (GPollFD, n);
  GSocket           **sockets = g_new0 (GSocket *, n);
  int                 open = n;

  if (uri == NULL)
    g_error ("not an address: %s", url);
  /* Phones do not share the app's processor: here they must, so they
   * take only what the app leaves. */
  setpriority (PRIO_PROCESS, 0, 19);
  host = g_inet_address_new_from_string (g_uri_get_host (uri));
  target = g_inet_socket_address_new (host, (guint16) g_uri_get_port (uri));
  request = g_strdup_printf ("GET %sevents HTTP/1.1\r\nHost: %s:%d\r\n\r\n", g_uri_get_path (uri),
                             g_uri_get_host (uri), g_uri_get_port (uri));
  for (int i = 0; i < n; i++)
    {
      g_autoptr (GError) error = NULL;

      sockets[i] = g_socket_new (G_SOCKET_FAMILY_IPV4, G_SOCKET_TYPE_STREAM,
                                 G_SOCKET_PROTOCOL_TCP, &error);
      if (sockets[i] == NULL || !g_socket_connect (sockets[i], target, NULL, &error)
          || g_socket_send (sockets[i], request, strlen (request), NULL, &error) < 0)
        g_error ("viewer %d: %s", i, error->message);
      fds[i].fd = g_socket_get_fd (sockets[i]);
      fds[i].events = G_IO_IN;
    }
  while (open > 0)
    {
      g_poll (fds, (guint) n, -1);
      for (int i = 0; i < n; i++)
        if (fds[i].revents != 0 && fds[i].fd >= 0)
          {
            char   buf[65536];
            gssize got = g_socket_receive (sockets[i], buf, sizeof buf, NULL, NULL);

            if (got <= 0)
              {
                fds[i].fd = -1;
                open--;
              }
            fds[i].revents = 0;
          }
    }
  for (int i = 0; i < n; i++)
    g_object_unref (sockets[i]);
  g_free (sockets);
  return 0;
}

/* ---- The phones of a table (a child process) ---- */

/* One page's event stream, and the last table's version it has read. */
typedef struct
{
  GSocket *socket;
  GString *carry; /* the end of what came: a state's start a read may cut */
  gint64   version;
} Phone;

static GSocket *
connect_to (GUri *uri)
{
  g_autoptr (GInetAddress) host = g_inet_address_new_from_string (g_uri_get_host (uri));
  g_autoptr (GSocketAddress) target = g_inet_socket_address_new (host, (guint16) g_uri_get_port (uri));
  g_autoptr (GError) error = NULL;
  GSocket *socket = g_socket_new (G_SOCKET_FAMILY_IPV4, G_SOCKET_TYPE_STREAM,
                                  G_SOCKET_PROTOCOL_TCP, &error);

  if (socket == NULL || !g_socket_connect (socket, target, NULL, &error))
    g_error ("%s: %s", g_uri_get_host (uri), error->message);
  return socket;
}

/* Every state starts {"seq":N,"version":M (wg-share-state.c): the last M. */
static void
phone_read (Phone      *phone,
            const char *data,
            gsize       len)
{
  const char *p;

  g_string_append_len (phone->carry, data, len);
  for (p = phone->carry->str; (p = strstr (p, "{\"seq\":")) != NULL;)
    {
      char   *end, *vend;
      guint64 version;

      p += strlen ("{\"seq\":");
      g_ascii_strtoull (p, &end, 10);
      if (end == p || !g_str_has_prefix (end, ",\"version\":"))
        continue;
      version = g_ascii_strtoull (end + strlen (",\"version\":"), &vend, 10);
      /* A number cut by the read is read whole next time. */
      if (*vend != '\0' && vend > end + strlen (",\"version\":"))
        phone->version = (gint64) version;
      p = end;
    }
  if (phone->carry->len > 64)
    g_string_erase (phone->carry, 0, (gssize) phone->carry->len - 64);
}

/* The POST the child sends, as a page of the table would. */
static GSocket *
post_send (const char *url,
           const char *body)
{
  g_autoptr (GUri) uri = g_uri_parse (url, G_URI_FLAGS_NONE, NULL);
  GSocket         *socket = connect_to (uri);
  g_autofree char *host = g_strdup_printf ("%s:%d", g_uri_get_host (uri), g_uri_get_port (uri));
  g_autofree char *request = g_strdup_printf ("POST %s HTTP/1.1\r\nHost: %s\r\nOrigin: http://%s\r\n"
                                              "Content-Type: application/json\r\n"
                                              "Content-Length: %zu\r\n\r\n%s",
                                              g_uri_get_path (uri), host, host, strlen (body), body);

  if (g_socket_send (socket, request, strlen (request), NULL, NULL) != (gssize) strlen (request))
    g_error ("the POST was not sent");
  return socket;
}

static gboolean
phones_at (GPtrArray *phones,
           gint64     version)
{
  for (guint i = 0; i < phones->len; i++)
    if (((Phone *) phones->pdata[i])->version < version)
      return FALSE;
  return TRUE;
}

/* One command of the parent's (table_main). */
static void
table_command (GPtrArray  *phones,
               const char *command,
               gint64     *waiting,
               gint64     *t0,
               GSocket   **post)
{
  g_auto (GStrv) words = g_strsplit (command, " ", 4);

  if (g_strcmp0 (words[0], "STREAMS") == 0)
    {
      g_autoptr (GUri) uri = g_uri_parse (words[1], G_URI_FLAGS_NONE, NULL);
      g_autofree char *request = g_strdup_printf ("GET %sevents HTTP/1.1\r\nHost: %s:%d\r\n\r\n",
                                                  g_uri_get_path (uri), g_uri_get_host (uri),
                                                  g_uri_get_port (uri));

      for (int i = 0; i < atoi (words[2]); i++)
        {
          Phone *phone = g_new0 (Phone, 1);

          phone->socket = connect_to (uri);
          phone->carry = g_string_new (NULL);
          phone->version = -1;
          g_socket_send (phone->socket, request, strlen (request), NULL, NULL);
          g_ptr_array_add (phones, phone);
        }
      printf ("ok\n");
    }
  else if (g_strcmp0 (words[0], "WAIT") == 0)
    {
      *waiting = g_ascii_strtoll (words[1], NULL, 10);
      *t0 = 0;
      printf ("armed\n");
    }
  else if (g_strcmp0 (words[0], "POST") == 0 && g_strv_length (words) == 4)
    {
      *waiting = g_ascii_strtoll (words[1], NULL, 10) + 1;
      *t0 = g_get_monotonic_time ();
      *post = post_send (words[2], words[3]);
    }
  else
    g_error ("not a command: %s", command);
  fflush (stdout);
}

/* bench-share --table: the phones of a table. Reads one command a line:
 *   STREAMS URL N      opens N event streams on URL; prints "ok"
 *   WAIT V             prints "armed", then the time (monotonic µs) once
 *                      every stream has read the table of version V or
 *                      later
 *   POST V URL BODY    POSTs BODY to URL as the page would, then as
 *                      WAIT V+1: prints "T0 T1 STATUS" (T0 the POST's
 *                      sending; T1 0 when the POST was refused) */
static int
table_main (void)
{
  g_autoptr (GPtrArray) phones = g_ptr_array_new ();
  g_autoptr (GString) line = g_string_new (NULL);
  GSocket *post = NULL;
  gint64   waiting = -1, t0 = 0;
  int      status = -1;

  setpriority (PRIO_PROCESS, 0, 19);
  for (;;)
    {
      g_autofree GPollFD *fds = g_new0 (GPollFD, phones->len + 2);
      guint               n = 0, first_phone;
      char               *eol;

      fds[n++] = (GPollFD) { .fd = 0, .events = G_IO_IN };
      fds[n++] = (GPollFD) { .fd = post != NULL ? g_socket_get_fd (post) : -1, .events = G_IO_IN };
      first_phone = n;
      for (guint i = 0; i < phones->len; i++)
        fds[n++] = (GPollFD) { .fd = g_socket_get_fd (((Phone *) phones->pdata[i])->socket),
                               .events = G_IO_IN };
      g_poll (fds, n, -1);
      for (guint i = 0; i < phones->len; i++)
        if (fds[first_phone + i].revents != 0)
          {
            Phone *phone = phones->pdata[i];
            char   buf[65536];
            gssize got = g_socket_receive (phone->socket, buf, sizeof buf, NULL, NULL);

            if (got <= 0)
              g_error ("page %u's stream ended", i);
            phone_read (phone, buf, (gsize) got);
          }
      if (post != NULL && fds[1].revents != 0)
        {
          char   buf[256];
          gssize got = g_socket_receive (post, buf, sizeof buf - 1, NULL, NULL);

          buf[MAX (got, 0)] = '\0';
          status = got > 9 ? atoi (buf + 9) : 0;
          g_clear_object (&post);
          if (status != 200)
            {
              printf ("%" G_GINT64_FORMAT " 0 %d\n", t0, status);
              fflush (stdout);
              waiting = -1;
            }
        }
      if (fds[0].revents != 0)
        {
          char   buf[4096];
          gssize got = read (0, buf, sizeof buf);

          if (got <= 0)
            return 0;
          g_string_append_len (line, buf, got);
          while ((eol = strchr (line->str, '\n')) != NULL)
            {
              g_autofree char *command = g_strndup (line->str, (gsize) (eol - line->str));

              g_string_erase (line, 0, eol - line->str + 1);
              table_command (phones, command, &waiting, &t0, &post);
            }
        }
      if (waiting >= 0 && post == NULL && phones_at (phones, waiting))
        {
          if (t0 != 0)
            printf ("%" G_GINT64_FORMAT " %" G_GINT64_FORMAT " %d\n", t0, g_get_monotonic_time (),
                    status);
          else
            printf ("%" G_GINT64_FORMAT "\n", g_get_monotonic_time ());
          fflush (stdout);
          waiting = -1;
        }
    }
}

/* ---- A shared game in a window ---- */

typedef struct
{
  WgSession     *session;
  WgShareServer *server;
  GtkWidget     *window;
  WgBoardView   *view;
  gint64         before;
  gint64         after;
  gboolean       painted;
  guint          expected; /* pages that should be watching */
} Side;

static void
on_before_paint (GdkFrameClock *clock,
                 Side          *side)
{
  side->before = g_get_monotonic_time ();
}

static void
on_after_paint (GdkFrameClock *clock,
                Side          *side)
{
  side->after = g_get_monotonic_time ();
  side->painted = TRUE;
}

static gboolean
side_painted (gpointer data)
{
  Side *side = data;

  return side->painted && gtk_widget_get_width (GTK_WIDGET (side->view)) == WIDTH;
}

static gboolean
side_mapped (gpointer data)
{
  return gtk_widget_get_frame_clock (((Side *) data)->window) != NULL;
}

static void
side_open (Side    *side,
           WgBoard *board)
{
  g_autoptr (GError) error = NULL;
  GdkFrameClock *clock;

  side->session = wg_session_new ();
  wg_session_set_autosave_dir (side->session, NULL);
  if (!wg_session_start_game (side->session, wg_bench_crowded_game (board), &error))
    g_error ("%s", error->message);
  side->server = wg_share_server_new (side->session, NULL);
  if (!wg_share_server_start (side->server, "127.0.0.1", 0, &error))
    g_error ("%s", error->message);
  side->view = WG_BOARD_VIEW (wg_board_view_new ());
  wg_board_view_set_session (side->view, side->session);
  side->window = gtk_window_new ();
  gtk_window_set_default_size (GTK_WINDOW (side->window), WIDTH, HEIGHT);
  gtk_window_set_decorated (GTK_WINDOW (side->window), FALSE);
  gtk_window_set_child (GTK_WINDOW (side->window), GTK_WIDGET (side->view));
  gtk_window_present (GTK_WINDOW (side->window));
  iterate_until_true (side_mapped, side, "the window was not mapped");
  clock = gtk_widget_get_frame_clock (side->window);
  g_signal_connect (clock, "before-paint", G_CALLBACK (on_before_paint), side);
  g_signal_connect (clock, "after-paint", G_CALLBACK (on_after_paint), side);
  iterate_until_true (side_painted, side, "the window was not drawn at its size");
}

static void
side_close (Side *side)
{
  gtk_window_destroy (GTK_WINDOW (side->window));
  g_clear_object (&side->server);
  g_clear_object (&side->session);
}

/* The change: the turn passes to the next player (one undoable step). */
static void
pass_turn (WgSession *session)
{
  const WgGame    *game = wg_session_get_game (session);
  g_autofree char *description = NULL;
  g_autoptr (GError) error = NULL;
  WgGame *next = wg_edit_set_turn (game, -1, -1, -1, (game->active + 1) % (int) game->n_players,
                                   &description, &error);

  if (next == NULL || !wg_session_apply (session, next, description, &error))
    g_error ("the turn could not pass: %s", error->message);
}

static double
thread_cpu_us (void)
{
  struct timespec t;

  clock_gettime (CLOCK_THREAD_CPUTIME_ID, &t);
  return t.tv_sec * 1e6 + t.tv_nsec / 1e3;
}

/* One change on @side: applied, pushed at once (rather than when the
 * main loop is next idle), a frame with the pieces repainted, then whatever the
 * main loop still had to do (the streams written). */
static void
cycle (Side   *side,
       double *frame_us,
       double *cpu_us)
{
  double cpu = thread_cpu_us ();

  pass_turn (side->session);
  g_clear_handle_id (&side->server->push_source, g_source_remove);
  wg_share_server_push (side->server);
  g_clear_pointer (&side->view->pieces_node, gsk_render_node_unref);
  side->painted = FALSE;
  gtk_widget_queue_draw (GTK_WIDGET (side->view));
  while (!side->painted)
    g_main_context_iteration (NULL, TRUE);
  while (g_main_context_iteration (NULL, FALSE))
    ;
  *frame_us = (double) (side->after - side->before);
  *cpu_us = thread_cpu_us () - cpu;
}

/* SAMPLES changes on @watched and on @none in turn, after 3 of each to warm. */
static void
compare_cycles (Side   *watched,
                Side   *none,
                double *frame_w,
                double *frame_b,
                double *cpu_w,
                double *cpu_b)
{
  for (int i = 0; i < 3; i++) /* warm */
    {
      cycle (watched, &frame_w[0], &cpu_w[0]);
      cycle (none, &frame_b[0], &cpu_b[0]);
    }
  for (guint i = 0; i < SAMPLES; i++)
    {
      cycle (watched, &frame_w[i], &cpu_w[i]);
      cycle (none, &frame_b[i], &cpu_b[i]);
    }
}

static gboolean
all_watching (gpointer data)
{
  return wg_share_server_get_n_viewers (data) == N_VIEWERS;
}

static gboolean
nobody_watching (gpointer data)
{
  return wg_share_server_get_n_viewers (data) == 0;
}

static void
bench_viewers (Side *none,
               Side *watched)
{
  g_autofree char *self_path = g_file_read_link ("/proc/self/exe", NULL);
  g_autofree char *count = g_strdup_printf ("%d", N_VIEWERS);
  g_autoptr (GError) error = NULL;
  g_autoptr (GSubprocess) viewers = NULL;
  double frame_w[SAMPLES], frame_b[SAMPLES], cpu_w[SAMPLES], cpu_b[SAMPLES];

  if (!wg_bench_wanted ("share/frame-32-viewers") && !wg_bench_wanted ("share/cycle-32-viewers"))
    return;
  viewers = g_subprocess_new (G_SUBPROCESS_FLAGS_NONE, &error, self_path, "--viewers",
                              wg_share_server_get_url (watched->server), count, NULL);
  if (viewers == NULL)
    g_error ("%s", error->message);
  iterate_until_true (all_watching, watched->server, "the 32 viewers did not connect");
  iterate_until_true (nobody_watching, none->server, "a page still watches the baseline");
  wg_bench_note ("# %u pages watch the second window's game, none the first's; a table of %zu "
                 "bytes per change",
                 wg_share_server_get_n_viewers (watched->server), strlen (watched->server->state));
  compare_cycles (watched, none, frame_w, frame_b, cpu_w, cpu_b);
  {
    double fw = wg_bench_median (frame_w, SAMPLES), fb = wg_bench_median (frame_b, SAMPLES);
    double cw = wg_bench_median (cpu_w, SAMPLES), cb = wg_bench_median (cpu_b, SAMPLES);

    if (wg_bench_wanted ("share/frame-32-viewers"))
      wg_bench_print ("share/frame-32-viewers", fw, frame_w[0], "µs",
                      "the same frame, nobody watching", fb, 1.1 * fb, "≤ 1.1× nobody");
    if (wg_bench_wanted ("share/cycle-32-viewers"))
      wg_bench_print ("share/cycle-32-viewers", cw, cpu_w[0], "µs",
                      "main thread CPU, nobody watching", cb, 0, NULL);
  }
  g_subprocess_force_exit (viewers);
  g_subprocess_wait (viewers, NULL, NULL);
}

/* ---- A table of phones ---- */

typedef struct
{
  GSubprocess      *child;
  GOutputStream    *in;
  GDataInputStream *out;
  char             *line;
  gboolean          got;
} Table;

static void
table_got_line (GObject      *source,
                GAsyncResult *result,
                gpointer      data)
{
  Table *t = data;
  g_autoptr (GError) error = NULL;

  t->line = g_data_input_stream_read_line_finish_utf8 (G_DATA_INPUT_STREAM (source), result, NULL,
                                                       &error);
  if (t->line == NULL)
    g_error ("the phones stopped: %s", error != NULL ? error->message : "no more");
  t->got = TRUE;
}

static gboolean
table_answered (gpointer data)
{
  return ((Table *) data)->got;
}

/* Sends @command (NULL: none) to the phones, and reads their next line,
 * the main loop (the server) running meanwhile. */
static char *
table_say (Table      *t,
           const char *command)
{
  g_autoptr (GError) error = NULL;

  if (command != NULL)
    {
      g_autofree char *text = g_strconcat (command, "\n", NULL);

      if (!g_output_stream_write_all (t->in, text, strlen (text), NULL, NULL, &error))
        g_error ("%s", error->message);
    }
  t->got = FALSE;
  g_data_input_stream_read_line_async (t->out, G_PRIORITY_DEFAULT, NULL, table_got_line, t);
  iterate_until_true (table_answered, t, "the phones did not answer");
  return g_steal_pointer (&t->line);
}

static gboolean
table_seated (gpointer data)
{
  Side *side = data;

  return wg_share_server_get_n_viewers (side->server) == side->expected;
}

/* Every player's own page and N_WATCHERS watch-only ones on @side. */
static void
table_open (Table *t,
            Side  *side)
{
  g_autofree char *self_path = g_file_read_link ("/proc/self/exe", NULL);
  g_autoptr (GError) error = NULL;
  guint seated = 0;

  t->child = g_subprocess_new (G_SUBPROCESS_FLAGS_STDIN_PIPE | G_SUBPROCESS_FLAGS_STDOUT_PIPE,
                               &error, self_path, "--table", NULL);
  if (t->child == NULL)
    g_error ("%s", error->message);
  t->in = g_subprocess_get_stdin_pipe (t->child);
  t->out = g_data_input_stream_new (g_subprocess_get_stdout_pipe (t->child));
  for (int i = 0; i < WG_MAX_PLAYERS; i++)
    if (wg_share_server_get_seat_url (side->server, i) != NULL)
      {
        g_autofree char *command = g_strdup_printf ("STREAMS %s 1",
                                                    wg_share_server_get_seat_url (side->server, i));

        g_free (table_say (t, command));
        seated++;
      }
  {
    g_autofree char *command = g_strdup_printf ("STREAMS %s %d",
                                                wg_share_server_get_url (side->server), N_WATCHERS);

    g_free (table_say (t, command));
  }
  side->expected = seated + N_WATCHERS;
  iterate_until_true (table_seated, side, "the table's pages did not connect");
  wg_bench_note ("# the table: %u players' own pages and %d watch-only pages on the second "
                 "window's game",
                 seated, N_WATCHERS);
}

static void
table_close (Table *t)
{
  g_subprocess_force_exit (t->child);
  g_subprocess_wait (t->child, NULL, NULL);
  g_clear_object (&t->out);
  g_clear_object (&t->child);
}

/* A legal Recon of the active player that attacks nobody, as a page
 * proposes it (its body's keys but "version"). */
static char *
legal_recon (const WgGame *game)
{
  int x = wg_turn_slot_x (game->turn);
  g_autoptr (WgMoveList) list = wg_moves_list (game, game->active, WG_ACTION_RECON, x, FALSE);

  for (guint i = 0; list != NULL && i < list->options->len; i++)
    {
      const WgMoveOption *o = &g_array_index (list->options, WgMoveOption, i);

      if (!o->attack && o->n_from == 1)
        return g_strdup_printf ("\"action\":\"recon\",\"x\":%d,\"cells\":[\"%s\",\"%s\"]", x,
                                wg_board_get_cell (game->board, o->from[0])->id,
                                wg_board_get_cell (game->board, o->to)->id);
    }
  g_error ("the active player has no Recon to propose");
}

static void
pause_ms (int ms)
{
  gint64 until = g_get_monotonic_time () + ms * 1000;

  while (g_get_monotonic_time () < until)
    {
      g_main_context_iteration (NULL, FALSE);
      g_usleep (1000);
    }
}

/* One proposal's round trip (µs), and the baseline's: its Undo at the
 * desktop reaching every page. */
static void
table_round_trip (Table  *t,
                  Side   *side,
                  double *trip,
                  double *undo)
{
  const WgGame    *game = wg_session_get_game (side->session);
  guint64          version = wg_share_server_get_version (side->server);
  g_autofree char *move = legal_recon (game);
  g_autofree char *url = g_strconcat (wg_share_server_get_seat_url (side->server, game->active),
                                      "propose", NULL);
  g_autofree char *command = g_strdup_printf ("POST %" G_GUINT64_FORMAT " %s {\"version\":%" G_GUINT64_FORMAT ",%s}",
                                              version, url, version, move);
  WgHistory       *history = wg_session_get_history (side->session);
  guint            position = wg_history_get_position (history);
  g_autofree char *answer = table_say (t, command);
  g_autofree char *wait = NULL, *armed = NULL, *seen = NULL;
  gint64           t0, t1, start;
  int              status;

  if (sscanf (answer, "%" G_GINT64_FORMAT " %" G_GINT64_FORMAT " %d", &t0, &t1, &status) != 3
      || status != 200 || t1 == 0)
    g_error ("the proposal was not applied: %s", answer);
  if (wg_history_get_position (history) != position + 1)
    g_error ("the proposal was not one step of the history");
  *trip = (double) (t1 - t0);
  wait = g_strdup_printf ("WAIT %" G_GUINT64_FORMAT, version + 2);
  armed = table_say (t, wait);
  start = g_get_monotonic_time ();
  wg_session_undo (side->session);
  seen = table_say (t, NULL);
  *undo = (double) (g_ascii_strtoll (seen, NULL, 10) - start);
  /* A page may propose 4 times a second (wg-share-server-post.c). */
  pause_ms (300);
}

static void
bench_table (Side *none,
             Side *watched)
{
  g_autoptr (WgShareReferee) referee = NULL;
  Table  t = { 0 };
  double trip[TABLE_SAMPLES], undo[TABLE_SAMPLES];
  double frame_w[SAMPLES], frame_b[SAMPLES], cpu_w[SAMPLES], cpu_b[SAMPLES];

  if (!wg_bench_wanted ("share/proposal-round-trip") && !wg_bench_wanted ("share/frame-26-pages"))
    return;
  referee = wg_share_referee_new (watched->session, watched->server);
  wg_share_referee_set_auto_accept (referee, TRUE);
  table_open (&t, watched);
  if (wg_bench_wanted ("share/proposal-round-trip"))
    {
      for (int i = 0; i < 2; i++) /* warm */
        table_round_trip (&t, watched, &trip[0], &undo[0]);
      for (guint i = 0; i < TABLE_SAMPLES; i++)
        table_round_trip (&t, watched, &trip[i], &undo[i]);
      double median = wg_bench_median (trip, TABLE_SAMPLES) / 1000;
      double baseline = wg_bench_median (undo, TABLE_SAMPLES) / 1000;

      /* wg_bench_median sorted the samples: the first is the least. */
      wg_bench_print ("share/proposal-round-trip", median, trip[0] / 1000, "ms",
                      "the desktop's Undo reaching every page", baseline, 200, "< 200 ms");
    }
  if (wg_bench_wanted ("share/frame-26-pages"))
    {
      double fw, fb;

      compare_cycles (watched, none, frame_w, frame_b, cpu_w, cpu_b);
      fw = wg_bench_median (frame_w, SAMPLES);
      fb = wg_bench_median (frame_b, SAMPLES);
      wg_bench_print ("share/frame-26-pages", fw, frame_w[0], "µs",
                      "the same frame, nobody watching", fb, 1.1 * fb, "≤ 1.1× nobody");
    }
  table_close (&t);
}

/* ---- The page in a real browser ---- */

#define STAMP_CHANGES                                                            \
  "window.wgSeen = 0; new MutationObserver(() => { if (!window.wgSeen)"          \
  " window.wgSeen = performance.timeOrigin + performance.now(); })"              \
  ".observe(document.getElementById('active'), {subtree: true, childList: true," \
  " characterData: true}); 'ok'"
#define FETCH_STATE                                                            \
  "(async () => { const t = performance.now();"                                \
  " const r = await fetch('state.json', {cache: 'no-store'}); await r.text();" \
  " return String(performance.now() - t); })()"

static double
eval_number (WgTestBrowser *page,
             const char    *expression)
{
  g_autoptr (GError) error = NULL;
  g_autofree char *text = wg_test_browser_eval (page, expression, &error);

  if (text == NULL)
    g_error ("%s", error->message);
  return g_ascii_strtod (text, NULL);
}

static void
bench_page (Side *side)
{
  const char *program = g_getenv ("WG_BROWSER");
  g_autoptr (GError) error = NULL;
  g_autoptr (WgTestBrowser) page = NULL;
  double work[SAMPLES], base[SAMPLES];

  if (!wg_bench_wanted ("share/change-to-page"))
    return;
  page = wg_test_browser_open (program, wg_share_server_get_url (side->server), 390, 844, TRUE,
                               90, &error);
  if (page == NULL || !wg_test_browser_wait (page, "document.body.dataset.seq !== undefined", 60, &error))
    {
      wg_bench_note ("# share/change-to-page not measured: %s", error->message);
      return;
    }
  eval_number (page, "String(1)");
  g_free (wg_test_browser_eval (page, STAMP_CHANGES, NULL));
  for (guint i = 0; i < SAMPLES; i++)
    {
      gint64 start;

      g_free (wg_test_browser_eval (page, "String(window.wgSeen = 0)", NULL));
      start = g_get_real_time ();
      pass_turn (side->session);
      if (!wg_test_browser_wait (page, "window.wgSeen > 0", 30, &error))
        g_error ("%s", error->message);
      work[i] = eval_number (page, "String(window.wgSeen)") * 1000.0 - (double) start;
      base[i] = eval_number (page, FETCH_STATE) * 1000.0;
    }
  {
    double w = wg_bench_median (work, SAMPLES), b = wg_bench_median (base, SAMPLES);

    wg_bench_print ("share/change-to-page", w / 1000.0, work[0] / 1000.0, "ms",
                    "the page fetching state.json", b / 1000.0, 200.0, NULL);
  }
}

/* ---- Building the table ---- */

static void
push (gpointer data)
{
  wg_share_server_push (data);
}

static void
game_json (gpointer data)
{
  struct json_object *tree = wg_game_to_json (wg_session_get_game (data));

  g_assert (json_object_to_json_string_ext (tree, JSON_C_TO_STRING_PLAIN) != NULL);
  json_object_put (tree);
}

static void
bench_build (Side *side)
{
  wg_bench_run (&(WgBenchCase) { "share/table-build", push, side->server,
                                 "the game file's JSON", game_json, side->session, 0 });
}

/* ---- The page's weight ---- */

static void
got (GObject      *source,
     GAsyncResult *result,
     gpointer      user_data)
{
  GBytes **body = user_data;

  *body = soup_session_send_and_read_finish (SOUP_SESSION (source), result, NULL);
  if (*body == NULL)
    g_error ("a part of the page was not served");
}

static gboolean
arrived (gpointer data)
{
  return *(GBytes **) data != NULL;
}

static gsize
weigh (SoupSession   *client,
       WgShareServer *server,
       const char    *part)
{
  g_autofree char *url = g_strconcat (wg_share_server_get_url (server), part, NULL);
  g_autoptr (SoupMessage) msg = soup_message_new ("GET", url);
  g_autoptr (GBytes) body = NULL;

  soup_session_send_and_read_async (client, msg, G_PRIORITY_DEFAULT, NULL, got, &body);
  iterate_until_true (arrived, &body, url);
  if (soup_message_get_status (msg) != 200)
    g_error ("%s: %u", url, soup_message_get_status (msg));
  return g_bytes_get_size (body);
}

static void
bench_weight (Side *side)
{
  g_autoptr (SoupSession) client = NULL;
  gsize page, css, js, state;

  if (!wg_bench_wanted ("share/page-weight"))
    return;
  client = soup_session_new ();
  page = weigh (client, side->server, "");
  css = weigh (client, side->server, "page.css");
  js = weigh (client, side->server, "page.js");
  /* The stream's first event is this table, as state.json serves it. */
  state = weigh (client, side->server, "state.json");
  wg_bench_note ("# page %zu B, style sheet %zu B, script %zu B, table with its board %zu B", page,
                 css, js, state);
  wg_bench_print ("share/page-weight", (page + css + js + state) / 1024.0,
                  (page + css + js + state) / 1024.0, "KB",
                  "page, style sheet and script", (page + css + js) / 1024.0, 100.0, NULL);
}

int
main (int   argc,
      char *argv[])
{
  g_autoptr (WgBoard) board = NULL;
  g_autoptr (GtkCssProvider) css = NULL;
  g_autofree char *description = NULL;
  Side             none = { 0 }, watched = { 0 };

  if (argc == 4 && strcmp (argv[1], "--viewers") == 0)
    return viewers_main (argv[2], atoi (argv[3]));
  if (argc == 2 && strcmp (argv[1], "--table") == 0)
    return table_main ();

  wg_bench_init (&argc, &argv);
  if (wg_bench_callgrind ())
    {
      wg_bench_note ("# bench-share: times on loopback and a browser, not counted by callgrind");
      return wg_bench_finish ();
    }
  gtk_init ();
  adw_init ();
  css = gtk_css_provider_new ();
  gtk_css_provider_load_from_resource (css, RESOURCE_PREFIX "/style.css");
  gtk_style_context_add_provider_for_display (gdk_display_get_default (), GTK_STYLE_PROVIDER (css),
                                              GTK_STYLE_PROVIDER_PRIORITY_APPLICATION);

  board = wg_bench_largest_board ();
  description = wg_bench_describe_board (board);
  wg_bench_note ("# share: board %s, the crowded game, on 127.0.0.1; windows %d×%d", description,
                 WIDTH, HEIGHT);
  side_open (&none, board);
  side_open (&watched, board);

  bench_build (&none);
  bench_weight (&none);
  bench_page (&none);
  bench_viewers (&none, &watched);
  bench_table (&none, &watched);

  side_close (&watched);
  side_close (&none);
  return wg_bench_finish ();
}
