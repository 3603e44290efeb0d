/* wg-board-view-private.h — WgBoardView's fields, shared by its sibling files
 * Copyright 2026 The Warpgate Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "wg-board-scene.h"
#include "wg-board-view.h"
#include "wg-hex-layout.h"
#include "wg-painter.h"
#include "wg-sprite-cache.h"

G_BEGIN_DECLS

#define WG_BOARD_VIEW_MARGIN 12.0 /* px around the board */

struct _WgBoardView
{
  GtkWidget          parent_instance;

  WgSession         *session;
  gulong             changed_handler;
  gulong             game_handler;
  WgBoard           *board; /* the board shown (a ref), to tell a new board from new pieces */
  WgBoardOrientation orientation;
  gboolean           glyphs; /* colour-blind glyphs */
  gboolean           large_numbers;
  gboolean           high_contrast; /* thicker, brighter lines and labels */

  /* The board's bounding box in unit coordinates. */
  double             min_ux, min_uy, max_ux, max_uy;
  /* Zoom 1 fits the whole board; above, (center_ux, center_uy) is shown
   * in the middle of the widget. */
  double             zoom;
  double             center_ux, center_uy;

  WgBoardScene      *scene;       /* what the board shows (until the board or the preferences change) */
  WgHexLayout        layout;      /* unit coordinates to pixels (wg-hex-layout.h) */
  graphene_rect_t    covered;     /* what covers the view (the Range card), px */
  gboolean           has_covered; /* ... when something does */
  gboolean           laid_out;    /* the layout is valid: a board and room for it */
  /* What is drawn, kept until it changes: the board without its pieces
   * (until the layout, the board or the preferences change), the pieces
   * (until the game changes), and the pictures both are made of. */
  GskRenderNode     *terrain_node;
  GskRenderNode     *pieces_node;
  WgSpriteCache     *sprites;

  int                hover;   /* cell under the pointer, or -1 */
  int                pressed; /* cell where the button went down, or -1 */
  int                cursor;  /* keyboard cursor (a location), or -1 */
  double             pointer_x, pointer_y;
  double             drag_ux, drag_uy; /* the centre when a drag began */
  double             drag_x, drag_y;   /* where a drag began, px */
  int                drag_from;        /* a drag of ships: the cell they leave, or -1 */
  int                drag_to;          /* ... the location under the pointer, or -1 */
  gboolean           drag_one;         /* ... Shift held: one ship, not all */
  double             pinch_zoom;       /* the zoom when a pinch began */
  GString           *typed;            /* a location's id being typed */
  gint64             typed_at;         /* when its last character was */
  int                typed_taken;      /* the location the id typed chose, or -1 */
  GArray            *offered;          /* int: the locations a question offers */

  /* Accessibility: the location last told to assistive technologies (the
   * cursor's, else the selected one) and what was said of it. */
  int                described;
  char              *announcement;
};

/* wg-board-view-offered.c */
/* Whether a question offers @cell (wg_board_view_set_offered). */
gboolean       wg_board_view_offers (WgBoardView *self,
                                     int          cell);
/* The marks to draw (@offered: with the locations offered) or to tell,
 * of WgHighlight (free with g_array_unref). */
GArray        *wg_board_view_dup_marks (WgBoardView *self,
                                        gboolean     offered);

/* wg-board-view-overlay.c */
/* At zoom 1, moves or shrinks the layout just made so that no hex lies
 * under what covers the view (wg_board_view_set_covered). */
void           wg_board_view_keep_clear (WgBoardView *self);

/* wg-board-view.c */
/* The layout made again for the view's size, zoom and centre, and drawn. */
void           wg_board_view_relayout (WgBoardView *self);
void           wg_board_view_unit_center (WgBoardView *self,
                                          WgHex        hex,
                                          double      *ux,
                                          double      *uy);
const WgBoard *wg_board_view_get_board (WgBoardView *self);
/* Zoom by @factor keeping the board point under (x, y) where it is. */
void           wg_board_view_zoom_at (WgBoardView *self,
                                      double       factor,
                                      double       x,
                                      double       y);
/* Shows (ux, uy) in the middle, as far as the board allows. */
void           wg_board_view_center_on (WgBoardView *self,
                                        double       ux,
                                        double       uy);
