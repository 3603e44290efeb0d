/* test-app-board-editor.c — the board editor: its model's edits, undo, tiles and tile file, and
 * its window
 * Copyright 2026 The Warpgate Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "wg-board-canvas.h"
#include "wg-hex-layout.h"
#include "wg-palette.h"
#include "wg-board-editor-model.h"
#include "wg-board-editor-window.h"
#include "wg-new-tile-dialog.h"
#include "wg-save-layout-dialog.h"
#include "wg-test-app.h"
#include "wg-test-editor.h"
#include "wg-tile-json.h"

typedef struct
{
  int          q, r;
  WgHexKind    kind;
  const char  *id;
  WgPlanetType type;
  gboolean     trade;
  const char  *sector;
  const char  *color;
} ExpectedCell;

static void
assert_cell (const WgCell       *c,
             const ExpectedCell *e)
{
  g_assert_nonnull (c);
  g_test_message ("cell at (%d, %d)", e->q, e->r);
  g_assert_cmpint (c->hex.q, ==, e->q);
  g_assert_cmpint (c->hex.r, ==, e->r);
  g_assert_cmpint (c->kind, ==, e->kind);
  g_assert_cmpstr (c->id, ==, e->id);
  if (c->kind == WG_HEX_PLANET)
    g_assert_cmpint (c->type, ==, e->type);
  g_assert_cmpint (c->trade, ==, e->trade);
  g_assert_cmpstr (c->sector, ==, e->sector);
  g_assert_cmpstr (c->color, ==, e->color);
}

static void
assert_cells (WgBoardEditorModel *model,
              const ExpectedCell *expected,
              guint               n)
{
  g_assert_cmpuint (wg_board_editor_model_get_n_cells (model), ==, n);
  for (guint i = 0; i < n; i++)
    assert_cell (wg_board_editor_model_get_cell (model, i), &expected[i]);
}

/* The model's cells equal a board's, cell for cell. */
static void
assert_cells_equal_board (WgBoardEditorModel *model,
                          const WgBoard      *board)
{
  g_assert_cmpuint (wg_board_editor_model_get_n_cells (model), ==, wg_board_get_n_cells (board));
  for (guint i = 0; i < wg_board_get_n_cells (board); i++)
    {
      const WgCell *b = wg_board_get_cell (board, (int) i);
      ExpectedCell  e = { b->hex.q, b->hex.r, b->kind, b->id, b->type, b->trade, b->sector,
                          b->color };

      assert_cell (wg_board_editor_model_get_cell (model, i), &e);
    }
}

/* A refused edit: its code and message, and nothing changed (the same
 * cells and the same step on top of the stack). */
#define assert_refused(model, call, code_, msg_)                                           \
  G_STMT_START                                                                             \
  {                                                                                        \
    GError          *error_ = NULL;                                                        \
    guint            n_ = wg_board_editor_model_get_n_cells (model);                       \
    g_autofree char *top_ = g_strdup (wg_board_editor_model_get_undo_description (model)); \
    g_assert_false (call);                                                                 \
    g_assert_error (error_, WG_BOARD_EDITOR_ERROR, (gint) (code_));                        \
    g_assert_cmpstr (error_->message, ==, (msg_));                                         \
    g_clear_error (&error_);                                                               \
    g_assert_cmpuint (wg_board_editor_model_get_n_cells (model), ==, n_);                  \
    g_assert_cmpstr (wg_board_editor_model_get_undo_description (model), ==, top_);        \
  }                                                                                        \
  G_STMT_END

/* ---- Painting ---- */

/* Each kind painted once; ids as wg_tile_compose makes them: the type's
 * letter and the smallest free number (D1, D2, J1, H for the Ancients),
 * gate-<colour> for a warpgate. Cells are in reading order (r, then q). */
static void
test_paint_kinds (void)
{
  static const ExpectedCell expected[] = {
    { -1, 0, WG_HEX_WARPGATE, "gate-blue", 0, FALSE, NULL, "blue" },
    { 0, 0, WG_HEX_SPACE, NULL, 0, FALSE, NULL, NULL },
    { 1, 0, WG_HEX_PLANET, "D1", WG_PLANET_DESERT, FALSE, NULL, NULL },
    { 2, 0, WG_HEX_PLANET, "D2", WG_PLANET_DESERT, FALSE, NULL, NULL },
    { 0, 1, WG_HEX_PLANET, "H1", WG_PLANET_ANCIENTS, FALSE, NULL, NULL },
    { 1, 1, WG_HEX_PLANET, "J1", WG_PLANET_JUNGLE, FALSE, NULL, NULL },
  };
  g_autoptr (WgBoardEditorModel) model = wg_board_editor_model_new ();

  g_assert_cmpuint (wg_board_editor_model_get_n_cells (model), ==, 0);
  g_assert_cmpstr (wg_board_editor_model_get_problem (model), ==,
                   "The board has no hexes yet: paint some, or place a tile");
  assert_ok (wg_board_editor_model_paint_space (model, HEX (0, 0), &error_));
  assert_ok (wg_board_editor_model_paint_planet (model, HEX (1, 0), WG_PLANET_DESERT, &error_));
  assert_ok (wg_board_editor_model_paint_planet (model, HEX (2, 0), WG_PLANET_DESERT, &error_));
  assert_ok (wg_board_editor_model_paint_planet (model, HEX (1, 1), WG_PLANET_JUNGLE, &error_));
  assert_ok (wg_board_editor_model_paint_planet (model, HEX (0, 1), WG_PLANET_ANCIENTS,
                                                 &error_));
  g_assert_cmpstr (wg_board_editor_model_get_problem (model), ==,
                   "The board has no warpgate: each player needs one of their colour");
  assert_ok (wg_board_editor_model_paint_warpgate (model, HEX (-1, 0), "blue", &error_));
  g_assert_null (wg_board_editor_model_get_problem (model));
  assert_cells (model, expected, G_N_ELEMENTS (expected));
  g_assert_cmpstr (wg_board_editor_model_get_undo_description (model), ==,
                   "Painted the blue warpgate at (-1, 0)");

  /* Painting what is there is no step. */
  assert_ok (wg_board_editor_model_paint_planet (model, HEX (1, 0), WG_PLANET_DESERT, &error_));
  g_assert_cmpstr (wg_board_editor_model_get_undo_description (model), ==,
                   "Painted the blue warpgate at (-1, 0)");

  /* A generated id follows the type: D2 painted jungle is J2 (J1 is taken),
   * and D2 is free again for the next desert. */
  assert_ok (wg_board_editor_model_paint_planet (model, HEX (2, 0), WG_PLANET_JUNGLE, &error_));
  g_assert_cmpstr (wg_board_editor_model_lookup (model, HEX (2, 0))->id, ==, "J2");
  assert_ok (wg_board_editor_model_paint_planet (model, HEX (3, 0), WG_PLANET_DESERT, &error_));
  g_assert_cmpstr (wg_board_editor_model_lookup (model, HEX (3, 0))->id, ==, "D2");
  g_assert_cmpstr (wg_board_editor_model_get_undo_description (model), ==,
                   "Painted a Desert planet at (3, 0)");

  /* Space drops the id; a warpgate repainted another colour is renamed. */
  assert_ok (wg_board_editor_model_paint_space (model, HEX (2, 0), &error_));
  g_assert_null (wg_board_editor_model_lookup (model, HEX (2, 0))->id);
  g_assert_cmpint (wg_board_editor_model_lookup (model, HEX (2, 0))->kind, ==, WG_HEX_SPACE);
  assert_ok (wg_board_editor_model_paint_warpgate (model, HEX (-1, 0), "red", &error_));
  g_assert_cmpstr (wg_board_editor_model_lookup (model, HEX (-1, 0))->id, ==, "gate-red");

  /* Off the map: refused. */
  assert_refused (model, wg_board_editor_model_paint_space (model, HEX (65, 0), &error_),
                  WG_BOARD_EDITOR_ERROR_OUT_OF_BOUNDS, "(65, 0) lies outside the board's -64…64");
}

/* One warpgate per colour: a second blue one is refused, saying where the
 * first is; painting the first again changes nothing. */
static void
test_warpgate_twice (void)
{
  g_autoptr (WgBoardEditorModel) model = wg_board_editor_model_new ();

  assert_ok (wg_board_editor_model_paint_warpgate (model, HEX (0, 0), "blue", &error_));
  assert_refused (model, wg_board_editor_model_paint_warpgate (model, HEX (2, -1), "blue", &error_),
                  WG_BOARD_EDITOR_ERROR_WARPGATE_TWICE,
                  "The board already has a blue warpgate, at (0, 0): two warpgates of blue "
                  "cannot be");
  g_assert_null (wg_board_editor_model_lookup (model, HEX (2, -1)));
  assert_ok (wg_board_editor_model_paint_warpgate (model, HEX (0, 0), "blue", &error_));
  g_assert_cmpuint (wg_board_editor_model_get_n_cells (model), ==, 1);
}

/* Renaming: a location only, a valid id, no other location's. A typed id
 * stays when the planet's type changes; a generated one follows it. */
static void
test_rename (void)
{
  g_autoptr (WgBoardEditorModel) model = wg_board_editor_model_new ();

  assert_ok (wg_board_editor_model_paint_planet (model, HEX (0, 0), WG_PLANET_DESERT, &error_));
  assert_ok (wg_board_editor_model_paint_planet (model, HEX (1, 0), WG_PLANET_DESERT, &error_));
  assert_ok (wg_board_editor_model_paint_space (model, HEX (2, 0), &error_));

  assert_ok (wg_board_editor_model_rename (model, HEX (0, 0), "home", &error_));
  g_assert_cmpstr (wg_board_editor_model_lookup (model, HEX (0, 0))->id, ==, "home");
  g_assert_cmpstr (wg_board_editor_model_get_undo_description (model), ==, "Renamed D1 to home");

  assert_refused (model, wg_board_editor_model_rename (model, HEX (0, 0), "", &error_),
                  WG_BOARD_EDITOR_ERROR_INVALID_ID,
                  "A location needs a name: 1–32 letters, digits, - or _");
  assert_refused (model, wg_board_editor_model_rename (model, HEX (0, 0), "my home", &error_),
                  WG_BOARD_EDITOR_ERROR_INVALID_ID,
                  "“my home” cannot be a location's name: use 1–32 letters, digits, - or _");
  assert_refused (model, wg_board_editor_model_rename (model, HEX (0, 0), "D2", &error_),
                  WG_BOARD_EDITOR_ERROR_DUPLICATE_ID,
                  "“D2” is already the name of the location at (1, 0)");
  assert_refused (model, wg_board_editor_model_rename (model, HEX (2, 0), "X", &error_),
                  WG_BOARD_EDITOR_ERROR_NOT_A_LOCATION,
                  "Only planets and warpgates have a name, and (2, 0) is space");
  assert_refused (model, wg_board_editor_model_rename (model, HEX (5, 5), "X", &error_),
                  WG_BOARD_EDITOR_ERROR_NOT_A_LOCATION, "(5, 5) is not on the board");
  g_assert_cmpstr (wg_board_editor_model_lookup (model, HEX (0, 0))->id, ==, "home");

  /* A typed name stays through a change of type; D2 is generated and goes. */
  assert_ok (wg_board_editor_model_paint_planet (model, HEX (0, 0), WG_PLANET_VOLCANIC, &error_));
  g_assert_cmpstr (wg_board_editor_model_lookup (model, HEX (0, 0))->id, ==, "home");
  assert_ok (wg_board_editor_model_paint_planet (model, HEX (1, 0), WG_PLANET_OCEANIC, &error_));
  g_assert_cmpstr (wg_board_editor_model_lookup (model, HEX (1, 0))->id, ==, "O1");

  /* Undo takes each step back: O1 to D2, volcanic to desert, then the name. */
  g_assert_true (wg_board_editor_model_undo (model));
  g_assert_cmpstr (wg_board_editor_model_lookup (model, HEX (1, 0))->id, ==, "D2");
  g_assert_true (wg_board_editor_model_undo (model));
  g_assert_cmpint (wg_board_editor_model_lookup (model, HEX (0, 0))->type, ==, WG_PLANET_DESERT);
  g_assert_true (wg_board_editor_model_undo (model));
  g_assert_cmpstr (wg_board_editor_model_lookup (model, HEX (0, 0))->id, ==, "D1");
  g_assert_true (wg_board_editor_model_redo (model));
  g_assert_cmpstr (wg_board_editor_model_lookup (model, HEX (0, 0))->id, ==, "home");
}

