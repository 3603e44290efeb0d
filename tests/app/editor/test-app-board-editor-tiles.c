/* test-app-board-editor-tiles.c — the board editor's board tiles: grouped, placed, saved, played
 * Copyright 2026 The Warpgate Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The board's tiles are what the Exploration variant's rotate tokens turn
 * (R-EXP-8): "tiles" of a board in the tile file, "board.tiles" in the
 * game New Game makes from it. tests/data/explore-editor.json is the game
 * whose board this file draws in the editor (test_new_game_board checks it
 * cell for cell); tests/cli/test-cli-explore.c turns its tile.
 */
#include "config.h"

#include "wg-board-canvas.h"
#include "wg-board-editor-model.h"
#include "wg-board-editor-window.h"
#include "wg-game-json.h"
#include "wg-hex-layout.h"
#include "wg-new-game-model.h"
#include "wg-test-app.h"
#include "wg-test-new-game.h"
#include "wg-test-editor.h"
#include "wg-tile-json.h"

/* A refused edit: its message, and nothing changed (the same tiles and
 * the same step on top of the stack). */
#define assert_refused(model, call, msg_)                                                  \
  G_STMT_START                                                                             \
  {                                                                                        \
    GError          *error_ = NULL;                                                        \
    guint            n_ = wg_board_editor_model_get_n_board_tiles (model);                 \
    g_autofree char *top_ = g_strdup (wg_board_editor_model_get_undo_description (model)); \
    g_assert_false (call);                                                                 \
    g_assert_error (error_, WG_BOARD_EDITOR_ERROR, WG_BOARD_EDITOR_ERROR_INVALID_TILE);    \
    g_assert_cmpstr (error_->message, ==, (msg_));                                         \
    g_clear_error (&error_);                                                               \
    g_assert_cmpuint (wg_board_editor_model_get_n_board_tiles (model), ==, n_);            \
    g_assert_cmpstr (wg_board_editor_model_get_undo_description (model), ==, top_);        \
  }                                                                                        \
  G_STMT_END

/* A tile: its name, shape, centre and cells (a "q,r q,r …" list). */
static void
assert_tile (const WgBoardTile *tile,
             const char        *name,
             WgTileShape        shape,
             WgHex              centre,
             const char        *cells)
{
  g_autoptr (GString) got = g_string_new (NULL);

  g_assert_nonnull (tile);
  g_assert_cmpstr (tile->name, ==, name);
  g_assert_cmpint (tile->shape, ==, shape);
  g_assert_cmpint (tile->center.q, ==, centre.q);
  g_assert_cmpint (tile->center.r, ==, centre.r);
  for (guint i = 0; i < tile->n_cells; i++)
    g_string_append_printf (got, "%s%d,%d", i > 0 ? " " : "", tile->cells[i].q,
                            tile->cells[i].r);
  g_assert_cmpstr (got->str, ==, cells);
}

static void
select_hexes (WgBoardEditorModel *model,
              const WgHex        *hexes,
              guint               n)
{
  for (guint i = 0; i < n; i++)
    assert_ok (wg_board_editor_model_toggle_selected (model, hexes[i], &error_));
}

/* Tile 1, a flower of seven hexes about (0, 0), and Tile 2, three hexes. */
static const WgHex flower[] = { { 0, 0 }, { 1, 0 }, { 1, -1 }, { 0, -1 }, { -1, 0 }, { -1, 1 }, { 0, 1 } };
static const WgHex three[] = { { 2, 0 }, { 3, 0 }, { 3, -1 } };

/* The board of tests/data/explore-editor.json, painted by hand: space at
 * (0,0), (1,-1), (-1,0), (0,1) and (2,0); D1, J1, V1, O1 (the editor names
 * each planet by its type's letter and the smallest free number); the
 * blue and red Warpgates. No tile yet. */
