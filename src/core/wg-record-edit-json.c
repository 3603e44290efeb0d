/* wg-record-edit-json.c — the "edit" step: a change no command takes, as the fields it changed
 * Copyright 2026 The Warpgate Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "wg-game-json.h"
#include "wg-i18n.h"
#include "wg-invariants.h"
#include "wg-json-private.h"
#include "wg-record-edit.h"
#include "wg-record.h"

/* One change: the value at the pointer's segments is @value (a reference),
 * or goes when @value is NULL. */
typedef struct
{
  GStrv        segments;
  json_object *value;
} Op;

static void
op_free (Op *op)
{
  g_strfreev (op->segments);
  json_object_put (op->value);
  g_free (op);
}

static Op *
op_new (GPtrArray   *path,
        json_object *value)
{
  Op *op = g_new0 (Op, 1);

  op->segments = g_new0 (char *, path->len + 1);
  for (guint i = 0; i < path->len; i++)
    op->segments[i] = g_strdup (g_ptr_array_index (path, i));
  op->value = value != NULL ? json_object_get (value) : NULL;
  return op;
}

/* The diff */

static void diff (GPtrArray *ops, GPtrArray *path, json_object *a, json_object *b);

static void
diff_child (GPtrArray   *ops,
            GPtrArray   *path,
            char        *segment,
            json_object *a,
            json_object *b)
{
  g_ptr_array_add (path, segment);
  if (a == NULL)
    g_ptr_array_add (ops, op_new (path, b));
  else if (b == NULL)
    g_ptr_array_add (ops, op_new (path, NULL));
  else
    diff (ops, path, a, b);
  g_ptr_array_set_size (path, path->len - 1);
}

static void
diff_objects (GPtrArray   *ops,
              GPtrArray   *path,
              json_object *a,
              json_object *b)
{
  json_object_object_foreach (a, key, member)
  {
    json_object *other = NULL;

    json_object_object_get_ex (b, key, &other);
    diff_child (ops, path, g_strdup (key), member, other);
  }
  json_object_object_foreach (b, key_b, member_b)
  {
    if (!json_object_object_get_ex (a, key_b, NULL))
      diff_child (ops, path, g_strdup (key_b), NULL, member_b);
  }
}

static void
diff (GPtrArray   *ops,
      GPtrArray   *path,
      json_object *a,
      json_object *b)
{
  if (json_object_equal (a, b))
    return;
  if (json_object_is_type (a, json_type_object) && json_object_is_type (b, json_type_object))
    diff_objects (ops, path, a, b);
  else if (json_object_is_type (a, json_type_array) && json_object_is_type (b, json_type_array)
           && json_object_array_length (a) == json_object_array_length (b))
    for (gsize i = 0; i < json_object_array_length (a); i++)
      diff_child (ops, path, g_strdup_printf ("%" G_GSIZE_FORMAT, i),
                  json_object_array_get_idx (a, i), json_object_array_get_idx (b, i));
  else
    g_ptr_array_add (ops, op_new (path, b));
}

static guint
count_args (GPtrArray *ops)
{
  guint n = 0;

  for (guint i = 0; i < ops->len; i++)
    n += ((Op *) g_ptr_array_index (ops, i))->value != NULL ? 3 : 2;
  return n;
}

/* Whether @prefix (of @n segments) begins @segments. */
static gboolean
has_prefix (GStrv segments,
            GStrv prefix,
            guint n)
{
  if (g_strv_length (segments) < n)
    return FALSE;
  for (guint i = 0; i < n; i++)
    if (strcmp (segments[i], prefix[i]) != 0)
      return FALSE;
  return TRUE;
}

/* The value of @root at the first @n of @segments, which the diff found
 * there. */
static json_object *
value_at (json_object *root,
          GStrv        segments,
          guint        n)
{
  json_object *at = root;

  for (guint i = 0; i < n; i++)
    {
      if (json_object_is_type (at, json_type_array))
        at = json_object_array_get_idx (at, g_ascii_strtoull (segments[i], NULL, 10));
      else
        json_object_object_get_ex (at, segments[i], &at);
      g_assert (at != NULL);
    }
  return at;
}

/* The changes under the parent of the deepest one become one --set of
 * that parent (its value in @after), in the place of the first of them. */