/* Sectors (R-CTRL-1) and trade icons, with the board they build. */
static void
test_sectors_and_trade (void)
{
  g_autoptr (WgBoardEditorModel) model = wg_board_editor_model_new ();
  g_autoptr (WgBoard) board = NULL;
  g_autoptr (GError) error = NULL;
  const int *planets;
  guint      n_planets;

  assert_ok (wg_board_editor_model_paint_warpgate (model, HEX (0, 0), "blue", &error_));
  assert_ok (wg_board_editor_model_paint_planet (model, HEX (1, 0), WG_PLANET_DESERT, &error_));
  assert_ok (wg_board_editor_model_paint_space (model, HEX (2, 0), &error_));
  assert_ok (wg_board_editor_model_paint_sector (model, HEX (1, 0), "north", &error_));
  assert_ok (wg_board_editor_model_paint_sector (model, HEX (2, 0), "north", &error_));
  /* On an empty position: space in the sector. */
  assert_ok (wg_board_editor_model_paint_sector (model, HEX (1, 1), "south", &error_));
  g_assert_cmpint (wg_board_editor_model_lookup (model, HEX (1, 1))->kind, ==, WG_HEX_SPACE);
  g_assert_cmpstr (wg_board_editor_model_get_undo_description (model), ==,
                   "Put (1, 1) in sector south");
  assert_refused (model, wg_board_editor_model_paint_sector (model, HEX (0, 0), "north", &error_),
                  WG_BOARD_EDITOR_ERROR_INVALID_SECTOR,
                  "Warpgates belong to no sector (R-CTRL-1)");
  assert_refused (model,
                  wg_board_editor_model_paint_sector (model, HEX (2, 0), "far north", &error_),
                  WG_BOARD_EDITOR_ERROR_INVALID_SECTOR,
                  "“far north” is not a sector name: 1–32 letters, digits, - or _");
  /* A painted warpgate leaves its sector. */
  assert_ok (wg_board_editor_model_paint_warpgate (model, HEX (2, 0), "red", &error_));
  g_assert_null (wg_board_editor_model_lookup (model, HEX (2, 0))->sector);

  assert_ok (wg_board_editor_model_toggle_trade (model, HEX (1, 0), &error_));
  g_assert_true (wg_board_editor_model_lookup (model, HEX (1, 0))->trade);
  g_assert_cmpstr (wg_board_editor_model_get_undo_description (model), ==,
                   "Put a trade icon on D1");
  assert_refused (model, wg_board_editor_model_toggle_trade (model, HEX (1, 1), &error_),
                  WG_BOARD_EDITOR_ERROR_NOT_A_LOCATION,
                  "Only planets have a trade icon, and (1, 1) is not one");

  board = wg_board_editor_model_build_board (model, &error);
  g_assert_no_error (error);
  g_assert_cmpstr (wg_board_get_name (board), ==, "New board");
  g_assert_cmpuint (wg_board_get_n_sectors (board), ==, 2);
  g_assert_cmpstr (wg_board_get_sector_name (board, 0), ==, "north");
  g_assert_cmpstr (wg_board_get_sector_name (board, 1), ==, "south");
  planets = wg_board_get_sector_planets (board, 0, &n_planets);
  g_assert_cmpuint (n_planets, ==, 1);
  g_assert_cmpstr (wg_board_get_cell (board, planets[0])->id, ==, "D1");

  /* Toggling again takes it off; out of a sector with an empty name. */
  assert_ok (wg_board_editor_model_toggle_trade (model, HEX (1, 0), &error_));
  g_assert_false (wg_board_editor_model_lookup (model, HEX (1, 0))->trade);
  assert_ok (wg_board_editor_model_paint_sector (model, HEX (1, 0), "", &error_));
  g_assert_null (wg_board_editor_model_lookup (model, HEX (1, 0))->sector);
  g_assert_true (wg_board_editor_model_undo (model));
  g_assert_cmpstr (wg_board_editor_model_lookup (model, HEX (1, 0))->sector, ==, "north");
  g_assert_true (wg_board_editor_model_undo (model));
  g_assert_true (wg_board_editor_model_lookup (model, HEX (1, 0))->trade);
}

/* Erase, undo and redo; a new edit after an undo drops what redo had; the
 * tool applied through wg_board_editor_model_apply; a drag is one step. */
static void
test_erase_undo_redo (void)
{
  g_autoptr (WgBoardEditorModel) model = wg_board_editor_model_new ();

  g_assert_false (wg_board_editor_model_can_undo (model));
  g_assert_false (wg_board_editor_model_undo (model));
  assert_ok (wg_board_editor_model_paint_planet (model, HEX (0, 0), WG_PLANET_ARCTIC, &error_));
  assert_ok (wg_board_editor_model_erase (model, HEX (0, 0), &error_));
  g_assert_null (wg_board_editor_model_lookup (model, HEX (0, 0)));
  g_assert_cmpstr (wg_board_editor_model_get_undo_description (model), ==, "Erased (0, 0)");
  /* Erasing nothing is no step. */
  assert_ok (wg_board_editor_model_erase (model, HEX (4, 4), &error_));
  g_assert_cmpstr (wg_board_editor_model_get_undo_description (model), ==, "Erased (0, 0)");

  g_assert_true (wg_board_editor_model_undo (model));
  g_assert_cmpstr (wg_board_editor_model_lookup (model, HEX (0, 0))->id, ==, "A1");
  g_assert_true (wg_board_editor_model_can_redo (model));
  g_assert_cmpstr (wg_board_editor_model_get_redo_description (model), ==, "Erased (0, 0)");
  g_assert_true (wg_board_editor_model_redo (model));
  g_assert_null (wg_board_editor_model_lookup (model, HEX (0, 0)));
  g_assert_false (wg_board_editor_model_redo (model));
  g_assert_true (wg_board_editor_model_undo (model));
  g_assert_true (wg_board_editor_model_undo (model));
  g_assert_cmpuint (wg_board_editor_model_get_n_cells (model), ==, 0);
  g_assert_false (wg_board_editor_model_can_undo (model));

  /* A new edit drops the two steps redo had. */
  wg_board_editor_model_set_tool (model, WG_BOARD_EDITOR_TOOL_WARPGATE);
  g_assert_true (wg_board_editor_model_set_color (model, "teal"));
  g_assert_false (wg_board_editor_model_set_color (model, "Teal 2"));
  assert_ok (wg_board_editor_model_apply (model, HEX (3, 3), &error_));
  g_assert_cmpstr (wg_board_editor_model_lookup (model, HEX (3, 3))->color, ==, "teal");
  g_assert_false (wg_board_editor_model_can_redo (model));

  /* A drag over three hexes is one step. */
  wg_board_editor_model_set_tool (model, WG_BOARD_EDITOR_TOOL_PLANET);
  wg_board_editor_model_set_planet_type (model, WG_PLANET_OCEANIC);
  wg_board_editor_model_begin_stroke (model);
  for (int q = 0; q < 3; q++)
    assert_ok (wg_board_editor_model_apply (model, HEX (q, 0), &error_));
  wg_board_editor_model_end_stroke (model);
  g_assert_cmpuint (wg_board_editor_model_get_n_cells (model), ==, 4);
  g_assert_cmpstr (wg_board_editor_model_lookup (model, HEX (2, 0))->id, ==, "O3");
  g_assert_true (wg_board_editor_model_undo (model));
  g_assert_cmpuint (wg_board_editor_model_get_n_cells (model), ==, 1);
  g_assert_cmpstr (wg_board_editor_model_get_undo_description (model), ==,
                   "Painted the teal warpgate at (3, 3)");

  /* The rename tool paints nothing: the window asks for the name. */
  wg_board_editor_model_set_tool (model, WG_BOARD_EDITOR_TOOL_RENAME);
  assert_ok (wg_board_editor_model_apply (model, HEX (3, 3), &error_));
  g_assert_cmpstr (wg_board_editor_model_lookup (model, HEX (3, 3))->id, ==, "gate-teal");
  wg_board_editor_model_clear (model);
  g_assert_cmpuint (wg_board_editor_model_get_n_cells (model), ==, 0);
  g_assert_true (wg_board_editor_model_undo (model));
  g_assert_cmpuint (wg_board_editor_model_get_n_cells (model), ==, 1);
}

/* ---- Tiles ---- */

static WgBoardEditorModel *
model_on_fixture_tiles (void)
{
  g_autoptr (GFile) file = fixture_file ("tiles-test.json");
  WgBoardEditorModel *model = wg_board_editor_model_new ();

  assert_ok (wg_board_editor_model_load_file (model, file, &error_));
  wg_board_editor_model_clear (model);
  return model;
}

/* Tiles of tests/data/tiles-test.json placed as its layout "pair" places
 * them (tests/core/test-tile.c works it out by hand, (q, r) → (q + r, −q) per
 * step of 60°):
 *   t1 face A turned 1 step at (0, 0): (0,0) → (0,0) desert "home", trade,
 *     sector n; (1,0) → (1,-1) space n; (0,1) → (1,0) jungle s;
 *     (-1,1) → (0,1) space s;
 *   t2 face 1-4 turned 3 steps at (3, -1): (q, r) → (−q, −r) + (3, −1):
 *     (0,0) → (3,-1) blue warpgate; (1,0) → (2,-1) space;
 *     (1,-1) → (2,0) desert; (0,-1) → (3,0) oceanic "sea", sector x.
 * The first tile's sectors are 0-n and 0-s, the second's 1-x; the jungle
 * and the unnamed desert are J1 and D1: the board compose makes. */
static void
test_place_tiles_turned (void)
{
  static const ExpectedCell expected[] = {
    { 1, -1, WG_HEX_SPACE, NULL, 0, FALSE, "0-n", NULL },
    { 2, -1, WG_HEX_SPACE, NULL, 0, FALSE, NULL, NULL },
    { 3, -1, WG_HEX_WARPGATE, "gate-blue", 0, FALSE, NULL, "blue" },
    { 0, 0, WG_HEX_PLANET, "home", WG_PLANET_DESERT, TRUE, "0-n", NULL },
    { 1, 0, WG_HEX_PLANET, "J1", WG_PLANET_JUNGLE, FALSE, "0-s", NULL },
    { 2, 0, WG_HEX_PLANET, "D1", WG_PLANET_DESERT, FALSE, NULL, NULL },
    { 3, 0, WG_HEX_PLANET, "sea", WG_PLANET_OCEANIC, FALSE, "1-x", NULL },
    { 0, 1, WG_HEX_SPACE, NULL, 0, FALSE, "0-s", NULL },
  };
  g_autoptr (WgBoardEditorModel) model = model_on_fixture_tiles ();
  WgTileLibrary *library = wg_board_editor_model_get_library (model);
  g_autoptr (WgBoard) pair = NULL;
  g_autoptr (GError) error = NULL;
  g_autoptr (GArray) footprint = NULL;

  g_assert_cmpuint (wg_tile_library_get_n_tiles (library), ==, 3);
  /* The first tile and its first face are chosen when a file opens. */
  g_assert_cmpstr (wg_board_editor_model_get_tile (model), ==, "t1");
  g_assert_cmpstr (wg_board_editor_model_get_face (model), ==, "A");
  wg_board_editor_model_set_rotation (model, 7);
  g_assert_cmpint (wg_board_editor_model_get_rotation (model), ==, 1);
  footprint = wg_board_editor_model_tile_footprint (model, HEX (0, 0));
  g_assert_cmpuint (footprint->len, ==, 4);
  g_assert_cmpint (g_array_index (footprint, WgHex, 2).q, ==, 1);
  g_assert_cmpint (g_array_index (footprint, WgHex, 2).r, ==, 0);

  wg_board_editor_model_set_tool (model, WG_BOARD_EDITOR_TOOL_TILE);
  assert_ok (wg_board_editor_model_apply (model, HEX (0, 0), &error_));
  g_assert_cmpstr (wg_board_editor_model_get_undo_description (model), ==,
                   "Placed tile “Test tile 1” (face A) at (0, 0), turned 1 × 60°");
  assert_ok (wg_board_editor_model_place_tile (model, "t2", "1-4", HEX (3, -1), 3, &error_));
  assert_cells (model, expected, G_N_ELEMENTS (expected));

  /* The same as the layout composed by the core. */
  pair = wg_tile_compose (library, wg_tile_library_lookup_layout (library, "pair"), &error);
  g_assert_no_error (error);
  assert_cells_equal_board (model, pair);
}

/* Refusals name what is wrong and change nothing. t3 face X at (2, 0):
 * (0,0) → (2,0), (1,0) → (3,0), (0,1) → (2,1), (1,-1) → (3,-1); three of
 * them are on the board already, listed in the face's order. */