static WgBoardEditorModel *
drawn_board (void)
{
  static const WgHex  space[] = { { 0, 0 }, { 1, -1 }, { -1, 0 }, { 0, 1 }, { 2, 0 } };
  WgBoardEditorModel *model = wg_board_editor_model_new ();

  for (guint i = 0; i < G_N_ELEMENTS (space); i++)
    assert_ok (wg_board_editor_model_paint_space (model, space[i], &error_));
  assert_ok (wg_board_editor_model_paint_planet (model, HEX (1, 0), WG_PLANET_DESERT, &error_));
  assert_ok (wg_board_editor_model_paint_planet (model, HEX (0, -1), WG_PLANET_JUNGLE, &error_));
  assert_ok (wg_board_editor_model_paint_planet (model, HEX (-1, 1), WG_PLANET_VOLCANIC, &error_));
  assert_ok (wg_board_editor_model_paint_planet (model, HEX (3, 0), WG_PLANET_OCEANIC, &error_));
  assert_ok (wg_board_editor_model_paint_warpgate (model, HEX (-2, 1), "blue", &error_));
  assert_ok (wg_board_editor_model_paint_warpgate (model, HEX (3, -1), "red", &error_));
  assert_ok (wg_board_editor_model_set_name (model, "Drawn in the board editor", &error_));
  g_assert_cmpuint (wg_board_editor_model_get_n_board_tiles (model), ==, 0);
  return model;
}

/* Both tiles grouped, as the fixture's board has them. */
static WgBoardEditorModel *
grouped_board (void)
{
  WgBoardEditorModel *model = drawn_board ();

  select_hexes (model, flower, G_N_ELEMENTS (flower));
  assert_ok (wg_board_editor_model_group_tile (model, &error_));
  select_hexes (model, three, G_N_ELEMENTS (three));
  assert_ok (wg_board_editor_model_group_tile (model, &error_));
  return model;
}

/* ---- Grouping by hand ---- */

/* The seven hexes of a flower, selected in any order, become "Tile 1":
 * cells in reading order, centred on (0, 0) — the only one of them at
 * distance ≤ 1 from all six others — and "hex"-shaped, since turning
 * each offset (q, r) → (−r, q + r) maps the ring onto itself. The
 * selection is cleared; the step is undone and redone like any edit. */
static void
test_group_flower (void)
{
  g_autoptr (WgBoardEditorModel) model = drawn_board ();

  select_hexes (model, flower, G_N_ELEMENTS (flower));
  assert_ok (wg_board_editor_model_check_group (model, &error_));
  g_assert_cmpuint (wg_board_editor_model_get_n_board_tiles (model), ==, 0);
  assert_ok (wg_board_editor_model_group_tile (model, &error_));
  g_assert_cmpstr (wg_board_editor_model_get_undo_description (model), ==,
                   "Grouped 7 hexes into “Tile 1” about (0, 0): it can be rotated");
  g_assert_cmpuint (wg_board_editor_model_get_n_selected (model), ==, 0);
  g_assert_cmpuint (wg_board_editor_model_get_n_board_tiles (model), ==, 1);
  assert_tile (wg_board_editor_model_get_board_tile (model, 0), "Tile 1", WG_TILE_SHAPE_HEX,
               HEX (0, 0), "0,-1 1,-1 -1,0 0,0 1,0 -1,1 0,1");
  g_assert_cmpint (wg_board_editor_model_find_board_tile (model, HEX (-1, 1)), ==, 0);
  g_assert_cmpint (wg_board_editor_model_find_board_tile (model, HEX (2, 0)), ==, -1);

  g_assert_true (wg_board_editor_model_undo (model));
  g_assert_cmpuint (wg_board_editor_model_get_n_board_tiles (model), ==, 0);
  g_assert_true (wg_board_editor_model_redo (model));
  g_assert_cmpuint (wg_board_editor_model_get_n_board_tiles (model), ==, 1);

  /* Three hexes in a row of the triangle (3,-1), (2,0), (3,0): all three
   * 1 apart, so the first in reading order, (3,-1), is the centre. Turned
   * one step about it, (2,0) has offset (-1,1) → (-1,0): (2,-1), not one
   * of them — "other", which a rotate token leaves (R-EXP-8). */
  select_hexes (model, three, G_N_ELEMENTS (three));
  assert_ok (wg_board_editor_model_group_tile (model, &error_));
  g_assert_cmpstr (wg_board_editor_model_get_undo_description (model), ==,
                   "Grouped 3 hexes into “Tile 2” about (3, -1): not a hexagon about it, it "
                   "cannot be rotated (R-EXP-8)");
  assert_tile (wg_board_editor_model_get_board_tile (model, 1), "Tile 2", WG_TILE_SHAPE_OTHER,
               HEX (3, -1), "3,-1 2,0 3,0");
}

