/* wg-painter.h — what the board view's painting files share: the painter and its helpers
 * Copyright 2026 The Warpgate Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>
#include <math.h>

#include "wg-board-scene.h"
#include "wg-game.h"
#include "wg-hex-layout.h"
#include "wg-palette.h"
#include "wg-sprite-cache.h"

G_BEGIN_DECLS

/* Sizes are fractions of the hex circumradius s; line widths are logical
 * pixels, which GTK scales for HiDPI. The board is a dark space scene in the
 * light and dark styles alike; its background is wg-board-view.c's. */

/* What a painter is made from: where the hexes are, what the board shows,
 * and how text is drawn. The board view paints its terrain, pieces and
 * overlay with one (wg-board-view-paint.c, -pieces.c, -overlay.c), the
 * editor's canvas its cells. */
typedef struct
{
  const WgHexLayout  *grid;
  const WgBoardScene *scene;
  const WgGame       *game;    /* the pieces' table; NULL for a board alone */
  WgSpriteCache      *sprites; /* NULL: nothing is stamped (no shine, no sprites) */
  PangoContext       *context; /* the widget's: its font and resolution */
  const char         *font;    /* a font instead of the context's, or NULL */
  int                 scale;   /* device pixels per logical pixel */
  gboolean            high_contrast;
  gboolean            glyphs;
  gboolean            large_numbers;
} WgPainterSetup;

/* What every painting of a board needs at hand: the geometry, the scene,
 * the cairo context, the game and the sizes (wg-painter.c). */
typedef struct
{
  const WgHexLayout    *grid;
  const WgBoardScene   *scene;
  WgSpriteCache        *sprites;
  cairo_t              *cr;
  const WgGame         *game;
  double                s;
  int                   scale;     /* device pixels per logical pixel */
  double                min_text;  /* logical px */
  double                body_text; /* the UI's text size, px: the text scale included */
  gboolean              hc;        /* high contrast: thicker, brighter lines */
  gboolean              glyphs;    /* colour-blind glyphs */
  gboolean              large_numbers;
  const WgBoardColors  *colors; /* the board's colours, normal or high contrast */
  PangoFontDescription *font;
  PangoLayout          *text;                    /* one for every text drawn: made once */
  char                  tags[WG_MAX_PLAYERS][3]; /* colour-blind glyphs: "B", "Bl" */
} WgPainter;

/* Something drawn centred on (cx, cy) by a paint function of its own. */
typedef void (*WgStampFunc) (WgPainter    *p,
                             double        cx,
                             double        cy,
                             gconstpointer data);

void           wg_painter_set_source (cairo_t       *cr,
                                      const GdkRGBA *rgba);
const GdkRGBA *wg_painter_label_color (WgPainter *p);
void           wg_painter_init (WgPainter            *p,
                                const WgPainterSetup *setup,
                                cairo_t              *cr);
void           wg_painter_clear (WgPainter *p);
void           wg_painter_hex_center (WgPainter *p,
                                      WgHex      hex,
                                      double    *x,
                                      double    *y);
void           wg_painter_hex_subpath (WgPainter *p,
                                       double     cx,
                                       double     cy,
                                       double     radius);
void           wg_painter_hex_path (WgPainter *p,
                                    double     cx,
                                    double     cy,
                                    double     radius);
void           wg_painter_text (WgPainter     *p,
                                const char    *str,
                                double         size,
                                gboolean       bold,
                                double         cx,
                                double         cy,
                                const GdkRGBA *ink);
/* Where wg_painter_text() puts the ink of @str. */
void           wg_painter_text_box (WgPainter       *p,
                                    const char      *str,
                                    double           size,
                                    gboolean         bold,
                                    double           cx,
                                    double           cy,
                                    graphene_rect_t *box);
/* A location's id: its text size (0 when too small to read) and centre. */
double         wg_painter_id_size (WgPainter  *p,
                                   const char *id);
void           wg_painter_id_center (WgPainter *p,
                                     double     cx,
                                     double     cy,
                                     double    *x,
                                     double    *y);
/* A highlight's number (a range): its disc's centre and radius. */
void           wg_painter_badge_place (WgPainter *p,
                                       double     cx,
                                       double     cy,
                                       double    *x,
                                       double    *y,
                                       double    *radius);
void           wg_painter_fill_and_rim (WgPainter     *p,
                                        const GdkRGBA *fill,
                                        const GdkRGBA *rim,
                                        double         rim_width);
/* Paints what @func draws, within @half of (x, y), through the sprite
 * named @key (see wg-sprite-cache.h): @exact for lines that meet others. */
typedef struct
{
  const char   *key;
  double        half;
  gboolean      exact;
  WgStampFunc   func;
  gconstpointer data;
} WgPainterStamp;

void wg_painter_stamp (WgPainter            *p,
                       const WgPainterStamp *stamp,
                       double                x,
                       double                y);
/* A planet or a gate of the scene on the hex centred on (cx, cy), as the
 * scene's look says; not its id. */
void wg_painter_face (WgPainter         *p,
                      const WgSceneFace *face,
                      double             cx,
                      double             cy);
/* A location's id under its face, if it is large enough to read. */
void wg_painter_face_id (WgPainter         *p,
                         const WgSceneFace *face,
                         double             cx,
                         double             cy);
void wg_painter_polygon_path (cairo_t *cr,
                              double   cx,
                              double   cy,
                              double   radius,
                              int      n,
                              double   first_angle);

G_END_DECLS
