/* wg-schema-json.c — reading JSON documents with every problem named by its path
 * Copyright 2026 The Warpgate Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "wg-i18n.h"
#include "wg-json-private.h"

/* clang-format off */
G_DEFINE_QUARK (wg-file-error-quark, wg_file_error)
/* clang-format on */

void
wg_problem_free (WgProblem *problem)
{
  if (problem == NULL)
    return;
  g_free (problem->path);
  g_free (problem->message);
  g_free (problem);
}

void
wg_schema_init (WgSchema *schema)
{
  schema->path = g_string_new (NULL);
  schema->problems = g_ptr_array_new_with_free_func ((GDestroyNotify) wg_problem_free);
}

void
wg_schema_clear (WgSchema *schema)
{
  if (schema->path != NULL)
    g_string_free (schema->path, TRUE);
  schema->path = NULL;
  g_clear_pointer (&schema->problems, g_ptr_array_unref);
}

gboolean
wg_schema_ok (const WgSchema *schema)
{
  return schema->problems->len == 0;
}

char *
wg_problem_to_string (const WgProblem *problem)
{
  if (problem->path[0] == '\0')
    return g_strdup (problem->message);
  return g_strdup_printf ("%s: %s", problem->path, problem->message);
}

void
wg_schema_propagate (const WgSchema *schema,
                     GError        **error)
{
  const WgProblem *first;
  g_autofree char *text = NULL;

  g_return_if_fail (schema->problems->len > 0);
  first = g_ptr_array_index (schema->problems, 0);
  text = wg_problem_to_string (first);
  g_set_error_literal (error, WG_FILE_ERROR, first->code, text);
}

gsize
wg_schema_push_key (WgSchema   *schema,
                    const char *key)
{
  gsize mark = schema->path->len;

  if (mark > 0)
    g_string_append_c (schema->path, '.');
  g_string_append (schema->path, key);
  return mark;
}

gsize
wg_schema_push_index (WgSchema *schema,
                      gsize     index)
{
  gsize mark = schema->path->len;
  char  digits[24], *p = digits + sizeof digits;

  /* "[N]", without printf: the strict scanner pushes every element's. */
  *--p = ']';
  do
    *--p = (char) ('0' + index % 10);
  while ((index /= 10) != 0);
  *--p = '[';
  g_string_append_len (schema->path, p, digits + sizeof digits - p);
  return mark;
}

void
wg_schema_pop (WgSchema *schema,
               gsize     mark)
{
  g_string_truncate (schema->path, mark);
}

static void
add_problem (WgSchema   *schema,
             WgFileError code,
             char       *message)
{
  WgProblem *problem = g_new0 (WgProblem, 1);

  problem->path = g_strdup (schema->path->str);
  problem->message = message;
  problem->code = code;
  g_ptr_array_add (schema->problems, problem);
}

void
wg_schema_error (WgSchema   *schema,
                 const char *format,
                 ...)
{
  va_list args;

  va_start (args, format);
  add_problem (schema, WG_FILE_ERROR_INVALID, g_strdup_vprintf (format, args));
  va_end (args);
}

void
wg_schema_error_code (WgSchema   *schema,
                      WgFileError code,
                      const char *format,
                      ...)
{
  va_list args;

  va_start (args, format);
  add_problem (schema, code, g_strdup_vprintf (format, args));
  va_end (args);
}

void
wg_schema_error_at (WgSchema   *schema,
                    const char *key,
                    const char *format,
                    ...)
{
  va_list args;
  gsize   mark = wg_schema_push_key (schema, key);

  va_start (args, format);
  add_problem (schema, WG_FILE_ERROR_INVALID, g_strdup_vprintf (format, args));
  va_end (args);
  wg_schema_pop (schema, mark);
}

static const char *
type_name (json_type type)
{
  switch (type)
    {
    case json_type_null: return _ ("null");
    case json_type_boolean: return _ ("a boolean");
    case json_type_double: return _ ("a number with a fraction");
    case json_type_int: return _ ("an integer");
    case json_type_object: return _ ("an object");
    case json_type_array: return _ ("an array");
    case json_type_string: return _ ("a string");
    default: return "?";
    }
}

