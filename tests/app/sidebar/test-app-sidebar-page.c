/* test-app-sidebar-page.c — the sidebar pages' base class: the session, the catalog, the message
 * Copyright 2026 The Warpgate Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "wg-edit.h"
#include "wg-sidebar-page.h"
#include "wg-test-app.h"

/* A page that counts what reaches it. */
#define TEST_TYPE_PAGE (test_page_get_type ())

G_DECLARE_FINAL_TYPE (TestPage, test_page, TEST, PAGE, WgSidebarPage)

struct _TestPage
{
  WgSidebarPage parent_instance;

  guint         changed;         /* the session's "changed" signals that reached it */
  guint         session_changes; /* session_changed() */
  guint         catalog_changes; /* catalog_changed() */
  guint         refreshes;       /* refresh() */
};

G_DEFINE_FINAL_TYPE (TestPage, test_page, WG_TYPE_SIDEBAR_PAGE)

static const char page_template[] =
  "<interface>"
  "  <template class=\"TestPage\" parent=\"WgSidebarPage\">"
  "    <property name=\"child\">"
  "      <object class=\"GtkRevealer\" id=\"message_revealer\">"
  "        <property name=\"child\">"
  "          <object class=\"GtkLabel\" id=\"message_label\"/>"
  "        </property>"
  "      </object>"
  "    </property>"
  "  </template>"
  "</interface>";

static void
on_session_changed (TestPage *self)
{
  self->changed++;
  wg_sidebar_page_refresh (WG_SIDEBAR_PAGE (self));
}

static void
test_page_session_changed (WgSidebarPage *page)
{
  TEST_PAGE (page)->session_changes++;
}

static void
test_page_catalog_changed (WgSidebarPage *page)
{
  TEST_PAGE (page)->catalog_changes++;
}

static void
test_page_refresh (WgSidebarPage *page)
{
  TEST_PAGE (page)->refreshes++;
}

static void
test_page_class_init (TestPageClass *klass)
{
  WgSidebarPageClass *page_class = WG_SIDEBAR_PAGE_CLASS (klass);
  GtkWidgetClass     *widget_class = GTK_WIDGET_CLASS (klass);
  g_autoptr (GBytes) template = g_bytes_new_static (page_template, sizeof page_template - 1);

  page_class->session_changed = test_page_session_changed;
  page_class->catalog_changed = test_page_catalog_changed;
  page_class->refresh = test_page_refresh;
  gtk_widget_class_set_template (widget_class, template);
  wg_sidebar_page_class_bind_message (widget_class);
}

static void
test_page_init (TestPage *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  g_signal_group_connect_swapped (wg_sidebar_page_get_session_signals (WG_SIDEBAR_PAGE (self)),
                                  "changed", G_CALLBACK (on_session_changed), self);
}

static WgSession *
sample_session (void)
{
  g_autoptr (GError) error = NULL;
  WgSession *session = wg_session_new ();

  wg_session_set_autosave_dir (session, NULL);
  g_assert_true (wg_session_load_resource (session, WG_SESSION_SAMPLE_RESOURCE, &error));
  g_assert_no_error (error);
  return session;
}

static void
count (guint *counter)
{
  (*counter)++;
}

/* The session's handlers are connected once and follow the session. */
static void
test_session (void)
{
  g_autoptr (WgSession) first = sample_session ();
  g_autoptr (WgSession) second = sample_session ();
  TestPage      *page = g_object_ref_sink (g_object_new (TEST_TYPE_PAGE, NULL));
  WgSidebarPage *base = WG_SIDEBAR_PAGE (page);
  WgSession     *got = NULL;
  guint          notified = 0;

  g_signal_connect_swapped (page, "notify::session", G_CALLBACK (count), &notified);
  g_assert_null (wg_sidebar_page_get_session (base));
  g_assert_null (wg_sidebar_page_get_game (base));
  g_signal_emit_by_name (first, "changed");
  g_assert_cmpuint (page->changed, ==, 0);

  g_object_set (page, "session", first, NULL);
  g_assert_cmpuint (notified, ==, 1);
  g_assert_cmpuint (page->session_changes, ==, 1);
  g_assert_cmpuint (page->refreshes, ==, 1);
  g_object_get (page, "session", &got, NULL);
  g_assert_true (got == first);
  g_clear_object (&got);
  g_assert_true (wg_sidebar_page_get_game (base) == wg_session_get_game (first));
  g_signal_emit_by_name (first, "changed");
  g_assert_cmpuint (page->changed, ==, 1);
  g_assert_cmpuint (page->refreshes, ==, 2);

  /* The same session again: nothing. */
  wg_sidebar_page_set_session (base, first);
  g_assert_cmpuint (notified, ==, 1);
  g_assert_cmpuint (page->session_changes, ==, 1);

  /* Another: the old one's signals no longer reach the page. */
  wg_sidebar_page_set_session (base, second);
  g_assert_cmpuint (notified, ==, 2);
  g_assert_cmpuint (page->session_changes, ==, 2);
  g_signal_emit_by_name (first, "changed");
  g_assert_cmpuint (page->changed, ==, 1);
  g_signal_emit_by_name (second, "changed");
  g_assert_cmpuint (page->changed, ==, 2);

  /* None: no signal reaches it. */
  wg_sidebar_page_set_session (base, NULL);
  g_assert_cmpuint (page->session_changes, ==, 3);
  g_assert_null (wg_sidebar_page_get_game (base));
  g_signal_emit_by_name (second, "changed");
  g_assert_cmpuint (page->changed, ==, 2);

  /* A page gone lets go of its session's signals. */
  wg_sidebar_page_set_session (base, first);
  g_object_add_weak_pointer (G_OBJECT (page), (gpointer *) &page);
  g_object_unref (page);
  g_assert_null (page);
  g_signal_emit_by_name (first, "changed");
}

