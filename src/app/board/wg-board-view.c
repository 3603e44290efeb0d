/* wg-board-view.c — the board, drawn: geometry, input, snapshot
 * Copyright 2026 The Warpgate Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <adwaita.h>
#include <glib/gi18n.h>
#include <math.h>

#include "wg-board-view-private.h"

#define MARGIN WG_BOARD_VIEW_MARGIN

G_DEFINE_FINAL_TYPE (WgBoardView, wg_board_view, GTK_TYPE_WIDGET)

G_DEFINE_ENUM_TYPE (WgBoardOrientation, wg_board_orientation,
                    G_DEFINE_ENUM_VALUE (WG_BOARD_ORIENTATION_POINTY, "pointy"),
                    G_DEFINE_ENUM_VALUE (WG_BOARD_ORIENTATION_FLAT, "flat"))

enum
{
  PROP_0,
  PROP_SESSION,
  PROP_ZOOM,
  PROP_ORIENTATION,
  PROP_COLORBLIND_GLYPHS,
  PROP_LARGE_NUMBERS,
  PROP_HIGH_CONTRAST,
  N_PROPS
};

enum
{
  LOCATION_ACTIVATED,
  SHIPS_DROPPED,
  N_SIGNALS
};

static GParamSpec *properties[N_PROPS];
static guint       signals[N_SIGNALS];

const WgBoard *
wg_board_view_get_board (WgBoardView *self)
{
  const WgGame *game = self->session ? wg_session_get_game (self->session) : NULL;

  return game ? game->board : NULL;
}

void
wg_board_view_unit_center (WgBoardView *self,
                           WgHex        hex,
                           double      *ux,
                           double      *uy)
{
  wg_hex_layout_unit_center (self->orientation == WG_BOARD_ORIENTATION_FLAT, hex, ux, uy);
}

/* What the board shows, made again for a new board, orientation or
 * contrast, and the bounding box of all its hexes, corners included. */
static void
update_scene (WgBoardView *self)
{
  const WgBoard *board = wg_board_view_get_board (self);

  g_clear_pointer (&self->scene, wg_board_scene_free);
  self->min_ux = self->min_uy = G_MAXDOUBLE;
  self->max_ux = self->max_uy = -G_MAXDOUBLE;
  if (board == NULL)
    return;
  self->scene = wg_board_scene_new_for_board (board, self->orientation == WG_BOARD_ORIENTATION_FLAT,
                                              self->high_contrast, WG_BOARD_SCENE_VIEW);
  self->min_ux = self->scene->min_ux;
  self->min_uy = self->scene->min_uy;
  self->max_ux = self->scene->max_ux;
  self->max_uy = self->scene->max_uy;
}

/* Along one axis: a board narrower than the view is centred; a wider one
 * may be moved until its edge meets the margin, no further. */
static double
clamp_center (double center,
              double min_u,
              double max_u,
              double half_view)
{
  if (max_u - min_u <= 2 * half_view)
    return (min_u + max_u) / 2;
  return CLAMP (center, min_u + half_view, max_u - half_view);
}

/* Zoom 1 fits the bounding box, centred, into the widget; a larger zoom
 * scales that up around the centre point. */
static void
update_layout (WgBoardView *self)
{
  const WgBoard *board = wg_board_view_get_board (self);
  int            width = gtk_widget_get_width (GTK_WIDGET (self));
  int            height = gtk_widget_get_height (GTK_WIDGET (self));
  double         fit, size;

  wg_board_view_forget_drawing (self, FALSE);
  self->laid_out = FALSE;
  self->layout.flat = self->orientation == WG_BOARD_ORIENTATION_FLAT;
  if (board == NULL || wg_board_get_n_cells (board) == 0
      || width <= 2 * MARGIN || height <= 2 * MARGIN)
    return;

  fit = MIN ((width - 2 * MARGIN) / (self->max_ux - self->min_ux),
             (height - 2 * MARGIN) / (self->max_uy - self->min_uy));
  size = fit * self->zoom;
  self->center_ux = clamp_center (self->center_ux, self->min_ux, self->max_ux,
                                  (width / 2.0 - MARGIN) / size);
  self->center_uy = clamp_center (self->center_uy, self->min_uy, self->max_uy,
                                  (height / 2.0 - MARGIN) / size);
  self->layout.size = size;
  self->layout.x0 = width / 2.0 - self->center_ux * size;
  self->layout.y0 = height / 2.0 - self->center_uy * size;
  self->laid_out = TRUE;
  wg_board_view_keep_clear (self);
}

