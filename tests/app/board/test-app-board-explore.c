/* test-app-board-explore.c — the board in the Exploration variant: tokens, voided planets, added trade icons
 * Copyright 2026 The Warpgate Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <adwaita.h>
#include <math.h>
#include <string.h>

#include "wg-board-view-private.h"
#include "wg-explore.h"
#include "wg-window-private.h"
#include "wg-test-app.h"

/* tests/data/explore-board.json, worked by hand from its "exploration"
 * key: {"planets": {"J1": 1, "O1": 2, "X1": 2}, "voided": ["D1"],
 * "trade_icons": ["X1"]}, and its pieces (red's outpost on J1, 2 red ships
 * on O1, 3 blue ships on V1).
 *  - D1: a desert planet in sector S1, voided (R-EXP-6): no tokens, no pieces;
 *  - J1: a jungle planet in S1, 1 face-down token left (R-EXP-1, R-EXP-2),
 *    then its pieces: red's outpost;
 *  - O1: an oceanic planet in S2, 2 tokens, then 2 red ships;
 *  - X1: the Ancients homeworld, no sector, given a trade icon by a token
 *    (R-EXP-5 `trade-icon`), 2 tokens;
 *  - V1: a volcanic planet with a printed trade icon, no tokens (R-EXP-1:
 *    none on a planet with a trade icon), 3 of blue's (Ana's) ships, named by her name.
 * Features follow the name after commas, pieces after semicolons. */
#define D1_WORDS "D1 — Desert planet, Voided planet, Sector S1"
#define J1_WORDS "J1 — Jungle planet, Sector S1; 1 discovery token; Outpost of red"
#define O1_WORDS "O1 — Oceanic planet, Sector S2; 2 discovery tokens; 2 ships of red"
#define X1_WORDS "X1 — Ancients homeworld planet, Trade icon added; 2 discovery tokens"
#define V1_WORDS "V1 — Volcanic planet, Trade icon; 3 ships of Ana"

static int
cell_of (WgSession  *session,
         const char *id)
{
  int cell = wg_board_find_location (wg_session_get_game (session)->board, id);

  g_assert_cmpint (cell, >=, 0);
  return cell;
}

static void
assert_words (WgBoardView *view,
              WgSession   *session,
              const char  *id,
              const char  *expected)
{
  g_autofree char *words = wg_board_view_describe_location (view, cell_of (session, id));

  g_assert_cmpstr (words, ==, expected);
}

/* The accessible description says what the tokens did and what is left. */
static void
test_describe (void)
{
  g_autoptr (WgSession) session = wg_test_load_session ("explore-board.json");
  WgBoardView *view = WG_BOARD_VIEW (g_object_ref_sink (wg_board_view_new ()));

  wg_board_view_set_session (view, session);
  assert_words (view, session, "D1", D1_WORDS);
  assert_words (view, session, "J1", J1_WORDS);
  assert_words (view, session, "O1", O1_WORDS);
  assert_words (view, session, "X1", X1_WORDS);
  assert_words (view, session, "V1", V1_WORDS);
  g_object_unref (view);
}

/* ---- Drawing ---- */

static cairo_surface_t *
paint_pieces (WgBoardView *view)
{
  cairo_surface_t *surface;
  cairo_t         *cr;

  surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, gtk_widget_get_width (GTK_WIDGET (view)),
                                        gtk_widget_get_height (GTK_WIDGET (view)));
  cr = cairo_create (surface);
  wg_board_view_paint_pieces (view, cr);
  cairo_destroy (cr);
  cairo_surface_flush (surface);
  return surface;
}

/* How opaque the pieces' layer is at (dx, dy) hex radii from @id's centre:
 * 0 where nothing is drawn. */
static guint
alpha_at (WgBoardView     *view,
          cairo_surface_t *surface,
          const char      *id,
          double           dx,
          double           dy)
{
  const WgBoard *board = wg_board_view_get_board (view);
  double         s = wg_board_view_get_hex_size (view), x, y;
  int            px, py;

  g_assert_true (wg_board_view_hex_center (
    view, wg_board_get_cell (board, wg_board_find_location (board, id))->hex, &x, &y));
  px = (int) floor (x + dx * s);
  py = (int) floor (y + dy * s);
  g_assert_cmpint (px, >=, 0);
  g_assert_cmpint (py, >=, 0);
  g_assert_cmpint (px, <, cairo_image_surface_get_width (surface));
  g_assert_cmpint (py, <, cairo_image_surface_get_height (surface));
  return cairo_image_surface_get_data (surface)[py * cairo_image_surface_get_stride (surface)
                                                + px * 4 + 3];
}

