/* wg-strict-json.c — RFC 8259 exactly: what json-c lets through, refused at its path
 * Copyright 2026 The Warpgate Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <errno.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "wg-i18n.h"
#include "wg-json-private.h"

/* json-c, even in its strict mode, reads a few things RFC 8259 does not
 * allow and that docs/game-format.md ("Strict JSON") refuses:
 *   1. strings in single quotes;
 *   2. raw control characters (U+0000–U+001F) inside a string;
 *   3. a key twice in one object (json-c keeps the last one);
 *   4. numbers it cannot hold: an integer beyond 64 bits is clamped, a
 *      number beyond a double's range is read as an error "unexpected end
 *      of data".
 * This scanner walks the document once before json-c parses it and
 * refuses those at their JSON path, quoting the number as written. Any
 * other syntax error is left to json-c, whose messages the loaders keep:
 * the scanner then stops and says nothing. */

typedef enum
{
  SCAN_OK,
  SCAN_REFUSED, /* a problem recorded in the schema */
  SCAN_DEFER,   /* a syntax error for json-c to report */
} ScanResult;

typedef struct
{
  WgSchema   *schema;
  const char *data;
  gsize       length;
  gsize       pos;
  int         depth;
} Scanner;

static guint
line_at (const Scanner *s,
         gsize          offset)
{
  guint line = 1;

  for (gsize i = 0; i < offset && i < s->length; i++)
    if (s->data[i] == '\n')
      line++;
  return line;
}

static void
skip_space (Scanner *s)
{
  while (s->pos < s->length
         && (s->data[s->pos] == ' ' || s->data[s->pos] == '\t' || s->data[s->pos] == '\n'
             || s->data[s->pos] == '\r'))
    s->pos++;
}

static int
hex_value (char c)
{
  if (c >= '0' && c <= '9')
    return c - '0';
  if (c >= 'a' && c <= 'f')
    return c - 'a' + 10;
  if (c >= 'A' && c <= 'F')
    return c - 'A' + 10;
  return -1;
}

static gboolean
read_hex4 (Scanner  *s,
           gunichar *out)
{
  gunichar value = 0;

  if (s->pos + 4 > s->length)
    return FALSE;
  for (int i = 0; i < 4; i++)
    {
      int digit = hex_value (s->data[s->pos + i]);

      if (digit < 0)
        return FALSE;
      value = value * 16 + (gunichar) digit;
    }
  s->pos += 4;
  *out = value;
  return TRUE;
}

/* JSON's one-letter escapes and the characters they stand for. */
static const char escapes[] = "\"\\/bfnrt";
static const char meanings[] = "\"\\/\b\f\n\r\t";

/* A string at s->pos (which holds '"' or '\''): its decoded text in @text
 * (may be NULL when not wanted). */