void
wg_board_view_painter_init (WgBoardView *self,
                            WgPainter   *p,
                            cairo_t     *cr)
{
  const WgPainterSetup setup = {
    .grid = &self->layout,
    .scene = self->scene,
    .game = wg_session_get_game (self->session),
    .sprites = self->sprites,
    .context = gtk_widget_get_pango_context (GTK_WIDGET (self)),
    .scale = gtk_widget_get_scale_factor (GTK_WIDGET (self)),
    .high_contrast = self->high_contrast,
    .glyphs = self->glyphs,
    .large_numbers = self->large_numbers,
  };

  g_assert (self->scene != NULL);
  wg_painter_init (p, &setup, cr);
}

void
wg_board_view_forget_drawing (WgBoardView *self,
                              gboolean     sprites)
{
  g_clear_pointer (&self->terrain_node, gsk_render_node_unref);
  g_clear_pointer (&self->pieces_node, gsk_render_node_unref);
  if (sprites)
    wg_sprite_cache_clear (self->sprites);
}

static void
layout_changed (WgBoardView *self)
{
  update_layout (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

void
wg_board_view_relayout (WgBoardView *self)
{
  layout_changed (self);
}

gboolean
wg_board_view_hex_center (WgBoardView *self,
                          WgHex        hex,
                          double      *x,
                          double      *y)
{
  g_return_val_if_fail (WG_IS_BOARD_VIEW (self), FALSE);
  g_return_val_if_fail (x != NULL && y != NULL, FALSE);

  if (!self->laid_out)
    return FALSE;
  wg_hex_layout_to_pixel (&self->layout, hex, x, y);
  return TRUE;
}

/* The hex under a pixel, or FALSE without a layout or far off any board. */
gboolean
wg_board_view_hex_at (WgBoardView *self,
                      double       x,
                      double       y,
                      WgHex       *hex)
{
  WgHex found;

  g_return_val_if_fail (WG_IS_BOARD_VIEW (self), FALSE);
  g_return_val_if_fail (hex != NULL, FALSE);

  if (!self->laid_out)
    return FALSE;
  found = wg_hex_layout_from_pixel (&self->layout, x, y);
  if (ABS (found.q) >= 4 * WG_HEX_COORD_MAX || ABS (found.r) >= 4 * WG_HEX_COORD_MAX)
    return FALSE;
  *hex = found;
  return TRUE;
}

int
wg_board_view_cell_at (WgBoardView *self,
                       double       x,
                       double       y)
{
  const WgBoard *board;
  WgHex          hex;

  g_return_val_if_fail (WG_IS_BOARD_VIEW (self), -1);

  board = wg_board_view_get_board (self);
  if (board == NULL || !wg_board_view_hex_at (self, x, y, &hex) || !wg_hex_in_bounds (hex))
    return -1;
  return wg_board_lookup (board, hex);
}

double
wg_board_view_get_hex_size (WgBoardView *self)
{
  g_return_val_if_fail (WG_IS_BOARD_VIEW (self), 0);
  return self->laid_out ? self->layout.size : 0;
}

double
wg_board_view_get_zoom (WgBoardView *self)
{
  g_return_val_if_fail (WG_IS_BOARD_VIEW (self), 1.0);
  return self->zoom;
}

void
wg_board_view_zoom_at (WgBoardView *self,
                       double       factor,
                       double       x,
                       double       y)
{
  double zoom = CLAMP (self->zoom * factor, 1.0, WG_BOARD_VIEW_MAX_ZOOM);
  double ux, uy, size;

  if (zoom == self->zoom)
    return;
  if (self->laid_out)
    {
      /* The board point under (x, y) stays under it. */
      ux = (x - self->layout.x0) / self->layout.size;
      uy = (y - self->layout.y0) / self->layout.size;
      size = self->layout.size / self->zoom * zoom;
      self->center_ux = ux - (x - gtk_widget_get_width (GTK_WIDGET (self)) / 2.0) / size;
      self->center_uy = uy - (y - gtk_widget_get_height (GTK_WIDGET (self)) / 2.0) / size;
    }
  self->zoom = zoom;
  layout_changed (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_ZOOM]);
}

void
wg_board_view_set_zoom (WgBoardView *self,
                        double       zoom)
{
  g_return_if_fail (WG_IS_BOARD_VIEW (self));
  g_return_if_fail (zoom > 0);

  wg_board_view_zoom_at (self, zoom / self->zoom, gtk_widget_get_width (GTK_WIDGET (self)) / 2.0,
                         gtk_widget_get_height (GTK_WIDGET (self)) / 2.0);
}

void
wg_board_view_center_on (WgBoardView *self,
                         double       ux,
                         double       uy)
{
  self->center_ux = ux;
  self->center_uy = uy;
  layout_changed (self);
}

void
wg_board_view_activate_location (WgBoardView *self,
                                 int          cell)
{
  g_signal_emit (self, signals[LOCATION_ACTIVATED], 0, cell);
}

void
wg_board_view_drop_ships (WgBoardView *self,
                          int          from,
                          int          to,
                          gboolean     one)
{
  g_signal_emit (self, signals[SHIPS_DROPPED], 0, from, to, one);
}

static void
on_session_changed (WgBoardView *self)
{
  gtk_widget_queue_draw (GTK_WIDGET (self));
  wg_board_view_update_description (self, TRUE);
}

/* Zoom 1 on the board as it is laid out now. */
static void
show_whole_board (WgBoardView *self)
{
  update_scene (self);
  if (self->zoom != 1.0)
    {
      self->zoom = 1.0;
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_ZOOM]);
    }
  layout_changed (self);
}

