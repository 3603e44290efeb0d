/* test-app-widgets.c — the small widgets the windows share: toasts, the
 * Save chooser
 * Copyright 2026 The Warpgate Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <malloc.h>

#include "wg-file-chooser.h"
#include "wg-toast.h"

/* A toast shows text as written (issue: "t&j.json" made an empty toast
 * and a GTK warning, an AdwToast's title being markup). */
static void
test_toast_plain_text (void)
{
  g_autoptr (AdwToast) toast = wg_toast_new ("Opened t&j <b>.json");

  g_assert_cmpstr (adw_toast_get_title (toast), ==, "Opened t&amp;j &lt;b&gt;.json");
  wg_toast_set_text (toast, "\"a\" & 'b'");
  g_assert_cmpstr (adw_toast_get_title (toast), ==, "&quot;a&quot; &amp; &apos;b&apos;");
  wg_toast_set_text (toast, NULL);
  g_assert_cmpstr (adw_toast_get_title (toast), ==, "");
}

/* Runs the main loop until @done, or fails after 10 s. */
#define iterate_until(done)                                      \
  G_STMT_START                                                   \
  {                                                              \
    gint64 end_ = g_get_monotonic_time () + 10 * G_USEC_PER_SEC; \
    while (!(done))                                              \
      {                                                          \
        g_main_context_iteration (NULL, FALSE);                  \
        g_assert_cmpint (g_get_monotonic_time (), <, end_);      \
      }                                                          \
  }                                                              \
  G_STMT_END

/* The main loop for @ms milliseconds. */
static void
run_for (guint ms)
{
  gint64 end = g_get_monotonic_time () + ms * 1000;

  while (g_get_monotonic_time () < end)
    g_main_context_iteration (NULL, FALSE);
}

static GtkWidget *
find_toast_child (GtkWidget  *widget,
                  GType       type,
                  const char *text)
{
  if (G_TYPE_CHECK_INSTANCE_TYPE (widget, type)
      && g_strcmp0 (GTK_IS_LABEL (widget) ? gtk_label_get_label (GTK_LABEL (widget))
                                          : gtk_button_get_label (GTK_BUTTON (widget)),
                    text)
           == 0)
    return widget;
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = find_toast_child (child, type, text);

      if (found != NULL)
        return found;
    }
  return NULL;
}

/* A 360 px window whose toast overlay holds two buttons. */
static GtkWindow *
toast_window (AdwToastOverlay **overlay,
              GtkWidget       **second)
{
  GtkWidget *window = gtk_window_new ();
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);

  gtk_box_append (GTK_BOX (box), gtk_button_new_with_label ("First"));
  *second = gtk_button_new_with_label ("Second");
  gtk_box_append (GTK_BOX (box), *second);
  *overlay = ADW_TOAST_OVERLAY (adw_toast_overlay_new ());
  adw_toast_overlay_set_child (*overlay, box);
  gtk_window_set_child (GTK_WINDOW (window), GTK_WIDGET (*overlay));
  gtk_window_set_default_size (GTK_WINDOW (window), 360, 400);
  gtk_window_present (GTK_WINDOW (window));
  iterate_until (gtk_widget_get_mapped (*second));
  return GTK_WINDOW (window);
}

/* Issue 30: the keyboard was left on a toast's Undo once the toast had
 * gone. A toast that goes with the focus on its button gives it back to
 * the control that had it before. */
static void
test_toast_focus_back (void)
{
  AdwToastOverlay *overlay;
  GtkWidget       *second, *undo;
  GtkWindow       *window = toast_window (&overlay, &second);
  AdwToast        *toast = adw_toast_new ("Kai: Promote (3X)");

  gtk_widget_grab_focus (second);
  adw_toast_set_button_label (toast, "_Undo");
  adw_toast_set_timeout (toast, 0);
  g_object_ref (toast);
  wg_toast_show (overlay, toast);
  iterate_until ((undo = find_toast_child (GTK_WIDGET (overlay), GTK_TYPE_BUTTON, "_Undo"))
                   != NULL
                 && gtk_widget_get_mapped (undo));
  g_assert_true (gtk_widget_grab_focus (undo));
  wg_toast_dismiss (toast);
  iterate_until (find_toast_child (GTK_WIDGET (overlay), GTK_TYPE_BUTTON, "_Undo") == NULL);
  run_for (100);
  g_assert_true (gtk_root_get_focus (GTK_ROOT (window)) == second);
  g_object_unref (toast);
  gtk_window_destroy (window);
}

/* Blocks the main loop for @data ms, as a busy machine does. */
static gboolean
stall (gpointer data)
{
  g_usleep (GPOINTER_TO_UINT (data) * 1000);
  return G_SOURCE_REMOVE;
}

