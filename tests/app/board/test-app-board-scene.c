/* test-app-board-scene.c — what a board shows: cells, planets, gates and sector borders
 * Copyright 2026 The Warpgate Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <math.h>

#include "wg-board-scene.h"
#include "wg-hex-layout.h"
#include "wg-test-app.h"

/* tests/data/a11y-board.json, worked by hand. Its five hexes, in the
 * board's order (by row, then column), with pointy tops: unit centres at
 * (√3·(q + r/2), 3/2·r):
 *   0  (0, 0)  D3, a desert planet with a trade icon, sector t6-b: (0, 0)
 *   1  (1, 0)  space, t6-b:                                          (√3, 0)
 *   2  (2, 0)  J1, a jungle planet, t6-b:                            (2√3, 0)
 *   3  (3, 0)  V2, a volcanic planet, t7-a:                          (3√3, 0)
 *   4  (0, 1)  BG, the blue Warpgate, no sector:                     (√3/2, 3/2)
 * Faces: D3, J1, V2 and BG, on cells 0, 2, 3 and 4; cell 1 is space.
 *
 * Sector borders: an edge of cell i towards direction d (0 east, 1 north-
 * east, 2 north-west, 3 west, 4 south-west, 5 south-east) where the sector
 * beyond (none off the board) differs, drawn from the lower cell:
 *   cell 0: 1, 2, 3, 4 off the board; 5 is BG (no sector); 0 is cell 1 (t6-b).
 *   cell 1: 1, 2, 5 off the board; 4 is BG; 0 and 3 are t6-b.
 *   cell 2: 0 is V2 (t7-a); 1, 2, 4, 5 off the board; 3 is t6-b.
 *   cell 3: 0, 1, 2, 4, 5 off the board; 3 is J1, drawn from cell 2.
 *   cell 4: no sector, as off the board: 0, 3, 4, 5 none; 1 and 2 drawn
 *           from cells 1 and 0.
 * 19 edges. The one between J1 and V2 (cell 2, direction 0) runs from
 * corner 0 to corner 1 of J1: (2√3 + √3/2, −1/2) to (2√3 + √3/2, 1/2).
 * The bounding box: x from −√3/2 to 3√3 + √3/2, y from −1 to 3/2 + 1. */

static const struct
{
  guint cell;
  int   direction;
} borders[] = {
  { 0, 1 },
  { 0, 2 },
  { 0, 3 },
  { 0, 4 },
  { 0, 5 },
  { 1, 1 },
  { 1, 2 },
  { 1, 4 },
  { 1, 5 },
  { 2, 0 },
  { 2, 1 },
  { 2, 2 },
  { 2, 4 },
  { 2, 5 },
  { 3, 0 },
  { 3, 1 },
  { 3, 2 },
  { 3, 4 },
  { 3, 5 },
};

static const struct
{
  guint       cell;
  const char *id;
  WgHexKind   kind;
  char        letter;
  gboolean    trade;
  double      ux, uy;
} faces[] = {
  { 0, "D3", WG_HEX_PLANET, 'D', TRUE, 0, 0 },
  { 2, "J1", WG_HEX_PLANET, 'J', FALSE, 2 * WG_SQRT3, 0 },
  { 3, "V2", WG_HEX_PLANET, 'V', FALSE, 3 * WG_SQRT3, 0 },
  /* The Warpgate BG by its colour, never its id (issue 31). */
  { 4, "blue gate", WG_HEX_WARPGATE, '\0', FALSE, WG_SQRT3 / 2, 1.5 },
};

static WgBoardScene *
load_scene (WgBoardSceneTarget target)
{
  g_autoptr (WgSession) session = wg_test_load_session ("a11y-board.json");
  const WgBoard *board = wg_session_get_game (session)->board;

  /* The scene borrows the board's cells: keep the board. */
  g_test_queue_destroy ((GDestroyNotify) wg_board_unref, wg_board_ref ((WgBoard *) board));
  return wg_board_scene_new_for_board (board, FALSE, FALSE, target);
}

/* Every planet and gate, once, on its cell, where the hand says. */
static void
test_faces (void)
{
  g_autoptr (WgBoardScene) scene = load_scene (WG_BOARD_SCENE_VIEW);
  GdkRGBA blue;

  g_assert_cmpuint (scene->cells->len, ==, 5);
  g_assert_cmpuint (scene->faces->len, ==, G_N_ELEMENTS (faces));
  for (guint i = 0; i < G_N_ELEMENTS (faces); i++)
    {
      const WgSceneFace *face = &g_array_index (scene->faces, WgSceneFace, i);
      const WgSceneCell *cell = wg_board_scene_cell (scene, face->cell);

      g_assert_cmpuint (face->cell, ==, faces[i].cell);
      g_assert_cmpstr (face->id, ==, faces[i].id);
      g_assert_cmpint (face->kind, ==, faces[i].kind);
      g_assert_cmpint (face->letter[0], ==, faces[i].letter);
      g_assert_cmpint (face->trade, ==, faces[i].trade);
      g_assert_cmpfloat_with_epsilon (cell->ux, faces[i].ux, 1e-9);
      g_assert_cmpfloat_with_epsilon (cell->uy, faces[i].uy, 1e-9);
      g_assert_true (cell->fill == &scene->colors->location_fill);
    }
  g_assert_true (wg_board_scene_cell (scene, 1)->fill == &scene->colors->space_fill);
  /* The gate's ring is its owner's colour; its heart the same, paler. */
  wg_palette_player_color ("blue", &blue);
  g_assert_true (gdk_rgba_equal (&g_array_index (scene->faces, WgSceneFace, 3).ink, &blue));
  g_assert_cmpfloat (g_array_index (scene->faces, WgSceneFace, 3).rim.alpha, <, 1.f);
}

