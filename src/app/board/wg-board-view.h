/* wg-board-view.h — the board, drawn: hexes, planets, pieces, the ruler
 * Copyright 2026 The Warpgate Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "wg-hex.h"
#include "wg-session.h"

G_BEGIN_DECLS

#define WG_TYPE_BOARD_VIEW (wg_board_view_get_type ())

G_DECLARE_FINAL_TYPE (WgBoardView, wg_board_view, WG, BOARD_VIEW, GtkWidget)

/* Which way the hexes are drawn: a corner at the top, or a flat side. The
 * nicks are the "board-orientation" preference's values. */
typedef enum
{
  WG_BOARD_ORIENTATION_POINTY, /*< nick=pointy >*/
  WG_BOARD_ORIENTATION_FLAT,   /*< nick=flat >*/
} WgBoardOrientation;

#define WG_TYPE_BOARD_ORIENTATION (wg_board_orientation_get_type ())
GType              wg_board_orientation_get_type (void) G_GNUC_CONST;

/* The view draws the session's game and view state and reports clicks
 * ("location-activated", with the cell) and keyboard activation; it
 * decides nothing about the game. */
GtkWidget         *wg_board_view_new (void);
void               wg_board_view_set_session (WgBoardView *self,
                                              WgSession   *session);

/* How the board is drawn (the app binds these to its preferences):
 * "orientation"; "colorblind-glyphs", each player's pieces with a shape
 * and a letter of their own as well as their colour; "large-numbers",
 * bigger ship counters, readable across a table. */
WgBoardOrientation wg_board_view_get_orientation (WgBoardView *self);
void               wg_board_view_set_orientation (WgBoardView       *self,
                                                  WgBoardOrientation orientation);
gboolean           wg_board_view_get_colorblind_glyphs (WgBoardView *self);
void               wg_board_view_set_colorblind_glyphs (WgBoardView *self,
                                                        gboolean     glyphs);
gboolean           wg_board_view_get_large_numbers (WgBoardView *self);
void               wg_board_view_set_large_numbers (WgBoardView *self,
                                                    gboolean     large);

/* "high-contrast": thicker, brighter grid lines and labels, a stronger
 * cursor. The view follows AdwStyleManager:high-contrast (the system's
 * setting); setting it holds until the system's setting changes. */
gboolean           wg_board_view_get_high_contrast (WgBoardView *self);
void               wg_board_view_set_high_contrast (WgBoardView *self,
                                                    gboolean     high_contrast);

/* The locations a question asked beside the board offers as its answers
 * (the planet a token voids, …; WgQuestionBoard sets them): drawn as
 * legal choices in the place of the move's origins and destinations, told
 * as "offered" in the description, and chosen first by a location's id
 * typed — which, naming one of them alone, activates it as a click does.
 * @n_cells 0 clears them. The view decides nothing of them. */
void               wg_board_view_set_offered (WgBoardView *self,
                                              const int   *cells,
                                              guint        n_cells);
guint              wg_board_view_get_n_offered (WgBoardView *self);

/* Accessibility. What the view says of a location, in one line: "D3 — Desert
 * planet, Trade icon, Sector t6-b; 3 ships of blue; Colony of blue", then
 * what the board marks there ("selected", "a legal destination, an
 * attack"), at the ruler's end what it measured. NULL for a cell that is not a location. */
char              *wg_board_view_describe_location (WgBoardView *self,
                                                    int          cell);
/* The accessible description last set: the location under the keyboard
 * cursor, else the selected one, else how to use the board. It is also
 * announced (GTK 4.14 and later) when the cursor or selection moves. */
const char        *wg_board_view_get_announcement (WgBoardView *self);

/* Geometry, in widget coordinates at the current size, in the view's
 * orientation, the board scaled to fit. FALSE when there is no board or no
 * size yet. */
gboolean           wg_board_view_hex_center (WgBoardView *self,
                                             WgHex        hex,
                                             double      *x,
                                             double      *y);
/* The hex under a point, on the board or not. */
gboolean           wg_board_view_hex_at (WgBoardView *self,
                                         double       x,
                                         double       y,
                                         WgHex       *hex);
/* The board cell under a point, or -1. */
int                wg_board_view_cell_at (WgBoardView *self,
                                          double       x,
                                          double       y);
/* A hex's circumradius in pixels, 0 without a layout. */
double             wg_board_view_get_hex_size (WgBoardView *self);

/* Zoom 1 shows the whole board; up to WG_BOARD_VIEW_MAX_ZOOM. Ctrl+scroll
 * and pinching zoom at the pointer, scrolling and dragging pan. */
#define WG_BOARD_VIEW_MAX_ZOOM 6.0

double wg_board_view_get_zoom (WgBoardView *self);
/* What covers the view's top left, in its pixels (the window's Range
 * card), or NULL: at zoom 1 the whole board is shown clear of it. */
void   wg_board_view_set_covered (WgBoardView           *self,
                                  const graphene_rect_t *rect);
/* Zooms about the middle of the view. */
void   wg_board_view_set_zoom (WgBoardView *self,
                               double       zoom);

G_END_DECLS