static void
test_place_tile_refusals (void)
{
  g_autoptr (WgBoardEditorModel) model = model_on_fixture_tiles ();

  assert_ok (wg_board_editor_model_place_tile (model, "t1", "A", HEX (0, 0), 1, &error_));
  assert_ok (wg_board_editor_model_place_tile (model, "t2", "1-4", HEX (3, -1), 3, &error_));
  assert_refused (model,
                  wg_board_editor_model_place_tile (model, "t3", "X", HEX (2, 0), 0, &error_),
                  WG_BOARD_EDITOR_ERROR_OVERLAP,
                  "The tile would cover (2, 0), (3, 0), (3, -1), which are already on the board");
  /* At (1, 0): (1,0), (2,0) and (2,-1) are taken, (1,1) is free. */
  assert_refused (model,
                  wg_board_editor_model_place_tile (model, "t3", "X", HEX (1, 0), 0, &error_),
                  WG_BOARD_EDITOR_ERROR_OVERLAP,
                  "The tile would cover (1, 0), (2, 0), (2, -1), which are already on the board");
  /* Far away, but a second blue warpgate. */
  assert_refused (model,
                  wg_board_editor_model_place_tile (model, "t2", "1-4", HEX (10, 10), 0, &error_),
                  WG_BOARD_EDITOR_ERROR_WARPGATE_TWICE,
                  "The tile's blue warpgate would be the board's second: there is one at "
                  "(3, -1)");
  assert_refused (model,
                  wg_board_editor_model_place_tile (model, "t9", NULL, HEX (10, 10), 0, &error_),
                  WG_BOARD_EDITOR_ERROR_UNKNOWN_TILE, "The tile file has no tile “t9”");
  assert_refused (model,
                  wg_board_editor_model_place_tile (model, "t3", "Y", HEX (10, 10), 0, &error_),
                  WG_BOARD_EDITOR_ERROR_UNKNOWN_TILE, "Tile “t3” has no face “Y”");
  assert_refused (model,
                  wg_board_editor_model_place_tile (model, "t3", "X", HEX (64, 0), 0, &error_),
                  WG_BOARD_EDITOR_ERROR_OUT_OF_BOUNDS,
                  "The tile would put a hex at (65, 0), outside the board's -64…64");

  /* t3 far away, at (-3, 0): (0,0) → (-3,0) red warpgate, (1,0) → (-2,0)
   * desert "home", (0,1) → (-3,1) space in n, (1,-1) → (-2,-1) jungle "J1".
   * The board is still made of placed tiles alone, so it is what
   * wg_tile_compose makes of the three: "home" is on two tiles and goes to
   * neither; "J1" is t3's alone and stays. The others are numbered in
   * reading order: (-2,0) D1, (0,0) D2, (1,0) J2 (J1 is taken), (2,0) D3;
   * t3 is the third tile placed, so sector n is 2-n. */
  assert_ok (wg_board_editor_model_place_tile (model, "t3", "X", HEX (-3, 0), 0, &error_));
  g_assert_null (wg_board_editor_model_get_layout_problem (model));
  g_assert_cmpstr (wg_board_editor_model_lookup (model, HEX (-3, 0))->id, ==, "gate-red");
  g_assert_cmpstr (wg_board_editor_model_lookup (model, HEX (-2, -1))->id, ==, "J1");
  g_assert_cmpstr (wg_board_editor_model_lookup (model, HEX (-2, 0))->id, ==, "D1");
  g_assert_cmpstr (wg_board_editor_model_lookup (model, HEX (0, 0))->id, ==, "D2");
  g_assert_cmpstr (wg_board_editor_model_lookup (model, HEX (1, 0))->id, ==, "J2");
  g_assert_cmpstr (wg_board_editor_model_lookup (model, HEX (2, 0))->id, ==, "D3");
  g_assert_cmpstr (wg_board_editor_model_lookup (model, HEX (-3, 1))->sector, ==, "2-n");

  /* On a board drawn by hand the tile's hexes are named as painted ones:
   * undo t3, paint a hex, place t3 again. t1's "home" keeps its name, so
   * t3's desert is D2 (D1 is t2's); t3's "J1" is t1's jungle's: J2. */
  g_assert_true (wg_board_editor_model_undo (model));
  g_assert_cmpstr (wg_board_editor_model_lookup (model, HEX (0, 0))->id, ==, "home");
  assert_ok (wg_board_editor_model_paint_space (model, HEX (0, -1), &error_));
  assert_ok (wg_board_editor_model_place_tile (model, "t3", "X", HEX (-3, 0), 0, &error_));
  g_assert_cmpstr (wg_board_editor_model_lookup (model, HEX (0, 0))->id, ==, "home");
  g_assert_cmpstr (wg_board_editor_model_lookup (model, HEX (-3, 0))->id, ==, "gate-red");
  g_assert_cmpstr (wg_board_editor_model_lookup (model, HEX (-2, 0))->id, ==, "D2");
  g_assert_cmpstr (wg_board_editor_model_lookup (model, HEX (-2, -1))->id, ==, "J2");
  g_assert_cmpstr (wg_board_editor_model_lookup (model, HEX (-3, 1))->sector, ==, "2-n");
}

/* A layout of the file, as one step, is the board the core composes. */
static void
test_use_layout (void)
{
  g_autoptr (WgBoardEditorModel) model = model_on_fixture_tiles ();
  WgTileLibrary *library = wg_board_editor_model_get_library (model);
  g_autoptr (WgBoard) trio = wg_tile_compose (library,
                                              wg_tile_library_lookup_layout (library, "trio"),
                                              NULL);

  assert_ok (wg_board_editor_model_use_layout (model, "trio", &error_));
  assert_cells_equal_board (model, trio);
  g_assert_cmpuint (wg_board_editor_model_get_n_cells (model), ==, 12);
  g_assert_cmpstr (wg_board_editor_model_get_undo_description (model), ==,
                   "Laid out “Three tiles”");
  assert_refused (model, wg_board_editor_model_use_layout (model, "quartet", &error_),
                  WG_BOARD_EDITOR_ERROR_UNKNOWN_TILE, "The tile file has no layout “quartet”");
  g_assert_true (wg_board_editor_model_undo (model));
  g_assert_cmpuint (wg_board_editor_model_get_n_cells (model), ==, 0);
}

/* ---- The tile file ---- */

static char *
temp_dir (void)
{
  g_autoptr (GError) error = NULL;
  char *dir = g_dir_make_tmp ("wg-editor-XXXXXX", &error);

  g_assert_no_error (error);
  return dir;
}

/* Opened: the file's first board ("drawn"), its tiles and layouts. Edited,
 * saved elsewhere and opened again: the same cells, name, tiles and
 * layouts; the saved file loads with the core's reader as well. */
