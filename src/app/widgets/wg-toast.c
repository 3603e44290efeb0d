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

/* Inside a toast's own widget (libadwaita's AdwToastWidget). */
static gboolean
in_toast (GtkWidget *widget)
{
  GType toast_widget = g_type_from_name ("AdwToastWidget");

  for (GtkWidget *w = widget; w != NULL; w = gtk_widget_get_parent (w))
    if (toast_widget != 0 && G_TYPE_CHECK_INSTANCE_TYPE (w, toast_widget))
      return TRUE;
  return FALSE;
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
  GtkWidget *content = adw_toast_overlay_get_child (ADW_TOAST_OVERLAY (overlay));
  int        width = gtk_widget_get_width (overlay);
  gboolean   any = FALSE;

  for (GtkWidget *child = gtk_widget_get_first_child (overlay); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      if (child == content || !in_toast (child))
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

static void
free_weak_ref (gpointer data)
{
  g_weak_ref_clear (data);
  g_free (data);
}

/* Toasts added and not yet dismissed: shown, or waiting for their turn. */
static guint *
pending_toasts (GtkWidget *overlay)
{
  guint *pending = g_object_get_data (G_OBJECT (overlay), "wg-toast-pending");

  if (pending == NULL)
    {
      pending = g_new0 (guint, 1);
      g_object_set_data_full (G_OBJECT (overlay), "wg-toast-pending", pending, g_free);
    }
  return pending;
}

/* Each frame while a toast is to be shown or is shown. */
static gboolean
wrap_on_tick (GtkWidget     *overlay,
              GdkFrameClock *clock,
              gpointer       data)
{
  if (wrap_toasts (overlay) || *pending_toasts (overlay) > 0)
    return G_SOURCE_CONTINUE;
  g_object_set_data (G_OBJECT (overlay), "wg-toast-tick", NULL);
  return G_SOURCE_REMOVE;
}

static void
wrap_soon (GtkWidget *overlay)
{
  if (g_object_get_data (G_OBJECT (overlay), "wg-toast-tick") != NULL)
    return;
  g_object_set_data (G_OBJECT (overlay), "wg-toast-tick", GINT_TO_POINTER (TRUE));
  gtk_widget_add_tick_callback (overlay, wrap_on_tick, NULL, NULL);
}

/* The root's focus, remembered while it is outside the toasts. */
static void
on_focus_changed (GtkWidget  *overlay,
                  GParamSpec *pspec,
                  GtkRoot    *root)
{
  GtkWidget *focus = gtk_root_get_focus (root);
  GWeakRef  *last = g_object_get_data (G_OBJECT (overlay), "wg-toast-last-focus");

  if (focus != NULL && !in_toast (focus))
    g_weak_ref_set (last, focus);
}

static void
watch_focus (GtkWidget *overlay)
{
  GtkRoot  *root = gtk_widget_get_root (overlay);
  GWeakRef *last;

  if (root == NULL || g_object_get_data (G_OBJECT (overlay), "wg-toast-last-focus") != NULL)
    return;
  last = g_new0 (GWeakRef, 1);
  g_weak_ref_init (last, NULL);
  g_object_set_data_full (G_OBJECT (overlay), "wg-toast-last-focus", last, free_weak_ref);
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
  GWeakRef  *last = g_object_get_data (G_OBJECT (overlay), "wg-toast-last-focus");
  GtkWidget *focus = root != NULL ? gtk_root_get_focus (root) : NULL;
  guint     *pending = pending_toasts (overlay);
  g_autoptr (GtkWidget) before = last != NULL ? g_weak_ref_get (last) : NULL;

  if (*pending > 0)
    (*pending)--;
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
  g_return_if_fail (ADW_IS_TOAST_OVERLAY (overlay));
  g_return_if_fail (ADW_IS_TOAST (toast));

  watch_focus (GTK_WIDGET (overlay));
  g_signal_connect_object (toast, "dismissed", G_CALLBACK (on_toast_dismissed), overlay,
                           G_CONNECT_SWAPPED);
  (*pending_toasts (GTK_WIDGET (overlay)))++;
  adw_toast_overlay_add_toast (overlay, toast);
  wrap_toasts (GTK_WIDGET (overlay));
  wrap_soon (GTK_WIDGET (overlay));
}
