/* wg-test-editor.h — what the board editor's tests share
 * Copyright 2026 The Warpgate Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Include after wg-test-app.h: an edit that must succeed, the test data's
 * files, and the editor's window presented with its canvas laid out.
 */
#pragma once

#include <adwaita.h>

#include "wg-board-canvas.h"
#include "wg-board-editor-window.h"
#include "wg-test-app.h"

#define HEX(q_, r_) ((WgHex) { (q_), (r_) })

static inline void
ok (gboolean result,
    GError  *error)
{
  g_assert_no_error (error);
  g_assert_true (result);
}

/* @call, which may set error_, succeeds. */
#define assert_ok(call)     \
  G_STMT_START              \
  {                         \
    GError  *error_ = NULL; \
    gboolean r_ = call;     \
    ok (r_, error_);        \
  }                         \
  G_STMT_END

static inline char *
fixture_path (const char *name)
{
  return g_test_build_filename (G_TEST_DIST, "data", name, NULL);
}

static inline GFile *
fixture_file (const char *name)
{
  g_autofree char *path = fixture_path (name);

  return g_file_new_for_path (path);
}

/* A new editor window, shown, once its canvas can place hex (0, 0). */
static inline WgBoardEditorWindow *
present_window (void)
{
  WgBoardEditorWindow *window = wg_board_editor_window_new (NULL);
  WgBoardCanvas       *canvas = wg_board_editor_window_get_canvas (window);
  double               x, y;

  gtk_window_present (GTK_WINDOW (window));
  wg_test_iterate_until (gtk_widget_get_mapped (GTK_WIDGET (canvas))
                         && wg_board_canvas_hex_center (canvas, HEX (0, 0), &x, &y));
  return window;
}

/* The subtitle of the row holding the button of @action. */
static inline const char *
row_subtitle (WgBoardEditorWindow *window,
              const char          *action)
{
  GtkWidget *row = gtk_widget_get_ancestor (wg_test_find_actionable (GTK_WIDGET (window), action),
                                            ADW_TYPE_ACTION_ROW);

  g_assert_nonnull (row);
  return adw_action_row_get_subtitle (ADW_ACTION_ROW (row));
}
