/* wg-board-canvas.c — the board editor's drawing surface: the edited hexes and where they may grow
 * Copyright 2026 The Warpgate Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <adwaita.h>
#include <glib/gi18n.h>
#include <math.h>

#include "wg-board-canvas.h"
#include "wg-hex-layout.h"
#include "wg-palette.h"

#define MAX_SIZE    44.0 /* px, the circumradius of a hex at most */
#define MIN_SIZE    6.0
#define PADDING     12.0
#define EMPTY_RINGS 2 /* an empty board shows hexes this far from (0, 0) */

/* The board's own colours are the board view's (wg_palette_board); these
 * are the editor's: the ghosts, the pointer, the tile preview, the selection. */
static const GdkRGBA ghost_line = { 0.60f, 0.68f, 0.95f, 0.35f };
static const GdkRGBA hover_color = { 1.00f, 1.00f, 1.00f, 0.55f };
static const GdkRGBA cursor_color = { 1.00f, 1.00f, 1.00f, 0.95f };
static const GdkRGBA preview_free = { 0.56f, 0.94f, 0.64f, 0.30f };
static const GdkRGBA preview_free_rim = { 0.56f, 0.94f, 0.64f, 1.f };
static const GdkRGBA preview_taken = { 0.96f, 0.33f, 0.33f, 0.35f };
static const GdkRGBA preview_taken_rim = { 0.96f, 0.33f, 0.33f, 1.f };
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

/* The board's colours, normal or high contrast. */
static const WgBoardColors *
colors (WgBoardCanvas *self)
{
  return wg_palette_board (self->high_contrast);
}

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

static void
set_source (cairo_t       *cr,
            const GdkRGBA *rgba)
{
  cairo_set_source_rgba (cr, rgba->red, rgba->green, rgba->blue, rgba->alpha);
}

static void
hex_path (cairo_t *cr,
          double   cx,
          double   cy,
          double   radius)
{
  cairo_new_path (cr);
  wg_hex_layout_subpath (FALSE, cr, cx, cy, radius);
}

static void
text (WgBoardCanvas *self,
      cairo_t       *cr,
      const char    *str,
      double         size,
      gboolean       bold,
      double         cx,
      double         cy,
      const GdkRGBA *ink)
{
  PangoLayout          *layout = gtk_widget_create_pango_layout (GTK_WIDGET (self), str);
  PangoFontDescription *font = pango_font_description_from_string ("Sans");
  PangoRectangle        ink_rect;

  pango_font_description_set_absolute_size (font, size * PANGO_SCALE);
  pango_font_description_set_weight (font, bold ? PANGO_WEIGHT_BOLD : PANGO_WEIGHT_NORMAL);
  pango_layout_set_font_description (layout, font);
  pango_layout_get_pixel_extents (layout, &ink_rect, NULL);
  cairo_move_to (cr, cx - ink_rect.x - ink_rect.width / 2.0,
                 cy - ink_rect.y - ink_rect.height / 2.0);
  set_source (cr, ink);
  pango_cairo_show_layout (cr, layout);
  pango_font_description_free (font);
  g_object_unref (layout);
}

static void
paint_planet (WgBoardCanvas *self,
              cairo_t       *cr,
              const WgCell  *cell,
              double         cx,
              double         cy)
{
  double  s = self->layout.size, py = cy - s * 0.1, r = s * 0.45;
  char    letter[2] = { wg_planet_type_letter (cell->type), '\0' };
  GdkRGBA fill, ink;

  wg_palette_planet_color (cell->type, &fill);
  wg_palette_ink_for (&fill, &ink);
  cairo_new_path (cr);
  cairo_arc (cr, cx, py, r, 0, 2 * G_PI);
  set_source (cr, &fill);
  cairo_fill_preserve (cr);
  cairo_set_source_rgba (cr, 0, 0, 0, 0.45);
  cairo_set_line_width (cr, 1.5);
  cairo_stroke (cr);
  text (self, cr, letter, s * 0.42, TRUE, cx, py, &ink);
  if (cell->trade)
    {
      /* The trade icon: a small gold pentagon. */
      cairo_new_path (cr);
      for (int i = 0; i < 5; i++)
        {
          double a = -G_PI / 2 + 2 * G_PI * i / 5;

          cairo_line_to (cr, cx + s * 0.44 + s * 0.14 * cos (a),
                         cy - s * 0.48 + s * 0.14 * sin (a));
        }
      cairo_close_path (cr);
      set_source (cr, &colors (self)->trade_fill);
      cairo_fill_preserve (cr);
      set_source (cr, &colors (self)->dark_ink);
      cairo_set_line_width (cr, 1.2);
      cairo_stroke (cr);
    }
}