gboolean
wg_schema_header (WgSchema    *schema,
                  json_object *root,
                  const char  *name,
                  gint64       version,
                  const char  *not_object,
                  const char  *wrong_format)
{
  json_object *format, *v;

  if (!json_object_is_type (root, json_type_object))
    {
      wg_schema_error (schema, "%s", not_object);
      return FALSE;
    }
  format = wg_schema_member (schema, root, "format", TRUE, json_type_string);
  if (format == NULL)
    return FALSE;
  if (strcmp (json_object_get_string (format), name) != 0)
    {
      wg_schema_error_at (schema, "format", "%s", wrong_format);
      return FALSE;
    }
  v = wg_schema_member (schema, root, "version", TRUE, json_type_int);
  if (v == NULL)
    return FALSE;
  if (json_object_get_int64 (v) != version)
    {
      gsize mark = wg_schema_push_key (schema, "version");

      wg_schema_error_code (schema, WG_FILE_ERROR_VERSION,
                            _ ("version %lld is not supported: this version of "
                               "Warpgate Companion reads version %lld"),
                            (long long) json_object_get_int64 (v), (long long) version);
      wg_schema_pop (schema, mark);
      return FALSE;
    }
  return TRUE;
}

gboolean
wg_schema_object (WgSchema          *schema,
                  json_object       *value,
                  const char *const *keys)
{
  if (!json_object_is_type (value, json_type_object))
    {
      wg_schema_error (schema, _ ("expected an object, found %s"),
                       type_name (json_object_get_type (value)));
      return FALSE;
    }
  json_object_object_foreach (value, key, member)
  {
    gboolean known = FALSE;

    (void) member;
    for (guint i = 0; keys[i] != NULL && !known; i++)
      known = strcmp (keys[i], key) == 0;
    if (!known)
      wg_schema_error_at (schema, key, _ ("unknown key"));
  }
  return TRUE;
}

json_object *
wg_schema_member (WgSchema    *schema,
                  json_object *object,
                  const char  *key,
                  gboolean     required,
                  json_type    type)
{
  json_object *member = NULL;

  if (!json_object_object_get_ex (object, key, &member))
    {
      if (required)
        wg_schema_error_at (schema, key, _ ("missing (required)"));
      return NULL;
    }
  if (!json_object_is_type (member, type))
    {
      wg_schema_error_at (schema, key, _ ("expected %s, found %s"), type_name (type),
                          type_name (json_object_get_type (member)));
      return NULL;
    }
  return member;
}

gboolean
wg_schema_int (WgSchema    *schema,
               json_object *object,
               const char  *key,
               gboolean     required,
               gint64       min,
               gint64       max,
               int         *out)
{
  json_object *member = wg_schema_member (schema, object, key, required, json_type_int);
  gint64       value;

  g_assert (max <= G_MAXINT && min >= G_MININT);
  if (member == NULL)
    return FALSE;
  value = json_object_get_int64 (member);
  if (value < min || value > max)
    {
      if (max == G_MAXINT)
        wg_schema_error_at (schema, key, _ ("%lld is out of range (at least %lld)"),
                            (long long) value, (long long) min);
      else
        wg_schema_error_at (schema, key, _ ("%lld is out of range (%lld–%lld)"),
                            (long long) value, (long long) min, (long long) max);
      return FALSE;
    }
  *out = (int) value;
  return TRUE;
}

gboolean
wg_schema_bool (WgSchema    *schema,
                json_object *object,
                const char  *key,
                gboolean     required,
                gboolean    *out)
{
  json_object *member = wg_schema_member (schema, object, key, required, json_type_boolean);

  if (member == NULL)
    return FALSE;
  *out = json_object_get_boolean (member);
  return TRUE;
}

