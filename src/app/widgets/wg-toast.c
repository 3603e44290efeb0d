/* wg-toast.c — toasts that show text as it is written, never as markup
 * Copyright 2026 The Warpgate Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "wg-toast.h"

AdwToast *
wg_toast_new (const char *text)
{
  g_autofree char *escaped = g_markup_escape_text (text != NULL ? text : "", -1);

  return adw_toast_new (escaped);
}

void
wg_toast_set_text (AdwToast   *toast,
                   const char *text)
{
  g_autofree char *escaped = g_markup_escape_text (text != NULL ? text : "", -1);

  g_return_if_fail (ADW_IS_TOAST (toast));
  adw_toast_set_title (toast, escaped);
}

static void
on_details_clicked (AdwToast  *toast,
                    GtkWidget *parent)
{
  GtkRoot   *root = gtk_widget_get_root (parent);
  GtkWidget *dialog;

  dialog = adw_message_dialog_new (GTK_IS_WINDOW (root) ? GTK_WINDOW (root) : NULL,
                                   g_object_get_data (G_OBJECT (toast), "wg-text"), NULL);
  adw_message_dialog_set_body (ADW_MESSAGE_DIALOG (dialog),
                               g_object_get_data (G_OBJECT (toast), "wg-details"));
  adw_message_dialog_add_response (ADW_MESSAGE_DIALOG (dialog), "close", _ ("_Close"));
  gtk_window_present (GTK_WINDOW (dialog));
}

AdwToast *
wg_toast_new_detailed (const char *text,
                       const char *details,
                       GtkWidget  *parent)
{
  AdwToast *toast = wg_toast_new (text);

  g_return_val_if_fail (details != NULL, toast);
  g_return_val_if_fail (GTK_IS_WIDGET (parent), toast);

  g_object_set_data_full (G_OBJECT (toast), "wg-text", g_strdup (text), g_free);
  g_object_set_data_full (G_OBJECT (toast), "wg-details", g_strdup (details), g_free);
  adw_toast_set_button_label (toast, _ ("_Details"));
  adw_toast_set_timeout (toast, 10);
  g_signal_connect_object (toast, "button-clicked", G_CALLBACK (on_details_clicked), parent, 0);
  return toast;
}

/* ---- Showing a toast: its whole text, and the focus kept ---- */

/* A toast's own widget (libadwaita's AdwToastWidget, not public). */
static gboolean
is_toast_widget (GtkWidget *widget)
{
  GType toast_widget = g_type_from_name ("AdwToastWidget");

  return toast_widget != 0 && G_TYPE_CHECK_INSTANCE_TYPE (widget, toast_widget);
}

/* Inside a toast's own widget. */
static gboolean
in_toast (GtkWidget *widget)
{
  for (GtkWidget *w = widget; w != NULL; w = gtk_widget_get_parent (w))
    if (is_toast_widget (w))
      return TRUE;
  return FALSE;
}

/* The toast @child of an overlay shows (a reference), or NULL when
 * @child is not a toast's widget. */
static AdwToast *
shown_toast (GtkWidget *child)
{
  AdwToast *toast = NULL;

  if (is_toast_widget (child))
    g_object_get (child, "toast", &toast, NULL);
  return toast;
}

static int
natural_width (GtkWidget *widget)
{
  int natural = 0;

  gtk_widget_measure (widget, GTK_ORIENTATION_HORIZONTAL, -1, NULL, &natural, NULL, NULL);
  return natural;
}

/* libadwaita 1.2's toast shows its title on one line, ellipsized, and
 * gives it its natural width: the title wraps instead, no wider than the
 * overlay leaves it beside the toast's buttons, so a step's whole
 * sentence is read at 360 px. (libadwaita 1.4's custom title would do.)
 * A title that fits that width stays on one line: wrapping, GTK 4.8 gave
 * even a short one ("End of Player 1's turn 3") half the width it needs,
 * on two lines. */
static void
wrap_title (GtkWidget *toast,
            GtkLabel  *title,
            int        overlay_width)
{
  PangoFontMetrics *metrics;
  int               others, chars, room;

  gtk_label_set_max_width_chars (title, -1);
  gtk_label_set_wrap (title, FALSE);
  gtk_label_set_ellipsize (title, PANGO_ELLIPSIZE_NONE);
  others = natural_width (toast) - natural_width (GTK_WIDGET (title));
  /* The toast's margins: 12 px a side. */
  room = overlay_width - 24 - others;
  if (natural_width (GTK_WIDGET (title)) <= room)
    return;
  metrics = pango_context_get_metrics (gtk_widget_get_pango_context (GTK_WIDGET (title)), NULL,
                                       NULL);
  chars = room * PANGO_SCALE / MAX (1, pango_font_metrics_get_approximate_char_width (metrics));
  pango_font_metrics_unref (metrics);
  gtk_label_set_wrap (title, TRUE);
  gtk_label_set_wrap_mode (title, PANGO_WRAP_WORD_CHAR);
  gtk_label_set_max_width_chars (title, MAX (12, chars));
}

