/* wg-preview.c — what the manual preview tools share: a widget rendered to a PNG
 * Copyright 2026 The Warpgate Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <stdio.h>

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

gboolean
wg_preview_parse_size (const char *size,
                       int        *width,
                       int        *height)
{
  if (size == NULL || sscanf (size, "%dx%d", width, height) == 2)
    return TRUE;
  g_printerr ("--size: expected WxH\n");
  return FALSE;
}

void
wg_preview_load_style (void)
{
  g_autoptr (GtkCssProvider) css = gtk_css_provider_new ();

  gtk_css_provider_load_from_resource (css, RESOURCE_PREFIX "/style.css");
  gtk_style_context_add_provider_for_display (gdk_display_get_default (),
                                              GTK_STYLE_PROVIDER (css),
                                              GTK_STYLE_PROVIDER_PRIORITY_APPLICATION);
}

WgSession *
wg_preview_load_session (const char *file)
{
  g_autoptr (WgSession) session = wg_session_new ();
  g_autoptr (GError) error = NULL;
  gboolean loaded;

  wg_session_set_autosave_dir (session, NULL);
  if (file != NULL)
    {
      g_autoptr (GFile) gfile = g_file_new_for_commandline_arg (file);

      loaded = wg_session_load_file (session, gfile, &error);
    }
  else
    {
      loaded = wg_session_load_resource (session, WG_SESSION_SAMPLE_RESOURCE, &error);
    }
  if (!loaded)
    {
      g_printerr ("%s\n", error->message);
      return NULL;
    }
  return g_steal_pointer (&session);
}

typedef struct
{
  GtkWidget         *window;
  GtkWidget         *owner;
  const char        *path;
  WgPreviewFrameFunc on_frame;
  gpointer           data;
  int                frames;
  int                status;
} Render;

static gboolean
render_tick (GtkWidget     *widget,
             GdkFrameClock *clock,
             gpointer       user_data)
{
  Render          *r = user_data;
  g_autofree char *problem = NULL;

  r->frames++;
  if (r->on_frame != NULL)
    r->on_frame (r->frames, r->data);
  if (r->frames < WG_PREVIEW_FRAMES)
    return G_SOURCE_CONTINUE;
  problem = wg_preview_save_png (r->window, r->path);
  if (problem != NULL)
    {
      g_printerr ("%s\n", problem);
      r->status = 1;
    }
  g_idle_add_once ((GSourceOnceFunc) gtk_window_destroy, r->owner);
  return G_SOURCE_REMOVE;
}

int
wg_preview_render (GtkWidget         *window,
                   GtkWidget         *owner,
                   const char        *path,
                   WgPreviewFrameFunc on_frame,
                   gpointer           data)
{
  Render r = { window, owner != NULL ? owner : window, path, on_frame, data, 0, 0 };

  gtk_widget_add_tick_callback (window, render_tick, &r, NULL);
  gtk_window_present (GTK_WINDOW (window));
  while (g_list_model_get_n_items (gtk_window_get_toplevels ()) > 0)
    g_main_context_iteration (NULL, TRUE);
  return r.status;
}