/* No selection, or a hex already on a tile: refused in words, nothing
 * changed (the core's check of "board.tiles" says which tile holds it). */
static void
test_group_refusals (void)
{
  g_autoptr (WgBoardEditorModel) model = drawn_board ();

  assert_refused (model, wg_board_editor_model_group_tile (model, &error_),
                  "Select the hexes of the tile first (the Select tool)");
  select_hexes (model, flower, G_N_ELEMENTS (flower));
  assert_ok (wg_board_editor_model_group_tile (model, &error_));
  assert_ok (wg_board_editor_model_toggle_selected (model, HEX (2, 0), &error_));
  assert_ok (wg_board_editor_model_toggle_selected (model, HEX (1, 0), &error_));
  assert_refused (model, wg_board_editor_model_check_group (model, &error_),
                  "These hexes cannot be a tile: (1, 0) is already in tile “Tile 1”");
  assert_refused (model, wg_board_editor_model_group_tile (model, &error_),
                  "These hexes cannot be a tile: (1, 0) is already in tile “Tile 1”");
  /* The refusal keeps the selection to fix. */
  g_assert_cmpuint (wg_board_editor_model_get_n_selected (model), ==, 2);
}

/* Erasing a hex of a tile takes it out of the tile (six left); erasing
 * the centre drops the tile, which can no longer turn about it; undo
 * brings each back. */
static void
test_erase_leaves_tile (void)
{
  g_autoptr (WgBoardEditorModel) model = grouped_board ();

  assert_ok (wg_board_editor_model_erase (model, HEX (0, 1), &error_));
  assert_tile (wg_board_editor_model_get_board_tile (model, 0), "Tile 1", WG_TILE_SHAPE_HEX,
               HEX (0, 0), "0,-1 1,-1 -1,0 0,0 1,0 -1,1");
  assert_ok (wg_board_editor_model_erase (model, HEX (0, 0), &error_));
  g_assert_cmpuint (wg_board_editor_model_get_n_board_tiles (model), ==, 1);
  assert_tile (wg_board_editor_model_get_board_tile (model, 0), "Tile 2", WG_TILE_SHAPE_OTHER,
               HEX (3, -1), "3,-1 2,0 3,0");
  g_assert_true (wg_board_editor_model_undo (model));
  g_assert_cmpuint (wg_board_editor_model_get_n_board_tiles (model), ==, 2);
  g_assert_true (wg_board_editor_model_undo (model));
  assert_tile (wg_board_editor_model_get_board_tile (model, 0), "Tile 1", WG_TILE_SHAPE_HEX,
               HEX (0, 0), "0,-1 1,-1 -1,0 0,0 1,0 -1,1 0,1");

  /* Erasing the whole board leaves no tile. */
  wg_board_editor_model_clear (model);
  g_assert_cmpuint (wg_board_editor_model_get_n_board_tiles (model), ==, 0);
}

/* Ungrouping takes away every tile holding a selected hex, as one step;
 * with no selected hex on a tile it is refused. */
static void
test_ungroup (void)
{
  g_autoptr (WgBoardEditorModel) model = grouped_board ();

  assert_ok (wg_board_editor_model_toggle_selected (model, HEX (2, 0), &error_));
  assert_ok (wg_board_editor_model_toggle_selected (model, HEX (-1, 0), &error_));
  assert_ok (wg_board_editor_model_ungroup_tiles (model, &error_));
  g_assert_cmpstr (wg_board_editor_model_get_undo_description (model), ==,
                   "Ungrouped tiles “Tile 1”, “Tile 2”");
  g_assert_cmpuint (wg_board_editor_model_get_n_board_tiles (model), ==, 0);
  g_assert_cmpuint (wg_board_editor_model_get_n_cells (model), ==, 11);
  assert_refused (model, wg_board_editor_model_ungroup_tiles (model, &error_),
                  "No selected hex is on a tile: select a hex of the tile to ungroup");
  g_assert_true (wg_board_editor_model_undo (model));
  g_assert_cmpuint (wg_board_editor_model_get_n_board_tiles (model), ==, 2);
}

/* ---- Tiles placed from the file ---- */

/* A tile placed from tests/data/tiles-test.json is a board tile at once,
 * centred where its (0, 0) lies, as wg_tile_compose records a layout's
 * (tests/app/editor/test-app-board-editor.c works the hexes by hand):
 *   t1 face A turned 1 step at (0, 0): (1,-1), (0,0), (1,0), (0,1);
 *   t2 face 1-4 turned 3 steps at (3, -1): (2,-1), (3,-1), (2,0), (3,0).
 * Laying out "pair" gives the same tiles. */