static void
paint_warpgate (WgBoardCanvas *self,
                cairo_t       *cr,
                const WgCell  *cell,
                double         cx,
                double         cy)
{
  double  s = self->layout.size, py = cy - s * 0.1, r = s * 0.36;
  GdkRGBA owner;

  wg_palette_player_color (cell->color, &owner);
  cairo_new_path (cr);
  cairo_arc (cr, cx, py, r, 0, 2 * G_PI);
  cairo_set_source_rgba (cr, 0.03, 0.04, 0.10, 1);
  cairo_fill_preserve (cr);
  set_source (cr, &owner);
  cairo_set_line_width (cr, s * 0.11);
  cairo_stroke (cr);
  cairo_set_line_width (cr, MAX (1.5, s * 0.05));
  for (int i = 0; i < 8; i++)
    {
      double a = G_PI / 4 * i;

      cairo_move_to (cr, cx + cos (a) * r * 1.22, py + sin (a) * r * 1.22);
      cairo_line_to (cr, cx + cos (a) * r * 1.42, py + sin (a) * r * 1.42);
    }
  cairo_stroke (cr);
}

/* Border lines where sector names change, the board's edge included
 * (R-CTRL-1), as the board view draws them; each edge once. */
static void
paint_sector_borders (WgBoardCanvas *self,
                      cairo_t       *cr)
{
  guint n = wg_board_editor_model_get_n_cells (self->model);

  cairo_new_path (cr);
  for (guint i = 0; i < n; i++)
    {
      const WgCell *cell = wg_board_editor_model_get_cell (self->model, i);
      double        cx, cy;

      wg_board_canvas_hex_center (self, cell->hex, &cx, &cy);
      for (int d = 0; d < WG_HEX_N_DIRECTIONS; d++)
        {
          WgHex         h = wg_hex_neighbor (cell->hex, d);
          const WgCell *next = wg_board_editor_model_lookup (self->model, h);
          const char   *other = next != NULL ? next->sector : NULL;
          double        ax, ay, bx, by;

          if (g_strcmp0 (other, cell->sector) == 0
              || (next != NULL
                  && (next->hex.r < cell->hex.r
                      || (next->hex.r == cell->hex.r && next->hex.q < cell->hex.q))))
            continue;
          wg_hex_layout_corner (FALSE, cx, cy, self->layout.size, (6 - d) % 6, &ax, &ay);
          wg_hex_layout_corner (FALSE, cx, cy, self->layout.size, (7 - d) % 6, &bx, &by);
          cairo_move_to (cr, ax, ay);
          cairo_line_to (cr, bx, by);
        }
    }
  set_source (cr, &colors (self)->sector_line);
  cairo_set_line_width (cr, MAX (colors (self)->sector_min,
                                 self->layout.size * colors (self)->sector_width));
  cairo_stroke (cr);
}

/* The edges where one of the board's tiles ends, and a ring about each
 * tile's centre, the hex a rotate token turns it about (R-EXP-8). */
static void
paint_tile_edges (WgBoardCanvas *self,
                  cairo_t       *cr)
{
  guint n = wg_board_editor_model_get_n_cells (self->model);

  if (wg_board_editor_model_get_n_board_tiles (self->model) == 0)
    return;
  cairo_new_path (cr);
  for (guint i = 0; i < n; i++)
    {
      WgHex  hex = wg_board_editor_model_get_cell (self->model, i)->hex;
      int    tile = wg_board_editor_model_find_board_tile (self->model, hex);
      double cx, cy;

      if (tile < 0)
        continue;
      wg_board_canvas_hex_center (self, hex, &cx, &cy);
      for (int d = 0; d < WG_HEX_N_DIRECTIONS; d++)
        {
          WgHex  h = wg_hex_neighbor (hex, d);
          double ax, ay, bx, by;

          if (wg_board_editor_model_find_board_tile (self->model, h) == tile)
            continue;
          wg_hex_layout_corner (FALSE, cx, cy, self->layout.size, (6 - d) % 6, &ax, &ay);
          wg_hex_layout_corner (FALSE, cx, cy, self->layout.size, (7 - d) % 6, &bx, &by);
          cairo_move_to (cr, ax, ay);
          cairo_line_to (cr, bx, by);
        }
    }
  set_source (cr, &tile_edge);
  cairo_set_line_width (cr, MAX (3.0, self->layout.size * 0.12));
  cairo_stroke (cr);
  for (guint t = 0; t < wg_board_editor_model_get_n_board_tiles (self->model); t++)
    {
      const WgBoardTile *tile = wg_board_editor_model_get_board_tile (self->model, t);
      double             cx, cy;

      wg_board_canvas_hex_center (self, tile->center, &cx, &cy);
      cairo_new_sub_path (cr);
      cairo_arc (cr, cx, cy, self->layout.size * 0.78, 0, 2 * G_PI);
    }
  cairo_set_line_width (cr, MAX (1.5, self->layout.size * 0.05));
  cairo_stroke (cr);
}

