/* bench-render.c — what drawing the largest board costs, against cairo filling as many hexagons
 * Copyright 2026 The Warpgate Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Usage: bench-render [NAME-PREFIX…], under a display (build-aux/bench.sh runs
 * it under Xvfb with a 1920×1080 screen, once as is and once with
 * GDK_SCALE=2). A WgBoardView shows the crowded 6-player game, with the
 * ruler measuring an attack (its path and withdraw preview drawn), in a
 * 1920×1080 window.
 *
 *   render/board-paint     the board and its pieces painted from scratch into
 *                          an image surface of the window's size in device
 *                          pixels, every sprite drawn anew (what a resize or a
 *                          zoom costs)
 *   render/board-repaint   the same with the sprites kept (a pan, a new game
 *                          on a window of the same size)
 *   render/pieces-paint    the pieces alone (what a move costs: the board
 *                          under them is kept)
 *   render/overlay-paint   the ruler, path, withdraw preview and hover on top
 *                          (drawn on every frame)
 *   render/frame-*         a whole frame of the window, from the frame
 *                          clock's "before-paint" to its "after-paint":
 *                          snapshot, GSK rendering and presenting, with
 *                          everything repainted, sprites too (frame-board),
 *                          the pieces repainted (frame-pieces) or only the
 *                          overlay (frame-overlay)
 * The baseline of each: cairo filling and outlining as many hexagons of the
 * same size (for frames, in a widget of its own in an identical window).
 */
#include "config.h"

#include <adwaita.h>
#include <math.h>

#include "wg-bench-fixture.h"
#include "wg-bench.h"
#include "wg-board-view-private.h"
#include "wg-range.h"

#define WIDTH            1920
#define HEIGHT           1080
#define TARGET_REDRAW_US 4000.0

/* ---- The baseline: hexagons ---- */

static void
hexagons (cairo_t       *cr,
          WgBoardView   *view,
          const WgBoard *board)
{
  double s = wg_board_view_get_hex_size (view);

  cairo_set_line_width (cr, 1.0);
  for (guint i = 0; i < wg_board_get_n_cells (board); i++)
    {
      double cx, cy;

      wg_board_view_hex_center (view, wg_board_get_cell (board, (int) i)->hex, &cx, &cy);
      cairo_new_path (cr);
      for (int k = 0; k < 6; k++)
        {
          double a = G_PI / 180.0 * (60.0 * k - 30.0);

          cairo_line_to (cr, cx + s * cos (a), cy + s * sin (a));
        }
      cairo_close_path (cr);
      cairo_set_source_rgba (cr, 0.09, 0.13, 0.25, 0.92);
      cairo_fill_preserve (cr);
      cairo_set_source_rgba (cr, 0.45, 0.56, 0.86, 0.28);
      cairo_stroke (cr);
    }
}

/* A widget that draws only the hexagons, in a cached node like the view's. */
#define BENCH_TYPE_HEXAGONS (bench_hexagons_get_type ())
G_DECLARE_FINAL_TYPE (BenchHexagons, bench_hexagons, BENCH, HEXAGONS, GtkWidget)

struct _BenchHexagons
{
  GtkWidget      parent_instance;
  WgBoardView   *view; /* for the geometry */
  GskRenderNode *node;
  guint          frames;
};

G_DEFINE_FINAL_TYPE (BenchHexagons, bench_hexagons, GTK_TYPE_WIDGET)

static void
bench_hexagons_snapshot (GtkWidget   *widget,
                         GtkSnapshot *snapshot)
{
  BenchHexagons *self = BENCH_HEXAGONS (widget);

  if (self->node == NULL)
    {
      graphene_rect_t bounds = GRAPHENE_RECT_INIT (0, 0, gtk_widget_get_width (widget),
                                                   gtk_widget_get_height (widget));
      cairo_t        *cr;

      self->node = gsk_cairo_node_new (&bounds);
      cr = gsk_cairo_node_get_draw_context (self->node);
      hexagons (cr, self->view, wg_board_view_get_board (self->view));
      cairo_destroy (cr);
    }
  gtk_snapshot_append_node (snapshot, self->node);
  /* A pixel that changes every frame, so that each frame is drawn (an
   * unchanged node tree would damage nothing). */
  gtk_snapshot_append_color (snapshot,
                             &(GdkRGBA) { 1, 1, 1, (self->frames++ % 2) ? 0.5f : 0.25f },
                             &GRAPHENE_RECT_INIT (0, 0, 1, 1));
}

