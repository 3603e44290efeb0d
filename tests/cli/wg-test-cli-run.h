/* wg-test-cli-run.h — running warpgate-cli from a test, and reading its JSON answer
 * Copyright 2026 The Warpgate Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Shared by every CLI test (test-cli.c, test-cli-play.c, test-cli-explore.c,
 * test-cli-ja.c). A test that writes files makes its own folder (tmp_dir)
 * in main(). WG_CLI names the binary; fixtures are tests/data/ files.
 */
#pragma once

#include <string.h>
#include <json-c/json.h>
#include <gio/gio.h>
#include <glib/gstdio.h>

typedef struct
{
  int   status;
  char *out;
  char *err;
} Run;

static inline void
run_clear (Run *run)
{
  g_free (run->out);
  g_free (run->err);
}

G_DEFINE_AUTO_CLEANUP_CLEAR_FUNC (Run, run_clear)

static char       *tmp_dir = NULL; /* set by the test's main() */

/* $XDG_DATA_HOME for the runs: by default a folder that does not exist, so
 * that no user card catalog changes the answers; a test may point it at
 * one it made. */
static const char *cli_data_home = NULL;

static inline char *
fixture (const char *name)
{
  return g_test_build_filename (G_TEST_DIST, "..", "data", name, NULL);
}

/* A file in the test's own folder. */
static inline char *
tmp_file (const char *name)
{
  return g_build_filename (tmp_dir, name, NULL);
}

/* The test's folder removed with the files in it (main(), at the end). */
static inline void
remove_tmp_dir (void)
{
  g_autoptr (GDir) dir = g_dir_open (tmp_dir, 0, NULL);
  const char *name;

  while (dir != NULL && (name = g_dir_read_name (dir)) != NULL)
    {
      g_autofree char *path = g_build_filename (tmp_dir, name, NULL);

      g_unlink (path);
    }
  g_rmdir (tmp_dir);
}

/* A fixture with one piece of text replaced, written to the test's folder. */
static inline char *
variant (const char *name,
         const char *from,
         const char *to)
{
  g_autofree char *path = fixture (name), *data = NULL;
  g_auto (GStrv) parts = NULL;
  g_autofree char *joined = NULL;
  static guint     n = 0;
  g_autofree char *base = g_strdup_printf ("variant-%u.json", n++);
  char            *out = tmp_file (base);

  g_assert_true (g_file_get_contents (path, &data, NULL, NULL));
  g_assert_nonnull (strstr (data, from));
  parts = g_strsplit (data, from, 2);
  joined = g_strjoinv (to, parts);
  g_assert_true (g_file_set_contents (out, joined, -1, NULL));
  return out;
}

/* Runs the command line @argv (NULL-ended) in the folder @cwd (NULL: the
 * test's own), with @input on standard input (NULL: an empty one) and the
 * variables of @env (NULL, or name, value, …, NULL) set; no user card
 * catalog but the one a test points cli_data_home at. */
static inline void
spawn_cli (Run               *run,
           const char *const *argv,
           const char        *cwd,
           const char        *input,
           const char *const *env)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (GSubprocess) proc = NULL;
  g_autoptr (GSubprocessLauncher) launcher = NULL;
  g_autofree char *none = g_test_build_filename (G_TEST_BUILT, "no-user-data", NULL);

  launcher = g_subprocess_launcher_new (G_SUBPROCESS_FLAGS_STDIN_PIPE
                                        | G_SUBPROCESS_FLAGS_STDOUT_PIPE
                                        | G_SUBPROCESS_FLAGS_STDERR_PIPE);
  if (cwd != NULL)
    g_subprocess_launcher_set_cwd (launcher, cwd);
  for (guint i = 0; env != NULL && env[i] != NULL; i += 2)
    g_subprocess_launcher_setenv (launcher, env[i], env[i + 1], TRUE);
  g_subprocess_launcher_setenv (launcher, "XDG_DATA_HOME",
                                cli_data_home != NULL ? cli_data_home : none, TRUE);
  proc = g_subprocess_launcher_spawnv (launcher, argv, &error);
  g_assert_no_error (error);
  g_subprocess_communicate_utf8 (proc, input, NULL, &run->out, &run->err, &error);
  g_assert_no_error (error);
  g_assert_true (g_subprocess_get_if_exited (proc));
  run->status = g_subprocess_get_exit_status (proc);
}

