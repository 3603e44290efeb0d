/* test-app-editor-values.c — the board editor's values: its cells and its history of snapshots
 * Copyright 2026 The Warpgate Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The values under WgBoardEditorModel, driven without it: what the
 * model's own tests reach only through edits.
 */
#include "config.h"

#include "wg-editor-cells.h"
#include "wg-editor-history.h"
#include "wg-editor-placed-tiles.h"

/* A snapshot of @n space hexes in a row, with an empty library. */
static WgEditorSnapshot *
row_of (guint n)
{
  g_autoptr (WgTileLibrary) library = wg_tile_library_new (NULL, 0, NULL, 0, NULL, 0, NULL);
  GArray *cells = wg_editor_cells_new ();

  for (guint i = 0; i < n; i++)
    wg_editor_cells_take (cells, (WgHex) { (int) i, 0 });
  return wg_editor_snapshot_new (library, cells, wg_editor_board_tiles_new ());
}

static guint
current_len (WgEditorHistory *history)
{
  return wg_editor_history_current (history)->cells->len;
}

/* Cells stay in reading order (r, then q) and take inserts space once. */
static void
test_cells_reading_order (void)
{
  g_autoptr (GArray) cells = wg_editor_cells_new ();
  WgCell *cell;

  wg_editor_cells_take (cells, (WgHex) { 1, 1 });
  wg_editor_cells_take (cells, (WgHex) { 5, 0 });
  cell = wg_editor_cells_take (cells, (WgHex) { 0, 1 });
  g_assert_cmpint (cell->kind, ==, WG_HEX_SPACE);
  g_assert_true (wg_editor_cells_take (cells, (WgHex) { 5, 0 })
                 == wg_editor_cells_find (cells, (WgHex) { 5, 0 }));
  g_assert_cmpuint (cells->len, ==, 3);
  g_assert_cmpint (g_array_index (cells, WgCell, 0).hex.q, ==, 5);
  g_assert_cmpint (g_array_index (cells, WgCell, 1).hex.q, ==, 0);
  g_assert_cmpint (g_array_index (cells, WgCell, 2).hex.q, ==, 1);
  g_assert_cmpint (wg_editor_cells_search (cells, (WgHex) { 2, 0 }), <, 0);
}

/* Undo and redo move a position; a new step drops the steps undone; the
 * step saved is told apart, and forgotten when it is dropped. */
static void
test_history_undo_redo (void)
{
  WgEditorHistory *history = wg_editor_history_new (row_of (0));

  g_assert_false (wg_editor_history_can_undo (history));
  g_assert_false (wg_editor_history_is_modified (history));
  wg_editor_history_push (history, row_of (1), g_strdup ("one"));
  wg_editor_history_push (history, row_of (2), g_strdup ("two"));
  g_assert_true (wg_editor_history_is_modified (history));
  g_assert_cmpstr (wg_editor_history_get_undo_description (history), ==, "two");
  g_assert_true (wg_editor_history_undo (history));
  g_assert_cmpuint (current_len (history), ==, 1);
  g_assert_cmpstr (wg_editor_history_get_redo_description (history), ==, "two");
  wg_editor_history_mark_saved (history, wg_editor_history_current (history)->library);
  g_assert_false (wg_editor_history_is_modified (history));
  g_assert_true (wg_editor_history_undo (history));
  g_assert_false (wg_editor_history_undo (history));
  wg_editor_history_push (history, row_of (3), g_strdup ("three"));
  g_assert_false (wg_editor_history_can_redo (history));
  g_assert_true (wg_editor_history_is_modified (history));
  g_assert_true (wg_editor_history_undo (history));
  /* The step saved was dropped: back at the start is still a change. */
  g_assert_true (wg_editor_history_is_modified (history));
  wg_editor_history_free (history);
}

/* While a stroke is open its step grows, keeping its first sentence. */
static void
test_history_stroke (void)
{
  WgEditorHistory *history = wg_editor_history_new (row_of (0));

  wg_editor_history_begin_stroke (history);
  wg_editor_history_push (history, row_of (1), g_strdup ("first"));
  wg_editor_history_push (history, row_of (2), g_strdup ("second"));
  wg_editor_history_end_stroke (history);
  g_assert_cmpuint (current_len (history), ==, 2);
  g_assert_cmpstr (wg_editor_history_get_undo_description (history), ==, "first");
  g_assert_true (wg_editor_history_undo (history));
  g_assert_false (wg_editor_history_can_undo (history));
  wg_editor_history_free (history);
}

/* A copy is the same until it changes. */
static void
test_snapshot_copy (void)
{
  g_autoptr (WgEditorSnapshot) a = row_of (2);
  g_autoptr (WgEditorSnapshot) b = wg_editor_snapshot_copy (a);

  g_assert_true (wg_editor_snapshot_same (a, b));
  wg_editor_cells_take (b->cells, (WgHex) { 0, 1 });
  g_assert_false (wg_editor_snapshot_same (a, b));
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/wg/app/editor-values/cells-reading-order", test_cells_reading_order);
  g_test_add_func ("/wg/app/editor-values/history-undo-redo", test_history_undo_redo);
  g_test_add_func ("/wg/app/editor-values/history-stroke", test_history_stroke);
  g_test_add_func ("/wg/app/editor-values/snapshot-copy", test_snapshot_copy);
  return g_test_run ();
}