static void
bench_hexagons_dispose (GObject *object)
{
  g_clear_pointer (&BENCH_HEXAGONS (object)->node, gsk_render_node_unref);
  G_OBJECT_CLASS (bench_hexagons_parent_class)->dispose (object);
}

static void
bench_hexagons_class_init (BenchHexagonsClass *klass)
{
  G_OBJECT_CLASS (klass)->dispose = bench_hexagons_dispose;
  GTK_WIDGET_CLASS (klass)->snapshot = bench_hexagons_snapshot;
}

static void
bench_hexagons_init (BenchHexagons *self)
{
}

/* ---- Painting into an image surface ---- */

typedef void (*PaintFunc) (WgBoardView *view,
                           cairo_t     *cr);

typedef struct
{
  WgBoardView     *view;
  cairo_surface_t *surface;
  PaintFunc        func;
  gboolean         forget_sprites; /* draw every sprite anew, as a new size does */
} Paint;

static void
hexagons_func (WgBoardView *view,
               cairo_t     *cr)
{
  hexagons (cr, view, wg_board_view_get_board (view));
}

/* One paint into the cleared surface. */
static void
paint (gpointer data)
{
  Paint   *p = data;
  cairo_t *cr = cairo_create (p->surface);

  cairo_save (cr);
  cairo_set_operator (cr, CAIRO_OPERATOR_CLEAR);
  cairo_paint (cr);
  cairo_restore (cr);
  if (p->forget_sprites)
    wg_board_view_forget_drawing (p->view, TRUE);
  p->func (p->view, cr);
  cairo_destroy (cr);
}

/* ---- Whole frames ---- */

typedef enum
{
  REPAINT_NOTHING,
  REPAINT_PIECES, /* throw the pieces' node away first */
  REPAINT_ALL,    /* every node and sprite */
} Repaint;

typedef struct
{
  GtkWidget *window;
  GtkWidget *widget;
  Repaint    repaint;
  gint64     before;
  gint64     after;
  gboolean   painted;
} Frame;

static void
on_before_paint (GdkFrameClock *clock,
                 Frame         *f)
{
  f->before = g_get_monotonic_time ();
}

static void
on_after_paint (GdkFrameClock *clock,
                Frame         *f)
{
  f->after = g_get_monotonic_time ();
  f->painted = TRUE;
}

static void
frame_watch (Frame *f)
{
  GdkFrameClock *clock = gtk_widget_get_frame_clock (f->window);

  g_signal_connect (clock, "before-paint", G_CALLBACK (on_before_paint), f);
  g_signal_connect (clock, "after-paint", G_CALLBACK (on_after_paint), f);
}

/* One frame, in µs from before-paint to after-paint. */
static double
frame (Frame *f)
{
  if (WG_IS_BOARD_VIEW (f->widget) && f->repaint == REPAINT_ALL)
    wg_board_view_forget_drawing (WG_BOARD_VIEW (f->widget), TRUE);
  else if (WG_IS_BOARD_VIEW (f->widget) && f->repaint == REPAINT_PIECES)
    g_clear_pointer (&WG_BOARD_VIEW (f->widget)->pieces_node, gsk_render_node_unref);
  else if (f->repaint != REPAINT_NOTHING)
    g_clear_pointer (&BENCH_HEXAGONS (f->widget)->node, gsk_render_node_unref);
  f->painted = FALSE;
  gtk_widget_queue_draw (f->widget);
  while (!f->painted)
    g_main_context_iteration (NULL, TRUE);
  return (double) (f->after - f->before);
}

/* Frames are paced by the frame clock, so they are timed one by one,
 * alternating with the baseline's window. */