/* The toast's title label, once a frame has shown it. */
static GtkWidget *
shown_label (AdwToastOverlay *overlay,
             const char      *text)
{
  GtkWidget *label;

  iterate_until ((label = find_toast_child (GTK_WIDGET (overlay), GTK_TYPE_LABEL, text)) != NULL
                 && gtk_widget_get_mapped (label));
  run_for (50);
  return label;
}

/* Issue 30: the app died at start-up on a busy machine (the screen-reader
 * tours, CI). libadwaita 1.2 frees a toast's state when its hide
 * animation ends and crashes when its show animation ends after that.
 * Here: a toast is shown (its show animation starts), then no frame comes
 * for 1.5 s, so its 1 s timeout falls due before the next frame; once it
 * is dismissed, 0.5 s more without a frame, so that the next frame ends
 * its hide animation (300 ms) before its show animation. Freed memory is
 * filled (M_PERTURB), so that the read of it crashes at once. The toast
 * must go, after its timeout, without a crash. */
static void
test_toast_late_frames (void)
{
  static const char text[] = "Opened “game.json”";
  AdwToastOverlay  *overlay;
  GtkWidget        *second;
  GtkWindow        *window = toast_window (&overlay, &second);
  AdwToast         *toast = wg_toast_new (text);
  gint64            shown;

  mallopt (M_PERTURB, 0xa5);
  adw_toast_set_timeout (toast, 1);
  wg_toast_show (overlay, toast);
  shown_label (overlay, text);
  shown = g_get_monotonic_time ();
  g_usleep (1500 * 1000);
  g_timeout_add (0, stall, GUINT_TO_POINTER (500));
  iterate_until (find_toast_child (GTK_WIDGET (overlay), GTK_TYPE_LABEL, text) == NULL);
  g_assert_cmpint (g_get_monotonic_time () - shown, >=, G_USEC_PER_SEC);
  mallopt (M_PERTURB, 0);
  gtk_window_destroy (window);
}

/* The same for a toast the app dismisses itself (the Undo toast once its
 * step is no longer the last): asked to go right after a frame showed it,
 * with the next frame 0.5 s later. It goes, without a crash. */
static void
test_toast_dismiss_soon (void)
{
  static const char text[] = "Kai: Promote (3X)";
  AdwToastOverlay  *overlay;
  GtkWidget        *second;
  GtkWindow        *window = toast_window (&overlay, &second);
  AdwToast         *toast = wg_toast_new (text);

  mallopt (M_PERTURB, 0xa5);
  adw_toast_set_timeout (toast, 0);
  g_object_ref (toast);
  wg_toast_show (overlay, toast);
  shown_label (overlay, text);
  wg_toast_dismiss (toast);
  g_timeout_add (0, stall, GUINT_TO_POINTER (500));
  iterate_until (find_toast_child (GTK_WIDGET (overlay), GTK_TYPE_LABEL, text) == NULL);
  mallopt (M_PERTURB, 0);
  g_object_unref (toast);
  gtk_window_destroy (window);
}

/* Issue 30: the "Opened" toast of a game opened at launch, added as the
 * window is presented and before its first frame, crashed the app in its
 * first frames on a busy machine under a screen reader (libadwaita 1.2's
 * show animation). A toast waits until its overlay has been drawn; then
 * it shows. */
static void
test_toast_waits_for_frames (void)
{
  static const char text[] = "Opened “keys-solo-turn.json”";
  GtkWidget        *window = gtk_window_new ();
  AdwToastOverlay  *overlay = ADW_TOAST_OVERLAY (adw_toast_overlay_new ());

  adw_toast_overlay_set_child (overlay, gtk_button_new_with_label ("First"));
  gtk_window_set_child (GTK_WINDOW (window), GTK_WIDGET (overlay));
  gtk_window_present (GTK_WINDOW (window));
  g_assert_true (gtk_widget_get_mapped (GTK_WIDGET (overlay)));
  wg_toast_show (overlay, wg_toast_new (text));
  g_assert_null (find_toast_child (GTK_WIDGET (overlay), GTK_TYPE_LABEL, text));
  shown_label (overlay, text);
  gtk_window_destroy (GTK_WINDOW (window));
}

/* Issue 30: a toast showed one line, cut at 360 px. Its whole sentence
 * is shown, wrapped. */
static void
test_toast_wraps (void)
{
  static const char sentence[] = "Ana uses the Draw discovery token. Ana: Draw (1X), and the "
                                 "Gatekeepers take the left-most available Technology.";
  AdwToastOverlay  *overlay;
  GtkWidget        *second, *label;
  GtkWindow        *window = toast_window (&overlay, &second);

  wg_toast_show (overlay, wg_toast_new (sentence));
  iterate_until ((label = find_toast_child (GTK_WIDGET (overlay), GTK_TYPE_LABEL, sentence))
                   != NULL
                 && gtk_widget_get_mapped (label) && gtk_widget_get_width (label) > 0);
  run_for (300);
  g_assert_cmpint (gtk_widget_get_width (label), <=, 360);
  g_assert_false (pango_layout_is_ellipsized (gtk_label_get_layout (GTK_LABEL (label))));
  g_assert_cmpint (pango_layout_get_line_count (gtk_label_get_layout (GTK_LABEL (label))), >, 1);
  gtk_window_destroy (window);
}

