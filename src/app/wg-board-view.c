/* wg-board-view.c — the board, drawn: geometry, input, snapshot
 * Copyright 2026 The Warpgate Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>
#include <math.h>

#include "wg-board-view-private.h"

#define MARGIN 16.0   /* px around the board */

G_DEFINE_FINAL_TYPE (WgBoardView, wg_board_view, GTK_TYPE_WIDGET)

enum {
  PROP_0,
  PROP_SESSION,
  N_PROPS
};

enum {
  LOCATION_ACTIVATED,
  N_SIGNALS
};

static GParamSpec *properties[N_PROPS];
static guint signals[N_SIGNALS];

static const WgBoard *
get_board (WgBoardView *self)
{
  const WgGame *game = self->session ? wg_session_get_game (self->session) : NULL;

  return game ? game->board : NULL;
}

/* Hex centres with a circumradius of 1 and (0, 0) at the origin. */
static void
unit_center (WgHex   hex,
             double *x,
             double *y)
{
  *x = WG_SQRT3 * (hex.q + hex.r / 2.0);
  *y = 1.5 * hex.r;
}

/* Fits the board's bounding box, centred, into the widget. */
static void
update_layout (WgBoardView *self)
{
  const WgBoard *board = get_board (self);
  int width = gtk_widget_get_width (GTK_WIDGET (self));
  int height = gtk_widget_get_height (GTK_WIDGET (self));
  double min_x = G_MAXDOUBLE, min_y = G_MAXDOUBLE, max_x = -G_MAXDOUBLE, max_y = -G_MAXDOUBLE;
  double bw, bh;
  guint n;

  g_clear_pointer (&self->board_node, gsk_render_node_unref);
  self->layout.valid = FALSE;
  if (board == NULL || (n = wg_board_get_n_cells (board)) == 0
      || width <= 2 * MARGIN || height <= 2 * MARGIN)
    return;

  for (guint i = 0; i < n; i++)
    {
      double x, y;

      unit_center (wg_board_get_cell (board, (int) i)->hex, &x, &y);
      min_x = MIN (min_x, x - WG_SQRT3 / 2);
      max_x = MAX (max_x, x + WG_SQRT3 / 2);
      min_y = MIN (min_y, y - 1);
      max_y = MAX (max_y, y + 1);
    }
  bw = max_x - min_x;
  bh = max_y - min_y;
  self->layout.size = MIN ((width - 2 * MARGIN) / bw, (height - 2 * MARGIN) / bh);
  self->layout.x0 = (width - bw * self->layout.size) / 2 - min_x * self->layout.size;
  self->layout.y0 = (height - bh * self->layout.size) / 2 - min_y * self->layout.size;
  self->layout.valid = TRUE;
}

gboolean
wg_board_view_hex_center (WgBoardView *self,
                          WgHex        hex,
                          double      *x,
                          double      *y)
{
  double ux, uy;

  g_return_val_if_fail (WG_IS_BOARD_VIEW (self), FALSE);
  g_return_val_if_fail (x != NULL && y != NULL, FALSE);

  if (!self->layout.valid)
    return FALSE;
  unit_center (hex, &ux, &uy);
  *x = self->layout.x0 + ux * self->layout.size;
  *y = self->layout.y0 + uy * self->layout.size;
  return TRUE;
}

/* Pixel to hex: invert the centre formula to fractional axial coordinates,
 * then round in cube coordinates (q + r + s = 0), fixing the component that
 * rounded furthest so the three still sum to zero. */
gboolean
wg_board_view_hex_at (WgBoardView *self,
                      double       x,
                      double       y,
                      WgHex       *hex)
{
  double ux, uy, fq, fr, fs, rq, rr, rs;

  g_return_val_if_fail (WG_IS_BOARD_VIEW (self), FALSE);
  g_return_val_if_fail (hex != NULL, FALSE);

  if (!self->layout.valid)
    return FALSE;
  ux = (x - self->layout.x0) / self->layout.size;
  uy = (y - self->layout.y0) / self->layout.size;
  fq = ux / WG_SQRT3 - uy / 3.0;
  fr = uy * 2.0 / 3.0;
  fs = -fq - fr;
  rq = round (fq);
  rr = round (fr);
  rs = round (fs);
  if (fabs (rq - fq) > fabs (rr - fr) && fabs (rq - fq) > fabs (rs - fs))
    rq = -rr - rs;
  else if (fabs (rr - fr) > fabs (rs - fs))
    rr = -rq - rs;
  if (fabs (rq) > 4 * WG_HEX_COORD_MAX || fabs (rr) > 4 * WG_HEX_COORD_MAX)
    return FALSE;
  hex->q = (int) rq;
  hex->r = (int) rr;
  return TRUE;
}