static void
merge_deepest (GPtrArray   *ops,
               json_object *after)
{
  guint deepest = 0, depth = 0, first = G_MAXUINT;
  g_auto (GStrv) parent = NULL;
  Op *merged;

  for (guint i = 0; i < ops->len; i++)
    {
      guint n = g_strv_length (((Op *) g_ptr_array_index (ops, i))->segments);

      if (n > depth)
        deepest = i, depth = n;
    }
  g_assert (depth > 0);
  parent = g_strdupv (((Op *) g_ptr_array_index (ops, deepest))->segments);
  g_free (parent[depth - 1]);
  parent[depth - 1] = NULL;
  for (guint i = ops->len; i-- > 0;)
    if (has_prefix (((Op *) g_ptr_array_index (ops, i))->segments, parent, depth - 1))
      {
        g_ptr_array_remove_index (ops, i);
        first = i;
      }
  merged = g_new0 (Op, 1);
  merged->value = json_object_get (value_at (after, parent, depth - 1));
  merged->segments = g_steal_pointer (&parent);
  g_ptr_array_insert (ops, (gint) first, merged);
}

static char *
pointer_string (GStrv segments)
{
  GString *out = g_string_new (NULL);

  for (guint i = 0; segments[i] != NULL; i++)
    {
      g_string_append_c (out, '/');
      for (const char *p = segments[i]; *p != '\0'; p++)
        if (*p == '~')
          g_string_append (out, "~0");
        else if (*p == '/')
          g_string_append (out, "~1");
        else
          g_string_append_c (out, *p);
    }
  return g_string_free (out, FALSE);
}

static const char *
compact (json_object *value)
{
  return json_object_to_json_string_ext (value, JSON_C_TO_STRING_PLAIN
                                                  | JSON_C_TO_STRING_NOSLASHESCAPE);
}

GStrv
wg_record_edit_args (const WgGame *before,
                     const WgGame *after)
{
  g_autoptr (json_object) a = NULL;
  g_autoptr (json_object) b = NULL;
  g_autoptr (GPtrArray) ops = g_ptr_array_new_with_free_func ((GDestroyNotify) op_free);
  g_autoptr (GPtrArray) path = g_ptr_array_new_with_free_func (g_free);
  g_autoptr (GStrvBuilder) args = g_strv_builder_new ();

  g_return_val_if_fail (before != NULL && after != NULL, NULL);
  a = wg_game_to_json (before);
  b = wg_game_to_json (after);
  diff (ops, path, a, b);
  while (count_args (ops) > WG_RECORD_MAX_ARGS)
    merge_deepest (ops, b);
  for (guint i = 0; i < ops->len; i++)
    {
      Op              *op = g_ptr_array_index (ops, i);
      g_autofree char *pointer = pointer_string (op->segments);

      g_strv_builder_add (args, op->value != NULL ? "--set" : "--remove");
      g_strv_builder_add (args, pointer);
      if (op->value != NULL)
        g_strv_builder_add (args, compact (op->value));
    }
  return g_strv_builder_end (args);
}

/* Playing */

/* FALSE, with @error naming args[@index] (and its pointer, if any). */
static gboolean
set_arg_error (GError    **error,
               guint       index,
               const char *pointer,
               const char *message)
{
  if (pointer != NULL)
    g_set_error (error, WG_FILE_ERROR, WG_FILE_ERROR_INVALID, "args[%u]: %s: %s", index,
                 pointer, message);
  else
    g_set_error (error, WG_FILE_ERROR, WG_FILE_ERROR_INVALID, "args[%u]: %s", index, message);
  return FALSE;
}

/* The segments of an RFC 6901 pointer, or NULL when it is not one. */
static GStrv
parse_pointer (const char *pointer)
{
  g_autoptr (GStrvBuilder) builder = g_strv_builder_new ();
  g_autoptr (GString) segment = NULL;

  if (*pointer != '\0' && *pointer != '/')
    return NULL;
  for (const char *p = pointer; *p != '\0'; p++)
    {
      if (*p == '/')
        {
          if (segment != NULL)
            g_strv_builder_add (builder, segment->str);
          g_clear_pointer (&segment, g_autoptr_cleanup_gstring_free);
          segment = g_string_new (NULL);
        }
      else if (*p == '~' && (p[1] == '0' || p[1] == '1'))
        g_string_append_c (segment, *++p == '0' ? '~' : '/');
      else if (*p == '~')
        return NULL;
      else
        g_string_append_c (segment, *p);
    }
  if (segment != NULL)
    g_strv_builder_add (builder, segment->str);
  return g_strv_builder_end (builder);
}

/* An array index as RFC 6901 spells it: digits, no leading zero. */
static gboolean
parse_index (const char *text,
             gsize       length,
             gsize      *index)
{
  guint64 value = 0;

  if (*text == '\0' || (text[0] == '0' && text[1] != '\0'))
    return FALSE;
  if (!g_ascii_string_to_unsigned (text, 10, 0, G_MAXUINT32, &value, NULL) || value >= length)
    return FALSE;
  *index = (gsize) value;
  return TRUE;
}