static void
bench_frames (const char *name,
              Frame      *work,
              Frame      *base)
{
  double w[41], b[41];
  guint  n = G_N_ELEMENTS (w);

  if (!wg_bench_wanted (name) || wg_bench_callgrind ())
    return;
  for (int i = 0; i < 3; i++) /* warm: the first frames upload glyphs and shaders */
    {
      frame (work);
      frame (base);
    }
  for (guint i = 0; i < n; i++)
    {
      w[i] = frame (work);
      b[i] = frame (base);
    }
  {
    double wm = wg_bench_median (w, n), bm = wg_bench_median (b, n);

    /* Sorted by the median: [0] is the minimum. */
    wg_bench_print (name, wm, w[0], "µs", "hexagons only, same window", bm, TARGET_REDRAW_US,
                    NULL);
  }
}

static GtkWidget *
new_window (GtkWidget *child)
{
  GtkWidget *window = gtk_window_new ();

  gtk_window_set_default_size (GTK_WINDOW (window), WIDTH, HEIGHT);
  gtk_window_set_decorated (GTK_WINDOW (window), FALSE);
  gtk_window_set_child (GTK_WINDOW (window), child);
  gtk_window_present (GTK_WINDOW (window));
  return window;
}

/* Until both windows are laid out at their size and have drawn a frame. */
static void
wait_for_windows (GtkWidget *a,
                  GtkWidget *b,
                  Frame     *fa,
                  Frame     *fb)
{
  gint64 deadline = g_get_monotonic_time () + 10 * G_USEC_PER_SEC;

  /* Never blocking for good: a window that is never mapped is an error. */
  while (gtk_widget_get_frame_clock (a) == NULL || gtk_widget_get_frame_clock (b) == NULL)
    {
      if (g_get_monotonic_time () > deadline)
        g_error ("The windows were not mapped within 10 s");
      g_main_context_iteration (NULL, FALSE);
      g_usleep (1000);
    }
  frame_watch (fa);
  frame_watch (fb);
  while (!fa->painted || !fb->painted || gtk_widget_get_width (fa->widget) != WIDTH
         || gtk_widget_get_width (fb->widget) != WIDTH)
    {
      if (g_get_monotonic_time () > deadline)
        g_error ("The windows were not drawn at %d×%d within 10 s (the board view is %d×%d)",
                 WIDTH, HEIGHT, gtk_widget_get_width (fa->widget),
                 gtk_widget_get_height (fa->widget));
      g_main_context_iteration (NULL, TRUE);
    }
}

/* The ruler from the first player's ships to an enemy planet, with its path
 * and withdraw preview; the pointer over the end. */
static void
set_ruler (WgSession   *session,
           WgBoardView *view)
{
  const WgGame *game = wg_session_get_game (session);
  int           from = -1, to = -1, best = -1;
  guint         n = wg_board_get_n_locations (game->board);

  for (guint i = 0; i < n; i++)
    {
      int cell = wg_board_get_location (game->board, i);

      if (from < 0 && game->stacks[cell].ship_owner == 0
          && wg_board_get_cell (game->board, cell)->kind == WG_HEX_PLANET)
        from = cell;
    }
  for (guint i = 0; i < n; i++)
    {
      int cell = wg_board_get_location (game->board, i);
      int r = from >= 0 ? wg_range_between (game, from, cell, NULL) : -1;

      if (game->stacks[cell].ship_owner > 0 && r > best
          && wg_board_get_cell (game->board, cell)->kind == WG_HEX_PLANET)
        {
          to = cell;
          best = r;
        }
    }
  g_assert (from >= 0 && to >= 0);
  wg_session_click_location (session, from);
  wg_session_click_location (session, to);
  view->hover = to;
}