static void
test_placed_tiles (void)
{
  g_autoptr (GFile) file = fixture_file ("tiles-test.json");
  g_autoptr (WgBoardEditorModel) model = wg_board_editor_model_new ();
  g_autoptr (WgBoard) board = NULL;

  assert_ok (wg_board_editor_model_load_file (model, file, &error_));
  wg_board_editor_model_clear (model);
  assert_ok (wg_board_editor_model_place_tile (model, "t1", "A", HEX (0, 0), 1, &error_));
  assert_ok (wg_board_editor_model_place_tile (model, "t2", "1-4", HEX (3, -1), 3, &error_));
  g_assert_cmpuint (wg_board_editor_model_get_n_board_tiles (model), ==, 2);
  assert_tile (wg_board_editor_model_get_board_tile (model, 0), "Test tile 1",
               WG_TILE_SHAPE_OTHER, HEX (0, 0), "1,-1 0,0 1,0 0,1");
  assert_tile (wg_board_editor_model_get_board_tile (model, 1), "Test tile 2",
               WG_TILE_SHAPE_DIAMOND, HEX (3, -1), "2,-1 3,-1 2,0 3,0");

  wg_board_editor_model_clear (model);
  assert_ok (wg_board_editor_model_use_layout (model, "pair", &error_));
  g_assert_cmpuint (wg_board_editor_model_get_n_board_tiles (model), ==, 2);
  assert_tile (wg_board_editor_model_get_board_tile (model, 1), "Test tile 2",
               WG_TILE_SHAPE_DIAMOND, HEX (3, -1), "2,-1 3,-1 2,0 3,0");
  board = wg_board_editor_model_build_board (model, NULL);
  g_assert_nonnull (board);
  g_assert_cmpuint (wg_board_get_n_tiles (board), ==, 2);
}

/* ---- Saved, and played ---- */

static char *tmp_dir = NULL; /* made in main() */

static char *
tmp_path (const char *name)
{
  return g_build_filename (tmp_dir, name, NULL);
}

/* Saved, the board's entry in the tile file has its "tiles" (in the game
 * file's form, after "hexes"): the file is tests/data/tiles-editor-
 * grouped.json, byte for byte. Opened again, the editor has them as they
 * were. */
static void
test_save_and_open (void)
{
  g_autoptr (WgBoardEditorModel) model = grouped_board ();
  g_autoptr (WgBoardEditorModel) again = wg_board_editor_model_new ();
  g_autofree char *path = tmp_path ("saved.json");
  g_autoptr (GFile) file = g_file_new_for_path (path);
  g_autofree char *fixture = g_test_build_filename (G_TEST_DIST, "data",
                                                    "tiles-editor-grouped.json", NULL);
  g_autofree char *text = NULL, *expected = NULL;

  assert_ok (wg_board_editor_model_save_file (model, file, &error_));
  g_assert_true (g_file_get_contents (path, &text, NULL, NULL));
  g_assert_true (g_file_get_contents (fixture, &expected, NULL, NULL));
  g_assert_cmpstr (text, ==, expected);
  assert_ok (wg_board_editor_model_load_file (again, file, &error_));
  g_assert_cmpuint (wg_board_editor_model_get_n_board_tiles (again), ==, 2);
  assert_tile (wg_board_editor_model_get_board_tile (again, 0), "Tile 1", WG_TILE_SHAPE_HEX,
               HEX (0, 0), "0,-1 1,-1 -1,0 0,0 1,0 -1,1 0,1");
  assert_tile (wg_board_editor_model_get_board_tile (again, 1), "Tile 2", WG_TILE_SHAPE_OTHER,
               HEX (3, -1), "3,-1 2,0 3,0");
  g_assert_false (wg_board_editor_model_get_modified (again));
}

/* The board drawn and grouped here, saved, then chosen in New Game with
 * the Exploration variant: the game's board is tests/data/explore-
 * editor.json's, cell for cell and tile for tile, and its file writes
 * "board.tiles". */
