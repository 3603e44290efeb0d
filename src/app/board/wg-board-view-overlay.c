/* wg-board-view-overlay.c — what is drawn over the board: highlights, the ruler, withdrawals, hover
 * Copyright 2026 The Warpgate Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "wg-board-view-private.h"
#include "wg-painter.h"

static const GdkRGBA path_fill = { 0.56f, 0.94f, 0.64f, 0.26f };
static const GdkRGBA withdraw_color = { 1.00f, 0.75f, 0.44f, 1.f };
static const GdkRGBA hover_color = { 1.00f, 1.00f, 1.00f, 0.45f };
static const GdkRGBA selected_color = { 0.47f, 0.68f, 0.93f, 1.f };
/* Highlights, by WgHighlightKind: a tint and a rim. Origins and chosen
 * cells are blue, destinations green, attacks orange, refusals red, what a
 * card involves violet. Without colour: a chosen cell has a thick rim, an
 * attack a double rim, a refusal a dashed one, what is involved a dotted
 * one. */
static const GdkRGBA highlight_fill[] = {
  { 0.47f, 0.68f, 0.93f, 0.22f },
  { 0.56f, 0.94f, 0.64f, 0.22f },
  { 1.00f, 0.60f, 0.30f, 0.26f },
  { 0.47f, 0.68f, 0.93f, 0.45f },
  { 0.96f, 0.33f, 0.33f, 0.24f },
  { 0.78f, 0.56f, 1.00f, 0.28f },
};
static const GdkRGBA highlight_rim[] = {
  { 0.47f, 0.68f, 0.93f, 1.f },
  { 0.56f, 0.94f, 0.64f, 1.f },
  { 1.00f, 0.60f, 0.30f, 1.f },
  { 0.70f, 0.85f, 1.00f, 1.f },
  { 0.96f, 0.33f, 0.33f, 1.f },
  { 0.78f, 0.56f, 1.00f, 1.f },
};

static void
outline_cell (WgPainter     *p,
              int            cell,
              double         inset,
              double         width,
              const GdkRGBA *color)
{
  double cx, cy;

  wg_painter_hex_center (p, wg_board_get_cell (p->game->board, cell)->hex, &cx, &cy);
  wg_painter_hex_path (p, cx, cy, p->s - inset - width / 2);
  wg_painter_set_source (p->cr, color);
  cairo_set_line_width (p->cr, width);
  cairo_stroke (p->cr);
}

/* The ruler's ends: an outline and a badge with A or B at the top. */
static void
paint_ruler_end (WgPainter  *p,
                 int         cell,
                 const char *badge)
{
  double cx, cy;

  outline_cell (p, cell, 1.0, 3.0, &p->colors->allowed);
  wg_painter_hex_center (p, wg_board_get_cell (p->game->board, cell)->hex, &cx, &cy);
  cairo_new_path (p->cr);
  cairo_arc (p->cr, cx, cy - p->s * 0.74, p->s * 0.17, 0, 2 * G_PI);
  wg_painter_set_source (p->cr, &p->colors->allowed);
  cairo_fill (p->cr);
  wg_painter_text (p, badge, p->s * 0.21, TRUE, cx, cy - p->s * 0.74, &p->colors->dark_ink);
}

static void
paint_path (WgPainter    *p,
            const GArray *path)
{
  for (guint i = 0; i < path->len; i++)
    {
      double cx, cy;

      wg_painter_hex_center (p, g_array_index (path, WgHex, i), &cx, &cy);
      wg_painter_hex_path (p, cx, cy, p->s - 2.0);
      wg_painter_fill_and_rim (p, &path_fill, &p->colors->allowed, 1.5);
    }
}

static void
paint_withdraw_destinations (WgPainter          *p,
                             const WgWithdrawal *w)
{
  static const double dash[] = { 6.0, 4.0 };

  cairo_set_dash (p->cr, dash, G_N_ELEMENTS (dash), 0);
  for (guint i = 0; i < w->destinations->len; i++)
    outline_cell (p, g_array_index (w->destinations, int, i), 4.0, 2.5, &withdraw_color);
  cairo_set_dash (p->cr, NULL, 0, 0);
}