static void
test_save_load_round_trip (void)
{
  g_autoptr (GFile) source = fixture_file ("tiles-test.json");
  g_autoptr (WgBoardEditorModel) model = wg_board_editor_model_new ();
  g_autoptr (WgBoardEditorModel) again = wg_board_editor_model_new ();
  g_autofree char *dir = temp_dir ();
  g_autofree char *path = g_build_filename (dir, "our-tiles.json", NULL);
  g_autoptr (GFile) file = g_file_new_for_path (path);
  g_autoptr (WgTileLibrary) saved = NULL;
  g_autoptr (GError) error = NULL;
  const WgLibraryBoard *entry;

  assert_ok (wg_board_editor_model_load_file (model, source, &error_));
  g_assert_true (wg_board_editor_model_get_file (model) == source);
  g_assert_false (wg_board_editor_model_get_modified (model));
  g_assert_false (wg_board_editor_model_can_undo (model));
  g_assert_cmpstr (wg_board_editor_model_get_board_id (model), ==, "drawn");
  g_assert_cmpstr (wg_board_editor_model_get_name (model), ==, "A drawn board");
  g_assert_cmpuint (wg_board_editor_model_get_n_cells (model), ==, 4);
  g_assert_cmpstr (wg_board_editor_model_lookup (model, HEX (2, 0))->id, ==, "D1");

  assert_ok (wg_board_editor_model_paint_planet (model, HEX (3, 0), WG_PLANET_VOLCANIC,
                                                 &error_));
  assert_ok (wg_board_editor_model_paint_sector (model, HEX (3, 0), "north", &error_));
  assert_ok (wg_board_editor_model_set_name (model, "Our table", &error_));
  g_assert_true (wg_board_editor_model_get_modified (model));
  assert_ok (wg_board_editor_model_save_file (model, file, &error_));
  g_assert_false (wg_board_editor_model_get_modified (model));
  g_assert_true (wg_board_editor_model_get_file (model) == file);

  assert_ok (wg_board_editor_model_load_file (again, file, &error_));
  g_assert_cmpstr (wg_board_editor_model_get_board_id (again), ==, "drawn");
  g_assert_cmpstr (wg_board_editor_model_get_name (again), ==, "Our table");
  g_assert_cmpuint (wg_board_editor_model_get_n_cells (again), ==, 5);
  for (guint i = 0; i < 5; i++)
    {
      const WgCell *c = wg_board_editor_model_get_cell (model, i);
      ExpectedCell  e = { c->hex.q, c->hex.r, c->kind, c->id, c->type, c->trade, c->sector,
                          c->color };

      assert_cell (wg_board_editor_model_get_cell (again, i), &e);
    }
  g_assert_cmpstr (wg_board_editor_model_lookup (again, HEX (3, 0))->id, ==, "V1");

  saved = wg_tile_library_load_from_file (path, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (wg_tile_library_get_n_tiles (saved), ==, 3);
  g_assert_cmpuint (wg_tile_library_get_n_layouts (saved), ==, 2);
  g_assert_cmpuint (wg_tile_library_get_n_boards (saved), ==, 1);
  entry = wg_tile_library_get_board (saved, 0);
  g_assert_cmpstr (wg_board_get_name (entry->board), ==, "Our table");

  /* Undo back to the saved step: unmodified again; one more: modified. */
  assert_ok (wg_board_editor_model_erase (model, HEX (3, 0), &error_));
  g_assert_true (wg_board_editor_model_get_modified (model));
  g_assert_true (wg_board_editor_model_undo (model));
  g_assert_false (wg_board_editor_model_get_modified (model));
  g_assert_true (wg_board_editor_model_undo (model));
  g_assert_true (wg_board_editor_model_get_modified (model));

  g_assert_true (g_file_delete (file, NULL, NULL));
  g_assert_cmpint (g_rmdir (dir), ==, 0);
}

/* A new board saved to a new file: the file holds it alone, as "board". */
static void
test_save_new_file (void)
{
  g_autoptr (WgBoardEditorModel) model = wg_board_editor_model_new ();
  g_autofree char *dir = temp_dir ();
  g_autofree char *path = g_build_filename (dir, "new.json", NULL);
  g_autoptr (GFile) file = g_file_new_for_path (path);
  g_autoptr (WgTileLibrary) saved = NULL;
  g_autoptr (GError) error = NULL;

  /* Not a board yet: no warpgate. Nothing is written. */
  assert_ok (wg_board_editor_model_paint_planet (model, HEX (0, 0), WG_PLANET_DESERT, &error_));
  g_assert_false (wg_board_editor_model_save_file (model, file, &error));
  g_assert_error (error, WG_BOARD_EDITOR_ERROR, WG_BOARD_EDITOR_ERROR_INVALID_BOARD);
  g_assert_cmpstr (error->message, ==,
                   "The board has no warpgate: each player needs one of their colour");
  g_clear_error (&error);
  g_assert_false (g_file_query_exists (file, NULL));
  g_assert_null (wg_board_editor_model_get_file (model));

  assert_ok (wg_board_editor_model_paint_warpgate (model, HEX (1, 0), "green", &error_));
  assert_refused (model, wg_board_editor_model_set_name (model, "", &error_),
                  WG_BOARD_EDITOR_ERROR_INVALID_ID, "A board's name has 1–64 characters");
  assert_ok (wg_board_editor_model_save_file (model, file, &error_));
  saved = wg_tile_library_load_from_file (path, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (wg_tile_library_get_n_tiles (saved), ==, 0);
  g_assert_cmpuint (wg_tile_library_get_n_boards (saved), ==, 1);
  g_assert_cmpstr (wg_tile_library_get_board (saved, 0)->id, ==, "board");
  g_assert_cmpuint (wg_board_get_n_cells (wg_tile_library_get_board (saved, 0)->board), ==, 2);
  g_assert_true (g_file_delete (file, NULL, NULL));
  g_assert_cmpint (g_rmdir (dir), ==, 0);
}

/* ---- The tile library: tiles made of the board, layouts saved ---- */

static void
assert_face_hex (const WgCell       *c,
                 const ExpectedCell *e)
{
  g_test_message ("face hex at (%d, %d)", e->q, e->r);
  assert_cell (c, e);
}

/* Two sides of a tile entered one after the other, from painted hexes.
 * Side 1-4, the whole board: (3,-1) jungle renamed "eden", (2,0) blue
 * warpgate, (3,0) desert D1 with a trade icon, (2,1) space in sector rim.
 * The centre-most hex: (2,0) and (3,0) are both 1 from every other (the
 * others are 2 from one), first in reading order is (2,0). Moved by
 * (−2, 0): (1,-1) "eden" (typed, kept), (0,0) warpgate (no id), (1,0)
 * desert (D1 was made by the editor: dropped), (0,1) space, sector rim.
 * Side 5-6, three selected hexes, (3,0) repainted volcanic as the centre:
 * moved by (−3, 0): (-1,0) warpgate, (0,0) volcanic with its trade icon,
 * (-1,1) space in rim. Placed turned 2 × 60° at (2,-1): (q, r) → (r, −q−r)
 * + (2,-1): (-1,0) → (0,1) + (2,-1) = (2,0); (0,0) → (2,-1); (-1,1) →
 * (1,0) + (2,-1) = (3,-1). */
static void
test_define_tile_two_faces (void)
{
  static const ExpectedCell side_a[] = {
    { 1, -1, WG_HEX_PLANET, "eden", WG_PLANET_JUNGLE, FALSE, NULL, NULL },
    { 0, 0, WG_HEX_WARPGATE, NULL, 0, FALSE, NULL, "blue" },
    { 1, 0, WG_HEX_PLANET, NULL, WG_PLANET_DESERT, TRUE, NULL, NULL },
    { 0, 1, WG_HEX_SPACE, NULL, 0, FALSE, "rim", NULL },
  };
  static const ExpectedCell side_b[] = {
    { -1, 0, WG_HEX_WARPGATE, NULL, 0, FALSE, NULL, "blue" },
    { 0, 0, WG_HEX_PLANET, NULL, WG_PLANET_VOLCANIC, TRUE, NULL, NULL },
    { -1, 1, WG_HEX_SPACE, NULL, 0, FALSE, "rim", NULL },
  };
  static const ExpectedCell placed[] = {
    { 2, -1, WG_HEX_PLANET, "V1", WG_PLANET_VOLCANIC, TRUE, NULL, NULL },
    { 3, -1, WG_HEX_SPACE, NULL, 0, FALSE, "0-rim", NULL },
    { 2, 0, WG_HEX_WARPGATE, "gate-blue", 0, FALSE, NULL, "blue" },
  };
  g_autoptr (WgBoardEditorModel) model = wg_board_editor_model_new ();
  g_autoptr (GArray) source = NULL;
  g_autofree char *id = NULL;
  g_autofree char *face = NULL;
  const WgTile    *tile;
  WgHex            centre;

  g_assert_false (wg_board_editor_model_suggest_centre (model, &centre));
  assert_ok (wg_board_editor_model_paint_warpgate (model, HEX (2, 0), "blue", &error_));
  assert_ok (wg_board_editor_model_paint_planet (model, HEX (3, 0), WG_PLANET_DESERT, &error_));
  assert_ok (wg_board_editor_model_toggle_trade (model, HEX (3, 0), &error_));
  assert_ok (wg_board_editor_model_paint_planet (model, HEX (3, -1), WG_PLANET_JUNGLE, &error_));
  assert_ok (wg_board_editor_model_rename (model, HEX (3, -1), "eden", &error_));
  assert_ok (wg_board_editor_model_paint_sector (model, HEX (2, 1), "rim", &error_));

  g_assert_true (wg_board_editor_model_suggest_centre (model, &centre));
  g_assert_cmpint (centre.q, ==, 2);
  g_assert_cmpint (centre.r, ==, 0);
  id = wg_board_editor_model_suggest_tile_id (model);
  g_assert_cmpstr (id, ==, "tile-1");
  face = wg_board_editor_model_suggest_face_name (model, "moon");
  g_assert_cmpstr (face, ==, "A");
  assert_ok (wg_board_editor_model_define_tile (model, &(WgTileDraft) { "moon", "Moon base", WG_TILE_SHAPE_DIAMOND, "1-4", centre }, &error_));
  g_assert_cmpstr (wg_board_editor_model_get_undo_description (model), ==,
                   "Made tile “Moon base” (face 1-4) of 4 hexes");
  tile = wg_tile_library_lookup_tile (wg_board_editor_model_get_library (model), "moon");
  g_assert_nonnull (tile);
  g_assert_cmpstr (tile->name, ==, "Moon base");
  g_assert_cmpint (tile->shape, ==, WG_TILE_SHAPE_DIAMOND);
  g_assert_cmpuint (tile->n_faces, ==, 1);
  g_assert_cmpstr (tile->faces[0].name, ==, "1-4");
  g_assert_cmpuint (tile->faces[0].n_hexes, ==, G_N_ELEMENTS (side_a));
  for (guint i = 0; i < G_N_ELEMENTS (side_a); i++)
    assert_face_hex (&tile->faces[0].hexes[i], &side_a[i]);
  /* The board is as it was; the new side is the tile to place. */
  g_assert_cmpuint (wg_board_editor_model_get_n_cells (model), ==, 4);
  g_assert_cmpstr (wg_board_editor_model_get_tile (model), ==, "moon");
  g_assert_cmpstr (wg_board_editor_model_get_face (model), ==, "1-4");

  /* The other side: three hexes selected, another centre. */
  assert_ok (wg_board_editor_model_paint_planet (model, HEX (3, 0), WG_PLANET_VOLCANIC, &error_));
  g_assert_true (wg_board_editor_model_set_tool_name (model, "select"));
  g_assert_cmpint (wg_board_editor_model_get_tool (model), ==, WG_BOARD_EDITOR_TOOL_SELECT);
  assert_ok (wg_board_editor_model_apply (model, HEX (2, 1), &error_));
  assert_ok (wg_board_editor_model_apply (model, HEX (3, 0), &error_));
  assert_ok (wg_board_editor_model_apply (model, HEX (3, -1), &error_));
  assert_ok (wg_board_editor_model_apply (model, HEX (3, -1), &error_));
  assert_ok (wg_board_editor_model_apply (model, HEX (2, 0), &error_));
  g_assert_cmpuint (wg_board_editor_model_get_n_selected (model), ==, 3);
  g_assert_false (wg_board_editor_model_is_selected (model, HEX (3, -1)));
  g_assert_true (wg_board_editor_model_is_selected (model, HEX (2, 1)));
  /* Selecting is no step. */
  g_assert_cmpstr (wg_board_editor_model_get_undo_description (model), ==,
                   "Painted a Volcanic planet at (3, 0)");
  source = wg_board_editor_model_get_tile_source (model);
  g_assert_cmpuint (source->len, ==, 3);
  g_assert_cmpint (g_array_index (source, WgHex, 0).q, ==, 2);
  g_assert_cmpint (g_array_index (source, WgHex, 1).q, ==, 3);
  g_assert_cmpint (g_array_index (source, WgHex, 2).r, ==, 1);
  g_clear_pointer (&face, g_free);
  face = wg_board_editor_model_suggest_face_name (model, "moon");
  g_assert_cmpstr (face, ==, "5-6");
  assert_ok (wg_board_editor_model_define_tile (model, &(WgTileDraft) { "moon", NULL, WG_TILE_SHAPE_OTHER, "5-6", HEX (3, 0) }, &error_));
  g_assert_cmpstr (wg_board_editor_model_get_undo_description (model), ==,
                   "Added face 5-6 to tile “Moon base”: 3 hexes");
  g_assert_cmpuint (wg_board_editor_model_get_n_selected (model), ==, 0);
  tile = wg_tile_library_lookup_tile (wg_board_editor_model_get_library (model), "moon");
  g_assert_cmpint (tile->shape, ==, WG_TILE_SHAPE_DIAMOND);
  g_assert_cmpuint (tile->n_faces, ==, 2);
  g_assert_cmpstr (tile->faces[1].name, ==, "5-6");
  g_assert_cmpuint (tile->faces[1].n_hexes, ==, G_N_ELEMENTS (side_b));
  for (guint i = 0; i < G_N_ELEMENTS (side_b); i++)
    assert_face_hex (&tile->faces[1].hexes[i], &side_b[i]);
  g_assert_cmpstr (wg_board_editor_model_get_face (model), ==, "5-6");

  /* Placed turned, on an empty board: what wg_tile_compose makes of it. */
  wg_board_editor_model_clear (model);
  assert_ok (wg_board_editor_model_place_tile (model, "moon", "5-6", HEX (2, -1), 2, &error_));
  assert_cells (model, placed, G_N_ELEMENTS (placed));
  g_assert_null (wg_board_editor_model_get_layout_problem (model));
  g_assert_cmpuint (wg_board_editor_model_get_n_placements (model), ==, 1);

  /* Undo takes back the placing, the clearing, the second side (the tile
   * to place goes back to the first), the repainting, then the tile. */
  g_assert_true (wg_board_editor_model_undo (model));
  g_assert_true (wg_board_editor_model_undo (model));
  g_assert_cmpuint (wg_board_editor_model_get_n_cells (model), ==, 4);
  g_assert_true (wg_board_editor_model_undo (model));
  tile = wg_tile_library_lookup_tile (wg_board_editor_model_get_library (model), "moon");
  g_assert_cmpuint (tile->n_faces, ==, 1);
  g_assert_cmpstr (wg_board_editor_model_get_face (model), ==, "1-4");
  g_assert_true (wg_board_editor_model_undo (model));
  g_assert_true (wg_board_editor_model_undo (model));
  g_assert_cmpuint (wg_tile_library_get_n_tiles (wg_board_editor_model_get_library (model)), ==,
                    0);
  g_assert_null (wg_board_editor_model_get_tile (model));
  g_assert_cmpstr (wg_board_editor_model_get_undo_description (model), ==,
                   "Put (2, 1) in sector rim");
  g_assert_true (wg_board_editor_model_redo (model));
  g_assert_cmpstr (wg_board_editor_model_get_tile (model), ==, "moon");
}

/* A tile the file cannot keep is refused in words, and nothing changes. */
static void
test_define_tile_refusals (void)
{
  g_autoptr (WgBoardEditorModel) model = model_on_fixture_tiles ();
  WgTileLibrary *library = wg_board_editor_model_get_library (model);
  g_autoptr (GError) error = NULL;
  const WgTile *t1;

  assert_refused (model,
                  wg_board_editor_model_define_tile (model, &(WgTileDraft) { "t4", "Four", WG_TILE_SHAPE_HEX, "A", HEX (0, 0) }, &error_),
                  WG_BOARD_EDITOR_ERROR_INVALID_TILE, "The board has no hexes to make a tile of");
  assert_ok (wg_board_editor_model_paint_planet (model, HEX (0, 0), WG_PLANET_ARCTIC, &error_));
  /* 18 characters: a board's sector, not a tile's (1–16). */
  assert_ok (wg_board_editor_model_paint_sector (model, HEX (1, 0), "a-very-long-sector",
                                                 &error_));
  assert_refused (model,
                  wg_board_editor_model_define_tile (model, &(WgTileDraft) { "my tile", "Mine", WG_TILE_SHAPE_HEX, "A", HEX (0, 0) }, &error_),
                  WG_BOARD_EDITOR_ERROR_INVALID_ID,
                  "“my tile” cannot be a tile's id: use 1–32 letters, digits, - or _");
  assert_refused (model,
                  wg_board_editor_model_define_tile (model, &(WgTileDraft) { "t4", "Four", WG_TILE_SHAPE_HEX, "", HEX (0, 0) }, &error_),
                  WG_BOARD_EDITOR_ERROR_INVALID_ID,
                  "“” cannot be a face's name: use 1–32 letters, digits, - or _ (A, 1-4)");
  assert_refused (model,
                  wg_board_editor_model_define_tile (model, &(WgTileDraft) { "t1", NULL, WG_TILE_SHAPE_HEX, "A", HEX (0, 0) }, &error_),
                  WG_BOARD_EDITOR_ERROR_DUPLICATE_ID,
                  "Tile “Test tile 1” already has a face “A”: give this side another name");
  assert_refused (model,
                  wg_board_editor_model_define_tile (model, &(WgTileDraft) { "t4", "Four", WG_TILE_SHAPE_HEX, "A", HEX (5, 5) }, &error_),
                  WG_BOARD_EDITOR_ERROR_INVALID_TILE,
                  "The tile's centre must be one of its hexes, and (5, 5) is not");
  /* wg_tile_check's own words. */
  assert_refused (model,
                  wg_board_editor_model_define_tile (model, &(WgTileDraft) { "t4", "Four", WG_TILE_SHAPE_HEX, "A", HEX (0, 0) }, &error_),
                  WG_BOARD_EDITOR_ERROR_INVALID_TILE,
                  "The tile file cannot keep that tile: tile “t4”, face “A”: "
                  "“a-very-long-sector” is not a valid sector name");
  assert_ok (wg_board_editor_model_paint_sector (model, HEX (1, 0), "rim", &error_));
  assert_refused (model,
                  wg_board_editor_model_define_tile (model, &(WgTileDraft) { "t4", "", WG_TILE_SHAPE_HEX, "A", HEX (0, 0) }, &error_),
                  WG_BOARD_EDITOR_ERROR_INVALID_TILE,
                  "The tile file cannot keep that tile: tile “t4” needs a name of 1–64 "
                  "characters");
  /* The same answer without a step, then a yes that changes nothing. */
  g_assert_false (wg_board_editor_model_check_tile (model, &(WgTileDraft) { "t1", NULL, WG_TILE_SHAPE_HEX, "A", HEX (0, 0) }, &error));
  g_assert_error (error, WG_BOARD_EDITOR_ERROR, WG_BOARD_EDITOR_ERROR_DUPLICATE_ID);
  g_clear_error (&error);
  g_assert_true (wg_board_editor_model_check_tile (model, &(WgTileDraft) { "t1", NULL, WG_TILE_SHAPE_HEX, "C", HEX (0, 0) }, &error));
  g_assert_no_error (error);
  assert_refused (model, wg_board_editor_model_toggle_selected (model, HEX (9, 9), &error_),
                  WG_BOARD_EDITOR_ERROR_NOT_A_LOCATION,
                  "(9, 9) is not on the board: a tile is made of the board's hexes");
  g_assert_true (wg_board_editor_model_get_library (model) == library);
  g_assert_cmpstr (wg_board_editor_model_get_undo_description (model), ==,
                   "Put (1, 0) in sector rim");

  /* A third side for t1, with its name and shape kept. */
  assert_ok (wg_board_editor_model_define_tile (model, &(WgTileDraft) { "t1", "Ignored", WG_TILE_SHAPE_HEX, "C", HEX (1, 0) }, &error_));
  t1 = wg_tile_library_lookup_tile (wg_board_editor_model_get_library (model), "t1");
  g_assert_cmpuint (t1->n_faces, ==, 3);
  g_assert_cmpstr (t1->name, ==, "Test tile 1");
  g_assert_cmpint (t1->shape, ==, WG_TILE_SHAPE_OTHER);
  g_assert_cmpint (t1->faces[2].hexes[0].hex.q, ==, -1);
  g_assert_cmpint (t1->faces[2].hexes[0].kind, ==, WG_HEX_PLANET);
  g_assert_cmpint (t1->faces[2].hexes[1].hex.q, ==, 0);
  g_assert_cmpstr (t1->faces[2].hexes[1].sector, ==, "rim");
}

/* The tiles placed as a layout, kept while the board is made of them
 * alone. t1 A at (0,0) turned 1, t2 1-4 at (3,-1) turned 3 and t3 X at
 * (-3,0) (test_place_tile_refusals works out their hexes): two warpgates,
 * blue and red. Saved, written, read back by the core and composed: the
 * board on the editor. */
static void
test_save_layout (void)
{
  g_autoptr (GFile) source = fixture_file ("tiles-test.json");
  g_autoptr (WgBoardEditorModel) model = wg_board_editor_model_new ();
  g_autofree char *dir = temp_dir ();
  g_autofree char *path = g_build_filename (dir, "layouts.json", NULL);
  g_autoptr (GFile) file = g_file_new_for_path (path);
  g_autoptr (WgTileLibrary) saved = NULL;
  g_autoptr (WgBoard) board = NULL;
  g_autoptr (GError) error = NULL;
  static const struct
  {
    const char *tile, *face;
    int         q, r, rotation;
  } placements[] = {
    { "t1", "A", 0, 0, 1 },
    { "t2", "1-4", 3, -1, 3 },
    { "t3", "X", -3, 0, 0 },
  };
  const WgLayout  *layout;
  g_autofree char *id = NULL;

  assert_ok (wg_board_editor_model_load_file (model, source, &error_));
  g_assert_cmpstr (wg_board_editor_model_get_layout_problem (model), ==,
                   "The board was drawn by hand: a layout is made of placed tiles only");
  /* Placed on a drawn board: still no layout. */
  assert_ok (wg_board_editor_model_place_tile (model, "t1", "A", HEX (-4, 0), 0, &error_));
  g_assert_cmpstr (wg_board_editor_model_get_layout_problem (model), ==,
                   "The board was drawn by hand: a layout is made of placed tiles only");
  wg_board_editor_model_clear (model);
  g_assert_cmpstr (wg_board_editor_model_get_layout_problem (model), ==,
                   "Place tiles or use a layout first: a layout is made of placed tiles");
  for (guint i = 0; i < G_N_ELEMENTS (placements); i++)
    assert_ok (wg_board_editor_model_place_tile (model, placements[i].tile, placements[i].face,
                                                 HEX (placements[i].q, placements[i].r),
                                                 placements[i].rotation, &error_));
  g_assert_null (wg_board_editor_model_get_layout_problem (model));
  g_assert_cmpuint (wg_board_editor_model_get_n_placements (model), ==, 3);
  g_assert_cmpuint (wg_board_editor_model_count_warpgates (model), ==, 2);

  /* Painted by hand: no layout; the hex erased: a layout again. */
  assert_ok (wg_board_editor_model_paint_space (model, HEX (0, -1), &error_));
  g_assert_cmpstr (wg_board_editor_model_get_layout_problem (model), ==,
                   "The board was painted by hand after the tiles were placed: a layout is made "
                   "of placed tiles only");
  assert_refused (model, wg_board_editor_model_save_layout (model, &(WgLayoutDraft) { "x", "X", 1 }, &error_),
                  WG_BOARD_EDITOR_ERROR_INVALID_LAYOUT,
                  "The board was painted by hand after the tiles were placed: a layout is made "
                  "of placed tiles only");
  assert_ok (wg_board_editor_model_erase (model, HEX (0, -1), &error_));
  g_assert_null (wg_board_editor_model_get_layout_problem (model));

  assert_refused (model, wg_board_editor_model_save_layout (model, &(WgLayoutDraft) { "trio", "Again", 2 }, &error_),
                  WG_BOARD_EDITOR_ERROR_DUPLICATE_ID, "The tile file already has a layout “trio”");
  assert_refused (model, wg_board_editor_model_save_layout (model, &(WgLayoutDraft) { "two words", "X", 2 }, &error_),
                  WG_BOARD_EDITOR_ERROR_INVALID_ID,
                  "“two words” cannot be a layout's id: use 1–32 letters, digits, - or _");
  assert_refused (model, wg_board_editor_model_save_layout (model, &(WgLayoutDraft) { "turned", "", 2 }, &error_),
                  WG_BOARD_EDITOR_ERROR_INVALID_ID, "A layout's name has 1–64 characters");
  assert_refused (model, wg_board_editor_model_save_layout (model, &(WgLayoutDraft) { "turned", "X", 7 }, &error_),
                  WG_BOARD_EDITOR_ERROR_INVALID_LAYOUT, "A layout is for 1–6 players");
  assert_refused (model, wg_board_editor_model_save_layout (model, &(WgLayoutDraft) { "turned", "X", 3 }, &error_),
                  WG_BOARD_EDITOR_ERROR_INVALID_LAYOUT,
                  "3 players need a warpgate each, and the board has 2");
  g_assert_cmpuint (wg_tile_library_get_n_layouts (wg_board_editor_model_get_library (model)),
                    ==, 2);

  id = wg_board_editor_model_suggest_layout_id (model);
  g_assert_cmpstr (id, ==, "layout-1");
  assert_ok (wg_board_editor_model_save_layout (model, &(WgLayoutDraft) { "turned", "Three tiles, turned", 2 }, &error_));
  g_assert_cmpstr (wg_board_editor_model_get_undo_description (model), ==,
                   "Saved the board as layout “Three tiles, turned” for 2 players");
  assert_ok (wg_board_editor_model_save_file (model, file, &error_));

  saved = wg_tile_library_load_from_file (path, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (wg_tile_library_get_n_layouts (saved), ==, 3);
  layout = wg_tile_library_lookup_layout (saved, "turned");
  g_assert_nonnull (layout);
  g_assert_cmpstr (layout->name, ==, "Three tiles, turned");
  g_assert_cmpint (layout->players, ==, 2);
  g_assert_cmpuint (layout->n_placements, ==, G_N_ELEMENTS (placements));
  for (guint i = 0; i < G_N_ELEMENTS (placements); i++)
    {
      g_assert_cmpstr (layout->placements[i].tile, ==, placements[i].tile);
      g_assert_cmpstr (layout->placements[i].face, ==, placements[i].face);
      g_assert_cmpint (layout->placements[i].position.q, ==, placements[i].q);
      g_assert_cmpint (layout->placements[i].position.r, ==, placements[i].r);
      g_assert_cmpint (layout->placements[i].rotation, ==, placements[i].rotation);
    }
  board = wg_tile_compose (saved, layout, &error);
  g_assert_no_error (error);
  g_assert_cmpstr (wg_board_get_name (board), ==, "Three tiles, turned");
  assert_cells_equal_board (model, board);
  g_assert_cmpstr (wg_board_get_cell (board, wg_board_find_location (board, "D2"))->id, ==, "D2");
  g_assert_cmpint (wg_board_get_cell (board, wg_board_find_location (board, "D2"))->hex.q, ==, 0);

  /* Undone like an edit: the layout goes, the file is changed again. */
  g_assert_true (wg_board_editor_model_undo (model));
  g_assert_cmpuint (wg_tile_library_get_n_layouts (wg_board_editor_model_get_library (model)),
                    ==, 2);
  g_assert_true (wg_board_editor_model_get_modified (model));
  /* One tile twice is no layout. */
  assert_ok (wg_board_editor_model_place_tile (model, "t1", "B", HEX (10, 0), 0, &error_));
  g_assert_cmpstr (wg_board_editor_model_get_layout_problem (model), ==,
                   "Tile “t1” is placed twice, and a layout places each tile once (it is one "
                   "piece of cardboard)");
  assert_ok (wg_board_editor_model_use_layout (model, "pair", &error_));
  g_assert_null (wg_board_editor_model_get_layout_problem (model));
  g_assert_cmpuint (wg_board_editor_model_get_n_placements (model), ==, 2);

  g_assert_true (g_file_delete (file, NULL, NULL));
  g_assert_cmpint (g_rmdir (dir), ==, 0);
}

/* A tile file that breaks the format is refused with its JSON path, and
 * the board being edited, its name, file and stack stay as they were. */
static void
test_refused_file (void)
{
  static const char broken[] =
    "{ \"format\": \"warpgate-companion-tiles\", \"version\": 1, \"tiles\": [ { \"id\": \"t\", "
    "\"name\": \"T\", \"shape\": \"hex\", \"faces\": [ { \"name\": \"A\", \"hexes\": [ "
    "{ \"q\": 0, \"r\": 0 }, { \"q\": 0, \"r\": 0 } ] } ] } ] }";
  g_autoptr (WgBoardEditorModel) model = wg_board_editor_model_new ();
  g_autofree char *dir = temp_dir ();
  g_autofree char *path = g_build_filename (dir, "broken.json", NULL);
  g_autoptr (GFile) file = g_file_new_for_path (path);
  g_autoptr (GError) error = NULL;

  g_assert_true (g_file_set_contents (path, broken, -1, NULL));
  assert_ok (wg_board_editor_model_paint_warpgate (model, HEX (0, 0), "blue", &error_));
  g_assert_false (wg_board_editor_model_load_file (model, file, &error));
  g_assert_error (error, WG_FILE_ERROR, WG_FILE_ERROR_INVALID);
  g_assert_nonnull (strstr (error->message, "tiles[0]"));
  g_assert_cmpuint (wg_board_editor_model_get_n_cells (model), ==, 1);
  g_assert_cmpstr (wg_board_editor_model_get_name (model), ==, "New board");
  g_assert_null (wg_board_editor_model_get_file (model));
  g_assert_cmpstr (wg_board_editor_model_get_undo_description (model), ==,
                   "Painted the blue warpgate at (0, 0)");
  g_assert_cmpuint (wg_tile_library_get_n_tiles (wg_board_editor_model_get_library (model)), ==,
                    0);
  g_assert_true (g_file_delete (file, NULL, NULL));
  g_assert_cmpint (g_rmdir (dir), ==, 0);
}

/* tests/data/tiles-two-boards.json holds "drawn" (4 hexes) and "small"
 * (2): opened, the first is edited; the second by its id, afresh (no
 * undo, not changed); a board the file does not have is refused. */
static void
test_edit_other_board (void)
{
  g_autoptr (WgBoardEditorModel) model = wg_board_editor_model_new ();
  g_autoptr (GFile) file = fixture_file ("tiles-two-boards.json");

  assert_ok (wg_board_editor_model_load_file (model, file, &error_));
  g_assert_cmpstr (wg_board_editor_model_get_board_id (model), ==, "drawn");
  g_assert_cmpuint (wg_board_editor_model_get_n_cells (model), ==, 4);
  assert_ok (wg_board_editor_model_paint_planet (model, HEX (3, 0), WG_PLANET_DESERT, &error_));
  g_assert_true (wg_board_editor_model_get_modified (model));

  assert_ok (wg_board_editor_model_edit_board (model, "small", &error_));
  g_assert_cmpstr (wg_board_editor_model_get_board_id (model), ==, "small");
  g_assert_cmpstr (wg_board_editor_model_get_name (model), ==, "A small board");
  g_assert_cmpuint (wg_board_editor_model_get_n_cells (model), ==, 2);
  g_assert_false (wg_board_editor_model_get_modified (model));
  g_assert_false (wg_board_editor_model_can_undo (model));
  g_assert_true (g_file_equal (wg_board_editor_model_get_file (model), file));
  g_assert_cmpuint (wg_tile_library_get_n_boards (wg_board_editor_model_get_library (model)), ==,
                    2);

  assert_refused (model, wg_board_editor_model_edit_board (model, "nowhere", &error_),
                  WG_BOARD_EDITOR_ERROR_UNKNOWN_TILE, "The tile file has no board “nowhere”");
  g_assert_cmpstr (wg_board_editor_model_get_board_id (model), ==, "small");
}

/* ---- The window ---- */

/* Destroys the window and checks that it, its model and its canvas went
 * with it: nothing else holds them. */
static void
destroy_window (WgBoardEditorWindow *window)
{
  WgBoardEditorModel *model = wg_board_editor_window_get_model (window);
  WgBoardCanvas      *canvas = wg_board_editor_window_get_canvas (window);

  g_object_add_weak_pointer (G_OBJECT (model), (gpointer *) &model);
  g_object_add_weak_pointer (G_OBJECT (canvas), (gpointer *) &canvas);
  g_object_add_weak_pointer (G_OBJECT (window), (gpointer *) &window);
  gtk_window_destroy (GTK_WINDOW (window));
  wg_test_iterate_until (model == NULL && canvas == NULL && window == NULL);
}

static gboolean
enabled (WgBoardEditorWindow *window,
         const char          *action)
{
  GtkWidget *button = wg_test_find_actionable (GTK_WIDGET (window), action);

  g_assert_nonnull (button);
  return gtk_widget_get_sensitive (button);
}

static GtkEventController *
find_controller (GtkWidget *widget,
                 GType      type)
{
  g_autoptr (GListModel) controllers = gtk_widget_observe_controllers (widget);

  for (guint i = 0; i < g_list_model_get_n_items (controllers); i++)
    {
      g_autoptr (GtkEventController) controller = g_list_model_get_item (controllers, i);

      if (G_TYPE_CHECK_INSTANCE_TYPE (controller, type))
        return controller;
    }
  g_assert_not_reached ();
}

/* A press on a hex's centre, dragged to another hex's centre (or not),
 * and released: the drag gesture's own signals, as GTK emits them. */
static void
drag (WgBoardCanvas *canvas,
      WgHex          from,
      WgHex          to)
{
  GtkEventController *gesture = find_controller (GTK_WIDGET (canvas), GTK_TYPE_GESTURE_DRAG);
  double              x0, y0, x1, y1;

  g_assert_true (wg_board_canvas_hex_center (canvas, from, &x0, &y0));
  g_assert_true (wg_board_canvas_hex_center (canvas, to, &x1, &y1));
  g_signal_emit_by_name (gesture, "drag-begin", x0, y0);
  if (!wg_hex_equal (from, to))
    g_signal_emit_by_name (gesture, "drag-update", x1 - x0, y1 - y0);
  g_signal_emit_by_name (gesture, "drag-end", x1 - x0, y1 - y0);
}

static void
on_play (WgBoardEditorWindow *window,
         WgBoard             *board,
         WgBoard            **out)
{
  g_assert_null (*out);
  *out = wg_board_ref (board);
}

/* Undo, redo, save and play enable with the model's state; the actions
 * do what they say; the window goes away whole. */
static void
test_window_actions (void)
{
  WgBoardEditorWindow *window = present_window ();
  WgBoardEditorModel  *model = wg_board_editor_window_get_model (window);
  g_autoptr (WgBoard) played = NULL;

  g_assert_false (enabled (window, "editor.undo"));
  g_assert_false (enabled (window, "editor.redo"));
  g_assert_false (enabled (window, "editor.save"));
  g_assert_false (enabled (window, "editor.play"));
  g_assert_false (enabled (window, "editor.use-layout"));

  assert_ok (wg_board_editor_model_paint_warpgate (model, HEX (0, 0), "blue", &error_));
  g_assert_true (enabled (window, "editor.undo"));
  g_assert_false (enabled (window, "editor.redo"));
  g_assert_true (enabled (window, "editor.save"));
  g_assert_true (enabled (window, "editor.play"));

  g_signal_connect (window, "play", G_CALLBACK (on_play), &played);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "editor.play", NULL));
  g_assert_nonnull (played);
  g_assert_cmpuint (wg_board_get_n_cells (played), ==, 1);
  g_assert_cmpint (wg_board_find_warpgate (played, "blue"), ==, 0);
  g_assert_cmpstr (wg_board_get_name (played), ==, "New board");

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "editor.undo", NULL));
  g_assert_cmpuint (wg_board_editor_model_get_n_cells (model), ==, 0);
  g_assert_false (enabled (window, "editor.undo"));
  g_assert_true (enabled (window, "editor.redo"));
  g_assert_false (enabled (window, "editor.play"));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "editor.redo", NULL));
  g_assert_cmpuint (wg_board_editor_model_get_n_cells (model), ==, 1);
  g_assert_true (enabled (window, "editor.undo"));
  g_assert_false (enabled (window, "editor.redo"));

  g_clear_pointer (&played, wg_board_unref);
  destroy_window (window);
}

