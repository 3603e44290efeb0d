/* wg-preview.c — what the manual preview tools share: a widget rendered to a PNG
 * Copyright 2026 The Warpgate Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "wg-preview.h"

char *
wg_preview_save_png (GtkWidget  *widget,
                     const char *path)
{
  g_autoptr (GdkPaintable) paintable = gtk_widget_paintable_new (widget);
  GtkSnapshot *snapshot = gtk_snapshot_new ();
  g_autoptr (GskRenderNode) node = NULL;
  g_autoptr (GdkTexture) texture = NULL;
  int width = gtk_widget_get_width (widget), height = gtk_widget_get_height (widget);

  gdk_paintable_snapshot (paintable, snapshot, width, height);
  node = gtk_snapshot_free_to_node (snapshot);
  if (node == NULL)
    return g_strdup ("Nothing was drawn");
  texture = gsk_renderer_render_texture (gtk_native_get_renderer (GTK_NATIVE (widget)),
                                         node, &GRAPHENE_RECT_INIT (0, 0, width, height));
  if (!gdk_texture_save_to_png (texture, path))
    return g_strdup_printf ("Cannot write %s", path);
  return NULL;
}