/* The container the last of @segments is in, or NULL with *@why. */
static json_object *
find_parent (json_object *root,
             GStrv        segments,
             char       **why)
{
  json_object *at = root;
  guint        n = g_strv_length (segments);

  for (guint i = 0; i + 1 < n; i++)
    {
      json_object *next = NULL;
      gsize        index = 0;

      if (json_object_is_type (at, json_type_object))
        json_object_object_get_ex (at, segments[i], &next);
      else if (json_object_is_type (at, json_type_array)
               && parse_index (segments[i], json_object_array_length (at), &index))
        next = json_object_array_get_idx (at, index);
      if (next == NULL)
        {
          *why = g_strdup_printf (_ ("“%s” is not there"), segments[i]);
          return NULL;
        }
      at = next;
    }
  if (!json_object_is_type (at, json_type_object) && !json_object_is_type (at, json_type_array))
    {
      *why = g_strdup (_ ("what it points into is neither an object nor an array"));
      return NULL;
    }
  return at;
}

/* @value (taken) at @segments of *@root, or removed when NULL; FALSE with
 * *@why when the pointer does not name a place for it. */
static gboolean
apply_op (json_object **root,
          GStrv         segments,
          json_object  *value,
          char        **why)
{
  guint        n = g_strv_length (segments);
  json_object *parent;
  const char  *last;
  gsize        index = 0;

  if (n == 0 && value == NULL)
    {
      *why = g_strdup (_ ("the whole table cannot be removed"));
      return FALSE;
    }
  if (n == 0)
    {
      json_object_put (*root);
      *root = value;
      return TRUE;
    }
  parent = find_parent (*root, segments, why);
  last = segments[n - 1];
  if (parent == NULL)
    goto refused;
  if (json_object_is_type (parent, json_type_object))
    {
      if (value == NULL && !json_object_object_get_ex (parent, last, NULL))
        {
          *why = g_strdup_printf (_ ("“%s” is not there"), last);
          goto refused;
        }
      if (value != NULL)
        json_object_object_add (parent, last, value);
      else
        json_object_object_del (parent, last);
      return TRUE;
    }
  if (!parse_index (last, json_object_array_length (parent), &index))
    {
      *why = g_strdup_printf (_ ("the array has no element “%s” (it has %lu)"), last,
                              (unsigned long) json_object_array_length (parent));
      goto refused;
    }
  if (value != NULL)
    json_object_array_put_idx (parent, index, value);
  else
    json_object_array_del_idx (parent, index, 1);
  return TRUE;

refused:
  json_object_put (value);
  return FALSE;
}

/* One JSON value, read as strictly as a file: in an array of its own, so
 * that a number ends where the text ends. */
static gboolean
parse_value (const char   *text,
             json_object **value,
             char        **why)
{
  g_auto (WgSchema) s = { 0 };
  g_autofree char *wrapped = g_strconcat ("[", text, "]", NULL);
  g_autoptr (json_object) array = NULL;

  wg_schema_init (&s);
  array = wg_json_parse (&s, wrapped, strlen (wrapped));
  if (array == NULL)
    {
      *why = g_strdup (((const WgProblem *) g_ptr_array_index (s.problems, 0))->message);
      return FALSE;
    }
  if (json_object_array_length (array) != 1)
    {
      *why = g_strdup (_ ("one JSON value is expected here"));
      return FALSE;
    }
  *value = json_object_get (json_object_array_get_idx (array, 0));
  return TRUE;
}

/* One op of @args at *@i (moved past it) applied to *@root; FALSE with
 * @error naming the arg at fault. The index of its pointer goes to
 * @pointers. */
static gboolean
play_op (json_object      **root,
         const char *const *args,
         guint             *i,
         GArray            *pointers,
         GError           **error)
{
  gboolean set = strcmp (args[*i], "--set") == 0;
  guint    at = *i + 1;
  g_auto (GStrv) segments = NULL;
  g_autofree char *why = NULL;
  json_object     *value = NULL;

  if (!set && strcmp (args[*i], "--remove") != 0)
    return set_arg_error (error, *i, NULL, _ ("“--set” or “--remove” is expected here"));
  if (args[at] == NULL || (set && args[at + 1] == NULL))
    return set_arg_error (error, *i, NULL,
                          set ? _ ("“--set” takes a JSON pointer and a JSON value")
                              : _ ("“--remove” takes a JSON pointer"));
  segments = parse_pointer (args[at]);
  if (segments == NULL)
    return set_arg_error (error, at, args[at],
                          _ ("not a JSON pointer (“/” before each key, “~0” for “~”, “~1” for "
                             "“/”)"));
  if (segments[0] != NULL && strcmp (segments[0], "record") == 0)
    return set_arg_error (error, at, args[at], _ ("the record is not part of the table"));
  if (set && !parse_value (args[at + 1], &value, &why))
    return set_arg_error (error, at + 1, NULL, why);
  if (!apply_op (root, segments, value, &why))
    return set_arg_error (error, at, args[at], why);
  g_array_append_val (pointers, at);
  *i = at + (set ? 2 : 1);
  return TRUE;
}