static ScanResult
scan_string (Scanner *s,
             GString *text)
{
  if (s->data[s->pos] == '\'')
    {
      wg_schema_error_code (s->schema, WG_FILE_ERROR_SYNTAX,
                            _ ("the file is not valid JSON: a string in single quotes (line %u); "
                               "JSON strings are written in double quotes"),
                            line_at (s, s->pos));
      return SCAN_REFUSED;
    }
  s->pos++;
  while (s->pos < s->length)
    {
      guchar      c = (guchar) s->data[s->pos];
      char        escape;
      const char *simple;

      if (c == '"')
        {
          s->pos++;
          return SCAN_OK;
        }
      if (c < 0x20)
        {
          wg_schema_error_code (s->schema, WG_FILE_ERROR_SYNTAX,
                                _ ("the file is not valid JSON: a raw control character "
                                   "(U+%04X) inside a string (line %u); write it escaped"),
                                c, line_at (s, s->pos));
          return SCAN_REFUSED;
        }
      if (c != '\\')
        {
          if (text != NULL)
            g_string_append_c (text, (char) c);
          s->pos++;
          continue;
        }
      s->pos++;
      if (s->pos >= s->length)
        return SCAN_DEFER;
      escape = s->data[s->pos++];
      /* The one-letter escapes, each with the character it stands for. */
      simple = strchr (escapes, escape);
      if (escape != '\0' && simple != NULL)
        {
          if (text != NULL)
            g_string_append_c (text, meanings[simple - escapes]);
          continue;
        }
      switch (escape)
        {
        case 'u':
          {
            gunichar unit, low;

            if (!read_hex4 (s, &unit))
              return SCAN_DEFER;
            /* A surrogate pair is one character. */
            if (unit >= 0xD800 && unit <= 0xDBFF && s->pos + 6 <= s->length
                && s->data[s->pos] == '\\' && s->data[s->pos + 1] == 'u')
              {
                gsize back = s->pos;

                s->pos += 2;
                if (read_hex4 (s, &low) && low >= 0xDC00 && low <= 0xDFFF)
                  unit = 0x10000 + ((unit - 0xD800) << 10) + (low - 0xDC00);
                else
                  s->pos = back;
              }
            /* A lone surrogate is no character: json-c reads it as U+FFFD,
             * and so does the path this scanner names (never the bytes of
             * a surrogate, which are not UTF-8). */
            if (unit >= 0xD800 && unit <= 0xDFFF)
              unit = 0xFFFD;
            if (text != NULL)
              g_string_append_unichar (text, unit);
            break;
          }
        default:
          return SCAN_DEFER;
        }
    }
  return SCAN_DEFER;
}

/* A number at s->pos, by RFC 8259's grammar; one json-c could not hold is
 * refused as too large, quoted as written. */
static ScanResult
scan_number (Scanner *s)
{
  gsize            start = s->pos;
  gboolean         integer = TRUE, too_large;
  g_autofree char *written = NULL;

  if (s->data[s->pos] == '-')
    s->pos++;
  if (s->pos >= s->length || !g_ascii_isdigit (s->data[s->pos]))
    return SCAN_DEFER;
  if (s->data[s->pos] == '0')
    s->pos++;
  else
    while (s->pos < s->length && g_ascii_isdigit (s->data[s->pos]))
      s->pos++;
  if (s->pos < s->length && s->data[s->pos] == '.')
    {
      integer = FALSE;
      s->pos++;
      if (s->pos >= s->length || !g_ascii_isdigit (s->data[s->pos]))
        return SCAN_DEFER;
      while (s->pos < s->length && g_ascii_isdigit (s->data[s->pos]))
        s->pos++;
    }
  if (s->pos < s->length && (s->data[s->pos] == 'e' || s->data[s->pos] == 'E'))
    {
      integer = FALSE;
      s->pos++;
      if (s->pos < s->length && (s->data[s->pos] == '+' || s->data[s->pos] == '-'))
        s->pos++;
      if (s->pos >= s->length || !g_ascii_isdigit (s->data[s->pos]))
        return SCAN_DEFER;
      while (s->pos < s->length && g_ascii_isdigit (s->data[s->pos]))
        s->pos++;
    }

  written = g_strndup (s->data + start, s->pos - start);
  if (integer)
    {
      errno = 0;
      (void) g_ascii_strtoll (written, NULL, 10);
      too_large = errno == ERANGE;
    }
  else
    too_large = isinf (g_ascii_strtod (written, NULL));
  if (too_large)
    {
      /* Long numbers are cut: the message stays short. */
      if (strlen (written) > 40)
        {
          char *cut;

          written[37] = '\0';
          cut = g_strconcat (written, "…", NULL);
          g_free (written);
          written = cut;
        }
      wg_schema_error_code (s->schema, WG_FILE_ERROR_INVALID,
                            _ ("the number %s is too large"), written);
      return SCAN_REFUSED;
    }
  return SCAN_OK;
}

static ScanResult scan_value (Scanner *s);