/* The palette's radio buttons are the editor.tool action; a click on the
 * canvas paints with the tool; a drag with a painting tool is one step; a
 * refused click changes nothing. */
static void
test_window_click_paints (void)
{
  WgBoardEditorWindow *window = present_window ();
  WgBoardEditorModel  *model = wg_board_editor_window_get_model (window);
  WgBoardCanvas       *canvas = wg_board_editor_window_get_canvas (window);
  GtkWidget           *space = wg_test_find_actionable (GTK_WIDGET (window), "editor.tool");

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "editor.tool", "s", "desert"));
  g_assert_cmpint (wg_board_editor_model_get_tool (model), ==, WG_BOARD_EDITOR_TOOL_PLANET);
  g_assert_cmpint (wg_board_editor_model_get_planet_type (model), ==, WG_PLANET_DESERT);
  /* The first radio button is Space: no longer chosen. */
  g_assert_false (gtk_check_button_get_active (GTK_CHECK_BUTTON (space)));

  drag (canvas, HEX (1, -1), HEX (1, -1));
  g_assert_cmpstr (wg_board_editor_model_lookup (model, HEX (1, -1))->id, ==, "D1");
  g_assert_cmpstr (wg_board_editor_model_get_undo_description (model), ==,
                   "Painted a Desert planet at (1, -1)");

  /* Space dragged over two hexes of the ghosts: one step. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "editor.tool", "s", "space"));
  g_assert_true (gtk_check_button_get_active (GTK_CHECK_BUTTON (space)));
  drag (canvas, HEX (0, 0), HEX (1, 0));
  g_assert_cmpint (wg_board_editor_model_lookup (model, HEX (0, 0))->kind, ==, WG_HEX_SPACE);
  g_assert_cmpint (wg_board_editor_model_lookup (model, HEX (1, 0))->kind, ==, WG_HEX_SPACE);
  g_assert_cmpuint (wg_board_editor_model_get_n_cells (model), ==, 3);
  g_assert_true (wg_board_editor_model_undo (model));
  g_assert_cmpuint (wg_board_editor_model_get_n_cells (model), ==, 1);

  /* The trade icon on space is refused: nothing changes. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "editor.tool", "s", "trade"));
  drag (canvas, HEX (1, -1), HEX (1, -1));
  g_assert_true (wg_board_editor_model_lookup (model, HEX (1, -1))->trade);
  drag (canvas, HEX (-1, 0), HEX (-1, 0));
  g_assert_null (wg_board_editor_model_lookup (model, HEX (-1, 0)));
  g_assert_cmpstr (wg_board_editor_model_get_undo_description (model), ==,
                   "Put a trade icon on D1");
  destroy_window (window);
}

/* The keyboard: arrows move the cursor, Enter paints there. */
static void
test_window_keyboard (void)
{
  WgBoardEditorWindow *window = present_window ();
  WgBoardEditorModel  *model = wg_board_editor_window_get_model (window);
  WgBoardCanvas       *canvas = wg_board_editor_window_get_canvas (window);
  GtkEventController  *keys = find_controller (GTK_WIDGET (canvas), GTK_TYPE_EVENT_CONTROLLER_KEY);
  gboolean             handled = FALSE;
  WgHex                cursor;

  wg_board_editor_model_set_tool_name (model, "volcanic");
  wg_board_canvas_set_cursor (canvas, HEX (0, 0));
  g_signal_emit_by_name (keys, "key-pressed", GDK_KEY_Right, 0, 0, &handled);
  g_assert_true (handled);
  /* Up from (1, 0) keeps to the column: (1, -1) is up and to the left,
   * then (2, -2) up and to the right. */
  g_signal_emit_by_name (keys, "key-pressed", GDK_KEY_Up, 0, 0, &handled);
  g_signal_emit_by_name (keys, "key-pressed", GDK_KEY_Up, 0, 0, &handled);
  cursor = wg_board_canvas_get_cursor (canvas);
  g_assert_cmpint (cursor.q, ==, 2);
  g_assert_cmpint (cursor.r, ==, -2);
  g_signal_emit_by_name (keys, "key-pressed", GDK_KEY_Return, 0, 0, &handled);
  g_assert_cmpint (wg_board_editor_model_lookup (model, HEX (2, -2))->type, ==,
                   WG_PLANET_VOLCANIC);
  g_assert_cmpuint (wg_board_editor_model_get_n_cells (model), ==, 1);
  destroy_window (window);
}

