/* wg-board-view-private.h — WgBoardView's fields, shared with its painter
 * Copyright 2026 The Warpgate Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "wg-board-view.h"

G_BEGIN_DECLS

#define WG_SQRT3 1.7320508075688772

/* Where the board lies in the widget: hex (q, r) is centred at
 * (x0 + size·√3·(q + r/2), y0 + size·3/2·r). */
typedef struct
{
  gboolean valid;
  double   size;    /* circumradius, px */
  double   x0;
  double   y0;
} WgBoardLayout;

struct _WgBoardView
{
  GtkWidget      parent_instance;

  WgSession     *session;
  gulong         changed_handler;
  gulong         game_handler;

  WgBoardLayout  layout;
  GskRenderNode *board_node;   /* the board and its pieces, until size or game change */

  int            hover;        /* cell under the pointer, or -1 */
  int            pressed;      /* cell where the button went down, or -1 */
  int            cursor;       /* keyboard cursor (a location), or -1 */
};

/* wg-board-view-paint.c */
void wg_board_view_paint_board   (WgBoardView *self,
                                  cairo_t     *cr);
void wg_board_view_paint_overlay (WgBoardView *self,
                                  cairo_t     *cr);

G_END_DECLS