WgBoardOrientation
wg_board_view_get_orientation (WgBoardView *self)
{
  g_return_val_if_fail (WG_IS_BOARD_VIEW (self), WG_BOARD_ORIENTATION_POINTY);
  return self->orientation;
}

void
wg_board_view_set_orientation (WgBoardView       *self,
                               WgBoardOrientation orientation)
{
  g_return_if_fail (WG_IS_BOARD_VIEW (self));
  g_return_if_fail (orientation == WG_BOARD_ORIENTATION_POINTY
                    || orientation == WG_BOARD_ORIENTATION_FLAT);

  if (self->orientation == orientation)
    return;
  self->orientation = orientation;
  show_whole_board (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_ORIENTATION]);
}

gboolean
wg_board_view_get_colorblind_glyphs (WgBoardView *self)
{
  g_return_val_if_fail (WG_IS_BOARD_VIEW (self), FALSE);
  return self->glyphs;
}

void
wg_board_view_set_colorblind_glyphs (WgBoardView *self,
                                     gboolean     glyphs)
{
  g_return_if_fail (WG_IS_BOARD_VIEW (self));

  glyphs = !!glyphs;
  if (self->glyphs == glyphs)
    return;
  self->glyphs = glyphs;
  layout_changed (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_COLORBLIND_GLYPHS]);
}

gboolean
wg_board_view_get_large_numbers (WgBoardView *self)
{
  g_return_val_if_fail (WG_IS_BOARD_VIEW (self), FALSE);
  return self->large_numbers;
}

void
wg_board_view_set_large_numbers (WgBoardView *self,
                                 gboolean     large)
{
  g_return_if_fail (WG_IS_BOARD_VIEW (self));

  large = !!large;
  if (self->large_numbers == large)
    return;
  self->large_numbers = large;
  layout_changed (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_LARGE_NUMBERS]);
}

gboolean
wg_board_view_get_high_contrast (WgBoardView *self)
{
  g_return_val_if_fail (WG_IS_BOARD_VIEW (self), FALSE);
  return self->high_contrast;
}

void
wg_board_view_set_high_contrast (WgBoardView *self,
                                 gboolean     high_contrast)
{
  g_return_if_fail (WG_IS_BOARD_VIEW (self));

  high_contrast = !!high_contrast;
  if (self->high_contrast == high_contrast)
    return;
  self->high_contrast = high_contrast;
  update_scene (self);
  layout_changed (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_HIGH_CONTRAST]);
}

/* A step, undo or redo changes the pieces on the same board: only the
 * drawing is redone. A new board starts over from the whole board. */
static void
on_game_changed (WgBoardView *self)
{
  const WgBoard *board = wg_board_view_get_board (self);

  if (board == self->board)
    {
      g_clear_pointer (&self->pieces_node, gsk_render_node_unref);
      gtk_widget_queue_draw (GTK_WIDGET (self));
      wg_board_view_update_description (self, TRUE);
      return;
    }
  g_clear_pointer (&self->board, wg_board_unref);
  self->board = board != NULL ? wg_board_ref ((WgBoard *) board) : NULL;
  self->hover = -1;
  self->pressed = -1;
  self->cursor = -1;
  show_whole_board (self);
  wg_board_view_update_description (self, FALSE);
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

/* How to use the board: the description when no location is chosen. */
#define BOARD_HINT N_ ("Arrow keys move between locations; Enter measures range from or to " \
                       "the location under the cursor")