/* Every label of @toast but its buttons'. */
static void
wrap_labels (GtkWidget *toast,
             GtkWidget *widget,
             int        overlay_width)
{
  if (GTK_IS_BUTTON (widget))
    return;
  if (GTK_IS_LABEL (widget))
    wrap_title (toast, GTK_LABEL (widget), overlay_width);
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    wrap_labels (toast, child, overlay_width);
}

/* The toasts' widgets are the overlay's children besides its own; each
 * is wrapped once for the overlay's width (libadwaita makes a toast's
 * widget when it shows it). FALSE when none is left. */
static gboolean
wrap_toasts (GtkWidget *overlay)
{
  int      width = gtk_widget_get_width (overlay);
  gboolean any = FALSE;

  for (GtkWidget *child = gtk_widget_get_first_child (overlay); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      if (!is_toast_widget (child))
        continue;
      any = TRUE;
      if (width > 0 && GPOINTER_TO_INT (g_object_get_data (G_OBJECT (child), "wg-wrapped")) != width)
        {
          wrap_labels (child, child, width);
          g_object_set_data (G_OBJECT (child), "wg-wrapped", GINT_TO_POINTER (width));
        }
    }
  return any;
}

/* What the app keeps on an overlay for its toasts. */
typedef struct
{
  guint      pending;    /* toasts added and not yet dismissed: shown, or waiting */
  GPtrArray *waiting;    /* toasts not yet handed to libadwaita, in order */
  guint      frames;     /* frames drawn since the overlay was mapped, up to DRAWN */
  gboolean   ticking;    /* the tick callback is on */
  gboolean   watching;   /* the root's focus is watched */
  GWeakRef   last_focus; /* the root's focus, while it was outside the toasts */
} Overlay;

static void
free_overlay (gpointer data)
{
  Overlay *o = data;

  g_ptr_array_unref (o->waiting);
  g_weak_ref_clear (&o->last_focus);
  g_free (o);
}

static void on_overlay_unmap (GtkWidget *overlay);

static Overlay *
overlay_state (GtkWidget *overlay)
{
  Overlay *o = g_object_get_data (G_OBJECT (overlay), "wg-toast-overlay");

  if (o == NULL)
    {
      o = g_new0 (Overlay, 1);
      o->waiting = g_ptr_array_new_with_free_func (g_object_unref);
      g_weak_ref_init (&o->last_focus, NULL);
      g_object_set_data_full (G_OBJECT (overlay), "wg-toast-overlay", o, free_overlay);
      /* Mapped again, it is drawn anew before a toast goes to it. */
      g_signal_connect (overlay, "unmap", G_CALLBACK (on_overlay_unmap), NULL);
    }
  return o;
}

/* ---- When a toast goes ----
 *
 * libadwaita 1.2 frees a toast's state (AdwToastOverlay's ToastInfo) when
 * its hide animation ends, but leaves its show animation running with a
 * "done" handler on that state. When the hide animation ends first, the
 * show animation's end reads freed memory, and the app crashes. It does
 * when the toast goes before a frame has shown the end of its showing:
 * dismissed by the app soon after it was added, or by its own timeout on
 * a busy machine whose frames come late (the app died at start-up so, its
 * "Opened" toast shown before the first frame, 5 s earlier). The toasts
 * here never go by libadwaita's timeout nor at once: each frame of the
 * overlay decides, counting frame time — which both animations count in —
 * from the first frame that showed the toast. It goes once its timeout
 * has passed (restarted while the pointer or the keyboard is on it, as
 * libadwaita does), or once asked to (wg_toast_dismiss()), and never
 * before SETTLED of frame time: by then the frame that goes on has ended
 * its show animation (SHOW_DURATION 300 ms, REPLACE_DURATION 500 ms). */
#define SETTLED (G_USEC_PER_SEC)

typedef struct
{
  guint      timeout; /* seconds; 0: until dismissed */
  gint64     shown;   /* frame time of the first frame that showed it; 0: none yet */
  gint64     since;   /* the same, or of the last frame it was held */
  gboolean   asked;   /* wg_toast_dismiss() was called */
  gboolean   gone;    /* dismissed */
  GtkWidget *overlay; /* weak */
} ToastState;