static void
paint_highlights (WgPainter    *p,
                  const GArray *highlights)
{
  static const double dash[] = { 5.0, 3.0 };
  static const double dots[] = { 0.1, 4.5 }; /* round caps make the dots */

  for (guint i = 0; i < highlights->len; i++)
    {
      const WgHighlight *h = &g_array_index (highlights, WgHighlight, i);
      double             cx, cy, width = (h->kind == WG_HIGHLIGHT_CHOSEN ? 3.5 : 2.5) + (p->hc ? 1.0 : 0.0);

      g_assert (h->kind < G_N_ELEMENTS (highlight_fill));
      wg_painter_hex_center (p, wg_board_get_cell (p->game->board, h->cell)->hex, &cx, &cy);
      wg_painter_hex_path (p, cx, cy, p->s - 2.5);
      wg_painter_set_source (p->cr, &highlight_fill[h->kind]);
      cairo_fill (p->cr);
      if (h->kind == WG_HIGHLIGHT_ILLEGAL)
        cairo_set_dash (p->cr, dash, G_N_ELEMENTS (dash), 0);
      else if (h->kind == WG_HIGHLIGHT_INVOLVED)
        cairo_set_dash (p->cr, dots, G_N_ELEMENTS (dots), 0);
      outline_cell (p, h->cell, 1.5, width, &highlight_rim[h->kind]);
      cairo_set_dash (p->cr, NULL, 0, 0);
      if (h->kind == WG_HIGHLIGHT_ATTACK)
        outline_cell (p, h->cell, 1.5 + width + 2.0, 1.5, &highlight_rim[h->kind]);
      if (h->number >= 0)
        {
          g_autofree char *label = g_strdup_printf ("%d", h->number);
          double           bx, by, radius;

          wg_painter_badge_place (p, cx, cy, &bx, &by, &radius);
          cairo_new_path (p->cr);
          cairo_arc (p->cr, bx, by, radius, 0, 2 * G_PI);
          wg_painter_set_source (p->cr, &highlight_rim[h->kind]);
          cairo_fill (p->cr);
          wg_painter_text (p, label, radius * 1.3, TRUE, bx, by, &p->colors->dark_ink);
        }
    }
}

/* Ships being dragged: the location they leave, an arrow to the pointer,
 * and the location they would land on. */
static void
paint_ships_drag (WgPainter   *p,
                  WgBoardView *view)
{
  int    from = view->drag_from, to = view->drag_to;
  double fx, fy, tx = view->pointer_x, ty = view->pointer_y, angle;

  outline_cell (p, from, 1.0, 3.0, &selected_color);
  if (to >= 0)
    outline_cell (p, to, 1.0, 3.0, &p->colors->allowed);
  wg_painter_hex_center (p, wg_board_get_cell (p->game->board, from)->hex, &fx, &fy);
  angle = atan2 (ty - fy, tx - fx);
  cairo_new_path (p->cr);
  cairo_move_to (p->cr, fx, fy);
  cairo_line_to (p->cr, tx, ty);
  cairo_move_to (p->cr, tx - 12 * cos (angle - 0.5), ty - 12 * sin (angle - 0.5));
  cairo_line_to (p->cr, tx, ty);
  cairo_line_to (p->cr, tx - 12 * cos (angle + 0.5), ty - 12 * sin (angle + 0.5));
  wg_painter_set_source (p->cr, &p->colors->allowed);
  cairo_set_line_width (p->cr, 3.0);
  cairo_set_line_cap (p->cr, CAIRO_LINE_CAP_ROUND);
  cairo_stroke (p->cr);
}

gboolean
wg_board_view_badge_box (WgBoardView     *self,
                         int              cell,
                         graphene_rect_t *box)
{
  WgPainter p;
  double    cx, cy, x, y, radius;

  g_return_val_if_fail (WG_IS_BOARD_VIEW (self), FALSE);
  if (!self->laid_out || wg_session_get_game (self->session) == NULL)
    return FALSE;
  wg_board_view_painter_init (self, &p, NULL);
  wg_painter_hex_center (&p, wg_board_get_cell (p.game->board, cell)->hex, &cx, &cy);
  wg_painter_badge_place (&p, cx, cy, &x, &y, &radius);
  graphene_rect_init (box, x - radius, y - radius, 2 * radius, 2 * radius);
  wg_painter_clear (&p);
  return TRUE;
}

/* ---- Clear of what covers the view ---- */

#define CLEARANCE 6.0 /* px between what covers the view and the nearest hex */

/* Whether a hex laid out by @layout lies under @rect (grown by CLEARANCE),
 * and how far down (*down) or right (*right) the board must move for none
 * to. */
static gboolean
hexes_under (WgBoardView           *self,
             const WgHexLayout     *layout,
             const graphene_rect_t *rect,
             double                *down,
             double                *right)
{
  const WgBoard *board = wg_board_view_get_board (self);
  double         hw, hh, bottom = rect->origin.y + rect->size.height + CLEARANCE;
  double         end = rect->origin.x + rect->size.width + CLEARANCE;
  gboolean       under = FALSE;

  *down = *right = 0;
  wg_hex_layout_unit_extent (layout->flat, &hw, &hh);
  hw *= layout->size;
  hh *= layout->size;
  for (guint i = 0; i < wg_board_get_n_cells (board); i++)
    {
      double x, y;

      wg_hex_layout_to_pixel (layout, wg_board_get_cell (board, i)->hex, &x, &y);
      if (x - hw < end && x + hw > rect->origin.x - CLEARANCE && y - hh < bottom
          && y + hh > rect->origin.y - CLEARANCE)
        {
          under = TRUE;
          *down = MAX (*down, bottom - (y - hh));
          *right = MAX (*right, end - (x - hw));
        }
    }
  return under;
}

