/* test-app-widgets.c — the small widgets the windows share: plain-text toasts
 * Copyright 2026 The Warpgate Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

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

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/wg/app/widgets/toast-plain-text", test_toast_plain_text);
  return g_test_run ();
}