static void
paint_cells (WgBoardCanvas *self,
             cairo_t       *cr)
{
  guint               n = wg_board_editor_model_get_n_cells (self->model);
  static const double dash[] = { 3.0, 3.0 };

  cairo_set_dash (cr, dash, G_N_ELEMENTS (dash), 0);
  cairo_set_line_width (cr, 1.0);
  for (guint i = 0; i < self->ghosts->len; i++)
    {
      double cx, cy;

      wg_board_canvas_hex_center (self, g_array_index (self->ghosts, WgHex, i), &cx, &cy);
      hex_path (cr, cx, cy, self->layout.size - 1.5);
      set_source (cr, &ghost_line);
      cairo_stroke (cr);
    }
  cairo_set_dash (cr, NULL, 0, 0);
  for (guint i = 0; i < n; i++)
    {
      const WgCell *cell = wg_board_editor_model_get_cell (self->model, i);
      double        cx, cy;

      wg_board_canvas_hex_center (self, cell->hex, &cx, &cy);
      hex_path (cr, cx, cy, self->layout.size);
      set_source (cr, cell->kind == WG_HEX_SPACE ? &colors (self)->space_fill
                                                 : &colors (self)->location_fill);
      cairo_fill_preserve (cr);
      set_source (cr, &colors (self)->grid_line);
      cairo_set_line_width (cr, colors (self)->grid_width);
      cairo_stroke (cr);
    }
  paint_tile_edges (self, cr);
  paint_sector_borders (self, cr);
  for (guint i = 0; i < n; i++)
    {
      const WgCell *cell = wg_board_editor_model_get_cell (self->model, i);
      double        cx, cy;

      if (cell->kind == WG_HEX_SPACE)
        continue;
      wg_board_canvas_hex_center (self, cell->hex, &cx, &cy);
      if (cell->kind == WG_HEX_PLANET)
        paint_planet (self, cr, cell, cx, cy);
      else
        paint_warpgate (self, cr, cell, cx, cy);
      if (self->layout.size * 0.22 >= 6.0)
        text (self, cr, cell->id, self->layout.size * 0.22, FALSE, cx,
              cy + self->layout.size * 0.62, &colors (self)->label_ink);
    }
}

static void
outline (WgBoardCanvas *self,
         cairo_t       *cr,
         WgHex          hex,
         double         inset,
         double         width,
         const GdkRGBA *color)
{
  double cx, cy;

  wg_board_canvas_hex_center (self, hex, &cx, &cy);
  hex_path (cr, cx, cy, self->layout.size - inset - width / 2);
  set_source (cr, color);
  cairo_set_line_width (cr, width);
  cairo_stroke (cr);
}

/* The tile the Place Tile tool would lay under the pointer: green where
 * it is free, red where it would cover the board. */
static void
paint_tile_preview (WgBoardCanvas *self,
                    cairo_t       *cr)
{
  g_autoptr (GArray) footprint = NULL;

  if (!self->has_hover || wg_board_editor_model_get_tool (self->model) != WG_BOARD_EDITOR_TOOL_TILE)
    return;
  footprint = wg_board_editor_model_tile_footprint (self->model, self->hover);
  for (guint i = 0; footprint != NULL && i < footprint->len; i++)
    {
      WgHex    hex = g_array_index (footprint, WgHex, i);
      gboolean taken = wg_board_editor_model_lookup (self->model, hex) != NULL;
      double   cx, cy;

      wg_board_canvas_hex_center (self, hex, &cx, &cy);
      hex_path (cr, cx, cy, self->layout.size - 2.0);
      set_source (cr, taken ? &preview_taken : &preview_free);
      cairo_fill_preserve (cr);
      set_source (cr, taken ? &preview_taken_rim : &preview_free_rim);
      cairo_set_line_width (cr, 2.0);
      cairo_stroke (cr);
    }
}

/* The hexes a new tile would be made of, when only some are: a tinted,
 * dashed rim, told apart from the tile preview's solid one. */
static void
paint_selection (WgBoardCanvas *self,
                 cairo_t       *cr)
{
  static const double dashes[] = { 5.0, 3.0 };

  if (wg_board_editor_model_get_n_selected (self->model) == 0)
    return;
  cairo_save (cr);
  cairo_set_dash (cr, dashes, G_N_ELEMENTS (dashes), 0);
  for (guint i = 0; i < wg_board_editor_model_get_n_cells (self->model); i++)
    {
      WgHex  hex = wg_board_editor_model_get_cell (self->model, i)->hex;
      double cx, cy;

      if (!wg_board_editor_model_is_selected (self->model, hex))
        continue;
      wg_board_canvas_hex_center (self, hex, &cx, &cy);
      hex_path (cr, cx, cy, self->layout.size - 3.0);
      set_source (cr, &selection_fill);
      cairo_fill_preserve (cr);
      set_source (cr, &selection_rim);
      cairo_set_line_width (cr, 2.5);
      cairo_stroke (cr);
    }
  cairo_restore (cr);
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
    {
      cairo_set_line_join (cr, CAIRO_LINE_JOIN_ROUND);
      cairo_set_line_cap (cr, CAIRO_LINE_CAP_ROUND);
      paint_cells (self, cr);
      paint_selection (self, cr);
      paint_tile_preview (self, cr);
      if (self->has_hover)
        outline (self, cr, self->hover, 2.0, 1.5, &hover_color);
      if (gtk_widget_has_focus (widget))
        outline (self, cr, self->cursor, 4.0, 2.0, &cursor_color);
    }
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