/* Where the marks are drawn (wg-board-view-pieces.c), in hex radii from
 * the location's centre: the planet's disc at (0, -0.1), where a voided
 * planet is darkened; the trade icon at (0.44, -0.48). The token stack's
 * place depends on the id beside it: wg_board_view_tokens_box. */
#define DISC_DX       0.0
#define DISC_DY       -0.1
#define TRADE_ICON_DX 0.44
#define TRADE_ICON_DY -0.48

/* How opaque the pieces' layer is in the middle of the token stack's box
 * of @id (where a stack of 1 or 2 tokens draws its discs). */
static guint
tokens_alpha (WgBoardView     *view,
              cairo_surface_t *surface,
              const char      *id)
{
  const WgBoard  *board = wg_board_view_get_board (view);
  double          s = wg_board_view_get_hex_size (view), x, y;
  graphene_rect_t box;

  g_assert_true (wg_board_view_tokens_box (view, wg_board_find_location (board, id), &box));
  g_assert_true (wg_board_view_hex_center (
    view, wg_board_get_cell (board, wg_board_find_location (board, id))->hex, &x, &y));
  /* The bottom disc's centre: the box's middle, half a step lower. */
  return alpha_at (view, surface, id, (box.origin.x + box.size.width / 2 - x) / s,
                   (box.origin.y + box.size.height - box.size.width / 2 - y) / s);
}

static WgWindow *
explore_window (const char *name)
{
  g_autoptr (WgSession) session = wg_test_load_session (name);
  WgWindow *window = wg_test_window_on (session);

  wg_test_iterate_until (wg_window_get_board_view (window)->pieces_node != NULL);
  return window;
}

/* The pieces' layer draws the tokens left, the voided planet and the added
 * trade icon (the printed one is the terrain's); the same board without
 * them (tests/data/explore.json: 2 tokens on D1, J1, O1, X1, nothing voided
 * or added) does not. */
static void
test_paint (void)
{
  WgWindow        *window = explore_window ("explore-board.json");
  WgBoardView     *view = wg_window_get_board_view (window);
  cairo_surface_t *marked = paint_pieces (view);
  WgWindow        *plain_window;
  cairo_surface_t *plain;

  /* Tokens left on J1, O1 and X1, none on D1 and V1. */
  g_assert_cmpuint (tokens_alpha (view, marked, "J1"), >, 0);
  g_assert_cmpuint (tokens_alpha (view, marked, "O1"), >, 0);
  g_assert_cmpuint (tokens_alpha (view, marked, "X1"), >, 0);
  g_assert_cmpuint (tokens_alpha (view, marked, "D1"), ==, 0);
  g_assert_cmpuint (tokens_alpha (view, marked, "V1"), ==, 0);
  /* D1 voided: its disc darkened; X1's not. */
  g_assert_cmpuint (alpha_at (view, marked, "D1", DISC_DX, DISC_DY), >, 0);
  g_assert_cmpuint (alpha_at (view, marked, "X1", DISC_DX, DISC_DY), ==, 0);
  /* X1's trade icon added; V1's printed one is not a piece. */
  g_assert_cmpuint (alpha_at (view, marked, "X1", TRADE_ICON_DX, TRADE_ICON_DY), >, 0);
  g_assert_cmpuint (alpha_at (view, marked, "V1", TRADE_ICON_DX, TRADE_ICON_DY), ==, 0);
  cairo_surface_destroy (marked);
  wg_test_destroy_window (window);

  plain_window = explore_window ("explore.json");
  view = wg_window_get_board_view (plain_window);
  plain = paint_pieces (view);
  g_assert_cmpuint (tokens_alpha (view, plain, "D1"), >, 0);
  g_assert_cmpuint (alpha_at (view, plain, "D1", DISC_DX, DISC_DY), ==, 0);
  g_assert_cmpuint (alpha_at (view, plain, "X1", TRADE_ICON_DX, TRADE_ICON_DY), ==, 0);
  cairo_surface_destroy (plain);
  wg_test_destroy_window (plain_window);
}

/* ---- The stack beside the names ---- */

static void
set_text_scale (double scale)
{
  g_object_set (gtk_settings_get_default (), "gtk-xft-dpi", (int) (96 * 1024 * scale), NULL);
}

/* A few frames: what a frame's layout changed is laid out again. */
static void
settle (void)
{
  gint64 end = g_get_monotonic_time () + 200 * 1000;

  while (g_get_monotonic_time () < end)
    {
      g_main_context_iteration (NULL, FALSE);
      g_usleep (1000);
    }
}