void           wg_board_view_activate_location (WgBoardView *self,
                                                int          cell);
/* The accessible description follows the keyboard cursor, else the
 * selection; @announce also speaks it (GTK 4.14 and later) when it names
 * another location or the location changed. */
void           wg_board_view_update_description (WgBoardView *self,
                                                 gboolean     announce);
/* Emits "ships-dropped". */
void           wg_board_view_drop_ships (WgBoardView *self,
                                         int          from,
                                         int          to,
                                         gboolean     one);

/* wg-board-view-input.c: the template's controllers */
void           wg_board_view_on_motion (WgBoardView              *self,
                                        double                    x,
                                        double                    y,
                                        GtkEventControllerMotion *motion);
void           wg_board_view_on_leave (WgBoardView              *self,
                                       GtkEventControllerMotion *motion);
void           wg_board_view_on_pressed (WgBoardView     *self,
                                         int              n_press,
                                         double           x,
                                         double           y,
                                         GtkGestureClick *click);
void           wg_board_view_on_released (WgBoardView     *self,
                                          int              n_press,
                                          double           x,
                                          double           y,
                                          GtkGestureClick *click);
gboolean       wg_board_view_on_key_pressed (WgBoardView           *self,
                                             guint                  keyval,
                                             guint                  keycode,
                                             GdkModifierType        state,
                                             GtkEventControllerKey *key);
void           wg_board_view_on_focus_changed (WgBoardView *self);
gboolean       wg_board_view_on_scroll (WgBoardView              *self,
                                        double                    dx,
                                        double                    dy,
                                        GtkEventControllerScroll *scroll);
void           wg_board_view_on_drag_begin (WgBoardView    *self,
                                            double          x,
                                            double          y,
                                            GtkGestureDrag *drag);
void           wg_board_view_on_drag_update (WgBoardView    *self,
                                             double          dx,
                                             double          dy,
                                             GtkGestureDrag *drag);
void           wg_board_view_on_drag_end (WgBoardView    *self,
                                          double          dx,
                                          double          dy,
                                          GtkGestureDrag *drag);
void           wg_board_view_on_pinch_begin (WgBoardView      *self,
                                             GdkEventSequence *sequence,
                                             GtkGestureZoom   *pinch);
void           wg_board_view_on_pinch_changed (WgBoardView    *self,
                                               double          scale,
                                               GtkGestureZoom *pinch);

/* wg-board-view.c: a painter for the view as it is laid out now */
void           wg_board_view_painter_init (WgBoardView *self,
                                           WgPainter   *p,
                                           cairo_t     *cr);
/* wg-board-view.c: throws away what is drawn (the benchmarks' repaints);
 * @sprites: the sprites too, as a new size does */
void           wg_board_view_forget_drawing (WgBoardView *self,
                                             gboolean     sprites);

/* wg-board-view-paint.c: where a location's id is drawn, in the widget's
 * pixels; FALSE when it is not (too small to read) */
gboolean       wg_board_view_id_box (WgBoardView     *self,
                                     int              cell,
                                     graphene_rect_t *box);
/* wg-board-view-pieces.c: where the stack of discovery tokens left on
 * @cell is drawn (or would be, with 2 tokens) */
gboolean       wg_board_view_tokens_box (WgBoardView     *self,
                                         int              cell,
                                         graphene_rect_t *box);
/* wg-board-view-overlay.c: where a range badge on @cell would be drawn */
gboolean       wg_board_view_badge_box (WgBoardView     *self,
                                        int              cell,
                                        graphene_rect_t *box);

/* wg-board-view-paint.c */
void           wg_board_view_paint_terrain (WgBoardView *self,
                                            cairo_t     *cr);
void           wg_board_view_paint_pieces (WgBoardView *self,
                                           cairo_t     *cr);
/* Terrain and pieces. */
void           wg_board_view_paint_board (WgBoardView *self,
                                          cairo_t     *cr);
GskRenderNode *wg_board_view_pieces_node (WgBoardView *self);
void           wg_board_view_paint_overlay (WgBoardView *self,
                                            cairo_t     *cr);

G_END_DECLS