int
main (int   argc,
      char *argv[])
{
  g_autoptr (WgBoard) board = NULL;
  g_autoptr (WgSession) session = NULL;
  g_autoptr (GtkCssProvider) css = NULL;
  g_autoptr (GError) error = NULL;
  g_autofree char *description = NULL;
  g_autofree char *size = NULL;
  GtkWidget       *view, *hexes, *view_window, *hex_window;
  Frame            view_frame = { 0 }, hex_frame = { 0 };
  cairo_surface_t *surface;
  int              scale;

  wg_bench_init (&argc, &argv);
  gtk_init ();
  adw_init ();
  /* What AdwApplication loads by itself: the board's background. */
  css = gtk_css_provider_new ();
  gtk_css_provider_load_from_resource (css, RESOURCE_PREFIX "/style.css");
  gtk_style_context_add_provider_for_display (gdk_display_get_default (), GTK_STYLE_PROVIDER (css),
                                              GTK_STYLE_PROVIDER_PRIORITY_APPLICATION);

  board = wg_bench_largest_board ();
  session = wg_session_new ();
  wg_session_set_autosave_dir (session, NULL);
  if (!wg_session_start_game (session, wg_bench_crowded_game (board), &error))
    g_error ("%s", error->message);

  view = wg_board_view_new ();
  wg_board_view_set_session (WG_BOARD_VIEW (view), session);
  hexes = g_object_new (BENCH_TYPE_HEXAGONS, NULL);
  BENCH_HEXAGONS (hexes)->view = WG_BOARD_VIEW (view);
  view_window = new_window (view);
  hex_window = new_window (hexes);
  view_frame = (Frame) { view_window, view, REPAINT_NOTHING };
  hex_frame = (Frame) { hex_window, hexes, REPAINT_NOTHING };
  wait_for_windows (view_window, hex_window, &view_frame, &hex_frame);
  set_ruler (session, WG_BOARD_VIEW (view));

  scale = gtk_widget_get_scale_factor (view);
  description = wg_bench_describe_board (board);
  wg_bench_note ("# board %s; window %d×%d at scale %d (%d×%d pixels), hexes of %.1f px; "
                 "GSK renderer %s",
                 description, WIDTH, HEIGHT, scale, WIDTH * scale,
                 HEIGHT * scale, wg_board_view_get_hex_size (WG_BOARD_VIEW (view)),
                 G_OBJECT_TYPE_NAME (gtk_native_get_renderer (GTK_NATIVE (view_window))));

  surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, WIDTH * scale, HEIGHT * scale);
  cairo_surface_set_device_scale (surface, scale, scale);
  size = g_strdup_printf ("%d×%d@%d", WIDTH, HEIGHT, scale);
  {
    static const struct
    {
      const char *name;
      PaintFunc   func;
      gboolean    forget_sprites;
    } paints[] = {
      { "render/board-paint", wg_board_view_paint_board, TRUE },
      { "render/board-repaint", wg_board_view_paint_board, FALSE },
      { "render/pieces-paint", wg_board_view_paint_pieces, FALSE },
      { "render/overlay-paint", wg_board_view_paint_overlay, FALSE },
    };
    Paint            baseline = { WG_BOARD_VIEW (view), surface, hexagons_func, FALSE };
    g_autofree char *frame_board = g_strdup_printf ("render/frame-board %s", size);
    g_autofree char *frame_pieces = g_strdup_printf ("render/frame-pieces %s", size);
    g_autofree char *frame_overlay = g_strdup_printf ("render/frame-overlay %s", size);

    for (guint i = 0; i < G_N_ELEMENTS (paints); i++)
      {
        g_autofree char *name = g_strdup_printf ("%s %s", paints[i].name, size);
        Paint            work = { WG_BOARD_VIEW (view), surface, paints[i].func, paints[i].forget_sprites };

        wg_bench_run (&(WgBenchCase) { name, paint, &work, "cairo, as many hexagons", paint,
                                       &baseline, TARGET_REDRAW_US });
      }
    view_frame.repaint = hex_frame.repaint = REPAINT_ALL;
    bench_frames (frame_board, &view_frame, &hex_frame);
    view_frame.repaint = REPAINT_PIECES;
    hex_frame.repaint = REPAINT_NOTHING;
    bench_frames (frame_pieces, &view_frame, &hex_frame);
    view_frame.repaint = hex_frame.repaint = REPAINT_NOTHING;
    bench_frames (frame_overlay, &view_frame, &hex_frame);
  }
  cairo_surface_destroy (surface);
  gtk_window_destroy (GTK_WINDOW (view_window));
  gtk_window_destroy (GTK_WINDOW (hex_window));
  return wg_bench_finish ();
}