/* "players[7].name" as the pointer "/players/7/name". */
static char *
path_to_pointer (const char *path)
{
  GString *out = g_string_new (NULL);

  for (const char *p = path; *p != '\0'; p++)
    if (*p == '.' || *p == '[')
      g_string_append_c (out, '/');
    else if (*p != ']')
      g_string_append_c (out, *p);
  if (out->len > 0 && out->str[0] != '/')
    g_string_prepend_c (out, '/');
  return g_string_free (out, FALSE);
}

static gboolean
pointer_within (const char *inner,
                const char *outer)
{
  gsize n = strlen (outer);

  return strncmp (inner, outer, n) == 0 && (inner[n] == '\0' || inner[n] == '/');
}

/* The table's problem at @path, named by the last arg whose pointer holds
 * it or lies within it, else by the first. */
static void
set_table_error (GError           **error,
                 const char *const *args,
                 GArray            *pointers,
                 const char        *path,
                 const char        *message)
{
  g_autofree char *problem = path_to_pointer (path);
  guint            at;

  if (pointers->len == 0)
    {
      g_set_error (error, WG_FILE_ERROR, WG_FILE_ERROR_INVALID, "%s%s%s", path,
                   *path != '\0' ? ": " : "", message);
      return;
    }
  at = g_array_index (pointers, guint, 0);

  for (guint k = 0; k < pointers->len; k++)
    {
      guint i = g_array_index (pointers, guint, k);

      if (pointer_within (problem, args[i]) || pointer_within (args[i], problem))
        at = i;
    }
  if (*path != '\0')
    g_set_error (error, WG_FILE_ERROR, WG_FILE_ERROR_INVALID, "args[%u]: %s: %s: %s", at,
                 args[at], path, message);
  else
    g_set_error (error, WG_FILE_ERROR, WG_FILE_ERROR_INVALID, "args[%u]: %s: %s", at, args[at],
                 message);
}

/* @root read back as the game file is read: NULL with @error naming the
 * arg whose change the format, or the table's checks, refuse. */
static WgGame *
read_back (json_object       *root,
           const char *const *args,
           GArray            *pointers,
           GError           **error)
{
  g_auto (WgSchema) s = { 0 };
  g_autoptr (json_object) reread = NULL;
  g_autoptr (WgGame) game = NULL;
  g_autoptr (GError) check = NULL;
  const char *data = compact (root);

  wg_schema_init (&s);
  reread = wg_json_parse (&s, data, strlen (data));
  if (reread != NULL && json_object_is_type (reread, json_type_object)
      && json_object_object_get_ex (reread, "record", NULL))
    wg_schema_error_at (&s, "record", _ ("the record is not part of the table"));
  if (reread != NULL && wg_schema_ok (&s))
    game = wg_game_from_json (&s, reread);
  if (game == NULL && wg_schema_ok (&s))
    wg_schema_error (&s, _ ("a game file is a JSON object"));
  if (!wg_schema_ok (&s))
    {
      const WgProblem *problem = g_ptr_array_index (s.problems, 0);

      set_table_error (error, args, pointers, problem->path, problem->message);
      return NULL;
    }
  if (!wg_game_check (game, &check))
    {
      set_table_error (error, args, pointers, "", check->message);
      return NULL;
    }
  return g_steal_pointer (&game);
}

WgGame *
wg_record_edit_play (const WgGame      *game,
                     const char *const *args,
                     GError           **error)
{
  g_autoptr (json_object) root = NULL;
  g_autoptr (GArray) pointers = g_array_new (FALSE, FALSE, sizeof (guint));
  guint i = 0;

  g_return_val_if_fail (game != NULL, NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);
  root = wg_game_to_json (game);
  while (args != NULL && args[i] != NULL)
    if (!play_op (&root, args, &i, pointers, error))
      return NULL;
  return read_back (root, args, pointers, error);
}