/* The whole board fitted, centred, into the area from (@left, @top) to the
 * view's margins; returns the hexes' size. */
static double
fit_into (WgBoardView *self,
          double       left,
          double       top,
          WgHexLayout *layout)
{
  double right = gtk_widget_get_width (GTK_WIDGET (self)) - WG_BOARD_VIEW_MARGIN;
  double bottom = gtk_widget_get_height (GTK_WIDGET (self)) - WG_BOARD_VIEW_MARGIN;

  layout->flat = self->layout.flat;
  layout->size = MAX (0, MIN ((right - left) / (self->max_ux - self->min_ux),
                              (bottom - top) / (self->max_uy - self->min_uy)));
  layout->x0 = (left + right) / 2 - (self->min_ux + self->max_ux) / 2 * layout->size;
  layout->y0 = (top + bottom) / 2 - (self->min_uy + self->max_uy) / 2 * layout->size;
  return layout->size;
}

void
wg_board_view_keep_clear (WgBoardView *self)
{
  WgHexLayout           *l = &self->layout;
  const graphene_rect_t *c = &self->covered;
  WgHexLayout            below, beside;
  double                 down, right;
  gboolean               at_left;

  if (!self->has_covered || self->zoom != 1.0 || !hexes_under (self, l, c, &down, &right))
    return;
  /* Right to left, the card is at the top right: no room beside it. */
  at_left = c->origin.x < gtk_widget_get_width (GTK_WIDGET (self)) / 2.0;
  /* Moved down or right, as large, where the margins leave room. */
  if (l->y0 + self->max_uy * l->size + down
      <= gtk_widget_get_height (GTK_WIDGET (self)) - WG_BOARD_VIEW_MARGIN)
    {
      l->y0 += down;
      return;
    }
  if (at_left
      && l->x0 + self->max_ux * l->size + right
           <= gtk_widget_get_width (GTK_WIDGET (self)) - WG_BOARD_VIEW_MARGIN)
    {
      l->x0 += right;
      return;
    }
  /* Else smaller, below it or beside it, whichever is larger. */
  fit_into (self, WG_BOARD_VIEW_MARGIN, c->origin.y + c->size.height + CLEARANCE, &below);
  if (at_left
      && fit_into (self, c->origin.x + c->size.width + CLEARANCE, WG_BOARD_VIEW_MARGIN, &beside)
           > below.size)
    *l = beside;
  else
    *l = below;
}

void
wg_board_view_set_covered (WgBoardView           *self,
                           const graphene_rect_t *rect)
{
  g_return_if_fail (WG_IS_BOARD_VIEW (self));

  if (rect == NULL ? !self->has_covered
                   : self->has_covered && graphene_rect_equal (rect, &self->covered))
    return;
  self->has_covered = rect != NULL;
  if (rect != NULL)
    self->covered = *rect;
  wg_board_view_relayout (self);
}

/* What changes without the board changing: the ruler, the withdraw preview,
 * the hover and the keyboard cursor. */
void
wg_board_view_paint_overlay (WgBoardView *self,
                             cairo_t     *cr)
{
  WgSession          *session = self->session;
  const GArray       *path = wg_session_get_path (session);
  const WgWithdrawal *won = wg_session_get_withdrawal (session, TRUE);
  int                 from = wg_session_get_ruler_from (session);
  int                 to = wg_session_get_ruler_to (session);
  int                 selected = wg_session_get_selected (session);
  g_autoptr (GArray) marks = wg_board_view_dup_marks (self, TRUE);
  WgPainter p;

  wg_board_view_painter_init (self, &p, cr);
  paint_highlights (&p, marks);
  if (path != NULL)
    paint_path (&p, path);
  if (won != NULL)
    paint_withdraw_destinations (&p, won);
  if (selected >= 0 && selected != from && selected != to)
    outline_cell (&p, selected, 1.0, 3.0, &selected_color);
  if (from >= 0)
    paint_ruler_end (&p, from, "A");
  if (to >= 0)
    paint_ruler_end (&p, to, "B");
  if (self->hover >= 0)
    outline_cell (&p, self->hover, 2.0, p.hc ? 2.5 : 1.5, &hover_color);
  if (self->cursor >= 0 && gtk_widget_has_focus (GTK_WIDGET (self)))
    outline_cell (&p, self->cursor, 5.0, p.hc ? 3.5 : 2.0, &p.colors->cursor);
  if (self->drag_from >= 0)
    paint_ships_drag (&p, self);
  wg_painter_clear (&p);
}
