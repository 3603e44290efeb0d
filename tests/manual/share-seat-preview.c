/* share-seat-preview.c — a player's own shared page in a real browser, and the window, to PNGs
 * Copyright 2026 The Warpgate Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Usage: share-seat-preview [--file GAME] [--seat N] [--size WxH] [--phone] [--dark]
 *                           [--show ID] [--whole] [--zoom-at ID] [--propose ACTION] [--x N] [--tap ID]… [--send]
 *                           [--battle FROM:SHIPS:AT] [--card N] [--window OUT.png]
 *                           OUT.png
 *
 * Opens the game (the bundled sample without --file) in a window that
 * shares its table on 127.0.0.1, as Share to the Table does, and opens
 * player N's own address (default 0) in headless Chromium at WxH CSS
 * pixels (--phone: laid out as a phone does). Then, as a player would:
 * --propose chooses an action (at --x) in the page's Propose panel;
 * --whole shows the whole board (its button), --zoom-at then zooms in at
 * a location (a double tap); each --tap touches a
 * location on the board, for the Ask panel's range or for the proposal; --send sends a legal
 * proposal, which the window's proposal bar then shows; --battle opens a
 * battle on the window as an attack does (the ships on FROM attack AT)
 * and --card N taps the battle panel's Nth card (from 1). --show scrolls
 * the page to the element with that id (ID:end: until its end shows).
 * Saves what the page shows to
 * OUT.png, and with --window the window to another PNG.
 * build-aux/screenshots.sh makes the user guide's pictures with it.
 */
#include "config.h"

#include <stdio.h>

#include "wg-preview.h"

#include "wg-share-server.h"
#include "wg-test-browser.h"
#include "wg-window-private.h"

#define WAIT_S 60

typedef struct
{
  WgTestBrowser *page;
  GError        *error;
  double         clock_s; /* the touches' clock */
} Seat;

/* Runs the main context for @ms milliseconds (the server answers, the
 * window draws, the page paints). */
static void
settle (guint ms)
{
  gint64 until = g_get_monotonic_time () + ms * (G_USEC_PER_SEC / 1000);

  while (g_get_monotonic_time () < until)
    {
      while (g_main_context_iteration (NULL, FALSE))
        ;
      g_usleep (10000);
    }
}

static gboolean
eval (Seat       *s,
      const char *expression)
{
  g_autofree char *value = NULL;

  if (s->error != NULL)
    return FALSE;
  value = wg_test_browser_eval (s->page, expression, &s->error);
  return value != NULL;
}

static gboolean
wait_for (Seat       *s,
          const char *condition)
{
  return s->error == NULL && wg_test_browser_wait (s->page, condition, WAIT_S, &s->error);
}

/* One finger's tap on location @id, where the page draws it now (@twice:
 * a double tap, which zooms in there). */
static gboolean
tap (Seat       *s,
     const char *id,
     gboolean    twice)
{
  g_autofree char *where = NULL, *question = NULL;
  double           x, y;

  question = g_strdup_printf (
    "(() => { const u = [...document.querySelectorAll('#board use[data-id]')]"
    ".find((u) => u.dataset.id === '%s'); if (!u) return 'none';"
    " const m = u.ownerSVGElement.getScreenCTM();"
    " const p = new DOMPoint(+u.getAttribute('x'), +u.getAttribute('y')).matrixTransform(m);"
    " const r = document.getElementById('board').getBoundingClientRect();"
    " if (p.x < r.left || p.x > r.right || p.y < r.top || p.y > r.bottom) return 'out';"
    " return p.x + ' ' + p.y; })()",
    id);
  if (s->error != NULL
      || (where = wg_test_browser_eval (s->page, question, &s->error)) == NULL)
    return FALSE;
  if (sscanf (where, "%lf %lf", &x, &y) != 2)
    {
      g_set_error (&s->error, G_IO_ERROR, G_IO_ERROR_NOT_FOUND, "no location %s in sight on the board", id);
      return FALSE;
    }
  s->clock_s = MAX (s->clock_s + 1.0, g_get_real_time () / (double) G_USEC_PER_SEC);
  for (int n = 0; n < (twice ? 2 : 1); n++)
    {
      g_autofree char *down = NULL, *up = NULL;
      double           at = s->clock_s + n * 0.15;

      down = g_strdup_printf ("{\"type\": \"touchStart\", \"timestamp\": %.3f, \"touchPoints\":"
                              " [{\"x\": %.1f, \"y\": %.1f, \"id\": 0}]}",
                              at, x, y);
      up = g_strdup_printf ("{\"type\": \"touchEnd\", \"timestamp\": %.3f, \"touchPoints\": []}",
                            at + 0.05);
      if (!wg_test_browser_send (s->page, "Input.dispatchTouchEvent", down, &s->error)
          || !wg_test_browser_send (s->page, "Input.dispatchTouchEvent", up, &s->error))
        return FALSE;
    }
  return TRUE;
}

