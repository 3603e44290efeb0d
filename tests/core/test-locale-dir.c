/* test-locale-dir.c — where the programs find their translations
 * Copyright 2026 The Warpgate Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "wg-locale-dir.h"

/* A build configured with --prefix=/usr/local (bindir "bin", localedir
 * "share/locale"), built in /src/build. */
static char *
locale_dir_from (const char *exe_dir)
{
  return wg_locale_dir (exe_dir, "/src/build/src/cli", "/src/build/po", "bin",
                        "share/locale", "/usr/local/share/locale");
}

/* Run from the build tree: the .mo files compiled there. */
static void
test_build_tree (void)
{
  g_autofree char *dir = locale_dir_from ("/src/build/src/cli");

  g_assert_cmpstr (dir, ==, "/src/build/po");
}

/* Installed at the prefix: /usr/local/bin minus "bin" plus
 * "share/locale" is the configured folder itself. */
static void
test_installed (void)
{
  g_autofree char *dir = locale_dir_from ("/usr/local/bin");

  g_assert_cmpstr (dir, ==, "/usr/local/share/locale");
}

/* Staged under a DESTDIR (meson install --destdir /tmp/stage): the
 * staged copy's own folder, /tmp/stage/usr/local + share/locale. */
static void
test_staged (void)
{
  g_autofree char *dir = locale_dir_from ("/tmp/stage/usr/local/bin");

  g_assert_cmpstr (dir, ==, "/tmp/stage/usr/local/share/locale");
}

/* A prefix of / (bindir /bin): "/" + share/locale. */
static void
test_root_prefix (void)
{
  g_autofree char *dir = locale_dir_from ("/bin");

  g_assert_cmpstr (dir, ==, "/share/locale");
}

/* A program copied out of any prefix, or whose folder is unknown: the
 * configured folder. A folder that only ends in "bin" (/opt/robin) is
 * no prefix's bindir. */
static void
test_elsewhere (void)
{
  g_autofree char *copied = locale_dir_from ("/home/ann/tools");
  g_autofree char *robin = locale_dir_from ("/opt/robin");
  g_autofree char *unknown = locale_dir_from (NULL);

  g_assert_cmpstr (copied, ==, "/usr/local/share/locale");
  g_assert_cmpstr (robin, ==, "/usr/local/share/locale");
  g_assert_cmpstr (unknown, ==, "/usr/local/share/locale");
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/wg/locale-dir/build-tree", test_build_tree);
  g_test_add_func ("/wg/locale-dir/installed", test_installed);
  g_test_add_func ("/wg/locale-dir/staged", test_staged);
  g_test_add_func ("/wg/locale-dir/root-prefix", test_root_prefix);
  g_test_add_func ("/wg/locale-dir/elsewhere", test_elsewhere);
  return g_test_run ();
}