/* The rename tool asks for the name in a dialog; Rename renames. */
static void
test_window_rename (void)
{
  WgBoardEditorWindow *window = present_window ();
  WgBoardEditorModel  *model = wg_board_editor_window_get_model (window);
  WgBoardCanvas       *canvas = wg_board_editor_window_get_canvas (window);
  AdwMessageDialog    *dialog;
  GtkEditable         *entry;

  assert_ok (wg_board_editor_model_paint_planet (model, HEX (0, 0), WG_PLANET_JUNGLE, &error_));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "editor.tool", "s", "rename"));
  /* On a ghost: nothing to rename, no dialog. */
  drag (canvas, HEX (1, 0), HEX (1, 0));
  g_assert_null (wg_test_find_dialog_for (GTK_WINDOW (window)));
  drag (canvas, HEX (0, 0), HEX (0, 0));
  dialog = wg_test_find_dialog_for (GTK_WINDOW (window));
  g_assert_nonnull (dialog);
  entry = GTK_EDITABLE (adw_message_dialog_get_extra_child (dialog));
  g_assert_cmpstr (gtk_editable_get_text (entry), ==, "J1");
  gtk_editable_set_text (entry, "eden");
  wg_test_respond (GTK_WINDOW (window), "rename");
  g_assert_cmpstr (wg_board_editor_model_lookup (model, HEX (0, 0))->id, ==, "eden");
  destroy_window (window);
}

