/* test-app-share-window.c — Share to the Table in the window: menu, dialog, QR code, status
 * Copyright 2026 The Warpgate Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "wg-share-dialog.h"
#include "wg-qr.h"
#include "wg-share-status.h"
#include "wg-test-app.h"

static WgShareDialog *
find_dialog (void)
{
  GListModel *toplevels = gtk_window_get_toplevels ();

  for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
    {
      g_autoptr (GObject) window = g_list_model_get_item (toplevels, i);

      if (WG_IS_SHARE_DIALOG (window) && gtk_widget_get_visible (GTK_WIDGET (window)))
        return WG_SHARE_DIALOG (window);
    }
  return NULL;
}

/* A window on tests/data/app-ruler.json, which alone holds its session. */
static WgWindow *
window_on_ruler (void)
{
  g_autoptr (WgSession) session = wg_test_load_session ("app-ruler.json");

  return wg_test_window_on (session);
}

/* An event stream opened by hand on @url: a page watching. */
static GSocket *
watch (const char *url)
{
  g_autoptr (GUri) uri = g_uri_parse (url, G_URI_FLAGS_NONE, NULL);
  g_autoptr (GInetAddress) host = g_inet_address_new_from_string (g_uri_get_host (uri));
  g_autoptr (GSocketAddress) target = g_inet_socket_address_new (host, g_uri_get_port (uri));
  g_autoptr (GError) error = NULL;
  /* The Host is the server's address and port, as a browser sends it. */
  g_autofree char *request = g_strdup_printf ("GET %sevents HTTP/1.1\r\nHost: %s:%d\r\n\r\n",
                                              g_uri_get_path (uri), g_uri_get_host (uri),
                                              g_uri_get_port (uri));
  GSocket         *socket = g_socket_new (g_inet_address_get_family (host), G_SOCKET_TYPE_STREAM,
                                          G_SOCKET_PROTOCOL_TCP, &error);

  g_assert_no_error (error);
  g_assert_true (g_socket_connect (socket, target, NULL, &error));
  g_assert_cmpint (g_socket_send (socket, request, strlen (request), NULL, &error), ==,
                   (gssize) strlen (request));
  return socket;
}

/* Off by default; the menu's action opens the dialog; its switch starts
 * sharing (address and QR code shown, the header bar's status says so and
 * counts the devices watching) and stops it. */
static void
test_dialog (void)
{
  WgWindow      *window = window_on_ruler ();
  WgShareServer *server = wg_window_get_share_server (window);
  WgShareStatus *status =
    WG_SHARE_STATUS (wg_test_find_type (GTK_WIDGET (window), WG_TYPE_SHARE_STATUS));
  WgShareDialog *dialog;
  GdkPaintable  *qr;
  g_autoptr (GSocket) viewer = NULL;

  g_assert_nonnull (status);
  g_assert_false (wg_share_server_get_running (server));
  g_assert_false (gtk_widget_get_visible (GTK_WIDGET (status)));

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.share-table", NULL));
  wg_test_iterate_until ((dialog = find_dialog ()) != NULL);
  g_assert_false (gtk_switch_get_active (wg_share_dialog_get_switch (dialog)));
  g_assert_cmpstr (wg_share_dialog_get_address (dialog), ==, "");
  g_assert_null (wg_share_dialog_get_qr (dialog));

  gtk_switch_set_active (wg_share_dialog_get_switch (dialog), TRUE);
  g_assert_true (wg_share_server_get_running (server));
  g_assert_true (g_str_has_prefix (wg_share_dialog_get_address (dialog), "http://"));
  g_assert_cmpstr (wg_share_dialog_get_address (dialog), ==, wg_share_server_get_url (server));
  qr = wg_share_dialog_get_qr (dialog);
  g_assert_nonnull (qr);
  g_assert_cmpint (gdk_paintable_get_intrinsic_width (qr), >=, (21 + 8) * 7);
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (status)));
  g_assert_cmpstr (wg_share_status_get_text (status), ==, "Shared · 0");
  g_assert_cmpstr (wg_share_dialog_get_viewers (dialog), ==, "Nobody is watching");

  viewer = watch (wg_share_server_get_url (server));
  wg_test_iterate_until (wg_share_server_get_n_viewers (server) == 1);
  g_assert_cmpstr (wg_share_status_get_text (status), ==, "Shared · 1");
  g_assert_cmpstr (wg_share_dialog_get_viewers (dialog), ==, "1 device is watching");

  gtk_switch_set_active (wg_share_dialog_get_switch (dialog), FALSE);
  g_assert_false (wg_share_server_get_running (server));
  g_assert_false (gtk_widget_get_visible (GTK_WIDGET (status)));
  g_assert_cmpstr (wg_share_dialog_get_address (dialog), ==, "");

  gtk_window_destroy (GTK_WINDOW (dialog));
  wg_test_destroy_window (window);
}