static void
test_new_game_board (void)
{
  g_autoptr (WgBoardEditorModel) model = grouped_board ();
  g_autofree char *path = tmp_path ("for-new-game.json");
  g_autofree char *fixture = g_test_build_filename (G_TEST_DIST, "data", "explore-editor.json",
                                                    NULL);
  g_autoptr (GFile) file = g_file_new_for_path (path);
  g_autoptr (WgCatalog) catalog = wg_catalog_new_builtin ();
  g_autoptr (WgNewGameModel) new_game = wg_new_game_model_new (catalog);
  g_autoptr (WgGame) game = NULL, expected = NULL;
  g_autoptr (GError) error = NULL;
  g_autofree char *data = NULL;
  guint            first = 99;

  assert_ok (wg_board_editor_model_save_file (model, file, &error_));
  g_assert_true (wg_new_game_model_add_file (new_game, file, &first, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (first, ==, 0);
  wg_new_game_model_set_board (new_game, first);
  wg_new_game_model_set_n_players (new_game, 2);
  wg_new_game_model_set_exploration (new_game, TRUE);
  game = wg_test_new_game_answer_all (new_game);
  expected = wg_game_load_from_file (fixture, &error);
  g_assert_no_error (error);

  /* The board takes the game's name (wg_game_set_name), tiles kept. */
  g_assert_cmpuint (wg_board_get_n_cells (game->board), ==, wg_board_get_n_cells (expected->board));
  for (guint i = 0; i < wg_board_get_n_cells (expected->board); i++)
    {
      const WgCell *a = wg_board_get_cell (game->board, (int) i);
      const WgCell *b = wg_board_get_cell (expected->board, (int) i);

      g_assert_true (wg_hex_equal (a->hex, b->hex));
      g_assert_cmpint (a->kind, ==, b->kind);
      g_assert_cmpstr (a->id, ==, b->id);
      g_assert_cmpint (a->type, ==, b->type);
      g_assert_cmpint (a->trade, ==, b->trade);
      g_assert_cmpstr (a->color, ==, b->color);
      g_assert_cmpstr (a->sector, ==, b->sector);
    }
  g_assert_cmpuint (wg_board_get_n_tiles (game->board), ==, 2);
  g_assert_cmpuint (wg_board_get_n_tiles (expected->board), ==, 2);
  for (guint t = 0; t < 2; t++)
    {
      const WgBoardTile *b = wg_board_get_tile (expected->board, t);
      g_autoptr (GString) cells = g_string_new (NULL);

      for (guint k = 0; k < b->n_cells; k++)
        g_string_append_printf (cells, "%s%d,%d", k > 0 ? " " : "", b->cells[k].q,
                                b->cells[k].r);
      assert_tile (wg_board_get_tile (game->board, t), b->name, b->shape, b->center, cells->str);
    }
  data = wg_game_to_data (game, NULL);
  g_assert_nonnull (strstr (data, "\"tiles\""));
}

/* ---- The window ---- */

static GtkWidget *
button_for (WgBoardEditorWindow *window,
            const char          *action)
{
  GtkWidget *button = wg_test_find_actionable (GTK_WIDGET (window), action);

  g_assert_nonnull (button);
  return button;
}

/* The Board Tiles row says how many tiles there are and what Group would
 * do, or why it cannot; Group and Ungroup enable with the selection; the
 * canvas draws a tile's edge in the tile colour where no sector line is,
 * and its tooltip names the tile. */
static void
test_window_group (void)
{
  WgBoardEditorWindow *window = present_window ();
  WgBoardEditorModel  *model = wg_board_editor_window_get_model (window);
  WgBoardCanvas       *canvas = wg_board_editor_window_get_canvas (window);
  g_autoptr (GskRenderNode) node = NULL;
  g_autoptr (GdkTexture) shot = NULL;
  g_autoptr (GskRenderNode) undone_node = NULL;
  g_autoptr (GdkTexture) undone = NULL;
  double cx, cy, rx, ry, size;
  guint8 px[4];

  g_assert_cmpstr (row_subtitle (window, "editor.group-tile"), ==,
                   "0 tiles on the board. Select the hexes of the tile first (the Select tool)");
  g_assert_false (gtk_widget_get_sensitive (button_for (window, "editor.group-tile")));
  g_assert_false (gtk_widget_get_sensitive (button_for (window, "editor.ungroup-tiles")));
  for (guint i = 0; i < G_N_ELEMENTS (flower); i++)
    assert_ok (wg_board_editor_model_paint_space (model, flower[i], &error_));
  select_hexes (model, flower, G_N_ELEMENTS (flower));
  g_assert_cmpstr (row_subtitle (window, "editor.group-tile"), ==,
                   "0 tiles on the board. Group groups the 7 selected hexes");
  g_assert_true (gtk_widget_get_sensitive (button_for (window, "editor.group-tile")));
  g_assert_false (gtk_widget_get_sensitive (button_for (window, "editor.ungroup-tiles")));

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "editor.group-tile", NULL));
  g_assert_cmpuint (wg_board_editor_model_get_n_board_tiles (model), ==, 1);
  g_assert_cmpstr (row_subtitle (window, "editor.group-tile"), ==,
                   "1 tile on the board. Select the hexes of the tile first (the Select tool)");
  assert_ok (wg_board_editor_model_toggle_selected (model, HEX (1, 0), &error_));
  g_assert_true (gtk_widget_get_sensitive (button_for (window, "editor.ungroup-tiles")));
  g_assert_cmpstr (row_subtitle (window, "editor.group-tile"), ==,
                   "1 tile on the board. These hexes cannot be a tile: (1, 0) is already in "
                   "tile “Tile 1”");

  /* The edge between (1,0), on the tile, and (2,0), off the board, lies
   * half a hex-width east of (1,0)'s centre: the tile colour there. */
  wg_board_editor_model_clear_selection (model);
  wg_test_iterate_until (wg_board_canvas_hex_center (canvas, HEX (1, 0), &cx, &cy)
                         && wg_board_canvas_hex_center (canvas, HEX (0, 0), &rx, &ry));
  size = (cx - rx) / WG_SQRT3;
  shot = wg_test_render (GTK_WIDGET (canvas), &node);
  wg_test_pixel_at (shot, cx + size * WG_SQRT3 / 2, cy, px);
  g_test_message ("edge pixel: %d %d %d", px[2], px[1], px[0]);
  g_assert_cmpint (px[2], >=, 200); /* warm: much red, some green, little blue */
  g_assert_cmpint (px[1], >=, 150);
  g_assert_cmpint (px[0], <=, 130);

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "editor.undo", NULL));
  g_assert_cmpuint (wg_board_editor_model_get_n_board_tiles (model), ==, 0);
  /* A second node, the first kept alive (wg_test_render says why). */
  undone = wg_test_render (GTK_WIDGET (canvas), &undone_node);
  wg_test_pixel_at (undone, cx + size * WG_SQRT3 / 2, cy, px);
  g_assert_false (px[2] >= 200 && px[1] >= 150 && px[0] <= 130);
  gtk_window_destroy (GTK_WINDOW (window));
}