int
wg_board_view_cell_at (WgBoardView *self,
                       double       x,
                       double       y)
{
  const WgBoard *board = get_board (self);
  WgHex hex;

  g_return_val_if_fail (WG_IS_BOARD_VIEW (self), -1);

  if (board == NULL || !wg_board_view_hex_at (self, x, y, &hex) || !wg_hex_in_bounds (hex))
    return -1;
  return wg_board_lookup (board, hex);
}

double
wg_board_view_get_hex_size (WgBoardView *self)
{
  g_return_val_if_fail (WG_IS_BOARD_VIEW (self), 0);
  return self->layout.valid ? self->layout.size : 0;
}

static void
on_session_changed (WgBoardView *self)
{
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

static void
on_game_changed (WgBoardView *self)
{
  self->hover = -1;
  self->pressed = -1;
  self->cursor = -1;
  update_layout (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

void
wg_board_view_set_session (WgBoardView *self,
                           WgSession   *session)
{
  g_return_if_fail (WG_IS_BOARD_VIEW (self));
  g_return_if_fail (session == NULL || WG_IS_SESSION (session));

  if (self->session == session)
    return;
  if (self->session != NULL)
    {
      g_clear_signal_handler (&self->changed_handler, self->session);
      g_clear_signal_handler (&self->game_handler, self->session);
    }
  g_set_object (&self->session, session);
  if (session != NULL)
    {
      self->changed_handler = g_signal_connect_object (session, "changed",
                                                       G_CALLBACK (on_session_changed), self,
                                                       G_CONNECT_SWAPPED);
      self->game_handler = g_signal_connect_object (session, "notify::game",
                                                    G_CALLBACK (on_game_changed), self,
                                                    G_CONNECT_SWAPPED);
    }
  on_game_changed (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SESSION]);
}

WgSession *
wg_board_view_get_session (WgBoardView *self)
{
  g_return_val_if_fail (WG_IS_BOARD_VIEW (self), NULL);
  return self->session;
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

static void
on_motion (WgBoardView              *self,
           double                    x,
           double                    y,
           GtkEventControllerMotion *motion)
{
  set_hover (self, wg_board_view_cell_at (self, x, y));
}

static void
on_leave (WgBoardView              *self,
          GtkEventControllerMotion *motion)
{
  set_hover (self, -1);
}

static gboolean
is_location (WgBoardView *self,
             int          cell)
{
  const WgBoard *board = get_board (self);

  return board != NULL && cell >= 0 && wg_board_is_location (board, cell);
}

static void
on_pressed (WgBoardView    *self,
            int             n_press,
            double          x,
            double          y,
            GtkGestureClick *click)
{
  self->pressed = n_press == 1 ? wg_board_view_cell_at (self, x, y) : -1;
  if (gtk_widget_get_focus_on_click (GTK_WIDGET (self)))
    gtk_widget_grab_focus (GTK_WIDGET (self));
}

/* A click activates a location when the button goes up on the hex it went
 * down on; the keyboard cursor then steps aside until the next arrow key. */
static void
on_released (WgBoardView    *self,
             int             n_press,
             double          x,
             double          y,
             GtkGestureClick *click)
{
  int cell = wg_board_view_cell_at (self, x, y);

  if (cell < 0 || cell != self->pressed || !is_location (self, cell))
    return;
  self->pressed = -1;
  self->cursor = -1;
  g_signal_emit (self, signals[LOCATION_ACTIVATED], 0, cell);
}

/* The location nearest to the cursor in a screen direction (dx, dy): ahead
 * of it, and the less off to the side the better. */
static int
location_toward (WgBoardView *self,
                 int          from,
                 double       dx,
                 double       dy)
{
  const WgBoard *board = get_board (self);
  double fx, fy, best_score = G_MAXDOUBLE;
  int best = -1;

  unit_center (wg_board_get_cell (board, from)->hex, &fx, &fy);
  for (guint i = 0; i < wg_board_get_n_locations (board); i++)
    {
      int cell = wg_board_get_location (board, i);
      double x, y, ahead, aside;

      unit_center (wg_board_get_cell (board, cell)->hex, &x, &y);
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
  const WgBoard *board = get_board (self);
  int selected = wg_session_get_selected (self->session);

  if (selected >= 0)
    return selected;
  return wg_board_get_n_locations (board) > 0 ? wg_board_get_location (board, 0) : -1;
}

/* Arrows move a cursor between locations, Enter or Space activates the one
 * under it: the keyboard's way to click. */
static gboolean
on_key_pressed (WgBoardView           *self,
                guint                  keyval,
                guint                  keycode,
                GdkModifierType        state,
                GtkEventControllerKey *key)
{
  double dx = 0, dy = 0;
  int next;

  if (get_board (self) == NULL || (state & (GDK_CONTROL_MASK | GDK_ALT_MASK)) != 0)
    return FALSE;
  switch (keyval)
    {
    case GDK_KEY_Left: case GDK_KEY_KP_Left: dx = -1; break;
    case GDK_KEY_Right: case GDK_KEY_KP_Right: dx = 1; break;
    case GDK_KEY_Up: case GDK_KEY_KP_Up: dy = -1; break;
    case GDK_KEY_Down: case GDK_KEY_KP_Down: dy = 1; break;
    case GDK_KEY_Return: case GDK_KEY_KP_Enter: case GDK_KEY_space: case GDK_KEY_KP_Space:
      if (self->cursor < 0)
        return FALSE;
      g_signal_emit (self, signals[LOCATION_ACTIVATED], 0, self->cursor);
      return TRUE;
    default:
      return FALSE;
    }

  if (self->cursor < 0)
    next = initial_cursor (self);
  else
    next = location_toward (self, self->cursor, dx, dy);
  if (next >= 0)
    {
      self->cursor = next;
      gtk_widget_queue_draw (GTK_WIDGET (self));
    }
  return TRUE;
}

static void
on_focus_changed (WgBoardView *self)
{
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

/* The tooltip: "D1 — Desert planet", then one line per feature and piece. */
static char *
describe_cell (WgBoardView *self,
               int          cell)
{
  const WgGame *game = wg_session_get_game (self->session);
  const WgCell *c = wg_board_get_cell (game->board, cell);
  const WgStack *stack = &game->stacks[cell];
  g_autoptr (GString) str = g_string_new (NULL);

  if (c->kind == WG_HEX_PLANET)
    g_string_append_printf (str, _("%s — %s planet"), c->id,
                            wg_planet_type_display_name (c->type));
  else if (c->kind == WG_HEX_WARPGATE)
    g_string_append_printf (str, _("%s — the Warpgate of %s"), c->id, c->color);
  else
    g_string_append (str, _("Empty space"));
  if (c->trade)
    g_string_append_printf (str, "\n%s", _("Trade icon"));
  if (c->sector != NULL)
    {
      g_string_append_c (str, '\n');
      g_string_append_printf (str, _("Sector %s"), c->sector);
    }
  if (stack->ship_owner != WG_NO_PLAYER)
    {
      g_string_append_c (str, '\n');
      g_string_append_printf (str, ngettext ("%d ship of %s", "%d ships of %s", stack->ships),
                              stack->ships, wg_game_player_color (game, stack->ship_owner));
    }
  if (stack->marker_owner != WG_NO_PLAYER)
    {
      g_string_append_c (str, '\n');
      g_string_append_printf (str,
                              stack->marker_side == WG_MARKER_COLONY ? _("Colony of %s")
                                                                     : _("Outpost of %s"),
                              wg_game_player_color (game, stack->marker_owner));
    }
  for (guint p = 0; p < game->n_players; p++)
    if (game->drones[p] == cell)
      {
        g_string_append_c (str, '\n');
        g_string_append_printf (str, _("Research Drone of %s"),
                                wg_game_player_color (game, (int) p));
      }
  return g_string_free (g_steal_pointer (&str), FALSE);
}

static gboolean
wg_board_view_query_tooltip (GtkWidget  *widget,
                             int         x,
                             int         y,
                             gboolean    keyboard_tooltip,
                             GtkTooltip *tooltip)
{
  WgBoardView *self = WG_BOARD_VIEW (widget);
  g_autofree char *text = NULL;
  int cell = keyboard_tooltip ? self->cursor : wg_board_view_cell_at (self, x, y);

  if (cell < 0 || !is_location (self, cell))
    return FALSE;
  text = describe_cell (self, cell);
  gtk_tooltip_set_text (tooltip, text);
  return TRUE;
}

static void
wg_board_view_size_allocate (GtkWidget *widget,
                             int        width,
                             int        height,
                             int        baseline)
{
  update_layout (WG_BOARD_VIEW (widget));
}

static void
wg_board_view_snapshot (GtkWidget   *widget,
                        GtkSnapshot *snapshot)
{
  WgBoardView *self = WG_BOARD_VIEW (widget);
  graphene_rect_t bounds;
  cairo_t *cr;

  if (!self->layout.valid)
    return;
  graphene_rect_init (&bounds, 0, 0, gtk_widget_get_width (widget),
                      gtk_widget_get_height (widget));

  /* The board changes only with the game or the size: keep its node. */
  if (self->board_node == NULL)
    {
      self->board_node = gsk_cairo_node_new (&bounds);
      cr = gsk_cairo_node_get_draw_context (self->board_node);
      wg_board_view_paint_board (self, cr);
      cairo_destroy (cr);
    }
  gtk_snapshot_append_node (snapshot, self->board_node);

  cr = gtk_snapshot_append_cairo (snapshot, &bounds);
  wg_board_view_paint_overlay (self, cr);
  cairo_destroy (cr);
}

static void
wg_board_view_measure (GtkWidget      *widget,
                       GtkOrientation  orientation,
                       int             for_size,
                       int            *minimum,
                       int            *natural,
                       int            *minimum_baseline,
                       int            *natural_baseline)
{
  /* Small enough for a narrow window; the board scales to what it gets. */
  *minimum = 240;
  *natural = orientation == GTK_ORIENTATION_HORIZONTAL ? 720 : 600;
}

static void
wg_board_view_dispose (GObject *object)
{
  WgBoardView *self = WG_BOARD_VIEW (object);

  wg_board_view_set_session (self, NULL);
  g_clear_pointer (&self->board_node, gsk_render_node_unref);

  G_OBJECT_CLASS (wg_board_view_parent_class)->dispose (object);
}

static void
wg_board_view_get_property (GObject    *object,
                            guint       prop_id,
                            GValue     *value,
                            GParamSpec *pspec)
{
  WgBoardView *self = WG_BOARD_VIEW (object);

  switch (prop_id)
    {
    case PROP_SESSION:
      g_value_set_object (value, self->session);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
wg_board_view_set_property (GObject      *object,
                            guint         prop_id,
                            const GValue *value,
                            GParamSpec   *pspec)
{
  WgBoardView *self = WG_BOARD_VIEW (object);

  switch (prop_id)
    {
    case PROP_SESSION:
      wg_board_view_set_session (self, g_value_get_object (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
wg_board_view_class_init (WgBoardViewClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = wg_board_view_dispose;
  object_class->get_property = wg_board_view_get_property;
  object_class->set_property = wg_board_view_set_property;

  widget_class->measure = wg_board_view_measure;
  widget_class->size_allocate = wg_board_view_size_allocate;
  widget_class->snapshot = wg_board_view_snapshot;
  widget_class->query_tooltip = wg_board_view_query_tooltip;

  properties[PROP_SESSION] =
    g_param_spec_object ("session", NULL, NULL, WG_TYPE_SESSION,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  /* A location (planet or warpgate cell) was clicked or chosen with the
   * keyboard. */
  signals[LOCATION_ACTIVATED] =
    g_signal_new ("location-activated", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_INT);

  gtk_widget_class_set_template_from_resource (widget_class, RESOURCE_PREFIX
                                               "/ui/wg-board-view.ui");
  gtk_widget_class_bind_template_callback (widget_class, on_motion);
  gtk_widget_class_bind_template_callback (widget_class, on_leave);
  gtk_widget_class_bind_template_callback (widget_class, on_pressed);
  gtk_widget_class_bind_template_callback (widget_class, on_released);
  gtk_widget_class_bind_template_callback (widget_class, on_key_pressed);
  gtk_widget_class_bind_template_callback (widget_class, on_focus_changed);

  gtk_widget_class_set_css_name (widget_class, "boardview");
#if GTK_CHECK_VERSION (4, 14, 0)
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_APPLICATION);
#else
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_IMG);
#endif
}

static void
wg_board_view_init (WgBoardView *self)
{
  self->hover = -1;
  self->pressed = -1;
  self->cursor = -1;
  gtk_widget_init_template (GTK_WIDGET (self));
}

GtkWidget *
wg_board_view_new (void)
{
  return g_object_new (WG_TYPE_BOARD_VIEW, NULL);
}