/* The Propose panel: @action at @x. */
static gboolean
propose (Seat       *s,
         const char *action,
         int         x)
{
  g_autofree char *choose = g_strdup_printf (
    "(() => { const a = document.getElementById('propose-action'); a.value = '%s';"
    " a.dispatchEvent(new Event('change')); const x = document.getElementById('propose-x');"
    " x.value = '%d'; x.dispatchEvent(new Event('change')); return ''; })()",
    action, x);

  return wait_for (s, "!document.getElementById('propose').hidden"
                      " && document.querySelectorAll('#propose-action option').length > 1")
         && eval (s, choose);
}

/* A battle on the window, as an attack opens it: the ships on @spec's
 * FROM (SHIPS of them) attack AT. */
static gboolean
open_battle (WgWindow   *window,
             const char *spec,
             GError    **error)
{
  WgSession    *session = wg_window_get_session (window);
  const WgGame *game = wg_session_get_game (session);
  g_auto (GStrv) part = g_strsplit (spec, ":", 3);
  WgBattleStart start = { 0 };
  int           from, at;

  if (g_strv_length (part) != 3
      || (from = wg_board_find_location (game->board, part[0])) < 0
      || (at = wg_board_find_location (game->board, part[2])) < 0)
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT,
                   "--battle: “%s” is not FROM:SHIPS:AT on this board", spec);
      return FALSE;
    }
  start.attacker = game->stacks[from].ship_owner;
  start.origins[0] = from;
  start.ships[0] = atoi (part[1]);
  start.n_origins = 1;
  start.at = at;
  start.defender = game->stacks[at].ship_owner;
  start.defender_ships = wg_game_ships_at (game, at, start.defender);
  wg_window_open_battle (window, &start);
  return TRUE;
}

typedef struct
{
  char    *file, *size, *show, *action, *battle, *window_png, *zoom_at;
  char   **taps;
  int      seat, x, card;
  gboolean phone, dark, send, whole;
} Options;

static gboolean
parse (Options *o,
       int     *argc,
       char  ***argv,
       GError **error)
{
  GOptionEntry entries[] = {
    { "file", 0, 0, G_OPTION_ARG_FILENAME, &o->file, "The game", "GAME" },
    { "seat", 0, 0, G_OPTION_ARG_INT, &o->seat, "Whose page (0: the first player)", "N" },
    { "size", 0, 0, G_OPTION_ARG_STRING, &o->size, "The viewport, in CSS pixels", "WxH" },
    { "phone", 0, 0, G_OPTION_ARG_NONE, &o->phone, "Lay the page out as a phone does", NULL },
    { "dark", 0, 0, G_OPTION_ARG_NONE, &o->dark, "The browser's dark style", NULL },
    { "show", 0, 0, G_OPTION_ARG_STRING, &o->show, "Scroll to this element", "ID" },
    { "propose", 0, 0, G_OPTION_ARG_STRING, &o->action, "Propose this action", "ACTION" },
    { "x", 0, 0, G_OPTION_ARG_INT, &o->x, "The action's X", "N" },
    { "whole", 0, 0, G_OPTION_ARG_NONE, &o->whole, "Show the whole board", NULL },
    { "zoom-at", 0, 0, G_OPTION_ARG_STRING, &o->zoom_at, "Zoom in at this location", "ID" },
    { "tap", 0, 0, G_OPTION_ARG_STRING_ARRAY, &o->taps, "Tap this location", "ID" },
    { "send", 0, 0, G_OPTION_ARG_NONE, &o->send, "Send the proposal", NULL },
    { "battle", 0, 0, G_OPTION_ARG_STRING, &o->battle, "Open a battle", "FROM:SHIPS:AT" },
    { "card", 0, 0, G_OPTION_ARG_INT, &o->card, "Tap the battle's Nth card", "N" },
    { "window", 0, 0, G_OPTION_ARG_FILENAME, &o->window_png, "The window, to a PNG", "OUT" },
    { NULL },
  };
  g_autoptr (GOptionContext) context = g_option_context_new ("OUT.png");

  g_option_context_add_main_entries (context, entries, NULL);
  if (!g_option_context_parse (context, argc, argv, error))
    return FALSE;
  if (*argc != 2)
    {
      g_set_error (error, G_OPTION_ERROR, G_OPTION_ERROR_FAILED, "give one PNG to write");
      return FALSE;
    }
  return TRUE;
}