gboolean
wg_schema_string (WgSchema    *schema,
                  json_object *object,
                  const char  *key,
                  gboolean     required,
                  gboolean (*valid) (const char *),
                  const char  *rule,
                  guint        max_chars,
                  const char **out)
{
  json_object *member = wg_schema_member (schema, object, key, required, json_type_string);
  const char  *value;

  if (member == NULL)
    return FALSE;
  value = json_object_get_string (member);
  if ((gsize) json_object_get_string_len (member) != strlen (value))
    {
      wg_schema_error_at (schema, key, _ ("contains a NUL character"));
      return FALSE;
    }
  if (valid != NULL && !valid (value))
    {
      g_autofree char *shown = g_utf8_make_valid (value, MIN (strlen (value), 40));

      wg_schema_error_at (schema, key, _ ("“%s” is not valid here (%s)"), shown, rule);
      return FALSE;
    }
  if (max_chars > 0 && g_utf8_strlen (value, -1) > (glong) max_chars)
    {
      wg_schema_error_at (schema, key, _ ("longer than %u characters"), max_chars);
      return FALSE;
    }
  *out = value;
  return TRUE;
}

gboolean
wg_schema_word (WgSchema          *schema,
                json_object       *object,
                const char        *key,
                gboolean           required,
                const char *const *words,
                const char        *what,
                int               *out)
{
  const char      *value = NULL;
  g_autofree char *list = NULL;
  g_autofree char *shown = NULL;

  if (!wg_schema_string (schema, object, key, required, NULL, NULL, 0, &value))
    return FALSE;
  for (guint i = 0; words[i] != NULL; i++)
    if (strcmp (words[i], value) == 0)
      {
        *out = (int) i;
        return TRUE;
      }
  list = g_strjoinv (", ", (char **) words);
  shown = g_utf8_make_valid (value, MIN (strlen (value), 40));
  wg_schema_error_at (schema, key, _ ("“%s” is not %s (%s)"), shown, what, list);
  return FALSE;
}

json_object *
wg_schema_array (WgSchema    *schema,
                 json_object *object,
                 const char  *key,
                 gboolean     required,
                 gsize        min,
                 gsize        max)
{
  json_object *member = wg_schema_member (schema, object, key, required, json_type_array);
  gsize        n;

  if (member == NULL)
    return NULL;
  n = json_object_array_length (member);
  if (n < min || n > max)
    {
      if (min == max)
        wg_schema_error_at (schema, key, _ ("has %lu elements; %lu expected"),
                            (unsigned long) n, (unsigned long) min);
      else
        wg_schema_error_at (schema, key, _ ("has %lu elements; %lu–%lu allowed"),
                            (unsigned long) n, (unsigned long) min, (unsigned long) max);
      return NULL;
    }
  return member;
}

/* Writing */

/* @length bytes of @text appended to @out: g_string_append_len without
 * its call into GLib when there is room (the printers append a few bytes
 * at a time, a table's text for every step of a replay). */
static inline void
put (GString    *out,
     const char *text,
     gsize       length)
{
  if (G_UNLIKELY (out->len + length >= out->allocated_len))
    {
      g_string_append_len (out, text, (gssize) length);
      return;
    }
  memcpy (out->str + out->len, text, length);
  out->len += length;
  out->str[out->len] = '\0';
}

static inline void
put_str (GString    *out,
         const char *text)
{
  put (out, text, strlen (text));
}

static gboolean
is_flat (json_object *value)
{
  if (json_object_is_type (value, json_type_object))
    {
      json_object_object_foreach (value, key, member)
      {
        (void) key;
        if (json_object_is_type (member, json_type_object)
            || json_object_is_type (member, json_type_array))
          return FALSE;
      }
      return TRUE;
    }
  if (json_object_is_type (value, json_type_array))
    {
      for (gsize i = 0; i < json_object_array_length (value); i++)
        {
          json_object *e = json_object_array_get_idx (value, i);

          if (json_object_is_type (e, json_type_array)
              || (json_object_is_type (e, json_type_object) && !is_flat (e)))
            return FALSE;
        }
      return TRUE;
    }
  return TRUE;
}

/* The pretty printer writes what json-c's JSON_C_TO_STRING_SPACED |
 * JSON_C_TO_STRING_NOSLASHESCAPE writes, byte for byte, without json-c's
 * buffer for each value it prints: a game's digest prints the whole table
 * once a step of a replay (wg_record_step_digest). What it does not write
 * itself (numbers other than integers, strings that need escapes) it asks
 * json-c for. */