/* After a member or an element (@mark, its path, is popped): TRUE with
 * *result at the end of the container, @close (SCAN_OK), or at anything
 * but a comma (SCAN_DEFER); FALSE past a comma, when another follows. */
static gboolean
scan_next (Scanner    *s,
           gsize       mark,
           char        close,
           ScanResult *result)
{
  wg_schema_pop (s->schema, mark);
  skip_space (s);
  *result = SCAN_DEFER;
  if (s->pos >= s->length)
    return TRUE;
  if (s->data[s->pos] == close)
    {
      s->pos++;
      *result = SCAN_OK;
      return TRUE;
    }
  if (s->data[s->pos] != ',')
    return TRUE;
  s->pos++;
  return FALSE;
}

static ScanResult
scan_object (Scanner *s)
{
  g_autoptr (GHashTable) keys = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);

  s->pos++;
  skip_space (s);
  if (s->pos < s->length && s->data[s->pos] == '}')
    {
      s->pos++;
      return SCAN_OK;
    }
  for (;;)
    {
      g_autoptr (GString) key = g_string_new (NULL);
      ScanResult result;
      gsize      mark;

      skip_space (s);
      if (s->pos >= s->length || (s->data[s->pos] != '"' && s->data[s->pos] != '\''))
        return SCAN_DEFER;
      result = scan_string (s, key);
      if (result != SCAN_OK)
        return result;
      mark = wg_schema_push_key (s->schema, key->str);
      if (!g_hash_table_add (keys, g_strdup (key->str)))
        {
          wg_schema_error_code (s->schema, WG_FILE_ERROR_SYNTAX,
                                _ ("this key appears twice in one object; JSON allows each "
                                   "key once"));
          return SCAN_REFUSED;
        }
      skip_space (s);
      if (s->pos >= s->length || s->data[s->pos] != ':')
        return SCAN_DEFER;
      s->pos++;
      result = scan_value (s);
      if (result != SCAN_OK)
        return result;
      if (scan_next (s, mark, '}', &result))
        return result;
    }
}

static ScanResult
scan_array (Scanner *s)
{
  s->pos++;
  skip_space (s);
  if (s->pos < s->length && s->data[s->pos] == ']')
    {
      s->pos++;
      return SCAN_OK;
    }
  for (gsize index = 0;; index++)
    {
      gsize      mark = wg_schema_push_index (s->schema, index);
      ScanResult result = scan_value (s);

      if (result != SCAN_OK)
        return result;
      if (scan_next (s, mark, ']', &result))
        return result;
    }
}

static ScanResult
scan_word (Scanner    *s,
           const char *word)
{
  gsize n = strlen (word);

  if (s->length - s->pos < n || memcmp (s->data + s->pos, word, n) != 0)
    return SCAN_DEFER;
  s->pos += n;
  return SCAN_OK;
}

static ScanResult
scan_value (Scanner *s)
{
  ScanResult result;

  skip_space (s);
  if (s->pos >= s->length)
    return SCAN_DEFER;
  /* json-c reports the depth; the scanner only must not recurse further. */
  if (s->depth >= WG_JSON_MAX_DEPTH)
    return SCAN_DEFER;
  s->depth++;
  switch (s->data[s->pos])
    {
    case '{': result = scan_object (s); break;
    case '[': result = scan_array (s); break;
    case '"':
    case '\'': result = scan_string (s, NULL); break;
    case 't': result = scan_word (s, "true"); break;
    case 'f': result = scan_word (s, "false"); break;
    case 'n': result = scan_word (s, "null"); break;
    default: result = scan_number (s); break;
    }
  s->depth--;
  return result;
}

gboolean
wg_json_check_strict (WgSchema   *schema,
                      const char *data,
                      gsize       length)
{
  Scanner s = { schema, data, length, 0, 0 };
  gsize   mark = schema->path->len;

  if (scan_value (&s) == SCAN_REFUSED)
    return FALSE;
  /* A deferred error leaves the path where it stopped. */
  wg_schema_pop (schema, mark);
  return TRUE;
}