/* What a location is and holds, a part each: its name and kind ("D1 —
 * Desert planet", "The red Warpgate"), then its features, then
 * @n_features on, its pieces, by their players' names ("2 ships of Ana",
 * issue 18; the colour only when a player has no name). The
 * tooltip puts each on a line of its own, the announcement all on one. */
static GPtrArray *
describe_parts (WgBoardView *self,
                int          cell,
                guint       *n_features)
{
  const WgGame  *game = wg_session_get_game (self->session);
  const WgCell  *c = wg_board_get_cell (game->board, cell);
  const WgStack *stack = &game->stacks[cell];
  GPtrArray     *parts = g_ptr_array_new_with_free_func (g_free);

  if (c->kind == WG_HEX_PLANET)
    g_ptr_array_add (parts, g_strdup_printf (_ ("%s — %s planet"), c->id,
                                             wg_planet_type_display_name (c->type)));
  else if (c->kind == WG_HEX_WARPGATE)
    /* TRANSLATORS: a Warpgate named by its colour, "The red Warpgate"
     * (issue 18: never its id, "gate-red") */
    g_ptr_array_add (parts, g_strdup_printf (_ ("The %s Warpgate"),
                                             wg_color_display_name (c->color)));
  else
    g_ptr_array_add (parts, g_strdup (_ ("Empty space")));
  if (c->trade)
    g_ptr_array_add (parts, g_strdup (_ ("Trade icon")));
  /* The Exploration variant: what tokens did to the planet (R-EXP-6,
   * R-EXP-5 `trade-icon`). */
  if (stack->explore & WG_EXPLORE_TRADE_ICON)
    g_ptr_array_add (parts, g_strdup (_ ("Trade icon added")));
  if (stack->explore & WG_EXPLORE_VOIDED)
    g_ptr_array_add (parts, g_strdup (_ ("Voided planet")));
  if (c->sector != NULL)
    g_ptr_array_add (parts, g_strdup_printf (_ ("Sector %s"), c->sector));
  *n_features = parts->len - 1;
  /* Face down, still to be explored (R-EXP-1, R-EXP-2). */
  if (stack->tokens > 0)
    g_ptr_array_add (parts, g_strdup_printf (ngettext ("%d discovery token",
                                                       "%d discovery tokens", stack->tokens),
                                             stack->tokens));
  if (stack->ship_owner != WG_NO_PLAYER)
    g_ptr_array_add (parts, g_strdup_printf (ngettext ("%d ship of %s", "%d ships of %s",
                                                       stack->ships),
                                             stack->ships,
                                             wg_game_player_label (game, stack->ship_owner)));
  if (stack->marker_owner != WG_NO_PLAYER)
    g_ptr_array_add (parts, g_strdup_printf (stack->marker_side == WG_MARKER_COLONY
                                               ? _ ("Colony of %s")
                                               : _ ("Outpost of %s"),
                                             wg_game_player_label (game, stack->marker_owner)));
  for (guint p = 0; p < game->n_players; p++)
    if (game->drones[p] == cell)
      g_ptr_array_add (parts, g_strdup_printf (_ ("Research Drone of %s"),
                                               wg_game_player_label (game, (int) p)));
  return parts;
}

/* The tooltip: "D1 — Desert planet", then one line per feature and piece. */
static char *
describe_cell (WgBoardView *self,
               int          cell)
{
  g_autoptr (GPtrArray) parts = NULL;
  guint n_features;

  parts = describe_parts (self, cell, &n_features);
  g_ptr_array_add (parts, NULL);
  return g_strjoinv ("\n", (char **) parts->pdata);
}

/* What the board marks on a location, in words: what the colours and rims
 * say to the eye. */
static const char *
highlight_words (WgHighlightKind kind)
{
  switch (kind)
    {
    case WG_HIGHLIGHT_ORIGIN: return _ ("ships may set out from here");
    case WG_HIGHLIGHT_DESTINATION: return _ ("a legal destination");
    case WG_HIGHLIGHT_ATTACK: return _ ("a legal destination, an attack");
    case WG_HIGHLIGHT_CHOSEN: return _ ("chosen");
    case WG_HIGHLIGHT_ILLEGAL: return _ ("refused");
    case WG_HIGHLIGHT_INVOLVED: return _ ("involved");
    default: g_assert_not_reached ();
    }
}

