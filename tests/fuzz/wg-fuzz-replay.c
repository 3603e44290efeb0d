/* wg-fuzz-replay.c — a fuzz target's main without libFuzzer: corpus replay and AFL++
 * Copyright 2026 The Warpgate Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 *   fuzz-TARGET FILE|DIR…   each file (a folder: each file in it) is one test
 *                           of a TAP run, /wg/fuzz/TARGET/NAME — the
 *                           'fuzz-replay' suite runs the corpus this way, and
 *                           AFL++ runs `fuzz-TARGET @@`
 *   fuzz-TARGET < FILE      one input from standard input (AFL++ without @@)
 *
 * GLib's test set-up makes warnings and criticals fatal, so a
 * g_return_if_fail reached from a file is a crash here too.
 */
#include <glib.h>
#include <unistd.h>

#include "wg-fuzz.h"

#ifndef WG_FUZZ_TARGET
#error "WG_FUZZ_TARGET names the target"
#endif

static void
replay_file (gconstpointer data)
{
  const char *path = data;
  g_autoptr (GError) error = NULL;
  g_autofree char *contents = NULL;
  gsize            length = 0;

  g_file_get_contents (path, &contents, &length, &error);
  g_assert_no_error (error);
  /* A copy of exactly @length bytes, as libFuzzer passes them: ASan sees a
   * read past the end. */
  {
    g_autofree guint8 *exact = g_memdup2 (contents, length);

    LLVMFuzzerTestOneInput (exact, length);
  }
}

static void
add_file (const char *path)
{
  g_autofree char *base = g_path_get_basename (path);
  g_autofree char *test = g_strdup_printf ("/wg/fuzz/%s/%s", WG_FUZZ_TARGET, base);

  g_test_add_data_func_full (test, g_strdup (path), replay_file, g_free);
}

static gint
compare_names (gconstpointer a,
               gconstpointer b)
{
  return strcmp (*(const char *const *) a, *(const char *const *) b);
}

static void
add_path (const char *path)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (GDir) dir = NULL;
  g_autoptr (GPtrArray) names = NULL;
  const char *name;

  if (!g_file_test (path, G_FILE_TEST_IS_DIR))
    {
      add_file (path);
      return;
    }
  dir = g_dir_open (path, 0, &error);
  g_assert_no_error (error);
  names = g_ptr_array_new_with_free_func (g_free);
  while ((name = g_dir_read_name (dir)) != NULL)
    g_ptr_array_add (names, g_strdup (name));
  g_ptr_array_sort (names, compare_names);
  for (guint i = 0; i < names->len; i++)
    {
      g_autofree char *file = g_build_filename (path, g_ptr_array_index (names, i), NULL);

      if (g_file_test (file, G_FILE_TEST_IS_REGULAR))
        add_file (file);
    }
}

static int
run_stdin (void)
{
  g_autoptr (GByteArray) input = g_byte_array_new ();
  guint8 buffer[65536];
  gssize n;

  while ((n = read (STDIN_FILENO, buffer, sizeof buffer)) > 0)
    g_byte_array_append (input, buffer, (guint) n);
  g_assert_cmpint (n, ==, 0);
  LLVMFuzzerTestOneInput (input->data, input->len);
  return 0;
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  if (argc < 2)
    return run_stdin ();
  for (int i = 1; i < argc; i++)
    add_path (argv[i]);
  return g_test_run ();
}