static void
free_state (gpointer data)
{
  ToastState *state = data;

  g_clear_weak_pointer (&state->overlay);
  g_free (state);
}

/* The toast widget of @overlay that shows @toast, or NULL. */
static GtkWidget *
toast_widget_of (GtkWidget *overlay,
                 AdwToast  *toast)
{
  for (GtkWidget *child = gtk_widget_get_first_child (overlay); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      g_autoptr (AdwToast) shown = shown_toast (child);

      if (shown != NULL && shown == toast)
        return child;
    }
  return NULL;
}

static ToastState *
toast_state (AdwToast *toast)
{
  return g_object_get_data (G_OBJECT (toast), "wg-toast-state");
}

/* Whether the pointer or the keyboard is on @widget, a toast's widget. */
static gboolean
held (GtkWidget *widget)
{
  GtkRoot   *root = gtk_widget_get_root (widget);
  GtkWidget *focus = root != NULL ? gtk_root_get_focus (root) : NULL;

  if (gtk_widget_get_state_flags (widget) & (GTK_STATE_FLAG_PRELIGHT | GTK_STATE_FLAG_ACTIVE))
    return TRUE;
  return focus != NULL && (focus == widget || gtk_widget_is_ancestor (focus, widget));
}

/* Whether the toast @widget shows is to go at @now (frame time). */
static gboolean
due (GtkWidget *widget,
     AdwToast  *toast,
     gint64     now)
{
  ToastState *state = toast_state (toast);

  if (state == NULL || state->gone)
    return FALSE;
  if (state->shown == 0)
    state->shown = now;
  if (state->since == 0 || held (widget))
    state->since = now;
  if (now - state->shown < SETTLED)
    return FALSE;
  return state->asked
         || (state->timeout > 0 && now - state->since >= state->timeout * G_USEC_PER_SEC);
}

/* The toasts shown that are to go at @now: dismissed after the walk over
 * the overlay's children, as a dismissed toast's widget may go at once. */
static void
dismiss_due (GtkWidget *overlay,
             gint64     now)
{
  g_autoptr (GPtrArray) going = g_ptr_array_new_with_free_func (g_object_unref);

  for (GtkWidget *child = gtk_widget_get_first_child (overlay); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      AdwToast *toast = shown_toast (child);

      if (toast != NULL && due (child, toast, now))
        g_ptr_array_add (going, g_steal_pointer (&toast));
      g_clear_object (&toast);
    }
  for (guint i = 0; i < going->len; i++)
    adw_toast_dismiss (g_ptr_array_index (going, i));
}

/* ---- Not before the overlay is drawn ----
 *
 * A toast added as its window is presented, before the window's first
 * frame (the "Opened" toast of a game opened at launch), crashed the app
 * in its first frames on a busy machine under a screen reader, in
 * libadwaita 1.2's show animation: 4 launches in 4 then, none with the
 * toast held back. A toast waits until the overlay has been drawn twice
 * since it was mapped, then goes to libadwaita. */
#define DRAWN 2

static void
on_overlay_unmap (GtkWidget *overlay)
{
  overlay_state (overlay)->frames = 0;
}

/* Counts the overlay's frames, and once it is drawn hands the waiting
 * toasts to libadwaita, in the order they came. */
static void
count_frame (GtkWidget *overlay)
{
  Overlay *o = overlay_state (overlay);

  if (o->frames < DRAWN)
    o->frames++;
  while (o->frames >= DRAWN && o->waiting->len > 0)
    adw_toast_overlay_add_toast (ADW_TOAST_OVERLAY (overlay),
                                 g_ptr_array_steal_index (o->waiting, 0));
}

/* Each frame while a toast is to be shown or is shown. */
static gboolean
wrap_on_tick (GtkWidget     *overlay,
              GdkFrameClock *clock,
              gpointer       data)
{
  count_frame (overlay);
  dismiss_due (overlay, gdk_frame_clock_get_frame_time (clock));
  if (wrap_toasts (overlay) || overlay_state (overlay)->pending > 0)
    return G_SOURCE_CONTINUE;
  overlay_state (overlay)->ticking = FALSE;
  return G_SOURCE_REMOVE;
}

static void
wrap_soon (GtkWidget *overlay)
{
  Overlay *o = overlay_state (overlay);

  if (o->ticking)
    return;
  o->ticking = TRUE;
  gtk_widget_add_tick_callback (overlay, wrap_on_tick, NULL, NULL);
}

/* The root's focus, remembered while it is outside the toasts. */
static void
on_focus_changed (GtkWidget  *overlay,
                  GParamSpec *pspec,
                  GtkRoot    *root)
{
  GtkWidget *focus = gtk_root_get_focus (root);

  if (focus != NULL && !in_toast (focus))
    g_weak_ref_set (&overlay_state (overlay)->last_focus, focus);
}

