/* wg-board-view-input.c — the board view's pointer, keyboard and touch handling
 * Copyright 2026 The Warpgate Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <math.h>

#include "wg-board-view-private.h"

#define SCROLL_STEP 48.0 /* px panned per wheel step */
#define ZOOM_STEP   1.2  /* zoom factor per wheel step */

static gboolean
is_location (WgBoardView *self,
             int          cell)
{
  const WgBoard *board = wg_board_view_get_board (self);

  return board != NULL && cell >= 0 && wg_board_is_location (board, cell);
}

static void
set_hover (WgBoardView *self,
           int          cell)
{
  if (self->hover == cell)
    return;
  self->hover = cell;
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

void
wg_board_view_on_motion (WgBoardView              *self,
                         double                    x,
                         double                    y,
                         GtkEventControllerMotion *motion)
{
  self->pointer_x = x;
  self->pointer_y = y;
  set_hover (self, wg_board_view_cell_at (self, x, y));
}

void
wg_board_view_on_leave (WgBoardView              *self,
                        GtkEventControllerMotion *motion)
{
  set_hover (self, -1);
}

void
wg_board_view_on_pressed (WgBoardView     *self,
                          int              n_press,
                          double           x,
                          double           y,
                          GtkGestureClick *click)
{
  self->pressed = n_press == 1 ? wg_board_view_cell_at (self, x, y) : -1;
  gtk_widget_grab_focus (GTK_WIDGET (self));
}

/* A click activates a location when the button goes up on the hex it went
 * down on (a drag past the threshold cancels the click); the keyboard
 * cursor then steps aside until the next arrow key. */
void
wg_board_view_on_released (WgBoardView     *self,
                           int              n_press,
                           double           x,
                           double           y,
                           GtkGestureClick *click)
{
  int cell = wg_board_view_cell_at (self, x, y);

  if (cell < 0 || cell != self->pressed || !is_location (self, cell))
    return;
  self->pressed = -1;
  self->cursor = -1;
  wg_board_view_update_description (self, FALSE);
  wg_board_view_activate_location (self, cell);
}

/* The location nearest to @from in a screen direction (dx, dy): ahead of
 * it, and the less off to the side the better. */
static int
location_toward (WgBoardView *self,
                 int          from,
                 double       dx,
                 double       dy)
{
  const WgBoard *board = wg_board_view_get_board (self);
  double         fx, fy, best_score = G_MAXDOUBLE;
  int            best = -1;

  wg_board_view_unit_center (self, wg_board_get_cell (board, from)->hex, &fx, &fy);
  for (guint i = 0; i < wg_board_get_n_locations (board); i++)
    {
      int    cell = wg_board_get_location (board, i);
      double x, y, ahead, aside;

      wg_board_view_unit_center (self, wg_board_get_cell (board, cell)->hex, &x, &y);
      ahead = (x - fx) * dx + (y - fy) * dy;
      aside = fabs ((x - fx) * dy - (y - fy) * dx);
      if (cell == from || ahead < 0.5 || aside > 2 * ahead)
        continue;
      if (ahead + 2 * aside < best_score)
        {
          best_score = ahead + 2 * aside;
          best = cell;
        }
    }
  return best;
}

static int
initial_cursor (WgBoardView *self)
{
  const WgBoard *board = wg_board_view_get_board (self);
  int            selected = wg_session_get_selected (self->session);

  if (selected >= 0)
    return selected;
  return wg_board_get_n_locations (board) > 0 ? wg_board_get_location (board, 0) : -1;
}

/* A zoomed-in view follows the keyboard cursor. */
static void
scroll_to_cursor (WgBoardView *self)
{
  const WgCell *cell = wg_board_get_cell (wg_board_view_get_board (self), self->cursor);
  double        x, y, s = wg_board_view_get_hex_size (self);
  int           width = gtk_widget_get_width (GTK_WIDGET (self));
  int           height = gtk_widget_get_height (GTK_WIDGET (self));

  if (!wg_board_view_hex_center (self, cell->hex, &x, &y))
    return;
  if (x < s || y < s || x > width - s || y > height - s)
    {
      double ux, uy;

      wg_board_view_unit_center (self, cell->hex, &ux, &uy);
      wg_board_view_center_on (self, ux, uy);
    }
}

/* @text in lower case with its letters and digits only: what a person
 * types of it ("gate-blue": "gateblue"). */
static char *
typeable (const char *text)
{
  GString *s = g_string_new (NULL);

  for (const char *c = text; *c != '\0'; c = g_utf8_next_char (c))
    if (g_unichar_isalnum (g_utf8_get_char (c)))
      g_string_append_unichar (s, g_unichar_tolower (g_utf8_get_char (c)));
  return g_string_free (s, FALSE);
}

static gboolean
names (const char *name,
       const char *typed,
       gboolean    whole)
{
  g_autofree char *t = typeable (name);

  return whole ? g_str_equal (t, typed) : g_str_has_prefix (t, typed);
}

/* Whether @typed names @cell: its id ("d3"), or a warpgate's colour
 * ("blue") or the word gate and its colour ("gate", "gateblue"); all of
 * it (@whole) or its start. */
static gboolean
names_location (const WgCell *cell,
                const char   *typed,
                gboolean      whole)
{
  g_autofree char *gate = NULL;

  if (names (cell->id, typed, whole))
    return TRUE;
  if (cell->color == NULL)
    return FALSE;
  gate = g_strconcat ("gate", cell->color, NULL);
  return names (cell->color, typed, whole) || names (gate, typed, whole);
}

/* Whether @cell is offered to choose now: an answer of the question asked
 * beside the board, else a legal origin, destination or target of the
 * action shown (the marks the board draws). */
static gboolean
is_offered (WgBoardView *self,
            int          cell)
{
  const GArray *marks = self->session != NULL ? wg_session_get_highlights (self->session) : NULL;

  if (self->offered->len > 0)
    return wg_board_view_offers (self, cell);

  for (guint i = 0; marks != NULL && i < marks->len; i++)
    {
      const WgHighlight *h = &g_array_index (marks, WgHighlight, i);

      if (h->cell == cell
          && (h->kind == WG_HIGHLIGHT_ORIGIN || h->kind == WG_HIGHLIGHT_DESTINATION
              || h->kind == WG_HIGHLIGHT_ATTACK))
        return TRUE;
    }
  return FALSE;
}

/* The location @typed names: the one whose id or colour it is, else the
 * first in board order whose id or colour starts with it, the locations
 * offered now first; -1 if none. *@alone: it is the only location
 * offered that @typed names. */
static int
find_typed (WgBoardView *self,
            const char  *typed,
            gboolean    *alone)
{
  const WgBoard *board = wg_board_view_get_board (self);
  int            found = -1, offered = -1, n_offered = 0;

  for (int whole = 1; whole >= 0; whole--)
    for (guint i = 0; i < wg_board_get_n_locations (board); i++)
      {
        int cell = wg_board_get_location (board, i);

        if (!names_location (wg_board_get_cell (board, cell), typed, whole))
          continue;
        if (found < 0)
          found = cell;
        if (!whole && is_offered (self, cell))
          {
            n_offered++;
            if (offered < 0)
              offered = cell;
          }
      }
  *alone = n_offered == 1;
  return offered >= 0 ? offered : found;
}

static void
move_cursor (WgBoardView *self,
             int          cell)
{
  self->cursor = cell;
  scroll_to_cursor (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
  wg_board_view_update_description (self, TRUE);
}

/* Whether @typed is still the start of what names @cell: the rest of an
 * id whose first characters already chose it ("3" after "d" took D3). */
static gboolean
continues (WgBoardView *self,
           int          cell,
           const char  *typed)
{
  return cell >= 0
         && names_location (wg_board_get_cell (wg_board_view_get_board (self), cell), typed,
                            FALSE);
}

/* Type-ahead (issue 30): letters and digits typed within a second and a
 * half name a location ("d3", "gate", a warpgate's colour) and move the
 * cursor to it, a location offered now (a legal origin, destination or
 * target) before any other; what names none starts again with the last
 * character. Enough typed to name one location offered alone chooses it,
 * as a click would, and the rest of its id is let be. */
static gboolean
type_location (WgBoardView *self,
               guint        keyval)
{
  gunichar c = g_unichar_tolower (gdk_keyval_to_unicode (keyval));
  gint64   now = g_get_monotonic_time ();
  gboolean alone = FALSE;
  int      found;

  if (!g_unichar_isalnum (c))
    return FALSE;
  if (now - self->typed_at > 3 * G_USEC_PER_SEC / 2)
    {
      g_string_truncate (self->typed, 0);
      self->typed_taken = -1;
    }
  self->typed_at = now;
  g_string_append_unichar (self->typed, c);
  if (continues (self, self->typed_taken, self->typed->str))
    return TRUE;
  if (self->typed_taken >= 0)
    {
      g_string_truncate (self->typed, 0);
      g_string_append_unichar (self->typed, c);
      self->typed_taken = -1;
    }
  found = find_typed (self, self->typed->str, &alone);
  if (found < 0)
    {
      g_string_truncate (self->typed, 0);
      g_string_append_unichar (self->typed, c);
      found = find_typed (self, self->typed->str, &alone);
    }
  if (found < 0)
    {
      g_string_truncate (self->typed, 0);
      gtk_widget_error_bell (GTK_WIDGET (self));
      return TRUE;
    }
  move_cursor (self, found);
  if (alone)
    {
      self->typed_taken = found;
      wg_board_view_activate_location (self, found);
    }
  return TRUE;
}

/* Arrows move a cursor between locations, Enter or Space activates the one
 * under it: the keyboard's way to click. A location's id typed moves the
 * cursor to it. */
gboolean
wg_board_view_on_key_pressed (WgBoardView           *self,
                              guint                  keyval,
                              guint                  keycode,
                              GdkModifierType        state,
                              GtkEventControllerKey *key)
{
  double dx = 0, dy = 0;
  int    next;

  if (wg_board_view_get_board (self) == NULL
      || (state & (GDK_CONTROL_MASK | GDK_ALT_MASK)) != 0)
    return FALSE;
  switch (keyval)
    {
    case GDK_KEY_Left:
    case GDK_KEY_KP_Left: dx = -1; break;
    case GDK_KEY_Right:
    case GDK_KEY_KP_Right: dx = 1; break;
    case GDK_KEY_Up:
    case GDK_KEY_KP_Up: dy = -1; break;
    case GDK_KEY_Down:
    case GDK_KEY_KP_Down: dy = 1; break;
    case GDK_KEY_Return:
    case GDK_KEY_KP_Enter:
    case GDK_KEY_space:
    case GDK_KEY_KP_Space:
      if (self->cursor < 0)
        return FALSE;
      wg_board_view_activate_location (self, self->cursor);
      return TRUE;
    default:
      return type_location (self, keyval);
    }

  next = self->cursor < 0 ? initial_cursor (self) : location_toward (self, self->cursor, dx, dy);
  if (next >= 0)
    move_cursor (self, next);
  return TRUE;
}

void
wg_board_view_on_focus_changed (WgBoardView *self)
{
  g_string_truncate (self->typed, 0);
  self->typed_taken = -1;
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

/* Ctrl+scroll zooms at the pointer; plain scrolling pans a zoomed board
 * (and passes on when there is nothing to pan). */
gboolean
wg_board_view_on_scroll (WgBoardView              *self,
                         double                    dx,
                         double                    dy,
                         GtkEventControllerScroll *scroll)
{
  GdkModifierType state = gtk_event_controller_get_current_event_state (
    GTK_EVENT_CONTROLLER (scroll));
  double s = wg_board_view_get_hex_size (self);

  if (s <= 0)
    return FALSE;
  if (state & GDK_CONTROL_MASK)
    {
      wg_board_view_zoom_at (self, pow (ZOOM_STEP, -dy), self->pointer_x, self->pointer_y);
      return TRUE;
    }
  if (wg_board_view_get_zoom (self) <= 1.0)
    return FALSE;
  if (state & GDK_SHIFT_MASK)
    {
      dx = dy;
      dy = 0;
    }
  wg_board_view_center_on (self, self->center_ux + dx * SCROLL_STEP / s,
                           self->center_uy + dy * SCROLL_STEP / s);
  return TRUE;
}

/* A drag that begins on ships moves them (see on_drag_end); one that
 * begins anywhere else pans a zoomed board. */
void
wg_board_view_on_drag_begin (WgBoardView    *self,
                             double          x,
                             double          y,
                             GtkGestureDrag *drag)
{
  const WgGame   *game = self->session != NULL ? wg_session_get_game (self->session) : NULL;
  int             cell = wg_board_view_cell_at (self, x, y);
  GdkModifierType state = gtk_event_controller_get_current_event_state (
    GTK_EVENT_CONTROLLER (drag));

  self->drag_ux = self->center_ux;
  self->drag_uy = self->center_uy;
  self->drag_x = x;
  self->drag_y = y;
  self->drag_to = -1;
  self->drag_from = is_location (self, cell) && game->stacks[cell].ships > 0 ? cell : -1;
  self->drag_one = (state & GDK_SHIFT_MASK) != 0;
}

void
wg_board_view_on_drag_update (WgBoardView    *self,
                              double          dx,
                              double          dy,
                              GtkGestureDrag *drag)
{
  double s = wg_board_view_get_hex_size (self);
  int    to;

  if (s <= 0 || !gtk_drag_check_threshold (GTK_WIDGET (self), 0, 0, (int) dx, (int) dy))
    return;
  gtk_widget_set_cursor_from_name (GTK_WIDGET (self), "grabbing");
  self->pressed = -1; /* no click at the end */
  if (self->drag_from >= 0)
    {
      to = wg_board_view_cell_at (self, self->drag_x + dx, self->drag_y + dy);
      self->pointer_x = self->drag_x + dx;
      self->pointer_y = self->drag_y + dy;
      self->drag_to = is_location (self, to) ? to : -1;
      gtk_widget_queue_draw (GTK_WIDGET (self));
      return;
    }
  /* Panning: the board follows the pointer. */
  if (wg_board_view_get_zoom (self) > 1.0)
    wg_board_view_center_on (self, self->drag_ux - dx / s, self->drag_uy - dy / s);
}

void
wg_board_view_on_drag_end (WgBoardView    *self,
                           double          dx,
                           double          dy,
                           GtkGestureDrag *drag)
{
  int from = self->drag_from, to = self->drag_to;

  gtk_widget_set_cursor (GTK_WIDGET (self), NULL);
  self->drag_from = -1;
  self->drag_to = -1;
  gtk_widget_queue_draw (GTK_WIDGET (self));
  if (from >= 0 && to >= 0 && to != from)
    wg_board_view_drop_ships (self, from, to, self->drag_one);
}

void
wg_board_view_on_pinch_begin (WgBoardView      *self,
                              GdkEventSequence *sequence,
                              GtkGestureZoom   *pinch)
{
  self->pinch_zoom = wg_board_view_get_zoom (self);
}

void
wg_board_view_on_pinch_changed (WgBoardView    *self,
                                double          scale,
                                GtkGestureZoom *pinch)
{
  double x, y;

  if (!gtk_gesture_get_bounding_box_center (GTK_GESTURE (pinch), &x, &y))
    return;
  wg_board_view_zoom_at (self, self->pinch_zoom * scale / wg_board_view_get_zoom (self), x, y);
}
