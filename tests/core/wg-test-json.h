/* wg-test-json.h — the refusal tests of the file formats: changing a document at a JSON path
 * Copyright 2026 The Warpgate Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * test-game-json.c, test-catalog.c and test-tile-json.c each take a good
 * file of tests/data, change one value at a JSON path and check that the
 * loader refuses it, naming that path.
 */
#pragma once

#include <stdlib.h>
#include <string.h>
#include <glib.h>
#include <json-c/json.h>

#include "wg-file-error.h"

/* The tree of tests/data/NAME, which must parse. */
static inline json_object *
wg_test_json_load (const char *name)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "data", name, NULL);
  json_object     *root = json_object_from_file (path);

  g_assert_nonnull (root);
  return root;
}

/* Walks @path ("a.b[2].c") in @root and sets its last step to @value (JSON
 * text: "null" sets null), removes it (@value NULL), or appends to the
 * array (a last step "[+]"). */
static inline void
wg_test_json_change (json_object *root,
                     const char  *path,
                     const char  *value)
{
  g_auto (GStrv) keys = g_strsplit_set (path, ".[", -1);
  json_object *node = root;
  json_object *new_value = value ? json_tokener_parse (value) : NULL;
  guint        n = g_strv_length (keys);

  g_assert_true (value == NULL || new_value != NULL || g_str_equal (value, "null"));
  for (guint i = 0; i < n; i++)
    {
      const char *k = keys[i];
      gboolean    last = i + 1 == n;

      if (k[0] == '\0')
        continue;
      if (g_str_has_suffix (k, "]"))
        {
          if (g_str_equal (k, "+]"))
            {
              g_assert_true (last);
              json_object_array_add (node, new_value);
              return;
            }
          if (last)
            {
              json_object_array_put_idx (node, (gsize) atoi (k), new_value);
              return;
            }
          node = json_object_array_get_idx (node, (gsize) atoi (k));
        }
      else if (last)
        {
          if (value == NULL)
            json_object_object_del (node, k);
          else
            json_object_object_add (node, k, new_value);
          return;
        }
      else
        g_assert_true (json_object_object_get_ex (node, k, &node));
      g_assert_nonnull (node);
    }
}

/* Whether @problems (WgProblem) hold one at @path whose message contains
 * @message. */
static inline gboolean
wg_test_has_problem (GPtrArray  *problems,
                     const char *path,
                     const char *message)
{
  for (guint i = 0; i < problems->len; i++)
    {
      WgProblem *p = g_ptr_array_index (problems, i);

      if (g_str_equal (p->path, path) && strstr (p->message, message) != NULL)
        return TRUE;
    }
  return FALSE;
}

/* Logs every problem (g_test_message), for a failure's log. */
static inline void
wg_test_dump_problems (GPtrArray *problems)
{
  for (guint i = 0; i < problems->len; i++)
    {
      g_autofree char *text = wg_problem_to_string (g_ptr_array_index (problems, i));

      g_test_message ("problem: %s", text);
    }
}

/* One refusal of a format's table: the fixture with the value at @path
 * replaced by the JSON text @value (removed when NULL; "[+]" appends to an
 * array), and the problem it must cause. */
typedef struct
{
  const char *name;
  const char *path;
  const char *value;
  const char *expect_path;
  const char *expect_message;
} WgTestRefusal;

/* A format's validate and load calls, as test-game-json.c, test-catalog.c
 * and test-tile-json.c make them. */
typedef GPtrArray *(*WgTestValidateFunc) (const char *data, gsize length);
typedef gpointer (*WgTestLoadFunc) (const char *data, gsize length, GError **error);

/* tests/data/@fixture changed as @r says is refused as a whole (@load
 * returns NULL), the GError is the first problem ("path: message"), and
 * @validate lists the expected problem. */
static inline void
wg_test_json_assert_refusal (const char          *fixture,
                             const WgTestRefusal *r,
                             WgTestValidateFunc   validate,
                             WgTestLoadFunc       load)
{
  g_autoptr (GPtrArray) problems = NULL;
  g_autoptr (GError) error = NULL;
  g_autofree char *first = NULL;
  json_object     *root = wg_test_json_load (fixture);
  const char      *text;

  wg_test_json_change (root, r->path, r->value);
  text = json_object_to_json_string (root);
  problems = validate (text, strlen (text));
  wg_test_dump_problems (problems);
  g_assert_true (wg_test_has_problem (problems, r->expect_path, r->expect_message));

  g_assert_null (load (text, strlen (text), &error));
  g_assert_error (error, WG_FILE_ERROR,
                  (gint) ((WgProblem *) g_ptr_array_index (problems, 0))->code);
  first = wg_problem_to_string (g_ptr_array_index (problems, 0));
  g_assert_cmpstr (error->message, ==, first);
  json_object_put (root);
}
