/* wg-grab-mend.c — GTK 4.8's warning after a window is moved or resized, kept off the terminal
 * Copyright 2026 The Warpgate Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A GTK 4.8 bug, not the app's (gtk/gtkmain.c, handle_pointing_event):
 * GTK counts a button press as making the widget under the pointer and
 * its ancestors "active", and counts each back once. When the press
 * starts a move or a resize of the window (its title bar dragged, its
 * edge pressed), the grab that takes the pointer sends a leave event of
 * mode GDK_CROSSING_GRAB, and GTK counts the press back there; when the
 * move or resize ends, GDK reports the press's implicit grab broken
 * (GDK_GRAB_BROKEN) and GTK counts it back a second time, on the widget
 * the pointer is then over. That widget is at 0 already, so GTK prints
 * "Broken accounting of active state for widget … (WgBattleDialog)" (or
 * GtkLabel, for the title). Nothing else goes wrong: no widget stays
 * pressed. Seen on X11 with GTK 4.8.3 (Debian 12), by a pointer only.
 *
 * The mend: an emission hook on GdkSurface::event sees each event
 * before the window's own handler. A GDK_GRAB_BROKEN of an implicit grab
 * that comes after such a leave (a button held), with no press since,
 * is kept from the window's handler: its press was counted back already.
 * The handler is blocked for that one event and unblocked before the
 * surface's next one.
 */
#include "config.h"

#include "wg-grab-mend.h"

#define LEFT_KEY    "wg-grab-mend-left"    /* a leave of mode GRAB, a button held */
#define BLOCKED_KEY "wg-grab-mend-blocked" /* the window's handler, blocked */

#define WG_BUTTONS \
  (GDK_BUTTON1_MASK | GDK_BUTTON2_MASK | GDK_BUTTON3_MASK | GDK_BUTTON4_MASK | GDK_BUTTON5_MASK)

static guint event_signal;

static void
unblock (GdkSurface *surface)
{
  gulong id = GPOINTER_TO_SIZE (g_object_steal_data (G_OBJECT (surface), BLOCKED_KEY));

  if (id != 0 && g_signal_handler_is_connected (surface, id))
    g_signal_handler_unblock (surface, id);
}

/* Blocks the handler of the window @surface belongs to, until its next event. */
static void
block_window_handler (GdkSurface *surface)
{
  GtkNative *native = gtk_native_get_for_surface (surface);
  gulong     id;

  if (native == NULL)
    return;
  id = g_signal_handler_find (surface, G_SIGNAL_MATCH_ID | G_SIGNAL_MATCH_DATA, event_signal, 0,
                              NULL, NULL, native);
  if (id == 0)
    return;
  g_signal_handler_block (surface, id);
  g_object_set_data (G_OBJECT (surface), BLOCKED_KEY, GSIZE_TO_POINTER (id));
}

static gboolean
on_surface_event (GSignalInvocationHint *hint,
                  guint                  n_values,
                  const GValue          *values,
                  gpointer               data)
{
  GdkSurface  *surface = g_value_get_object (&values[0]);
  GdkEvent    *event = g_value_get_pointer (&values[1]);
  GdkEventType type = gdk_event_get_event_type (event);
  gboolean     left = g_object_get_data (G_OBJECT (surface), LEFT_KEY) != NULL;

  unblock (surface);
  if (type == GDK_BUTTON_PRESS || type == GDK_TOUCH_BEGIN)
    left = FALSE;
  else if (type == GDK_LEAVE_NOTIFY && gdk_crossing_event_get_mode (event) == GDK_CROSSING_GRAB
           && (gdk_event_get_modifier_state (event) & WG_BUTTONS) != 0)
    left = TRUE;
  else if (type == GDK_GRAB_BROKEN && gdk_grab_broken_event_get_implicit (event) && left)
    {
      block_window_handler (surface);
      left = FALSE;
    }
  g_object_set_data (G_OBJECT (surface), LEFT_KEY, GINT_TO_POINTER (left));
  return TRUE;
}

void
wg_grab_mend_install (void)
{
  static gsize installed = 0;

  if (g_once_init_enter (&installed))
    {
      event_signal = g_signal_lookup ("event", GDK_TYPE_SURFACE);
      g_signal_add_emission_hook (event_signal, 0, on_surface_event, NULL, NULL);
      g_once_init_leave (&installed, 1);
    }
}