static void
append_marks (WgBoardView *self,
              int          cell,
              GString     *str)
{
  g_autoptr (GArray) highlights = wg_board_view_dup_marks (self, FALSE);
  g_autoptr (GPtrArray) marks = g_ptr_array_new ();

  if (cell == wg_session_get_ruler_from (self->session))
    g_ptr_array_add (marks, (char *) _ ("the ruler's start, A"));
  else if (cell == wg_session_get_ruler_to (self->session))
    g_ptr_array_add (marks, (char *) _ ("the ruler's end, B"));
  else if (cell == wg_session_get_selected (self->session))
    g_ptr_array_add (marks, (char *) _ ("selected"));
  if (wg_board_view_offers (self, cell))
    g_ptr_array_add (marks, (char *) _ ("offered: an answer to the question asked"));
  for (guint i = 0; i < highlights->len; i++)
    if (g_array_index (highlights, WgHighlight, i).cell == cell)
      g_ptr_array_add (marks, (char *) highlight_words (g_array_index (highlights,
                                                                       WgHighlight, i)
                                                          .kind));
  for (guint i = 0; i < marks->len; i++)
    g_string_append_printf (str, i == 0 ? "; %s" : ", %s", (char *) marks->pdata[i]);
  /* At the ruler's end, what it measured (the ruler card's sentence). */
  if (cell == wg_session_get_ruler_to (self->session) && wg_session_get_range (self->session) >= 0)
    g_string_append_printf (str, "; %s", wg_session_get_status (self->session));
}

char *
wg_board_view_describe_location (WgBoardView *self,
                                 int          cell)
{
  const WgBoard *board;
  g_autoptr (GPtrArray) parts = NULL;
  GString *str;
  guint    n_features;

  g_return_val_if_fail (WG_IS_BOARD_VIEW (self), NULL);

  board = wg_board_view_get_board (self);
  if (board == NULL || cell < 0 || (guint) cell >= wg_board_get_n_cells (board)
      || !wg_board_is_location (board, cell))
    return NULL;
  parts = describe_parts (self, cell, &n_features);
  str = g_string_new (parts->pdata[0]);
  for (guint i = 1; i < parts->len; i++)
    g_string_append_printf (str, i <= n_features ? ", %s" : "; %s", (char *) parts->pdata[i]);
  append_marks (self, cell, str);
  return g_string_free (str, FALSE);
}

void
wg_board_view_update_description (WgBoardView *self,
                                  gboolean     announce)
{
  int              cell = self->cursor;
  g_autofree char *text = NULL;

  if (cell < 0 && self->session != NULL)
    cell = wg_session_get_selected (self->session);
  text = wg_board_view_describe_location (self, cell);
  if (text == NULL)
    {
      cell = -1;
      text = g_strdup (_ (BOARD_HINT));
    }
  if (g_strcmp0 (text, self->announcement) == 0)
    return;
  g_free (self->announcement);
  self->announcement = g_steal_pointer (&text);
  self->described = cell;
  gtk_accessible_update_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION,
                                  self->announcement, -1);
#if GTK_CHECK_VERSION(4, 14, 0)
  /* Spoken at once, not only when asked: the board is one widget to
   * assistive technologies, its locations are not. Only while it has the
   * focus, so that edits made in the sidebar are not talked over. */
  if (announce && cell >= 0 && gtk_widget_has_focus (GTK_WIDGET (self)))
    gtk_accessible_announce (GTK_ACCESSIBLE (self), self->announcement,
                             GTK_ACCESSIBLE_ANNOUNCEMENT_PRIORITY_MEDIUM);
#else
  (void) announce;
#endif
}

const char *
wg_board_view_get_announcement (WgBoardView *self)
{
  g_return_val_if_fail (WG_IS_BOARD_VIEW (self), NULL);
  return self->announcement;
}