/* The root's focus. */
static void
watch (GtkWidget *overlay)
{
  GtkRoot *root = gtk_widget_get_root (overlay);
  Overlay *o = overlay_state (overlay);

  if (root == NULL || o->watching)
    return;
  o->watching = TRUE;
  g_signal_connect_object (root, "notify::focus-widget", G_CALLBACK (on_focus_changed), overlay,
                           G_CONNECT_SWAPPED);
  on_focus_changed (overlay, NULL, root);
}

/* A toast that goes with the keyboard on its button gives the focus back
 * where it was before, or to the first control under the overlay. */
static void
on_toast_dismissed (GtkWidget *overlay,
                    AdwToast  *toast)
{
  GtkRoot   *root = gtk_widget_get_root (overlay);
  Overlay   *o = overlay_state (overlay);
  GtkWidget *focus = root != NULL ? gtk_root_get_focus (root) : NULL;
  g_autoptr (GtkWidget) before = g_weak_ref_get (&o->last_focus);

  if (toast_state (toast) != NULL)
    toast_state (toast)->gone = TRUE;
  if (o->pending > 0)
    o->pending--;
  wrap_soon (overlay); /* the next toast, shown now */
  if (focus == NULL || !in_toast (focus))
    return;
  if (before != NULL && gtk_widget_get_root (before) == root && gtk_widget_get_mapped (before)
      && gtk_widget_grab_focus (before))
    return;
  gtk_widget_child_focus (adw_toast_overlay_get_child (ADW_TOAST_OVERLAY (overlay)),
                          GTK_DIR_TAB_FORWARD);
}

void
wg_toast_show (AdwToastOverlay *overlay,
               AdwToast        *toast)
{
  ToastState *state;
  Overlay    *o;

  g_return_if_fail (ADW_IS_TOAST_OVERLAY (overlay));
  g_return_if_fail (ADW_IS_TOAST (toast));

  state = g_new0 (ToastState, 1);
  state->timeout = adw_toast_get_timeout (toast);
  g_set_weak_pointer (&state->overlay, GTK_WIDGET (overlay));
  g_object_set_data_full (G_OBJECT (toast), "wg-toast-state", state, free_state);
  adw_toast_set_timeout (toast, 0); /* the overlay's frames count it */
  watch (GTK_WIDGET (overlay));
  g_signal_connect_object (toast, "dismissed", G_CALLBACK (on_toast_dismissed), overlay,
                           G_CONNECT_SWAPPED);
  o = overlay_state (GTK_WIDGET (overlay));
  o->pending++;
  if (o->frames >= DRAWN && gtk_widget_get_mapped (GTK_WIDGET (overlay)))
    adw_toast_overlay_add_toast (overlay, toast);
  else
    g_ptr_array_add (o->waiting, toast);
  wrap_toasts (GTK_WIDGET (overlay));
  wrap_soon (GTK_WIDGET (overlay));
}

void
wg_toast_dismiss (AdwToast *toast)
{
  ToastState *state;

  g_return_if_fail (ADW_IS_TOAST (toast));

  state = toast_state (toast);
  if (state == NULL)
    {
      adw_toast_dismiss (toast);
      return;
    }
  if (state->gone)
    return;
  state->asked = TRUE;
  /* Still waiting for the overlay to be drawn: it never goes to it. */
  if (state->overlay != NULL)
    {
      Overlay *o = overlay_state (state->overlay);
      guint    index;

      if (g_ptr_array_find (o->waiting, toast, &index))
        {
          state->gone = TRUE;
          if (o->pending > 0)
            o->pending--;
          g_ptr_array_remove_index (o->waiting, index);
          return;
        }
    }
  /* Not shown: it goes at once, as libadwaita then has no show animation
   * running for it (waiting in the queue, or the overlay not mapped, which
   * ends every animation on it). Shown, the overlay's frames decide. */
  if (state->overlay == NULL || !gtk_widget_get_mapped (state->overlay)
      || toast_widget_of (state->overlay, toast) == NULL)
    adw_toast_dismiss (toast);
}

void
wg_toast_show_text (AdwToastOverlay *overlay,
                    const char      *text,
                    gboolean         lasting)
{
  AdwToast *toast;

  g_return_if_fail (ADW_IS_TOAST_OVERLAY (overlay));

  toast = wg_toast_new (text);
  if (lasting)
    adw_toast_set_timeout (toast, 0);
  wg_toast_show (overlay, toast);
}