/* The sector borders: each edge once, from the cell the hand says. */
static void
test_borders (void)
{
  g_autoptr (WgBoardScene) scene = load_scene (WG_BOARD_SCENE_PAGE);
  const WgSceneEdge *edge;
  WgSceneSegment     ends;

  g_assert_cmpuint (scene->borders->len, ==, G_N_ELEMENTS (borders));
  for (guint i = 0; i < G_N_ELEMENTS (borders); i++)
    {
      edge = &g_array_index (scene->borders, WgSceneEdge, i);
      g_assert_cmpuint (edge->cell, ==, borders[i].cell);
      g_assert_cmpint (edge->direction, ==, borders[i].direction);
    }
  edge = &g_array_index (scene->borders, WgSceneEdge, 9);
  ends = wg_board_scene_edge_ends (scene, edge, 2 * WG_SQRT3, 0, 1.0);
  g_assert_cmpfloat_with_epsilon (ends.ax, 2.5 * WG_SQRT3, 1e-9);
  g_assert_cmpfloat_with_epsilon (ends.ay, -0.5, 1e-9);
  g_assert_cmpfloat_with_epsilon (ends.bx, 2.5 * WG_SQRT3, 1e-9);
  g_assert_cmpfloat_with_epsilon (ends.by, 0.5, 1e-9);
}

static void
test_bounds (void)
{
  g_autoptr (WgBoardScene) scene = load_scene (WG_BOARD_SCENE_CANVAS);

  g_assert_cmpfloat_with_epsilon (scene->min_ux, -WG_SQRT3 / 2, 1e-9);
  g_assert_cmpfloat_with_epsilon (scene->max_ux, 3.5 * WG_SQRT3, 1e-9);
  g_assert_cmpfloat_with_epsilon (scene->min_uy, -1, 1e-9);
  g_assert_cmpfloat_with_epsilon (scene->max_uy, 2.5, 1e-9);
}

/* Cells given in another order (the editor gives its own) keep it: each
 * border is still drawn once, from the first of its two cells in that
 * order. */
static void
test_cells_order (void)
{
  g_autoptr (WgSession) session = wg_test_load_session ("a11y-board.json");
  const WgBoard *board = wg_session_get_game (session)->board;
  const WgCell  *cells[5];
  g_autoptr (WgBoardScene) scene = NULL;

  for (guint i = 0; i < 5; i++)
    cells[i] = wg_board_get_cell (board, (int) (4 - i));
  scene = wg_board_scene_new (cells, 5, FALSE, FALSE, WG_BOARD_SCENE_CANVAS);
  /* Reversed: BG first (written by its colour); the J1–V2 edge is now
   * drawn from V2 (cell 1), towards the west. */
  g_assert_cmpstr (g_array_index (scene->faces, WgSceneFace, 0).id, ==, "blue gate");
  g_assert_cmpuint (scene->borders->len, ==, G_N_ELEMENTS (borders));
  for (guint i = 0; i < scene->borders->len; i++)
    {
      const WgSceneEdge *edge = &g_array_index (scene->borders, WgSceneEdge, i);

      g_assert_false (edge->cell == 2 && edge->direction == 0);
    }
}

/* The three drawings differ only as the table says. */
static void
test_looks (void)
{
  const WgBoardSceneLook *view = wg_board_scene_look (WG_BOARD_SCENE_VIEW);
  const WgBoardSceneLook *canvas = wg_board_scene_look (WG_BOARD_SCENE_CANVAS);
  const WgBoardSceneLook *page = wg_board_scene_look (WG_BOARD_SCENE_PAGE);

  g_assert_true (view->shine && view->spokes && view->heart);
  g_assert_true (!canvas->shine && canvas->spokes && !canvas->heart);
  g_assert_true (!page->shine && !page->spokes && page->heart);
  g_assert_cmpfloat (view->id_size, ==, 0);
  g_assert_cmpfloat (canvas->id_size, >, 0);
  g_assert_cmpfloat (page->id_size, >, 0);
}

int
main (int   argc,
      char *argv[])
{
  wg_test_app_init (&argc, &argv);
  g_test_add_func ("/wg/board-scene/faces", test_faces);
  g_test_add_func ("/wg/board-scene/borders", test_borders);
  g_test_add_func ("/wg/board-scene/bounds", test_bounds);
  g_test_add_func ("/wg/board-scene/cells-order", test_cells_order);
  g_test_add_func ("/wg/board-scene/looks", test_looks);
  return g_test_run ();
}