/* The accessible name of @widget is @name. */
static void
assert_named (GtkWidget  *widget,
              const char *name)
{
  g_autofree char *error =
    gtk_test_accessible_check_property (GTK_ACCESSIBLE (widget), GTK_ACCESSIBLE_PROPERTY_LABEL, name);

  g_assert_null (error);
}

/* Sharing on: blue's and red's addresses listed beside the watch one,
 * each with its QR code and named buttons. Revoke blue's: the dialog says
 * so, red's stays; New Address gives blue a new one. */
static void
test_dialog_seats (void)
{
  WgWindow        *window = window_on_ruler ();
  WgShareServer   *server = wg_window_get_share_server (window);
  WgShareDialog   *dialog;
  g_autofree char *old = NULL;
  GdkPaintable    *qr;
  int              min_width = 0;
  GtkButton       *revoke;

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.share-table", NULL));
  wg_test_iterate_until ((dialog = find_dialog ()) != NULL);
  g_assert_null (wg_share_dialog_get_seat_address (dialog, 0));
  gtk_switch_set_active (wg_share_dialog_get_switch (dialog), TRUE);
  for (int i = 0; i < 2; i++)
    {
      g_assert_cmpstr (wg_share_dialog_get_seat_address (dialog, i), ==,
                       wg_share_server_get_seat_url (server, i));
      g_assert_cmpstr (wg_share_dialog_get_seat_address (dialog, i), !=,
                       wg_share_server_get_url (server));
      qr = wg_share_dialog_get_seat_qr (dialog, i);
      g_assert_nonnull (qr);
      g_assert_cmpint (gdk_paintable_get_intrinsic_width (qr), >=, (21 + 8) * 5);
    }
  g_assert_null (wg_share_dialog_get_seat_address (dialog, 2));
  /* It fits a phone's 360 px, the players' codes and buttons included. */
  gtk_widget_measure (GTK_WIDGET (dialog), GTK_ORIENTATION_HORIZONTAL, -1, &min_width, NULL, NULL,
                      NULL);
  g_assert_cmpint (min_width, <=, 360);
  assert_named (GTK_WIDGET (wg_share_dialog_get_seat_button (dialog, 0, FALSE)),
                "Copy the address of blue");
  assert_named (GTK_WIDGET (wg_share_dialog_get_seat_button (dialog, 1, TRUE)),
                "Revoke the address of red");

  old = g_strdup (wg_share_server_get_seat_url (server, 0));
  revoke = wg_share_dialog_get_seat_button (dialog, 0, TRUE);
  g_signal_emit_by_name (revoke, "clicked");
  /* The same button, which keeps the focus, now offers a new address. */
  g_assert_true (wg_share_dialog_get_seat_button (dialog, 0, TRUE) == revoke);
  g_assert_null (wg_share_server_get_seat_url (server, 0));
  g_assert_nonnull (wg_share_server_get_seat_url (server, 1));
  g_assert_cmpstr (wg_share_dialog_get_seat_address (dialog, 0), ==,
                   "Revoked: this address opens nothing any more.");
  g_assert_null (wg_share_dialog_get_seat_qr (dialog, 0));
  g_assert_cmpstr (gtk_button_get_label (wg_share_dialog_get_seat_button (dialog, 0, TRUE)), ==,
                   "_New Address");
  assert_named (GTK_WIDGET (wg_share_dialog_get_seat_button (dialog, 0, TRUE)),
                "New address for blue");
  g_signal_emit_by_name (wg_share_dialog_get_seat_button (dialog, 0, TRUE), "clicked");
  g_assert_nonnull (wg_share_server_get_seat_url (server, 0));
  g_assert_cmpstr (wg_share_server_get_seat_url (server, 0), !=, old);
  g_assert_cmpstr (wg_share_dialog_get_seat_address (dialog, 0), ==,
                   wg_share_server_get_seat_url (server, 0));

  gtk_switch_set_active (wg_share_dialog_get_switch (dialog), FALSE);
  g_assert_null (wg_share_dialog_get_seat_address (dialog, 0));
  gtk_window_destroy (GTK_WINDOW (dialog));
  wg_test_destroy_window (window);
}