/* A tile file opened lists its tiles, faces and layouts; Use lays out the
 * chosen layout; a refused file changes nothing. */
/* Closing with changes asks first, GNOME's way: Cancel keeps the window
 * and its changes; Save writes the file it came from, then closes. */
static void
test_window_unsaved_save (void)
{
  WgBoardEditorWindow *window = present_window ();
  WgBoardEditorModel  *model = wg_board_editor_window_get_model (window);
  g_autofree char     *dir = temp_dir ();
  g_autofree char     *path = g_build_filename (dir, "board.json", NULL);
  g_autoptr (GFile) file = g_file_new_for_path (path);
  g_autoptr (WgTileLibrary) saved = NULL;
  g_autoptr (GError) error = NULL;
  gpointer watched = window;

  g_assert_false (wg_board_editor_model_get_modified (model));
  assert_ok (wg_board_editor_model_paint_planet (model, HEX (0, 0), WG_PLANET_DESERT, &error_));
  assert_ok (wg_board_editor_model_paint_warpgate (model, HEX (1, 0), "green", &error_));
  assert_ok (wg_board_editor_model_save_file (model, file, &error_));
  assert_ok (wg_board_editor_model_paint_planet (model, HEX (2, 0), WG_PLANET_JUNGLE, &error_));
  g_assert_true (wg_board_editor_model_get_modified (model));

  gtk_window_close (GTK_WINDOW (window));
  wg_test_respond (GTK_WINDOW (window), "cancel");
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (window)));
  g_assert_true (wg_board_editor_model_get_modified (model));

  g_object_add_weak_pointer (G_OBJECT (window), &watched);
  gtk_window_close (GTK_WINDOW (window));
  wg_test_respond (GTK_WINDOW (window), "save");
  wg_test_iterate_until (watched == NULL);
  saved = wg_tile_library_load_from_file (path, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (wg_board_get_n_cells (wg_tile_library_get_board (saved, 0)->board), ==, 3);
  g_assert_true (g_file_delete (file, NULL, NULL));
  g_assert_cmpint (g_rmdir (dir), ==, 0);
}

/* Discard closes with the changes; a window without changes closes at once. */
static void
test_window_unsaved_discard (void)
{
  WgBoardEditorWindow *window = present_window ();
  WgBoardEditorModel  *model = wg_board_editor_window_get_model (window);
  gpointer             watched = window;

  assert_ok (wg_board_editor_model_paint_planet (model, HEX (0, 0), WG_PLANET_DESERT, &error_));
  g_object_add_weak_pointer (G_OBJECT (window), &watched);
  gtk_window_close (GTK_WINDOW (window));
  g_assert_nonnull (wg_test_find_dialog_for (GTK_WINDOW (window)));
  wg_test_respond (GTK_WINDOW (window), "discard");
  wg_test_iterate_until (watched == NULL);

  window = present_window ();
  watched = window;
  g_object_add_weak_pointer (G_OBJECT (window), &watched);
  /* Nothing to ask: gone at once. */
  gtk_window_close (GTK_WINDOW (window));
  g_assert_null (watched);
}

/* The Board row lists the file's boards; another is edited at once when
 * nothing is changed, else after the question: Cancel stays (the row
 * shows the board edited), Discard goes. */
static void
test_window_boards (void)
{
  WgBoardEditorWindow *window = present_window ();
  WgBoardEditorModel  *model = wg_board_editor_window_get_model (window);
  g_autoptr (GFile) file = fixture_file ("tiles-two-boards.json");
  g_autoptr (GError) error = NULL;
  AdwComboRow *boards;

  boards = ADW_COMBO_ROW (wg_test_nth (GTK_WIDGET (window), ADW_TYPE_COMBO_ROW, 0));
  g_assert_false (gtk_widget_get_visible (GTK_WIDGET (boards)));
  g_assert_true (wg_board_editor_window_open_file (window, file, &error));
  g_assert_no_error (error);
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (boards)));
  g_assert_cmpuint (g_list_model_get_n_items (adw_combo_row_get_model (boards)), ==, 2);
  g_assert_cmpuint (adw_combo_row_get_selected (boards), ==, 0);

  adw_combo_row_set_selected (boards, 1);
  g_assert_null (wg_test_find_dialog_for (GTK_WINDOW (window)));
  wg_test_iterate_until (g_strcmp0 (wg_board_editor_model_get_board_id (model), "small") == 0);
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (wg_test_find_type (GTK_WIDGET (window),
                                                                           ADW_TYPE_ENTRY_ROW))),
                   ==, "A small board");

  assert_ok (wg_board_editor_model_paint_planet (model, HEX (2, 0), WG_PLANET_JUNGLE, &error_));
  adw_combo_row_set_selected (boards, 0);
  g_assert_cmpuint (adw_combo_row_get_selected (boards), ==, 1);
  wg_test_respond (GTK_WINDOW (window), "cancel");
  g_assert_cmpstr (wg_board_editor_model_get_board_id (model), ==, "small");
  g_assert_cmpuint (wg_board_editor_model_get_n_cells (model), ==, 3);

  adw_combo_row_set_selected (boards, 0);
  wg_test_respond (GTK_WINDOW (window), "discard");
  wg_test_iterate_until (g_strcmp0 (wg_board_editor_model_get_board_id (model), "drawn") == 0);
  g_assert_cmpuint (wg_board_editor_model_get_n_cells (model), ==, 4);
  g_assert_cmpuint (adw_combo_row_get_selected (boards), ==, 0);
  destroy_window (window);
}

static void
test_window_open_file (void)
{
  WgBoardEditorWindow *window = present_window ();
  WgBoardEditorModel  *model = wg_board_editor_window_get_model (window);
  g_autoptr (GFile) file = fixture_file ("tiles-test.json");
  g_autoptr (GFile) missing = fixture_file ("no-such-tiles.json");
  g_autoptr (GError) error = NULL;
  AdwComboRow *tiles, *faces;

  g_assert_true (wg_board_editor_window_open_file (window, file, &error));
  g_assert_no_error (error);
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (wg_test_find_type (GTK_WIDGET (window),
                                                                           ADW_TYPE_ENTRY_ROW))),
                   ==, "A drawn board");
  tiles = ADW_COMBO_ROW (wg_test_nth (GTK_WIDGET (window), ADW_TYPE_COMBO_ROW, 1));
  g_assert_true (enabled (window, "editor.use-layout"));
  g_assert_true (enabled (window, "editor.play"));
  g_assert_false (enabled (window, "editor.undo"));

  /* The combo rows in order: board, tile, face, layout. */
  g_assert_cmpuint (g_list_model_get_n_items (adw_combo_row_get_model (tiles)), ==, 3);
  adw_combo_row_set_selected (tiles, 2);
  g_assert_cmpstr (wg_board_editor_model_get_tile (model), ==, "t3");
  g_assert_cmpint (wg_board_editor_model_get_tool (model), ==, WG_BOARD_EDITOR_TOOL_TILE);
  faces = ADW_COMBO_ROW (gtk_widget_get_next_sibling (GTK_WIDGET (tiles)));
  g_assert_true (ADW_IS_COMBO_ROW (faces));
  g_assert_cmpuint (g_list_model_get_n_items (adw_combo_row_get_model (faces)), ==, 1);

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "editor.clear", NULL));
  g_assert_cmpuint (wg_board_editor_model_get_n_cells (model), ==, 0);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "editor.use-layout", NULL));
  /* The first layout, "pair": 8 hexes. */
  g_assert_cmpuint (wg_board_editor_model_get_n_cells (model), ==, 8);

  g_assert_false (wg_board_editor_window_open_file (window, missing, &error));
  /* The same reader as the app's games (wg_json_read_gfile). */
  g_assert_error (error, G_FILE_ERROR, G_FILE_ERROR_NOENT);
  g_assert_cmpuint (wg_board_editor_model_get_n_cells (model), ==, 8);
  g_assert_true (g_file_equal (wg_board_editor_model_get_file (model), file));
  destroy_window (window);
}

/* New Tile from Board: enabled once there are hexes; its dialog asks the
 * model at each change (a refusal disables Add Tile and says why); Add
 * Tile makes the tile, listed at once in the Tile chooser; a second side
 * goes to the tile chosen in the dialog. The select tool and Deselect All. */
static void
test_window_new_tile (void)
{
  WgBoardEditorWindow *window = present_window ();
  WgBoardEditorModel  *model = wg_board_editor_window_get_model (window);
  WgBoardCanvas       *canvas = wg_board_editor_window_get_canvas (window);
  AdwComboRow         *tiles = ADW_COMBO_ROW (wg_test_nth (window, ADW_TYPE_COMBO_ROW, 1));
  AdwMessageDialog    *dialog;
  const WgTile        *tile;

  g_assert_false (enabled (window, "editor.new-tile"));
  g_assert_cmpstr (row_subtitle (window, "editor.new-tile"), ==,
                   "Paint the hexes of one side of a tile first");
  assert_ok (wg_board_editor_model_paint_warpgate (model, HEX (0, 0), "green", &error_));
  assert_ok (wg_board_editor_model_paint_planet (model, HEX (1, 0), WG_PLANET_OCEANIC, &error_));
  assert_ok (wg_board_editor_model_paint_space (model, HEX (0, 1), &error_));
  g_assert_true (enabled (window, "editor.new-tile"));
  g_assert_cmpstr (row_subtitle (window, "editor.new-tile"), ==,
                   "Of the board's 3 hexes (Select takes fewer)");

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "editor.new-tile", NULL));
  dialog = wg_test_find_dialog_for (GTK_WINDOW (window));
  g_assert_true (WG_IS_NEW_TILE_DIALOG (dialog));
  /* Rows: tile, shape, centre (combo); id, name, face (entry). */
  g_assert_cmpstr (
    gtk_editable_get_text (GTK_EDITABLE (wg_test_nth (dialog, ADW_TYPE_ENTRY_ROW, 0))), ==,
    "tile-1");
  g_assert_cmpstr (
    gtk_editable_get_text (GTK_EDITABLE (wg_test_nth (dialog, ADW_TYPE_ENTRY_ROW, 1))), ==,
    "Tile 1");
  g_assert_cmpstr (
    gtk_editable_get_text (GTK_EDITABLE (wg_test_nth (dialog, ADW_TYPE_ENTRY_ROW, 2))), ==, "A");
  /* The centre-most of (0,0), (1,0), (0,1): (0,0), 1 from both others. */
  g_assert_cmpuint (
    adw_combo_row_get_selected (ADW_COMBO_ROW (wg_test_nth (dialog, ADW_TYPE_COMBO_ROW, 2))), ==,
    0);
  g_assert_true (adw_message_dialog_get_response_enabled (dialog, WG_NEW_TILE_RESPONSE_ADD));
  g_assert_null (wg_new_tile_dialog_get_problem (WG_NEW_TILE_DIALOG (dialog)));
  gtk_editable_set_text (GTK_EDITABLE (wg_test_nth (dialog, ADW_TYPE_ENTRY_ROW, 0)), "bad id");
  g_assert_false (adw_message_dialog_get_response_enabled (dialog, WG_NEW_TILE_RESPONSE_ADD));
  g_assert_cmpstr (wg_new_tile_dialog_get_problem (WG_NEW_TILE_DIALOG (dialog)), ==,
                   "“bad id” cannot be a tile's id: use 1–32 letters, digits, - or _");
  gtk_editable_set_text (GTK_EDITABLE (wg_test_nth (dialog, ADW_TYPE_ENTRY_ROW, 0)), "green-home");
  gtk_editable_set_text (GTK_EDITABLE (wg_test_nth (dialog, ADW_TYPE_ENTRY_ROW, 1)), "Green home");
  adw_combo_row_set_selected (ADW_COMBO_ROW (wg_test_nth (dialog, ADW_TYPE_COMBO_ROW, 1)),
                              WG_TILE_SHAPE_OTHER);
  g_object_add_weak_pointer (G_OBJECT (dialog), (gpointer *) &dialog);
  wg_test_respond (GTK_WINDOW (window), WG_NEW_TILE_RESPONSE_ADD);
  wg_test_iterate_until (dialog == NULL);

  tile = wg_tile_library_lookup_tile (wg_board_editor_model_get_library (model), "green-home");
  g_assert_nonnull (tile);
  g_assert_cmpstr (tile->name, ==, "Green home");
  g_assert_cmpint (tile->shape, ==, WG_TILE_SHAPE_OTHER);
  g_assert_cmpuint (tile->faces[0].n_hexes, ==, 3);
  g_assert_cmpuint (g_list_model_get_n_items (adw_combo_row_get_model (tiles)), ==, 1);
  g_assert_cmpstr (wg_board_editor_model_get_tile (model), ==, "green-home");
  g_assert_true (enabled (window, "editor.undo"));

  /* Two hexes selected on the canvas, then the second side. */
  g_assert_false (enabled (window, "editor.clear-selection"));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "editor.tool", "s", "select"));
  drag (canvas, HEX (1, 0), HEX (1, 0));
  drag (canvas, HEX (0, 1), HEX (0, 1));
  g_assert_true (wg_board_editor_model_is_selected (model, HEX (1, 0)));
  g_assert_true (enabled (window, "editor.clear-selection"));
  g_assert_cmpstr (row_subtitle (window, "editor.new-tile"), ==, "Of the 2 selected hexes");
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "editor.new-tile", NULL));
  dialog = wg_test_find_dialog_for (GTK_WINDOW (window));
  adw_combo_row_set_selected (ADW_COMBO_ROW (wg_test_nth (dialog, ADW_TYPE_COMBO_ROW, 0)), 1);
  g_assert_false (gtk_widget_get_visible (wg_test_nth (dialog, ADW_TYPE_ENTRY_ROW, 0)));
  g_assert_cmpstr (
    gtk_editable_get_text (GTK_EDITABLE (wg_test_nth (dialog, ADW_TYPE_ENTRY_ROW, 2))), ==, "B");
  gtk_editable_set_text (GTK_EDITABLE (wg_test_nth (dialog, ADW_TYPE_ENTRY_ROW, 2)), "A");
  g_assert_cmpstr (wg_new_tile_dialog_get_problem (WG_NEW_TILE_DIALOG (dialog)), ==,
                   "Tile “Green home” already has a face “A”: give this side another name");
  gtk_editable_set_text (GTK_EDITABLE (wg_test_nth (dialog, ADW_TYPE_ENTRY_ROW, 2)), "B");
  wg_test_respond (GTK_WINDOW (window), WG_NEW_TILE_RESPONSE_ADD);
  tile = wg_tile_library_lookup_tile (wg_board_editor_model_get_library (model), "green-home");
  g_assert_cmpuint (tile->n_faces, ==, 2);
  g_assert_cmpuint (tile->faces[1].n_hexes, ==, 2);
  g_assert_cmpuint (wg_board_editor_model_get_n_selected (model), ==, 0);

  drag (canvas, HEX (0, 0), HEX (0, 0));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "editor.clear-selection",
                                             NULL));
  g_assert_false (wg_board_editor_model_is_selected (model, HEX (0, 0)));
  destroy_window (window);
}