/* wg_toast_show_text(): a passing toast goes by itself, a lasting one (an
 * error to read) stays until dismissed; both show their text as written. */
static void
test_toast_show_text (void)
{
  AdwToastOverlay *overlay;
  GtkWidget       *second;
  GtkWindow       *window = toast_window (&overlay, &second);
  GtkWidget       *label;

  wg_toast_show_text (overlay, "Saved to t&j.json", FALSE);
  iterate_until (find_toast_child (GTK_WIDGET (overlay), GTK_TYPE_LABEL, "Saved to t&amp;j.json")
                 != NULL);
  iterate_until (find_toast_child (GTK_WIDGET (overlay), GTK_TYPE_LABEL, "Saved to t&amp;j.json")
                 == NULL);
  wg_toast_show_text (overlay, "Could not save <t.json>", TRUE);
  iterate_until ((label = find_toast_child (GTK_WIDGET (overlay), GTK_TYPE_LABEL,
                                            "Could not save &lt;t.json&gt;"))
                 != NULL);
  /* Longer than the passing toast's five seconds. */
  run_for (7000);
  g_assert_nonnull (
    find_toast_child (GTK_WIDGET (overlay), GTK_TYPE_LABEL, "Could not save &lt;t.json&gt;"));
  gtk_window_destroy (window);
}

/* The Save chooser: modal on its window, one filter, the name suggested. */
static void
test_save_chooser (void)
{
  GtkWindow *window = GTK_WINDOW (gtk_window_new ());
  g_autoptr (GtkFileChooserNative) chooser = wg_save_chooser_new (window, "Save the Play", "_Save", "JSON documents", "application/json",
                                                                  "json", "play.json");
  g_autoptr (GListModel) filters = gtk_file_chooser_get_filters (GTK_FILE_CHOOSER (chooser));
  g_autoptr (GtkFileFilter) filter = g_list_model_get_item (filters, 0);
  g_autofree char *name = gtk_file_chooser_get_current_name (GTK_FILE_CHOOSER (chooser));

  g_assert_true (gtk_native_dialog_get_modal (GTK_NATIVE_DIALOG (chooser)));
  g_assert_true (gtk_native_dialog_get_transient_for (GTK_NATIVE_DIALOG (chooser)) == window);
  g_assert_cmpstr (gtk_native_dialog_get_title (GTK_NATIVE_DIALOG (chooser)), ==, "Save the Play");
  g_assert_cmpstr (gtk_file_chooser_native_get_accept_label (chooser), ==, "_Save");
  g_assert_cmpint (gtk_file_chooser_get_action (GTK_FILE_CHOOSER (chooser)), ==,
                   GTK_FILE_CHOOSER_ACTION_SAVE);
  g_assert_cmpuint (g_list_model_get_n_items (filters), ==, 1);
  g_assert_cmpstr (gtk_file_filter_get_name (filter), ==, "JSON documents");
  g_assert_cmpstr (name, ==, "play.json");
  gtk_window_destroy (window);
}

/* A name typed without an extension gets ".json"; one with any keeps it. */
static void
test_file_with_json_extension (void)
{
  g_autoptr (GFile) bare = g_file_new_for_path ("/games/kai");
  g_autoptr (GFile) dotted = g_file_new_for_path ("/games/kai.txt");
  g_autoptr (GFile) named = wg_file_with_json_extension (bare);
  g_autoptr (GFile) kept = wg_file_with_json_extension (dotted);
  g_autofree char *path = g_file_get_path (named);

  g_assert_cmpstr (path, ==, "/games/kai.json");
  g_assert_true (kept == dotted);
}

int
main (int   argc,
      char *argv[])
{
  gtk_test_init (&argc, &argv, NULL);
  adw_init ();
  g_test_add_func ("/wg/app/widgets/toast-plain-text", test_toast_plain_text);
  g_test_add_func ("/wg/app/widgets/toast-focus-back", test_toast_focus_back);
  g_test_add_func ("/wg/app/widgets/toast-wraps", test_toast_wraps);
  g_test_add_func ("/wg/app/widgets/toast-late-frames", test_toast_late_frames);
  g_test_add_func ("/wg/app/widgets/toast-dismiss-soon", test_toast_dismiss_soon);
  g_test_add_func ("/wg/app/widgets/toast-waits-for-frames", test_toast_waits_for_frames);
  g_test_add_func ("/wg/app/widgets/toast-show-text", test_toast_show_text);
  g_test_add_func ("/wg/app/widgets/save-chooser", test_save_chooser);
  g_test_add_func ("/wg/app/widgets/file-with-json-extension", test_file_with_json_extension);
  return g_test_run ();
}