/* Runs warpgate-cli with @args (NULL-ended; "@name" is a fixture path),
 * with @input on standard input (NULL: an empty one) and the variables of @env
 * (NULL, or name, value, …, NULL) set. */
static inline void
run_cli_va (Run               *run,
            const char        *input,
            const char *const *env,
            va_list            args)
{
  g_autoptr (GPtrArray) argv = g_ptr_array_new_with_free_func (g_free);
  const char *cli = g_getenv ("WG_CLI");

  g_assert_nonnull (cli);
  g_ptr_array_add (argv, g_strdup (cli));
  for (const char *a = va_arg (args, const char *); a != NULL; a = va_arg (args, const char *))
    g_ptr_array_add (argv, a[0] == '@' ? fixture (a + 1) : g_strdup (a));
  g_ptr_array_add (argv, NULL);
  spawn_cli (run, (const char *const *) argv->pdata, NULL, input, env);
}

/* Runs warpgate-cli with @args (NULL-ended; "@name" is a fixture path). */
static inline void
run_cli (Run *run,
         ...)
{
  va_list args;

  va_start (args, run);
  run_cli_va (run, NULL, NULL, args);
  va_end (args);
}

/* As run_cli, with @input on standard input. */
static inline void
run_cli_input (Run        *run,
               const char *input,
               ...)
{
  va_list args;

  va_start (args, input);
  run_cli_va (run, input, NULL, args);
  va_end (args);
}

/* The JSON answer's value at a dotted path ("game.turn.active",
 * "steps.0"), as JSON text ("\"blue\"", "true", "null"). */
static inline char *
json_at (const char *text,
         const char *path)
{
  json_object *root = json_tokener_parse (text), *o = root;
  g_auto (GStrv) keys = g_strsplit (path, ".", -1);
  char *result;

  g_assert_nonnull (root);
  for (guint i = 0; keys[i] != NULL && o != NULL; i++)
    {
      if (json_object_is_type (o, json_type_array))
        o = json_object_array_get_idx (o, (gsize) g_ascii_strtoull (keys[i], NULL, 10));
      else if (!json_object_object_get_ex (o, keys[i], &o))
        {
          json_object_put (root);
          return g_strdup ("<absent>");
        }
    }
  result = g_strdup (o == NULL ? "null" : json_object_to_json_string_ext (o, JSON_C_TO_STRING_PLAIN));
  json_object_put (root);
  return result;
}

#define assert_json_at(text, path, want)              \
  G_STMT_START                                        \
  {                                                   \
    g_autofree char *got_ = json_at ((text), (path)); \
    g_assert_cmpstr (got_, ==, (want));               \
  }                                                   \
  G_STMT_END

/* The ships a player has at a location in the answer's "game": the count
 * of the entry of pieces.ships, or 0. */
static inline int
ships_in (const char *text,
          const char *at,
          const char *color)
{
  json_object *root = json_tokener_parse (text), *ships = NULL, *game = NULL, *pieces = NULL;
  int          count = 0;

  g_assert_nonnull (root);
  if (!json_object_object_get_ex (root, "game", &game))
    game = root;
  g_assert_true (json_object_object_get_ex (game, "pieces", &pieces));
  if (json_object_object_get_ex (pieces, "ships", &ships))
    for (gsize i = 0; i < json_object_array_length (ships); i++)
      {
        json_object *e = json_object_array_get_idx (ships, i), *v;

        json_object_object_get_ex (e, "at", &v);
        if (strcmp (json_object_get_string (v), at) != 0)
          continue;
        json_object_object_get_ex (e, "color", &v);
        if (strcmp (json_object_get_string (v), color) != 0)
          continue;
        json_object_object_get_ex (e, "count", &v);
        count = json_object_get_int (v);
      }
  json_object_put (root);
  return count;
}