/* Save as Layout: disabled with the reason until the board is made of
 * placed tiles; its dialog saves the layout, listed at once among the
 * layouts; painting by hand disables it again. */
static void
test_window_save_layout (void)
{
  WgBoardEditorWindow *window = present_window ();
  WgBoardEditorModel  *model = wg_board_editor_window_get_model (window);
  g_autoptr (GFile) file = fixture_file ("tiles-test.json");
  AdwComboRow      *layouts;
  AdwMessageDialog *dialog;
  const WgLayout   *layout;

  assert_ok (wg_board_editor_window_open_file (window, file, &error_));
  layouts = ADW_COMBO_ROW (wg_test_nth (window, ADW_TYPE_COMBO_ROW, 3));
  g_assert_cmpuint (g_list_model_get_n_items (adw_combo_row_get_model (layouts)), ==, 2);
  g_assert_false (enabled (window, "editor.save-layout"));
  g_assert_cmpstr (row_subtitle (window, "editor.save-layout"), ==,
                   "The board was drawn by hand: a layout is made of placed tiles only");

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "editor.clear", NULL));
  g_assert_false (enabled (window, "editor.save-layout"));
  assert_ok (wg_board_editor_model_place_tile (model, "t2", "1-4", HEX (0, 0), 0, &error_));
  assert_ok (wg_board_editor_model_place_tile (model, "t3", "X", HEX (-3, 0), 5, &error_));
  g_assert_true (enabled (window, "editor.save-layout"));
  g_assert_cmpstr (row_subtitle (window, "editor.save-layout"), ==,
                   "The 2 tiles placed, as a template");

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "editor.save-layout", NULL));
  dialog = wg_test_find_dialog_for (GTK_WINDOW (window));
  g_assert_true (WG_IS_SAVE_LAYOUT_DIALOG (dialog));
  g_assert_cmpstr (
    gtk_editable_get_text (GTK_EDITABLE (wg_test_nth (dialog, ADW_TYPE_ENTRY_ROW, 0))), ==,
    "layout-1");
  /* As many players as warpgates: blue and red. */
  g_assert_cmpint (gtk_spin_button_get_value_as_int (
                     GTK_SPIN_BUTTON (wg_test_nth (dialog, GTK_TYPE_SPIN_BUTTON, 0))),
                   ==, 2);
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (wg_test_nth (dialog, GTK_TYPE_SPIN_BUTTON, 0)), 3);
  g_assert_false (adw_message_dialog_get_response_enabled (dialog,
                                                           WG_SAVE_LAYOUT_RESPONSE_SAVE));
  g_assert_cmpstr (wg_save_layout_dialog_get_problem (WG_SAVE_LAYOUT_DIALOG (dialog)), ==,
                   "3 players need a warpgate each, and the board has 2");
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (wg_test_nth (dialog, GTK_TYPE_SPIN_BUTTON, 0)), 2);
  gtk_editable_set_text (GTK_EDITABLE (wg_test_nth (dialog, ADW_TYPE_ENTRY_ROW, 1)),
                         "Blue and red");
  g_assert_true (adw_message_dialog_get_response_enabled (dialog, WG_SAVE_LAYOUT_RESPONSE_SAVE));
  wg_test_respond (GTK_WINDOW (window), WG_SAVE_LAYOUT_RESPONSE_SAVE);

  layout = wg_tile_library_lookup_layout (wg_board_editor_model_get_library (model), "layout-1");
  g_assert_nonnull (layout);
  g_assert_cmpstr (layout->name, ==, "Blue and red");
  g_assert_cmpint (layout->players, ==, 2);
  g_assert_cmpint (layout->placements[1].rotation, ==, 5);
  g_assert_cmpuint (g_list_model_get_n_items (adw_combo_row_get_model (layouts)), ==, 3);

  assert_ok (wg_board_editor_model_paint_planet (model, HEX (0, 3), WG_PLANET_DESERT, &error_));
  g_assert_false (enabled (window, "editor.save-layout"));
  g_assert_cmpstr (row_subtitle (window, "editor.save-layout"), ==,
                   "The board was painted by hand after the tiles were placed: a layout is made "
                   "of placed tiles only");
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "editor.undo", NULL));
  g_assert_true (enabled (window, "editor.save-layout"));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "editor.undo", NULL));
  g_assert_cmpuint (g_list_model_get_n_items (adw_combo_row_get_model (layouts)), ==, 2);
  destroy_window (window);
}

/* The canvas draws with the board view's colours (wg_palette_board), in
 * high contrast too: a lone space hex of sector A is outlined by a sector
 * border (the board's edge, R-CTRL-1), the palette's sector line — opaque
 * (0.58, 0.65, 0.83) normally, white in high contrast. Sampled on the
 * middle of the hex's right edge, √3/2 of the circumradius from its
 * centre (pointy tops). */
static void
test_window_canvas_high_contrast (void)
{
  WgBoardEditorWindow *window = present_window ();
  WgBoardCanvas       *canvas = wg_board_editor_window_get_canvas (window);
  WgBoardEditorModel  *model = wg_board_editor_window_get_model (window);
  const WgBoardColors *normal = wg_palette_board (FALSE);
  const WgBoardColors *hc = wg_palette_board (TRUE);
  g_autoptr (GskRenderNode) node_normal = NULL;
  g_autoptr (GskRenderNode) node_hc = NULL;
  g_autoptr (GdkTexture) normal_shot = NULL;
  g_autoptr (GdkTexture) hc_shot = NULL;
  double cx, cy, rx, ry, size;
  guint8 px[4];

  g_assert_true (wg_board_editor_model_paint_sector (model, HEX (0, 0), "A", NULL));
  wg_test_iterate_until (wg_board_canvas_hex_center (canvas, HEX (0, 0), &cx, &cy)
                         && wg_board_canvas_hex_center (canvas, HEX (1, 0), &rx, &ry));
  /* Neighbours are √3 circumradii apart. */
  size = (rx - cx) / WG_SQRT3;
  g_assert_cmpfloat (size, >, 5);

  wg_board_canvas_set_high_contrast (canvas, FALSE);
  normal_shot = wg_test_render (GTK_WIDGET (canvas), &node_normal);
  wg_test_pixel_at (normal_shot, cx + size * WG_SQRT3 / 2, cy, px);
  g_assert_cmpint (abs (px[2] - (int) (normal->sector_line.red * 255)), <=, 3);
  g_assert_cmpint (abs (px[1] - (int) (normal->sector_line.green * 255)), <=, 3);
  g_assert_cmpint (abs (px[0] - (int) (normal->sector_line.blue * 255)), <=, 3);

  wg_board_canvas_set_high_contrast (canvas, TRUE);
  g_assert_true (wg_board_canvas_get_high_contrast (canvas));
  hc_shot = wg_test_render (GTK_WIDGET (canvas), &node_hc);
  wg_test_pixel_at (hc_shot, cx + size * WG_SQRT3 / 2, cy, px);
  g_assert_cmpint (px[2], >=, (int) (hc->sector_line.red * 255) - 3);
  g_assert_cmpint (px[1], >=, (int) (hc->sector_line.green * 255) - 3);
  g_assert_cmpint (px[0], >=, (int) (hc->sector_line.blue * 255) - 3);

  gtk_window_destroy (GTK_WINDOW (window));
}

int
main (int   argc,
      char *argv[])
{
  g_autofree char *home = wg_test_app_init (&argc, &argv);
  int              status;

  g_test_add_func ("/wg/app/board-editor/paint-kinds", test_paint_kinds);
  g_test_add_func ("/wg/app/board-editor/warpgate-twice", test_warpgate_twice);
  g_test_add_func ("/wg/app/board-editor/rename", test_rename);
  g_test_add_func ("/wg/app/board-editor/sectors-and-trade", test_sectors_and_trade);
  g_test_add_func ("/wg/app/board-editor/erase-undo-redo", test_erase_undo_redo);
  g_test_add_func ("/wg/app/board-editor/place-tiles-turned", test_place_tiles_turned);
  g_test_add_func ("/wg/app/board-editor/place-tile-refusals", test_place_tile_refusals);
  g_test_add_func ("/wg/app/board-editor/use-layout", test_use_layout);
  g_test_add_func ("/wg/app/board-editor/save-load-round-trip", test_save_load_round_trip);
  g_test_add_func ("/wg/app/board-editor/save-new-file", test_save_new_file);
  g_test_add_func ("/wg/app/board-editor/edit-other-board", test_edit_other_board);
  g_test_add_func ("/wg/app/board-editor/refused-file", test_refused_file);
  g_test_add_func ("/wg/app/board-editor/define-tile-two-faces", test_define_tile_two_faces);
  g_test_add_func ("/wg/app/board-editor/define-tile-refusals", test_define_tile_refusals);
  g_test_add_func ("/wg/app/board-editor/save-layout", test_save_layout);
  g_test_add_func ("/wg/app/board-editor/window-actions", test_window_actions);
  g_test_add_func ("/wg/app/board-editor/window-click-paints", test_window_click_paints);
  g_test_add_func ("/wg/app/board-editor/window-keyboard", test_window_keyboard);
  g_test_add_func ("/wg/app/board-editor/window-rename", test_window_rename);
  g_test_add_func ("/wg/app/board-editor/window-open-file", test_window_open_file);
  g_test_add_func ("/wg/app/board-editor/window-boards", test_window_boards);
  g_test_add_func ("/wg/app/board-editor/window-unsaved-save", test_window_unsaved_save);
  g_test_add_func ("/wg/app/board-editor/window-unsaved-discard", test_window_unsaved_discard);
  g_test_add_func ("/wg/app/board-editor/window-new-tile", test_window_new_tile);
  g_test_add_func ("/wg/app/board-editor/window-save-layout", test_window_save_layout);
  g_test_add_func ("/wg/app/board-editor/window-canvas-high-contrast",
                   test_window_canvas_high_contrast);
  status = g_test_run ();
  wg_test_app_cleanup (home);
  return status;
}