static const char *
flat_string (json_object *value)
{
  return json_object_to_json_string_ext (value, JSON_C_TO_STRING_SPACED
                                                  | JSON_C_TO_STRING_NOSLASHESCAPE);
}

/* The bytes a string is not written plain with (json-c escapes them):
 * control characters (NUL included), '"', '\\' and DEL. */
/* clang-format off */
static const guchar escaped[256] = {
  1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1,
  0, 0, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
  0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 0, 0, 0,
  0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1,
  0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
  0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
  0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
  0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
};
/* clang-format on */

/* @text quoted, when it needs no escape; FALSE (nothing written) else. */
static gboolean
append_plain_string (GString    *out,
                     const char *text,
                     gsize       length)
{
  for (gsize i = 0; i < length; i++)
    if (escaped[(guchar) text[i]])
      return FALSE;
  g_string_append_c (out, '"');
  put (out, text, length);
  g_string_append_c (out, '"');
  return TRUE;
}

/* @n in decimal, as json-c writes it (but for G_MININT64 and G_MAXINT64,
 * which json-c also uses for numbers out of range). */
static void
append_int (GString *out,
            gint64   n)
{
  char    digits[24];
  guint64 magnitude = (guint64) (n < 0 ? -n : n);
  char   *end = digits + sizeof digits, *p = end;

  do
    *--p = (char) ('0' + magnitude % 10);
  while ((magnitude /= 10) != 0);
  if (n < 0)
    *--p = '-';
  put (out, p, (gsize) (end - p));
}

/* @text as a JSON string, escaped as json-c escapes it. */
static void
append_string (GString    *out,
               const char *text)
{
  const guchar *end = (const guchar *) text;

  /* Up to its NUL, or to the first byte written escaped. */
  while (!escaped[*end])
    end++;
  if (*end == '\0')
    {
      g_string_append_c (out, '"');
      put (out, text, (gsize) ((const char *) end - text));
      g_string_append_c (out, '"');
    }
  else
    {
      g_autoptr (json_object) s = json_object_new_string (text);

      put_str (out, flat_string (s));
    }
}

static void
append_scalar (GString     *out,
               json_object *value)
{
  json_type type = json_object_get_type (value);

  if (type == json_type_null)
    put_str (out, "null");
  else if (type == json_type_boolean)
    put_str (out, json_object_get_boolean (value) ? "true" : "false");
  else if (type == json_type_int && json_object_get_int64 (value) != G_MAXINT64
           && json_object_get_int64 (value) != G_MININT64)
    append_int (out, json_object_get_int64 (value));
  else if (type != json_type_string
           || !append_plain_string (out, json_object_get_string (value),
                                    (gsize) json_object_get_string_len (value)))
    put_str (out, flat_string (value));
}

static void
append_spaces (GString *out,
               guint    n)
{
  static const char spaces[] = "                                ";

  for (; n > sizeof spaces - 1; n -= sizeof spaces - 1)
    put (out, spaces, sizeof spaces - 1);
  put (out, spaces, n);
}

static void
append_key (GString    *out,
            const char *key)
{
  append_string (out, key);
  put_str (out, ": ");
}

/* A flat value on one line, as json-c's spaced text: "{ "q": 0 }",
 * "[ 1, 2 ]", "[ ]". */
static void
append_flat (GString     *out,
             json_object *value)
{
  gboolean first = TRUE;

  if (json_object_is_type (value, json_type_object))
    {
      g_string_append_c (out, '{');
      json_object_object_foreach (value, key, member)
      {
        put_str (out, first ? " " : ", ");
        first = FALSE;
        append_key (out, key);
        append_flat (out, member);
      }
      put_str (out, " }");
    }
  else if (json_object_is_type (value, json_type_array))
    {
      g_string_append_c (out, '[');
      for (gsize i = 0; i < json_object_array_length (value); i++)
        {
          put_str (out, i == 0 ? " " : ", ");
          append_flat (out, json_object_array_get_idx (value, i));
        }
      put_str (out, " ]");
    }
  else
    append_scalar (out, value);
}

