/* wg-board-canvas.c — the board editor's drawing surface: the edited hexes and where they may grow
 * Copyright 2026 The Warpgate Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <adwaita.h>
#include <glib/gi18n.h>
#include <math.h>

#include "wg-board-canvas.h"
#include "wg-board-scene.h"
#include "wg-hex-layout.h"
#include "wg-painter.h"
#include "wg-palette.h"

#define MAX_SIZE    44.0 /* px, the circumradius of a hex at most */
#define MIN_SIZE    6.0
#define PADDING     12.0
#define EMPTY_RINGS 2 /* an empty board shows hexes this far from (0, 0) */

/* The board's own colours are the board view's (wg_palette_board); these
 * are the editor's: the ghosts, the pointer, the tile preview, the selection. */
static const GdkRGBA ghost_line = { 0.60f, 0.68f, 0.95f, 0.35f };
static const GdkRGBA hover_color = { 1.00f, 1.00f, 1.00f, 0.55f };
static const GdkRGBA preview_free = { 0.56f, 0.94f, 0.64f, 0.30f };
static const GdkRGBA preview_taken = { 0.96f, 0.33f, 0.33f, 0.35f };
static const GdkRGBA selection_fill = { 0.38f, 0.82f, 1.00f, 0.18f };
static const GdkRGBA selection_rim = { 0.38f, 0.82f, 1.00f, 1.f };
/* The board's tiles (R-EXP-8): a warm edge, wider than a sector's, so the
 * two read apart where they meet. */
static const GdkRGBA tile_edge = { 1.00f, 0.78f, 0.35f, 0.85f };

struct _WgBoardCanvas
{
  GtkWidget           parent_instance;

  WgBoardEditorModel *model;
  GArray             *ghosts; /* WgHex: free positions next to the board */

  /* Pointy tops, as tile files are laid out (wg-hex-layout.h). */
  gboolean            laid_out;
  WgHexLayout         layout;
  gboolean            high_contrast;
  gboolean            frozen; /* a drag keeps the layout still */

  gboolean            has_hover;
  WgHex               hover;
  WgHex               cursor;
  gboolean            dragging;
  double              drag_x, drag_y;
  WgHex               last; /* the hex a drag last painted */
};

G_DEFINE_FINAL_TYPE (WgBoardCanvas, wg_board_canvas, GTK_TYPE_WIDGET)