static void
test_catalog (void)
{
  g_autoptr (WgCatalog) first = wg_catalog_new_builtin ();
  g_autoptr (WgCatalog) second = wg_catalog_new_builtin ();
  TestPage      *page = g_object_ref_sink (g_object_new (TEST_TYPE_PAGE, NULL));
  WgSidebarPage *base = WG_SIDEBAR_PAGE (page);
  WgCatalog     *got = NULL;
  guint          notified = 0;

  g_assert_true (first != second);
  g_signal_connect_swapped (page, "notify::catalog", G_CALLBACK (count), &notified);
  g_assert_null (wg_sidebar_page_get_catalog (base));
  wg_sidebar_page_set_catalog (base, first);
  g_assert_cmpuint (notified, ==, 1);
  g_assert_cmpuint (page->catalog_changes, ==, 1);
  g_assert_true (wg_sidebar_page_get_catalog (base) == first);
  wg_sidebar_page_set_catalog (base, first);
  g_assert_cmpuint (notified, ==, 1);
  g_assert_cmpuint (page->catalog_changes, ==, 1);
  g_object_set (page, "catalog", second, NULL);
  g_assert_cmpuint (notified, ==, 2);
  g_assert_cmpuint (page->catalog_changes, ==, 2);
  g_object_get (page, "catalog", &got, NULL);
  g_assert_true (got == second);
  wg_catalog_unref (got);
  g_object_unref (page);
}

static void
test_title (void)
{
  TestPage *page = g_object_ref_sink (g_object_new (TEST_TYPE_PAGE, "title", "_Test",
                                                    "icon-name", "system-run-symbolic", NULL));
  guint     notified = 0;

  g_assert_cmpstr (wg_sidebar_page_get_title (WG_SIDEBAR_PAGE (page)), ==, "_Test");
  g_assert_cmpstr (wg_sidebar_page_get_icon_name (WG_SIDEBAR_PAGE (page)), ==,
                   "system-run-symbolic");
  g_signal_connect_swapped (page, "notify::title", G_CALLBACK (count), &notified);
  wg_sidebar_page_set_title (WG_SIDEBAR_PAGE (page), "_Test");
  g_assert_cmpuint (notified, ==, 0);
  wg_sidebar_page_set_title (WG_SIDEBAR_PAGE (page), "_Other");
  g_assert_cmpuint (notified, ==, 1);
  g_assert_cmpstr (wg_sidebar_page_get_title (WG_SIDEBAR_PAGE (page)), ==, "_Other");
  g_object_unref (page);
}

static void
on_toast (TestPage   *page,
          const char *message,
          gboolean    undoable,
          GPtrArray  *toasts)
{
  g_ptr_array_add (toasts, g_strdup_printf ("%s%s", message, undoable ? " (undo)" : ""));
}

