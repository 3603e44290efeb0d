/* wg-share-svg.h — the board as SVG for the shared page: the board view's geometry and colours
 * Copyright 2026 The Warpgate Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

#include "wg-game.h"

G_BEGIN_DECLS

/* What the page's board shows beside the table: the ruler's path (WgHex,
 * start to end; NULL or empty for none) with its range, and the board
 * view's preferences that change the drawing. */
typedef struct
{
  const GArray *path;
  int           range;    /* a badge on the path's end, or -1 */
  gboolean      flat;     /* flat-topped hexes ("board-orientation") */
  gboolean      glyphs;   /* colour-blind glyphs: shapes and letters per player */
  gboolean      contrast; /* the high-contrast board colours */
} WgShareSvgOptions;

/* The whole board of @game as one standalone SVG document (UTF-8): hexes,
 * sector borders, planets, gates, ids, pieces and the path, in the board
 * view's colours (wg_palette_board) and geometry (wg-hex-layout.h), with a
 * viewBox so that it scales to any size. Text is escaped. */
char *wg_share_svg_board (const WgGame            *game,
                          const WgShareSvgOptions *options);

G_END_DECLS