static gboolean
wg_board_view_query_tooltip (GtkWidget  *widget,
                             int         x,
                             int         y,
                             gboolean    keyboard_tooltip,
                             GtkTooltip *tooltip)
{
  WgBoardView     *self = WG_BOARD_VIEW (widget);
  g_autofree char *text = NULL;
  int              cell = keyboard_tooltip ? self->cursor : wg_board_view_cell_at (self, x, y);

  if (cell < 0 || !wg_board_is_location (wg_board_view_get_board (self), cell))
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

/* The board's background: deep space, lighter a little above the middle.
 * A CSS radial gradient is computed for every pixel of every frame, which
 * software renderers take 18 ms over at 1920×1080; this is the same
 * gradient drawn once, small, and stretched by the renderer as a texture. */
static GdkTexture *
background_texture (void)
{
  static GdkTexture *texture;

  if (g_once_init_enter (&texture))
    {
      enum
      {
        WIDTH = 128,
        HEIGHT = 72
      };
      cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, WIDTH, HEIGHT);
      double           cx = WIDTH * 0.5, cy = HEIGHT * 0.4;
      cairo_pattern_t *glow = cairo_pattern_create_radial (cx, cy, 0, cx, cy,
                                                           hypot (cx, HEIGHT - cy));
      cairo_t         *cr = cairo_create (surface);
      g_autoptr (GBytes) bytes = NULL;

      cairo_pattern_add_color_stop_rgb (glow, 0, 0x1a / 255.0, 0x25 / 255.0, 0x52 / 255.0);
      cairo_pattern_add_color_stop_rgb (glow, 1, 0x07 / 255.0, 0x0a / 255.0, 0x18 / 255.0);
      cairo_set_source (cr, glow);
      cairo_paint (cr);
      cairo_destroy (cr);
      cairo_pattern_destroy (glow);
      cairo_surface_flush (surface);
      bytes = g_bytes_new (cairo_image_surface_get_data (surface),
                           (gsize) cairo_image_surface_get_stride (surface) * HEIGHT);
      g_once_init_leave (&texture,
                         gdk_memory_texture_new (WIDTH, HEIGHT, GDK_MEMORY_DEFAULT, bytes,
                                                 cairo_image_surface_get_stride (surface)));
      cairo_surface_destroy (surface);
    }
  return texture;
}

/* The overlay, drawn on every frame, in a node only as large as what it
 * shows (often nothing, or a few hexes): recorded first to learn where. */
static void
snapshot_overlay (WgBoardView *self,
                  GtkSnapshot *snapshot)
{
  cairo_surface_t *recording = cairo_recording_surface_create (CAIRO_CONTENT_COLOR_ALPHA, NULL);
  cairo_t         *cr = cairo_create (recording);
  double           x, y, width, height;

  wg_board_view_paint_overlay (self, cr);
  cairo_destroy (cr);
  cairo_recording_surface_ink_extents (recording, &x, &y, &width, &height);
  if (width > 0 && height > 0)
    {
      graphene_rect_t bounds = GRAPHENE_RECT_INIT (floor (x), floor (y), ceil (width) + 1,
                                                   ceil (height) + 1);

      cr = gtk_snapshot_append_cairo (snapshot, &bounds);
      cairo_set_source_surface (cr, recording, 0, 0);
      cairo_paint (cr);
      cairo_destroy (cr);
    }
  cairo_surface_destroy (recording);
}

/* The background and the terrain, as two textures. The terrain is painted
 * by cairo straight into pixels at the widget's scale and handed over as a
 * texture, which a renderer uploads once and keeps with it; a cairo node is
 * recorded, then replayed and copied by GTK 4.8's GL renderer before it is
 * uploaded. Measured at 1920×1080 on a software renderer: 22 rather than
 * 25 ms a frame; at 2×, 82 rather than 95 (tests/bench/bench-render.c). */
static GskRenderNode *
terrain_node (WgBoardView *self, const graphene_rect_t *bounds)
{
  int              scale = gtk_widget_get_scale_factor (GTK_WIDGET (self));
  int              width = (int) bounds->size.width * scale, height = (int) bounds->size.height * scale;
  cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, width, height);
  g_autoptr (GdkTexture) terrain = NULL;
  g_autoptr (GBytes) bytes = NULL;
  GskRenderNode *layers[2], *node;
  cairo_t       *cr;

  cairo_surface_set_device_scale (surface, scale, scale);
  cr = cairo_create (surface);
  wg_board_view_paint_terrain (self, cr);
  cairo_destroy (cr);
  cairo_surface_flush (surface);
  bytes = g_bytes_new_with_free_func (cairo_image_surface_get_data (surface),
                                      (gsize) cairo_image_surface_get_stride (surface) * height,
                                      (GDestroyNotify) cairo_surface_destroy, surface);
  terrain = gdk_memory_texture_new (width, height, GDK_MEMORY_DEFAULT, bytes,
                                    cairo_image_surface_get_stride (surface));
  layers[0] = gsk_texture_node_new (background_texture (), bounds);
  layers[1] = gsk_texture_node_new (terrain, bounds);
  node = gsk_container_node_new (layers, G_N_ELEMENTS (layers));
  gsk_render_node_unref (layers[0]);
  gsk_render_node_unref (layers[1]);
  return node;
}

