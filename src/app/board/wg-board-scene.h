/* wg-board-scene.h — what a board shows: one description for the view, the editor and the page
 * Copyright 2026 The Warpgate Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gdk/gdk.h>

#include "wg-board.h"
#include "wg-palette.h"

G_BEGIN_DECLS

/* Who draws the scene. They draw the same board with the same sizes; only
 * these few things differ, and the table in wg-board-scene.c says what
 * (WgBoardSceneLook). */
typedef enum
{
  WG_BOARD_SCENE_VIEW,   /* the board view (cairo, sprites) */
  WG_BOARD_SCENE_CANVAS, /* the board editor's canvas (cairo) */
  WG_BOARD_SCENE_PAGE,   /* the shared page (SVG) */
} WgBoardSceneTarget;

/* The sizes of a board's drawing, in hex circumradii (s) unless they say
 * px; every drawing of a board takes them from here. A planet's disc and
 * a gate's ring sit a little above the hex's centre, the id below them. */
#define WG_SCENE_FACE_DY       (-0.1) /* the disc's or ring's centre */
#define WG_SCENE_PLANET_R      0.45
#define WG_SCENE_PLANET_RIM_PX 1.5
#define WG_SCENE_LETTER        0.42 /* the planet type's letter */
#define WG_SCENE_TRADE_DX      0.44 /* the trade icon: a pentagon, top right */
#define WG_SCENE_TRADE_DY      (-0.48)
#define WG_SCENE_TRADE_R       0.14
#define WG_SCENE_TRADE_RIM_PX  1.2
#define WG_SCENE_GATE_R        0.36
#define WG_SCENE_GATE_RING     0.11 /* the ring's width */
#define WG_SCENE_SPOKE_IN      1.22 /* the spokes, in ring radii */
#define WG_SCENE_SPOKE_OUT     1.42
#define WG_SCENE_SPOKE_WIDTH   0.05 /* … but at least 1.5 px */
#define WG_SCENE_SPOKE_MIN_PX  1.5
#define WG_SCENE_HEART         0.45 /* the gate's paler heart, in ring radii */
#define WG_SCENE_N_SPOKES      8

/* What differs between the drawings of one board. */
typedef struct
{
  gboolean shine;   /* a light on each planet (the view's sprite) */
  gboolean spokes;  /* the gates' spokes */
  gboolean heart;   /* the gates' paler heart */
  double   id_dy;   /* the id's centre below the hex's, in s */
  double   id_size; /* the id's text size in s; 0: the UI's caption (the view) */
  double   id_min;  /* an id smaller than this many px is not drawn (0: always) */
} WgBoardSceneLook;

/* One hex: where it is (unit coordinates, wg-hex-layout.h) and its fill. */
typedef struct
{
  const WgCell  *cell;
  double         ux, uy;
  const GdkRGBA *fill; /* space or location */
} WgSceneCell;

/* A planet or a gate, and its id. */
typedef struct
{
  guint       cell; /* in the scene's cells */
  WgHexKind   kind;
  const char *id;        /* what is written under it: a planet's id, a gate's
                          * colour (wg_words_location_label), never "gate-blue" */
  GdkRGBA     fill;      /* a planet's type; a gate's dark inside */
  GdkRGBA     ink;       /* the planet's letter; the gate's ring (its owner's colour) */
  GdkRGBA     rim;       /* the planet's rim; the gate's heart */
  char        letter[2]; /* the planet type's letter */
  gboolean    trade;
} WgSceneFace;

/* An edge where two sectors meet (or a sector and the board's edge), drawn
 * once: from its first cell, the one towards @direction (wg-hex.h). */
typedef struct
{
  guint cell;
  int   direction;
} WgSceneEdge;

typedef struct
{
  gboolean                flat;
  const WgBoardSceneLook *look;
  const WgBoardColors    *colors;
  GArray                 *cells;   /* WgSceneCell, in the cells' order */
  GArray                 *faces;   /* WgSceneFace, in the cells' order */
  GArray                 *borders; /* WgSceneEdge */
  /* The bounding box of every hex, corners included, in units. */
  double                  min_ux, min_uy, max_ux, max_uy;
} WgBoardScene;

/* The scene of @n @cells (a board's, or the editor's, in the order the
 * board keeps them: by row, then column). It borrows the cells: they must
 * outlive it. */
WgBoardScene           *wg_board_scene_new (const WgCell *const *cells,
                                            guint                n,
                                            gboolean             flat,
                                            gboolean             high_contrast,
                                            WgBoardSceneTarget   target);
WgBoardScene           *wg_board_scene_new_for_board (const WgBoard     *board,
                                                      gboolean           flat,
                                                      gboolean           high_contrast,
                                                      WgBoardSceneTarget target);
void                    wg_board_scene_free (WgBoardScene *scene);
const WgBoardSceneLook *wg_board_scene_look (WgBoardSceneTarget target);

static inline const WgSceneCell *
wg_board_scene_cell (const WgBoardScene *scene,
                     guint               i)
{
  return &g_array_index (scene->cells, WgSceneCell, i);
}

/* A line from (ax, ay) to (bx, by). */
typedef struct
{
  double ax, ay, bx, by;
} WgSceneSegment;

/* The ends of @edge on a hex of circumradius @s centred on (cx, cy), in
 * the same units: pixels, or (with @s 1) unit coordinates. */
WgSceneSegment wg_board_scene_edge_ends (const WgBoardScene *scene,
                                         const WgSceneEdge  *edge,
                                         double              cx,
                                         double              cy,
                                         double              s);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (WgBoardScene, wg_board_scene_free)

G_END_DECLS
