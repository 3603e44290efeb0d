/* wg-board-scene.c — what a board shows: one description for the view, the editor and the page
 * Copyright 2026 The Warpgate Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "wg-board-scene.h"
#include "wg-hex-layout.h"
#include "wg-words.h"

/* What the three drawings of a board do differently, by WgBoardSceneTarget.
 * The view's ids follow the UI's text size (wg_painter_id_size); the
 * editor's and the page's are a fixed part of the hex, a little higher. */
static const WgBoardSceneLook looks[] = {
  [WG_BOARD_SCENE_VIEW] = { TRUE, TRUE, TRUE, 0.64, 0, 0 },
  [WG_BOARD_SCENE_CANVAS] = { FALSE, TRUE, FALSE, 0.62, 0.22, 6.0 },
  [WG_BOARD_SCENE_PAGE] = { FALSE, FALSE, TRUE, 0.6, 0.2, 0 },
};

const WgBoardSceneLook *
wg_board_scene_look (WgBoardSceneTarget target)
{
  g_return_val_if_fail (target < G_N_ELEMENTS (looks), &looks[0]);
  return &looks[target];
}

static gpointer
hex_key (WgHex hex)
{
  return GINT_TO_POINTER ((hex.q + 4 * WG_HEX_COORD_MAX) * 16 * WG_HEX_COORD_MAX + hex.r
                          + 4 * WG_HEX_COORD_MAX);
}

/* A planet's disc and letter, or a gate's ring and heart. */
static void
make_face (WgBoardScene *scene,
           guint         i,
           const WgCell *cell)
{
  WgSceneFace face = { .cell = i, .kind = cell->kind, .id = cell->id, .trade = cell->trade };

  /* A gate by its colour, never its id (issue 31): one string per colour
   * and language, a small set for the program's life, which the scene
   * borrows as it borrows the cells. */
  if (cell->kind == WG_HEX_WARPGATE && cell->color != NULL)
    {
      g_autofree char *label = wg_words_location_label (cell);

      face.id = g_intern_string (label);
    }
  if (cell->kind == WG_HEX_PLANET)
    {
      wg_palette_planet_color (cell->type, &face.fill);
      wg_palette_ink_for (&face.fill, &face.ink);
      face.rim = (GdkRGBA) { 0, 0, 0, 0.45f };
      face.letter[0] = wg_planet_type_letter (cell->type);
    }
  else
    {
      face.fill = (GdkRGBA) { 0.03f, 0.04f, 0.10f, 1.f };
      wg_palette_player_color (cell->color, &face.ink);
      face.rim = face.ink;
      face.rim.alpha = 0.55f;
    }
  g_array_append_val (scene->faces, face);
}

/* Direction d (0 = east with pointy tops, counter-clockwise) faces the
 * edge between corners 6 − d and 7 − d (mod 6), in either orientation:
 * both turn together. */
WgSceneSegment
wg_board_scene_edge_ends (const WgBoardScene *scene,
                          const WgSceneEdge  *edge,
                          double              cx,
                          double              cy,
                          double              s)
{
  int            d = edge->direction;
  WgSceneSegment ends;

  wg_hex_layout_corner (scene->flat, cx, cy, s, (6 - d) % 6, &ends.ax, &ends.ay);
  wg_hex_layout_corner (scene->flat, cx, cy, s, (7 - d) % 6, &ends.bx, &ends.by);
  return ends;
}

/* A line on every hex edge whose two sides are in different sectors, the
 * board's edge and sectorless hexes included (R-CTRL-1); each once, from
 * the first of its two cells or from the board's side. */
static void
find_borders (WgBoardScene *scene,
              GHashTable   *index)
{
  for (guint i = 0; i < scene->cells->len; i++)
    {
      const WgCell *cell = wg_board_scene_cell (scene, i)->cell;

      for (int d = 0; d < WG_HEX_N_DIRECTIONS; d++)
        {
          gpointer found;
          gboolean on = g_hash_table_lookup_extended (
            index, hex_key (wg_hex_neighbor (cell->hex, d)), NULL, &found);
          guint         next = on ? GPOINTER_TO_UINT (found) : 0;
          const WgCell *other = on ? wg_board_scene_cell (scene, next)->cell : NULL;

          if (g_strcmp0 (other != NULL ? other->sector : NULL, cell->sector) == 0
              || (on && next < i))
            continue;
          g_array_append_val (scene->borders, ((WgSceneEdge) { i, d }));
        }
    }
}

static void
extend_bounds (WgBoardScene *scene,
               double        ux,
               double        uy)
{
  double half_w, half_h;

  wg_hex_layout_unit_extent (scene->flat, &half_w, &half_h);
  scene->min_ux = MIN (scene->min_ux, ux - half_w);
  scene->max_ux = MAX (scene->max_ux, ux + half_w);
  scene->min_uy = MIN (scene->min_uy, uy - half_h);
  scene->max_uy = MAX (scene->max_uy, uy + half_h);
}

WgBoardScene *
wg_board_scene_new (const WgCell *const *cells,
                    guint                n,
                    gboolean             flat,
                    gboolean             high_contrast,
                    WgBoardSceneTarget   target)
{
  WgBoardScene *scene = g_new0 (WgBoardScene, 1);
  g_autoptr (GHashTable) index = g_hash_table_new (NULL, NULL);

  scene->flat = flat;
  scene->look = wg_board_scene_look (target);
  scene->colors = wg_palette_board (high_contrast);
  scene->cells = g_array_sized_new (FALSE, FALSE, sizeof (WgSceneCell), n);
  scene->faces = g_array_new (FALSE, FALSE, sizeof (WgSceneFace));
  scene->borders = g_array_new (FALSE, FALSE, sizeof (WgSceneEdge));
  scene->min_ux = scene->min_uy = G_MAXDOUBLE;
  scene->max_ux = scene->max_uy = -G_MAXDOUBLE;
  for (guint i = 0; i < n; i++)
    {
      WgSceneCell c = { .cell = cells[i] };

      wg_hex_layout_unit_center (flat, cells[i]->hex, &c.ux, &c.uy);
      c.fill = cells[i]->kind == WG_HEX_SPACE ? &scene->colors->space_fill
                                              : &scene->colors->location_fill;
      g_array_append_val (scene->cells, c);
      g_hash_table_insert (index, hex_key (cells[i]->hex), GUINT_TO_POINTER (i));
      extend_bounds (scene, c.ux, c.uy);
      if (cells[i]->kind != WG_HEX_SPACE)
        make_face (scene, i, cells[i]);
    }
  find_borders (scene, index);
  return scene;
}

WgBoardScene *
wg_board_scene_new_for_board (const WgBoard     *board,
                              gboolean           flat,
                              gboolean           high_contrast,
                              WgBoardSceneTarget target)
{
  guint                     n = wg_board_get_n_cells (board);
  g_autofree const WgCell **cells = g_new (const WgCell *, MAX (n, 1));

  for (guint i = 0; i < n; i++)
    cells[i] = wg_board_get_cell (board, (int) i);
  return wg_board_scene_new (cells, n, flat, high_contrast, target);
}

void
wg_board_scene_free (WgBoardScene *scene)
{
  if (scene == NULL)
    return;
  g_array_unref (scene->cells);
  g_array_unref (scene->faces);
  g_array_unref (scene->borders);
  g_free (scene);
}