static void
wg_board_view_snapshot (GtkWidget   *widget,
                        GtkSnapshot *snapshot)
{
  WgBoardView    *self = WG_BOARD_VIEW (widget);
  graphene_rect_t bounds;

  graphene_rect_init (&bounds, 0, 0, gtk_widget_get_width (widget),
                      gtk_widget_get_height (widget));
  if (!self->laid_out)
    {
      gtk_snapshot_append_texture (snapshot, background_texture (), &bounds);
      return;
    }

  /* Nodes kept from frame to frame are drawn once by the renderer, too. */
  if (self->terrain_node == NULL)
    self->terrain_node = terrain_node (self, &bounds);
  gtk_snapshot_append_node (snapshot, self->terrain_node);
  if (self->pieces_node == NULL)
    self->pieces_node = wg_board_view_pieces_node (self);
  if (self->pieces_node != NULL)
    gtk_snapshot_append_node (snapshot, self->pieces_node);
  snapshot_overlay (self, snapshot);
}

static void
wg_board_view_measure (GtkWidget     *widget,
                       GtkOrientation orientation,
                       int            for_size,
                       int           *minimum,
                       int           *natural,
                       int           *minimum_baseline,
                       int           *natural_baseline)
{
  /* Small enough for a narrow window; the board scales to what it gets.
   * Narrower than its natural width beside the sidebar, the main window
   * folds the sidebar over it (AdwFlap): below 560 + 1 + 380 px at the
   * normal text size. */
  *minimum = 240;
  *natural = orientation == GTK_ORIENTATION_HORIZONTAL ? 560 : 600;
}

static void
wg_board_view_dispose (GObject *object)
{
  WgBoardView *self = WG_BOARD_VIEW (object);

  if (self->session != NULL)
    {
      g_clear_signal_handler (&self->changed_handler, self->session);
      g_clear_signal_handler (&self->game_handler, self->session);
      g_clear_object (&self->session);
    }
  wg_board_view_forget_drawing (self, TRUE);
  g_clear_pointer (&self->scene, wg_board_scene_free);
  g_clear_pointer (&self->board, wg_board_unref);
  g_clear_pointer (&self->announcement, g_free);

  G_OBJECT_CLASS (wg_board_view_parent_class)->dispose (object);
}