/* What the player does on the page, in the options' order. */
static void
act (Seat     *s,
     WgWindow *window,
     Options  *o)
{
  if (o->whole || o->zoom_at != NULL)
    eval (s, "String(document.getElementById('zoom-fit').click())");
  if (o->zoom_at != NULL && tap (s, o->zoom_at, TRUE))
    settle (500);
  if (o->action != NULL)
    propose (s, o->action, MAX (o->x, 1));
  for (guint i = 0; o->taps != NULL && o->taps[i] != NULL; i++)
    tap (s, o->taps[i], FALSE);
  if (o->action != NULL && o->taps != NULL)
    wait_for (s, "['legal', 'illegal'].includes(document.body.dataset.propose)");
  else if (o->taps != NULL)
    wait_for (s, "['answered', 'refused'].includes(document.body.dataset.ask)");
  if (o->send)
    {
      eval (s, "String(document.getElementById('propose-send').click())");
      wait_for (s, "!['legal', 'illegal', 'none'].includes(document.body.dataset.propose)");
    }
  if (o->battle != NULL && s->error == NULL && open_battle (window, o->battle, &s->error))
    wait_for (s, "!document.getElementById('battle').hidden"
                 " && document.querySelector('#battle-cards button') !== null");
  if (o->card > 0)
    {
      g_autofree char *press = g_strdup_printf (
        "String(document.querySelectorAll('#battle-cards button')[%d].click())", o->card - 1);

      eval (s, press);
    }
  if (o->show != NULL)
    {
      g_auto (GStrv) part = g_strsplit (o->show, ":", 2);
      g_autofree char *show = g_strdup_printf (
        "String(document.getElementById('%s').scrollIntoView({block: '%s'}))", part[0],
        part[1] != NULL && g_str_equal (part[1], "end") ? "end" : "start");

      eval (s, show);
    }
}

int
main (int   argc,
      char *argv[])
{
  Options o = { 0 };
  Seat    s = { 0 };
  int     width = 1920, height = 1080;
  g_autoptr (WgSession) session = NULL;
  WgWindow *window;

  gtk_init ();
  if (!parse (&o, &argc, &argv, &s.error)
      || (o.size != NULL && !wg_preview_parse_size (o.size, &width, &height)))
    {
      g_printerr ("share-seat-preview: %s\n", s.error ? s.error->message : "bad --size");
      return 2;
    }
  wg_preview_load_style ();
  if ((session = wg_preview_load_session (o.file)) == NULL)
    return 1;
  window = wg_window_new (NULL, session);
  gtk_window_set_default_size (GTK_WINDOW (window), 1920, 1080);
  gtk_window_present (GTK_WINDOW (window));
  if (wg_share_server_start (wg_window_get_share_server (window), "127.0.0.1", 0, &s.error))
    s.page = wg_test_browser_open (
      g_getenv ("WG_BROWSER"),
      wg_share_server_get_seat_url (wg_window_get_share_server (window), o.seat), width, height,
      o.phone, 90, &s.error);
  if (s.page != NULL && wg_test_browser_set_dark (s.page, o.dark, &s.error)
      && wait_for (&s, "document.body.dataset.seq !== undefined"
                       " && document.querySelector('#board svg') !== null"
                       " && document.fonts.status === 'loaded'"))
    act (&s, window, &o);
  settle (700);
  if (s.error == NULL)
    wg_test_browser_screenshot (s.page, argv[1], &s.error);
  if (s.error == NULL && o.window_png != NULL)
    {
      g_autofree char *problem = wg_preview_save_png (GTK_WIDGET (window), o.window_png);

      if (problem != NULL)
        g_set_error_literal (&s.error, G_IO_ERROR, G_IO_ERROR_FAILED, problem);
    }
  g_clear_pointer (&s.page, wg_test_browser_close);
  gtk_window_destroy (GTK_WINDOW (window));
  if (s.error != NULL)
    {
      g_printerr ("share-seat-preview: %s\n", s.error->message);
      return 1;
    }
  return 0;
}