/* The message in the template's revealer, edits applied, toasts. */
static void
test_message_and_edits (void)
{
  g_autoptr (WgSession) session = sample_session ();
  g_autoptr (GPtrArray) toasts = g_ptr_array_new_with_free_func (g_free);
  TestPage      *page = g_object_ref_sink (g_object_new (TEST_TYPE_PAGE, "session", session, NULL));
  WgSidebarPage *base = WG_SIDEBAR_PAGE (page);
  GtkRevealer   *revealer = GTK_REVEALER (adw_bin_get_child (ADW_BIN (page)));
  GtkLabel      *label = GTK_LABEL (gtk_revealer_get_child (revealer));
  g_autoptr (GError) error = g_error_new_literal (G_IO_ERROR, G_IO_ERROR_FAILED,
                                                  "Refused here");
  g_autofree char *description = NULL;
  WgGame          *next;
  guint            refreshes;

  g_signal_connect (page, "toast", G_CALLBACK (on_toast), toasts);
  g_assert_false (gtk_revealer_get_reveal_child (revealer));
  wg_sidebar_page_show_message (base, "Not now.");
  g_assert_cmpstr (wg_sidebar_page_get_message (base), ==, "Not now.");
  g_assert_true (gtk_revealer_get_reveal_child (revealer));
  g_assert_cmpstr (gtk_label_get_label (label), ==, "Not now.");
  wg_sidebar_page_show_message (base, NULL);
  g_assert_null (wg_sidebar_page_get_message (base));
  g_assert_false (gtk_revealer_get_reveal_child (revealer));

  /* A refusal: its reason shown, the page put back, no toast. */
  refreshes = page->refreshes;
  g_assert_false (wg_sidebar_page_apply_edit (base, NULL, NULL, error, TRUE));
  g_assert_nonnull (strstr (wg_sidebar_page_get_message (base), "Refused here"));
  g_assert_true (gtk_revealer_get_reveal_child (revealer));
  g_assert_cmpuint (page->refreshes, ==, refreshes + 1);
  g_assert_cmpuint (toasts->len, ==, 0);

  /* An edit done: the message goes, Undo is offered. */
  next = wg_edit_set_turn (wg_session_get_game (session), 4, -1, -1, -1, &description, NULL);
  g_assert_nonnull (next);
  g_assert_true (wg_sidebar_page_apply_edit (base, next, description, NULL, TRUE));
  g_assert_cmpint (wg_session_get_game (session)->round, ==, 4);
  g_assert_null (wg_sidebar_page_get_message (base));
  g_assert_false (gtk_revealer_get_reveal_child (revealer));
  g_assert_cmpuint (toasts->len, ==, 1);
  g_assert_true (g_str_has_suffix (g_ptr_array_index (toasts, 0), " (undo)"));
  g_assert_true (g_str_has_prefix (g_ptr_array_index (toasts, 0), description));

  /* A new session: the message goes. */
  wg_sidebar_page_show_message (base, "Not now.");
  wg_sidebar_page_set_session (base, NULL);
  g_assert_null (wg_sidebar_page_get_message (base));
  g_object_unref (page);
}

/* With refresh_when_mapped, a page not shown is refreshed when shown. */
static void
test_refresh_when_mapped (void)
{
  g_autoptr (WgSession) session = sample_session ();
  WgSidebarPageClass *klass = g_type_class_ref (TEST_TYPE_PAGE);
  TestPage           *page;
  GtkWindow          *window;

  klass->refresh_when_mapped = TRUE;
  page = g_object_ref_sink (g_object_new (TEST_TYPE_PAGE, "session", session, NULL));
  g_assert_cmpuint (page->refreshes, ==, 0);
  g_signal_emit_by_name (session, "changed");
  g_assert_cmpuint (page->changed, ==, 1);
  g_assert_cmpuint (page->refreshes, ==, 0);

  window = GTK_WINDOW (gtk_window_new ());
  gtk_window_set_child (window, GTK_WIDGET (page));
  gtk_window_present (window);
  wg_test_iterate_until (gtk_widget_get_mapped (GTK_WIDGET (page)));
  g_assert_cmpuint (page->refreshes, ==, 1);
  g_signal_emit_by_name (session, "changed");
  g_assert_cmpuint (page->refreshes, ==, 2);

  gtk_widget_set_visible (GTK_WIDGET (page), FALSE);
  g_assert_false (gtk_widget_get_mapped (GTK_WIDGET (page)));
  g_signal_emit_by_name (session, "changed");
  g_assert_cmpuint (page->changed, ==, 3);
  g_assert_cmpuint (page->refreshes, ==, 2);
  gtk_widget_set_visible (GTK_WIDGET (page), TRUE);
  wg_test_iterate_until (gtk_widget_get_mapped (GTK_WIDGET (page)));
  g_assert_cmpuint (page->refreshes, ==, 3);

  gtk_window_destroy (window);
  g_object_unref (page);
  klass->refresh_when_mapped = FALSE;
  g_type_class_unref (klass);
}

int
main (int   argc,
      char *argv[])
{
  g_autofree char *home = wg_test_app_init (&argc, &argv);
  int              status;

  g_test_add_func ("/wg/app/sidebar-page/session", test_session);
  g_test_add_func ("/wg/app/sidebar-page/catalog", test_catalog);
  g_test_add_func ("/wg/app/sidebar-page/title", test_title);
  g_test_add_func ("/wg/app/sidebar-page/message-and-edits", test_message_and_edits);
  g_test_add_func ("/wg/app/sidebar-page/refresh-when-mapped", test_refresh_when_mapped);
  status = g_test_run ();
  wg_test_app_cleanup (home);
  return status;
}