/* Closing the window stops sharing: its port takes no more connections. */
static void
test_window_closes (void)
{
  WgWindow *window = window_on_ruler ();
  g_autoptr (GError) error = NULL;
  g_autoptr (GInetAddress) loopback = g_inet_address_new_loopback (G_SOCKET_FAMILY_IPV4);
  g_autoptr (GSocketAddress) target = NULL;
  g_autoptr (GSocket) socket = NULL;

  g_assert_true (wg_share_server_start (wg_window_get_share_server (window), "127.0.0.1", 0,
                                        &error));
  target = g_inet_socket_address_new (
    loopback, (guint16) wg_share_server_get_port (wg_window_get_share_server (window)));
  wg_test_destroy_window (window);
  socket = g_socket_new (G_SOCKET_FAMILY_IPV4, G_SOCKET_TYPE_STREAM, G_SOCKET_PROTOCOL_TCP, NULL);
  g_assert_false (g_socket_connect (socket, target, NULL, &error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_CONNECTION_REFUSED);
}

/* The QR code: the symbol's side is 17 + 4 × version modules; the quiet
 * zone (4 modules) is white; each corner but the lower right holds a
 * finder pattern: a dark 7 × 7 ring, a light ring, a dark 3 × 3 heart
 * (ISO/IEC 18004). */
static void
test_qr (void)
{
  int width = 0, scale = 3, side;
  g_autoptr (GdkTexture) texture =
    wg_qr_texture ("http://192.168.1.20:40123/0123456789abcdef0123456789abcdef/", scale,
                   &width);
  g_autofree guint8 *data = NULL;

#define DARK(mx, my) \
  (data[((gsize) (((my) + 4) * scale + 1) * side + ((mx) + 4) * scale + 1) * 4] < 128)

  g_assert_nonnull (texture);
  g_assert_cmpint ((width - 17) % 4, ==, 0);
  g_assert_cmpint (width, >=, 21);
  side = gdk_texture_get_width (texture);
  g_assert_cmpint (side, ==, (width + 8) * scale);
  data = g_malloc ((gsize) side * side * 4);
  gdk_texture_download (texture, data, (gsize) side * 4);
  g_assert_cmpint (data[0], ==, 255);
  for (int c = 0; c < 3; c++)
    {
      int x = c == 1 ? width - 7 : 0, y = c == 2 ? width - 7 : 0;

      g_assert_true (DARK (x, y));
      g_assert_true (DARK (x + 6, y + 6));
      g_assert_false (DARK (x + 1, y + 1));
      g_assert_false (DARK (x + 5, y + 5));
      g_assert_true (DARK (x + 3, y + 3));
      g_assert_true (DARK (x + 2, y + 4));
    }
#undef DARK
}

int
main (int   argc,
      char *argv[])
{
  g_autofree char *home = NULL;
  int              status;

  /* GTK's test accessibility backend keeps what the widgets tell it, for
   * gtk_test_accessible_check_property (). */
  g_setenv ("GTK_A11Y", "test", TRUE);
  home = wg_test_app_init (&argc, &argv);

  g_test_add_func ("/wg/share/window/dialog", test_dialog);
  g_test_add_func ("/wg/share/window/dialog-seats", test_dialog_seats);
  g_test_add_func ("/wg/share/window/closes", test_window_closes);
  g_test_add_func ("/wg/share/window/qr", test_qr);
  status = g_test_run ();
  wg_test_app_cleanup (home);
  return status;
}