static gboolean
overlap (const graphene_rect_t *a,
         const graphene_rect_t *b)
{
  return a->origin.x < b->origin.x + b->size.width && b->origin.x < a->origin.x + a->size.width
         && a->origin.y < b->origin.y + b->size.height
         && b->origin.y < a->origin.y + a->size.height;
}

/* No token stack covers any location's id, its own or a neighbour's. */
static void
check_tokens_clear (WgBoardView *view,
                    const char  *what)
{
  const WgGame *game = wg_session_get_game (view->session);
  guint         n = wg_board_get_n_locations (game->board), checked = 0;

  for (guint i = 0; i < n; i++)
    {
      int             cell = wg_board_get_location (game->board, i);
      graphene_rect_t tokens;

      if (game->stacks[cell].tokens == 0)
        continue;
      g_assert_true (wg_board_view_tokens_box (view, cell, &tokens));
      for (guint j = 0; j < n; j++)
        {
          int             other = wg_board_get_location (game->board, j);
          graphene_rect_t id;

          if (!wg_board_view_id_box (view, other, &id))
            continue;
          checked++;
          if (overlap (&tokens, &id))
            g_error ("%s, hexes of %.1f px: the tokens on %s cover the id of %s", what,
                     wg_board_view_get_hex_size (view),
                     wg_board_get_cell (game->board, cell)->id,
                     wg_board_get_cell (game->board, other)->id);
        }
    }
  g_assert_cmpuint (checked, >, 0);
}

/* The sample game, 2 tokens on every planet without a trade icon, in a
 * window of @width × @height. */
static WgWindow *
explored_sample_window (int width,
                        int height)
{
  g_autoptr (WgSession) session = wg_session_new ();
  g_autoptr (GError) error = NULL;
  WgGame   *game;
  WgWindow *window;

  g_assert_true (wg_session_load_resource (session, WG_SESSION_SAMPLE_RESOURCE, &error));
  g_assert_no_error (error);
  wg_session_set_autosave_dir (session, NULL);
  game = wg_game_copy (wg_session_get_game (session));
  wg_explore_setup (game, WG_TOKENS_IN_BOX);
  wg_test_apply (session, game, "Exploration");
  window = wg_window_new (NULL, session);
  gtk_window_set_default_size (GTK_WINDOW (window), width, height);
  gtk_window_present (GTK_WINDOW (window));
  wg_test_wait_for_layout (wg_window_get_board_view (window));
  return window;
}

/* The sample board with 2 tokens on every planet without a trade icon
 * (R-EXP-1): at 1920×1080 and on a phone's 360×720 zoomed in, text at
 * 1× and 2×, pointy and flat, no stack covers a planet's name (V3, O3,
 * D5… were half hidden). */
static void
test_tokens_clear_of_ids (void)
{
  static const int         sizes[][3] = { { 1920, 1080, 1 }, { 360, 720, 3 } };
  static const double      scales[] = { 1.0, 2.0 };
  static const char *const orientations[] = { "pointy", "flat" };
  g_autoptr (GSettings) settings = g_settings_new (APP_ID);

  for (guint z = 0; z < G_N_ELEMENTS (sizes); z++)
    {
      WgWindow *window = explored_sample_window (sizes[z][0], sizes[z][1]);

      for (guint o = 0; o < G_N_ELEMENTS (orientations); o++)
        for (guint s = 0; s < G_N_ELEMENTS (scales); s++)
          {
            g_autofree char *what = g_strdup_printf ("%d px wide, text ×%.1f, %s",
                                                     sizes[z][0], scales[s], orientations[o]);

            g_settings_set_string (settings, "board-orientation", orientations[o]);
            set_text_scale (scales[s]);
            settle ();
            wg_board_view_set_zoom (wg_window_get_board_view (window), sizes[z][2]);
            settle ();
            check_tokens_clear (wg_window_get_board_view (window), what);
          }
      wg_test_destroy_window (window);
    }
  g_settings_reset (settings, "board-orientation");
  set_text_scale (1.0);
}

int
main (int   argc,
      char *argv[])
{
  g_autofree char *home = wg_test_app_init (&argc, &argv);
  int              status;

  g_test_add_func ("/wg/app/board-explore/describe", test_describe);
  g_test_add_func ("/wg/app/board-explore/paint", test_paint);
  g_test_add_func ("/wg/app/board-explore/tokens-clear-of-ids", test_tokens_clear_of_ids);
  status = g_test_run ();
  wg_test_app_cleanup (home);
  return status;
}