static void
wg_board_view_finalize (GObject *object)
{
  wg_sprite_cache_free (WG_BOARD_VIEW (object)->sprites);
  g_string_free (WG_BOARD_VIEW (object)->typed, TRUE);
  g_array_unref (WG_BOARD_VIEW (object)->offered);

  G_OBJECT_CLASS (wg_board_view_parent_class)->finalize (object);
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
    case PROP_ZOOM:
      g_value_set_double (value, self->zoom);
      break;
    case PROP_ORIENTATION:
      g_value_set_enum (value, self->orientation);
      break;
    case PROP_COLORBLIND_GLYPHS:
      g_value_set_boolean (value, self->glyphs);
      break;
    case PROP_LARGE_NUMBERS:
      g_value_set_boolean (value, self->large_numbers);
      break;
    case PROP_HIGH_CONTRAST:
      g_value_set_boolean (value, self->high_contrast);
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
    case PROP_ZOOM:
      wg_board_view_set_zoom (self, g_value_get_double (value));
      break;
    case PROP_ORIENTATION:
      wg_board_view_set_orientation (self, g_value_get_enum (value));
      break;
    case PROP_COLORBLIND_GLYPHS:
      wg_board_view_set_colorblind_glyphs (self, g_value_get_boolean (value));
      break;
    case PROP_LARGE_NUMBERS:
      wg_board_view_set_large_numbers (self, g_value_get_boolean (value));
      break;
    case PROP_HIGH_CONTRAST:
      wg_board_view_set_high_contrast (self, g_value_get_boolean (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
wg_board_view_class_init (WgBoardViewClass *klass)
{
  GObjectClass   *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = wg_board_view_dispose;
  object_class->finalize = wg_board_view_finalize;
  object_class->get_property = wg_board_view_get_property;
  object_class->set_property = wg_board_view_set_property;

  widget_class->measure = wg_board_view_measure;
  widget_class->size_allocate = wg_board_view_size_allocate;
  widget_class->snapshot = wg_board_view_snapshot;
  widget_class->query_tooltip = wg_board_view_query_tooltip;

  properties[PROP_SESSION] =
    g_param_spec_object ("session", NULL, NULL, WG_TYPE_SESSION,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  /* 1 shows the whole board. */
  properties[PROP_ZOOM] =
    g_param_spec_double ("zoom", NULL, NULL, 1.0, WG_BOARD_VIEW_MAX_ZOOM, 1.0,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_ORIENTATION] =
    g_param_spec_enum ("orientation", NULL, NULL, WG_TYPE_BOARD_ORIENTATION,
                       WG_BOARD_ORIENTATION_POINTY,
                       G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_COLORBLIND_GLYPHS] =
    g_param_spec_boolean ("colorblind-glyphs", NULL, NULL, FALSE,
                          G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_LARGE_NUMBERS] =
    g_param_spec_boolean ("large-numbers", NULL, NULL, FALSE,
                          G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_HIGH_CONTRAST] =
    g_param_spec_boolean ("high-contrast", NULL, NULL, FALSE,
                          G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  /* A location (planet or warpgate cell) was clicked or chosen with the
   * keyboard. */
  signals[LOCATION_ACTIVATED] =
    g_signal_new ("location-activated", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_INT);
  /* The ships on one location were dragged onto another: all of them, or
   * one when Shift was held (from, to, one). */
  signals[SHIPS_DROPPED] =
    g_signal_new ("ships-dropped", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 3, G_TYPE_INT, G_TYPE_INT, G_TYPE_BOOLEAN);

  gtk_widget_class_set_template_from_resource (widget_class, RESOURCE_PREFIX
                                               "/ui/wg-board-view.ui");
  gtk_widget_class_bind_template_callback (widget_class, wg_board_view_on_motion);
  gtk_widget_class_bind_template_callback (widget_class, wg_board_view_on_leave);
  gtk_widget_class_bind_template_callback (widget_class, wg_board_view_on_pressed);
  gtk_widget_class_bind_template_callback (widget_class, wg_board_view_on_released);
  gtk_widget_class_bind_template_callback (widget_class, wg_board_view_on_key_pressed);
  gtk_widget_class_bind_template_callback (widget_class, wg_board_view_on_focus_changed);
  gtk_widget_class_bind_template_callback (widget_class, wg_board_view_on_scroll);
  gtk_widget_class_bind_template_callback (widget_class, wg_board_view_on_drag_begin);
  gtk_widget_class_bind_template_callback (widget_class, wg_board_view_on_drag_update);
  gtk_widget_class_bind_template_callback (widget_class, wg_board_view_on_drag_end);
  gtk_widget_class_bind_template_callback (widget_class, wg_board_view_on_pinch_begin);
  gtk_widget_class_bind_template_callback (widget_class, wg_board_view_on_pinch_changed);

  gtk_widget_class_set_css_name (widget_class, "boardview");
#if GTK_CHECK_VERSION(4, 14, 0)
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
  self->drag_from = -1;
  self->drag_to = -1;
  self->zoom = 1.0;
  self->described = -1;
  self->sprites = wg_sprite_cache_new ();
  self->typed = g_string_new (NULL);
  self->typed_taken = -1;
  self->offered = g_array_new (FALSE, FALSE, sizeof (int));
  gtk_widget_init_template (GTK_WIDGET (self));
  wg_board_view_update_description (self, FALSE);
  g_object_bind_property (adw_style_manager_get_default (), "high-contrast",
                          self, "high-contrast", G_BINDING_SYNC_CREATE);
  /* What is drawn (ids or not) depends on the scale; the ids' size, on
   * the text scale and the font. */
  g_signal_connect (self, "notify::scale-factor", G_CALLBACK (layout_changed), NULL);
  g_signal_connect_object (gtk_widget_get_settings (GTK_WIDGET (self)), "notify::gtk-xft-dpi",
                           G_CALLBACK (layout_changed), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (gtk_widget_get_settings (GTK_WIDGET (self)), "notify::gtk-font-name",
                           G_CALLBACK (layout_changed), self, G_CONNECT_SWAPPED);
}

GtkWidget *
wg_board_view_new (void)
{
  return g_object_new (WG_TYPE_BOARD_VIEW, NULL);
}