static void
append_pretty (GString     *out,
               json_object *value,
               guint        indent)
{
  gboolean is_object = json_object_is_type (value, json_type_object);
  gboolean is_array = json_object_is_type (value, json_type_array);
  gboolean first = TRUE;

  if (!is_object && !is_array)
    {
      append_scalar (out, value);
      return;
    }
  /* On one line when short and flat, but never an array of objects. The
   * cheap tests first: an array of objects (the board's hexes) is never
   * printed whole just to be measured, and a line is printed once. */
  if (!(is_array && json_object_array_length (value) > 0
        && json_object_is_type (json_object_array_get_idx (value, 0), json_type_object))
      && is_flat (value))
    {
      gsize start = out->len;

      append_flat (out, value);
      if (out->len - start + indent <= 96)
        return;
      g_string_truncate (out, start);
    }
  if (is_object)
    {
      g_string_append_c (out, '{');
      json_object_object_foreach (value, key, member)
      {
        put_str (out, first ? "\n" : ",\n");
        first = FALSE;
        append_spaces (out, indent + 2);
        append_key (out, key);
        append_pretty (out, member, indent + 2);
      }
      g_string_append_c (out, '\n');
      append_spaces (out, indent);
      g_string_append_c (out, '}');
      return;
    }
  g_string_append_c (out, '[');
  for (gsize i = 0; i < json_object_array_length (value); i++)
    {
      put_str (out, i == 0 ? "\n" : ",\n");
      append_spaces (out, indent + 2);
      append_pretty (out, json_object_array_get_idx (value, i), indent + 2);
    }
  g_string_append_c (out, '\n');
  append_spaces (out, indent);
  g_string_append_c (out, ']');
}

char *
wg_json_to_pretty_string (json_object *value)
{
  GString *out = g_string_new (NULL);

  append_pretty (out, value, 0);
  g_string_append_c (out, '\n');
  return g_string_free (out, FALSE);
}

/* The writer: each container is written on one line, as append_flat
 * writes it, while it holds scalars only and that line fits (as
 * append_pretty measures it); when a container is put in it, or the line
 * grows too long, what it holds so far is put one item a line, as
 * append_pretty writes a container it cannot put on one line, and so is
 * the rest of it. */

void
wg_json_writer_init (WgJsonWriter *writer,
                     GString      *out,
                     guint         indent)
{
  writer->out = out;
  writer->indent = indent;
  writer->depth = 0;
}

/* The container open at @depth (0: the outermost) put one item a line
 * from here on: its items so far moved each to a line of its own. */
static void
break_lines (WgJsonWriter *w,
             guint         depth)
{
  GString *out = w->out;
  gsize    start = w->open[depth].start, length = out->len - start;
  guint    indent = w->indent + 2 * depth, n = w->open[depth].n;
  char     stack[256];
  char    *copy = length <= sizeof stack ? stack : g_malloc (length);

  /* The items are read from a copy of the line: they move to the right. */
  memcpy (copy, out->str + start, length);
  g_string_truncate (out, start + 1);
  for (guint i = 0; i < n; i++)
    {
      gsize from = w->open[depth].items[i];
      gsize to = i + 1 < n ? w->open[depth].items[i + 1] - 2u : length; /* before ", " */

      put_str (out, i == 0 ? "\n" : ",\n");
      append_spaces (out, indent + 2);
      put (out, copy + from, to - from);
    }
  if (copy != stack)
    g_free (copy);
  w->open[depth].flat = FALSE;
}

/* Whether the container open last, on one line, is too wide once its
 * closing " }" is added. */
static gboolean
too_wide (const WgJsonWriter *w)
{
  guint depth = w->depth - 1;

  return w->out->len - w->open[depth].start + 2 + w->indent + 2 * depth > 96;
}

/* Starts an item of the container open, if any: its separator (and
 * indentation), its key. */