int
main (int   argc,
      char *argv[])
{
  g_autofree char *home = wg_test_app_init (&argc, &argv);
  g_autoptr (GError) error = NULL;
  g_autoptr (GDir) dir = NULL;
  const char *name;
  int         status;

  tmp_dir = g_dir_make_tmp ("wg-editor-tiles-XXXXXX", &error);
  g_assert_no_error (error);

  g_test_add_func ("/wg/app/board-editor/R-EXP-8/group-flower", test_group_flower);
  g_test_add_func ("/wg/app/board-editor/R-EXP-8/group-refusals", test_group_refusals);
  g_test_add_func ("/wg/app/board-editor/R-EXP-8/erase-leaves-tile", test_erase_leaves_tile);
  g_test_add_func ("/wg/app/board-editor/R-EXP-8/ungroup", test_ungroup);
  g_test_add_func ("/wg/app/board-editor/R-EXP-8/placed-tiles", test_placed_tiles);
  g_test_add_func ("/wg/app/board-editor/R-EXP-8/save-and-open", test_save_and_open);
  g_test_add_func ("/wg/app/board-editor/R-EXP-8/new-game-board", test_new_game_board);
  g_test_add_func ("/wg/app/board-editor/R-EXP-8/window-group", test_window_group);
  status = g_test_run ();
  dir = g_dir_open (tmp_dir, 0, NULL);
  while (dir != NULL && (name = g_dir_read_name (dir)) != NULL)
    {
      g_autofree char *path = tmp_path (name);

      g_unlink (path);
    }
  g_rmdir (tmp_dir);
  g_free (tmp_dir);
  wg_test_app_cleanup (home);
  return status;
}