enum
{
  PROP_0,
  PROP_HIGH_CONTRAST,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

enum
{
  SIGNAL_HEX_ACTIVATED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

/* ---- Geometry ---- */

static gpointer
hex_key (WgHex hex)
{
  return GINT_TO_POINTER ((hex.q + 200) * 1024 + hex.r + 200);
}

/* The free positions around the board, where painting extends it. */
static void
update_ghosts (WgBoardCanvas *self)
{
  g_autoptr (GHashTable) seen = g_hash_table_new (NULL, NULL);
  guint n = wg_board_editor_model_get_n_cells (self->model);

  g_array_set_size (self->ghosts, 0);
  if (n == 0)
    {
      for (int q = -EMPTY_RINGS; q <= EMPTY_RINGS; q++)
        for (int r = -EMPTY_RINGS; r <= EMPTY_RINGS; r++)
          if (wg_hex_distance ((WgHex) { q, r }, (WgHex) { 0, 0 }) <= EMPTY_RINGS)
            g_array_append_val (self->ghosts, ((WgHex) { q, r }));
      return;
    }
  for (guint i = 0; i < n; i++)
    for (int d = 0; d < WG_HEX_N_DIRECTIONS; d++)
      {
        WgHex next = wg_hex_neighbor (wg_board_editor_model_get_cell (self->model, i)->hex, d);

        if (wg_hex_in_bounds (next) && wg_board_editor_model_lookup (self->model, next) == NULL
            && g_hash_table_add (seen, hex_key (next)))
          g_array_append_val (self->ghosts, next);
      }
}

static void
extend (WgHex   hex,
        double *box)
{
  double ux, uy, half_w, half_h;

  wg_hex_layout_unit_center (FALSE, hex, &ux, &uy);
  wg_hex_layout_unit_extent (FALSE, &half_w, &half_h);
  box[0] = MIN (box[0], ux - half_w);
  box[1] = MIN (box[1], uy - half_h);
  box[2] = MAX (box[2], ux + half_w);
  box[3] = MAX (box[3], uy + half_h);
}

/* Fits the board and its ghosts in the widget. */
static void
update_layout (WgBoardCanvas *self)
{
  double box[4] = { G_MAXDOUBLE, G_MAXDOUBLE, -G_MAXDOUBLE, -G_MAXDOUBLE };
  double width = gtk_widget_get_width (GTK_WIDGET (self));
  double height = gtk_widget_get_height (GTK_WIDGET (self));

  if (self->frozen || self->model == NULL || width <= 2 * PADDING || height <= 2 * PADDING)
    return;
  for (guint i = 0; i < wg_board_editor_model_get_n_cells (self->model); i++)
    extend (wg_board_editor_model_get_cell (self->model, i)->hex, box);
  for (guint i = 0; i < self->ghosts->len; i++)
    extend (g_array_index (self->ghosts, WgHex, i), box);
  self->layout.size = MIN ((width - 2 * PADDING) / (box[2] - box[0]),
                           (height - 2 * PADDING) / (box[3] - box[1]));
  self->layout.size = CLAMP (self->layout.size, MIN_SIZE, MAX_SIZE);
  self->layout.x0 = width / 2 - self->layout.size * (box[0] + box[2]) / 2;
  self->layout.y0 = height / 2 - self->layout.size * (box[1] + box[3]) / 2;
  self->laid_out = TRUE;
}

gboolean
wg_board_canvas_hex_center (WgBoardCanvas *self,
                            WgHex          hex,
                            double        *x,
                            double        *y)
{
  g_return_val_if_fail (WG_IS_BOARD_CANVAS (self), FALSE);
  if (!self->laid_out)
    return FALSE;
  wg_hex_layout_to_pixel (&self->layout, hex, x, y);
  return TRUE;
}

gboolean
wg_board_canvas_hex_at (WgBoardCanvas *self,
                        double         x,
                        double         y,
                        WgHex         *hex)
{
  g_return_val_if_fail (WG_IS_BOARD_CANVAS (self), FALSE);
  if (!self->laid_out)
    return FALSE;
  *hex = wg_hex_layout_from_pixel (&self->layout, x, y);
  return wg_hex_in_bounds (*hex);
}

/* ---- Painting ---- */

/* Adds the line of @edge on the hex centred on (cx, cy) to the path. */
static void
add_edge (WgPainter         *p,
          const WgSceneEdge *edge,
          double             cx,
          double             cy)
{
  WgSceneSegment ends = wg_board_scene_edge_ends (p->scene, edge, cx, cy, p->s);

  cairo_move_to (p->cr, ends.ax, ends.ay);
  cairo_line_to (p->cr, ends.bx, ends.by);
}

/* Border lines where sector names change, the board's edge included
 * (R-CTRL-1), as the scene has them: one path. */
static void
paint_sector_borders (WgPainter *p)
{
  const WgBoardScene *scene = p->scene;

  cairo_new_path (p->cr);
  for (guint i = 0; i < scene->borders->len; i++)
    {
      const WgSceneEdge *edge = &g_array_index (scene->borders, WgSceneEdge, i);
      double             cx, cy;

      wg_painter_hex_center (p, wg_board_scene_cell (scene, edge->cell)->cell->hex, &cx, &cy);
      add_edge (p, edge, cx, cy);
    }
  wg_painter_set_source (p->cr, &p->colors->sector_line);
  cairo_set_line_width (p->cr, MAX (p->colors->sector_min, p->s * p->colors->sector_width));
  cairo_stroke (p->cr);
}

/* The edges where one of the board's tiles ends, and a ring about each
 * tile's centre, the hex a rotate token turns it about (R-EXP-8). */
static void
paint_tile_edges (WgBoardCanvas *self,
                  WgPainter     *p)
{
  guint n = wg_board_editor_model_get_n_cells (self->model);

  if (wg_board_editor_model_get_n_board_tiles (self->model) == 0)
    return;
  cairo_new_path (p->cr);
  for (guint i = 0; i < n; i++)
    {
      WgHex  hex = wg_board_editor_model_get_cell (self->model, i)->hex;
      int    tile = wg_board_editor_model_find_board_tile (self->model, hex);
      double cx, cy;

      if (tile < 0)
        continue;
      wg_painter_hex_center (p, hex, &cx, &cy);
      for (int d = 0; d < WG_HEX_N_DIRECTIONS; d++)
        {
          if (wg_board_editor_model_find_board_tile (self->model, wg_hex_neighbor (hex, d))
              != tile)
            add_edge (p, &(WgSceneEdge) { i, d }, cx, cy);
        }
    }
  wg_painter_set_source (p->cr, &tile_edge);
  cairo_set_line_width (p->cr, MAX (3.0, p->s * 0.12));
  cairo_stroke (p->cr);
  for (guint t = 0; t < wg_board_editor_model_get_n_board_tiles (self->model); t++)
    {
      double cx, cy;

      wg_painter_hex_center (p, wg_board_editor_model_get_board_tile (self->model, t)->center, &cx,
                             &cy);
      cairo_new_sub_path (p->cr);
      cairo_arc (p->cr, cx, cy, p->s * 0.78, 0, 2 * G_PI);
    }
  cairo_set_line_width (p->cr, MAX (1.5, p->s * 0.05));
  cairo_stroke (p->cr);
}

/* The hex of @radius centred on @hex: stroked, or filled and rimmed. */
static void
hex_ring (WgPainter     *p,
          WgHex          hex,
          double         radius,
          const GdkRGBA *fill,
          const GdkRGBA *rim,
          double         width)
{
  double cx, cy;

  wg_painter_hex_center (p, hex, &cx, &cy);
  wg_painter_hex_path (p, cx, cy, radius);
  if (fill != NULL)
    {
      wg_painter_fill_and_rim (p, fill, rim, width);
      return;
    }
  wg_painter_set_source (p->cr, rim);
  cairo_set_line_width (p->cr, width);
  cairo_stroke (p->cr);
}

/* The ghosts, dashed; the scene's hexes, tiles, sector borders, planets and
 * gates with their ids. */
static void
paint_cells (WgBoardCanvas *self,
             WgPainter     *p)
{
  static const double dash[] = { 3.0, 3.0 };

  cairo_set_dash (p->cr, dash, G_N_ELEMENTS (dash), 0);
  for (guint i = 0; i < self->ghosts->len; i++)
    hex_ring (p, g_array_index (self->ghosts, WgHex, i), p->s - 1.5, NULL, &ghost_line, 1.0);
  cairo_set_dash (p->cr, NULL, 0, 0);
  for (guint i = 0; i < p->scene->cells->len; i++)
    {
      const WgSceneCell *c = wg_board_scene_cell (p->scene, i);

      hex_ring (p, c->cell->hex, p->s, c->fill, &p->colors->grid_line, p->colors->grid_width);
    }
  paint_tile_edges (self, p);
  paint_sector_borders (p);
  for (guint i = 0; i < p->scene->faces->len; i++)
    {
      const WgSceneFace *face = &g_array_index (p->scene->faces, WgSceneFace, i);
      double             cx, cy;

      wg_painter_hex_center (p, wg_board_scene_cell (p->scene, face->cell)->cell->hex, &cx, &cy);
      wg_painter_face (p, face, cx, cy);
      wg_painter_face_id (p, face, cx, cy);
    }
}

static void
outline (WgPainter     *p,
         WgHex          hex,
         double         inset,
         double         width,
         const GdkRGBA *color)
{
  hex_ring (p, hex, p->s - inset - width / 2, NULL, color, width);
}

/* The tile the Place Tile tool would lay under the pointer: green where
 * it is free, red where it would cover the board. */
static void
paint_tile_preview (WgBoardCanvas *self,
                    WgPainter     *p)
{
  g_autoptr (GArray) footprint = NULL;

  if (!self->has_hover || wg_board_editor_model_get_tool (self->model) != WG_BOARD_EDITOR_TOOL_TILE)
    return;
  footprint = wg_board_editor_model_tile_footprint (self->model, self->hover);
  for (guint i = 0; footprint != NULL && i < footprint->len; i++)
    {
      WgHex    hex = g_array_index (footprint, WgHex, i);
      gboolean taken = wg_board_editor_model_lookup (self->model, hex) != NULL;

      hex_ring (p, hex, p->s - 2.0, taken ? &preview_taken : &preview_free,
                taken ? &p->colors->refused : &p->colors->allowed, 2.0);
    }
}

/* The hexes a new tile would be made of, when only some are: a tinted,
 * dashed rim, told apart from the tile preview's solid one. */
static void
paint_selection (WgBoardCanvas *self,
                 WgPainter     *p)
{
  static const double dashes[] = { 5.0, 3.0 };

  if (wg_board_editor_model_get_n_selected (self->model) == 0)
    return;
  cairo_save (p->cr);
  cairo_set_dash (p->cr, dashes, G_N_ELEMENTS (dashes), 0);
  for (guint i = 0; i < wg_board_editor_model_get_n_cells (self->model); i++)
    {
      WgHex hex = wg_board_editor_model_get_cell (self->model, i)->hex;

      if (wg_board_editor_model_is_selected (self->model, hex))
        hex_ring (p, hex, p->s - 3.0, &selection_fill, &selection_rim, 2.5);
    }
  cairo_restore (p->cr);
}

/* The model's cells as a scene, and what the editor draws over them. */
static void
paint_board (WgBoardCanvas *self,
             cairo_t       *cr)
{
  guint                     n = wg_board_editor_model_get_n_cells (self->model);
  g_autofree const WgCell **cells = g_new (const WgCell *, MAX (n, 1));
  g_autoptr (WgBoardScene) scene = NULL;
  WgPainterSetup setup = {
    .grid = &self->layout,
    .context = gtk_widget_get_pango_context (GTK_WIDGET (self)),
    .font = "Sans",
    .scale = gtk_widget_get_scale_factor (GTK_WIDGET (self)),
    .high_contrast = self->high_contrast,
  };
  WgPainter p;

  for (guint i = 0; i < n; i++)
    cells[i] = wg_board_editor_model_get_cell (self->model, i);
  scene = wg_board_scene_new (cells, n, FALSE, self->high_contrast, WG_BOARD_SCENE_CANVAS);
  setup.scene = scene;
  wg_painter_init (&p, &setup, cr);
  paint_cells (self, &p);
  paint_selection (self, &p);
  paint_tile_preview (self, &p);
  if (self->has_hover)
    outline (&p, self->hover, 2.0, 1.5, &hover_color);
  if (gtk_widget_has_focus (GTK_WIDGET (self)))
    outline (&p, self->cursor, 4.0, 2.0, &p.colors->cursor);
  wg_painter_clear (&p);
}

static void
wg_board_canvas_snapshot (GtkWidget   *widget,
                          GtkSnapshot *snapshot)
{
  WgBoardCanvas   *self = WG_BOARD_CANVAS (widget);
  double           width = gtk_widget_get_width (widget), height = gtk_widget_get_height (widget);
  cairo_pattern_t *sky;
  cairo_t         *cr;

  if (!self->frozen)
    update_layout (self);
  cr = gtk_snapshot_append_cairo (snapshot, &GRAPHENE_RECT_INIT (0, 0, width, height));
  /* A dark space scene in the light and dark styles alike, as the board's. */
  sky = cairo_pattern_create_radial (width / 2, height * 0.4, 0, width / 2, height * 0.4,
                                     MAX (width, height) * 0.75);
  cairo_pattern_add_color_stop_rgb (sky, 0, 0.10, 0.145, 0.32);
  cairo_pattern_add_color_stop_rgb (sky, 1, 0.027, 0.04, 0.094);
  cairo_set_source (cr, sky);
  cairo_paint (cr);
  cairo_pattern_destroy (sky);
  if (self->model != NULL && self->laid_out)
    paint_board (self, cr);
  cairo_destroy (cr);
}

/* ---- Input ---- */

static void
activate_hex (WgBoardCanvas *self,
              WgHex          hex)
{
  self->last = hex;
  g_signal_emit (self, signals[SIGNAL_HEX_ACTIVATED], 0, hex.q, hex.r);
}

/* "(2, -1) D4 — Desert planet, sector 0-n": what the tooltip says of a
 * hex, and the canvas's accessible description for the cursor's hex. */
static char *
describe_hex (WgBoardCanvas *self,
              WgHex          hex)
{
  const WgCell *cell = self->model != NULL ? wg_board_editor_model_lookup (self->model, hex)
                                           : NULL;
  GString      *text = g_string_new (NULL);
  int           tile;

  g_string_append_printf (text, "(%d, %d)", hex.q, hex.r);
  if (cell != NULL && cell->id != NULL)
    g_string_append_printf (text, " %s", cell->id);
  if (cell == NULL)
    g_string_append_printf (text, " — %s", _ ("no hex"));
  else if (cell->kind == WG_HEX_PLANET)
    g_string_append_printf (text, _ (" — %s planet"), wg_planet_type_display_name (cell->type));
  else if (cell->kind == WG_HEX_WARPGATE)
    g_string_append_printf (text, _ (" — the %s Warpgate"), wg_color_display_name (cell->color));
  else
    g_string_append_printf (text, " — %s", _ ("space"));
  if (cell != NULL && cell->trade)
    g_string_append_printf (text, ", %s", _ ("trade icon"));
  if (cell != NULL && cell->sector != NULL)
    g_string_append_printf (text, _ (", sector %s"), cell->sector);
  tile = cell != NULL ? wg_board_editor_model_find_board_tile (self->model, hex) : -1;
  if (tile >= 0)
    {
      const WgBoardTile *t = wg_board_editor_model_get_board_tile (self->model, (guint) tile);

      if (wg_hex_equal (t->center, hex))
        g_string_append_printf (text, _ (", centre of tile “%s”"), t->name);
      else
        g_string_append_printf (text, _ (", on tile “%s”"), t->name);
    }
  return g_string_free (text, FALSE);
}

static void
on_motion (WgBoardCanvas *self,
           double         x,
           double         y)
{
  g_autofree char *tip = NULL;
  WgHex            hex;
  gboolean         on = wg_board_canvas_hex_at (self, x, y, &hex);

  if (on == self->has_hover && (!on || wg_hex_equal (hex, self->hover)))
    return;
  self->has_hover = on;
  if (on)
    {
      self->hover = hex;
      tip = describe_hex (self, hex);
    }
  gtk_widget_set_tooltip_text (GTK_WIDGET (self), tip);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

static void
on_leave (WgBoardCanvas *self)
{
  self->has_hover = FALSE;
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

static void
on_focus_changed (WgBoardCanvas *self)
{
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

static void
on_drag_begin (WgBoardCanvas *self,
               double         x,
               double         y)
{
  WgHex hex;

  gtk_widget_grab_focus (GTK_WIDGET (self));
  if (self->model == NULL || !wg_board_canvas_hex_at (self, x, y, &hex))
    return;
  self->dragging = TRUE;
  self->frozen = TRUE;
  self->drag_x = x;
  self->drag_y = y;
  self->cursor = hex;
  if (wg_board_editor_model_tool_drags (self->model))
    wg_board_editor_model_begin_stroke (self->model);
  activate_hex (self, hex);
}

static void
on_drag_update (WgBoardCanvas *self,
                double         dx,
                double         dy)
{
  WgHex hex;

  if (!self->dragging || !wg_board_editor_model_tool_drags (self->model))
    return;
  on_motion (self, self->drag_x + dx, self->drag_y + dy);
  if (wg_board_canvas_hex_at (self, self->drag_x + dx, self->drag_y + dy, &hex)
      && !wg_hex_equal (hex, self->last))
    activate_hex (self, hex);
}

static void
on_drag_end (WgBoardCanvas *self)
{
  if (!self->dragging)
    return;
  self->dragging = FALSE;
  self->frozen = FALSE;
  if (self->model != NULL)
    wg_board_editor_model_end_stroke (self->model);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

/* Up and down keep to the column the cursor is in: of the two hexes
 * above (below), the one whose centre is nearer. */
static WgHex
vertical_step (WgHex hex,
               int   dr)
{
  return dr < 0 ? (WgHex) { hex.q + (hex.r % 2 != 0 ? 1 : 0), hex.r - 1 }
                : (WgHex) { hex.q - (hex.r % 2 == 0 ? 1 : 0), hex.r + 1 };
}

static gboolean
on_key_pressed (WgBoardCanvas  *self,
                guint           keyval,
                guint           keycode,
                GdkModifierType state)
{
  WgHex next = self->cursor;

  switch (keyval)
    {
    case GDK_KEY_Left:
    case GDK_KEY_KP_Left: next.q--; break;
    case GDK_KEY_Right:
    case GDK_KEY_KP_Right: next.q++; break;
    case GDK_KEY_Up:
    case GDK_KEY_KP_Up: next = vertical_step (next, -1); break;
    case GDK_KEY_Down:
    case GDK_KEY_KP_Down: next = vertical_step (next, 1); break;
    case GDK_KEY_Return:
    case GDK_KEY_KP_Enter:
    case GDK_KEY_space:
    case GDK_KEY_KP_Space:
      if (self->model != NULL)
        activate_hex (self, self->cursor);
      return TRUE;
    case GDK_KEY_r:
    case GDK_KEY_R:
      /* Turns the tile to place: R counter-clockwise, Shift+R back. */
      if (self->model != NULL)
        wg_board_editor_model_set_rotation (self->model,
                                            wg_board_editor_model_get_rotation (self->model)
                                              + (keyval == GDK_KEY_R ? -1 : 1));
      return TRUE;
    default:
      return FALSE;
    }
  if (wg_hex_in_bounds (next))
    wg_board_canvas_set_cursor (self, next);
  return TRUE;
}

/* ---- The widget ---- */

/* The cursor's hex, for assistive technologies: the canvas's description,
 * kept up to date as the hex is painted, and spoken at once (GTK 4.14 and
 * later) when the cursor moves while the canvas has the focus. */
static void
describe_cursor (WgBoardCanvas *self,
                 gboolean       announce)
{
  g_autofree char *where = describe_hex (self, self->cursor);

  gtk_accessible_update_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION,
                                  where, -1);
#if GTK_CHECK_VERSION(4, 14, 0)
  if (announce && gtk_widget_has_focus (GTK_WIDGET (self)))
    gtk_accessible_announce (GTK_ACCESSIBLE (self), where,
                             GTK_ACCESSIBLE_ANNOUNCEMENT_PRIORITY_MEDIUM);
#else
  (void) announce;
#endif
}

static void
on_model_changed (WgBoardCanvas *self)
{
  update_ghosts (self);
  describe_cursor (self, FALSE);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

void
wg_board_canvas_set_model (WgBoardCanvas      *self,
                           WgBoardEditorModel *model)
{
  g_return_if_fail (WG_IS_BOARD_CANVAS (self));
  g_return_if_fail (model == NULL || WG_IS_BOARD_EDITOR_MODEL (model));
  if (self->model == model)
    return;
  if (self->model != NULL)
    g_signal_handlers_disconnect_by_data (self->model, self);
  g_set_object (&self->model, model);
  if (model != NULL)
    {
      g_signal_connect_object (model, "changed", G_CALLBACK (on_model_changed), self,
                               G_CONNECT_SWAPPED);
      on_model_changed (self);
    }
}

WgHex
wg_board_canvas_get_cursor (WgBoardCanvas *self)
{
  g_return_val_if_fail (WG_IS_BOARD_CANVAS (self), ((WgHex) { 0, 0 }));
  return self->cursor;
}

void
wg_board_canvas_set_cursor (WgBoardCanvas *self,
                            WgHex          hex)
{
  g_autofree char *where = NULL;

  g_return_if_fail (WG_IS_BOARD_CANVAS (self));
  self->cursor = hex;
  where = describe_hex (self, hex);
  gtk_widget_set_tooltip_text (GTK_WIDGET (self), where);
  describe_cursor (self, TRUE);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

static void
wg_board_canvas_size_allocate (GtkWidget *widget,
                               int        width,
                               int        height,
                               int        baseline)
{
  update_layout (WG_BOARD_CANVAS (widget));
}

static void
wg_board_canvas_dispose (GObject *object)
{
  WgBoardCanvas *self = WG_BOARD_CANVAS (object);

  wg_board_canvas_set_model (self, NULL);
  gtk_widget_dispose_template (GTK_WIDGET (self), WG_TYPE_BOARD_CANVAS);

  G_OBJECT_CLASS (wg_board_canvas_parent_class)->dispose (object);
}

static void
wg_board_canvas_finalize (GObject *object)
{
  g_clear_pointer (&WG_BOARD_CANVAS (object)->ghosts, g_array_unref);

  G_OBJECT_CLASS (wg_board_canvas_parent_class)->finalize (object);
}

gboolean
wg_board_canvas_get_high_contrast (WgBoardCanvas *self)
{
  g_return_val_if_fail (WG_IS_BOARD_CANVAS (self), FALSE);
  return self->high_contrast;
}

void
wg_board_canvas_set_high_contrast (WgBoardCanvas *self,
                                   gboolean       high_contrast)
{
  g_return_if_fail (WG_IS_BOARD_CANVAS (self));

  high_contrast = !!high_contrast;
  if (self->high_contrast == high_contrast)
    return;
  self->high_contrast = high_contrast;
  gtk_widget_queue_draw (GTK_WIDGET (self));
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_HIGH_CONTRAST]);
}

static void
wg_board_canvas_get_property (GObject    *object,
                              guint       prop_id,
                              GValue     *value,
                              GParamSpec *pspec)
{
  WgBoardCanvas *self = WG_BOARD_CANVAS (object);

  switch (prop_id)
    {
    case PROP_HIGH_CONTRAST:
      g_value_set_boolean (value, self->high_contrast);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
wg_board_canvas_set_property (GObject      *object,
                              guint         prop_id,
                              const GValue *value,
                              GParamSpec   *pspec)
{
  WgBoardCanvas *self = WG_BOARD_CANVAS (object);

  switch (prop_id)
    {
    case PROP_HIGH_CONTRAST:
      wg_board_canvas_set_high_contrast (self, g_value_get_boolean (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
wg_board_canvas_class_init (WgBoardCanvasClass *klass)
{
  GObjectClass   *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = wg_board_canvas_dispose;
  object_class->finalize = wg_board_canvas_finalize;
  object_class->get_property = wg_board_canvas_get_property;
  object_class->set_property = wg_board_canvas_set_property;
  widget_class->snapshot = wg_board_canvas_snapshot;
  widget_class->size_allocate = wg_board_canvas_size_allocate;

  /* Brighter, thicker lines and labels, as the board view draws them;
   * follows the desktop's high contrast setting. */
  properties[PROP_HIGH_CONTRAST] =
    g_param_spec_boolean ("high-contrast", NULL, NULL, FALSE,
                          G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  signals[SIGNAL_HEX_ACTIVATED] =
    g_signal_new ("hex-activated", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL,
                  NULL, G_TYPE_NONE, 2, G_TYPE_INT, G_TYPE_INT);

  gtk_widget_class_set_template_from_resource (widget_class,
                                               RESOURCE_PREFIX "/ui/wg-board-canvas.ui");
  gtk_widget_class_bind_template_callback (widget_class, on_motion);
  gtk_widget_class_bind_template_callback (widget_class, on_leave);
  gtk_widget_class_bind_template_callback (widget_class, on_drag_begin);
  gtk_widget_class_bind_template_callback (widget_class, on_drag_update);
  gtk_widget_class_bind_template_callback (widget_class, on_drag_end);
  gtk_widget_class_bind_template_callback (widget_class, on_key_pressed);
  gtk_widget_class_bind_template_callback (widget_class, on_focus_changed);
  gtk_widget_class_set_css_name (widget_class, "boardcanvas");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_IMG);
}

static void
wg_board_canvas_init (WgBoardCanvas *self)
{
  self->ghosts = g_array_new (FALSE, FALSE, sizeof (WgHex));
  gtk_widget_init_template (GTK_WIDGET (self));
  g_object_bind_property (adw_style_manager_get_default (), "high-contrast",
                          self, "high-contrast", G_BINDING_SYNC_CREATE);
}