static void
begin_item (WgJsonWriter *w,
            const char   *key,
            gboolean      scalar)
{
  guint depth = w->depth - 1;

  if (w->depth == 0)
    return;
  if (!scalar && w->open[depth].flat)
    break_lines (w, depth);
  if (w->open[depth].flat)
    {
      put_str (w->out, w->open[depth].n == 0 ? " " : ", ");
      w->open[depth].items[w->open[depth].n] = (guint16) (w->out->len - w->open[depth].start);
    }
  else
    {
      put_str (w->out, w->open[depth].n == 0 ? "\n" : ",\n");
      append_spaces (w->out, w->indent + 2 * w->depth);
    }
  w->open[depth].n++;
  if (key != NULL)
    append_key (w->out, key);
}

/* Ends a scalar item: a line grown too wide, or holding as many items as
 * a line can, is broken. */
static void
end_scalar (WgJsonWriter *w)
{
  if (w->depth > 0 && w->open[w->depth - 1].flat
      && (too_wide (w) || w->open[w->depth - 1].n == WG_JSON_WRITER_LINE_ITEMS))
    break_lines (w, w->depth - 1);
}

static void
begin_container (WgJsonWriter *w,
                 const char   *key,
                 gboolean      object)
{
  g_return_if_fail (w->depth < WG_JSON_WRITER_DEPTH);
  begin_item (w, key, FALSE);
  w->open[w->depth].start = w->out->len;
  w->open[w->depth].n = 0;
  w->open[w->depth].object = object;
  w->open[w->depth].flat = TRUE;
  w->depth++;
  g_string_append_c (w->out, object ? '{' : '[');
}

void
wg_json_writer_begin_object (WgJsonWriter *writer,
                             const char   *key)
{
  begin_container (writer, key, TRUE);
}

void
wg_json_writer_begin_array (WgJsonWriter *writer,
                            const char   *key)
{
  begin_container (writer, key, FALSE);
}

void
wg_json_writer_member (WgJsonWriter *writer,
                       const char   *key)
{
  begin_item (writer, key, FALSE);
}

void
wg_json_writer_end (WgJsonWriter *writer)
{
  guint depth;

  g_return_if_fail (writer->depth > 0);
  depth = writer->depth - 1;
  /* "{ }" too may not fit. */
  if (writer->open[depth].flat && too_wide (writer))
    break_lines (writer, depth);
  if (writer->open[depth].flat)
    put_str (writer->out, writer->open[depth].object ? " }" : " ]");
  else
    {
      g_string_append_c (writer->out, '\n');
      append_spaces (writer->out, writer->indent + 2 * depth);
      g_string_append_c (writer->out, writer->open[depth].object ? '}' : ']');
    }
  writer->depth--;
}

void
wg_json_writer_string (WgJsonWriter *writer,
                       const char   *key,
                       const char   *value)
{
  begin_item (writer, key, TRUE);
  append_string (writer->out, value);
  end_scalar (writer);
}

void
wg_json_writer_int (WgJsonWriter *writer,
                    const char   *key,
                    gint64        value)
{
  begin_item (writer, key, TRUE);
  if (value == G_MAXINT64 || value == G_MININT64)
    {
      g_autoptr (json_object) n = json_object_new_int64 (value);

      put_str (writer->out, flat_string (n));
    }
  else
    append_int (writer->out, value);
  end_scalar (writer);
}

void
wg_json_writer_bool (WgJsonWriter *writer,
                     const char   *key,
                     gboolean      value)
{
  begin_item (writer, key, TRUE);
  put_str (writer->out, value ? "true" : "false");
  end_scalar (writer);
}

void
wg_json_add_string (json_object *object,
                    const char  *key,
                    const char  *value)
{
  json_object_object_add (object, key, json_object_new_string (value));
}

void
wg_json_add_int (json_object *object,
                 const char  *key,
                 gint64       value)
{
  json_object_object_add (object, key, json_object_new_int64 (value));
}

void
wg_json_add_bool (json_object *object,
                  const char  *key,
                  gboolean     value)
{
  json_object_object_add (object, key, json_object_new_boolean (value));
}
